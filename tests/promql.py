#!/usr/bin/env python3
"""promql.py URL QUERY [TIME]: the answer of the Prometheus at URL (http://host:port) to an
instant PromQL query (at TIME, Unix seconds, else now), one line per series: its labels
(name=value, sorted, space-separated), a space and its value. Exit status 1 when the query fails.
promql.py URL --ready: exit status 0 when that Prometheus is ready to answer queries.
Used by tests/prometheus.sh and tests/deploy/checks.sh.
"""
import json
import sys
import urllib.error
import urllib.parse
import urllib.request


def main(url, query, at=""):
    if query == "--ready":
        try:
            urllib.request.urlopen(url + "/-/ready", timeout=2)
            return 0
        except (urllib.error.URLError, OSError):
            return 1
    params = {"query": query}
    if at:
        params["time"] = at
    with urllib.request.urlopen(url + "/api/v1/query?" + urllib.parse.urlencode(params),
                                timeout=10) as r:
        answer = json.load(r)
    if answer["status"] != "success":
        print("query failed: %s" % answer, file=sys.stderr)
        return 1
    for s in answer["data"]["result"]:
        print(" ".join("%s=%s" % kv for kv in sorted(s["metric"].items())), s["value"][1])
    return 0


if __name__ == "__main__":
    if len(sys.argv) not in (3, 4):
        sys.exit(__doc__)
    sys.exit(main(*sys.argv[1:]))
