#!/usr/bin/env bash
# End-to-end checks of bin/ycsb as a user runs it. Prints one line per check and a closing
# "N passed, M failed" line; exits non-zero when anything failed.
set -uo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
YCSB="$ROOT/bin/ycsb"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
cd "$WORK" || exit 1
passed=0
failed=0

check() { # name, then a command that must succeed
  local name=$1
  shift
  if "$@"; then
    passed=$((passed + 1))
    echo "ok   $name"
  else
    failed=$((failed + 1))
    echo "FAIL $name"
  fi
}

one_line_error() { # expected-prefix, command...: exit != 0 and exactly one stderr line
  local prefix=$1
  shift
  local status=0
  "$@" >"$WORK/out" 2>"$WORK/err" || status=$?
  local lines
  lines=$(grep -c '' "$WORK/err")
  if [[ $status -ne 0 && $lines -eq 1 ]] && grep -q "^$prefix" "$WORK/err"; then
    return 0
  fi
  echo "  status=$status, stderr ($lines lines):" >&2
  sed 's/^/    /' "$WORK/err" >&2
  return 1
}

has() { grep -qF -- "$1" "$2" || { echo "  missing '$1' in $2:" >&2; tail -n 20 "$2" >&2; return 1; }; }

"$YCSB" list >list.out 2>list.err
check "list names bindings and workloads A-G" \
  bash -c "grep -q '^  sim ' list.out && grep -q '^  noop ' list.out && grep -q workloadg list.out && grep -q workloada list.out"

"$YCSB" load sim -P "$ROOT/workloads/workloada" -p bio.results=load-a >load.out 2>load.err
check "load sim: YCSB summary" has "[OVERALL], Throughput(ops/sec)" load.out
check "load sim: YCSB insert lines" has "[INSERT], Operations, 1000" load.out
check "load sim: per-node lines in YCSB format" has "[INSERT@node1], 99thPercentileLatency(us)" load.out
check "load sim: per-node table on stderr" has "Per-node latency" load.err
check "load sim: results directory" test -s load-a/per-node.csv -a -s load-a/run.json -a -d load-a/hdr

"$YCSB" run sim -P "$ROOT/workloads/workloadg" -s -p bio.results=run-g >run.out 2>run.err
check "run sim workload G: reads and inserts per node" \
  bash -c "grep -qF '[READ@node' run.out && grep -qF '[INSERT@node' run.out"
check "run sim -s: YCSB status lines" has "current ops/sec" run.err
check "run sim: verdict printed" has "Bottleneck verdict" run.err

"$YCSB" run noop -P "$ROOT/workloads/workloadc" -p bio.tracking=false >off.out 2>off.err
check "tracking off: plain YCSB output, no per-node lines" \
  bash -c "grep -qF '[READ], Operations, 1000' off.out && ! grep -qF '@' off.out"

check "unknown binding: one line, exit != 0" \
  one_line_error "ycsb: unknown binding 'mongo'" "$YCSB" load mongo -P "$ROOT/workloads/workloada"
check "unreadable -P file: one line, exit != 0" \
  one_line_error "ycsb: cannot read workload file nowhere/workloadz" "$YCSB" load sim -P nowhere/workloadz
check "bad -p value: one line, exit != 0" \
  one_line_error "ycsb: recordcount=lots: not a whole number" "$YCSB" load sim -P "$ROOT/workloads/workloada" -p recordcount=lots
check "bad sim value: one line, exit != 0" \
  one_line_error "ycsb: sim.node.9.latency: node 9 does not exist" "$YCSB" run sim -P "$ROOT/workloads/workloada" -p sim.node.9.latency=2ms
check "unknown command: one line, exit != 0" \
  one_line_error "ycsb: unknown command 'lod'" "$YCSB" lod

"$YCSB" quickstart >qs.out 2>qs.err
check "quickstart: run phase names node3 as the bottleneck" \
  bash -c "grep -q 'Bottleneck verdict: node3 is significantly worse' qs.err"
check "quickstart: results written" test -s results/quickstart/run/per-node.csv

echo "$passed passed, $failed failed"
[[ $failed -eq 0 ]]
