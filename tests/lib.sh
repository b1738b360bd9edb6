# shellcheck shell=bash
# lib.sh - the frame of the end-to-end check scripts under tests/. Source it first thing:
#   . "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
# It sets ROOT (the checkout), YCSB (bin/ycsb), WORK (a fresh temporary directory, removed on
# exit, and the current directory), the file names of a results directory (RUN_JSON,
# PER_NODE_CSV, ... from tests/results-layout.sh), and provides
#   check NAME COMMAND...   runs COMMAND; prints "ok   NAME" or "FAIL NAME" and counts it
#   has TEXT FILE           FILE contains TEXT; else says so with FILE's last lines
#   finish                  prints "N passed, M failed"; its status is 0 only when none failed
set -uo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# shellcheck source=tests/results-layout.sh
. "$ROOT/tests/results-layout.sh"   # RUN_JSON, PER_NODE_CSV, ...: a results directory's names
# shellcheck disable=SC2034  # used by the scripts that source this
YCSB="$ROOT/bin/ycsb"
WORK=$(mktemp -d)
trap '[[ -n ${KEEP_WORK:-} ]] || rm -rf "$WORK"' EXIT
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

has() { grep -qF -- "$1" "$2" || { echo "  missing '$1' in $2:" >&2; tail -n 20 "$2" >&2; return 1; }; }

finish() {
  echo "$passed passed, $failed failed"
  [[ $failed -eq 0 ]]
}
