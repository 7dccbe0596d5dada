#!/usr/bin/env python3
"""Writes the logbook_first_10 held-out cases (one record file + case.json per folder) and checks them.

Run:  python3 tests/quality/logbook_first_10/make_cases.py [-v]
Schema: same as logbook_first_9 (see tests/quality/logbook/README.md): case.json = name, language,
locale, entries [{date, ambiguous, sentences [{text, label}]}], undated.
Nine writers (5 English: 4 en-CA, 1 en-US; 4 French, Quebec), subjects new to every earlier logbook
set: a wind-blade repair coating cured in the cold (rain-erosion rig), a town water plant's
biological manganese filter pilot (en-US mm/dd, ambiguous), a luthier roasting his own spruce tops
(notes export, yearless d/m with a written hint, settled), a dental lab's zirconia speed-sinter
cracks (an Outlook thread with pasted bench notes), a railway switch heater on a snow-sensing
controller (field journal, a late entry), a charcuterie's dry-sausage case hardening, a knitting
mill's merino sock pilling (Notion export with a pasted e-mail, « Dates en jj/mm/aaaa »), a
jeweller's sterling signet-ring porosity (jj/mm/aaaa, ambiguous) and a glass studio's recycled
cullet cracking at annealing (a late entry). One record file per case.
Each record has 6-10 dated entries of 2-6 labelled sentences.

Conventions (same as the earlier sets):
  * a date range or a week heading dates its entry on the FIRST day; a weekly summary headed by
    its end day takes that written day;
  * a pasted or exported e-mail is one entry dated by its "Sent:" / "Date:" / « Envoyé : » header;
    From/To/Subject lines, greetings and signatures are not sentences;
  * `ambiguous` follows the slashed-date rule (both parts <= 12 and different, and no slashed date
    in the file with a part > 12 settles the order; en-US reads month/day, en-CA and fr-CA
    day/month); yearless "4/3" dates follow the same rule, the year coming from the file; a
    written hint ("dates are d/m") is not counted: the files that carry one are also settled by a
    day > 12, so the flag is false there either way;
  * a date inside a sentence that points back or ahead creates no entry; a first sentence whose
    grammar holds its own date ("Went back out to Mile 42.3 on Feb 18 ...") dates its entry and
    keeps the date in its text;
  * undated = header/preamble lines, setup lists, disclaimers, trailing notes and to-do lists.
Labels: hypothesis = a supposition or expectation stated before it is checked ("my hunch is",
"I'd bet", "expecting", "should", « je soupçonne », « ça devrait », « à mon avis »); activity = what
was done or set up (set-points and quantities included); result = what was measured or observed,
present tense and participle phrases included; conclusion = what the writer concludes or decides,
tentative ones included ("looks like it's the ..., at least on this batch"); next_step = intentions
and plans ("Going to ...", "Plan for Monday:", « On va ... », « À essayer : »).

Checks (as in logbook_first_9): every text verbatim and exactly once in the record, on one line,
no overlap; every entry's `marker` (kept here only) parses to its date by the case's locale and
any weekday written in it matches; dates strictly increase; file order = date order except
declared late entries; undated texts outside every entry; ambiguity by the slashed-date rule;
6-16 entries, 2-8 sentences each; after writing, case.json is re-read and every text is checked to
be a substring of the record file. With -v the leftover text is printed for eyeballing.
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
# en-CA, field-repair coating tech at a wind-blade service company (Matane QC), rain-erosion rig.
# Plain text. Dates: "Lab log 2025-01-20:" with the first sentence on the same line, "Wed Jan 22",
# "January 27, 2025", a period "Feb 3-7" (dated Feb 3) with weekday bullets, a first sentence that
# holds its own date ("Went back to the lab on Feb 11 ..."), "3 Mar 2025", "Week of Mar 10", "Mar 17,
# 2025 — call with ..." (meeting decisions). Hunch/expectation hypotheses ("My hunch is",
# "Expecting", "Should get close"), participle-phrase result ("..., showing bare filler ..."),
# tentative conclusions ("Looks like ..., at least on coupons"), intentions as next steps ("Plan is
# to", "We'll put"). Undated: header block, two trailing notes.
case(
    "wind_blade_leading_edge_cold_repair", "en", "en-CA", "lep7_cold_repair_ret_log.txt", (2025,),
    """
LEP-7 field repair coating — rain erosion testing, winter 2025
Northshore Blade Services, Matane QC. LEP-7 = 2-part aliphatic PU leading-edge coating, roller applied over filler + primer (P-20) for field repairs on blades up to 62 m.
Problem: repairs done in Oct-Nov 2024 at 3-8 °C are eroding back to the laminate within one winter on 4 turbines at the Baie-des-Sables site. Same product applied in summer lasts 3+ yrs.
Rain erosion rig (RET) at the university lab, booked Tuesdays and Thursdays: whirling arm, 3 coupons per run, 135 m/s at the tip, 25 mm/h rain, 2 mm droplets. Incubation = time to first visible pit at the stagnation line.

Lab log 2025-01-20: Made 12 coupons on the aerofoil blanks, filler + P-20 + LEP-7 at 400 µm DFT target.
6 cured in the cold room at 5 °C / 80% RH for 48 h, 6 at 23 °C / 50% RH for 48 h, then all 12 at 23 °C for 7 days.
DFT by ultrasonic gauge: 5 °C set 380-455 µm, 23 °C set 390-420 µm.
My hunch is the P-20 never crosslinks properly at 5 °C and the topcoat lets go at that interface, not in the topcoat itself.

Wed Jan 22
Shore A on the topcoat after 48 h: 5 °C coupons 71-74, 23 °C coupons 83-85.
Left 2 of the 5 °C coupons in the cold room another 5 days to see if they catch up.
Expecting them to get to ~80 by the end of the week if it's only slow cure.

January 27, 2025
The 2 extra-time coupons read 76 and 77 Shore A.
First RET run: 3 coupons from the 23 °C set at 135 m/s.
Incubation at 1 h 50 min, 2 h 05 min and 2 h 20 min.
All three still intact at 4 h when we stopped the run.

Feb 3-7
- Tue: RET run 2, three coupons from the 5 °C set
- incubation at 35, 40 and 55 min, way earlier than the 23 °C set
- C9 lost a 14 x 6 mm flake at 1 h 30 min, showing bare filler underneath with the primer still stuck to the topcoat side
- Thu: sectioned C9 and C10, cross-sections under the microscope at 50x
- primer layer is soft and tacky at the failure plane on both
- Looks like the failure is in the primer and not at the filler, so the topcoat isn't the problem

Went back to the lab on Feb 11 to run the two extra-cured coupons (7 days total at 5 °C).
Incubation 1 h 10 min and 1 h 25 min, better than the 48 h set but still about half of the 23 °C set.
More time in the cold helps a bit but doesn't fix it.
Plan is to try the P-20 LT version with the low-temp accelerator the supplier sells and compare at 5 °C.

3 Mar 2025
P-20 LT arrived, 2 x 4 L, lot 2502-11.
Made 9 coupons: 3 with P-20 LT cured at 5 °C, 3 with regular P-20 at 5 °C, 3 with P-20 LT at 23 °C.
Pot life of the LT in the cup: 25 min at 20 °C, vs about 60 for the regular.
The field crews will have to mix small batches.
Should get close to the 23 °C numbers if the primer cure is the whole story.

Week of Mar 10
RET runs Tue and Thu, all 9 coupons.
- LT at 5 °C: incubation 1 h 45, 1 h 55, 2 h 10
- regular at 5 °C: 40 min, 50 min, 1 h 00
- LT at 23 °C: 2 h 00, 2 h 15, 2 h 30
Cold-cured LT sits within 15-20 min of the room-temp coupons, and none of the 9 flaked before 4 h.
Looks like the accelerator fixes the cold cure, at least on coupons.

Mar 17, 2025 — call with the site owner and the OEM's blade engineer
Showed them the RET numbers and the C9 sections.
OEM accepts P-20 LT on their blades as long as the repair procedure is requalified, no change to LEP-7 itself.
Decision: all repairs below 10 °C go with P-20 LT from now on, mixed in 250 mL batches.
The 4 eroded repairs at Baie-des-Sables get redone in May.
We'll put 2 test patches on a blade at the site in May and check them at every inspection through next winter.

RET booking: Prof. Lavoie's group, $450 per run day, invoiced monthly.
Coupons C1-C12 = January set, C13-C21 = March set; sections are in the drawer under the microscope.
""",
    [
        E("2025-01-20", False, "Lab log 2025-01-20:",
          (A, "Made 12 coupons on the aerofoil blanks, filler + P-20 + LEP-7 at 400 µm DFT target."),
          (A, "6 cured in the cold room at 5 °C / 80% RH for 48 h, 6 at 23 °C / 50% RH for 48 h, then all 12 at 23 °C for 7 days."),
          (R, "DFT by ultrasonic gauge: 5 °C set 380-455 µm, 23 °C set 390-420 µm."),
          (H, "My hunch is the P-20 never crosslinks properly at 5 °C and the topcoat lets go at that interface, not in the topcoat itself.")),
        E("2025-01-22", False, "Wed Jan 22",
          (R, "Shore A on the topcoat after 48 h: 5 °C coupons 71-74, 23 °C coupons 83-85."),
          (A, "Left 2 of the 5 °C coupons in the cold room another 5 days to see if they catch up."),
          (H, "Expecting them to get to ~80 by the end of the week if it's only slow cure.")),
        E("2025-01-27", False, "January 27, 2025",
          (R, "The 2 extra-time coupons read 76 and 77 Shore A."),
          (A, "First RET run: 3 coupons from the 23 °C set at 135 m/s."),
          (R, "Incubation at 1 h 50 min, 2 h 05 min and 2 h 20 min."),
          (R, "All three still intact at 4 h when we stopped the run.")),
        E("2025-02-03", False, "Feb 3-7",
          (A, "Tue: RET run 2, three coupons from the 5 °C set"),
          (R, "incubation at 35, 40 and 55 min, way earlier than the 23 °C set"),
          (R, "C9 lost a 14 x 6 mm flake at 1 h 30 min, showing bare filler underneath with the primer still stuck to the topcoat side"),
          (A, "Thu: sectioned C9 and C10, cross-sections under the microscope at 50x"),
          (R, "primer layer is soft and tacky at the failure plane on both"),
          (C, "Looks like the failure is in the primer and not at the filler, so the topcoat isn't the problem")),
        E("2025-02-11", False, "Feb 11",
          (A, "Went back to the lab on Feb 11 to run the two extra-cured coupons (7 days total at 5 °C)."),
          (R, "Incubation 1 h 10 min and 1 h 25 min, better than the 48 h set but still about half of the 23 °C set."),
          (C, "More time in the cold helps a bit but doesn't fix it."),
          (N, "Plan is to try the P-20 LT version with the low-temp accelerator the supplier sells and compare at 5 °C.")),
        E("2025-03-03", False, "3 Mar 2025",
          (A, "P-20 LT arrived, 2 x 4 L, lot 2502-11."),
          (A, "Made 9 coupons: 3 with P-20 LT cured at 5 °C, 3 with regular P-20 at 5 °C, 3 with P-20 LT at 23 °C."),
          (R, "Pot life of the LT in the cup: 25 min at 20 °C, vs about 60 for the regular."),
          (C, "The field crews will have to mix small batches."),
          (H, "Should get close to the 23 °C numbers if the primer cure is the whole story.")),
        E("2025-03-10", False, "Week of Mar 10",
          (A, "RET runs Tue and Thu, all 9 coupons."),
          (R, "LT at 5 °C: incubation 1 h 45, 1 h 55, 2 h 10"),
          (R, "regular at 5 °C: 40 min, 50 min, 1 h 00"),
          (R, "LT at 23 °C: 2 h 00, 2 h 15, 2 h 30"),
          (R, "Cold-cured LT sits within 15-20 min of the room-temp coupons, and none of the 9 flaked before 4 h."),
          (C, "Looks like the accelerator fixes the cold cure, at least on coupons.")),
        E("2025-03-17", False, "Mar 17, 2025",
          (A, "Showed them the RET numbers and the C9 sections."),
          (C, "OEM accepts P-20 LT on their blades as long as the repair procedure is requalified, no change to LEP-7 itself."),
          (C, "Decision: all repairs below 10 °C go with P-20 LT from now on, mixed in 250 mL batches."),
          (N, "The 4 eroded repairs at Baie-des-Sables get redone in May."),
          (N, "We'll put 2 test patches on a blade at the site in May and check them at every inspection through next winter.")),
    ],
    [
        "Northshore Blade Services, Matane QC. LEP-7 = 2-part aliphatic PU leading-edge coating, roller applied over filler + primer (P-20) for field repairs on blades up to 62 m.",
        "Problem: repairs done in Oct-Nov 2024 at 3-8 °C are eroding back to the laminate within one winter on 4 turbines at the Baie-des-Sables site. Same product applied in summer lasts 3+ yrs.",
        "Rain erosion rig (RET) at the university lab, booked Tuesdays and Thursdays: whirling arm, 3 coupons per run, 135 m/s at the tip, 25 mm/h rain, 2 mm droplets. Incubation = time to first visible pit at the stagnation line.",
        "RET booking: Prof. Lavoie's group, $450 per run day, invoiced monthly.",
        "Coupons C1-C12 = January set, C13-C21 = March set; sections are in the drawer under the microscope.",
    ],
)


# 2 ------------------------------------------------------------------------------------------------
# en-US, operator/pilot engineer at a small-town water plant (a Canadian media firm's pilot skid),
# biological manganese filter. AMBIGUOUS record: every date is slashed mm/dd/yyyy with both parts
# <= 12 and nothing in the file settles the order ("02/03/2025", "02/05/2025 - skid room temp",
# "Pilot check 02/10/2025:" with the first sentence on the same line, "03/03/2025 (Mon)" with equal
# parts, so not ambiguous). Read month/day (en-US). "since 04/07", "starting 05/12", "(05/12 to
# 06/10)" point back or ahead (no entry). "Expect", "probably", "Expecting" hypotheses; tentative
# "Looks like" conclusion; "Will run", "Going to" next steps; numbers in both activities and results.
# Undated: header block, a trailing method note and a TODO.
case(
    "water_plant_manganese_biofilter_us_ambiguous", "en", "en-US", "well3_mn_pilot_operator_log.txt",
    (2025,),
    """
MN PILOT — biological filter, Well 3
Town of Milford water plant, operator log. Pilot skid in the old chlorine room, media and seeding by AquaBio (Sherbrooke).
Raw (Well 3): Mn 0.38-0.45 mg/L, Fe 0.6-0.9 mg/L, pH 6.8, DO ~1 mg/L, 9-10 C at the wellhead year round but the skid room runs cold in winter
Pilot: 2 columns, 6 in. ID, 48 in. anthracite over 12 in. sand, aeration tray ahead, 4 gpm/ft2
Goal: filtered Mn under 0.02 mg/L without the permanganate feed the full plant uses now
Column A seeded with backwash solids from the Ridgefield plant (bio Mn filter), column B unseeded control

02/03/2025
Skid running since last week, both columns at 4 gpm/ft2.
Filtered Mn (Hach PAN): A 0.31 mg/L, B 0.40 mg/L.
Fe 0.05 or less on both.
Iron side is already working.
Expect A to ripen in 4-6 weeks, that's what Ridgefield saw on startup.

02/05/2025 - skid room temp
Room thermometer reads 46 F at 6 am, column effluent 7.5 C.
Water is losing about 2 C between the wellhead and the columns.
Bugs will probably be slow at 7-8 C and stretch the ripening.
Put a 1500 W space heater in the room, set to 60 F.

Pilot check 02/10/2025: A 0.22, B 0.39 mg/L filtered Mn.
Effluent up to 9.5 C with the heater on.
Headloss hit 6 ft on A, backwashed both columns with plant water (chlorinated, 1.2 mg/L free).

02/12/2025
A filtered Mn back up to 0.35 after the backwash, B unchanged at 0.40.
The chlorine in the backwash water probably knocked the biofilm back.
Basically starting over on A.
Switched the backwash source to raw Well 3 water through the bypass, no chlorine.

03/03/2025 (Mon)
A 0.06 mg/L, B 0.37 mg/L.
Black coating on the top few inches of anthracite in A, none in B.
A is ripening, about 3 weeks after the backwash change.
Expecting A under 0.02 within 2 more weeks if the room stays warm.

03/07/2025
Heater tripped the breaker overnight, room at 41 F this morning, effluent 6.8 C.
A filtered Mn 0.11.
Reset the breaker and moved the heater to the other circuit.
Looks like A is sensitive to even one night of cold water, not just to chlorine.

04/02/2025
Steady since mid-March: A between 0.008 and 0.015 mg/L on 9 grab samples, B 0.33-0.38.
State lab ICP on 2 splits of A came back 0.009 and 0.012 mg/L, close to the Hach numbers.
A meets the goal at 4 gpm/ft2 as long as the water stays above ~9 C.
Going to push A to 6 gpm/ft2 next week and see where it breaks through.

04/09/2025
Running A at 6 gpm/ft2 since 04/07.
Filtered Mn 0.018, 0.024, 0.021 mg/L.
Headloss builds about twice as fast, backwash every 36 h instead of 72.
6 is too much for this media depth; 5 might work.

05/06/2025
A at 5 gpm/ft2 for 3 weeks: 0.010-0.016 mg/L, backwash every 60 h.
Design basis for the full-scale conversion is 5 gpm/ft2, raw-water backwash and a heated filter room.
Will run 30 days at 5 gpm/ft2 with the heater off starting 05/12, then it goes to council.

06/10/2025
30-day run done (05/12 to 06/10): effluent 11-13 C, A 0.006-0.012 mg/L on 12 samples, no breakthrough after any backwash.
B never got below 0.30, so it's the seeding that makes it work, not the media.
Summer numbers are the easy part, a cold night like the one in March is the real risk in winter.

Hach DR900, PAN method, range 0.006-0.700 mg/L. Anything under 0.010 is at the edge of the method.
TODO ask Ridgefield for their winter effluent temps and Mn data
""",
    [
        E("2025-02-03", True, "02/03/2025",
          (A, "Skid running since last week, both columns at 4 gpm/ft2."),
          (R, "Filtered Mn (Hach PAN): A 0.31 mg/L, B 0.40 mg/L."),
          (R, "Fe 0.05 or less on both."),
          (C, "Iron side is already working."),
          (H, "Expect A to ripen in 4-6 weeks, that's what Ridgefield saw on startup.")),
        E("2025-02-05", True, "02/05/2025 - skid room temp",
          (R, "Room thermometer reads 46 F at 6 am, column effluent 7.5 C."),
          (R, "Water is losing about 2 C between the wellhead and the columns."),
          (H, "Bugs will probably be slow at 7-8 C and stretch the ripening."),
          (A, "Put a 1500 W space heater in the room, set to 60 F.")),
        E("2025-02-10", True, "Pilot check 02/10/2025:",
          (R, "A 0.22, B 0.39 mg/L filtered Mn."),
          (R, "Effluent up to 9.5 C with the heater on."),
          (A, "Headloss hit 6 ft on A, backwashed both columns with plant water (chlorinated, 1.2 mg/L free).")),
        E("2025-02-12", True, "02/12/2025",
          (R, "A filtered Mn back up to 0.35 after the backwash, B unchanged at 0.40."),
          (H, "The chlorine in the backwash water probably knocked the biofilm back."),
          (C, "Basically starting over on A."),
          (A, "Switched the backwash source to raw Well 3 water through the bypass, no chlorine.")),
        E("2025-03-03", False, "03/03/2025 (Mon)",
          (R, "A 0.06 mg/L, B 0.37 mg/L."),
          (R, "Black coating on the top few inches of anthracite in A, none in B."),
          (C, "A is ripening, about 3 weeks after the backwash change."),
          (H, "Expecting A under 0.02 within 2 more weeks if the room stays warm.")),
        E("2025-03-07", True, "03/07/2025",
          (R, "Heater tripped the breaker overnight, room at 41 F this morning, effluent 6.8 C."),
          (R, "A filtered Mn 0.11."),
          (A, "Reset the breaker and moved the heater to the other circuit."),
          (C, "Looks like A is sensitive to even one night of cold water, not just to chlorine.")),
        E("2025-04-02", True, "04/02/2025",
          (R, "Steady since mid-March: A between 0.008 and 0.015 mg/L on 9 grab samples, B 0.33-0.38."),
          (R, "State lab ICP on 2 splits of A came back 0.009 and 0.012 mg/L, close to the Hach numbers."),
          (C, "A meets the goal at 4 gpm/ft2 as long as the water stays above ~9 C."),
          (N, "Going to push A to 6 gpm/ft2 next week and see where it breaks through.")),
        E("2025-04-09", True, "04/09/2025",
          (A, "Running A at 6 gpm/ft2 since 04/07."),
          (R, "Filtered Mn 0.018, 0.024, 0.021 mg/L."),
          (R, "Headloss builds about twice as fast, backwash every 36 h instead of 72."),
          (C, "6 is too much for this media depth"),
          (H, "5 might work.")),
        E("2025-05-06", True, "05/06/2025",
          (R, "A at 5 gpm/ft2 for 3 weeks: 0.010-0.016 mg/L, backwash every 60 h."),
          (C, "Design basis for the full-scale conversion is 5 gpm/ft2, raw-water backwash and a heated filter room."),
          (N, "Will run 30 days at 5 gpm/ft2 with the heater off starting 05/12, then it goes to council.")),
        E("2025-06-10", True, "06/10/2025",
          (R, "30-day run done (05/12 to 06/10): effluent 11-13 C, A 0.006-0.012 mg/L on 12 samples, no breakthrough after any backwash."),
          (C, "B never got below 0.30, so it's the seeding that makes it work, not the media."),
          (C, "Summer numbers are the easy part, a cold night like the one in March is the real risk in winter.")),
    ],
    [
        "Town of Milford water plant, operator log. Pilot skid in the old chlorine room, media and seeding by AquaBio (Sherbrooke).",
        "Raw (Well 3): Mn 0.38-0.45 mg/L, Fe 0.6-0.9 mg/L, pH 6.8, DO ~1 mg/L, 9-10 C at the wellhead year round but the skid room runs cold in winter",
        "Pilot: 2 columns, 6 in. ID, 48 in. anthracite over 12 in. sand, aeration tray ahead, 4 gpm/ft2",
        "Goal: filtered Mn under 0.02 mg/L without the permanganate feed the full plant uses now",
        "Column A seeded with backwash solids from the Ridgefield plant (bio Mn filter), column B unseeded control",
        "Hach DR900, PAN method, range 0.006-0.700 mg/L. Anything under 0.010 is at the edge of the method.",
        "TODO ask Ridgefield for their winter effluent temps and Mn data",
    ],
)


# 3 ------------------------------------------------------------------------------------------------
# en-CA, luthier (small guitar shop, Lunenburg NS) roasting his own spruce tops; a notes-app export
# in markdown. Yearless d/m dates, year from the title and the export line; the writer says "Dates
# below are d/m" and the file is also settled by 14/3, 17/3, 21/3 and 16/4, so none is ambiguous.
# Dates: "### Tue 4/3", "**Thu 6/3** — R2 and R3 out ..." (first sentence on the heading line), a
# period "### 10/3 → 14/3 humidity box" (dated 10/3), "### Mon 17/3", "### 21/3", "### 1/4",
# "### Tue 8/4", "### 16/4". The export stamp "2025-04-18" is paperwork (undated). "Hunch:", "I'd
# bet", "Expecting", "Probably" hypotheses; "Looks like ..., at least on this billet" tentative
# conclusion; "Going to", "next batch I'll" next steps; a semicolon splits a guess from a plan.
# Undated: title block and a trailing to-do list.
case(
    "guitar_top_roasting_winter_cracks", "en", "en-CA", "roasted_tops_notes_export.md", (2025,),
    """
# Roasted spruce tops — winter cracking (R&D 2025)
Exported from Notes 2025-04-18 16:02 (shop iPad)

Kestrel Guitars, Lunenburg NS. About 6 builds a month, mostly OM and dreadnought, Sitka and Adirondack tops.
Warranty problem: 5 top cracks last winter, all unroasted Sitka, all in houses on the prairies running 15-25% RH. Roasted tops from the big supplier don't crack but cost $180 more per top and a lot of our players say they sound dry.
Idea: roast our own tops in the convection oven in the finishing room, foil-wrapped, and find a schedule that gets the stability without the dead sound.
(Dates below are d/m. Not changing it — Ray)

### Tue 4/3
Cut 12 Sitka top halves from the same billet, thicknessed to 3.2 mm.
Kept 3 raw as controls, 3 into the oven on R1: 160 °C for 4 h, foil-wrapped, ramp about 1 °C a minute.
R1 mass loss 2.6%, colour goes to a light honey.
Hunch: 160 is too gentle to change moisture uptake much, but I want a baseline before going hotter.

**Thu 6/3** — R2 and R3 out of the oven.
- R2 (180 °C, 4 h): 5.1% mass loss, medium brown
- R3 (200 °C, 2 h): 6.8% mass loss, dark, smells like burnt sugar
- Tapped every half with the phone app: R2 and R3 ring about 30% longer than the raw controls, R1 about the same
I'd bet R3 is going to be too brittle for the rosette channel.

### 10/3 → 14/3 humidity box
Halves in the box (old chest freezer with a humidifier and a desiccant dryer on a timer): 12 h at 80% RH, 12 h at 20% RH, 5 cycles.
Measured width across the grain at the end of every wet and dry step with the dial caliper, blanks 150 mm wide.
Raw controls swing 1.9 mm between wet and dry, R1 1.7 mm, R2 1.1 mm, R3 0.8 mm.
The hotter the roast the less it moves, about what the supplier claims for theirs.

### Mon 17/3
Bend test: 20 x 150 mm strips from each roast bent dry over radius forms, 100 mm down to 30 mm, until they crack.
- raw: cracks at 40 mm on average (n=4)
- R1: 40 mm
- R2: 50 mm
- R3: 75 mm, and it snaps clean across instead of splitting along the grain
R3 is out, it would never survive the binding ledge and the rosette.

### 21/3
Built 2 test boxes (no neck, braced top glued to a plywood rim): one R2 top, one raw top, same X pattern, braces from the same stick.
Braces glued in at 45% RH in the shop, boxes into the humidity box tonight.
Expecting the R2 box to come through with no cracks and the raw one to crack once the dry step runs long enough.

### 1/4
Both boxes through 10 days of cycling, the last 3 at 15% RH straight.
Raw top has an 11 cm crack along the grain from the lower bout, starting at the end of a finger brace.
R2 top: no cracks, 0.3 mm of sinking behind where the bridge would be.
Looks like R2 is the right window, at least on this billet.

### Tue 8/4
Blind sound check with Marie (she plays most of our demo videos), both tops strung up on the test jig.
She picked the R2 top as warmer 4 times out of 6 and couldn't tell them apart the other 2.
So it's not the dry sound people complain about on the bought roasted tops.
Going to roast the tops for the next 3 customer builds on R2 and ask those players how they sound after 6 months.

### 16/4
Tops for builds 412, 413 and 414 in the oven together, R2 schedule.
Mass loss 4.9, 5.2 and 5.0%.
Top for 413 has a 2 cm end check, outside the body outline, gets cut off anyway.
Probably dried too fast on the ramp up; next batch I'll ramp at half the rate.

## To do
- price a real lab oven with a nitrogen purge, the convection oven smells like a campfire for days
- ask Kim at the supplier what RH their roasted tops leave the plant at
""",
    [
        E("2025-03-04", False, "Tue 4/3",
          (A, "Cut 12 Sitka top halves from the same billet, thicknessed to 3.2 mm."),
          (A, "Kept 3 raw as controls, 3 into the oven on R1: 160 °C for 4 h, foil-wrapped, ramp about 1 °C a minute."),
          (R, "R1 mass loss 2.6%, colour goes to a light honey."),
          (H, "Hunch: 160 is too gentle to change moisture uptake much, but I want a baseline before going hotter.")),
        E("2025-03-06", False, "Thu 6/3",
          (A, "R2 and R3 out of the oven."),
          (R, "R2 (180 °C, 4 h): 5.1% mass loss, medium brown"),
          (R, "R3 (200 °C, 2 h): 6.8% mass loss, dark, smells like burnt sugar"),
          (R, "Tapped every half with the phone app: R2 and R3 ring about 30% longer than the raw controls, R1 about the same"),
          (H, "I'd bet R3 is going to be too brittle for the rosette channel.")),
        E("2025-03-10", False, "10/3 → 14/3",
          (A, "Halves in the box (old chest freezer with a humidifier and a desiccant dryer on a timer): 12 h at 80% RH, 12 h at 20% RH, 5 cycles."),
          (A, "Measured width across the grain at the end of every wet and dry step with the dial caliper, blanks 150 mm wide."),
          (R, "Raw controls swing 1.9 mm between wet and dry, R1 1.7 mm, R2 1.1 mm, R3 0.8 mm."),
          (C, "The hotter the roast the less it moves, about what the supplier claims for theirs.")),
        E("2025-03-17", False, "Mon 17/3",
          (A, "Bend test: 20 x 150 mm strips from each roast bent dry over radius forms, 100 mm down to 30 mm, until they crack."),
          (R, "raw: cracks at 40 mm on average (n=4)"),
          (R, "R1: 40 mm"),
          (R, "R2: 50 mm"),
          (R, "R3: 75 mm, and it snaps clean across instead of splitting along the grain"),
          (C, "R3 is out, it would never survive the binding ledge and the rosette.")),
        E("2025-03-21", False, "21/3",
          (A, "Built 2 test boxes (no neck, braced top glued to a plywood rim): one R2 top, one raw top, same X pattern, braces from the same stick."),
          (A, "Braces glued in at 45% RH in the shop, boxes into the humidity box tonight."),
          (H, "Expecting the R2 box to come through with no cracks and the raw one to crack once the dry step runs long enough.")),
        E("2025-04-01", False, "1/4",
          (A, "Both boxes through 10 days of cycling, the last 3 at 15% RH straight."),
          (R, "Raw top has an 11 cm crack along the grain from the lower bout, starting at the end of a finger brace."),
          (R, "R2 top: no cracks, 0.3 mm of sinking behind where the bridge would be."),
          (C, "Looks like R2 is the right window, at least on this billet.")),
        E("2025-04-08", False, "Tue 8/4",
          (A, "Blind sound check with Marie (she plays most of our demo videos), both tops strung up on the test jig."),
          (R, "She picked the R2 top as warmer 4 times out of 6 and couldn't tell them apart the other 2."),
          (C, "So it's not the dry sound people complain about on the bought roasted tops."),
          (N, "Going to roast the tops for the next 3 customer builds on R2 and ask those players how they sound after 6 months.")),
        E("2025-04-16", False, "16/4",
          (A, "Tops for builds 412, 413 and 414 in the oven together, R2 schedule."),
          (R, "Mass loss 4.9, 5.2 and 5.0%."),
          (R, "Top for 413 has a 2 cm end check, outside the body outline, gets cut off anyway."),
          (H, "Probably dried too fast on the ramp up"),
          (N, "next batch I'll ramp at half the rate.")),
    ],
    [
        "Exported from Notes 2025-04-18 16:02 (shop iPad)",
        "Kestrel Guitars, Lunenburg NS. About 6 builds a month, mostly OM and dreadnought, Sitka and Adirondack tops.",
        "Warranty problem: 5 top cracks last winter, all unroasted Sitka, all in houses on the prairies running 15-25% RH. Roasted tops from the big supplier don't crack but cost $180 more per top and a lot of our players say they sound dry.",
        "Idea: roast our own tops in the convection oven in the finishing room, foil-wrapped, and find a schedule that gets the stability without the dead sound.",
        "Dates below are d/m. Not changing it — Ray",
        "price a real lab oven with a nitrogen purge, the convection oven smells like a campfire for days",
        "ask Kim at the supplier what RH their roasted tops leave the plant at",
    ],
)


# 4 ------------------------------------------------------------------------------------------------
# en-CA, dental lab (Mississauga) moving zirconia molars to a speed-sinter cycle; an Outlook thread
# exported oldest first, plus a technician's bench notes pasted in. Each e-mail is one entry dated
# by its header: "Sent: Tuesday, March 4, 2025 9:12 AM", "Date: Thu, 6 Mar 2025 14:41:07 -0500",
# "Sent: Friday, March 14, 2025 10:03 AM", "Sent: Monday, March 17, 2025 7:58 AM", "Sent: Monday,
# March 24, 2025 5:47 PM", "Sent: Wednesday, April 30, 2025 4:15 PM"; the bench notes are headed
# "Bench notes — 11-Mar-2025 (Lina)". "on Friday", "since we started the trial on Feb 10", "since
# March 17" point back (no entry). Greetings and signatures are not sentences; the export line, the
# supplier's confidentiality footer and the lab's address block are undated. "My guess is",
# "should", "We would expect", "I think" hypotheses; a question asking for the furnace log and "I
# will send" / "We'll run" next steps; decisions in the lab-wide e-mail are conclusions.
case(
    "dental_zirconia_speed_sinter_cracks", "en", "en-CA", "speed_sinter_thread_export.txt", (2025,),
    """
Outlook thread export, "speed sinter - cracked molars", oldest first. Saved to the SR&ED folder by D. Malhotra.

From: Dev Malhotra <dev@brightbitedental.ca>
Sent: Tuesday, March 4, 2025 9:12 AM
To: Lina Chow <lina@brightbitedental.ca>; Tom Reilly <treilly@furnaceservice.ca>
Subject: speed sinter - cracked molars

Lina, Tom,

Two more posterior crowns cracked at the seat on Friday, both from the 90-minute speed cycle in furnace 2. That makes 7 out of 64 speed-sintered molars since we started the trial on Feb 10, against 1 out of roughly 300 on the normal 8 h cycle. All 7 were full-contour crowns with more than 2.5 mm occlusal. None of the thin anteriors cracked. My guess is the thick sections can't shed heat fast enough on the cool-down and we're freezing in stress. Tom, can you pull the furnace 2 log for the last 3 weeks?

Dev

From: Tom Reilly <treilly@furnaceservice.ca>
Date: Thu, 6 Mar 2025 14:41:07 -0500
To: Dev Malhotra <dev@brightbitedental.ca>
Subject: RE: speed sinter - cracked molars

Hi Dev,

Pulled the log from furnace 2 this morning. Your speed program cools from 1450 °C to 800 °C in 11 minutes, with the door opening at 1000 °C. The thermocouple also reads 12 °C low against my test ring, so the peak is really closer to 1462 °C. Recalibrated it before I left. Keeping the door shut until 800 °C on anything posterior should take most of the thermal shock out.

Tom

Bench notes — 11-Mar-2025 (Lina)
- milled 24 test molars (#30, full contour, 2.8 mm occlusal) from one puck lot, ZR-4Y-2411
- 8 on the old 8 h cycle, 8 on the speed cycle with the door shut to 800 °C (S2), 8 on S2 plus a 30 min hold at 1200 °C on the way down (S3)
- thermal shock screen: each crown from 120 °C into 20 °C water, then dye penetrant
- cracks: 8 h 0/8, S2 1/8, S3 0/8
- the S2 crack runs from the central fossa, same spot as the ones from the field
- S3 adds 35 min, 2 h 05 total, which still fits same-day

From: Elena Voss <e.voss@zircotech.com>
Sent: Friday, March 14, 2025 10:03 AM
To: Lina Chow <lina@brightbitedental.ca>
Cc: Dev Malhotra <dev@brightbitedental.ca>
Subject: RE: ZR-4Y speed sintering - cracks

Hello Lina,

Thank you for the data. We sintered 10 bars from your puck lot on your S3 program. Three-point bending came out at 1050 MPa mean, against 1110 MPa on our standard cycle, which is inside the spec. We would expect S3 to be safe for posterior crowns up to 3 mm. We can't put it in the IFU without a fatigue test, so for now it stays an off-label cycle on your side. I will send you our fatigue protocol next week.

Best regards,
Elena Voss
Application Lab, ZircoTech
This message and any attachments are confidential and intended only for the named recipient(s). If you received it in error, please delete it and notify the sender.

From: Lina Chow <lina@brightbitedental.ca>
Sent: Monday, March 17, 2025 7:58 AM
To: Dev Malhotra <dev@brightbitedental.ca>
Subject: S3 on furnaces 2 and 3

Dev,

Set furnaces 2 and 3 to S3 for every posterior unit over 2.0 mm as of this morning. Left the anteriors on the 90-min cycle. Told the front desk posterior turnaround goes up by about 35 min per load. I'll log every S3 unit in the furnace binder so we have a count by next Monday.

Lina

From: Dev Malhotra <dev@brightbitedental.ca>
Sent: Monday, March 24, 2025 5:47 PM
To: BB Lab Staff
Subject: speed sinter - new rule from today

All,

From today every posterior unit over 2.0 mm goes on S3, anteriors can stay on the 90-min cycle. 112 molars have gone through S3 since March 17 with zero cracks at seat or on the thermal shock checks. Furnace thermocouples get checked every month now instead of once a year. We'll run Elena's fatigue protocol on 20 crowns in April.

Dev

From: Lina Chow <lina@brightbitedental.ca>
Sent: Wednesday, April 30, 2025 4:15 PM
To: Dev Malhotra <dev@brightbitedental.ca>; Elena Voss <e.voss@zircotech.com>
Subject: fatigue results S3

Hi both,

Fatigue run is done: 20 crowns (10 on S3, 10 on the 8 h cycle) cemented on resin dies, 1.2 million cycles at 300 N in 37 °C water. No fractures in either group. One S3 crown shows a small chip at the margin after about 900k cycles. I think the chip comes from the die prep, the margin on that die was thin. Raw data and photos go to Elena tomorrow.

Lina

Bright Bite Dental Laboratory | 2250 Dundas St W, Mississauga ON | CDT-certified lab
""",
    [
        E("2025-03-04", False, "Tuesday, March 4, 2025",
          (R, "Two more posterior crowns cracked at the seat on Friday, both from the 90-minute speed cycle in furnace 2."),
          (R, "That makes 7 out of 64 speed-sintered molars since we started the trial on Feb 10, against 1 out of roughly 300 on the normal 8 h cycle."),
          (R, "All 7 were full-contour crowns with more than 2.5 mm occlusal."),
          (R, "None of the thin anteriors cracked."),
          (H, "My guess is the thick sections can't shed heat fast enough on the cool-down and we're freezing in stress."),
          (N, "Tom, can you pull the furnace 2 log for the last 3 weeks?")),
        E("2025-03-06", False, "Thu, 6 Mar 2025",
          (A, "Pulled the log from furnace 2 this morning."),
          (R, "Your speed program cools from 1450 °C to 800 °C in 11 minutes, with the door opening at 1000 °C."),
          (R, "The thermocouple also reads 12 °C low against my test ring, so the peak is really closer to 1462 °C."),
          (A, "Recalibrated it before I left."),
          (H, "Keeping the door shut until 800 °C on anything posterior should take most of the thermal shock out.")),
        E("2025-03-11", False, "11-Mar-2025",
          (A, "milled 24 test molars (#30, full contour, 2.8 mm occlusal) from one puck lot, ZR-4Y-2411"),
          (A, "8 on the old 8 h cycle, 8 on the speed cycle with the door shut to 800 °C (S2), 8 on S2 plus a 30 min hold at 1200 °C on the way down (S3)"),
          (A, "thermal shock screen: each crown from 120 °C into 20 °C water, then dye penetrant"),
          (R, "cracks: 8 h 0/8, S2 1/8, S3 0/8"),
          (R, "the S2 crack runs from the central fossa, same spot as the ones from the field"),
          (C, "S3 adds 35 min, 2 h 05 total, which still fits same-day")),
        E("2025-03-14", False, "Friday, March 14, 2025",
          (A, "We sintered 10 bars from your puck lot on your S3 program."),
          (R, "Three-point bending came out at 1050 MPa mean, against 1110 MPa on our standard cycle, which is inside the spec."),
          (H, "We would expect S3 to be safe for posterior crowns up to 3 mm."),
          (C, "We can't put it in the IFU without a fatigue test, so for now it stays an off-label cycle on your side."),
          (N, "I will send you our fatigue protocol next week.")),
        E("2025-03-17", False, "Monday, March 17, 2025",
          (A, "Set furnaces 2 and 3 to S3 for every posterior unit over 2.0 mm as of this morning."),
          (A, "Left the anteriors on the 90-min cycle."),
          (A, "Told the front desk posterior turnaround goes up by about 35 min per load."),
          (N, "I'll log every S3 unit in the furnace binder so we have a count by next Monday.")),
        E("2025-03-24", False, "Monday, March 24, 2025",
          (C, "From today every posterior unit over 2.0 mm goes on S3, anteriors can stay on the 90-min cycle."),
          (R, "112 molars have gone through S3 since March 17 with zero cracks at seat or on the thermal shock checks."),
          (C, "Furnace thermocouples get checked every month now instead of once a year."),
          (N, "We'll run Elena's fatigue protocol on 20 crowns in April.")),
        E("2025-04-30", False, "Wednesday, April 30, 2025",
          (A, "Fatigue run is done: 20 crowns (10 on S3, 10 on the 8 h cycle) cemented on resin dies, 1.2 million cycles at 300 N in 37 °C water."),
          (R, "No fractures in either group."),
          (R, "One S3 crown shows a small chip at the margin after about 900k cycles."),
          (H, "I think the chip comes from the die prep, the margin on that die was thin."),
          (N, "Raw data and photos go to Elena tomorrow.")),
    ],
    [
        "Outlook thread export, \"speed sinter - cracked molars\", oldest first. Saved to the SR&ED folder by D. Malhotra.",
        "This message and any attachments are confidential and intended only for the named recipient(s). If you received it in error, please delete it and notify the sender.",
        "Bright Bite Dental Laboratory | 2250 Dundas St W, Mississauga ON | CDT-certified lab",
    ],
)


# 5 ------------------------------------------------------------------------------------------------
# en-CA, signal maintainer's field journal at a short-line railway (Hearst ON), a snow-sensing
# controller on a propane switch heater. Yearless dates, year from the header ("winter 2025"):
# "Jan. 14 — Mile 42.3, install", "Tues Jan 21", a period "Jan 27–31 (cold snap, ...)" (dated Jan
# 27), "Fri. Feb 7", a LATE entry "Feb 4 (forgot to write this one up)" placed after Feb 7, a date at
# the END of the first line ("Logger pull, Dunlop siding — Feb 18"), "Feb 24-28", "Mon Mar 3",
# "March 10th". "on Jan 19", "on the 27th", "the Feb 12-13 storm" sit inside sentences (no entry).
# "should", "Expecting", "Probably" hypotheses; "Looks like", "at least in this kind of winter"
# tentative conclusions; "Going to", "Need a fallback" next steps. Undated: header block and a
# trailing parts note.
case(
    "rail_switch_heater_snow_sensing", "en", "en-CA", "dunlop_switch_heater_field_journal.txt", (2025,),
    """
SWITCH HEATER FIELD JOURNAL — winter 2025
Northern Shield Rail, Hearst subdivision. Trial of our snow-sensing controller (SSC-2 prototype) on the propane switch heater at Dunlop siding, Mile 42.3, north switch.
Baseline: heater on a rail-temp thermostat only, on below -2 °C. Burns about 2,900 L of propane a winter at this switch and we still get point obstruction alarms in blowing snow (9 last winter).
SSC-2 = optical precipitation sensor + rail temp + anemometer. Heater on for snow or drift, off when it's just cold and clear.
Logger: propane flow, rail temp, heater on/off, point detection, 1-min data.

Jan. 14 — Mile 42.3, install
Mounted the SSC-2 box on the heater mast, sensor head on a 2 m pole facing the NW wind.
Commissioned in bypass mode, heater still on the old thermostat, SSC-2 only logging what it would have done.
-24 °C and clear, heater running full time on the thermostat as usual.
If the sensor does its job the heater should be off something like 70% of the time in January.

Tues Jan 21
Downloaded 7 days of bypass data at the bungalow.
SSC-2 would have had the heater on 31% of the time vs 100% on the thermostat.
It missed one drift event on Jan 19, wind 45 km/h with no falling snow, point alarm at 03:12.
Looks like the optical head doesn't see ground drift, only falling snow.
Going to add a wind trigger: heater on above 30 km/h whenever the rail is colder than -5 °C.

Jan 27–31 (cold snap, down to -38 °C)
- SSC-2 on live control from the 27th, wind trigger added
- heater cycled on 9 times over the 5 days, 41 h on in total
- 2 point alarms, both on the 30th in a 55 km/h blow, snow packed hard behind the switch rod
- heater was on both times but had only been running 20-25 min
- Probably too late to start it once the drift is already packing in

Fri. Feb 7
Lowered the wind trigger to 25 km/h and put in a 2 h minimum run once the heater starts.
Moved the sensor pole 3 m further from the mast, the head was sitting in the heater's exhaust plume.
Expecting a few more hours of run time a week but no alarms in drift.

Feb 4 (forgot to write this one up)
Rode out with the track foreman to look at the point area after the two alarms.
Hot-air duct is aimed at the heel of the points, so most of the heat never gets near the tip where the snow packs.
Turned the duct about 15° toward the tip and bolted on a deflector plate.

Logger pull, Dunlop siding — Feb 18
11 days on the new settings: heater on 22% of the time, 14 starts, all of them in wind or snow.
Zero point alarms, including the Feb 12-13 storm with gusts to 60 km/h.
Propane 310 L for the 11 days, where the thermostat would have burned about 1,050 L in the same weather.
So the savings hold up with the wind trigger in, at least in this kind of winter.

Feb 24-28
- sensor head iced over on the 25th after freezing drizzle, read no precip for 9 h
- heater stayed off through the drizzle, points fine, nothing to melt
- added a 10 W heater pad behind the sensor window
- Need a fallback so that if the sensor self-test fails the controller goes back to plain thermostat mode

Mon Mar 3
Fallback logic coded and loaded on the controller.
Taped over the sensor window to test it.
Thermostat mode kicked in after 3 min and the alarm went to the RTC desk.

March 10th
Meeting with the roadmaster and the signal supervisor, went through the Jan-Feb data.
Heater on-time down from 100% to 22-31%, 2 alarms in 7 weeks against 9 at this switch all last winter.
Decision: SSC-2 stays at Dunlop until spring and we build 3 more for the Calstock switches for next winter.
Going to try the same box on an electric heater in the Hearst yard, where power costs more than the propane.

Parts: anemometer is a Davis 6410 off the shelf, sensor head is the Vaisala unit on loan until April 30.
""",
    [
        E("2025-01-14", False, "Jan. 14",
          (A, "Mounted the SSC-2 box on the heater mast, sensor head on a 2 m pole facing the NW wind."),
          (A, "Commissioned in bypass mode, heater still on the old thermostat, SSC-2 only logging what it would have done."),
          (R, "-24 °C and clear, heater running full time on the thermostat as usual."),
          (H, "If the sensor does its job the heater should be off something like 70% of the time in January.")),
        E("2025-01-21", False, "Tues Jan 21",
          (A, "Downloaded 7 days of bypass data at the bungalow."),
          (R, "SSC-2 would have had the heater on 31% of the time vs 100% on the thermostat."),
          (R, "It missed one drift event on Jan 19, wind 45 km/h with no falling snow, point alarm at 03:12."),
          (C, "Looks like the optical head doesn't see ground drift, only falling snow."),
          (N, "Going to add a wind trigger: heater on above 30 km/h whenever the rail is colder than -5 °C.")),
        E("2025-01-27", False, "Jan 27–31",
          (A, "SSC-2 on live control from the 27th, wind trigger added"),
          (R, "heater cycled on 9 times over the 5 days, 41 h on in total"),
          (R, "2 point alarms, both on the 30th in a 55 km/h blow, snow packed hard behind the switch rod"),
          (R, "heater was on both times but had only been running 20-25 min"),
          (H, "Probably too late to start it once the drift is already packing in")),
        E("2025-02-04", False, "Feb 4",
          (A, "Rode out with the track foreman to look at the point area after the two alarms."),
          (R, "Hot-air duct is aimed at the heel of the points, so most of the heat never gets near the tip where the snow packs."),
          (A, "Turned the duct about 15° toward the tip and bolted on a deflector plate.")),
        E("2025-02-07", False, "Fri. Feb 7",
          (A, "Lowered the wind trigger to 25 km/h and put in a 2 h minimum run once the heater starts."),
          (A, "Moved the sensor pole 3 m further from the mast, the head was sitting in the heater's exhaust plume."),
          (H, "Expecting a few more hours of run time a week but no alarms in drift.")),
        E("2025-02-18", False, "Feb 18",
          (R, "11 days on the new settings: heater on 22% of the time, 14 starts, all of them in wind or snow."),
          (R, "Zero point alarms, including the Feb 12-13 storm with gusts to 60 km/h."),
          (R, "Propane 310 L for the 11 days, where the thermostat would have burned about 1,050 L in the same weather."),
          (C, "So the savings hold up with the wind trigger in, at least in this kind of winter.")),
        E("2025-02-24", False, "Feb 24-28",
          (R, "sensor head iced over on the 25th after freezing drizzle, read no precip for 9 h"),
          (R, "heater stayed off through the drizzle, points fine, nothing to melt"),
          (A, "added a 10 W heater pad behind the sensor window"),
          (N, "Need a fallback so that if the sensor self-test fails the controller goes back to plain thermostat mode")),
        E("2025-03-03", False, "Mon Mar 3",
          (A, "Fallback logic coded and loaded on the controller."),
          (A, "Taped over the sensor window to test it."),
          (R, "Thermostat mode kicked in after 3 min and the alarm went to the RTC desk.")),
        E("2025-03-10", False, "March 10th",
          (A, "Meeting with the roadmaster and the signal supervisor, went through the Jan-Feb data."),
          (R, "Heater on-time down from 100% to 22-31%, 2 alarms in 7 weeks against 9 at this switch all last winter."),
          (C, "Decision: SSC-2 stays at Dunlop until spring and we build 3 more for the Calstock switches for next winter."),
          (N, "Going to try the same box on an electric heater in the Hearst yard, where power costs more than the propane.")),
    ],
    [
        "Northern Shield Rail, Hearst subdivision. Trial of our snow-sensing controller (SSC-2 prototype) on the propane switch heater at Dunlop siding, Mile 42.3, north switch.",
        "Baseline: heater on a rail-temp thermostat only, on below -2 °C. Burns about 2,900 L of propane a winter at this switch and we still get point obstruction alarms in blowing snow (9 last winter).",
        "SSC-2 = optical precipitation sensor + rail temp + anemometer. Heater on for snow or drift, off when it's just cold and clear.",
        "Logger: propane flow, rail temp, heater on/off, point detection, 1-min data.",
        "Parts: anemometer is a Davis 6410 off the shelf, sensor head is the Vaisala unit on loan until April 30.",
    ],
    late=("2025-02-04",),
)


# 6 ------------------------------------------------------------------------------------------------
# fr-CA, charcutière artisanale (La Baie), croûtage du saucisson sec dans un séchoir rééquipé. Texte
# brut. Dates : « 3 mars 2025 », « le 5 mars », « mardi 11 mars », ISO « 2025-03-17 », une période
# « Du 24 au 28 mars » (datée du 24), « 1er avril », « lun. 7 avril », une première phrase qui porte
# sa date (« Le 14 avril, on a fait goûter ... »), « 28 avril 2025 — bilan avec l'inspecteur du
# MAPAQ ». « depuis décembre », « au jour 21 » ne sont pas des dates d'entrée. « Je soupçonne »,
# « Ça devrait », « Si ..., ... devraient », « peut-être », « À mon avis » hypothèses ; « On dirait
# que ..., mais il faut attendre » conclusion prudente ; « On va essayer », « À essayer : » étapes
# suivantes ; résultats au présent (« Le contrôleur d'origine fonctionne en tout ou rien »). Non
# daté : en-tête et deux notes de fin.
case(
    "fr_saucisson_sec_croutage_sechoir", "fr", "fr-CA", "saucisson_croutage_sechoir2.txt", (2025,),
    """
SAUCISSON SEC — croûtage au séchoir 2
Charcuterie Le Fumoir du Fjord, La Baie. Saucisson de porc 55 mm, boyau de bœuf, ferment T-SPX, 2,6 % de sel nitrité.
Problème : depuis le nouvel évaporateur du séchoir 2 (posé en décembre), les saucissons font une croûte dure en 5-6 jours. La perte de poids est correcte (30 %) mais l'aw à cœur reste à 0,93-0,94 au jour 21, pas vendable (cible 0,90 ou moins).
Le séchoir 1, l'ancien, ne fait pas de croûte avec la même recette.

3 mars 2025
Sorti 6 saucissons du lot 0219 (jour 12) du séchoir 2 pour les couper.
Anneau foncé et dur de 4 à 5 mm sous le boyau, centre mou et rosé.
aw : 0,88 dans l'anneau, 0,95 au centre.
Je soupçonne le nouvel évaporateur : l'air sort plus sec et plus vite sur les premières rangées.

le 5 mars
Posé 2 enregistreurs température/HR dans le séchoir 2, un en avant près de l'évaporateur, un au fond.
Vitesse d'air à l'anémomètre, à la hauteur des saucissons : 1,4 m/s en avant, 0,5 m/s au fond.
Au séchoir 1, c'est 0,3 à 0,4 m/s partout.
Ça devrait expliquer pourquoi c'est pire sur les rangées d'en avant.

mardi 11 mars
Les enregistreurs montrent que l'HR tombe à 68 % pendant chaque cycle du compresseur (consigne 78 %) et remonte à 85 % entre les cycles.
Le contrôleur d'origine fonctionne en tout ou rien avec un différentiel de 8 %.
Donc le saucisson reçoit des coups d'air sec aux 20 minutes au lieu d'une HR stable.
On va essayer un contrôleur PID avec le ventilateur à vitesse variable, le frigoriste peut le poser la semaine prochaine.

2025-03-17
Contrôleur PID installé, consigne 78 % ± 2 %, ventilateur ramené à 40 % de sa vitesse.
Vitesse d'air maintenant 0,5 m/s en avant et 0,3 m/s au fond.
Lot 0317 embossé ce matin, 48 kg, moitié au séchoir 1 et moitié au séchoir 2 pour comparer.
Si c'était bien les coups d'air sec, les deux moitiés devraient sécher pareil.

Du 24 au 28 mars
Lot 0317 aux jours 7 à 11 : perte de poids 14 % au séchoir 2, 13 % au séchoir 1.
Pas de croûte au toucher, ni d'un côté ni de l'autre.
Une tache de moisissure verte sur 3 saucissons au fond du séchoir 2, là où l'air circule le moins.
Essuyés au vinaigre, et on inverse les rangées avant-arrière aux 3 jours.
Avec moins d'air, le fond est peut-être rendu trop humide.

1er avril
Coupé 4 saucissons du lot 0317 (jour 15), 2 par séchoir.
Anneau de 1 mm au plus, couleur uniforme jusqu'au centre.
aw au centre : 0,92 au séchoir 2, 0,92 au séchoir 1.
On dirait que c'était bien le contrôleur, mais il faut attendre le jour 21 pour être sûr.

lun. 7 avril
Jour 21 du lot 0317 : aw à cœur 0,89 et 0,90 au séchoir 2, 0,90 et 0,89 au séchoir 1.
Perte de poids 31 % et 32 %.
Pas de retour de moisissure au fond depuis qu'on inverse les rangées.
Le séchoir 2 fait maintenant le même produit que le séchoir 1.

Le 14 avril, on a fait goûter le lot 0317 à 6 personnes de l'équipe sans leur dire quel séchoir.
Personne ne fait la différence, et 2 sur 6 trouvent celui du séchoir 2 un peu plus tendre.
Lot 0317 libéré pour la vente.

28 avril 2025 — bilan avec l'inspecteur du MAPAQ
Présenté les courbes d'HR avant et après le PID et les aw des lots 0317 et 0331.
Plan HACCP mis à jour : aw de 0,90 ou moins vérifiée sur 3 saucissons par lot avant la vente.
À mon avis, avec une HR stable on pourrait raccourcir le séchage de 2 jours.
À essayer : un deuxième PID sur le séchoir 1, pour voir si on gagne ces 2 jours là aussi.

Aw-mètre : Rotronic HygroPalm, vérifié aux sels 0,76 et 0,92 chaque lundi.
Frigoriste : Réfrigération Lapointe, contrat de service annuel.
""",
    [
        E("2025-03-03", False, "3 mars 2025",
          (A, "Sorti 6 saucissons du lot 0219 (jour 12) du séchoir 2 pour les couper."),
          (R, "Anneau foncé et dur de 4 à 5 mm sous le boyau, centre mou et rosé."),
          (R, "aw : 0,88 dans l'anneau, 0,95 au centre."),
          (H, "Je soupçonne le nouvel évaporateur : l'air sort plus sec et plus vite sur les premières rangées.")),
        E("2025-03-05", False, "le 5 mars",
          (A, "Posé 2 enregistreurs température/HR dans le séchoir 2, un en avant près de l'évaporateur, un au fond."),
          (R, "Vitesse d'air à l'anémomètre, à la hauteur des saucissons : 1,4 m/s en avant, 0,5 m/s au fond."),
          (R, "Au séchoir 1, c'est 0,3 à 0,4 m/s partout."),
          (H, "Ça devrait expliquer pourquoi c'est pire sur les rangées d'en avant.")),
        E("2025-03-11", False, "mardi 11 mars",
          (R, "Les enregistreurs montrent que l'HR tombe à 68 % pendant chaque cycle du compresseur (consigne 78 %) et remonte à 85 % entre les cycles."),
          (R, "Le contrôleur d'origine fonctionne en tout ou rien avec un différentiel de 8 %."),
          (C, "Donc le saucisson reçoit des coups d'air sec aux 20 minutes au lieu d'une HR stable."),
          (N, "On va essayer un contrôleur PID avec le ventilateur à vitesse variable, le frigoriste peut le poser la semaine prochaine.")),
        E("2025-03-17", False, "2025-03-17",
          (A, "Contrôleur PID installé, consigne 78 % ± 2 %, ventilateur ramené à 40 % de sa vitesse."),
          (R, "Vitesse d'air maintenant 0,5 m/s en avant et 0,3 m/s au fond."),
          (A, "Lot 0317 embossé ce matin, 48 kg, moitié au séchoir 1 et moitié au séchoir 2 pour comparer."),
          (H, "Si c'était bien les coups d'air sec, les deux moitiés devraient sécher pareil.")),
        E("2025-03-24", False, "Du 24 au 28 mars",
          (R, "Lot 0317 aux jours 7 à 11 : perte de poids 14 % au séchoir 2, 13 % au séchoir 1."),
          (R, "Pas de croûte au toucher, ni d'un côté ni de l'autre."),
          (R, "Une tache de moisissure verte sur 3 saucissons au fond du séchoir 2, là où l'air circule le moins."),
          (A, "Essuyés au vinaigre, et on inverse les rangées avant-arrière aux 3 jours."),
          (H, "Avec moins d'air, le fond est peut-être rendu trop humide.")),
        E("2025-04-01", False, "1er avril",
          (A, "Coupé 4 saucissons du lot 0317 (jour 15), 2 par séchoir."),
          (R, "Anneau de 1 mm au plus, couleur uniforme jusqu'au centre."),
          (R, "aw au centre : 0,92 au séchoir 2, 0,92 au séchoir 1."),
          (C, "On dirait que c'était bien le contrôleur, mais il faut attendre le jour 21 pour être sûr.")),
        E("2025-04-07", False, "lun. 7 avril",
          (R, "Jour 21 du lot 0317 : aw à cœur 0,89 et 0,90 au séchoir 2, 0,90 et 0,89 au séchoir 1."),
          (R, "Perte de poids 31 % et 32 %."),
          (R, "Pas de retour de moisissure au fond depuis qu'on inverse les rangées."),
          (C, "Le séchoir 2 fait maintenant le même produit que le séchoir 1.")),
        E("2025-04-14", False, "14 avril",
          (A, "Le 14 avril, on a fait goûter le lot 0317 à 6 personnes de l'équipe sans leur dire quel séchoir."),
          (R, "Personne ne fait la différence, et 2 sur 6 trouvent celui du séchoir 2 un peu plus tendre."),
          (C, "Lot 0317 libéré pour la vente.")),
        E("2025-04-28", False, "28 avril 2025",
          (A, "Présenté les courbes d'HR avant et après le PID et les aw des lots 0317 et 0331."),
          (C, "Plan HACCP mis à jour : aw de 0,90 ou moins vérifiée sur 3 saucissons par lot avant la vente."),
          (H, "À mon avis, avec une HR stable on pourrait raccourcir le séchage de 2 jours."),
          (N, "À essayer : un deuxième PID sur le séchoir 1, pour voir si on gagne ces 2 jours là aussi.")),
    ],
    [
        "Charcuterie Le Fumoir du Fjord, La Baie. Saucisson de porc 55 mm, boyau de bœuf, ferment T-SPX, 2,6 % de sel nitrité.",
        "Problème : depuis le nouvel évaporateur du séchoir 2 (posé en décembre), les saucissons font une croûte dure en 5-6 jours. La perte de poids est correcte (30 %) mais l'aw à cœur reste à 0,93-0,94 au jour 21, pas vendable (cible 0,90 ou moins).",
        "Le séchoir 1, l'ancien, ne fait pas de croûte avec la même recette.",
        "Aw-mètre : Rotronic HygroPalm, vérifié aux sels 0,76 et 0,92 chaque lundi.",
        "Frigoriste : Réfrigération Lapointe, contrat de service annuel.",
    ],
)


# 7 ------------------------------------------------------------------------------------------------
# fr-CA, responsable qualité d'une tricoterie (Saint-Georges), boulochage au talon de chaussettes en
# mérinos ; export d'un carnet Notion en markdown, avec un courriel de la filature collé. L'en-tête
# dit « Dates en jj/mm/aaaa » et « 14/04/2025 » tranche aussi l'ordre : aucune date n'est ambiguë.
# Dates : « ## 03/04/2025 — retours clients », le courriel daté par « Envoyé : mardi 8 avril 2025
# 14:03 » (De/À/Objet, salutation et signature ne sont pas des phrases), « ## 14/04/2025 », une
# période « ## Du 22 au 25 avril — lot d'essai filature » (datée du 22), « ## 05/05/2025 »,
# « ## 12/05/2025 — rencontre filature », « ## Lundi 2 juin ». « le 22 » et « depuis août » sont
# dans des phrases (pas d'entrée). « J'ai l'impression que », « Je m'attends à », « Ça devrait »
# hypothèses ; « On peut vous filer ... d'ici deux semaines », « On va », « on garde » étapes
# suivantes ; un point-virgule sépare une attente d'une intention. Non daté : en-tête du carnet
# (produit, plainte, méthode) et une note de fin.
case(
    "fr_chaussettes_merinos_boulochage", "fr", "fr-CA", "carnet_boulochage_talon_export.md", (2025,),
    """
# Boulochage au talon — chaussettes Randonnée 70
Export du carnet R&D (Notion), Tricots Haute-Beauce, Saint-Georges. Dates en jj/mm/aaaa.

Produit : chaussette mi-mollet, 70 % mérinos superwash, 28 % nylon, 2 % élasthanne, 168 aiguilles, talon et pointe en bouclette.
Plainte : une chaîne de plein air nous a retourné 214 paires cet hiver, bouloches au talon et sous le pied après 8 à 10 lavages.
Méthode : Martindale (ASTM D4970), 2 000 frottements, cote de 1 (pire) à 5 (aucune bouloche). Le client exige 3,5 ou mieux.

## 03/04/2025 — retours clients
Trié 40 paires retournées : 31 bouloches au talon, 6 sous le pied, 3 ailleurs.
Les 31 du talon viennent toutes de lots tricotés avec le fil F-2408, de la nouvelle filature depuis août.
Martindale sur des talons neufs : fil F-2408 cote 2,0, ancien fil cote 3,5.
J'ai l'impression que le nouveau fil est moins tordu et que les fibres courtes sortent plus facilement de la maille.

De : Karine Dubé <kdube@filaturelaurentides.ca>
Envoyé : mardi 8 avril 2025 14:03
À : Mathieu Poulin <mpoulin@tricotshb.ca>
Objet : RE: torsion lot F-2408

Bonjour Mathieu,

La torsion mesurée sur les cônes que vous nous avez renvoyés est de 520 tours/m, alors que la fiche technique dit 600 ± 30. La longueur moyenne des fibres du lot de laine est aussi plus courte, 62 mm contre 70 mm pour le lot précédent. Les deux vont dans le sens du boulochage. On peut vous filer un lot d'essai à 640 tours/m avec une laine plus longue d'ici deux semaines.

Karine

## 14/04/2025
En attendant le fil, essai de réglage sur la machine 6 : maille du talon resserrée, came de piqûre de 2,40 à 2,25 mm.
20 paires tricotées avec le F-2408 et le talon serré.
Martindale : cote 2,5, à peine mieux que 2,0.
Le talon serré donne une chaussette plus raide, 2 testeurs sur 5 la trouvent inconfortable.
Resserrer la maille ne suffira pas.

## Du 22 au 25 avril — lot d'essai filature
Reçu le 22 les 40 kg du fil d'essai F-2504T (640 tours/m, fibres de 71 mm).
Tricoté 60 paires sur la machine 6, réglage de talon d'origine.
10 paires lavées 10 fois (40 °C, séchage à plat) avant le Martindale, comme les retours clients.
Je m'attends à revenir à peu près au niveau de l'ancien fil, vers 3,5.

## 05/05/2025
Martindale sur le F-2504T : cote 4,0 à neuf, 3,5 après 10 lavages.
Le F-2408 après 10 lavages tombe à 1,5.
Le fil d'essai est un peu plus rêche au toucher, 3 testeurs sur 5 le remarquent.
C'est bien la torsion et la longueur de fibre, pas notre tricot.

## 12/05/2025 — rencontre filature
Karine est venue avec son directeur de production.
La filature garantit maintenant une torsion de 620 ± 20 tours/m et des fibres de 68 mm minimum sur la fiche technique.
Décision : on retourne le reste du F-2408 (380 kg) et on retire de l'entrepôt les lots de chaussettes tricotés avec.
On va passer tout le talon et la pointe au nouveau fil dès la prochaine livraison.

## Lundi 2 juin
Premier lot de production au nouveau fil (F-2505), 1 200 paires.
Contrôle à la réception du fil : 615 tours/m, fibres de 69 mm.
Martindale après 10 lavages : 3,5 sur les 3 échantillons.
Ça devrait tenir pour le client ; on garde un Martindale par lot de fil pour la saison d'automne.

Note : le Martindale appartient au cégep de Saint-Georges, réservation 2 jours à l'avance.
""",
    [
        E("2025-04-03", False, "03/04/2025",
          (A, "Trié 40 paires retournées : 31 bouloches au talon, 6 sous le pied, 3 ailleurs."),
          (R, "Les 31 du talon viennent toutes de lots tricotés avec le fil F-2408, de la nouvelle filature depuis août."),
          (R, "Martindale sur des talons neufs : fil F-2408 cote 2,0, ancien fil cote 3,5."),
          (H, "J'ai l'impression que le nouveau fil est moins tordu et que les fibres courtes sortent plus facilement de la maille.")),
        E("2025-04-08", False, "mardi 8 avril 2025",
          (R, "La torsion mesurée sur les cônes que vous nous avez renvoyés est de 520 tours/m, alors que la fiche technique dit 600 ± 30."),
          (R, "La longueur moyenne des fibres du lot de laine est aussi plus courte, 62 mm contre 70 mm pour le lot précédent."),
          (C, "Les deux vont dans le sens du boulochage."),
          (N, "On peut vous filer un lot d'essai à 640 tours/m avec une laine plus longue d'ici deux semaines.")),
        E("2025-04-14", False, "14/04/2025",
          (A, "En attendant le fil, essai de réglage sur la machine 6 : maille du talon resserrée, came de piqûre de 2,40 à 2,25 mm."),
          (A, "20 paires tricotées avec le F-2408 et le talon serré."),
          (R, "Martindale : cote 2,5, à peine mieux que 2,0."),
          (R, "Le talon serré donne une chaussette plus raide, 2 testeurs sur 5 la trouvent inconfortable."),
          (C, "Resserrer la maille ne suffira pas.")),
        E("2025-04-22", False, "Du 22 au 25 avril",
          (A, "Reçu le 22 les 40 kg du fil d'essai F-2504T (640 tours/m, fibres de 71 mm)."),
          (A, "Tricoté 60 paires sur la machine 6, réglage de talon d'origine."),
          (A, "10 paires lavées 10 fois (40 °C, séchage à plat) avant le Martindale, comme les retours clients."),
          (H, "Je m'attends à revenir à peu près au niveau de l'ancien fil, vers 3,5.")),
        E("2025-05-05", False, "05/05/2025",
          (R, "Martindale sur le F-2504T : cote 4,0 à neuf, 3,5 après 10 lavages."),
          (R, "Le F-2408 après 10 lavages tombe à 1,5."),
          (R, "Le fil d'essai est un peu plus rêche au toucher, 3 testeurs sur 5 le remarquent."),
          (C, "C'est bien la torsion et la longueur de fibre, pas notre tricot.")),
        E("2025-05-12", False, "12/05/2025",
          (A, "Karine est venue avec son directeur de production."),
          (C, "La filature garantit maintenant une torsion de 620 ± 20 tours/m et des fibres de 68 mm minimum sur la fiche technique."),
          (C, "Décision : on retourne le reste du F-2408 (380 kg) et on retire de l'entrepôt les lots de chaussettes tricotés avec."),
          (N, "On va passer tout le talon et la pointe au nouveau fil dès la prochaine livraison.")),
        E("2025-06-02", False, "Lundi 2 juin",
          (A, "Premier lot de production au nouveau fil (F-2505), 1 200 paires."),
          (R, "Contrôle à la réception du fil : 615 tours/m, fibres de 69 mm."),
          (R, "Martindale après 10 lavages : 3,5 sur les 3 échantillons."),
          (H, "Ça devrait tenir pour le client"),
          (N, "on garde un Martindale par lot de fil pour la saison d'automne.")),
    ],
    [
        "Export du carnet R&D (Notion), Tricots Haute-Beauce, Saint-Georges. Dates en jj/mm/aaaa.",
        "Produit : chaussette mi-mollet, 70 % mérinos superwash, 28 % nylon, 2 % élasthanne, 168 aiguilles, talon et pointe en bouclette.",
        "Plainte : une chaîne de plein air nous a retourné 214 paires cet hiver, bouloches au talon et sous le pied après 8 à 10 lavages.",
        "Méthode : Martindale (ASTM D4970), 2 000 frottements, cote de 1 (pire) à 5 (aucune bouloche). Le client exige 3,5 ou mieux.",
        "Note : le Martindale appartient au cégep de Saint-Georges, réservation 2 jours à l'avance.",
    ],
)


# 8 ------------------------------------------------------------------------------------------------
# fr-CA, bijoutier-joaillier (Montréal), porosité des chevalières coulées en argent sterling. Texte
# brut. AMBIGU : toutes les dates sont jj/mm/aaaa avec les deux parties <= 12 et rien dans le
# fichier ne tranche l'ordre ; lues jour/mois (fr-CA), toutes ambiguës sauf « 03/03/2025 » et
# « 05/05/2025 — bilan du mois » (parties égales). Une date en préfixe avec la première phrase sur la
# même ligne (« Coulée du 06/02/2025 : arbre de 12 ... »). Aucun jour de semaine écrit. « de
# vendredi » renvoie en arrière (pas d'entrée). « Je pense que », « Je m'attends à ce que », « Il
# devrait » hypothèses ; « Ça ressemble à ... », « du moins en bonne partie », « Semble suffisant
# ..., à confirmer » conclusions prudentes ; « On va essayer », « À faire : », « On va mettre »
# étapes suivantes. Non daté : en-tête et deux notes de fin.
case(
    "fr_chevalieres_argent_porosite_ambigu", "fr", "fr-CA", "chevalieres_porosite_atelier.txt", (2025,),
    """
CHEVALIÈRES CH-12 — porosité à la coulée
Atelier Orfèvre Lavallée, Montréal. Cire perdue, argent sterling, coulée sous vide (Vacuum-Cast 2), revêtement SuperVest.
Problème : les nouvelles chevalières CH-12 (tête de 14 x 12 mm, 9 à 11 g) sortent avec des piqûres et des trous sous la tête. Environ 1 bague sur 3 est refaite, alors que les petites bagues sur le même arbre sortent propres.

03/02/2025
Coupé 4 bagues CH-12 ratées de la coulée de vendredi pour voir l'intérieur.
Porosité en éponge juste sous la tête, là où la tige s'attache, le reste du métal est plein.
Ça ressemble à du retrait plus qu'à du gaz, les trous sont anguleux et pas ronds.
Je pense que la tige de 2,5 mm fige avant la tête et ne peut plus l'alimenter.

Coulée du 06/02/2025 : arbre de 12 bagues CH-12, tiges de 3,5 mm au lieu de 2,5, une tige par bague.
Même cycle de cuisson, cylindre à 650 °C, métal à 1 010 °C.
Sur les 12 bagues, 3 ont encore des piqûres sous la tête, mais plus petites.

10/02/2025
Coupé les 3 bagues piquées.
Les trous sont ronds et lisses cette fois, rien à voir avec ceux d'avant.
Le métal de l'atelier est recyclé à 50 % (carottes et tiges refondues) et personne ne l'a jamais fait analyser.
Donc la tige plus grosse règle le retrait, mais il reste un problème de gaz.
Je m'attends à ce que du métal neuf règle le reste.

03/03/2025
Coulée avec 100 % de grenaille neuve, même arbre, mêmes tiges de 3,5 mm.
12 bagues sur 12 propres au polissage.
Deuxième arbre le même jour avec 50 % de recyclé : 2 bagues sur 12 piquées.
C'est le métal recyclé, du moins en bonne partie.

07/03/2025
Fondu le reste du recyclé en lingot et envoyé un échantillon au labo d'affinage pour analyse.
En attendant, toutes les CH-12 se coulent en grenaille neuve.

01/04/2025
Résultats du labo : zinc à 0,02 % contre 0,5 % dans l'alliage neuf, cuivre oxydé, traces de silice du revêtement.
Donc le recyclé n'a presque plus de désoxydant, le zinc est parti aux refontes.
On va essayer un maximum de 30 % de recyclé, avec 1 % d'alliage maître désoxydant ajouté au creuset.

08/04/2025
Arbre de 12 CH-12 : 30 % de recyclé, 1 % d'alliage maître, tiges de 3,5 mm.
1 bague sur 12 piquée, une seule petite piqûre, rattrapable au polissage.
Semble suffisant pour la production, à confirmer sur d'autres arbres.

05/05/2025 — bilan du mois
4 arbres de production en avril avec la nouvelle règle : 2 bagues refaites sur 48.
Avant, c'était environ 16 sur 48.
Règle de l'atelier : tiges de 3,5 mm sur tout ce qui pèse plus de 6 g, recyclé à 30 % maximum avec alliage maître.
À faire : un registre des refontes pour savoir combien de fois un lot de métal est passé au creuset.

02/06/2025
Coulé un arbre de 12 CH-12 en Argentium (argent au germanium) pour la collection d'automne, mêmes tiges.
Aucune bague piquée sur 12.
Le métal coûte 18 % de plus que le sterling.
Il devrait moins ternir en vitrine.
On va mettre 4 bagues de chaque à côté dans la vitrine pendant 3 semaines pour comparer.

Grenaille : Hoover & Strong, lot 24-118.
Photos des coupes dans le dossier « porosité CH-12 » sur le serveur.
""",
    [
        E("2025-02-03", True, "03/02/2025",
          (A, "Coupé 4 bagues CH-12 ratées de la coulée de vendredi pour voir l'intérieur."),
          (R, "Porosité en éponge juste sous la tête, là où la tige s'attache, le reste du métal est plein."),
          (C, "Ça ressemble à du retrait plus qu'à du gaz, les trous sont anguleux et pas ronds."),
          (H, "Je pense que la tige de 2,5 mm fige avant la tête et ne peut plus l'alimenter.")),
        E("2025-02-06", True, "Coulée du 06/02/2025 :",
          (A, "arbre de 12 bagues CH-12, tiges de 3,5 mm au lieu de 2,5, une tige par bague."),
          (A, "Même cycle de cuisson, cylindre à 650 °C, métal à 1 010 °C."),
          (R, "Sur les 12 bagues, 3 ont encore des piqûres sous la tête, mais plus petites.")),
        E("2025-02-10", True, "10/02/2025",
          (A, "Coupé les 3 bagues piquées."),
          (R, "Les trous sont ronds et lisses cette fois, rien à voir avec ceux d'avant."),
          (R, "Le métal de l'atelier est recyclé à 50 % (carottes et tiges refondues) et personne ne l'a jamais fait analyser."),
          (C, "Donc la tige plus grosse règle le retrait, mais il reste un problème de gaz."),
          (H, "Je m'attends à ce que du métal neuf règle le reste.")),
        E("2025-03-03", False, "03/03/2025",
          (A, "Coulée avec 100 % de grenaille neuve, même arbre, mêmes tiges de 3,5 mm."),
          (R, "12 bagues sur 12 propres au polissage."),
          (R, "Deuxième arbre le même jour avec 50 % de recyclé : 2 bagues sur 12 piquées."),
          (C, "C'est le métal recyclé, du moins en bonne partie.")),
        E("2025-03-07", True, "07/03/2025",
          (A, "Fondu le reste du recyclé en lingot et envoyé un échantillon au labo d'affinage pour analyse."),
          (C, "En attendant, toutes les CH-12 se coulent en grenaille neuve.")),
        E("2025-04-01", True, "01/04/2025",
          (R, "Résultats du labo : zinc à 0,02 % contre 0,5 % dans l'alliage neuf, cuivre oxydé, traces de silice du revêtement."),
          (C, "Donc le recyclé n'a presque plus de désoxydant, le zinc est parti aux refontes."),
          (N, "On va essayer un maximum de 30 % de recyclé, avec 1 % d'alliage maître désoxydant ajouté au creuset.")),
        E("2025-04-08", True, "08/04/2025",
          (A, "Arbre de 12 CH-12 : 30 % de recyclé, 1 % d'alliage maître, tiges de 3,5 mm."),
          (R, "1 bague sur 12 piquée, une seule petite piqûre, rattrapable au polissage."),
          (C, "Semble suffisant pour la production, à confirmer sur d'autres arbres.")),
        E("2025-05-05", False, "05/05/2025 — bilan du mois",
          (R, "4 arbres de production en avril avec la nouvelle règle : 2 bagues refaites sur 48."),
          (R, "Avant, c'était environ 16 sur 48."),
          (C, "Règle de l'atelier : tiges de 3,5 mm sur tout ce qui pèse plus de 6 g, recyclé à 30 % maximum avec alliage maître."),
          (N, "À faire : un registre des refontes pour savoir combien de fois un lot de métal est passé au creuset.")),
        E("2025-06-02", True, "02/06/2025",
          (A, "Coulé un arbre de 12 CH-12 en Argentium (argent au germanium) pour la collection d'automne, mêmes tiges."),
          (R, "Aucune bague piquée sur 12."),
          (R, "Le métal coûte 18 % de plus que le sterling."),
          (H, "Il devrait moins ternir en vitrine."),
          (N, "On va mettre 4 bagues de chaque à côté dans la vitrine pendant 3 semaines pour comparer.")),
    ],
    [
        "Atelier Orfèvre Lavallée, Montréal. Cire perdue, argent sterling, coulée sous vide (Vacuum-Cast 2), revêtement SuperVest.",
        "Problème : les nouvelles chevalières CH-12 (tête de 14 x 12 mm, 9 à 11 g) sortent avec des piqûres et des trous sous la tête. Environ 1 bague sur 3 est refaite, alors que les petites bagues sur le même arbre sortent propres.",
        "Grenaille : Hoover & Strong, lot 24-118.",
        "Photos des coupes dans le dossier « porosité CH-12 » sur le serveur.",
    ],
)


# 9 ------------------------------------------------------------------------------------------------
# fr-CA, souffleur de verre (atelier de Baie-Saint-Paul) qui remplace une partie du verre de fusion
# par du calcin de bouteilles ; fissures au recuit sur les pièces avec couleur. Texte brut. Dates :
# « lundi 12 mai », une date au MILIEU de la première phrase (« Arche vidée ce matin (mer. 14 mai) :
# 3 gobelets ... », qui garde sa date), une période « 19-23 mai » (datée du 19) en puces, ISO
# « 2025-05-27 », « 2 juin 2025 », « Semaine du 9 juin », un bilan « Bilan du vendredi 20 juin »,
# une entrée EN RETARD « le 16 juin (oublié de l'écrire) » placée après le bilan, « jeudi 3
# juillet ». « de la fonte du 27 mai » renvoie en arrière (pas d'entrée) ; « 50/50 » n'est pas une
# date. « Je m'attends à », « On pense qu'à 30 % ... serait », « Ça devrait ..., mais peut-être pas »
# hypothèses ; « Donc ce n'est pas le recuit », « du moins avec ce calcin-là » conclusions ; « On va
# essayer », « À essayer : », « Prochaine étape : » étapes suivantes. Non daté : en-tête et une
# note de fin.
case(
    "fr_verre_souffle_calcin_fissures", "fr", "fr-CA", "calcin_recuit_journal_atelier.txt", (2025,),
    """
VERRE RECYCLÉ — fissures au recuit
Verrerie du Quai, Baie-Saint-Paul. Four de fusion de 90 kg, arche de recuit électrique, 2 souffleurs.
Projet : remplacer une partie du verre de fusion acheté (pastilles, coefficient de dilatation 96) par du calcin de bouteilles récupérées.
Problème : les premiers verres avec calcin fendent dans l'arche ou 1 à 3 jours après, surtout ceux avec de la couleur appliquée.

lundi 12 mai
Fonte d'essai : 45 kg de pastilles + 45 kg de calcin de bouteilles claires, lavé et concassé.
Un peu plus de bulles, sinon le verre se travaille bien au banc, un peu plus raide.
Soufflé 20 gobelets, 10 clairs et 10 avec un filet de couleur (baguettes Reichenbach).
Je m'attends à des problèmes seulement sur ceux avec couleur, si c'est une question de dilatation.

Arche vidée ce matin (mer. 14 mai) : 3 gobelets fendus sur 20, tous avec couleur.
Au polariscope, 5 des 7 autres gobelets colorés montrent des franges autour du filet.
Les 10 clairs n'ont rien.
Donc ce n'est pas le recuit en soi, c'est l'écart de dilatation entre la couleur et le nouveau verre.

19-23 mai
- test du fil pour chaque couleur : fil de 30 cm tiré moitié verre de base, moitié couleur
- avec le verre 100 % pastilles, les fils restent droits, 1 mm d'écart ou moins
- avec le mélange 50/50, les fils courbent de 9 mm vers la couleur
- le fournisseur de couleurs dit que le verre de bouteille tourne autour de 85-88, contre 96 pour nos pastilles
- On pense qu'à 30 % de calcin l'écart serait assez petit pour les couleurs

2025-05-27
Nouvelle fonte à 30 % de calcin (27 kg de calcin, 63 kg de pastilles).
Test du fil : 3 à 4 mm de courbure selon la couleur, 5 mm pour le rouge.
Soufflé 24 gobelets avec couleur, recuit normal (palier de 1 h à 480 °C, descente à 60 °C/h).

2 juin 2025
Gobelets de la fonte du 27 mai sortis de l'arche et gardés 4 jours sur la tablette.
1 fendu sur 24, un rouge.
Au polariscope, les rouges montrent encore des franges, les autres couleurs presque rien.
Le 30 % passe pour toutes les couleurs sauf le rouge, du moins avec ce calcin-là.
On va essayer de ralentir la descente dans l'arche pour les pièces avec du rouge.

Semaine du 9 juin
Recuit lent pour les pièces avec du rouge : palier de 2 h à 480 °C, descente à 30 °C/h jusqu'à 370 °C.
16 gobelets rouges, aucun fendu après une semaine.
Franges plus faibles au polariscope, mais encore visibles.
Ça devrait suffire pour des gobelets, mais peut-être pas pour des pièces plus épaisses.

Bilan du vendredi 20 juin
Production de la semaine : 140 pièces au mélange à 30 %, 2 fendues (1,4 %), contre 1,1 % avec les pastilles seules l'an dernier.
Économie de pastilles : 27 kg par fonte, environ 95 $.
Décision : le 30 % de calcin devient la recette de base, recuit lent obligatoire pour le rouge.

le 16 juin (oublié de l'écrire)
Appelé la SAQ pour l'approvisionnement en bouteilles.
Ils ne peuvent pas garantir des bouteilles claires seulement, il y aura du vert et de l'ambré dans les bacs.
Fait une fonte de 5 kg au creuset avec 10 % de verre vert dans le calcin.
Le verre sort teinté vert pâle, ça se voit sur un gobelet clair.
À essayer : du calcin de vitres, qui est clair d'office.

jeudi 3 juillet
Reçu 200 kg de calcin de vitres de Récupération Capitale, coefficient 90 selon leur fiche.
Test du fil avec 30 % de calcin de vitre : 2 à 3 mm pour toutes les couleurs, rouge compris.
Mieux que les bouteilles, mais le calcin de vitre coûte 0,40 $/kg livré au lieu d'être gratuit.
Prochaine étape : une semaine complète de production au calcin de vitre avant de choisir.

Polariscope emprunté au Centre des métiers du verre jusqu'à la fin de l'été.
""",
    [
        E("2025-05-12", False, "lundi 12 mai",
          (A, "Fonte d'essai : 45 kg de pastilles + 45 kg de calcin de bouteilles claires, lavé et concassé."),
          (R, "Un peu plus de bulles, sinon le verre se travaille bien au banc, un peu plus raide."),
          (A, "Soufflé 20 gobelets, 10 clairs et 10 avec un filet de couleur (baguettes Reichenbach)."),
          (H, "Je m'attends à des problèmes seulement sur ceux avec couleur, si c'est une question de dilatation.")),
        E("2025-05-14", False, "mer. 14 mai",
          (R, "Arche vidée ce matin (mer. 14 mai) : 3 gobelets fendus sur 20, tous avec couleur."),
          (R, "Au polariscope, 5 des 7 autres gobelets colorés montrent des franges autour du filet."),
          (R, "Les 10 clairs n'ont rien."),
          (C, "Donc ce n'est pas le recuit en soi, c'est l'écart de dilatation entre la couleur et le nouveau verre.")),
        E("2025-05-19", False, "19-23 mai",
          (A, "test du fil pour chaque couleur : fil de 30 cm tiré moitié verre de base, moitié couleur"),
          (R, "avec le verre 100 % pastilles, les fils restent droits, 1 mm d'écart ou moins"),
          (R, "avec le mélange 50/50, les fils courbent de 9 mm vers la couleur"),
          (R, "le fournisseur de couleurs dit que le verre de bouteille tourne autour de 85-88, contre 96 pour nos pastilles"),
          (H, "On pense qu'à 30 % de calcin l'écart serait assez petit pour les couleurs")),
        E("2025-05-27", False, "2025-05-27",
          (A, "Nouvelle fonte à 30 % de calcin (27 kg de calcin, 63 kg de pastilles)."),
          (R, "Test du fil : 3 à 4 mm de courbure selon la couleur, 5 mm pour le rouge."),
          (A, "Soufflé 24 gobelets avec couleur, recuit normal (palier de 1 h à 480 °C, descente à 60 °C/h).")),
        E("2025-06-02", False, "2 juin 2025",
          (A, "Gobelets de la fonte du 27 mai sortis de l'arche et gardés 4 jours sur la tablette."),
          (R, "1 fendu sur 24, un rouge."),
          (R, "Au polariscope, les rouges montrent encore des franges, les autres couleurs presque rien."),
          (C, "Le 30 % passe pour toutes les couleurs sauf le rouge, du moins avec ce calcin-là."),
          (N, "On va essayer de ralentir la descente dans l'arche pour les pièces avec du rouge.")),
        E("2025-06-09", False, "Semaine du 9 juin",
          (A, "Recuit lent pour les pièces avec du rouge : palier de 2 h à 480 °C, descente à 30 °C/h jusqu'à 370 °C."),
          (R, "16 gobelets rouges, aucun fendu après une semaine."),
          (R, "Franges plus faibles au polariscope, mais encore visibles."),
          (H, "Ça devrait suffire pour des gobelets, mais peut-être pas pour des pièces plus épaisses.")),
        E("2025-06-16", False, "le 16 juin",
          (A, "Appelé la SAQ pour l'approvisionnement en bouteilles."),
          (R, "Ils ne peuvent pas garantir des bouteilles claires seulement, il y aura du vert et de l'ambré dans les bacs."),
          (A, "Fait une fonte de 5 kg au creuset avec 10 % de verre vert dans le calcin."),
          (R, "Le verre sort teinté vert pâle, ça se voit sur un gobelet clair."),
          (N, "À essayer : du calcin de vitres, qui est clair d'office.")),
        E("2025-06-20", False, "Bilan du vendredi 20 juin",
          (R, "Production de la semaine : 140 pièces au mélange à 30 %, 2 fendues (1,4 %), contre 1,1 % avec les pastilles seules l'an dernier."),
          (R, "Économie de pastilles : 27 kg par fonte, environ 95 $."),
          (C, "Décision : le 30 % de calcin devient la recette de base, recuit lent obligatoire pour le rouge.")),
        E("2025-07-03", False, "jeudi 3 juillet",
          (A, "Reçu 200 kg de calcin de vitres de Récupération Capitale, coefficient 90 selon leur fiche."),
          (R, "Test du fil avec 30 % de calcin de vitre : 2 à 3 mm pour toutes les couleurs, rouge compris."),
          (C, "Mieux que les bouteilles, mais le calcin de vitre coûte 0,40 $/kg livré au lieu d'être gratuit."),
          (N, "Prochaine étape : une semaine complète de production au calcin de vitre avant de choisir.")),
    ],
    [
        "Verrerie du Quai, Baie-Saint-Paul. Four de fusion de 90 kg, arche de recuit électrique, 2 souffleurs.",
        "Projet : remplacer une partie du verre de fusion acheté (pastilles, coefficient de dilatation 96) par du calcin de bouteilles récupérées.",
        "Problème : les premiers verres avec calcin fendent dans l'arche ou 1 à 3 jours après, surtout ceux avec de la couleur appliquée.",
        "Polariscope emprunté au Centre des métiers du verre jusqu'à la fin de l'été.",
    ],
    late=("2025-06-16",),
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
EN2 = re.compile(r"(?<!\d)(\d{1,2})(?:\s+|-)(" + _alt(EN_MONTHS) + r")\b\.?,?(?:\s+|-)(\d{4})", re.I)
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
    if (c["language"], c["locale"]) not in {("en", "en-CA"), ("en", "en-US"), ("fr", "fr-CA")}:
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
