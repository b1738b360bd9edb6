#!/usr/bin/env bash
# Checks that `bin/ycsb report` marks the verdict's stall intervals on the per-node time series,
# on the lines' own time axis, in a real headless browser (Debian's chromium, installed with
# apt-get when missing): a sim run whose node3 stalls 25 ms of every 200 ms must write its stall
# intervals into run.json (node3's, at 50 ms resolution), be named by the stall rule, and its
# report must load with no console errors and no probe text in view, draw one stall marker per
# interval of run.json, plot every chart over time where the run's own per-node-timeseries.csv
# puts its intervals (seconds since the start, which lies off the 1-s bucket grid), the marks
# inside that span, and head the tail rule's finding with its own statistic. Prints one line per
# check and "N passed, M failed"; exits non-zero when anything failed.
# shellcheck source-path=SCRIPTDIR source=lib.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
# shellcheck source-path=SCRIPTDIR source=browser.sh
. "$ROOT/tests/browser.sh"

"$YCSB" run sim -P "$ROOT/workloads/workloadc" -threads 8 -p operationcount=20000 \
  -p recordcount=10000 -p sim.nodes=5 -p sim.latency=500us -p sim.latency.dist=lognormal \
  -p sim.latency.sigma=0.5 -p sim.stall.node=3 -p sim.stall.every=200ms -p sim.stall.length=25ms \
  -p bio.interval=1s -p bio.verdict.stall.interval=50ms -p bio.results=stalls >run.out 2>run.err
check "stalling run: the stall rule names node3" grep -q "node3 READ: stalled in" stalls/$VERDICT_TXT
stalls_of() { # the stall intervals of run.json, all or NODE's
  python3 -c 'import json, sys; print(sum(1 for s in json.load(open(sys.argv[1]))["stalls"] if sys.argv[2] in ("", s["node"])))' \
    stalls/$RUN_JSON "${1:-}" || true
}
marks=$(stalls_of node3)
check "run.json lists node3's stall intervals ($marks)" test "$marks" -ge 5
all=$(stalls_of)
"$YCSB" report stalls -o out >report.out 2>report.err
check "report written" test -s out/$REPORT_HTML
status_of "$WORK/out/$REPORT_HTML" >status.txt
charts=$(sed -n 's/^charts=//p' status.txt)
check "loads with no console errors, all $charts charts non-empty, no probe text visible" \
  page_ok status.txt out/$REPORT_HTML.log "$charts"
check "one stall marker per stall interval of run.json ($all)" grep -qx "stall_marks=$all" status.txt
# the truth: the run's own intervals, seconds since its start (elapsed_s of per-node-timeseries.csv)
first=$(awk -F, 'NR > 1 { print $2 }' stalls/$TIME_SERIES_CSV | sort -n | head -n 1)
last=$(awk -F, 'NR > 1 { print $2 }' stalls/$TIME_SERIES_CSV | sort -n | tail -n 1)
start=$(sed -n 's/^  "start_ms": \([0-9]*\),$/\1/p' stalls/$RUN_JSON)
check "the run started off the 1-s bucket grid (start $start ms)" test $((start % 1000)) -ne 0
check "charts over time plot the run's own intervals: first $first s, last $last s after the start" \
  grep -qx "time_x=$first..$last" status.txt
check "stall marks lie on the same axis, inside the run" \
  awk -F'=|[.][.]' -v last="$last" '$1 == "stall_x" { exit !($2 > 0 && $3 <= last) }' status.txt
sed -n 's#.*<table class="findings findings-tail">##p' out/$REPORT_HTML.dom | sed 's#</table>.*##' >tail-table.html
check "the tail rule's finding is headed by its own numbers (two-proportion z, not Mann-Whitney)" \
  bash -c "grep -q 'two-proportion z' tail-table.html && grep -q 'peers slower %' tail-table.html && ! grep -q Mann-Whitney tail-table.html"

finish
