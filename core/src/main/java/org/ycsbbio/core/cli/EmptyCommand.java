package org.ycsbbio.core.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import org.ycsbbio.core.api.BindingContext;
import org.ycsbbio.core.api.Command;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.core.api.EmptiesTables;
import org.ycsbbio.core.api.Home;
import org.ycsbbio.core.api.NodeAwareDB;
import org.ycsbbio.core.api.UsageException;
import org.ycsbbio.core.api.YcsbBioException;
import site.ycsb.DB;
import site.ycsb.DBException;

/**
 * {@code bin/ycsb empty BINDING -P WORKLOAD [-P file] [-p key=value]...}: removes every record of
 * the tables the workload's load writes ({@link LoadTables}) on every node, through the binding's
 * {@link EmptiesTables}, with the same settings a load would get; so a load can start again from
 * an empty database. A load-phase sweep runs it before every step; {@code benchmark.yml} from the
 * first client. Stateless.
 */
public final class EmptyCommand implements Command {
  static final String USAGE = "usage: ycsb empty BINDING -P WORKLOAD [-P file] [-p key=value]...";

  @Override
  public String name() {
    return "empty";
  }

  @Override
  public String summary() {
    return "BINDING -P WORKLOAD [-p key=value]...: remove every record of the workload's tables";
  }

  @Override
  public int run(List<String> args, Home home) throws Exception {
    if (args.isEmpty() || args.get(0).startsWith("-")) {
      throw new UsageException("empty: no binding given (" + USAGE + ")");
    }
    List<String> load = new ArrayList<>(List.of("load"));
    load.addAll(args);
    YcsbArgs ycsb = YcsbArgs.parse(load);
    ClientLaunch.clientArgs(ycsb, home);
    Properties props = ycsb.properties();
    List<String> tables = LoadTables.of(props, "; nothing emptied");
    DB db = binding(home, ycsb.binding(), "; nothing emptied");
    db.setProperties(props);
    try (BindingContext context = BindingContext.standalone(System.err)) {
      if (db instanceof NodeAwareDB aware) {
        aware.useContext(context);
      }
      empty(db, tables);
      if (!context.log().failures().isEmpty()) {
        throw new YcsbBioException("empty: " + context.log().failures().get(0));
      }
    }
    System.out.println("empty: " + ycsb.binding() + ": emptied " + String.join(", ", tables));
    return 0;
  }

  /**
   * A new instance of binding {@code name}, which must be able to empty its tables.
   *
   * @throws ConfigException when it cannot ({@code refusal} is appended: what to do instead)
   */
  public static DB binding(Home home, String name, String refusal) {
    String cls = home.bindingClass(name);
    Object db;
    try {
      db = Class.forName(cls).getDeclaredConstructor().newInstance();
    } catch (ReflectiveOperationException | LinkageError e) {
      throw new ConfigException("binding class " + cls + " cannot be loaded: " + e, e);
    }
    if (!(db instanceof EmptiesTables) || !(db instanceof DB)) {
      throw new ConfigException("binding " + name + " cannot empty its tables ("
          + cls + " does not implement org.ycsbbio.core.api.EmptiesTables)" + refusal);
    }
    return (DB) db;
  }

  private static void empty(DB db, List<String> tables) {
    try {
      db.init();
    } catch (DBException e) {
      throw failed(e);
    }
    YcsbBioException failure = null;
    try {
      ((EmptiesTables) db).emptyTables(tables);
    } catch (DBException | RuntimeException e) {
      failure = failed(e);
    }
    try {
      db.cleanup();
    } catch (DBException | RuntimeException e) {
      if (failure == null) {
        failure = failed(e);
      }
    }
    if (failure != null) {
      throw failure;
    }
  }

  /** {@code empty: <the binding's message, on one line>}. */
  private static YcsbBioException failed(Exception e) {
    String why = e.getMessage() == null ? e.toString() : e.getMessage();
    return new YcsbBioException("empty: " + why.strip().replaceAll("\\s*\\R\\s*", " "), e);
  }
}
