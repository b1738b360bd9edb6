package org.ycsbbio.core.testing;

import java.nio.file.Path;

/** Where the repository's checkout lies, for tests that read its workloads or run its scripts. */
public final class RepositoryRoot {
  private RepositoryRoot() {
  }

  /** System property {@code ycsb.bio.home}, else {@code ../..} (a module under bindings/). */
  public static Path path() {
    return Path.of(System.getProperty("ycsb.bio.home", "../.."));
  }
}
