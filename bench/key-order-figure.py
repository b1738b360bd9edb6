#!/usr/bin/env python3
"""The cost of each key order, as an SVG figure, from the CSV of bench/peer-compare.sh.

    bench/key-order-figure.py peer.csv docs/key-orders.svg [load|run]

One panel per measure (throughput, p99 of the phase's first operation type, server CPU per
operation), in each a pair of bars per tool: `ordered` (identical keys for every tool) and
`hashed` (each tool's own default). A bar is the median over rounds, its whisker the lowest and
highest round. Needs only the Python standard library.
"""
import csv
import statistics
import sys
from collections import defaultdict

ORDERS = ("ordered", "hashed")
COLOURS = {"ordered": "#4e79a7", "hashed": "#e15759"}
PANEL_W, PANEL_H, TOP, BOTTOM, LEFT = 260, 220, 40, 50, 60


def read(path, phase):
    values = defaultdict(list)  # (measure, tool, order) -> values over rounds
    tools = []
    with open(path, newline="") as f:
        for row in csv.DictReader(f):
            if row["phase"] != phase or row["value"] in ("", "-"):
                continue
            values[(row["measure"], row["tool"], row["order"])].append(float(row["value"]))
            if row["tool"] not in tools:
                tools.append(row["tool"])
    return values, tools


def measures(values, phase):
    p99 = sorted({m for (m, _, _) in values if m.endswith("_p99_us")})
    if not p99:
        sys.exit(f"key-order-figure.py: no p99 column for phase {phase}")
    return [("throughput_ops_s", "throughput (ops/s)", 1.0),
            (p99[0], p99[0].replace("_p99_us", "") + " p99 (ms)", 0.001),
            ("server_cpu_us_per_op", "server CPU per operation (µs)", 1.0)]


def panel(out, x0, title, measure, scale, values, tools):
    cells = {(t, o): [v * scale for v in values.get((measure, t, o), [])]
             for t in tools for o in ORDERS}
    top = max((max(v) for v in cells.values() if v), default=1.0) * 1.1
    y = lambda v: TOP + PANEL_H - v / top * PANEL_H  # noqa: E731
    out.append(f'<text x="{x0 + PANEL_W / 2}" y="{TOP - 14}" text-anchor="middle">{title}</text>')
    out.append(f'<line x1="{x0}" y1="{TOP + PANEL_H}" x2="{x0 + PANEL_W}" y2="{TOP + PANEL_H}" stroke="#333"/>')
    for tick in range(5):
        v = top * tick / 4
        out.append(f'<text x="{x0 - 4}" y="{y(v) + 4:.1f}" text-anchor="end" font-size="10">{v:,.0f}</text>')
        out.append(f'<line x1="{x0}" y1="{y(v):.1f}" x2="{x0 + PANEL_W}" y2="{y(v):.1f}" stroke="#ddd"/>')
    group = PANEL_W / max(1, len(tools))
    bar = group / 3
    for i, t in enumerate(tools):
        gx = x0 + i * group + bar / 2
        out.append(f'<text x="{gx + bar:.1f}" y="{TOP + PANEL_H + 16}" text-anchor="middle" font-size="11">{t}</text>')
        for j, o in enumerate(ORDERS):
            v = cells[(t, o)]
            if not v:
                continue
            m, bx = statistics.median(v), gx + j * bar
            out.append(f'<rect x="{bx:.1f}" y="{y(m):.1f}" width="{bar - 2:.1f}" '
                       f'height="{TOP + PANEL_H - y(m):.1f}" fill="{COLOURS[o]}"/>')
            cx = bx + (bar - 2) / 2
            out.append(f'<line x1="{cx:.1f}" y1="{y(min(v)):.1f}" x2="{cx:.1f}" y2="{y(max(v)):.1f}" stroke="#000"/>')
            out.append(f'<text x="{cx:.1f}" y="{y(max(v)) - 3:.1f}" text-anchor="middle" font-size="9">{m:,.0f}</text>')


def main():
    if len(sys.argv) not in (3, 4):
        sys.exit(__doc__)
    phase = sys.argv[3] if len(sys.argv) == 4 else "load"
    values, tools = read(sys.argv[1], phase)
    if not tools:
        sys.exit(f"key-order-figure.py: no {phase} rows in {sys.argv[1]}")
    panels = measures(values, phase)
    width = LEFT + len(panels) * (PANEL_W + LEFT)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{TOP + PANEL_H + BOTTOM}" '
           f'font-family="sans-serif" font-size="12">', '<rect width="100%" height="100%" fill="white"/>']
    for k, (measure, title, scale) in enumerate(panels):
        panel(out, LEFT + k * (PANEL_W + LEFT), title, measure, scale, values, tools)
    for j, o in enumerate(ORDERS):
        lx = LEFT + j * 150
        out.append(f'<rect x="{lx}" y="{TOP + PANEL_H + 30}" width="12" height="12" fill="{COLOURS[o]}"/>')
        out.append(f'<text x="{lx + 16}" y="{TOP + PANEL_H + 40}">{phase}, insertorder={o}</text>')
    out.append("</svg>")
    with open(sys.argv[2], "w") as f:
        f.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
