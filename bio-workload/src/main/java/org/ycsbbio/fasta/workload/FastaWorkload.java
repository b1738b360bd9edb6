package org.ycsbbio.fasta.workload;

import java.io.IOException;
import java.util.List;
import java.util.Properties;
import org.ycsbbio.core.WorkloadParseException;
import org.ycsbbio.core.api.InputProgress;
import org.ycsbbio.core.api.WritesTables;
import org.ycsbbio.core.api.YcsbBioException;
import org.ycsbbio.core.tracking.TrackingRuntime;
import org.ycsbbio.fasta.input.ClientShare;
import org.ycsbbio.fasta.input.InputFiles;
import org.ycsbbio.fasta.input.ShareProgress;
import org.ycsbbio.fasta.keys.KeyIndex;
import org.ycsbbio.fasta.keys.KeyIndexWriter;
import site.ycsb.DB;
import site.ycsb.Workload;
import site.ycsb.WorkloadException;

/**
 * SSEARCH ({@code ssearch36 -m 10}) results as YCSB operations. The load phase
 * ({@code bin/ycsb load <db> -P workloads/fasta}) streams every file of {@code fasta.files}
 * through the parser into four tables — task, rna, gs, align — one insert per YCSB operation,
 * each YCSB thread on its own file, with deterministic keys ({@code KeyScheme}) and a key index
 * on disk. The run phase reads random loaded records, scans a query's alignments, annotates and
 * inserts, in the proportions of {@link FastaConfig}. The load ends when the input does; YCSB's
 * {@code recordcount} is only an upper bound (YCSB needs a positive one), so the load publishes
 * its {@link InputProgress} (files and bytes of the client's share) for the status line's ETA.
 *
 * <p>Damaged input: with {@code fasta.onerror=fail} the run stops (exit status 1) after saying
 * which file and line and what was expected; records before the damage stay loaded. With
 * {@code skipfile} the rest of that file is skipped with a warning. Either way YCSB's thread is
 * never left with an exception (it would exit the JVM).
 */
public final class FastaWorkload extends Workload implements WritesTables {
  private FastaConfig config;
  private ClientShare share;
  private KeyIndexWriter indexWriter;
  private InputProgress progress;
  private KeyIndex index;

  @Override
  public void init(Properties p) throws WorkloadException {
    try {
      config = FastaConfig.from(p);
      if (Boolean.parseBoolean(p.getProperty("dotransactions", "true"))) {
        index = KeyIndex.open(config.index());
        if (index.alignments() == 0) {
          throw new WorkloadException("fasta.index=" + config.index()
              + ": the load phase loaded no alignment; nothing to read");
        }
      } else {
        share = new ClientShare(new InputFiles("fasta.files", config.files()), config.clientIndex(),
            config.clientCount());
        indexWriter = new KeyIndexWriter(config.index());
        progress = ShareProgress.start("fasta.files", config.files(), config.clientIndex(),
            config.clientCount());
      }
    } catch (YcsbBioException | IOException e) {
      throw new WorkloadException(e.getMessage(), e);
    }
  }

  /** The four record types' tables ({@code fasta.table.task|rna|gs|align}). */
  @Override
  public List<String> tablesWritten(Properties p) {
    return FastaConfig.from(p).tables();
  }

  @Override
  public Object initThread(Properties p, int threadId, int threadCount) {
    return index != null ? new Runner(config, index, threadId)
        : new Loader(config, share, indexWriter, progress.reader());
  }

  @Override
  public boolean doInsert(DB db, Object threadState) {
    Loader loader = (Loader) threadState;
    while (true) {
      try {
        return loader.insertNext(db);
      } catch (IOException | RuntimeException e) {
        if (!config.skipBadFiles() || !(e instanceof WorkloadParseException)) {
          TrackingRuntime.log().fail(message(e));
          requestStop();
          return false;
        }
        TrackingRuntime.log().warn(e.getMessage() + " (fasta.onerror=skipfile: rest of the file skipped)");
      }
    }
  }

  private static String message(Exception e) {
    return e instanceof YcsbBioException ? e.getMessage() : "FASTA load failed: " + e;
  }

  @Override
  public boolean doTransaction(DB db, Object threadState) {
    ((Runner) threadState).next(db);
    return true;
  }

  @Override
  public void cleanup() throws WorkloadException {
    if (progress != null) {
      progress.close();
    }
    if (indexWriter != null) {
      try {
        indexWriter.close();
      } catch (IOException e) {
        throw new WorkloadException("cannot close the key index " + config.index() + ": "
            + e.getMessage(), e);
      }
    }
  }
}
