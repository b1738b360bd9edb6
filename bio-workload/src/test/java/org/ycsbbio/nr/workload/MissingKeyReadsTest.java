package org.ycsbbio.nr.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The keys of missing-key reads. */
class MissingKeyReadsTest {
  @Test
  void keyIsThePrefixAndSixteenHexDigits() {
    MissingKeyReads reads = new MissingKeyReads(null);
    assertEquals("missing 0000000000000000", reads.key(0));
    assertEquals("missing 00000000000000ff", reads.key(255));
    assertEquals("missing ffffffffffffffff", reads.key(-1));
    assertEquals("missing 8000000000000001", reads.key(Long.MIN_VALUE + 1));
  }
}
