#!/usr/bin/env bash
# Parser throughput, single thread, after warm-up, on one real ssearch36 file (default: the
# corpus's main/q01.m10), printed beside references measured in the same run on the same file:
# a Java pass counting '\n' (in the same JVM, trials alternating with the parser's), `wc -l`,
# and a Python line loop. It ends with the parser's median over the '\n' count's median,
# "ratio to the \n count: 0.NN" (target, issue 37: >= 0.35 on a quiet machine), and the load
# average: figures from a busy machine say little.
#   bench/parser.sh [FILE] [WARMUP_SECONDS] [TRIALS]
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
FILE=${1:-$ROOT/../shared/ssearch-corpus/main/q01.m10}
WARMUP=${2:-6}
TRIALS=${3:-15}
[[ -r $FILE ]] || { echo "bench/parser.sh: cannot read $FILE" >&2; exit 2; }
"$ROOT/bin/ycsb" list >/dev/null   # builds the project if needed
CP="$ROOT/bench/target/classes:$ROOT/bio-workload/target/classes:$ROOT/bio-workload/target/lib/*"
MB=$(stat -c %s "$FILE" | awk '{print $1 / 1e6}')

echo "== external references on the same file (page cache warm) =="
cat "$FILE" >/dev/null
start=$(date +%s.%N); for _ in $(seq 1 50); do wc -l <"$FILE" >/dev/null; done; end=$(date +%s.%N)
awk -v mb="$MB" -v s="$start" -v e="$end" 'BEGIN {printf "wc -l:                   %8.1f MB/s\n", 50 * mb / (e - s)}'
python3 - "$FILE" <<'PY'
import sys, time
path = sys.argv[1]
best = 0.0
for _ in range(5):
    t = time.perf_counter(); n = 0
    with open(path, "rb") as f:
        for line in f:
            n += 1
    best = max(best, len(open(path, "rb").read()) / 1e6 / (time.perf_counter() - t))
print(f"python line loop (best): {best:8.1f} MB/s")
PY
echo "== ours, single thread (load average before: $(cut -d' ' -f1-3 /proc/loadavg)) =="
java -cp "$CP" org.ycsbbio.bench.ParserBench "$FILE" "$WARMUP" "$TRIALS"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
