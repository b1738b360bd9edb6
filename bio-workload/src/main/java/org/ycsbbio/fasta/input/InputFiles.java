package org.ycsbbio.fasta.input;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.function.Consumer;
import net.jcip.annotations.NotThreadSafe;
import org.ycsbbio.core.api.ConfigException;

/**
 * The input files named by a files property ({@code fasta.files}, {@code nr.files}), in one
 * deterministic order that every client
 * machine computes alike: the comma-separated entries in the order given; a directory expands to
 * its regular, non-hidden files, recursively, each directory's entries sorted by name; a glob
 * ({@code *}, {@code ?}, {@code [..]}, {@code **}) expands to the sorted matches under its
 * literal base directory (regular files only); a file named as an entry is itself, whatever its
 * kind (a named pipe is read as it comes). The position in this order is the file ordinal that
 * keys are derived from.
 *
 * <p>Streaming: memory holds the sorted entries of the directories on the current path only,
 * never the whole list (1 million files in one directory cost ~100 MB: split such inputs into
 * subdirectories). A missing entry is an error naming it.
 */
@NotThreadSafe
public final class InputFiles implements Iterator<InputFile> {
  private final Deque<Iterator<Path>> stack = new ArrayDeque<>();
  private final String property;
  private final Iterator<String> entries;
  private PathMatcher matcher;
  private InputFile next;
  private long ordinal;

  /**
   * Iterates over the files of {@code spec}, the value of {@code property}, which errors name.
   */
  public InputFiles(String property, String spec) {
    this.property = property;
    List<String> parts = new ArrayList<>();
    for (String p : spec.split(",")) {
      if (!p.isBlank()) {
        parts.add(p.trim());
      }
    }
    if (parts.isEmpty()) {
      throw new ConfigException(property + ": no input given");
    }
    this.entries = parts.iterator();
  }

  @Override
  public boolean hasNext() {
    if (next == null) {
      next = advance();
    }
    return next != null;
  }

  @Override
  public InputFile next() {
    if (!hasNext()) {
      throw new NoSuchElementException();
    }
    InputFile f = next;
    next = null;
    return f;
  }

  /** Calls {@code action} for every file in order. */
  public void forEachFile(Consumer<InputFile> action) {
    while (hasNext()) {
      action.accept(next());
    }
  }

  private InputFile advance() {
    while (true) {
      while (!stack.isEmpty()) {
        Iterator<Path> top = stack.peek();
        if (!top.hasNext()) {
          stack.pop();
          continue;
        }
        Path p = top.next();
        if (Files.isDirectory(p)) {
          stack.push(sortedChildren(p));
        } else if (Files.isRegularFile(p) && (matcher == null || matcher.matches(p))) {
          return new InputFile(p, ordinal++);
        }
      }
      if (!entries.hasNext()) {
        return null;
      }
      InputFile named = open(entries.next());
      if (named != null) {
        return named;
      }
    }
  }

  /**
   * Starts expanding {@code entry}; returns it as the next file when it names one (of any kind:
   * a named pipe is read as given), else null.
   */
  private InputFile open(String entry) {
    matcher = null;
    if (entry.matches(".*[*?\\[{].*")) {
      Path base = globBase(entry);
      if (!Files.isDirectory(base)) {
        throw new ConfigException(property + ": " + entry + ": directory " + base + " does not exist");
      }
      matcher = FileSystems.getDefault().getPathMatcher("glob:" + entry);
      stack.push(sortedChildren(base));
      return null;
    }
    Path p = Path.of(entry);
    if (Files.isDirectory(p)) {
      stack.push(sortedChildren(p));
      return null;
    }
    if (Files.exists(p)) {
      return new InputFile(p, ordinal++);
    }
    throw new ConfigException(property + ": " + entry + ": no such file or directory");
  }

  private static Path globBase(String glob) {
    Path base = null;
    for (String part : glob.split("/", -1)) {
      if (part.matches(".*[*?\\[{].*")) {
        break;
      }
      base = base == null ? Path.of(part.isEmpty() ? "/" : part) : base.resolve(part);
    }
    return base == null ? Path.of(".") : base;
  }

  private static Iterator<Path> sortedChildren(Path dir) {
    List<Path> children = new ArrayList<>();
    try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir)) {
      for (Path c : ds) {
        if (!c.getFileName().toString().startsWith(".")) {
          children.add(c);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot list " + dir + ": " + e.getMessage(), e);
    }
    children.sort(null);
    return children.iterator();
  }
}
