#!/usr/bin/env python3
"""Self-check of evidence_multi_first_6 (run from anywhere: python3 verify.py [-v]).

Extracts the text of every file (plain read for txt/md/csv, python-docx paragraphs + tables, openpyxl
cells, PDFs twice: with pdftotext when it is installed and with pypdf) and checks, per case:
- shape: 3-4 files of at least 2 formats, at least one noise file, 4 facts per line, every alternative
  at most 4 words and on one line only, 2-3 bindings, 3-6 noise phrases;
- every fact has at least one alternative in the record (non-noise) files, and every alternative given
  is present somewhere in the record files, under every PDF extractor;
- every noise phrase is in a noise file (NOISE_FILES below) and never in a record file, and overlaps no fact;
- every binding value, subject and other label is in the record files, and the value shares at least
  one line / table row / sentence with its subject;
- dates are sorted and unique, each is written in a record file in some form (ISO, dd/mm/yyyy or
  m/d/yyyy as the file declares, "March 3, 2025", "Mon Mar 3", "06-Jan-2025", ...), every date-like
  string in a record file is in the list, and a weekday written next to a date is the right one.
The shared structural check is ../check_cases.py (run: python3 ../check_cases.py .).
"""
import datetime as dt
import json
import os
import re
import shutil
import subprocess
import sys

from docx import Document
from openpyxl import load_workbook
from pypdf import PdfReader

HERE = os.path.dirname(os.path.abspath(__file__))
VERBOSE = "-v" in sys.argv

# Files that are pure noise (invoice, price list, contract, posting, newsletter, marketing, catalogue).
NOISE_FILES = {
    "oat_frozen_dessert_heat_shock_iciness": {"wholesale_price_list_2025.csv"},
    "rotomoulded_kayak_hull_cooling_warp": {"resin_supply_agreement_excerpt.txt"},
    "satellite_telehealth_video_handover": {"job_posting_devops_2025.txt"},
    "oyster_mushroom_straw_cold_lime": {"fvsga_newsletter_spring2025.txt"},
    "helical_pile_frost_jacking_clay": {"deck_season_promo_flyer.md"},
    "chip_boiler_bark_clinker": {"chip_supply_invoice_YC-2207.pdf"},
    "moulded_lattice_nasal_swab": {"cleanroom_garment_service_agreement.docx"},
    "gold_tailings_filter_cake_moisture": {"assay_lab_fee_schedule_2025.csv"},
    "spruce_seedling_storage_grey_mould": {"seedling_stock_catalogue_2025.pdf"},
    "hrv_motor_drive_conducted_emissions": {"ventnord_staff_newsletter_may2025.docx"},
}

MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september",
          "october", "november", "december"]
WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
MON_RE = r"(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)(?:uary|ruary|ch|il|e|y|ust|t|tember|ober|ember)?\.?"
WD_RE = r"(mon|tue|wed|thu|fri|sat|sun)(?:day|s|sday|nesday|rsday|urs|urday)?\.?"


def pdf_texts(p):
    """One text per available extractor."""
    out = {"pypdf": "\n".join(pg.extract_text() or "" for pg in PdfReader(p).pages)}
    if shutil.which("pdftotext"):
        out["pdftotext"] = subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True,
                                          check=True).stdout
    return out


def cell(v):
    if v is None:
        return ""
    if isinstance(v, dt.datetime):
        return v.date().isoformat() if v.time() == dt.time() else v.isoformat(sep=" ")
    return str(v)


def extract(fname):
    """Dict extractor -> list of units (line, paragraph, table row, sheet row)."""
    p = os.path.join(HERE, fname)
    ext = fname.rsplit(".", 1)[1]
    if ext == "docx":
        d = Document(p)
        units = [para.text for para in d.paragraphs]
        units += [" | ".join(c.text for c in row.cells) for t in d.tables for row in t.rows]
        return {"docx": units}
    if ext == "xlsx":
        wb = load_workbook(p)
        return {"xlsx": [" | ".join(cell(v) for v in row)
                         for ws in wb.worksheets for row in ws.iter_rows(values_only=True)]}
    if ext == "pdf":
        # a whole-text unit (wrapped lines joined) plus the lines
        return {k: [re.sub(r"\s+", " ", t)] + t.splitlines() for k, t in pdf_texts(p).items()}
    with open(p, encoding="utf-8") as f:
        return {"plain": f.read().splitlines()}


def norm(s):
    return re.sub(r"\s+", " ", s).lower()


def sentences(units):
    out = []
    for u in units:
        out += [s for s in re.split(r"(?<=[.;!?])\s+", u) if s.strip()]
    return out


def file_is_dmy(raw):
    return bool(re.search(r"dd/mm|d/m/y|dates are day/month", raw, re.I))


def scan_dates(raw, years, dmy):
    """Set of (date or (None, month, day)) for every date-like string in a file's text."""
    found = []
    t = raw.lower()
    for m in re.finditer(r"\b(20\d\d)-(\d\d)-(\d\d)\b", t):
        found.append(dt.date(int(m[1]), int(m[2]), int(m[3])))
    for m in re.finditer(r"\b(20\d\d)/(\d\d)/(\d\d)\b", t):
        found.append(dt.date(int(m[1]), int(m[2]), int(m[3])))
    for m in re.finditer(r"(?<![\d/.])(\d{1,2})/(\d{1,2})/(20\d\d)\b", t):
        a, b, y = int(m[1]), int(m[2]), int(m[3])
        try:
            found.append(dt.date(y, b, a) if dmy else dt.date(y, a, b))
        except ValueError:
            found.append(("bad", m[0]))
    for m in re.finditer(r"\b(\d{1,2})-" + MON_RE + r"-(20\d\d)\b", t):
        found.append(dt.date(int(m[3]), [x[:3] for x in MONTHS].index(m[2]) + 1, int(m[1])))
    for m in re.finditer(r"\b" + MON_RE + r" (\d{1,2})(?:st|nd|rd|th)?\b(?!\s*(?:mm|kg|h\b|%|-\w))"
                         r"(?:,? (20\d\d))?", t):
        mo = [x[:3] for x in MONTHS].index(m[1]) + 1
        try:
            found.append(dt.date(int(m[3]), mo, int(m[2])) if m[3] else (None, mo, int(m[2])))
        except ValueError:
            pass
    for m in re.finditer(r"\b(\d{1,2})(?:st|nd|rd|th)? " + MON_RE + r"(?:,? (20\d\d))?(?!\w)", t):
        mo = [x[:3] for x in MONTHS].index(m[2]) + 1
        try:
            found.append(dt.date(int(m[3]), mo, int(m[1])) if m[3] else (None, mo, int(m[1])))
        except ValueError:
            pass
    return found


def weekday_errors(raw, listed):
    """Weekday names written next to a date must match it."""
    errs = []
    t = raw.lower()
    pats = [
        (r"\b" + WD_RE + r",? " + MON_RE + r" (\d{1,2})\b(?:,? (20\d\d))?", lambda m: (m[2], m[3], m[4], m[1])),
        (r"\b" + WD_RE + r",? (\d{1,2}) " + MON_RE + r"(?:,? (20\d\d))?", lambda m: (m[3], m[2], m[4], m[1])),
        (r"\b" + MON_RE + r" (\d{1,2}),? \(?" + WD_RE + r"\b", lambda m: (m[1], m[2], None, m[3])),
    ]
    for pat, get in pats:
        for m in re.finditer(pat, t):
            mon, day, year, wd = get(m)
            mo = [x[:3] for x in MONTHS].index(mon) + 1
            cands = [dt.date(int(year), mo, int(day))] if year else [
                d for d in listed if d.month == mo and d.day == int(day)]
            if not cands:
                continue
            if all(WEEKDAYS[d.weekday()] != wd for d in cands):
                errs.append(f"weekday {m[0]!r} does not match {cands[0].isoformat()}")
    for m in re.finditer(r"\b(20\d\d)-(\d\d)-(\d\d),? \(?" + WD_RE, t):
        d = dt.date(int(m[1]), int(m[2]), int(m[3]))
        if WEEKDAYS[d.weekday()] != m[4]:
            errs.append(f"weekday {m[0]!r} does not match {d.isoformat()}")
    return errs


def main():
    cases = json.load(open(os.path.join(HERE, "cases.json"), encoding="utf-8"))["cases"]
    bad = 0
    for c in cases:
        errs = []
        name = c["name"]
        noise_files = NOISE_FILES.get(name)
        if noise_files is None:
            errs.append("case not in NOISE_FILES")
            noise_files = set()
        files = [f["file"] for f in c["files"]]
        if not 3 <= len(files) <= 4:
            errs.append(f"{len(files)} files")
        if len({f.rsplit('.', 1)[1] for f in files}) < 2:
            errs.append("fewer than 2 formats")
        if not noise_files or not noise_files <= set(files):
            errs.append("noise file missing")
        ex = {f: extract(f) for f in files}
        # one record text per extractor combination (PDF extractors are tried one at a time)
        pdf_kinds = sorted({k for f in files if f.endswith(".pdf") and f not in noise_files for k in ex[f]})
        variants = pdf_kinds or ["-"]
        record_units = {}
        for v in variants:
            units = []
            for f in files:
                if f in noise_files:
                    continue
                e = ex[f]
                units += e[v] if v in e else next(iter(e.values()))
            record_units[v] = units
        noise_text = norm("\n".join(u for f in files if f in noise_files for us in ex[f].values() for u in us))
        # facts
        seen = {}
        nfacts = 0
        for line in ("242", "244", "246"):
            facts = c["facts"][line]
            if len(facts) != 4:
                errs.append(f"{line}: {len(facts)} facts")
            for alts in facts:
                nfacts += 1
                for a in alts:
                    if len(a.split()) > 4:
                        errs.append(f"{line}: alternative {a!r} longer than 4 words")
                    if a.lower() in seen and seen[a.lower()] != line:
                        errs.append(f"alternative {a!r} on two lines")
                    seen[a.lower()] = line
                    for v, units in record_units.items():
                        if norm(a) not in norm("\n".join(units)):
                            where = "only in noise" if norm(a) in noise_text else "missing"
                            errs.append(f"{line} alternative {a!r} {where} (extractor {v})")
        # noise
        if not 3 <= len(c["noise"]) <= 6:
            errs.append(f"{len(c['noise'])} noise phrases")
        for ph in c["noise"]:
            if norm(ph) not in noise_text:
                errs.append(f"noise {ph!r} not in a noise file")
            for v, units in record_units.items():
                if norm(ph) in norm("\n".join(units)):
                    errs.append(f"noise {ph!r} appears in a record file ({v})")
            for a in seen:
                if norm(a) in norm(ph) or norm(ph) in norm(a):
                    errs.append(f"noise {ph!r} overlaps fact {a!r}")
        # bindings
        if not 2 <= len(c["bindings"]) <= 3:
            errs.append(f"{len(c['bindings'])} bindings")
        for v, units in record_units.items():
            blob = norm("\n".join(units))
            sents = sentences(units)
            for b in c["bindings"]:
                for item in [b["value"], b["subject"], *b["others"]]:
                    if norm(item) not in blob:
                        errs.append(f"binding item {item!r} missing ({v})")
                if not any(norm(b["value"]) in norm(s) and re.search(
                        r"(?<![\w-])" + re.escape(b["subject"].lower()) + r"(?![\w])", norm(s)) for s in sents):
                    errs.append(f"binding {b['value']!r}: no line/row/sentence names {b['subject']!r} ({v})")
                if VERBOSE:
                    for s in sents:
                        if norm(b["value"]) in norm(s):
                            named = [o for o in b["others"] if re.search(
                                r"(?<![\w-])" + re.escape(o.lower()) + r"(?![\w])", norm(s))]
                            if named:
                                print(f"    .. {b['value']!r} next to {named}: {s.strip()[:120]}")
        # dates
        ds = c["dates"]
        if ds != sorted(set(ds)):
            errs.append("dates not sorted / unique")
        listed = [dt.date.fromisoformat(x) for x in ds]
        years = sorted({d.year for d in listed})
        found_all = set()
        for f in files:
            if f in noise_files:
                continue
            for kind, units in ex[f].items():
                raw = "\n".join(units)
                found = scan_dates(raw, years, file_is_dmy(raw))
                errs += [f"{f}: {e}" for e in weekday_errors(raw, listed)]
                for d in found:
                    if isinstance(d, tuple) and d[0] == "bad":
                        errs.append(f"{f}: impossible date {d[1]!r}")
                    elif isinstance(d, tuple):
                        hits = [x for x in listed if (x.month, x.day) == d[1:]]
                        if not hits:
                            errs.append(f"{f}: yearless date {MONTHS[d[1] - 1][:3]} {d[2]} not listed ({kind})")
                        found_all.update(hits)
                    else:
                        if d not in listed:
                            errs.append(f"{f}: date {d.isoformat()} not listed ({kind})")
                        found_all.add(d)
        for d in listed:
            if d not in found_all:
                errs.append(f"date {d.isoformat()} not found in any record file")
        errs = list(dict.fromkeys(errs))
        status = "OK " if not errs else "BAD"
        print(f"{status} {name}: {len(files)} files, {nfacts} facts, {len(c['noise'])} noise, "
              f"{len(c['bindings'])} bindings, {len(ds)} dates")
        for e in errs:
            print("    !! " + e)
        bad += len(errs)
    print(f"{len(cases)} cases, {bad} problem(s)")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
