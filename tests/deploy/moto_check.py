"""tests/deploy/moto_check.py — asserts what provision.yml left in moto, or that teardown.yml
left nothing. Usage: moto_check.py provisioned|gone RUN_ID INVENTORY_JSON. Talks only to the
endpoint in AWS_URL (a moto server on 127.0.0.1 in the test's own namespace)."""
import json
import os
import sys

import boto3

mode, run, inventory_file = sys.argv[1:4]
ec2 = boto3.client("ec2", endpoint_url=os.environ["AWS_URL"], region_name="eu-west-1")
tag_filter = [{"Name": "tag:Project", "Values": ["ycsb-bio"]}, {"Name": "tag:Run", "Values": [run]}]


def fail(msg):
    sys.exit(f"moto check ({mode}): {msg}")


def live_instances():
    out = []
    for r in ec2.describe_instances(Filters=tag_filter)["Reservations"]:
        out += [i for i in r["Instances"] if i["State"]["Name"] not in ("terminated", "shutting-down")]
    return out


def unwrap(v):  # ansible-core >= 2.19 wraps strings as {"__ansible_unsafe": ...}
    if isinstance(v, dict) and set(v) == {"__ansible_unsafe"}:
        return v["__ansible_unsafe"]
    return v


if mode == "provisioned":
    inst = live_instances()
    tags = {i["InstanceId"]: {t["Key"]: t["Value"] for t in i["Tags"]} for i in inst}
    names = sorted(t["Name"] for t in tags.values())
    want = sorted(f"{run}-{h}" for h in ["db1", "db2", "db3", "client1", "client2"])
    if names != want:
        fail(f"instances {names}, expected {want}")
    for t in tags.values():
        db = t["Name"].split("-")[-1].startswith("db")
        if t.get("Role") != ("db" if db else "clients") or t.get("Cluster") != ("mariadb" if db else None):
            fail(f"{t['Name']}: tags {t}")
    sgs = ec2.describe_security_groups(Filters=tag_filter)["SecurityGroups"]
    if len(sgs) != 1:
        fail(f"{len(sgs)} security groups tagged with the run, expected 1")
    sg = sgs[0]
    rules = sg["IpPermissions"]
    ssh = [r for r in rules if r.get("FromPort") == 22]
    if len(ssh) != 1 or [x["CidrIp"] for x in ssh[0]["IpRanges"]] != ["192.0.2.10/32"]:
        fail(f"SSH rule {ssh}, expected port 22 from 192.0.2.10/32 only")
    inner = [r for r in rules if r["IpProtocol"] == "-1"]
    if len(inner) != 1 or [g["GroupId"] for g in inner[0]["UserIdGroupPairs"]] != [sg["GroupId"]]:
        fail(f"cluster rule {inner}, expected all traffic from the group itself")
    if any(x["CidrIp"] == "0.0.0.0/0" for r in rules for x in r["IpRanges"]):
        fail("a rule is open to 0.0.0.0/0")
    if any(i["SecurityGroups"][0]["GroupId"] != sg["GroupId"] for i in inst):
        fail("an instance is not in the run's security group")
    # inventories/moto: ec2_instance_types {db3: i3.large}, 2 data volumes (gp3, 100 GB, 3000 IOPS) per db node
    want_type = {"db1": "i3.xlarge", "db2": "i3.xlarge", "db3": "i3.large", "client1": "c5.xlarge", "client2": "c5.xlarge"}
    volume_ids = []
    for i in inst:
        host = tags[i["InstanceId"]]["Name"].split("-")[-1]
        if i["InstanceType"] != want_type[host]:
            fail(f"{host}: instance type {i['InstanceType']}, expected {want_type[host]}")
        devs = {m["DeviceName"]: m["Ebs"]["VolumeId"] for m in i["BlockDeviceMappings"]}
        want_devs = ["/dev/sdf", "/dev/sdg", "/dev/xvda"] if host.startswith("db") else ["/dev/xvda"]
        if sorted(devs) != want_devs:
            fail(f"{host}: block devices {sorted(devs)}, expected {want_devs}")
        for d in ("/dev/sdf", "/dev/sdg"):
            if d in devs:
                v = ec2.describe_volumes(VolumeIds=[devs[d]])["Volumes"][0]
                if (v["Size"], v["VolumeType"], v.get("Iops")) != (100, "gp3", 3000):
                    fail(f"{host} {d}: size {v['Size']} type {v['VolumeType']} iops {v.get('Iops')}, expected 100 gp3 3000")
        volume_ids += devs.values()
    with open(inventory_file + ".volumes", "w") as f:
        f.write("\n".join(volume_ids))
    inv = json.load(open(inventory_file))
    groups = {g: sorted(unwrap(h) for h in inv.get(g, {}).get("hosts", [])) for g in ("db", "clients", "mariadb")}
    if groups["db"] != want[2:] or groups["mariadb"] != want[2:] or groups["clients"] != want[:2]:
        fail(f"aws_ec2 inventory groups {groups}")
    print(f"moto: 5 instances with Name/Role/Cluster tags, db3 i3.large and the rest of the db nodes i3.xlarge, "
          f"2 gp3 data volumes on each db node, SG: SSH from 192.0.2.10/32 + all within the group, "
          f"inventory groups db={len(groups['db'])} clients={len(groups['clients'])} mariadb={len(groups['mariadb'])}")
else:
    left = {
        "instances": [i["InstanceId"] for i in live_instances()],
        "vpcs": [v["VpcId"] for v in ec2.describe_vpcs(Filters=tag_filter)["Vpcs"]],
        "subnets": [s["SubnetId"] for s in ec2.describe_subnets(Filters=tag_filter)["Subnets"]],
        "security groups": [g["GroupId"] for g in ec2.describe_security_groups(Filters=tag_filter)["SecurityGroups"]],
        "route tables": [r["RouteTableId"] for r in ec2.describe_route_tables(Filters=tag_filter)["RouteTables"]],
        "internet gateways": [g["InternetGatewayId"] for g in ec2.describe_internet_gateways(Filters=tag_filter)["InternetGateways"]],
        "volumes": [v["VolumeId"] for v in ec2.describe_volumes(Filters=[
            {"Name": "volume-id", "Values": open(inventory_file + ".volumes").read().split()}])["Volumes"]
            if v["State"] not in ("deleting", "deleted")],
        "key pairs": [k["KeyName"] for k in ec2.describe_key_pairs()["KeyPairs"] if k["KeyName"] == f"ycsb-bio-{run}"],
    }
    left = {k: v for k, v in left.items() if v}
    if left:
        fail(f"left after teardown: {left}")
    print("moto: nothing of the run left after teardown")
