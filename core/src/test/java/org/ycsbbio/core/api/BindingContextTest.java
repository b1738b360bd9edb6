package org.ycsbbio.core.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class BindingContextTest {
  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final BindingContext context =
      BindingContext.standalone(new PrintStream(out, true, StandardCharsets.UTF_8));

  private String printed() {
    return out.toString(StandardCharsets.UTF_8);
  }

  private record Resource(String name, List<String> closed) implements AutoCloseable {
    @Override
    public void close() {
      closed.add(name);
    }
  }

  /** What {@code task} returns in 8 calls from 4 threads, all released at once. */
  private static <T> List<T> fromEightThreadsAtOnce(Callable<T> task) throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(4);
    CountDownLatch go = new CountDownLatch(1);
    List<Future<T>> running = new ArrayList<>();
    try {
      for (int i = 0; i < 8; i++) {
        running.add(pool.submit(() -> {
          go.await();
          return task.call();
        }));
      }
      go.countDown();
      List<T> got = new ArrayList<>();
      for (Future<T> f : running) {
        got.add(f.get(10, TimeUnit.SECONDS));
      }
      return got;
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void sharedOpensOncePerKeyAcrossThreadsAndClosesLatestFirst() throws Exception {
    List<String> closed = new ArrayList<>();
    AtomicInteger opened = new AtomicInteger();
    List<Resource> got = fromEightThreadsAtOnce(() -> context.shared("a", () -> {
      opened.incrementAndGet();
      return new Resource("a", closed);
    }));
    for (Resource r : got) {
      assertSame(got.get(0), r);
    }
    assertEquals(1, opened.get());
    context.shared("b", () -> new Resource("b", closed));
    context.close();
    context.close();
    assertEquals(List.of("b", "a"), closed);
    assertThrows(IllegalStateException.class,
        () -> context.shared("c", () -> new Resource("c", closed)));
  }

  @Test
  void aFailedOpenIsTriedOncePerRunAndEveryThreadGetsItsFailure() throws Exception {
    AtomicInteger attempts = new AtomicInteger();
    List<Exception> got = fromEightThreadsAtOnce(() -> {
      try {
        context.shared("k", () -> {
          attempts.incrementAndGet();
          throw new IOException("127.0.0.1:1: Connection refused");
        });
        return null;
      } catch (IOException e) {
        return e;
      }
    });
    for (Exception e : got) {
      assertSame(got.get(0), e);
    }
    assertEquals(1, attempts.get());
    assertEquals("127.0.0.1:1: Connection refused", got.get(7).getMessage());
  }

  /** A driver client whose close method is not {@code close}. */
  private record Driver(List<String> log) {
    void shutdown() {
      log.add("shutdown");
    }
  }

  @Test
  void aResourceClosesByTheMethodItsDriverHas() {
    List<String> log = new ArrayList<>();
    Driver d = context.shared("d", () -> new Driver(log), Driver::shutdown);
    assertSame(d, context.shared("d", () -> new Driver(new ArrayList<>()), Driver::shutdown));
    assertEquals(List.of(), log);
    context.close();
    assertEquals(List.of("shutdown"), log);
  }

  @Test
  void aResourceThatFailsToCloseIsReportedAndTheOthersStillClose() throws Exception {
    List<String> closed = new ArrayList<>();
    context.shared("ok", () -> new Resource("ok", closed));
    AutoCloseable failing = () -> {
      throw new IOException("disk gone");
    };
    context.shared("bad", () -> failing);
    context.close();
    assertEquals(List.of("ok"), closed);
    assertTrue(printed().contains("disk gone"), printed());
  }

  @Test
  void nodeForNamesEachHandleOnce() {
    AtomicInteger namings = new AtomicInteger();
    NodeId a = context.nodeFor(7, h -> {
      namings.incrementAndGet();
      return "host-" + h;
    });
    assertSame(a, context.nodeFor(7, h -> "other"));
    assertEquals(1, namings.get());
    assertEquals("host-7", a.name());
    assertSame(a, context.node("host-7"));
    assertEquals(a, context.nodes().get(a.index()));
  }

  @Test
  void theFirstFailurePerNodeIsPrintedTheRestCounted() {
    NodeId n1 = context.node("n1");
    NodeId n2 = context.node("n2");
    assertTrue(context.failed("mydb", n1, "timeout"));
    assertFalse(context.failed("mydb", n1, "timeout again"));
    assertTrue(context.failed("mydb", n2, "refused"));
    assertEquals("ycsb: warning: mydb: operation on n1 failed: timeout (further errors on this "
        + "node are counted, not printed)" + System.lineSeparator()
        + "ycsb: warning: mydb: operation on n2 failed: refused (further errors on this node "
        + "are counted, not printed)" + System.lineSeparator(), printed());
    assertEquals(List.of(), context.log().failures());
  }

  @Test
  void failuresAreCountedOnceEachAndPrintedOnce() {
    RunLog log = context.log();
    log.fail("shard2 down");
    log.fail("shard2 down");
    log.warn("skipped");
    assertEquals(List.of("shard2 down"), log.failures());
    assertEquals("ycsb: shard2 down" + System.lineSeparator() + "ycsb: warning: skipped"
        + System.lineSeparator(), printed());
  }
}
