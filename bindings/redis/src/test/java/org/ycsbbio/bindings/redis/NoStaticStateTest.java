package org.ycsbbio.bindings.redis;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ycsbbio.core.testing.StaticState;

/** No static mutable state: what the binding's instances share lives in the run's context. */
class NoStaticStateTest {
  @Test
  void mainClassesHoldNoStaticMutableState() {
    assertEquals(List.of(), StaticState.offenders(Path.of("target", "classes")));
  }
}
