#!/usr/bin/env bash
# Workloads A and G against a local HBase cluster of 3 region servers
# (deploy/local/hbase-cluster.sh) through `bin/ycsb`, table pre-split into REGIONS regions.
# Starts the cluster unless one is up in HBASE_BENCH_DIR; stops and wipes it at the end if it
# started it. Loads RECORDS rows once, then runs TRIALS trials of each workload (fresh JVM each,
# one uncounted warm-up of A first). Prints every trial, the medians, and per-region-server p99
# of the last trial of each workload.
#   bench/hbase-workloads.sh [TRIALS] [OPS] [THREADS] [RECORDS] [REGIONS]
# Defaults: 3 trials, 20,000 operations per trial, 8 threads, 10,000 records, 12 regions.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
TRIALS=${1:-3}
OPS=${2:-20000}
THREADS=${3:-8}
RECORDS=${4:-10000}
REGIONS=${5:-12}
export HBASE_BASE_PORT=${HBASE_BASE_PORT:-16200}
# shellcheck source=bench/lib.sh
source "$ROOT/bench/lib.sh"
bench_cluster "$ROOT/deploy/local/hbase-cluster.sh" \
  "${HBASE_BENCH_DIR:-${TMPDIR:-/tmp}/ycsb-bio-bench-hbase}" 3
common=(-threads "$THREADS" -p hbase.zookeeper.quorum=127.0.0.1
  -p hbase.zookeeper.property.clientPort="$HBASE_BASE_PORT" -p recordcount="$RECORDS"
  -p table=bench -p hbase.createtable=true -p hbase.regions="$REGIONS")
"$ROOT/bin/ycsb" load hbase -P "$ROOT/workloads/workloada" "${common[@]}" \
  -p bio.results="$OUT/load" >/dev/null 2>&1
echo "trials=$TRIALS ops/trial=$OPS threads=$THREADS records=$RECORDS regions=$REGIONS" \
  "hbase=3 region servers, $(java -version 2>&1 | head -n 1), load average $(cut -d' ' -f1-3 /proc/loadavg)"

trial() { # WORKLOAD LABEL -> "ops/s p99(us) of READ UPDATE INSERT"; keeps stdout in OUT/LABEL.out
  "$ROOT/bin/ycsb" run hbase -P "$ROOT/workloads/$1" "${common[@]}" -p operationcount="$OPS" \
    -p bio.results="$OUT/$2" 2>/dev/null >"$OUT/$2.out"
  awk -F', ' '
      $1 == "[OVERALL]" && $2 == "Throughput(ops/sec)" { t = $3 }
      $1 == "[READ]" && $2 == "99thPercentileLatency(us)" { r = $3 }
      $1 == "[UPDATE]" && $2 == "99thPercentileLatency(us)" { u = $3 }
      $1 == "[INSERT]" && $2 == "99thPercentileLatency(us)" { i = $3 }
      END { print t, (r == "" ? "-" : r), (u == "" ? "-" : u), (i == "" ? "-" : i) }' "$OUT/$2.out"
}

trial workloada warmup >/dev/null
for w in workloada workloadg; do
  tputs=""
  for i in $(seq 1 "$TRIALS"); do
    read -r t r u n < <(trial "$w" "$w-$i")
    printf '%s trial %d: %7.0f ops/s  p99 read %6s us  update %6s us  insert %6s us\n' \
      "$w" "$i" "$t" "$r" "$u" "$n"
    tputs+="$t "
  done
  printf '%s median throughput: %.0f ops/s\n' "$w" "$(median_of "$tputs")"
  grep -E '^\[(READ|UPDATE|INSERT)@.*99thPercentileLatency' "$OUT/$w-$TRIALS.out" | sed "s/^/$w last trial: /"
done
