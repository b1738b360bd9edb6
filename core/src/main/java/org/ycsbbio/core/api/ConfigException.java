package org.ycsbbio.core.api;

/** A property or command-line value is missing, malformed or out of range; the message names the key. */
public class ConfigException extends YcsbBioException {
  private static final long serialVersionUID = 1L;

  public ConfigException(String message) {
    super(message);
  }

  public ConfigException(String message, Throwable cause) {
    super(message, cause);
  }
}
