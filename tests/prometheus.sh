#!/usr/bin/env bash
# Live metrics end to end (docs/live.md), run by bin/test: Debian's prometheus on 127.0.0.1
# scrapes two bin/ycsb sim clients (distinct bio.client.id and bio.metrics.port) that run the same
# run at once with one slow node; a PromQL query over Prometheus's HTTP API merges the two
# clients' latency buckets per node and names the slow node by its p99, and both clients' series
# are there, with each client's own figures (the client guard's). First, bad metrics ports stop
# bin/ycsb in one line with exit status 2 before the run.
#   tests/prometheus.sh install   apt-get install prometheus when missing (its service kept from starting)
#   tests/prometheus.sh           the checks; prints one line per check and "N passed, M failed"
# Environment: YCSB_BIO_TEST_PROMETHEUS_PORT (default 9490), YCSB_BIO_TEST_METRICS_PORT (the
# clients' ports, default 9460 and the next), YCSB_BIO_TEST_PROMETHEUS_DIR (Prometheus's
# configuration and data, default a directory under the test's own; removed at the end).
if [[ ${1:-} == install ]]; then
  set -euo pipefail
  PROG=tests/prometheus.sh
  # shellcheck source=deploy/local/lib/cluster-common.sh
  . "$(dirname "${BASH_SOURCE[0]}")/../deploy/local/lib/cluster-common.sh"
  if command -v prometheus >/dev/null 2>&1; then
    info "prometheus already installed: $(prometheus --version 2>&1 | head -n 1)"
  else
    apt_install_no_service --no-install-recommends prometheus
    info "installed: $(prometheus --version 2>&1 | head -n 1)"
  fi
  exit 0
fi
# shellcheck source-path=SCRIPTDIR source=lib.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

PROM_PORT=${YCSB_BIO_TEST_PROMETHEUS_PORT:-9490}
PORT_A=${YCSB_BIO_TEST_METRICS_PORT:-9460}
PORT_B=$((PORT_A + 1))
PROM_DIR=${YCSB_BIO_TEST_PROMETHEUS_DIR:-$WORK/prometheus}
PROM_URL="http://127.0.0.1:$PROM_PORT"
LABEL="live-$$"
PROM_PID=""
CLIENT_PIDS=()

stop_all() { # the clients and Prometheus this script started (by pid), then Prometheus's data
  local pid i
  for pid in "${CLIENT_PIDS[@]}" $PROM_PID; do
    kill -TERM "$pid" 2>/dev/null || continue
    for ((i = 0; i < 200; i++)); do kill -0 "$pid" 2>/dev/null || break; read -r -t 0.1 _ <> <(:) || true; done
    kill -KILL "$pid" 2>/dev/null || true
  done
  rm -rf -- "$PROM_DIR"
}
trap 'stop_all; [[ -n ${KEEP_WORK:-} ]] || rm -rf "$WORK"' EXIT

# refused TEXT COMMAND...: exit status 2, exactly one stderr line, starting "ycsb: TEXT"
refused() {
  local text=$1 status=0 lines
  shift
  "$@" >refused.out 2>refused.err || status=$?
  lines=$(grep -c '' refused.err)
  ((status == 2 && lines == 1)) && grep -qF "ycsb: $text" refused.err && return 0
  echo "  status $status, stderr ($lines lines):" >&2
  sed 's/^/    /' refused.err >&2
  return 1
}

# promql QUERY [TIME]: Prometheus's answer, one line per series (tests/promql.py)
promql() { python3 "$ROOT/tests/promql.py" "$PROM_URL" "$1" "${2:-}"; }

# wait_until SECONDS COMMAND...: COMMAND succeeds within SECONDS (polled every 0.5 s)
wait_until() {
  local deadline=$((SECONDS + $1))
  shift
  until "$@"; do
    ((SECONDS < deadline)) || return 1
    read -r -t 0.5 _ <> <(:) || true
  done
}

WORKLOAD=("$ROOT/workloads/workloadc" -p recordcount=1000)
"$YCSB" list >/dev/null   # any rebuild before the timed parts

# ---- bad input: one line, exit 2, nothing run -------------------------------------------------
check "a privileged metrics port: one line naming key and port, exit 2" \
  refused "bio.metrics.port=80: a privileged port" \
  "$YCSB" run sim -P "${WORKLOAD[@]}" -p bio.metrics.port=80 -p bio.results=privileged
check "... and no results directory written" test ! -e privileged
check "metrics without per-node tracking: one line, exit 2" \
  refused "bio.metrics.port=$PORT_A: live metrics need per-node tracking" \
  "$YCSB" run sim -P "${WORKLOAD[@]}" -p bio.metrics.port="$PORT_A" -p bio.tracking=false

# ---- Prometheus scraping both clients ---------------------------------------------------------
for p in "$PROM_PORT" "$PORT_A" "$PORT_B"; do
  ! (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null || { echo "127.0.0.1:$p is in use" >&2; exit 1; }
done
mkdir -p "$PROM_DIR"
cat >"$PROM_DIR/prometheus.yml" <<YML
global:
  scrape_interval: 1s
  scrape_timeout: 1s
scrape_configs:
  - job_name: ycsb-bio
    static_configs:
      - targets: ['127.0.0.1:$PORT_A', '127.0.0.1:$PORT_B']
YML
prometheus --config.file="$PROM_DIR/prometheus.yml" --storage.tsdb.path="$PROM_DIR/data" \
  --web.listen-address="127.0.0.1:$PROM_PORT" >prometheus.log 2>&1 &
PROM_PID=$!
check "prometheus ready on 127.0.0.1:$PROM_PORT within 30 s" wait_until 30 python3 "$ROOT/tests/promql.py" "$PROM_URL" --ready ||
  { tail -n 20 prometheus.log; finish; exit 1; }

check "a port in use (Prometheus's): one line naming key and port, exit 2" \
  refused "bio.metrics.port=$PROM_PORT: 127.0.0.1:$PROM_PORT is already in use" \
  "$YCSB" run sim -P "${WORKLOAD[@]}" -p bio.metrics.port="$PROM_PORT"

# one run from two clients at once: node3 answers in 50 ms, node1 and node2 in 300 us
for c in a b; do
  port=$PORT_A
  [[ $c == a ]] || port=$PORT_B
  "$YCSB" run sim -P "${WORKLOAD[@]}" -threads 4 -p operationcount=100000000 \
    -p maxexecutiontime=20 -p sim.nodes=3 -p sim.latency=300us -p sim.node.3.latency=50ms \
    -p bio.interval=1s -p bio.clients=2 -p bio.client.id="client-$c" -p bio.metrics.port="$port" \
    -p bio.results="run-$c" -l "$LABEL" >"run-$c.out" 2>"run-$c.err" &
  CLIENT_PIDS+=($!)
done
both_scraped() {
  [[ $(promql "count by (client) (ycsb_bio_operations_total{label=\"$LABEL\"} > 0)" | grep -c .) == 2 ]]
}
check "Prometheus scrapes both clients' operations within 60 s" wait_until 60 both_scraped
python3 - "http://127.0.0.1:$PORT_A/metrics" >scrape.txt 2>scrape.err <<'PY'
import sys, urllib.request
with urllib.request.urlopen(sys.argv[1], timeout=10) as r:
    print(r.headers["Content-Type"])
    sys.stdout.write(r.read().decode())
PY
check "a scrape is OpenMetrics: content type, # EOF at the end" bash -c \
  "head -n 1 scrape.txt | grep -qx 'application/openmetrics-text; version=1.0.0; charset=utf-8' && tail -n 1 scrape.txt | grep -qx '# EOF'"
# when the first client ended (epoch seconds; polled every 0.1 s, both waited for at most 2 min)
first_end=""
for ((i = 0; i < 1200; i++)); do
  running=0
  for pid in "${CLIENT_PIDS[@]}"; do
    if kill -0 "$pid" 2>/dev/null; then running=$((running + 1)); fi
  done
  ((running == 2)) || [[ -n $first_end ]] || first_end=$(date +%s.%N)
  ((running > 0)) || break
  read -r -t 0.1 _ <> <(:) || true
done
status=0
for pid in "${CLIENT_PIDS[@]}"; do wait "$pid" || status=$?; done
CLIENT_PIDS=()
check "both clients' runs completed (exit status 0, run.json completed)" bash -c \
  "[[ $status == 0 ]] && grep -q '\"outcome\": \"completed\"' run-a/run.json && grep -q '\"outcome\": \"completed\"' run-b/run.json"

# the queries look at the last seconds in which both clients ran: 1.5 s before the first end
at=$(awk -v t="$first_end" 'BEGIN { printf "%.3f", t - 1.5 }')
p99="histogram_quantile(0.99, sum by (node, le) (rate(ycsb_bio_latency_seconds_bucket{label=\"$LABEL\",operation=\"READ\"}[8s])))"
promql "$p99" "$at" >p99.txt
promql "count by (client) (ycsb_bio_latency_seconds_count{label=\"$LABEL\",operation=\"READ\"})" "$at" >clients.txt
promql "topk(1, $p99)" "$at" >slowest.txt
echo "  per-node READ p99 over both clients (s): $(tr '\n' ';' <p99.txt)"
check "both clients' series exist, 3 nodes each" bash -c \
  "grep -qx 'client=client-a 3' clients.txt && grep -qx 'client=client-b 3' clients.txt"
check "the merged per-node p99 has the 3 nodes" test "$(grep -c '^node=node[123] ' p99.txt)" -eq 3
check "topk(1) of the merged p99 names the slow node, node3" grep -q '^node=node3 ' slowest.txt
check "node3's merged p99 is at least 50 ms and twice the others'" awk '
  { v[$1] = $2 }
  END { exit !(v["node=node3"] >= 0.05 && v["node=node3"] >= 2 * v["node=node1"] && v["node=node3"] >= 2 * v["node=node2"]) }' p99.txt
guard=$(promql "count by (client) (ycsb_bio_client_cpu_seconds_total{label=\"$LABEL\"}) + on (client) count by (client) (ycsb_bio_client_limited{label=\"$LABEL\"})" "$at")
check "the client guard's figures of both clients: CPU time and 3 criteria each" bash -c \
  "grep -qx 'client=client-a 4' <<<'$guard' && grep -qx 'client=client-b 4' <<<'$guard'"
info=$(promql "count(ycsb_bio_run_info{label=\"$LABEL\",binding=\"sim\",phase=\"run\",threads=\"4\",clients=\"2\"})" "$at")
check "the run's identity is on the series: ycsb_bio_run_info of 2 clients ($info)" test "${info// /}" == 2

finish
