package org.ycsbbio.core.cli;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.ycsbbio.core.api.Options;
import org.ycsbbio.core.api.UsageException;

/**
 * A flag of a {@code bin/ycsb} command (e.g. {@code sweep --target LIST}), declared once as a
 * constant of the command's flag enum with the form of its value, its default and its meaning
 * (Markdown). The command's usage line ({@link #usage}), the table of its doc page
 * ({@link #markdownTable}, compared with the page by a unit test, printed by
 * {@code bin/ycsb COMMAND --help --markdown}) and the nearest-flag hint of a mistyped flag
 * ({@link #lookup}) all come from those declarations.
 */
public interface CommandFlag {
  /** Header and separator of {@link #markdownTable}. */
  String TABLE_HEADER = "| option | default | meaning |\n|---|---|---|";

  /**
   * A flag's declaration.
   *
   * @param flag the flag as typed, e.g. {@code --target}
   * @param value the form of its value, e.g. {@code LIST}; empty for a flag without a value
   * @param defaultText its default, in Markdown; empty when there is nothing to say
   * @param doc what it does, in Markdown
   */
  record Spec(String flag, String value, String defaultText, String doc) {
  }

  /** This flag's declaration. */
  Spec spec();

  /** The flag as typed, e.g. {@code --target}. */
  default String flag() {
    return spec().flag();
  }

  /** The form of its value, e.g. {@code LIST}; empty for a flag without a value. */
  default String value() {
    return spec().value();
  }

  /** Its default, in Markdown; empty when there is nothing to say. */
  default String defaultText() {
    return spec().defaultText();
  }

  /** What it does, in Markdown. */
  default String doc() {
    return spec().doc();
  }

  /** The flag with its value's form, e.g. {@code --target LIST}. */
  default String form() {
    return value().isEmpty() ? flag() : flag() + " " + value();
  }

  /** {@code [--a X] [--b]} over {@code flags}, for a usage line. */
  static String usage(CommandFlag[] flags) {
    return Arrays.stream(flags).map(f -> "[" + f.form() + "]").collect(Collectors.joining(" "));
  }

  /** {@link #TABLE_HEADER}, then one row per flag in declaration order. */
  static String markdownTable(CommandFlag[] flags) {
    return Arrays.stream(flags)
        .map(f -> "| `" + f.form().replace("|", "\\|") + "` | " + f.defaultText() + " | "
            + f.doc() + " |")
        .collect(Collectors.joining("\n", TABLE_HEADER + "\n", ""));
  }

  /**
   * Prints the flags when {@code args} are {@code --help} (one line each) or
   * {@code --help --markdown} ({@link #markdownTable}, as in the command's doc page).
   *
   * @return whether it printed them: the command does nothing else then
   */
  static boolean printedHelp(List<String> args, String usage, CommandFlag[] flags) {
    if (!args.contains("--help")) {
      return false;
    }
    if (args.contains("--markdown")) {
      System.out.println(markdownTable(flags));
    } else {
      System.out.println(usage);
      for (CommandFlag f : flags) {
        System.out.printf("  %-22s %s%n", f.form(), (f.defaultText().isEmpty() ? ""
            : "(default " + plain(f.defaultText()) + ") ") + plain(f.doc()));
      }
    }
    return true;
  }

  /** {@code markdown} for a terminal: no backticks, a link's text without its target. */
  private static String plain(String markdown) {
    return markdown.replace("`", "").replaceAll("\\[([^]]*)]\\([^)]*\\)", "$1");
  }

  /**
   * The flag of {@code flags} typed as {@code arg}.
   *
   * @throws UsageException naming {@code command}, the nearest flag and {@code usage}
   */
  static <F extends CommandFlag> F lookup(F[] flags, String arg, String command, String usage) {
    for (F f : flags) {
      if (f.flag().equals(arg)) {
        return f;
      }
    }
    String hint = Options.nearest(arg, Arrays.stream(flags).map(CommandFlag::flag).toList())
        .map(f -> "; did you mean " + f + "?").orElse("");
    throw new UsageException(command + ": unknown option '" + arg + "'" + hint + " (" + usage
        + ")");
  }
}
