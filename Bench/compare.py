#!/usr/bin/env python3
"""Compares two builds of a benchmark in interleaved runs.

Usage: Bench/compare.py ROUNDS BINARY_A BINARY_B [benchmark arguments...]

The binaries are release builds of the benchmark package (Bench/Package.swift), e.g.
Bench/.build/release/CassowaryBench and the same product built from another commit with its own
--scratch-path.

Runs A and B alternately (A, B, then B, A, ...), ROUNDS times each, reads the JSON lines they
print, and prints per workload, size and phase the median of each binary's per-run medians and
their ratio B/A (and the peak resident sets of the memory lines). The machines switch between
a fast and a slow state over seconds, so only runs made side by side compare.
"""
import collections
import json
import statistics
import subprocess
import sys

rounds, a, b, args = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4:]
results = {a: collections.defaultdict(list), b: collections.defaultdict(list)}
for r in range(rounds):
    for binary in ([a, b] if r % 2 == 0 else [b, a]):
        out = subprocess.run([binary] + args, capture_output=True, text=True, check=True).stdout
        for line in out.splitlines():
            if not line.startswith('{'):
                continue
            d = json.loads(line)
            if 'median_ns' in d:
                results[binary][(d['workload'], d['size'], d['phase'])].append(d['median_ns'])
            elif 'peak_rss_kb' in d:
                results[binary][(d['workload'], d['size'], 'peak_rss_kb')].append(d['peak_rss_kb'])
print(f"{'workload':8} {'size':>6} {'phase':12} {'A median':>12} {'B median':>12} {'B/A':>6}")
for key, values in results[a].items():
    ma, mb = statistics.median(values), statistics.median(results[b].get(key, [float('nan')]))
    print(f"{key[0]:8} {key[1]:>6} {key[2]:12} {ma:>12.0f} {mb:>12.0f} {mb / ma:>6.3f}")
