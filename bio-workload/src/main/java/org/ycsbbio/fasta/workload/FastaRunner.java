package org.ycsbbio.fasta.workload;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.Vector;
import net.jcip.annotations.NotThreadSafe;
import org.ycsbbio.fasta.keys.KeyIndex;
import org.ycsbbio.fasta.keys.KeyScheme;
import org.ycsbbio.fasta.keys.RecordType;
import org.ycsbbio.workload.KeyReads;
import org.ycsbbio.workload.Runner;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.StringByteIterator;

/**
 * The run phase of one YCSB thread: what the experiment did — reads of random loaded records —
 * plus what a researcher does, in the proportions of {@link FastaConfig}:
 * <ul>
 *   <li>read: a random loaded record ({@link DocumentPicker}, by {@code fasta.readmix}); a share
 *       {@code fasta.missingproportion} of reads asks for that record's key made missing
 *       ({@link KeyReads}), which the tracker reports as {@code READ-MISSING};</li>
 *   <li>scan: all alignments of a uniformly random query (a scan of its key range, capped by
 *       {@code fasta.scan.max});</li>
 *   <li>update: annotate a random alignment (field {@code note} of its align record);</li>
 *   <li>insert: a new align record under a run-phase key ({@code n…}), never colliding with
 *       loaded ones; its {@code t} is that key.</li>
 * </ul>
 * Keys come from the memory-mapped key index of the load, never from a list; a read allocates
 * only its key string (YCSB's {@code DB} takes a {@code String}). Random choices come from a
 * stream seeded by {@code fasta.seed}, client and thread. Confined to its thread.
 */
@NotThreadSafe
final class FastaRunner implements Runner {
  private final FastaConfig config;
  private final KeyIndex index;
  private final DocumentPicker picker;
  private final SplittableRandom random;
  private final KeyReads reads;
  private final StringBuilder scanKey = new StringBuilder(64);
  private final int client;
  private final int thread;
  private long inserted;

  FastaRunner(FastaConfig config, KeyIndex index, int thread) {
    this.config = config;
    this.index = index;
    this.picker = new DocumentPicker(index, config.readMix());
    this.reads = new KeyReads(config.missingProportion());
    this.client = config.input().clientIndex();
    this.thread = thread;
    this.random = new SplittableRandom(config.seed() + 0x9E3779B97F4A7C15L * (1 + thread)
        + 0xC2B2AE3D27D4EB4FL * client);
  }

  @Override
  public void next(DB db) {
    double r = random.nextDouble();
    double[] mix = config.mix();
    if (r < mix[0]) {
      read(db);
    } else if (r < mix[1]) {
      scan(db);
    } else if (r < mix[2]) {
      update(db);
    } else {
      insert(db);
    }
  }

  private void read(DB db) {
    boolean missing = reads.drawMissing(random);
    RecordType type = picker.pick(random, reads.key());
    reads.read(db, config.table(type), missing);
  }

  private void scan(DB db) {
    int q = random.nextInt(index.queries());
    int count = index.alignmentCount(q);
    if (count == 0) {
      KeyScheme.appendTask(reads.key(), index.fileOf(q), index.queryNumber(q));
      reads.read(db, config.table(RecordType.TASK), false);
      return;
    }
    scanKey.setLength(0);
    KeyScheme.appendAlignment(scanKey, index.fileOf(q), index.queryNumber(q), 1);
    db.scan(config.table(RecordType.ALIGN), scanKey.toString(), Math.min(count, config.scanMax()),
        null, new Vector<>());
  }

  private void update(DB db) {
    long n = random.nextLong(index.alignments());
    int q = index.queryOfAlignment(n);
    String annotated = KeyScheme.alignment(index.fileOf(q), index.queryNumber(q),
        index.alignmentOrdinal(q, n));
    Map<String, ByteIterator> note = new HashMap<>(2);
    note.put("note", new StringByteIterator("reviewed by client " + client + " thread " + thread
        + ": candidate hit, check strand and frame"));
    db.update(config.table(RecordType.ALIGN), annotated, note);
  }

  private void insert(DB db) {
    String added = KeyScheme.runInsert(client, thread, ++inserted);
    Map<String, ByteIterator> values = new HashMap<>(16);
    values.put(RecordEncoder.T, new StringByteIterator(added));
    values.put("task", new StringByteIterator("new"));
    values.put("bits", new StringByteIterator(Integer.toString(20 + random.nextInt(400))));
    values.put("expect", new StringByteIterator(random.nextInt(1000) + "e-" + random.nextInt(60)));
    values.put("opt", new StringByteIterator(Integer.toString(50 + random.nextInt(3000))));
    values.put("ident", new StringByteIterator("0." + (500 + random.nextInt(500))));
    values.put("overlap", new StringByteIterator(Integer.toString(20 + random.nextInt(800))));
    db.insert(config.table(RecordType.ALIGN), added, values);
  }
}
