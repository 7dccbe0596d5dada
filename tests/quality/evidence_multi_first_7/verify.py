#!/usr/bin/env python3
"""Checks cases.json of evidence_multi_first_7 against the evidence files in this folder.

Run after make_files.py:  python3 verify.py
- every listed file exists and its contentType matches the extension;
- every fact alternative appears verbatim (whitespace-normalized) in a record (non-noise) file of its case;
- every date appears in some written form in the case's record files, and date-like mentions in the
  record files that are not in "dates" are reported;
- every noise phrase appears in a noise file and in no record file;
- every binding value and subject appear in the case's record files.
"""
import datetime
import os
import re
import sys
import json

import openpyxl
from docx import Document
from pypdf import PdfReader

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import make_files  # noqa: E402  (registers cases only; writes nothing on import)

NOISE_FILES = make_files.NOISE_FILES
CT = make_files.CONTENT_TYPES


def extract(path):
    ext = os.path.splitext(path)[1]
    if ext in (".txt", ".md", ".csv"):
        return open(path, encoding="utf-8").read()
    if ext == ".docx":
        doc = Document(path)
        parts = [p.text for p in doc.paragraphs]
        for t in doc.tables:
            for row in t.rows:
                parts.append("\t".join(c.text for c in row.cells))
        return "\n".join(parts)
    if ext == ".xlsx":
        wb = openpyxl.load_workbook(path, data_only=True)
        parts = []
        for ws in wb.worksheets:
            parts.append(f"[sheet {ws.title}]")
            for row in ws.iter_rows(values_only=True):
                vals = []
                for v in row:
                    if isinstance(v, datetime.datetime):
                        v = v.date().isoformat()
                    elif isinstance(v, datetime.date):
                        v = v.isoformat()
                    vals.append("" if v is None else str(v))
                parts.append("\t".join(vals))
        return "\n".join(parts)
    if ext == ".pdf":
        return "\n".join(p.extract_text() or "" for p in PdfReader(path).pages)
    raise ValueError(path)


def norm(s):
    return re.sub(r"\s+", " ", s)


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]


def month_alts(m):
    full = MONTHS[m - 1]
    alts = {full, full[:3]}
    if m == 9:
        alts.add("Sept")
    return "(?:" + "|".join(sorted(alts, key=len, reverse=True)) + ")"


def date_patterns(iso):
    d = datetime.date.fromisoformat(iso)
    y, m, day = d.year, d.month, d.day
    mon = month_alts(m)
    dd = f"0?{day}"
    mm = f"0?{m}"
    return [
        rf"{y}[-/.]{m:02d}[-/.]{day:02d}",
        rf"\b{mon}\.?,? {dd}(?!\d)",
        rf"(?<!\d){dd}(?:st|nd|rd|th)?[ -]{mon}\b",
        rf"(?<![\d/]){mm}/{dd}(?![\d])",      # m/d[/y]
        rf"(?<![\d/]){dd}/{mm}(?![\d])",      # d/m[/y]
        rf"(?<![\d.]){dd}\.{mm}\.(?:{y}|{y % 100})",
    ]


def date_found(iso, txt):
    return any(re.search(p, txt, re.I) for p in date_patterns(iso))


MON_RE = r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|" \
         r"Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)"


def stray_dates(txt, dates, year_hint):
    """Date-like mentions whose plausible readings are all outside the case's date list."""
    out = set()
    ds = set(dates)
    for mt in re.finditer(r"(?<!\d)(20\d\d)[-/.](\d\d)[-/.](\d\d)(?!\d)", txt):
        iso = f"{mt.group(1)}-{mt.group(2)}-{mt.group(3)}"
        if iso not in ds:
            out.add(mt.group(0))
    mons = {n[:3].lower(): i + 1 for i, n in enumerate(MONTHS)}
    for mt in re.finditer(rf"\b({MON_RE})\.?,? (\d{{1,2}})(?!\d)(?!\s*(?:%|mm|h\b|cm|kg))", txt, re.I):
        mo = mons[mt.group(1)[:3].lower()]
        day = int(mt.group(2))
        if not any(d[5:] == f"{mo:02d}-{day:02d}" for d in ds):
            out.add(mt.group(0))
    for mt in re.finditer(rf"(?<![\d.])(\d{{1,2}})[ -]({MON_RE})\b", txt, re.I):
        mo = mons[mt.group(2)[:3].lower()]
        day = int(mt.group(1))
        if not any(d[5:] == f"{mo:02d}-{day:02d}" for d in ds):
            out.add(mt.group(0))
    for mt in re.finditer(r"(?<![\d/.:])(\d{1,2})/(\d{1,2})(?:/(\d{2,4}))?(?![\d/])", txt):
        a, b = int(mt.group(1)), int(mt.group(2))
        reads = set()
        if 1 <= a <= 12 and 1 <= b <= 31:
            reads.add(f"{a:02d}-{b:02d}")
        if 1 <= b <= 12 and 1 <= a <= 31:
            reads.add(f"{b:02d}-{a:02d}")
        if reads and not any(d[5:] in reads for d in ds):
            out.add(mt.group(0))
    return sorted(out)


def main():
    data = json.load(open(os.path.join(HERE, "cases.json"), encoding="utf-8"))
    errors, warnings = [], []
    n_files = n_facts = n_dates = n_noise = n_bind = 0
    with_noise = 0
    for c in data["cases"]:
        name = c["name"]
        noise_files = set(NOISE_FILES.get(name, []))
        texts = {}
        for f in c["files"]:
            p = os.path.join(HERE, f["file"])
            n_files += 1
            if not os.path.exists(p):
                errors.append(f"{name}: missing file {f['file']}")
                continue
            if CT[os.path.splitext(p)[1]] != f["contentType"]:
                errors.append(f"{name}: wrong contentType for {f['file']}")
            texts[f["file"]] = extract(p)
        if not 3 <= len(c["files"]) <= 5:
            errors.append(f"{name}: {len(c['files'])} files")
        listed = {f["file"] for f in c["files"]}
        if not noise_files <= listed:
            errors.append(f"{name}: noise files not listed {noise_files - listed}")
        record = {k: v for k, v in texts.items() if k not in noise_files}
        rec_norm = {k: norm(v) for k, v in record.items()}
        all_rec = "\n".join(record.values())
        for line in ("242", "244", "246"):
            facts = c["facts"][line]
            if not 3 <= len(facts) <= 4:
                errors.append(f"{name}: line {line} has {len(facts)} facts")
            for alts in facts:
                for a in alts:
                    n_facts += 1
                    hits = [k for k, v in rec_norm.items() if norm(a) in v]
                    if not hits:
                        errors.append(f"{name}: {line} fact not found verbatim: {a!r}")
                    elif not any(a in record[k] for k in hits):
                        warnings.append(f"{name}: {line} fact {a!r} only found after whitespace normalization")
        for iso in c["dates"]:
            n_dates += 1
            if not date_found(iso, all_rec):
                errors.append(f"{name}: date {iso} not found in any form")
        if c["dates"] != sorted(c["dates"]) or len(set(c["dates"])) != len(c["dates"]):
            errors.append(f"{name}: dates not sorted/unique")
        for k, v in record.items():
            s = stray_dates(v, c["dates"], None)
            if s:
                warnings.append(f"{name}: {k}: date-like mentions not in dates: {s}")
        if c["noise"]:
            with_noise += 1
            if not noise_files:
                errors.append(f"{name}: noise phrases but no noise file")
        for ph in c["noise"]:
            n_noise += 1
            if not any(norm(ph) in norm(texts.get(nf, "")) for nf in noise_files):
                errors.append(f"{name}: noise phrase not in a noise file: {ph!r}")
            if any(ph.lower() in norm(v).lower() for v in record.values()):
                errors.append(f"{name}: noise phrase also in a record file: {ph!r}")
        for b in c["bindings"]:
            n_bind += 1
            if not any(norm(b["value"]) in v for v in rec_norm.values()):
                errors.append(f"{name}: binding value not found: {b['value']!r}")
            for s in [b["subject"]] + b["others"]:
                if not re.search(rf"(?<![\w-]){re.escape(s)}(?![\w])", all_rec):
                    errors.append(f"{name}: binding subject/other not found: {s!r}")
            if b["subject"] in b["others"]:
                errors.append(f"{name}: binding subject repeated in others")
    print(f"cases: {len(data['cases'])}, files: {n_files}, fact alternatives: {n_facts}, dates: {n_dates}, "
          f"noise phrases: {n_noise}, bindings: {n_bind}, cases with noise: {with_noise}")
    for w in warnings:
        print("WARN ", w)
    for e in errors:
        print("ERROR", e)
    print("OK" if not errors else f"{len(errors)} error(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
