package org.ycsbbio.core.export;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.HdrHistogram.Histogram;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/** The one CSV dialect of YCSB-Bio: RFC 4180, header row, {@code \n} line ends, dot decimals. */
public final class Csv {
  private Csv() {
  }

  /** A printer over {@code out} (not owned) writing {@code header} first. */
  public static CSVPrinter printer(Appendable out, String... header) throws IOException {
    return CSVFormat.RFC4180.builder().setHeader(header).setRecordSeparator('\n').build()
        .print(out);
  }

  /** A number with three decimals, locale-independent. */
  static String decimal(double value) {
    return String.format(Locale.ROOT, "%.3f", value);
  }

  /**
   * The latency cells of {@code ok} (µs): mean, each of {@code percentiles}, max. All empty when
   * {@code ok} is empty: operations that all failed have no latency, and 0 would read as the
   * fastest node.
   */
  static List<Object> latencies(Histogram ok, double... percentiles) {
    boolean none = ok.getTotalCount() == 0;
    List<Object> cells = new ArrayList<>(percentiles.length + 2);
    cells.add(none ? "" : decimal(ok.getMean()));
    for (double p : percentiles) {
      cells.add(none ? "" : ok.getValueAtPercentile(p));
    }
    cells.add(none ? "" : ok.getMaxValue());
    return cells;
  }
}
