#!/usr/bin/env bash
# fault-pid.sh - makes one local server slow on purpose, given only its pid: the `slow`, `fault`
# and `kill` verbs of the deploy/local cluster scripts (lib/cluster-common.sh, lib/faults.sh) for
# a server no cluster script started (a database you run by hand, a new binding's test servers).
# The process is identified by its pid and its start time, so a recycled pid is never touched.
# State (the duty cycler's pid, a fault's cgroups) lives in FAULT_PID_STATE/<pid>-<start>/node1,
# removed when the last fault on the process ends.
#
# Usage: see `fault-pid.sh help` (or usage() below).
set -euo pipefail

PROG=${0##*/}
SELF=$(readlink -f -- "${BASH_SOURCE[0]}")
readonly PROG SELF

# shellcheck source-path=SCRIPTDIR source=lib/cluster-common.sh disable=SC1091  # (followed with -x)
. "$(dirname -- "$SELF")/lib/cluster-common.sh"

STATE_ROOT=${FAULT_PID_STATE:-${TMPDIR:-/tmp}/ycsb-bio-fault-pid}
SLOW_PERIOD_MS=${SLOW_PERIOD_MS:-20}
SLOW_MAX_SECONDS=${SLOW_MAX_SECONDS:-3600}
READY_TIMEOUT=60   # unused here; cluster_main's contract
STOP_TIMEOUT=10
# shellcheck disable=SC2034  # read by lib/cluster-common.sh (its contract)
{
  DEFAULT_BASE_DIR=$STATE_ROOT
  MARKER=.ycsb-bio-fault-pid
  PID_FILE=pid
  NODE_MAX=1
  SLOW_DEFAULT_DUTY=50
}

usage() {
  cat <<EOF
Usage: $PROG COMMAND PID [ARGS]

  slow PID [DUTY]           SIGSTOP the process DUTY% (1..99, default 50) of every
                            SLOW_PERIOD_MS ms, in a detached cycler (replaces an earlier one)
  unslow PID                end the duty cycle; the process is left running
  fault PID cpu|disk [LEVEL]
                            limit the process through a cgroup of its own: cpu = LEVEL% of
                            one core (default 10), disk = LEVEL writes/s (default 20) on the
                            disk that holds FAULT_PID_STATE; needs root
  unfault PID               end the fault; the process is left running
  kill PID                  SIGKILL the process (ends its duty cycle and fault)
  status PID                one line: running, stopped or gone, and its faults; exit 0 if
                            it runs, else 3
  help

Environment:
  SLOW_PERIOD_MS=$SLOW_PERIOD_MS         duty-cycle period of slow
  SLOW_MAX_SECONDS=$SLOW_MAX_SECONDS     a duty cycler ends by itself after this
  FAULT_PID_STATE=$STATE_ROOT
                            where the state is kept (for disk: a folder on the server's disk)
EOF
}

# The lib's commands act on BASE_DIR/node1; here BASE_DIR is the process's state folder.
# process_base PID: that folder (created, with the process's identity in node1/pid), or die.
process_base() {
  local pid=$1 start base
  is_uint "$pid" && pid_alive "$pid" || die "no process $pid is running"
  start=$(pid_starttime "$pid") || die "no process $pid is running"
  base="$STATE_ROOT/$pid-$start"
  mkdir -p -- "$base/node1"
  : >"$base/$MARKER"
  [[ -e $base/node1/$PID_FILE ]] || printf '%s %s\n' "$pid" "$start" >"$base/node1/$PID_FILE"
  printf '%s' "$base"
}

# forget BASE: removes the state folder once no cycler and no fault is left in it.
forget() {
  local dir=$1/node1
  cycler_pid "$dir" >/dev/null || [[ -e $dir/fault.conf ]] || rm -rf -- "$1"
}

# A lib command's output, with the node it names ("node1") put as "pid PID".
as_pid() { sed -e "s/^node1 /pid $1 /" -e "s/: node1: /: pid $1: /"; }

cmd_status_pid() {
  local pid=$1 base state cpid line
  if ! is_uint "$pid" || ! pid_alive "$pid"; then
    printf 'pid %s gone\n' "$pid"
    return 3
  fi
  base="$STATE_ROOT/$pid-$(pid_starttime "$pid")"
  state=$(pid_state "$pid")
  line="pid $pid $( [[ $state == T ]] && printf stopped || printf running ) ($(pid_cmdline "$pid" | cut -c1-60))"
  if cpid=$(cycler_pid "$base/node1"); then
    line+=" slowed: $(cat "$base/node1/slow.conf" 2>/dev/null) (cycler pid $cpid)"
  fi
  [[ ! -e $base/node1/fault.conf ]] || line+=" fault: $(fault_summary "$base/node1")"
  printf '%s\n' "$line"
}

main() {
  local cmd=${1:-help} base
  case $cmd in
    help | -h | --help) usage; return 0 ;;
    __cycler) shift; cycler_main "$@"; return 0 ;;
  esac
  (($# >= 2)) || { usage >&2; exit 2; }
  local pid=$2
  shift 2
  case $cmd in
    slow)
      (($# <= 1)) || die "usage: $PROG slow PID [DUTY]"
      base=$(process_base "$pid")
      cmd_slow 1 "$base" "${1:-$SLOW_DEFAULT_DUTY}" | as_pid "$pid" ;;
    unslow | unfault)
      (($# == 0)) || die "usage: $PROG $cmd PID"
      base=$(process_base "$pid")
      "cmd_$cmd" 1 "$base" 2>&1 | as_pid "$pid"
      forget "$base" ;;
    fault)
      (($# >= 1 && $# <= 2)) || die "usage: $PROG fault PID cpu|disk [LEVEL]"
      base=$(process_base "$pid")
      cmd_fault 1 "$1" "$base" ${2:+"$2"} | as_pid "$pid" ;;
    kill)
      (($# == 0)) || die "usage: $PROG kill PID"
      base=$(process_base "$pid")
      cmd_kill 1 "$base" | as_pid "$pid"
      rm -rf -- "$base" ;;
    status) cmd_status_pid "$pid" ;;
    *) usage >&2; exit 2 ;;
  esac
}

main "$@"
