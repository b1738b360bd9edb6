package org.ycsbbio.bindings.memcached;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import org.ycsbbio.core.api.HostPort;
import org.ycsbbio.core.testing.PidFaults;
import org.ycsbbio.core.testing.ServerProperties;

/**
 * The three plain memcached servers of the integration tests, started by {@code bin/test}
 * ({@code tests/memcached-servers.sh}) and named by system properties: {@code memcached.hosts}
 * ({@code host:port} of servers 1..3) and {@code memcached.pids} (their pids, for
 * {@code deploy/local/fault-pid.sh}). Missing properties fail the test: these tests never skip.
 * Questions to a server go over a text-protocol connection of their own, to that server alone.
 */
final class MemcachedServers {
  final List<String> hosts;
  final PidFaults faults;

  private MemcachedServers(List<String> hosts, List<String> pids) {
    this.hosts = hosts;
    this.faults = new PidFaults(pids);
  }

  /** The servers bin/test started; fails (never skips) when there are none. */
  static MemcachedServers fromSystemProperties() {
    List<String> v = ServerProperties.required("memcached integration tests need the servers "
        + "bin/test starts: run bin/test, or start them with tests/memcached-servers.sh start DIR "
        + "11411 and pass -Dmemcached.hosts=$(tests/memcached-servers.sh hosts DIR) "
        + "-Dmemcached.pids=$(tests/memcached-servers.sh pids DIR)", "memcached.hosts",
        "memcached.pids");
    MemcachedServers s = new MemcachedServers(Arrays.asList(v.get(0).split(",")),
        Arrays.asList(v.get(1).split(",")));
    assertEquals(3, s.hosts.size(), "three servers expected: " + s.hosts);
    return s;
  }

  /**
   * Every server emptied: {@code flush_all}, then its flushed items reclaimed, so that
   * {@link #items} counts only what is stored after. {@code flush_all} only marks the items
   * invalid; {@code curr_items} keeps counting them until memcached's LRU crawler unlinks them,
   * on a schedule that backs off on a server in use (seen: 588 flushed items still counted after
   * a workload's load and run). So each server is asked to crawl now ({@code lru_crawler crawl
   * all}; {@code BUSY} while a crawl runs, asked again) until it counts no item, within 10 s.
   */
  void empty() throws IOException {
    for (String h : hosts) {
      assertEquals("OK", ask(h, "flush_all"), h);
    }
    for (String h : hosts) {
      await(h + ": flushed items reclaimed").atMost(Duration.ofSeconds(10))
          .pollInterval(Duration.ofMillis(20)).until(() -> {
            String crawl = ask(h, "lru_crawler crawl all");
            if (!crawl.equals("OK") && !crawl.startsWith("BUSY")) {
              fail(h + " answered '" + crawl + "' to lru_crawler crawl all");
            }
            return items(h) == 0;
          });
    }
  }

  /** Whether server {@code host} holds item {@code key} ({@code mg KEY}: HD or EN). */
  boolean holds(String host, String key) throws IOException {
    String answer = ask(host, "mg " + key);
    if (!answer.equals("HD") && !answer.equals("EN")) {
      fail(host + " answered '" + answer + "' to mg " + key);
    }
    return answer.equals("HD");
  }

  /** Items stored on {@code host} ({@code stats}: curr_items). */
  long items(String host) throws IOException {
    try (Socket s = connect(host)) {
      send(s, "stats");
      BufferedReader in = reader(s);
      for (String line = in.readLine(); line != null && !line.equals("END");
          line = in.readLine()) {
        if (line.startsWith("STAT curr_items ")) {
          return Long.parseLong(line.substring("STAT curr_items ".length()));
        }
      }
    }
    throw new IOException(host + ": no curr_items in stats");
  }

  /** The first line of {@code host}'s answer to {@code command}. */
  private static String ask(String host, String command) throws IOException {
    try (Socket s = connect(host)) {
      send(s, command);
      return reader(s).readLine();
    }
  }

  private static Socket connect(String host) throws IOException {
    HostPort hp = HostPort.parse(host, 0);
    Socket s = new Socket(hp.host(), hp.port());
    s.setSoTimeout(10_000);
    return s;
  }

  private static void send(Socket s, String command) throws IOException {
    OutputStream out = s.getOutputStream();
    out.write((command + "\r\n").getBytes(StandardCharsets.US_ASCII));
    out.flush();
  }

  private static BufferedReader reader(Socket s) throws IOException {
    return new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.US_ASCII));
  }
}
