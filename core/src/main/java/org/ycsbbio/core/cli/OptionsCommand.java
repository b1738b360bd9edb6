package org.ycsbbio.core.cli;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import net.jcip.annotations.Immutable;
import org.ycsbbio.core.api.Command;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.core.api.Home;
import org.ycsbbio.core.api.NodeAwareDB;
import org.ycsbbio.core.api.Options;
import org.ycsbbio.core.api.UsageException;
import org.ycsbbio.core.config.YcsbOptions;
import org.ycsbbio.core.guard.GuardRule;
import org.ycsbbio.core.tracking.TrackingConfig;

/**
 * {@code bin/ycsb options BINDING [--markdown]}: the binding's settings as it declares them
 * ({@link NodeAwareDB#options}); {@code --markdown} prints exactly the options table of
 * {@code docs/bindings/BINDING.md}, which {@code tests/cli.sh} compares with every binding's
 * page. {@code bin/ycsb} puts the binding's module on the class path, as for {@code load}.
 * {@code bin/ycsb options tracking} prints the tracker's own {@code bio.*} settings instead,
 * {@code --markdown} their tables in {@code docs/tracking.md}, one after another;
 * {@code bin/ycsb options ycsb} the YCSB keys the launcher checks before the run.
 */
@Immutable
public final class OptionsCommand implements Command {
  /** The core's settings, by the name that prints them: their tables, in the order of the doc. */
  private static final Map<String, List<Options>> CORE = Map.of("tracking",
      List.of(TrackingConfig.OPTIONS, GuardRule.OPTIONS, TrackingConfig.METRICS_OPTIONS),
      "ycsb", List.of(YcsbOptions.OPTIONS));

  @Override
  public String name() {
    return "options";
  }

  @Override
  public String summary() {
    return "BINDING|tracking|ycsb [--markdown]  the binding's settings, the tracker's or the"
        + " YCSB keys checked (--markdown: the docs table)";
  }

  @Override
  public int run(List<String> args, Home home) {
    boolean markdown = args.contains("--markdown");
    List<String> rest = args.stream().filter(a -> !a.equals("--markdown")).toList();
    if (rest.size() != 1 || rest.get(0).startsWith("-")) {
      throw new UsageException("usage: ycsb options BINDING|tracking|ycsb [--markdown]");
    }
    List<Options> tables = CORE.containsKey(rest.get(0)) ? CORE.get(rest.get(0))
        : List.of(optionsOf(home.bindingClass(rest.get(0))));
    if (markdown) {
      System.out.println(tables.stream().map(Options::markdownTable)
          .collect(Collectors.joining("\n\n")));
    } else if (tables.stream().allMatch(t -> t.all().isEmpty())) {
      System.out.println(rest.get(0) + " has no settings of its own");
    } else {
      tables.stream().flatMap(t -> t.all().stream()).forEach(o -> System.out.printf(
          "%-32s %-16s default %-12s %s%n", o.key(), o.typeText().replace("\\|", "|"),
          o.defaultText().replace("`", ""), o.doc()));
    }
    return 0;
  }

  private static Options optionsOf(String bindingClass) {
    Object binding;
    try {
      binding = Class.forName(bindingClass).getDeclaredConstructor().newInstance();
    } catch (ReflectiveOperationException | LinkageError e) {
      throw new ConfigException("binding class " + bindingClass + " cannot be loaded: " + e, e);
    }
    return binding instanceof NodeAwareDB aware ? aware.options() : Options.NONE;
  }
}
