package org.ycsbbio.fasta.m10;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The test-side Python repr used to reproduce the corpus's expected files byte for byte. */
class PyReprTest {
  @ParameterizedTest
  @CsvSource({"2.6e-51, 2.6e-51", "1100, 1100.0", "0, 0.0", "-0.0, -0.0", "-3.5, -3.5", "1e16, 1e+16",
    "1e15, 1000000000000000.0", "0.0001, 0.0001", "0.00001, 1e-05", "1.5e300, 1.5e+300", "0.866, 0.866",
    "123456.789, 123456.789", "5e-324, 5e-324", "1.7976931348623157e308, 1.7976931348623157e+308",
    "0.1, 0.1", "0.30000000000000004, 0.30000000000000004", "2e-3, 0.002", "9.1e-202, 9.1e-202"})
  void formatsFloatsLikePython(double value, String python) {
    assertEquals(python, PyRepr.repr(value));
  }

  @Test
  void quotesStringsLikePython() {
    assertEquals("'AC'", PyRepr.str("AC"));
    assertEquals("\"it's\"", PyRepr.str("it's"));
    assertEquals("'a\\tb'", PyRepr.str("a\tb"));
    assertEquals("'\u00e9'", PyRepr.str("\u00e9"));
    assertEquals("'\\x85'", PyRepr.str("\u0085"));
  }
}
