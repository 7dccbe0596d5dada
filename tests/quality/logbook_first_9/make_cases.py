#!/usr/bin/env python3
"""Writes the logbook_first_9 held-out cases (one record file + case.json per folder) and checks them.

Run:  python3 tests/quality/logbook_first_9/make_cases.py [-v]
Schema: same as logbook_first_8 (see tests/quality/logbook/README.md): case.json = name, language,
locale, entries [{date, ambiguous, sentences [{text, label}]}], undated.
Nine writers (5 English Canadian, 4 French Quebec), subjects new to every earlier logbook set:
a lobster-trap maker's biodegradable escape-panel clips, a CLT plant's glue-line delamination
(yearless d/m dates, ambiguous), an oat-drink maker's age gelation (yearless d/m dates settled by
14/3), a curling club's pebble water (Nov 2024 - Jan 2025, a late entry), a UAV LiDAR snow-depth
pipeline, a vitrified grinding-wheel plant's black core (« lundi 7 avril », « le 2 juin »), an apple
storage's Honeycrisp soft scald (dd/mm/yyyy, ambiguous), a pothole detector on bus cameras and a
cedar-shingle fire-retardant leaching study (dd/mm/yyyy settled by 17/03/2025).
Each record has 6-16 dated entries of 2-8 labelled sentences.

Conventions (same as the earlier sets):
  * a date range or a week heading ("Feb 10-14", "Nov. 18-22 (league week ...)", « Du 22 au 25
    avril », « 17 au 21 février », « Semaine du 28 avril », "24/3 to 28/3") dates its entry on the
    FIRST day; a weekly summary headed by its end day ("Week ending Feb 21 — summary", « Bilan de la
    semaine (vendredi 25 avril) », "Wk 12 summary — Fri 21/3") takes that written day;
  * `ambiguous` follows the slashed-date rule (both parts <= 12 and different, and no slashed date
    in the file with a part > 12 settles the order; en-US reads month/day, en-CA and fr-CA
    day/month); yearless "4/3" dates follow the same rule, the year coming from the file;
  * a date inside a sentence that points back or ahead ("from the 12/3 press", "the Dec 18 flight",
    « depuis le 18 », « le 13 juin », « la semaine du 7 avril ») creates no entry;
  * undated = header/preamble lines, setup lists, trailing notes and to-do lists.
Labels: hypothesis only when a supposition/expectation is stated ("We think", "probably", "should",
"Guess:", « on s'attend à ce que », « on pense que », « probablement », an adviser's « selon lui ...
devrait »); activity = what was done or set up; result = what was measured or observed, present
tense included ("3 of 8 clips show whitening", « 12 meules sur 40 présentent des taches »);
conclusion = what the writer concludes or decides ("so it's not the chloramine", "rules out",
« Décision : »); next_step = "Next:", "will try", « Prochaine étape : », « On va essayer ».
Sentences are split as a reader splits them: sentence ends, bullets, and semicolons that join two
separate facts ("2 of 4 cores fail; the extra spread didn't fix it.").

Checks:
  * every sentence text and every undated text occurs exactly once in the record file, on one line,
    and no two texts overlap;
  * every entry carries a `marker` (kept here, not written to case.json): the written date
    expression, found before (or in) the entry's first sentence, parsing by the case's locale to the
    entry's date (ranges give their first day; a missing year must be one of the case's years);
    every weekday written in a marker matches the date;
  * entry dates strictly increase; entries sit in the file in date order except those declared
    late; each entry's sentences lie after its marker and before the next entry's marker;
  * undated texts lie outside every entry; `ambiguous` follows the slashed-date rule;
  * 6-16 entries per case, 2-8 labelled sentences per entry;
  * after writing, case.json is re-read and every text is checked to be a substring of the record.
With -v the leftover text (titles, headings, bullets) is printed for eyeballing.
"""
import datetime as dt
import json
import os
import re
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
H, A, R, C, N = "hypothesis", "activity", "result", "conclusion", "next_step"
LABELS = {H, A, R, C, N}
CASES = []


def case(name, language, locale, record_name, years, record, entries, undated, late=()):
    CASES.append(dict(name=name, language=language, locale=locale, record_name=record_name,
                      years=tuple(years), record=record.strip("\n") + "\n", entries=entries,
                      undated=undated, late=set(late)))


def E(date, ambiguous, marker, *sents):
    return {"date": date, "ambiguous": ambiguous, "marker": marker,
            "sentences": [{"text": t, "label": l} for l, t in sents]}


# CASES ============================================================================================

# 1 ------------------------------------------------------------------------------------------------
# en-CA, lobster-trap maker (Yarmouth NS), biodegradable clips holding the escape panel shut. Prose
# lines, terse, with abbreviations (SW, wk, avg, n=). Dates: "Tank log 2025-02-03:" with the first
# sentence on the same line, "Tue Feb 4", a period "Feb 10-14" (dated Feb 10) as a bullet list, a
# dated weekly summary "Week ending Feb 21 — summary", "Mar 3, 2025", "Thu Mar 6", bare ISO
# "2025-03-17", "Mon Mar 31", "April 7, 2025 — decision". Undated: header, "Setup" list with a spec,
# two trailing notes. "We think", "should not matter much", "Probably", "We expect", "No effect ...
# expected", "If R2 is too good it may ..." hypotheses; "3 of 8 clips show whitening" result;
# "rules out" conclusion; "Next:" and "Will try" next_steps; semicolons split separate facts.
case(
    "lobster_trap_escape_clip_release", "en", "en-CA", "ghost_panel_clip_tank_log.txt", (2025,),
    """
GHOST PANEL CLIP — biodegradable release, tank trials
Seaside Trap Works, Yarmouth NS. Escape panel = 2 x 4 in. vent cover on the parlour, held shut by 2 biodegradable clips.
Reg requirement: the panel has to release within 12 months if the trap is lost, but hold through an LFA 34 season (late Nov to end of May).
Field complaint: clips from lot 24-11 (PHA blend, 2.0 mm) letting go after 5-7 wks on the November set, traps losing catch.

Setup
- T1, T2: 400 L tanks, flow-through SW from the wharf intake, ~4 °C in winter
- T3: 400 L recirc, SW heated to 15 °C (accelerated)
- Pull tester: Mark-10 gauge on a rig, 50 mm/min, clips pulled in the panel geometry
- Spec for a new clip: 180 N or more after 26 wks in T1 and T2

Tank log 2025-02-03: Loaded 40 clips from lot 24-11 in each of T1, T2 and T3, snapped onto panel jigs. Also 10 unloaded control clips floating free in T3. Pulled 8 unaged clips as baseline: avg 312 N, range 288-335 N. All 8 broke at the hinge, none at the hook.
We think the hinge is the weak point because it's the thinnest section, 1.4 mm after moulding.

Tue Feb 4
T3 heater overshot overnight, 19 °C at 07:00; reset the controller to 15 and added a high alarm at 17.
Logged T3 as 18 h at ~19 °C. Should not matter much over 26 wks.

Feb 10-14
- Pulled 8 from T3 at wk 1: avg 241 N
- 3 of 8 clips show whitening at the hinge; no visible cracks yet
- T1 and T2 wk 1 pulls: avg 305 N and 298 N, no whitening
- Cut 2 whitened hinges and put them under the stereo scope
- Fine crazing on the outside of the bend, nothing on the inside
- Probably stress cracking where the hinge stays bent once the clip is snapped on the panel
- Next: mould a batch with a 2.0 mm hinge and a 1.5 mm radius instead of the sharp inside corner

Week ending Feb 21 — summary
T3 losing strength fast, 312 → 241 → 196 N over 2 wks. T1 and T2 flat so far at ~300 N. Whitening only in T3 and only on the snapped-on clips. The unloaded controls in T3 still pull 288 N at wk 2.
So it's not just the PHA hydrolysing, the bend stress on the hinge is what speeds it up. Asked the toolroom for a hinge insert with the 1.5 mm radius.

Mar 3, 2025
New insert in. Moulded 120 clips (lot R2): 2.0 mm hinge, 1.5 mm radius, same PHA blend, same barrel temps (165, 170, 175 °C). Baseline pulls, n=8: avg 356 N.
Loaded 40 R2 in each tank, next to the 24-11 clips still in there.
We expect R2 to stay above 250 N at wk 4 in T3 if the hinge stress is really the driver.

Thu Mar 6
T1 intake screen plugged with ice, flow down to ~2 L/min for maybe 10 h before the morning check. Cleared it; T1 back at 3.8 °C by noon.
No effect on the clips expected, they stayed submerged the whole time.

2025-03-17
Wk 6 pulls on 24-11: T3 avg 88 N; 2 clips had already let go in the tank and their panels were hanging open. T1 avg 271 N, T2 avg 266 N.
So at 15 °C the old clip fails in about 6 wks, which is what the fishermen saw on the November set with the water still at 10-12 °C.
Wk 2 pulls on R2 in T3: avg 318 N, no whitening on any of the 8.

Mon Mar 31
R2 wk 4 in T3: avg 297 N, 1 of 8 shows light whitening. The last 16 of the 24-11 clips in T3 have all released.
Same PHA with 3x the strength left at wk 4, so the hinge geometry rules out the blend as the main problem.
But it still has to open within 12 months, so strength retention alone can't be the target. If R2 is too good it may fail the release requirement instead.
Will try a 16 wk T3 run on R2 and, in parallel, send 20 clips to the biodegradation lab for the 12-month seawater mass-loss test.

April 7, 2025 — decision
Switching production to the R2 hinge for the fall order (14,000 clips). Old lot 24-11 stays quarantined.
Mould cost unchanged; cycle time up 0.4 s per shot with the thicker hinge.
Next: rerun the whole series in the summer with intake water at 12-14 °C, we only have winter data in T1 and T2.

T3 heater is the one borrowed from the hatchery (1.5 kW), give it back before June.
Clip drawings: CL-204 rev C is lot 24-11, CL-204 rev D is R2.
""",
    [
        E("2025-02-03", False, "Tank log 2025-02-03:",
          (A, "Loaded 40 clips from lot 24-11 in each of T1, T2 and T3, snapped onto panel jigs."),
          (A, "Also 10 unloaded control clips floating free in T3."),
          (A, "Pulled 8 unaged clips as baseline: avg 312 N, range 288-335 N."),
          (R, "All 8 broke at the hinge, none at the hook."),
          (H, "We think the hinge is the weak point because it's the thinnest section, 1.4 mm after moulding.")),
        E("2025-02-04", False, "Tue Feb 4",
          (R, "T3 heater overshot overnight, 19 °C at 07:00"),
          (A, "reset the controller to 15 and added a high alarm at 17."),
          (A, "Logged T3 as 18 h at ~19 °C."),
          (H, "Should not matter much over 26 wks.")),
        E("2025-02-10", False, "Feb 10-14",
          (R, "Pulled 8 from T3 at wk 1: avg 241 N"),
          (R, "3 of 8 clips show whitening at the hinge"),
          (R, "no visible cracks yet"),
          (R, "T1 and T2 wk 1 pulls: avg 305 N and 298 N, no whitening"),
          (A, "Cut 2 whitened hinges and put them under the stereo scope"),
          (R, "Fine crazing on the outside of the bend, nothing on the inside"),
          (H, "Probably stress cracking where the hinge stays bent once the clip is snapped on the panel"),
          (N, "Next: mould a batch with a 2.0 mm hinge and a 1.5 mm radius instead of the sharp inside corner")),
        E("2025-02-21", False, "Week ending Feb 21",
          (R, "T3 losing strength fast, 312 → 241 → 196 N over 2 wks."),
          (R, "T1 and T2 flat so far at ~300 N."),
          (R, "Whitening only in T3 and only on the snapped-on clips."),
          (R, "The unloaded controls in T3 still pull 288 N at wk 2."),
          (C, "So it's not just the PHA hydrolysing, the bend stress on the hinge is what speeds it up."),
          (A, "Asked the toolroom for a hinge insert with the 1.5 mm radius.")),
        E("2025-03-03", False, "Mar 3, 2025",
          (A, "New insert in."),
          (A, "Moulded 120 clips (lot R2): 2.0 mm hinge, 1.5 mm radius, same PHA blend, same barrel temps (165, 170, 175 °C)."),
          (R, "Baseline pulls, n=8: avg 356 N."),
          (A, "Loaded 40 R2 in each tank, next to the 24-11 clips still in there."),
          (H, "We expect R2 to stay above 250 N at wk 4 in T3 if the hinge stress is really the driver.")),
        E("2025-03-06", False, "Thu Mar 6",
          (R, "T1 intake screen plugged with ice, flow down to ~2 L/min for maybe 10 h before the morning check."),
          (A, "Cleared it"),
          (R, "T1 back at 3.8 °C by noon."),
          (H, "No effect on the clips expected, they stayed submerged the whole time.")),
        E("2025-03-17", False, "2025-03-17",
          (R, "Wk 6 pulls on 24-11: T3 avg 88 N"),
          (R, "2 clips had already let go in the tank and their panels were hanging open."),
          (R, "T1 avg 271 N, T2 avg 266 N."),
          (C, "So at 15 °C the old clip fails in about 6 wks, which is what the fishermen saw on the November set with the water still at 10-12 °C."),
          (R, "Wk 2 pulls on R2 in T3: avg 318 N, no whitening on any of the 8.")),
        E("2025-03-31", False, "Mon Mar 31",
          (R, "R2 wk 4 in T3: avg 297 N, 1 of 8 shows light whitening."),
          (R, "The last 16 of the 24-11 clips in T3 have all released."),
          (C, "Same PHA with 3x the strength left at wk 4, so the hinge geometry rules out the blend as the main problem."),
          (C, "But it still has to open within 12 months, so strength retention alone can't be the target."),
          (H, "If R2 is too good it may fail the release requirement instead."),
          (N, "Will try a 16 wk T3 run on R2 and, in parallel, send 20 clips to the biodegradation lab for the 12-month seawater mass-loss test.")),
        E("2025-04-07", False, "April 7, 2025",
          (C, "Switching production to the R2 hinge for the fall order (14,000 clips)."),
          (C, "Old lot 24-11 stays quarantined."),
          (R, "Mould cost unchanged"),
          (R, "cycle time up 0.4 s per shot with the thicker hinge."),
          (N, "Next: rerun the whole series in the summer with intake water at 12-14 °C, we only have winter data in T1 and T2.")),
    ],
    [
        "Seaside Trap Works, Yarmouth NS. Escape panel = 2 x 4 in. vent cover on the parlour, held shut by 2 biodegradable clips.",
        "Reg requirement: the panel has to release within 12 months if the trap is lost, but hold through an LFA 34 season (late Nov to end of May).",
        "Field complaint: clips from lot 24-11 (PHA blend, 2.0 mm) letting go after 5-7 wks on the November set, traps losing catch.",
        "T1, T2: 400 L tanks, flow-through SW from the wharf intake, ~4 °C in winter",
        "T3: 400 L recirc, SW heated to 15 °C (accelerated)",
        "Pull tester: Mark-10 gauge on a rig, 50 mm/min, clips pulled in the panel geometry",
        "Spec for a new clip: 180 N or more after 26 wks in T1 and T2",
        "T3 heater is the one borrowed from the hatchery (1.5 kW), give it back before June.",
        "Clip drawings: CL-204 rev C is lot 24-11, CL-204 rev D is R2.",
    ],
)


# 2 ------------------------------------------------------------------------------------------------
# en-CA, CLT plant QC/process engineer, terse one-fact lines and dash bullets. AMBIGUOUS record: every
# date is a yearless slashed d/m ("4/3", "6/3 - MC survey", "Press log 10/3:", "5/5 - wk summary")
# with both parts <= 12 and nothing in the file settles the order, so every entry is ambiguous (read
# day/month, en-CA; year 2025 from the header) except "5/5" (equal parts). "from the 12/3 press"
# points back (no entry). "Guess:", "Should help a bit", "She thinks" hypotheses; "9 of 60 over 16%"
# and "2 of 4 cores fail" results; "the extra spread didn't fix it" conclusion after a semicolon;
# "Next:" next_step. Undated: header block and a trailing meter note.
case(
    "clt_glue_line_delam_ambiguous", "en", "en-CA", "clt_delam_press_notes.txt", (2025,),
    """
CLT line 1 — outer glue-line delamination, spring 2025
Press: hydraulic, 1-c PUR adhesive (PUR-240), 160 g/m2 spread, SPF 2x6 lams, 5-ply panels for the floor/roof jobs.
QC: cyclic delam on cores per PRG 320, pass = total delam 5% or less of glue-line length per core.
Problem: since February, 3 of the last 7 QC panels failed, always the outer (face lam to cross lam) lines.

4/3
Pulled QC cores from P-0211 and P-0214 (both failed)
Press log MC on those days: outer lams 14-16%, inner 10-12%
Delam concentrated on the face lam line, both faces
Guess: wetter outer lams, PUR needs moisture to cure but too much water foams the line

6/3 - MC survey
Checked 60 lams from the yard, pin meter at 3 points each
- core stock (kiln dried, under cover): 11.2% avg
- face stock (kiln dried, stacked outside since Jan): 15.8% avg, max 19.4%
- 9 of 60 over 16%
Face stock pile is under a tarp that's torn on the north end

Press log 10/3: 2 test panels, same spread, same 90 min press at 0.8 MPa
T1 faces re-dried to 11% (48 h in kiln 2); T2 faces straight from the outside pile (15-17%)
Both to the conditioning room for 14 days before delam

12/3
Pressed the Kanata order with face stock as is, no time to re-dry (site deadline)
Spread bumped to 180 g/m2 on the outer lines to compensate
Should help a bit, more adhesive = more isocyanate to react with the extra water

2/4
Delam results, cyclic, 2 cycles:
- T1 (re-dried faces): 1.8% and 2.4%, pass
- T2 (outside pile): 7.9% and 11.2%, fail
Foam bubbles in the T2 outer lines under the loupe; none in T1
Same adhesive lot in both, so it's the face lam MC and not the adhesive

7/4
Kanata panels QC, from the 12/3 press: 4 cores, delam 3.1%, 6.4%, 4.8%, 8.0%
2 of 4 cores fail; the extra spread didn't fix it
Kanata order held back, the 2 failing panels get re-pressed

9/4
Moved the face stock into the old planer shed (roofed, open sides)
Adhesive rep on site for the afternoon
She thinks PUR-240 will foam with anything over 15% MC and suggests their primer

11/4 - MC check, 2 days in the shed
Face stock 14.9% avg, 3 of 60 over 16%
Not drying fast enough in the shed to matter before May
Next: compare a 24 h top-up dry of all face stock in kiln 2 vs buying pre-dried face stock at +$38/m3

5/5 - wk summary
Kiln top-up running since the last week of April: 24 h at 60 °C, faces out at 10-12%
Last 6 production panels: delam 0.9-3.3%, all pass
Top-up adds about 1 h of kiln time per press load, cheaper than buying dry stock
Face MC above ~14% is what foams the outer lines; kiln top-up is now standard for face lams

8/5
Re-pressed the 2 Kanata panels with kiln-dried faces
Cores 2.0% and 2.7%, pass
Both shipped with the rest of the order

Pin meter: Delmhorst J-2000 on the SPF setting, no temperature correction (yard readings in March were below 5 °C).
""",
    [
        E("2025-03-04", True, "4/3",
          (A, "Pulled QC cores from P-0211 and P-0214 (both failed)"),
          (R, "Press log MC on those days: outer lams 14-16%, inner 10-12%"),
          (R, "Delam concentrated on the face lam line, both faces"),
          (H, "Guess: wetter outer lams, PUR needs moisture to cure but too much water foams the line")),
        E("2025-03-06", True, "6/3 - MC survey",
          (A, "Checked 60 lams from the yard, pin meter at 3 points each"),
          (R, "core stock (kiln dried, under cover): 11.2% avg"),
          (R, "face stock (kiln dried, stacked outside since Jan): 15.8% avg, max 19.4%"),
          (R, "9 of 60 over 16%"),
          (R, "Face stock pile is under a tarp that's torn on the north end")),
        E("2025-03-10", True, "Press log 10/3:",
          (A, "2 test panels, same spread, same 90 min press at 0.8 MPa"),
          (A, "T1 faces re-dried to 11% (48 h in kiln 2)"),
          (A, "T2 faces straight from the outside pile (15-17%)"),
          (A, "Both to the conditioning room for 14 days before delam")),
        E("2025-03-12", True, "12/3",
          (A, "Pressed the Kanata order with face stock as is, no time to re-dry (site deadline)"),
          (A, "Spread bumped to 180 g/m2 on the outer lines to compensate"),
          (H, "Should help a bit, more adhesive = more isocyanate to react with the extra water")),
        E("2025-04-02", True, "2/4",
          (A, "Delam results, cyclic, 2 cycles:"),
          (R, "T1 (re-dried faces): 1.8% and 2.4%, pass"),
          (R, "T2 (outside pile): 7.9% and 11.2%, fail"),
          (R, "Foam bubbles in the T2 outer lines under the loupe"),
          (R, "none in T1"),
          (C, "Same adhesive lot in both, so it's the face lam MC and not the adhesive")),
        E("2025-04-07", True, "7/4",
          (R, "Kanata panels QC, from the 12/3 press: 4 cores, delam 3.1%, 6.4%, 4.8%, 8.0%"),
          (R, "2 of 4 cores fail"),
          (C, "the extra spread didn't fix it"),
          (C, "Kanata order held back, the 2 failing panels get re-pressed")),
        E("2025-04-09", True, "9/4",
          (A, "Moved the face stock into the old planer shed (roofed, open sides)"),
          (A, "Adhesive rep on site for the afternoon"),
          (H, "She thinks PUR-240 will foam with anything over 15% MC and suggests their primer")),
        E("2025-04-11", True, "11/4 - MC check",
          (R, "Face stock 14.9% avg, 3 of 60 over 16%"),
          (C, "Not drying fast enough in the shed to matter before May"),
          (N, "Next: compare a 24 h top-up dry of all face stock in kiln 2 vs buying pre-dried face stock at +$38/m3")),
        E("2025-05-05", False, "5/5 - wk summary",
          (A, "Kiln top-up running since the last week of April: 24 h at 60 °C, faces out at 10-12%"),
          (R, "Last 6 production panels: delam 0.9-3.3%, all pass"),
          (C, "Top-up adds about 1 h of kiln time per press load, cheaper than buying dry stock"),
          (C, "Face MC above ~14% is what foams the outer lines"),
          (C, "kiln top-up is now standard for face lams")),
        E("2025-05-08", True, "8/5",
          (A, "Re-pressed the 2 Kanata panels with kiln-dried faces"),
          (R, "Cores 2.0% and 2.7%, pass"),
          (A, "Both shipped with the rest of the order")),
    ],
    [
        "Press: hydraulic, 1-c PUR adhesive (PUR-240), 160 g/m2 spread, SPF 2x6 lams, 5-ply panels for the floor/roof jobs.",
        "QC: cyclic delam on cores per PRG 320, pass = total delam 5% or less of glue-line length per core.",
        "Problem: since February, 3 of the last 7 QC panels failed, always the outer (face lam to cross lam) lines.",
        "Pin meter: Delmhorst J-2000 on the SPF setting, no temperature correction (yard readings in March were below 5 °C).",
    ],
)


# 3 ------------------------------------------------------------------------------------------------
# en-CA, oat-drink maker's product developer, markdown with "##" headings and "- " bullets. Yearless
# d/m dates, year 2025 from the header, SETTLED by "14/3" and "18/3" (day > 12), so none is
# ambiguous: "## 3/3 (Mon)", "## Tue 4/3", "## 11/3", "## 14/3 — 3 day check", "## Tue 18/3", a dated
# weekly summary "## Wk 12 summary — Fri 21/3" (dated 21/3), a period "## 24/3 to 28/3 — wk 3 pulls"
# (dated 24/3), "## 1/4", "## 8/4", "## 22/4". "packed 5/2", "(18/3)" and "the 5/5 run" point back or
# ahead (no entry). "We think", "probably", "should be dead", "will probably", "We expect"
# hypotheses; "So residual enzyme is ruled out." conclusion; "Next:" next_steps. Undated: header
# block and a trailing "Open questions" list that reads like guesses and to-dos.
case(
    "oat_drink_age_gelation", "en", "en-CA", "barista_oat_gelation_rd.md", (2025,),
    """
# Barista Oat 1 L — thickening in the carton, R&D notes 2025

Base: 12% oats, enzymed with alpha-amylase (A-120) at 62 °C for 50 min, decanted, then 1.5% canola oil, 0.1% dipotassium phosphate, 0.12% tricalcium phosphate (TCP), 0.025% high-acyl gellan. UHT 140 °C for 4 s, aseptic cartons.
Complaint: cafés say cartons from lot 0205 pour "like yogurt" after ~6 wks. Spec viscosity 18-25 cP at 5 °C (Brookfield, spindle 1, 60 rpm).

## 3/3 (Mon)
- Opened 3 retains of lot 0205 (packed 5/2), all at 5 °C
- 2 of 3 gelled at the top, the third still pours but reads 61 cP
- pH 6.9, 7.0 and 6.9, normal
- Retains of lots 0129 and 0212: 22 and 24 cP
- We think it's the gellan and calcium balance, 0205 was the first lot on a new TCP delivery

## Tue 4/3
Checked the TCP COA for 0205. New supplier lot, D50 3.1 µm vs 7.8 µm on the old one.

Finer TCP dissolves more, so more free Ca for the gellan, probably why 0205 set up.

Set up a 37 °C accelerated storage (1 wk at 37 °C ≈ 4 wks ambient, from our sediment validation):
- A: 0205 formula with the new TCP
- B: same with the old TCP (2 bags left)
- C: new TCP, gellan cut to 0.018%

## 11/3
Pilot skid: 20 L each of A, B and C, UHT, filled hot into 500 mL bottles (not true aseptic, ok for 3 wks).
All in the 37 °C room at 15:00.

## 14/3 — 3 day check
A 27 cP, B 21 cP, C 19 cP.
A is already out of spec after 3 days at 37 °C.
Amylase should be dead after UHT.
Next: residual amylase assay on A to rule it out.

## Tue 18/3
- Residual amylase on A (DNS, 1 h at 50 °C): no rise in reducing sugars, same as the blank
- So residual enzyme is ruled out
- A at 1 wk: 58 cP, gel cap on top; B 24 cP; C 22 cP

## Wk 12 summary — Fri 21/3
- Fine TCP with 0.025% gellan gels within 1-2 wks at 37 °C (≈ 4-8 wks ambient), which matches the café complaints
- Old TCP and the 0.018% gellan both stay in spec so far
- Less gellan will probably let the TCP settle out, C isn't safe yet
- Residual enzyme ruled out (18/3)

## 24/3 to 28/3 — wk 3 pulls
Pulled A, B and C at wk 3, viscosity at 5 °C and sediment after 24 h standing.
- A: gelled solid, can't be measured
- B: 25 cP, sediment 1 mm
- C: 23 cP, sediment 6 mm, a chalky layer you have to shake back up
C trades the gel for sediment, and baristas won't shake a carton.

## 1/4
Supplier confirmed by phone that the old TCP grade is discontinued. So B is not an option long-term.

Trying a chelator: D = new TCP, 0.025% gellan, plus 0.05% sodium citrate to bind part of the free Ca before the gellan sees it. Made 20 L of D on the pilot skid, into the 37 °C room.
We expect D to stay under 25 cP at wk 3 without more sediment than B.

## 8/4
- D at 1 wk: 20 cP, no gel cap, sediment 1 mm
- Taste panel (5 people): 2 of 5 pick up a slight salty-sour note in D vs B
- Made D2 with the citrate at 0.03%, into the 37 °C room

## 22/4
D at wk 3: 22 cP, sediment 1.5 mm.
D2 at 2 wks: 23 cP; no off-note for the panel (0 of 5).
Citrate at 0.03% goes into the spec with the fine TCP.
Next: plant trial on the 5/5 run, retains at 37 °C and at ambient.

## Open questions
- Does citrate change foaming under the steam wand? probably not, nobody has checked
- Ask QA if the 37 °C ≈ 4x ambient rule holds for gelling, it was validated on sediment only
""",
    [
        E("2025-03-03", False, "3/3 (Mon)",
          (A, "Opened 3 retains of lot 0205 (packed 5/2), all at 5 °C"),
          (R, "2 of 3 gelled at the top, the third still pours but reads 61 cP"),
          (R, "pH 6.9, 7.0 and 6.9, normal"),
          (R, "Retains of lots 0129 and 0212: 22 and 24 cP"),
          (H, "We think it's the gellan and calcium balance, 0205 was the first lot on a new TCP delivery")),
        E("2025-03-04", False, "Tue 4/3",
          (A, "Checked the TCP COA for 0205."),
          (R, "New supplier lot, D50 3.1 µm vs 7.8 µm on the old one."),
          (H, "Finer TCP dissolves more, so more free Ca for the gellan, probably why 0205 set up."),
          (A, "Set up a 37 °C accelerated storage (1 wk at 37 °C ≈ 4 wks ambient, from our sediment validation):"),
          (A, "A: 0205 formula with the new TCP"),
          (A, "B: same with the old TCP (2 bags left)"),
          (A, "C: new TCP, gellan cut to 0.018%")),
        E("2025-03-11", False, "11/3",
          (A, "Pilot skid: 20 L each of A, B and C, UHT, filled hot into 500 mL bottles (not true aseptic, ok for 3 wks)."),
          (A, "All in the 37 °C room at 15:00.")),
        E("2025-03-14", False, "14/3",
          (R, "A 27 cP, B 21 cP, C 19 cP."),
          (R, "A is already out of spec after 3 days at 37 °C."),
          (H, "Amylase should be dead after UHT."),
          (N, "Next: residual amylase assay on A to rule it out.")),
        E("2025-03-18", False, "Tue 18/3",
          (R, "Residual amylase on A (DNS, 1 h at 50 °C): no rise in reducing sugars, same as the blank"),
          (C, "So residual enzyme is ruled out"),
          (R, "A at 1 wk: 58 cP, gel cap on top"),
          (R, "B 24 cP"),
          (R, "C 22 cP")),
        E("2025-03-21", False, "Fri 21/3",
          (C, "Fine TCP with 0.025% gellan gels within 1-2 wks at 37 °C (≈ 4-8 wks ambient), which matches the café complaints"),
          (R, "Old TCP and the 0.018% gellan both stay in spec so far"),
          (H, "Less gellan will probably let the TCP settle out, C isn't safe yet"),
          (C, "Residual enzyme ruled out (18/3)")),
        E("2025-03-24", False, "24/3 to 28/3",
          (A, "Pulled A, B and C at wk 3, viscosity at 5 °C and sediment after 24 h standing."),
          (R, "A: gelled solid, can't be measured"),
          (R, "B: 25 cP, sediment 1 mm"),
          (R, "C: 23 cP, sediment 6 mm, a chalky layer you have to shake back up"),
          (C, "C trades the gel for sediment, and baristas won't shake a carton.")),
        E("2025-04-01", False, "1/4",
          (R, "Supplier confirmed by phone that the old TCP grade is discontinued."),
          (C, "So B is not an option long-term."),
          (A, "Trying a chelator: D = new TCP, 0.025% gellan, plus 0.05% sodium citrate to bind part of the free Ca before the gellan sees it."),
          (A, "Made 20 L of D on the pilot skid, into the 37 °C room."),
          (H, "We expect D to stay under 25 cP at wk 3 without more sediment than B.")),
        E("2025-04-08", False, "8/4",
          (R, "D at 1 wk: 20 cP, no gel cap, sediment 1 mm"),
          (R, "Taste panel (5 people): 2 of 5 pick up a slight salty-sour note in D vs B"),
          (A, "Made D2 with the citrate at 0.03%, into the 37 °C room")),
        E("2025-04-22", False, "22/4",
          (R, "D at wk 3: 22 cP, sediment 1.5 mm."),
          (R, "D2 at 2 wks: 23 cP"),
          (R, "no off-note for the panel (0 of 5)."),
          (C, "Citrate at 0.03% goes into the spec with the fine TCP."),
          (N, "Next: plant trial on the 5/5 run, retains at 37 °C and at ambient.")),
    ],
    [
        "Base: 12% oats, enzymed with alpha-amylase (A-120) at 62 °C for 50 min, decanted, then 1.5% canola oil, 0.1% dipotassium phosphate, 0.12% tricalcium phosphate (TCP), 0.025% high-acyl gellan. UHT 140 °C for 4 s, aseptic cartons.",
        "Complaint: cafés say cartons from lot 0205 pour \"like yogurt\" after ~6 wks. Spec viscosity 18-25 cP at 5 °C (Brookfield, spindle 1, 60 rpm).",
        "Does citrate change foaming under the steam wand? probably not, nobody has checked",
        "Ask QA if the 37 °C ≈ 4x ambient rule holds for gelling, it was validated on sediment only",
    ],
)


# 4 ------------------------------------------------------------------------------------------------
# en-CA, curling club ice technician, winter 2024-2025 (years from the header: Nov-Dec are 2024,
# Jan is 2025). Plain text, short lines. Dates: "Mon. Nov. 4 — baseline", "Wed. Nov. 6", a period
# "Nov. 18-22 (league week, ...)" (dated Nov 18) as bullets, a dated weekly summary "Week ending
# Nov. 29 — summary", "Tue. Dec. 3", "Dec 9, 2024", "Thurs. Dec. 12", "Jan. 8, 2025", then a LATE
# entry "Dec. 17 (catching up, forgot to write it in)" placed after Jan 8, and "Mon. Jan. 20". "the
# week of Jan 6" points ahead (no entry). "I think", "Probably", "We think", "Scale is probably"
# hypotheses; "So it's not the chloramine" conclusion; "Next:" next_step. Undated: header, gear
# line, a trailing reminder that reads like a to-do.
case(
    "curling_pebble_water_ro", "en", "en-CA", "club_ice_pebble_notes.txt", (2024, 2025),
    """
ICE NOTES — pebble water, season 2024-25
Brantford Curling Club, 4 sheets. Brine plant set for a 23 °F ice surface.
Since October the city water is chloraminated and harder (TDS ~310 ppm on the city report, was ~180). Members say the ice "goes straight" by the 6th end.
Gear: 2 pebble cans with 15-hole heads, conductivity pen, IR gun, stopwatch. Curl = lateral break in feet over the last 40 ft of a draw.

Mon. Nov. 4 — baseline
Timed 12 draws on sheet 2 with tap pebble at 115 °F.
Hog-to-tee 14.2 s avg at end 1, curl ~4 ft.
By end 6 (about 2 h of play): 13.1 s, curl down to ~2 ft.
Tap water 540 µS/cm.
I think the minerals make the pebble tops softer, so the stones and brooms wear them flat faster.

Wed. Nov. 6
Borrowed the arena's RO cart (150 gal/day) and filled a pebble can from it, 18 µS/cm.
Pebbled sheet 2 with RO and sheet 3 with tap, same temp, same passes.
Sheet 2 still curls ~3.5 ft at end 6; sheet 3 is down to ~2 ft.

Nov. 18-22 (league week, RO on sheets 1-2, tap on 3-4)
- 9 of 12 skips on sheets 1-2 call the ice normal, 3 say it's swingy early
- 8 of 12 skips on sheets 3-4 say it goes straight late
- RO cart can't keep up, ran dry Thursday night
- Pebbled sheet 1 half and half with tap for Friday
- RO pebble holds better, but we need our own unit sized for 4 sheets

Week ending Nov. 29 — summary
RO pebble: curl holds to end 8. Tap pebble: curl gone by end 5 or 6. Next thing to try is a cooler pebble.
Probably the minerals, but the chloramine itself isn't ruled out.

Tue. Dec. 3
Tested the chloramine idea with tap water run through a carbon cartridge, which takes out chloramine but not minerals.
Filtered water: 530 µS/cm, no chlorine on the test strip.
Pebbled sheet 3 with it for Tuesday night league.
Curl at end 6 ~2 ft, same as plain tap.
So it's not the chloramine, the carbon filter alone does nothing for us.

Dec 9, 2024
Board approved our own RO unit: 600 gal/day with a 200 gal storage tank, $6,400 installed.
Install booked for the week of Jan 6.

Thurs. Dec. 12
RO pebble at 115 °F on sheet 1 vs 90 °F on sheet 2.
The 90 °F pebble comes out smaller and more peaked under the loupe.
Curl at end 6: ~4 ft on the 90 °F sheet, ~3.5 ft on the 115 °F sheet.
We think the cooler drop freezes before it spreads, so it stays taller.

Jan. 8, 2025
RO unit in and running.
Permeate 12 µS/cm; the 200 gal tank takes about 8 h to fill.
Tank water sits at 55 °F, heating the pebble can to 90 °F on the hot plate.

Dec. 17 (catching up, forgot to write it in)
Scraped sheet 4 hard after the tap-pebble season, about 3 mm of white scale came off in the scraper.
Conductivity of the meltwater from the shavings 880 µS/cm.
Scale is probably mineral left on top by months of tap pebble.

Mon. Jan. 20
Two weeks on RO pebble at 90 °F, all 4 sheets.
Timed draws on sheet 2.
Hog-to-tee 14.0 s at end 1, 13.8 s at end 8; curl ~4 ft at the start, ~3.5 ft at end 8.
No "straight ice" complaints in the league book this week, vs 11 in the last week of tap in December.
RO water plus a cooler pebble fixes the late-game straight ice.
Next: try running the plant 1 °F warmer now that the pebble holds, it would take load off the brine compressor.

Reminder for next season: RO membrane and carbon pre-filter get changed every 6 months, write it on the plant room sheet.
""",
    [
        E("2024-11-04", False, "Mon. Nov. 4",
          (A, "Timed 12 draws on sheet 2 with tap pebble at 115 °F."),
          (R, "Hog-to-tee 14.2 s avg at end 1, curl ~4 ft."),
          (R, "By end 6 (about 2 h of play): 13.1 s, curl down to ~2 ft."),
          (R, "Tap water 540 µS/cm."),
          (H, "I think the minerals make the pebble tops softer, so the stones and brooms wear them flat faster.")),
        E("2024-11-06", False, "Wed. Nov. 6",
          (A, "Borrowed the arena's RO cart (150 gal/day) and filled a pebble can from it, 18 µS/cm."),
          (A, "Pebbled sheet 2 with RO and sheet 3 with tap, same temp, same passes."),
          (R, "Sheet 2 still curls ~3.5 ft at end 6"),
          (R, "sheet 3 is down to ~2 ft.")),
        E("2024-11-18", False, "Nov. 18-22",
          (R, "9 of 12 skips on sheets 1-2 call the ice normal, 3 say it's swingy early"),
          (R, "8 of 12 skips on sheets 3-4 say it goes straight late"),
          (R, "RO cart can't keep up, ran dry Thursday night"),
          (A, "Pebbled sheet 1 half and half with tap for Friday"),
          (C, "RO pebble holds better, but we need our own unit sized for 4 sheets")),
        E("2024-11-29", False, "Week ending Nov. 29",
          (R, "RO pebble: curl holds to end 8."),
          (R, "Tap pebble: curl gone by end 5 or 6."),
          (N, "Next thing to try is a cooler pebble."),
          (H, "Probably the minerals, but the chloramine itself isn't ruled out.")),
        E("2024-12-03", False, "Tue. Dec. 3",
          (A, "Tested the chloramine idea with tap water run through a carbon cartridge, which takes out chloramine but not minerals."),
          (R, "Filtered water: 530 µS/cm, no chlorine on the test strip."),
          (A, "Pebbled sheet 3 with it for Tuesday night league."),
          (R, "Curl at end 6 ~2 ft, same as plain tap."),
          (C, "So it's not the chloramine, the carbon filter alone does nothing for us.")),
        E("2024-12-09", False, "Dec 9, 2024",
          (C, "Board approved our own RO unit: 600 gal/day with a 200 gal storage tank, $6,400 installed."),
          (N, "Install booked for the week of Jan 6.")),
        E("2024-12-12", False, "Thurs. Dec. 12",
          (A, "RO pebble at 115 °F on sheet 1 vs 90 °F on sheet 2."),
          (R, "The 90 °F pebble comes out smaller and more peaked under the loupe."),
          (R, "Curl at end 6: ~4 ft on the 90 °F sheet, ~3.5 ft on the 115 °F sheet."),
          (H, "We think the cooler drop freezes before it spreads, so it stays taller.")),
        E("2024-12-17", False, "Dec. 17",
          (A, "Scraped sheet 4 hard after the tap-pebble season, about 3 mm of white scale came off in the scraper."),
          (R, "Conductivity of the meltwater from the shavings 880 µS/cm."),
          (H, "Scale is probably mineral left on top by months of tap pebble.")),
        E("2025-01-08", False, "Jan. 8, 2025",
          (A, "RO unit in and running."),
          (R, "Permeate 12 µS/cm"),
          (R, "the 200 gal tank takes about 8 h to fill."),
          (A, "Tank water sits at 55 °F, heating the pebble can to 90 °F on the hot plate.")),
        E("2025-01-20", False, "Mon. Jan. 20",
          (A, "Two weeks on RO pebble at 90 °F, all 4 sheets."),
          (A, "Timed draws on sheet 2."),
          (R, "Hog-to-tee 14.0 s at end 1, 13.8 s at end 8"),
          (R, "curl ~4 ft at the start, ~3.5 ft at end 8."),
          (R, "No \"straight ice\" complaints in the league book this week, vs 11 in the last week of tap in December."),
          (C, "RO water plus a cooler pebble fixes the late-game straight ice."),
          (N, "Next: try running the plant 1 °F warmer now that the pebble holds, it would take load off the brine compressor.")),
    ],
    [
        "Brantford Curling Club, 4 sheets. Brine plant set for a 23 °F ice surface.",
        "Since October the city water is chloraminated and harder (TDS ~310 ppm on the city report, was ~180). Members say the ice \"goes straight\" by the 6th end.",
        "Gear: 2 pebble cans with 15-hole heads, conductivity pen, IR gun, stopwatch. Curl = lateral break in feet over the last 40 ft of a draw.",
        "Reminder for next season: RO membrane and carbon pre-filter get changed every 6 months, write it on the plant room sheet.",
    ],
    late=("2024-12-17",),
)


# 5 ------------------------------------------------------------------------------------------------
# en-CA, UAV LiDAR snow-depth developer, markdown. Dates: "## 2025-01-14", "Flight log 2025-01-21:"
# mid-line with the first sentence after it and a second paragraph, a period "## Jan 27-31 —
# surface gridding" (dated Jan 27), "## Tue Feb 4", "## Feb 10, 2025", a dated weekly recap
# "## Week ending Feb 14 recap", "## 2025-02-19", "## Mon Mar 3". "the Dec 18 flight", "(Jan 21)" and
# "the Sept 2024 flight" point back (no entry); "2/3 of the bias" is a fraction, not a date. "My
# guess", "Probably", "We think" hypotheses; "that rules out the ground side" conclusion; "will try
# it on site C" next_step after a semicolon; "Next:" next_step. Undated: header block, a trailing
# "Notes" list.
case(
    "uav_lidar_snow_depth_canopy", "en", "en-CA", "snowdepth_uav_lidar_devlog.md", (2025,),
    """
# Snow depth under canopy — UAV LiDAR devlog

Client: hydro utility, upper basin snow survey (5 sites). Payload: Livox-based LiDAR on an M350, ~250 pts/m² at 60 m AGL.
Snow depth = winter snow-surface grid minus the snow-free DTM from the Sept 2024 flight, 0.5 m cells.
Validation: Magnaprobe transects, ~300 points per site, GNSS-tagged.
Problem: in the open we're within ±5 cm of the probes, but under spruce and fir the depth comes out 20-40 cm low.

## 2025-01-14
- Re-ran site B (mixed forest) with the Dec 18 flight against the probes
- Open: bias -2 cm, RMSE 6 cm (n=112)
- Canopy: bias -31 cm, RMSE 38 cm (n=187)
- My guess: the summer DTM is too high under the crowns, the ground filter probably took shrubs and deadfall as ground

Flight log 2025-01-21: Flew site B again at 60 m AGL, 2 cross-hatched passes. Walked the Magnaprobe transect with the RTK rover on the probe pole, so every point has a snow-surface elevation and a ground elevation (surface minus depth).

Ground from the probes vs the Sept DTM, canopy points: mean +3 cm, SD 7 cm. So the summer DTM is fine, that rules out the ground side. LiDAR snow surface vs RTK snow surface under canopy: 27 cm low on average. The whole bias sits in the winter surface.

## Jan 27-31 — surface gridding
- Dumped the canopy-cell returns between the RTK surface and 1 m below it
- Site B: 4.1% of canopy returns sit 10-80 cm below the true snow surface, vs 0.2% in the open
- Most of them are single returns with low intensity, right under dense crowns
- Probably mixed-pixel returns off the branches that the sensor logs at the wrong range
- Min-z gridding picks exactly those points, which is why the surface comes out low

## Tue Feb 4
Tried 3 surface estimators on the site B canopy cells, all at 0.5 m:
- min-z: bias -27 cm
- 10th percentile after a statistical outlier filter (P10 + SOR, k=8, 2σ): -11 cm
- 25th percentile: +6 cm, but it lifts the open cells too (+4 cm there)

P10 + SOR looks like the best compromise; will try it on site C before touching the pipeline.

## Feb 10, 2025
Site C (dense subalpine fir, our worst site) with P10 + SOR.
Canopy bias -19 cm, RMSE 24 cm, was -38 cm and 44 cm.
Better, but the denser the stand, the less it helps.
Site C has 6 pts/m² in the canopy cells, site B has 40.
We think the rest of the bias comes from cells with too few returns to give a clean percentile.

## Week ending Feb 14 recap
- The bias is in the winter surface, not the DTM (Jan 21)
- Low noise returns under the crowns drag min-z down; P10 + SOR takes out about 2/3 of the bias
- Dense stands are still ~20 cm low
- Reflew site C on Thursday at 30 m AGL with 80% side overlap, to process next week

## 2025-02-19
Site C 30 m flight: 17 pts/m² in the canopy cells, up from 6.
Canopy bias with P10 + SOR: -7 cm, RMSE 13 cm.
Return density under the crowns is what limits us, and lower, denser flights fix most of what's left.
Flight time per km² goes from 22 to 41 min; 6 battery sets instead of 3.

## Mon Mar 3
Pipeline v0.9: P10 + SOR for the winter surface, minimum 8 returns per cell, sparser cells filled from neighbours and flagged "canopy-sparse".
Reprocessed all 5 sites from February; canopy bias now -4 to -9 cm across sites, open cells unchanged.
Flagged cells cover 12% of the canopy area at site C.
Next: ask the client whether 30 m AGL fits their flight permit for the April survey.

## Notes
- SOR = statistical outlier removal (PDAL filters.outlier, method statistical)
- The Magnaprobe tip sinks 1-2 cm into moss, not corrected for
""",
    [
        E("2025-01-14", False, "2025-01-14",
          (A, "Re-ran site B (mixed forest) with the Dec 18 flight against the probes"),
          (R, "Open: bias -2 cm, RMSE 6 cm (n=112)"),
          (R, "Canopy: bias -31 cm, RMSE 38 cm (n=187)"),
          (H, "My guess: the summer DTM is too high under the crowns, the ground filter probably took shrubs and deadfall as ground")),
        E("2025-01-21", False, "Flight log 2025-01-21:",
          (A, "Flew site B again at 60 m AGL, 2 cross-hatched passes."),
          (A, "Walked the Magnaprobe transect with the RTK rover on the probe pole, so every point has a snow-surface elevation and a ground elevation (surface minus depth)."),
          (R, "Ground from the probes vs the Sept DTM, canopy points: mean +3 cm, SD 7 cm."),
          (C, "So the summer DTM is fine, that rules out the ground side."),
          (R, "LiDAR snow surface vs RTK snow surface under canopy: 27 cm low on average."),
          (C, "The whole bias sits in the winter surface.")),
        E("2025-01-27", False, "Jan 27-31",
          (A, "Dumped the canopy-cell returns between the RTK surface and 1 m below it"),
          (R, "Site B: 4.1% of canopy returns sit 10-80 cm below the true snow surface, vs 0.2% in the open"),
          (R, "Most of them are single returns with low intensity, right under dense crowns"),
          (H, "Probably mixed-pixel returns off the branches that the sensor logs at the wrong range"),
          (C, "Min-z gridding picks exactly those points, which is why the surface comes out low")),
        E("2025-02-04", False, "Tue Feb 4",
          (A, "Tried 3 surface estimators on the site B canopy cells, all at 0.5 m:"),
          (R, "min-z: bias -27 cm"),
          (R, "10th percentile after a statistical outlier filter (P10 + SOR, k=8, 2σ): -11 cm"),
          (R, "25th percentile: +6 cm, but it lifts the open cells too (+4 cm there)"),
          (C, "P10 + SOR looks like the best compromise"),
          (N, "will try it on site C before touching the pipeline.")),
        E("2025-02-10", False, "Feb 10, 2025",
          (A, "Site C (dense subalpine fir, our worst site) with P10 + SOR."),
          (R, "Canopy bias -19 cm, RMSE 24 cm, was -38 cm and 44 cm."),
          (C, "Better, but the denser the stand, the less it helps."),
          (R, "Site C has 6 pts/m² in the canopy cells, site B has 40."),
          (H, "We think the rest of the bias comes from cells with too few returns to give a clean percentile.")),
        E("2025-02-14", False, "Week ending Feb 14",
          (C, "The bias is in the winter surface, not the DTM (Jan 21)"),
          (C, "Low noise returns under the crowns drag min-z down"),
          (R, "P10 + SOR takes out about 2/3 of the bias"),
          (R, "Dense stands are still ~20 cm low"),
          (A, "Reflew site C on Thursday at 30 m AGL with 80% side overlap, to process next week")),
        E("2025-02-19", False, "2025-02-19",
          (R, "Site C 30 m flight: 17 pts/m² in the canopy cells, up from 6."),
          (R, "Canopy bias with P10 + SOR: -7 cm, RMSE 13 cm."),
          (C, "Return density under the crowns is what limits us, and lower, denser flights fix most of what's left."),
          (R, "Flight time per km² goes from 22 to 41 min"),
          (R, "6 battery sets instead of 3.")),
        E("2025-03-03", False, "Mon Mar 3",
          (A, "Pipeline v0.9: P10 + SOR for the winter surface, minimum 8 returns per cell, sparser cells filled from neighbours and flagged \"canopy-sparse\"."),
          (A, "Reprocessed all 5 sites from February"),
          (R, "canopy bias now -4 to -9 cm across sites, open cells unchanged."),
          (R, "Flagged cells cover 12% of the canopy area at site C."),
          (N, "Next: ask the client whether 30 m AGL fits their flight permit for the April survey.")),
    ],
    [
        "Client: hydro utility, upper basin snow survey (5 sites). Payload: Livox-based LiDAR on an M350, ~250 pts/m² at 60 m AGL.",
        "Snow depth = winter snow-surface grid minus the snow-free DTM from the Sept 2024 flight, 0.5 m cells.",
        "Validation: Magnaprobe transects, ~300 points per site, GNSS-tagged.",
        "Problem: in the open we're within ±5 cm of the probes, but under spruce and fir the depth comes out 20-40 cm low.",
        "SOR = statistical outlier removal (PDAL filters.outlier, method statistical)",
        "The Magnaprobe tip sinks 1-2 cm into moss, not corrected for",
    ],
)


# 6 ------------------------------------------------------------------------------------------------
# fr-CA, usine de meules abrasives vitrifiées, responsable procédé. Texte brut, lignes courtes,
# quelques puces. Dates : « lundi 7 avril », « mer. 9 avril », « Journal four 2025-04-14 : » avec la
# première phrase sur la même ligne, une période « Du 22 au 25 avril » (datée du 22) en puces, un
# bilan daté « Bilan de la semaine (vendredi 25 avril) », « lundi 28 avril — cuisson B », « mardi 13
# mai », « le 2 juin », « 10 juin 2025 — décision » ; l'année vient de l'en-tête. « 12 meules sur 40
# présentent des taches » et « 3 meules sur 24 présentent des taches » sont des résultats ; « On
# pense que », « Ça doit être », « On s'attend à ce que », « probablement » sont des hypothèses ;
# « Donc c'est le déliantage » conclusion ; « On va essayer », « Prochaine étape : » étapes
# suivantes. Non daté : en-tête, plainte, notes de fin.
case(
    "fr_meules_vitrifiees_coeur_noir", "fr", "fr-CA", "meules_coeur_noir_journal.txt", (2025,),
    """
MEULES VITRIFIÉES 400 x 50 x 127 — cœur noir et taches, printemps 2025
Abrasifs Laurentides inc., Saint-Jérôme. Grain oxyde d'alumine blanc, grosseur 60, liant vitrifié, liant temporaire dextrine + cire.
Four périodique no 2, cycle standard : montée de 40 °C à l'heure jusqu'à 600 °C, palier 2 h, puis 1 250 °C, palier 6 h.
Plainte du client (aciérie de Contrecœur) : cœur noir visible sur 2 meules cassées au test de survitesse, taches brunes en surface sur d'autres.

lundi 7 avril
Inspecté le lot 25-031 (40 meules, four 2).
12 meules sur 40 présentent des taches brunes sur la face.
Coupé 2 meules tachées et 1 sans tache à la scie diamantée.
Les 2 tachées ont un cœur noir de 60 à 80 mm de large ; la sans tache aussi, mais plus mince (20 mm).
On pense que le liant temporaire ne brûle pas au complet avant que le verre se ferme, le carbone reste pris au centre.

mer. 9 avril
Analyse de carbone (LECO) sur carottes, centre contre bord : 0,41 % au centre, 0,03 % au bord.
Le cœur noir, c'est bien du carbone résiduel.
Relevé du thermocouple de charge : le palier de 600 °C est en fait à 540 °C au centre de la charge, avec le four plein à 100 %.
Ça doit être la charge trop serrée, l'air circule mal entre les meules.

Journal four 2025-04-14 : cuisson d'essai A, four 2 chargé à 60 % (24 meules), espaceurs de 25 mm entre les meules au lieu de 10 mm.
Même cycle que d'habitude.
On s'attend à ce que le cœur noir diminue si c'est vraiment l'air qui manque.

Du 22 au 25 avril
- Essai A défourné mardi matin
- 3 meules sur 24 présentent des taches, plus pâles qu'avant
- Cœur noir sur les 2 meules coupées : 15 et 25 mm ; carbone au centre 0,12 %
- Mercredi : cuisson B lancée, charge pleine comme en production, avec un palier de déliantage de 8 h à 450 °C
- Ce palier rallonge le cycle de 8 h, donc on perd presque une cuisson par semaine si ça devient le standard

Bilan de la semaine (vendredi 25 avril)
L'espacement aide, mais ne règle pas tout. Charger à 60 %, c'est 16 meules de moins par cuisson : pas viable en production. Prochaine étape : défourner B lundi et couper 3 meules.

lundi 28 avril — cuisson B
Cuisson B défournée, 40 meules.
Aucune meule tachée.
Pas de cœur noir sur les 3 meules coupées, carbone au centre 0,02 %.
Dureté (Grindo-Sonic) et densité dans la spec, comme le lot 25-031.
Donc c'est le déliantage et pas la composition : même mélange, même charge, juste un palier de plus.

mardi 13 mai
Cuisson C : palier à 450 °C raccourci à 4 h pour sauver du temps de four.
6 meules sur 40 présentent des taches légères ; carbone au centre 0,09 %.
Quatre heures, c'est pas assez avec une charge pleine, il faut au moins 6 à 8 h.
On va essayer de remplacer une partie de la dextrine par du PEG, qui brûle plus bas et plus proprement selon le fournisseur.

le 2 juin
Cuisson D : mélange avec la moitié de la dextrine remplacée par du PEG 4000, palier de 4 h à 450 °C.
Aucune tache sur les 40 meules, carbone au centre 0,03 %.
Par contre la résistance à cru baisse : 3 meules cassées au démoulage sur 43 pressées.
Le PEG permettrait de garder le cycle court, mais la casse à cru est un problème ; probablement qu'il faudrait monter la cire pour compenser.

10 juin 2025 — décision
Pour la production : palier de déliantage de 6 h à 450 °C, mélange inchangé, charge pleine.
Lot de remplacement pour l'aciérie (30 meules) pressé ce matin.
Prochaine étape : essai PEG avec la cire à 1,2 % en juillet, quand le four 3 sera libre.

Notes
Thermocouple de charge : type K, à remplacer, il dérive de +8 °C à 1 200 °C.
Le LECO est celui du cégep, réservation par Mélanie.
""",
    [
        E("2025-04-07", False, "lundi 7 avril",
          (A, "Inspecté le lot 25-031 (40 meules, four 2)."),
          (R, "12 meules sur 40 présentent des taches brunes sur la face."),
          (A, "Coupé 2 meules tachées et 1 sans tache à la scie diamantée."),
          (R, "Les 2 tachées ont un cœur noir de 60 à 80 mm de large"),
          (R, "la sans tache aussi, mais plus mince (20 mm)."),
          (H, "On pense que le liant temporaire ne brûle pas au complet avant que le verre se ferme, le carbone reste pris au centre.")),
        E("2025-04-09", False, "mer. 9 avril",
          (R, "Analyse de carbone (LECO) sur carottes, centre contre bord : 0,41 % au centre, 0,03 % au bord."),
          (C, "Le cœur noir, c'est bien du carbone résiduel."),
          (R, "Relevé du thermocouple de charge : le palier de 600 °C est en fait à 540 °C au centre de la charge, avec le four plein à 100 %."),
          (H, "Ça doit être la charge trop serrée, l'air circule mal entre les meules.")),
        E("2025-04-14", False, "Journal four 2025-04-14 :",
          (A, "cuisson d'essai A, four 2 chargé à 60 % (24 meules), espaceurs de 25 mm entre les meules au lieu de 10 mm."),
          (A, "Même cycle que d'habitude."),
          (H, "On s'attend à ce que le cœur noir diminue si c'est vraiment l'air qui manque.")),
        E("2025-04-22", False, "Du 22 au 25 avril",
          (A, "Essai A défourné mardi matin"),
          (R, "3 meules sur 24 présentent des taches, plus pâles qu'avant"),
          (R, "Cœur noir sur les 2 meules coupées : 15 et 25 mm"),
          (R, "carbone au centre 0,12 %"),
          (A, "Mercredi : cuisson B lancée, charge pleine comme en production, avec un palier de déliantage de 8 h à 450 °C"),
          (C, "Ce palier rallonge le cycle de 8 h, donc on perd presque une cuisson par semaine si ça devient le standard")),
        E("2025-04-25", False, "vendredi 25 avril",
          (C, "L'espacement aide, mais ne règle pas tout."),
          (C, "Charger à 60 %, c'est 16 meules de moins par cuisson : pas viable en production."),
          (N, "Prochaine étape : défourner B lundi et couper 3 meules.")),
        E("2025-04-28", False, "lundi 28 avril",
          (A, "Cuisson B défournée, 40 meules."),
          (R, "Aucune meule tachée."),
          (R, "Pas de cœur noir sur les 3 meules coupées, carbone au centre 0,02 %."),
          (R, "Dureté (Grindo-Sonic) et densité dans la spec, comme le lot 25-031."),
          (C, "Donc c'est le déliantage et pas la composition : même mélange, même charge, juste un palier de plus.")),
        E("2025-05-13", False, "mardi 13 mai",
          (A, "Cuisson C : palier à 450 °C raccourci à 4 h pour sauver du temps de four."),
          (R, "6 meules sur 40 présentent des taches légères"),
          (R, "carbone au centre 0,09 %."),
          (C, "Quatre heures, c'est pas assez avec une charge pleine, il faut au moins 6 à 8 h."),
          (N, "On va essayer de remplacer une partie de la dextrine par du PEG, qui brûle plus bas et plus proprement selon le fournisseur.")),
        E("2025-06-02", False, "le 2 juin",
          (A, "Cuisson D : mélange avec la moitié de la dextrine remplacée par du PEG 4000, palier de 4 h à 450 °C."),
          (R, "Aucune tache sur les 40 meules, carbone au centre 0,03 %."),
          (R, "Par contre la résistance à cru baisse : 3 meules cassées au démoulage sur 43 pressées."),
          (C, "Le PEG permettrait de garder le cycle court, mais la casse à cru est un problème"),
          (H, "probablement qu'il faudrait monter la cire pour compenser.")),
        E("2025-06-10", False, "10 juin 2025",
          (C, "Pour la production : palier de déliantage de 6 h à 450 °C, mélange inchangé, charge pleine."),
          (A, "Lot de remplacement pour l'aciérie (30 meules) pressé ce matin."),
          (N, "Prochaine étape : essai PEG avec la cire à 1,2 % en juillet, quand le four 3 sera libre.")),
    ],
    [
        "Abrasifs Laurentides inc., Saint-Jérôme. Grain oxyde d'alumine blanc, grosseur 60, liant vitrifié, liant temporaire dextrine + cire.",
        "Four périodique no 2, cycle standard : montée de 40 °C à l'heure jusqu'à 600 °C, palier 2 h, puis 1 250 °C, palier 6 h.",
        "Plainte du client (aciérie de Contrecœur) : cœur noir visible sur 2 meules cassées au test de survitesse, taches brunes en surface sur d'autres.",
        "Thermocouple de charge : type K, à remplacer, il dérive de +8 °C à 1 200 °C.",
        "Le LECO est celui du cégep, réservation par Mélanie.",
    ],
)


# 7 ------------------------------------------------------------------------------------------------
# fr-CA, verger et entrepôt frigorifique, Honeycrisp 2024-2025. AMBIGU : toutes les dates sont en
# jj/mm/aaaa, les deux parties <= 12, et aucune date à barres du fichier ne tranche l'ordre ; toutes
# les entrées sont donc ambiguës (lues jour/mois, fr-CA), sauf « 12/12/2024 » (parties égales).
# Formes : « 04/09/2024 » seule, « 05/11/2024 — contrôle 2 mois », « 11/03/2025 — sortie finale ».
# « le 18 septembre, C le 25 septembre » renvoie en arrière (pas d'entrée). Résultats au présent (« 6 pommes
# sur 20 présentent de l'échaudure molle ») ; « On s'attend à ce que », « probablement », « Selon lui,
# on devrait », « Il pense aussi » sont des hypothèses ; « Décision : » conclusion ; « Prochaine
# étape : » étape suivante. Les décomptes sont écrits « 11 sur 20 », jamais avec une barre. Non
# daté : en-tête, objectif, deux notes de fin.
case(
    "fr_pommes_honeycrisp_echaudure_ambigu", "fr", "fr-CA", "entrepot_honeycrisp_2024.txt", (2024, 2025),
    """
Entrepôt — Honeycrisp 2024, échaudure molle
Vergers Beaulieu, Rougemont. Chambres 1 à 4 en air normal, chambre 5 en atmosphère contrôlée (AC).
Saison passée : 22 % de pertes en Honeycrisp à la sortie de février, surtout de l'échaudure molle.
Objectif : moins de 5 % de pertes à la sortie de mars, sans perdre de fermeté.

04/09/2024
Premier passage de récolte, bloc 7 (M9, 8 ans).
Indice amidon 3,8 (moyenne de 20 pommes), fermeté 17,2 lb, brix 12,4.
Deux lots de 10 bacs :
- lot A : direct en chambre 1 à 3 °C, comme l'an passé
- lot B : conditionnement 7 jours à 10 °C en chambre 4, puis 3 °C
On s'attend à ce que le lot B ait beaucoup moins d'échaudure, c'est ce que les essais de Cornell montrent.

11/09/2024
Deuxième passage, bloc 7.
Indice amidon 5,6, fermeté 15,9 lb, brix 13,1.
Lot C (10 bacs) : 7 jours à 10 °C puis 3 °C, comme B mais plus mûr.
Lot D (10 bacs) : direct à 3 °C.
Les pommes plus mûres sont probablement plus sensibles, on verra.

08/10/2024
Fin du conditionnement : B passé à 3 °C le 18 septembre, C le 25 septembre.
Contrôle à 1 mois, 20 pommes par lot, coupées en deux :
- A : 2 pommes avec un début d'échaudure molle
- B et C : aucune
- D : 5 sur 20 avec de l'échaudure, 1 avec du brunissement interne
Trop tôt pour conclure, l'échaudure sort surtout après 2 ou 3 mois.

05/11/2024 — contrôle 2 mois
A : 6 pommes sur 20 présentent de l'échaudure molle.
B : 1 sur 20.
C : 2 sur 20.
D : 9 sur 20, dont 3 avec du brunissement interne.
Le conditionnement marche, il divise les pertes par 4 à 6.
La maturité compte aussi : les lots du deuxième passage sont pires dans les deux cas.

12/12/2024
Sorti 180 bacs de Honeycrisp commerciaux de la chambre 1 pour une commande, non conditionnés, cueillis entre les deux passages.
Au triage : 14 % de rejet, surtout de l'échaudure et des points amers.
Bacs d'essai laissés en chambre, pas touchés.

07/01/2025 — contrôle 4 mois
- A : 11 sur 20 avec échaudure, la peau se détache par plaques
- B : 2 sur 20
- C : 3 sur 20, plus 1 brunissement interne
- D : 13 sur 20
- Fermeté B 14,8 lb contre 15,1 lb pour A, la différence est dans l'erreur de mesure
- Le conditionnement ne coûte pas de fermeté

04/02/2025
Rencontre avec le conseiller du MAPAQ à l'entrepôt.
Selon lui, on devrait pouvoir descendre à 5 jours de conditionnement sans perdre l'effet, ce qui libérerait la chambre 4 plus vite.
Il pense aussi que l'AC pourrait aggraver le brunissement interne chez la Honeycrisp.
Décision : pour la récolte 2025, tout le Honeycrisp passe au conditionnement 7 jours, et rien en AC.

11/03/2025 — sortie finale
Sortie des 4 lots d'essai, 40 pommes chacun, après 7 jours à 20 °C pour simuler la tablette.
Pertes totales : A 38 %, B 6 %, C 9 %, D 52 %.
Objectif presque atteint pour B ; C rate les 5 % à cause de la maturité.
Il faut récolter plus tôt (amidon sous 5) en plus de conditionner.
Prochaine étape : essai 5 jours contre 7 jours de conditionnement à la récolte 2025, blocs 7 et 12.

Fermetés prises au pénétromètre Effegi, embout 11 mm, deux côtés de la pomme.
Penser à recalibrer le thermomètre de la chambre 4 avant septembre.
""",
    [
        E("2024-09-04", True, "04/09/2024",
          (A, "Premier passage de récolte, bloc 7 (M9, 8 ans)."),
          (R, "Indice amidon 3,8 (moyenne de 20 pommes), fermeté 17,2 lb, brix 12,4."),
          (A, "Deux lots de 10 bacs :"),
          (A, "lot A : direct en chambre 1 à 3 °C, comme l'an passé"),
          (A, "lot B : conditionnement 7 jours à 10 °C en chambre 4, puis 3 °C"),
          (H, "On s'attend à ce que le lot B ait beaucoup moins d'échaudure, c'est ce que les essais de Cornell montrent.")),
        E("2024-09-11", True, "11/09/2024",
          (A, "Deuxième passage, bloc 7."),
          (R, "Indice amidon 5,6, fermeté 15,9 lb, brix 13,1."),
          (A, "Lot C (10 bacs) : 7 jours à 10 °C puis 3 °C, comme B mais plus mûr."),
          (A, "Lot D (10 bacs) : direct à 3 °C."),
          (H, "Les pommes plus mûres sont probablement plus sensibles, on verra.")),
        E("2024-10-08", True, "08/10/2024",
          (A, "Fin du conditionnement : B passé à 3 °C le 18 septembre, C le 25 septembre."),
          (A, "Contrôle à 1 mois, 20 pommes par lot, coupées en deux :"),
          (R, "A : 2 pommes avec un début d'échaudure molle"),
          (R, "B et C : aucune"),
          (R, "D : 5 sur 20 avec de l'échaudure, 1 avec du brunissement interne"),
          (C, "Trop tôt pour conclure, l'échaudure sort surtout après 2 ou 3 mois.")),
        E("2024-11-05", True, "05/11/2024",
          (R, "A : 6 pommes sur 20 présentent de l'échaudure molle."),
          (R, "B : 1 sur 20."),
          (R, "C : 2 sur 20."),
          (R, "D : 9 sur 20, dont 3 avec du brunissement interne."),
          (C, "Le conditionnement marche, il divise les pertes par 4 à 6."),
          (C, "La maturité compte aussi : les lots du deuxième passage sont pires dans les deux cas.")),
        E("2024-12-12", False, "12/12/2024",
          (A, "Sorti 180 bacs de Honeycrisp commerciaux de la chambre 1 pour une commande, non conditionnés, cueillis entre les deux passages."),
          (R, "Au triage : 14 % de rejet, surtout de l'échaudure et des points amers."),
          (A, "Bacs d'essai laissés en chambre, pas touchés.")),
        E("2025-01-07", True, "07/01/2025",
          (R, "A : 11 sur 20 avec échaudure, la peau se détache par plaques"),
          (R, "B : 2 sur 20"),
          (R, "C : 3 sur 20, plus 1 brunissement interne"),
          (R, "D : 13 sur 20"),
          (R, "Fermeté B 14,8 lb contre 15,1 lb pour A, la différence est dans l'erreur de mesure"),
          (C, "Le conditionnement ne coûte pas de fermeté")),
        E("2025-02-04", True, "04/02/2025",
          (A, "Rencontre avec le conseiller du MAPAQ à l'entrepôt."),
          (H, "Selon lui, on devrait pouvoir descendre à 5 jours de conditionnement sans perdre l'effet, ce qui libérerait la chambre 4 plus vite."),
          (H, "Il pense aussi que l'AC pourrait aggraver le brunissement interne chez la Honeycrisp."),
          (C, "Décision : pour la récolte 2025, tout le Honeycrisp passe au conditionnement 7 jours, et rien en AC.")),
        E("2025-03-11", True, "11/03/2025",
          (A, "Sortie des 4 lots d'essai, 40 pommes chacun, après 7 jours à 20 °C pour simuler la tablette."),
          (R, "Pertes totales : A 38 %, B 6 %, C 9 %, D 52 %."),
          (C, "Objectif presque atteint pour B"),
          (C, "C rate les 5 % à cause de la maturité."),
          (C, "Il faut récolter plus tôt (amidon sous 5) en plus de conditionner."),
          (N, "Prochaine étape : essai 5 jours contre 7 jours de conditionnement à la récolte 2025, blocs 7 et 12.")),
    ],
    [
        "Vergers Beaulieu, Rougemont. Chambres 1 à 4 en air normal, chambre 5 en atmosphère contrôlée (AC).",
        "Saison passée : 22 % de pertes en Honeycrisp à la sortie de février, surtout de l'échaudure molle.",
        "Objectif : moins de 5 % de pertes à la sortie de mars, sans perdre de fermeté.",
        "Fermetés prises au pénétromètre Effegi, embout 11 mm, deux côtés de la pomme.",
        "Penser à recalibrer le thermomètre de la chambre 4 avant septembre.",
    ],
)


# 8 ------------------------------------------------------------------------------------------------
# fr-CA, jeune pousse en vision, détection de nids-de-poule sur caméras d'autobus (projet pilote avec
# une société de transport). Markdown. Dates : « ## Lundi 3 mars », « ## mer. 5 mars », « Journal du
# 10 mars 2025 : » avec la première phrase sur la même ligne, une période « ## Du 17 au 21 mars »
# (datée du 17), un bilan « ## Bilan semaine 13 (vendredi 28 mars) », ISO « ## 2025-04-02 », « ## le
# 8 avril », « ## Mardi 15 avril » ; l'année vient du « Journal du 10 mars 2025 » et de l'ISO.
# « la semaine du 7 avril » renvoie en arrière (pas d'entrée). « On pense que », « probablement »,
# « On s'attend à ce que » hypothèses ; « Les données mouillées règlent les reflets » conclusion ;
# « On passe ... lundi prochain » décision (conclusion) ; « Prochaine étape : » étapes suivantes.
# Non daté : en-tête et une liste « En vrac » de fin qui ressemble à un à-faire.
case(
    "fr_nids_de_poule_cameras_autobus", "fr", "fr-CA", "detection_nids_de_poule_journal.md", (2025,),
    """
# Détection de nids-de-poule — caméras d'autobus

Projet pilote avec la STL : 12 autobus équipés de caméras de tableau de bord (1080p, 15 images par seconde).
Modèle : YOLOv8s entraîné sur 4 200 images annotées (hiver 2024), seuil de confiance 0,5.
Cible du client : précision d'au moins 85 % sur les alertes envoyées aux Travaux publics, rappel d'au moins 70 %.

## Lundi 3 mars
- Revue des 600 alertes de février avec l'inspecteur de la Ville
- Précision 61 % (366 vrais nids-de-poule sur 600)
- Faux positifs : 118 reflets sur chaussée mouillée, 64 couvercles de regard, 52 rapiéçages récents
- On pense que le modèle n'a presque jamais vu de chaussée mouillée, le jeu d'entraînement vient surtout de journées sèches

## mer. 5 mars
Compté les images d'entraînement par météo, avec les données d'Environnement Canada à l'heure de la prise. Résultat : 3 710 sèches, 490 mouillées ou sous la pluie.
Seulement 12 % d'images mouillées, alors qu'en février la chaussée est mouillée un jour sur deux avec le dégel.
Ça explique probablement les reflets, mais pas les regards.

Journal du 10 mars 2025 : annoté 1 100 images de chaussée mouillée tirées des vidéos de février (2 annotateurs, revue croisée). Ajouté aussi 300 images de regards et de rapiéçages comme exemples négatifs.
Réentraînement v2 lancé sur le GPU loué, 80 époques.
On s'attend à ce que la précision remonte au-dessus de 75 % sur les alertes de février.

## Du 17 au 21 mars
- v2 rejouée sur les vidéos de février, mêmes 12 autobus
- 412 alertes au lieu de 600 ; précision 79 %
- Reflets : 22 faux positifs au lieu de 118
- Regards : encore 51
- Rappel sur le jeu de validation de la Ville (180 nids-de-poule mesurés) : 68 % contre 71 % en v1
- v2 installée sur 4 autobus mercredi

## Bilan semaine 13 (vendredi 28 mars)
Les données mouillées règlent les reflets. Les regards restent : le modèle ne les distingue pas d'un nid-de-poule rond quand il y a de l'eau autour. Le rappel a un peu baissé, probablement parce que les exemples négatifs rendent le modèle plus prudent. Sur les 4 autobus cette semaine : précision 82 % sur 94 alertes.

## 2025-04-02
Essai d'un filtre géographique avec la couche SIG des regards fournie par la Ville (environ 38 000 points).
Toute alerte à moins de 1,5 m d'un regard connu part en revue humaine au lieu d'être envoyée directement.
Rejoué sur les vidéos de mars.
47 des 51 faux positifs de regards sont filtrés, mais 9 vrais nids-de-poule sont retenus aussi.
Le filtre vaut la peine, la revue humaine ne coûte que 9 alertes de plus par semaine.

## le 8 avril
Vérifié sur la carte, avec l'inspecteur, la position des alertes de la semaine.
14 % tombent dans la mauvaise voie ou de l'autre côté du terre-plein.
Le GPS des caméras (1 Hz) est probablement trop lent : à 50 km/h, l'autobus fait 14 m entre deux points.
Prochaine étape : interpoler la position avec l'horodatage des images et l'odomètre de l'autobus.

## Mardi 15 avril
Interpolation GPS + odomètre codée et rejouée sur la semaine du 7 avril.
Alertes hors voie : 3 % au lieu de 14 %.
Le problème de position est réglé, ce n'était pas la caméra mais l'échantillonnage du GPS.
Précision globale sur les 4 autobus (v2 + filtre regards) : 88 % ; rappel 69 %.
On passe v2, le filtre et l'interpolation sur les 12 autobus lundi prochain.
Prochaine étape : refaire la validation du rappel en mai, après le gros du dégel.

## En vrac
- Demander à la Ville si on peut avoir la couche des rapiéçages aussi
- Vérifier la licence des images d'hiver 2024 avant de publier quoi que ce soit
- Les caméras de 2 autobus ont le pare-brise rayé, ça va sûrement nuire la nuit
""",
    [
        E("2025-03-03", False, "Lundi 3 mars",
          (A, "Revue des 600 alertes de février avec l'inspecteur de la Ville"),
          (R, "Précision 61 % (366 vrais nids-de-poule sur 600)"),
          (R, "Faux positifs : 118 reflets sur chaussée mouillée, 64 couvercles de regard, 52 rapiéçages récents"),
          (H, "On pense que le modèle n'a presque jamais vu de chaussée mouillée, le jeu d'entraînement vient surtout de journées sèches")),
        E("2025-03-05", False, "mer. 5 mars",
          (A, "Compté les images d'entraînement par météo, avec les données d'Environnement Canada à l'heure de la prise."),
          (R, "Résultat : 3 710 sèches, 490 mouillées ou sous la pluie."),
          (R, "Seulement 12 % d'images mouillées, alors qu'en février la chaussée est mouillée un jour sur deux avec le dégel."),
          (H, "Ça explique probablement les reflets, mais pas les regards.")),
        E("2025-03-10", False, "Journal du 10 mars 2025 :",
          (A, "annoté 1 100 images de chaussée mouillée tirées des vidéos de février (2 annotateurs, revue croisée)."),
          (A, "Ajouté aussi 300 images de regards et de rapiéçages comme exemples négatifs."),
          (A, "Réentraînement v2 lancé sur le GPU loué, 80 époques."),
          (H, "On s'attend à ce que la précision remonte au-dessus de 75 % sur les alertes de février.")),
        E("2025-03-17", False, "Du 17 au 21 mars",
          (A, "v2 rejouée sur les vidéos de février, mêmes 12 autobus"),
          (R, "412 alertes au lieu de 600"),
          (R, "précision 79 %"),
          (R, "Reflets : 22 faux positifs au lieu de 118"),
          (R, "Regards : encore 51"),
          (R, "Rappel sur le jeu de validation de la Ville (180 nids-de-poule mesurés) : 68 % contre 71 % en v1"),
          (A, "v2 installée sur 4 autobus mercredi")),
        E("2025-03-28", False, "vendredi 28 mars",
          (C, "Les données mouillées règlent les reflets."),
          (C, "Les regards restent : le modèle ne les distingue pas d'un nid-de-poule rond quand il y a de l'eau autour."),
          (H, "Le rappel a un peu baissé, probablement parce que les exemples négatifs rendent le modèle plus prudent."),
          (R, "Sur les 4 autobus cette semaine : précision 82 % sur 94 alertes.")),
        E("2025-04-02", False, "2025-04-02",
          (A, "Essai d'un filtre géographique avec la couche SIG des regards fournie par la Ville (environ 38 000 points)."),
          (A, "Toute alerte à moins de 1,5 m d'un regard connu part en revue humaine au lieu d'être envoyée directement."),
          (A, "Rejoué sur les vidéos de mars."),
          (R, "47 des 51 faux positifs de regards sont filtrés, mais 9 vrais nids-de-poule sont retenus aussi."),
          (C, "Le filtre vaut la peine, la revue humaine ne coûte que 9 alertes de plus par semaine.")),
        E("2025-04-08", False, "le 8 avril",
          (A, "Vérifié sur la carte, avec l'inspecteur, la position des alertes de la semaine."),
          (R, "14 % tombent dans la mauvaise voie ou de l'autre côté du terre-plein."),
          (H, "Le GPS des caméras (1 Hz) est probablement trop lent : à 50 km/h, l'autobus fait 14 m entre deux points."),
          (N, "Prochaine étape : interpoler la position avec l'horodatage des images et l'odomètre de l'autobus.")),
        E("2025-04-15", False, "Mardi 15 avril",
          (A, "Interpolation GPS + odomètre codée et rejouée sur la semaine du 7 avril."),
          (R, "Alertes hors voie : 3 % au lieu de 14 %."),
          (C, "Le problème de position est réglé, ce n'était pas la caméra mais l'échantillonnage du GPS."),
          (R, "Précision globale sur les 4 autobus (v2 + filtre regards) : 88 %"),
          (R, "rappel 69 %."),
          (C, "On passe v2, le filtre et l'interpolation sur les 12 autobus lundi prochain."),
          (N, "Prochaine étape : refaire la validation du rappel en mai, après le gros du dégel.")),
    ],
    [
        "Projet pilote avec la STL : 12 autobus équipés de caméras de tableau de bord (1080p, 15 images par seconde).",
        "Modèle : YOLOv8s entraîné sur 4 200 images annotées (hiver 2024), seuil de confiance 0,5.",
        "Cible du client : précision d'au moins 85 % sur les alertes envoyées aux Travaux publics, rappel d'au moins 70 %.",
        "Demander à la Ville si on peut avoir la couche des rapiéçages aussi",
        "Vérifier la licence des images d'hiver 2024 avant de publier quoi que ce soit",
        "Les caméras de 2 autobus ont le pare-brise rayé, ça va sûrement nuire la nuit",
    ],
)


# 9 ------------------------------------------------------------------------------------------------
# fr-CA, usine de bardeaux de cèdre, traitement ignifuge sous pression et lessivage après
# vieillissement. Texte brut. Dates mêlées : « 3 février 2025 », « le 5 fév. », « mardi 11 février »,
# une période « 17 au 21 février — charge d'essai 1 » (datée du 17), trois dates à barres jj/mm/aaaa
# « 03/03/2025 », « 10/03/2025 », « 17/03/2025 » (17 tranche l'ordre : aucune n'est ambiguë), une
# semaine « Semaine du 28 avril » (datée du 28), « lun. 5 mai », « le 2 juin ». « le 13 juin »
# renvoie en avant (pas d'entrée). Résultat au présent (« 3 bardeaux sur 20 ... présentent des
# efflorescences ») ; « On pense que », « probablement », « Si ..., devrait », « On s'attend à ce que »
# hypothèses ; « Donc c'est la température qui compte » conclusion ; « On va essayer », « Prochaine
# étape : » étapes suivantes ; une décision coupée au point-virgule de ce qui est prévu. Non daté :
# en-tête, exigence du client, deux notes de fin.
case(
    "fr_bardeaux_cedre_ignifuge_lessivage", "fr", "fr-CA", "bardeaux_ignifuges_cahier.txt", (2025,),
    """
BARDEAUX DE CÈDRE IGNIFUGÉS — lessivage après vieillissement
Bardeaux Côte-Nord ltée, Forestville. Cèdre blanc de l'Est, bardeaux de 16 po, grade A.
Traitement : autoclave vide-pression, ignifuge phosphate-guanylurée (produit « FR-Sel »), cible 40 kg/m³ de sel sec.
Exigence du client (architecte, CPE à Baie-Comeau) : classe B au test du tison après vieillissement accéléré (12 semaines de cycles pluie et séchage).

3 février 2025
Résultats du labo pour la série de décembre : classe B avant vieillissement, échec après.
Rétention de sel après vieillissement : 14 kg/m³, contre 41 au départ.
Donc le sel part avec la pluie.
On pense qu'il n'est pas fixé dans le bois : le FR-Sel standard est un sel soluble, sans polymérisation.

le 5 fév.
Appel avec le fournisseur de l'ignifuge.
Ils ont une version « FR-Sel X » avec un additif qui polymérise à la chaleur, cuisson après traitement de 6 h à 75 °C minimum.
Commandé 200 L pour un essai.

mardi 11 février
Essai de chauffe du séchoir à bardeaux, vide, thermocouple au centre.
Il plafonne à 63-66 °C avec le brûleur actuel.
À 65 °C, il faudrait probablement 10 h au lieu de 6 pour arriver à la même fixation.
On va essayer les deux durées sur la première charge d'essai.

17 au 21 février — charge d'essai 1
Charge de 4 paquets (environ 1 000 bardeaux) au FR-Sel X, rétention visée 40 kg/m³.
Rétention mesurée par pesée avant et après : 42 kg/m³.
Moitié cuite 6 h à 65 °C, moitié 10 h à 65 °C ; témoin au FR-Sel standard dans le même autoclave.
Échantillons partis au labo jeudi pour le vieillissement et le tison (12 semaines, résultats début mai).
En attendant, test maison de lessivage : 20 bardeaux par groupe trempés 48 h dans l'eau, puis conductivité de l'eau de trempage.

03/03/2025
Test maison, eau de trempage à 48 h :
- témoin FR-Sel : 2 850 µS/cm
- X cuit 6 h : 1 460 µS/cm
- X cuit 10 h : 910 µS/cm
3 bardeaux sur 20 du groupe 10 h présentent des efflorescences blanches en surface.
On pense que 10 h est mieux, mais le test maison n'est pas encore validé contre le vrai vieillissement.

10/03/2025
Installé un serpentin électrique d'appoint dans le séchoir (2 x 12 kW, prêté par l'usine de Chute-aux-Outardes).
Le séchoir monte à 78 °C en 3 h avec le serpentin.
Charge d'essai 2 : 4 paquets au FR-Sel X, cuisson 6 h à 75 °C, comme le recommande le fournisseur.
Si la fixation dépend vraiment de la température, le lessivage devrait être plus bas qu'avec 10 h à 65 °C.

17/03/2025
Test maison sur la charge 2 : 520 µS/cm, le plus bas jusqu'ici.
Aucune efflorescence sur les 20 bardeaux.
Donc c'est la température qui compte, pas juste la durée : 6 h à 75 °C fait mieux que 10 h à 65 °C.
Échantillons de la charge 2 envoyés au labo aussi (résultats fin juin).

Semaine du 28 avril
Production de la commande du CPE au FR-Sel X, cuisson 6 h à 75 °C avec le serpentin.
Une seule charge par jour au lieu de deux : le serpentin prend 3 h à monter en température.
Pour la production régulière, il faut un brûleur plus gros, sinon on perd la moitié de la capacité.

lun. 5 mai
Reçu les résultats du labo pour la charge 1 (vieillissement 12 semaines et tison) :
- témoin FR-Sel : échec, rétention 15 kg/m³
- X 6 h à 65 °C : échec de justesse, rétention 27 kg/m³
- X 10 h à 65 °C : classe B, rétention 31 kg/m³
Le test maison classe les groupes dans le même ordre que le vrai vieillissement, on peut s'en servir pour trier les essais.

le 2 juin
Commande du CPE livrée : 2 200 paquets au FR-Sel X, 6 h à 75 °C.
Décision : on achète le brûleur de 150 kW (23 400 $ installé) ; le serpentin retourne à Chute-aux-Outardes le 13 juin.
On s'attend à ce que la charge 2 passe la classe B avec plus de marge que la charge 1.
Prochaine étape : demander au labo un essai à 35 kg/m³ de rétention pour voir si on peut économiser du sel.

Conductivimètre : Hanna HI98192, étalonné à 1 413 µS/cm avant chaque série.
Le test du tison est fait par le labo de Québec, compter 12 semaines de délai.
""",
    [
        E("2025-02-03", False, "3 février 2025",
          (R, "Résultats du labo pour la série de décembre : classe B avant vieillissement, échec après."),
          (R, "Rétention de sel après vieillissement : 14 kg/m³, contre 41 au départ."),
          (C, "Donc le sel part avec la pluie."),
          (H, "On pense qu'il n'est pas fixé dans le bois : le FR-Sel standard est un sel soluble, sans polymérisation.")),
        E("2025-02-05", False, "le 5 fév.",
          (A, "Appel avec le fournisseur de l'ignifuge."),
          (R, "Ils ont une version « FR-Sel X » avec un additif qui polymérise à la chaleur, cuisson après traitement de 6 h à 75 °C minimum."),
          (A, "Commandé 200 L pour un essai.")),
        E("2025-02-11", False, "mardi 11 février",
          (A, "Essai de chauffe du séchoir à bardeaux, vide, thermocouple au centre."),
          (R, "Il plafonne à 63-66 °C avec le brûleur actuel."),
          (H, "À 65 °C, il faudrait probablement 10 h au lieu de 6 pour arriver à la même fixation."),
          (N, "On va essayer les deux durées sur la première charge d'essai.")),
        E("2025-02-17", False, "17 au 21 février",
          (A, "Charge de 4 paquets (environ 1 000 bardeaux) au FR-Sel X, rétention visée 40 kg/m³."),
          (R, "Rétention mesurée par pesée avant et après : 42 kg/m³."),
          (A, "Moitié cuite 6 h à 65 °C, moitié 10 h à 65 °C"),
          (A, "témoin au FR-Sel standard dans le même autoclave."),
          (A, "Échantillons partis au labo jeudi pour le vieillissement et le tison (12 semaines, résultats début mai)."),
          (A, "En attendant, test maison de lessivage : 20 bardeaux par groupe trempés 48 h dans l'eau, puis conductivité de l'eau de trempage.")),
        E("2025-03-03", False, "03/03/2025",
          (A, "Test maison, eau de trempage à 48 h :"),
          (R, "témoin FR-Sel : 2 850 µS/cm"),
          (R, "X cuit 6 h : 1 460 µS/cm"),
          (R, "X cuit 10 h : 910 µS/cm"),
          (R, "3 bardeaux sur 20 du groupe 10 h présentent des efflorescences blanches en surface."),
          (H, "On pense que 10 h est mieux, mais le test maison n'est pas encore validé contre le vrai vieillissement.")),
        E("2025-03-10", False, "10/03/2025",
          (A, "Installé un serpentin électrique d'appoint dans le séchoir (2 x 12 kW, prêté par l'usine de Chute-aux-Outardes)."),
          (R, "Le séchoir monte à 78 °C en 3 h avec le serpentin."),
          (A, "Charge d'essai 2 : 4 paquets au FR-Sel X, cuisson 6 h à 75 °C, comme le recommande le fournisseur."),
          (H, "Si la fixation dépend vraiment de la température, le lessivage devrait être plus bas qu'avec 10 h à 65 °C.")),
        E("2025-03-17", False, "17/03/2025",
          (R, "Test maison sur la charge 2 : 520 µS/cm, le plus bas jusqu'ici."),
          (R, "Aucune efflorescence sur les 20 bardeaux."),
          (C, "Donc c'est la température qui compte, pas juste la durée : 6 h à 75 °C fait mieux que 10 h à 65 °C."),
          (A, "Échantillons de la charge 2 envoyés au labo aussi (résultats fin juin).")),
        E("2025-04-28", False, "Semaine du 28 avril",
          (A, "Production de la commande du CPE au FR-Sel X, cuisson 6 h à 75 °C avec le serpentin."),
          (R, "Une seule charge par jour au lieu de deux : le serpentin prend 3 h à monter en température."),
          (C, "Pour la production régulière, il faut un brûleur plus gros, sinon on perd la moitié de la capacité.")),
        E("2025-05-05", False, "lun. 5 mai",
          (A, "Reçu les résultats du labo pour la charge 1 (vieillissement 12 semaines et tison) :"),
          (R, "témoin FR-Sel : échec, rétention 15 kg/m³"),
          (R, "X 6 h à 65 °C : échec de justesse, rétention 27 kg/m³"),
          (R, "X 10 h à 65 °C : classe B, rétention 31 kg/m³"),
          (C, "Le test maison classe les groupes dans le même ordre que le vrai vieillissement, on peut s'en servir pour trier les essais.")),
        E("2025-06-02", False, "le 2 juin",
          (A, "Commande du CPE livrée : 2 200 paquets au FR-Sel X, 6 h à 75 °C."),
          (C, "Décision : on achète le brûleur de 150 kW (23 400 $ installé)"),
          (N, "le serpentin retourne à Chute-aux-Outardes le 13 juin."),
          (H, "On s'attend à ce que la charge 2 passe la classe B avec plus de marge que la charge 1."),
          (N, "Prochaine étape : demander au labo un essai à 35 kg/m³ de rétention pour voir si on peut économiser du sel.")),
    ],
    [
        "Bardeaux Côte-Nord ltée, Forestville. Cèdre blanc de l'Est, bardeaux de 16 po, grade A.",
        "Traitement : autoclave vide-pression, ignifuge phosphate-guanylurée (produit « FR-Sel »), cible 40 kg/m³ de sel sec.",
        "Exigence du client (architecte, CPE à Baie-Comeau) : classe B au test du tison après vieillissement accéléré (12 semaines de cycles pluie et séchage).",
        "Conductivimètre : Hanna HI98192, étalonné à 1 413 µS/cm avant chaque série.",
        "Le test du tison est fait par le labo de Québec, compter 12 semaines de délai.",
    ],
)


# END CASES ========================================================================================
# checks + writer

EN_MONTHS = {"jan": 1, "january": 1, "feb": 2, "february": 2, "mar": 3, "march": 3, "apr": 4,
             "april": 4, "may": 5, "jun": 6, "june": 6, "jul": 7, "july": 7, "aug": 8, "august": 8,
             "sep": 9, "sept": 9, "september": 9, "oct": 10, "october": 10, "nov": 11,
             "november": 11, "dec": 12, "december": 12}
FR_MONTHS = {"janvier": 1, "janv": 1, "février": 2, "févr": 2, "fév": 2, "mars": 3, "avril": 4,
             "avr": 4, "mai": 5, "juin": 6, "juillet": 7, "juil": 7, "août": 8, "septembre": 9,
             "sept": 9, "octobre": 10, "oct": 10, "novembre": 11, "nov": 11, "décembre": 12,
             "déc": 12}
EN_WD = {"mon": 0, "monday": 0, "tue": 1, "tues": 1, "tuesday": 1, "wed": 2, "wednesday": 2,
         "thu": 3, "thur": 3, "thurs": 3, "thursday": 3, "fri": 4, "friday": 4, "sat": 5,
         "saturday": 5, "sun": 6, "sunday": 6}
FR_WD = {"lundi": 0, "lun": 0, "mardi": 1, "mar": 1, "mercredi": 2, "mer": 2, "jeudi": 3, "jeu": 3,
         "vendredi": 4, "ven": 4, "samedi": 5, "sam": 5, "dimanche": 6, "dim": 6}
ISO = re.compile(r"(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)")
# d/m/yyyy, d/m/yy or yearless d/m
SLASH = re.compile(r"(?<![\d/.,])(\d{1,2})/(\d{1,2})(?:/(\d{4}|\d{2}))?(?![\d/])")


def _alt(d):
    return "|".join(sorted(map(re.escape, d), key=len, reverse=True))


EN1 = re.compile(r"\b(" + _alt(EN_MONTHS) + r")\b\.?\s+(\d{1,2})(?!\d)(?:\s*(?:-|–|to)\s*\d{1,2})?"
                 r"(?:,?\s+(\d{4}))?", re.I)
EN2 = re.compile(r"(?<!\d)(\d{1,2})\s+(" + _alt(EN_MONTHS) + r")\b\.?,?\s+(\d{4})", re.I)
FR1 = re.compile(r"(?<!\d)(\d{1,2})(?:er)?(?:\s*(?:au|-|–)\s*\d{1,2}(?:er)?)?\s+(" + _alt(FR_MONTHS)
                 + r")(?![^\W\d_])\.?(?:\s+(\d{4}))?", re.I)


def parse_marker(marker, language, locale):
    """((year or None, month, day), slashed?) for a written date expression; ranges give day 1."""
    m = ISO.search(marker)
    if m:
        return (int(m.group(1)), int(m.group(2)), int(m.group(3))), False
    m = SLASH.search(marker)
    if m:
        a, b = int(m.group(1)), int(m.group(2))
        y = int(m.group(3)) if m.group(3) else None
        if y is not None and y < 100:
            y += 2000
        mon, day = (a, b) if locale == "en-US" else (b, a)
        return (y, mon, day), True
    if language == "en":
        m = EN2.search(marker)
        if m:
            return (int(m.group(3)), EN_MONTHS[m.group(2).lower()], int(m.group(1))), False
        m = EN1.search(marker)
        if m:
            y = int(m.group(3)) if m.group(3) else None
            return (y, EN_MONTHS[m.group(1).lower()], int(m.group(2))), False
    else:
        m = FR1.search(marker)
        if m:
            y = int(m.group(3)) if m.group(3) else None
            return (y, FR_MONTHS[m.group(2).lower()], int(m.group(1))), False
    return None, False


def check_and_write(c, errors):
    name = c["name"]

    def err(m):
        errors.append(f"{name}: {m}")

    rec = c["record"]
    if (c["language"], c["locale"]) not in {("en", "en-CA"), ("fr", "fr-CA")}:
        err("bad language/locale for this set")
    if (c["language"] == "fr") != name.startswith("fr_"):
        err("French cases (and only they) take the fr_ prefix")
    if not c["record_name"].endswith((".txt", ".md")):
        err("record file must be .txt or .md")
    if not 6 <= len(c["entries"]) <= 16:
        err(f"{len(c['entries'])} entries (want 6-16)")
    for e in c["entries"]:
        if not 2 <= len(e["sentences"]) <= 8:
            err(f"entry {e['date']}: {len(e['sentences'])} sentences (want 2-8)")

    # every text verbatim, exactly once, on one line, no overlap
    spans = []
    for t in [s["text"] for e in c["entries"] for s in e["sentences"]] + list(c["undated"]):
        n = rec.count(t)
        if n != 1:
            err(f"text occurs {n} times: {t[:60]!r}")
            continue
        if "\n" in t or t != t.strip() or not t:
            err(f"text spans lines, is empty or has outer whitespace: {t[:40]!r}")
        i = rec.index(t)
        spans.append((i, i + len(t), t))
    spans.sort()
    for (a1, b1, t1), (a2, b2, t2) in zip(spans, spans[1:]):
        if a2 < b1:
            err(f"texts overlap: {t1[:40]!r} / {t2[:40]!r}")

    slashed_all = [(int(a), int(b)) for a, b, _ in SLASH.findall(rec)]
    settled = any(a > 12 or b > 12 for a, b in slashed_all)
    wd_names = EN_WD if c["language"] == "en" else FR_WD

    prev_d = None
    placed = []  # (marker_pos, last_end, date, entry)
    for e in c["entries"]:
        try:
            d = dt.date.fromisoformat(e["date"])
        except ValueError:
            err(f"invalid ISO date {e['date']!r}")
            continue
        if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", e["date"]):
            err(f"date not in YYYY-MM-DD form: {e['date']!r}")
        if d.year not in c["years"]:
            err(f"entry {d}: year not among the case's years {c['years']}")
        if prev_d and not d > prev_d:
            err(f"entry dates not strictly increasing at {d}")
        prev_d = d
        if not isinstance(e["ambiguous"], bool):
            err(f"entry {d}: ambiguous is not a bool")
        if not e["sentences"]:
            err(f"entry {d} has no sentence")
            continue
        pos = -1
        for s in e["sentences"]:
            if s["label"] not in LABELS:
                err(f"bad label {s['label']!r}")
            i = rec.find(s["text"])
            if i < pos:
                err(f"sentences out of file order in entry {d}")
            pos = i
        first = e["sentences"][0]["text"]
        f0 = rec.find(first)
        mk = e["marker"]
        mpos = rec.rfind(mk, 0, f0 + len(first))
        if mpos < 0:
            err(f"entry {d}: marker {mk!r} not found before its first sentence")
            continue
        last = e["sentences"][-1]["text"]
        placed.append((mpos, rec.find(last) + len(last), d, e))
        got, slashed = parse_marker(mk, c["language"], c["locale"])
        if got is None or (got[0] not in (None, d.year)) or got[1:] != (d.month, d.day):
            err(f"entry {d}: marker {mk!r} parses as {got}")
        for tok in re.findall(r"[^\W\d_]+", mk.lower()):
            if tok in wd_names and wd_names[tok] != d.weekday():
                err(f"entry {d}: weekday {tok!r} in {mk!r} does not match")
        if slashed:
            m = SLASH.search(mk)
            a, b = int(m.group(1)), int(m.group(2))
            expect = (not settled) and a <= 12 and b <= 12 and a != b
        else:
            expect = False
        if e["ambiguous"] != expect:
            err(f"entry {d}: ambiguous={e['ambiguous']} but the rule gives {expect}")

    # file order: spans do not interleave; date order except declared late entries
    by_file = sorted(placed, key=lambda p: p[0])
    for (m1, end1, d1, _), (m2, end2, d2, _) in zip(by_file, by_file[1:]):
        if m2 < end1:
            err(f"entry {d2} starts inside entry {d1}")
    seen_max = None
    for m, end, d, e in by_file:
        is_late = e["date"] in c["late"]
        if seen_max and d < seen_max and not is_late:
            err(f"entry {d} sits after a later-dated entry but is not declared late")
        if is_late and not (seen_max and d < seen_max):
            err(f"entry {d} declared late but no later-dated entry precedes it")
        seen_max = d if not seen_max or d > seen_max else seen_max
    for m, end, d, e in placed:
        for s in e["sentences"]:
            if rec.find(s["text"]) + len(s["text"]) <= m:
                err(f"entry {d}: sentence before its marker: {s['text'][:40]!r}")

    # undated texts outside every entry, markers outside undated texts
    for t in c["undated"]:
        i = rec.find(t)
        for m, end, d, _ in placed:
            if m <= i < end:
                err(f"undated text inside entry {d}: {t[:40]!r}")
            if i <= m < i + len(t):
                err(f"marker of entry {d} inside undated text {t[:40]!r}")

    left = rec
    for a, b, t in sorted(spans, reverse=True):
        left = left[:a] + "\u2588" + left[b:]
    leftover = [ln.strip() for ln in left.splitlines() if ln.strip()]

    folder = os.path.join(HERE, name)
    if os.path.isdir(folder):
        shutil.rmtree(folder)
    os.makedirs(folder)
    with open(os.path.join(folder, c["record_name"]), "w", encoding="utf-8", newline="\n") as f:
        f.write(rec)
    out = {"name": name, "language": c["language"], "locale": c["locale"],
           "entries": [{"date": e["date"], "ambiguous": e["ambiguous"], "sentences": e["sentences"]}
                       for e in c["entries"]],
           "undated": c["undated"]}
    with open(os.path.join(folder, "case.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(out, f, ensure_ascii=False, indent=2)
        f.write("\n")
    return leftover


def verify_written(c, errors):
    """Re-read what was written: every text a substring of the record file, dates in order."""
    folder = os.path.join(HERE, c["name"])
    files = sorted(os.listdir(folder))
    if files != sorted(["case.json", c["record_name"]]):
        errors.append(f"{c['name']}: folder holds {files}")
    with open(os.path.join(folder, c["record_name"]), encoding="utf-8") as f:
        rec = f.read()
    with open(os.path.join(folder, "case.json"), encoding="utf-8") as f:
        cj = json.load(f)
    if list(cj) != ["name", "language", "locale", "entries", "undated"]:
        errors.append(f"{c['name']}: case.json keys {list(cj)}")
    if cj["name"] != c["name"]:
        errors.append(f"{c['name']}: name field differs from the folder")
    for e in cj["entries"]:
        if set(e) != {"date", "ambiguous", "sentences"}:
            errors.append(f"{c['name']}: entry keys {sorted(e)}")
        for s in e["sentences"]:
            if set(s) != {"text", "label"} or s["label"] not in LABELS:
                errors.append(f"{c['name']}: bad sentence {s}")
            if s["text"] not in rec:
                errors.append(f"{c['name']}: written file lacks {s['text'][:50]!r}")
    for t in cj["undated"]:
        if t not in rec:
            errors.append(f"{c['name']}: written file lacks undated {t[:50]!r}")
    dates = [e["date"] for e in cj["entries"]]
    if dates != sorted(set(dates)):
        errors.append(f"{c['name']}: written entries not in strictly increasing date order")


def main():
    errors = []
    tot = {}
    labs_lang = {}
    names = [c["name"] for c in CASES]
    if len(set(names)) != len(names):
        errors.append("duplicate case names")
    for c in CASES:
        leftover = check_and_write(c, errors)
        verify_written(c, errors)
        ne = len(c["entries"])
        ns = sum(len(e["sentences"]) for e in c["entries"])
        amb = sum(e["ambiguous"] for e in c["entries"])
        labs = {}
        ll = labs_lang.setdefault(c["language"], {})
        for e in c["entries"]:
            for s in e["sentences"]:
                labs[s["label"]] = labs.get(s["label"], 0) + 1
                ll[s["label"]] = ll.get(s["label"], 0) + 1
        t = tot.setdefault(c["language"], [0, 0, 0])
        t[0] += 1
        t[1] += ne
        t[2] += ns
        lab = " ".join(f"{k[:4]} {labs.get(k, 0)}" for k in sorted(LABELS))
        print(f"{c['name']:42s} {c['locale']}  entries {ne:2d}  sentences {ns:2d}  ambiguous {amb:2d}  "
              f"undated {len(c['undated'])}  | {lab}")
        if "-v" in sys.argv:
            for ln in leftover:
                print("      | " + ln)
    print()
    for lang, (nc, ne, ns) in sorted(tot.items()):
        labs = labs_lang[lang]
        print(f"{lang}: {nc} cases, {ne} entries, {ns} labelled sentences | "
              + ", ".join(f"{k} {labs.get(k, 0)}" for k in sorted(LABELS)))
    if errors:
        print("\nERRORS:")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("all checks passed")


if __name__ == "__main__":
    main()
