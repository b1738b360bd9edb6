package org.ycsbbio.core.api;

/**
 * The one unchecked base type of every error YCSB-Bio reports on purpose. Each stage has its own
 * subtype ({@link ConfigException}, {@link WorkloadParseException}, {@link BindingException}); JDK
 * exceptions remain for programming errors. The launcher turns these into one stderr line and an
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
