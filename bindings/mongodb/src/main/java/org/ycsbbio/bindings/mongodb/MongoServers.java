package org.ycsbbio.bindings.mongodb;

import com.mongodb.ConnectionString;
import com.mongodb.MongoClientSettings;
import com.mongodb.MongoException;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoDatabase;
import com.mongodb.connection.ServerType;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import net.jcip.annotations.ThreadSafe;
import org.bson.BsonDocument;
import org.bson.BsonInt32;
import org.bson.BsonString;
import org.ycsbbio.core.api.RunOutcome;
import site.ycsb.DBException;

/**
 * The connections of a run, shared by every client thread: one {@link MongoClient} (a pool) per
 * URL of {@code mongodb.url}, its database with the configured write concern and read
 * preference, and, when per-shard attribution applies, its {@link ShardRouter}. Opened by the
 * first {@link #acquire}, which also checks each server (and shards the collections when asked),
 * closed by the last {@link #release}. Thread-safe.
 */
@ThreadSafe
final class MongoServers {
  /** One URL's server or cluster. */
  record Server(String fallbackNode, MongoClient client, MongoDatabase db, ShardRouter router) {
  }

  private static MongoServers open;
  private static int users;

  final List<Server> servers;
  final AnsweringServer answering;
  /** The settings the connections were opened with (batch size aside). */
  private final MongoDbConfig config;

  private MongoServers(MongoDbConfig config, List<Server> servers, AnsweringServer answering) {
    this.config = config;
    this.servers = servers;
    this.answering = answering;
  }

  /** The run's servers for {@code config}, opened on first use. */
  static synchronized MongoServers acquire(MongoDbConfig config) throws DBException {
    if (open != null && !open.config.equals(config.withBatchSize(1))) {
      throw new DBException("mongodb: clients of one process must share their mongodb.* "
          + "settings (except mongodb.batchsize)");
    }
    if (open == null) {
      open = connect(config);
    }
    users++;
    return open;
  }

  /** Closes every connection when the last client thread is done. */
  static synchronized void release() {
    if (--users == 0 && open != null) {
      for (Server s : open.servers) {
        if (s.router() != null) {
          s.router().close();
        }
        s.client().close();
      }
      open = null;
    }
  }

  private static MongoServers connect(MongoDbConfig config) throws DBException {
    AnsweringServer answering = new AnsweringServer();
    List<Server> servers = new ArrayList<>();
    try {
      for (int i = 0; i < config.servers(); i++) {
        servers.add(connect(config, i, answering));
      }
    } catch (DBException | RuntimeException e) {
      servers.forEach(s -> s.client().close());
      throw e;
    }
    return new MongoServers(config.withBatchSize(1), List.copyOf(servers), answering);
  }

  private static Server connect(MongoDbConfig config, int i, AnsweringServer answering)
      throws DBException {
    String name = config.nodeNames().get(i);
    MongoClientSettings settings = MongoClientSettings.builder()
        .applyConnectionString(new ConnectionString(config.urls().get(i)))
        .applyToClusterSettings(b -> b.serverSelectionTimeout(config.timeoutMillis(),
            TimeUnit.MILLISECONDS))
        .applyToSocketSettings(b -> b.connectTimeout((int) config.timeoutMillis(),
            TimeUnit.MILLISECONDS))
        .addCommandListener(answering)
        .build();
    MongoClient client = MongoClients.create(settings);
    try {
      MongoDatabase db = client.getDatabase(config.database())
          .withWriteConcern(config.writeConcern()).withReadPreference(config.readPreference());
      client.getDatabase("admin").runCommand(new BsonDocument("ping", new BsonInt32(1)));
      boolean mongos = client.getClusterDescription().getServerDescriptions().stream()
          .anyMatch(d -> d.getType() == ServerType.SHARD_ROUTER);
      if (config.shardSetup()) {
        if (mongos) {
          shardCollections(client, config);
        } else {
          RunOutcome.warn("mongodb.shard.setup: " + name + " is not a mongos; nothing sharded");
        }
      }
      boolean route = config.routing().equals("on") || config.routing().equals("auto") && mongos;
      ShardRouter router = route ? new ShardRouter(client.getDatabase("config"),
          config.database(), config.refreshMillis()) : null;
      return new Server(name, client, db, router);
    } catch (MongoException e) {
      client.close();
      throw new DBException("mongodb: cannot use server " + (i + 1) + " of " + config.servers()
          + " (" + name + "): " + oneLine(e), e);
    }
  }

  /** As the thesis did: sharding on, each collection on hashed {@code _id}. */
  private static void shardCollections(MongoClient client, MongoDbConfig config) {
    MongoDatabase admin = client.getDatabase("admin");
    admin.runCommand(new BsonDocument("enableSharding", new BsonString(config.database())));
    for (String c : config.shardCollections()) {
      admin.runCommand(new BsonDocument("shardCollection",
          new BsonString(config.database() + "." + c))
          .append("key", new BsonDocument("_id", new BsonString("hashed"))));
    }
  }

  /** The driver's message on one line. */
  static String oneLine(Exception e) {
    String m = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    return m.strip().replaceAll("\\s*\\R\\s*", " ");
  }
}
