package org.ycsbbio.core.export;

import java.io.IOException;
import java.util.Locale;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/** The one CSV dialect of YCSB-Bio: RFC 4180, header row, {@code \n} line ends, dot decimals. */
final class Csv {
  private Csv() {
  }

  /** A printer over {@code out} (not owned) writing {@code header} first. */
  static CSVPrinter printer(Appendable out, String... header) throws IOException {
    return CSVFormat.RFC4180.builder().setHeader(header).setRecordSeparator('\n').build()
        .print(out);
  }

  /** A number with three decimals, locale-independent. */
  static String decimal(double value) {
    return String.format(Locale.ROOT, "%.3f", value);
  }
}
