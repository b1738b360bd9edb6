package org.ycsbbio.core.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.core.api.Home;

class HomeTest {
  @TempDir
  Path dir;

  private Home load(String registry) throws IOException {
    Files.createDirectories(dir.resolve("bindings"));
    Files.writeString(dir.resolve("bindings/bindings.properties"), registry);
    return Home.load(dir);
  }

  @Test
  void bindingsAndCommandsAreReadApart() throws IOException {
    Home home = load("# c\nsim=sim:a.SimClient\njdbc=jdbc:a.JdbcClient\ncommand.quickstart=jdbc\n");
    assertEquals(Map.of("sim", "a.SimClient", "jdbc", "a.JdbcClient"), home.bindings());
    assertEquals(Map.of("quickstart", "jdbc"), home.commandModules());
  }

  @Test
  void aCommandLineThatIsNotAModuleIsRefusedNamingTheRegistry() throws IOException {
    ConfigException e = assertThrows(ConfigException.class,
        () -> load("command.quickstart=jdbc:a.Quickstart\n"));
    assertTrue(e.getMessage().endsWith(
        "bindings.properties: command.quickstart=jdbc:a.Quickstart: expected a module name"),
        e.getMessage());
  }

  @Test
  void listShowsARegisteredCommandThatIsNotOnTheClasspath() throws IOException {
    Home home = load("sim=sim:a.SimClient\ncommand.quickstart=jdbc\n");
    assertTrue(ListCommand.describe(home, Map.of()).contains("  quickstart   (from bindings/jdbc)\n"));
  }

  @Test
  void workloadsAreTheTopLevelFilesAndTheStudyProfilesNotInputData() throws IOException {
    Home home = load("sim=sim:a.SimClient\n");
    for (String f : List.of("workloada", "fasta", "studies/altoros/workloada",
        "studies/ssearch/load", "ssearch-sample/q1.m10.gz")) {
      Files.createDirectories(dir.resolve("workloads").resolve(f).getParent());
      Files.writeString(dir.resolve("workloads").resolve(f), "x");
    }
    assertEquals(List.of("fasta", "studies/altoros/workloada", "studies/ssearch/load",
        "workloada"), home.workloads());
  }
}
