#!/usr/bin/env python3
"""Independent check of the written review_first_19 cases (reads only case.json + evidence/).

  1. every defect sentence occurs verbatim (once) in the draft, inside the line it is listed under,
     and the clean flag agrees with the defect list;
  2. every `unsupported` token occurs in the draft (in line 244 or 246) and in no evidence file, and
     its value (number or date) occurs nowhere in the evidence;
  3. in lines 244/246 (outside `unsupported` tokens), every number with a unit has the same value with
     an equivalent unit in some evidence file ("0,8 %" = "0.8%", "52 minutes" = "52 min", "2,000 L" =
     "2,000 L", or a .csv column whose header names the unit); every bare number occurs as a value in
     the evidence; every date is the same calendar date (or month) as one in the evidence, and lies
     in the fiscal year unless it sits in a `date_outside_year` sentence; every figure of line 242 is
     also a value in the evidence (line 242 may cite background figures, but they must be sourced);
  4. word limits (350 / 700 / 350 words for 242 / 244 / 246): a line labelled `over_limit` is over its
     limit, every other line is under it and has at least 150 words;
  5. chronology of line 244: the dated entries (first date of each paragraph or list item) are in
     calendar order exactly when the line carries no `not_chronological` label, and a labelled
     `not_chronological` sentence holds a date that is earlier than the entry placed before it.
Matching is by meaning (value + unit, calendar date), not by string: clean lines in this set
deliberately write figures and dates differently from the evidence.
Also: every case lists 0-4 defects of the nine kinds, 2-3 evidence files, and the heading of each line
is found in the heading styles of this set, none of which was used by an earlier review set:
  - a consultant's template whose lines are numbered sections, "Section 1 - Line 242 - <title>";
  - a heading drawn as an ASCII box, "+----+" / "| LINE 242 | <TITLE> |" / "+----+";
  - an e-mail reply that quotes the consultant's questions, "> T661 line 242, max 350 words:" /
    "> <CRA question>", the owner's answer following unquoted;
  - an all-caps title closed by the line number, "SCIENTIFIC OR TECHNOLOGICAL UNCERTAINTIES — T661 LINE 242";
  - a copy of a web portal's step header, "Step 1 of 3 · Line 242 · <title>";
  - an all-caps French CRA question, "LIGNE 242 — QUELLES INCERTITUDES ... ?";
  - a French heading with a triangle separator, "Ligne 242 ▸ <intitulé>";
  - a French heading led by a hash sign, "#242 – <intitulé>";
  - a French e-mail quoting the CRA question over two lines, "> Ligne 242 – Quelles incertitudes ... de" /
    "> surmonter? (max. 350 mots)".
The heading is the whole block up to the first blank line (the box's lower border and the second
quoted line of an e-mail question belong to it). "<br>" is read as a line break when words and
paragraphs are counted.
Prints the counts of defects by kind, clean lines and unsupported items.
Run: python3 tests/quality/review_first_19/check_cases.py
"""
import datetime as dt
import glob
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
KINDS = {"marketing", "routine", "unmeasured", "date_outside_year", "unsupported", "not_uncertainty",
         "not_advancement", "over_limit", "not_chronological"}
EN = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
      "november", "december"]
FR = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
      "novembre", "décembre"]
ABBR = {"jan": 1, "feb": 2, "mar": 3, "apr": 4, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "sept": 9, "oct": 10,
        "nov": 11, "dec": 12}
MON = {m: i + 1 for i, m in enumerate(EN)} | {m: i + 1 for i, m in enumerate(FR)} | ABBR
M_DAY = "|".join(EN + FR) + "|" + "|".join(r"%s\." % a for a in ABBR)
M_FULL = "|".join(EN + FR)
UNITS = {  # spelling -> canonical
    "%": "%", "°C": "°C", "ppm": "ppm", "ppm/day": "ppm/d", "kPa": "kPa", "MPa": "MPa", "Hz": "Hz", "MW": "MW",
    "kW": "kW", "dB": "dB", "µm": "µm", "um": "µm", "mm": "mm", "cm": "cm", "m": "m", "km": "km",
    "kg": "kg", "g": "g", "mg/kg": "mg/kg", "mg/m³": "mg/m³", "mg/m3": "mg/m³", "kg/m³": "kg/m³",
    "m³": "m³", "m3": "m³", "J": "J", "h": "h", "hours": "h", "hour": "h", "heures": "h", "heure": "h",
    "min": "min", "minutes": "min", "s": "s", "seconds": "s", "ms": "ms", "days": "d", "jours": "d",
    "weeks": "wk", "semaines": "wk", "months": "mo", "mois": "mo", "rpm": "rpm", "t": "t", "tonnes": "t",
    "RH": "%HR", "HR": "%HR", "% HR": "%HR", "élèves": "élèves",
    "kN": "kN", "kHz": "kHz", "bar": "bar", "hL": "hL", "m/s": "m/s", "km/h": "km/h", "cycles": "cycles",
    "secondes": "s", "ppb": "ppb", "Pa": "Pa", "W": "W", "mg": "mg", "g/L": "g/L", "mg/L": "mg/L",
    "L": "L", "mL": "mL", "N": "N", "µs": "µs", "m²": "m²", "ppm/jour": "ppm/d", "%HR": "%HR",
    "students": "élèves", "tr/min": "rpm",
}
UNIT_RE = "|".join(re.escape(u) for u in sorted(UNITS, key=len, reverse=True))
CSV_ALIASES = {"%": ["pct"], "°C": ["C", "degC"]}
HEAD = re.compile(
    r"^(?:Section [1-3] - Line 24[246] - "                     # consultant template, numbered sections
    r"|\+-{10,}\+\n\| LINE 24[246] "                          # ASCII box
    r"|> T661 line 24[246], max \d{3} words:"                  # e-mail reply quoting the questions
    r"|[A-Z][A-Z ,'&-]{8,} — T661 LINE 24[246][ \t]*$"         # all caps, line number at the end
    r"|Step [1-3] of 3 · Line 24[246] · "                      # web portal step header
    r"|LIGNE 24[246] — [A-ZÉÈ]"                                 # all-caps French question
    r"|Ligne 24[246] ▸ "                                        # triangle separator
    r"|#24[246] – "                                             # hash sign
    r"|> Ligne 24[246] – Quel)",                                # French e-mail quoting the question
    re.M)
NUM = {"en": r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?",
       "fr": r"\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:,\d+)?|\d+(?:,\d+)?"}
EV_NUMS = [r"\d+(?:[.,]\d+)?", r"\d{1,3}(?:,\d{3})+(?:\.\d+)?", r"\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:,\d+)?"]


def val(s):
    s = re.sub(r"[ \u00a0\u202f]", "", s)
    if re.fullmatch(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?", s):
        s = s.replace(",", "")
    return float(s.replace(",", "."))


def sections(draft):
    starts = [m.start() for m in HEAD.finditer(draft)]
    if len(starts) != 3:
        return None
    ends, bounds = [], starts[1:] + [len(draft)]
    for i, s in enumerate(starts):
        if draft.startswith("| ", s):  # table row: the answer is the third cell, up to the end of the row
            bars = [j for j in range(s, len(draft)) if draft[j] == "|"][:3]
            ends.append(bars[2] + 1)
            eol = draft.find("\n", s)
            bounds[i] = min(bounds[i], eol if eol >= 0 else len(draft))
            continue
        m = re.compile(r"\n[ \t]*\n").search(draft, s)  # the heading block ends at the first blank line
        ends.append(m.end() if m else draft.index("\n", s))
    return {ln: (ends[i], bounds[i]) for i, ln in enumerate(("242", "244", "246"))}


def plain(text):
    """A table cell's "<br>" is a line break."""
    return re.sub(r"[ \t]*<br\s*/?>[ \t]*", "\n", text)


def dates_in(text, fy=None):
    """[(date | (year, month) | ('unresolved', str), start, end)], text with dates blanked."""
    out, masked = [], text

    def blank(m):
        nonlocal masked
        masked = masked[:m.start()] + " " * (m.end() - m.start()) + masked[m.end():]

    def mk(y, mo, d, m):
        if y:
            return dt.date(int(y), mo, d)
        if fy:
            for yy in (fy[0].year, fy[1].year):
                if fy[0] <= dt.date(yy, mo, d) <= fy[1]:
                    return dt.date(yy, mo, d)
        return ("unresolved", m[0])

    for m in re.finditer(r"(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)", text):
        out.append((dt.date(int(m[1]), int(m[2]), int(m[3])), m.start(), m.end()))
        blank(m)
    for m in list(re.finditer(r"\b(%s) (\d{1,2})\b(?:, (\d{4}))?" % M_DAY, masked, re.I)):
        out.append((mk(m[3], MON[m[1].lower().rstrip(".")], int(m[2]), m), m.start(), m.end()))
        blank(m)
    for m in list(re.finditer(r"\b(\d{1,2}|1er) (%s)\b(?: (\d{4}))?" % M_FULL, masked, re.I)):
        out.append((mk(m[3], MON[m[2].lower()], 1 if m[1] == "1er" else int(m[1]), m), m.start(), m.end()))
        blank(m)
    for m in list(re.finditer(r"\b(%s) (\d{4})\b" % M_FULL, masked, re.I)):
        out.append(((int(m[2]), MON[m[1].lower()]), m.start(), m.end()))
        blank(m)
    return out, masked


def evidence_index(ev):
    text = "\n".join(ev.values())
    nums, units = set(), set()
    for p in EV_NUMS:
        for m in re.finditer(r"(?<!\d)(?=(%s))" % p, text):
            nums.add(val(m[1]))
        for m in re.finditer(r"(?<!\d)(?=(%s)[ \u00a0\u202f]?(%s)(?![\w/²³]))" % (p, UNIT_RE), text):
            units.add((val(m[1]), UNITS[m[2]]))
    nums |= {float(x) for x in re.findall(r"\d+", text)}
    ds, _ = dates_in(text)
    dates = {d for d, _, _ in ds if isinstance(d, dt.date)}
    months = {(d.year, d.month) for d in dates} | {d for d, _, _ in ds if isinstance(d, tuple) and isinstance(d[0], int)}
    return nums, units, dates, months


def csv_has(ev, v, unit):
    names = [u for u, c in UNITS.items() if c == unit] + CSV_ALIASES.get(unit, [])
    for p, t in ev.items():
        if not p.endswith(".csv"):
            continue
        rows = [r for r in t.strip().splitlines() if r.strip() and not r.startswith("#")]
        sep = ";" if rows[0].count(";") > rows[0].count(",") else ","
        for j, h in enumerate(rows[0].split(sep)):
            if any(re.search(r"(?:^|[\s_(])%s(?:$|[\s_)])" % re.escape(u), h.strip()) for u in names):
                for r in rows[1:]:
                    c = r.split(sep)
                    if j < len(c) and re.fullmatch(r"-?\d+(?:[.,]\d+)?", c[j].strip()) \
                            and val(c[j].strip().lstrip("-")) == v:
                        return True
    return False


LIMITS = {"242": 350, "244": 700, "246": 350}


def n_words(text):
    return len([t for t in text.split() if re.search(r"\w", t)])


def entry_dates(body, fy):
    """First date of each paragraph / list item of a line, with the paragraph text."""
    out = []
    for para in re.split(r"\n\s*\n|\n(?=\s*[-•*] )", body):
        para = para.strip()
        if not para:
            continue
        ds, _ = dates_in(para[:40], fy)
        ds = [d for d, a, _ in sorted(ds, key=lambda x: x[1]) if isinstance(d, dt.date) and a < 6]
        if ds:
            out.append((ds[0], para))
    return out


def main():
    errors, n_cases = [], 0
    kinds_all, n_clean, n_unsup, by_lang = Counter(), 0, 0, Counter()
    for f in sorted(glob.glob(os.path.join(HERE, "*", "case.json"))):
        n_cases += 1
        c = json.load(open(f, encoding="utf-8"))
        name, draft, lang = c["name"], c["draft"], c["language"]
        fy = (dt.date.fromisoformat(c["fiscal_year"]["start"]), dt.date.fromisoformat(c["fiscal_year"]["end"]))
        ev = {p: open(p, encoding="utf-8").read() for p in glob.glob(os.path.join(os.path.dirname(f), "evidence", "*"))}
        if not 2 <= len(ev) <= 3:
            errors.append(f"{name}: {len(ev)} evidence files")
        if name != os.path.basename(os.path.dirname(f)) or not name.startswith(lang + "_"):
            errors.append(f"{name}: name/language/folder mismatch")
        ev_nums, ev_units, ev_dates, ev_months = evidence_index(ev)
        sec = sections(draft)
        if sec is None:
            errors.append(f"{name}: the three line headings were not found")
            continue
        kinds = [d["kind"] for v in c["lines"].values() for d in v["defects"]]
        kinds_all.update(kinds)
        n_clean += sum(v["clean"] for v in c["lines"].values())
        n_unsup += len(c["unsupported"])
        by_lang[lang] += 1
        if set(c["lines"]) != {"242", "244", "246"}:
            errors.append(f"{name}: lines {sorted(c['lines'])}")
        if len(kinds) > 4 or any(k not in KINDS for k in kinds):
            errors.append(f"{name}: defects {kinds}")
        # 1
        for ln, v in c["lines"].items():
            if v["clean"] != (not v["defects"]):
                errors.append(f"{name}: line {ln} clean flag inconsistent")
            for d in v["defects"]:
                s = d["sentence"]
                if draft.count(s) != 1:
                    errors.append(f"{name}: sentence found {draft.count(s)} times: {s[:50]}")
                    continue
                i = draft.index(s)
                if not (sec[ln][0] <= i and i + len(s) <= sec[ln][1]):
                    errors.append(f"{name}: sentence not in line {ln}: {s[:50]}")
        # 2
        spans = []
        for u in c["unsupported"]:
            i = draft.find(u)
            if i < 0 or draft.count(u) != 1:
                errors.append(f"{name}: unsupported {u!r} not found once in draft")
                continue
            spans.append((i, i + len(u)))
            if not (sec["244"][0] <= i < sec["246"][1]):
                errors.append(f"{name}: unsupported {u!r} not in 244/246")
            if not any(u in d["sentence"] for ln in ("244", "246") for d in c["lines"][ln]["defects"]
                       if d["kind"] == "unsupported"):
                errors.append(f"{name}: unsupported {u!r} not inside an unsupported sentence")
            for p, t in ev.items():
                if u in t:
                    errors.append(f"{name}: unsupported {u!r} in {os.path.basename(p)}")
            ds, rest = dates_in(u, fy)
            for d, _, _ in ds:
                if d in ev_dates:
                    errors.append(f"{name}: unsupported date {u!r} is in the evidence")
            for m in re.finditer(NUM[lang], rest):
                if val(m[0]) in ev_nums:
                    errors.append(f"{name}: unsupported value {m[0]!r} occurs in the evidence")
        # 3
        out_year = [d["sentence"] for d in c["lines"]["244"]["defects"] if d["kind"] == "date_outside_year"]
        out_spans = [(draft.index(s), draft.index(s) + len(s)) for s in out_year if s in draft]
        skip = lambda a, b: any(x <= a and b <= y for x, y in spans)
        for s_out in out_year:  # the labelled sentence really holds an outside-year date found in the evidence
            ds, _ = dates_in(s_out, fy)
            if not any(isinstance(d, dt.date) and not fy[0] <= d <= fy[1] and d in ev_dates for d, _, _ in ds):
                errors.append(f"{name}: date_outside_year sentence without an outside-year date from the evidence")
        for ln in ("244", "246"):
            s0, s1 = sec[ln]
            body = draft[s0:s1]
            ds, masked = dates_in(body, fy)
            for d, a, b in ds:
                if skip(s0 + a, s0 + b):
                    continue
                if isinstance(d, tuple) and d[0] == "unresolved":
                    errors.append(f"{name}: {ln}: date {d[1]!r} does not fall in the fiscal year")
                elif isinstance(d, tuple):
                    if d not in ev_months:
                        errors.append(f"{name}: {ln}: month {d} not in evidence")
                elif d not in ev_dates:
                    errors.append(f"{name}: {ln}: date {d} not in evidence")
                elif not fy[0] <= d <= fy[1] and not any(x <= s0 + a < y for x, y in out_spans):
                    errors.append(f"{name}: {ln}: date {d} outside fiscal year, no date_outside_year label")
            for m in re.finditer(r"(?<![\w.,])(?:%s)(?!\w)" % NUM[lang], masked):
                if not skip(s0 + m.start(), s0 + m.end()) and val(m[0]) not in ev_nums:
                    errors.append(f"{name}: {ln}: figure {m[0]!r} not in evidence")
            pat = r"(?<![\w.,])[±+-]?(%s)[ \u00a0\u202f]?(%s)(?![\w/²³])" % (NUM[lang], UNIT_RE)
            for m in re.finditer(pat, masked):
                if skip(s0 + m.start(), s0 + m.end()):
                    continue
                v, unit = val(m[1]), UNITS[m[2]]
                if (v, unit) not in ev_units and not csv_has(ev, v, unit):
                    errors.append(f"{name}: {ln}: {m[0]!r} ({v} {unit}) not in evidence")
        # 3b: background figures of line 242 must be sourced too
        s0, s1 = sec["242"]
        _, masked = dates_in(draft[s0:s1], fy)
        for m in re.finditer(r"(?<![\w.,])(?:%s)(?!\w)" % NUM[lang], masked):
            if val(m[0]) not in ev_nums:
                errors.append(f"{name}: 242: figure {m[0]!r} not in evidence")
        for m in re.finditer(r"(?<![\w.,])[±+-]?(%s)[ \u00a0\u202f]?(%s)(?![\w/²³])" % (NUM[lang], UNIT_RE), masked):
            v, unit = val(m[1]), UNITS[m[2]]
            if (v, unit) not in ev_units and not csv_has(ev, v, unit):
                errors.append(f"{name}: 242: {m[0]!r} ({v} {unit}) not in evidence")
        # 4
        for ln, (b0, b1) in sec.items():
            nw = n_words(plain(draft[b0:b1]))
            over = any(d["kind"] == "over_limit" for d in c["lines"][ln]["defects"])
            if over and nw <= LIMITS[ln]:
                errors.append(f"{name}: {ln}: labelled over_limit but {nw} words")
            if not over and nw > LIMITS[ln]:
                errors.append(f"{name}: {ln}: {nw} words, over the limit without a label")
            if nw < 150:
                errors.append(f"{name}: {ln}: only {nw} words")
        # 5
        entries = entry_dates(plain(draft[sec["244"][0]:sec["244"][1]]), fy)
        in_order = all(entries[i][0] <= entries[i + 1][0] for i in range(len(entries) - 1))
        chrono = [d["sentence"] for d in c["lines"]["244"]["defects"] if d["kind"] == "not_chronological"]
        if chrono and in_order:
            errors.append(f"{name}: 244 labelled not_chronological but its dated entries are in order")
        if not chrono and not in_order:
            errors.append(f"{name}: 244 dated entries out of order without a not_chronological label")
        for sent in chrono:
            hit = [i for i, (_, para) in enumerate(entries) if sent in para]
            if hit and not (hit[0] > 0 and entries[hit[0]][0] < entries[hit[0] - 1][0]):
                errors.append(f"{name}: not_chronological sentence is not dated earlier than the entry before it")
    print(f"{n_cases} cases checked ({dict(by_lang)})")
    print(f"defects: {sum(kinds_all.values())}  " + ", ".join(f"{k} {kinds_all[k]}" for k in sorted(kinds_all)))
    print(f"clean lines: {n_clean}   unsupported items: {n_unsup}")
    if errors:
        print("\n".join(errors))
        sys.exit(1)
    print("all checks passed")


if __name__ == "__main__":
    main()
