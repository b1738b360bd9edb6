package org.ycsbbio.core.api;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.ycsbbio.core.cli.Main;

class ChildJvmTest {
  /** The API names the launcher by its class name (it may not import it): the name is right. */
  @Test
  void aChildJvmRunsTheLauncher() {
    assertEquals(Main.class.getName(), ChildJvm.LAUNCHER);
  }
}
