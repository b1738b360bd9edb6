#!/usr/bin/env bash
# End-to-end check of `bin/ycsb sweep` and the sweep report on the simulated cluster: 5 nodes of
# 1000 ops/s each except node3 at 500 ops/s (the cluster saturates near 2500 ops/s), 4 target
# steps of 2 s. Checks the manifest, the progress lines, run identity in run.json, --resume,
# failed steps (a jdbc sweep against a port nothing listens on), and the report in headless
# Chromium: no console errors, every chart drawn, one point per completed step on every curve,
# node3 named first to saturate, the failed steps listed. Prints one line per check and
# "N passed, M failed"; exits non-zero when anything failed.
# shellcheck source-path=SCRIPTDIR source=lib.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
# shellcheck source-path=SCRIPTDIR source=browser.sh
. "$ROOT/tests/browser.sh"

steps_with() { # manifest, status -> number of steps with that status
  grep -c "\"status\" : \"$2\"" "$1" || true
}

sweep_args=(sim -P "$ROOT/workloads/workloada" --target 800,1600,3200,4800 --threads 32
  --duration 2s -p recordcount=2000 -p sim.capacity=1000 -p sim.node.3.capacity=500
  -p bio.interval=1s -l half-node3 -o sw)
timeout 300 "$YCSB" sweep "${sweep_args[@]}" >sweep.out 2>sweep.err
status=$?
check "sweep of 4 target steps on sim: exit 0" test "$status" -eq 0
check "one progress line per step (k of 4, target, achieved, p99, ETA)" \
  bash -c "[[ \$(grep -cE '^sweep: step [1-4]/4 threads 32, target [0-9]+: (achieved [0-9]+ ops/s, p99 [0-9.]+ (ms|us) \(intended\); ETA [0-9]+m[0-9]+s|skipped: .*)$' sweep.out) -eq 4 ]]"
check "manifest: load completed, 4 steps, none failed or pending" \
  bash -c "grep -q '\"dir\" : \"load\"' sw/sweep.json && [[ \$(grep -c '\"name\" : \"0[1-4]-threads-32-target-' sw/sweep.json) -eq 4 ]] && ! grep -qE '\"status\" : \"(failed|pending)\"' sw/sweep.json"
completed=$(steps_with sw/sweep.json completed)
check "at least 3 steps completed (load counted too)" test "$completed" -ge 4
check "a step's run.json carries its identity: target, threads, label, nodes seen" \
  bash -c "grep -q '\"target_ops_per_sec\": \"1600\"' sw/steps/02-threads-32-target-1600/run.json && grep -q '\"threads\": \"32\"' sw/steps/02-threads-32-target-1600/run.json && grep -q '\"label\": \"half-node3\"' sw/steps/02-threads-32-target-1600/run.json && grep -q '\"nodes_seen\": \"5\"' sw/steps/02-threads-32-target-1600/run.json"

timeout 120 "$YCSB" sweep "${sweep_args[@]}" --resume >resume.out 2>resume.err
status=$?
check "--resume of a finished sweep: exit 0, runs nothing again" \
  bash -c "[[ $status -eq 0 ]] && [[ \$(grep -cE 'completed before, not run again|skipped: ' resume.out) -eq 4 ]]"
timeout 60 "$YCSB" sweep "${sweep_args[@]}" >again.out 2>again.err
status=$?
check "same directory without --resume: exit 2, one line" \
  bash -c "[[ $status -eq 2 ]] && grep -q '^ycsb: sweep: sw already holds a sweep' again.err"

"$YCSB" report sw -o rep --p99-bound 30ms >report.out 2>report.err
status=$?
check "report of the sweep: exit 0, report.html and curves.csv" \
  bash -c "[[ $status -eq 0 ]] && test -s rep/report.html -a -s rep/curves.csv"
check "report names node3 first to saturate" grep -q "First to saturate: node3" report.out
check "curves.csv has one 'all' row per completed step" \
  bash -c "[[ \$(grep -c ',all,all,' rep/curves.csv) -eq $((completed - 1)) ]]"
status_of "$WORK/rep/report.html" >status.txt
charts=$(sed -n 's/^charts=//p' status.txt)
check "report loads in Chromium, no console errors, all $charts charts non-empty" \
  page_ok status.txt rep/report.html.log "$charts"
check "one point per completed step on every curve ($((completed - 1)))" \
  grep -qx "curve_points=$((completed - 1))" status.txt
check "the page names node3 first to saturate" grep -qx "first_saturated=node3" status.txt

# a sweep whose steps fail: jdbc against a port nothing listens on
timeout 120 "$YCSB" sweep jdbc -P "$ROOT/workloads/workloada" --no-load --target 100,200 \
  --duration 1s -p db.url="jdbc:mariadb://127.0.0.1:9/none" -p db.user=nobody \
  --on-error continue -o bad >bad.out 2>bad.err
status=$?
check "failing steps with --on-error continue: exit 1, both recorded failed with a reason" \
  bash -c "[[ $status -eq 1 ]] && [[ \$(grep -c '\"status\" : \"failed\"' bad/sweep.json) -eq 2 ]] && [[ \$(grep -c 'FAILED: ' bad.out) -eq 2 ]]"
timeout 120 "$YCSB" sweep jdbc -P "$ROOT/workloads/workloada" --no-load --target 100,200 \
  --duration 1s -p db.url="jdbc:mariadb://127.0.0.1:9/none" -p db.user=nobody \
  --on-error stop -o bad-stop >bad-stop.out 2>bad-stop.err
status=$?
check "--on-error stop: exit 1, second step skipped" \
  bash -c "[[ $status -eq 1 ]] && [[ \$(grep -c '\"status\" : \"skipped\"' bad-stop/sweep.json) -eq 1 ]]"
"$YCSB" report sw bad -o mixed --p99-bound 30ms >mixed.out 2>mixed.err
status_of "$WORK/mixed/report.html" >mixed-status.txt
charts=$(sed -n 's/^charts=//p' mixed-status.txt)
check "two sweeps compared (one all failed): loads, no errors, charts non-empty" \
  page_ok mixed-status.txt mixed/report.html.log "$charts"
check "the failed steps are listed on the page" grep -qx "failed_steps=2" mixed-status.txt

finish
