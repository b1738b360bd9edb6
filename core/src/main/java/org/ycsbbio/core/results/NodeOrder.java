package org.ycsbbio.core.results;

import java.util.Comparator;

/** Orders node names naturally: {@code node2} before {@code node10}, digits compared as numbers. */
public final class NodeOrder implements Comparator<String> {
  public static final NodeOrder NATURAL = new NodeOrder();

  private NodeOrder() {
  }

  @Override
  public int compare(String a, String b) {
    int i = 0;
    int j = 0;
    while (i < a.length() && j < b.length()) {
      char ca = a.charAt(i);
      char cb = b.charAt(j);
      if (Character.isDigit(ca) && Character.isDigit(cb)) {
        int si = i;
        int sj = j;
        while (i < a.length() && Character.isDigit(a.charAt(i))) {
          i++;
        }
        while (j < b.length() && Character.isDigit(b.charAt(j))) {
          j++;
        }
        String na = a.substring(si, i).replaceFirst("^0+(?=.)", "");
        String nb = b.substring(sj, j).replaceFirst("^0+(?=.)", "");
        int c = na.length() != nb.length() ? Integer.compare(na.length(), nb.length())
            : na.compareTo(nb);
        if (c != 0) {
          return c;
        }
      } else {
        if (ca != cb) {
          return Character.compare(ca, cb);
        }
        i++;
        j++;
      }
    }
    int c = Integer.compare(a.length() - i, b.length() - j);
    return c != 0 ? c : a.compareTo(b);
  }
}
