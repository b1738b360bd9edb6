package org.ycsbbio.fasta.m10;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Number parsing from bytes (Python int()/float() semantics) and Python float repr. */
class PyNumTest {
  private static double d(String s) {
    byte[] b = s.getBytes(StandardCharsets.UTF_8);
    return PyNum.parseDouble(b, 0, b.length);
  }

  private static int i(String s) {
    byte[] b = s.getBytes(StandardCharsets.UTF_8);
    return PyNum.parseInt(b, 0, b.length);
  }

  @ParameterizedTest
  @CsvSource({"13, 13", "4.5, 4.5", "2.6e-51, 2.6e-51", "1.1e+03, 1100", "2e+03, 2000", "0, 0", "-3.2, -3.2",
    "-0.5, -0.5", "0.094, 0.094", "1016.3, 1016.3", "1E5, 100000", "+7, 7", ".5, 0.5", "5., 5", "1_000.5, 1000.5",
    "6.9e-163, 6.9e-163", "9.1e-202, 9.1e-202", "4.2e+04, 42000", "0.0000001, 1e-7", "123456789012345678, 123456789012345678",
    "1e-320, 1e-320", "0.1234567890123456789, 0.1234567890123456789"})
  void parsesFloatsExactly(String text, double expected) {
    assertEquals(expected, d(text), 0.0, text);
    assertEquals(Double.parseDouble(text.replace("_", "")), d(text), 0.0, "correctly rounded: " + text);
  }

  @ParameterizedTest
  @CsvSource({"''", "inf", "-inf", "nan", "Infinity", "1e", "e5", ".", "1..2", "1_", "_1", "1__0", "1e400", "0x10", "1.5f", "- 1", "'1,5'"})
  void unparsableOrNonFiniteFloatsAreNull(String text) {
    assertTrue(Double.isNaN(d(text)), text);
  }

  @ParameterizedTest
  @CsvSource({"13, 13", "0, 0", "-42, -42", "+5, 5", "1_000, 1000", "007, 7", "2147483647, 2147483647"})
  void parsesInts(String text, int expected) {
    assertEquals(expected, i(text), text);
  }

  @ParameterizedTest
  @CsvSource({"''", "1.0", "1e3", "x", "-", "1_", "_1", "99999999999", "-2147483648", "1 2"})
  void unparsableIntsAreNull(String text) {
    assertEquals(PyNum.NULL_INT, i(text), text);
  }

  @ParameterizedTest
  @CsvSource({"2.6e-51, 2.6e-51", "1100, 1100.0", "0, 0.0", "-0.0, -0.0", "-3.5, -3.5", "1e16, 1e+16",
    "1e15, 1000000000000000.0", "0.0001, 0.0001", "0.00001, 1e-05", "1.5e300, 1.5e+300", "0.866, 0.866",
    "123456.789, 123456.789", "5e-324, 5e-324", "1.7976931348623157e308, 1.7976931348623157e+308",
    "0.1, 0.1", "0.30000000000000004, 0.30000000000000004", "2e-3, 0.002", "9.1e-202, 9.1e-202"})
  void formatsLikePythonRepr(double value, String python) {
    assertEquals(python, PyNum.repr(value));
  }
}
