#!/usr/bin/env python3
"""Writes the review_first_2 held-out cases (evidence files + case.json) and checks them.

Run:  python3 tests/quality/review_first_2/make_cases.py
Format: see tests/quality/review/README.md. Checks done here:
  - every defect `sentence` occurs exactly once in the draft, inside the body of its line, on one line;
  - word counts: over_limit lines above the limit (350 / 700 / 350), other lines (heading included)
    at least 30 below it;
  - every `unsupported` string is in the draft once, inside an `unsupported` sentence, in no evidence
    file, and its value occurs nowhere in the evidence (as a number, or as a date);
  - every other figure and date of lines 244 and 246 is found in the evidence; 244 dates are inside
    the fiscal year unless the sentence is a `date_outside_year` defect (whose date is outside the
    year and in the evidence).
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
KINDS = {"marketing", "routine", "unmeasured", "date_outside_year", "unsupported", "not_uncertainty",
         "not_advancement", "over_limit", "not_chronological"}

EN_MONTHS = {m: i + 1 for i, m in enumerate(
    ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
     "november", "december"])}
FR_MONTHS = {"janvier": 1, "février": 2, "mars": 3, "avril": 4, "mai": 5, "juin": 6, "juillet": 7,
             "août": 8, "septembre": 9, "octobre": 10, "novembre": 11, "décembre": 12}
EN_M = "|".join(EN_MONTHS)
FR_M = "|".join(FR_MONTHS)

CASES = []


def case(**kw):
    CASES.append(kw)


# --------------------------------------------------------------------------------------------------
# Parsing helpers for the checks
# --------------------------------------------------------------------------------------------------

def find_dates(text, lang, fy=None, need_year=False):
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
    if lang == "en" or True:  # evidence of French cases may hold English forms too; drafts use their own
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


def word_counts(s):
    toks = s.split()
    return len(toks), len([t for t in toks if re.search(r"\w", t)])


# --------------------------------------------------------------------------------------------------
# Writer + checker
# --------------------------------------------------------------------------------------------------

def build(c):
    parts = [c["title"].strip("\n"), ""]
    spans = {}
    draft = c["title"].strip("\n") + "\n\n"
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

    # evidence
    ev_text = {fn: t.strip("\n") + "\n" for fn, t in c["evidence"].items()}
    if not 1 <= len(ev_text) <= 3:
        err("needs 1-3 evidence files")
    all_ev = "\n".join(ev_text.values())
    ev_dates_list, ev_masked = find_dates(all_ev, lang, need_year=True)
    ev_dates = {d for d, _ in ev_dates_list if isinstance(d, dt.date)}
    ev_months = {(d.year, d.month) for d in ev_dates} | {d for d, _ in ev_dates_list if isinstance(d, tuple)}
    ev_nums = {v for v, _ in find_numbers(all_ev, lang)}

    # defects
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

    # word counts
    for ln, (s, e, head) in spans.items():
        body = draft[s:e]
        ws, wt = word_counts(body)
        hs, ht = word_counts(head)
        over = any(d["kind"] == "over_limit" for d in lines[ln]["defects"])
        if over:
            if min(ws, wt) <= LIMITS[ln]:
                err(f"line {ln} over_limit but only {ws}/{wt} words")
            first = lines[ln]["defects"][[d["kind"] for d in lines[ln]["defects"]].index("over_limit")]
            if not body.lstrip().startswith(first["sentence"]):
                err(f"line {ln}: over_limit sentence is not the first sentence")
        elif max(ws + hs, wt + ht) > LIMITS[ln] - 30:
            err(f"line {ln}: {ws + hs}/{wt + ht} words, not 30 below {LIMITS[ln]}")
        c.setdefault("_wc", {})[ln] = (ws, wt)

    # unsupported strings
    unsup_sents = [d["sentence"] for ln in lines for d in lines[ln]["defects"] if d["kind"] == "unsupported"]
    for u in c["unsupported"]:
        if draft.count(u) != 1:
            err(f"unsupported {u!r} occurs {draft.count(u)} times in draft")
        if not any(u in s for s in unsup_sents):
            err(f"unsupported {u!r} not inside an unsupported sentence")
        for fn, t in ev_text.items():
            if u in t:
                err(f"unsupported {u!r} found in evidence {fn}")
        ds, rest = find_dates(u, lang, fy)
        for d, _ in ds:
            if d in ev_dates:
                err(f"unsupported date {u!r} is in the evidence")
        for v, _ in find_numbers(rest, lang):
            if v in ev_nums:
                err(f"unsupported value {v} of {u!r} occurs as a number in the evidence")
    if len(unsup_sents) != len(c["unsupported"]):
        err("one unsupported string per unsupported sentence expected")

    # figures and dates of 244 / 246
    out_year_sents = [d["sentence"] for d in lines["244"]["defects"] if d["kind"] == "date_outside_year"]
    unsup_spans = []
    for u in c["unsupported"]:
        i = draft.find(u)
        if i >= 0:
            unsup_spans.append((i, i + len(u)))
    for ln in ("244", "246"):
        s, e, _ = spans[ln]
        body = draft[s:e]
        dates, masked = find_dates(body, lang, fy)
        # dates that did not resolve into the fiscal year (no year given) are caught here
        for m in re.finditer(r"\b(%s) (\d{1,2})\b|\b(\d{1,2}|1er) (%s)\b" % (EN_M, FR_M), masked, re.I):
            err(f"line {ln}: date {m[0]!r} without year does not fall in the fiscal year")
        for d, (a, b) in dates:
            absa, absb = s + a, s + b
            if any(us <= absa and absb <= ue for us, ue in unsup_spans):
                continue
            in_out = any(draft.find(x) <= absa and absb <= draft.find(x) + len(x) for x in out_year_sents)
            if isinstance(d, tuple):
                if d not in ev_months:
                    err(f"line {ln}: month {d} not in evidence")
                continue
            if d not in ev_dates:
                err(f"line {ln}: date {body[a:b]!r} ({d}) not in evidence")
            if ln == "244":
                inside = fy[0] <= d <= fy[1]
                if in_out and inside:
                    err(f"date_outside_year sentence holds an in-year date {d}")
                if not in_out and not inside:
                    err(f"line 244: date {d} outside the fiscal year without a defect")
        for v, (a, b) in find_numbers(masked, lang):
            absa, absb = s + a, s + b
            if any(us <= absa and absb <= ue for us, ue in unsup_spans):
                continue
            if v not in ev_nums:
                err(f"line {ln}: figure {body[a:b]!r} not in evidence")
    for sent in out_year_sents:
        ds, _ = find_dates(sent, lang, fy)
        if not any(isinstance(d, dt.date) and not (fy[0] <= d <= fy[1]) and d in ev_dates for d, _ in ds):
            err("date_outside_year sentence has no outside-year date found in evidence")

    # write
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
    name="en_drone_spray_drift",
    language="en",
    fy=("2024-01-01", "2024-12-31"),
    title="Skyfield Ag Robotics Inc. - SR&ED project SD-24 (tax year 2024)\n"
          "Drift control for multirotor spray drones",
    heads={"242": "L242 - Uncertainties\n\n", "244": "L244 - Work performed\n\n",
           "246": "L246 - Advancements\n\n"},
    bodies={
        "242": """
Spray drones are now used to apply herbicides on small or wet fields that ground sprayers cannot reach. Commercially available spray drones, such as the DJI Agras series, and our own H-6 hexacopter carry rotary atomisers under the rotors, and the pesticide labels registered by the PMRA are written for ground booms and manned aircraft. Drift from a multirotor drone behaves differently: the rotor downwash pushes the spray down in the centre of the swath, but the outwash at the edges of the swath can lift fine droplets and carry them downwind.

We did not know which mechanism controlled off-target drift from a multirotor drone: the overall droplet size spectrum, as for ground booms, or the local airflow at the swath edges. The usual drift-reduction measures for booms (coarser droplets, lower release height, lower speed) could not be assumed to work, because coarser droplets reduce coverage under a rotor and a lower height changes the downwash itself. We also did not know whether drift could be reduced without losing the uniformity of coverage needed for herbicide efficacy, or whether the drone could react to a crosswind in flight. No published data or manufacturer guidance described the drift behaviour of a six-rotor layout at these heights, so the answers had to come from instrumented field trials.
""",
        "244": """
Every trial sprayed water with a fluorescent tracer over a 50 m swath, with drift collectors at 5, 10, 20 and 40 m downwind and a weather mast logging wind speed. We report drift as the deposit at 10 m in percent of the applied rate, and coverage uniformity as the coefficient of variation (CV) across the swath, with a target of 25% or less.

On October 17, 2023, we ran a baseline with the drone at 3.0 m and 6 m/s and a droplet size (VMD) of 150 µm: drift at 10 m was 4.1%, against 0.9% for a ground sprayer with air-induction nozzles.

May 14 (D1): hypothesis: coarser droplets would reduce drift as they do on booms. Raising the VMD to 300 µm cut drift to 2.9%, but the CV rose to 38%, so droplet size alone could not solve the problem.

June 4 (D2): lowering the drone to 2.0 m with fine droplets gave 3.6% drift, barely better than the baseline. We concluded that fine droplets were still carried off by the outwash at the swath edges, and formed the hypothesis that edge drift was driven by the rotor outwash rather than by the overall droplet spectrum.

June 25 (D3): to test this, we coarsened only the two outboard atomisers to 350 µm and kept the four inboard ones at 150 µm, at a height of 2.5 m. Drift at 10 m fell to 1.3% with a CV of 24%.

July 23 (D4): slowing the drone to 4 m/s gave 1.5% drift but cut the work rate by a third, which we judged not viable.

August 20 (D5): we added a controller that reads the onboard anemometer at 10 Hz and shuts off the upwind outboard atomiser in a crosswind. In a 16 km/h wind, drift was 1.2% at 10 m and 0.2% at 40 m, with a CV of 23%. A repeat on canola stubble on September 10, in a 19 km/h wind, gave 1.4% drift and a CV of 25%.
""",
        "246": """
We established that off-target drift from a six-rotor spray drone is governed mainly by the rotor outwash at the swath edges, not by the overall droplet spectrum as it is for ground booms. Coarsening the whole spectrum cut drift only at the cost of coverage (a CV of 38%), and flying lower barely helped, whereas coarsening only the outboard atomisers kept the CV at 24%. We also showed that drift can be controlled in flight: shutting off the upwind outboard atomiser from onboard wind readings cut drift at 10 m from 4.1% to 1.2%, close to the 0.9% of a ground sprayer with air-induction nozzles, while keeping the CV within the 25% target. Drift in winds above 19 km/h and with real herbicide formulations, whose droplet spectra differ from water, remains to be established.
""",
    },
    defects=[
        ("244", "date_outside_year",
         "On October 17, 2023, we ran a baseline with the drone at 3.0 m and 6 m/s and a droplet size (VMD) of 150 µm: drift at 10 m was 4.1%, against 0.9% for a ground sprayer with air-induction nozzles."),
        ("244", "unsupported", "Drift at 10 m fell to 1.3% with a CV of 24%."),
    ],
    unsupported=["1.3%"],
    evidence={
        "sd24_drift_trial_log.txt": """
SKYFIELD AG ROBOTICS INC. - Project SD-24: downwash-aware drift control for spray drones
Drift trial log (field site: research quarter near Grand Coulee, SK)

Method: spray water + 0.5% fluorescent tracer (pyranine) over a 50 m x 20 m swath.
Drift collectors: mylar cards at 5, 10, 20 and 40 m downwind; deposit as % of applied rate.
Coverage: water-sensitive cards across the swath; CV of deposit (target <= 25%).
Weather: 3 m mast (wind speed, direction, temperature, RH).
Drone: H-6 hexacopter (own airframe), 30 L tank, 6 rotary atomisers.
Reference: ground sprayer, 36 m boom, air-induction (AI) low-drift nozzles, same tracer.

2023-10-17  D0 baseline (stubble, after harvest)
  Height 3.0 m, ground speed 6 m/s, atomiser droplet VMD 150 um. Wind 12 km/h.
  Drift at 10 m: 4.1% (ground sprayer same day: 0.9%). At 40 m: 0.8%.
  Smoke puffs: downwash vortex lifts fine droplets at both swath edges.

2024-05-14  D1  VMD raised to 300 um (atomiser speed cut from 9000 to 5500 rpm)
  Wind 11 km/h. Drift at 10 m: 2.9%. Coverage CV 38% - stripes under the rotor arms.
  Larger droplets alone reduce drift but wreck coverage with this rotor layout.

2024-06-04  D2  height lowered to 2.0 m, VMD 150 um
  Wind 13 km/h. Drift at 10 m: 3.6%. Coverage CV 22%.
  Lower height barely helps: fine droplets are still carried by the outwash at the edges.
  Hypothesis: edge drift comes from the rotor outwash at the swath boundary, not from the
  overall droplet spectrum; coarsening only the outboard atomisers should cut it.

2024-06-25  D3  outboard atomisers (2 of 6) at VMD 350 um, inboard 4 at 150 um, height 2.5 m
  Wind 12 km/h. Drift at 10 m: 1.7%. Coverage CV 24%.

2024-07-23  D4  D3 + ground speed 4 m/s (instead of 6 m/s)
  Wind 14 km/h. Drift at 10 m: 1.5%. Coverage CV 21%. Work rate down by a third - not viable.

2024-08-20  D5  D3 settings + crosswind-adaptive shutoff of the upwind outboard atomiser
  (controller reads the onboard anemometer at 10 Hz)
  Wind 16 km/h. Drift at 10 m: 1.2%. At 40 m: 0.2%. Coverage CV 23%.

2024-09-10  D5 repeat on canola stubble, wind 19 km/h
  Drift at 10 m: 1.4%. Coverage CV 25%.
""",
        "memo_sd24_results_2024-11-05.md": """
# Skyfield Ag Robotics - SD-24 results memo
Date: 2024-11-05
From: R. Dubois (flight systems) - To: management team

- Drift from the drone is an edge effect (rotor outwash), not a droplet-spectrum effect.
- Whole-spectrum coarsening (D1) cuts drift but coverage CV goes to 38%: not usable.
- Outboard-only coarsening + upwind atomiser shutoff (D5): drift at 10 m 1.2%
  vs 4.1% baseline and 0.9% for the AI-nozzle ground sprayer.
- Open: winds above 19 km/h; real herbicide tank mixes (spectra differ from water).
""",
    },
)

# 2 ------------------------------------------------------------------------------------------------
case(
    name="en_sawmill_thin_kerf",
    language="en",
    fy=("2024-04-01", "2025-03-31"),
    title="Cedar Bend Forest Products Ltd. — Project CB-K2, thin-kerf headrig\n"
          "Tax year April 1, 2024 to March 31, 2025",
    heads={"242": "**242 – Scientific or technological uncertainties**\n\n",
           "244": "**244 – Work performed**\n\n",
           "246": "**246 – Advancements**\n\n"},
    bodies={
        "242": """
Band saws on a headrig remove a strip of wood, the kerf, with every cut. Our line 2 runs 1.47 mm blades with a 3.4 mm kerf; moving to a 1.07 mm blade with a 2.6 mm kerf would turn part of the sawdust into lumber. Thin-kerf blades are sold by several saw makers and perform well in thawed wood, but a thinner blade is less stiff, and the saw-shop guidance we have for tensioning and strain was developed for standard gauges and unfrozen logs.

In winter our logs arrive frozen, often below -15 °C. We did not know whether a 1.07 mm blade could hold a sawing deviation of 0.5 mm or less in frozen wood, nor what would limit it: the higher cutting forces in frozen fibre, heating at the gullet line that relaxes the tension in the rim, or the strain applied to the blade. Each known remedy carries a risk: more strain stiffens the blade but promotes gullet cracking, cooling changes the temperature profile across the blade in ways that are not documented for thin gauges, and changing the tensioning profile interacts with both. These interactions could not be predicted from published sawing research or from the saw maker's data, and had to be established by sawing trials.
""",
        "244": """
Each trial sawed 200 cants on headrig line 2, and a laser scanner measured board thickness at 10 points to give the sawing deviation (standard deviation, target 0.5 mm or less). Infrared sensors measured blade temperature at the gullet line.

April 23, 2024 (K0): the standard 3.4 mm kerf in frozen logs at -14 °C gave a deviation of 0.38 mm and a lumber recovery factor (LRF) of 2.41 fbm/ft3. May 7 (K1): the 1.07 mm blade in logs at -2 °C gave 0.44 mm, within target.

November 26 (K2): the same thin blade in logs at -17 °C gave 1.12 mm with visible washboarding, and the rim of the blade ran 18 °C hotter than the back edge. Our hypothesis was that frozen wood increased gullet heating and that the thermal gradient relaxed the tension at the rim.

December 10 (K3): raising strain to 40% of yield reduced deviation to 0.86 mm, but one blade cracked at the gullet after 3 h, so more strain was not a sustainable answer. December 17 (K4): water-mist cooling at the gullet line (0.8 L/min per blade) cut the gradient to 6 °C and the deviation to 0.57 mm.

January 14, 2025 (K5): we kept the mist and changed the tensioning profile, raising the back-edge crown from 0.25 mm to 0.40 mm to put more tension in the rim. Deviation was 0.46 mm at -21 °C. A feed test at 140 m/min on January 21 raised deviation to 0.71 mm, so the feed stayed at 120 m/min. On February 4, a two-shift run of 4,800 cants at -19 °C gave 0.48 mm and an LRF of 2.52 fbm/ft3.

Throughout the project, the saw shop leveled, tensioned and benched every blade to our filing room standard before each shift, and blade checks and thickness audits were logged daily.
""",
        "246": """
We established that the loss of accuracy of a 1.07 mm band saw blade in frozen logs is caused by a thermal gradient between the rim and the back edge, which relaxes rim tension, rather than by insufficient strain: raising strain to 40% of yield only brought deviation to 0.86 mm and cracked a blade, whereas gullet-line mist cooling and a 0.40 mm back-edge crown together brought deviation from 1.12 mm to 0.46 mm at -21 °C. We also found that this stability does not extend to a feed of 140 m/min (0.71 mm). Our innovative thin-kerf headrig sets a new benchmark for sawmilling in the BC Interior. Since February 2025 the setup runs on line 2 for all log temperatures, giving about 4.6% more lumber from the same logs and an estimated $1.3 million in added revenue per year.
""",
    },
    defects=[
        ("244", "routine",
         "Throughout the project, the saw shop leveled, tensioned and benched every blade to our filing room standard before each shift, and blade checks and thickness audits were logged daily."),
        ("246", "marketing", "Our innovative thin-kerf headrig sets a new benchmark for sawmilling in the BC Interior."),
        ("246", "not_advancement",
         "Since February 2025 the setup runs on line 2 for all log temperatures, giving about 4.6% more lumber from the same logs and an estimated $1.3 million in added revenue per year."),
    ],
    unsupported=[],
    evidence={
        "cbk2_kerf_trial_log_2024-25.txt": """
CEDAR BEND FOREST PRODUCTS LTD. - Project CB-K2: thin-kerf band saw for frozen SPF logs
Trial log, headrig line 2 (twin band, 8 ft wheels)

Baseline blade: 1.47 mm (17 ga) body, kerf 3.4 mm, strain 30% of yield.
Target: kerf 2.6 mm (1.07 mm body) with sawing deviation <= 0.5 mm (std dev of thickness,
10 points per board) in frozen logs.
Measurement: laser thickness scanner on the outfeed, 200 cants per trial.
Blade temperature: 2 IR sensors per blade at the gullet line and 1 at the back edge.

2024-04-23  K0  baseline 1.47 mm blade, 3.4 mm kerf, frozen logs at -14 °C, feed 120 m/min
  Deviation 0.38 mm. Lumber recovery factor (LRF) 2.41 fbm/ft3.
2024-05-07  K1  thin blade 1.07 mm, kerf 2.6 mm, same strain and feed, logs at -2 °C (thaw)
  Deviation 0.44 mm. OK.
2024-11-26  K2  same as K1, frozen logs at -17 °C
  Deviation 1.12 mm, washboarding visible. Rim 18 °C hotter than back edge.
  Hypothesis: frozen wood raises cutting forces and gullet heating; the thermal gradient
  across the thin blade relaxes the rim tension and the blade loses stiffness.
2024-12-10  K3  K2 + strain raised to 40% of yield
  Deviation 0.86 mm. 1 blade cracked at the gullet after 3 h. Not sustainable.
2024-12-17  K4  K2 + gullet-line water mist (0.8 L/min per blade)
  Deviation 0.57 mm. Rim-to-back gradient 6 °C.
2025-01-14  K5  K4 + tensioning profile: back-edge crown 0.25 mm -> 0.40 mm, strain 30%
  Deviation 0.46 mm at -21 °C. Gradient 5 °C.
2025-01-21  K5 feed test at 140 m/min: deviation 0.71 mm. Feed kept at 120 m/min.
2025-02-04  K5 production run, 2 shifts, 4,800 cants, logs at -19 °C:
  deviation 0.48 mm, LRF 2.52 fbm/ft3.
""",
        "production_note_2025-02.md": """
# Cedar Bend - headrig line 2, production note (February 2025)

- K5 thin-kerf set-up (1.07 mm blade, gullet mist, 0.40 mm back-edge crown) adopted on line 2
  from 2025-02-10 for all log temperatures.
- Recovery: LRF 2.41 -> 2.52 fbm/ft3, about 4.6% more lumber from the same logs.
- Estimated added revenue at current SPF prices: $1.3 million per year.
- Saw shop: all blades leveled, tensioned and benched to filing room standard SF-4 before every
  shift; blade checks and thickness audits logged daily, as usual.
""",
    },
)

# 3 ------------------------------------------------------------------------------------------------
case(
    name="en_insulin_pump_occlusion",
    language="en",
    fy=("2023-10-01", "2024-09-30"),
    title="LUMEN INFUSION TECHNOLOGIES INC.\n"
          "Project OCC-2 - Occlusion detection at low basal rates (fiscal year Oct 1, 2023 - Sep 30, 2024)",
    heads={
        "242": "What scientific or technological uncertainties did you attempt to overcome?\n\n",
        "244": "What work did you perform in the tax year to overcome the scientific or technological "
               "uncertainties described in line 242?\n\n",
        "246": "What scientific or technological advancements did you achieve or attempt to achieve as a "
               "result of the work described in line 244?\n\n",
    },
    bodies={
        "242": """
A patch insulin pump delivers insulin in small pulses through a soft cannula, and it must alarm if the cannula becomes blocked, because a blocked line stops insulin delivery without the user noticing and can lead to high blood glucose within hours. Our LIT-07 pump, like many pumps on the market, detects occlusion from the current drawn by the drive motor, which rises when pressure builds up behind a blockage. This works at normal delivery rates, but at the low basal rates used by children and insulin-sensitive adults, around 0.1 U/h, the pressure builds so slowly that the alarm comes several hours after the blockage. Lowering the current threshold is not an option, because it produces false alarms that users learn to ignore.

We added a pressure sensor at the reservoir outlet, but it was not known whether a pressure signal could detect a blockage within one hour at such low rates. The reservoir is closed by an elastomer plunger seal, and small air bubbles are always present in the insulin; both absorb volume as pressure rises, so the pressure increase after a blockage could be too small and too slow to separate from noise. We did not know how large this compliance was in our reservoir, whether it was stable enough to be compensated for, or which feature of the pressure signal would stay reliable when the compliance changed from one reservoir fill to the next.

We also did not know how temperature would affect the signal. A pump worn on the body goes through temperature changes of several degrees when the user goes outdoors or takes a shower, and the air trapped in the reservoir expands and contracts with temperature, which produces pressure changes of the same order as those caused by a blockage at low rates. The published literature and the standards for infusion pumps describe occlusion testing and alarm limits, but not how to detect a blockage at these rates in a wearable pump with a compliant reservoir. It was therefore uncertain whether any algorithm could raise an alarm within 60 minutes at 0.1 U/h and still produce no false alarm over a 72-hour wear period with temperature changes. These questions could only be answered by building the sensing hardware and testing candidate detection algorithms on the bench under controlled occlusion and temperature conditions.
""",
        "244": """
All tests were run on the bench with U-100 insulin, clamping the cannula to create a full occlusion. The requirement was an alarm within 60 min of occlusion at 0.1 U/h with no false alarm in 72 h of normal delivery. Each condition was repeated on 6 occlusions.

October 24, 2023: the existing motor-current detector took 5.8 h on average to alarm at 0.1 U/h (38 min at 1.0 U/h), and a lower threshold gave 3 false alarms in 72 h.

November 21: a fixed 0.3 bar threshold on the new pressure sensor cut the time to alarm to 2.1 h, still far from the target. The pressure rose slowly, which pointed to compliance in the reservoir.

January 16, 2024: we measured the compliance at 0.42 µL/bar for the reservoir and seal against 0.05 µL/bar for the tubing. Our hypothesis was that, since each pulse adds a known volume, the pressure rise per pulse would reveal a blockage sooner than an absolute threshold.

February 27: a first pulse-response algorithm, using a 5-pulse moving average of the pressure increment, alarmed in 41 min (range 33-52 min), but gave 2 false alarms in 72 h, both during a temperature step from 22 °C to 32 °C.

April 9: a temperature test showed a drift of 0.02 bar/°C, caused by the air bubble in the reservoir. We revised the algorithm to compare each pulse increment with the change between pulses, so that slow thermal drift is rejected.

May 21: version 2 alarmed in 44 min (range 36-55 min) with no false alarm in 72 h including temperature steps. On July 9 we found that a partial occlusion (50% flow) took 1.6 h to alarm, which we logged as an open question. On August 13, verification on 3 pumps with 10 occlusions each gave 30 alarms out of 30, the slowest at 58 min.
""",
        "246": """
We established that at low basal rates the response of a wearable pump to a blockage is dominated by the compliance of the elastomer reservoir seal (0.42 µL/bar, against 0.05 µL/bar for the tubing), so that an absolute pressure threshold is inherently slow (2.1 h at 0.1 U/h). We showed that the pressure increment per delivery pulse, compared with the change between pulses, detects a full occlusion in 44 min on average and within 58 min in all 30 verification tests, while rejecting the thermal drift of trapped air (0.02 bar/°C) that caused false alarms in the first version. The new algorithm also makes the pump much more robust and reliable in everyday use. Detection of partial occlusions (1.6 h at 50% flow) remains unresolved.
""",
    },
    defects=[
        ("242", "over_limit",
         "A patch insulin pump delivers insulin in small pulses through a soft cannula, and it must alarm if the cannula becomes blocked, because a blocked line stops insulin delivery without the user noticing and can lead to high blood glucose within hours."),
        ("246", "unmeasured", "The new algorithm also makes the pump much more robust and reliable in everyday use."),
    ],
    unsupported=[],
    evidence={
        "occ2_bench_log.txt": """
LUMEN INFUSION TECHNOLOGIES INC. - LIT-07 patch pump, occlusion detection (project OCC-2)
Bench log - fluidics lab

Test: full downstream occlusion by pinch clamp at the cannula, U-100 insulin (1 U = 10 uL).
Requirement (internal): alarm within 60 min of full occlusion at 0.1 U/h basal, and no false alarm
in 72 h of unoccluded delivery.
Baseline detector: motor current threshold (drive stalls on pressure build-up).
New for OCC-2: MEMS pressure sensor on the reservoir outlet, 100 Hz.

2023-10-24  Baseline, current threshold, 0.1 U/h: time to alarm 5.8 h (range 4.9-6.6 h, n = 6).
            At 1.0 U/h: 38 min. Lower threshold setting: 3 false alarms in 72 h.
2023-11-21  Pressure sensor, fixed threshold 0.3 bar, 0.1 U/h: time to alarm 2.1 h (n = 6).
            Slow pressure rise - the elastomer plunger seal absorbs volume (compliance)?
2024-01-16  Compliance measured: reservoir + seal 0.42 uL/bar; tubing 0.05 uL/bar.
            Hypothesis: at low rates, detect on the pressure rise per delivery pulse instead of
            an absolute threshold - each pulse adds a known volume.
2024-02-27  Pulse-response algorithm v1 (pressure increment per pulse, 5-pulse moving average)
            0.1 U/h: alarm at 41 min (n = 6, range 33-52 min). 72 h unoccluded: 2 false alarms,
            both during a temperature step 22 -> 32 °C.
2024-04-09  Temperature test: pressure drift 0.02 bar/°C (air bubble in reservoir).
            v2: pulse increment compared with the change between pulses (thermal drift rejection).
2024-05-21  v2, 0.1 U/h: alarm at 44 min (range 36-55 min, n = 6). 72 h unoccluded with
            temperature steps: 0 false alarms.
2024-07-09  v2, partial occlusion (50% flow): alarm at 1.6 h. Not in requirement - open item.
2024-08-13  v2 verification, 3 pumps x 10 occlusions at 0.1 U/h: 30/30 alarmed, slowest 58 min.
""",
        "design_review_occ2_2024-09-12.md": """
# Design review DR-4, OCC-2 occlusion detection - minutes (2024-09-12)

Attendees: systems, fluidics, software, clinical, quality.

- Root cause of slow detection: reservoir compliance (0.42 uL/bar) >> tubing (0.05 uL/bar).
- v2 pulse-response algorithm meets the 60 min requirement at 0.1 U/h (30/30, max 58 min) with
  no false alarm over 72 h including temperature steps.
- Partial occlusion (1.6 h at 50% flow) is outside the requirement; kept as an open item.
- Decision: v2 goes to design freeze for the next software release.
""",
    },
)

# 4 ------------------------------------------------------------------------------------------------
case(
    name="en_heat_pump_defrost",
    language="en",
    fy=("2024-01-01", "2024-12-31"),
    title="Northwind Climate Systems Inc. | DF-24 Demand defrost for the NW-36 cold-climate heat pump | "
          "taxation year 2024",
    heads={"242": "Line 242: ", "244": "Line 244: ", "246": "Line 246: "},
    bodies={
        "242": """
Northwind Climate Systems designs and builds air-source heat pumps for homes on the Prairies. Our NW-36 outdoor unit keeps heating down to -30 °C, but like every air-source heat pump it must periodically melt the frost that forms on its outdoor coil, and during a defrost it stops heating the house. Our objective in 2024 was to develop a new defrost controller for the NW-36 that our distributors could offer as a premium option and that would help the unit qualify for provincial rebate programs. The controller had to fit on the existing control board, work with the current outdoor coil and refrigerant circuit, and be commissioned by HVAC contractors without special tools.
""",
        "244": """
Our team completed the following activities during the year:
- Baseline testing of the time-temperature defrost control in our psychrometric chamber
- Development of a demand defrost control based on coil air-side pressure drop
- Evaluation of a prototype optical frost sensor
- Design of a fused control that combines both signals
- Tuning of the defrost termination temperature and drip time
- Chamber validation at 7 conditions and installation of a field unit in Steinbach, Manitoba
""",
        "246": """
We established that defrosting on demand in a cold-climate heat pump needs two independent frost signals: air-side pressure drop alone left partial frost, and an optical sensor alone read the water film at -2 °C as frost (31 defrosts in 24 h). Requiring both signals to agree cut the defrosts at -8 °C from 24 to 12 in 24 h. We also found that ending defrost at a coil temperature of +4 °C followed by a 90 s drip time prevents refreezing at the drain pan and shortens each defrost from 6.8 min to 4.2 min. Over 7 chamber conditions, the mean defrost penalty fell from 12.6% to 6.1%, and the field unit needed 212 defrosts where the timer would have made 601.
""",
    },
    defects=[
        ("242", "not_uncertainty",
         "Our objective in 2024 was to develop a new defrost controller for the NW-36 that our distributors could offer as a premium option and that would help the unit qualify for provincial rebate programs."),
        ("244", "not_chronological", "Our team completed the following activities during the year:"),
        ("246", "unsupported",
         "Over 7 chamber conditions, the mean defrost penalty fell from 12.6% to 6.1%, and the field unit needed 212 defrosts where the timer would have made 601."),
    ],
    unsupported=["6.1%"],
    evidence={
        "df24_chamber_log.txt": """
NORTHWIND CLIMATE SYSTEMS INC. - NW-36 cold-climate heat pump, defrost control (project DF-24)
Psychrometric chamber log (outdoor room -30 to +10 °C, RH control)

Defrost penalty = heating energy lost over a 24 h test vs. a frost-free reference run (%).
Frost signals: coil air-side pressure drop (Pa); prototype fin-mounted optical frost sensor.
Baseline control: time-temperature defrost every 60 min of run time when coil < -3 °C.

2024-01-23  Baseline, outdoor -8 °C / 85% RH: 24 defrosts in 24 h, penalty 14.2%.
            -20 °C / 70% RH: 24 defrosts, penalty 9.8%; coil nearly clean at 9 of 24 starts.
2024-02-20  Demand v1 on air-side pressure drop (start at +40 Pa), -8 °C / 85%:
            15 defrosts, penalty 10.1%. Partial frost left after 4 cycles (drain pan refreeze).
2024-03-26  Optical frost sensor alone, -8 °C / 85%: 13 defrosts, penalty 9.3%.
            -2 °C / 95% (wet frost): false triggers, 31 defrosts in 24 h.
            Hypothesis: water film on the sensor window near 0 °C reads as frost; a second
            independent signal is needed.
2024-05-07  Fused control: optical AND pressure drop must agree.
            -2 °C / 95%: 19 defrosts, penalty 12.7%. -8 °C / 85%: 12 defrosts, penalty 8.4%.
2024-06-18  Termination: end at coil +10 °C (baseline) vs +4 °C with 90 s drip time.
            +4 °C + drip: no drain pan refreeze; defrost duration 4.2 min vs 6.8 min.
2024-08-27  Full sequence, 7 chamber conditions x 24 h: mean penalty 8.9% vs 12.6% baseline.
2024-10-15  Field unit installed, Steinbach MB (test house 2); logging started.
""",
        "df24_status_memo_2024-12-12.md": """
# DF-24 status memo - 2024-12-12
To: K. Sawatzky (VP engineering)   From: A. Mensah (controls)

Chamber: fused optical + pressure-drop demand defrost, +4 °C termination with 90 s drip.
Mean penalty over 7 conditions 8.9% (baseline timer 12.6%).

Field unit, Steinbach: 2024-11-01 to 2024-12-09, 212 defrosts vs 601 calculated for the baseline
timer; no unresolved ice on the coil at 3 inspections.

Next: second field winter; check sensor window fouling after a full season.
""",
    },
)

# 5 ------------------------------------------------------------------------------------------------
case(
    name="en_mine_ventilation_control",
    language="en",
    fy=("2024-07-01", "2025-06-30"),
    title="Kettle Lake Gold Corp. — Project KL-V3: model-based ventilation-on-demand\n"
          "Fiscal year ended June 30, 2025",
    heads={"242": "242 -\n", "244": "244 -\n", "246": "246 -\n"},
    bodies={
        "242": """
Underground mines must supply enough fresh air to dilute diesel exhaust wherever equipment operates. Ventilation-on-demand (VOD) systems, sold by several automation suppliers, adjust fans and regulators as vehicles move between levels, using one PID loop per regulator. In our mine, three production levels draw air from a shared exhaust raise served by the same main fans, so opening the regulator on one level changes the pressure available to the others. When the commercial package was commissioned, a change on one level caused large airflow drops and oscillations on the level below.

We did not know whether the levels could be controlled independently at all, given this coupling, or what information a controller would need to do so. A calibrated ventilation network model could in principle predict the coupling, but it was uncertain whether a model built from a survey was accurate enough to be used for control in real time, and how it would hold up as conditions changed. In particular, natural ventilation pressure, caused by the temperature difference between surface and underground air, changes by several hundred pascals between winter and summer in northwestern Ontario, and its effect on a model-based controller was unknown. We also did not know whether the gas sensors at each level were stable enough in diesel exhaust to serve as control inputs. Published VOD studies, including work reported by CanmetMINING, describe single-level or single-fan control, not coupled levels with a large seasonal pressure swing.
""",
        "244": """
Each level has an ultrasonic airflow station, CO and NO2 sensors and vehicle tag readers. The control target was to deliver each active level's diesel airflow requirement (0.06 m³/s per kW) within 5 min of a change, without starving the other levels.

August 13, 2024: with the supplier's PID loops as delivered, opening the level 1250 regulator from 40% to 80% dropped airflow on level 1400 by 31%, and the two regulators oscillated for 22 min. This confirmed that the levels were strongly coupled.

September 10: we calibrated a VentSim network model with 46 survey points; the error on level airflows was 7% (12% at most). Our hypothesis was that using the model as a feed-forward term would decouple the levels and prevent the oscillation. On October 22, the model-based feed-forward with a PID trim limited the dip on level 1400 to 9% for the same step, and the system settled in 6 min.

December 3: with cold intake air, the natural ventilation pressure reached +410 Pa, and the controller over-ventilated level 1100 by 24% while the main fan speed hunted. We concluded that the model needed the natural ventilation pressure as an input. On January 14, 2025 we added an online estimate based on surface and underground temperatures, which reduced the error on level 1100 to 6% and steadied the fan.

February 25: tests showed that the NO2 cells drifted by +0.4 ppm per week in diesel exhaust, so we kept the gas readings as an override only, with weekly bump-gas calibration.

April 8: a 30-day trial on all levels kept airflow within 10% of the requirement 96% of the time, and main fan energy was 18% lower than with fixed-speed operation. On May 20, with a summer natural ventilation pressure of -120 Pa, the controller stayed within 10% of the requirement 95% of the time.
""",
        "246": """
We established that regulators on levels sharing an exhaust raise cannot be tuned as independent loops, and that a calibrated network model used as a feed-forward term decouples them: the airflow dip on a neighbouring level fell from 31% to 9%, and the oscillation seen with the commercial package disappeared. We also showed that such a model stays usable through the seasons only if natural ventilation pressure is estimated online from surface and underground temperatures; without it, a winter pressure of +410 Pa caused 24% over-ventilation. Over 30 days the controller met the airflow requirement within 10% for 96% of the time, against 71% for the commercial package, with 18% less main fan energy. Finally, we found that NO2 cells drifting by +0.4 ppm per week in diesel exhaust are not reliable enough to be used as control inputs.
""",
    },
    defects=[],
    unsupported=[],
    evidence={
        "klv3_vod_engineering_log.txt": """
KETTLE LAKE GOLD CORP. - Ventilation-on-demand (VOD) control, project KL-V3
Engineering log - mine ventilation group

Set-up: main exhaust fans 2 x 1,500 kW on the shared raise; levels 1100, 1250 and 1400, each with
an automated regulator, an ultrasonic airflow station, CO / NO2 sensors and vehicle tag readers.
Target: each active level gets its diesel airflow requirement (0.06 m3/s per kW) within 5 min of
a change, without starving the other levels.

2024-08-13  Commercial VOD package as delivered (one supplier PID loop per regulator).
            Step on level 1250 (regulator 40% -> 80% open): level 1400 airflow -31%;
            1250 and 1400 regulators oscillated for 22 min.
2024-09-10  VentSim network model calibrated on 46 pressure/quantity survey points.
            Error on level airflows 7% (max 12%).
            Hypothesis: levels are coupled through the shared raise; feed-forward from the network
            model should decouple them and stop the oscillation.
2024-10-22  Model feed-forward + PID trim, same step on 1250: level 1400 dip 9%, settled in 6 min.
2024-12-03  Winter. Natural ventilation pressure (NVP) +410 Pa (cold intake air).
            Level 1100 over-ventilated by 24%; main fan speed hunting.
2025-01-14  NVP estimated online from surface / underground temperatures, added to the model.
            Level 1100 error 6%; fan speed steady.
2025-02-25  NO2 cells drift +0.4 ppm/week in diesel exhaust. Weekly bump-gas calibration.
            Gas readings kept as override only, not as control input.
2025-04-08  30-day trial, all levels on model-based control: airflow within 10% of requirement
            96% of the time (commercial package, June 2024 data: 71%).
            Main fan energy 18% lower than fixed-speed operation over the same 30 days.
2025-05-20  Summer, NVP -120 Pa: within 10% of requirement 95% of the time.
""",
    },
)

# 6 ------------------------------------------------------------------------------------------------
case(
    name="fr_membrane_seve_erable",
    language="fr",
    fy=("2024-01-01", "2024-12-31"),
    title="Acéri-Tech Beauce inc. — Projet OS-24 (année d'imposition 2024)\n"
          "Colmatage des membranes d'osmose à haute concentration",
    heads={"242": "Ligne 242 —\n\n", "244": "Ligne 244 —\n\n", "246": "Ligne 246 —\n\n"},
    bodies={
        "242": """
Les producteurs acéricoles concentrent la sève par osmose inverse avant l'évaporation. Les membranes spiralées commerciales utilisées en acériculture sont conçues pour concentrer la sève jusqu'à 12 à 18 °Brix ; au-delà, la perméabilité chute rapidement, surtout en fin de saison, lorsque la sève est plus chaude et chargée en bactéries. Les fabricants recommandent alors de laver plus souvent avec un détergent alcalin, mais une partie de la perte n'est pas récupérée et s'accumule d'un lavage à l'autre.

Nous ne savions pas quel mécanisme causait cette perte non récupérable à 24 °Brix : la simple accumulation de sucres et de minéraux à la surface de la membrane, que des lavages plus fréquents devraient éliminer, ou un biofilm bactérien qui retient les polysaccharides de la sève. Nous ignorions aussi si un rinçage ou un lavage pouvait agir sur ce biofilm sans arrêter la concentration ni altérer le goût du sirop, et jusqu'à quelle concentration on pouvait aller avant que le colmatage devienne incontrôlable. Les travaux publiés, dont ceux du Centre ACER, portent sur des concentrations plus faibles, et les fiches des fabricants ne couvrent pas ces conditions.
""",
        "244": """
Les essais ont été faits sur une unité pilote de 2 membranes de 8 po installée dans une érablière partenaire de Saint-Georges, à une concentration de 24 °Brix. Nous avons mesuré la perméabilité normalisée à 10 °C, la perte de perméabilité pendant la coulée et après lavage, ainsi que le biofilm par ATP sur un coupon témoin.

Le 12 mars (R1), avec le lavage standard aux 12 h, la perméabilité a chuté de 38 % en 12 h et 11 % de la perte n'était pas récupérée après le lavage. Le 19 mars (R2), un lavage aux 8 h a laissé 9 % de perte non récupérée ; nous avons conclu que laver plus souvent ne réglait pas l'encrassement résiduel. Notre hypothèse était qu'un biofilm bactérien retenait les polysaccharides sur la membrane et qu'il fallait agir sur ce biofilm.

Le 26 mars (R3), nous avons ajouté un rinçage au perméat froid (4 °C) aux 4 h, sans arrêter la concentration : la perte est tombée à 17 % en 12 h et l'ATP à 2 100 RLU/cm².

Le 2 avril (R4), l'ajout d'un lavage enzymatique aux 24 h a nettement réduit l'encrassement et donné des membranes beaucoup plus propres.

Le 9 avril, le même protocole à 28 °Brix a donné une perte de 21 % en 12 h ; nous avons donc retenu 24 °Brix comme concentration maximale. À la fin de la saison, le 16 avril, le panel de 5 dégustateurs n'a relevé aucun goût de bourgeon dans le sirop.
""",
        "246": """
Nous avons établi que la perte de perméabilité non récupérable des membranes d'osmose à 24 °Brix en fin de saison est causée par un biofilm bactérien, et non par un manque de lavage : laver aux 8 h au lieu de 12 h ne faisait passer la perte non récupérée que de 11 % à 9 %, alors qu'un rinçage au perméat froid aux 4 h combiné à un lavage enzymatique aux 24 h l'a ramenée à 2 %, avec un ATP de 650 RLU/cm² contre 4 800. Nous avons aussi établi que ce protocole ne suffit plus à 28 °Brix (perte de 21 % en 12 h). Grâce à cette technologie de pointe unique au monde, Acéri-Tech s'impose comme le chef de file de l'osmose acéricole au Québec.
""",
    },
    defects=[
        ("244", "unsupported",
         "Le 26 mars (R3), nous avons ajouté un rinçage au perméat froid (4 °C) aux 4 h, sans arrêter la concentration : la perte est tombée à 17 % en 12 h et l'ATP à 2 100 RLU/cm²."),
        ("244", "unmeasured",
         "Le 2 avril (R4), l'ajout d'un lavage enzymatique aux 24 h a nettement réduit l'encrassement et donné des membranes beaucoup plus propres."),
        ("246", "marketing",
         "Grâce à cette technologie de pointe unique au monde, Acéri-Tech s'impose comme le chef de file de l'osmose acéricole au Québec."),
    ],
    unsupported=["17 %"],
    evidence={
        "journal_essais_osmose_OS-24.txt": """
ACÉRI-TECH BEAUCE INC. — Projet OS-24 : colmatage des membranes d'osmose à haute concentration
Journal d'essais, saison 2024 (érablière partenaire, Saint-Georges, 14 000 entailles)

Unité pilote : 2 membranes spiralées de 8 po ; concentration visée 24 °Brix.
Mesures : perméabilité normalisée à 10 °C (L/h·m²·bar) ; perte de perméabilité pendant la coulée (%) ;
perte non récupérée après lavage (%) ; biofilm par ATP sur coupon témoin (RLU/cm²).
Lavage standard : perméat chaud + détergent alcalin du fabricant, selon la fiche.

2024-02-27  Début de saison. Perméabilité initiale 2,9 L/h·m²·bar à 24 °Brix.
2024-03-12  R1 lavage standard aux 12 h : perte 38 % en 12 h ; ATP 4 800 RLU/cm².
            Perte non récupérée après lavage : 11 %.
2024-03-19  R2 lavage aux 8 h : perte 29 % en 8 h ; perte non récupérée 9 %.
            Laver plus souvent ne règle pas l'encrassement résiduel.
            Hypothèse : biofilm bactérien (fin de saison, sève plus chaude) qui retient les
            polysaccharides sur la membrane ; il faut agir sur le biofilm, pas seulement rincer.
2024-03-26  R3 rinçage au perméat froid (4 °C) aux 4 h, concentration maintenue.
            Perte 14 % en 12 h ; ATP 2 100 RLU/cm².
2024-04-02  R4 = R3 + lavage enzymatique (protéase + amylase, 35 °C, 30 min) aux 24 h.
            Perte 12 % en 12 h ; perte non récupérée 2 % ; ATP 650 RLU/cm².
2024-04-09  R4 à 28 °Brix : perte 21 % en 12 h. Concentration maximale retenue : 24 °Brix.
2024-04-16  Fin de saison. Panel de 5 dégustateurs : aucun goût de bourgeon ; sirop Doré et Ambré.
""",
        "note_resultats_OS-24_2024-06-04.md": """
# Note de résultats — OS-24 (2024-06-04)
Rédigée par : J. Poulin, ing.

- La perte non récupérée vient du biofilm : lavage aux 8 h au lieu de 12 h = 9 % au lieu de 11 %.
- Rinçage au perméat froid aux 4 h + lavage enzymatique aux 24 h (R4) : perte non récupérée 2 %,
  ATP 650 RLU/cm² (4 800 avec le lavage standard).
- Limite pratique : 24 °Brix ; à 28 °Brix, perte de 21 % en 12 h.
- À faire en 2025 : essai sur 3 érablières, coût des enzymes par saison.
""",
    },
)

# 7 ------------------------------------------------------------------------------------------------
case(
    name="fr_tablier_pont_modulaire",
    language="fr",
    fy=("2024-04-01", "2025-03-31"),
    title="PONTS MODULO INC.\nProjet PM-J2 — Exercice du 1er avril 2024 au 31 mars 2025",
    heads={"242": "Section 242 — Incertitudes technologiques\n\n",
           "244": "Section 244 — Travaux effectués\n\n",
           "246": "Section 246 — Progrès réalisés\n\n"},
    bodies={
        "242": """
Ponts Modulo conçoit des ponts à tablier préfabriqué pour les chemins forestiers et les petites municipalités. Notre but était de mettre au point un tablier modulaire de nouvelle génération qui s'installe en quelques jours et qui réponde aux besoins des entrepreneurs forestiers et des municipalités. Cette solution révolutionnaire, sans équivalent au Canada, place Ponts Modulo en tête du marché des ponts forestiers. Le tablier est formé de panneaux de béton armés de barres de fibre de verre, reliés sur place par des joints en béton fibré à ultra-hautes performances (BFUP), et il devait être conforme au Code canadien sur le calcul des ponts routiers (CSA S6).
""",
        "244": """
Les travaux de l'exercice 2024-2025 ont porté sur les points suivants :
- conception de panneaux de tablier de 200 mm armés de barres GFRP ;
- essais de fatigue sur des joints en BFUP à interface lisse et à granulats exposés ;
- essai d'un chevauchement réduit des boucles d'armature dans le joint ;
- essais de coulée du BFUP par temps froid et mise au point d'une cure chauffée ;
- essai statique de poinçonnement d'un tablier à deux panneaux ;
- préparation de l'installation d'un premier pont sur un chemin forestier de la Haute-Mauricie.
""",
        "246": """
Nous avons établi qu'un joint en BFUP entre des panneaux de tablier armés de GFRP résiste à 2 millions de cycles de charge d'essieu de camion forestier à condition que l'interface soit à granulats exposés : l'ouverture de fissure à l'interface passe de 0,21 mm pour une interface lisse à 0,06 mm. Nous avons aussi appris qu'un chevauchement des boucles de 100 mm ne suffit pas (rupture de l'ancrage à 820 000 cycles) et qu'un BFUP coulé à 5 °C n'atteint que 62 MPa à 4 jours, contre 121 MPa avec une cure chauffée à 40 °C pendant 24 h. Le premier pont Modulo a été installé en mars 2025 sur le chemin forestier R-0240 en 3 jours plutôt qu'en 3 semaines, et deux entrepreneurs forestiers ont déjà passé commande.
""",
    },
    defects=[
        ("242", "not_uncertainty",
         "Notre but était de mettre au point un tablier modulaire de nouvelle génération qui s'installe en quelques jours et qui réponde aux besoins des entrepreneurs forestiers et des municipalités."),
        ("242", "marketing",
         "Cette solution révolutionnaire, sans équivalent au Canada, place Ponts Modulo en tête du marché des ponts forestiers."),
        ("244", "not_chronological", "Les travaux de l'exercice 2024-2025 ont porté sur les points suivants :"),
        ("246", "not_advancement",
         "Le premier pont Modulo a été installé en mars 2025 sur le chemin forestier R-0240 en 3 jours plutôt qu'en 3 semaines, et deux entrepreneurs forestiers ont déjà passé commande."),
    ],
    unsupported=[],
    evidence={
        "registre_essais_joints_PM-J2.txt": """
PONTS MODULO INC. — Projet PM-J2 : joints en BFUP entre panneaux de tablier préfabriqués
Registre d'essais 2024-2025 (laboratoire de structures loué)

Panneaux : béton 50 MPa, épaisseur 200 mm, armature GFRP (barres de fibre de verre).
Joint : BFUP coulé en place, largeur 150 mm, barres en boucle avec chevauchement de 150 mm.
Fatigue : charge d'essieu de camion forestier, 2 millions de cycles à 2 Hz ; ouverture de fissure
à l'interface panneau-joint par LVDT (mm).

2024-05-08  J1  BFUP du commerce, interface lisse, cure à 20 °C
            Fissure d'interface à 310 000 cycles ; ouverture 0,21 mm à 2 M cycles.
2024-06-19  J2  interface à granulats exposés (retardateur de surface), cure à 20 °C
            Aucune fissure avant 1,4 M cycles ; ouverture 0,06 mm à 2 M cycles.
2024-08-14  J3  J2 avec chevauchement des boucles de 100 mm (joint plus étroit)
            Rupture de l'ancrage à 820 000 cycles. On garde 150 mm.
2024-10-30  J4  J2 coulé à 5 °C : résistance du BFUP à 4 jours 62 MPa (118 MPa à 20 °C)
            Ouverture 0,15 mm à 2 M cycles.
2024-11-27  J5  J2 coulé à 5 °C + cure chauffée à 40 °C pendant 24 h (couverture chauffante)
            Résistance à 4 jours 121 MPa ; ouverture 0,05 mm à 2 M cycles.
2025-01-22  J6  poinçonnement statique, tablier de 2 panneaux + joint J5 : rupture à 960 kN
            (charge pondérée de calcul 410 kN), rupture dans le panneau, pas au joint.
""",
        "courriel_chantier_R-0240_2025-03-14.txt": """
De : chantier@pontsmodulo.ca
À : direction@pontsmodulo.ca
Date : 2025-03-14
Objet : Pont R-0240 posé

Bonjour,
Le pont du chemin forestier R-0240 (Haute-Mauricie) a été posé du 4 au 6 mars 2025 : 3 jours de
chantier, au lieu d'environ 3 semaines pour un tablier coulé en place. Joints J5 avec couverture
chauffante, aucun problème.
Deux entrepreneurs forestiers ont passé commande pour l'été.
Marc
""",
    },
)

# 8 ------------------------------------------------------------------------------------------------
case(
    name="fr_leurres_biodegradables",
    language="fr",
    fy=("2024-01-01", "2024-12-31"),
    title="Leurres Nordiques inc. — Projet LN-24 : leurre souple biodégradable\n"
          "Année d'imposition se terminant le 31 décembre 2024",
    heads={
        "242": "Quelles incertitudes scientifiques ou technologiques avez-vous tenté de surmonter?\n\n",
        "244": "Quels travaux avez-vous effectués au cours de l'année d'imposition pour surmonter les "
               "incertitudes scientifiques ou technologiques décrites à la ligne 242?\n\n",
        "246": "Quels progrès scientifiques ou technologiques avez-vous réalisés ou tenté de réaliser à la "
               "suite des travaux décrits à la ligne 244?\n\n",
    },
    bodies={
        "242": """
Les leurres souples utilisés pour la pêche au doré et à la perchaude sont presque tous moulés en plastisol de PVC. Perdus au fond des lacs, ils persistent pendant des décennies et sont parfois avalés par les poissons. Les leurres dits biodégradables vendus dans le commerce sont surtout à base d'amidon ; ils se dissolvent dans l'eau en quelques heures et ne tiennent pas sur l'hameçon. Les hydrogels naturels, comme la gélatine et l'alginate, sont souples et biodégradables, mais ils gonflent dans l'eau et perdent leur forme.

Nous ne savions pas s'il était possible d'obtenir un matériau à la fois aussi souple et élastique que le plastisol, stable dans l'eau pendant deux semaines et assez résistant pour tenir sur l'hameçon, tout en se biodégradant en eau douce. Les moyens qui donnent la tenue à l'eau, comme la réticulation du réseau, réduisent en général l'élasticité, et nous ignorions si deux réseaux différents pouvaient coexister dans un même leurre sans que l'un annule l'avantage de l'autre. Nous ignorions aussi si les plastifiants usuels resteraient dans le matériau une fois immergé, et comment le leurre se conserverait en sachet pendant la saison. La littérature sur les hydrogels porte sur des usages médicaux ou alimentaires et ne répondait pas à ces questions.
""",
        "244": """
Tous les essais ont été réalisés à notre atelier de Roberval, avec le moule de notre modèle « Ménée 4 po », le même que pour nos leurres en plastisol. Pour chaque formulation, nous avons mesuré la dureté Shore 00 au duromètre, l'allongement à la rupture en traction, le gonflement en masse après 14 jours dans l'eau à 20 °C et la tenue sur l'hameçon par un essai de tirage, qui compte le nombre d'arrachements à 15 N avant déchirure. Nos cibles, fixées au départ à partir du leurre en plastisol, étaient une dureté de 25 à 35, un allongement d'au moins 300 %, un gonflement de moins de 10 % et au moins 20 arrachements.

Le 16 janvier (F1), nous avons commencé par une formulation de gélatine à 20 % plastifiée avec 30 % de glycérol, choisie parce que la gélatine donne un gel élastique proche du plastisol au toucher. La dureté était bonne (31), mais l'allongement n'était que de 180 %, le gonflement a atteint 64 % après 14 jours et le leurre s'est défait au jour 9. La gélatine seule ne tient donc pas dans l'eau.

Le 30 janvier (F2), nous avons réticulé la même formulation avec 0,5 % de génipine, un agent réticulant d'origine végétale. Le gonflement a baissé à 22 %, mais l'allongement est tombé à 140 % et la génipine a coloré les leurres en bleu foncé, ce qui est inacceptable pour les couleurs claires qui représentent l'essentiel de nos ventes. Nous avons conclu que la réticulation de la gélatine réduisait l'élasticité autant qu'elle améliorait la tenue à l'eau.

Le 20 février (F3), nous avons essayé un autre réseau : de l'alginate de sodium à 4 % avec 25 % de glycérol, gélifié par un bain de chlorure de calcium. Le gonflement n'était que de 8 %, sous la cible, mais le leurre était beaucoup trop dur (62) et l'allongement n'était que de 90 %. À partir de ces trois essais, nous avons formulé l'hypothèse que le réseau d'alginate et de calcium apporte la tenue à l'eau et la gélatine l'élasticité, et qu'un double réseau pourrait réunir les deux propriétés.

Le 19 mars (F4), nous avons combiné 15 % de gélatine et 2 % d'alginate avec 30 % de glycérol, puis plongé les leurres 10 min dans un bain de chlorure de calcium à 2 %. La dureté était de 38, l'allongement de 260 %, le gonflement de 12 %, et le leurre a résisté à 11 arrachements. Le double réseau fonctionnait, mais aucune propriété n'atteignait encore la cible. Le 16 avril (F5), nous avons réduit le bain à 5 min : la dureté est descendue à 33 et l'allongement a atteint 310 %, mais le gonflement est remonté à 17 %. Nous en avons conclu que le temps de bain ne fait que déplacer le compromis entre dureté et gonflement, et qu'il fallait agir sur un autre paramètre.

Notre nouvelle hypothèse était que le glycérol, très soluble, migre vers l'eau pendant l'immersion, ce qui durcit le leurre et laisse entrer l'eau. Le 14 mai (F6), nous avons remplacé une partie du glycérol par 10 % de sorbitol, en ramenant le glycérol à 20 %. La dureté était de 29, l'allongement de 340 % et le gonflement de 9 %, et le leurre a résisté à 17 arrachements. C'était la première formulation qui atteignait à la fois les cibles de dureté, d'allongement et de gonflement.

Le 11 juin, nous avons vérifié la conservation de F6 en sachet fermé après 8 semaines à 30 °C et 50 % d'humidité relative. La dureté avait augmenté de 5 points, à 34, et 3 leurres sur 20 présentaient de la moisissure. Le 9 juillet (F7), l'ajout de 0,2 % de sorbate de potassium a éliminé la moisissure, sans aucun leurre moisi sur 20 après 8 semaines, avec une dureté de 33.

Le 6 août, quatre pêcheurs ont utilisé F7 pendant 2 jours au lac Saint-Jean. Ils ont fait 41 prises de doré et de perchaude avec 24 leurres, contre 38 prises avec 24 leurres en plastisol. Les leurres F7 ont toutefois été remplacés en moyenne après 6 prises, contre 9 pour le plastisol, presque toujours parce que la tête se déchirait à l'hameçon. Le 27 août (F8), nous avons donc renforcé la tête avec 1 % de fibres de chanvre : le leurre a résisté à 26 arrachements, contre 17 pour F7, avec une dureté de 35 et un allongement de 305 %.

En parallèle, des échantillons de F6 ont été confiés le 28 mai à un laboratoire externe pour un essai de biodégradation en eau douce par respirométrie. Le rapport reçu le 3 décembre indique une biodégradation de 74 % à 180 jours, contre 86 % pour la cellulose de référence et 0 % pour le plastisol.
""",
        "246": """
Nous avons établi qu'un hydrogel à double réseau, la gélatine pour l'élasticité et l'alginate réticulé au calcium pour la tenue à l'eau, peut égaler les propriétés d'un leurre souple en plastisol, ce qu'aucun des deux réseaux ne permet seul : la gélatine seule gonflait de 64 % et l'alginate seul donnait une dureté de 62. Nous avons aussi appris que le temps de bain de calcium ne fait que déplacer le compromis entre dureté et gonflement, et que c'est le remplacement d'une partie du glycérol par du sorbitol qui permet d'atteindre les cibles (dureté de 29, allongement de 340 %, gonflement de 9 %). En pêche réelle, le leurre F7 a donné 41 prises contre 38 pour le plastisol, mais il a dû être remplacé après 6 prises contre 9 ; le renfort de chanvre porte la tenue à 26 arrachements et reste à valider en pêche. Le matériau s'est biodégradé à 74 % en 180 jours en eau douce.
""",
    },
    defects=[
        ("244", "over_limit",
         "Tous les essais ont été réalisés à notre atelier de Roberval, avec le moule de notre modèle « Ménée 4 po », le même que pour nos leurres en plastisol."),
    ],
    unsupported=[],
    evidence={
        "cahier_formulation_LN-24.md": """
# Leurres Nordiques inc. — Projet LN-24 : leurre souple biodégradable
Cahier de formulation 2024 (atelier de Roberval)

Référence : leurre souple en plastisol PVC, modèle « Ménée 4 po » (même moule pour tous les essais).
Cibles : dureté Shore 00 de 25 à 35 ; allongement à la rupture >= 300 % ; gonflement < 10 % après
14 jours dans l'eau à 20 °C ; tirage sur hameçon >= 20 arrachements à 15 N.
Mesures : Shore 00 (duromètre) ; allongement (traction) ; gonflement (% masse) ; tirage (nombre
d'arrachements avant déchirure).

## 2024-01-16 — F1 : gélatine 20 % + glycérol 30 %
Shore 00 : 31. Allongement 180 %. Gonflement 64 % à 14 jours ; leurre défait au jour 9.

## 2024-01-30 — F2 : F1 réticulée à la génipine 0,5 %
Gonflement 22 %. Allongement 140 %. Couleur bleu foncé : inacceptable pour les couleurs claires.

## 2024-02-20 — F3 : alginate de sodium 4 % + glycérol 25 %, gélification au CaCl2
Gonflement 8 %. Shore 00 : 62 (trop dur). Allongement 90 %.
Hypothèse : l'alginate-calcium donne la tenue à l'eau, la gélatine l'élasticité ; un double
réseau pourrait réunir les deux.

## 2024-03-19 — F4 : gélatine 15 % + alginate 2 % + glycérol 30 %, bain CaCl2 2 % pendant 10 min
Shore 00 : 38. Allongement 260 %. Gonflement 12 %. Tirage : 11 arrachements.

## 2024-04-16 — F5 : F4 avec bain de 5 min
Shore 00 : 33. Allongement 310 %. Gonflement 17 %.
Le temps de bain déplace seulement le compromis dureté / gonflement.

## 2024-05-14 — F6 : F4 avec sorbitol 10 % et glycérol ramené à 20 %
Shore 00 : 29. Allongement 340 %. Gonflement 9 %. Tirage : 17 arrachements.
Hypothèse : le glycérol migre vers l'eau (durcit le leurre) ; le sorbitol migre moins.

## 2024-06-11 — F6, conservation 8 semaines à 30 °C, 50 % HR, sachet fermé
Shore 00 : 34 (+5). Moisissure : 3 leurres sur 20.

## 2024-07-09 — F7 : F6 + sorbate de potassium 0,2 %
8 semaines à 30 °C : 0 leurre moisi sur 20. Shore 00 : 33.

## 2024-08-06 — F7, essai de pêche au lac Saint-Jean (4 pêcheurs, 2 jours)
41 prises (doré, perchaude) avec 24 leurres ; témoin plastisol : 38 prises avec 24 leurres.
Leurre remplacé en moyenne après 6 prises (plastisol : 9) — tête déchirée à l'hameçon.

## 2024-08-27 — F8 : F7 + fibres de chanvre 1 % dans la tête
Tirage : 26 arrachements (F7 : 17). Shore 00 : 35. Allongement 305 %.
""",
        "rapport_biodegradation_2024-12-03.txt": """
LABORATOIRE D'ESSAIS ENVIRONNEMENTAUX — Rapport 24-1187
Client : Leurres Nordiques inc.      Date du rapport : 2024-12-03
Échantillon : leurre souple F6 (reçu le 2024-05-28)
Méthode : biodégradation aérobie en eau douce, respirométrie (consommation d'O2), 180 jours.

Résultats à 180 jours :
  Échantillon F6 ............ 74 %
  Cellulose (référence) ..... 86 %
  Plastisol PVC (témoin) .... 0 %
""",
    },
)

# 9 ------------------------------------------------------------------------------------------------
case(
    name="fr_bardeaux_cedre_ignifuges",
    language="fr",
    fy=("2023-07-01", "2024-06-30"),
    title="Bardeaux du Haut-Saint-Laurent inc. — projet BI-3, ignifugation durable du bardeau de cèdre\n"
          "Exercice terminé le 30 juin 2024",
    heads={"242": "L242\n", "244": "L244\n", "246": "L246\n"},
    bodies={
        "242": """
Le bardeau de cèdre blanc de l'Est est un revêtement de toiture et de mur apprécié, mais il est combustible. Les ignifugeants à base de phosphate d'ammonium vendus pour le bois d'intérieur donnent un bon classement au feu au départ, mais ils sont solubles : sur un bardeau exposé à la pluie, le produit est lessivé et la protection disparaît en quelques saisons. Avec un produit du commerce, notre bardeau traité perdait 81 % du produit au lessivage accéléré, et sa vitesse de propagation de la flamme remontait près de celle du bardeau non traité.

Nous ne savions pas s'il était possible de fixer un ignifugeant phosphaté dans la paroi cellulaire du cèdre de façon à ce qu'il résiste au lessivage, ni par quel moyen : un hydrofuge qui ralentit l'entrée de l'eau, ou une résine qui lie chimiquement le phosphate au bois. Nous ignorions aussi si la cuisson nécessaire à la fixation pouvait être faite sans déformer un bardeau mince de 16 po, et comment les extractifs du bois de cœur du cèdre, connus pour leur effet sur la pénétration des produits, influeraient sur l'imprégnation. Les données publiées sur l'ignifugation durable portent sur le pin et l'épinette, dont l'anatomie et la chimie diffèrent de celles du cèdre.
""",
        "244": """
Chaque traitement a été fait par imprégnation vide-pression dans un autoclave pilote de 200 L. Nous avons mesuré la rétention de produit (kg/m³) avant et après un lessivage accéléré de 12 cycles, ainsi que la vitesse de propagation de la flamme au petit brûleur radiant, avec une cible de 10 cm/min ou moins après lessivage (38 cm/min pour un bardeau non traité).

Le 22 août 2023 (T1), un hydrofuge paraffinique appliqué en deuxième imprégnation n'a laissé que 17 kg/m³ après lessivage, avec une propagation de 24 cm/min ; l'hydrofuge ralentissait le lessivage sans le bloquer. Notre hypothèse était alors que le phosphate devait être fixé chimiquement dans la paroi cellulaire plutôt que retenu physiquement.

Le 17 octobre (T2), nous avons ajouté une résine de fixation urée-mélamine-formaldéhyde, cuite 4 h à 100 °C : la rétention après lessivage est passée à 36 kg/m³ et la propagation à 8 cm/min, mais 14 bardeaux sur 40 ont gauchi. Le 12 décembre (T3), une cuisson de 8 h à 75 °C a ramené le gauchissement à 2 bardeaux sur 40, avec 33 kg/m³ et 9 cm/min.

Le 13 février 2024 (T4), nous avons traité séparément des bardeaux de cœur et d'aubier : le cœur ne retenait que 24 kg/m³ après lessivage, contre 35 kg/m³ pour l'aubier, ce qui montrait que les extractifs du cœur gênaient la pénétration. Le 9 avril (T5), un pré-étuvage du cœur à la vapeur pendant 2 h a porté sa rétention à 31 kg/m³, avec une propagation de 9 cm/min.

Le 21 mai, les 1 200 bardeaux du lot pilote T5 ont été soumis au contrôle de qualité habituel de l'usine (classement visuel, humidité et dimensions), consigné au registre de production.

Le 27 août 2024, le relevé à 3 mois des panneaux d'exposition extérieure n'a montré aucun blanchiment, et la propagation mesurée sur un bardeau prélevé était de 10 cm/min.
""",
        "246": """
Nous avons établi que l'ignifugeant phosphaté ne résiste au lessivage du bardeau de cèdre que s'il est fixé chimiquement par une résine : un hydrofuge seul laissait 17 kg/m³ après lessivage, contre 33 kg/m³ avec la résine. Nous avons aussi déterminé qu'une cuisson de 8 h à 75 °C fixe la résine sans gauchir les bardeaux, alors qu'une cuisson à 100 °C en déformait 14 sur 40, et que les extractifs du bois de cœur limitent la pénétration, un effet corrigé par un pré-étuvage de 2 h. Le bardeau traité offre maintenant une résistance au feu bien supérieure et beaucoup plus durable qu'auparavant.
""",
    },
    defects=[
        ("244", "routine",
         "Le 21 mai, les 1 200 bardeaux du lot pilote T5 ont été soumis au contrôle de qualité habituel de l'usine (classement visuel, humidité et dimensions), consigné au registre de production."),
        ("244", "date_outside_year",
         "Le 27 août 2024, le relevé à 3 mois des panneaux d'exposition extérieure n'a montré aucun blanchiment, et la propagation mesurée sur un bardeau prélevé était de 10 cm/min."),
        ("246", "unmeasured",
         "Le bardeau traité offre maintenant une résistance au feu bien supérieure et beaucoup plus durable qu'auparavant."),
    ],
    unsupported=[],
    evidence={
        "registre_essais_BI-3.txt": """
BARDEAUX DU HAUT-SAINT-LAURENT INC. — Projet BI-3 : ignifugation durable du bardeau de cèdre blanc
Registre d'essais (usine)

Bardeau : cèdre blanc de l'Est, 16 po, grade A.
Traitement : imprégnation vide-pression, autoclave pilote 200 L.
Lessivage accéléré : 12 cycles (mouillage 72 h / séchage 48 h à 60 °C) ; rétention de produit par
dosage du phosphore (kg/m³) avant et après lessivage.
Feu : petit brûleur radiant (essai interne), vitesse de propagation (cm/min).
Cible interne : propagation <= 10 cm/min après lessivage (bardeau non traité : 38 cm/min).

2023-06-20  T0  phosphate d'ammonium du commerce (formule pour bois d'intérieur)
            rétention 48 kg/m³ avant, 9 kg/m³ après lessivage (perte 81 %) ; propagation 31 cm/min.
2023-08-22  T1  T0 + hydrofuge paraffinique en 2e imprégnation
            rétention après lessivage 17 kg/m³ ; propagation 24 cm/min. Ralentit, ne bloque pas.
            Hypothèse : il faut fixer le phosphate chimiquement dans la paroi cellulaire
            (agent de fixation) plutôt que le retenir physiquement.
2023-10-17  T2  phosphate + résine urée-mélamine-formaldéhyde, cuisson 4 h à 100 °C
            rétention après lessivage 36 kg/m³ ; propagation 8 cm/min ; 14 bardeaux gauchis sur 40.
2023-12-12  T3  T2 avec cuisson 8 h à 75 °C
            gauchis 2 sur 40 ; rétention après lessivage 33 kg/m³ ; propagation 9 cm/min.
2024-02-13  T4  T3, bardeaux de cœur et d'aubier séparés
            cœur 24 kg/m³ après lessivage ; aubier 35 kg/m³. Extractifs du cœur = pénétration faible.
2024-04-09  T5  cœur pré-étuvé à la vapeur 2 h avant imprégnation
            cœur 31 kg/m³ après lessivage ; propagation 9 cm/min.
2024-05-21  Lot pilote T5, 1 200 bardeaux : contrôle de qualité habituel de l'usine (classement
            visuel, humidité, dimensions), consigné au registre de production.
2024-08-27  Panneaux d'exposition extérieure (toiture d'essai, 12 mois prévus), relevé à 3 mois :
            aucun blanchiment ; propagation sur bardeau prélevé 10 cm/min.
""",
    },
)

# 10 -----------------------------------------------------------------------------------------------
case(
    name="fr_canneberges_sucre_reduit",
    language="fr",
    fy=("2024-01-01", "2024-12-31"),
    title="Canneberges Bois-Francs inc.\nProjet CBF-7 — Canneberges séchées à teneur réduite en sucre (2024)",
    heads={"242": "**Ligne 242 – Incertitudes scientifiques ou technologiques**\n\n",
           "244": "**Ligne 244 – Travaux effectués**\n\n",
           "246": "**Ligne 246 – Progrès réalisés**\n\n"},
    bodies={
        "242": """
Les canneberges séchées sont trop acides pour être consommées telles quelles ; on les infuse donc dans un sirop de saccharose avant le séchage, ce qui leur donne environ 66 g de sucres par 100 g. Les ingrédients de remplacement du sucre offerts par les fournisseurs, comme l'allulose, ont un pouvoir sucrant proche du saccharose, mais ils n'ont pas le même comportement : ils retiennent davantage d'eau et brunissent plus vite à la chaleur.

Nous ne savions pas s'il était possible de réduire de moitié les sucres d'une canneberge infusée tout en gardant une activité de l'eau assez basse pour la conservation, une texture non collante et un goût acceptable. Nous ignorions comment l'allulose se répartirait entre la surface et l'intérieur du fruit pendant l'infusion, si un séchage plus long permettrait d'abaisser l'activité de l'eau sans provoquer de brunissement, et si l'ajout d'une fibre soluble modifierait la rétention d'eau en surface. Les fiches techniques des fournisseurs portent sur les boissons et les produits de boulangerie, et la littérature sur l'infusion des fruits ne traite pas de ces mélanges pour la canneberge entière.
""",
        "244": """
Le produit standard est infusé 24 h dans un sirop de saccharose à 62 °Brix. Pour chaque essai, nous avons mesuré les sucres totaux, l'activité de l'eau (aw) et le collant au texturomètre, avec comme cibles 33 g de sucres par 100 g ou moins, une aw de 0,60 ou moins et un collant égal ou inférieur à celui du produit standard (5,1 N).

Le 6 février 2024 (C1), l'infusion dans un sirop d'allulose a donné 31 g de sucres par 100 g, mais une aw de 0,63 et des fruits très collants (14,2 N), malgré un séchage de 10 h au lieu de 7 h. Le 5 mars (C2), un séchage prolongé à 14 h a abaissé l'aw à 0,57, mais les fruits ont bruni. Notre hypothèse était que l'allulose retient l'eau en surface et brunit à la chaleur, et qu'une infusion mixte avec une fibre soluble, l'inuline, réduirait le collant et l'eau liée.

Le 16 avril (C3), un sirop de 40 % d'allulose et 20 % d'inuline a donné une aw de 0,58 et un collant de 7,9 N, avec 29 g de sucres par 100 g et un séchage de 9 h, sans brunissement. Le 28 mai (C4), un enrobage final de 0,5 % d'huile de tournesol a ramené le collant à 4,8 N.

Le 13 août, après 12 semaines à 25 °C, l'aw de C4 était de 0,59, sans agglomération ni cristallisation.

Le 10 septembre (C5), une infusion sous vide pulsée en 3 cycles a réduit la durée d'infusion de 24 h à 10 h, avec 30 g de sucres par 100 g, une aw de 0,58 et un collant de 5,0 N. Le 22 octobre, un panel de 60 consommateurs a donné à C5 une note globale de 6,9 sur 9, contre 7,3 pour le produit standard.
""",
        "246": """
Nous avons établi que le collant et l'activité de l'eau élevée des canneberges infusées à l'allulose viennent de l'eau retenue en surface par l'allulose, et qu'un séchage plus long ne les corrige qu'au prix d'un brunissement. Une infusion mixte d'allulose (40 %) et d'inuline (20 %) abaisse l'aw à 0,58 et les sucres à 29 g par 100 g, soit moins de la moitié des 66 g du produit standard, et un enrobage de 0,5 % d'huile ramène le collant à 4,8 N, sous les 5,1 N du produit standard. Nous avons aussi montré qu'une infusion sous vide pulsée réduit l'infusion de 24 h à 10 h en gardant une note globale de 6,9 sur 9, au-dessus de la cible de 6,5, contre 7,3 pour le produit standard.
""",
    },
    defects=[
        ("244", "unsupported",
         "Le 13 août, après 12 semaines à 25 °C, l'aw de C4 était de 0,59, sans agglomération ni cristallisation."),
    ],
    unsupported=["13 août"],
    evidence={
        "journal_infusion_CBF-7_2024.txt": """
CANNEBERGES BOIS-FRANCS INC. — Projet CBF-7 : canneberges séchées à teneur réduite en sucre
Journal d'essais 2024 (usine pilote)

Produit standard : infusion 24 h dans un sirop de saccharose à 62 °Brix, séchage 7 h ;
sucres totaux 66 g/100 g ; aw 0,55 ; collant (force d'arrachement au texturomètre) 5,1 N.
Cibles : sucres totaux <= 33 g/100 g ; aw <= 0,60 ; collant <= 5,1 N ; note globale >= 6,5/9.

2024-02-06  C1  sirop d'allulose 62 °Brix, infusion 24 h, séchage 10 h (au lieu de 7 h)
            sucres totaux (hors allulose) 31 g/100 g ; aw 0,63 ; collant 14,2 N (très collant).
2024-03-05  C2  C1 avec séchage 14 h : aw 0,57 ; brunissement marqué (Maillard de l'allulose).
            Hypothèse : l'allulose retient l'eau en surface et brunit à la chaleur ; une infusion
            mixte avec une fibre soluble (inuline) réduirait le collant et l'eau liée.
2024-04-16  C3  sirop allulose 40 % + inuline 20 % (m/m), 24 h, séchage 9 h
            aw 0,58 ; collant 7,9 N ; sucres totaux 29 g/100 g ; pas de brunissement.
2024-05-28  C4  C3 + enrobage final huile de tournesol 0,5 % : collant 4,8 N.
2024-08-20  C4, stabilité 12 semaines à 25 °C : aw 0,59 ; aucune agglomération ; pas de
            cristallisation.
2024-09-10  C5  infusion sous vide pulsée (3 cycles) : 10 h au lieu de 24 h.
            sucres totaux 30 g/100 g ; aw 0,58 ; collant 5,0 N.
""",
        "fiche_panel_C5_2024-10-22.md": """
# Fiche de résultats — panel consommateurs (2024-10-22)

Produits : C5 (sucre réduit) et produit standard, présentation monadique, ordre équilibré.
Panel : 60 consommateurs, échelle hédonique de 9 points.

| Produit   | Note globale | Texture | Sucré |
|-----------|--------------|---------|-------|
| Standard  | 7,3          | 7,1     | 7,4   |
| C5        | 6,9          | 7,0     | 6,4   |

C5 atteint la cible de 6,5/9.
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
        print(f"{c['name']:32s} words {c.get('_wc')}  {ks}  unsupported={out['unsupported']}")
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
