/**
 * The public API a binding sees: extend {@link org.ycsbbio.core.api.NodeAwareDB} instead of
 * {@code site.ycsb.DB} and call {@code servedBy(node(...))} in each operation; declare its settings
 * once as {@link org.ycsbbio.core.api.Option} constants grouped in {@link
 * org.ycsbbio.core.api.Options}. Everything here is kept compatible; packages outside {@code api}
 * are internal to YCSB-Bio.
 */
package org.ycsbbio.core.api;
