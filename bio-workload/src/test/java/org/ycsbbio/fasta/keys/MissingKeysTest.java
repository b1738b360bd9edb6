package org.ycsbbio.fasta.keys;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.ycsbbio.core.api.MissingKeys;

class MissingKeysTest {
  @Test
  void aMissingKeyIsTheLoadedKeyWithTheSuffixAndIsRecognised() {
    String loaded = KeyScheme.alignment(12, 1, 42);
    String missing = MissingKeys.of(loaded);
    assertEquals("f0000000012q0000001a0000042~missing", missing);
    StringBuilder b = new StringBuilder(loaded);
    MissingKeys.appendSuffix(b);
    assertEquals(missing, b.toString());
    assertTrue(MissingKeys.isMissing(missing));
    assertTrue(missing.compareTo(loaded) > 0, "sorts right after the key it came from");
  }

  @Test
  void noKeyOfTheSchemeHasTheFormOfAMissingKey() {
    assertFalse(MissingKeys.isMissing(KeyScheme.task(9_999_999_999L, 9_999_999)));
    assertFalse(MissingKeys.isMissing(KeyScheme.alignment(0, 1, 1)));
    assertFalse(MissingKeys.isMissing(KeyScheme.runInsert(1, 2, 3)));
    assertFalse(MissingKeys.isMissing("missing"));
    assertFalse(MissingKeys.isMissing(""));
    assertFalse(MissingKeys.isMissing("x~missinG"));
  }

  @Test
  void theSuffixNeedsNoEscapingInAUrl() {
    assertEquals(MissingKeys.SUFFIX, URLEncoder.encode(MissingKeys.SUFFIX, StandardCharsets.UTF_8)
        .replace("%7E", "~"));
    assertTrue(MissingKeys.SUFFIX.chars().allMatch(c -> c == '~' || c >= 'a' && c <= 'z'));
  }
}
