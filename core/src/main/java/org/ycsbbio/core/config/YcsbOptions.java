package org.ycsbbio.core.config;

import net.jcip.annotations.Immutable;
import org.ycsbbio.core.api.Option;
import org.ycsbbio.core.api.Options;

/**
 * YCSB's own keys that YCSB-Bio checks before YCSB parses them and reads itself, declared once:
 * the launcher's check and the tracker read the same bounds. Stateless.
 */
@Immutable
public final class YcsbOptions {
  /** Client threads; the launcher refuses more before YCSB starts any. */
  public static final Option<Integer> THREADS = Option.integer("threadcount", 1, 1, 100_000,
      "threads", "YCSB client threads (-threads), each with its own binding instance");
  /** YCSB's status interval, also the default of {@code bio.interval}. */
  public static final Option<Long> STATUS_INTERVAL = Option.longInteger("status.interval", 10, 1,
      86_400, "s", "YCSB's status line interval (-s); bio.interval defaults to it");
  /** The keys above, as {@code bin/ycsb options ycsb --markdown} prints them. */
  public static final Options OPTIONS = new Options("status.", THREADS, STATUS_INTERVAL);

  private YcsbOptions() {
  }
}
