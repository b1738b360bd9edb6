package org.ycsbbio.core.api;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.locks.LockSupport;
import net.jcip.annotations.ThreadSafe;

/**
 * A loopback TCP proxy that holds every chunk a client sends for a fixed delay before passing it
 * to the server: a database server made slow from the outside, like a node with a slow disk or a
 * congested link, for bottleneck demonstrations (the quickstart) and binding tests whose servers
 * run inside the test JVM. Replies pass through at once. Listens on 127.0.0.1 only.
 */
@ThreadSafe
public final class DelayProxy implements AutoCloseable {
  private final ServerSocket listener;
  private final int targetPort;
  private final long delayNanos;
  private final List<Socket> sockets = new CopyOnWriteArrayList<>();

  /** Listens on a free loopback port and forwards to {@code 127.0.0.1:targetPort}. */
  public DelayProxy(int targetPort, Duration delay) throws IOException {
    this.listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
    this.targetPort = targetPort;
    this.delayNanos = delay.toNanos();
    daemon(this::accept, "delay-proxy-accept");
  }

  /** The port clients connect to. */
  public int port() {
    return listener.getLocalPort();
  }

  private void accept() {
    while (!listener.isClosed()) {
      try {
        Socket client = listener.accept();
        Socket server = new Socket(InetAddress.getLoopbackAddress(), targetPort);
        client.setTcpNoDelay(true);
        server.setTcpNoDelay(true);
        sockets.add(client);
        sockets.add(server);
        daemon(() -> pump(client, server, delayNanos), "delay-proxy-up");
        daemon(() -> pump(server, client, 0), "delay-proxy-down");
      } catch (IOException e) {
        return; // listener closed
      }
    }
  }

  private static void pump(Socket from, Socket to, long delayNanos) {
    byte[] buf = new byte[64 * 1024];
    try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
      for (int n; (n = in.read(buf)) >= 0; ) {
        if (delayNanos > 0) {
          LockSupport.parkNanos(delayNanos); // the simulated slowness, not synchronization
        }
        out.write(buf, 0, n);
        out.flush();
      }
    } catch (IOException e) {
      // connection closed by either side
    } finally {
      close(from);
      close(to);
    }
  }

  private static void daemon(Runnable r, String name) {
    Thread t = new Thread(r, name);
    t.setDaemon(true);
    t.start();
  }

  private static void close(Socket s) {
    try {
      s.close();
    } catch (IOException e) {
      // already closed
    }
  }

  @Override
  public void close() throws IOException {
    listener.close();
    sockets.forEach(DelayProxy::close);
  }
}
