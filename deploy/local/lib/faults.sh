# shellcheck shell=bash
# faults.sh - the `fault` and `unfault` commands of the deploy/local cluster scripts (sourced by
# cluster-common.sh): make one node's server slow the way a bad machine is slow, not by stopping
# it (that is `slow`) but by limiting what it gets, through a cgroup of its own (v1 or v2):
#   cpu  LEVEL  % of one core the server may use (CFS quota over 100 ms periods; default 10)
#   disk LEVEL  write operations per second allowed on the block device that holds the node's
#               directory (throttle; default 20): its fsyncs and direct writes queue, reads
#               served from memory do not
# A node has at most one fault; `unfault`, `kill`, `stop` and `wipe` move the server back to the
# cgroups it came from and remove the fault's cgroups. State: DIR/fault.conf, lines
# "KIND LEVEL" then "CGROUP_DIR ORIGINAL_CGROUP_DIR" per controller. Needs root and a writable
# cgroup file system; otherwise one clear error and nothing changed.
# Provided: cmd_fault cmd_unfault unfault_node fault_summary.

readonly CGROUP_ROOT=/sys/fs/cgroup

# True on a unified (v2) hierarchy.
cgroup_v2() { [[ -e $CGROUP_ROOT/cgroup.controllers ]]; }

# The v1 hierarchy holding controller $1 (cpu or blkio).
v1_hierarchy() {
  local h
  for h in "$CGROUP_ROOT/$1" "$CGROUP_ROOT/$1,cpuacct" "$CGROUP_ROOT/cpu,cpuacct"; do
    [[ $1 == blkio && $h == *cpu* ]] && continue
    [[ -e $h/cgroup.procs ]] && { printf '%s' "$h"; return 0; }
  done
  return 1
}

# The cgroup directory PID $1 is in, in hierarchy $2 (v1: the controller's; v2: the root).
cgroup_of() {
  local pid=$1 hier=$2 line ctrl=${2##*/}
  while IFS= read -r line; do
    if cgroup_v2; then
      [[ $line == 0::* ]] && { printf '%s%s' "$hier" "${line#0::}"; return 0; }
    else
      local controllers=${line#*:}
      controllers=${controllers%%:*}
      [[ ,$controllers, == *,"${ctrl%%,*}",* ]] && { printf '%s%s' "$hier" "${line#*:*:}"; return 0; }
    fi
  done < "/proc/$pid/cgroup"
  return 1
}

# major:minor of the whole disk under directory $1 (throttles apply to disks, not partitions).
disk_of() {
  local dev sys
  dev=$(stat -c '%Hd:%Ld' -- "$1") || return 1
  [[ ${dev%%:*} != 0 ]] || { info "$1 is on a file system without a block device ($dev)"; return 1; }
  sys=/sys/dev/block/$dev
  [[ -e $sys ]] || { info "no $sys for $1"; return 1; }
  [[ -e $sys/partition ]] && dev=$(<"$sys/../dev")
  printf '%s' "$dev"
}

# Moves every process of cgroup dir $1 to cgroup dir $2, then removes $1 (bounded retries: a
# process may still be leaving).
empty_and_remove() {
  local from=$1 to=$2 pid k
  [[ -d $from ]] || return 0
  for ((k = 0; k < 50; k++)); do
    while read -r pid; do
      printf '%s\n' "$pid" >"$to/cgroup.procs" 2>/dev/null || true
    done < "$from/cgroup.procs"
    rmdir -- "$from" 2>/dev/null && return 0
    nap 0.1
  done
  info "could not remove cgroup $from"
  return 1
}

# unfault_node DIR [quiet]: ends node DIR's fault, if any.
unfault_node() {
  local dir=$1 quiet=${2:-} kind level cg orig rc=0
  [[ -e $dir/fault.conf ]] || { [[ -n $quiet ]] || info "${dir##*/}: had no fault"; return 0; }
  { read -r kind level
    while read -r cg orig; do
      empty_and_remove "$cg" "$orig" || rc=1
    done; } < "$dir/fault.conf"
  ((rc == 0)) || return 1
  rm -f -- "$dir/fault.conf"
  [[ -n $quiet ]] || info "${dir##*/}: $kind fault ($level) ended"
}

# What node DIR's fault does ("cpu 10% of a core"), or nothing when it has none.
fault_summary() {
  local kind level
  [[ -e $1/fault.conf ]] || return 0
  read -r kind level < "$1/fault.conf"
  case $kind in
    cpu) printf 'cpu %s%% of a core' "$level" ;;
    disk) printf 'disk %s writes/s' "$level" ;;
  esac
}

# fault_cgroup HIER NAME: creates cgroup HIER/NAME (fails if it exists) and prints its path.
fault_cgroup() {
  local cg=$1/$2
  [[ ! -e $cg ]] || die "cgroup $cg already exists (a fault left by a crashed script? rmdir it)"
  mkdir -- "$cg" || die "cannot create cgroup $cg (needs root and a writable cgroup fs)"
  printf '%s' "$cg"
}

cmd_fault() {
  (($# >= 2 && $# <= 4)) || die "usage: $PROG fault I cpu|disk [BASE_DIR] [LEVEL]"
  local kind=$2 dir spid level hier cg orig dev name
  dir=$(node_arg "$1" "${3:-$DEFAULT_BASE_DIR}")
  lock_base "${dir%/*}"
  case $kind in
    cpu) level=${4:-10}; int_in "$level" 1 99 || die "cpu LEVEL must be 1..99 (% of one core), got '$level'" ;;
    disk) level=${4:-20}; int_in "$level" 1 100000 || die "disk LEVEL must be 1..100000 (writes/s), got '$level'" ;;
    *) die "unknown fault '$kind' (cpu or disk)" ;;
  esac
  level=$((10#$level))
  spid=$(node_pid "$dir") || die "node$1 is not running"
  unfault_node "$dir" quiet    # a new fault replaces the previous one
  name="ycsb-bio-fault-$(printf '%s' "$dir" | cksum | cut -d' ' -f1)-node$1"
  if [[ $kind == disk ]]; then dev=$(disk_of "$dir") || die "node$1: cannot find the disk under $dir"; fi
  if cgroup_v2; then
    hier=$CGROUP_ROOT
    orig=$(cgroup_of "$spid" "$hier") || die "node$1: cgroup of pid $spid not found"
    cg=$(fault_cgroup "$hier" "$name")
    if [[ $kind == cpu ]]; then
      printf '%s 100000\n' $((level * 1000)) >"$cg/cpu.max"
    else
      printf '%s wiops=%s\n' "$dev" "$level" >"$cg/io.max"
    fi || { rmdir -- "$cg"; die "node$1: the $kind controller is not enabled in $hier"; }
  else
    local ctrl=cpu
    [[ $kind == disk ]] && ctrl=blkio
    hier=$(v1_hierarchy "$ctrl") || die "no cgroup v1 $ctrl hierarchy under $CGROUP_ROOT"
    orig=$(cgroup_of "$spid" "$hier") || die "node$1: $ctrl cgroup of pid $spid not found"
    cg=$(fault_cgroup "$hier" "$name")
    if [[ $kind == cpu ]]; then
      echo 100000 >"$cg/cpu.cfs_period_us" && echo $((level * 1000)) >"$cg/cpu.cfs_quota_us"
    else
      printf '%s %s\n' "$dev" "$level" >"$cg/blkio.throttle.write_iops_device"
    fi || { rmdir -- "$cg"; die "node$1: cannot set the $kind limit in $cg"; }
  fi
  printf '%s %s\n%s %s\n' "$kind" "$level" "$cg" "${orig%/}" >"$dir/fault.conf"
  printf '%s\n' "$spid" >"$cg/cgroup.procs" || { unfault_node "$dir" quiet; die "node$1: cannot move pid $spid into $cg"; }
  printf 'node%s faulted: %s (server pid %s, cgroup %s)\n' "$1" "$(fault_summary "$dir")" "$spid" "$cg"
}

cmd_unfault() {
  (($# >= 1 && $# <= 2)) || die "usage: $PROG unfault I [BASE_DIR]"
  local dir
  dir=$(node_arg "$1" "${2:-$DEFAULT_BASE_DIR}")
  lock_base "${dir%/*}"
  unfault_node "$dir" || die "node$1: the fault's cgroup could not be removed"
  printf 'node%s unfaulted\n' "$1"
}
