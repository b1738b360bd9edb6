package org.ycsbbio.core;

import org.ycsbbio.core.api.YcsbBioException;

/**
 * Some input was damaged or missing and was left out, but the command still did its job with the
 * rest (e.g. {@code report} over a truncated log): exit status 3. The message names the file.
 */
public class DamagedInputException extends YcsbBioException {
  private static final long serialVersionUID = 1L;

  public DamagedInputException(String message) {
    super(message);
  }
}
