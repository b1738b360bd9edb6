package org.ycsbbio.core.config;

import java.util.List;
import net.jcip.annotations.Immutable;
import org.ycsbbio.core.api.Option;
import org.ycsbbio.core.api.Options;

/**
 * YCSB's own keys that YCSB-Bio checks before YCSB parses them, declared once with YCSB's
 * defaults: YCSB turns a bad number into a bare {@code NumberFormatException} and an unknown
 * distribution into a stack trace. A count YCSB parses as an {@code int} is bounded by one.
 * The launcher checks them ({@code YcsbKeys}) and the tracker reads some of them, through the
 * same declarations. Keys not declared here are left to YCSB, the workload and the binding
 * (YCSB reads more {@code status.*}, {@code measurement.*} and {@code hdrhistogram.*} keys: {@link #OPTIONS} never
 * rejects unknown ones). Stateless.
 */
@Immutable
public final class YcsbOptions {
  private static final int MAX_INT = Integer.MAX_VALUE;
  private static final List<String> BOOLEAN = List.of("true", "false");

  /** Client threads; the launcher refuses more before YCSB starts any. */
  public static final Option<Integer> THREADS = Option.integer("threadcount", 1, 1, 100_000,
      "threads", "client threads (-threads), each with its own binding instance");
  /** Operations per second the run aims at; 0: as fast as it goes. */
  public static final Option<Integer> TARGET = Option.integer("target", 0, 0, MAX_INT, "ops/s",
      "operations per second the run aims at (-target); 0: as many as it can");
  /** YCSB's status interval, also the default of {@code bio.interval}. */
  public static final Option<Long> STATUS_INTERVAL = Option.longInteger("status.interval", 10, 1,
      86_400, "s", "interval of the status lines (-s); bio.interval defaults to it");
  public static final Option<Long> MAX_EXECUTION_TIME = Option.longInteger("maxexecutiontime",
      0, 0, MAX_INT, "s", "longest a run goes on; 0: no limit");
  public static final Option<Long> RECORD_COUNT = Option.longInteger("recordcount", 0, 0,
      Long.MAX_VALUE, "records", "records in the table: the load inserts them, a run reads keys"
      + " among them");
  public static final Option<Long> OPERATION_COUNT = Option.longInteger("operationcount", 0, 0,
      MAX_INT, "operations", "operations of a run");
  public static final Option<Long> INSERT_START = Option.longInteger("insertstart", 0, 0,
      Long.MAX_VALUE, "", "number of the first key this client inserts");
  public static final Option<Long> INSERT_COUNT = Option.longInteger("insertcount", 0, 0,
      MAX_INT, "records", "records this client inserts")
      .computedDefault("recordcount - insertstart");
  public static final Option<Long> FIELD_COUNT = Option.longInteger("fieldcount", 10, 0,
      Long.MAX_VALUE, "fields", "fields of each record");
  public static final Option<Long> FIELD_LENGTH = Option.longInteger("fieldlength", 100, 0,
      MAX_INT, "bytes", "length of a field (the largest, for a distribution)");
  public static final Option<Long> MIN_FIELD_LENGTH = Option.longInteger("minfieldlength", 1, 0,
      MAX_INT, "bytes", "smallest field length of a uniform or zipfian fieldlengthdistribution");
  public static final Option<String> FIELD_LENGTH_DISTRIBUTION = Option.oneOf(
      "fieldlengthdistribution", "constant", List.of("constant", "uniform", "zipfian",
          "histogram"), "how field lengths are drawn");
  public static final Option<Double> READ_PROPORTION = Option.decimal("readproportion", 0.95, 0,
      1, "", "share of a run's operations that read a record");
  public static final Option<Double> UPDATE_PROPORTION = Option.decimal("updateproportion", 0.05,
      0, 1, "", "share that update a record");
  public static final Option<Double> INSERT_PROPORTION = Option.decimal("insertproportion", 0, 0,
      1, "", "share that insert a record");
  public static final Option<Double> SCAN_PROPORTION = Option.decimal("scanproportion", 0, 0, 1,
      "", "share that scan records");
  public static final Option<Double> READ_MODIFY_WRITE_PROPORTION = Option.decimal(
      "readmodifywriteproportion", 0, 0, 1, "", "share that read, then update a record");
  public static final Option<String> REQUEST_DISTRIBUTION = Option.oneOf("requestdistribution",
      "uniform", List.of("uniform", "zipfian", "latest", "hotspot", "sequential", "exponential"),
      "how a run picks the keys it operates on");
  public static final Option<Double> HOTSPOT_DATA_FRACTION = Option.decimal(
      "hotspotdatafraction", 0.2, 0, 1, "", "share of the keys that are hot (hotspot)");
  public static final Option<Double> HOTSPOT_OPN_FRACTION = Option.decimal("hotspotopnfraction",
      0.8, 0, 1, "", "share of the operations on the hot keys (hotspot)");
  public static final Option<Long> MIN_SCAN_LENGTH = Option.longInteger("minscanlength", 1, 0,
      MAX_INT, "records", "fewest records a scan asks for");
  public static final Option<Long> MAX_SCAN_LENGTH = Option.longInteger("maxscanlength", 1000, 0,
      MAX_INT, "records", "most records a scan asks for");
  public static final Option<String> SCAN_LENGTH_DISTRIBUTION = Option.oneOf(
      "scanlengthdistribution", "uniform", List.of("uniform", "zipfian"),
      "how scan lengths are drawn");
  public static final Option<String> INSERT_ORDER = Option.oneOf("insertorder", "hashed",
      List.of("hashed", "ordered"), "order of the keys inserted: hashed spreads them");
  public static final Option<Long> ZERO_PADDING = Option.longInteger("zeropadding", 1, 0,
      MAX_INT, "digits", "key numbers are padded with zeros to this many digits");
  public static final Option<String> READ_ALL_FIELDS = Option.oneOf("readallfields", "true",
      BOOLEAN, "a read returns every field (false: one)");
  public static final Option<String> WRITE_ALL_FIELDS = Option.oneOf("writeallfields", "false",
      BOOLEAN, "an update writes every field (false: one)");
  public static final Option<String> DATA_INTEGRITY = Option.oneOf("dataintegrity", "false",
      BOOLEAN, "values are derived from their keys and checked on read");
  public static final Option<String> MEASUREMENT_TYPE = Option.oneOf("measurementtype",
      "hdrhistogram", List.of("histogram", "hdrhistogram", "hdrhistogram+histogram",
          "hdrhistogram+raw", "timeseries", "raw"), "YCSB's own latency measurement");
  /** Which latency YCSB measures; {@code intended} or {@code both} also track intended-start. */
  public static final Option<String> MEASUREMENT_INTERVAL = Option.oneOf("measurement.interval",
      "op", List.of("op", "intended", "both"), "latency from the operation's actual start (op),"
      + " from its intended start under -target (intended), or both");
  /** Percentiles of YCSB's report lines, also those of the per-node lines. */
  public static final Option<String> PERCENTILES = Option.text("hdrhistogram.percentiles",
      "95,99", "percentiles YCSB reports per operation, comma-separated, each in (0, 100]; the"
      + " per-node lines report the same");
  /** The keys above, as {@code bin/ycsb options ycsb --markdown} prints them. */
  public static final Options OPTIONS = new Options(List.of("status.", "measurement.",
      "hdrhistogram."), THREADS,
      TARGET, STATUS_INTERVAL, MAX_EXECUTION_TIME, RECORD_COUNT, OPERATION_COUNT, INSERT_START,
      INSERT_COUNT, FIELD_COUNT, FIELD_LENGTH, MIN_FIELD_LENGTH, FIELD_LENGTH_DISTRIBUTION,
      READ_PROPORTION, UPDATE_PROPORTION, INSERT_PROPORTION, SCAN_PROPORTION,
      READ_MODIFY_WRITE_PROPORTION, REQUEST_DISTRIBUTION, HOTSPOT_DATA_FRACTION,
      HOTSPOT_OPN_FRACTION, MIN_SCAN_LENGTH, MAX_SCAN_LENGTH, SCAN_LENGTH_DISTRIBUTION,
      INSERT_ORDER, ZERO_PADDING, READ_ALL_FIELDS, WRITE_ALL_FIELDS, DATA_INTEGRITY,
      MEASUREMENT_TYPE, MEASUREMENT_INTERVAL, PERCENTILES);

  private YcsbOptions() {
  }
}
