#!/usr/bin/env python3
"""Writes the review_first_6 held-out cases (evidence files + case.json) and checks them.

Run:  python3 tests/quality/review_first_6/make_cases.py
Same case.json format as review_first_5 (see tests/quality/review/README.md); ten new projects
(6 English, 4 French, Quebec usage), none of them on a topic of an earlier review set. Checks done here:
  - every defect `kind` is one of the nine kinds of the format (this set plants six of them:
    marketing, not_uncertainty, routine, unmeasured, date_outside_year, unsupported);
  - every defect `sentence` occurs exactly once in the draft, inside the body of its line, on one line;
  - word counts: every line between 150 words (body) and 30 below the limit (350 / 700 / 350,
    heading included); this set has no over_limit line;
  - every `unsupported` string occurs once in the draft, inside an `unsupported` sentence of line
    244/246, in no evidence file, and its value occurs nowhere in the evidence (as any number, or date);
  - every other number and date of lines 244 and 246 is found in the evidence BY VALUE ("0,8 %" in a
    French draft matches "0.8" in a column headed `..._pct`, "1,050 kg" matches "1050 kg",
    "36 heures" matches "36 h", "Nov. 19" / "19 novembre" matches "2024-11-19"). Dates without a year
    are resolved inside the fiscal year. 244 dates are inside the fiscal year unless the sentence is a
    `date_outside_year` defect (whose date is outside the year and is in the evidence);
  - every "number + unit" token of lines 244/246 (outside `unsupported`) has the same value with an
    equivalent unit in some evidence file (or, for a .csv file, in a column whose header names the unit).
Headings vary more than in the sibling sets: markdown headings ("## Line 242 — ...", "### Ligne 244 : ..."),
numbered lists ("1. Line 242 – ...", "2) Quel travail ...?"), "Question 1 – <CRA question>" with no line
number, the bare CRA question text, upper-case "LINE 246 —", "242 – ..." and guillemets
("« Ligne 244 » – ...", "« Section 246 — ... »").
What is planted: marketing words in 242 and in 246, business goals in place of an uncertainty,
statutory exclusions / routine work written as research (standard compliance testing, a consumer
preference panel, routine herd records, routine regulatory sampling), "markedly improved"-type
claims with no figure, dates one to six weeks outside the fiscal year, and figures or dates in 244/246
that no evidence file holds while a near value is there.
Clean lines hold near-misses that must NOT be flagged: "the published state of the art", "commercially
available" devices, a customer mentioned as the source of a measured requirement, comparisons given
with their figures, supported values written in another format than the evidence.
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
    name="en_dairy_lameness_depth_camera",
    language="en",
    fy=("2024-01-01", "2024-12-31"),
    title="Huron Dairy Vision Inc. — Stratford, Ontario\n"
          "Project HDV-3: detecting lameness in dairy cows with an overhead depth camera at the parlour exit\n"
          "Taxation year January 1 to December 31, 2024",
    heads={"242": "## Line 242 — Technological uncertainties\n\n",
           "244": "## Line 244 — Work performed in the year\n\n",
           "246": "## Line 246 — Technological advancements\n\n"},
    bodies={
        "242": """
Lameness is one of the most costly health problems in Canadian dairy herds, and it is usually detected late because locomotion scoring by eye takes a trained person several hours every week. Our innovative, state-of-the-art LameAlert platform is a world-class herd health solution that dairy customers across Canada are already asking for.

The system uses commercially available time-of-flight depth cameras mounted above the exit alley of the milking parlour, where every cow walks past twice a day. Published studies that estimate locomotion from back posture filmed cows one at a time, in dry and well-lit research alleys, at a controlled walking pace. A parlour exit is different: steam and spray from the parlour wash fill the air, cows come out wet, they often walk nose to tail, and they speed up or stop unpredictably. We did not know whether a time-of-flight camera would return usable depth on wet hair in a steamy alley, since water films and droplets are known to corrupt the phase measurement these cameras rely on. We did not know whether cows walking in contact could be separated in a top view well enough to attribute each back profile to the right animal. It was also uncertain which posture features would carry the lameness signal at the speeds seen at a parlour exit: back arch alone, as in the literature, or head movement as well, which an overhead view captures poorly. Finally, cows differ widely in their natural back shape with age, breed and body condition, and we did not know whether a single threshold on these features could identify lame cows in two different herds, or whether each cow would need her own reference, and how many days of passages it would take to build one.
""",
        "244": """
The work was done at two partner farms in Perth County, Ontario, milking 220 and 145 cows. A veterinarian scored locomotion on a 5-point scale every week, and a cow scored 3 or higher was counted as lame. Each version of the system was scored on sensitivity (the share of lame cows it flagged) and specificity (the share of sound cows it did not flag).

January 16: two commercially available time-of-flight cameras were installed 2.6 m above the exit alley at farm 1.

February 27: a back-arch measure computed from the raw depth images reached a sensitivity of 58% at a specificity of 85%. Analysis of the failures showed depth dropouts in 31% of frames, concentrated on wet backs and during parlour washing. Our hypothesis was that droplets on the hair cause multipath errors that change from frame to frame while the shape of the back does not.

April 9: a temporal median filter over consecutive frames, combined with rejection of frames with more than 20% invalid pixels, cut the share of unusable passages to 9% and raised sensitivity to 71%.

May 21: cows were walking nose to tail in 44% of passages. Tracking each cow's height profile along the alley separated the animals in 92% of these crowded passages.

July 9: adding head-bob amplitude as a second feature raised sensitivity to 83% at a specificity of 88%.

August 20: we replaced the fixed herd threshold with each cow's deviation from her own median over the previous 14 days. Sensitivity rose to 86% at a specificity of 90%.

October 1: at farm 2, where the exit alley is wider, the model reached 77% sensitivity without retraining, and 84% after re-estimating only the camera geometry.

November 19: of the 23 cows scored lame by the veterinarian since the August change, the system had flagged 17 before the veterinarian did, a median of 6 days earlier.

Throughout the year, the herd staff recorded milk yield, body condition score and hoof-trimming dates for every cow, a systematic data-collection investigation that formed a core part of our research.
""",
        "246": """
We established that an overhead time-of-flight camera can measure lameness-related posture at a parlour exit in spite of steam and wet coats, provided the depth errors are treated as frame-to-frame noise rather than as a property of the scene. Before filtering, depth dropouts affected 31% of frames; with a temporal median filter and rejection of frames with more than 20% invalid pixels, only 9% of passages remained unusable. Cows walking nose to tail, as they did in 44% of passages, could be told apart in 92% of those passages by tracking each animal's height profile along the alley.

Back arch alone, the feature used in published studies, was not enough at the walking speeds of a parlour exit (58% sensitivity). Head-bob amplitude carried additional information even in a top view, and the largest gain came from comparing each cow with herself: a reference built from her own median over 14 days gave 86% sensitivity at 90% specificity. The model transferred to a second herd with a wider alley once the camera geometry was re-estimated (84% sensitivity, against 77% without). Of 23 lame cows identified by the veterinarian, 17 were flagged first, a median of 6 days before the visual score. We have not yet tested whether the per-cow reference stays valid around calving, when back posture changes for reasons unrelated to lameness.
""",
    },
    defects=[
        ("242", "marketing",
         "Our innovative, state-of-the-art LameAlert platform is a world-class herd health solution that dairy customers across Canada are already asking for."),
        ("244", "unsupported",
         "July 9: adding head-bob amplitude as a second feature raised sensitivity to 83% at a specificity of 88%."),
        ("244", "routine",
         "Throughout the year, the herd staff recorded milk yield, body condition score and hoof-trimming dates for every cow, a systematic data-collection investigation that formed a core part of our research."),
    ],
    unsupported=["83%"],
    evidence={
        "hdv3_trial_log.md": """
# HDV-3 trial log (P. Verhoeven, M. Singh)

Farms: farm 1 (Mitchell) 220 cows milking, parallel parlour; farm 2 (St. Marys) 145 cows milking, exit alley wider.
Reference: weekly locomotion score by Dr. L. Bauman (DVM), 5-point scale; lame = score 3 or higher.
Metrics: sensitivity / specificity against the vet score (see hdv3_validation_scores.csv).

## 2024-01-16
Installed 2 ToF depth cameras (off-the-shelf units) at farm 1, 2.6 m above the exit alley.

## 2024-02-27
Back-arch feature on raw depth: sensitivity 58%, specificity 85%.
Depth dropouts in 31% of frames, mostly wet backs and during parlour wash.
Hypothesis (PV): droplets on hair -> multipath; changes frame to frame, back shape does not.

## 2024-04-09
Temporal median filter + reject frames with >20% invalid pixels. Unusable passages now 9%. Sensitivity 71%.

## 2024-05-21
Nose-to-tail walking in 44% of passages. Height-profile tracking along the alley separates cows in 92% of crowded passages.

## 2024-07-09
Added head-bob amplitude. Sensitivity 79%, specificity 88%.

## 2024-08-20
Per-cow baseline: deviation from the cow's own median over the previous 14 days (instead of fixed herd threshold).
Sensitivity 86%, specificity 90%.

## 2024-10-01
Farm 2 without retraining: sensitivity 77%. Re-estimated camera geometry only: 84%.

## 2024-11-19
Since the 2024-08-20 change: 23 cows scored lame by the vet; 17 flagged by the system before the vet score,
median lead 6 days.
""",
        "hdv3_validation_scores.csv": """
date,farm,version,sensitivity_pct,specificity_pct
2024-02-27,1,back arch raw depth,58,85
2024-04-09,1,median filter + frame rejection,71,85
2024-07-09,1,+ head-bob amplitude,79,88
2024-08-20,1,per-cow 14-day baseline,86,90
2024-10-01,2,no retraining,77,89
2024-10-01,2,camera geometry re-estimated,84,90
""",
        "hdv3_farm_records_note.txt": """
From: Ben Wiebe (herd manager, farm 1)
To: P. Verhoeven
Date: 2024-03-05
Subject: herd records for the camera project

Hi Paul,
As asked, I'll send the monthly export from our herd management software: milk yield per cow (parlour meters),
body condition score (we do it monthly as usual) and the hoof-trimming dates from the trimmer's visits.
Same records we always keep, so no extra work for us.
Ben
""",
    },
)

# 2 ------------------------------------------------------------------------------------------------
case(
    name="en_black_mass_lithium_leach",
    language="en",
    fy=("2024-07-01", "2025-06-30"),
    title="Nickel Belt Cell Recycling Ltd. (Sudbury, ON) — fiscal year ended June 30, 2025\n"
          "Project BM-7: recovering lithium first from mixed black mass by reductive roasting and water leaching",
    heads={"242": "242 – Scientific or technological uncertainty\n",
           "244": "244 – Work performed\n",
           "246": "246 – Scientific or technological advancement\n"},
    bodies={
        "242": """
Lithium-ion batteries from vehicles, tools and phones reach our plant as black mass, the fine powder left after shredding and sieving, which holds the cathode metals, graphite, binder and residual electrolyte. Hydrometallurgical plants dissolve the whole black mass in acid and recover lithium last, from a solution already loaded with sodium sulphate, so a large share of the lithium is lost. Recovering lithium first, before nickel and cobalt, would let us sell it as a carbonate instead of losing it, but no published process does this reliably on the mixed black mass that Canadian collectors actually deliver.

The route we studied is a reductive roast in which the graphite already present in the black mass reduces the layered cathode oxides, so that lithium leaves the roast as lithium carbonate, which dissolves in water, while nickel, cobalt and manganese stay in the residue. Laboratory studies of this route used black mass from a single cathode chemistry with a known graphite content. Our feed varies: graphite content changes from lot to lot, fluorine from the binder and the electrolyte salt can capture lithium as poorly soluble lithium fluoride, aluminium foil fragments can bind lithium into aluminates at high temperature, and a growing share of the cells are lithium iron phosphate, whose structure does not release lithium under the same conditions. We did not know whether a temperature window existed in which carbonate formation was complete before aluminate formation began, whether fluorine could be kept away from lithium during the roast, or whether the phosphate fraction could be opened without burning the graphite needed as reductant. We also did not know whether results from a laboratory tube furnace would hold in a rotary kiln, where the atmosphere and heating rate are far less controlled.
""",
        "244": """
Three black mass lots from two collectors were used: lots A and B from mixed nickel-manganese-cobalt cells, and lot C, in which 40% of the cathode material was lithium iron phosphate. Lithium recovery is the share of the lithium in the feed that reports to the water leach solution, measured by ICP-OES at an external laboratory.

August 13, 2024: characterization of the three lots gave lithium contents of 3.4% to 4.1%, graphite contents of 28% to 36% and fluorine contents of 1.9% to 2.6%.

September 17: roasting lot A under nitrogen for 2 h at 650 °C, then leaching in water, recovered 61% of the lithium. X-ray diffraction showed unreacted layered oxide in the residue.

October 22: at 750 °C, recovery rose to 78%; at 850 °C it fell to 74%, and lithium aluminate appeared in the residue. Fluoride in the leach solution was 410 mg/L, and lithium fluoride was detected in the residue at every temperature. Our hypothesis was that fluorine released by binder decomposition reacts with lithium before the carbonate forms, and that a calcium source mixed into the feed would capture it first as calcium fluoride.

December 10: adding 5% calcium hydroxide to lot A before roasting at 750 °C raised recovery to 88% and lowered fluoride in the leach solution to 35 mg/L.

February 4, 2025: under the same conditions, lot C gave only 52% recovery. A pre-roast in air at 450 °C for 1 h, intended to open the phosphate structure while burning as little graphite as possible, followed by the reductive roast, raised recovery to 81%. The pre-roast consumed 6% of the initial graphite.

April 15: the process was transferred to a pilot rotary kiln in 5 kg batches. At 750 °C with a residence time of 45 min, recovery was 84%, and the lithium carbonate crystallized from the leach solution had a purity of 99.1%.

June 3: six consecutive kiln batches on blends of the three lots recovered 82% to 86% of the lithium.
""",
        "246": """
We established that lithium can be recovered ahead of the other metals from mixed black mass by a reductive roast that uses the graphite the black mass already contains, and we identified the two side reactions that limit it. First, fluorine from the binder and electrolyte captures lithium as lithium fluoride; adding 5% calcium hydroxide to the feed fixed the fluorine as calcium fluoride, which raised lithium recovery at 750 °C from 78% to 88% and cut fluoride in the leach solution from 410 to 35 mg/L. Second, at higher temperature lithium reacts with aluminium foil fragments to form lithium aluminate, so the usable window is narrow: recovery fell to 74% at 850 °C. We also showed that lithium iron phosphate does not respond to the reductive roast alone (52% recovery), but that a short oxidizing pre-roast at 450 °C opens the phosphate structure while consuming only 6% of the graphite, bringing recovery to 81%. In a pilot rotary kiln, the process gave 84% recovery and lithium carbonate of 99.1% purity, and 82% to 86% over six consecutive batches of blended lots. The fluorine content that the calcium addition can handle remains to be determined, since our lots covered only 1.9% to 2.6% fluorine.
""",
    },
    defects=[],
    unsupported=[],
    evidence={
        "bm7_roast_leach_log.txt": """
NICKEL BELT CELL RECYCLING - BM-7 roast / water-leach log (A. Kowalczyk, process development)
Lots: A, B = mixed NMC black mass (collector 1); C = collector 2, 40% of cathode material LFP.
Li recovery = Li in water-leach solution / Li in feed. ICP-OES by external lab (SGS Lakefield).

2024-08-13  Lot characterization: Li 3.4% - 4.1%; graphite 28% - 36%; F 1.9% - 2.6% (mass %).
2024-09-17  Lot A, tube furnace, N2, 650 °C, 2 h, water leach: Li recovery 61%. XRD: unreacted layered oxide.
2024-10-22  750 °C: 78%. 850 °C: 74%, LiAlO2 (lithium aluminate) in residue by XRD.
            F- in leach solution 410 mg/L; LiF in residue at all T.
            Hypothesis (AK): F from PVDF decomposition grabs Li before carbonate forms -> add Ca source to fix F as CaF2.
2024-12-10  Lot A + 5% Ca(OH)2, 750 °C: recovery 88%; F- in leach 35 mg/L.
2025-02-04  Lot C, same conditions: 52%. Air pre-roast 450 °C, 1 h, then reductive roast: 81%.
            Graphite burned in pre-roast: 6% of initial graphite.
2025-04-15  Pilot rotary kiln, 5 kg batches, 750 °C, residence 45 min: recovery 84%.
            Li2CO3 crystallized from leach: purity 99.1%.
2025-06-03  6 consecutive kiln batches, blends of lots A/B/C: 82% - 86%. See bm7_results.csv.
""",
        "bm7_results.csv": """
date;lot;furnace;T_C;additive;li_recovery_pct;fluoride_leach_mg_L
2024-09-17;A;tube;650;none;61;
2024-10-22;A;tube;750;none;78;410
2024-10-22;A;tube;850;none;74;
2024-12-10;A;tube;750;5% Ca(OH)2;88;35
2025-02-04;C;tube;750;5% Ca(OH)2;52;
2025-02-04;C;tube;450 air + 750;5% Ca(OH)2;81;
2025-04-15;blend;kiln;750;5% Ca(OH)2;84;
2025-06-03;blend;kiln;750;5% Ca(OH)2;82-86;
""",
    },
)

# 3 ------------------------------------------------------------------------------------------------
case(
    name="en_clt_cold_press_adhesive",
    language="en",
    fy=("2024-04-01", "2025-03-31"),
    title="Skeena Mass Timber Ltd. — Terrace, British Columbia\n"
          "SR&ED claim, fiscal year April 1, 2024 to March 31, 2025 — Project CP-1: cold-plant pressing of cross-laminated timber",
    heads={"242": "Question 1 – What scientific or technological uncertainties did you attempt to overcome?\n",
           "244": "Question 2 – What work did you perform in the tax year to overcome the scientific or "
                  "technological uncertainties described in Question 1?\n",
           "246": "Question 3 – What scientific or technological advancements did you achieve or attempt to "
                  "achieve as a result of the work described in Question 2?\n"},
    bodies={
        "242": """
Cross-laminated timber panels are made by gluing layers of dimension lumber crosswise under pressure. The one-component polyurethane adhesives used for structural CLT cure by reacting with moisture, and their suppliers qualify them at room temperature with lumber at a normal moisture content. Our plant in Terrace is unheated and stays near freezing for four months of the year, and heating the whole building is not practical. The objective of the project was to start supplying CLT floor panels to the two mid-rise residential projects planned in Prince Rupert in 2025 and to keep our press line running all winter.

Published data and the adhesive supplier's technical sheets do not describe how these adhesives behave below 10 °C. Cure slows down as temperature drops, but so does the moisture the adhesive can draw from dry lumber, and we did not know which of the two would control bond quality, whether the adhesive would cure enough before the press was released, or whether the bonds would instead fail later when the panel went through cycles of wetting and drying. The lodgepole pine and black spruce we buy from local mills also differ from the spruce-pine-fir on which the adhesive was qualified: lodgepole pine has resinous extractives that migrate to a freshly planed surface within hours and may prevent the adhesive from wetting it. It was unknown whether moisture priming of the surfaces, local warming of the adhesive and of the bond surfaces, longer press times or fresher planing could bring cold-pressed panels to the delamination performance required for structural use, or whether some of these measures would work against each other.
""",
        "244": """
All tests were done on the production press, with lamellae of lodgepole pine or black spruce at 10% moisture content. Specimens cut from each panel went through cyclic delamination testing (vacuum-pressure soaking followed by drying) in our laboratory, and total delamination was measured as a percentage of bond line length. The target was 5% or less.

April 23, 2024: a baseline panel of lodgepole pine pressed at a shop temperature of 8 °C, with the supplier's standard press time of 90 min, had 14.2% delamination.

June 4: misting the lamellae with water at 20 g/m² just before spreading the adhesive reduced delamination to 8.7%.

July 16: delamination was highest on boards planed the day before. Our hypothesis was that resin extractives migrating to the planed surface prevented wetting. Gluing within 4 h of planing reduced delamination to 6.1%.

September 10: we heated the adhesive to 20 °C and warmed the board surfaces to 15 °C with an infrared panel ahead of the spreader. Delamination fell to 3.8% at a shop temperature of 8 °C.

November 19: with the shop at 2 °C, the same settings gave 7.9% delamination. Extending the press time to 150 min brought it down to 4.4%.

January 28, 2025: black spruce panels pressed at 2 °C with the 150 min press time had 3.1% delamination.

In March, panels made with the final settings were sent to the third-party certification agency for the standard qualification testing of the product under the CLT product standard, which served as the experimental verification of our hypotheses.
""",
        "246": """
We established the conditions under which a one-component polyurethane adhesive can produce structural cross-laminated timber bonds in an unheated plant. At low temperature, delamination was controlled first by the moisture available at the bond line and by wetting of the wood surface, rather than by the cure rate alone: surface misting cut delamination from 14.2% to 8.7%, and gluing within 4 h of planing, before resin extractives reach the surface of lodgepole pine, cut it further to 6.1%. The heated adhesive and infrared surface warming markedly improved bond durability and made the process far more robust in cold conditions. Warming alone was no longer enough when the shop was at 2 °C: delamination rose to 7.9%, and only a longer press time of 150 min brought it back to 4.4%, which shows that the press time must be set from the shop temperature and not from the adhesive data sheet. Black spruce performed better than lodgepole pine under the same conditions, with 3.1% delamination. We have not yet determined whether the standard press time could be kept at 2 °C if the board surfaces were warmed further, which would restore the line's production rate.
""",
    },
    defects=[
        ("242", "not_uncertainty",
         "The objective of the project was to start supplying CLT floor panels to the two mid-rise residential projects planned in Prince Rupert in 2025 and to keep our press line running all winter."),
        ("244", "routine",
         "In March, panels made with the final settings were sent to the third-party certification agency for the standard qualification testing of the product under the CLT product standard, which served as the experimental verification of our hypotheses."),
        ("246", "unmeasured",
         "The heated adhesive and infrared surface warming markedly improved bond durability and made the process far more robust in cold conditions."),
    ],
    unsupported=[],
    evidence={
        "cp1_bond_trials.txt": """
SKEENA MASS TIMBER - CP-1 cold pressing trials (R. Gill, QA/R&D; J. Moreau, press lead)
Adhesive: 1C-PUR (supplier data sheet: standard press time 90 min). Lamellae 10% MC, lodgepole pine (LP) or black spruce (BS).
Cyclic delamination (vacuum-pressure soak + dry), in-house lab. Target: total delamination 5% or less.

2024-04-23  Baseline LP, shop 8 °C, press 90 min: delamination 14.2%.
2024-06-04  Water mist 20 g/m² before spreading: 8.7%.
2024-07-16  Worst results on boards planed the day before. Hypothesis (RG): resin extractives migrate to planed
            surface, block wetting. Glue within 4 h of planing: 6.1%.
2024-09-10  Adhesive heated to 20 °C, IR panel ahead of spreader -> board surface 15 °C. Shop 8 °C: 3.8%.
2024-11-19  Shop 2 °C, same settings: 7.9%. Press time 150 min: 4.4%.
2025-01-28  BS lamellae, shop 2 °C, press 150 min: 3.1%.
2025-03-11  Panels from final settings shipped to certification agency for standard product qualification testing.
""",
        "cp1_delamination_results.csv": """
date,species,shop_temp_C,press_min,treatment,delamination_pct
2024-04-23,LP,8,90,baseline,14.2
2024-06-04,LP,8,90,mist,8.7
2024-07-16,LP,8,90,mist + fresh planing,6.1
2024-09-10,LP,8,90,mist + fresh planing + heated adhesive + IR,3.8
2024-11-19,LP,2,90,same,7.9
2024-11-19,LP,2,150,same,4.4
2025-01-28,BS,2,150,same,3.1
""",
        "cp1_email_prince_rupert.txt": """
From: Dana Leclair <dleclair@skeenamasstimber.ca>
To: Production team
Date: 2024-03-26
Subject: Prince Rupert mid-rise projects

Team - the developer confirmed both mid-rise residential buildings in Prince Rupert for 2025, CLT floors.
If we can press through the winter we can bid on both. R. Gill will run the cold pressing trials.
Dana
""",
    },
)

# 4 ------------------------------------------------------------------------------------------------
case(
    name="en_printed_prosthetic_socket",
    language="en",
    fy=("2023-11-01", "2024-10-31"),
    title="Prairie Limb Lab Inc. — Saskatoon, SK — year ended October 31, 2024\n"
          "Project PS-4: scan-based, lattice-graded 3D-printed transtibial sockets",
    heads={"242": "What scientific or technological uncertainties did you attempt to overcome?\n",
           "244": "What work did you perform in the tax year to overcome the scientific or technological "
                  "uncertainties described above?\n",
           "246": "What scientific or technological advancements did you achieve or attempt to achieve as a "
                  "result of the work described above?\n"},
    bodies={
        "242": """
A transtibial prosthetic socket carries the full body weight through the soft tissue of the residual limb. It must load pressure-tolerant areas, such as the patellar tendon, and relieve sensitive ones, such as the fibular head and the distal tibia. Prosthetists achieve this by hand-modifying a plaster cast, a skill that takes years to acquire and is hard to reproduce. We set out to produce sockets from a 3D surface scan of the limb, printed in nylon 12 by powder-bed fusion, with wall stiffness varied locally by a printed lattice instead of by hand rectification alone.

Several things were not known. A surface scan captures the limb unloaded, but the socket must fit the limb under load, when soft tissue shifts by amounts that vary with tissue thickness and from one person to another; we did not know whether rectification depths could be predicted from the scan and an ultrasound measure of tissue thickness, or only from the prosthetist's palpation. We did not know how much local compliance a lattice region could provide before the socket wall lost the stiffness needed to control the limb during gait, or whether a compliant region would relieve pressure on the fibular head or merely move it to neighbouring tissue. Published work on printed sockets, which represents the current state of the art, reports static fit and strength but not interface pressures during walking. Finally, powder-bed nylon is weaker between layers, and printed sockets have failed in fatigue near the distal attachment; it was uncertain whether a transition from lattice to solid wall could survive the cyclic loading of daily walking without cracks starting at the transition.
""",
        "244": """
The work involved 12 volunteers with a transtibial amputation, fitted by two certified prosthetists at our clinic. Interface pressure was measured during level walking with thin-film sensors at six sites of the residual limb, and each participant rated fit on the 11-point socket comfort score. Each participant's current hand-made socket served as the reference.

September 26, 2023: the first six participants were scanned and fitted with printed sockets that copied the scanned shape without rectification. Peak pressure at the fibular head reached 182 kPa during walking, against 96 kPa in the participants' hand-made sockets.

December 12: to test whether rectification could be predicted, ultrasound tissue thickness at eight points was compared with the depths the prosthetists applied by hand. A linear model on tissue thickness explained 71% of the variance in rectification depth.

February 20, 2024: sockets rectified with the model lowered the mean peak fibular head pressure to 118 kPa. The mean comfort score was 6.8, against 7.4 for the hand-made sockets.

March 19: since the remaining excess pressure was concentrated on the fibular head, our hypothesis was that a lattice window over it, with a stiffness of about 30% of the solid wall, would relieve pressure without letting the limb rotate in the socket. Coupons of three lattice cell sizes were printed and tested in compression to select the cell.

April 16: with the lattice window, fibular head pressure fell to 88 kPa, but pressure on the adjacent lateral tibia rose from 105 to 131 kPa, which suggested that the abrupt change in stiffness shifted load to the edge of the window.

June 11: a graded lattice, with stiffness increasing over a 15 mm border, kept the fibular head at 91 kPa while the lateral tibia returned to 108 kPa, and the mean comfort score rose to 7.9.

August 13: in cyclic loading tests of the distal attachment following ISO 10328, the first graded-lattice socket cracked at the lattice-to-solid transition after 610,000 cycles. Rounding the transition with a 4 mm radius allowed all three test sockets to reach 2,000,000 cycles without cracks.

October 8: after the 12 participants had worn the final sockets for 2 weeks, the mean comfort score was 7.8, against 7.4 for their hand-made sockets.
""",
        "246": """
We established that a printed transtibial socket cannot simply copy the scanned shape of the limb, and that the rectification a prosthetist applies by hand can be largely predicted from measured tissue thickness. Without rectification, fibular head pressure reached 182 kPa, against 96 kPa in hand-made sockets; rectification depths predicted from ultrasound thickness, which explained 71% of the variance of the prosthetists' depths, brought it down to 118 kPa. We also showed that local compliance can take over part of the rectification, but only if stiffness changes gradually: an abrupt lattice window relieved the fibular head (88 kPa) while raising lateral tibia pressure from 105 to 131 kPa, whereas a graded border of 15 mm kept the fibular head at 91 kPa and the lateral tibia at 108 kPa. In fatigue, the lattice-to-solid transition was the weak point, cracking after 610,000 cycles; a 4 mm radius at the transition allowed 2,000,000 cycles without cracks. Clinics that have seen the results describe our sockets as the most comfortable on the market, and we expect this world-class fit to double our customer base and revenue next year. Whether the thickness model holds for limbs with extensive scar tissue, which were not represented among the 12 participants, remains unknown.
""",
    },
    defects=[
        ("244", "date_outside_year",
         "September 26, 2023: the first six participants were scanned and fitted with printed sockets that copied the scanned shape without rectification."),
        ("244", "unsupported",
         "June 11: a graded lattice, with stiffness increasing over a 15 mm border, kept the fibular head at 91 kPa while the lateral tibia returned to 108 kPa, and the mean comfort score rose to 7.9."),
        ("246", "marketing",
         "Clinics that have seen the results describe our sockets as the most comfortable on the market, and we expect this world-class fit to double our customer base and revenue next year."),
    ],
    unsupported=["June 11"],
    evidence={
        "ps4_fitting_log.md": """
# PS-4 fitting and pressure log — Prairie Limb Lab (K. Lindqvist CPO(c), A. Okafor CPO(c), T. Huang eng.)

Participants: 12 volunteers, transtibial. Reference = participant's current hand-made socket.
Pressure: thin-film sensors, 6 sites, level walking, peak values. Comfort: 11-point socket comfort score (SCS).
Printing: PA12 powder-bed fusion.

## 2023-09-26
First 6 participants scanned; printed sockets = scanned shape, no rectification.
Fibular head peak 182 kPa vs 96 kPa in hand-made sockets.

## 2023-12-12
Ultrasound tissue thickness at 8 points vs hand rectification depths (both prosthetists).
Linear model on thickness: R² = 0.71 (71% of variance explained).

## 2024-02-20
Model-rectified sockets: mean fibular head peak 118 kPa. SCS 6.8 (hand-made 7.4).

## 2024-03-19
Hypothesis (TH): lattice window over fibular head, ~30% of solid wall stiffness, relieves FH without rotational instability.
Compression coupons, 3 cell sizes.

## 2024-04-16
Lattice window: FH 88 kPa. Lateral tibia 105 -> 131 kPa. Edge effect of abrupt stiffness step?

## 2024-06-04
Graded lattice, stiffness ramp over 15 mm border: FH 91 kPa, lateral tibia 108 kPa. SCS 7.9.

## 2024-10-08
All 12 participants, final sockets worn 2 weeks: SCS 7.8 (hand-made 7.4).
""",
        "ps4_fatigue_report.txt": """
PS-4 distal attachment fatigue - summary (T. Huang), 2024-08-13
Test per ISO 10328 loading (cyclic), in-house rig.
Socket G1 (graded lattice, sharp lattice/solid transition): crack at transition after 610,000 cycles.
Sockets G2, G3, G4 (transition rounded, 4 mm radius): 2,000,000 cycles, no crack (dye penetrant).
""",
    },
)

# 5 ------------------------------------------------------------------------------------------------
case(
    name="en_pea_protein_pizza_cheese",
    language="en",
    fy=("2024-10-01", "2025-09-30"),
    title="Bow River Plant Foods Inc., Calgary, Alberta\n"
          "T661 project descriptions — fiscal year October 1, 2024 to September 30, 2025\n"
          "Project PC-2: a pea protein cheese analogue that melts and stretches",
    heads={"242": "1. Line 242 – Scientific or technological uncertainties\n",
           "244": "2. Line 244 – Work performed in the tax year\n",
           "246": "3. Line 246 – Scientific or technological advancements\n"},
    bodies={
        "242": """
Plant-based cheese for pizza must melt, flow and stretch when baked, as dairy mozzarella does. In mozzarella this behaviour comes from the casein network: calcium bridges between casein micelles loosen when heated, so the cheese flows and forms strands. Commercially available plant-based cheeses get some melt from modified starches and coconut oil, but they contain almost no protein and do not stretch. We set out to make a pizza cheese analogue in which pea protein provides both the structure and a protein content close to that of dairy cheese.

The scientific difficulty is that pea proteins behave in the opposite way to casein. Pea globulins unfold and form a gel when heated, and that gel becomes firmer, not softer, in the oven, so a pea protein cheese does not melt at all. We did not know whether the gel could be made to flow when hot. Partial hydrolysis of the proteins might weaken the gel enough, but it could also destroy the firmness needed to shred the cold product, and it was not known whether a degree of hydrolysis existed that satisfied both. Deamidation of pea protein is known to increase its solubility, but its effect on heat-set gels and on the formation of strands had not been reported. It was also uncertain whether a protein network modified to flow would still hold the fat, since coconut oil released from a weakened network pools on the surface of a baked pizza. Finally, we did not know whether melt properties measured just after production would survive several weeks of refrigerated storage, during which plant protein gels are known to keep firming.
""",
        "244": """
Each formulation was made in 5 kg pilot batches. Melt was measured with the Schreiber test as the increase in disc area after baking at 232 °C for 5 min, stretch as the length of strand pulled by a texture analyzer from a baked sample, and oiling off as the share of fat released onto filter paper. Firmness was measured on the cold product; at least 4.2 N was needed for shredding. A commercial dairy mozzarella served as the reference, with a melt of 85% and a stretch of 160 mm.

October 29, 2024: a baseline formula of pea protein isolate, coconut oil and potato starch melted by only 12% and stretched 9 mm.

December 3: our hypothesis was that heat-induced disulfide bonds between pea globulins made the gel irreversible, and that limited hydrolysis would shorten the protein chains enough to allow flow. With a protease at a degree of hydrolysis of 4%, melt reached 38% and stretch 22 mm, with a firmness of 5.1 N. At a degree of hydrolysis of 8%, melt reached 61% but firmness fell to 0.9 N, too soft to shred.

February 11, 2025: deamidation with a protein-glutaminase to a degree of 30% gave a melt of 47% and a stretch of 41 mm.

March 25: combining hydrolysis at 4% with deamidation gave a melt of 66% and a stretch of 74 mm, but oiling off reached 14%, against 5% for the reference.

May 13: homogenizing the oil into the protein phase at 300 bar before curd formation reduced oiling off to 4.6%, with a melt of 63%.

July 8: after 42 days at 4 °C, melt had fallen from 63% to 55%, and firmness had risen from 4.4 N to 5.6 N.

In August, we ran a consumer preference study with 120 shoppers in three Calgary grocery stores to choose the flavour profile and brand name for launch, a key experimental step to validate the melt formulation.
""",
        "246": """
We established that pea protein gels can be made to melt and stretch by combining two modifications with different effects. Limited hydrolysis weakens the heat-set gel enough to let it flow, but only within a narrow range: at a degree of hydrolysis of 4% the product melted by 38% and stayed firm enough to shred (5.1 N), whereas at 8% melt reached 61% but firmness dropped to 0.9 N. Deamidation, which had not been studied for this purpose, mainly contributed to strand formation (41 mm of stretch). Combining the two gave a melt of 66% and a stretch of 78 mm, against 85% and 160 mm for dairy mozzarella. We also showed that a protein network able to flow no longer holds coconut oil (14% oiling off), and that the fat must be emulsified into the protein phase before curd formation: homogenizing at 300 bar brought oiling off to 4.6% with little loss of melt. Melt is not stable in storage: after 42 days at 4 °C it fell from 63% to 55% as the gel kept firming. Understanding and preventing this firming is the main question left for the next year.
""",
    },
    defects=[
        ("244", "routine",
         "In August, we ran a consumer preference study with 120 shoppers in three Calgary grocery stores to choose the flavour profile and brand name for launch, a key experimental step to validate the melt formulation."),
        ("246", "unsupported",
         "Combining the two gave a melt of 66% and a stretch of 78 mm, against 85% and 160 mm for dairy mozzarella."),
    ],
    unsupported=["78 mm"],
    evidence={
        "pc2_pilot_log.txt": """
BOW RIVER PLANT FOODS - PC-2 pilot plant log (N. Haddad, food scientist)
Batches: 5 kg. Melt = Schreiber, % increase in disc area, 232 °C / 5 min. Stretch = texture analyzer strand length.
Oiling off = % fat released on filter paper. Firmness (cold) >= 4.2 N for shredding.
Reference: commercial dairy mozzarella, melt 85%, stretch 160 mm, oiling off 5%.

2024-10-29  Baseline (PPI + coconut oil + potato starch): melt 12%, stretch 9 mm.
2024-12-03  Hypothesis (NH): heat-set disulfide bonds make the gel irreversible; limited hydrolysis should allow flow.
            Protease DH 4%: melt 38%, stretch 22 mm, firmness 5.1 N. DH 8%: melt 61%, firmness 0.9 N (cannot shred).
2025-02-11  Protein-glutaminase deamidation, DD 30%: melt 47%, stretch 41 mm.
2025-03-25  DH 4% + deamidation: melt 66%, stretch 74 mm, oiling off 14%.
2025-05-13  Oil homogenized into protein phase at 300 bar before curd formation: oiling off 4.6%, melt 63%.
2025-07-08  Storage 42 days at 4 °C: melt 63% -> 55%; firmness 4.4 N -> 5.6 N.
""",
        "pc2_texture_results.csv": """
date,formula,melt_pct,stretch_mm,oiling_off_pct,firmness_N
2024-10-29,baseline,12,9,,
2024-12-03,DH 4%,38,22,,5.1
2024-12-03,DH 8%,61,,,0.9
2025-02-11,deamidated 30%,47,41,,
2025-03-25,DH 4% + deamidated,66,74,14,
2025-05-13,DH 4% + deamidated + 300 bar,63,,4.6,4.4
2025-07-08,same after 42 d at 4 C,55,,,5.6
""",
        "pc2_consumer_study.txt": """
Bow River Plant Foods - Marketing
Consumer preference study, August 2025 (agency: Prairie Insights)
120 shoppers, three Calgary grocery stores. Tasted 3 flavour profiles and rated 4 brand names.
Preferred: "mild smoked" profile; brand name "Bow Melt". Recommendation: launch Q1 2026.
""",
    },
)

# 6 ------------------------------------------------------------------------------------------------
case(
    name="en_snowplow_edge_wear_sensor",
    language="en",
    fy=("2024-05-01", "2025-04-30"),
    title="NORTHSHORE ROAD EQUIPMENT LTD. (Thunder Bay, ON)\n"
          "Project WE-3 — embedded wear sensing for carbide snowplow cutting edges\n"
          "Tax year: May 1, 2024 – April 30, 2025",
    heads={"242": "LINE 242 — TECHNOLOGICAL UNCERTAINTY\n",
           "244": "LINE 244 — WORK PERFORMED\n",
           "246": "LINE 246 — TECHNOLOGICAL ADVANCEMENT\n"},
    bodies={
        "242": """
Snowplow cutting edges with carbide inserts wear down over the winter, and they are replaced on a fixed schedule or when an operator notices poor scraping. Replacing too early wastes carbide; replacing too late lets the moldboard itself wear, which is far more costly. Our revolutionary SmartEdge system is the most advanced blade monitoring technology on the market and will deliver unbeatable savings to our municipal customers.

Measuring wear directly at the edge requires a sensor that survives where the edge meets the road. We intended to embed a strip carrying conductive traces behind the carbide inserts, so that the traces would wear through one at a time along with the edge. Wear sensors of this type exist for brake pads and conveyor belts, but under loads very different from those on a plow edge, which is struck by curbs, manhole frames and frozen ruts at speed, soaked in chloride brine and cooled well below -30 °C. We did not know whether any potting material could hold a brittle ceramic strip in a steel slot through such impacts without passing on enough strain to crack it, nor whether a material compliant enough at room temperature would remain compliant in extreme cold. We did not know whether brine would penetrate along the worn end of the strip and short adjacent traces, which would produce false readings. Finally, an impact can break a trace before the edge has worn down to it, and it was uncertain whether breaks caused by impacts could be told apart from breaks caused by wear using only the signals of the traces themselves, and how closely the count of worn traces would follow the actual edge height in service.
""",
        "244": """
The sensor is a ceramic strip carrying eight conductive traces spaced 4 mm apart, set in a slot machined behind the carbide inserts so that the traces wear through one at a time as the edge wears. A sealed module on the moldboard reads the traces and transmits the count to the cab. The reference was the edge height measured with a caliper at five points across the blade at the end of each shift.

June 12, 2024: the first strips, bonded with a rigid epoxy, cracked in drop-weight impact tests at 150 J, breaking traces that had not worn; 5 of 8 strips failed.

July 24: our hypothesis was that the rigid epoxy transferred impact strain from the steel into the ceramic. A flexible polyurethane potting with a Shore A hardness of 85 reduced failures to 1 of 8 strips at the same energy.

September 18: in a salt-spray chamber, brine penetrated the worn end of the strip and shorted adjacent traces after 96 h. Recessing the traces 0.5 mm below the strip surface and filling the groove with potting eliminated shorts over 500 h.

November 6: in cold-chamber impact tests at -35 °C, the potting hardened and 3 of 8 strips cracked. A low-temperature polyurethane grade reduced this to 0 of 8.

December 3 to February 25: field trial on 6 municipal plow trucks. Compared with the caliper measurements, the trace count had a mean absolute error of 1.9 mm over 212 shift readings. Four traces broke before the edge reached them, all after impacts on manhole frames.

January 21, 2025: to separate impact breaks from wear, we tested a rule based on the order of breaks: a trace that breaks while the trace inside it is still intact indicates impact damage. Applied to the recorded trial data, the rule flagged all 4 false breaks and misclassified no wear event.

March 11: in road tests, 99.2% of readings reached the cab at speeds up to 70 km/h.
""",
        "246": """
We established that a ceramic trace strip can measure the wear of a snowplow cutting edge in service, provided it is isolated from impact strain and from brine. The rigid epoxy normally used to bond ceramics to steel passed impact strain into the strip (5 of 8 strips failed at 150 J), whereas a flexible polyurethane potting limited failures to 1 of 8; that compliance was lost at -35 °C unless a low-temperature grade was used, which brought failures to 0 of 8. Brine shorts, which appeared after 96 h in salt spray, were eliminated over 500 h by recessing the traces 0.5 mm and filling the groove with potting. In the field, on 6 trucks, the trace count matched the caliper-measured edge height with a mean absolute error of 1.9 mm over 212 shift readings. We also found that impact breaks can be recognised from the order in which traces break, a rule that identified all 4 false breaks of the trial without misclassifying any wear event. The field trial confirmed that the sensor dramatically improves the timing of edge replacement and significantly reduces carbide waste. How the sensor behaves on edges with rubber-mounted inserts has not yet been tested.
""",
    },
    defects=[
        ("242", "marketing",
         "Our revolutionary SmartEdge system is the most advanced blade monitoring technology on the market and will deliver unbeatable savings to our municipal customers."),
        ("246", "unmeasured",
         "The field trial confirmed that the sensor dramatically improves the timing of edge replacement and significantly reduces carbide waste."),
    ],
    unsupported=[],
    evidence={
        "we3_bench_log.txt": """
NORTHSHORE ROAD EQUIPMENT - WE-3 bench test log (S. Kivela, design eng.)
Sensor: ceramic strip, 8 traces at 4 mm pitch, in slot behind carbide inserts. Module on moldboard, radio to cab.
Reference for field: caliper edge height, 5 points across blade, end of each shift.

2024-06-12  Drop-weight impact, 150 J, rigid epoxy bond: 5 of 8 strips cracked (unworn traces broken).
2024-07-24  Hypothesis (SK): epoxy too stiff, carries impact strain into ceramic. PU potting Shore A 85: 1 of 8 failed at 150 J.
2024-09-18  Salt spray: brine along worn strip end, adjacent traces shorted after 96 h.
            Traces recessed 0.5 mm, groove filled with potting: no shorts over 500 h.
2024-11-06  Cold chamber -35 °C impact: PU potting hard, 3 of 8 cracked. Low-temp PU grade: 0 of 8.
2025-01-21  Break-order rule (trace breaks while inner trace intact = impact) run on field data: flags all 4 false breaks,
            0 wear events misclassified.
2025-03-11  Road test: 99.2% of readings received in cab, speeds up to 70 km/h.
""",
        "we3_field_trial.csv": """
truck,period,shift_readings,mae_mm,false_breaks
T1,2024-12-03 to 2025-02-25,38,1.7,1
T2,2024-12-03 to 2025-02-25,35,2.1,0
T3,2024-12-03 to 2025-02-25,36,1.8,2
T4,2024-12-03 to 2025-02-25,34,2.0,0
T5,2024-12-03 to 2025-02-25,33,2.2,1
T6,2024-12-03 to 2025-02-25,36,1.6,0
all 6 trucks,2024-12-03 to 2025-02-25,212,1.9,4
""",
    },
)

# 7 ------------------------------------------------------------------------------------------------
case(
    name="fr_poudre_verre_beton_trottoir",
    language="fr",
    fy=("2024-01-01", "2024-12-31"),
    title="Béton Mauricie inc. — Trois-Rivières (Québec)\n"
          "Projet PV-2 : poudre de verre mixte de la collecte sélective comme ajout cimentaire dans le béton de trottoir\n"
          "Année d'imposition du 1er janvier au 31 décembre 2024",
    heads={"242": "« Ligne 242 » – Incertitudes technologiques\n",
           "244": "« Ligne 244 » – Travail effectué\n",
           "246": "« Ligne 246 » – Avancements technologiques\n"},
    bodies={
        "242": """
Le verre mixte récupéré par la collecte sélective au Québec est en bonne partie enfoui, faute de débouchés, parce qu'il est coloré, cassé en petits morceaux et souillé de résidus de papier, de sucre et de plastique. Moulu finement, le verre se comporte comme une pouzzolane : il peut remplacer une partie du ciment dans le béton. Les études publiées ont toutefois porté sur du verre propre et trié par couleur, provenant surtout de bouteilles de vin. Notre objectif était de remporter l'appel d'offres de la Ville pour les trottoirs de 2025 en offrant un béton « vert » moins cher que celui de nos concurrents.

Plusieurs inconnues subsistaient pour un béton de trottoir exposé au gel-dégel et aux sels de déglaçage. D'abord, la poudre de verre de centre de tri contient des matières organiques en quantité variable d'un lot à l'autre; nous ne savions pas si ces résidus retardaient la prise du ciment, ni s'ils nuisaient à l'agent entraîneur d'air, dont dépend la résistance au gel. Un réseau de bulles d'air mal formé ne se voit pas à la livraison et ne se révèle qu'après quelques hivers, par l'écaillage de la surface. Ensuite, le verre est riche en silice amorphe et en alcalis : il peut réduire la réaction alcalis-silice ou, au contraire, l'alimenter, selon sa finesse et le taux de remplacement, et le seuil entre les deux n'était pas établi pour du verre mixte. Enfin, nous ignorions si un prétraitement simple, comme le lavage ou la calcination de la poudre, suffirait à rendre le comportement des lots prévisible, et quel taux de remplacement resterait compatible avec la résistance à l'écaillage exigée pour les trottoirs municipaux.
""",
        "244": """
Les essais ont été faits à notre laboratoire de Trois-Rivières sur un béton de trottoir de 32 MPa à air entraîné, en remplaçant une partie du ciment par de la poudre de verre d'un centre de tri de la Mauricie. Nous avons mesuré le temps de prise, la résistance à la compression à 28 jours, le facteur d'espacement des bulles d'air, l'expansion de barres de mortier en essai accéléré de 14 jours et la masse de débris d'écaillage après 56 cycles de gel-dégel en présence de sels.

23 janvier 2024 : trois lots de poudre ont été caractérisés; leur teneur en carbone organique variait de 0,6 % à 1,9 %.

5 mars : avec 20 % de poudre du lot A, la prise était retardée de 95 min par rapport au témoin, et la résistance à 28 jours était de 36,5 MPa, contre 38,2 MPa pour le témoin.

16 avril : avec le lot C, le plus chargé en matières organiques, la prise était retardée de 4 h, le béton perdait 2,1 points d'air en 60 min et le facteur d'espacement atteignait 310 µm, alors que la limite est de 230 µm. Notre hypothèse était que les résidus de sucre et de cellulose adsorbaient l'agent entraîneur d'air et retardaient l'hydratation du ciment.

11 juin : un lavage à l'eau du lot C n'a ramené le carbone organique qu'à 1,2 %; une calcination à 450 °C l'a ramené à 0,2 %, le retard de prise à 40 min et le facteur d'espacement à 190 µm.

27 août : l'expansion des barres de mortier à 14 jours était de 0,06 % avec 25 % de poudre calcinée, contre 0,21 % sans poudre de verre, pour une limite de 0,10 %.

22 octobre : après 56 cycles, la masse écaillée était de 0,31 kg/m² pour le témoin, de 0,42 kg/m² avec 20 % de poudre calcinée et de 0,88 kg/m² avec 25 %, pour une limite de 0,5 kg/m².

13 novembre : une section d'essai de trottoir de 30 m a été coulée avec 20 % de poudre calcinée.

18 février 2025 : des carottes prélevées dans la section d'essai ont donné un facteur d'espacement de 205 µm et une résistance de 34,8 MPa.
""",
        "246": """
Nous avons établi que la poudre de verre mixte de centre de tri peut remplacer 20 % du ciment dans un béton de trottoir exposé aux sels, à condition d'en éliminer les matières organiques, et que c'est la teneur en carbone organique, plutôt que la couleur ou la provenance du verre, qui détermine le comportement du béton. Les lots bruts, dont la teneur variait de 0,6 % à 1,9 %, retardaient la prise de 95 min à 4 h et, pour le lot le plus chargé, déstabilisaient le réseau de bulles d'air (facteur d'espacement de 310 µm). Le lavage ne suffit pas (1,2 % de carbone organique), alors qu'une calcination à 450 °C ramène la teneur à 0,2 %, le retard de prise à 40 min et le facteur d'espacement à 190 µm, sous la limite de 230 µm. Nous avons aussi montré que la poudre de verre mixte réduit la réaction alcalis-silice au lieu de l'alimenter : l'expansion à 14 jours est passée de 0,21 % à 0,06 % avec 25 % de poudre. Le taux de remplacement reste limité par l'écaillage, qui est passé de 0,31 kg/m² pour le témoin à 0,42 kg/m² à 20 % et à 0,88 kg/m² à 25 %. Il reste à vérifier que le réseau d'air obtenu en laboratoire se retrouve dans un béton livré par camion, ce que la section d'essai coulée en novembre doit permettre de confirmer.
""",
    },
    defects=[
        ("242", "not_uncertainty",
         "Notre objectif était de remporter l'appel d'offres de la Ville pour les trottoirs de 2025 en offrant un béton « vert » moins cher que celui de nos concurrents."),
        ("244", "date_outside_year",
         "18 février 2025 : des carottes prélevées dans la section d'essai ont donné un facteur d'espacement de 205 µm et une résistance de 34,8 MPa."),
    ],
    unsupported=[],
    evidence={
        "journal_labo_PV-2.txt": """
BÉTON MAURICIE INC. — Projet PV-2, journal de laboratoire (G. Lafrenière, ing. jr ; M.-È. Boisvert, tech.)
Béton de trottoir 32 MPa, air entraîné. Poudre de verre mixte, centre de tri de la Mauricie.
Mesures : prise (Vicat), compression à 28 jours, facteur d'espacement (µm, limite 230 µm),
expansion barres de mortier accéléré 14 jours (limite 0,10 %), écaillage après 56 cycles gel-dégel avec sels
(limite 0,5 kg/m²).

2024-01-23  Caractérisation des lots A, B, C : carbone organique 0,6 % (A) à 1,9 % (C).
2024-03-05  20 % lot A : retard de prise 95 min vs témoin. f'c 28 jours : 36,5 MPa (témoin 38,2 MPa).
2024-04-16  20 % lot C : retard de prise 4 h ; perte de 2,1 points d'air en 60 min ; facteur d'espacement 310 µm.
            Hypothèse (GL) : sucre et cellulose adsorbent l'entraîneur d'air et retardent l'hydratation.
2024-06-11  Lot C lavé : carbone organique 1,2 %. Lot C calciné 450 °C : 0,2 % ; retard 40 min ; espacement 190 µm.
2024-08-27  Barres de mortier 14 jours : 25 % poudre calcinée 0,06 % ; sans verre 0,21 %.
2024-10-22  Écaillage 56 cycles : témoin 0,31 ; 20 % calcinée 0,42 ; 25 % calcinée 0,88 (kg/m²).
2024-11-13  Section d'essai de trottoir, 30 m, 20 % poudre calcinée, coulée rue des Forges (entente avec la Ville).
2025-02-18  Carottes de la section d'essai : facteur d'espacement 205 µm ; compression 34,8 MPa.
""",
        "resultats_PV-2.csv": """
date;melange;carbone_org_pct;retard_prise_min;espacement_um;expansion_14j_pct;ecaillage_kg_m2
2024-03-05;20 % lot A brut;0.6;95;;;
2024-04-16;20 % lot C brut;1.9;240;310;;
2024-06-11;20 % lot C calcine 450 C;0.2;40;190;;
2024-08-27;25 % calcine;;;;0.06;
2024-08-27;sans verre;;;;0.21;
2024-10-22;temoin;;;;;0.31
2024-10-22;20 % calcine;;;;;0.42
2024-10-22;25 % calcine;;;;;0.88
""",
        "courriel_appel_offres_trottoirs.txt": """
De : Denis Gélinas <dgelinas@betonmauricie.qc.ca>
À : Geneviève Lafrenière
Date : 2024-01-09
Objet : Appel d'offres trottoirs 2025

Geneviève,
La Ville va lancer son appel d'offres pour les trottoirs 2025 à l'automne. Si on arrive avec un béton au verre
recyclé moins cher que les autres, on a de bonnes chances. Tiens-moi au courant des essais.
Denis
""",
    },
)

# 8 ------------------------------------------------------------------------------------------------
case(
    name="fr_cuir_poisson_tannage_vegetal",
    language="fr",
    fy=("2024-04-01", "2025-03-31"),
    title="Tannerie du Littoral inc. (Gaspé) — exercice terminé le 31 mars 2025\n"
          "Projet CP-1 : tannage végétal de peaux de sébaste et de morue",
    heads={"242": "« Section 242 — Incertitudes scientifiques ou technologiques »\n",
           "244": "« Section 244 — Travaux effectués pendant l'exercice »\n",
           "246": "« Section 246 — Avancements scientifiques ou technologiques »\n"},
    bodies={
        "242": """
Les usines de transformation du poisson de la Gaspésie rejettent chaque année des tonnes de peaux de sébaste et de morue. Le cuir de poisson existe, mais il est presque toujours tanné au chrome, et les rares procédés au tanin végétal décrits dans la littérature portent sur des espèces d'eau chaude, comme le tilapia, dont la peau est maigre. Nous voulions produire un cuir de poisson tanné uniquement aux tanins végétaux, assez résistant pour la maroquinerie.

La peau de sébaste pose des problèmes que le savoir-faire du tannage bovin ne résout pas. Son collagène, adapté à l'eau froide, se dénature à une température beaucoup plus basse que celui du bœuf, ce qui interdit de chauffer les bains pour accélérer la pénétration des tanins. Elle est aussi très grasse, et nous ignorions si le gras présent entre les fibres empêcherait les tanins végétaux, des molécules volumineuses, de pénétrer au cœur de la peau, malgré sa faible épaisseur. Un dégraissage poussé, par solvant ou par enzymes, risquait d'endommager ce collagène fragile ou d'ouvrir la structure au point de réduire la résistance à la déchirure. Nous ne savions pas non plus si une combinaison de tanins hydrolysables, plus petits, et de tanins condensés, plus astringents, permettrait d'atteindre une température de rétraction comparable à celle d'un cuir bovin tanné au végétal, ni si les composés azotés responsables de l'odeur de poisson, comme la triméthylamine, resteraient liés au cuir fini. Enfin, rien n'indiquait qu'un protocole mis au point sur le sébaste conviendrait à la morue, dont la peau est plus maigre et le derme structuré autrement.
""",
        "244": """
Les essais ont été faits en petits foulons de laboratoire, sur des lots de 40 peaux fournies par deux usines de Rivière-au-Renard. Pour chaque protocole, nous avons mesuré la teneur en gras résiduel, la température de rétraction du cuir (l'indicateur du degré de tannage), la résistance à la déchirure et, à partir d'octobre, la teneur en triméthylamine du cuir fini.

Le 14 mai 2024, des peaux brutes de sébaste contenant 11,2 % de gras, dont la température de rétraction était de 41 °C, ont été tannées selon un protocole au mimosa adapté du cuir bovin. La température de rétraction a atteint 68 °C, mais la coupe des peaux montrait un cœur non tanné, et la résistance à la déchirure n'était que de 9 N.

Le 2 juillet, nous avons posé l'hypothèse que le gras situé entre les fibres bloquait la diffusion des tanins. Un dégraissage à la lipase à 30 °C pendant 6 h a ramené le gras à 3,4 %; après tannage, la température de rétraction était de 74 °C et la déchirure de 14 N.

Le 20 août, un prétannage aux tanins hydrolysables de tara, suivi du tannage au mimosa, a donné une température de rétraction de 79 °C, une déchirure de 17 N et un taux de fixation des tanins de 71 %.

Le 15 octobre, le cuir fini contenait 38 mg/kg de triméthylamine. Un rinçage acide à pH 4,5 avant le séchage l'a ramenée à 6 mg/kg.

Le 3 décembre, des éprouvettes du cuir de sébaste ont supporté 20 000 cycles de flexion sans fissure.

Le 11 février 2025, le même protocole appliqué à des peaux de morue contenant 2,1 % de gras a donné une température de rétraction de 81 °C et une déchirure de 21 N.
""",
        "246": """
Nous avons établi qu'un cuir de poisson entièrement tanné aux tanins végétaux peut être obtenu à partir de peaux de sébaste, à condition de traiter le gras comme le principal obstacle à la pénétration des tanins. Sans dégraissage, le protocole du cuir bovin ne tannait que la surface (68 °C de température de rétraction et 9 N à la déchirure); une lipase active à 30 °C, soit sous la température de dénaturation du collagène de sébaste, a ramené le gras de 11,2 % à 3,4 % sans affaiblir la peau, et la déchirure est passée à 14 N. Nous avons aussi montré qu'un prétannage aux tanins hydrolysables, de plus petite taille, ouvre la voie aux tanins condensés : la température de rétraction a atteint 79 °C et la déchirure 17 N, avec 71 % des tanins fixés. L'odeur de poisson ne tient pas au tannage lui-même mais à la triméthylamine restée libre, qu'un rinçage acide fait passer de 38 à 6 mg/kg. Le cuir obtenu a résisté à 20 000 flexions. Le protocole s'applique aussi à la morue, dont la peau plus maigre a donné 81 °C et 21 N. La tenue du cuir à la lumière et à l'eau, nécessaire pour la maroquinerie, reste à évaluer.
""",
    },
    defects=[],
    unsupported=[],
    evidence={
        "journal_tannage_CP-1.md": """
# CP-1 — Journal de tannage (A. Cloutier, chimiste ; J. Bourdages, tanneur)

Peaux : lots de 40 peaux, 2 usines de Rivière-au-Renard. Petits foulons de labo.
Mesures : gras résiduel (%), température de rétraction Ts (°C), déchirure (N), TMA du cuir fini (mg/kg, dès octobre).

## 2024-05-14
Sébaste brut : gras 11,2 %, Ts peau brute 41 °C. Protocole mimosa (adapté bovin) : Ts 68 °C ; cœur non tanné à la coupe ; déchirure 9 N.

## 2024-07-02
Hypothèse (AC) : le gras interfibrillaire bloque la diffusion des tanins.
Lipase, 30 °C, 6 h : gras 3,4 %. Après tannage : Ts 74 °C ; déchirure 14 N.

## 2024-08-20
Prétannage tara (hydrolysables) puis mimosa : Ts 79 °C ; déchirure 17 N ; fixation des tanins 71 %.

## 2024-10-15
TMA cuir fini 38 mg/kg. Rinçage acide pH 4,5 avant séchage : 6 mg/kg.

## 2024-12-03
Flexométrie cuir de sébaste : 20 000 cycles, aucune fissure.

## 2025-02-11
Morue (gras 2,1 %), même protocole : Ts 81 °C ; déchirure 21 N.
""",
        "resultats_cuir_CP-1.csv": """
date;espece;protocole;gras_pct;Ts_C;dechirure_N;fixation_pct;TMA_mg_kg
2024-05-14;sebaste;mimosa seul;11.2;68;9;;
2024-07-02;sebaste;lipase + mimosa;3.4;74;14;;
2024-08-20;sebaste;lipase + tara + mimosa;3.4;79;17;71;
2024-10-15;sebaste;idem, fini;;;;;38
2024-10-15;sebaste;idem + rincage pH 4.5;;;;;6
2025-02-11;morue;lipase + tara + mimosa;2.1;81;21;;
""",
    },
)

# 9 ------------------------------------------------------------------------------------------------
case(
    name="fr_biopiles_sols_nordiques",
    language="fr",
    fy=("2023-10-01", "2024-09-30"),
    title="Géo-Boréal Environnement inc. — Sept-Îles (Québec)\n"
          "Projet BN-4 : biorestauration par biopiles de sols contaminés au diesel en milieu subarctique\n"
          "Exercice financier du 1er octobre 2023 au 30 septembre 2024",
    heads={"242": "### Ligne 242 : incertitudes technologiques\n\n",
           "244": "### Ligne 244 : travail effectué\n\n",
           "246": "### Ligne 246 : avancements technologiques\n\n"},
    bodies={
        "242": """
Plusieurs anciens sites miniers et camps de la région de Schefferville ont des sols contaminés au diesel. Le traitement par biopiles, où l'on empile le sol excavé en l'aérant et en ajoutant des nutriments pour que les bactéries dégradent les hydrocarbures, est courant dans le sud du Québec, mais on l'évite dans le Nord, où l'on préfère transporter les sols vers un centre de traitement à grands frais. Notre technologie BioNord, novatrice et unique au monde, fera de Géo-Boréal le chef de file incontesté de la décontamination nordique et nous ouvrira un marché de plusieurs millions de dollars.

Les incertitudes tenaient au climat. À Schefferville, le sol ne dépasse guère 10 °C en été et la saison de traitement dure moins de trois mois. Les taux de biodégradation publiés ont été mesurés pour la plupart entre 15 °C et 25 °C, et nous ignorions quelle fraction des hydrocarbures C10-C50 les bactéries indigènes pouvaient dégrader à 4 °C. Nous ne savions pas si, à basse température, le facteur limitant était l'apport de nutriments, la disponibilité des hydrocarbures lourds, fortement adsorbés au sol, ou simplement l'activité des bactéries, ce qui déterminait s'il valait mieux fertiliser, ajouter des bactéries adaptées au froid ou réchauffer la pile. Il n'était pas établi non plus qu'une couverture passive, sans chauffage ni électricité, pouvait élever la température d'une biopile de grande taille assez longtemps pour compter, sous un ensoleillement faible et avec des nuits fraîches dès le mois d'août. Enfin, nous ignorions si la fraction lourde, plus lente à se dégrader, atteindrait les critères de décontamination dans une seule saison ou s'il faudrait plusieurs étés, pendant lesquels le gel pourrait détruire les populations bactériennes.
""",
        "244": """
Le sol traité provenait d'un ancien parc à carburant de Schefferville; sa concentration initiale en hydrocarbures pétroliers C10-C50 était de 4 850 mg/kg. La dégradation a été mesurée par la baisse de cette concentration, analysée en laboratoire, et la température du sol par des sondes placées au cœur des piles.

Le 17 octobre 2023, des microcosmes de sol ont été incubés au laboratoire à 4 °C et à 12 °C. Après 60 jours, la concentration avait baissé de 18 % à 4 °C et de 46 % à 12 °C.

Le 5 décembre, nous avons posé l'hypothèse qu'à basse température le manque d'azote et de phosphore limitait davantage la dégradation que la température elle-même. Un apport de nutriments selon un rapport C:N:P de 100:10:1 a porté la baisse à 31 % en 60 jours à 4 °C.

Le 13 février 2024, l'ajout d'un consortium bactérien psychrotolérant isolé sur le site n'a pas apporté de gain notable : 33 %, contre 31 % sans ajout.

Le 4 juin, deux biopiles pilotes de 150 m³ ont été montées sur le site, l'une recouverte d'une géomembrane noire posée sur un isolant, l'autre sous une bâche ordinaire. De juin à août, la température moyenne du sol a été de 14,6 °C dans la pile recouverte et de 9,8 °C dans la pile témoin.

Tout au long de l'été, nos techniciens ont prélevé les échantillons de caractérisation exigés par l'autorisation ministérielle et les ont fait analyser par un laboratoire accrédité, une démarche d'expérimentation systématique qui a permis de valider nos hypothèses.

Le 27 août, après 84 jours, la concentration en C10-C50 avait diminué de 67 % dans la biopile recouverte et de 41 % dans la biopile témoin.

Le 17 septembre, l'analyse par fraction a montré une baisse de 81 % pour la fraction C10-C28, mais de 35 % seulement pour la fraction C28-C50.
""",
        "246": """
Nous avons établi qu'à basse température la biodégradation du diesel dans un sol subarctique est d'abord limitée par les nutriments et par la température, et non par l'absence de bactéries adaptées au froid. À 4 °C, la fertilisation a fait passer la baisse des hydrocarbures de 18 % à 31 % en 60 jours, alors que l'ajout d'un consortium psychrotolérant n'a rien changé de notable (33 %). Nous avons aussi montré qu'une couverture passive, sans énergie, suffit à changer le régime thermique d'une biopile de 150 m³ : la température moyenne du sol a atteint 14,6 °C sous la géomembrane noire et l'isolant, contre 9,8 °C sous une bâche ordinaire. La couverture isolante a aussi nettement amélioré l'activité microbienne dans toute l'épaisseur de la pile. Enfin, nous avons constaté que la fraction lourde limite la durée du traitement : en une saison, la fraction C10-C28 a baissé de 81 %, mais la fraction C28-C50 de 35 % seulement. Reste à savoir si les bactéries survivent à l'hiver dans la pile et reprennent la dégradation de la fraction lourde dès le dégel, ce que l'échantillonnage du printemps prochain doit montrer.
""",
    },
    defects=[
        ("242", "marketing",
         "Notre technologie BioNord, novatrice et unique au monde, fera de Géo-Boréal le chef de file incontesté de la décontamination nordique et nous ouvrira un marché de plusieurs millions de dollars."),
        ("244", "routine",
         "Tout au long de l'été, nos techniciens ont prélevé les échantillons de caractérisation exigés par l'autorisation ministérielle et les ont fait analyser par un laboratoire accrédité, une démarche d'expérimentation systématique qui a permis de valider nos hypothèses."),
        ("244", "unsupported",
         "Le 27 août, après 84 jours, la concentration en C10-C50 avait diminué de 67 % dans la biopile recouverte et de 41 % dans la biopile témoin."),
        ("246", "unmeasured",
         "La couverture isolante a aussi nettement amélioré l'activité microbienne dans toute l'épaisseur de la pile."),
    ],
    unsupported=["67 %"],
    evidence={
        "journal_biopiles_BN-4.txt": """
GÉO-BORÉAL ENVIRONNEMENT INC. — Projet BN-4, journal technique (É. Vollant, biol. ; P.-L. Bérubé, ing.)
Sol : ancien parc à carburant, Schefferville. C10-C50 initial : 4 850 mg/kg.
Dégradation = baisse de la concentration C10-C50 (laboratoire externe). Température : sondes au cœur des piles.

2023-10-17  Microcosmes 4 °C et 12 °C. Après 60 jours : -18 % (4 °C) ; -46 % (12 °C).
2023-12-05  Hypothèse (ÉV) : à froid, N et P limitent plus que la température. C:N:P 100:10:1 -> -31 % en 60 jours à 4 °C.
2024-02-13  Bioaugmentation (consortium psychrotolérant isolé du site), 4 °C, avec nutriments : -33 % (vs -31 %).
2024-06-04  2 biopiles pilotes 150 m³ montées sur le site : BP-1 géomembrane noire + isolant ; BP-2 bâche ordinaire (témoin).
2024-08-27  84 jours : C10-C50 -62 % (BP-1) ; -41 % (BP-2).
2024-08-31  Température moyenne du sol juin-août : BP-1 14,6 °C ; BP-2 9,8 °C.
2024-09-17  Fractions, BP-1 : C10-C28 -81 % ; C28-C50 -35 %.
""",
        "resultats_C10-C50_BN-4.csv": """
date;essai;temperature_C;jours;baisse_C10_C50_pct
2023-10-17;microcosme sans nutriments;4;60;18
2023-10-17;microcosme sans nutriments;12;60;46
2023-12-05;microcosme + N-P;4;60;31
2024-02-13;microcosme + N-P + consortium;4;60;33
2024-08-27;BP-1 recouverte;14.6;84;62
2024-08-27;BP-2 temoin;9.8;84;41
""",
        "courriel_programme_echantillonnage.txt": """
De : Pierre-Luc Bérubé
À : Équipe terrain BN-4
Date : 2024-05-28
Objet : Échantillonnage réglementaire été 2024

Bonjour,
Rappel : l'autorisation ministérielle du site exige la caractérisation habituelle des sols et des eaux de
lixiviation pendant l'été (prélèvements selon le guide du Ministère, analyses par un laboratoire accrédité).
Rien de nouveau par rapport aux autres chantiers. Merci de suivre le calendrier joint.
P.-L.
""",
    },
)

# 10 -----------------------------------------------------------------------------------------------
case(
    name="fr_prevision_embacles_chaudiere",
    language="fr",
    fy=("2024-07-01", "2025-06-30"),
    title="Hydrosignal inc. — Saint-Georges (Beauce)\n"
          "Projet EM-2 : signal précurseur de la rupture du couvert de glace et prévision des embâcles sur la Chaudière\n"
          "Exercice du 1er juillet 2024 au 30 juin 2025",
    heads={"242": "1) Quelles incertitudes scientifiques ou technologiques avez-vous tenté de surmonter ?\n",
           "244": "2) Quel travail avez-vous effectué au cours de l'année d'imposition pour surmonter les "
                  "incertitudes scientifiques ou technologiques décrites ci-dessus ?\n",
           "246": "3) Quelles avancées scientifiques ou technologiques avez-vous réalisées ou tenté de réaliser "
                  "à la suite du travail décrit ci-dessus ?\n"},
    bodies={
        "242": """
La rivière Chaudière, en Beauce, connaît des embâcles presque chaque printemps, et certains ont inondé le centre-ville de Saint-Georges et celui de Beauceville. Les municipalités surveillent la rivière à vue et à l'aide de quelques stations de niveau, de sorte que l'alerte est souvent donnée lorsque l'embâcle est déjà formé. Le but du projet était de commercialiser d'ici le printemps 2026 un service d'alerte par abonnement auprès des municipalités riveraines de la Chaudière et de leurs assureurs.

Les modèles de prévision de la débâcle utilisés au Québec reposent sur des indices empiriques, comme le cumul des degrés-jours de fonte et le débit, calés sur l'historique d'une rivière; ils indiquent la période où la débâcle est probable, mais pas le moment où le couvert de glace cède. Nous voulions savoir si des mesures continues du niveau d'eau, prises à haute fréquence par des capteurs de pression peu coûteux, contenaient un signal précurseur de la rupture du couvert. On ne savait pas si les petites oscillations de niveau que provoque la flexion d'un couvert qui commence à se fissurer pouvaient être distinguées des variations dues au vent, aux manœuvres du barrage en amont et aux précipitations. Nous ignorions aussi si l'épaisseur de la glace, qui détermine la résistance du couvert, pouvait être estimée sans forage à partir de la pression mesurée sous la glace et du niveau d'eau, et avec quelle précision. Enfin, nous ne savions pas si un modèle combinant ces signaux aux degrés-jours de fonte donnerait l'alerte assez tôt, soit au moins 24 heures avant la formation d'un embâcle, sans multiplier les fausses alertes qui feraient perdre confiance aux services d'urgence.
""",
        "244": """
Le réseau de mesure couvre 22 km de la Chaudière entre Saint-Georges et Beauceville. Chaque station enregistre le niveau d'eau toutes les minutes à l'aide d'un capteur de pression ancré au fond, et deux caméras à intervalles fixes documentent l'état de la glace. Les embâcles constatés par la sécurité civile municipale servaient de référence.

18 juin 2024 : installation des cinq stations de niveau et des deux caméras sur le tronçon d'étude.

10 septembre : analyse des 14 débâcles documentées depuis 1991. Un modèle fondé seulement sur les degrés-jours de fonte aurait donné l'alerte au moins 24 heures à l'avance dans 6 cas sur 14.

3 décembre : après la prise des glaces, mise en service du calcul de l'épaisseur de glace à partir de la pression sous le couvert et du niveau d'eau, selon la flottabilité de la glace.

14 janvier 2025 : comparaison avec 36 forages faits à la tarière près des stations; l'épaisseur estimée différait en moyenne de 4,2 cm de l'épaisseur mesurée.

20 février : lors du redoux de février, l'amplitude des oscillations de niveau d'une période de 10 à 30 minutes est passée de 1,5 cm à 6,8 cm à la station 3 dans les 30 heures précédant la mobilisation de la glace. Notre hypothèse était que ces oscillations traduisent la flexion du couvert qui se fissure et qu'un indice fondé sur leur amplitude pouvait servir de signal précurseur. Un filtre éliminant les variations corrélées au vent et aux débits lâchés au barrage en amont a été ajouté.

8 avril : à la débâcle printanière, l'indice combiné (degrés-jours et oscillations) a émis une alerte 31 heures avant la formation de l'embâcle de Beauceville.

17 avril : rejoué sur les 2 mobilisations de la saison, le modèle combiné a donné des alertes 31 h et 26 h à l'avance, contre 9 h et aucune alerte pour le modèle des degrés-jours seul. Une fausse alerte avait été émise le 27 février.

Au cours de la saison, une des cinq stations a été arrachée par la glace, et le boîtier des autres a été renforcé.
""",
        "246": """
Nous avons établi que le niveau d'eau mesuré à haute fréquence sous un couvert de glace contient un signal précurseur de sa rupture. Dans les 30 heures précédant la mobilisation de la glace lors du redoux de février, l'amplitude des oscillations de 10 à 30 minutes est passée de 1,5 cm à 6,8 cm, et ce signal reste lisible une fois retirées les variations dues au vent et aux débits du barrage en amont. L'épaisseur de glace estimée à partir de la pression et du niveau différait de 3,6 cm en moyenne des mesures par forage, ce qui rend inutiles les forages répétés pour suivre l'affaiblissement du couvert. Combiné aux degrés-jours de fonte, cet indice a donné des alertes 31 h et 26 h avant la formation des embâcles de la saison, alors que le modèle des degrés-jours seul n'en a donné qu'une, 9 h à l'avance, et qu'il n'aurait atteint le délai de 24 heures que pour 6 des 14 débâcles historiques. Le modèle a toutefois émis une fausse alerte, et deux mobilisations ne suffisent pas à établir son taux de détection; il reste à le valider sur plusieurs saisons et sur d'autres tronçons de la rivière.
""",
    },
    defects=[
        ("242", "not_uncertainty",
         "Le but du projet était de commercialiser d'ici le printemps 2026 un service d'alerte par abonnement auprès des municipalités riveraines de la Chaudière et de leurs assureurs."),
        ("244", "date_outside_year",
         "18 juin 2024 : installation des cinq stations de niveau et des deux caméras sur le tronçon d'étude."),
        ("246", "unsupported",
         "L'épaisseur de glace estimée à partir de la pression et du niveau différait de 3,6 cm en moyenne des mesures par forage, ce qui rend inutiles les forages répétés pour suivre l'affaiblissement du couvert."),
    ],
    unsupported=["3,6 cm"],
    evidence={
        "journal_terrain_EM-2.md": """
# EM-2 — Journal de terrain et d'analyse (M. Poulin, hydrologue ; F. Veilleux, tech.)

Tronçon d'étude : 22 km, Saint-Georges -> Beauceville. 5 stations de niveau (capteur de pression ancré, 1 mesure/min),
2 caméras à intervalles. Référence : embâcles constatés par la sécurité civile municipale.

## 2024-06-18
Installation des 5 stations et des 2 caméras.

## 2024-09-10
Historique : 14 débâcles documentées depuis 1991. Modèle degrés-jours de fonte seul : alerte >= 24 h d'avance pour 6 sur 14.

## 2024-12-03
Prise des glaces. Calcul de l'épaisseur par flottabilité (pression sous couvert + niveau) en service.

## 2025-01-14
36 forages à la tarière près des stations : écart moyen estimé/mesuré 4,2 cm.

## 2025-02-20
Redoux. Station 3 : amplitude des oscillations de période 10-30 min 1,5 cm -> 6,8 cm dans les 30 h avant la mobilisation.
Hypothèse (MP) : flexion du couvert qui se fissure -> indice d'oscillation = signal précurseur.
Ajout d'un filtre : variations corrélées au vent et aux débits lâchés au barrage en amont.

## 2025-02-27
Fausse alerte (indice combiné), pas de mobilisation.

## 2025-04-08
Débâcle : alerte de l'indice combiné 31 h avant la formation de l'embâcle de Beauceville.

## 2025-04-17
Rejeu sur les 2 mobilisations de la saison : voir resultats_alertes_EM-2.csv.
Station 4 arrachée par la glace ; boîtiers renforcés sur les autres.
""",
        "resultats_alertes_EM-2.csv": """
mobilisation;date;avance_alerte_modele_combine_h;avance_alerte_degres_jours_h
redoux;2025-02-20;26;aucune
debacle;2025-04-08;31;9
""",
    },
)

# ---- CASES-END ----

if __name__ == "__main__":
    main()
