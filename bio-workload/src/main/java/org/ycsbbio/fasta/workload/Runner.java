package org.ycsbbio.fasta.workload;

import java.util.HashMap;
import java.util.Map;
import java.util.Vector;
import java.util.concurrent.ThreadLocalRandom;
import net.jcip.annotations.NotThreadSafe;
import org.ycsbbio.fasta.keys.KeyIndex;
import org.ycsbbio.fasta.keys.KeyScheme;
import org.ycsbbio.fasta.keys.RecordType;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.StringByteIterator;

/**
 * The run phase of one YCSB thread: what the experiment did — reads of random loaded records —
 * plus what a researcher does, in the proportions of {@link FastaConfig}:
 * <ul>
 *   <li>read: a uniformly random loaded alignment, then one of its four records (task, rna, gs,
 *       align) chosen uniformly;</li>
 *   <li>scan: all alignments of a uniformly random query (a scan of its key range, capped by
 *       {@code fasta.scan.max});</li>
 *   <li>update: annotate a random alignment (field {@code note} of its align record);</li>
 *   <li>insert: a new align record under a run-phase key ({@code n…}), never colliding with
 *       loaded ones.</li>
 * </ul>
 * Keys come from the memory-mapped key index of the load, never from a list. Confined to its
 * thread.
 */
@NotThreadSafe
final class Runner {
  private static final RecordType[] TYPES = RecordType.values();

  private final FastaConfig config;
  private final KeyIndex index;
  private final int client;
  private final int thread;
  private long inserted;

  Runner(FastaConfig config, KeyIndex index, int thread) {
    this.config = config;
    this.index = index;
    this.client = config.clientIndex();
    this.thread = thread;
  }

  void next(DB db) {
    ThreadLocalRandom random = ThreadLocalRandom.current();
    double r = random.nextDouble();
    double[] mix = config.mix();
    if (r < mix[0]) {
      read(db, random);
    } else if (r < mix[1]) {
      scan(db, random);
    } else if (r < mix[2]) {
      update(db, random);
    } else {
      insert(db, random);
    }
  }

  private void read(DB db, ThreadLocalRandom random) {
    long n = random.nextLong(index.alignments());
    int q = index.queryOfAlignment(n);
    KeyIndex.QueryEntry e = index.query(q);
    RecordType type = TYPES[random.nextInt(TYPES.length)];
    String key = type == RecordType.TASK ? KeyScheme.task(e.file(), e.query())
        : KeyScheme.alignment(e.file(), e.query(), index.alignmentOrdinal(q, n));
    db.read(config.table(type), key, null, new HashMap<>());
  }

  private void scan(DB db, ThreadLocalRandom random) {
    KeyIndex.QueryEntry e = index.query(random.nextInt(index.queries()));
    if (e.alignmentCount() == 0) {
      db.read(config.table(RecordType.TASK), KeyScheme.task(e.file(), e.query()), null,
          new HashMap<>());
      return;
    }
    db.scan(config.table(RecordType.ALIGN), KeyScheme.alignment(e.file(), e.query(), 1),
        Math.min(e.alignmentCount(), config.scanMax()), null, new Vector<>());
  }

  private void update(DB db, ThreadLocalRandom random) {
    long n = random.nextLong(index.alignments());
    int q = index.queryOfAlignment(n);
    KeyIndex.QueryEntry e = index.query(q);
    String key = KeyScheme.alignment(e.file(), e.query(), index.alignmentOrdinal(q, n));
    Map<String, ByteIterator> note = new HashMap<>(2);
    note.put("note", new StringByteIterator("reviewed by client " + client + " thread " + thread
        + ": candidate hit, check strand and frame"));
    db.update(config.table(RecordType.ALIGN), key, note);
  }

  private void insert(DB db, ThreadLocalRandom random) {
    String key = KeyScheme.runInsert(client, thread, ++inserted);
    Map<String, ByteIterator> values = new HashMap<>(16);
    values.put("task", new StringByteIterator("new"));
    values.put("bits", new StringByteIterator(Integer.toString(20 + random.nextInt(400))));
    values.put("expect", new StringByteIterator(random.nextInt(1000) + "e-" + random.nextInt(60)));
    values.put("opt", new StringByteIterator(Integer.toString(50 + random.nextInt(3000))));
    values.put("ident", new StringByteIterator("0." + (500 + random.nextInt(500))));
    values.put("overlap", new StringByteIterator(Integer.toString(20 + random.nextInt(800))));
    db.insert(config.table(RecordType.ALIGN), key, values);
  }
}
