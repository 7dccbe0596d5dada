#!/usr/bin/env python3
"""Writes the review_first_4 held-out cases (evidence files + case.json) and checks them.

Run:  python3 tests/quality/review_first_4/make_cases.py
Same case.json format as review_first_3 (see tests/quality/review/README.md). Checks done here:
  - every defect `kind` is one of the nine kinds of the format;
  - every defect `sentence` occurs exactly once in the draft, inside the body of its line, on one line;
  - word counts: other lines between 150 words (body) and 30 below the limit (350 / 700 / 350,
    heading included); over_limit lines above the limit;
  - every `unsupported` string occurs once in the draft, inside an `unsupported` sentence of line
    244/246, in no evidence file, and its value occurs nowhere in the evidence (as any number, or date);
  - every other number and date of lines 244 and 246 is found in the evidence BY VALUE: "0,5 mm" in a
    French draft matches "0.5 mm" in an instrument export, "12 %" matches "12%", "2,950 Hz" matches
    "2950 Hz", "40 seconds" matches "40 s", "March 3" / "3 mars" matches "2025-03-03". Dates without a
    year are resolved inside the fiscal year. 244 dates are inside the fiscal year unless the sentence
    is a `date_outside_year` defect (whose date is outside the year and in the evidence);
  - every "number + unit" token of lines 244/246 (outside `unsupported`) has the same value with an
    equivalent unit in some evidence file (or, for a .csv file, the value in a column whose header
    names the unit).
Unlike review_first_3, clean lines deliberately write some figures and dates differently from the
evidence, so a reviewer has to match meaning, not strings.
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
    "students": "élèves", "km/h": "km/h", "HR": "%HR", "%HR": "%HR", "% HR": "%HR", "RH": "%HR",
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
    for m in re.finditer(r"\b(\d{1,2}|1er) (%s|%s)(?: (\d{4}))?" % (FR_M, "|".join(EN_MONTHS)), masked, re.I):
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
    draft = c["title"].strip("\n") + "\n\n"
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
    name="en_hydrogen_blend_burner",
    language="en",
    fy=("2024-01-01", "2024-12-31"),
    title="Prairie Thermal Systems Inc. — Project HB-30\n"
          "Hydrogen / natural gas blends up to 30% in a premix metal-fibre boiler burner\n"
          "Tax year ending December 31, 2024",
    heads={"242": "242 - Scientific or technological uncertainty\n",
           "244": "244 - Work performed\n",
           "246": "246 - Scientific or technological advancement\n"},
    bodies={
        "242": """
Our condensing boilers for commercial buildings (300 kW to 1.5 MW) use a premix burner: natural gas and air are mixed in the fan and burn on the outside of a cylindrical head of perforated stainless steel covered with a knitted metal-fibre mat. Gas utilities in Alberta and Ontario have begun blending hydrogen into their networks, and building owners are asking whether installed boilers can run on blends of up to 30% hydrogen by volume. Our state-of-the-art HydroFlex burner will position Prairie Thermal as a world-class leader in clean combustion and open the door to major utility customers across Western Canada.

Hydrogen burns several times faster than methane, so a premix burner risks flashback: the flame travels back through the head into the premixed gas in the plenum. The risk is highest at low fire, when the mixture flows slowly through the perforations, and our boilers modulate down to 20% of full fire. Published flashback limits for hydrogen blends come from open tube burners and free laminar flames; they ignore the heat fed back to the perforated plate by a flame sitting on the mat, so we could not predict at which hydrogen fraction and firing rate our head would flash back, or which design change would move that limit. Hydrogen also raises flame temperature and thermal NOx, and it was not known whether more excess air could bring NOx back under our 30 ppm design limit (at 3% O2) without raising CO or destabilizing the flame. Finally, hydrogen flames respond more strongly to pressure waves, and we did not know whether the blends would excite acoustic oscillations in our combustion chamber.
""",
        "244": """
All tests were run on our 1.5 MW test boiler. Hydrogen was added through mass flow controllers and the flue gas was measured with an analyser calibrated before each session. Flashback was detected by thermocouples on the plenum side of the head. Targets: no flashback at 30% hydrogen from full fire down to 20% firing rate, NOx below 30 ppm and CO below 50 ppm, both at 3% O2.

January 23: the natural gas baseline at full fire and 3.5% O2 gave 19 ppm NOx and 12 ppm CO.

February 27: at full fire, hydrogen was raised in steps of 5%. NOx rose steadily and reached 33 ppm at 30% hydrogen. There was no flashback at full fire.

April 9: the same steps at 20% firing rate. At 25% hydrogen the plenum-side thermocouple went from 60 °C to over 300 °C in 40 seconds and the test was stopped. Our hypothesis was that flashback starts in the perforations with the lowest exit velocity, and that a smaller hole, which quenches the flame inside the hole, would raise the limit even at the same velocity.

June 18: a head with 0.8 mm perforations instead of 1.2 mm, with the same open area, ran at 30% hydrogen and 20% firing rate without flashback; the plenum side stayed below 145 °C.

August 13: at 30% hydrogen, raising excess air from 3.5% to 5.5% O2 lowered NOx from 33 ppm to 26 ppm, with CO at 38 ppm. At 6.5% O2, CO rose to 95 ppm, above our limit.

September 24: at 30% hydrogen and 20% firing rate, the chamber developed a pressure oscillation at 210 Hz with an amplitude of 0.9 kPa. A perforated damper plate added in the plenum reduced it to 0.15 kPa.

A 300-hour endurance run ending November 19 at 30% hydrogen produced no flashback events, and NOx averaged 23.6 ppm.
""",
        "246": """
We established where the flashback limit of a perforated premix head with a metal-fibre mat lies with hydrogen blends, and what controls it. At full fire our standard head tolerated 30% hydrogen, but at 20% firing rate it flashed back at 25% hydrogen, a limit that published open-burner data did not predict. Reducing the perforation diameter from 1.2 mm to 0.8 mm at the same open area removed flashback at 30% hydrogen and 20% firing rate, with the plenum side below 145 °C; for this head, quenching inside the hole matters more than the mean exit velocity. We also found that the NOx increase caused by hydrogen (from 19 ppm on natural gas to 33 ppm at 30% hydrogen) can be brought back under our 30 ppm limit with excess air, but only in a narrow band: 5.5% O2 gave 26 ppm NOx and 38 ppm CO, while 6.5% O2 pushed CO to 95 ppm. Finally, the blends excite a 210 Hz mode in our chamber at low fire, which a plenum damper plate reduced from 0.9 kPa to 0.15 kPa. We have not yet established whether the smaller holes foul faster in service.
""",
    },
    defects=[
        ("242", "marketing",
         "Our state-of-the-art HydroFlex burner will position Prairie Thermal as a world-class leader in clean combustion and open the door to major utility customers across Western Canada."),
        ("244", "unsupported",
         "A 300-hour endurance run ending November 19 at 30% hydrogen produced no flashback events, and NOx averaged 23.6 ppm."),
    ],
    unsupported=["23.6 ppm"],
    evidence={
        "hb30_test_cell_log.txt": """
PRAIRIE THERMAL SYSTEMS INC. - HB-30 test cell log (1.5 MW test boiler, cell 2)
Operators: R. Okafor, J. Lindqvist
H2 dosed by mass flow controllers (MFC-1, MFC-2). Flue gas analyser calibrated before each session.
Flashback detection: 4 thermocouples on plenum side of burner head.
Targets: no flashback at 30% H2 from 100% fire down to 20% firing rate; NOx < 30 ppm and CO < 50 ppm @ 3% O2

2024-01-23  Std head (A), natural gas, 100% fire, 3.5% O2: NOx 19 ppm, CO 12 ppm
2024-02-27  Head A, 100% fire, H2 in 5% steps 0 -> 30%
            NOx @ 3% O2 : 0% H2 19 ppm / 10% H2 22 ppm / 20% H2 28 ppm / 30% H2 33 ppm
            No flashback at any step.
2024-04-09  Head A, 20% firing rate, same steps.
            At 25% H2: TC-3 from 60 °C to over 300 °C in 40 s (peak 312 °C) -> trip, test stopped.
            Hypothesis (R.O.): flashback starts in the holes with the lowest exit velocity; a smaller
            hole diameter should quench the flame in the hole and raise the limit at the same velocity.
2024-06-18  Head B: perforations 0.8 mm (head A: 1.2 mm), same open area.
            30% H2, 20% fire: no flashback. Plenum TC max 145 °C.
2024-08-13  Head B, 30% H2, 100% fire, excess air sweep:
            3.5% O2 -> NOx 33 ppm, CO 14 ppm
            5.5% O2 -> NOx 26 ppm, CO 38 ppm
            6.5% O2 -> NOx 21 ppm, CO 95 ppm   (CO over limit)
2024-09-24  Head B, 30% H2, 20% fire: pressure oscillation 210 Hz, amplitude 0.9 kPa (chamber PT).
            Perforated damper plate installed in plenum: amplitude 0.15 kPa. See e-mail 2024-09-25.
2024-10-29  Endurance run start: head B + damper, 30% H2, cycling 20-100% fire, 5.5% O2.
2024-11-19  Endurance run end: 300 h. No flashback events.
            NOx average 27.4 ppm, CO average 31 ppm @ 3% O2.
""",
        "hb30_email_oscillation.txt": """
From: Jonas Lindqvist <jlindqvist@prairiethermal.ca>
To: Rita Okafor <rokafor@prairiethermal.ca>
Date: 2024-09-25
Subject: HB-30 - 210 Hz tone at low fire

Rita,

Yesterday at 30% H2 / 20% fire with head B the chamber transducer showed a clean 210 Hz tone at
0.9 kPa. Same point on natural gas is quiet. I put in the perforated damper plate we had from the
old 2 MW project (plenum side, 40 mm behind the head) and it dropped to 0.15 kPa. I think the
hydrogen flame is short enough to couple with the first chamber mode. We should check it holds
over the endurance run.

Jonas

> From: Rita Okafor
> Date: 2024-09-24
> Can you send me the pressure trace from this afternoon? The boiler was humming at low fire.
""",
    },
)

# 2 ------------------------------------------------------------------------------------------------
case(
    name="en_titanium_thinwall_chatter",
    language="en",
    fy=("2024-07-01", "2025-06-30"),
    title="Humber Precision Aerostructures Ltd. (Mississauga, ON)\n"
          "Project TW-7 — Chatter-free finishing of 1 mm Ti-6Al-4V ribs\n"
          "Fiscal year July 1, 2024 – June 30, 2025",
    heads={"242": "**Line 242 — Scientific or technological uncertainties**\n\n",
           "244": "**Line 244 — Work performed**\n\n",
           "246": "**Line 246 — Scientific or technological advancements**\n\n"},
    bodies={
        "242": """
Structural brackets for regional aircraft are machined from Ti-6Al-4V plate and pocketed down to ribs about 1 mm thick and 30 mm tall. The ribs are finished by side milling, and the drawing requires a wall thickness within ±0.05 mm and a surface roughness of Ra 0.8 µm or better with no chatter marks. On these ribs the vibration comes from the wall itself rather than from the tool: the rib bends under the cutting force and leaves a wavy surface, and the standard finishing program rejects about one bracket in five.

Chatter is normally avoided by choosing a spindle speed in a stable zone of a stability lobe diagram, but those diagrams assume the workpiece is rigid, or at least that its dynamics stay the same during the cut. A thin rib loses stiffness as material is removed, so its natural frequency falls while the tool is still cutting, and we did not know whether any single spindle speed could stay stable for a whole pass. It was also unclear whether the two common remedies for tool chatter, variable-pitch end mills and spindle speed variation, have any effect when the vibrating element is the workpiece. A third approach, finishing in axial steps while leaving unmachined stock below each step to support the wall, might keep the rib stiff, but we could not predict how much support stock is needed, or whether the tool deflection it introduces would take the thickness out of tolerance. Published work on thin-wall milling deals mostly with aluminium, whose damping and cutting forces differ from titanium.
""",
        "244": """
Test coupons reproduced the bracket rib: 1 mm thick, 30 mm tall and 120 mm long, in Ti-6Al-4V, on our 5-axis machining centre. We measured wall thickness with a CMM at 15 points per rib and roughness with a contact profilometer, and we ran tap tests with an instrumented hammer and an accelerometer.

On June 12, 2024, a first coupon finished with the standard program (12 mm four-flute end mill, 8,000 rpm, 0.5 mm radial step-over) chattered over the top 18 mm of the wall, with an Ra of 2.9 µm.

July 23: tap tests at successive stages of thinning showed the rib's first bending mode falling from 2,950 Hz at 3 mm thickness to 1,240 Hz at 1 mm. Our hypothesis was that chatter follows this shifting wall mode, so that no single speed taken from a lobe diagram can remain stable through the pass.

August 27: a variable-pitch end mill at the same speed reduced the chattered zone from 18 mm to 11 mm of wall height; Ra was 1.9 µm.

October 8: spindle speed variation of ±10% at 2 Hz gave no improvement (Ra 2.1 µm).

Nov. 19: we finished the rib in axial steps of 5 mm, leaving 1.5 mm of support stock below each step. No chatter marks appeared and Ra was 0.6 µm, but the top of the wall came out 0.07 mm too thick, outside the ±0.05 mm tolerance, because the tool deflected away from the stiffened wall.

January 14: a tool path offset of 0.04 mm at the top of the wall, tapering to zero at mid-height, brought all 10 coupons within ±0.04 mm, with Ra between 0.5 and 0.7 µm.

March 4: six production-representative brackets finished with the stepped, compensated program met the drawing on every rib, with a finishing cycle time 22% longer than the standard program.
""",
        "246": """
Findings for the year:
1. On 1 mm Ti-6Al-4V ribs, chatter is driven by the wall's own first bending mode, not by the tool. That mode drops from 2950 Hz (3 mm wall) to 1240 Hz (1 mm wall) while the rib is being finished, so no single spindle speed read from a lobe diagram stays stable for a full pass.
2. The usual remedies for tool chatter only partly carry over. Variable-pitch end mill: chattered height down from 18 mm to 11 mm. Spindle speed variation of ±10%: no measurable effect.
3. Keeping the wall stiff works. Finishing in 5 mm axial steps above 1.5 mm of support stock: no chatter marks, Ra 0.6 µm.
4. Stiffening the wall exposes a second effect, tool deflection at the top of the rib, which left it 0.07 mm too thick. A tapered 0.04 mm tool path offset corrects it: ten coupons within ±0.04 mm.
5. With both measures, six brackets met the drawing on every rib, with a finishing cycle 22% longer than the standard program.
Still open: whether a smaller support step would shorten the cycle without bringing chatter back.
""",
    },
    defects=[
        ("244", "date_outside_year",
         "On June 12, 2024, a first coupon finished with the standard program (12 mm four-flute end mill, 8,000 rpm, 0.5 mm radial step-over) chattered over the top 18 mm of the wall, with an Ra of 2.9 µm."),
    ],
    unsupported=[],
    evidence={
        "tw7_machining_log.txt": """
HUMBER PRECISION AEROSTRUCTURES LTD. - TW-7 machining log (cell 3, 5-axis machining centre)
Coupon: Ti-6Al-4V rib 1.0 mm x 30 mm tall x 120 mm long
Measurement: CMM wall thickness, 15 pts/rib; Ra by contact profilometer; tap test (hammer + accelerometer)
Drawing: thickness tol +/-0.05 mm; Ra <= 0.8 um; no chatter marks

2024-06-12  C-01 standard finishing program: 12 mm 4-flute end mill, 8000 rpm, radial step-over 0.50 mm
            Chatter over top 18 mm of wall. Ra 2.9 um.   (pre-project trial, before TW-7 was opened)
2024-07-23  Tap tests at several thinning stages -> see tw7_tap_tests.csv
            Hypothesis (M. Ferreira): chatter follows the wall mode, which moves during the cut, so no
            single lobe-diagram speed can stay stable through the pass.
2024-08-27  C-04 variable-pitch end mill, 8000 rpm: chatter zone 11 mm (was 18 mm). Ra 1.9 um.
2024-10-08  C-06 spindle speed variation +/-10% at 2 Hz: no improvement. Ra 2.1 um.
2024-11-19  C-09 axial steps of 5 mm, 1.5 mm support stock below each step.
            No chatter marks. Ra 0.6 um. Top of wall: thickness error +0.07 mm (OUT of tol.), tool deflection.
2025-01-14  C-10..C-19 tool path offset 0.04 mm at top, tapered to 0 at mid-height.
            10/10 coupons within +/-0.04 mm. Ra 0.5 - 0.7 um.
2025-03-04  Brackets P-1..P-6 (production-representative), stepped + compensated program:
            all ribs in tolerance. Finishing cycle time +22% vs standard program.
""",
        "tw7_tap_tests.csv": """
date,coupon,wall_thickness_mm,f1_Hz,damping_ratio_pct
2024-07-23,C-02,3.0,2950,0.41
2024-07-23,C-02,2.5,2480,0.39
2024-07-23,C-02,2.0,2010,0.38
2024-07-23,C-02,1.5,1620,0.36
2024-07-23,C-02,1.0,1240,0.35
""",
    },
)

# 3 ------------------------------------------------------------------------------------------------
case(
    name="en_dispatch_radio_asr",
    language="en",
    fy=("2023-10-01", "2024-09-30"),
    title="NorthLink Dispatch Software Inc.\n"
          "RX-2: speech recognition for two-way radio dispatch traffic (FY ending September 30, 2024)",
    heads={"242": "Section 242:\n", "244": "Section 244:\n", "246": "Section 246:\n"},
    bodies={
        "242": """
Our dispatch platform is used by haul-truck and forestry fleets that still talk mostly over two-way VHF radio. Dispatchers must log each call by hand: truck or unit number, location (usually a kilometre marker on a haul road) and status. The objective was to ship a voice-logging feature by the spring so that our platform could compete with larger vendors and answer requests from our three largest customers.

Radio audio is very different from the speech that commercial recognizers are trained on. It is narrowband (about 300 to 3,000 Hz), often overlaid with diesel engine and cab noise, and every transmission starts late: the radio needs time after the push-to-talk button is pressed before it transmits, so the first syllables of a call are often cut off. Calls are dense with unit numbers, kilometre markers and site codes, where one wrong digit makes the log useless. We did not know how much of the recognition error came from each of these causes, or whether they could be corrected with the little labelled radio audio we could obtain. It was not known whether a noise suppression front end would help, since enhancement can also distort speech in ways that increase recognition errors. We did not know whether a model could be taught to recover words whose onset is missing, or whether the numbers could be constrained to valid unit and marker patterns without causing new errors on free speech. Finally, it was uncertain whether a model adapted to one site would hold up on another site with different trucks and radios.
""",
        "244": """
We built a 6-hour test set of real dispatch calls from two mine sites, transcribed twice by different people, and scored the word error rate (WER) and the error rate on numbers (unit IDs and km markers).

October 17, 2023: a commercial cloud recognizer gave a WER of 38.5% on the test set and got 52% of the numbers wrong.

November 14: analysis of the push-to-talk delay showed a median of 210 ms of speech lost at the start of each transmission, and the first word was missing or wrong in 31% of calls.

December 12: a spectral-subtraction noise suppressor in front of the recognizer raised WER to 41.2%, so suppression was dropped.

January 30, 2024: an open-source model fine-tuned on 40 hours of transcribed radio calls reached a WER of 24.7%, with 29% of numbers wrong.

March 19: our hypothesis was that clipped onsets caused most of the remaining first-word errors. We retrained with augmentation that removed 100 to 300 ms from the start of training clips at random. The first-word error dropped from 44% to 21%.

May 28: decoding constrained by a grammar of valid unit IDs and km markers brought the number error to 11.3% and the overall WER to 19.8%, with no increase in errors on the other words.

July 9: on 2 hours of calls from a third site with different trucks and radios, the WER was 27.9%.

From January onward, two developers also migrated the dispatch console to the new React interface and redesigned the call log screens and colour scheme based on dispatcher feedback.
""",
        "246": """
We found that most of the recognition error on dispatch radio comes from three causes that can be measured and corrected separately, and that one common remedy makes it worse. Noise suppression in front of the recognizer increased the WER from 38.5% to 41.2%, so the distortion it adds costs more than the noise it removes. Fine-tuning on 40 hours of radio speech cut the WER to 24.7%. Push-to-talk clipping removes a median of 210 ms at the start of each call, and training with random onset deletion reduced first-word errors from 44% to 21%, showing that a model can learn to recover words whose beginning is missing. Constraining numbers to a grammar of valid unit IDs and markers reduced number errors from 29% to 11.3% without degrading the other words. The new model is far more accurate than the off-the-shelf engines on real dispatch calls. The model does not yet transfer between sites: on a third site the WER rose to 27.9%, and how much site-specific audio is needed to close that gap is not known.
""",
    },
    defects=[
        ("242", "not_uncertainty",
         "The objective was to ship a voice-logging feature by the spring so that our platform could compete with larger vendors and answer requests from our three largest customers."),
        ("244", "routine",
         "From January onward, two developers also migrated the dispatch console to the new React interface and redesigned the call log screens and colour scheme based on dispatcher feedback."),
        ("246", "unmeasured",
         "The new model is far more accurate than the off-the-shelf engines on real dispatch calls."),
    ],
    unsupported=[],
    evidence={
        "rx2_experiment_log.md": """
# RX-2 experiment log (ML team: P. Singh, A. Beaulieu)

Test set: 6 h of real dispatch calls, 2 mine sites, double transcription. Metrics: WER, number error
rate (unit IDs + km markers), first-word error.

## 2023-10-17 - baseline
Commercial cloud recognizer: WER 38.5%, numbers wrong 52%.

## 2023-11-14 - push-to-talk delay
Aligned radio audio against cab recorder audio (40 calls). Speech lost at transmission start: median
210 ms. First word missing/wrong in 31% of calls.

## 2023-12-12 - noise suppression front end
Spectral subtraction before the recognizer: WER 41.2% (worse). Dropped.

## 2024-01-30 - fine-tuning
Open-source model fine-tuned on 40 h of transcribed radio calls. WER 24.7%, numbers wrong 29%.
First-word error 44%.

## 2024-03-19 - onset augmentation
Hypothesis (PS): clipped onsets cause most remaining first-word errors. Augmentation: delete
100-300 ms at the start of training clips at random. First-word error 44% -> 21%. WER 23.0%.

## 2024-05-28 - constrained decoding
Grammar of valid unit IDs / km markers. Numbers wrong 11.3%. WER 19.8%. No increase in errors on
non-number words (checked on 500 calls).

## 2024-07-09 - third site
2 h of calls from site C (different trucks, different radio brand): WER 27.9%, numbers wrong 16.5%.
""",
        "rx2_eval_results.csv": """
run_date,model,test_set,WER_pct,number_error_pct,first_word_error_pct
2023-10-17,cloud_baseline,sites_AB_6h,38.5,52,
2023-12-12,cloud+spectral_sub,sites_AB_6h,41.2,55,
2024-01-30,ft_40h,sites_AB_6h,24.7,29,44
2024-03-19,ft_40h_onsetaug,sites_AB_6h,23.0,27,21
2024-05-28,ft_40h_onsetaug_grammar,sites_AB_6h,19.8,11.3,20
2024-07-09,ft_40h_onsetaug_grammar,site_C_2h,27.9,16.5,26
""",
        "rx2_ui_sprint_notes.txt": """
NorthLink - Console UI sprint notes (product team), Jan-Apr 2024
- Migration of dispatch console to React (2 developers).
- Call log screens redesigned; new colour scheme after dispatcher feedback session.
- Logged under RX-2 at the request of the product manager.
""",
    },
)

# 4 ------------------------------------------------------------------------------------------------
case(
    name="en_potato_storage_spearmint",
    language="en",
    fy=("2023-08-01", "2024-07-31"),
    title="Valley Spud Storage Ltd. — Grand Falls, New Brunswick\n"
          "SR&ED project SP-3: spearmint oil sprout control in ventilated bulk potato storage\n"
          "Fiscal period August 1, 2023 to July 31, 2024",
    heads={"242": "(242) Scientific or technological uncertainties\n",
           "244": "(244) Work performed\n",
           "246": "(246) Scientific or technological advancements\n"},
    bodies={
        "242": """
We store processing potatoes for the french fry industry in bulk piles up to 5 m high in ventilated buildings, held at 8 to 9 °C from harvest until June. For years, sprouting was controlled with chlorpropham (CIPC) applied as a thermal fog, but our processor now requires CIPC-free potatoes for export, starting with the 2023 crop. Spearmint oil, whose active component is carvone, is registered as an alternative. It works differently from CIPC: it burns off sprout tips that have already started instead of preventing sprouting, it is volatile, and it is carried out of the store by ventilation, so it has to be reapplied during the season.

The label rate and interval were established in small stores with shallow bins. We did not know how carvone vapour spreads through a 5 m bulk pile ventilated from floor ducts, and in particular whether tubers at the top of the pile and at the far end from the fan house would receive enough to stop sprouts. We did not know how fast the concentration falls under our ventilation schedule, and therefore how often it would have to be reapplied. There was also a question about fry colour: sprouting, and some sprout suppressants, are associated with a build-up of reducing sugars that darkens fries, and it was unknown whether repeated carvone applications at 8 °C would change sugars in Russet Burbank tubers over seven months of storage. Finally, there were no data on whether carvone residues on the tubers at the end of storage would stay below the limit set by our processor.
""",
        "244": """
The trial ran in storage bay 3 from October 2023 to June 2024, with bay 5, treated on the supplier's standard schedule, as the comparison.

The work carried out in the year consisted of the following:
- installation of 24 air sampling lines at three heights and four positions along the pile in bay 3 (about 1,800 tonnes);
- purchase and set-up of a portable gas chromatograph to measure carvone in air;
- thermal fogging of spearmint oil at the label rate through the ventilation system;
- air sampling at 2, 24, 72 and 168 hours after each application;
- measurement of sprout length on 40 tubers per position every three weeks;
- fry colour (Agtron) and reducing sugar analyses on tuber samples, done by the processor's laboratory;
- carvone residue analyses on tubers at the end of storage by an outside laboratory;
- changes to the fan schedule after application;
- preparation of a recommended application schedule for the next storage season.
""",
        "246": """
We established that in a 5 m bulk pile ventilated from floor ducts, carvone vapour does not spread evenly: two hours after fogging with the standard fan schedule, the concentration at the top of the pile at the far end was 13 mg/m³, against 41 mg/m³ near the fan house, and sprouts at that position had reached 6 mm by December while the rest of the pile stayed below 2 mm. Running the fans in recirculation for 24 hours after each application raised the far-top concentration to 69% of the near value, and sprouts stayed below 2 mm at every position until unloading. Under our ventilation schedule the concentration decays with a half-life of 3.1 days, which means an interval of 21 days was needed to keep the far-top position protected. Repeated applications did not darken fries: fry colour stayed at Agtron 60 or lighter, above the processor's minimum of 55. Carvone residue on tubers averaged 4.7 mg/kg at unloading, below the processor's limit. The treated potatoes were sold to our processor at full contract price, and two more growers have booked storage space with us for the 2024 crop.
""",
    },
    defects=[
        ("244", "not_chronological",
         "The work carried out in the year consisted of the following:"),
        ("246", "unsupported",
         "Carvone residue on tubers averaged 4.7 mg/kg at unloading, below the processor's limit."),
        ("246", "not_advancement",
         "The treated potatoes were sold to our processor at full contract price, and two more growers have booked storage space with us for the 2024 crop."),
    ],
    unsupported=["4.7 mg/kg"],
    evidence={
        "sp3_storage_log_bay3.txt": """
VALLEY SPUD STORAGE LTD. - SP-3 storage log, bay 3 (approx. 1,800 t Russet Burbank, pile height 5 m)
Comparison: bay 5, spearmint oil on the supplier's standard schedule
Air sampling: 24 lines (3 heights x 4 positions along the pile x 2 sides), portable GC, carvone in air
Sampling after each application: 2 h, 24 h, 72 h, 168 h
Sprouts: 40 tubers per position, every 3 weeks
Store temperature: 8-9 °C

2023-10-24  Application 1 (label rate, thermal fog, standard fan schedule)
            2 h: near fan house 41 mg/m3 ; top of pile far end 13 mg/m3
2023-11-14  Application 2, same as 1. Decay fit on 2/24/72/168 h samples: half-life 3.1 days
2023-12-05  Sprout check: top far end, max sprout length 6 mm ; all other positions < 2 mm
2023-12-06  Application 3 WITH fans in recirculation for 24 h after application
            2 h: near 42 mg/m3 ; top far end 29 mg/m3 -> far-top / near = 69%
            Decision: recirculation after every application ; interval 21 days (from decay data)
2024-03-19  Sprout check: all positions < 2 mm
2024-06-11  Last sprout check before unloading: all positions < 2 mm
""",
        "sp3_end_of_season_summary_2024-07-08.md": """
# SP-3 end-of-season summary (2024-07-08)

Storage period: October 2023 to June 2024 (unloading 2024-06-17 to 2024-06-28).

| Item | Bay 3 (trial) | Bay 5 (standard) |
|---|---|---|
| Applications | 9, every 21 days, recirculation 24 h after each | 6, supplier schedule |
| Max sprout length at unloading | < 2 mm all positions | 7 mm (top, far end) |
| Fry colour (Agtron), lightest to darkest sample | 64 to 60 | 63 to 57 |
| Reducing sugars (glucose, % fresh weight), start / end | 0.04 / 0.05 | 0.04 / 0.06 |
| Carvone residue at unloading (mg/kg, outside lab) | 6.2 | 5.1 |

Processor specs: fry colour Agtron >= 55 ; carvone residue limit 15 mg/kg.

Commercial: bay 3 lot accepted by the processor at full contract price. Two more growers have
booked storage space for the 2024 crop.
""",
    },
)

# 5 ------------------------------------------------------------------------------------------------
case(
    name="en_hempcrete_precast_curing",
    language="en",
    fy=("2023-06-01", "2024-05-31"),
    title="Red River Hemp Building Products Inc. (Winnipeg, MB)\n"
          "Project HL-5 — accelerated CO2 curing of precast hemp-lime wall panels\n"
          "Taxation year June 1, 2023 – May 31, 2024",
    heads={"242": "What scientific or technological uncertainties did you attempt to overcome?\n\n",
           "244": "What work did you perform in the tax year to overcome the scientific or technological "
                  "uncertainties described in line 242?\n\n",
           "246": "What scientific or technological advancements did you achieve or attempt to achieve "
                  "as a result of the work described in line 244?\n\n"},
    bodies={
        "242": """
Hemp-lime is a mix of hemp hurd, a lime-based binder and water, used as insulating infill in walls. It is normally cast in place around a timber frame and left to dry for weeks, which cannot be done in a Manitoba winter. We make precast hemp-lime panels, 2.4 m high and 300 mm thick, in a heated plant. A panel can only be lifted once its binder has hardened, and the air lime in the binder hardens by carbonation, taking up CO2 from the air; in plant air this reaches the middle of a 300 mm panel only after several weeks, and panels moved too early crack at the lifting points.

We wanted to find out whether curing in a CO2-enriched chamber could bring panels to handling strength in two days. Carbonation of lime needs water, but liquid water in the pores blocks the diffusion of CO2, and hemp hurd holds a large amount of water, so it was not known at what moisture content and humidity the gas would penetrate the panel. It was also possible that a fast-carbonating surface would form a dense crust that seals the panel and slows carbonation of the core, a mechanism described for lime mortars but never measured in hemp-lime. The binder also contains a hydraulic fraction that needs water to set, and we did not know whether drying the panel to favour carbonation would stop that reaction and cost strength later. Finally, carbonation releases heat, and in such an insulating material we could not predict how far the core temperature would rise.
""",
        "244": """
Specimens were 300 mm cubes cast from our production mix and, later, 1.2 m sections of full-thickness panel. Carbonation depth was read by spraying phenolphthalein on fresh saw cuts, and compressive strength was measured on 150 mm cubes cut from the specimens. Handling strength was set at 0.3 MPa, the value our lifting calculation requires.

June 20, 2023 — reference cubes cured in plant air carbonated to 14 mm in 48 hours and reached 0.11 MPa.

18 July — in the chamber at 20% CO2 and 75% RH, cubes at their as-cast water content carbonated to only 19 mm in 48 h. The surface was wet, with its pores filled with water.

29 August — we pre-dried cubes with warm air to several moisture contents before exposure. Hypothesis: carbonation is limited by pore water near the surface, not by a carbonated crust. At 48 h the depth was 31 mm at 45% moisture content, 62 mm at 30% and 40 mm at 18%, where the reaction slowed for lack of water.

2023-10-03 — thin sections of the pre-dried cubes showed no dense surface layer; the carbonation front was gradual over about 8 mm, consistent with our hypothesis.

November 21 — 1.2 m panel sections pre-dried to 30% and cured at 20% CO2 and 65% RH, with gas on both faces, carbonated to 58 mm from each face in 48 h and reached 0.34 MPa. The core temperature rose by at most 9 °C, from 21 °C to 30 °C.

February 13, 2024 — after the chamber, panels were stored at 85% RH so the hydraulic fraction could keep setting. At 28 days they reached 0.61 MPa, against 0.55 MPa for air-cured panels.

April 9 — six full 2.4 m panels were lifted at 48 hours with our standard rig. None cracked at the lifting points.
""",
        "246": """
We established that CO2 curing of hemp-lime is limited by liquid water in the pores near the surface and not by a carbonated crust: pre-drying to 30% moisture content raised the carbonation depth at 48 hours from 19 mm to 62 mm, thin sections showed no crust, and drier material (18%) carbonated less because the reaction itself lacked water. Panel sections cured this way reached handling strength, 0.34 MPa against the 0.3 MPa required, in 48 hours with only the outer 58 mm carbonated from each face, while air curing gave 0.11 MPa. The core temperature rose by no more than 9 °C. Drying did not stop the hydraulic fraction from setting, provided the panels were returned to humid storage: at 28 days chamber-cured panels reached 0.61 MPa, against 0.55 MPa for air-cured panels. The thermal conductivity of the cured panels was 0.071 W/m·K, the same as air-cured panels. This innovative, world-class panel system is the greenest wall on the market and will transform the way Canadians build.
""",
    },
    defects=[
        ("246", "unsupported",
         "The thermal conductivity of the cured panels was 0.071 W/m·K, the same as air-cured panels."),
        ("246", "marketing",
         "This innovative, world-class panel system is the greenest wall on the market and will transform the way Canadians build."),
    ],
    unsupported=["0.071 W/m·K"],
    evidence={
        "hl5_curing_trials.txt": """
RED RIVER HEMP BUILDING PRODUCTS INC. - HL-5 curing trials (lab book, T. Nakamura)
Specimens: 300 mm cubes, production mix; later 1.2 m full-thickness (300 mm) panel sections
Carbonation depth: phenolphthalein on fresh saw cut. Strength: 150 mm cubes cut from specimens.
Handling strength required (lifting calc.): 0.3 MPa

2023-06-20  Reference, plant air (~0.04% CO2): depth 14 mm at 48 h ; 0.11 MPa
2023-07-18  Chamber 20% CO2, 75% RH, as-cast water content: depth 19 mm at 48 h. Surface wet, pores full.
2023-08-29  Pre-dried (warm air) before exposure, chamber 20% CO2 / 75% RH, depth at 48 h:
              MC 45% -> 31 mm ; MC 30% -> 62 mm ; MC 18% -> 40 mm (reaction slow, too dry)
            Hypothesis: limited by pore water near the surface, not by a carbonated crust.
2023-10-03  Thin sections (pre-dried cubes): no dense surface layer; front gradual over ~8 mm.
2023-11-21  1.2 m panel sections, MC 30%, 20% CO2, 65% RH, gas on both faces, 48 h:
            58 mm carbonated from each face ; 0.34 MPa ; core temp 21 °C -> 30 °C (max rise 9 °C)
2024-02-13  Strength at 28 days. Chamber-cured then stored at 85% RH: 0.61 MPa. Air-cured: 0.55 MPa.
""",
        "hl5_panel_lift_test_2024-04-09.md": """
# HL-5 — full panel lift test, 2024-04-09

- Six full panels (2.4 m x 1.2 m x 300 mm), pre-dried to 30% MC, chamber-cured 48 h.
- Lifted at 48 hours with the standard rig (two lifting inserts per panel).
- Inspection after lift and after 24 h: no cracks at lifting points on any panel.
- Not tested: thermal performance of chamber-cured panels (to be sent to an outside lab next year).
""",
    },
)

# 6 ------------------------------------------------------------------------------------------------
case(
    name="en_grain_bin_co2_spoilage",
    language="en",
    fy=("2024-02-01", "2025-01-31"),
    title="Prairie BinSense Corp. — SR&ED narrative, project GB-4 (headspace CO2 for early detection of canola spoilage)\n"
          "Year ended January 31, 2025",
    heads={"242": "1. Scientific or technological uncertainty\n\n",
           "244": "2. Work performed\n\n",
           "246": "3. Scientific or technological advancement\n\n"},
    bodies={
        "242": """
Our goal was to bring a wireless bin monitor to market in time for the 2024 harvest and to capture 10% of the Saskatchewan bin monitoring market within two years. BinSense is an innovative, best-in-class solution that gives farmers total peace of mind.

Canola stored a little too wet or too warm can start to heat in pockets, and a pocket can spoil a bin within weeks. Farmers rely on temperature cables hung in the bin, but the grain insulates so well that a cable only sees a hot spot when it is within about half a metre of it. Respiration of the grain, insects and moulds in a spoiling pocket produces CO2, which spreads through the grain and reaches the headspace under the roof, so a CO2 sensor in the headspace might detect spoilage earlier and anywhere in the bin. We did not know whether a pocket deep in a 5,000-bushel bin would raise headspace CO2 enough to be detected, or how long the gas would take to get there. The headspace is also disturbed: aeration fans flush it, wind moves air through the roof vents, and the day-night temperature cycle pumps air in and out. Low-cost NDIR CO2 sensors drift at low temperature and are exposed to condensation, and their behaviour at -30 °C in a steel bin was unknown. Finally, freshly harvested canola respires strongly for some days after filling, and we did not know what rule would separate that normal rise from spoilage without false alarms.
""",
        "244": """
Test bin: a 5,000-bushel hopper bin of canola at our Saskatoon test yard, with a headspace NDIR sensor and two temperature cables.

Feb–Mar 2024: in the climate chamber, sensors held at -30 °C drifted by 180 ppm over 10 days. Keeping the optical cell 5 °C above ambient with a small heater held the drift to 25 ppm on March 12.

May 7: we buried a pocket of wetted canola (12% moisture, 0.5 m³) 2 m below the grain surface near the centre of the test bin. Headspace CO2 rose from 450 ppm to 1,400 ppm within 3 days; the cable 1 m from the pocket showed a rise of 1.5 °C only after 9 days.

June 18: hypothesis — the aeration fan flushes the headspace, so readings taken while or soon after it runs hide the signal. Running the fan brought headspace CO2 back to ambient within 40 minutes, and it took 14 hours to recover. We therefore used only readings from fan-off periods, after a 14 h settling time.

August 20: we installed monitors in 12 bins on four farms at harvest. In sound bins, CO2 reached up to 2,600 ppm during the first 10 days after filling, so an absolute threshold would have produced false alarms.

October 15: we defined a rule based on rate of rise: an alarm when CO2 rises by more than 300 ppm/day on 3 consecutive fan-off days, starting 14 days after filling. Applied to the harvest data, it gave no false alarm on the 12 bins.

We also assembled and shipped the first 250 production units to dealers in August, with every unit bench-tested against calibration gas before it left the plant.

November 26: the rule flagged bin 2 on farm 3. The farmer's probe found a heating pocket 1.8 m deep on November 29, and the bin's temperature cable alarmed on December 6.
""",
        "246": """
We showed that a spoiling pocket deep in a canola bin can be detected from the headspace well before temperature cables respond: in the test bin, a wetted pocket 2 m below the surface raised headspace CO2 from 450 to 1,400 ppm within 3 days, while a cable 1 m away took 9 days to show a 1.5 °C rise. The signal is only usable if fan periods are excluded, because aeration returns the headspace to ambient within 40 minutes and the CO2 needs 14 hours to rebuild. Normal respiration after filling reaches 2,600 ppm in sound bins, so the level of CO2 cannot be used as an alarm; the rate of rise can. A rule of more than 300 ppm/day on 3 consecutive fan-off days, from day 14 after filling, gave no false alarm on 12 bins and flagged the one spoiling bin 10 days before its cable alarm. We also found that NDIR drift at -30 °C (180 ppm over 10 days) can be held to 25 ppm by heating the optical cell by 5 °C. The rule has been tested on one spoilage event only, and its detection rate is not yet known.
""",
    },
    defects=[
        ("242", "not_uncertainty",
         "Our goal was to bring a wireless bin monitor to market in time for the 2024 harvest and to capture 10% of the Saskatchewan bin monitoring market within two years."),
        ("242", "marketing",
         "BinSense is an innovative, best-in-class solution that gives farmers total peace of mind."),
        ("244", "routine",
         "We also assembled and shipped the first 250 production units to dealers in August, with every unit bench-tested against calibration gas before it left the plant."),
    ],
    unsupported=[],
    evidence={
        "gb4_test_log.txt": """
PRAIRIE BINSENSE CORP. - GB-4 test log (K. Wiebe, S. Dhaliwal)
Test bin: 5,000 bu hopper bin, canola, Saskatoon test yard. Headspace NDIR sensor + 2 temperature cables.

2024-02-20  Chamber: NDIR sensors at -30 °C, 10-day hold -> drift 180 ppm
2024-03-12  Chamber: optical cell heated 5 °C above ambient, -30 °C, 10-day hold -> drift 25 ppm
2024-05-07  Test bin: wetted canola pocket (12% moisture, 0.5 m3) buried 2 m below surface, near centre
2024-05-10  Headspace CO2 450 ppm (May 7) -> 1400 ppm (May 10), i.e. within 3 days
2024-05-16  Cable 1 m from pocket: first rise, +1.5 °C (9 days after burial)
2024-06-18  Hypothesis (KW): aeration fan flushes headspace and hides the signal.
            Fan on: CO2 back to ambient within 40 min. Recovery to pre-fan level: 14 h.
            -> use fan-off readings only, 14 h settling time after fan stops.
2024-08-20  Field install: 12 bins, 4 farms (harvest).
2024-09-05  Sound bins: CO2 up to 2600 ppm in first 10 days after filling -> absolute threshold unusable.
2024-10-15  Rule R3: alarm if rise > 300 ppm/day on 3 consecutive fan-off days, starting 14 days after filling.
            Replay on harvest data: 0 false alarms, 12 bins.
2024-11-26  R3 alarm: farm 3, bin 2.
2024-11-29  Farmer probe: heating pocket at 1.8 m depth, farm 3 bin 2.
2024-12-06  Farm 3 bin 2 temperature cable alarm (10 days after the R3 alarm).
""",
        "gb4_production_note_2024-08.md": """
# Production note — August 2024

- First production run: 250 BinSense units assembled and shipped to dealers (2024-08-06 to 2024-08-28).
- Each unit bench-tested against 1000 ppm calibration gas before shipping.
- Hours booked to GB-4 project code.
""",
    },
)

# 7 ------------------------------------------------------------------------------------------------
case(
    name="fr_fromage_affinage_sous_film",
    language="fr",
    fy=("2024-04-01", "2025-03-31"),
    title="Fromagerie du Rang Saint-Joseph inc. (Compton)\n"
          "Projet AF-2 – Affinage sous film respirant d'une tomme à pâte ferme\n"
          "Exercice financier : 1er avril 2024 au 31 mars 2025",
    heads={"242": "Ligne 242 – Quelles incertitudes scientifiques ou technologiques avez-vous tenté d'éliminer?\n\n",
           "244": "Ligne 244 – Quel travail avez-vous effectué pendant l'année d'imposition pour surmonter les "
                  "incertitudes scientifiques ou technologiques décrites à la ligne 242?\n\n",
           "246": "Ligne 246 – Quelles avancées scientifiques ou technologiques avez-vous réalisées ou tenté de "
                  "réaliser à la suite des travaux décrits à la ligne 244?\n\n"},
    bodies={
        "242": """
Notre tomme de 4 kg à pâte ferme est affinée 120 jours sur des planches d'épinette, avec une croûte naturelle brossée et retournée à la main deux fois par semaine. Ces soins représentent la moitié des heures de nos affineurs, et la croûte, qu'on retire à la coupe, fait perdre plus de 10 % du fromage. Les films d'affinage respirants, perméables à la vapeur d'eau et aux gaz, sont courants pour le gouda industriel, mais ils n'ont pas été éprouvés sur des fromages fermiers dont la texture et le goût dépendent de l'affinage en croûte.

Nous ne savions pas si un film laisserait le fromage perdre assez d'humidité pour atteindre notre texture sans que se forme, entre le film et la pâte, une couche humide où se développent des moisissures indésirables comme le Mucor. Les fournisseurs donnent la perméabilité de leurs films à 23 °C et 50 % HR, alors que notre cave est à 12 °C et 90 % HR : l'écart de pression de vapeur y est bien plus faible, et nous ne pouvions pas prévoir le comportement réel du film. On ignorait aussi si la protéolyse, qui donne à la tomme sa texture fondante, se déroulerait au même rythme sous un film, en l'absence de croûte et avec une pâte plus humide. Enfin, on ne savait pas combien de temps il fallait sécher la surface des meules avant la pose pour que le film adhère sans emprisonner d'eau.
""",
        "244": """
Chaque lot comptait 24 meules témoins, affinées en croûte naturelle, et 24 meules sous film, issues de la même cuve. Nous avons suivi la perte de poids, l'humidité, le pH, l'indice de protéolyse (azote soluble sur azote total, NS/NT) et les défauts de surface, à 60 et à 120 jours. La cible à 120 jours était une humidité de 38 à 40 % et une perte de poids inférieure à 10 %.

Le 16 avril 2024, nous avons fabriqué le lot 1 et posé le film A selon la fiche du fournisseur, après un séchage de surface de 48 heures à 85 % HR.

Le 14 juin, à 60 jours, les meules sous film A avaient perdu 5,8 % de leur poids, contre 9,6 % pour les témoins, et leur humidité était de 41,2 %. Sept meules sur 24 présentaient du Mucor sous le film, là où de l'eau s'était condensée.

Le 9 juillet, nous avons mesuré en cave, par la méthode de la coupelle, la perméabilité à la vapeur d'eau du film A : elle n'atteignait que 38 % de la valeur annoncée à 23 °C et 50 % HR. Notre hypothèse était que le film retenait trop d'eau aux conditions de la cave, et qu'un film plus perméable, posé sur une surface plus sèche, éviterait le Mucor.

Le 14 août, à 120 jours, les meules du lot 1 sous film A avaient une humidité de 40,6 % et un indice NS/NT de 24 %, contre 27 % pour les témoins.

Le 20 août, nous avons fabriqué le lot 2 avec le film C, 2,5 fois plus perméable que le film A dans notre cave, posé après 72 heures de séchage. Le 19 octobre, à 60 jours, aucune meule ne présentait de Mucor et la perte de poids était de 6,9 %.

Le 18 décembre, à 120 jours, les meules du lot 2 sous film C avaient une humidité de 39,1 % et une perte de poids totale de 7,8 %, avec un indice NS/NT de 26 %.

Le 5 février 2025, à la coupe, la perte au parage était de 2,3 % pour les meules sous film, contre 11,5 % pour les témoins. Au test triangulaire, 12 dégustateurs sur 30 ont reconnu l'échantillon différent.
""",
        "246": """
Nous avons établi que la perméabilité à la vapeur d'eau annoncée pour les films d'affinage, mesurée à 23 °C et 50 % HR, ne permet pas de prévoir leur comportement dans une cave à 12 °C et 90 % HR : le film A n'y atteignait que 38 % de la valeur annoncée, et l'eau retenue sous le film a causé du Mucor sur 7 meules sur 24. Un film 2,5 fois plus perméable en cave, posé après 72 heures de séchage de surface, a éliminé ce défaut et donné à 120 jours une humidité de 39,1 %, dans notre cible de 38 à 40 %. Nous avons aussi montré que l'absence de croûte ne freine que légèrement la protéolyse lorsque l'humidité est maîtrisée : l'indice NS/NT était de 26 % sous film C contre 27 % pour les témoins, mais de 24 % sous le film A, plus humide. La perte au parage passe de 11,5 % à 2,3 %. Le goût de la tomme affinée sous film est nettement meilleur et plus constant d'une meule à l'autre. Il reste à vérifier si ces résultats tiennent pour un affinage prolongé de 180 jours.
""",
    },
    defects=[
        ("244", "unsupported",
         "Le 18 décembre, à 120 jours, les meules du lot 2 sous film C avaient une humidité de 39,1 % et une perte de poids totale de 7,8 %, avec un indice NS/NT de 26 %."),
        ("246", "unmeasured",
         "Le goût de la tomme affinée sous film est nettement meilleur et plus constant d'une meule à l'autre."),
    ],
    unsupported=["7,8 %"],
    evidence={
        "cahier_affinage_AF-2.txt": """
FROMAGERIE DU RANG SAINT-JOSEPH INC. - Cahier d'affinage, projet AF-2 (resp. : M.-È. Gosselin)
Tomme 4 kg, cave à 12 °C et 90 % HR. Lots : 24 meules témoins (croûte naturelle) + 24 meules sous film,
même cuve. Suivi à 60 et 120 jours : perte de poids, humidité, pH, NS/NT, défauts de surface.
Cible à 120 jours : humidité 38 à 40 % ; perte de poids < 10 %.
Résultats d'analyse : voir export du labo (af2_export_labo.csv).

2024-04-16  Lot 1 fabriqué. Film A posé selon la fiche du fournisseur, après séchage de surface
            de 48 h à 85 % HR.
2024-06-14  Lot 1, 60 jours. Film A : 7 meules sur 24 avec Mucor sous le film, zones de condensation.
2024-07-09  Perméabilité du film A mesurée en cave (méthode de la coupelle) : 38 % de la valeur
            de la fiche (donnée à 23 °C / 50 % HR).
            Hypothèse : le film retient trop d'eau aux conditions de la cave ; un film plus
            perméable, posé sur une surface plus sèche, devrait éviter le Mucor.
2024-08-14  Lot 1, 120 jours. Voir export.
2024-08-20  Lot 2 fabriqué. Film C (2,5 fois plus perméable que A, mesuré en cave), séchage 72 h.
2024-10-19  Lot 2, 60 jours : aucune meule avec Mucor.
2024-12-18  Lot 2, 120 jours. Voir export.
2025-02-05  Coupe des meules du lot 2. Perte au parage : témoins 11,5 % ; film C 2,3 %.
            Test triangulaire (30 dégustateurs, employés et clients) : 12 sur 30 ont reconnu
            l'échantillon différent -> pas de différence significative.
            Prochaine étape : lot 3, affinage de 180 jours.
""",
        "af2_export_labo.csv": """
lot,traitement,date_analyse,age_jours,perte_poids (%),humidite (%),pH,NS_NT (%),meules_mucor
1,temoin,2024-06-14,60,9.6,39.0,5.21,17,0
1,film_A,2024-06-14,60,5.8,41.2,5.18,15,7
1,temoin,2024-08-14,120,12.9,37.4,5.34,27,0
1,film_A,2024-08-14,120,7.1,40.6,5.25,24,7
2,temoin,2024-10-19,60,9.4,39.2,5.20,18,0
2,film_C,2024-10-19,60,6.9,40.3,5.19,17,0
2,temoin,2024-12-18,120,13.1,37.6,5.33,27,0
2,film_C,2024-12-18,120,8.6,39.1,5.30,26,0
""",
    },
)

# 8 ------------------------------------------------------------------------------------------------
case(
    name="fr_beton_projete_paroi_froide",
    language="fr",
    fy=("2024-05-01", "2025-04-30"),
    title="BÉTON PROJETÉ ABITIBI INC.\n"
          "Projet BP-9 — Béton projeté à résistance initiale rapide sur paroi froide\n"
          "Année d'imposition du 1er mai 2024 au 30 avril 2025",
    heads={"242": "**Ligne 242 – Incertitudes scientifiques ou technologiques**\n\n",
           "244": "**Ligne 244 – Travail effectué**\n\n",
           "246": "**Ligne 246 – Avancées scientifiques ou technologiques**\n\n"},
    bodies={
        "242": """
Nous projetons du béton renforcé de macrofibres synthétiques pour soutenir les parois et le toit des galeries de mines souterraines en Abitibi. Après la projection, les équipes ne peuvent retourner sous le béton frais qu'une fois qu'il a atteint 1 MPa, et nos contrats visent ce seuil en 4 heures pour ne pas retarder le cycle de forage et de sautage. Dans les rampes près du portail, l'air de ventilation chauffé en hiver n'est qu'à quelques degrés au-dessus du point de congélation et la roche est entre 3 et 6 °C. Dans ces conditions, notre mélange avec accélérateur sans alcali met plus de deux fois le temps prévu à atteindre 1 MPa.

Les fournisseurs d'accélérateurs recommandent d'augmenter la dose par temps froid, mais leurs courbes de dosage sont établies à 20 °C, et nous ne savions pas si c'est la dose ou la température du béton qui gouverne la résistance au jeune âge à ces températures. Chauffer l'eau de gâchage est possible, mais nous ignorions quelle température du béton à la lance serait nécessaire, et si une couche mince projetée sur une roche froide garderait cette chaleur assez longtemps pour que l'accélérateur agisse. Un béton plus chaud pouvait aussi raidir dans le boyau ou augmenter le rebond, c'est-à-dire la part du béton qui ne colle pas à la paroi. Enfin, on ne savait pas si une prise accélérée à chaud nuirait à la résistance à long terme ou à la capacité d'absorption d'énergie que procurent les fibres.
""",
        "244": """
Les essais ont eu lieu dans la rampe d'accès d'une mine d'or de la région, à moins de 300 m du portail, sur des panneaux d'essai projetés contre la paroi. La résistance au jeune âge était mesurée à l'aiguille de pénétration jusqu'à 1 MPa, puis par la méthode des clous. Le mélange contenait 5 kg/m³ de macrofibres. La cible était de 1 MPa en 4 heures sur une paroi à 5 °C.

Le 11 juin 2024, le mélange de référence (accélérateur sans alcali à 6 % de la masse de ciment, eau de gâchage à 10 °C) est sorti de la lance à 9 °C sur une paroi à 5 °C. Il n'a atteint que 0,2 MPa à 4 heures, et 1 MPa après 9 heures.

Le 22 octobre, avec de l'eau de gâchage chauffée à 40 °C, le béton est sorti de la lance à 17 °C et a atteint 1 MPa en 3,5 heures sur une paroi à 5 °C. Le rebond est resté à 14 %, comme pour la référence, et aucun raidissement n'a été observé dans le boyau.

Le 20 août, en chambre froide au laboratoire, nous avons vérifié l'hypothèse voulant que la température du béton, plus que la dose d'accélérateur, gouverne la résistance au jeune âge. À 8 °C, porter la dose de 6 % à 9 % n'a fait passer la résistance à 4 heures que de 0,25 à 0,4 MPa, alors qu'à 18 °C, la dose de 6 % donnait déjà 1,3 MPa.

Le 3 décembre, sur une paroi à 3 °C, le même béton à 17 °C projeté en une première passe de 50 mm n'a atteint 1 MPa qu'en 5,2 heures. Avec une première passe de 100 mm, la cible a été atteinte en 3,8 heures.

Le 18 février 2025, des thermocouples noyés ont montré que la couche de 50 mm descendait à 6 °C en 2 heures, alors que celle de 100 mm restait au-dessus de 12 °C pendant 4 heures.

Le 13 mai 2025, les carottes prélevées dans les panneaux de février ont donné une résistance à la compression de 41 MPa, contre 40 MPa pour la référence, et les essais de panneaux ont donné une énergie absorbée de 780 J.
""",
        "246": """
Nous avons établi que, sur une paroi de 3 à 5 °C, c'est la température du béton, et non la dose d'accélérateur sans alcali, qui gouverne la résistance au jeune âge : en chambre froide à 8 °C, une dose portée de 6 % à 9 % n'a fait passer la résistance à 4 heures que de 0,25 à 0,4 MPa, alors que la dose de 6 % donnait 1,3 MPa à 18 °C. Sur la paroi, un béton sorti de la lance à 17 °C grâce à de l'eau chauffée à 40 °C a atteint 1 MPa en 3,5 heures, contre 9 heures pour la référence, sans hausse du rebond (14 %). Nous avons aussi montré que sur une roche à 3 °C, l'épaisseur de la première passe devient déterminante : une couche de 50 mm cède sa chaleur à la roche et tombe à 6 °C en 2 heures, si bien qu'elle n'atteint 1 MPa qu'en 5,2 heures, alors qu'une couche de 100 mm reste au-dessus de 12 °C pendant 4 heures et atteint la cible en 3,8 heures. L'effet du chauffage sur la résistance à long terme et sur l'absorption d'énergie des fibres restait à mesurer à la fin de l'exercice.
""",
    },
    defects=[
        ("244", "not_chronological",
         "Le 20 août, en chambre froide au laboratoire, nous avons vérifié l'hypothèse voulant que la température du béton, plus que la dose d'accélérateur, gouverne la résistance au jeune âge."),
        ("244", "date_outside_year",
         "Le 13 mai 2025, les carottes prélevées dans les panneaux de février ont donné une résistance à la compression de 41 MPa, contre 40 MPa pour la référence, et les essais de panneaux ont donné une énergie absorbée de 780 J."),
    ],
    unsupported=[],
    evidence={
        "registre_essais_BP-9.txt": """
BÉTON PROJETÉ ABITIBI INC. — Registre des essais, projet BP-9 (techn. : J. Rivard, ing. : S. Lapointe)
Lieu : rampe d'accès, mine cliente, < 300 m du portail. Panneaux d'essai projetés contre la paroi.
Résistance au jeune âge : aiguille de pénétration jusqu'à 1 MPa, puis méthode des clous.
Mélange : macrofibres synthétiques 5 kg/m³. Cible : 1 MPa en 4 h, paroi à 5 °C.

2024-06-11  RÉF. Accélérateur sans alcali 6 % (masse de ciment), eau de gâchage 10 °C.
            Béton à la lance 9 °C, paroi 5 °C. 0,2 MPa à 4 h ; 1 MPa à 9 h. Rebond 14 %.
2024-08-20  Chambre froide (labo) — voir bp9_chambre_froide.csv.
            Hypothèse (S.L.) : la température du béton gouverne plus que la dose d'accélérateur.
2024-10-22  Eau de gâchage chauffée à 40 °C. Béton à la lance 17 °C, paroi 5 °C.
            1 MPa à 3,5 h. Rebond 14 %. Pas de raidissement dans le boyau.
2024-12-03  Paroi 3 °C, béton à la lance 17 °C.
            1re passe 50 mm : 1 MPa à 5,2 h. 1re passe 100 mm : 1 MPa à 3,8 h.
2025-02-18  Thermocouples noyés (paroi 3 °C) : couche 50 mm à 6 °C après 2 h ;
            couche 100 mm > 12 °C pendant 4 h.
2025-03-05  Carottage des panneaux de février, envoi au labo.
""",
        "bp9_chambre_froide.csv": """
date,temperature_beton_C,dose_accelerateur_pct,resistance_4h_MPa
2024-08-20,8,6,0.25
2024-08-20,8,7.5,0.31
2024-08-20,8,9,0.40
2024-08-20,18,6,1.3
2024-08-20,18,9,2.1
""",
        "rapport_labo_carottes_2025-05-13.md": """
# Rapport de laboratoire — carottes et panneaux BP-9 (2025-05-13)

Échantillons : carottes et panneaux projetés le 2025-02-18 (béton chauffé) et panneaux de référence.

| Essai | Béton chauffé | Référence |
|---|---|---|
| Résistance à la compression (carottes) | 41 MPa | 40 MPa |
| Énergie absorbée (essai de panneau) | 780 J | 760 J |
""",
    },
)

# 9 ------------------------------------------------------------------------------------------------
case(
    name="fr_givrage_pales_eoliennes",
    language="fr",
    fy=("2023-11-01", "2024-10-31"),
    title="SERVICES ÉOLIENS CHIC-CHOCS INC. — Projet GV-3\n"
          "Détection précoce du givrage des pales par accéléromètres\n"
          "Exercice financier terminé le 31 octobre 2024",
    heads={"242": "1) Ligne 242 — Incertitudes scientifiques ou technologiques\n",
           "244": "2) Ligne 244 — Travail effectué\n",
           "246": "3) Ligne 246 — Avancées scientifiques ou technologiques\n"},
    bodies={
        "242": """
Nous assurons l'exploitation et l'entretien de parcs éoliens en Gaspésie, où le givre s'accumule sur les pales plusieurs fois par hiver. Une pale givrée produit moins, peut projeter des morceaux de glace et subit des charges supplémentaires. Notre objectif était de réduire les pertes de production hivernales de nos clients et de commercialiser notre système auprès des autres exploitants de parcs éoliens du Québec. Grâce à cette solution novatrice, Chic-Chocs deviendra un chef de file mondial de la surveillance des éoliennes en climat nordique.

Aujourd'hui, le givrage est surtout détecté par l'écart entre la puissance produite et la courbe de puissance attendue, ce qui ne fonctionne qu'une fois la perte devenue importante, et l'anémomètre de la nacelle givre lui-même. Les détecteurs de givre installés sur la nacelle mesurent les conditions à sa hauteur, et non au bout des pales, où la glace se forme d'abord. Nous voulions savoir si des accéléromètres placés dans les pales pouvaient détecter la masse ajoutée par la glace, qui abaisse leurs fréquences propres. Nous ne savions pas si une mince couche de glace produirait un changement de fréquence mesurable, puisque le composite de la pale se rigidifie au froid, ce qui fait monter ces mêmes fréquences et peut masquer l'effet de la glace. La vitesse de rotation et l'angle de calage modifient aussi les fréquences mesurées. On ignorait enfin si la glace se dépose également sur les trois pales, ce qui déterminerait si l'on peut comparer les pales entre elles pour éliminer l'effet de la température.
""",
        "244": """
Les essais ont porté sur l'éolienne T07 d'un parc de 24 éoliennes près de Murdochville, dont les trois pales ont été équipées d'accéléromètres en novembre 2023. Des caméras installées sur la nacelle filmaient les pales et servaient de référence pour le début de l'accrétion et l'épaisseur de glace au bout des pales.

12 décembre 2023 — lors du premier épisode de givrage, l'écart à la courbe de puissance n'a dépassé le seuil d'alarme de 15 % que 4,5 heures après le début de l'accrétion visible sur les caméras.

9 janvier 2024 — l'analyse de cet épisode a montré une baisse de 0,9 % de la première fréquence en battement des pales. Or, entre 5 °C et -25 °C, par temps sec, cette fréquence augmente de 1,2 % avec le froid, ce qui suffit à masquer l'effet de la glace. Hypothèse : en corrigeant la fréquence selon la température mesurée dans la pale, l'effet de la masse de glace deviendrait visible.

6 février — avec un modèle de correction linéaire selon la température et la vitesse de rotation, calé sur 30 jours de temps sec, le givrage a été détecté 1,5 heure après le début de l'accrétion, pour une épaisseur d'environ 5 mm au bout des pales.

19 mars — lors de 4 épisodes, une pale a givré nettement plus que les autres. La comparaison des pales entre elles a alors permis la détection en 50 minutes, mais elle a échoué lors d'un épisode où les trois pales ont givré également.

30 avril — sur les 14 épisodes de l'hiver, la méthode combinée (modèle corrigé et comparaison des pales) a détecté le givrage en moyenne 1,2 heure après le début de l'accrétion, contre 4,1 heures pour la courbe de puissance, avec 2 fausses alarmes, causées toutes deux par de la neige mouillée collée aux pales à l'arrêt.
""",
        "246": """
Nous avons démontré que la baisse de fréquence propre causée par une mince couche de glace est mesurable dans les pales, mais qu'elle est masquée par la rigidification du composite au froid : lors du premier épisode, la baisse de 0,9 % était plus faible que la variation de 1,2 % due à la seule température. Une correction linéaire selon la température de la pale et la vitesse de rotation rend la glace détectable à partir d'environ 5 mm d'épaisseur au bout des pales. Nous avons aussi établi que le givrage est souvent inégal d'une pale à l'autre, ce qui permet une détection plus rapide par comparaison (50 minutes), sans toutefois suffire lorsque les trois pales givrent également. Combinées, les deux méthodes ont détecté le givrage en 1,2 heure en moyenne sur 14 épisodes, contre 4,1 heures pour la courbe de puissance, avec 2 fausses alarmes dues à la neige mouillée, que la méthode ne distingue pas encore de la glace. Le système est maintenant installé sur les 24 éoliennes du parc et deux autres exploitants ont signé une lettre d'intention pour l'hiver prochain.
""",
    },
    defects=[
        ("242", "not_uncertainty",
         "Notre objectif était de réduire les pertes de production hivernales de nos clients et de commercialiser notre système auprès des autres exploitants de parcs éoliens du Québec."),
        ("242", "marketing",
         "Grâce à cette solution novatrice, Chic-Chocs deviendra un chef de file mondial de la surveillance des éoliennes en climat nordique."),
        ("246", "not_advancement",
         "Le système est maintenant installé sur les 24 éoliennes du parc et deux autres exploitants ont signé une lettre d'intention pour l'hiver prochain."),
    ],
    unsupported=[],
    evidence={
        "journal_GV-3_hiver_2023-2024.txt": """
SERVICES ÉOLIENS CHIC-CHOCS INC. — Journal du projet GV-3 (A. Synnott, F. Cloutier)
Éolienne T07, parc de 24 éoliennes (secteur Murdochville). Accéléromètres dans les 3 pales,
installés le 2023-11-21. Référence : caméras sur la nacelle (début d'accrétion, épaisseur au bout des pales).

2023-12-12  Épisode 1. Courbe de puissance : seuil d'alarme 15 % franchi 4,5 h après le début de
            l'accrétion visible (caméras).
2024-01-09  Analyse épisode 1 : 1re fréquence en battement -0,9 %. Par temps sec, entre 5 °C et -25 °C,
            la même fréquence monte de 1,2 % avec le froid -> masque la glace.
            Hypothèse (F.C.) : corriger selon la température mesurée dans la pale.
2024-02-06  Modèle de correction linéaire (température pale + vitesse de rotation), calé sur 30 jours
            de temps sec. Épisode 6 : détection 1,5 h après le début de l'accrétion, ~5 mm au bout des pales.
2024-03-19  Givrage inégal entre les pales dans 4 épisodes. Comparaison pale à pale : détection en 50 min.
            Échec de la comparaison à l'épisode 11 (trois pales givrées également).
2024-04-30  Bilan de l'hiver : voir sommaire_episodes_GV-3.csv
""",
        "sommaire_episodes_GV-3.csv": """
episode;date;delai_courbe_puissance_h;delai_methode_combinee_h;fausse_alarme
1;2023-12-12;4,5;1,3;non
2;2023-12-19;3,9;1,1;non
3;2024-01-04;4,4;1,2;non
4;2024-01-16;4,2;1,4;non
5;2024-01-27;3,6;1,3;non
6;2024-02-06;4,0;1,5;non
7;2024-02-14;4,7;0,9;non
8;2024-02-22;3,8;1,1;non
9;2024-03-01;4,1;0,8;non
10;2024-03-08;3,7;1,0;non
11;2024-03-13;4,3;1,6;non
12;2024-03-19;4,0;0,9;non
13;2024-03-28;4,2;1,2;non
14;2024-04-11;3,9;1,3;non
# moyenne (14 épisodes) : courbe de puissance 4,1 h ; méthode combinée 1,2 h
# (épisodes 1 à 3 : méthode combinée rejouée sur les données enregistrées)
# fausses alarmes : 2 (2024-02-27 et 2024-03-22), neige mouillée collée aux pales à l'arrêt
""",
        "courriel_deploiement_2024-09.txt": """
De : Annie Synnott
À : Direction
Date : 2024-09-17
Objet : GV-3 – déploiement

Bonjour,
L'installation des accéléromètres est terminée sur les 24 éoliennes du parc. Deux autres exploitants
nous ont envoyé une lettre d'intention pour l'hiver 2024-2025.
Annie
""",
    },
)

# 10 -----------------------------------------------------------------------------------------------
case(
    name="fr_circuits_autobus_scolaires",
    language="fr",
    fy=("2024-07-01", "2025-06-30"),
    title="Logiciels Itinéra inc. — Projet TS-4\n"
          "Circuits d'autobus scolaires robustes aux temps de parcours hivernaux\n"
          "Exercice du 1er juillet 2024 au 30 juin 2025",
    heads={"242": "242 — Quelles incertitudes scientifiques ou technologiques avez-vous tenté d'éliminer?\n",
           "244": "244 — Quel travail avez-vous effectué pendant l'année d'imposition pour surmonter les "
                  "incertitudes scientifiques ou technologiques décrites à la ligne 242?\n",
           "246": "246 — Quelles avancées scientifiques ou technologiques avez-vous réalisées ou tenté de "
                  "réaliser à la suite des travaux décrits à la ligne 244?\n"},
    bodies={
        "242": """
Notre logiciel prépare les circuits d'autobus scolaires des centres de services scolaires : il regroupe les élèves en arrêts, construit les circuits et enchaîne chaque autobus sur deux ou trois écoles dont les heures de cloche sont décalées. Comme les autres logiciels offerts sur le marché, il calcule les temps de parcours avec une vitesse fixe par type de route. En région, l'hiver, ces temps varient beaucoup d'un matin à l'autre, et des circuits planifiés en août arrivent en retard plusieurs matins par semaine dès la première neige.

Nous voulions produire des circuits qui respectent les heures de cloche avec une probabilité fixée, par exemple 95 % des matins, plutôt qu'en moyenne. Nous ne savions pas si les traces GPS déjà enregistrées par les autobus permettaient d'estimer, segment par segment, la distribution des temps de parcours selon la saison, alors que bien des segments ruraux ne sont parcourus que par un ou deux autobus. Nous ignorions aussi comment représenter ces temps aléatoires dans l'optimisation. Ajouter une marge à chaque segment est simple, mais les marges s'additionnent et risquent d'exiger des autobus inutiles ; une optimisation par scénarios représente mieux les retards qui surviennent ensemble un matin de tempête, mais elle pouvait être beaucoup trop lente pour un réseau de plus de 300 autobus. Enfin, le temps passé aux arrêts varie selon le nombre d'élèves et l'état des trottoirs, et nous ne savions pas quelle part des retards il explique.
""",
        "244": """
Les données provenaient d'un centre de services scolaire de la Montérégie : 312 autobus, 11 400 élèves transportés et 18 mois de traces GPS (2023 et premier semestre de 2024).

Le 23 juillet 2024, l'appariement des traces au réseau routier (4,1 millions de points) a donné des temps de parcours pour 86 % des segments utilisés par les circuits ; les autres n'avaient pas assez de passages.

Le 10 septembre, nous avons établi que sur les routes rurales, en hiver, le 95e centile des temps de parcours atteignait 1,38 fois la médiane, contre 1,12 fois en été. Le temps aux arrêts expliquait 23 % du retard total les matins de neige.

Le 14 novembre, nous avons testé la méthode des marges, chaque segment recevant son 95e centile : le plan respectait les cloches dans 99,1 % des matins simulés, mais exigeait 9 autobus de plus que le plan actuel. Notre hypothèse était que ces marges surestiment le risque, parce que tous les segments d'un circuit ne sont pas lents le même matin.

Le 28 janvier 2025, une optimisation sur 200 scénarios de matins tirés des traces GPS a confirmé cette hypothèse, mais le calcul a pris 6 heures, ce qui est trop long pour la planification.

Le 11 mars, en décomposant le problème par groupe d'écoles et en générant les circuits par colonnes, nous avons ramené le calcul à 48 minutes. Le plan obtenu respectait les cloches dans 96,2 % des matins simulés, avec 2 autobus de moins que le plan actuel.

Le 6 mai, un test rétrospectif sur les traces réelles de l'hiver 2024-2025 a montré que ce plan aurait respecté les cloches 95,1 % des matins, contre 89,3 % pour le plan réellement utilisé.

Nous avons aussi refait l'interface du module de planification aux couleurs du nouveau logo du client et ajouté un mode sombre, à la demande des répartiteurs.
""",
        "246": """
Nous avons établi que les traces GPS déjà enregistrées par les autobus suffisent à estimer la distribution des temps de parcours pour 86 % des segments utilisés, et que cette distribution change fortement en hiver : sur les routes rurales, le 95e centile atteint 1,38 fois la médiane, contre 1,12 fois en été, et le temps aux arrêts explique 23 % du retard les matins de neige. Nous avons montré qu'une marge au 95e centile sur chaque segment surestime le risque, puisque les segments lents ne le sont pas tous le même matin : elle exigeait 9 autobus de plus pour atteindre 99,1 % de respect des cloches. Une optimisation par scénarios représente mieux ces retards, et sa décomposition par groupe d'écoles a ramené le calcul de 6 heures à 48 minutes pour 312 autobus. Le plan obtenu aurait respecté les cloches 95,1 % des matins de l'hiver 2024-2025, contre 89,3 % pour le plan utilisé, avec 2 autobus de moins. Il reste à savoir comment traiter les segments peu fréquentés, pour lesquels les traces sont insuffisantes.
""",
    },
    defects=[
        ("244", "unsupported",
         "Le 14 novembre, nous avons testé la méthode des marges, chaque segment recevant son 95e centile : le plan respectait les cloches dans 99,1 % des matins simulés, mais exigeait 9 autobus de plus que le plan actuel."),
        ("244", "routine",
         "Nous avons aussi refait l'interface du module de planification aux couleurs du nouveau logo du client et ajouté un mode sombre, à la demande des répartiteurs."),
    ],
    unsupported=["14 novembre"],
    evidence={
        "journal_TS-4.md": """
# TS-4 — Journal de recherche (équipe optimisation : G. Tremblay, H. Benali)

Données : CSS de la Montérégie (client pilote). 312 autobus, 11 400 élèves transportés,
18 mois de traces GPS (janvier 2023 à juin 2024).

## 2024-07-23
Appariement des traces au réseau routier : 4,1 millions de points GPS. Temps de parcours estimés
pour 86 % des segments utilisés par les circuits (les autres : pas assez de passages).

## 2024-09-10
Routes rurales, hiver : 95e centile = 1,38 x la médiane ; été : 1,12 x.
Temps aux arrêts = 23 % du retard total les matins de neige.

## 2024-11-21
Méthode des marges (95e centile par segment) : cloches respectées 99,1 % des matins simulés,
mais +9 autobus par rapport au plan actuel.
Hypothèse (GT) : les marges surestiment le risque, les segments d'un circuit ne sont pas tous lents
le même matin.

## 2025-01-28
Optimisation par scénarios (200 matins tirés des traces GPS) : hypothèse confirmée, mais 6 h de calcul.

## 2025-03-11
Décomposition par groupe d'écoles + génération de colonnes : 48 min de calcul.
Voir resultats_plans_TS-4.csv.

## 2025-05-06
Test rétrospectif sur les traces réelles de l'hiver 2024-2025 : voir resultats_plans_TS-4.csv.
""",
        "resultats_plans_TS-4.csv": """
date,plan,autobus,respect_cloches_simule (%),respect_cloches_hiver_reel (%),temps_calcul_min
2024-11-21,marges_p95,321,99.1,,12
2025-01-28,scenarios_200,310,96.4,,360
2025-03-11,scenarios_decompose,310,96.2,95.1,48
2025-05-06,plan_actuel,312,,89.3,
""",
        "billet_UI-212.txt": """
Billet UI-212 — Module de planification
Demandé par : répartiteurs (client pilote)
Travaux : interface refaite aux couleurs du nouveau logo du client ; ajout d'un mode sombre.
Imputé au projet TS-4. Fermé le 2025-02-14.
""",
    },
)

# ---- CASES-END ----

if __name__ == "__main__":
    main()
