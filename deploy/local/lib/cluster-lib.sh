# cluster-lib.sh - shell helpers shared by the deploy/local/*-cluster.sh scripts (sourced, not run).
# The sourcing script defines PROG, SELF, DEFAULT_BASE_DIR, SLOW_PERIOD_MS, SLOW_MAX_SECONDS and
# the node layout: node_dir BASE I (a node's directory) and node_pid DIR (its server's pid, if it
# runs), HERE (holding pom.xml) and JARS_DIR for install_jars, MARKER, READY_TIMEOUT, STOP_TIMEOUT and the commands cmd_install, cmd_start, cmd_stop,
# cmd_status, usage; SLOW_DEFAULT_DUTY (default 75) is the duty of `slow` without one. The script
# ends with `main "$@"`. Node directories hold pid, slow.pid, slow.conf and slow.log.
# shellcheck shell=bash

die()  { printf '%s: error: %s\n' "$PROG" "$*" >&2; exit 1; }
info() { printf '%s: %s\n' "$PROG" "$*" >&2; }

# int_in V LO HI: V is a decimal integer with LO <= V <= HI
int_in() { [[ $1 =~ ^[0-9]{1,9}$ ]] && ((10#$1 >= $2 && 10#$1 <= $3)); }

# A "poll sleep" that does not fork: read with timeout on a pipe nobody writes.
exec {POLL_FD}<> <(:)
nap() { read -r -t "$1" -u "$POLL_FD" _ || true; }

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
  local s
  [[ $1 =~ ^[0-9]+$ ]] || return 1
  s=$(pid_field "$1" 3) || return 1
  [[ $s != Z && $s != X ]]
}

pid_cmdline() { { tr '\0' ' ' < "/proc/$1/cmdline"; } 2>/dev/null; }

# Resident set size of PID in MB.
pid_rss_mb() {
  local k v _u
  while read -r k v _u; do
    [[ $k == VmRSS: ]] && { printf '%d' $((v / 1024)); return 0; }
  done < "/proc/$1/status" 2>/dev/null
  printf '?'
}

wait_pid_gone() { # wait_pid_gone PID SECONDS
  local i
  for ((i = 0; i < $2 * 10; i++)); do
    pid_alive "$1" || return 0
    nap 0.1
  done
  ! pid_alive "$1"
}

# True if something accepts TCP connections on ADDR:PORT.
port_open() { (exec 3<>"/dev/tcp/$1/$2") 2>/dev/null; }

# Milliseconds since $1 (an $EPOCHREALTIME value).
elapsed_ms() {
  local now=${EPOCHREALTIME/[.,]/} then=${1/[.,]/}
  printf '%d' $(((10#$now - 10#$then) / 1000))
}

show_log_tail() { # show_log_tail FILE [BYTE_OFFSET]: last lines written after OFFSET
  local file=$1 off=${2:-0}
  (($(file_size "$file") > off)) || return 0
  printf -- '----- last lines of %s -----\n' "$file" >&2
  tail -c +$((off + 1)) -- "$file" | tail -n 25 >&2
}

file_size() { local s; s=$(stat -c %s -- "$1" 2>/dev/null) || s=0; printf '%s' "$s"; }

# One command at a time per BASE_DIR: an flock on BASE_DIR/.lock, held until this script exits.
# Long-lived children (java, the duty cycler) get the descriptor closed.
LOCK_FD=""
LOCK_TIMEOUT=${LOCK_TIMEOUT:-300}
lock_base() {
  [[ -z $LOCK_FD && -d $1 ]] || return 0
  command -v flock >/dev/null 2>&1 || return 0
  exec {LOCK_FD}>>"$1/.lock"
  flock -w "$LOCK_TIMEOUT" "$LOCK_FD" ||
    die "another $PROG command holds $1/.lock for more than ${LOCK_TIMEOUT}s"
}

resolve_base() { realpath -m -- "$1"; }

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

# ------------------------------------------------------------ server jars --
jars_ok() { [[ -e $JARS_DIR/.complete ]]; }

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

# -------------------------------------------------------- slow/unslow/kill --
node_arg() { # node_arg I BASE_DIR -> node dir of a configured node
  local i=$1 base dir
  base=$(resolve_base "$2")
  int_in "$i" 1 999 || die "node number must be 1..999, got '$i'"
  dir=$(node_dir "$base" $((10#$i)))
  [[ -d $dir ]] || die "node$i does not exist under $base"
  printf '%s' "$dir"
}

cycler_pid() {
  local pid
  { read -r pid < "$1/slow.pid"; } 2>/dev/null || return 1
  pid_alive "$pid" || return 1
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
  if spid=$(node_pid "$dir"); then kill -CONT "$spid" 2>/dev/null || true; fi
}

cmd_slow() {
  (($# >= 1 && $# <= 3)) || die "usage: $PROG slow I [BASE_DIR] [DUTY]"
  local duty=${3:-${SLOW_DEFAULT_DUTY:-75}} dir spid start
  dir=$(node_arg "$1" "${2:-$DEFAULT_BASE_DIR}")
  lock_base "${dir%/*}"
  int_in "$duty" 1 99 || die "DUTY must be 1..99 (% of each period stopped), got '$duty'"
  duty=$((10#$duty))
  int_in "$SLOW_PERIOD_MS" 2 60000 || die "SLOW_PERIOD_MS must be 2..60000"
  int_in "$SLOW_MAX_SECONDS" 1 31536000 || die "SLOW_MAX_SECONDS must be 1..31536000"
  spid=$(node_pid "$dir") || die "node$1 is not running"
  start=$(pid_field "$spid" 22)
  unslow_node "$dir" quiet     # re-slowing replaces the previous cycle
  local on_us=$((SLOW_PERIOD_MS * 10 * duty)) off_us on_s off_s
  off_us=$((SLOW_PERIOD_MS * 1000 - on_us))
  on_s=$(printf '%d.%06d' $((on_us / 1000000)) $((on_us % 1000000)))
  off_s=$(printf '%d.%06d' $((off_us / 1000000)) $((off_us % 1000000)))
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

# The duty cycler itself (runs detached; internal entry point). No forks in the loop.
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

# ------------------------------------------------------------- wipe/main --
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
