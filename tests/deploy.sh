#!/usr/bin/env bash
# tests/deploy.sh — tests of deploy/ansible (docs/deploy.md), run by bin/test:
#   lint       ansible-lint (production profile) and --syntax-check of every playbook, also with
#              each study profile; the mongodb and riak roles' templates rendered and checked; every
#              study profile rendered into the database roles' files, each value where it belongs
#   moto       provision -> aws_ec2 inventory -> teardown against a local moto endpoint
#   mariadb    end to end on network-namespace hosts: 3-node sharded MariaDB, 2 clients,
#              load + a run of workloads/fasta in 2 target steps (a sweep, every step from both
#              clients at once), results and sysstat fetched, one merged report per phase (the
#              run's steps a curve), cluster.yml rerun with changed=0 on every host, a load-phase
#              study (-e benchmark_phase=load, 2 thread steps, the shards emptied before each), live
#              metrics (-e benchmark_metrics=true: Prometheus on client1, node-exporter on db1..db3;
#              its snapshot opened by a Prometheus of the test's own holds both clients' per-node
#              series and the hosts' series), then
#              playbooks/fault.yml: a bandwidth limit (and a net delay where the kernel has netem)
#              on one host's interface, its removal, contend's dd loop on its data directory and
#              its removal, kill
#   cassandra  the same with a 3-node Cassandra ring (longer; not in bin/test: run it as
#              `tests/deploy.sh cassandra`)
#   storage    role storage against this machine on loop devices of its own (xfs, data and commit
#              log volumes, a swap file of its own turned off); RAID 0 in check mode (no md driver)
#   hbase      the same as mariadb with HBase from local jars (ZooKeeper + master on db1, a region
#              server on each of db1..db3, the role's pre-split tables), no fault step; then
#              workload A from 2 clients; the rows in HBase counted per table and region server
#              (7.5 min on a quiet 2-core machine; not in bin/test: run it as `tests/deploy.sh hbase`)
# Usage: tests/deploy.sh [LEVEL...]   (default: lint moto storage mariadb). Needs root (namespaces).
# Installs what it needs: a Python >= 3.12 venv with deploy/ansible/requirements.txt under
# ~/.cache/ycsb-bio/, Debian openssh-server, sysstat, prometheus and prometheus-node-exporter (their
# services are kept from starting).
# Everything it creates (namespaces, sshd, servers, moto, routes) is removed on exit.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
ANSIBLE_DIR="$ROOT/deploy/ansible"
CACHE=${XDG_CACHE_HOME:-$HOME/.cache}/ycsb-bio
export YCSB_DB_PASSWORD=${YCSB_DB_PASSWORD:-ycsb}
# shellcheck source=tests/deploy/netns.sh
source "$ROOT/tests/deploy/netns.sh"
# shellcheck source=tests/deploy/checks.sh
source "$ROOT/tests/deploy/checks.sh"
# shellcheck source=tests/deploy/moto.sh
source "$ROOT/tests/deploy/moto.sh"
# shellcheck source=tests/deploy/storage.sh
source "$ROOT/tests/deploy/storage.sh"
# shellcheck source=tests/deploy/render.sh
source "$ROOT/tests/deploy/render.sh"
# shellcheck source=tests/deploy/profiles.sh
source "$ROOT/tests/deploy/profiles.sh"

levels=("$@")
((${#levels[@]})) || levels=(lint moto storage mariadb)
for l in "${levels[@]}"; do
  [[ $l =~ ^(lint|moto|mariadb|cassandra|storage|hbase)$ ]] || { echo "tests/deploy.sh: unknown level '$l' (lint, moto, mariadb, cassandra, storage, hbase)" >&2; exit 2; }
done
((EUID == 0)) || { echo "tests/deploy.sh: needs root (network namespaces)" >&2; exit 1; }

TEST_DIR=$(mktemp -d "${TMPDIR:-/tmp}/ycsb-bio-deploy.XXXXXX")
MOTO_PID=""
cleanup() {
  local rc=$?
  [[ -z $MOTO_PID ]] || { kill "$MOTO_PID" 2>/dev/null; wait "$MOTO_PID" 2>/dev/null || true; }
  netns_teardown
  if ((rc == 0)); then rm -rf "$TEST_DIR"; else echo "tests/deploy.sh: failed; logs kept in $TEST_DIR" >&2; fi
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# ------------------------------------------------------------------ tools --
venv_setup() {
  local sum py
  sum=$(sha256sum "$ANSIBLE_DIR/requirements.txt" | cut -c1-12)
  VENV="$CACHE/ansible-venv-$sum"
  [[ -e $VENV/.complete ]] && return 0
  py=${YCSB_BIO_PYTHON:-}
  for c in "$py" "$HOME/.pyenv/versions/3.12.1/bin/python" python3.13 python3.12; do
    [[ -n $c ]] && command -v "$c" >/dev/null 2>&1 &&
      "$c" -c 'import sys; sys.exit(sys.version_info < (3, 12))' && { py=$c; break; }
  done
  [[ -n $py ]] || { echo "tests/deploy.sh: needs Python >= 3.12 (set YCSB_BIO_PYTHON)" >&2; exit 1; }
  echo "tests/deploy.sh: creating $VENV (once; pip install -r deploy/ansible/requirements.txt)"
  rm -rf "$VENV"
  "$py" -m venv "$VENV"
  "$VENV/bin/pip" install -q -r "$ANSIBLE_DIR/requirements.txt"
  touch "$VENV/.complete"
}

debian_packages() { # openssh-server, sysstat, prometheus and its node-exporter without starting their services
  command -v /usr/sbin/sshd >/dev/null && [[ -x /usr/lib/sysstat/sadc ]] && command -v sadf >/dev/null &&
    command -v prometheus >/dev/null && command -v prometheus-node-exporter >/dev/null && return 0
  local prc=/usr/sbin/policy-rc.d made=""
  if [[ ! -e $prc ]]; then printf '#!/bin/sh\nexit 101\n' >"$prc"; chmod 755 "$prc"; made=1; fi
  local pkgs=(openssh-server openssh-client sysstat prometheus prometheus-node-exporter)
  DEBIAN_FRONTEND=noninteractive timeout 600 apt-get install -y -q --no-install-recommends "${pkgs[@]}" >/dev/null ||
    { DEBIAN_FRONTEND=noninteractive timeout 600 apt-get update -q >/dev/null &&
      DEBIAN_FRONTEND=noninteractive timeout 600 apt-get install -y -q --no-install-recommends "${pkgs[@]}" >/dev/null; }
  [[ -z $made ]] || rm -f "$prc"
}

# ansible-* with this checkout's configuration, in the root namespace (ax TOOL ARGS...), in the
# hub (ax hub TOOL ARGS...) or in namespace NS with extra environment (ax_in NS VAR=V... -- TOOL ARGS...).
ax() {
  if [[ $1 == hub ]]; then shift; ax_in "$NETNS_HUB" -- "$@"; else ax_in "" -- "$@"; fi
}
ax_in() {
  local ns=$1 pre=() vars=(); shift
  while [[ $1 != -- ]]; do vars+=("$1"); shift; done
  shift
  [[ -z $ns ]] || pre=(ip netns exec "$ns")
  local tool=$1; shift
  (cd "$ANSIBLE_DIR" && "${pre[@]}" env "${vars[@]}" PATH="$VENV/bin:$PATH" ANSIBLE_CONFIG="$ANSIBLE_DIR/ansible.cfg" \
    ANSIBLE_LOCAL_TEMP="$TEST_DIR/ansible-tmp" ANSIBLE_HOME="$TEST_DIR/ansible-home" \
    ANSIBLE_NOCOLOR=1 ANSIBLE_FORCE_COLOR=0 "$VENV/bin/$tool" "$@")
}

timed() { # timed LEVEL: runs level_LEVEL, prints its duration
  local t0=$SECONDS
  "level_$1"
  echo "tests/deploy.sh: level $1 passed in $((SECONDS - t0)) s"
}

# ----------------------------------------------------------------- levels --
level_lint() {
  ax ansible-lint --offline --profile production playbooks roles inventories profiles \
    "$ROOT/tests/deploy/storage.yml" "$ROOT/tests/deploy/render.yml" "$ROOT/tests/deploy/profiles.yml"
  local f books=() profiles=("$ANSIBLE_DIR"/profiles/*.yml)
  for f in "$ANSIBLE_DIR"/playbooks/*.yml; do books+=("playbooks/${f##*/}"); done
  # one ansible-playbook per inventory and per study profile, every playbook in it (it names a failing one)
  ax ansible-playbook --syntax-check -i inventories/local-test/mariadb.yml "${books[@]}" >/dev/null
  ax ansible-playbook --syntax-check -i inventories/moto "${books[@]}" >/dev/null
  for f in "${profiles[@]}"; do
    ax ansible-playbook --syntax-check -i inventories/moto -e "@profiles/${f##*/}" "${books[@]}" >/dev/null
  done
  ax python "$ROOT/tests/deploy/hbase_splits_check.py"
  echo "lint: ansible-lint production profile clean; syntax-check passed on ${#books[@]} playbooks x 2 inventories" \
    "and x ${#profiles[@]} study profiles; HBase split points checked"
  render_check "$TEST_DIR/render"
  profiles_check "$TEST_DIR/profiles"
}

level_moto() { moto_level "$TEST_DIR/moto"; }
level_storage() { storage_level "$TEST_DIR/storage"; }

level_mariadb() { e2e_level mariadb; }
level_cassandra() { e2e_level cassandra; }
level_hbase() { e2e_level hbase; }

e2e_level() { # e2e_level KIND
  local kind=$1 dir="$TEST_DIR/$1"
  mkdir -p "$dir"
  export YCSB_BIO_TEST_DIR="$dir" YCSB_BIO_RUN_ID="test-$kind-$$"
  export YCSB_BIO_CASSANDRA_JARS="$CACHE/cassandra-5.0.9" YCSB_BIO_HBASE_JARS="$CACHE/hbase-2.6.4-hadoop3"
  [[ $kind != cassandra ]] || "$ROOT/deploy/local/cassandra-cluster.sh" install
  [[ $kind != hbase ]] || HBASE_JARS_DIR=$YCSB_BIO_HBASE_JARS "$ROOT/deploy/local/hbase-cluster.sh" install
  "$ROOT/deploy/make-dist.sh" "$dir/ycsb-bio-dist.tar.gz"
  netns_setup "$dir"
  local inv="inventories/local-test/$kind.yml" results="$dir/results"
  ax hub ansible-playbook -i "$inv" playbooks/cluster.yml >"$dir/cluster-1.log" 2>&1 || fail_log "$dir/cluster-1.log" "first cluster.yml"
  ax hub ansible-playbook -i "$inv" playbooks/cluster.yml >"$dir/cluster-2.log" 2>&1 || fail_log "$dir/cluster-2.log" "second cluster.yml"
  check_idempotent "$dir/cluster-2.log" 5
  local metrics=()   # live metrics: Prometheus on client1, node-exporter on the database hosts
  [[ $kind != mariadb ]] || metrics=(-e benchmark_metrics=true -e prometheus_scrape_interval=1s)
  ax hub ansible-playbook -i "$inv" playbooks/benchmark.yml \
    -e benchmark_threads=2 -e benchmark_operationcount=2000 -e "benchmark_targets=[$STEP_TARGETS]" \
    -e "benchmark_results_dir=$results" "${metrics[@]}" >"$dir/benchmark.log" 2>&1 ||
    fail_log "$dir/benchmark.log" "benchmark.yml"
  check_results "$kind" "$results"
  [[ $kind != mariadb ]] || check_prometheus "$dir" "$results"
  [[ $kind != mariadb ]] || check_shards_mariadb "$dir"
  [[ $kind != mariadb ]] || check_load_study_mariadb "$dir" "$inv"
  [[ $kind != mariadb ]] || check_faults_mariadb "$dir" "$inv"
  [[ $kind != hbase ]] || check_hbase "$dir" "$inv"
  netns_teardown
}

venv_setup
debian_packages
for l in "${levels[@]}"; do
  timed "$l"
done
