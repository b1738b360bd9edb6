package org.ycsbbio.bindings.cassandra;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import org.ycsbbio.core.api.Command;
import org.ycsbbio.core.api.Home;
import org.ycsbbio.core.api.UsageException;

/**
 * {@code bin/ycsb cassandra-schema [-P FILE]... [-p KEY=VALUE]... TABLE...}: creates the
 * {@code cassandra} binding's keyspace and the named tables once, with the binding's own settings,
 * and waits until every node agrees on the schema. Run it from one machine before several clients
 * load in parallel: Cassandra before 5.1 can give a table that two coordinators create at the same
 * time two identities, after which statements through some nodes fail with "table does not
 * exist" (seen with two clients on a 3-node ring). The clients then run without
 * {@code cassandra.createschema}.
 */
public final class CassandraSchemaCommand implements Command {
  @Override
  public String name() {
    return "cassandra-schema";
  }

  @Override
  public String summary() {
    return "create the cassandra binding's keyspace and TABLEs once before parallel loads "
        + "(-p hosts=... [-P file] TABLE...)";
  }

  @Override
  public int run(List<String> args, Home home) throws Exception {
    Properties props = new Properties();
    List<String> tables = new ArrayList<>();
    for (int i = 0; i < args.size(); i++) {
      String arg = args.get(i);
      if (arg.equals("-P") || arg.equals("-p")) {
        if (i + 1 == args.size()) {
          throw new UsageException(name() + ": " + arg + " needs a value");
        }
        String value = args.get(++i);
        if (arg.equals("-P")) {
          load(Path.of(value), props);
        } else {
          int eq = value.indexOf('=');
          if (eq <= 0) {
            throw new UsageException(name() + ": -p " + value + ": expected KEY=VALUE");
          }
          props.setProperty(value.substring(0, eq), value.substring(eq + 1));
        }
      } else if (arg.startsWith("-")) {
        throw new UsageException(name() + ": unknown option " + arg);
      } else {
        tables.add(arg);
      }
    }
    if (tables.isEmpty()) {
      throw new UsageException(name() + ": name at least one TABLE");
    }
    props.setProperty("cassandra.createschema", "true");
    CassandraConfig config = CassandraConfig.from(props);
    try (SharedSession session = new SharedSession(config, null)) {
      tables.forEach(session.statements::of);
    }
    System.err.println(name() + ": keyspace " + config.keyspace() + " with tables " + tables
        + " ready on " + config.hosts());
    return 0;
  }

  private static void load(Path file, Properties into) {
    try (Reader r = Files.newBufferedReader(file)) {
      into.load(r);
    } catch (IOException e) {
      throw new UsageException("cannot read -P " + file + ": " + e.getMessage());
    }
  }
}
