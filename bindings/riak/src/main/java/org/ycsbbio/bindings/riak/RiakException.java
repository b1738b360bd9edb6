package org.ycsbbio.bindings.riak;

/** A Riak request failed; the message is one line, fit for the user. Immutable once thrown. */
public final class RiakException extends Exception {
  /** Riak's error for a secondary-index query on a backend without indexes (e.g. bitcask). */
  static final String INDEXES_NOT_SUPPORTED = "indexes_not_supported";

  public RiakException(String message, Throwable cause) {
    super(message, cause);
  }

  /** Whether Riak answered that the backend cannot serve secondary-index queries. */
  public boolean indexesNotSupported() {
    return getMessage().contains(INDEXES_NOT_SUPPORTED);
  }

  /** The message of {@code t}, or its class when it has none, on one line. */
  static String describe(Throwable t) {
    if (t == null) {
      return "unknown error";
    }
    String m = t.getMessage();
    if (m == null || m.isBlank()) {
      m = t.getCause() != null && t.getCause() != t ? describe(t.getCause())
          : t.getClass().getSimpleName();
    }
    return m.strip().replaceAll("\\s*\\R\\s*", " ");
  }
}
