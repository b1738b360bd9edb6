/**
 * The public API a binding sees: extend {@link org.ycsbbio.core.api.ConfiguredDB} (or
 * {@link org.ycsbbio.core.api.NodeAwareDB}) instead of {@code site.ycsb.DB} and call
 * {@code servedBy(node(...))} in each operation; declare its settings once as
 * {@link org.ycsbbio.core.api.Option} constants grouped in {@link org.ycsbbio.core.api.Options}.
 * The binding kit: {@link org.ycsbbio.core.api.HostPort} (server lists, a start-up probe),
 * {@link org.ycsbbio.core.api.RecordCodec} (a record as one value),
 * {@link org.ycsbbio.core.api.KeyHash} and {@link org.ycsbbio.core.api.HashRing} (key placement),
 * {@link org.ycsbbio.core.api.DriverLog} (a driver's log off), and the run's shared driver
 * client ({@code sharedClient}, {@link org.ycsbbio.core.api.BindingContext#shared}). A workload
 * whose load phase reads its records from input files publishes an
 * {@link org.ycsbbio.core.api.InputProgress} for the status line's progress and ETA. Everything
 * here is kept compatible; packages outside {@code api} are internal to YCSB-Bio.
 */
package org.ycsbbio.core.api;
