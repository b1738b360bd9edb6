package org.ycsbbio.nr.workload;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import java.util.HashMap;
import java.util.Map;
import net.jcip.annotations.NotThreadSafe;
import org.ycsbbio.core.WorkloadParseException;
import org.ycsbbio.core.api.InputProgress;
import org.ycsbbio.fasta.input.ClientShare;
import org.ycsbbio.fasta.input.InputFile;
import org.ycsbbio.nr.index.IdIndexWriter;
import org.ycsbbio.nr.parse.SequenceReader;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;

/**
 * The load phase of one YCSB thread: takes files from the client's share, streams each through
 * {@link SequenceReader} and inserts one record per sequence (key: the id; fields
 * {@value #DESCRIPTION} unless {@code nr.description=false}, {@value #SEQUENCE}, {@value #CRC64}),
 * one insert per YCSB operation. An
 * id whose insert succeeded goes to the id index. Memory is one parser and one index batch.
 * Bytes read, records inserted and files finished are counted into the thread's
 * {@link InputProgress.Reader}. Confined to its thread.
 */
@NotThreadSafe
final class NrLoader {
  static final String DESCRIPTION = "description";
  static final String SEQUENCE = "sequence";
  static final String CRC64 = "crc64";

  private final NrConfig config;
  private final ClientShare share;
  private final IdIndexWriter.Batch ids;
  private final InputProgress.Reader counts;
  private SequenceReader reader;

  NrLoader(NrConfig config, ClientShare share, IdIndexWriter.Batch ids,
      InputProgress.Reader counts) {
    this.config = config;
    this.share = share;
    this.ids = ids;
    this.counts = counts;
  }

  /**
   * Inserts the next sequence into {@code db}.
   *
   * @return false when this thread has nothing left to load
   * @throws WorkloadParseException when an input file is damaged (naming file and line)
   */
  boolean insertNext(DB db) throws IOException {
    while (true) {
      if (reader == null && !openNext()) {
        return false;
      }
      boolean more;
      try {
        more = reader.next();
      } catch (IOException | RuntimeException e) {
        endFile();
        throw e;
      }
      if (!more) {
        endFile();
        continue;
      }
      Status status = db.insert(config.table(), reader.id(), values(reader,
          config.description()));
      if (status != null && status.isOk()) {
        ids.add(reader.idBytes(), reader.idLength());
      }
      counts.record();
      return true;
    }
  }

  private static Map<String, ByteIterator> values(SequenceReader r, boolean description) {
    Map<String, ByteIterator> v = new HashMap<>(6);
    if (description) {
      v.put(DESCRIPTION, new StringByteIterator(r.description()));
    }
    v.put(SEQUENCE, new StringByteIterator(
        new String(r.sequence(), 0, r.sequenceLength(), StandardCharsets.ISO_8859_1)));
    v.put(CRC64, new StringByteIterator(Crc64.hex(Crc64.ofResidues(r.sequence(),
        r.sequenceLength()))));
    return v;
  }

  private boolean openNext() throws IOException {
    InputFile file = share.next();
    if (file == null) {
      return false;
    }
    try {
      reader = SequenceReader.open(file.path(), counts.count(file.open()),
          config.sequenceMax());
    } catch (NoSuchFileException e) {
      throw new WorkloadParseException(file.path().toString(), 0, "no such file", e);
    } catch (WorkloadParseException e) {
      throw e;
    } catch (IOException e) {
      throw new WorkloadParseException(file.path().toString(), 0, "cannot read: " + e, e);
    }
    return true;
  }

  /** Ends the current file: closes it and writes the ids collected so far. */
  void endFile() throws IOException {
    try {
      if (reader != null) {
        SequenceReader r = reader;
        reader = null;
        counts.fileDone();
        r.close();
      }
    } finally {
      ids.flush();
    }
  }
}
