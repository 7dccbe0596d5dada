#!/usr/bin/env python3
"""Check a screener_first_contact_N.jsonl set.

Run:  python3 tests/quality/check_screener_first_contact.py tests/quality/screener_first_contact_16.jsonl [--prefix fc16] [--n 100]
Checks: each line is a JSON object with exactly the keys id, label, style, text;
ids are PREFIX_001..PREFIX_N, unique and in order; labels are LIKELY/UNLIKELY with an
even split (N/2 each); style is "<topic_slug>:<register>" with a lowercase snake_case slug;
text is 40-250 words; no duplicate texts or topic slugs within the set; and (warning only)
topic slugs already used in the other screener/description sets of the same folder.
Exit status 1 if any error is found.
"""
import argparse
import collections
import glob
import json
import os
import re
import sys

ap = argparse.ArgumentParser()
ap.add_argument("path")
ap.add_argument("--prefix", default=None, help="id prefix, default from file name (fcN)")
ap.add_argument("--n", type=int, default=100)
ap.add_argument("--min-words", type=int, default=40)
ap.add_argument("--max-words", type=int, default=250)
a = ap.parse_args()

m = re.search(r"screener_first_contact_(\d+)\.jsonl$", a.path)
prefix = a.prefix or (f"fc{m.group(1)}" if m else "fc")
KEYS = {"id", "label", "style", "text"}
errors, warnings = [], []
rows = []
with open(a.path, encoding="utf-8") as f:
    for ln, line in enumerate(f, 1):
        if not line.strip():
            errors.append(f"line {ln}: blank line")
            continue
        try:
            d = json.loads(line)
        except json.JSONDecodeError as e:
            errors.append(f"line {ln}: bad JSON ({e})")
            continue
        if not isinstance(d, dict) or set(d) != KEYS:
            errors.append(f"line {ln}: keys {sorted(d) if isinstance(d, dict) else type(d)} != {sorted(KEYS)}")
            continue
        rows.append((ln, d))

if len(rows) != a.n:
    errors.append(f"{len(rows)} cases, expected {a.n}")
ids = [d["id"] for _, d in rows]
dup = [k for k, c in collections.Counter(ids).items() if c > 1]
if dup:
    errors.append(f"duplicate ids: {dup}")
expected = [f"{prefix}_{i:03d}" for i in range(1, a.n + 1)]
if ids != expected[: len(ids)] or len(ids) != a.n:
    missing = sorted(set(expected) - set(ids))
    extra = sorted(set(ids) - set(expected))
    errors.append(f"ids not {expected[0]}..{expected[-1]} in order (missing {missing[:5]}, unexpected {extra[:5]})")

labels = collections.Counter(d["label"] for _, d in rows)
bad = set(labels) - {"LIKELY", "UNLIKELY"}
if bad:
    errors.append(f"bad labels: {bad}")
if labels["LIKELY"] != a.n // 2 or labels["UNLIKELY"] != a.n - a.n // 2:
    errors.append(f"label split {dict(labels)}, expected {a.n // 2}/{a.n - a.n // 2}")

slugs, texts, words, registers = [], [], [], collections.Counter()
for ln, d in rows:
    st = d["style"]
    if not isinstance(st, str) or not re.fullmatch(r"[a-z0-9]+(_[a-z0-9]+)*:[a-z][a-z -]*[a-z]", st):
        errors.append(f"{d['id']}: style {st!r} is not '<topic_slug>:<register>'")
        continue
    slug, reg = st.split(":", 1)
    slugs.append(slug)
    registers[reg] += 1
    t = d["text"]
    if not isinstance(t, str) or not t.strip():
        errors.append(f"{d['id']}: empty text")
        continue
    texts.append(t.strip())
    n = len(t.split())
    words.append(n)
    if not a.min_words <= n <= a.max_words:
        errors.append(f"{d['id']}: {n} words, outside {a.min_words}-{a.max_words}")

for k, c in collections.Counter(slugs).items():
    if c > 1:
        errors.append(f"topic slug used {c} times: {k}")
if len(set(texts)) != len(texts):
    errors.append("duplicate texts")

# slugs already used in other sets of the folder (warning only)
here = os.path.dirname(os.path.abspath(a.path))
seen = set()
for p in glob.glob(os.path.join(here, "*.jsonl")):
    if os.path.abspath(p) == os.path.abspath(a.path):
        continue
    with open(p, encoding="utf-8") as f:
        for line in f:
            try:
                s = json.loads(line).get("style", "")
            except Exception:
                continue
            if isinstance(s, str) and s:
                seen.add(s.split(":")[0])
reused = sorted(set(slugs) & seen)
if reused:
    warnings.append(f"topic slugs already used in other sets: {reused}")

print(f"{a.path}: {len(rows)} cases, labels {dict(labels)}")
if words:
    ws = sorted(words)
    print(f"words: min {ws[0]}, median {ws[len(ws) // 2]}, max {ws[-1]}; "
          f"<100: {sum(w < 100 for w in ws)}, 100-199: {sum(100 <= w < 200 for w in ws)}, 200+: {sum(w >= 200 for w in ws)}")
print("registers:", dict(registers.most_common()))
for w in warnings:
    print("WARNING:", w)
for e in errors:
    print("ERROR:", e)
print("OK" if not errors else f"{len(errors)} error(s)")
sys.exit(1 if errors else 0)
