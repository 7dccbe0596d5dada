#!/usr/bin/env python3
"""Checker for descriptions_first_contact_19.jsonl (French screener descriptions).

Validates: exact keys, id format/sequence, unique ids, label values and
40/40 balance, style "<topic_slug>:<register>", text length 40-250 words,
and that no topic slug repeats (or nearly repeats) one from earlier French
description sets (explicitly including set 18) or the English
description/screener sets in the parent dir.
"""
import glob, json, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
TARGET = os.path.join(HERE, "descriptions_first_contact_19.jsonl")
KEYS = {"id", "label", "style", "text"}
N, PER_LABEL = 80, 40
MIN_W, MAX_W = 40, 250

errors = []
rows = []
with open(TARGET, encoding="utf-8") as f:
    for n, line in enumerate(f, 1):
        if not line.strip():
            errors.append(f"line {n}: blank line")
            continue
        try:
            rows.append(json.loads(line))
        except json.JSONDecodeError as e:
            errors.append(f"line {n}: bad JSON ({e})")

if len(rows) != N:
    errors.append(f"expected {N} rows, got {len(rows)}")

ids = [r.get("id") for r in rows]
if len(set(ids)) != len(ids):
    errors.append("duplicate ids")
expected_ids = [f"frfc19_{i:03d}" for i in range(1, N + 1)]
if ids != expected_ids:
    errors.append("ids are not frfc19_001..frfc19_080 in order")

earlier = set()
PARENT = os.path.dirname(HERE)
earlier_files = (glob.glob(os.path.join(HERE, "descriptions_*.jsonl"))
                 + glob.glob(os.path.join(PARENT, "descriptions*.jsonl"))
                 + glob.glob(os.path.join(PARENT, "screener_*.jsonl")))
# Set 18 must be present and compared against explicitly.
SET18 = os.path.join(HERE, "descriptions_first_contact_18.jsonl")
if not os.path.exists(SET18):
    errors.append("set 18 (descriptions_first_contact_18.jsonl) not found next to the checker")
elif os.path.abspath(SET18) not in {os.path.abspath(p) for p in earlier_files}:
    earlier_files.append(SET18)
set18_topics = set()
if os.path.exists(SET18):
    for line in open(SET18, encoding="utf-8"):
        if line.strip():
            set18_topics.add(json.loads(line)["style"].split(":")[0])
    if len(set18_topics) != 80:
        errors.append(f"set 18 has {len(set18_topics)} topic slugs, expected 80")
for p in earlier_files:
    if os.path.abspath(p) == TARGET:
        continue
    for line in open(p, encoding="utf-8"):
        if line.strip():
            earlier.add(json.loads(line)["style"].split(":")[0])

# Near-duplicate topics: a slug whose distinctive words mostly repeat an
# earlier slug is reported as a warning, and warnings count as errors.
GENERIC = {"avec", "sans", "pour", "dans", "essai", "essais", "test", "tests",
           "nouveau", "nouveaux", "nouvelle", "nouvelles", "production",
           "froid", "hiver", "lots", "serie", "achat", "etude", "marche"}
def toks(slug):
    return {t for t in slug.lower().split("_") if len(t) >= 4 and t not in GENERIC}
earlier_toks = [(e, toks(e)) for e in earlier]
warnings = []

topics = []
counts = {"LIKELY": 0, "UNLIKELY": 0}
for r in rows:
    rid = r.get("id", "?")
    if set(r) != KEYS:
        errors.append(f"{rid}: keys {sorted(r)} != {sorted(KEYS)}")
    lab = r.get("label")
    if lab not in counts:
        errors.append(f"{rid}: bad label {lab!r}")
    else:
        counts[lab] += 1
    style = r.get("style", "")
    if not re.fullmatch(r"[a-z0-9_]+:[a-z_]+", style):
        errors.append(f"{rid}: bad style {style!r}")
    topic = style.split(":")[0]
    topics.append(topic)
    if topic in set18_topics:
        errors.append(f"{rid}: topic {topic!r} already used in set 18")
    elif topic in earlier:
        errors.append(f"{rid}: topic {topic!r} already used in an earlier set")
    else:
        mine = toks(topic)
        for e, et in earlier_toks:
            common = mine & et
            if len(common) >= 3 or (len(common) >= 2 and len(common) >= 0.6 * len(mine)):
                warnings.append(f"{rid}: topic {topic!r} close to earlier {e!r} ({sorted(common)})")
    text = r.get("text", "")
    if not isinstance(text, str) or not text.strip():
        errors.append(f"{rid}: empty text")
    else:
        w = len(text.split())
        if not MIN_W <= w <= MAX_W:
            errors.append(f"{rid}: {w} words (want {MIN_W}-{MAX_W})")

if len(set(topics)) != len(topics):
    errors.append("duplicate topic slugs within the set")
for lab, c in counts.items():
    if c != PER_LABEL:
        errors.append(f"{lab}: {c} rows (want {PER_LABEL})")

regs = sorted({r.get("style", ":").split(":")[1] for r in rows})
print(f"rows={len(rows)} LIKELY={counts['LIKELY']} UNLIKELY={counts['UNLIKELY']} "
      f"registers={len(regs)} earlier_topics={len(earlier)} set18_topics={len(set18_topics)}")
for w in warnings:
    print("WARNING", w)
errors.extend(f"topic-reuse warning treated as error: {w}" for w in warnings)
if errors:
    print("FAIL")
    for e in errors:
        print(" -", e)
    sys.exit(1)
print("OK")
