package org.ycsbbio.core.cli;

import java.util.List;
import net.jcip.annotations.Immutable;
import org.ycsbbio.core.api.Command;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.core.api.Home;
import org.ycsbbio.core.api.NodeAwareDB;
import org.ycsbbio.core.api.Option;
import org.ycsbbio.core.api.Options;
import org.ycsbbio.core.api.UsageException;

/**
 * {@code bin/ycsb options BINDING [--markdown]}: the binding's settings as it declares them
 * ({@link NodeAwareDB#options}); {@code --markdown} prints exactly the options table of
 * {@code docs/bindings/BINDING.md}, which {@code tests/cli.sh} compares with every binding's
 * page. {@code bin/ycsb} puts the binding's module on the class path, as for {@code load}.
 */
@Immutable
public final class OptionsCommand implements Command {
  @Override
  public String name() {
    return "options";
  }

  @Override
  public String summary() {
    return "BINDING [--markdown]  the binding's settings (--markdown: its docs table)";
  }

  @Override
  public int run(List<String> args, Home home) {
    boolean markdown = args.contains("--markdown");
    List<String> rest = args.stream().filter(a -> !a.equals("--markdown")).toList();
    if (rest.size() != 1 || rest.get(0).startsWith("-")) {
      throw new UsageException("usage: ycsb options BINDING [--markdown]");
    }
    Options options = optionsOf(home.bindingClass(rest.get(0)));
    if (markdown) {
      System.out.println(options.markdownTable());
    } else if (options.all().isEmpty()) {
      System.out.println(rest.get(0) + " has no settings of its own");
    } else {
      for (Option<?> o : options.all()) {
        System.out.printf("%-32s %-16s default %-12s %s%n", o.key(), o.typeText()
            .replace("\\|", "|"), o.defaultText(), o.doc());
      }
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
