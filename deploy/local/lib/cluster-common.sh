# shellcheck shell=bash
# cluster-common.sh - what deploy/local/<db>-cluster.sh scripts share: errors, process identity
# (pid + start time), bounded waits, one command at a time per BASE_DIR (flock), the node layout
# BASE_DIR/node<i>, and the db-independent commands wipe, slow, unslow, kill, fault, unfault
# (lib/faults.sh: cpu, disk, contend) and the dispatch.
#
# Contract. Source it once, near the top of the script, after `set -euo pipefail`:
#   . "$(dirname -- "$SELF")/lib/cluster-common.sh"
# The script defines, before calling anything here:
#   PROG SELF            script name (for messages) and absolute path (the duty cycler re-runs
#                        "$SELF" __cycler ...)
#   DEFAULT_BASE_DIR     BASE_DIR when a command is given none
#   MARKER               file that marks a BASE_DIR as the script's (wipe refuses without it)
#   NODE_MAX             highest node number I accepted by slow/unslow/kill
#   SLOW_DEFAULT_DUTY    DUTY of `slow` when none is given (1..99)
#   SLOW_PERIOD_MS SLOW_MAX_SECONDS READY_TIMEOUT STOP_TIMEOUT   (validated by cluster_main)
#   PID_FILE             name of the file in a process dir where launch_detached records
#                        "PID STARTTIME" (removed by stop)
#   HERE JARS_DIR        only for install_jars: the folder holding the script's pom.xml, the jar cache
# and these functions:
#   usage                help text on stdout
#   node_request_stop DIR PID   asks node DIR's server (PID) to shut down; may block (it runs
#                        in the background, one per node); on failure stop sends SIGTERM
#   cmd_install ARGS / cmd_start ARGS
#   node_where DIR, node_answers DIR   for cmd_status (or a cmd_status of its own)
# Then it ends with `cluster_main "$@"`.
# Provided here: die info apt_install_no_service is_uint int_in nap pid_alive pid_field pid_state pid_starttime
# cmd_status pid_cmdline live_pid_in wait_pid_gone port_open elapsed_ms file_size show_log_tail
# launch_detached node_pid await_server lock_base
# resolve_base node_dir list_nodes node_arg jars_ok open_base install_jars pid_rss_mb stop_dirs
# cmd_stop
# cycler_pid unslow_node cmd_wipe cmd_slow
# cycler_main cmd_unslow cmd_kill cluster_main; variables POLL_FD, LOCK_FD, LOCK_TIMEOUT
# (env, default 300 s), BASE_DIR (set by open_base). Long-lived children a script starts must
# close LOCK_FD and POLL_FD.

# shellcheck source=deploy/local/lib/faults.sh
. "${BASH_SOURCE[0]%/*}/faults.sh"

# ----------------------------------------------------------------- errors --
die()  { printf '%s: error: %s\n' "$PROG" "$*" >&2; exit 1; }
info() { printf '%s: %s\n' "$PROG" "$*" >&2; }

is_uint() { [[ $1 =~ ^[0-9]+$ ]]; }
# int_in V LO HI: V is a decimal integer with LO <= V <= HI
int_in() { [[ $1 =~ ^[0-9]{1,9}$ ]] && ((10#$1 >= $2 && 10#$1 <= $3)); }

# A "poll sleep" that does not fork: read with timeout on a pipe nobody writes.
exec {POLL_FD}<> <(:)
nap() { read -r -t "$1" -u "$POLL_FD" _ || true; }

# ------------------------------------------------------- process identity --
# Field K (1-based, as in proc(5)) of /proc/PID/stat, K >= 3.
pid_field() {
  local stat
  local -a f
  { read -r stat < "/proc/$1/stat"; } 2>/dev/null || return 1
  stat=${stat##*) }                 # drop "pid (comm) " (comm may hold spaces)
  read -r -a f <<< "$stat"
  printf '%s' "${f[$2 - 3]}"
}

# True if PID is a live (not zombie) process.
pid_alive() {
  local s t
  is_uint "$1" || return 1
  s=$(pid_field "$1" 3) || return 1
  [[ $s != Z && $s != X ]] && return 0
  # A killed JVM's main thread turns zombie while its other threads are still exiting, and
  # the process keeps its sockets until the last one is gone (seen: CQL port still accepting).
  for t in /proc/"$1"/task/[0-9]*; do
    [[ -e $t && ${t##*/} != "$1" ]] && return 0
  done
  return 1
}

# Process state letter (R, S, T, ...) of PID, or empty.
pid_state() { pid_field "$1" 3 || true; }

# Start time (clock ticks since boot) of PID: identifies a process across pid reuse.
pid_starttime() { pid_field "$1" 22; }

pid_cmdline() {
  local c
  { c=$(tr '\0' ' ' < "/proc/$1/cmdline"); } 2>/dev/null || return 1
  printf '%s' "$c"
}

# The pid written in FILE if that process lives; else fail. Callers check its command line too,
# so that a recycled pid never counts.
live_pid_in() {
  local pid
  { read -r pid < "$1"; } 2>/dev/null || return 1
  pid_alive "$pid" || return 1
  printf '%s' "$pid"
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

# True if something accepts TCP connections on ADDR:PORT.
port_open() { (exec 3<>"/dev/tcp/$1/$2") 2>/dev/null; }

# Milliseconds since $1 (an $EPOCHREALTIME value).
elapsed_ms() {
  local now=${EPOCHREALTIME/[.,]/} then=${1/[.,]/}
  printf '%d' $(((10#$now - 10#$then) / 1000))
}

file_size() { local s; s=$(stat -c %s -- "$1" 2>/dev/null) || s=0; printf '%s' "$s"; }

show_log_tail() { # show_log_tail FILE: its last lines, or a line saying it holds nothing
  local file=$1
  if [[ ! -e $file ]]; then
    printf -- '----- %s was never written -----\n' "$file" >&2
  elif (($(file_size "$file") == 0)); then
    printf -- '----- %s is empty -----\n' "$file" >&2
  else
    printf -- '----- last lines of %s -----\n' "$file" >&2
    tail -n 25 -- "$file" >&2
  fi
}

# ---------------------------------------------------- launching a server --
# A server is identified by the pid of the background job that starts it together with that
# job's start time (field 22 of /proc/PID/stat). Both are true from the moment the job exists:
# the job execs the server, which keeps pid and start time, so a server still starting (even
# before the exec) is never mistaken for one that exited, and a recycled pid (another start
# time) never counts as ours.

# launch_detached DIR LOG COMMAND...: starts COMMAND in DIR in a session of its own (so ^C of
# the calling script does not reach it), stdin /dev/null, stdout and stderr appended to LOG,
# and records "PID STARTTIME" in DIR/$PID_FILE. Call it in the script's own shell, not in
# $(...): the job must stay a child of the script (await_server reads its exit status).
launch_detached() {
  local dir=$1 log=$2 pid start
  shift 2
  # exec: the job becomes COMMAND; setsid does not fork here, because a background job of a
  # non-interactive shell is not a process-group leader. The lock and poll descriptors must
  # not live on in the server.
  (if [[ -n $LOCK_FD ]]; then exec {LOCK_FD}>&-; fi
   cd "$dir" && exec setsid "$@" </dev/null >>"$log" 2>&1 {POLL_FD}<&-) &
  pid=$!
  # Readable until bash reaps the job; if it already has, the server is gone and the empty
  # start time makes node_pid fail, as it should.
  start=$(pid_starttime "$pid") || start=""
  printf '%s %s\n' "$pid" "$start" >"$dir/$PID_FILE"
}

# node_pid DIR: the pid of the server launched in DIR while it lives (pid and start time as
# recorded by launch_detached); else fail.
node_pid() {
  local pid start
  { read -r pid start < "$1/$PID_FILE"; } 2>/dev/null || return 1
  [[ -n $start ]] && pid_alive "$pid" && [[ $(pid_starttime "$pid") == "$start" ]] || return 1
  printf '%s' "$pid"
}

# await_server DIR NAME WHAT LOGS TEST...: polls TEST every 0.2 s until it succeeds. Fails if
# the server launched in DIR has exited first (with its exit status when this shell launched
# it), or after READY_TIMEOUT s (the hung server is then stopped: nothing is left running);
# either way after printing the tails of LOGS (':'-separated files) and naming them.
await_server() {
  local dir=$1 name=$2 what=$3 logs=$4 pid="" i rc f
  shift 4
  local -a files
  IFS=: read -r -a files <<< "$logs"
  for ((i = 0; i < READY_TIMEOUT * 5; i++)); do
    if ! pid=$(node_pid "$dir"); then
      rc=""
      if { read -r pid _ < "$dir/$PID_FILE"; } 2>/dev/null && is_uint "$pid"; then
        rc=0
        wait "$pid" 2>/dev/null || rc=$?   # 127: not this shell's child, status unknown
        ((rc != 127)) || rc=""
      fi
      for f in "${files[@]}"; do show_log_tail "$f"; done
      die "$name exited${rc:+ with status $rc} before $what; logs: ${files[*]}"
    fi
    "$@" && return 0
    nap 0.2
  done
  for f in "${files[@]}"; do show_log_tail "$f"; done
  kill -TERM "$pid" 2>/dev/null || true
  wait_pid_gone "$pid" 10 || { kill -KILL "$pid" 2>/dev/null || true; wait_pid_gone "$pid" 5 || true; }
  die "$name (pid $pid): no $what after ${READY_TIMEOUT}s (stopped it); logs: ${files[*]}"
}

# ----------------------------------------------------------- apt install --
# apt_install_no_service PKG...: apt-get install PKG... (apt-get update and one retry if that
# fails) while a Debian policy-rc.d (exit 101 = "action forbidden") keeps the packages' maintainer
# scripts from starting their services; an existing policy-rc.d is moved aside and restored.
# Runs as root, or through sudo.
apt_install_no_service() {
  local -a sudo=()
  if ((EUID != 0)); then
    command -v sudo >/dev/null 2>&1 || die "install needs root (or sudo)"
    sudo=(sudo)
  fi
  local prc=/usr/sbin/policy-rc.d backup=""
  if [[ -e $prc ]]; then
    backup="$prc.$PROG.$$"
    "${sudo[@]}" mv -- "$prc" "$backup"
  fi
  # shellcheck disable=SC2064  # expand now: restore exactly this state
  trap "${sudo[*]} rm -f -- '$prc'; [[ -z '$backup' ]] || ${sudo[*]} mv -- '$backup' '$prc'" EXIT
  printf '#!/bin/sh\n# %s: no service starts during install\nexit 101\n' "$PROG" |
    "${sudo[@]}" tee "$prc" >/dev/null
  "${sudo[@]}" chmod 755 "$prc"
  local apt=("${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get
    -y -o Dpkg::Options::=--force-confdef -o Dpkg::Options::=--force-confold)
  if ! "${apt[@]}" install "$@"; then
    info "apt-get install failed; running apt-get update and retrying"
    "${apt[@]}" update
    "${apt[@]}" install "$@"
  fi
  "${sudo[@]}" rm -f -- "$prc"
  [[ -z $backup ]] || "${sudo[@]}" mv -- "$backup" "$prc"
  trap - EXIT
}

# ---------------------------------------------------------------- locking --
# One command at a time per BASE_DIR (e.g. parallel test workers all calling start): an flock
# on BASE_DIR/.lock, held until the script exits. Long-lived children (the server, the duty
# cycler) get the descriptor closed, or they would hold the lock forever.
LOCK_FD=""
LOCK_TIMEOUT=${LOCK_TIMEOUT:-300}
lock_base() {
  [[ -z $LOCK_FD && -d $1 ]] || return 0
  command -v flock >/dev/null 2>&1 || return 0
  exec {LOCK_FD}>>"$1/.lock"
  flock -w "$LOCK_TIMEOUT" "$LOCK_FD" ||
    die "another $PROG command holds $1/.lock for more than ${LOCK_TIMEOUT}s"
}

# ------------------------------------------------------------ node layout --
# Canonical BASE_DIR (absolute, symlinks resolved) so that paths matched in /proc/PID/cmdline
# are the ones given to the server at start.
resolve_base() { realpath -m -- "$1"; }

node_dir() { printf '%s/node%s' "$1" "$2"; }

# Node numbers present under BASE_DIR, ascending.
list_nodes() {
  local d
  for d in "$1"/node*; do
    { [[ -d $d ]] && is_uint "${d##*/node}"; } || continue
    printf '%s\n' "${d##*/node}"
  done | sort -n
}

node_arg() { # node_arg I BASE_DIR -> node dir of a configured node
  local i=$1 base dir
  base=$(resolve_base "$2")
  int_in "$i" 1 "$NODE_MAX" || die "node number must be 1..$NODE_MAX, got '$i'"
  i=$((10#$i))
  dir=$(node_dir "$base" "$i")
  [[ -d $dir ]] || die "node$i does not exist under $base"
  printf '%s' "$dir"
}

# ------------------------------------------------------------------ jars --
# Server jars come from Maven Central: HERE/pom.xml (HERE is the script's own resource folder)
# lists them; JARS_DIR is where they are kept (once per version).
jars_ok() { [[ -e $JARS_DIR/.complete ]]; }

# open_base NAME BASE: what a JVM cluster's start does first: checks NAME's jars and java, then
# sets BASE_DIR to BASE resolved, creates it with the MARKER and takes its lock (held until the
# script exits, so this runs in the script's own shell, not in $(...)).
open_base() {
  jars_ok || die "$1 jars missing; run '$PROG install' first"
  command -v java >/dev/null 2>&1 || die "java not found"
  BASE_DIR=$(resolve_base "$2")
  mkdir -p -- "$BASE_DIR"
  : >"$BASE_DIR/$MARKER"
  lock_base "$BASE_DIR"
}

# install_jars NAME GROUP:ARTIFACT VERSION VERSION_PROPERTY: the runtime jars of HERE/pom.xml
# (with -DVERSION_PROPERTY=VERSION) into JARS_DIR once; the artifact's own jar must be among them.
install_jars() {
  local name=$1 ga=$2 version=$3 prop=$4
  if jars_ok; then
    info "$name $version jars already in $JARS_DIR"
    return 0
  fi
  command -v mvn >/dev/null 2>&1 || die "mvn not found (apt-get install maven)"
  local t0=$EPOCHREALTIME
  rm -rf -- "$JARS_DIR"
  mkdir -p -- "$JARS_DIR"
  mvn -B -q -ntp -f "$HERE/pom.xml" dependency:copy-dependencies -DincludeScope=runtime \
    "-D$prop=$version" -DoutputDirectory="$JARS_DIR" >&2 || die "fetching $ga:$version failed"
  [[ -e $JARS_DIR/${ga#*:}-$version.jar ]] || die "${ga#*:} jar missing in $JARS_DIR"
  : >"$JARS_DIR/.complete"
  info "$name $version jars in $JARS_DIR ($(du -sh -- "$JARS_DIR" | cut -f1), $(elapsed_ms "$t0") ms)"
}

# Resident memory of PID in MB, or ?.
pid_rss_mb() {
  local k v _u
  while read -r k v _u; do
    [[ $k == VmRSS: ]] && { printf '%d' $((v / 1024)); return 0; }
  done < "/proc/$1/status" 2>/dev/null
  printf '?'
}

# ------------------------------------------------------------------- stop --
# stop_dirs DIR...: ends each dir's duty cycle, wakes a frozen server, asks every running server
# to stop (the script's node_request_stop, all in parallel), waits up to STOP_TIMEOUT s for each,
# SIGKILLs the ones left, removes PID_FILE from each dir and prints one line per dir; fails if a
# server survived.
stop_dirs() {
  local dir pid k rc=0
  local -a dirs=("$@") pids=()
  for dir in "${dirs[@]}"; do
    [[ ! -d $dir ]] || { unslow_node "$dir" quiet; unfault_node "$dir" quiet || rc=1; }
    if pid=$(node_pid "$dir"); then
      [[ $(pid_state "$pid") != T ]] || kill -CONT "$pid" 2>/dev/null || true
      pids+=("$pid")
      { node_request_stop "$dir" "$pid" || kill -TERM "$pid" 2>/dev/null || true; } &
    else
      pids+=("")
    fi
  done
  for k in "${!dirs[@]}"; do
    dir=${dirs[k]}; pid=${pids[k]}
    if [[ -z $pid ]]; then
      printf '%s down (was not running)\n' "${dir##*/}"
    elif wait_pid_gone "$pid" "$STOP_TIMEOUT"; then
      printf '%s stopped (pid %s)\n' "${dir##*/}" "$pid"
    else
      info "${dir##*/} (pid $pid) did not stop within ${STOP_TIMEOUT}s; sending SIGKILL"
      kill -KILL "$pid" 2>/dev/null || true
      wait_pid_gone "$pid" 10 || { info "${dir##*/} (pid $pid) survived SIGKILL"; rc=1; }
      printf '%s killed (pid %s)\n' "${dir##*/}" "$pid"
    fi
    rm -f -- "$dir/$PID_FILE"
  done
  wait || true   # reap the stop requests (each bounded by the script)
  return "$rc"
}

# cmd_stop [BASE_DIR]: stop_dirs over every node. Scripts with more processes than nodes (HBase:
# ZooKeeper, master) define their own cmd_stop after sourcing this file.
cmd_stop() {
  (($# <= 1)) || die "usage: $PROG stop [BASE_DIR]"
  local base i
  base=$(resolve_base "${1:-$DEFAULT_BASE_DIR}")
  [[ -d $base ]] || { info "no cluster at $base"; return 0; }
  lock_base "$base"
  local -a dirs=()
  for i in $(list_nodes "$base"); do dirs+=("$(node_dir "$base" "$i")"); done
  stop_dirs "${dirs[@]}"
}

# ----------------------------------------------------------------- status --
# cmd_status [BASE_DIR]: one line per node, "node<i> WHERE STATE", WHERE from the script's
# node_where DIR, STATE one of: up (pid P) [slowed: ... (cycler pid C)], unresponsive (pid P),
# frozen (SIGSTOPped, not by the script), down; "up" when the script's node_answers DIR succeeds.
# Exit 0 if every node is up, else 3. Scripts with other states define their own cmd_status.
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
        if node_answers "$dir"; then line="up (pid $pid)"; else line="unresponsive (pid $pid)"; rc=3; fi
        line+=" slowed: $(cat "$dir/slow.conf" 2>/dev/null) (cycler pid $cpid)"
      elif [[ $(pid_state "$pid") == T ]]; then
        line="frozen (pid $pid is SIGSTOPped, not by this script; kill -CONT $pid)"; rc=3
      elif node_answers "$dir"; then
        line="up (pid $pid)"
      else
        line="unresponsive (pid $pid)"; rc=3
      fi
    else
      line="down"; rc=3
    fi
    [[ ! -e $dir/fault.conf ]] || line+=" fault: $(fault_summary "$dir")"
    printf 'node%s %s %s\n' "$i" "$(node_where "$dir")" "$line"
  done
  return "$rc"
}

# ------------------------------------------------------------------- wipe --
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
# Pid of the duty cycler of node dir $1 if it is running.
cycler_pid() {
  local pid
  pid=$(live_pid_in "$1/slow.pid") || return 1
  [[ $(pid_cmdline "$pid") == *" __cycler "* ]] || return 1
  printf '%s' "$pid"
}

unslow_node() { # unslow_node DIR [quiet]
  local dir=$1 quiet=${2:-} cpid spid
  if cpid=$(cycler_pid "$dir"); then
    kill -TERM "$cpid" 2>/dev/null || true
    wait_pid_gone "$cpid" 2 || { kill -KILL "$cpid" 2>/dev/null || true; wait_pid_gone "$cpid" 2 || true; }
    [[ -n $quiet ]] || info "${dir##*/}: duty cycler (pid $cpid) stopped"
  elif [[ -z $quiet ]]; then
    info "${dir##*/}: was not slowed"
  fi
  rm -f -- "$dir/slow.pid" "$dir/slow.conf"
  # Whatever happened to the cycler, leave the server running.
  if spid=$(node_pid "$dir"); then kill -CONT "$spid" 2>/dev/null || true; fi
}

cmd_slow() {
  (($# >= 1 && $# <= 3)) || die "usage: $PROG slow I [BASE_DIR] [DUTY]"
  local duty=${3:-$SLOW_DEFAULT_DUTY} dir spid start
  dir=$(node_arg "$1" "${2:-$DEFAULT_BASE_DIR}")
  lock_base "${dir%/*}"
  int_in "$duty" 1 99 || die "DUTY must be 1..99 (% of each period stopped), got '$duty'"
  duty=$((10#$duty))
  int_in "$SLOW_PERIOD_MS" 2 60000 || die "SLOW_PERIOD_MS must be 2..60000"
  int_in "$SLOW_MAX_SECONDS" 1 31536000 || die "SLOW_MAX_SECONDS must be 1..31536000"
  spid=$(node_pid "$dir") || die "node$1 is not running"
  start=$(pid_starttime "$spid")
  unslow_node "$dir" quiet     # re-slowing replaces the previous cycle
  local on_us=$((SLOW_PERIOD_MS * 10 * duty)) off_us on_s off_s
  off_us=$((SLOW_PERIOD_MS * 1000 - on_us))
  on_s=$(printf '%d.%06d' $((on_us / 1000000)) $((on_us % 1000000)))
  off_s=$(printf '%d.%06d' $((off_us / 1000000)) $((off_us % 1000000)))
  # exec: no intermediate shell may linger holding the lock descriptor.
  (if [[ -n $LOCK_FD ]]; then exec {LOCK_FD}>&-; fi
   exec setsid "$BASH" "$SELF" __cycler "$spid" "$start" "$on_s" "$off_s" \
     "$SLOW_MAX_SECONDS" "$dir/slow.pid") </dev/null >>"$dir/slow.log" 2>&1 {POLL_FD}<&- &
  # The cycler writes its own pid once it runs; until then its job is alive (on a loaded
  # machine that can take seconds). Only a job that is gone without a pid file has failed.
  local job=$! k cpid=""
  for ((k = 0; k < 300; k++)); do
    cpid=$(cycler_pid "$dir") && break
    pid_alive "$job" || { cpid=$(cycler_pid "$dir") && break; show_log_tail "$dir/slow.log"
      die "node$1: duty cycler exited at start (see $dir/slow.log)"; }
    nap 0.1
  done
  [[ -n $cpid ]] || die "node$1: duty cycler did not start within 30 s (see $dir/slow.log)"
  printf 'stopped %s%% of every %s ms, max %s s\n' "$duty" "$SLOW_PERIOD_MS" "$SLOW_MAX_SECONDS" >"$dir/slow.conf"
  printf 'node%s slowed: SIGSTOP %s%% of every %s ms (server pid %s, cycler pid %s, ends after %s s)\n' \
    "$1" "$duty" "$SLOW_PERIOD_MS" "$spid" "$cpid" "$SLOW_MAX_SECONDS"
}

# The duty cycler itself (runs detached; internal entry point __cycler).
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
  unfault_node "$dir" quiet || die "node$1: its fault's cgroup could not be removed"
  printf 'node%s killed (SIGKILL, pid %s)\n' "$1" "$pid"
}

# ------------------------------------------------------------------ main --
cluster_main() {
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
    fault) cmd_fault "$@" ;;
    unfault) cmd_unfault "$@" ;;
    __cycler) cycler_main "$@" ;;
    __contender) contender_main "$@" ;;
    help | -h | --help) usage ;;
    *) usage >&2; exit 2 ;;
  esac
}
