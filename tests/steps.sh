# shellcheck shell=bash
# steps.sh - named, timed steps with evidence that survives failure; the frame of bin/test.
# Source it, set STEPS_PREFIX (the prefix of its lines, e.g. "bin/test") and FAILURES_DIR (where a
# failed step's evidence goes), then:
#   step NAME [--keep PATH]... -- COMMAND...
#       prints "== PREFIX [k] NAME ==", runs COMMAND with its output shown and logged, then one
#       line "PREFIX: NAME passed in S s" (or FAILED with its exit status). When it fails, its
#       output and the logs and reports found under every --keep PATH are copied to
#       FAILURES_DIR/NAME/ (named on stderr) before anything else runs: an exit trap that wipes
#       the servers afterwards cannot take the evidence with it. Returns COMMAND's status.
#   steps_summary
#       one line per step run so far (passed/FAILED/interrupted, seconds) and a closing line;
#       call it from the exit trap, before the servers are wiped. A step still running when the
#       trap runs (^C, a signal) is reported as interrupted and its evidence kept too.
# Evidence copied from a --keep PATH: files named *.log, *.log.N, *.out, *.txt, *.xml, *.yaml,
# *.cfg and pid, except below directories named data or root (database files) and files over
# 20 MB; the relative layout is kept. A PATH may be a single file; one that does not exist is noted in missing.txt.

STEPS_PREFIX=${STEPS_PREFIX:-steps}
FAILURES_DIR=${FAILURES_DIR:-target/test-failures}
STEPS_NAMES=()
STEPS_RESULTS=()
STEPS_SECONDS=()
STEPS_CURRENT=""        # name of the step that is running, empty between steps
STEPS_CURRENT_T0=0
STEPS_CURRENT_KEEP=()
STEPS_CURRENT_LOG=""

step() {
  local name=$1
  shift
  local -a keep=()
  while (($#)) && [[ $1 != -- ]]; do
    [[ $1 == --keep && $# -ge 2 ]] || { echo "$STEPS_PREFIX: step $name: expected --keep PATH or --, got '$1'" >&2; return 2; }
    keep+=("$2")
    shift 2
  done
  [[ ${1:-} == -- ]] || { echo "$STEPS_PREFIX: step $name: missing -- COMMAND" >&2; return 2; }
  shift
  [[ $name =~ ^[A-Za-z0-9._-]+$ ]] || { echo "$STEPS_PREFIX: step name '$name' must be a file name" >&2; return 2; }
  mkdir -p -- "$FAILURES_DIR"
  rm -rf -- "${FAILURES_DIR:?}/$name"
  STEPS_CURRENT=$name
  STEPS_CURRENT_T0=$SECONDS
  STEPS_CURRENT_KEEP=("${keep[@]}")
  STEPS_CURRENT_LOG=$(mktemp "$FAILURES_DIR/.$name.XXXXXX")
  echo "== $STEPS_PREFIX [$((${#STEPS_NAMES[@]} + 1))] $name =="
  local rc=0
  # Output shown as it comes and logged; stderr joins stdout so that the log reads in order.
  "$@" 2>&1 | tee -- "$STEPS_CURRENT_LOG" || rc=${PIPESTATUS[0]}
  local secs=$((SECONDS - STEPS_CURRENT_T0))
  STEPS_NAMES+=("$name")
  STEPS_SECONDS+=("$secs")
  if ((rc == 0)); then
    STEPS_RESULTS+=(passed)
    rm -f -- "$STEPS_CURRENT_LOG"
    STEPS_CURRENT=""
    echo "$STEPS_PREFIX: $name passed in $secs s"
    return 0
  fi
  STEPS_RESULTS+=(FAILED)
  steps_keep_evidence "$name"
  STEPS_CURRENT=""
  echo "$STEPS_PREFIX: $name FAILED (exit status $rc) after $secs s; evidence kept in $FAILURES_DIR/$name/" >&2
  return "$rc"
}

# steps_keep_evidence NAME: the running step's output and --keep files into FAILURES_DIR/NAME/.
steps_keep_evidence() {
  local dest="$FAILURES_DIR/$1" path rel f n=0
  mkdir -p -- "$dest"
  [[ -z $STEPS_CURRENT_LOG || ! -e $STEPS_CURRENT_LOG ]] || mv -f -- "$STEPS_CURRENT_LOG" "$dest/output.log"
  for path in "${STEPS_CURRENT_KEEP[@]}"; do
    if [[ ! -e $path ]]; then
      printf '%s (not present when the step failed)\n' "$path" >>"$dest/missing.txt"
      continue
    fi
    rel=$(realpath -m --relative-to=/ -- "$path")
    if [[ -f $path ]]; then
      mkdir -p -- "$dest/$(dirname -- "$rel")"
      cp -p -- "$path" "$dest/$rel" && n=$((n + 1))
      continue
    fi
    while IFS= read -r -d '' f; do
      mkdir -p -- "$dest/$rel/$(dirname -- "${f#"$path"/}")"
      cp -p -- "$f" "$dest/$rel/${f#"$path"/}" 2>/dev/null && n=$((n + 1))
    done < <(find "$path" \( -type d \( -name data -o -name root \) -prune \) -o -type f -size -20M \
      \( -name '*.log' -o -name '*.log.[0-9]' -o -name '*.out' -o -name '*.txt' -o -name '*.xml' \
      -o -name '*.yaml' -o -name '*.cfg' -o -name pid \) -print0 2>/dev/null)
  done
  printf '%s: kept the output of %s and %s file(s) from %s in %s/\n' "$STEPS_PREFIX" "$1" "$n" \
    "${STEPS_CURRENT_KEEP[*]:-no server}" "$dest" >&2
}

steps_summary() {
  local k failed=0 total=0
  if [[ -n $STEPS_CURRENT ]]; then
    STEPS_NAMES+=("$STEPS_CURRENT")
    STEPS_SECONDS+=("$((SECONDS - STEPS_CURRENT_T0))")
    STEPS_RESULTS+=(interrupted)
    steps_keep_evidence "$STEPS_CURRENT"
    STEPS_CURRENT=""
  fi
  echo "== $STEPS_PREFIX summary =="
  for k in "${!STEPS_NAMES[@]}"; do
    printf '  %-12s %5s s  %s\n' "${STEPS_RESULTS[k]}" "${STEPS_SECONDS[k]}" "${STEPS_NAMES[k]}"
    total=$((total + STEPS_SECONDS[k]))
    [[ ${STEPS_RESULTS[k]} == passed ]] || failed=$((failed + 1))
  done
  if ((failed)); then
    echo "$STEPS_PREFIX: stopped at ${STEPS_NAMES[-1]} after $total s; evidence in $FAILURES_DIR/${STEPS_NAMES[-1]}/"
  else
    echo "$STEPS_PREFIX: all ${#STEPS_NAMES[@]} steps passed in $total s"
  fi
}
