#!/usr/bin/env python3
"""Builds the multi-file evidence cases of the fourth first-contact set (evidence_multi_first_4).

Run:  python3 make_files.py
Needs: python-docx, openpyxl, reportlab (standard fonts only).
Writes every evidence file of every case into this folder (text files too), then cases.json.
The case metadata (facts, dates, noise, bindings) sits next to the content it refers to,
so both are edited together.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

import casegen  # noqa: E402
from casegen import D, case, docx, pdf, text, xlsx  # noqa: E402,F401

casegen.HERE = HERE

# ---------------------------------------------------------------------------
# Q01 frozen perogy freeze-thaw cracking (food processing, MB) - flour mill price list CSV noise;
#     notebook uses yearless "Sept 9" dates with the year once in the header
# ---------------------------------------------------------------------------
case(
    {
        "name": "perogy_dough_freeze_thaw_cracking",
        "question": "Can you write up lines 242, 244 and 246 for the perogy cracking project? Olena's line 3 "
                    "notebook and the trial workbook are attached. The Prairie Mills price list is in the same "
                    "folder but it's just our flour pricing.",
        "facts": {
            "242": [["under 2% of pieces", "under 2%"], ["under 1%"], ["no modified starch", "modified tapioca starch"],
                    ["filling swelling", "ice in the dough"]],
            "244": [["8% whole egg"], ["filling moisture to 72%"], ["6% potato flakes"],
                    ["rest 40 min", "sheeted at 1.4 mm"]],
            "246": [["7.5%"], ["chewy", "rubbery"], ["1.2%"], ["1.7%"]],
        },
        "dates": ["2024-09-09", "2024-09-16", "2024-09-18", "2024-09-25", "2024-10-02", "2024-10-09",
                  "2024-10-15", "2024-10-22", "2024-10-24", "2024-10-31", "2024-11-06", "2024-11-13",
                  "2024-11-15"],
        "noise": ["Semolina durum", "Tote deposit", "FOB Brandon", "Prices valid until"],
        "bindings": [
            {"value": "6.0%", "subject": "D1", "others": ["D2", "D4"]},
            {"value": "3.1%", "subject": "D2", "others": ["D3", "D4"]},
            {"value": "1.2%", "subject": "D4", "others": ["D3", "D1"]},
        ],
    },
    [
        ("line3_dough_notebook.txt", text("""
BABA'S TABLE FOODS LTD. - Line 3 dough notebook - 2024
Perogy freeze-crack project. Entries by Olena K. (QA / R&D) unless initialled. Rick D. = plant manager.

What's going on:
Since we moved the potato-cheddar perogies into the 1 kg retail bag, store audits find cracked perogies in 6 to 9% of bags. Cracked ones burst in the pot and the filling leaks out. The bags go through freezer cycling we don't control (reefer trucks, store door openings, home freezers).
Buyer's spec for next year's listing: cracks under 2% of pieces after 5 freeze-thaw cycles (-18 C to -5 C), burst in the boil test under 1%, and the label stays clean - no modified starch, no gums.
The flour rep's answer: add modified tapioca starch, which is what the big plants run. Not allowed on our label. The other standard fix (old family recipes, the baking course) is more egg in the dough. Nobody has data on a thin sheeted dough (we sheet at 1.2 mm) going through repeated freeze-thaw, and we don't even know the mechanism: is it ice in the dough recrystallizing and making it brittle, or the filling swelling when it freezes and pushing the dough open? Depends which one, the fix is different.
Method for every trial: 2 trays x 200 pcs off the pilot sheeter, IQF tunnel, then the cycling freezer (6 h at -18 C / 6 h at -5 C, 5 cycles). Count cracks under the lamp, then boil 60 pcs for 6 min and count bursts. Taste panel of 6, score /9.

Sept 9 - D0 control batch: flour 100, water 42, canola oil 4, salt 1.5. Std filling (78% moisture). Into the cycling freezer at 15:30.
Sept 16 - D0 out. 7.5% cracked. Most cracks at the crimp and on the belly where the filling is thickest. Boil burst 3.3%.
Sept 18 - D1: 8% whole egg, taken out of the water so total liquid is the same. Std filling.
Sept 25 - D1 out: 6.0% cracked. Dough rubbery after the boil, 4 of 6 on the panel wrote "chewy". Egg barely helps, ruins the bite, and adds an allergen line. Egg is out.
Oct 2 - Theory from Rick: it's the filling. Potato filling puffs when it freezes. D2 = D0 dough, filling moisture to 72% (extra potato flakes in the filling).
Oct 9 - D2: 3.1% cracked. Big drop, so the filling is part of it. But the filling is pasty, panel 5.1/9. Can't sell that.
Oct 15 - D3: std filling back, 6% potato flakes in the DOUGH (pregelatinized potato, on the label it just says potato). Idea: keeps water bound in the dough so less ice damage.
Oct 22 - D3: 2.4% cracked, boil burst 1.4%. Close but not there.
Oct 24 - D4 = D3 dough, rest 40 min before sheeting, sheeted at 1.4 mm instead of 1.2. (OK)
Oct 31 - D4: 1.2% cracked, boil burst 0.5%. Panel 7.2/9, a bit thicker bite, nobody minded.
Nov 6 - D4 repeat on the production sheeter at full line speed (not the pilot): 1.7% cracked, 0.6% burst. Still under spec.
Nov 13 - moisture check D4 after cycling: dough 38.5%, no dry edges at the crimp.

Nov 15 - WRAP-UP (O.K.): both things happen. The filling swelling explains about half (D2), the dough going brittle the other half. Egg does neither. 6% potato flakes in the dough plus a 40 min rest and a 1.4 mm sheet gets under the buyer's spec on the production line with a clean label. D4 goes to the plant trial in January; keep the std filling.
""")),
        ("dough_trials_2024.xlsx", xlsx([
            ("trials", [
                ["trial", "made", "out_of_freezer", "dough_change", "filling_moisture_pct", "sheet_mm", "rest_min",
                 "pieces", "cracked", "crack_pct", "boil_burst_pct", "panel_9", "result"],
                ["D0", D("2024-09-09"), D("2024-09-16"), "control", 78, 1.2, 0, 400, 30, 7.5, 3.3, 6.8, "FAIL"],
                ["D1", D("2024-09-18"), D("2024-09-25"), "8% whole egg", 78, 1.2, 0, 400, 24, 6.0, 2.9, 4.6,
                 "FAIL - chewy"],
                ["D2", D("2024-10-02"), D("2024-10-09"), "control dough", 72, 1.2, 0, 390, 12, 3.1, 1.9, 5.1,
                 "FAIL - pasty filling"],
                ["D3", D("2024-10-15"), D("2024-10-22"), "6% potato flakes", 78, 1.2, 0, 420, 10, 2.4, 1.4, 6.9,
                 "FAIL"],
                ["D4", D("2024-10-24"), D("2024-10-31"), "6% potato flakes", 78, 1.4, 40, 410, 5, 1.2, 0.5, 7.2,
                 "PASS"],
                ["D4-line", D("2024-10-31"), D("2024-11-06"), "6% potato flakes", 78, 1.4, 40, 1200, 20, 1.7, 0.6,
                 7.0, "PASS"],
            ]),
        ])),
        ("prairie_mills_pricelist_fall2024.csv", text("""
item_code,description,pack,price_cad,notes
PM-101,Bakers patent flour,20 kg bag,24.80,
PM-102,Bakers patent flour,1 t tote,1085.00,Tote deposit $150 refundable
PM-115,All purpose flour,20 kg bag,22.40,
PM-130,Whole wheat stone ground,20 kg bag,27.95,
PM-140,Semolina durum,20 kg bag,31.60,
PM-155,Rye flour medium,20 kg bag,29.10,
FRT,Delivery Winnipeg,per order,65.00,FOB Brandon - freight extra outside Winnipeg
TERMS,Prices valid until Dec 31 2024,,,Minimum order 10 bags
""")),
    ],
)

# ---------------------------------------------------------------------------
# Q02 harvester log-length measuring in frozen wood (forestry equipment, ON) - mutual NDA noise;
#     log uses "13 Jan 2025" dates; CSV has ISO dates
# ---------------------------------------------------------------------------
case(
    {
        "name": "harvester_length_measuring_frozen_stems",
        "question": "We need the T661 project description (242/244/246) for the LenCheck winter work. Field "
                    "log and the length-check sheet attached. The NDA with Boreal Lumber is only there because "
                    "it was in the same folder.",
        "facts": {
            "242": [["95% of logs"], ["±2 cm"], ["once per shift"], ["summer data"]],
            "244": [["12 mm spikes"], ["second measuring wheel"], ["Kalman filter", "feed-roller encoders"],
                    ["diameter-dependent slip"]],
            "246": [["81.4%"], ["slip together"], ["93.2%"], ["96.1%"]],
        },
        "dates": ["2025-01-13", "2025-01-15", "2025-01-21", "2025-01-23", "2025-01-28", "2025-02-04",
                  "2025-02-11", "2025-02-18", "2025-02-25", "2025-02-27", "2025-03-04"],
        "noise": ["MUTUAL NON-DISCLOSURE AGREEMENT", "Confidential Information shall not include",
                  "laws of the Province of Ontario", "injunctive relief"],
        "bindings": [
            {"value": "84.0%", "subject": "W1", "others": ["W2", "W3"]},
            {"value": "82.7%", "subject": "W2", "others": ["W1", "W4"]},
            {"value": "93.2%", "subject": "W3", "others": ["W4", "W2"]},
        ],
    },
    [
        ("lencheck_field_log.md", text("""
# LenCheck retrofit - winter field log
Nordvale Forest Tech Inc., Kapuskasing ON. J. Tremblay (controls eng.), operator Marc G. on the contractor's single-grip harvester, black spruce / balsam fir block north of the mill.

## Problem
Stud mill pays full rate only for logs within ±2 cm of the ordered length. Below about -20 C the measuring wheel on the head slips on frozen bark and ice glaze, logs come out short or long and the operator recalibrates 3-4 times a shift against tape checks.
Target for the retrofit: 95% of logs within ±2 cm at -30 C, and no more than one recalibration - once per shift.
The head maker's answer is a spiked wheel + recalibrate more often. Their slip compensation was tuned on summer data (soft bark). Nobody could tell us how much of the winter error is the wheel slipping vs. the wheel riding up on ice, or whether the feed rollers slip at the same time - if they do, comparing the two sensors tells you nothing.

## Log
13 Jan 2025 - baseline, stock wheel + stock software, -24 C. 204 stems tape-checked at the landing. 81.4% within ±2 cm. 3 recals in the shift.
15 Jan 2025 - W1 fitted: wheel with 12 mm spikes (stock 8 mm), hardened tips.
21 Jan 2025 - W1 at -26 C: 84.0% in tolerance. Spikes packed with ice after ~2 h, 3 spikes bent on rock. Not the answer.
23 Jan 2025 - W2: second measuring wheel on the opposite knife side, software takes the larger of the two readings.
28 Jan 2025 - W2 at -29 C: 82.7%. On glazed stems both wheels slip together - same surface, same moment. Redundant wheel ruled out.
4 Feb 2025 - W3: measuring wheel fused with the feed-roller encoders (motor side) in a Kalman filter, slip flag when they disagree by more than 3%. Logged raw data from both at 100 Hz.
11 Feb 2025 - W3 at -27 C: 93.2%. Better, but nearly all the misses are on tops under 12 cm dia. - the feed rollers slip on small stems too, so the filter trusts the wrong sensor.
18 Feb 2025 - W4 = W3 + diameter-dependent slip model (diameter from the knife arm sensor) - trust the feed rollers less on small stems.
25 Feb 2025 - W4 at -31 C: 96.1% within ±2 cm. 1 recal in 3 shifts.
27 Feb 2025 - W4 second day, fir-heavy strip, -22 C: 95.6%.

## Wrap-up (4 Mar 2025, JT)
Spikes and a second wheel don't fix it: on ice glaze everything touching the bark slips at once. What works is fusing the wheel with the feed-roller encoders AND modelling how slip depends on stem diameter. W4 goes to the 2nd contractor machine for spring break-up.
""")),
        ("length_checks_winter2025.csv", text("""
date,variant,air_temp_C,species_mix,stems_checked,within_2cm,pct_within_2cm,mean_abs_error_cm,recals_per_shift,notes
2025-01-13,baseline,-24,SB/BF,204,166,81.4,2.1,3,stock wheel + software
2025-01-21,W1,-26,SB/BF,200,168,84.0,1.9,2,ice packing + 3 bent spikes
2025-01-28,W2,-29,SB,197,163,82.7,2.0,3,both wheels slip on glaze
2025-02-11,W3,-27,SB/BF,220,205,93.2,1.2,1,misses on tops < 12 cm
2025-02-25,W4,-31,SB,230,221,96.1,0.9,0.33,1 recal in 3 shifts
2025-02-27,W4,-22,BF/SB,180,172,95.6,1.0,0,fir-heavy strip
""")),
        ("nda_boreal_lumber_mutual.txt", text("""
MUTUAL NON-DISCLOSURE AGREEMENT
between Nordvale Forest Tech Inc. and Boreal Lumber Company Ltd.

1. Purpose. The parties wish to discuss a possible supply of length-measuring retrofits (the "Purpose").
2. Confidential Information shall not include information that (a) is or becomes public other than by breach of this Agreement, (b) was known to the receiving party before disclosure, or (c) is independently developed.
3. Term. The obligations in this Agreement survive for a term of three (3) years from the date of signature.
4. Remedies. Each party acknowledges that a breach may cause irreparable harm and that the disclosing party may seek injunctive relief in addition to any other remedy.
5. This Agreement is governed by the laws of the Province of Ontario and may be signed in counterparts.
Signed at Timmins, 6th day of January, 2025.
""")),
    ],
)

# ---------------------------------------------------------------------------
# Q03 LHD bucket floor wear liners (mining equipment, ON) - PDF test plan holds the numeric targets;
#     terse shop notes with 2024/10/07 dates; UT readings only in the workbook; freight quote noise
# ---------------------------------------------------------------------------
case(
    {
        "name": "lhd_bucket_floor_wear_liners",
        "question": "Please draft the SR&ED technical narrative (lines 242, 244, 246) for the LHD bucket liner "
                    "trial. Test plan, shop notes and the UT workbook are attached - ignore the Northway "
                    "freight quote.",
        "facts": {
            "242": [["less than 6 mm"], ["at least 2,500 h"], ["under 150 kg"], ["ASTM G65", "dry sand/rubber wheel"]],
            "244": [["chromium carbide overlay", "CCO"], ["alumina tiles"], ["heel wear bars"],
                    ["ultrasonic thickness", "UT readings"]],
            "246": [["9.8 mm/1000 h"], ["tiles gone"], ["3.6 mm/1000 h"], ["7.5 h"]],
        },
        "dates": ["2024-09-30", "2024-10-07", "2024-10-21", "2024-11-02", "2024-11-04", "2024-11-18",
                  "2024-12-02", "2024-12-16", "2025-01-13", "2025-01-27", "2025-02-20"],
        "noise": ["Quote valid 14 days", "Liftgate", "Accessorial charges", "Flatbed"],
        "bindings": [
            {"value": "9.8 mm/1000 h", "subject": "L1", "others": ["L2", "L4"]},
            {"value": "4.1 mm/1000 h", "subject": "L2", "others": ["L4", "L1"]},
            {"value": "3.6 mm/1000 h", "subject": "L4", "others": ["L2", "L1"]},
        ],
    },
    [
        ("liner_test_plan_rev1.pdf", pdf([
            ("title", "LHD bucket floor liner trial - test plan rev 1"),
            ("p", "Nickel Basin Fabrication Ltd., Sudbury ON. Prepared by D. Kowalchuk, P.Eng. Issued September 30, "
                  "2024. Site: customer's 4600 level, same ore pass for all machines."),
            ("h1", "1. Background"),
            ("p", "The 10-tonne LHD buckets we rebuild for the customer come back with the floor worn through in "
                  "about 1,100 h. The current liner is 16 mm AR400 plate. The ore is wet norite with sulphide, and "
                  "the bucket floor sees gouging and impact when it is driven into the muck pile, not just sliding "
                  "abrasion."),
            ("p", "Liner suppliers rank their products with ASTM G65 (dry sand/rubber wheel) volume loss. That is a "
                  "low-stress, dry test and does not tell us how the materials behave under wet gouging with impact. "
                  "Chromium carbide overlay plate has excellent G65 numbers but is known to crack under impact, and "
                  "ceramic-in-rubber liners work in chutes but we found no record of them on an LHD floor. The "
                  "ranking has to be measured in the mine."),
            ("h1", "2. Requirements"),
            ("b", "Floor liner must wear less than 6 mm per 1,000 h (measured, not vendor data)."),
            ("b", "Life between liner changes at least 2,500 h."),
            ("b", "Added mass under 150 kg versus the current bucket, so the payload is not cut."),
            ("b", "Bolt-on, change-out by two fitters within one 10-h shift."),
            ("h1", "3. Liners to test"),
            ("table", [
                ["ID", "Liner", "Machine"],
                ["L1", "AR500 plate, 20 mm (upgrade of current practice)", "LHD 5"],
                ["L2", "Chromium carbide overlay (CCO), 10 on 10 mm", "LHD 6"],
                ["L3", "Alumina tiles vulcanized in rubber, 25 mm", "LHD 7"],
                ["L4", "CCO floor with AR500 bolt-on heel wear bars at the lip", "LHD 8"],
            ]),
            ("h1", "4. Measurements"),
            ("p", "Ultrasonic thickness (UT readings) at four marked points per liner every 250 to 300 engine hours, "
                  "photos, crack mapping with dye penetrant on CCO. Wear rate = loss at the worst point per 1,000 h."),
        ])),
        ("liner_shop_notes.md", text("""
# bucket liner trial - shop notes (DK / fitters)
2024/10/07 L1-L4 installed LHD 5,6,7,8. UT baseline done. mass vs std bucket: L1 +60 kg, L2 +95 kg, L3 +180 kg (!! over 150), L4 +120 kg.
2024/10/21 walkaround 140 h. L3 2 tiles chipped at lip. others ok.
2024/11/02 L3 ~300 h: 6 tiles gone at the lip, rubber torn back 150 mm. pulled L3. ceramic out for floor use - impact from mucking.
2024/11/04 UT round 1 (L1 L2 L4 ~310 h).
2024/11/18 L2 dye pen: 2 transverse cracks across weld beads near lip, 40 + 55 mm. monitor.
2024/12/02 UT round 2 (~600 h). L2 cracks 45 + 60 mm, slow growth.
2024/12/16 L1 floor visibly dished at heel.
2025/01/13 UT round 3 (~900 h).
2025/01/27 UT round 4 (~1,200 h). L2 crack 3 opened, small piece of overlay spalled at lip. L4 lip bars worn 6 mm, flipped.
2025/02/20 SUMMARY - L1 AR500 wears ~10 mm per 1,000 h: will not make 2,500 h. L3 ceramic ruled out (impact + mass). CCO wears slow but spalls at the lip where the impact is. L4 (CCO floor + AR500 heel wear bars) = lowest wear, no cracking on the floor, bars change in 7.5 h (2 fitters). Recommend L4 for the fleet rebuilds; keep UT every 300 h on LHD 8.
""")),
        ("ut_readings_liners.xlsx", xlsx([
            ("UT", [
                ["date", "engine_h", "machine", "liner", "P1_mm", "P2_mm", "P3_mm", "P4_mm", "worst_loss_mm"],
                [D("2024-10-07"), 0, "LHD 5", "L1", 20.0, 20.1, 20.0, 19.9, 0.0],
                [D("2024-10-07"), 0, "LHD 6", "L2", 20.2, 20.1, 20.3, 20.2, 0.0],
                [D("2024-10-07"), 0, "LHD 8", "L4", 20.1, 20.2, 20.1, 20.2, 0.0],
                [D("2024-11-04"), 312, "LHD 5", "L1", 17.1, 18.4, 18.9, 19.2, 2.9],
                [D("2024-11-04"), 305, "LHD 6", "L2", 19.0, 19.6, 19.9, 20.0, 1.2],
                [D("2024-11-04"), 308, "LHD 8", "L4", 19.0, 19.7, 19.9, 20.1, 1.1],
                [D("2024-12-02"), 603, "LHD 5", "L1", 14.2, 16.9, 17.8, 18.5, 5.8],
                [D("2024-12-02"), 598, "LHD 6", "L2", 17.7, 19.1, 19.6, 19.8, 2.5],
                [D("2024-12-02"), 611, "LHD 8", "L4", 17.9, 19.2, 19.6, 19.9, 2.2],
                [D("2025-01-13"), 905, "LHD 5", "L1", 11.2, 15.3, 16.8, 17.9, 8.8],
                [D("2025-01-13"), 897, "LHD 6", "L2", 16.5, 18.6, 19.2, 19.5, 3.7],
                [D("2025-01-13"), 910, "LHD 8", "L4", 16.8, 18.7, 19.3, 19.6, 3.3],
                [D("2025-01-27"), 1204, "LHD 5", "L1", 8.2, 13.9, 15.7, 17.2, 11.8],
                [D("2025-01-27"), 1190, "LHD 6", "L2", 15.3, 18.1, 18.8, 19.3, 4.9],
                [D("2025-01-27"), 1212, "LHD 8", "L4", 15.7, 18.3, 19.0, 19.5, 4.4],
            ]),
            ("rates", [
                ["liner", "hours", "worst_loss_mm", "wear_rate", "projected_life_h", "cracking", "verdict"],
                ["L1", 1204, 11.8, "9.8 mm/1000 h", 1630, "none", "fails life"],
                ["L2", 1190, 4.9, "4.1 mm/1000 h", 3900, "3 cracks + spall at lip", "fails - spalling"],
                ["L3", 300, "n/a", "n/a", "n/a", "tiles lost", "ruled out"],
                ["L4", 1212, 4.4, "3.6 mm/1000 h", 4400, "none on floor", "meets all"],
            ]),
        ])),
        ("northway_freight_quote.txt", text("""
NORTHWAY TRANSPORT - RATE QUOTE NW-55810
To: Nickel Basin Fabrication, Sudbury ON
Flatbed, Sudbury terminal to Timmins, 2 skids wear plate, approx. 2,300 kg
Line haul: $1,240.00
Accessorial charges: tarping $85.00, Liftgate not available on flatbed, tailgate delivery at site gate only
Quote valid 14 days. Subject to availability. Customer to load at origin.
""")),
    ],
)

# ---------------------------------------------------------------------------
# Q04 home-care nurse routing with re-planning (software, NS) - website marketing copy noise;
#     journal uses "March 3, 2025" dates; docx memo with non-standard headings
# ---------------------------------------------------------------------------
case(
    {
        "name": "home_care_visit_routing_replan",
        "question": "Draft T661 lines 242, 244 and 246 for the CarePath scheduling engine work from Priya's dev "
                    "journal, the benchmark CSV and the re-planning memo. The website copy file is marketing, "
                    "not part of the project.",
        "facts": {
            "242": [["under 60 s"], ["within 5%"], ["under 5 s"], ["continuity of care", "100-customer"]],
            "244": [["OR-Tools routing"], ["CP-SAT"], ["ALNS"], ["stability penalty", "warm start"]],
            "246": [["11.8%"], ["no feasible solution"], ["4.1%"], ["3.2 s"]],
        },
        "dates": ["2025-02-17", "2025-02-24", "2025-03-03", "2025-03-10", "2025-03-19", "2025-03-31",
                  "2025-04-09", "2025-04-16", "2025-04-24", "2025-05-02"],
        "noise": ["Spend less time driving", "Book a demo", "Trusted by over 40 agencies", "Start your free trial"],
        "bindings": [
            {"value": "11.8%", "subject": "S1", "others": ["S3", "S4"]},
            {"value": "41%", "subject": "S3", "others": ["S4"]},
            {"value": "3.2 s", "subject": "S4", "others": ["S3", "S1"]},
        ],
    },
    [
        ("scheduler_dev_journal.md", text("""
# CarePath scheduler - dev journal (Priya S.)
CarePath Software Inc., Halifax NS

## Why this exists
Our agency customers plan ~400 home-care visits a day for ~45 nurses and PSWs in HRM and the Valley. Today a coordinator builds the day in a spreadsheet the night before and then patches it all morning when someone calls in sick.
What the engine has to do (agreed with the two pilot agencies):
- build the day plan for 400 visits in under 60 s on a 4-core VM,
- total drive time within 5% of the best plan we know (overnight run),
- keep continuity of care: same nurse for at least 80% of repeat clients,
- re-plan after a cancellation or sick call in under 5 s, moving no more than 10% of the visits.
Why this is not just "use a VRP library": OR-Tools routing handles time windows and skills, but continuity of care is not a routing constraint, and nobody publishes how stable a re-plan is. The academic benchmarks are the Solomon 100-customer sets. We don't know if any exact method even finishes at 400 visits, or if a heuristic can be made stable without losing the drive-time target.

## Entries
**February 17, 2025** - Built the test set: 20 real days from the Valley agency (anonymized), 380-420 visits each, winter travel times from our own GPS traces (plows, not Google).
**February 24, 2025** - S1 = OR-Tools routing, guided local search, continuity as a soft cost on arcs. Runs in 60 s, but S1 gap to best known 11.8% and continuity only 64%. The soft cost fights the time windows.
**March 3, 2025** - S2 = full CP-SAT model (assignment + sequencing + continuity). On the 100-visit slice: optimal in 9 s. On the full 400: no feasible solution in 60 s, first feasible at 14 min. Ruled out for live use - only good for the overnight "best known" reference.
**March 10, 2025** - S3 = our own ALNS (adaptive large neighbourhood search): destroy by nurse-day / by geography / by time window, greedy + regret repair, continuity as a hard-ish penalty.
**March 19, 2025** - S3 results across the 20 days: 48 s mean, 4.1% gap, continuity 83%. First time we hit all three day-plan targets.
**March 31, 2025** - Re-plan test: drop a nurse at 09:30 on each of the 20 days. S3 from scratch: 39 s and it moves 41% of the visits. Coordinators would revolt.
**April 9, 2025** - S4 = ALNS with warm start from the current plan + stability penalty per moved visit, destroy only the neighbourhood of the sick nurse's visits.
**April 16, 2025** - S4 re-plan: 3.2 s median, 6% of visits moved, gap after re-plan 4.6%.
**April 24, 2025** - Tuned the stability penalty weight: below 0.5 moves creep up to 15%, above 2 the gap goes past 6%. Settled on 1.0.
""")),
        ("solver_benchmarks.csv", text("""
date,solver,instance_set,visits_mean,time_limit_s,solve_s_mean,gap_vs_best_pct,continuity_pct,visits_moved_pct,feasible_days,notes
2025-02-24,S1 OR-Tools GLS,day plan x20,402,60,60,11.8,64,,20/20,continuity as soft arc cost
2025-03-03,S2 CP-SAT,100-visit slice,100,60,9,0.0,91,,20/20,optimal
2025-03-03,S2 CP-SAT,day plan x20,402,60,60,,,,0/20,first feasible at 14 min
2025-03-19,S3 ALNS,day plan x20,402,60,48,4.1,83,,20/20,
2025-03-31,S3 ALNS,re-plan sick call x20,402,60,39,4.3,82,41,20/20,from scratch
2025-04-16,S4 ALNS warm start,re-plan sick call x20,402,5,3.2,4.6,84,6,20/20,stability penalty 1.0
""")),
        ("replanning_design_memo.docx", docx([
            ("title", "Design memo: re-planning in the CarePath engine"),
            ("p", "CarePath Software Inc. Author: Priya S. Reviewed: Tom B. (CTO). Date: May 2, 2025."),
            ("h1", "Problem"),
            ("p", "A sick call at 9:30 breaks the day plan. The coordinators need a new plan in seconds that "
                  "leaves most clients with the nurse and time they were told. No published method gave us a "
                  "re-plan that is both fast and stable on 400 visits with continuity of care."),
            ("h1", "Options considered"),
            ("b", "Re-solve from scratch with the day-plan ALNS (S3)."),
            ("b", "Exact CP-SAT re-solve with moved visits penalized (S2): not viable, no feasible solution in "
                  "60 s at full size."),
            ("b", "ALNS warm-started from the current plan with a stability penalty per moved visit, destroying "
                  "only the neighbourhood of the affected visits (S4)."),
            ("h1", "What we found"),
            ("p", "Re-solving from scratch is fast enough but reshuffles the day: 41% of visits moved. With a warm "
                  "start and a stability penalty of 1.0, S4 re-plans in 3.2 s median and moves 6% of visits, while "
                  "the drive-time gap stays at 4.6%. The penalty weight is a real trade-off: below 0.5 the plan "
                  "drifts, above 2 the drive time suffers."),
            ("h1", "Decision"),
            ("p", "Ship S3 for the nightly day plan and S4 for live re-planning in the June pilot. CP-SAT stays as the "
                  "overnight reference only."),
        ])),
        ("website_copy_v3.txt", text("""
CarePath - home page copy v3 (marketing, for review)
Spend less time driving and more time caring.
CarePath builds your agency's day in seconds and keeps your clients with the nurses they know.
Trusted by over 40 agencies across Atlantic Canada.
Book a demo with our team or Start your free trial today - no credit card needed.
""")),
    ],
)

# ---------------------------------------------------------------------------
# Q05 3D-printed TPU heel-offloading insole lattice (medical device, ON) - results ONLY in the lab report
#     table (PDF); notebook has the requirements and methods, 2025/01/14 dates; no noise
# ---------------------------------------------------------------------------
case(
    {
        "name": "diabetic_insole_tpu_lattice",
        "question": "SR&ED for the heel offloading insole: please write lines 242, 244 and 246. Attached: our lab "
                    "notebook and the test report from Forest City Materials Testing.",
        "facts": {
            "242": [["under 200 kPa"], ["10 mm max"], ["less than 10%"], ["compression set"]],
            "244": [["gyroid"], ["graded"], ["Shore 95A", "95A"], ["32 C chamber", "heel indenter"]],
            "246": [["231 kPa"], ["214 kPa"], ["-14.8%"], ["181 kPa"]],
        },
        "dates": ["2025-01-14", "2025-01-16", "2025-01-22", "2025-01-27", "2025-01-30", "2025-01-31", "2025-02-21",
                  "2025-02-24"],
        "noise": [],
        "bindings": [
            {"value": "231 kPa", "subject": "G20", "others": ["G30", "GR"]},
            {"value": "214 kPa", "subject": "G30", "others": ["GR", "GR-95"]},
            {"value": "-14.8%", "subject": "GR", "others": ["GR-95", "G30"]},
        ],
    },
    [
        ("heel_lattice_notebook.txt", text("""
STRIDEWELL ORTHOTICS INC. - R&D notebook #7 - heel offloading insert (project HX)
London, Ontario. Entries: A. Nowak, C.Ped (C). Witness: R. Singh, biomedical eng.

2025/01/14  PROJECT START - requirements (agreed with the wound-care clinic partner)
Patients: diabetic neuropathy with a history of heel ulcer. The insert must:
 1. keep peak heel pressure under 200 kPa under a 1,200 N heel load;
 2. fit extra-depth shoes: heel thickness 10 mm max;
 3. lose less than 10% of its stiffness after 200,000 load cycles at foot temperature (about 32 C).
Present practice is EVA or PU foam (Poron type). Foams take a compression set: our clinic returns show up to 25% thickness loss at the heel in 6 months, so offloading fades exactly when the patient stops coming in. Printed lattices are the obvious candidate, but the published lattice data are for sports midsoles tested at room temperature, the TPU supplier gives no fatigue data at 32 C, and our FE model of the gyroid did not predict bottoming-out. We cannot say from the literature which lattice density, grading or TPU hardness meets all three requirements at once.

2025/01/16  HYPOTHESES
H1: a uniform gyroid at low density (20%) spreads the load but will bottom out at 1,200 N.
H2: a uniform gyroid at 30% does not bottom out but is too stiff under the calcaneus.
H3: a graded gyroid (30% at the rim down to 18% under the calcaneus) gives low peak pressure.
H4: the graded lattice in a harder TPU (Shore 95A instead of 85A) keeps its stiffness in fatigue at 32 C.

2025/01/22  PRINTS (FDM, 0.4 mm nozzle, 230 C, 100% part cooling off)
G20 - gyroid 20%, TPU 85A, 10 mm
G30 - gyroid 30%, TPU 85A, 10 mm
GR - graded gyroid 30 to 18%, TPU 85A, 10 mm
GR-95 - graded gyroid 30 to 18%, TPU Shore 95A, 10 mm
3 of each. Mass and thickness checked. One GR print had a layer shift - reprinted 2025/01/27.

2025/01/30  Shipped 12 specimens to Forest City Materials Testing (PO 2291). Method requested: heel indenter (40 mm rounded, 1,200 N) on a pressure mat, peak pressure; then 200,000 cycles at 2 Hz in a 32 C chamber; stiffness re-measured.

2025/02/24  Report TR-25-0117 received (file attached). Only GR-95 meets all three requirements. H1, H2 confirmed. H3 confirmed for pressure but the 85A graded lattice softens too much in fatigue at 32 C, so 85A TPU is ruled out for this insert. H4 confirmed. Next: 10-patient pressure-mat pilot with GR-95 at the clinic.
""")),
        ("FCMT_test_report_TR-25-0117.pdf", pdf([
            ("title", "Test report TR-25-0117"),
            ("p", "Forest City Materials Testing Ltd., London ON. Client: StrideWell Orthotics Inc. "
                  "Report date: February 21, 2025. Specimens received 2025-01-31 (12 pcs)."),
            ("h1", "Test methods"),
            ("b", "Peak pressure: 40 mm rounded heel indenter, 1,200 N, capacitive pressure mat, 3 loadings per "
                  "specimen, mean of 3 specimens."),
            ("b", "Fatigue: 200,000 cycles, 2 Hz, 0 to 1,200 N, environmental chamber at 32 C; compressive "
                  "stiffness (N/mm, 400 to 800 N) before and after."),
            ("h1", "Results"),
            ("table", [
                ["Specimen", "Lattice", "TPU", "Thickness (mm)", "Peak pressure (kPa)", "Bottom-out",
                 "Stiffness change after 200k cycles"],
                ["G20", "gyroid 20%", "85A", "10.0", "231 kPa", "yes", "-6.2%"],
                ["G30", "gyroid 30%", "85A", "10.1", "214 kPa", "no", "-3.9%"],
                ["GR", "graded 30-18%", "85A", "10.0", "168 kPa", "no", "-14.8%"],
                ["GR-95", "graded 30-18%", "95A", "9.9", "181 kPa", "no", "-4.3%"],
            ]),
            ("p", "Results apply only to the specimens tested. Uncertainty of peak pressure: plus or minus 6 kPa "
                  "(k=2)."),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# Q06 dry-cast paver with EAF slag fines (construction materials, ON) - contractor price list PDF noise;
#     plant notes yearless "Mar 3" with the year once in the header; results mainly in CSV
# ---------------------------------------------------------------------------
case(
    {
        "name": "slag_sand_paver_salt_scaling",
        "question": "Could you prepare the T661 section 242/244/246 text for our slag sand paver development? "
                    "Plant notes and the lab CSV are the records. The 2025 contractor price list got attached "
                    "by mistake.",
        "facts": {
            "242": [["at least 40%"], ["225 g/m2"], ["50 MPa"], ["cast-in-place concrete", "free lime"]],
            "244": [["25% slag"], ["pre-weathered"], ["silica fume"], ["autoclave"]],
            "246": [["popouts"], ["262 g/m2"], ["141 g/m2"], ["57.8 MPa"]],
        },
        "dates": ["2025-03-03", "2025-03-05", "2025-03-12", "2025-03-24", "2025-04-02", "2025-04-07",
                  "2025-04-30", "2025-05-05", "2025-05-14", "2025-06-09", "2025-06-16"],
        "noise": ["Holland stone", "Contractor pricing", "Pallet deposit", "Pickup at yard"],
        "bindings": [
            {"value": "204 g/m2", "subject": "P25", "others": ["P40W", "P40WS"]},
            {"value": "262 g/m2", "subject": "P40W", "others": ["P40WS", "P0"]},
            {"value": "141 g/m2", "subject": "P40WS", "others": ["P40W", "P25"]},
        ],
    },
    [
        ("paver_plant_notes_2025.txt", text("""
ESCARPMENT HARDSCAPE PRODUCTS - plant notes - slag sand pavers - 2025
Stoney Creek plant, line 2 (egg-layer / board machine). Notes by Gord (plant super) and Lina (QC).

Goal from the owners: swap at least 40% of the natural concrete sand in the 80 mm paver mix for EAF slag fines from the mill down the road (cheaper, less trucking, lower carbon). Pavers still have to pass CSA A231.2: salt scaling mass loss 225 g/m2 or less after 28 cycles in 3% NaCl, and average compressive 50 MPa or more. No popouts.
Problem is nobody has done it in a dry-cast, zero-slump mix. The slag guidance we found is for road base and cast-in-place concrete. Slag fines carry free lime that swells when it hydrates, and our pavers are vibro-compacted with a lot less paste around each grain. The slag supplier says "weathered 6 months is fine" but has no test on a paver. We don't know if the free lime or the extra porosity will be the problem, or both.

Mar 3 - P0 control board run (natural sand) + P25 (25% slag by volume of sand, fresh slag). Cured in the kiln, 2 pallets each.
Mar 5 - P40 (40% fresh slag). Mix looked drier, bumped water 0.3%.
Mar 12 - Lina ran the autoclave expansion check on P25 and P40 (our screening test for free lime, 3 h at 2 MPa steam). P40: 11 popouts per m2, cracked faces. P25: 2 small popouts. Fresh slag at 40% is ruled out. Sent P0 and P25 to the lab for CSA.
Mar 24 - slag stockpile split: half pre-weathered (sprinkled outdoors for 90 days, turned every 2 weeks by the supplier) - this pile was started back in December so it's ready.
Apr 2 - P40W: 40% pre-weathered slag. Autoclave clean, zero popouts.
Apr 7 - P40WS: P40W + 5% silica fume (by cement) to tighten the paste. Harder to compact, added 10 s to vibration.
Apr 30 - lab results P0 / P25 back (see CSV).
May 5 - P40W + P40WS autoclave re-check on second batch, both zero popouts.
May 14 - lab: P40W fails scaling, P40WS passes and hits 57.8 MPa compressive.
Jun 9 - full production pallet P40WS (600 m2) for the Burlington driveway job; board weights normal.
Jun 16 - SUMMARY (Gord): free lime was the first wall - fresh slag pops at 40%. Pre-weathering the slag fixes the popouts but the pavers are too porous for salt scaling. Silica fume closes that gap and actually raises strength. P40WS = new standard mix for the 80 mm holland line. Cost per m2 down about 6% even with the fume.
""")),
        ("csa_a231_lab_results.csv", text("""
sample_id,mix,slag_pct_of_sand,slag_state,silica_fume_pct,cast_date,report_date,compressive_MPa,absorption_pct,scaling_28cyc_g_m2,autoclave_popouts_per_m2,verdict
HL-0311,P0,0,none,0,2025-03-03,2025-04-30,55.1,4.6,168 g/m2,0,PASS
HL-0312,P25,25,fresh,0,2025-03-03,2025-04-30,53.0,5.2,204 g/m2,2,PASS (borderline popouts)
HL-0313,P40,40,fresh,0,2025-03-05,,,,,11,FAIL - popouts; not sent for scaling
HL-0340,P40W,40,pre-weathered 90 d,0,2025-04-02,2025-05-14,52.4,6.1,262 g/m2,0,FAIL - scaling
HL-0341,P40WS,40,pre-weathered 90 d,5,2025-04-07,2025-05-14,57.8,4.2,141 g/m2,0,PASS
""")),
        ("contractor_price_list_2025.pdf", pdf([
            ("title", "Escarpment Hardscape - Contractor pricing 2025"),
            ("p", "Effective March 1. Prices per m2, FOB plant, taxes extra."),
            ("table", [
                ["Product", "Colour", "Price / m2", "Per pallet"],
                ["Holland stone 80 mm", "Charcoal / Red / Grey", "$38.50", "10.8 m2"],
                ["Ashlar slab 60 mm", "Sandstone blend", "$46.90", "9.6 m2"],
                ["Permeable paver 80 mm", "Grey", "$52.20", "9.2 m2"],
                ["Polymeric sand", "Tan", "$29.00 / bag", "56 bags"],
            ]),
            ("p", "Pallet deposit $35, refunded on return in good condition. Pickup at yard Mon-Sat 7-3. "
                  "Delivery within 40 km by boom truck, quoted per load."),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# Q07 extended-release oxalic acid for Varroa in a northern apiary (agriculture, AB) - beekeepers' field
#     day notice noise; yearless "Aug 12" log; dated spring summary memo
# ---------------------------------------------------------------------------
case(
    {
        "name": "apiary_varroa_oxalic_extended_release",
        "question": "hi - need the SR&ED project description (242, 244, 246) for our mite treatment trials. "
                    "2024 yard log, wash counts spreadsheet and my spring memo are attached. the PCBA field day "
                    "notice isn't part of it",
        "facts": {
            "242": [["under 2 mites"], ["under 15%"], ["56 days"], ["southern US"]],
            "244": [["formic pads"], ["cardboard strips"], ["sponge cloth"], ["OA vapour"]],
            "246": [["29.2%"], ["1.6 mites"], ["chewed"], ["8.3%"]],
        },
        "dates": ["2024-08-06", "2024-08-12", "2024-08-13", "2024-08-27", "2024-09-10", "2024-09-24",
                  "2024-10-01", "2024-11-18", "2025-04-22", "2025-04-28"],
        "noise": ["Annual field day", "bring a lawn chair", "membership dues", "door prizes"],
        "bindings": [
            {"value": "3.4 mites", "subject": "Yard A", "others": ["Yard B", "Yard D"]},
            {"value": "2.7 mites", "subject": "Yard C", "others": ["Yard B", "Yard D"]},
            {"value": "8.3%", "subject": "Yard D", "others": ["Yard B", "Yard C"]},
        ],
    },
    [
        ("apiary_log_2024.txt", text("""
PEACE COUNTRY HONEY LTD. - yard log, 2024 season - mite treatment trial
Owner: Bev L. Helper: Kyle. 4 home yards near Grimshaw, 24 colonies each, all double brood boxes.

Why: we lost 38% of colonies over winter 2023-24, mostly mites. Target for this fall: mites under 2 mites per 100 bees at the late September wash, winter loss under 15%, and nothing that kills queens. Treatments have to go in right after the honey comes off and be out within 56 days.
Standard options don't fit up here. Oxalic dribble/vapour only works broodless and our colonies aren't broodless until November when it's too cold to open them. Formic pads need 10-29.5 C daytime and we often get frost in late August. Extended-release oxalic/glycerin strips look good in the trials we found, but those were in the southern US where there's brood year-round and the bees never cluster. Don't know if the bees up here will even walk on the strips once they cluster in September.
Alcohol wash, 1/2 cup of bees (~300) from a brood frame, 8 colonies per yard each time.

Aug 6 - pre-treatment washes all yards. Averages 4.1 to 4.9 per 100. Bad.
Aug 12 - Yard A: formic pads (2 pads per colony, label rate). Hot, 26 C.
Aug 13 - Yard B: OA/glycerin cardboard strips, 4 per brood box (8 per colony), hung between brood frames. Yard C: same OA/glycerin dose on cellulose sponge cloth (cut kitchen cloths), 4 per box. Yard D: cardboard strips like B, and plan an OA vapour in Nov.
Aug 27 - Yard A 3 queenless colonies after formic. C: cloths half chewed away already, bees hauling shreds out the entrance. B strips chewed at the edges but there.
Sept 10 - washes. A 2.9, B 1.9, C 2.8, D 1.8.
Sept 24 - washes (the target wash). Yard A avg 3.4 mites/100 - cool nights, formic stopped working after the 1st week. B avg 1.6 mites/100. Yard C avg 2.7 mites/100, cloths chewed to nothing in 3 weeks. D avg 1.5.
Oct 1 - pulled all strips/cloths (49 days). Wrapped.
Nov 18 - Yard D: OA vapour, 2 g per colony, -3 C, no brood in the 2 colonies checked. Wash not possible (too cold).
""")),
        ("wash_counts_2024.xlsx", xlsx([
            ("washes", [
                ["yard", "treatment", "date", "colonies_washed", "mites_per_100_mean", "min", "max"],
                ["Yard A", "formic pads", D("2024-08-06"), 8, 4.5, 2.1, 7.9],
                ["Yard B", "OA/glycerin cardboard strips", D("2024-08-06"), 8, 4.1, 1.8, 6.6],
                ["Yard C", "OA/glycerin sponge cloth", D("2024-08-06"), 8, 4.9, 2.4, 8.2],
                ["Yard D", "cardboard strips + OA vapour", D("2024-08-06"), 8, 4.3, 1.9, 7.0],
                ["Yard A", "formic pads", D("2024-09-10"), 8, 2.9, 0.7, 5.9],
                ["Yard B", "OA/glycerin cardboard strips", D("2024-09-10"), 8, 1.9, 0.3, 3.8],
                ["Yard C", "OA/glycerin sponge cloth", D("2024-09-10"), 8, 2.8, 0.9, 5.1],
                ["Yard D", "cardboard strips + OA vapour", D("2024-09-10"), 8, 1.8, 0.3, 3.5],
                ["Yard A", "formic pads", D("2024-09-24"), 8, 3.4, 1.0, 6.6],
                ["Yard B", "OA/glycerin cardboard strips", D("2024-09-24"), 8, 1.6, 0.3, 3.1],
                ["Yard C", "OA/glycerin sponge cloth", D("2024-09-24"), 8, 2.7, 0.7, 5.5],
                ["Yard D", "cardboard strips + OA vapour", D("2024-09-24"), 8, 1.5, 0.0, 3.0],
            ]),
            ("winter", [
                ["yard", "colonies_fall", "dead_spring", "winter_loss_pct", "queenless_fall"],
                ["Yard A", 24, 7, "29.2%", 3],
                ["Yard B", 24, 3, "12.5%", 0],
                ["Yard C", 24, 5, "20.8%", 0],
                ["Yard D", 24, 2, "8.3%", 0],
            ]),
        ])),
        ("spring_memo_mite_trial.md", text("""
# Mite trial - spring summary
Bev L., Peace Country Honey - April 28, 2025
Spring count finished 2025-04-22 (first day warm enough to open everything).

Winter loss by yard: Yard A (formic pads) 7 of 24 dead = 29.2%. Yard B (cardboard strips) 3 of 24 = 12.5%. Yard C (sponge cloth) 5 of 24 = 20.8%. Yard D (strips + Nov vapour) 2 of 24 = 8.3%.

What we learned:
- Formic is not reliable up here after mid-August: it cooled off, mites bounced back, and it cost us 3 queens. Out as our main fall treatment.
- The glycerin strips DO work in our short fall even with the bees clustering early, as long as it's cardboard. The sponge cloth gets chewed out before it does the job.
- Strips alone got us under both targets. Adding one OA vapour in November when they're broodless took the loss down further.
Plan for 2025: cardboard strips on all 96 colonies, vapour in November, keep 2 yards as a repeat to confirm.
""")),
        ("pcba_field_day_notice.txt", text("""
PEACE COUNTRY BEEKEEPERS ASSOCIATION
Annual field day - Saturday, July 19, 2025, at the Berwyn community grounds
Hive demos, queen rearing talk, extractor swap table. Please bring a lawn chair and a veil.
Lunch by the 4-H club. Lots of door prizes!
Reminder: 2025 membership dues ($40) can be paid at the gate.
""")),
    ],
)

# ---------------------------------------------------------------------------
# Q08 conformal coating vs sulphur creep corrosion on barn ventilation controllers (electronics, ON) -
#     coating supplier invoice PDF noise; DOCX report with Background/Test method/Findings/Recommendation
# ---------------------------------------------------------------------------
case(
    {
        "name": "barn_controller_sulphur_creep_coating",
        "question": "Please write the three technical sections of the T661 (242, 244, 246) for the barn controller "
                    "corrosion project. Coating log, chamber results and Sam's report are attached; the Norcoat "
                    "invoice is just accounting.",
        "facts": {
            "242": [["720 h"], ["100 MΩ"], ["IPC-CC-830"], ["reworkable"]],
            "244": [["acrylic"], ["silicone"], ["ENIG"], ["flowers of sulphur"]],
            "246": [["240 h"], ["worse than acrylic"], ["no creep corrosion"], ["2,100 MΩ"]],
        },
        "dates": ["2024-05-06", "2024-05-08", "2024-05-16", "2024-05-27", "2024-06-07", "2024-06-10",
                  "2024-06-20", "2024-07-11", "2024-07-22"],
        "noise": ["Hazmat handling fee", "Remit to", "Net 30", "Late payment interest"],
        "bindings": [
            {"value": "7/10", "subject": "C2", "others": ["C1", "C3"]},
            {"value": "3/10", "subject": "C1", "others": ["C3", "C2"]},
            {"value": "2,100 MΩ", "subject": "C3", "others": ["C1", "C2"]},
        ],
    },
    [
        ("coating_test_log.md", text("""
# VC-8 controller - sulphur corrosion / coating tests
Maplewood Agri-Controls Ltd., Elmira ON. Bench log - Sam R. (electronics tech)

## Background
Our VC-8 fan/inlet controllers in hog barns die after 2-3 years. Teardowns: black silver sulphide "creep" growing across the board from the immersion silver pads, shorting the 0.5 mm pitch MCU pins. Barn air has H2S + ammonia + high humidity.
Goals: no creep corrosion on any of 10 test boards after 720 h in our sulphur chamber, surface insulation on the comb pattern above 100 MΩ after the test, and the coating has to stay reworkable with an iron so dealers can swap parts.
The usual coating qualification (IPC-CC-830) is humidity + thermal shock, no sulphur at all, and the coating datasheets say nothing about sulphur. Silicone is what the dealers ask for ("best for moisture") but we read it may let sulphur gases through. Nobody can tell us which coating on which finish survives a barn.

## Chamber
Flowers of sulphur test: sealed desiccator, 20 g sulphur powder, 60 C, saturated salt for 75% RH. Check boards under the microscope every 120 h; SIR comb at 50 V after the run.

## Entries
2024-05-06 - built 50 boards, 10 per variant: B0 bare (immersion silver, no coating), C1 acrylic 50 µm on immersion silver, C2 silicone 75 µm on immersion silver, C3 acrylic 50 µm on ENIG finish (ordered from the fab), C4 urethane 50 µm on immersion silver.
2024-05-08 - all in the chamber 09:00.
2024-05-16 - 240 h check: B0 creep on 10/10, dendrites across the MCU pins. pulled B0. C4 - 2 boards with coating lifting at the USB connector.
2024-05-27 - 480 h: C2 silicone: creep under the coating on 7/10. Worse than acrylic - C1 nothing yet. Silicone ruled out.
2024-06-07 - 720 h end. C1 creep on 3/10 (at via edges). C3 clean. C4 creep at the lifted areas.
2024-06-10 - SIR at 50 V. C1 40 MΩ; C3 2,100 MΩ. C4 rework test: couldn't strip with the iron, burned the pad. urethane out, not reworkable.
2024-06-20 - 20 C3 units installed in two barns (Wellesley + Listowel) for the field check.
""")),
        ("fos_chamber_results.xlsx", xlsx([
            ("FoS", [
                ["variant", "finish", "coating", "boards", "creep_at_240h", "creep_at_480h", "creep_at_720h",
                 "SIR_after_MOhm", "reworkable", "result"],
                ["B0", "immersion silver", "none", 10, "10/10", "pulled", "pulled", "n/a", "yes", "FAIL"],
                ["C1", "immersion silver", "acrylic 50 µm", 10, "0/10", "0/10", "3/10", 40, "yes", "FAIL"],
                ["C2", "immersion silver", "silicone 75 µm", 10, "1/10", "7/10", "9/10", 12, "yes", "FAIL"],
                ["C3", "ENIG", "acrylic 50 µm", 10, "0/10", "0/10", "0/10", 2100, "yes", "PASS"],
                ["C4", "immersion silver", "urethane 50 µm", 10, "0/10", "2/10", "4/10", 65, "no", "FAIL"],
            ]),
        ])),
        ("VC8_coating_report.docx", docx([
            ("title", "VC-8 controller: coating and finish for barn atmospheres"),
            ("p", "Maplewood Agri-Controls Ltd. Prepared by Sam R., reviewed by H. Bauman. July 22, 2024."),
            ("h1", "Background"),
            ("p", "Field returns show sulphide creep corrosion from the immersion silver finish bridging fine-pitch "
                  "pins. We needed a board build that survives a hog barn for the 10-year design life, verified in "
                  "a sulphur test since IPC-CC-830 does not cover sulphur."),
            ("h1", "Test method"),
            ("p", "Flowers of sulphur chamber at 60 C and 75% RH for 720 h, 10 boards per variant, microscope "
                  "checks every 120 h, surface insulation resistance at 50 V after the run, and a soldering-iron "
                  "rework test."),
            ("h1", "Findings"),
            ("b", "Uncoated boards (B0) showed creep on every board by 240 h."),
            ("b", "Silicone (C2) performed worse than acrylic: creep formed under the coating, 7/10 boards at 480 h. "
                  "The coating keeps water out but not sulphur gas."),
            ("b", "Acrylic on immersion silver (C1) delayed creep but 3/10 boards failed by 720 h, SIR 40 MΩ."),
            ("b", "Acrylic on ENIG (C3): no creep corrosion at 720 h and SIR 2,100 MΩ. The finish matters as much as "
                  "the coating: without silver at the pad edges there is nothing for the sulphur to attack."),
            ("b", "Urethane (C4) could not be reworked with an iron and lifted at the connector."),
            ("h1", "Recommendation"),
            ("p", "Change the VC-8 to ENIG finish with 50 µm acrylic coating (C3). Field check of 20 units started "
                  "in two barns on 2024-07-11 will be read at 6 and 12 months."),
        ])),
        ("norcoat_invoice_INV-20931.pdf", pdf([
            ("title", "Norcoat Supply Inc. - Invoice INV-20931"),
            ("p", "Sold to: Maplewood Agri-Controls Ltd., Elmira ON. Invoice date 2024-05-02. Terms: Net 30."),
            ("table", [
                ["Item", "Description", "Qty", "Unit", "Amount"],
                ["AC-50-4L", "Acrylic conformal coating, 4 L", "2", "$312.00", "$624.00"],
                ["SC-75-4L", "Silicone conformal coating, 4 L", "1", "$418.00", "$418.00"],
                ["UR-50-1L", "Urethane conformal coating, 1 L", "1", "$129.00", "$129.00"],
                ["HZ", "Hazmat handling fee", "1", "$45.00", "$45.00"],
                ["", "HST 13%", "", "", "$157.98"],
                ["", "Total", "", "", "$1,373.98"],
            ]),
            ("p", "Remit to: Norcoat Supply Inc., Concord ON. Late payment interest 1.5% per month."),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# Q09 FR merino base layer for wildland firefighters (textiles, NS) - noise paragraphs INSIDE the pasted
#     e-mail thread (signature promo, confidentiality footer, mobile sign-off); DOCX with Purpose/Approach/
#     Findings/Next steps headings
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_merino_base_layer_wash_durability",
        "question": "Write the SR&ED technical description (lines 242/244/246) for the flame-resistant merino base "
                    "layer. I've attached the development report, the wash/flame results CSV and the e-mails with "
                    "the test lab.",
        "facts": {
            "242": [["100 mm or less"], ["after 50 launderings"], ["200 g/m2 or lighter"], ["heavy outerwear"]],
            "244": [["Zirpro"], ["70/30"], ["55/45"], ["ASTM D6413"]],
            "246": [["131 mm"], ["washed out"], ["109 mm"], ["71 mm"]],
        },
        "dates": ["2024-11-04", "2024-11-18", "2024-12-09", "2025-01-20", "2025-03-03",
                  "2025-03-24", "2025-04-14"],
        "noise": ["Sign up for our newsletter", "privileged and confidential", "Get Outlook for Android",
                  "Spring sale"],
        "bindings": [
            {"value": "131 mm", "subject": "F2", "others": ["F3", "F4"]},
            {"value": "109 mm", "subject": "F3", "others": ["F4", "F2"]},
            {"value": "71 mm", "subject": "F4", "others": ["F3", "F2"]},
        ],
    },
    [
        ("FR_baselayer_dev_report.docx", docx([
            ("title", "Flame-resistant merino base layer - development report"),
            ("p", "Highland Fibre Mills Ltd., Truro NS. Author: Catriona M., product development. "
                  "Report date: 14 April 2025."),
            ("h1", "Purpose"),
            ("p", "Provincial wildland fire crews asked for a wool base layer they can wear under FR coveralls. "
                  "It must not melt or drip, must reach a char length of 100 mm or less with afterflame of 2 s or "
                  "less in the vertical flame test after 50 launderings, weigh 200 g/m2 or lighter, and keep a "
                  "pilling grade of 3 or better. The crews reject the FR synthetic base layers now on the market "
                  "as clammy."),
            ("p", "Wool is naturally slow to burn, but untreated light jersey does not meet the char limit. The "
                  "zirconium treatment (Zirpro) is proven on heavy outerwear fabrics over 300 g/m2, not on a light "
                  "jersey. Our jersey also has to be superwash-treated for machine washing, which coats the fibre "
                  "with a polymer, and we could not find whether the zirconium still bonds to superwash wool. "
                  "Wool/modacrylic blends are used in FR workwear, but the ratio that passes in a light jersey "
                  "after repeated washing was unknown."),
            ("h1", "Approach"),
            ("b", "F1 - 100% superwash merino, 185 g/m2 jersey, no treatment (control)."),
            ("b", "F2 - F1 fabric with Zirpro treatment applied at the dyehouse."),
            ("b", "F3 - merino/modacrylic 70/30 intimate blend, superwash, 190 g/m2."),
            ("b", "F4 - merino/modacrylic 55/45 intimate blend, superwash, 186 g/m2."),
            ("p", "Each fabric was washed 50 times (home laundering, 40 C, tumble dry low) and tested by an outside "
                  "lab to ASTM D6413 at 0 and 50 launderings, 5 specimens per direction. Pilling by random tumble."),
            ("h1", "Findings"),
            ("table", [
                ["Fabric", "Char length, 0 washes", "Char length, 50 washes", "Afterflame, 50 washes",
                 "Weight", "Pilling"],
                ["F1", "142 mm", "149 mm", "3.8 s", "185 g/m2", "3-4"],
                ["F2", "78 mm", "131 mm", "2.6 s", "188 g/m2", "3"],
                ["F3", "96 mm", "109 mm", "1.1 s", "190 g/m2", "3"],
                ["F4", "68 mm", "71 mm", "0 s", "186 g/m2", "3-4"],
            ]),
            ("p", "The zirconium treatment works on the new fabric but washed out of the superwash fibre: zirconium "
                  "content dropped 62% over 50 launderings. Treating superwash wool is ruled out. The 70/30 blend "
                  "just misses the char limit; 55/45 passes with margin, does not drip, and stays under 200 g/m2."),
            ("h1", "Next steps"),
            ("p", "Knit a 300 m production lot of F4, make 40 garments for a summer wear trial with two crews, and "
                  "submit F4 for the full certification package."),
        ])),
        ("wash_flame_results.csv", text("""
fabric,composition,finish,test_date,launderings,char_length_mm,afterflame_s,melt_drip,zr_content_pct_of_new,lab_report
F1,100% merino,superwash,2024-12-09,0,142,3.1,no,,HT-4471
F2,100% merino,superwash + Zirpro,2024-12-09,0,78,0.4,no,100,HT-4471
F3,merino/modacrylic 70/30,superwash,2024-12-09,0,96,0.6,no,,HT-4471
F4,merino/modacrylic 55/45,superwash,2024-12-09,0,68,0,no,,HT-4471
F1,100% merino,superwash,2025-03-03,50,149,3.8,no,,HT-4610
F2,100% merino,superwash + Zirpro,2025-03-03,50,131,2.6,no,38,HT-4610
F3,merino/modacrylic 70/30,superwash,2025-03-03,50,109,1.1,no,,HT-4610
F4,merino/modacrylic 55/45,superwash,2025-03-03,50,71,0,no,,HT-4610
""")),
        ("emails_testlab_thread.txt", text("""
From: Catriona M. <catriona@highlandfibre.example>
To: Dr. Paul Lévesque <plevesque@atlantictextiletest.example>
Sent: 4 Nov 2024
Subject: FR base layer - vertical flame quote

Hi Paul, we'd like ASTM D6413 on four jerseys (F1-F4) at 0 washes and again after 50 launderings, which we'll do in-house. Could you also measure zirconium on F2 at both points? We suspect the superwash resin may get in the way.
Catriona
--
Highland Fibre Mills - woollens since 1911. Spring sale: 20% off blankets until May 31! Sign up for our newsletter at highlandfibre.example

From: Dr. Paul Lévesque
Sent: 18 Nov 2024
Subject: RE: FR base layer - vertical flame quote

Catriona, fine. 5 specimens per direction, conditioned 24 h. Zr by XRF. Send the unwashed set when ready, results about 2 weeks after receipt.
Paul
This message contains privileged and confidential information intended for the addressee only. If you received it in error, delete it and notify the sender.

From: Catriona M.
Sent: 20 Jan 2025
Subject: RE: FR base layer - vertical flame quote

Paul - unwashed results (HT-4471) look good for F2 and F4. We're at 25 washes now, washed set should reach you around Feb 10.
Get Outlook for Android

From: Dr. Paul Lévesque
Sent: 3 Mar 2025
Subject: HT-4610 - 50-wash results

Catriona, report attached. F2 has lost most of its advantage: char 131 mm and Zr down to 38% of the unwashed level, so the treatment has washed out. F3 at 109 mm, just over your 100 mm. F4 at 71 mm and no afterflame - comfortably in.
Paul
This message contains privileged and confidential information intended for the addressee only. If you received it in error, delete it and notify the sender.

From: Catriona M.
Sent: 24 Mar 2025
Subject: RE: HT-4610 - 50-wash results

Thanks Paul. Going with F4. Will send a production-lot sample in June for the certification package.
""")),
    ],
)

# ---------------------------------------------------------------------------
# Q10 on-demand (ropeless) lobster trap buoy release (marine, NS) - dated PDF summary memo; terse ISO log;
#     no noise
# ---------------------------------------------------------------------------
case(
    {
        "name": "ropeless_lobster_trap_release",
        "question": "Draft lines 242, 244 and 246 for the on-demand trap release project. Sea trial log, the trial "
                    "workbook and the July summary memo are attached.",
        "facts": {
            "242": [["at least 98%"], ["within 90 s"], ["under $900"], ["months-long moorings"]],
            "244": [["burn-wire"], ["cam latch"], ["magnetic coupling"], ["5-day soak"]],
            "246": [["78%"], ["flooded"], ["99.2%"], ["41 s"]],
        },
        "dates": ["2025-04-14", "2025-04-22", "2025-04-27", "2025-05-06", "2025-05-13", "2025-05-20", "2025-05-27",
                  "2025-06-03", "2025-06-17", "2025-06-24", "2025-07-14"],
        "noise": [],
        "bindings": [
            {"value": "78%", "subject": "R1", "others": ["R2", "R3"]},
            {"value": "92.5%", "subject": "R2", "others": ["R3", "R1"]},
            {"value": "99.2%", "subject": "R3", "others": ["R2", "R1"]},
        ],
    },
    [
        ("sea_trial_log.txt", text("""
FUNDY GEARWORKS - TRAP RELEASE SEA TRIALS - deck log (kept by N. d'Entremont, eng.; skipper L. Boudreau, FV Marie-Eve)
Test area: off Yarmouth, 20-60 m. Each trawl = 2 traps + release unit + stowed buoy line in a bag. Release by acoustic command from the deck unit.

2025-04-14 bench: R1 burn-wire units x10 (nichrome wire through a Dyneema link, 9 V pack), R2 motorized cam latch x10 (shaft through a lip seal). Pressure pot to 8 bar OK both.
2025-04-22 first set, 20 units, 5-day soak planned. water 1.5 C bottom.
2025-04-27 hauled/commanded. R1 7/10 up, 3 no-release: wire glowing but link not cut in 90 s - too much heat lost to 1.5 C water. R2 10/10, avg 38 s.
2025-05-06 set 2: R1 x40 w/ 2 wires in parallel, R2 x30. depths 40-60 m.
2025-05-13 R1 32/40 (cumulative 39/50 = 78%). R2 27/30: 2 units at 58 and 60 m flooded at the shaft seal, 1 cam packed with sand. R2 cumulative 37/40.
2025-05-20 R1 dropped. Burn-wire can't make 90 s reliably in cold water. R3 design: motor on the dry side turns a magnet; magnetic coupling through a solid housing wall turns the cam on the wet side. No shaft seal.
2025-05-27 R3 x25 built, pressure pot 10 bar 2 h: 0 leaks.
2025-06-03 R3 set 1, 25 units, 5-day soak, 2 in mud bottom on purpose.
2025-06-17 R3 sets 2-4 done (75 more releases). 1 no-release: unit hauled up showed the cam jammed with a crab leg (!). Fitted a mesh guard.
2025-06-24 R3 set 5 (25 more): 25/25. Total R3 124/125.
""")),
        ("release_trials_2025.xlsx", xlsx([
            ("trials", [
                ["set", "set_date", "variant", "mechanism", "units", "depth_m", "soak_days", "bottom_temp_C",
                 "released", "release_rate", "median_time_to_surface_s", "failures"],
                ["S1", D("2025-04-22"), "R1", "burn-wire", 10, "20-35", 5, 1.5, 7, "70%", 84,
                 "3 links not cut in 90 s"],
                ["S1", D("2025-04-22"), "R2", "cam latch, shaft seal", 10, "20-35", 5, 1.5, 10, "100%", 38, ""],
                ["S2", D("2025-05-06"), "R1", "burn-wire, 2 wires", 40, "40-60", 7, 2.0, 32, "80%", 79,
                 "8 slow/no cut"],
                ["S2", D("2025-05-06"), "R2", "cam latch, shaft seal", 30, "40-60", 7, 2.0, 27, "90%", 40,
                 "2 flooded at 58-60 m, 1 sand in cam"],
                ["S3-S7", D("2025-06-03"), "R3", "cam latch, magnetic coupling", 125, "20-60", 5, 3.5, 124, "99.2%",
                 41, "1 jammed by crab"],
            ]),
            ("totals", [
                ["variant", "attempts", "released", "rate", "verdict"],
                ["R1", 50, 39, "78%", "ruled out - too slow in cold water"],
                ["R2", 40, 37, "92.5%", "seal floods at depth"],
                ["R3", 125, 124, "99.2%", "meets target"],
            ]),
        ])),
        ("release_summary_memo_july2025.pdf", pdf([
            ("title", "Memo - on-demand trap release: results to date"),
            ("p", "Fundy Gearworks Ltd., Yarmouth NS. From: N. d'Entremont. To: owners, ACOA file. Date: July 14, 2025."),
            ("h1", "What we set out to do"),
            ("p", "Build a release that lets a lobster trawl be set without a vertical buoy line (right whale "
                  "closures) and that fishermen can afford: at least 98% of units release on command after a "
                  "5-day soak at depths to 60 m, the buoy at the surface within 90 s, unit cost under $900 at "
                  "500 units, and tough enough for the hauler and the deck."),
            ("p", "Oceanographic acoustic releases do this job for research moorings, but they cost $5,000 and up "
                  "and are designed for months-long moorings deployed from research vessels, not 5-day soaks "
                  "handled on a lobster boat, in 0-4 C spring water and on mud. The cheap designs use a burn-wire, "
                  "and we had no data on how a burn-wire performs in water that cold."),
            ("h1", "What we tried"),
            ("p", "R1 burn-wire link, R2 motor-driven cam latch with a shaft seal, and R3 the same cam latch driven "
                  "through a magnetic coupling so the housing has no shaft seal. All units went through a 5-day soak "
                  "or longer on real trawls."),
            ("h1", "What we know now"),
            ("p", "The burn-wire is ruled out: in water near 1.5 C too much heat is lost and only 78% released "
                  "within 90 s. The shaft seal is the weak point of R2: two units flooded below 55 m. R3 released "
                  "99.2% (124 of 125) with a median 41 s to surface; the one failure was debris in the cam, now "
                  "guarded. Quoted unit cost for R3 at 500 units is $860."),
            ("p", "Next: 300 R3 units with 6 licence holders in LFA 34 for the fall season."),
        ])),
    ],
)


if __name__ == "__main__":
    casegen.write_cases()
