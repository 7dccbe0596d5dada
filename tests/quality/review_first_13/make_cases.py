#!/usr/bin/env python3
"""Writes the review_first_13 held-out cases (evidence files + case.json) and checks them.

Run:  python3 tests/quality/review_first_13/make_cases.py
Same case.json format and the same build-time checks as review_first_12/make_cases.py; check_cases.py in this
folder re-checks the written files independently (review_first_12/check_cases.py, with its heading pattern widened to
the new heading styles of this set: "Part 242 –", "Partie 242 –", "Q1 – Ligne 242 :").
Nine new projects (5 English, 4 French), in industries and regions not used by an earlier review set: black garlic from
Ontario hardneck (ON), salmon counts from imaging sonar at a fence (BC), storm-cast Irish moss carrageenan (PEI),
weather-based freeze control of a utilidor (NWT), leg docks and ice jacking (MB), live captioning of junior hockey
(Saguenay, QC), weaning American glass eels (Acadian NB), grain kefir bottle swelling (Estrie, QC), precast masonry
heater core (francophone Eastern Ontario).
Heading styles: "Part 242 –", a table of contents before "Line 242 –" headings (EN and FR), "Question 1 of 3 — Line 242:
<CRA question>", "242) ...", numbered CRA questions ("1. What scientific ..."), "Partie 242 –", the French CRA question
followed by "(ligne 242)", "Q1 – Ligne 242 :". Two drafts have no title.
What is planted (21 defects, all nine kinds; 10 clean lines of 27; 5 unsupported items, one of them a date):
  marketing 2 (the "richest, most luxurious black garlic made in Canada" in the background of 242, « les plus robustes et
  les plus recherchées de toute la côte atlantique » in 246);
  not_uncertainty 2 (European buyers' premium and beach collection permits "the real uncertainty", whether clients would pay
  nearly double for a masonry heater « la véritable inconnue »);
  routine 2 (field crew installing / re-aiming the sonar, cleaning the fence and uploading to the DFO portal "a large share of
  the hours in this claim", caption formatting to the broadcasters' standard, encoder integration and operator training);
  unmeasured 2 (operators find the control "far more dependable", residents "no longer complain"; counter customers found the
  kefir « beaucoup plus doux et agréable »);
  date_outside_year 2 ("October 24, 2023" before a November 1 start; « 22 octobre 2024 » after a September 30 year-end);
  not_advancement 3 (counts accepted by the program and the contract renewed, first sale to a Hong Kong buyer, three
  retailers and higher sales);
  unsupported 5 ("68%" yield where the log says 62%, "515 g/cm²" where the pilot gave 470, "March 19" for a river rise logged
  on March 26, « 26 h » of test games where the log says 18 h, « 41 kPa » where the log says 62 kPa);
  over_limit 1 (an English 242 of about 400 words); not_chronological 2 (an August entry after September, labelled on the
  entry itself; a December entry after January, labelled on the lead-in « Voici, dans l'ordre ... », as README.md says).
Clean lines hold near-misses: commercial products named as materials or equipment (a commercial black garlic fermenter,
an ARIS imaging sonar, a Campbell Scientific CR1000X datalogger, Whisper « offert en source ouverte », « aliments commerciaux
offerts sur le marché », « ferments lyophilisés commerciaux », a commercial high-alumina castable), organisations' names
(Fisheries and Oceans Canada, the Aurora Research Institute, CRTC, Ligue de hockey junior Maritimes Québec, Centre de
développement bioalimentaire du Québec, CanmetÉNERGIE), routine work explicitly excluded (replacing wet utilidor sections),
a business motive stated and then set aside for the technical problem, and comparisons given with their numbers.
One case (en_leg_dock_ice_jacking_sleeves) has a single defect: an unsupported date.
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
    name="en_black_garlic_hardneck_aging_profile",
    language="en",
    fy=("2024-01-01", "2024-12-31"),
    title="Thames Road Garlic Co. – SR&ED claim, year ended December 31, 2024\n"
          "Project BG-3: black garlic from Ontario hardneck",
    heads={"242": "Part 242 – Scientific or technological uncertainties\n\n",
           "244": "Part 244 – Work performed in the year\n\n",
           "246": "Part 246 – Scientific or technological advancements\n\n"},
    bodies={
        "242": """
Thames Road grows 40 acres of hardneck garlic near Chatham and turns part of the crop into black garlic, which is made by holding whole bulbs at 60-80 °C for several weeks until the cloves turn black, soft and sweet. Our black garlic is the richest, most luxurious black garlic made in Canada, and the chefs who buy it tell us nothing else comes close.

Black garlic is normally made from softneck garlic, and the process is well known for it: the imported softneck we used as a reference came out of our fermenter at 44% moisture with a firmness of 3.1 N. Our own Music hardneck, processed the same way (75 °C for 21 days), came out dry, hard and bitter: 31% moisture, 9.8 N, and a bitterness score of 5.6 on our 9-point panel scale against 2.2 for the softneck.

We did not know why the hardneck behaved so differently. Hardneck cloves have more solids (Brix 41 against 33 for the softneck), so the hardening could come from water loss, which humidity might control, or from sugars browning faster in a denser clove, which would need a different temperature profile, or from both. Holding the humidity higher risked mould, and we did not know whether lowering the temperature to slow the browning would also slow the softening so much that the cycle would become too long for our equipment. The fermenter's manual and the published methods give one temperature and no humidity setting, and they were written for softneck garlic.
""",
        "244": """
The trials were run in our processing room by the owner, with a part-time food science co-op student doing the measurements. Each lot was measured on 10 cloves taken from 10 different bulbs: moisture (oven), firmness with a penetrometer (5 mm probe), colour (L*, lower is darker) and bitterness scored by a panel of 6 on a 9-point scale. Our targets came from the softneck reference: moisture over 40%, firmness under 4 N and bitterness of 3 or lower.

January 22 – Baseline in our commercial 20 kg fermenter at 75 °C for 21 days, with the results described under uncertainties above.

February 27 – A humidity logger placed in the fermenter showed RH falling from 92% on day 1 to 61% by day 10. Hypothesis: the hardneck cloves dry out once the humidity drops, and the dry surface hardens and scorches. Wrapping the bulbs in foil kept more water in (37% moisture, 6.5 N), but bitterness only fell to 4.8.

April 9 – Trials moved to a converted bakery proofing cabinet (60 kg) with a steam humidifier holding 80% RH at 75 °C: 42% moisture and 4.0 N, which met the texture targets, but bitterness was still 4.1, and 3 of 40 bulbs grew mould where condensation collected near the door.

May 21 – Hypothesis: the bitterness comes from browning too fast early in the cycle in the sugar-rich hardneck clove. Stepped profile, 80 °C for 3 days then 65 °C for 25 days at 80% RH, with a new door gasket and a circulation fan: bitterness 3.0, L* 19.5, 41% moisture, 3.8 N and no mould, but a 28-day cycle instead of 21.

July 16 – To shorten the cycle, bulbs were frozen at -20 °C for 24 h before the stepped profile. They turned black in 19 days, but the cloves went soft (1.9 N) and leaked, losing 6% of their weight as syrup, so the pre-freeze was dropped.

September 10 – Production trial on the 2024 crop after 6 weeks of curing: three lots of 50 kg on the stepped profile gave 43% moisture, 3.6 N, bitterness 2.9, L* 19.8 and a yield of 68% of fresh weight.

November 5 – The same profile applied to a second hardneck variety, Red Russian, gave 39% moisture and 5.2 N, outside our texture target; we have not found the reason.
""",
        "246": """
We established that the hardening of Ontario hardneck cloves during black garlic aging is mainly a drying problem, that their bitterness is a separate browning problem, and that each needs its own control. Holding the humidity at 80% instead of letting it fall from 92% to 61%, as it did in the commercial fermenter we started with, raised clove moisture from 31% to 42% and brought firmness from 9.8 N to 4.0 N, but did not remove the bitterness (4.1). A stepped temperature profile, 80 °C for 3 days then 65 °C, brought bitterness down to 3.0, which supports the idea that the bitter taste comes from browning too quickly early in the cycle in the sugar-rich hardneck clove. At production scale on the 2024 crop the process gave 43% moisture, 3.6 N and a bitterness of 2.9, close to the softneck reference (44%, 3.1 N, 2.2), at the cost of a cycle of 28 days instead of 21. We also learned that freezing the bulbs beforehand shortens the cycle but destroys the texture. The same settings did not work for Red Russian (5.2 N), so we do not yet know which property of a variety controls the result.
""",
    },
    defects=[
        ("242", "marketing",
         "Our black garlic is the richest, most luxurious black garlic made in Canada, and the chefs who buy it tell us nothing else comes close."),
        ("244", "unsupported",
         "September 10 – Production trial on the 2024 crop after 6 weeks of curing: three lots of 50 kg on the stepped profile gave 43% moisture, 3.6 N, bitterness 2.9, L* 19.8 and a yield of 68% of fresh weight."),
    ],
    unsupported=["68%"],
    evidence={
        "bg3_aging_log.md": """
# BG-3 black garlic aging log — Ontario hardneck
Thames Road Garlic Co., Chatham-Kent ON (40 acres garlic). Log: R. Vandenberg (owner). Measurements: K. Osei (part-time, food science co-op student).
Equipment: commercial black garlic fermenter (Korean-made, 20 kg, bought 2022). From April: converted bakery proofing cabinet (60 kg) + steam humidifier + RH controller.
Garlic: our Music hardneck (2023 crop, cured 6 weeks). Reference = imported softneck from our distributor.
Per lot, 10 cloves from 10 bulbs: moisture (oven, %), firmness (penetrometer, 5 mm probe, N), colour L* (lower = darker),
Brix of clove paste, bitterness (panel of 6, 9-point scale, 9 = very bitter), yield (% of fresh weight).
Targets (from softneck): moisture over 40%, firmness under 4 N, bitterness 3 or lower.
Process range in the literature: 60-80 °C, several weeks, one temperature, no RH setting.

2024-01-22  Baseline, fermenter 75 °C, 21 days. Music hardneck: moisture 31%, firmness 9.8 N, bitter 5.6, L* 24.3, Brix 41 (fresh).
            Softneck ref: moisture 44%, firmness 3.1 N, bitter 2.2, L* 20.8, Brix 33 (fresh).
2024-02-27  Logger in fermenter: RH 92% day 1 -> 61% by day 10. Hyp (RV): hardneck dries once RH drops -> hard + scorched.
            Foil-wrapped bulbs: moisture 37%, firmness 6.5 N, bitter 4.8.
2024-04-09  Proofing cabinet, 75 °C, RH held 80%, 21 days: moisture 42%, firmness 4.0 N, bitter 4.1, L* 21.0.
            Mould on 3 of 40 bulbs (condensation at door).
2024-05-21  Hyp (KO): bitter = browning too fast early, high-sugar clove. Stepped: 80 °C 3 days then 65 °C 25 days, RH 80%,
            new door gasket + fan: bitter 3.0, L* 19.5, moisture 41%, firmness 3.8 N, no mould. Total 28 days.
2024-07-16  Freeze pre-treatment -20 °C, 24 h, then stepped: black in 19 days but firmness 1.9 N, cloves leaking,
            syrup loss 6% of weight. Not usable for whole cloves.
2024-09-10  2024 crop, cured 6 weeks. Stepped profile, 3 lots of 50 kg: moisture 43%, firmness 3.6 N, bitter 2.9, L* 19.8, yield 62%.
2024-11-05  Red Russian hardneck, same profile: moisture 39%, firmness 5.2 N, bitter 3.4. Why? Not solved.

Not BG-3: new jar labels, farmers' market booth, CFIA label review, website photos.
""",
        "bg3_lots.csv": """
date,lot,garlic,profile,days,moisture_pct,firmness_N,bitterness,L_star,yield_pct
2024-01-22,B01,Music,fermenter 75C,21,31,9.8,5.6,24.3,
2024-01-22,B02,softneck ref,fermenter 75C,21,44,3.1,2.2,20.8,
2024-02-27,B07,Music foil,fermenter 75C,21,37,6.5,4.8,,
2024-04-09,C01,Music,cabinet 75C RH80,21,42,4.0,4.1,21.0,
2024-05-21,C04,Music,stepped 80/65 RH80,28,41,3.8,3.0,19.5,
2024-07-16,C06,Music frozen,stepped 80/65 RH80,19,,1.9,,,
2024-09-10,P01-P03,Music 2024,stepped 80/65 RH80,28,43,3.6,2.9,19.8,62
2024-11-05,C09,Red Russian,stepped 80/65 RH80,28,39,5.2,3.4,,
""",
    },
)


# 2 ------------------------------------------------------------------------------------------------
case(
    name="en_salmon_fence_imaging_sonar_counts",
    language="en",
    fy=("2024-04-01", "2025-03-31"),
    title="Two Rivers Fish Data Ltd. — Terrace, British Columbia\n"
          "SR&ED technical narrative, fiscal year April 1, 2024 to March 31, 2025\n"
          "Project TR-7: automated salmon counts from imaging sonar in turbid water\n\n"
          "Contents\n"
          "   Line 242 – Scientific or technological uncertainties .......... 1\n"
          "   Line 244 – Work performed ...................................... 1\n"
          "   Line 246 – Scientific or technological advancements ............ 2",
    heads={"242": "Line 242 – Scientific or technological uncertainties\n\n",
           "244": "Line 244 – Work performed\n\n",
           "246": "Line 246 – Scientific or technological advancements\n\n"},
    bodies={
        "242": """
Salmon returning to an upper Skeena tributary are counted at a fence site run by the local fisheries program under a monitoring agreement with Fisheries and Oceans Canada. The river is glacial and turbid for most of the run, so video counting does not work, and the count comes from an ARIS imaging sonar: the sonar records continuously, and technicians watch a 10 min subsample of each hour and extrapolate. This takes about 1,400 technician hours a season, and the subsample misses short pulses of fish.

The sonar maker's software has an automatic counting mode, but on our data it overcounted by 38% against full manual counts of 12 test hours, and nothing in its settings explained why. We did not know which features of the sonar image could separate a fish that passes once from a fish that holds in the current in front of the fence and crosses the beam several times, or from debris, which drifts through in large numbers after rain. We did not know whether individual fish could still be followed in a dense pulse of several hundred fish per hour, when their echoes merge. Finally, the counts must be split by species, and the only measure the sonar gives is length. Sockeye and pink salmon overlap in length, and it was unknown whether sonar lengths, whose accuracy falls with distance from the transducer, were precise enough to separate them at all.
""",
        "244": """
The work was done by our two developers, one with a fisheries science degree, using the sonar files recorded by the field crew. Every method was scored against verification hours, in which a technician counted every fish in the full hour, and species splits were checked against fish sampled at the fish wheel upstream.

May 14 – Baseline on 12 hours recorded in 2023: the automatic count of the sonar software was 38% above the manual counts. Reviewing the tracks showed two causes: fish milling back and forth across the beam, and drifting debris.

June 18 – Hypothesis: a migrating fish shows net upstream movement, while a milling fish comes back. We wrote our own tracker that counts a target only when its track has a net upstream displacement of at least 2 m. The overcount on the same 12 hours fell to 11%, but above 300 fish per hour the count was 24% low, because the tracks of neighbouring fish merged.

July 23 – Hypothesis: debris drifts at the speed of the water and shows no tail beat. A classifier using tail-beat frequency (fish at 1 to 3 Hz) and speed relative to the current reduced false tracks in high-debris hours from 19% to 4% of all tracks.

August 27 – For dense pulses (pink salmon peaked at 600 fish per hour), track association was changed to use predicted position and echo size together, and a track was split when its echo area doubled. The error above 300 fish per hour went from -24% to -9%.

September 24 – Species split: fish wheel samples showed sockeye and pinks overlapping between 50 and 60 cm. Sonar lengths had a standard deviation of 4.2 cm at 8 m range, and length alone classified 71% of fish correctly.

August 6 – We tested a correction of sonar length for range, using fish of known length tethered at 3 to 12 m from the transducer.

Throughout the season our field technicians also installed and re-aimed the sonar after each rise in water level, cleared debris from the fence, replaced the desiccant in the sonar housing and uploaded the daily files and counts to the DFO data portal, and these tasks make up a large share of the hours in this claim.

November 19 – The whole 2024 season was reprocessed with the tracker: over 60 verification hours, the mean absolute error of the automatic count was 6.8%.

February 11 – With the range correction, the standard deviation of sonar length at 8 m fell to 2.6 cm, and the species split was correct for 83% of the fish-wheel fish. Beyond 10 m, sockeye and pinks still could not be separated.
""",
        "246": """
We developed a way of counting migrating salmon from imaging sonar in turbid water that does not depend on manual review. We established that milling, not missed fish, was the main source of error of the automatic count in front of a fence, and that requiring a net upstream displacement removes most of it (overcount from 38% to 11%). We showed that debris can be separated from fish by tail-beat frequency and speed relative to the current (false tracks from 19% to 4%), and that merged tracks in dense pulses can be split using echo area (error from -24% to -9%). Over the 2024 season, the mean absolute error was 6.8% on 60 verification hours. For species, we found that sonar length alone is not enough where sockeye and pinks overlap; correcting length for range improved the split from 71% to 83%, but fish beyond 10 m still cannot be assigned, and we do not yet know whether another feature of the echo could separate them. As a result of this work, the automated counts were accepted as the official escapement numbers for the 2024 season, and the program renewed our counting contract for three more years.
""",
    },
    defects=[
        ("244", "not_chronological",
         "August 6 – We tested a correction of sonar length for range, using fish of known length tethered at 3 to 12 m from the transducer."),
        ("244", "routine",
         "Throughout the season our field technicians also installed and re-aimed the sonar after each rise in water level, cleared debris from the fence, replaced the desiccant in the sonar housing and uploaded the daily files and counts to the DFO data portal, and these tasks make up a large share of the hours in this claim."),
        ("246", "not_advancement",
         "As a result of this work, the automated counts were accepted as the official escapement numbers for the 2024 season, and the program renewed our counting contract for three more years."),
    ],
    unsupported=[],
    evidence={
        "tr7_dev_log.md": """
TR-7 dev log — auto counting, ARIS sonar, fence site (upper Skeena tributary)
Team: J. Morrison (dev, fisheries sci), P. Dhillon (dev). Field crew: 3 technicians.
Current practice: techs review 10 min per hour of sonar files, extrapolate. ~1,400 tech hours per season.
Verification hour = tech counts every fish in the full hour. Species check = fish wheel samples upstream.
Program runs under DFO monitoring agreement.

2024-05-14  Baseline, 12 verification hours (2023 files). Vendor software auto-count: +38% vs manual.
            Causes seen in tracks: milling across beam, drifting debris.
2024-06-18  Hyp (JM): migrating fish = net upstream movement, milling fish come back.
            Own tracker, count only if net upstream displacement >= 2 m. Same 12 h: +11%.
            But >300 fish/h: -24% (neighbour tracks merge).
2024-07-23  Hyp (PD): debris drifts at water speed, no tail beat. Classifier: tail-beat freq (fish 1-3 Hz)
            + speed rel. to current. High-debris hours: false tracks 19% -> 4% of tracks.
2024-08-06  Tethered fish of known length at 3 to 12 m from transducer (data for range correction of length).
2024-08-27  Pinks peak 600 fish/h. Association on predicted position + echo size; split track when echo area doubles.
            >300 fish/h: -24% -> -9%.
2024-09-24  Fish wheel: sockeye/pink overlap 50-60 cm. Sonar length SD 4.2 cm at 8 m range. Length-only split: 71% correct.
2024-11-19  Reprocessed full 2024 season. 60 verification hours: mean abs. error 6.8%.
2025-02-11  Range correction applied: SD 2.6 cm at 8 m. Species split 83% correct vs fish wheel. >10 m: still no separation.

Field (not dev): weekly sonar install / re-aim, fence cleaning, desiccant, daily upload to DFO portal.
2025-03-04  DFO e-mail: 2024 auto counts accepted as escapement estimate. Contract renewed 3 yrs.
""",
        "tr7_verification_summary.csv": """
date,method,verification_hours,condition,error_pct,note
2024-05-14,vendor auto-count,12,all,38,overcount
2024-06-18,TR-7 tracker v1,12,all,11,net upstream >= 2 m
2024-06-18,TR-7 tracker v1,,over 300 fish/h,-24,tracks merge
2024-07-23,tracker + debris classifier,,high debris,,false tracks 19 -> 4 pct
2024-08-27,tracker v2 (echo size),,over 300 fish/h,-9,
2024-11-19,tracker v2 full season,60,all,6.8,mean absolute error
""",
    },
)


# 3 ------------------------------------------------------------------------------------------------
case(
    name="en_irish_moss_storm_cast_carrageenan",
    language="en",
    fy=("2023-11-01", "2024-10-31"),
    title="Tignish Shore Seaplants Ltd. — SR&ED draft for the year ended October 31, 2024 (v3, for review)",
    heads={"242": "Question 1 of 3 — Line 242: What scientific or technological uncertainties did you attempt to overcome?\n\n",
           "244": "Question 2 of 3 — Line 244: What work did you perform in the tax year to overcome the scientific "
                  "or technological uncertainties described in Line 242?\n\n",
           "246": "Question 3 of 3 — Line 246: What scientific or technological advancements did you achieve or "
                  "attempt to achieve as a result of the work described in Line 244?\n\n"},
    bodies={
        "242": """
For generations, Irish moss (Chondrus crispus) torn loose by storms has been gathered from the beaches of western Prince Edward Island, dried and shipped off the Island, where it is processed into carrageenan. Our company wants to make a semi-refined carrageenan here instead, by cooking the moss in potassium hydroxide, the process used around the world for tropical red seaweeds. The real uncertainty for us was commercial: whether food ingredient buyers in Europe would pay a premium for a carrageenan of Island origin over the Indonesian product, and whether the province would renew our beach collection permits for the volumes we need.

The technical difficulty is that the published alkali conditions were developed for farmed tropical seaweed, which is harvested fresh and gives mostly one type of carrageenan. Storm-cast moss is different in two ways. It may lie on the beach for days before it is collected, and we did not know how much of its gelling power is lost during that time, or why. It is also a mixture of plants at different life stages, and the tetrasporophyte plants make a type of carrageenan that does not gel at all. We did not know what share of the moss they made up, whether they could be recognised at intake by a simple test, or whether the alkali concentration and temperature that suit tropical seaweed would give a useful gel from this mixture rather than destroying it.
""",
        "244": """
The work was done by our plant manager and a chemistry technician, with gel strength (1.5% gel in 0.2% KCl, g/cm²), yield on dry moss and colour measured on every batch. Unless noted, the alkali step was 8% KOH at 75 °C for 2 h.

October 24, 2023 – First bench extraction on moss gathered the day after a storm: gel strength of 455 g/cm², yield 33%.

November 21 – Baseline on fresh-cast moss against moss left 3 days on the beach: gel strength of 420 and 260 g/cm², and solution viscosity of 180 and 65 cP. Hypothesis: chains are broken down on the beach, not just diluted.

January 16 – Samples held at 4 °C and at 15 °C in the wet state for 3 days: gel strength of 400 g/cm² when cold and 270 g/cm² when warm, which pointed to breakdown by microbes or enzymes that depends on temperature.

March 12 – Hypothesis: part of the low gel comes from tetrasporophyte plants. A resorcinol spot test on 200 fronds found 35% tetrasporophytes. After sorting, the gametophyte fraction gave 505 g/cm² and the tetrasporophyte fraction gave no gel.

May 7 – KOH series at 4, 6, 8 and 10% on sorted moss: gel strength of 380, 455, 420 and 390 g/cm². The colour was darker at 10%.

June 25 – Field handling trial: moss rinsed in fresh water and spread under cover within 24 h of collection. After 3 days it still gave 410 g/cm², against 260 g/cm² for moss left on the beach.

August 20 – Pilot batch of 200 kg of dry moss, sorted and handled as above, with 6% KOH: gel strength of 470 g/cm² and a yield of 28%.
""",
        "246": """
We established that the gel strength of storm-cast Irish moss is lost mainly on the beach and not in processing: moss left 3 days on the beach fell from 420 to 260 g/cm², its viscosity dropped from 180 to 65 cP, and the loss was much smaller when wet moss was kept cold (400 against 270 g/cm²), which indicates breakdown of the carrageenan chains by microbes or enzymes rather than simple dilution. Rinsing the moss in fresh water and drying it under cover within 24 h kept gel strength at 410 g/cm² after 3 days. We also found that about a third of storm-cast moss (35% of fronds) comes from tetrasporophyte plants that give no gel, and that a resorcinol spot test can sort them at intake. The alkali conditions used for tropical seaweed are not the best for this moss: 6% KOH gave a stronger gel than 8% (455 against 420 g/cm²). With sorting, field handling and 6% KOH, our 200 kg pilot batch reached a gel strength of 515 g/cm². We have not yet found a way to use the tetrasporophyte fraction.
""",
    },
    defects=[
        ("242", "not_uncertainty",
         "The real uncertainty for us was commercial: whether food ingredient buyers in Europe would pay a premium for a carrageenan of Island origin over the Indonesian product, and whether the province would renew our beach collection permits for the volumes we need."),
        ("244", "date_outside_year",
         "October 24, 2023 – First bench extraction on moss gathered the day after a storm: gel strength of 455 g/cm², yield 33%."),
        ("246", "unsupported",
         "With sorting, field handling and 6% KOH, our 200 kg pilot batch reached a gel strength of 515 g/cm²."),
    ],
    unsupported=["515 g/cm²"],
    evidence={
        "SRC_bench_notebook.txt": """
TIGNISH SHORE SEAPLANTS - SRC (semi-refined carrageenan) bench notebook
Plant mgr: D. Gaudet   Chem tech: L. MacIsaac
Standard alkali step unless noted: KOH 8%, 75 °C, 2 h. Gel strength: 1.5% gel in 0.2% KCl, g/cm². Yield on dry moss. Colour by eye + photo.
Moss: storm-cast Chondrus crispus, western PEI beaches.

2023-10-24  first bench run, moss gathered day after storm: gel 455 g/cm², yield 33%
2023-11-21  fresh-cast vs 3 days on beach: gel 420 vs 260 g/cm²; viscosity 180 vs 65 cP.
            DG: chains broken on the beach? not only dilution.
2024-01-16  wet moss held 3 days at 4 °C vs 15 °C: gel 400 vs 270 g/cm². temperature dependent -> microbes/enzymes?
2024-03-12  LM: tetrasporophytes (lambda, no gel)? resorcinol spot test, 200 fronds: 35% tetrasporophytes.
            sorted: gametophyte fraction 505 g/cm², tetra fraction no gel.
2024-05-07  KOH series on sorted moss 4 / 6 / 8 / 10%: gel 380 / 455 / 420 / 390 g/cm². 10% darker colour.
2024-06-25  field handling: fresh-water rinse + spread under cover within 24 h of collection. after 3 days 410 g/cm² vs 260 g/cm² left on beach.
2024-08-20  PILOT 200 kg dry moss, sorted + field handling, KOH 6%: gel 470 g/cm², yield 28%.
2024-10-02  tetra fraction - no use found yet (thickener? not tested)
""",
        "email_buyer_and_permits.txt": """
From: D. Gaudet
To: board
Date: 2024-09-30
Subject: SRC - market + permits

Two European ingredient buyers asked for samples of the pilot batch. No price discussion yet, they compare with Indonesian SRC.
Beach collection permits: province renewal decision expected in the spring. Volumes we asked for are higher than last year.
""",
    },
)


# 4 ------------------------------------------------------------------------------------------------
case(
    name="en_utilidor_weather_based_freeze_control",
    language="en",
    fy=("2024-04-01", "2025-03-31"),
    title="",
    heads={"242": "242) Technological uncertainty\n\n",
           "244": "244) Work performed\n\n",
           "246": "246) Technological advancement\n\n"},
    bodies={
        "242": """
Inuvik's piped water and sewer run in utilidors: insulated boxes above ground on piles, because the ground is permafrost. Water has to keep moving and stay warm or the lines freeze. The Town's practice, which we operate under contract, is to heat the circulating water at the pumphouse to a fixed 7 °C supply all winter and to open bleeders at dead ends. It works, but it burns a lot of heating oil, wastes treated water, and nobody knows how much margin there really is at the coldest point of each loop.

Goal: vary the supply temperature with the weather, so we heat only as much as needed without ever letting any point of a loop freeze. For that we have to predict the water temperature at the coldest point of each loop from a few measurements, and that is where the uncertainty is.

1. Heat loss of the boxes is not known. Design values exist, but the boxes on loops B and C are over 40 years old. Insulation gets wet, lids are damaged, sections have been patched. We did not know how far real losses were from design, how much they varied from section to section, or whether they could be estimated from temperatures at a few nodes without opening the boxes.

2. Weather. Design calculations use air temperature only. Wind strips heat from boxes that stand above the snow, while drifts bury others and insulate them. We did not know whether wind and snow cover change the loss enough to matter for control, or how to put them in a model when snow depth along the loops is not measured continuously.

3. Flow. Circulation varies with demand during the day and nearly stops at night in some branches. Water in a stagnant branch cools faster than a steady-state calculation predicts. We did not know how fast the coldest node responds when the supply temperature is lowered, so we did not know how much warning a model could give before a node approached freezing, or whether raising the supply again would reach that node in time.

4. Sensors. Only a limited number can be installed on a live line. We did not know where to put them, or whether the coldest point stays in the same place over a winter.

Nothing published that we found covers the control of an existing utilidor; the literature deals with design-stage heat loss for new lines.
""",
        "244": """
Team: our controls engineer (P.Eng.), one technician, and the Town's public works operators for setpoint changes. Measurements: water temperature at 24 nodes on loops A, B and C (8 per loop), logged every 10 min by an off-the-shelf Campbell Scientific CR1000X datalogger; air temperature and wind from the airport station; fuel from the pumphouse tank log.

April 16 – Sensors installed. Baseline at the fixed 7 °C supply: coldest node C-7, at a dead end, 1.2 °C with -31 °C air.

June 11 – Heat loss fitted per section from the April data: aged sections on loop C lose 2.3 times the design value, loop B 1.4 times. Hypothesis: wet insulation.

October 8 – Thermal camera survey at freeze-up, with a camera borrowed from the Aurora Research Institute: 11 sections with wet insulation, 9 of them on loop C, matching the highest fitted losses.

October 22 – Steady-state model per section: RMS error of predicted node temperature 0.9 °C in calm weather, 2.1 °C with wind over 30 km/h. Hypothesis: wind adds loss on exposed boxes. With a wind term: 1.0 °C.

November 13 – Step test: supply lowered from 7 °C to 5 °C at night on loop B. The coldest node took 5 h to respond in branches with almost no night flow, against under 1 h on the main loop. The model was changed to a transient one, using flow from the pumphouse meter.

December 10 – Drifts: buried sections had 40% lower loss. Snow depth measured weekly at 16 stakes and interpolated along the loops. RMS error 0.7 °C.

January 21 – Control trial on loop B: supply setpoint varied between 5 and 7 °C to keep the predicted coldest node at or above 1.5 °C. Coldest measured node 1.1 °C with -44 °C air. Heating oil 410 L/day, against 520 L/day on fixed-setpoint days in the same temperature bin.

March 11 – Six-week comparison on loop B: fuel use 17% lower. One low-temperature alarm at node B-14 (0.4 °C) when a bleeder froze shut; the model does not include bleeder failures.

Replacing the wet sections found in October is maintenance for the Town and is not included in this project.
""",
        "246": """
We showed that the water temperature at the coldest point of an existing utilidor loop can be predicted from a few nodes and weather data well enough to control the supply temperature. Real heat loss of aged box sections was up to 2.3 times the design value; it could be estimated from node temperatures without opening the boxes, and the worst sections matched the wet insulation found by thermal imaging. Wind over 30 km/h more than doubles the model error unless it is included (0.9 °C calm, 2.1 °C windy, 1.0 °C with a wind term). Snow drifts cut loss by 40% and have to be included as well (0.7 °C). Stagnant branches respond in about 5 h instead of under 1 h, so a steady-state model is not enough and the control has to be transient. On loop B, weather-based control kept every node above freezing down to -44 °C air and used 17% less fuel over six weeks. The operators find the new control far more dependable than the old fixed setpoint, and residents at the end of loop B no longer complain about cold tap water. Still unknown: how to detect a frozen bleeder, which the model missed at B-14.
""",
    },
    defects=[
        ("242", "over_limit",
         "Inuvik's piped water and sewer run in utilidors: insulated boxes above ground on piles, because the ground is permafrost."),
        ("246", "unmeasured",
         "The operators find the new control far more dependable than the old fixed setpoint, and residents at the end of loop B no longer complain about cold tap water."),
    ],
    unsupported=[],
    evidence={
        "UT-2_field_notes.txt": """
UT-2  utilidor supply temp control - field notes        Inuvik NT
Contract ops for Town pumphouse. Current: fixed 7 °C supply all winter + bleeders open at dead ends. Heating oil boiler.
Loops B + C boxes 1970s-80s, over 40 years old. Loop A newer.
Team: S. Kaglik (controls eng, P.Eng.), M. Ruben (tech). Town PW operators do setpoint changes.
Logger: Campbell Scientific CR1000X, 24 nodes (8 per loop A/B/C), every 10 min. Weather: airport station. Fuel: pumphouse tank log.

2024-04-16  sensors in. baseline fixed 7 °C supply: coldest node C-7 (dead end) 1.2 °C, air -31 °C
2024-06-11  fit of heat loss per section (April data): loop C aged sections 2.3 x design, loop B 1.4 x. wet insulation?
2024-10-08  thermal cam survey at freeze-up (camera on loan from Aurora Research Institute): 11 sections wet insulation, 9 on loop C.
            = highest fitted losses.
2024-10-22  steady-state model: RMS 0.9 °C calm; wind > 30 km/h: 2.1 °C. wind term added -> 1.0 °C
2024-11-13  step test loop B, supply 7 °C -> 5 °C at night. coldest node response 5 h in branches w/ almost no night flow,
            < 1 h main loop. -> transient model w/ pumphouse flow meter.
2024-12-10  drifts: buried sections 40% lower loss. snow depth weekly at 16 stakes, interpolated. RMS 0.7 °C
2025-01-21  CONTROL TRIAL loop B: setpoint 5-7 °C, keep predicted coldest node >= 1.5 °C. coldest measured 1.1 °C, air -44 °C.
            oil 410 L/day vs 520 L/day fixed setpoint (same temp bin)
2025-03-11  6-week comparison loop B: fuel -17%. 1 low temp alarm B-14 (0.4 °C), bleeder froze shut. not in model.
2025-03-20  PW foreman: "best winter on B". residents on B end quiet this year (no count kept).

Town maintenance (not UT-2): replace wet box sections found Oct 8.
""",
        "loopB_fuel_weekly.csv": """
week_start,mode,mean_air_C,oil_L_per_day,coldest_node_C
2024-12-02,fixed 7C,-27,505,2.6
2024-12-09,fixed 7C,-33,520,2.1
2025-01-20,model control,-34,410,1.4
2025-01-27,model control,-44,455,1.1
2025-02-03,model control,-30,372,1.8
""",
    },
)


# 5 ------------------------------------------------------------------------------------------------
case(
    name="en_leg_dock_ice_jacking_sleeves",
    language="en",
    fy=("2024-01-01", "2024-12-31"),
    title="Whiteshell Dock & Lift Ltd. – SR&ED 2024 – leg docks that can stay in over winter",
    heads={"242": "1. What scientific or technological uncertainties did you attempt to overcome?\n\n",
           "244": "2. What work did you perform in the tax year to overcome the scientific or technological "
                  "uncertainties described above?\n\n",
           "246": "3. What scientific or technological advancements did you achieve or attempt to achieve as a "
                  "result of the work described above?\n\n"},
    bodies={
        "242": """
Most docks on the Whiteshell lakes and the Winnipeg River are leg docks: aluminium frames standing on galvanized steel pipe legs. They have to come out every fall, because if they stay in, the ice grips the legs and lifts them, and in spring the dock is crooked or the legs have been pulled out of the bottom. Taking docks out and putting them back is about half of our fall and spring work, and it costs cottage owners a lot. The commercially available alternatives are floating docks that get pulled to shore, or crib docks filled with rock, which the province no longer wants to permit on many lakes.

We wanted a leg dock that can stay in, and we did not know what actually lifts the legs on our waters. One explanation is that the ice freezes to the pipe and the water level then rises under the ice, which happens on the regulated river when the dams change the flow. The other is that the ice sheet itself expands and heaves as it thickens and cools, which would happen on any lake. They call for different fixes. We also did not know how strongly ice bonds to steel compared with plastics at our winter temperatures, whether a plastic sleeve would stop the grip or just move the problem, or whether any sleeve would survive a winter in moving ice. The published numbers on ice adhesion we found are for ship hulls, power lines and bridge piers, not for 48 mm pipe in lake ice.
""",
        "244": """
The work was done by me (owner) and my lead installer, with a retired civil engineer who lives at the lake helping with the freezer tests. We put three test docks in last fall: one on the Winnipeg River below a dam, where the level changes in winter, and two on lakes. Each had bare steel legs, legs with a tight HDPE sleeve, and legs with a tight HDPE sleeve packed with grease. We measured how far each leg had lifted against a survey mark on shore, and drilled the ice to measure its thickness.

January 9 – First readings: ice 41 cm, bare legs on the river up to 14 mm.

February 13 – Ice 62 cm. River site: bare legs 38 mm, HDPE sleeves 9 mm, greased sleeves 4 mm.

March 19 – The dam upstream raised the river 0.21 m over 3 days. Bare legs at the river site went to 96 mm, HDPE sleeves to 17 mm and greased sleeves to 5 mm, while no bare leg on the two lakes had moved more than 22 mm. So on our waters the big lifts come from the level rising under ice that is frozen to the legs.

April 30 – After ice-out: bare legs 112 mm on the river and 31 mm on the lakes, HDPE 21 mm, greased 6 mm. But the grease had washed out into the water, which we cannot sell, and 2 HDPE sleeves had split at the waterline.

June 18 – Freezer tests to measure how hard ice grips each material: 48 mm pipe stubs frozen into 150 mm of ice at -10 °C and pulled out with a jack and a load cell. Adfreeze strength: steel 0.52 MPa, HDPE 0.11 MPa, UHMW 0.09 MPa.

August 14 – New idea: a loose UHMW sleeve with a 6 mm gap around the leg, so that the ice grips the sleeve and the sleeve slides up the leg instead of lifting it. In the freezer the sleeve slid and the leg did not move (0 mm) in 5 tests.

November 20 – Second winter test on the river: 12 legs with loose UHMW sleeves and 12 bare legs.

December 17 – Ice 28 cm: bare legs 11 mm, loose-sleeve legs 3 mm.
""",
        "246": """
We found that on our waters the ice lifts dock legs mainly when the water level rises under ice that is frozen to them, not from the ice sheet expanding: after a 0.21 m rise on the regulated river, bare legs there had lifted 96 mm, while bare legs on the two lakes never moved more than 22 mm. We measured how strongly ice grips each material at -10 °C: 0.52 MPa for galvanized steel against 0.11 MPa for HDPE and 0.09 MPa for UHMW, so plastic cuts the grip by about five times but does not remove it, which is why tight HDPE sleeves still lifted 21 mm. Grease nearly stops the lift (6 mm) but washes out, so it is not an answer. A loose UHMW sleeve that slides on the leg kept the leg from moving in 5 freezer tests, and after the first weeks of this winter the sleeved legs have lifted 3 mm against 11 mm for bare legs. Whether the sleeves slide back down, survive spring break-up and keep working over several winters is still unknown, and that is next year's work.
""",
    },
    defects=[
        ("244", "unsupported",
         "March 19 – The dam upstream raised the river 0.21 m over 3 days."),
    ],
    unsupported=["March 19"],
    evidence={
        "dock_legs_winter_log.txt": """
WHITESHELL DOCK & LIFT - leg uplift log (winter 2023-24 and 2024-25)
Owner: G. Sawatzky. Installer: T. Friesen. Freezer tests: B. Olafson (retired civil eng.)
Test docks installed 2023-10-19: (1) Winnipeg River below dam - level changes in winter; (2) + (3) lakes.
Legs: 48 mm galv steel pipe. Types: bare / tight HDPE sleeve / tight HDPE sleeve + grease.
Uplift = vs survey mark on shore (mm). Ice thickness by auger hole.
Half of our fall + spring work = dock removal / reinstall.

2024-01-09  ice 41 cm. river: bare up to 14 mm.
2024-02-13  ice 62 cm. river: bare 38 mm, HDPE 9 mm, greased 4 mm.
2024-03-26  dam raised river 0.21 m over 3 days. river: bare 96 mm, HDPE 17 mm, greased 5 mm. lakes: bare max 22 mm.
            -> big lifts = level rise under ice frozen to legs (not sheet expansion)
2024-04-30  after ice-out. bare 112 mm river / 31 mm lakes. HDPE 21 mm. greased 6 mm BUT grease washed out into water.
            2 HDPE sleeves split at waterline.
2024-06-18  freezer (BO): 48 mm stubs in 150 mm ice at -10 °C, pulled w/ jack + load cell.
            adfreeze: steel 0.52 MPa, HDPE 0.11 MPa, UHMW 0.09 MPa
2024-08-14  idea: loose UHMW sleeve, 6 mm gap -> ice grips sleeve, sleeve slides up, leg stays. freezer: leg 0 mm, 5 tests.
2024-11-20  2nd winter, river site: 12 legs loose UHMW + 12 bare.
2024-12-17  ice 28 cm. bare 11 mm, loose sleeve 3 mm.
""",
        "adfreeze_pullout_tests.csv": """
date,material,pipe_mm,ice_mm,temp_C,peak_load_kN,adfreeze_MPa
2024-06-18,galvanized steel,48,150,-10,11.8,0.52
2024-06-18,HDPE tight,48,150,-10,2.5,0.11
2024-06-18,UHMW tight,48,150,-10,2.0,0.09
2024-08-14,UHMW loose sleeve (leg movement 0 mm),48,150,-10,,
""",
    },
)


# 6 ------------------------------------------------------------------------------------------------
case(
    name="fr_sous_titrage_direct_hockey_junior",
    language="fr",
    fy=("2024-01-01", "2024-12-31"),
    title="Studio Fjord Média inc. — Saguenay (Québec)\n"
          "Demande RS&DE — année d'imposition terminée le 31 décembre 2024\n"
          "Projet SD-2 : sous-titrage en direct par reconnaissance vocale des matchs de hockey junior\n\n"
          "Table des matières\n"
          "• Ligne 242 — Incertitudes scientifiques ou technologiques\n"
          "• Ligne 244 — Travail effectué\n"
          "• Ligne 246 — Avancées scientifiques ou technologiques",
    heads={"242": "Ligne 242 — Incertitudes scientifiques ou technologiques\n\n",
           "244": "Ligne 244 — Travail effectué\n\n",
           "246": "Ligne 246 — Avancées scientifiques ou technologiques\n\n"},
    bodies={
        "242": """
Studio Fjord Média produit les diffusions des matchs locaux de hockey junior pour une chaîne communautaire régionale. Le Conseil de la radiodiffusion et des télécommunications canadiennes (CRTC) exige que ces émissions soient sous-titrées, et le sous-titrage en direct par sténographe coûte cher et est difficile à obtenir en français en région. Nous avons donc voulu produire les sous-titres en direct par reconnaissance vocale, à partir du modèle Whisper, offert en source ouverte.

Ces modèles sont entraînés surtout sur de la parole lue ou des bulletins de nouvelles, en français européen ou en anglais. Sur nos enregistrements, le modèle de base faisait 18,4 % d'erreurs de mots (WER), et il ne fonctionne pas en direct : il traite des blocs de 10 secondes, ce qui donnait 7,5 secondes de retard. On ne savait pas si un décodage en continu par petits blocs pouvait réduire ce délai sans faire monter l'erreur au-delà de ce qui reste lisible. La description d'un match pose aussi des problèmes particuliers : un débit très rapide, des expressions québécoises, le bruit de la foule qui couvre la voix lors des buts et, surtout, des noms de joueurs, souvent anglophones ou européens, que le modèle ne connaît pas. On ignorait si on pouvait lui faire reconnaître les noms de l'alignement du soir sans qu'il se mette à les « entendre » dans les silences ou le bruit, et si l'adaptation au bruit de foule dégraderait le reste de la transcription.
""",
        "244": """
Les travaux ont été réalisés par nos deux développeurs, dont un spécialiste en apprentissage automatique, avec l'aide de notre réalisateur pour les enregistrements. Chaque version a été évaluée sur un corpus de 6 h de descriptions de matchs transcrites à la main : taux d'erreur de mots (WER), taux d'erreur sur les noms de joueurs, latence entre la parole et l'affichage, et nombre de noms « inventés » par heure.

23 janvier : mesure de référence avec le modèle de base en blocs de 10 s : WER de 18,4 %, latence de 7,5 s.

20 février : décodage en continu par blocs de 2 s, en ne confirmant un mot que lorsque deux passages successifs concordent : latence de 2,9 s, mais WER de 23,1 %.

9 avril : sur les passages avec bruit de foule, WER de 31 %. Hypothèse : le modèle confond la foule avec de la parole. Un filtre de suppression du bruit placé en amont a empiré les résultats (33 %); nous pensons qu'il efface les consonnes de l'annonceur. On l'a abandonné au profit d'un ajustement fin du modèle sur 40 h de nos diffusions avec foule : WER de 19,6 % sur ces passages.

11 juin : noms de joueurs : 46 % d'erreurs. Avec l'alignement du soir fourni au modèle comme contexte, les erreurs sont tombées à 22 %, mais le modèle a commencé à insérer des noms dans les silences (3,1 par heure).

17 septembre : pondération des noms de l'alignement au décodage, combinée à un détecteur d'activité vocale qui bloque le décodage dans les silences : 14 % d'erreurs sur les noms et 0,4 nom inventé par heure, mesurés sur 26 h de matchs préparatoires.

Nous avons aussi mis en forme les sous-titres selon les normes de l'ACR (deux lignes de 32 caractères au plus, positionnement hors du pointage), intégré la sortie à l'encodeur de sous-titres de la régie et formé nos opérateurs, travaux qui ont occupé une bonne partie de l'automne.

12 novembre : essai en direct sur 8 matchs : WER de 9,8 % et latence moyenne de 3,4 s.
""",
        "246": """
Nous avons montré qu'un modèle de reconnaissance vocale offert en source ouverte peut sous-titrer en direct la description d'un match de hockey en français québécois, à condition de régler trois problèmes que nous avons cernés. D'abord, le décodage en continu réduit le délai de 7,5 s à 2,9 s, mais fait monter l'erreur de 18,4 % à 23,1 %; cette hausse n'est pas inévitable, puisque le système final, ajusté sur nos propres diffusions, fait moins d'erreurs que le modèle de base. Ensuite, contrairement à ce que nous attendions, la suppression du bruit de foule nuit à la reconnaissance (de 31 % à 33 %), alors que l'entraînement sur des passages bruités ramène l'erreur à 19,6 %. Enfin, fournir les noms des joueurs comme simple contexte réduit les erreurs sur les noms (de 46 % à 22 %), mais fait inventer des noms dans les silences; la pondération au décodage combinée à la détection d'activité vocale donne 14 % d'erreurs et 0,4 nom inventé par heure. En direct, sur 8 matchs de la Ligue de hockey junior Maritimes Québec, le système a obtenu un WER de 9,8 % et une latence de 3,4 s. Nous ne savons pas encore si ces réglages tiennent pour d'autres sports, ni pour les entrevues d'après-match.
""",
    },
    defects=[
        ("244", "unsupported",
         "17 septembre : pondération des noms de l'alignement au décodage, combinée à un détecteur d'activité vocale qui bloque le décodage dans les silences : 14 % d'erreurs sur les noms et 0,4 nom inventé par heure, mesurés sur 26 h de matchs préparatoires."),
        ("244", "routine",
         "Nous avons aussi mis en forme les sous-titres selon les normes de l'ACR (deux lignes de 32 caractères au plus, positionnement hors du pointage), intégré la sortie à l'encodeur de sous-titres de la régie et formé nos opérateurs, travaux qui ont occupé une bonne partie de l'automne."),
    ],
    unsupported=["26 h"],
    evidence={
        "SD-2_journal_dev.md": """
# SD-2 — Sous-titrage en direct (hockey junior) — journal de développement
Équipe : É. Tremblay (dév., apprentissage automatique), K. Simard (dév.), réalisateur : J.-F. Gagnon (enregistrements)
Corpus d'évaluation : 6 h de descriptions transcrites à la main. Mesures : WER, erreurs sur les noms de joueurs,
latence parole -> affichage, noms inventés par heure.
Modèle : Whisper (source ouverte). Contexte : exigence du CRTC, sténographes rares en français en région.

2024-01-23  Référence, modèle de base, blocs de 10 s : WER 18,4 %, latence 7,5 s.
2024-02-20  Continu, blocs de 2 s + confirmation sur 2 passages successifs : latence 2,9 s, WER 23,1 %.
2024-04-09  Passages avec foule : WER 31 %. Hyp. (ÉT) : foule confondue avec parole. Filtre antibruit en amont : 33 % (pire).
            Hyp. : le filtre efface les consonnes. Abandonné. Ajustement fin sur 40 h de diffusions avec foule : 19,6 %.
2024-06-11  Noms de joueurs : 46 % d'erreurs. Alignement fourni comme contexte : 22 %, mais noms insérés dans les silences (3,1 / h).
2024-09-17  Hyp. (KS) : pondération des noms au décodage + détecteur d'activité vocale : noms 14 %, inventés 0,4 / h.
            Mesuré sur 18 h de matchs préparatoires.
2024-11-12  Essai en direct, 8 matchs (LHJMQ) : WER 9,8 %, latence moyenne 3,4 s.

Hors SD-2 (production) : mise en forme selon les normes de l'ACR (2 lignes, 32 caractères), intégration à l'encodeur de la régie,
formation des opérateurs (octobre-novembre).
""",
        "SD-2_resultats.csv": """
date;version;corpus;WER (%);erreurs_noms (%);noms_inventes_par_h;latence (s)
2024-01-23;base blocs 10 s;6 h;18,4;;;7,5
2024-02-20;continu 2 s;6 h;23,1;;;2,9
2024-04-09;filtre antibruit;passages foule;33;;;
2024-04-09;ajustement fin 40 h;passages foule;19,6;;;
2024-06-11;contexte alignement;6 h;;22;3,1;
2024-09-17;ponderation + VAD;18 h preparatoires;;14;0,4;
2024-11-12;direct;8 matchs;9,8;;;3,4
""",
    },
)


# 7 ------------------------------------------------------------------------------------------------
case(
    name="fr_civelles_sevrage_aliment_sec",
    language="fr",
    fy=("2023-10-01", "2024-09-30"),
    title="",
    heads={"242": "Partie 242 – Incertitudes technologiques\n\n",
           "244": "Partie 244 – Travaux effectués\n\n",
           "246": "Partie 246 – Avancements technologiques\n\n"},
    bodies={
        "242": """
Notre entreprise pêche la civelle (la jeune anguille d'Amérique) sous permis fédéral dans les rivières du nord-est du Nouveau-Brunswick, et la vend vivante à des acheteurs d'Asie qui la font grossir là-bas. Depuis 2023, on essaie de garder une partie des civelles chez nous, en bassins à recirculation, pour les sevrer sur un aliment sec et les faire grossir jusqu'au stade d'anguillette.

Le sevrage est l'étape critique. Les méthodes publiées viennent surtout de l'anguille européenne et de l'anguille japonaise, et les aliments commerciaux offerts sur le marché pour les anguilles sont formulés pour ces espèces-là. Pour l'anguille d'Amérique, on ne savait pas à quelle vitesse acclimater des civelles qui arrivent d'une rivière à 8 °C à une eau à 20 °C sans les perdre, ni comment les faire passer d'une nourriture fraîche à un aliment sec : dans les essais rapportés, une bonne part des civelles ne mangent jamais et maigrissent jusqu'à mourir. On ignorait si c'était une question de texture de l'aliment, de lumière (la civelle se nourrit la nuit) ou de compétition entre poissons de tailles différentes, et si le cannibalisme, connu chez d'autres espèces d'anguilles, apparaîtrait quand les écarts de taille augmentent. On ne savait pas non plus quelle température donnerait la meilleure croissance sans augmenter les pertes.
""",
        "244": """
Les essais ont été faits dans notre salle de bassins par le propriétaire et notre technicienne aquacole, avec les conseils d'un biologiste d'un centre de recherche en aquaculture de la région. Chaque essai a été fait en double, dans des bassins de 300 L contenant environ 2 kg de civelles chacun. On a mesuré la survie, la part des civelles qui ne mangeaient pas (ventre vide à l'examen) et le poids moyen.

16 avril : premières civelles de la saison. Acclimatation de 8 °C à 20 °C en 5 jours ou en 10 jours : mortalité de 12 % et de 4 % au jour 14.

30 avril : sevrage de référence selon le protocole publié pour l'anguille européenne : œufs de morue pendant 7 jours, puis passage graduel à l'aliment sec en 21 jours. Survie de 58 %, et 31 % des civelles ne mangeaient pas.

28 mai : hypothèse : la civelle refuse l'aliment sec à cause de sa texture et de la lumière. Aliment en pâte humide (50 % d'eau) servi dans des plateaux couverts, à la noirceur : survie de 74 %, non-mangeuses à 12 %.

25 juin : tri par taille aux 2 semaines, contre aucun tri : survie de 81 % contre 74 %. On a observé du cannibalisme dans les bassins non triés à partir de la sixième semaine.

20 août : croissance à 24 °C contre 20 °C pendant 8 semaines : poids moyen de 0,52 g contre 0,38 g, à partir de 0,16 g, sans différence de survie.

22 octobre 2024 : pesée finale du lot de la saison : poids moyen de 0,91 g et survie globale de 69 % depuis l'arrivée.
""",
        "246": """
Nous avons établi qu'on peut sevrer la civelle d'Amérique sur un aliment sec dans nos installations, et cerné ce qui limitait le sevrage. Une acclimatation en 10 jours plutôt qu'en 5 réduit la mortalité de 12 % à 4 %. Le principal frein était le refus de l'aliment : une pâte humide servie à la noirceur a fait passer la survie de 58 % à 74 % et la part des non-mangeuses de 31 % à 12 %, ce qui montre que la texture et la lumière comptent davantage que la composition de l'aliment. Le tri par taille aux 2 semaines empêche le cannibalisme et porte la survie à 81 %. À 24 °C, la croissance est plus rapide qu'à 20 °C (0,52 g contre 0,38 g après 8 semaines), sans hausse des pertes. Nos anguillettes acadiennes sont désormais les plus robustes et les plus recherchées de toute la côte atlantique. Cette année, nous avons aussi vendu nos premières anguillettes à un acheteur de Hong Kong, à un bien meilleur prix que la civelle. Il reste à savoir si ces résultats tiennent avec les civelles pêchées en fin de saison, qui arrivent plus faibles.
""",
    },
    defects=[
        ("244", "date_outside_year",
         "22 octobre 2024 : pesée finale du lot de la saison : poids moyen de 0,91 g et survie globale de 69 % depuis l'arrivée."),
        ("246", "marketing",
         "Nos anguillettes acadiennes sont désormais les plus robustes et les plus recherchées de toute la côte atlantique."),
        ("246", "not_advancement",
         "Cette année, nous avons aussi vendu nos premières anguillettes à un acheteur de Hong Kong, à un bien meilleur prix que la civelle."),
    ],
    unsupported=[],
    evidence={
        "carnet_sevrage_civelles_2024.md": """
# Carnet — sevrage des civelles (anguille d'Amérique), saison 2024
Lamèque (N.-B.). Propriétaire : A. Chiasson. Technicienne aquacole : N. Robichaud. Conseils : biologiste, centre de recherche en aquaculture (région).
Garde de civelles en recirculation depuis 2023. Bassins de 300 L, ~2 kg de civelles par bassin, essais en double.
Mesures : survie, % non-mangeuses (ventre vide à l'examen), poids moyen (g). Civelles arrivent de la rivière à 8 °C ; bassins à 20 °C.
Aliments commerciaux pour anguilles = formulés pour l'anguille européenne / japonaise.

2024-04-16  Premières civelles. Acclimatation 8 °C -> 20 °C en 5 jours vs 10 jours : mortalité au jour 14 : 12 % vs 4 %.
2024-04-30  Sevrage de référence (protocole anguille européenne) : œufs de morue 7 jours, puis aliment sec graduel sur 21 jours.
            Survie 58 %, non-mangeuses 31 %.
2024-05-28  Hyp. (NR) : texture + lumière. Pâte humide (50 % d'eau), plateaux couverts, à la noirceur : survie 74 %, non-mangeuses 12 %.
2024-06-25  Tri par taille aux 2 semaines vs aucun tri : survie 81 % vs 74 %. Cannibalisme dans les non triés dès la 6e semaine.
2024-08-20  24 °C vs 20 °C, 8 semaines : 0,52 g vs 0,38 g (départ 0,16 g). Survie : pas de différence.
2024-10-22  Pesée finale du lot : 0,91 g, survie globale 69 % depuis l'arrivée.
""",
        "ventes_anguillettes.txt": """
Note — A. Chiasson, 2024-09-12
Premier envoi d'anguillettes vivantes à un acheteur de Hong Kong. Prix au kilo nettement plus élevé que la civelle.
(Facture et documents d'exportation au bureau.)
""",
    },
)


# 8 ------------------------------------------------------------------------------------------------
case(
    name="fr_kefir_grains_gonflement_bouteilles",
    language="fr",
    fy=("2023-09-01", "2024-08-31"),
    title="Laiterie des Cantons inc. — Compton\n"
          "Projet KF-1 : kéfir aux grains vivants en bouteille (stabilité au gonflement)\n"
          "Exercice du 1er septembre 2023 au 31 août 2024",
    heads={"242": "Quelles incertitudes scientifiques ou technologiques avez-vous tenté de surmonter? (ligne 242)\n\n",
           "244": "Quel travail avez-vous effectué au cours de l'année d'imposition pour surmonter les incertitudes "
                  "scientifiques ou technologiques décrites à la ligne 242? (ligne 244)\n\n",
           "246": "Quelles avancées scientifiques ou technologiques avez-vous réalisées ou tenté de réaliser à la "
                  "suite du travail décrit à la ligne 244? (ligne 246)\n\n"},
    bodies={
        "242": """
Nous fabriquons un kéfir de lait traditionnel, fermenté avec de vrais grains de kéfir plutôt qu'avec les ferments lyophilisés commerciaux qu'utilisent les grandes laiteries. Les grains contiennent à la fois des bactéries lactiques et des levures, et ce sont les levures qui donnent au kéfir son pétillant. Le problème : une fois embouteillé, notre kéfir continue de fermenter. Après 35 jours au froid, la pression dans la bouteille atteignait 210 kPa, des bouchons fuyaient et des bouteilles gonflaient chez les détaillants.

On ne savait pas quelles populations de la communauté des grains produisaient ce gaz après l'embouteillage, ni si on pouvait en changer l'équilibre par les conditions de fermentation (proportion de grains, température, durée) sans perdre le goût et la texture qui distinguent un kéfir aux grains. La littérature décrit bien la composition des grains, mais très peu l'évolution de cette communauté une fois les grains retirés, au froid, dans un contenant fermé. Une pasteurisation après la fermentation réglerait le gonflement, mais elle tuerait les cultures vivantes, ce qui enlève sa raison d'être au produit. On ignorait aussi si la communauté des grains resterait stable d'un lot à l'autre si on modifiait les conditions, puisque les grains se reproduisent eux-mêmes et peuvent dériver.
""",
        "244": """
Les essais ont été menés par notre technologue alimentaire et la propriétaire, sur des lots de 200 L. Pour chaque lot, on a mesuré le pH, la pression dans 6 bouteilles témoins au manomètre aux jours 7, 21 et 35 (à 4 °C), les levures et les bactéries lactiques (en log UFC/mL, analyses faites par le laboratoire du Centre de développement bioalimentaire du Québec) et l'éthanol.

Voici, dans l'ordre où ils ont été faits, les travaux de l'exercice :

- 19 septembre : lot de référence (grains à 5 %, 22 °C, 24 h) : pression de 210 kPa au jour 35, levures à 5,8 log UFC/mL, éthanol à 0,9 %.
- 14 novembre : hypothèse : les levures continuent de fermenter le lactose restant. Fermentation prolongée à 30 h pour épuiser le lactose : la pression n'a baissé qu'à 185 kPa, et le kéfir était trop acide (pH de 4,1).
- 23 janvier : avec la proportion de grains réduite à 2 %, les levures sont tombées à 5,1 log UFC/mL et la pression à 140 kPa au jour 35.
- 12 décembre : analyse des sucres du lot du 14 novembre : il restait 2,9 % de lactose et le galactose s'accumulait. Nouvelle hypothèse : ce sont des levures qui utilisent le galactose, et non le lactose, qui produisent le gaz au froid.
- 19 mars : fermentation à 18 °C au lieu de 22 °C, grains à 2 % : levures à 4,6 log UFC/mL et pression de 95 kPa au jour 35. Les clients de notre comptoir ont trouvé le kéfir de ces lots beaucoup plus doux et agréable.
- 14 mai : maturation de 48 h à 8 °C après le retrait des grains, avant l'embouteillage : pression de 62 kPa au jour 35, pH de 4,4, éthanol à 0,3 %.
- 20 août : six lots consécutifs dans les conditions finales : pression de 55 à 70 kPa au jour 35; les grains ont gardé leur vigueur.
""",
        "246": """
Nous avons établi que le gonflement d'un kéfir aux grains après l'embouteillage ne vient pas du lactose laissé dans le produit, comme nous le pensions au départ, mais de levures qui consomment le galactose au froid : prolonger la fermentation ne faisait baisser la pression que de 210 à 185 kPa, alors qu'il restait encore 2,9 % de lactose et que le galactose s'accumulait. En réduisant la proportion de grains à 2 % et la température à 18 °C, on a fait baisser les levures de 5,8 à 4,6 log UFC/mL sans les éliminer. Une courte maturation au froid après le retrait des grains a ramené la pression à 41 kPa au jour 35, avec 0,3 % d'éthanol et des cultures toujours vivantes. Sur six lots consécutifs, la pression est restée entre 55 et 70 kPa, et les grains n'ont pas perdu leur vigueur. On ne sait pas encore quelles espèces de levures sont en cause, ni si l'équilibre des grains restera stable sur plusieurs mois.
""",
    },
    defects=[
        ("244", "not_chronological",
         "Voici, dans l'ordre où ils ont été faits, les travaux de l'exercice :"),
        ("244", "unmeasured",
         "Les clients de notre comptoir ont trouvé le kéfir de ces lots beaucoup plus doux et agréable."),
        ("246", "unsupported",
         "Une courte maturation au froid après le retrait des grains a ramené la pression à 41 kPa au jour 35, avec 0,3 % d'éthanol et des cultures toujours vivantes."),
    ],
    unsupported=["41 kPa"],
    evidence={
        "KF-1_cahier_lots.md": """
# KF-1 — Kéfir aux grains, gonflement des bouteilles — cahier des lots
Technologue : M.-È. Roy ; propriétaire : C. Beaudoin. Lots de 200 L.
Mesures : pH ; pression (manomètre, 6 bouteilles témoins) aux jours 7, 21 et 35 à 4 °C ; levures + bactéries lactiques (log UFC/mL,
labo du CDBQ — Centre de développement bioalimentaire du Québec) ; éthanol (%).
Problème : après 35 jours, 210 kPa, bouchons qui fuient, bouteilles gonflées chez les détaillants. Pasteurisation exclue (cultures vivantes).

2023-09-19  Référence : grains 5 %, 22 °C, 24 h. J35 : 210 kPa ; levures 5,8 log ; éthanol 0,9 %.
2023-11-14  Hyp. (MER) : levures sur le lactose restant. Fermentation 30 h : J35 185 kPa ; pH 4,1 (trop acide).
2023-12-12  Sucres du lot du 2023-11-14 : lactose restant 2,9 %, galactose en hausse.
            Hyp. (CB) : levures qui utilisent le galactose au froid -> gaz.
2024-01-23  Grains 2 % : levures 5,1 log ; J35 140 kPa.
2024-03-19  18 °C au lieu de 22 °C, grains 2 % : levures 4,6 log ; J35 95 kPa. (Comptoir : commentaires « plus doux », non mesuré.)
2024-05-14  Maturation 48 h à 8 °C après retrait des grains, puis embouteillage : J35 62 kPa ; pH 4,4 ; éthanol 0,3 %.
2024-08-20  6 lots consécutifs, conditions finales : J35 55 à 70 kPa. Grains vigoureux.
""",
        "KF-1_pression_J35.csv": """
date;lot;grains (%);fermentation (°C);duree (h);pression_J35 (kPa);levures_log_UFC_mL;ethanol (%)
2023-09-19;K-101;5;22;24;210;5,8;0,9
2023-11-14;K-109;5;22;30;185;;
2024-01-23;K-118;2;22;24;140;5,1;
2024-03-19;K-124;2;18;24;95;4,6;
2024-05-14;K-131;2;18;24;62;;0,3
2024-08-20;K-150 a K-155;2;18;24;55-70;;
""",
    },
)


# 9 ------------------------------------------------------------------------------------------------
case(
    name="fr_poele_de_masse_noyau_prefabrique",
    language="fr",
    fy=("2024-07-01", "2025-06-30"),
    title="Foyers de masse Prescott-Russell inc. (Casselman, Ontario)\n"
          "RS&DE — exercice du 1er juillet 2024 au 30 juin 2025 — projet PM-2 : noyau préfabriqué en béton réfractaire",
    heads={"242": "Q1 – Ligne 242 : Incertitudes scientifiques ou technologiques\n\n",
           "244": "Q2 – Ligne 244 : Travail effectué\n\n",
           "246": "Q3 – Ligne 246 : Avancées scientifiques ou technologiques\n\n"},
    bodies={
        "242": """
Un poêle de masse est un gros appareil de maçonnerie qui brûle une charge de bois rapidement et très chaud, puis restitue la chaleur pendant de longues heures grâce à sa masse. Chez nous, chaque poêle est monté sur place en briques réfractaires, ce qui demande environ 5 jours de travail à deux maçons. Nous avons voulu le remplacer par un noyau préfabriqué en béton réfractaire, coulé en atelier en 4 modules et assemblé en une journée.

Au départ, la véritable inconnue était de savoir si des clients de l'Est ontarien accepteraient de payer près du double d'un poêle à bois ordinaire pour un poêle de masse, et si nos maçons pourraient en installer assez par saison pour rentabiliser les moules.

Sur le plan technique, le béton réfractaire coulé ne se comporte pas comme la brique : une brique peut bouger dans ses joints, alors qu'une grande pièce monolithique subit tout le gradient de température entre la chambre de combustion, qui dépasse 800 °C, et l'extérieur. On ne savait pas si les modules fissureraient aux angles de la chambre après des cycles répétés de chauffe, ni quelle forme de module ou quel type de joint permettrait la dilatation sans laisser fuir les gaz. On ignorait aussi si une chambre coulée, aux parois plus minces que la brique, garderait la température élevée nécessaire à une combustion propre, et donc si le poêle atteindrait notre objectif d'émissions de particules.
""",
        "244": """
Les essais ont été faits à notre atelier de Casselman par le propriétaire, maçon, et un technicien en génie mécanique, avec un béton réfractaire commercial à haute teneur en alumine, offert en sacs chez notre fournisseur de matériaux réfractaires. Chaque prototype a subi des cycles de chauffe, avec une charge de 20 kg de bois par cycle; on relevait la température de la chambre, les fissures (nombre et largeur) et l'étanchéité des joints au test de fumée.

16 juillet : premier prototype, noyau en 4 modules à angles vifs : fissures aux 4 angles de la chambre après 12 cycles, jusqu'à 0,8 mm de largeur. Température maximale de la chambre : 870 °C.

20 août : hypothèse : les contraintes se concentrent dans les angles vifs. Deuxième prototype aux angles arrondis (rayon de 40 mm) : première fissure après 31 cycles, d'une largeur de 0,3 mm.

24 septembre : ajout de 2 % de fibres d'acier inoxydable au béton : aucune fissure visible après 60 cycles.

29 octobre : joints entre modules : un joint de mortier réfractaire rigide a fissuré et laissé passer de la fumée après 15 cycles. Hypothèse : les modules doivent pouvoir glisser l'un sur l'autre. Joint en tresse de fibre céramique comprimée dans une rainure : aucune fuite au test de fumée après 40 cycles.

10 décembre : essais d'émissions au laboratoire de combustion de CanmetÉNERGIE, à Ottawa : 2,9 g/kg de particules, au-dessus de l'objectif de 2,5 g/kg que nous nous étions fixé. La température de la chambre n'atteignait que 690 °C en fin de charge.

21 janvier : hypothèse : la paroi coulée, plus mince que la brique, refroidit la chambre. Chemise intérieure de 25 mm en brique réfractaire isolante : 2,1 g/kg, chambre à 820 °C.

18 mars : prototype complet assemblé en 8 h chez un client pilote à Embrun; après 90 cycles pendant l'hiver, aucune fissure et aucune fuite.
""",
        "246": """
Nous avons établi qu'un noyau de poêle de masse coulé en béton réfractaire peut résister aux cycles de chauffe, à condition de régler trois problèmes que la brique ne pose pas. Les angles vifs concentrent les contraintes : des angles arrondis retardent la première fissure de 12 à 31 cycles, et l'ajout de 2 % de fibres d'acier inoxydable l'évite au moins jusqu'à 60 cycles. Les joints entre modules doivent pouvoir glisser : un joint rigide fuit après 15 cycles, alors qu'une tresse de fibre céramique dans une rainure reste étanche. Enfin, la paroi coulée refroidit la chambre (690 °C en fin de charge) et augmente les particules (2,9 g/kg); une chemise de brique réfractaire isolante de 25 mm ramène la chambre à 820 °C et les émissions à 2,1 g/kg. Le prototype installé a passé 90 cycles sans fissure ni fuite, et s'assemble en 8 h au lieu de 5 jours. Grâce à ce projet, notre nouveau modèle est maintenant offert par trois détaillants de poêles de l'Est ontarien et de l'Outaouais, et nos ventes ont nettement augmenté cet hiver. Il reste à vérifier la tenue du noyau sur plusieurs hivers.
""",
    },
    defects=[
        ("242", "not_uncertainty",
         "Au départ, la véritable inconnue était de savoir si des clients de l'Est ontarien accepteraient de payer près du double d'un poêle à bois ordinaire pour un poêle de masse, et si nos maçons pourraient en installer assez par saison pour rentabiliser les moules."),
        ("246", "not_advancement",
         "Grâce à ce projet, notre nouveau modèle est maintenant offert par trois détaillants de poêles de l'Est ontarien et de l'Outaouais, et nos ventes ont nettement augmenté cet hiver."),
    ],
    unsupported=[],
    evidence={
        "PM-2_journal_atelier.txt": """
PM-2  Noyau préfabriqué (béton réfractaire) — journal d'atelier
Propriétaire / maçon : R. Lalonde   Technicien génie méc. : O. Séguin
Montage actuel sur place en briques réfractaires : ~5 jours, 2 maçons. Visé : 4 modules coulés en atelier, assemblage en 1 journée.
Béton réfractaire commercial haute alumine (en sacs, fournisseur de réfractaires). Chambre > 800 °C en service.
Cycle = charge de 20 kg de bois. Relevés : T chambre, fissures (nb, largeur), test de fumée aux joints.
Objectif interne particules : 2,5 g/kg.

2024-07-16  Proto 1, 4 modules, angles vifs : fissures aux 4 angles après 12 cycles, jusqu'à 0,8 mm. T chambre max 870 °C.
2024-08-20  Hyp. (OS) : contraintes dans les angles vifs. Proto 2 angles arrondis R 40 mm : 1re fissure après 31 cycles, 0,3 mm.
2024-09-24  + 2 % fibres inox : 0 fissure visible après 60 cycles.
2024-10-29  Joint mortier réfractaire rigide : fissuré + fumée après 15 cycles. Hyp. (RL) : les modules doivent glisser.
            Tresse de fibre céramique comprimée en rainure : 0 fuite après 40 cycles.
2024-12-10  CanmetÉNERGIE (labo de combustion, Ottawa) : particules 2,9 g/kg (objectif 2,5). T chambre fin de charge 690 °C.
2025-01-21  Hyp. (OS) : paroi coulée mince refroidit la chambre. Chemise 25 mm brique réfractaire isolante : 2,1 g/kg ; chambre 820 °C.
2025-03-18  Proto complet chez client pilote (Embrun), assemblé en 8 h. 90 cycles cet hiver : 0 fissure, 0 fuite.

Ventes / marketing (hors PM-2) : entente avec 3 détaillants (Est ontarien, Outaouais), 2025-04.
""",
    },
)

# ---- CASES-END ----

if __name__ == "__main__":
    main()
