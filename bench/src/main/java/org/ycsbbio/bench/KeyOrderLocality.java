package org.ycsbbio.bench;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import java.util.function.LongFunction;
import site.ycsb.measurements.Measurements;
import site.ycsb.workloads.CoreWorkload;

/**
 * Prints the keys that the load phase inserts under each key order and how scattered they land
 * in the table's final key order ({@code bench/key-orders.sh}, docs/performance.md "Key
 * sequences").
 *
 * <p>Three sequences for key numbers 0, 1, 2, …: YCSB 0.17's {@code insertorder=hashed} (taken
 * from {@link CoreWorkload} itself, the engine {@code bin/ycsb} runs), go-ycsb's {@code hashed}
 * (restated here: FNV-1a 64 over the key number's eight bytes, most significant byte first,
 * absolute value, decimal, prefix {@code user}) and {@code insertorder=ordered} (the same in
 * both). Scatter: the table's rows in final (binary string) key order are cut into pages of
 * {@code rowsPerPage}; for each window of {@code window} consecutive inserts the program counts
 * the distinct pages the window writes, and prints the mean over windows. A B-tree keeps only
 * the pages an insert stream touches hot; the fewer, the better it packs and caches.
 *
 * <p>Usage: {@code KeyOrderLocality RECORDS [ROWS_PER_PAGE] [WINDOW]}. Holds all RECORDS keys
 * in memory (an analysis tool, not a client). Not thread-safe; run it from {@code main}.
 */
public final class KeyOrderLocality {
  private static final long FNV_OFFSET_BASIS = 0xcbf29ce484222325L;
  private static final long FNV_PRIME = 0x100000001b3L;
  private static final int SHOWN_KEYS = 10;

  private KeyOrderLocality() {
  }

  /** go-ycsb's hashed key number: FNV-1a 64 over the eight bytes, most significant first. */
  static long goYcsbHash(long keyNumber) {
    long hash = FNV_OFFSET_BASIS;
    for (int shift = 56; shift >= 0; shift -= 8) {
      hash ^= (keyNumber >>> shift) & 0xff;
      hash *= FNV_PRIME;
    }
    return hash < 0 ? -hash : hash;
  }

  /** Mean number of distinct final-order pages written per window of consecutive inserts. */
  static double pagesPerWindow(String[] keysInInsertOrder, int rowsPerPage, int window) {
    String[] sorted = keysInInsertOrder.clone();
    Arrays.sort(sorted);
    Map<String, Integer> rank = new HashMap<>(sorted.length * 2);
    for (int i = 0; i < sorted.length; i++) {
      rank.put(sorted[i], i);
    }
    int[] lastWindowOfPage = new int[sorted.length / rowsPerPage + 1];
    Arrays.fill(lastWindowOfPage, -1);
    long pages = 0;
    int windows = keysInInsertOrder.length / window;
    for (int w = 0; w < windows; w++) {
      for (int i = w * window; i < (w + 1) * window; i++) {
        int page = rank.get(keysInInsertOrder[i]) / rowsPerPage;
        if (lastWindowOfPage[page] != w) {
          lastWindowOfPage[page] = w;
          pages++;
        }
      }
    }
    return windows == 0 ? 0 : (double) pages / windows;
  }

  private static String[] keys(int records, LongFunction<String> keyOf) {
    String[] keys = new String[records];
    for (int i = 0; i < records; i++) {
      keys[i] = keyOf.apply(i);
    }
    return keys;
  }

  public static void main(String[] args) throws Exception {
    if (args.length < 1 || args.length > 3) {
      throw new IllegalArgumentException("usage: KeyOrderLocality RECORDS [ROWS_PER_PAGE] [WINDOW]");
    }
    int records = Integer.parseInt(args[0]);
    int rowsPerPage = args.length > 1 ? Integer.parseInt(args[1]) : 14;
    int window = args.length > 2 ? Integer.parseInt(args[2]) : 1000;
    Measurements.setProperties(new Properties());
    Map<String, String[]> sequences = new java.util.LinkedHashMap<>();
    sequences.put("YCSB 0.17 hashed (YCSB-Bio, upstream)", keys(records, YcsbKeys.of("hashed", records)));
    sequences.put("go-ycsb hashed", keys(records, n -> "user" + goYcsbHash(n)));
    sequences.put("ordered (every tool)", keys(records, YcsbKeys.of("ordered", records)));
    System.out.printf("%d records, pages of %d rows in final key order, windows of %d inserts%n",
        records, rowsPerPage, window);
    for (Map.Entry<String, String[]> e : sequences.entrySet()) {
      String[] k = e.getValue();
      System.out.printf("%-38s first keys: %s%n", e.getKey(),
          String.join(" ", Arrays.copyOf(k, Math.min(SHOWN_KEYS, k.length))));
      System.out.printf("%-38s pages written per window: %.1f of %d%n", "",
          pagesPerWindow(k, rowsPerPage, window), (records + rowsPerPage - 1) / rowsPerPage);
    }
  }

  /** YCSB's own key names: {@code CoreWorkload.buildKeyName} is protected, so a subclass asks. */
  private static final class YcsbKeys extends CoreWorkload {
    static LongFunction<String> of(String insertOrder, int records) throws Exception {
      YcsbKeys workload = new YcsbKeys();
      Properties p = new Properties();
      p.setProperty("recordcount", Integer.toString(records));
      p.setProperty(INSERT_ORDER_PROPERTY, insertOrder);
      workload.init(p);
      return workload::buildKeyName;
    }
  }
}
