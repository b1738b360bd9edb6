package org.ycsbbio.core.guard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.core.testing.TestProperties;

/** The guard's rule per interval and over a run, and the line it prints. */
class GuardRuleTest {
  private static final long T0 = 1_700_000_000_000L;

  /** One second ending at {@code k} s, CPU {@code cpu} of 2 cores, waits and GC as given. */
  private static ClientSample second(int k, double cpu, double runQueueMillis, long gcMillis) {
    return new ClientSample(T0 + 1000L * k, 1000, 2, cpu, gcMillis, runQueueMillis, 0, 0);
  }

  @Test
  void eachCriterionHasItsBound() {
    GuardRule rule = GuardRule.DEFAULT;
    assertEquals(List.of(), rule.exceeded(second(1, 0.89, 0, 0)));
    assertEquals(List.of("cpu"), rule.exceeded(second(1, 0.90, 0, 0)));
    // 0.3 of 2 cores ran 600 ms: waiting 600 ms is as long as it ran
    assertEquals(List.of(), rule.exceeded(second(1, 0.3, 599, 0)));
    assertEquals(List.of("run-queue"), rule.exceeded(second(1, 0.3, 600, 0)));
    // a nearly idle client that waited longer than it ran, but less than 5 % of a core in all
    assertEquals(List.of(), rule.exceeded(second(1, 0.01, 99, 0)));
    assertEquals(List.of("run-queue"), rule.exceeded(second(1, 0.01, 100, 0)));
    assertEquals(List.of(), rule.exceeded(second(1, 0.2, 0, 49)));
    assertEquals(List.of("gc"), rule.exceeded(second(1, 0.2, 0, 50)));
    assertEquals(List.of("cpu", "run-queue", "gc"), rule.exceeded(second(1, 0.95, 5000, 80)));
  }

  @Test
  void whatTheOsOrJvmDoesNotShowIsNotJudged() {
    assertEquals(List.of(), GuardRule.DEFAULT.exceeded(second(1, -1, 5000, 0)));
    assertEquals(List.of(), GuardRule.DEFAULT.exceeded(second(1, 0.5, -1, 0)));
  }

  @Test
  void theIssuesExampleReadsAsOneLine() {
    List<ClientSample> run = new ArrayList<>();
    for (int k = 1; k <= 60; k++) {
      run.add(second(k, k <= 41 ? 0.97 : 0.5, 0, 0));
    }
    ClientGuard guard = ClientGuard.judge(run, GuardRule.DEFAULT);
    assertTrue(guard.limited());
    assertEquals("client-limited: CPU 97 % of 2 cores in 41 of 60 s; findings below may be wrong",
        guard.line());
    assertEquals("client-limited: CPU 97 % of 2 cores in 41 of 60 s; the step may have measured"
        + " the client, not the database", ClientGuard.forStep(guard.line()));
  }

  @Test
  void theRunIsLimitedFromItsShareOfLimitedTimeOn() {
    List<ClientSample> run = new ArrayList<>();
    for (int k = 1; k <= 10; k++) {
      run.add(second(k, 0.2, k <= 2 ? 2000 : 10, 0));   // 2 of 10 s: 0.2 of the run
    }
    ClientGuard atShare = ClientGuard.judge(run, GuardRule.DEFAULT);
    assertTrue(atShare.limited(), atShare.line());
    assertEquals("client-limited: threads waiting for a CPU 5.0 times as long as they ran in 2 of"
        + " 10 s; findings below may be wrong", atShare.line());
    ClientGuard below = ClientGuard.judge(run.subList(1, 10), GuardRule.DEFAULT);
    assertFalse(below.limited());
    assertEquals("client not the limit: at most CPU 20 % of 2 cores, threads waiting for a CPU 5.0"
        + " times as long as they ran, GC pauses 0 % of the time; over a limit only briefly:"
        + " threads waiting for a CPU 5.0 times as long as they ran in 1 of 9 s", below.line());
  }

  @Test
  void aRunWithoutSamplesIsTooShortToJudge() {
    ClientGuard none = ClientGuard.judge(List.of(), GuardRule.DEFAULT);
    assertFalse(none.limited());
    assertEquals("client guard: the run was too short to measure the client (under 1 s)",
        none.line());
  }

  @Test
  void aRunsLastPartSecondJoinsTheSecondBefore() {
    ClientSample joined = second(1, 0.5, 100, 10)
        .plus(new ClientSample(T0 + 1200, 200, 2, 1.0, 5, 50, 0, 0));
    assertEquals(T0 + 1200, joined.endMillis());
    assertEquals(1200, joined.millis());
    assertEquals((0.5 * 2 * 1000 + 1.0 * 2 * 200) / (2 * 1200.0), joined.cpuShare(), 1e-12);
    assertEquals(150, joined.runQueueMillis(), 1e-12);
    assertEquals(15, joined.gcMillis());
  }

  @Test
  void settingsAreReadAndChecked() {
    GuardRule rule = GuardRule.from(TestProperties.of("bio.guard.cpu", "0.8",
        "bio.guard.runqueue", "2", "bio.guard.gc", "0.1", "bio.guard.share", "0.5").build());
    assertEquals(new GuardRule(0.8, 2, 0.1, 0.5), rule);
    ConfigException e = assertThrows(ConfigException.class,
        () -> GuardRule.from(TestProperties.of("bio.guard.cpu", "1.5").build()));
    assertTrue(e.getMessage().startsWith("bio.guard.cpu=1.5"), e.getMessage());
  }
}
