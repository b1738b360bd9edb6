# Summary of bench/peer-compare.sh's CSV (time,round,order,phase,tool,measure,value): per phase
# and key order, each tool's median over rounds and the ours/peer ratios, each ratio the median
# of the rounds' paired ratios (a round runs every tool, so drift hits both sides of a ratio), as
# markdown tables.
#   awk -f bench/peer-table.awk peer-compare.csv
function median(list,    n, a, i, j, t) {
  n = split(list, a, " ")
  for (i = 2; i <= n; i++) for (j = i; j > 1 && a[j - 1] + 0 > a[j] + 0; j--) { t = a[j]; a[j] = a[j - 1]; a[j - 1] = t }
  if (n == 0) return ""
  return (n % 2) ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
}
function fmt(v) { return v == "" ? "-" : (v + 0 >= 100 ? sprintf("%.0f", v) : sprintf("%.1f", v)) }
BEGIN { FS = ","; split("ours go-ycsb upstream", tools, " ")
  nknown = split("throughput_ops_s INSERT_p50_us INSERT_p99_us READ_p50_us READ_p99_us UPDATE_p50_us UPDATE_p99_us client_cpu_us_per_op server_cpu_us_per_op loopback_bytes_per_op loopback_packets_per_op errors", known, " ") }
NR > 1 { key = $3 SUBSEP $4; if (!(key in seen)) { seen[key]; keys[++nkeys] = key }
  m[$3, $4, $6]; v[$3, $4, $6, $5] = v[$3, $4, $6, $5] " " $7; val[$3, $4, $6, $5, $2] = $7
  if (!(($2) in rseen)) { rseen[$2]; rounds[++nrounds] = $2 } }
END {
  for (k = 1; k <= nkeys; k++) {
    split(keys[k], kp, SUBSEP); order = kp[1]; phase = kp[2]
    printf "\n**%s phase, `insertorder=%s`** (%s; medians over %d rounds)\n\n", phase, order,
      order == "ordered" ? "identical keys for every tool" : "each tool's own hashed keys: go-ycsb's differ from ours and upstream's", nrounds
    printf "| %-23s | %10s | %10s | %10s | %12s | %13s |\n", "measure", "ours", "go-ycsb", "upstream", "ours/go-ycsb", "ours/upstream"
    printf "|%s|%s:|%s:|%s:|%s:|%s:|\n", "---", "---", "---", "---", "---", "---"
    for (i = 1; i <= nknown; i++) {
      meas = known[i]; if (!((order, phase, meas) in m)) continue
      line = sprintf("| %-23s", meas)
      for (t = 1; t <= 3; t++) line = line sprintf(" | %10s", fmt(median(v[order, phase, meas, tools[t]])))
      for (t = 2; t <= 3; t++) {
        ratios = ""
        for (r = 1; r <= nrounds; r++) {
          a = val[order, phase, meas, "ours", rounds[r]]; b = val[order, phase, meas, tools[t], rounds[r]]
          if (a != "" && b != "" && b + 0 != 0) ratios = ratios " " a / b
        }
        rm = median(ratios); line = line sprintf(" | %*s", t == 2 ? 12 : 13, rm == "" ? "-" : sprintf("%.3f", rm))
      }
      print line " |"
    }
  }
}
