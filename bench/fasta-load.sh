#!/usr/bin/env bash
# Load throughput of FastaWorkload into the no-op binding with 2 threads and a 256 MB heap over
# generated ssearch36-shaped input (default 2048 files, 8.3 GB), beside YCSB's own CoreWorkload
# loading 80 M records into the same binding in the same run (the engine's ceiling). Prints for
# each: records/s over the whole load as YCSB reports it (JIT warm-up included; the wall time
# printed beside it also holds the JVM's start), steady-state records/s (the median of YCSB's
# per-second counts from the third full second on, once the JIT has compiled the load's code:
# what a long load runs at), MB/s of
# input and the peak heap occupancy seen by the GC; then FASTA's ratio to the reference in both
# measures. The three loads run ROUNDS times (default 3), one after the other, and the ratio is
# of the medians: one load's records/s moves by up to 2x between runs on a shared 2-core VM.
# Targets: >= 1,000,000 records/s; steady-state ratio >= 0.5 (issue 37); heap < 256 MB for any input size.
#   [ROUNDS=3] bench/fasta-load.sh [FILES (4 MB each, default 2048 = ~8 GB)] [DIR (default: a temp dir)]
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
FILES=${1:-2048}
ROUNDS=${ROUNDS:-3}
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

steady() { # YCSB's stderr with -s -p status.interval=1 -> median records/s of the full seconds from the third on
  python3 - "$1" <<'PY'
import re, sys, datetime, statistics
rows = []
for line in open(sys.argv[1], encoding="utf-8", errors="replace"):
    m = re.match(r"(\S+ \S+) \d+ sec: (\d+) operations; ", line)
    if m:
        t = datetime.datetime.strptime(m.group(1), "%Y-%m-%d %H:%M:%S:%f").timestamp()
        rows.append((t, int(m.group(2))))
rows = rows[:-1]  # YCSB's last line, written when the load ends part-way through a second
rates = [(n1 - n0) / (t1 - t0) for (t0, n0), (t1, n1) in zip(rows, rows[1:])]
rates = rates[2:]  # seconds 1 and 2: the JIT still compiling (FASTA's second 2 runs at ~2/3 speed)
print(statistics.median(rates) if len(rates) >= 3 else "nan")
PY
}

declare -A WALL STEADY  # label -> the rounds' figures, blank-separated
run() { # label, gc-log, ycsb args... -> prints the summary line
  local label=$1 gclog=$2
  shift 2
  local t0 t1 out
  t0=$(date +%s.%N)
  out=$(JAVA_OPTS="-Xmx256m -Xlog:gc:file=$gclog" "$YCSB" "$@" -s -p status.interval=1 \
    2>"$OUT/$label.err")
  t1=$(date +%s.%N)
  local ops tput steady_tput
  ops=$(sed -n 's/^\[INSERT\], Operations, //p' <<<"$out")
  tput=$(sed -n 's/^\[OVERALL\], Throughput(ops\/sec), //p' <<<"$out")
  steady_tput=$(steady "$OUT/$label.err")
  WALL[$label]+=" $tput"
  STEADY[$label]+=" $steady_tput"
  local peak
  peak=$(grep -oE '[0-9]+M->[0-9]+M\([0-9]+M\)' "$gclog" | sed -E 's/M->.*//' | sort -n | tail -n 1)
  printf '%-30s %10.0f records/s (whole load)  %10.0f steady  %9d records  peak heap %4s MB of 256  wall %.1f s\n' \
    "$label" "$tput" "$steady_tput" "$ops" "${peak:-?}" "$(awk -v a="$t0" -v b="$t1" 'BEGIN {print b - a}')"
  if [[ $label == fasta* ]]; then
    awk -v b="$BYTES" -v a="$t0" -v c="$t1" 'BEGIN {printf "%-30s %10.1f MB/s of input (wall, JVM start included)\n", "", b / 1e6 / (c - a)}'
  fi
}

median() { tr ' ' '\n' | grep . | sort -g | awk '{v[NR] = $1} END {print v[int((NR + 1) / 2)]}'; }

REF="reference: CoreWorkload"
ON="fasta (tracking on)"
OFF="fasta (tracking off)"
for ((round = 1; round <= ROUNDS; round++)); do
  echo "round $round of $ROUNDS"
  run "$REF" "$OUT/gc-core.log" load noop -P "$ROOT/workloads/workloada" \
    -threads 2 -p recordcount=80000000 -p bio.results="$OUT/core-$round"
  run "$ON" "$OUT/gc-fasta.log" load noop -P "$ROOT/workloads/fasta" \
    -threads 2 -p fasta.files="$DIR" -p fasta.index="$OUT/keys-$round.idx" -p bio.results="$OUT/fasta-$round"
  run "$OFF" "$OUT/gc-fasta-off.log" load noop -P "$ROOT/workloads/fasta" \
    -threads 2 -p fasta.files="$DIR" -p fasta.index="$OUT/keys-off-$round.idx" -p bio.tracking=false
done
echo "medians of $ROUNDS rounds:"
for label in "$REF" "$ON" "$OFF"; do
  printf '%-30s %10.0f records/s (whole load)  %10.0f steady\n' "$label" \
    "$(median <<<"${WALL[$label]}")" "$(median <<<"${STEADY[$label]}")"
done
awk -v w="$(median <<<"${WALL[$ON]}")" -v rw="$(median <<<"${WALL[$REF]}")" \
  -v s="$(median <<<"${STEADY[$ON]}")" -v rs="$(median <<<"${STEADY[$REF]}")" \
  'BEGIN {
    if (s == "nan" || rs == "nan") steady = "not measured (a load shorter than 6 s)"
    else steady = sprintf("%.2f", s / rs)
    printf "ratio fasta (tracking on) / reference, medians: steady state %s (target >= 0.5), whole load %.2f\n", steady, w / rw
  }'
