#!/usr/bin/env bash
# tests/text-checks.sh — checks of the repository's tracked text, run first by bin/test:
#   - no tracked text file holds a merge-conflict marker (a line beginning "<<<<<<< " or
#     ">>>>>>> ", or a "=======" line between them): a half-resolved merge never lands;
#   - the check itself finds a marker planted in a copy of the repository.
# Prints one line per check and a closing "N passed, M failed" line.
# shellcheck source-path=SCRIPTDIR source=lib.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

# conflict_markers REPO: prints FILE:LINE: TEXT of every conflict marker in REPO's tracked text
# files; its status is 0 when there is none.
conflict_markers() {
  local found
  found=$(git -C "$1" grep -n -I -E '^(<<<<<<<|>>>>>>>)( |$)' -- . 2>/dev/null)
  [[ -z $found ]] || { printf '%s\n' "$found"; return 1; }
}

no_conflict_markers() {
  local found
  found=$(conflict_markers "$ROOT") || { echo "  merge-conflict markers:" >&2; sed 's/^/  /' <<<"$found" >&2; return 1; }
}

# A marker planted in a tracked file of a copy (the working tree, not a commit) must be found,
# with its file and line.
finds_a_planted_marker() {
  local copy="$WORK/planted" found
  git clone -q --no-hardlinks "$ROOT" "$copy" || return 1
  printf 'text\n<<<<<<< HEAD\nours\n=======\ntheirs\n>>>>>>> branch\n' >>"$copy/README.md"
  if found=$(conflict_markers "$copy"); then
    echo "  a marker planted in README.md was not found" >&2
    return 1
  fi
  grep -q '^README.md:[0-9]*:<<<<<<< HEAD$' <<<"$found" &&
    grep -q '^README.md:[0-9]*:>>>>>>> branch$' <<<"$found" ||
    { echo "  expected README.md's two markers, got: $found" >&2; return 1; }
}

check "no tracked text file holds a merge-conflict marker" no_conflict_markers
check "the marker check finds a marker planted in a copy" finds_a_planted_marker
finish
