# shellcheck shell=bash
# browser.sh - headless Chromium for the report checks (report-browser.sh, sweep.sh). Source it
# after lib.sh. Installs Debian's chromium with apt-get when missing and provides
#   browser FLAGS... URL          chromium headless with a throw-away profile under $WORK
#   status_of REPORT.html         the page's status block after rendering (DOM in .dom, log in .log)
#   page_ok STATUS LOG CHARTS     every one of CHARTS charts non-empty, no page or console errors
as_root() { if [[ $(id -u) -eq 0 ]]; then "$@"; else sudo -n "$@"; fi; }

if ! command -v chromium >/dev/null 2>&1; then
  echo "report-browser: installing chromium with apt-get" >&2
  as_root apt-get install -y chromium >apt.log 2>&1 ||
    { as_root apt-get update >>apt.log 2>&1 && as_root apt-get install -y chromium >>apt.log 2>&1; } ||
    { tail -n 20 apt.log >&2; echo "report-browser: cannot install chromium" >&2; exit 1; }
fi

browser() { # extra chromium flags..., then the file URL
  chromium --headless --no-sandbox --disable-gpu --disable-background-networking \
    --disable-component-update --disable-sync --no-first-run --user-data-dir="$(mktemp -d -p "$WORK")" "$@"
}

status_of() { # report.html -> the page's status block after rendering; DOM in .dom, log in .log
  browser --enable-logging=stderr --v=0 --dump-dom "file://$1" >"$1.dom" 2>"$1.log"
  sed -n '/<pre id="status">/,/<\/pre>/p' "$1.dom" | sed 's/<[^>]*>//g'
}

page_ok() { # status file, browser log, expected chart count
  local status=$1 log=$2 charts=$3
  grep -qx "charts=$charts" "$status" && grep -qx "charts_nonempty=$charts" "$status" &&
    grep -qx "errors=0" "$status" && ! grep -q "CONSOLE" "$log" && return 0
  echo "  page status:" >&2
  sed 's/^/    /' "$status" >&2
  grep "CONSOLE" "$log" | head -n 5 | sed 's/^/    /' >&2
  return 1
}

