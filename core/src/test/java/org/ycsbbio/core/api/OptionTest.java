package org.ycsbbio.core.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
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
  void anOptionalNumberIsNullUnsetAndCheckedWhenSet() {
    Option<Long> seed = Option.optionalLong("my.seed", -5, 5, "", "seed");
    assertEquals(null, seed.read(props()));
    assertEquals(null, seed.read(props("my.seed", " ")));
    assertEquals(-5L, seed.read(props("my.seed", "-5")));
    assertEquals("my.seed=6: must be between -5 and 5",
        error(() -> seed.read(props("my.seed", "6"))));
    assertEquals("| `my.seed` | integer | (none) |  | -5..5 | seed |", seed.markdownRow());
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
  void secretsListsNumbersAndDurationsInNanos() {
    Option<String> pass = Option.secret("my.passwd", "pw");
    Option<List<String>> nodes = Option.list("my.nodes", "node", "n");
    Option<Long> big = Option.longInteger("my.bytes", 1L << 40, 1, Long.MAX_VALUE, "bytes", "b");
    Option<Double> share = Option.decimal("my.share", 0.5, 0, 1, "", "s");
    Option<Long> latency = Option.nanos("my.latency", 200_000, "us", 0, 1_000_000_000L, "l");
    Option<String> driver = Option.optionalText("my.driver", "d");
    Properties p = props("my.passwd", " p w ", "my.nodes", " a, ,b ", "my.bytes", "1099511627777",
        "my.share", "0.25", "my.latency", "3");
    assertEquals(" p w ", pass.read(p));
    assertEquals(List.of("a", "b"), nodes.read(p));
    assertEquals((1L << 40) + 1, big.read(p));
    assertEquals(0.25, share.read(p));
    assertEquals(3_000L, latency.read(p));
    assertEquals(null, driver.read(p));
    assertEquals(null, pass.read(props()));
    assertEquals("my.passwd: too short", pass.invalid(" p w ", "too short").getMessage());
    assertEquals("my.nodes: no node given (comma-separated)",
        error(() -> nodes.read(props("my.nodes", " , "))));
    assertEquals("my.share=2: must be between 0.0 and 1.0",
        error(() -> share.read(props("my.share", "2"))));
    assertEquals("my.latency=2s: must be between 0us and 1s",
        error(() -> latency.read(props("my.latency", "2s"))));
    assertEquals("my.latency=2ms: must be between 0us and 1ms",
        error(() -> latency.atMost(1_000_000).read(props("my.latency", "2ms"))));
    assertEquals(Options.TABLE_HEADER + "\n"
        + "| `my.passwd` | secret | (none) |  |  | pw |\n"
        + "| `my.nodes` | list | (required) |  |  | n |\n"
        + "| `my.bytes` | integer | 1099511627776 | bytes | 1..9223372036854775807 | b |\n"
        + "| `my.share` | decimal | 0.5 |  | 0..1 | s |\n"
        + "| `my.latency` | duration | 200us | us | 0us..1s | l |\n"
        + "| `my.driver` | text | (none) |  |  | d |",
        new Options("my.", pass, nodes, big, share, latency, driver).markdownTable());
  }

  @Test
  void numberedFamiliesOneWordKeysAndSeveralPrefixes() {
    Option<Integer> weight = Option.integer("my.node.K.weight", 1, 0, 9, "", "w");
    Option<Integer> port = Option.integer("port", 80, 1, 65535, "", "p");
    Options all = new Options(List.of("my.", "your."), weight, port, FAST);
    assertEquals(7, weight.at(3, 7).read(props()));
    assertEquals(2, weight.at(3, 7).read(props("my.node.3.weight", "2")));
    assertEquals("my.node.3.weight=10: must be between 0 and 9",
        error(() -> weight.at(3, 1).read(props("my.node.3.weight", "10"))));
    all.rejectUnknown(props("my.node.12.weight", "1", "port", "1", "hosts", "x"));
    assertEquals("my.node.x.weight: unknown key (did you mean my.node.K.weight?)",
        error(() -> all.rejectUnknown(props("my.node.x.weight", "1"))));
    assertEquals("your.fast: unknown key (did you mean my.fast?)",
        error(() -> all.rejectUnknown(props("your.fast", "1"))));
    assertThrows(IllegalStateException.class, () -> FAST.at(1, true));
  }

  @Test
  void textCanBeHeldToAPattern() {
    Option<String> name = Option.text("my.name", "ycsb", "n").matching("[a-z]+", "lower case");
    assertEquals("ycsb", name.read(props()));
    assertEquals("my.name=Ab: lower case", error(() -> name.read(props("my.name", "Ab"))));
    assertEquals("| `my.name` | text | ycsb |  | `[a-z]+` | n |", name.markdownRow());
    assertThrows(IllegalArgumentException.class,
        () -> Option.text("my.name", "1", "n").matching("[a-z]+", "lower case"));
    assertThrows(IllegalStateException.class, () -> FAST.matching("true", "no"));
  }

  @Test
  void declarationsAreChecked() {
    assertThrows(IllegalArgumentException.class, () -> Option.integer("my.n", 10, 0, 9, "", "d"));
    assertThrows(IllegalArgumentException.class, () -> Option.flag("My.N", true, "d"));
    assertThrows(IllegalArgumentException.class, () -> Option.flag("my.n", true, "a | b"));
    assertThrows(IllegalArgumentException.class, () -> new Options("my.", FAST, FAST));
    assertThrows(IllegalArgumentException.class, () -> new Options("other.", FAST));
  }

  @Test
  void aComputedDefaultReadsAsNullAndIsDocumentedByItsRule() {
    Option<Long> wait = Option.nanos("my.wait", 1_000_000_000L, "s", 1, 60_000_000_000L, "how long")
        .computedDefault("my.timeout");
    assertEquals(null, wait.read(props()));
    assertEquals(2_000_000_000L, wait.read(props("my.wait", "2")));
    assertEquals("my.wait=61s: must be between 1ns and 60s", error(() -> wait.read(
        props("my.wait", "61s"))));
    assertEquals("| `my.wait` | duration | my.timeout | s | 1ns..60s | how long |",
        wait.markdownRow());
  }

  @Test
  void oneOfAcceptsItsWordsExactly() {
    Option<String> order = Option.oneOf("my.order", "hashed", List.of("hashed", "ordered"), "o");
    assertEquals("hashed", order.read(props()));
    assertEquals("ordered", order.read(props("my.order", " ordered ")));
    assertEquals("my.order=Ordered: must be one of hashed | ordered",
        error(() -> order.read(props("my.order", "Ordered"))));
    assertEquals("| `my.order` | hashed \\| ordered | hashed |  |  | o |", order.markdownRow());
    assertThrows(IllegalArgumentException.class,
        () -> Option.oneOf("my.order", "random", List.of("hashed"), "o"));
  }
}
