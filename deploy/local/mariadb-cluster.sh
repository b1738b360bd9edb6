#!/usr/bin/env bash
# mariadb-cluster.sh - run N independent MariaDB servers on loopback for
# YCSB-Bio tests and users. Never uses the Debian system service.
#
# Usage: see `mariadb-cluster.sh help` (or usage() below).
set -euo pipefail

PROG=${0##*/}
SELF=$(readlink -f -- "${BASH_SOURCE[0]}")
readonly PROG SELF

# Shared helpers and the commands wipe/slow/unslow/kill/fault/unfault (contract at the top of
# the lib).
# shellcheck source-path=SCRIPTDIR source=lib/cluster-common.sh
. "$(dirname -- "$SELF")/lib/cluster-common.sh"

# ---------------------------------------------------------------- defaults --
DEFAULT_N=3
DEFAULT_BASE_DIR="${TMPDIR:-/tmp}/ycsb-bio-mariadb"
DEFAULT_BASE_PORT=3307
READY_TIMEOUT=${READY_TIMEOUT:-60}        # s to wait for a node to answer ping
STOP_TIMEOUT=${STOP_TIMEOUT:-60}          # s to wait for a clean shutdown
SLOW_PERIOD_MS=${SLOW_PERIOD_MS:-20}      # duty-cycle period of `slow`
SLOW_MAX_SECONDS=${SLOW_MAX_SECONDS:-3600} # cycler gives up after this long
BUFFER_POOL=${MARIADB_BUFFER_POOL:-64M}
# 10.11.12+ reserves address space for the largest buffer pool it may be
# resized to: 8 TiB of VSZ by default. "loose-" keeps older 10.11 working.
BUFFER_POOL_MAX=${MARIADB_BUFFER_POOL_MAX:-$BUFFER_POOL}
MARKER=.ycsb-bio-mariadb-cluster          # marks a BASE_DIR as ours (for wipe)
PID_FILE=pid                              # "PID STARTTIME" of the server in a node dir
NODE_MAX=999                              # highest node number I
SLOW_DEFAULT_DUTY=50                      # % stopped by `slow` without DUTY

usage() {
  cat <<EOF
Usage: $PROG COMMAND [ARGS]

  install
      apt-get install mariadb-server mariadb-client if mariadbd is missing
      (apt-get update only if that fails); the Debian service is kept from
      starting (policy-rc.d), disabled, and port 3306 is checked to be free.
  start [N] [BASE_DIR] [BASE_PORT]
      Start nodes 1..N (default N=$DEFAULT_N, BASE_DIR=$DEFAULT_BASE_DIR,
      BASE_PORT=$DEFAULT_BASE_PORT); node i listens on 127.0.0.1:BASE_PORT+i-1.
      Creates database ycsb and user ycsb@127.0.0.1 / ycsb@localhost.
      Prints "node<i> 127.0.0.1:<port> ready (pid <pid>)". Running nodes are
      left alone.
  status [BASE_DIR]         one line per node; exit 0 if all up, else 3
  stop [BASE_DIR]           clean shutdown of every node
  wipe [BASE_DIR]           stop, then remove BASE_DIR
  slow I [BASE_DIR] [DUTY]  SIGSTOP node I for DUTY% (1..99, default 50) of
                            every SLOW_PERIOD_MS ms, in a detached cycler
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
  YCSB_DB_PASSWORD          password of user ycsb (default ycsb); never printed
  READY_TIMEOUT=$READY_TIMEOUT          seconds to wait for a node to answer ping
  STOP_TIMEOUT=$STOP_TIMEOUT           seconds to wait for a clean shutdown (then SIGKILL)
  SLOW_PERIOD_MS=$SLOW_PERIOD_MS         duty-cycle period of slow
  SLOW_MAX_SECONDS=$SLOW_MAX_SECONDS     a duty cycler ends by itself after this
  CONTEND_IOPS=$CONTEND_IOPS          operations/s of a contended node's disk (half reads, half writes)
  CONTEND_MBPS=$CONTEND_MBPS          MB/s of a contended node's disk (half reads, half writes)
  CONTEND_MAX_SECONDS=$CONTEND_MAX_SECONDS  a contend loop ends by itself after this
  MARIADB_BUFFER_POOL=$BUFFER_POOL   InnoDB buffer pool per node
  MARIADB_BUFFER_POOL_MAX   innodb_buffer_pool_size_max (default: the pool size)
  MARIADB_EXTRA_ARGS        extra mariadbd options, whitespace-separated
  LOCK_TIMEOUT=$LOCK_TIMEOUT          seconds to wait for another command on the same BASE_DIR
EOF
}

# ----------------------------------------------------------------- helpers --
need_bin() {
  command -v "$1" >/dev/null 2>&1 ||
    die "'$1' not found; run '$PROG install' first"
}

# SQL string literal (default sql_mode: backslash escapes are active).
sql_quote() {
  local s=${1//\\/\\\\}
  s=${s//\'/\\\'}
  printf "'%s'" "$s"
}

# ------------------------------------------------------------ node layout --
# Everything of node I lives in BASE_DIR/nodeI:
#   data/  mysqld.sock  mysqld.pid (mariadbd's own)  pid (launch_detached's)  error.log
#   mariadbd.out  port  slow.pid
sock_of()   { printf '%s/mysqld.sock' "$1"; }
pidf_of()   { printf '%s/mysqld.pid' "$1"; }

node_port() {
  local p
  { read -r p < "$1/port"; } 2>/dev/null || return 1
  printf '%s' "$p"
}

admin() { # admin DIR ARGS... : mariadb-admin as root over the node's socket
  local dir=$1; shift
  timeout 30 mariadb-admin --no-defaults --socket="$(sock_of "$dir")" -uroot \
    --connect-timeout=5 "$@"
}

ping_node() { admin "$1" --connect-timeout=2 ping >/dev/null 2>&1; }

# Server options shared by mariadb-install-db (bootstrap) and mariadbd.
# Small memory footprint; durability settings are left at their defaults.
mem_opts() {
  printf '%s\n' \
    "--innodb-buffer-pool-size=$BUFFER_POOL" \
    "--loose-innodb-buffer-pool-size-max=$BUFFER_POOL_MAX" \
    --innodb-log-file-size=64M \
    --innodb-log-buffer-size=8M \
    --key-buffer-size=8M \
    --aria-pagecache-buffer-size=16M \
    --query-cache-size=0 \
    --query-cache-type=0 \
    --performance-schema=OFF \
    --skip-name-resolve \
    --max-connections=200 \
    --table-open-cache=400 \
    --table-definition-cache=400
}

# --------------------------------------------------------------- install --
cmd_install() {
  (($# == 0)) || die "install takes no arguments"
  local sudo=()
  if ((EUID != 0)); then
    command -v sudo >/dev/null 2>&1 || die "install needs root (or sudo)"
    sudo=(sudo)
  fi

  if command -v mariadbd >/dev/null 2>&1 && command -v mariadb-install-db >/dev/null 2>&1 &&
    command -v mariadb-admin >/dev/null 2>&1 && command -v mariadb >/dev/null 2>&1; then
    info "mariadbd already installed: $(mariadbd --version)"
  else
    apt_install_no_service mariadb-server mariadb-client
    command -v mariadbd >/dev/null 2>&1 || die "mariadbd still missing after install"
    info "installed: $(mariadbd --version)"
  fi

  # The system service must be neither enabled nor running.
  if [[ -d /run/systemd/system ]] && command -v systemctl >/dev/null 2>&1; then
    "${sudo[@]}" systemctl disable --now mariadb.service >/dev/null 2>&1 || true
    info "systemd: mariadb.service disabled and stopped"
  else
    info "no systemd running (policy-rc.d kept the service from starting)"
    if [[ -x /etc/init.d/mariadb ]] && command -v update-rc.d >/dev/null 2>&1; then
      "${sudo[@]}" update-rc.d mariadb disable >/dev/null 2>&1 || true
      info "sysv-init: mariadb boot links disabled (update-rc.d mariadb disable)"
    fi
  fi
  stop_system_service "${sudo[@]}"
  if port_open 127.0.0.1 3306 || { command -v ss >/dev/null 2>&1 && ss -Hltn 'sport = :3306' | grep -q .; }; then
    die "something still listens on port 3306; it is not the Debian mariadb service, left alone"
  fi
  info "verified: nothing listens on port 3306"
}

# Stop the Debian mariadb service if the package (or anything) started it.
stop_system_service() {
  local sudo=("$@") pid=""
  { read -r pid < /run/mysqld/mysqld.pid; } 2>/dev/null || true
  if pid_alive "$pid" && [[ $(pid_cmdline "$pid") == *mariadbd* || $(pid_cmdline "$pid") == *mysqld* ]]; then
    info "the system mariadb service is running (pid $pid); stopping it"
    if command -v invoke-rc.d >/dev/null 2>&1 && [[ -x /etc/init.d/mariadb ]]; then
      # invoke-rc.d honours policy-rc.d for stop too: call the script directly
      "${sudo[@]}" /etc/init.d/mariadb stop || true
    fi
    pid_alive "$pid" && { "${sudo[@]}" kill -TERM "$pid" 2>/dev/null || true; }
    wait_pid_gone "$pid" "$STOP_TIMEOUT" || die "system mariadbd (pid $pid) did not stop"
  fi
}

# ----------------------------------------------------------------- start --
init_node() { # init_node DIR : create the datadir once
  local dir=$1 data="$1/data" t0=$EPOCHREALTIME
  [[ -e $data/.initialised ]] && return 0
  if [[ -e $data ]]; then
    info "$(basename "$dir"): removing half-initialised datadir"
    rm -rf -- "$data"
  fi
  mkdir -p -- "$data"
  local -a opts
  mapfile -t opts < <(mem_opts)
  if ! mariadb-install-db --no-defaults --datadir="$data" --user="$(id -un)" \
    --auth-root-authentication-method=normal --skip-test-db \
    "${opts[@]}" >"$dir/install-db.log" 2>&1; then
    show_log_tail "$dir/install-db.log"
    die "$(basename "$dir"): mariadb-install-db failed (log: $dir/install-db.log)"
  fi
  : >"$data/.initialised"
  info "$(basename "$dir"): initialised datadir in $(elapsed_ms "$t0") ms"
}

launch_node() { # launch_node DIR PORT : start mariadbd in the background (launch_detached)
  local dir=$1 port=$2 i=${1##*/node}
  local -a opts extra=()
  mapfile -t opts < <(mem_opts)
  read -r -a extra <<< "${MARIADB_EXTRA_ARGS:-}"
  : >"$dir/mariadbd.out"
  [[ ! -e $dir/error.log ]] || mv -f -- "$dir/error.log" "$dir/error.log.1"
  launch_detached "$dir" "$dir/mariadbd.out" mariadbd --no-defaults --user="$(id -un)" \
    --datadir="$dir/data" --socket="$(sock_of "$dir")" --port="$port" \
    --bind-address=127.0.0.1 --pid-file="$(pidf_of "$dir")" \
    --log-error="$dir/error.log" --server-id="$i" "${opts[@]}" "${extra[@]}"
}

wait_ready() { # wait_ready DIR PORT : answers ping within READY_TIMEOUT (await_server)
  await_server "$1" "${1##*/} (127.0.0.1:$2)" "an answer to ping" "$1/error.log:$1/mariadbd.out" \
    ping_node "$1"
}

setup_users() { # setup_users DIR : database ycsb + user ycsb (idempotent)
  local dir=$1 pw sql h
  pw=$(sql_quote "${YCSB_DB_PASSWORD:-ycsb}")
  sql="CREATE DATABASE IF NOT EXISTS ycsb;"
  # mariadb-install-db also creates password-less root@127.0.0.1, root@::1 and
  # root@<hostname>: drop them, so root (no password) is reachable only
  # through the unix socket, inside the owner-only BASE_DIR.
  while IFS= read -r h; do
    sql+="DROP USER IF EXISTS 'root'@$(sql_quote "$h");"
  done < <(timeout 30 mariadb --no-defaults --socket="$(sock_of "$dir")" -uroot --batch -N \
    -e "SELECT host FROM mysql.user WHERE user='root' AND host<>'localhost'")
  local host
  for host in 127.0.0.1 localhost; do
    sql+="CREATE USER IF NOT EXISTS 'ycsb'@'$host' IDENTIFIED BY $pw;"
    sql+="ALTER USER 'ycsb'@'$host' IDENTIFIED BY $pw;"
    sql+="GRANT ALL PRIVILEGES ON ycsb.* TO 'ycsb'@'$host';"
  done
  # The password goes through stdin (printf is a builtin): never on a command
  # line, never in a log.
  local err
  if ! err=$(printf '%s\n' "$sql" |
    timeout 30 mariadb --no-defaults --socket="$(sock_of "$dir")" -uroot --batch 2>&1 >/dev/null); then
    err=${err//"${YCSB_DB_PASSWORD:-ycsb}"/***}    # an error may quote the statement
    printf '%s\n' "$err" >&2
    die "$(basename "$dir"): creating database/user ycsb failed"
  fi
}

cmd_start() {
  (($# <= 3)) || die "usage: $PROG start [N] [BASE_DIR] [BASE_PORT]"
  local n=${1:-$DEFAULT_N} base=${2:-$DEFAULT_BASE_DIR} bport=${3:-$DEFAULT_BASE_PORT}
  int_in "$n" 1 64 || die "N must be 1..64, got '$n'"
  n=$((10#$n))
  int_in "$bport" 1024 $((65536 - n)) || die "BASE_PORT must be 1024..$((65536 - n)), got '$bport'"
  bport=$((10#$bport))
  need_bin mariadbd; need_bin mariadb-install-db; need_bin mariadb-admin; need_bin mariadb
  base=$(resolve_base "$base")
  # Unix socket paths are limited to 107 bytes.
  local longest="$base/node$n/mysqld.sock"
  ((${#longest} <= 107)) || die "BASE_DIR too long for unix sockets: $longest (${#longest} > 107 bytes)"
  mkdir -p -- "$base"
  chmod 700 -- "$base"      # sockets of password-less root live in here
  : >"$base/$MARKER"
  lock_base "$base"

  local i dir port pid
  local -a fresh=()
  for ((i = 1; i <= n; i++)); do
    dir=$(node_dir "$base" "$i")
    port=$((bport + i - 1))
    mkdir -p -- "$dir"
    if pid=$(node_pid "$dir"); then
      info "node$i already running (pid $pid)"
      continue
    fi
    if port_open 127.0.0.1 "$port"; then
      die "node$i: port 127.0.0.1:$port is already in use by another process"
    fi
    printf '%s\n' "$port" >"$dir/port"
    rm -f -- "$(pidf_of "$dir")"
    init_node "$dir"
  done
  # Launch all not-running nodes, then wait for each (parallel start-up).
  local t_launch=$EPOCHREALTIME
  for ((i = 1; i <= n; i++)); do
    dir=$(node_dir "$base" "$i")
    node_pid "$dir" >/dev/null && continue
    fresh+=("$i")
    launch_node "$dir" "$(node_port "$dir")"
  done
  for i in "${fresh[@]}"; do
    dir=$(node_dir "$base" "$i")
    wait_ready "$dir" "$(node_port "$dir")"
    info "node$i: answered ping $(elapsed_ms "$t_launch") ms after launch"
    rm -f -- "$dir/.users-ok"
  done
  for ((i = 1; i <= n; i++)); do
    dir=$(node_dir "$base" "$i")
    [[ -e $dir/.users-ok ]] || { setup_users "$dir"; : >"$dir/.users-ok"; }
    pid=$(node_pid "$dir") || die "node$i died after start-up; see $dir/error.log"
    printf 'node%s 127.0.0.1:%s ready (pid %s)\n' "$i" "$(node_port "$dir")" "$pid"
  done
}

# ------------------------------------------------------ stop/status/wipe --
# Asked by cmd_stop (lib) for every running node.
node_request_stop() { admin "$1" shutdown >/dev/null 2>&1; }

# For cmd_status (lib).
node_where() { printf '127.0.0.1:%s' "$(node_port "$1" || printf '?')"; }
node_answers() { ping_node "$1"; }

cluster_main "$@"
