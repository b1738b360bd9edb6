package org.ycsbbio.workload;

import java.nio.file.Path;
import java.util.Objects;

/**
 * The input of a file workload as read by {@link InputOptions#read}: the files setting's value,
 * this client's share of it, and where the load writes the index the run phase reads. Immutable.
 *
 * @param files the files setting ({@code fasta.files}, {@code nr.files}): files, directories and
 *     globs, comma-separated
 * @param clientIndex this client, 0-based, below {@code clientCount}
 * @param clientCount number of client machines sharing the load
 * @param index the index file
 */
public record InputSettings(String files, int clientIndex, int clientCount, Path index) {
  public InputSettings {
    Objects.requireNonNull(files, "files");
    Objects.requireNonNull(index, "index");
    if (clientIndex < 0 || clientIndex >= clientCount) {
      throw new IllegalArgumentException("client " + clientIndex + " of " + clientCount);
    }
  }
}
