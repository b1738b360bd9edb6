package org.ycsbbio.fasta.m10;

import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Ordered key/value byte pairs; a repeated key keeps its first position and takes the new
 * value. Reused per alignment; not thread-safe.
 */
final class KvList {
  private byte[] arena = new byte[512];
  private int used;
  private int[] kOff = new int[16];
  private int[] kLen = new int[16];
  private int[] vOff = new int[16];
  private int[] vLen = new int[16];
  private int[] aux = new int[16];
  private int size;
  private int writes;
  /** Entries from pendingFirst on still point into the caller's buffer, from pendingFrom to pendingTo (see {@link #commit}). */
  private int pendingFirst = -1;
  private int pendingFrom;
  private int pendingTo;
  private Map<String, String> map;

  void clear() {
    used = 0;
    size = 0;
    writes = 0;
    pendingFirst = -1;
    map = null;
  }

  /** Number of puts and in-place adds since {@link #clear()}: equals {@link #size()} while no key repeated. */
  int writes() {
    return writes;
  }

  int size() {
    return size;
  }

  byte[] arena() {
    return arena;
  }

  int keyOff(int i) {
    return kOff[i];
  }

  int keyEnd(int i) {
    return kOff[i] + kLen[i];
  }

  int valOff(int i) {
    return vOff[i];
  }

  int valEnd(int i) {
    return vOff[i] + vLen[i];
  }

  /** Caller's tag of entry i (set by the put that created it). */
  int aux(int i) {
    return aux[i];
  }

  /** Sets key b[ks,ke) to value b[vs,ve); tag is kept with a new key. */
  void put(byte[] b, int ks, int ke, int vs, int ve) {
    put(b, ks, ke, vs, ve, 0);
  }

  void put(byte[] b, int ks, int ke, int vs, int ve, int tag) {
    int kl = ke - ks;
    writes++;
    for (int j = 0; j < size; j++) {
      // different tags (e.g. score-key kinds) mean different keys: no byte compare needed
      if (aux[j] == tag && kLen[j] == kl && Arrays.equals(arena, kOff[j], kOff[j] + kl, b, ks, ke)) {
        vOff[j] = copy(b, vs, ve);
        vLen[j] = ve - vs;
        map = null;
        return;
      }
    }
    append(b, ks, ke, vs, ve, tag);
  }

  /**
   * Adds a key the caller knows is not in the list yet, without copying: key and value stay in
   * the caller's buffer until {@link #commit}, which must come before any other use of this list
   * and before the buffer changes. Entries added so in a row are copied by one copy.
   */
  void addInPlace(int ks, int ke, int vs, int ve, int tag) {
    writes++;
    if (pendingFirst < 0) {
      pendingFirst = size;
      pendingFrom = ks;
    }
    pendingTo = ve;
    grow();
    kOff[size] = ks;
    kLen[size] = ke - ks;
    vOff[size] = vs;
    vLen[size] = ve - vs;
    aux[size] = tag;
    size++;
    map = null;
  }

  /** Copies the entries added in place from b into the arena. */
  void commit(byte[] b) {
    if (pendingFirst >= 0) {
      int shift = copy(b, pendingFrom, pendingTo) - pendingFrom;
      for (int i = pendingFirst; i < size; i++) {
        kOff[i] += shift;
        vOff[i] += shift;
      }
      pendingFirst = -1;
    }
  }

  private void append(byte[] b, int ks, int ke, int vs, int ve, int tag) {
    int kl = ke - ks;
    grow();
    if (vs >= ke && vs - ke <= 8) {          // "key: value": one copy of the whole span
      kOff[size] = copy(b, ks, ve);
      vOff[size] = kOff[size] + (vs - ks);
    } else {
      kOff[size] = copy(b, ks, ke);
      vOff[size] = copy(b, vs, ve);
    }
    kLen[size] = kl;
    vLen[size] = ve - vs;
    aux[size] = tag;
    size++;
    map = null;
  }

  private void grow() {
    if (size == kOff.length) {
      int n = size * 2;
      kOff = Arrays.copyOf(kOff, n);
      kLen = Arrays.copyOf(kLen, n);
      vOff = Arrays.copyOf(vOff, n);
      vLen = Arrays.copyOf(vLen, n);
      aux = Arrays.copyOf(aux, n);
    }
  }

  private int copy(byte[] b, int s, int e) {
    int n = e - s;
    if (used + n > arena.length) {
      arena = Arrays.copyOf(arena, Math.max(used + n, arena.length * 2));
    }
    System.arraycopy(b, s, arena, used, n);
    int at = used;
    used += n;
    return at;
  }

  String key(int i) {
    return Bytes.str(arena, kOff[i], kOff[i] + kLen[i]);
  }

  String value(int i) {
    return Bytes.str(arena, vOff[i], vOff[i] + vLen[i]);
  }

  /** An unmodifiable, insertion-ordered map view (built on first use, cached until changed). */
  Map<String, String> toMap() {
    if (map == null) {
      Map<String, String> m = new LinkedHashMap<>(Math.max(4, size * 2));
      for (int i = 0; i < size; i++) {
        m.put(key(i), value(i));
      }
      map = Collections.unmodifiableMap(m);
    }
    return map;
  }
}
