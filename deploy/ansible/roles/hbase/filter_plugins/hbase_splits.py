"""Split points of the tables the hbase role creates (docs/deploy.md, "HBase tables").

hbase_ycsb_splits(n): the n - 1 cuts of YCSB's hashed keys into n equally full regions.
YCSB's keys are ``user`` + the decimal digits (no padding) of a hash uniform over [0, 2^63),
so they sort by the hash's leading digits, its mantissa m in [0.1, 1): the 89 % of hashes
with 19 digits have m uniform up to 2^63 / 10^19 = 0.922, the shorter rest m uniform up
to 1. Cut i is the mantissa below which a share i/n of the keys lies, written as 19 digits.

hbase_fasta_splits(n, files, queries, alignments): the n - 1 cuts of FastaWorkload's keys
``f<file:10>q<query:7>[a<alignment:7>]`` that split the files x queries x alignments
(file, query, alignment) triples evenly; cut i is the key of triple i * triples / n.

Both agree with the hbase binding's own pre-split (bindings/hbase SplitKeys).
"""

LONG_SHARE = 1 - 1e18 / 2.0**63          # share of hashes with 19 digits
LONG_TOP = 2.0**63 / 1e19                # their highest mantissa
DENSITY_LOW = LONG_SHARE / (LONG_TOP - 0.1) + (1 - LONG_SHARE) / 0.9
DENSITY_HIGH = (1 - LONG_SHARE) / 0.9


def _regions(n):
    n = int(n)
    if n < 1:
        raise ValueError(f"regions must be at least 1, got {n}")
    return n


def hbase_ycsb_splits(n):
    """The n - 1 split points of a YCSB (hashed keys) table of n regions, ascending."""
    n = _regions(n)
    below_top = (LONG_TOP - 0.1) * DENSITY_LOW
    cuts = []
    for i in range(1, n):
        share = i / n
        if share <= below_top:
            mantissa = 0.1 + share / DENSITY_LOW
        else:
            mantissa = LONG_TOP + (share - below_top) / DENSITY_HIGH
        cuts.append(f"user{int(mantissa * 1e18)}0")
    return cuts


def hbase_fasta_splits(n, files, queries, alignments):
    """The n - 1 split points of a FASTA table of n regions, ascending."""
    n, files, queries, alignments = _regions(n), int(files), int(queries), int(alignments)
    if min(files, queries, alignments) < 1:
        raise ValueError("files, queries and alignments must be at least 1")
    keys = files * queries * alignments
    if keys < n:
        raise ValueError(f"{n} regions: more than the {keys} (file, query, alignment) triples")
    cuts = []
    for i in range(1, n):
        x = keys // n * i + keys % n * i // n
        query, alignment = divmod(x, alignments)
        file, query = divmod(query, queries)
        cuts.append(f"f{file:010d}q{query + 1:07d}a{alignment + 1:07d}")
    return cuts


class FilterModule:
    """Ansible's entry point."""

    def filters(self):
        return {"hbase_ycsb_splits": hbase_ycsb_splits, "hbase_fasta_splits": hbase_fasta_splits}
