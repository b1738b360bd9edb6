#!/usr/bin/env bash
# End-to-end check of `bin/ycsb sweep` and the sweep report on the simulated cluster: 5 nodes of
# 1000 ops/s each except node3 at 500 ops/s (the cluster saturates near 2500 ops/s), 4 target
# steps of 2 s, stopped mid-step 2 and resumed. Checks the manifest, the progress lines, run
# identity in run.json, YCSB's -threads N beside a --target list and -target X beside --threads
# (the one value of what the sweep does not vary), --resume, --repeat with --warmup and --ops,
# failed steps (a jdbc sweep against a port nothing listens on), load-phase sweeps (emptied by the
# binding or a failing --reset-command; refused for riak, which cannot empty), and the report in
# headless Chromium: no console errors, every chart drawn, one point per completed step on every curve,
# node3 named first to saturate, the failed steps listed. Prints one line per check and
# "N passed, M failed"; exits non-zero when anything failed.
# shellcheck source-path=SCRIPTDIR source=lib.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
# shellcheck source-path=SCRIPTDIR source=browser.sh
. "$ROOT/tests/browser.sh"

steps_with() { # manifest, status -> number of steps with that status
  grep -c "\"status\" : \"$2\"" "$1" || true
}

# shellcheck disable=SC2054  # the commas are part of --target's value
sweep_args=(sim -P "$ROOT/workloads/workloada" --target 800,1600,3200,4800 -threads 32
  --duration 2s -p recordcount=2000 -p sim.capacity=1000 -p sim.node.3.capacity=500
  -p bio.interval=1s -l half-node3 --clients 2 --go-on -o sw)
# interrupted mid-step 2 (SIGTERM to the sweep's JVM), then resumed
"$YCSB" sweep "${sweep_args[@]}" >sweep-1.out 2>sweep-1.err &
sweep_pid=$!
for _ in $(seq 1 300); do
  grep -q '"status" : "completed"' sw/sweep.json 2>/dev/null &&
    [[ -e sw/steps/02-threads-32-target-1600/stdout.txt ]] && break
  sleep 0.2
done
step_pid=$(pgrep -P "$sweep_pid" || true)
kill -TERM "$sweep_pid"
wait "$sweep_pid"
status=$?
for _ in $(seq 1 50); do
  if [[ -z $step_pid ]] || ! kill -0 "$step_pid" 2>/dev/null; then break; fi
  sleep 0.2
done
check "sweep stopped mid-step 2: exit 143, its step's JVM ($step_pid) stopped with it" \
  bash -c "[[ $status -eq 143 && -n '$step_pid' ]] && ! kill -0 '$step_pid' 2>/dev/null"
check "the interrupted sweep kept load and step 1 completed, the rest pending" \
  bash -c "[[ \$(grep -c '\"status\" : \"completed\"' sw/sweep.json) -eq 2 && \$(grep -c '\"status\" : \"pending\"' sw/sweep.json) -eq 3 ]]"
step1_mtime=$(stat -c %Y sw/steps/01-threads-32-target-800/run.json)
timeout 300 "$YCSB" sweep "${sweep_args[@]}" --resume >sweep.out 2>sweep.err
status=$?
check "--resume: exit 0, step 1 not run again (results untouched), steps 2-4 run" \
  bash -c "[[ $status -eq 0 ]] && grep -q '^sweep: step 1/4 threads 32, target 800: completed before, not run again$' sweep.out && [[ \$(stat -c %Y sw/steps/01-threads-32-target-800/run.json) == $step1_mtime ]] && ! grep -q 'load phase' sweep.out"
check "one progress line per step run (k of 4, target, achieved, p99, whether its client was the limit, ETA)" \
  bash -c "[[ \$(grep -cE '^sweep: step [2-4]/4 threads 32, target [0-9]+: (achieved [0-9]+ ops/s, p99 [0-9.]+ (ms|us) \(intended\)(; client-limited: [^;]*; the step may have measured the client, not the database)?; ETA [0-9]+m[0-9]+s|skipped: .*)$' sweep.out) -eq 3 ]]"
check "manifest: load completed, 4 steps, none failed or pending" \
  bash -c "grep -q '\"dir\" : \"load\"' sw/sweep.json && [[ \$(grep -c '\"name\" : \"0[1-4]-threads-32-target-' sw/sweep.json) -eq 4 ]] && ! grep -qE '\"status\" : \"(failed|pending)\"' sw/sweep.json"
completed=$(steps_with sw/sweep.json completed)
check "at least 3 steps completed (load counted too)" test "$completed" -ge 4
check "a step's run.json carries its identity: target, threads, label, clients, nodes seen" \
  bash -c "grep -q '\"target_ops_per_sec\": \"1600\"' sw/steps/02-threads-32-target-1600/run.json && grep -q '\"threads\": \"32\"' sw/steps/02-threads-32-target-1600/run.json && grep -q '\"label\": \"half-node3\"' sw/steps/02-threads-32-target-1600/run.json && grep -q '\"client_count\": \"2\"' sw/steps/02-threads-32-target-1600/run.json && grep -q '\"nodes_seen\": \"5\"' sw/steps/02-threads-32-target-1600/run.json"
timeout 60 "$YCSB" sweep "${sweep_args[@]}" >again.out 2>again.err
status=$?
check "same directory without --resume: exit 2, one line" \
  bash -c "[[ $status -eq 2 ]] && grep -q '^ycsb: sweep: sw already holds a sweep' again.err"

# repeats of an operation-count step, each after a warm-up that is not counted
timeout 120 "$YCSB" sweep sim -P "$ROOT/workloads/workloada" --no-load -target 500 --threads 4 \
  --repeat 2 --warmup 1s --ops 300 -p recordcount=1000 -o rw >rw.out 2>rw.err
status=$?
ops_of() { # YCSB stdout -> operations of its READ and UPDATE lines
  awk -F', ' '$1 ~ /^\[(READ|UPDATE)\]$/ && $2 == "Operations" { n += $3 } END { print n + 0 }' "$1"
}
export -f ops_of
check "--repeat 2 --warmup 1s --ops 300: 2 steps of exactly 300 operations, warm-ups apart" \
  bash -c "[[ $status -eq 0 && \$(grep -c '\"status\" : \"completed\"' rw/sweep.json) -eq 2 ]] && [[ \$(ops_of rw/steps/01-threads-4-target-500-r1/stdout.txt) -eq 300 && \$(ops_of rw/steps/02-threads-4-target-500-r2/stdout.txt) -eq 300 ]] && [[ \$(ops_of rw/warmup/01-threads-4-target-500-r1/stdout.txt) -gt 300 ]]"
"$YCSB" report rw -o rw-rep >rw-rep.out 2>rw-rep.err
check "report of the repeats: one curve point per repetition (the spread)" \
  bash -c "[[ \$(grep -c ',all,all,' rw-rep/curves.csv) -eq 2 ]] && grep -q ',01-threads-4-target-500-r1,' rw-rep/curves.csv && grep -q ',02-threads-4-target-500-r2,' rw-rep/curves.csv"

# the bound applies to each node's service-time p99, which 32 closed-loop threads cap near
# 32 x 2 ms = 64 ms on node3 (500 ops/s, past capacity from target 3200 on) while the others stay
# at a few ms: 30 ms sits between (a machine so loaded that it adds 30 ms to a p99 fails this)
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
# load-phase sweeps: every step a load into an emptied database
timeout 120 "$YCSB" sweep sim -P "$ROOT/workloads/workloada" --phase load --threads 2,4 --ops 300 \
  -p recordcount=1000 -o ld >ld.out 2>ld.err
status=$?
inserts_of() { # YCSB stdout -> operations of its INSERT line
  awk -F', ' '$1 == "[INSERT]" && $2 == "Operations" { print $3 }' "$1"
}
export -f inserts_of
check "--phase load --threads 2,4 --ops 300: 2 loads of 300 records, each after bin/ycsb empty" \
  bash -c "[[ $status -eq 0 ]] && grep -q '\"phase\" : \"load\"' ld/sweep.json && [[ \$(grep -c '\"status\" : \"completed\"' ld/sweep.json) -eq 2 ]] && [[ \$(inserts_of ld/steps/01-threads-2-target-max/stdout.txt) -eq 300 && \$(inserts_of ld/steps/02-threads-4-target-max/stdout.txt) -eq 300 ]] && [[ \$(cat ld/reset/*/stdout.txt | grep -cx 'empty: sim: emptied usertable') -eq 2 ]] && [[ \$(grep -c '^sweep: step [12]/2 threads [24], target max: achieved ' ld.out) -eq 2 ]]"
timeout 60 "$YCSB" sweep riak -P "$ROOT/workloads/fasta" --phase load --threads 1,2 -o riak \
  >riak.out 2>riak.err
status=$?
check "riak cannot empty its tables: refused before any step, one line naming --reset-command" \
  bash -c "[[ $status -eq 2 && \$(wc -l <riak.err) -eq 1 && ! -e riak ]] && grep -q \"^ycsb: binding riak cannot empty its tables .*give --reset-command 'CMD'\" riak.err"
timeout 60 "$YCSB" sweep sim -P "$ROOT/workloads/workloada" --phase load --threads 1,2 \
  --reset-command 'echo "no such database" >&2; exit 3' -o rc >rc.out 2>rc.err
status=$?
check "a failing --reset-command fails each step with one line, and no load runs" \
  bash -c "[[ $status -eq 1 && \$(grep -c 'FAILED: emptying the database: --reset-command failed (exit status 3): no such database; ETA' rc.out) -eq 2 && ! -e rc/steps ]]"

"$YCSB" report sw bad -o mixed --p99-bound 30ms >mixed.out 2>mixed.err
status_of "$WORK/mixed/report.html" >mixed-status.txt
charts=$(sed -n 's/^charts=//p' mixed-status.txt)
check "two sweeps compared (one all failed): loads, no errors, charts non-empty" \
  page_ok mixed-status.txt mixed/report.html.log "$charts"
check "the failed steps are listed on the page" grep -qx "failed_steps=2" mixed-status.txt

finish
