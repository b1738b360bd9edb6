package org.ycsbbio.bindings.mongodb;

import static com.mongodb.client.model.Filters.eq;
import static com.mongodb.client.model.Filters.gte;

import com.mongodb.MongoException;
import com.mongodb.ServerAddress;
import com.mongodb.client.FindIterable;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.InsertManyOptions;
import com.mongodb.client.model.Projections;
import com.mongodb.client.model.Sorts;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import net.jcip.annotations.NotThreadSafe;
import org.bson.BsonDocument;
import org.ycsbbio.core.api.ConfiguredDB;
import org.ycsbbio.core.api.EmptiesTables;
import org.ycsbbio.core.api.NodeId;
import site.ycsb.ByteIterator;
import site.ycsb.DBException;
import site.ycsb.Status;

/**
 * YCSB binding for MongoDB: one collection per table (so FASTA's task, rna, gs and align records
 * each get their own), one compact document per record ({@code _id} = key, one field per value,
 * text as BSON strings, see {@link Documents}). With several URLs in {@code mongodb.url}, keys
 * are spread over the servers by {@link HashedKey} value; scans read the start key's server.
 *
 * <p>Each operation is attributed to the shard {@code mongos} sends it to when a
 * {@link ShardRouter} knows it (a sharded cluster behind {@code mongos}): the shard owning the
 * key, or the document's value of the shard key field for an insert, or {@code all-shards} when
 * several shards answer it together (a read by key of a collection sharded on another field);
 * else to the server that answered, as the driver's command events report it
 * ({@code host:port}: replica-set member, standalone or router), else, when no server answered,
 * to the URL's first host. {@link #emptyTables} drops or clears the collections. Settings:
 * {@link MongoDbConfig}; see {@code docs/bindings/mongodb.md}.
 *
 * <p>One instance per YCSB client thread (YCSB's contract); the connections are shared
 * ({@link MongoServers}).
 */
@NotThreadSafe
public final class MongoDbClient extends ConfiguredDB<MongoDbConfig> implements EmptiesTables {
  /** MongoDB's error code of a request routed with an outdated routing table. */
  private static final int STALE_CONFIG = 13388;

  private MongoDbConfig config;
  private MongoServers shared;
  /** Inserts waiting for a batch, per server and collection. */
  private List<Map<String, List<BsonDocument>>> pending;

  public MongoDbClient() {
    super(MongoDbConfig.OPTIONS, MongoDbConfig::from);
  }

  @Override
  protected void start(MongoDbConfig config) throws DBException {
    this.config = config;
    shared = context().shared(config.withBatchSize(1),
        () -> MongoServers.connect(config, context()));
    pending = new ArrayList<>();
    for (int i = 0; i < config.servers(); i++) {
      pending.add(new HashMap<>());
    }
  }

  /**
   * Empties each of {@code tables} on every server of {@code mongodb.url}. With
   * {@code mongodb.shard.setup} the collection is dropped, and the next load's start shards it
   * anew, as on a new cluster (a ranged key starts again from one chunk); otherwise every
   * document is deleted ({@code deleteMany({})}), keeping indexes and sharding set up by hand.
   */
  @Override
  public void emptyTables(List<String> tables) throws DBException {
    for (int s = 0; s < config.servers(); s++) {
      for (String table : tables) {
        try {
          if (config.shardSetup()) {
            collection(s, table).drop();
          } else {
            collection(s, table).deleteMany(new BsonDocument());
          }
        } catch (MongoException e) {
          throw new DBException("mongodb: cannot empty collection " + table + " on "
              + config.nodeNames().get(s) + ": " + MongoServers.oneLine(e), e);
        }
      }
    }
  }

  private int serverOf(String key) {
    int n = config.servers();
    return n == 1 ? 0 : (int) Long.remainderUnsigned(HashedKey.of(key), n);
  }

  private MongoCollection<BsonDocument> collection(int server, String table) {
    return shared.servers.get(server).db().getCollection(table, BsonDocument.class);
  }

  /** The router of server {@code s}, null when operations there are not attributed per shard. */
  private ShardRouter router(int s) {
    return shared.servers.get(s).router();
  }

  /** The shard of an operation on {@code _id} {@code key}, null when not known. */
  private String byId(int s, String table, String key) {
    ShardRouter r = router(s);
    return r == null ? null : r.byId(table, key).orElse(null);
  }

  @Override
  public Status read(String table, String key, Set<String> fields,
      Map<String, ByteIterator> result) {
    int s = start(key);
    String shard = byId(s, table, key);
    try {
      FindIterable<BsonDocument> find = collection(s, table).find(eq("_id", key));
      if (fields != null) {
        find.projection(Projections.include(new ArrayList<>(fields)));
      }
      BsonDocument doc = find.first();
      if (doc == null) {
        return done(s, shard, Status.NOT_FOUND);
      }
      Documents.fill(doc, result);
      return done(s, shard, Status.OK);
    } catch (MongoException e) {
      return error(s, table, shard, e);
    }
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    int s = start(startkey);
    ShardRouter r = router(s);
    String shard = r == null ? null : r.byIdsFrom(table, startkey).orElse(null);
    try {
      FindIterable<BsonDocument> find = collection(s, table).find(gte("_id", startkey))
          .sort(Sorts.ascending("_id")).limit(recordcount);
      if (fields != null) {
        find.projection(Projections.include(new ArrayList<>(fields)));
      }
      for (BsonDocument doc : find) {
        HashMap<String, ByteIterator> row = new HashMap<>();
        Documents.fill(doc, row);
        result.add(row);
      }
      return done(s, shard, Status.OK);
    } catch (MongoException e) {
      return error(s, table, shard, e);
    }
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    int s = start(key);
    String shard = byId(s, table, key);
    try {
      long matched = collection(s, table).updateOne(eq("_id", key),
          new BsonDocument("$set", Documents.of(null, values))).getMatchedCount();
      return done(s, shard, matched == 0 ? Status.NOT_FOUND : Status.OK);
    } catch (MongoException e) {
      return error(s, table, shard, e);
    }
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    int s = start(key);
    BsonDocument doc = Documents.of(key, values);
    ShardRouter r = router(s);
    String shard = r == null ? null : r.byDocument(table, doc).orElse(null);
    try {
      if (config.batchSize() == 1) {
        collection(s, table).insertOne(doc);
        return done(s, shard, Status.OK);
      }
      List<BsonDocument> batch = pending.get(s).computeIfAbsent(table, t -> new ArrayList<>());
      batch.add(doc);
      if (batch.size() < config.batchSize()) {
        return done(s, shard, Status.BATCHED_OK);
      }
      flush(s, table);
      return done(s, shard, Status.OK);
    } catch (MongoException e) {
      return error(s, table, shard, e);
    }
  }

  @Override
  public Status delete(String table, String key) {
    int s = start(key);
    String shard = byId(s, table, key);
    try {
      long deleted = collection(s, table).deleteOne(eq("_id", key)).getDeletedCount();
      return done(s, shard, deleted == 0 ? Status.NOT_FOUND : Status.OK);
    } catch (MongoException e) {
      return error(s, table, shard, e);
    }
  }

  private void flush(int s, String table) {
    List<BsonDocument> batch = pending.get(s).remove(table);
    if (batch != null && !batch.isEmpty()) {
      collection(s, table).insertMany(batch, new InsertManyOptions().ordered(false));
    }
  }

  /** Sends buffered inserts (the shared connections close with the run's context). */
  @Override
  public void cleanup() throws DBException {
    if (shared == null) {
      return;
    }
    StringBuilder failures = new StringBuilder();
    for (int s = 0; s < config.servers(); s++) {
      for (String table : new ArrayList<>(pending.get(s).keySet())) {
        int n = pending.get(s).get(table).size();
        try {
          flush(s, table);
        } catch (MongoException e) {
          failures.append(failures.length() == 0 ? "" : "; ").append("the last ").append(n)
              .append(" batched inserts into ").append(table).append(" on ")
              .append(config.nodeNames().get(s)).append(" failed: ")
              .append(MongoServers.oneLine(e));
        }
      }
    }
    shared = null;
    if (failures.length() > 0) {
      context().log().fail("mongodb: " + failures);
      throw new DBException("mongodb: " + failures);
    }
  }

  /** The server of {@code key}; forgets the thread's last answering server. */
  private int start(String key) {
    shared.answering.clear();
    return serverOf(key);
  }

  /**
   * Names this operation's node (see the class comment): {@code shard} (a shard or
   * {@code all-shards}) when known, else the server that answered; returns {@code status}.
   */
  private Status done(int s, String shard, Status status) {
    MongoServers.Server server = shared.servers.get(s);
    ServerAddress answered = shared.answering.get();
    if (shard != null) {
      servedBy(node(shard));
    } else if (answered != null) {
      servedBy(context().nodeFor(answered, ServerAddress::toString));
    } else {
      servedBy(node(server.fallbackNode()));
    }
    return status;
  }

  /**
   * The operation failed: attributed like any other. The run's first error per server is
   * printed; the rest are only counted. A {@code StaleConfig} error re-reads the collection's
   * routing table (for the operations after this one).
   */
  private Status error(int s, String table, String shard, MongoException e) {
    ShardRouter router = router(s);
    if (router != null && e.getCode() == STALE_CONFIG) {
      router.refresh(table);
    }
    context().failed("mongodb", node(config.nodeNames().get(s)),
        table + ": " + MongoServers.oneLine(e));
    return done(s, shard, Status.ERROR);
  }
}
