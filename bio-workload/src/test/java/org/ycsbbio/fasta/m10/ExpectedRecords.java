package org.ycsbbio.fasta.m10;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Compares {@code fasta-dump} records with the corpus's expected parses value by value (field
 * names and order, numbers as numbers of the same kind, strings exactly). Stateless.
 */
public final class ExpectedRecords {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String TRIM_ERROR = "bp_error";

  private ExpectedRecords() {
  }

  /** The JSON objects of a JSON Lines text. */
  public static List<JsonNode> records(byte[] jsonl) throws IOException {
    List<JsonNode> r = new ArrayList<>();
    for (String line : new String(jsonl, StandardCharsets.UTF_8).split("\n")) {
      if (!line.isEmpty()) {
        r.add(JSON.readTree(line));
      }
    }
    return r;
  }

  /** Ordered keys equal; {@code bp_error} equally null or not; numbers equal as numbers of the same kind (int / float); strings exactly. */
  public static void compare(JsonNode e, JsonNode g, String where) {
    if (e.isNumber()) {
      assertTrue(g.isNumber(), where + ": expected number " + e + ", got " + g);
      assertEquals(e.isIntegralNumber(), g.isIntegralNumber(), where + ": int/float kind " + e + " vs " + g);
      if (e.isIntegralNumber()) {
        assertEquals(e.bigIntegerValue(), g.bigIntegerValue(), where);
      } else {
        assertEquals(e.doubleValue(), g.doubleValue(), 0.0, where);
      }
    } else if (e.isObject()) {
      assertTrue(g.isObject(), where + ": expected object, got " + g);
      List<String> ek = new ArrayList<>();
      e.fieldNames().forEachRemaining(ek::add);
      List<String> gk = new ArrayList<>();
      g.fieldNames().forEachRemaining(gk::add);
      assertEquals(ek, gk, where + ": field names / order");
      for (Iterator<Map.Entry<String, JsonNode>> it = e.fields(); it.hasNext(); ) {
        Map.Entry<String, JsonNode> f = it.next();
        if (f.getKey().equals(TRIM_ERROR)) {
          // the parser's own text; Biopython's is checked by the byte-identical comparison
          assertEquals(f.getValue().isNull(), g.get(TRIM_ERROR).isNull(), where + "." + TRIM_ERROR + ": " + g);
        } else {
          compare(f.getValue(), g.get(f.getKey()), where + "." + f.getKey());
        }
      }
    } else if (e.isArray()) {
      assertTrue(g.isArray(), where + ": expected array, got " + g);
      assertEquals(e.size(), g.size(), where + ": array length");
      for (int i = 0; i < e.size(); i++) {
        compare(e.get(i), g.get(i), where + "[" + i + "]");
      }
    } else if (e.isNull()) {
      assertTrue(g.isNull(), where + ": expected null, got " + g);
    } else {
      assertFalse(g.isNull() || g.isContainerNode(), where + ": expected " + e + ", got " + g);
      assertEquals(e.getNodeType(), g.getNodeType(), where);
      assertEquals(e.asText(), g.asText(), where);
    }
  }
}
