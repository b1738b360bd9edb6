package org.ycsbbio.core.cli;

/**
 * YCSB renamed its packages from {@code com.yahoo.ycsb} to {@code site.ycsb} in 0.14: a class name
 * from an older workload file or binding list ({@code com.yahoo.ycsb.workloads.CoreWorkload})
 * gets a hint naming the class as it is called now. Stateless.
 */
final class YcsbRename {
  private static final String OLD = "com.yahoo.ycsb.";
  private static final String NEW = "site.ycsb.";

  private YcsbRename() {
  }

  /**
   * For a class name under {@code com.yahoo.ycsb}, the text to append to the error that it
   * cannot be loaded, naming the {@code site.ycsb} class; else empty.
   */
  static String hint(String className) {
    String name = className.trim();
    if (!name.startsWith(OLD)) {
      return "";
    }
    return " (YCSB renamed its packages from com.yahoo.ycsb to site.ycsb in 0.14: use " + NEW
        + name.substring(OLD.length()) + ")";
  }
}
