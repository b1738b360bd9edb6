package org.ycsbbio.core.cli;

import java.util.Map;
import org.ycsbbio.core.api.Command;
import org.ycsbbio.core.api.Home;

/** What {@code bin/ycsb list} prints: bindings with their classes, shipped workloads, commands. */
final class ListCommand {
  private ListCommand() {
  }

  static String describe(Home home, Map<String, Command> commands) {
    StringBuilder b = new StringBuilder("Bindings:\n");
    home.bindings().forEach((name, cls) -> b.append(String.format("  %-12s %s%n", name, cls)));
    b.append("Workloads (in ").append(home.dir().resolve("workloads")).append("):\n");
    home.workloads().forEach(w -> b.append("  ").append(w).append('\n'));
    b.append("Commands:\n  load, run, list\n");
    commands.values().forEach(c -> b.append(String.format("  %-12s %s%n", c.name(), c.summary())));
    home.commandModules().forEach((name, module) -> {
      if (!commands.containsKey(name)) {
        b.append(String.format("  %-12s (from bindings/%s)%n", name, module));
      }
    });
    return b.toString();
  }
}
