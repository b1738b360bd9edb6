package org.ycsbbio.bindings.mongodb;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Comparator;
import net.jcip.annotations.ThreadSafe;
import org.bson.BsonValue;

/**
 * MongoDB's sort order of single BSON values, as chunk bounds compare: first by canonical type
 * (MinKey &lt; null &lt; numbers &lt; strings &lt; ObjectId &lt; booleans &lt; MaxKey), then by
 * value; strings by their UTF-8 bytes (the server's simple binary collation). Covers the types of
 * {@link HashedKey}; others are rejected. Stateless and thread-safe.
 */
@ThreadSafe
final class BsonOrder implements Comparator<BsonValue> {
  static final BsonOrder INSTANCE = new BsonOrder();
  private static final int NONE = Integer.MIN_VALUE;

  private BsonOrder() {
  }

  @Override
  public int compare(BsonValue a, BsonValue b) {
    int byType = Integer.compare(rank(a), rank(b));
    if (byType != 0) {
      return byType;
    }
    switch (a.getBsonType()) {
      case INT32:
      case INT64:
      case DOUBLE:
        return a.isDouble() || b.isDouble()
            ? Double.compare(a.asNumber().doubleValue(), b.asNumber().doubleValue())
            : Long.compare(a.asNumber().longValue(), b.asNumber().longValue());
      case STRING:
        return Arrays.compareUnsigned(a.asString().getValue().getBytes(StandardCharsets.UTF_8),
            b.asString().getValue().getBytes(StandardCharsets.UTF_8));
      case OBJECT_ID:
        return a.asObjectId().getValue().compareTo(b.asObjectId().getValue());
      case BOOLEAN:
        return Boolean.compare(a.asBoolean().getValue(), b.asBoolean().getValue());
      default:
        return 0; // MinKey, MaxKey, null: one value each
    }
  }

  /** Whether {@code v} is of a type this order (and {@link HashedKey}) covers. */
  static boolean orders(BsonValue v) {
    return rankOf(v) != NONE;
  }

  private static int rank(BsonValue v) {
    int r = rankOf(v);
    if (r == NONE) {
      throw new IllegalArgumentException("chunk bound of BSON type " + v.getBsonType()
          + " is not supported");
    }
    return r;
  }

  /** The canonical type's rank, {@link #NONE} for types not covered. */
  private static int rankOf(BsonValue v) {
    switch (v.getBsonType()) {
      case MIN_KEY:
        return -1;
      case NULL:
        return 5;
      case INT32:
      case INT64:
      case DOUBLE:
        return 10;
      case STRING:
        return 15;
      case OBJECT_ID:
        return 35;
      case BOOLEAN:
        return 40;
      case MAX_KEY:
        return 127;
      default:
        return NONE;
    }
  }
}
