/**
 * The public API a binding sees: extend {@link org.ycsbbio.core.api.ConfiguredDB} (or
 * {@link org.ycsbbio.core.api.NodeAwareDB}) instead of {@code site.ycsb.DB} and call
 * {@code servedBy(node(...))} in each operation; declare its settings once as
 * {@link org.ycsbbio.core.api.Option} constants grouped in {@link org.ycsbbio.core.api.Options}.
 * The binding kit: {@link org.ycsbbio.core.api.HostPort} (server lists, a start-up probe),
 * {@link org.ycsbbio.core.api.RecordCodec} (a record as one value),
 * {@link org.ycsbbio.core.api.KeyHash} and {@link org.ycsbbio.core.api.HashRing} (key placement),
 * {@link org.ycsbbio.core.api.DriverLog} (a driver's log off), and the run's shared driver
 * client ({@code sharedClient}, {@link org.ycsbbio.core.api.BindingContext#shared}). For a
 * binding's own commands and tests: {@link org.ycsbbio.core.api.Home} and
 * {@link org.ycsbbio.core.api.ChildJvm} (the installation, {@code bin/ycsb} in a child JVM) and
 * {@link org.ycsbbio.core.api.DelayProxy} (a node of an in-process cluster made slow).
 *
 * <p>It is also all a workload sees: a workload checks its settings before the run
 * ({@link org.ycsbbio.core.api.ChecksSettings}), names the tables its load writes
 * ({@link org.ycsbbio.core.api.WritesTables}), reports failures to the run's
 * {@link org.ycsbbio.core.api.RunLog#current() RunLog} and damaged input as a
 * {@link org.ycsbbio.core.api.WorkloadParseException}, reads keys that were never loaded
 * ({@link org.ycsbbio.core.api.MissingKeys}), and, when its load reads its records from input
 * files, publishes an {@link org.ycsbbio.core.api.InputProgress} for the status line's progress
 * and ETA. Everything here is kept compatible; packages outside {@code api} are internal to
 * YCSB-Bio.
 */
package org.ycsbbio.core.api;
