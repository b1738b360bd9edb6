package org.ycsbbio.core.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import org.ycsbbio.core.api.Operation;
import org.ycsbbio.core.guard.ClientSample;
import org.ycsbbio.core.verdict.StallMark;

/**
 * What one client's {@code run.json} says about its run. Immutable.
 *
 * @param dir the client's results directory
 * @param info binding, workload, phase, client id, threads, … as the client wrote them
 * @param startMillis epoch millis when the client started tracking
 * @param endMillis epoch millis when it stopped
 * @param outcome {@code completed}, {@code incomplete}, {@code interrupted} or {@code failed}
 *     (run.json's text of {@link org.ycsbbio.core.results.RunStatus.Outcome})
 * @param reason why, when not completed
 * @param slowThresholdMicros the client's slow-request threshold
 * @param stalls the stall intervals its verdict found ({@code stalls} of run.json, empty when
 *     absent)
 * @param ownSeries the client's own time series ({@code client-timeseries.csv}), empty when
 *     absent
 */
public record ClientRun(Path dir, SortedMap<String, String> info, long startMillis,
    long endMillis, String outcome, String reason, long slowThresholdMicros,
    List<StallMark> stalls, List<ClientSample> ownSeries) {
  private static final ObjectMapper JSON = new ObjectMapper();

  public ClientRun {
    info = new TreeMap<>(info);
    stalls = List.copyOf(stalls);
    ownSeries = List.copyOf(ownSeries);
  }

  /** This client with its own time series. */
  ClientRun withOwnSeries(List<ClientSample> series) {
    return new ClientRun(dir, info, startMillis, endMillis, outcome, reason, slowThresholdMicros,
        stalls, series);
  }

  /** Whether the client's guard judged it the limit of its run ({@code client_limited}). */
  public boolean clientLimited() {
    return "true".equals(info.get("client_limited"));
  }

  /** The client guard's line ({@code client_guard}), empty when the client wrote none. */
  public String guardLine() {
    return info.getOrDefault("client_guard", "");
  }

  /** Reads {@code dir/run.json}; fails with a message naming the file when it is unusable. */
  static ClientRun read(Path dir) throws IOException {
    Path file = dir.resolve("run.json");
    JsonNode root = JSON.readTree(file.toFile());
    if (root == null || !root.path("info").isObject() || !root.path("start_ms").isNumber()) {
      throw new IOException(file + ": not a YCSB-Bio run.json (no info or start_ms)");
    }
    SortedMap<String, String> info = new TreeMap<>();
    Iterator<Map.Entry<String, JsonNode>> fields = root.get("info").fields();
    while (fields.hasNext()) {
      Map.Entry<String, JsonNode> e = fields.next();
      info.put(e.getKey(), e.getValue().asText());
    }
    long start = root.get("start_ms").asLong();
    return new ClientRun(dir, info, start, Math.max(start, root.path("end_ms").asLong(start)),
        root.path("outcome").asText("unknown"), root.path("reason").asText(""),
        root.path("slow_threshold_us").asLong(5000), stalls(root.path("stalls")), List.of());
  }

  private static List<StallMark> stalls(JsonNode array) {
    List<StallMark> marks = new ArrayList<>();
    for (JsonNode m : array) {
      for (Operation op : Operation.values()) {
        if (op.toString().equals(m.path("op").asText(""))) {
          marks.add(new StallMark(m.path("node").asText("?"), op, m.path("start_ms").asLong(),
              m.path("end_ms").asLong(), m.path("max_us").asLong(),
              m.path("typical_us").asLong()));
        }
      }
    }
    return marks;
  }

  /** The client's id ({@code bio.client.id}), or its directory name when unset. */
  public String clientId() {
    return info.getOrDefault("client_id", dir.getFileName().toString());
  }

  /**
   * What must be equal for runs to be comparable without {@code --compare}: binding, workload
   * file, phase, e.g. {@code sim workloada run}.
   */
  public String studyKey() {
    String workload = info.getOrDefault("workload_file", "");
    if (workload.isEmpty()) {
      workload = info.getOrDefault("workload", "?");
    }
    return info.getOrDefault("binding", "?") + " " + Path.of(workload).getFileName() + " "
        + info.getOrDefault("phase", "?");
  }

  /**
   * What must be equal for two clients' results to be merged into one run: the
   * {@link #studyKey()} and the run's identity — target, threads, number of clients, number of
   * database nodes seen and label — as far as {@code run.json} names them, e.g.
   * {@code sim workloada run target=1000 threads=4 clients=2 nodes=5 label=ssd} ({@code clients}
   * only when {@code bio.clients} is not 1).
   */
  public String runKey() {
    StringBuilder b = new StringBuilder(studyKey());
    String target = info.get("target_ops_per_sec");
    if (target != null) {
      b.append(" target=").append(isZero(target) ? "max" : target);
    }
    identity(b, "threads", "threads");
    if (!"1".equals(info.get("client_count"))) {
      identity(b, "clients", "client_count");
    }
    identity(b, "nodes", "nodes_seen");
    identity(b, "label", "label");
    return b.toString();
  }

  private void identity(StringBuilder b, String name, String key) {
    String value = info.getOrDefault(key, "");
    if (!value.isEmpty()) {
      b.append(' ').append(name).append('=').append(value);
    }
  }

  private static boolean isZero(String number) {
    try {
      return Double.parseDouble(number.trim()) <= 0;
    } catch (NumberFormatException e) {
      return false;
    }
  }

  /** Whether the client finished normally. */
  public boolean completed() {
    return "completed".equals(outcome);
  }
}
