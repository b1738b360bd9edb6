"""tests/deploy/render_check.py — compares what tests/deploy/render.yml rendered from the mongodb
and riak roles with the databases' documented settings, and the client's mongodb connection file
with the binding's options (docs/bindings/mongodb.md's table, which MongoDbConfigTest keeps equal
to the declaration). Usage: render_check.py RENDER_DIR.

MongoDB (https://www.mongodb.com/docs/manual/reference/program/mongod/, .../program/mongos/,
.../reference/configuration-options/, .../reference/default-mongodb-port/): every mongod option
the unit passes must be a documented one; each is printed as its mongod.conf key. Riak KV: every
riak.conf key must be a mapping of Riak's cuttlefish schemas (basho/riak_core priv/riak_core.schema,
basho/riak_kv priv/riak_kv.schema, basho/riak_api priv/riak_api.schema, basho/eleveldb
priv/eleveldb.schema, basho/cuttlefish priv/erlang_vm.schema), with a value of its datatype."""
import ipaddress
import pathlib
import re
import shlex
import sys

OUT = pathlib.Path(sys.argv[1])
# documented option -> mongod.conf key (configuration-options page)
MONGOD_OPTIONS = {
    "--configsvr": "sharding.clusterRole: configsvr",
    "--shardsvr": "sharding.clusterRole: shardsvr",
    "--replSet": "replication.replSetName",
    "--port": "net.port",
    "--bind_ip": "net.bindIp",
    "--dbpath": "storage.dbPath",
    "--wiredTigerCacheSizeGB": "storage.wiredTiger.engineConfig.cacheSizeGB",
}
MONGOS_OPTIONS = {"--configdb": "sharding.configDB", "--port": "net.port", "--bind_ip": "net.bindIp"}
DEFAULT_PORT = {"configsvr": 27019, "shardsvr": 27018, "mongos": 27017}  # default-mongodb-port
# riak.conf key -> a check of its value (the schemas' datatypes)
RIAK_KEYS = {
    "nodename": lambda v: re.fullmatch(r"[^@\s]+@[^@\s]+", v),                 # erlang_vm.schema
    "distributed_cookie": lambda v: re.fullmatch(r"\S+", v),                     # erlang_vm.schema
    "ring_size": lambda v: v.isdigit() and int(v) >= 1 and int(v) & (int(v) - 1) == 0,  # riak_core.schema, power of 2
    "storage_backend": lambda v: v in {"bitcask", "leveldb", "leveled", "memory", "multi", "prefix_multi"},  # riak_kv.schema enum
    "leveldb.maximum_memory.percent": lambda v: v.isdigit() and 1 <= int(v) <= 100,  # eleveldb.schema
    "buckets.default.n_val": lambda v: v.isdigit() and int(v) >= 1,             # riak_core.schema
    "listener.http.internal": lambda v: ip_port(v),                              # riak_api.schema listener.http.$name
    "listener.protobuf.internal": lambda v: ip_port(v),                          # riak_api.schema listener.protobuf.$name
    "platform_data_dir": lambda v: v.startswith("/"),                            # riak_core.schema
    "erlang.distribution.port_range.minimum": lambda v: v.isdigit(),             # erlang_vm.schema
    "erlang.distribution.port_range.maximum": lambda v: v.isdigit(),             # erlang_vm.schema
}
checked = []


def fail(msg):
    sys.exit(f"render check: {msg}")


def ip_port(v):
    host, _, port = v.rpartition(":")
    ipaddress.ip_address(host)
    return port.isdigit() and 0 < int(port) < 65536


def options(argv, known, what):
    """argv after the program name -> {option: value or True}; unknown options fail."""
    out, i = {}, 0
    while i < len(argv):
        o = argv[i]
        if o not in known:
            fail(f"{what}: {o} is not a documented option ({', '.join(known)})")
        flag = known[o].endswith(("configsvr", "shardsvr"))
        out[o] = True if flag else argv[i + 1]
        i += 1 if flag else 2
    return out


mongo_hosts = sorted(p.name for p in OUT.iterdir() if (p / "ycsb-bio-mongod@.service").exists())
addr = {}
replsets = {}
used = set()
for h in mongo_hosts:
    unit = (OUT / h / "ycsb-bio-mongod@.service").read_text()
    branches = dict(re.findall(r"(configsvr|shardsvr)\) exec /usr/bin/mongod ([^;]+);;", unit))
    if set(branches) != {"configsvr", "shardsvr"}:
        fail(f"{h}: mongod unit has instances {sorted(branches)}")
    for role, args in branches.items():
        o = options(shlex.split(args), MONGOD_OPTIONS, f"{h} mongod {role}")
        if f"--{role}" not in o or int(o["--port"]) != DEFAULT_PORT[role]:
            fail(f"{h} {role}: --{role} with port {DEFAULT_PORT[role]} expected, got {o}")
        if not o["--dbpath"].endswith("/" + role):
            fail(f"{h} {role}: dbpath {o['--dbpath']} is not its own")
        addr[h] = o["--bind_ip"]
        replsets.setdefault(role, {})[h] = o["--replSet"]
        if role == "shardsvr":
            float(o["--wiredTigerCacheSizeGB"])
        used.update(MONGOD_OPTIONS[k].split(":")[0] for k in o)
checked.append(f"mongod units of {len(mongo_hosts)} hosts: documented options only, as mongod.conf {', '.join(sorted(used))}")
if set(replsets["configsvr"].values()) != {"cfg"}:
    fail(f"config servers' replSet names {replsets['configsvr']}")
if any(v != f"shard-{h}" for h, v in replsets["shardsvr"].items()):
    fail(f"shard replSet names {replsets['shardsvr']}")

cfg_files = sorted(OUT.glob("*/initiate-cfg.js"))
if [f.parent.name for f in cfg_files] != mongo_hosts[:1]:
    fail(f"config replica set initiated from {[f.parent.name for f in cfg_files]}, expected {mongo_hosts[:1]}")
cfg = cfg_files[0].read_text()
members = re.findall(r"\{_id: (\d+), host: '([^']+)'\}", cfg)
want = [(str(i), f"{addr[h]}:{DEFAULT_PORT['configsvr']}") for i, h in enumerate(mongo_hosts[:3])]
if "_id: 'cfg', configsvr: true" not in cfg or members != want:
    fail(f"config replica set {members}, expected cfg with configsvr: true and {want}")
checked.append(f"config server replica set cfg: 3 members {[m[1] for m in members]} of {len(mongo_hosts)} hosts")
for h in mongo_hosts:
    js = (OUT / h / "initiate-shard.js").read_text()
    m = re.findall(r"\{_id: (\d+), host: '([^']+)'\}", js)
    if f"_id: 'shard-{h}', configsvr: false" not in js or m != [("0", f"{addr[h]}:{DEFAULT_PORT['shardsvr']}")]:
        fail(f"{h}: shard replica set {m}")

mongos = (OUT / "client1" / "ycsb-bio-mongos.service").read_text()
argv = shlex.split(re.search(r"ExecStart=/usr/bin/mongos (.*)", mongos).group(1))
o = options(argv, MONGOS_OPTIONS, "mongos")
if o["--configdb"] != "cfg/" + ",".join(m[1] for m in members) or int(o["--port"]) != DEFAULT_PORT["mongos"]:
    fail(f"mongos --configdb {o['--configdb']} --port {o['--port']}: not the config replica set / default port")
want = [f"shard-{h}/{addr[h]}:{DEFAULT_PORT['shardsvr']}" for h in mongo_hosts]


def sharding_script(name, key, collections):
    """The sharding script NAME adds every shard and shards each of COLLECTIONS on KEY (JSON)."""
    js = (OUT / "client1" / name).read_text()
    added = re.findall(r"sh\.addShard\('([^']+)'\)", js)
    keys = re.findall(r"^const key = (.*);$", js, re.M)
    sharded = re.findall(r"sh\.shardCollection\('([^']+)', key\)", js)
    if added != want or keys != [key] or sharded != [f"ycsb.{c}" for c in collections]:
        fail(f"{name}: adds {added} (expected {want}), key {keys} (expected {key}), shards {sharded} (expected {collections})")
    return len(added)


n = sharding_script("shard-collections.js", '{"_id": "hashed"}', ["usertable"])
for kind, value in (("hashed", '"hashed"'), ("ranged", "1")):
    sharding_script(f"shard-collections-t-{kind}.js", '{"t": ' + value + '}', ["tasks", "rna", "gs", "align"])
checked.append(f"mongos: sharding.configDB {o['--configdb']}, net.port {o['--port']}; {n} shards added, "
               "ycsb.usertable on hashed _id; tasks, rna, gs, align on t hashed and ranged")

# the client's connection file: every mongodb.* key one the binding declares, with a value it accepts
DOC = pathlib.Path(__file__).resolve().parents[2] / "docs" / "bindings" / "mongodb.md"
declared = {}
for line in DOC.read_text().splitlines():
    cells = [c.strip() for c in re.split(r"(?<!\\)\|", line)[1:-1]]
    if len(cells) == 6 and cells[0].startswith("`mongodb."):
        declared[cells[0].strip("`")] = {"type": cells[1], "bounds": cells[4].strip("`")}
props = dict(line.split("=", 1) for line in (OUT / "client1" / "db-mongodb-t.properties").read_text().splitlines()
             if line and not line.startswith("#"))
for k, v in props.items():
    if k not in declared:
        fail(f"db-mongodb-t.properties: {k} is not an option of the mongodb binding ({DOC.name})")
    choices = [c.strip() for c in declared[k]["type"].split("\\|")]
    if len(choices) > 1 and v.lower() not in choices:
        fail(f"db-mongodb-t.properties: {k}={v}: not one of {choices}")
    if declared[k]["bounds"] and declared[k]["type"] == "text" and not re.fullmatch(declared[k]["bounds"], v):
        fail(f"db-mongodb-t.properties: {k}={v}: does not match {declared[k]['bounds']}")
if (props.get("mongodb.shard.setup"), props.get("mongodb.shard.key"), props.get("mongodb.shard.field")) != ("true", "hashed", "t"):
    fail(f"db-mongodb-t.properties: shard setup/key/field {props}, expected true, hashed, t")
checked.append(f"client connection file: {len(props)} mongodb.* options of the binding, valid values; sharding hashed on t")

refused = (OUT / "client1" / "check-refused.txt").read_text().strip()
if not refused.startswith("mongodb_shard_key=hashed mongodb_shard_field=a.b: "):
    fail(f"the role's check of mongodb_shard_field=a.b said: {refused}")
checked.append("role check: _id and t pass, a.b refused")

riak_files = sorted(OUT.glob("*/riak-*.conf"))
if not riak_files:
    fail("no riak.conf rendered")
for f in riak_files:
    kv = {}
    for n, line in enumerate(f.read_text().splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        k, sep, v = (x.strip() for x in line.partition("="))
        if not sep or k not in RIAK_KEYS:
            fail(f"{f}:{n}: '{k}' is not a key of Riak's schemas we checked")
        if k in kv:
            fail(f"{f}:{n}: '{k}' twice")
        if not RIAK_KEYS[k](v):
            fail(f"{f}:{n}: {k} = {v} is not a valid value")
        kv[k] = v
    backend = f.stem.split("-", 1)[1]
    if kv["storage_backend"] != backend or ("leveldb.maximum_memory.percent" in kv) != (backend == "leveldb"):
        fail(f"{f}: backend {kv['storage_backend']} with leveldb settings {'leveldb.maximum_memory.percent' in kv}")
    if kv["nodename"] != "riak@" + kv["listener.protobuf.internal"].rpartition(":")[0]:
        fail(f"{f}: nodename {kv['nodename']} is not riak@ its own address")
    if int(kv["erlang.distribution.port_range.minimum"]) > int(kv["erlang.distribution.port_range.maximum"]):
        fail(f"{f}: erlang port range reversed")
checked.append(f"riak.conf: {len(riak_files)} files (leveldb, bitcask), every key in Riak's schemas with a valid value")
print("render: " + "\nrender: ".join(checked))
