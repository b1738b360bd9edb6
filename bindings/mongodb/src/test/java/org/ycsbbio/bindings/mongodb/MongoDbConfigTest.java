package org.ycsbbio.bindings.mongodb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.ReadPreference;
import com.mongodb.WriteConcern;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.core.testing.OptionsDocTable;
import org.ycsbbio.core.testing.TestProperties;

/** Settings: defaults, every key, and one clear message naming the key for each bad value. */
class MongoDbConfigTest {
  private static Properties props(String... kv) {
    return TestProperties.of(kv).build();
  }

  private static String error(String... kv) {
    return assertThrows(ConfigException.class, () -> new MongoDbClient().validate(props(kv)))
        .getMessage();
  }

  @Test
  void defaults() {
    MongoDbConfig c = MongoDbConfig.from(props());
    assertEquals(List.of("mongodb://localhost:27017"), c.urls());
    assertEquals(List.of("localhost:27017"), c.nodeNames());
    assertEquals("ycsb", c.database());
    assertEquals(WriteConcern.ACKNOWLEDGED, c.writeConcern());
    assertEquals(ReadPreference.primary(), c.readPreference());
    assertEquals(1, c.batchSize());
    assertEquals(10_000, c.timeoutMillis());
    assertFalse(c.shardSetup());
    assertEquals(new ShardKeyPattern("_id", ShardKey.HASHED), c.shardKey());
    assertEquals(List.of("usertable", "task", "rna", "gs", "align"), c.shardCollections());
    assertEquals(MongoDbConfig.Routing.AUTO, c.routing());
    assertEquals(1_000, c.refreshMillis());
  }

  @Test
  void readsEveryKey() {
    MongoDbConfig c = MongoDbConfig.from(props("mongodb.url",
        "mongodb://a:1,b:2/bio?replicaSet=rs; mongodb://c/x", "mongodb.writeConcern", "majority",
        "mongodb.readPreference", "secondaryPreferred", "mongodb.batchsize", "100",
        "mongodb.timeout", "2s", "mongodb.shard.setup", "true", "mongodb.shard.key", "Ranged",
        "mongodb.shard.field", "t", "mongodb.routing", "off", "mongodb.routing.refresh", "0", "fasta.table.task", "tasks"));
    assertEquals(List.of("mongodb://a:1,b:2/bio?replicaSet=rs", "mongodb://c/x"), c.urls());
    assertEquals(List.of("a:1", "c:27017"), c.nodeNames());
    assertEquals("bio", c.database(), "the first URL's database");
    assertEquals(WriteConcern.MAJORITY, c.writeConcern());
    assertEquals(ReadPreference.secondaryPreferred(), c.readPreference());
    assertEquals(100, c.batchSize());
    assertEquals(2_000, c.timeoutMillis());
    assertTrue(c.shardSetup());
    assertEquals(new ShardKeyPattern("t", ShardKey.RANGED), c.shardKey());
    assertEquals("{\"t\": 1}", c.shardKey().toString());
    assertEquals(List.of("usertable", "tasks", "rna", "gs", "align"), c.shardCollections(),
        "FASTA's table names, as the thesis's collection tasks");
    assertEquals(MongoDbConfig.Routing.OFF, c.routing());
    assertEquals(0, c.refreshMillis());
    assertEquals(List.of("a", "b"), MongoDbConfig.from(props("mongodb.shard.collections",
        "a, b,,")).shardCollections());
    assertEquals("other", MongoDbConfig.from(props("mongodb.url", "mongodb://h/bio",
        "mongodb.database", "other")).database());
  }

  @Test
  void upstreamSpellingsAndOursAreOneSetting() {
    for (String[] spelling : new String[][] {{"mongodb.writeConcern", "mongodb.readPreference"},
        {"mongodb.writeconcern", "mongodb.readpreference"}}) {
      MongoDbConfig c = MongoDbConfig.from(props(spelling[0], "W2", spelling[1], "nearest"));
      assertEquals(WriteConcern.W2, c.writeConcern());
      assertEquals(ReadPreference.nearest(), c.readPreference());
    }
    assertEquals(ReadPreference.primaryPreferred(),
        MongoDbConfig.from(props("mongodb.readPreference", "primarypreferred")).readPreference());
    assertEquals("mongodb.writeConcern and mongodb.writeconcern: the same setting twice; set one",
        error("mongodb.writeConcern", "w1", "mongodb.writeconcern", "w2"));
  }

  @Test
  void unknownKeysAreRejectedWithTheNearestKnownOne() {
    assertEquals("mongodb.batchSize: unknown key (did you mean mongodb.batchsize?)",
        error("mongodb.batchSize", "10"));
    assertEquals("mongodb.shard.keys: unknown key (did you mean mongodb.shard.key?)",
        error("mongodb.shard.keys", "ranged"));
  }

  @Test
  void badValuesNameTheKey() {
    assertEquals("mongodb.batchsize=0: must be between 1 and 100000",
        error("mongodb.batchsize", "0"));
    assertEquals("mongodb.writeConcern=all: must be one of acknowledged | w1 | w2 | w3 | majority"
        + " | journaled | unacknowledged", error("mongodb.writeConcern", "all"));
    assertEquals("mongodb.writeconcern=all: must be one of acknowledged | w1 | w2 | w3 | majority"
        + " | journaled | unacknowledged", error("mongodb.writeconcern", "all"));
    assertTrue(error("mongodb.readPreference", "fastest")
        .startsWith("mongodb.readPreference=fastest: must be one of primary"));
    assertEquals("mongodb.routing=maybe: must be one of auto | on | off",
        error("mongodb.routing", "maybe"));
    assertEquals("mongodb.shard.key=sorted: must be one of hashed | ranged",
        error("mongodb.shard.key", "sorted"));
    assertEquals("mongodb.shard.setup=sometimes: must be true or false",
        error("mongodb.shard.setup", "sometimes"));
    for (String field : new String[] {"$t", "a.b", ".t"}) {
      assertEquals("mongodb.shard.field=" + field + ": a field name: not empty, not starting with"
          + " $, without a dot (the binding's documents are flat)",
          error("mongodb.shard.field", field));
    }
    assertTrue(error("mongodb.timeout", "soon").startsWith("mongodb.timeout=soon: "));
  }

  @Test
  void urlErrorsNeverEchoTheUrl() {
    String m = error("mongodb.url", "mongodb://h:1;mongodb://u:hunter2@:bad:port:x/");
    assertEquals("mongodb.url: URL 2 of 2 is not a MongoDB connection string "
        + "(mongodb://host:port/...; separate URLs with ;)", m);
    String toString = MongoDbConfig.from(props("mongodb.url", "mongodb://u:hunter2@h:1/"))
        .toString();
    assertFalse(toString.contains("hunter2"), toString);
  }

  /** The options table of docs/bindings/mongodb.md is the declaration's, row for row. */
  @Test
  void theDocsTableIsTheDeclaration() throws Exception {
    OptionsDocTable.assertDocuments("docs/bindings/mongodb.md", MongoDbConfig.OPTIONS);
  }
}
