#!/usr/bin/env bash
# Checks that `bin/ycsb report` marks the verdict's stall intervals on the per-node time series,
# in a real headless browser (Debian's chromium, as tests/report-browser.sh installs it): a sim
# run whose node3 stalls 25 ms of every 200 ms must write its stall intervals into run.json
# (node3's, at 50 ms resolution), be named by the stall rule, and its report must load with no
# console errors and draw one stall marker per interval of run.json. Prints one line per check
# and "N passed, M failed"; exits non-zero when anything failed.
# shellcheck source-path=SCRIPTDIR source=lib.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

command -v chromium >/dev/null 2>&1 || { echo "report-stalls: needs chromium (tests/report-browser.sh installs it)" >&2; exit 1; }

"$YCSB" run sim -P "$ROOT/workloads/workloadc" -threads 8 -p operationcount=20000 \
  -p recordcount=10000 -p sim.nodes=5 -p sim.latency=500us -p sim.latency.dist=lognormal \
  -p sim.latency.sigma=0.5 -p sim.stall.node=3 -p sim.stall.every=200ms -p sim.stall.length=25ms \
  -p bio.interval=1s -p bio.verdict.stall.interval=50ms -p bio.results=stalls >run.out 2>run.err
check "stalling run: the stall rule names node3" grep -q "node3 READ: stalled in" stalls/verdict.txt
marks=$(grep -c '"node": "node3", "op": "READ"' stalls/run.json || true)
check "run.json lists node3's stall intervals ($marks)" test "$marks" -ge 5
all=$(grep -c '{"node": ' stalls/run.json || true)
"$YCSB" report stalls -o out >report.out 2>report.err
check "report written" test -s out/report.html
chromium --headless --no-sandbox --disable-gpu --disable-background-networking \
  --disable-component-update --disable-sync --no-first-run --user-data-dir="$(mktemp -d -p "$WORK")" \
  --enable-logging=stderr --v=0 --dump-dom "file://$WORK/out/report.html" >out/dom.html 2>out/browser.log
sed -n '/<pre id="status">/,/<\/pre>/p' out/dom.html | sed 's/<[^>]*>//g' >status.txt
check "loads with no console errors" bash -c "grep -qx 'errors=0' status.txt && ! grep -q CONSOLE out/browser.log"
check "one stall marker per stall interval of run.json ($all)" grep -qx "stall_marks=$all" status.txt

finish
