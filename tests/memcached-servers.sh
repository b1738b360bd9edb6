#!/usr/bin/env bash
# memcached-servers.sh - the plain memcached servers of the memcached binding's integration
# tests, run by bin/test: Debian's memcached, one process per server on 127.0.0.1, started the
# way a user starts them (docs/bindings/memcached.md); slowed and killed by pid with
# deploy/local/fault-pid.sh, so the binding needs no cluster script of its own.
#   install                   apt-get install memcached when missing (its service kept from starting)
#   start DIR PORT [N]        N servers (default 3) on 127.0.0.1:PORT.., pid files in DIR
#   hosts DIR / pids DIR      their host:port / pids, comma-separated, in order
#   stop DIR                  stop them (SIGTERM, then SIGKILL after 10 s) and remove DIR
set -euo pipefail
PROG=${0##*/}
SELF=$(readlink -f -- "${BASH_SOURCE[0]}")
PID_FILE=pid
# shellcheck source=deploy/local/lib/cluster-common.sh disable=SC1091
. "$(dirname -- "$SELF")/../deploy/local/lib/cluster-common.sh"

# server_pid FILE: the pid in FILE while that process is a memcached; else fail.
server_pid() {
  local pid
  pid=$(live_pid_in "$1") || return 1
  [[ $(pid_cmdline "$pid") == memcached* ]] || return 1
  printf '%s' "$pid"
}

# The pid files in DIR, in port order (ports of one run have the same number of digits).
servers() { ls -1 "$1"/server-*.pid 2>/dev/null || true; }

list() { # list DIR WHAT: pids or host:port of the servers in DIR, comma-separated
  local f out="" pid
  for f in $(servers "$1"); do
    pid=$(server_pid "$f") || die "server $(basename "$f" .pid) is not running"
    if [[ $2 == pids ]]; then out+="${out:+,}$pid"; else out+="${out:+,}127.0.0.1:$(basename "$f" .pid | cut -d- -f2)"; fi
  done
  printf '%s\n' "$out"
}

cmd=${1:-}
case $cmd in
  install)
    if command -v memcached >/dev/null 2>&1; then
      info "memcached already installed: $(memcached -V)"
    else
      apt_install_no_service memcached
      info "installed: $(memcached -V)"
    fi ;;
  start)
    (($# >= 3 && $# <= 4)) || die "usage: $PROG start DIR PORT [N]"
    dir=$2 port=$3 n=${4:-3}
    int_in "$port" 1024 65000 && int_in "$n" 1 16 || die "PORT must be 1024..65000 and N 1..16"
    mkdir -p -- "$dir"
    user=$(id -un)
    for ((i = 0; i < n; i++)); do
      p=$((port + i)) f="$dir/server-$((port + i)).pid"
      ! port_open 127.0.0.1 "$p" || die "127.0.0.1:$p is already in use"
      memcached -d -u "$user" -l 127.0.0.1 -p "$p" -U 0 -m 64 -t 2 -P "$f"
    done
    for ((i = 0; i < n; i++)); do
      p=$((port + i))
      for ((k = 0; k < 100; k++)); do port_open 127.0.0.1 "$p" && break; nap 0.1; done
      port_open 127.0.0.1 "$p" || die "memcached on 127.0.0.1:$p did not open its port within 10 s"
      printf 'memcached 127.0.0.1:%s ready (pid %s)\n' "$p" "$(server_pid "$dir/server-$p.pid")"
    done ;;
  hosts | pids)
    (($# == 2)) || die "usage: $PROG $cmd DIR"
    list "$2" "$cmd" ;;
  stop)
    (($# == 2)) || die "usage: $PROG stop DIR"
    [[ -d $2 ]] || { info "no servers in $2"; exit 0; }
    for f in $(servers "$2"); do
      if pid=$(server_pid "$f"); then
        kill -CONT "$pid" 2>/dev/null || true   # a server stopped by a duty cycle
        kill -TERM "$pid" 2>/dev/null || true
        wait_pid_gone "$pid" 10 || { kill -KILL "$pid" 2>/dev/null || true; wait_pid_gone "$pid" 5; }
        printf 'memcached %s stopped (pid %s)\n' "$(basename "$f" .pid)" "$pid"
      fi
    done
    rm -rf -- "$2" ;;
  *) sed -n '2,9p' "$SELF" | sed 's/^# \{0,1\}//' >&2; exit 2 ;;
esac
