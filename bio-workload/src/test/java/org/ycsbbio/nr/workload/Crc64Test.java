package org.ycsbbio.nr.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** CRC-64 against published values. */
class Crc64Test {
  private static String crc(String residues) {
    byte[] b = residues.getBytes(StandardCharsets.US_ASCII);
    return Crc64.hex(Crc64.ofResidues(b, b.length));
  }

  /**
   * UniProt's values: UniParc's documented example; insulin (UniProtKB P01308, its entry's
   * CRC64); the SWISS::CRC64 Perl module's documented example.
   */
  @ParameterizedTest
  @CsvSource({
      "MSGGKYVDSE, 368583B2DB533878",
      "MALWMRLLPLLALLALWGPDPAAAFVNQHLCGSHLVEALYLVCGERGFFYTPKTRREAEDLQVGQVELGGGPGAGSLQPLALEGSLQKRGIVEQCCTSICSLYQLENYCN, C2C3B23B85E520E5",
      "IHATEMATH, E3DCADD69B01ADD1",
  })
  void matchesUniProt(String residues, String expected) {
    assertEquals(expected, crc(residues));
  }

  @Test
  void lowerCaseResiduesCountAsUpperCase() {
    assertEquals(crc("MSGGKYVDSE"), crc("msggKYVDSE"));
  }

  /** The same table with CRC-64/GO-ISO's initial value and final XOR gives that CRC's check value. */
  @Test
  void tableGivesTheIsoCheckValue() {
    byte[] b = "123456789".getBytes(StandardCharsets.US_ASCII);
    assertEquals("B90956C775A41001", Crc64.hex(~Crc64.update(~0L, b, b.length)));
  }

  @Test
  void hexKeepsLeadingZeros() {
    assertEquals("000000000000000A", Crc64.hex(10));
  }
}
