package org.ycsbbio.bindings.riak;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.basho.riak.client.api.cap.Quorum;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.core.testing.OptionsDocTable;
import org.ycsbbio.core.testing.TestProperties;

/** riak.* keys: defaults, quorum values, and one clear line for each kind of mistake. */
class RiakConfigTest {
  private static Properties props(String... kv) {
    return TestProperties.of(kv).build();
  }

  private static String error(String... kv) {
    return assertThrows(ConfigException.class, () -> RiakConfig.from(props(kv))).getMessage();
  }

  @Test
  void defaultsAreOneLocalNodeAndTheBucketsSettings() {
    RiakConfig c = RiakConfig.from(props("recordcount", "5", "riak.bucket_type", " "));
    assertEquals(List.of("127.0.0.1:8087"), c.nodes());
    assertEquals("default", c.bucketType());
    for (Quorum q : List.of(c.r(), c.pr(), c.w(), c.pw(), c.dw())) {
      assertEquals(Quorum.defaultQuorum(), q);
    }
    assertEquals(0, c.nVal());
    assertEquals(5000, c.connectTimeoutMillis());
    assertEquals(10_000, c.requestTimeoutMillis());
    assertEquals(8, c.scanConcurrency());
  }

  @Test
  void nodesQuorumsAndTimeoutsAreRead() {
    RiakConfig c = RiakConfig.from(props("riak.nodes", " 10.0.0.1:8087, riak2:9000 ,",
        "riak.bucket_type", "ycsb", "riak.r", "ONE", "riak.pr", "quorum", "riak.w", "all",
        "riak.pw", "2", "riak.dw", "default", "riak.n_val", "1", "riak.connect.timeout", "2s",
        "riak.request.timeout", "1500", "riak.scan.concurrency", "1"));
    assertEquals(List.of("10.0.0.1:8087", "riak2:9000"), c.nodes());
    assertEquals("riak2", c.host(1));
    assertEquals(9000, c.port(1));
    assertEquals("ycsb", c.bucketType());
    assertEquals(Quorum.oneQuorum(), c.r());
    assertEquals(Quorum.quorumQuorum(), c.pr());
    assertEquals(Quorum.allQuorum(), c.w());
    assertEquals(new Quorum(2), c.pw());
    assertEquals(Quorum.defaultQuorum(), c.dw());
    assertEquals(1, c.nVal());
    assertEquals(2000, c.connectTimeoutMillis());
    assertEquals(1500, c.requestTimeoutMillis());
    assertEquals(1, c.scanConcurrency());
  }

  @Test
  void mistakesAreOneLineNamingTheKey() {
    assertEquals("riak.node: unknown key (did you mean riak.nodes?)",
        error("riak.node", "a:1"));
    assertEquals("riak.nodes=riak1: 'riak1' is not host:port", error("riak.nodes", "riak1"));
    assertEquals("riak.nodes=a:99999: 'a:99999' is not host:port",
        error("riak.nodes", "a:99999"));
    assertEquals("riak.nodes=a:1,a:1: 'a:1' is listed twice", error("riak.nodes", "a:1,a:1"));
    assertEquals("riak.nodes: no host:port given (comma-separated)", error("riak.nodes", " , "));
    assertEquals("riak.w=most: must be one, quorum, all, default or a number >= 1",
        error("riak.w", "most"));
    assertEquals("riak.r=0: must be one, quorum, all, default or a number >= 1",
        error("riak.r", "0"));
    assertEquals("riak.request.timeout=0: must be between 1ms and 3600s",
        error("riak.request.timeout", "0"));
    assertEquals("riak.scan.concurrency=0: must be between 1 and 256",
        error("riak.scan.concurrency", "0"));
    assertEquals("riak.scan.concurency: unknown key (did you mean riak.scan.concurrency?)",
        error("riak.scan.concurency", "4"));
    assertEquals("riak.n_val=101: must be between 0 and 100", error("riak.n_val", "101"));
    assertEquals("riak.n_val=one: not a whole number", error("riak.n_val", "one"));
  }

  /** The options table of docs/bindings/riak.md is the declaration's, row for row. */
  @Test
  void theDocsTableIsTheDeclaration() throws Exception {
    OptionsDocTable.assertDocuments("docs/bindings/riak.md", RiakConfig.OPTIONS);
  }
}
