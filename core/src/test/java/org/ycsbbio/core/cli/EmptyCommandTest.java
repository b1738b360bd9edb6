package org.ycsbbio.core.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.core.api.EmptiesTables;
import org.ycsbbio.core.api.Home;
import org.ycsbbio.core.api.WritesTables;
import org.ycsbbio.core.api.YcsbBioException;
import site.ycsb.BasicDB;
import site.ycsb.DBException;
import site.ycsb.Workload;
import site.ycsb.workloads.CoreWorkload;

/** {@code bin/ycsb empty}: which tables, which bindings, and what a failure looks like. */
class EmptyCommandTest {
  @TempDir
  Path dir;

  /**
   * A binding that can empty its tables: appends {@code init}, {@code empty <tables>} and
   * {@code cleanup} to the file {@code test.log}; fails emptying with {@code test.fail}.
   */
  public static final class Emptiable extends BasicDB implements EmptiesTables {
    private void log(String line) {
      try {
        Files.writeString(Path.of(getProperties().getProperty("test.log")), line + "\n",
            java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.APPEND);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }

    @Override
    public void init() {
      log("init");
    }

    @Override
    public void emptyTables(List<String> tables) throws DBException {
      if (getProperties().getProperty("test.fail") != null) {
        throw new DBException("node2: cannot truncate " + tables.get(0));
      }
      log("empty " + tables);
    }

    @Override
    public void cleanup() {
      log("cleanup");
    }
  }

  /** A workload of its own kind, not a CoreWorkload, that does nothing. */
  public abstract static class OwnKind extends Workload {
    @Override
    public boolean doInsert(site.ycsb.DB db, Object state) {
      return false;
    }

    @Override
    public boolean doTransaction(site.ycsb.DB db, Object state) {
      return false;
    }
  }

  /** A workload of its own kind that names its tables (one twice). */
  public static final class Named extends OwnKind implements WritesTables {
    @Override
    public List<String> tablesWritten(Properties props) {
      return List.of("a", props.getProperty("named.b", "b"), "a");
    }
  }

  /** A workload of its own kind that does not say which tables it writes. */
  public static final class Silent extends OwnKind {
  }

  private Home home() {
    return new Home(dir, Map.of("emptiable", Emptiable.class.getName(),
        "basic", BasicDB.class.getName()));
  }

  private static Properties props(String... kv) {
    Properties p = new Properties();
    for (int i = 0; i < kv.length; i += 2) {
      p.setProperty(kv[i], kv[i + 1]);
    }
    return p;
  }

  @Test
  void aCoreWorkloadWritesYcsbsTableAnotherNamesItsOwn() {
    String core = CoreWorkload.class.getName();
    assertEquals(List.of("usertable"), LoadTables.of(props("workload", core), ""));
    assertEquals(List.of("t1"), LoadTables.of(props("workload", core, "table", "t1"), ""));
    assertEquals(List.of("a", "c"),
        LoadTables.of(props("workload", Named.class.getName(), "named.b", "c"), ""));
    String silent = assertThrows(ConfigException.class,
        () -> LoadTables.of(props("workload", Silent.class.getName()), "; give X")).getMessage();
    assertEquals("workload " + Silent.class.getName() + " does not say which tables its load "
        + "writes (org.ycsbbio.core.api.WritesTables); give X", silent);
  }

  @Test
  void emptiesTheWorkloadsTablesBetweenInitAndCleanup() throws Exception {
    Path log = dir.resolve("log");
    assertEquals(0, new EmptyCommand().run(List.of("emptiable", "-p",
        "workload=" + CoreWorkload.class.getName(), "-p", "table=t1", "-p", "test.log=" + log),
        home()));
    assertEquals(List.of("init", "empty [t1]", "cleanup"), Files.readAllLines(log));
  }

  @Test
  void aBindingThatCannotEmptyOrAFailureIsOneLine() throws Exception {
    String workload = "workload=" + CoreWorkload.class.getName();
    String cannot = assertThrows(ConfigException.class, () -> new EmptyCommand().run(
        List.of("basic", "-p", workload), home())).getMessage();
    assertEquals("binding basic cannot empty its tables (site.ycsb.BasicDB does not implement "
        + "org.ycsbbio.core.api.EmptiesTables); nothing emptied", cannot);
    Path log = dir.resolve("log");
    String failed = assertThrows(YcsbBioException.class, () -> new EmptyCommand().run(
        List.of("emptiable", "-p", workload, "-p", "test.log=" + log, "-p", "test.fail=yes"),
        home())).getMessage();
    assertEquals("empty: node2: cannot truncate usertable", failed);
    assertEquals(List.of("init", "cleanup"), Files.readAllLines(log),
        "cleaned up after the failure");
    assertFalse(failed.contains("\n"));
    assertTrue(assertThrows(org.ycsbbio.core.api.UsageException.class,
        () -> new EmptyCommand().run(List.of("-P", "w"), home())).getMessage()
        .startsWith("empty: no binding given"));
  }
}
