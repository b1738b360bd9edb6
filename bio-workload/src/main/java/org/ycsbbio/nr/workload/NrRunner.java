package org.ycsbbio.nr.workload;

import java.util.HashMap;
import java.util.concurrent.ThreadLocalRandom;
import net.jcip.annotations.NotThreadSafe;
import org.ycsbbio.core.api.MissingKeys;
import org.ycsbbio.nr.index.IdIndex;
import site.ycsb.ByteIterator;
import site.ycsb.DB;

/**
 * The run phase of one YCSB thread, read-only: a read of a loaded sequence chosen uniformly from
 * the id index (two positional file reads, no id list in memory); with probability
 * {@code nr.missingproportion} its id made missing ({@link MissingKeys}), a key no load wrote,
 * which the tracker counts as {@code READ-MISSING}. Confined to its thread.
 */
@NotThreadSafe
final class NrRunner {
  private final NrConfig config;
  private final IdIndex.Cursor ids;
  private final long count;
  private final HashMap<String, ByteIterator> result = new HashMap<>();

  NrRunner(NrConfig config, IdIndex index) {
    this.config = config;
    this.ids = index.cursor();
    this.count = index.count();
  }

  void next(DB db) {
    ThreadLocalRandom random = ThreadLocalRandom.current();
    String id = ids.id(random.nextLong(count));
    if (random.nextDouble() < config.missingProportion()) {
      id = MissingKeys.of(id);
    }
    result.clear();
    db.read(config.table(), id, null, result);
  }
}
