#!/usr/bin/env bash
# Throughput of the no-op binding with per-node tracking on and off, each trial a fresh
# `bin/ycsb run` JVM (as users run it), in paired rounds: every round runs each build's two arms
# back to back, the order of the builds and of the arms rotating from round to round, so that
# drift in machine load hits every arm alike. Before the rounds, each build's isolated client path
# (TrackingCostBench: nanoseconds per operation, same JVM, wall clock and thread CPU).
# Prints every trial (ops/s, and the JVM's CPU time per operation: every thread, user + system,
# which other jobs on the machine inflate far less than wall time), then per build the medians,
# on/off, the median of the rounds' on/off ratios with quartiles and range, the same for CPU per
# operation, and with several builds each build's tracked arm against the first's, round by round.
# The load average is printed with every round.
# Target: tracking keeps >= 97 % of the throughput. "off" is YCSB as upstream ships it
# (bio.tracking=false: YCSB's own Measurements, no decorator); "on" is what bin/ycsb runs.
# With --metrics the two arms are tracking with live metrics (bio.metrics.port, scraped every
# second during the trial, more often than Prometheus would) against tracking alone, and the
# isolated path is left out: the cost of the metrics endpoint (docs/live.md).
#   bench/tracking-overhead.sh [--metrics] [WORKLOAD] [ROUNDS] [OPS] [THREADS] [BUILD...]
# Defaults: workloads/workloadc (cheapest operations, so the largest relative overhead), 15
# rounds, 20,000,000 operations per trial (about 4 s on a quiet machine), 1 thread, this checkout.
# A BUILD is a directory holding a checkout of YCSB-Bio (bin/ycsb builds it if needed) or a git
# revision of this repository (any form git rev-parse takes, e.g. ':/^Subject' for the youngest
# commit whose message starts so), exported into a scratch directory and built there (a few
# minutes). This checkout against another design:
#   bench/tracking-overhead.sh workloads/workloadc 12 20000000 1 . ':/^Tracking design \(a\)'
# (that commit is the tracker that times operations in TrackingDB, see docs/performance.md).
# Fewer or shorter trials do not separate a 1 % difference from the JVM-to-JVM spread
# (docs/performance.md). One build: about 3.5 minutes on a quiet machine; two: twice that.
# COST_TRIALS (default 9) sets the isolated path's trials per arm; 0 leaves it out.
# BENCH_METRICS_PORT (default 9460) is the metrics arm's port, BENCH_SCRAPE_SECONDS (default 1)
# the time between its scrapes; 0 scrapes nothing (the endpoint alone).
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
ARM=tracking   # what the arms differ in: tracking, or metrics
if [[ ${1:-} == --metrics ]]; then ARM=metrics; shift; fi
METRICS_PORT=${BENCH_METRICS_PORT:-9460}
SCRAPE_SECONDS=${BENCH_SCRAPE_SECONDS:-1}
WORKLOAD=$(realpath "${1:-$ROOT/workloads/workloadc}")
ROUNDS=${2:-15}
OPS=${3:-20000000}
THREADS=${4:-1}
shift $(($# < 4 ? $# : 4))
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
# shellcheck source=bench/lib.sh
source "$ROOT/bench/lib.sh"

# A checkout for each BUILD argument, with a short name for the output.
builds=(); names=()
for b in "${@:-$ROOT}"; do
  if [[ -d $b ]]; then
    builds+=("$(cd "$b" && pwd)"); names+=("$(basename "$b")")
  else
    rev=$(git -C "$ROOT" rev-parse --short --verify "$b")
    mkdir -p "$OUT/$rev"
    git -C "$ROOT" archive "$rev" | tar -x -C "$OUT/$rev"
    builds+=("$OUT/$rev"); names+=("$rev")
  fi
done
for d in "${builds[@]}"; do   # build first (bin/ycsb builds every module), outside the trials
  "$d/bin/ycsb" list >/dev/null
done

for i in "${!builds[@]}"; do
  ((${COST_TRIALS:-9} > 0)) && [[ $ARM == tracking ]] || break
  echo "== ${names[$i]}: isolated client path (TrackingCostBench, same JVM, alternating) =="
  java -cp "${builds[$i]}/bench/target/classes:${builds[$i]}/bench/target/lib/*" \
    org.ycsbbio.bench.TrackingCostBench "${COST_TRIALS:-9}" 10000000 2>/dev/null
done

cpu_ticks() { # user + system clock ticks of this shell's waited-for children so far
  local stat
  read -r stat </proc/$$/stat
  stat=${stat##*) }
  read -r -a f <<<"$stat"
  echo $((f[13] + f[14]))   # cutime, cstime: fields 16 and 17 of proc(5)
}
TICK_NS=$((1000000000 / $(getconf CLK_TCK)))

scrape() { # scrape PORT FILE SECONDS: GET /metrics every SECONDS until killed; the last line of
  while :; do   # each answer goes to FILE
    (exec 3<>"/dev/tcp/127.0.0.1/$1" && printf 'GET /metrics HTTP/1.1\r\nHost: b\r\nConnection: close\r\n\r\n' >&3 &&
      tail -n 1 <&3 >>"$2") 2>/dev/null || true
    read -r -t "$3" _ <> <(:) || true
  done
}

trial() { # DIR true|false -> ops/s (tracking, or with --metrics live metrics, on or off)
  local args=(-p bio.tracking="$2") scraper="" v
  if [[ $ARM == metrics ]]; then
    args=()
    if [[ $2 == true ]]; then
      args=(-p bio.metrics.port="$METRICS_PORT")
      if [[ $SCRAPE_SECONDS != 0 ]]; then
        scrape "$METRICS_PORT" "$OUT/scrapes" "$SCRAPE_SECONDS" &
        scraper=$!
      fi
    fi
  fi
  v=$("$1/bin/ycsb" run noop -P "$WORKLOAD" -threads "$THREADS" -p operationcount="$OPS" \
    -p recordcount=100000 "${args[@]}" -p bio.results="$OUT/results-$2" 2>/dev/null |
    sed -n 's/^\[OVERALL\], Throughput(ops\/sec), //p')
  if [[ -n $scraper ]]; then kill "$scraper" 2>/dev/null; wait "$scraper" 2>/dev/null || true; fi
  echo "$v"
}

echo "== end to end: bin/ycsb run noop, one JVM per trial =="
echo "workload=$(basename "$WORKLOAD") rounds=$ROUNDS ops/trial=$OPS threads=$THREADS builds=${names[*]}" \
  "java=$(java -version 2>&1 | head -n 1)" "cores=$(nproc)"
declare -A ops=() cpu=()
n=${#builds[@]}
for r in $(seq 1 "$ROUNDS"); do
  echo "round $r: load average $(cut -d' ' -f1-3 /proc/loadavg)"
  for k in $(seq 0 $((n - 1))); do
    i=$(((k + r) % n))
    if (((r + k) % 2)); then arms="true false"; else arms="false true"; fi
    for flag in $arms; do
      before=$(cpu_ticks)
      v=$(trial "${builds[$i]}" "$flag")
      c=$(awk -v t=$(($(cpu_ticks) - before)) -v ns="$TICK_NS" -v n="$OPS" 'BEGIN {print t * ns / n}')
      printf 'round %d %-10s %s=%-5s %12.0f ops/s %8.1f ns CPU/op\n' "$r" "${names[$i]}" "$ARM" "$flag" "$v" "$c"
      ops[$i-$flag]+=" $v"; cpu[$i-$flag]+=" $c"
    done
  done
done
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"

spread() { # numbers... -> "median (quartiles q1-q3, range min-max)"
  tr -s ' ' '\n' <<<"$*" | grep . | sort -g | awk '{a[NR] = $1}
    function q(p,  x, i) { x = 1 + (NR - 1) * p; i = int(x); return a[i] + (x - i) * (a[i + 1 < NR ? i + 1 : NR] - a[i]) }
    END { printf "%.3f (quartiles %.3f-%.3f, range %.3f-%.3f)", q(0.5), q(0.25), q(0.75), a[1], a[NR] }'
}
ratios() { # "a1 a2 ..." "b1 b2 ..." -> "a1/b1 a2/b2 ..."
  paste <(tr -s ' ' '\n' <<<"$1" | grep .) <(tr -s ' ' '\n' <<<"$2" | grep .) |
    awk '{printf " %s", $1 / $2}'
}
for i in "${!builds[@]}"; do
  on=${ops[$i-true]}; off=${ops[$i-false]}
  echo "-- ${names[$i]} --"
  # shellcheck disable=SC2086  # the values are words
  awk -v a="$(median_of $on)" -v b="$(median_of $off)" -v ca="$(median_of ${cpu[$i-true]})" \
    -v cb="$(median_of ${cpu[$i-false]})" -v arm="$ARM" 'BEGIN {
    printf "median %s on : %12.0f ops/s %8.1f ns CPU/op\n", arm, a, ca
    printf "median %s off: %12.0f ops/s %8.1f ns CPU/op\n", arm, b, cb
    printf "ratio of medians on/off: %.3f (target >= 0.970); CPU per op on/off: %.3f\n", a / b, ca / cb }'
  echo "rounds' on/off ratios, ops/s: $(spread "$(ratios "$on" "$off")")"
  echo "rounds' off/on ratios, CPU per op (>= 0.970 keeps the target): $(spread "$(ratios "${cpu[$i-false]}" "${cpu[$i-true]}")")"
  if ((i > 0)); then
    echo "rounds' ratios ${names[$i]}/${names[0]}, tracking on, ops/s: $(spread "$(ratios "$on" "${ops[0-true]}")")"
    echo "rounds' ratios ${names[$i]}/${names[0]}, tracking off, ops/s: $(spread "$(ratios "$off" "${ops[0-false]}")")"
  fi
done
[[ $ARM != metrics ]] || echo "whole /metrics documents scraped during the metrics trials: $(grep -cx '# EOF' "$OUT/scrapes" 2>/dev/null || echo 0)"
