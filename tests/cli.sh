#!/usr/bin/env bash
# End-to-end checks of bin/ycsb as a user runs it. Prints one line per check and a closing
# "N passed, M failed" line; exits non-zero when anything failed.
# shellcheck source-path=SCRIPTDIR source=lib.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

one_line_error() { # expected-prefix, command...: exit != 0 and exactly one stderr line
  local prefix=$1
  shift
  local status=0
  "$@" >"$WORK/out" 2>"$WORK/err" || status=$?
  echo "$status" >"$WORK/status"
  local lines
  lines=$(grep -c '' "$WORK/err")
  if [[ $status -ne 0 && $lines -eq 1 ]] && grep -q "^$prefix" "$WORK/err"; then
    return 0
  fi
  echo "  status=$status, stderr ($lines lines):" >&2
  sed 's/^/    /' "$WORK/err" >&2
  return 1
}

"$YCSB" list >list.out 2>list.err
check "list names bindings and workloads A-G" \
  bash -c "grep -q '^  sim ' list.out && grep -q '^  noop ' list.out && grep -q workloadg list.out && grep -q workloada list.out"

# A binding needs nothing of ours outside org.ycsbbio.core.api (docs/writing-a-binding.md): no
# main source file under bindings/ imports another org.ycsbbio package than core.api and its own.
bindings_use_only_the_api() {
  local bad
  bad=$(grep -rn '^import org\.ycsbbio\.' "$ROOT"/bindings/*/src/main/java |
    grep -v -e 'import org\.ycsbbio\.core\.api\.' -e 'import org\.ycsbbio\.bindings\.' || true)
  [[ -z $bad ]] || { echo "${bad//"$ROOT"\//}"; return 1; }
}
check "bindings import nothing of ours but org.ycsbbio.core.api" bindings_use_only_the_api

# The workloads (bio-workload) see the same boundary: no main source file names a core package
# other than org.ycsbbio.core.api, in an import or in code.
workloads_use_only_the_api() {
  local bad
  bad=$(grep -rnoE 'org\.ycsbbio\.core\.[A-Za-z]+' "$ROOT"/bio-workload/src/main/java |
    grep -v '\.core\.api$' || true)
  [[ -z $bad ]] || { echo "${bad//"$ROOT"\//}"; return 1; }
}
check "bio-workload uses nothing of core but org.ycsbbio.core.api" workloads_use_only_the_api

# Each binding's options table in docs/bindings/NAME.md is what `bin/ycsb options NAME --markdown`
# prints from its declaration, row for row (a binding without options needs no table).
options_tables_match_the_docs() {
  local name doc bad=0
  for name in $(sed -n 's/^\([a-z][A-Za-z0-9_-]*\)=.*/\1/p' "$ROOT/bindings/bindings.properties"); do
    "$YCSB" options "$name" --markdown >"options-$name.md" 2>&1 || { echo "  $name: $(cat "options-$name.md")"; bad=1; continue; }
    doc="$ROOT/docs/bindings/$name.md"
    if [[ $(grep -c '' "options-$name.md") -le 2 && ! -e $doc ]]; then continue; fi
    awk -v first="$(head -n 1 "options-$name.md")" '$0 == first {on = 1} on && !/^\|/ {exit} on' \
      "$doc" 2>/dev/null | diff -u "options-$name.md" - >"options-$name.diff" ||
      { echo "  docs/bindings/$name.md differs from bin/ycsb options $name --markdown:"; cat "options-$name.diff"; bad=1; }
  done
  return "$bad"
}
check "every binding's docs table is its declaration (bin/ycsb options NAME --markdown)" \
  options_tables_match_the_docs

# The core's tables are the commands' output too: `bin/ycsb options tracking|ycsb --markdown`
# (docs/tracking.md), `bin/ycsb sweep --help --markdown` (docs/studies.md) and
# `bin/ycsb report --help --markdown` (docs/report.md) print tables each doc holds verbatim.
core_tables_match_the_docs() {
  local what doc bad=0
  for what in "options tracking:tracking" "options ycsb:tracking" "sweep --help:studies" \
    "report --help:report"; do
    doc="$ROOT/docs/${what##*:}.md"
    # shellcheck disable=SC2086 # the command's words
    "$YCSB" ${what%%:*} --markdown >core-table.md 2>&1 || { echo "  ${what%%:*}: $(cat core-table.md)"; bad=1; continue; }
    python3 - core-table.md "$doc" <<'PY' || { echo "  docs/${what##*:}.md lacks a table of bin/ycsb ${what%%:*} --markdown"; bad=1; }
import sys
printed, doc = (open(f, encoding="utf-8").read() for f in sys.argv[1:])
tables = [t.strip() for t in printed.split("\n\n") if t.strip()]
sys.exit(0 if tables and all(t in doc for t in tables) else 1)
PY
  done
  return "$bad"
}
check "the core's docs tables are what bin/ycsb prints (options tracking|ycsb, sweep --help, report --help)" \
  core_tables_match_the_docs

# Binding commands come from the registry (bindings/bindings.properties, command.NAME=MODULE):
# each binding module's service file and the registry list the same number of commands, and each
# registered command is found once bin/ycsb puts its module on the classpath (it then rejects
# an unknown argument itself, exit 2, instead of "unknown command").
registry_commands_agree() {
  local reg="$ROOT/bindings/bindings.properties" svc module listed registered name status
  for svc in "$ROOT"/bindings/*/src/main/resources/META-INF/services/org.ycsbbio.core.api.Command; do
    module=${svc#"$ROOT/bindings/"}; module=${module%%/*}
    listed=$(grep -c '^[A-Za-z]' "$svc")
    registered=$(grep -c "^command\.[A-Za-z0-9_-]*=$module\$" "$reg")
    ((registered >= listed)) || { echo "bindings/$module: $listed command(s), $registered registered"; return 1; }
  done
  for name in $(sed -n 's/^command\.\([A-Za-z0-9_-]*\)=.*/\1/p' "$reg"); do
    status=0
    "$YCSB" "$name" --no-such-argument >/dev/null 2>"$WORK/cmd.err" || status=$?
    if [[ $status -ne 2 ]] || grep -q "unknown command" "$WORK/cmd.err"; then
      echo "$name: exit $status: $(head -n 1 "$WORK/cmd.err")"; return 1
    fi
  done
}
check "registered binding commands run with their module" registry_commands_agree
check "list names the binding commands" bash -c "grep -q '^  quickstart ' list.out && grep -q '^  cassandra-schema ' list.out"

"$YCSB" load sim -P "$ROOT/workloads/workloada" -p bio.results=load-a >load.out 2>load.err
check "load sim: YCSB summary" has "[OVERALL], Throughput(ops/sec)" load.out
check "load sim: YCSB insert lines" has "[INSERT], Operations, 1000" load.out
check "load sim: per-node lines in YCSB format" has "[INSERT@node1], 99thPercentileLatency(us)" load.out
# the per-node table's title (TrackingExporter), also what a run that never started must not print
TABLE_TITLE="Per node (ops/s and latency: successful operations; errors/s: failed ones):"
check "load sim: per-node table on stderr" has "$TABLE_TITLE" load.err
check "load sim: results directory" test -s load-a/$PER_NODE_CSV -a -s load-a/$RUN_JSON -a -d load-a/$HDR

"$YCSB" run sim -P "$ROOT/workloads/workloadg" -s -p bio.results=run-g >run.out 2>run.err
check "run sim workload G: reads and inserts per node" \
  bash -c "grep -qF '[READ@node' run.out && grep -qF '[INSERT@node' run.out"
check "run sim -s: YCSB status lines" has "current ops/sec" run.err
check "run sim: verdict printed" has "Bottleneck verdict" run.err
# YCSB's numbers are collected from the per-node histograms (RecordOnceMeasurements): the status
# lines' counts must add up to the final count, and the final count to the nodes' sum
reads_final=$(sed -n 's/^\[READ\], Operations, //p' run.out)
reads_status=$(grep -o '\[READ: Count=[0-9]*' run.err | awk -F= '{s += $2} END {print s + 0}')
reads_nodes=$(grep -F 'READ@node' run.out | grep -F '], Operations, ' | awk -F', ' '{s += $3} END {print s + 0}')
check "run sim -s: YCSB's READ count = sum of its status lines = sum over nodes" \
  bash -c "[[ -n '$reads_final' && $reads_final -gt 0 && $reads_final -eq $reads_status && $reads_final -eq $reads_nodes ]]"

"$YCSB" run sim -P "$ROOT/workloads/workloada" -p measurementtype=histogram -p bio.results=hist >hist.out 2>hist.err
check "measurementtype=histogram (YCSB records every latency itself): YCSB's and per-node lines" \
  bash -c "grep -qF '[READ], Operations, ' hist.out && grep -qF '[READ], LatencyVariance(us), ' hist.out && grep -qF '[READ@node1], Operations, ' hist.out"

"$YCSB" run noop -P "$ROOT/workloads/workloadc" -p bio.tracking=false >off.out 2>off.err
check "tracking off: plain YCSB output, no per-node lines" \
  bash -c "grep -qF '[READ], Operations, 1000' off.out && ! grep -qF '@' off.out"

# bin/ycsb asks C2 to inline the tracker's per-thread view into YCSB's DBWrapper (renaming the
# class or mistyping the pattern would silently drop the hint and cost 1-1.5 % of throughput)
JAVA_OPTS="-XX:+UnlockDiagnosticVMOptions -XX:+PrintInlining" "$YCSB" run noop \
  -P "$ROOT/workloads/workloadc" -p operationcount=3000000 -p bio.results=jit >jit.out 2>jit.err
check "JIT hint: the tracker's view is inlined into YCSB's DBWrapper" \
  grep -qE 'tracking\.ThreadMeasurements::measure \([0-9]+ bytes\) +force inline by CompileCommand' jit.out

status=0
"$YCSB" run noop -P "$ROOT/workloads/workloada" -p fieldlengthdistribution=histogram \
  -p fieldlengthhistogram=missing-histogram.txt -p bio.results=early >early.out 2>early.err || status=$?
check "workload that fails to start (YCSB exits 0): exit 1, said in one line, run.json says failed" \
  bash -c "[[ $status -eq 1 ]] && grep -q '^ycsb: the run stopped before any client thread started' early.err && grep -q '\"outcome\": \"failed\"' early/$RUN_JSON"

status=0
"$YCSB" load noop -P "$ROOT/workloads/workloada" -p recordcount=0 -p bio.results=zero >zero.out 2>zero.err \
  || status=$?
check "load of 0 records (YCSB starts no thread): exit 0, run.json completed" \
  bash -c "[[ $status -eq 0 ]] && grep -q '\"outcome\": \"completed\"' zero/$RUN_JSON"

"$YCSB" run noop -P "$ROOT/workloads/workloadc" -threads 4 -p operationcount=2 -p bio.results=few \
  >few.out 2>few.err
check "more threads than operations (YCSB runs 2 of 4): run.json completed" \
  grep -q '"outcome": "completed"' few/$RUN_JSON

check "unknown binding: one line, exit != 0" \
  one_line_error "ycsb: unknown binding 'mongo'" "$YCSB" load mongo -P "$ROOT/workloads/workloada"
check "unreadable -P file: one line, exit != 0" \
  one_line_error "ycsb: cannot read workload file nowhere/workloadz" "$YCSB" load sim -P nowhere/workloadz
check "bad -p value: one line, exit != 0" \
  one_line_error "ycsb: recordcount=lots: not a whole number" "$YCSB" load sim -P "$ROOT/workloads/workloada" -p recordcount=lots
check "bad sim value: one line, exit != 0" \
  one_line_error "ycsb: sim.node.9.latency: node 9 does not exist" "$YCSB" run sim -P "$ROOT/workloads/workloada" -p sim.node.9.latency=2ms
usage_error() { # expected-prefix, command...: exit status 2 and exactly one stderr line
  one_line_error "$@" || return 1
  [[ $(<"$WORK/status") -eq 2 ]] || { echo "  exit $(<"$WORK/status"), not 2" >&2; return 1; }
}
check "unknown fasta key: one line naming it and the nearest, exit 2, before the run" \
  usage_error "ycsb: fasta.redmix: unknown key (did you mean fasta.readmix?)$" \
  "$YCSB" run sim -P "$ROOT/workloads/fasta" -p fasta.redmix=uniform -p bio.results=fasta-key
check "unknown nr key: one line naming it and the nearest, exit 2, before the run" \
  usage_error "ycsb: nr.descripton: unknown key (did you mean nr.description?)$" \
  "$YCSB" load sim -P "$ROOT/workloads/nr" -p nr.descripton=false -p bio.results=nr-key
check "bad fasta value: one line naming key and value, exit 2" \
  usage_error "ycsb: fasta.onerror=skip: must be one of fail | skipfile$" \
  "$YCSB" load sim -P "$ROOT/workloads/fasta" -p fasta.onerror=skip -p bio.results=fasta-value
check "unknown command: one line, exit != 0" \
  one_line_error "ycsb: unknown command 'lod'" "$YCSB" lod

h2="jdbc:h2:$WORK/h2/shard1;jdbc:h2:$WORK/h2/shard2"
"$YCSB" load jdbc -P "$ROOT/workloads/workloada" -p "db.url=$h2" -p db.batchsize=20 \
  -p bio.results=jdbc-load >jl.out 2>jl.err
check "load jdbc (embedded H2, 2 shards, batched): per-shard lines" \
  bash -c "grep -qF '[INSERT@shard1], Operations' jl.out && grep -qF '[INSERT@shard2], Operations' jl.out"
"$YCSB" run jdbc -P "$ROOT/workloads/workloada" -p "db.url=$h2" -p bio.results=jdbc-run >jr.out 2>jr.err
check "run jdbc: every read finds what the load wrote" \
  bash -c "grep -qF '[READ@shard2], Return=OK' jr.out && ! grep -q 'NOT_FOUND\|ERROR' jr.out"
check "bad jdbc key: one line, exit != 0" \
  one_line_error "ycsb: jdbc.createtable: unknown key (did you mean jdbc.createtables?)" \
  "$YCSB" load jdbc -P "$ROOT/workloads/workloada" -p db.url=jdbc:h2:mem:x -p jdbc.createtable=true
printf 'db.user=ycsb\ndb.passwd=s3cret-Pw\n' >secret.properties
"$YCSB" run jdbc -P "$ROOT/workloads/workloada" -P secret.properties \
  -p db.url=jdbc:mariadb://127.0.0.1:1/ycsb -p bio.results=jdbc-down >jd.out 2>jd.err && jd=0 || jd=$?
check "unreachable shard: exit != 0, host:port named, password never shown" \
  bash -c "[[ $jd -ne 0 ]] && grep -qF 'cannot connect to shard 1 of 1 (127.0.0.1:1)' jd.err && ! grep -rqF s3cret-Pw jd.out jd.err jdbc-down"

status=0
"$YCSB" run jdbc -P "$ROOT/workloads/workloada" -p db.user=ycsb -p db.passwd=t0p-s3cret \
  -p db.url=jdbc:mariadb://127.0.0.1:1/ycsb -p bio.results=jdbc-down2 >jp.out 2>jp.err || status=$?
check "password given with -p is never printed (not even on YCSB's command line)" \
  bash -c "[[ $status -ne 0 ]] && grep -q 'Command line:' jp.err && ! grep -rqF t0p-s3cret jp.out jp.err jdbc-down2"

check "bad mongodb key: one line, exit != 0" \
  one_line_error "ycsb: mongodb.batchSize: unknown key (did you mean mongodb.batchsize?)" \
  "$YCSB" load mongodb -P "$ROOT/workloads/workloada" -p mongodb.batchSize=5
check "bad mongodb shard key: one line naming key and value, exit != 0" \
  one_line_error "ycsb: mongodb.shard.key=sorted: must be one of hashed | ranged" \
  "$YCSB" load mongodb -P "$ROOT/workloads/workloada" -p mongodb.shard.key=sorted
printf 'mongodb.url=mongodb://ycsb:m0ng0-pw@127.0.0.1:1/\n' >mongo.properties
"$YCSB" run mongodb -P "$ROOT/workloads/workloada" -P mongo.properties -p mongodb.timeout=1s \
  -p bio.results=mongo-down >md.out 2>md.err && md=0 || md=$?
check "unreachable mongodb server: exit != 0, host:port named, password never shown" \
  bash -c "[[ $md -ne 0 ]] && grep -qF 'mongodb: cannot use server 1 of 1 (127.0.0.1:1)' md.err && ! grep -rqF m0ng0-pw md.out md.err mongo-down"
mkdir -p jtmp
JAVA_OPTS="${JAVA_OPTS:-} -Djava.io.tmpdir=$PWD/jtmp" "$YCSB" run mongodb -P "$ROOT/workloads/workloada" \
  -p mongodb.url=mongodb://ycsb:url-pw-9@127.0.0.1:1/ \
  -p mongodb.timeout=1s -p bio.results=mongo-down2 >mu.out 2>mu.err && mu=0 || mu=$?
check "a password inside a URL given with -p is never printed" \
  bash -c "grep -q 'Command line:' mu.err && ! grep -rqF url-pw-9 mu.out mu.err mongo-down2"
check "the failed run leaves no credentials file behind" \
  bash -c "[[ $mu -ne 0 ]] && [[ -z \$(ls -A jtmp | grep ycsb-bio-secrets) ]]"

check "bad riak value: one line, exit != 0" \
  one_line_error "ycsb: riak.w=most: must be one, quorum, all, default or a number >= 1" \
  "$YCSB" load riak -P "$ROOT/workloads/workloada" -p riak.w=most
status=0
"$YCSB" load riak -P "$ROOT/workloads/workloada" -p riak.nodes=127.0.0.1:1 \
  -p bio.results=riak-down >rk.out 2>rk.err || status=$?
check "riak node down: exit != 0, the node named with the system's reason" \
  bash -c "[[ $status -ne 0 ]] && grep -qF 'ycsb: riak: cannot reach node 127.0.0.1:1: Connection refused' rk.err"

# A server that does not answer at start (docs/writing-a-binding.md, "Start"): one line naming
# the server and the setting, no stack trace, no per-node table or verdict, exit 1, all within
# one connect timeout (10 s here), however many client threads share the one connect attempt.
start_failure_is_one_line() { # binding, expected line, -p settings...
  local binding=$1 line=$2 t0=$EPOCHREALTIME status=0 ms
  shift 2
  "$YCSB" load "$binding" -P "$ROOT/workloads/workloada" -threads 8 "$@" \
    -p bio.results="$binding-down" >"$binding-down.out" 2>"$binding-down.err" || status=$?
  ms=$(( (${EPOCHREALTIME/[.,]/} - ${t0/[.,]/}) / 1000 ))
  [[ $status -eq 1 ]] || { echo "  exit $status"; return 1; }
  [[ $(grep -c '^ycsb:' "$binding-down.err") -eq 1 ]] && has "$line" "$binding-down.err" || return 1
  ! grep -qE '^\s+at |Exception|Bottleneck verdict' "$binding-down.out" "$binding-down.err" &&
    ! grep -qF "$TABLE_TITLE" "$binding-down.out" "$binding-down.err" ||
    { echo "  a stack trace, table or verdict was printed"; return 1; }
  ((ms < 10000)) || { echo "  took $ms ms"; return 1; }
}
check "memcached server down at start: one line naming it and the setting, exit 1, < 10 s" \
  start_failure_is_one_line memcached \
  "ycsb: memcached: 127.0.0.1:1: Connection refused (memcached.hosts)" \
  -p memcached.hosts=127.0.0.1:1 -p memcached.timeout=10s
check "redis seed down at start: one line naming it and the setting, exit 1, < 10 s" \
  start_failure_is_one_line redis \
  "ycsb: redis: no seed of redis.hosts=127.0.0.1:1 answered CLUSTER NODES: Failed to connect to 127.0.0.1:1" \
  -p redis.hosts=127.0.0.1:1 -p redis.timeout=10s

check "bad cassandra key: one line before connecting, exit != 0" \
  one_line_error "ycsb: cassandra.keyspaces: unknown key (did you mean cassandra.keyspace?)" \
  "$YCSB" load cassandra -P "$ROOT/workloads/workloada" -p hosts=127.0.0.1 -p cassandra.keyspaces=x

check "bad hbase key: one line before connecting, exit != 0" \
  one_line_error "ycsb: hbase.regoins: unknown key (did you mean hbase.regions?)" \
  "$YCSB" load hbase -P "$ROOT/workloads/workloada" -p hbase.zookeeper.quorum=127.0.0.1 -p hbase.regoins=3

check "bad redis key: one line before connecting, exit != 0" \
  one_line_error "ycsb: redis.timout: unknown key (did you mean redis.timeout?)" \
  "$YCSB" load redis -P "$ROOT/workloads/workloada" -p redis.hosts=127.0.0.1:1 -p redis.timout=1s
check "bad redis value: one line naming key and value, exit != 0" \
  one_line_error "ycsb: redis.scan=fast: must be one of index | none" \
  "$YCSB" load redis -P "$ROOT/workloads/workloada" -p redis.hosts=127.0.0.1:1 -p redis.scan=fast

CORPUS="$ROOT/../shared/ssearch-corpus"
"$YCSB" fasta-dump "$CORPUS/edge/e02_multi_E0.001.m10" >dump.out 2>dump.err
check "fasta-dump: one JSON line per query and alignment, as in the corpus's expected parse" \
  test "$(grep -c '' dump.out)" -eq "$(gzip -dc "$CORPUS/expected/edge/e02_multi_E0.001.jsonl.gz" | grep -c '')"
check "fasta-dump: truncated file gives exit 3 and one line naming file and line" \
  one_line_error "fasta-dump: $CORPUS/derived/t02_cut_in_hit.m10:[0-9]*: truncated" "$YCSB" fasta-dump "$CORPUS/derived/t02_cut_in_hit.m10"
"$YCSB" fasta-gen --out gen --files 2 --queries-per-file 1 --hits-per-query 10 >gen.out 2>gen.err
check "fasta-gen: files and summary line" \
  bash -c "test -s gen/gen-00001.m10 && test -s gen/gen-00002.m10 && grep -q '^fasta-gen: files=2' gen.out"
check "fasta-gen: bad argument is one line" one_line_error "ycsb: fasta-gen: " "$YCSB" fasta-gen --files 2

"$YCSB" load sim -P "$ROOT/workloads/fasta" -threads 2 -p "fasta.files=$ROOT/workloads/ssearch-sample/*.m10.gz" \
  -p fasta.index=keys.idx -p sim.latency=20us -p bio.results=fasta-load >fl.out 2>fl.err
check "fasta load: every record inserted (3 tasks + 3 x 6,084 alignments)" has "[INSERT], Operations, 18255" fl.out
"$YCSB" run sim -P "$ROOT/workloads/fasta-mixed" -p fasta.index=keys.idx -p sim.latency=20us \
  -p operationcount=2000 -p bio.results=fasta-run >fr.out 2>fr.err
check "fasta run: reads, scans, updates, inserts per node" \
  bash -c "grep -qF '[READ@node' fr.out && grep -qF '[SCAN@node' fr.out && grep -qF '[UPDATE@node' fr.out && grep -qF '[INSERT@node' fr.out"
cp "$CORPUS/derived/t05_multi_first_query_only.m10" cut.m10
status=0
"$YCSB" load sim -P "$ROOT/workloads/fasta" -p fasta.files=cut.m10 -p fasta.index=cut.idx \
  -p bio.results=fasta-bad >fb.out 2>fb.err || status=$?
check "fasta load of a damaged file: exit 1, file:line named, what loaded is kept and reported" \
  bash -c "[[ $status -eq 1 ]] && grep -q '^ycsb: cut.m10:[0-9]*: truncated' fb.err && grep -qF '[INSERT], Operations, 4' fb.out && grep -q '\"outcome\": \"failed\"' fasta-bad/$RUN_JSON"

# Input progress of an input-driven load (docs/fasta.md#progress-and-eta): a ~12 s FASTA load of
# generated files on sim with -s. YCSB's estimate from the operation count (an upper bound here:
# "2 days" for a 7-minute load) is gone; every status line shows the input's progress; the files,
# bytes and records of input-progress.csv add up to the input and to YCSB's count; every ETA
# follows from its own row (bytes left at the row's rate). The ETA's accuracy is unit-tested
# (InputEtaTest) and measured on 1 GB in docs/fasta.md: a run this short cannot show it.
"$YCSB" fasta-gen --out pgen --files 4 --queries-per-file 1 --hits-per-query 2000 >pgen.out 2>&1
"$YCSB" load sim -P "$ROOT/workloads/fasta" -s -threads 2 -p fasta.files=pgen -p fasta.index=pgen.idx \
  -p sim.latency=1ms -p status.interval=1 -p bio.interval=1s -p bio.results=progress >pl.out 2>pl.err
grep ' sec: [0-9]* operations; ' pl.err >pl.lines
check "fasta load -s: no 'est completion' from the operation count; input progress on every status line" \
  bash -c "[[ \$(grep -c '' pl.lines) -ge 10 ]] && ! grep -q 'est completion' pl.err && [[ \$(grep -c '; input fasta.files: [0-9]* of 4 files, ' pl.lines) -eq \$(grep -c '' pl.lines) ]]"
check "fasta load -s: an ETA once 10 s have passed, and the last line at 100 % with ETA 0" \
  bash -c "grep -qE ' (1[0-9]|[2-9][0-9]) sec: .*, ETA [0-9]+m[0-9]{2}s; ' pl.lines && tail -n 1 pl.lines | grep -qE 'input fasta.files: 4 of 4 files, [0-9.]+ of [0-9.]+ [kMG]B \(100\.0 %\), .*, ETA 0m00s; '"
input_bytes=$(cat pgen/*.m10 | wc -c)
inserts=$(sed -n 's/^\[INSERT\], Operations, //p' pl.out)
progress_adds_up() { # input-progress.csv: totals, last row's counts, monotone, ETAs from their rows
  awk -F, -v bytes="$input_bytes" -v inserts="$inserts" '
    NR == 1 { next }
    { if ($5 < read || $3 < files) bad = "not monotone at " $1; read = $5; files = $3; last = $0
      if ($4 != 4 || $6 != bytes) bad = "totals " $4 " files, " $6 " bytes at " $1
      if ($10 != "" && $6 > $5) { etas++; left = ($6 - $5) / $8
        if ($10 < left - 1 || $10 > left + 1) bad = "ETA " $10 " s, left/rate " left " s at " $1 } }
    END { split(last, f, ",")
          if (f[3] != 4 || f[5] != bytes || f[7] != inserts || f[10] != 0) bad = "last row " last
          if (etas < 2) bad = bad " only " etas " ETAs"
          if (bad != "") { print bad; exit 1 } }' progress/input-progress.csv
}
check "fasta load: input-progress.csv: 4 files, $input_bytes bytes and the $inserts records YCSB counted; each ETA = bytes left / rate" \
  progress_adds_up
mkfifo pipe.m10
timeout 60 cat pgen/gen-00001.m10 >pipe.m10 &
cat_pid=$!
"$YCSB" load sim -P "$ROOT/workloads/fasta" -s -p fasta.files=pipe.m10 -p fasta.index=pipe.idx \
  -p status.interval=1 -p bio.results=pipe >pp.out 2>pp.err
wait "$cat_pid"
check "fasta load from a pipe: every record, progress lines without an ETA (size unknown)" \
  bash -c "grep -qF '[INSERT], Operations, 6001' pp.out && grep -q ' sec: .*; input fasta.files: [01] of 1 files, [0-9.]* [kMG]B (size unknown: not a regular file), ' pp.err && ! grep -qE 'ETA|est completion' pp.err && tail -n 1 pipe/input-progress.csv | grep -qE '^[0-9.]+,fasta.files,1,1,[0-9]+,unknown,6001,[0-9.]+,[0-9.]+,$'"

# a workload file from before YCSB 0.14 (packages com.yahoo.ycsb, renamed site.ycsb)
printf 'workload=com.yahoo.ycsb.workloads.CoreWorkload\nrecordcount=10\n' >old-workload
check "com.yahoo.ycsb class name: one line naming the site.ycsb class, exit != 0" \
  one_line_error "ycsb: workload=com.yahoo.ycsb.workloads.CoreWorkload: no such class on the class path (YCSB renamed its packages from com.yahoo.ycsb to site.ycsb in 0.14: use site.ycsb.workloads.CoreWorkload)$" \
  "$YCSB" load sim -P old-workload

# study files (workloads/studies/*): every CoreWorkload file runs a few hundred operations on
# sim (the NrWorkload files below, on top of workloads/nr; the ssearch files on the sample)
study_profile_runs() { # profile file: runs small on sim, exit 0, 300 operations, results written
  local f=$1 n
  n=$(echo "${f#"$ROOT"/workloads/studies/}" | tr / -)
  "$YCSB" run sim -P "$f" -p recordcount=1000 -p operationcount=300 -p sim.latency=20us \
    -p bio.results="study-$n" >"study-$n.out" 2>"study-$n.err" \
    || { sed 's/^/    /' "study-$n.err" >&2; return 1; }
  has "[OVERALL], Throughput(ops/sec)" "study-$n.out" && test -s "study-$n/$RUN_JSON" \
    && [[ $(grep -cE '^\[(READ|UPDATE|INSERT|SCAN)\], Return=' "study-$n.out") -ge 1 ]]
}
study_files() { # study_files CLASS: the files under workloads/studies/ whose workload is CLASS
  grep -lx "workload=$1" "$ROOT"/workloads/studies/*/* | sort
}
for f in $(study_files site.ycsb.workloads.CoreWorkload); do
  check "study file ${f#"$ROOT"/workloads/} runs on sim" study_profile_runs "$f"
done

# Every value of a study file and profile says where it comes from: each key line of
# workloads/studies/** and each top-level key of deploy/ansible/profiles/*.yml has "seed 00N"
# (or a seed file's name) or "assumption" on its line or in the comment block above it in its
# paragraph (no blank line between). uncited FILE... prints FILE:LINE: KEY of the others.
uncited() {
  awk '
    FNR == 1 { cited = 0; prev = "" }
    function cites(s) { return s ~ /[Ss]eed 00[0-4]|00[0-4]_[0-9a-f]{16}\.txt|[Aa]ssumption/ }
    /^[[:space:]]*$/ { cited = 0; prev = "blank"; next }
    /^[[:space:]]*#/ { if (prev != "comment") cited = 0; cited = cited || cites($0); prev = "comment"; next }
    FILENAME ~ /\.yml$/ && !/^[A-Za-z_][A-Za-z0-9_]*:/ { prev = "other"; next }
    { prev = "key"; if (!cites($0) && !cited) { k = $0; sub(/[=:].*/, "", k); print FILENAME ":" FNR ": " k } }
  ' "$@"
}
study_values_cited() {
  local found
  found=$(uncited "$ROOT"/workloads/studies/*/* "$ROOT"/deploy/ansible/profiles/*.yml)
  [[ -z $found ]] || { echo "  values without a seed citation or 'assumption':" >&2; sed 's/^/    /' <<<"$found" >&2; return 1; }
}
check "every value of the study files and profiles cites a seed or says assumption" study_values_cited
finds_uncited_values() { # a key planted without a citation in copies is found, with file and line
  mkdir -p planted
  { cat "$ROOT/workloads/studies/waynestate/read"; printf '\n# a comment that cites nothing\nfieldcount=3\n'; } >planted/read
  { cat "$ROOT/deploy/ansible/profiles/lbl.yml"; printf '\nriak_n_val: 2   # no source\n'; } >planted/lbl.yml
  local found n1 n2
  found=$(uncited planted/read planted/lbl.yml)
  n1=$(grep -c '' planted/read); n2=$(grep -c '' planted/lbl.yml)
  [[ $found == "planted/read:$n1: fieldcount"$'\n'"planted/lbl.yml:$n2: riak_n_val" ]] ||
    { echo "  expected the two planted keys, got: $found" >&2; return 1; }
}
check "the citation check finds an uncited key planted in a study file and a profile" finds_uncited_values
"$YCSB" load sim -P "$ROOT/workloads/studies/ssearch/load" -p "fasta.files=$ROOT/workloads/ssearch-sample/*.m10.gz" \
  -p fasta.index=study-ssearch.idx -p sim.latency=20us -p bio.results=study-ssearch-load >study-ssearch-load.out 2>study-ssearch-load.err
check "study profile studies/ssearch/load loads the sample" has "[INSERT], Operations, 18255" study-ssearch-load.out
"$YCSB" run sim -P "$ROOT/workloads/studies/ssearch/reads" -p "fasta.files=$ROOT/workloads/ssearch-sample/*.m10.gz" \
  -p fasta.index=study-ssearch.idx -p operationcount=300 -p sim.latency=20us -p bio.results=study-ssearch-reads \
  >study-ssearch-reads.out 2>study-ssearch-reads.err
check "study profile studies/ssearch/reads: 300 reads" has "[READ], Return=OK, 300" study-ssearch-reads.out
"$YCSB" run sim -P "$ROOT/workloads/fasta" -p fasta.index=study-ssearch.idx -p fasta.missingproportion=0.5 \
  -p fasta.seed=1 -p operationcount=400 -p sim.latency=20us -p bio.results=fasta-missing >fm.out 2>fm.err
check "fasta missing-key reads: their own READ-MISSING lines (sim stores nothing: each one found, UNEXPECTED_STATE)" \
  bash -c "grep -qE '^\[READ-MISSING\], Return=UNEXPECTED_STATE, [0-9]+' fm.out && grep -qF '[READ-MISSING-FAILED], Operations,' fm.out"

# the NR sequence workload (workloads/nr): the bundled proteins load, missing-key reads are
# READ-MISSING (on H2 they answer NOT_FOUND), damaged input names file and line, nr-gen writes
"$YCSB" load sim -P "$ROOT/workloads/nr" -threads 2 -p "nr.files=$ROOT/workloads/nr-sample" \
  -p nr.index=nr.idx -p sim.latency=20us -p bio.results=nr-load >nl.out 2>nl.err
check "nr load: the bundled sample's 23 sequences" has "[INSERT], Operations, 23" nl.out
"$YCSB" run sim -P "$ROOT/workloads/nr" -p nr.index=nr.idx -p sim.latency=20us \
  -p operationcount=2000 -p bio.results=nr-run >nrr.out 2>nrr.err
check "nr run: missing-key reads in their own row" has "[READ-MISSING], Operations" nrr.out
nr_study_runs() { # NR study file: runs on top of workloads/nr on the sample's index, exit 0
  local f=$1 n
  n=$(echo "${f#"$ROOT"/workloads/studies/}" | tr / -)
  "$YCSB" run sim -P "$ROOT/workloads/nr" -P "$f" -p nr.index=nr.idx -p sim.latency=20us \
    -p operationcount=300 -p bio.results="study-$n" >"study-$n.out" 2>"study-$n.err" \
    || { sed 's/^/    /' "study-$n.err" >&2; return 1; }
  has "[OVERALL], Throughput(ops/sec)" "study-$n.out" && test -s "study-$n/$RUN_JSON"
}
for f in $(study_files org.ycsbbio.nr.workload.NrWorkload); do
  check "study file ${f#"$ROOT"/workloads/} runs on top of workloads/nr" nr_study_runs "$f"
done
"$YCSB" load jdbc -P "$ROOT/workloads/nr" -p "db.url=$h2" -p "nr.files=$ROOT/workloads/nr-sample" \
  -p nr.index=nrj.idx -p bio.results=nrj-load >njl.out 2>njl.err
"$YCSB" run jdbc -P "$ROOT/workloads/nr" -p "db.url=$h2" -p nr.index=nrj.idx -p operationcount=1000 \
  -p bio.results=nrj-run >njr.out 2>njr.err
check "nr run jdbc: missing keys answer NOT_FOUND as READ-MISSING, every READ finds its record" \
  bash -c "grep -qF '[READ-MISSING], Return=NOT_FOUND' njr.out && ! grep -qF '[READ], Return=NOT_FOUND' njr.out && grep -q ',READ-MISSING,' nrj-run/$PER_NODE_CSV"
printf '>a one\nMKV\n>b two\nMK1V\n' >bad.fa
status=0
"$YCSB" load sim -P "$ROOT/workloads/nr" -p nr.files=bad.fa -p nr.index=bad.idx -p bio.results=nr-bad >nb.out 2>nb.err || status=$?
check "nr load of a damaged file: exit 1, file:line named" \
  bash -c "[[ $status -eq 1 ]] && grep -q '^ycsb: bad.fa:4: unexpected' nb.err && grep -qF '[INSERT], Operations, 1' nb.out"
"$YCSB" nr-gen --out nrgen --files 2 --sequences 50 >ng.out 2>ng.err
check "nr-gen: files and summary line" bash -c "test -s nrgen/nr-00002.fa && grep -q '^nr-gen: files=2' ng.out"
check "nr-gen: bad argument is one line" one_line_error "ycsb: nr-gen: " "$YCSB" nr-gen --files 2

"$YCSB" quickstart >qs.out 2>qs.err
slow=$(sed -n 's/.*shard 3 is reached through \(127\.0\.0\.1:[0-9]*\),.*/\1/p' qs.err)
check "quickstart: 3 embedded shards, FASTA sample loaded (18,255 records)" \
  bash -c "[[ -n '$slow' ]] && grep -qF '[INSERT], Operations, 18255' qs.out"
check "quickstart: load and read phases name the slowed shard $slow, and only it" \
  bash -c "[[ \$(grep -c 'Bottleneck verdict: $slow is significantly worse' qs.err) -eq 2 ]]"
check "quickstart: results written, servers stopped" \
  bash -c "test -s results/quickstart/run/$PER_NODE_CSV && grep -q 'servers stopped' qs.err"

"$YCSB" demo-sim >ds.out 2>ds.err
check "demo-sim: node3 named in both phases" \
  bash -c "[[ \$(grep -c 'Bottleneck verdict: node3 is significantly worse' ds.err) -eq 2 ]]"

check "report: different runs refused in one line, exit 2" \
  one_line_error "ycsb: report: the directories hold different runs (sim workloada load target=max threads=" "$YCSB" report load-a run-g
"$YCSB" report load-a run-g --compare -o cmp >cmp.out 2>cmp.err
check "report --compare: both runs side by side" \
  bash -c "grep -qE '^sim workloada load target=[^,]* nodes=5,INSERT' cmp/$SUMMARY_CSV && grep -qE '^sim workloadg run target=[^,]* nodes=5,READ' cmp/$SUMMARY_CSV"
check "report of a directory that is not a results directory: one line, exit != 0" \
  one_line_error "ycsb: report: nothing to report: gen: not a results directory" "$YCSB" report gen
check "report in a headless browser (tests/report-browser.sh)" "$ROOT/tests/report-browser.sh"

finish
