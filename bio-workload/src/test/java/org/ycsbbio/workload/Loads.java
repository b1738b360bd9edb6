package org.ycsbbio.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Properties;
import org.ycsbbio.core.testing.EngineHarness;
import org.ycsbbio.core.tracking.TrackingRuntime;

/**
 * Load phases of a file workload on YCSB's real engine whose run log is captured: what they
 * printed and the failures they reported. Confined to one test.
 */
public final class Loads {
  private final ByteArrayOutputStream printed = new ByteArrayOutputStream();

  /** Runs the load of {@code props} (at most a minute); returns the failures it reported. */
  public List<String> run(Properties props) throws Exception {
    printed.reset();
    EngineHarness.run(props, true, Duration.ofMinutes(1),
        new PrintStream(printed, true, StandardCharsets.UTF_8));
    return TrackingRuntime.log().failures();
  }

  /** Runs a load that must fail once, saying so; returns its one failure line. */
  public String failure(Properties props) throws Exception {
    List<String> failures = run(props);
    assertEquals(1, failures.size(), failures.toString());
    assertTrue(printed().contains(failures.get(0)), printed());
    return failures.get(0);
  }

  /** What the last load printed to its run log. */
  public String printed() {
    return printed.toString(StandardCharsets.UTF_8);
  }
}
