package org.ycsbbio.core.api;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;
import net.jcip.annotations.GuardedBy;
import net.jcip.annotations.NotThreadSafe;
import net.jcip.annotations.ThreadSafe;

/**
 * How far a load that reads its records from input files has come: files and bytes read of this
 * client's share, and records loaded. A workload whose load phase is driven by its input (the load
 * ends when the input does, so YCSB's operation count is only an upper bound) publishes one in
 * {@code init()} with {@link #start}; YCSB-Bio's status line ({@code -s}), the results
 * directory's {@code input-progress.csv} and {@code bin/ycsb sweep} then show input progress, the
 * record rate and an ETA from the input's size instead of YCSB's estimate from the operation
 * count. The totals come from {@link #total}, once known (a directory walk may take a while);
 * input whose size cannot be known (a pipe) gets progress without an ETA.
 *
 * <p>Cost: each loading thread counts into its own {@link Reader} with plain stores (no atomic
 * read-modify-write, no lock): one per record, one per buffer of bytes read, one per file.
 * Readers are summed only when someone asks ({@link #snapshot}, once a second or less).
 *
 * <pre>{@code
 * // Workload.init, load phase:
 * progress = InputProgress.start("fasta.files");
 * measureTotalsInBackground(files -> progress.total(fileCount, byteCount)); // -1: cannot know
 * // Workload.initThread: one reader per loading thread
 * InputProgress.Reader counts = progress.reader();
 * InputStream in = counts.count(Files.newInputStream(path)); // bytes as read (compressed, if gzip)
 * counts.record();                                             // after each record's insert
 * counts.fileDone();                                           // after each file
 * // Workload.cleanup:
 * progress.close();
 * }</pre>
 *
 * Thread-safe: {@link #total}, {@link #snapshot} and {@link #close} from any thread; each
 * {@link Reader} is written by one thread and read by any.
 */
@ThreadSafe
public final class InputProgress implements AutoCloseable {
  /** A total that is not known yet ({@link #total} not called). */
  public static final long NOT_YET_KNOWN = -2;
  /** A total that cannot be known in advance (a pipe among the inputs). */
  public static final long UNKNOWABLE = -1;

  @GuardedBy("InputProgress.class")
  private static InputProgress current;

  private final String input;
  private final long startNanos;
  private final CopyOnWriteArrayList<Reader> readers = new CopyOnWriteArrayList<>();
  private volatile long filesTotal = NOT_YET_KNOWN;
  private volatile long bytesTotal = NOT_YET_KNOWN;

  private InputProgress(String input, long startNanos) {
    this.input = Objects.requireNonNull(input, "input");
    this.startNanos = startNanos;
  }

  /**
   * The progress of this run's load through {@code input} (what the line calls it, e.g. the
   * files property {@code fasta.files}), starting now and published as {@link #current} in
   * place of any earlier one.
   */
  public static synchronized InputProgress start(String input) {
    current = new InputProgress(input, System.nanoTime());
    return current;
  }

  /** The progress a running load published, or null (no input-driven load, or it was closed). */
  public static synchronized InputProgress current() {
    return current;
  }

  /**
   * The load is over: {@link #current} no longer returns this progress. Those who hold it may
   * still read it. Idempotent.
   */
  @Override
  public void close() {
    synchronized (InputProgress.class) {
      if (current == this) {
        current = null;
      }
    }
  }

  /**
   * The size of this client's share of the input: {@code files} files of {@code bytes} bytes in
   * all (as stored: compressed files count their compressed size), or {@link #UNKNOWABLE} bytes
   * when some input's size cannot be known in advance (a pipe). Call once, when known.
   */
  public void total(long files, long bytes) {
    if (files < 0 || bytes < UNKNOWABLE) {
      throw new IllegalArgumentException("files " + files + ", bytes " + bytes);
    }
    bytesTotal = bytes;
    filesTotal = files;
  }

  /** A new counter for one loading thread. */
  public Reader reader() {
    Reader r = new Reader();
    readers.add(r);
    return r;
  }

  /** What the line calls the input ({@code fasta.files}). */
  public String input() {
    return input;
  }

  /** When the load started, {@code System.nanoTime()} scale. */
  public long startNanos() {
    return startNanos;
  }

  /** The counts now, summed over the readers. */
  public Snapshot snapshot(long nowNanos) {
    long filesTotalNow = filesTotal;
    long bytesTotalNow = bytesTotal;
    long files = 0;
    long bytes = 0;
    long records = 0;
    for (Reader r : readers) {
      files += r.files.getAcquire();
      bytes += r.bytes.getAcquire();
      records += r.records.getAcquire();
    }
    return new Snapshot(nowNanos, files, filesTotalNow, bytes, bytesTotalNow, records);
  }

  /**
   * The counts of an input-driven load at one instant.
   *
   * @param nanos when, {@code System.nanoTime()} scale
   * @param filesDone files read to their end
   * @param filesTotal files of this client's share, or {@link #NOT_YET_KNOWN}
   * @param bytesRead bytes read from the input files (compressed bytes for gzip)
   * @param bytesTotal bytes of this client's share, {@link #NOT_YET_KNOWN} or
   *     {@link #UNKNOWABLE}
   * @param records records loaded
   */
  public record Snapshot(long nanos, long filesDone, long filesTotal, long bytesRead,
      long bytesTotal, long records) {
    /** Whether the share's size is known, so an ETA can be given. */
    public boolean sized() {
      return bytesTotal >= 0;
    }
  }

  /**
   * The counts of one loading thread: written by that thread only (plain stores, published with
   * release semantics), read by any.
   */
  @NotThreadSafe
  public static final class Reader {
    private final AtomicLong files = new AtomicLong();
    private final AtomicLong bytes = new AtomicLong();
    private final AtomicLong records = new AtomicLong();

    private Reader() {
    }

    /** One more record loaded. */
    public void record() {
      records.setRelease(records.getPlain() + 1);
    }

    /** One more file read to its end. */
    public void fileDone() {
      files.setRelease(files.getPlain() + 1);
    }

    /**
     * {@code in}, counting the bytes read from it (read it on this reader's thread only); the
     * caller still owns and closes it (closing the returned stream closes {@code in}).
     */
    public InputStream count(InputStream in) {
      return new FilterInputStream(in) {
        @Override
        public int read() throws IOException {
          int b = super.read();
          if (b >= 0) {
            add(1);
          }
          return b;
        }

        @Override
        public int read(byte[] buf, int off, int len) throws IOException {
          int n = super.read(buf, off, len);
          if (n > 0) {
            add(n);
          }
          return n;
        }

        @Override
        public long skip(long n) throws IOException {
          long skipped = super.skip(n);
          add(skipped);
          return skipped;
        }

        @Override
        public boolean markSupported() {
          return false;
        }
      };
    }

    private void add(long n) {
      bytes.setRelease(bytes.getPlain() + n);
    }
  }
}
