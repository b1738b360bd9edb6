# shellcheck shell=bash
# tests/deploy/checks.sh — sourced by tests/deploy.sh: what each level asserts.
# shellcheck source=tests/results-layout.sh
source "$ROOT/tests/results-layout.sh"

SAMPLE_RECORDS=18255   # workloads/ssearch-sample: 3 files, 18,255 records (README)
STEP_TARGETS=250,500   # the run phase's target steps, ops/s per client (benchmark_targets)

fail() { echo "tests/deploy.sh: FAILED: $*" >&2; exit 1; }
fail_log() { tail -n 60 "$1" >&2; fail "$2 (log: $1)"; }

# check_idempotent LOG HOSTS: the PLAY RECAP lists HOSTS hosts (plus localhost), all changed=0.
check_idempotent() {
  local log=$1 want=$2 lines bad
  lines=$(sed -n '/^PLAY RECAP/,$p' "$log" | grep -E '^[a-z0-9]+ +: ok=' | grep -v '^localhost ')
  (($(grep -c . <<<"$lines") == want)) || fail_log "$log" "expected $want hosts in the recap of the second cluster.yml"
  bad=$(grep -Ev 'changed=0 .*unreachable=0 +failed=0' <<<"$lines" || true)
  [[ -z $bad ]] || fail_log "$log" "second cluster.yml not idempotent: $bad"
  echo "idempotent: second cluster.yml changed=0 on all $want hosts"
}

csv_field() { # csv_field FILE OPERATION COLUMN: COLUMN of the row whose operation is OPERATION
  awk -F, -v op="$2" -v col="$3" 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
    $c["operation"] == op { print $c[col]; exit }' "$1"
}

# check_host_series REPORT HOST: the report's run shows HOST's memory in its host table and its
# four series over time (CPU busy, iowait, busiest disk's util, memory used), each with a value.
check_host_series() {
  local report=$1 host=$2 series metric
  grep -qE "\{\"host\":\"$host\",\"seconds\":[^}]*\"memUsedMean\":[0-9]" "$report" ||
    fail "$report: no memory used in $host's host row"
  series=$(grep -oE "\{\"host\":\"$host\",\"t\":\[[^}]*\}" "$report" | head -n 1)
  for metric in cpuBusy iowait diskUtil memUsed; do
    grep -qE "\"$metric\":\[(null,)*[0-9]" <<<"$series" || fail "$report: no $metric series of $host"
  done
}

# check_results KIND DIR: merged reports of both phases, sysstat of every host, host table; the
# run phase's target steps: every step from both clients, and in the run's report one curve point
# per step (runs at different targets compared, not merged).
check_results() {
  local kind=$1 dir=$2 n host phase f t steps=()
  for t in ${STEP_TARGETS//,/ }; do steps+=("run-threads-2-target-$t"); done
  for phase in load run; do
    for f in "$REPORT_HTML" "$SUMMARY_CSV"; do
      [[ -s $dir/report-$phase/$f ]] || fail "report-$phase/$f missing in $dir"
    done
    for host in db1 db2 db3 client1 client2; do
      f="$dir/hosts/$phase/$SYSSTAT/$host"
      (($(grep -vc '^#' "$f/$HOST_CPU_CSV") >= 2)) || fail "$f/$HOST_CPU_CSV: fewer than 2 samples"
      grep -q ';eth0;' "$f/net.csv" || fail "$f/net.csv: no eth0 rows (the host's own interface)"
      [[ -s $f/disk.csv ]] || fail "$f/disk.csv missing"
      grep -q '^# hostname;interval;timestamp;kbmemfree;.*;%memused;' "$f/$HOST_MEM_CSV" || fail "$f/$HOST_MEM_CSV: no sadf -r header"
      (($(grep -vc '^#' "$f/$HOST_MEM_CSV") >= 2)) || fail "$f/$HOST_MEM_CSV: fewer than 2 samples"
      grep -q "\"host\":\"$host\"" "$dir/report-$phase/$REPORT_HTML" || fail "report-$phase: no sysstat row for $host"
      check_host_series "$dir/report-$phase/$REPORT_HTML" "$host"
    done
  done
  [[ -s $dir/report-load/$PER_NODE_CSV ]] || fail "report-load/$PER_NODE_CSV missing in $dir"
  n=$(csv_field "$dir/report-load/$SUMMARY_CSV" INSERT count)
  [[ $n == "$SAMPLE_RECORDS" ]] || fail "load inserted '$n' records, expected $SAMPLE_RECORDS (2 clients, no overlap)"
  [[ $(csv_field "$dir/report-load/$SUMMARY_CSV" INSERT errors) == 0 ]] || fail "load had errors"
  # one summary row per step: 2 clients x 2000 reads each, no error
  n=$(awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
    $c["operation"] == "READ" && $c["count"] == 4000 && $c["errors"] == 0 { k++ } END { print k + 0 }' \
    "$dir/report-run/$SUMMARY_CSV")
  ((n == ${#steps[@]})) || fail "report-run/$SUMMARY_CSV: $n runs of 4000 reads without error, expected ${#steps[@]} (one per step)"
  n=$(grep -c ',all,all,' "$dir/report-run/$CURVES_CSV") || true
  ((n == ${#steps[@]})) || fail "report-run/$CURVES_CSV: $n curve points, expected ${#steps[@]} (one per step)"
  for f in "$dir"/report-run/*/$PER_NODE_CSV; do
    n=$(awk -F, 'NR > 1 && $2 == "READ" { print $1 }' "$f" | sort -u | grep -c .)
    ((n == 3)) || fail "$f names $n nodes, expected 3"
  done
  for d in "$dir"/clients/client{1,2}/{load,"${steps[0]}","${steps[1]}"}; do
    [[ -s $d/$RUN_JSON ]] || fail "$d/$RUN_JSON missing"
    grep -q '"client_count": "2"' "$d/$RUN_JSON" || fail "$d/$RUN_JSON: client_count is not 2"
    grep -q '^YCSB Client' "$d-ycsb.log" || fail "$d-ycsb.log: no bin/ycsb output"
  done
  for t in ${STEP_TARGETS//,/ }; do
    for f in "$dir"/clients/client{1,2}/run-threads-2-target-"$t"/$RUN_JSON; do
      grep -q "\"target_ops_per_sec\": \"$t\"" "$f" || fail "$f: target is not $t"
    done
  done
  ! compgen -G "/tmp/ycsb-bio-$YCSB_BIO_RUN_ID-*.tgz" >/dev/null ||
    fail "result packs left in the hosts' /tmp after collect: $(compgen -G "/tmp/ycsb-bio-$YCSB_BIO_RUN_ID-*.tgz" | head -n 3)"
  echo "results: $SAMPLE_RECORDS records loaded by 2 clients; run in ${#steps[@]} target steps ($STEP_TARGETS ops/s per client), each 4000 reads without error from both clients on 3 $kind nodes, one curve point per step; sysstat (with memory) of 5 hosts in both reports, their rows and series over time"
}

# hub_promql QUERY: the answer of the Prometheus on the hub's 127.0.0.1:9090, one line per
# series (tests/promql.py)
hub_promql() { in_hub python3 "$ROOT/tests/promql.py" http://127.0.0.1:9090 "$1"; }

# check_prometheus DIR RESULTS: the snapshot of the monitor host's Prometheus that collect.yml
# brought home (RESULTS/prometheus), opened by a Prometheus of the test's own in the hub
# namespace, holds both clients' per-node series of the run phase's first step (operations and
# latency buckets, 3 database nodes each) and node-exporter's series of db1..db3 (CPU, eth0).
check_prometheus() {
  local dir=$1 snap=$2/prometheus copy=$1/prometheus-snapshot pid i c n run_sel
  [[ -n $(ls -A "$snap" 2>/dev/null) ]] || fail "no Prometheus snapshot in $snap"
  cp -a "$snap" "$copy"   # Prometheus writes into the directory it opens
  printf 'scrape_configs: []\n' >"$dir/prometheus-none.yml"
  in_hub prometheus --config.file="$dir/prometheus-none.yml" --storage.tsdb.path="$copy" \
    --web.listen-address=127.0.0.1:9090 >"$dir/prometheus-snapshot.log" 2>&1 &
  pid=$!
  for ((i = 0; i < 150; i++)); do
    hub_promql --ready && break
    read -r -t 0.2 _ <> <(:) || true
  done
  run_sel="run=\"$YCSB_BIO_RUN_ID\",phase=\"run\",target=\"${STEP_TARGETS%%,*}\",operation=\"READ\""
  hub_promql "count by (client, node) (last_over_time(ycsb_bio_operations_total{$run_sel}[1d]))" >"$dir/prom-ops.txt" &&
    hub_promql "count by (client) (last_over_time(ycsb_bio_latency_seconds_bucket{$run_sel}[1d]))" >"$dir/prom-buckets.txt" &&
    hub_promql "count by (host) (last_over_time(node_cpu_seconds_total{job=\"node\",run=\"$YCSB_BIO_RUN_ID\"}[1d]))" >"$dir/prom-cpu.txt" &&
    hub_promql "count by (host) (last_over_time(node_network_receive_bytes_total{device=\"eth0\",run=\"$YCSB_BIO_RUN_ID\"}[1d]))" >"$dir/prom-net.txt"
  local rc=$?
  kill "$pid" 2>/dev/null
  for ((i = 0; i < 150; i++)); do kill -0 "$pid" 2>/dev/null || break; read -r -t 0.2 _ <> <(:) || true; done
  kill -KILL "$pid" 2>/dev/null || true
  ((rc == 0)) || fail_log "$dir/prometheus-snapshot.log" "querying the Prometheus snapshot"
  for c in client1 client2; do
    n=$(grep -c "^client=$c node=" "$dir/prom-ops.txt") || true
    ((n == 3)) || fail "Prometheus snapshot: $c has READ operations of $n database nodes, expected 3 ($(tr '\n' ';' <"$dir/prom-ops.txt"))"
    n=$(sed -n "s/^client=$c //p" "$dir/prom-buckets.txt")
    [[ $n == $((3 * 44)) ]] || fail "Prometheus snapshot: $c has '$n' READ latency buckets, expected 3 nodes x 44"
  done
  for f in prom-cpu prom-net; do
    n=$(grep -cE '^host=db[123] [1-9]' "$dir/$f.txt") || true
    ((n == 3)) || fail "Prometheus snapshot: node-exporter's $f series of $n database hosts, expected db1..db3 ($(tr '\n' ';' <"$dir/$f.txt"))"
  done
  rm -rf "$copy"
  echo "prometheus: the snapshot holds client1's and client2's READ series on 3 database nodes each (operations, 44 latency buckets per node) and node-exporter's CPU and eth0 series of db1..db3"
}

# check_shards_mariadb DIR: the rows on the three shards add up to the input, every shard has some.
check_shards_mariadb() {
  local dir=$1 host total=0 rows t
  for host in db1 db2 db3; do
    rows=0
    for t in $(ip netns exec "$(netns_of "$host")" mariadb --defaults-file="$dir/hosts/$host/mariadb/my.cnf" \
        -uroot -N -B -e 'SHOW TABLES' ycsb); do
      rows=$((rows + $(ip netns exec "$(netns_of "$host")" mariadb --defaults-file="$dir/hosts/$host/mariadb/my.cnf" \
        -uroot -N -B -e "SELECT COUNT(*) FROM \`$t\`" ycsb)))
    done
    ((rows > 0)) || fail "shard $host holds no rows"
    total=$((total + rows))
  done
  ((total == SAMPLE_RECORDS)) || fail "the shards hold $total rows, expected $SAMPLE_RECORDS"
  echo "shards: $total rows over db1..db3, none empty"
}

LOAD_THREADS=1,2   # the load-phase study's thread steps (benchmark_threads_list)

# check_load_study_mariadb DIR INVENTORY: benchmark.yml -e benchmark_phase=load (its own run id)
# on the shards the first benchmark loaded: before each thread step the first client empties them
# (bin/ycsb empty), then both clients load their share. Each step: both clients' results, the
# sample's records inserted once without error; report-load one curve point per step, no run
# phase; afterwards the shards hold the sample's records once (the earlier load's and step 1's
# rows gone: left behind, they would have failed the inserts as duplicates and added rows).
check_load_study_mariadb() {
  local dir=$1 inv=$2 r=$1/results-load t n c steps=() t0=$SECONDS
  for t in ${LOAD_THREADS//,/ }; do steps+=("load-threads-$t-target-max"); done
  ax_in "$NETNS_HUB" YCSB_BIO_RUN_ID="$YCSB_BIO_RUN_ID-load" -- ansible-playbook -i "$inv" playbooks/benchmark.yml \
    -e benchmark_phase=load -e "benchmark_threads_list=[$LOAD_THREADS]" -e "benchmark_results_dir=$r" \
    >"$dir/benchmark-load.log" 2>&1 || fail_log "$dir/benchmark-load.log" "benchmark.yml -e benchmark_phase=load"
  [[ ! -e $r/report-run && ! -e $r/hosts/run ]] || fail "load-phase study: a run phase ran"
  n=$(awk -F, -v want="$SAMPLE_RECORDS" 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
    $c["operation"] == "INSERT" && $c["count"] == want && $c["errors"] == 0 { k++ } END { print k + 0 }' \
    "$r/report-load/$SUMMARY_CSV")
  ((n == ${#steps[@]})) || fail "report-load/$SUMMARY_CSV: $n loads of $SAMPLE_RECORDS records without error, expected ${#steps[@]} (one per step)"
  n=$(grep -c ',all,all,' "$r/report-load/$CURVES_CSV") || true
  ((n == ${#steps[@]})) || fail "report-load/$CURVES_CSV: $n curve points, expected ${#steps[@]} (one per step)"
  for t in "${steps[@]}"; do
    for c in client1 client2; do
      grep -q "\"threads\": \"${t//[^0-9]/}\"" "$r/clients/$c/$t/$RUN_JSON" || fail "$r/clients/$c/$t/$RUN_JSON: missing or other threads"
    done
    grep -qx 'empty: jdbc: emptied task, rna, gs, align' "$r/clients/client1/$t-empty.log" ||
      fail "$t: client1 did not empty the database first ($r/clients/client1/$t-empty.log)"
    [[ ! -e $r/clients/client2/$t-empty.log ]] || fail "$t: client2 emptied the database too"
  done
  check_shards_mariadb "$dir"
  echo "load study: ${#steps[@]} thread steps ($LOAD_THREADS), each after client1 emptied the shards, $SAMPLE_RECORDS records from 2 clients without error; one curve point per step ($((SECONDS - t0)) s)"
}

# check_faults_mariadb DIR INVENTORY: playbooks/fault.yml on db2 of the namespace hosts.
# `contend` with a bad size is refused in one line; with 1M its dd loop runs detached and writes
# under db2's data directory; `bandwidth` then puts a tbf limit on db2's own interface (in its
# namespace, nowhere else) beside it, and `clear` removes both, leaving no process and no file;
# `net` adds a netem delay where the kernel has netem, else it is refused in one line naming the
# reason; `cpu` is refused on a host without systemd; `kill` ends mariadbd.
check_faults_mariadb() {
  local dir=$1 inv=$2 ns pid qd data="$1/hosts/db2/mariadb/data" loop k t0=$SECONDS took
  ns=$(netns_of db2)
  fault_play() { # fault_play NAME ARGS...: fault.yml with ARGS on db2, log in DIR/fault-NAME.log
    local name=$1; shift
    ax hub ansible-playbook -i "$inv" playbooks/fault.yml -e fault_host=db2 "$@" >"$dir/fault-$name.log" 2>&1
  }
  if fault_play contend-bad -e fault=contend -e fault_level=2X; then fail "fault.yml contend with fault_level=2X was not refused"; fi
  grep -q 'contend: a size such as 2G' "$dir/fault-contend-bad.log" || fail_log "$dir/fault-contend-bad.log" "fault.yml contend: refusal line"
  fault_play contend -e fault=contend -e fault_level=1M || fail_log "$dir/fault-contend.log" "fault.yml contend"
  loop=$(cat "$data/ycsb-bio-contend.pid") || fail "fault.yml contend: no pid file in $data"
  grep -qa ycsb-bio-contend "/proc/$loop/cmdline" || fail "fault.yml contend: pid $loop is not the dd loop"
  for ((k = 0; k < 200; k++)); do [[ -e $data/ycsb-bio-contend.tmp ]] && break; sleep 0.1; done
  [[ -e $data/ycsb-bio-contend.tmp ]] || fail "fault.yml contend: the loop wrote nothing under $data in 20 s"
  took=$((SECONDS - t0))
  fault_play bandwidth -e fault=bandwidth -e fault_level=800 || fail_log "$dir/fault-bandwidth.log" "fault.yml bandwidth"
  qd=$(ip netns exec "$ns" tc qdisc show | tr '\n' ';')
  [[ $qd == *"qdisc tbf"*"rate 800Kbit"* ]] || fail "fault.yml bandwidth: no 800 kbit tbf in $ns ($qd)"
  ! tc qdisc show | grep -qE 'qdisc (netem|tbf) ' || fail "fault.yml touched the root namespace"
  pgrep -g "$loop" -r R,S,D,T >/dev/null || fail "fault.yml bandwidth ended the contend loop (faults add up)"
  fault_play clear -e fault=clear || fail_log "$dir/fault-clear.log" "fault.yml clear"
  ! ip netns exec "$ns" tc qdisc show | grep -qE 'qdisc (netem|tbf) ' || fail "fault.yml clear left a limit in $ns"
  ! pgrep -g "$loop" -r R,S,D,T >/dev/null || fail "fault.yml clear left the dd loop (process group $loop)"
  [[ ! -e $data/ycsb-bio-contend.tmp && ! -e $data/ycsb-bio-contend.pid ]] ||
    fail "fault.yml clear left the loop's file or pid file in $data"
  if ip netns exec "$ns" tc qdisc add dev lo root netem delay 1ms 2>/dev/null; then
    ip netns exec "$ns" tc qdisc del dev lo root
    fault_play net -e fault=net -e fault_level=30 || fail_log "$dir/fault-net.log" "fault.yml net"
    ip netns exec "$ns" tc qdisc show | grep -q 'netem .*delay 30ms' || fail "fault.yml net: no 30 ms delay in $ns"
    fault_play clear2 -e fault=clear || fail_log "$dir/fault-clear2.log" "fault.yml clear after net"
  else
    if fault_play net -e fault=net -e fault_level=30; then fail "fault.yml net passed on a kernel without netem"; fi
    grep -q 'this kernel lacks sch_netem' "$dir/fault-net.log" || fail_log "$dir/fault-net.log" "fault.yml net: refusal line"
  fi
  if fault_play cpu -e fault=cpu; then fail "fault.yml cpu on a host without systemd was not refused"; fi
  grep -q 'cpu and disk need systemd hosts' "$dir/fault-cpu.log" || fail_log "$dir/fault-cpu.log" "fault.yml cpu: refusal line"
  pid=$(cat "$dir/hosts/db2/mariadb/mysqld.pid")
  fault_play kill -e fault=kill || fail_log "$dir/fault-kill.log" "fault.yml kill"
  ! kill -0 "$pid" 2>/dev/null || fail "fault.yml kill: db2's mariadbd (pid $pid) still runs"
  echo "faults: bandwidth limit on db2's interface only, cleared; net $(grep -q 'lacks sch_netem' "$dir/fault-net.log" && echo 'refused (no netem in this kernel)' || echo 'delay set and cleared'); cpu refused without systemd; contend refused with 2X, its dd loop (pid $loop) writing under db2's data directory in ${took} s, cleared with the bandwidth limit without a trace; kill ended pid $pid"
}

A_RECORDS=3000   # workload A on HBase: records loaded by the 2 clients together
A_OPS=2000       # operations per client in its run phase

# hbase_count DIR TABLE...: one line "TABLE ROWS SERVER=ROWS,..." per table (roles/hbase's tool),
# run in client1's namespace with db1's HBase configuration.
hbase_count() {
  local dir=$1; shift
  ip netns exec "$(netns_of client1)" java -Dlog4j2.configurationFile="file://$dir/hosts/db1/hbase/conf/log4j2.xml" \
    -Dhbase.log.dir="$dir" -Dhbase.log.file=hbase-count.log -cp "$dir/hosts/db1/hbase/conf:$YCSB_BIO_HBASE_JARS/*" \
    "$ROOT/deploy/ansible/roles/hbase/files/HBaseTables.java" count "$@"
}

# check_hbase DIR INVENTORY: the FASTA load's rows in HBase add up to what the clients inserted,
# the alignment tables' rows lie on all 3 region servers; then workload A from both clients
# (benchmark.yml with its own run id): no error, every operation counted, 3 region servers in the
# per-node results, sysstat of every host, and usertable's rows spread over the 3 servers.
check_hbase() {
  local dir=$1 inv=$2 a=$1/results-a counts t rows servers total=0 n phase host reads updates min
  counts=$(hbase_count "$dir" task rna gs align) || fail "counting the FASTA tables failed (log: $dir/hbase-count.log)"
  echo "$counts" >"$dir/hbase-rows.txt"
  n=$(csv_field "$dir/results/report-load/$SUMMARY_CSV" INSERT count)
  while read -r t rows servers; do
    ((rows > 0)) || fail "HBase table $t holds no rows"
    total=$((total + rows))
    [[ $t == task ]] || (($(tr , '\n' <<<"$servers" | grep -c '=[1-9]') == 3)) ||
      fail "HBase table $t: rows not on 3 region servers ($servers)"
  done <<<"$counts"
  ((total == n)) || fail "HBase holds $total rows in task, rna, gs, align; the clients inserted $n"
  echo "hbase rows: $(tr '\n' ';' <<<"$counts") = $total, as the clients inserted"

  ax_in "$NETNS_HUB" YCSB_BIO_RUN_ID="$YCSB_BIO_RUN_ID-a" -- ansible-playbook -i "$inv" playbooks/benchmark.yml \
    -e benchmark_workload=workloads/workloada -e benchmark_recordcount=$A_RECORDS -e benchmark_threads=2 \
    -e benchmark_operationcount=$A_OPS -e "benchmark_results_dir=$a" >"$dir/benchmark-a.log" 2>&1 ||
    fail_log "$dir/benchmark-a.log" "benchmark.yml with workload A"
  [[ $(csv_field "$a/report-load/$SUMMARY_CSV" INSERT count) == "$A_RECORDS" ]] || fail "workload A: load did not insert $A_RECORDS records"
  [[ $(csv_field "$a/report-load/$SUMMARY_CSV" INSERT errors) == 0 ]] || fail "workload A: load had errors"
  reads=$(csv_field "$a/report-run/$SUMMARY_CSV" READ count)
  updates=$(csv_field "$a/report-run/$SUMMARY_CSV" UPDATE count)
  ((reads + updates == 2 * A_OPS && reads > 0 && updates > 0)) || fail "workload A: $reads reads + $updates updates, expected $((2 * A_OPS)) operations"
  [[ $(csv_field "$a/report-run/$SUMMARY_CSV" READ errors)/$(csv_field "$a/report-run/$SUMMARY_CSV" UPDATE errors) == 0/0 ]] ||
    fail "workload A: run had errors"
  n=$(awk -F, 'NR > 1 && $2 == "READ" { print $1 }' "$a/report-run/$PER_NODE_CSV" | sort -u | grep -c .)
  ((n == 3)) || fail "workload A: report-run/$PER_NODE_CSV names $n nodes, expected 3 region servers"
  for phase in load run; do
    for host in db1 db2 db3 client1 client2; do
      (($(grep -vc '^#' "$a/hosts/$phase/$SYSSTAT/$host/$HOST_CPU_CSV") >= 2)) || fail "workload A: no sysstat of $host ($phase)"
      grep -q "\"host\":\"$host\"" "$a/report-$phase/$REPORT_HTML" || fail "workload A: report-$phase has no sysstat row for $host"
    done
  done
  read -r t rows servers < <(hbase_count "$dir" usertable) || fail "counting usertable failed (log: $dir/hbase-count.log)"
  ((rows == A_RECORDS)) || fail "HBase usertable holds $rows rows, the clients inserted $A_RECORDS"
  min=$(tr , '\n' <<<"$servers" | cut -d= -f2 | sort -n | head -n 1)
  (($(tr , '\n' <<<"$servers" | grep -c =) == 3 && min * 5 >= A_RECORDS)) ||
    fail "usertable's rows are not spread over the 3 region servers (each at least 20 %): $servers"
  echo "workload A: $A_RECORDS records, $reads reads + $updates updates from 2 clients without error on 3 region servers; usertable $servers"
}
