package org.ycsbbio.bindings.jdbc.quickstart;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import net.jcip.annotations.NotThreadSafe;
import org.h2.tools.Server;

/**
 * N in-memory H2 databases, each behind its own H2 TCP server on 127.0.0.1 — a real client/server
 * "sharded" cluster inside this JVM, reached over loopback exactly like remote database servers.
 */
@NotThreadSafe
final class EmbeddedH2Cluster implements AutoCloseable {
  private final List<Server> servers = new ArrayList<>();

  /** Starts {@code shards} servers on free loopback ports. */
  EmbeddedH2Cluster(int shards) throws SQLException {
    // H2 listens on every interface unless told otherwise; keep it on loopback
    System.setProperty("h2.bindAddress", "127.0.0.1");
    try {
      for (int i = 0; i < shards; i++) {
        servers.add(Server.createTcpServer("-tcpPort", "0", "-ifNotExists").start());
      }
    } catch (SQLException e) {
      close();
      throw e;
    }
  }

  /** The TCP port of shard {@code i} (0-based). */
  int port(int i) {
    return servers.get(i).getPort();
  }

  /** The JDBC URL of shard {@code i} reached through {@code port} (its own or a proxy's). */
  static String url(int port, int shard) {
    return "jdbc:h2:tcp://127.0.0.1:" + port + "/mem:quickstart-shard" + (shard + 1)
        + ";DB_CLOSE_DELAY=-1";
  }

  @Override
  public void close() {
    servers.forEach(Server::stop);
    servers.clear();
  }
}
