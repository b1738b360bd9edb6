package org.ycsbbio.core.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.ycsbbio.core.api.Operation;
import org.ycsbbio.core.results.ResultsDir;

/**
 * Finds the clients and their interval logs in results directories. A directory that holds
 * only host metrics ({@code sysstat/}, read by {@link HostSamples}) is passed over; any other that
 * is not a results directory, an unreadable {@code run.json} or a client that did not complete becomes a
 * problem line naming the file; everything usable is still returned. Stateless.
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
      ResultsDir results = new ResultsDir(dir);
      Path runJson = results.runJson();
      if (!results.holdsRun()) {
        if (Files.isDirectory(results.sysstat())) {
          continue;   // host metrics only (HostSamples reads them)
        }
        problems.add(dir + ": not a results directory (no run.json or hdr/), left out");
        continue;
      }
      ClientRun client;
      try {
        client = ClientRun.read(results);
      } catch (IOException | RuntimeException e) {
        problems.add(runJson + ": unreadable (" + oneLine(e) + "), client left out");
        continue;
      }
      if (!client.completed()) {
        problems.add(runJson + ": client " + client.clientId() + " " + client.outcome()
            + (client.reason().isEmpty() ? "" : " (" + client.reason() + ")")
            + "; its logs up to " + "the failure are merged");
      }
      clients.add(client);
      listLogs(client, logs, problems);
    }
    return new Inputs(clients, logs, problems);
  }

  private static void listLogs(ClientRun client, List<LogFile> logs, List<String> problems) {
    Path hdr = new ResultsDir(client.dir()).hdr();
    List<Path> files;
    try (Stream<Path> s = Files.list(hdr)) {
      files = s.filter(p -> p.getFileName().toString().endsWith(ResultsDir.HLOG_SUFFIX))
          .sorted().toList();
    } catch (IOException e) {
      problems.add(hdr + ": cannot list (" + oneLine(e) + "), client's logs left out");
      return;
    }
    if (files.isEmpty()) {
      problems.add(hdr + ": no interval logs, client " + client.clientId() + " recorded nothing");
    }
    for (Path file : files) {
      Optional<ResultsDir.LogName> name = ResultsDir.logName(file.getFileName().toString());
      Operation op = name.map(n -> operation(n.op())).orElse(null);
      if (op == null) {
        problems.add(file + ": not named OP@NODE.hlog, left out");
      } else {
        logs.add(new LogFile(client, op, name.get().node(), file));
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
