#!/usr/bin/env bash
# A short target sweep (4 steps of 240 operations each, load first) against a real sharded
# database, then the report in headless Chromium: every step completed, no console errors, every
# chart drawn, one point per step on every curve, the report names the database's 3 nodes. Steps
# are counted in operations, not seconds: a step of 3 s included the client's start (driver
# connect, statements prepared), and on a ring slowed to ~8 operations/s (two CPU hogs beside it)
# one such step finished with one node seen and no point on the curve.
#   tests/sweep-real.sh mariadb   needs YCSB_BIO_SWEEP_MARIADB_URLS: the 3 shards' JDBC URLs,
#                                 ';'-separated (user ycsb, password $YCSB_DB_PASSWORD or ycsb, as bin/test's cluster)
#   tests/sweep-real.sh cassandra needs YCSB_BIO_SWEEP_CASSANDRA_HOSTS: the ring's contact points,
#                                 comma-separated (keyspace ycsb_sweep, replication factor 3)
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
  bash -c "[[ \$(grep -l '\"nodes_seen\": \"3\"' sw/steps/*/run.json | wc -l) -eq $steps ]]"
"$YCSB" report sw -o rep >report.out 2>report.err
status=$?
check "report: exit 0, curves.csv with one 'all' row per step" \
  bash -c "[[ $status -eq 0 ]] && [[ \$(grep -c ',all,all,' rep/curves.csv) -eq $steps ]]"
status_of "$WORK/rep/report.html" >status.txt
charts=$(sed -n 's/^charts=//p' status.txt)
check "report loads in Chromium, no console errors, all $charts charts non-empty" \
  page_ok status.txt rep/report.html.log "$charts"
check "one point per step on every curve ($steps)" grep -qx "curve_points=$steps" status.txt
if [[ $failed -ne 0 ]]; then
  tail -n 5 sweep.out sweep.err >&2
  find sw -name stderr.txt -exec tail -n 3 {} + >&2
fi
finish
