#!/usr/bin/env python3
"""Writes the review_first_11 held-out cases (evidence files + case.json) and checks them.

Run:  python3 tests/quality/review_first_11/make_cases.py
Same case.json format as review_first_10 (read its make_cases.py / check_cases.py); nine new projects
(5 English, 4 French with Quebec usage and CRA's French wording of the questions), in industries not used by
an earlier review set: oat beverages, dental zirconia, oyster mushroom growing, studio stoneware, parcel
delivery software, road-marking paint, wool insulation, tofu making, organic apple storage.
Checks are the ones of review_first_10/make_cases.py (every figure of line 242 is also in the evidence;
244/246 figures and dates matched by value; word limits; sentences found once, in their line);
check_cases.py in this folder re-checks the written files independently and adds word-limit and
line-244 chronology checks.
What is planted (22 defects, all nine kinds; 10 clean lines of 27; 4 unsupported items):
  marketing 3 ("Our award-winning, hand-thrown dinnerware is the first choice of many of the finest
  restaurants ..." opening a factual sentence; « un isolant haut de gamme, 100 % naturel et sans compromis »;
  the vague « Plusieurs autres ajustements ont aussi été apportés ... afin d'optimiser les conditions »);
  not_uncertainty 2 (a coffee-chain listing deadline and cost per litre as "the main uncertainty", « savoir si
  nous pourrions offrir ce panneau à un prix assez proche de celui de la laine minérale »);
  routine 3 (a shopper preference test on flavours and carton designs, i.e. market research; CanadaGAP
  Listeria/E. coli swabs "which shows that hemp hurd is a safe growing medium"; MTQ conformity tests on the
  23 delivered lots said to confirm the low-temperature formulas);
  unmeasured 3 (dentists say crowns "look more lifelike", « nettement plus visibles la nuit » where
  retroreflectivity was measured, buyers' « goût et croquant nettement supérieurs »);
  date_outside_year 2 ("June 18, 2024" before a July 1 year start; « 12 décembre 2023 » before a Jan. 1 start);
  not_advancement 2 (a grocery chain listing in 22 stores, « inscription dans 40 épiceries »);
  unsupported 4 ("1.4%" sediment where the log says 1.9%, "0.03%" moisture expansion where it says 0.04%,
  « 36,8 mW/m·K » where the pilot lot gave 38,9 and no mineral-wool comparison exists, « 2,61 kg » where
  production gave 2,55);
  over_limit 1 (an English 246 of 370 words); not_chronological 2 (a September entry listed after October,
  a November entry listed after January).
Clean lines hold near-misses: a customer's wish and a supplier's standard cycle given as context, a
commercial geocoder as a measured baseline, routine development explicitly excluded from the claim,
production-scale trials with their measurements, an informal tasting reported with its count (5 of 6),
results compared with a reference or limit given with their numbers.
One case (en_rural_legacy_address_geocoding) has no defect at all.
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
    name="en_oat_drink_beta_glucan_uht_sediment",
    language="en",
    fy=("2024-01-01", "2024-12-31"),
    title="Coteau Oat Works Ltd. (Saskatoon, SK) — SR&ED claim for the year ended December 31, 2024\n"
          "Project OB-3: gum-free, enzyme-treated oat beverage that stays stable after UHT",
    heads={"242": "Line 242: What scientific or technological uncertainties did you attempt to overcome?\n\n",
           "244": "Line 244: What work did you perform in the tax year to overcome the scientific or "
                  "technological uncertainties described in line 242?\n\n",
           "246": "Line 246: What scientific or technological advancements did you achieve or attempt to "
                  "achieve as a result of the work described in line 244?\n\n"},
    bodies={
        "242": """
Our oat drinks are made by milling whole oats in water, breaking down the starch with an amylase and removing the bran, then homogenizing and UHT-treating the base. The oats we buy from Saskatchewan growers are high in beta-glucan (5.1% on a dry basis), which is good nutritionally but makes the drink thicken in storage; in our retail products this thickening, and the sediment that forms in the carton, are held in check with a small dose of gellan gum. The national coffee chain that offered us a listing for a barista oat drink in the fall of 2024 wanted a gum-free label at a price close to the imported brands, so the main uncertainty of the project was whether we could reformulate in time for that listing without raising our cost per litre.

Technically, we did not know why the gum-free drink thickened. Beta-glucan is known to raise viscosity, but the published work deals with purified beta-glucan solutions, not with a hydrolysed oat base that also contains protein, residual starch and minerals and has been through UHT at 140 °C. It was not known how far the beta-glucan molecules would have to be shortened with a glucanase to stop the drift, or whether that could be done without losing the beta-glucan itself. Nor did we know where the sediment came from (aggregated protein, the calcium salt or bran fines), and each of these causes calls for a different fix. Finally, a barista drink must not feather when it is poured into hot, acidic coffee (pH around 4.9), and any change made to the oat proteins could make feathering better or worse.
""",
        "244": """
The work was done in our pilot plant by our product development lead and a contract food scientist, who also arranged the molecular weight analyses at a university lab. Each pilot batch was about 200 L: oat flour at 10% in water, amylase liquefaction, decanting, homogenization at 200 bar and indirect UHT at 140 °C for 4 s. We measured viscosity at 10 °C right after UHT and after 8 weeks at 4 °C, sediment by centrifuging (% by volume) after storage, and the molecular weight (Mw) of the beta-glucan by SEC-MALS.

January 23 – Baseline: our current recipe without gellan. Viscosity rose from 38 mPa·s after UHT to 112 mPa·s after 8 weeks, with 4.5% sediment; the retail product with gellan gave 41 mPa·s and 0.6%.

February 27 – The beta-glucan Mw was 1,420 kDa in the flour and still 1,180 kDa after liquefaction and UHT. Hypothesis: the slow thickening comes from large beta-glucan molecules associating in storage, so their size has to be reduced.

March 19 – An endo-beta-glucanase at 0.02% for 20 min at 50 °C brought the Mw down to 310 kDa; viscosity was 14 mPa·s after UHT and 16 mPa·s after 8 weeks. Beta-glucan content was unchanged at 0.49 g/100 mL, but sediment was still 4.1%.

April 2 – Dose series at 0.005, 0.01 and 0.02%: Mw of 780, 460 and 310 kDa, and 8-week viscosities of 61, 22 and 16 mPa·s. The drift only became small once the Mw was below about 460 kDa.

April 30 – The dried sediment was 61% protein and 0.9% calcium. New hypothesis: the sediment is oat protein aggregated by the UHT step, not beta-glucan or the calcium salt.

June 4 – A protein-glutaminase (0.05%, 2 h at 50 °C) deamidated 28% of the glutamine in the oat protein; sediment after 8 weeks fell to 1.2% and viscosity stayed at 17 mPa·s. Five of six internal tasters found no off-flavour.

To make sure the reformulated drink would work in the market, we also ran a blind preference test in July with 150 shoppers in three Saskatoon grocery stores, comparing the original, vanilla and unsweetened versions and two carton designs; 64% preferred the unsweetened version in the new carton.

August 20 – Barista tests in coffee at 85 °C: the deamidated drink feathered badly (score 3 on a 0 to 3 scale) until 0.15% dipotassium phosphate was added (score 0). Foam half-life was 18 min, against 11 min for our current barista product.

August 27 – The June batch, stored at 25 °C for 12 weeks as a stand-in for a shelf-stable format, held its viscosity at 19 mPa·s with 1.4% sediment.

October 1 – Production trial of 2,000 L on the plant UHT at 142 °C for 4 s: viscosity 15 mPa·s after UHT. After 8 weeks (November 26) it was 16 mPa·s, with 1.1% sediment and no feathering.
""",
        "246": """
The project showed that the storage thickening of a gum-free oat drink made from high beta-glucan oats is governed by the molecular weight of the beta-glucan that survives processing, and that there is a threshold: with the Mw at 780 kDa the drink still thickened to 61 mPa·s in 8 weeks, while at 460 kDa or less the viscosity stayed near its post-UHT value (22 and 16 mPa·s), with no loss of beta-glucan content. We also found that the sediment had a different cause than we had assumed. It was mostly heat-aggregated oat protein (61% protein, 0.9% calcium), which is why shortening the beta-glucan left it unchanged (4.1%). Partial deamidation of the protein (28%) cut the sediment to 1.2% at 8 weeks, but made the drink feather in hot coffee unless it was buffered with 0.15% dipotassium phosphate. Both effects held at production scale on the plant UHT (16 mPa·s and 1.1% sediment after 8 weeks). We have not yet established how the threshold Mw shifts with oats of different beta-glucan content, nor whether the deamidated protein stays in suspension over a full ambient shelf life, where our one test gave more sediment than chilled storage.
""",
    },
    defects=[
        ("242", "not_uncertainty",
         "The national coffee chain that offered us a listing for a barista oat drink in the fall of 2024 wanted a gum-free label at a price close to the imported brands, so the main uncertainty of the project was whether we could reformulate in time for that listing without raising our cost per litre."),
        ("244", "routine",
         "To make sure the reformulated drink would work in the market, we also ran a blind preference test in July with 150 shoppers in three Saskatoon grocery stores, comparing the original, vanilla and unsweetened versions and two carton designs; 64% preferred the unsweetened version in the new carton."),
        ("244", "unsupported",
         "August 27 – The June batch, stored at 25 °C for 12 weeks as a stand-in for a shelf-stable format, held its viscosity at 19 mPa·s with 1.4% sediment."),
    ],
    unsupported=["1.4%"],
    evidence={
        "ob3_pilot_notebook.md": """
# OB-3 pilot notebook — gum-free oat beverage, enzyme route
N. Dubois (product development lead) / A. Rahimi (contract food scientist)

Oats: high beta-glucan (BG) groats from SK growers, BG 5.1% (dry basis).
Pilot batch ~200 L: oat flour 10% in water, alpha-amylase liquefaction 60 min at 65 °C, decanter (bran out),
homogenizer 200 bar, indirect tubular UHT 140 °C / 4 s, aseptic 1 L fill.
Retail recipe = same + gellan 0.02% + dipotassium phosphate (DKP). Goal: drop the gellan.
Measures: viscosity Brookfield at 10 °C (mPa·s), after UHT and after 8 weeks at 4 °C;
sediment by centrifuge (3000 g, 10 min), % v/v; BG Mw by SEC-MALS (university lab, kDa);
BG content (g/100 mL); feathering in brewed coffee at 85 °C, pH 4.9, score 0-3; foam half-life (min).

2024-01-09  Sales: national coffee chain offers barista listing, fall 2024, gum-free label, price near imports.
2024-01-23  Baseline, retail recipe minus gellan: 38 mPa·s after UHT -> 112 mPa·s at 8 weeks, sediment 4.5%.
            Retail (with gellan): 41 mPa·s at 8 weeks, sediment 0.6%.
2024-02-27  SEC-MALS: BG Mw 1,420 kDa (flour extract), 1,180 kDa after liquefaction + UHT.
            Hyp (AR): storage thickening = high-Mw BG associating -> need Mw reduction.
2024-03-19  Endo-beta-glucanase 0.02%, 20 min at 50 °C before liquefaction: Mw 310 kDa.
            14 mPa·s after UHT, 16 mPa·s at 8 weeks. BG 0.49 g/100 mL (no change). Sediment 4.1% (no change).
2024-04-02  Dose series glucanase 0.005 / 0.01 / 0.02%: Mw 780 / 460 / 310 kDa; 8-week visc 61 / 22 / 16 mPa·s.
2024-04-30  Dried sediment: protein 61%, Ca 0.9%, starch residue 22%.
            Hyp (ND): sediment = UHT-aggregated oat protein, not BG or Ca salt.
2024-06-04  Protein-glutaminase (PG) 0.05%, 2 h at 50 °C after liquefaction: deamidation 28% (glutamine).
            8 weeks: sediment 1.2%, visc 17 mPa·s. Internal tasting: no off-flavour 5/6.
2024-07-16  (Marketing, not OB-3) blind preference test, 150 shoppers, 3 Saskatoon stores: original / vanilla /
            unsweetened + 2 carton designs. 64% preferred unsweetened, new carton.
2024-08-20  Barista, coffee 85 °C: PG drink feathering score 3 (severe). + DKP 0.15%: score 0.
            Foam half-life 18 min (current barista product 11 min).
2024-08-27  June PG batch, 12 weeks at 25 °C (ambient proxy): 19 mPa·s, sediment 1.9%.
2024-10-01  PRODUCTION TRIAL 2,000 L, plant UHT 142 °C / 4 s, glucanase 0.02% + PG 0.05% + DKP 0.15%:
            15 mPa·s after UHT.
2024-11-26  Production trial at 8 weeks (4 °C): 16 mPa·s, sediment 1.1%, feathering 0.
""",
        "ob3_batches.csv": """
date,batch,glucanase_pct,pg_pct,bg_mw_kDa,visc_post_uht_mPas,visc_end_mPas,sediment_pct,storage
2024-01-23,B0 no gellan,0,0,,38,112,4.5,8 weeks 4 C
2024-01-23,retail gellan,0,0,,,41,0.6,8 weeks 4 C
2024-03-19,G1,0.02,0,310,14,16,4.1,8 weeks 4 C
2024-04-02,G2,0.005,0,780,,61,,8 weeks 4 C
2024-04-02,G3,0.01,0,460,,22,,8 weeks 4 C
2024-06-04,P1,0.02,0.05,310,,17,1.2,8 weeks 4 C
2024-08-27,P1,0.02,0.05,310,,19,1.9,12 weeks 25 C
2024-11-26,PROD 2000 L,0.02,0.05,,15,16,1.1,8 weeks 4 C
""",
    },
)

# 2 ------------------------------------------------------------------------------------------------
case(
    name="en_zirconia_crown_speed_sintering",
    language="en",
    fy=("2024-07-01", "2025-06-30"),
    title="Lakeshore Dental Ceramics Inc. — Mississauga, Ontario\n"
          "SR&ED project SZ-2: speed sintering of multilayer zirconia for anterior crowns and 3-unit bridges\n"
          "Tax year July 1, 2024 – June 30, 2025",
    heads={"242": "(242) Scientific or technological uncertainties\n\n",
           "244": "(244) Work performed\n\n",
           "246": "(246) Scientific or technological advancements\n\n"},
    bodies={
        "242": """
Our lab mills crowns and bridges from pre-shaded multilayer zirconia discs. The discs have a built-in gradient: a translucent but weaker incisal layer with 5 mol% yttria (5Y) blends into a stronger, more opaque 4Y dentin layer. The disc maker rates these discs only for its conventional cycle of about 9 h, with a 2 h hold at 1,450 °C. Faster cycles exist for single-layer 3Y and 4Y materials and our furnace can run them, but we found no data on speed sintering of multilayer 5Y/4Y discs, and the manufacturer could not tell us what would happen.

The translucency and strength of 5Y zirconia depend on its final porosity, grain size and cubic phase content, which in turn depend on time at temperature. We did not know whether a cycle of under 2 h could reach the same density, or whether the shorter time would leave enough residual porosity in the 5Y layer to make it visibly less translucent. Because the two layers shrink at slightly different rates, it was not known whether fast heating or fast cooling would crack or distort thick sections such as bridge connectors, and if so, which part of the cycle was responsible. The shade comes from colouring oxides (iron, erbium) added by the disc maker, and whether they would develop the same colour in a much shorter cycle was also unknown. Finally, we needed to know whether the fit of the restorations (the marginal gap) would stay within what our dentists accept if shrinkage during a fast cycle was not uniform.
""",
        "244": """
The work was done in-house by our CAD/CAM manager and a senior ceramist, with strength tests run at a university materials lab. All specimens were milled from one disc lot: 1.0 mm discs cut from the 5Y layer for the translucency parameter (TP, spectrophotometer over black and white backings), bars for density (Archimedes, % of theoretical), discs for biaxial flexural strength (ISO 6872, 15 per group), 3-unit bridges with 9 mm² connectors checked for cracks under transillumination, and crowns on a master die for the marginal gap (silicone replica).

June 18, 2024 – The furnace was set up with a 2 h speed program adapted from the one we use for our single-layer 4Y material; the first test discs had a TP of 16.2.

July 23 – Reference, conventional cycle: density 99.6%, TP 18.4, strength of the 5Y layer 612 MPa, colour difference from the target shade tab ΔE00 1.1.

August 27 – Speed cycle A (heating at 35 °C per minute to 1,560 °C, 15 min hold, 85 min in all): density 99.1%, TP 16.0, ΔE00 2.9, and 2 of 6 bridges cracked through a connector.

September 24 – The crack faces had sharp, unsintered edges, so the cracks had opened after sintering. Hypothesis: they form during the rapid cooling, not the heating. Slowing the cooling to 20 °C per minute down to 900 °C (97 min in all) left 0 of 6 bridges cracked.

October 29 – SEM showed 0.6% porosity in the 5Y layer after cycle A against 0.2% in the reference, in line with the lower TP. A 10 min hold at 1,250 °C followed by 20 min at 1,540 °C (cycle C) raised the density to 99.5% and the TP to 17.9.

December 10 – Hypothesis for the shade shift: the colouring oxides are not fully oxidized in the short cycle. A 10 min hold at 1,000 °C with the furnace vent open brought ΔE00 down to 1.4 (cycle D, 108 min in all).

February 11 – Strength with cycle D: 598 MPa for the 5Y layer and 903 MPa for the 4Y layer, against 612 and 921 MPa with the conventional cycle.

March 25 – Marginal gap on 20 crowns: 62 µm with cycle D and 58 µm with the conventional cycle.

May 13 – Cycle D was used for 40 anterior crowns in production; one was remade for shade.
""",
        "246": """
We developed a 108 min sintering cycle, against about 9 h, for multilayer 5Y/4Y zirconia, and found which part of a fast cycle causes each of the defects we saw. Cracking of thick connectors happened on cooling, not on heating: cooling at 20 °C per minute down to 900 °C eliminated it (0 of 6 bridges cracked, against 2 of 6). The loss of translucency in the 5Y layer came from residual porosity (0.6% against 0.2%), and a short intermediate hold at 1,250 °C recovered most of it (TP 17.9, against 18.4 for the conventional cycle). The shade shift (ΔE00 2.9) was reduced to 1.4 by a hold at 1,000 °C with the vent open, which supports the hypothesis that the colouring oxides need time in an oxidizing atmosphere. Strength was slightly lower than with the conventional cycle (598 against 612 MPa for the 5Y layer, 903 against 921 MPa for the 4Y layer), and the marginal gap was 62 against 58 µm. Dentists who have received the new crowns tell us they look more lifelike than anything we have sent them before. How the cycle performs with other disc lots and with thicker posterior bridges remains to be tested.
""",
    },
    defects=[
        ("244", "date_outside_year",
         "June 18, 2024 – The furnace was set up with a 2 h speed program adapted from the one we use for our single-layer 4Y material; the first test discs had a TP of 16.2."),
        ("246", "unmeasured",
         "Dentists who have received the new crowns tell us they look more lifelike than anything we have sent them before."),
    ],
    unsupported=[],
    evidence={
        "sz2_furnace_log.md": """
# SZ-2 — speed sintering, multilayer zirconia (5Y incisal / 4Y dentin), one disc lot
Lead: R. Mendes (CAD/CAM manager) / ceramist: H. Park / strength: university materials lab (ISO 6872)

Disc maker's cycle (conventional): 1450 °C, 2 h hold, total ~9 h. No speed cycle rated for multilayer discs.
Specimens: 1.0 mm discs from 5Y layer (TP, spectrophotometer, black/white backing); density bars (Archimedes,
% theoretical); biaxial discs, 15 per group; 3-unit bridges, connectors 9 mm², transillumination for cracks;
crowns on master die, marginal gap by silicone replica (µm).

2024-06-18  (prev. tax year) Furnace: 2 h speed program copied from our single-layer 4Y program. First discs TP 16.2.
2024-07-23  REF conventional: density 99.6%, TP 18.4, 5Y strength 612 MPa, ΔE00 1.1 vs shade tab.
2024-08-27  Cycle A: heating 35 °C per min to 1560 °C, hold 15 min, total 85 min. Density 99.1%, TP 16.0, ΔE00 2.9.
            Bridges: 2 of 6 cracked at connector.
2024-09-24  Fractography: crack faces sharp, not rounded/sintered -> cracks opened after sintering.
            Hyp (RM): cooling, not heating. Cycle B: cooling 20 °C per min down to 900 °C, total 97 min -> 0 of 6 cracked.
2024-10-29  SEM 5Y layer: porosity 0.6% (cycle A) vs 0.2% (ref).
            Cycle C: hold 10 min at 1250 °C, then 20 min at 1540 °C. Density 99.5%, TP 17.9.
2024-12-10  Hyp (HP): colouring oxides (Fe, Er) not fully oxidized in short cycle.
            Cycle D = C + 10 min hold at 1000 °C, vent open. ΔE00 1.4. Total 108 min.
2025-02-11  Strength, cycle D: 5Y 598 MPa, 4Y 903 MPa. Ref: 5Y 612 MPa, 4Y 921 MPa.
2025-03-25  Marginal gap, 20 crowns: cycle D 62 µm, conventional 58 µm.
2025-05-13  Cycle D in production: 40 anterior crowns, 1 remake (shade).
2025-06-02  Feedback from 3 dentists: "more lifelike". Not measured.
""",
        "sz2_results.csv": """
date,cycle,total_min,density_pct,tp_5y,delta_e00,strength_5y_MPa,strength_4y_MPa,bridges_cracked,gap_um
2024-07-23,conventional,540,99.6,18.4,1.1,612,921,,58
2024-08-27,A,85,99.1,16.0,2.9,,,2 of 6,
2024-09-24,B,97,,,,,,0 of 6,
2024-10-29,C,,99.5,17.9,,,,,
2024-12-10,D,108,,,1.4,,,,
2025-02-11,D,108,,,,598,903,,
2025-03-25,D,108,,,,,,,62
""",
    },
)

# 3 ------------------------------------------------------------------------------------------------
case(
    name="en_oyster_mushroom_hemp_hurd_substrate",
    language="en",
    fy=("2024-04-01", "2025-03-31"),
    title="Quinte Gourmet Mushrooms Ltd. (Prince Edward County, Ontario)\n"
          "Project OS-1 — Oyster mushroom production on hemp hurd\n"
          "Fiscal year ending March 31, 2025",
    heads={"242": "L242 — Scientific or technological uncertainties\n\n",
           "244": "L244 — Work performed\n\n",
           "246": "L246 — Scientific or technological advancements\n\n"},
    bodies={
        "242": """
We grow oyster mushrooms (Pleurotus ostreatus) in 10 kg bags of pasteurized wheat straw. Straw has become expensive and variable, while a hemp decortication plant 40 km away produces hemp hurd, the woody core of the stalk, as a by-product. Hurd differs from straw in ways that matter to a mushroom: it has more lignin (about 21% against 16%) and less nitrogen (a C:N ratio of about 120 against 85), it absorbs roughly four times its weight in water, and it arrives with a large share of fine dust. What has been published on hemp hurd as a mushroom substrate comes from small jar trials, mostly with supplements we cannot source, and reports yields that vary widely; none of it deals with bag production at commercial scale.

We did not know whether oyster mycelium would colonize hurd at a usable rate given its lignin content and low nitrogen, or how much supplement (wheat bran) it would take to approach straw yields without making the bags more prone to green mould (Trichoderma), which feeds on the same nutrients. We also did not know whether our hot-water pasteurization, set up for straw, would work on hurd. The fines pack tightly and hold more water, and they could leave airless pockets inside a bag where the mycelium stalls and competitors survive. Finally, the low bulk density of hurd could change gas exchange in the bag, and it was unclear whether CO2 would build up enough to slow colonization.
""",
        "244": """
The trials were run in one of our four grow rooms, set aside for the project, by the farm manager and our head grower, with advice from a mycologist at a college research centre. Each treatment used 12 bags (10 kg wet), and for each we recorded the days to full colonization, contamination (bags with green mould), CO2 inside the bag (needle probe) and fresh yield over two flushes, expressed as biological efficiency (BE, fresh mushrooms as a % of dry substrate).

- April 16: straw control, our standard process (1 h at 70 °C): colonized in 16 days, 1 of 12 bags contaminated, BE 78%.
- May 21: straight hurd, same pasteurization: 27 days to colonize, 4 of 12 contaminated, BE 41%. Bags cut open had dense white mycelium near the surface and uncolonized, sour-smelling hurd in the centre.
- June 25: hypothesis that the fines were packing down and leaving airless cores. Screening out material under 2 mm (about 30% of the hurd) and mixing 20% straw back in for structure: colonized in 21 days, in-bag CO2 down from 2.8% to 1.2%, BE 52%.
- August 13: wheat bran at 5%: BE 63%, 2 of 12 contaminated. At 10% bran, BE 70%, but contamination rose to 6 of 12 bags.
- October 22: thermocouples showed the centre of a hurd bag took 52 minutes to reach 65 °C, so the pasteurization for hurd was lengthened to 2 h at 70 °C. With 10% bran, contamination dropped to 1 of 12 and BE was 74%.
- September 10: a 50/50 blend of screened hurd and straw with 5% bran gave BE 76% and colonized in 16 days.
- December 3: the October treatment repeated in a full room of 120 bags to see whether it held at scale: BE 72%, 5 of 120 bags contaminated.
- February 18: second full room, same recipe: BE 73%, 3 of 120 contaminated, colonized in 18 days.

Every flush from the trial room was also swabbed for Listeria and tested for E. coli under our CanadaGAP food safety plan, and all 48 results came back negative, which shows that hemp hurd is a safe growing medium.
""",
        "246": """
The project showed that hemp hurd can replace most of the straw in bag production of oyster mushrooms, and why it fails when used as received. The first limit was physical rather than nutritional: fines under 2 mm packed the bag and left airless centres (in-bag CO2 of 2.8%), and removing them and adding some straw for structure brought the CO2 down to 1.2% and the BE up from 41% to 52%. Nitrogen was the second limit. Bran raised the yield but also the green mould, and the extra contamination turned out to come from the pasteurization rather than from the bran itself, because the centre of a hurd bag heats far more slowly than straw (52 minutes to reach 65 °C). With a 2 h pasteurization, hurd with 10% bran gave a BE of 74% in the trial and 72% and 73% in two full rooms, against 78% for straw, with 1 of 12 and then 5 and 3 of 120 bags contaminated. The results were convincing enough that a regional grocery chain has agreed to carry our hemp-grown oyster mushrooms in 22 stores starting this spring. We still need to find out how much hurd varies from one harvest to the next.
""",
    },
    defects=[
        ("244", "not_chronological",
         "September 10: a 50/50 blend of screened hurd and straw with 5% bran gave BE 76% and colonized in 16 days."),
        ("244", "routine",
         "Every flush from the trial room was also swabbed for Listeria and tested for E. coli under our CanadaGAP food safety plan, and all 48 results came back negative, which shows that hemp hurd is a safe growing medium."),
        ("246", "not_advancement",
         "The results were convincing enough that a regional grocery chain has agreed to carry our hemp-grown oyster mushrooms in 22 stores starting this spring."),
    ],
    unsupported=[],
    evidence={
        "os1_grow_log.md": """
# OS-1 grow log — hemp hurd substrate for oyster mushrooms (P. ostreatus)
Farm manager: L. Hutchinson / head grower: M. Vos / advice: college mycology lab (visits)

Standard: wheat straw, 10 kg wet bags, hot-water pasteurization 1 h at 70 °C, spawn 5%.
Hurd: decortication plant 40 km away. Lab sheet: lignin 21% (straw 16%), C:N 120 (straw 85),
water holding ~4x own weight, lots of fines.
Room 4 set aside for OS-1. 12 bags per treatment. Records: days to full colonization, contaminated bags
(green mould, Trichoderma), in-bag CO2 (needle probe, %), fresh yield 2 flushes -> BE (% of dry substrate).

2024-04-16  Straw control: colonized 16 days, 1/12 contaminated, BE 78%.
2024-05-21  100% hurd, same pasteurization: 27 days, 4/12 contaminated, BE 41%.
            Cut bags: dense white mycelium at surface, uncolonized sour core.
2024-06-25  Hyp (MV): fines pack, cores go anaerobic. Screen < 2 mm (removes ~30%) + 20% straw:
            21 days, in-bag CO2 2.8% -> 1.2%, BE 52%.
2024-08-13  Bran 5%: BE 63%, 2/12 contam. Bran 10%: BE 70%, 6/12 contam.
2024-09-10  50/50 screened hurd/straw + 5% bran: BE 76%, 16 days.
2024-10-22  Thermocouples: hurd bag centre 52 min to reach 65 °C (straw 18 min).
            Pasteurization for hurd -> 2 h at 70 °C. 10% bran: 1/12 contam, BE 74%.
2024-12-03  Full room, 120 bags, Oct recipe: BE 72%, 5/120 contam.
2025-02-18  2nd full room, 120 bags: BE 73%, 3/120 contam, 18 days.

Other (not OS-1): CanadaGAP environmental monitoring, Listeria swabs + E. coli on all flushes,
48 results, all negative (routine food safety plan).
2025-03-12  Sales: regional grocery chain to list hemp-grown oysters in 22 stores, spring 2025.
""",
        "os1_treatments.csv": """
date,treatment,hurd_pct,bran_pct,pasteurization,bags,days_to_colonize,contaminated,in_bag_co2_pct,be_pct
2024-04-16,straw control,0,0,1 h 70 C,12,16,1,,78
2024-05-21,hurd as received,100,0,1 h 70 C,12,27,4,2.8,41
2024-06-25,hurd screened + 20% straw,80,0,1 h 70 C,12,21,,1.2,52
2024-08-13,screened + bran 5%,80,5,1 h 70 C,12,,2,,63
2024-08-13,screened + bran 10%,80,10,1 h 70 C,12,,6,,70
2024-09-10,50/50 blend + bran 5%,50,5,1 h 70 C,12,16,,,76
2024-10-22,screened + bran 10%,80,10,2 h 70 C,12,,1,,74
2024-12-03,full room,80,10,2 h 70 C,120,,5,,72
2025-02-18,full room,80,10,2 h 70 C,120,18,3,,73
""",
    },
)

# 4 ------------------------------------------------------------------------------------------------
case(
    name="en_stoneware_local_clay_glaze_crazing",
    language="en",
    fy=("2023-10-01", "2024-09-30"),
    title="Minas Basin Pottery Ltd. — Wolfville, Nova Scotia\n"
          "Project GL-2: craze-free cone 6 tableware on a Nova Scotia clay body\n"
          "Fiscal period Oct. 1, 2023 to Sept. 30, 2024 — draft for review",
    heads={"242": "What scientific or technological uncertainties did you attempt to overcome?\n\n",
           "244": "What work did you perform in the tax year to overcome the scientific or technological "
                  "uncertainties described in line 242?\n\n",
           "246": "What scientific or technological advancements did you achieve or attempt to achieve as a "
                  "result of the work described in line 244?\n\n"},
    bodies={
        "242": """
Our award-winning, hand-thrown dinnerware is the first choice of many of the finest restaurants in Atlantic Canada, and in 2023 we began moving it from an imported stoneware body to one made with red clay from a pit in Hants County, but the first production pieces crazed within weeks in restaurant dishwashers. Crazing is a network of fine cracks in the glaze; on tableware it is a hygiene problem and not only a cosmetic one, because the cracks hold bacteria and stains.

It was not clear what was causing it. The usual explanation is a mismatch in thermal expansion: a glaze that contracts more than the body on cooling ends up in tension and cracks. The local body does have a lower expansion than the imported one (5.6 against 6.3 ×10⁻⁶/°C), so our glazes, at about 7.1, were expected to fit it worse. But the local body is also more porous (3.8% water absorption against 1.2%), and porous bodies slowly take up moisture and expand after firing, which can put a glaze into tension even if it fitted when it left the kiln. We did not know which mechanism dominated, and therefore whether reformulating the glazes would be enough or the body itself had to change. Lowering glaze expansion at cone 6 means replacing sodium and potassium with lithium or boron and adding silica, which changes how the glaze melts and can dull the surface or shift the colours our customers know. Making the body denser with a flux such as nepheline syenite risked bloating and warping, since the pit clay contains some sulfur and organic matter whose burnout at cone 6 we knew nothing about.
""",
        "244": """
All work was done in our studio by the owner and our studio technician; dilatometry and moisture expansion were measured by the ceramics lab of a local college. Tiles and plates were fired to cone 6 in oxidation (peak 1,220 °C) in our production kiln. For each body and glaze we measured thermal expansion (COE, dilatometer), water absorption (5 h boil), crazing resistance in an autoclave (345 kPa for 1 h, repeated up to 5 cycles and checked with ink), moisture expansion after autoclaving, thermal shock (ice water to boiling water, 10 cycles) and gloss at 60°.

October 17 – Baseline. The local body (LB-1) had a COE of 5.6 and 3.8% absorption, against 6.3 and 1.2% for the imported body. Our Harbour Blue glaze (COE 7.1) crazed in the first autoclave cycle on LB-1 and survived 3 cycles on the imported body.

November 21 – Glaze G-2: part of the sodium feldspar replaced with spodumene, and silica raised by 8%. The COE fell to 6.0 and gloss from 88 to 84 GU, but G-2 on LB-1 still crazed in the second autoclave cycle.

January 16 – With the glaze expansion now well down, we suspected the body itself. Moisture expansion after autoclaving was 0.08% for LB-1 against 0.02% for the imported body. Hypothesis: the delayed crazing on LB-1 is driven by moisture expansion of the porous body, and glaze fit alone will not solve it.

February 20 – Body LB-2, with 8% nepheline syenite: absorption 1.9%, COE 5.8, no bloating on 20 tiles.

March 26 – Body LB-3, with 12% nepheline syenite: absorption 1.1%, but 3 of 20 tiles bloated and 10-inch plates warped by 2.4 mm.

April 30 – Glaze G-4, which is G-2 with 5% of a boron frit: COE 5.7, gloss 86 GU. On LB-2 it passed 5 autoclave cycles and 10 thermal shock cycles without crazing, and the moisture expansion of LB-2 after autoclaving was down to 0.03%.

June 11 – Hypothesis: LB-3 bloats because sulfur and carbon in the pit clay are still burning out when the body starts to vitrify. A slow firing between 800 and 950 °C with a 45 min oxidizing hold gave 0 of 20 bloated tiles and 1.0% absorption.

August 13 – 500 cycles in our commercial dishwasher, 40 plates per combination: 29 of 40 LB-1/Harbour Blue plates crazed, and none of the LB-2/G-4 plates did. Gloss of G-4 after the test was 81 GU.

September 17 – LB-3 with the slow firing and G-4: no crazing after 5 autoclave cycles and a moisture expansion of 0.02%, but 10-inch plates warped by 1.6 mm against our 1.5 mm limit.
""",
        "246": """
The project established why stoneware made with our local clay crazed and how to make it craze-free at cone 6 without changing the look of our glazes. The crazing had two separate causes, and fixing only the glaze would not have worked. The first was ordinary glaze fit: the local body has a lower expansion than the imported body we used before (5.6 against 6.3), so our existing glaze (7.1) was under strong tension on it. Replacing part of the sodium feldspar with spodumene and raising the silica brought the glaze down to 6.0 with only a small loss of gloss (88 to 84 GU), yet the pieces still crazed in the autoclave. The second cause, which we had not expected, was moisture expansion of the porous body: after autoclaving, the local body had expanded by 0.08% against 0.02% for the imported body, which puts even a well-fitted glaze into tension over time. This is the mechanism behind the delayed crazing our restaurant customers saw after a few weeks of dishwashing.

Adding 8% nepheline syenite to the body cut its water absorption from 3.8% to 1.9% without bloating. Together with the lower-expansion glaze G-4 (5.7) it survived 5 autoclave cycles and 10 thermal shock cycles, and none of its 40 plates crazed in 500 commercial dishwasher cycles, whereas 29 of 40 plates made with the original body and glaze crazed. Going further, to 12% nepheline syenite, lowered absorption to 1.1% but made 3 of 20 tiles bloat. We traced the bloating to sulfur and carbon in the pit clay that were still burning out when the body began to close its pores, and a slow firing between 800 and 950 °C with a 45 min oxidizing hold removed it (0 of 20 tiles bloated). That body, however, warps more: 10-inch plates moved 1.6 mm, just over our 1.5 mm limit, so for now the 8% body is the one we have put into production. What we do not yet know is whether the moisture expansion of the 8% body, though lower, will keep increasing over years of use, since the autoclave only simulates part of that ageing, and how much the pit clay varies from one dig to the next.
""",
    },
    defects=[
        ("242", "marketing",
         "Our award-winning, hand-thrown dinnerware is the first choice of many of the finest restaurants in Atlantic Canada, and in 2023 we began moving it from an imported stoneware body to one made with red clay from a pit in Hants County, but the first production pieces crazed within weeks in restaurant dishwashers."),
        ("244", "unsupported",
         "On LB-2 it passed 5 autoclave cycles and 10 thermal shock cycles without crazing, and the moisture expansion of LB-2 after autoclaving was down to 0.03%."),
        ("246", "over_limit",
         "The project established why stoneware made with our local clay crazed and how to make it craze-free at cone 6 without changing the look of our glazes."),
    ],
    unsupported=["0.03%"],
    evidence={
        "gl2_studio_notebook.md": """
# GL-2 notebook — local clay body + cone 6 glazes, crazing
E. MacLeod (owner, potter) / J. Comeau (studio technician) / college ceramics lab: dilatometer, moisture expansion

Background: since 2023 moving tableware from imported cone 6 stoneware (IMP) to a body with red clay from our
Hants County pit. Restaurants report crazing after a few weeks in dishwashers (pieces from Aug.-Sept. 2023).
Bodies: IMP COE 6.3, absorption 1.2%. LB-1 = pit clay 70% / ball clay 15% / silica 15%: COE 5.6, absorption 3.8%.
Glaze HB (Harbour Blue, current): COE 7.1, gloss 88 GU.
Units: COE x10^-6 /°C (25-500 °C). Absorption: 5 h boil, %. Autoclave: 345 kPa, 1 h per cycle, up to 5 cycles,
ink check. Moisture expansion after autoclave, %. Thermal shock: ice water / boiling water, 10 cycles. Gloss 60° (GU).
Firing: cone 6 oxidation, peak 1220 °C, production kiln.

2023-10-17  LB-1 + HB: crazed autoclave cycle 1. IMP + HB: survived 3 cycles.
2023-11-21  G-2 = HB with part Na feldspar -> spodumene, silica +8%. COE 6.0, gloss 84 GU.
            LB-1 + G-2: crazed autoclave cycle 2.
2024-01-16  Moisture expansion after autoclave (college): LB-1 0.08%, IMP 0.02%.
            Hyp (EM): delayed crazing on LB-1 = moisture expansion of porous body; glaze fit alone won't fix it.
2024-02-20  LB-2 = LB-1 + 8% nepheline syenite: absorption 1.9%, COE 5.8, no bloating (20 tiles).
2024-03-26  LB-3 = LB-1 + 12% neph. syenite: absorption 1.1%, bloating 3/20 tiles, 10-inch plate warp 2.4 mm.
2024-04-30  G-4 = G-2 + 5% boron frit: COE 5.7, gloss 86 GU.
            LB-2 + G-4: 5 autoclave cycles, no craze. Thermal shock 10 cycles OK. Moisture exp. LB-2: 0.04%.
2024-06-11  Hyp (JC): LB-3 bloating = S + C in pit clay not burnt out before vitrification.
            Slow fire 800-950 °C + 45 min oxidizing hold: LB-3 bloating 0/20, absorption 1.0%.
2024-08-13  Dishwasher (commercial), 500 cycles, 40 plates each: LB-1 + HB 29/40 crazed; LB-2 + G-4 0/40.
            G-4 gloss after test 81 GU.
2024-09-17  LB-3 (slow fire) + G-4: no craze after 5 autoclave cycles, moisture exp. 0.02%.
            10-inch plates warp 1.6 mm (limit 1.5 mm). -> LB-2 to production for now.
""",
        "gl2_tests.csv": """
date,body,glaze,coe_body,coe_glaze,absorption_pct,moisture_exp_pct,autoclave_cycles_passed,gloss_GU,notes
2023-10-17,LB-1,HB,5.6,7.1,3.8,,0,88,crazed cycle 1
2023-10-17,IMP,HB,6.3,7.1,1.2,,3,88,
2023-11-21,LB-1,G-2,5.6,6.0,3.8,,1,84,crazed cycle 2
2024-01-16,LB-1,,5.6,,3.8,0.08,,,
2024-01-16,IMP,,6.3,,1.2,0.02,,,
2024-02-20,LB-2,,5.8,,1.9,,,,no bloating 20 tiles
2024-03-26,LB-3,,,,1.1,,,,bloating 3/20
2024-04-30,LB-2,G-4,5.8,5.7,1.9,0.04,5,86,
2024-06-11,LB-3 slow fire,,,,1.0,,,,bloating 0/20
2024-08-13,LB-2,G-4,,,,,,81,dishwasher 500 cycles 0/40 crazed
2024-09-17,LB-3 slow fire,G-4,,,,0.02,5,,warp 1.6 mm
""",
    },
)

# 5 ------------------------------------------------------------------------------------------------
case(
    name="en_rural_legacy_address_geocoding",
    language="en",
    fy=("2023-11-01", "2024-10-31"),
    title="Chignecto Parcel Systems Inc. — Moncton, NB\n"
          "SR&ED project RG-2: locating rural and legacy-format delivery addresses from driver scan data\n"
          "Taxation year November 1, 2023 to October 31, 2024",
    heads={"242": "## Line 242 — Scientific or technological uncertainties\n\n",
           "244": "## Line 244 — Work performed in the year\n\n",
           "246": "## Line 246 — Scientific or technological advancements\n\n"},
    bodies={
        "242": """
About a third of the parcels we deliver in New Brunswick, Prince Edward Island and Nova Scotia go to rural addresses, and many shippers still send these in legacy forms: rural route, site and compartment numbers ("RR 2 Site 14 Comp 9"), lot and concession numbers, or a community name that is not a municipality, often mixing French and English. The commercial geocoders we use return the postal code centroid for much of this (41% and 37% of our rural test addresses), and in rural areas that point can be kilometres from the house, so route plans and driver guidance built on it send trucks to the wrong place.

We have one source of better locations: the GPS position of the driver's handheld each time a parcel is scanned as delivered, 1.9 million scans from 2021 to 2023. Those positions are noisy in ways that are not documented anywhere. Drivers often scan several parcels at once at the truck, or only when they reach the next stop, and a scan may be taken at the end of a long driveway rather than at the door. We did not know whether batch and late scans could be detected from the scan sequence alone, since nothing in the data marks them. We did not know whether the true delivery point of an address could be estimated reliably from a handful of noisy scans, when most rural addresses receive only a few parcels a year, or how to place addresses that have never received one. And because the same road may be written several ways in two languages while different roads in neighbouring districts can share a name, it was uncertain whether address variants could be merged automatically without also merging distinct places, which would spread errors rather than remove them.
""",
        "244": """
The work was done by our lead developer, a data scientist and, for part of the year, a second developer. We built a test set of 5,000 rural addresses whose true delivery points had been recorded at the door by our drivers, and measured every method against it: the median distance from the true point, and the share of addresses placed within 100 m.

November 14 – Baseline: the two commercial geocoders had median errors of 2.8 km and 2.1 km and placed 34% and 39% of the addresses within 100 m.

December 12 – Hypothesis: batch and late scans can be recognized by their timing. A rule flagging any scan taken less than 20 s after the previous one flagged 18% of scans. On the test set, flagged scans were a median of 640 m from the true point against 35 m for the others, so they were excluded from then on.

January 23 – Clustering the remaining scans of each address (DBSCAN, 50 m radius) gave a median error of 210 m for addresses with at least 3 deliveries, but could not be used for the 38% of rural addresses with fewer.

March 5 – For those, we tested a second hypothesis: that legacy rural route and site numbers follow the order of the road, so that a point can be interpolated along a segment of the provincial road network from neighbouring addresses whose position is known. The median error was 140 m for addresses with 1 or 2 deliveries and 690 m for addresses with none, against 2.1 km for the better commercial geocoder.

May 7 – The address normalizer (French and English road types, abbreviations, route numbers) wrongly merged 3.1% of the variant pairs we reviewed, mostly roads with the same name in neighbouring local service districts. Allowing merges only within the same district or municipality cut false merges to 0.4%, while the share of true variants merged fell from 96% to 93%.

June 18 – Seasonal cottages had larger errors (median 380 m). Many share one lane, and their scans cluster at the lane entrance rather than at each cottage.

July 9 to August 30 – Shadow test at two depots on 12,400 parcels: the predicted point was within 100 m of the actual delivery scan for 87% of parcels, against 52% for the commercial geocoder.

September 24 – Failure analysis: 41% of the remaining errors over 500 m were in new subdivisions that have neither scans nor road segments yet.

Moving the pipeline onto our production servers and building the dispatcher screen were routine development work and are not included in this claim.
""",
        "246": """
We developed a way to locate rural and legacy-format addresses from our own delivery scans that, in live operation, placed 87% of parcels within 100 m of the actual delivery point, against 52% for the commercial geocoder, and we learned three things that were not known at the start. First, batch and late scans can be identified from their timing alone: scans taken less than 20 s after the previous one were a median of 640 m from the true point, against 35 m for the others, and excluding them is what made per-address estimates usable (median error of 210 m with 3 or more deliveries). Second, legacy rural route and site numbers follow the order of the road closely enough to interpolate positions from neighbouring known addresses, which brought the median error to 140 m for addresses with 1 or 2 deliveries and to 690 m for addresses never delivered to, against 2.1 km. Third, merging bilingual and abbreviated road names is only safe within a district boundary; without that constraint 3.1% of merges joined different roads. The method still fails for new subdivisions and for cottages that share a lane, which account for most of the errors that remain.
""",
    },
    defects=[],
    unsupported=[],
    evidence={
        "rg2_dev_log.md": """
# RG-2 dev log — rural / legacy address geocoding for last-mile delivery
S. Arsenault (lead dev) / P. Nguyen (data scientist) / K. Doiron (dev, ~40% on RG-2 from March)

Context: about 1/3 of parcels in NB / PE / NS rural depots. Legacy forms from shippers: RR/Site/Comp
(e.g. "RR 2 Site 14 Comp 9"), lot/concession, community names (LSDs), French/English mixed.
Commercial geocoders A and B return postal code centroid for 41% (A) and 37% (B) of TS-1.
Scan history: 1.9 million delivery scans, 2021-2023, handheld GPS at scan time. No batch flag in data.
TS-1: 5,000 rural addresses, door location captured by drivers (Sept.-Oct. 2023). Metrics: median error,
% within 100 m.

2023-11-14  Baseline TS-1: A median 2.8 km, B 2.1 km. Within 100 m: A 34%, B 39%.
2023-12-12  Hyp (PN): batch / late scans visible in timing. Rule: < 20 s after previous scan -> batch.
            Flags 18% of scans. TS-1: flagged median 640 m from truth, unflagged 35 m. Exclude flagged.
2024-01-23  DBSCAN per address (eps 50 m) on unflagged scans: median 210 m for >= 3 deliveries.
            38% of rural addresses have < 3 deliveries -> no cluster.
2024-03-05  Hyp (SA): RR/Site numbers follow road order -> interpolate along provincial road network segment
            from neighbours with known points. 1-2 deliveries: median 140 m. 0 deliveries: 690 m (B: 2.1 km).
2024-05-07  Normalizer review: 3.1% false merges (same road name, neighbouring LSDs).
            Merge only within same LSD / municipality: false merges 0.4%, true-variant recall 96% -> 93%.
2024-06-18  Seasonal cottages: median 380 m. Shared lanes, scans cluster at lane entrance.
2024-07-09 to 2024-08-30  Shadow test, 2 depots (Sackville NB, Summerside PE), 12,400 parcels:
            within 100 m of delivery scan 87% (B: 52%).
2024-09-24  Failure analysis: errors > 500 m: 41% in new subdivisions (no scans, not in road network).

Not claimed: pipeline move to production servers, dispatcher screen (routine dev).
""",
        "rg2_eval.csv": """
date,method,addresses,median_error_m,within_100m_pct,notes
2023-11-14,geocoder A,5000,2800,34,centroid 41%
2023-11-14,geocoder B,5000,2100,39,centroid 37%
2023-12-12,batch-scan rule,,640,,flagged scans (18%); unflagged 35 m
2024-01-23,DBSCAN >= 3 deliveries,,210,,
2024-03-05,road interpolation 1-2 deliveries,,140,,
2024-03-05,road interpolation 0 deliveries,,690,,
2024-06-18,seasonal cottages,,380,,
2024-08-30,shadow test 12400 parcels,,,87,geocoder B 52
""",
    },
)

# 6 ------------------------------------------------------------------------------------------------
case(
    name="fr_peinture_marquage_routier_basse_temperature",
    language="fr",
    fy=("2024-01-01", "2024-12-31"),
    title="Peintures Signalisation Chaudière inc. (Sainte-Marie, Beauce)\n"
          "Projet MR-4 — Peinture de marquage routier à l'eau pour application par temps froid\n"
          "Année d'imposition se terminant le 31 décembre 2024",
    heads={"242": "Ligne 242 – Quelles incertitudes scientifiques ou technologiques avez-vous tenté de surmonter?\n\n",
           "244": "Ligne 244 – Quel travail avez-vous effectué au cours de l'année d'imposition pour surmonter "
                  "les incertitudes scientifiques ou technologiques décrites à la ligne 242?\n\n",
           "246": "Ligne 246 – Quelles avancées scientifiques ou technologiques avez-vous réalisées ou tenté de "
                  "réaliser à la suite du travail décrit à la ligne 244?\n\n"},
    bodies={
        "242": """
Nos peintures de marquage routier à l'eau sont formulées pour être appliquées l'été. Au Québec, une bonne partie du traçage doit pourtant se faire en fin de saison, en septembre et en octobre, quand la chaussée descend sous 10 °C et que l'humidité est élevée. Dans ces conditions, notre formule de référence sèche lentement (34 min avant de résister au trafic, contre 8 min à 20 °C) et le film se fissure, parce que sa température minimale de formation de film (TMFF) est de 8 °C.

La façon habituelle d'abaisser la TMFF est d'ajouter un agent de coalescence, mais ces produits sont des composés organiques volatils, et la teneur en COV des peintures de signalisation est limitée à 150 g/L. On ignorait si l'on pouvait descendre la TMFF sous 3 °C sans dépasser cette limite et sans ralentir encore le séchage. On ne savait pas non plus ce qui limite vraiment le séchage à froid : la coalescence du film, ou le départ de l'eau et de l'ammoniac qui déclenche la prise des émulsions à prise rapide. Ces deux hypothèses mènent à des formulations opposées. Il fallait aussi savoir si un agent de prise plus réactif resterait stable en pot, si le film frais résisterait à une averse peu après l'application et si les billes de verre, qui assurent la visibilité de nuit, s'enchâsseraient correctement dans une peinture plus visqueuse à basse température. Enfin, on ignorait si les temps de séchage mesurés en chambre climatique permettraient de prédire ceux d'une chaussée froide en conditions réelles.
""",
        "244": """
Les travaux ont été réalisés par notre chimiste responsable et un technicien de laboratoire, avec notre équipe de traçage pour les essais sur route. En laboratoire, les films (380 µm à l'état humide) étaient appliqués en chambre climatique; on mesurait le temps de non-collage (ASTM D711), la TMFF, la teneur en COV, la stabilité en pot (7 jours à 40 °C, hausse de viscosité en KU), la résistance au lessivage (film arrosé 30 min après l'application) et l'enchâssement des billes de verre.

12 décembre 2023 : premier essai de la formule estivale à 5 °C en chambre climatique; non-collage en 38 min.

16 janvier : formule de référence à 5 °C et 85 % HR : non-collage en 34 min, TMFF de 8 °C, film fissuré.

20 février : ajout de 2 % d'agent de coalescence : TMFF de 3 °C, mais COV de 139 g/L, près de la limite, et non-collage encore à 29 min. Hypothèse : à froid, le séchage est limité par le départ de l'ammoniac et de l'eau, et non par la coalescence.

26 mars : remplacement de l'agent de coalescence par un mélange d'émulsions dure et souple (70/30) : TMFF de 2 °C, COV de 104 g/L, non-collage en 24 min.

7 mai : ajout de 0,8 % d'une polyamine de prise rapide : non-collage en 14 min à 5 °C, mais la viscosité en pot augmentait de 18 KU en 7 jours, au-delà de notre limite de 10 KU.

11 juin : polyamine réduite à 0,5 % et pH ajusté à 10,2 : hausse de 7 KU, non-collage en 17 min. Arrosé 30 min après l'application, le film n'a perdu que 4 % de sa masse, contre 35 % pour la formule de référence.

9 juillet : à 5 °C, les billes ne s'enchâssaient qu'à 38 %, contre 55 % à 20 °C. Hypothèse : la peinture, plus visqueuse à froid, retient les billes en surface. Avec des billes traitées au silane, l'enchâssement est passé à 52 %.

Comme chaque année, les 23 lots livrés au ministère des Transports ont aussi subi les essais de conformité de son cahier des charges (viscosité, densité, matières non volatiles, temps de séchage), et tous ont été jugés conformes, ce qui confirme la robustesse de nos formulations à basse température.

17 septembre : premier essai sur route, 2 km de ligne de rive sur un chemin municipal, chaussée à 6 °C et 90 % HR : non-collage au trafic en 19 min, rétroréflexion initiale de 285 mcd/m²/lx.

15 octobre : deuxième essai, chaussée à 4 °C et 88 % HR : non-collage en 26 min, rétroréflexion initiale de 262 mcd/m²/lx.

26 novembre : après 10 semaines, la ligne du premier essai donnait 241 mcd/m²/lx, contre 230 pour la formule estivale appliquée en août sur la même route.
""",
        "246": """
Nous avons établi qu'à basse température, le séchage d'une peinture de marquage à l'eau à prise rapide est limité par le déclenchement de la prise, et non par la formation du film : abaisser la TMFF de 8 à 3 °C avec un agent de coalescence ne faisait passer le non-collage à 5 °C que de 34 à 29 min, tout en portant les COV à 139 g/L. Un mélange d'émulsions dure et souple donne une TMFF de 2 °C à 104 g/L, et une polyamine de prise rapide ramène le non-collage à 14 min; à 0,5 % avec un pH de 10,2, la formule reste stable en pot (7 KU) et sèche en 17 min, avec une bien meilleure résistance au lessivage que la formule d'été (4 % du film enlevé contre 35 %). Nous avons aussi constaté que l'enchâssement des billes chute à froid (38 % contre 55 %) et qu'un traitement au silane le rétablit en bonne partie (52 %). Sur route, le non-collage a été de 19 min à 6 °C et de 26 min à 4 °C, plus long qu'en chambre (17 min à 5 °C) : la chambre climatique sous-estime donc le temps de séchage sur une chaussée froide. De l'avis des contremaîtres de la Ville, les lignes tracées cet automne avec la nouvelle formule sont nettement plus visibles la nuit que celles de nos anciennes peintures. Il reste à expliquer l'écart entre la chambre et la route, et à vérifier la tenue de la ligne après un hiver de déneigement.
""",
    },
    defects=[
        ("244", "date_outside_year",
         "12 décembre 2023 : premier essai de la formule estivale à 5 °C en chambre climatique; non-collage en 38 min."),
        ("244", "routine",
         "Comme chaque année, les 23 lots livrés au ministère des Transports ont aussi subi les essais de conformité de son cahier des charges (viscosité, densité, matières non volatiles, temps de séchage), et tous ont été jugés conformes, ce qui confirme la robustesse de nos formulations à basse température."),
        ("246", "unmeasured",
         "De l'avis des contremaîtres de la Ville, les lignes tracées cet automne avec la nouvelle formule sont nettement plus visibles la nuit que celles de nos anciennes peintures."),
    ],
    unsupported=[],
    evidence={
        "cahier_labo_MR-4.md": """
# MR-4 — Peinture de marquage à l'eau, application à basse température
G. Poulin (chimiste, responsable) ; D. Veilleux (technicien de laboratoire) ; équipe de traçage pour les essais sur route

Constat : traçage de fin de saison (septembre-octobre), chaussée sous 10 °C, humidité élevée.
Formule de référence MR-S (été) : émulsion acrylique à prise rapide (amine fonctionnelle + ammoniac),
TMFF 8 °C, COV 98 g/L, non-collage 8 min à 20 °C.
Limite COV des peintures de signalisation : 150 g/L.
Méthodes : non-collage (ASTM D711) en chambre climatique, film humide 380 µm ; TMFF (barre à gradient) ;
COV calculé (g/L) ; stabilité en pot 7 jours à 40 °C (hausse de viscosité en KU, limite interne 10 KU) ;
lessivage : film arrosé 30 min après application, % de masse enlevée ; enchâssement des billes (%, microscope) ;
rétroréflexion RL (mcd/m²/lx, rétroréflectomètre portatif).

2023-12-12  (exercice précédent) Essai préliminaire MR-S en chambre à 5 °C : non-collage 38 min.
2024-01-16  MR-S, 5 °C / 85 % HR : non-collage 34 min. TMFF 8 °C. Film fissuré à 5 °C.
2024-02-20  MR-S + 2 % coalescent (ester-alcool) : TMFF 3 °C, COV 139 g/L, non-collage 29 min, pas de fissures.
            Hyp. (GP) : à froid, séchage limité par le départ de l'ammoniac et de l'eau, pas par la coalescence.
2024-03-26  Mélange d'émulsions dure/souple 70/30, sans coalescent ajouté : TMFF 2 °C, COV 104 g/L, non-collage 24 min.
2024-05-07  + 0,8 % polyamine de prise rapide : non-collage 14 min à 5 °C. Stabilité en pot : +18 KU (limite 10 KU).
2024-06-11  Polyamine 0,5 %, pH ajusté à 10,2 : +7 KU ; non-collage 17 min.
            Lessivage (arrosage à 30 min) : 4 % enlevé (MR-S à 5 °C : 35 %).
2024-07-09  Billes à 5 °C : enchâssement 38 % (MR-S à 20 °C : 55 %).
            Hyp. (DV) : viscosité plus haute à froid, les billes restent en surface. Billes traitées silane : 52 %.
2024-09-17  ESSAI ROUTE 1 — chemin municipal (Saint-Georges), 2 km de ligne de rive, chaussée 6 °C, 90 % HR :
            non-collage au trafic 19 min ; RL initiale 285 mcd/m²/lx.
2024-10-15  ESSAI ROUTE 2 — chaussée 4 °C, 88 % HR : non-collage 26 min ; RL initiale 262 mcd/m²/lx.
2024-11-26  Route 1 après 10 semaines : RL 241 mcd/m²/lx. MR-S appliquée en août sur la même route : 230.
2024-12-03  Contremaîtres de la Ville : lignes « plus visibles la nuit ». Aucune mesure comparative.

Hors MR-4 : essais de conformité au cahier des charges du MTQ sur les 23 lots livrés en 2024 (viscosité,
densité, matières non volatiles, temps de séchage). Contrôle qualité courant, tous conformes. Formule d'été.
""",
        "essais_MR-4.csv": """
date;formule;temp_essai (°C);hr (%);tmff (°C);cov (g/L);non_collage (min);stabilite_pot (KU);lessivage (%);enchassement (%)
2024-01-16;MR-S;5;85;8;98;34;;35;
2024-02-20;MR-S + 2 % coalescent;5;85;3;139;29;;;
2024-03-26;emulsions 70/30;5;85;2;104;24;;;
2024-05-07;70/30 + polyamine 0,8 %;5;85;2;104;14;18;;
2024-06-11;70/30 + polyamine 0,5 % pH 10,2;5;85;2;104;17;7;4;
2024-07-09;MR-S billes standard;20;;;;;;;55
2024-07-09;MR-4 billes standard;5;;;;;;;38
2024-07-09;MR-4 billes silane;5;;;;;;;52
""",
    },
)

# 7 ------------------------------------------------------------------------------------------------
case(
    name="fr_isolant_laine_mouton_combustion_lente",
    language="fr",
    fy=("2024-05-01", "2025-04-30"),
    title="Laines du Témiscouata inc. (Dégelis)\n"
          "Projet LM-2 : panneau isolant en laine de mouton québécoise sans composés de bore\n"
          "Exercice du 1er mai 2024 au 30 avril 2025 — version préparée par la firme-conseil",
    heads={"242": "242 — Incertitudes scientifiques ou technologiques\n\n",
           "244": "244 — Travail effectué\n\n",
           "246": "246 — Avancées scientifiques ou technologiques\n\n"},
    bodies={
        "242": """
Notre entreprise lave et carde la laine de troupeaux du Bas-Saint-Laurent, une laine grossière (32 à 38 µm) qui se vend mal pour le textile. Nous voulions en faire un panneau isolant pour murs et toitures, composé à 85 % de laine et lié par 15 % de fibres bicomposantes de polyester. Au fond, l'incertitude principale du projet était de savoir si nous pourrions offrir ce panneau à un prix assez proche de celui de la laine minérale pour convaincre les quincailleries de la région de le tenir en magasin.

La laine brûle difficilement avec flamme, mais elle peut se consumer lentement (combustion couvante), et un isolant doit limiter cette combustion; pour les isolants cellulosiques, la méthode de l'ASTM C739 fixe une perte de masse maximale de 15 %. Les isolants de laine vendus en Europe sont traités au borax ou à l'acide borique, des composés que nous ne voulions pas utiliser. On ignorait si un sel ignifuge sans bore, comme un phosphate d'ammonium, protégerait la laine, dont la combustion et le charbonnement diffèrent de ceux de la cellulose. On ne savait pas non plus quel rôle jouait la lanoline laissée par le lavage, une matière grasse qui pourrait servir de combustible à la combustion lente. Enfin, les phosphates sont hygroscopiques et peuvent corroder l'acier : il fallait vérifier s'ils augmenteraient la reprise d'humidité du panneau, et donc sa conductivité thermique, et s'ils attaqueraient les fixations et les montants métalliques avec lesquels le panneau sera en contact.
""",
        "244": """
Les travaux ont été menés par notre directrice technique et un technicien, avec un centre collégial de transfert de technologie pour les essais de combustion lente et de conductivité. Sauf mention contraire, les panneaux d'essai avaient une masse volumique de 24 kg/m³. On mesurait la perte de masse en combustion lente selon la méthode de l'ASTM C739, la conductivité thermique au fluxmètre (ASTM C518), la reprise d'humidité à 80 % HR et la corrosion sur des coupons d'acier galvanisé (14 jours à 90 % HR).

14 mai : panneau de référence non traité (lanoline résiduelle de 0,9 %) : conductivité de 38,6 mW/m·K, perte de masse en combustion lente de 41 %.

18 juin : à titre de comparaison seulement, traitement au borax à 8 % : perte de 9 %.

23 juillet : phosphate diammonique (DAP) à 8 % : perte de 22 %; à 12 % : perte de 13 %, mais forte odeur d'ammoniac dès 30 °C.

10 septembre : hypothèse : la lanoline résiduelle alimente la combustion lente. La laine relavée (lanoline ramenée à 0,3 %) et traitée au DAP à 8 % a donné une perte de 11 %, sous la limite de 15 %.

22 octobre : reprise d'humidité à 80 % HR de 19 % avec le DAP, contre 16 % sans traitement; la conductivité à sec restait à 38,7 mW/m·K.

3 décembre : le DAP à 8 % a causé des piqûres sur les coupons galvanisés; l'ajout de 2 % de carbonate de calcium les a éliminées, avec une perte en combustion lente de 12 %.

21 janvier : pour réduire la quantité de laine, essai à 20 kg/m³ : conductivité de 40,2 mW/m·K et perte de 17 %, au-delà de la limite; la masse volumique a donc été maintenue à 24 kg/m³.

25 février : lot pilote de 60 panneaux (laine relavée, DAP à 8 %, carbonate à 2 %) : conductivité de 38,9 mW/m·K et perte moyenne de 12 % sur 5 échantillons (de 10 à 14 %).
""",
        "246": """
Nous avons montré qu'un panneau isolant en laine de mouton peut satisfaire au critère de combustion lente de 15 % sans composés de bore, et que la lanoline résiduelle est un facteur déterminant : avec le même traitement au phosphate diammonique à 8 %, la perte de masse passe de 22 % à 11 % quand la lanoline est ramenée de 0,9 % à 0,3 %, alors qu'il faut 12 % de DAP pour un résultat semblable (13 %) sans relavage, avec une odeur d'ammoniac inacceptable. Le phosphate augmente la reprise d'humidité (19 % contre 16 % à 80 % HR) sans changer la conductivité à sec, et la corrosion qu'il cause sur l'acier galvanisé est supprimée par 2 % de carbonate de calcium. Nous avons aussi appris que la masse volumique ne peut pas être réduite pour économiser la laine : à 20 kg/m³, la perte en combustion lente monte à 17 %. Le lot pilote a confirmé ces résultats (perte de 12 %), avec une conductivité de 36,8 mW/m·K, meilleure que celle d'une laine minérale de même épaisseur. Le résultat est un isolant haut de gamme, 100 % naturel et sans compromis, qui n'a rien à envier aux meilleurs produits européens. Il reste à vérifier le comportement du panneau après plusieurs cycles d'humidité et la variabilité de la laine d'un troupeau à l'autre.
""",
    },
    defects=[
        ("242", "not_uncertainty",
         "Au fond, l'incertitude principale du projet était de savoir si nous pourrions offrir ce panneau à un prix assez proche de celui de la laine minérale pour convaincre les quincailleries de la région de le tenir en magasin."),
        ("246", "unsupported",
         "Le lot pilote a confirmé ces résultats (perte de 12 %), avec une conductivité de 36,8 mW/m·K, meilleure que celle d'une laine minérale de même épaisseur."),
        ("246", "marketing",
         "Le résultat est un isolant haut de gamme, 100 % naturel et sans compromis, qui n'a rien à envier aux meilleurs produits européens."),
    ],
    unsupported=["36,8 mW/m·K"],
    evidence={
        "journal_essais_LM-2.md": """
# LM-2 — Panneau isolant en laine de mouton : combustion lente, corrosion, conductivité
A. Thibodeau (directrice technique) ; F. Bérubé (technicien) ; CCTT (cégep) : combustion lente et conductivité

Laine : toisons grossières de troupeaux du Bas-Saint-Laurent, diamètre 32 à 38 µm. Lavage usuel : lanoline résiduelle 0,9 %.
Panneau : 85 % laine + 15 % fibres bicomposantes polyester (liage thermique 150 °C), 24 kg/m³.
Méthodes : combustion lente selon ASTM C739 (perte de masse, %, critère max. 15 %) ; conductivité au fluxmètre
(ASTM C518, mW/m·K, 24 °C moyen) ; reprise d'humidité à 80 % HR (%) ; corrosion : coupons d'acier galvanisé,
14 jours à 90 % HR (piqûres oui/non).
Pas de bore (borax, acide borique) dans le produit : essai au borax pour comparaison seulement.
Direction : prix visé proche de la laine minérale, pour les quincailleries de la région.

2024-05-14  Référence non traitée (lanoline 0,9 %) : λ 38,6 mW/m·K ; combustion lente : perte 41 %.
2024-06-18  Borax 8 % (comparaison) : perte 9 %.
2024-07-23  DAP 8 % : perte 22 %. DAP 12 % : perte 13 %, odeur d'ammoniac forte dès 30 °C.
2024-09-10  Hyp. (AT) : la lanoline résiduelle alimente la combustion lente.
            Relavage -> lanoline 0,3 %. DAP 8 % : perte 11 %.
2024-10-22  Reprise d'humidité à 80 % HR : 19 % (DAP 8 %) contre 16 % (non traité). λ à sec : 38,7 mW/m·K.
2024-12-03  Corrosion : piqûres avec DAP 8 %. + 2 % carbonate de calcium : aucune piqûre. Perte 12 %.
2025-01-21  Essai 20 kg/m³ (moins de laine) : λ 40,2 mW/m·K, perte 17 % (> 15 %). On reste à 24 kg/m³.
2025-02-25  LOT PILOTE 60 panneaux (laine relavée, DAP 8 %, CaCO3 2 %, 24 kg/m³) :
            λ 38,9 mW/m·K ; perte moyenne 12 % sur 5 échantillons (10 à 14 %).
2025-04-08  Marketing (hors projet) : ébauche de fiche produit « isolant 100 % naturel, haut de gamme ».
""",
        "resultats_LM-2.csv": """
date;essai;lanoline (%);dap (%);caco3 (%);masse_vol (kg/m³);perte_combustion (%);lambda (mW/m·K);reprise_humidite (%)
2024-05-14;reference non traitee;0,9;0;0;24;41;38,6;16
2024-06-18;borax 8 % (comparaison);0,9;0;0;24;9;;
2024-07-23;DAP 8 %;0,9;8;0;24;22;;
2024-07-23;DAP 12 %;0,9;12;0;24;13;;
2024-09-10;relavee + DAP 8 %;0,3;8;0;24;11;;
2024-10-22;relavee + DAP 8 %;0,3;8;0;24;;38,7;19
2024-12-03;relavee + DAP 8 % + CaCO3 2 %;0,3;8;2;24;12;;
2025-01-21;idem a 20 kg/m³;0,3;8;2;20;17;40,2;
2025-02-25;lot pilote 60 panneaux;0,3;8;2;24;12;38,9;
""",
    },
)

# 8 ------------------------------------------------------------------------------------------------
case(
    name="fr_tofu_ferme_nigari_coagulation_continue",
    language="fr",
    fy=("2023-09-01", "2024-08-31"),
    title="Aliments Soya Saint-Laurent inc. (Montréal)\n"
          "Projet TF-3 — Tofu ferme au nigari seul, coagulé en continu\n"
          "Exercice financier du 1er septembre 2023 au 31 août 2024",
    heads={"242": "**Ligne 242 – Incertitudes scientifiques ou technologiques**\n\n",
           "244": "**Ligne 244 – Travail effectué pendant l'année d'imposition**\n\n",
           "246": "**Ligne 246 – Avancées scientifiques ou technologiques**\n\n"},
    bodies={
        "242": """
Nous fabriquons du tofu ferme à partir de fèves de soya biologiques du Québec. Notre procédé coagule le lait de soya au sulfate de calcium dans des cuves de 60 L, puis le caillé est pressé en boîtes. Nos clients demandaient un tofu au nigari (chlorure de magnésium), plus traditionnel, et nous voulions une étiquette « nigari seulement », sans le nigari émulsifié importé qu'utilisent la plupart des fabricants pour ralentir la réaction, parce qu'il contient des émulsifiants.

Le nigari coagule les protéines du soya beaucoup plus vite que le sulfate de calcium. Dans nos premiers essais, le caillé se formait dès le contact, en grumeaux, et le tofu était friable, avec un rendement bien plus faible. Les ouvrages techniques décrivent des moyens de ralentir la réaction (émulsion, ajout lent à la main par un artisan), mais aucune méthode pour obtenir une coagulation uniforme en continu avec du nigari seul. On ignorait si la température et la teneur en solides du lait, ou la façon d'y mélanger le nigari, permettraient de contrôler la vitesse de coagulation. On ne savait pas non plus si un tofu coagulé au magnésium, qui forme un gel plus lâche, pourrait atteindre la fermeté de notre tofu au calcium avec un rendement comparable, ni si les protéines perdues dans le lactosérum pourraient être retenues dans le caillé. Enfin, chauffer le lait additionné de nigari dans une conduite risquait d'encrasser les surfaces chaudes, et on ignorait à quelle vitesse.
""",
        "244": """
Les essais ont été faits à notre usine par la directrice de production et notre technologue alimentaire, entre les séries de production. À chaque essai, on mesurait le rendement (kg de tofu par kg de fèves sèches), la dureté (analyse de profil de texture sur des cubes de 2 cm), l'humidité du tofu et les solides perdus dans le lactosérum.

19 septembre : référence au sulfate de calcium : rendement de 2,62 kg/kg, dureté de 9,8 N, humidité de 78 %, 0,9 % de solides dans le lactosérum.

24 octobre : nigari ajouté directement au lait à 80 °C : rendement de 2,21 kg/kg, dureté de 6,1 N, caillé grumeleux et 1,9 % de solides dans le lactosérum.

15 janvier : hypothèse : la réaction est trop rapide au point de mélange et le lait coagule localement avant que le nigari soit réparti. Dans un tube de coagulation en continu muni d'un mélangeur statique, avec injection du nigari en deux points : rendement de 2,46 kg/kg, dureté de 8,2 N, 1,3 % de solides dans le lactosérum.

28 novembre : lait à 70 °C et à 12 % de solides : rendement de 2,34 kg/kg, dureté de 6,8 N, 1,6 % de solides dans le lactosérum.

12 mars : nouvelle hypothèse : il faut séparer le mélange de la coagulation. Le lait a été refroidi à 12 °C, le nigari ajouté à froid (il ne se produit pas de coagulation sous 20 °C), puis le mélange chauffé dans le tube jusqu'à 85 °C en 40 s : caillé homogène, rendement de 2,58 kg/kg, dureté de 9,4 N, 1,0 % de solides dans le lactosérum.

23 avril : trois séries de production de 400 kg de fèves chacune : rendement moyen de 2,55 kg/kg, dureté de 9,1 N, humidité de 79 %.

4 juin : après 3 h de production, des dépôts de protéines réduisaient le transfert de chaleur dans la section de chauffage du tube. En portant la vitesse du lait à 1,2 m/s, nous avons pu produire pendant 6 h sans baisse mesurable du transfert de chaleur.
""",
        "246": """
Nous avons établi que la perte de rendement et la texture friable du tofu au nigari viennent d'une coagulation trop rapide au point de mélange, et non de la composition du lait : baisser la température du lait de 80 à 70 °C ou répartir l'injection ne corrigeait le problème qu'en partie (rendement de 2,34 puis 2,46 kg/kg, contre 2,62 au sulfate de calcium). La solution a été de séparer le mélange de la coagulation : le nigari ajouté à un lait refroidi à 12 °C ne réagit pas, et le chauffage rapide dans le tube jusqu'à 85 °C fait prendre tout le lait en même temps. Ce procédé a donné un caillé homogène, une dureté de 9,4 N contre 9,8 N pour la référence, et un lactosérum à 1,0 % de solides contre 1,9 % au départ. En production, sur trois séries de 400 kg de fèves, le rendement moyen a atteint 2,61 kg de tofu par kg de fèves, soit l'équivalent du procédé au sulfate de calcium. Ce tofu nous a d'ailleurs permis de décrocher une inscription dans 40 épiceries d'une grande bannière québécoise dès l'été. Il reste à régler l'encrassement de la section de chauffage, qui limite pour l'instant les séries à 6 h.
""",
    },
    defects=[
        ("244", "not_chronological",
         "28 novembre : lait à 70 °C et à 12 % de solides : rendement de 2,34 kg/kg, dureté de 6,8 N, 1,6 % de solides dans le lactosérum."),
        ("246", "unsupported",
         "En production, sur trois séries de 400 kg de fèves, le rendement moyen a atteint 2,61 kg de tofu par kg de fèves, soit l'équivalent du procédé au sulfate de calcium."),
        ("246", "not_advancement",
         "Ce tofu nous a d'ailleurs permis de décrocher une inscription dans 40 épiceries d'une grande bannière québécoise dès l'été."),
    ],
    unsupported=["2,61 kg"],
    evidence={
        "registre_essais_TF-3.md": """
# TF-3 — Tofu ferme au nigari seul, coagulation en continu
M. Tremblay-Nguyen (directrice de production) ; K. Ito (technologue alimentaire)

Procédé actuel : fèves biologiques du Québec ; lait de soya coagulé au sulfate de calcium (CaSO4) en cuves de 60 L ;
pressage en boîtes.
Visé : étiquette « nigari seulement » (MgCl2), sans nigari émulsifié importé (contient des émulsifiants).
Mesures : rendement (kg tofu / kg fèves sèches) ; dureté (TPA, cubes de 2 cm, N) ; humidité (%) ;
solides dans le lactosérum (%). Essais entre les séries de production.

2023-09-19  Référence CaSO4 : rendement 2,62 ; dureté 9,8 N ; humidité 78 % ; solides lactosérum 0,9 %.
2023-10-24  Nigari direct, lait à 80 °C : rendement 2,21 ; dureté 6,1 N ; caillé grumeleux ; lactosérum 1,9 %.
2023-11-28  Lait à 70 °C, solides 12 % : rendement 2,34 ; dureté 6,8 N ; lactosérum 1,6 %.
2024-01-15  Hyp. (KI) : réaction trop rapide au point de mélange -> coagulation locale avant répartition.
            Tube de coagulation continu, mélangeur statique, injection en 2 points :
            rendement 2,46 ; dureté 8,2 N ; lactosérum 1,3 %.
2024-03-12  Hyp. (MTN) : séparer mélange et coagulation. Lait refroidi à 12 °C, nigari ajouté à froid
            (pas de coagulation sous 20 °C), chauffage dans le tube jusqu'à 85 °C en 40 s.
            Caillé homogène ; rendement 2,58 ; dureté 9,4 N ; lactosérum 1,0 %.
2024-04-23  Production : 3 séries de 400 kg de fèves : rendement moyen 2,55 (2,51 à 2,59) ; dureté 9,1 N ;
            humidité 79 %.
2024-06-04  Encrassement section de chauffage après 3 h (dépôts protéiques, transfert de chaleur en baisse).
            Vitesse du lait portée à 1,2 m/s : 6 h sans baisse mesurable.
2024-08-20  Ventes (hors projet) : inscription dans 40 épiceries d'une bannière québécoise, été 2024.
""",
        "essais_TF-3.csv": """
date;essai;coagulant;temp_lait (°C);rendement (kg/kg);durete (N);humidite (%);solides_lactoserum (%)
2023-09-19;reference;CaSO4;80;2,62;9,8;78;0,9
2023-10-24;nigari direct;MgCl2;80;2,21;6,1;;1,9
2023-11-28;nigari 70 C 12 % solides;MgCl2;70;2,34;6,8;;1,6
2024-01-15;tube + melangeur statique 2 points;MgCl2;80;2,46;8,2;;1,3
2024-03-12;ajout a froid + chauffage en tube;MgCl2;85;2,58;9,4;;1,0
2024-04-23;production 3 series;MgCl2;85;2,55;9,1;79;
""",
    },
)

# 9 ------------------------------------------------------------------------------------------------
case(
    name="fr_pommes_bio_atmosphere_dynamique",
    language="fr",
    fy=("2024-08-01", "2025-07-31"),
    title="Entrepôt fruitier Rougemont inc. (Montérégie)\n"
          "Projet AD-2 — Entreposage en atmosphère dynamique de pommes biologiques McIntosh et Cortland\n"
          "Année d'imposition du 1er août 2024 au 31 juillet 2025",
    heads={"242": "Question 1 / Ligne 242 — Incertitudes scientifiques ou technologiques\n\n",
           "244": "Question 2 / Ligne 244 — Travail effectué\n\n",
           "246": "Question 3 / Ligne 246 — Avancées scientifiques ou technologiques\n\n"},
    bodies={
        "242": """
Notre entrepôt conserve les pommes biologiques de plusieurs vergers de Rougemont, surtout des McIntosh et des Cortland. En production biologique, on ne peut utiliser ni le 1-MCP ni le DPA, les deux traitements qui protègent les pommes conventionnelles pendant un long entreposage. En atmosphère contrôlée (AC) classique (2,5 % d'O2, 2 % de CO2, 3 °C), nos Cortland biologiques développent de l'échaudure superficielle après quelques mois et nos McIntosh ramollissent, si bien que nous devons les vendre avant février.

L'atmosphère dynamique (AD) abaisse l'oxygène juste au-dessus du seuil où le fruit commence à fermenter; ce seuil est repéré par un changement de la fluorescence de la chlorophylle, mesurée sur quelques fruits placés dans des capteurs à l'intérieur de la chambre. La méthode a surtout été mise au point en Europe, sur d'autres variétés. On ignorait où se situait le seuil bas d'oxygène de la McIntosh et de la Cortland, deux variétés sensibles aux faibles teneurs en O2, et si le signal de fluorescence serait fiable sur des pommes aussi colorées, puisque le pigment rouge de la pelure atténue la lumière mesurée. Comme les deux variétés partagent une chambre, il fallait savoir quelle marge au-dessus du seuil éviterait la fermentation de la plus sensible sans trop réduire l'effet sur l'autre. On ne savait pas non plus si les quelques fruits des capteurs représentaient bien ceux du bas des palox, où l'air circule moins. Enfin, il n'était pas établi que l'AD, sans DPA, suffirait à prévenir l'échaudure de la Cortland sur plus de 7 mois, ni qu'elle éviterait le brunissement interne de la McIntosh.
""",
        "244": """
Les travaux ont été réalisés par notre gérant d'entrepôt et une agronome-conseil en post-récolte, dans deux chambres de notre entrepôt : la chambre 4 en AC classique, comme témoin, et la chambre 5 en AD, équipée de capteurs de fluorescence. Chacune contenait 60 palox de McIntosh et 60 palox de Cortland des mêmes vergers. On suivait l'éthanol dans le jus (indicateur de fermentation) et la fermeté au pénétromètre, et, à chaque échantillonnage, l'échaudure et le brunissement interne après 7 jours à 20 °C.

24 septembre : remplissage des chambres et mise en AC.

8 octobre : descente progressive de l'O2 dans la chambre 5 : le signal de fluorescence a réagi à 0,45 % d'O2 pour la McIntosh et à 0,35 % pour la Cortland. La consigne a été fixée à 0,65 %, soit le seuil de la McIntosh plus 0,2 %.

22 octobre : le signal des McIntosh très colorées était environ 40 % plus faible que celui des fruits plus verts. Hypothèse : le pigment rouge masque la chlorophylle. Nous avons placé dans les capteurs des fruits choisis, face verte tournée vers la source lumineuse.

19 novembre : éthanol de 48 ppm dans le jus des McIntosh et de 22 ppm dans celui des Cortland, sous notre seuil de 100 ppm.

17 décembre : les McIntosh du bas des palox contenaient 71 ppm d'éthanol contre 45 ppm en haut. Hypothèse : l'air circule moins au bas des piles. Après une hausse de la vitesse des ventilateurs, l'écart est passé à 52 contre 46 ppm.

Plusieurs autres ajustements ont aussi été apportés en cours de saison afin d'optimiser les conditions d'entreposage dans les deux chambres.

11 février : échantillonnage de mi-saison : échaudure des Cortland de 2 % en AD contre 18 % en AC; fermeté des McIntosh de 62 N en AD contre 54 N en AC.

25 mars : essai d'une marge réduite (seuil plus 0,1 %) : l'éthanol des McIntosh est monté à 160 ppm en trois semaines, et la consigne a été ramenée au seuil plus 0,2 %.

13 mai : ouverture des chambres après sept mois et demi : échaudure des Cortland de 4 % en AD contre 31 % en AC; fermeté des McIntosh de 58 N contre 47 N; brunissement interne des McIntosh de 3 % en AD contre 2 % en AC.
""",
        "246": """
Nous avons déterminé le seuil bas d'oxygène de deux variétés de pommes biologiques en atmosphère dynamique (0,45 % d'O2 pour la McIntosh et 0,35 % pour la Cortland) et montré qu'une consigne commune fixée au seuil de la variété la plus sensible plus 0,2 % convient aux deux, alors qu'une marge de 0,1 % fait fermenter la McIntosh (160 ppm d'éthanol). Nous avons aussi constaté que la coloration rouge de la McIntosh affaiblit le signal de fluorescence d'environ 40 %, ce qui oblige à choisir les fruits des capteurs, et que les fruits du bas des palox fermentent davantage tant que la circulation d'air n'est pas augmentée (71 contre 45 ppm). Sans DPA ni 1-MCP, l'AD a limité l'échaudure des Cortland à 4 % après sept mois et demi, contre 31 % en AC, et maintenu la fermeté des McIntosh à 58 N contre 47 N, sans hausse notable du brunissement interne (3 % contre 2 %). Selon nos acheteurs, les pommes sorties des chambres AD en mai avaient un goût et un croquant nettement supérieurs à ceux des saisons précédentes. Il reste à vérifier si ces seuils varient d'une année à l'autre selon la maturité à la récolte.
""",
    },
    defects=[
        ("244", "marketing",
         "Plusieurs autres ajustements ont aussi été apportés en cours de saison afin d'optimiser les conditions d'entreposage dans les deux chambres."),
        ("246", "unmeasured",
         "Selon nos acheteurs, les pommes sorties des chambres AD en mai avaient un goût et un croquant nettement supérieurs à ceux des saisons précédentes."),
    ],
    unsupported=[],
    evidence={
        "journal_entreposage_AD-2.md": """
# AD-2 — Atmosphère dynamique (AD), pommes biologiques McIntosh et Cortland
Gérant d'entrepôt : P. Lussier ; agronome-conseil post-récolte : C. Ménard

Bio : pas de 1-MCP ni de DPA. AC classique : 2,5 % O2, 2 % CO2, 3 °C. Problème : échaudure (Cortland),
ramollissement (McIntosh) -> ventes terminées avant février. Objectif : vendre jusqu'en mai (7 mois et plus).
Chambre 4 = AC témoin ; chambre 5 = AD, capteurs de fluorescence chlorophyllienne (6 fruits par capteur).
Chaque chambre : 60 palox McIntosh + 60 palox Cortland, mêmes vergers.
Mesures : éthanol dans le jus (ppm ; seuil interne 100 ppm) ; fermeté (pénétromètre, N) ;
échaudure et brunissement interne (% des fruits) après 7 jours à 20 °C.

2024-09-24  Remplissage, mise en AC (chambres 4 et 5).
2024-10-08  Ch. 5 : descente O2. Réaction fluorescence : McIntosh 0,45 % O2, Cortland 0,35 %.
            Consigne = seuil McIntosh + 0,2 % = 0,65 %.
2024-10-22  Signal McIntosh très colorées ~40 % plus faible que fruits verts. Hyp. (CM) : anthocyanes masquent
            la chlorophylle. Fruits des capteurs choisis, face verte vers la source.
2024-11-19  Éthanol : McIntosh 48 ppm, Cortland 22 ppm.
2024-12-17  McIntosh bas des palox 71 ppm / haut 45 ppm. Hyp. (PL) : circulation d'air faible au bas des piles.
            Ventilateurs : vitesse augmentée -> 52 ppm / 46 ppm.
2025-02-11  Mi-saison : échaudure Cortland AD 2 %, AC 18 %. Fermeté McIntosh AD 62 N, AC 54 N.
2025-03-25  Marge réduite (seuil + 0,1 %) : éthanol McIntosh 160 ppm en 3 semaines -> retour à + 0,2 %.
2025-05-13  Ouverture (~7,5 mois) : échaudure Cortland AD 4 %, AC 31 %. Fermeté McIntosh AD 58 N, AC 47 N.
            Brunissement interne McIntosh AD 3 %, AC 2 %.
2025-06-03  Acheteurs : « goût et croquant supérieurs » (commentaire, pas de test).
""",
        "echantillons_AD-2.csv": """
date;chambre;variete;o2 (%);ethanol (ppm);fermete (N);echaudure (%);brunissement (%)
2024-11-19;5 AD;McIntosh;0,65;48;;;
2024-11-19;5 AD;Cortland;0,65;22;;;
2024-12-17;5 AD;McIntosh bas;0,65;71;;;
2024-12-17;5 AD;McIntosh haut;0,65;45;;;
2025-02-11;5 AD;Cortland;0,65;;;2;
2025-02-11;4 AC;Cortland;2,5;;;18;
2025-02-11;5 AD;McIntosh;0,65;;62;;
2025-02-11;4 AC;McIntosh;2,5;;54;;
2025-03-25;5 AD;McIntosh;0,55;160;;;
2025-05-13;5 AD;Cortland;0,65;;;4;
2025-05-13;4 AC;Cortland;2,5;;;31;
2025-05-13;5 AD;McIntosh;0,65;;58;;3
2025-05-13;4 AC;McIntosh;2,5;;47;;2
""",
    },
)

# ---- CASES-END ----

if __name__ == "__main__":
    main()
