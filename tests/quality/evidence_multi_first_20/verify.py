#!/usr/bin/env python3
"""Checks cases.json of evidence_multi_first_20 against the evidence files in this folder.

Run after make_files.py:  python3 verify.py
(Adapted from the verify.py of evidence_multi_first_19; changes for the twentieth set are marked "20", the marks
"19" are kept from the earlier set.)
- every listed file exists and its contentType matches the extension; (20) 3-4 files per case (the cap of
  check_cases.py), at least two formats; when a case has a record workbook, at least one with two or more sheets
  (warning otherwise);
- an optional "language" field ("en"/"fr") gives the language of the question;
- the question asks for lines 242, 244, 246 and a logbook; a record DOCX has headings (warning otherwise); no
  file is listed by two cases and no evidence file in the folder is left unlisted; fact alternatives are not
  repeated inside a case;
- dates may also be written with French month names ("18 novembre 2024");
- PDF text is extracted with pdftotext when installed (else pypdf); DOCX paragraphs + tables; XLSX every
  sheet (date cells as ISO);
- record content = record files minus NOISE_FILES and minus the NOISE_SPANS texts registered in make_files.py
  (a span may be a whole workbook sheet, as written by make_files.sheet_span);
- every fact alternative occurs verbatim (whitespace-normalized) in the record content of its case;
  3-4 facts per line (a warning below 4);
- (19) at least 6 cases carry a noise file or a noise span; a case with noise lists 3-4 noise phrases, a case
  without noise lists none; at least one case is asked in French ("language": "fr"); (20) at most two are;
- (20) a noise phrase must not occur in any earlier set's cases.json noise list (new kinds of noise only);
- (19) 8-14 dates, sorted and unique; every date occurs in some written form in the record content; date-like
  mentions in record content that are neither in "dates" nor in NOT_ENTRIES are reported as warnings;
- each noise phrase occurs in noise content (noise files or noise spans) and never in record content
  (case-insensitive);
- 2-4 bindings; every binding value, subject and other occurs in record content; the value must sit on a
  line (a table row, a CSV row, a sentence) that, or one of the two lines above it, names its subject, else
  a warning.
"""
import datetime
import json
import os
import re
import shutil
import subprocess
import sys

import openpyxl
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True  # keep the evidence folder free of __pycache__
import make_files  # noqa: E402  (registers cases only; writes nothing on import)

CT = make_files.CONTENT_TYPES
PDFTOTEXT = shutil.which("pdftotext")


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
        if PDFTOTEXT:
            return subprocess.run([PDFTOTEXT, "-enc", "UTF-8", path, "-"], capture_output=True, text=True,
                                  check=True).stdout
        from pypdf import PdfReader
        return "\n".join(p.extract_text() or "" for p in PdfReader(path).pages)
    raise ValueError(path)


def docx_has_headings(path):
    return any(p.style is not None and p.style.name.startswith(("Heading", "Title")) and p.text.strip()
               for p in Document(path).paragraphs)


def n_sheets(path):
    return len(openpyxl.load_workbook(path, read_only=True).sheetnames)


def norm(s):
    return re.sub(r"\s+", " ", s).strip()


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]


FR_MONTHS = ["janvier|janv", "février|fevrier|févr|fevr", "mars", "avril|avr", "mai", "juin",
             "juillet|juil", "août|aout", "septembre|sept", "octobre|oct", "novembre|nov", "décembre|decembre|déc|dec"]


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
        rf"(?<![\w.]){dd}(?:st|nd|rd|th)?[ -]{mon}\b",
        rf"(?<![\d/]){mm}/{dd}(?![\d])",
        rf"(?<![\d/]){dd}/{mm}(?![\d])",
        rf"(?<![\d.]){dd}\.{mm}\.(?:{y}|{y % 100})",
        rf"(?<![\w.]){dd}(?:er)? (?:{FR_MONTHS[m - 1]})\.?(?!\w)",  # French: "18 novembre", "1er févr."
    ]


def date_found(iso, txt):
    return any(re.search(p, txt, re.I) for p in date_patterns(iso))


MON_RE = r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|" \
         r"Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)"


def stray_dates(txt, known):
    """Date-like mentions whose plausible readings are all outside the known dates (month-day match)."""
    out = set()
    md = {d[5:] for d in known}
    for mt in re.finditer(r"(?<!\d)(20\d\d)[-/.](\d\d)[-/.](\d\d)(?!\d)", txt):
        iso = f"{mt.group(1)}-{mt.group(2)}-{mt.group(3)}"
        if iso not in known:
            out.add(mt.group(0))
    mons = {n[:3].lower(): i + 1 for i, n in enumerate(MONTHS)}
    for mt in re.finditer(rf"\b({MON_RE})\.?,? (\d{{1,2}})(?!\d)(?!\s*(?:%|mm|h\b|cm|kg|ppm|g\b))", txt, re.I):
        mo = mons[mt.group(1)[:3].lower()]
        if f"{mo:02d}-{int(mt.group(2)):02d}" not in md:
            out.add(mt.group(0))
    for mt in re.finditer(rf"(?<![\w.])(\d{{1,2}})[ -]({MON_RE})\b", txt, re.I):
        mo = mons[mt.group(2)[:3].lower()]
        if f"{mo:02d}-{int(mt.group(1)):02d}" not in md:
            out.add(mt.group(0))
    for mt in re.finditer(r"(?<![\d/.:])(\d{1,2})/(\d{1,2})(?:/(\d{2,4}))?(?![\d/])", txt):
        a, b = int(mt.group(1)), int(mt.group(2))
        reads = set()
        if 1 <= a <= 12 and 1 <= b <= 31:
            reads.add(f"{a:02d}-{b:02d}")
        if 1 <= b <= 12 and 1 <= a <= 31:
            reads.add(f"{b:02d}-{a:02d}")
        if reads and not reads & md:
            out.add(mt.group(0))
    return sorted(out)


def main():
    data = json.load(open(os.path.join(HERE, "cases.json"), encoding="utf-8"))
    errors, warnings = [], []
    n_files = n_facts = n_alts = n_dates = n_noise = n_bind = 0
    by_ext = {}
    names = [c["name"] for c in data["cases"]]
    if len(set(names)) != len(names):
        errors.append("duplicate case names")
    listed_all = [f["file"] for c in data["cases"] for f in c["files"]]
    if len(set(listed_all)) != len(listed_all):
        errors.append("a file is listed by more than one case")
    own = {"cases.json", "make_files.py", "verify.py"}
    for fn in sorted(os.listdir(HERE)):
        if fn in own or fn.startswith(".") or fn == "__pycache__":
            continue
        if fn not in listed_all:
            errors.append(f"evidence file not listed by any case: {fn}")
    for c in data["cases"]:
        name = c["name"]
        if set(c) - {"language"} != {"name", "question", "files", "facts", "dates", "noise", "bindings"}:
            errors.append(f"{name}: unexpected keys {sorted(c)}")
        noise_files = set(make_files.NOISE_FILES.get(name, []))
        spans = make_files.NOISE_SPANS.get(name, {})
        q = c["question"]
        if not all(k in q for k in ("242", "244", "246")) or "logbook" not in q.lower():
            errors.append(f"{name}: question does not ask for lines 242/244/246 and a logbook")
        has_noise = bool(noise_files or spans)  # 19: noise is optional per case
        known = set(c["dates"]) | set(make_files.NOT_ENTRIES.get(name, []))
        record, noise_txt = {}, []
        exts, multi_sheet, rec_xlsx = set(), False, False
        for f in c["files"]:
            p = os.path.join(HERE, f["file"])
            n_files += 1
            ext = os.path.splitext(p)[1]
            exts.add(ext)
            by_ext[ext] = by_ext.get(ext, 0) + 1
            if not os.path.exists(p):
                errors.append(f"{name}: missing file {f['file']}")
                continue
            if CT[ext] != f["contentType"]:
                errors.append(f"{name}: wrong contentType for {f['file']}")
            if ext == ".xlsx" and f["file"] not in noise_files:
                rec_xlsx = True
                if n_sheets(p) >= 2:
                    multi_sheet = True
            raw = extract(p)
            if ext == ".docx" and f["file"] not in noise_files and not docx_has_headings(p):
                warnings.append(f"{name}: record DOCX without headings: {f['file']}")
            if f["file"] in noise_files:
                noise_txt.append(norm(raw))
                continue
            t = norm(raw)
            lines = raw.splitlines()
            for sp in spans.get(f["file"], []):
                if norm(sp) not in t:
                    errors.append(f"{name}: noise span not found in {f['file']}: {sp[:50]!r}")
                t = t.replace(norm(sp), " <noise> ")
                noise_txt.append(norm(sp))
                lines = [ln for ln in lines if norm(ln) not in norm(sp) or not norm(ln)]
            record[f["file"]] = (t, lines)
        if not 3 <= len(c["files"]) <= 4:  # 20: 3-4 (check_cases.py caps at 4)
            errors.append(f"{name}: {len(c['files'])} files")
        if len(exts) < 2:
            errors.append(f"{name}: files are all one format")
        if rec_xlsx and not multi_sheet:  # 19
            warnings.append(f"{name}: no record workbook with two or more sheets")
        listed = {f["file"] for f in c["files"]}
        if not noise_files <= listed or not set(spans) <= listed:
            errors.append(f"{name}: noise files/spans name unlisted files")
        all_rec = "\n".join(t for t, _ in record.values())
        all_noise = "\n".join(noise_txt)
        alts_seen = [a for ln in ("242", "244", "246") for alts in c["facts"][ln] for a in alts]
        if len(set(alts_seen)) != len(alts_seen):
            warnings.append(f"{name}: a fact alternative is repeated")
        for line in ("242", "244", "246"):
            facts = c["facts"][line]
            if not 3 <= len(facts) <= 4:
                errors.append(f"{name}: line {line} has {len(facts)} facts")
            elif len(facts) < 4:
                warnings.append(f"{name}: line {line} has only {len(facts)} facts")
            for alts in facts:
                n_facts += 1
                if not alts:
                    errors.append(f"{name}: empty fact on line {line}")
                for a in alts:
                    n_alts += 1
                    if norm(a) not in all_rec:
                        errors.append(f"{name}: {line} fact not found verbatim in record content: {a!r}")
                    if len(a) > 60:
                        warnings.append(f"{name}: {line} fact longer than 60 characters: {a!r}")
        if not 8 <= len(c["dates"]) <= 14:  # 19
            errors.append(f"{name}: {len(c['dates'])} dates")
        for iso in c["dates"]:
            n_dates += 1
            if not date_found(iso, all_rec):
                errors.append(f"{name}: date {iso} not found in any form")
        if c["dates"] != sorted(c["dates"]) or len(set(c["dates"])) != len(c["dates"]):
            errors.append(f"{name}: dates not sorted/unique")
        for k, (t, _) in record.items():
            s = stray_dates(t, known)
            if s:
                warnings.append(f"{name}: {k}: date-like mentions not in dates: {s}")
        if has_noise and not 3 <= len(c["noise"]) <= 4:  # 19
            errors.append(f"{name}: {len(c['noise'])} noise phrases")
        if not has_noise and c["noise"]:
            errors.append(f"{name}: noise phrases listed but no noise file or span")
        for ph in c["noise"]:
            n_noise += 1
            if norm(ph) not in all_noise:
                errors.append(f"{name}: noise phrase not in noise content: {ph!r}")
            if norm(ph).lower() in all_rec.lower():
                errors.append(f"{name}: noise phrase also in record content: {ph!r}")
        if not 2 <= len(c["bindings"]) <= 4:
            errors.append(f"{name}: {len(c['bindings'])} bindings")
        for b in c["bindings"]:
            n_bind += 1
            v = norm(b["value"])
            if v not in all_rec:
                errors.append(f"{name}: binding value not found: {b['value']!r}")
            for s in [b["subject"]] + b["others"]:
                if not re.search(rf"(?<![\w-]){re.escape(s)}(?![\w])", all_rec):
                    errors.append(f"{name}: binding subject/other not found: {s!r}")
            if b["subject"] in b["others"] or not b["others"]:
                errors.append(f"{name}: binding subject repeated in others, or no others")
            subj = re.compile(rf"(?<![\w-]){re.escape(b['subject'])}(?![\w])")
            near = False  # the value on a line that, or one of the two lines above it, names the subject
            for _, lines in record.values():
                for i, ln in enumerate(lines):
                    if v in norm(ln) and any(subj.search(x) for x in lines[max(0, i - 2):i + 1]):
                        near = True
            if not near:
                warnings.append(f"{name}: binding {b['value']!r} never next to {b['subject']!r}")
    with_noise = [c["name"] for c in data["cases"]
                  if make_files.NOISE_FILES.get(c["name"]) or make_files.NOISE_SPANS.get(c["name"])]
    if len(with_noise) < 6:  # 19
        errors.append(f"only {len(with_noise)} cases carry a noise file or span (need 6)")
    n_fr = sum(c.get("language") == "fr" for c in data["cases"])
    if not n_fr:
        errors.append("no case asked in French")
    elif n_fr > 2:  # 20: one or two cases in French
        errors.append(f"{n_fr} cases asked in French (one or two wanted)")
    earlier = set()  # 20: noise phrases of the earlier sets in tests/quality
    qdir = os.path.dirname(HERE)  # tests/quality when run in place; else set QUALITY_DIR
    if not os.path.exists(os.path.join(qdir, "check_cases.py")):
        qdir = os.environ.get("QUALITY_DIR", "")
        if not qdir:
            warnings.append("earlier sets not found (set QUALITY_DIR): noise phrases not compared")
    for root, _, fns in (os.walk(qdir) if qdir else []):
        if os.path.abspath(root) == HERE or "cases.json" not in fns:
            continue
        try:
            old = json.load(open(os.path.join(root, "cases.json"), encoding="utf-8"))
        except (OSError, ValueError):
            continue
        for oc in (old.get("cases", []) if isinstance(old, dict) else old):
            if isinstance(oc, dict):
                earlier.update(norm(p).lower() for p in oc.get("noise", []) if isinstance(p, str))
    for c in data["cases"]:
        for ph in c["noise"]:
            if norm(ph).lower() in earlier:
                errors.append(f"{c['name']}: noise phrase used by an earlier set: {ph!r}")
    print(f"cases: {len(data['cases'])}, files: {n_files} {dict(sorted(by_ext.items()))}, facts: {n_facts}, "
          f"fact alternatives: {n_alts}, dates: {n_dates}, noise phrases: {n_noise}, bindings: {n_bind}, "
          f"pdf text via: {'pdftotext' if PDFTOTEXT else 'pypdf'}")
    for w in warnings:
        print("WARN ", w)
    for e in errors:
        print("ERROR", e)
    print("OK" if not errors else f"{len(errors)} error(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
