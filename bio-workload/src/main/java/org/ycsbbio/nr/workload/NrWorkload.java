package org.ycsbbio.nr.workload;

import net.jcip.annotations.ThreadSafe;
import org.ycsbbio.nr.index.IdIndex;
import org.ycsbbio.nr.index.IdIndexWriter;
import org.ycsbbio.workload.FileInserter;
import org.ycsbbio.workload.FileWorkload;
import org.ycsbbio.workload.Runner;

/**
 * The NR workload of the LBL study: FASTA sequence files (NCBI's non-redundant protein database,
 * or any protein or nucleotide FASTA) as records of id, description (unless
 * {@code nr.description=false}), sequence and CRC-64, then read-only random reads. The load
 * phase ({@code bin/ycsb load <db> -P workloads/nr}) streams every file of the client's share of
 * {@code nr.files} through the parser, one insert per sequence ({@link NrInserter}), and writes
 * the loaded ids to an on-disk index ({@link IdIndexWriter}). The run phase reads uniformly
 * random loaded sequences through that index, plus a share ({@code nr.missingproportion}) of
 * reads of keys that do not exist ({@link NrRunner}). Input, client split, progress, damaged
 * files and the index's life: {@link FileWorkload}. Settings: {@link NrConfig}. Thread-safe as
 * YCSB requires.
 */
@ThreadSafe
public final class NrWorkload extends FileWorkload<NrConfig, IdIndexWriter, IdIndex> {
  public NrWorkload() {
    super(NrConfig.INPUT, "NR", "sequence", NrConfig::from, IdIndexWriter::new,
        file -> IdIndex.open(file, NrConfig.INPUT.index().key()));
  }

  @Override
  protected FileInserter newInserter(NrConfig settings, IdIndexWriter index) {
    return new NrInserter(settings, index.newBatch());
  }

  @Override
  protected Runner newRunner(NrConfig settings, IdIndex index, int thread) {
    return new NrRunner(settings, index);
  }
}
