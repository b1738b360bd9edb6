#!/usr/bin/env bash
# Checks of the deploy/local cluster scripts' process handling and of bin/test's evidence keeping,
# run by bin/test (needs mariadbd, which bin/test installs first):
#   - a server whose exec comes late is the launched server from the start, never "exited";
#   - a server that exits at once is reported with its exit status and its log's tail;
#   - a deliberately broken start (MariaDB given an option it does not know) fails its step, and
#     its logs stay where the message says after the cluster is wiped;
#   - each fault verb (cpu, disk) moves a real MariaDB server into a cgroup of its own with the
#     asked limit, and unfault, kill and wipe put it back and remove the cgroup;
#   - deploy/local/fault-pid.sh does the same to a process given by pid (slow, unslow, fault,
#     unfault, kill, status), leaves no state behind, and refuses a pid that is not running.
# Prints one line per check and a closing "N passed, M failed" line.
# shellcheck source-path=SCRIPTDIR source=lib.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

LIB="$ROOT/deploy/local/lib/cluster-common.sh"
MC="$ROOT/deploy/local/mariadb-cluster.sh"

# scenario FILE ARGS...: runs FILE as a stand-in cluster script (the library with the settings a
# real script defines), in a shell of its own: the library's die exits that shell only.
scenario() {
  local file=$1
  shift
  bash -c 'set -euo pipefail
    PROG=harness SELF=$0 PID_FILE=pid READY_TIMEOUT=30 STOP_TIMEOUT=5
    . "$1"; shift; . "$@"' "$0" "$LIB" "$file" "$@"
}

# ---------------------------------------------------------------- slow exec --
# The job blocks on a FIFO before it execs the "server" (sleep): until the scenario writes to the
# FIFO it is certainly still the pre-exec shell. node_pid must already name it, and await_server
# must wait for it rather than call it exited.
cat >slow-exec.sh <<'EOF'
dir=$1
mkdir -p "$dir" && mkfifo "$dir/gate"
launch_detached "$dir" "$dir/out.log" bash -c 'read -r _ <"$1"; exec sleep 120' gate "$dir/gate"
pid=$(node_pid "$dir") || { echo "  not found before its exec" >&2; exit 1; }
cmd=$(pid_cmdline "$pid")
[[ $cmd == bash* ]] || { echo "  expected the pre-exec shell, saw: $cmd" >&2; exit 1; }
printf 'go\n' >"$dir/gate" &
execd() { [[ $(pid_cmdline "$pid") == "sleep 120 " ]]; }
await_server "$dir" slow-server "its exec" "$dir/out.log" execd
[[ $(node_pid "$dir") == "$pid" ]] || { echo "  pid changed across its exec" >&2; exit 1; }
kill -TERM "$pid"
wait_pid_gone "$pid" 5
! node_pid "$dir" >/dev/null || { echo "  still listed after it ended" >&2; exit 1; }
EOF
check "a server before its exec is the launched one and is awaited, not reported exited" \
  scenario slow-exec.sh "$WORK/slow"

# ---------------------------------------------------------- immediate exit --
cat >exits.sh <<'EOF'
dir=$1
mkdir -p "$dir"
launch_detached "$dir" "$dir/out.log" bash -c 'echo "bind 127.0.0.1:1: permission denied" >&2; exit 3'
never() { false; }
await_server "$dir" exiting-server "its port" "$dir/out.log:$dir/never-written.log" never
EOF
exits_reported() {
  local status=0
  scenario exits.sh "$WORK/exits" >exits.out 2>exits.err || status=$?
  ((status != 0)) || { echo "  await_server succeeded on a server that exited" >&2; return 1; }
  has "harness: error: exiting-server exited with status 3 before its port; logs: $WORK/exits/out.log $WORK/exits/never-written.log" exits.err &&
    has "----- last lines of $WORK/exits/out.log -----" exits.err &&
    has "bind 127.0.0.1:1: permission denied" exits.err &&
    has "----- $WORK/exits/never-written.log was never written -----" exits.err
}
check "a server that exits at once is reported with its exit status and log tail" exits_reported

# ------------------------------------------------------ evidence of a failure --
# The step frame of bin/test around a MariaDB start that cannot succeed; then the cluster is
# wiped as bin/test's exit trap does, and the evidence must still be where the message said.
broken_start_keeps_logs() {
  local base="$WORK/broken-mariadb" failures="$WORK/failures" status=0
  (
    # shellcheck source=tests/steps.sh
    . "$ROOT/tests/steps.sh"
    STEPS_PREFIX=check FAILURES_DIR=$failures
    export MARIADB_EXTRA_ARGS=--no-such-option-for-this-test READY_TIMEOUT=60
    step broken-start --keep "$base" -- "$MC" start 1 "$base" 3399
  ) >broken.out 2>broken.err || status=$?
  "$MC" wipe "$base" >/dev/null 2>&1 || { echo "  wipe failed" >&2; return 1; }
  ((status != 0)) || { echo "  the broken start passed" >&2; return 1; }
  [[ ! -e $base ]] || { echo "  $base still there after wipe" >&2; return 1; }
  local kept="$failures/broken-start"
  local log="$kept/${base#/}/node1/error.log"
  has "check: broken-start FAILED" broken.err &&
    has "evidence kept in $kept/" broken.err &&
    has "node1 (127.0.0.1:3399) exited with status" broken.out &&
    has "no-such-option-for-this-test" "$log" &&
    has "mariadb-cluster.sh: error: node1 (127.0.0.1:3399) exited" "$kept/output.log"
}
check "a broken MariaDB start keeps its logs where the message says, after the wipe" \
  broken_start_keeps_logs

# ------------------------------------------------------------------ faults --
# fault_cgroups: the cgroups a fault made, anywhere in the cgroup file system (none expected).
fault_cgroups() { find /sys/fs/cgroup -maxdepth 2 -type d -name 'ycsb-bio-fault-*' 2>/dev/null; }

# in_cgroup PID DIR: PID is listed in cgroup DIR.
in_cgroup() { grep -qx "$1" "$2/cgroup.procs"; }

# mc ARGS: mariadb-cluster.sh ARGS, its output in fault.out, shown when it fails.
mc() { "$MC" "$@" >fault.out 2>&1 || { echo "  mariadb-cluster.sh $* failed:" >&2; cat fault.out >&2; return 1; }; }

faults_start_and_stop_cleanly() {
  local base="$WORK/fault-mariadb" pid cg kind limit
  [[ -z $(fault_cgroups) ]] || { echo "  fault cgroups left from before: $(fault_cgroups)" >&2; return 1; }
  mc start 1 "$base" 3398 || return 1
  pid=$(cut -d' ' -f1 "$base/node1/pid")
  for kind in cpu disk; do
    mc fault 1 "$kind" "$base" 7 || return 1
    cg=$(sed -n 2p "$base/node1/fault.conf" | cut -d' ' -f1)
    in_cgroup "$pid" "$cg" || { echo "  $kind: pid $pid not in $cg" >&2; return 1; }
    case $kind in
      cpu) limit=$(cat "$cg/cpu.cfs_quota_us" 2>/dev/null || cut -d' ' -f1 "$cg/cpu.max"); [[ $limit == 7000 ]] ;;
      disk) limit=$(cat "$cg/blkio.throttle.write_iops_device" 2>/dev/null || cat "$cg/io.max"); [[ $limit == *\ 7 || $limit == *wiops=7* ]] ;;
    esac || { echo "  $kind: limit is '$limit', expected 7" >&2; return 1; }
    mc status "$base" || return 1
    has "fault: $kind 7" fault.out || return 1
    mc unfault 1 "$base" || return 1
    [[ ! -e $cg && ! -e $base/node1/fault.conf ]] || { echo "  $kind: $cg or fault.conf left" >&2; return 1; }
    ! grep -q ycsb-bio-fault "/proc/$pid/cgroup" || { echo "  $kind: pid $pid still in a fault cgroup" >&2; return 1; }
  done
  mc fault 1 cpu "$base" || return 1
  mc kill 1 "$base" || return 1
  [[ -z $(fault_cgroups) && ! -e $base/node1/fault.conf ]] || { echo "  kill left $(fault_cgroups)" >&2; return 1; }
  mc start 1 "$base" 3398 || return 1
  mc fault 1 disk "$base" || return 1
  mc wipe "$base" || return 1
  [[ -z $(fault_cgroups) && ! -e $base ]] || { echo "  wipe left $(fault_cgroups) $base" >&2; return 1; }
}
check "each fault verb limits a real server through its own cgroup; unfault, kill and wipe remove it" \
  faults_start_and_stop_cleanly
"$MC" wipe "$WORK/fault-mariadb" >/dev/null 2>&1 || true   # after a failed check

# ---------------------------------------------------------------- fault-pid --
FP="$ROOT/deploy/local/fault-pid.sh"
export FAULT_PID_STATE="$WORK/fault-pid"

# fp ARGS: fault-pid.sh ARGS, its output in fp.out, shown when it fails.
fp() { "$FP" "$@" >fp.out 2>&1 || { echo "  fault-pid.sh $* failed:" >&2; cat fp.out >&2; return 1; }; }

# seen_state PID LETTER: the process is seen in state LETTER within 2 s (polls of 5 ms).
seen_state() {
  local k
  for ((k = 0; k < 400; k++)); do
    [[ $(awk '{print $3}' "/proc/$1/stat" 2>/dev/null) == "$2" ]] && return 0
    sleep 0.005
  done
  echo "  pid $1 never seen in state $2" >&2
  return 1
}

fault_pid_verbs() {
  local pid cg
  setsid sleep 300 </dev/null >/dev/null 2>&1 &
  pid=$!
  disown "$pid"   # killed below on purpose: no job report
  fp slow "$pid" 75 && has "pid $pid slowed: SIGSTOP 75% of every 20 ms" fp.out || return 1
  seen_state "$pid" T || return 1
  fp status "$pid" && has "slowed: stopped 75% of every 20 ms" fp.out || return 1
  fp unslow "$pid" || return 1
  [[ $(awk '{print $3}' "/proc/$pid/stat") != T ]] || { echo "  still stopped after unslow" >&2; return 1; }
  fp fault "$pid" cpu 7 && has "pid $pid faulted: cpu 7% of a core" fp.out || return 1
  cg=$(sed -n 2p "$FAULT_PID_STATE"/"$pid"-*/node1/fault.conf | cut -d' ' -f1)
  in_cgroup "$pid" "$cg" || { echo "  pid $pid not in $cg" >&2; return 1; }
  fp unfault "$pid" || return 1
  [[ ! -e $cg ]] && ! grep -q ycsb-bio-fault "/proc/$pid/cgroup" || { echo "  cgroup $cg left" >&2; return 1; }
  [[ -z $(ls -A "$FAULT_PID_STATE") ]] || { echo "  state left: $(ls "$FAULT_PID_STATE")" >&2; return 1; }
  fp slow "$pid" && fp fault "$pid" cpu || return 1
  cg=$(sed -n 2p "$FAULT_PID_STATE"/"$pid"-*/node1/fault.conf | cut -d' ' -f1)
  fp kill "$pid" || return 1
  [[ $(awk '{print $3}' "/proc/$pid/stat" 2>/dev/null || echo Z) == Z && -z $(ls -A "$FAULT_PID_STATE") && ! -e $cg ]] ||
    { echo "  kill left the process, its state or its cgroup $cg" >&2; return 1; }
  ! "$FP" status "$pid" >fp.out 2>&1 && has "pid $pid gone" fp.out || return 1
  ! "$FP" slow "$pid" >fp.out 2>&1 && has "fault-pid.sh: error: no process $pid is running" fp.out
}
check "fault-pid.sh slows, limits and kills a process given by pid and leaves nothing behind" \
  fault_pid_verbs

finish
