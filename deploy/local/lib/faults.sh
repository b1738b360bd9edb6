# shellcheck shell=bash
# faults.sh - the `fault` and `unfault` commands of the deploy/local cluster scripts (sourced by
# cluster-common.sh): make one node's server slow the way a bad machine is slow, not by stopping
# it (that is `slow`) but by limiting what it gets, through a cgroup of its own (v1 or v2):
#   cpu  LEVEL     % of one core the server may use (CFS quota over 100 ms periods; default 10)
#   disk LEVEL     write operations per second allowed on the block device that holds the node's
#                  directory (throttle; default 20): its fsyncs and direct writes queue, reads
#                  served from memory do not
#   contend SIZE   the Wayne State thesis' bottleneck script (seed 002, section 4.4): a detached
#                  loop writes SIZE (default 2G) with dd to a file in the node's directory,
#                  deletes it and repeats. One machine has one disk for every node, so the loop
#                  and the server share a cgroup that is the node's own disk: CONTEND_IOPS
#                  operations and CONTEND_MBPS MB per second, half for reads and half for
#                  writes (blkio throttle and io.max keep the two directions' budgets apart,
#                  the kernel has no budget both draw on); dd writes with O_DIRECT
#                  (charged to that budget, nothing left in the page cache), and after each
#                  chunk the loop drops the server's open files under BASE_DIR from the page
#                  cache, so its reads reach the budgeted disk as they do on a node whose data
#                  does not fit in memory. docs/faults.md says how this differs from a real disk.
# A node has at most one fault; `unfault`, `kill`, `stop` and `wipe` end the loop, remove its
# file, move the server back to the cgroups it came from and remove the fault's cgroups. State:
# DIR/fault.conf, lines "KIND LEVEL [IOPS MBPS]" then "CGROUP_DIR ORIGINAL_CGROUP_DIR" per
# controller; DIR/contend.pid (the loop's pid). Needs root and a writable cgroup file system;
# otherwise one clear error and nothing changed.
# Provided: cmd_fault cmd_unfault unfault_node fault_summary contender_main.

readonly CGROUP_ROOT=/sys/fs/cgroup
readonly CONTEND_FILE=ycsb-bio-contend.tmp   # the loop's file, in the node's directory
CONTEND_IOPS=${CONTEND_IOPS:-100}              # the node's disk under contend: operations/s
CONTEND_MBPS=${CONTEND_MBPS:-100}              # and MB/s
CONTEND_MAX_SECONDS=${CONTEND_MAX_SECONDS:-7200} # the loop ends by itself after this

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

# Pid of node dir $1's contend loop while it runs.
contender_pid() {
  local pid
  pid=$(live_pid_in "$1/contend.pid") || return 1
  [[ $(pid_cmdline "$pid") == *" __contender "* ]] || return 1
  printf '%s' "$pid"
}

# True while process group $1 has a live member: a zombie counts as gone (the loop is orphaned,
# and how soon it is reaped depends on the machine's init).
group_alive() {
  local f stat
  local -a x
  for f in /proc/[0-9]*/stat; do
    { read -r stat < "$f"; } 2>/dev/null || continue
    read -r -a x <<< "${stat##*) }"
    [[ ${x[2]} == "$1" && ${x[0]} != [ZX] ]] && return 0
  done
  return 1
}

# stop_contender DIR: ends node DIR's contend loop and the dd it runs (their process group),
# then removes the loop's pid file and its file. Bounded: TERM, 10 s, KILL, 5 s.
stop_contender() {
  local dir=$1 cpid k
  if cpid=$(contender_pid "$dir"); then
    kill -TERM -- "-$cpid" 2>/dev/null || true
    for ((k = 0; k < 100; k++)); do
      group_alive "$cpid" || break
      nap 0.1
    done
    if group_alive "$cpid"; then
      kill -KILL -- "-$cpid" 2>/dev/null || true
      for ((k = 0; k < 50; k++)); do
        group_alive "$cpid" || break
        nap 0.1
      done
    fi
  fi
  rm -f -- "$dir/contend.pid" "$dir/$CONTEND_FILE" "$dir/contend.log"
}

# unfault_node DIR [quiet]: ends node DIR's fault, if any.
unfault_node() {
  local dir=$1 quiet=${2:-} kind what cg orig rc=0
  [[ -e $dir/fault.conf ]] || { [[ -n $quiet ]] || info "${dir##*/}: had no fault"; return 0; }
  what=$(fault_summary "$dir")
  read -r kind _ < "$dir/fault.conf"
  [[ $kind != contend ]] || stop_contender "$dir"
  { read -r _
    while read -r cg orig; do
      empty_and_remove "$cg" "$orig" || rc=1
    done; } < "$dir/fault.conf"
  ((rc == 0)) || return 1
  rm -f -- "$dir/fault.conf"
  [[ -n $quiet ]] || info "${dir##*/}: fault ended ($what)"
}

# mib_text N: N MiB as dd would say it (2G, 1536M).
mib_text() { if (($1 % 1024 == 0)); then printf '%sG' $(($1 / 1024)); else printf '%sM' "$1"; fi; }

# What node DIR's fault does ("cpu 10% of a core"), or nothing when it has none.
fault_summary() {
  local kind level iops mbps cpid
  [[ -e $1/fault.conf ]] || return 0
  read -r kind level iops mbps < "$1/fault.conf"
  case $kind in
    cpu) printf 'cpu %s%% of a core' "$level" ;;
    disk) printf 'disk %s writes/s' "$level" ;;
    contend)
      printf 'contend %s (dd write-and-delete loop ' "$(mib_text "$level")"
      if cpid=$(contender_pid "$1"); then
        printf 'pid %s' "$cpid"
      else
        printf 'ended'
        [[ ! -s $1/contend.log ]] || printf ': %s' "$(tail -n 1 -- "$1/contend.log")"
      fi
      printf '; a disk of %s op/s and %s MB/s, half for reads, half for writes)' "$iops" "$mbps" ;;
  esac
}

# fault_cgroup HIER NAME: creates cgroup HIER/NAME (fails if it exists) and prints its path.
fault_cgroup() {
  local cg=$1/$2
  [[ ! -e $cg ]] || die "cgroup $cg already exists (a fault left by a crashed script? rmdir it)"
  mkdir -- "$cg" || die "cannot create cgroup $cg (needs root and a writable cgroup fs)"
  printf '%s' "$cg"
}

# size_mib SIZE: SIZE (digits and M or G, as dd counts: MiB, GiB) in MiB, 1M..1024G; else fail.
size_mib() {
  [[ $1 =~ ^([0-9]{1,7})([MG])$ ]] || return 1
  local n=$((10#${BASH_REMATCH[1]}))
  [[ ${BASH_REMATCH[2]} == M ]] || n=$((n * 1024))
  ((n >= 1 && n <= 1048576)) || return 1
  printf '%s' "$n"
}

# contend_checks DIR SIZE_MIB: what contend needs of node DIR's volume, checked before anything
# changes: room for the loop's file and O_DIRECT writes (a probe file, removed).
contend_checks() {
  local dir=$1 size=$2 avail probe
  avail=$(df -Pm -- "$dir" | awk 'NR == 2 { print $4 }')
  is_uint "$avail" || die "${dir##*/}: cannot read the free space under $dir"
  ((avail >= size)) || die "${dir##*/}: contend $(mib_text "$size") does not fit on the volume of $dir ($avail MiB free)"
  probe="$dir/.contend-probe.$$"
  dd if=/dev/zero of="$probe" bs=1M count=1 oflag=direct status=none 2>/dev/null ||
    { rm -f -- "$probe"; die "${dir##*/}: the volume of $dir does not take O_DIRECT writes (dd oflag=direct failed)"; }
  rm -f -- "$probe"
}

# start_contender DIR SPID CGROUP SIZE_MIB IOPS: the detached loop (contender_main), in its own
# session and process group, waited for until it has joined CGROUP and written its pid.
start_contender() {
  local dir=$1 spid=$2 cg=$3 size=$4 iops=$5 start job k cpid=""
  start=$(pid_starttime "$spid")
  (if [[ -n $LOCK_FD ]]; then exec {LOCK_FD}>&-; fi
   exec setsid "$BASH" "$SELF" __contender "$spid" "$start" "$cg" "$dir/$CONTEND_FILE" "$size" \
     $((iops / 2 > 0 ? iops / 2 : 1)) "$CONTEND_MAX_SECONDS" "${dir%/*}" "$dir/contend.pid") </dev/null >>"$dir/contend.log" 2>&1 {POLL_FD}<&- &
  job=$!
  for ((k = 0; k < 300; k++)); do
    cpid=$(contender_pid "$dir") && return 0
    pid_alive "$job" || { cpid=$(contender_pid "$dir") && return 0; show_log_tail "$dir/contend.log"; return 1; }
    nap 0.1
  done
  return 1
}

cmd_fault() {
  (($# >= 2 && $# <= 4)) || die "usage: $PROG fault I cpu|disk|contend [BASE_DIR] [LEVEL|SIZE]"
  local kind=$2 dir spid level hier cg orig dev name iops="" bps=""
  dir=$(node_arg "$1" "${3:-$DEFAULT_BASE_DIR}")
  lock_base "${dir%/*}"
  case $kind in
    cpu) level=${4:-10}; int_in "$level" 1 99 || die "cpu LEVEL must be 1..99 (% of one core), got '$level'" ;;
    disk) level=${4:-20}; int_in "$level" 1 100000 || die "disk LEVEL must be 1..100000 (writes/s), got '$level'" ;;
    contend)
      level=$(size_mib "${4:-2G}") || die "contend SIZE must be 1M..1024G (digits and M or G, e.g. 2G, 512M), got '${4:-}'"
      int_in "$CONTEND_IOPS" 2 200000 || die "CONTEND_IOPS must be 2..200000 (operations/s of the node's disk), got '$CONTEND_IOPS'"
      int_in "$CONTEND_MBPS" 2 100000 || die "CONTEND_MBPS must be 2..100000 (MB/s of the node's disk), got '$CONTEND_MBPS'"
      bps=$((10#$CONTEND_MBPS * 500000))
      int_in "$CONTEND_MAX_SECONDS" 1 31536000 || die "CONTEND_MAX_SECONDS must be 1..31536000, got '$CONTEND_MAX_SECONDS'"
      iops=$((10#$CONTEND_IOPS / 2)) ;;
    *) die "unknown fault '$kind' (cpu, disk or contend)" ;;
  esac
  level=$((10#$level))
  spid=$(node_pid "$dir") || die "node$1 is not running"
  if [[ $kind != cpu ]]; then dev=$(disk_of "$dir") || die "node$1: cannot find the disk under $dir"; fi
  [[ $kind != contend ]] || contend_checks "$dir" "$level"
  unfault_node "$dir" quiet    # a new fault replaces the previous one
  # The loop can drop only clean pages from the page cache: what the server wrote and the
  # kernel has not yet written back (a fresh store file) goes to disk now, outside the budget.
  [[ $kind != contend ]] || sync_open_files "$spid" "${dir%/*}"
  name="ycsb-bio-fault-$(printf '%s' "$dir" | cksum | cut -d' ' -f1)-node$1"
  if cgroup_v2; then
    hier=$CGROUP_ROOT
    orig=$(cgroup_of "$spid" "$hier") || die "node$1: cgroup of pid $spid not found"
    cg=$(fault_cgroup "$hier" "$name")
    case $kind in
      cpu) printf '%s 100000\n' $((level * 1000)) >"$cg/cpu.max" ;;
      disk) printf '%s wiops=%s\n' "$dev" "$level" >"$cg/io.max" ;;
      contend) printf '%s rbps=%s wbps=%s riops=%s wiops=%s\n' "$dev" "$bps" "$bps" "$iops" "$iops" >"$cg/io.max" ;;
    esac || { rmdir -- "$cg"; die "node$1: the $( [[ $kind == cpu ]] && echo cpu || echo io) controller is not enabled in $hier"; }
  else
    local ctrl=blkio
    [[ $kind != cpu ]] || ctrl=cpu
    hier=$(v1_hierarchy "$ctrl") || die "no cgroup v1 $ctrl hierarchy under $CGROUP_ROOT"
    orig=$(cgroup_of "$spid" "$hier") || die "node$1: $ctrl cgroup of pid $spid not found"
    cg=$(fault_cgroup "$hier" "$name")
    case $kind in
      cpu) echo 100000 >"$cg/cpu.cfs_period_us" && echo $((level * 1000)) >"$cg/cpu.cfs_quota_us" ;;
      disk) printf '%s %s\n' "$dev" "$level" >"$cg/blkio.throttle.write_iops_device" ;;
      contend) printf '%s %s\n' "$dev" "$iops" >"$cg/blkio.throttle.read_iops_device" &&
        printf '%s %s\n' "$dev" "$iops" >"$cg/blkio.throttle.write_iops_device" &&
        printf '%s %s\n' "$dev" "$bps" >"$cg/blkio.throttle.read_bps_device" &&
        printf '%s %s\n' "$dev" "$bps" >"$cg/blkio.throttle.write_bps_device" ;;
    esac || { rmdir -- "$cg"; die "node$1: cannot set the $kind limit in $cg"; }
  fi
  printf '%s %s%s\n%s %s\n' "$kind" "$level" "${iops:+ $((10#$CONTEND_IOPS)) $((10#$CONTEND_MBPS))}" "$cg" "${orig%/}" >"$dir/fault.conf"
  printf '%s\n' "$spid" >"$cg/cgroup.procs" || { unfault_node "$dir" quiet; die "node$1: cannot move pid $spid into $cg"; }
  if [[ $kind == contend ]] && ! start_contender "$dir" "$spid" "$cg" "$level" "$iops"; then
    unfault_node "$dir" quiet
    die "node$1: the contend loop did not start (see $dir/contend.log)"
  fi
  printf 'node%s faulted: %s (server pid %s, cgroup %s)\n' "$1" "$(fault_summary "$dir")" "$spid" "$cg"
}

# The contend loop itself (runs detached; internal entry point __contender). Joins CGROUP before
# its first dd, then writes SIZE MiB to FILE in chunks of CHUNK MiB (half the write budget: about
# half a second each) with O_DIRECT, dropping the server's open files under BASE from the page
# cache at the start and after each chunk; deletes FILE and starts over. Ends when the server is gone (pid and start time),
# after MAX seconds, or on TERM; removes FILE whichever way it ends.
contender_main() {
  local spid=$1 start=$2 cg=$3 file=$4 size=$5 chunk=$6 max=$7 base=$8 pidfile=$9 off n
  printf '%s\n' "$$" >"$cg/cgroup.procs" || exit 1
  printf '%s\n' "$$" >"$pidfile.tmp.$$" && mv -f -- "$pidfile.tmp.$$" "$pidfile"
  # shellcheck disable=SC2064  # expand now: the file is fixed
  trap "rm -f -- '$file'; exit 0" TERM INT HUP
  # shellcheck disable=SC2064
  trap "rm -f -- '$file'" EXIT
  local deadline=$((SECONDS + max))
  drop_cached "$spid" "$base"
  while ((SECONDS < deadline)); do
    for ((off = 0; off < size && SECONDS < deadline; off += chunk)); do
      [[ $(pid_starttime "$spid" 2>/dev/null) == "$start" ]] || exit 0
      n=$((size - off < chunk ? size - off : chunk))
      dd if=/dev/zero of="$file" bs=1M count="$n" seek="$off" conv=notrunc oflag=direct status=none ||
        { info "dd on $file failed"; exit 1; }
      drop_cached "$spid" "$base"
    done
    rm -f -- "$file"
  done
}

# sync_open_files PID BASE: the files PID has open under BASE written back (sync FILE...).
sync_open_files() {
  local -a files
  mapfile -t files < <(find "/proc/$1/fd" -maxdepth 1 -lname "$2/*" 2>/dev/null)
  ((${#files[@]} == 0)) || sync -- "${files[@]}" 2>/dev/null || true
}

# drop_cached PID BASE: the files PID has open under BASE out of the page cache (fadvise
# DONTNEED through dd; pages in use or dirty stay).
drop_cached() {
  local fd
  while IFS= read -r fd; do
    dd if="$fd" iflag=nocache count=0 status=none 2>/dev/null || true
  done < <(find "/proc/$1/fd" -maxdepth 1 -lname "$2/*" 2>/dev/null)
}

cmd_unfault() {
  (($# >= 1 && $# <= 2)) || die "usage: $PROG unfault I [BASE_DIR]"
  local dir
  dir=$(node_arg "$1" "${2:-$DEFAULT_BASE_DIR}")
  lock_base "${dir%/*}"
  unfault_node "$dir" || die "node$1: the fault's cgroup could not be removed"
  printf 'node%s unfaulted\n' "$1"
}
