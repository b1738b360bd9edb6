package org.ycsbbio.nr.workload;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import org.ycsbbio.core.api.InputProgress;
import org.ycsbbio.core.api.WritesTables;
import org.ycsbbio.core.api.YcsbBioException;
import org.ycsbbio.core.tracking.TrackingRuntime;
import org.ycsbbio.fasta.input.ClientShare;
import org.ycsbbio.fasta.input.InputFiles;
import org.ycsbbio.fasta.input.ShareProgress;
import org.ycsbbio.nr.index.IdIndex;
import org.ycsbbio.nr.index.IdIndexWriter;
import site.ycsb.DB;
import site.ycsb.Workload;
import site.ycsb.WorkloadException;

/**
 * The NR workload of the LBL study: FASTA sequence files (NCBI's non-redundant protein database,
 * or any protein or nucleotide FASTA) as records of id, description (unless
 * {@code nr.description=false}), sequence and CRC-64, then
 * read-only random reads. The load phase ({@code bin/ycsb load <db> -P workloads/nr}) streams
 * every file of the client's share of {@code nr.files} through the parser, each YCSB thread on
 * its own file, one insert per sequence, and writes the loaded ids to an on-disk index. The run
 * phase reads uniformly random loaded sequences through that index, plus a share
 * ({@code nr.missingproportion}) of reads of keys that do not exist, loaded ids made missing
 * ({@link org.ycsbbio.core.api.MissingKeys}), which the tracker reports as {@code READ-MISSING}. The load ends when the input does; YCSB's
 * {@code recordcount} is only an upper bound, so the load publishes its {@link InputProgress}
 * (files and bytes of the client's share) for the status line's ETA.
 *
 * <p>Damaged input stops the load (exit status 1) after one line naming file and line; records
 * before the damage stay loaded and indexed. YCSB's thread never sees an exception (it would
 * exit the JVM). Settings: {@link NrConfig}. Thread-safe as YCSB requires: shared state is the
 * file share and the index writer, both thread-safe.
 */
public final class NrWorkload extends Workload implements WritesTables {
  private NrConfig config;
  private ClientShare share;
  private IdIndexWriter indexWriter;
  private InputProgress progress;
  private final List<NrLoader> loaders = new ArrayList<>();
  private IdIndex index;

  @Override
  public void init(Properties p) throws WorkloadException {
    try {
      config = NrConfig.from(p);
      if (Boolean.parseBoolean(p.getProperty("dotransactions", "true"))) {
        index = IdIndex.open(config.index(), "nr.index");
        if (index.count() == 0) {
          throw new WorkloadException("nr.index=" + config.index()
              + ": the load phase loaded no sequence; nothing to read");
        }
      } else {
        share = new ClientShare(new InputFiles("nr.files", config.files()), config.clientIndex(),
            config.clientCount());
        indexWriter = new IdIndexWriter(config.index());
        progress = ShareProgress.start("nr.files", config.files(), config.clientIndex(),
            config.clientCount());
      }
    } catch (YcsbBioException | IOException e) {
      throw new WorkloadException(e.getMessage(), e);
    }
  }

  /** The one table of the records ({@code nr.table}). */
  @Override
  public List<String> tablesWritten(Properties p) {
    return List.of(NrConfig.from(p).table());
  }

  @Override
  public Object initThread(Properties p, int threadId, int threadCount) {
    if (index != null) {
      return new NrRunner(config, index);
    }
    NrLoader loader = new NrLoader(config, share, indexWriter.newBatch(), progress.reader());
    synchronized (loaders) {
      loaders.add(loader);
    }
    return loader;
  }

  @Override
  public boolean doInsert(DB db, Object threadState) {
    try {
      return ((NrLoader) threadState).insertNext(db);
    } catch (IOException | RuntimeException e) {
      TrackingRuntime.log().fail(e instanceof YcsbBioException ? e.getMessage()
          : "NR load failed: " + e);
      requestStop();
      return false;
    }
  }

  @Override
  public boolean doTransaction(DB db, Object threadState) {
    ((NrRunner) threadState).next(db);
    return true;
  }

  /** Load: closes every loader's file, writes the ids they hold, closes the index. Run: closes it. */
  @Override
  public void cleanup() throws WorkloadException {
    if (progress != null) {
      progress.close();
    }
    try {
      if (indexWriter != null) {
        try {
          synchronized (loaders) {
            for (NrLoader l : loaders) {
              l.endFile();
            }
          }
        } finally {
          indexWriter.close();
        }
      }
      if (index != null) {
        index.close();
      }
    } catch (IOException e) {
      throw new WorkloadException("cannot write or close the id index " + config.index() + ": "
          + e.getMessage(), e);
    }
  }
}
