#!/usr/bin/env python3
"""Writes the review_first_3 held-out cases (evidence files + case.json) and checks them.

Run:  python3 tests/quality/review_first_3/make_cases.py
Same format as tests/quality/review/README.md (and review_first_2). Checks done here:
  - every defect `kind` is one of the nine kinds used in review_first_2;
  - every defect `sentence` occurs exactly once in the draft, inside the body of its line, on one line;
  - word counts: over_limit lines above the limit (350 / 700 / 350) and starting with the defect
    sentence; other lines between 150 words (body) and 30 below the limit (heading included);
  - every `unsupported` string occurs once in the draft, inside an `unsupported` sentence, in no
    evidence file, and its value occurs nowhere in the evidence (as a number, or as a date);
  - every other number and date of lines 244 and 246 is found in the evidence (by value; dates
    without a year resolved inside the fiscal year); 244 dates are inside the fiscal year unless the
    sentence is a `date_outside_year` defect (whose date is outside the year and in the evidence);
  - stricter: every "number + unit" token of lines 244/246 (outside `unsupported`) occurs literally in
    some evidence file of the case.
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

EN_MONTHS = {m: i + 1 for i, m in enumerate(
    ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
     "november", "december"])}
FR_MONTHS = {"janvier": 1, "février": 2, "mars": 3, "avril": 4, "mai": 5, "juin": 6, "juillet": 7,
             "août": 8, "septembre": 9, "octobre": 10, "novembre": 11, "décembre": 12}
EN_M = "|".join(EN_MONTHS)
FR_M = "|".join(FR_MONTHS)
UNITS = (r"%|°C|°Brix|µg/m³|mg N/L|g/L|kg N/m³|kJ/kg|J/m²|kDa|MHz|GHz|dB|MPa|kN|km/h|m/s|cm/s|nm|µm|"
         r"mm|cm|km|kg|g|m|L|h|min|jours|semaines|weeks|days|cycles|tonnes")

CASES = []


def case(**kw):
    CASES.append(kw)


def find_dates(text, fy=None, need_year=False):
    """Return (list of (date or (y, m) for month-year, span), masked text)."""
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
        d = resolve(m[3], EN_MONTHS[m[1].lower()], int(m[2]))
        if d:
            out.append((d, m.span()))
            mask(m)
    for m in re.finditer(r"\b(\d{1,2}|1er) (%s)(?: (\d{4}))?" % FR_M, masked, re.I):
        day = 1 if m[1] == "1er" else int(m[1])
        d = resolve(m[3], FR_MONTHS[m[2].lower()], day)
        if d:
            out.append((d, m.span()))
            mask(m)
    for m in re.finditer(r"\b(%s|%s) (\d{4})\b" % (EN_M, FR_M), masked, re.I):
        name = m[1].lower()
        mo = EN_MONTHS.get(name) or FR_MONTHS.get(name)
        out.append(((int(m[2]), mo), m.span()))
        mask(m)
    return out, masked


def find_numbers(text, lang):
    """Numbers as floats with their spans (thousands separators and decimal commas handled)."""
    out = []
    if lang == "en":
        pat = r"(?<![\w.,])(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(?![\w])"
        for m in re.finditer(pat, text):
            v = m[1].replace(",", "") + ("." + m[2] if m[2] else "")
            out.append((float(v), m.span()))
    else:
        pat = r"(?<![\w.,])(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)(?:[,.](\d+))?(?![\w])"
        for m in re.finditer(pat, text):
            v = re.sub(r"[ \u00a0\u202f]", "", m[1]) + ("." + m[2] if m[2] else "")
            out.append((float(v), m.span()))
    return out


def unit_tokens(text, lang):
    """'number unit' tokens (e.g. '4.2 cm', '1,31 g/L', '140 000 cycles') with spans."""
    num = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?" if lang == "en" else \
        r"\d{1,3}(?: \d{3})+(?:,\d+)?|\d+(?:,\d+)?"
    pat = r"(?<![\w.,])[±+-]?(?:%s) ?(?:%s)(?![\w/²³])" % (num, UNITS)
    return [(m[0], m.span()) for m in re.finditer(pat, text)]


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

    ev_text = {fn: t.strip("\n") + "\n" for fn, t in c["evidence"].items()}
    if not 1 <= len(ev_text) <= 3:
        err("needs 1-3 evidence files")
    all_ev = "\n".join(ev_text.values())
    ev_dates_list, _ = find_dates(all_ev, need_year=True)
    ev_dates = {d for d, _ in ev_dates_list if isinstance(d, dt.date)}
    ev_months = {(d.year, d.month) for d in ev_dates} | {d for d, _ in ev_dates_list if isinstance(d, tuple)}
    ev_nums = {v for v, _ in find_numbers(all_ev, lang)}
    ev_flat = re.sub(r"[ \u00a0\u202f]+", " ", all_ev)

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
            if not body.lstrip().startswith(over[0]["sentence"]):
                err(f"line {ln}: over_limit sentence is not the first sentence")
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
        for v, _ in find_numbers(rest, lang):
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
        for v, (a, b) in find_numbers(masked, lang):
            if in_unsup(s + a, s + b):
                continue
            if v not in ev_nums:
                err(f"line {ln}: figure {body[a:b]!r} not in evidence")
        for tok, (a, b) in unit_tokens(masked, lang):
            if in_unsup(s + a, s + b):
                continue
            t = tok.lstrip("±+-")
            if t not in ev_flat:
                err(f"line {ln}: '{t}' not written literally in the evidence")
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


# ==================================================================================================
# Cases
# ==================================================================================================

# 1 ------------------------------------------------------------------------------------------------
case(
    name="en_ice_road_gpr_thickness",
    language="en",
    fy=("2024-04-01", "2025-03-31"),
    title="Taiga Ice Engineering Ltd. — Project IR-25: vehicle-mounted air-coupled GPR for ice road thickness\n"
          "Tax year April 1, 2024 to March 31, 2025",
    heads={"242": "Line 242\n", "244": "Line 244\n", "246": "Line 246\n"},
    bodies={
        "242": """
Winter roads in the Northwest Territories cross lakes on floating ice, and operators must confirm that the ice is thick enough for the loads they allow. Thickness is measured by drilling auger holes, or with a ground-coupled ground-penetrating radar (GPR) sled towed at walking speed, which takes several days on a long road and has to be repeated every week. We wanted to know whether an air-coupled GPR antenna mounted on a pickup could measure ice thickness at road speed with the accuracy operators need, about ±5 cm.

Three points could not be resolved from existing knowledge. First, an air-coupled antenna sits above the surface, so the strong reflection from the surface and the ringing of the antenna arrive close to the weak echo from the ice-water interface; it was unknown whether the bottom echo could be separated at ice thicknesses of 0.5 to 1.2 m, and which antenna frequency would allow it. Second, converting travel time to thickness depends on the permittivity of the ice, and the ice on a road is clear black ice under a cap of white ice formed from flooded snow, whose bubble content is not known in advance. We did not know how much the two layers differ, or whether a single velocity would keep the error within ±5 cm. Third, overflow water and slush under the snow are common on northern lakes, and their effect on the radar return seen from a moving vehicle had not been documented. Published GPR work on freshwater ice uses ground-coupled antennas at walking speed, and airborne surveys of sea ice target thicker ice with coarser accuracy, so neither answered these questions.
""",
        "244": """
Reference thickness came from auger holes drilled every 100 m along a 6 km test lane on Great Slave Lake. The target was a GPR thickness within ±5 cm of the auger value for 95% of holes at 30 km/h.

On March 27, 2024, a first trial of a 1.6 GHz air-coupled horn antenna held 0.5 m above 92 cm of ice showed the ice-water reflection on only 41% of the traces, because the surface reflection and the antenna ringing masked the bottom echo.

June 18: we measured the permittivity of 14 ice cores from the lane between -2 °C and -25 °C. Clear black ice gave 3.17 to 3.21 and white ice 2.86 to 3.02. Our hypothesis was that a two-layer velocity model would be needed to reach ±5 cm.

September 10: over a 1.2 m deep freezing tank holding 38 cm of ice, a 900 MHz air-coupled antenna with background subtraction resolved the bottom on 100% of traces, against 58% for the 1.6 GHz horn.

December 17: the first run at 30 km/h, on 61 cm of ice, detected the bottom on 88% of traces. Against 60 auger holes the mean error was 4.2 cm, but 9 holes were outside ±5 cm, all where overflow slush lay under the snow.

January 21, 2025: at those 9 holes, wet slush attenuated the bottom echo by 11 dB and the automatic picker locked onto the first surface multiple. We constrained the picker to follow the bottom within ±4 cm from trace to trace and flagged traces with a signal-to-noise ratio below 6 dB as no reading.

February 11: with the two-layer model and the constrained picker, 58 of 60 holes (97%) were within ±5 cm at 30 km/h, with a mean absolute error of 2.3 cm; 7% of traces were flagged, all over slush. On February 25, at 50 km/h, the trace spacing grew to 14 cm and 92% of holes were within ±5 cm. A repeat at 30 km/h on March 18, on 104 cm of ice, gave 95% within ±5 cm.
""",
        "246": """
We established that an air-coupled GPR carried by a vehicle can measure freshwater ice thickness within ±5 cm at 30 km/h, and we identified what this requires. First, the bottom echo is hidden by antenna ringing rather than lost: a 1.6 GHz horn at 0.5 m resolved the ice-water interface on 41% of traces, while a 900 MHz antenna with background subtraction resolved it on 100% in the tank. Second, the ice of a winter road cannot be treated as one material: white ice has a permittivity of 2.86 to 3.02, against 3.17 to 3.21 for clear ice, and a two-layer velocity model was needed to reach the target. Third, overflow slush attenuates the bottom echo by 11 dB and leads an unconstrained picker to report a surface multiple as the bottom; limiting the pick to ±4 cm between traces and flagging traces below 6 dB raised agreement with the auger holes from 85% to 97%. We also found that the speed limit of the method for this accuracy lies between 30 km/h (97% of holes within ±5 cm) and 50 km/h (92%). The method still gives no thickness over slush, where 7% of traces were flagged, and how to measure through slush remains an open question.
""",
    },
    defects=[
        ("244", "date_outside_year",
         "On March 27, 2024, a first trial of a 1.6 GHz air-coupled horn antenna held 0.5 m above 92 cm of ice showed the ice-water reflection on only 41% of the traces, because the surface reflection and the antenna ringing masked the bottom echo."),
    ],
    unsupported=[],
    evidence={
        "ir25_field_lab_log.txt": """
TAIGA ICE ENGINEERING LTD.
IR-25  Air-coupled GPR for ice road thickness  -  field / lab log  (D. Mercredi, K. Lafferty)
Test lane: 6 km, Great Slave Lake (Dettah crossing), auger holes every 100 m = 60 holes per pass
Auger reference: ice tape, read to ±1 cm
Acceptance: |GPR - auger| within ±5 cm on >= 95% of holes at 30 km/h

2024-03-27  End-of-season pre-trial (last ice of the previous season, kept for reference)
  Antenna: 1.6 GHz air-coupled horn, standoff 0.5 m, pushed on a sled at walking speed
  Ice 92 cm (auger)
  Bottom (ice-water) reflection picked on 312 of 761 traces = 41%
  Note: surface reflection + antenna ringing overlap the bottom echo. Need another antenna or ringing removal.

2024-06-18  Cold room - permittivity of lane cores
  14 cores (8 clear/black ice, 6 white ice), tested from -2 °C to -25 °C
  Clear ice: eps 3.17 to 3.21
  White ice (bubbly snow ice): eps 2.86 to 3.02
  -> Hypothesis (DM): one velocity will not hold ±5 cm under a thick white ice cap.
     Try a two-layer velocity model, white ice thickness read from the upper reflection.

2024-09-10  Freezing tank (1.2 m deep), 38 cm ice
  900 MHz air-coupled antenna + background subtraction: bottom picked on 100% of traces
  1.6 GHz horn, same tank, same processing: 58%
  -> 900 MHz retained for the truck mount.

2024-12-17  First vehicle run, 30 km/h, ice 61 cm
  Bottom detected on 88% of traces
  60 holes: mean error 4.2 cm; 9 holes outside ±5 cm -> 51 of 60 within (85%)
  All 9 failures at overflow slush patches (slush under snow, seen at the auger hole)

2025-01-21  Failure analysis of the 9 holes (office)
  Bottom echo attenuated by 11 dB over slush; auto-picker jumped to the 1st surface multiple
  Change: picker tracks the bottom within ±4 cm trace to trace; traces with SNR < 6 dB flagged NO READING

2025-02-11  30 km/h, two-layer model + tracking picker
  58 of 60 holes within ±5 cm (97%); MAE 2.3 cm
  Flagged (no reading) traces: 7%, all over slush

2025-02-25  50 km/h
  Trace spacing 14 cm
  55 of 60 holes within ±5 cm (92%)

2025-03-18  Repeat, 30 km/h, ice 104 cm
  57 of 60 holes within ±5 cm (95%)
""",
        "ir25_season_memo_2025-03-24.md": """
# IR-25 — end of season memo (2025-03-24)

To: project file IR-25
From: D. Mercredi

Summary of the 2024-25 season on the 6 km Great Slave Lake lane:

- Antenna: 900 MHz air-coupled (the 1.6 GHz horn is dropped: 41% bottom picks in the March 2024 pre-trial, 58% in the tank).
- Velocity: two-layer model (white ice eps 2.86 to 3.02, clear ice eps 3.17 to 3.21).
- Picker: trace-to-trace tracking within ±4 cm; SNR < 6 dB = no reading.
- Accuracy at 30 km/h: 85% of holes within ±5 cm before the picker change (December), 97% after (February), 95% on the March repeat at 104 cm of ice.
- At 50 km/h: 92% within ±5 cm, below the 95% target.

Open: no thickness over slush (7% of traces flagged on 2025-02-11). Next season: look at lower frequency or dual-antenna over slush.
""",
    },
)

# 2 ------------------------------------------------------------------------------------------------
case(
    name="en_lobster_shell_chitosan",
    language="en",
    fy=("2023-07-01", "2024-06-30"),
    title="Fundy Marine Biopolymers Inc.\n"
          "SR&ED claim, fiscal year ending June 30, 2024 — Project CH-3: high-molecular-weight chitosan from cooked lobster shell",
    heads={"242": "L242 - Technological uncertainties\n\n", "244": "L244 - Work performed\n\n",
           "246": "L246 - Technological advancements\n\n"},
    bodies={
        "242": """
We produce chitosan from the shell left after lobster processing in southwest Nova Scotia. Chitosan is made by removing the minerals from the shell with acid, removing the proteins with hot sodium hydroxide, and then deacetylating the chitin in concentrated sodium hydroxide above 100 °C. Our goal for the year was to launch a food-grade chitosan line that would let us sell into the nutraceutical market in the United States and Europe at a higher margin than our agricultural grade.

The hot alkaline steps that give a high degree of deacetylation (DDA) also break the polymer chains, whereas food and biomedical uses need both a high DDA and a high molecular weight, with very little residual protein. We did not know whether the proteins could be removed from lobster shell with a protease instead of hot alkali: the shell we receive has been cooked at the plant, and heat-denatured proteins may be bound to the chitin in a way that enzymes cannot reach. The order of the demineralization and deproteinization steps might matter, but we found no data on this for cooked crustacean shell. We also did not know whether deacetylation could reach a DDA of 85% at a lower temperature without the chain scission seen at 110 °C, whether splitting the treatment into stages would help, or how much of the chain loss came from oxidation rather than from alkaline hydrolysis. Published processes were developed mostly for raw shrimp and crab shell, which is thinner and less mineralized than lobster shell, and could not be relied on for our raw material.
""",
        "244": """
Shell came from two processors in Yarmouth County and was dried and ground to 2 mm. Each laboratory trial used 500 g of dry shell. The food-grade targets were a DDA of 85% or more by 1H NMR, a viscosity-average molecular weight (Mv) above 300 kDa, ash below 1.0% and protein below 0.3%.

August 22, 2023 (C0): our current process (1 M HCl, then 1 M NaOH at 90 °C, then 50% NaOH at 110 °C for 2 h) gave a DDA of 88% but an Mv of only 140 kDa, with 0.6% protein.

October 3 (C1): replacing the hot NaOH step with Alcalase at pH 8.5 and 55 °C for 6 h, before demineralization, left 2.4% protein. Our hypothesis was that the proteins bound to the chitin during cooking were shielded by the mineral phase, so we reversed the order of the steps.

November 14 (C2): demineralizing first and then applying Alcalase reduced protein to 0.9%. On December 5 (C3), a 30 min rinse in 0.25 M NaOH at 40 °C after the enzyme brought it to 0.25%.

January 16, 2024 (C4): deacetylation at 80 °C for 12 h in 50% NaOH gave an Mv of 320 kDa but a DDA of only 74%. February 20 (C5): three successive 2 h stages at 80 °C, with washing between stages, gave a DDA of 86% and an Mv of 305 kDa. April 9 (C6): sparging with nitrogen during the stages, to limit oxidative chain scission, raised the Mv to 360 kDa at a DDA of 87%.

May 28: a pilot batch of 5 kg of shell in our 100 L reactor gave a DDA of 85%, an Mv of 330 kDa, 0.7% ash and 0.28% protein.

During the year, our QC technician also tested every commercial lot of agricultural-grade chitosan for moisture, ash and viscosity before release, and this testing was recorded under the project.
""",
        "246": """
We established that in cooked lobster shell, protein bound to the chitin cannot be removed by a protease while the mineral is present (2.4% residual protein), but can be once the shell is demineralized (0.25% with a mild alkaline rinse), so the order of the steps, not the enzyme, limits enzymatic deproteinization of this material. We also showed that the chain loss of conventional deacetylation is not needed to reach a high DDA: three 2 h stages at 80 °C with washing in between gave a DDA of 86% at an Mv of 305 kDa, against 140 kDa for a single stage at 110 °C, while a single long stage at 80 °C did not exceed a DDA of 74%. Nitrogen sparging raised the Mv from 305 kDa to 360 kDa at a similar DDA, which shows that oxidation accounts for a measurable part of the chain scission under these conditions. The pilot batch of 5 kg reproduced the laboratory results with a yield of 17.4% chitosan from dry shell. Whether the staged process keeps the DDA above 85% at a larger scale, where the pilot batch sat at the limit, remains to be established.
""",
    },
    defects=[
        ("242", "not_uncertainty",
         "Our goal for the year was to launch a food-grade chitosan line that would let us sell into the nutraceutical market in the United States and Europe at a higher margin than our agricultural grade."),
        ("244", "routine",
         "During the year, our QC technician also tested every commercial lot of agricultural-grade chitosan for moisture, ash and viscosity before release, and this testing was recorded under the project."),
        ("246", "unsupported",
         "The pilot batch of 5 kg reproduced the laboratory results with a yield of 17.4% chitosan from dry shell."),
    ],
    unsupported=["17.4%"],
    evidence={
        "ch3_lab_notebook_2023-24.txt": """
FUNDY MARINE BIOPOLYMERS INC. - Lab notebook, project CH-3 (food-grade chitosan)
Shell: cooked lobster shell from two processors, Yarmouth County; dried, ground to 2 mm
Lab trials: 500 g dry shell per trial
Food-grade targets: DDA >= 85% (1H NMR) | Mv > 300 kDa | ash < 1.0% | protein < 0.3%

2023-08-22  C0 baseline = current agri-grade process
            demin 1 M HCl -> deprot 1 M NaOH at 90 °C -> deacetylation 50% NaOH at 110 °C, 2 h
            DDA 88% | Mv 140 kDa | protein 0.6% | ash 0.4%
2023-10-03  C1 enzyme deprot BEFORE demin: Alcalase, pH 8.5, 55 °C, 6 h
            protein 2.4% (fails)
            Hypothesis (R. Boudreau): proteins bound to chitin during cooking are shielded by the
            mineral phase -> swap the order (demin first).
2023-11-14  C2 demin first, then Alcalase (same conditions)
            protein 0.9%
2023-12-05  C3 = C2 + 30 min rinse in 0.25 M NaOH at 40 °C
            protein 0.25% (meets target)
2024-01-16  C4 deacetylation 80 °C, 12 h, 50% NaOH, single stage
            DDA 74% | Mv 320 kDa
2024-02-20  C5 three successive 2 h stages at 80 °C, water wash between stages
            DDA 86% | Mv 305 kDa
2024-04-09  C6 = C5 + N2 sparging during the stages (limit oxidative scission)
            DDA 87% | Mv 360 kDa
""",
        "pilot_batch_CH3-P1_2024-05-28.md": """
# Pilot batch CH3-P1 — 2024-05-28

Reactor: 100 L pilot reactor. Charge: 5 kg dry shell (same two processors).
Process: demin -> Alcalase -> 0.25 M NaOH rinse -> three 2 h stages at 80 °C with N2 sparging.

Results (QC lab, report dated 2024-06-04):

| Parameter | Result | Target |
|---|---|---|
| DDA | 85% | >= 85% |
| Mv | 330 kDa | > 300 kDa |
| Ash | 0.7% | < 1.0% |
| Protein | 0.28% | < 0.3% |
| Yield (chitosan / dry shell) | 15.9% (795 g) | - |

Note: DDA is at the limit of the target. Check the stage time at the next scale-up.
""",
    },
)

# 3 ------------------------------------------------------------------------------------------------
case(
    name="en_thermite_weld_phased_array",
    language="en",
    fy=("2024-01-01", "2024-12-31"),
    title="PRAIRIE RAIL INSPECTION LTD.\n"
          "Project PA-2 — Phased array ultrasonic inspection of thermite weld feet — taxation year 2024",
    heads={"242": "242. Scientific or technological uncertainties\n\n",
           "244": "244. Work performed in the tax year\n\n",
           "246": "246. Scientific or technological advancements\n\n"},
    bodies={
        "242": """
Continuous welded rail is joined in the field by aluminothermic (thermite) welding. Most service failures of these welds start in the rail foot, from lack of fusion or porosity at the edges of the foot, where the molten steel cools fastest. The ultrasonic tests used by railways are made from the rail head, and the web shadows most of the foot, so foot defects are found by visual inspection after the weld collar is ground, or not at all. We set out to determine whether the foot of a thermite weld could be inspected volumetrically with a phased array probe placed on the top surface of the foot, beside the weld collar.

The uncertainties were in the material and the geometry. Thermite weld metal is a casting with coarse columnar grains, which scatter ultrasound and produce grain noise; it was not known whether a flaw of 2 mm could be separated from that noise at any frequency that still resolves such a flaw, or where the trade-off between scattering and resolution would fall. The top of the foot slopes at about 1:4 and the collar leaves a raised ridge on it, so the sound enters at a changing angle and the collar edges return geometric echoes that can look like flaws. We did not know whether a wedge could be shaped to keep coupling and beam angles stable on this slope, nor whether collar echoes could be told apart from real flaws without grinding the collar. Published phased array work and inspection standards cover flash-butt welds and the rail head, where the grain is fine and the surfaces are flat, and gave no answer for cast weld feet.
""",
        "244": """
We made 6 calibration welds on 136 lb rail containing 14 seeded flaws in the foot (side-drilled holes of 2 mm and 3 mm, and machined notches), and 12 welds with no intended flaws.

February 6: with a 5 MHz, 32-element probe and a sectorial scan of 35° to 75° from the top of the foot, grain noise gave a signal-to-noise ratio of only 4 dB on the 2 mm holes, and 5 of the 14 flaws were missed. On March 12, we sectioned the 6 calibration welds and confirmed the position of all 14 seeded flaws by macro-etching.

April 16: our hypothesis was that a lower frequency would reduce grain scattering more than it would reduce resolution. A 2.25 MHz, 16-element probe raised the signal-to-noise ratio to 11 dB, and 13 of 14 flaws were detected; the one missed lay under the edge of the collar.

May 28: we machined a wedge contoured to the 1:4 slope of the foot, which allowed beam angles of 45° to 80° to reach under the collar. All 14 flaws were detected.

July 9: on the 12 unflawed welds, echoes from the collar edges produced 9 false indications. We measured each collar with a laser profilometer and gated out signals whose time of flight matched the collar geometry, which left 1 false indication.

September 17: in a blind trial, the operator scanned 20 welds made by a field crew, 8 of which contained seeded flaws he did not know about. All 8 were flagged, with 1 false call; sectioning on October 22 confirmed the results.

November 5: in the cold room at -20 °C, the couplant gel thickened and the signal fell by 6 dB; a glycol-based couplant brought it back to within 1 dB of the room-temperature value.
""",
        "246": """
We established that the foot of an aluminothermic weld can be inspected volumetrically from the top of the foot with a phased array probe, despite the coarse cast grain of the weld metal. The limiting factor was grain scattering rather than resolution: lowering the frequency from 5 MHz to 2.25 MHz raised the signal-to-noise ratio on 2 mm holes from 4 dB to 11 dB without losing the 2 mm flaws. A wedge contoured to the 1:4 slope of the foot was needed to reach flaws under the collar edge. Gating on the measured collar profile showed that the collar echoes are geometric and predictable from the profile, and cut false indications from 9 to 1 on 12 unflawed welds. In the blind trial, all 8 flawed welds among 20 were detected. The new setup is also much faster and easier for field crews to use than hand probing. Flaws smaller than 2 mm and welds on worn rail were not tested, and whether the method holds for them remains open.
""",
    },
    defects=[
        ("244", "unsupported",
         "On March 12, we sectioned the 6 calibration welds and confirmed the position of all 14 seeded flaws by macro-etching."),
        ("246", "unmeasured",
         "The new setup is also much faster and easier for field crews to use than hand probing."),
    ],
    unsupported=["March 12"],
    evidence={
        "pa2_ut_log_2024.txt": """
PRAIRIE RAIL INSPECTION LTD. — PA-2 test log (thermite weld foot, phased array)
Specimens: 6 calibration welds on 136 lb rail, 14 seeded foot flaws (SDH 2 mm and 3 mm, machined notches)
           12 welds with no intended flaws

2024-02-06  Probe 5 MHz, 32 elements, sectorial 35° to 75° from the foot top
            SNR on 2 mm SDH: 4 dB (grain noise)
            Detected 9 of 14 (5 missed)
2024-03-19  Calibration welds sectioned (6 welds), macro-etch: all 14 seeded flaws at intended positions
2024-04-16  Hypothesis (T. Olafson): lower frequency cuts grain scattering more than it costs resolution.
            Probe 2.25 MHz, 16 elements: SNR 11 dB on 2 mm SDH; detected 13 of 14;
            missed 1, under the collar edge
2024-05-28  Contoured wedge for the 1:4 foot slope, beam angles 45° to 80°
            Detected 14 of 14
2024-07-09  12 unflawed welds: 9 false indications from the collar edges
            Collar profile by laser profilometer, time-of-flight gate on collar geometry -> 1 false indication
2024-09-17  Blind trial: 20 field-crew welds, 8 with seeded flaws (operator blind)
            8 of 8 flagged; 1 false call
2024-10-22  Sectioning of the blind trial welds (see report)
2024-11-05  Cold room -20 °C: gel couplant thickened, signal down 6 dB
            Glycol-based couplant: within 1 dB of the room-temperature signal
""",
        "blind_trial_report_2024-10-22.md": """
# PA-2 blind trial — sectioning report (2024-10-22)

Welds: 20, made by a field crew on 136 lb rail; 8 with seeded foot flaws, positions held by the QA lead.
Operator: blind to the seeding.

| Result | Count |
|---|---|
| Flawed welds flagged | 8 of 8 |
| False calls (unflawed welds flagged) | 1 |
| Missed flaws | 0 |

Sectioning and macro-etch of all 20 welds confirm the call list. The false call was on a weld with an
irregular collar toe.
""",
    },
)

# 4 ------------------------------------------------------------------------------------------------
case(
    name="en_warm_mix_high_rap",
    language="en",
    fy=("2023-01-01", "2023-12-31"),
    title="Boreal Paving Ltd. – 2023 SR&ED project WM-40\n"
          "Warm-mix asphalt with 40% reclaimed asphalt pavement",
    heads={"242": "Section 242\n\n", "244": "Section 244\n\n", "246": "Section 246\n\n"},
    bodies={
        "242": """
Reclaimed asphalt pavement (RAP) contains aged, stiff binder, and Saskatchewan specifications limit RAP in surface courses largely because high-RAP mixes crack at low temperature. Warm-mix technologies lower the production temperature from about 155 °C to 125 °C, which reduces further aging of the binder, and in principle a warm mix could carry more RAP. Our cutting-edge GreenLay mix is designed to be the most sustainable pavement solution on the Prairies.

At 40% RAP, the mix design method assumes that the aged RAP binder blends fully with the virgin binder. At 155 °C this assumption is already questioned; at 125 °C the RAP binder may remain as a stiff film on the old aggregate, so that the mix behaves as if it contained less binder and more brittle material. We did not know how much of the RAP binder would blend at warm-mix temperatures, nor whether a rejuvenator could restore enough blending to reach a critical cracking temperature of -28 °C after long-term aging. Bio-based rejuvenators made from canola oil are available, but their diffusion into aged binder at 125 °C, and the time it takes, were not documented; it was also unknown whether their effect survives long-term aging, since vegetable oils oxidize. Studies on rejuvenators have been done at hot-mix temperatures and mostly at 25% to 30% RAP, with binders suited to milder climates than our PG 52-34 conditions, so the outcome in our case could not be predicted.
""",
        "244": """
All mixes used the same aggregate gradation and a PG 52-34 virgin binder, and the RAP came from one milled stockpile with 5.1% binder. Low-temperature performance was measured as the critical cracking temperature (Tcr) of the recovered binder blend, after the standard 20 h PAV aging unless noted, and as the fracture energy of disk-shaped compact tension (DC(T)) specimens at -24 °C. Targets: a Tcr of -28 °C or lower after 40 h of PAV aging, and a DC(T) fracture energy of at least 400 J/m². Blending was estimated by staged extraction of the binder films.

February 14 (M0): a control hot mix with 20% RAP at 155 °C gave a Tcr of -30.1 °C and 520 J/m².

March 7 (M1): 40% RAP at 155 °C without rejuvenator gave -23.4 °C and 310 J/m², with 88% of the RAP binder blended.

April 4 (M2): 40% RAP produced at 125 °C with a chemical warm-mix additive gave 265 J/m², and staged extraction showed that only 62% of the RAP binder had blended. Our hypothesis was that at 125 °C the aged film does not soften enough to blend, and that a rejuvenator given time to diffuse into the film before mixing would correct this.

May 16 (M3): a canola-based rejuvenator at 6% of the RAP binder, sprayed on the RAP in the drum, raised blending to 71% and the Tcr to -25.2 °C.

June 13 (M4): the same dose sprayed on the RAP stockpile 48 h before production gave 86% blending, a Tcr of -28.6 °C and 455 J/m².

August 1 (M5): after 40 h of PAV aging, the Tcr of M4 had risen to -26.9 °C. Raising the dose to 8% gave -28.3 °C after the same aging.

September 12: we placed a 600 m trial section on a municipal road with the M5 formulation, produced at 128 °C. Cores taken on October 17 showed 84% blending and 430 J/m².
""",
        "246": """
We found that in a warm mix produced at 125 °C the aged RAP binder blends only partly with the virgin binder (62%, against 88% at 155 °C), so the usual assumption of full blending overstates the low-temperature performance of high-RAP warm mixes. We showed that at warm-mix temperatures the time the rejuvenator has to diffuse matters as much as the dose: the same 6% dose gave 71% blending when sprayed in the drum and 86% when applied to the stockpile 48 h earlier, moving the Tcr from -25.2 °C to -28.6 °C. We also found that the canola-based rejuvenator loses part of its effect on long-term aging (a Tcr of -26.9 °C after 40 h of PAV), and that a dose of 8% compensates for this loss (-28.3 °C). The trial section confirmed that 84% blending and 430 J/m² can be reached in plant production at 128 °C. Following these results, the city has approved GreenLay for its next paving season, and two other municipalities have asked us for quotes.
""",
    },
    defects=[
        ("242", "marketing",
         "Our cutting-edge GreenLay mix is designed to be the most sustainable pavement solution on the Prairies."),
        ("246", "not_advancement",
         "Following these results, the city has approved GreenLay for its next paving season, and two other municipalities have asked us for quotes."),
    ],
    unsupported=[],
    evidence={
        "wm40_lab_results_2023.txt": """
BOREAL PAVING LTD. — WM-40 mix lab results, 2023 (lab: S. Kowalchuk)
Common: same aggregate gradation; virgin binder PG 52-34; RAP from one milled stockpile, 5.1% binder
Tcr = critical cracking temperature of the recovered binder blend, after standard 20 h PAV unless noted
DC(T) fracture energy at -24 °C
Targets: Tcr <= -28 °C after 40 h PAV; DC(T) >= 400 J/m²
Blending = share of RAP binder blended, by staged extraction

Date        Mix  RAP   Prod. temp  Additive / rejuvenator                         Blending  Tcr        DC(T)
2023-02-14  M0   20%   155 °C      none (control hot mix)                          -         -30.1 °C   520 J/m²
2023-03-07  M1   40%   155 °C      none                                            88%       -23.4 °C   310 J/m²
2023-04-04  M2   40%   125 °C      chemical warm-mix additive                      62%       -          265 J/m²
2023-05-16  M3   40%   125 °C      canola rejuvenator 6% of RAP binder, in drum    71%       -25.2 °C   -
2023-06-13  M4   40%   125 °C      canola rejuvenator 6%, on stockpile 48 h before 86%       -28.6 °C   455 J/m²

Notes
2023-04-04  M2: hypothesis - at 125 °C the aged RAP film does not soften enough to blend; give the
            rejuvenator time to diffuse into the film before mixing (try stockpile application).
2023-08-01  Long-term aging, 40 h PAV:
            M4 (6%): Tcr -26.9 °C  -> fails target
            M5 = M4 with rejuvenator at 8%: Tcr -28.3 °C -> meets target
""",
        "trial_section_memo_2023-10-30.md": """
# WM-40 trial section — memo (2023-10-30)

- Placed 2023-09-12: 600 m trial section on a municipal collector road, M5 formulation (40% RAP, canola rejuvenator at 8% on stockpile).
- Plant production temperature: 128 °C.
- Cores taken 2023-10-17, tested in our lab:
  - blending (staged extraction): 84%
  - DC(T) fracture energy at -24 °C: 430 J/m²
- City engineering department has the results; decision on next season pending.
""",
    },
)

# 5 ------------------------------------------------------------------------------------------------
case(
    name="en_wildfire_smoke_pm_sensor",
    language="en",
    fy=("2023-10-01", "2024-09-30"),
    title="Clearline Air Sensing Inc. — SR&ED 2023-24 (fiscal year ended September 30, 2024)\n"
          "Project SM-2: correcting low-cost PM2.5 sensors in wildfire smoke",
    heads={"242": "**Line 242 – Uncertainties**\n\n", "244": "**Line 244 – Work performed**\n\n",
           "246": "**Line 246 – Advancements**\n\n"},
    bodies={
        "242": """
Low-cost optical particle sensors, such as the Plantower PMS5003 used in our CL-4 monitor and in many community air quality networks, estimate PM2.5 by counting the light scattered by particles in a small chamber and converting the counts to mass with a factor fixed by the manufacturer for a reference dust. These sensors are known to read high in humid air, because particles take up water and grow, and several correction equations have been published, most of them fitted on urban aerosols dominated by sulfate and nitrate. In the interior of British Columbia, the hours that matter most for public health are wildfire smoke episodes, when PM2.5 can stay above 100 µg/m³ for days, and the networks that use these sensors report their largest errors during those episodes.

Smoke particles differ from urban aerosol in two ways that bear on the sensor. They are mostly organic carbon, which may take up much less water than sulfate, and a large share of their mass is in particles between 0.1 and 0.4 µm, near or below the smallest size the sensor can see. We therefore did not know whether the humidity corrections in use would under- or over-correct in smoke, or by how much. A correction fitted on urban data could make smoke readings worse rather than better, and we had no way to know in advance whether one correction could serve both aerosols.

If separate corrections were needed, the sensor would have to recognise smoke by itself, because community monitors have no other instrument beside them. It was uncertain whether the sensor's own size bins, which are coarse and poorly calibrated below 0.5 µm, carry enough information to tell smoke from other aerosol under changing humidity. A heated inlet, used on research instruments to remove water, was another option, but smoke contains semi-volatile organic compounds that could evaporate with the water, and the size of that loss at a few degrees of heating was not known. Finally, the onboard humidity sensor sits inside a warm enclosure, and it was unclear whether its readings represent the humidity the particles experience in the optical chamber. These questions had to be answered with chamber tests using controlled aerosols and with collocation against a reference monitor during real smoke episodes.
""",
        "244": """
Our CL-4 monitors were collocated with the provincial federal equivalent method (FEM) monitor at a Kelowna station, comparing 1 h averages. Targets: a mean absolute error (MAE) below 5 µg/m³ in smoke hours with PM2.5 above 35 µg/m³, and below 3 µg/m³ in clean hours with RH above 70%.

November 7, 2023: in our chamber, with ammonium sulfate aerosol at a constant reference mass, the raw reading rose by a factor of 2.3 between 50% and 90% RH.

January 23, 2024: with smoke from burning pine needles and bark, the same humidity range raised the reading by a factor of only 1.4, and at 40% RH the sensor under-read the reference by 38%. We formed the hypothesis that a single humidity correction would over-correct smoke, and that the correction needed an indicator of smoke. The ratio of counts in the 0.3-0.5 µm bin to the 0.5-1.0 µm bin was 6.1 for smoke against 2.7 for sulfate.

February 20: the onboard humidity sensor read 9% RH below a reference probe placed in the inlet, because of enclosure heating, so the correction uses the onboard reading with a fitted offset.

March 12: a heated inlet running 8 °C above ambient removed the humidity growth but lost 22% of the smoke mass through evaporation, so we set it aside.

April 30: we fitted a two-regime correction, switching to the smoke equation when the bin ratio exceeded 4.5, on winter collocation data from 6 sensors.

From July 18 to August 31, the validation period included 412 smoke hours. The MAE was 3.6 µg/m³, against 14.2 µg/m³ with the manufacturer's factor and 7.9 µg/m³ with a published urban humidity correction. In clean humid hours the MAE was 2.1 µg/m³.

From May to September, our field technician also visited the 24 community sites every two weeks to download data, replace failed sensors and compile the monthly network reports for the municipalities.
""",
        "246": """
We established that wildfire smoke grows less with humidity inside an optical sensor than urban sulfate aerosol (a factor of 1.4 against 2.3 between 50% and 90% RH), so humidity corrections fitted on urban data over-correct smoke. We showed that the sensor can recognise smoke by itself: the ratio of its two smallest size bins was 6.1 in smoke and 2.7 in sulfate aerosol, which allowed a two-regime correction with a switch at 4.5. Over 412 smoke hours, this correction reduced the MAE to 3.6 µg/m³, within our 5 µg/m³ target, from 14.2 µg/m³ with the manufacturer's factor and 7.9 µg/m³ with a published urban correction. We also found that a heated inlet is not a suitable way to remove water in smoke, since 8 °C of heating evaporated 22% of the smoke mass, and that the onboard humidity reading of our enclosure needs an offset of 9% RH. The correction was fitted on smoke from one fire season in one valley; whether the bin ratio threshold holds for smoke that has travelled for several days is still unknown.
""",
    },
    defects=[
        ("242", "over_limit",
         "Low-cost optical particle sensors, such as the Plantower PMS5003 used in our CL-4 monitor and in many community air quality networks, estimate PM2.5 by counting the light scattered by particles in a small chamber and converting the counts to mass with a factor fixed by the manufacturer for a reference dust."),
        ("244", "unsupported",
         "In clean humid hours the MAE was 2.1 µg/m³."),
        ("244", "routine",
         "From May to September, our field technician also visited the 24 community sites every two weeks to download data, replace failed sensors and compile the monthly network reports for the municipalities."),
    ],
    unsupported=["2.1 µg/m³"],
    evidence={
        "sm2_chamber_bench_log.txt": """
CLEARLINE AIR SENSING INC. — SM-2 chamber & bench log (CL-4 / PMS5003)

2023-11-07  Ammonium sulfate, constant reference mass; RH stepped 40% -> 90%
            Raw CL-4 reading, ratio 90% RH / 50% RH = 2.3
2024-01-23  Smoke (pine needles + bark burn), same RH steps
            Growth 90% RH / 50% RH = 1.4
            At 40% RH: CL-4 under-reads the reference by 38%
            Bin ratio n(0.3-0.5 µm) / n(0.5-1.0 µm): smoke 6.1 ; sulfate 2.7
            Hypothesis (A. Nakamura): a single RH correction over-corrects smoke -> needs a smoke indicator (bin ratio?)
2024-02-20  Onboard RH vs reference probe in the inlet: onboard reads 9% RH low (enclosure heating)
            -> keep onboard RH, apply fitted offset
2024-03-12  Heated inlet, +8 °C above ambient: humidity growth removed; smoke mass loss 22%
            (evaporation of semi-volatiles) -> rejected
2024-04-30  Two-regime correction fitted: smoke equation when bin ratio > 4.5
            Fit data: winter collocation, 6 sensors
""",
        "sm2_collocation_summary_2024-09-06.md": """
# SM-2 collocation summary (2024-09-06)

Setup: CL-4 monitors collocated with the provincial FEM monitor (BAM) at a Kelowna station, 1 h averages.
Targets: MAE < 5 µg/m³ in smoke hours (FEM PM2.5 > 35 µg/m³); MAE < 3 µg/m³ in clean hours with RH > 70%.
Validation period: 2024-07-18 to 2024-08-31. Smoke hours: 412.

| Correction | MAE, smoke hours | MAE, clean humid hours |
|---|---|---|
| Manufacturer factor | 14.2 µg/m³ | 4.8 µg/m³ |
| Published urban RH correction | 7.9 µg/m³ | 2.4 µg/m³ |
| SM-2 two-regime correction | 3.6 µg/m³ | 2.6 µg/m³ |

Network operations (for info, not SM-2 test work): 24 community sites, visited every two weeks
May to September for data download, sensor swaps and the monthly municipal reports.
""",
    },
)

# 6 ------------------------------------------------------------------------------------------------
case(
    name="en_insect_meal_salmon_pellet",
    language="en",
    fy=("2023-11-01", "2024-10-31"),
    title="Coastal Larva Feeds Ltd.\n"
          "Project BSF-P — Extruded salmon feed with black soldier fly meal\n"
          "Fiscal year November 1, 2023 to October 31, 2024",
    heads={"242": "(242) Technological uncertainty\n", "244": "(244) Work performed\n",
           "246": "(246) Technological advancement\n"},
    bodies={
        "242": """
Salmon grow-out feeds are extruded pellets that are made porous at the die and then vacuum-coated with oil, up to about 30% of the pellet weight. The pellet must absorb that oil, survive pneumatic feeding without breaking, and sink slowly enough to be eaten. These properties depend on how the starch and protein expand at the die, and feed formulators have decades of data for fish meal and plant proteins. Black soldier fly (BSF) larvae meal, which we produce from food-processing residues, is a different ingredient: it contains chitin, its fat is rich in lauric acid and semi-solid at room temperature, and its proteins have not been characterised for extrusion.

We wanted to replace 30% of the diet with BSF meal, but did not know whether an extrudate containing this much chitin and larval fat could expand enough to take up 28% oil. It was also unclear which factor limited expansion: the chitin, which does not gelatinise and may disrupt the melt, or the fat, which lubricates the barrel and lowers the mechanical energy put into the dough. The usual remedies each had a possible cost: more mechanical energy might restore expansion but weaken the pellet, and binders that strengthen it might raise its density and make it sink too fast. Published extrusion studies with insect meals used inclusion levels below 15%, small laboratory extruders and trout or tilapia pellets, so they did not tell us how these factors would interact in a 6 mm salmon pellet at 30% inclusion.
""",
        "244": """
All runs used our 40 mm twin-screw pilot extruder with a 6 mm die, 80 kg per run, followed by vacuum coating with fish oil. Targets: oil uptake of 28% or more, a pellet durability index (PDI) of 95% or more, a sinking velocity of 10 to 14 cm/s in seawater, and a dry matter loss below 8% after 60 min in seawater at 12 °C.

December 5, 2023 (P0): a fish meal control gave an expansion ratio of 1.42, 31% oil uptake and a PDI of 96.5%.

January 16, 2024 (P1): with 30% BSF meal and the same settings, expansion fell to 1.18 and oil uptake to 19%, with a PDI of 97.8%. The meal contained 11% fat and 7.2% chitin.

February 27 (P2): to separate the two effects, we used meal defatted to 5% fat. Expansion rose to 1.29 and uptake to 24%, so the fat explained part of the loss. Our hypothesis was that the remaining loss came from low mechanical energy rather than from the chitin itself.

April 9 (P3): two extra kneading blocks raised the specific mechanical energy from 82 to 118 kJ/kg; expansion reached 1.39 and uptake 29%, but the PDI fell to 93.1%.

May 21 (P4): adding 2% wheat gluten restored the PDI to 95.6% at 28.5% uptake, but the sinking velocity was 16.2 cm/s, above the target.

June 25 (P5): raising barrel moisture from 24% to 27% gave an expansion of 1.44, a sinking velocity of 12.8 cm/s, 30% uptake, a PDI of 95.2% and a dry matter loss of 6.4%.

August 13: a storage test of coated P5 and P0 pellets at 20 °C began. At 4 weeks, on September 10, oil leakage was 0.9% for P5 against 0.8% for P0.
""",
        "246": """
We established that in an extruded salmon pellet containing 30% BSF meal, the loss of expansion comes mainly from too little mechanical energy rather than from the chitin. Defatting the meal from 11% to 5% fat recovered part of the expansion (1.18 to 1.29), and raising the specific mechanical energy from 82 to 118 kJ/kg brought it to 1.39, close to the 1.42 of the fish meal control, with all the chitin still present. We found that this higher energy weakens the pellet (a PDI of 93.1%), that 2% wheat gluten restores durability (95.6%) but makes the pellet sink too fast (16.2 cm/s), and that a barrel moisture of 27% resolves this trade-off, giving an expansion of 1.44, a sinking velocity of 12.8 cm/s and 30% oil uptake with a PDI of 95.2%. Oil leakage after 4 weeks of storage at 20 °C (0.9%) was close to that of the control (0.8%). The storage result at 10 weeks and the effect of the lauric-acid-rich fat on feed intake by salmon remain to be measured.
""",
    },
    defects=[],
    unsupported=[],
    evidence={
        "bsfp_extrusion_run_sheets_2023-24.txt": """
COASTAL LARVA FEEDS LTD. — BSF-P extrusion run sheets (summary)
Extruder: 40 mm twin-screw pilot, 6 mm die, 80 kg per run; vacuum coating with fish oil
Targets: oil uptake >= 28% | PDI >= 95% | sinking velocity 10 to 14 cm/s (seawater) |
         DM loss < 8% after 60 min in seawater at 12 °C

2023-12-05  P0  fish meal control: ER 1.42 | oil uptake 31% | PDI 96.5%
2024-01-16  P1  30% BSF meal, P0 settings: ER 1.18 | uptake 19% | PDI 97.8%
                meal analysis: fat 11%, chitin 7.2%
2024-02-27  P2  defatted BSF meal (5% fat): ER 1.29 | uptake 24% | PDI 97.1%
                -> fat explains only part of the loss.
                Hypothesis (J. Tran): remaining loss = low SME, not the chitin.
2024-04-09  P3  two extra kneading blocks; SME 82 -> 118 kJ/kg: ER 1.39 | uptake 29% | PDI 93.1%
2024-05-21  P4  P3 + 2% wheat gluten: PDI 95.6% | uptake 28.5% | sinking 16.2 cm/s (too fast)
2024-06-25  P5  P4 with barrel moisture 24% -> 27%: ER 1.44 | sinking 12.8 cm/s | uptake 30% |
                PDI 95.2% | DM loss 6.4%
""",
        "storage_test_interim_2024-09-10.md": """
# BSF-P storage test — interim result (2024-09-10)

- Started 2024-08-13: coated P5 and P0 pellets, sealed bags, 20 °C, planned duration 10 weeks.
- 4 weeks (2024-09-10), oil leakage (% of pellet weight):
  - P5: 0.9%
  - P0: 0.8%
- Next reading at 10 weeks.
""",
    },
)

# 7 ------------------------------------------------------------------------------------------------
case(
    name="fr_cidre_glace_fermentation",
    language="fr",
    fy=("2023-09-01", "2024-08-31"),
    title="Cidrerie Val-des-Pommes inc. — Projet CG-24 : fermentation du cidre de glace à haute concentration\n"
          "Exercice du 1er septembre 2023 au 31 août 2024",
    heads={"242": "Ligne 242 – Incertitudes technologiques\n\n", "244": "Ligne 244 – Travaux effectués\n\n",
           "246": "Ligne 246 – Progrès technologiques\n\n"},
    bodies={
        "242": """
Le cidre de glace est fait à partir de moût de pommes concentré par le froid naturel de l'hiver québécois, jusqu'à 32 à 38 °Brix. Sa fermentation est lente et difficile : la levure subit un stress osmotique important, elle s'arrête souvent avant d'atteindre le taux d'alcool visé et elle produit de l'acide acétique, qui donne un défaut d'acidité volatile. Notre objectif pour l'exercice était de lancer un cidre de glace haut de gamme destiné aux marchés asiatiques et d'augmenter nos ventes à la SAQ.

Nos cuvées des dernières années s'arrêtaient entre 5 et 6 % d'alcool, avec une acidité volatile supérieure à 1,2 g/L. Nous ne savions pas si l'arrêt venait du choc osmotique à l'inoculation, d'une carence en azote assimilable du moût concentré ou de la température de fermentation, et ces causes peuvent agir ensemble. Un apport d'azote corrige habituellement une carence, mais chez une levure sous stress osmotique, une croissance plus rapide pourrait augmenter la production d'acide acétique plutôt que la réduire. L'acclimatation de la levure à des concentrations croissantes de sucre est pratiquée pour le vin de glace, mais on ignorait le nombre de paliers nécessaire et son effet dans un moût de pomme, qui contient de l'acide malique, du sorbitol et un profil azoté différent de celui du raisin. Les travaux publiés sur le vin de glace de Vidal et les guides des fournisseurs de levures ne permettaient pas de prévoir le résultat de ces combinaisons dans notre moût.
""",
        "244": """
Les essais ont été faits en cuves de 200 L avec du moût de McIntosh et de Spartan cryoconcentré et la levure EC-1118. Cibles : 9 % d'alcool en 60 jours ou moins, une acidité volatile (AV) d'au plus 1,0 g/L et au moins 130 g/L de sucre résiduel.

Le 24 janvier 2024 (F0), le moût à 37 °Brix, inoculé avec la levure réhydratée directement, s'est arrêté à 5,2 % après 45 jours, avec une AV de 1,46 g/L. L'azote assimilable (APA) du moût n'était que de 62 mg N/L.

Le 7 février (F1), une levure acclimatée en pied de cuve en trois paliers (12, 22 puis 30 °Brix) a atteint 8,1 % en 60 jours, avec une AV de 1,12 g/L.

Le 21 février (F2), le même pied de cuve, avec un nutriment organique ajouté à l'inoculation pour porter l'APA à 180 mg N/L, a atteint 9,3 % en 52 jours, mais l'AV est montée à 1,31 g/L. Notre hypothèse était qu'une croissance rapide au départ, en plein stress osmotique, augmentait la production d'acide acétique.

Le 6 mars (F3), nous avons fractionné le même apport d'azote, une moitié à l'inoculation et l'autre au tiers de la fermentation : 9,1 % en 54 jours, avec une AV de 0,94 g/L.

Le 3 avril (F4), la recette F3 fermentée à 10 °C au lieu de 14 °C n'a atteint que 7,4 % en 60 jours, avec une AV de 0,81 g/L.

Le 12 juin, la répétition de F3 en cuve de 1 000 L (F5) a donné 9,0 % en 56 jours, une AV de 0,97 g/L et 142 g/L de sucre résiduel.
""",
        "246": """
Nous avons établi que, dans un moût de pomme cryoconcentré à 37 °Brix, l'arrêt de fermentation tient d'abord au choc osmotique à l'inoculation : l'acclimatation de la levure en trois paliers a fait passer l'alcool final de 5,2 % à 8,1 %. Nous avons aussi montré que l'apport d'azote, nécessaire dans ce moût pauvre (62 mg N/L), augmente l'acidité volatile lorsqu'il est fait en entier à l'inoculation (1,31 g/L), alors que le même apport fractionné donne une fermentation presque aussi rapide avec une AV de 0,94 g/L. Une température de 10 °C réduit encore l'AV, mais ralentit trop la fermentation pour atteindre 9 % en 60 jours. Il reste à vérifier si ces résultats se reproduisent avec d'autres variétés de pommes et avec un moût plus concentré. En cuve de 1 000 L, la teneur en glycérol a atteint 11,8 g/L, ce qui confirme une meilleure tolérance de la levure au stress osmotique. Ce procédé novateur fait de la Cidrerie Val-des-Pommes une référence incontournable du cidre de glace québécois.
""",
    },
    defects=[
        ("242", "not_uncertainty",
         "Notre objectif pour l'exercice était de lancer un cidre de glace haut de gamme destiné aux marchés asiatiques et d'augmenter nos ventes à la SAQ."),
        ("246", "unsupported",
         "En cuve de 1 000 L, la teneur en glycérol a atteint 11,8 g/L, ce qui confirme une meilleure tolérance de la levure au stress osmotique."),
        ("246", "marketing",
         "Ce procédé novateur fait de la Cidrerie Val-des-Pommes une référence incontournable du cidre de glace québécois."),
    ],
    unsupported=["11,8 g/L"],
    evidence={
        "journal_fermentations_CG-24.txt": """
CIDRERIE VAL-DES-POMMES INC. — Journal des fermentations, projet CG-24
Cuves d'essai : 200 L | moût McIntosh + Spartan cryoconcentré | levure EC-1118
Cibles : 9 % alc. en 60 jours ou moins | AV ≤ 1,0 g/L | sucre résiduel ≥ 130 g/L

2024-01-24  F0  moût 37 °Brix, levure réhydratée directement
                arrêt à 5,2 % après 45 jours ; AV 1,46 g/L ; APA du moût : 62 mg N/L
2024-02-07  F1  pied de cuve en trois paliers (12, 22 puis 30 °Brix)
                8,1 % en 60 jours ; AV 1,12 g/L
2024-02-21  F2  pied de cuve + nutriment organique à l'inoculation (APA portée à 180 mg N/L)
                9,3 % en 52 jours ; AV 1,31 g/L
                Hypothèse (M.-C. Gagnon) : croissance rapide en plein stress osmotique -> plus d'acide acétique
2024-03-06  F3  même apport d'azote fractionné : moitié à l'inoculation, moitié au tiers de la fermentation ; 14 °C
                9,1 % en 54 jours ; AV 0,94 g/L
2024-04-03  F4  recette F3 à 10 °C au lieu de 14 °C
                7,4 % en 60 jours ; AV 0,81 g/L
2024-06-12  F5  répétition de F3 en cuve de 1 000 L
                9,0 % en 56 jours (fin de fermentation le 2024-08-07) ; analyses : voir rapport du labo
""",
        "rapport_analyse_F5_2024-08-09.md": """
# Rapport d'analyse — cuvée F5 (projet CG-24)

Échantillon prélevé le 2024-08-08, cuve de 1 000 L. Rapport émis le 2024-08-09.

| Paramètre | Résultat |
|---|---|
| Alcool | 9,0 % vol. |
| Acidité volatile (acide acétique) | 0,97 g/L |
| Sucre résiduel | 142 g/L |
| Glycérol | 8,6 g/L |
| Acidité totale (acide malique) | 9,4 g/L |
""",
    },
)

# 8 ------------------------------------------------------------------------------------------------
case(
    name="fr_crampons_chenille_motoneige",
    language="fr",
    fy=("2024-05-01", "2025-04-30"),
    title="Chenilles Boréales inc. (Valcourt) — Projet CR-5\n"
          "Ancrage des crampons de chenille de motoneige à très basse température\n"
          "Exercice financier : 1er mai 2024 au 30 avril 2025",
    heads={"242": "242 – Incertitudes technologiques\n\n", "244": "244 – Travaux effectués\n\n",
           "246": "246 – Progrès technologiques\n\n"},
    bodies={
        "242": """
Nous fabriquons des crampons en acier à pointe de carbure qui se fixent à travers la chenille en caoutchouc d'une motoneige, entre les tiges de fibre de verre, et qui sont retenus à l'intérieur par une plaque d'appui et un écrou. Par grand froid, des utilisateurs du Nord-du-Québec signalent des déchirures du caoutchouc autour des crampons, qui mènent à la perte de crampons et parfois à l'arrachement d'une section de chenille. Nos essais de fatigue habituels se font à la température ambiante, où ce mode de rupture n'apparaît pas.

Nous ne savions pas où ni pourquoi la fissure s'amorçait à basse température : au bord du trou percé dans le caoutchouc, là où les guides des fabricants de chenilles situent le risque, ou au contour de la plaque d'appui, où le caoutchouc durci par le froid est plié à chaque passage sur les roues de la suspension. Le caoutchouc de chenille se rigidifie fortement sous -25 °C, et son comportement en fatigue dans cette plage n'est pas publié par les fabricants. On ignorait aussi si une plaque d'appui plus grande répartirait mieux les efforts ou, au contraire, déplacerait la concentration de contraintes vers son contour, et si un rebord relevé pouvait réduire la flexion locale du caoutchouc. Les modèles par éléments finis du caoutchouc exigent des paramètres de matériau mesurés à la température visée, que nous n'avions pas, et les données publiées sur le caoutchouc naturel et le SBR ne couvrent pas la formulation de nos chenilles, renforcée de fibre de verre.
""",
        "244": """
Le banc de fatigue fait passer une section de chenille de 1 m sur deux roues de suspension dans une chambre froide, à raison de 3 cycles par seconde, avec une charge de 1,8 kN par crampon. Les essais à froid ont été faits à -30 °C, et le critère de rupture était une fissure visible de 5 mm.

Les travaux réalisés au cours de l'exercice ont compris les étapes suivantes :
- essais de référence de nos crampons actuels avec la plaque d'appui ronde de 25 mm, à 20 °C et à -30 °C;
- mesure du module du caoutchouc de la chenille entre 20 °C et -40 °C pour alimenter le modèle;
- modélisation par éléments finis de la zone de caoutchouc autour du crampon;
- conception de trois plaques d'appui : ronde de 32 mm, ovale, et ovale à rebord relevé;
- fabrication de 12 prototypes de chaque plaque par découpe au laser et pliage;
- essais de fatigue à froid des prototypes sur le banc;
- examen des fissures au microscope;
- essai sur sentier de deux motoneiges équipées des prototypes, près de Chibougamau.
""",
        "246": """
Nous avons établi qu'à -30 °C la fissure ne s'amorce pas au bord du trou du crampon, comme à la température ambiante, mais au contour de la plaque d'appui, où le caoutchouc rigidifié est plié à chaque passage sur les roues. Le module du caoutchouc de nos chenilles passe de 9 MPa à 20 °C à 61 MPa à -30 °C, et le modèle par éléments finis alimenté par ces valeurs situe la déformation maximale au contour de la plaque, ce que l'examen des fissures au microscope a confirmé. Agrandir la plaque ronde de 25 à 32 mm n'a fait que déplacer ce maximum : la durée de vie est passée de 140 000 à 190 000 cycles seulement. Une plaque ovale à rebord relevé, qui réduit la flexion locale du caoutchouc à son contour, a porté la durée de vie à 620 000 cycles à -30 °C, soit plus que les 450 000 cycles obtenus à 20 °C avec la plaque d'origine. La nouvelle plaque rend aussi la chenille nettement plus durable en utilisation réelle.
""",
    },
    defects=[
        ("244", "not_chronological",
         "Les travaux réalisés au cours de l'exercice ont compris les étapes suivantes :"),
        ("246", "unmeasured",
         "La nouvelle plaque rend aussi la chenille nettement plus durable en utilisation réelle."),
    ],
    unsupported=[],
    evidence={
        "registre_banc_fatigue_CR-5.txt": """
CHENILLES BORÉALES INC. — Projet CR-5 — Registre du banc de fatigue à froid
Banc : section de chenille de 1 m sur deux roues de suspension, chambre froide ; 3 cycles par seconde ;
       charge de 1,8 kN par crampon
Critère de rupture : fissure visible de 5 mm

2024-06-11  Référence, crampon actuel + plaque ronde de 25 mm, à 20 °C : rupture à 450 000 cycles
            (moyenne de 3 essais) ; fissure au bord du trou
2024-06-26  Référence, même montage, à -30 °C : rupture à 140 000 cycles ; fissure au contour de la plaque
2024-07-15  Module du caoutchouc de chenille (DMA), de 20 °C à -40 °C :
            9 MPa à 20 °C ; 61 MPa à -30 °C ; 118 MPa à -40 °C
2024-08-20  Modèle EF (caoutchouc + tiges, modules mesurés) : à -30 °C, déformation maximale au contour
            de la plaque ; à 20 °C, au bord du trou
2024-09-17  Conception : plaque ronde de 32 mm ; ovale ; ovale à rebord relevé (rebord de 1,5 mm)
2024-10-08  Fabrication : 12 prototypes de chaque plaque (découpe au laser + pliage)
2024-11-05  À -30 °C, plaque ronde de 32 mm : 190 000 cycles ; fissure au contour
2024-11-26  À -30 °C, plaque ovale plate : 260 000 cycles ; fissure au contour
2025-01-14  À -30 °C, plaque ovale à rebord : 620 000 cycles (moyenne de 3 essais) ; pas de fissure au
            contour, fissure finale au bord du trou
2025-01-30  Microscope : amorces au contour confirmées pour les plaques rondes de 25 et 32 mm
""",
        "note_essai_sentier_2025-03-20.md": """
# CR-5 — Note d'essai sur sentier (2025-03-20)

- Deux motoneiges équipées des plaques ovales à rebord, près de Chibougamau, du 2025-02-10 au 2025-03-14.
- Températures relevées : -8 °C à -36 °C.
- Aucune déchirure ni perte de crampon observée à l'inspection finale.
- L'essai est trop court pour conclure sur la durée de vie en service ; à reprendre l'hiver prochain.
""",
    },
)

# 9 ------------------------------------------------------------------------------------------------
case(
    name="fr_substrat_tourbe_fibre_bois",
    language="fr",
    fy=("2024-01-01", "2024-12-31"),
    title="Tourbières Nordiques du Lac inc. — Projet SF-24\n"
          "Substrat de culture à 40 % de fibre de bois — année d'imposition 2024",
    heads={"242": "Ligne 242 : ", "244": "Ligne 244 : ", "246": "Ligne 246 : "},
    bodies={
        "242": """
Les substrats de culture en serre sont faits surtout de tourbe de sphaigne, que nous récoltons dans le Bas-Saint-Laurent. La fibre de bois défibrée, produite à partir de copeaux de résineux chauffés à la vapeur puis défibrés mécaniquement, peut remplacer une partie de la tourbe, mais elle pose deux problèmes connus. D'abord, les micro-organismes qui décomposent la fibre consomment l'azote de la fertilisation, ce qui en prive la plante : c'est l'immobilisation. Ensuite, nos substrats sont comprimés en ballots d'environ 2:1 pour le transport, et la fibre se tasse autrement que la tourbe, ce qui peut réduire la porosité d'air après la décompression.

Nous voulions remplacer 40 % de la tourbe par de la fibre de sapin baumier et d'épinette noire, deux essences dont les fibres n'ont pas été étudiées pour cet usage. Nous ne savions pas d'où venait l'immobilisation d'azote dans notre fibre : de la cellulose elle-même, décomposée lentement, ou de composés solubles libérés par le traitement à la vapeur, ce qui changerait complètement la façon de la réduire. Nous ignorions aussi si la température de défibrage augmentait ou réduisait ce phénomène, et si une fibre dont on retire les particules fines garderait une porosité d'air suffisante après compression. Les données publiées portent surtout sur des fibres de pin européennes, à des taux de 20 à 30 %, et sur des substrats non comprimés ; elles ne permettaient pas de prévoir le comportement de notre fibre dans nos conditions.
""",
        "244": """
Toutes les formulations contenaient 60 % de tourbe blonde et 40 % de fibre, en volume. L'immobilisation était mesurée par un test d'incubation de 14 jours avec 200 mg N/L de nitrate, la cible étant de récupérer au moins 80 % du nitrate. La porosité d'air était mesurée après compression 2:1 et décompression, avec une cible d'au moins 15 %.

Le 12 décembre 2023, la fibre défibrée à 160 °C n'a permis de récupérer que 46 % du nitrate, avec une porosité d'air de 12 %.

Le 30 janvier, la fibre défibrée à 180 °C a donné 63 %. L'extrait à l'eau de cette fibre contenait moins de sucres solubles, soit 0,8 % contre 2,1 % pour la fibre à 160 °C. Notre hypothèse était que l'immobilisation venait surtout de ces composés solubles et non de la cellulose.

Le 12 mars, la fibre à 160 °C lavée à l'eau chaude a donné 78 %, ce qui appuyait cette hypothèse. Le 16 avril, la même fibre lavée puis imprégnée de 1 kg N/m³ a donné 88 %.

Le 4 juin, les mesures après compression ont montré une porosité d'air de 13 %, et 41 % de la fibre était formée de particules de moins de 2 mm. Après criblage de ces particules fines, la porosité est passée à 18 %.

Le 20 août, nous avons commencé un essai de 6 semaines en serre sur des pétunias, avec la fertigation habituelle ; la biomasse sèche a atteint 94 % de celle du témoin 100 % tourbe.

Au printemps, nous avons aussi réalisé une étude de marché auprès de 35 serriculteurs du Québec et de l'Ontario afin de connaître le prix qu'ils seraient prêts à payer pour un substrat à teneur réduite en tourbe.
""",
        "246": """
Nous avons établi que l'immobilisation de l'azote par notre fibre de sapin et d'épinette vient surtout des composés solubles libérés au défibrage et non de la cellulose : un simple lavage à l'eau chaude a fait passer la récupération du nitrate de 46 % à 78 %, et la fibre défibrée à 180 °C, qui contient moins de sucres solubles (0,8 % contre 2,1 %), immobilisait aussi moins d'azote. Avec une imprégnation de 1 kg N/m³, la récupération a atteint 88 %, au-dessus de notre cible de 80 %. Nous avons aussi montré que la perte de porosité d'air après compression tient aux particules de moins de 2 mm, qui formaient 41 % de la fibre : leur retrait a porté la porosité de 13 % à 18 %, au-dessus de la cible de 15 %. En serre, le substrat à 40 % de fibre a produit 94 % de la biomasse du témoin. Il reste à vérifier si l'effet du lavage se maintient après plusieurs mois d'entreposage des ballots, pendant lesquels la fibre continue de se décomposer.
""",
    },
    defects=[
        ("244", "date_outside_year",
         "Le 12 décembre 2023, la fibre défibrée à 160 °C n'a permis de récupérer que 46 % du nitrate, avec une porosité d'air de 12 %."),
        ("244", "routine",
         "Au printemps, nous avons aussi réalisé une étude de marché auprès de 35 serriculteurs du Québec et de l'Ontario afin de connaître le prix qu'ils seraient prêts à payer pour un substrat à teneur réduite en tourbe."),
    ],
    unsupported=[],
    evidence={
        "cahier_labo_SF-24.txt": """
TOURBIÈRES NORDIQUES DU LAC INC. — Cahier de laboratoire, projet SF-24
Formulation : 60 % tourbe blonde + 40 % fibre (v/v)
Test d'immobilisation : incubation de 14 jours, 200 mg N/L de nitrate ; cible : ≥ 80 % du nitrate récupéré
Porosité d'air après compression 2:1 puis décompression ; cible : ≥ 15 %

2023-12-12  Fibre défibrée à 160 °C (lot d'essai préliminaire) : nitrate récupéré 46 % ; porosité d'air 12 %
2024-01-30  Fibre défibrée à 180 °C : nitrate récupéré 63 %
            Sucres solubles (extrait à l'eau) : 0,8 % (180 °C) contre 2,1 % (160 °C)
            Hypothèse (É. Pelletier) : immobilisation surtout due aux composés solubles, pas à la cellulose
2024-03-12  Fibre à 160 °C lavée à l'eau chaude : 78 %
2024-04-16  Fibre lavée + imprégnation de 1 kg N/m³ : 88 %
2024-06-04  Après compression : porosité d'air 13 % ; particules < 2 mm = 41 % de la fibre
            Après criblage des fines (< 2 mm) : porosité d'air 18 %
2024-08-20  Début de l'essai en serre : pétunias, 6 semaines, fertigation habituelle
2024-10-01  Fin de l'essai en serre : biomasse sèche = 94 % du témoin 100 % tourbe
""",
        "note_etude_marche_2024-05-15.md": """
# Note — étude de marché, substrat à teneur réduite en tourbe (2024-05-15)

- Entrevues téléphoniques auprès de 35 serriculteurs (Québec et Ontario), avril et mai 2024.
- Question principale : prix accepté pour un substrat à teneur réduite en tourbe, par rapport à notre substrat standard.
- Résultats remis à l'équipe des ventes.
""",
    },
)

# 10 -----------------------------------------------------------------------------------------------
case(
    name="fr_tri_optique_bois_traite_crd",
    language="fr",
    fy=("2023-04-01", "2024-03-31"),
    title="RECYCLAGE OPTIQUE LAURENTIDES INC.\n"
          "Projet TV-3 : détection du bois traité dans le bois de CRD par imagerie hyperspectrale\n"
          "Exercice terminé le 31 mars 2024",
    heads={
        "242": "Quelles incertitudes scientifiques ou technologiques avez-vous tenté d'éliminer?\n\n",
        "244": "Quel travail avez-vous effectué pendant l'année d'imposition pour surmonter les incertitudes "
               "scientifiques ou technologiques décrites à la ligne 242?\n\n",
        "246": "Quelles avancées scientifiques ou technologiques avez-vous réalisées ou tenté de réaliser "
               "à la suite des travaux décrits à la ligne 244?\n\n",
    },
    bodies={
        "242": """
Notre centre de Mirabel reçoit du bois de construction, de rénovation et de démolition (CRD) qui est broyé pour produire de la biomasse et des panneaux. Le bois traité à l'arséniate de cuivre chromaté (ACC) doit en être retiré, car l'arsenic et le chrome rendent la biomasse impropre à la combustion et au recyclage. Ce tri est fait à la main par des trieurs qui se fient à la teinte verte du bois traité. Notre objectif était de doubler la capacité de notre centre de tri et de décrocher le contrat de la Ville de Laval pour le bois de CRD. Notre système de tri intelligent, unique en Amérique du Nord, va révolutionner le recyclage du bois au Québec.

Les caméras hyperspectrales dans le proche infrarouge (900 à 1 700 nm) distinguent bien le bois des plastiques, mais le bois traité à l'ACC a presque la même composition organique que le bois non traité ; les métaux n'y sont présents qu'à quelques kilogrammes par mètre cube. Nous ne savions pas si une signature du cuivre ou du chrome était détectable optiquement sur des pièces vieillies, grisées ou salies, ni dans quelle bande spectrale la chercher. La fluorescence X détecte les métaux de façon fiable, mais point par point et trop lentement pour un convoyeur à 2,5 m/s. On ignorait aussi l'effet de l'eau, de la neige et de la glace sur les pièces reçues en hiver, puisque l'eau absorbe fortement dans le proche infrarouge, ainsi que celui de la peinture, qui masque la surface du bois.
""",
        "244": """
La référence était l'analyse de chaque pièce par fluorescence X portative (arsenic et cuivre). La cible était de détecter au moins 95 % des pièces traitées à l'ACC en rejetant moins de 3 % des pièces non traitées, à 2,5 m/s.

Le 16 mai 2023, la caméra proche infrarouge seule (900 à 1 700 nm), sur un lot de 1 200 pièces dont 180 traitées, n'a détecté que 61 % des pièces traitées.

Le 27 juin, l'ajout d'une caméra couleur, qui repère la teinte verte du bois traité récent, a porté la détection à 79 %. Les 38 pièces manquées étaient toutes vieillies et grisées.

Le 22 août, notre hypothèse était que le cuivre, présent même dans le bois grisé, produit une large bande d'absorption dans le rouge lointain et le proche infrarouge court, hors de la plage de notre caméra. Une caméra de 400 à 1 000 nm a montré une bande centrée vers 800 nm sur les pièces traitées, y compris grisées, et la détection est passée à 91 % sur le même lot.

Le 10 octobre, nous avons entraîné un classificateur par arbres de décision à gradient sur 64 bandes des deux caméras, avec 3 400 pièces.

Le 28 novembre, des pièces mouillées ou couvertes de neige ont fait chuter la détection à 83 %, car la bande de l'eau vers 1 450 nm saturait le signal. Un couteau d'air placé avant les caméras l'a ramenée à 93 %.

Le 23 janvier 2024, un essai à l'aveugle sur 1 850 pièces a donné une détection de 95,4 % et 2,6 % de faux rejets à 2,5 m/s. Les pièces peintes restent le principal échec : seulement 72 % d'entre elles ont été détectées.
""",
        "246": """
Nous avons établi que le bois traité à l'ACC peut être reconnu optiquement même lorsqu'il est vieilli et grisé, grâce à une bande d'absorption du cuivre centrée vers 800 nm, hors de la plage des caméras proche infrarouge utilisées en tri : cette bande a fait passer la détection de 79 % à 91 % sur le même lot. Nous avons aussi montré que l'eau de surface, et non le bois lui-même, explique la baisse de détection en hiver (83 %), puisqu'un couteau d'air suffit à la rétablir à 93 %. Avec les deux caméras, la détection a atteint 95,4 % avec 2,6 % de faux rejets à 2,5 m/s. La peinture reste une limite : seulement 72 % des pièces peintes ont été détectées, et il n'est pas établi qu'une méthode optique puisse faire mieux. Le classificateur est aussi beaucoup plus fiable que l'inspection visuelle faite par nos trieurs. Depuis février 2024, le système trie 40 tonnes de bois par jour à Mirabel et la Ville de Laval nous a accordé son contrat.
""",
    },
    defects=[
        ("242", "not_uncertainty",
         "Notre objectif était de doubler la capacité de notre centre de tri et de décrocher le contrat de la Ville de Laval pour le bois de CRD."),
        ("242", "marketing",
         "Notre système de tri intelligent, unique en Amérique du Nord, va révolutionner le recyclage du bois au Québec."),
        ("246", "unmeasured",
         "Le classificateur est aussi beaucoup plus fiable que l'inspection visuelle faite par nos trieurs."),
        ("246", "not_advancement",
         "Depuis février 2024, le système trie 40 tonnes de bois par jour à Mirabel et la Ville de Laval nous a accordé son contrat."),
    ],
    unsupported=[],
    evidence={
        "journal_essais_TV-3.txt": """
RECYCLAGE OPTIQUE LAURENTIDES INC. — Projet TV-3 — Journal des essais
Référence : fluorescence X portative (As, Cu) sur chaque pièce
Cible : détection ≥ 95 % des pièces ACC ; faux rejets < 3 % des pièces non traitées ; convoyeur à 2,5 m/s

2023-05-16  Caméra NIR seule (900 à 1 700 nm) ; lot A : 1 200 pièces, dont 180 ACC
            Détection ACC : 110 sur 180 = 61 %
2023-06-27  NIR + caméra couleur (teinte verte) ; lot A : 142 sur 180 = 79 %
            38 pièces manquées, toutes vieillies/grisées
2023-08-22  Hypothèse (L. Charbonneau) : bande d'absorption du cuivre (rouge lointain / NIR court), hors plage NIR
            Caméra VNIR de 400 à 1 000 nm : bande centrée vers 800 nm sur ACC, même grisé
            Lot A : 164 sur 180 = 91 %
2023-10-10  Classificateur (arbres de décision à gradient), 64 bandes VNIR + NIR ; entraînement sur 3 400 pièces
2023-11-28  Pièces mouillées ou enneigées : détection 83 % (bande de l'eau vers 1 450 nm saturée)
            Couteau d'air avant les caméras : 93 %
2024-01-23  Essai à l'aveugle : 1 850 pièces à 2,5 m/s ; détection 95,4 % ; faux rejets 2,6 %
            Pièces peintes : 72 % détectées (principal échec)
""",
        "note_mise_en_service_2024-02-19.md": """
# TV-3 — Note de mise en service (2024-02-19)

- Système installé sur la ligne de tri de Mirabel, mise en service le 2024-02-05.
- Débit moyen des deux premières semaines : 40 tonnes de bois par jour.
- Contrat de la Ville de Laval (bois de CRD) signé le 2024-02-16.
""",
    },
)


def main():
    errors = []
    kinds = Counter()
    clean = 0
    for c in CASES:
        out = check_and_write(c, errors)
        ks = []
        for ln, v in out["lines"].items():
            if v["clean"]:
                clean += 1
            for d in v["defects"]:
                kinds[d["kind"]] += 1
                ks.append(f"{ln}:{d['kind']}")
        print(f"{c['name']:34s} words {c.get('_wc')}  {ks}  unsupported={out['unsupported']}")
    print(f"\n{len(CASES)} cases, {sum(kinds.values())} defects, {clean} clean lines")
    for k in sorted(KINDS):
        print(f"  {k:20s} {kinds[k]}")
    if errors:
        print("\nERRORS:")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("all checks passed")


if __name__ == "__main__":
    main()
