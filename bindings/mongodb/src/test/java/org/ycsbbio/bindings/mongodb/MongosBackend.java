package org.ycsbbio.bindings.mongodb;

import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import de.bwaldvogel.mongo.bson.Document;
import io.netty.channel.Channel;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * An in-memory wire-protocol server that answers the handshake as a {@code mongos} does
 * ({@code msg: "isdbgrid"}, so the driver reports {@code SHARD_ROUTER}) and records the sharding
 * commands it receives, answering each {@code ok: 1}. Whatever else a {@code mongos} would do
 * (splitting, routing, writing {@code config.*}) it does not. Thread-safe: commands arrive on
 * server threads.
 */
final class MongosBackend extends MemoryBackend {
  /**
   * One sharding command as received.
   *
   * @param name {@code enableSharding} or {@code shardCollection}
   * @param target the database or {@code database.collection}
   * @param key the shard key pattern ({@code {_id: "hashed"}}, {@code {t: 1}}), null for none
   */
  record Command(String name, String target, Map<String, Object> key) {
  }

  final List<Command> commands = new CopyOnWriteArrayList<>();

  @Override
  public Document handleCommand(Channel channel, String database, String command,
      Document query) {
    switch (command.toLowerCase(Locale.ROOT)) {
      case "hello", "ismaster" -> {
        Document answer = super.handleCommand(channel, database, command, query);
        answer.put("msg", "isdbgrid");
        return answer;
      }
      case "enablesharding", "shardcollection" -> {
        Object key = query.get("key");
        commands.add(new Command(command, String.valueOf(query.get(command)),
            key instanceof Document d ? Map.copyOf(d) : null));
        return new Document("ok", 1.0);
      }
      default -> {
        return super.handleCommand(channel, database, command, query);
      }
    }
  }
}
