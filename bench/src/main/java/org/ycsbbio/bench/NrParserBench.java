package org.ycsbbio.bench;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.ycsbbio.nr.parse.SequenceReader;

/**
 * Throughput benchmark (not a unit test) of the NR workload's FASTA sequence reader:
 * {@code NrParserBench FILE [warmupSeconds] [trials]}. Reads the plain FASTA FILE into memory
 * once, then alternates a reference pass counting '\n' bytes and a full parse (every record's id,
 * description and sequence); after the warm-up prints the median MB/s of each.
 */
public final class NrParserBench {
  private static long sink;

  private NrParserBench() {
  }

  public static void main(String[] args) throws IOException {
    Path file = Path.of(args[0]);
    double warmup = args.length > 1 ? Double.parseDouble(args[1]) : 5;
    int trials = args.length > 2 ? Integer.parseInt(args[2]) : 11;
    byte[] data = Files.readAllBytes(file);
    System.out.printf("file %s: %.2f MB, %d sequences%n", file, data.length / 1e6, parse(data));
    long end = System.nanoTime() + (long) (warmup * 1e9);
    while (System.nanoTime() < end) {
      sink += ParserBench.countLines(data) + parse(data);
    }
    double[] ref = new double[trials];
    double[] ours = new double[trials];
    for (int t = 0; t < trials; t++) {
      ref[t] = timeIt(data, false);
      ours[t] = timeIt(data, true);
    }
    Arrays.sort(ref);
    Arrays.sort(ours);
    System.out.printf("reference (count '\\n'):     median %8.1f MB/s%n", ref[trials / 2]);
    System.out.printf("SequenceReader (all fields): median %8.1f MB/s  (min %.1f, max %.1f)  "
        + "(sink %d)%n", ours[trials / 2], ours[0], ours[trials - 1], sink);
  }

  private static double timeIt(byte[] data, boolean parser) throws IOException {
    long bytes = 0;
    long t0 = System.nanoTime();
    long t;
    do {
      sink += parser ? parse(data) : ParserBench.countLines(data);
      bytes += data.length;
      t = System.nanoTime();
    } while (t - t0 < 400_000_000L);
    return bytes / 1e6 / ((t - t0) / 1e9);
  }

  private static long parse(byte[] data) throws IOException {
    long n = 0;
    try (SequenceReader r = new SequenceReader(new ByteArrayInputStream(data), "bench", false,
        1 << 26)) {
      while (r.next()) {
        n++;
        sink += r.id().length() + r.description().length() + r.sequenceLength();
      }
    }
    return n;
  }
}
