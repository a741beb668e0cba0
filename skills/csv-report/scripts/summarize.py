#!/usr/bin/env python3
"""Summarize a CSV file as JSON: row count and per-column type, empties and numeric stats."""
import csv
import json
import sys


def infer(values):
    filled = [v for v in values if v.strip()]
    if not filled:
        return "empty"
    try:
        [float(v) for v in filled]
        return "number"
    except ValueError:
        return "text"


def main(path):
    with open(path, newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    columns = rows[0].keys() if rows else []
    report = {"rows": len(rows), "columns": {}}
    for name in columns:
        values = [row.get(name) or "" for row in rows]
        kind = infer(values)
        info = {"type": kind, "empty": sum(1 for v in values if not v.strip())}
        if kind == "number":
            numbers = [float(v) for v in values if v.strip()]
            info.update(min=min(numbers), max=max(numbers), mean=sum(numbers) / len(numbers))
        report["columns"][name] = info
    json.dump(report, sys.stdout, indent=2)
    print()


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: summarize.py FILE.csv")
    main(sys.argv[1])
