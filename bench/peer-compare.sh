#!/usr/bin/env bash
# Our client against go-ycsb and upstream YCSB 0.17.0 on one server, on identical key sequences
# (docs/performance.md, "Peer comparison"): MariaDB/MySQL (our `jdbc`, go-ycsb `mysql`, upstream
# `jdbc`) or Cassandra (our `cassandra`, go-ycsb `cassandra`, upstream `cassandra-cql`).
# Builds no peer: it takes the paths of builds you already have.
#   bench/peer-compare.sh --go-ycsb PATH --upstream DIR [--system mariadb|cassandra]
#     [--mariadb HOST:PORT | --cassandra HOST:PORT] [--records N] [--operations N] [--threads N]
#     [--rounds N] [--orders "ordered hashed"] [--tools "ours go-ycsb upstream"] [--csv FILE]
#     [--client-cpus LIST --server-cpus LIST] [--target OPS_PER_S]
# Every option also reads an environment variable (in brackets, with the default):
#   --system      [SYSTEM=mariadb]     which server and bindings: mariadb or cassandra
#   --go-ycsb     [GO_YCSB]            the go-ycsb binary (`go build ./cmd/go-ycsb` in its checkout)
#   --upstream    [UPSTREAM_YCSB]      an upstream YCSB 0.17.0 binding as its release tarball
#                                      unpacks (ycsb-jdbc-binding-0.17.0/ or
#                                      ycsb-cassandra-binding-0.17.0/, jars under lib/). For
#                                      mariadb our bundled MariaDB Connector/J is added to its
#                                      classpath, so both Java clients use the same driver
#                                      (UPSTREAM_DRIVER_JAR to use another); for cassandra it
#                                      runs with the DataStax driver its lib/ holds (3.0.0)
#   --cassandra   [CASSANDRA=127.0.0.1:9042]  a contact point; every client gets only this one,
#                                      keyspace CASSANDRA_KEYSPACE [peercompare] (replication
#                                      factor CASSANDRA_RF [1]), consistency ONE for ours and
#                                      upstream, go-ycsb's fixed QUORUM (ONE at RF 1)
#   --mariadb     [MARIADB=127.0.0.1:3307]  the server; user, password and database from
#                                      MARIADB_USER [ycsb], MARIADB_PASSWORD [ycsb], MARIADB_DB [ycsb]
#                                      (never printed, never on a command line)
#   --records     [RECORDS=100000]     records loaded per run
#   --operations  [OPERATIONS=100000]  workload A operations per run
#   --threads     [THREADS=8]          client threads of every tool
#   --rounds      [ROUNDS=3]           rounds; each round runs every tool once per key order, the
#                                      tool order rotating between rounds
#   --orders      [ORDERS="ordered hashed"]  `ordered`: insertorder=ordered, the same keys for all
#                                      tools; `hashed`: each tool's own default (go-ycsb's keys differ)
#   --csv         [CSV=peer-compare.csv]  one line per (round, key order, phase, tool, measure)
#   --tools       [TOOLS="ours go-ycsb upstream"]  which clients run, e.g. "ours" alone to
#                                      compare OURS_URL_OPTIONS/OURS_PROPS settings between two runs
#   --target      [TARGET]             operations per second every tool is paced at, in both
#                                      phases (YCSB's and go-ycsb's `target` property), so that
#                                      the tools' latencies compare at one throughput; unset:
#                                      each runs as fast as it can, and a faster client meets
#                                      more queueing at the server in its p99
#   --client-cpus [CLIENT_CPUS]        CPUs every client process runs on (taskset's list, e.g. 0)
#   --server-cpus [SERVER_CPUS]        CPUs the server's processes (all their threads) are moved to
#                                      for the comparison (e.g. 1); their own affinity is put back
#                                      at exit. With both, client and server no longer take CPU from
#                                      each other, as on separate machines (each side has fewer
#                                      CPUs: a JVM or Go runtime sizes its threads to its set)
#   COLUMN_TYPE [LONGTEXT]             value column type of the table every tool is given
#   OURS_URL_OPTIONS []                driver options for our binding's db.url only, e.g.
#                                      useServerPrepStmts=true (docs/bindings/jdbc.md)
#   OURS_PROPS []                      extra key=value properties for our binding only, space-
#                                      separated, e.g. "db.batchsize=50", "bio.tracking=false" or
#                                      (cassandra) "cassandra.schema=columns"
# Per run: the table is dropped and created again, then the tool loads it and runs
# workloads/workloada on it. MariaDB: the same table for every tool (key VARCHAR(255),
# utf8mb4_bin, FIELD_COUNT value columns as our binding creates them). Cassandra: each tool's own
# schema, as each expects it (ours `y_id text PRIMARY KEY, fields map<text, blob>`, with
# OURS_PROPS="cassandra.schema=columns" `field0..N blob`; upstream
# `y_id varchar PRIMARY KEY, field0..N varchar`; go-ycsb `ycsb_key varchar PRIMARY KEY,
# field0..N varchar`), created through org.ycsbbio.bench.CqlStatements (no cqlsh needed). Measured per run: throughput as the tool reports it, p50/p99 per
# operation type, client CPU per operation (user+system time of the whole client process tree,
# start to exit, JVM start-up included) and server CPU per operation (/proc/PID/stat of the
# processes listening on the port, before and after: every node of a local ring; needs the server
# on this machine, else "-"), and, with the server on 127.0.0.0/8, the bytes and packets through
# the loopback interface per operation (/proc/net/dev, both directions, start to exit: what the
# client and server put on the wire, the client's connection set-up included; the counter is the
# machine's, so nothing else should talk over loopback meanwhile).
# Prints, per phase and key order, the medians over rounds and the ours/peer ratios (median of
# the rounds' paired ratios).
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
PROG=peer-compare.sh

GO_YCSB=${GO_YCSB:-} UPSTREAM_YCSB=${UPSTREAM_YCSB:-} MARIADB=${MARIADB:-127.0.0.1:3307}
SYSTEM=${SYSTEM:-mariadb} CASSANDRA=${CASSANDRA:-127.0.0.1:9042}
CASSANDRA_KEYSPACE=${CASSANDRA_KEYSPACE:-peercompare} CASSANDRA_RF=${CASSANDRA_RF:-1}
RECORDS=${RECORDS:-100000} OPERATIONS=${OPERATIONS:-100000} THREADS=${THREADS:-8}
ROUNDS=${ROUNDS:-3} ORDERS=${ORDERS:-ordered hashed} CSV=${CSV:-peer-compare.csv}
TOOLS=${TOOLS:-ours go-ycsb upstream} CLIENT_CPUS=${CLIENT_CPUS:-} SERVER_CPUS=${SERVER_CPUS:-}
TARGET=${TARGET:-}
COLUMN_TYPE=${COLUMN_TYPE:-LONGTEXT} OURS_URL_OPTIONS=${OURS_URL_OPTIONS:-} OURS_PROPS=${OURS_PROPS:-}
die() { echo "$PROG: $*" >&2; exit 2; }

while (($#)); do
  [[ $# -ge 2 ]] || die "$1: needs a value (see the header of bench/$PROG)"
  case $1 in
    --go-ycsb) GO_YCSB=$2 ;; --upstream) UPSTREAM_YCSB=$2 ;; --mariadb) MARIADB=$2 ;;
    --system) SYSTEM=$2 ;; --cassandra) CASSANDRA=$2 ;;
    --records) RECORDS=$2 ;; --operations) OPERATIONS=$2 ;; --threads) THREADS=$2 ;;
    --rounds) ROUNDS=$2 ;; --orders) ORDERS=$2 ;; --csv) CSV=$2 ;; --tools) TOOLS=$2 ;;
    --client-cpus) CLIENT_CPUS=$2 ;; --server-cpus) SERVER_CPUS=$2 ;; --target) TARGET=$2 ;;
    *) die "$1: unknown option (see the header of bench/$PROG)" ;;
  esac
  shift 2
done

case $SYSTEM in
  mariadb) up_binding=jdbc ;;
  cassandra) up_binding=cassandra ;;
  *) die "--system $SYSTEM: expected mariadb or cassandra" ;;
esac
read -r -a tools <<<"$TOOLS"
((${#tools[@]})) || die "--tools: empty"
for t in "${tools[@]}"; do [[ $t =~ ^(ours|go-ycsb|upstream)$ ]] || die "--tools: $t: expected ours, go-ycsb or upstream"; done
if [[ " $TOOLS " == *" go-ycsb "* ]]; then
  [[ -n $GO_YCSB ]] || die "no go-ycsb binary: pass --go-ycsb PATH or set GO_YCSB"
  [[ -f $GO_YCSB && -x $GO_YCSB ]] || die "--go-ycsb $GO_YCSB: no such executable file"
fi
if [[ " $TOOLS " == *" upstream "* ]]; then
  [[ -n $UPSTREAM_YCSB ]] || die "no upstream YCSB: pass --upstream DIR or set UPSTREAM_YCSB"
  compgen -G "$UPSTREAM_YCSB/lib/core-0.17.0.jar" >/dev/null ||
    die "--upstream $UPSTREAM_YCSB: no lib/core-0.17.0.jar there (expected the unpacked ycsb-$up_binding-binding-0.17.0 tarball)"
  compgen -G "$UPSTREAM_YCSB/lib/$up_binding-binding-*.jar" >/dev/null ||
    die "--upstream $UPSTREAM_YCSB: no lib/$up_binding-binding-*.jar there"
fi
for v in RECORDS OPERATIONS THREADS ROUNDS CASSANDRA_RF; do
  [[ ${!v} =~ ^[1-9][0-9]*$ ]] || die "${v,,}=${!v}: must be a whole number >= 1"
done
[[ -z $TARGET || $TARGET =~ ^[1-9][0-9]*$ ]] || die "target=$TARGET: must be a whole number >= 1 (operations per second)"
if [[ $SYSTEM == mariadb ]]; then server=$MARIADB; else server=$CASSANDRA; fi
[[ $server =~ ^([^:]+):([0-9]+)$ ]] || die "--$SYSTEM $server: expected HOST:PORT"
DB_HOST=${BASH_REMATCH[1]} DB_PORT=${BASH_REMATCH[2]}
[[ $CASSANDRA_KEYSPACE =~ ^[a-z][a-z0-9_]{0,47}$ ]] || die "CASSANDRA_KEYSPACE=$CASSANDRA_KEYSPACE: expected [a-z][a-z0-9_]{0,47}"
for o in $ORDERS; do [[ $o == ordered || $o == hashed ]] || die "--orders: $o: expected ordered or hashed"; done
ours_props=()
for kv in $OURS_PROPS; do [[ $kv == ?*=* ]] || die "OURS_PROPS: $kv: expected key=value"; ours_props+=(-p "$kv"); done
[[ $OURS_URL_OPTIONS =~ ^[A-Za-z0-9_.=\&-]*$ ]] || die "OURS_URL_OPTIONS=$OURS_URL_OPTIONS: expected name=value pairs joined by &"
for v in CLIENT_CPUS SERVER_CPUS; do
  [[ ${!v} =~ ^([0-9]+(-[0-9]+)?(,[0-9]+(-[0-9]+)?)*)?$ ]] || die "${v,,}=${!v}: expected a CPU list such as 0 or 0-1,3"
done
client_prefix=()
[[ -z $CLIENT_CPUS ]] || client_prefix=(taskset -c "$CLIENT_CPUS")
[[ $COLUMN_TYPE =~ ^[A-Za-z]+(\([0-9]+\))?$ ]] || die "COLUMN_TYPE=$COLUMN_TYPE: expected an SQL type such as LONGTEXT or VARCHAR(100)"

WORKLOAD=$ROOT/workloads/workloada
FIELD_COUNT=$(sed -n 's/^fieldcount=//p' "$WORKLOAD")
OUT=$(mktemp -d)
restore_server() { # puts back the server threads' affinity that pin_server saved, if it did
  local tid mask
  [[ -f $OUT/affinity ]] || return 0
  while read -r tid mask; do taskset -p "$mask" "$tid" >/dev/null 2>&1 || true; done <"$OUT/affinity"
}
trap 'restore_server; rm -rf "$OUT"' EXIT
"$ROOT/bin/ycsb" list >/dev/null   # build first, outside the timed runs

if [[ $SYSTEM == mariadb ]]; then
SQL=$(command -v mariadb || command -v mysql) || die "needs the mariadb (or mysql) command-line client"
DRIVER=${UPSTREAM_DRIVER_JAR:-$(compgen -G "$ROOT/bindings/jdbc/target/lib/mariadb-java-client-*.jar" | head -n 1)}
[[ -f $DRIVER ]] || die "no MariaDB Connector/J jar under bindings/jdbc/target/lib (set UPSTREAM_DRIVER_JAR)"
# Credentials go into files of this run's private directory only (mode 700, removed at exit).
user=${MARIADB_USER:-ycsb} pass=${MARIADB_PASSWORD:-ycsb} db=${MARIADB_DB:-ycsb}
printf '[client]\nuser=%s\npassword=%s\nhost=%s\nport=%s\n' "$user" "$pass" "$DB_HOST" "$DB_PORT" >"$OUT/client.cnf"
url="jdbc:mariadb://$DB_HOST:$DB_PORT/$db"
printf 'db.url=%s\ndb.user=%s\ndb.passwd=%s\n' "$url${OURS_URL_OPTIONS:+?$OURS_URL_OPTIONS}" "$user" "$pass" >"$OUT/ours.properties"
printf 'db.driver=org.mariadb.jdbc.Driver\ndb.url=%s\ndb.user=%s\ndb.passwd=%s\n' "$url" "$user" "$pass" >"$OUT/upstream.properties"
printf 'workload=core\nmysql.host=%s\nmysql.port=%s\nmysql.user=%s\nmysql.password=%s\nmysql.db=%s\n' \
  "$DB_HOST" "$DB_PORT" "$user" "$pass" "$db" >"$OUT/go.properties"
redact() { # replaces the password by *** (go-ycsb prints its properties, password included)
  REDACT="$pass" awk 'BEGIN { p = ENVIRON["REDACT"] }
    { if (p != "") while ((i = index($0, p)) > 0) $0 = substr($0, 1, i - 1) "***" substr($0, i + length(p)); print }'
}

sql() { "$SQL" --defaults-extra-file="$OUT/client.cnf" --batch --skip-column-names "$db" -e "$1"; }
sql 'SELECT 1' >/dev/null 2>"$OUT/sql.err" ||
  die "cannot connect to $MARIADB as $user: $(redact <"$OUT/sql.err" | head -n 1)"
recreate_table() { # TOOL (the same table for every tool)
  local cols="" i
  for ((i = 0; i < FIELD_COUNT; i++)); do cols+=", field$i $COLUMN_TYPE"; done
  sql "DROP TABLE IF EXISTS usertable; CREATE TABLE usertable (YCSB_KEY VARCHAR(255) NOT NULL PRIMARY KEY$cols) DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin"
}
else # cassandra
pass="" # no credentials
(cd "$ROOT" && mvn -q -B -o package -DskipTests -pl bench -am >"$OUT/bench-build.log" 2>&1) ||
  { tail -n 20 "$OUT/bench-build.log" >&2; die "could not build bench/ (CqlStatements)"; }
cql() { java -cp "$ROOT/bench/target/classes:$ROOT/bench/target/lib/*" org.ycsbbio.bench.CqlStatements "$DB_HOST" "$DB_PORT" "$@"; }
redact() { cat; }
ks=$CASSANDRA_KEYSPACE
cql "CREATE KEYSPACE IF NOT EXISTS $ks WITH replication = {'class': 'SimpleStrategy', 'replication_factor': $CASSANDRA_RF}" ||
  die "cannot create keyspace $ks through $CASSANDRA"
recreate_table() { # TOOL: that tool's schema (see the header)
  local cols="" i key=y_id
  for ((i = 0; i < FIELD_COUNT; i++)); do cols+=", field$i varchar"; done
  case $1 in
    ours) [[ " $OURS_PROPS " == *" cassandra.schema=columns "* ]] && cols=${cols//varchar/blob} ||
            cols=", fields map<text, blob>" ;;
    go-ycsb) key=ycsb_key ;;
  esac
  cql "DROP TABLE IF EXISTS $ks.usertable" "CREATE TABLE $ks.usertable ($key varchar PRIMARY KEY$cols)"
}
fi

# Every local process listening on the port: the server, or every node of a local ring (SERVER_PID
# to name them yourself, space-separated).
SERVER_PID=${SERVER_PID:-$(ss -Hltnp "sport = :$DB_PORT" 2>/dev/null | sed -n 's/.*pid=\([0-9]*\).*/\1/p' | sort -u | tr '\n' ' ')}
for pid in $SERVER_PID; do
  [[ -r /proc/$pid/stat ]] || { SERVER_PID=""; break; }
done
[[ -n ${SERVER_PID// /} ]] ||
  { echo "$PROG: no local process listens on port $DB_PORT: server CPU is not measured" >&2; SERVER_PID=""; }
# pin_server: moves every thread of the server processes to SERVER_CPUS, after writing each
# thread's own affinity to $OUT/affinity; the exit trap puts it back (restore_server). Threads the
# server starts meanwhile inherit the pinned set and keep it until the server restarts.
pin_server() {
  local pid tid
  [[ -n $SERVER_CPUS ]] || return 0
  [[ -n $SERVER_PID ]] || die "--server-cpus: no local server process to pin"
  for pid in $SERVER_PID; do
    for tid in $(ls "/proc/$pid/task"); do
      echo "$tid $(taskset -p "$tid" | sed 's/.*: //')" >>"$OUT/affinity"
    done
  done
  for pid in $SERVER_PID; do taskset -a -p -c "$SERVER_CPUS" "$pid" >/dev/null || die "--server-cpus $SERVER_CPUS: taskset failed on pid $pid"; done
}
pin_server
TICK_US=$((1000000 / $(getconf CLK_TCK)))
server_ticks() { # utime + stime of the server processes, in clock ticks (fields 14 and 15 of /proc/PID/stat)
  local pid
  [[ -n $SERVER_PID ]] || { echo 0; return; }
  for pid in $SERVER_PID; do sed 's/^.*) //' "/proc/$pid/stat"; done | awk '{ t += $12 + $13 } END { print t }'
}

# loopback_counters: "bytes packets" received on lo so far (each loopback packet is received once)
loopback_counters() {
  awk '/^ *lo:/ { sub(/^ *lo:/, ""); print $1, $2 }' /proc/net/dev
}
ON_LOOPBACK=""
[[ $DB_HOST =~ ^127\.[0-9]+\.[0-9]+\.[0-9]+$ || $DB_HOST == localhost ]] && [[ -n $(loopback_counters) ]] && ON_LOOPBACK=1

# launch TOOL PHASE ORDER LOG: runs one client process; its output goes to LOG, the user and
# system seconds of the whole process tree to LOG.cpu (bash `times`, children's line).
launch() {
  local tool=$1 phase=$2 order=$3 log=$4 count
  local props=(-p insertorder="$order" -p recordcount="$RECORDS" -p operationcount="$OPERATIONS")
  [[ -z $TARGET ]] || props+=(-p target="$TARGET")
  local cmd upstream_flag=-load
  [[ $phase == run ]] && upstream_flag=-t   # YCSB's Client: -load or -t (transactions)
  # shellcheck disable=SC2054 # the commas are inside a value (50,99)
  case $SYSTEM/$tool in
    cassandra/ours) cmd=("$ROOT/bin/ycsb" "$phase" cassandra -P "$WORKLOAD" -p hosts="$DB_HOST" -p port="$DB_PORT"
          -p cassandra.keyspace="$ks" -threads "$THREADS" "${props[@]}" -p hdrhistogram.percentiles=50,99
          -p bio.results="$log.results" "${ours_props[@]}") ;;
    cassandra/upstream) cmd=(java -cp "$UPSTREAM_YCSB/lib/*" site.ycsb.Client "$upstream_flag" -db site.ycsb.db.CassandraCQLClient
          -P "$WORKLOAD" -p hosts="$DB_HOST" -p port="$DB_PORT" -p cassandra.keyspace="$ks" -threads "$THREADS"
          "${props[@]}" -p hdrhistogram.percentiles=50,99 -s) ;;
    cassandra/go-ycsb) cmd=("$GO_YCSB" "$phase" cassandra -P "$WORKLOAD" -p cassandra.cluster="$DB_HOST:$DB_PORT"
          -p cassandra.keyspace="$ks" --threads "$THREADS" "${props[@]}") ;;
    */ours) cmd=("$ROOT/bin/ycsb" "$phase" jdbc -P "$WORKLOAD" -P "$OUT/ours.properties" -threads "$THREADS"
          "${props[@]}" -p hdrhistogram.percentiles=50,99 -p bio.results="$log.results" "${ours_props[@]}") ;;
    */upstream) cmd=(java -cp "$UPSTREAM_YCSB/lib/*:$DRIVER" site.ycsb.Client "$upstream_flag" -db site.ycsb.db.JdbcDBClient
          -P "$WORKLOAD" -P "$OUT/upstream.properties" -threads "$THREADS" "${props[@]}"
          -p hdrhistogram.percentiles=50,99 -s) ;;
    */go-ycsb) cmd=("$GO_YCSB" "$phase" mysql -P "$WORKLOAD" -P "$OUT/go.properties" --threads "$THREADS" "${props[@]}") ;;
  esac
  [[ $phase == load ]] && count=$RECORDS || count=$OPERATIONS
  # `times` in the same shell (not in a pipeline): its second line is the children's CPU time
  if ! bash -c '"$@" >"$0" 2>&1; rc=$?; times >"$0.cpu"; exit $rc' "$log" "${client_prefix[@]}" "${cmd[@]}" ||
    ! parse "$tool" "$log" | grep -q '^throughput_ops_s '; then
    echo "$PROG: $tool $phase ($order) failed or printed no throughput; last lines of its output:" >&2
    redact <"$log" | tail -n 15 >&2
    return 1
  fi
  echo "$count"
}

# parse TOOL LOG: "measure value" lines: throughput and p50/p99 (µs) of each operation type.
parse() {
  if [[ $1 == go-ycsb ]]; then
    # go-ycsb prints its summary after "Run finished": "OP - Takes(s): .., Count: .., OPS: ..,
    # .. 50th(us): .., .. 99th(us): .."; TOTAL counts every operation
    awk '/^Run finished/ { done = 1; next } done && / - Takes\(s\)/ {
        op = $1; sub(/ .*/, "", op)
        for (i = 1; i <= NF; i++) { f = $i; gsub(/,/, "", f); v = $(i + 1); gsub(/,/, "", v)
          if (f == "OPS:" && op == "TOTAL") print "throughput_ops_s", v
          if (f == "50th(us):" && op != "TOTAL") print op "_p50_us", v
          if (f == "99th(us):" && op != "TOTAL") print op "_p99_us", v
          if (f == "Count:" && op ~ /_ERROR$/) print "errors", v } }' FS=' ' "$2"
  else
    awk -F', ' '$1 == "[OVERALL]" && $2 == "Throughput(ops/sec)" { print "throughput_ops_s", $3 }
      $1 ~ /^\[(INSERT|READ|UPDATE)\]$/ && $2 ~ /^(50|99)thPercentileLatency/ {
        op = substr($1, 2, length($1) - 2); print op "_p" substr($2, 1, 2) "_us", $3 }
      $1 ~ /-FAILED\]$/ && $2 == "Operations" { print "errors", $3 }' "$2"
  fi
}

seconds() { # user + system seconds of the children, from bash `times` ("0m1.250s 0m0.310s", line 2)
  awk 'NR == 2 { for (i = 1; i <= NF; i++) { split($i, a, /[ms]/); t += a[1] * 60 + a[2] } } END { print t + 0 }' "$1"
}

echo "time,round,order,phase,tool,measure,value" >"$CSV"
echo "$PROG: $SYSTEM $server (pid ${SERVER_PID:--}), load average $(cut -d' ' -f1-3 /proc/loadavg), records=$RECORDS operations=$OPERATIONS threads=$THREADS rounds=$ROUNDS orders=[$ORDERS] columns=$COLUMN_TYPE cpus: client [${CLIENT_CPUS:-all}] server [${SERVER_CPUS:-all}] target [${TARGET:-none}] ours: url options [$OURS_URL_OPTIONS] properties [$OURS_PROPS]" >&2
for round in $(seq 1 "$ROUNDS"); do
  # rotate the tool order so that drift in machine load hits every tool alike
  shift_by=$(((round - 1) % ${#tools[@]}))
  order_of_tools=("${tools[@]:shift_by}" "${tools[@]:0:shift_by}")
  for order in $ORDERS; do
    for tool in "${order_of_tools[@]}"; do
      recreate_table "$tool"
      for phase in load run; do
        log="$OUT/$tool-$order-$phase.log"
        before=$(server_ticks) wire_before=$(loopback_counters)
        count=$(launch "$tool" "$phase" "$order" "$log") || continue 2
        after=$(server_ticks) wire_after=$(loopback_counters)
        {
          parse "$tool" "$log"
          awk -v s="$(seconds "$log.cpu")" -v n="$count" 'BEGIN { printf "client_cpu_us_per_op %.1f\n", s * 1e6 / n }'
          [[ -z $SERVER_PID ]] ||
            awk -v t=$((after - before)) -v u="$TICK_US" -v n="$count" 'BEGIN { printf "server_cpu_us_per_op %.1f\n", t * u / n }'
          [[ -z $ON_LOOPBACK ]] ||
            awk -v a="$wire_before" -v b="$wire_after" -v n="$count" 'BEGIN { split(a, x, " "); split(b, y, " ")
              printf "loopback_bytes_per_op %.0f\nloopback_packets_per_op %.2f\n", (y[1] - x[1]) / n, (y[2] - x[2]) / n }'
        } | while read -r measure value; do
          echo "$(date -u +%FT%TZ),$round,$order,$phase,$tool,$measure,$value"
        done >>"$CSV"
        printf '%s: round %d %-7s %-4s %-8s %s\n' "$PROG" "$round" "$order" "$phase" "$tool" \
          "$(awk -F, -v r="$round" -v o="$order" -v p="$phase" -v t="$tool" \
            '$2 == r && $3 == o && $4 == p && $5 == t { printf "%s=%s ", $6, $7 }' "$CSV")" >&2
      done
    done
  done
done
awk -f "$ROOT/bench/peer-table.awk" "$CSV"
echo "CSV: $CSV"
