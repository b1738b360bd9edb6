# shellcheck shell=bash
# browser.sh - headless Chromium for the report checks (report-browser.sh, report-stalls.sh,
# sweep.sh, sweep-real.sh). Source it after lib.sh. Installs Debian's chromium with apt-get when
# missing and provides
#   debian_package CMD PKG        installs Debian package PKG with apt-get unless CMD exists
#   browser FLAGS... URL          chromium headless with a throw-away profile under $WORK
#   status_of REPORT.html         the page's hidden probe (key=value lines) after rendering; its
#                                 DOM in REPORT.html.dom, browser log in .log, the text a reader
#                                 sees (document.body.innerText) in .visible
#   page_ok STATUS LOG CHARTS     every one of CHARTS charts non-empty, no page or console errors,
#                                 and none of the probe's keys in the page's visible text
as_root() { if [[ $(id -u) -eq 0 ]]; then "$@"; else sudo -n "$@"; fi; }

debian_package() { # command that the package provides, package
  command -v "$1" >/dev/null 2>&1 && return 0
  echo "${0##*/}: installing $2 with apt-get" >&2
  as_root apt-get install -y "$2" >"apt-$2.log" 2>&1 ||
    { as_root apt-get update >>"apt-$2.log" 2>&1 && as_root apt-get install -y "$2" >>"apt-$2.log" 2>&1; } ||
    { tail -n 20 "apt-$2.log" >&2; echo "${0##*/}: cannot install $2" >&2; exit 1; }
}
debian_package chromium chromium

browser() { # extra chromium flags..., then the file URL
  chromium --headless --no-sandbox --disable-gpu --disable-background-networking \
    --disable-component-update --disable-sync --no-first-run --user-data-dir="$(mktemp -d -p "$WORK")" "$@"
}

status_of() { # report.html -> the page's probe after rendering; DOM in .dom, log in .log, visible text in .visible
  browser --enable-logging=stderr --v=0 --dump-dom "file://$1" >"$1.dom" 2>"$1.log"
  visible_text "$1" >"$1.visible"
  sed -n '/<pre id="probe"/,/<\/pre>/p' "$1.dom" | sed 's/<[^>]*>//g'
}

visible_text() { # report.html -> document.body.innerText of the rendered page (hidden elements left out)
  local frame="$1.visible.html"
  cat >"$frame" <<EOF
<!DOCTYPE html><html><body>
<iframe id="page" src="${1##*/}" style="width: 1400px; height: 2400px"></iframe>
<pre id="visible"></pre>
<script>
window.addEventListener('load', function () {
  var doc = document.getElementById('page').contentDocument;
  document.getElementById('visible').textContent = doc ? doc.body.innerText : 'no access to the page';
});
</script>
</body></html>
EOF
  browser --allow-file-access-from-files --dump-dom "file://$frame" 2>/dev/null |
    sed -n '/<pre id="visible">/,/<\/pre>/p' | sed 's/<[^>]*>//g'
}

page_ok() { # status file, browser log (REPORT.html.log, beside REPORT.html.visible), expected chart count
  local status=$1 log=$2 charts=$3 visible=${2%.log}.visible keys
  keys=$(sed -n 's/^\([a-z_]*\)=.*/\1=/p' "$status")
  if grep -qx "charts=$charts" "$status" && grep -qx "charts_nonempty=$charts" "$status" &&
    grep -qx "errors=0" "$status" && ! grep -q "CONSOLE" "$log" &&
    grep -q "^YCSB-Bio report" "$visible" && [[ -n $keys ]] && ! grep -qF "$keys" "$visible"; then
    return 0
  fi
  echo "  page probe:" >&2
  sed 's/^/    /' "$status" >&2
  grep "CONSOLE" "$log" | head -n 5 | sed 's/^/    /' >&2
  [[ -z $keys ]] || grep -F "$keys" "$visible" | head -n 3 | sed 's/^/    probe text visible: /' >&2
  return 1
}
