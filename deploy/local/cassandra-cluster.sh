#!/usr/bin/env bash
# cassandra-cluster.sh - run N real Cassandra 5.0 nodes on loopback (node i on 127.0.0.i, every
# node on ports 9042/7000) for YCSB-Bio tests and users. The server jars come from Maven Central
# (deploy/local/cassandra/pom.xml); no tarball, no system service.
#
# Usage: see `cassandra-cluster.sh help` (or usage() below).
set -euo pipefail

PROG=${0##*/}
SELF=$(readlink -f -- "${BASH_SOURCE[0]}")
HERE=$(dirname -- "$SELF")/cassandra
readonly PROG SELF HERE

# Shared helpers and the commands wipe/slow/unslow/kill/fault/unfault (contract at the top of
# the lib).
# shellcheck source-path=SCRIPTDIR source=lib/cluster-common.sh
. "$(dirname -- "$SELF")/lib/cluster-common.sh"

# ---------------------------------------------------------------- defaults --
DEFAULT_N=1
DEFAULT_BASE_DIR="${TMPDIR:-/tmp}/ycsb-bio-cassandra"
CASSANDRA_VERSION=${CASSANDRA_VERSION:-5.0.9}
JARS_DIR=${CASSANDRA_JARS_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/ycsb-bio/cassandra-$CASSANDRA_VERSION}
HEAP=${CASSANDRA_HEAP:-512m}
READY_TIMEOUT=${READY_TIMEOUT:-180}       # s to wait for a node's CQL port
STOP_TIMEOUT=${STOP_TIMEOUT:-60}          # s to wait for a clean shutdown (then SIGKILL)
SLOW_PERIOD_MS=${SLOW_PERIOD_MS:-20}      # duty-cycle period of `slow`
SLOW_MAX_SECONDS=${SLOW_MAX_SECONDS:-3600} # cycler gives up after this long
JMX_BASE_PORT=${CASSANDRA_JMX_BASE_PORT:-7200}  # node i: JMX on 127.0.0.1:JMX_BASE_PORT+i
MARKER=.ycsb-bio-cassandra-cluster        # marks a BASE_DIR as ours (for wipe)
PID_FILE=pid                               # "PID STARTTIME" of the server in a node dir
NODE_MAX=254                              # highest node number I
SLOW_DEFAULT_DUTY=75                      # % stopped by `slow` without DUTY
CQL_PORT=9042

usage() {
  cat <<EOF2
Usage: $PROG COMMAND [ARGS]

  install                   fetch Cassandra $CASSANDRA_VERSION's jars with Maven into
                            $JARS_DIR (once)
  start [N] [BASE_DIR]      start nodes 1..N (default N=$DEFAULT_N, BASE_DIR=$DEFAULT_BASE_DIR):
                            node i on 127.0.0.i:$CQL_PORT (CQL) and :7000 (storage), seed 127.0.0.1,
                            one evenly spaced token each. Waits until every CQL port answers and
                            prints "node<i> 127.0.0.<i>:$CQL_PORT ready (pid P, S ms, RSS M MB)".
                            Running nodes are left alone.
  status [BASE_DIR]         one line per node; exit 0 if all up, else 3
  stop [BASE_DIR]           clean shutdown (SIGTERM) of every node; data is kept
  wipe [BASE_DIR]           stop, then remove BASE_DIR
  slow I [BASE_DIR] [DUTY]  SIGSTOP node I for DUTY% (1..99, default 75) of every
                            SLOW_PERIOD_MS ms, in a detached cycler
  unslow I [BASE_DIR]       end the duty cycle; node I is left running
  kill I [BASE_DIR]         SIGKILL node I (fault injection)
  fault I cpu|disk|contend [BASE_DIR] [LEVEL|SIZE]
                            limit node I through a cgroup of its own: cpu = LEVEL%
                            of one core (default 10), disk = LEVEL writes/s on
                            the disk under its directory (default 20), contend =
                            a dd loop writing SIZE (default 2G) in its directory,
                            deleting it and repeating, on a disk of CONTEND_IOPS
                            op/s and CONTEND_MBPS MB/s it shares with node I;
                            needs root (docs/faults.md)
  unfault I [BASE_DIR]      end the fault; node I is left running
  help

Environment:
  CASSANDRA_HEAP=$HEAP          -Xmx of each node (-Xms is half), serial GC
  CASSANDRA_JARS_DIR        where install puts the jars (default above)
  CASSANDRA_JMX_BASE_PORT=$JMX_BASE_PORT  node i's JMX port is this + i (127.0.0.1 only)
  CASSANDRA_EXTRA_ARGS      extra JVM options, whitespace-separated
  READY_TIMEOUT=$READY_TIMEOUT         seconds to wait for a node's CQL port
  STOP_TIMEOUT=$STOP_TIMEOUT           seconds to wait for a clean shutdown (then SIGKILL)
  SLOW_PERIOD_MS=$SLOW_PERIOD_MS         duty-cycle period of slow
  SLOW_MAX_SECONDS=$SLOW_MAX_SECONDS     a duty cycler ends by itself after this
  CONTEND_IOPS=$CONTEND_IOPS          operations/s of a contended node's disk (half reads, half writes)
  CONTEND_MBPS=$CONTEND_MBPS          MB/s of a contended node's disk (half reads, half writes)
  CONTEND_MAX_SECONDS=$CONTEND_MAX_SECONDS  a contend loop ends by itself after this
EOF2
}

# ------------------------------------------------------------ node layout --
# Everything of node I lives in BASE_DIR/nodeI:
#   cassandra.yaml  data/  logs/system.log  stdout.log  pid  slow.pid  slow.conf  slow.log
node_addr() { printf '127.0.0.%s' "${1##*/node}"; }

cql_up() { port_open "$(node_addr "$1")" "$CQL_PORT"; }

# --------------------------------------------------------------- install --

cmd_install() {
  (($# == 0)) || die "install takes no arguments"
  install_jars Cassandra org.apache.cassandra:cassandra-all "$CASSANDRA_VERSION" cassandra.version
}

# ----------------------------------------------------------------- start --
# Token of node I of N: evenly spaced over Murmur3's range [-2^63, 2^63).
token_of() {
  local i=$1 n=$2 step t k
  step=$((9223372036854775807 / n))     # half the spacing; added twice per node: no overflow
  t=-9223372036854775807
  for ((k = 1; k < i; k++)); do t=$((t + step)); t=$((t + step)); done
  printf '%s' "$t"
}

write_yaml() { # write_yaml DIR I N
  local dir=$1 line
  local token addr
  token=$(token_of "$2" "$3")
  addr=$(node_addr "$dir")
  : >"$dir/cassandra.yaml.tmp"
  while IFS= read -r line || [[ -n $line ]]; do
    line=${line//@TOKEN@/$token}
    line=${line//@ADDR@/$addr}
    line=${line//@SEEDS@/127.0.0.1:7000}
    printf '%s\n' "$line"
  done <"$HERE/cassandra.yaml.in" >"$dir/cassandra.yaml.tmp"
  mv -f -- "$dir/cassandra.yaml.tmp" "$dir/cassandra.yaml"
}

# JVM options: small serial-GC heap, Cassandra 5.0's jvm17-server.options module flags.
jvm_opts() {
  local dir=$1 i=${1##*/node}
  printf '%s\n' "-Xms$(half_of "$HEAP")" "-Xmx$HEAP" -Xss512k -XX:+UseSerialGC \
    -XX:+ExitOnOutOfMemoryError -XX:MaxDirectMemorySize=256m \
    "-javaagent:$(jamm_jar)" -Djava.net.preferIPv4Stack=true -Djdk.attach.allowAttachSelf=true \
    -Dio.netty.tryReflectionSetAccessible=true -Dcassandra-foreground=yes \
    "-Dcassandra.config=file://$dir/cassandra.yaml" "-Dcassandra.storagedir=$dir/data" \
    "-Dcassandra.logdir=$dir/logs" "-Dlogback.configurationFile=file://$HERE/logback.xml" \
    "-Dcassandra.jmx.local.port=$((JMX_BASE_PORT + i))" \
    -Dcassandra.skip_wait_for_gossip_to_settle=0 -Dcassandra.ring_delay_ms=1000 \
    -Dcassandra.superuser_setup_delay_ms=0 -Dcassandra.migration_task_wait_in_seconds=1
  local m
  for m in java.base/jdk.internal.misc java.base/jdk.internal.ref java.base/sun.nio.ch \
    java.management.rmi/com.sun.jmx.remote.internal.rmi java.rmi/sun.rmi.registry \
    java.rmi/sun.rmi.server java.sql/java.sql java.base/java.lang.ref jdk.unsupported/sun.misc; do
    printf -- '--add-exports\n%s=ALL-UNNAMED\n' "$m"
  done
  for m in java.base/java.lang.module java.base/jdk.internal.loader java.base/jdk.internal.ref \
    java.base/jdk.internal.reflect java.base/jdk.internal.math java.base/jdk.internal.module \
    java.base/jdk.internal.util.jar jdk.management/com.sun.management.internal \
    java.base/sun.nio.ch java.base/java.io java.base/java.nio java.base/java.util.concurrent \
    java.base/java.util java.base/java.util.concurrent.atomic java.base/java.lang \
    java.base/java.math java.base/java.lang.reflect java.base/java.net; do
    printf -- '--add-opens\n%s=ALL-UNNAMED\n' "$m"
  done
}

half_of() { # 512m -> 256m
  [[ $1 =~ ^([0-9]+)([kKmMgG])$ ]] || die "CASSANDRA_HEAP must look like 512m or 1g, got '$1'"
  local n=${BASH_REMATCH[1]} u=${BASH_REMATCH[2]}
  if ((n % 2)); then n=$((n * 1024)); u=$( [[ $u == [gG] ]] && echo m || echo k); fi
  printf '%s%s' $((n / 2)) "$u"
}

jamm_jar() {
  local j
  for j in "$JARS_DIR"/jamm-*.jar; do [[ -e $j ]] && { printf '%s' "$j"; return 0; }; done
  die "jamm jar missing in $JARS_DIR; run '$PROG install'"
}

launch_node() { # launch_node DIR : start Cassandra in the background (launch_detached)
  local dir=$1
  local -a opts extra=()
  mapfile -t opts < <(jvm_opts "$dir")
  read -r -a extra <<< "${CASSANDRA_EXTRA_ARGS:-}"
  mkdir -p -- "$dir/data" "$dir/logs"
  : >"$dir/stdout.log"
  [[ ! -e $dir/logs/system.log ]] || mv -f -- "$dir/logs/system.log" "$dir/logs/system.log.1"
  launch_detached "$dir" "$dir/stdout.log" java "${opts[@]}" "${extra[@]}" -cp "$JARS_DIR/*" \
    org.apache.cassandra.service.CassandraDaemon
}

wait_ready() { # wait_ready DIR : CQL port open within READY_TIMEOUT (await_server)
  local dir=$1
  await_server "$dir" "${dir##*/} ($(node_addr "$dir"))" "its CQL port" \
    "$dir/logs/system.log:$dir/stdout.log" cql_up "$dir"
}

cmd_start() {
  (($# <= 2)) || die "usage: $PROG start [N] [BASE_DIR]"
  local n=${1:-$DEFAULT_N} base=${2:-$DEFAULT_BASE_DIR} i dir pid
  int_in "$n" 1 254 || die "N must be 1..254, got '$n'"
  n=$((10#$n))
  open_base Cassandra "$base"
  base=$BASE_DIR
  local -a fresh=()
  for ((i = 1; i <= n; i++)); do
    dir=$(node_dir "$base" "$i")
    mkdir -p -- "$dir"
    if pid=$(node_pid "$dir"); then
      info "node$i already running (pid $pid)"
      continue
    fi
    port_open "$(node_addr "$dir")" "$CQL_PORT" &&
      die "node$i: $(node_addr "$dir"):$CQL_PORT is already in use by another process"
    write_yaml "$dir" "$i" "$n"
    fresh+=("$i")
  done
  # The seed (node 1) first, then the others together: they join through it.
  local t0=$EPOCHREALTIME
  for i in "${fresh[@]}"; do
    dir=$(node_dir "$base" "$i")
    launch_node "$dir"
    if ((i == 1)); then wait_ready "$dir"; fi
  done
  for ((i = 1; i <= n; i++)); do
    dir=$(node_dir "$base" "$i")
    wait_ready "$dir"
    pid=$(node_pid "$dir") || die "node$i died after start-up; see $dir/logs/system.log"
    printf 'node%s %s:%s ready (pid %s, %s ms, RSS %s MB)\n' "$i" "$(node_addr "$dir")" \
      "$CQL_PORT" "$pid" "$(elapsed_ms "$t0")" "$(pid_rss_mb "$pid")"
  done
}

# ------------------------------------------------------ stop/status/wipe --
# Asked by cmd_stop (lib) for every running node.
node_request_stop() { kill -TERM "$2" 2>/dev/null; }

cmd_status() {
  (($# <= 1)) || die "usage: $PROG status [BASE_DIR]"
  local base i dir pid line rc=0 cpid
  base=$(resolve_base "${1:-$DEFAULT_BASE_DIR}")
  local -a nodes=()
  [[ -d $base ]] && mapfile -t nodes < <(list_nodes "$base")
  ((${#nodes[@]})) || { info "no nodes under $base"; return 3; }
  for i in "${nodes[@]}"; do
    dir=$(node_dir "$base" "$i")
    if pid=$(node_pid "$dir"); then
      if cpid=$(cycler_pid "$dir"); then
        line="up (pid $pid, RSS $(pid_rss_mb "$pid") MB) slowed: $(cat -- "$dir/slow.conf" 2>/dev/null) (cycler pid $cpid)"
      elif [[ $(pid_field "$pid" 3) == T ]]; then
        line="frozen (pid $pid is SIGSTOPped, not by this script; kill -CONT $pid)"; rc=3
      elif cql_up "$dir"; then
        line="up (pid $pid, RSS $(pid_rss_mb "$pid") MB)"
      else
        line="starting or unresponsive (pid $pid)"; rc=3
      fi
    else
      line="down"; rc=3
    fi
    [[ ! -e $dir/fault.conf ]] || line+=" fault: $(fault_summary "$dir")"
    printf 'node%s %s:%s %s\n' "$i" "$(node_addr "$dir")" "$CQL_PORT" "$line"
  done
  return "$rc"
}

cluster_main "$@"
