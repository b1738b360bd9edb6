#!/usr/bin/env bash
# hbase-cluster.sh - run a real HBase 2.6 cluster on loopback for YCSB-Bio tests and users:
# ZooKeeper, one HMaster and N region servers, each its own JVM on 127.0.0.1 with its own ports,
# the HBase root on the local filesystem. The server jars come from Maven Central
# (deploy/local/hbase/pom.xml); no tarball, no system service.
#
# Usage: see `hbase-cluster.sh help` (or usage() below).
set -euo pipefail

PROG=${0##*/}
SELF=$(readlink -f -- "${BASH_SOURCE[0]}")
HERE=$(dirname -- "$SELF")/hbase
readonly PROG SELF HERE

# ---------------------------------------------------------------- defaults --
DEFAULT_N=3
DEFAULT_BASE_DIR="${TMPDIR:-/tmp}/ycsb-bio-hbase"
HBASE_VERSION=${HBASE_VERSION:-2.6.4-hadoop3}
JARS_DIR=${HBASE_JARS_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/ycsb-bio/hbase-$HBASE_VERSION}
HEAP=${HBASE_HEAP:-256m}                  # master and each region server
ZK_HEAP=${HBASE_ZK_HEAP:-96m}
BASE_PORT=${HBASE_BASE_PORT:-16100}       # ZooKeeper; master +1; region server i +10+i
ZK_SESSION_MS=${HBASE_ZK_SESSION_MS:-6000} # a killed region server is declared dead after this
READY_TIMEOUT=${READY_TIMEOUT:-180}       # s to wait for the cluster
STOP_TIMEOUT=${STOP_TIMEOUT:-30}          # s to wait for a clean shutdown (then SIGKILL)
SLOW_PERIOD_MS=${SLOW_PERIOD_MS:-20}      # duty-cycle period of `slow`
SLOW_MAX_SECONDS=${SLOW_MAX_SECONDS:-3600} # cycler gives up after this long
MARKER=.ycsb-bio-hbase-cluster            # marks a BASE_DIR as ours (for wipe)
PID_FILE=pid                              # "PID STARTTIME" of the process in its dir
NODE_MAX=99                               # highest region server number
SLOW_DEFAULT_DUTY=75                      # % stopped by `slow` without DUTY

usage() {
  cat <<EOF2
Usage: $PROG COMMAND [ARGS]

  install                   fetch HBase $HBASE_VERSION's server jars with Maven into
                            $JARS_DIR (once)
  start [N] [BASE_DIR]      start ZooKeeper (127.0.0.1:ZK), the master (:ZK+1) and region servers
                            1..N (node i on 127.0.0.1:ZK+10+i), ZK=$BASE_PORT; default N=$DEFAULT_N,
                            BASE_DIR=$DEFAULT_BASE_DIR. Waits until every region server serves and
                            the master has initialized, then prints
                            "node<i> 127.0.0.1:<port> ready (pid P, S ms, RSS M MB)".
                            Running processes are left alone.
  status [BASE_DIR]         one line per process; exit 0 if all up, else 3
  stop [BASE_DIR]           SIGTERM region servers and master, then ZooKeeper; data is kept
  wipe [BASE_DIR]           stop, then remove BASE_DIR
  slow I [BASE_DIR] [DUTY]  SIGSTOP region server I for DUTY% (1..99, default 75) of every
                            SLOW_PERIOD_MS ms, in a detached cycler
  unslow I [BASE_DIR]       end the duty cycle; region server I is left running
  kill I [BASE_DIR]         SIGKILL region server I (fault injection); the master reassigns its
                            regions once its ZooKeeper session ($ZK_SESSION_MS ms) expires
  fault I cpu|disk|contend [BASE_DIR] [LEVEL|SIZE]
                            limit region server I through a cgroup of its own: cpu = LEVEL%
                            of one core (default 10), disk = LEVEL writes/s on
                            the disk under its directory (default 20), contend = a dd loop
                            writing SIZE (default 2G) in its directory, deleting it and
                            repeating, on a disk of CONTEND_IOPS op/s and CONTEND_MBPS MB/s
                            it shares with region server I; needs root (docs/faults.md)
  unfault I [BASE_DIR]      end the fault; region server I is left running
  help

Environment:
  HBASE_HEAP=$HEAP            -Xms/-Xmx of the master and of each region server (serial GC)
  HBASE_ZK_HEAP=$ZK_HEAP          -Xmx of ZooKeeper
  HBASE_BASE_PORT=$BASE_PORT      ZooKeeper's client port; the others follow (see start)
  HBASE_ZK_SESSION_MS=$ZK_SESSION_MS   zookeeper.session.timeout of the servers
  HBASE_JARS_DIR            where install puts the jars (default above)
  HBASE_EXTRA_ARGS          extra JVM options of master and region servers, whitespace-separated
  READY_TIMEOUT=$READY_TIMEOUT         seconds to wait for the cluster
  STOP_TIMEOUT=$STOP_TIMEOUT           seconds to wait for a clean shutdown (then SIGKILL)
  SLOW_PERIOD_MS=$SLOW_PERIOD_MS         duty-cycle period of slow
  SLOW_MAX_SECONDS=$SLOW_MAX_SECONDS     a duty cycler ends by itself after this
  CONTEND_IOPS=$CONTEND_IOPS          operations/s of a contended node's disk (half reads, half writes)
  CONTEND_MBPS=$CONTEND_MBPS          MB/s of a contended node's disk (half reads, half writes)
  CONTEND_MAX_SECONDS=$CONTEND_MAX_SECONDS  a contend loop ends by itself after this
EOF2
}

# ----------------------------------------------------------------- helpers --
# Shared helpers and the commands wipe/slow/unslow/kill/fault/unfault (contract at the top of
# the lib).
# shellcheck source-path=SCRIPTDIR source=lib/cluster-common.sh
source "$(dirname -- "$SELF")/lib/cluster-common.sh"

# ------------------------------------------------------------ layout --
# BASE_DIR/zk (ZooKeeper), BASE_DIR/master, BASE_DIR/nodeI (region server I), BASE_DIR/root (the
# HBase root directory). Each process directory holds conf/, logs/server.log, stdout.log and pid
# ("PID STARTTIME", written by launch_detached; node_pid checks both).
zk_port() { printf '%s' "$BASE_PORT"; }
master_port() { printf '%s' $((BASE_PORT + 1)); }
node_port() { printf '%s' $((BASE_PORT + 10 + ${1##*/node})); }

# --------------------------------------------------------------- install --
cmd_install() {
  (($# == 0)) || die "install takes no arguments"
  install_jars HBase org.apache.hbase:hbase-server "$HBASE_VERSION" hbase.version
}

# ----------------------------------------------------------------- start --
# hbase-site.xml of the process in DIR: the template with its placeholders filled in.
write_site() { # write_site DIR BASE N RS_PORT
  local dir=$1 line
  mkdir -p -- "$dir/conf" "$dir/logs" "$dir/tmp"
  while IFS= read -r line || [[ -n $line ]]; do
    line=${line//@ROOT@/$2/root}
    line=${line//@TMP@/$dir/tmp}
    line=${line//@N@/$3}
    line=${line//@ZK_PORT@/$(zk_port)}
    line=${line//@MASTER_PORT@/$(master_port)}
    line=${line//@RS_PORT@/$4}
    line=${line//@ZK_SESSION_MS@/$ZK_SESSION_MS}
    printf '%s\n' "$line"
  done <"$HERE/hbase-site.xml.in" >"$dir/conf/hbase-site.xml"
}

write_zoo_cfg() { # write_zoo_cfg DIR
  mkdir -p -- "$1/conf" "$1/logs" "$1/data"
  printf '%s\n' "tickTime=1000" "dataDir=$1/data" "clientPort=$(zk_port)" \
    "clientPortAddress=127.0.0.1" "admin.enableServer=false" "maxClientCnxns=0" \
    "minSessionTimeout=2000" "maxSessionTimeout=60000" >"$1/conf/zoo.cfg"
}

# JVM options of the process in DIR with heap $2: Java 17 module flags HBase and Hadoop need.
jvm_opts() {
  local dir=$1 m
  printf '%s\n' "-Xms$2" "-Xmx$2" -XX:+UseSerialGC -XX:+ExitOnOutOfMemoryError \
    -Djava.net.preferIPv4Stack=true "-Dycsb.bio.hbase.dir=$dir" "-Dhbase.log.dir=$dir/logs" \
    "-Dlog4j2.configurationFile=file://$HERE/log4j2.xml" -Dzookeeper.admin.enableServer=false \
    -Dorg.apache.hbase.thirdparty.io.netty.tryReflectionSetAccessible=true \
    --add-exports java.base/jdk.internal.misc=ALL-UNNAMED
  for m in java.io java.nio sun.nio.ch java.lang java.lang.reflect java.util \
    java.util.concurrent jdk.internal.ref; do
    printf -- '--add-opens\njava.base/%s=ALL-UNNAMED\n' "$m"
  done
}

launch() { # launch DIR HEAP MAIN_CLASS ARGS... : start a server JVM (launch_detached)
  local dir=$1 heap=$2
  shift 2
  local -a opts extra=()
  mapfile -t opts < <(jvm_opts "$dir" "$heap")
  [[ ${dir##*/} == zk ]] || read -r -a extra <<< "${HBASE_EXTRA_ARGS:-}"
  : >"$dir/stdout.log"
  [[ ! -e $dir/logs/server.log ]] || mv -f -- "$dir/logs/server.log" "$dir/logs/server.log.1"
  launch_detached "$dir" "$dir/stdout.log" java "${opts[@]}" "${extra[@]}" \
    -cp "$dir/conf:$JARS_DIR/*" "$@"
}

# wait_for DIR WHAT TEST... : poll TEST until it succeeds; fail if the process exits first or
# READY_TIMEOUT ends (await_server)
wait_for() {
  local dir=$1 what=$2
  shift 2
  await_server "$dir" "${dir##*/}" "$what" "$dir/logs/server.log:$dir/stdout.log" "$@"
}

log_has() { grep -qF -- "$2" "$1/logs/server.log" 2>/dev/null; }

start_process() { # start_process DIR HEAP PORT MAIN ARGS... : unless it runs already
  local dir=$1 heap=$2 port=$3 pid
  shift 3
  if pid=$(node_pid "$dir"); then
    info "${dir##*/} already running (pid $pid)"
    return 0
  fi
  port_open 127.0.0.1 "$port" && die "${dir##*/}: 127.0.0.1:$port is already in use by another process"
  launch "$dir" "$heap" "$@"
}

cmd_start() {
  (($# <= 2)) || die "usage: $PROG start [N] [BASE_DIR]"
  local n=${1:-$DEFAULT_N} base=${2:-$DEFAULT_BASE_DIR} i dir pid
  int_in "$n" 1 50 || die "N must be 1..50, got '$n'"
  n=$((10#$n))
  int_in "$BASE_PORT" 1024 65400 || die "HBASE_BASE_PORT must be 1024..65400, got '$BASE_PORT'"
  int_in "$ZK_SESSION_MS" 2000 60000 || die "HBASE_ZK_SESSION_MS must be 2000..60000, got '$ZK_SESSION_MS'"
  open_base HBase "$base"
  base=$BASE_DIR
  mkdir -p -- "$base/root"
  local t0=$EPOCHREALTIME
  write_zoo_cfg "$base/zk"
  start_process "$base/zk" "$ZK_HEAP" "$(zk_port)" \
    org.apache.zookeeper.server.ZooKeeperServerMain "$base/zk/conf/zoo.cfg"
  wait_for "$base/zk" "ZooKeeper port" port_open 127.0.0.1 "$(zk_port)"
  write_site "$base/master" "$base" "$n" 0
  start_process "$base/master" "$HEAP" "$(master_port)" org.apache.hadoop.hbase.master.HMaster start
  for ((i = 1; i <= n; i++)); do
    dir=$(node_dir "$base" "$i")
    write_site "$dir" "$base" "$n" "$(node_port "$dir")"
    start_process "$dir" "$HEAP" "$(node_port "$dir")" \
      org.apache.hadoop.hbase.regionserver.HRegionServer start
  done
  for ((i = 1; i <= n; i++)); do
    dir=$(node_dir "$base" "$i")
    wait_for "$dir" "region server start-up" log_has "$dir" "Serving as 127.0.0.1,$(node_port "$dir"),"
  done
  wait_for "$base/master" "master initialization" log_has "$base/master" "Master has completed initialization"
  for ((i = 1; i <= n; i++)); do
    dir=$(node_dir "$base" "$i")
    pid=$(node_pid "$dir") || die "node$i died after start-up; see $dir/logs/server.log"
    printf 'node%s 127.0.0.1:%s ready (pid %s, %s ms, RSS %s MB)\n' "$i" "$(node_port "$dir")" \
      "$pid" "$(elapsed_ms "$t0")" "$(pid_rss_mb "$pid")"
  done
}

# ------------------------------------------------------ stop/status/wipe --
# Asked by stop_dirs (lib) for every running process.
node_request_stop() { kill -TERM "$2" 2>/dev/null; }

cmd_stop() {
  (($# <= 1)) || die "usage: $PROG stop [BASE_DIR]"
  local base i rc=0
  base=$(resolve_base "${1:-$DEFAULT_BASE_DIR}")
  [[ -d $base ]] || { info "no cluster at $base"; return 0; }
  lock_base "$base"
  local -a servers=("$base/master")
  for i in $(list_nodes "$base"); do servers+=("$(node_dir "$base" "$i")"); done
  stop_dirs "${servers[@]}" || rc=1
  stop_dirs "$base/zk" || rc=1
  return "$rc"
}

# state_of DIR ADDR PORT: the status line of the server in DIR listening on ADDR:PORT; fails
# unless it is up (slowed by this script counts as up).
state_of() {
  local dir=$1 pid cpid
  if ! pid=$(node_pid "$dir"); then
    printf 'down'; return 1
  elif cpid=$(cycler_pid "$dir"); then
    printf 'up (pid %s, RSS %s MB) slowed: %s (cycler pid %s)' "$pid" "$(pid_rss_mb "$pid")" \
      "$(cat -- "$dir/slow.conf" 2>/dev/null)" "$cpid"
  elif [[ $(pid_field "$pid" 3) == T ]]; then
    printf 'frozen (pid %s is SIGSTOPped, not by this script; kill -CONT %s)' "$pid" "$pid"; return 1
  elif port_open "$2" "$3"; then
    printf 'up (pid %s, RSS %s MB)' "$pid" "$(pid_rss_mb "$pid")"
  else
    printf 'starting or unresponsive (pid %s)' "$pid"; return 1
  fi
}

cmd_status() {
  (($# <= 1)) || die "usage: $PROG status [BASE_DIR]"
  local base dir i line rc=0 port
  base=$(resolve_base "${1:-$DEFAULT_BASE_DIR}")
  [[ -d $base/zk ]] || { info "no cluster under $base"; return 3; }
  local -a dirs=("$base/zk" "$base/master")
  for i in $(list_nodes "$base"); do dirs+=("$(node_dir "$base" "$i")"); done
  for dir in "${dirs[@]}"; do
    case ${dir##*/} in zk) port=$(zk_port) ;; master) port=$(master_port) ;; *) port=$(node_port "$dir") ;; esac
    line=$(state_of "$dir" 127.0.0.1 "$port") || rc=3
    [[ ! -e $dir/fault.conf ]] || line+=" fault: $(fault_summary "$dir")"
    printf '%s 127.0.0.1:%s %s\n' "${dir##*/}" "$port" "$line"
  done
  return "$rc"
}

# ------------------------------------------------------------------ main --

cluster_main "$@"
