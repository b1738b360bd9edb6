#!/usr/bin/env bash
# make-sample.sh OUTDIR -- a small REAL ssearch36 "-m 10" sample (a few MB) from deterministic inputs.
#
# Inputs come from the corpus generator (gen.py, fixed seed, byte-identical on every run):
#   * library: a CDS-like subset of its cds_chr1.fa -- the first $LIB_FIRST records plus every
#     record of a gene that holds a planted segment of one of the chosen queries (so the real
#     high-scoring hits are there too); order of cds_chr1.fa is kept;
#   * queries: three of its RNA-fragment queries (q02 433 nt, q12 875 nt, q04 1842 nt).
# Each query is searched on its own, with the corpus main-set flags
#   ssearch36 -T 1 -Q -H -m 10 -W 0 -E "1000000000 -1" QUERY LIBRARY
# (every library sequence reported on both strands, no ">--" repeats), giving
#   OUTDIR/sample-01.m10 .. sample-03.m10   (1.45-1.55 MB, 2,028 hits each, ~4.5 MB total)
#   OUTDIR/input/       the exact query and library files used (+ sha256 list)
#   OUTDIR/commands.log the exact commands, OUTDIR/VERSION the program version
# With -T 1 two runs differ only in the timing lines (" Scan time:", " start: ... done: ...",
# " Total Scan time: ..."). ssearch36 comes from the Debian package fasta3; it is installed with
# apt-get when missing. Environment: CORPUS (default: ../shared/ssearch-corpus relative to the
# working directory if it exists, else /work/shared/ssearch-corpus, as the Java tests look for it),
# LIB_FIRST (1000), JOBS (parallel searches, default 2).
set -euo pipefail

usage() { echo "usage: $0 OUTDIR" >&2; exit 2; }
[[ $# -eq 1 && -n $1 && $1 != -* ]] || usage

OUTDIR=$1
if [[ -z ${CORPUS:-} ]]; then
  CORPUS=/work/shared/ssearch-corpus
  if [[ -d ../shared/ssearch-corpus ]]; then CORPUS=$(cd ../shared/ssearch-corpus && pwd); fi
fi
LIB_FIRST=${LIB_FIRST:-1000}
JOBS=${JOBS:-2}
QUERIES=(q02 q12 q04)
start_all=$(date +%s.%N)

log() { printf '[make-sample] %s\n' "$*" >&2; }

if ! command -v ssearch36 >/dev/null 2>&1; then
  log "ssearch36 not found: installing Debian package fasta3"
  SUDO=()
  if [[ $(id -u) -ne 0 ]]; then SUDO=(sudo); fi
  "${SUDO[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${SUDO[@]}" apt-get install -y -qq fasta3 >/dev/null
fi
command -v ssearch36 >/dev/null 2>&1 || { echo "ssearch36 still missing after apt-get" >&2; exit 1; }
command -v python3 >/dev/null 2>&1 || { echo "python3 is required (runs $CORPUS/gen.py)" >&2; exit 1; }
[[ -r $CORPUS/gen.py ]] || { echo "cannot read $CORPUS/gen.py (set CORPUS=...)" >&2; exit 1; }

mkdir -p "$OUTDIR/input"
OUTDIR=$(cd "$OUTDIR" && pwd)
IN=$OUTDIR/input
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

# 1. deterministic inputs from the corpus generator (writes the full 4 MB library and all queries)
t0=$(date +%s.%N)
python3 "$CORPUS/gen.py" "$WORK/gen" 2>"$WORK/gen.log"
log "gen.py: $(cat "$WORK/gen.log")"

# 2. library subset: first LIB_FIRST records + all isoforms/paralogs of planted genes
planted_genes=""
for q in "${QUERIES[@]}"; do
  qid=$(head -n 1 "$WORK/gen/queries/$q.fa" | cut -c2- | cut -d' ' -f1)
  cp "$WORK/gen/queries/$q.fa" "$IN/$q.fa"
  genes=$(awk -F'\t' -v q="$qid" '$1 == q { split($2, f, "|"); print f[4] }' "$WORK/gen/planted.tsv")
  planted_genes="$planted_genes $genes"
done
awk -v first="$LIB_FIRST" -v genes="$planted_genes" '
  BEGIN { n = split(genes, g, " "); for (i = 1; i <= n; i++) want["|gs_gene|" g[i] "|"] = 1 }
  /^>/ {
    rec++; keep = (rec <= first)
    if (!keep) for (k in want) if (index($0, k)) { keep = 1; break }
  }
  keep' "$WORK/gen/cds_chr1.fa" > "$IN/cds_sample.fa"
nseq=$(grep -c '^>' "$IN/cds_sample.fa")
(cd "$IN" && sha256sum ./*.fa > SHA256SUMS)
t1=$(date +%s.%N)
log "inputs: $nseq library sequences ($(wc -c < "$IN/cds_sample.fa") bytes), queries ${QUERIES[*]} ($(awk "BEGIN{printf \"%.1f\", $t1 - $t0}") s)"

# 3. the searches, run from $IN with relative paths like the corpus ("vs cds_sample.fa library")
{ ssearch36 -h 2>&1 | grep -m1 version || true; dpkg-query -W fasta3 2>/dev/null || true; } > "$OUTDIR/VERSION"
: > "$OUTDIR/commands.log"
search() {  # search QUERY NN: one ssearch36 run from $IN, timed
  local s e
  s=$(date +%s.%N)
  (cd "$IN" && ssearch36 -T 1 -Q -H -m 10 -W 0 -E "1000000000 -1" "$1.fa" cds_sample.fa > "../sample-$2.m10")
  e=$(date +%s.%N)
  log "sample-$2.m10 ($1): $(awk "BEGIN{printf \"%.1f\", $e - $s}") s"
}
i=0
pids=()
for q in "${QUERIES[@]}"; do
  i=$((i + 1))
  nn=$(printf '%02d' "$i")
  printf 'cd input && ssearch36 -T 1 -Q -H -m 10 -W 0 -E "1000000000 -1" %s.fa cds_sample.fa > ../sample-%s.m10\n' \
    "$q" "$nn" >> "$OUTDIR/commands.log"
  while (( $(jobs -rp | wc -l) >= JOBS )); do wait -n; done
  search "$q" "$nn" &
  pids+=("$!")
done
for p in "${pids[@]}"; do wait "$p"; done
t2=$(date +%s.%N)

# 4. summary (and a check with the corpus oracle when it is there)
total=0
for f in "$OUTDIR"/sample-*.m10; do
  bytes=$(wc -c < "$f")
  total=$((total + bytes))
  hits=$(grep -c '^>>[^>]' "$f" || true)
  rc=skipped
  if [[ -r $CORPUS/oracle.py ]]; then
    if python3 "$CORPUS/oracle.py" "$f" > "$WORK/oracle.jsonl" 2> "$WORK/oracle.err"; then rc=0; else rc=$?; fi
    rc="$rc ($(wc -l < "$WORK/oracle.jsonl") HSPs)"
  fi
  log "$(basename "$f"): $bytes bytes, $hits hits, oracle rc=$rc"
done
log "total $total bytes; searches $(awk "BEGIN{printf \"%.1f\", $t2 - $t1}") s; all $(awk "BEGIN{printf \"%.1f\", $t2 - $start_all}") s"
