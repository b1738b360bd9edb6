#!/usr/bin/env bash
# Checks `bin/ycsb report` in a real headless browser (Debian's chromium, installed with apt-get
# when missing): two sim clients run at the same time against a 5-node cluster whose node3 is
# slowed to 2 ms, while sysstat's sadc (Debian's sysstat, installed likewise) samples this
# machine every second; their report, with the host's sadf CSV, must load from disk with no
# console errors, every chart must render (data points and painted pixels, as the page's hidden
# probe reports them), the host's four charts over time and each client's own three (CPU, run-queue
# wait, GC) among them, each client's guard line shown, every chart over time must
# run from the run's start to its end, node3 must be the highlighted slow node, and none of the
# probe's counters may be in the page's visible text. A report over damaged input must load
# cleanly too and list what it left out. Takes a screenshot (copied to docs/report-screenshot.png
# only with YCSB_BIO_UPDATE_SCREENSHOT=1, so a test run leaves the checkout unchanged). Prints
# one line per check and "N passed, M failed"; exits non-zero when anything failed.
# shellcheck source-path=SCRIPTDIR source=lib.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

# shellcheck source-path=SCRIPTDIR source=browser.sh
. "$ROOT/tests/browser.sh"

debian_package sadf sysstat
# the host's metrics while the clients run: a sample every second, at most 120
/usr/lib/sysstat/sadc -F -S DISK 1 120 host.sa >sadc.log 2>&1 &
sadc_pid=$!
pids=()
for c in c1 c2; do
  "$YCSB" run sim -P "$ROOT/workloads/workloada" -threads 4 -p operationcount=40000 \
    -p sim.node.3.latency=2ms -p bio.interval=1s -p "bio.results=$c" -p "bio.client.id=$c" \
    >"$c.out" 2>"$c.err" &
  pids+=($!)
done
wait "${pids[@]}"
kill "$sadc_pid"
wait "$sadc_pid"
host=$(hostname)
mkdir -p "hosts/sysstat/$host"
for part in cpu:-u disk:"-d -p" net:"-n DEV" mem:-r; do
  # shellcheck disable=SC2086  # the report's options are words
  sadf -d -U host.sa -- ${part#*:} >"hosts/sysstat/$host/${part%%:*}.csv"
done
"$YCSB" report c1 c2 hosts -o out >report.out 2>report.err
check "report of two sim clients and the host's sysstat: exit 0, files written" \
  test -s out/report.html -a -s out/summary.csv -a -s out/per-node.csv
status_of "$WORK/out/report.html" >status.txt
# 1 throughput chart + per operation (READ, UPDATE): latency over time, per-node bars, per-node
# over time; the host's CPU iowait, CPU busy, disk util and memory used over time; the clients'
# CPU, run-queue wait and GC over time (no start lateness: the runs had no target)
check "loads from disk, no console errors, all 14 charts non-empty, no probe text visible" \
  page_ok status.txt out/report.html.log 14
check "the host's 4 charts over time drawn" grep -qx "host_charts=4" status.txt
check "the clients' own 3 charts over time drawn" grep -qx "client_charts=3" status.txt
guard_lines() { # each client's guard line, as the reader sees it
  grep -qE '^client c1: client(-limited| not the limit): ' out/report.html.visible &&
    grep -qE '^client c2: client(-limited| not the limit): ' out/report.html.visible
}
check "each client's guard line shown" guard_lines
host_row() { # the host's row of the page's host table, as the reader sees it (cells tab-separated)
  grep -q 'memory used % (mean)' out/report.html.visible && grep -q "^$host$(printf '\t')[0-9]" out/report.html.visible
}
check "the host table shows $host with its memory used" host_row
start=$(sed -n 's/^  "start_ms": \([0-9]*\),$/\1/p' c1/run.json c2/run.json | sort -n | head -n 1)
end=$(sed -n 's/^  "end_ms": \([0-9]*\),$/\1/p' c1/run.json c2/run.json | sort -n | tail -n 1)
span=$(awk -v s="$start" -v e="$end" 'BEGIN { printf "%.3f", (e - s) / 1000 }')
check "charts over time run from the first bucket's end (1 s) to the run's end ($span s after the earlier start)" \
  grep -qx "time_x=1.000..$span" status.txt
check "the host's samples lie on the same axis, from its first seconds in the run" \
  awk -F'=|[.][.]' '$1 == "host_x" { exit !($2 > 0 && $2 <= 2 && $3 > 2) }' status.txt
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
check "damaged input: charts still render, no errors, no probe text visible" \
  page_ok damaged-status.txt damaged/report.html.log 10

finish
