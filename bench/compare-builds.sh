#!/usr/bin/env bash
# End-to-end tracking overhead of two builds side by side: bin/ycsb run noop (workload C, one
# thread, 20 M reads per trial, one JVM per trial) with tracking on and off, the builds
# alternating trial by trial (which goes first alternates too), so drift in machine load hits
# both alike. Prints every trial, then per build the medians and on/off, and new/old per arm.
#   bench/compare-builds.sh OLD_DIR NEW_DIR [TRIALS] [OPS]
# OLD_DIR and NEW_DIR are built checkouts (e.g. `git worktree add /tmp/old REV`, then
# `mvn -q -DskipTests package` there). Takes about 25 s per trial and build on this machine.
set -euo pipefail
OLD=${1:?usage: bench/compare-builds.sh OLD_DIR NEW_DIR [TRIALS] [OPS]}
NEW=${2:?usage: bench/compare-builds.sh OLD_DIR NEW_DIR [TRIALS] [OPS]}
TRIALS=${3:-8}
OPS=${4:-20000000}
for d in "$OLD" "$NEW"; do
  [[ -x $d/bin/ycsb ]] || { echo "bench/compare-builds.sh: $d/bin/ycsb not found" >&2; exit 2; }
done
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
# shellcheck source=bench/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

trial() { # DIR on|off -> ops/s
  "$1/bin/ycsb" run noop -P "$1/workloads/workloadc" -threads 1 -p operationcount="$OPS" \
    -p recordcount=100000 -p bio.tracking="$2" -p bio.results="$OUT/r" 2>/dev/null |
    sed -n 's/^\[OVERALL\], Throughput(ops\/sec), //p'
}

declare -A runs=()
for i in $(seq 1 "$TRIALS"); do
  if ((i % 2)); then order="old new"; else order="new old"; fi
  for which in $order; do
    dir=$OLD; [[ $which == new ]] && dir=$NEW
    for flag in true false; do
      v=$(trial "$dir" "$flag")
      printf 'trial %d %-3s tracking=%-5s %12.0f ops/s\n' "$i" "$which" "$flag" "$v"
      runs[$which-$flag]+=" $v"
    done
  done
done
declare -A med=()
for k in old-true old-false new-true new-false; do
  # shellcheck disable=SC2086  # the values are words
  med[$k]=$(median_of ${runs[$k]})
done
awk -v ot="${med[old-true]}" -v of="${med[old-false]}" -v nt="${med[new-true]}" -v nf="${med[new-false]}" 'BEGIN {
  printf "old: median on %12.0f  off %12.0f  on/off %.3f\n", ot, of, ot / of
  printf "new: median on %12.0f  off %12.0f  on/off %.3f\n", nt, nf, nt / nf
  printf "new/old: tracking on %.3f, tracking off %.3f\n", nt / ot, nf / of }'
