package org.ycsbbio.bindings.memcached;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.net.InetSocketAddress;
import java.nio.channels.SocketChannel;
import java.util.ArrayList;
import java.util.List;
import net.spy.memcached.DefaultConnectionFactory;
import net.spy.memcached.DefaultHashAlgorithm;
import net.spy.memcached.KetamaNodeLocator;
import net.spy.memcached.MemcachedNode;
import org.junit.jupiter.api.Test;
import org.ycsbbio.core.api.HashRing;

/**
 * The kit's ketama ring names, for every key, the server spymemcached's own locator sends it to
 * (the client's {@code KetamaNodeLocator} with {@code KETAMA_HASH}, built on unconnected nodes:
 * no server needed). MemcachedIT checks the same on real servers, item by item.
 */
class RingTest {
  @Test
  void theKitsRingPlacesEveryKeyOnTheClientsServer() throws Exception {
    List<MemcachedNode> nodes = new ArrayList<>();
    List<String> ringKeys = new ArrayList<>();
    DefaultConnectionFactory f = new DefaultConnectionFactory();
    for (String host : List.of("127.0.0.1:11411", "127.0.0.1:11412", "127.0.0.1:11413",
        "localhost:11211", "10.1.2.3:11211")) {
      int colon = host.lastIndexOf(':');
      InetSocketAddress a = new InetSocketAddress(host.substring(0, colon),
          Integer.parseInt(host.substring(colon + 1)));
      nodes.add(f.createMemcachedNode(a, SocketChannel.open(), 16384));
      String key = String.valueOf(a);
      ringKeys.add(key.startsWith("/") ? key.substring(1) : key);
    }
    KetamaNodeLocator client = new KetamaNodeLocator(nodes, DefaultHashAlgorithm.KETAMA_HASH);
    HashRing kit = HashRing.ketama(ringKeys);
    int[] served = new int[nodes.size()];
    for (int i = 0; i < 100_000; i++) {
      String key = "usertable:user" + (i * 7919L);
      int owner = kit.ownerOf(key);
      assertEquals(client.getPrimary(key), nodes.get(owner), key);
      served[owner]++;
    }
    for (int s : served) {
      assertEquals(20_000, s, 5_000, "each of 5 servers holds about a fifth of the keys");
    }
  }
}
