#!/usr/bin/env python3
"""Sanity check of a folder's cases.json against the evidence files in it.

Run:  python3 tests/quality/check_cases.py FOLDER [-v]   (evidence_multi, evidence_multi_first,
      evidence_multi_first_2, fr/evidence_first_2)
Checks that every fact alternative, noise phrase, binding value / subject /
other label occurs in the text of the case's files (DOCX paragraphs + tables,
XLSX cells, PDF extracted text, plain text), that each listed date appears in
some written form (English or French month names), the field counts, and lists
date-like strings in the files that are not in the case's date list (for review:
noise files may carry some). An optional "language" field ("en"/"fr") is allowed.
"""
import csv
import datetime as dt
import io
import json
import os
import re
import sys

from docx import Document
from openpyxl import load_workbook
from pypdf import PdfReader

from casegen import MIME as EXT_MIME

ARGS = [a for a in sys.argv[1:] if a != "-v"]
if len(ARGS) != 1:
    sys.exit("usage: check_cases.py FOLDER [-v]")
HERE = os.path.abspath(ARGS[0])
VERBOSE = "-v" in sys.argv
MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september",
          "october", "november", "december"]
# French month names (full, then the usual abbreviations; Quebec notes often drop the accents).
FR_MONTHS = [("janvier", "janv"), ("février|fevrier", "févr|fevr"), ("mars", "mars"), ("avril", "avr"),
             ("mai", "mai"), ("juin", "juin"), ("juillet", "juil"), ("août|aout", "août|aout"),
             ("septembre", "sept"), ("octobre", "oct"), ("novembre", "nov"), ("décembre|decembre", "déc|dec")]
FR_SCAN = {"janv": 1, "févr": 2, "fevr": 2, "mars": 3, "avr": 4, "mai": 5, "juin": 6, "juil": 7, "août": 8,
           "aout": 8, "sept": 9, "oct": 10, "nov": 11, "déc": 12}


def units_of(fname):
    """Text of a file as a list of units (paragraph, table row, sheet row, line)."""
    p = os.path.join(HERE, fname)
    ext = fname.rsplit(".", 1)[1]
    if ext == "docx":
        d = Document(p)
        out = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                out.append(" | ".join(c.text for c in row.cells))
        return out
    if ext == "xlsx":
        wb = load_workbook(p)
        out = []
        for ws in wb.worksheets:
            for row in ws.iter_rows(values_only=True):
                out.append(" | ".join("" if v is None else str(v) for v in row))
        return out
    if ext == "pdf":
        txt = "\n".join(pg.extract_text() or "" for pg in PdfReader(p).pages)
        # wrapped lines -> join into one unit per blank-line block is not possible;
        # keep one unit for the whole text plus lines
        return [re.sub(r"\s+", " ", txt)] + txt.splitlines()
    with open(p, encoding="utf-8") as f:
        body = f.read()
    if ext == "csv":
        head = body.split("\n", 1)[0]
        delim = ";" if head.count(";") > head.count(",") else ","  # French exports use ';' with decimal commas
        rows = list(csv.reader(io.StringIO(body), delimiter=delim))
        widths = {len(r) for r in rows if r}
        if len(widths) != 1:
            print(f"  !! {fname}: uneven CSV rows {widths}")
    return body.splitlines()


def norm(s):
    return re.sub(r"\s+", " ", s).lower()


def date_patterns(d):
    m = MONTHS[d.month - 1]
    mon = m[:3]
    day = d.day
    mn = rf"(?:{m}|{mon}|{'sept' if d.month == 9 else mon})\.?"
    suf = r"(?:st|nd|rd|th)?"
    pats = [
        d.isoformat(),
        rf"{d.year}/{d.month:02d}/{day:02d}",
        rf"\b{day:02d}/{d.month:02d}/{d.year}",
        rf"\b{d.month:02d}/{day:02d}/{d.year}",
        rf"\b{mn} {day}{suf}\b(?!\s*(?:mm|kg|h\b|%))",
        rf"\b{day}{suf} {mn}\b",
        rf"\b{day}-{mon}-{d.year}",
        rf"\b{day:02d}-{mon}-{d.year}",
        rf"\b{mn} \d{{1,2}}(?: and |-|&| & ){day}\b",  # "Oct 8 and 9"
        rf"\b{day}{suf} day of {m}",
    ]
    fr_full, fr_abbr = FR_MONTHS[d.month - 1]
    pats.append(rf"\b{day}(?:er)? (?:{fr_full}|(?:{fr_abbr})\.?)(?!\w)")  # "3 mars", "1er juin", "12 déc."
    return [re.compile(p, re.I) for p in pats]


DATE_SCAN = re.compile(
    r"\b(20\d\d)-(\d\d)-(\d\d)\b|\b(\d\d)/(\d\d)/(20\d\d)\b|"
    r"\b(jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\.? (\d{1,2})(?:st|nd|rd|th)?\b|"
    r"\b(\d{1,2})(?:st|nd|rd|th)?[ -](jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\b|"
    r"\b(\d{1,2})(?:er)? (janv|févr|fevr|mars|avr|mai|juin|juil|août|aout|sept|oct|nov|déc)\w*\.?(?!\w)",  # French
    re.I)


def scan_dates(text, years, dmy):
    found = set()
    for m in DATE_SCAN.finditer(text):
        try:
            if m.group(1):
                found.add(dt.date(int(m.group(1)), int(m.group(2)), int(m.group(3))))
            elif m.group(4):
                a, b, y = int(m.group(4)), int(m.group(5)), int(m.group(6))
                found.add(dt.date(y, b, a) if dmy else dt.date(y, a, b))
            elif m.group(7):
                mo = [x[:3] for x in MONTHS].index(m.group(7)[:3].lower()) + 1
                for y in years:
                    found.add(dt.date(y, mo, int(m.group(8))))
            elif m.group(9):
                mo = [x[:3] for x in MONTHS].index(m.group(10)[:3].lower()) + 1
                for y in years:
                    found.add(dt.date(y, mo, int(m.group(9))))
            else:
                mo = FR_SCAN[m.group(12).lower()]
                for y in years:
                    found.add(dt.date(y, mo, int(m.group(11))))
        except ValueError:
            pass
    return found


def sentences(units):
    out = []
    for u in units:
        for s in re.split(r"(?<=[.;!?])\s+|\n", u):
            if s.strip():
                out.append(s)
    return out


def main():
    data = json.load(open(os.path.join(HERE, "cases.json"), encoding="utf-8"))
    problems = 0
    names = set()

    def bad(msg):
        nonlocal problems
        problems += 1
        print("  !! " + msg)

    for c in data["cases"]:
        print(f"== {c['name']}")
        if c["name"] in names:
            bad("duplicate name")
        names.add(c["name"])
        if set(c) - {"language"} != {"name", "question", "files", "facts", "dates", "noise", "bindings"}:
            bad(f"keys {sorted(c)}")
        if c.get("language", "en") not in ("en", "fr"):
            bad(f"language {c['language']!r}")
        files = c["files"]
        if not 2 <= len(files) <= 4:
            bad(f"{len(files)} files")
        exts = {f["file"].rsplit(".", 1)[1] for f in files}
        if len(exts) < 2:
            bad("files are not of different formats")
        per_file = {}
        for f in files:
            if f["contentType"] != EXT_MIME[f["file"].rsplit(".", 1)[1]]:
                bad(f"content type of {f['file']}")
            per_file[f["file"]] = units_of(f["file"])
            size = sum(len(u) for u in per_file[f["file"]])
            if size > 30000:
                bad(f"{f['file']} has {size} chars of text")
        all_units = [u for us in per_file.values() for u in us]
        blob = norm("\n".join(all_units))

        # facts
        seen_alts = {}
        for line in ("242", "244", "246"):
            facts = c["facts"][line]
            if not 3 <= len(facts) <= 4:
                bad(f"{line}: {len(facts)} facts")
            for fact in facts:
                for alt in fact:
                    if len(alt.split()) > 4:
                        bad(f"{line}: long alternative {alt!r}")
                    if norm(alt) not in blob:
                        bad(f"{line}: alternative {alt!r} not in files")
                    if alt.lower() in seen_alts and seen_alts[alt.lower()] != line:
                        bad(f"alternative {alt!r} on two lines")
                    seen_alts[alt.lower()] = line
        # noise
        if not (c["noise"] == [] or 3 <= len(c["noise"]) <= 6):
            bad(f"{len(c['noise'])} noise phrases")
        noise_files = set()
        for ph in c["noise"]:
            hits = [fn for fn, us in per_file.items() if norm(ph) in norm("\n".join(us))]
            if not hits:
                bad(f"noise {ph!r} not in files")
            noise_files.update(hits)
            for line, facts in c["facts"].items():
                for fact in facts:
                    for alt in fact:
                        if norm(alt) in norm(ph) or norm(ph) in norm(alt):
                            bad(f"noise {ph!r} overlaps fact {alt!r}")
        if VERBOSE and noise_files:
            print(f"  noise found in: {sorted(noise_files)}")
        # noise must not sit on the same unit as record text used by a fact
        for fn in noise_files:
            for u in per_file[fn]:
                nu = norm(u)
                if any(norm(ph) in nu for ph in c["noise"]):
                    for line, facts in c["facts"].items():
                        for fact in facts:
                            for alt in fact:
                                if norm(alt) in nu and norm(alt) not in norm("\n".join(
                                        x for k, us in per_file.items() for x in us if x is not u)):
                                    bad(f"fact {alt!r} only found next to noise")
        # bindings
        if not 2 <= len(c["bindings"]) <= 4:
            bad(f"{len(c['bindings'])} bindings")
        sents = sentences(all_units)
        for b in c["bindings"]:
            for key in ("value", "subject"):
                if norm(b[key]) not in blob:
                    bad(f"binding {key} {b[key]!r} not in files")
            for o in b["others"]:
                if norm(o) not in blob:
                    bad(f"binding other {o!r} not in files")
            ctx = [s for s in sents if norm(b["value"]) in norm(s)]
            with_subject = [s for s in ctx if norm(b["subject"]) in norm(s)]
            if not with_subject:
                print(f"  ?? binding {b['value']!r}: no sentence/row names {b['subject']!r}")
            for s in ctx:
                named = [o for o in b["others"] if re.search(r"(?<![\w-])" + re.escape(o.lower()) + r"(?![\w-])", s.lower())]
                if named and VERBOSE:
                    print(f"  .. binding {b['value']!r} sentence also names {named}: {s.strip()[:140]}")
        # dates
        ds = c["dates"]
        if ds != sorted(set(ds)):
            bad("dates not sorted/unique")
        years = sorted({int(x[:4]) for x in ds})
        raw = "\n".join(all_units)
        for iso in ds:
            d = dt.date.fromisoformat(iso)
            if not any(p.search(raw) for p in date_patterns(d)):
                bad(f"date {iso} not found in any form")
        dmy = bool(re.search(r"jj/mm|dd/mm", raw, re.I)) or any(
            int(m.group(1)) > 12 for m in re.finditer(r"\b(\d\d)/\d\d/20\d\d", raw))
        per_file_extra = {}
        for fn, us in per_file.items():
            found = scan_dates("\n".join(us), years, dmy)
            extra = sorted(x.isoformat() for x in found if x.isoformat() not in ds)
            if extra:
                per_file_extra[fn] = extra
        for fn, extra in per_file_extra.items():
            tag = "noise file" if fn in noise_files else "record file"
            print(f"  -- unlisted date-like strings in {fn} ({tag}): {extra}")
    print(f"\n{len(data['cases'])} cases, {problems} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
