"""tests/deploy/profiles_check.py — checks what tests/deploy/profiles.yml rendered with each study
profile: every variable a profile sets is one a role declares (roles/*/defaults/main.yml), and
its value, as the roles resolve it (values.json), reaches the configuration file it is meant for
(cassandra.yaml, jvm.args, my.cnf, hbase-site.xml, hdfs-site.xml, the HBase daemons' arguments,
riak.conf, the MongoDB scripts) or, for the values only tasks use (EC2, storage, HBase table
attributes), lies in the range the role or the database accepts.
Usage: profiles_check.py ROLES_DIR RENDER_ROOT PROFILE... (each rendered into RENDER_ROOT/<name>/)."""
import configparser
import json
import pathlib
import re
import sys
import xml.etree.ElementTree as ET

import yaml

ROLES = pathlib.Path(sys.argv[1])
ROOT = pathlib.Path(sys.argv[2])
DECLARED = set()
for defaults in ROLES.glob("*/defaults/main.yml"):
    DECLARED.update(yaml.safe_load(defaults.read_text()) or {})

INSTANCE_TYPE = re.compile(r"[a-z][a-z0-9-]*\.[a-z0-9]+")
HBASE_COMPRESSION = {"NONE", "GZ", "LZO", "SNAPPY", "LZ4", "BZIP2", "ZSTD", "LZMA", "BROTLI"}  # Compression.Algorithm
HBASE_DURABILITY = {"USE_DEFAULT", "SKIP_WAL", "ASYNC_WAL", "SYNC_WAL", "FSYNC_WAL"}  # client.Durability
EBS_TYPES = {"standard", "gp2", "gp3", "io1", "io2", "st1", "sc1"}


class Rendered:
    """The files rendered for one profile, parsed on first use."""

    def __init__(self, base):
        self.base = base
        self.values = json.loads((base / "values.json").read_text())

    def text(self, name, host="db1"):
        return (self.base / host / name).read_text()

    def cassandra(self):
        return yaml.safe_load(self.text("cassandra.yaml"))

    def lines(self, name):
        return self.text(name).splitlines()

    def mycnf(self):
        p = configparser.ConfigParser(allow_no_value=True, interpolation=None)
        p.read_string(self.text("my.cnf"))
        return p["mariadbd"]

    def xml(self, name):
        root = ET.fromstring(self.text(name))
        return {p.findtext("name"): p.findtext("value") for p in root.iter("property")}

    def riak(self):
        return dict((k.strip(), v.strip()) for k, _, v in
                    (line.partition("=") for line in self.lines("riak.conf") if "=" in line and not line.startswith("#")))


def expect(ok, what):
    if not ok:
        raise AssertionError(what)


def cassandra_yaml(key):
    def check(r, v):
        conf = r.cassandra()
        if v == "":
            expect(key not in conf, f"cassandra.yaml sets {key} = {conf.get(key)}")
        else:
            expect(str(conf.get(key)) == str(v), f"cassandra.yaml {key} = {conf.get(key)}")
    return check


def jvm_flag(name, flag, empty_absent=False):
    def check(r, v):
        args = r.lines(name)
        if v == "" and empty_absent:
            expect(not any(a.startswith(flag) for a in args), f"{name} has {flag} though unset")
        else:
            expect(f"{flag}{v}" in args, f"{name} lacks {flag}{v}")
    return check


def mycnf(key, empty_absent=False, zero_absent=False):
    def check(r, v):
        conf = r.mycnf()
        if (empty_absent and v == "") or (zero_absent and int(v) == 0):
            expect(key not in conf, f"my.cnf sets {key}")
        else:
            expect(conf.get(key) == str(v), f"my.cnf {key} = {conf.get(key)}")
    return check


def buffer_pool(r, v):
    want = r.values["derived"]["mariadb_buffer_pool_size"]
    expect(r.mycnf().get("innodb_buffer_pool_size") == want and re.fullmatch(r"[0-9]+[MG]", want),
           f"my.cnf innodb_buffer_pool_size = {r.mycnf().get('innodb_buffer_pool_size')}, want {want}")


def hbase_site(key):
    return lambda r, v: expect(r.xml("hbase-site.xml").get(key) == str(v), f"hbase-site.xml {key}")


def hbase_heaps(r, heaps):
    for daemon, heap in heaps.items():
        if daemon in ("namenode", "datanode"):
            env = f"Environment=HDFS_{daemon.upper()}_OPTS=-Xmx{heap}"
            expect(env in r.lines("ycsb-bio-hbase@.service"), f"unit lacks {env}")
        else:
            expect(f"-Xmx{heap}" in r.lines(f"{daemon}.args"), f"{daemon}.args lacks -Xmx{heap}")


def riak(key, valid):
    def check(r, v):
        conf = r.riak()
        if v == "":
            expect(key not in conf, f"riak.conf sets {key}")
        else:
            expect(conf.get(key) == str(v) and valid(str(v)), f"riak.conf {key} = {conf.get(key)}")
    return check


def sharding_key(r):
    """The key object of the rendered sharding script: {FIELD: "hashed"} or {FIELD: 1}."""
    found = re.search(r"^const key = (\{.*\});$", r.text("shard-collections.js", "client1"), re.M)
    expect(found is not None, "sharding script without a key")
    return json.loads(found.group(1))


def shard_key(r, v):
    kind = set(sharding_key(r).values())
    want = {"hashed": {"hashed"}, "ranged": {1}}[v]
    expect(kind == want, f"sharding script shards {kind}, not {v}")


def shard_field(r, v):
    fields = list(sharding_key(r))
    expect(fields == [v], f"sharding script shards on {fields}, not {v}")


def config_members(r, v):
    members = re.findall(r"\{_id: \d+, host: '([^']+)'\}", r.text("initiate-cfg.js"))
    expect(len(members) == min(int(v), 3), f"config replica set of {len(members)} members")


def ec2_volumes(r, v):
    vols = r.values["derived"]["ec2_db_volumes"]
    expect(len(vols) == int(v) == r.values["derived"]["storage_device_count"], f"{len(vols)} volumes")


def volume_field(field):
    def check(r, v):
        vols = r.values["derived"]["ec2_db_volumes"]
        expect(all(str(vol["ebs"][field]) == str(v) for vol in vols), f"volumes' {field}")
    return check


def host_count(prefix):
    return lambda r, v: expect(sum(h.startswith(prefix) for h in r.values["derived"]["ec2_hosts"]) == int(v),
                               f"{prefix} hosts")


def instance_types(r, v):
    expect(set(v) <= set(r.values["derived"]["ec2_hosts"]), f"hosts {set(v)} not all of this run")
    expect(all(INSTANCE_TYPE.fullmatch(t) for t in v.values()), f"instance types {v}")


def within(values):
    return lambda r, v: expect(str(v) in values, f"{v} not in {sorted(values)}")


def integer(lo, hi=2 ** 63):
    return lambda r, v: expect(re.fullmatch(r"[0-9]+", str(v)) and lo <= int(v) <= hi, f"{v} not in {lo}..{hi}")


def boolean(r, v):
    expect(isinstance(v, bool), f"{v!r} is not true/false")


def pattern(regex):
    return lambda r, v: expect(re.fullmatch(regex, str(v)), f"{v} does not match {regex}")


CHECKS = {
    "cassandra_concurrent_reads": cassandra_yaml("concurrent_reads"),
    "cassandra_concurrent_writes": cassandra_yaml("concurrent_writes"),
    "cassandra_memtable_heap_space": cassandra_yaml("memtable_heap_space"),
    "cassandra_key_cache_size": cassandra_yaml("key_cache_size"),
    "cassandra_row_cache_size": cassandra_yaml("row_cache_size"),
    "cassandra_heap": jvm_flag("jvm.args", "-Xmx"),
    "cassandra_heap_new": jvm_flag("jvm.args", "-Xmn", empty_absent=True),
    "mariadb_storage_engine": mycnf("default_storage_engine"),
    "mariadb_key_buffer_size": mycnf("key_buffer_size", empty_absent=True),
    "mariadb_buffer_pool": buffer_pool,
    "mariadb_buffer_pool_share": buffer_pool,
    "mariadb_buffer_pool_instances": mycnf("loose-innodb_buffer_pool_instances", zero_absent=True),
    "mariadb_read_io_threads": mycnf("innodb_read_io_threads"),
    "mariadb_write_io_threads": mycnf("innodb_write_io_threads"),
    "mariadb_log_file_size": mycnf("innodb_log_file_size"),
    "mariadb_flush_log_at_trx_commit": mycnf("innodb_flush_log_at_trx_commit"),
    "hbase_handler_count": hbase_site("hbase.regionserver.handler.count"),
    "hbase_site_properties": lambda r, v: [hbase_site(k)(r, x) for k, x in v.items()],
    "hdfs_replication": lambda r, v: expect(r.xml("hdfs-site.xml").get("dfs.replication") == str(v), "dfs.replication"),
    "hbase_heap": jvm_flag("regionserver.args", "-Xmx"),
    "hbase_heaps": hbase_heaps,
    "hbase_zookeeper_heap": jvm_flag("zookeeper.args", "-Xmx"),
    "hbase_gc_args": lambda r, v: expect(all(a in r.lines("regionserver.args") for a in v), f"GC args {v}"),
    "hbase_compression": within(HBASE_COMPRESSION),
    "hbase_bloom_filter": within({"NONE", "ROW", "ROWCOL", "ROWPREFIX_FIXED_LENGTH"}),
    "hbase_block_size": integer(1024, 16 << 20),
    "hbase_in_memory": boolean,
    "hbase_versions": integer(1, 2 ** 31 - 1),
    "hbase_durability": within(HBASE_DURABILITY),
    "hbase_max_filesize": integer(0),
    "hbase_regions_per_node": integer(1, 1000),
    "riak_backend": riak("storage_backend", lambda v: v in {"bitcask", "leveldb"}),
    "riak_n_val": riak("buckets.default.n_val", lambda v: int(v) >= 1),
    "riak_ring_size": riak("ring_size", lambda v: int(v) > 0 and int(v) & (int(v) - 1) == 0),
    # cuttlefish's erlang_vm.schema: erlang.async_threads 0..1024, erlang.K a flag, erlang.max_ports 1024..134217727
    "riak_erlang_async_threads": riak("erlang.async_threads", lambda v: 0 <= int(v) <= 1024),
    "riak_erlang_kernel_poll": riak("erlang.K", lambda v: v in {"on", "off"}),
    "riak_erlang_max_ports": riak("erlang.max_ports", lambda v: 1024 <= int(v) <= 134217727),
    "mongodb_shard_key": shard_key,
    "mongodb_shard_field": shard_field,
    "mongodb_config_members": config_members,
    "mongodb_cache_gb": lambda r, v: expect(float(v) > 0, f"cache {v} GB"),
    "ec2_db_count": host_count("db"),
    "ec2_client_count": host_count("client"),
    "ec2_db_instance_type": pattern(INSTANCE_TYPE.pattern),
    "ec2_client_instance_type": pattern(INSTANCE_TYPE.pattern),
    "ec2_instance_types": instance_types,
    "ec2_db_volume_count": ec2_volumes,
    "ec2_db_volume_size_gb": volume_field("volume_size"),
    "ec2_db_volume_type": lambda r, v: (within(EBS_TYPES)(r, v), volume_field("volume_type")(r, v)),
    "storage_mode": within({"none", "ebs", "instance_store", "devices"}),
    "storage_fs": within({"xfs", "ext4"}),
    "storage_raid_chunk_kb": lambda r, v: expect(int(v) >= 4 and int(v) & (int(v) - 1) == 0, f"chunk {v} KB"),
    "storage_commitlog": lambda r, v: (boolean(r, v), expect(not v or len(r.values["derived"]["ec2_db_volumes"]) >= 2,
                                                              "a separate commit log needs two volumes")),
    "storage_mount_opts": pattern(r"[a-z_]+(=[^,]+)?(,[a-z_]+(=[^,]+)?)*"),
    "storage_swap_off": boolean,
}

failed = []
for arg in sys.argv[3:]:
    profile = pathlib.Path(arg)
    rendered = Rendered(ROOT / profile.stem)
    keys = list(yaml.safe_load(profile.read_text()))
    for key in keys:
        try:
            expect(key in DECLARED, "not a variable of any role (roles/*/defaults/main.yml)")
            expect(key in CHECKS, "profiles_check.py has no check for it")
            CHECKS[key](rendered, rendered.values[key])
        except (AssertionError, KeyError, ValueError, TypeError) as e:
            failed.append(f"{profile.name}: {key}: {e}")
    print(f"profiles: {profile.name}: {len(keys)} values, each in its rendered file or the range its role accepts")
if failed:
    sys.exit("profiles check:\n  " + "\n  ".join(failed))
