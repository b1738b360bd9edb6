# shellcheck shell=bash
# tests/deploy/storage.sh — sourced by tests/deploy.sh: the storage level. Role `storage` runs
# against this machine (ansible_connection=local) on loop devices over files of the test's own:
# a data device (xfs) and a commit-log device mounted under the test's directory, the database
# roles' data directories on them, a swap file of the test's own turned off (never the machine's
# swap: storage_swap_areas names only that file) and commented out of a fstab of the test's own;
# a second run must change nothing. RAID 0 needs the md driver: with /proc/mdstat absent (as on
# this machine) the RAID path runs in check mode only. Everything is removed on exit and the
# level checks that no loop device or mount of its own is left.

STORAGE_LOOPS=()

storage_level() { # storage_level DIR
  local dir=$1
  mkdir -p "$dir"
  # a subshell with its own EXIT trap: loops, mounts and swap go whatever happens
  (
    trap 'storage_cleanup "$dir"' EXIT
    trap 'exit 130' INT
    trap 'exit 143' TERM
    storage_run "$dir"
  )
  storage_check_clean "$dir"
}

storage_run() {
  local dir=$1 f
  command -v mkfs.xfs >/dev/null || DEBIAN_FRONTEND=noninteractive timeout 600 apt-get install -y -q xfsprogs >/dev/null
  [[ -e /dev/loop-control ]] || { echo "storage: no /dev/loop-control (loop driver)" >&2; exit 1; }
  for f in data commitlog raid1 raid2; do
    truncate -s 320M "$dir/$f.img"   # xfs needs 300 MB at least
    STORAGE_LOOPS+=("$(losetup --find --show "$dir/$f.img")")
    printf '%s\n' "${STORAGE_LOOPS[-1]}" >>"$dir/loops"
  done
  dd if=/dev/zero of="$dir/swapfile" bs=1M count=16 status=none
  chmod 600 "$dir/swapfile"
  mkswap "$dir/swapfile" >/dev/null
  swapon "$dir/swapfile"
  printf '%s none swap sw 0 0\n' "$dir/swapfile" >"$dir/fstab"
  local env=(YCSB_BIO_TEST_DIR="$dir" YCSB_BIO_STORAGE_COMMITLOG=true
    YCSB_BIO_STORAGE_DEVICES="${STORAGE_LOOPS[0]},${STORAGE_LOOPS[1]}")
  local inv="$dir/inventory.yml" g
  {
    printf 'all:\n  hosts:\n    localhost:\n      ansible_connection: local\n      ycsb_bio_node_address: 127.0.0.1\n'
    printf '      ansible_python_interpreter: "{{ ansible_playbook_python }}"\n  children:\n'
    for g in mariadb cassandra mongodb riak; do printf '    %s:\n      hosts:\n        localhost:\n' "$g"; done
  } >"$inv"
  ax_in "" "${env[@]}" -- ansible-playbook -i "$inv" "$ROOT/tests/deploy/storage.yml" >"$dir/run-1.log" 2>&1 ||
    fail_log "$dir/run-1.log" "storage.yml (first run)"
  ax_in "" "${env[@]}" -- ansible-playbook -i "$inv" "$ROOT/tests/deploy/storage.yml" >"$dir/run-2.log" 2>&1 ||
    fail_log "$dir/run-2.log" "storage.yml (second run)"
  grep -Eq '^localhost +: ok=[0-9]+ +changed=0 ' "$dir/run-2.log" || fail_log "$dir/run-2.log" "the second run changed something"
  storage_assert "$dir"
  # RAID 0 over two devices: check mode only without the md driver
  if [[ -e /proc/mdstat ]]; then echo "storage: /proc/mdstat exists: the RAID path could run for real here (not done)"; fi
  env=(YCSB_BIO_TEST_DIR="$dir/raid" YCSB_BIO_STORAGE_COMMITLOG=false YCSB_BIO_STORAGE_DEVICES="${STORAGE_LOOPS[2]},${STORAGE_LOOPS[3]}")
  mkdir -p "$dir/raid"
  : >"$dir/raid/fstab"
  ax_in "" "${env[@]}" -- ansible-playbook --check -i "$inv" "$ROOT/tests/deploy/storage.yml" \
    >"$dir/raid-check.log" 2>&1 || fail_log "$dir/raid-check.log" "storage.yml --check over RAID 0"
  sed -n '/TASK \[storage : Build RAID 0 over the data devices\]/,/^$/p' "$dir/raid-check.log" | grep -q '^changed: \[localhost\]' ||
    fail_log "$dir/raid-check.log" "check mode did not plan the RAID 0 array"
  [[ ! -e /dev/md/ycsb-bio-test ]] || { echo "storage: check mode built an array" >&2; exit 1; }
  echo "storage: RAID 0 over ${STORAGE_LOOPS[2]} ${STORAGE_LOOPS[3]} planned in check mode (md driver: $([[ -e /proc/mdstat ]] && echo present || echo absent, /proc/mdstat missing))"
}

storage_assert() { # what the first run must have left
  local dir=$1 src
  src=$(findmnt -n -o SOURCE,FSTYPE --target "$dir/mnt/data/mariadb")
  [[ $src == "${STORAGE_LOOPS[0]} xfs" ]] || { echo "storage: mariadb's data dir is on '$src', expected ${STORAGE_LOOPS[0]} xfs" >&2; exit 1; }
  src=$(findmnt -n -o SOURCE --target "$dir/mnt/commitlog/cassandra")
  [[ $src == "${STORAGE_LOOPS[1]}" ]] || { echo "storage: cassandra's commit log is on '$src', expected ${STORAGE_LOOPS[1]}" >&2; exit 1; }
  grep -qxF "datadir = $dir/mnt/data/mariadb" "$dir/render/my.cnf" || { echo "storage: my.cnf datadir not on the volume" >&2; exit 1; }
  if ! grep -qxF "data_file_directories: [$dir/mnt/data/cassandra/data]" "$dir/render/cassandra.yaml" ||
    ! grep -qxF "commitlog_directory: $dir/mnt/commitlog/cassandra" "$dir/render/cassandra.yaml"; then
    echo "storage: cassandra.yaml data/commit log not on the volumes" >&2; exit 1
  fi
  grep -qxF "platform_data_dir = $dir/mnt/data/riak" "$dir/render/riak.conf" || { echo "storage: riak.conf not on the volume" >&2; exit 1; }
  [[ -d $dir/mnt/data/mongodb ]] || { echo "storage: no mongodb data dir on the volume" >&2; exit 1; }
  ! grep -qF "$dir/swapfile" /proc/swaps || { echo "storage: the test's swap file is still on" >&2; exit 1; }
  grep -qxF "# $dir/swapfile none swap sw 0 0" "$dir/fstab" || { echo "storage: swap line not commented out of the fstab" >&2; exit 1; }
  [[ $(grep -c "^UUID=.* xfs noatime,nofail" "$dir/fstab") == 2 ]] || { echo "storage: fstab lacks the 2 mounts by UUID" >&2; cat "$dir/fstab" >&2; exit 1; }
  echo "storage: xfs on ${STORAGE_LOOPS[0]} at mnt/data (mariadb, cassandra, mongodb, riak data there), commit log on ${STORAGE_LOOPS[1]}, fstab by UUID, test swap file off and commented out; second run changed=0"
}

storage_cleanup() { # idempotent: unmount, swap off, detach, delete (the logs stay for tests/deploy.sh)
  local dir=$1 m l
  while read -r m; do umount "$m" || umount -l "$m"; done < <(findmnt -rn -o TARGET | grep -F "$dir/" | sort -r)
  ! grep -qF "$dir/swapfile" /proc/swaps || swapoff "$dir/swapfile"
  if [[ -e $dir/loops ]]; then
    while read -r l; do
      losetup "$l" 2>/dev/null | grep -qF "$dir/" && losetup -d "$l"
    done <"$dir/loops"
  fi
  rm -rf "${dir:?}"/*.img "${dir:?}/swapfile" "${dir:?}/mnt" "${dir:?}/raid/mnt"
}

storage_check_clean() { # nothing of the test left: loop devices, mounts, swap, files
  local dir=$1
  if losetup -a | grep -F "$dir/"; then echo "storage: loop devices left" >&2; exit 1; fi
  if findmnt -rn -o TARGET | grep -F "$dir"; then echo "storage: mounts left" >&2; exit 1; fi
  if grep -F "$dir/" /proc/swaps; then echo "storage: swap left" >&2; exit 1; fi
  if compgen -G "$dir/*.img" >/dev/null || [[ -e $dir/swapfile || -e $dir/mnt ]]; then echo "storage: files left in $dir" >&2; exit 1; fi
  echo "storage: cleaned up (losetup -a, findmnt, /proc/swaps show nothing of the test; images, swap file, mount points deleted)"
}
