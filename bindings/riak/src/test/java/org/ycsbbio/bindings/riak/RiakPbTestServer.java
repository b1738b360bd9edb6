package org.ycsbbio.bindings.riak;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import net.jcip.annotations.ThreadSafe;
import shaded.com.basho.riak.protobuf.RiakKvPB;
import shaded.com.basho.riak.protobuf.RiakMessageCodes;
import shaded.com.basho.riak.protobuf.RiakPB;
import shaded.com.google.protobuf.ByteString;
import shaded.com.google.protobuf.InvalidProtocolBufferException;
import shaded.com.google.protobuf.MessageLite;

/**
 * A Riak protocol-buffers server for tests, one "node" on 127.0.0.1: Riak's framing (4-byte
 * big-endian length of code + payload, 1-byte message code, protobuf payload) with the message
 * codes of basho/riak_pb {@code src/riak_pb_messages.csv} (as generated into riak-client's
 * {@code RiakMessageCodes}: 0 RpbErrorResp, 1/2 Ping, 7/8 GetServerInfo, 9/10 Get, 11/12 Put,
 * 13/14 Del, 25/26 Index) and the messages of {@code riak.proto}/{@code riak_kv.proto} (the
 * classes riak-client ships). It serves get, put, delete and {@code $key} range queries on a
 * {@link PbStore} that several instances share, like the nodes of a ring; other codes get an
 * RpbErrorResp. Knobs: a delay before every KV answer (a slow node), whether 2i queries are
 * answered as by a backend without indexes (bitcask), a gate that holds every get until a given
 * number of gets are in flight together, and gets answered with an error. It records the most
 * gets it had in flight at once. One thread per connection.
 */
@ThreadSafe
final class RiakPbTestServer implements AutoCloseable {
  /** Riak's answer to a 2i query on bitcask (riak_kv_index_fsm). */
  static final String NO_INDEXES = "{error,{indexes_not_supported,riak_kv_bitcask_backend}}";
  private static final String DEFAULT_TYPE = "default";

  private final PbStore store;
  private final ServerSocket socket;
  private final Set<Socket> connections = ConcurrentHashMap.newKeySet();
  private final AtomicLong kvRequests = new AtomicLong();
  private volatile RiakKvPB.RpbGetReq lastGet;
  private volatile RiakKvPB.RpbPutReq lastPut;
  private volatile long delayNanos;
  private volatile boolean indexes = true;
  private volatile boolean failGets;
  private volatile CountDownLatch getGate;
  private volatile long getGateNanos;
  private final AtomicInteger getsInFlight = new AtomicInteger();
  private final AtomicInteger maxGetsInFlight = new AtomicInteger();

  private RiakPbTestServer(PbStore store) throws IOException {
    this.store = store;
    this.socket = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
    Thread acceptor = new Thread(this::accept, "riak-pb-test-" + socket.getLocalPort());
    acceptor.setDaemon(true);
    acceptor.start();
  }

  /** A node on a free loopback port serving {@code store}. */
  static RiakPbTestServer start(PbStore store) throws IOException {
    return new RiakPbTestServer(store);
  }

  /** {@code 127.0.0.1:port}. */
  String address() {
    return socket.getInetAddress().getHostAddress() + ":" + socket.getLocalPort();
  }

  /** Every get, put, delete and index answer waits {@code delay} first. */
  void delay(Duration delay) {
    delayNanos = delay.toNanos();
  }

  /** Whether 2i queries are served ({@code false}: answered like bitcask). */
  void indexes(boolean supported) {
    indexes = supported;
  }

  /**
   * Every get from now on waits until {@code gets} gets have arrived (counted from now), for at
   * most {@code timeout}; a get that waited in vain is answered with an error saying how many
   * arrived, so a client that fetches one by one fails.
   */
  void holdGetsUntil(int gets, Duration timeout) {
    getGateNanos = timeout.toNanos();
    getGate = new CountDownLatch(gets);
  }

  /** Whether gets are answered with an error (a node that fails fetches). */
  void failGets(boolean fail) {
    failGets = fail;
  }

  /** The most gets this node was serving at once (received, not yet answered). */
  int maxGetsInFlight() {
    return maxGetsInFlight.get();
  }

  /** Get, put, delete and index requests received so far. */
  long kvRequests() {
    return kvRequests.get();
  }

  /** The last get request received, or null. */
  RiakKvPB.RpbGetReq lastGet() {
    return lastGet;
  }

  /** The last put request received, or null. */
  RiakKvPB.RpbPutReq lastPut() {
    return lastPut;
  }

  @Override
  public void close() throws IOException {
    socket.close();
    for (Socket c : connections) {
      c.close();
    }
  }

  private void accept() {
    while (!socket.isClosed()) {
      try {
        Socket c = socket.accept();
        c.setTcpNoDelay(true);
        connections.add(c);
        Thread t = new Thread(() -> serve(c), "riak-pb-conn-" + c.getPort());
        t.setDaemon(true);
        t.start();
      } catch (IOException e) {
        return; // closed
      }
    }
  }

  private void serve(Socket c) {
    try (c; DataInputStream in = new DataInputStream(new BufferedInputStream(c.getInputStream()));
        DataOutputStream out = new DataOutputStream(new BufferedOutputStream(
            c.getOutputStream()))) {
      while (true) {
        int length = in.readInt();
        byte code = in.readByte();
        byte[] payload = new byte[length - 1];
        in.readFully(payload);
        answer(code, payload, out);
        out.flush();
      }
    } catch (EOFException e) {
      // the client closed the connection
    } catch (IOException e) {
      // closed by close() or reset by the client
    } finally {
      connections.remove(c);
    }
  }

  private void answer(byte code, byte[] payload, DataOutputStream out) throws IOException {
    try {
      switch (code) {
        case RiakMessageCodes.MSG_PingReq -> send(out, RiakMessageCodes.MSG_PingResp, null);
        case RiakMessageCodes.MSG_GetServerInfoReq -> send(out,
            RiakMessageCodes.MSG_GetServerInfoResp, RiakPB.RpbGetServerInfoResp.newBuilder()
                .setNode(utf8("riak@" + address())).setServerVersion(utf8("2.2.3-test"))
                .build());
        case RiakMessageCodes.MSG_GetReq -> get(RiakKvPB.RpbGetReq.parseFrom(payload), out);
        case RiakMessageCodes.MSG_PutReq -> put(RiakKvPB.RpbPutReq.parseFrom(payload), out);
        case RiakMessageCodes.MSG_DelReq -> delete(RiakKvPB.RpbDelReq.parseFrom(payload), out);
        case RiakMessageCodes.MSG_IndexReq -> index(RiakKvPB.RpbIndexReq.parseFrom(payload),
            out);
        default -> error(out, "unknown message code " + code);
      }
    } catch (InvalidProtocolBufferException e) {
      error(out, "bad message " + code + ": " + e.getMessage());
    }
  }

  private void get(RiakKvPB.RpbGetReq req, DataOutputStream out) throws IOException {
    lastGet = req;
    maxGetsInFlight.accumulateAndGet(getsInFlight.incrementAndGet(), Math::max);
    try { // answered (buffered) before the count drops; the client sees it after the flush
      kvWait();
      String refused = gateRefusal();
      if (refused != null || failGets) {
        error(out, refused != null ? refused : "test server: get failed on " + address());
        return;
      }
      PbStore.Obj o = store.get(type(req.hasType(), req.getType()), latin1(req.getBucket()),
          latin1(req.getKey()));
      RiakKvPB.RpbGetResp.Builder resp = RiakKvPB.RpbGetResp.newBuilder();
      if (o != null) {
        resp.setVclock(ByteString.copyFrom(o.vclock())).addContent(RiakKvPB.RpbContent
            .newBuilder().setValue(ByteString.copyFrom(o.value()))
            .setContentType(utf8(o.contentType())));
      }
      send(out, RiakMessageCodes.MSG_GetResp, resp.build());
    } finally {
      getsInFlight.decrementAndGet();
    }
  }

  /** Null when no gate is set or it opened in time, else the error text of this get. */
  private String gateRefusal() {
    CountDownLatch gate = getGate;
    if (gate == null) {
      return null;
    }
    gate.countDown();
    try {
      if (gate.await(getGateNanos, TimeUnit.NANOSECONDS)) {
        return null;
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return "test server: gets did not overlap (" + gate.getCount() + " more were awaited)";
  }

  private void put(RiakKvPB.RpbPutReq req, DataOutputStream out) throws IOException {
    lastPut = req;
    kvWait();
    if (!req.hasKey()) {
      error(out, "test server: put without a key is not supported");
      return;
    }
    RiakKvPB.RpbContent content = req.getContent();
    byte[] vclock = store.put(type(req.hasType(), req.getType()), latin1(req.getBucket()),
        latin1(req.getKey()), content.getValue().toByteArray(),
        content.hasContentType() ? content.getContentType().toStringUtf8() : "");
    RiakKvPB.RpbPutResp.Builder resp = RiakKvPB.RpbPutResp.newBuilder();
    if (req.getReturnBody() || req.getReturnHead()) {
      resp.setVclock(ByteString.copyFrom(vclock)).addContent(content);
    }
    send(out, RiakMessageCodes.MSG_PutResp, resp.build());
  }

  private void delete(RiakKvPB.RpbDelReq req, DataOutputStream out) throws IOException {
    kvWait();
    store.delete(type(req.hasType(), req.getType()), latin1(req.getBucket()),
        latin1(req.getKey()));
    send(out, RiakMessageCodes.MSG_DelResp, null);
  }

  private void index(RiakKvPB.RpbIndexReq req, DataOutputStream out) throws IOException {
    kvWait();
    if (!indexes) {
      error(out, NO_INDEXES);
      return;
    }
    if (!req.getIndex().toStringUtf8().equals("$key")
        || req.getQtype() != RiakKvPB.RpbIndexReq.IndexQueryType.range) {
      error(out, "test server: only $key range queries are supported");
      return;
    }
    String min = req.hasContinuation() ? latin1(req.getContinuation()) + "\0"
        : latin1(req.getRangeMin());
    int max = req.hasMaxResults() ? req.getMaxResults() : 0;
    List<String> keys = store.range(type(req.hasType(), req.getType()), latin1(req.getBucket()),
        min, latin1(req.getRangeMax()), max == 0 ? 0 : max + 1);
    RiakKvPB.RpbIndexResp.Builder resp = RiakKvPB.RpbIndexResp.newBuilder();
    if (max > 0 && keys.size() > max) {
      keys = keys.subList(0, max);
      resp.setContinuation(bytes(keys.get(max - 1)));
    }
    for (String k : keys) {
      ByteString key = bytes(k);
      if (req.getReturnTerms()) {
        resp.addResults(RiakPB.RpbPair.newBuilder().setKey(key).setValue(key));
      } else {
        resp.addKeys(key);
      }
    }
    send(out, RiakMessageCodes.MSG_IndexResp, resp.setDone(true).build());
  }

  private void kvWait() {
    kvRequests.incrementAndGet();
    long end = System.nanoTime() + delayNanos; // the simulated service time of a slow node
    for (long left = delayNanos; left > 0; left = end - System.nanoTime()) {
      LockSupport.parkNanos(left);
    }
  }

  private static void error(DataOutputStream out, String message) throws IOException {
    send(out, RiakMessageCodes.MSG_ErrorResp, RiakPB.RpbErrorResp.newBuilder()
        .setErrmsg(utf8(message)).setErrcode(0).build());
  }

  private static void send(DataOutputStream out, byte code, MessageLite message)
      throws IOException {
    byte[] payload = message == null ? new byte[0] : message.toByteArray();
    out.writeInt(payload.length + 1);
    out.writeByte(code);
    out.write(payload);
  }

  private static String type(boolean present, ByteString type) {
    return present ? type.toStringUtf8() : DEFAULT_TYPE;
  }

  private static String latin1(ByteString bytes) {
    return new String(bytes.toByteArray(), StandardCharsets.ISO_8859_1);
  }

  private static ByteString bytes(String latin1) {
    return ByteString.copyFrom(latin1.getBytes(StandardCharsets.ISO_8859_1));
  }

  private static ByteString utf8(String s) {
    return ByteString.copyFromUtf8(s);
  }
}
