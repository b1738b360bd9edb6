package org.ycsbbio.core.results;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * {@code sweep.json}: what a sweep ran and how every step ended — written by
 * {@code bin/ycsb sweep} after every step (so an interrupted sweep keeps every finished step and
 * can be resumed) and read by {@code bin/ycsb report}. Immutable; {@link #write} replaces the file
 * atomically.
 *
 * @param binding the binding swept
 * @param arguments the sweep's command line after {@code sweep}
 * @param phase the phase every step runs: {@code run} (the default; a manifest without it is a
 *     run sweep) or {@code load} (every step a load into an emptied database)
 * @param dimension what the steps vary: {@code target}, {@code threads} or {@code target,threads}
 * @param load the load phase run once before the steps, or null when skipped ({@code --no-load})
 *     or when the steps are loads themselves
 * @param steps every step in the order they run; with {@code search}, the steps run so far
 * @param search with {@code --find-max}, what the search looks for; null for a sweep of given
 *     targets and threads
 * @param findings what the sweep found, written when it ends; null until then
 */
public record SweepManifest(String binding, List<String> arguments, String phase,
    String dimension, Step load, List<Step> steps, Search search, Findings findings) {
  /** File name inside a sweep directory. */
  public static final String FILE = ResultsDir.SWEEP_JSON;
  /** {@link #phase} of a sweep whose steps are runs (after one load, unless skipped). */
  public static final String RUN = "run";
  /** {@link #phase} of a sweep whose steps are loads, each into an emptied database. */
  public static final String LOAD = "load";
  private static final ObjectMapper JSON = new ObjectMapper()
      .enable(SerializationFeature.INDENT_OUTPUT)
      .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

  public SweepManifest {
    Objects.requireNonNull(binding, "binding");
    arguments = List.copyOf(arguments);
    phase = phase == null ? RUN : phase;
    if (!phase.equals(RUN) && !phase.equals(LOAD)) {
      throw new IllegalArgumentException("phase must be run or load: " + phase);
    }
    steps = List.copyOf(steps);
  }

  /** A manifest of a sweep of given targets and threads, nothing found yet. */
  public SweepManifest(String binding, List<String> arguments, String phase, String dimension,
      Step load, List<Step> steps) {
    this(binding, arguments, phase, dimension, load, steps, null, null);
  }

  /**
   * What {@code --find-max} searches: the highest offered load whose steps hold a p99 bound.
   *
   * @param p99BoundMicros the bound on each step's headline p99 (intended-start with a target)
   * @param maxSteps at most this many steps, the first as fast as possible
   * @param threads client threads of every step, 0 for the workload's own
   */
  public record Search(long p99BoundMicros, int maxSteps, int threads) {
  }

  /**
   * What a sweep found, in {@code sweep.json} for tools; {@code bin/ycsb report} finds it again
   * from the steps.
   *
   * @param firstToSaturate the node that saturated first, or null
   * @param saturatedAt the step where it (or several nodes together) saturated, or null
   * @param maxTarget with {@code --find-max}, the highest target that held the bound, 0 when none
   *     did; else 0
   * @param maxStep the step of {@code maxTarget}, or null
   * @param text the findings in words, with the numbers (the lines the sweep ended with)
   */
  public record Findings(String firstToSaturate, String saturatedAt, double maxTarget,
      String maxStep, List<String> text) {
    public Findings {
      text = List.copyOf(text);
    }
  }

  /**
   * One step: an ordinary run with its own results directory.
   *
   * @param name unique name, also the results directory under {@code steps/}
   * @param threads client threads
   * @param target offered load in ops/s over all threads, 0 for as fast as possible
   * @param repeat 1-based repetition
   * @param dir results directory, relative to the sweep directory
   * @param status {@code pending}, {@code completed}, {@code failed} or {@code skipped}
   * @param reason why failed or skipped; for a completed step, how many of its operations failed
   *     and where, when any did; else empty
   * @param achievedOpsPerSec measured throughput of a completed step, else 0
   * @param p99Micros headline p99 (intended-start when a target was set) of a completed step,
   *     else 0
   */
  public record Step(String name, int threads, double target, int repeat, String dir,
      String status, String reason, double achievedOpsPerSec, long p99Micros) {
    public Step {
      Objects.requireNonNull(name, "name");
      Objects.requireNonNull(status, "status");
      reason = reason == null ? "" : reason;
    }

    /** This step with a new status and reason. */
    public Step with(String newStatus, String newReason) {
      return new Step(name, threads, target, repeat, dir, newStatus, newReason, achievedOpsPerSec,
          p99Micros);
    }

    /** This step completed with these measurements. */
    public Step completed(double achieved, long p99) {
      return new Step(name, threads, target, repeat, dir, "completed", "", achieved, p99);
    }

    /** Whether the step finished and measured something. */
    public boolean done() {
      return "completed".equals(status);
    }

    /** Same parameters (threads, target, repeat, dir) as {@code other}. */
    public boolean sameParameters(Step other) {
      return threads == other.threads && target == other.target && repeat == other.repeat
          && dir.equals(other.dir);
    }
  }

  /** This manifest with step {@code i} replaced. */
  public SweepManifest withStep(int i, Step step) {
    List<Step> copy = new ArrayList<>(steps);
    copy.set(i, step);
    return new SweepManifest(binding, arguments, phase, dimension, load, copy, search, findings);
  }

  /** This manifest with {@code step} added after the last step (a search's next step). */
  public SweepManifest withAdded(Step step) {
    List<Step> copy = new ArrayList<>(steps);
    copy.add(step);
    return new SweepManifest(binding, arguments, phase, dimension, load, copy, search, findings);
  }

  /** This manifest with the load phase replaced. */
  public SweepManifest withLoad(Step newLoad) {
    return new SweepManifest(binding, arguments, phase, dimension, newLoad, steps, search,
        findings);
  }

  /** This manifest with what the sweep found. */
  public SweepManifest withFindings(Findings found) {
    return new SweepManifest(binding, arguments, phase, dimension, load, steps, search, found);
  }

  /** Reads {@code dir/sweep.json}. */
  public static SweepManifest read(Path dir) throws IOException {
    return JSON.readValue(dir.resolve(FILE).toFile(), SweepManifest.class);
  }

  /** Whether {@code dir} holds a sweep. */
  public static boolean isSweep(Path dir) {
    return Files.isRegularFile(dir.resolve(FILE));
  }

  /** Writes {@code dir/sweep.json} atomically (a temporary file moved over it). */
  public void write(Path dir) throws IOException {
    Path tmp = dir.resolve(FILE + ".tmp");
    JSON.writeValue(tmp.toFile(), this);
    Files.move(tmp, dir.resolve(FILE), StandardCopyOption.REPLACE_EXISTING,
        StandardCopyOption.ATOMIC_MOVE);
  }
}
