package org.ycsbbio.core.sweep;

import org.ycsbbio.core.cli.CommandFlag;

/**
 * The flags of {@code bin/ycsb sweep}, each declared once: {@link SweepOptions} parses them, its
 * usage line and the table of {@code docs/studies.md} are generated from them.
 */
enum SweepFlag implements CommandFlag {
  PHASE("--phase", "run|load", "`run`", "what every step is: a run (after one load, see"
      + " `--no-load`), or a load into an emptied database ([load-phase"
      + " sweeps](#load-phase-sweeps-write-curves))"),
  TARGET("--target", "LIST", "`max`", "offered loads in ops/s over all threads, whole numbers"
      + " (YCSB's `-target`); `max` = as fast as possible. With a target, intended-start"
      + " (coordinated-omission corrected) latency is recorded and is the headline"),
  FIND_MAX("--find-max", "", "", "instead of a list of targets, search for the highest offered"
      + " load whose p99 stays within `--p99-bound`"
      + " ([find-max](#the-highest-load-within-a-bound---find-max)); one thread count, no"
      + " `--repeat`, not with `--phase load`"),
  MAX_STEPS("--max-steps", "N", Integer.toString(SweepOptions.DEFAULT_MAX_STEPS), "with"
      + " `--find-max`: at most N steps (2 to 100), the first as fast as possible; each step"
      + " lasts `--duration`, so the search takes at most N × (`--duration` + `--warmup` + the"
      + " step's start)"),
  P99_BOUND("--p99-bound", "D", "`100ms`", "the latency bound of `--find-max` and of the"
      + " sustainable throughput the sweep ends with (as `bin/ycsb report --p99-bound`)"),
  THREADS("--threads", "LIST", "the workload's `threadcount`", "client thread counts; with both"
      + " lists, every thread count runs every target"),
  DURATION("--duration", "D", "run: `30s`; load: the whole load", "length of each step (YCSB's"
      + " `maxexecutiontime`); for a load step, at most D. Not with `--ops`"),
  OPS("--ops", "N", "", "operations per step instead of a duration; for a load step, N records"
      + " (YCSB's `insertcount`). A load step otherwise loads the workload's records"
      + " (`recordcount`, or the whole input for FASTA and NR)"),
  WARMUP("--warmup", "D", "none", "a run of this length before each step at the step's"
      + " settings, kept in `DIR/warmup/`, not counted. Not with `--phase load`: a warm-up load"
      + " would leave records the step must not find"),
  REPEAT("--repeat", "N", "1", "runs every step N times (the report shows each repetition as a"
      + " point: the spread)"),
  NO_LOAD("--no-load", "", "load first", "skip the load phase (`DIR/load/`), which otherwise"
      + " runs once before the steps. Not with `--phase load` (every step is a load)"),
  RESET_COMMAND("--reset-command", "CMD", "the binding empties", "with `--phase load`: a shell"
      + " command (`sh -c CMD`, in the current directory) that empties the database before every"
      + " step, in place of the binding's own emptying; needed for a binding that cannot empty"
      + " its tables (`riak`). A non-zero exit fails that step with one line (the command's last"
      + " line on stderr) and its load does not run. `sweep.json` does not keep it (it may name a"
      + " password)"),
  GO_ON("--go-on", "", "stop", "keep going past saturation; without it, once a step's"
      + " throughput rose less than 5 % over the step before while its p99 is 10 times the first"
      + " step's, the rest of that thread count's higher targets are skipped, and the sweep says"
      + " why"),
  ON_ERROR("--on-error", "continue|stop", "`continue`", "a failed step (a node down, a binding"
      + " error) is recorded `failed` with its reason; `stop` ends the sweep there (the rest"
      + " `skipped`)"),
  RESUME("--resume", "", "", "continue the sweep in `DIR`: completed steps are not run again,"
      + " failed and pending ones are. Without it, a `DIR` that already holds a sweep is"
      + " refused"),
  CLIENTS("--clients", "N", "1", "`bio.clients` of every step (part of the run's identity)"),
  OUT("-o", "DIR", "`results/sweep-<time>-<binding>`", "the sweep directory"),
  YCSB_THREADS("-threads", "N", "", "YCSB's: the one thread count of a sweep that does not vary"
      + " it, as `--threads N`; refused beside `--threads`"),
  YCSB_TARGET("-target", "OPS", "", "YCSB's: the one target of a sweep over `--threads`, as"
      + " `--target OPS`; refused beside `--target`"),
  PROPERTY_FILE("-P", "FILE", "", "YCSB's: a properties file (the workload first), given to"
      + " every step"),
  PROPERTY("-p", "key=value", "", "YCSB's: a property given to every step; secret values are"
      + " redacted in `sweep.json`"),
  LABEL("-l", "LABEL", "", "YCSB's: the label of every step"),
  STATUS("-s", "", "", "YCSB's: status lines while each step runs");

  private final Spec spec;

  SweepFlag(String flag, String value, String defaultText, String doc) {
    spec = new Spec(flag, value, defaultText, doc);
  }

  @Override
  public Spec spec() {
    return spec;
  }
}
