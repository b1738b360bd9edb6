package org.ycsbbio.bindings.redis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.core.testing.OptionsDocTable;
import org.ycsbbio.core.testing.TestProperties;

class RedisConfigTest {
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
    assertEquals("redis.hosts: no host:port given (comma-separated)", error("redis.hosts", ","));
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
    OptionsDocTable.assertDocuments("docs/bindings/redis.md", RedisConfig.OPTIONS);
  }
}
