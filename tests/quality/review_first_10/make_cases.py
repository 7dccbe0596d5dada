#!/usr/bin/env python3
"""Writes the review_first_10 held-out cases (evidence files + case.json) and checks them.

Run:  python3 tests/quality/review_first_10/make_cases.py
Same case.json format as review_first_9 (see tests/quality/review/README.md); nine new projects
(5 English, 4 French with Quebec usage and CRA's French wording of the questions), in industries not used by
an earlier review set: kraft-mill lime kiln fuels, cross-country ski wax, flexible polyurethane foam, canola
crushing and refining, container-crane controls, granite sawing, northern shrimp processing, aluminium
extrusion, chocolate making. Checks are the ones of review_first_9/make_cases.py (every figure of line 242 is
also in the evidence; 244/246 figures and dates matched by value; word limits; sentences found once, in their line).
What is planted (20 defects, all nine kinds; 10 clean lines of 27; 4 unsupported items):
  marketing 2 ("Our industry-leading range of fluorine-free waxes ..." inside a technical sentence,
  « procédé de sciage à la fine pointe, sans équivalent en Amérique du Nord »);
  routine 3 (a quarterly air-permit stack test, per-railcar QC tests for customer COAs, per-lot AAMA 611
  tensile/anodic-film QC, each presented as project data);
  unmeasured 3 (racers found it "held its speed noticeably better", "considerably more uniform cell
  structure", « beaucoup plus facile à mouler et à démouler »);
  date_outside_year 2 (Jan. 29, 2025, one month after a Dec. 31 year end; « 16 avril 2024 », two weeks before a
  May 1 year start); not_uncertainty 2 (a mattress brand's 20% recycled-content launch date, a window maker's
  70 % post-consumer requirement to keep a contract), both inside otherwise technical paragraphs;
  not_advancement 2 (the co-op's largest supply contract, bars sold out at a Christmas market);
  unsupported 4 ("4,100 t of CO2" never computed in the evidence, "31 to 14 mg/kg" where the log says 22,
  « 0,33 mm » where it says 0,41, « 27,4 % » where the production trial gave 26,5 %);
  over_limit 1 (a French 242 of 388 words); not_chronological 1 (an October trial listed after November).
Clean lines hold near-misses: the customers' 0.10 ppm specification as a technical target, the OEM's standard
trolley anti-sway and "existing" sensors, trials run "entre les lots commerciaux", a production trial with its
measurements, results compared with a reference or limit given with their numbers.
One case (en_harbour_crane_anti_sway_wind) has no defect at all.
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
    # line 242 is not checked by the siblings; here every figure of 242 must also be in the evidence
    s, e, _ = spans["242"]
    body242 = draft[s:e]
    _, masked242 = find_dates(body242, fy)
    for v, (a, b) in draft_numbers(masked242, lang):
        if v not in ev_nums:
            err(f"line 242: figure {body242[a:b]!r} not in evidence")
    for v, unit, tok, (a, b) in draft_unit_tokens(masked242, lang):
        if (v, unit) not in ev_units and not any(csv_unit_ok(fn, t, v, unit) for fn, t in ev_text.items()):
            err(f"line 242: {tok!r} (= {v} {unit}) not found with that unit in the evidence")
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
    name="en_lime_kiln_pyrolysis_oil_cofiring",
    language="en",
    fy=("2024-01-01", "2024-12-31"),
    title="Upper Fraser Pulp Limited Partnership — Prince George, BC\n"
          "SR&ED project LK-3: co-firing fast pyrolysis bio-oil in the No. 2 lime kiln\n"
          "Taxation year ended December 31, 2024 (draft prepared with Northline SR&ED Advisory)",
    heads={"242": "LINE 242 — SCIENTIFIC OR TECHNOLOGICAL UNCERTAINTIES\n\n",
           "244": "LINE 244 — WORK PERFORMED IN THE TAX YEAR\n\n",
           "246": "LINE 246 — SCIENTIFIC OR TECHNOLOGICAL ADVANCEMENTS\n\n"},
    bodies={
        "242": """
The No. 2 lime kiln at the mill reburns about 410 t/d of lime for the recausticizing plant and is fired entirely on natural gas. The project examined whether part of that gas could be replaced by fast pyrolysis oil (FPO) made from sawmill residues. FPO is unlike the fuels lime kilns are designed for: it contains about 24% water, has a heating value of 16.8 MJ/kg (well under half that of fuel oil), is acidic (pH 2.6) and carries potassium and fine char. Published work on FPO combustion comes from boilers and small test furnaces; we found no account of FPO fired in a rotary lime kiln, where the flame has to transfer heat by radiation to a moving bed of mud over a long distance and where lime quality depends directly on where that heat is released.

The uncertainties were: (1) whether the kiln's steam-atomized lance, built for No. 6 fuel oil, could atomize FPO finely enough to give a stable, attached flame, given that FPO cannot be heated much above 60 °C without ageing; (2) whether the extra water vapour and a different flame shape would move heat release away from the burning zone enough to leave under-burned lime (residual CaCO3 above our 2.0% target) or overheat the feed end; (3) whether the potassium in FPO (210 mg/kg) would add to the alkali cycle in the kiln and promote ring formation, which is hard to predict even on gas; and (4) how quickly the acidic oil would wear the atomizer. None of these could be answered from the supplier's data sheet or from experience with other liquid fuels in lime kilns.
""",
        "244": """
Trials were run on No. 2 kiln (3.6 m x 105 m) by the mill's process engineering group with an outside combustion consultant. FPO was trucked from the supplier's pyrolysis plant and fed from a heated day tank to the kiln's existing oil lance, beside the gas burner. We tracked residual CaCO3 in the reburned lime (mill lab, shift composites), feed-end gas temperature and O2, specific energy, and shell temperature from the kiln's infrared shell scanner.

Jan. 17 – Baseline on 100% gas: 410 t/d, residual CaCO3 1.8%, feed-end gas 245 °C, 6.6 GJ/t of lime.

Feb. 21 – First co-firing at 10% of heat input, FPO at 25 °C through the No. 6 oil nozzle with a steam-to-oil ratio of 0.3. The flame lifted off, the flame scanner tripped twice in 6 h, residual CaCO3 rose to 2.9% and a coke crust formed on the nozzle tip. Trial stopped.

Mar. 6 – On the consultant's spray rig, FPO at 25 °C atomized to a Sauter mean diameter of 95 µm; preheated to 60 °C with a steam ratio of 0.5 it gave 48 µm. Held above 80 °C the oil thickened within hours, which set 60 °C as the preheat limit.

Mar. 26 – Hypothesis: lift-off and coking came from coarse atomization, not from the water in the fuel. With FPO at 60 °C, a steam ratio of 0.5 and a new 316L nozzle with larger orifices, the flame at 10% stayed attached with no trips in 72 h and residual CaCO3 was 2.0%.

May 14 – At 20% of heat input the feed-end temperature rose to 262 °C, specific energy to 6.9 GJ/t and residual CaCO3 to 2.4%: heat release had moved back from the burning zone.

The quarterly compliance stack test under our provincial air permit was done on May 15 while the kiln was co-firing at 20%, and its particulate result of 38 mg/m³ gave us independent confirmation that the oil was burning out completely.

June 18 – Moving the lance 0.4 m further into the kiln and cutting primary air by 15% shortened the flame; residual CaCO3 fell to 1.9% and the feed-end temperature to 255 °C.

Aug. 7 – After six weeks at 20%, the shell scanner showed a cold band 28 to 34 m from the discharge end (shell down from 290 °C to 215 °C), i.e. a ring building, and K2O in the kiln dust had gone from 0.11% to 0.19%.

Sept. 24 – XRF of a ring sample found 2.3% K2O, against 0.6% in rings sampled in 2022. Working hypothesis: potassium from the FPO adds to the alkali and chloride cycle and lowers the softening point of the ring material.

Oct. 29 – FPO was cut back to 15% and mud washing increased; Na2O in the mud fell from 0.92% to 0.71%, and over three weeks the shell temperature in the band recovered to 270 °C.

Nov. 12 to Dec. 10 – 30-day run at 15%: residual CaCO3 averaged 2.0%, production 408 t/d, natural gas 5.74 GJ/t of lime. The 316L nozzle orifice had eroded by 0.3 mm.

Jan. 29, 2025 – A Stellite-tipped nozzle was installed to deal with the erosion, and its wear is being followed.
""",
        "246": """
We showed that fast pyrolysis oil can replace part of the natural gas in a rotary lime kiln without loss of lime quality, and identified what limits the share. Atomization, not water content, was the first barrier: at 25 °C the oil atomized to 95 µm and the flame lifted off, while at 60 °C with more atomizing steam it atomized to 48 µm and burned as a stable, attached flame. Since FPO cannot be preheated much above 60 °C, atomizing steam is the main parameter left to adjust. At 20% of heat input the extra water pushed heat release toward the feed end (262 °C, residual CaCO3 2.4%); shortening the flame brought residual CaCO3 back to 1.9%. The harder limit turned out to be potassium: at 20% a ring formed within six weeks, with 2.3% K2O in the ring material against 0.6% in earlier rings. At 15% with better mud washing ring growth stopped, and a 30-day run held residual CaCO3 at 2.0% while gas use fell from 6.6 to 5.74 GJ/t, which works out to roughly 4,100 t of CO2 avoided per year at current production. How far the share could be raised if potassium were removed from the oil, and the long-term wear of the atomizer, are still open.
""",
    },
    defects=[
        ("244", "routine",
         "The quarterly compliance stack test under our provincial air permit was done on May 15 while the kiln was co-firing at 20%, and its particulate result of 38 mg/m³ gave us independent confirmation that the oil was burning out completely."),
        ("244", "date_outside_year",
         "Jan. 29, 2025 – A Stellite-tipped nozzle was installed to deal with the erosion, and its wear is being followed."),
        ("246", "unsupported",
         "At 15% with better mud washing ring growth stopped, and a 30-day run held residual CaCO3 at 2.0% while gas use fell from 6.6 to 5.74 GJ/t, which works out to roughly 4,100 t of CO2 avoided per year at current production."),
    ],
    unsupported=["4,100 t"],
    evidence={
        "lk3_kiln_trial_log.md": """
# LK-3 trial log — fast pyrolysis oil (FPO) co-firing, No. 2 lime kiln
R. Gill (process engineer, lead) / T. Bouchard (kiln area supt.) / K. Okafor (combustion consultant)

Kiln No. 2: rotary, 3.6 m x 105 m, design 420 t/d CaO. Gas burner + steam-atomized oil lance (installed for
No. 6 fuel oil, not used since 2011).
FPO (sawmill residues): water 24% (wt), LHV 16.8 MJ/kg, pH 2.6, solids 0.4% (wt), K 210 mg/kg, Na 35 mg/kg.
Residual CaCO3: mill lab titration, shift composites. Target < 2.0%.
Shell: IR shell scanner. Feed-end (back-end) gas temp + O2 analyzer.

2024-01-17  Baseline 100% NG. 410 t/d, residual CaCO3 1.8%, back-end 245 °C, O2 1.6%, 6.6 GJ/t CaO.
            Shell profile normal, no ring.
2024-02-21  1st co-fire: FPO 10% of heat input, FPO at 25 °C, old No. 6 nozzle, steam/oil 0.3 kg/kg.
            Flame lift-off, 2 scanner trips in 6 h. Residual CaCO3 2.9%. Coke crust on tip. Stopped.
2024-03-06  Spray rig (KO): FPO 25 °C -> SMD 95 µm. FPO 60 °C, steam/oil 0.5 -> SMD 48 µm.
            Sample held > 80 °C thickened within hours (ageing) -> preheat max 60 °C.
2024-03-26  Hyp. (KO): lift-off + coke = coarse atomization, not water.
            FPO 60 °C, steam/oil 0.5, new 316L nozzle (larger orifices). 10%: flame attached, 0 trips in 72 h.
            Residual CaCO3 2.0%.
2024-05-14  20% heat input: back-end 262 °C, O2 1.7%, 6.9 GJ/t, 405 t/d, residual CaCO3 2.4%.
2024-06-18  Lance 0.4 m further in, primary air -15%. Residual 1.9%, back-end 255 °C.
2024-08-07  6 wks at 20%: shell scanner cold band 28-34 m from discharge, shell 290 °C -> 215 °C. Ring.
            Kiln dust K2O 0.19% (Jan: 0.11%).
2024-09-24  Ring sample (XRF, mill lab): K2O 2.3%, SO3 4.1%, Na2O 3.0%. 2022 ring samples: K2O 0.6%.
            Hyp. (RG): K from FPO + Cl recirculation lowers softening point of ring binder.
2024-10-29  FPO back to 15%. Mud filter shower water +20%: mud Na2O 0.92% -> 0.71%.
            Band shell temp back to 270 °C within 3 weeks. Ring growth stopped.
2024-11-12  Start 30-day run at 15%.
2024-12-10  End of run. Residual CaCO3 avg 2.0% (1.7-2.4%), 408 t/d, 6.75 GJ/t total, NG 5.74 GJ/t CaO.
            Nozzle orifice erosion 0.3 mm (316L).
2025-01-29  (next FY) Stellite-tipped nozzle installed. Wear follow-up.

Not LK-3: 2024-05-15 quarterly permit stack test (contractor, ENV air permit), PM 38 mg/m³. Routine
compliance test, every quarter.
""",
        "lk3_kiln_data.csv": """
date,fpo_heat_pct,fpo_temp_C,steam_oil_ratio,production_t_d,residual_caco3_pct,back_end_C,o2_pct,spec_energy_GJ_t
2024-01-17,0,,,410,1.8,245,1.6,6.6
2024-02-21,10,25,0.3,,2.9,,,
2024-03-26,10,60,0.5,,2.0,,,
2024-05-14,20,60,0.5,405,2.4,262,1.7,6.9
2024-06-18,20,60,0.5,,1.9,255,,
2024-12-10,15,60,0.5,408,2.0,,,6.75
""",
    },
)

# 2 ------------------------------------------------------------------------------------------------
case(
    name="en_fluoro_free_glide_wax_cold_snow",
    language="en",
    fy=("2023-10-01", "2024-09-30"),
    title="Three Sisters Glide Works Inc. (Canmore, AB)\n"
          "Project GW-2 - fluorine-free glide wax for very cold, abrasive snow\n"
          "FY Oct 1 2023 - Sept 30 2024",
    heads={"242": "Question 1 – What scientific or technological uncertainties did you attempt to overcome?\n\n",
           "244": "Question 2 – What work did you perform in the tax year to overcome the scientific or "
                  "technological uncertainties described in line 242?\n\n",
           "246": "Question 3 – What scientific or technological advancements did you achieve or attempt to "
                  "achieve as a result of the work described in line 244?\n\n"},
    bodies={
        "242": """
Until the 2023-24 season racers in cold conditions relied on fluorinated glide waxes. Fluoro waxes are now banned in FIS and IBU races and most clubs have followed, so the hydrocarbon waxes that replace them have to do the job on their own. Our industry-leading range of fluorine-free waxes already performs well in warm and transitional snow, but below about -15 °C, and especially on the man-made snow used at most Canadian race venues, our cold wax (HC-G) is slow and loses its glide within a few kilometres.

What we did not know was why. Ski-snow friction research is mostly done between 0 and -10 °C, where a thin meltwater film lubricates the base and water repellency matters (which is what fluorocarbons gave). At very low temperature the film may not form at all, and friction could be dominated by sharp, dry grains ploughing and abrading the wax. If so, a harder wax should be faster and last longer, but hard waxes are generally thought to be slower, and nobody could tell us which effect would win on our snow. We also did not know whether a solid lubricant such as hexagonal boron nitride (hBN) would lower friction on cold snow or just act as filler, whether it would stay dispersed in molten wax long enough to be applied, and whether a harder blend could be ironed into a sintered base at a temperature that does not damage the base. Finally we needed a faster way to screen formulas than on-snow testing, which depends on the weather; it was not known whether a cold-room tribometer running on lab-made snow would rank waxes the same way real cold snow does.
""",
        "244": """
All testing was done by our owner/chemist and our test technician. Methods were the same all season:
- cold-room tribometer: a piece of sintered ski base, waxed, pulled over a groomed track of lab-made snow at -10 to -25 °C; friction coefficient (µ) from the load cell, mean of 20 passes;
- on-snow glide test at the Canmore Nordic Centre: pairs of identical skis (same stone grind), same skier in a tuck, timing gates over 40 m, 10 runs per wax alternating, snow temperature at 2 cm;
- durability: skis skied 20 km on the 5 km loop, then glide-tested again.

November 22 - tribometer commissioned. At -20 °C our cold wax HC-G gave µ = 0.042 and last season's fluorinated reference wax 0.040.

December 14 - first on-snow test, -18 °C snow: HC-G 7.92 s, fluoro reference 7.85 s, and PE15 (HC-G base with 15% polyethylene wax) 7.81 s.

January 11 - cold snap, -24 °C snow: HC-G 8.21 s, PE15 7.95 s. Needle penetration of the cast waxes was 14 dmm for HC-G and 6 dmm for PE15. Our hypothesis from this point was that below about -15 °C friction is controlled by abrasion and ploughing of dry grains rather than by a water film, so the harder wax glides better.

January 30 - durability at -15 °C on man-made snow: after 20 km HC-G had lost 0.31 s and PE15 only 0.12 s, consistant with the hypothesis.

February 15 - hBN at 2% added to PE15 (PE15-BN2). Tribometer at -20 °C: 0.036 vs 0.039 for PE15. On snow at -17 °C: 7.74 s vs 7.83 s.

March 6 - we compared tribometer and on-snow results over 14 paired tests. Correlation overall was r = 0.64; above -20 °C it was 0.81 but below -20 °C only 0.22. Lab snow is rounder than natural cold snow, so the tribometer can screen formulas but can't replace the hill in extreme cold.

March 21 - boundary check in wet spring snow (+1 °C): PE15-BN2 8.40 s vs 8.12 s for our warm wax. As expected the blend is a cold wax only.

April 10 - ironing: with a 140 °C iron the base took up 0.21 g of PE15-BN2 per ski, against 0.34 g at 150 °C. Base whitening appeared at 160 °C, so 150 °C is the working temperature with little margin.

June 18 - hBN settling: after 20 min in the melt pot at 140 °C, ash tests of top and bottom layers showed 30% of the hBN had settled. Adding 0.5% dispersant brought that to 6%.

August 27 - cold-room check of the first dispersed batch (B-0827): µ = 0.036 at -20 °C, the same as the February blend, so the dispersant did not cost any glide.
""",
        "246": """
The work showed that on very cold, dry and man-made snow the friction of a fluorine-free wax is governed by the hardness of the wax layer and its resistance to abrasion, not by water repellency, which is what fluorinated waxes were valued for. Adding 15% polyethylene wax to our cold base cut the glide time at -24 °C from 8.21 to 7.95 s, and after 20 km it lost 0.12 s instead of 0.31 s. Hexagonal boron nitride at 2% lowered the friction coefficient from 0.039 to 0.036 and the glide time from 7.83 to 7.74 s at -17 °C; we have not yet run it side by side with the fluorinated reference, which gave 7.85 s on a different day at -18 °C. Racers from the provincial team who used the blend this spring found it held its speed noticeably better over the last laps of their races. We also learned the limits of our own tools: the cold-room tribometer tracked on-snow results above -20 °C (r = 0.81) but not below (r = 0.22), so on-snow testing is still needed for the coldest range; the harder blend needs a 150 °C iron to load the base; and hBN settles out of molten wax unless a dispersant is added (30% settled vs 6%). Whether the blend holds up on natural cold snow at altitude is not known yet.
""",
    },
    defects=[
        ("242", "marketing",
         "Our industry-leading range of fluorine-free waxes already performs well in warm and transitional snow, but below about -15 °C, and especially on the man-made snow used at most Canadian race venues, our cold wax (HC-G) is slow and loses its glide within a few kilometres."),
        ("246", "unmeasured",
         "Racers from the provincial team who used the blend this spring found it held its speed noticeably better over the last laps of their races."),
    ],
    unsupported=[],
    evidence={
        "gw2_notebook.md": """
# GW-2 notebook - cold snow fluoro-free glide wax
M. Leclerc (owner, chemist) / D. Haugen (test skier, technician)

Why: fluoro ban (FIS, IBU) from the 2023-24 season. Our cold green HC-G is slow + wears out on cold man-made
snow below about -15 °C.

Methods
- Tribometer (cold room): sintered base sample on sled, lab-made snow track, -10 °C to -25 °C. µ from load cell,
  mean of 20 passes.
- On-snow glide: Canmore Nordic Centre, pairs of identical skis (same stone grind), same skier (DH) in tuck,
  timing gates over 40 m, 10 runs/wax alternating. Snow temp at 2 cm.
- Durability: 20 km on the 5 km loop then glide test again.
- Needle penetration (ASTM D1321) of cast wax, dmm.

2023-11-22  Tribometer commissioned. -20 °C: HC-G 0.042 / LF-C (last season's fluoro ref) 0.040.
2023-12-14  On snow, -18 °C, RH 55%: HC-G 7.92 s, LF-C 7.85 s, PE15 (15% PE wax in HC-G base) 7.81 s.
2024-01-11  Cold snap -24 °C: HC-G 8.21 s, PE15 7.95 s. Penetration: HC-G 14 dmm, PE15 6 dmm.
            Hyp (ML): below about -15 °C it's abrasion/ploughing of dry grains, not a water film -> harder wax wins.
2024-01-30  Durability -15 °C, man-made snow, 20 km: HC-G lost 0.31 s, PE15 lost 0.12 s.
2024-02-15  PE15-BN2 = PE15 + 2% hBN. Tribo -20 °C: 0.036 (PE15 0.039). Snow -17 °C: 7.74 s vs PE15 7.83 s.
2024-03-06  Tribo vs snow, 14 paired tests: r = 0.64 overall, 0.81 above -20 °C, 0.22 below -20 °C.
            Lab snow too round. Tribo OK for screening, not for extreme cold.
2024-03-09  Alberta Cup: provincial team athletes raced on PE15-BN2. Feedback "felt fast at the end". No data.
2024-03-21  Wet spring snow +1 °C: PE15-BN2 8.40 s vs HC-W (warm) 8.12 s. Cold-only wax, as expected.
2024-04-10  Ironing: 140 °C iron -> 0.21 g uptake per ski; 150 °C -> 0.34 g. Base whitening at 160 °C.
2024-06-18  hBN settling in melt pot, 20 min at 140 °C: 30% settled (ash test top/bottom). With 0.5% dispersant: 6%.
2024-08-27  Batch B-0827 (dispersed): tribo -20 °C 0.036. Same as Feb.
""",
        "gw2_glide_tests.csv": """
date,test,snow_temp_C,wax,mu,glide_time_s,runs_or_passes
2023-11-22,tribometer,-20,HC-G,0.042,,20
2023-11-22,tribometer,-20,LF-C,0.040,,20
2023-12-14,glide,-18,HC-G,,7.92,10
2023-12-14,glide,-18,LF-C,,7.85,10
2023-12-14,glide,-18,PE15,,7.81,10
2024-01-11,glide,-24,HC-G,,8.21,10
2024-01-11,glide,-24,PE15,,7.95,10
2024-02-15,tribometer,-20,PE15,0.039,,20
2024-02-15,tribometer,-20,PE15-BN2,0.036,,20
2024-02-15,glide,-17,PE15,,7.83,10
2024-02-15,glide,-17,PE15-BN2,,7.74,10
2024-03-21,glide,1,HC-W,,8.12,10
2024-03-21,glide,1,PE15-BN2,,8.40,10
2024-08-27,tribometer,-20,PE15-BN2 B-0827,0.036,,20
""",
    },
)

# 3 ------------------------------------------------------------------------------------------------
case(
    name="en_recycled_polyol_slabstock_foam",
    language="en",
    fy=("2024-04-01", "2025-03-31"),
    title="Red River Foam Products Ltd. — Winnipeg, Manitoba\n"
          "Project RP-1: recovered polyol from post-consumer mattress foam in continuous slabstock\n"
          "Fiscal year April 1, 2024 to March 31, 2025",
    heads={"242": "**Line 242 — Scientific or technological uncertainties**\n\n",
           "244": "**Line 244 — Work performed**\n\n",
           "246": "**Line 246 — Scientific or technological advancements**\n\n"},
    bodies={
        "242": """
Flexible slabstock foam is made by reacting a polyether polyol with TDI and water on a continuous line. Glycolysis can turn used mattress foam back into a liquid "recovered polyol" (RP), but RP is very different from the virgin polyol our formulations are built on: its hydroxyl number is around 318 mg KOH/g against 56, it carries aromatic amines formed during glycolysis, and it contains unreacted diethylene glycol (DEG). Our largest customer, a national mattress brand, has asked for foam with at least 20% recycled content for an eco line launching in spring 2025, and the central question of the project was whether we could deliver it on that schedule. Published work on glycolysed polyols deals mostly with rigid foam, or with flexible foam made in small batches with 5 to 10% RP; we found nothing on how the residual amines would shift the blow/gel balance at 20% on a continuous line, where a foam that rises too fast splits or shrinks.

We did not know whether the extra hydroxyls and amines could be offset by catalyst and index changes alone, whether the higher crosslink density at 20% would cause scorch or centre splits from a hotter exotherm, or whether the free DEG would harm compression set and durability. Nor was it known how much RP batches made from different post-consumer feedstocks would differ, and whether a recipe tuned on one batch would still work on the next.
""",
        "244": """
Lab work was done in 15 L box pours by our R&D chemist, with foam testing to ASTM D3574 by the QC lab (density, IFD at 25%, airflow, compression set at 90%, 22 h). A thermocouple in the centre of each box recorded the exotherm. The production trial ran on our Maxfoam line. The trials carried out during the year were:

- April 23: first RP batch (RP-A) characterized: OH number 318 mg KOH/g, amine value 21 mg KOH/g, viscosity 2900 mPa·s, free DEG 11%.
- May 15: virgin control B0: rise 118 s, density 28.4 kg/m³, IFD 133 N, airflow 85 L/min, compression set 4.1%, exotherm 152 °C.
- June 5: B1, 10% RP-A in the unchanged recipe: rise time down to 96 s, airflow only 31 L/min, 6% shrinkage after 24 h.
- July 10: hypothesis that the RP amines act as extra catalyst and the RP hydroxyls raise the isocyanate demand. B2, 10% RP-A with amine catalyst cut from 0.15 to 0.09 pphp and TDI recalculated for the RP hydroxyls at the same index: airflow 78 L/min, no shrinkage, IFD 142 N.
- August 14: B3, 20% RP-A on the B2 approach: centre split, exotherm 168 °C, rise 88 s.
- September 18: B4, 20% RP-A with water lowered from 4.2 to 3.8 pphp: exotherm 156 °C, no split, density 30.1 kg/m³, airflow 64 L/min, but compression set 7.8%, over our limit. New hypothesis: free DEG in the RP was hurting recovery.
- November 27: RP-C, from a different post-consumer mix that included MDI-based memory foam: OH 341, amine value 29. With the B5 recipe (B6) the rise was 79 s and airflow 38 L/min. Cutting the amine catalyst in proportion to the amine value, to 0.062 pphp (B7), restored airflow to 71 L/min.
- October 23: RP-B, stripped by the supplier under vacuum to 4% free DEG (OH 296, amine value 20). B5, 20% RP-B: compression set 4.9%, airflow 69 L/min, density 29.8 kg/m³.
- January 15: production trial, 20% RP-B, three blocks 1.9 m wide by 60 m: density 29.6 kg/m³, IFD 138 N, compression set 5.1%, airflow 70 L/min, no splits.
- March 12: roller shear fatigue (80,000 cycles) on samples from the trial blocks: IFD loss of 14% against 12% for virgin foam.
""",
        "246": """
The project established that recovered polyol from post-consumer mattress foam can make up 20% of the polyol in TDI slabstock on a continuous line, and identified three mechanisms that have to be compensated. First, the amines left in the RP act as an added catalyst: at 10% RP in the standard recipe the rise time fell from 118 to 96 s and the foam shrank, and cutting the amine catalyst from 0.15 to 0.09 pphp restored an open foam (airflow 78 L/min). Scaling the catalyst to the measured amine value of each RP batch also worked for a batch with a higher amine value (airflow 38 L/min uncorrected, 71 L/min corrected), so the amine value can serve as the incoming-lot control. Second, at 20% the exotherm reached 168 °C and the block split; lowering the water from 4.2 to 3.8 pphp held it to 156 °C. Third, free DEG in the RP degrades recovery: compression set was 7.8% with an RP containing 11% DEG and 4.9% with a stripped RP containing 4%. The production trial met the density and airflow targets, with compression set at 5.1%, just over our 5% limit, and a fatigue loss of 14% against 12% for the control. The foam from the final recipe also had a considerably more uniform cell structure than the early pours.
""",
    },
    defects=[
        ("242", "not_uncertainty",
         "Our largest customer, a national mattress brand, has asked for foam with at least 20% recycled content for an eco line launching in spring 2025, and the central question of the project was whether we could deliver it on that schedule."),
        ("244", "not_chronological",
         "The trials carried out during the year were:"),
        ("246", "unmeasured",
         "The foam from the final recipe also had a considerably more uniform cell structure than the early pours."),
    ],
    unsupported=[],
    evidence={
        "rp1_lab_notes.md": """
# RP-1 lab and plant notes — recovered polyol (RP) in TDI slabstock
A. Sandhu (R&D chemist) / P. Lavallée (production mgr) / J. Chen (QC lab)

RP supplier: glycolysis of post-consumer mattress foam (DEG, about 200 °C).
Virgin polyol: 3000 MW triol, OH 56 mg KOH/g. TDI index 110.
Box pours 15 L. ASTM D3574: density kg/m³, IFD 25% (N), airflow (L/min), compression set 90% / 22 h (%).
Centre thermocouple for exotherm.
House spec, mattress comfort grade: density 28-31 kg/m³, airflow >= 60 L/min, compression set <= 5%.

2024-04-02  Customer (national mattress brand): eco line needs >= 20% recycled content, launch spring 2025.
2024-04-23  RP-A: OH 318 mg KOH/g, amine value 21 mg KOH/g, visc. 2900 mPa·s (25 °C), free DEG 11%.
2024-05-15  B0 virgin control: rise 118 s, 28.4 kg/m³, IFD 133 N, airflow 85 L/min, CS 4.1%, exotherm 152 °C.
2024-06-05  B1 10% RP-A, same recipe: rise 96 s, airflow 31 L/min, shrink 6% at 24 h.
2024-07-10  Hyp (AS): RP amines = extra catalyst; RP OH raises iso demand.
            B2 10% RP-A, amine cat 0.15 -> 0.09 pphp, TDI recalculated incl. RP OH (index 110): airflow 78 L/min,
            no shrink, IFD 142 N.
2024-08-14  B3 20% RP-A (B2 approach): centre split. Exotherm 168 °C. Rise 88 s.
2024-09-18  B4 20% RP-A, water 4.2 -> 3.8 pphp: exotherm 156 °C, no split, 30.1 kg/m³, airflow 64 L/min,
            CS 7.8% (FAIL). Hyp: free DEG (11%) hurting recovery.
2024-10-23  RP-B (supplier vacuum-stripped): free DEG 4%, OH 296, amine value 20.
            B5 20% RP-B: CS 4.9%, airflow 69 L/min, 29.8 kg/m³.
2024-11-27  RP-C (other feed mix, incl. MDI memory foam): OH 341, amine value 29.
            B6 = B5 recipe with RP-C: rise 79 s, airflow 38 L/min.
            B7: amine cat scaled 0.09 x 20/29 = 0.062 pphp -> airflow 71 L/min.
2025-01-15  PRODUCTION TRIAL, Maxfoam, 20% RP-B, 3 blocks 1.9 m x 60 m.
            29.6 kg/m³, IFD 138 N, CS 5.1% (just over spec), airflow 70 L/min, no splits.
2025-03-12  Roller shear fatigue (D3574 I3, 80,000 cycles), trial blocks: IFD loss 14% (control 12%).
""",
        "rp1_pour_results.csv": """
date,pour,rp_batch,rp_pct,rise_s,density_kg_m3,ifd25_N,airflow_L_min,compression_set_pct,exotherm_C
2024-05-15,B0,none,0,118,28.4,133,85,4.1,152
2024-06-05,B1,RP-A,10,96,,,31,,
2024-07-10,B2,RP-A,10,,,142,78,,
2024-08-14,B3,RP-A,20,88,,,,,168
2024-09-18,B4,RP-A,20,,30.1,,64,7.8,156
2024-10-23,B5,RP-B,20,,29.8,,69,4.9,
2024-11-27,B6,RP-C,20,79,,,38,,
2024-11-27,B7,RP-C,20,,,,71,,
2025-01-15,PROD,RP-B,20,,29.6,138,70,5.1,
""",
    },
)

# 4 ------------------------------------------------------------------------------------------------
case(
    name="en_canola_green_seed_chlorophyll_bleaching",
    language="en",
    fy=("2023-08-01", "2024-07-31"),
    title="Aspen Parkland Crushers Co-operative Ltd. (Humboldt area, SK)\n"
          "SR&ED - Project GS-2 - chlorophyll removal from frost-damaged (green) canola\n"
          "Fiscal year Aug 1 2023 to Jul 31 2024 -- draft v3 (S. Olfert)",
    heads={"242": "242 – Scientific or technological uncertainty\n\n",
           "244": "244 – Work performed\n\n",
           "246": "246 – Scientific or technological advancement\n\n"},
    bodies={
        "242": """
Canola hit by frost before it matures keeps part of its chlorophyll, and the oil pressed from it is green. The 2023 crop in our draw area averaged 4.1% distinctly green seed, and our crude oil carried 38 ppm chlorophyll against about 16 ppm in a normal year. Chlorophyll has to be taken out almost completely (our customers' specification is 0.10 ppm in bleached oil) because it colours the oil and promotes light-induced oxidation. Standard practice is simply to add more acid-activated bleaching clay; in our refinery it took 2.4% clay instead of the usual 1.0% to reach spec, and since spent clay holds about 30% of its weight in oil, the oil lost with the clay went up sharply.

We looked at two other routes and neither could be designed from published information. The first was to break chlorophyll down in the seed before crushing, by holding the seed warm and moist so that the seed's own enzymes act on it. This is described for seed left in the swath or in storage, but not at a rate we could use: we did not know how much chlorophyll could be removed in a few days of conditioning, at what temperature, or how much free fatty acid (FFA) would form at the same time. The second was to change the refinery chemistry. Acid pretreatment converts chlorophyll to pheophytins, and silica adsorbents remove phospholipids and soaps that may compete with the pigments for the clay's active sites. How these would interact in green canola oil, which combination and doses would reach 0.10 ppm with much less clay, and whether the resulting oil would be less stable, was not known.
""",
        "244": """
Work was done in the refinery lab (500 g batches in a lab bleacher under vacuum, 30 min) and then on the plant's continuous bleacher. Chlorophyll was measured by AOCS Cc 13i-96, FFA and peroxide value by the AOCS methods already used in our lab.

September 12 - first deliveries of the 2023 crop gave crude oil at 38 ppm chlorophyll; the plant needed 2.4% clay to get to 0.10 ppm.

October 17 - our hypothesis was that chlorophyll in the seed could be broken down before crushing by holding the seed warm and moist. In a 5 t pilot bin at 10% moisture and 30 °C for 5 days, seed chlorophyll dropped from 31 to 14 mg/kg, but FFA in the crude oil rose from 0.4 to 0.7%.

November 7 - at 20 °C for 5 days the drop was only to 27 mg/kg, with FFA at 0.5%. Conditioning was too slow at 20 °C and cost too much FFA at 30 °C, so it was set aside.

November 21 - lab bleaching with phosphoric acid pretreatment and 1.5% clay: 0.29 ppm at 0.1% acid, 0.18 ppm at 0.2%. At 0.2% most of the chlorophyll had been converted to pheophytin, which the clay took up more readily.

January 9 - adding 0.3% silica hydrogel ahead of 1.2% clay (with 0.2% acid) gave 0.08 ppm, against 0.18 ppm with 1.5% clay alone. Our explanation is that the silica removes residual phospholipids and soaps that otherwise occupy the clay.

February 13 - with that combination, bleaching at 110 °C gave 0.06 ppm and at 95 °C 0.11 ppm.

March 19 to 23 - five-day plant trial at 0.2% acid, 0.3% silica and 1.3% clay, 105 °C. Bleached oil averaged 0.07 ppm (0.05 to 0.09) and oil lost in spent clay fell from 0.72% to 0.41% of oil processed.

Throughout the crush year the lab also ran its standard chlorophyll, FFA and peroxide tests on every railcar of crude and refined oil shipped, which gave the project a large additional data set on how the 2023 crop behaved in the refinery.

May 7 - Rancimat induction time at 110 °C was 7.9 h for oil from the trial vs 8.4 h for normal-year oil.

June 11 - a cheaper silica grade gave 0.13 ppm in the lab and was not retained.
""",
        "246": """
We found that for oil from frost-damaged canola the clay dose is not fixed by the chlorophyll content alone. Converting chlorophyll to pheophytin with 0.2% phosphoric acid, and removing phospholipids and soaps with 0.3% silica ahead of the clay, brought the oil to 0.08 ppm in the lab with 1.2% clay, where clay alone at 1.5% left 0.18 ppm. In the plant the combination held bleached oil at an average of 0.07 ppm with 1.3% clay instead of 2.4%, and oil lost in spent clay fell from 0.72% to 0.41% of throughput. Bleaching temperature matters more than expected with this chemistry (0.06 ppm at 110 °C, 0.11 ppm at 95 °C), and so does the silica grade: a cheaper grade did not reach spec. Breaking down chlorophyll in the seed before crushing works in principle but is too slow at 20 °C and raises FFA from 0.4 to 0.7% at 30 °C, so it is not practical at our throughput. Oil from the new process was slightly less stable (Rancimat 7.9 h vs 8.4 h), a small difference we will keep watching. On the strength of these results the co-op signed the largest refined-oil supply contract in its history, with a U.S. food-service distributor.
""",
    },
    defects=[
        ("244", "unsupported",
         "In a 5 t pilot bin at 10% moisture and 30 °C for 5 days, seed chlorophyll dropped from 31 to 14 mg/kg, but FFA in the crude oil rose from 0.4 to 0.7%."),
        ("244", "routine",
         "Throughout the crush year the lab also ran its standard chlorophyll, FFA and peroxide tests on every railcar of crude and refined oil shipped, which gave the project a large additional data set on how the 2023 crop behaved in the refinery."),
        ("246", "not_advancement",
         "On the strength of these results the co-op signed the largest refined-oil supply contract in its history, with a U.S. food-service distributor."),
    ],
    unsupported=["14 mg/kg"],
    evidence={
        "gs2_refinery_lab_log.txt": """
GS-2  REFINERY LAB LOG - green seed / chlorophyll
S. Olfert (refinery technical mgr)   N. Dube (lab supervisor)

Refinery: degumming, bleaching, deodorizing (RBD). Lab bleacher: 500 g oil, vacuum, 30 min.
Chlorophyll AOCS Cc 13i-96 (ppm). FFA, PV: AOCS methods in use.
Customer spec bleached oil: chlorophyll <= 0.10 ppm.
Normal year (2022 crop): crude chlorophyll avg 16 ppm, clay 1.0%.
Spent clay carries about 30% oil (by weight of clay).

2023-09-12  2023 crop: DGR 4.1% avg in deliveries. Crude chlorophyll 38 ppm. Plant needs 2.4% clay for 0.10 ppm.
2023-10-17  Hyp (SO): degrade chlorophyll in seed before crush (warm + moist, seed's own enzymes).
            Pilot bin 5 t, seed at 10% moisture, 30 °C, 5 days: seed chlorophyll 31 -> 22 mg/kg.
            FFA crude 0.4 -> 0.7%.
2023-11-07  Same at 20 °C, 5 days: 31 -> 27 mg/kg, FFA 0.5%. Too slow at 20, too much FFA at 30. Dropped.
2023-11-21  Lab: H3PO4 pretreat + clay 1.5%: 0.1% acid -> 0.29 ppm; 0.2% acid -> 0.18 ppm.
            At 0.2% most chlorophyll -> pheophytin (spectrum); pheo taken up better by clay.
2024-01-09  Silica hydrogel 0.3% + clay 1.2% (acid 0.2%): 0.08 ppm. Clay alone 1.5%: 0.18 ppm.
            Hyp: silica takes out residual phospholipids/soaps that block clay sites.
2024-02-13  Silica 0.3 + clay 1.2: 110 °C -> 0.06 ppm; 95 °C -> 0.11 ppm.
2024-03-19  PLANT TRIAL start: acid 0.2%, silica 0.3%, clay 1.3%, 105 °C.
2024-03-23  Trial end (5 days). Bleached avg 0.07 ppm (0.05-0.09). Oil lost in spent clay 0.41% of oil
            processed (was 0.72% on clay alone).
2024-05-07  Rancimat 110 °C: trial oil 7.9 h; normal-year oil 8.4 h.
2024-06-11  Cheaper silica grade (S-2): 0.13 ppm in lab. Not retained.

Not GS-2: routine QC (chlorophyll, FFA, PV) on every railcar of crude and RBD shipped, for customer COAs.
""",
        "gs2_bleaching_results.csv": """
date,scale,acid_pct,silica_pct,clay_pct,temp_C,bleached_chlorophyll_ppm
2023-09-12,plant,0,0,2.4,105,0.10
2023-11-21,lab,0.1,0,1.5,105,0.29
2023-11-21,lab,0.2,0,1.5,105,0.18
2024-01-09,lab,0.2,0.3,1.2,105,0.08
2024-02-13,lab,0.2,0.3,1.2,110,0.06
2024-02-13,lab,0.2,0.3,1.2,95,0.11
2024-03-23,plant,0.2,0.3,1.3,105,0.07
2024-06-11,lab,0.2,0.3,1.2,105,0.13
""",
    },
)

# 5 ------------------------------------------------------------------------------------------------
case(
    name="en_harbour_crane_anti_sway_wind",
    language="en",
    fy=("2024-07-01", "2025-06-30"),
    title="Tidewater Crane Controls Ltd. (Delta, BC) — SR&ED claim, year ended June 30, 2025\n"
          "Project AS-4: wind-disturbance sway control for ship-to-shore container cranes",
    heads={"242": "1. Line 242 – Scientific or technological uncertainties\n\n",
           "244": "2. Line 244 – Work performed\n\n",
           "246": "3. Line 246 – Scientific or technological advancements\n\n"},
    bodies={
        "242": """
Ship-to-shore (STS) container cranes carry the spreader and container on long hoist ropes, so the load behaves as a pendulum. The anti-sway systems supplied with these cranes, including the one on the crane we worked on, act only along the trolley axis: they shape the trolley's acceleration so the load does not swing as it travels. At the terminal where the project was carried out, crosswinds blow along the quay, at right angles to the trolley. A 40-foot container presents about 32 m² of side area, and in gusty wind it swings in the gantry direction, where the trolley cannot correct it and gantry travel is far too slow. Operators wait for the swing to settle before landing, which costs cycle time and causes hard landings.

The crane has a trim/list/skew (TLS) system: four hydraulic cylinders that shift the rope sheaves by up to ±150 mm, normally used to level the spreader. We did not know whether those cylinders could be used as actuators to damp wind-driven sway in closed loop, how much damping their limited stroke and speed could deliver, or at what wind speed they would saturate. It was also uncertain whether the disturbance could be estimated fast enough: the only wind sensor is at the boom tip, well away from the container. The OEM camera that measures sway loses its reflector targets at night in rain and freezing fog, and we did not know whether a controller could stay stable through those dropouts. Finally, the behaviour of an empty container, light but with the same sail area, had not been characterized.
""",
        "244": """
The work was done on one STS crane (Q3) at a customer terminal by our controls lead, a mechanical engineer who built the simulation model and a field commissioning technician, with the terminal's operators running the crane. The OEM's trolley-axis anti-sway stayed in service throughout; our controller acts only in the gantry direction, through the TLS cylinders. Sway was measured with the existing trolley camera and reflectors, wind with the existing ultrasonic anemometer at the boom tip.

July 23 to August 13: three weeks of baseline logging. With a 10-minute mean crosswind of 12 m/s and gusts to 17 m/s, gantry sway at landing reached 310 mm and operators waited on average 14 s before landing, against 5 s in calm weather.

August 27: spectral analysis showed the gantry sway concentrated at the pendulum frequency (0.13 Hz with 15 m of rope), with a coherence of 0.7 with the gusts. Our hypothesis was therefore that the sway is forced by the wind, not by trolley motion, and has to be damped by an actuator acting in the gantry direction.

September 17: a multi-body model of ropes, spreader and container, with the TLS cylinders as actuators, predicted a 60% reduction in sway amplitude for gusts up to 18 m/s, with the cylinders saturating above that.

October 22: first closed-loop test on the crane, 20 m of rope, loaded 40-foot container. Gantry sway amplitude fell from 240 to 150 mm; the cylinders hit their ±150 mm stops in gusts over 18 m/s.

November 26: feedforward from the boom-tip anemometer was tried and dropped, since it lagged the gust at the spreader by 1.8 s. A disturbance observer estimating the wind force from sway and cylinder positions was added instead, and the amplitude fell to 110 mm in the same conditions.

January 14: at night in freezing fog and rain the camera lost 7% of frames, which caused controller dropouts. We added rope-angle encoders at the trolley head block and fused the two signals; during camera losses the sway estimate error was 18 mm RMS against 41 mm with the camera alone.

February 18: empty containers (4 t) swung to 190 mm against 95 mm for loaded ones (28 t) in the same wind. Gains were scheduled on the spreader load cell, which brought empty-container sway down to 120 mm.

April 8 to April 22: two-week operational trial on Q3. Over 1,860 moves in winds above 12 m/s the mean wait before landing was 6 s, and sway at landing was 120 mm or less in 95% of moves.

June 3: limit test. With gusts above 22 m/s the cylinders saturated and sway reached 260 mm; the terminal stops operations at 25 m/s in any case.
""",
        "246": """
We showed that wind-driven sway of a container in the gantry direction, which trolley-axis anti-sway cannot address, can be damped by using the crane's existing trim/list/skew cylinders as actuators in closed loop. The sway was confirmed to be wind-forced (coherence 0.7 with the gusts at the pendulum frequency), and the controller cut its amplitude from 240 to 150 mm with camera feedback alone, and to 110 mm once a disturbance observer estimated the wind force. Feedforward from a boom-tip anemometer does not work for this purpose, because the measurement lags the gust at the spreader by 1.8 s. Fusing rope-angle encoders with the camera kept the sway estimate within 18 mm RMS during camera dropouts (41 mm with the camera alone), which made the controller usable at night and in freezing fog. Empty containers need their own gains: unscheduled, they swung twice as far as loaded ones (190 against 95 mm). In two weeks of operation the mean wait before landing dropped from 14 to 6 s over 1,860 windy moves. The approach has a hard limit set by cylinder stroke: with gusts above 22 m/s the ±150 mm stroke saturates and sway reached 260 mm, so higher winds would need a longer-stroke or different actuator.
""",
    },
    defects=[],
    unsupported=[],
    evidence={
        "as4_engineering_log.md": """
# AS-4 engineering log — wind sway control, STS crane Q3 (customer terminal)
H. Nguyen (controls lead) / P. Sidhu (mech., modelling) / R. Moreau (field commissioning)

Crane Q3: STS, 4-fall hoist ropes, TLS (trim/list/skew) with 4 hydraulic cylinders, ±150 mm stroke at sheaves.
OEM anti-sway (trolley axis only) stays in service, not modified.
Sway: OEM camera on trolley + reflector targets on spreader. Wind: ultrasonic anemometer at boom tip, 10 Hz.
40' box side area about 32 m² (12.2 m x 2.6 m). Terminal wind stop: 25 m/s.
"Gantry direction" = along the quay, perpendicular to trolley travel.

2024-07-23  Start baseline logging.
2024-08-13  End baseline (3 weeks). 10-min mean crosswind 12 m/s, gusts 17 m/s: gantry sway at landing up to
            310 mm. Mean operator wait before landing 14 s (calm: 5 s).
2024-08-27  HN: gantry sway spectrum peak at pendulum freq (0.13 Hz, 15 m rope). Coherence with gusts 0.7.
            -> wind-forced, not trolley-induced. Need a gantry-direction actuator.
2024-09-17  PS: multi-body model, TLS cylinders as actuators: predicted -60% sway amplitude for gusts up to
            18 m/s; saturation above.
2024-10-22  1st closed-loop test, rope 20 m, loaded 40' box: amplitude 240 -> 150 mm. Cylinders at ±150 mm
            stops in gusts > 18 m/s.
2024-11-26  Anemometer feedforward: lag 1.8 s vs gust at spreader -> dropped. Disturbance observer (wind force
            from sway + cylinder positions): 110 mm, same conditions.
2025-01-14  Night, freezing fog/rain: camera lost 7% of frames -> dropouts. Rope-angle encoders at trolley head
            block + fusion: estimate error 18 mm RMS (camera only: 41 mm) during losses.
2025-02-18  Empty 40' (4 t): 190 mm vs loaded (28 t): 95 mm, same wind. Gain scheduling on spreader load cell:
            empty 120 mm.
2025-04-08  Start 2-week operational trial, Q3.
2025-04-22  End of trial: 1,860 moves with wind > 12 m/s. Mean wait before landing 6 s. Sway at landing
            <= 120 mm in 95% of moves.
2025-06-03  Limit test: gusts > 22 m/s -> cylinder saturation, sway 260 mm. (Ops stop at 25 m/s anyway.)
""",
        "as4_test_runs.csv": """
date,test,rope_m,load,gust_m_s,sway_amplitude_mm,note
2024-08-13,baseline (no gantry control),,mixed,17,310,max at landing
2024-10-22,TLS closed loop camera only,20,loaded,18,150,from 240 mm without control
2024-11-26,TLS + disturbance observer,20,loaded,18,110,
2025-02-18,no gain scheduling,20,empty,,190,
2025-02-18,no gain scheduling,20,loaded,,95,
2025-02-18,gain scheduling,20,empty,,120,
2025-06-03,limit test,20,loaded,22,260,cylinders saturated
""",
    },
)

# 6 ------------------------------------------------------------------------------------------------
case(
    name="fr_granit_sciage_multifil_diamante",
    language="fr",
    fy=("2024-05-01", "2025-04-30"),
    title="Granits Massawippi inc. — Stanstead (Estrie)\n"
          "Projet GF-2 : sciage multifil diamanté du granit gris de Stanstead\n"
          "Exercice du 1er mai 2024 au 30 avril 2025",
    heads={"242": "### Ligne 242 : Incertitudes scientifiques ou technologiques\n\n",
           "244": "### Ligne 244 : Travail effectué\n\n",
           "246": "### Ligne 246 : Avancées scientifiques ou technologiques\n\n"},
    bodies={
        "242": """
Jusqu'en 2024, nos blocs de granit gris de Stanstead étaient débités en tranches par un châssis multilames à grenaille d'acier. Nous l'avons remplacé par une scie multifil diamantée de 60 fils, technologie courante pour les granits noirs et les marbres, mais dont les paramètres recommandés par le fournisseur (28 m/s, 3,2 kN par fil, descente de 35 cm/h) sont établis pour des pierres plus homogènes que la nôtre. Le granit de Stanstead est une granodiorite à grain moyen, traversée par endroits de veines de quartz, et nos blocs passent l'hiver dans la cour de la carrière.

Plusieurs points ne pouvaient être réglés à partir des données du fournisseur ni de la littérature, qui porte surtout sur le sciage monofil en carrière. D'abord, nous ne savions pas à quel rythme les perles diamantées s'useraient dans cette pierre, ni pourquoi elles s'ovalisaient au lieu de s'user uniformément, ce qui fragilise le fil. Ensuite, les ruptures de fil semblaient liées aux veines de quartz, sans qu'on sache s'il fallait agir sur la tension, sur la vitesse de descente ou sur la torsion du fil pour les éviter sans perdre trop de productivité. Il fallait aussi obtenir des tranches de 20 mm à ±1 mm près, alors que la flèche d'un fil de 3,5 m sous charge dépend de la tension d'une façon que nous ne pouvions pas prédire pour ce granit. Enfin, l'effet du gel sur le sciage était inconnu : on ignorait si des blocs à -14 °C au cœur, arrosés d'une eau de refroidissement plus chaude, s'écailleraient à la sortie du fil, ni combien de temps il faudrait les tempérer pour l'éviter.
""",
        "244": """
Le projet a été mené par notre directeur de production et l'opérateur-chef, avec un ingénieur-conseil. Pour chaque essai, nous avons mesuré l'usure de 12 perles témoins par fil (au micromètre), les ruptures de fil, l'épaisseur des tranches en 9 points, l'écaillage à la sortie du fil et, l'hiver, la température au cœur des blocs au moyen d'un thermocouple placé dans un trou foré.

16 avril 2024 : mise en service de la scie avec les paramètres du fournisseur; un fil s'est rompu après 11 h sur le premier bloc.

22 mai : essai de référence de 120 h aux paramètres du fournisseur : 3 ruptures, usure des perles de 0,31 mm par 1 000 m² sciés, écart-type d'épaisseur de 0,62 mm et taux de sciage de 5,4 m²/h. Les 3 ruptures ont eu lieu dans des blocs veinés de quartz.

19 juin : après 80 h, les perles présentaient un écart de 0,21 mm entre leurs diamètres. Notre hypothèse : le fil ne tournait plus sur lui-même dans les poulies, la précontrainte de torsion s'étant relâchée. En portant la torsion de 1,5 à 2,5 tours/m, l'écart n'était plus que de 0,07 mm après 80 h.

14 août : pour vérifier l'hypothèse d'une surcharge locale dans les veines de quartz, la descente a été réduite à 25 cm/h dans les blocs veinés : aucune rupture en 96 h, pour un taux de sciage de 4,6 m²/h.

9 octobre : en portant la tension de 3,2 à 3,6 kN, l'écart-type d'épaisseur est passé de 0,62 à 0,33 mm, sans rupture en 110 h.

11 décembre : les premiers blocs sortis de la cour à -14 °C au cœur ont donné un écaillage de 4,8 mm à la sortie du fil, contre 1,2 mm pour des blocs à +8 °C. Hypothèse : l'eau gelée dans les microfissures du granit, combinée au choc thermique de l'eau de refroidissement à 12 °C, fait éclater les arêtes.

22 janvier : des blocs tempérés 24 h dans le bâtiment chauffé avaient encore -3 °C au cœur et donnaient 2,0 mm d'écaillage; après 48 h, à +4 °C au cœur, l'écaillage tombait à 1,4 mm, ce qui confirme qu'il faut un cœur au-dessus de 0 °C.

5 mars : bilan de 400 h avec les nouveaux paramètres (torsion de 2,5 tours/m, tension de 3,6 kN, descente réduite dans les veines, blocs tempérés 48 h) : 2 ruptures, usure de 0,19 mm par 1 000 m² et taux de sciage moyen de 5,1 m²/h.
""",
        "246": """
Nous avons établi des paramètres de sciage multifil adaptés au granit gris de Stanstead et, surtout, compris les mécanismes qui rendaient les paramètres du fournisseur inadéquats pour cette pierre. Les paramètres de ce procédé de sciage à la fine pointe, sans équivalent en Amérique du Nord, reposent sur trois constats. Premièrement, l'ovalisation des perles vient de la perte de torsion du fil dans les poulies : une torsion de 2,5 tours/m ramène l'écart entre diamètres de 0,21 à 0,07 mm, et l'usure globale est passée de 0,31 à 0,19 mm par 1 000 m² sciés. Deuxièmement, les ruptures sont liées aux veines de quartz et non à l'usure seule : réduire la descente à 25 cm/h dans ces zones a éliminé les ruptures sur 96 h, et le bilan de 400 h n'en compte que 2, contre 3 en 120 h au départ, pour un taux de sciage à peine plus faible (5,1 contre 5,4 m²/h). Troisièmement, l'écaillage hivernal dépend de la température au cœur du bloc et non de celle de sa surface : il faut que le cœur dépasse 0 °C, ce qui demande environ 48 h de tempérage pour nos blocs. L'effet de la tension sur l'épaisseur (3,6 kN) reste à confirmer sur d'autres formats de blocs.
""",
    },
    defects=[
        ("244", "date_outside_year",
         "16 avril 2024 : mise en service de la scie avec les paramètres du fournisseur; un fil s'est rompu après 11 h sur le premier bloc."),
        ("244", "unsupported",
         "9 octobre : en portant la tension de 3,2 à 3,6 kN, l'écart-type d'épaisseur est passé de 0,62 à 0,33 mm, sans rupture en 110 h."),
        ("246", "marketing",
         "Les paramètres de ce procédé de sciage à la fine pointe, sans équivalent en Amérique du Nord, reposent sur trois constats."),
    ],
    unsupported=["0,33 mm"],
    evidence={
        "journal_sciage_GF-2.md": """
# GF-2 — Journal de sciage, scie multifil diamantée MF-60
L. Beaudoin (directeur de production) ; É. Fortier (ing., consultant) ; M. Lachance (opérateur-chef)

Scie MF-60 : 60 fils, perles frittées Ø 7,2 mm, longueur libre du fil entre poulies 3,5 m.
Paramètres du fournisseur : vitesse du fil 28 m/s, tension 3,2 kN par fil, descente 35 cm/h, torsion 1,5 tour/m.
Granit gris de Stanstead (granodiorite, veines de quartz par endroits). Tranches de 20 mm, tolérance ±1 mm.
Mesures : usure de 12 perles témoins par fil au micromètre (mm par 1 000 m² sciés) ; ovalisation (écart entre
diamètres, mm) ; ruptures ; épaisseur des tranches en 9 points (écart-type, mm) ; écaillage en sortie de fil (mm) ;
température au cœur du bloc (thermocouple dans un trou foré).
Eau de refroidissement recirculée, à 12 °C l'hiver.

## 2024-04-16
(Avant l'exercice.) Mise en service, paramètres du fournisseur. Premier bloc : rupture d'un fil après 11 h.

## 2024-05-22
Référence, 120 h, paramètres du fournisseur : 3 ruptures (toutes dans des blocs veinés de quartz).
Usure 0,31 mm / 1 000 m². Écart-type d'épaisseur 0,62 mm. Taux de sciage 5,4 m²/h.

## 2024-06-19
Perles ovalisées : écart de 0,21 mm entre diamètres après 80 h.
Hyp. (ÉF) : le fil ne tourne plus sur lui-même dans les poulies (précontrainte de torsion relâchée).
Torsion 1,5 -> 2,5 tours/m : écart 0,07 mm après 80 h.

## 2024-08-14
Hyp. (LB) : ruptures = surcharge locale dans les veines de quartz.
Descente 25 cm/h dans les blocs veinés : 0 rupture en 96 h. Taux de sciage 4,6 m²/h.

## 2024-10-09
Tension 3,2 -> 3,6 kN : écart-type d'épaisseur 0,62 -> 0,41 mm. 0 rupture en 110 h.

## 2024-12-11
Blocs de la cour, cœur à -14 °C : écaillage en sortie de fil 4,8 mm. Blocs à +8 °C : 1,2 mm.
Hyp. (ÉF) : eau gelée dans les microfissures + choc thermique avec l'eau à 12 °C.

## 2025-01-22
Blocs tempérés dans le bâtiment chauffé. 24 h : cœur -3 °C, écaillage 2,0 mm. 48 h : cœur +4 °C, écaillage 1,4 mm.
Hypothèse confirmée : cœur au-dessus de 0 °C requis.

## 2025-03-05
Bilan 400 h, nouveaux paramètres (torsion 2,5 tours/m, tension 3,6 kN, descente 35 cm/h et 25 cm/h dans les
veines, blocs tempérés 48 h) : 2 ruptures ; usure 0,19 mm / 1 000 m² ; taux de sciage moyen 5,1 m²/h.

## 2025-05-27
(Exercice suivant.) Essai de perles d'un deuxième fournisseur.
""",
        "mesures_GF-2.csv": """
date;essai;tension (kN);torsion (tours/m);descente (cm/h);heures;ruptures;usure (mm/1000 m2);ecart_type_epaisseur (mm);ecaillage (mm)
2024-05-22;reference fournisseur;3,2;1,5;35;120;3;0,31;0,62;
2024-06-19;torsion 2,5;3,2;2,5;35;80;;;;
2024-08-14;descente reduite veines;3,2;2,5;25;96;0;;;
2024-10-09;tension 3,6;3,6;2,5;35;110;0;;0,41;
2024-12-11;bloc -14 C;3,6;2,5;35;;;;;4,8
2024-12-11;bloc +8 C;3,6;2,5;35;;;;;1,2
2025-01-22;tempere 24 h;3,6;2,5;35;;;;;2,0
2025-01-22;tempere 48 h;3,6;2,5;35;;;;;1,4
2025-03-05;bilan 400 h;3,6;2,5;35/25;400;2;0,19;;
""",
    },
)

# 7 ------------------------------------------------------------------------------------------------
case(
    name="fr_crevette_nordique_maturation_decorticage",
    language="fr",
    fy=("2024-01-01", "2024-12-31"),
    title="Fruits de mer Baie-des-Sables inc. — usine de Matane\n"
          "Projet CN-3 — Maturation et cuisson de la crevette nordique de petit calibre avant décorticage mécanique\n"
          "Année d'imposition 2024 (texte préparé avec Conseils RS&DE Fleuve inc.)",
    heads={"242": "Quelles incertitudes scientifiques ou technologiques avez-vous tenté de surmonter?\n\n",
           "244": "Quel travail avez-vous effectué au cours de l'année d'imposition pour surmonter les "
                  "incertitudes scientifiques ou technologiques décrites à la ligne 242?\n\n",
           "246": "Quelles avancées scientifiques ou technologiques avez-vous réalisées ou tenté de réaliser à la "
                  "suite du travail décrit à la ligne 244?\n\n"},
    bodies={
        "242": """
Depuis plusieurs saisons, la crevette nordique (Pandalus borealis) débarquée à Matane est nettement plus petite qu'avant : le compte est passé d'environ 180 crevettes au kilogramme en 2021 à 240 à 290 au kilogramme en 2024. Or toute la chaîne de transformation, de la maturation sur glace à la cuisson à la vapeur et au décorticage sur des peleuses à rouleaux, a été mise au point pour des crevettes plus grosses. La pratique de l'industrie consiste à laisser « mûrir » la crevette crue sur glace pendant environ 48 h à 2 °C avant la cuisson : pendant ce temps, des enzymes présentes dans la crevette relâchent l'attache entre la chair et la carapace, ce qui facilite le décorticage. Avec nos petites crevettes, cette pratique donnait un rendement en chair de 24,6 % et laissait 38 morceaux de carapace par kilogramme de chair, un niveau inacceptable pour nos clients.

Les connaissances disponibles ne permettaient pas de savoir comment corriger la situation. Les quelques études publiées sur la maturation portent sur sa durée, pas sur sa température, et aucune ne traite de crevettes de ce calibre. Nous ignorions si le détachement de la carapace dépendait surtout du temps ou de la température de maturation, c'est-à-dire de l'activité des protéases de la crevette elle-même. Nous ne savions pas non plus jusqu'où on pouvait pousser la maturation avant que la fraîcheur ne se dégrade : l'azote basique volatil total (ABVT) et la flore bactérienne augmentent avec le temps et la température, et notre limite interne est de 25 mg N/100 g avant la cuisson. La cuisson posait un autre problème : une petite crevette cuit plus vite, et une cuisson plus courte devrait améliorer le rendement, mais une carapace insuffisamment cuite colle à la chair et passe à travers les peleuses. Le point d'équilibre entre ces deux effets n'était pas connu pour un compte de 280 au kilogramme. Nous ne savions pas davantage si une saumure ajoutée pendant la maturation améliorerait réellement le rendement ou si elle ne ferait qu'ajouter de l'eau à la chair. Enfin, il fallait vérifier qu'un procédé modifié ne changerait pas la texture de la chair, critère important pour nos acheteurs européens, et que les résultats obtenus lors des essais se maintiendraient en production, à pleine cadence, sur une ligne qui traite plusieurs tonnes de crevettes par jour pendant toute la saison de pêche.
""",
        "244": """
Les essais ont été réalisés sur notre ligne de production, entre les lots commerciaux, par la directrice qualité et R-D, le contremaître de production et la technologue du laboratoire. Pour chaque essai, nous avons mesuré le rendement en chair (en % du poids brut), les carapaces résiduelles (morceaux par kilogramme de chair, comptés sur table lumineuse sur 3 échantillons de 1 kg), l'ABVT et la flore aérobie totale avant la cuisson et, pour certains essais, la force de cisaillement de la chair au texturomètre.

9 avril : essai de référence selon la pratique habituelle (maturation de 48 h à 2 °C, vapeur 90 s) sur des crevettes de compte 240/kg : rendement de 24,6 %, 38 morceaux de carapace par kilogramme, ABVT de 17 mg N/100 g.

23 avril : en prolongeant la maturation à 72 h à 2 °C, le rendement est monté à 25,9 % et les carapaces sont descendues à 21/kg, mais l'ABVT atteignait 24 mg N/100 g, tout près de notre limite.

14 mai : notre hypothèse était que le détachement dépend de l'activité des protéases endogènes, donc de la température plus que de la durée. Une maturation de 36 h à 6 °C a donné 26,1 % de rendement, 19 carapaces/kg et un ABVT de 21, avec une flore de 4,2 log UFC/g contre 3,6 pour la maturation habituelle.

4 juin : à 8 °C pendant 30 h, le rendement atteignait 26,3 %, mais la flore montait à 5,6 log UFC/g et l'ABVT à 26. La température de 6 °C a été retenue.

25 juin : sur des crevettes de compte 280/kg maturées 36 h à 6 °C, nous avons comparé trois durées de cuisson : à 75 s, 26,8 % de rendement mais 31 carapaces/kg; à 80 s, 26,5 % et 22/kg; à 90 s, 25,7 % et 20/kg. Le temps de 80 s a été retenu.

16 juillet : une saumure à 3 % pendant la maturation a donné un rendement apparent de 27,2 %, dont 1,1 % d'eau absorbée selon les pesées avant et après égouttage; le gain réel était donc nul et la saumure a été abandonnée.

20 août : essai en production sur 12 t de crevettes brutes (compte 270/kg), avec maturation de 36 h à 6 °C et cuisson de 80 s : rendement de 26,5 %, 22 carapaces/kg, ABVT de 19.

24 septembre : la force de cisaillement de la chair était de 11,2 N avec le procédé modifié contre 12,0 N avec le procédé habituel, et un panel interne de 8 personnes n'a pas distingué les deux au test triangulaire (3 bonnes réponses sur 8).
""",
        "246": """
Nous avons montré que, pour la crevette nordique de petit calibre, c'est la température de maturation, plus que sa durée, qui détermine le détachement de la carapace, ce qui est cohérent avec une action des protéases de la crevette elle-même. Une maturation de 36 h à 6 °C donne un meilleur décorticage que 72 h à 2 °C (19 contre 21 carapaces/kg) sans atteindre la limite de fraîcheur (ABVT de 21 contre 24 mg N/100 g), alors qu'à 8 °C la flore bactérienne devient le facteur limitant (5,6 log UFC/g). Pour un compte de 280/kg, la cuisson optimale est plus courte que la pratique habituelle : 80 s plutôt que 90 s, le gain de rendement d'une cuisson de 75 s étant annulé par les carapaces qui restent collées (31/kg). Nous avons aussi établi qu'une saumure pendant la maturation n'apporte qu'un gain apparent, dû à l'eau absorbée. En production, sur 12 t de crevettes, le procédé modifié a porté le rendement en chair de 24,6 % à 27,4 % et réduit les carapaces résiduelles de 38 à 22 par kilogramme, sans différence de texture perceptible (11,2 contre 12,0 N au cisaillement; test triangulaire non significatif). Il reste à vérifier ces réglages pour des comptes supérieurs à 290/kg, qui pourraient apparaître au cours des prochaines saisons.
""",
    },
    defects=[
        ("242", "over_limit",
         "Depuis plusieurs saisons, la crevette nordique (Pandalus borealis) débarquée à Matane est nettement plus petite qu'avant : le compte est passé d'environ 180 crevettes au kilogramme en 2021 à 240 à 290 au kilogramme en 2024."),
        ("246", "unsupported",
         "En production, sur 12 t de crevettes, le procédé modifié a porté le rendement en chair de 24,6 % à 27,4 % et réduit les carapaces résiduelles de 38 à 22 par kilogramme, sans différence de texture perceptible (11,2 contre 12,0 N au cisaillement; test triangulaire non significatif)."),
    ],
    unsupported=["27,4 %"],
    evidence={
        "registre_essais_CN-3.md": """
# CN-3 — Registre des essais : maturation, cuisson et décorticage de la crevette de petit calibre
G. Bérubé (directrice qualité et R-D) ; R. Pelletier (contremaître production) ; A. Ouellet (technologue, labo)

Ligne : cuiseur à vapeur continu, 4 peleuses à rouleaux, séparateur de carapaces.
Crevette nordique (Pandalus borealis) débarquée à Matane. Compte 2024 : 240 à 290 crevettes/kg (2021 : env. 180/kg).
Mesures :
- rendement en chair, % du poids brut ;
- carapaces résiduelles : morceaux par kg de chair, table lumineuse, 3 x 1 kg ;
- ABVT (azote basique volatil total) avant cuisson, mg N/100 g ; limite interne 25 mg N/100 g ;
- flore aérobie totale avant cuisson, log UFC/g (labo interne) ;
- force de cisaillement de la chair, N (texturomètre, cellule de Kramer).
Pratique habituelle : maturation 48 h sur glace à 2 °C, cuisson vapeur 90 s.

## 2024-04-09
Référence, compte 240/kg, 48 h à 2 °C, vapeur 90 s : rendement 24,6 % ; carapaces 38/kg ; ABVT 17 mg N/100 g ;
flore 3,6 log UFC/g.

## 2024-04-23
Maturation 72 h à 2 °C : rendement 25,9 % ; carapaces 21/kg ; ABVT 24 mg N/100 g (près de la limite).

## 2024-05-14
Hyp. (GB) : le détachement dépend de l'activité des protéases endogènes -> température plus que durée.
Compte 250/kg. 36 h à 6 °C : rendement 26,1 % ; carapaces 19/kg ; ABVT 21 ; flore 4,2 log UFC/g.

## 2024-06-04
Compte 250/kg. 30 h à 8 °C : rendement 26,3 % ; carapaces 17/kg ; flore 5,6 log UFC/g ; ABVT 26. Rejeté. 6 °C retenu.

## 2024-06-25
Compte 280/kg, maturation 36 h à 6 °C. Cuisson : 75 s -> 26,8 %, carapaces 31/kg ; 80 s -> 26,5 %, 22/kg ;
90 s -> 25,7 %, 20/kg. 80 s retenu.

## 2024-07-16
Saumure 3 % pendant la maturation : rendement apparent 27,2 %, dont 1,1 % d'eau absorbée (pesées avant/après
égouttage). Gain réel nul. Abandonné (en plus, sel ajouté = étiquette à changer).

## 2024-08-20
ESSAI EN PRODUCTION : 12 t de crevettes brutes, compte 270/kg, 6 °C / 36 h, vapeur 80 s.
Rendement 26,5 % ; carapaces 22/kg ; ABVT 19.

## 2024-09-24
Cisaillement : 11,2 N (procédé modifié) contre 12,0 N (référence).
Test triangulaire, panel interne de 8 : 3 bonnes réponses sur 8 -> pas de différence perçue.
""",
        "resultats_CN-3.csv": """
date;essai;compte (crevettes/kg);maturation (h);temperature (°C);cuisson (s);rendement (%);carapaces (/kg);ABVT (mg N/100 g);flore (log UFC/g)
2024-04-09;reference;240;48;2;90;24,6;38;17;3,6
2024-04-23;72 h;240;72;2;90;25,9;21;24;
2024-05-14;6 C;250;36;6;90;26,1;19;21;4,2
2024-06-04;8 C;250;30;8;90;26,3;17;26;5,6
2024-06-25;cuisson 75 s;280;36;6;75;26,8;31;;
2024-06-25;cuisson 80 s;280;36;6;80;26,5;22;;
2024-06-25;cuisson 90 s;280;36;6;90;25,7;20;;
2024-07-16;saumure 3 %;270;36;6;80;27,2;;;
2024-08-20;production 12 t;270;36;6;80;26,5;22;19;
""",
    },
)

# 8 ------------------------------------------------------------------------------------------------
case(
    name="fr_extrusion_aluminium_post_consommation_stries",
    language="fr",
    fy=("2023-10-01", "2024-09-30"),
    title="Profilés Alu-Fjord inc. (La Baie, Saguenay)\n"
          "Projet PR-2 — Profilés anodisés à 70 % d'aluminium post-consommation\n"
          "Exercice terminé le 30 septembre 2024",
    heads={"242": "« Ligne 242 » – Incertitudes scientifiques ou technologiques\n\n",
           "244": "« Ligne 244 » – Travail effectué pendant l'exercice\n\n",
           "246": "« Ligne 246 » – Avancées scientifiques ou technologiques\n\n"},
    bodies={
        "242": """
Nos profilés de fenêtres et de murs-rideaux sont extrudés en alliage 6063 à partir de billettes coulées dans notre propre fonderie, jusqu'ici avec une forte proportion d'aluminium primaire. Notre principal client, un fabricant de fenêtres de Laval, exigera dès 2025 au moins 70 % de contenu recyclé post-consommation pour ses déclarations environnementales de produit, et la question à laquelle le projet devait répondre était de savoir si nous pourrions respecter cette exigence à temps pour conserver ce contrat. Les rebuts post-consommation (vieux cadres de fenêtres, murs-rideaux) apportent plus de fer, de zinc et de cuivre que le métal primaire : avec 70 % de rebuts, le fer passe de 0,16 % à 0,31 %. On sait que le fer forme dans le 6063 des intermétalliques β-AlFeSi en plaquettes, que l'homogénéisation des billettes transforme en phase α arrondie, et que les plaquettes β laissent des stries visibles après anodisation. Les cycles d'homogénéisation publiés, comme ceux de notre fonderie, sont toutefois établis pour des teneurs en fer d'environ 0,15 à 0,20 %.

Nous ne savions pas quelle durée et quelle température d'homogénéisation permettraient de transformer assez de β en α avec deux fois plus de fer, ni si un ajout de manganèse, qui favorise la phase α, aiderait sans rendre l'extrusion plus difficile. Nous ignorions aussi l'effet du zinc apporté par les rebuts (0,06 %) sur l'aspect de la surface après le décapage alcalin et l'anodisation, et si un refroidissement différent des billettes après l'homogénéisation permettrait de conserver la limite d'élasticité exigée à l'état T5.
""",
        "244": """
Les essais ont été menés par notre ingénieur métallurgiste, le responsable de la fonderie de billettes et le responsable de l'anodisation. Les billettes (Ø 178 mm) ont été coulées dans notre fonderie, extrudées sur notre presse de 2 000 t et anodisées en clair (15 µm). Mesures : composition au spectromètre, fraction d'intermétalliques α-AlFeSi au MEB par analyse d'images, cote de stries après anodisation (0 à 4, deux évaluateurs, lumière rasante), couleur L* et b*, limite d'élasticité Rp0,2 à l'état T5.

17 octobre 2023 : référence en métal primaire (Fe 0,16 %), homogénéisation habituelle de 6 h à 575 °C : 88 % de phase α, aucune strie (cote 0), L* de 84,1.

21 novembre : billettes à 70 % de rebuts (Fe 0,31 %, Zn 0,06 %), même homogénéisation : 54 % de phase α, stries cote 3, L* de 81,2 et teinte jaunâtre (b* de 1,9 contre 0,8).

16 janvier : notre hypothèse était que les stries venaient des plaquettes β non transformées, alignées par l'extrusion. Avec 10 h à 575 °C, la phase α atteignait 79 % et la cote de stries 2.

20 février : 8 h à 585 °C ont donné 83 % de phase α et une cote de 1, sans fusion naissante à la micrographie.

26 mars : en relevant le manganèse de 0,05 à 0,08 %, la phase α a atteint 91 % (cote 1), mais la pression de percée est passée de 200 à 212 bar.

7 mai : nous avons attribué la teinte jaunâtre au zinc, qui réagit au décapage alcalin. En réduisant le décapage alcalin de 10 à 4 min et en le faisant suivre d'un décapage acide, le b* est descendu à 1,1.

11 juin : refroidies à 400 °C/h après l'homogénéisation plutôt qu'à 200 °C/h, les billettes ont donné une limite d'élasticité de 168 MPa contre 152 MPa, au-dessus de notre exigence de 160 MPa.

Les essais de traction et les mesures d'épaisseur d'anodisation effectués sur chaque lot de production selon notre certification AAMA 611 ont aussi été intégrés au projet, et confirment la stabilité du procédé tout au long de l'année.

13 août : essai en production sur 3 coulées et 42 t de profilés : cote de stries de 1 ou moins sur 96 % des longueurs, L* de 83,2, b* de 1,2 et Rp0,2 moyen de 166 MPa.
""",
        "246": """
Nous avons établi qu'un 6063 contenant 70 % d'aluminium post-consommation, donc deux fois plus de fer que le métal primaire (0,31 % contre 0,16 %), peut donner des profilés anodisés sans stries visibles, à condition d'adapter l'homogénéisation plutôt que de trier davantage les rebuts. Les stries proviennent bien des intermétalliques β-AlFeSi non transformés : la cote de stries suit la fraction de phase α (54 % et cote 3 avec le cycle habituel, 83 % et cote 1 après 8 h à 585 °C). Le manganèse porté à 0,08 % augmente encore la transformation (91 %), au prix d'une pression de percée plus élevée (212 contre 200 bar), ce qui limite son intérêt pour nos profilés les plus minces. La teinte jaunâtre est un effet distinct, lié au zinc des rebuts et au décapage alcalin, qu'un décapage plus court suivi d'un décapage acide corrige (b* de 1,9 à 1,1). Enfin, la vitesse de refroidissement des billettes après l'homogénéisation doit être portée à 400 °C/h pour conserver la limite d'élasticité (168 contre 152 MPa). En production, la cote de stries est restée à 1 ou moins sur 96 % des longueurs. Nous ne savons pas encore si ces réglages tiendraient avec une teneur en fer supérieure à 0,31 %.
""",
    },
    defects=[
        ("242", "not_uncertainty",
         "Notre principal client, un fabricant de fenêtres de Laval, exigera dès 2025 au moins 70 % de contenu recyclé post-consommation pour ses déclarations environnementales de produit, et la question à laquelle le projet devait répondre était de savoir si nous pourrions respecter cette exigence à temps pour conserver ce contrat."),
        ("244", "routine",
         "Les essais de traction et les mesures d'épaisseur d'anodisation effectués sur chaque lot de production selon notre certification AAMA 611 ont aussi été intégrés au projet, et confirment la stabilité du procédé tout au long de l'année."),
    ],
    unsupported=[],
    evidence={
        "journal_technique_PR-2.md": """
# PR-2 — Journal technique : billettes à 70 % de rebuts post-consommation, profilés 6063 anodisés
S. Gagnon (ing. métallurgiste) ; K. Tremblay (responsable fonderie de billettes) ; J.-F. Simard (anodisation)

Fonderie interne (refonte, billettes Ø 178 mm), four d'homogénéisation, presse de 2 000 t.
Rebuts post-consommation : vieux cadres de fenêtres et de murs-rideaux, triés et délaqués.
Anodisation : clair, 15 µm, scellement à chaud.
Cycles d'homogénéisation usuels (littérature et fonderie) : établis pour Fe 0,15 à 0,20 %.
Mesures : composition (spectromètre à étincelle, %) ; fraction α-AlFeSi (MEB, analyse d'images, % des
intermétalliques) ; stries après anodisation (cote 0 à 4, 2 évaluateurs, lumière rasante) ; L*, b* ; Rp0,2 T5 (MPa) ;
pression de percée (bar).
Exigence interne Rp0,2 : 160 MPa.

2023-09-12  Client (fabricant de fenêtres, Laval) : 70 % de contenu post-consommation exigé dès 2025 (DEP).
2023-10-17  Référence primaire, Fe 0,16 %. Homog. 6 h à 575 °C : α 88 %, stries 0, L* 84,1, b* 0,8.
2023-11-21  70 % post-conso : Fe 0,31 %, Zn 0,06 %, Cu 0,04 %, Mn 0,05 %. Homog. 6 h à 575 °C :
            α 54 %, stries 3, L* 81,2, b* 1,9 (jaunâtre).
2024-01-16  Hyp. (SG) : stries = plaquettes β-AlFeSi non transformées, alignées à l'extrusion.
            10 h à 575 °C : α 79 %, stries 2.
2024-02-20  8 h à 585 °C : α 83 %, stries 1. Pas de fusion naissante (micrographie).
2024-03-26  Mn 0,05 -> 0,08 % (alliage mère), 8 h à 585 °C : α 91 %, stries 1.
            Pression de percée 212 bar (200 bar avant).
2024-05-07  Hyp. (JFS) : teinte jaunâtre = zinc au décapage alcalin.
            Décapage alcalin 10 min -> 4 min + décapage acide : b* 1,1, L* 83,0.
2024-06-11  Refroidissement après homog. : 200 °C/h -> Rp0,2 152 MPa ; 400 °C/h -> 168 MPa.
2024-08-13  ESSAI PRODUCTION : 3 coulées, 42 t de profilés. Stries <= 1 sur 96 % des longueurs,
            L* 83,2, b* 1,2, Rp0,2 moyen 166 MPa.

Hors PR-2 : essais de traction et épaisseur d'anodisation sur chaque lot (contrôle qualité de routine,
certification AAMA 611).
""",
        "essais_PR-2.csv": """
date;essai;fe (%);mn (%);homogeneisation;alpha (%);stries (0-4);L*;b*;rp02 (MPa)
2023-10-17;primaire;0,16;0,05;6 h / 575 C;88;0;84,1;0,8;
2023-11-21;70 % post-conso;0,31;0,05;6 h / 575 C;54;3;81,2;1,9;
2024-01-16;70 % post-conso;0,31;0,05;10 h / 575 C;79;2;;;
2024-02-20;70 % post-conso;0,31;0,05;8 h / 585 C;83;1;;;
2024-03-26;70 % + Mn;0,31;0,08;8 h / 585 C;91;1;;;
2024-05-07;decapage court + acide;0,31;0,08;8 h / 585 C;;;83,0;1,1;
2024-06-11;refroid. 200 C/h;0,31;0,08;8 h / 585 C;;;;;152
2024-06-11;refroid. 400 C/h;0,31;0,08;8 h / 585 C;;;;;168
2024-08-13;production 42 t;0,31;0,08;8 h / 585 C;;1;83,2;1,2;166
""",
    },
)

# 9 ------------------------------------------------------------------------------------------------
case(
    name="fr_chocolat_lait_sucre_erable_blanchiment",
    language="fr",
    fy=("2024-04-01", "2025-03-31"),
    title="Chocolaterie Memphré inc. (Magog)\n"
          "Projet CE-1 : chocolat au lait sucré au sucre d'érable — viscosité et blanchiment\n"
          "Année d'imposition du 1er avril 2024 au 31 mars 2025",
    heads={"242": "Section 242 — Incertitudes scientifiques ou technologiques\n\n",
           "244": "Section 244 — Travail effectué\n\n",
           "246": "Section 246 — Avancées scientifiques ou technologiques\n\n"},
    bodies={
        "242": """
Notre chocolaterie voulait remplacer le sucre de canne de son chocolat au lait par du sucre d'érable produit en Estrie. Le sucre d'érable n'est pas un simple substitut : il contient environ 1,4 % d'humidité et 2,1 % de sucres invertis (glucose et fructose), qui sont hygroscopiques, alors que le sucre de canne est presque pur et sec. Dans le chocolat, l'eau et les sucres invertis augmentent la viscosité et favorisent l'apparition d'un voile blanc en surface (le blanchiment). Les fournisseurs d'ingrédients et la documentation technique traitent des chocolats au sucre de canne ou aux édulcorants; nous n'avons trouvé aucune donnée sur le comportement du sucre d'érable dans un chocolat au lait.

Au départ, plusieurs questions restaient sans réponse. On ne savait pas si le blanchiment observé dans nos premiers essais était un blanchiment sucrier (de l'humidité qui dissout puis recristallise le sucre en surface) ou un blanchiment gras (migration du beurre de cacao), deux phénomènes qui demandent des solutions opposées. Il fallait savoir si on pouvait sécher le sucre d'érable assez pour régler le problème sans détruire son arôme, qui tourne au goût de caramel quand on le chauffe trop. On ignorait aussi si un conchage plus long et un émulsifiant comme le PGPR suffiraient à ramener la viscosité et le seuil d'écoulement près de ceux de notre recette au sucre de canne, pour que le chocolat passe dans notre tempéreuse et nos moules. Enfin, il fallait vérifier que le sucre d'érable ne modifie pas la cristallisation du beurre de cacao, ce qui rendrait le tempérage instable.
""",
        "244": """
Le travail a été fait dans notre atelier par la propriétaire et une technologue alimentaire contractuelle, sur des batchs de 50 kg (raffineur à billes, conche, tempéreuse continue). À chaque essai, on a mesuré l'humidité (Karl Fischer), l'activité de l'eau (aw), la viscosité de Casson et le seuil d'écoulement au rhéomètre à 40 °C, et l'indice de blancheur (WI) au colorimètre après 8 semaines à 18 °C et 65 % HR.

23 avril : recette de référence au sucre de canne : viscosité de 2,1 Pa·s, seuil de 8,5 Pa, aw de 0,38, WI de 31 après 8 semaines, sans blanchiment.

21 mai : sucre d'érable non séché, substitué 1 pour 1 : viscosité de 4,8 Pa·s, seuil de 19 Pa, aw de 0,52, et un voile blanc après 8 semaines (WI de 44).

18 juin : le voile se dissolvait sous une goutte d'eau et le microscope montrait des cristaux de sucre en surface; il s'agissait donc d'un blanchiment sucrier. Notre hypothèse : l'humidité et les sucres invertis du sucre d'érable en sont la cause.

16 juillet : séché 4 h sous vide à 60 °C, le sucre d'érable descendait à 0,4 % d'humidité, et 7 membres sur 8 de notre panel interne reconnaissaient encore l'arôme d'érable. À 80 °C, le goût de caramel brûlé dominait (2 sur 8).

10 septembre : avec le sucre séché et un conchage de 10 h au lieu de 6 h, la viscosité est descendue à 3,0 Pa·s et le seuil à 11 Pa.

8 octobre : l'ajout de 0,2 % de PGPR a abaissé le seuil à 5,2 Pa, pour une viscosité de 2,9 Pa·s. Le chocolat s'est aussi avéré beaucoup plus facile à mouler et à démouler sur notre ligne.

12 novembre : après 8 semaines de stockage, le WI était de 33 avec le sucre séché contre 44 sans séchage. En cyclage entre 18 °C et 24 °C, un blanchiment gras est apparu après 6 semaines dans les deux recettes (WI de 47 avec le sucre d'érable séché, 46 avec le sucre de canne) : il n'est donc pas lié au sucre d'érable.

14 janvier : l'analyse DSC a donné un pic de fusion de 33,1 °C pour le chocolat à l'érable et de 33,4 °C pour la référence, ce qui correspond à la forme V du beurre de cacao dans les deux cas.

18 février : premier lot de production de 120 kg : viscosité de 2,8 Pa·s, seuil de 5,0 Pa et WI de 32 après 4 semaines.
""",
        "246": """
Nous avons établi que le blanchiment d'un chocolat au lait sucré au sucre d'érable est un blanchiment sucrier causé par l'humidité et les sucres invertis du sucre d'érable, et non un problème de cristallisation du beurre de cacao : le voile se dissout à l'eau, le pic de fusion reste celui de la forme V (33,1 °C contre 33,4 °C) et, en cyclage thermique, le chocolat à l'érable ne blanchit pas plus que la référence (WI de 47 contre 46). Sécher le sucre d'érable 4 h sous vide à 60 °C ramène son humidité à 0,4 % en conservant l'arôme (reconnu par 7 dégustateurs sur 8), alors qu'à 80 °C il prend un goût de caramel; le blanchiment après 8 semaines tombe alors à un WI de 33, proche de la référence (31). Le sucre séché, un conchage de 10 h et 0,2 % de PGPR ramènent la viscosité de 4,8 à 2,9 Pa·s et le seuil d'écoulement de 19 à 5,2 Pa, des valeurs compatibles avec notre ligne. Lancées au marché de Noël de Magog, les tablettes à l'érable étaient en rupture de stock dès la mi-décembre, ce qui confirme l'intérêt de ce travail. La tenue du produit (la shelf life) au-delà de 8 semaines reste à mesurer.
""",
    },
    defects=[
        ("244", "unmeasured",
         "Le chocolat s'est aussi avéré beaucoup plus facile à mouler et à démouler sur notre ligne."),
        ("246", "not_advancement",
         "Lancées au marché de Noël de Magog, les tablettes à l'érable étaient en rupture de stock dès la mi-décembre, ce qui confirme l'intérêt de ce travail."),
    ],
    unsupported=[],
    evidence={
        "cahier_developpement_CE-1.md": """
# CE-1 — Cahier de développement : chocolat au lait au sucre d'érable
C. Vachon (propriétaire, chocolatière) ; I. Morin (technologue alimentaire, contractuelle)

Recette de base : chocolat au lait 35 % cacao ; sucre de canne 42 % ; lait entier en poudre 20 % ; lécithine 0,4 %.
Batchs de 50 kg : raffineur à billes, conche 6 h, tempéreuse continue, ligne de moulage.
Sucre d'érable (producteur de l'Estrie) : humidité 1,4 %, sucres invertis 2,1 %.
Mesures : humidité Karl Fischer (%) ; aw ; viscosité de Casson (Pa·s) et seuil d'écoulement (Pa) au rhéomètre à
40 °C ; indice de blancheur WI (colorimètre) après 8 semaines à 18 °C / 65 % HR ; cyclage 18 °C / 24 °C (12 h / 12 h).

## 2024-04-23
Référence sucre de canne : visco 2,1 Pa·s, seuil 8,5 Pa, humidité 0,9 %, aw 0,38. WI après 8 semaines : 31, pas de blanchiment.

## 2024-05-21
Sucre d'érable non séché, 1 pour 1 : visco 4,8 Pa·s, seuil 19 Pa, humidité 1,6 %, aw 0,52.
WI après 8 semaines : 44, voile blanc.

## 2024-06-18
Test de la goutte d'eau : le voile se dissout -> blanchiment SUCRIER (pas gras). Microscope : cristaux de sucre en surface.
Hyp. (IM) : humidité + sucres invertis du sucre d'érable.

## 2024-07-16
Séchage du sucre d'érable 4 h sous vide à 60 °C : humidité 0,4 %. Panel interne (8) : érable reconnu 7/8.
À 80 °C : caramel brûlé, rejeté (érable 2/8).

## 2024-09-10
Sucre séché + conchage 10 h (au lieu de 6 h) : visco 3,0 Pa·s, seuil 11 Pa, humidité 0,8 %.

## 2024-10-08
PGPR 0,2 % : seuil 5,2 Pa, visco 2,9 Pa·s.
L'opératrice trouve que ça moule mieux (pas mesuré).

## 2024-11-12
Stockage 8 semaines : WI 33 (sucre séché) contre 44 (non séché). aw 0,40.
Cyclage 18 °C / 24 °C, 6 semaines : WI 47 (érable séché), 46 (référence canne) -> blanchiment gras dans les deux,
pas lié au sucre d'érable.

## 2025-01-07
Ventes des Fêtes : tablettes à l'érable en rupture dès la mi-décembre. (Info ventes, pas une donnée du projet.)

## 2025-01-14
DSC : pic de fusion 33,1 °C (érable) contre 33,4 °C (référence) -> forme V dans les deux cas.

## 2025-02-18
Premier lot de production, 120 kg : visco 2,8 Pa·s, seuil 5,0 Pa. WI après 4 semaines : 32.
""",
        "mesures_CE-1.csv": """
date;recette;humidite (%);aw;viscosite_casson (Pa·s);seuil (Pa);WI;duree_stockage (semaines)
2024-04-23;reference canne;0,9;0,38;2,1;8,5;31;8
2024-05-21;erable non seche;1,6;0,52;4,8;19;44;8
2024-09-10;erable seche + conchage 10 h;0,8;;3,0;11;;
2024-10-08;erable seche + PGPR 0,2 %;;;2,9;5,2;;
2024-11-12;erable seche + PGPR 0,2 %;;0,40;;;33;8
2025-02-18;production 120 kg;;;2,8;5,0;32;4
""",
    },
)

# ---- CASES-END ----

if __name__ == "__main__":
    main()
