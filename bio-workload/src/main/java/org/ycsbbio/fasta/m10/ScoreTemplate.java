package org.ycsbbio.fasta.m10;

import java.util.Arrays;

/**
 * The score lines of an earlier alignment of the file ({@code "; sw_s-w opt:"} ... in order),
 * used to read those of the next alignments in one pass: FASTA writes the same keys in the same
 * order for every alignment of a file. A line is taken here only if its key matches the one at
 * its position and its value is one run of printable ASCII right before the {@code '\n'}; the
 * result is then what {@link LineBody}'s general path gives for that line. Each value that
 * feeds a score field ({@code docs/fasta.md}, "Parsed fields") is parsed as it is read, while
 * the line is in cache. An alignment whose score lines all matched, and were all of the
 * template, needs no further score work when it closes ({@link #complete}); any other one is
 * finished by {@link HspFinisher} and becomes the template when its keys are distinct. One
 * instance per reader; not thread-safe.
 */
final class ScoreTemplate {
  private byte[] keys = new byte[256];          // "; KEY:" of each line, concatenated
  private int[] keyOff = new int[16];
  private int[] keyLen = new int[16];
  private long[] head = new long[16];            // first 8 bytes of each "; KEY:"
  private long[] tail = new long[16];            // last 8 bytes of each "; KEY:"
  private int[] tag = new int[16];               // KvList tag (HspFinisher.tag)
  private int[] feeds = new int[16];             // HspFinisher field this line's value is the source of, or -1
  private int size;
  /** Lines of the current alignment taken here; while it equals the KvList's writes, all were. */
  private int matched;

  /** A new alignment starts. */
  void start() {
    matched = 0;
  }

  /**
   * Takes the score lines from {@code b[p]} on while each is the next line of the template and
   * complete before {@code limit}; returns {@code (lines taken << 32) | position after them}.
   * The lines' keys and values stay in b until {@link KvList#commit}.
   */
  long read(M10Hsp hsp, byte[] b, int p, int limit) {
    KvList raw = hsp.raw;
    final int j0 = matched;
    int j = j0;
    if (raw.writes() != j) {
      return p;
    }
    for (; j < size && p < limit && b[p] == ';'; j++) {
      int n = keyLen[j];
      int vs = p + n;
      if (vs >= limit || !sameKey(j, b, p, n)) {
        break;
      }
      while (vs < limit && b[vs] == ' ') {
        vs++;
      }
      int f = feeds[j];
      int ve;
      int digits = HspFinisher.isInt(f) ? Numbers.digitsBeforeLf(b, vs, limit) : -1;
      if (digits > 0) {
        ve = vs + digits;
        HspFinisher.setInt(hsp, f, Numbers.digitsValue(b, vs, digits));
      } else {
        ve = Bytes.valueEnd(b, vs, limit);
        if (ve < 0) {
          break;
        }
        if (f >= 0) {
          HspFinisher.assign(hsp, f, b, vs, ve);
        }
      }
      raw.addInPlace(p + 2, p + n - 1, vs, ve, tag[j]);
      p = ve + 1;
    }
    matched = j;
    return (long) (j - j0) << 32 | p;
  }

  /**
   * True if the alignment's score lines were exactly the template's: then its score fields are
   * set (absent ones by {@link M10Hsp#reset}) and only its prefix is left to set.
   */
  boolean complete(KvList raw) {
    return matched == size && raw.writes() == size;
  }

  /** Makes the finished alignment's score lines the template, if its keys are all distinct. */
  void learn(KvList raw, int[] fieldSources) {
    int n = raw.size();
    size = 0;
    if (n == 0 || raw.writes() != n) {
      return;                                   // a repeated key: the general path handles it
    }
    if (keyOff.length < n) {
      int c = Math.max(n, keyOff.length * 2);
      keyOff = Arrays.copyOf(keyOff, c);
      keyLen = Arrays.copyOf(keyLen, c);
      head = Arrays.copyOf(head, c);
      tail = Arrays.copyOf(tail, c);
      tag = Arrays.copyOf(tag, c);
      feeds = Arrays.copyOf(feeds, c);
    }
    byte[] a = raw.arena();
    int used = 0;
    for (int i = 0; i < n; i++) {
      int ks = raw.keyOff(i);
      int kl = raw.keyEnd(i) - ks;
      if (kl + 3 < 8 || Bytes.indexOf(a, ks, ks + kl, (byte) '>') >= 0) {
        return;                                 // short keys and '>' stay on the general path
      }
      if (used + kl + 3 > keys.length) {
        keys = Arrays.copyOf(keys, Math.max(used + kl + 3, keys.length * 2));
      }
      keys[used] = ';';
      keys[used + 1] = ' ';
      System.arraycopy(a, ks, keys, used + 2, kl);
      keys[used + 2 + kl] = ':';
      keyOff[i] = used;
      keyLen[i] = kl + 3;
      head[i] = Bytes.word(keys, used, used + kl + 3);
      tail[i] = Bytes.word(keys, used + kl + 3 - 8, used + kl + 3);
      tag[i] = raw.aux(i);
      feeds[i] = -1;
      used += kl + 3;
    }
    for (int f = 0; f < fieldSources.length; f++) {
      if (fieldSources[f] >= 0) {
        feeds[fieldSources[f]] = f;
      }
    }
    size = n;
  }

  /** b[s, s+n) equals the "; KEY:" of line j (n >= 8: two overlapping word compares). */
  private boolean sameKey(int j, byte[] b, int s, int n) {
    if ((long) Bytes.LONGS.get(b, s) != head[j] || (long) Bytes.LONGS.get(b, s + n - 8) != tail[j]) {
      return false;
    }
    return n <= 16 || Arrays.equals(b, s + 8, s + n - 8, keys, keyOff[j] + 8, keyOff[j] + n - 8);
  }

}
