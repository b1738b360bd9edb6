#!/usr/bin/env bash
# The verdict's scorecard on the sim cluster (a benchmark that prints figures, not a test): a
# matrix of faults — none, slow median x1.5/x2/x4, stalls 2/5/10 % of the time (50 ms every
# 2.5 s/1 s/0.5 s), errors 1/10 %, hot key (zipfian, the hot node at 90 % of its capacity), heavy
# tails (log-normal sigma 1 on every node), a client pause (25 ms of every 200 ms), the client's
# CPU starved by two busy threads per core in its process — at 3, 5, 16 and 32 nodes, several
# seeded runs each, in one JVM on YCSB's real engine (VerdictScorecard). Prints per fault type
# and node count: precision, recall, MCC of the named nodes, runs with a false naming, runs with
# a "too short to judge" note, for the hot key how many namings said "hot", and for stalls the
# seconds of run after which the verdict first named the node. Every miss and false naming is
# printed with its verdict. See docs/verdict.md for the figures it printed.
#   [VERDICT_CASES='stall 5 %,slow median x2'] bench/verdict-score.sh [SEEDS] [BALANCED_SEEDS] [SECONDS] [NODES...]
# Defaults: 3 seeds a cell, 10 for "no fault", 8 s a run, nodes 3 5 16 32: 184 runs, about
# 30 minutes with the build. VERDICT_CASES runs only the fault types it names (as printed).
# Load it adds: about half a core (8 client threads waiting out the simulated latencies), two
# cores during the CPU-starvation runs.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
SEEDS=${1:-3}
BALANCED=${2:-10}
SECONDS_PER_RUN=${3:-8}
shift $(( $# < 3 ? $# : 3 ))
NODES=("$@")
(( ${#NODES[@]} )) || NODES=(3 5 16 32)

(cd "$ROOT" && mvn -q -B package -DskipTests -pl bench -am >/dev/null)
echo "machine: $(nproc) cores, load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
java -Dcases="${VERDICT_CASES:-}" -cp "$ROOT/bench/target/classes:$ROOT/bench/target/lib/*" \
  org.ycsbbio.bench.VerdictScorecard "$SEEDS" "$BALANCED" "$SECONDS_PER_RUN" "${NODES[@]}" 2>/dev/null
echo "load average at end: $(cut -d' ' -f1-3 /proc/loadavg)"
