package org.ycsbbio.fasta.workload;

import java.io.IOException;
import java.io.InputStream;
import java.util.Map;
import net.jcip.annotations.NotThreadSafe;
import org.ycsbbio.fasta.keys.KeyIndexWriter;
import org.ycsbbio.fasta.keys.KeyScheme;
import org.ycsbbio.fasta.keys.RecordType;
import org.ycsbbio.fasta.m10.M10Event;
import org.ycsbbio.fasta.m10.M10Hsp;
import org.ycsbbio.fasta.m10.M10Query;
import org.ycsbbio.fasta.m10.M10Reader;
import org.ycsbbio.workload.FileInserter;
import org.ycsbbio.workload.input.InputFile;
import site.ycsb.ByteIterator;
import site.ycsb.DB;

/**
 * The FASTA format of one loading thread: streams an {@code -m 10} file through the parser and
 * turns every query into a task insert and every alignment into rna, gs and align inserts, one
 * insert per call. Memory is one parser buffer and at most three pending records. A query goes to
 * the key index when it ends (the next query, the end of the file, damage, or the end of the
 * load), with the alignments whose three records were all inserted; a query whose task was never
 * inserted is left out. Confined to its thread.
 */
@NotThreadSafe
final class FastaInserter implements FileInserter {
  /** Table of each record type, by ordinal. */
  private final String[] tables = new String[RecordType.values().length];
  private final KeyIndexWriter index;
  private final RecordEncoder encoder = new RecordEncoder();
  private final RecordType[] pendingType = new RecordType[3];
  private final String[] pendingKey = new String[3];
  @SuppressWarnings("unchecked")
  private final Map<String, ByteIterator>[] pendingValues = new Map[3];
  private int pendingNext;
  private int pendingCount;

  private M10Reader reader;
  private InputFile file;
  private int query = -1;
  /** Alignments of the current query parsed so far: the ordinal of the last one's key. */
  private int alignments;
  /** Alignments of the current query whose records were all inserted. */
  private int loadedAlignments;
  private boolean taskLoaded;
  private String taskKey;
  /** Records of the current file so far: the number of the next one's {@code t}, less one. */
  private long documents;

  FastaInserter(FastaConfig config, KeyIndexWriter index) {
    for (RecordType t : RecordType.values()) {
      tables[t.ordinal()] = config.table(t);
    }
    this.index = index;
  }

  @Override
  public void open(InputFile file, InputStream in) throws IOException {
    reader = M10Reader.open(file.path(), in);
    this.file = file;
    query = -1;
    documents = 0;
    pendingNext = 0;
    pendingCount = 0;
  }

  @Override
  public boolean insertNext(DB db) throws IOException {
    if (pendingNext == pendingCount && !fill()) {
      return false;
    }
    int i = pendingNext++;
    RecordType type = pendingType[i];
    db.insert(tables[type.ordinal()], pendingKey[i], pendingValues[i]);
    pendingValues[i] = null;
    if (type == RecordType.ALIGN) {
      loadedAlignments++;
    } else if (type == RecordType.TASK) {
      taskLoaded = true;
    }
    return true;
  }

  /** Parses until the next records are pending; false at the end of the file. */
  private boolean fill() throws IOException {
    pendingNext = 0;
    pendingCount = 0;
    M10Event event = reader.next();
    switch (event) {
      case QUERY -> {
        endQuery();
        M10Query q = reader.query();
        query = q.queryIndex();
        alignments = 0;
        loadedAlignments = 0;
        taskLoaded = false;
        taskKey = KeyScheme.task(file.ordinal(), query);
        add(RecordType.TASK, taskKey, encoder.task(q, file.path().toString(), file.ordinal(),
            ++documents));
      }
      case HSP -> {
        M10Hsp h = reader.hsp();
        String key = KeyScheme.alignment(file.ordinal(), query, ++alignments);
        long f = file.ordinal();
        add(RecordType.RNA, key, encoder.rna(h, f, ++documents));
        add(RecordType.GS, key, encoder.gs(h, f, ++documents));
        add(RecordType.ALIGN, key, encoder.align(h, taskKey, key, f, ++documents));
      }
      case END -> {
        return false;
      }
      default -> throw new IllegalStateException("unexpected parser event " + event);
    }
    return true;
  }

  private void add(RecordType type, String key, Map<String, ByteIterator> values) {
    pendingType[pendingCount] = type;
    pendingKey[pendingCount] = key;
    pendingValues[pendingCount++] = values;
  }

  /** The current query, if its task was inserted, goes to the key index. */
  private void endQuery() throws IOException {
    if (query > 0 && taskLoaded) {
      index.add(file.ordinal(), query, loadedAlignments);
    }
    query = -1;
  }

  @Override
  public void close() throws IOException {
    try {
      endQuery();
    } finally {
      M10Reader r = reader;
      reader = null;
      for (int i = 0; i < pendingCount; i++) {
        pendingValues[i] = null;
      }
      pendingNext = 0;
      pendingCount = 0;
      r.close();
    }
  }
}
