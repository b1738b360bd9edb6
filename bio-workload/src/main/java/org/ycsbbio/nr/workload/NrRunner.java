package org.ycsbbio.nr.workload;

import java.util.SplittableRandom;
import net.jcip.annotations.NotThreadSafe;
import org.ycsbbio.nr.index.IdIndex;
import org.ycsbbio.workload.KeyReads;
import org.ycsbbio.workload.Runner;
import site.ycsb.DB;

/**
 * The run phase of one YCSB thread, read-only: a read of a loaded sequence chosen uniformly from
 * the id index (two positional file reads, no id list in memory); with probability
 * {@code nr.missingproportion} its id made missing ({@link KeyReads}), a key no load wrote,
 * which the tracker counts as {@code READ-MISSING}. Confined to its thread.
 */
@NotThreadSafe
final class NrRunner implements Runner {
  private final String table;
  private final IdIndex.Cursor ids;
  private final long count;
  private final KeyReads reads;
  private final SplittableRandom random = new SplittableRandom();

  NrRunner(NrConfig config, IdIndex index) {
    this.table = config.table();
    this.ids = index.cursor();
    this.count = index.count();
    this.reads = new KeyReads(config.missingProportion());
  }

  @Override
  public void next(DB db) {
    boolean missing = reads.drawMissing(random);
    reads.key().append(ids.id(random.nextLong(count)));
    reads.read(db, table, missing);
  }
}
