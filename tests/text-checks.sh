#!/usr/bin/env bash
# tests/text-checks.sh — checks of the repository's tracked text, run first by bin/test:
#   - no tracked text file holds a merge-conflict marker (a line beginning "<<<<<<< " or
#     ">>>>>>> "): a half-resolved merge never lands;
#   - every relative link of the tracked Markdown files resolves: its file exists, and its anchor
#     is a heading of that file (tests/docs/links.py);
#   - docs/performance.md is a reference in the present tense: no commit hash (a word of 7-40
#     hex digits with at least one digit and one letter a-f) and no history words ("earlier",
#     "previously", "used to", "was:", ...); history belongs in the git log;
#   - each check finds a fault planted in a copy of the repository.
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
  local copy found
  copy=$(copy_of_root markers) || return 1
  printf 'text\n<<<<<<< HEAD\nours\n=======\ntheirs\n>>>>>>> branch\n' >>"$copy/README.md"
  if found=$(conflict_markers "$copy"); then
    echo "  a marker planted in README.md was not found" >&2
    return 1
  fi
  grep -q '^README.md:[0-9]*:<<<<<<< HEAD$' <<<"$found" &&
    grep -q '^README.md:[0-9]*:>>>>>>> branch$' <<<"$found" ||
    { echo "  expected README.md's two markers, got: $found" >&2; return 1; }
}

# A copy of the repository's committed state, for planting faults in.
copy_of_root() {
  local copy="$WORK/$1"
  git clone -q --no-hardlinks "$ROOT" "$copy" && printf '%s' "$copy"
}

links_resolve() {
  local found
  found=$(python3 "$ROOT/tests/docs/links.py" "$ROOT") ||
    { echo "  links that do not resolve:" >&2; sed 's/^/  /' <<<"$found" >&2; return 1; }
}

# A link to a missing file and one to a missing heading, planted in a copy, must both be found.
finds_planted_broken_links() {
  local copy found
  copy=$(copy_of_root links) || return 1
  printf '\nSee [gone](no-such-file.md) and [the rules](docs/verdict.md#no-such-heading).\n' >>"$copy/README.md"
  if found=$(python3 "$ROOT/tests/docs/links.py" "$copy"); then
    echo "  the planted broken links were not found" >&2
    return 1
  fi
  grep -q '^README.md:[0-9]*: no-such-file.md -- no such file$' <<<"$found" &&
    grep -q '^README.md:[0-9]*: docs/verdict.md#no-such-heading -- no such heading$' <<<"$found" ||
    { echo "  expected README.md's two broken links, got: $found" >&2; return 1; }
}

# The words that tell history in a reference: case-insensitive, whole words.
HISTORY_WORDS='earlier|previously|used to|was:|what it was|on (a quieter|a later|another) day|old build|new build'

# history_in REPO: prints FILE:LINE: TEXT of every commit hash and history word in REPO's
# docs/performance.md; its status is 0 when there is none.
history_in() {
  local file="$1/docs/performance.md" found
  found=$({
    grep -nP '\b(?=[0-9a-f]*[0-9])(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}\b' "$file"
    grep -niE "(^|[^[:alnum:]_])($HISTORY_WORDS)" "$file"
  } | sort -t: -k1,1n -u | sed 's|^|docs/performance.md:|')
  [[ -z $found ]] || { printf '%s\n' "$found"; return 1; }
}

performance_is_present_tense() {
  local found
  found=$(history_in "$ROOT") ||
    { echo "  commit hashes or history words in docs/performance.md:" >&2; sed 's/^/  /' <<<"$found" >&2; return 1; }
}

# A commit hash and a history word planted in a copy's docs/performance.md must both be found,
# with their lines.
finds_planted_history() {
  local copy found
  copy=$(copy_of_root history) || return 1
  printf '
Measured with build 3f9a2c1d.
The parser was 10 %% slower earlier.
' >>"$copy/docs/performance.md"
  if found=$(history_in "$copy"); then
    echo "  the planted hash and history word were not found" >&2
    return 1
  fi
  grep -q '^docs/performance.md:[0-9]*:Measured with build 3f9a2c1d\.$' <<<"$found" &&
    grep -q '^docs/performance.md:[0-9]*:The parser was 10 % slower earlier\.$' <<<"$found" ||
    { echo "  expected the planted two lines, got: $found" >&2; return 1; }
}

check "no tracked text file holds a merge-conflict marker" no_conflict_markers
check "the marker check finds a marker planted in a copy" finds_a_planted_marker
check "every relative Markdown link resolves (file and heading)" links_resolve
check "the link check finds broken links planted in a copy" finds_planted_broken_links
check "docs/performance.md holds no commit hash and no history words" performance_is_present_tense
check "the history check finds a hash and a history word planted in a copy" finds_planted_history
finish
