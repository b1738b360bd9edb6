# shellcheck shell=bash disable=SC2034
# The file names of a results directory, for the scripts that read them (tests/lib.sh and
# tests/deploy/checks.sh source this): written from org.ycsbbio.core.results.ResultsDir, which
# owns them; ResultsDirTest fails, printing the lines below as they must read, when they differ.
RUN_JSON=run.json
PER_NODE_CSV=per-node.csv
TIME_SERIES_CSV=per-node-timeseries.csv
VERDICT_TXT=verdict.txt
CLIENT_SERIES_CSV=client-timeseries.csv
INPUT_PROGRESS_CSV=input-progress.csv
SWEEP_JSON=sweep.json
HDR=hdr
HLOG_SUFFIX=.hlog
SYSSTAT=sysstat
HOST_CPU_CSV=cpu.csv
HOST_DISK_CSV=disk.csv
HOST_NET_CSV=net.csv
HOST_MEM_CSV=mem.csv
REPORT_HTML=report.html
SUMMARY_CSV=summary.csv
CURVES_CSV=curves.csv
