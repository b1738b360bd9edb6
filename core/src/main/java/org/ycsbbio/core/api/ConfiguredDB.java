package org.ycsbbio.core.api;

import java.util.Properties;
import java.util.function.Function;
import site.ycsb.DBException;

/**
 * A {@link NodeAwareDB} whose settings are declared once ({@link Options}) and read into one
 * config record: the binding names both in its constructor and receives the record in
 * {@link #start}; {@code bin/ycsb} validates with the same reader before the run and prints the
 * options table ({@code bin/ycsb options NAME --markdown}) from the same declaration.
 *
 * <pre>{@code
 * public final class MyDbClient extends ConfiguredDB<MyDbConfig> {
 *   public MyDbClient() {
 *     super(MyDbConfig.OPTIONS, MyDbConfig::from);
 *   }
 *
 *   protected void start(MyDbConfig config) throws DBException {
 *     driver = sharedClient(config, () -> Driver.open(config), Driver::shutdown, "mydb");
 *   }
 * }
 * }</pre>
 *
 * <p>Like every YCSB {@code DB}, an instance is confined to one client thread.
 *
 * @param <C> the binding's config record
 */
public abstract class ConfiguredDB<C> extends NodeAwareDB {
  private final Options options;
  private final Function<Properties, C> reader;

  /**
   * @param options every setting of the binding
   * @param reader reads and checks them (typically {@code Config::from}); throws a
   *     {@link ConfigException} naming the key of a bad value
   */
  protected ConfiguredDB(Options options, Function<Properties, C> reader) {
    this.options = options;
    this.reader = reader;
  }

  @Override
  public final Options options() {
    return options;
  }

  /** Reads the settings as {@link #init} will, connecting nowhere. */
  @Override
  public void validate(Properties props) {
    reader.apply(props);
  }

  /** Reads this instance's settings once and hands them to {@link #start}. */
  @Override
  public final void init() throws DBException {
    start(settings(reader));
  }

  /**
   * YCSB's {@code init()} with the settings read: connect (or take the run's shared client, see
   * {@link #sharedClient}) and resolve the nodes.
   */
  protected abstract void start(C config) throws DBException;
}
