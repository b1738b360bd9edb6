package org.ycsbbio.core.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.api.Operation;

/** What the verdict tests read in a time series: intervals in which a node was slower. */
class TimeSeriesChecksTest {
  private static final String HEADER = "interval_end_ms,elapsed_s,node,operation,count,errors,"
      + "ops_per_sec,errors_per_sec,mean_us,p50_us,p95_us,p99_us,max_us\n";

  @TempDir
  Path dir;

  private static String row(long end, String node, String op, long p50) {
    return end + "," + (end - 1000) / 1000.0 + "," + node + "," + op + ",10,0,10.0,0.0," + p50 + ","
        + p50 + "," + p50 + "," + p50 + "," + p50 + "\n";
  }

  @Test
  void countsIntervalsInWhichTheNodeWasSlowerThanEveryPeer() throws Exception {
    Path csv = dir.resolve("per-node-timeseries.csv");
    Files.writeString(csv, HEADER
        // slower than both peers x2.5: counted
        + row(2000, "n1", "READ", 1000) + row(2000, "n2", "READ", 1200)
        + row(2000, "n3", "READ", 3000)
        // x1.42 of the slower peer: not counted, though x1.7 of the faster one
        + row(3000, "n1", "READ", 1000) + row(3000, "n2", "READ", 1200)
        + row(3000, "n3", "READ", 1700)
        // exactly x1.5: counted; its UPDATE row, x10, belongs to another operation
        + row(4000, "n1", "READ", 1000) + row(4000, "n2", "READ", 800)
        + row(4000, "n3", "READ", 1500) + row(4000, "n1", "UPDATE", 100)
        + row(4000, "n3", "UPDATE", 1000)
        // no peer served READ then: not counted
        + row(5000, "n3", "READ", 9000)
        // the node served no READ then: not counted
        + row(6000, "n1", "READ", 1000) + row(6000, "n2", "READ", 900));
    assertEquals(2, TimeSeriesChecks.intervalsSlower(csv, "n3", Operation.READ, 1.5));
    assertEquals(1, TimeSeriesChecks.intervalsSlower(csv, "n3", Operation.UPDATE, 1.5));
    assertEquals(0, TimeSeriesChecks.intervalsSlower(csv, "n1", Operation.READ, 1.5));
  }
}
