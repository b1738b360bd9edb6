package org.ycsbbio.bindings.sim;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.core.testing.OptionsDocTable;
import org.ycsbbio.core.testing.TestProperties;

class SimConfigTest {
  private static Properties props(String... kv) {
    return TestProperties.of(kv).build();
  }

  private static String error(String... kv) {
    return assertThrows(ConfigException.class, () -> {
      SimConfig.from(props(kv));
      SimShape.from(props(kv));
    }).getMessage();
  }

  @Test
  void defaultsAndPerNodeOverrides() {
    SimConfig c = SimConfig.from(props("sim.nodes", "3", "sim.latency", "50",
        "sim.node.2.latency", "1ms", "sim.node.3.errors", "0.5", "sim.stall.every", "2",
        "sim.stall.length", "100"));
    assertArrayEquals(new long[] {50_000, 1_000_000, 50_000}, c.latencyNanos());
    assertArrayEquals(new double[] {0, 0, 0.5}, c.errorShare());
    assertEquals(2_000_000_000L, c.stallEveryNanos());
    assertEquals(100_000_000L, c.stallLengthNanos());
    assertEquals(1, c.seed());
    SimConfig d = SimConfig.from(props());
    assertEquals(5, d.nodes());
    assertEquals(200_000L, d.latencyNanos()[4]);
    assertEquals(new SimShape(false, 1, 10_000_000_000L, 0), SimShape.from(props()));
    assertEquals(new SimShape(true, 0.5, 20_000_000L, 1_000_000L), SimShape.from(props(
        "sim.latency.dist", "lognormal", "sim.latency.sigma", "0.5", "sim.pause.every", "20",
        "sim.pause.length", "1ms")));
  }

  @Test
  void badInputIsOneLineNamingTheKey() {
    assertEquals("sim.latncy: unknown key (did you mean sim.latency?)", error("sim.latncy", "1"));
    assertEquals("sim.node.2.latncy: unknown key (did you mean sim.node.K.latency?)",
        error("sim.node.2.latncy", "1"));
    assertEquals("sim.node.9.errors: node 9 does not exist (sim.nodes=5)",
        error("sim.node.9.errors", "0.1"));
    assertEquals("sim.stall.node=6: must be between 0 and 5", error("sim.stall.node", "6"));
    assertEquals("sim.stall.length=11s: must be between 0us and 10s",
        error("sim.stall.length", "11s"));
    assertEquals("sim.latency.dist=pareto: must be one of fixed | lognormal",
        error("sim.latency.dist", "pareto"));
    assertEquals("sim.jitter=1: must be between 0.0 and 0.99", error("sim.jitter", "1"));
  }

  /** The options table of docs/bindings/sim.md is the declaration's, row for row. */
  @Test
  void theDocsTableIsTheDeclaration() throws Exception {
    OptionsDocTable.assertDocuments("docs/bindings/sim.md", SimConfig.OPTIONS);
  }
}
