package org.ycsbbio.core.cli;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.regex.Pattern;
import org.ycsbbio.core.api.YcsbBioException;

/**
 * Keeps credentials off the screen: YCSB's {@code Client} prints its whole command line, so
 * {@code -p} values whose key looks secret ({@code passwd}, {@code password}, {@code secret},
 * {@code token}, {@code credential}, {@code key}s of cloud accounts) and values that are URLs
 * with a password ({@code mongodb://user:pw@host}) are moved into a private
 * temporary properties file (owner-only) passed with {@code -P} as the last file, so it still
 * overrides the other {@code -P} files as the {@code -p} did. The launcher's shutdown hook removes
 * the file with {@link #deleteWritten()} (also on a failed run, which ends with
 * {@code Runtime.halt}, skipping {@code deleteOnExit}). {@link #redacted} gives a command line fit
 * to be written into a results file.
 */
public final class SecretArgs {
  private static final Pattern SECRET = Pattern.compile(
      "(?i).*(passw|secret|token|credential|accesskey|access\\.key|apikey).*");
  /** A URL with a password in its user info: {@code scheme://user:password@host}. */
  private static final Pattern URL_WITH_PASSWORD = Pattern.compile("(?s).*://[^/@:]*:[^/@]*@.*");

  private static final List<Path> written = new ArrayList<>();

  private SecretArgs() {
  }

  /** Deletes the credential files written so far (best effort: a failure is printed). */
  static synchronized void deleteWritten() {
    for (Path file : written) {
      try {
        Files.deleteIfExists(file);
      } catch (IOException e) {
        System.err.println("ycsb: could not delete the credentials file " + file + ": " + e);
      }
    }
    written.clear();
  }

  /** What a results file holds instead of a secret value. */
  public static final String REDACTED = "<redacted>";

  /**
   * {@code args} fit to be written down: the value of each secret {@code -p} setting (as
   * {@link #hide} finds them) replaced by {@link #REDACTED}, and the shell command after
   * {@code --reset-command} too (it may name a password, e.g. {@code mysql -pSECRET}).
   */
  public static List<String> redacted(List<String> args) {
    List<String> out = new ArrayList<>(args);
    for (int i = 0; i + 1 < out.size(); i++) {
      String a = out.get(i);
      if (a.equals("--reset-command")) {
        out.set(++i, REDACTED);
      } else if (a.equals("-p") && isSecret(out.get(i + 1))) {
        String kv = out.get(++i);
        out.set(i, kv.substring(0, kv.indexOf('=') + 1) + REDACTED);
      }
    }
    return out;
  }

  /** Whether {@code kv} ({@code key=value}) is a setting {@link #hide} moves into its file. */
  private static boolean isSecret(String kv) {
    int eq = kv.indexOf('=');
    return eq > 0 && (SECRET.matcher(kv.substring(0, eq)).matches()
        || URL_WITH_PASSWORD.matcher(kv.substring(eq + 1)).matches());
  }

  /** {@code args} with secret {@code -p} settings moved into a private file. */
  static List<String> hide(List<String> args) {
    List<String> out = new ArrayList<>();
    Properties secrets = new Properties();
    for (int i = 0; i < args.size(); i++) {
      String a = args.get(i);
      if (a.equals("-p") && i + 1 < args.size()) {
        String kv = args.get(i + 1);
        int eq = kv.indexOf('=');
        if (isSecret(kv)) {
          secrets.setProperty(kv.substring(0, eq), kv.substring(eq + 1));
          i++;
          continue;
        }
      }
      out.add(a);
    }
    if (!secrets.isEmpty()) {
      out.add("-P");
      out.add(write(secrets).toString());
    }
    return out;
  }

  private static synchronized Path write(Properties secrets) {
    try {
      Path file = Files.createTempFile("ycsb-bio-secrets", ".properties",
          PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
      file.toFile().deleteOnExit();
      written.add(file);
      try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
        secrets.store(w, null);
      }
      return file;
    } catch (IOException e) {
      throw new YcsbBioException("cannot write a private temporary file for credentials: "
          + e.getMessage(), e);
    }
  }
}
