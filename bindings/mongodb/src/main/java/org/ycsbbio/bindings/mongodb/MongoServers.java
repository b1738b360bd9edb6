package org.ycsbbio.bindings.mongodb;

import com.mongodb.ConnectionString;
import com.mongodb.MongoClientSettings;
import com.mongodb.MongoException;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import com.mongodb.connection.ServerType;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import net.jcip.annotations.ThreadSafe;
import org.bson.BsonBoolean;
import org.bson.BsonDocument;
import org.bson.BsonInt32;
import org.bson.BsonString;
import org.ycsbbio.core.api.BindingContext;
import org.ycsbbio.core.api.RunLog;
import site.ycsb.DBException;

/**
 * The connections of a run, shared by every client thread: one {@link MongoClient} (a pool) per
 * URL of {@code mongodb.url}, its database with the configured write concern and read
 * preference, and, when per-shard attribution applies, its {@link ShardRouter}. Opened once per
 * run through the binding context's {@code shared} ({@link #connect} also checks each server and
 * shards the collections when asked), closed with it. Thread-safe.
 */
@ThreadSafe
final class MongoServers implements AutoCloseable {
  /** One URL's server or cluster. */
  record Server(String fallbackNode, MongoClient client, MongoDatabase db, ShardRouter router) {
  }

  final List<Server> servers;
  final AnsweringServer answering;
  private MongoServers(List<Server> servers, AnsweringServer answering) {
    this.servers = servers;
    this.answering = answering;
  }

  /** Closes every connection and routing-table poller. */
  @Override
  public void close() {
    for (Server s : servers) {
      if (s.router() != null) {
        s.router().close();
      }
      s.client().close();
    }
  }

  /**
   * Connects to every server of {@code config} (batch size aside, the settings of the run);
   * warnings go to the run's log, the shards of routing tables to its node registry.
   *
   * @throws DBException naming the server that cannot be used; none stays open
   */
  static MongoServers connect(MongoDbConfig config, BindingContext run) throws DBException {
    AnsweringServer answering = new AnsweringServer();
    List<Server> servers = new ArrayList<>();
    try {
      for (int i = 0; i < config.servers(); i++) {
        servers.add(connect(config, i, answering, run));
      }
    } catch (DBException | RuntimeException e) {
      servers.forEach(s -> s.client().close());
      throw e;
    }
    return new MongoServers(List.copyOf(servers), answering);
  }

  private static Server connect(MongoDbConfig config, int i, AnsweringServer answering,
      BindingContext run) throws DBException {
    RunLog log = run.log();
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
          log.warn("mongodb.shard.setup: " + name + " is not a mongos; nothing sharded");
        }
      }
      boolean route = config.routing() == MongoDbConfig.Routing.ON
          || config.routing() == MongoDbConfig.Routing.AUTO && mongos;
      ShardRouter router = route ? new ShardRouter(client.getDatabase("config"),
          config.database(), config.refreshMillis(), log, run::allShards) : null;
      return new Server(name, client, db, router);
    } catch (DBException e) {
      client.close();
      throw e;
    } catch (MongoException e) {
      client.close();
      throw new DBException("mongodb: cannot use server " + (i + 1) + " of " + config.servers()
          + " (" + name + "): " + oneLine(e), e);
    }
  }

  /**
   * Sharding on, each collection sharded on the configured key (the thesis: hashed, on a field
   * other than {@code _id}, then on {@code _id}). A collection already sharded on that key is
   * left as it is.
   *
   * @throws DBException when a collection is already sharded on another key
   */
  private static void shardCollections(MongoClient client, MongoDbConfig config)
      throws DBException {
    MongoDatabase admin = client.getDatabase("admin");
    admin.runCommand(new BsonDocument("enableSharding", new BsonString(config.database())));
    ShardKeyPattern key = config.shardKey();
    for (String c : config.shardCollections()) {
      String ns = config.database() + "." + c;
      BsonDocument held = client.getDatabase("config").getCollection("collections",
          BsonDocument.class).find(Filters.eq("_id", ns)).first();
      if (held != null && !held.getBoolean("dropped", BsonBoolean.FALSE).getValue()) {
        if (!key.matches(held.get("key"))) {
          Object heldKey = held.isDocument("key") ? held.getDocument("key").toJson()
              : held.get("key");
          throw new DBException("mongodb.shard.key=" + key.kind() + (key.onId() ? ""
              : ", mongodb.shard.field=" + key.field()) + ": " + ns + " is already sharded on "
              + heldKey + "; drop it or choose that key");
        }
        continue;
      }
      admin.runCommand(new BsonDocument("shardCollection", new BsonString(ns))
          .append("key", key.document()));
    }
  }

  /** The driver's message on one line. */
  static String oneLine(Exception e) {
    String m = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    return m.strip().replaceAll("\\s*\\R\\s*", " ");
  }
}
