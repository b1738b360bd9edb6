package org.ycsbbio.core.cli;

import java.io.PrintStream;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.ServiceLoader;
import java.util.TreeMap;
import org.ycsbbio.core.DamagedInputException;
import org.ycsbbio.core.WorkloadParseException;
import org.ycsbbio.core.api.BindingContext;
import org.ycsbbio.core.api.Command;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.core.api.Home;
import org.ycsbbio.core.api.UsageException;
import org.ycsbbio.core.api.YcsbBioException;
import org.ycsbbio.core.progress.StatusLines;
import org.ycsbbio.core.tracking.NodeTrackingMeasurements;
import org.ycsbbio.core.tracking.TrackingRuntime;
import site.ycsb.Client;

/**
 * Entry point of {@code bin/ycsb}. The only class that prints errors or exits: each expected
 * failure becomes one stderr line and an exit status (0 ok, 1 failed, 2 usage or configuration,
 * 3 damaged input). {@code load} and {@code run} hand over to YCSB's own {@link Client} after
 * validation, so options and output are upstream YCSB's.
 */
public final class Main {
  private Main() {
  }

  public static void main(String[] argv) {
    PrintStream err = System.err;
    int status;
    try {
      status = run(List.of(argv));
    } catch (WorkloadParseException | DamagedInputException e) {
      err.println("ycsb: " + e.getMessage());
      status = 3;
    } catch (ConfigException e) {
      err.println("ycsb: " + e.getMessage());
      status = 2;
    } catch (YcsbBioException e) {
      err.println("ycsb: " + e.getMessage());
      status = 1;
    } catch (InterruptedException e) {
      err.println("ycsb: " + e.getMessage());
      status = 1;
    } catch (Exception e) {
      err.println("ycsb: unexpected error: " + e);
      e.printStackTrace(err);
      status = 1;
    }
    System.exit(status);
  }

  static int run(List<String> args) throws Exception {
    if (args.isEmpty() || args.get(0).equals("-h") || args.get(0).equals("--help")) {
      System.out.print(usage(commands()));
      return args.isEmpty() ? 2 : 0;
    }
    Home home = Home.load();
    String name = args.get(0);
    if (name.equals("load") || name.equals("run")) {
      YcsbArgs ycsbArgs = YcsbArgs.parse(args);
      List<String> clientArgs = ClientLaunch.clientArgs(ycsbArgs, home);
      if (ClientLaunch.tracking(ycsbArgs)) {
        Properties props = ClientLaunch.measurementProperties(ycsbArgs, clientArgs);
        NodeTrackingMeasurements.install(props);
        TrackingRuntime.prepare(props);
      }
      Runtime.getRuntime().addShutdownHook(new Thread(Main::onShutdown, "ycsb-bio-shutdown"));
      StatusLines.install();
      Client.main(SecretArgs.hide(clientArgs).toArray(String[]::new));
      return 0;
    }
    if (name.equals("list")) {
      System.out.print(ListCommand.describe(home, commands()));
      return 0;
    }
    Command command = commands().get(name);
    if (command == null) {
      throw new UsageException("unknown command '" + name + "' (try: ycsb list)");
    }
    return command.run(args.subList(1, args.size()), home);
  }

  /**
   * YCSB's Client ends every run with {@code System.exit(0)}, even a failed one. On the way out,
   * remove the credentials file, write what an unfinished run measured, and turn a failure
   * reported to the run's {@link org.ycsbbio.core.api.RunLog} — or a run whose client threads never started — into
   * exit status 1.
   */
  private static void onShutdown() {
    SecretArgs.deleteWritten();
    if (TrackingRuntime.preparedButNeverStarted()) {
      TrackingRuntime.log().fail(
          "the run stopped before any client thread started (YCSB's error is above)");
    }
    TrackingRuntime.closeInterrupted();
    List<String> untrackedFailures = BindingContext.closeUntracked();
    if (!TrackingRuntime.log().failures().isEmpty() || !untrackedFailures.isEmpty()) {
      System.err.flush();
      System.out.flush();
      Runtime.getRuntime().halt(1);
    }
  }

  private static Map<String, Command> commands() {
    Map<String, Command> byName = new TreeMap<>();
    for (Command c : ServiceLoader.load(Command.class)) {
      byName.put(c.name(), c);
    }
    return byName;
  }

  private static String usage(Map<String, Command> commands) {
    StringBuilder b = new StringBuilder("usage: ycsb COMMAND [args]\n")
        .append("  load BINDING -P WORKLOAD [-p key=value]... [-threads N] [-target OPS] [-s]\n")
        .append("  run  BINDING -P WORKLOAD [-p key=value]... [-threads N] [-target OPS] [-s]\n")
        .append("  list                 bindings, workloads and commands\n");
    commands.values().forEach(c -> b.append(String.format("  %-20s %s%n", c.name(), c.summary())));
    return b.toString();
  }
}
