package org.ycsbbio.core.api;


/** The command line itself is wrong (unknown option, missing argument): exit status 2. */
public class UsageException extends ConfigException {
  private static final long serialVersionUID = 1L;

  public UsageException(String message) {
    super(message);
  }
}
