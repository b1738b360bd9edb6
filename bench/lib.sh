# shellcheck shell=bash
# Shared by the scripts in bench/ (source it after setting ROOT).
#   median                       median of the numbers on stdin, one per line
#   median_of N...               median of the numbers in the arguments (space-separated lists too)
#   bench_cluster SCRIPT BASE N  builds bin/ycsb, installs the deploy/local cluster SCRIPT and
#                                uses the cluster running at BASE, or starts N nodes there; a
#                                cluster started here is wiped when the script exits, and so is
#                                the scratch directory OUT this sets.

median() { sort -g | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }

median_of() { tr -s ' ' '\n' <<<"$*" | grep . | median; }

bench_cluster() {
  BENCH_CLUSTER=$1 BENCH_BASE=$2 BENCH_STARTED=""
  OUT=$(mktemp -d)
  trap bench_cleanup EXIT
  "$ROOT/bin/ycsb" list >/dev/null   # build first, outside the timed trials
  "$BENCH_CLUSTER" install
  if ! "$BENCH_CLUSTER" status "$BENCH_BASE" >/dev/null 2>&1; then
    "$BENCH_CLUSTER" wipe "$BENCH_BASE" >/dev/null 2>&1 || true
    BENCH_STARTED=yes
    "$BENCH_CLUSTER" start "$3" "$BENCH_BASE" >&2
  fi
}

bench_cleanup() {
  rm -rf "$OUT"
  if [[ -n $BENCH_STARTED ]]; then
    "$BENCH_CLUSTER" wipe "$BENCH_BASE" >/dev/null || echo "could not wipe $BENCH_BASE" >&2
  fi
}
