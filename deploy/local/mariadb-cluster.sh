#!/usr/bin/env bash
# mariadb-cluster.sh - run N independent MariaDB servers on loopback for
# YCSB-Bio tests and users. Never uses the Debian system service.
#
# Usage: see `mariadb-cluster.sh help` (or usage() below).
set -euo pipefail

PROG=${0##*/}
SELF=$(readlink -f -- "${BASH_SOURCE[0]}")
readonly PROG SELF

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
  help

Environment:
  YCSB_DB_PASSWORD          password of user ycsb (default ycsb); never printed
  READY_TIMEOUT=$READY_TIMEOUT          seconds to wait for a node to answer ping
  STOP_TIMEOUT=$STOP_TIMEOUT           seconds to wait for a clean shutdown (then SIGKILL)
  SLOW_PERIOD_MS=$SLOW_PERIOD_MS         duty-cycle period of slow
  SLOW_MAX_SECONDS=$SLOW_MAX_SECONDS     a duty cycler ends by itself after this
  MARIADB_BUFFER_POOL=$BUFFER_POOL   InnoDB buffer pool per node
  MARIADB_BUFFER_POOL_MAX   innodb_buffer_pool_size_max (default: the pool size)
  MARIADB_EXTRA_ARGS        extra mariadbd options, whitespace-separated
  LOCK_TIMEOUT=$LOCK_TIMEOUT          seconds to wait for another command on the same BASE_DIR
EOF
}

# ----------------------------------------------------------------- helpers --
die()  { printf '%s: error: %s\n' "$PROG" "$*" >&2; exit 1; }
info() { printf '%s: %s\n' "$PROG" "$*" >&2; }

is_uint() { [[ $1 =~ ^[0-9]+$ ]]; }
# int_in V LO HI: V is a decimal integer with LO <= V <= HI
int_in() { [[ $1 =~ ^[0-9]{1,9}$ ]] && ((10#$1 >= $2 && 10#$1 <= $3)); }

# A "poll sleep" that does not fork: read with timeout on a pipe nobody writes.
exec {POLL_FD}<> <(:)
nap() { read -r -t "$1" -u "$POLL_FD" _ || true; }

# True if PID is a live (not zombie) process.
pid_alive() {
  local pid=$1 stat
  is_uint "$pid" || return 1
  { read -r stat < "/proc/$pid/stat"; } 2>/dev/null || return 1
  stat=${stat##*) }                 # drop "pid (comm) " (comm may hold spaces)
  [[ ${stat:0:1} != Z && ${stat:0:1} != X ]]
}

# Process state letter (R, S, T, ...) of PID, or empty.
pid_state() {
  local stat
  { read -r stat < "/proc/$1/stat"; } 2>/dev/null || return 0
  stat=${stat##*) }
  printf '%s' "${stat:0:1}"
}

# Start time (clock ticks since boot) of PID: identifies a process across pid reuse.
pid_starttime() {
  local stat f
  { read -r stat < "/proc/$1/stat"; } 2>/dev/null || return 1
  stat=${stat##*) }
  read -r -a f <<< "$stat"
  printf '%s' "${f[19]}"            # field 22 of /proc/pid/stat
}

pid_cmdline() {
  local c
  { c=$(tr '\0' ' ' < "/proc/$1/cmdline"); } 2>/dev/null || return 1
  printf '%s' "$c"
}

# Wait up to $2 seconds for PID $1 to be gone. Bounded polling.
wait_pid_gone() {
  local pid=$1 limit=$2 i
  for ((i = 0; i < limit * 10; i++)); do
    pid_alive "$pid" || return 0
    nap 0.1
  done
  ! pid_alive "$pid"
}

# True if something accepts TCP connections on 127.0.0.1:PORT.
port_open() {
  (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

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

# One command at a time per BASE_DIR (e.g. parallel test workers all calling
# start): an flock on BASE_DIR/.lock, held until this script exits. Long-lived
# children (mariadbd, the duty cycler) get the descriptor closed, or they
# would hold the lock forever.
LOCK_FD=""
LOCK_TIMEOUT=${LOCK_TIMEOUT:-300}
lock_base() {
  [[ -z $LOCK_FD && -d $1 ]] || return 0
  command -v flock >/dev/null 2>&1 || return 0
  exec {LOCK_FD}>>"$1/.lock"
  flock -w "$LOCK_TIMEOUT" "$LOCK_FD" ||
    die "another $PROG command holds $1/.lock for more than ${LOCK_TIMEOUT}s"
}

# Canonical BASE_DIR (absolute, symlinks resolved) so that the datadir matched
# in /proc/PID/cmdline is the one given to mariadbd at start.
resolve_base() { realpath -m -- "$1"; }

# ------------------------------------------------------------ node layout --
node_dir()  { printf '%s/node%s' "$1" "$2"; }
# Everything of node I lives in BASE_DIR/nodeI:
#   data/  mysqld.sock  mysqld.pid  error.log  mariadbd.out  port  slow.pid
sock_of()   { printf '%s/mysqld.sock' "$1"; }
pidf_of()   { printf '%s/mysqld.pid' "$1"; }

# Node numbers present under BASE_DIR, ascending.
list_nodes() {
  local base=$1 d n
  local -a ns=()
  for d in "$base"/node*; do
    [[ -d $d ]] || continue
    n=${d##*/node}
    is_uint "$n" && ns+=("$n")
  done
  ((${#ns[@]})) || return 0
  printf '%s\n' "${ns[@]}" | sort -n
}

# Print the pid of node dir $1's mariadbd if it is running, else fail.
node_pid() {
  local dir=$1 pid
  { read -r pid < "$(pidf_of "$dir")"; } 2>/dev/null || return 1
  pid_alive "$pid" || return 1
  # Guard against a recycled pid: it must be a mariadbd serving this datadir.
  [[ $(pid_cmdline "$pid") == *mariadbd*"--datadir=$dir/data "* ]] || return 1
  printf '%s' "$pid"
}

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

show_log_tail() { # show_log_tail FILE [BYTE_OFFSET]: last lines written after OFFSET
  local file=$1 off=${2:-0}
  (($(file_size "$file") > off)) || return 0
  printf -- '----- last lines of %s -----\n' "$file" >&2
  tail -c +$((off + 1)) -- "$file" | tail -n 25 >&2
}

# Milliseconds since $1 (an $EPOCHREALTIME value).
elapsed_ms() {
  local now=${EPOCHREALTIME/[.,]/} then=${1/[.,]/}
  printf '%d' $(((10#$now - 10#$then) / 1000))
}

file_size() { local s; s=$(stat -c %s -- "$1" 2>/dev/null) || s=0; printf '%s' "$s"; }

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
    # Forbid maintainer scripts from starting services (Debian policy-rc.d
    # protocol, exit 101 = "action forbidden"). An existing policy-rc.d is
    # moved aside and restored afterwards.
    local prc=/usr/sbin/policy-rc.d backup=""
    if [[ -e $prc ]]; then
      backup="$prc.mariadb-cluster.$$"
      "${sudo[@]}" mv -- "$prc" "$backup"
    fi
    # shellcheck disable=SC2064  # expand now: restore exactly this state
    trap "${sudo[*]} rm -f -- '$prc'; [[ -z '$backup' ]] || ${sudo[*]} mv -- '$backup' '$prc'" EXIT
    printf '#!/bin/sh\n# mariadb-cluster.sh: no service starts during install\nexit 101\n' |
      "${sudo[@]}" tee "$prc" >/dev/null
    "${sudo[@]}" chmod 755 "$prc"

    local apt=("${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get
      -y -o Dpkg::Options::=--force-confdef -o Dpkg::Options::=--force-confold)
    if ! "${apt[@]}" install mariadb-server mariadb-client; then
      info "apt-get install failed; running apt-get update and retrying"
      "${apt[@]}" update
      "${apt[@]}" install mariadb-server mariadb-client
    fi
    "${sudo[@]}" rm -f -- "$prc"
    [[ -z $backup ]] || "${sudo[@]}" mv -- "$backup" "$prc"
    trap - EXIT
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
  if port_open 3306 || { command -v ss >/dev/null 2>&1 && ss -Hltn 'sport = :3306' | grep -q .; }; then
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

launch_node() { # launch_node DIR PORT : start mariadbd in the background
  local dir=$1 port=$2 i=${1##*/node}
  local -a opts extra=()
  mapfile -t opts < <(mem_opts)
  read -r -a extra <<< "${MARIADB_EXTRA_ARGS:-}"
  : >"$dir/mariadbd.out"
  file_size "$dir/error.log" >"$dir/.log-offset"   # to show only this run's log
  # setsid: own session, so the terminal's ^C / hang-up of this script does not
  # reach the server. Not the process-group leader here, so setsid execs
  # without forking and $! is mariadbd itself.
  (if [[ -n $LOCK_FD ]]; then exec {LOCK_FD}>&-; fi
   cd / && exec setsid mariadbd --no-defaults --user="$(id -un)" \
    --datadir="$dir/data" --socket="$(sock_of "$dir")" --port="$port" \
    --bind-address=127.0.0.1 --pid-file="$(pidf_of "$dir")" \
    --log-error="$dir/error.log" --server-id="$i" \
    "${opts[@]}" "${extra[@]}" </dev/null >>"$dir/mariadbd.out" 2>&1 {POLL_FD}<&-) &
  printf '%s' "$!"
}

startup_logs() {
  local off
  off=$(cat -- "$1/.log-offset" 2>/dev/null) || off=0
  show_log_tail "$1/error.log" "$off"
  show_log_tail "$1/mariadbd.out"
}

wait_ready() { # wait_ready DIR PORT LAUNCHER_PID
  local dir=$1 port=$2 lpid=$3 name i
  name=$(basename "$dir")
  for ((i = 0; i < READY_TIMEOUT * 5; i++)); do
    if ping_node "$dir" && node_pid "$dir" >/dev/null; then
      return 0
    fi
    if ! pid_alive "$lpid" && ! node_pid "$dir" >/dev/null; then
      startup_logs "$dir"
      die "$name (127.0.0.1:$port) exited during startup; see $dir/error.log"
    fi
    nap 0.2
  done
  startup_logs "$dir"
  # Do not leave a hung server behind: it is the process this script started.
  if pid_alive "$lpid"; then
    kill -TERM "$lpid" 2>/dev/null || true
    wait_pid_gone "$lpid" 10 || { kill -KILL "$lpid" 2>/dev/null || true; wait_pid_gone "$lpid" 5 || true; }
    info "$name: killed the unresponsive server (pid $lpid)"
  fi
  die "$name (127.0.0.1:$port) not ready after ${READY_TIMEOUT}s; see $dir/error.log"
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
  local -a fresh=() lpids=()
  for ((i = 1; i <= n; i++)); do
    dir=$(node_dir "$base" "$i")
    port=$((bport + i - 1))
    mkdir -p -- "$dir"
    if pid=$(node_pid "$dir"); then
      info "node$i already running (pid $pid)"
      continue
    fi
    if port_open "$port"; then
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
    lpids+=("$(launch_node "$dir" "$(node_port "$dir")")")
  done
  local k
  for k in "${!fresh[@]}"; do
    i=${fresh[k]}
    dir=$(node_dir "$base" "$i")
    wait_ready "$dir" "$(node_port "$dir")" "${lpids[k]}"
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
cmd_stop() {
  (($# <= 1)) || die "usage: $PROG stop [BASE_DIR]"
  local base i dir pid
  base=$(resolve_base "${1:-$DEFAULT_BASE_DIR}")
  [[ -d $base ]] || { info "no cluster at $base"; return 0; }
  lock_base "$base"
  local -a nodes=() pids=()
  mapfile -t nodes < <(list_nodes "$base")
  # Phase 1: end duty cycles, ask every server to shut down (in parallel).
  for i in "${nodes[@]}"; do
    dir=$(node_dir "$base" "$i")
    unslow_node "$dir" quiet
    if pid=$(node_pid "$dir"); then
      [[ $(pid_state "$pid") != T ]] || kill -CONT "$pid" 2>/dev/null || true
      pids+=("$pid")
      { admin "$dir" shutdown >/dev/null 2>&1 || kill -TERM "$pid" 2>/dev/null || true; } &
    else
      pids+=("")
    fi
  done
  # Phase 2: wait (bounded) for each pid to disappear; SIGKILL as last resort.
  local k rc=0
  for k in "${!nodes[@]}"; do
    i=${nodes[k]}; pid=${pids[k]}; dir=$(node_dir "$base" "$i")
    if [[ -z $pid ]]; then
      printf 'node%s down (was not running)\n' "$i"
    elif wait_pid_gone "$pid" "$STOP_TIMEOUT"; then
      printf 'node%s stopped (pid %s)\n' "$i" "$pid"
    else
      info "node$i (pid $pid) did not stop within ${STOP_TIMEOUT}s; sending SIGKILL"
      kill -KILL "$pid" 2>/dev/null || true
      wait_pid_gone "$pid" 10 || { info "node$i (pid $pid) survived SIGKILL"; rc=1; }
      printf 'node%s killed (pid %s)\n' "$i" "$pid"
    fi
    rm -f -- "$(pidf_of "$dir")"
  done
  wait || true   # reap background mariadb-admin calls (each bounded by timeout)
  return "$rc"
}

cmd_status() {
  (($# <= 1)) || die "usage: $PROG status [BASE_DIR]"
  local base i dir pid port line rc=0 cpid
  base=$(resolve_base "${1:-$DEFAULT_BASE_DIR}")
  local -a nodes=()
  [[ -d $base ]] && mapfile -t nodes < <(list_nodes "$base")
  ((${#nodes[@]})) || { info "no nodes under $base"; return 3; }
  for i in "${nodes[@]}"; do
    dir=$(node_dir "$base" "$i")
    port=$(node_port "$dir" || printf '?')
    if pid=$(node_pid "$dir"); then
      if cpid=$(cycler_pid "$dir"); then
        if ping_node "$dir"; then line="up (pid $pid)"; else line="unresponsive (pid $pid)"; rc=3; fi
        line+=" slowed: $(cat "$dir/slow.conf" 2>/dev/null) (cycler pid $cpid)"
      elif [[ $(pid_state "$pid") == T ]]; then
        line="frozen (pid $pid is SIGSTOPped, not by this script; kill -CONT $pid)"; rc=3
      elif ping_node "$dir"; then
        line="up (pid $pid)"
      else
        line="unresponsive (pid $pid)"; rc=3
      fi
    else
      line="down"; rc=3
    fi
    printf 'node%s 127.0.0.1:%s %s\n' "$i" "$port" "$line"
  done
  return "$rc"
}

cmd_wipe() {
  (($# <= 1)) || die "usage: $PROG wipe [BASE_DIR]"
  local base
  base=$(resolve_base "${1:-$DEFAULT_BASE_DIR}")
  [[ -e $base ]] || { info "nothing to wipe at $base"; return 0; }
  [[ -e $base/$MARKER ]] || die "$base was not created by $PROG ($MARKER missing); not removing it"
  lock_base "$base"
  cmd_stop "$base"
  rm -rf -- "$base"
  info "removed $base"
}

# -------------------------------------------------------- slow/unslow/kill --
node_arg() { # node_arg I BASE_DIR -> node dir of a configured node
  local i=$1 base dir
  base=$(resolve_base "$2")
  int_in "$i" 1 999 || die "node number must be 1..999, got '$i'"
  i=$((10#$i))
  dir=$(node_dir "$base" "$i")
  [[ -d $dir ]] || die "node$i does not exist under $base"
  printf '%s' "$dir"
}

# Pid of the duty-cycler of node dir $1 if it is running.
cycler_pid() {
  local dir=$1 pid
  { read -r pid < "$dir/slow.pid"; } 2>/dev/null || return 1
  pid_alive "$pid" || return 1
  [[ $(pid_cmdline "$pid") == *" __cycler "* ]] || return 1
  printf '%s' "$pid"
}

unslow_node() { # unslow_node DIR [quiet]
  local dir=$1 quiet=${2:-} cpid spid
  if cpid=$(cycler_pid "$dir"); then
    kill -TERM "$cpid" 2>/dev/null || true
    wait_pid_gone "$cpid" 2 || { kill -KILL "$cpid" 2>/dev/null || true; wait_pid_gone "$cpid" 2 || true; }
    [[ -n $quiet ]] || info "$(basename "$dir"): duty cycler (pid $cpid) stopped"
  elif [[ -z $quiet ]]; then
    info "$(basename "$dir"): was not slowed"
  fi
  rm -f -- "$dir/slow.pid" "$dir/slow.conf"
  # Whatever happened to the cycler, leave the server running.
  if spid=$(node_pid "$dir"); then kill -CONT "$spid" 2>/dev/null || true; fi
}

cmd_slow() {
  (($# >= 1 && $# <= 3)) || die "usage: $PROG slow I [BASE_DIR] [DUTY]"
  local base=${2:-$DEFAULT_BASE_DIR} duty=${3:-50} dir spid start
  dir=$(node_arg "$1" "$base")
  lock_base "${dir%/*}"
  int_in "$duty" 1 99 || die "DUTY must be 1..99 (% of each period stopped), got '$duty'"
  duty=$((10#$duty))
  int_in "$SLOW_PERIOD_MS" 2 60000 || die "SLOW_PERIOD_MS must be 2..60000"
  int_in "$SLOW_MAX_SECONDS" 1 31536000 || die "SLOW_MAX_SECONDS must be 1..31536000"
  spid=$(node_pid "$dir") || die "node$1 is not running"
  start=$(pid_starttime "$spid")
  unslow_node "$dir" quiet     # re-slowing replaces the previous cycle
  local on_us=$((SLOW_PERIOD_MS * 10 * duty)) off_us
  off_us=$((SLOW_PERIOD_MS * 1000 - on_us))
  rm -f -- "$dir/slow.pid"
  local on_s off_s
  on_s=$(printf '%d.%06d' $((on_us / 1000000)) $((on_us % 1000000)))
  off_s=$(printf '%d.%06d' $((off_us / 1000000)) $((off_us % 1000000)))
  # exec: no intermediate shell may linger holding the lock descriptor.
  (if [[ -n $LOCK_FD ]]; then exec {LOCK_FD}>&-; fi
   exec setsid "$BASH" "$SELF" __cycler "$spid" "$start" "$on_s" "$off_s" \
     "$SLOW_MAX_SECONDS" "$dir/slow.pid") </dev/null >>"$dir/slow.log" 2>&1 {POLL_FD}<&- &
  local k cpid=""
  for ((k = 0; k < 50; k++)); do           # the cycler writes its own pid
    cpid=$(cycler_pid "$dir") && break
    nap 0.1
  done
  [[ -n $cpid ]] || die "node$1: duty cycler did not start (see $dir/slow.log)"
  printf 'stopped %s%% of every %s ms, max %s s\n' "$duty" "$SLOW_PERIOD_MS" "$SLOW_MAX_SECONDS" >"$dir/slow.conf"
  printf 'node%s slowed: SIGSTOP %s%% of every %s ms (server pid %s, cycler pid %s, ends after %s s)\n' \
    "$1" "$duty" "$SLOW_PERIOD_MS" "$spid" "$cpid" "$SLOW_MAX_SECONDS"
}

# The duty cycler itself (runs detached; internal entry point).
cycler_main() {
  local pid=$1 start=$2 on=$3 off=$4 max=$5 pidfile=$6
  printf '%s\n' "$$" >"$pidfile.tmp.$$" && mv -f -- "$pidfile.tmp.$$" "$pidfile"
  # shellcheck disable=SC2064
  trap "kill -CONT $pid 2>/dev/null; exit 0" TERM INT HUP
  # shellcheck disable=SC2064
  trap "kill -CONT $pid 2>/dev/null || true" EXIT
  local deadline=$((SECONDS + max)) stat
  local -a f
  while ((SECONDS < deadline)); do
    # Stop if the target is gone, a zombie, or its pid was recycled. No forks
    # in this loop: it runs 1000/SLOW_PERIOD_MS times a second.
    { read -r stat < "/proc/$pid/stat"; } 2>/dev/null || break
    stat=${stat##*) }
    read -r -a f <<< "$stat"
    [[ ${f[0]} != [ZX] && ${f[19]} == "$start" ]] || break
    kill -STOP "$pid" 2>/dev/null || break
    nap "$on"
    kill -CONT "$pid" 2>/dev/null || break
    nap "$off"
  done
}

cmd_unslow() {
  (($# >= 1 && $# <= 2)) || die "usage: $PROG unslow I [BASE_DIR]"
  local dir
  dir=$(node_arg "$1" "${2:-$DEFAULT_BASE_DIR}")
  lock_base "${dir%/*}"
  unslow_node "$dir"
  printf 'node%s unslowed\n' "$1"
}

cmd_kill() {
  (($# >= 1 && $# <= 2)) || die "usage: $PROG kill I [BASE_DIR]"
  local dir pid
  dir=$(node_arg "$1" "${2:-$DEFAULT_BASE_DIR}")
  lock_base "${dir%/*}"
  unslow_node "$dir" quiet
  pid=$(node_pid "$dir") || die "node$1 is not running"
  kill -KILL "$pid"
  wait_pid_gone "$pid" 10 || die "node$1 (pid $pid) survived SIGKILL"
  printf 'node%s killed (SIGKILL, pid %s)\n' "$1" "$pid"
}

# ------------------------------------------------------------------ main --
main() {
  local cmd=${1:-help}
  int_in "$READY_TIMEOUT" 1 86400 || die "READY_TIMEOUT must be 1..86400 seconds"
  int_in "$STOP_TIMEOUT" 1 86400 || die "STOP_TIMEOUT must be 1..86400 seconds"
  (($#)) && shift
  case $cmd in
    install) cmd_install "$@" ;;
    start) cmd_start "$@" ;;
    stop) cmd_stop "$@" ;;
    status) cmd_status "$@" ;;
    wipe) cmd_wipe "$@" ;;
    slow) cmd_slow "$@" ;;
    unslow) cmd_unslow "$@" ;;
    kill) cmd_kill "$@" ;;
    __cycler) cycler_main "$@" ;;
    help | -h | --help) usage ;;
    *) usage >&2; exit 2 ;;
  esac
}

main "$@"
