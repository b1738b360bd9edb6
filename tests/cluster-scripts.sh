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
#     unfault, kill, status), leaves no state behind, and refuses a pid that is not running;
#   - contend runs its dd loop beside the server in that cgroup, writing under the node's
#     directory; unfault, a new fault, kill, wipe and its own time limit end it without a
#     process or a file left; bad input is refused in one line and changes nothing.
# Prints one line per check and a closing "N passed, M failed" line. The MariaDB servers listen
# on 127.0.0.1:PORT and PORT+1, PORT=YCSB_BIO_CLUSTER_SCRIPTS_PORT (default 3398).
# shellcheck source-path=SCRIPTDIR source=lib.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

LIB="$ROOT/deploy/local/lib/cluster-common.sh"
MC="$ROOT/deploy/local/mariadb-cluster.sh"
PORT=${YCSB_BIO_CLUSTER_SCRIPTS_PORT:-3398}

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
    step broken-start --keep "$base" -- "$MC" start 1 "$base" $((PORT + 1))
  ) >broken.out 2>broken.err || status=$?
  "$MC" wipe "$base" >/dev/null 2>&1 || { echo "  wipe failed" >&2; return 1; }
  ((status != 0)) || { echo "  the broken start passed" >&2; return 1; }
  [[ ! -e $base ]] || { echo "  $base still there after wipe" >&2; return 1; }
  local kept="$failures/broken-start"
  local log="$kept/${base#/}/node1/error.log"
  has "check: broken-start FAILED" broken.err &&
    has "evidence kept in $kept/" broken.err &&
    has "node1 (127.0.0.1:$((PORT + 1))) exited with status" broken.out &&
    has "no-such-option-for-this-test" "$log" &&
    has "mariadb-cluster.sh: error: node1 (127.0.0.1:$((PORT + 1))) exited" "$kept/output.log"
}
check "a broken MariaDB start keeps its logs where the message says, after the wipe" \
  broken_start_keeps_logs

# ------------------------------------------------------------------ faults --
# fault_cgroups NODE_DIR: the cgroups a fault of that node made, anywhere in the cgroup file
# system (none expected; other clusters' faults are not this test's).
fault_cgroups() {
  local id
  id=$(printf '%s' "$(realpath -m -- "$1")" | cksum | cut -d' ' -f1)
  find /sys/fs/cgroup -maxdepth 2 -type d -name "ycsb-bio-fault-$id-node*" 2>/dev/null
}

# in_cgroup PID DIR: PID is listed in cgroup DIR.
in_cgroup() { grep -qx "$1" "$2/cgroup.procs"; }

# mc ARGS: mariadb-cluster.sh ARGS, its output in fault.out, shown when it fails.
mc() { "$MC" "$@" >fault.out 2>&1 || { echo "  mariadb-cluster.sh $* failed:" >&2; cat fault.out >&2; return 1; }; }

faults_start_and_stop_cleanly() {
  local base="$WORK/fault-mariadb" pid cg kind limit cpid
  [[ -z $(fault_cgroups "$base/node1") ]] || { echo "  fault cgroups left from before: $(fault_cgroups "$base/node1")" >&2; return 1; }
  mc start 1 "$base" "$PORT" || return 1
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
  contend_starts_and_stops "$base/node1" "$pid" || return 1
  mc fault 1 contend "$base" 16M || return 1
  cpid=$(contend_loop "$base/node1") || return 1
  mc kill 1 "$base" || return 1
  loop_gone "$base/node1" "$cpid" || return 1
  [[ -z $(fault_cgroups "$base/node1") && ! -e $base/node1/fault.conf ]] || { echo "  kill left $(fault_cgroups "$base/node1")" >&2; return 1; }
  refused "node down" "node1 is not running" fault 1 contend "$base" || return 1
  mc start 1 "$base" "$PORT" || return 1
  mc fault 1 contend "$base" 16M || return 1
  cpid=$(contend_loop "$base/node1") || return 1
  mc wipe "$base" || return 1
  ! runs_in_group "$cpid" || { echo "  wipe left the contend loop $cpid" >&2; return 1; }
  [[ -z $(fault_cgroups "$base/node1") && ! -e $base ]] || { echo "  wipe left $(fault_cgroups "$base/node1") $base" >&2; return 1; }
}

# runs_in_group PGID: a process of group PGID runs (a zombie, not yet reaped by init, does not).
runs_in_group() { pgrep -g "$1" -r R,S,D,T >/dev/null; }

# loop_gone DIR CPID: no process of the contend loop's group CPID runs, nor is its file or pid
# file left.
loop_gone() {
  ! runs_in_group "$2" || { echo "  contend loop $2 (or its dd) still runs" >&2; return 1; }
  [[ ! -e $1/ycsb-bio-contend.tmp && ! -e $1/contend.pid ]] || { echo "  contend file or pid file left in $1" >&2; return 1; }
}

# refused WHAT TEXT ARGS...: mariadb-cluster.sh ARGS fails with one line, holding TEXT.
refused() {
  local what=$1 text=$2
  shift 2
  if "$MC" "$@" >refused.out 2>&1; then echo "  $what: accepted" >&2; return 1; fi
  (($(wc -l <refused.out) == 1)) || { echo "  $what: more than one line:" >&2; cat refused.out >&2; return 1; }
  has "$text" refused.out
}

# contend_loop DIR: prints the loop's pid once its file is there (bounded: 20 s).
contend_loop() {
  local dir=$1 k
  for ((k = 0; k < 200; k++)); do
    [[ -e $dir/ycsb-bio-contend.tmp ]] && { cat "$dir/contend.pid"; return 0; }
    sleep 0.1
  done
  echo "  no contend file in $dir after 20 s" >&2
  return 1
}

# contend_starts_and_stops DIR PID: on running node DIR (server PID, no fault), bad input is
# refused in one line and changes nothing; contend puts the server and its dd loop in one cgroup
# with the asked budget, the loop writes in DIR, status shows it; a new fault and unfault end it
# (no process, no file, DIR as before), and so does its own time limit.
contend_starts_and_stops() {
  local dir=$1 pid=$2 base=${1%/*} cg cpid limits k
  refused "bad SIZE" "contend SIZE must be 1M..1024G" fault 1 contend "$base" 2X || return 1
  refused "SIZE 0" "contend SIZE must be 1M..1024G" fault 1 contend "$base" 0M || return 1
  if (($(df -Pm -- "$dir" | awk 'NR == 2 { print $4 }') < 1048576)); then
    refused "SIZE beyond the volume" "does not fit on the volume of $dir" fault 1 contend "$base" 1024G || return 1
  fi
  CONTEND_IOPS=1 refused "CONTEND_IOPS 1" "CONTEND_IOPS must be 2..200000" fault 1 contend "$base" || return 1
  [[ -z $(fault_cgroups "$dir") && ! -e $dir/fault.conf ]] || { echo "  a refused contend left $(fault_cgroups "$dir")" >&2; return 1; }
  ls -A "$dir" >files.before
  CONTEND_IOPS=8 CONTEND_MBPS=6 mc fault 1 contend "$base" 16M || return 1
  cpid=$(contend_loop "$dir") || return 1
  cg=$(sed -n 2p "$dir/fault.conf" | cut -d' ' -f1)
  { in_cgroup "$pid" "$cg" && in_cgroup "$cpid" "$cg"; } || { echo "  server $pid or loop $cpid not in $cg" >&2; return 1; }
  limits=$(cat "$cg"/blkio.throttle.{read,write}_{iops,bps}_device 2>/dev/null | cut -d' ' -f2 | tr '\n' ' ' ||
    cat "$cg/io.max")
  [[ $limits == "4 3000000 4 3000000 " || $limits == *"rbps=3000000 wbps=3000000 riops=4 wiops=4"* ]] ||
    { echo "  limits are '$limits', expected 4 op/s and 3 MB/s each way" >&2; return 1; }
  mc status "$base" || return 1
  has "fault: contend 16M (dd write-and-delete loop pid $cpid; a disk of 8 op/s and 6 MB/s" fault.out || return 1
  mc fault 1 disk "$base" 7 || return 1                    # a new fault replaces it
  loop_gone "$dir" "$cpid" || return 1
  mc fault 1 contend "$base" 16M || return 1
  cpid=$(contend_loop "$dir") || return 1
  mc unfault 1 "$base" || return 1
  loop_gone "$dir" "$cpid" || return 1
  [[ -z $(fault_cgroups "$dir") && ! -e $dir/fault.conf ]] || { echo "  unfault left $(fault_cgroups "$dir")" >&2; return 1; }
  ! grep -q ycsb-bio-fault "/proc/$pid/cgroup" || { echo "  pid $pid still in a fault cgroup" >&2; return 1; }
  ls -A "$dir" >files.after
  cmp -s files.before files.after || { echo "  files in $dir changed:" >&2; diff files.before files.after >&2; return 1; }
  CONTEND_MAX_SECONDS=1 mc fault 1 contend "$base" 16M || return 1   # ends by itself
  cpid=$(cat "$dir/contend.pid")
  for ((k = 0; k < 100; k++)); do runs_in_group "$cpid" || break; sleep 0.1; done
  [[ ! -e $dir/ycsb-bio-contend.tmp ]] || { echo "  the loop ended by itself but left its file" >&2; return 1; }
  mc status "$base" || return 1
  has "fault: contend 16M (dd write-and-delete loop ended" fault.out
}
check "each fault verb (cpu, disk, contend) limits a real server through its own cgroup, contend with its dd loop beside it; unfault, a new fault, kill, wipe (and contend's time limit) end it without a process, a cgroup or a file left" \
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
