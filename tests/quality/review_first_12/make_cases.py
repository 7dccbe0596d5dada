#!/usr/bin/env python3
"""Writes the review_first_12 held-out cases (evidence files + case.json) and checks them.

Run:  python3 tests/quality/review_first_12/make_cases.py
Same case.json format and the same build-time checks as review_first_11/make_cases.py; check_cases.py in this
folder re-checks the written files independently (same checks as review_first_11/check_cases.py).
Nine new projects (5 English, 4 French with Quebec usage and CRA's French wording of the questions), in
industries not used by an earlier review set: frozen perogies, powder coating over galvanizing, stabilized
rammed earth, transit passenger counting (depth sensors), custom musicians' earplugs, bone broth, snowshoe
frames in flax composite, stained-glass restoration, bulk wood-pellet delivery forecasting.
What is planted (22 defects, all nine kinds; 10 clean lines of 27; 4 unsupported items):
  marketing 3 (a brand boast about a perogy's "hand-pinched bite" inside the background, a snowshoe maker's
  « trois générations ... les plus fiables sur le marché », a « service de livraison intelligent, sans tracas et
  sans équivalent » closing line 246);
  not_uncertainty 2 (competing with ICF on price per square foot "the big unknown", winning parish restoration
  contracts at a competitive price « au fond, la question »);
  routine 3 (HACCP metal detection / coliform tests on trial lots "confirming" the dough, HACCP lab analyses
  « ce qui démontre l'innocuité », a drivers' app and CRM migration « une bonne partie des travaux de R-D »);
  unmeasured 3 (orchestra players found the plugs "far more natural-sounding", architects like the "richer colour",
  clients « beaucoup plus rassurés »);
  date_outside_year 2 ("March 21, 2024" before an April 1 start; « 15 mai 2024 » before a June 1 start);
  not_advancement 2 (two general contractors specifying the product / a quarter of sales, 28 grocery stores and
  two new flavours);
  unsupported 4 ("7.4 MPa" pull-off where the log says 6.8, "2.9 dB" between-subject SD where it says 4.1,
  « 385 g » frame mass where it says 410, « 0,76 » optical density where it says 0,79);
  over_limit 1 (an English 246 of about 400 words); not_chronological 2 (a February entry after March, a
  December entry after January).
Clean lines hold near-misses: a client specification or contract accuracy target given as context, a business
motive stated and then set aside for the technical problem, routine work explicitly excluded from the claim,
production trials with their measurements, a commercial filter used as a measured reference, concessions
(slightly lower dry-floor grip, one glass of three crazing) reported with numbers.
One case (en_bus_passenger_counting_winter_clothing) has no defect at all.
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
    name="en_perogy_dough_freeze_thaw_cracking",
    language="en",
    fy=("2024-01-01", "2024-12-31"),
    title="Prairie Baba Foods Ltd. (Winnipeg, MB) — SR&ED, tax year ended December 31, 2024\n"
          "Project PD-2: freeze cracking of thin-dough potato-cheddar perogies on the IQF line",
    heads={"242": "Line 242 – What scientific or technological uncertainties did you attempt to overcome?\n\n",
           "244": "Line 244 – What work did you perform in the tax year to overcome the scientific or "
                  "technological uncertainties described in line 242?\n\n",
           "246": "Line 246 – What scientific or technological advancements did you achieve or attempt to "
                  "achieve as a result of the work described in line 244?\n\n"},
    bodies={
        "242": """
We make frozen perogies for grocery and food service. Our potato-cheddar perogy is sheeted to 1.6 mm, filled, steam blanched and frozen in a spiral freezer. Nothing out there matches the thin, tender, hand-pinched bite of a Prairie Baba perogy, and that dough is the reason our customers keep coming back to us. The trouble is that this thin dough cracks. In our baseline runs 9.5% of the pieces were cracked coming out of the freezer and 31% after a series of freeze-thaw cycles meant to simulate delivery trucks and store freezers, and a cracked perogy bursts when it is boiled.

We did not know what was causing the cracks, and the two likely explanations pointed in opposite directions. If water migrates from the moist filling (water activity 0.97) into the dough during storage, the fix would be a drier filling; if instead the dough itself turns brittle once frozen, a drier dough would make things worse and the answer would be more water, or a starch that holds it. What is published on frozen dough deals mostly with yeasted bread and pizza dough, where the concern is yeast survival, not the cracking of a thin unleavened sheet wrapped around a wet filling. We also did not know whether the blanch, which sets the surface starch, would protect the dough or stiffen it, or how it would interact with the freezing rate in the spiral: a faster freeze gives smaller ice crystals but puts more thermal stress on a 1.6 mm sheet. Whatever we changed also had to run on our sheeter and not make the pieces freeze together in the bag.
""",
        "244": """
Trials were run on the production line between regular shifts by our QA food technologist and the operations manager, with a cereal chemist from a college food lab advising on the dough. Each condition was run on at least 400 pieces. We counted cracked pieces out of the spiral freezer and again after 5 freeze-thaw cycles between -18 °C and -5 °C (12 h at each), and the share of 100 pieces that burst in an 8 min boil. Dough moisture was measured at the seam and at the centre of the dough disc.

January 16 – Baseline on the current recipe (45% water on flour, 60 s blanch, spiral at -35 °C for 22 min): 9.5% cracked out of the freezer, 31% after cycling, 6.0% burst on boiling.

February 13 – Seam moisture rose from 41.2% to 46.8% after cycling, while the centre of the disc only went from 41.0% to 42.1%. Hypothesis: water moves from the filling into the seam and the wet seam cracks as it refreezes.

March 12 – To test this, the filling water activity was lowered to 0.94 with 6% potato flakes. Cracking after cycling only fell to 24%, and 4 of 8 tasters found the filling dry, so migration could not be the main cause.

April 9 – New hypothesis: the frozen dough itself is too brittle. Hydration series at 42, 45 and 48%: 12.0, 9.5 and 6.8% cracked out of the freezer and 35, 31 and 22% after cycling. The wetter dough cracked less, the opposite of what we first expected.

May 14 – 48% water plus 3% pregelatinized wheat starch: 3.1% out of the freezer and 14% after cycling, and the dough still ran on the sheeter.

June 18 – A 90 s blanch instead of 60 s brought cracking after cycling down to 7.5%, but 5% of the product by weight froze together in the bag (1% with the 60 s blanch).

Each trial lot also went through our metal detector and was tested for coliforms and S. aureus under our HACCP plan; all results were within limits, which confirmed the reformulated dough was ready for production.

August 20 – Hypothesis: the longer blanch leaves more free water on the surface, which freezes the pieces together before they separate. With the spiral at -38 °C and an 18 min dwell, clumping was 1.5% and cracking after cycling 6.0%.

October 8 – Plant trial of 1,200 kg with the final settings: 2.4% cracked out of the freezer, 6.9% after cycling and 1.8% burst on boiling, against 6.0% for the old recipe.
""",
        "246": """
We found that the cracking of a thin, unleavened perogy dough after freezing is governed mainly by the brittleness of the frozen dough and not, as we first assumed, by water migrating from the filling. Migration does happen (seam moisture went from 41.2% to 46.8% over the cycles), but lowering the filling water activity from 0.97 to 0.94 only took cracking after cycling from 31% to 24%. Raising dough hydration had a larger effect (35% cracked at 42% water against 22% at 48%), and a small addition of pregelatinized wheat starch brought it to 14%. A longer blanch reduced cracking again but made the pieces freeze together, and we established that this clumping can be controlled by freezing faster rather than by going back to the short blanch. At plant scale the combination gave 6.9% cracked after 5 freeze-thaw cycles against 31% for the old recipe, and 1.8% burst on boiling against 6.0%. Why the pregelatinized starch works (binding water or forming a more continuous starch film) has not been established, and the recipe has not been tried with wetter fillings such as sauerkraut.
""",
    },
    defects=[
        ("242", "marketing",
         "Nothing out there matches the thin, tender, hand-pinched bite of a Prairie Baba perogy, and that dough is the reason our customers keep coming back to us."),
        ("244", "routine",
         "Each trial lot also went through our metal detector and was tested for coliforms and S. aureus under our HACCP plan; all results were within limits, which confirmed the reformulated dough was ready for production."),
    ],
    unsupported=[],
    evidence={
        "pd2_trial_log.md": """
# PD-2 trial log — freeze cracking, potato-cheddar perogies (IQF line)
Ops manager: D. Kowalchuk / trials + QA: P. Sandhu (food technologist) / dough advice: M. Lavoie (college food lab)

Line: sheeter 1.6 mm dough, 28 g pieces (11 g dough / 17 g filling), steam blancher 60 s,
spiral freezer -35 °C air, 22 min dwell, 1 kg bags.
Current dough: CWRS flour, water 45% (flour basis), canola oil 4%, salt 1.5%. Filling potato + cheddar, aw 0.97.
Tests (min. 400 pieces per condition): (a) % cracked out of spiral; (b) % cracked after 5 freeze-thaw cycles
(-18 °C / -5 °C, 12 h each; sim. of delivery + store freezers); (c) % burst on boiling, 100 pieces, 8 min boil.
Dough moisture (oven, %) at the seam and at disc centre.

2024-01-16  Baseline: (a) 9.5%  (b) 31%  (c) 6.0%.
2024-02-13  Moisture after 5 cycles: seam 41.2% -> 46.8%, centre 41.0% -> 42.1%.
            Hyp (PS): water moves filling -> seam, wet seam cracks on refreeze.
2024-03-12  Filling aw 0.94 (+6% potato flakes): (b) 24%. Seam moisture after cycles 44.9%.
            Tasting: 4 of 8 say filling dry. Not pursued.
2024-04-09  Hyp (ML): frozen dough brittle. Hydration 42 / 45 / 48%: (a) 12.0 / 9.5 / 6.8%; (b) 35 / 31 / 22%.
2024-05-14  48% + 3% pregel wheat starch: (a) 3.1%, (b) 14%. Sheets OK.
2024-06-18  Blanch 90 s vs 60 s (48% + 3% starch): (b) 7.5% vs 14%. Clumping in bag 5% by wt (60 s: 1%).
2024-08-20  Hyp (DK): long blanch -> surface water -> pieces freeze together. Spiral -38 °C, 18 min dwell,
            blanch 90 s: clumping 1.5%, (b) 6.0%.
2024-10-08  PLANT TRIAL 1,200 kg, final settings: (a) 2.4%, (b) 6.9%, (c) 1.8% (old recipe 6.0%).

Not PD-2: HACCP routine — metal detector checks + coliforms / S. aureus on every lot incl. trial lots, all within limits.
""",
        "pd2_cracks.csv": """
date,trial,hydration_pct,pregel_starch_pct,blanch_s,spiral_C,dwell_min,cracked_out_of_spiral_pct,cracked_after_cycles_pct,burst_pct,clumping_pct
2024-01-16,baseline,45,0,60,-35,22,9.5,31,6.0,
2024-03-12,filling aw 0.94,45,0,60,-35,22,,24,,
2024-04-09,H42,42,0,60,-35,22,12.0,35,,
2024-04-09,H45,45,0,60,-35,22,9.5,31,,
2024-04-09,H48,48,0,60,-35,22,6.8,22,,
2024-05-14,H48+S3,48,3,60,-35,22,3.1,14,,1
2024-06-18,H48+S3 B90,48,3,90,-35,22,,7.5,,5
2024-08-20,H48+S3 B90 fast,48,3,90,-38,18,,6.0,,1.5
2024-10-08,plant 1200 kg,48,3,90,-38,18,2.4,6.9,1.8,
""",
    },
)

# 2 ------------------------------------------------------------------------------------------------
case(
    name="en_powder_coat_galvanized_outgassing",
    language="en",
    fy=("2024-04-01", "2025-03-31"),
    title="Parkland Railworks Ltd. — Red Deer, Alberta\n"
          "SR&ED project PC-4: pinhole-free powder coating over hot-dip galvanized railings\n"
          "Taxation year April 1, 2024 to March 31, 2025 (prepared with our SR&ED consultant)",
    heads={"242": "(242) Scientific or technological uncertainties\n\n",
           "244": "(244) Work performed\n\n",
           "246": "(246) Scientific or technological advancements\n\n"},
    bodies={
        "242": """
The claimant fabricates exterior steel railings and stair stringers. Municipal and commercial clients increasingly call for a duplex finish, meaning the steel is hot-dip galvanized (HDG) and then powder coated, and this specification is the background to the project. The claimant's process for duplex work was to sweep blast the galvanized part, pre-bake it for 60 min at 230 °C to drive out trapped gas, let it cool, apply a TGIC polyester powder and cure it for 10 min at 200 °C. Even so, about one railing in five came out with pinholes and small blisters, which are points where corrosion starts, and the defects were concentrated on parts made from heavier stock.

It was not known where the gas causing the pinholes was coming from, and therefore which step had to change. The galvanizing industry attributes outgassing to moisture and air trapped in the zinc layer, and the usual remedy is a longer pre-bake. However, the zinc coating thickness depends strongly on the silicon content of the steel: reactive steels grow a thick, cracked iron-zinc layer, and it was unknown whether a longer pre-bake could empty that layer or whether gas would keep coming out at each new heating. Powder suppliers offer degassing additives and low-cure powders, but their data sheets refer to castings and plain steel, not to zinc layers of 200 µm or more. A second approach, applying the powder to a part that is still hot so that the metal is cooling while the film forms, is described for castings, but it was not known whether it would work on galvanizing, whether film thickness could be controlled on a hot part, or how either approach would affect the adhesion of the powder to the zinc.
""",
        "244": """
The work was carried out in the claimant's coating shop by the shop foreman (coatings) and a junior mechanical engineer, with test pieces and cross-sections supplied by the galvanizer. Test panels of 150 x 300 mm were cut from the same steel as production jobs, with the silicon content taken from mill certificates. For each condition the team measured zinc thickness (magnetic gauge, average of 10 readings), counted pinholes under a 10x loupe (per 100 cm²), and tested adhesion by cross-hatch (ASTM D3359, 5B best) and pull-off (ASTM D4541).

March 21, 2024 – Review of the railings returned for pinholes: 6 railings, all from heavy stock with 190 to 240 µm of zinc.

April 16 – Baseline with the standard process on three steels: 0.02% Si and 95 µm of zinc gave 0.4 pinholes per 100 cm²; 0.18% Si and 168 µm gave 6.2; 0.27% Si and 231 µm gave 14.8.

May 28 – Hypothesis: the gas comes from porosity in the thick iron-zinc layer of reactive steels, and 60 min of pre-bake is not enough to empty it. Doubling the pre-bake to 120 min at 230 °C on the 0.27% Si steel only brought the count to 11.9.

June 25 – Cross-sections at 200x showed cracks and voids in the zeta layer of the 0.27% Si steel, reaching about 150 µm deep, and none on the 0.02% Si steel.

July 30 – Hypothesis: gas in these cracks expands each time the part is heated, so a pre-bake cannot exhaust it; the film must be allowed to release it instead. A low-cure powder (160 °C) with a degassing additive gave 4.1 pinholes and a cross-hatch rating of 4B.

September 10 – Without sweep blasting the count rose to 7.6 and adhesion fell to 2B, so the blast was kept.

October 22 – Hypothesis: outgassing only happens while the metal is heating. Powder was applied within 4 min of the part leaving the pre-bake at 200 °C, so the metal was cooling as the film formed: 0.9 pinholes, but film thickness varied from 65 to 140 µm against a target of 75 µm.

November 26 – Hot application with the low-cure powder and a pre-bake shortened to 30 min at 200 °C: 1.2 pinholes on the 0.27% Si steel and 0.6 on the 0.18% Si steel, with a pull-off strength of 7.4 MPa against 5.1 MPa for the standard process.

January 14 – Lowering the gun voltage from 90 kV to 60 kV on hot parts brought film thickness to 70 to 95 µm.

February 25 – Production trial on 18 railings made from 0.18 to 0.27% Si steel: 2 needed a spot repair, with an average of 0.8 pinholes per 100 cm².
""",
        "246": """
The project established that on reactive, high-silicon steel the pinholes in a duplex coating come from gas held in cracks of the thick zeta layer, which are up to about 150 µm deep, and that this gas is released each time the part is heated. This explains why the conventional remedy failed: doubling the pre-bake only took the count from 14.8 to 11.9 pinholes per 100 cm². Pinholing was brought down by letting the film form while the metal cools rather than while it heats: applying the powder to a part still hot from a 30 min pre-bake cut the count to 1.2 on 0.27% Si steel and 0.6 on 0.18% Si steel, with the pre-bake itself shortened from 60 to 30 min. The team also found that film thickness on hot parts can be kept near target by lowering the gun voltage (70 to 95 µm at 60 kV), and that sweep blasting remains necessary for adhesion (2B without it). Since the trials, two Calgary general contractors have specified our duplex railings on upcoming projects, and duplex work made up about a quarter of our railing sales over the winter. The effect of zinc thickness above 240 µm and of powders other than TGIC polyester has not been tested.
""",
    },
    defects=[
        ("244", "date_outside_year",
         "March 21, 2024 – Review of the railings returned for pinholes: 6 railings, all from heavy stock with 190 to 240 µm of zinc."),
        ("244", "unsupported",
         "November 26 – Hot application with the low-cure powder and a pre-bake shortened to 30 min at 200 °C: 1.2 pinholes on the 0.27% Si steel and 0.6 on the 0.18% Si steel, with a pull-off strength of 7.4 MPa against 5.1 MPa for the standard process."),
        ("246", "not_advancement",
         "Since the trials, two Calgary general contractors have specified our duplex railings on upcoming projects, and duplex work made up about a quarter of our railing sales over the winter."),
    ],
    unsupported=["7.4 MPa"],
    evidence={
        "pc4_shop_log.md": """
# PC-4 — duplex coating trials: powder over hot-dip galvanized (HDG) railings and stair stringers
K. Olafson (shop foreman, coatings) / T. Nguyen (jr. mech. eng.) / galvanizer: test pieces, cross-sections

Std duplex process: HDG -> sweep blast -> pre-bake 60 min at 230 °C -> cool -> TGIC polyester powder -> cure 10 min at 200 °C.
Problem: ~1 in 5 duplex railings pinholed / blistered, mostly heavy stock.
Powder suppliers' degassing / low-cure data: castings + plain steel only, nothing on zinc layers of 200 µm or more.
Panels 150 x 300 mm, same steel as jobs (Si % from mill certs). Zinc thickness: magnetic gauge, avg of 10 (µm).
Pinholes: count under 10x loupe, per 100 cm². Adhesion: cross-hatch ASTM D3359 (5B best), pull-off ASTM D4541 (MPa).

2024-03-21  (FY2024) Returns review: 6 railings pinholed, all heavy stock, zinc 190-240 µm.
2024-04-16  Baseline std process: Si 0.02% / zinc 95 µm -> 0.4 pinholes; Si 0.18% / 168 µm -> 6.2; Si 0.27% / 231 µm -> 14.8.
2024-05-28  Hyp (TN): gas from porosity of thick Fe-Zn layer, 60 min not enough. Pre-bake 120 min at 230 °C, Si 0.27%: 11.9.
2024-06-25  Cross-sections 200x (galvanizer): zeta layer cracked, voids, Si 0.27%, cracks ~150 µm deep. Si 0.02%: none.
2024-07-30  Hyp (KO): gas in cracks expands at every heating -> pre-bake can't empty it. Low-cure powder 160 °C
            + degassing additive: 4.1 pinholes, cross-hatch 4B.
2024-09-10  Same, no sweep blast: 7.6 pinholes, cross-hatch 2B. Keep blast.
2024-10-22  Hyp (TN): outgassing only while metal heats. Powder on hot part (out of pre-bake at 200 °C, coated within 4 min):
            0.9 pinholes. Film 65-140 µm (target 75 µm).
2024-11-26  Hot application + low-cure powder, pre-bake 30 min at 200 °C: Si 0.27% 1.2 pinholes, Si 0.18% 0.6.
            Pull-off 6.8 MPa (std process 5.1 MPa). Oven time per load 30 + 10 min vs 60 + 10 min.
2025-01-14  Gun voltage on hot parts 90 kV -> 60 kV: film 70-95 µm.
2025-02-25  Production trial, 18 railings, Si 0.18-0.27%: 2 spot repairs, avg 0.8 pinholes per 100 cm².
2025-03-18  Sales: 2 Calgary GCs specifying duplex; duplex ~1/4 of winter railing sales.
""",
        "pc4_panels.csv": """
date,steel_si_pct,zinc_um,process,pinholes_per_100cm2,crosshatch,pulloff_MPa
2024-04-16,0.02,95,standard,0.4,5B,
2024-04-16,0.18,168,standard,6.2,5B,5.1
2024-04-16,0.27,231,standard,14.8,4B,
2024-05-28,0.27,229,pre-bake 120 min,11.9,4B,
2024-07-30,0.27,233,low-cure + degassing,4.1,4B,
2024-09-10,0.27,228,low-cure no blast,7.6,2B,
2024-10-22,0.27,230,hot application,0.9,5B,
2024-11-26,0.27,232,hot app + low-cure 30 min,1.2,5B,6.8
2024-11-26,0.18,171,hot app + low-cure 30 min,0.6,5B,
2025-02-25,0.18-0.27,,production trial,0.8,,
""",
    },
)

# 3 ------------------------------------------------------------------------------------------------
case(
    name="en_rammed_earth_low_cement_freeze_thaw",
    language="en",
    fy=("2023-10-01", "2024-09-30"),
    title="Okanagan Earthworks Ltd. (Vernon, BC)\n"
          "Project RE-3 — low-cement stabilized rammed earth for exterior walls, FYE Sept 30 2024",
    heads={"242": "## Line 242 — Scientific or technological uncertainties\n\n",
           "244": "## Line 244 — Work performed\n\n",
           "246": "## Line 246 — Scientific or technological advancements\n\n"},
    bodies={
        "242": """
We build stabilized rammed earth (SRE) walls, mostly for houses and wineries in the North Okanagan. Our standard mix is screened pit-run from a local gravel pit (14% fines) with 10% Portland cement by dry mass, rammed in 150 mm lifts with a pneumatic rammer. Going into the year the big unknown for us was whether we could get the installed price of an SRE wall down to where it competes with ICF per square foot, since that is the comparision every client makes. The cement is most of the material cost and most of the carbon in the wall, so the aim was to cut it to around 6% of dry mass.

Technically it wasnt known if a wall with that little binder would survive our winters. North-facing walls here go through many freeze-thaw cycles, and our structural engineer wants at least 5 MPa at 28 days and no more than 7% mass loss in the freeze-thaw brushing test. Slag can replace part of the cement, but slag gains strength slowly and we build well into the fall, when the walls cure at around 10 °C, so we did not know if a slag blend would be strong enough in time or if it would just crumble in its first winter. We also did not know how much of the binder is tied up by the clay in the fines, or if washing some of the fines out would help or hurt compaction. Finally, integral water repellents are sold for SRE, but nobody could tell us what they do to the bond between lifts, which is where a rammed wall is weakest.
""",
        "244": """
Work was done by me (owner, site super) and our lab tech, with a geotechnical lab running the strength and freeze-thaw tests. All specimens were 100 x 200 mm cylinders rammed in lifts at optimum moisture and cured at 10 °C unless noted, to mimic a fall build. We tested compressive strength (UCS) at 28 and 56 days, freeze-thaw mass loss after 12 cycles with wire brushing (ASTM D560), water absorption and the bond between lifts (split test).

October 17 – Baseline, 10% cement: UCS 9.8 MPa at 28 days, freeze-thaw loss 2.1%.

November 21 – Straight 6% cement: 5.1 MPa but 9.4% freeze-thaw loss, fails the 7% limit.

December 12 – 6% binder, half cement half slag: 3.6 MPa at 28 days and 5.4 MPa at 56 days, freeze-thaw loss 13.2% when tested at 28 days.

January 23 – Same mix cured at 23 °C: 5.9 MPa at 28 days. So the problem is the slag reacting too slowly in the cold, not the amount of binder.

March 19 – Added 1% hydrated lime to wake up the slag: 6.2 MPa at 28 days cured at 10 °C, freeze-thaw loss 4.8%.

February 20 – We thought the clay in the fines was soaking up binder, so the pit-run was washed down to 8% fines: 4.9 MPa at 28 days and 6.3% loss with the slag blend.

April 30 – Integral repellent (calcium stearate, 0.5%): absorption down 61%, but the bond between lifts dropped to 0.21 MPa from 0.38 MPa. Hypothesis: the stearate coats the top of each lift before the next one goes on.

June 11 – Repellent left out of the mix and a silane sprayed on the face instead: absorption down 48%, lift bond not affected.

August 13 – Test wall 1.2 x 2.4 m built facing north in the yard with the final mix (washed pit-run, 3% cement, 3% slag, 1% lime). Cores at 28 days: 6.0 MPa.

September 17 – Freeze-thaw loss on the cores: 5.2%.
""",
        "246": """
We found that a 6% binder SRE mix with half the cement replaced by slag can meet our engineer's limits when the walls cure at 10 °C, but only if the slag is activated: with 1% hydrated lime the strength went from 3.6 to 6.2 MPa at 28 days and the freeze-thaw loss from 13.2% to 4.8%. Curing the same blend warm (5.9 MPa) showed the shortfall was down to slow slag reaction in the cold and not the binder content. Washing out part of the fines helped freeze-thaw more than strength (loss down from 13.2% to 6.3%, while strength only went from 3.6 to 4.9 MPa). We also learned that an integral stearate repellent cuts the bond between lifts nearly in half (0.21 against 0.38 MPa), while a surface silane gave most of the water protection without that loss. Cores from a north-facing test wall gave 6.0 MPa and 5.2% loss. The lower-cement walls also have a noticeably richer colour and show the lift lines better than our old mix, which the architects we work with have really picked up on. The test wall has only seen part of one winter, so long-term durability in place is still unknown.
""",
    },
    defects=[
        ("242", "not_uncertainty",
         "Going into the year the big unknown for us was whether we could get the installed price of an SRE wall down to where it competes with ICF per square foot, since that is the comparision every client makes."),
        ("244", "not_chronological",
         "February 20 – We thought the clay in the fines was soaking up binder, so the pit-run was washed down to 8% fines: 4.9 MPa at 28 days and 6.3% loss with the slag blend."),
        ("246", "unmeasured",
         "The lower-cement walls also have a noticeably richer colour and show the lift lines better than our old mix, which the architects we work with have really picked up on."),
    ],
    unsupported=[],
    evidence={
        "re3_test_log.md": """
# RE-3 low-cement SRE — test log
J. Friesen (owner / site super), A. Bhatt (lab tech). UCS + freeze-thaw by geotech lab.

Standard mix: screened pit-run (local pit), fines 14%, GU cement 10% dry mass, rammed 150 mm lifts, pneumatic rammer.
Target: ~6% binder. Engineer's limits: UCS >= 5 MPa at 28 days; freeze-thaw (ASTM D560, 12 cycles, wire brush) loss <= 7%.
Specimens: 100 x 200 mm cylinders, rammed in lifts at OMC, cured at 10 °C (fall build) unless noted.
UCS at 28 days and 56 days. Also: water absorption (%), lift bond by split test (MPa).

2023-10-17  Baseline 10% GU: UCS 28 d 9.8 MPa. F-T loss 2.1%.
2023-11-21  6% GU: UCS 5.1 MPa. F-T loss 9.4% -> FAIL.
2023-12-12  6% binder, 3% GU + 3% slag: 28 d 3.6 MPa, 56 d 5.4 MPa. F-T (tested at 28 d) 13.2%.
2024-01-23  Same, cured 23 °C: 28 d 5.9 MPa. -> cold curing / slow slag, not binder amount.
2024-02-20  Hyp (JF): clay in fines ties up binder. Pit-run washed to 8% fines, 3+3 blend: 4.9 MPa, F-T 6.3%.
2024-03-19  + 1% hydrated lime (slag activator), washed pit-run: 28 d at 10 °C 6.2 MPa, F-T 4.8%.
2024-04-30  Integral repellent Ca stearate 0.5%: absorption -61%. Lift bond 0.21 MPa (no repellent 0.38 MPa).
            Hyp (AB): stearate coats top of each lift before the next goes on.
2024-06-11  No integral repellent; silane sprayed on face: absorption -48%, lift bond unchanged (0.38 MPa).
2024-08-13  Test wall 1.2 x 2.4 m, north face, yard. Final mix: washed pit-run + 3% GU + 3% slag + 1% lime. Cores 28 d: 6.0 MPa.
2024-09-17  Cores F-T loss 5.2%.
2024-09-24  Architects' comments on colour / lift lines (site visit). No measurement.
""",
        "re3_specimens.csv": """
date,mix,fines_pct,cement_pct,slag_pct,lime_pct,cure_C,ucs_28d_MPa,ucs_56d_MPa,ft_loss_pct
2023-10-17,baseline,14,10,0,0,10,9.8,,2.1
2023-11-21,6% GU,14,6,0,0,10,5.1,,9.4
2023-12-12,3+3 slag,14,3,3,0,10,3.6,5.4,13.2
2024-01-23,3+3 slag warm,14,3,3,0,23,5.9,,
2024-02-20,3+3 slag washed,8,3,3,0,10,4.9,,6.3
2024-03-19,3+3 slag + lime,8,3,3,1,10,6.2,,4.8
2024-08-13,test wall cores,8,3,3,1,site,6.0,,
2024-09-17,test wall cores,8,3,3,1,site,,,5.2
""",
    },
)

# 4 ------------------------------------------------------------------------------------------------
case(
    name="en_bus_passenger_counting_winter_clothing",
    language="en",
    fy=("2024-07-01", "2025-06-30"),
    title="Northline Mobility Data Inc. (Sudbury, Ontario) — Project APC-2\n"
          "Passenger counting from overhead depth sensors in winter conditions — FY July 1 2024 to June 30 2025",
    heads={"242": "What scientific or technological uncertainties did you attempt to overcome?\n\n",
           "244": "What work did you perform in the tax year to overcome the scientific or technological "
                  "uncertainties described in line 242?\n\n",
           "246": "What scientific or technological advancements did you achieve or attempt to achieve as a "
                  "result of the work described in line 244?\n\n"},
    bodies={
        "242": """
We process data from automatic passenger counters (APCs) for mid-sized transit agencies. Each bus door has an overhead time-of-flight depth sensor (80 x 60 pixels, 10 frames per second), and the sensor vendor's firmware turns the depth frames into boarding and alighting counts. Our largest client's contract asks for counts within 5% of manual counts at the route level. In summer the vendor counts meet this (net error -2.1% in our audit), but in winter they undercount badly (-9.7% on our first cold-weather sample), and the vendor's answer was that winter performance is outside its specification.

The counting methods we know of, including the vendor's, find people as local height maxima (heads) in the depth image and track them through the door. We did not know whether that approach could be made to work when passengers wear hoods, toques and bulky parkas. Hoods flatten the top of the head and parkas widen the shoulders, so two people walking in side by side can merge into one blob at this resolution, and we did not know what in the depth image could still separate them. When the door opens at -20 °C and below, warm air from the bus condenses into fog in the doorway, and we did not know how the sensor sees fog or whether spurious returns from it could be told apart from people without also removing real passengers. Strollers and wheelchairs are wide, low objects that a method tuned to split merged blobs might count as several people. Finally, whatever we built had to run on the existing on-bus gateway within the time available between frames, and there was no public winter dataset to develop or test against, so we did not know in advance how much manually counted data we would need to measure an error of a few percent reliably.
""",
        "244": """
The work was done by our two developers and our data lead. Ground truth came from door video recorded alongside the depth frames and counted by two annotators. Accuracy is reported as net error (total counted minus true, as % of true) and mean absolute error per door event (MAE, passengers).

July 16 – 1,240 summer door events counted by both annotators, with 98.6% agreement. Vendor firmware: net -2.1%, MAE 0.21.

September 10 – Our first version (height maxima with Kalman tracking) on the same events: net -1.4%.

December 3 – First cold data, at -14 °C: vendor -9.7%, our version -8.3%. Of 200 undercount events reviewed on video, 63% were two people merged into one blob.

January 14 – Hypothesis: under hoods the head peak is flattened but the gap between two people's shoulders is still visible. We replaced the height maxima with a watershed split of the height map and a minimum separation of 28 cm between people. On 860 January events: net -4.6%, but stroller events were now overcounted by 0.31 passengers each.

February 11 – Frames with doorway fog showed spurious returns 0.4 to 0.9 m above the floor. Hypothesis: fog returns have low amplitude and change from frame to frame, unlike people. A filter on return amplitude and frame-to-frame variance removed 82% of the false tracks.

March 18 – Blobs larger than 0.35 m² with a low, flat height profile are classed as a stroller or wheelchair with one person: the stroller overcount went from 0.31 to 0.06.

April 22 – Full January to March test set of 2,315 events: our version net -1.9% and MAE 0.11, against -10.4% and 0.37 for the vendor firmware.

May 27 – Port to the on-bus gateway: 41 ms per frame, within the 100 ms available at 10 frames per second.

June 17 – Check on 600 spring events to make sure the winter changes did not hurt warm-weather counts: net +0.8%.

The reporting dashboard and the data feed to the agency were also updated this year. That was routine development and is not included in this claim.
""",
        "246": """
We found that the winter undercount of overhead depth counters is mainly caused by side-by-side passengers merging into one blob (63% of the undercount events we reviewed), and that they can be separated by the gap between their shoulders even when hoods flatten the head: splitting the height map with a 28 cm minimum separation cut the January net error from -8.3% to -4.6%. We also established that doorway fog produces returns that can be recognised by their low amplitude and frame-to-frame variance, and that filtering on these removes most fog tracks (82%) without removing passengers. Splitting merged blobs created a new error on strollers, which a size and height-profile rule reduced from 0.31 to 0.06 passengers per event. Over the winter test set the net error was -1.9% against -10.4% for the vendor firmware, with an MAE of 0.11 against 0.37, at 41 ms per frame on the existing gateway, and spring counts stayed accurate (+0.8%). The method has only been tested on one sensor model and on 40-foot buses with two doors; articulated buses with three doors and heavier snow on boots have not been tested.
""",
    },
    defects=[],
    unsupported=[],
    evidence={
        "apc2_dev_log.md": """
# APC-2 dev log — winter passenger counting, overhead ToF depth sensors
Devs: S. Rinaldi, K. Obi / data lead: M. Lafrenière
Sensor: ToF depth 80 x 60 px, 10 frames per second, one per door; 40-foot buses, 2 doors. On-bus gateway (ARM).
Client contract: route-level counts within 5% of manual counts. Vendor: winter "outside spec".
Drivers: fog in doorway when door opens at -20 °C and below.
Ground truth: door video, 2 annotators. Metrics: net error (% of true), MAE per door event (passengers).

2024-07-16  Summer GT: 1,240 events, annotator agreement 98.6%. Vendor: net -2.1%, MAE 0.21.
2024-09-10  v1 = height maxima + Kalman tracking. Same events: net -1.4%.
2024-12-03  First cold data (-14 °C). Vendor -9.7%, v1 -8.3%. 200 undercount events reviewed: 63% = 2 people merged in one blob.
2025-01-14  Hyp (SR): hood flattens head peak, but shoulder gap still visible. v2 = watershed on height map,
            min separation 28 cm. Jan set 860 events: net -4.6%. Strollers overcounted +0.31 per stroller event.
2025-02-11  Door fog frames: spurious returns at 0.4-0.9 m above floor.
            Hyp (KO): fog = low amplitude + high frame-to-frame variance. Amplitude/variance filter: false tracks -82%.
2025-03-18  Stroller/wheelchair rule: blob > 0.35 m², low flat profile -> 1 pax. Stroller error 0.31 -> 0.06.
2025-04-22  Jan-Mar test set 2,315 events: v3 net -1.9%, MAE 0.11. Vendor net -10.4%, MAE 0.37.
2025-05-27  Gateway port: 41 ms per frame (budget 100 ms at 10 fps).
2025-06-17  Spring check, 600 events (May): net +0.8%.

Not APC-2 (routine, not claimed): dashboard update, agency data feed.
""",
        "apc2_eval.csv": """
date,dataset,events,method,net_error_pct,mae_pax
2024-07-16,summer,1240,vendor,-2.1,0.21
2024-09-10,summer,1240,v1,-1.4,
2024-12-03,cold -14 C,,vendor,-9.7,
2024-12-03,cold -14 C,,v1,-8.3,
2025-01-14,january,860,v2,-4.6,
2025-04-22,jan-mar,2315,v3,-1.9,0.11
2025-04-22,jan-mar,2315,vendor,-10.4,0.37
2025-06-17,spring,600,v3,0.8,
""",
    },
)

# 5 ------------------------------------------------------------------------------------------------
case(
    name="en_musician_earplug_printed_acoustic_channel",
    language="en",
    fy=("2024-02-01", "2025-01-31"),
    title="Harbourview Audio Labs Inc. (Dartmouth, Nova Scotia)\n"
          "Project EP-1 — custom silicone musicians' earplug with a printed acoustic path\n"
          "Tax year February 1, 2024 – January 31, 2025",
    heads={"242": "**Line 242 – Scientific or technological uncertainties**\n\n",
           "244": "**Line 244 – Work performed**\n\n",
           "246": "**Line 246 – Scientific or technological advancements**\n\n"},
    bodies={
        "242": """
We make custom earplugs cast in silicone from ear impressions, for industry and for musicians. A solid custom plug attenuates low notes much less than high ones (24 dB at 250 Hz against 41 dB at 4000 Hz in our baseline), so music sounds muffled and players take the plugs out. Flat-response musicians' plugs exist, but they rely on a small imported filter button pressed into the plug. We wanted to get a flat response from the plug itself, with a small acoustic path (channel, side cavity and damper) printed in a resin insert and cast into the silicone.

The acoustics of a short narrow channel are well described for rigid walls, but our plug is soft silicone (Shore 40A) sitting in a soft ear canal, and we did not know how much low-frequency sound would leak through the walls of the plug itself and spoil the flatness. We also did not know how to restore the natural resonance of the open ear canal near 2.7 kHz, which a plug removes and which is the main reason a plug sounds dull, or whether a side cavity small enough to fit in a custom shell could do it. The residual canal between the plug tip and the eardrum varies from one ear to the next and changes the response, and it was not known how much of the flatness would survive that variation. Finally, the channel bore is about 0.8 mm, and we did not know whether our printer could reproduce it closely enough from part to part, or how sensitive the response is to small errors in the bore.
""",
        "244": """
Design and testing were done by our lab manager and a product technician, with an acoustician under contract for the modelling. Insertion loss (IL) was measured on an ear simulator with an occluded-ear coupler and a silicone pinna, from 125 to 8000 Hz. We report the spread, the difference between the highest and lowest attenuation from 250 to 8000 Hz (0 dB would be perfectly flat).

February 20 – Baseline: solid plug, no channel: IL 24 dB at 250 Hz and 41 dB at 4000 Hz, a spread of 17 dB. For reference, a commercial filter button fitted in one of our shells gave a spread of 6 dB.

March 26 – Printed insert v1, a straight channel of 0.8 mm by 14 mm: IL 12 dB at 250 Hz and 33 dB at 4000 Hz, spread 21 dB, worse than the solid plug.

April 30 – Hypothesis: the plug removes the open-canal resonance near 2.7 kHz, which shows up as extra loss at 2 to 4 kHz. A side-branch resonator tuned to 2.7 kHz with a 0.18 cm³ cavity (v2): spread 11 dB.

June 11 – v2 on 5 cast ears with canal lengths from 19 to 29 mm: spread from 9 to 15 dB, so the residual canal matters.

July 23 – Hypothesis: the soft silicone lets low frequencies through the plug wall. Shells in 40A and 60A silicone: IL at 125 Hz of 9 dB and 14 dB. 60A was too hard to wear comfortably, and 50A gave 12 dB.

August 27 – v3 in 50A silicone with an acoustic damping mesh in the channel: spread 7 dB on the simulator, and from 6 to 9 dB over the 5 cast ears.

October 8 – Twelve players from a regional orchestra wore the v3 plugs through a month of rehearsals and found them far more natural-sounding than the foam and solid plugs they had used before.

November 19 – Real-ear attenuation at threshold on 6 volunteers: mean attenuation from 16 dB at 125 Hz to 22 dB at 8000 Hz, mean spread 8 dB, between-subject standard deviation 4.1 dB.

January 14 – 20 printed inserts measured for repeatability: bore from 0.76 to 0.85 mm against a target of 0.80 mm, spread from 6 to 9 dB, except 2 inserts with a bore under 0.78 mm, which gave 12 dB.
""",
        "246": """
The main advancement of the project is the finding that a flat-response musicians' earplug can be obtained from an acoustic path printed into a custom silicone plug, without an imported filter, and the identification of what governs the flatness of such a plug. We established that a straight channel alone makes the response less flat, not more (a spread of 21 dB against 17 dB for a solid plug), because the plug removes the open-canal resonance near 2.7 kHz and the channel does nothing to restore it. Adding a small side-branch resonator tuned to that frequency, with a cavity of only 0.18 cm³ that fits in a custom shell, brought the spread down to 11 dB. We also found that the softness of the silicone is a limiting factor that is not covered by the rigid-wall models used for filter design: a 40A shell let through enough low-frequency sound to lower the attenuation at 125 Hz to 9 dB, against 14 dB for 60A, so the shell material has to be chosen as part of the acoustic design and not only for comfort, and 50A was found to be the best compromise at 12 dB. With a damping mesh added to the channel, the v3 design reached a spread of 7 dB on the ear simulator, close to the 6 dB of the commercial filter button, and 8 dB on average in real-ear tests on 6 volunteers, with a between-subject standard deviation of 2.9 dB, which shows that the design holds across different ears. We further learned that the response is sensitive to the residual canal length (spread from 9 to 15 dB over 5 cast ears with v2), and that the printed bore must not fall below 0.78 mm against its 0.80 mm target, since the 2 inserts with a bore under 0.78 mm gave a spread of 12 dB. The project also gave us a test method, the spread from 250 to 8000 Hz measured on the ear simulator and on a set of cast ears, that we will now use to compare all of our future designs. Work remaining includes a way to tune the resonator to each ear from the impression scan, so that the effect of the residual canal can be compensated in the design of each plug rather than averaged out, and longer-term testing of how the mesh and the silicone behave with earwax and cleaning.
""",
    },
    defects=[
        ("244", "unmeasured",
         "October 8 – Twelve players from a regional orchestra wore the v3 plugs through a month of rehearsals and found them far more natural-sounding than the foam and solid plugs they had used before."),
        ("246", "unsupported",
         "With a damping mesh added to the channel, the v3 design reached a spread of 7 dB on the ear simulator, close to the 6 dB of the commercial filter button, and 8 dB on average in real-ear tests on 6 volunteers, with a between-subject standard deviation of 2.9 dB, which shows that the design holds across different ears."),
        ("246", "over_limit",
         "The main advancement of the project is the finding that a flat-response musicians' earplug can be obtained from an acoustic path printed into a custom silicone plug, without an imported filter, and the identification of what governs the flatness of such a plug."),
    ],
    unsupported=["2.9 dB"],
    evidence={
        "ep1_acoustics_log.md": """
# EP-1 — printed acoustic path, custom silicone musicians' plug
Lab manager: J. MacIsaac / product tech: K. Morrison / acoustician (contract, modelling): R. Chiasson
Measure: insertion loss (IL) on ear simulator, occluded-ear coupler + silicone pinna, 125-8000 Hz.
"Spread" = max - min attenuation over 250-8000 Hz, dB (0 dB = flat). Shells Shore 40A silicone unless noted.

2024-02-20  Baseline solid plug (no channel): IL 24 dB at 250 Hz, 41 dB at 4000 Hz. Spread 17 dB.
            Commercial filter button (nominal 15 dB) in our shell: spread 6 dB.
2024-03-26  Insert v1: straight channel 0.8 mm x 14 mm. IL 12 dB at 250 Hz, 33 dB at 4000 Hz. Spread 21 dB (!).
2024-04-30  Hyp (RC): plug removes open-canal resonance ~2.7 kHz -> extra loss 2-4 kHz.
            v2: side-branch resonator tuned 2.7 kHz, cavity 0.18 cm³. Spread 11 dB.
2024-06-11  v2 on 5 cast ears, canal length 19-29 mm: spread 9-15 dB. Residual canal matters.
2024-07-23  Hyp (KM): soft wall passes low freq. IL at 125 Hz: 40A 9 dB, 60A 14 dB (60A too hard to wear), 50A 12 dB.
2024-08-27  v3 = v2 + acoustic damping mesh in channel, 50A shell: spread 7 dB (simulator); 5 cast ears 6-9 dB.
2024-10-08  12 orchestra players wore v3, ~1 month rehearsals. Comments: "much more natural". Not measured.
2024-11-19  REAT (real-ear attenuation at threshold), 6 volunteers: mean 16 dB at 125 Hz to 22 dB at 8000 Hz.
            Mean spread 8 dB. Between-subject SD 4.1 dB.
2025-01-14  Repeatability, 20 printed inserts: bore 0.76-0.85 mm (target 0.80 mm). Spread 6-9 dB,
            except 2 inserts bore < 0.78 mm: 12 dB.
Next: tune resonator per ear from scan; earwax / cleaning durability.
""",
        "ep1_coupler.csv": """
date,version,shell_shoreA,il_125Hz_dB,il_250Hz_dB,il_4000Hz_dB,spread_dB,note
2024-02-20,solid,40,,24,41,17,baseline
2024-02-20,filter button,40,,,,6,commercial reference
2024-03-26,v1,40,,12,33,21,
2024-04-30,v2,40,,,,11,
2024-07-23,v2,40,9,,,,
2024-07-23,v2,60,14,,,,
2024-07-23,v2,50,12,,,,
2024-08-27,v3,50,,,,7,simulator
""",
    },
)

# 6 ------------------------------------------------------------------------------------------------
case(
    name="fr_bouillon_os_autoclave_gelification",
    language="fr",
    fy=("2024-01-01", "2024-12-31"),
    title="Les Bouillons de la Petite-Nation inc. (Papineauville)\n"
          "Projet BO-2 — Bouillon d'os en sachet : extraction sous pression sans perte de gélification\n"
          "Année d'imposition se terminant le 31 décembre 2024",
    heads={"242": "Ligne 242 – Quelles incertitudes scientifiques ou technologiques avez-vous tenté de surmonter?\n\n",
           "244": "Ligne 244 – Quel travail avez-vous effectué au cours de l'année d'imposition pour surmonter "
                  "les incertitudes scientifiques ou technologiques décrites à la ligne 242?\n\n",
           "246": "Ligne 246 – Quelles avancées scientifiques ou technologiques avez-vous réalisées ou tenté de "
                  "réaliser à la suite du travail décrit à la ligne 244?\n\n"},
    bodies={
        "242": """
On fait du bouillon d'os de boeuf et de poulet vendu réfrigéré en sachets. Le signe de qualité que nos clients reconnaissent, c'est que le bouillon prend en gelée au frigo; on le mesure par la fermeté du gel à 4 °C (142 g au texturomètre pour notre procédé actuel). Ce procédé est un mijotage de 12 h à 95 °C en chaudron ouvert, qui limite notre production. On a voulu passer à une extraction sous pression dans un autoclave, mais au premier essai, 3 h à 121 °C, le bouillon contenait plus de protéines (7,2 % contre 5,8 %) et pourtant ne gélifiait presque plus (41 g).

On ne savait pas pourquoi ni comment corriger le tir. La gélatine vient du collagène des os et du cartilage; la chaleur est nécessaire pour l'extraire, mais elle coupe aussi les chaînes de gélatine une fois qu'elles sont en solution, et des chaînes trop courtes ne font plus de gel. Ce qui est publié porte surtout sur la fabrication industrielle de gélatine à partir de peaux et d'os préparés à l'acide ou à la chaux, pas sur un bouillon culinaire fait d'os entiers, et ne nous disait pas quel couple temps-température donnerait à la fois une bonne extraction et un gel ferme. On ignorait si le problème venait de la température elle-même ou du temps que la gélatine déjà extraite passait dans l'autoclave. Le bouillon sous pression était aussi beaucoup plus trouble, et on ne savait pas si c'était du gras émulsionné ou des protéines en suspension. Enfin, il fallait savoir si le gel tiendrait après la pasteurisation des sachets et pendant la durée de conservation.
""",
        "244": """
Les essais ont été faits à notre cuisine de production par moi (copropriétaire et chef) et notre technologue alimentaire, avec l'aide d'un laboratoire universitaire pour les protéines. Chaque essai utilisait 20 kg d'os. On mesurait la fermeté du gel à 4 °C (texturomètre, en g), les protéines (%), la turbidité (NTU) et le rendement (L de bouillon par kg d'os).

23 janvier : référence, chaudron ouvert 12 h à 95 °C : gel de 142 g, protéines 5,8 %, turbidité 38 NTU, rendement 1,1 L par kg.

20 février : autoclave 3 h à 121 °C : gel de 41 g, protéines 7,2 %. Hypothèse : à 121 °C la gélatine est hydrolysée plus vite qu'elle n'est extraite.

19 mars : 3 h à 110 °C : gel de 96 g; 2 h à 115 °C : gel de 88 g.

23 avril : nouvelle hypothèse, c'est le temps passé par la gélatine déjà extraite dans l'autoclave qui la dégrade. Extraction en deux temps à 110 °C, en retirant le premier bouillon après 1 h avant de réextraire : gel de 131 g, protéines 6,4 %.

4 juin : le bouillon sous pression avait une turbidité de 112 NTU. Hypothèse : l'ébullition brusque à la décompression émulsionne le gras. Avec une décompression lente sur 20 min, la turbidité est tombée à 46 NTU.

16 juillet : après pasteurisation des sachets, gel de 128 g; après 45 jours à 4 °C, 124 g.

Comme pour tous nos produits, chaque lot d'essai a été envoyé au laboratoire accrédité pour les analyses prévues à notre plan HACCP (Listeria, Salmonella, coliformes), et tous les résultats étaient conformes, ce qui démontre l'innocuité du nouveau procédé.

10 septembre : lot de production de 400 L : gel de 133 g, turbidité 44 NTU, cycle de 5 h contre 14 h pour le chaudron.
""",
        "246": """
On a établi que la perte de gélification du bouillon d'os extrait sous pression ne vient pas d'une mauvaise extraction, puisque le bouillon contenait plus de protéines (7,2 % contre 5,8 %), mais de la dégradation de la gélatine déjà extraite qui reste exposée à la chaleur. Baisser la température seule n'a pas suffi (96 g à 110 °C contre 142 g pour le chaudron), alors que l'extraction en deux temps, qui retire le premier bouillon après 1 h, a ramené le gel à 131 g. On a aussi montré que la forte turbidité du bouillon sous pression vient surtout de la décompression : une décompression lente la fait passer de 112 à 46 NTU, près des 38 NTU du chaudron. Le gel résiste à la pasteurisation et à 45 jours d'entreposage (124 g). En production, le lot de 400 L a donné un gel de 133 g avec un cycle de 5 h au lieu de 14 h. Nos bouillons en sachet sont maintenant sur les tablettes de 28 épiceries de l'Outaouais et des Laurentides, et la chaîne nous a déjà demandé deux nouvelles saveurs.
""",
    },
    defects=[
        ("244", "routine",
         "Comme pour tous nos produits, chaque lot d'essai a été envoyé au laboratoire accrédité pour les analyses prévues à notre plan HACCP (Listeria, Salmonella, coliformes), et tous les résultats étaient conformes, ce qui démontre l'innocuité du nouveau procédé."),
        ("246", "not_advancement",
         "Nos bouillons en sachet sont maintenant sur les tablettes de 28 épiceries de l'Outaouais et des Laurentides, et la chaîne nous a déjà demandé deux nouvelles saveurs."),
    ],
    unsupported=[],
    evidence={
        "cahier_essais_BO-2.md": """
# BO-2 — Bouillon d'os, extraction sous pression (autoclave) — cahier d'essais
M.-C. Charron (copropriétaire, chef) ; J. Nadeau (technologue alimentaire) ; protéines : labo universitaire
Procédé actuel : chaudron ouvert 12 h à 95 °C, puis filtration, sachets pasteurisés, réfrigéré.
Essais : 20 kg d'os par essai. Mesures : fermeté du gel à 4 °C (texturomètre, g) ; protéines (%) ;
turbidité (NTU) ; rendement (L par kg d'os).
Littérature : surtout fabrication de gélatine industrielle (peaux/os traités acide ou chaux).

2024-01-23  Référence chaudron 12 h à 95 °C : gel 142 g, protéines 5,8 %, 38 NTU, rendement 1,1 L par kg.
2024-02-20  Autoclave 3 h à 121 °C : gel 41 g, protéines 7,2 %.
            Hyp. (JN) : hydrolyse de la gélatine plus rapide que l'extraction à 121 °C.
2024-03-19  Autoclave 3 h à 110 °C : gel 96 g. 2 h à 115 °C : gel 88 g.
2024-04-23  Hyp. (MCC) : gélatine déjà extraite dégradée par le temps en autoclave. Deux temps à 110 °C
            (1er bouillon retiré après 1 h, réextraction) : gel 131 g, protéines 6,4 %.
2024-06-04  Turbidité sous pression 112 NTU. Hyp. (JN) : ébullition à la décompression -> gras émulsionné.
            Décompression lente 20 min : 46 NTU.
2024-07-16  Après pasteurisation des sachets : gel 128 g. Après 45 jours à 4 °C : 124 g.
2024-09-10  LOT DE PRODUCTION 400 L (deux temps, 110 °C, décompression lente) : gel 133 g, 44 NTU, cycle 5 h (chaudron 14 h).

Hors BO-2 (routine) : analyses HACCP sur chaque lot (Listeria, Salmonella, coliformes), labo accrédité, toutes conformes.
2024-11-05  Ventes : 28 épiceries Outaouais / Laurentides ; la chaîne demande 2 nouvelles saveurs.
""",
        "essais_BO-2.csv": """
date;essai;temperature (°C);duree (h);gel (g);proteines (%);turbidite_ntu
2024-01-23;chaudron reference;95;12;142;5,8;38
2024-02-20;autoclave;121;3;41;7,2;
2024-03-19;autoclave;110;3;96;;
2024-03-19;autoclave;115;2;88;;
2024-04-23;deux temps;110;;131;6,4;
2024-06-04;decompression lente;110;;;;46
2024-07-16;apres pasteurisation;;;128;;
2024-09-10;production 400 L;110;5;133;;44
""",
    },
)

# 7 ------------------------------------------------------------------------------------------------
case(
    name="fr_raquettes_cadre_composite_lin_froid",
    language="fr",
    fy=("2024-06-01", "2025-05-31"),
    title="Raquettes Nord-Côtier inc. — Baie-Comeau (Québec)\n"
          "Projet RQ-3 : cadre de raquette en composite de lin pour usage par grand froid\n"
          "Exercice du 1er juin 2024 au 31 mai 2025",
    heads={"242": "**Ligne 242 – Quelles incertitudes scientifiques ou technologiques avez-vous tenté de surmonter?**\n\n",
           "244": "**Ligne 244 – Quel travail avez-vous effectué au cours de l'année d'imposition pour surmonter "
                  "les incertitudes scientifiques ou technologiques décrites à la ligne 242?**\n\n",
           "246": "**Ligne 246 – Quelles avancées scientifiques ou technologiques avez-vous réalisées ou tenté de "
                  "réaliser à la suite du travail décrit à la ligne 244?**\n\n"},
    bodies={
        "242": """
L'entreprise fabrique des raquettes à neige dont le cadre est un tube d'aluminium 6061 cintré. Fabriquées à la main sur la Côte-Nord depuis trois générations, nos raquettes ont la réputation d'être les plus fiables sur le marché, et il n'était pas question de faire de compromis là-dessus. Le projet visait à remplacer l'aluminium par un tube en composite de fibres de lin et de résine époxyde biosourcée, plus léger et moins conducteur du froid, pour des raquettes utilisées par des guides et des trappeurs à des températures descendant jusqu'à -30 °C.

Les composites de lin sont connus pour des pièces d'automobile ou des articles de sport utilisés à température ambiante, mais l'entreprise n'a trouvé aucune donnée sur leur comportement au choc à -30 °C. Elle ignorait d'abord si la résine deviendrait trop fragile au froid pour résister aux chocs qu'un cadre subit sur la croûte glacée ou contre une roche. La fibre de lin absorbe l'eau, et on ne savait pas si l'alternance de neige mouillée et de gel ferait gonfler les fibres et fissurer la matrice, ni à quelle vitesse la résistance baisserait. Les fixations sont rivetées dans le cadre; dans un tube composite, il n'était pas connu si les rivets tiendraient ou s'ils écraseraient localement la paroi. Enfin, l'entreprise ne savait pas si un renfort partiel en fibre de carbone permettrait d'atteindre la résistance visée sans annuler le gain de poids ni l'intérêt d'un matériau biosourcé.
""",
        "244": """
Les travaux ont été réalisés par le propriétaire et le technicien en composites de l'entreprise, avec des essais de choc faits dans le laboratoire d'un cégep. Les tubes ont été enroulés à l'atelier. On a mesuré l'énergie de rupture au choc (chute de masse sur un cadre complet conditionné à -30 °C, en J), l'absorption d'eau (% après 14 jours d'immersion), la résistance après des cycles de gel-dégel en milieu humide et la force d'arrachement des rivets (N).

15 mai 2024 : premiers tubes enroulés en lin et époxyde; plusieurs se sont délaminés à la découpe.

18 juin : référence, cadre en aluminium : aucune rupture à 40 J. Premier cadre en lin : rupture à 14 J.

30 juillet : hypothèse d'une résine trop fragile au froid. Avec 10 % d'un modificateur caoutchouteux dans l'époxyde, le cadre a cassé à 23 J.

10 septembre : le lin a absorbé 4,8 % d'eau en 14 jours et, après 30 cycles de gel-dégel humides, l'énergie de rupture est tombée de 23 à 15 J. Hypothèse : les fibres gonflent et fissurent la matrice. Avec des fibres traitées à l'anhydride et un scellant extérieur, l'absorption est passée à 1,6 % et la résistance après cycles à 21 J.

5 novembre : arrachement des rivets à 820 N dans le composite contre 1 900 N dans l'aluminium, la paroi s'écrasant autour du rivet. Des inserts d'aluminium collés ont porté la force à 1 750 N.

14 janvier : tube hybride avec 20 % de fibre de carbone en couche extérieure : rupture à 31 J à -30 °C, et masse du cadre de 385 g contre 520 g pour l'aluminium.

25 février : essai sur le terrain, 12 paires portées pendant 6 semaines par des guides de la Côte-Nord : aucune rupture, une fixation desserrée.

8 avril : présérie de 60 cadres : énergie de rupture moyenne de 30 J, minimum de 27 J.
""",
        "246": """
Le projet a montré qu'un cadre de raquette en composite de lin peut résister aux chocs à -30 °C, mais seulement si trois limites, inconnues au départ, sont levées. La première est la fragilité de la résine au froid : le cadre de lin de base cassait à 14 J, et un époxyde modifié a porté ce seuil à 23 J. La deuxième est l'eau : le lin non traité absorbait 4,8 % d'eau et perdait environ le tiers de sa résistance après 30 cycles de gel-dégel humides (de 23 à 15 J), alors que des fibres traitées et un scellant ont limité l'absorption à 1,6 % et maintenu 21 J. La troisième est l'ancrage des fixations : dans la paroi composite, les rivets s'arrachaient à 820 N, contre 1 900 N dans l'aluminium, et des inserts collés ont porté cette valeur à 1 750 N. Un renfort extérieur de 20 % de fibre de carbone était nécessaire pour atteindre 31 J, et la présérie de 60 cadres a donné 30 J en moyenne, avec un minimum de 27 J; les 12 paires portées 6 semaines sur le terrain n'ont subi aucune rupture. Il reste à vérifier le vieillissement sur plusieurs hivers et la tenue des inserts collés à long terme.
""",
    },
    defects=[
        ("242", "marketing",
         "Fabriquées à la main sur la Côte-Nord depuis trois générations, nos raquettes ont la réputation d'être les plus fiables sur le marché, et il n'était pas question de faire de compromis là-dessus."),
        ("244", "date_outside_year",
         "15 mai 2024 : premiers tubes enroulés en lin et époxyde; plusieurs se sont délaminés à la découpe."),
        ("244", "unsupported",
         "14 janvier : tube hybride avec 20 % de fibre de carbone en couche extérieure : rupture à 31 J à -30 °C, et masse du cadre de 385 g contre 520 g pour l'aluminium."),
    ],
    unsupported=["385 g"],
    evidence={
        "journal_atelier_RQ-3.md": """
# RQ-3 — Cadre de raquette en composite lin / époxyde biosourcé
G. Boudreau (propriétaire) ; L. Hovington (technicien composites) ; essais de choc : labo du cégep
Référence : tube aluminium 6061 cintré. Usage visé : guides, trappeurs, jusqu'à -30 °C.
Mesures : énergie de rupture au choc (chute de masse, cadre complet conditionné à -30 °C, J) ;
absorption d'eau (% après 14 jours d'immersion) ; cycles gel-dégel humides ; arrachement des rivets (N).
Recherche : données lin = pièces auto / sport à température ambiante. Rien trouvé au choc à -30 °C.

2024-05-15  (exercice précédent) Premiers tubes lin/époxyde enroulés : délaminage à la découpe.
2024-06-18  Référence aluminium : pas de rupture à 40 J. Cadre lin v1 : rupture 14 J.
2024-07-30  Hyp. (LH) : résine fragile au froid. Époxyde + 10 % modificateur caoutchouteux : rupture 23 J.
2024-09-10  Absorption lin : 4,8 % en 14 jours. Après 30 cycles gel-dégel humides : 23 J -> 15 J.
            Hyp. (GB) : gonflement des fibres -> fissures de matrice. Fibres traitées anhydride + scellant : 1,6 % ; après cycles 21 J.
2024-11-05  Arrachement rivets : composite 820 N, aluminium 1 900 N (paroi écrasée). Inserts alu collés : 1 750 N.
2025-01-14  Hybride lin + 20 % carbone (couche ext.) : rupture 31 J à -30 °C. Masse cadre 410 g (alu 520 g).
2025-02-25  Terrain : 12 paires, 6 semaines, guides Côte-Nord : 0 rupture, 1 fixation desserrée.
2025-04-08  Présérie 60 cadres : énergie moyenne 30 J, min. 27 J.
À faire : vieillissement sur plusieurs hivers ; inserts collés à long terme.
""",
    },
)

# 8 ------------------------------------------------------------------------------------------------
case(
    name="fr_vitrail_grisaille_basse_temperature",
    language="fr",
    fy=("2023-09-01", "2024-08-31"),
    title="Atelier Vitraux Saint-Maurice inc. (Trois-Rivières)\n"
          "Projet GR-1 — grisaille à cuisson basse température pour la retouche de vitraux anciens — exercice terminé le 31 août 2024",
    heads={"242": "242 — Incertitudes scientifiques ou technologiques\n\n",
           "244": "244 — Travaux effectués\n\n",
           "246": "246 — Avancées scientifiques ou technologiques\n\n"},
    bodies={
        "242": """
On restaure des vitraux d'églises et d'édifices anciens. Les traits et les ombres d'un vitrail sont peints avec une grisaille, une peinture vitrifiable qu'on fixe en la cuisant au four, normalement vers 650 °C. Quand une pièce d'origine a perdu une partie de sa peinture, la recuire à cette température la déforme : sur nos coupons de verre ancien, l'affaissement était de 1,8 mm sur 100 mm. Au fond, la question pour nous était de savoir si on pouvait décrocher les contrats de restauration des fabriques, dont les devis exigent maintenant de conserver les verres d'origine, à un prix qui tienne face aux ateliers qui refont les pièces au complet. Les solutions actuelles sont soit de remplacer le verre par une copie, soit d'utiliser des peintures à froid qui ne durent pas.

Techniquement, on ne savait pas si une grisaille pouvait cuire à 560 °C, sous la température où le verre ancien se déforme, tout en adhérant et en résistant à la condensation et aux acides comme une grisaille normale. Une grisaille commerciale cuite à 560 °C fond mal et s'enlève. Les fondants sans plomb à bas point de fusion existent pour l'émail sur métal, mais on ignorait leur tenue chimique sur le verre. Le verre ancien, souvent riche en potasse, se dilate aussi différemment du verre moderne, et on ne savait pas si une grisaille ajustée pour le verre neuf allait craqueler sur une pièce ancienne lors des cycles de température d'une fenêtre. Enfin, la composition des verres anciens varie d'une pièce à l'autre, et on ne savait pas si une seule formule pourrait convenir.
""",
        "244": """
Les essais ont été faits à l'atelier par la maître verrière (propriétaire) et notre technicienne, avec un laboratoire de génie des matériaux pour la dilatation. On a utilisé des coupons de verre ancien provenant d'une dépose de 1894, et du verre neuf comme témoin. On mesurait l'affaissement à la cuisson (mm sur 100 mm), l'adhérence au ruban (% de peinture arrachée), la résistance à l'acide (% de perte après 24 h dans l'acide acétique à 4 %), les craquelures après 50 cycles de -20 à 60 °C et l'opacité (densité optique).

26 septembre : référence, grisaille commerciale cuite à 650 °C : 0 % arraché sur verre neuf, mais affaissement de 1,8 mm sur le verre ancien.

31 octobre : même grisaille cuite à 560 °C : affaissement de 0,1 mm, mais 62 % arraché.

30 janvier : hypothèse que le bore est lessivé par l'acide. Avec 6 % d'oxyde de zinc dans le fondant, la perte à l'acide est tombée à 9 % et l'arrachement à 5 %.

5 décembre : fondant bismuth-borosilicate sans plomb cuit à 560 °C : 8 % arraché, mais 35 % de perte après 24 h dans l'acide.

12 mars : craquelures sur le verre ancien après 50 cycles, aucune sur le verre neuf. Hypothèse : le verre ancien se dilate plus. Au dilatomètre, 9,8 ppm/°C pour le verre ancien contre 8,9 pour le verre neuf et 7,2 pour notre grisaille. En ajustant le fondant pour atteindre 9,0, on n'a plus eu de craquelures après 50 cycles.

14 mai : 12 pièces d'un panneau déposé retouchées et cuites à 560 °C : affaissement maximal de 0,2 mm.

25 juin : 500 h en condensation (40 °C, 100 % HR) : aucun décollement; densité optique de 0,82 avant et de 0,76 après.

13 août : essais sur 3 verres anciens de compositions différentes : craquelures sur 1 des 3, un verre plaqué rouge.
""",
        "246": """
On a développé une grisaille qui cuit à 560 °C, soit sous la température où nos verres anciens se déforment (affaissement de 0,2 mm au plus, contre 1,8 mm à 650 °C), et on a établi ce qui limite sa durabilité. Un fondant bismuth-borosilicate sans plomb adhère bien à cette température (8 % arraché, contre 62 % pour une grisaille commerciale cuite aussi bas), mais il résiste mal aux acides (35 % de perte); l'ajout de 6 % d'oxyde de zinc ramène cette perte à 9 %. On a aussi montré que les craquelures sur verre ancien venaient de l'écart de dilatation : le verre ancien mesuré se dilate à 9,8 ppm/°C, nettement plus que le verre neuf (8,9), et une grisaille ajustée à 9,0 ne craquelle plus après 50 cycles. Après 500 h en condensation, aucun décollement n'a été observé. Par contre, une seule formule ne convient pas à tous les verres anciens : un verre plaqué rouge sur 3 a craquelé, et il reste à comprendre pourquoi et à savoir mesurer la dilatation d'une pièce sans l'endommager.
""",
    },
    defects=[
        ("242", "not_uncertainty",
         "Au fond, la question pour nous était de savoir si on pouvait décrocher les contrats de restauration des fabriques, dont les devis exigent maintenant de conserver les verres d'origine, à un prix qui tienne face aux ateliers qui refont les pièces au complet."),
        ("244", "not_chronological",
         "5 décembre : fondant bismuth-borosilicate sans plomb cuit à 560 °C : 8 % arraché, mais 35 % de perte après 24 h dans l'acide."),
        ("244", "unsupported",
         "25 juin : 500 h en condensation (40 °C, 100 % HR) : aucun décollement; densité optique de 0,82 avant et de 0,76 après."),
    ],
    unsupported=["0,76"],
    evidence={
        "journal_atelier_GR-1.md": """
# GR-1 — Grisaille à cuisson basse température (retouche de verres anciens)
H. Lesieur (maître verrière, propriétaire) ; A. Trudel (technicienne) ; dilatation : labo de génie des matériaux
Cuisson grisaille normale ~650 °C. Coupons de verre ancien : dépose de 1894. Témoin : verre neuf.
Mesures : affaissement (mm sur 100 mm) ; adhérence au ruban (% arraché) ; acide acétique 4 %, 24 h (% de perte) ;
craquelures après 50 cycles -20 / 60 °C ; densité optique.
Contexte : devis des fabriques = conservation des verres d'origine. Alternatives : copie, peinture à froid.
Fondants sans plomb bas point de fusion : connus pour émail sur métal.

2023-09-26  Réf. grisaille commerciale 650 °C : verre neuf 0 % arraché ; verre ancien affaissement 1,8 mm.
2023-10-31  Même grisaille à 560 °C : affaissement 0,1 mm ; 62 % arraché.
2023-12-05  Fondant Bi-borosilicate sans plomb, 560 °C : 8 % arraché ; acide : 35 % de perte.
2024-01-30  Hyp. (HL) : bore lessivé. + 6 % ZnO : perte acide 9 %, arraché 5 %.
2024-03-12  Craquelures verre ancien après 50 cycles ; verre neuf : aucune. Hyp. (AT) : dilatation du verre ancien plus élevée.
            Dilatomètre : verre ancien 9,8 ppm/°C ; verre neuf 8,9 ; grisaille 7,2. Fondant ajusté à 9,0 : 0 craquelure après 50 cycles.
2024-05-14  Panneau déposé : 12 pièces retouchées, 560 °C : affaissement max 0,2 mm.
2024-06-25  Condensation 500 h (40 °C, 100 % HR) : aucun décollement. Densité optique 0,82 -> 0,79.
2024-08-13  3 verres anciens de compositions différentes : craquelures sur 1 des 3 (verre plaqué rouge).
""",
        "essais_GR-1.csv": """
date;essai;cuisson (°C);affaissement (mm);arrache (%);perte_acide (%);craquelures_50_cycles
2023-09-26;commerciale verre ancien;650;1,8;;;
2023-09-26;commerciale verre neuf;650;;0;;
2023-10-31;commerciale;560;0,1;62;;
2023-12-05;Bi-borosilicate;560;;8;35;
2024-01-30;Bi-borosilicate + 6 % ZnO;560;;5;9;oui (verre ancien)
2024-03-12;fondant ajuste 9,0;560;;;;0
2024-05-14;panneau 12 pieces;560;0,2;;;
""",
    },
)

# 9 ------------------------------------------------------------------------------------------------
case(
    name="fr_prevision_livraisons_granules_silos",
    language="fr",
    fy=("2024-04-01", "2025-03-31"),
    title="Granules Mitis Livraison inc. (Mont-Joli)\n"
          "Projet SP-1 : prévision du niveau des silos à granules résidentiels sans capteur\n"
          "Année d'imposition du 1er avril 2024 au 31 mars 2025",
    heads={"242": "Question 1 / Ligne 242 — Quelles incertitudes scientifiques ou technologiques avez-vous tenté de surmonter?\n\n",
           "244": "Question 2 / Ligne 244 — Quel travail avez-vous effectué au cours de l'année d'imposition pour "
                  "surmonter les incertitudes scientifiques ou technologiques décrites à la ligne 242?\n\n",
           "246": "Question 3 / Ligne 246 — Quelles avancées scientifiques ou technologiques avez-vous réalisées "
                  "ou tenté de réaliser à la suite du travail décrit à la ligne 244?\n\n"},
    bodies={
        "242": """
Nous livrons des granules de bois en vrac à environ 1 900 clients résidentiels du Bas-Saint-Laurent qui chauffent avec une chaudière à granules et un silo. Presque aucun silo n'a de capteur de niveau : le client appelle quand il voit le fond, et une bonne partie des livraisons se font en urgence, ce qui coûte cher en camion et en temps de chauffeur. C'est ce qui a motivé le projet, mais la difficulté est technique : prévoir le niveau de chaque silo à partir de ce que nous savons déjà.

Or ce que nous savons est très mince. Pour chaque client, nous avons les dates et les quantités livrées, de 3 à 6 fois par hiver, mais jamais le niveau restant dans le silo, et chaque livraison ne nous dit que ce qui a été consommé entre deux remplissages. La méthode utilisée pour le mazout (un facteur par client appliqué aux degrés-jours) suppose que la consommation suit la température de façon linéaire, et on ne savait pas si c'était vrai pour une chaudière à granules, qui chauffe aussi l'eau chaude et dont le rendement varie selon la charge. On ignorait aussi si un modèle pouvait être fiable pour les clients qui ont peu de livraisons, ni si des facteurs comme le vent, très fort près du fleuve, jouaient un rôle mesurable. Pour valider quoi que ce soit, il fallait des mesures réelles de niveau, et on ne savait pas si des capteurs à ultrasons donneraient des lectures exploitables dans un silo plein de poussière où les granules forment des voûtes.
""",
        "244": """
Le projet a été mené par le propriétaire, notre répartiteur et un consultant en science des données à contrat. Les données de départ étaient l'historique de livraisons de 2019 à 2024 et les données météo de la station de Mont-Joli (températures et vent). L'erreur est mesurée en jours entre la date prévue où le silo descend à 20 % et la date réelle (appel du client ou lecture du capteur).

11 juin : essai à rebours de la méthode des degrés-jours sur l'hiver 2023-2024 : erreur moyenne de 9,4 jours, et 41 % des livraisons d'urgence n'avaient pas été prévues.

16 juillet : hypothèse que la consommation n'est pas linéaire, à cause de l'eau chaude et du rendement à faible charge. Modèle par client avec une charge de base et une pente sous une température seuil : erreur de 6,1 jours, mais de 11,2 jours pour les clients ayant moins de 3 livraisons par hiver.

10 septembre : capteurs à ultrasons installés sur 40 silos pour avoir une référence. Les lectures faisaient des sauts de 0,6 m. Hypothèse : la poussière au remplissage et les voûtes de granules. Un filtre médian sur 6 h et le rejet des lectures des 24 h suivant une livraison ont réduit l'écart-type de 14 cm à 3 cm.

19 novembre : modèle bayésien hiérarchique, où les clients peu fréquents empruntent de l'information aux maisons semblables (type de maison, modèle de chaudière) : erreur ramenée de 11,2 à 7,0 jours pour ces clients.

Parallèlement, nous avons développé l'application des chauffeurs (itinéraires, bons de livraison électroniques, signature du client) et migré notre base de clients vers un nouveau CRM infonuagique, ce qui a représenté une bonne partie des travaux de R-D du projet.

21 janvier : hypothèse que le vent fait consommer davantage les maisons exposées, au-delà de ce qu'expliquent les degrés-jours. Avec la vitesse du vent dans le modèle, l'erreur sur les silos instrumentés est passée de 6,0 à 5,2 jours.

18 mars : bilan de l'essai en direct de décembre à mars sur les 40 silos : erreur moyenne de 4,8 jours, et 3 livraisons d'urgence chez ces clients contre 11 l'hiver précédent.
""",
        "246": """
Nous avons établi que la consommation d'une chaudière à granules résidentielle ne suit pas les degrés-jours de façon linéaire comme on le suppose pour le mazout : un modèle avec une charge de base et une température seuil a réduit l'erreur de prévision de 9,4 à 6,1 jours. Pour les clients qui ont peu de livraisons, nous avons montré qu'un modèle hiérarchique qui emprunte de l'information aux maisons semblables ramène l'erreur de 11,2 à 7,0 jours, alors qu'un modèle par client seul n'y arrive pas. Le vent a un effet mesurable qui s'ajoute à celui de la température (erreur de 6,0 à 5,2 jours). Nous avons aussi appris que des capteurs à ultrasons peuvent servir de référence dans un silo à granules à condition de filtrer la poussière et les voûtes (écart-type de 14 à 3 cm). Sur les 40 silos suivis, l'erreur a été de 4,8 jours. Avec Silo+, Granules Mitis offre maintenant un service de livraison intelligent, sans tracas et sans équivalent dans l'Est du Québec. Nos clients ont aussi remarqué la différence : ils nous disent se sentir beaucoup plus rassurés depuis que nous planifions leurs livraisons. Il reste à valider le modèle sur l'ensemble de la clientèle, sans capteur.
""",
    },
    defects=[
        ("244", "routine",
         "Parallèlement, nous avons développé l'application des chauffeurs (itinéraires, bons de livraison électroniques, signature du client) et migré notre base de clients vers un nouveau CRM infonuagique, ce qui a représenté une bonne partie des travaux de R-D du projet."),
        ("246", "marketing",
         "Avec Silo+, Granules Mitis offre maintenant un service de livraison intelligent, sans tracas et sans équivalent dans l'Est du Québec."),
        ("246", "unmeasured",
         "Nos clients ont aussi remarqué la différence : ils nous disent se sentir beaucoup plus rassurés depuis que nous planifions leurs livraisons."),
    ],
    unsupported=[],
    evidence={
        "journal_projet_SP-1.md": """
# SP-1 — Prévision du niveau des silos à granules (clients résidentiels)
R. Bérubé (propriétaire) ; N. Lévesque (répartiteur) ; consultant science des données (contrat)
Clients : ~1 900 résidentiels, chaudière à granules + silo, presque aucun capteur. 3 à 6 livraisons par hiver par client.
Données : historique de livraisons 2019-2024 (dates, quantités) ; météo station Mont-Joli (températures, vent).
Erreur = jours entre date prévue du silo à 20 % et date réelle (appel client ou lecture capteur).
Méthode actuelle (comme le mazout) : facteur K par client x degrés-jours.

2024-06-11  Rebours hiver 2023-2024, méthode K : erreur moy. 9,4 jours ; 41 % des urgences non prévues.
2024-07-16  Hyp. (consultant) : conso non linéaire (eau chaude, rendement à faible charge). Modèle par client, charge de base
            + pente sous température seuil : 6,1 jours. Clients < 3 livraisons par hiver : 11,2 jours.
2024-09-10  Capteurs ultrasons sur 40 silos (référence). Sauts de 0,6 m. Hyp. (RB) : poussière au remplissage + voûtes.
            Médiane 6 h + rejet des lectures 24 h après livraison : écart-type 14 cm -> 3 cm.
2024-11-19  Modèle bayésien hiérarchique (type de maison, modèle de chaudière) : clients peu fréquents 11,2 -> 7,0 jours.
2025-01-21  Hyp. (NL) : vent, maisons exposées près du fleuve. + vitesse du vent : silos instrumentés 6,0 -> 5,2 jours.
2025-03-18  Essai en direct déc.-mars, 40 silos : erreur moy. 4,8 jours. Urgences chez ces clients : 3 (hiver précédent : 11).
2025-03-25  Commentaires de clients (« rassurés »). Non mesuré.

Hors SP-1 (développement courant) : application chauffeurs (itinéraires, bons électroniques, signature), migration CRM infonuagique.
""",
        "erreurs_SP-1.csv": """
date;modele;clients;erreur_moy (jours);note
2024-06-11;degres-jours K;historique;9,4;41 % urgences non prevues
2024-07-16;charge de base + seuil;historique;6,1;
2024-07-16;charge de base + seuil;moins de 3 livraisons;11,2;
2024-11-19;bayesien hierarchique;moins de 3 livraisons;7,0;
2025-01-21;sans vent;40 silos;6,0;
2025-01-21;avec vent;40 silos;5,2;
2025-03-18;final en direct;40 silos;4,8;urgences 3 vs 11
""",
    },
)

# ---- CASES-END ----

if __name__ == "__main__":
    main()
