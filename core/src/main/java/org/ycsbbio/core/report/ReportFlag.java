package org.ycsbbio.core.report;

import org.ycsbbio.core.cli.CommandFlag;

/**
 * The flags of {@code bin/ycsb report}, each declared once: {@link ReportCommand} parses them,
 * its usage line and the table of {@code docs/report.md} are generated from them.
 */
enum ReportFlag implements CommandFlag {
  OUT("-o", "OUT", "`report`", "the output directory: `report.html`, the CSVs"),
  COMPARE("--compare", "", "", "put runs of different bindings, workloads or phases side by side"
      + " ([below](#different-runs---compare)); without it they are refused"),
  P99_BOUND("--p99-bound", "D", "`100ms`", "the latency a step must stay within to be"
      + " sustainable: the sustainable throughput of a series is the highest whose p99 held it");

  private final Spec spec;

  ReportFlag(String flag, String value, String defaultText, String doc) {
    spec = new Spec(flag, value, defaultText, doc);
  }

  @Override
  public Spec spec() {
    return spec;
  }
}
