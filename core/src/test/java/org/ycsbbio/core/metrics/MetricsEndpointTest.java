package org.ycsbbio.core.metrics;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.ycsbbio.core.api.ConfigException;

/**
 * The endpoint over a real socket, read the way a scraper reads it (raw HTTP/1.1, so every byte
 * that arrives is seen): whole documents, and while it closes a whole document, a 503 or a
 * refused connection, never part of a document.
 */
class MetricsEndpointTest {
  /** A large document, so a cut one would show: 2 MB of lines, then # EOF. */
  private static final byte[] DOCUMENT = document();

  private static byte[] document() {
    StringBuilder b = new StringBuilder("# TYPE x gauge\n");
    for (int i = 0; i < 100_000; i++) {
      b.append("x{i=\"").append(i).append("\"} ").append(i).append('\n');
    }
    return b.append("# EOF\n").toString().getBytes(StandardCharsets.UTF_8);
  }

  private static InetSocketAddress loopback(int port) {
    return new InetSocketAddress(InetAddress.getLoopbackAddress(), port);
  }

  /** The response to one GET: status line, headers and body as they came; "" when refused. */
  private record Response(String head, byte[] body) {
    /** The status code, or -1 when the status line did not arrive whole. */
    int status() {
      return head.matches("(?s)HTTP/1\\.1 [0-9]{3} .*") ? Integer.parseInt(head.substring(9, 12))
          : -1;
    }
  }

  /**
   * One GET as a scraper sends it. A connection refused throws {@link ConnectException}; one
   * accepted and then closed or reset before any byte of an answer gives an empty head.
   */
  private static Response get(InetSocketAddress address, String path) throws IOException {
    ByteArrayOutputStream all = new ByteArrayOutputStream();
    try (Socket s = new Socket()) {
      s.connect(address, 5_000);
      s.setSoTimeout(10_000);
      OutputStream out = s.getOutputStream();
      out.write(("GET " + path + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
          .getBytes(StandardCharsets.US_ASCII));
      out.flush();
      s.getInputStream().transferTo(all);
    } catch (ConnectException refused) {
      throw refused;
    } catch (IOException reset) {
      // what arrived before the reset is judged below
    }
    String text = all.toString(StandardCharsets.ISO_8859_1);
    int end = text.indexOf("\r\n\r\n");
    if (end < 0) {
      return new Response(text, new byte[0]);
    }
    byte[] bytes = all.toByteArray();
    byte[] body = new byte[bytes.length - end - 4];
    System.arraycopy(bytes, end + 4, body, 0, body.length);
    return new Response(text.substring(0, end), body);
  }

  @Test
  void servesTheWholeDocumentAsOpenMetricsAtSlashMetricsOnly() throws IOException {
    try (MetricsEndpoint endpoint = MetricsEndpoint.start(loopback(0), () -> DOCUMENT,
        "p.port", "p.bind")) {
      Response r = get(endpoint.address(), "/metrics");
      assertEquals(200, r.status());
      assertTrue(r.head().contains("Content-type: " + OpenMetricsText.CONTENT_TYPE), r.head());
      assertTrue(r.head().contains("Content-length: " + DOCUMENT.length), r.head());
      assertEquals(new String(DOCUMENT, StandardCharsets.UTF_8),
          new String(r.body(), StandardCharsets.UTF_8));
      assertEquals(404, get(endpoint.address(), "/").status());
    }
  }

  @Test
  void aPortInUseFailsInOneLineNamingTheKeyAndThePort() throws IOException {
    try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      ConfigException e = assertThrows(ConfigException.class, () -> MetricsEndpoint.start(
          loopback(taken.getLocalPort()), () -> DOCUMENT, "bio.metrics.port", "bio.metrics.bind"));
      assertEquals("bio.metrics.port=" + taken.getLocalPort() + ": 127.0.0.1:"
          + taken.getLocalPort() + " is already in use", e.getMessage());
    }
  }

  @Test
  void anAddressNotOfThisMachineFailsNamingTheBindKey() {
    // 192.0.2.1 (TEST-NET-1, RFC 5737) is on no interface here
    ConfigException e = assertThrows(ConfigException.class, () -> MetricsEndpoint.start(
        new InetSocketAddress(InetAddress.getByAddress(new byte[] {(byte) 192, 0, 2, 1}), 9469),
        () -> DOCUMENT, "bio.metrics.port", "bio.metrics.bind"));
    assertTrue(e.getMessage().startsWith("bio.metrics.bind=192.0.2.1: cannot listen on "
        + "192.0.2.1:9469"), e.getMessage());
    assertTrue(!e.getMessage().contains("\n"));
  }

  @Test
  void scrapesWhileItClosesGetAWholeDocumentA503OrARefusedConnection() throws Exception {
    for (int round = 0; round < 5; round++) {
      MetricsEndpoint endpoint = MetricsEndpoint.start(loopback(0), () -> DOCUMENT, "p", "b");
      InetSocketAddress address = endpoint.address();
      AtomicBoolean closed = new AtomicBoolean();
      AtomicInteger whole = new AtomicInteger();
      AtomicInteger refused = new AtomicInteger();
      ConcurrentHashMap<String, String> bad = new ConcurrentHashMap<>();
      CountDownLatch started = new CountDownLatch(4);
      List<Thread> scrapers = new ArrayList<>();
      for (int t = 0; t < 4; t++) {
        Thread scraper = new Thread(() -> {
          started.countDown();
          for (int i = 0; i < 2_000; i++) {   // bounded: ends once refused after the close
            try {
              Response r = get(address, "/metrics");
              if (r.head().isEmpty()) {
                refused.incrementAndGet();   // closed before any byte: nothing half-read
              } else if (r.status() == 200 && new String(r.body(), StandardCharsets.UTF_8)
                  .equals(new String(DOCUMENT, StandardCharsets.UTF_8))) {
                whole.incrementAndGet();
              } else if (r.status() == 503) {
                refused.incrementAndGet();
              } else {
                bad.put(r.head(), r.body().length + " bytes of " + DOCUMENT.length);
              }
            } catch (ConnectException e) {
              refused.incrementAndGet();
              if (closed.get()) {
                return;
              }
            } catch (IOException e) {
              bad.put(e.toString(), "");
            }
          }
        }, "scraper-" + t);
        scrapers.add(scraper);
        scraper.start();
      }
      assertTrue(started.await(30, TimeUnit.SECONDS));
      int wholeBefore = 4 * (round + 1);   // close in the middle of the scrapes
      await().atMost(Duration.ofSeconds(60)).until(() -> whole.get() >= wholeBefore);
      endpoint.close();
      closed.set(true);
      for (Thread s : scrapers) {
        s.join(120_000);
        if (s.isAlive()) {
          fail(s.getName() + " still scraping 2 min after the close");
        }
      }
      assertTrue(bad.isEmpty(), "round " + round + ": partial or other answers: " + bad);
      assertTrue(refused.get() >= 4, "each scraper ends refused after the close");
      assertThrows(ConnectException.class, () -> get(address, "/metrics"));
    }
  }
}
