package org.ycsbbio.nr.workload;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import net.jcip.annotations.NotThreadSafe;
import org.ycsbbio.nr.index.IdIndexWriter;
import org.ycsbbio.nr.parse.SequenceReader;
import org.ycsbbio.workload.FileInserter;
import org.ycsbbio.workload.input.InputFile;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;

/**
 * The FASTA sequence format of one loading thread: streams a file through
 * {@link SequenceReader} and inserts one record per sequence, one per call (key: the id; fields
 * {@value #DESCRIPTION} unless {@code nr.description=false}, {@value #SEQUENCE},
 * {@value #CRC64}). An id whose insert succeeded goes to the thread's batch of the id index,
 * written out when it is full and when the file ends. Memory is one parser and one batch.
 * Confined to its thread.
 */
@NotThreadSafe
final class NrInserter implements FileInserter {
  static final String DESCRIPTION = "description";
  static final String SEQUENCE = "sequence";
  static final String CRC64 = "crc64";

  private final NrConfig config;
  private final IdIndexWriter.Batch ids;
  private SequenceReader reader;

  NrInserter(NrConfig config, IdIndexWriter.Batch ids) {
    this.config = config;
    this.ids = ids;
  }

  @Override
  public void open(InputFile file, InputStream in) throws IOException {
    reader = SequenceReader.open(file.path(), in, config.sequenceMax());
  }

  @Override
  public boolean insertNext(DB db) throws IOException {
    if (!reader.next()) {
      return false;
    }
    Status status = db.insert(config.table(), reader.id(), values(reader, config.description()));
    if (status != null && status.isOk()) {
      ids.add(reader.idBytes(), reader.idLength());
    }
    return true;
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

  /** Closes the file and writes the ids collected so far. */
  @Override
  public void close() throws IOException {
    try {
      SequenceReader r = reader;
      reader = null;
      r.close();
    } finally {
      ids.flush();
    }
  }
}
