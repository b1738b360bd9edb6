package org.ycsbbio.bindings.redis;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import net.jcip.annotations.NotThreadSafe;
import org.ycsbbio.core.api.ConfiguredDB;
import org.ycsbbio.core.api.EmptiesTables;
import org.ycsbbio.core.api.NodeId;
import redis.clients.jedis.DefaultJedisClientConfig;
import redis.clients.jedis.HostAndPort;
import redis.clients.jedis.Jedis;
import redis.clients.jedis.JedisClientConfig;
import redis.clients.jedis.Pipeline;
import redis.clients.jedis.exceptions.JedisAskDataException;
import redis.clients.jedis.exceptions.JedisConnectionException;
import redis.clients.jedis.exceptions.JedisException;
import redis.clients.jedis.exceptions.JedisMovedDataException;
import redis.clients.jedis.params.ScanParams;
import redis.clients.jedis.resps.ScanResult;
import site.ycsb.ByteArrayByteIterator;
import site.ycsb.ByteIterator;
import site.ycsb.DBException;
import site.ycsb.Status;

/**
 * The {@code redis} binding: YCSB on a Redis Cluster, each operation counted against the master
 * that answered it. A record is a hash at key {@code table:key}; the client keeps its own slot
 * map (read from {@code CLUSTER NODES} at {@code init()}) and one plain connection per master, so
 * it knows which master it asked: the owner of the key's hash slot, or the master a {@code MOVED}
 * (the map is updated) or {@code ASK} redirection named. Scans read a per-table sorted-set index
 * ({@link RedisConfig.ScanMode}; docs/bindings/redis.md). {@link #emptyTables} deletes a table's
 * records and index on every master. Confined to one YCSB client thread, as YCSB's {@code DB}
 * contract says; nothing is shared between instances but the run's context.
 */
@NotThreadSafe
public final class RedisClient extends ConfiguredDB<RedisConfig> implements EmptiesTables {
  private static final String BINDING = "redis";
  private static final int HGETALL = 0;
  private static final int HMGET = 1;
  private static final int HSET = 2;
  private static final int DEL = 3;
  private static final int ZADD = 4;
  private static final int ZREM = 5;
  private static final int ZRANGE = 6;
  /** Keys asked for per {@code SCAN} call and deleted per pipeline while emptying. */
  private static final int EMPTY_BATCH = 1000;

  private RedisConfig config;
  private JedisClientConfig clientConfig;
  /** Master index (into the lists below) owning each slot, as this client last learned. */
  private final int[] slotOwner = new int[Slots.COUNT];
  private final List<HostAndPort> addresses = new ArrayList<>();
  private final List<NodeId> nodes = new ArrayList<>();
  private final List<Jedis> links = new ArrayList<>();
  private final byte[] lexMax = {'+'};
  private int lastMaster;
  // Arguments and replies of the command being sent: fields, not lambdas, so that an operation
  // allocates nothing beyond what Jedis needs.
  private byte[][] fieldArgs;
  private Map<byte[], byte[]> hashArg;
  private byte[] memberArg;
  private int countArg;
  private Map<byte[], byte[]> hashReply;
  private List<byte[]> listReply;
  private long longReply;
  private String[] indexTables = new String[0];
  private byte[][] indexKeys = new byte[0][];

  public RedisClient() {
    super(RedisConfig.OPTIONS, RedisConfig::from);
  }

  @Override
  protected void start(RedisConfig config) throws DBException {
    this.config = config;
    int timeout = (int) config.timeoutMillis();
    clientConfig = DefaultJedisClientConfig.builder().connectionTimeoutMillis(timeout)
        .socketTimeoutMillis(timeout).clientName("ycsb-bio").build();
    String[] owners = sharedClient(new SlotOwners(config), this::clusterNodes, "redis");
    Map<String, Integer> index = new HashMap<>();
    for (int s = 0; s < Slots.COUNT; s++) {
      if (owners[s] == null) {
        throw new DBException("redis: no master serves slot " + s + " (CLUSTER NODES of "
            + config.seeds() + "); is the cluster complete?");
      }
      slotOwner[s] = index.computeIfAbsent(owners[s], a -> master(HostAndPort.from(a)));
    }
  }

  /**
   * The key of the run's slot map as read at start: every client thread starts from one
   * {@code CLUSTER NODES} (one attempt per run; a cluster that does not answer fails every
   * thread at once).
   */
  private record SlotOwners(RedisConfig config) {
  }

  /** The slot owners by the first seed that answers {@code CLUSTER NODES}. */
  private String[] clusterNodes() throws DBException {
    JedisException last = null;
    for (String seed : config.seeds()) {
      try (Jedis j = new Jedis(HostAndPort.from(seed), clientConfig)) {
        return Slots.owners(j.clusterNodes());
      } catch (JedisException e) {
        last = e;
      }
    }
    throw new DBException("no seed of redis.hosts=" + String.join(",", config.seeds())
        + " answered CLUSTER NODES: " + last.getMessage(), last);
  }

  /** The index of the master at {@code address}, registered (node, no connection yet) if new. */
  private int master(HostAndPort address) {
    int i = addresses.indexOf(address);
    if (i >= 0) {
      return i;
    }
    addresses.add(address);
    nodes.add(context().nodeFor(address, a -> a.getHost() + ":" + a.getPort()));
    links.add(null);
    return addresses.size() - 1;
  }

  private Jedis link(int master) {
    Jedis j = links.get(master);
    if (j == null) {
      j = new Jedis(addresses.get(master), clientConfig);
      links.set(master, j);
    }
    return j;
  }

  private void dropLink(int master) {
    Jedis j = links.set(master, null);
    if (j != null) {
      try {
        j.close();
      } catch (JedisException e) {
        // the connection is broken already; the failure was reported by the caller
      }
    }
  }

  /**
   * Sends {@code command} on {@code key} to the master of its slot, following redirections; the
   * master that answered (or failed) is {@link #lastMaster} and named by {@code servedBy}.
   */
  private Status send(int command, byte[] key) {
    int target = slotOwner[Slots.of(key)];
    boolean asking = false;
    for (int hop = 0; ; hop++) {
      lastMaster = target;
      servedBy(nodes.get(target));
      try {
        Jedis j = link(target);
        if (asking) {
          j.asking();
        }
        perform(command, j, key);
        return Status.OK;
      } catch (JedisMovedDataException e) {
        target = master(e.getTargetNode());
        slotOwner[e.getSlot()] = target;
        asking = false;
      } catch (JedisAskDataException e) {
        target = master(e.getTargetNode());
        asking = true;
      } catch (JedisConnectionException e) {
        dropLink(target);
        return failed(target, e.getMessage());
      } catch (JedisException e) {
        return failed(target, e.getMessage());
      }
      if (hop >= config.maxRedirections()) {
        return failed(target, "more than " + config.maxRedirections() + " redirections");
      }
    }
  }

  private Status failed(int master, String what) {
    context().failed(BINDING, nodes.get(master), what);
    return Status.ERROR;
  }

  private void perform(int command, Jedis j, byte[] key) {
    switch (command) {
      case HGETALL -> hashReply = j.hgetAll(key);
      case HMGET -> listReply = j.hmget(key, fieldArgs);
      case HSET -> longReply = j.hset(key, hashArg);
      case DEL -> longReply = j.del(key);
      case ZADD -> longReply = j.zadd(key, 0, memberArg);
      case ZREM -> longReply = j.zrem(key, memberArg);
      case ZRANGE -> listReply = j.zrangeByLex(key, memberArg, lexMax, 0, countArg);
      default -> throw new IllegalArgumentException("command " + command);
    }
  }

  /**
   * Deletes every record of {@code tables} and their scan indexes, master by master: {@code SCAN}
   * for {@code table:*} (a master lists only its own keys) and {@code DEL} of what it finds, a
   * pipeline per batch, then {@code DEL} of each {@code {table}:index} on its slot's master.
   * Other keys stay (no {@code FLUSHALL}).
   */
  @Override
  public void emptyTables(List<String> tables) throws DBException {
    for (int m = 0; m < addresses.size(); m++) {
      for (String table : tables) {
        try {
          Jedis j = link(m);
          deleteMatching(j, (glob(table) + ":*").getBytes(StandardCharsets.UTF_8));
          if (slotOwner[Slots.of(indexKey(table))] == m) {
            j.del(indexKey(table));
          }
        } catch (JedisException e) {
          dropLink(m);
          throw new DBException("redis: cannot empty table " + table + " on "
              + nodes.get(m).name() + ": " + e.getMessage(), e);
        }
      }
    }
  }

  /** Deletes the keys of this master that match {@code pattern}, one pipeline per batch. */
  private static void deleteMatching(Jedis j, byte[] pattern) {
    ScanParams params = new ScanParams().match(pattern).count(EMPTY_BATCH);
    byte[] cursor = ScanParams.SCAN_POINTER_START_BINARY;
    ScanResult<byte[]> page;
    do {
      page = j.scan(cursor, params);
      if (!page.getResult().isEmpty()) {
        try (Pipeline p = j.pipelined()) {
          page.getResult().forEach(p::del);
          for (Object reply : p.syncAndReturnAll()) {
            if (reply instanceof JedisException e) {
              throw e;
            }
          }
        }
      }
      cursor = page.getCursorAsBytes();
    } while (!page.isCompleteIteration());
  }

  /** {@code text} with Redis' glob characters escaped, so a pattern matches it literally. */
  static String glob(String text) {
    return text.replaceAll("([*?\\[\\]\\\\^])", "\\\\$1");
  }

  @Override
  public Status read(String table, String key, Set<String> fields,
      Map<String, ByteIterator> result) {
    byte[] k = Slots.key(table, key);
    if (fields == null) {
      Status s = send(HGETALL, k);
      if (!s.isOk()) {
        return s;
      }
      for (Map.Entry<byte[], byte[]> e : hashReply.entrySet()) {
        result.put(new String(e.getKey(), StandardCharsets.UTF_8),
            new ByteArrayByteIterator(e.getValue()));
      }
      hashReply = null;
      return result.isEmpty() ? Status.NOT_FOUND : Status.OK;
    }
    fieldArgs = new byte[fields.size()][];
    int n = 0;
    for (String f : fields) {
      fieldArgs[n++] = f.getBytes(StandardCharsets.UTF_8);
    }
    Status s = send(HMGET, k);
    if (!s.isOk()) {
      return s;
    }
    Iterator<String> names = fields.iterator();
    boolean any = false;
    for (byte[] v : listReply) {
      String name = names.next();
      if (v != null) {
        result.put(name, new ByteArrayByteIterator(v));
        any = true;
      }
    }
    listReply = null;
    return any ? Status.OK : Status.NOT_FOUND;
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    if (config.scan() == RedisConfig.ScanMode.NONE) {
      return Status.NOT_IMPLEMENTED;
    }
    memberArg = Slots.utf8("", '[', startkey); // ZRANGEBYLEX: from startkey, inclusive
    countArg = recordcount;
    Status s = send(ZRANGE, indexKey(table));
    if (!s.isOk()) {
      return s;
    }
    int indexMaster = lastMaster;
    List<byte[]> keys = listReply;
    listReply = null;
    for (byte[] k : keys) {
      HashMap<String, ByteIterator> row = new HashMap<>();
      Status r = read(table, new String(k, StandardCharsets.UTF_8), fields, row);
      if (r == Status.OK) {
        result.add(row);
      } else if (r != Status.NOT_FOUND) { // NOT_FOUND: deleted since the index was read
        return r;
      }
    }
    servedBy(nodes.get(indexMaster));
    return Status.OK;
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    hashArg = hash(values);
    Status s = send(HSET, Slots.key(table, key));
    hashArg = null;
    return s;
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    Status s = update(table, key, values);
    return s.isOk() ? indexed(ZADD, table, key) : s;
  }

  @Override
  public Status delete(String table, String key) {
    Status s = send(DEL, Slots.key(table, key));
    if (!s.isOk()) {
      return s;
    }
    Status found = longReply == 0 ? Status.NOT_FOUND : Status.OK;
    Status i = indexed(ZREM, table, key);
    return i.isOk() ? found : i;
  }

  /**
   * Adds {@code key} to (ZADD) or removes it from (ZREM) {@code table}'s index when scans are
   * indexed; the operation stays counted against the record's master unless the index fails.
   */
  private Status indexed(int command, String table, String key) {
    if (config.scan() == RedisConfig.ScanMode.NONE) {
      return Status.OK;
    }
    int recordMaster = lastMaster;
    memberArg = key.getBytes(StandardCharsets.UTF_8);
    Status s = send(command, indexKey(table));
    memberArg = null;
    if (s.isOk()) {
      servedBy(nodes.get(recordMaster));
    }
    return s;
  }

  /**
   * {@code {table}:index}: the hash tag puts a table's whole index in one slot. Cached per table
   * (a workload has a handful: a linear search, no hashing, no allocation once seen).
   */
  private byte[] indexKey(String table) {
    for (int i = 0; i < indexTables.length; i++) {
      if (indexTables[i].equals(table)) {
        return indexKeys[i];
      }
    }
    int n = indexTables.length;
    indexTables = Arrays.copyOf(indexTables, n + 1);
    indexKeys = Arrays.copyOf(indexKeys, n + 1);
    indexTables[n] = table;
    indexKeys[n] = ("{" + table + "}:index").getBytes(StandardCharsets.UTF_8);
    return indexKeys[n];
  }

  private static Map<byte[], byte[]> hash(Map<String, ByteIterator> values) {
    Map<byte[], byte[]> h = new HashMap<>(values.size() * 2);
    for (Map.Entry<String, ByteIterator> e : values.entrySet()) {
      h.put(e.getKey().getBytes(StandardCharsets.UTF_8), e.getValue().toArray());
    }
    return h;
  }

  @Override
  public void cleanup() {
    for (int i = 0; i < links.size(); i++) {
      dropLink(i);
    }
  }
}
