package org.ycsbbio.core.testing;

import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;

/**
 * The servers {@code bin/test} started, as its integration tests receive them: system properties
 * ({@code -Dmemcached.hosts=...}). A missing one fails the test with a message saying how to
 * start the servers and what to pass: integration tests never skip. Stateless.
 */
public final class ServerProperties {
  private ServerProperties() {
  }

  /**
   * The values of system properties {@code keys}, in order.
   *
   * @param howToStart the message when one is missing or blank, e.g. "memcached integration tests
   *     need the servers bin/test starts: run bin/test, or start them with ... and pass ..."
   */
  public static List<String> required(String howToStart, String... keys) {
    List<String> values = new ArrayList<>();
    for (String key : keys) {
      String v = System.getProperty(key, "");
      if (v.isBlank()) {
        fail(howToStart);
      }
      values.add(v.strip());
    }
    return values;
  }
}
