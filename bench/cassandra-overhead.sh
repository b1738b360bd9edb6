#!/usr/bin/env bash
# Workload A throughput and p99 against a local 1-node Cassandra (deploy/local/cassandra-cluster.sh)
# with per-node tracking on and off, alternating trials in one run, each trial a fresh
# `bin/ycsb run cassandra` JVM. Starts the node (and loads the table) unless one is up; stops and
# wipes it at the end if it started it. One uncounted warm-up trial first. Prints every trial, then the medians and the ratio on/off.
#   bench/cassandra-overhead.sh [TRIALS] [OPS] [THREADS] [RECORDS]
# Defaults: 5 trials per arm, 20,000 operations per trial, 8 threads, 10,000 records.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
TRIALS=${1:-5}
OPS=${2:-20000}
THREADS=${3:-8}
RECORDS=${4:-10000}
# shellcheck source=bench/lib.sh
source "$ROOT/bench/lib.sh"
bench_cluster "$ROOT/deploy/local/cassandra-cluster.sh" \
  "${CASSANDRA_BENCH_DIR:-${TMPDIR:-/tmp}/ycsb-bio-bench-cassandra}" 1
common=(-P "$ROOT/workloads/workloada" -threads "$THREADS" -p hosts=127.0.0.1
  -p recordcount="$RECORDS" -p cassandra.keyspace=bench)
"$ROOT/bin/ycsb" load cassandra "${common[@]}" -p cassandra.createschema=true \
  -p bio.results="$OUT/load" >/dev/null 2>&1
echo "workload=workloada trials=$TRIALS ops/trial=$OPS threads=$THREADS records=$RECORDS" \
  "cassandra=1 node, $(java -version 2>&1 | head -n 1)"

trial() { # tracking on|off -> "ops/s p99(us) of READ and UPDATE"
  "$ROOT/bin/ycsb" run cassandra "${common[@]}" -p operationcount="$OPS" \
    -p bio.tracking="$1" -p bio.results="$OUT/$1" 2>/dev/null | awk -F', ' '
      $1 == "[OVERALL]" && $2 == "Throughput(ops/sec)" { t = $3 }
      $1 == "[READ]" && $2 == "99thPercentileLatency(us)" { r = $3 }
      $1 == "[UPDATE]" && $2 == "99thPercentileLatency(us)" { u = $3 }
      END { print t, r, u }'
}

trial true >/dev/null   # warm-up of the server's JIT and caches, not counted
declare -A tput p99r p99u
for i in $(seq 1 "$TRIALS"); do
  if (( i % 2 )); then order="true false"; else order="false true"; fi
  for flag in $order; do
    read -r t r u < <(trial "$flag")
    printf 'trial %d tracking=%-5s %9.0f ops/s  p99 read %6d us  p99 update %6d us\n' \
      "$i" "$flag" "$t" "$r" "$u"
    tput[$flag]+="$t "; p99r[$flag]+="$r "; p99u[$flag]+="$u "
  done
done
for flag in true false; do
  printf 'median tracking %-5s: %9.0f ops/s  p99 read %6.0f us  p99 update %6.0f us\n' "$flag" \
    "$(median_of "${tput[$flag]}")" "$(median_of "${p99r[$flag]}")" "$(median_of "${p99u[$flag]}")"
done
awk -v a="$(median_of "${tput[true]}")" -v b="$(median_of "${tput[false]}")" \
  'BEGIN { printf "throughput ratio on/off: %.3f\n", a / b }'
