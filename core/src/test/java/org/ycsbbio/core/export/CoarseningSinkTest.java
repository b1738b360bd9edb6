package org.ycsbbio.core.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;

import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.ycsbbio.core.api.Operation;
import org.ycsbbio.core.results.NodeOpStats;

class CoarseningSinkTest {
  private record Call(long start, long end, List<String> rows) {
  }

  private static NodeOpStats row(String node, long latency, int n) {
    Histogram ok = new Histogram(3);
    ok.recordValueWithCount(latency, n);
    return new NodeOpStats(node, Operation.READ, ok, new Histogram(3), null);
  }

  @Test
  void sumsFineIntervalsIntoAlignedCoarseOnesAndHandsOverTheLastAtClose() throws Exception {
    List<Call> calls = new ArrayList<>();
    IntervalSink capture = new IntervalSink() {
      @Override
      public void interval(long runStart, long start, long end, List<NodeOpStats> rows) {
        calls.add(new Call(start - runStart, end - runStart, rows.stream()
            .map(r -> r.node() + " " + r.okCount() + " max " + r.ok().getMaxValue()).toList()));
      }

      @Override
      public void close() {
        calls.add(new Call(-1, -1, List.of("closed")));
      }
    };
    CoarseningSink sink = new CoarseningSink(List.of(capture), 1000);
    for (int k = 0; k < 7; k++) {
      List<NodeOpStats> rows = k == 2 ? List.of(row("node2", 900, 1), row("node10", 100, 3))
          : List.of(row("node2", 100, 3));
      sink.interval(5000, 5000 + 200 * k, k == 6 ? 5000 + 1250 : 5000 + 200 * (k + 1), rows);
    }
    assertEquals(1, calls.size());
    sink.close();
    assertEquals(List.of(
        new Call(0, 1000, List.of("node2 13 max 900", "node10 3 max 100")),
        new Call(1000, 1250, List.of("node2 6 max 100", "node10 0 max 0")),   // node10 idle
        new Call(-1, -1, List.of("closed"))), calls);
  }

  /** Records each interval it gets as "name start-end count", and its close. */
  private static IntervalSink named(String name, List<String> log, IOException onClose) {
    return new IntervalSink() {
      @Override
      public void interval(long runStart, long start, long end, List<NodeOpStats> rows) {
        log.add(name + " " + (start - runStart) + "-" + (end - runStart) + " "
            + rows.get(0).okCount());
      }

      @Override
      public void close() throws IOException {
        log.add(name + " closed");
        if (onClose != null) {
          throw onClose;
        }
      }
    };
  }

  @Test
  void everyDelegateGetsTheSameSumsAndIsClosedEvenAfterAnEarlierOneFailedToClose() throws Exception {
    List<String> log = new ArrayList<>();
    IOException diskFull = new IOException("disk full");
    CoarseningSink sink = new CoarseningSink(
        List.of(named("hdr", log, diskFull), named("csv", log, null)), 1000);
    for (int k = 0; k < 6; k++) {
      sink.interval(0, 200 * k, 200 * (k + 1), List.of(row("node1", 100, k + 1)));
    }
    IOException thrown = assertThrows(IOException.class, sink::close);
    assertSame(diskFull, thrown);
    assertEquals(List.of("hdr 0-1000 15", "csv 0-1000 15", "hdr 1000-1200 6", "csv 1000-1200 6",
        "hdr closed", "csv closed"), log);
  }
}
