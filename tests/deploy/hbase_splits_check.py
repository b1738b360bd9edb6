"""Checks of roles/hbase/filter_plugins/hbase_splits.py (run by tests/deploy.sh lint):
YCSB's own hashed keys and the sample's FASTA keys fall evenly into the regions they cut."""
import bisect
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2]
                       / "deploy/ansible/roles/hbase/filter_plugins"))
from hbase_splits import hbase_fasta_splits, hbase_ycsb_splits  # noqa: E402

MASK = (1 << 64) - 1


def ycsb_key(n):
    """YCSB's key of record n with insertorder=hashed: FNV-1a (64 bit) over the 8 bytes of n,
    low byte first, as a signed long made non-negative, in decimal after 'user'."""
    h = 0xCBF29CE484222325
    for _ in range(8):
        h = ((h ^ (n & 0xFF)) * 0x100000001B3) & MASK
        n >>= 8
    if h >= 1 << 63:
        h = (1 << 64) - h   # Math.abs of the signed value
    return f"user{h}"


def per_region(cuts, keys):
    counts = [0] * (len(cuts) + 1)
    for k in keys:
        counts[bisect.bisect_right(cuts, k)] += 1
    return counts


def check(cond, what):
    if not cond:
        sys.exit(f"hbase_splits_check: FAILED: {what}")


def main():
    cuts = hbase_ycsb_splits(3)
    check(cuts[0].startswith("user3767") and cuts[1].startswith("user6534"), f"YCSB cuts of 3: {cuts}")
    check(all(len(c) == 4 + 19 for c in cuts), f"YCSB cuts are 19 digits: {cuts}")
    check(hbase_ycsb_splits(1) == [], "one region, no cut")
    for n in (6, 10, 30):
        cuts = hbase_ycsb_splits(n)
        check(cuts == sorted(cuts) and len(set(cuts)) == n - 1, f"YCSB cuts of {n} ascending")
    keys = [ycsb_key(i) for i in range(200_000)]
    counts = per_region(hbase_ycsb_splits(10), keys)
    check(all(abs(c - 20_000) <= 600 for c in counts), f"200,000 YCSB keys over 10 regions: {counts}")
    check(max(per_region(hbase_ycsb_splits(6), keys[:3000])) <= 600,
          "3,000 YCSB keys over 6 regions: none over 600")

    check(hbase_fasta_splits(3, 1, 1, 2028) == ["f0000000000q0000001a0000677", "f0000000000q0000001a0001353"],
          f"FASTA cuts of the binding's sample test: {hbase_fasta_splits(3, 1, 1, 2028)}")
    # the bundled sample: 3 files of one query with 2,028 alignments each
    fasta = [f"f{f:010d}q0000001a{a:07d}" for f in range(3) for a in range(1, 2029)]
    for n in (2, 6, 7, 30):
        counts = per_region(hbase_fasta_splits(n, 3, 1, 2028), fasta)
        check(max(counts) - min(counts) <= 1, f"sample FASTA keys over {n} regions: {counts}")
    for bad in ((7, 1, 2, 3), (0, 1, 1, 1), (2, 1, 0, 5)):
        try:
            hbase_fasta_splits(*bad)
            check(False, f"hbase_fasta_splits{bad} accepted")
        except ValueError:
            pass
    print("hbase splits: YCSB cuts spread 200,000 hashed keys over 10 regions within 3 %; "
          "FASTA cuts spread the sample's 6,084 alignment keys to within one key")


main()
