// HBaseTables.java - run by the hbase role (and tests/deploy.sh) with Java's single-file launcher:
//   java -cp CONF:JARS/* HBaseTables.java create SERVERS TIMEOUT_S FAMILY COMPRESSION BLOOM BLOCKSIZE IN_MEMORY
//        VERSIONS DURABILITY MAX_FILESIZE TABLE=CUT,CUT...
//   java -cp CONF:JARS/* HBaseTables.java count TABLE...
// create: waits (at most TIMEOUT_S) until SERVERS region servers are live, then creates each
// missing TABLE pre-split at its CUTs with one column family of the given attributes (and the
// table's DURABILITY and MAX_FILESIZE, bytes; 0: HBase's hbase.hregion.max.filesize) and places
// its regions in key order on the servers in address order, round robin (region i on server
// i mod SERVERS: a key range of SERVERS consecutive regions spans every server), or changes the
// family or table attributes of an existing table where they differ (split points and placement stay as
// created); prints "created|altered|kept TABLE REGIONS". count: "TABLE ROWS SERVER=ROWS,..." (rows per region
// server holding them). The connection comes from hbase-site.xml in CONF.
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.apache.hadoop.hbase.ClusterMetrics;
import org.apache.hadoop.hbase.HBaseConfiguration;
import org.apache.hadoop.hbase.HRegionLocation;
import org.apache.hadoop.hbase.ServerName;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.ColumnFamilyDescriptor;
import org.apache.hadoop.hbase.client.ColumnFamilyDescriptorBuilder;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.ConnectionFactory;
import org.apache.hadoop.hbase.client.Durability;
import org.apache.hadoop.hbase.client.RegionLocator;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.ResultScanner;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.client.TableDescriptor;
import org.apache.hadoop.hbase.client.TableDescriptorBuilder;
import org.apache.hadoop.hbase.filter.FirstKeyOnlyFilter;
import org.apache.hadoop.hbase.io.compress.Compression;
import org.apache.hadoop.hbase.regionserver.BloomType;

/** Creates the role's pre-split tables, or counts their rows per region server. One use per JVM. */
public final class HBaseTables {
  private HBaseTables() {
  }

  public static void main(String[] args) throws Exception {
    if (args.length < 2 || !(args[0].equals("create") && args.length >= 12 || args[0].equals("count"))) {
      System.err.println("usage: HBaseTables create SERVERS TIMEOUT_S FAMILY COMPRESSION BLOOM BLOCKSIZE IN_MEMORY"
          + " VERSIONS DURABILITY MAX_FILESIZE TABLE=CUTS...| count TABLE...");
      System.exit(2);
    }
    try (Connection c = ConnectionFactory.createConnection(HBaseConfiguration.create());
        Admin admin = c.getAdmin()) {
      if (args[0].equals("count")) {
        for (String t : Arrays.copyOfRange(args, 1, args.length)) {
          count(c, TableName.valueOf(t));
        }
        return;
      }
      awaitServers(admin, Integer.parseInt(args[1]), Long.parseLong(args[2]));
      ColumnFamilyDescriptor family = ColumnFamilyDescriptorBuilder
          .newBuilder(args[3].getBytes(StandardCharsets.UTF_8))
          .setCompressionType(Compression.Algorithm.valueOf(args[4].toUpperCase(Locale.ROOT)))
          .setBloomFilterType(BloomType.valueOf(args[5].toUpperCase(Locale.ROOT)))
          .setBlocksize(Integer.parseInt(args[6]))
          .setInMemory(Boolean.parseBoolean(args[7]))
          .setMaxVersions(Integer.parseInt(args[8]))
          .build();
      Durability durability = Durability.valueOf(args[9].toUpperCase(Locale.ROOT));
      long maxFileSize = Long.parseLong(args[10]);
      for (String spec : Arrays.copyOfRange(args, 11, args.length)) {
        int eq = spec.indexOf('=');
        TableName name = TableName.valueOf(eq < 0 ? spec : spec.substring(0, eq));
        String cuts = eq < 0 ? "" : spec.substring(eq + 1);
        byte[][] splits = cuts.isEmpty() ? new byte[0][] : Arrays.stream(cuts.split(","))
            .map(s -> s.getBytes(StandardCharsets.UTF_8)).toArray(byte[][]::new);
        String done = ensure(admin, name, family, durability, maxFileSize, splits);
        if (done.equals("created")) {
          stripe(c, admin, name);
        }
        System.out.println(done + " " + name + " " + admin.getRegions(name).size());
      }
    }
  }

  private static void awaitServers(Admin admin, int servers, long timeoutSeconds)
      throws InterruptedException {
    long deadline = System.nanoTime() + timeoutSeconds * 1_000_000_000L;
    String last = "no answer from the master";
    while (System.nanoTime() < deadline) {
      try {
        int live = admin.getClusterMetrics(EnumSet.of(ClusterMetrics.Option.LIVE_SERVERS))
            .getLiveServerMetrics().size();
        if (live >= servers && admin.isTableAvailable(TableName.META_TABLE_NAME)) {
          return;
        }
        last = live + " of " + servers + " region servers live";
      } catch (IOException e) {
        last = e.toString();
      }
      Thread.sleep(1000);   // polling an external cluster; bounded by the deadline
    }
    System.err.println("HBaseTables: cluster not ready after " + timeoutSeconds + " s: " + last);
    System.exit(1);
  }

  private static String ensure(Admin admin, TableName name, ColumnFamilyDescriptor family,
      Durability durability, long maxFileSize, byte[][] splits) throws IOException {
    if (!admin.tableExists(name)) {
      TableDescriptorBuilder b = TableDescriptorBuilder.newBuilder(name).setColumnFamily(family)
          .setDurability(durability);
      if (maxFileSize > 0) {
        b.setMaxFileSize(maxFileSize);
      }
      if (splits.length == 0) {
        admin.createTable(b.build());
      } else {
        admin.createTable(b.build(), splits);
      }
      return "created";
    }
    TableDescriptor table = admin.getDescriptor(name);
    String done = "kept";
    if (table.getDurability() != durability
        || maxFileSize > 0 && table.getMaxFileSize() != maxFileSize) {
      TableDescriptorBuilder b = TableDescriptorBuilder.newBuilder(table).setDurability(durability);
      if (maxFileSize > 0) {
        b.setMaxFileSize(maxFileSize);
      }
      admin.modifyTable(b.build());
      done = "altered";
    }
    ColumnFamilyDescriptor now = table.getColumnFamily(family.getName());
    if (now == null) {
      admin.addColumnFamily(name, family);
      return "altered";
    }
    if (now.getCompressionType() != family.getCompressionType()
        || now.getBloomFilterType() != family.getBloomFilterType()
        || now.getBlocksize() != family.getBlocksize() || now.isInMemory() != family.isInMemory()
        || now.getMaxVersions() != family.getMaxVersions()) {
      admin.modifyColumnFamily(name, family);
      return "altered";
    }
    return done;
  }

  /** Moves region i (in key order) of {@code name} to live server i mod servers (by address). */
  private static void stripe(Connection c, Admin admin, TableName name) throws IOException {
    List<ServerName> servers = admin.getClusterMetrics(EnumSet.of(ClusterMetrics.Option.LIVE_SERVERS))
        .getLiveServerMetrics().keySet().stream()
        .sorted((a, b) -> a.getAddress().toString().compareTo(b.getAddress().toString())).toList();
    try (RegionLocator locator = c.getRegionLocator(name)) {
      List<HRegionLocation> regions = locator.getAllRegionLocations();
      for (int i = 0; i < regions.size(); i++) {
        ServerName want = servers.get(i % servers.size());
        if (!want.equals(regions.get(i).getServerName())) {
          admin.move(regions.get(i).getRegion().getEncodedNameAsBytes(), want);
        }
      }
    }
  }

  private static void count(Connection c, TableName name) throws IOException {
    Map<String, Long> perServer = new TreeMap<>();
    long total = 0;
    try (RegionLocator locator = c.getRegionLocator(name); Table table = c.getTable(name)) {
      for (HRegionLocation loc : locator.getAllRegionLocations()) {
        Scan scan = new Scan().withStartRow(loc.getRegion().getStartKey())
            .withStopRow(loc.getRegion().getEndKey()).setFilter(new FirstKeyOnlyFilter())
            .setCaching(1000);
        long rows = 0;
        try (ResultScanner s = table.getScanner(scan)) {
          for (Result r = s.next(); r != null; r = s.next()) {
            rows++;
          }
        }
        perServer.merge(loc.getServerName().getAddress().toString(), rows, Long::sum);
        total += rows;
      }
    }
    StringBuilder line = new StringBuilder(name + " " + total + " ");
    perServer.forEach((k, v) -> line.append(k).append('=').append(v).append(','));
    System.out.println(line.substring(0, line.length() - 1));
  }
}
