package org.ycsbbio.core.api;

/**
 * An input file of a workload is damaged, missing or unreadable; the message starts with
 * {@code file:line:} ({@code file:} when the problem is not tied to a line). A command that
 * throws it ends with exit status 3. Immutable.
 */
public class WorkloadParseException extends YcsbBioException {
  private static final long serialVersionUID = 1L;
  private final String source;
  private final long line;

  /**
   * @param source the file (or stream) name as the user gave it
   * @param line 1-based line number where the problem was found, 0 when not line-related
   * @param problem what was expected and what was found
   */
  public WorkloadParseException(String source, long line, String problem) {
    this(source, line, problem, null);
  }

  public WorkloadParseException(String source, long line, String problem, Throwable cause) {
    super(line > 0 ? source + ":" + line + ": " + problem : source + ": " + problem, cause);
    this.source = source;
    this.line = line;
  }

  /** The file or stream name. */
  public String source() {
    return source;
  }

  /** The 1-based line number, or 0 when the problem is not tied to a line. */
  public long line() {
    return line;
  }
}
