package org.ycsbbio.bindings.jdbc;

import java.sql.DatabaseMetaData;
import java.sql.SQLException;
import java.util.List;
import java.util.Locale;
import java.util.StringJoiner;
import net.jcip.annotations.Immutable;

/**
 * The SQL text of every statement the binding runs, for one database product. Identifiers
 * (tables, columns such as {@code pg_open-ext}) are always quoted with the driver's
 * {@link DatabaseMetaData#getIdentifierQuoteString()} — backticks on MariaDB/MySQL, double quotes
 * on H2 and standard SQL — with embedded quote characters doubled, so any field name is safe.
 * The key column is {@value #KEY_COLUMN} {@code VARCHAR(255)}, the primary key; value columns
 * have one text type (see {@link JdbcConfig#columnType()}).
 */
@Immutable
public final class SqlDialect {
  /** Name of the primary-key column of every table. */
  public static final String KEY_COLUMN = "YCSB_KEY";

  private final String quote;
  private final String columnType;
  private final String tableOptions;
  private final boolean lockSchemaChanges;

  SqlDialect(String quote, String columnType, String tableOptions, boolean lockSchemaChanges) {
    this.quote = quote == null ? " " : quote.trim();
    this.columnType = columnType;
    this.tableOptions = tableOptions;
    this.lockSchemaChanges = lockSchemaChanges;
  }

  /** The dialect of the database behind {@code meta}; {@code columnType} null picks the default. */
  public static SqlDialect of(DatabaseMetaData meta, String columnType) throws SQLException {
    String product = meta.getDatabaseProductName().toLowerCase(Locale.ROOT);
    boolean mysql = product.contains("mariadb") || product.contains("mysql");
    String type = columnType != null ? columnType
        : mysql ? "LONGTEXT" : product.contains("h2") ? "VARCHAR" : "TEXT";
    // Binary collation: keys compare and sort by code point, as everywhere else.
    String options = mysql ? " DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin" : "";
    return new SqlDialect(meta.getIdentifierQuoteString(), type, options, !mysql);
  }

  /**
   * Whether this process must keep its own statements on a table away from its schema changes
   * of that table ({@link SchemaCache#useLock}). H2 needs it: its {@code ALTER TABLE} copies the
   * table, and rows other sessions wrote meanwhile were lost in our tests. MariaDB and MySQL do
   * not: their metadata locks make statements and {@code ALTER TABLE} wait for each other (which
   * they must anyway, since other client machines change the schema without this process's
   * lock), and a read lock taken by every operation of 8 threads cost ~6 % of the client's CPU
   * samples in a profiled load (docs/performance.md). Unknown products are locked.
   */
  public boolean lockSchemaChanges() {
    return lockSchemaChanges;
  }

  /** {@code name} as a quoted identifier. */
  public String quote(String name) {
    if (quote.isEmpty()) {
      // The driver supports no quoting: only plain identifiers can be used safely.
      if (!name.matches("[A-Za-z_][A-Za-z0-9_]*")) {
        throw new IllegalArgumentException("identifier '" + name + "' needs quoting, which this "
            + "database does not support");
      }
      return name;
    }
    return quote + name.replace(quote, quote + quote) + quote;
  }

  /** {@code SELECT * | key, f1, … FROM t WHERE key = ?}; {@code fields} null means all. */
  public String read(String table, List<String> fields) {
    return "SELECT " + columns(fields) + " FROM " + quote(table) + " WHERE " + quote(KEY_COLUMN)
        + " = ?";
  }

  /** Up to {@code ?} records with keys from {@code ?} on, in key order. */
  public String scan(String table, List<String> fields) {
    return "SELECT " + columns(fields) + " FROM " + quote(table) + " WHERE " + quote(KEY_COLUMN)
        + " >= ? ORDER BY " + quote(KEY_COLUMN) + " LIMIT ?";
  }

  /** {@code INSERT INTO t (key, f1, …) VALUES (?, ?, …)}. */
  public String insert(String table, List<String> fields) {
    StringJoiner cols = new StringJoiner(", ", "(", ")");
    StringJoiner marks = new StringJoiner(", ", "(", ")");
    cols.add(quote(KEY_COLUMN));
    marks.add("?");
    for (String f : fields) {
      cols.add(quote(f));
      marks.add("?");
    }
    return "INSERT INTO " + quote(table) + " " + cols + " VALUES " + marks;
  }

  /** {@code UPDATE t SET f1 = ?, … WHERE key = ?}. */
  public String update(String table, List<String> fields) {
    StringJoiner set = new StringJoiner(", ");
    for (String f : fields) {
      set.add(quote(f) + " = ?");
    }
    return "UPDATE " + quote(table) + " SET " + set + " WHERE " + quote(KEY_COLUMN) + " = ?";
  }

  /** {@code DELETE FROM t WHERE key = ?}. */
  public String delete(String table) {
    return "DELETE FROM " + quote(table) + " WHERE " + quote(KEY_COLUMN) + " = ?";
  }

  /** A table with the key column and {@code fields}, unless it exists. */
  public String createTable(String table, List<String> fields) {
    StringBuilder sql = new StringBuilder("CREATE TABLE IF NOT EXISTS ").append(quote(table))
        .append(" (").append(quote(KEY_COLUMN)).append(" VARCHAR(255) NOT NULL PRIMARY KEY");
    for (String f : fields) {
      sql.append(", ").append(quote(f)).append(' ').append(columnType);
    }
    return sql.append(')').append(tableOptions).toString();
  }

  /** Adds one value column. */
  public String addColumn(String table, String field) {
    return "ALTER TABLE " + quote(table) + " ADD COLUMN " + quote(field) + " " + columnType;
  }

  /** Removes every row, keeping the table's definition. */
  public String truncate(String table) {
    return "TRUNCATE TABLE " + quote(table);
  }

  /** A query that returns no row but the table's columns. */
  public String probe(String table) {
    return "SELECT * FROM " + quote(table) + " WHERE 1 = 0";
  }

  private String columns(List<String> fields) {
    if (fields == null) {
      return "*";
    }
    StringJoiner cols = new StringJoiner(", ");
    cols.add(quote(KEY_COLUMN));
    fields.forEach(f -> cols.add(quote(f)));
    return cols.toString();
  }
}
