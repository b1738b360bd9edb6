package org.ycsbbio.core.api;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import net.jcip.annotations.Immutable;

/**
 * One server's address as a user writes it, {@code host:port} ({@code [v6]:port} for an IPv6
 * literal), the value kind of {@link Option#hostPorts}. {@link #unreachable} tells at start,
 * within one connect timeout, which servers of a list do not accept a TCP connection, for
 * drivers that connect lazily or in the background and would otherwise fail every operation.
 *
 * @param host the host name or address, without brackets
 * @param port 1..65535
 */
@Immutable
public record HostPort(String host, int port) {
  public HostPort {
    Objects.requireNonNull(host, "host");
    if (host.isBlank() || port < 1 || port > 65_535) {
      throw new IllegalArgumentException("not host:port: " + host + ":" + port);
    }
  }

  /**
   * Parses {@code text}; without a port, {@code defaultPort} is taken (0: a port is required).
   *
   * @throws IllegalArgumentException naming the text when it is not {@code host:port}
   */
  public static HostPort parse(String text, int defaultPort) {
    String t = text.strip();
    int colon = t.lastIndexOf(':');
    boolean bracketed = t.startsWith("[");
    String host = t;
    String port = null;
    if (bracketed) {
      int close = t.indexOf(']');
      if (close < 0) {
        throw new IllegalArgumentException("'" + text + "' is not host:port");
      }
      host = t.substring(1, close);
      port = close + 1 < t.length() && t.charAt(close + 1) == ':' ? t.substring(close + 2) : null;
    } else if (colon >= 0 && t.indexOf(':') == colon) {
      host = t.substring(0, colon);
      port = t.substring(colon + 1);
    }
    int p = defaultPort;
    if (port != null) {
      p = port.matches("[0-9]{1,5}") ? Integer.parseInt(port) : -1;
    }
    if (host.isBlank() || p < 1 || p > 65_535) {
      throw new IllegalArgumentException("'" + text + "' is not host:port");
    }
    return new HostPort(host, p);
  }

  /** The socket address, resolved now. */
  public InetSocketAddress address() {
    return new InetSocketAddress(host, port);
  }

  /** {@code host:port}; {@code [host]:port} for an IPv6 literal. */
  @Override
  public String toString() {
    return (host.contains(":") ? "[" + host + "]" : host) + ":" + port;
  }

  /**
   * Opens a TCP connection to every one of {@code servers} at once and closes it again; returns,
   * in the order given, {@code "host:port: why"} for each that did not connect within
   * {@code timeoutMillis} (refused, unknown host, no answer). Empty when all connected. Waits at
   * most one {@code timeoutMillis} in all, however many servers there are.
   */
  public static List<String> unreachable(List<HostPort> servers, long timeoutMillis) {
    Map<HostPort, String> why = new LinkedHashMap<>();
    List<SocketChannel> open = new ArrayList<>();
    try (Selector selector = Selector.open()) {
      for (HostPort s : servers) {
        try {
          SocketAddress a = s.address();
          if (((InetSocketAddress) a).isUnresolved()) {
            why.put(s, "unknown host");
            continue;
          }
          SocketChannel ch = SocketChannel.open();
          open.add(ch);
          ch.configureBlocking(false);
          if (!ch.connect(a)) {
            ch.register(selector, SelectionKey.OP_CONNECT, s);
          }
        } catch (IOException e) {
          why.put(s, reason(e));
        }
      }
      long deadline = System.nanoTime() + timeoutMillis * 1_000_000L;
      while (!selector.keys().isEmpty()) {
        long left = (deadline - System.nanoTime()) / 1_000_000L;
        if (left <= 0) {
          break;
        }
        selector.select(left);
        for (SelectionKey k : selector.selectedKeys()) {
          try {
            ((SocketChannel) k.channel()).finishConnect();
          } catch (IOException e) {
            why.put((HostPort) k.attachment(), reason(e));
          }
          k.cancel();
        }
        selector.selectedKeys().clear();
        selector.selectNow();   // drops the cancelled keys
      }
      for (SelectionKey k : selector.keys()) {
        why.put((HostPort) k.attachment(), "no answer within " + timeoutMillis + " ms");
      }
    } catch (IOException e) {
      throw new IllegalStateException("cannot open a selector: " + e.getMessage(), e);
    } finally {
      for (SocketChannel ch : open) {
        try {
          ch.close();
        } catch (IOException e) {
          // a probe connection: nothing was sent on it
        }
      }
    }
    List<String> out = new ArrayList<>();
    for (HostPort s : servers) {
      if (why.containsKey(s)) {
        out.add(s + ": " + why.get(s));
      }
    }
    return out;
  }

  private static String reason(IOException e) {
    return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
  }
}
