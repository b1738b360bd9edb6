package org.ycsbbio.core.sweep;

import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import org.ycsbbio.core.api.Durations;
import org.ycsbbio.core.api.UsageException;
import org.ycsbbio.core.cli.CommandFlag;
import org.ycsbbio.core.report.ReportCommand;
import org.ycsbbio.core.results.SweepManifest;

/**
 * The arguments of {@code bin/ycsb sweep BINDING [sweep options] [YCSB options]}, parsed and
 * checked once. YCSB options ({@code -P}, {@code -p}, {@code -s}, {@code -l}) are passed to every
 * step unchanged. YCSB's {@code -threads N} and {@code -target OPS} are the one thread count and
 * the one target of a sweep that does not vary them, as {@code --threads N} and
 * {@code --target OPS} would be; beside a {@code --threads} or {@code --target} list they are
 * refused. With {@code --phase load} every step is a load into an emptied database, so there is
 * no separate load phase ({@code --no-load}) and no warm-up (it would leave records behind). With
 * {@code --find-max} the targets are searched, at one thread count, each once. Immutable.
 *
 * @param binding the binding
 * @param ycsbOptions the YCSB options every step gets
 * @param phase what every step runs: {@code run} or {@code load}
 *     ({@link org.ycsbbio.core.results.SweepManifest#RUN}, {@code LOAD})
 * @param resetCommand with {@code phase} load, the shell command that empties the database before
 *     every step in place of the binding's own emptying; else null
 * @param targets offered loads in ops/s, 0 = as fast as possible ({@code max})
 * @param threads client thread counts
 * @param durationSeconds length of each step in seconds (for a load, at most), or 0 when
 *     {@code opsPerStep} is set or a load runs to its end
 * @param opsPerStep operations (for a load, records) per step, or 0 when
 *     {@code durationSeconds} is set or a load runs to its end
 * @param warmupSeconds length of the discarded warm-up run before each step, 0 for none
 * @param repeat how often each step runs
 * @param load whether the load phase runs once before the steps (never with {@code phase} load)
 * @param goOn whether to keep going past saturation
 * @param stopOnError whether a failed step ends the sweep
 * @param resume whether to continue the sweep in {@code dir}, skipping finished steps
 * @param dir the sweep directory
 * @param clients the value of {@code bio.clients} every step gets
 * @param p99BoundMicros the latency bound (µs) of the sustainable throughput and of
 *     {@code --find-max}
 * @param findMaxSteps with {@code --find-max}, the most steps its search runs; 0 for a sweep of
 *     the given targets
 */
public record SweepOptions(String binding, List<String> ycsbOptions, String phase,
    String resetCommand, List<Double> targets,
    List<Integer> threads, long durationSeconds, long opsPerStep, long warmupSeconds, int repeat,
    boolean load, boolean goOn, boolean stopOnError, boolean resume, Path dir, int clients,
    long p99BoundMicros, int findMaxSteps) {
  static final String USAGE = "usage: ycsb sweep BINDING "
      + CommandFlag.usage(SweepFlag.values());
  /** Default {@code --max-steps} of {@code --find-max}. */
  static final int DEFAULT_MAX_STEPS = 8;
  private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

  public SweepOptions {
    ycsbOptions = List.copyOf(ycsbOptions);
    targets = List.copyOf(targets);
    threads = List.copyOf(threads);
  }

  /** Parses the arguments after {@code sweep}. */
  public static SweepOptions parse(List<String> args) {
    if (args.isEmpty() || args.get(0).startsWith("-")) {
      throw new UsageException("sweep: no binding given (" + USAGE + ")");
    }
    List<String> ycsb = new ArrayList<>();
    List<Double> targets = List.of(0.0);
    List<Integer> threads = null;
    List<Integer> oneThreadCount = null;
    List<Double> oneTarget = null;
    boolean targetList = false;
    long duration = -1;
    long ops = 0;
    long warmup = 0;
    int repeat = 1;
    boolean load = true;
    boolean noLoad = false;
    boolean warmupGiven = false;
    String phase = SweepManifest.RUN;
    String reset = null;
    boolean goOn = false;
    boolean stop = false;
    boolean resume = false;
    int clients = 1;
    Path dir = null;
    long bound = ReportCommand.DEFAULT_BOUND_MICROS;
    boolean findMax = false;
    int maxSteps = 0;
    for (int i = 1; i < args.size(); i++) {
      String a = args.get(i);
      switch (CommandFlag.lookup(SweepFlag.values(), a, "sweep", USAGE)) {
        case TARGET -> {
          targets = targets(a, value(args, ++i, a));
          targetList = true;
        }
        case FIND_MAX -> findMax = true;
        case MAX_STEPS -> maxSteps = counts(a, value(args, ++i, a), 100).get(0);
        case P99_BOUND -> bound = ReportCommand.p99BoundMicros("sweep", value(args, ++i, a));
        case THREADS -> threads = counts(a, value(args, ++i, a), 100_000);
        case DURATION -> duration = seconds(a, value(args, ++i, a), 1);
        case OPS -> ops = counts(a, value(args, ++i, a), Integer.MAX_VALUE).get(0);
        case WARMUP -> {
          warmup = seconds(a, value(args, ++i, a), 0);
          warmupGiven = true;
        }
        case PHASE -> phase = switch (value(args, ++i, a)) {
          case SweepManifest.RUN -> SweepManifest.RUN;
          case SweepManifest.LOAD -> SweepManifest.LOAD;
          default -> throw new UsageException("sweep: --phase " + args.get(i)
              + ": must be run or load");
        };
        case RESET_COMMAND -> reset = value(args, ++i, a);
        case REPEAT -> repeat = counts(a, value(args, ++i, a), 1000).get(0);
        case CLIENTS -> clients = counts(a, value(args, ++i, a), 100_000).get(0);
        case NO_LOAD -> noLoad = true;
        case GO_ON -> goOn = true;
        case RESUME -> resume = true;
        case ON_ERROR -> stop = switch (value(args, ++i, a)) {
          case "continue" -> false;
          case "stop" -> true;
          default -> throw new UsageException("sweep: --on-error " + args.get(i)
              + ": must be continue or stop");
        };
        case OUT -> dir = Path.of(value(args, ++i, a));
        case YCSB_THREADS -> oneThreadCount = one(a, counts(a, value(args, ++i, a), 100_000));
        case YCSB_TARGET -> oneTarget = one(a, targets(a, value(args, ++i, a)));
        case PROPERTY_FILE, PROPERTY, LABEL -> {
          ycsb.add(a);
          ycsb.add(value(args, ++i, a));
        }
        case STATUS -> ycsb.add(a);
      }
    }
    if (oneThreadCount != null) {
      if (threads != null) {
        throw new UsageException("sweep: -threads and --threads both given: the sweep varies the "
            + "thread count over --threads; drop -threads");
      }
      threads = oneThreadCount;
    }
    if (oneTarget != null) {
      if (targetList) {
        throw new UsageException("sweep: -target and --target both given: the sweep varies the "
            + "target over --target; drop -target");
      }
      targets = oneTarget;
    }
    if (duration > 0 && ops > 0) {
      throw new UsageException("sweep: give --duration or --ops, not both");
    }
    boolean loads = phase.equals(SweepManifest.LOAD);
    if (loads) {
      refuseWithLoadPhase(noLoad, "--no-load", "every step is a load; there is no load phase "
          + "to skip");
      refuseWithLoadPhase(warmupGiven, "--warmup", "a warm-up load would leave records in the "
          + "database the step must find empty");
      load = false;
    } else {
      load = !noLoad;
      if (reset != null) {
        throw new UsageException("sweep: --reset-command empties the database before each load "
            + "step; it needs --phase load");
      }
      if (duration < 0 && ops == 0) {
        duration = 30;
      }
    }
    if (reset != null && reset.isBlank()) {
      throw new UsageException("sweep: --reset-command: empty command");
    }
    if (findMax) {
      refuseWithFindMax(targetList || oneTarget != null, targetList ? "--target" : "-target",
          "it searches the targets itself");
      refuseWithFindMax(threads != null && threads.size() > 1, "--threads " + threads,
          "it searches at one thread count");
      refuseWithFindMax(repeat > 1, "--repeat", "each of its steps depends on the one before");
      refuseWithFindMax(loads, "--phase load", "a load's length is its records, not a time at "
          + "an offered load");
      maxSteps = maxSteps == 0 ? DEFAULT_MAX_STEPS : maxSteps;
      if (maxSteps < 2) {
        throw new UsageException("sweep: --max-steps " + maxSteps + ": the search needs at least "
            + "2 steps (one as fast as possible, one at a target)");
      }
    } else if (maxSteps > 0) {
      throw new UsageException("sweep: --max-steps bounds the search of --find-max; give "
          + "--find-max too");
    }
    if (dir == null) {
      dir = Path.of("results", "sweep-" + LocalDateTime.now().format(STAMP) + "-" + args.get(0));
    }
    return new SweepOptions(args.get(0), ycsb, phase, reset, targets,
        threads == null ? List.of() : threads,
        Math.max(0, duration), ops, warmup, repeat, load, goOn, stop, resume, dir, clients,
        bound, maxSteps);
  }

  private static void refuseWithFindMax(boolean given, String option, String why) {
    if (given) {
      throw new UsageException("sweep: " + option + " does not go with --find-max: " + why);
    }
  }

  /** Whether the sweep searches the highest offered load within the bound. */
  public boolean findMax() {
    return findMaxSteps > 0;
  }

  private static void refuseWithLoadPhase(boolean given, String option, String why) {
    if (given) {
      throw new UsageException("sweep: " + option + " does not go with --phase load: " + why);
    }
  }

  /** Whether every step is a load into an emptied database. */
  public boolean loadPhase() {
    return phase.equals(SweepManifest.LOAD);
  }

  private static String value(List<String> args, int i, String opt) {
    if (i >= args.size()) {
      throw new UsageException("sweep: " + opt + ": missing value");
    }
    return args.get(i);
  }

  /** {@code values}, which must hold one value: YCSB's {@code -threads}, {@code -target}. */
  private static <T> List<T> one(String opt, List<T> values) {
    if (values.size() != 1) {
      throw new UsageException("sweep: " + opt + " takes one value (a list is --" + opt.substring(1)
          + " LIST)");
    }
    return values;
  }

  private static List<Double> targets(String opt, String list) {
    List<Double> out = new ArrayList<>();
    for (String part : list.split(",")) {
      String p = part.trim();
      if (p.equals("max")) {
        out.add(0.0);
        continue;
      }
      try {
        int v = Integer.parseInt(p);
        if (v <= 0) {
          throw new NumberFormatException();
        }
        out.add((double) v);
      } catch (NumberFormatException e) {
        throw new UsageException("sweep: " + opt + " " + list + ": '" + p
            + "' is not a whole ops/s rate from 1 to " + Integer.MAX_VALUE
            + " (YCSB's -target) or max");
      }
    }
    return out;
  }

  private static List<Integer> counts(String opt, String list, int max) {
    List<Integer> out = new ArrayList<>();
    for (String part : list.split(",")) {
      int v;
      try {
        v = Integer.parseInt(part.trim());
      } catch (NumberFormatException e) {
        v = 0;
      }
      if (v < 1 || v > max) {
        throw new UsageException("sweep: " + opt + " " + list + ": '" + part.trim()
            + "' must be a whole number from 1 to " + max);
      }
      out.add(v);
    }
    return out;
  }

  private static long seconds(String opt, String text, long min) {
    long nanos;
    try {
      nanos = Durations.parseNanos(text, 1_000_000_000L);
    } catch (IllegalArgumentException e) {
      throw new UsageException("sweep: " + opt + " " + e.getMessage());
    }
    long s = nanos / 1_000_000_000L;
    if (s < min || nanos % 1_000_000_000L != 0) {
      throw new UsageException("sweep: " + opt + " " + text + ": must be whole seconds, at least "
          + min + "s");
    }
    return s;
  }
}
