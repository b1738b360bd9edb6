package org.ycsbbio.bindings.redis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.ycsbbio.core.ConfigException;
import org.ycsbbio.core.api.Options;
import org.ycsbbio.core.testing.RepositoryRoot;
import org.ycsbbio.core.testing.TestProperties;

class RedisConfigTest {
  private static final String HEADER = Options.TABLE_HEADER.lines().findFirst().orElseThrow();

  private static Properties props(String... kv) {
    return TestProperties.of(kv).build();
  }

  private static String error(String... kv) {
    return assertThrows(ConfigException.class, () -> RedisConfig.from(props(kv))).getMessage();
  }

  @Test
  void defaults() {
    RedisConfig c = RedisConfig.from(props("redis.hosts", " 127.0.0.1:7101, h:7102 "));
    assertEquals(new RedisConfig(List.of("127.0.0.1:7101", "h:7102"), 2000, 5,
        RedisConfig.ScanMode.INDEX), c);
  }

  @Test
  void everyOptionIsRead() {
    assertEquals(new RedisConfig(List.of("h:1"), 500, 0, RedisConfig.ScanMode.NONE),
        RedisConfig.from(props("redis.hosts", "h:1", "redis.timeout", "500ms",
            "redis.maxredirections", "0", "redis.scan", "none")));
  }

  @Test
  void badInputIsOneLineNamingTheKey() {
    assertEquals("redis.hosts: required but not set", error());
    assertEquals("redis.hosts=h:1,nohost: 'nohost' is not host:port",
        error("redis.hosts", "h:1,nohost"));
    assertEquals("redis.hosts=,: no host:port given", error("redis.hosts", ","));
    assertEquals("redis.scan=fast: must be one of index | none",
        error("redis.hosts", "h:1", "redis.scan", "fast"));
    assertEquals("redis.maxredirections=17: must be between 0 and 16",
        error("redis.hosts", "h:1", "redis.maxredirections", "17"));
    assertEquals("redis.timout: unknown key (did you mean redis.timeout?)",
        error("redis.hosts", "h:1", "redis.timout", "1s"));
  }

  /** The options table of docs/bindings/redis.md is the declaration's, row for row. */
  @Test
  void theDocsTableIsTheDeclaration() throws Exception {
    List<String> lines = Files.readAllLines(RepositoryRoot.path().resolve("docs/bindings/redis.md"));
    int start = lines.indexOf(HEADER);
    assertTrue(start >= 0, "docs/bindings/redis.md has no options table");
    List<String> table = new ArrayList<>();
    for (int i = start; i < lines.size() && lines.get(i).startsWith("|"); i++) {
      table.add(lines.get(i));
    }
    assertEquals(RedisConfig.OPTIONS.markdownTable(), String.join("\n", table));
  }
}
