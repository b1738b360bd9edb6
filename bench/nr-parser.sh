#!/usr/bin/env bash
# NR workload parser throughput, single thread, after warm-up: generates one plain NR-style FASTA
# file with `bin/ycsb nr-gen` (default 100,000 sequences, ~45 MB) unless FILE is given, then
# parses it in memory repeatedly beside a Java pass counting '\n' in the same JVM.
#   bench/nr-parser.sh [FILE] [WARMUP_SECONDS] [TRIALS]
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
WARMUP=${2:-5}
TRIALS=${3:-11}
"$ROOT/bin/ycsb" list >/dev/null   # builds the project if needed
FILE=${1:-}
if [[ -z $FILE ]]; then
  TMP=$(mktemp -d)
  trap 'rm -rf "$TMP"' EXIT
  "$ROOT/bin/ycsb" nr-gen --out "$TMP" --sequences 100000 --seed 1
  FILE=$TMP/nr-00001.fa
fi
[[ -r $FILE ]] || { echo "bench/nr-parser.sh: cannot read $FILE" >&2; exit 2; }
CP="$ROOT/bench/target/classes:$ROOT/bio-workload/target/classes:$ROOT/bio-workload/target/lib/*"
java -cp "$CP" org.ycsbbio.bench.NrParserBench "$FILE" "$WARMUP" "$TRIALS"
