package org.ycsbbio.nr.gen;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import net.jcip.annotations.NotThreadSafe;

/**
 * Writes one synthetic NR-style protein FASTA file: ids shaped like RefSeq protein accessions
 * ({@code WP_000000001.1}, unique per file number and ordinal), titles of the form
 * {@code hypothetical protein [Genus species N]} with, in one record of ten, further titles
 * joined by byte 0x01 as NCBI's {@code nr} joins identical sequences; residues drawn from the
 * amino acid composition of UniProtKB/Swiss-Prot, lengths log-normal (median 300, 10..40000),
 * 80 residues a line. Deterministic: file {@code fileNumber} of seed {@code seed} is always the
 * same bytes. Streams: memory is one line. Confined to one thread.
 */
@NotThreadSafe
final class SequenceGenerator {
  /** The 20 amino acids and their share in UniProtKB/Swiss-Prot, in percent. */
  private static final String RESIDUES = "ARNDCQEGHILKMFPSTWYV";
  private static final double[] PERCENT = {8.25, 5.53, 4.06, 5.45, 1.37, 3.93, 6.75, 7.07, 2.27,
      5.96, 9.66, 5.84, 2.42, 3.86, 4.70, 6.56, 5.34, 1.08, 2.92, 6.87};
  private static final String[] GENERA = {"Escherichia", "Streptomyces", "Pseudomonas",
      "Bacillus", "Mycobacterium", "Homo", "Arabidopsis", "Saccharomyces", "Drosophila",
      "Clostridium"};
  private static final int LINE = 80;
  private static final byte[] TABLE = cumulativeTable();

  private final SplittableRandom random;
  private final long firstId;
  private final byte[] line = new byte[LINE + 1];

  SequenceGenerator(long seed, int fileNumber, int sequencesPerFile) {
    this.random = new SplittableRandom(seed * 1_000_003L + fileNumber);
    this.firstId = (long) (fileNumber - 1) * sequencesPerFile + 1;
  }

  /** 1024 residue slots in the shares of {@link #PERCENT}: one draw is one array lookup. */
  private static byte[] cumulativeTable() {
    byte[] t = new byte[1024];
    double total = 0;
    for (double p : PERCENT) {
      total += p;
    }
    int slot = 0;
    double cumulative = 0;
    for (int r = 0; r < PERCENT.length; r++) {
      cumulative += PERCENT[r] / total;
      int end = r == PERCENT.length - 1 ? t.length : (int) Math.round(cumulative * t.length);
      while (slot < end) {
        t[slot++] = (byte) RESIDUES.charAt(r);
      }
    }
    return t;
  }

  /** Writes {@code count} records to {@code out}; returns the residues written. */
  long write(OutputStream out, int count) throws IOException {
    long residues = 0;
    for (int i = 0; i < count; i++) {
      out.write(header(firstId + i).getBytes(StandardCharsets.US_ASCII));
      int length = length();
      residues += length;
      for (int done = 0; done < length; done += LINE) {
        int n = Math.min(LINE, length - done);
        for (int k = 0; k < n; k++) {
          line[k] = TABLE[random.nextInt(TABLE.length)];
        }
        line[n] = '\n';
        out.write(line, 0, n + 1);
      }
    }
    return residues;
  }

  private String header(long id) {
    StringBuilder h = new StringBuilder(96);
    padded(h.append(">WP_"), id).append(".1 ");
    title(h);
    if (random.nextInt(10) == 0) {
      int more = 1 + random.nextInt(3);
      for (int m = 0; m < more; m++) {
        padded(h.append('\u0001').append("XP_"), random.nextInt(1_000_000_000)).append(".1 ");
        title(h);
      }
    }
    return h.append('\n').toString();
  }

  /** Appends {@code n} with leading zeros to 9 digits (String.format costs more than the rest). */
  private static StringBuilder padded(StringBuilder h, long n) {
    String digits = Long.toString(n);
    for (int i = digits.length(); i < 9; i++) {
      h.append('0');
    }
    return h.append(digits);
  }

  private void title(StringBuilder h) {
    h.append("hypothetical protein [").append(GENERA[random.nextInt(GENERA.length)])
        .append(" sp. ").append(1 + random.nextInt(9999)).append(']');
  }

  private int length() {
    double l = Math.exp(Math.log(300) + 0.7 * gaussian());
    return (int) Math.max(10, Math.min(40_000, Math.round(l)));
  }

  /** A standard normal deviate (Box–Muller), from this generator's stream only. */
  private double gaussian() {
    double u = 1 - random.nextDouble();
    double v = random.nextDouble();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }
}
