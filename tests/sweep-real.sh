#!/usr/bin/env bash
# A short target sweep (4 steps of 240 operations each, load first) against a real sharded
# database, then the report in headless Chromium: every step completed, no console errors, every
# chart drawn, one point per step on every curve, the report names the database's 3 nodes. Steps
# are counted in operations, not seconds: a step of 3 s included the client's start (driver
# connect, statements prepared), and on a ring slowed to ~8 operations/s (two CPU hogs beside it)
# one such step finished with one node seen and no point on the curve.
#   tests/sweep-real.sh mariadb   needs YCSB_BIO_SWEEP_MARIADB_URLS: the 3 shards' JDBC URLs,
#                                 ';'-separated (user ycsb, password $YCSB_DB_PASSWORD or ycsb, as bin/test's cluster),
#                                 and YCSB_BIO_SWEEP_MARIADB_DIR: the cluster's directory
#                                 (deploy/local/mariadb-cluster.sh, for `fault`)
#   tests/sweep-real.sh cassandra needs YCSB_BIO_SWEEP_CASSANDRA_HOSTS: the ring's contact points,
#                                 comma-separated (keyspace ycsb_sweep, replication factor 3)
# mariadb then runs two sweeps of a step at 40 ops/s and one as fast as possible: with equal
# shards it must name none first to saturate, with shard 2 held to 1 % of a core (`fault cpu`,
# needs root) it must name shard 2; and a load-phase thread sweep of the FASTA sample (below;
# needs the mariadb client). cassandra runs one short --find-max search.
# Optional: YCSB_BIO_SWEEP_TARGETS (default 200,400,800,1600). Prints one line per check and
# "N passed, M failed"; exits non-zero when anything failed.
# shellcheck source-path=SCRIPTDIR source=lib.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
# shellcheck source-path=SCRIPTDIR source=browser.sh
. "$ROOT/tests/browser.sh"

targets=${YCSB_BIO_SWEEP_TARGETS:-200,400,800,1600}
case "${1:-}" in
  mariadb)
    : "${YCSB_BIO_SWEEP_MARIADB_URLS:?set YCSB_BIO_SWEEP_MARIADB_URLS to the JDBC URLs of the 3 shards}"
    : "${YCSB_BIO_SWEEP_MARIADB_DIR:?set YCSB_BIO_SWEEP_MARIADB_DIR to the cluster directory (mariadb-cluster.sh)}"
    printf 'db.url=%s\ndb.user=ycsb\ndb.passwd=%s\ndb.batchsize=100\n' \
      "$YCSB_BIO_SWEEP_MARIADB_URLS" "${YCSB_DB_PASSWORD:-ycsb}" >db.properties
    binding=jdbc ;;
  cassandra)
    : "${YCSB_BIO_SWEEP_CASSANDRA_HOSTS:?set YCSB_BIO_SWEEP_CASSANDRA_HOSTS to the contact points of the ring}"
    printf 'hosts=%s\ncassandra.keyspace=ycsb_sweep\ncassandra.createschema=true\ncassandra.replicationfactor=3\n' \
      "$YCSB_BIO_SWEEP_CASSANDRA_HOSTS" >db.properties
    binding=cassandra ;;
  *) echo "usage: tests/sweep-real.sh mariadb|cassandra" >&2; exit 2 ;;
esac
steps=$(tr ',' '\n' <<<"$targets" | grep -c .)

timeout 600 "$YCSB" sweep "$binding" -P "$ROOT/workloads/workloada" -P db.properties \
  -p recordcount=5000 -p bio.interval=1s --target "$targets" --threads 8 --ops 240 \
  --go-on -o sw >sweep.out 2>sweep.err
status=$?
check "$1 sweep of $steps target steps: exit 0" test "$status" -eq 0
check "every step completed (manifest)" \
  bash -c "[[ \$(grep -c '\"status\" : \"completed\"' sw/sweep.json) -eq $((steps + 1)) ]]"
check "each step saw the 3 nodes" \
  bash -c "[[ \$(grep -l '\"nodes_seen\": \"3\"' sw/steps/*/$RUN_JSON | wc -l) -eq $steps ]]"
"$YCSB" report sw -o rep >report.out 2>report.err
status=$?
check "report: exit 0, curves.csv with one 'all' row per step" \
  bash -c "[[ $status -eq 0 ]] && [[ \$(grep -c ',all,all,' rep/$CURVES_CSV) -eq $steps ]]"
status_of "$WORK/rep/$REPORT_HTML" >status.txt
charts=$(sed -n 's/^charts=//p' status.txt)
check "report loads in Chromium, no console errors, all $charts charts non-empty" \
  page_ok status.txt rep/$REPORT_HTML.log "$charts"
check "one point per step on every curve ($steps)" grep -qx "curve_points=$steps" status.txt

if [[ $1 == cassandra ]]; then
  # --find-max, kept short: the step as fast as possible and two bisection steps of 4 s (steps
  # counted in operations would last minutes at a low target on a slowed ring)
  timeout 300 "$YCSB" sweep cassandra -P "$ROOT/workloads/workloada" -P db.properties \
    -p recordcount=5000 --find-max --max-steps 3 --threads 8 --duration 4s --no-load -o fm \
    >fm.out 2>fm.err
  status=$?
  check "--find-max on the ring: exit 0, 3 steps completed, what it found in sweep.json" \
    bash -c "[[ $status -eq 0 && \$(grep -c '\"status\" : \"completed\"' fm/sweep.json) -eq 3 ]] && grep -q '\"maxTarget\" : ' fm/sweep.json"
  check "--find-max ends with the highest offered load within p99 100 ms, or why none held" \
    grep -qE '^sweep: Highest offered load within p99 100.0 ms \(--find-max, 3 steps\): ([0-9]+ ops/s \(step 0[23]-threads-8-target-[0-9]+: achieved|none of the targets tried held it)' fm.out
  "$YCSB" report fm -o fm-rep >fm-rep.out 2>fm-rep.err
  status_of "$WORK/fm-rep/report.html" >fm-status.txt
  charts=$(sed -n 's/^charts=//p' fm-status.txt)
  check "--find-max report loads in Chromium, no console errors, all $charts charts non-empty" \
    page_ok fm-status.txt fm-rep/report.html.log "$charts"
fi

# mariadb: a load-phase thread sweep, the shape of the thesis' write curve (seed 000 section 5.2,
# Figure 5.1: write throughput against client workers), on the FASTA sample, each step into
# emptied tables. Every shard first gets a row in each FASTA table that no step writes; after the
# sweep it must be gone. Each step inserts the same keys, so a table not emptied before a step
# makes that step's inserts fail as duplicates; the shards must end up holding exactly the last
# step's records, and usertable (the target sweep's, not the workload's) must keep its rows.
shard_url() { # shard index (0-based) -> sets BASH_REMATCH to host, port, database
  [[ $(cut -d';' -f$(($1 + 1)) <<<"$YCSB_BIO_SWEEP_MARIADB_URLS") =~ \
    ^jdbc:mariadb://([^:/]+):([0-9]+)/([A-Za-z0-9_]+) ]]
}
shard_sql() { # shard index (0-based), SQL -> tab-separated rows; the password stays off argv
  shard_url "$1" || return 1
  MYSQL_PWD=${YCSB_DB_PASSWORD:-ycsb} mariadb -h "${BASH_REMATCH[1]}" -P "${BASH_REMATCH[2]}" \
    -u ycsb -N -B "${BASH_REMATCH[3]}" -e "$2"
}
fasta_tables=(task rna gs align)
load_sweep() {
  local shard t
  for shard in 0 1 2; do
    for t in "${fasta_tables[@]}"; do
      shard_sql "$shard" "CREATE TABLE IF NOT EXISTS \`$t\` (\`YCSB_KEY\` VARCHAR(255) NOT NULL
        PRIMARY KEY) DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin;
        INSERT IGNORE INTO \`$t\` (\`YCSB_KEY\`) VALUES ('leftover-of-an-earlier-load')" || return 1
    done
  done
  timeout 600 "$YCSB" sweep jdbc -P "$ROOT/workloads/fasta" -P db.properties \
    -p "fasta.files=$ROOT/workloads/ssearch-sample/*.m10.gz" -p bio.interval=1s \
    --phase load --threads 1,2,3 -o sw-load >load.out 2>load.err
}
load_steps_clean() { # every step completed without a failed operation, in a load-phase manifest
  [[ $(grep -c '"status" : "completed"' sw-load/sweep.json) -eq 3 ]] &&
    grep -q '"phase" : "load"' sw-load/sweep.json && ! grep -q 'operations failed' sw-load/sweep.json &&
    ! grep -q '^\[INSERT.*Return=ERROR' sw-load/steps/*/stdout.txt
}
node_inserts() { # a step's stdout -> "host:port count" per shard, sorted
  sed -n 's/^\[INSERT@\(.*\)\], Return=OK, \([0-9]*\)$/\1 \2/p' "$1" | sort
}
same_inserts_each_step() { # every step: 3 shards, the same count on each as the other steps
  local d
  for d in sw-load/steps/*/; do node_inserts "$d/stdout.txt" >"$d/inserts.txt"; done
  [[ $(find sw-load/steps -name inserts.txt | wc -l) -eq 3 ]] &&
    [[ $(cat sw-load/steps/*/inserts.txt | sort -u | wc -l) -eq 3 ]] &&
    ! grep -q ' 0$' sw-load/steps/*/inserts.txt
}
shard_rows() { # "host:port rows" per shard over the 4 FASTA tables, sorted
  local shard t n
  for shard in 0 1 2; do
    n=0
    for t in "${fasta_tables[@]}"; do
      n=$((n + $(shard_sql "$shard" "SELECT COUNT(*) FROM \`$t\`"))) || return 1
    done
    shard_url "$shard" && echo "${BASH_REMATCH[1]}:${BASH_REMATCH[2]} $n"
  done | sort
}
leftovers() { # rows of the planted key left in any FASTA table of any shard
  local shard t n=0
  for shard in 0 1 2; do
    for t in "${fasta_tables[@]}"; do
      n=$((n + $(shard_sql "$shard" "SELECT COUNT(*) FROM \`$t\` WHERE YCSB_KEY LIKE 'leftover%'")))
    done
  done
  echo "$n"
}
# mariadb: which shard saturates first, in a step at 40 ops/s and one as fast as possible, 6 s
# each (steps of a few hundred operations are too short: one shard descheduled for a few hundred
# ms on a busy machine moves its median). With shard 2 held to 1 % of a core the 8 closed-loop
# threads pile up at it, its median rising many times while the others' stays.
saturation_sweep() { # directory
  timeout 300 "$YCSB" sweep jdbc -P "$ROOT/workloads/workloada" -P db.properties \
    -p recordcount=5000 --target 40,max --threads 8 --duration 6s --no-load -o "$1" \
    >"$1.out" 2>"$1.err"
}
fault_sweep() {
  "$ROOT/deploy/local/mariadb-cluster.sh" fault 2 cpu "$YCSB_BIO_SWEEP_MARIADB_DIR" 1 >fault.out 2>&1 ||
    return 1
  saturation_sweep sw-fault
  local status=$?
  "$ROOT/deploy/local/mariadb-cluster.sh" unfault 2 "$YCSB_BIO_SWEEP_MARIADB_DIR" >>fault.out 2>&1 &&
    return "$status"
}
if [[ $1 == mariadb ]]; then
  saturation_sweep sw-equal
  status=$?
  check "equal shards, 40 ops/s then as fast as possible: the sweep names none first to saturate" \
    bash -c "[[ $status -eq 0 ]] && grep -q '^sweep: No node saturated first: ' sw-equal.out"
  fault_sweep
  status=$?
  shard_url 1
  held="${BASH_REMATCH[1]}_${BASH_REMATCH[2]}"
  check "shard 2 ($held) held to 1 % of a core: the sweep names it first to saturate" \
    bash -c "[[ $status -eq 0 ]] && grep -q '^sweep: First to saturate: $held, at step 02-threads-8-target-max' sw-fault.out"
  load_sweep
  status=$?
  check "load-phase sweep, threads 1,2,3: exit 0" test "$status" -eq 0
  check "3 load steps completed, no insert failed (manifest, YCSB's counts)" load_steps_clean
  check "the binding emptied the 4 FASTA tables before each step" \
    test "$(cat sw-load/reset/*/stdout.txt | grep -cx 'empty: jdbc: emptied task, rna, gs, align')" -eq 3
  check "each step inserted the same records on each of the 3 shards" same_inserts_each_step
  shard_rows >rows.txt
  check "the shards hold exactly the last step's records ($(tr '\n' ' ' <rows.txt))" \
    cmp -s rows.txt sw-load/steps/03-threads-3-target-max/inserts.txt
  check "no leftover of the load before the sweep" test "$(leftovers)" = 0
  check "usertable, which the FASTA load does not write, kept its rows" \
    test "$(shard_sql 0 'SELECT COUNT(*) FROM usertable')" -gt 0
  "$YCSB" report sw-load -o rep-load >report-load.out 2>report-load.err
  status=$?
  check "report of the load sweep: exit 0, named a load phase, one 'all' row per thread count" \
    bash -c "[[ $status -eq 0 ]] && grep -q '^== sw-load (jdbc: load phase) ==' report-load.out && [[ \$(grep ',all,all,' rep-load/$CURVES_CSV | cut -d, -f5 | tr '\n' ' ') == '1 2 3 ' ]]"
  status_of "$WORK/rep-load/$REPORT_HTML" >status-load.txt
  charts=$(sed -n 's/^charts=//p' status-load.txt)
  check "load report loads in Chromium, no console errors, all $charts charts non-empty" \
    page_ok status-load.txt rep-load/$REPORT_HTML.log "$charts"
  check "one point per load step on every curve (3)" grep -qx "curve_points=3" status-load.txt
fi
if [[ $failed -ne 0 ]]; then
  tail -n 5 sweep.out sweep.err >&2
  find sw -name stderr.txt -exec tail -n 3 {} + >&2
  [[ ! -e load.out ]] || tail -n 5 load.out load.err >&2
  [[ ! -e sw-equal.out ]] || tail -n 3 sw-equal.out sw-equal.err >&2
  [[ ! -e sw-fault.out ]] || tail -n 3 fault.out sw-fault.out sw-fault.err >&2
  [[ ! -e fm.out ]] || tail -n 5 fm.out fm.err >&2
fi
finish
