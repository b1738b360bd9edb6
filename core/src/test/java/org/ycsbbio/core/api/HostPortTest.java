package org.ycsbbio.core.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;

class HostPortTest {
  @Test
  void parsesHostPortWithDefaultPortAndIpv6() {
    assertEquals(new HostPort("127.0.0.1", 11411), HostPort.parse(" 127.0.0.1:11411 ", 0));
    assertEquals(new HostPort("db1", 11211), HostPort.parse("db1", 11211));
    assertEquals(new HostPort("::1", 7000), HostPort.parse("[::1]:7000", 0));
    assertEquals("[::1]:7000", HostPort.parse("[::1]:7000", 0).toString());
    assertEquals("db1:11211", HostPort.parse("db1", 11211).toString());
    for (String bad : List.of("db1", "db1:x", "db1:70000", ":1", "[::1", "db1:0")) {
      assertThrows(IllegalArgumentException.class, () -> HostPort.parse(bad, 0), bad);
    }
  }

  @Test
  void theOptionReadsAListAndNamesTheKeyOfABadEntry() {
    Option<List<HostPort>> hosts = Option.hostPorts("mydb.hosts", 11211, "servers");
    Properties p = new Properties();
    p.setProperty("mydb.hosts", "a:1, b");
    assertEquals(List.of(new HostPort("a", 1), new HostPort("b", 11211)), hosts.read(p));
    p.setProperty("mydb.hosts", "a:1,a:x");
    assertEquals("mydb.hosts=a:1,a:x: 'a:x' is not host:port",
        assertThrows(ConfigException.class, () -> hosts.read(p)).getMessage());
    p.setProperty("mydb.hosts", "a:1,a:1");
    assertEquals("mydb.hosts=a:1,a:1: 'a:1' is listed twice",
        assertThrows(ConfigException.class, () -> hosts.read(p)).getMessage());
    assertEquals("mydb.hosts: required but not set",
        assertThrows(ConfigException.class, () -> hosts.read(new Properties())).getMessage());
    assertEquals("| `mydb.hosts` | host:port list | (required) |  | default port 11211 | servers |",
        hosts.markdownRow());
  }

  @Test
  void unreachableNamesTheServersThatRefuseAndOnlyThem() throws Exception {
    try (ServerSocket open = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        ServerSocket closing = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
      int closedPort = closing.getLocalPort();
      closing.close();
      HostPort up = new HostPort("127.0.0.1", open.getLocalPort());
      HostPort down = new HostPort("127.0.0.1", closedPort);
      assertEquals(List.of(), HostPort.unreachable(List.of(up), 5000));
      List<String> why = HostPort.unreachable(List.of(up, down), 5000);
      assertEquals(1, why.size(), why.toString());
      assertTrue(why.get(0).startsWith("127.0.0.1:" + closedPort + ": "), why.get(0));
      assertTrue(why.get(0).toLowerCase().contains("refused"), why.get(0));
    }
  }
}
