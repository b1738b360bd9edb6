package org.ycsbbio.workload;

import java.io.IOException;
import java.io.InputStream;
import org.ycsbbio.workload.input.InputFile;
import site.ycsb.DB;

/**
 * The format's half of one loading thread ({@link FileLoader} is the other): turns the bytes of
 * one input file at a time into records and inserts them, one per call, adding what it loaded to
 * the load's index. Confined to its thread; one instance serves the thread's files in turn.
 *
 * <pre>{@code
 * open(file, in);                  // FileLoader: for each file of the client's share
 * while (insertNext(db)) { }       // one record per YCSB operation
 * close();                         // at the end of the file, after damage, or when the load stops
 * }</pre>
 */
public interface FileInserter {
  /**
   * Starts on {@code file}, whose bytes (compressed, for gzip) come from {@code in}; owns
   * {@code in} from now on (closes it when this throws, else in {@link #close}).
   *
   * @throws org.ycsbbio.core.api.WorkloadParseException when the file is damaged from its start
   *     (e.g. a corrupt gzip header), naming it
   */
  void open(InputFile file, InputStream in) throws IOException;

  /**
   * Inserts the next record of the open file into {@code db}.
   *
   * @return false at the end of the file, having inserted nothing
   * @throws org.ycsbbio.core.api.WorkloadParseException when the file is damaged here, naming
   *     file and line
   */
  boolean insertNext(DB db) throws IOException;

  /**
   * Ends the open file, wherever its reading stopped: what was loaded from it goes to the index
   * (only records the database was given), the file is closed. Called once after each
   * successful {@link #open}.
   */
  void close() throws IOException;
}
