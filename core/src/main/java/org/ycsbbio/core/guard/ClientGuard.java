package org.ycsbbio.core.guard;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import net.jcip.annotations.Immutable;

/**
 * Whether the client was itself the limit of its run, judged by a {@link GuardRule} over its
 * {@link ClientSample}s, with the one line the verdict, the sweep and the report print. Immutable.
 *
 * @param limited whether the limited intervals reached the rule's share of the run
 * @param seconds the time judged (the samples' total)
 * @param limitedSeconds the time in which any criterion was exceeded
 * @param cores the client's cores (the most any sample had)
 * @param criteria one entry per criterion, in the rule's order
 */
@Immutable
public record ClientGuard(boolean limited, double seconds, double limitedSeconds, int cores,
    List<Criterion> criteria) {
  /** The caveat put on every finding of a client-limited run. */
  public static final String CAVEAT = "client-limited run, this finding may be wrong";
  private static final String FINDINGS_MAY_BE_WRONG = "; findings below may be wrong";

  public ClientGuard {
    criteria = List.copyOf(criteria);
  }

  /**
   * One criterion over the run.
   *
   * @param name {@code cpu}, {@code run-queue} or {@code gc}
   * @param seconds time in which it was exceeded
   * @param meanWhenExceeded its mean over those intervals (0 when never exceeded)
   * @param peak its highest value in any interval (-1 when never measured)
   */
  public record Criterion(String name, double seconds, double meanWhenExceeded, double peak) {
  }

  /** Judges {@code samples} by {@code rule}. */
  public static ClientGuard judge(List<ClientSample> samples, GuardRule rule) {
    String[] names = {"cpu", "run-queue", "gc"};
    double[] seconds = new double[3];
    double[] weighted = new double[3];
    double[] peak = {-1, -1, -1};
    double total = 0;
    double limited = 0;
    int cores = 1;
    for (ClientSample s : samples) {
      double len = s.millis() / 1000.0;
      total += len;
      cores = Math.max(cores, s.cores());
      double[] values = {s.cpuShare(), GuardRule.waitedPerRan(s),
          s.gcMillis() / (double) s.millis()};
      List<String> exceeded = rule.exceeded(s);
      for (int c = 0; c < names.length; c++) {
        peak[c] = Math.max(peak[c], values[c]);
        if (exceeded.contains(names[c])) {
          seconds[c] += len;
          weighted[c] += values[c] * len;
        }
      }
      if (!exceeded.isEmpty()) {
        limited += len;
      }
    }
    List<Criterion> criteria = new ArrayList<>();
    for (int c = 0; c < names.length; c++) {
      criteria.add(new Criterion(names[c], seconds[c],
          seconds[c] == 0 ? 0 : weighted[c] / seconds[c], peak[c]));
    }
    return new ClientGuard(total > 0 && limited >= rule.share() * total, total, limited, cores,
        criteria);
  }

  /**
   * One line, e.g. {@code client-limited: CPU 97 % of 2 cores in 41 of 60 s; findings below may
   * be wrong}, or {@code client not the limit: at most CPU 41 % of 2 cores, threads waiting for a
   * CPU 0.2 times as long as they ran, GC pauses 1 % of the time}.
   */
  public String line() {
    if (seconds == 0) {
      return "client guard: the run was too short to measure the client (under 1 s)";
    }
    List<String> over = new ArrayList<>();
    for (Criterion c : criteria) {
      if (c.seconds() > 0) {
        over.add(value(c, c.meanWhenExceeded()) + " in " + whole(c.seconds()) + " of "
            + whole(seconds) + " s");
      }
    }
    if (limited) {
      return "client-limited: " + String.join(", ", over) + FINDINGS_MAY_BE_WRONG;
    }
    List<String> peaks = new ArrayList<>();
    for (Criterion c : criteria) {
      if (c.peak() >= 0) {
        peaks.add(value(c, c.peak()));
      }
    }
    return "client not the limit: at most " + String.join(", ", peaks)
        + (over.isEmpty() ? "" : "; over a limit only briefly: " + String.join(", ", over));
  }

  /**
   * A sweep step's words for a client-limited {@link #line} (as run.json keeps it): the same
   * numbers, said of the step's measurements, e.g. {@code client-limited: CPU 97 % of 2 cores in
   * 41 of 60 s; the step may have measured the client, not the database}.
   */
  public static String forStep(String line) {
    return (line.endsWith(FINDINGS_MAY_BE_WRONG)
        ? line.substring(0, line.length() - FINDINGS_MAY_BE_WRONG.length()) : line)
        + "; the step may have measured the client, not the database";
  }

  private String value(Criterion c, double v) {
    return switch (c.name()) {
      case "cpu" -> String.format(Locale.ROOT, "CPU %.0f %% of %d core%s", 100 * v, cores,
          cores == 1 ? "" : "s");
      case "run-queue" -> String.format(Locale.ROOT,
          "threads waiting for a CPU %.1f times as long as they ran", v);
      default -> String.format(Locale.ROOT, "GC pauses %.0f %% of the time", 100 * v);
    };
  }

  private static String whole(double seconds) {
    return String.format(Locale.ROOT, "%.0f", seconds);
  }
}
