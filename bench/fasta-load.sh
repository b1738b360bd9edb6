#!/usr/bin/env bash
# Load throughput of FastaWorkload into the no-op binding with 2 threads and a 256 MB heap over
# >= 1 GB of generated ssearch36-shaped input, beside YCSB's own CoreWorkload loading into the
# same binding in the same run (the engine's ceiling). Prints records/s, MB/s of input, and the
# peak heap occupancy seen by the GC. Targets (issue "FastaWorkload"): >= 1,000,000 records/s,
# heap < 256 MB for any input size.
#   bench/fasta-load.sh [FILES (4 MB each, default 256 = ~1 GB)] [DIR (default: a temp dir)]
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
FILES=${1:-256}
DIR=${2:-}
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
if [[ -z $DIR ]]; then DIR="$OUT/input"; fi
YCSB="$ROOT/bin/ycsb"
"$YCSB" list >/dev/null   # build first

if [[ ! -d $DIR || $(find "$DIR" -name '*.m10' | wc -l) -lt $FILES ]]; then
  "$YCSB" fasta-gen --out "$DIR" --files "$FILES" --threads 2
fi
BYTES=$(find "$DIR" -name '*.m10' -printf '%s\n' | awk '{s += $1} END {print s}')
echo "input: $FILES files, $(awk -v b="$BYTES" 'BEGIN {printf "%.2f GB", b / 1e9}') in $DIR"

run() { # label, gc-log, ycsb args... -> prints the summary line
  local label=$1 gclog=$2
  shift 2
  local t0 t1 out
  t0=$(date +%s.%N)
  out=$(JAVA_OPTS="-Xmx256m -Xlog:gc:file=$gclog" "$YCSB" "$@" 2>"$OUT/$label.err")
  t1=$(date +%s.%N)
  local ops tput
  ops=$(sed -n 's/^\[INSERT\], Operations, //p' <<<"$out")
  tput=$(sed -n 's/^\[OVERALL\], Throughput(ops\/sec), //p' <<<"$out")
  local peak
  peak=$(grep -oE '[0-9]+M->[0-9]+M\([0-9]+M\)' "$gclog" | sed -E 's/M->.*//' | sort -n | tail -n 1)
  printf '%-34s %12.0f records/s  %10d records  peak heap %4s MB of 256  wall %.1f s\n' \
    "$label" "$tput" "$ops" "${peak:-?}" "$(awk -v a="$t0" -v b="$t1" 'BEGIN {print b - a}')"
  if [[ $label == fasta* ]]; then
    awk -v b="$BYTES" -v a="$t0" -v c="$t1" 'BEGIN {printf "%-34s %12.1f MB/s of input (wall, JVM start included)\n", "", b / 1e6 / (c - a)}'
  fi
}

run "reference: CoreWorkload -> noop" "$OUT/gc-core.log" load noop -P "$ROOT/workloads/workloada" \
  -threads 2 -p recordcount=20000000 -p bio.results="$OUT/core"
run "fasta (tracking on) -> noop" "$OUT/gc-fasta.log" load noop -P "$ROOT/workloads/fasta" \
  -threads 2 -p fasta.files="$DIR" -p fasta.index="$OUT/keys.idx" -p bio.results="$OUT/fasta"
run "fasta (tracking off) -> noop" "$OUT/gc-fasta-off.log" load noop -P "$ROOT/workloads/fasta" \
  -threads 2 -p fasta.files="$DIR" -p fasta.index="$OUT/keys-off.idx" -p bio.tracking=false
