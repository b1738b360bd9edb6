#!/usr/bin/env bash
# Checks `bin/ycsb report` in a real headless browser (Debian's chromium, installed with apt-get
# when missing): two sim clients run at the same time against a 5-node cluster whose node3 is
# slowed to 2 ms; their report must load from disk with no console errors, every chart must
# render (data points and painted pixels, checked by the page's own status block), and node3
# must be the highlighted slow node. A report over damaged input must load cleanly too and list
# what it left out. Takes a screenshot (copied to docs/report-screenshot.png only with
# YCSB_BIO_UPDATE_SCREENSHOT=1, so a test run leaves the checkout unchanged). Prints one line per check and
# "N passed, M failed"; exits non-zero when anything failed.
# shellcheck source-path=SCRIPTDIR source=lib.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

# shellcheck source-path=SCRIPTDIR source=browser.sh
. "$ROOT/tests/browser.sh"

for c in c1 c2; do
  "$YCSB" run sim -P "$ROOT/workloads/workloada" -threads 4 -p operationcount=40000 \
    -p sim.node.3.latency=2ms -p bio.interval=1s -p "bio.results=$c" -p "bio.client.id=$c" \
    >"$c.out" 2>"$c.err" &
done
wait
"$YCSB" report c1 c2 -o out >report.out 2>report.err
check "report of two sim clients: exit 0, files written" \
  test -s out/report.html -a -s out/summary.csv -a -s out/per-node.csv
status_of "$WORK/out/report.html" >status.txt
# 1 throughput chart + per operation (READ, UPDATE): latency over time, per-node bars, per-node over time
check "loads from disk, no console errors, all 7 charts non-empty" \
  page_ok status.txt out/report.html.log 7
check "slow node3 highlighted (and only it)" grep -qx "slow_nodes=node3" status.txt
check "clients overlapped in time (sanity check says so)" grep -qF "ok: the clients' clocks overlap" out/report.html
browser --hide-scrollbars --window-size=1400,2400 --screenshot="$WORK/report-screenshot.png" \
  "file://$WORK/out/report.html" 2>/dev/null
check "screenshot taken" test -s "$WORK/report-screenshot.png"
if [[ ${YCSB_BIO_UPDATE_SCREENSHOT:-0} == 1 ]]; then cp "$WORK/report-screenshot.png" "$ROOT/docs/"; fi

mkdir photos
cp -r c2 c2-cut
log=$(ls c2-cut/hdr/READ@node1.hlog)
head -c $(($(stat -c %s "$log") - 30)) "$log" >"$log.cut" && mv "$log.cut" "$log"
status=0
"$YCSB" report c1 c2-cut photos -o damaged >damaged.out 2>damaged.err || status=$?
check "damaged input: exit 3, one stderr line naming a file" \
  bash -c "[[ $status -eq 3 && \$(grep -c '' damaged.err) -eq 1 ]] && grep -q '^ycsb: report: .*photos: not a results directory' damaged.err"
status_of "$WORK/damaged/report.html" >damaged-status.txt
check "damaged input: the rendered page lists what it left out" \
  bash -c "grep -qF 'Left out or damaged input (2)' damaged/report.html.dom && \
    grep -qF 'c2-cut/hdr/READ@node1.hlog: truncated' damaged/report.html.dom && \
    grep -qF 'photos: not a results directory' damaged/report.html.dom"
check "damaged input: charts still render, no errors" page_ok damaged-status.txt damaged/report.html.log 7

finish
