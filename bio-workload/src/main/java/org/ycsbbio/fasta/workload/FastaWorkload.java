package org.ycsbbio.fasta.workload;

import net.jcip.annotations.ThreadSafe;
import org.ycsbbio.fasta.keys.KeyIndex;
import org.ycsbbio.fasta.keys.KeyIndexWriter;
import org.ycsbbio.workload.FileInserter;
import org.ycsbbio.workload.FileWorkload;
import org.ycsbbio.workload.Runner;

/**
 * SSEARCH ({@code ssearch36 -m 10}) results as YCSB operations. The load phase
 * ({@code bin/ycsb load <db> -P workloads/fasta}) streams every file of the client's share of
 * {@code fasta.files} through the parser into four tables — task, rna, gs, align — one insert
 * per YCSB operation ({@link FastaInserter}), with deterministic keys ({@code KeyScheme}) and a
 * key index on disk ({@link KeyIndexWriter}). The run phase reads random loaded records, scans a
 * query's alignments, annotates and inserts, in the proportions of {@link FastaConfig}
 * ({@link FastaRunner}). Input, client split, progress, damaged files
 * ({@code fasta.onerror}) and the index's life: {@link FileWorkload}. Thread-safe as YCSB
 * requires.
 */
@ThreadSafe
public final class FastaWorkload extends FileWorkload<FastaConfig, KeyIndexWriter, KeyIndex> {
  public FastaWorkload() {
    super(FastaConfig.INPUT, "FASTA", "alignment", FastaConfig::from, KeyIndexWriter::new,
        KeyIndex::open);
  }

  @Override
  protected FileInserter newInserter(FastaConfig settings, KeyIndexWriter index) {
    return new FastaInserter(settings, index);
  }

  @Override
  protected Runner newRunner(FastaConfig settings, KeyIndex index, int thread) {
    return new FastaRunner(settings, index, thread);
  }
}
