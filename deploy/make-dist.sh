#!/usr/bin/env bash
# make-dist.sh [OUT] — packs this checkout's build (what bin/ycsb needs to run: launcher,
# workloads, every module's classes and jars) into one tarball for the Ansible client role.
# Default OUT: target/ycsb-bio-dist.tar.gz. Builds first with bin/ycsb's own rule when sources
# changed. The tarball is byte-for-byte the same for the same build (sorted names, fixed
# mtimes and owners, gzip -n), so a rerun of the playbooks copies nothing.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
OUT=${1:-$ROOT/target/ycsb-bio-dist.tar.gz}
cd "$ROOT"
bin/ycsb list >/dev/null   # builds when needed (bin/ycsb says so on stderr)
mapfile -t parts < <(
  printf '%s\n' bin/ycsb bindings/bindings.properties workloads core/target/.ycsb-bio-built
  for d in core bio-workload bindings/*; do
    [[ -d $d/target/classes ]] && printf '%s\n' "$d/target/classes"
    [[ -d $d/target/lib ]] && printf '%s\n' "$d/target/lib"
  done
)
mkdir -p "$(dirname "$OUT")"
tmp="$OUT.tmp.$$"
trap 'rm -f "$tmp"' EXIT
tar --sort=name --mtime=@0 --owner=0 --group=0 --numeric-owner --mode=u+rwX,go+rX,go-w \
  -cf - "${parts[@]}" | gzip -n >"$tmp"
if [[ -f $OUT ]] && cmp -s "$tmp" "$OUT"; then
  echo "make-dist: $OUT unchanged"
else
  mv -f "$tmp" "$OUT"
  echo "make-dist: wrote $OUT ($(du -h "$OUT" | cut -f1))"
fi
