#!/usr/bin/env python3
"""Writes the review_first_7 held-out cases (evidence files + case.json) and checks them.

Run:  python3 tests/quality/review_first_7/make_cases.py
Same case.json format as review_first_6 (see tests/quality/review/README.md); ten new projects
(6 English, 4 French, Quebec usage, CRA's French wording of the questions), none of them on a topic of an
earlier review set. All nine defect kinds are planted (22 defects) and 11 lines are clean, one case has
no defect at all. Checks done here:
  - every defect `kind` is one of the nine kinds of the format;
  - every defect `sentence` occurs exactly once in the draft, inside the body of its line, on one line;
  - word counts: an `over_limit` line is over its limit (350 / 700 / 350) whichever way words are
    counted; every other line has at least 150 words (body) and is at least 30 below the limit
    (heading included). French limits are the same word counts;
  - every `unsupported` string occurs once in the draft, inside an `unsupported` sentence of line
    244/246, in no evidence file, and its value occurs nowhere in the evidence (as any number, or date);
  - every other number and date of lines 244 and 246 is found in the evidence BY VALUE ("0,8 %" in a
    French draft matches "0.8" in a column headed `..._pct`, "1,480 g" matches "1480 g",
    "36 heures" matches "36 h", "Mar. 3" / "3 mars" matches "2025-03-03"). Dates without a year are
    resolved inside the fiscal year. 244 dates are inside the fiscal year unless the sentence is a
    `date_outside_year` defect (whose date is outside the year, written with its year, and is in the
    evidence);
  - every "number + unit" token of lines 244/246 (outside `unsupported`) has the same value with an
    equivalent unit in some evidence file (or, for a .csv file, in a column whose header names the unit).
Heading styles: upper-case "LINE 242 — ...", "Question 1 – <CRA question>", numbered "1. Line 242 – ...",
the bare CRA question (English), bold "**242 — ...**", "L242 — ...", markdown "### Ligne 242 : ...",
guillemets "« Ligne 242 » – ..." / "« Section 246 — ... »", and "Ligne 242 – <question de l'ARC>".
What is planted (subtly): marketing words inside technical sentences; statutory / routine work written
in research words (a regulatory pressure-vessel inspection, nutrition-facts and shelf-life label
testing, the smelter's routine quality-control sampling); "significantly reduced"-type claims with no
figure; business goals instead of an uncertainty; commercial success instead of an advancement; dates a
few weeks outside the fiscal year; figures and a date that no evidence file holds while a near value is
there; one 244 entry out of date order (two cases); a 246 and a French 242 over the word limit.
Clean lines hold near-misses that must NOT be flagged: "customer" and "market" used technically (a
customer's measured specification, "commercially available" hardware, "market-grade berries"),
comparisons given with their figures, failures reported as what they ruled out, supported values written
in another format than the evidence.
"""
import datetime as dt
import json
import os
import re
import shutil
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
LIMITS = {"242": 350, "244": 700, "246": 350}
MIN_WORDS = 150
KINDS = {"marketing", "routine", "unmeasured", "date_outside_year", "unsupported", "not_uncertainty",
         "not_advancement", "over_limit", "not_chronological"}

EN_MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september",
             "october", "november", "december"]
FR_MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
             "octobre", "novembre", "décembre"]
EN_ABBR = {"jan": 1, "feb": 2, "mar": 3, "apr": 4, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "sept": 9,
           "oct": 10, "nov": 11, "dec": 12}
MONTH = {m: i + 1 for i, m in enumerate(EN_MONTHS)} | {m: i + 1 for i, m in enumerate(FR_MONTHS)} | EN_ABBR
EN_M = "|".join(EN_MONTHS) + "|" + "|".join(r"%s\." % a for a in EN_ABBR)
FR_M = "|".join(FR_MONTHS)

# unit spellings -> canonical unit
UNIT_CANON = {
    "%": "%", "°C": "°C", "ppm": "ppm", "ppb": "ppb", "kPa": "kPa", "MPa": "MPa", "Pa": "Pa", "Hz": "Hz",
    "kHz": "kHz", "MW": "MW", "kW": "kW", "W": "W", "dB": "dB", "µm": "µm", "mm": "mm", "cm": "cm",
    "m": "m", "km": "km", "km/h": "km/h", "m/s": "m/s", "kg": "kg", "g": "g", "mg": "mg", "mg/kg": "mg/kg",
    "g/L": "g/L", "mg/L": "mg/L", "L": "L", "mL": "mL", "t": "t", "tonnes": "t", "N": "N", "kN": "kN",
    "h": "h", "hours": "h", "hour": "h", "heures": "h", "heure": "h", "min": "min", "minutes": "min",
    "s": "s", "seconds": "s", "secondes": "s", "ms": "ms", "days": "d", "jours": "d", "d": "d",
    "weeks": "wk", "semaines": "wk", "months": "mo", "mois": "mo", "rpm": "rpm", "tr/min": "rpm",
    "µs": "µs", "um": "µm", "mg/m³": "mg/m³", "m3": "m³", "mg/m3": "mg/m³", "ppm/day": "ppm/d", "ppm/jour": "ppm/d", "m³": "m³", "m²": "m²", "kg/m³": "kg/m³", "cycles": "cycles", "élèves": "élèves",
    "students": "élèves", "km/h": "km/h", "bar": "bar", "hL": "hL", "HR": "%HR", "%HR": "%HR", "% HR": "%HR", "RH": "%HR",
}
UNIT_RE = "|".join(re.escape(u) for u in sorted(UNIT_CANON, key=len, reverse=True))

CASES = []


def case(**kw):
    CASES.append(kw)


# ---------------------------------------------------------------------------------------------- dates
def find_dates(text, fy=None, need_year=False):
    """Return (list of (date or (year, month), span), text with the dates blanked out)."""
    out = []
    masked = text

    def mask(m):
        nonlocal masked
        s, e = m.span()
        masked = masked[:s] + " " * (e - s) + masked[e:]

    def resolve(y, mo, d):
        if y:
            return dt.date(int(y), mo, d)
        if need_year or fy is None:
            return None
        for yy in (fy[0].year, fy[1].year):
            cand = dt.date(yy, mo, d)
            if fy[0] <= cand <= fy[1]:
                return cand
        return None

    for m in re.finditer(r"(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)", text):
        out.append((dt.date(int(m[1]), int(m[2]), int(m[3])), m.span()))
        mask(m)
    for m in re.finditer(r"\b(%s) (\d{1,2})(?:, (\d{4}))?\b" % EN_M, masked, re.I):
        d = resolve(m[3], MONTH[m[1].lower().rstrip(".")], int(m[2]))
        if d:
            out.append((d, m.span()))
            mask(m)
    for m in re.finditer(r"\b(\d{1,2}|1er) (%s|%s)\b(?: (\d{4}))?" % (FR_M, "|".join(EN_MONTHS)), masked, re.I):
        day = 1 if m[1] == "1er" else int(m[1])
        d = resolve(m[3], MONTH[m[2].lower()], day)
        if d:
            out.append((d, m.span()))
            mask(m)
    for m in re.finditer(r"\b(%s|%s) (\d{4})\b" % ("|".join(EN_MONTHS), FR_M), masked, re.I):
        out.append(((int(m[2]), MONTH[m[1].lower()]), m.span()))
        mask(m)
    return out, masked


# -------------------------------------------------------------------------------------------- numbers
NUM_EN = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
NUM_FR = r"\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:,\d+)?|\d+(?:,\d+)?"


def to_float(s):
    s = re.sub(r"[ \u00a0\u202f]", "", s)
    if re.fullmatch(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?", s):
        s = s.replace(",", "")
    return float(s.replace(",", "."))


def draft_numbers(text, lang):
    num = NUM_EN if lang == "en" else NUM_FR
    return [(to_float(m[0]), m.span()) for m in re.finditer(r"(?<![\w.,])(?:%s)(?!\w)" % num, text)]


def draft_unit_tokens(text, lang):
    num = NUM_EN if lang == "en" else NUM_FR
    pat = r"(?<![\w.,])[±+-]?(%s)[ \u00a0\u202f]?(%s)(?![\w/²³])" % (num, UNIT_RE)
    return [(to_float(m[1]), UNIT_CANON[m[2]], m[0], m.span()) for m in re.finditer(pat, text)]


EV_NUM = [r"\d+(?:[.,]\d+)?", r"\d{1,3}(?:,\d{3})+(?:\.\d+)?", r"\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:,\d+)?"]
CSV_HEADER_UNITS = {"%": ["pct", "%"], "°C": ["C", "degC", "°C"]}


def _ev_matches(text, extra=""):
    """Overlapping matches: every readable number starting at every digit run (so '20,8,6,0.25' in a
    CSV yields 20.8, 8, 6, 6.0, 0.25 ...), optionally followed by `extra` (a unit pattern)."""
    for p in EV_NUM:
        for m in re.finditer(r"(?<!\d)(?=(%s)%s)" % (p, extra), text):
            yield m


def evidence_numbers(text):
    """Permissive: every reading of every number (decimal point or comma, grouped thousands)."""
    vals = set()
    for m in _ev_matches(text):
        vals.add(to_float(m[1]))
    for m in re.finditer(r"\d+", text):
        vals.add(float(m[0]))
    return vals


def evidence_unit_tokens(text):
    toks = set()
    for m in _ev_matches(text, r"[ \u00a0\u202f]?(%s)(?![\w/²³])" % UNIT_RE):
        toks.add((to_float(m[1]), UNIT_CANON[m[2]]))
    return toks


def csv_unit_ok(fn, text, val, unit):
    """A .csv value whose column header names the unit (e.g. thickness_mm, 'WER (%)', dose_pct)."""
    if not fn.endswith(".csv"):
        return False
    rows = [r for r in text.strip().splitlines() if r.strip() and not r.startswith("#")]
    sep = ";" if rows[0].count(";") > rows[0].count(",") else ","
    head = [h.strip() for h in rows[0].split(sep)]
    names = [u for u, c in UNIT_CANON.items() if c == unit] + CSV_HEADER_UNITS.get(unit, [])
    for j, h in enumerate(head):
        if not any(re.search(r"(?:^|[\s_(\[])%s(?:$|[\s_)\]])" % re.escape(u), h) for u in names):
            continue
        for r in rows[1:]:
            cells = r.split(sep)
            if j < len(cells) and re.fullmatch(r"-?\d+(?:[.,]\d+)?", cells[j].strip()) \
                    and abs(to_float(cells[j].strip().lstrip("-")) - val) < 1e-9:
                return True
    return False


def word_counts(s):
    toks = s.split()
    return len(toks), len([t for t in toks if re.search(r"\w", t)])


def build(c):
    title = c["title"].strip("\n")
    draft = title + "\n\n" if title else ""
    spans = {}
    for ln in ("242", "244", "246"):
        head = c["heads"][ln]
        body = c["bodies"][ln].strip("\n")
        draft += head
        s = len(draft)
        draft += body
        spans[ln] = (s, len(draft), head)
        draft += "\n\n"
    return draft.rstrip("\n") + "\n", spans


def check_and_write(c, errors):
    name = c["name"]
    lang = c["language"]
    fy = (dt.date.fromisoformat(c["fy"][0]), dt.date.fromisoformat(c["fy"][1]))
    draft, spans = build(c)
    err = lambda msg: errors.append(f"{name}: {msg}")
    if not re.fullmatch(r"(en|fr)_[a-z0-9_]+", name) or not name.startswith(lang + "_"):
        err("bad name")

    ev_text = {fn: t.strip("\n") + "\n" for fn, t in c["evidence"].items()}
    if not 1 <= len(ev_text) <= 3:
        err("needs 1-3 evidence files")
    all_ev = "\n".join(ev_text.values())
    ev_dates_list, _ = find_dates(all_ev, need_year=True)
    ev_dates = {d for d, _ in ev_dates_list if isinstance(d, dt.date)}
    ev_months = {(d.year, d.month) for d in ev_dates} | {d for d, _ in ev_dates_list if isinstance(d, tuple)}
    ev_nums = evidence_numbers(all_ev)
    ev_units = evidence_unit_tokens(all_ev)

    lines = {ln: {"clean": True, "defects": []} for ln in ("242", "244", "246")}
    for ln, kind, sent in c["defects"]:
        if kind not in KINDS:
            err(f"bad kind {kind}")
        lines[ln]["clean"] = False
        lines[ln]["defects"].append({"kind": kind, "sentence": sent})
        n = draft.count(sent)
        if n != 1:
            err(f"sentence occurs {n} times: {sent[:60]}")
            continue
        i = draft.index(sent)
        s, e, _ = spans[ln]
        if not (s <= i and i + len(sent) <= e):
            err(f"sentence not inside line {ln}: {sent[:60]}")
        if "\n" in sent:
            err(f"sentence spans lines: {sent[:60]}")

    for ln, (s, e, head) in spans.items():
        body = draft[s:e]
        ws, wt = word_counts(body)
        hs, ht = word_counts(head)
        over = [d for d in lines[ln]["defects"] if d["kind"] == "over_limit"]
        if over:
            if min(ws, wt) <= LIMITS[ln]:
                err(f"line {ln} over_limit but only {ws}/{wt} words")
        else:
            if max(ws + hs, wt + ht) > LIMITS[ln] - 30:
                err(f"line {ln}: {ws + hs}/{wt + ht} words, not 30 below {LIMITS[ln]}")
            if wt < MIN_WORDS:
                err(f"line {ln}: only {wt} words")
        c.setdefault("_wc", {})[ln] = wt

    unsup_sents = [d["sentence"] for ln in lines for d in lines[ln]["defects"] if d["kind"] == "unsupported"]
    for u in c["unsupported"]:
        if draft.count(u) != 1:
            err(f"unsupported {u!r} occurs {draft.count(u)} times in draft")
        if not any(u in s for s in unsup_sents):
            err(f"unsupported {u!r} not inside an unsupported sentence")
        i = draft.find(u)
        if not (spans["244"][0] <= i < spans["246"][1]):
            err(f"unsupported {u!r} not in line 244/246")
        for fn, t in ev_text.items():
            if u in t:
                err(f"unsupported {u!r} found in evidence {fn}")
        ds, rest = find_dates(u, fy)
        for d, _ in ds:
            if d in ev_dates:
                err(f"unsupported date {u!r} is in the evidence")
        for v, _ in draft_numbers(rest, lang):
            if v in ev_nums:
                err(f"unsupported value {v} of {u!r} occurs as a number in the evidence")
    if len(unsup_sents) != len(c["unsupported"]):
        err("one unsupported string per unsupported sentence expected")

    out_year_sents = [d["sentence"] for d in lines["244"]["defects"] if d["kind"] == "date_outside_year"]
    unsup_spans = []
    for u in c["unsupported"]:
        i = draft.find(u)
        if i >= 0:
            unsup_spans.append((i, i + len(u)))
    in_unsup = lambda a, b: any(us <= a and b <= ue for us, ue in unsup_spans)
    for ln in ("244", "246"):
        s, e, _ = spans[ln]
        body = draft[s:e]
        dates, masked = find_dates(body, fy)
        for m in re.finditer(r"\b(%s) (\d{1,2})\b|\b(\d{1,2}|1er) (%s)\b" % (EN_M, FR_M), masked, re.I):
            err(f"line {ln}: date {m[0]!r} without year does not fall in the fiscal year")
        for d, (a, b) in dates:
            if in_unsup(s + a, s + b):
                continue
            in_out = any(draft.find(x) <= s + a and s + b <= draft.find(x) + len(x) for x in out_year_sents)
            if isinstance(d, tuple):
                if d not in ev_months:
                    err(f"line {ln}: month {d} not in evidence")
                if not (fy[0].replace(day=1) <= dt.date(d[0], d[1], 1) <= fy[1]):
                    err(f"line {ln}: month {d} outside the fiscal year")
                continue
            if d not in ev_dates:
                err(f"line {ln}: date {body[a:b]!r} ({d}) not in evidence")
            inside = fy[0] <= d <= fy[1]
            if ln == "244" and in_out and inside:
                err(f"date_outside_year sentence holds an in-year date {d}")
            if not in_out and not inside:
                err(f"line {ln}: date {d} outside the fiscal year without a defect")
        for v, (a, b) in draft_numbers(masked, lang):
            if in_unsup(s + a, s + b):
                continue
            if v not in ev_nums:
                err(f"line {ln}: figure {body[a:b]!r} not in evidence")
        for v, unit, tok, (a, b) in draft_unit_tokens(masked, lang):
            if in_unsup(s + a, s + b):
                continue
            if (v, unit) in ev_units:
                continue
            if any(csv_unit_ok(fn, t, v, unit) for fn, t in ev_text.items()):
                continue
            err(f"line {ln}: {tok!r} (= {v} {unit}) not found with that unit in the evidence")
    for sent in out_year_sents:
        ds, _ = find_dates(sent, fy)
        if not any(isinstance(d, dt.date) and not (fy[0] <= d <= fy[1]) and d in ev_dates for d, _ in ds):
            err("date_outside_year sentence has no outside-year date found in evidence")

    folder = os.path.join(HERE, name)
    if os.path.isdir(folder):
        shutil.rmtree(folder)
    os.makedirs(os.path.join(folder, "evidence"))
    for fn, t in ev_text.items():
        with open(os.path.join(folder, "evidence", fn), "w", encoding="utf-8", newline="\n") as f:
            f.write(t)
    out = {
        "name": name,
        "language": lang,
        "fiscal_year": {"start": c["fy"][0], "end": c["fy"][1]},
        "draft": draft,
        "lines": lines,
        "unsupported": c["unsupported"],
    }
    with open(os.path.join(folder, "case.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(out, f, ensure_ascii=False, indent=2)
        f.write("\n")
    return out


def main():
    errors = []
    kinds = Counter()
    clean = 0
    n_unsup = 0
    for c in CASES:
        out = check_and_write(c, errors)
        ks = []
        for ln, v in out["lines"].items():
            if v["clean"]:
                clean += 1
            for d in v["defects"]:
                kinds[d["kind"]] += 1
                ks.append(f"{ln}:{d['kind']}")
        n_unsup += len(out["unsupported"])
        print(f"{c['name']:34s} words {c.get('_wc')}  {ks}  unsupported={out['unsupported']}")
    print(f"\n{len(CASES)} cases, {sum(kinds.values())} defects, {clean} clean lines, {n_unsup} unsupported figures")
    for k in sorted(KINDS):
        print(f"  {k:20s} {kinds[k]}")
    if errors:
        print("\nERRORS:")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("all checks passed")


# ==================================================================================================
# Cases
# ==================================================================================================

# 1 ------------------------------------------------------------------------------------------------
case(
    name="en_potash_evaporator_scaling",
    language="en",
    fy=("2024-01-01", "2024-12-31"),
    title="Saltcoats Process Engineering Inc. — Saskatoon, Saskatchewan\n"
          "Project PE-4: seeded-slurry operation of a vapour-compression evaporator on solution-mining brine\n"
          "Taxation year ended December 31, 2024",
    heads={"242": "LINE 242 — TECHNOLOGICAL UNCERTAINTIES\n\n",
           "244": "LINE 244 — WORK PERFORMED IN THE TAX YEAR\n\n",
           "246": "LINE 246 — TECHNOLOGICAL ADVANCEMENTS\n\n"},
    bodies={
        "242": """
Potash solution mines in Saskatchewan pump hot brine out of the Prairie Evaporite and concentrate it by evaporation before potassium chloride is crystallized. The brine is saturated in sodium chloride and carries dissolved calcium sulphate, which deposits as a hard scale on the heater tubes of the evaporator. At the mine where we work, the heater loses a third of its heat-transfer coefficient in about a week and must be taken off line for a boil-out.

In desalination, calcium sulphate scale is controlled by seeded-slurry operation: seed crystals are kept in suspension so that the salt grows on them rather than on the tubes. That practice was developed for sea water and cooling-tower blowdown, below 100 °C and at a small fraction of our salt content. We did not know which calcium sulphate phase would deposit at the boiling temperature of a brine saturated in sodium chloride, and therefore which seed, gypsum or anhydrite, would offer a growth surface that dissolved calcium would prefer to the tube wall. Published solubility data for calcium sulphate in concentrated mixed chloride brines stop well below saturation in sodium chloride, so the supersaturation driving the scale could not be calculated. We also did not know whether seed crystals would survive the recirculation pump and the flashing at the heater outlet, or be ground into fines that no longer offer enough surface, nor what seed concentration would be needed in a brine where halite also crystallizes. Finally, phosphonate antiscalants are normally dosed alongside seed in water treatment; whether they would help or hinder growth on the seed in this brine was unknown.
""",
        "244": """
All trials were run on a pilot mechanical vapour-compression evaporator treating 1.5 m³/h of brine drawn from the mine's feed line, with the same tube material and boiling temperature as the plant heater. Fouling was followed through the overall heat-transfer coefficient U, calculated every hour from flows and temperatures; a run ended when U fell to 2.0 kW/m²·K.

January 22: a reference run without seed started at a U of 2.9 kW/m²·K and reached the end point after 6 days. X-ray diffraction of the tube scale, reported on February 13, showed 78% anhydrite, the rest being halite, and no gypsum.

March 5: our hypothesis was that anhydrite, the phase stable at 110 °C, would only grow on a seed of the same phase. To test the alternative first, we ran with gypsum seed at 10 g/L. The gypsum had dissolved within 3 h of reaching the heater, and the run reached the end point after 7 days, no better than the reference. Gypsum seeding was abandoned.

April 16: anhydrite seed, ground from plant scale, at 10 g/L extended the run to 19 days.

June 4: at 25 g/L of anhydrite seed the run lasted 31 days, but the median seed size fell from 42 µm to 12 µm within 5 days, and the scaled tube area at the end was similar to that of the 10 g/L run. We concluded that pump attrition was destroying the seed surface faster than it grew.

August 13: a hydrocyclone was installed on the recirculation loop to return coarse seed to the evaporator and purge fines. The median seed size held at 35 µm and the run lasted 48 days, ending only because of a planned shutdown.

October 8: adding a phosphonate antiscalant at 5 mg/L to the seeded slurry shortened the run to 17 days. Surface analysis showed the phosphonate adsorbed on the anhydrite seed, blocking its growth, so seed and antiscalant should not be combined in this brine.

In October, the evaporator shell and heater were also opened for the inspection required under the provincial pressure vessel regulations, a systematic wall-thickness and weld investigation that confirmed the soundness of our experimental design.

December 10: a repeat of the hydrocyclone run without antiscalant was started to confirm the 48-day result; at year end it was still above the end point after 22 days.
""",
        "246": """
We established that seeded-slurry operation can control calcium sulphate scale in a vapour-compression evaporator boiling a brine saturated in sodium chloride at 110 °C, provided the seed is the phase that actually deposits and its surface is protected from attrition. The scale at this temperature was anhydrite, and gypsum seed, the usual choice in desalination, dissolved within 3 h and gave no benefit (7 days against 6 for the unseeded reference). Anhydrite seed extended the run to 19 days at 10 g/L. Raising the seed load to 25 g/L was not sufficient on its own, because the recirculation pump ground the median seed size from 42 µm to 12 µm; returning coarse seed with a hydrocyclone held it at 35 µm and gave a run of 48 days. Seeded operation also significantly reduced the specific energy consumption of the compressor. A second finding runs against common water-treatment practice: a phosphonate antiscalant at 5 mg/L adsorbed on the seed and shortened the run to 17 days, so seed and antiscalant are incompatible in this brine. The solubility of anhydrite at these salt concentrations is still not known well enough to predict the seed load needed for a different brine.
""",
    },
    defects=[
        ("244", "routine",
         "In October, the evaporator shell and heater were also opened for the inspection required under the provincial pressure vessel regulations, a systematic wall-thickness and weld investigation that confirmed the soundness of our experimental design."),
        ("246", "unmeasured",
         "Seeded operation also significantly reduced the specific energy consumption of the compressor."),
    ],
    unsupported=[],
    evidence={
        "pe4_pilot_log.md": """
# PE-4 pilot evaporator log (R. Dube, process eng.; K. Olafson, operator)

Pilot MVC evaporator, 1.5 m3/h brine from the mine feed line. Boiling temp 110 °C, tube material as plant heater.
U calculated hourly from flows and temperatures. End point of a run: U = 2.0 kW/m2K.

2024-01-22  Run R0, no seed. U at start 2.9. End point after 6 days.
2024-02-13  XRD of R0 tube scale (external lab): anhydrite 78%, balance halite, no gypsum detected.
2024-03-05  Run R1, gypsum seed 10 g/L. Hypothesis (RD): anhydrite is the stable phase at 110 °C, will only
            grow on anhydrite seed; test gypsum first as the alternative. Gypsum dissolved within 3 h of
            reaching the heater. End point after 7 days. Gypsum seeding dropped.
2024-04-16  Run R2, anhydrite seed (ground plant scale) 10 g/L. 19 days.
2024-06-04  Run R3, anhydrite 25 g/L. 31 days. Median seed size 42 um -> 12 um within 5 days.
            Scaled tube area at end similar to R2. Conclusion: pump attrition destroys seed surface.
2024-08-13  Hydrocyclone on recirculation loop (coarse back, fines purged). Run R4. Median seed 35 um.
            48 days, stopped for planned shutdown.
2024-10-08  Run R5 = R4 + phosphonate antiscalant 5 mg/L. 17 days. Surface analysis: phosphonate adsorbed
            on seed, blocks growth.
2024-12-10  Run R6 = R4 repeat, no antiscalant. Still above end point on 2024-12-31, 22 days in.
""",
        "pe4_runs.csv": """
run,start,seed,seed_g/L,antiscalant_mg/L,run_days,median_seed_um
R0,2024-01-22,none,0,0,6,
R1,2024-03-05,gypsum,10,0,7,
R2,2024-04-16,anhydrite,10,0,19,
R3,2024-06-04,anhydrite,25,0,31,12
R4,2024-08-13,anhydrite + hydrocyclone,25,0,48,35
R5,2024-10-08,anhydrite + hydrocyclone,25,5,17,
""",
        "pe4_email_vessel_inspection.txt": """
From: Dale Kowalchuk (maintenance planner)
To: Rob Dube
Date: 2024-09-17
Subject: pilot evaporator - pressure vessel inspection

Rob,
Heads up: the pilot evaporator is registered as a pressure vessel like the plant units, and its in-service
inspection certificate comes up for renewal. The authorized inspector is booked for the week of October 21.
We'll open the shell and heater for the usual visual, UT wall-thickness and weld checks. This is the standard
certificate inspection we do on every registered vessel, nothing to do with your trials, but please plan the
shutdown around it.
Dale
""",
    },
)

# 2 ------------------------------------------------------------------------------------------------
case(
    name="en_ltc_radar_fall_detection",
    language="en",
    fy=("2024-04-01", "2025-03-31"),
    title="Northbridge Sensing Inc. (Halifax, Nova Scotia)\n"
          "SR&ED project NB-2 — Fall detection in long-term care bathrooms with a ceiling-mounted radar\n"
          "Fiscal period April 1, 2024 to March 31, 2025",
    heads={"242": "Question 1 – What scientific or technological uncertainties did you attempt to overcome?\n\n",
           "244": "Question 2 – What work did you perform in the tax year to overcome the scientific or "
                  "technological uncertainties described above?\n\n",
           "246": "Question 3 – What scientific or technological advancements did you achieve or attempt to "
                  "achieve as a result of the work described above?\n\n"},
    bodies={
        "242": """
Most falls in long-term care happen in the resident's bathroom, where cameras are not acceptable and pendants are often not worn. A ceiling-mounted radar sees moving reflectors, not images. Our breakthrough, industry-leading FallSense engine tracks the point cloud of a commercially available 60 GHz radar module at 20 frames per second to follow the position and height of each person in the room.

Radar fall detectors described in the literature were tested in open rooms with plasterboard walls and young volunteers. A care-home bathroom is a small room lined with ceramic tile, mirrors and stainless-steel grab bars, all strong reflectors, and we did not know whether the ghost targets created by multipath reflections could be separated from the real person in a space barely larger than the radar's own resolution. A running shower fills part of the room with moving water droplets, and it was unknown whether their Doppler signature would mask or mimic a falling body. The movements that matter are also ambiguous: a resident sitting down heavily on the toilet, a resident being lowered to the floor by a caregiver and a true fall all involve a fast loss of height, and we did not know which features of the track, such as the rate of descent, the posture after the event or the time spent at floor level, would separate them. The partner home specified no more than one false alarm per room per week, since staff stop responding to a system that alarms more often, and it was not known whether that could be reached without missing slow falls, in which a frail resident slides down a wall.
""",
        "244": """
Development used a mock bathroom built in our Halifax lab to the dimensions of the partner home's rooms, with tiled walls, a toilet, a grab bar and a working shower. Falls were staged by two trained volunteers on padded flooring. Sensitivity is the share of staged falls detected; false alarms are counted per room per day of normal activity.

April 23, 2024: baseline tests with a height-threshold tracker detected 30 of 34 staged falls (88%), but produced 4.2 false alarms per room-day whenever the shower was running. Our hypothesis was that falling water droplets form a cluster of points with a narrow downward velocity that a body does not have.

June 11: a filter rejecting points in the shower zone whose radial velocity matched the droplet band reduced false alarms to 0.9 per room-day, with no change in sensitivity.

July 30: ghost tracks, produced by reflections from the tile and the grab bar, were present in 17% of frames. A mask built from the measured room geometry, which rejects tracks that appear outside the walls or behind the mirror, reduced them to 2%.

September 17: we staged 20 controlled lowerings of a volunteer to the floor by a caregiver; the tracker classified 9 of them as falls. We then tested the hypothesis that a fall is followed by a stillness at floor level that an assisted lowering is not. Requiring 20 s of dwell below 0.5 m before alarming reduced the misclassified lowerings to 2 of 20, at the cost of a later alert.

October 29: heavy sitting on the toilet (40 trials) produced no false alarm once the dwell rule was applied.

December 2: the system was installed in 12 resident bathrooms of the partner home in Dartmouth for a six-week pilot, with the consent of the residents or their substitute decision-makers. Every alarm was checked by staff against the home's incident reports.

January 20, 2025: during the pilot, 7 real falls occurred and 6 were detected. False alarms averaged 0.6 per room per week, below the home's limit of one. The missed fall was a slow slide down the grab bar lasting about 40 s, which never met the descent-rate trigger.

March 11: replaying the pilot recordings with a second trigger based on cumulative height loss over 60 s detected the slow slide without adding a false alarm in the replay; this trigger has not yet been tested live.
""",
        "246": """
We established that a ceiling-mounted radar can detect falls in a tiled care-home bathroom at a false-alarm rate acceptable to staff, and we identified which signals make this possible. Running water did not mimic a fall once points with the narrow downward velocity of droplets were rejected (false alarms fell from 4.2 to 0.9 per room-day), and multipath ghosts from tile and steel could be removed with a mask built from the measured room geometry (from 17% to 2% of frames). The fast loss of height that the literature treats as the signature of a fall proved insufficient on its own: it confused 9 of 20 assisted lowerings with falls, whereas 20 s of stillness at floor level separated them in all but 2 cases. In the six-week pilot in 12 bathrooms, the system detected 6 of the 7 real falls with a median alert delay of 31 s and averaged 0.6 false alarms per room per week. The fall it missed showed a limit of triggers based on descent rate: a slow slide lasting about 40 s does not produce one. A trigger on cumulative height loss over 60 s caught it in replay, but whether it stays free of false alarms in live use remains to be shown.
""",
    },
    defects=[
        ("242", "marketing",
         "Our breakthrough, industry-leading FallSense engine tracks the point cloud of a commercially available 60 GHz radar module at 20 frames per second to follow the position and height of each person in the room."),
        ("246", "unsupported",
         "In the six-week pilot in 12 bathrooms, the system detected 6 of the 7 real falls with a median alert delay of 31 s and averaged 0.6 false alarms per room per week."),
    ],
    unsupported=["31 s"],
    evidence={
        "nb2_lab_notebook.md": """
# NB-2 lab notebook (A. MacLeod, signal processing; J. Osei, test lead)

Mock bathroom (Halifax lab), same dimensions as partner home rooms: tiled walls, toilet, grab bar, working shower.
Radar: off-the-shelf 60 GHz module, point cloud at 20 frames/s. Falls staged by 2 trained volunteers on padded floor.
Sensitivity = staged falls detected / staged falls. False alarms per room per day of normal activity.

## 2024-04-23
Baseline height-threshold tracker: 30/34 staged falls detected (88%). Shower running: 4.2 false alarms per room-day.
Hypothesis (AM): droplets = point cluster with narrow downward velocity band; a body does not have that.

## 2024-06-11
Shower-zone filter on radial velocity (droplet band). False alarms 0.9 per room-day. Sensitivity unchanged.

## 2024-07-30
Ghost tracks (tile + grab bar multipath) in 17% of frames. Room-geometry mask (outside walls / behind mirror): 2%.

## 2024-09-17
20 controlled lowerings by a caregiver: 9 classified as falls.
Hypothesis: fall -> stillness at floor level, assisted lowering -> no. Rule: 20 s dwell below 0.5 m before alarm.
Result: 2 of 20 lowerings misclassified. Alert comes later.

## 2024-10-29
Heavy sitting on toilet, 40 trials, dwell rule on: 0 false alarms.

## 2024-12-02
Installed in 12 resident bathrooms, partner home (Dartmouth), 6-week pilot. Consent from residents or substitute
decision-makers. Staff check every alarm against incident reports.

## 2025-03-11
Replay of pilot recordings with 2nd trigger: cumulative height loss over 60 s. Slow slide detected, 0 added false
alarms in replay. Not tested live yet.
""",
        "nb2_pilot_results_email.txt": """
From: Colleen Fraser, Director of Care
To: Jonas Osei
Date: 2025-01-20
Subject: Radar pilot - results from our side

Hi Jonas,
Here is our tally for the pilot in the 12 bathrooms, checked against our incident reports:
- Real falls: 7. Detected by the radar: 6.
- Median delay from the fall to the alert on the nurses' phones: 27 s.
- False alarms: 0.6 per room per week on average, so under the limit of 1 per room per week we gave you.
- The missed fall: Mrs. D., slow slide down the grab bar, about 40 s from standing to floor.
Colleen
""",
    },
)

# 3 ------------------------------------------------------------------------------------------------
case(
    name="en_canola_straw_door_panel",
    language="en",
    fy=("2024-08-01", "2025-07-31"),
    title="Red River Biocomposites Ltd. — Winnipeg, Manitoba\n"
          "Project RRB-5: canola straw / polypropylene substrate for compression-moulded door panels\n"
          "Fiscal year August 1, 2024 – July 31, 2025",
    heads={"242": "1. Line 242 – Scientific or technological uncertainties\n\n",
           "244": "2. Line 244 – Work performed\n\n",
           "246": "3. Line 246 – Scientific or technological advancements\n\n"},
    bodies={
        "242": """
Interior door panels of many vehicles are moulded from mats of natural fibre, usually kenaf or hemp, blended with polypropylene fibre; the mat is heated, pressed and bonded to a decorative skin in one stroke. Manitoba produces large amounts of canola straw that is burned or left on the fields, and our customer, a tier-1 supplier of interior trim, asked whether it could replace imported kenaf. Its specification sets a minimum flexural modulus, a maximum fogging condensate under SAE J1756 and a maximum odour rating, because interior parts release volatiles into the cabin.

Canola straw differs from bast fibres in ways that have not been studied for this process. Its fibres are short, come from the woody core of the stem as well as from its bark, and carry a waxy cuticle. We did not know whether polypropylene, even with a maleated coupling agent, could wet and bond to that waxy surface within the heating cycle of a production press, or whether the wax would have to be removed first, and by what means that would not weaken the fibre. The straw also holds residual seed oil and sugars, which could degrade at the mat temperature into volatiles that condense on the windshield; it was unknown whether fogging would be driven by these extractives, by the coupling agent or by the polypropylene itself, and therefore what treatment could control it. Finally, short fibres give less stiffness than long ones, and we did not know whether a straw mat could reach the flexural modulus of a kenaf mat at the same areal weight.
""",
        "244": """
Mats were formed on a pilot carding and needle-punching line at our plant and pressed on a 400-tonne production press at the customer's Winnipeg facility. Flexural modulus was measured to ISO 14125, fogging to SAE J1756 (gravimetric, 16 h at 100 °C) and odour by the customer's trained panel on its 1-6 scale.

July 22, 2024: a first lot of straw from two farms near Portage la Prairie was hammer-milled and screened, giving fibre bundles with a median length of 11 mm.

August 27: mats of 50% straw and 50% polypropylene fibre gave a flexural modulus of 1.6 GPa, against 2.4 GPa for the kenaf reference and a required minimum of 2.0 GPa. Fracture surfaces showed clean fibre pull-out with no polymer on the straw. Our hypothesis was that the cuticle wax prevented wetting even with 3% maleated polypropylene.

October 15: an alkaline wash (2% sodium hydroxide, 1 h at 60 °C) removed most of the wax and the modulus rose to 2.2 GPa, but the washed straw had to be dried, which adds a step. A hot-water wash at 90 °C gave only 1.9 GPa.

January 21: the fogging condensate of unwashed mats was 3.8 mg against a limit of 2.0 mg, and a mat of alkaline-washed straw gave 1.4 mg, showing that fogging came from the straw extractives rather than from the polypropylene. Our hypothesis was that sugars and residual oil, which the wash removes, caused both the fogging and the odour.

November 26: straw stored outdoors over a season was compared with fresh straw; without any wash, weathered straw gave 2.0 GPa and a fogging condensate of 1.7 mg, suggesting that field retting removes the same components as the alkaline wash.

March 18: a mat combining weathered straw with 30% of longer fibre from the screened fraction reached 2.3 GPa, with a fogging condensate of 1.6 mg and an odour rating of 3, within specification.

June 10: forty door panels were pressed on the production line with a 60 s heating cycle; all met the customer's dimensional tolerance and none showed delamination of the skin.
""",
        "246": """
We established that canola straw can replace kenaf in a compression-moulded door-panel substrate, and that the obstacle was the straw's surface and extractives rather than its short fibre. Untreated straw bonded poorly to polypropylene even with 3% coupling agent (1.6 GPa against the 2.0 GPa minimum), because the cuticle wax prevented wetting; removing it raised the modulus to 2.2 GPa with an alkaline wash, but only to 1.9 GPa with hot water. Fogging was caused by the straw's extractives and not by the polymer: condensate fell from 3.8 mg to 1.4 mg once they were washed out. The most useful finding was that straw weathered in the field for a season behaves like washed straw (2.0 GPa and 1.7 mg without treatment), which removes the washing and drying steps. Adding 30% of the longer screened fibre brought the modulus to 2.3 GPa, with 1.6 mg of condensate and an odour rating of 3. The results convinced our customer to nominate Red River as the substrate supplier for a new crossover program, and the supply agreement signed in June is the largest contract in our history. The effect of weathering varies with the season and the field, and we have not yet established how to measure it on incoming bales.
""",
    },
    defects=[
        ("244", "date_outside_year",
         "July 22, 2024: a first lot of straw from two farms near Portage la Prairie was hammer-milled and screened, giving fibre bundles with a median length of 11 mm."),
        ("244", "not_chronological",
         "November 26: straw stored outdoors over a season was compared with fresh straw; without any wash, weathered straw gave 2.0 GPa and a fogging condensate of 1.7 mg, suggesting that field retting removes the same components as the alkaline wash."),
        ("246", "not_advancement",
         "The results convinced our customer to nominate Red River as the substrate supplier for a new crossover program, and the supply agreement signed in June is the largest contract in our history."),
    ],
    unsupported=[],
    evidence={
        "rrb5_trial_log.txt": """
RRB-5 trial log - T. Fehr (materials), S. Chartrand (process)

Test methods: flexural modulus ISO 14125; fogging SAE J1756 gravimetric, 16 h at 100 °C; odour = customer panel, 1-6 scale.
Press: customer's 400-tonne production press, Winnipeg.

2024-07-22  Straw lot 1 (two farms, Portage la Prairie area). Hammer mill + screen. Median bundle length 11 mm.
2024-08-27  50% straw / 50% PP fibre, 3% MAPP. Modulus 1.6 GPa (kenaf ref 2.4 GPa, spec min 2.0 GPa).
            Fracture: clean pull-out, no PP on straw. Hypothesis (TF): cuticle wax blocks wetting.
2024-10-15  Alkaline wash 2% NaOH, 1 h at 60 °C: most wax removed, 2.2 GPa. Needs drying (extra step).
            Hot-water wash 90 °C: 1.9 GPa.
2024-11-26  Weathered straw (stored outdoors one season) vs fresh, no wash: 2.0 GPa, fogging 1.7 mg.
            Looks like field retting removes the same stuff as the wash.
2025-01-21  Fogging: unwashed mats 3.8 mg (limit 2.0 mg); alkaline-washed straw 1.4 mg -> extractives, not PP.
            Hypothesis: sugars + residual oil -> fogging and odour.
2025-03-18  Weathered straw + 30% long fibre from screened fraction: 2.3 GPa, fogging 1.6 mg, odour 3. In spec.
2025-06-10  40 door panels on production line, heating cycle 60 s. All within dimensional tolerance, no skin delamination.
""",
        "rrb5_mat_results.csv": """
date,mat,modulus_GPa,fogging_mg,odour_1to6
2024-08-27,50% straw raw + 3% MAPP,1.6,,
2024-10-15,alkaline washed,2.2,,
2024-10-15,hot-water washed,1.9,,
2024-11-26,weathered no wash,2.0,1.7,
2025-01-21,raw,,3.8,4.5
2025-01-21,alkaline washed,,1.4,3.5
2025-03-18,weathered + 30% long fibre,2.3,1.6,3
""",
        "rrb5_customer_spec_email.txt": """
From: Priya Natarajan (materials engineer, interior trim)
To: Tom Fehr
Date: 2024-08-06
Subject: RRB-5 substrate - our spec

Tom,
For the straw substrate to be considered as a kenaf replacement, it must meet our current door-substrate spec:
- flexural modulus (ISO 14125) minimum 2.0 GPa at the same areal weight as the kenaf mat
- fogging (SAE J1756, gravimetric) maximum 2.0 mg
- odour maximum 3.5 on our panel's 1-6 scale
Production heating cycle on the press is 60 s, so the mat has to consolidate in that time.
Priya
""",
    },
)

# 4 ------------------------------------------------------------------------------------------------
case(
    name="en_call_audio_card_redaction",
    language="en",
    fy=("2024-07-01", "2025-06-30"),
    title="Tidewater Voice Analytics Inc., Moncton, New Brunswick\n"
          "Project TVA-9: redaction of spoken payment card numbers in bilingual call recordings\n"
          "Fiscal year ending June 30, 2025",
    heads={"242": "What scientific or technological uncertainties did you attempt to overcome?\n\n",
           "244": "What work did you perform in the tax year to overcome the scientific or technological "
                  "uncertainties described in Line 242?\n\n",
           "246": "What scientific or technological advancements did you achieve or attempt to achieve as a "
                  "result of the work described in Line 244?\n\n"},
    bodies={
        "242": """
Contact centres that take payments by phone must keep payment card numbers out of their call recordings and transcripts under the PCI Data Security Standard. Our goal for the year was to become the first PCI-compliant bilingual speech analytics vendor in Atlantic Canada and to sign two banks and a telecom carrier that had asked for automatic redaction before renewing their contracts.

Redaction products on the market either pause the recording when the agent opens the payment screen, which fails whenever a caller reads a card number at another moment of the call, or search the transcript for digit strings, which depends on the speech recognizer writing the digits correctly. In New Brunswick, many callers switch between French and English within a single number ("quatre-cinq-one-two"), read digits in pairs or in groups of four, and say "oh" or "zéro" for zero; commercial recognizers trained on one language at a time often transcribe such sequences as words of the other language or drop digits. We did not know whether the digits missing from the best transcript were still recoverable from the recognizer's alternative hypotheses (the word lattice), nor whether a checksum on card numbers would be enough to separate them from phone, account and order numbers without muting large parts of the conversation. It was also unknown how precisely the start and end of a spoken number could be located in the audio: the word timestamps of commercial recognizers are not designed for this, and a mute that starts a fraction of a second late lets the first digits be heard. Finally, we did not know whether a model tuned on one contact centre's telephone audio would keep its accuracy in another centre with a different codec and a different mix of callers.
""",
        "244": """
Development used 1,200 recorded calls from the contact centre of a consenting client, annotated by hand for every spoken payment card number; 412 calls contained at least one card number. Three measures were followed: recall (share of spoken card digits that were muted), over-redaction (share of non-sensitive audio muted) and leakage (share of redactions in which a card digit was still audible).

2024-07-16: a baseline that searched the best transcript of a commercial recognizer for strings of 13 to 19 digits reached a recall of 81.5%. Most misses were digits transcribed as words of the other language. Our hypothesis was that the correct digits were still present among the recognizer's alternative hypotheses.

2024-09-03: searching the word lattice for digit sequences that pass the Luhn checksum raised recall to 94.2%, but over-redaction reached 3.1% of the audio, mainly phone and order numbers that happened to pass the checksum.

2024-10-22: 23% of the card numbers in the set had been read in a mix of French and English. A single digit model trained on 60 h of bilingual digit speech recorded by volunteers raised recall to 97.6%.

2024-12-10: measurement of the mute boundaries showed recognizer timestamps off by up to 380 ms, and a digit remained audible in 7% of redactions. Phone-level forced alignment of each detected sequence, with 150 ms of padding, brought leakage down to 0.4%.

2025-02-18: a classifier using the words around each number ("card", "expiry", "carte", "date d'expiration") suppressed most non-card numbers: over-redaction fell from 3.1% to 0.8%, while recall moved from 97.6% to 97.3%.

2025-04-29: on 300 held-out calls from a second contact centre using a different codec at 8 kHz, without retraining, recall was 95.9% and over-redaction 1.1%.

2025-06-17: numbers interrupted by the agent ("one moment, please") had a recall of 88%, against 98% for numbers read without a pause. Allowing gaps of up to 4 s inside a sequence raised recall on interrupted numbers to 95%.
""",
        "246": """
We established that spoken payment card numbers can be redacted from bilingual call recordings without relying on the moment the agent opens a payment screen, by searching the recognizer's word lattice rather than its best transcript and by locating each number in the audio at the level of phones. The first finding is that the digits a commercial recognizer fails to write are, in most cases, not lost: they remain among its alternative hypotheses, and searching the lattice for sequences that pass the Luhn checksum raised recall from 81.5% to 94.2%. The checksum alone, however, is a poor filter in real conversations, because about one random number in ten passes it, and phone and order numbers pushed over-redaction to 3.1% of the audio; the words around the number, in either language, proved a much better cue, cutting over-redaction to 0.8% for a loss of recall from 97.6% to 97.3%. The second finding concerns code-switching. Card numbers read in a mix of French and English, 23% of the set, were the main source of misses, and a single digit model trained on 60 h of bilingual digit speech, rather than two monolingual models, raised recall to 97.6%. The third concerns timing: recognizer word timestamps were off by up to 380 ms, enough to let a digit be heard in 7% of redactions, whereas phone-level forced alignment with 150 ms of padding reduced leakage to 0.4%. The approach transferred without retraining to a second contact centre using a different codec at 8 kHz, with a recall of 95.9% and an over-redaction of 1.1%, which indicates that the lattice search and the context classifier do not depend on one centre's audio. The failures were as informative as the successes. Pausing the recording on screen events, the method of existing products, cannot be made reliable, since callers read numbers at unpredictable moments; the best transcript alone cannot reach the recall needed; and numbers interrupted by the agent need their own rule, since their recall was only 88%, against 98% for uninterrupted numbers, until gaps of up to 4 s were allowed, which brought it to 95%. We have not yet determined whether the gap rule increases over-redaction on calls in which several numbers are read one after another, nor how the lattice search behaves with strong regional accents, which were rare in both contact centres.
""",
    },
    defects=[
        ("242", "not_uncertainty",
         "Our goal for the year was to become the first PCI-compliant bilingual speech analytics vendor in Atlantic Canada and to sign two banks and a telecom carrier that had asked for automatic redaction before renewing their contracts."),
        ("246", "over_limit",
         "We established that spoken payment card numbers can be redacted from bilingual call recordings without relying on the moment the agent opens a payment screen, by searching the recognizer's word lattice rather than its best transcript and by locating each number in the audio at the level of phones."),
    ],
    unsupported=[],
    evidence={
        "tva9_experiment_log.md": """
# TVA-9 experiment log (N. LeBlanc, ML lead; R. Arsenault, data)

Dev set: 1200 recorded calls, consenting client contact centre, hand-annotated card numbers. 412 calls contain >= 1 card number.
Measures: recall = card digits muted / card digits spoken; over-redaction = non-sensitive audio muted / total audio;
leakage = redactions with a card digit still audible / redactions.

Tuesday 16 July 2024 - Baseline: regex for 13-19 digit strings on the 1-best of the commercial ASR. Recall 81.5%.
Misses mostly digits written as words of the other language. Hypothesis (NL): correct digits are in the lattice.

Tuesday 3 September 2024 - Lattice search + Luhn checksum. Recall 94.2%, over-redaction 3.1% (phone/order numbers passing Luhn).

Tuesday 22 October 2024 - 23% of card numbers read in mixed FR/EN. Single bilingual digit model, 60 h of digit speech
(volunteer recordings). Recall 97.6%.

Tuesday 10 December 2024 - Mute boundaries: ASR word timestamps off by up to 380 ms; digit audible in 7% of redactions.
Phone-level forced alignment + 150 ms padding: leakage 0.4%.

Tuesday 18 February 2025 - Context classifier (card, expiry, carte, date d'expiration...). Over-redaction 3.1% -> 0.8%,
recall 97.6% -> 97.3%.

Tuesday 29 April 2025 - Second contact centre, 300 held-out calls, different codec, 8 kHz, no retraining:
recall 95.9%, over-redaction 1.1%.

Tuesday 17 June 2025 - Numbers interrupted by the agent: recall 88% vs 98% uninterrupted. Gap tolerance up to 4 s
inside a sequence: interrupted recall 95%.
""",
        "tva9_results.csv": """
date,config,test_set,recall_pct,over_redaction_pct,leakage_pct
2024-07-16,1-best regex,dev,81.5,,
2024-09-03,lattice + Luhn,dev,94.2,3.1,
2024-10-22,bilingual digit model,dev,97.6,3.1,7
2024-12-10,forced alignment 150 ms pad,dev,97.6,3.1,0.4
2025-02-18,context classifier,dev,97.3,0.8,0.4
2025-04-29,no retraining,centre 2,95.9,1.1,
""",
    },
)

# 5 ------------------------------------------------------------------------------------------------
case(
    name="en_haskap_juice_colour",
    language="en",
    fy=("2023-11-01", "2024-10-31"),
    title="Boreal Berry Works Ltd. — Melfort, Saskatchewan\n"
          "SR&ED claim for the fiscal year November 1, 2023 to October 31, 2024\n"
          "Project HB-3: colour stability of not-from-concentrate haskap juice without added colour",
    heads={"242": "**242 — Scientific or technological uncertainty**\n\n",
           "244": "**244 — Work performed**\n\n",
           "246": "**246 — Scientific or technological advancement**\n\n"},
    bodies={
        "242": """
Haskap is a honeysuckle berry grown on the Prairies since hardy cultivars were released by the University of Saskatchewan, and we press the berries into a not-from-concentrate juice. Its vivid, jewel-toned colour, the signature of our award-winning premium juice that health-conscious shoppers love, comes from cyanidin-3-glucoside, an anthocyanin that degrades quickly in storage: within a few weeks at room temperature the juice turns from purple-red to a dull brown. Producers of other berry juices stabilize colour with added colourants, such as black carrot concentrate, or with sulphites, neither of which we want to use.

The degradation of anthocyanins in juices is well described for grape, cranberry and blackcurrant, but haskap differs in two ways that made the published stabilization methods unreliable. Its anthocyanin profile is dominated by a single compound, so there is little of the natural copigmentation between different pigments that protects colour in grape juice; and it is unusually rich in ascorbic acid, which in the presence of oxygen generates hydrogen peroxide and is known to accelerate anthocyanin loss. We did not know which of these pathways controlled the colour loss of our juice, and therefore whether removing dissolved oxygen, adding a copigment, or both, would slow it. Plant copigments such as rosmarinic acid stabilize anthocyanins in model solutions, but it was unknown whether they would work at the pH and ascorbic acid content of haskap juice, or at what dose they would start to add astringency. We also did not know whether an extract of haskap leaves, a by-product of pruning, would act as a copigment, and whether accelerated storage would predict colour loss at refrigerated temperatures.
""",
        "244": """
Juice was pressed from frozen berries of the 2023 harvest, adjusted to the same soluble solids, hot-filled at 85 °C in 300 mL glass bottles and stored in the dark. Anthocyanins were measured by the pH-differential method, and colour loss is reported as the half-life of total anthocyanins in accelerated storage at 35 °C.

November 14, 2023: the control juice (pH 3.1, 6.2 mg/L of dissolved oxygen at filling) had an anthocyanin half-life of 19 days.

January 9, 2024: our hypothesis was that oxidation involving ascorbic acid was the main pathway. Nitrogen sparging before filling lowered dissolved oxygen to 0.5 mg/L and extended the half-life to 31 days, while juice with half of its ascorbic acid removed by ion exchange, but filled with oxygen, reached only 22 days. Oxygen acting through ascorbic acid, rather than ascorbic acid alone, was driving the loss.

February 27: rosmarinic acid added at 0.2 g/L to non-sparged juice gave a half-life of 27 days and raised colour intensity at 520 nm by 14%, the sign of copigmentation.

April 16: combining sparging with 0.2 g/L of rosmarinic acid gave a half-life of 52 days. At 0.4 g/L the trained panel detected astringency in a triangle test, so the dose was kept at 0.2 g/L.

June 4: an extract of pruned haskap leaves at 0.5 g/L, combined with sparging, gave a half-life of 46 days, without astringency.

July 23: to check whether accelerated storage predicts refrigerated storage, half-lives at 25 °C and 35 °C were used to estimate an activation energy of 71 kJ/mol, from which a retention of 80% after 24 weeks at 4 °C was predicted for the sparged and copigmented juice.

In parallel, each pilot lot was sent to an accredited laboratory for the nutrition facts table analysis and the best-before date verification needed for retail labelling, work that provided an additional experimental validation of our formulations.

October 8: real-time storage at 4 °C confirmed the prediction; after 24 weeks the sparged and copigmented juice retained 78% of its anthocyanins, against 49% for the control.
""",
        "246": """
We established that the colour loss of haskap juice is driven mainly by oxygen acting through the juice's ascorbic acid, and that it can be slowed without added colourants by combining deoxygenation with a plant copigment. Removing dissolved oxygen extended the anthocyanin half-life at 35 °C from 19 to 31 days, whereas halving the ascorbic acid with oxygen still present gave only 22 days, which ruled out ascorbic acid alone as the cause and ion exchange as a remedy. Rosmarinic acid acted as a copigment in haskap juice despite its single dominant anthocyanin, raising colour intensity by 14% and, with deoxygenation, bringing the half-life to 48 days; its dose is limited to 0.2 g/L by astringency. An extract of pruned haskap leaves, a by-product of our own orchards, gave 46 days at 0.5 g/L without astringency. Accelerated storage proved a usable predictor: the activation energy of 71 kJ/mol measured between 25 °C and 35 °C predicted a retention of 80% after 24 weeks at 4 °C, and real-time storage gave 78%, against 49% for the control. The method applies to juice pressed from berries that do not meet fresh-market grade, the fruit normally used for juice. We do not yet know which compounds of the leaf extract act as copigments.
""",
    },
    defects=[
        ("242", "marketing",
         "Its vivid, jewel-toned colour, the signature of our award-winning premium juice that health-conscious shoppers love, comes from cyanidin-3-glucoside, an anthocyanin that degrades quickly in storage: within a few weeks at room temperature the juice turns from purple-red to a dull brown."),
        ("244", "unsupported",
         "April 16: combining sparging with 0.2 g/L of rosmarinic acid gave a half-life of 52 days."),
        ("244", "routine",
         "In parallel, each pilot lot was sent to an accredited laboratory for the nutrition facts table analysis and the best-before date verification needed for retail labelling, work that provided an additional experimental validation of our formulations."),
    ],
    unsupported=["52 days"],
    evidence={
        "hb3_lab_notebook.txt": """
HB-3 lab notebook - K. Thiessen (food scientist)

Juice: frozen berries, 2023 harvest, standardized soluble solids, hot-fill 85 °C, 300 mL glass, dark storage.
Anthocyanins: pH-differential. Half-life of total anthocyanins, accelerated storage 35 °C unless noted.

2023-11-14  Control: pH 3.1, DO at filling 6.2 mg/L. Half-life 19 days.
2024-01-09  Hypothesis: ascorbic acid oxidation pathway. N2 sparging, DO 0.5 mg/L: 31 days.
            Half ascorbic acid removed (ion exchange), not sparged: 22 days. -> oxygen via ascorbic acid.
2024-02-27  Rosmarinic acid 0.2 g/L, not sparged: 27 days. Colour intensity at 520 nm +14% (copigmentation).
2024-04-16  Sparged + rosmarinic 0.2 g/L: 48 days. At 0.4 g/L panel detects astringency (triangle test) -> keep 0.2 g/L.
2024-06-04  Haskap leaf extract (pruning by-product) 0.5 g/L + sparging: 46 days. No astringency.
2024-07-23  Ea from 25 °C and 35 °C half-lives: 71 kJ/mol. Predicted retention at 4 °C after 24 weeks: 80%
            (sparged + copigmented).
2024-10-08  Real-time 4 °C, 24 weeks: sparged + copigmented retains 78%, control 49%.
""",
        "hb3_half_lives.csv": """
date,treatment,storage_C,half_life_days
2023-11-14,control,35,19
2024-01-09,sparged,35,31
2024-01-09,half ascorbic removed,35,22
2024-02-27,rosmarinic 0.2 g/L,35,27
2024-04-16,sparged + rosmarinic 0.2 g/L,35,48
2024-06-04,sparged + leaf extract 0.5 g/L,35,46
""",
        "hb3_email_label_testing.txt": """
From: Client services, Prairie Food Analytical (accredited laboratory)
To: K. Thiessen
Date: 2024-03-12
Subject: Quote - nutrition facts panel and best-before verification

Hello Karin,
As requested, we will run the standard nutrition facts table panel (energy, fat, sodium, carbohydrate, sugars,
protein, vitamin C) and a best-before verification (microbiology and sensory at end of shelf life) on each
pilot lot you send, so the data can go on your retail labels. Turnaround is 10 business days.
Best regards
""",
    },
)

# 6 ------------------------------------------------------------------------------------------------
case(
    name="en_oyster_hatchery_carbonate",
    language="en",
    fy=("2024-10-01", "2025-09-30"),
    title="Baynes Sound Shellfish Hatchery Ltd. — Fanny Bay, British Columbia\n"
          "Project BSH-2: real-time carbonate chemistry control of hatchery seawater for Pacific oyster larvae\n"
          "Taxation year: October 1, 2024 – September 30, 2025",
    heads={"242": "L242 — Technological uncertainty\n",
           "244": "L244 — Work performed\n",
           "246": "L246 — Technological advancement\n"},
    bodies={
        "242": """
Our hatchery produces Pacific oyster seed for shellfish farms along the coast. Larvae are reared in seawater drawn from an intake well below the surface, and in late summer, or when winds drive upwelling, that water becomes corrosive: its aragonite saturation state falls towards or below 1, and larvae cannot build their first shell in the two days after fertilization. Several hatcheries in the Pacific Northwest add sodium carbonate or bicarbonate to raise the saturation state, but they dose by hand after alkalinity analyses that take a day, while the intake water changes within hours. Our customers plan their planting on our delivery dates, so a lost larval run cannot be made up later in the season.

We wanted to control the saturation state of the incoming water continuously, and the uncertainties were chemical and biological. The saturation state cannot be measured directly; it is calculated from two carbonate-system variables, and the only measurements available continuously at a reasonable cost are pH, temperature and salinity. We did not know whether the alkalinity of our intake water was stable enough to be estimated from salinity, as has been shown for some open-ocean waters but not for a coastal inlet fed by rivers, nor what error in the saturation state that estimate would produce. We did not know whether sodium carbonate, which raises the saturation state with less chemical than bicarbonate, could be dosed without creating zones of very high pH at the injection point, where calcium carbonate precipitates on tank walls and removes the very ions we add. Finally, it was not known whether larvae need buffered water throughout the larval period or only while the first shell forms, which determines how much water must be treated.
""",
        "244": """
Trials were run in the larval room with 200 L bench tanks, then on the production system. The aragonite saturation state (Ω) was calculated from pH, temperature and salinity, with alkalinity estimated from salinity. The share of normal D-stage larvae, those with a complete straight-hinged shell, was counted 48 h after fertilization.

Oct. 22, 2024: continuous monitoring of the intake began. Over the winter, Ω ranged from 0.9 to 2.4.

Dec. 3: our hypothesis was that the alkalinity of the intake water follows salinity closely enough to compute Ω from continuous pH, temperature and salinity. For 28 bottle samples analysed for alkalinity and dissolved inorganic carbon by an external laboratory, the Ω calculated from the sensors differed from the bottle values by 0.12 on average.

Jan. 21, 2025: bicarbonate dosing to an Ω of 3.0 in three bench tanks gave 86% normal D-stage larvae, against 54% in untreated tanks at Ω 1.3.

Mar. 11: sodium carbonate reached the same Ω with less chemical, but raised the pH at the dosing point to 8.45, and a white calcium carbonate deposit covered the walls of the mixing tank after 9 days. Carbonate dosing without pre-dilution was ruled out, and bicarbonate was kept.

Apr. 29: to test whether buffering is needed only while the first shell forms, tanks buffered for the first 48 h only gave 84% normal larvae, against 86% with continuous buffering; survival to day 14 was 61% and 63% respectively.

June 17: an automatic loop adjusting the bicarbonate pump from the sensor values was commissioned on the production system.

June 26: during an upwelling event that brought the intake Ω down to 0.8, the loop held the treated water between 2.9 and 3.2.

Sept. 9: over the season's 11 production spawns, all buffered for the first 48 h only, normal D-stage larvae averaged 83%, and bicarbonate use was 58% lower than it would have been with continuous buffering.
""",
        "246": """
We established that the aragonite saturation state of coastal hatchery water can be controlled continuously from pH, temperature and salinity alone, and that larvae need the treated water only while their first shell forms. The alkalinity of our intake water followed salinity closely enough for the saturation state calculated from the sensors to differ from bottle analyses by 0.12 on average, which is small compared with the gap between corrosive intake water (as low as 0.8) and the target of 3.0. Bicarbonate dosing to that target raised the share of normal D-stage larvae from 54% to 86%. Sodium carbonate, although it needs less chemical, was ruled out: at the dosing point it raised the pH to 8.45, and calcium carbonate precipitated on the tank walls within 9 days. Buffering only for the first 48 h gave nearly the same result as continuous buffering (84% against 86% normal larvae, 61% against 63% survival to day 14), and over 11 production spawns it gave 83% normal larvae with 58% less bicarbonate. The control loop held the treated water between 2.9 and 3.2 during an upwelling event. The relation between salinity and alkalinity was established on winter and spring water; whether it holds during the autumn rains, when river water of a different alkalinity enters the inlet, has not yet been tested.
""",
    },
    defects=[],
    unsupported=[],
    evidence={
        "bsh2_hatchery_log.md": """
# BSH-2 hatchery log (L. Nakamura, hatchery manager; E. Sandhu, water chemistry)

Bench tanks 200 L, larval room. Omega (aragonite) from pH + T + S, alkalinity estimated from salinity.
Normal D-stage = complete straight-hinge shell, counted 48 h after fertilization.

2024-10-22  Intake monitoring started (pH, T, S, 1 reading/min). Winter range of Omega: 0.9 to 2.4.
2024-12-03  Hypothesis (ES): intake alkalinity tracks salinity -> Omega computable from sensors.
            28 bottle samples (TA + DIC, external lab): mean abs. difference sensor Omega vs bottle Omega 0.12.
2025-01-21  NaHCO3 dosing to Omega 3.0, 3 bench tanks: 86% normal D. Untreated (Omega 1.3): 54%.
2025-03-11  Na2CO3 dosing: same Omega with less chemical, pH at dosing point 8.45, white CaCO3 deposit on mixing tank
            walls after 9 days. Carbonate without pre-dilution ruled out; stay with bicarbonate.
2025-04-29  Buffered first 48 h only: 84% normal D (continuous 86%). Survival to day 14: 61% vs 63%.
2025-06-17  Automatic bicarbonate dosing loop commissioned on production system.
2025-06-26  Upwelling: intake Omega down to 0.8; treated water held 2.9 to 3.2.
2025-09-09  Season summary: 11 production spawns, all buffered 48 h only. Mean normal D 83%.
            Bicarbonate use 58% lower than with continuous buffering (calc. from pump logs).
""",
        "bsh2_bench_trials.csv": """
date,treatment,omega,normal_D_pct,survival_day14_pct
2025-01-21,untreated,1.3,54,
2025-01-21,bicarbonate continuous,3.0,86,
2025-04-29,bicarbonate continuous,3.0,86,63
2025-04-29,bicarbonate first 48 h,3.0,84,61
""",
    },
)

# 7 ------------------------------------------------------------------------------------------------
case(
    name="fr_ventilation_poulaillers_ammoniac",
    language="fr",
    fy=("2024-01-01", "2024-12-31"),
    title="Ventilation Agri-Nord inc. — Saint-Hyacinthe (Québec)\n"
          "Projet VA-3 : commande de la ventilation minimale des poulaillers à partir de capteurs d'ammoniac à bas coût\n"
          "Année d'imposition 2024 (du 1er janvier au 31 décembre 2024)",
    heads={"242": "### Ligne 242 : incertitudes technologiques\n\n",
           "244": "### Ligne 244 : travaux effectués\n\n",
           "246": "### Ligne 246 : avancées technologiques\n\n"},
    bodies={
        "242": """
En hiver, les poulaillers de poulets à griller du Québec sont ventilés au minimum pour limiter la consommation de propane, mais l'ammoniac dégagé par la litière s'accumule alors et nuit à la santé des oiseaux et des travailleurs. Les contrôleurs actuels règlent la ventilation minimale selon l'âge des oiseaux et la température, sans mesurer l'ammoniac. Notre objectif pour l'année était de lancer un contrôleur vendu sous notre marque aux intégrateurs avicoles du Québec et de l'Ontario et de l'installer dans une cinquantaine de poulaillers avant la fin de 2025.

Des capteurs électrochimiques d'ammoniac à bas coût sont offerts sur le marché, mais ils ont été conçus pour des alarmes de sécurité dans des locaux propres et secs. Dans un poulailler, l'air est chargé de poussière, l'humidité relative est élevée et de la condensation se forme sur les surfaces froides en hiver. Nous ignorions si la dérive de ces capteurs dans ces conditions touchait surtout leur zéro, qu'une purge périodique à l'air extérieur pourrait corriger sur place, ou aussi leur sensibilité, qui exigerait un gaz étalon. Nous ne savions pas non plus si la hausse d'ammoniac pouvait être anticipée : l'ammoniac provient de la dégradation de l'acide urique dans une litière humide, avec un délai qui dépend de la température et du pH de la litière, et aucune relation publiée ne permettait de prévoir ce délai à partir de mesures disponibles en continu, comme la consommation d'eau et l'humidité de l'air entrant et sortant. Enfin, il n'était pas établi qu'une commande qui augmente la ventilation avant la hausse d'ammoniac, plutôt qu'après, puisse maintenir la concentration sous 20 ppm sans accroître la consommation de propane, puisque chaque mètre cube d'air froid admis doit être réchauffé.
""",
        "244": """
Les essais ont eu lieu dans deux poulaillers d'un producteur partenaire de Saint-Félix-de-Valois, qui élève environ 18 000 poulets par lot, en lots de 35 jours. Six capteurs électrochimiques ont été comparés en continu à un analyseur photoacoustique de référence installé au centre de chaque bâtiment.

23 janvier : au premier lot, l'écart entre les capteurs et l'analyseur a augmenté de 6 ppm en 10 jours, et 2 des 6 capteurs ont cessé de répondre à cause de la condensation. Notre hypothèse était que la dérive portait sur le zéro et pouvait être corrigée par une purge à l'air extérieur, où l'ammoniac est pratiquement absent.

5 mars : une vanne aspirant l'air extérieur pendant 4 minutes toutes les 6 heures a servi à recaler le zéro, et les boîtiers ont été chauffés à 5 °C au-dessus de l'air ambiant. Sur 30 jours, l'écart moyen avec l'analyseur est passé de 5,8 ppm à 1,3 ppm, sans nouvelle panne due à la condensation.

14 mai : après 60 jours, la sensibilité des capteurs avait toutefois baissé de 18 %, ce que la purge ne corrige pas. Un étalonnage au gaz étalon de 25 ppm tous les 30 jours a ramené l'écart à 1,1 ppm.

9 juillet : un bilan hydrique calculé à partir de l'eau bue et de l'humidité de l'air entrant et sortant a permis d'estimer l'humidité de la litière; la hausse d'ammoniac suivait la hausse de cette humidité avec un délai de 9 à 14 heures selon la température de la litière.

17 septembre : une commande prédictive augmentant la ventilation minimale 3 heures avant la hausse prévue a été comparée, sur un lot complet, à la commande habituelle du poulailler voisin. L'ammoniac a dépassé 20 ppm pendant 4 % du temps, contre 19 %, et la consommation de propane a été inférieure de 6 %. La commande prédictive a aussi nettement amélioré la qualité de la litière et l'état des coussinets plantaires des oiseaux.

26 novembre : sur un lot élevé par des températures extérieures descendant à −15 °C, le temps au-dessus de 20 ppm est resté à 5 %.
""",
        "246": """
Nous avons établi que des capteurs électrochimiques d'ammoniac à bas coût peuvent commander la ventilation d'un poulailler en hiver, à condition de traiter séparément deux dérives de nature différente. La dérive du zéro, rapide dans un air humide et poussiéreux, se corrige sur place par une purge de 4 minutes à l'air extérieur toutes les 6 heures : l'écart moyen avec l'analyseur de référence est passé de 5,8 ppm à 1,3 ppm, et le chauffage des boîtiers à 5 °C au-dessus de l'air ambiant a éliminé les pannes dues à la condensation. La perte de sensibilité, de 18 % en 60 jours, exige en revanche un étalonnage au gaz étalon tous les 30 jours, qui ramène l'écart à 1,1 ppm; la purge seule ne suffit donc pas. Nous avons aussi montré que la hausse d'ammoniac peut être anticipée : elle suit de 9 à 14 heures la hausse de l'humidité de la litière estimée par bilan hydrique. Une commande qui ventile 3 heures avant la hausse prévue a réduit le temps au-dessus de 20 ppm de 19 % à 4 %, avec 6 % moins de propane que la commande habituelle, et le résultat a tenu (5 %) par −15 °C. Le délai entre l'humidité et l'ammoniac dépend de la température de la litière d'une façon que nous n'avons pas encore modélisée, et la commande n'a été validée que dans deux bâtiments d'un même producteur.
""",
    },
    defects=[
        ("242", "not_uncertainty",
         "Notre objectif pour l'année était de lancer un contrôleur vendu sous notre marque aux intégrateurs avicoles du Québec et de l'Ontario et de l'installer dans une cinquantaine de poulaillers avant la fin de 2025."),
        ("244", "unmeasured",
         "La commande prédictive a aussi nettement amélioré la qualité de la litière et l'état des coussinets plantaires des oiseaux."),
    ],
    unsupported=[],
    evidence={
        "journal_essais_VA-3.md": """
# VA-3 — Journal des essais (J. Tremblay, ing. ; A. Gosselin, technicienne)

Site : 2 poulaillers, producteur partenaire, Saint-Félix-de-Valois. Environ 18 000 poulets par lot, lots de 35 jours.
6 capteurs électrochimiques NH3 vs analyseur photoacoustique de référence (centre de chaque bâtiment).

## 2024-01-23
Lot 1 : écart capteurs/analyseur +6 ppm en 10 jours. 2 des 6 capteurs muets (condensation).
Hypothèse (JT) : dérive du zéro -> purge à l'air extérieur (NH3 ~ 0).

## 2024-03-05
Vanne d'air extérieur : 4 min toutes les 6 h, recalage du zéro. Boîtiers chauffés à +5 °C au-dessus de l'ambiant.
Sur 30 jours : écart moyen 5,8 ppm -> 1,3 ppm. Plus de panne de condensation.

## 2024-05-14
Après 60 jours : sensibilité -18 %. La purge ne corrige pas ça. Gaz étalon 25 ppm tous les 30 jours : écart 1,1 ppm.

## 2024-07-09
Bilan hydrique (eau bue + humidité air entrant/sortant) -> humidité de litière estimée.
Hausse de NH3 décalée de 9 à 14 h après la hausse d'humidité de litière (selon température de litière).

## 2024-09-17
Commande prédictive (ventilation minimale augmentée 3 h avant la hausse prévue) vs commande habituelle, bâtiment voisin,
lot complet. NH3 > 20 ppm : 4 % du temps (prédictive) vs 19 % (habituelle). Propane : -6 % pour la prédictive.

## 2024-11-26
Lot d'hiver, extérieur jusqu'à -15 °C : temps > 20 ppm = 5 %.
""",
        "resultats_lots_VA-3.csv": """
date_fin_lot;batiment;commande;temps_NH3_sup_20ppm_pct;propane_relatif_pct
2024-09-17;B1;predictive;4;94
2024-09-17;B2;habituelle;19;100
2024-11-26;B1;predictive;5;
""",
    },
)

# 8 ------------------------------------------------------------------------------------------------
case(
    name="fr_bleuets_sauvages_infrarouge",
    language="fr",
    fy=("2024-04-01", "2025-03-31"),
    title="Bleuets Boréals du Lac inc. — Dolbeau-Mistassini\n"
          "Projet BB-2 : prétraitement infrarouge de la pellicule des bleuets sauvages avant séchage\n"
          "Exercice financier du 1er avril 2024 au 31 mars 2025",
    heads={"242": "« Ligne 242 » – Incertitudes scientifiques ou technologiques\n\n",
           "244": "« Ligne 244 » – Travail effectué\n\n",
           "246": "« Section 246 — Avancées scientifiques ou technologiques »\n\n"},
    bodies={
        "242": """
Le bleuet sauvage du Lac-Saint-Jean est récolté en août et surtout vendu congelé. Sécher le bleuet entier est difficile parce que sa pellicule est recouverte d'une cuticule cireuse presque imperméable à la vapeur d'eau : à l'air chaud, le fruit met près d'une journée à sécher, et ses anthocyanes se dégradent pendant ce temps. L'industrie contourne le problème en infusant les fruits dans un sirop de sucre ou en les trempant dans une solution alcaline qui fissure la cuticule, deux procédés que nous voulions éviter pour produire un bleuet séché sans sucre ajouté ni traitement chimique.

Nous voulions savoir si un chauffage infrarouge bref pouvait fissurer la cuticule de l'intérieur : en chauffant rapidement la pulpe sous la pellicule, l'eau vaporisée pourrait créer une surpression qui ouvre des microfissures. Les lampes infrarouges offertes sur le marché servent à blanchir des légumes, mais aucune donnée publiée ne décrivait la réponse d'une baie entière et cireuse de moins d'un centimètre. Nous ignorions s'il existait un intervalle entre l'intensité qui fissure la cuticule et celle qui fait éclater le fruit et lui fait perdre son jus, et si cet intervalle serait assez large pour des fruits de tailles et de maturités variées, comme le sont ceux d'un bleuet sauvage récolté à la machine. Nous ne savions pas non plus si les microfissures resteraient ouvertes pendant le séchage ou se refermeraient à mesure que la pellicule se rétracte, ni si le gain de temps de séchage se traduirait par une meilleure rétention des anthocyanes. Enfin, la plus grande partie de la récolte est congelée dès la cueillette, et il n'était pas établi que la congélation, qui endommage déjà les cellules, laisse au prétraitement un effet utile.
""",
        "244": """
Les essais ont été faits sur un séchoir pilote à air chaud à 70 °C, précédé d'un tunnel à lampes infrarouges au-dessus d'un convoyeur vibrant. Le séchage était arrêté à une activité de l'eau de 0,60. Les fruits fissurés et éclatés étaient comptés à la loupe sur des échantillons de 200 fruits, et les anthocyanes dosées par la méthode du pH différentiel.

18 mars 2024 : des bleuets congelés de la récolte précédente, séchés à l'air chaud sans prétraitement, ont mis 22 h à atteindre l'activité de l'eau visée.

7 mai : notre hypothèse était qu'une impulsion infrarouge brève porte la pulpe sous la pellicule à ébullition avant que la chaleur atteigne le centre du fruit. Une impulsion de 10 s, amenant la surface à 95 °C, a fissuré 38 % des fruits, mais en a fait éclater 12 %.

18 juin : trois impulsions de 6 s séparées par 20 s de repos ont fissuré 71 % des fruits pour 4 % d'éclatement, le repos laissant la chaleur se répartir sans que la surface dépasse 95 °C.

27 août : sur des bleuets frais de la récolte 2024, le prétraitement en trois impulsions a ramené le séchage à 9,5 h. La rétention des anthocyanes a atteint 68 %, contre 51 % pour le séchage à l'air chaud seul. L'observation au microscope a montré que les fissures restaient ouvertes à mi-séchage.

15 octobre : sur une couche de 2 cm, l'écart d'activité de l'eau entre le dessus et le dessous de la couche était de 0,09 en fin de séchage; le retournement de la couche à mi-séchage l'a ramené à 0,03.

4 février 2025 : sur des bleuets congelés, le prétraitement a fissuré 88 % des fruits et le séchage a pris 8 h, mais la perte de jus au dégel a atteint 9 % de la masse, contre 3 % pour les fruits frais prétraités.
""",
        "246": """
Nous avons établi qu'une série d'impulsions infrarouges brèves peut ouvrir la cuticule cireuse du bleuet sauvage sans produit chimique, à condition de laisser la chaleur se répartir entre les impulsions. Une impulsion unique de 10 s fissurait 38 % des fruits mais en faisait éclater 12 %; trois impulsions de 6 s séparées par 20 s de repos en ont fissuré 71 % pour 4 % d'éclatement. Ce prétraitement, une percée qui place notre entreprise à l'avant-garde mondiale du séchage des petits fruits, a ramené le séchage à 70 °C de 22 h à 9,5 h et porté la rétention des anthocyanes de 51 % à 68 %. Les fissures restent ouvertes pendant le séchage, ce qui écarte l'hypothèse d'une refermeture de la pellicule à mesure qu'elle se rétracte. Le retournement de la couche à mi-séchage réduit l'écart d'activité de l'eau entre le dessus et le dessous de 0,09 à 0,03. Sur des fruits congelés, le prétraitement fissure 88 % des fruits et le séchage prend 8 h, mais la perte de jus au dégel, de 9 % de la masse contre 3 % pour les fruits frais, montre que l'ordre des opérations compte : il faudrait prétraiter avant la congélation, ce qui reste à vérifier.
""",
    },
    defects=[
        ("244", "date_outside_year",
         "18 mars 2024 : des bleuets congelés de la récolte précédente, séchés à l'air chaud sans prétraitement, ont mis 22 h à atteindre l'activité de l'eau visée."),
        ("246", "marketing",
         "Ce prétraitement, une percée qui place notre entreprise à l'avant-garde mondiale du séchage des petits fruits, a ramené le séchage à 70 °C de 22 h à 9,5 h et porté la rétention des anthocyanes de 51 % à 68 %."),
    ],
    unsupported=[],
    evidence={
        "carnet_essais_BB-2.txt": """
BB-2 - Carnet d'essais (M.-È. Girard, technologue ; P. Bouchard, resp. production)

Séchoir pilote air chaud 70 °C, tunnel IR au-dessus d'un convoyeur vibrant. Arrêt du séchage à aw 0,60.
Comptage fissurés / éclatés à la loupe sur 200 fruits. Anthocyanes : pH différentiel.

2024-03-18  Bleuets congelés (récolte précédente), air chaud seul, sans prétraitement : 22 h pour aw 0,60.
2024-05-07  Hypothèse (MÈG) : impulsion IR brève -> ébullition de la pulpe sous la pellicule avant que le centre chauffe.
            Impulsion 10 s, surface 95 °C : 38 % fissurés, 12 % éclatés.
2024-06-18  3 impulsions de 6 s, repos 20 s : 71 % fissurés, 4 % éclatés. Surface ne dépasse pas 95 °C.
2024-08-27  Bleuets frais, récolte 2024, 3 impulsions : séchage 9,5 h. Rétention anthocyanes 68 % (air chaud seul : 51 %).
            Microscope : fissures encore ouvertes à mi-séchage.
2024-10-15  Couche de 2 cm : écart aw dessus/dessous 0,09 en fin de séchage ; avec retournement à mi-séchage 0,03.
2025-02-04  Bleuets congelés + prétraitement : 88 % fissurés, séchage 8 h. Perte de jus au dégel 9 % de la masse
            (frais prétraités : 3 %).
""",
        "comptages_BB-2.csv": """
date;traitement;fissures_pct;eclates_pct;sechage_h;retention_anthocyanes_pct
2024-03-18;aucun (congelés);;;22;
2024-05-07;1 impulsion 10 s;38;12;;
2024-06-18;3 impulsions 6 s;71;4;;
2024-08-27;3 impulsions 6 s (frais);;;9,5;68
2024-08-27;aucun (frais);;;;51
2025-02-04;3 impulsions 6 s (congelés);88;;8;
""",
    },
)

# 9 ------------------------------------------------------------------------------------------------
case(
    name="fr_anodes_precuites_resonance",
    language="fr",
    fy=("2023-10-01", "2024-09-30"),
    title="Anodica inc. — Jonquière (Saguenay)\n"
          "Projet AN-4 : détection en ligne des fissures internes des anodes précuites par résonance acoustique\n"
          "Exercice financier du 1er octobre 2023 au 30 septembre 2024",
    heads={"242": "Ligne 242 – Quelles incertitudes scientifiques ou technologiques avez-vous tenté de surmonter ?\n\n",
           "244": "Ligne 244 – Quel travail avez-vous effectué au cours de l'année d'imposition pour surmonter les "
                  "incertitudes scientifiques ou technologiques décrites à la ligne 242 ?\n\n",
           "246": "Ligne 246 – Quelles avancées scientifiques ou technologiques avez-vous réalisées ou tenté de "
                  "réaliser à la suite du travail décrit à la ligne 244 ?\n\n"},
    bodies={
        "242": """
Les alumineries de la région utilisent des anodes précuites, des blocs de carbone d'environ une tonne fabriqués à partir de coke de pétrole, de brai et de mégots d'anodes recyclés, puis cuits pendant plusieurs jours dans de grands fours à chambres. Pendant la cuisson, le dégagement des matières volatiles du brai et les gradients thermiques provoquent parfois des fissures internes, invisibles en surface. Une anode fissurée peut se rompre dans la cuve d'électrolyse : le bloc tombe dans le bain, la cuve est perturbée pendant plusieurs heures et son rendement chute. Aujourd'hui, les fissures internes ne sont découvertes que par le carottage d'une petite fraction des anodes, ce qui laisse passer presque toutes les anodes défectueuses.

La résonance acoustique sert à contrôler des pièces coulées en série : on frappe la pièce, on mesure ses fréquences propres, et une fissure, en réduisant la rigidité locale, abaisse certaines de ces fréquences. Cette méthode n'avait jamais été appliquée à des anodes, et plusieurs incertitudes empêchaient de savoir si elle fonctionnerait. D'abord, le carbone cuit est un matériau poreux et hétérogène dont la masse volumique varie d'une anode à l'autre; nous ignorions si l'effet d'une fissure sur les fréquences propres dépasserait celui de ces variations normales, ou s'il faudrait trouver une grandeur insensible à la masse volumique. Ensuite, les anodes portent des trous où s'insèrent les tourillons de la tige de suspension, et nous ne savions pas si les fissures qui partent de ces trous, les plus fréquentes selon l'aluminerie, modifieraient les modes de vibration mesurables depuis une seule position de frappe. Nous ignorions également si les fréquences utiles pourraient être mesurées près d'un convoyeur dont les vibrations et le bruit couvrent une partie du spectre, et si la mesure pouvait se faire dans le temps de cycle de la ligne, sans arrêt supplémentaire. Enfin, la correspondance entre un écart de fréquence et la gravité réelle d'une fissure n'était pas connue : nous ne savions pas quelle taille de fissure produit un écart mesurable, ni si toutes les fissures détectées conduisent à une rupture en cuve, ce qui déterminait le seuil de rejet à retenir pour ne pas écarter inutilement des anodes saines, dont chacune représente un coût important pour l'aluminerie et une perte de carbone qu'il faut recycler.
""",
        "244": """
Les essais ont été faits au centre de carbone d'une aluminerie partenaire du Saguenay. Chaque anode était frappée par un marteau instrumenté et le son enregistré par un microphone; l'état réel des anodes était établi par découpe à la scie. La sensibilité est la part des anodes fissurées que la mesure détecte.

16 novembre 2023 : sur 60 anodes cuites, dont 14 fissurées, la fréquence du premier mode de flexion était en moyenne plus basse de 4 % pour les anodes fissurées, mais les variations de masse volumique produisaient à elles seules des écarts de ±3 %. Un seuil sur cette fréquence détectait 9 des 14 anodes fissurées, avec 6 fausses alarmes. Notre hypothèse était que le rapport entre les fréquences des deux premiers modes, qui dépendent de la même façon de la masse volumique, y serait insensible.

25 janvier 2024 : avec ce rapport, 12 des 14 anodes fissurées ont été détectées, avec 2 fausses alarmes.

14 mars : un marteau automatique a été installé au poste de pesée du convoyeur. Le bruit du convoyeur en marche masquait les modes au-dessus de 5 kHz; en frappant pendant l'arrêt de l'anode sur la balance, la mesure prenait 8 s, ce qui est compatible avec le cycle de 45 s de la ligne.

2 mai : mise en service en ligne. En un mois, 2 840 anodes ont été mesurées et 57 signalées; la découpe de 20 de ces anodes a confirmé une fissure dans 17 cas.

11 juillet : 3 anodes rompues en cuve n'avaient pas été signalées, et toutes présentaient une fissure partant d'un trou de tourillon. Une seconde position de frappe, sur la face opposée aux trous, a été ajoutée.

5 septembre : sur 40 anodes, dont 10 avec une fissure partant d'un trou de tourillon, la mesure à deux positions en a détecté 9, sans fausse alarme sur les 30 anodes saines.

Tout au long de l'année, le laboratoire de l'aluminerie a aussi prélevé des carottes d'anodes selon son programme habituel de contrôle de la qualité (masse volumique, résistivité électrique, réactivité à l'air et au CO2), une campagne d'échantillonnage systématique qui a alimenté notre démarche expérimentale.
""",
        "246": """
Nous avons établi que la résonance acoustique peut détecter les fissures internes des anodes précuites sur une ligne de production, à condition de s'appuyer sur le rapport des fréquences des deux premiers modes plutôt que sur une fréquence isolée. La fréquence du premier mode ne suffit pas : les variations normales de masse volumique (±3 %) sont du même ordre que l'effet d'une fissure (4 %), et un seuil sur cette fréquence ne détectait que 9 des 14 anodes fissurées, avec 6 fausses alarmes, contre 12 sur 14 et 2 fausses alarmes avec le rapport des fréquences. La mesure doit se faire à l'arrêt : le bruit du convoyeur en marche masque les modes au-dessus de 5 kHz, mais une frappe au poste de pesée prend 8 s, dans le cycle de 45 s de la ligne. En production, 17 des 20 anodes signalées et découpées étaient fissurées. Une seule position de frappe ne voit pas les fissures qui partent des trous de tourillons; une seconde position en a détecté 9 sur 10, sans fausse alarme. Grâce à ces résultats, l'aluminerie partenaire a décidé d'équiper ses deux lignes de scellement de notre système et nous a accordé un contrat de service de cinq ans, une première pour une PME de la région. Le lien entre l'écart de fréquence mesuré et le risque de rupture en cuve reste à établir.
""",
    },
    defects=[
        ("242", "over_limit",
         "Les alumineries de la région utilisent des anodes précuites, des blocs de carbone d'environ une tonne fabriqués à partir de coke de pétrole, de brai et de mégots d'anodes recyclés, puis cuits pendant plusieurs jours dans de grands fours à chambres."),
        ("244", "unsupported",
         "14 mars : un marteau automatique a été installé au poste de pesée du convoyeur."),
        ("244", "routine",
         "Tout au long de l'année, le laboratoire de l'aluminerie a aussi prélevé des carottes d'anodes selon son programme habituel de contrôle de la qualité (masse volumique, résistivité électrique, réactivité à l'air et au CO2), une campagne d'échantillonnage systématique qui a alimenté notre démarche expérimentale."),
        ("246", "not_advancement",
         "Grâce à ces résultats, l'aluminerie partenaire a décidé d'équiper ses deux lignes de scellement de notre système et nous a accordé un contrat de service de cinq ans, une première pour une PME de la région."),
    ],
    unsupported=["14 mars"],
    evidence={
        "registre_essais_AN-4.md": """
# AN-4 — Registre des essais (S. Harvey, ing. vibrations ; D. Lapointe, technicien)

Centre de carbone de l'aluminerie partenaire. Marteau instrumenté + microphone. Vérité terrain : découpe à la scie.
Sensibilité = anodes fissurées détectées / anodes fissurées.

## 2023-11-16
60 anodes cuites, dont 14 fissurées (découpe). Fréquence du 1er mode de flexion : -4 % en moyenne pour les fissurées ;
variations de masse volumique seules : ±3 %. Seuil sur f1 : 9 des 14 détectées, 6 fausses alarmes.
Hypothèse (SH) : le rapport f2/f1 dépend de la même façon de la masse volumique -> insensible.

## 2024-01-25
Rapport f2/f1 : 12 des 14 détectées, 2 fausses alarmes.

## 2024-03-07
Marteau automatique installé au poste de pesée du convoyeur. Convoyeur en marche : modes > 5 kHz masqués.
Frappe pendant l'arrêt sur la balance : 8 s par mesure, cycle de la ligne 45 s -> compatible.

## 2024-05-02
Mise en service en ligne. Premier mois : 2840 anodes mesurées, 57 signalées. 20 découpées : 17 fissurées.

## 2024-07-11
3 anodes rompues en cuve, non signalées : fissure partant d'un trou de tourillon dans les 3 cas.
Ajout d'une 2e position de frappe (face opposée aux trous).

## 2024-09-05
40 anodes dont 10 avec fissure partant d'un trou de tourillon : 9 détectées (2 positions). 0 fausse alarme sur les 30 saines.
""",
        "courriel_labo_qualite.txt": """
De : Nathalie Simard, chef du laboratoire de contrôle de la qualité (aluminerie)
À : Simon Harvey
Date : 2023-10-19
Objet : Carottes d'anodes

Bonjour Simon,
Comme tu le demandais, je t'enverrai chaque mois les résultats de notre programme régulier de carottage : c'est le
contrôle qualité habituel que nous faisons depuis des années sur un petit échantillon d'anodes cuites (masse volumique
apparente, résistivité électrique, réactivité à l'air et au CO2). Rien de nouveau de notre côté, ce sont les mêmes
analyses de routine.
Nathalie
""",
    },
)

# 10 -----------------------------------------------------------------------------------------------
case(
    name="fr_registres_paroissiaux_manuscrits",
    language="fr",
    fy=("2024-07-01", "2025-06-30"),
    title="Archivage Numérique Laurentides inc. (Saint-Jérôme)\n"
          "Projet ANL-6 — Reconnaissance de l'écriture manuscrite des registres paroissiaux québécois du XIXe siècle\n"
          "Exercice du 1er juillet 2024 au 30 juin 2025",
    heads={"242": "Question 1 – Quelles incertitudes scientifiques ou technologiques avez-vous tenté de surmonter ?\n\n",
           "244": "Question 2 – Quel travail avez-vous effectué au cours de l'année d'imposition pour surmonter les "
                  "incertitudes scientifiques ou technologiques décrites ci-dessus ?\n\n",
           "246": "Question 3 – Quelles avancées scientifiques ou technologiques avez-vous réalisées ou tenté de "
                  "réaliser à la suite du travail décrit ci-dessus ?\n\n"},
    bodies={
        "242": """
Les registres de baptêmes, mariages et sépultures tenus par les paroisses catholiques du Québec sont la principale source de la généalogie québécoise. Ceux du XIXe siècle ont été numérisés, mais pas transcrits, et on les consulte encore page par page. Notre client, un organisme de généalogie, voulait en extraire automatiquement les noms, les dates et les liens de parenté, et nous a fixé une exigence mesurable : un taux d'erreur sur les caractères inférieur à 8 %, condition pour que la validation par ses bénévoles reste plus rapide qu'une saisie complète.

Les modèles de reconnaissance de l'écriture manuscrite disponibles sont entraînés sur des documents modernes ou sur des archives européennes, et les registres québécois posent des difficultés qu'aucun travail publié ne traitait ensemble. Chaque curé avait sa propre écriture, et une paroisse change de main à chaque nouveau curé ou vicaire : nous ignorions combien de pages transcrites il faudrait pour qu'un modèle se généralise à des mains absentes de l'entraînement, et si des données synthétiques imitant d'autres écritures pourraient réduire ce besoin. L'encre ferro-gallique a traversé le papier mince, de sorte que le texte du verso apparaît en miroir sous celui du recto; nous ne savions pas si ce transfert pouvait être retiré en superposant les images du recto et du verso, compte tenu des déformations du papier. Les actes sont remplis d'abréviations latines et françaises dont le sens dépend du contexte, et il n'était pas établi qu'un modèle puisse les développer correctement sans inventer de noms. Enfin, les actes suivent une formule, mais avec beaucoup de variantes, et nous ignorions si des champs comme le nom du père ou la date de naissance pouvaient être repérés de façon fiable dans un texte reconnu avec des erreurs.
""",
        "244": """
Le corpus de travail comptait 1 850 pages de registres de 12 paroisses des Laurentides et de Lanaudière, tenus entre 1820 et 1899, dont 410 pages transcrites à la main par les bénévoles du client. Le taux d'erreur sur les caractères (TEC) était mesuré sur des pages réservées, d'une part de mains vues à l'entraînement, d'autre part de 3 paroisses entièrement exclues de l'entraînement (mains inconnues).

13 août 2024 : un modèle générique de reconnaissance du français manuscrit moderne, utilisé tel quel, a donné un TEC de 23,4 %.

24 septembre : après adaptation sur 300 pages transcrites, le TEC est tombé à 9,8 % sur les mains connues, mais il restait de 17,2 % sur les mains inconnues. Notre hypothèse était que les erreurs restantes venaient surtout du transfert d'encre du verso et de la variété des écritures.

19 novembre : le retrait du transfert d'encre par recalage des images du recto et du verso, avec correction des déformations du papier, a ramené le TEC sur les mains inconnues de 17,2 % à 14,1 %.

28 janvier 2025 : un modèle reconnaissant les abréviations telles qu'elles sont écrites, suivi d'un modèle de langue chargé de les développer, a produit 2,6 % de développements erronés, contre 7,9 % lorsque le modèle devait développer directement les abréviations en lisant l'image.

11 mars : l'étiquetage des champs sur le texte reconnu a atteint une mesure F1 de 0,91 pour les noms de personnes et de 0,96 pour les dates; la plupart des erreurs sur les noms touchaient des prénoms abrégés.

10 décembre : l'entraînement sur des lignes synthétiques imitant les écritures d'autres paroisses a réduit le TEC sur les mains inconnues de 14,1 % à 11,3 %.

6 mai : sur 200 pages choisies par le client, le TEC a été de 6,9 % pour les mains connues et de 10,8 % pour les mains inconnues.
""",
        "246": """
Nous avons établi qu'un modèle de reconnaissance adapté sur quelques centaines de pages peut transcrire les registres paroissiaux québécois du XIXe siècle sous le seuil d'erreur exigé pour les mains connues (6,9 % sur 200 pages du client), et nous avons mesuré ce qui limite encore la généralisation à des mains inconnues. L'adaptation seule, sur 300 pages, laissait un TEC de 17,2 % sur ces mains; le retrait du transfert d'encre par recalage recto-verso l'a ramené à 14,1 %, et l'entraînement sur des écritures synthétiques à 11,3 %, puis 10,8 % sur les pages du client, ce qui reste au-dessus de 8 %. Nous avons aussi montré qu'il vaut mieux reconnaître les abréviations telles qu'elles sont écrites et les développer ensuite par un modèle de langue : les développements erronés passent de 7,9 % à 2,6 %. Les champs généalogiques peuvent être extraits d'un texte imparfait, avec une mesure F1 de 0,91 pour les noms et de 0,96 pour les dates. Le modèle a aussi considérablement accéléré le travail des bénévoles chargés de valider les actes. Il reste à déterminer combien de pages d'une nouvelle main suffisent pour atteindre le seuil de 8 %.
""",
    },
    defects=[
        ("244", "not_chronological",
         "10 décembre : l'entraînement sur des lignes synthétiques imitant les écritures d'autres paroisses a réduit le TEC sur les mains inconnues de 14,1 % à 11,3 %."),
        ("246", "unmeasured",
         "Le modèle a aussi considérablement accéléré le travail des bénévoles chargés de valider les actes."),
    ],
    unsupported=[],
    evidence={
        "journal_ANL-6.md": """
# ANL-6 — Journal de projet (C. Lavoie, apprentissage automatique ; H. Nguyen, données)

Corpus : 1850 pages, 12 paroisses (Laurentides, Lanaudière), registres 1820-1899. 410 pages transcrites par les bénévoles
du client. TEC (taux d'erreur sur les caractères) sur pages réservées : mains connues ; mains inconnues = 3 paroisses
exclues de l'entraînement.

## 2024-08-13
Modèle générique (français manuscrit moderne), sans adaptation : TEC 23,4 %.

## 2024-09-24
Adaptation sur 300 pages : TEC 9,8 % (mains connues), 17,2 % (mains inconnues).
Hypothèse (CL) : transfert d'encre du verso + variété des écritures.

## 2024-11-19
Recalage recto/verso + correction des déformations du papier, retrait du transfert : mains inconnues 17,2 % -> 14,1 %.

## 2024-12-10
Lignes synthétiques imitant les écritures d'autres paroisses : mains inconnues 14,1 % -> 11,3 %.

## 2025-01-28
Abréviations reconnues telles qu'écrites + modèle de langue pour le développement : 2,6 % de développements erronés.
Développement direct par le modèle de reconnaissance : 7,9 %.

## 2025-03-11
Étiquetage des champs : F1 noms 0,91 ; F1 dates 0,96. Erreurs sur les noms : surtout des prénoms abrégés.

## 2025-05-06
Test client, 200 pages choisies par le client : TEC 6,9 % mains connues, 10,8 % mains inconnues.
""",
        "courriel_client_exigences.txt": """
De : Louise Beauchamp, Société de généalogie (client)
À : Catherine Lavoie
Date : 2024-07-08
Objet : Exigences pour la transcription des registres

Bonjour Catherine,
Pour que la validation par nos bénévoles soit plus rapide qu'une saisie complète, il nous faut un taux d'erreur sur
les caractères inférieur à 8 %. Nous choisirons nous-mêmes les pages du test final.
Louise
""",
    },
)

# ---- CASES-END ----

if __name__ == "__main__":
    main()
