#!/usr/bin/env bash
# Throughput of the no-op binding with per-node tracking on and off, alternating trials in one
# run, each trial a fresh `bin/ycsb run` JVM (as users run it), after the nanoseconds tracking adds
# per operation on the isolated client path (TrackingCostBench). Prints every trial, the medians,
# their ratio on/off and the median of the rounds' ratios (each round runs both arms back to back,
# which cancels slow drift; JVM-to-JVM JIT differences remain, see docs/performance.md), and the
# client process's CPU time per operation (all its threads), which other jobs on the machine
# inflate less than its wall-clock throughput.
# Target (issue "Foundation"): tracking keeps >= 97 % of the throughput. "off" is YCSB as upstream
# ships it (bio.tracking=false: YCSB's own Measurements, no decorator); "on" records each latency
# once, per node, and derives YCSB's numbers from those (docs/performance.md), so on/off can
# exceed 1.
# With --metrics the two arms are tracking with live metrics (bio.metrics.port, scraped every
# second during the trial, more often than Prometheus would) against tracking alone, and the
# isolated path is skipped: the cost of the metrics endpoint (docs/live.md).
#   bench/tracking-overhead.sh [--metrics] [WORKLOAD] [TRIALS] [OPS] [THREADS]
# Defaults: workloads/workloadc (cheapest operations, so the largest relative overhead), 15 trials
# per arm, 20,000,000 operations per trial (about 4 s), 1 thread: fewer or shorter trials do not
# separate a 1 % difference from the JVM-to-JVM spread (docs/performance.md). About 3.5 minutes.
# BENCH_METRICS_PORT (default 9460) is the metrics arm's port, BENCH_SCRAPE_SECONDS (default 1)
# the time between its scrapes; 0 scrapes nothing (the endpoint alone).
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
ARM=tracking   # what the arms differ in: tracking, or metrics
if [[ ${1:-} == --metrics ]]; then ARM=metrics; shift; fi
METRICS_PORT=${BENCH_METRICS_PORT:-9460}
SCRAPE_SECONDS=${BENCH_SCRAPE_SECONDS:-1}
WORKLOAD=${1:-$ROOT/workloads/workloadc}
TRIALS=${2:-15}
OPS=${3:-20000000}
THREADS=${4:-1}
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT

"$ROOT/bin/ycsb" list >/dev/null   # build first, outside the timed trials
if [[ $ARM == tracking ]]; then
  (cd "$ROOT" && mvn -q -B package -DskipTests -pl bench -am >/dev/null)
  echo "== isolated client path (same JVM, alternating) =="
  java -cp "$ROOT/bench/target/classes:$ROOT/bench/target/lib/*" org.ycsbbio.bench.TrackingCostBench 11 20000000 2>/dev/null
fi
echo "== end to end: bin/ycsb run noop, one JVM per trial =="

scrape() { # scrape PORT FILE SECONDS: GET /metrics every SECONDS until killed; the last line of
  while :; do   # each answer goes to FILE
    (exec 3<>"/dev/tcp/127.0.0.1/$1" && printf 'GET /metrics HTTP/1.1\r\nHost: b\r\nConnection: close\r\n\r\n' >&3 &&
      tail -n 1 <&3 >>"$2") 2>/dev/null || true
    read -r -t "$3" _ <> <(:) || true
  done
}

trial() { # arm true|false -> "ops/s cpu-ns/op" (tracking, or with --metrics live metrics, on or off)
  local flag=$1 args=(-p bio.tracking="$flag") scraper="" v cpu TIMEFORMAT='%U %S' 
  if [[ $ARM == metrics ]]; then
    args=()
    if [[ $flag == true ]]; then
      args=(-p bio.metrics.port="$METRICS_PORT")
      if [[ $SCRAPE_SECONDS != 0 ]]; then
        scrape "$METRICS_PORT" "$OUT/scrapes" "$SCRAPE_SECONDS" &
        scraper=$!
      fi
    fi
  fi
  { time "$ROOT/bin/ycsb" run noop -P "$WORKLOAD" -threads "$THREADS" -p operationcount="$OPS" \
    -p recordcount=100000 "${args[@]}" -p bio.results="$OUT/$flag" >"$OUT/trial.out" 2>/dev/null; } 2>"$OUT/trial.cpu"
  if [[ -n $scraper ]]; then kill "$scraper" 2>/dev/null; wait "$scraper" 2>/dev/null || true; fi
  v=$(sed -n 's/^\[OVERALL\], Throughput(ops\/sec), //p' "$OUT/trial.out")
  # the client process's CPU time (user + system, every thread: JIT and GC too) per operation
  cpu=$(awk -v ops="$OPS" 'NF == 2 { t = $1 + $2 } END { printf "%.1f", t * 1e9 / ops }' "$OUT/trial.cpu")
  printf '%s %s\n' "$v" "$cpu"
}

scrapes() { # whole documents scraped so far in the metrics arm
  grep -cx '# EOF' "$OUT/scrapes" 2>/dev/null || echo 0
}

# shellcheck source=bench/lib.sh
source "$ROOT/bench/lib.sh"

on=(); off=(); cpu_on=(); cpu_off=()
echo "workload=$(basename "$WORKLOAD") trials=$TRIALS ops/trial=$OPS threads=$THREADS java=$(java -version 2>&1 | head -n 1)"
for i in $(seq 1 "$TRIALS"); do
  # alternate which arm goes first so drift in machine load hits both arms alike
  if (( i % 2 )); then order="true false"; else order="false true"; fi
  for flag in $order; do
    read -r v cpu < <(trial "$flag")
    printf 'trial %d %s=%-5s %12.0f ops/s %8.1f CPU ns/op\n' "$i" "$ARM" "$flag" "$v" "$cpu"
    if [[ $flag == true ]]; then on+=("$v"); cpu_on+=("$cpu"); else off+=("$v"); cpu_off+=("$cpu"); fi
  done
done
ratios=(); for i in "${!on[@]}"; do ratios+=("$(awk -v a="${on[$i]}" -v b="${off[$i]}" 'BEGIN {print a / b}')"); done
m_ratio=$(median_of "${ratios[@]}")
m_on=$(median_of "${on[@]}")
m_off=$(median_of "${off[@]}")
awk -v a="$m_on" -v b="$m_off" -v arm="$ARM" 'BEGIN {
  printf "median %s on : %12.0f ops/s\nmedian %s off: %12.0f ops/s\nratio on/off       : %.3f (target >= 0.970)\n", arm, a, arm, b, a / b }'
printf "median of the rounds' on/off ratios: %.3f (each round runs both arms back to back)\n" "$m_ratio"
cpu_ratios=(); cpu_extra=()
for i in "${!cpu_on[@]}"; do
  cpu_ratios+=("$(awk -v a="${cpu_on[$i]}" -v b="${cpu_off[$i]}" 'BEGIN {print a / b}')")
  cpu_extra+=("$(awk -v a="${cpu_on[$i]}" -v b="${cpu_off[$i]}" -v ops="$OPS" 'BEGIN {print (a - b) * ops / 1e9}')")
done
printf "CPU ns per operation (the client process, all threads), median on / off: %.1f / %.1f; median of the rounds' on/off ratios: %.3f\n" \
  "$(median_of "${cpu_on[@]}")" "$(median_of "${cpu_off[@]}")" "$(median_of "${cpu_ratios[@]}")"
printf "extra CPU of a client process with %s on, median of the rounds: %.3f s\n" "$ARM" "$(median_of "${cpu_extra[@]}")"
[[ $ARM != metrics ]] || echo "whole /metrics documents scraped during the metrics trials: $(scrapes)"
