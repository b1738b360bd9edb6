package org.ycsbbio.bindings.mongodb;

import com.mongodb.client.MongoDatabase;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.bson.BsonBinary;
import org.bson.BsonDocument;
import org.bson.BsonInt64;
import org.bson.BsonObjectId;
import org.bson.BsonString;
import org.bson.BsonValue;

/**
 * A recorded routing table in {@code src/test/resources/routing/}: the collection's
 * {@code config.collections} document, its {@code config.chunks} documents and the database's
 * {@code config.databases} document, in canonical Extended JSON.
 */
record Fixture(BsonDocument collection, List<BsonDocument> chunks, List<BsonDocument> databases) {
  static Fixture load(String name) {
    try (InputStream in = Fixture.class.getResourceAsStream("/routing/" + name)) {
      BsonDocument all = BsonDocument.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
      return new Fixture(all.getDocument("collection"), documents(all, "chunks"),
          documents(all, "databases"));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static List<BsonDocument> documents(BsonDocument all, String key) {
    List<BsonDocument> out = new ArrayList<>();
    for (BsonValue v : all.getArray(key)) {
      out.add(v.asDocument());
    }
    return out;
  }

  RoutingTable table() {
    return RoutingTable.parse(collection, chunks);
  }

  /** The field the collection's shard key is on. */
  String field() {
    return collection.getDocument("key").getFirstKey();
  }

  /**
   * The shard of the one chunk whose {@code [min, max)} holds {@code value} of the key field (its
   * hashed value for a hashed key), found by scanning every chunk; fails unless exactly one.
   */
  static String shardHolding(Fixture f, BsonValue value) {
    String field = f.field();
    BsonValue v = f.collection.getDocument("key").get(field).isString()
        ? new BsonInt64(HashedKey.of(value)) : value;
    List<String> holding = f.chunks.stream()
        .filter(c -> BsonOrder.INSTANCE.compare(c.getDocument("min").get(field), v) <= 0
            && BsonOrder.INSTANCE.compare(v, c.getDocument("max").get(field)) < 0)
        .map(c -> c.getString("shard").getValue()).toList();
    if (holding.size() != 1) {
      throw new AssertionError(value + " is in " + holding.size() + " chunks: " + holding);
    }
    return holding.get(0);
  }

  /**
   * Records in {@code config} (a config database) the collections {@code database.c} of
   * {@code collections} as sharded like this fixture's, and this fixture's databases.
   */
  void recordAs(MongoDatabase config, String database, String... collections) {
    for (String c : collections) {
      String ns = database + "." + c;
      Fixture f = as(ns, new BsonBinary(UUID.nameUUIDFromBytes(ns.getBytes(
          StandardCharsets.UTF_8))));
      config.getCollection("collections", BsonDocument.class).insertOne(f.collection);
      config.getCollection("chunks", BsonDocument.class).insertMany(f.chunks);
    }
    config.getCollection("databases", BsonDocument.class).insertMany(databases);
  }

  /**
   * This fixture's routing documents as the config database holds them for collection
   * {@code ns} instead (another namespace, uuid and chunk ids), so several collections can be
   * sharded alike.
   */
  private Fixture as(String ns, BsonBinary uuid) {
    BsonDocument coll = collection.clone();
    coll.put("_id", new BsonString(ns));
    coll.put("uuid", uuid);
    List<BsonDocument> copies = new ArrayList<>();
    for (BsonDocument c : chunks) {
      BsonDocument copy = c.clone();
      copy.put("_id", new BsonObjectId());
      copy.put("uuid", uuid);
      copies.add(copy);
    }
    return new Fixture(coll, copies, databases);
  }
}
