package org.ycsbbio.bench;

import com.datastax.driver.core.Cluster;
import com.datastax.driver.core.Session;
import com.datastax.driver.core.exceptions.DriverException;

/**
 * Runs CQL statements, one per argument, in order, against one Cassandra contact point, and waits
 * for schema agreement after them: the schema set-up of {@code bench/peer-compare.sh} (each
 * client's table, dropped and created again before every run), with no {@code cqlsh} needed.
 *
 * <p>Usage: {@code CqlStatements HOST PORT STATEMENT...}. Prints nothing on success; the first
 * failing statement stops it with one line on stderr and exit status 1. Not thread-safe; run it
 * from {@code main}.
 */
public final class CqlStatements {
  private CqlStatements() {
  }

  /** Entry point; see the class comment. */
  public static void main(String[] args) {
    if (args.length < 3 || !args[1].matches("[0-9]{1,5}")) {
      System.err.println("usage: CqlStatements HOST PORT STATEMENT...");
      System.exit(2);
    }
    try (Cluster cluster = Cluster.builder().addContactPoint(args[0])
        .withPort(Integer.parseInt(args[1])).withoutJMXReporting().build();
         Session session = cluster.connect()) {
      for (int i = 2; i < args.length; i++) {
        session.execute(args[i]);
      }
      cluster.getMetadata().checkSchemaAgreement();
    } catch (DriverException e) {
      System.err.println("CqlStatements: " + args[0] + ":" + args[1] + ": " + e.getMessage());
      System.exit(1);
    }
  }
}
