package org.ycsbbio.core.report;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Reads one file of {@code sadf -d -U} output (sysstat's CSV: {@code ;}-separated, a header line
 * {@code # hostname;interval;timestamp;DEV;col...} before the rows, timestamps in epoch seconds).
 * Reports of one item per row ({@code -u}, {@code -d}, {@code -n DEV}) name it in the 4th column
 * ({@code CPU}, {@code DEV}, {@code IFACE}: a header of capitals); whole-host reports such as
 * {@code -r} have none and their values start there. Columns are found by their header names, so
 * any sysstat version's column order works. A line that does not fit its header becomes a
 * problem naming the file and line and is left out. Stateless.
 */
final class SadfCsv {
  private static final Pattern ITEM_COLUMN = Pattern.compile("[A-Z]+");

  private SadfCsv() {
  }

  /**
   * One row: one device (or CPU, interface, or the whole host) at one time.
   *
   * @param epochSeconds the sample's time: the end of the interval it averages
   * @param intervalSeconds the interval's length
   * @param device CPU number ({@code -1} = all), disk or interface name; empty for a whole-host
   *     report
   * @param values the numeric columns after the device, by header name
   */
  record Sample(long epochSeconds, long intervalSeconds, String device,
      Map<String, Double> values) {
    Sample {
      values = Map.copyOf(values);
    }

    double value(String column) {
      return values.getOrDefault(column, 0.0);
    }

    /**
     * Whether the interval this sample averages overlaps the time from {@code startMillis} to
     * {@code endMillis} (epoch millis).
     */
    boolean overlaps(long startMillis, long endMillis) {
      long end = epochSeconds * 1000;
      return end > startMillis && end - intervalSeconds * 1000 < endMillis;
    }
  }

  /** The rows of {@code file}; problems go to {@code problems}. */
  static List<Sample> read(Path file, List<String> problems) throws IOException {
    List<Sample> samples = new ArrayList<>();
    String[] header = null;
    boolean item = false;
    try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      String line;
      int lineNo = 0;
      while ((line = in.readLine()) != null) {
        lineNo++;
        if (line.isBlank()) {
          continue;
        }
        if (line.startsWith("#")) {
          header = line.substring(1).trim().split(";");
          item = header.length > 3 && ITEM_COLUMN.matcher(header[3]).matches();
          continue;
        }
        String[] f = line.split(";");
        if (header == null || f.length != header.length || f.length < 4) {
          problems.add(file + ":" + lineNo + ": " + f.length + " fields, the header has "
              + (header == null ? "not been seen" : header.length) + "; line left out");
          continue;
        }
        try {
          Map<String, Double> values = new HashMap<>();
          for (int i = item ? 4 : 3; i < f.length; i++) {
            values.put(header[i], Double.parseDouble(f[i]));
          }
          samples.add(new Sample(Long.parseLong(f[2]), Long.parseLong(f[1]), item ? f[3] : "",
              values));
        } catch (NumberFormatException e) {
          problems.add(file + ":" + lineNo + ": not a number (" + e.getMessage() + "); line left out");
        }
      }
    }
    return samples;
  }
}
