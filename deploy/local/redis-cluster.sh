#!/usr/bin/env bash
# redis-cluster.sh - a local Redis Cluster of N masters (no replicas) on 127.0.0.1, for YCSB-Bio
# tests and users: Debian's redis-server in cluster mode, persistence off, one directory per node.
# Never uses the Debian system service.
#
# Usage: see `redis-cluster.sh help` (or usage() below).
set -euo pipefail

PROG=${0##*/}
SELF=$(readlink -f -- "${BASH_SOURCE[0]}")
readonly PROG SELF

# Shared helpers and the commands wipe/slow/unslow/kill/fault/unfault (contract at the top of
# the lib).
# shellcheck source-path=SCRIPTDIR source=lib/cluster-common.sh disable=SC1091  # (followed with -x)
. "$(dirname -- "$SELF")/lib/cluster-common.sh"

# ---------------------------------------------------------------- defaults --
DEFAULT_N=3
DEFAULT_BASE_DIR="${TMPDIR:-/tmp}/ycsb-bio-redis"
DEFAULT_BASE_PORT=7101
READY_TIMEOUT=${READY_TIMEOUT:-60}        # s to wait for a node to answer PING / the cluster to be ok
STOP_TIMEOUT=${STOP_TIMEOUT:-30}          # s to wait for a clean shutdown
SLOW_PERIOD_MS=${SLOW_PERIOD_MS:-20}      # duty-cycle period of `slow`
SLOW_MAX_SECONDS=${SLOW_MAX_SECONDS:-3600} # cycler gives up after this long
NODE_TIMEOUT_MS=${REDIS_NODE_TIMEOUT_MS:-2000}
MARKER=.ycsb-bio-redis-cluster            # marks a BASE_DIR as ours (for wipe)
# shellcheck disable=SC2034  # read by lib/cluster-common.sh (its contract)
{
  PID_FILE=pid                            # "PID STARTTIME" of the server in a node dir
  NODE_MAX=999                            # highest node number I
  SLOW_DEFAULT_DUTY=50                    # % stopped by `slow` without DUTY
}

usage() {
  cat <<EOF
Usage: $PROG COMMAND [ARGS]

  install
      apt-get install redis-server (redis-cli comes with it) if redis-server is
      missing (apt-get update only if that fails); the Debian service is kept
      from starting (policy-rc.d) and disabled.
  start [N] [BASE_DIR] [BASE_PORT]
      Start masters 1..N (default N=$DEFAULT_N, 3..64; BASE_DIR=$DEFAULT_BASE_DIR,
      BASE_PORT=$DEFAULT_BASE_PORT); node i listens on 127.0.0.1:BASE_PORT+i-1
      (cluster bus: port+10000). On first start the cluster is created with
      redis-cli --cluster create ... --cluster-replicas 0; then waits until every
      node reports cluster_state:ok. Prints "node<i> 127.0.0.1:<port> ready (pid <pid>)".
      Running nodes are left alone. No persistence (no RDB, no AOF): a restarted
      node comes back empty, with its slots (nodes.conf).
  status [BASE_DIR]         one line per node; exit 0 if all up, else 3
  stop [BASE_DIR]           clean shutdown of every node
  wipe [BASE_DIR]           stop, then remove BASE_DIR
  slow I [BASE_DIR] [DUTY]  SIGSTOP node I for DUTY% (1..99, default 50) of
                            every SLOW_PERIOD_MS ms, in a detached cycler
  unslow I [BASE_DIR]       end the duty cycle; node I is left running
  kill I [BASE_DIR]         SIGKILL node I (fault injection; its slots stay
                            unserved, the other masters go on: full coverage is
                            not required)
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
  READY_TIMEOUT=$READY_TIMEOUT          seconds to wait for a node / the cluster state
  STOP_TIMEOUT=$STOP_TIMEOUT           seconds to wait for a clean shutdown (then SIGKILL)
  SLOW_PERIOD_MS=$SLOW_PERIOD_MS         duty-cycle period of slow
  SLOW_MAX_SECONDS=$SLOW_MAX_SECONDS     a duty cycler ends by itself after this
  CONTEND_IOPS=$CONTEND_IOPS          operations/s of a contended node's disk (half reads, half writes)
  CONTEND_MBPS=$CONTEND_MBPS          MB/s of a contended node's disk (half reads, half writes)
  CONTEND_MAX_SECONDS=$CONTEND_MAX_SECONDS  a contend loop ends by itself after this
  REDIS_NODE_TIMEOUT_MS=$NODE_TIMEOUT_MS cluster-node-timeout
  LOCK_TIMEOUT=$LOCK_TIMEOUT          seconds to wait for another command on the same BASE_DIR
EOF
}

# ----------------------------------------------------------------- helpers --
need_bin() {
  command -v "$1" >/dev/null 2>&1 || die "'$1' not found; run '$PROG install' first"
}

node_port() {
  local p
  { read -r p < "$1/port"; } 2>/dev/null || return 1
  printf '%s' "$p"
}

cli() { # cli PORT ARGS... : redis-cli against 127.0.0.1:PORT, bounded
  local port=$1
  shift
  timeout 10 redis-cli -h 127.0.0.1 -p "$port" "$@"
}

ping_node() { [[ $(cli "$(node_port "$1")" PING 2>/dev/null) == PONG ]]; }

cluster_ok() { cli "$1" CLUSTER INFO 2>/dev/null | grep -q '^cluster_state:ok'; }

# --------------------------------------------------------------- install --
cmd_install() {
  (($# == 0)) || die "install takes no arguments"
  local sudo=()
  if ((EUID != 0)); then
    command -v sudo >/dev/null 2>&1 || die "install needs root (or sudo)"
    sudo=(sudo)
  fi
  if command -v redis-server >/dev/null 2>&1 && command -v redis-cli >/dev/null 2>&1; then
    info "redis-server already installed: $(redis-server --version)"
  else
    apt_install_no_service redis-server
    command -v redis-server >/dev/null 2>&1 || die "redis-server still missing after install"
    info "installed: $(redis-server --version)"
  fi
  if [[ -d /run/systemd/system ]] && command -v systemctl >/dev/null 2>&1; then
    "${sudo[@]}" systemctl disable --now redis-server.service >/dev/null 2>&1 || true
    info "systemd: redis-server.service disabled and stopped"
  elif [[ -x /etc/init.d/redis-server ]] && command -v update-rc.d >/dev/null 2>&1; then
    "${sudo[@]}" update-rc.d redis-server disable >/dev/null 2>&1 || true
    info "sysv-init: redis-server boot links disabled"
  fi
}

# ----------------------------------------------------------------- start --
launch_node() { # launch_node DIR PORT : redis-server in cluster mode (launch_detached)
  local dir=$1 port=$2
  : >"$dir/redis.out"
  launch_detached "$dir" "$dir/redis.out" redis-server --port "$port" --bind 127.0.0.1 \
    --protected-mode no --cluster-enabled yes --cluster-config-file "$dir/nodes.conf" \
    --cluster-node-timeout "$NODE_TIMEOUT_MS" --cluster-require-full-coverage no \
    --cluster-allow-reads-when-down no --save '' --appendonly no --dir "$dir" \
    --logfile "$dir/redis.log" --daemonize no
}

cmd_start() {
  (($# <= 3)) || die "usage: $PROG start [N] [BASE_DIR] [BASE_PORT]"
  local n=${1:-$DEFAULT_N} base=${2:-$DEFAULT_BASE_DIR} bport=${3:-$DEFAULT_BASE_PORT}
  int_in "$n" 3 64 || die "N must be 3..64 (a Redis Cluster needs 3 masters), got '$n'"
  n=$((10#$n))
  int_in "$bport" 1024 $((55535 - n)) || die "BASE_PORT must be 1024..$((55535 - n)), got '$bport'"
  bport=$((10#$bport))
  int_in "$NODE_TIMEOUT_MS" 100 600000 || die "REDIS_NODE_TIMEOUT_MS must be 100..600000"
  need_bin redis-server
  need_bin redis-cli
  base=$(resolve_base "$base")
  mkdir -p -- "$base"
  chmod 700 -- "$base"
  : >"$base/$MARKER"
  lock_base "$base"

  local i dir port pid t_launch=$EPOCHREALTIME
  local -a fresh=() addrs=()
  for ((i = 1; i <= n; i++)); do
    dir=$(node_dir "$base" "$i")
    port=$((bport + i - 1))
    mkdir -p -- "$dir"
    addrs+=("127.0.0.1:$port")
    if pid=$(node_pid "$dir"); then
      info "node$i already running (pid $pid)"
      continue
    fi
    port_open 127.0.0.1 "$port" && die "node$i: port 127.0.0.1:$port is already in use by another process"
    port_open 127.0.0.1 $((port + 10000)) && die "node$i: bus port 127.0.0.1:$((port + 10000)) is already in use"
    printf '%s\n' "$port" >"$dir/port"
    fresh+=("$i")
    launch_node "$dir" "$port"
  done
  for i in "${fresh[@]}"; do
    dir=$(node_dir "$base" "$i")
    await_server "$dir" "node$i (127.0.0.1:$(node_port "$dir"))" "an answer to PING" \
      "$dir/redis.log:$dir/redis.out" ping_node "$dir"
    info "node$i: answered PING $(elapsed_ms "$t_launch") ms after launch"
  done
  if [[ ! -e $base/.created ]]; then
    cli "$bport" --cluster create "${addrs[@]}" --cluster-replicas 0 --cluster-yes \
      >"$base/create.log" 2>&1 || { show_log_tail "$base/create.log"; die "redis-cli --cluster create failed (log: $base/create.log)"; }
    : >"$base/.created"
    info "cluster created: $n masters, slots 0..16383 spread evenly"
  fi
  for ((i = 1; i <= n; i++)); do
    dir=$(node_dir "$base" "$i")
    port=$(node_port "$dir")
    await_server "$dir" "node$i (127.0.0.1:$port)" "cluster_state:ok" "$dir/redis.log" \
      cluster_ok "$port"
    pid=$(node_pid "$dir") || die "node$i died after start-up; see $dir/redis.log"
    printf 'node%s 127.0.0.1:%s ready (pid %s)\n' "$i" "$port" "$pid"
  done
}

# ------------------------------------------------------ stop/status/wipe --
# Asked by cmd_stop (lib) for every running node.
node_request_stop() { cli "$(node_port "$1")" SHUTDOWN NOSAVE >/dev/null 2>&1 || true; }

# For cmd_status (lib): a node is up when it answers PING and sees cluster_state:ok.
node_where() { printf '127.0.0.1:%s' "$(node_port "$1" || printf '?')"; }
node_answers() { ping_node "$1" && cluster_ok "$(node_port "$1")"; }

cluster_main "$@"
