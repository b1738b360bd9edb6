package org.ycsbbio.core.api;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import net.jcip.annotations.Immutable;

/**
 * Consistent-hash placement of keys on a ring of nodes, for bindings whose client spreads keys
 * over its servers this way and does not say which server it chose: the binding builds the
 * client's ring once and names the owner of each key with
 * {@link NodeAwareDB#servedByRing}. {@link #ketama} is libketama's ring, as memcached clients
 * build it (spymemcached's {@code KetamaNodeLocator} with {@code KETAMA_HASH}, libmemcached's
 * ketama mode): 160 points per node, four from each MD5 digest of {@code "<nodeKey>-<i>"}; a
 * key's point is the first four bytes of its MD5 digest, little-endian; the owner is the node of
 * the first point at or after it, wrapping around. Node keys are what the client hashes for a
 * node (spymemcached: the socket address as {@code String.valueOf} writes it, without a leading
 * {@code /}). A later node takes a point two nodes share, as in the clients.
 *
 * <p>Immutable; {@link #ownerOf} is safe from any thread (one MD5 digest per call).
 */
@Immutable
public final class HashRing {
  private static final int KETAMA_POINTS = 160;

  /** The ring's points, ascending (unsigned 32-bit values). */
  private final long[] points;
  /** {@code owners[i]}: index of the node owning {@code points[i]}. */
  private final int[] owners;
  private final int nodes;

  private HashRing(TreeMap<Long, Integer> ring, int nodes) {
    this.points = new long[ring.size()];
    this.owners = new int[ring.size()];
    this.nodes = nodes;
    int i = 0;
    for (Map.Entry<Long, Integer> e : ring.entrySet()) {
      points[i] = e.getKey();
      owners[i++] = e.getValue();
    }
  }

  /**
   * The ketama ring of nodes {@code nodeKeys} (in the client's order), 160 points each.
   *
   * @throws IllegalArgumentException when there is no node
   */
  public static HashRing ketama(List<String> nodeKeys) {
    if (nodeKeys.isEmpty()) {
      throw new IllegalArgumentException("a ring needs at least one node");
    }
    TreeMap<Long, Integer> ring = new TreeMap<>();
    for (int n = 0; n < nodeKeys.size(); n++) {
      for (int i = 0; i < KETAMA_POINTS / 4; i++) {
        byte[] d = md5(nodeKeys.get(n) + "-" + i);
        for (int h = 0; h < 4; h++) {
          ring.put(littleEndian(d, h * 4), n);
        }
      }
    }
    return new HashRing(ring, nodeKeys.size());
  }

  /** How many nodes the ring has. */
  public int nodes() {
    return nodes;
  }

  /** Index (into the ring's node list) of the node that owns {@code key}. */
  public int ownerOf(String key) {
    long point = littleEndian(md5(key), 0);
    int lo = 0;
    int hi = points.length;
    while (lo < hi) {   // the first point >= key's point
      int mid = (lo + hi) >>> 1;
      if (points[mid] < point) {
        lo = mid + 1;
      } else {
        hi = mid;
      }
    }
    return owners[lo == points.length ? 0 : lo];
  }

  private static long littleEndian(byte[] d, int at) {
    return (d[at + 3] & 0xFFL) << 24 | (d[at + 2] & 0xFFL) << 16 | (d[at + 1] & 0xFFL) << 8
        | d[at] & 0xFFL;
  }

  private static byte[] md5(String text) {
    try {
      return MessageDigest.getInstance("MD5").digest(text.getBytes(StandardCharsets.UTF_8));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java runtime has MD5", e);
    }
  }
}
