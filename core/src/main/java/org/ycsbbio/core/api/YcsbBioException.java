package org.ycsbbio.core.api;

/**
 * The one unchecked base type of every error YCSB-Bio reports on purpose. Stages with errors of
 * their own have a subtype ({@link ConfigException}, {@link UsageException},
 * {@link WorkloadParseException}); a binding's failures reach the run's {@link RunLog}, not an
 * exception. JDK exceptions remain for programming errors. The launcher turns these into one stderr line and an
 * exit status; the cause is always kept.
 */
public class YcsbBioException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public YcsbBioException(String message) {
    super(message);
  }

  public YcsbBioException(String message, Throwable cause) {
    super(message, cause);
  }
}
