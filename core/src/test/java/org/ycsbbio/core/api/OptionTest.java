package org.ycsbbio.core.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Properties;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class OptionTest {
  private static final Option<String> HOSTS = Option.text("my.hosts", null, "where");
  private static final Option<Long> TIMEOUT = Option.millis("my.timeout", 2000, 1, 60_000, "wait");
  private static final Option<Integer> TRIES = Option.integer("my.tries", 3, 0, 9, "tries", "n");
  private static final Option<Boolean> FAST = Option.flag("my.fast", false, "go");
  private static final Option<TimeUnit> UNIT = Option.choice("my.unit", TimeUnit.class,
      TimeUnit.SECONDS, "unit");
  private static final Options ALL = new Options("my.", HOSTS, TIMEOUT, TRIES, FAST, UNIT);

  private static Properties props(String... kv) {
    Properties p = new Properties();
    for (int i = 0; i < kv.length; i += 2) {
      p.setProperty(kv[i], kv[i + 1]);
    }
    return p;
  }

  private static String error(Runnable r) {
    return assertThrows(ConfigException.class, r::run).getMessage();
  }

  @Test
  void defaultsAndValuesAreTyped() {
    Properties none = props("my.hosts", "a:1");
    assertEquals("a:1", HOSTS.read(none));
    assertEquals(2000L, TIMEOUT.read(none));
    assertEquals(3, TRIES.read(none));
    assertEquals(false, FAST.read(none));
    assertEquals(TimeUnit.SECONDS, UNIT.read(none));
    Properties set = props("my.timeout", "3s", "my.tries", "0", "my.fast", "yes",
        "my.unit", "Milliseconds");
    assertEquals(3000L, TIMEOUT.read(set));
    assertEquals(0, TRIES.read(set));
    assertEquals(true, FAST.read(set));
    assertEquals(TimeUnit.MILLISECONDS, UNIT.read(set));
  }

  @Test
  void badValuesNameTheKeyAndTheValueInOneLine() {
    assertEquals("my.hosts: required but not set", error(() -> HOSTS.read(props())));
    assertEquals("my.tries=10: must be between 0 and 9", error(() -> TRIES.read(props("my.tries", "10"))));
    assertEquals("my.tries=x: not a whole number", error(() -> TRIES.read(props("my.tries", "x"))));
    assertEquals("my.timeout=0: must be between 1ms and 60s",
        error(() -> TIMEOUT.read(props("my.timeout", "0"))));
    assertEquals("my.unit=hours2: must be one of nanoseconds | microseconds | milliseconds | "
        + "seconds | minutes | hours | days", error(() -> UNIT.read(props("my.unit", "hours2"))));
    assertEquals("my.hosts=q: no port", HOSTS.invalid("q", "no port").getMessage());
  }

  @Test
  void unknownKeysUnderThePrefixGetTheNearestKnownKey() {
    assertEquals("my.timout: unknown key (did you mean my.timeout?)",
        error(() -> ALL.rejectUnknown(props("my.timout", "1", "other.x", "1"))));
    ALL.rejectUnknown(props("my.tries", "1", "other.x", "1"));
  }

  @Test
  void theTableHasOneRowPerOptionInDeclarationOrder() {
    assertEquals(Options.TABLE_HEADER + "\n"
        + "| `my.hosts` | text | (required) |  |  | where |\n"
        + "| `my.timeout` | duration | 2000 | ms | 1..60000 | wait |\n"
        + "| `my.tries` | integer | 3 | tries | 0..9 | n |\n"
        + "| `my.fast` | true \\| false | false |  |  | go |\n"
        + "| `my.unit` | nanoseconds \\| microseconds \\| milliseconds \\| seconds \\| minutes \\| "
        + "hours \\| days | seconds |  |  | unit |", ALL.markdownTable());
  }

  @Test
  void declarationsAreChecked() {
    assertThrows(IllegalArgumentException.class, () -> Option.integer("my.n", 10, 0, 9, "", "d"));
    assertThrows(IllegalArgumentException.class, () -> Option.flag("My.N", true, "d"));
    assertThrows(IllegalArgumentException.class, () -> Option.flag("my.n", true, "a | b"));
    assertThrows(IllegalArgumentException.class, () -> new Options("my.", FAST, FAST));
    assertThrows(IllegalArgumentException.class, () -> new Options("other.", FAST));
  }
}
