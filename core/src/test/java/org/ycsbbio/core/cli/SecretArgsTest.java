package org.ycsbbio.core.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;

class SecretArgsTest {
  @Test
  void secretValuesLeaveTheCommandLineForAPrivateFile() throws Exception {
    List<String> out = SecretArgs.hide(List.of("-t", "-db", "X", "-P", "w", "-p", "db.user=u",
        "-p", "db.passwd=hunter2", "-p", "mongodb.password=x=y", "-threads", "2",
        "-p", "mongodb.url=mongodb://u:pw9@h:1/"));
    assertEquals(List.of("-t", "-db", "X", "-P", "w", "-p", "db.user=u", "-threads", "2", "-P"),
        out.subList(0, out.size() - 1));
    assertFalse(String.join(" ", out).contains("hunter2"));
    Path file = Path.of(out.get(out.size() - 1));
    assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
    Properties p = new Properties();
    try (Reader r = Files.newBufferedReader(file)) {
      p.load(r);
    }
    assertEquals("hunter2", p.getProperty("db.passwd"));
    assertEquals("x=y", p.getProperty("mongodb.password"));
    assertEquals("mongodb://u:pw9@h:1/", p.getProperty("mongodb.url"));
    assertFalse(String.join(" ", out).contains("pw9"));
  }

  @Test
  void aCommandLineWrittenDownKeepsEveryKeyButNoSecretValue() {
    assertEquals(List.of("jdbc", "-p", "db.passwd=<redacted>", "-p", "db.user=u",
        "--reset-command", "<redacted>", "-p", "mongodb.url=<redacted>", "-target", "10"),
        SecretArgs.redacted(List.of("jdbc", "-p", "db.passwd=hunter2", "-p", "db.user=u",
            "--reset-command", "mysql -phunter2 -e 'drop table t'", "-p",
            "mongodb.url=mongodb://u:pw9@h:1/", "-target", "10")));
  }

  @Test
  void withoutSecretsNothingChanges() {
    List<String> args = List.of("-load", "-db", "X", "-p", "recordcount=5");
    assertEquals(args, SecretArgs.hide(args));
  }
}
