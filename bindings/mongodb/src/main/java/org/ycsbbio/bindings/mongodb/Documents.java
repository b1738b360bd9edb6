package org.ycsbbio.bindings.mongodb;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import net.jcip.annotations.ThreadSafe;
import org.bson.BsonBinary;
import org.bson.BsonDocument;
import org.bson.BsonString;
import org.bson.BsonValue;
import site.ycsb.ByteArrayByteIterator;
import site.ycsb.ByteIterator;

/**
 * Records as compact documents: {@code _id} is the key and every field one BSON string holding
 * the value's bytes as UTF-8 text (YCSB's values and SSEARCH's fields are text, so the document
 * is as small as the record and readable in the shell); bytes that are not valid UTF-8 are kept
 * exactly as BSON binary. Reading returns the same bytes either way. Stateless and thread-safe.
 */
@ThreadSafe
final class Documents {
  private Documents() {
  }

  /** The document of a record; {@code key} null for an update's {@code $set} fields. */
  static BsonDocument of(String key, Map<String, ByteIterator> values) {
    BsonDocument doc = new BsonDocument();
    if (key != null) {
      doc.append("_id", new BsonString(key));
    }
    values.forEach((field, value) -> doc.append(field, value(value.toArray())));
    return doc;
  }

  private static BsonValue value(byte[] bytes) {
    try {
      return new BsonString(StandardCharsets.UTF_8.newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT)
          .decode(ByteBuffer.wrap(bytes)).toString());
    } catch (CharacterCodingException e) {
      return new BsonBinary(bytes);
    }
  }

  /** Puts every field of {@code doc} but {@code _id} into {@code out}, as bytes. */
  static void fill(BsonDocument doc, Map<String, ByteIterator> out) {
    doc.forEach((field, v) -> {
      if (field.equals("_id")) {
        return;
      }
      byte[] bytes = v.isString() ? v.asString().getValue().getBytes(StandardCharsets.UTF_8)
          : v.isBinary() ? v.asBinary().getData()
          : v.toString().getBytes(StandardCharsets.UTF_8);
      out.put(field, new ByteArrayByteIterator(bytes));
    });
  }
}
