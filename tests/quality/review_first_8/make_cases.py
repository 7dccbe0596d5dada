#!/usr/bin/env python3
"""Writes the review_first_8 held-out cases (evidence files + case.json) and checks them.

Run:  python3 tests/quality/review_first_8/make_cases.py
Same case.json format as review_first_7 (see tests/quality/review/README.md); nine new projects
(5 English, 4 French with Quebec usage and CRA's French wording of the questions), none of them on a
topic or in an industry of an earlier review set. Checks are the ones of review_first_7/make_cases.py:
  - every defect `kind` is one of the nine kinds of the format;
  - every defect `sentence` occurs exactly once in the draft, inside the body of its line, on one line;
  - word counts: an `over_limit` line is over its limit (350 / 700 / 350) whichever way words are
    counted; every other line has at least 150 words (body) and is at least 30 below the limit
    (heading included);
  - every `unsupported` string occurs once in the draft, inside an `unsupported` sentence of line
    244/246, in no evidence file, and its value occurs nowhere in the evidence (as any number, or date);
  - every other number and date of lines 244 and 246 is found in the evidence BY VALUE; dates without a
    year are resolved inside the fiscal year; 244 dates are inside the fiscal year unless the sentence is
    a `date_outside_year` defect (whose date is outside the year, written with its year, and in the
    evidence);
  - every "number + unit" token of lines 244/246 (outside `unsupported`) has the same value with an
    equivalent unit in some evidence file (or in a .csv column whose header names the unit).
What is planted (25 defects, all nine kinds; 11 clean lines; 4 unsupported items):
  marketing 4 ("state-of-the-art ... first of its kind in North America", "breakthrough process ... uniquely
  smooth character", « reconnus parmi les plus prestigieux au monde », « ce casque révolutionnaire »);
  routine 3 (airport Glycol Guidelines outfall sampling, excise/labelling alcohol and methanol analyses,
  RQEP compliance sampling, each dressed up as experimental work); unmeasured 3 ("considerably reduced the
  number of aligners returned", « nettement amélioré la stabilité de l'accord », « amélioré de façon
  marquée la qualité de la glace »); date_outside_year 3 (3 weeks before the year, 2 and 5 weeks after);
  not_uncertainty 3 (a service launch, a basilica contract, becoming the municipalities' supplier);
  not_advancement 3 (property managers signing up, referral network moving cases, « nos clients
  l'adorent »); unsupported 4 (6.4 where the log says 5.8, 380 mPa·s where it says 420, « 0,4 °C » where it
  says 0,6, "July 16" for a trial logged on 2024-07-23); over_limit 1 (a French 242 of 379 words);
  not_chronological 1 (a May entry listed after November).
Clean lines hold near-misses: "commercially available" elements, "customer-supplied" belt sections and
scans, a "commercial-grade" cooling tower, "commercial enzyme preparations", « qualité de l'eau » measured.
One case (en_marginal_temperature_snowmaking) has no defect at all.
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
    name="en_deicing_runoff_glycol_ro",
    language="en",
    fy=("2024-05-01", "2025-04-30"),
    title="Tundra Fluid Recovery Ltd. — Winnipeg, Manitoba\n"
          "Project GR-3: reverse osmosis pre-concentration of aircraft de-icing pad runoff\n"
          "Taxation year: May 1, 2024 to April 30, 2025",
    heads={"242": "1. Line 242 – What scientific or technological uncertainties did you attempt to overcome?\n\n",
           "244": "2. Line 244 – What work did you perform in the tax year to overcome the scientific or "
                  "technological uncertainties described in line 242?\n\n",
           "246": "3. Line 246 – What scientific or technological advancements did you achieve or attempt to "
                  "achieve as a result of the work described in line 244?\n\n"},
    bodies={
        "242": """
Aircraft are de-iced with heated propylene glycol fluid (Type I) and, in falling snow, protected with a thickened anti-icing fluid (Type IV). The spent fluid collected at the de-icing pads is diluted by snow and melt water to a few percent glycol, and today it is trucked to the municipal wastewater plant, which charges the airport for its oxygen demand. Our state-of-the-art GlyCycle skid, the first of its kind in North America, was designed to concentrate this runoff by reverse osmosis so that the glycol can be distilled and reused.

Reverse osmosis of glycol solutions is established for warm, clean process streams, but pad runoff differs in three ways that we found no published work addressing together. First, Type IV fluids contain a cross-linked polyacrylate thickener; we did not know whether this polymer, diluted in runoff, would form a gel layer on the membranes, and if it did, whether it could be removed upstream without removing glycol with it. Second, the runoff reaches the skid close to freezing, where the membranes pass much less water and glycol solutions are more viscous; it was unknown what flux and what final glycol concentration could be reached before viscosity and osmotic pressure stopped the process. Third, the fluids carry a tolyltriazole corrosion inhibitor that partly passes reverse osmosis membranes; we did not know how it would split between permeate and concentrate, and therefore whether the permeate could be discharged to the sanitary sewer without a separate treatment step.
""",
        "244": """
All trials were run on a pilot reverse osmosis skid treating 1.2 m³/h of runoff pumped from the collection pond of the de-icing pads, fitted with commercially available spiral-wound seawater elements. Glycol was measured by refractive index and checked weekly by gas chromatography; permeate flux was logged every minute.

April 8, 2024: a first run on late-season runoff, without pretreatment, lost 45% of its permeate flux within 6 h, and the concentrate never exceeded 8% glycol.

Oct. 29: a reference run on pad runoff at 3.1% glycol and a feed temperature of 4 °C started at a flux of 14 L/m²·h, which fell to 6 L/m²·h after 9 h.

Nov. 12: the lead element was opened. Its deposit was 82% organic, and its infrared spectrum matched the polyacrylate thickener of the Type IV fluid. Our hypothesis was that the thickener, not the glycol, caused the flux loss, and that removing it upstream would restore the flux.

Dec. 3: an ultrafiltration stage with a 100 kDa cut-off ahead of the reverse osmosis limited the flux decline of the reverse osmosis to 18% over 24 h, but the ultrafiltration membranes themselves lost 60% of their flux in 10 h and had to be cleaned twice a day. We concluded that ultrafiltration only moved the fouling upstream.

Jan. 14, 2025: we tested whether calcium would precipitate the polyacrylate so that it could be settled out. Calcium chloride at 400 mg/L removed 91% of the thickener, measured by size-exclusion chromatography, with 0.4% of the glycol lost in the sludge, and the reverse osmosis flux then declined by only 11% over 24 h.

Feb. 11: 23% of the tolyltriazole passed into the permeate, at 4.8 mg/L against a limit of 2 mg/L in the sewer-use agreement. A granular activated carbon column on the permeate brought it below 0.1 mg/L.

March 4 to March 25: a continuous run of 21 days with calcium pretreatment, at feed temperatures of 3 to 6 °C, concentrated runoff averaging 2.6% glycol to an average of 21.5%, recovered 93% of the glycol in the concentrate, and required a membrane cleaning every 7 days.

Throughout the season our technicians also collected the weekly glycol and oxygen-demand samples at the airport's storm water outfall required under the federal Glycol Guidelines, a systematic monitoring campaign that provided a continuous experimental baseline for the project.
""",
        "246": """
We established that dilute de-icing runoff can be concentrated by reverse osmosis at feed temperatures of 3 to 6 °C, to an average of 21.5% glycol, provided that the Type IV thickener is removed upstream. The flux loss came from the polyacrylate thickener rather than from the glycol: the deposit on the membranes was 82% organic and matched the thickener's infrared spectrum. Removing the thickener by ultrafiltration protected the reverse osmosis (an 18% flux decline over 24 h, against a fall from 14 to 6 L/m²·h in 9 h without it) but moved the fouling to the ultrafiltration membranes, which lost 60% of their flux in 10 h. Precipitating it with calcium chloride at 400 mg/L removed 91% of the thickener for a glycol loss of 0.4% and limited the flux decline to 11% over 24 h. Over 21 days of continuous operation on runoff at 2.6% glycol, 93% of the glycol was recovered in the concentrate with a membrane cleaning every 7 days, using commercially available elements. We also found that 23% of the tolyltriazole inhibitor passes into the permeate, so the permeate cannot go to the sewer without a carbon polishing step, which brought it below 0.1 mg/L. Whether calcium pretreatment also works with the newer thickeners that some fluid makers now use, which are not polyacrylates, has not been tested.
""",
    },
    defects=[
        ("242", "marketing",
         "Our state-of-the-art GlyCycle skid, the first of its kind in North America, was designed to concentrate this runoff by reverse osmosis so that the glycol can be distilled and reused."),
        ("244", "date_outside_year",
         "April 8, 2024: a first run on late-season runoff, without pretreatment, lost 45% of its permeate flux within 6 h, and the concentrate never exceeded 8% glycol."),
        ("244", "routine",
         "Throughout the season our technicians also collected the weekly glycol and oxygen-demand samples at the airport's storm water outfall required under the federal Glycol Guidelines, a systematic monitoring campaign that provided a continuous experimental baseline for the project."),
    ],
    unsupported=[],
    evidence={
        "gr3_pilot_log.md": """
# GR-3 pilot log — RO pre-concentration of de-icing pad runoff
K. Olafson (process engineer), R. Dhillon (lab technician)

Pilot RO skid, 1.2 m³/h, spiral-wound seawater elements (off the shelf). Feed pumped from the pad collection pond.
Glycol by refractive index, GC check weekly. Flux logged every minute, in L/m²·h.

2024-04-08  End of last season. First run, late-season runoff, no pretreatment: flux -45% within 6 h.
            Concentrate max 8% glycol.
2024-10-29  Reference run. Pad runoff 3.1% glycol, feed 4 °C. Flux 14 -> 6 L/m²·h in 9 h.
2024-11-12  Lead element autopsy. Deposit 82% organic (loss on ignition); FTIR matches the polyacrylate
            thickener of the Type IV fluid. Hypothesis (KO): thickener, not glycol, drives the flux loss.
            Remove it upstream.
2024-12-03  UF pretreatment, 100 kDa: RO flux decline 18% over 24 h. But UF flux -60% in 10 h, CIP twice a day.
            Not workable: fouling just moves upstream.
2025-01-14  CaCl2 at 400 mg/L, settle: 91% of thickener removed (SEC). Glycol lost in sludge 0.4%.
            RO flux decline 11% over 24 h.
2025-02-11  Tolyltriazole: 23% passes into permeate, 4.8 mg/L (sewer-use agreement limit 2 mg/L).
            GAC column on permeate: < 0.1 mg/L.
2025-03-04  Start continuous run, CaCl2 pretreatment, feed 3 to 6 °C.
2025-03-25  End of continuous run (21 days). Feed avg 2.6% glycol -> concentrate avg 21.5%.
            Glycol recovery 93%. CIP every 7 days.

Not part of GR-3: weekly outfall sampling (glycol, BOD) for the airport authority's Glycol Guidelines
compliance report, done by our technicians under the service contract, November to April.
""",
        "gr3_runs.csv": """
date,pretreatment,feed_glycol_pct,feed_temp_C,flux_decline_pct,hours
2024-04-08,none,,,45,6
2024-10-29,none,3.1,4,57,9
2024-12-03,UF 100 kDa,2.9,5,18,24
2025-01-14,CaCl2 400 mg/L,2.7,4,11,24
""",
    },
)

# 2 ------------------------------------------------------------------------------------------------
case(
    name="en_elevator_belt_flux_leakage",
    language="en",
    fy=("2024-01-01", "2024-12-31"),
    title="Lakeshore Lift Diagnostics Inc. (Mississauga, Ontario)\n"
          "Project LD-2 — Magnetic flux leakage inspection of coated steel elevator belts\n"
          "Fiscal year ended December 31, 2024",
    heads={"242": "**Line 242 — Scientific or technological uncertainties**\n\n",
           "244": "**Line 244 — Work performed in the tax year**\n\n",
           "246": "**Line 246 — Scientific or technological advancements**\n\n"},
    bodies={
        "242": """
Many elevators installed in Ontario over the last fifteen years hang from coated steel belts rather than wire ropes: flat belts in which steel cords are embedded in a polyurethane jacket. Wire ropes are inspected visually for broken wires and corrosion, but the cords of a belt cannot be seen. Belt makers rely on a monitor that measures the electrical continuity of each cord; it reports a cord only once it is completely broken, and says nothing about broken wires or corrosion inside a cord that is still continuous. The goal of the project was to launch a belt inspection service that building owners would buy as an add-on to their maintenance contracts, and to have it accepted by the property managers of our largest accounts before the end of the year.

We chose magnetic flux leakage, which is used on wire ropes, but its use on belts raised questions that the literature did not answer. Around a rope the sensor surrounds the strands at a known distance; in a belt, twelve cords lie side by side a few millimetres apart under a jacket of varying thickness, and we did not know whether a single broken wire in a thin cord would give a signal distinguishable from the magnetic field of the stranded cords themselves. We did not know whether the signal of a break would stay on the sensors of its own cord or spread to the neighbouring cords, nor whether eddy currents at running speed would mask it. Finally, we did not know whether the loss of metallic area caused by corrosion, which gives a much weaker signal than a break, could be measured through the jacket at all.
""",
        "244": """
Tests were run on a test tower in our shop, with a 12 m loop of coated belt running over a traction sheave. The belt sections were customer-supplied, removed from elevators during modernizations. Each belt carries 12 steel cords of 1.65 mm in a polyurethane jacket. Broken wires were produced by cutting single wires through small windows in the jacket, which were then resealed; a break counted as detected when the signal crossed a threshold of 4 times the standard deviation of the noise.

Feb. 6: a first array of 24 Hall sensors, 3 mm from the belt surface, gave a signal-to-noise ratio of 2.1 for a single broken wire and detected 9 of 20 single breaks.

March 12: our hypothesis was that most of the noise was not random but the field of the cord strands themselves, repeating with the lay length of 10 mm. Subtracting a running average synchronised with the lay raised the signal-to-noise ratio to 5.8; 19 of the 20 single breaks were detected, with one false indication over 60 m of belt.

April 23: at the rated speed of 2.5 m/s, eddy currents in the cords distorted the signals and detection fell to 14 of 20; at 1.0 m/s, the inspection speed of the controller, it stayed at 19 of 20. Inspection at 1.0 m/s was adopted.

June 18: a break in one cord produced 38% of its signal on the sensors of the neighbouring cord, so breaks were sometimes assigned to the wrong cord. Correcting the signals with a crosstalk matrix measured on the belt assigned 18 of 20 breaks to the right cord, against 11 of 20 before the correction.

Aug. 27: to find out whether corrosion could be measured as well as breaks, 8 belt sections were aged in salt fog for 6 weeks. The loss of metallic area estimated from the sensor signals correlated with the mass loss measured after stripping the jacket (r = 0.93), and a loss of 3% was the smallest that could be distinguished from unaged belt.

Oct. 15 to Nov. 8: 6 elevators in 3 buildings were inspected in service, covering 1,840 m of belt; 7 indications were recorded.

Dec. 10: 2 belts carrying 4 of these indications were removed at a scheduled replacement and taken apart. Broken wires were found at 3 of the 4 locations; the fourth was a dent in the jacket.
""",
        "246": """
We established that magnetic flux leakage can detect single broken wires inside the cords of a coated elevator belt, through the jacket, provided that the periodic field of the stranded cords is removed from the signal first. Without that step a single break gave a signal-to-noise ratio of 2.1, and only 9 of 20 breaks were found. Subtracting an average synchronised with the 10 mm lay raised the signal-to-noise ratio to 6.4 and detection to 19 of 20, with one false indication over 60 m of belt. The signal of a break spreads to the neighbouring cord (38% of its amplitude), so a crosstalk correction is needed to assign breaks to the right cord: 18 of 20 with it, 11 of 20 without. Detection held at 1.0 m/s but fell to 14 of 20 at 2.5 m/s, so belts must be inspected at inspection speed rather than rated speed. Corrosion can also be estimated through the jacket: the estimated loss of metallic area followed the measured mass loss (r = 0.93) down to a loss of 3%. In service, 3 of the 4 indications checked by teardown were broken wires. Since the field trials, two national property managers have added belt inspection to their service agreements, and it is now the fastest-growing service line in our company's history. How the number of broken wires relates to the remaining strength of a belt, which would define a discard criterion, remains to be established.
""",
    },
    defects=[
        ("242", "not_uncertainty",
         "The goal of the project was to launch a belt inspection service that building owners would buy as an add-on to their maintenance contracts, and to have it accepted by the property managers of our largest accounts before the end of the year."),
        ("246", "unsupported",
         "Subtracting an average synchronised with the 10 mm lay raised the signal-to-noise ratio to 6.4 and detection to 19 of 20, with one false indication over 60 m of belt."),
        ("246", "not_advancement",
         "Since the field trials, two national property managers have added belt inspection to their service agreements, and it is now the fastest-growing service line in our company's history."),
    ],
    unsupported=["6.4"],
    evidence={
        "ld2_test_log.md": """
# LD-2 test log — MFL on coated steel belts
A. Kowalczyk (electronics), T. Greaves (field technician)

Test tower, 12 m belt loop over traction sheave. Belt sections supplied by customers (removed at modernizations).
Belt: 12 steel cords, 1.65 mm, cord pitch 2.5 mm, polyurethane jacket.
Broken wires: single wire cut through a window in the jacket, window resealed.
Detection threshold: 4 x noise standard deviation.

## 2024-02-06
Array of 24 Hall sensors, lift-off 3 mm. Single broken wire: SNR 2.1. Detected 9 / 20.

## 2024-03-12
Hypothesis (AK): noise is mostly the strand field, periodic with the lay length (10 mm), not random.
Lay-synchronous running average subtracted: SNR 5.8. Detected 19 / 20. 1 false indication over 60 m.

## 2024-04-23
Rated speed 2.5 m/s: eddy currents distort the signals, detected 14 / 20.
Inspection speed 1.0 m/s: 19 / 20. -> inspect at 1.0 m/s.

## 2024-06-18
Crosstalk: a break in one cord gives 38% of its amplitude on the neighbouring cord's sensors.
Crosstalk matrix correction: right cord 18 / 20 (11 / 20 without).

## 2024-08-27
8 sections aged in salt fog, 6 weeks. Estimated LMA vs mass loss after stripping: r = 0.93.
Smallest loss distinguishable from unaged belt: 3%.

## 2024-12-10
Teardown of 2 belts removed at scheduled replacement (4 indications): broken wires at 3 locations,
4th = dent in the jacket.
""",
        "ld2_field_inspections.csv": """
date,building,elevators,belt_length_m,indications
2024-10-15,Building A,2,640,3
2024-10-29,Building B,2,560,1
2024-11-08,Building C,2,640,3
# total: 6 elevators, 1840 m of belt, 7 indications
""",
    },
)

# 3 ------------------------------------------------------------------------------------------------
case(
    name="en_marginal_temperature_snowmaking",
    language="en",
    fy=("2024-07-01", "2025-06-30"),
    title="Beaver Valley Snow Systems Inc., Thornbury, Ontario\n"
          "SM-1: fan-gun snowmaking at marginal wet-bulb temperatures\n"
          "Tax year July 1, 2024 - June 30, 2025",
    heads={"242": "What scientific or technological uncertainties did you attempt to overcome? (Maximum 350 words)\n\n",
           "244": "What work did you perform in the tax year to overcome the scientific or technological "
                  "uncertainties described in line 242? (Maximum 700 words)\n\n",
           "246": "What scientific or technological advancements did you achieve or attempt to achieve as a "
                  "result of the work described in line 244? (Maximum 350 words)\n\n"},
    bodies={
        "242": """
Ski areas in southern Ontario open on machine-made snow, and in November and December the early-season nights often have a wet-bulb temperature of only -2 to -4 °C. Fan guns, which atomise water into a stream of fan air while a nucleator seeds it with ice crystals, are rated by their makers down to about -2 °C, but at these marginal temperatures they produce wet, dense snow, and much of the water runs off the pile instead of freezing. The density of the snow and the share of pumped water that ends up as snow decide how many nights are needed to open a run.

A droplet freezes in flight only if it loses its heat before it lands, and at marginal temperatures the margin is small. We did not know which term dominated for our guns: the sensible heat of the water, which leaves the pumping station at 3 to 4 °C, or the droplet size, which depends on the nozzle pressure. Water can be pre-cooled in a cooling tower, but we did not know whether cooling it close to 0 °C would change the snow measurably, or whether the gain would be lost in the buried pipes on the way to the gun. Finer droplets require a higher pressure, which reduces the water flow, and it was not known whether the gain in freezing would outweigh the loss of flow. Finally, the share of nucleator air is set by the makers for colder conditions, and we did not know whether it limits production at marginal temperatures. None of these effects could be predicted from the makers' data, which are given for colder and drier nights.
""",
        "244": """
All trials were run with one fan gun at the base of the beginner slope, fed by the resort's pumping station. Snow density was measured by weighing cores taken from the pile within an hour of production, three cores per night. Conversion efficiency is the mass of snow in the pile, from a drone survey of its volume multiplied by the measured density, divided by the mass of water pumped.

Nov. 19: at a wet-bulb temperature of -2.5 °C, the gun at its standard settings (water at 3.5 °C, nozzle pressure 24 bar) made snow at 540 kg/m³ with a conversion efficiency of 61%, and water was seen running off the pile.

Dec. 4: our hypothesis was that the droplets left the nozzle too warm rather than too large. Water pre-cooled to 0.8 °C in the resort's commercial-grade cooling tower, at the same pressure and a wet-bulb temperature of -2.4 °C, gave snow at 470 kg/m³ and a conversion efficiency of 68%. The water warmed by only 0.3 °C between the tower and the gun.

Dec. 18: with water at 0.8 °C, raising the nozzle pressure from 24 to 32 bar to make finer droplets lowered the density to 420 kg/m³, but the water flow dropped by 22%, so the volume of snow made per hour did not increase. We concluded that pressure could only be raised part of the way, and chose 28 bar for the next trials.

Jan. 15: to test whether nucleation limited freezing, the compressed air to the nucleator nozzles was doubled at a wet-bulb temperature of -2.6 °C. The density changed by 15 kg/m³, less than the spread of 25 kg/m³ between repeat cores, and nucleator air was ruled out as a lever at these temperatures.

Feb. 5 to Feb. 7: over three nights at wet-bulb temperatures of -3.0 to -3.5 °C, the gun alternated every two hours between the standard settings and pre-cooled water at 28 bar. The standard settings gave 500 kg/m³ and 63%; pre-cooled water at 28 bar gave 410 kg/m³ and 74%.

March 12: to check the measurement itself, one pile was surveyed by drone, then cut into blocks and weighed. The drone volume was within 4% of the volume obtained by weighing, which puts the uncertainty of each conversion efficiency at about 4 percentage points.
""",
        "246": """
We established that, at wet-bulb temperatures between -2.4 and -3.5 °C, the sensible heat of the supply water limits how much of it a fan gun turns into snow more than droplet size or nucleator air does. Pre-cooling the water from 3.5 °C to 0.8 °C in a commercial-grade cooling tower lowered the snow density from 540 to 470 kg/m³ and raised the conversion efficiency from 61% to 68% at comparable temperatures, and the water warmed by only 0.3 °C on its way to the gun. Raising the nozzle pressure from 24 to 32 bar made lighter snow (420 kg/m³) but cut the water flow by 22%, so it did not increase hourly production. Doubling the nucleator air changed the density by 15 kg/m³, less than the 25 kg/m³ spread between repeat cores, which ruled it out as a lever at these temperatures. Over three nights at -3.0 to -3.5 °C, pre-cooled water at 28 bar gave 410 kg/m³ and 74% conversion, against 500 kg/m³ and 63% at the standard settings. The drone survey used to measure the piles was within 4% of a cut-and-weigh measurement, so differences of a few percentage points in efficiency should be read with caution. Whether these settings still help below -4 °C, where droplet size may become the limit, was not tested.
""",
    },
    defects=[],
    unsupported=[],
    evidence={
        "sm1_field_log.md": """
# SM-1 field log — marginal-temperature snowmaking (J. McLeod, snowmaking lead; P. Anand, engineer)

One fan gun, base of beginner slope, fed by the resort pumping station.
Density: 3 cores per night, weighed, taken < 1 h after production.
Conversion efficiency = snow mass (drone volume x density) / water mass pumped.

2024-11-19  Wet bulb -2.5 °C. Standard settings: water 3.5 °C, 24 bar. Density 540 kg/m³, conversion 61%.
            Runoff seen at the toe of the pile.
2024-12-04  Hypothesis (PA): droplets leave too warm, not too large.
            Water pre-cooled in cooling tower to 0.8 °C, 24 bar, wet bulb -2.4 °C: 470 kg/m³, 68%.
            Water warms 0.3 °C between tower outlet and gun.
2024-12-18  Water 0.8 °C, 24 -> 32 bar: 420 kg/m³, but water flow -22%. Hourly snow volume unchanged.
            Use 28 bar from now on.
2025-01-15  Nucleator air doubled, wet bulb -2.6 °C: density 455 vs 470 kg/m³ (difference 15 kg/m³).
            Spread between repeat cores 25 kg/m³. Nucleator air ruled out.
2025-02-05  Start of 3-night A/B test (alternating every 2 h), wet bulb -3.0 to -3.5 °C.
2025-02-07  End of A/B test. Standard: 500 kg/m³, 63%. Pre-cooled + 28 bar: 410 kg/m³, 74%.
2025-03-12  Pile surveyed by drone, then cut and weighed: drone volume within 4% of weighed volume.
""",
        "sm1_nights.csv": """
date,wet_bulb_C,water_C,pressure_bar,setting,density_kg_per_m3,conversion_pct
2024-11-19,-2.5,3.5,24,standard,540,61
2024-12-04,-2.4,0.8,24,pre-cooled,470,68
2024-12-18,-2.5,0.8,32,pre-cooled,420,
2025-01-15,-2.6,0.8,24,pre-cooled + 2x nucleator air,455,
2025-02-07,-3.2,3.5,24,standard (3 nights),500,63
2025-02-07,-3.2,0.8,28,pre-cooled (3 nights),410,74
""",
    },
)

# 4 ------------------------------------------------------------------------------------------------
case(
    name="en_aligner_thermoforming_thickness",
    language="en",
    fy=("2023-09-01", "2024-08-31"),
    title="Harbourview Orthodontic Laboratory Inc. — Dartmouth, Nova Scotia\n"
          "Project HO-5: thickness and force retention of thermoformed clear aligners\n"
          "Fiscal period September 1, 2023 to August 31, 2024",
    heads={"242": "## Line 242 — Technological uncertainties\n\n",
           "244": "## Line 244 — Work performed\n\n",
           "246": "## Line 246 — Technological advancement\n\n"},
    bodies={
        "242": """
Clear aligners are made by thermoforming a polymer sheet over a 3D-printed model of the patient's teeth, one model for each stage of treatment. The sheet starts at a uniform thickness, but it is stretched over the teeth as it is drawn down, so the finished aligner is thinnest exactly where it has to push: at the incisal edges and the cusp tips. The force an aligner applies to a tooth depends on its thickness there and on the stiffness of the material, and that stiffness falls during the days the aligner is worn, at body temperature and in saliva.

We did not know how the thickness of the aligner over each tooth depends on the forming conditions we control: the height of the model on the forming platform, the heating time of the sheet, and the sheet material. Sheet makers give only the starting thickness and the properties of flat sheet, and the few published measurements of formed aligners were made over idealised models rather than real arches with crowded incisors. We did not know whether the force delivered to a tooth would follow the thickness over it, since forming also stretches and orients the polymer and may change its stiffness. Finally, we did not know how much of the initial force would remain after the two weeks an aligner is worn, how that loss differs between a single-layer copolyester sheet and a multilayer sheet with an elastomeric core, or whether an aligner that starts with more force would lose it faster.
""",
        "244": """
Aligners were formed on a pressure-forming machine over models printed from customer-supplied intraoral scans, anonymised by the referring clinics. Thickness was measured by micro-CT at 14 points per arch. Forces were measured on a typodont with a three-axis load cell under the upper left central incisor, the aligner being designed to move that tooth by 0.25 mm.

Oct. 3, 2023: with our standard settings (0.76 mm copolyester sheet, heating time 35 s, model base 20 mm high), the aligner was 0.41 mm thick at the incisal edges and 0.52 mm at the molar cusps.

Nov. 14: our hypothesis was that the incisal edges thinned because the tall front teeth met the sheet first and it was stretched over them before reaching the rest of the arch. Lowering the model base to 12 mm raised the incisal thickness to 0.49 mm, with the molar cusps unchanged at 0.52 mm.

Jan. 16, 2024: shortening the heating time from 35 s to 25 s added 0.03 mm at the incisal edges, but left gaps of up to 0.18 mm at the gingival margins, where the sheet was no longer soft enough to follow the model. The heating time was kept at 35 s.

Feb. 27: on the typodont, the aligner formed on the 20 mm base applied an initial force of 2.9 N to the incisor, and the one formed on the 12 mm base 3.6 N.

April 9: aligners kept in water at 37 °C lost 48% of their initial force in 14 days when made of copolyester, and 31% when made of a multilayer sheet with an elastomeric core.

June 4: multilayer aligners formed on the 12 mm base applied 3.1 N initially and 2.1 N after 14 days, against 1.5 N after 14 days for copolyester aligners formed with our former standard settings. The lowered model position also considerably reduced the number of aligners returned by orthodontists for poor fit.

July 16: 30 multilayer aligners formed on the 12 mm base were checked by micro-CT; their incisal thickness averaged 0.50 mm, with a standard deviation of 0.02 mm.
""",
        "246": """
We established that, for aligners formed over printed arches, the height of the model on the forming platform controls the thinning at the incisal edges more than the heating time does, and that the force lost during wear depends mainly on the sheet material. Lowering the model base from 20 to 12 mm raised the incisal thickness from 0.41 to 0.49 mm without thinning the molar cusps, and the initial force on the test incisor rose from 2.9 to 3.6 N. Shortening the heating time gained only 0.03 mm and left gaps of up to 0.18 mm at the margins, which ruled it out. In water at 37 °C, copolyester aligners lost 48% of their force in 14 days and multilayer aligners 31%, so that a multilayer aligner formed on the lower base still applied 2.1 N after two weeks, against 1.5 N for our former standard. Across 30 aligners the incisal thickness was repeatable to a standard deviation of 0.02 mm. Orthodontists in our referral network have since moved their aligner cases to our lab, and aligners are now the fastest-growing product we make. We have not yet established whether the force measured on the typodont predicts the tooth movement achieved in patients.
""",
    },
    defects=[
        ("244", "unmeasured",
         "The lowered model position also considerably reduced the number of aligners returned by orthodontists for poor fit."),
        ("244", "unsupported",
         "July 16: 30 multilayer aligners formed on the 12 mm base were checked by micro-CT; their incisal thickness averaged 0.50 mm, with a standard deviation of 0.02 mm."),
        ("246", "not_advancement",
         "Orthodontists in our referral network have since moved their aligner cases to our lab, and aligners are now the fastest-growing product we make."),
    ],
    unsupported=["July 16"],
    evidence={
        "ho5_lab_notebook.md": """
# HO-5 lab notebook — aligner thickness and force (M. Chiasson, dental technologist; D. Osei, materials)

Pressure former; models printed from intraoral scans sent by clinics (anonymised).
Thickness: micro-CT, 14 points per arch. Force: typodont + 3-axis load cell under UL1, designed activation 0.25 mm.

2023-10-03  Standard: 0.76 mm copolyester, heat 35 s, model base 20 mm. Incisal 0.41 mm, molar cusps 0.52 mm.
2023-11-14  Hypothesis (MC): tall anteriors meet the sheet first, sheet stretched over them.
            Base lowered to 12 mm: incisal 0.49 mm, molar cusps 0.52 mm (unchanged).
2024-01-16  Heat 25 s instead of 35 s: incisal +0.03 mm, but gingival margin gaps up to 0.18 mm. Keep 35 s.
2024-02-27  Typodont: 20 mm base 2.9 N initial; 12 mm base 3.6 N.
2024-04-09  Relaxation in water, 37 °C, 14 days: copolyester -48%, multilayer (elastomeric core) -31%.
2024-06-04  Multilayer on 12 mm base: 3.1 N initial, 2.1 N at 14 days. Copolyester, old standard: 1.5 N at 14 days.
2024-07-23  Repeatability: 30 multilayer aligners, 12 mm base, micro-CT: incisal mean 0.50 mm, SD 0.02 mm.
""",
    },
)

# 5 ------------------------------------------------------------------------------------------------
case(
    name="en_on_grain_rye_column_still",
    language="en",
    fy=("2024-02-01", "2025-01-31"),
    title="Parkland Spirits Ltd. (Red Deer, Alberta) - SR&ED project PS-3\n"
          "On-grain continuous distillation of a 100% rye mash\n"
          "Tax year ending January 31, 2025",
    heads={"242": "242 – Scientific or technological uncertainty\n\n",
           "244": "244 – Work performed during the tax year\n\n",
           "246": "246 – Scientific or technological advancement\n\n"},
    bodies={
        "242": """
We distil whisky from Alberta rye in a 12-plate continuous column. Most rye whisky is made from a mash that contains a large share of corn or barley malt, or the rye mash is lautered so that only the liquid goes to the still. We wanted to distil a mash of 100% rye on-grain, with its solids, because lautering rye is slow and loses part of the extract, and because the husk and bran contribute to the character of the spirit.

Rye differs from other grains in its content of arabinoxylans, soluble fibres that make rye mashes extremely viscous. On-grain rye mash was known to be difficult to run in a column, but we found no data on where or why it fails: whether the viscosity itself, the solids, or proteins and starch scorching on the hot trays is the cause. We did not know which fibre fraction, arabinoxylans or beta-glucans, controls the viscosity of our rye, and therefore which of the commercial enzyme preparations sold for grain distilling, if any, would bring it low enough for the mash to flow across the trays. Nor did we know whether a low viscosity would be enough, or whether the tray design would also have to change to keep solids from settling. Finally, enzymes that break down these fibres also release sugars and phenolic compounds, and it was not known whether treated mash would give a spirit with a different content of higher alcohols and esters, the congeners that define the character of our new-make spirit.
""",
        "244": """
Mash was cooked in batches of 1,200 L. Viscosity was measured at 30 °C with a rotational viscometer. The run length of the column was the time until the pressure drop across the stripping section had risen by 40%, the point at which we normally stop for cleaning.

March 12: untreated mash had a viscosity of 1,850 mPa·s, and the column ran 5.5 h before the pressure drop rose by 40%. The bottom trays were coated with a brown deposit of scorched protein and starch.

April 23: our hypothesis was that arabinoxylans, not beta-glucans, caused the viscosity. A beta-glucanase at 0.2 kg/t of grain lowered the viscosity only to 1,600 mPa·s, while a xylanase at the same dose lowered it to 420 mPa·s.

June 11: xylanase-treated mash ran for 31 h. Deposits still formed on the bottom 4 trays, where solids settled in the dead zones of the sieve trays, so viscosity was not the only cause of fouling.

Aug. 6: the bottom 4 sieve trays were replaced with dual-flow trays, which have no downcomers in which solids can settle. The run was stopped after 96 h as planned, with the pressure drop up by only 12%.

Sept. 17: gas chromatography showed 2,150 mg/L of higher alcohols (on absolute alcohol) in spirit from treated mash, against 2,240 mg/L from untreated mash, and ethyl acetate at 310 mg/L against 295 mg/L.

Nov. 19: a second run of 96 h on another rye lot, whose arabinoxylan content was 9.4% instead of 7.9%, needed 0.3 kg/t of xylanase to reach the same viscosity, and the pressure drop rose by less than 15%.

May 21: in a triangle test, 12 trained tasters could not distinguish new-make spirit distilled in the laboratory still from treated and untreated mash; 5 of 12 picked the odd sample, fewer than the 8 needed for significance.

Each batch of new-make spirit was also sampled for the alcohol strength and methanol analyses required for excise reporting and labelling, a systematic analytical program that added to the characterisation of our experimental spirits.
""",
        "246": """
This breakthrough process, which gives our signature rye the bold yet uniquely smooth character our guests have come to expect, shows that a mash of 100% rye can be distilled on-grain in a continuous column. The viscosity of our rye mash is controlled by arabinoxylans rather than beta-glucans: a xylanase at 0.2 kg/t brought it from 1,850 to 380 mPa·s, where a beta-glucanase only reached 1,600 mPa·s. Low viscosity alone was not enough. The run length rose from 5.5 h to 31 h, but solids still settled and scorched in the dead zones of the sieve trays; replacing the bottom 4 trays with dual-flow trays removed that limit, with a rise of only 12% in pressure drop after 96 h. The enzyme dose has to follow the arabinoxylan content of the grain, since a lot at 9.4% needed 0.3 kg/t instead of 0.2 kg/t. The treatment changed the congeners little (2,150 against 2,240 mg/L of higher alcohols, 310 against 295 mg/L of ethyl acetate), and trained tasters could not tell the two spirits apart. How spirits from treated and untreated mash will differ after three years in barrel is not yet known.
""",
    },
    defects=[
        ("244", "not_chronological",
         "May 21: in a triangle test, 12 trained tasters could not distinguish new-make spirit distilled in the laboratory still from treated and untreated mash; 5 of 12 picked the odd sample, fewer than the 8 needed for significance."),
        ("244", "routine",
         "Each batch of new-make spirit was also sampled for the alcohol strength and methanol analyses required for excise reporting and labelling, a systematic analytical program that added to the characterisation of our experimental spirits."),
        ("246", "marketing",
         "This breakthrough process, which gives our signature rye the bold yet uniquely smooth character our guests have come to expect, shows that a mash of 100% rye can be distilled on-grain in a continuous column."),
        ("246", "unsupported",
         "The viscosity of our rye mash is controlled by arabinoxylans rather than beta-glucans: a xylanase at 0.2 kg/t brought it from 1,850 to 380 mPa·s, where a beta-glucanase only reached 1,600 mPa·s."),
    ],
    unsupported=["380"],
    evidence={
        "ps3_still_log.md": """
# PS-3 still house log — on-grain 100% rye (G. Lindqvist, head distiller; H. Brar, QA/lab)

Batches 1200 L. Viscosity: rotational viscometer, 30 °C, in mPa·s.
Run length = hours until stripping-section pressure drop +40% (normal cleaning point).

2024-03-12  Untreated 100% rye mash: 1850 mPa·s. Column ran 5.5 h to +40% dP.
            Bottom trays: brown deposit, scorched protein + starch.
2024-04-23  Hypothesis (GL): arabinoxylans, not beta-glucans, drive viscosity.
            Beta-glucanase 0.2 kg/t grain: 1600 mPa·s. Xylanase 0.2 kg/t: 420 mPa·s.
2024-05-21  Triangle test (lab still spirit, treated vs untreated mash): 12 trained tasters, 5 correct.
            8 correct needed for significance -> no detectable difference.
2024-06-11  Xylanase mash on column: 31 h. Deposits still on bottom 4 trays (dead zones of sieve trays).
2024-08-06  Bottom 4 sieve trays -> dual-flow trays. Planned stop at 96 h, dP +12%.
2024-11-19  New rye lot, arabinoxylan 9.4% (previous lot 7.9%). Xylanase 0.3 kg/t for same viscosity.
            96 h run, dP rise < 15%.

QA routine (not PS-3): alcohol strength + methanol on every batch for excise returns and labels.
""",
        "ps3_gc_congeners.csv": """
date,sample,higher alcohols (mg/L AA),ethyl acetate (mg/L AA)
2024-09-17,new make - treated mash (xylanase),2150,310
2024-09-17,new make - untreated mash,2240,295
""",
    },
)

# 6 ------------------------------------------------------------------------------------------------
case(
    name="fr_etoffe_tuyaux_orgue_fluage",
    language="fr",
    fy=("2023-05-01", "2024-04-30"),
    title="Facteurs d'orgues Richelieu inc. — Saint-Hyacinthe (Québec)\n"
          "Projet OR-7 : alliage d'étoffe résistant au fluage pour les tuyaux de façade\n"
          "Exercice du 1er mai 2023 au 30 avril 2024",
    heads={"242": "« Ligne 242 » – Quelles incertitudes scientifiques ou technologiques avez-vous tenté de surmonter?\n\n",
           "244": "« Ligne 244 » – Quel travail avez-vous effectué au cours de l'année d'imposition pour surmonter "
                  "les incertitudes scientifiques ou technologiques décrites à la ligne 242?\n\n",
           "246": "« Ligne 246 » – Quelles avancées scientifiques ou technologiques avez-vous réalisées ou tenté de "
                  "réaliser à la suite du travail décrit à la ligne 244?\n\n"},
    bodies={
        "242": """
La façade d'un orgue est faite de grands tuyaux de métal coulés dans un alliage d'étain et de plomb appelé étoffe. Reconnus parmi les plus prestigieux au monde, nos instruments sont entièrement faits à la main dans nos ateliers, y compris ces tuyaux, coulés en feuilles sur une table recouverte de coutil puis roulés sur des mandrins. Un tuyau de façade repose sur son pied et porte son propre poids pendant des décennies : l'étoffe flue à la température ambiante, et les grands tuyaux finissent par s'affaisser, se plisser au pied et se désaccorder, ce qui oblige à les refaire. Notre objectif était de remporter le contrat de reconstruction de l'orgue d'une grande basilique de la Nouvelle-Angleterre et de devenir le seul facteur nord-américain à garantir ses tuyaux de façade pendant cinquante ans.

Les alliages de plomb durcis à l'antimoine ou au cuivre sont connus dans les batteries et les gaines de câbles, mais avec beaucoup moins d'étain que l'étoffe, et nous n'avons trouvé aucune donnée sur leur comportement dans un tuyau d'orgue. Nous ignorions quelle teneur en antimoine réduirait le fluage de l'étoffe à la température d'une église, et si elle resterait compatible avec la coulée sur table, où la feuille se solidifie lentement, et avec le roulage à froid sur mandrin, qui fissure les alliages trop durs. Nous ne savions pas si les soudures à l'étain des tuyaux tiendraient sur un alliage modifié. Enfin, le son d'un tuyau dépend de l'amortissement de son métal, et il n'était pas établi qu'un alliage plus dur, donc moins amortissant, puisse être harmonisé pour sonner comme l'étoffe traditionnelle.
""",
        "244": """
Les alliages ont été coulés en feuilles de 2 mm sur notre table de coulée. Le fluage a été mesuré sur des bandes chargées à 2 MPa, la contrainte estimée au pied d'un grand tuyau de façade, dans une enceinte à 40 °C pour accélérer l'essai; la déformation est donnée après 1 000 h.

13 juin 2023 : l'étoffe de référence, à 25 % d'étain, a atteint une déformation de 1,9 % après 1 000 h, pour une dureté de 7,5 HB.

22 août : notre hypothèse était que l'antimoine, peu soluble dans le plomb, formerait de fins précipités qui freineraient le glissement aux joints de grains. Avec 0,5 % d'antimoine, la déformation après 1 000 h est tombée à 0,8 % et la dureté est passée à 9,8 HB.

17 octobre : avec 1,0 % d'antimoine, la déformation n'était plus que de 0,5 %, mais 4 des 6 tuyaux d'essai se sont fissurés au roulage sur mandrin. Nous avons conclu que cette teneur dépasse ce que permet le formage à froid.

5 décembre : un alliage à 0,5 % d'antimoine et 0,1 % de cuivre a donné une déformation de 0,6 %, et les 6 tuyaux d'essai ont été roulés sans fissure. Les joints soudés à l'étain 60/40 ont résisté en cisaillement à 18 MPa, contre 17 MPa sur l'étoffe de référence.

6 février 2024 : deux tuyaux de principal de 1,2 m, l'un en étoffe, l'autre dans le nouvel alliage, ont été harmonisés de la même façon. Leur son s'éteignait en 0,42 s et en 0,45 s respectivement après la coupure du vent, et le niveau du deuxième harmonique différait de 0,8 dB. Un jury de 3 organistes, à l'écoute derrière un rideau, a reconnu le tuyau en nouvel alliage dans 4 essais sur 12, soit ce que donnerait le hasard.

26 mars : après 3 000 h à 40 °C sous 2 MPa, la déformation atteignait 4,1 % pour l'étoffe de référence et 1,2 % pour le nouvel alliage.
""",
        "246": """
Nous avons établi qu'une addition de 0,5 % d'antimoine et de 0,1 % de cuivre réduit de plus des deux tiers le fluage de l'étoffe à 25 % d'étain, sans empêcher sa coulée sur table, son roulage sur mandrin ni sa soudure. Sous 2 MPa et à 40 °C, la déformation est passée de 1,9 % à 0,6 % après 1 000 h, et de 4,1 % à 1,2 % après 3 000 h. L'antimoine seul a une limite : à 1,0 %, le fluage baisse encore (0,5 %), mais 4 tuyaux sur 6 se fissurent au roulage; c'est l'ajout de cuivre à une teneur plus faible en antimoine qui donne le meilleur compromis. Les soudures à l'étain tiennent aussi bien sur le nouvel alliage (18 MPa contre 17 MPa). Plus dur, l'alliage ne change pas le son de façon perceptible : le son s'éteint en 0,45 s au lieu de 0,42 s, le deuxième harmonique diffère de 0,8 dB, et un jury de 3 organistes n'a pas fait mieux que le hasard (4 essais sur 12). Le nouvel alliage a aussi nettement amélioré la stabilité de l'accord des tuyaux. Il reste à vérifier que le fluage mesuré à 40 °C permet de prédire celui d'un tuyau de façade à la température d'une église sur plusieurs décennies.
""",
    },
    defects=[
        ("242", "marketing",
         "Reconnus parmi les plus prestigieux au monde, nos instruments sont entièrement faits à la main dans nos ateliers, y compris ces tuyaux, coulés en feuilles sur une table recouverte de coutil puis roulés sur des mandrins."),
        ("242", "not_uncertainty",
         "Notre objectif était de remporter le contrat de reconstruction de l'orgue d'une grande basilique de la Nouvelle-Angleterre et de devenir le seul facteur nord-américain à garantir ses tuyaux de façade pendant cinquante ans."),
        ("246", "unmeasured",
         "Le nouvel alliage a aussi nettement amélioré la stabilité de l'accord des tuyaux."),
    ],
    unsupported=[],
    evidence={
        "registre_essais_OR-7.md": """
# OR-7 — Registre des essais (É. Gingras, tuyautier ; J.-F. Dion, ing. métallurgiste)

Feuilles coulées sur la table de coulée, épaisseur 2 mm. Fluage : bandes sous 2 MPa (contrainte estimée au pied
d'un grand tuyau de façade), enceinte à 40 °C, déformation relevée à 1000 h puis 3000 h.

## 2023-06-13
Étoffe de référence (25 % d'étain) : déformation 1,9 % à 1000 h. Dureté 7,5 HB.

## 2023-08-22
Hypothèse (JFD) : Sb peu soluble dans Pb -> précipités fins, freinent le glissement aux joints de grains.
0,5 % Sb : déformation 0,8 % à 1000 h. Dureté 9,8 HB.

## 2023-10-17
1,0 % Sb : déformation 0,5 %. Roulage sur mandrin : 4 tuyaux fissurés sur 6. Teneur trop élevée pour le formage à froid.

## 2023-12-05
0,5 % Sb + 0,1 % Cu : déformation 0,6 %. 6 tuyaux roulés, aucune fissure.
Soudure étain 60/40, cisaillement : 18 MPa (étoffe de référence : 17 MPa).

## 2024-02-06
2 tuyaux de principal, 1,2 m, harmonisés à l'identique. Extinction après coupure du vent : étoffe 0,42 s ;
nouvel alliage 0,45 s. 2e harmonique : écart 0,8 dB.
Écoute à l'aveugle (3 organistes, rideau) : bon tuyau désigné 4 fois sur 12 (hasard).

## 2024-03-26
3000 h, 40 °C, 2 MPa : étoffe 4,1 % ; nouvel alliage (0,5 % Sb + 0,1 % Cu) 1,2 %.
""",
    },
)

# 7 ------------------------------------------------------------------------------------------------
case(
    name="fr_patinoire_co2_detente_directe",
    language="fr",
    fy=("2024-04-01", "2025-03-31"),
    title="Réfrigération Boréale inc., Lévis (Québec)\n"
          "Projet PT-2 — Refroidissement d'une dalle de patinoire par détente directe de CO2\n"
          "Année d'imposition : 1er avril 2024 au 31 mars 2025",
    heads={"242": "### Ligne 242 : Quelles incertitudes scientifiques ou technologiques avez-vous tenté de surmonter?\n\n",
           "244": "### Ligne 244 : Quel travail avez-vous effectué au cours de l\'année d\'imposition pour surmonter les incertitudes scientifiques ou technologiques décrites à la ligne 242?\n\n",
           "246": "### Ligne 246 : Quelles avancées scientifiques ou technologiques avez-vous réalisées ou tenté de réaliser à la suite du travail décrit à la ligne 244?\n\n"},
    bodies={
        "242": """
De nombreux arénas québécois refroidissent encore leur glace avec des systèmes au fréon ou à l'ammoniac et à la saumure, qu'il faudra remplacer. Le CO2 (R-744) est un frigorigène naturel, sans effet sur la couche d'ozone, et quelques arénas l'utilisent déjà comme fluide secondaire pompé dans la dalle. Nous avons choisi de le faire s'évaporer directement dans les tubes de la dalle, sans fluide intermédiaire, ce qui supprime une pompe et un échangeur. Notre objectif pour l'exercice était de devenir le fournisseur de référence des municipalités qui doivent remplacer leur système d'ici quelques années et de décrocher nos premiers contrats d'arénas clés en main.

En détente directe, le CO2 s'évapore tout au long de chaque circuit, et la perte de charge dans le tube abaisse sa température de saturation entre l'entrée et la sortie. Nous ne savions pas quel écart de température cette perte de charge créerait à la surface de la glace, alors que les joueurs et les patineurs artistiques perçoivent des écarts d'environ un degré, ni si l'on pouvait le compenser par la disposition des circuits plutôt qu'en augmentant le diamètre des tubes. Nous ignorions aussi si le CO2 se répartirait également entre les nombreux circuits parallèles d'une dalle, alimentés par un même collecteur, ou si certains circuits seraient privés de liquide. Enfin, il n'était pas établi que la température d'évaporation pourrait être relevée, pour économiser l'énergie, sans créer de zones molles dans la glace.
""",
        "244": """
Les essais ont eu lieu dans l'aréna municipal où notre système a été installé à l'été 2024 : une dalle de 61 m sur 26 m, parcourue par 180 circuits de tubes d'acier. La température de surface de la glace a été relevée à la caméra infrarouge en 24 points après chaque surfaçage, et la consommation des compresseurs par un compteur dédié.

20 août 2024 : à la mise en service, la température de surface variait de -5,2 °C à -3,4 °C, soit un écart de 1,8 °C, les zones les plus chaudes se trouvant du côté des sorties de circuits.

17 septembre : notre hypothèse était que cet écart venait de la perte de charge dans les circuits. Nous avons mesuré une perte de charge de 1,1 bar, ce qui correspond à une baisse de 1,2 °C de la température de saturation entre l'entrée et la sortie.

29 octobre : le sens d'écoulement a été inversé dans un circuit sur deux, de sorte que chaque entrée froide côtoie une sortie plus chaude. L'écart de température à la surface de la glace est passé de 1,8 °C à 0,4 °C.

10 décembre : 8 des 180 circuits recevaient trop peu de CO2, et leur sortie était plus chaude de 3 °C que la moyenne. Des orifices calibrés installés à l'entrée de chaque circuit ont ramené cet écart sous 0,5 °C.

21 janvier 2025 : grâce à cette uniformité, la consigne d'évaporation a été relevée de -9 °C à -7 °C tout en gardant le point le plus chaud de la glace sous -4 °C; la consommation des compresseurs est passée de 1 420 kWh à 1 230 kWh par jour.

4 mars : la chaleur du refroidisseur de gaz a servi à chauffer l'eau de la surfaceuse, qui a atteint 60 °C pour 85 % des surfaçages; le chauffe-eau au gaz a complété les autres.

15 avril 2025 : avec la consigne à -6 °C, le point le plus chaud de la glace a atteint -3,6 °C pendant les périodes de forte affluence, ce qui a fixé la limite à -7 °C.
""",
        "246": """
Nous avons établi qu'une dalle de patinoire peut être refroidie par détente directe de CO2 avec une température de glace uniforme, à condition de compenser la perte de charge des circuits par leur disposition et d'équilibrer leur alimentation. La perte de charge de 1,1 bar abaissait la température de saturation de 1,2 °C le long des circuits et expliquait l'essentiel de l'écart de 1,8 °C mesuré à la surface; l'alternance du sens d'écoulement d'un circuit à l'autre a ramené cet écart à 0,6 °C sans changer le diamètre des tubes. Un collecteur commun ne suffit pas à répartir le CO2 : 8 circuits sur 180 étaient sous-alimentés, et des orifices calibrés ont ramené l'écart de leur sortie sous 0,5 °C. L'uniformité a permis de relever la consigne d'évaporation de -9 °C à -7 °C et de réduire la consommation des compresseurs de 1 420 à 1 230 kWh par jour; à -6 °C, la glace se réchauffe trop en période d'affluence. La nouvelle configuration a également amélioré de façon marquée la qualité de la glace pour les joueurs. La chaleur rejetée a porté l'eau de surfaçage à 60 °C dans 85 % des cas. Il reste à vérifier le comportement du système à la fin de l'été, lorsque le refroidisseur de gaz fonctionne au-dessus du point critique du CO2.
""",
    },
    defects=[
        ("242", "not_uncertainty",
         "Notre objectif pour l'exercice était de devenir le fournisseur de référence des municipalités qui doivent remplacer leur système d'ici quelques années et de décrocher nos premiers contrats d'arénas clés en main."),
        ("244", "unsupported",
         "L'écart de température à la surface de la glace est passé de 1,8 °C à 0,4 °C."),
        ("244", "date_outside_year",
         "15 avril 2025 : avec la consigne à -6 °C, le point le plus chaud de la glace a atteint -3,6 °C pendant les périodes de forte affluence, ce qui a fixé la limite à -7 °C."),
        ("246", "unmeasured",
         "La nouvelle configuration a également amélioré de façon marquée la qualité de la glace pour les joueurs."),
    ],
    unsupported=["0,4 °C"],
    evidence={
        "journal_PT-2.md": """
# PT-2 — Journal de mise au point (M. Bouchard, ing. frigoriste ; K. Tremblay, technicien)

Aréna municipal, système installé été 2024. Dalle 61 m x 26 m, 180 circuits en tubes d'acier, CO2 en détente directe.
Surface de glace : caméra IR, 24 points, après chaque surfaçage. Compresseurs : compteur dédié (kWh/jour).

2024-08-20  Mise en service. Glace de -5,2 °C à -3,4 °C : écart 1,8 °C. Zones chaudes côté sorties de circuits.
2024-09-17  Hypothèse (MB) : écart dû à la perte de charge. Mesurée : 1,1 bar -> baisse de 1,2 °C de la
            température de saturation entrée/sortie.
2024-10-29  Sens d'écoulement inversé un circuit sur deux. Écart en surface : 0,6 °C.
2024-12-10  8 circuits sur 180 sous-alimentés (sortie +3 °C vs moyenne). Orifices calibrés à l'entrée : écart < 0,5 °C.
2025-01-21  Consigne d'évaporation -9 °C -> -7 °C, point le plus chaud de la glace < -4 °C.
            Compresseurs : 1420 kWh/jour -> 1230 kWh/jour.
2025-03-04  Récupération de chaleur (refroidisseur de gaz) pour l'eau de surfaceuse : 60 °C atteint pour 85 % des
            surfaçages, appoint au chauffe-eau au gaz pour les autres.
2025-04-15  Essai consigne -6 °C : point le plus chaud -3,6 °C en période de forte affluence. Limite retenue : -7 °C.
""",
        "releves_glace_PT-2.csv": """
date;consigne_C;glace_min_C;glace_max_C;ecart_C
2024-08-20;-9;-5,2;-3,4;1,8
2024-10-29;-9;-4,9;-4,3;0,6
2025-01-21;-7;-4,6;-4,1;0,5
2025-04-15;-6;-4,2;-3,6;0,6
""",
    },
)

# 8 ------------------------------------------------------------------------------------------------
case(
    name="fr_manganese_filtre_biologique_eau_froide",
    language="fr",
    fy=("2023-01-01", "2023-12-31"),
    title="Hydro-Conseil Mauricie inc. (Trois-Rivières)\n"
          "Projet MN-1 : filtration biologique du manganèse dans une eau souterraine froide\n"
          "Exercice terminé le 31 décembre 2023",
    heads={"242": "Ligne 242 – Quelles incertitudes scientifiques ou technologiques avez-vous tenté de surmonter?\n\n",
           "244": "Ligne 244 – Quel travail avez-vous effectué au cours de l'année d'imposition pour surmonter les "
                  "incertitudes scientifiques ou technologiques décrites à la ligne 242?\n\n",
           "246": "Ligne 246 – Quelles avancées scientifiques ou technologiques avez-vous réalisées ou tenté de "
                  "réaliser à la suite du travail décrit à la ligne 244?\n\n"},
    bodies={
        "242": """
La municipalité pour laquelle nous concevons une nouvelle station de traitement puise son eau potable dans des puits dont l'eau contient 0,45 mg/L de manganèse, près de quatre fois la concentration maximale acceptable de Santé Canada (0,12 mg/L) et plus de vingt fois l'objectif esthétique (0,02 mg/L). Les petites stations éliminent habituellement le manganèse par oxydation au permanganate ou au chlore suivie d'une filtration, ce qui exige d'ajuster le dosage à la qualité de l'eau brute, un réglage que des opérateurs à temps partiel ont du mal à assurer. La filtration biologique, où des bactéries oxydent le manganèse à la surface du média filtrant, n'exige aucun réactif, mais elle est surtout documentée pour des eaux plus chaudes.

Les bactéries qui oxydent le manganèse croissent lentement, et les études publiées font état de périodes de démarrage de plusieurs mois, allongées par le froid. Nous ne savions pas si un filtre biologique pouvait démarrer dans une eau à 7 °C dans un délai compatible avec la mise en service d'une station, ni si l'ensemencement avec du média prélevé dans un filtre en service raccourcirait ce délai. Notre eau contient aussi de l'ammoniac, et nous ignorions s'il nuirait à l'oxydation du manganèse, directement ou en consommant l'oxygène dissous. Enfin, nous ne savions pas comment les lavages du filtre, en particulier à l'eau chlorée comme on les fait d'habitude, affecteraient une biomasse qui met des mois à s'établir, ni jusqu'à quelle vitesse de filtration l'élimination resterait suffisante.
""",
        "244": """
Deux colonnes pilotes garnies de 2 m de média (anthracite et sable), alimentées en eau brute aérée du puits no 2, ont été installées dans le bâtiment de pompage. L'eau brute contenait 0,45 mg/L de manganèse, 0,8 mg/L de fer et 0,3 mg/L d'azote ammoniacal, à 7 °C. Le manganèse était analysé deux fois par semaine, et les paramètres de qualité de l'eau (pH, oxygène dissous, potentiel d'oxydoréduction) étaient enregistrés en continu.

14 février 2023 : démarrage des deux colonnes à 10 m/h. Notre hypothèse était qu'un ensemencement avec du média d'un filtre biologique en service raccourcirait le démarrage en eau froide : la colonne B a reçu 10 % de média prélevé dans le filtre biologique d'une municipalité voisine, la colonne A du média neuf.

11 avril : après 8 semaines, la colonne B ramenait le manganèse à 0,09 mg/L, alors que la colonne A en laissait passer 0,38 mg/L.

13 juin : après 4 mois, la colonne B atteignait 0,015 mg/L, sous l'objectif esthétique de 0,02 mg/L, et la colonne A 0,21 mg/L. La suite des essais a été faite sur la colonne B.

22 août : l'azote ammoniacal de l'eau brute a été porté à 1,0 mg/L. Le manganèse à la sortie est monté à 0,06 mg/L lorsque l'oxygène dissous à la sortie est tombé sous 2 mg/L; en augmentant l'aération pour le maintenir au-dessus de 4 mg/L, il est revenu sous 0,02 mg/L. Nous avons conclu que l'ammoniac nuit par l'oxygène que consomme sa nitrification.

17 octobre : après un lavage à l'eau chlorée, le manganèse à la sortie est resté à 0,12 mg/L pendant 5 jours; après un lavage à l'eau non chlorée, l'élimination a repris en 6 h.

5 décembre : à 15 m/h, le manganèse à la sortie était de 0,018 mg/L; à 20 m/h, il atteignait 0,05 mg/L.

8 février 2024 : la colonne A, non ensemencée, a fini par atteindre 0,019 mg/L, près d'un an après son démarrage.

Chaque semaine, nous avons aussi effectué pour la municipalité les prélèvements d'eau distribuée exigés par le Règlement sur la qualité de l'eau potable (coliformes, turbidité), un suivi analytique rigoureux qui a contribué à valider scientifiquement le procédé.
""",
        "246": """
Nous avons établi que l'élimination biologique du manganèse peut démarrer en moins de deux mois dans une eau souterraine à 7 °C, si le média filtrant est ensemencé avec du média d'un filtre biologique en service. Après 8 semaines, la colonne ensemencée ramenait le manganèse de 0,45 à 0,09 mg/L, alors que la colonne témoin n'en retirait presque pas (0,38 mg/L); après 4 mois, la colonne ensemencée atteignait 0,015 mg/L, sous l'objectif esthétique de 0,02 mg/L, et la colonne témoin 0,21 mg/L. Nous avons montré que l'ammoniac ne gêne pas l'oxydation du manganèse directement, mais par l'oxygène qu'il consomme : le manganèse passait à 0,06 mg/L lorsque l'oxygène dissous à la sortie tombait sous 2 mg/L, et revenait sous 0,02 mg/L lorsqu'on le maintenait au-dessus de 4 mg/L. Un lavage à l'eau chlorée interrompt l'élimination pendant 5 jours, alors qu'après un lavage à l'eau non chlorée elle reprend en 6 h. La vitesse de filtration peut être portée à 15 m/h sans dépasser 0,02 mg/L, mais pas à 20 m/h. Il reste à vérifier si ces résultats se maintiennent dans un filtre pleine grandeur, où l'aération et la répartition de l'eau sont moins uniformes que dans une colonne.
""",
    },
    defects=[
        ("244", "date_outside_year",
         "8 février 2024 : la colonne A, non ensemencée, a fini par atteindre 0,019 mg/L, près d'un an après son démarrage."),
        ("244", "routine",
         "Chaque semaine, nous avons aussi effectué pour la municipalité les prélèvements d'eau distribuée exigés par le Règlement sur la qualité de l'eau potable (coliformes, turbidité), un suivi analytique rigoureux qui a contribué à valider scientifiquement le procédé."),
    ],
    unsupported=[],
    evidence={
        "journal_pilote_MN-1.md": """
# MN-1 — Journal du pilote (A. Béland, ing. ; S. Lemay, technicienne)

2 colonnes, 2 m de média (anthracite + sable), eau brute aérée du puits no 2, bâtiment de pompage.
Eau brute : Mn 0,45 mg/L ; Fe 0,8 mg/L ; N-NH3 0,3 mg/L ; 7 °C.
Références : CMA Santé Canada Mn 0,12 mg/L ; objectif esthétique 0,02 mg/L.
Mn analysé 2 fois par semaine. pH, OD, POR en continu.

## 2023-02-14
Démarrage, 10 m/h. Hypothèse (AB) : l'ensemencement raccourcit le démarrage en eau froide.
Colonne B : 10 % de média du filtre biologique de la municipalité voisine. Colonne A : média neuf.

## 2023-04-11
8 semaines : B 0,09 mg/L ; A 0,38 mg/L.

## 2023-06-13
4 mois : B 0,015 mg/L (sous 0,02 mg/L) ; A 0,21 mg/L. Suite des essais sur B.

## 2023-08-22
N-NH3 porté à 1,0 mg/L. Mn sortie 0,06 mg/L quand OD sortie < 2 mg/L. Aération augmentée, OD > 4 mg/L :
Mn < 0,02 mg/L. -> effet de l'ammoniac = consommation d'oxygène par la nitrification.

## 2023-10-17
Lavage à l'eau chlorée : Mn sortie 0,12 mg/L pendant 5 jours. Lavage à l'eau non chlorée : reprise en 6 h.

## 2023-12-05
15 m/h : 0,018 mg/L. 20 m/h : 0,05 mg/L.

## 2024-02-08
Colonne A (non ensemencée, laissée en marche) : 0,019 mg/L.

Hors projet : prélèvements hebdomadaires réglementaires (RQEP, coliformes et turbidité) faits pour la municipalité
dans le cadre du mandat d'exploitation.
""",
        "resultats_mn_MN-1.csv": """
date;colonne;vitesse_m_h;mn_sortie (mg/L)
2023-04-11;A;10;0,38
2023-04-11;B;10;0,09
2023-06-13;A;10;0,21
2023-06-13;B;10;0,015
2023-12-05;B;15;0,018
2023-12-05;B;20;0,05
2024-02-08;A;10;0,019
""",
    },
)

# 9 ------------------------------------------------------------------------------------------------
case(
    name="fr_doublure_casque_hockey_froid",
    language="fr",
    fy=("2024-09-01", "2025-08-31"),
    title="Équipements sportifs Témiscouata inc. — Rivière-du-Loup\n"
          "Projet CH-3 : doublure de casque de hockey pour le jeu au grand froid\n"
          "Année d'imposition du 1er septembre 2024 au 31 août 2025",
    heads={"242": "Section 242 — Quelles incertitudes scientifiques ou technologiques avez-vous tenté de surmonter? (maximum de 350 mots)\n\n",
           "244": "Section 244 — Quel travail avez-vous effectué au cours de l\'année d\'imposition pour surmonter les incertitudes scientifiques ou technologiques décrites à la ligne 242? (maximum de 700 mots)\n\n",
           "246": "Section 246 — Quelles avancées scientifiques ou technologiques avez-vous réalisées ou tenté de réaliser à la suite du travail décrit à la ligne 244? (maximum de 350 mots)\n\n"},
    bodies={
        "242": """
Le hockey se joue de plus en plus sur des patinoires extérieures, où la température descend couramment sous -15 °C, et les casques de hockey sont certifiés par des essais de chute à la température ambiante, à chaud et à un froid modéré qui ne représente pas ces conditions. Les mousses de rembourrage utilisées dans les casques, le nitrile vinylique et le polypropylène expansé, se rigidifient à mesure que la température baisse. Une mousse plus rigide se comprime moins lors d'un choc et transmet une plus grande part de l'énergie à la tête, de sorte que l'accélération subie par la tête augmente au froid. Notre casque actuel, doublé de nitrile vinylique, est conforme à la norme, mais nous ne connaissions pas son comportement aux températures auxquelles il est réellement porté dehors.

Le comportement des mousses de nitrile vinylique est bien documenté à la température ambiante, mais nous n'avons trouvé aucune donnée sur la position de leur transition vitreuse par rapport aux températures de jeu, ni sur l'effet de cette transition aux vitesses de déformation d'un choc, beaucoup plus élevées que celles des essais mécaniques habituels. Nous ignorions si l'on pouvait abaisser cette transition en augmentant la teneur en plastifiant sans rendre la mousse trop molle à chaud, où une mousse trop souple s'écrase complètement et laisse passer le choc. Nous ne savions pas non plus quelle température la doublure atteint réellement pendant le jeu : la tête chauffe la couche intérieure, alors que la coque exposée à l'air froid refroidit la couche extérieure, et l'écart entre les deux n'avait jamais été mesuré dans un casque de hockey. Il n'était donc pas établi qu'une seule formulation puisse convenir, ni, si deux couches de mousses différentes étaient nécessaires, dans quel ordre il fallait les placer. Enfin, une mousse plus plastifiée récupère peut-être moins bien après un premier choc, et nous ignorions comment elle se comporterait lors de chocs répétés au même endroit, fréquents au hockey, et lors de chocs obliques, où c'est l'accélération angulaire de la tête qui compte. Ces questions ne pouvaient pas être tranchées à partir des fiches techniques des fournisseurs de mousse, qui donnent des propriétés mesurées à la température ambiante et à faible vitesse, ni à partir des résultats de certification, obtenus dans des conditions de froid modéré.
""",
        "244": """
Les doublures ont été moulées dans notre atelier et montées dans la coque de notre casque actuel. Les essais de chute ont été faits sur une tête d'essai instrumentée, à 4,5 m/s sur une enclume plane, après 4 h de conditionnement à -15 °C, 21 °C ou 50 °C; le résultat est l'accélération maximale de la tête, en moyenne sur 3 casques.

10 octobre 2024 : avec la doublure actuelle en nitrile vinylique, l'accélération maximale était de 98 g à 21 °C et de 141 g à -15 °C. L'analyse mécanique dynamique de la mousse a situé sa transition vitreuse à -8 °C.

28 novembre : notre hypothèse était qu'en abaissant la transition vitreuse sous -15 °C par une plus forte teneur en plastifiant, la mousse resterait souple au froid. Avec 24 % de plastifiant au lieu de 18 %, la transition est descendue à -21 °C et l'accélération à -15 °C à 109 g, mais à 50 °C la mousse, trop molle, s'écrasait complètement et l'accélération atteignait 168 g. Une seule formulation ne pouvait donc pas convenir.

30 janvier 2025 : un casque conditionné à -15 °C a été placé sur une tête chauffée à 37 °C, dans une chambre froide à -15 °C. Après 20 min, la couche intérieure de la doublure était à 8 °C, alors que la couche extérieure restait à -11 °C. Nous en avons conclu que c'est la couche extérieure qui doit rester souple au froid.

13 mars : une doublure à deux couches, la mousse à 24 % du côté de la coque et la mousse à 18 % contre la tête, a donné 104 g à -15 °C, 96 g à 21 °C et 121 g à 50 °C.

6 mai : après 3 chocs au même endroit à -15 °C, l'accélération a augmenté de 12 % avec la doublure à deux couches, contre 27 % avec la doublure actuelle.

17 juin : lors de chocs obliques, l'accélération angulaire maximale a été de 4 100 rad/s² avec la doublure à deux couches, contre 5 300 rad/s² avec la doublure actuelle.
""",
        "246": """
Ce casque révolutionnaire, le plus sécuritaire jamais conçu pour le hockey extérieur, repose sur un constat : au froid, c'est la transition vitreuse de la mousse qui fait perdre à la doublure sa capacité d'amortissement. La mousse de nitrile vinylique actuelle, dont la transition se situe à -8 °C, laissait passer 141 g à -15 °C contre 98 g à 21 °C. Abaisser la transition à -21 °C en portant le plastifiant de 18 % à 24 % réglait le problème au froid (109 g), mais la mousse s'écrasait à 50 °C (168 g), de sorte qu'une seule formulation ne peut couvrir toute la plage de températures. Nous avons mesuré que, sur une tête chauffée, la couche intérieure atteint 8 °C en 20 min alors que la couche extérieure reste à -11 °C; la mousse la plus plastifiée doit donc être placée du côté de la coque. Ainsi disposée, une doublure à deux couches a donné 104 g à -15 °C, 96 g à 21 °C et 121 g à 50 °C. Elle résiste aussi mieux aux chocs répétés (hausse de 12 % après 3 chocs au lieu de 27 %) et réduit l'accélération angulaire lors de chocs obliques (4 100 au lieu de 5 300 rad/s²). Le modèle Glacier, lancé cet été, a déjà été retenu par deux ligues de hockey mineur, et nos clients l'adorent. Il reste à vérifier la tenue de la mousse plastifiée après plusieurs saisons, le plastifiant pouvant migrer.
""",
    },
    defects=[
        ("242", "over_limit",
         "Le hockey se joue de plus en plus sur des patinoires extérieures, où la température descend couramment sous -15 °C, et les casques de hockey sont certifiés par des essais de chute à la température ambiante, à chaud et à un froid modéré qui ne représente pas ces conditions."),
        ("246", "marketing",
         "Ce casque révolutionnaire, le plus sécuritaire jamais conçu pour le hockey extérieur, repose sur un constat : au froid, c'est la transition vitreuse de la mousse qui fait perdre à la doublure sa capacité d'amortissement."),
        ("246", "not_advancement",
         "Le modèle Glacier, lancé cet été, a déjà été retenu par deux ligues de hockey mineur, et nos clients l'adorent."),
    ],
    unsupported=[],
    evidence={
        "cahier_labo_CH-3.md": """
# CH-3 — Cahier de laboratoire (V. Ouellet, ing. matériaux ; R. Pelletier, technicien d'essais)

Doublures moulées à l'atelier, montées dans la coque du casque actuel.
Chute : tête instrumentée, 4,5 m/s, enclume plane. Conditionnement 4 h à -15 °C, 21 °C ou 50 °C.
Résultat : accélération maximale (g), moyenne de 3 casques.

## 2024-10-10
Doublure actuelle (nitrile vinylique, 18 % de plastifiant) : 98 g à 21 °C ; 141 g à -15 °C.
DMA : transition vitreuse à -8 °C.

## 2024-11-28
Hypothèse (VO) : abaisser la transition sous -15 °C par plus de plastifiant.
24 % de plastifiant : transition à -21 °C. 109 g à -15 °C. À 50 °C : écrasement complet, 168 g.
-> une seule formulation ne convient pas.

## 2025-01-30
Casque conditionné à -15 °C sur tête chauffée à 37 °C, chambre froide à -15 °C.
Après 20 min : couche intérieure 8 °C ; couche extérieure -11 °C.
-> c'est la couche extérieure qui doit rester souple.

## 2025-03-13
Deux couches : 24 % côté coque, 18 % côté tête. 104 g à -15 °C ; 96 g à 21 °C ; 121 g à 50 °C.

## 2025-05-06
3 chocs au même endroit, -15 °C : hausse de l'accélération 12 % (deux couches) ; 27 % (doublure actuelle).

## 2025-06-17
Chocs obliques : accélération angulaire max 4100 rad/s² (deux couches) ; 5300 rad/s² (actuelle).
""",
    },
)

# ---- CASES-END ----

if __name__ == "__main__":
    main()
