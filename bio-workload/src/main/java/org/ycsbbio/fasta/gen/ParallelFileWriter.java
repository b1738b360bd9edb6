package org.ycsbbio.fasta.gen;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Writes a numbered run of generated files into one directory on several threads (the calling
 * thread is one of them), each with its own {@link M10Generator}; threads take the next ordinal
 * when done, so the files are the same whatever the thread count. The first failure stops the
 * others after their current file. Stateless: {@link #write} is thread-safe.
 */
final class ParallelFileWriter {
  /**
   * What a run wrote.
   *
   * @param bytes   uncompressed bytes
   * @param written bytes on disk
   */
  record Totals(long queries, long bytes, long written, long alignments) {
  }

  private ParallelFileWriter() {
  }

  /**
   * Writes {@code dir/gen-NNNNN.m10[.gz]} for ordinals {@code first .. first + files - 1}.
   *
   * @throws IOException the first write error
   * @throws InterruptedException when interrupted while waiting for the other threads
   */
  static Totals write(M10GeneratorConfig config, Path dir, int first, int files, boolean gzip,
      int threads) throws IOException, InterruptedException {
    AtomicInteger next = new AtomicInteger();
    AtomicLong queries = new AtomicLong();
    AtomicLong bytes = new AtomicLong();
    AtomicLong written = new AtomicLong();
    AtomicLong alignments = new AtomicLong();
    AtomicReference<Exception> failure = new AtomicReference<>();
    Runnable worker = () -> {
      M10Generator generator = new M10Generator(config);
      int k;
      while (failure.get() == null && (k = next.getAndIncrement()) < files) {
        int ordinal = first + k;
        Path file = dir.resolve(M10Generator.fileName(ordinal, gzip));
        try {
          M10Generator.FileStats stats = generator.writeFile(file, ordinal);
          queries.addAndGet(stats.queries());
          bytes.addAndGet(stats.bytes());
          alignments.addAndGet(stats.alignments());
          written.addAndGet(Files.size(file));
        } catch (IOException | RuntimeException e) {
          failure.compareAndSet(null, e);
        }
      }
    };
    Thread[] helpers = new Thread[Math.min(threads, files) - 1];
    for (int t = 0; t < helpers.length; t++) {
      helpers[t] = new Thread(worker, "fasta-gen-" + (t + 1));
      helpers[t].start();
    }
    worker.run();
    for (Thread helper : helpers) {
      try {
        helper.join();
      } catch (InterruptedException e) {
        failure.compareAndSet(null, e);
        Thread.currentThread().interrupt();
      }
    }
    Exception e = failure.get();
    if (e instanceof IOException io) {
      throw io;
    } else if (e instanceof InterruptedException interrupted) {
      throw interrupted;
    } else if (e != null) {
      throw (RuntimeException) e;
    }
    return new Totals(queries.get(), bytes.get(), written.get(), alignments.get());
  }
}
