package org.ycsbbio.core.progress;

import java.util.Locale;
import org.ycsbbio.core.api.InputProgress;
import org.ycsbbio.core.api.InputProgress.Snapshot;

/**
 * The one-line text of an {@link Estimate}, as YCSB's status line and the sweep show it:
 * <pre>
 * input fasta.files: 44 of 256 files, 180.2 of 1040.1 MB (17.3 %), 2.5 MB/s, 9612 records/s, ETA 5m30s
 * input fasta.files: 44 files, 180.2 MB (size not known yet), 2.5 MB/s, 9612 records/s
 * input fasta.files: 0 of 1 files, 180.2 MB (size unknown: not a regular file), 2.5 MB/s, 9612 records/s
 * </pre>
 * Sizes are decimal (1 MB = 10⁶ bytes), in the largest unit that shows the total as at least
 * 100; for gzip input they count compressed bytes. Stateless.
 */
public final class ProgressText {
  private static final String[] UNITS = {"kB", "MB", "GB", "TB", "PB"};

  private ProgressText() {
  }

  /** The text of {@code e} for the input called {@code input}. */
  public static String of(String input, Estimate e) {
    Snapshot s = e.now();
    StringBuilder b = new StringBuilder("input ").append(input).append(": ");
    b.append(s.filesDone());
    if (s.filesTotal() >= 0) {
      b.append(" of ").append(s.filesTotal());
    }
    b.append(" files, ");
    int u = unit(s.sized() ? s.bytesTotal() : s.bytesRead());
    double unit = Math.pow(1000, u + 1);
    String unitName = UNITS[u];
    b.append(String.format(Locale.ROOT, "%.1f", s.bytesRead() / unit));
    if (s.sized()) {
      b.append(String.format(Locale.ROOT, " of %.1f %s (%.1f %%)", s.bytesTotal() / unit,
          unitName, s.bytesTotal() == 0 ? 100.0 : 100.0 * s.bytesRead() / s.bytesTotal()));
    } else {
      b.append(' ').append(unitName).append(s.bytesTotal() == InputProgress.UNKNOWABLE
          ? " (size unknown: not a regular file)" : " (size not known yet)");
    }
    b.append(String.format(Locale.ROOT, ", %.1f MB/s, %.0f records/s", e.bytesPerSec() / 1e6,
        e.recordsPerSec()));
    if (s.sized()) {
      b.append(", ETA ").append(e.etaSeconds() == Estimate.NONE ? "not known yet"
          : duration(e.etaSeconds()));
    }
    return b.toString();
  }

  /** The index in {@link #UNITS} of the largest unit in which {@code bytes} is at least 100. */
  private static int unit(long bytes) {
    int u = 0;
    while (u + 1 < UNITS.length && bytes / Math.pow(1000, u + 2) >= 100) {
      u++;
    }
    return u;
  }

  /** {@code 5m30s}, {@code 2h05m}, {@code 3d04h}. */
  static String duration(long seconds) {
    if (seconds < 3600) {
      return String.format(Locale.ROOT, "%dm%02ds", seconds / 60, seconds % 60);
    }
    if (seconds < 86_400) {
      return String.format(Locale.ROOT, "%dh%02dm", seconds / 3600, seconds % 3600 / 60);
    }
    return String.format(Locale.ROOT, "%dd%02dh", seconds / 86_400, seconds % 86_400 / 3600);
  }
}
