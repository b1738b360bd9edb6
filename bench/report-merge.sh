#!/usr/bin/env bash
# Merge time of `bin/ycsb report` over 8 clients x 1 hour of 1-second HdrHistogram interval logs
# for 5 nodes x 4 operations (160 logs, 576,000 interval histograms, synthesised by
# ReportLogsGen), end to end as users run it (JVM start, reading, exact merge, verdict, CSVs,
# report.html). Prints every trial and the median. Target (issue "report"): under 10 s.
#   bench/report-merge.sh [TRIALS] [CLIENTS] [SECONDS]
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
TRIALS=${1:-3}
CLIENTS=${2:-8}
SECONDS_RUN=${3:-3600}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
# shellcheck source=tests/results-layout.sh
source "$ROOT/tests/results-layout.sh"

"$ROOT/bin/ycsb" list >/dev/null   # build first, outside the timed trials
(cd "$ROOT" && mvn -q -B package -DskipTests -pl bench -am >/dev/null)
java -cp "$ROOT/bench/target/classes:$ROOT/bench/target/lib/*" org.ycsbbio.bench.ReportLogsGen \
  "$WORK/in" "$CLIENTS" "$SECONDS_RUN"
echo "input: $CLIENTS clients, $(find "$WORK/in" -name "*$HLOG_SUFFIX" | wc -l) logs, $(du -sh "$WORK/in" | cut -f1)"
times=()
for t in $(seq 1 "$TRIALS"); do
  start=$(date +%s.%N)
  "$ROOT/bin/ycsb" report "$WORK"/in/c* -o "$WORK/out" >"$WORK/report.out"
  end=$(date +%s.%N)
  s=$(awk -v s="$start" -v e="$end" 'BEGIN {printf "%.2f", e - s}')
  times+=("$s")
  echo "trial $t: $s s"
done
grep -F 'Bottleneck verdict' "$WORK/report.out"
printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR] = $1} END {printf "median: %s s over %d trials\n", a[int((NR + 1) / 2)], NR}'
