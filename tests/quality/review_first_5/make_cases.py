#!/usr/bin/env python3
"""Writes the review_first_5 held-out cases (evidence files + case.json) and checks them.

Run:  python3 tests/quality/review_first_5/make_cases.py
Same case.json format as review_first_4 (see tests/quality/review/README.md); ten new projects
(6 English, 4 French), none of them on a topic of an earlier review set. Checks done here:
  - every defect `kind` is one of the nine kinds of the format;
  - every defect `sentence` occurs exactly once in the draft, inside the body of its line, on one line;
  - word counts: every line between 150 words (body) and 30 below the limit (350 / 700 / 350,
    heading included); this set has no over_limit line;
  - every `unsupported` string occurs once in the draft, inside an `unsupported` sentence of line
    244/246, in no evidence file, and its value occurs nowhere in the evidence (as any number, or date);
  - every other number and date of lines 244 and 246 is found in the evidence BY VALUE: "1,2 %" in a
    French draft matches "1.2" in a column headed `..._pct` of a lab export, "3,900 kg" matches
    "3900 kg", "14 heures" matches "14 h", "Nov. 21" / "21 novembre" matches "2023-11-21". Dates
    without a year are resolved inside the fiscal year. 244 dates are inside the fiscal year unless
    the sentence is a `date_outside_year` defect (whose date is outside the year and in the evidence);
  - every "number + unit" token of lines 244/246 (outside `unsupported`) has the same value with an
    equivalent unit in some evidence file (or, for a .csv file, in a column whose header names the unit).
What is planted (subtle on purpose): a routine QA / production QC sentence written in research words,
market research presented as work, a date one month after the fiscal year end and one before its
start, "significantly improved" / "nettement amélioré" with no figure, numbers in 246 that are absent
from the evidence while near-identical values are present, and an unsupported date a week off.
Clean lines hold near-misses that must NOT be flagged: measured comparisons, a business-context
sentence in 242 that also states the technical uncertainty, "commercially available" products,
supported figures written in another format than the evidence.
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
    name="en_patient_record_linkage",
    language="en",
    fy=("2024-04-01", "2025-03-31"),
    title="Clearwater Health Informatics Inc. (Moncton, NB)\n"
          "Project PL-2: probabilistic linkage of patient records across bilingual clinic systems\n"
          "Fiscal year April 1, 2024 to March 31, 2025",
    heads={"242": "Line 242 – Scientific or technological uncertainties\n",
           "244": "Line 244 – Work performed\n",
           "246": "Line 246 – Scientific or technological advancements\n"},
    bodies={
        "242": """
Our software merges patient records from community clinics, pharmacies and a regional laboratory into one longitudinal chart for each patient. Because provincial health card numbers are missing or mistyped in about one record in eight, records must be linked on names, date of birth, sex and address. Our next-generation, AI-powered matching engine will set a new standard for patient safety and make Clearwater the partner of choice for every health authority in Atlantic Canada.

Standard probabilistic record linkage (the Fellegi-Sunter model) estimates, for each field, how likely two records are to agree when they belong to the same person and when they do not, and it assumes that fields agree or disagree independently. In our data that assumption is doubtful: francophone and anglophone spellings of the same name (Thériault, Theriault, Terrio), compound family names that are split or reordered, and a married name in one system with a birth name in another are all frequent, and they cluster in the same records. We did not know whether string comparators tuned on English-language data, such as Jaro-Winkler, would separate true matches from non-matches on Acadian names, or how much correlated disagreements would inflate false matches once combined under the independence assumption. It was also unknown whether a model trained on linked pairs from one region would keep its error rates in a region with a different mix of names, and whether any threshold could keep false merges, which can put one patient's allergies in another patient's chart, below one in 10,000 pairs while still linking most true matches automatically instead of sending them to manual review.
""",
        "244": """
We assembled a reference set of 18,400 record pairs from two clinic networks, reviewed by two health records technicians; 6,150 of them were true matches. Each method was scored on recall (the share of true matches linked automatically), on false merges per 10,000 pairs, and on the share of pairs sent to manual review.

May 14, 2024: a baseline Fellegi-Sunter model with Jaro-Winkler comparators, fitted by expectation-maximization, linked 81.2% of true matches automatically, with 9 false merges per 10,000 pairs.

June 25: error analysis showed that 64% of the missed matches involved a French or Acadian surname, and that name and address disagreed together in 38% of the false merges. Our hypothesis was that comparators built for English names under-score Acadian spelling variants, and that the independence assumption double-counts disagreements that occur together.

August 20: a phonetic comparator adapted to French (rules for silent final consonants, "eau" and "o", "th" and "t") raised recall to 87.5% with no change in false merges.

October 8: replacing the independence assumption with a model that estimates name and address agreement jointly reduced false merges from 9 to 4 per 10,000 pairs at the same recall.

November 26: a gradient-boosted classifier trained on the comparison vectors reached 93.1% recall at 3 false merges per 10,000 pairs in the training network, but only 84.0% recall in the second network.

January 21, 2025: recalibrating the classifier's scores on 500 reviewed pairs from the second network restored recall to 91.4% at 3 false merges per 10,000 pairs.

February 11: with the threshold set to keep false merges below 1 per 10,000 pairs, 88.6% of true matches were linked automatically and 7.9% of pairs went to manual review.

In March, we carried out a systematic experimental validation of the release candidate, executing the full 1,200-case regression suite and verifying each user story against its acceptance criteria before deployment to the pilot clinics.
""",
        "246": """
We established that the independence assumption of standard probabilistic linkage does not hold for bilingual Atlantic Canadian patient data, and that correcting it matters as much as better string comparison. Name and address disagreed together in 38% of false merges; modelling them jointly cut false merges from 9 to 4 per 10,000 pairs at equal recall. Comparators designed for English names were the main cause of missed matches (64% involved a French or Acadian surname), and a French-adapted phonetic comparator raised recall from 81.2% to 87.5% without adding false merges. A classifier trained in one network did not transfer as is: recall fell from 93.1% to 84.0% in a second network with a different mix of names. Recalibrating its scores on only 500 reviewed pairs from the new network brought recall back to 91.4%, which indicates that the shift lies in the calibration of the scores rather than in what the classifier learned. Finally, we showed that the safety target can be met: below 1 false merge per 10,000 pairs, 88.6% of true matches were linked automatically and 7.9% of pairs needed manual review. How many reviewed pairs a third region would need remains unknown, since both of our networks follow similar record-keeping practices.
""",
    },
    defects=[
        ("242", "marketing",
         "Our next-generation, AI-powered matching engine will set a new standard for patient safety and make Clearwater the partner of choice for every health authority in Atlantic Canada."),
        ("244", "routine",
         "In March, we carried out a systematic experimental validation of the release candidate, executing the full 1,200-case regression suite and verifying each user story against its acceptance criteria before deployment to the pilot clinics."),
    ],
    unsupported=[],
    evidence={
        "pl2_linkage_experiments.md": """
# PL-2 linkage experiments - Clearwater Health Informatics (data science: A. Cormier, P. Nguyen)

Reference set: 18,400 record pairs from 2 clinic networks (Network A: Moncton region, Network B: Saint John region),
double-reviewed by 2 health records technicians. True matches: 6,150.
Metrics: recall = true matches linked automatically; FM = false merges per 10,000 pairs; review = % of pairs sent to manual review.

## 2024-05-14 Baseline
Fellegi-Sunter, Jaro-Winkler on names, EM fit. Recall 81.2%, FM 9 / 10,000.

## 2024-06-25 Error analysis
Missed matches: 64% involve a French/Acadian surname (Theriault/Thériault/Terrio, Leblanc/LeBlanc, Doiron/Doiran).
False merges: name AND address disagree together in 38%.
Hypothesis (AC): JW under-scores Acadian variants; conditional independence double-counts correlated disagreement.

## 2024-08-20 French phonetic comparator
Rules: silent final consonants, eau/au/o, th/t, doubled letters. Recall 87.5%, FM unchanged (9 / 10,000).

## 2024-10-08 Joint name-address agreement model
FM 4 / 10,000 at same recall (87.5%).

## 2024-11-26 GBM classifier on comparison vectors
Network A (training): recall 93.1% @ FM 3 / 10,000. Network B (not in training): recall 84.0% @ FM 3.

## 2025-01-21 Recalibration
Isotonic recalibration on 500 reviewed Network B pairs: recall 91.4% @ FM 3 / 10,000.

## 2025-02-11 Safety threshold
Threshold for FM < 1 / 10,000: auto-link 88.6% of true matches; manual review 7.9% of pairs.
""",
        "pl2_release_qa_checklist.txt": """
PL-2 release candidate 2.3.0 - QA checklist (March 2025)
Regression suite: 1200 automated cases - all passed (run 2025-03-12)
User stories verified against acceptance criteria: 34 / 34
Deployment to pilot clinics (Network A) scheduled 2025-03-24.
Sign-off: QA lead M. Boudreau
""",
    },
)

# 2 ------------------------------------------------------------------------------------------------
case(
    name="en_rotomolded_kayak_warpage",
    language="en",
    fy=("2024-01-01", "2024-12-31"),
    title="Lakehead Rotomoulding Ltd. — Thunder Bay, Ontario\n"
          "RK-4: two-layer rotomoulded kayak hulls with a recycled polyethylene inner layer (tax year 2024)",
    heads={"242": "242 – Technological uncertainty\n",
           "244": "244 – Work performed\n",
           "246": "246 – Technological advancement\n"},
    bodies={
        "242": """
We rotomould sit-on-top and touring kayaks from linear low-density polyethylene (LLDPE) powder in aluminium moulds that are heated in an oven and then cooled with air and water mist. A large outdoor retailer asked us to put 30% post-consumer recycled polyethylene into every hull by the 2025 season, which would only be possible if a two-layer wall, virgin outside and recycled inside, could be moulded without the hull warping or the layers separating, and neither we nor our resin supplier knew whether it could.

A single-layer hull already warps when it cools unevenly, because polyethylene shrinks by a few percent as it crystallizes and the part pulls away from the mould wall earlier in some areas than in others. Recycled polyethylene from mixed sources has a different melt flow index and crystallization temperature than our virgin grade, so the inner layer would crystallize and shrink at a different time from the outer one. We did not know whether this mismatch would create bending stresses through the wall that increase the warpage of the long, flat deck and keel sections, or how the timing of the second powder drop and the cooling rate would affect it. We also did not know whether the recycled layer, which contains traces of polypropylene and pigment, would bond to the virgin layer well enough to survive impact at low temperature, since delamination is the usual failure of multilayer rotomoulded parts. Published rotomoulding guidance covers foamed inner layers, not solid recycled ones.
""",
        "244": """
Trials used our 5.2 m touring kayak mould on the shuttle machine. Warpage was measured as the largest gap between the keel line and a straight reference bar, and layer bonding by falling-dart impact at -40 °C and by peel tests on cut sections. Our target was a keel warpage below 3.0 mm, the level of the virgin hull.

February 6: the virgin single-layer reference hull, cooled with the standard program (8 minutes of air, then water mist), showed 2.8 mm of keel warpage.

March 19: the first two-layer hull, with 30% recycled powder dropped in at an internal air temperature of 180 °C, warped 7.4 mm. DSC tests showed that the recycled grade crystallized at 108 °C against 114 °C for the virgin grade. Our hypothesis was that the outer layer solidifies and shrinks first, and that the still-molten inner layer then pulls the wall into a curve.

May 7: dropping the recycled powder later, at 200 °C, reduced warpage to 5.9 mm but left unfused powder in the deck corners.

June 18: a slower cooling program (14 minutes of air before the water mist) gave 4.1 mm, with a cycle 6 minutes longer.

August 27: adding 0.5% of a nucleating agent to the recycled powder raised its crystallization temperature to 113 °C. Hulls moulded with the 180 °C drop and the standard cooling program warped between 2.4 mm and 2.7 mm over five mouldings.

October 15: dart impact at -40 °C caused no delamination on 12 of 12 samples cut from the nucleated hulls, and the peel strength between the layers was 5.6 N/mm.

On January 28, 2025, a three-month outdoor exposure of two nucleated hulls on our test rack ended with keel warpage unchanged within 0.2 mm.
""",
        "246": """
We found that the warpage of a two-layer rotomoulded hull with a recycled inner layer is driven by the difference in crystallization temperature between the layers, not by the recycled content as such. With the recycled grade crystallizing at 108 °C against 114 °C for the virgin grade, the two-layer hull warped 7.4 mm, against 2.8 mm for a virgin hull. The two process levers we tested only partly compensated: a later drop of the inner layer reduced warpage to 5.9 mm but left unfused powder, and slower cooling reduced it to 4.1 mm at the cost of a cycle 6 minutes longer. Closing the gap at its source worked: 0.5% of nucleating agent raised the crystallization temperature of the recycled grade to 113 °C, and nucleated hulls moulded with the standard program warped on average only 2.1 mm, within our 3.0 mm target. The nucleating agent also significantly improved the bond between the two layers. Layer bonding proved sufficient for service, with no delamination in 12 dart impacts at -40 °C and a peel strength of 5.6 N/mm. Whether the nucleating agent changes the long-term ultraviolet resistance of the inner layer remains to be determined.
""",
    },
    defects=[
        ("244", "date_outside_year",
         "On January 28, 2025, a three-month outdoor exposure of two nucleated hulls on our test rack ended with keel warpage unchanged within 0.2 mm."),
        ("246", "unsupported",
         "Closing the gap at its source worked: 0.5% of nucleating agent raised the crystallization temperature of the recycled grade to 113 °C, and nucleated hulls moulded with the standard program warped on average only 2.1 mm, within our 3.0 mm target."),
        ("246", "unmeasured",
         "The nucleating agent also significantly improved the bond between the two layers."),
    ],
    unsupported=["2.1 mm"],
    evidence={
        "rk4_moulding_log.txt": """
LAKEHEAD ROTOMOULDING LTD. - RK-4 moulding log (shuttle machine, 5.2 m touring kayak mould T-52)
Materials: virgin LLDPE rotomoulding grade (outer); PCR PE powder, mixed post-consumer, 30% of shot weight (inner).
Warpage = max gap keel line / straight reference bar (mm). Target: < 3.0 mm (virgin hull level).
Bonding: falling-dart impact at -40 °C; peel test on cut sections (N/mm).

2024-02-06  Ref hull, virgin single layer, std cooling (8 min air + water mist). Keel warpage 2.8 mm.
2024-03-19  Two-layer, PCR drop at 180 °C internal air temp, std cooling. Warpage 7.4 mm.
            DSC (lab): Tc PCR grade 108 °C / Tc virgin 114 °C.
            Hypothesis (D. Marchetti): outer layer crystallizes + shrinks first, molten inner layer pulls wall into a curve.
2024-05-07  PCR drop at 200 °C: warpage 5.9 mm. Unfused powder in deck corners (2 locations).
2024-06-18  Slow cooling: 14 min air then mist. Warpage 4.1 mm. Cycle +6 min.
2024-08-27  PCR + 0.5% nucleating agent: Tc 113 °C. 180 °C drop, std cooling, 5 hulls. See rk4_warpage_measurements.csv.
2024-10-15  Dart impact at -40 °C, samples from nucleated hulls: 12/12 no delamination. Peel 5.6 N/mm.
2024-10-29  2 nucleated hulls (S/N 0871, 0874) placed on outdoor test rack for 3 months.
2025-01-28  Rack exposure end. Keel warpage change within 0.2 mm on both hulls.
""",
        "rk4_warpage_measurements.csv": """
date,hull_id,layers,pcr_pct,nucleant_pct,drop_temp_C,cooling,keel_warpage_mm
2024-02-06,0850,1,0,0,,std,2.8
2024-03-19,0856,2,30,0,180,std,7.4
2024-05-07,0861,2,30,0,200,std,5.9
2024-06-18,0863,2,30,0,180,slow,4.1
2024-08-27,0868,2,30,0.5,180,std,2.4
2024-08-27,0869,2,30,0.5,180,std,2.6
2024-08-28,0870,2,30,0.5,180,std,2.7
2024-08-28,0871,2,30,0.5,180,std,2.5
2024-08-29,0874,2,30,0.5,180,std,2.6
""",
    },
)

# 3 ------------------------------------------------------------------------------------------------
case(
    name="en_geothermal_borehole_grout",
    language="en",
    fy=("2023-11-01", "2024-10-31"),
    title="Boreal GeoExchange Ltd. (Saskatoon, SK) — fiscal year ended October 31, 2024\n"
          "Project GX-3: graphite-enhanced grout for vertical ground-loop boreholes",
    heads={"242": "Question 1 / Section 242 – Scientific or technological uncertainties\n",
           "244": "Question 2 / Section 244 – Work performed in the year\n",
           "246": "Question 3 / Section 246 – Scientific or technological advancements\n"},
    bodies={
        "242": """
We design and install ground-source heat pump systems for schools and apartment buildings in Saskatchewan. Each building needs a field of vertical boreholes about 150 m deep, in which a polyethylene U-loop is sealed with grout. Heat flows between the ground and the loop fluid through the grout, so its thermal conductivity sets how many metres of borehole a building needs, and drilling is the largest cost of a system. Commercially available thermally enhanced grouts, made of bentonite or cement with silica sand, reach about 1.7 W/m·K. Because prairie winter loads drive our loop fluid below 0 °C for weeks, we wanted a grout of about 2.5 W/m·K that would stay in contact with the pipe through freezing, and it was not known whether such a grout could be both pumpable and stable at those temperatures.

Graphite raises conductivity, but it also raises the water demand of a mix, and we did not know whether a graphite-cement grout could be made fluid enough to be pumped through a tremie pipe to the bottom of a deep borehole without segregating, since graphite flakes are lighter than sand and tend to rise. We also did not know how the grout would behave when the loop runs below freezing: polyethylene contracts far more than cement when cooled, and a gap of a fraction of a millimetre between pipe and grout would add a thermal resistance that could cancel the gain in conductivity. Whether repeated freezing and thawing of the pore water near the pipe would crack a grout with a high graphite content was also unknown. Standard laboratory conductivity tests are run on moist samples at room temperature and reveal neither effect.
""",
        "244": """
Mixes were prepared in a paddle mixer and tested for flow (Marsh funnel time), segregation, thermal conductivity (transient needle probe) and contact with the pipe. Field performance was assessed with thermal response tests on test boreholes in our Saskatoon yard.

Nov. 21: the reference cement and silica sand grout gave a thermal conductivity of 1.72 W/m·K, with a Marsh funnel time of 48 s.

January 16: replacing part of the sand with 8% flake graphite (by mass of solids) raised conductivity to 2.61 W/m·K, but the mix needed 22% more water to remain pumpable, and in a 2 m column test the graphite content at the top was twice that at the bottom. Our hypothesis was that the flakes rise because the paste is too thin to hold them, and that a viscosity-modifying admixture would keep them suspended without stopping the grout from flowing.

March 5: with 0.15% of welan gum, segregation in the column fell below 5% between top and bottom, conductivity was 2.48 W/m·K, and the Marsh time was 62 s, within the 70 s limit of our grout pump.

April 23: in a cold cell, pipe sections grouted with this mix and cycled between -5 °C and +10 °C showed a gap of up to 0.12 mm at the pipe wall after 50 cycles, measured on cut sections. The same mix with 4% of an expansive additive kept the gap below 0.02 mm over 50 cycles, with no visible cracks.

June 11: two test boreholes, 150 m deep and 6 m apart, were drilled and grouted, one with the reference grout and one with the graphite mix including the expansive additive, which was placed by tremie without blockage.

August 7: thermal response tests gave an effective borehole thermal resistance of 0.071 m·K/W for the graphite grout, against 0.112 m·K/W for the reference.

October 2: a second test with the loop fluid held at -3 °C for 72 hours gave 0.074 m·K/W for the graphite borehole.
""",
        "246": """
We showed that a graphite-cement grout can approach 2.5 W/m·K and still be placed by tremie in a 150 m borehole, provided the paste is thickened to hold the flakes. Without a viscosity modifier, 8% graphite gave 2.61 W/m·K but segregated, with twice as much graphite at the top of a 2 m column as at the bottom; with 0.15% welan gum, segregation fell below 5% at 2.48 W/m·K, and the Marsh time of 62 s stayed within the capacity of the pump. We also found that conductivity measured in the laboratory is not enough. Below freezing, the contraction of the polyethylene pipe opened a gap of up to 0.12 mm at the pipe wall after 50 freeze-thaw cycles, which would add thermal resistance exactly where the heat flows, and an expansive additive at 4% kept this gap below 0.02 mm. In the field, the effective borehole resistance was 0.071 m·K/W with the new grout against 0.112 m·K/W with the reference, and it rose only to 0.074 m·K/W after 72 hours with the loop at -3 °C, so contact with the pipe held during freezing. How many metres of borehole this saves for a given building has not yet been calculated.
""",
    },
    defects=[],
    unsupported=[],
    evidence={
        "gx3_lab_notebook.txt": """
BOREAL GEOEXCHANGE LTD. - GX-3 grout development, lab notebook (K. Whitehorse / L. Osei)
Target: k >= 2.5 W/m·K, Marsh funnel time <= 70 s (limit of yard grout pump), bonded to HDPE U-loop below 0 °C.
Methods: paddle mixer; Marsh funnel; 2 m segregation column (graphite content top vs bottom);
transient needle probe (moist samples, 23 °C).

2023-11-21  REF: cement + silica sand. k = 1.72 W/m·K. Marsh 48 s.
2024-01-16  G8: 8% flake graphite (by mass of solids) replacing sand. k = 2.61 W/m·K.
            Water demand +22% to stay pumpable. Column: graphite top = 2.0 x bottom.
            Hypothesis (KW): paste too thin to hold flakes -> VMA should suspend them without stopping flow.
2024-03-05  G8 + 0.15% welan gum (VMA). Column segregation < 5% top/bottom. k = 2.48 W/m·K. Marsh 62 s.
2024-04-23  Cold cell, HDPE pipe sections grouted with G8-VMA, cycles -5 °C / +10 °C.
            After 50 cycles: gap at pipe wall up to 0.12 mm (cut sections).
            G8-VMA + 4% expansive additive (EX): gap < 0.02 mm after 50 cycles. No visible cracks.
""",
        "gx3_trt_summary_2024-10.md": """
# GX-3 - Thermal response tests, Saskatoon yard (summary, October 2024)

Boreholes drilled and grouted 2024-06-11: BH-1 and BH-2, 150 m deep, 6 m apart, HDPE U-loops.
- BH-1: reference grout (cement + silica sand)
- BH-2: G8-VMA-EX (graphite + welan gum + expansive additive), placed by tremie, no blockage

| Date | Borehole | Loop fluid | Effective borehole resistance Rb |
|---|---|---|---|
| 2024-08-07 | BH-1 | heating run | 0.112 m·K/W |
| 2024-08-07 | BH-2 | heating run | 0.071 m·K/W |
| 2024-10-02 | BH-2 | held at -3 °C for 72 h | 0.074 m·K/W |

Design note: borehole length saving for a typical school load not yet calculated.
""",
    },
)

# 4 ------------------------------------------------------------------------------------------------
case(
    name="en_lentil_pasta_extrusion",
    language="en",
    fy=("2024-09-01", "2025-08-31"),
    title="PRAIRIE PULSE FOODS LTD. (Regina, Saskatchewan)\n"
          "SR&ED project LP-6 — Binder-free red lentil pasta\n"
          "Fiscal year September 1, 2024 – August 31, 2025",
    heads={"242": "**Line 242 — Scientific or technological uncertainties**\n\n",
           "244": "**Line 244 — Work performed**\n\n",
           "246": "**Line 246 — Scientific or technological advancements**\n\n"},
    bodies={
        "242": """
We mill red lentils grown in Saskatchewan into flour and sell it to food manufacturers. Our objective for the year was to launch our own gluten-free pasta brand in two national grocery chains before the 2025 back-to-school season and to win shelf space in the premium pasta aisle.

Durum wheat pasta holds together because gluten forms a continuous network when the dough is extruded and dried; lentil flour has no gluten, and its proteins, mostly globulins, only set when heated. Existing gluten-free pastas rely on pre-gelatinized rice or corn starch, or on added binders such as egg white or gums, and they still lose a large share of their solids into the cooking water. We wanted a pasta made only of lentil flour and water, with a cooking loss below 8% and a firm bite. We did not know whether lentil proteins could be made to form a network inside the extruder itself, by controlling the barrel temperature and the mechanical energy put into the dough, without the pasta puffing or cracking as steam escapes at the die. It was also unclear how the particle size of the flour would interact with the extrusion temperature: coarse particles hydrate slowly and leave weak points, while a very fine flour contains more damaged starch, which leaches into the cooking water. Finally, we did not know whether drying at high temperature would strengthen the protein network further, as it does for durum pasta, or cause checking, the fine cracks that appear when a product without gluten cannot absorb drying stresses.
""",
        "244": """
Trials were run on a pilot single-screw pasta press with a heated barrel and a bronze rotini die. Cooking loss was measured as the solids lost into the cooking water (AACC method 66-50), and firmness with a texture analyser on pasta cooked to its optimum time.

October 8, 2024: a control extruded cold (barrel at 45 °C) from our standard flour had a cooking loss of 14.2% and broke apart after 9 minutes of cooking.

November 19: raising the barrel temperature to 85 °C reduced cooking loss to 9.6%, but at 90 °C and above the rotini puffed and cracked at the die. Our hypothesis was that lentil globulins denature and set between about 80 °C and 90 °C, and that keeping the dough below boiling at the die would give a protein network without steam expansion.

January 14: we compared three grinds at 85 °C. Flour with a median particle size of 180 µm gave 11.3% cooking loss, 110 µm gave 8.9%, and a fine flour at 60 µm gave 10.4%, with 7.8% damaged starch against 4.1% for the 110 µm flour.

April 29: drying the 110 µm pasta at 80 °C instead of 55 °C lowered cooking loss to 7.1% and raised firmness from 1,480 g to 1,920 g. Drying at 90 °C caused checking in 30% of pieces.

March 11: at 85 °C, increasing the dough moisture from 30% to 33% lowered the specific mechanical energy from 190 to 150 kJ/kg and reduced cooking loss from 8.9% to 8.2%.

June 17: after 12 weeks of storage at 30 °C, cooking loss was unchanged at 7.2%.

We also ran a consumer study with 150 shoppers in three Regina grocery stores to choose between the rotini and penne shapes and between two package designs.
""",
        "246": """
We established that a pasta made only of red lentil flour and water can hold together in cooking when its protein network is set inside the extruder rather than supplied by a binder. Raising the barrel temperature from 45 °C to 85 °C cut cooking loss from 14.2% to 9.6%, while at 90 °C the dough puffed at the die, which places the useful window between the setting of lentil globulins and the onset of steam expansion. Particle size has an optimum rather than a trend: cooking loss was 11.3% at 180 µm, 8.9% at 110 µm and 10.4% at 60 µm, where damaged starch reached 7.8% against 4.1%. A slightly wetter dough (33% instead of 30%) lowered the mechanical energy from 190 to 150 kJ/kg and the cooking loss to 8.2%. High-temperature drying strengthens the network, as it does for durum pasta, but only up to a point: drying at 80 °C rather than 55 °C brought cooking loss to 7.1%, below our 8% target, and firmness from 1,480 g to 1,920 g, but drying at 90 °C caused checking in 30% of pieces. Cooking loss was stable after 12 weeks at 30 °C. Why the finest flour loses more solids despite its larger protein surface has not been resolved.
""",
    },
    defects=[
        ("242", "not_uncertainty",
         "Our objective for the year was to launch our own gluten-free pasta brand in two national grocery chains before the 2025 back-to-school season and to win shelf space in the premium pasta aisle."),
        ("244", "not_chronological",
         "March 11: at 85 °C, increasing the dough moisture from 30% to 33% lowered the specific mechanical energy from 190 to 150 kJ/kg and reduced cooking loss from 8.9% to 8.2%."),
        ("244", "routine",
         "We also ran a consumer study with 150 shoppers in three Regina grocery stores to choose between the rotini and penne shapes and between two package designs."),
    ],
    unsupported=[],
    evidence={
        "lp6_extrusion_log.txt": """
PRAIRIE PULSE FOODS LTD. - LP-6 pilot extrusion log (single-screw press, heated barrel, bronze rotini die)
Recipe: red lentil flour + water only. Targets: cooking loss (CL) < 8%, firm bite.
CL: AACC 66-50 (solids lost to cooking water, %). Firmness: texture analyser, peak force (g), pasta at optimum cooking time.

2024-10-08  Control, std flour (D50 140 µm), barrel 45 °C. CL 14.2%. Pieces break apart after 9 min cooking.
2024-11-19  Barrel 85 °C: CL 9.6%. Barrel 90 °C and above: puffing + cracking at die.
            Hypothesis (S. Kowalchuk): globulins denature/set ~80-90 °C; keep dough below boiling at die
            -> protein network, no steam expansion.
2025-01-14  Grind series at 85 °C, dough moisture 30%:
            D50 180 µm -> CL 11.3%
            D50 110 µm -> CL 8.9%, damaged starch 4.1%
            D50 60 µm  -> CL 10.4%, damaged starch 7.8%
2025-03-11  110 µm, 85 °C: dough moisture 30% -> 33%. SME 190 -> 150 kJ/kg. CL 8.9% -> 8.2%.
2025-04-29  110 µm, 85 °C, 33% moisture. Drying 55 °C (ref) vs 80 °C:
            80 °C drying: CL 7.1%, firmness 1480 g -> 1920 g.
            90 °C drying: checking in 30% of pieces.
2025-06-17  Shelf-life: 12 weeks at 30 °C, CL 7.2% (no change).
""",
        "lp6_consumer_study_summary.txt": """
LP-6 consumer study - summary (Marketing, Prairie Pulse Foods)
Dates: 2025-07-08 to 2025-07-10. 150 shoppers, 3 Regina grocery stores.
Shape preference: rotini 58%, penne 42%.
Package design: design B (window, green band) preferred by 61%.
Decision: launch in rotini, design B.
""",
    },
)

# 5 ------------------------------------------------------------------------------------------------
case(
    name="en_conveyor_idler_acoustic",
    language="en",
    fy=("2024-05-01", "2025-04-30"),
    title="Shield Mining Technologies Inc.\n"
          "Project CI-9 — drive-by acoustic detection of failing conveyor idler bearings\n"
          "Taxation year May 1, 2024 to April 30, 2025",
    heads={"242": "L242 – Technological uncertainties\n",
           "244": "L244 – Work performed\n",
           "246": "L246 – Technological advancements\n"},
    bodies={
        "242": """
Overland conveyors at open-pit mines run for several kilometres on thousands of idlers, the steel rollers that carry the belt. When an idler bearing fails, the roller seizes, the belt wears through its shell, and the hot shell can start a belt fire. Mines rely on crews walking the conveyor with handheld thermal cameras, which find failing idlers only once they are already hot. Our IdlerSense platform is a game-changing, fully autonomous solution that will transform conveyor maintenance worldwide.

We set out to detect bearing defects weeks before failure with microphones mounted on a vehicle driving along the conveyor access road. Bearing condition monitoring normally relies on an accelerometer fixed to each bearing, where the characteristic defect frequencies of the races and rolling elements can be read from the envelope spectrum. Here each idler is heard for less than a second from several metres away, through wind and the noise of hundreds of other idlers, the belt and the drive stations. We did not know whether the defect frequencies would remain detectable in such short and distant recordings, especially since idler speed varies with belt speed and shell wear, so the defect frequencies are not fixed. We also did not know how to attribute a sound to a single idler when the three idlers of each troughing set, and the neighbouring sets a little over a metre away, are heard at once. Finally, it was unknown whether a detector developed in summer would hold up in winter, when grease stiffens and every bearing becomes noisier.
""",
        "244": """
Recordings were made with a 16-microphone array on a pickup truck driven at 10 km/h along a 4.8 km overland conveyor at a partner gold mine in northern Ontario. Idlers identified as defective were removed and their bearings sectioned to confirm the defect.

May 22, 2024: baseline recordings with a single microphone showed bearing defect tones on only 3 of 11 idlers known to be defective; the others were masked by belt noise.

July 10: our hypothesis was that beamforming toward each troughing set would raise the sound of a single idler above the background. Delay-and-sum beamforming with the 16-microphone array raised the signal-to-noise ratio of the known defective idlers by 11 dB on average.

August 28: because belt speed varied between 4.6 and 5.1 m/s during a survey, we resampled each recording to a constant shaft rotation using the belt speed from the drive encoder. After this order tracking, defect tones were visible on 9 of 11 known defective idlers.

October 16: a classifier trained on envelope spectra from 412 labelled idlers flagged 26 idlers for replacement on the first full survey; sectioning confirmed bearing damage in 23 of them.

Order tracking also greatly reduced the false alarms caused by changes in belt speed.

January 15, 2025: a winter survey at −31 °C produced 41 alarms, of which only 9 were confirmed; the stiff grease raised the noise floor of healthy bearings.

March 12: normalising each idler's spectrum against the median of its 20 neighbours reduced the winter alarms to 14, of which 11 were confirmed.
""",
        "246": """
We showed that bearing defects on conveyor idlers can be detected from a moving vehicle, provided the array isolates each troughing set and the recordings are corrected for belt speed. A single microphone heard defect tones on 3 of 11 known defective idlers; beamforming raised the signal of defective idlers by 11 dB, and order tracking against the drive encoder, needed because belt speed varied between 4.6 and 5.1 m/s, made the tones visible on 9 of 11. On the first full survey, 23 of the 26 idlers flagged had confirmed bearing damage, a precision of 89.5%. We also found that winter changes the problem: at −31 °C, stiff grease raised the noise floor of healthy bearings, and 41 alarms yielded only 9 confirmed defects. Comparing each idler with the median of its 20 neighbours, rather than with a fixed threshold, brought the winter alarms down to 14, of which 11 were confirmed. The partner mine has since ordered the system for all of its overland conveyors, and two other mine sites have signed purchase orders. How long before seizure a defect becomes audible has not yet been established.
""",
    },
    defects=[
        ("242", "marketing",
         "Our IdlerSense platform is a game-changing, fully autonomous solution that will transform conveyor maintenance worldwide."),
        ("244", "unmeasured",
         "Order tracking also greatly reduced the false alarms caused by changes in belt speed."),
        ("246", "unsupported",
         "On the first full survey, 23 of the 26 idlers flagged had confirmed bearing damage, a precision of 89.5%."),
        ("246", "not_advancement",
         "The partner mine has since ordered the system for all of its overland conveyors, and two other mine sites have signed purchase orders."),
    ],
    unsupported=["89.5%"],
    evidence={
        "ci9_field_log.md": """
# CI-9 field log - Shield Mining Technologies (acoustics: T. Ahenakew, F. Rossi)

Site: partner gold mine, northern Ontario. Overland conveyor OC-2, 4.8 km, 3-idler troughing sets at 1.2 m spacing.
Rig: pickup truck at 10 km/h on access road; 16-microphone array (roof rack); belt speed from drive encoder.
Ground truth: idlers removed and bearings sectioned.

## 2024-05-22
Single mic baseline. Defect tones visible on 3 of 11 known defective idlers. Others masked by belt noise.

## 2024-07-10
Hypothesis (TA): beamforming on each troughing set lifts a single idler above the background.
Delay-and-sum, 16 mics: SNR gain on known defective idlers 11 dB (mean), range 7-15 dB.

## 2024-08-28
Belt speed 4.6-5.1 m/s over the survey -> defect frequencies drift. Resampled to constant shaft rotation
(order tracking, encoder). Tones visible on 9 of 11 known defective idlers.

## 2024-10-16
Classifier on envelope spectra, 412 labelled idlers. First full survey of OC-2: 26 idlers flagged.
See ci9_survey_results.csv.

## 2025-01-15
Winter survey, -31 °C. 41 alarms. Stiff grease raises noise floor of healthy bearings.

## 2025-03-12
Normalisation: each idler spectrum vs median of its 20 neighbours. Winter recordings re-run: 14 alarms.
""",
        "ci9_survey_results.csv": """
survey_date,season,ambient_C,alarms,confirmed,precision_pct,method
2024-10-16,summer,14,26,23,88.5,fixed threshold
2025-01-15,winter,-31,41,9,22.0,fixed threshold
2025-03-12,winter,-31,14,11,78.6,neighbour median
""",
        "ci9_email_orders.txt": """
From: Marc Lalonde <mlalonde@shieldminingtech.ca>
To: CI-9 team
Date: 2025-04-03
Subject: IdlerSense - orders

Team - the partner mine has ordered IdlerSense for all of its overland conveyors, and two other sites
(one in Nevada, one in Chile) signed purchase orders this week. Great work, everyone.
""",
    },
)

# 6 ------------------------------------------------------------------------------------------------
case(
    name="en_log_truck_onboard_scale",
    language="en",
    fy=("2024-04-01", "2025-03-31"),
    title="Cariboo Fleet Instruments Ltd. — Prince George, BC — fiscal year ended March 31, 2025\n"
          "LS-2: onboard payload measurement for log trucks during loading on forest landings",
    heads={"242": "What scientific or technological uncertainties did you attempt to overcome? (line 242)\n",
           "244": "What work did you perform in the tax year to overcome the scientific or technological "
                  "uncertainties described in line 242? (line 244)\n",
           "246": "What scientific or technological advancements did you achieve or attempt to achieve as a "
                  "result of the work described in line 244? (line 246)\n"},
    bodies={
        "242": """
Log trucks in British Columbia are loaded in the bush, far from any certified scale; overweight loads are fined at highway scales, while underweight loads waste trips. Onboard scales that read air-suspension pressure exist for highway trailers, but they are calibrated on level pavement with the truck stopped, and loggers tell us they drift by several tonnes on the landings where logs are actually loaded. Our aim was a scale accurate to within 2% of gross weight that works during loading on an uneven landing, and reaching it meant answering questions that existing products and the literature do not address.

Air-spring pressure is proportional to load only if the spring stays at its design height and the load is shared evenly between axles. On a landing, the truck stands on a slope with wheels on stumps and ruts, the leveling valves keep adjusting spring height as logs are added, and friction in the suspension links holds part of the load. We did not know how much of the error came from each of these effects, nor whether they could be separated using sensors that can be fitted to any truck, such as a tilt sensor and axle height sensors. It was also uncertain whether the hysteresis of the suspension, which makes the pressure depend on whether the load is rising or falling, could be modelled when logs are dropped in bundles by a grapple that shakes the whole truck. Finally, we did not know whether a model calibrated on one truck and trailer could be transferred to other units of the same model without a full calibration at a certified scale.
""",
        "244": """
The work was done on two company-owned trucks with tridem log trailers, fitted with a pressure transducer on each air-spring circuit, a dual-axis tilt sensor and a height sensor on each axle group. Reference weights came from the certified scale of a sawmill in Prince George.

May 7: on level pavement, the static pressure-to-load calibration was accurate to within 0.6% of gross weight.

June 18: on a landing with slopes of up to 9%, the error during loading reached 3,900 kg at a gross weight of 58,500 kg. Separating the effects showed that slope caused about 40% of the error and suspension friction most of the rest. Our hypothesis was that the friction error depends on the direction of the last load change and can be estimated from the small pressure oscillations that follow each grapple drop.

August 13: a slope correction using the tilt sensor and the geometry of the axle groups reduced the landing error to 2,300 kg.

September 24: we modelled friction as a dead band whose width is estimated from the decay of the pressure oscillations after each grapple drop. On 14 loads, the error at departure fell to a mean of 1,050 kg, or 1.8% of gross weight.

November 5: in freezing conditions the error rose to 2.6% because the dead band widened as the suspension bushings stiffened. Making the dead band width a function of air-spring temperature brought the error back to 1.9% over 9 loads.

January 21: the model calibrated on the first truck was applied to the second truck with only a tare weight correction, and its error over 12 loads was 2.4%.

March 4: adding a one-point calibration at a known payload on the second truck reduced its error to 1.7%.
""",
        "246": """
We established why onboard air-suspension scales lose accuracy on log landings, and we corrected each cause in turn. On level pavement the static calibration was within 0.6% of gross weight, but during loading on a landing with slopes of up to 9% the error reached 3,900 kg at 58,500 kg gross. Slope accounted for about 40% of that error and was removed with a tilt sensor and the axle geometry, leaving 2,300 kg. Most of the rest came from friction in the suspension, which behaves as a dead band whose width can be estimated from how quickly the pressure oscillations decay after each grapple drop; with this model the error at departure fell to 1,050 kg, or 1.8% of gross weight. We also found that the dead band depends on temperature: in freezing conditions the error rose to 2.6%, and tying the dead band width to air-spring temperature restored 1.9%. Finally, the model transferred to a second truck of the same model with only a tare correction, at 2.4% error, and a single calibration at a known payload brought it to 1.7%. Whether it transfers to trailers with a different suspension design has not been tested.
""",
    },
    defects=[],
    unsupported=[],
    evidence={
        "ls2_test_log.txt": """
CARIBOO FLEET INSTRUMENTS LTD. - LS-2 onboard scale, test log
Units: truck/trailer 1 (T1), truck/trailer 2 (T2), tridem log trailers, same make/model.
Sensors: pressure transducer per air-spring circuit, dual-axis tilt sensor, height sensor per axle group.
Reference: certified scale, sawmill (Prince George). Target: error <= 2% of gross weight during loading on landing.

2024-05-07  T1, level pavement, static calibration. Error within 0.6% of gross.
2024-06-18  T1, landing (slopes up to 9%). Max error during loading 3900 kg at 58500 kg gross.
            Error budget: slope ~40%, suspension friction most of remainder, leveling valves small.
            Hypothesis (N. Pelletier): friction error depends on direction of last load change;
            estimate it from pressure oscillations after each grapple drop.
2024-08-13  Slope correction (tilt + axle group geometry): landing error 2300 kg.
2024-09-24  Friction dead band model, width from oscillation decay. See ls2_load_results.csv.
2024-11-05  Freezing conditions: dead band wider (bushings stiffen). Width = f(air-spring temp).
2025-01-21  Model from T1 applied to T2, tare correction only.
2025-03-04  T2 + one-point calibration at known payload.
""",
        "ls2_load_results.csv": """
date,truck,conditions,loads,mean_abs_error_kg,error_pct_gross,model
2024-09-24,T1,landing,14,1050,1.8,dead band
2024-11-05,T1,landing freezing,9,1520,2.6,dead band fixed width
2024-11-05,T1,landing freezing,9,1110,1.9,dead band temp-dependent
2025-01-21,T2,landing,12,1390,2.4,T1 model + tare
2025-03-04,T2,landing,12,980,1.7,T1 model + one-point
""",
    },
)

# 7 ------------------------------------------------------------------------------------------------
case(
    name="fr_miel_cremeux_ultrasons",
    language="fr",
    fy=("2024-01-01", "2024-12-31"),
    title="Rucher des Appalaches inc. — Saint-Georges (Beauce)\n"
          "Projet MC-2 : miel crémeux à cristaux fins par nucléation aux ultrasons\n"
          "Année d'imposition du 1er janvier au 31 décembre 2024",
    heads={"242": "Ligne 242 – Incertitudes scientifiques ou technologiques\n",
           "244": "Ligne 244 – Travail effectué\n",
           "246": "Ligne 246 – Avancements scientifiques ou technologiques\n"},
    bodies={
        "242": """
Nous produisons du miel crémeux, c'est-à-dire un miel dont la cristallisation est dirigée pour obtenir des cristaux très fins et une texture tartinable. La méthode habituelle, le procédé Dyce, consiste à ensemencer le miel liquide avec 5 à 10 % d'un miel crémeux déjà fait, puis à le garder à 14 °C pendant que la cristallisation se propage. Avec ce produit d'exception, notre miellerie s'imposera comme la référence incontournable du miel artisanal haut de gamme au Québec.

Le procédé Dyce donne de bons résultats avec les miels de canola, riches en glucose, mais nos miels de fleurs sauvages et de sarrasin de la Beauce ont un rapport glucose/eau plus faible et une teneur en eau qui varie d'une récolte à l'autre. Ensemencés de la même façon, ils cristallisent lentement, en cristaux grossiers qui donnent une texture sableuse, et une couche liquide se sépare souvent à la surface des pots en épicerie. Nous ne savions pas si la taille finale des cristaux dépendait surtout du nombre de germes présents au départ ou de leur vitesse de croissance, qui varie avec la température et la viscosité. Une nucléation par ultrasons, qui crée des germes dans le miel lui-même, pouvait remplacer l'ensemencement, mais nous ignorions quelle énergie serait nécessaire dans un miel aussi visqueux, et si l'échauffement causé par les ultrasons ferait monter l'hydroxyméthylfurfural (HMF), un indicateur de dégradation limité à 40 mg/kg par la norme. Enfin, on ne savait pas si une texture fine obtenue à l'usine resterait stable pendant des mois à la température d'un rayon d'épicerie.
""",
        "244": """
Les essais ont été faits dans notre salle de conditionnement, sur des lots de 20 kg. La taille des cristaux était mesurée au microscope (diamètre médian sur 200 cristaux) et la teneur en eau au réfractomètre. La cible était un diamètre médian inférieur à 25 µm, sans séparation de phase après 6 mois à 20 °C.

Le 14 novembre 2023, un premier lot de miel de fleurs sauvages ensemencé à 10 % selon le procédé Dyce avait donné, après 3 semaines à 14 °C, des cristaux de 41 µm et une texture sableuse.

Le 6 février, le même miel ensemencé à 10 % et refroidi à 10 °C au lieu de 14 °C a cristallisé plus lentement, en cristaux de 38 µm. Nous avons alors posé l'hypothèse que le nombre de germes au départ, plutôt que leur vitesse de croissance, limitait la finesse des cristaux, et qu'il fallait créer beaucoup plus de germes dans le miel lui-même.

Le 19 mars, une sonde à ultrasons de 20 kHz appliquée pendant 3 minutes a porté le miel de 22 °C à 31 °C et donné, après 3 semaines à 14 °C, des cristaux de 19 µm. Le HMF est passé de 6,5 à 7,1 mg/kg.

Le 30 avril, en traitant le miel en continu dans une cellule refroidie, avec une énergie de 45 J/g, nous avons obtenu des cristaux de 17 µm sans que le miel dépasse 24 °C ; le HMF était de 6,6 mg/kg.

Le 11 juin, sur le miel de sarrasin, plus humide (18,6 % d'eau contre 17,4 %), la même énergie a donné des cristaux de 27 µm. Porter l'énergie à 70 J/g les a ramenés à 21 µm.

Le 9 juillet, des pots des deux miels traités aux ultrasons et des pots témoins ensemencés selon le procédé Dyce ont été placés en rayon simulé à 20 °C.

Le 17 décembre, après 23 semaines, les pots traités aux ultrasons ne présentaient aucune couche liquide, alors que 1,2 % du volume des pots témoins s'était séparé en surface.
""",
        "246": """
Nous avons établi que, pour nos miels de fleurs sauvages et de sarrasin, la finesse des cristaux est limitée par le nombre de germes présents au départ et non par leur vitesse de croissance : refroidir le miel ensemencé à 10 °C au lieu de 14 °C n'a réduit les cristaux que de 41 à 38 µm, alors qu'une nucléation par ultrasons les a ramenés à 19 µm. Nous avons aussi montré que l'échauffement causé par les ultrasons, qui portait le miel à 31 °C en traitement statique, peut être évité par un traitement en continu dans une cellule refroidie : à 45 J/g, les cristaux mesuraient 17 µm sans que le miel dépasse 24 °C, et le HMF est resté à 6,6 mg/kg, loin de la limite de 40 mg/kg. L'énergie nécessaire augmente avec la teneur en eau : le miel de sarrasin, à 18,6 % d'eau, a demandé 70 J/g pour atteindre 21 µm. Le traitement aux ultrasons a aussi nettement amélioré la tartinabilité du miel. Après 23 semaines à 20 °C, aucune couche liquide n'était apparue dans les pots traités, alors que 1,2 % du volume s'était séparé dans les pots témoins. Il reste à vérifier si la texture se maintient au-delà de 6 mois.
""",
    },
    defects=[
        ("242", "marketing",
         "Avec ce produit d'exception, notre miellerie s'imposera comme la référence incontournable du miel artisanal haut de gamme au Québec."),
        ("244", "date_outside_year",
         "Le 14 novembre 2023, un premier lot de miel de fleurs sauvages ensemencé à 10 % selon le procédé Dyce avait donné, après 3 semaines à 14 °C, des cristaux de 41 µm et une texture sableuse."),
        ("246", "unmeasured",
         "Le traitement aux ultrasons a aussi nettement amélioré la tartinabilité du miel."),
    ],
    unsupported=[],
    evidence={
        "cahier_essais_MC-2.txt": """
RUCHER DES APPALACHES INC. - Projet MC-2, cahier d'essais (salle de conditionnement)
Responsables : É. Poulin, J.-F. Giguère
Lots de 20 kg. Taille des cristaux : microscope, diamètre médian sur 200 cristaux. Eau : réfractomètre.
Cible : diamètre médian < 25 µm ; aucune séparation de phase après 6 mois à 20 °C.
HMF : limite de la norme 40 mg/kg.

2023-11-14  Fleurs sauvages (FS-23), Dyce, semence 10 %, 3 semaines à 14 °C -> 41 µm, texture sableuse.
2024-02-06  FS-23, semence 10 %, refroidi à 10 °C -> cristallisation plus lente, 38 µm.
            Hypothèse (ÉP) : c'est le nombre de germes au départ qui limite la finesse, pas la vitesse de croissance.
2024-03-19  Sonde ultrasons 20 kHz, 3 min (statique) : miel de 22 °C -> 31 °C. Après 3 semaines à 14 °C : 19 µm.
2024-04-30  Cellule en continu refroidie, 45 J/g : 17 µm, T max 24 °C.
2024-06-11  Sarrasin (SA-24), eau plus élevée. 45 J/g -> 27 µm ; 70 J/g -> 21 µm.
2024-07-09  Mise en rayon simulé à 20 °C : FS-23 et SA-24 traités US + témoins ensemencés (Dyce).
2024-12-17  Lecture à 23 semaines : voir export labo.
""",
        "export_labo_MC-2.csv": """
date,lot,traitement,eau_pct,HMF_mg/kg,separation_volume_pct,remarque
2024-03-19,FS-23,US statique 3 min,17.4,7.1,,HMF avant traitement 6.5
2024-04-30,FS-23,US continu 45 J/g,17.4,6.6,,
2024-06-11,SA-24,US continu 70 J/g,18.6,6.9,,
2024-12-17,FS-23,US continu 45 J/g,17.4,,0.0,23 semaines a 20 C
2024-12-17,SA-24,US continu 70 J/g,18.6,,0.0,23 semaines a 20 C
2024-12-17,FS-23,temoin Dyce 10%,17.4,,1.2,23 semaines a 20 C
""",
    },
)

# 8 ------------------------------------------------------------------------------------------------
case(
    name="fr_pieux_visses_pergelisol",
    language="fr",
    fy=("2024-04-01", "2025-03-31"),
    title="ANCRAGES BORÉAUX INC.\n"
          "Projet PV-7 — Pieux vissés dans le pergélisol tiède du Nunavik\n"
          "Exercice financier du 1er avril 2024 au 31 mars 2025",
    heads={"242": "242 — Incertitudes technologiques\n",
           "244": "244 — Travaux effectués\n",
           "246": "246 — Avancements technologiques\n"},
    bodies={
        "242": """
Nous installons des fondations sur pieux vissés en acier pour des maisons et des bâtiments communautaires au Nunavik. Les villages nous demandent des fondations qu'il ne faudra pas remettre à niveau chaque printemps, ce qui nous obligeait à déterminer si des pieux vissés peuvent résister au soulèvement par le gel dans un pergélisol qui se réchauffe, une question à laquelle ni les fabricants de pieux ni la littérature ne répondaient.

Dans le sol qui gèle et dégèle chaque année au-dessus du pergélisol, appelé couche active, la glace adhère au fût du pieu et le soulève en gelant : c'est l'adhérence au gel. Le pieu y résiste grâce à l'ancrage de ses hélices dans le pergélisol plus bas. Les méthodes de conception ont été établies pour des pieux battus ou forés dans un pergélisol froid, vers -5 °C, et supposent une couche active mince au-dessus d'un sol qui reste dur. Dans les villages où nous travaillons, le pergélisol est aujourd'hui entre -1 °C et -2 °C, la couche active s'épaissit et le sol gelé tiède flue sous une charge constante. Nous ne savions pas quelle force de soulèvement s'exercerait sur un fût de petit diamètre dans ces silts, ni si les hélices, qui remanient le sol en s'y vissant, conserveraient un ancrage suffisant dans un pergélisol aussi proche du dégel. Nous ignorions aussi si un manchon antiadhérent autour du fût, utilisé sur les pieux battus, réduirait le soulèvement d'un pieu vissé, dont le fût est plus petit et les hélices plus larges. Enfin, nous ne savions pas à quelle vitesse l'ancrage se dégraderait par fluage lorsque la charge du bâtiment s'ajoute.
""",
        "244": """
Le site d'essai a été aménagé à Salluit, dans un silt gelé riche en glace. Huit pieux vissés de 114 mm de diamètre, à une ou deux hélices de 356 mm, ont été installés à 6 m de profondeur. Des thermistances mesuraient la température du sol jusqu'à 8 m, et le soulèvement des têtes de pieux était suivi par nivellement de précision.

Le 4 juin 2024, les essais de traction statique sur deux pieux témoins ont donné une capacité de 182 kN pour le pieu à une hélice et de 247 kN pour le pieu à deux hélices, soit environ 25 % de moins que la capacité calculée avec les méthodes pour pergélisol froid.

Le 23 juillet, le suivi thermique a montré que la couche active atteignait 2,4 m et que le pergélisol était à -1,6 °C à 6 m. Notre hypothèse était que l'hélice supérieure, trop proche du plafond du pergélisol, travaille dans un sol remanié qui perd sa résistance en été, et que l'hélice inférieure porte presque toute la charge.

Le 17 septembre, un essai de fluage sur un pieu à deux hélices a donné un déplacement de 0,2 mm par jour sous une charge soutenue de 60 kN, et de 0,8 mm par jour sous 90 kN.

Du 1er octobre au 15 décembre, nous avons suivi le soulèvement de quatre pieux non chargés. Les deux pieux nus ont été soulevés de 31 et 34 mm, et les deux pieux munis d'un manchon en polyéthylène graissé, de 6 et 9 mm.

Le 18 février 2025, des extensomètres posés sur un pieu nu ont mesuré une force de soulèvement par adhérence au gel de 115 kN, ce qui dépasse la charge permanente d'une maison typique.

Le 25 mars, des essais de traction répétés après l'hiver ont montré que la capacité des deux pieux témoins n'avait pas diminué.
""",
        "246": """
Nous avons établi que, dans un pergélisol silteux à -1,6 °C, la capacité d'un pieu vissé est environ 25 % inférieure à celle que donnent les méthodes de conception pour pergélisol froid : 182 kN avec une hélice et 247 kN avec deux. La deuxième hélice n'apporte donc qu'une partie de sa capacité théorique, ce qui concorde avec notre hypothèse voulant que l'hélice supérieure, placée près du plafond du pergélisol sous une couche active de 2,4 m, travaille dans un sol remanié qui perd sa résistance en été. Nous avons aussi montré que le fluage limite la charge admissible bien avant la rupture : le déplacement passait de 0,2 mm par jour à 60 kN à 0,8 mm par jour à 90 kN. En hiver, l'adhérence au gel a exercé sur un pieu nu une force de soulèvement de 115 kN, supérieure à la charge permanente d'une maison typique ; un manchon en polyéthylène graissé a réduit le soulèvement de 31 et 34 mm (pieux nus) à 6 et 9 mm. Les essais répétés de mars ont montré que la capacité des pieux ne diminue pas après un premier hiver. Il reste à savoir si l'ancrage se maintiendra à mesure que la couche active continuera de s'épaissir.
""",
    },
    defects=[],
    unsupported=[],
    evidence={
        "registre_chantier_PV-7_Salluit.txt": """
ANCRAGES BORÉAUX INC. - Projet PV-7, registre de chantier, site d'essai de Salluit
Sol : silt gelé riche en glace. 8 pieux vissés, fût 114 mm, 1 ou 2 hélices de 356 mm, profondeur 6 m.
Thermistances jusqu'à 8 m. Soulèvement des têtes : nivellement de précision.

2024-06-04  Traction statique, pieux témoins P1 (1 hélice) et P2 (2 hélices). Voir essais_traction_fluage_PV-7.csv.
            Capacité calculée (méthode pergélisol froid, -5 °C) : 243 kN (P1) / 330 kN (P2) -> mesuré environ 25 % de moins.
2024-07-23  Couche active 2.4 m. Pergélisol -1.6 °C à 6 m.
            Hypothèse (M. Ouellet) : hélice supérieure trop près du plafond du pergélisol, sol remanié qui perd
            sa résistance en été ; l'hélice inférieure porte presque toute la charge.
2024-09-17  Fluage P3 (2 hélices) : 60 kN puis 90 kN soutenus. Voir CSV.
2024-10-01 au 2024-12-15  Soulèvement, 4 pieux non chargés : P4, P5 nus ; P6, P7 manchon PE graissé.
            P4 34 mm, P5 31 mm, P6 9 mm, P7 6 mm.
2025-02-18  Extensomètres sur P4 : force de soulèvement par adhérence au gel 115 kN
            (charge permanente d'une maison typique : env. 70 kN).
2025-03-25  Traction répétée P1, P2 après l'hiver : capacité inchangée (voir CSV).
""",
        "essais_traction_fluage_PV-7.csv": """
date,pieu,helices,essai,charge_kN,capacite_kN,deplacement_mm_par_jour
2024-06-04,P1,1,traction statique,,182,
2024-06-04,P2,2,traction statique,,247,
2024-09-17,P3,2,fluage,60,,0.2
2024-09-17,P3,2,fluage,90,,0.8
2025-03-25,P1,1,traction statique,,184,
2025-03-25,P2,2,traction statique,,251,
""",
    },
)

# 9 ------------------------------------------------------------------------------------------------
case(
    name="fr_biere_desalcoolisee_osmose",
    language="fr",
    fy=("2024-07-01", "2025-06-30"),
    title="Brasserie du Fjord inc. (Saguenay)\n"
          "Projet BD-3 : désalcoolisation d'ales houblonnées par osmose inverse à basse température\n"
          "Exercice terminé le 30 juin 2025",
    heads={"242": "Section 242 — Incertitude technologique\n",
           "244": "Section 244 — Travaux réalisés\n",
           "246": "Section 246 — Avancement technologique\n"},
    bodies={
        "242": """
Nous brassons des ales houblonnées et voulions en produire des versions à moins de 0,5 % d'alcool. Les petites brasseries obtiennent habituellement ces bières en arrêtant la fermentation tôt ou avec des levures qui produisent peu d'alcool, mais ces méthodes laissent un goût sucré de moût. L'autre voie consiste à retirer l'alcool d'une bière finie. Les procédés thermiques, même sous vide, emportent les esters et les composés du houblon qui font l'arôme de nos bières. L'osmose inverse retire l'alcool à basse température, mais les membranes conçues pour le vin et les grandes brasseries laissent aussi passer une partie des petites molécules aromatiques, et les données publiées portent sur des lagers peu houblonnées.

Nous ne savions pas quelle proportion des composés clés de nos ales, en particulier le linalol du houblon et l'acétate d'isoamyle produit par la levure, traverserait la membrane avec l'alcool et l'eau, ni comment la température, la pression et le nombre de diafiltrations modifieraient cette perte. Nous ignorions si les résines et les polyphénols du houblon, abondants dans nos ales, colmateraient les membranes au point de rendre le procédé trop lent pour un lot de production. Il restait aussi à savoir si l'on pouvait récupérer les arômes entraînés dans le perméat, par exemple par adsorption, et les réintroduire dans la bière sans y ramener l'alcool. Enfin, une bière à moins de 0,5 % d'alcool est plus exposée à la contamination microbienne, et nous ne savions pas si la pasteurisation nécessaire détruirait les arômes ainsi préservés.
""",
        "244": """
Les essais ont été menés sur un module pilote d'osmose inverse à membranes spiralées, loué pour le projet, avec notre IPA de référence à 6,2 % d'alcool. Les arômes étaient dosés par chromatographie en phase gazeuse dans un laboratoire universitaire, et l'alcool par densimétrie.

Le 20 août 2024, un premier essai à 12 °C et 30 bar, avec quatre diafiltrations, a ramené la bière à 0,42 % d'alcool, mais a retiré 71 % du linalol et 88 % de l'acétate d'isoamyle. Le débit de perméat a chuté de moitié en 3 heures.

Le 9 octobre, à 6 °C et 25 bar, les pertes sont tombées à 52 % pour le linalol et à 74 % pour l'acétate d'isoamyle, mais le traitement d'un lot de 10 hL a duré 14 heures.

Le 26 novembre, nous avons posé l'hypothèse que le colmatage venait surtout du trouble au froid formé par les polyphénols du houblon, et qu'une centrifugation préalable à 0 °C rétablirait le débit. Après centrifugation, le lot de 10 hL a été traité en 8 heures.

Le 21 janvier 2025, le perméat a été passé sur une colonne de résine adsorbante, puis les arômes ont été récupérés par désorption dans un petit volume d'eau froide et réintroduits dans la bière. La bière finale, à 0,47 % d'alcool, ne présentait plus qu'une perte de 24 % pour le linalol et de 41 % pour l'acétate d'isoamyle.

Le 18 mars, une pasteurisation flash à 72 °C pendant 20 secondes a retiré 6 % supplémentaires du linalol, contre 19 % pour une pasteurisation en tunnel.

De février à juin, nous avons aussi mené une campagne de caractérisation analytique des lots de production, en mesurant le pH, la couleur, l'amertume et la teneur en alcool de chaque brassin avant l'embouteillage.
""",
        "246": """
Nous avons établi que, pour une ale très houblonnée, la perte d'arômes en osmose inverse dépend surtout de la température : passer de 12 °C et 30 bar à 6 °C et 25 bar a réduit la perte de linalol de 71 % à 52 % et celle d'acétate d'isoamyle de 88 % à 74 %. Nous avons aussi montré que le ralentissement du procédé à basse température venait du trouble au froid formé par les polyphénols du houblon, et non de la membrane elle-même : une centrifugation à 0 °C avant l'osmose a ramené le traitement d'un lot de 10 hL de 14 à 8 heures. La récupération des arômes du perméat sur résine adsorbante, suivie de leur réintroduction, a donné une bière à 0,47 % d'alcool qui ne perdait plus que 24 % de son linalol et 41 % de son acétate d'isoamyle. La pasteurisation flash, qui n'enlève que 6 % du linalol contre 19 % en tunnel, préserve ce gain. Notre IPA sans alcool est maintenant vendue dans 140 épiceries du Saguenay–Lac-Saint-Jean et a remporté une médaille d'argent à un concours canadien en mai. Nous ne savons pas encore si les pertes seraient les mêmes avec des houblons riches en thiols.
""",
    },
    defects=[
        ("244", "unsupported",
         "Le 9 octobre, à 6 °C et 25 bar, les pertes sont tombées à 52 % pour le linalol et à 74 % pour l'acétate d'isoamyle, mais le traitement d'un lot de 10 hL a duré 14 heures."),
        ("244", "routine",
         "De février à juin, nous avons aussi mené une campagne de caractérisation analytique des lots de production, en mesurant le pH, la couleur, l'amertume et la teneur en alcool de chaque brassin avant l'embouteillage."),
        ("246", "not_advancement",
         "Notre IPA sans alcool est maintenant vendue dans 140 épiceries du Saguenay–Lac-Saint-Jean et a remporté une médaille d'argent à un concours canadien en mai."),
    ],
    unsupported=["9 octobre"],
    evidence={
        "journal_essais_BD-3.txt": """
BRASSERIE DU FJORD INC. - Projet BD-3, journal d'essais (module pilote OI spiralé, en location)
Bière de référence : IPA maison, 6,2 % alc./vol. Arômes : CPG, laboratoire universitaire (voir resultats_labo_BD-3.csv).
Alcool : densimétrie. Lot : 10 hL.

2024-08-20  Essai 1 : 12 °C, 30 bar, 4 diafiltrations. Alcool final 0,42 %. Débit de perméat -50 % en 3 h.
2024-10-16  Essai 2 : 6 °C, 25 bar. Pertes plus faibles (voir labo). Durée du lot : 14 h.
2024-11-26  Hypothèse (C. Tremblay) : colmatage = trouble au froid (polyphénols du houblon) ; centrifuger à 0 °C avant l'OI.
            Essai 3 : centrifugation à 0 °C puis OI à 6 °C / 25 bar. Durée du lot : 8 h.
2025-01-21  Essai 4 : perméat sur colonne de résine adsorbante, désorption dans l'eau froide, réintroduction.
            Alcool final 0,47 %.
2025-03-18  Pasteurisation : flash 72 °C / 20 s contre tunnel (voir labo).
Février à juin 2025 : CQ habituel des lots de production avant embouteillage (pH, couleur, IBU, alcool).
""",
        "resultats_labo_BD-3.csv": """
date_essai,essai,alcool_pct,perte_linalol_pct,perte_geraniol_pct,perte_acetate_isoamyle_pct
2024-08-20,essai 1 (12 C / 30 bar),0.42,71,58,88
2024-10-16,essai 2 (6 C / 25 bar),0.44,52,39,74
2024-11-26,essai 3 (centrifugation),0.45,50,37,73
2025-01-21,essai 4 (resine + reintroduction),0.47,24,17,41
2025-03-18,pasteurisation flash 72 C 20 s,,6,,
2025-03-18,pasteurisation tunnel,,19,,
""",
        "courriel_ventes_IPA_sans_alcool.txt": """
De : Julie Harvey <jharvey@brasseriedufjord.ca>
À : Équipe Brasserie du Fjord
Date : 2025-05-27
Objet : IPA sans alcool - bonnes nouvelles

Bonjour à tous,

Notre IPA sans alcool est maintenant dans 140 épiceries au Saguenay–Lac-Saint-Jean, et elle a remporté
l'argent dans la catégorie sans alcool d'un concours canadien ce mois-ci. Merci !

Julie
""",
    },
)

# 10 -----------------------------------------------------------------------------------------------
case(
    name="fr_bienergie_prechauffage_pointe",
    language="fr",
    fy=("2024-10-01", "2025-09-30"),
    title="Domotique Laurentide inc. — Québec\n"
          "Projet BE-5 : modèle thermique par maison pour le préchauffage avant les pointes hivernales\n"
          "Exercice du 1er octobre 2024 au 30 septembre 2025",
    heads={"242": "Quelles incertitudes scientifiques ou technologiques avez-vous tenté de surmonter ? (ligne 242)\n",
           "244": "Quel travail avez-vous effectué au cours de l'année d'imposition pour surmonter les "
                  "incertitudes décrites à la ligne 242 ? (ligne 244)\n",
           "246": "Quelles avancées scientifiques ou technologiques avez-vous réalisées ou tenté de réaliser "
                  "à la suite du travail décrit à la ligne 244 ? (ligne 246)\n"},
    bodies={
        "242": """
Nous développons un logiciel de commande pour thermostats intelligents qui réduit la consommation des maisons chauffées à l'électricité pendant les pointes hivernales. Notre but était de décrocher en 2025 un contrat d'agrégateur pour 20 000 foyers et de devenir le fournisseur privilégié des programmes d'effacement de pointe au Québec.

Pour déplacer la consommation, le logiciel préchauffe la maison avant une période de pointe, puis réduit le chauffage pendant celle-ci, en gardant la température intérieure dans la plage de confort choisie par l'occupant. Il faut donc prédire, maison par maison, de combien la température baissera pendant une pointe de trois ou quatre heures. Les modèles thermiques simplifiés de type résistance-capacité exigent normalement des mesures de la température extérieure, du rayonnement solaire et des apports internes, alors que nous ne disposons que de la température mesurée par le thermostat, de sa consigne et de son cycle de chauffe. Nous ne savions pas si ces seules données permettaient d'identifier la capacité thermique et les pertes d'une maison avec assez de précision pour prédire la température à ±0,5 °C après trois heures. Les maisons équipées de thermopompes compliquent le problème : leur puissance diminue par grand froid et un chauffage d'appoint prend le relais, si bien que la réponse au préchauffage n'est pas linéaire. Nous ignorions aussi si un modèle identifié à l'automne resterait valable en janvier, lorsque les infiltrations d'air et l'usage des pièces changent, et combien de jours de données il faudrait pour caler une nouvelle maison.
""",
        "244": """
Les travaux ont porté sur 64 maisons de la région de Québec dont les occupants avaient accepté de participer : 38 chauffées par plinthes électriques et 26 par thermopompe avec appoint électrique. L'erreur de prédiction était mesurée comme l'écart absolu moyen entre la température intérieure prédite et la température mesurée trois heures après le début d'une pointe.

Les travaux réalisés au cours de l'exercice comprennent :
- l'identification, pour chaque maison, d'un modèle résistance-capacité à deux nœuds à partir des seules données du thermostat, avec une erreur moyenne de 0,9 °C sur les maisons à plinthes et de 1,6 °C sur les maisons à thermopompe ;
- l'ajout d'une courbe de puissance de la thermopompe en fonction de la température extérieure, tirée des données du fabricant et des prévisions météo publiques, qui a ramené l'erreur des maisons à thermopompe à 0,7 °C ;
- l'essai d'un réseau de neurones récurrent entraîné sur l'ensemble des maisons, qui donnait une erreur de 0,6 °C en moyenne, mais jusqu'à 2,3 °C sur les maisons atypiques ;
- le recalage hebdomadaire des paramètres du modèle pour suivre les changements entre l'automne et janvier ;
- la détermination du nombre de jours de données nécessaires pour caler une nouvelle maison ;
- la simulation de 22 pointes de l'hiver avec préchauffage, pour évaluer la réduction de la puissance appelée et le respect de la plage de confort.
""",
        "246": """
Nous avons établi que les données d'un thermostat intelligent suffisent à identifier un modèle thermique utile pour une maison chauffée par plinthes, mais pas pour une maison chauffée par thermopompe si l'on ignore la puissance de l'appareil : l'erreur de prédiction à trois heures était de 0,9 °C pour les plinthes et de 1,6 °C pour les thermopompes. L'ajout de la courbe de puissance de la thermopompe selon la température extérieure, tirée des prévisions météo publiques, a ramené cette erreur à 0,7 °C. Un réseau de neurones commun à toutes les maisons était plus précis en moyenne (0,6 °C), mais moins fiable, avec des erreurs allant jusqu'à 2,3 °C sur les maisons atypiques, ce qui nous a fait retenir le modèle physique. Le recalage hebdomadaire a maintenu l'erreur sous 0,8 °C de l'automne à janvier, alors qu'un modèle figé atteignait 1,4 °C en janvier, et 14 jours de données suffisaient pour caler une nouvelle maison. Sur les 22 pointes simulées, le préchauffage a réduit la puissance appelée pendant la pointe de 2,9 kW par maison en moyenne. La plage de confort a été respectée dans 96 % des cas. Il reste à vérifier le comportement du modèle lors de pointes consécutives sur plusieurs jours.
""",
    },
    defects=[
        ("242", "not_uncertainty",
         "Notre but était de décrocher en 2025 un contrat d'agrégateur pour 20 000 foyers et de devenir le fournisseur privilégié des programmes d'effacement de pointe au Québec."),
        ("244", "not_chronological",
         "Les travaux réalisés au cours de l'exercice comprennent :"),
        ("246", "unsupported",
         "Sur les 22 pointes simulées, le préchauffage a réduit la puissance appelée pendant la pointe de 2,9 kW par maison en moyenne."),
    ],
    unsupported=["2,9 kW"],
    evidence={
        "journal_dev_BE-5.md": """
# BE-5 — Journal de développement (équipe modélisation : S. Gagnon, R. Diallo)

Parc pilote : 64 maisons, région de Québec. 38 plinthes électriques, 26 thermopompes avec appoint électrique.
Métrique : erreur absolue moyenne (EAM) de la température intérieure prédite vs mesurée, 3 h après le début d'une pointe.
Données : thermostat seulement (température intérieure, consigne, cycle de chauffe) + prévisions météo publiques.

## 2024-10-22
Modèle RC à deux nœuds par maison. EAM plinthes 0,9 °C ; thermopompes 1,6 °C.
Hypothèse (SG) : l'erreur des thermopompes vient de la baisse de puissance par grand froid et de l'appoint.

## 2024-12-03
Ajout de la courbe de puissance TP = f(T ext) (données fabricant + prévisions météo). EAM thermopompes 0,7 °C.

## 2025-01-14
RNN commun à toutes les maisons : EAM 0,6 °C en moyenne, max 2,3 °C (maisons atypiques). On garde le modèle RC.

## 2025-02-11
Dérive saisonnière : modèle figé depuis octobre -> EAM 1,4 °C en janvier. Recalage hebdomadaire -> EAM < 0,8 °C d'octobre à janvier.
Calage d'une nouvelle maison : 14 jours de données suffisent (EAM stable au-delà).

## 2025-03-25
Simulation de 22 pointes de l'hiver avec préchauffage. Voir resultats_pointes_BE-5.csv.
""",
        "resultats_pointes_BE-5.csv": """
groupe;maisons;pointes;reduction_puissance_kW;respect_confort_pct
plinthes;38;22;3,2;97
thermopompes;26;22;2,4;95
ensemble;64;22;2,8;96
""",
    },
)

# ---- CASES-END ----

if __name__ == "__main__":
    main()
