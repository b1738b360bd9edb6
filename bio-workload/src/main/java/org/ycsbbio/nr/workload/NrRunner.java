package org.ycsbbio.nr.workload;

import java.util.HashMap;
import java.util.concurrent.ThreadLocalRandom;
import net.jcip.annotations.NotThreadSafe;
import org.ycsbbio.nr.index.IdIndex;
import site.ycsb.ByteIterator;
import site.ycsb.DB;

/**
 * The run phase of one YCSB thread, read-only: with probability {@code nr.missingproportion} a
 * read of a key no load wrote ({@link MissingKeyReads}), else a read of a loaded sequence chosen
 * uniformly from the id index (two positional file reads, no id list in memory). Confined to its
 * thread.
 */
@NotThreadSafe
final class NrRunner {
  private final NrConfig config;
  private final IdIndex.Cursor ids;
  private final long count;
  private final MissingKeyReads missing;
  private final HashMap<String, ByteIterator> result = new HashMap<>();

  NrRunner(NrConfig config, IdIndex index, MissingKeyReads missing) {
    this.config = config;
    this.ids = index.cursor();
    this.count = index.count();
    this.missing = missing;
  }

  void next(DB db) {
    ThreadLocalRandom random = ThreadLocalRandom.current();
    if (random.nextDouble() < config.missingProportion()) {
      missing.read(db, config.table(), random.nextLong());
      return;
    }
    result.clear();
    db.read(config.table(), ids.id(random.nextLong(count)), null, result);
  }
}
