package org.ycsbbio.bindings.jdbc;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Splitting {@code db.url} into shards and naming each shard's node. */
class ShardUrlsTest {
  @Test
  void splitsOnSemicolonsThatStartANewJdbcUrl() {
    assertEquals(List.of("jdbc:mariadb://127.0.0.1:3307/ycsb", "jdbc:mariadb://127.0.0.1:3308/ycsb"),
        ShardUrls.split(" jdbc:mariadb://127.0.0.1:3307/ycsb ; jdbc:mariadb://127.0.0.1:3308/ycsb;"));
    assertEquals(List.of("jdbc:h2:mem:a;DB_CLOSE_DELAY=-1", "jdbc:h2:mem:b;MODE=MySQL"),
        ShardUrls.split("jdbc:h2:mem:a;DB_CLOSE_DELAY=-1;jdbc:h2:mem:b;MODE=MySQL"));
    assertEquals(List.of("jdbc:h2:mem:x"), ShardUrls.split("jdbc:h2:mem:x"));
  }

  @Test
  void namesNodesHostColonPort() {
    assertEquals(List.of("127.0.0.1:3307", "127.0.0.1:3308", "db3.example:3306", "[::1]:3310",
        "pg:5432", "localhost:9092", "h1:3306,h2:3307"),
        ShardUrls.nodeNames(List.of("jdbc:mariadb://127.0.0.1:3307/ycsb?user=u&password=p",
            "jdbc:mysql://127.0.0.1:3308", "jdbc:mariadb://db3.example/ycsb",
            "jdbc:mariadb://[::1]:3310/ycsb", "jdbc:postgresql://pg/ycsb",
            "jdbc:h2:tcp://localhost/mem:x", "jdbc:mariadb:replication://h1,h2:3307/db")));
  }

  @Test
  void neverNamesANodeAfterCredentialsInTheUrl() {
    assertEquals(List.of("db:5432"),
        ShardUrls.nodeNames(List.of("jdbc:postgresql://user:secret@db/ycsb")));
  }

  @Test
  void urlsWithoutHostAreNamedByPosition() {
    assertEquals(List.of("shard1", "127.0.0.1:3308", "shard3"),
        ShardUrls.nodeNames(List.of("jdbc:h2:mem:a", "jdbc:mariadb://127.0.0.1:3308/y",
            "jdbc:mariadb://address=(host=h)(port=1)/y")));
  }

  @Test
  void shardsOnTheSameServerAreToldApartByDatabaseThenPosition() {
    assertEquals(List.of("127.0.0.1:3307/a", "127.0.0.1:3307/b", "127.0.0.1:3308"),
        ShardUrls.nodeNames(List.of("jdbc:mariadb://127.0.0.1:3307/a",
            "jdbc:mariadb://127.0.0.1:3307/b", "jdbc:mariadb://127.0.0.1:3308/a")));
    assertEquals(List.of("shard1", "shard2"),
        ShardUrls.nodeNames(List.of("jdbc:mariadb://h:1/a", "jdbc:mariadb://h:1/a")));
  }
}
