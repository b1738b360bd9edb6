package org.ycsbbio.core.report;

import org.junit.jupiter.api.Test;
import org.ycsbbio.core.testing.FlagsDocTable;

class ReportFlagTest {
  @Test
  void docsReportShowsTheFlagsAsDeclared() throws Exception {
    FlagsDocTable.assertDocuments("docs/report.md", ReportFlag.values());
  }
}
