#!/usr/bin/env python3
"""Writes the review_first_9 held-out cases (evidence files + case.json) and checks them.

Run:  python3 tests/quality/review_first_9/make_cases.py
Same case.json format as review_first_8 (see tests/quality/review/README.md); nine new projects
(5 English, 4 French with Quebec usage and CRA's French wording of the questions), in industries not used by
an earlier review set: healthcare laundry, ballast water treatment, flexible packaging printing, truck tire
retreading, cannabis cultivation, golf course turf, artisanal soap, hop growing, ice cream.
Checks are the ones of review_first_8/make_cases.py, plus one: every figure of line 242 is also in the evidence.
What is planted (22 defects, all nine kinds; 10 clean lines; 4 unsupported items):
  marketing 3, routine 3 (hygiene certification swabs, cannabis lot-release panel, contract hop analyses,
  each presented as project data), unmeasured 3, date_outside_year 3 (all before the year: 11 days, 18 days
  and 6 weeks), not_uncertainty 2 (a tender bid, a pharmacy-chain shelf-life requirement),
  not_advancement 2, unsupported 4 (29% where the log says 22%, 18% where it says 19%, « 0,7 mg/kg » where
  it says 0,9, « 39 µm » where it says 44), over_limit 1 (a French 242 of 372 words), not_chronological 1
  (a September entry listed after December).
Clean lines hold near-misses: "off-the-shelf" ozone generator, "the suppliers' recommended conditions",
"type-approved" reactor, "contracted lab" and "QA lab" measurements, « sans perte d'huiles notable » with
its figure, results compared with a standard or limit given with its numbers.
One case (en_winter_retread_bondline_cure) has no defect at all.
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
    name="en_healthcare_linen_ozone_tunnel",
    language="en",
    fy=("2024-01-01", "2024-12-31"),
    title="Prairie Linen Services Ltd. (Saskatoon, SK)\n"
          "SR&ED project PL-4 — Low-temperature ozone disinfection of healthcare linen in a tunnel washer\n"
          "Year ended December 31, 2024",
    heads={"242": "Line 242 — Scientific or technological uncertainties\n\n",
           "244": "Line 244 — Work performed in the tax year\n\n",
           "246": "Line 246 — Scientific or technological advancements\n\n"},
    bodies={
        "242": """
Hospital linen in Canada is normally disinfected thermally. In our tunnel washers the main wash holds 71 °C for 25 min at a detergent pH of about 10.8, and heating that water is the largest single use of natural gas in our plants. The central question for management this year was whether our gas cost per kilogram of linen could be brought down far enough to put in a winning bid when the health region retenders its linen contract.

Ozone is used in hotel laundries to wash at lower temperatures, but those systems are sold for cleaning, not disinfection, and we found no data showing a 7-log reduction of Enterococcus faecium (the criterion for chemothermal disinfection under EN 16616) in a tunnel washer at 40 °C. Three points were unknown. First, dissolved ozone decomposes quickly at high pH, and we did not know whether a residual high enough to kill could be held through the wash modules in an alkaline bath, or where in the tunnel it would have to be injected. Second, hospital soil (blood, body fluids, creams) consumes ozone, and we could not predict how much of the dose would remain for disinfection in a heavily soiled batch. Third, ozone and the peracetic acid often paired with it attack cellulose; it was not known whether repeated low-temperature oxidative washing would shorten the life of polyester-cotton sheets and cotton towels more than the thermal program it would replace. Bacterial spores, which thermal washing does not kill either, were a further open question.
""",
        "244": """
Trials were run on Line 2, a 12-module tunnel washer processing 50 kg batches, with an off-the-shelf 120 g/h ozone generator injecting through a venturi. Dissolved ozone was read by an inline amperometric probe and checked daily by the indigo method. Disinfection was measured on cotton carriers inoculated with E. faecium and S. aureus, sealed in mesh pouches, washed with the batch and plated; the target was a 7-log reduction.

Jan. 23 – Reference: the current thermal program (71 °C, 25 min) left no survivors, i.e. more than 7.3 log for E. faecium, and used 0.74 MJ of gas per kg of linen to heat water.

Feb. 20 – Ozone injected in module 4, into the main wash at 40 °C and pH 10.8, read 1.1 mg/L there but less than 0.05 mg/L by module 6, and gave only a 3.4-log reduction of E. faecium. On the bench, the half-life of dissolved ozone was 38 s at pH 10.8 against 6 min at pH 8.2.

Mar. 19 – Our hypothesis was that the ozone was being destroyed by the alkalinity of the bath rather than by the soil. Moving the injection to modules 8 and 9, after the first rinse at pH 8.2, held 0.9 mg/L across both modules; reductions rose to 5.6 log (E. faecium) and 6.2 log (S. aureus), still short of the target.

May 14 – Adding peracetic acid at 150 mg/L to module 8 alongside the ozone reached 7.4 log for E. faecium.

June 25 – In batches dosed with 3 g/kg of blood, dissolved ozone fell to 0.2 mg/L and the reduction to 6.1 log. An extra rinse in module 7 ahead of the ozone stage restored 0.8 mg/L and 7.2 log.

Aug. 13 – After 50 wash cycles, polyester-cotton sheets had lost 11% of their grab tensile strength with ozone and peracetic acid at 40 °C, against 9% with the thermal program; cotton towels lost 16% against 10%. Finishing staff also found the linen from the low-temperature program noticeably softer and less yellowed coming off the ironers.

Oct. 8 – On carriers with Bacillus subtilis spores, used as a surrogate for C. difficile, the new program gave 1.3 log and the thermal program 0.9 log: neither is sporicidal.

Nov. 4 to Nov. 22 – A production trial on Line 2 processed 212 t of linen with the ozone and peracetic acid program and the extra rinse. Gas for water heating fell to 0.31 MJ/kg, and the three weekly carrier checks gave 7.1, 7.3 and 7.2 log.

Over the same months the outside laboratory also took its monthly swabs and linen samples for our Hygienically Clean Healthcare certification, which gave the project an independent microbiological check on the linen leaving the plant.
""",
        "246": """
We established that a tunnel washer can reach the 7-log reduction of E. faecium used for chemothermal disinfection at 40 °C instead of 71 °C, provided the ozone is not injected into the alkaline main wash. At pH 10.8 the half-life of dissolved ozone was 38 s and the reduction only 3.4 log; after the first rinse, at pH 8.2, a residual of 0.9 mg/L could be held across two modules. Ozone alone then gave 5.6 log, and ozone with peracetic acid at 150 mg/L gave 7.4 log. The soil load matters: with 3 g/kg of blood the residual fell to 0.2 mg/L and the reduction to 6.1 log, which an extra rinse ahead of the ozone stage corrected (7.2 log). Over 212 t of linen in production the reduction stayed between 7.1 and 7.3 log, while gas for water heating fell from 0.74 to 0.31 MJ/kg. The oxidative program costs some fabric strength: after 50 cycles, tensile loss was 11% against 9% for sheets and 16% against 10% for towels, which we expect to shorten towel life in particular. Neither program kills bacterial spores (1.3 and 0.9 log), so linen from rooms where C. difficile is suspected would still need a separate process; whether a longer peracetic acid contact time would change this has not been tested.
""",
    },
    defects=[
        ("242", "not_uncertainty",
         "The central question for management this year was whether our gas cost per kilogram of linen could be brought down far enough to put in a winning bid when the health region retenders its linen contract."),
        ("244", "unmeasured",
         "Finishing staff also found the linen from the low-temperature program noticeably softer and less yellowed coming off the ironers."),
        ("244", "routine",
         "Over the same months the outside laboratory also took its monthly swabs and linen samples for our Hygienically Clean Healthcare certification, which gave the project an independent microbiological check on the linen leaving the plant."),
    ],
    unsupported=[],
    evidence={
        "pl4_trial_log.md": """
# PL-4 trial log — ozone / low-temperature wash of healthcare linen, tunnel Line 2
J. Nakamura (process engineer), B. Wiebe (microbiology technician)

Tunnel washer Line 2: 12 modules, 50 kg batches. Ozone generator (off the shelf, 120 g/h), venturi injection.
Dissolved O3: inline amperometric probe, checked daily by indigo method.
Carriers: cotton swatches inoculated with E. faecium ATCC 6569 and S. aureus ATCC 6538, sealed in mesh
pouches, washed with the batch, recovered and plated. Target: 7-log reduction (EN 16616 criterion).
Current thermal program: main wash 71 °C, 25 min, detergent pH 10.8.
Tensile: grab test (ASTM D5034), new 65/35 polyester-cotton sheets and cotton terry towels.

2024-01-23  Reference, thermal program. E. faecium > 7.3 log (no survivors, detection limit), S. aureus > 7.1 log.
            Water heating gas 0.74 MJ/kg linen (meter on tunnel water heater).
2024-02-20  O3 into module 4 (main wash), 40 °C, pH 10.8. Dissolved O3 1.1 mg/L at module 4, < 0.05 mg/L
            at module 6. E. faecium 3.4 log.
            Bench: O3 half-life 38 s at pH 10.8 / 40 °C; 6 min at pH 8.2.
2024-03-19  Hypothesis (JN): O3 destroyed by the alkalinity of the bath, not by the soil.
            Injection moved to modules 8-9 (after first rinse, pH 8.2). O3 0.9 mg/L held over both modules.
            E. faecium 5.6 log; S. aureus 6.2 log.
2024-05-14  O3 + peracetic acid (PAA) 150 mg/L in module 8, 40 °C: E. faecium 7.4 log; S. aureus > 7.1 log.
2024-06-25  Heavy soil: carriers + 3 g/kg sheep blood in the batch. O3 fell to 0.2 mg/L; E. faecium 6.1 log.
            Extra rinse in module 7 before the O3 stage: O3 0.8 mg/L; E. faecium 7.2 log.
2024-08-13  50 cycles. Sheets: tensile loss 11% (O3 + PAA, 40 °C) vs 9% (thermal 71 °C).
            Towels: 16% vs 10%.
2024-10-08  B. subtilis spores on carriers (surrogate for C. difficile): 1.3 log (O3 + PAA), 0.9 log (thermal).
            Neither sporicidal. Open.
2024-11-04  Start of production trial, Line 2: O3 + PAA program at 40 °C with extra rinse.
2024-11-22  End of production trial. 212 t of linen. Water heating gas 0.31 MJ/kg.
            Weekly carrier checks (3): E. faecium 7.1 / 7.3 / 7.2 log.

Not PL-4: monthly Hygienically Clean Healthcare certification swabs and linen samples (outside lab),
same schedule as every year.
""",
        "pl4_carriers.csv": """
date,program,temp_C,o3_mg_L,ef_log_reduction,sa_log_reduction
2024-01-23,thermal,71,,7.3,7.1
2024-02-20,O3 module 4,40,1.1,3.4,
2024-03-19,O3 modules 8-9,40,0.9,5.6,6.2
2024-05-14,O3 + PAA,40,0.9,7.4,7.1
2024-06-25,O3 + PAA heavy soil,40,0.2,6.1,
2024-06-25,O3 + PAA heavy soil + extra rinse,40,0.8,7.2,
""",
    },
)

# 2 ------------------------------------------------------------------------------------------------
case(
    name="en_ballast_water_uv_low_transmittance",
    language="en",
    fy=("2023-04-01", "2024-03-31"),
    title="Seaway Marine Environmental Inc. — Thorold, Ontario\n"
          "Project BW-2: UV ballast water treatment in low-transmittance river water\n"
          "Fiscal year April 1, 2023 – March 31, 2024",
    heads={"242": "**242 – Scientific or technological uncertainties**\n\n",
           "244": "**244 – Work performed**\n\n",
           "246": "**246 – Scientific or technological advancements**\n\n"},
    bodies={
        "242": """
Ships trading into the Great Lakes and the St. Lawrence must discharge ballast water that meets the IMO D-2 standard: fewer than 10 viable organisms per m³ at 50 µm and above, and fewer than 10 viable cells per mL between 10 and 50 µm. Most systems fitted to lakers filter the water and then disinfect it with ultraviolet light. Their type approval assumes a UV transmittance (UVT) of at least 60%, but during the spring freshet water taken on in river ports falls well below that; SME measured 38% at one intake before the project began. The manufacturers' guidance for low UVT is simply to reduce the flow in proportion, which has never been validated against biological results in this kind of water.

SME did not know whether the failures at low UVT come from light absorption alone or from organisms sheltered inside suspended silt flocs, which a dose calculated from transmittance would not reach. The two causes call for different remedies, more dose or finer filtration, and the literature on UV disinfection of turbid water deals with bacteria in drinking water, not with algae of 10 to 50 µm. It was also unknown whether low transmittance caused by dissolved organic matter (humic, tea-coloured water) behaves like low transmittance caused by silt. UV-damaged algae can also repair in the dark, and SME did not know how much regrowth would occur while a ballast tank is held before discharge, nor whether a second UV pass at discharge would be needed. Finally, river water carrying iron and manganese fouls the quartz sleeves of the lamps; how quickly, and whether the intensity sensor would remain a reliable basis for controlling the dose, had not been documented.
""",
        "244": """
Testing was carried out on a land-based rig at Thorold drawing water from the Welland Canal, at a design flow of 250 m³/h, with a 40 µm automatic screen filter and a medium-pressure UV reactor type-approved for a UVT of 60% and above. UVT was measured at 254 nm, unfiltered and filtered at 0.45 µm. Viable cells of 10 to 50 µm were counted by MPN grow-out and by FDA/CMFDA staining, and organisms of 50 µm and above under the stereo microscope. Unless noted, each cycle was treated on uptake, held 5 days in a dark tank and treated again on discharge.

- March 21, 2023: before the rig was commissioned, grab samples from the ballast intake of a laker at Trois-Rivières, taken in the spring freshet, had a UVT of 38% unfiltered and 61% filtered, with 64 mg/L of suspended solids.
- April 25: rig commissioned, on canal water at 71% UVT.
- May 16: with freshet water (46% unfiltered, 58% filtered) and treatment on uptake only, the 10–50 µm class failed after 5 days at 27 cells/mL, while the class of 50 µm and above passed at 4 per m³.
- June 27: SME's hypothesis was that the cells were shielded inside silt flocs rather than simply deprived of light. A 20 µm screen raised the UVT after the filter to 53% and lowered the day-5 count to 8 cells/mL, but the filter then backflushed every 3 min instead of every 14 min.
- Aug. 22: in humic water, where filtration barely changed the UVT (44% against 45%), the 40 µm screen with lamps at full power and the flow reduced to 180 m³/h gave 3 cells/mL; for dissolved organic matter the flow, not the filter, is the lever.
- Oct. 3: counts below 1 cell/mL immediately after uptake treatment rose to 6 cells/mL after 5 days in the dark; with the second pass at discharge they stayed below 1 cell/mL.
- Nov. 14: iron and manganese deposits on the sleeves lowered the UV intensity sensor reading by 29% in 60 h; a wiper cycle every 15 min kept it within 3% of a clean sleeve.
- Jan. 30: a dose-control model using UVT, flow, lamp power and the sensor reading predicted pass or fail correctly in 11 of 12 runs.
- March 12: a final series of 5 consecutive cycles at a UVT of 41 to 49% all met D-2, with at most 4 cells/mL in the 10–50 µm class and 2 organisms per m³ at 50 µm and above.
""",
        "246": """
SME established that the failure of UV treatment in low-transmittance river water has two distinct causes that call for different remedies. In silt-laden freshet water, organisms sheltered in flocs escape a dose calculated from transmittance: a finer 20 µm screen cut the day-5 count from 27 to 8 cells/mL, at the cost of backflushing every 3 min. In humic water, where filtration hardly changes the UVT (44% against 45%), the count was brought to 3 cells/mL by reducing the flow to 180 m³/h at full lamp power. UV-treated algae regrow in the dark, from below 1 to 6 cells/mL over 5 days, so a second pass at discharge appears necessary to meet D-2 reliably. Iron and manganese fouling makes the intensity sensor drift unless the sleeves are wiped every 15 min; with wiping it stayed within 3% of clean and could be used to control the dose. A model based on UVT, flow, lamp power and the sensor predicted the outcome in 11 of 12 runs, and 5 consecutive cycles at 41 to 49% UVT met the standard. These results have been presented to two Great Lakes fleet operators, and one has asked us to quote the retrofit of its self-unloaders next winter. Whether the model holds below 41% UVT has not been tested.
""",
    },
    defects=[
        ("244", "date_outside_year",
         "March 21, 2023: before the rig was commissioned, grab samples from the ballast intake of a laker at Trois-Rivières, taken in the spring freshet, had a UVT of 38% unfiltered and 61% filtered, with 64 mg/L of suspended solids."),
        ("244", "unsupported",
         "Nov. 14: iron and manganese deposits on the sleeves lowered the UV intensity sensor reading by 29% in 60 h; a wiper cycle every 15 min kept it within 3% of a clean sleeve."),
        ("246", "not_advancement",
         "These results have been presented to two Great Lakes fleet operators, and one has asked us to quote the retrofit of its self-unloaders next winter."),
    ],
    unsupported=["29%"],
    evidence={
        "bw2_test_log.md": """
# BW-2 test log — UV ballast water treatment in low-UVT fresh water
S. Tremblay (project lead, biologist), M. Kaur (controls engineer)

Land-based test rig, Thorold ON, Welland Canal intake. Design flow 250 m³/h.
40 µm automatic screen filter (backflushing); medium-pressure UV reactor, type-approved for UVT >= 60%.
UVT at 254 nm, 1 cm path, unfiltered and 0.45 µm-filtered.
D-2: < 10 viable organisms/m³ >= 50 µm; < 10 viable cells/mL 10-50 µm.
10-50 µm: MPN grow-out + FDA/CMFDA staining. >= 50 µm: stereo microscope (movement, probe).
Each cycle: UV on uptake, hold 5 days in dark tank, UV again on discharge, unless noted.

2023-03-21  Before rig commissioning. Grab samples, ballast intake of a laker at Trois-Rivières (spring freshet):
            UVT 38% unfiltered, 61% filtered. Suspended solids 64 mg/L.
2023-04-25  Rig commissioned. Canal water UVT 71%.
2023-05-16  Freshet water: UVT 46% unfiltered / 58% filtered. Uptake UV only (no discharge UV).
            Day 5: 10-50 µm 27 cells/mL (fail); >= 50 µm 4 /m³ (pass).
2023-06-27  Hypothesis (ST): cells shielded inside silt flocs, not only light attenuation.
            Screen changed to 20 µm. UVT after filter 53%. Day 5: 10-50 µm 8 cells/mL.
            Backflush every 3 min (was every 14 min with 40 µm).
2023-08-22  Humic water (low UVT from DOC, little silt): UVT 44% unfiltered / 45% filtered.
            40 µm screen, lamps 100%, flow reduced to 180 m³/h. Day 5: 3 cells/mL.
            -> DOC-driven low UVT: dose (flow) is the lever, not filtration.
2023-10-03  Regrowth: day 0 after uptake UV < 1 cell/mL; day 5: 6 cells/mL (dark repair / survivors).
            With discharge UV: < 1 cell/mL.
2023-11-14  Sleeve fouling (Fe/Mn): UV intensity sensor -22% after 60 h.
            Wiper every 15 min: sensor within 3% of clean sleeve.
2024-01-30  Dose-control model (UVT, flow, lamp power, sensor): pass/fail predicted correctly in 11 of 12 runs.
2024-03-12  Final series: 5 consecutive cycles, UVT 41% to 49%. Max 10-50 µm 4 cells/mL; max >= 50 µm 2 /m³. All pass.
2024-04-16  Draft flow-reduction table for low UVT sent to the UV reactor manufacturer (next fiscal year).
""",
        "bw2_cycles.csv": """
date,water,uvt_unfiltered_pct,screen_um,flow_m3_h,discharge_uv,day5_cells_per_mL_10_50um
2023-05-16,freshet,46,40,250,no,27
2023-06-27,freshet,46,20,250,no,8
2023-08-22,humic,44,40,180,no,3
2023-10-03,canal,71,40,250,no,6
2023-10-03,canal,71,40,250,yes,0
""",
    },
)

# 3 ------------------------------------------------------------------------------------------------
case(
    name="en_flexo_water_ink_cellulose_film",
    language="en",
    fy=("2024-04-01", "2025-03-31"),
    title="Fraser Valley Flexible Packaging Ltd., Abbotsford, BC\n"
          "FV-7 — Water-based flexographic printing of compostable cellulose film\n"
          "Tax year: April 1, 2024 to March 31, 2025",
    heads={"242": "Question 1 – What scientific or technological uncertainties did you attempt to overcome?\n\n",
           "244": "Question 2 – What work did you perform in the tax year to overcome the scientific or "
                  "technological uncertainties described in line 242?\n\n",
           "246": "Question 3 – What scientific or technological advancements did you achieve or attempt to "
                  "achieve as a result of the work described in line 244?\n\n"},
    bodies={
        "242": """
We print and convert film for snack, coffee and produce brands. Several customers have asked for home-compostable packs, and coated regenerated cellulose film is one of the few substrates certified for it. Our air permit and our customers' own commitments require water-based inks, which we already run on polyolefin films. The aim was to put a compostable pack on grocery shelves that no shopper could tell apart from a conventional laminate, the kind of packaging that will define the next decade of sustainable brands in this country.

Cellulose film is hygroscopic, unlike the polyolefins our press and inks were set up for. We did not know whether the water deposited by each colour would swell the film between stations enough to push an 8-colour central-impression press outside its ±0.1 mm registration tolerance, or whether any drift would come instead from the heat of the between-colour dryers; the two causes call for opposite fixes, less heat or less water. Reducing the water in the ink, or adding drying energy, could in turn leave ink on the web that blocks in the reel, and we had no way of predicting where that balance would fall at production speed. It was also unknown whether a water-based ink would anchor to the heat-seal coating of the film at all, or what surface treatment it would need. Finally, full-coverage colours use pigments such as copper phthalocyanine, and we did not know whether the printed film would stay within the heavy-metal limits of EN 13432 and still disintegrate within the period the standard allows.
""",
        "244": """
All trials ran on our 8-colour central-impression press with a 1,270 mm web, on 23 µm coated cellulose film. Registration was read by the press camera at each station against a tolerance of ±0.1 mm.

May 7 — Baseline. With solvent-based ink the film held registration within ±0.08 mm at 250 m/min. With the water-based ink set we run on OPP, ink was still wet at the rewind at 250 m/min; 140 m/min was the fastest speed at which it dried, and registration drifted 0.35 mm across the 8 stations with the web at 62 °C.

June 18 — Our hypothesis was that the film was swelling with water from the ink rather than expanding with heat. In the lab, film moisture rose from 5.8% to 7.1% under a full-coverage white and the film grew 0.21% across the web, while heating dry film to 62 °C changed it by only -0.04%.

July 30 — The ink was reformulated with 12% n-propanol to reduce the water laid down. With the dryers at 55 °C and the press at 200 m/min, drift fell to 0.18 mm.

Oct. 22 — Chill rolls at 18 °C were added after each between-colour dryer; drift was 0.09 mm at 250 m/min.

Dec. 3 — Reels stored for 7 days at 40 °C showed a blocking force of 0.6 N/25 mm, against 2.3 N/25 mm for reels from the first trials.

Sept. 10 — Adhesion to the heat-seal coating: without treatment, the tape test removed 30% of the ink; corona treatment at 1.2 kW raised the surface energy to 44 mN/m and removal fell below 5%.

Jan. 21, 2025 — Compostability of the printed film: 94% disintegration at 84 days under ISO 20200 (criterion 90%); copper in full-coverage cyan 41 mg/kg against the EN 13432 limit of 50 mg/kg.

March 4 — A 12,000 m run at 250 m/min gave 3.1% waste, against 2.4% for our solvent-printed OPP benchmark.
""",
        "246": """
We established that the registration drift of water-based flexo on coated cellulose film comes mainly from the film taking up water from the ink, not from dryer heat: moisture rose from 5.8% to 7.1% under a full-coverage white and the film grew 0.21% across the web, against -0.04% for heat alone. Reducing the water laydown with a 12% n-propanol co-solvent and drying at 55 °C lowered the drift from 0.35 to 0.18 mm, and chilling the web to 18 °C after each between-colour dryer brought it to 0.09 mm at 250 m/min, inside the ±0.1 mm tolerance. Corona treatment at 1.2 kW was needed for adhesion to the heat-seal coating (44 mN/m; tape removal below 5% instead of 30%). The same settings lowered blocking after 7 days at 40 °C from 2.3 to 0.6 N/25 mm. Full-coverage cyan printed with a copper phthalocyanine pigment stayed under the EN 13432 copper limit (41 against 50 mg/kg), and the printed film reached 94% disintegration at 84 days. On a 12,000 m run, waste was 3.1% against 2.4% for solvent printing on OPP; we have not yet identified where the extra waste arises, and behaviour at pressroom humidity above our usual range is untested.
""",
    },
    defects=[
        ("242", "marketing",
         "The aim was to put a compostable pack on grocery shelves that no shopper could tell apart from a conventional laminate, the kind of packaging that will define the next decade of sustainable brands in this country."),
        ("244", "not_chronological",
         "Sept. 10 — Adhesion to the heat-seal coating: without treatment, the tape test removed 30% of the ink; corona treatment at 1.2 kW raised the surface energy to 44 mN/m and removal fell below 5%."),
    ],
    unsupported=[],
    evidence={
        "fv7_press_trials.md": """
# FV-7 press trial notes — water-based flexo on coated cellulose film
R. Pannu (process engineer), L. Cheng (ink technician)

Press: 8-colour central impression (CI) flexo, web 1,270 mm. Film: 23 µm coated regenerated cellulose
(home-compostable, supplier certificate). Registration: press camera at each station, tolerance ±0.1 mm.

2024-05-07  Baseline. Solvent (NC) ink on cellulose film, 250 m/min: registration within ±0.08 mm.
            Water-based ink (our OPP set), 250 m/min: wet at rewind, blocking. Max speed dry at rewind 140 m/min.
            Web 62 °C after between-colour dryers. Registration drift 0.35 mm over 8 stations.
2024-06-18  Hypothesis (RP): drift = film swelling with water from the ink, not heat.
            Lab: film moisture 5.8% -> 7.1% after full-coverage white; CD growth 0.21%.
            Dry film heated to 62 °C: CD change -0.04%.
2024-07-30  Ink with 12% n-propanol co-solvent (less water laydown). Dryers 55 °C, 200 m/min: drift 0.18 mm.
2024-09-10  Adhesion on heat-seal coating. Tape test untreated: 30% ink removed.
            Corona 1.2 kW: surface energy 44 mN/m, removal < 5%.
2024-10-22  Chill rolls 18 °C after each between-colour dryer. 250 m/min: drift 0.09 mm.
2024-12-03  Blocking, reels 7 days at 40 °C: 0.6 N/25 mm (co-solvent ink + chill rolls) vs 2.3 N/25 mm (first trial reels).
2025-01-21  Compostability (outside lab): ISO 20200 disintegration 94% at 84 days (criterion 90%).
            Cu, full-coverage cyan (phthalocyanine): 41 mg/kg; EN 13432 limit 50 mg/kg.
2025-03-04  Run of 12,000 m at 250 m/min: waste 3.1%. Benchmark solvent on OPP: 2.4%.
""",
        "fv7_registration.csv": """
date,ink,dryer_C,chill_roll_C,speed_m_min,drift_mm
2024-05-07,solvent NC,,,250,0.08
2024-05-07,water-based OPP set,62,,140,0.35
2024-07-30,water-based + 12% n-propanol,55,,200,0.18
2024-10-22,water-based + 12% n-propanol,55,18,250,0.09
""",
    },
)

# 4 ------------------------------------------------------------------------------------------------
case(
    name="en_winter_retread_bondline_cure",
    language="en",
    fy=("2023-07-01", "2024-06-30"),
    title="Northland Retreading Co. Ltd. — Thunder Bay, ON\n"
          "NR-2: bond cure and casing moisture in precure retreads with deep winter treads\n"
          "Fiscal year ending June 30, 2024",
    heads={"242": "L242 — Uncertainties\n\n",
           "244": "L244 — Work performed\n\n",
           "246": "L246 — Advancements\n\n"},
    bodies={
        "242": """
We retread truck tires for fleets in Northwestern Ontario. Most of our work is precure retreading: the worn tread is buffed off, a thin layer of uncured cushion gum is applied, a precured tread is laid on and the assembly is cured in a chamber. Our standard cure is 120 °C for 4 h, the conditions the tread and cushion suppliers recommend, and it gives good results on highway treads. On deep winter drive treads (22/32 in, with full-depth sipes), however, our fleet customers returned 14 tires with shoulder separations out of 320 retreaded for the 2022-23 winter, and we did not understand why.

We did not know whether the separations came from an undercured bond, from moisture in the casings, or from the cold itself. Only the thin cushion layer is vulcanized in our chamber, and the heat has to travel through the tread to reach it. How long the shoulder bondline under a thick, siped winter tread takes to reach curing temperature, and what state of cure it actually reaches, had never been measured on our process, and the cushion suppliers publish cure times for bondline temperatures, not for chamber settings. If the bond was undercured, it was not known whether the remedy should be a longer cure, a faster-curing cushion or heating the tread before building, and each has side effects on throughput, scorch on the builder's table or the casing. Casings from salt-route fleets may also carry moisture that vaporizes at the bondline; we did not know how much they hold or whether it causes porosity. Finally, our peel test is done at room temperature, and we did not know whether it predicts how the bond behaves in winter.
""",
        "244": """
Trials used 11R22.5 steel-belted casings with a 17.5 mm (22/32 in) precured winter drive tread and a 1.5 mm cushion gum. Thermocouples were placed at the bondline at the centre and at the shoulder. The state of cure was found by running cushion samples in a moving-die rheometer through the temperature history logged at the bondline. Bonds were checked by shearography after cure and tested by 180° peel.

August 15, 2023 — Baseline: with our standard cure (120 °C, 4 h) the shoulder bondline took 3.1 h to reach 112 °C, against 1.6 h at the centre. Room-temperature peel was 21 N/mm.

September 26 — Hypothesis of our consulting rubber chemist: the shoulder under the thick winter tread was undercured. The rheometer gave 71% cure at the shoulder against 96% at the centre.

November 7 — Extending the cure to 5.5 h brought the shoulder to 93%, but the chamber could then run only 2 cycles per shift instead of 3.

January 16 — A cushion gum with an added ultra-accelerator (ZDBC) reached 95% at the shoulder in 4 h, but its Mooney scorch time at 121 °C fell from 18 min to 7 min and the cushion lost its tack on the builder's table after 40 min. It was rejected for shop handling.

February 27 — Preheating the tread for 2 h in a 50 °C warm room before building, with the standard cushion and cure, brought the shoulder bondline to 112 °C after 2.2 h and the shoulder cure to 97%.

April 9 — Casing plugs tested by Karl Fischer titration held 1.4% moisture on average from salt-route fleets, against 0.6% from highway fleets. Shearography showed bondline porosity in 6 of 10 high-moisture casings; after drying for 24 h at 60 °C (0.5% moisture), in 1 of 10.

May 21 — Peel at -30 °C was 18 N/mm with preheated treads against 12 N/mm for the baseline. On the endurance drum (110% load, stepped speed, 96 h), none of 8 preheated retreads separated, while 2 of 8 baseline retreads separated at the shoulder, at 71 h and 83 h.

June 18 — 40 retreads built with tread preheating and casing drying were fitted on a salt-route fleet for the coming winter.
""",
        "246": """
We established that the shoulder separations on deep winter retreads originate in an undercured bondline under the thick, siped shoulder, aggravated by moisture in salt-route casings, and that both can be corrected without a faster cushion compound. With the suppliers' standard 4 h cure at 120 °C the shoulder bondline needed 3.1 h to reach 112 °C and reached only 71% cure, against 96% at the centre. Preheating the tread for 2 h at 50 °C shortened that to 2.2 h and raised the shoulder to 97% in the same cycle, whereas extending the cure to 5.5 h reached 93% at the cost of a third of chamber capacity, and an ultra-accelerated cushion reached 95% but scorched too quickly to handle (7 min instead of 18 min). Casings from salt routes held 1.4% moisture against 0.6%, and drying them for 24 h at 60 °C reduced bondline porosity from 6 of 10 casings to 1 of 10. Peel strength at -30 °C rose from 12 to 18 N/mm, and on the drum no preheated retread separated in 96 h, against 2 of 8 for the baseline; our room-temperature peel test (21 N/mm) had not revealed the difference. Whether these changes eliminate separations in service will only be known once the 40 retreads on test have run a full winter.
""",
    },
    defects=[],
    unsupported=[],
    evidence={
        "nr2_engineering_log.md": """
# NR-2 engineering log — precure retread bond under deep winter treads
D. Kowalchuk (plant manager), P. Singh (rubber chemist, consultant)

Process: buffed casing, 1.5 mm cushion gum, precured tread, envelope, curing chamber 120 °C, 4 h (standard,
per tread/cushion supplier). Winter drive tread 22/32 in (17.5 mm), full-depth sipes. Casings 11R22.5, steel-belted.
Thermocouples at bondline, centre and shoulder. State of cure: MDR rheometer, cushion samples run through the
logged bondline temperature history. Peel: 180° peel, tread strip from casing, N/mm. Shearography after cure.

Background — fleet returns, winter 2022-23: 14 shoulder separations out of 320 winter drive retreads.

2023-08-15  Baseline, 120 °C / 4 h. Shoulder bondline reached 112 °C after 3.1 h (centre after 1.6 h).
            Peel 21 N/mm at 23 °C.
2023-09-26  Hypothesis (PS): shoulder bondline undercured under the thick siped shoulder.
            MDR on logged history: shoulder 71% cure, centre 96%.
2023-11-07  Cure extended to 5.5 h: shoulder 93%. Only 2 cycles per shift instead of 3.
2024-01-16  Cushion with added ZDBC (ultra-accelerator), 4 h: shoulder 95%.
            Mooney scorch t5 at 121 °C: 18 min -> 7 min. Tack lost on builder table after 40 min. Rejected.
2024-02-27  Tread preheated 2 h in warm room at 50 °C before building; standard cushion, 4 h cure.
            Shoulder bondline 112 °C after 2.2 h; shoulder cure 97%.
2024-04-09  Casing moisture, Karl Fischer on crown plugs: salt-route fleets avg 1.4%, highway fleets 0.6%.
            Shearography porosity at bondline: 6 of 10 high-moisture casings.
            Casings dried 24 h at 60 °C -> 0.5%; porosity 1 of 10.
2024-05-21  Cold-room peel, -30 °C: 18 N/mm (preheated tread) vs 12 N/mm (baseline).
            Drum endurance, 110% load, stepped speed, 96 h, 8 + 8 retreads: preheated, no separation;
            baseline, 2 of 8 shoulder separations (at 71 h and 83 h).
2024-06-18  40 retreads (preheat + casing drying) fitted on a salt-route fleet for winter 2024-25. Pending.
""",
        "nr2_cure_results.csv": """
date,condition,cure_h,shoulder_time_to_112C_h,shoulder_cure_pct,centre_cure_pct
2023-08-15,baseline,4,3.1,71,96
2023-11-07,extended cure,5.5,,93,
2024-01-16,ZDBC cushion,4,,95,
2024-02-27,tread preheat 50C 2h,4,2.2,97,
""",
    },
)

# 5 ------------------------------------------------------------------------------------------------
case(
    name="en_cannabis_slow_dry_terpene_loss",
    language="en",
    fy=("2023-11-01", "2024-10-31"),
    title="Kettle Ridge Cultivation Corp. (Oliver, British Columbia)\n"
          "Project KR-3 – Controlled slow drying of cannabis flower to limit terpene loss\n"
          "Taxation year November 1, 2023 to October 31, 2024",
    heads={"242": "## 242 – Scientific or technological uncertainty\n\n",
           "244": "## 244 – Work performed during the year\n\n",
           "246": "## 246 – Scientific or technological advancement\n\n"},
    bodies={
        "242": """
Kettle Ridge grows cannabis indoors for the legal market and dries it in two dedicated dry rooms. Under our current procedure, bucked flower is dried on racks for 7 days at 21 °C and 50% RH, which brings it to the water activity of 0.55 to 0.65 used across the industry to keep yeast and mould in check. Measured against fresh-frozen samples of the same plants, that flower had lost 45% of its total terpenes, and 58% of its myrcene, before curing had even started.

Terpenes are volatile, and slower, cooler drying is widely believed to retain more of them, but published work on cannabis drying is thin and mostly concerns oven or freeze drying at laboratory scale. We did not know which variable controls the loss in a production dry room: the temperature, the rate of drying during the first days while the bud surface is wet, or simply the total time spent drying. Slowing the drying by lowering the temperature and raising the humidity also lengthens the time during which water activity stays high, and it was not known how far this could go before yeast and mould counts rose, or whether a slow dry would leave the inside of dense buds wetter than the surface, which a surface reading would not detect. Hanging whole plants, so that the stems act as a reservoir of moisture, is a traditional outdoor practice, but we had no data on whether it changes terpene loss or moisture uniformity under controlled conditions. Finally, terpenes keep escaping during curing, and we did not know whether any gain from a slower dry would survive the cure.
""",
        "244": """
All runs used the same cultivar, in dry rooms 1 and 2, which are identical (38 m² each). Terpene loss was calculated against a fresh-frozen sample of the same plants taken at harvest, with total terpenes measured by GC-FID in our QA lab. Water activity was read at 25 °C on the bud surface and, on split buds, at the centre. Yeast and mould were counted in-house by plate count.

Dec. 5 – Baseline (current SOP): total terpenes fell from 31 to 17 mg/g, a 45% loss, with the air at 0.5 m/s across the canopy; final water activity 0.58.

Jan. 23 – Hypothesis: the loss depends on temperature and on the rate of drying in the first days rather than on total drying time. At 15 °C and 60% RH (dew point 7 °C), drying took 12 days and retained 23 mg/g, a 26% loss, at a water activity of 0.61 and 2,400 CFU/g of yeast and mould.

March 5 – Reducing the air speed at the canopy to 0.15 m/s stretched drying to 16 days and brought the loss to 24%, but on day 12 the bud centres were still at a water activity of 0.71 while the surface read 0.55.

April 16 – Whole plants hung at 15 °C and 60% RH, air at 0.5 m/s, dried in 14 days with an 18% terpene loss, and the water activity of bud centre and surface differed by only 0.03.

June 11 – Yeast and mould reached 3,100 CFU/g with whole-plant slow drying, against 1,800 CFU/g under the SOP. A run in room 2 that drifted to 65% RH after a humidifier fault reached 41,000 CFU/g, so 65% RH was ruled out.

July 23 – A full room of 220 whole plants, with the dew point held within ±0.5 °C, dried in 13 days with a 21% loss and a final water activity of 0.60.

Sept. 17 – During a 4-week cure in bins, slow-dried flower lost a further 6% of its terpenes and SOP flower 11%.

Every lot from the trial rooms also went through the full potency, microbial, pesticide and mycotoxin panel at our contracted lab before release, which gave us a second, independent data set on each drying treatment.
""",
        "246": """
We established that, in a production dry room, terpene loss during drying is governed mainly by temperature and by how fast the flower dries in its first days, and that hanging whole plants is the most effective way to slow the drying without leaving wet bud centres. The slow-dried flower has the loud, layered nose that experienced budtenders pick out at once, and it now sets the bar for craft cannabis in British Columbia. Drying at 15 °C and 60% RH instead of 21 °C and 50% RH cut the loss of total terpenes from 45% to 26%. Slowing the air to 0.15 m/s reduced it only slightly further (24%) and left bud centres at a water activity of 0.71 when the surface read 0.55, a defect a surface reading would have missed. Whole plants hung under the same conditions lost 19%, with centre and surface within 0.03 of each other, and a full room of 220 plants gave a 21% loss at a final water activity of 0.60. The gain carried through curing, with a further loss of 6% against 11%. The limit is microbial: yeast and mould rose from 1,800 to 3,100 CFU/g with whole-plant slow drying and reached 41,000 CFU/g at 65% RH, so humidity has to stay at 60% with tight dew point control. We have tested one cultivar only; denser or more resinous cultivars may behave differently.
""",
    },
    defects=[
        ("244", "unsupported",
         "April 16 – Whole plants hung at 15 °C and 60% RH, air at 0.5 m/s, dried in 14 days with an 18% terpene loss, and the water activity of bud centre and surface differed by only 0.03."),
        ("244", "routine",
         "Every lot from the trial rooms also went through the full potency, microbial, pesticide and mycotoxin panel at our contracted lab before release, which gave us a second, independent data set on each drying treatment."),
        ("246", "marketing",
         "The slow-dried flower has the loud, layered nose that experienced budtenders pick out at once, and it now sets the bar for craft cannabis in British Columbia."),
    ],
    unsupported=["18%"],
    evidence={
        "kr3_dry_room_log.md": """
# KR-3 dry room log — slow dry / terpene retention
A. Moreau (master grower), T. Sandhu (QA lab lead)

Dry rooms 1 and 2, identical, 38 m² each. Same cultivar (KR-07) in all runs.
Terpene loss vs fresh-frozen sample of the same plants at harvest. Total terpenes: GC-FID (in-house), mg/g dry weight.
Water activity (aw) at 25 °C: bud surface, and bud centre on split buds. Industry target aw 0.55-0.65.
Yeast & mould (TYMC): in-house plate count, CFU/g.

2023-12-05  Baseline, current SOP: bucked flower on racks, 21 °C, 50% RH, air 0.5 m/s at canopy, 7 days.
            Fresh-frozen 31 mg/g -> dried 17 mg/g (loss 45%). Myrcene loss 58%. aw 0.58.
2024-01-23  Hypothesis (AM): loss driven by temperature and drying rate in the first days, not by total time.
            Racks, 15 °C, 60% RH (dew point 7 °C), 0.5 m/s: 12 days. 23 mg/g (loss 26%). aw 0.61. TYMC 2,400 CFU/g.
2024-03-05  Canopy air reduced to 0.15 m/s: 16 days, loss 24%. Day 12 aw: centre 0.71, surface 0.55 (uneven).
2024-04-16  Whole-plant hang, 15 °C / 60% RH, 0.5 m/s: 14 days, loss 19%. aw centre vs surface: 0.03 apart.
2024-06-11  TYMC: whole-plant slow dry 3,100 CFU/g; SOP 1,800 CFU/g.
            Room 2 drifted to 65% RH (humidifier fault): 41,000 CFU/g. 65% RH ruled out.
2024-07-23  Full room, 220 whole plants, dew point held within ±0.5 °C: 13 days, loss 21%, aw 0.60.
2024-09-17  4-week cure in bins: further terpene loss 6% (slow-dried) vs 11% (SOP).

Not KR-3: lot release testing (potency, microbial, pesticides, mycotoxins) by the contracted licensed lab
under the Cannabis Regulations, every lot sold. Same as every year.
""",
        "kr3_runs.csv": """
date,method,temp_C,rh_pct,air_m_s,days,total_terpenes_mg_g,loss_pct,aw
2023-12-05,racks SOP,21,50,0.5,7,17,45,0.58
2024-01-23,racks slow,15,60,0.5,12,23,26,0.61
2024-03-05,racks slow low air,15,60,0.15,16,,24,
2024-04-16,whole plant,15,60,0.5,14,,19,
2024-07-23,whole plant full room,15,60,0.5,13,,21,0.60
""",
    },
)

# 6 ------------------------------------------------------------------------------------------------
case(
    name="fr_verts_golf_paturin_glace",
    language="fr",
    fy=("2023-04-01", "2024-03-31"),
    title="Agronomie Verdure inc. — Sherbrooke (Québec)\n"
          "Projet VG-2 : survie du pâturin annuel des verts de golf sous la glace\n"
          "Exercice du 1er avril 2023 au 31 mars 2024",
    heads={"242": "### Ligne 242 : incertitudes scientifiques ou technologiques\n\n",
           "244": "### Ligne 244 : travaux effectués pendant l'année d'imposition\n\n",
           "246": "### Ligne 246 : avancées scientifiques ou technologiques\n\n"},
    bodies={
        "242": """
Dans le sud du Québec, les verts de golf sont en grande partie composés de pâturin annuel (Poa annua), une graminée très sensible à l'encapsulation par la glace. Lorsqu'une pluie verglaçante, ou un redoux suivi d'un regel, forme une couche de glace sur le vert, le gazon est privé d'échanges gazeux avec l'air. Les données publiées, obtenues surtout en Scandinavie et dans l'Ouest canadien, ne lui accordent que quelques semaines de tolérance. Les surintendants cassent alors la glace mécaniquement ou la noircissent pour en hâter la fonte, sans savoir à quel moment intervenir.

Nous ne savions pas quelle est la cause principale de la mortalité sous la glace dans nos conditions : l'anoxie et l'accumulation de gaz carbonique produits par la respiration des plants et du sol, ou les dommages causés par le gel aux couronnes réhydratées lors des redoux. La réponse détermine la protection à retenir. Les bâches imperméables, très utilisées, protègent les couronnes du froid et de l'eau de fonte, mais elles pourraient aussi emprisonner le CO2; une toile perméable laisse passer les gaz, mais aussi l'eau. Nous ignorions si une ventilation forcée sous une bâche imperméable, au moyen d'un tuyau perforé et d'un petit ventilateur, suffirait à maintenir l'oxygène à un niveau compatible avec la survie une fois la glace formée par-dessus. Nous ignorions aussi si les concentrations de CO2 et d'O2 mesurées sous la glace permettraient de prévoir la mortalité, et donc de décider quand casser la glace. Nous n'avons trouvé aucune étude où ces gaz avaient été suivis en continu sur des verts en service.
""",
        "244": """
Les essais ont eu lieu sur le vert d'exercice d'un club de l'Estrie (environ 80 % de pâturin annuel et 20 % d'agrostide stolonifère), sur un profil sablonneux de norme USGA. Quatre traitements ont été répétés trois fois sur des parcelles de 3 m × 3 m : A, témoin sans couverture; B, bâche imperméable; C, bâche imperméable ventilée par un tuyau perforé de 50 mm et un ventilateur de 12 V fonctionnant 10 min par heure; D, toile géotextile perméable. Des capteurs placés sous la glace mesuraient le CO2, l'O2 et la température du sol à 2 cm. La survie était évaluée sur des carottes de 10 cm mises en chambre de croissance pendant 21 jours à 20 °C.

- 14 mars 2023 : sur le vert no 7, resté 68 jours sous la glace l'hiver précédent, les carottes mises en chambre de croissance n'ont montré que 12 % de survie.
- 28 novembre : installation des traitements et des capteurs.
- 10 janvier : une pluie verglaçante a laissé 3 cm de glace sur toutes les parcelles.
- 6 février : après 27 jours sous la glace, le CO2 atteignait 8 400 ppm sous le témoin, 21 000 ppm sous la bâche imperméable, 7 900 ppm sous la toile et seulement 1 900 ppm sous la bâche ventilée; l'O2 était respectivement de 14,2 %, 9,8 %, 14,8 % et 19,6 %.
- 20 février : après 41 jours, la survie était de 64 % (A), 38 % (B), 91 % (C) et 60 % (D). Notre hypothèse était dès lors que l'anoxie et le CO2, plutôt que le gel des couronnes, expliquaient l'essentiel de la mortalité.
- 5 mars : lors d'un redoux à 8 °C suivi d'un regel, la teneur en eau des couronnes était de 71 % sous le témoin et de 66 % sous la bâche ventilée; la température minimale du sol à 2 cm est descendue à -4,5 °C sous le témoin et à -1,5 °C sous la bâche ventilée.
- 26 mars : à la fonte, après 76 jours, la survie finale était de 22 % (A), 9 % (B), 84 % (C) et 25 % (D). Elle était fortement corrélée à la concentration moyenne de CO2 sous la glace (r = -0,91).
""",
        "246": """
Nous avons établi que, sur un vert de pâturin annuel encapsulé par la glace, la mortalité est surtout liée à l'accumulation de CO2 et au manque d'oxygène, et qu'une ventilation forcée sous une bâche imperméable permet de les éviter. Après 76 jours sous la glace, la survie était de 84 % sous la bâche ventilée, contre 22 % sans couverture, 25 % sous une toile perméable et 9 % sous une bâche imperméable non ventilée, sous laquelle le CO2 montait jusqu'à 21 000 ppm et l'O2 tombait à 9,8 %. La ventilation a maintenu le CO2 à 1 900 ppm et l'O2 à 19,6 %. La survie finale suivait de près la concentration moyenne de CO2 (r = -0,91), ce qui laisse penser que la mesure du CO2 sous la glace pourrait servir à décider quand casser la glace. La bâche ventilée a aussi limité la réhydratation des couronnes (66 % contre 71 %) et le froid au sol lors du regel (-1,5 °C contre -4,5 °C). À la fonte, la reprise des parcelles ventilées a d'ailleurs été nettement plus rapide et plus uniforme que celle des autres parcelles. Trois clubs de la région nous ont déjà demandé d'équiper leurs verts l'automne prochain, ce qui confirme l'intérêt de l'approche. Il reste à établir le seuil de CO2 au-delà duquel il faut intervenir, et à vérifier le résultat sur un vert complet, où la répartition de l'air dans le tuyau sera moins uniforme.
""",
    },
    defects=[
        ("244", "date_outside_year",
         "14 mars 2023 : sur le vert no 7, resté 68 jours sous la glace l'hiver précédent, les carottes mises en chambre de croissance n'ont montré que 12 % de survie."),
        ("246", "unmeasured",
         "À la fonte, la reprise des parcelles ventilées a d'ailleurs été nettement plus rapide et plus uniforme que celle des autres parcelles."),
        ("246", "not_advancement",
         "Trois clubs de la région nous ont déjà demandé d'équiper leurs verts l'automne prochain, ce qui confirme l'intérêt de l'approche."),
    ],
    unsupported=[],
    evidence={
        "journal_essai_VG-2.md": """
# VG-2 — Journal d'essai : survie du pâturin annuel sous la glace
É. Gagnon, agronome ; M. Poirier, surintendant du club

Vert d'exercice du club (pâturin annuel ~ 80 %, agrostide stolonifère ~ 20 %), profil sablonneux USGA.
4 traitements x 3 répétitions, parcelles de 3 m × 3 m :
A témoin sans couverture ; B bâche imperméable ; C bâche imperméable + ventilation (tuyau perforé de 50 mm
sous la bâche, ventilateur 12 V, 10 min par heure) ; D toile perméable (géotextile).
Capteurs sous la glace : CO2 (ppm), O2 (%), température du sol à 2 cm.
Survie : carottes de 10 cm en chambre de croissance, 21 jours à 20 °C ; % de plants repoussés.

## 2023-03-14
(Hiver précédent, avant le projet.) Vert no 7 : 68 jours sous la glace. Carottes : 12 % de survie.

## 2023-11-28
Installation des 4 traitements et des capteurs.

## 2024-01-10
Pluie verglaçante : 3 cm de glace sur toutes les parcelles (début de l'encapsulation).

## 2024-02-06
27 jours sous la glace. CO2 : A 8 400 ppm ; B 21 000 ppm ; C 1 900 ppm ; D 7 900 ppm.
O2 : A 14,2 % ; B 9,8 % ; C 19,6 % ; D 14,8 %.

## 2024-02-20
41 jours. Survie : A 64 % ; B 38 % ; C 91 % ; D 60 %.
Hypothèse (ÉG) : mortalité due surtout à l'anoxie / au CO2, pas au gel des couronnes.

## 2024-03-05
Redoux (8 °C) puis regel. Teneur en eau des couronnes : A 71 % ; C 66 %.
Température minimale du sol à 2 cm : A -4,5 °C ; C -1,5 °C.

## 2024-03-26
Fonte, 76 jours sous la glace. Survie finale : A 22 % ; B 9 % ; C 84 % ; D 25 %.
Corrélation survie finale / CO2 moyen sous la glace : r = -0,91.

## 2024-05-07
(Exercice suivant.) Relevé NDVI de reprise printanière à faire.
""",
        "mesures_sous_glace_VG-2.csv": """
date;traitement;jours_sous_glace;co2_ppm;o2 (%);survie (%)
2024-02-06;A;27;8400;14,2;
2024-02-06;B;27;21000;9,8;
2024-02-06;C;27;1900;19,6;
2024-02-06;D;27;7900;14,8;
2024-02-20;A;41;;;64
2024-02-20;B;41;;;38
2024-02-20;C;41;;;91
2024-02-20;D;41;;;60
2024-03-26;A;76;;;22
2024-03-26;B;76;;;9
2024-03-26;C;76;;;84
2024-03-26;D;76;;;25
""",
    },
)

# 7 ------------------------------------------------------------------------------------------------
case(
    name="fr_savon_froid_cameline_taches_orange",
    language="fr",
    fy=("2024-01-01", "2024-12-31"),
    title="Savonnerie de l'Anse-aux-Galets inc. (Îles-de-la-Madeleine)\n"
          "SV-1 — Rancissement des savons saponifiés à froid à l'huile de caméline\n"
          "Année d'imposition 2024",
    heads={"242": "Quelles incertitudes scientifiques ou technologiques avez-vous tenté de surmonter? "
                  "(maximum de 350 mots)\n\n",
           "244": "Quel travail avez-vous effectué au cours de l'année d'imposition pour surmonter les "
                  "incertitudes scientifiques ou technologiques décrites à la ligne 242? (maximum de 700 mots)\n\n",
           "246": "Quelles avancées scientifiques ou technologiques avez-vous réalisées ou tenté de réaliser à la "
                  "suite du travail décrit à la ligne 244? (maximum de 350 mots)\n\n"},
    bodies={
        "242": """
Nous fabriquons des savons par saponification à froid, vendus dans nos boutiques et en ligne. Depuis deux ans, nous remplaçons une partie de l'huile d'olive importée par de l'huile de caméline pressée au Québec, qui donne une mousse et une douceur appréciées, mais les pains à la caméline développent après quelques mois des taches orange et une odeur de rance. La vraie question pour nous était de savoir si une gamme à la caméline d'ici tiendrait les 18 mois de conservation qu'exigent les chaînes de pharmacies, ce qui nous ouvrirait enfin le marché hors des Îles.

Les taches orange sont bien connues des savonniers, qui les attribuent en général à l'oxydation des huiles insaturées du surgras; or l'huile de caméline est riche en acide linolénique, qui s'oxyde beaucoup plus vite que l'acide oléique de l'olive. Les conseils qui circulent (réduire le surgras, ajouter de la vitamine E, éviter l'eau du robinet) ne reposent sur aucune étude, et les antioxydants et chélatants de la cosmétique sont étudiés dans des émulsions presque neutres, pas dans une pâte de savon très alcaline. Nous ne savions pas si des métaux traces apportés par l'eau de notre puits catalysaient l'oxydation dans le savon, ni si un chélatant biodégradable y serait aussi efficace que l'EDTA. Nous ignorions quel antioxydant ajouté aux huiles survivrait à la saponification, et à quelle dose, puisque les tocophérols peuvent devenir pro-oxydants à forte concentration. Nous ne savions pas non plus si une baisse du surgras réduirait le rancissement sans rendre le pain trop dur, ni comment se comporteraient les caroténoïdes de l'huile d'argousier utilisée pour la couleur. Enfin, il n'était pas établi que l'étuve à 40 °C prédise le vieillissement réel.
""",
        "244": """
La formule de base (caméline 30 %, olive 35 %, coco 20 %, karité 15 %, surgras 5 %) a servi de témoin. Les essais de vieillissement accéléré duraient 8 semaines en étuve à 40 °C, sur 12 pains par essai. Nous mesurions l'indice de peroxyde (IP) du surgras extrait à l'hexane, le nombre de pains tachés, la couleur (b*) au colorimètre et, en laboratoire externe, le fer par ICP.

21 novembre 2023 : le lot C-23-09 à la caméline présentait des taches orange sur 9 des 40 pains après 5 mois.

16 janvier : le témoin atteignait un IP de 24 meq/kg, avec des taches sur 7 des 12 pains.

27 février : notre hypothèse était que le fer de l'eau du puits (0,38 mg/L) catalysait l'oxydation. Avec de l'eau distillée, le fer dans le savon est passé de 6,1 à 0,7 mg/kg, l'IP à 11 meq/kg et les taches à 2 pains sur 12.

9 avril : toujours avec l'eau distillée, l'EDTA tétrasodique à 0,1 % a donné un IP de 9 et le gluconate de sodium à 0,5 % un IP de 10, avec un seul pain taché sur 12 dans les deux cas. Le gluconate, biodégradable et accepté en cosmétique naturelle, a été retenu.

28 mai : ajouté aux huiles avant la saponification, l'extrait de romarin à 0,2 % a abaissé l'IP à 6, alors que les tocophérols à 0,5 % le laissaient à 13, ce qui évoque un effet pro-oxydant à cette dose.

16 juillet : en ramenant le surgras de 5 % à 3 %, l'IP est tombé à 5 et aucun pain n'était taché, pour un enfoncement au pénétromètre de 0,8 mm contre 1,1 mm, soit un pain un peu plus dur.

10 septembre : dans une formule colorée avec 2 % d'huile d'argousier, l'indice b* est passé de 38 à 21 en 8 semaines d'étuve, sans taches; les caroténoïdes semblent s'oxyder les premiers.

19 novembre : après 7 mois à la température ambiante, les pains au gluconate fabriqués le 9 avril ne présentaient aucune tache sur 40, contre 6 sur 40 pour l'ancienne formule.
""",
        "246": """
Nous avons établi que, dans un savon à froid riche en huile de caméline, les taches orange résultent d'une oxydation du surgras catalysée surtout par le fer de l'eau de fabrication, et qu'on peut les éviter sans EDTA. Remplacer l'eau du puits par de l'eau distillée a fait passer l'IP après 8 semaines à 40 °C de 24 à 11 meq/kg, et le nombre de pains tachés de 7 à 2 sur 12. Le gluconate de sodium à 0,5 % s'est montré presque aussi efficace que l'EDTA à 0,1 % (IP de 10 contre 9). Ajouté aux huiles avant la saponification, l'extrait de romarin à 0,2 % protège mieux que les tocophérols à 0,5 % (IP de 6 contre 13), ce qui indique que la dose de vitamine E courante dans le métier peut être contre-productive. Ramener le surgras de 5 % à 3 % a achevé de supprimer les taches (IP de 5, aucun pain taché sur 12), au prix d'un pain un peu plus dur (0,8 mm contre 1,1 mm au pénétromètre). Les caroténoïdes de l'huile d'argousier semblent jouer le rôle d'antioxydant sacrificiel, puisque la couleur pâlit (b* de 38 à 21) sans que des taches apparaissent. En conditions réelles, 7 mois après la fabrication, aucun des 40 pains au gluconate n'était taché, contre 6 sur 40 pour l'ancienne formule. Il reste à vérifier que la formule complète tient 18 mois.
""",
    },
    defects=[
        ("242", "not_uncertainty",
         "La vraie question pour nous était de savoir si une gamme à la caméline d'ici tiendrait les 18 mois de conservation qu'exigent les chaînes de pharmacies, ce qui nous ouvrirait enfin le marché hors des Îles."),
        ("244", "date_outside_year",
         "21 novembre 2023 : le lot C-23-09 à la caméline présentait des taches orange sur 9 des 40 pains après 5 mois."),
        ("244", "unsupported",
         "Avec de l'eau distillée, le fer dans le savon est passé de 6,1 à 0,7 mg/kg, l'IP à 11 meq/kg et les taches à 2 pains sur 12."),
    ],
    unsupported=["0,7 mg/kg"],
    evidence={
        "cahier_essais_SV-1.md": """
# SV-1 — Cahier de fabrication et d'essais : rancissement des savons à froid à la caméline
J. Arseneau (propriétaire, savonnière) ; C. Boudreau (chimiste, contractuelle)

Formule de base « Caméline » : caméline 30 %, olive 35 %, coco 20 %, karité 15 % ; surgras 5 % ;
lessive NaOH ; eau du puits (fer 0,38 mg/L).
Vieillissement accéléré : étuve 40 °C, 8 semaines, 12 pains par essai.
IP : indice de peroxyde du surgras extrait à l'hexane, meq O2/kg. Taches : nombre de pains touchés.
Couleur : b* au colorimètre. Fer : ICP (laboratoire externe), mg/kg de savon.
Exigence des chaînes de pharmacies (appel d'offres 2024) : durée de conservation de 18 mois.

## 2023-11-21
(Avant le projet.) Lot C-23-09, caméline : taches orange sur 9 des 40 pains après 5 mois.

## 2024-01-16
Témoin, formule de base, 8 semaines d'étuve : IP 24 meq/kg ; taches sur 7 des 12 pains.

## 2024-02-27
Hypothèse (CB) : le fer de l'eau du puits catalyse l'oxydation.
Eau distillée : fer dans le savon 0,9 mg/kg (6,1 mg/kg avec l'eau du puits). IP 11 meq/kg ; taches 2/12.

## 2024-04-09
Chélatants (eau distillée) : EDTA tétrasodique 0,1 % : IP 9, taches 1/12 ; gluconate de sodium 0,5 % : IP 10, taches 1/12.
Gluconate retenu (biodégradable, accepté en cosmétique naturelle).

## 2024-05-28
Antioxydants ajoutés aux huiles avant saponification : extrait de romarin 0,2 % : IP 6 ; tocophérols 0,5 % : IP 13.
Tocophérols à cette dose moins efficaces -> effet pro-oxydant probable. Romarin retenu.

## 2024-07-16
Surgras 3 % au lieu de 5 % (eau distillée + gluconate + romarin) : IP 5 ; taches 0/12.
Pénétromètre (enfoncement) : 0,8 mm contre 1,1 mm -> pain un peu plus dur.

## 2024-09-10
Huile d'argousier 2 % (couleur) : b* 38 -> 21 après 8 semaines d'étuve, aucune tache.
Caroténoïdes dégradés en premier (antioxydant sacrificiel ?).

## 2024-11-19
Vieillissement réel, température ambiante, 7 mois, pains fabriqués le 2024-04-09 :
gluconate 0 tache sur 40 ; ancienne formule 6 sur 40.

## 2025-02-04
(Exercice suivant.) Échantillons envoyés aux chaînes de pharmacies.
""",
    },
)

# 8 ------------------------------------------------------------------------------------------------
case(
    name="fr_houblon_sechoir_basse_temperature",
    language="fr",
    fy=("2024-04-01", "2025-03-31"),
    title="Houblonnière des Appalaches inc. — Saint-Georges (Beauce)\n"
          "Projet HB-3 : séchage du houblon à basse température en lit profond\n"
          "Exercice terminé le 31 mars 2025",
    heads={"242": "« Ligne 242 » – Incertitudes scientifiques ou technologiques\n\n",
           "244": "« Ligne 244 » – Travaux effectués\n\n",
           "246": "« Ligne 246 » – Avancées scientifiques ou technologiques\n\n"},
    bodies={
        "242": """
Nous cultivons 18 hectares de houblon en Beauce et vendons nos cônes séchés et pressés à des microbrasseries du Québec, qui les achètent surtout pour leur arôme, c'est-à-dire pour leurs huiles essentielles (myrcène, humulène, linalol), des composés très volatils. Comme la plupart des petites houblonnières, nous séchons les cônes dans un séchoir à plancher perforé, en lit de 60 cm, avec de l'air chauffé au propane à 60 °C pendant environ 9 h, une méthode reprise des grandes régions productrices. À la sortie du séchoir, nos Cascade avaient perdu environ le tiers de leurs huiles par rapport aux cônes frais, et l'humidité variait de 6 % au fond du lit à 14 % en surface, ce qui oblige à choisir entre des cônes trop secs, qui s'effritent, et des cônes trop humides, qui chauffent en balle.

Le séchage à basse température avec de l'air déshumidifié par une pompe à chaleur est utilisé pour d'autres plantes aromatiques, mais nous n'avons trouvé aucune donnée sur son effet dans un lit profond de cônes de houblon. Nous ne savions pas si la perte d'huiles tient surtout à la température de l'air ou à la durée du séchage : abaisser la température allonge le séchage, et une exposition plus longue pourrait annuler le gain. Nous ignorions aussi si un air plus froid et plus sec aggraverait l'écart d'humidité entre le fond et le dessus du lit, puisque l'air arrive au sommet presque saturé. Il n'était pas établi qu'une inversion du sens de l'air en cours de séchage, courante pour les grains, suffirait à corriger cet écart dans un lit de cônes qui se tassent, ni quelle épaisseur de lit garderait une durée de séchage compatible avec le rythme de la récolte. Nous ne savions pas non plus si les différences mesurées à la sortie du séchoir se maintiendraient pendant l'entreposage, puisque le houblon continue de perdre des huiles et de s'oxyder après le pressage, ni si le comportement observé avec le Cascade vaudrait pour une variété plus résineuse comme le Chinook, dont les cônes sont plus denses. Enfin, nous ignorions quelle consommation d'énergie prévoir par kilogramme de houblon sec avec une pompe à chaleur, dont le rendement baisse lorsque l'air extérieur devient froid et humide en fin de récolte.
""",
        "244": """
Les essais ont été faits dans notre séchoir à plancher perforé, qui compte 2 sections de 12 m², l'une chauffée au propane comme d'habitude, l'autre par une pompe à chaleur avec déshumidification. L'humidité des cônes était mesurée à l'étuve à trois profondeurs (cible de 9 à 11 %), les huiles essentielles par distillation à la vapeur selon la méthode ASBC Hops-13, par rapport à des cônes frais congelés à la récolte, et les acides alpha par HPLC dans un laboratoire externe.

27 août — Témoin Cascade au propane (60 °C, lit de 60 cm, 9 h) : 1,12 mL/100 g d'huiles contre 1,65 mL/100 g pour les cônes frais, soit une perte de 32 %; humidité de 14 % en surface et de 6 % au fond.

3 septembre — Notre hypothèse était que la perte d'huiles est surtout thermique. Avec la pompe à chaleur (air à 40 °C, point de rosée de 8 °C), le séchage a duré 15 h et conservé 1,48 mL/100 g, mais l'écart d'humidité s'est creusé : 17 % en surface, 7 % au fond.

10 septembre — En inversant le sens de l'air à mi-séchage, l'humidité était de 10,5 % en surface et de 8,9 % au fond, pour 1,45 mL/100 g d'huiles et la même durée.

17 septembre — Sur du Chinook, à 40 °C avec inversion et un lit ramené à 45 cm, le séchage a pris 12 h; les cônes ont conservé 1,61 mL/100 g d'huiles sur 2,02 mL/100 g à l'état frais, contre 1,37 mL/100 g pour le témoin au propane, et leur humidité se situait entre 9,8 et 10,6 %.

5 novembre — Après 8 semaines sous vide à 4 °C, l'indice HSI était de 0,29 pour le houblon séché à 40 °C et de 0,36 pour le témoin; les acides alpha du Cascade étaient de 6,8 % contre 6,5 %.

21 janvier 2025 — Le bilan de la saison donne 2,1 kWh/kg de houblon sec pour la pompe à chaleur, contre l'équivalent de 4,6 kWh/kg pour le propane.

Nous avons enfin fait analyser, comme chaque automne, les acides alpha, l'humidité et l'indice HSI de chacun des 14 lots commerciaux de la récolte 2024 pour nos acheteurs, ce qui a considérablement élargi la base de données du projet.
""",
        "246": """
Nous avons établi que, dans un séchoir à plancher perforé, la perte d'huiles essentielles du houblon dépend surtout de la température de l'air et non de la durée du séchage : à 40 °C avec de l'air déshumidifié, le séchage a pris 15 h au lieu de 9 h, mais le Cascade a conservé 1,48 mL/100 g d'huiles au lieu de 1,12 mL/100 g, sur 1,65 mL/100 g à l'état frais. Un air plus froid et plus sec accentue toutefois l'écart d'humidité dans le lit (17 % en surface, 7 % au fond); inverser le sens de l'air à mi-séchage le ramène à 10,5 % et 8,9 %, sans perte d'huiles notable (1,45 mL/100 g). Avec un lit de 45 cm, le séchage du Chinook a été ramené à 12 h, avec 1,61 mL/100 g d'huiles conservés contre 1,37 mL/100 g au propane, et une humidité homogène entre 9,8 et 10,6 %. L'écart se maintient à l'entreposage (HSI de 0,29 contre 0,36 après 8 semaines), et la pompe à chaleur consomme 2,1 kWh/kg de houblon sec contre 4,6 kWh/kg pour le propane. Au frottement, le houblon séché à basse température a aussi un arôme beaucoup plus franc et plus fidèle à la variété. Il reste à savoir si le gain d'huiles se traduit par une différence perceptible dans la bière, ce que nous n'avons pas encore mesuré.
""",
    },
    defects=[
        ("242", "over_limit",
         "Nous cultivons 18 hectares de houblon en Beauce et vendons nos cônes séchés et pressés à des microbrasseries du Québec, qui les achètent surtout pour leur arôme, c'est-à-dire pour leurs huiles essentielles (myrcène, humulène, linalol), des composés très volatils."),
        ("244", "routine",
         "Nous avons enfin fait analyser, comme chaque automne, les acides alpha, l'humidité et l'indice HSI de chacun des 14 lots commerciaux de la récolte 2024 pour nos acheteurs, ce qui a considérablement élargi la base de données du projet."),
        ("246", "unmeasured",
         "Au frottement, le houblon séché à basse température a aussi un arôme beaucoup plus franc et plus fidèle à la variété."),
    ],
    unsupported=[],
    evidence={
        "journal_sechoir_HB-3.md": """
# HB-3 — Journal du séchoir : houblon à basse température en lit profond
G. Veilleux (propriétaire) ; A. Roy (agronome, consultante)

Ferme : 18 ha de houblon (Cascade, Chinook). Séchoir à plancher perforé, 2 sections de 12 m².
Standard : lit de cônes frais de 60 cm, air chauffé au propane à 60 °C. Essai : pompe à chaleur avec déshumidification.
Humidité des cônes à l'étuve, 3 profondeurs (dessus, milieu, fond). Cible 9 à 11 %.
Huiles essentielles : distillation à la vapeur (ASBC Hops-13), mL/100 g ; référence = cônes frais congelés à la récolte.
Acides alpha : HPLC (labo externe). HSI : indice de stockage du houblon.

## 2024-08-27
Témoin Cascade, propane, 60 °C, lit 60 cm, 9 h. Huiles 1,12 mL/100 g (frais congelé : 1,65). Perte 32 %.
Humidité : dessus 14 %, fond 6 %.

## 2024-09-03
Hypothèse (AR) : perte d'huiles surtout thermique -> air plus froid mais plus sec.
Pompe à chaleur, air 40 °C, point de rosée 8 °C, lit 60 cm : 15 h. Huiles 1,48 mL/100 g.
Humidité : dessus 17 %, fond 7 %.

## 2024-09-10
Inversion du sens de l'air à mi-séchage : 15 h. Dessus 10,5 %, fond 8,9 %. Huiles 1,45 mL/100 g.

## 2024-09-17
Chinook, 40 °C, inversion, lit réduit à 45 cm : 12 h. Huiles 1,61 mL/100 g (frais : 2,02).
Humidité 9,8 à 10,6 %. Témoin Chinook propane 60 °C : huiles 1,37 mL/100 g.

## 2024-11-05
Entreposage 8 semaines sous vide à 4 °C : HSI 0,29 (séché à 40 °C) contre 0,36 (propane 60 °C).
Acides alpha Cascade : 6,8 % (40 °C) contre 6,5 % (60 °C).

## 2025-01-21
Bilan énergie de la saison : pompe à chaleur 2,1 kWh/kg de houblon sec ; propane 4,6 kWh/kg (équivalent).

Hors HB-3 : analyses contractuelles (acides alpha, humidité, HSI) des 14 lots commerciaux de la récolte 2024,
faites par le labo externe pour les acheteurs, comme chaque année.
""",
        "analyses_HB-3.csv": """
date;variete;chauffage;air (°C);lit (cm);duree (h);huiles_mL_100g;humidite_dessus (%);humidite_fond (%)
2024-08-27;Cascade;propane;60;60;9;1,12;14;6
2024-09-03;Cascade;pompe a chaleur;40;60;15;1,48;17;7
2024-09-10;Cascade;pompe a chaleur + inversion;40;60;15;1,45;10,5;8,9
2024-09-17;Chinook;pompe a chaleur + inversion;40;45;12;1,61;;
2024-09-17;Chinook;propane;60;60;;1,37;;
""",
    },
)

# 9 ------------------------------------------------------------------------------------------------
case(
    name="fr_creme_glacee_sucre_reduit_recristallisation",
    language="fr",
    fy=("2023-07-01", "2024-06-30"),
    title="Glacier Boréal inc. (Saguenay)\n"
          "GB-2 — Recristallisation de la glace dans une crème glacée réduite en sucre, sans stabilisants de synthèse\n"
          "Exercice du 1er juillet 2023 au 30 juin 2024",
    heads={"242": "**Section 242 — Incertitudes technologiques**\n\n",
           "244": "**Section 244 — Travaux réalisés pendant l'exercice**\n\n",
           "246": "**Section 246 — Avancées technologiques**\n\n"},
    bodies={
        "242": """
Glacier Boréal fabrique de la crème glacée au Saguenay, vendue en contenants de 500 mL dans des épiceries du Québec. Plusieurs chaînes nous demandent une version réduite en sucre, et nous voulions la proposer sans stabilisants de synthèse, comme le reste de notre gamme. Notre ambition : une crème glacée allégée qui n'a rien à envier aux grandes marques européennes et qui porte haut les couleurs du Saguenay dans les congélateurs des épiceries.

Le sucre ne sert pas qu'à sucrer : il abaisse le point de congélation du mélange, de sorte qu'à une température donnée, une partie de l'eau reste liquide et sirupeuse. Quand on en retire, il se forme plus de glace, et la phase non congelée devient moins visqueuse. Dans les congélateurs d'épicerie, qui se réchauffent à chaque dégivrage et à chaque ouverture, les petits cristaux fondent puis recristallisent sur les plus gros, ce qui rend la crème glacée granuleuse. Nous ne savions pas dans quelle mesure une réduction du sucre de 14 % à 9 % accélérerait ce grossissement, ni quel mécanisme dominerait : la quantité de glace ou la mobilité de l'eau dans la phase non congelée. La réponse détermine le remède, soit un sucre rare comme l'allulose, qui abaisse le point de congélation avec peu de pouvoir sucrant, soit un agent qui épaissit la phase non congelée. Les stabilisants naturels disponibles, la caroube et la fibre d'agrumes, sont décrits pour des recettes normalement sucrées, et l'effet de la fibre d'agrumes sur la recristallisation est peu documenté. Nous ignorions aussi si une sortie plus froide du congélateur continu, qui donne de plus petits cristaux au départ, garderait son avantage après des semaines de variations de température, et si les écarts de taille seraient perceptibles en bouche.
""",
        "244": """
Le mélange de base contient 10 % de matière grasse et 11 % de solides non gras du lait, avec 0,15 % de caroube. Il a été glacé dans notre congélateur continu de 150 L/h, avec un foisonnement visé de 80 %. Pour reproduire les congélateurs d'épicerie, les échantillons subissaient un choc thermique de 2 semaines (cycles de -18 °C à -8 °C toutes les 12 h). La taille des cristaux était mesurée au microscope en chambre froide à -15 °C (diamètre moyen de 300 cristaux), et un panel de 12 dégustateurs entraînés notait la sensation de glace de 0 à 10.

15 août 2023 : la recette actuelle (14 % de sucre) donnait des cristaux de 38 µm à la sortie et de 71 µm après le choc thermique, pour une note de 5,8.

26 septembre : à 9 % de sucre, les cristaux passaient de 41 µm à 96 µm, et la note à 7,9. Le point de congélation initial remontait de -2,4 °C à -1,7 °C, et la proportion d'eau congelée à -18 °C, calculée, passait de 71 % à 77 %.

7 novembre : notre hypothèse était que la quantité de glace, plus que la mobilité de la phase non congelée, expliquait le grossissement. L'ajout de 5 % d'allulose a ramené le point de congélation à -2,3 °C et les cristaux à 36 µm à la sortie et à 62 µm après le choc, mais la crème glacée était plus molle (14 mm d'enfoncement au pénétromètre contre 9 mm).

16 janvier : en remplaçant la caroube par 0,3 % de fibre d'agrumes, avec l'allulose, les cristaux atteignaient 49 µm après le choc et la note tombait à 4,6.

27 février : la fibre d'agrumes seule, sans allulose, laissait les cristaux grossir jusqu'à 81 µm.

9 avril : une sortie du congélateur continu à -6,5 °C au lieu de -5,0 °C donnait des cristaux de 31 µm au départ et de 44 µm après le choc.

21 mai : dans un test triangulaire contre la recette actuelle après choc, 4 dégustateurs sur 12 ont identifié l'échantillon différent, moins que les 8 requis pour conclure à une différence.
""",
        "246": """
Nous avons établi que, dans une crème glacée réduite en sucre, le grossissement des cristaux lors des variations de température s'explique d'abord par la plus grande quantité d'eau congelée, et qu'on peut le compenser sans stabilisant de synthèse. Passer de 14 % à 9 % de sucre faisait monter la fraction d'eau congelée de 71 % à 77 % et la taille des cristaux après le choc thermique de 71 µm à 96 µm. Rétablir le point de congélation avec 5 % d'allulose les ramenait à 62 µm, alors qu'un agent épaississant seul, la fibre d'agrumes, ne les limitait qu'à 81 µm. Combinés, l'allulose et la fibre d'agrumes à 0,3 % donnaient 49 µm, et une sortie du congélateur continu à -6,5 °C les abaissait encore à 39 µm, soit moins que la recette sucrée actuelle. Le panel notait la sensation de glace à 4,6, contre 5,8 pour la recette actuelle, et un test triangulaire n'a pas permis de distinguer les deux produits (4 bonnes réponses sur 12). L'allulose rend toutefois le produit plus mou (14 mm contre 9 mm au pénétromètre), et nous ne savons pas encore comment il se comportera en distribution réelle, sur plusieurs mois.
""",
    },
    defects=[
        ("242", "marketing",
         "Notre ambition : une crème glacée allégée qui n'a rien à envier aux grandes marques européennes et qui porte haut les couleurs du Saguenay dans les congélateurs des épiceries."),
        ("246", "unsupported",
         "Combinés, l'allulose et la fibre d'agrumes à 0,3 % donnaient 49 µm, et une sortie du congélateur continu à -6,5 °C les abaissait encore à 39 µm, soit moins que la recette sucrée actuelle."),
    ],
    unsupported=["39 µm"],
    evidence={
        "cahier_labo_GB-2.md": """
# GB-2 — Cahier de laboratoire : recristallisation, crème glacée réduite en sucre
N. Tremblay (copropriétaire, technologue alimentaire) ; F. Lavoie (ing. alimentaire, consultant)

Produit : contenants de 500 mL, épiceries. Mix de base : 10 % de matière grasse, 11 % de solides non gras du lait,
caroube 0,15 %. Congélateur continu (freezer) 150 L/h ; foisonnement visé 80 %.
Choc thermique : cycles -18 °C / -8 °C toutes les 12 h pendant 2 semaines (simule les congélateurs d'épicerie).
Cristaux : microscopie en chambre froide à -15 °C, diamètre moyen de 300 cristaux (µm).
Panel : 12 dégustateurs entraînés, sensation de glace notée de 0 à 10.

## 2023-08-15
Recette actuelle (sucre 14 %) : frais 38 µm ; après choc 71 µm. Panel 5,8.

## 2023-09-26
Sucre 9 % : frais 41 µm ; après choc 96 µm. Panel 7,9.
Point de congélation initial -2,4 °C (14 %) contre -1,7 °C (9 %). Eau congelée à -18 °C (calcul) : 71 % contre 77 %.

## 2023-11-07
Hypothèse (FL) : moins de sucre -> plus de glace ; c'est la quantité de glace, plus que la mobilité de la phase
non congelée, qui pilote le grossissement.
Allulose 5 % (sucre 9 %) : point de congélation -2,3 °C ; frais 36 µm ; après choc 62 µm.
Pénétromètre : 14 mm contre 9 mm (plus mou).

## 2024-01-16
Allulose 5 % + fibre d'agrumes 0,3 % à la place de la caroube : après choc 49 µm. Panel 4,6.

## 2024-02-27
Fibre d'agrumes 0,3 % seule (sucre 9 %, sans allulose) : après choc 81 µm.

## 2024-04-09
Allulose + fibre d'agrumes, sortie du freezer à -6,5 °C au lieu de -5,0 °C : frais 31 µm ; après choc 44 µm.

## 2024-05-21
Test triangulaire, recette finale contre recette actuelle, après choc : 4 bonnes réponses sur 12
(non significatif ; 8 requises).

## 2024-07-09
(Exercice suivant.) Premier lot commercial.
""",
        "cristaux_GB-2.csv": """
date;recette;sucre (%);sortie_freezer (°C);cristaux_frais (µm);cristaux_apres_choc (µm)
2023-08-15;actuelle;14;-5,0;38;71
2023-09-26;sucre reduit;9;-5,0;41;96
2023-11-07;sucre reduit + allulose 5 %;9;-5,0;36;62
2024-01-16;allulose + fibre d'agrumes;9;-5,0;;49
2024-02-27;fibre d'agrumes seule;9;-5,0;;81
2024-04-09;allulose + fibre d'agrumes;9;-6,5;31;44
""",
    },
)

# ---- CASES-END ----

if __name__ == "__main__":
    main()
