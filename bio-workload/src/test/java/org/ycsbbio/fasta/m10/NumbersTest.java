package org.ycsbbio.fasta.m10;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Strict number parsing of what FASTA writes; everything else is absent. */
class NumbersTest {
  private static double d(String s) {
    byte[] b = s.getBytes(StandardCharsets.UTF_8);
    return Numbers.parseDouble(b, 0, b.length);
  }

  private static int i(String s) {
    byte[] b = s.getBytes(StandardCharsets.UTF_8);
    return Numbers.parseInt(b, 0, b.length);
  }

  @ParameterizedTest
  @CsvSource({"13, 13", "4.5, 4.5", "2.6e-51, 2.6e-51", "1.1e+03, 1100", "2e+03, 2000", "0, 0", "-3.2, -3.2",
    "-0.5, -0.5", "0.094, 0.094", "1016.3, 1016.3", "1E5, 100000", "6.9e-163, 6.9e-163", "9.1e-202, 9.1e-202",
    "4.2e+04, 42000", "0.0000001, 1e-7", "123456789012345678, 123456789012345678", "1e-320, 1e-320",
    "0.1234567890123456789, 0.1234567890123456789", "1.7976931348623157e308, 1.7976931348623157e308"})
  void parsesFastaRealsCorrectlyRounded(String text, double expected) {
    assertEquals(expected, d(text), 0.0, text);
    assertEquals(Double.parseDouble(text), d(text), 0.0, "correctly rounded: " + text);
  }

  @ParameterizedTest
  @CsvSource({"-0, -0.0", "-0.0, -0.0"})
  void keepsNegativeZero(String text, double expected) {
    assertEquals(Double.doubleToRawLongBits(expected), Double.doubleToRawLongBits(d(text)), text);
  }

  @ParameterizedTest
  @CsvSource({"''", "inf", "-inf", "nan", "Infinity", "1e", "e5", ".", ".5", "5.", "1..2", "1_000.5", "+7",
    "1e400", "-1e400", "0x10", "1.5f", "- 1", "'1,5'", "1e+", "1 e5", "--1"})
  void rejectsWhatFastaDoesNotWrite(String text) {
    assertTrue(Double.isNaN(d(text)), text);
  }

  @ParameterizedTest
  @CsvSource({"13, 13", "0, 0", "-42, -42", "007, 7", "2147483647, 2147483647", "-2147483647, -2147483647"})
  void parsesInts(String text, int expected) {
    assertEquals(expected, i(text), text);
  }

  @ParameterizedTest
  @CsvSource({"''", "1.0", "1e3", "x", "-", "+5", "1_000", "_1", "99999999999", "2147483648", "-2147483648",
    "1 2", "12345678901"})
  void rejectsNonIntegersAndOutOfRange(String text) {
    assertEquals(Numbers.NULL_INT, i(text), text);
  }

  private static final Pattern REAL = Pattern.compile("-?[0-9]+(\\.[0-9]+)?([eE][-+]?[0-9]+)?");

  /** Text of 1-9 characters, mostly digits, some of {@code .-e+ x}. */
  private static String numberLike(Random rnd) {
    String other = ".-e+ x";
    StringBuilder sb = new StringBuilder();
    for (int n = 1 + rnd.nextInt(9); n > 0; n--) {
      sb.append(rnd.nextInt(4) == 0 ? other.charAt(rnd.nextInt(other.length())) : (char) ('0' + rnd.nextInt(10)));
    }
    return sb.toString();
  }

  @Test
  void realsOfEightBytesOrLessReadWordWiseAreTheRealsOfTheRules() {
    Random rnd = new Random(37);
    for (int i = 0; i < 50_000; i++) {
      String text = numberLike(rnd);
      byte[] b = (text + "\n12345678").getBytes(StandardCharsets.US_ASCII);   // bytes after the text are read too
      double expected = REAL.matcher(text).matches() ? Double.parseDouble(text) : Double.NaN;
      if (Double.isInfinite(expected)) {
        expected = Double.NaN;
      }
      assertEquals(Double.doubleToLongBits(expected), Double.doubleToLongBits(Numbers.parseDouble(b, 0, text.length())), text);
    }
  }

  @Test
  void digitsBeforeLineEndAreOneToSevenDigitsAndTheirValue() {
    Random rnd = new Random(38);
    for (int i = 0; i < 50_000; i++) {
      String text = numberLike(rnd) + (rnd.nextBoolean() ? "\n" : "") + numberLike(rnd) + "\n12345678";
      byte[] b = text.getBytes(StandardCharsets.US_ASCII);
      int lf = text.indexOf('\n');
      boolean digits = lf >= 1 && lf <= 7 && text.substring(0, lf).chars().allMatch(Character::isDigit);
      int n = Numbers.digitsBeforeLf(b, 0, b.length);
      assertEquals(digits ? lf : -1, n, text);
      if (digits) {
        assertEquals(Integer.parseInt(text.substring(0, lf)), Numbers.digitsValue(b, 0, n), text);
      }
    }
    byte[] b = "123\n".getBytes(StandardCharsets.US_ASCII);
    assertEquals(-1, Numbers.digitsBeforeLf(b, 0, b.length), "fewer than 8 bytes left: the caller takes the line apart");
  }
}
