package org.ycsbbio.core.tracking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class CompletionClockTest {
  private static final long START = 5_000_000_000L;
  private static final long WRAP = CompletionClock.WRAP_NANOS;

  /** A clock that is read only when the test says what it shows, and counts its readings. */
  private static final class FakeNanos {
    long now = START;
    int reads;

    long read() {
      reads++;
      return now;
    }
  }

  private final FakeNanos nanos = new FakeNanos();
  private final CompletionClock clock = new CompletionClock(nanos::read);

  /** What YCSB's DBWrapper reports for an operation ending at {@code end} from {@code base}. */
  private static int ycsbMicros(long end, long base) {
    return (int) ((end - base) / 1000);
  }

  @Test
  void theCompletionInstantIsKnownToOneMicrosecondWithoutReadingTheClock() {
    int readsAtStart = nanos.reads;
    long[] ends = {START + 1, START + 999, START + 1000, START + 123_456_789, START + 123_457_788,
        START + 10_000_000_000L};
    for (long end : ends) {
      long base = clock.ownBase();
      long at = clock.completedAt(ycsbMicros(end, base));
      assertTrue(at <= end && end - at < 1000, "end " + end + " estimated as " + at);
    }
    assertEquals(readsAtStart, nanos.reads, "no clock reading per operation");
  }

  @Test
  void ownBaseIsThePreviousCompletionSoTheNextOperationCannotStartBeforeIt() {
    long base0 = clock.ownBase();
    assertEquals(START, base0, "the first operation's base is when the thread started");
    long at = clock.completedAt(ycsbMicros(START + 7_654_321, base0));
    assertEquals(at, clock.ownBase());
    assertTrue(at <= START + 7_654_321);
  }

  @Test
  void aGapBeyondYcsbsIntRangeIsResolvedWithOneClockReading() {
    // 50 min: YCSB's (int) of microseconds is negative
    long end = START + 3_000_000_000_000L;
    long base = clock.ownBase();
    int micros = ycsbMicros(end, base);
    assertTrue(micros < 0, "precondition: the int wrapped to " + micros);
    nanos.now = end + 300;   // read right after the operation
    long at = clock.completedAt(micros);
    assertTrue(at <= end && end - at < 1000, "estimated " + at + " for " + end);
    assertEquals(2, nanos.reads, "one reading besides the start");
  }

  @Test
  void aGapOfAWholeWrapSpanIsInvisibleInTheIntAndFixedWhenVerified() {
    long end = START + 2 * WRAP + 5_000_000L;   // 143 min + 5 ms after the previous completion
    long base = clock.ownBase();
    long guessed = clock.completedAt(ycsbMicros(end, base));
    assertEquals(end - 2 * WRAP, guessed, "the int alone puts it two wrap spans early");
    nanos.now = end + 40_000;   // the recorder's hand-over asks for verification
    long at = clock.verified(guessed);
    assertEquals(end, at);
    assertEquals(end, clock.ownBase(), "the next base follows the verified instant");
  }

  @Test
  void verificationKeepsACorrectEstimateToTheMicrosecond() {
    long base = clock.ownBase();
    long at = clock.completedAt(ycsbMicros(START + 2_500_750, base));
    nanos.now = START + 2_500_750 + 1_000_000;   // descheduled 1 ms before the hand-over
    assertEquals(at, clock.verified(at));
  }

  @Test
  void withYcsbsIntendedStartAnEndBeforeThePreviousOneIsLiftedByWholeWrapSpans() {
    long prev = START + 1_000_000;
    clock.givenBase(START);
    assertEquals(START + 1_000_000, clock.completedAt(ycsbMicros(prev, START)));
    // the client fell 80 min behind its -target schedule: intended start far in the past
    long intendedStart = prev - 80L * 60 * 1_000_000_000L;
    long end = prev + 2_000_000;
    clock.givenBase(intendedStart);
    nanos.now = end + 100;
    long at = clock.completedAt(ycsbMicros(end, intendedStart));
    assertTrue(at <= end && end - at < 1000, "estimated " + at + " for " + end);
  }

  @Test
  void anIntendedStartAfterTheCompletionFallsBackToTheClock() {
    long end = START + 1_000_000;
    long intendedStart = end + 5_000;   // set by something other than YCSB's throttle
    clock.givenBase(intendedStart);
    nanos.now = end + 200;
    assertEquals(end + 200, clock.completedAt(ycsbMicros(end, intendedStart)));
  }
}
