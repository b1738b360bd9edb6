package org.ycsbbio.bindings.mongodb;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.bson.BsonDocument;
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
}
