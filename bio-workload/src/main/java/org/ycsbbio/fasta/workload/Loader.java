package org.ycsbbio.fasta.workload;

import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.util.Map;
import net.jcip.annotations.NotThreadSafe;
import org.ycsbbio.core.WorkloadParseException;
import org.ycsbbio.core.api.InputProgress;
import org.ycsbbio.fasta.input.ClientShare;
import org.ycsbbio.fasta.input.InputFile;
import org.ycsbbio.fasta.keys.KeyIndexWriter;
import org.ycsbbio.fasta.keys.KeyScheme;
import org.ycsbbio.fasta.keys.RecordType;
import org.ycsbbio.fasta.m10.M10Event;
import org.ycsbbio.fasta.m10.M10FormatException;
import org.ycsbbio.fasta.m10.M10Hsp;
import org.ycsbbio.fasta.m10.M10Query;
import org.ycsbbio.fasta.m10.M10Reader;
import site.ycsb.ByteIterator;
import site.ycsb.DB;

/**
 * The load phase of one YCSB thread: takes files from the client's share, streams each through
 * the parser and turns every query into a task insert and every alignment into rna, gs and align
 * inserts, one insert per YCSB operation. Memory is one parser buffer and at most three pending
 * records. Each finished query is added to the key index; bytes read, records inserted and files
 * finished are counted into the thread's {@link InputProgress.Reader}. Confined to its thread.
 */
@NotThreadSafe
final class Loader {
  private final FastaConfig config;
  private final ClientShare share;
  private final KeyIndexWriter index;
  private final InputProgress.Reader counts;
  private final RecordEncoder encoder = new RecordEncoder();
  private final String[] pendingTable = new String[3];
  private final String[] pendingKey = new String[3];
  @SuppressWarnings("unchecked")
  private final Map<String, ByteIterator>[] pendingValues = new Map[3];
  private int pendingNext;
  private int pendingCount;

  private M10Reader reader;
  private InputFile file;
  private int query = -1;
  private int alignments;
  private String taskKey;
  /** Records of the current file so far: the number of the next one's {@code t}, less one. */
  private long documents;

  Loader(FastaConfig config, ClientShare share, KeyIndexWriter index,
      InputProgress.Reader counts) {
    this.config = config;
    this.share = share;
    this.index = index;
    this.counts = counts;
  }

  /**
   * Inserts the next record into {@code db}.
   *
   * @return false when this thread has nothing left to load
   * @throws WorkloadParseException when an input file is damaged (naming file and line)
   */
  boolean insertNext(DB db) throws IOException {
    if (pendingNext == pendingCount && !fill()) {
      return false;
    }
    int i = pendingNext++;
    db.insert(pendingTable[i], pendingKey[i], pendingValues[i]);
    pendingValues[i] = null;
    counts.record();
    return true;
  }

  /** Parses until the next records are pending; false when no file is left. */
  private boolean fill() throws IOException {
    pendingNext = 0;
    pendingCount = 0;
    while (true) {
      if (reader == null && !openNext()) {
        return false;
      }
      M10Event event;
      try {
        event = reader.next();
      } catch (M10FormatException e) {
        endFile();
        throw e;
      }
      switch (event) {
        case QUERY -> {
          endQuery();
          M10Query q = reader.query();
          query = q.queryIndex();
          alignments = 0;
          taskKey = KeyScheme.task(file.ordinal(), query);
          add(RecordType.TASK, taskKey, encoder.task(q, file.path().toString(), file.ordinal(),
              ++documents));
          return true;
        }
        case HSP -> {
          M10Hsp h = reader.hsp();
          String key = KeyScheme.alignment(file.ordinal(), query, ++alignments);
          long f = file.ordinal();
          add(RecordType.RNA, key, encoder.rna(h, f, ++documents));
          add(RecordType.GS, key, encoder.gs(h, f, ++documents));
          add(RecordType.ALIGN, key, encoder.align(h, taskKey, key, f, ++documents));
          return true;
        }
        case END -> endFile();
        default -> throw new IllegalStateException("unexpected parser event " + event);
      }
    }
  }

  private boolean openNext() throws IOException {
    file = share.next();
    if (file == null) {
      return false;
    }
    try {
      reader = M10Reader.open(file.path(), counts.count(file.open()));
    } catch (NoSuchFileException e) {
      throw new WorkloadParseException(file.path().toString(), 0, "no such file", e);
    } catch (IOException e) {
      throw new WorkloadParseException(file.path().toString(), 0, "cannot read: " + e, e);
    }
    query = -1;
    documents = 0;
    return true;
  }

  private void add(RecordType type, String key, Map<String, ByteIterator> values) {
    pendingTable[pendingCount] = config.table(type);
    pendingKey[pendingCount] = key;
    pendingValues[pendingCount++] = values;
  }

  private void endQuery() throws IOException {
    if (query > 0) {
      index.add(file.ordinal(), query, alignments);
      query = -1;
    }
  }

  /** Ends the current file: its last query goes to the index, the reader is closed. */
  void endFile() throws IOException {
    endQuery();
    if (reader != null) {
      M10Reader r = reader;
      reader = null;
      counts.fileDone();
      r.close();
    }
  }
}
