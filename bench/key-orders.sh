#!/usr/bin/env bash
# The keys each tool's load phase inserts, and how scattered they land in the table's key order:
# YCSB 0.17's insertorder=hashed (what bin/ycsb and upstream YCSB insert), go-ycsb's hashed, and
# insertorder=ordered (the same for all). Prints the first 10 keys of each and the distinct pages
# (of ROWS_PER_PAGE rows, in final key order) that WINDOW consecutive inserts write, on average
# (KeyOrderLocality; docs/performance.md, "Key sequences"). Pure computation, no database.
#   bench/key-orders.sh [RECORDS] [ROWS_PER_PAGE] [WINDOW]
# Defaults: 100,000 records, 14 rows per page (InnoDB 16 KiB pages, ~1.1 KB YCSB rows), 1,000.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
"$ROOT/bin/ycsb" list >/dev/null   # builds the project if needed
(cd "$ROOT" && mvn -q -B package -DskipTests -pl bench -am >/dev/null)
java -cp "$ROOT/bench/target/classes:$ROOT/bench/target/lib/*" org.ycsbbio.bench.KeyOrderLocality \
  "${1:-100000}" "${2:-14}" "${3:-1000}"
