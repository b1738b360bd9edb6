package org.ycsbbio.core.tracking;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.api.ConfigException;
import org.ycsbbio.core.api.Operation;
import org.ycsbbio.core.api.RunLog;
import org.ycsbbio.core.metrics.OpenMetricsText;
import org.ycsbbio.core.results.RunStatus;
import org.ycsbbio.core.testing.OptionsDocTable;
import org.ycsbbio.core.testing.TestProperties;

/**
 * {@code bio.metrics.port}: a session serves what its sampler publishes from before the run
 * until it closes; bad ports stop the run before anything is written, naming the key.
 */
class LiveMetricsTest {
  private static final RunLog QUIET = new RunLog(new PrintStream(OutputStream.nullOutputStream()));

  @TempDir
  Path results;

  private Properties props(int port, String... more) {
    TestProperties p = TestProperties.of("bio.binding.class", "site.ycsb.BasicDB",
        "bio.results", results.resolve("run").toString(), "bio.interval", "200ms",
        "threadcount", "1", "bio.client.id", "c1");
    if (port >= 0) {
      p.set("bio.metrics.port", Integer.toString(port));
    }
    for (int i = 0; i < more.length; i += 2) {
      p.set(more[i], more[i + 1]);
    }
    return p.build();
  }

  /** A port nothing listens on now (the kernel's choice of a free one). */
  private static int freePort() throws IOException {
    try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return s.getLocalPort();
    }
  }

  private static HttpResponse<String> scrape(HttpClient http, int port) throws Exception {
    return http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/metrics"))
        .timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.ofString());
  }

  @Test
  void theSessionServesItsSamplersFiguresUntilItCloses() throws Exception {
    int port = freePort();
    TrackingSession session = new TrackingSession(TrackingConfig.from(props(port)), QUIET);
    HttpClient http = HttpClient.newHttpClient();
    HttpResponse<String> before = scrape(http, port);
    assertEquals(200, before.statusCode());
    assertEquals(OpenMetricsText.CONTENT_TYPE, before.headers().firstValue("Content-Type")
        .orElse(""));
    assertTrue(before.body().contains("ycsb_bio_run_info{binding=\"binding\""), before.body());
    assertTrue(before.body().endsWith("# EOF\n"));
    assertFalse(before.body().contains("ycsb_bio_operations_total{"), "no operation yet");

    ThreadRecorder recorder = session.newThreadRecorder();
    int slot = Slots.of(session.nodes().register("n1").index(), Operation.READ.ordinal(), false,
        false);
    for (int i = 0; i < 5; i++) {
      Recorders.record(recorder, slot, 700, System.nanoTime());
    }
    recorder.close();   // the thread is done: the sampler writes its intervals at its next tick
    await().atMost(Duration.ofSeconds(30)).until(() -> scrape(http, port).body().contains(
        "ycsb_bio_operations_total{node=\"n1\",operation=\"READ\",binding=\"binding\","
            + "workload=\"site.ycsb.workloads.CoreWorkload\",phase=\"run\",target=\"0\","
            + "threads=\"1\",client=\"c1\",label=\"\"} 5\n"));
    assertTrue(scrape(http, port).body().contains("le=\"0.0007\"} 5\n"), "700 µs ≤ 0.7 ms");
    await().atMost(Duration.ofSeconds(30)).until(() -> scrape(http, port).body()
        .contains("ycsb_bio_client_limited{binding=\"binding\",workload=\"site.ycsb.workloads."
            + "CoreWorkload\",phase=\"run\",target=\"0\",threads=\"1\",client=\"c1\",label=\"\","
            + "criterion=\"gc\"} "));   // the client guard's reading, once a second
    session.end();
    session.close(RunStatus.COMPLETED);
    assertThrows(ConnectException.class, () -> scrape(http, port), "refused once closed");
  }

  @Test
  void aTakenPortStopsTheRunBeforeAnythingIsWrittenNamingKeyAndPort() throws IOException {
    try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      int port = taken.getLocalPort();
      ConfigException e = assertThrows(ConfigException.class,
          () -> new TrackingSession(TrackingConfig.from(props(port)), QUIET));
      assertEquals("bio.metrics.port=" + port + ": 127.0.0.1:" + port + " is already in use",
          e.getMessage());
      assertFalse(Files.exists(results.resolve("run")), "no results directory");
    }
  }

  @Test
  void metricsAreOffByDefaultAndAPrivilegedPortIsRefused() {
    assertNull(TrackingConfig.from(props(-1)).metricsAddress());
    assertNull(TrackingConfig.from(props(0)).metricsAddress());
    assertEquals("bio.metrics.port=80: a privileged port (below 1024): give one of 1024..65535",
        assertThrows(ConfigException.class, () -> TrackingConfig.from(props(80))).getMessage());
    assertEquals("bio.metrics.port=70000: must be between 0 and 65535",
        assertThrows(ConfigException.class, () -> TrackingConfig.from(props(70000)))
            .getMessage());
    assertEquals("/0.0.0.0:9461", TrackingConfig.from(props(9461, "bio.metrics.bind", "0.0.0.0"))
        .metricsAddress().toString());
    assertEquals("bio.metrics.prot: unknown key (did you mean bio.metrics.port?)",
        assertThrows(ConfigException.class,
            () -> TrackingConfig.from(props(-1, "bio.metrics.prot", "9461"))).getMessage());
  }

  @Test
  void docsTrackingListsTheMetricsSettingsAsDeclared() throws IOException {
    OptionsDocTable.assertDocuments("docs/tracking.md", TrackingConfig.METRICS_OPTIONS);
  }
}
