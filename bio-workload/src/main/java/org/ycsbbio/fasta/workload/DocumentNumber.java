package org.ycsbbio.fasta.workload;

import net.jcip.annotations.NotThreadSafe;

/**
 * The text {@code <file>.<document>} of the document number every record carries, kept as ASCII
 * digits: the documents of a file are numbered 1, 2, 3, ..., so the next number is the last one
 * counted up in place, not formatted anew (formatting it for each record cost as much as all the
 * record's other numbers). Confined to one loading thread.
 */
@NotThreadSafe
final class DocumentNumber {
  /** Two longs of at most 19 digits each, the dot, and room for one more digit. */
  private final byte[] text = new byte[41];
  private int length;
  private long file = -1;
  private long document = -1;

  /** Makes this {@code file.document}; both non-negative. */
  DocumentNumber set(long file, long document) {
    if (file == this.file && document == this.document + 1) {
      countUp();
    } else {
      String s = file + "." + document;
      length = s.length();
      for (int i = 0; i < length; i++) {
        text[i] = (byte) s.charAt(i);
      }
    }
    this.file = file;
    this.document = document;
    return this;
  }

  /** The bytes of the text, valid at {@code [0, length())} until the next {@link #set}. */
  byte[] array() {
    return text;
  }

  int length() {
    return length;
  }

  private void countUp() {
    int i = length - 1;
    while (text[i] == '9') {
      text[i--] = '0';
    }
    if (text[i] == '.') { // 9...9 became 0...0: a leading 1 goes before the zeros
      System.arraycopy(text, i + 1, text, i + 2, length - i - 1);
      text[i + 1] = '1';
      length++;
    } else {
      text[i]++;
    }
  }
}
