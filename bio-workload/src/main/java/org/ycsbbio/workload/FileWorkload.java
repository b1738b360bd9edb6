package org.ycsbbio.workload;

import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.function.Function;
import net.jcip.annotations.GuardedBy;
import net.jcip.annotations.ThreadSafe;
import org.ycsbbio.core.api.ChecksSettings;
import org.ycsbbio.core.api.InputProgress;
import org.ycsbbio.core.api.RunLog;
import org.ycsbbio.core.api.WorkloadParseException;
import org.ycsbbio.core.api.WritesTables;
import org.ycsbbio.core.api.YcsbBioException;
import org.ycsbbio.workload.input.ClientShare;
import org.ycsbbio.workload.input.InputFiles;
import org.ycsbbio.workload.input.ShareProgress;
import site.ycsb.DB;
import site.ycsb.Workload;
import site.ycsb.WorkloadException;

/**
 * A YCSB workload whose load phase reads its records from input files and whose run phase reads
 * them back through an index the load wrote: what is the same for every such workload, so that a
 * workload adds only its format (a {@link FileInserter}), its index and its run-phase operations
 * (a {@link Runner}).
 *
 * <p>Load ({@code bin/ycsb load}): the client's share of the files setting
 * ({@link InputOptions}) is handed to the YCSB threads a file at a time, each thread streaming
 * its file through the workload's inserter, one insert per YCSB operation; what was loaded goes
 * to the index (written as the load goes, complete when it ends); the share's
 * {@link InputProgress} is published for the status line's progress and ETA. The load ends when
 * the input does: YCSB's {@code recordcount} is only an upper bound. Damaged input stops the
 * run after one line naming file and line (exit status 1; records before the damage stay loaded
 * and indexed), or with {@link OnError#SKIPFILE} is a warning and the next file. YCSB's thread
 * never sees an exception (it would exit the JVM).
 *
 * <p>Run ({@code bin/ycsb run}): the index is opened (one that holds nothing is an error naming
 * it) and each YCSB thread gets the workload's {@link Runner}; the index is closed with the run.
 *
 * <p>Settings are read once, in {@code init()}, and checked before the run by {@code bin/ycsb}
 * ({@link ChecksSettings}). Thread-safe as YCSB requires: {@code init} and {@code cleanup} run on
 * YCSB's main thread, the rest on its client threads, which share the file share and the index
 * writer (both thread-safe) and register their loaders under a lock.
 *
 * @param <C> the workload's settings
 * @param <W> the index writer the load's threads share
 * @param <I> the index the run phase reads
 */
@ThreadSafe
public abstract class FileWorkload<C extends FileWorkloadConfig, W extends Closeable,
    I extends LoadIndex> extends Workload implements WritesTables, ChecksSettings {
  /** Creates (or replaces) the index a load writes at a path. */
  @FunctionalInterface
  protected interface IndexCreator<W> {
    W create(Path file) throws IOException;
  }

  private final InputOptions inputOptions;
  private final String name;
  private final String loadedUnit;
  private final Function<Properties, C> settings;
  private final IndexCreator<W> createIndex;
  private final Function<Path, I> openIndex;
  @GuardedBy("loaders")
  private final List<FileLoader> loaders = new ArrayList<>();
  private C config;
  private ClientShare share;
  private W indexWriter;
  private InputProgress progress;
  private I index;

  /**
   * @param inputOptions the workload's input settings
   * @param name what the workload's failure lines call it, e.g. {@code NR}
   * @param loadedUnit what a run needs at least one of in the index, e.g. {@code sequence}
   * @param settings reads and checks every setting of the workload, rejecting unknown keys under
   *     its prefix (a {@link org.ycsbbio.core.api.ConfigException} names the key)
   * @param createIndex creates the index the load writes
   * @param openIndex opens the index a load wrote, for the run (a
   *     {@link org.ycsbbio.core.api.ConfigException} names the setting and the file when it is
   *     missing or no such index)
   */
  protected FileWorkload(InputOptions inputOptions, String name, String loadedUnit,
      Function<Properties, C> settings, IndexCreator<W> createIndex, Function<Path, I> openIndex) {
    this.inputOptions = inputOptions;
    this.name = name;
    this.loadedUnit = loadedUnit;
    this.settings = settings;
    this.createIndex = createIndex;
    this.openIndex = openIndex;
  }

  /** The format's half of a new loading thread, adding to {@code index}. */
  protected abstract FileInserter newInserter(C settings, W index);

  /** The run phase of YCSB thread {@code thread} (0-based), drawing keys from {@code index}. */
  protected abstract Runner newRunner(C settings, I index, int thread);

  /** Checks the settings as {@code init()} reads them, opening nothing. */
  @Override
  public final void validate(Properties props) {
    settings.apply(props);
  }

  /** The tables the load writes ({@link FileWorkloadConfig#tables}). */
  @Override
  public final List<String> tablesWritten(Properties props) {
    return settings.apply(props).tables();
  }

  @Override
  public final void init(Properties p) throws WorkloadException {
    try {
      config = settings.apply(p);
      InputSettings input = config.input();
      if (Boolean.parseBoolean(p.getProperty("dotransactions", "true"))) {
        index = openIndex.apply(input.index());
        if (index.isEmpty()) {
          index.close();
          index = null;
          throw new WorkloadException(inputOptions.index().key() + "=" + input.index()
              + ": the load phase loaded no " + loadedUnit + "; nothing to read");
        }
      } else {
        String files = inputOptions.files().key();
        share = new ClientShare(new InputFiles(files, input.files()), input.clientIndex(),
            input.clientCount());
        indexWriter = createIndex.create(input.index());
        progress = ShareProgress.start(files, input.files(), input.clientIndex(),
            input.clientCount());
      }
    } catch (YcsbBioException | IOException e) {
      throw new WorkloadException(e.getMessage(), e);
    }
  }

  @Override
  public final Object initThread(Properties p, int threadId, int threadCount) {
    if (index != null) {
      return newRunner(config, index, threadId);
    }
    FileLoader loader = new FileLoader(share, progress.reader(),
        newInserter(config, indexWriter));
    synchronized (loaders) {
      loaders.add(loader);
    }
    return loader;
  }

  @Override
  public final boolean doInsert(DB db, Object threadState) {
    FileLoader loader = (FileLoader) threadState;
    while (true) {
      try {
        return loader.insertNext(db);
      } catch (IOException | RuntimeException e) {
        if (config.onError() == OnError.FAIL || !(e instanceof WorkloadParseException)) {
          RunLog.current().fail(e instanceof YcsbBioException ? e.getMessage()
              : name + " load failed: " + e, e);
          requestStop();
          return false;
        }
        RunLog.current().warn(e.getMessage() + " (" + inputOptions.onError().key()
            + "=skipfile: rest of the file skipped)");
      }
    }
  }

  @Override
  public final boolean doTransaction(DB db, Object threadState) {
    ((Runner) threadState).next(db);
    return true;
  }

  /**
   * Load: ends every loader's open file (what it loaded goes to the index), then closes the
   * index writer; run: closes the index. The input progress is closed either way.
   */
  @Override
  public final void cleanup() throws WorkloadException {
    if (progress != null) {
      progress.close();
    }
    try {
      if (indexWriter != null) {
        try {
          endFiles();
        } finally {
          indexWriter.close();
        }
      }
      if (index != null) {
        index.close();
      }
    } catch (IOException e) {
      throw new WorkloadException(inputOptions.index().key() + "=" + config.input().index()
          + ": cannot write or close the index: " + e.getMessage(), e);
    }
  }

  /** Ends every loader's file, all of them even when one fails; throws the first failure. */
  private void endFiles() throws IOException {
    IOException first = null;
    synchronized (loaders) {
      for (FileLoader l : loaders) {
        try {
          l.endFile();
        } catch (IOException e) {
          if (first == null) {
            first = e;
          }
        }
      }
    }
    if (first != null) {
      throw first;
    }
  }
}
