package org.ycsbbio.core.report;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.ycsbbio.core.api.Operation;
import org.ycsbbio.core.guard.ClientGuard;
import org.ycsbbio.core.guard.ClientSample;
import org.ycsbbio.core.guard.ClientSeriesCsv;

/**
 * Finds the clients and their interval logs in results directories. A directory that holds
 * only host metrics ({@code sysstat/}, read by {@link HostSamples}) is passed over; any other that
 * is not a results directory, an unreadable {@code run.json} or a client that did not complete becomes a
 * problem line naming the file; everything usable is still returned (a client whose own time
 * series, {@code client-timeseries.csv}, is unreadable without that series). Stateless.
 */
public final class ResultsReader {
  private ResultsReader() {
  }

  /**
   * What was found.
   *
   * @param clients one per usable results directory, in argument order
   * @param logs every {@code hdr/OP@NODE.hlog} of those clients
   * @param problems one line per thing left out or suspicious, naming the file
   */
  public record Inputs(List<ClientRun> clients, List<LogFile> logs, List<String> problems) {
    public Inputs {
      clients = List.copyOf(clients);
      logs = List.copyOf(logs);
      problems = List.copyOf(problems);
    }
  }

  /** Reads {@code dirs}. */
  public static Inputs read(List<Path> dirs) {
    List<ClientRun> clients = new ArrayList<>();
    List<LogFile> logs = new ArrayList<>();
    List<String> problems = new ArrayList<>();
    for (Path dir : dirs) {
      Path runJson = dir.resolve("run.json");
      if (!Files.isRegularFile(runJson) || !Files.isDirectory(dir.resolve("hdr"))) {
        if (Files.isDirectory(dir.resolve("sysstat"))) {
          continue;   // host metrics only (HostSamples reads them)
        }
        problems.add(dir + ": not a results directory (no run.json or hdr/), left out");
        continue;
      }
      ClientRun client;
      try {
        client = ClientRun.read(dir);
      } catch (IOException | RuntimeException e) {
        problems.add(runJson + ": unreadable (" + oneLine(e) + "), client left out");
        continue;
      }
      if (!client.completed()) {
        problems.add(runJson + ": client " + client.clientId() + " " + client.outcome()
            + (client.reason().isEmpty() ? "" : " (" + client.reason() + ")")
            + "; its logs up to " + "the failure are merged");
      }
      client = client.withOwnSeries(ownSeries(dir, problems));
      clients.add(client);
      listLogs(client, logs, problems);
    }
    return new Inputs(clients, logs, problems);
  }

  /**
   * What the client guards of a sweep step's results directory {@code dir} said, for the step's
   * line: each client that was itself the limit of its run, in a step's words
   * ({@link ClientGuard#forStep}; prefixed with its id when the step had several clients), joined
   * by {@code "; "}; empty when none was.
   */
  public static String clientLimits(Path dir) {
    List<ClientRun> clients = read(List.of(dir)).clients();
    List<String> limits = new ArrayList<>();
    for (ClientRun c : clients) {
      if (c.clientLimited()) {
        limits.add((clients.size() == 1 ? "" : "client " + c.clientId() + " ")
            + ClientGuard.forStep(c.guardLine()));
      }
    }
    return String.join("; ", limits);
  }

  /** The client's {@link ClientSeriesCsv} file, empty when absent or (a problem) unreadable. */
  private static List<ClientSample> ownSeries(Path dir, List<String> problems) {
    Path file = dir.resolve(ClientSeriesCsv.FILE);
    if (!Files.isRegularFile(file)) {
      return List.of();
    }
    try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      return ClientSeriesCsv.read(in);
    } catch (IOException | RuntimeException e) {
      problems.add(file + ": unreadable (" + oneLine(e) + "), the client's own series left out");
      return List.of();
    }
  }

  private static void listLogs(ClientRun client, List<LogFile> logs, List<String> problems) {
    Path hdr = client.dir().resolve("hdr");
    List<Path> files;
    try (Stream<Path> s = Files.list(hdr)) {
      files = s.filter(p -> p.getFileName().toString().endsWith(".hlog")).sorted().toList();
    } catch (IOException e) {
      problems.add(hdr + ": cannot list (" + oneLine(e) + "), client's logs left out");
      return;
    }
    if (files.isEmpty()) {
      problems.add(hdr + ": no interval logs, client " + client.clientId() + " recorded nothing");
    }
    for (Path file : files) {
      String name = file.getFileName().toString();
      String base = name.substring(0, name.length() - ".hlog".length());
      int at = base.indexOf('@');
      Operation op = at > 0 ? operation(base.substring(0, at)) : null;
      if (op == null || at == base.length() - 1) {
        problems.add(file + ": not named OP@NODE.hlog, left out");
      } else {
        logs.add(new LogFile(client, op, base.substring(at + 1), file));
      }
    }
  }

  private static Operation operation(String name) {
    for (Operation op : Operation.values()) {
      if (op.toString().equals(name)) {
        return op;
      }
    }
    return null;
  }

  static String oneLine(Exception e) {
    String m = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    return m.replaceAll("\\s+", " ").trim();
  }
}
