package org.ycsbbio.core.metrics;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.Closeable;
import java.io.IOException;
import java.io.OutputStream;
import java.net.BindException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Supplier;
import net.jcip.annotations.ThreadSafe;
import org.ycsbbio.core.api.ConfigException;

/**
 * Serves a document over HTTP at {@code /metrics} with the JDK's built-in server, on two daemon
 * threads of its own: each scrape renders the whole document first and sends it with its length,
 * so a scraper gets all of it or, once {@link #close} has begun, a {@code 503} or a refused
 * connection, never a part. Nothing here touches the client threads.
 *
 * <pre>{@code
 * MetricsEndpoint endpoint = MetricsEndpoint.start(address, () -> text.render(sink.snapshot()),
 *     "bio.metrics.port", "bio.metrics.bind");
 * ...
 * endpoint.close();   // refuses new scrapes, lets those under way finish (at most 2 s)
 * }</pre>
 */
@ThreadSafe
public final class MetricsEndpoint implements Closeable {
  /** How long {@link #close} lets scrapes under way finish. */
  static final long CLOSE_WAIT_NANOS = 2_000_000_000L;

  private final HttpServer server;
  private final ExecutorService threads;
  private final Supplier<byte[]> document;
  private final AtomicInteger inFlight = new AtomicInteger();
  private volatile boolean closing;

  private MetricsEndpoint(HttpServer server, Supplier<byte[]> document) {
    this.server = server;
    this.document = document;
    this.threads = Executors.newFixedThreadPool(2, r -> {
      Thread t = new Thread(r, "ycsb-bio-metrics");
      t.setDaemon(true);
      return t;
    });
  }

  /**
   * Listens on {@code address} and serves {@code document} (OpenMetrics text, built anew for
   * every scrape).
   *
   * @param portKey the setting that gave the port, named when it is taken
   * @param bindKey the setting that gave the address, named when it cannot be used
   * @throws ConfigException in one line naming the setting and the address when the port is in
   *     use or the address is not one of this machine's
   */
  public static MetricsEndpoint start(InetSocketAddress address, Supplier<byte[]> document,
      String portKey, String bindKey) {
    HttpServer server;
    try {
      server = HttpServer.create(address, 16);
    } catch (BindException e) {
      String where = address.getAddress().getHostAddress() + ":" + address.getPort();
      throw new ConfigException(e.getMessage() != null && e.getMessage().contains("in use")
          ? portKey + "=" + address.getPort() + ": " + where + " is already in use"
          : bindKey + "=" + address.getHostString() + ": cannot listen on " + where + " ("
              + e.getMessage() + ")", e);
    } catch (IOException e) {
      throw new ConfigException(bindKey + "=" + address.getHostString() + ": cannot listen on "
          + address.getAddress().getHostAddress() + ":" + address.getPort() + " (" + e + ")", e);
    }
    MetricsEndpoint endpoint = new MetricsEndpoint(server, document);
    server.createContext("/metrics", endpoint::handle);
    server.setExecutor(endpoint.threads);
    server.start();
    return endpoint;
  }

  /** The address it listens on. */
  public InetSocketAddress address() {
    return server.getAddress();
  }

  private void handle(HttpExchange exchange) throws IOException {
    inFlight.incrementAndGet();
    try (exchange) {
      exchange.getRequestBody().readAllBytes();
      if (closing) {
        respond(exchange, 503, "text/plain; charset=utf-8",
            "the run is ending: no more metrics\n".getBytes(StandardCharsets.UTF_8));
      } else if (!exchange.getRequestMethod().equals("GET")
          && !exchange.getRequestMethod().equals("HEAD")) {
        exchange.getResponseHeaders().set("Allow", "GET, HEAD");
        respond(exchange, 405, "text/plain; charset=utf-8", new byte[0]);
      } else if (!exchange.getRequestURI().getPath().equals("/metrics")) {
        respond(exchange, 404, "text/plain; charset=utf-8", new byte[0]);
      } else {
        respond(exchange, 200, OpenMetricsText.CONTENT_TYPE, document.get());
      }
    } finally {
      inFlight.decrementAndGet();
    }
  }

  private static void respond(HttpExchange exchange, int status, String type, byte[] body)
      throws IOException {
    exchange.getResponseHeaders().set("Content-Type", type);
    boolean head = exchange.getRequestMethod().equals("HEAD");
    exchange.sendResponseHeaders(status, head || body.length == 0 ? -1 : body.length);
    if (!head && body.length > 0) {
      try (OutputStream out = exchange.getResponseBody()) {
        out.write(body);
      }
    }
  }

  /**
   * Stops serving: a scrape that arrives from now on gets {@code 503}, those under way finish
   * (waited for up to 2 s: a scraper that does not read is then cut off), then the port closes
   * and connections are refused. Idempotent.
   */
  @Override
  public void close() {
    if (closing) {
      return;
    }
    closing = true;
    long deadline = System.nanoTime() + CLOSE_WAIT_NANOS;
    while (inFlight.get() > 0 && System.nanoTime() < deadline) {
      LockSupport.parkNanos(1_000_000L);
    }
    server.stop(0);
    threads.shutdownNow();
    try {
      threads.awaitTermination(1, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
