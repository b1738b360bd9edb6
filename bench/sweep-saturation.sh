#!/usr/bin/env bash
# How often a sweep names the right node first to saturate, on the simulated cluster through
# YCSB's real engine (bin/ycsb sweep, one child JVM per step): per case, RUNS sweeps, each
# judged by the line the sweep ends with. Cases: one node at half the others' capacity among 4,
# 5, 6 or 8 nodes, and all nodes equal; offered load stepped through targets around the
# capacity the settings predict (closed loop of 32 threads with a target), or the threads
# stepped as fast as possible (closed loop). Uniform keys, so that every node gets the same
# share of the operations. Prints one line per case, "named right k/RUNS", and the machine's
# load average before and after. Not a test: the rates depend on the machine.
#   bench/sweep-saturation.sh [RUNS] [STEP_SECONDS] [KEEP_DIR]
# With KEEP_DIR the sweeps are kept there (bin/ycsb report judges them again), else removed.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
RUNS=${1:-10}
STEP=${2:-4}
if [[ -n ${3:-} ]]; then
  WORK=$3
  mkdir -p "$WORK"
else
  WORK=$(mktemp -d)
  trap 'rm -rf "$WORK"' EXIT
fi

"$ROOT/bin/ycsb" list >/dev/null   # build first, outside the runs
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"

# case name, nodes, weak node (0: none), then the sweep's own options
cases=(
  "4-nodes-node2-half-targets 4 2 --target 800,1400,1800,2200,2600 --threads 32"
  "5-nodes-node3-half-targets 5 3 --target 1000,1750,2250,2750,3250 --threads 32"
  "5-nodes-node3-half-threads 5 3 --threads 1,4,16,32"
  "6-nodes-node6-half-targets 6 6 --target 1200,2100,2700,3300,3900 --threads 32"
  "8-nodes-node1-half-targets 8 1 --target 1600,2800,3600,4400,5200 --threads 32"
  "5-nodes-equal-targets 5 0 --target 2000,3500,4500,5500,6500 --threads 32"
  "8-nodes-equal-targets 8 0 --target 3200,5600,7200,8800,10400 --threads 32"
  "8-nodes-equal-threads 8 0 --threads 1,4,16,32"
)
for c in "${cases[@]}"; do
  read -r name nodes weak opts <<<"$c"
  # shellcheck disable=SC2206  # the options are words
  opts=($opts)
  want=none
  args=(-p sim.capacity=1000 -p "sim.nodes=$nodes")
  if [[ $weak != 0 ]]; then
    want=node$weak
    args+=(-p "sim.node.$weak.capacity=500")
  fi
  right=0
  named=()
  for run in $(seq 1 "$RUNS"); do
    dir=$WORK/$name-$run
    "$ROOT/bin/ycsb" sweep sim -P "$ROOT/workloads/workloada" -p requestdistribution=uniform \
      -p recordcount=10000 "${args[@]}" "${opts[@]}" --duration "${STEP}s" --go-on --no-load \
      -o "$dir" >"$dir.out" 2>&1 || true
    got=$(sed -n 's/^sweep: First to saturate: \(node[0-9]*\),.*/\1/p' "$dir.out")
    got=${got:-none}
    named+=("$got")
    [[ $got != "$want" ]] || right=$((right + 1))
  done
  echo "$name: named right $right/$RUNS (want $want; named: ${named[*]})"
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
