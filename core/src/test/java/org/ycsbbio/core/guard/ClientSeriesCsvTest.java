package org.ycsbbio.core.guard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;

/** client-timeseries.csv: its columns, a round trip, and a damaged row named by its line. */
class ClientSeriesCsvTest {
  private static final long START = 1_700_000_000_000L;

  @Test
  void writesOneRowPerIntervalWithWhatItExceeded() throws IOException {
    List<ClientSample> samples = List.of(
        new ClientSample(START + 1000, 1000, 2, 0.95, 0, 2500, 1200, 3.25),
        new ClientSample(START + 2000, 1000, 2, 0.3, 0, -1, 0, 0));
    StringBuilder out = new StringBuilder();
    ClientSeriesCsv.write(samples, START, GuardRule.DEFAULT, out);
    assertEquals("interval_end_ms,elapsed_s,seconds,cores,cpu_percent,gc_ms,run_queue_ms,"
        + "late_ops,start_late_ms,limited\n"
        + (START + 1000) + ",1.000,1.000,2,95.000,0,2500.000,1200,3.250,cpu+run-queue\n"
        + (START + 2000) + ",2.000,1.000,2,30.000,0,,0,,\n", out.toString());
    List<ClientSample> back = ClientSeriesCsv.read(new StringReader(out.toString()));
    assertEquals(2, back.size());
    assertEquals(samples.get(0).endMillis(), back.get(0).endMillis());
    assertEquals(0.95, back.get(0).cpuShare(), 1e-9);
    assertEquals(2500, back.get(0).runQueueMillis(), 1e-9);
    assertEquals(3.25, back.get(0).startLateMillis(), 1e-9);
    assertEquals(-1, back.get(1).runQueueMillis(), 1e-9);
  }

  @Test
  void aDamagedRowIsNamedByItsLine() {
    String csv = "interval_end_ms,elapsed_s,seconds,cores,cpu_percent,gc_ms,run_queue_ms,"
        + "late_ops,start_late_ms,limited\n" + (START + 1000) + ",1.000,1.000,2,x,0,,0,,\n";
    IOException e = assertThrows(IOException.class,
        () -> ClientSeriesCsv.read(new StringReader(csv)));
    assertTrue(e.getMessage().startsWith("client-timeseries.csv line 2: "), e.getMessage());
  }
}
