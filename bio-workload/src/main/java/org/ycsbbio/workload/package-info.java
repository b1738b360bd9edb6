/**
 * What every file workload shares: {@link org.ycsbbio.workload.FileWorkload} (the load loop over
 * the client's files, one insert per YCSB operation; the index the load writes and the run
 * reads, closed with the phase; failures and damaged files; input progress), the settings every
 * file workload has ({@link org.ycsbbio.workload.InputOptions}), reads of loaded and missing keys
 * ({@link org.ycsbbio.workload.KeyReads}), the index files
 * ({@link org.ycsbbio.workload.IndexFiles}) and the frame of the {@code *-gen} commands
 * ({@link org.ycsbbio.workload.GenCommand}). A workload adds its format
 * ({@link org.ycsbbio.workload.FileInserter}), its index and its run-phase operations
 * ({@link org.ycsbbio.workload.Runner}); the input itself is {@code org.ycsbbio.workload.input}.
 */
package org.ycsbbio.workload;
