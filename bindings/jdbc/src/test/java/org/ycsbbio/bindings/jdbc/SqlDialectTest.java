package org.ycsbbio.bindings.jdbc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.sql.Connection;
import java.sql.DriverManager;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Identifier quoting and the SQL text of each statement. */
class SqlDialectTest {
  private final SqlDialect mariadb = new SqlDialect("`", "LONGTEXT", "", false);
  private final SqlDialect standard = new SqlDialect("\"", "TEXT", "", true);

  @Test
  void quotesEveryIdentifierAndDoublesEmbeddedQuotes() {
    assertEquals("`pg_open-ext`", mariadb.quote("pg_open-ext"));
    assertEquals("\"pg_open-ext\"", standard.quote("pg_open-ext"));
    assertEquals("`a``b`", mariadb.quote("a`b"));
    assertEquals("\"a\"\"b\"", standard.quote("a\"b"));
    assertEquals("`select`", mariadb.quote("select"));
  }

  @Test
  void withoutQuotingOnlyPlainIdentifiersAreAccepted() {
    SqlDialect none = new SqlDialect(" ", "TEXT", "", true);
    assertEquals("field0", none.quote("field0"));
    assertThrows(IllegalArgumentException.class, () -> none.quote("pg_open-ext"));
  }

  @Test
  void buildsEachStatement() {
    List<String> f = List.of("field0", "pg_open-ext");
    assertEquals("SELECT * FROM `usertable` WHERE `YCSB_KEY` = ?", mariadb.read("usertable", null));
    assertEquals("SELECT `YCSB_KEY`, `field0`, `pg_open-ext` FROM `t` WHERE `YCSB_KEY` = ?",
        mariadb.read("t", f));
    assertEquals("SELECT * FROM \"t\" WHERE \"YCSB_KEY\" >= ? ORDER BY \"YCSB_KEY\" LIMIT ?",
        standard.scan("t", null));
    assertEquals("INSERT INTO `t` (`YCSB_KEY`, `field0`, `pg_open-ext`) VALUES (?, ?, ?)",
        mariadb.insert("t", f));
    assertEquals("UPDATE `t` SET `field0` = ?, `pg_open-ext` = ? WHERE `YCSB_KEY` = ?",
        mariadb.update("t", f));
    assertEquals("DELETE FROM \"t\" WHERE \"YCSB_KEY\" = ?", standard.delete("t"));
    assertEquals("CREATE TABLE IF NOT EXISTS `t` (`YCSB_KEY` VARCHAR(255) NOT NULL PRIMARY KEY, "
        + "`field0` LONGTEXT, `pg_open-ext` LONGTEXT)", mariadb.createTable("t", f));
    assertEquals("ALTER TABLE \"t\" ADD COLUMN \"pg_open-ext\" TEXT",
        standard.addColumn("t", "pg_open-ext"));
  }

  @Test
  void takesTheQuoteStringFromTheDriver() throws Exception {
    try (Connection c = DriverManager.getConnection("jdbc:h2:mem:dialect")) {
      SqlDialect h2 = SqlDialect.of(c.getMetaData(), null);
      assertEquals("\"pg_open-ext\"", h2.quote("pg_open-ext"));
      assertEquals("ALTER TABLE \"t\" ADD COLUMN \"x\" VARCHAR", h2.addColumn("t", "x"));
      SqlDialect typed = SqlDialect.of(c.getMetaData(), "CLOB");
      assertEquals("ALTER TABLE \"t\" ADD COLUMN \"x\" CLOB", typed.addColumn("t", "x"));
    }
  }
}
