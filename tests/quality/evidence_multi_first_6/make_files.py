#!/usr/bin/env python3
"""Builds the multi-file evidence cases of the sixth first-contact set (evidence_multi_first_6).

Run:  python3 make_files.py        (then: python3 verify.py, and python3 ../check_cases.py .)
Needs: python-docx, openpyxl, reportlab (standard fonts only).
Writes every evidence file of every case into this folder (text files too), then cases.json.
The case metadata (facts, dates, noise, bindings) sits next to the content it refers to,
so both are edited together. Each case has one noise file (invoice, price list, contract,
job posting, newsletter, marketing copy, catalogue) whose phrases are listed in "noise";
verify.py names those files in NOISE_FILES.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

import casegen  # noqa: E402
from casegen import D, case, docx, pdf, text, xlsx  # noqa: E402,F401

casegen.HERE = HERE

# ---------------------------------------------------------------------------
# Q01 oat frozen dessert turning icy after retail heat shock (food, MB) - wholesale price list CSV noise;
#     notebook with yearless "Mon Feb 3" dates (year only in the header); formula/results workbook where
#     one result (F3, 84 µm) lives only in the table; co-packer email thread holds the line-trial result
# ---------------------------------------------------------------------------
case(
    {
        "name": "oat_frozen_dessert_heat_shock_iciness",
        "question": "Could you draft T661 lines 242, 244 and 246, and a dated logbook, for our oat dessert iciness "
                    "project? Priya's R&D notebook, the heat-shock workbook and her email thread with Northgate "
                    "(our co-packer) are attached. The wholesale price list is in there too but it's just the "
                    "current sheet.",
        "facts": {
            "242": [["50 µm or less"], ["3 or lower"], ["clean label", "no carrageenan"], ["milk proteins"]],
            "244": [["beta-amylase"], ["faba protein"], ["-6.5 C"], ["cold-stage microscopy", "heat-shock cabinet"]],
            "246": [["92 µm"], ["gummy"], ["84 µm", "Fat alone does nothing"], ["44 µm", "49 µm"]],
        },
        "dates": ["2025-02-03", "2025-02-10", "2025-02-17", "2025-02-19", "2025-02-24", "2025-03-05",
                  "2025-03-10", "2025-03-11", "2025-03-12", "2025-03-17", "2025-03-31"],
        "noise": ["Saskatoon Berry Swirl", "Minimum order 20 cases", "FOB Winnipeg", "Foodservice 4 L tub"],
        "bindings": [
            {"value": "92 µm", "subject": "F0", "others": ["F1", "F3"]},
            {"value": "58 µm", "subject": "F2", "others": ["F4", "F3"]},
            {"value": "44 µm", "subject": "F4", "others": ["F2", "F0"]},
        ],
    },
    [
        ("oat_dessert_rd_notebook.txt", text("""
ASSINIBOINE OAT CO. LTD. - R&D notebook - frozen oat dessert iciness (project OD-7) - 2025
Winnipeg MB. Entries: Priya N. (product developer). Sign-off: Marc L. (co-owner).

Background
Our oat frozen dessert pints leave the plant smooth, but after a few weeks in store freezers (door openings, defrost cycles) customers write in that it is "icy" and "crunchy". Retail freezers swing between about -18 and -8 C; every swing melts the small ice crystals and the water refreezes onto the big ones.
Targets set with Marc in January:
- mean ice crystal size 50 µm or less after 14 days of heat shock (cabinet cycling -18/-8 C, 2 cycles a day). Fresh product is ~35 µm; complaints seem to start somewhere above 60.
- panel iciness score 3 or lower (9-point scale, 1 = smooth)
- meltdown: first drip no sooner than 15 min at 22 C
- stay clean label: no carrageenan, no mono- and diglycerides, no polysorbate (our retail buyer's list)
Why we don't know how: dairy ice cream keeps its crystals small with milk proteins and a partly coalesced fat network around the air cells. Our base is oat with about 1% protein, so neither is there. We make the base by enzyme hydrolysis of whole oats; the long alpha-amylase step that makes it sweet also chops up the oat beta-glucan. Nobody (our enzyme supplier included) could tell us whether keeping the beta-glucan long would slow recrystallization in a frozen oat system, or how much of it a freezer can pump. The published work on recrystallization inhibitors is on dairy mixes with gums.
Method for every formula: 20 L batch, pasteurize 80 C / 25 s, homogenize 150/30 bar, age 4 h, freeze on the Taylor batch freezer, 80% overrun target, harden at -35 C. One pint per batch measured fresh, 6 pints into the heat-shock cabinet for 14 days. Crystal size by cold-stage microscopy at -20 C (300 crystals per sample, mean equivalent diameter). Panel of 7 for iciness.

Mon Feb 3 - F0 = current formula (guar + locust bean gum 0.3%, 60 min alpha-amylase hydrolysis, coconut oil 6%). F1 = same but gums doubled to 0.6%. Both made, fresh crystals 36 and 34 µm. Both into the cabinet.
Mon Feb 10 - F2 made: hydrolysis changed to beta-amylase only, 20 min, so the sweetness comes from maltose and the beta-glucan stays long (0.9% in the mix, high MW by the supplier's viscosity method). Mix is thicker but pumped OK.
Mon Feb 17 - F0 and F1 out of the cabinet after 14 days. F0: 92 µm, iciness 6.8 - that is the complaint product. F1: 71 µm, better, but the panel called it gummy and chewy, and the mix was so thick the freezer struggled. Doubling gums is not the way; a clean-label gum load high enough to get to 50 would be worse again.
Wed Feb 19 - F3 made: back to F0 hydrolysis but coconut oil 6 -> 10%, to see if more fat does what it does in dairy.
Mon Feb 24 - F2 out: 58 µm, iciness 4.1. Long beta-glucan clearly helps with no extra gum. Still short of target.
F4 made the same day: F2 + 1.5% faba protein (clean label, from the Portage plant) and the draw temperature on the freezer pulled down from -5.0 to -6.5 C to start with more, smaller crystals.
Wed Mar 5 - F3 out: no better than F0 (numbers on the sheet). Fat alone does nothing here - without protein at the interface the extra fat just sits there. Dropped.
Mon Mar 10 - F4 out: 44 µm after 14 days, iciness 2.6, first drip at 17 min. Meets every target. Sent the spec to Northgate Dairy for a line trial.
""")),
        ("heat_shock_trials_2025.xlsx", xlsx([
            ("formulas", [
                ["code", "made", "hydrolysis", "gums_pct", "coconut_oil_pct", "faba_protein_pct", "draw_temp_C",
                 "mix_viscosity_cP"],
                ["F0", D("2025-02-03"), "alpha-amylase 60 min", 0.3, 6, 0, -5.0, "620"],
                ["F1", D("2025-02-03"), "alpha-amylase 60 min", 0.6, 6, 0, -5.0, "1,450"],
                ["F2", D("2025-02-10"), "beta-amylase 20 min", 0.3, 6, 0, -5.0, "980"],
                ["F3", D("2025-02-19"), "alpha-amylase 60 min", 0.3, 10, 0, -5.0, "700"],
                ["F4", D("2025-02-24"), "beta-amylase 20 min", 0.3, 6, 1.5, -6.5, "1,060"],
            ]),
            ("results", [
                ["code", "out_of_cabinet", "fresh_crystal", "crystal_after_14d", "iciness_9pt", "first_drip_min",
                 "overrun_pct", "verdict", "comment"],
                ["F0", D("2025-02-17"), "36 µm", "92 µm", 6.8, 14, 81, "FAIL", "complaint product"],
                ["F1", D("2025-02-17"), "34 µm", "71 µm", 5.2, 19, 74, "FAIL", "gummy, chewy; mix 1,450 cP"],
                ["F2", D("2025-02-24"), "33 µm", "58 µm", 4.1, 16, 79, "FAIL", "long beta-glucan helps"],
                ["F3", D("2025-03-05"), "37 µm", "84 µm", 6.3, 12, 80, "FAIL", "more fat - no effect"],
                ["F4", D("2025-03-10"), "29 µm", "44 µm", 2.6, 17, 80, "PASS", "meets all targets"],
            ]),
        ])),
        ("northgate_line_trial_emails.txt", text("""
From: Priya N. <priya@assiniboineoat.ca>
To: Gord Feeney <gfeeney@northgatedairy.ca>
Cc: Marc L.
Date: Tue, Mar 11, 2025 9:14 AM
Subject: Line trial - oat dessert F4

Hi Gord,
Attached is the F4 formula. Our tank makes the hydrolysed base (beta-amylase, short hold) and we'd truck it to you. The one thing that matters on your side is the draw temperature: on our batch freezer we pulled it to -6.5 C and that was part of getting the crystals down. Can we book a 2,000 L run on the continuous freezer? We'll put pints from it through our 14-day heat-shock test before we release the formula.
Priya

From: Gord Feeney <gfeeney@northgatedairy.ca>
Date: Wed, Mar 12, 2025 3:02 PM
Subject: RE: Line trial - oat dessert F4

Priya - we can do Monday on line 2 (600 L/h). Heads-up: line 2 bottoms out around -6.0 C draw at that rate with a thick mix, so you won't get -6.5. If that kills it, tell me now.
Gord

From: Gord Feeney
Date: Mon, Mar 17, 2025 4:40 PM
Subject: RE: Line trial - oat dessert F4

Ran your 2,000 L this morning. Draw held at -6.0 C, overrun 82%, no pumping trouble. 3 pallets of pints hardened; 2 cases going to you on tomorrow's truck for the cabinet.

From: Priya N.
Date: Mon, Mar 31, 2025 10:21 AM
Subject: RE: Line trial - oat dessert F4 - results

Gord, Marc,
14-day heat shock on the line 2 pints is done: 49 µm, iciness 2.9, first drip 16 min. Inside every target even at -6.0 C draw, so the beta-glucan and the faba protein are doing the work and the draw temperature is a smaller lever than we thought. We'll release F4 for production. Thanks for fitting us in.
Priya
""")),
        ("wholesale_price_list_2025.csv", text("""
sku,product,pack,case_price_cad,srp_cad,notes
OD-P-VAN,Oat Dessert Vanilla Bean,Pint (473 mL) x 8,38.40,6.99,
OD-P-CHO,Oat Dessert Dark Chocolate,Pint (473 mL) x 8,38.40,6.99,
OD-P-SAS,Oat Dessert Saskatoon Berry Swirl,Pint (473 mL) x 8,41.60,7.49,seasonal flavour
OD-T-VAN,Oat Dessert Vanilla Bean,Foodservice 4 L tub,29.00,,
OD-T-CHO,Oat Dessert Dark Chocolate,Foodservice 4 L tub,29.00,,
TERMS,Minimum order 20 cases,,,,
TERMS,Prices in CAD - FOB Winnipeg,,,,
""")),
    ],
)

# ---------------------------------------------------------------------------
# Q02 rotomoulded kayak hull warping when cooled faster (manufacturing, QC) - resin supply agreement noise;
#     shop log with dd/mm/yyyy dates (stated in its header); run CSV with a verdict column; PDF trial
#     report whose uncertainty wording ("differential shrinkage") is only in the PDF
# ---------------------------------------------------------------------------
case(
    {
        "name": "rotomoulded_kayak_hull_cooling_warp",
        "question": "Please write the SR&ED project description (lines 242, 244, 246) and the logbook for the kayak "
                    "hull cooling project. Sylvie's shop log, the run sheet and her March report are attached. The "
                    "resin supply agreement excerpt came along in the same folder.",
        "facts": {
            "242": [["32 min or less"], ["within 3 mm"], ["ARM low-temperature impact"],
                    ["differential shrinkage", "outer skin shrink first"]],
            "244": [["internal air cooling", "400 L/min"], ["3.5 kPa"], ["below 110 C"], ["MDPE", "0.939"]],
            "246": [["7.4 mm"], ["cracked brittle"], ["2.4 mm"], ["31.5 min", "worst deviation 2.7 mm"]],
        },
        "dates": ["2025-01-13", "2025-01-14", "2025-01-16", "2025-01-22", "2025-01-29", "2025-02-05",
                  "2025-02-12", "2025-02-19", "2025-02-26", "2025-03-07"],
        "noise": ["Take-or-pay volume", "Net 45 days", "Force majeure", "ethylene index"],
        "bindings": [
            {"value": "7.4 mm", "subject": "C1", "others": ["C2", "C4"]},
            {"value": "3.6 mm", "subject": "C2", "others": ["C3", "C1"]},
            {"value": "2.4 mm", "subject": "C4", "others": ["C3", "C0"]},
        ],
    },
    [
        ("roto_shop_log.txt", text("""
BEAUCE ROTOMOULAGE INC. - shop log - kayak hull cooling project (Brochet 12)
Saint-Georges QC. Dates are dd/mm/yyyy. Entries: Etienne B. (process tech), Sylvie R. (plant engineer).

13/01/2025 - Project start (SR). The Brochet 12 hull (3.7 m sit-on-top, LLDPE, 4.5 mm wall, 24 kg shot) takes 41 min a cycle on arm 2 of the carousel, 22 min of it cooling, and arm 2 holds up arms 1 and 3. Every time we have tried to cool faster the hull came out warped: the keel line bows and the chines twist, and a warped hull tracks badly. Sales wants 30% more hulls this season without a new machine.
Targets: cycle 32 min or less; hull bottom within 3 mm of the template under a 1 m straightedge at 5 stations; pass ARM low-temperature impact at -40 C (no brittle crack); wall 4.5 mm +/- 0.8.
What we don't know: cooling hard from the outside makes the outer skin shrink first, and the part lets go of the mould at different times in different places. How internal cooling and internal pressure change that on a 3.7 m part with 4.5 mm walls, and below what internal air temperature it is safe to cool hard, nobody here or at the resin supplier could tell us. The published numbers are for small tanks.
Measurements: PIAT (peak internal air temperature) from the radio probe in the vent; cycle time from the carousel PLC; warp on the checking fixture at 24 h (5 stations, max deviation); ARM impact on coupons cut from the deck, at -40 C; wall by ultrasonic gauge.
14/01/2025 - C0 baseline, fans only: PIAT 205 C, 41 min, max deviation 2.1 mm. Good hull, too slow.
16/01/2025 - C1, water mist on the outside of the mould from 6 min into cooling: 31 min, but the hull twisted, 7.4 mm at station 3. Mist on the outside alone = warp. Ruled out as is.
22/01/2025 - C2, internal air cooling (400 L/min shop air through a rotary union into the vent) plus fans: 35 min, 3.6 mm. Inside and outside cooling together is better but still over on time and on warp.
29/01/2025 - Resin trial R-MD: the supplier's faster-setting MDPE (density 0.939) with C0 cooling. 30 min because it sets up sooner, warp 2.6 mm, but the deck coupons cracked brittle at -40 C (3 of 5). MDPE is out for a kayak that gets dragged over shore ice in spring.
05/02/2025 - C3 = C2 + 3.5 kPa internal pressure (nitrogen through the rotary union) during cooling, to hold the skin against the mould. 34 min, 1.8 mm. Pressure fixes the warp; time still too long.
12/02/2025 - C4 = C3 + the outside mist, but only once PIAT has dropped below 110 C (resin crystallized). 31 min, 2.4 mm, ARM at -40 C passed, wall 4.3-4.9 mm. Everything in spec.
19/02/2025 - Air line to the rotary union replumbed with a proportional valve so the 3.5 kPa holds without the operator watching the gauge. (EB)
26/02/2025 - C4 production run: 10 hulls over two shifts, all within 3 mm. Figures to the run sheet.
""")),
        ("hull_cooling_runs.csv", text("""
run_date,run,cooling,resin,PIAT_C,mist_start,internal_air_L_min,internal_pressure_kPa,cycle_min,max_deviation,ARM_-40C,verdict,notes
2025-01-14,C0,fans only,LLDPE-A,205,none,0,0,41,2.1 mm,pass,FAIL,too slow
2025-01-16,C1,fans + outside mist,LLDPE-A,203,6 min,0,0,31,7.4 mm,pass,FAIL,twist at station 3
2025-01-22,C2,fans + internal air,LLDPE-A,204,none,400,0,35,3.6 mm,pass,FAIL,time and warp
2025-01-29,R-MD,fans only,MDPE 0.939,207,none,0,0,30,2.6 mm,3 of 5 brittle,FAIL,resin ruled out
2025-02-05,C3,C2 + internal pressure,LLDPE-A,205,none,400,3.5,34,1.8 mm,pass,FAIL,time
2025-02-12,C4,C3 + mist once PIAT below 110 C,LLDPE-A,206,PIAT below 110 C,400,3.5,31,2.4 mm,pass,PASS,
2025-02-26,C4-prod,C4 - 10 production hulls,LLDPE-A,205,PIAT below 110 C,400,3.5,31.5,2.7 mm,pass,PASS,worst of 10
""")),
        ("hull_cooling_trial_report.pdf", pdf([
            ("title", "Brochet 12 hull: faster cooling without warp - trial report"),
            ("p", "Beauce Rotomoulage Inc., Saint-Georges QC. Prepared by Sylvie R., plant engineer. March 7, 2025."),
            ("h1", "1. Objective"),
            ("p", "Cut the Brochet 12 cycle on carousel arm 2 from 41 min to 32 min or less while keeping the hull "
                  "bottom within 3 mm of the template (1 m straightedge, 5 stations), passing the ARM "
                  "low-temperature impact test at -40 C and holding the 4.5 mm wall."),
            ("h1", "2. Technological uncertainty"),
            ("p", "Warp in rotomoulded parts comes from differential shrinkage: whichever side of the wall cools "
                  "and crystallizes first pulls the part off the mould locally. Faster cooling makes it worse, but "
                  "we could not find, from the resin supplier or the literature, how internal air cooling and "
                  "internal pressure behave on a 3.7 m hull with 4.5 mm walls, or at which internal air "
                  "temperature hard cooling stops causing warp. Small-tank data did not transfer."),
            ("h1", "3. Method"),
            ("p", "Five cooling variants and one resin variant were run on the production mould, one hull each, "
                  "then the best variant on 10 production hulls. PIAT was logged by a radio probe in the vent, warp "
                  "measured on the checking fixture at 24 h, ARM impact on deck coupons at -40 C."),
            ("h1", "4. Results"),
            ("table", [
                ["Run", "Change", "Cycle", "Max deviation", "ARM -40 C", "Verdict"],
                ["C0", "fans only (baseline)", "41 min", "2.1 mm", "pass", "too slow"],
                ["C1", "outside mist at 6 min", "31 min", "7.4 mm", "pass", "warped"],
                ["C2", "internal air 400 L/min", "35 min", "3.6 mm", "pass", "fail"],
                ["R-MD", "MDPE resin 0.939", "30 min", "2.6 mm", "3 of 5 brittle", "resin out"],
                ["C3", "C2 + 3.5 kPa pressure", "34 min", "1.8 mm", "pass", "too slow"],
                ["C4", "C3 + mist below 110 C PIAT", "31 min", "2.4 mm", "pass", "meets spec"],
            ]),
            ("p", "Production run of C4, 10 hulls: average cycle 31.5 min, worst deviation 2.7 mm, all ARM coupons "
                  "passed."),
            ("h1", "5. Conclusions"),
            ("p", "Outside-only fast cooling warps the hull; the faster-setting MDPE solves cycle time but fails the "
                  "cold impact requirement, so a resin change is not an option for this product. Holding the skin "
                  "on the mould with 3.5 kPa internal pressure removes the warp, and hard cooling is safe once PIAT "
                  "is below 110 C, i.e. after the resin has crystallized. C4 is now the standard cycle for arm 2."),
        ])),
        ("resin_supply_agreement_excerpt.txt", text("""
SUPPLY AGREEMENT - EXCERPT - SCHEDULE C (COMMERCIAL TERMS)
Between Polymeres Laurentiens Ltee ("Supplier") and Beauce Rotomoulage Inc. ("Buyer")

C.1 Products: rotomoulding powders listed in Schedule A, 35 mesh, in 1,000 kg bulk bags.
C.2 Take-or-pay volume: the Buyer commits to 180 tonnes per contract year. Shortfall below 90% of the committed volume is invoiced at 15% of the current list price.
C.3 Pricing is adjusted quarterly on the published ethylene index, with a cap of 6% per quarter.
C.4 Payment terms: Net 45 days from the date of invoice. Overdue amounts bear interest at 1.5% per month.
C.5 Force majeure: neither party is liable for delay caused by events beyond its reasonable control, including cracker outages, rail embargoes and labour disruption at the Supplier's plant.
C.6 Governing law: the laws of the Province of Quebec and the federal laws of Canada applicable therein.
""")),
    ],
)

# ---------------------------------------------------------------------------
# Q03 telehealth video over LEO satellite with scheduled handovers (software, NL) - job posting noise;
#     journal with dates mid-line ("Netem bench 2024-10-07: ..."); emulator CSV with verdict; DOCX pilot
#     summary with headings and a table, the field results only there
# ---------------------------------------------------------------------------
case(
    {
        "name": "satellite_telehealth_video_handover",
        "question": "We need lines 242, 244 and 246 and a logbook for the satellite video work on the telehealth "
                    "carts. Kayla's journal, the emulator results and the December pilot summary are attached; "
                    "ignore the DevOps job posting, it was in the same share.",
        "facts": {
            "242": [["400 ms or less"], ["1 or fewer"], ["every 15 s", "satellite handover"],
                    ["random cross-traffic"]],
            "244": [["FlexFEC"], ["250 ms jitter buffer"], ["handover-aware estimator"], ["L1T3", "temporal layers"]],
            "246": [["4.2 freezes"], ["FEC doesn't fix this"], ["0.6 freezes"], ["385 ms", "0.8 freezes"]],
        },
        "dates": ["2024-10-07", "2024-10-10", "2024-10-17", "2024-10-21", "2024-10-28", "2024-11-06",
                  "2024-11-12", "2024-11-18", "2024-12-13", "2024-12-16"],
        "noise": ["Senior DevOps Engineer", "Water Street office", "dental and vision",
                  "Kubernetes certification"],
        "bindings": [
            {"value": "680 ms", "subject": "B1", "others": ["B2", "B3"]},
            {"value": "720 ms", "subject": "B2", "others": ["B1", "B4"]},
            {"value": "360 ms", "subject": "B4", "others": ["B3", "B0"]},
        ],
    },
    [
        ("video_pipeline_journal.md", text("""
# Video pipeline journal - satellite telehealth carts (project SATV)
Tern Harbour Telehealth Inc., St. John's NL. Kayla M. (lead dev), Omar S. (network).

## Problem and targets
Nurses at coastal Labrador nursing stations use our carts for wound and skin consults with the clinic in St. John's, over LEO satellite internet. Video keeps freezing and then lagging. Our captures show the link does a satellite handover every 15 s: round-trip time steps up 40-80 ms and there is a burst of 1-3% packet loss lasting ~200 ms. Our stack is libwebrtc with the stock congestion controller (GCC). It reads each handover as congestion, cuts the send rate, then takes several seconds to climb back, and the picture turns to mush or freezes.
Targets agreed with the clinic's lead nurse practitioner:
- glass-to-glass latency p95 400 ms or less (a two-way consult feels broken above that)
- video freezes (no new frame for more than 500 ms): 1 or fewer per 10 min
- 720p at 15 fps or better for at least 90% of the call (wound photos need it)
- on a 2.5 Mbps uplink
What we don't know: every GCC tuning we found in papers and forums assumes random cross-traffic congestion, not a delay step on a fixed schedule. We don't know if the estimator can be made to tell a handover from real congestion, or whether FEC or a bigger buffer can hide the bursts without blowing the latency budget.

## Bench setup
Netem emulator replaying 6 h of captured link traces (RTT, loss, handover times); 10 min calls, 5 runs per variant. Latency from a timestamp overlay read by a photodiode at both ends.

## Log
Netem bench 2024-10-07: B0, stock GCC baseline. p95 610 ms, 4.2 freezes per 10 min, send rate collapses to ~300 kbps after most handovers, 720p for only 41% of the call.
Thursday, bench 2024-10-10: B1 (B0 + FlexFEC at 25% overhead): 3.8 freezes, p95 680 ms. The loss bursts are longer than the FEC protects and the overhead eats the bandwidth. FEC doesn't fix this - out.
Netem bench 2024-10-17: B2 (fixed 250 ms jitter buffer instead of the adaptive one): freezes down to 1.9 but p95 720 ms. Just moves the problem into latency. Out.
Omar, 2024-10-21: the handovers happen at fixed seconds past the minute (:12, :27, :42, :57) on this service; confirmed on 3 dishes.
Netem bench 2024-10-28: B3, handover-aware estimator = our patch to GCC's delay-based controller that ignores the delay gradient in a 300 ms window around each predicted handover (loss-based controller untouched). p95 410 ms, 1.3 freezes. Close.
Netem bench 2024-11-06: B4 (B3 + SVC temporal layers, L1T3) gave p95 360 ms, 0.6 freezes per 10 min, 720p 93% of the call. During the handover window the sender drops to the base layer, so a burst only loses enhancement frames. All targets met on the bench.
Shipped 2024-11-12: two carts to the pilot stations with B4 (build 0.9.3).
""")),
        ("netem_runs.csv", text("""
date,variant,description,runs,p95_latency_ms,freezes_per_10min,pct_call_720p,mean_send_kbps,verdict
2024-10-07,B0,stock GCC,5,610,4.2,41,1310,FAIL
2024-10-10,B1,GCC + FlexFEC 25%,5,680,3.8,38,1180,FAIL
2024-10-17,B2,GCC + fixed 250 ms jitter buffer,5,720,1.9,44,1290,FAIL
2024-10-28,B3,handover-aware estimator,5,410,1.3,86,2050,FAIL
2024-11-06,B4,handover-aware estimator + SVC L1T3,5,360,0.6,93,2110,PASS
""")),
        ("pilot_summary_dec2024.docx", docx([
            ("title", "Satellite video pilot - summary"),
            ("p", "Tern Harbour Telehealth Inc. Prepared by Kayla M. for the clinic partners. December 16, 2024."),
            ("h1", "Purpose"),
            ("p", "Check on real satellite links what the bench showed: that a handover-aware congestion controller "
                  "with temporal layers keeps consult video under 400 ms p95 latency with 1 or fewer freezes per "
                  "10 minutes on a 2.5 Mbps uplink."),
            ("h1", "What was tested"),
            ("p", "Two carts running build 0.9.3 (variant B4) at two nursing stations. The pilot ran from "
                  "November 18 to December 13, 2024. Every consult call was logged: latency overlay, freezes, "
                  "resolution per second."),
            ("h1", "Field results"),
            ("table", [
                ["Station", "Calls", "p95 latency", "Freezes per 10 min", "Time at 720p"],
                ["Station A", "27", "378 ms", "0.7", "92%"],
                ["Station B", "19", "394 ms", "0.9", "90%"],
                ["Both", "46", "385 ms", "0.8 freezes", "91%"],
            ]),
            ("p", "On two days of heavy wet snow the dish at Station B lost signal altogether for several minutes. "
                  "Those were outages, not handovers, and are reported separately (4 calls)."),
            ("h1", "What we learned"),
            ("b", "The delay step at a handover is not congestion. Error correction and bigger buffers only trade "
                  "freezes for latency; the controller has to know the handover schedule."),
            ("b", "Dropping to the base temporal layer during the handover window keeps the call smooth at a small "
                  "cost in frame rate for about 300 ms."),
            ("h1", "Next steps"),
            ("p", "Read the handover schedule from the terminal instead of hard-coding the seconds past the minute, "
                  "since the operator may change it."),
        ])),
        ("job_posting_devops_2025.txt", text("""
JOB POSTING - Tern Harbour Telehealth Inc.
We're hiring: Senior DevOps Engineer (permanent, full time)
Location: hybrid - 3 days a week in our Water Street office, St. John's NL.
You will: own our cloud infrastructure, CI/CD pipelines and on-call rotation; harden our HIPAA/PHIPA-grade hosting.
You have: 5+ years with Terraform and a major cloud; Kubernetes certification an asset; French is a plus.
We offer: salary $105k-$125k, RRSP matching, extended health, dental and vision from day one, 4 weeks' vacation.
Apply with a CV to careers@ternharbour.ca. We thank all applicants; only those selected for an interview will be contacted.
""")),
    ],
)

# ---------------------------------------------------------------------------
# Q04 oyster mushroom straw substrate without propane pasteurization (agriculture, BC) - growers'
#     association newsletter noise; 3 files only; notebook with "March 3, 2025" dates; batch workbook with
#     contamination and biological efficiency per batch (the production block result only in the sheet)
# ---------------------------------------------------------------------------
case(
    {
        "name": "oyster_mushroom_straw_cold_lime",
        "question": "Can you turn Jas's substrate notebook and the batch workbook into T661 lines 242, 244, 246 plus "
                    "a logbook? The association newsletter is not project material.",
        "facts": {
            "242": [["5% of bags"], ["75% or more"], ["no propane"], ["7 C well water"]],
            "244": [["hydrated lime"], ["warmed to 20 C"], ["aerobic fermentation"], ["5 min rinse"]],
            "246": [["14.2%"], ["bag pH 9.8", "58%"], ["11.7%"], ["79%", "4.3%"]],
        },
        "dates": ["2025-03-03", "2025-03-05", "2025-03-12", "2025-03-19", "2025-03-21", "2025-03-26",
                  "2025-04-09", "2025-04-11", "2025-04-16", "2025-04-30", "2025-05-14", "2025-05-28"],
        "noise": ["Farmers' market stall fees", "Spring mixer", "Welcome to our new members",
                  "Pesticide applicator course"],
        "bindings": [
            {"value": "14.2%", "subject": "S1", "others": ["S2", "S4"]},
            {"value": "58%", "subject": "S2", "others": ["S1", "S4"]},
            {"value": "79%", "subject": "S4", "others": ["S2", "S0"]},
        ],
    },
    [
        ("substrate_notebook_2025.md", text("""
# Substrate notebook - straw without the boiler
Sumas Mountain Fungi Ltd., Abbotsford BC - Jas D. (grow manager), with Lena K. (owner)

## Why
We grow oyster mushrooms (Pleurotus ostreatus) on chopped wheat straw in 5 kg bags. The straw is pasteurized in a 1,000 L tank of hot water at 70 C for 1 h, heated by a propane burner: about $1,900 of propane a month in winter, 6 h per batch including heat-up, and the burner is at the end of its life. Lena doesn't want to replace it.
Goal: a substrate prep with no propane (no heated pasteurization) that keeps green mould (Trichoderma) contamination to 5% of bags or fewer, biological efficiency (BE = fresh mushrooms over two flushes / dry straw weight) of 75% or more, and spawn run of 18 days or less.
What we don't know: growers use cold lime soaks (hydrated lime, pH above 12) at room temperature, but our only water is 7 C well water in winter, and lime chemistry and spore kill both slow down in the cold. Nobody we asked, including the spawn supplier, could say whether a cold soak at 7 C kills Trichoderma in straw from mixed farms, or how much lime the oyster mycelium tolerates afterwards - more lime should kill more mould but the leftover alkalinity may hold back the spawn.
Every batch: 60 bags, same straw lot where possible, spawn at 6% of wet weight, same grow room. Contaminated bags counted at end of spawn run; BE from harvest weights of 2 flushes.

## Entries
**March 3, 2025** - S0 made: the usual hot water 70 C / 1 h, as the baseline.
**March 5, 2025** - S1 made: hydrated lime 0.5% (w/v) in 7 C well water, straw soaked 18 h, pH 12.4 at start. Drained, bagged.
**March 12, 2025** - S2 made: same as S1 but 1.0% lime.
**March 19, 2025** - S3 made: aerobic fermentation, straw wetted and piled 4 days, turned daily, no lime and no heat. S0 spawn run done (16 days), 2 bags of 60 with green mould.
**March 21, 2025** - S1 spawn run done: 14.2% of bags green (Trichoderma on the cut ends). 0.5% lime in 7 C water doesn't do it; pH had already dropped to 11.1 by the end of the soak.
**March 26, 2025** - S4 made: 0.5% lime again but the soak water warmed to 20 C with the heat pump buffer tank from the tunnel greenhouse, 18 h soak, then a 5 min rinse in fresh water to take the surface lime off.
**April 9, 2025** - S2 spawn run only finished today, 28 days. Very few green bags (1 of 60) but the mycelium crawled. Bag pH 9.8 at spawning. S3 spawn run done: 11.7% contaminated and the pile smelled sour - ruled out, and the neighbours would have complained anyway.
**April 11, 2025** - S4 spawn run done in 16 days, 2 bags green out of 60.
**April 16, 2025** - S0 and S1 harvests finished (2 flushes). Production block P1 made with the S4 method: 300 bags.
**April 30, 2025** - S2 harvests done: BE 58%. Too much lime hurts yield more than it helps - 1.0% ruled out even though it was cleanest.
**May 14, 2025** - S4 harvests done: BE 79%, same as the boiler within noise. The warm water is what makes 0.5% lime work.
**May 28, 2025** - P1 harvest finished. Numbers in the workbook. Propane burner off for substrate from June.
""")),
        ("substrate_batches_2025.xlsx", xlsx([
            ("batches", [
                ["batch", "made", "method", "lime_pct", "soak_water_C", "soak_h", "pH_start", "pH_end_soak",
                 "bags", "contaminated_bags", "contamination", "spawn_run_days", "BE", "verdict", "notes"],
                ["S0", D("2025-03-03"), "hot water 70 C 1 h (propane)", 0, 70, 1, None, None, 60, 2, "3.3%", 16,
                 "81%", "baseline", "the boiler"],
                ["S1", D("2025-03-05"), "cold lime soak", 0.5, 7, 18, 12.4, 11.1, 60, 9, "14.2%", 16, "66%",
                 "FAIL", "Trichoderma on cut ends"],
                ["S2", D("2025-03-12"), "cold lime soak", 1.0, 7, 18, 12.6, 11.9, 60, 1, "1.7%", 28, "58%",
                 "FAIL", "slow spawn run, bag pH 9.8"],
                ["S3", D("2025-03-19"), "aerobic fermentation 4 days", 0, None, None, None, None, 60, 7, "11.7%",
                 21, "63%", "FAIL", "sour smell"],
                ["S4", D("2025-03-26"), "lime soak, warmed water + 5 min rinse", 0.5, 20, 18, 12.5, 12.2, 60, 2,
                 "3.3%", 16, "79%", "PASS", ""],
                ["P1", D("2025-04-16"), "S4 method, production block", 0.5, 20, 18, 12.5, 12.1, 300, 13, "4.3%",
                 17, "77%", "PASS", "propane off from June"],
            ]),
        ])),
        ("fvsga_newsletter_spring2025.txt", text("""
FRASER VALLEY SPECIALTY GROWERS ASSOCIATION - Spring Newsletter

Welcome to our new members: Cedar Row Microgreens, Hatzic Berry Co. and Sumas Mountain Fungi.
Farmers' market stall fees for the summer season are unchanged at $45 per market day; book through the association office.
Spring mixer at the Abbotsford Exhibition Park hall - bring a friend, light supper provided.
Pesticide applicator course (2-day, certificate) in Chilliwack; members get 20% off the course fee.
Reminder: the bulk packaging order closes at the end of the month. Boxes, clamshells and pint baskets at member pricing.
""")),
    ],
)

# ---------------------------------------------------------------------------
# Q05 helical (screw) piles jacked by frost in Lake Agassiz clay (construction, MB) - deck season marketing
#     flyer noise; field log with "Oct 22, 2024" dates; level survey workbook (readings + summary with a
#     verdict column; the torn-sleeve split only in the table); email thread with the geotechnical engineer
#     (the adfreeze uplift estimate lives only there)
# ---------------------------------------------------------------------------
case(
    {
        "name": "helical_pile_frost_jacking_clay",
        "question": "Please draft T661 lines 242, 244 and 246 and a logbook for our frost jacking test piles. "
                    "Tom's field log, the level survey workbook and his emails with Dr. Rao are attached. The "
                    "promo flyer is from marketing; leave it out.",
        "facts": {
            "242": [["6 mm or less"], ["$90 per pile"], ["34 to 56 kN"], ["adfreeze bond"]],
            "244": [["4.5 m"], ["greased PE sleeve"], ["pre-augered", "HDPE pipe sleeve"], ["polyurea"]],
            "246": [["11.2 mm"], ["torn sleeve", "13.5 mm"], ["2.8 mm"], ["scraped to bare steel"]],
        },
        "dates": ["2024-10-02", "2024-10-04", "2024-10-22", "2024-10-24", "2024-11-20", "2024-12-18",
                  "2025-01-22", "2025-02-19", "2025-03-19", "2025-04-16", "2025-04-25", "2025-04-28"],
        "noise": ["Book before March 31", "Free on-site quote", "Lifetime structural warranty",
                  "no concrete, no mess"],
        "bindings": [
            {"value": "11.2 mm", "subject": "P1", "others": ["P0", "P3"]},
            {"value": "9.5 mm", "subject": "P4", "others": ["P3", "P2"]},
            {"value": "2.8 mm", "subject": "P3", "others": ["P2", "P4"]},
        ],
    },
    [
        ("frost_pile_field_log.txt", text("""
RED RIVER HELICAL FOUNDATIONS LTD. - frost jacking test piles - field log
Yard test site, St. Adolphe Road, Winnipeg MB. Tom V. (owner, installer) unless initialled. Heave = rise of the pile cap from the Oct 24 baseline, by level from the deep benchmark (read to 0.5 mm).

Oct 22, 2024 - Installed the test piles, 3 of each variant, all 89 mm galvanized shaft, 254 mm helix, in the yard's fat clay (Lake Agassiz clay, CH):
  P0 = bare shaft, helix at 3.0 m (what we install now)
  P1 = bare shaft, helix at 4.5 m
  P2 = greased PE sleeve (2 mm wall, 2.1 m long) slid over the shaft before screwing it in
  P3 = HDPE pipe sleeve (6 mm wall, 152 mm OD, 2.1 m long) set in a 200 mm pre-augered hole, bentonite-sand backfill around it, shaft screwed down through the sleeve with grease inside it
  P4 = polyurea spray coating (low-friction) on the top 2.1 m of the shaft
Crew did all 15 plus one spare P4 in one day. On the P2 piles two of the sleeves bunched and dragged down about 300 mm as the helix pulled through the clay - P2-b and P2-c, probably torn. P3 took 20 min longer per pile (augering), still 8 piles per crew-day. Pulled the spare P4 back out: coating scraped to bare steel over most of the bottom metre of the coated zone.
Oct 24, 2024 - Baseline survey, all caps. Frost tube installed next to P0-a.
Nov 20, 2024 - Survey. Frost 0.3 m. Nothing moving (all within 0.5 mm).
Dec 18, 2024 - Survey. Frost 0.9 m, almost no snow on the yard (kept it plowed on purpose, worst case). P0 up 4 mm already.
Jan 22, 2025 - Survey. Frost 1.6 m. P0 avg 11 mm, P1 6 mm, P3 1.5 mm.
Feb 19, 2025 - Survey. Frost 2.0 m. P0 avg 16 mm; P2-b and P2-c tracking with bare shaft, P2-a low.
Mar 19, 2025 - Survey. Frost 2.2 m, the deepest. Maximum heave for every pile (see workbook): P0 19.0 mm, P1 11.2 mm, P4 9.5 mm, P3 2.8 mm. Going 1.5 m deeper only took about 40% off - the frozen clay grips harder than the deeper helix holds. The coating is no better than depth.
Apr 16, 2025 - Survey after thaw. Most piles settled back part way, P0 still 7 mm up. P3 back to 0.5 mm.
""")),
        ("pile_level_survey_2024_25.xlsx", xlsx([
            ("readings", [
                ["date", "frost_depth_m", "P0 avg", "P1 avg", "P2-a", "P2-b", "P2-c", "P3 avg", "P4 avg", "by"],
                [D("2024-10-24"), 0, 0, 0, 0, 0, 0, 0, 0, "TV"],
                [D("2024-11-20"), 0.3, 0.5, 0, 0, 0.5, 0, 0, 0.5, "TV"],
                [D("2024-12-18"), 0.9, 4.0, 2.0, 1.0, 3.5, 4.0, 0.5, 2.5, "TV"],
                [D("2025-01-22"), 1.6, 11.0, 6.0, 2.5, 8.5, 9.5, 1.5, 5.5, "JM"],
                [D("2025-02-19"), 2.0, 16.0, 9.0, 3.5, 11.5, 13.0, 2.0, 8.0, "TV"],
                [D("2025-03-19"), 2.2, 19.0, 11.2, 4.6, 13.5, 15.0, 2.8, 9.5, "TV"],
                [D("2025-04-16"), 0, 7.0, 4.0, 1.0, 5.0, 6.0, 0.5, 3.5, "TV"],
            ]),
            ("summary", [
                ["variant", "description", "piles", "max_heave", "added_cost_per_pile", "install_piles_per_day",
                 "verdict", "comment"],
                ["P0", "bare shaft, helix 3.0 m", 3, "19.0 mm", "$0", 8, "FAIL", "current practice"],
                ["P1", "bare shaft, helix 4.5 m", 3, "11.2 mm", "$118", 8, "FAIL", "depth alone not enough"],
                ["P2", "greased PE sleeve 2 mm", 3, "4.6 mm intact / 13.5 mm and 15.0 mm torn", "$38", 8, "FAIL",
                 "torn sleeve on 2 of 3 during install"],
                ["P3", "HDPE pipe sleeve in pre-augered hole", 3, "2.8 mm", "$74", 8, "PASS", ""],
                ["P4", "polyurea coating top 2.1 m", 3, "9.5 mm", "$41", 8, "FAIL",
                 "coating scraped off in install"],
            ]),
        ])),
        ("geotech_email_thread.txt", text("""
From: Tom V. <tom@redriverhelical.ca>
To: Dr. Anika Rao, P.Eng. <arao@prairiegeo.ca>
Sent: Wednesday, October 2, 2024 8:12 AM
Subject: Frost jacking on our screw piles - test plan

Anika,
As discussed: after last winter we have 11 customer decks and two garages where piles to 3.0 m came up 12 to 25 mm. The code answer is "go below frost", but 3.0 m is already below frost here. I want to find something that holds seasonal heave to 6 mm or less through a full winter on our standard 89 mm shaft, adds no more than $90 per pile, and keeps a crew at 8 piles per crew-day. Plan: 5 variants x 3 piles in the yard, surveyed monthly. Anything you'd change?
Tom

From: Dr. Anika Rao, P.Eng.
Sent: Friday, October 4, 2024 4:55 PM
Subject: RE: Frost jacking on our screw piles - test plan

Tom,
The plan is sensible. Two comments. First, the problem is the adfreeze bond between frozen clay and the steel, and nobody has published values for small galvanized shafts in Lake Agassiz clay; for large piles we design with 60 to 100 kPa. On an 89 mm shaft through 2 m of frost that is 34 to 56 kN of uplift, which is more than I'd expect a single helix at 3 m to resist in soft clay once it has been disturbed. So deeper may help but I would not bet on it alone. Second, whatever goes on the shaft has to survive being screwed through 2 m of clay - test that, don't assume it. Keep the yard plowed so you get the worst case.
Anika

From: Tom V.
Sent: Friday, April 25, 2025 7:30 AM
Subject: Frost jacking results - winter 2024-25

Anika,
Workbook attached. Short version: bare shaft 19 mm, helix at 4.5 m 11.2 mm, coating 9.5 mm (it gets scraped to bare steel going in), thin PE sleeve torn on 2 of 3 piles, and the intact one did 4.6 mm. The HDPE pipe sleeve in a pre-augered hole held 2.8 mm at the deepest frost, $74 a pile and still 8 piles a day. I'd like to make P3 our standard for decks and sunrooms. Can you sign off?
Tom

From: Dr. Anika Rao, P.Eng.
Sent: Monday, April 28, 2025 1:14 PM
Subject: RE: Frost jacking results - winter 2024-25

Tom - agreed, the numbers make the case: the sleeve works because it breaks the adfreeze bond entirely, and the thin sleeve and the coating fail because they don't survive installation. I'll stamp a standard detail for P3. One winter on one site, so keep surveying two of the P3 piles next winter.
Anika
""")),
        ("deck_season_promo_flyer.md", text("""
# Deck season is coming - get your piles in before the rush!

**Red River Helical Foundations** - Winnipeg's screw pile specialists since 2009.

- Installed in as little as one day: no concrete, no mess, no waiting for cure.
- Build your deck the same week.
- Lifetime structural warranty on every pile we install.
- Free on-site quote anywhere in Winnipeg and surrounding RMs.

**Spring special:** Book before March 31 and save 10% on decks, sunrooms and garage packages.
Call or text 204-555-0183 | Follow us on Facebook for project photos.
""")),
    ],
)

# ---------------------------------------------------------------------------
# Q06 wood chip boiler clinkering on bark-heavy FireSmart chips (energy, YT) - chip supplier invoice PDF
#     noise; operator log with "06-Jan-2025" dates; trial workbook with runs + ash analysis sheet (the ash
#     deformation temperature only in the sheet); DOCX report with headings and a results table
# ---------------------------------------------------------------------------
case(
    {
        "name": "chip_boiler_bark_clinker",
        "question": "Draft the SR&ED lines 242, 244 and 246 and a dated logbook for the boiler clinker trials, "
                    "please. The operator log, the trials workbook and Ruth's April report are attached. There's "
                    "also a chip invoice in the folder - that's just accounts payable.",
        "facts": {
            "242": [["14 days or more"], ["200 ppm or less"], ["$6 per tonne"], ["1,060 C", "ash deformation"]],
            "244": [["45% primary air"], ["flue gas recirculation"], ["kaolin"], ["grate stroke"]],
            "246": [["640 ppm"], ["$11 per tonne"], ["17 days"], ["21 days"]],
        },
        "dates": ["2025-01-06", "2025-01-09", "2025-01-10", "2025-01-15", "2025-01-16", "2025-01-25",
                  "2025-01-27", "2025-02-08", "2025-02-10", "2025-02-27", "2025-03-03", "2025-03-24",
                  "2025-04-04"],
        "noise": ["live-floor trailer", "Fuel surcharge", "Remit by e-transfer", "Moisture penalty"],
        "bindings": [
            {"value": "640 ppm", "subject": "G1", "others": ["G2", "G4"]},
            {"value": "12 days", "subject": "G3", "others": ["G4", "G2"]},
            {"value": "17 days", "subject": "G4", "others": ["G3", "G2"]},
        ],
    },
    [
        ("boiler_operator_log.txt", text("""
KLUANE BIOMASS HEAT LTD. - 500 kW chip boiler (school / arena / hall loop) - operator log, clinker trials
Haines Junction YT. Operators: Wes T., Carla J. Engineering: Ruth A.

06-Jan-2025 07:30 WT - G0 baseline run started after de-clinkering. Fuel: FireSmart fuel-break chips (whole-tree black spruce, bark and needles in). Primary air 60%, grate stroke every 90 s. Bed temp reading 1,120 C. CO 120 ppm.
09-Jan-2025 02:10 WT - Clinker across the back third of the grate, ash auger jammed. Forced shutdown, 3 days of running. Outside -41 C; loop on the oil backup for 7 h while we broke it out. This is the 6th time since November.
10-Jan-2025 CJ - G1 started: 45% primary air (down from 60%), secondary up to match, to run the bed cooler. Bed 1,040 C. CO all over the place, 640 ppm average for the run, smoke at the stack on startup.
15-Jan-2025 CJ - G1 clinker shutdown after 5 days. Longer, but CO is three times our permit number. G1 is not an option.
16-Jan-2025 RA - G2: flue gas recirculation, 15% of the flue gas ducted back into the primary air (damper and small fan fitted over the weekend). Back to 60% primary. Bed 1,010 C, CO 150 ppm.
25-Jan-2025 WT - G2 clinker shutdown after 9 days. Clinker smaller and softer, broke out in 2 h.
27-Jan-2025 RA - G3: G0 air settings (no FGR) + kaolin at 1% of fuel mass, dosed onto the fuel conveyor from a small hopper. Idea: kaolin binds the potassium so the ash melts hotter.
08-Feb-2025 CJ - G3 shutdown after 12 days. Ash bin filling 30% faster, kaolin delivered to Haines Junction works out to $11 per tonne of fuel. Works, but costs too much and the ash handling can't keep up.
10-Feb-2025 RA - G4: FGR as G2 + grate stroke every 45 s instead of 90 s, so ash spends half the time on the hot part of the grate.
27-Feb-2025 WT - G4 planned stop after 17 days for inspection, not forced. Small loose clinker at the ash drop only. CO averaged 170 ppm, efficiency 82% on the heat meter vs fuel scale.
03-Mar-2025 CJ - G4 repeat started.
24-Mar-2025 CJ - G4 repeat stopped at 21 days for the spring service. Grate clean enough to have kept going.
""")),
        ("clinker_trials_2025.xlsx", xlsx([
            ("runs", [
                ["run", "start", "stop", "days_running", "stop_type", "primary_air_pct", "FGR_pct",
                 "grate_stroke_s", "additive", "bed_temp_C", "CO_ppm_avg", "efficiency_pct", "verdict"],
                ["G0", D("2025-01-06"), D("2025-01-09"), 3, "forced - clinker", 60, 0, 90, "none", 1120, 120, 81,
                 "FAIL"],
                ["G1", D("2025-01-10"), D("2025-01-15"), 5, "forced - clinker", 45, 0, 90, "none", 1040, 640, 76,
                 "FAIL - CO"],
                ["G2", D("2025-01-16"), D("2025-01-25"), 9, "forced - clinker", 60, 15, 90, "none", 1010, 150, 81,
                 "FAIL"],
                ["G3", D("2025-01-27"), D("2025-02-08"), 12, "forced - clinker", 60, 0, 90, "kaolin 1%", 1110, 130,
                 80, "FAIL - cost"],
                ["G4", D("2025-02-10"), D("2025-02-27"), 17, "planned", 60, 15, 45, "none", 1000, 170, 82, "PASS"],
                ["G4-R", D("2025-03-03"), D("2025-03-24"), 21, "planned", 60, 15, 45, "none", 1005, 165, 82,
                 "PASS"],
            ]),
            ("ash", [
                ["sample", "fuel", "ash_pct_dry", "K2O_in_ash_pct", "ash_deformation_temp", "lab"],
                ["FS-1", "FireSmart whole-tree chips", 3.4, 11.8, "1,060 C", "sampled at G0 start"],
                ["CL-1", "clean sawmill chips (reference)", 0.8, 6.1, "1,240 C", "supplier data"],
            ]),
        ])),
        ("clinker_trials_report.docx", docx([
            ("title", "Burning FireSmart chips without clinker - winter 2025 grate trials"),
            ("p", "Kluane Biomass Heat Ltd. Prepared by Ruth A., engineer. April 4, 2025."),
            ("h1", "Summary"),
            ("p", "Flue gas recirculation plus a faster grate stroke lets the boiler run 17 to 21 days on "
                  "FireSmart chips between stops, against 3 days before, with CO and efficiency inside our limits "
                  "and no additive."),
            ("h1", "Background and targets"),
            ("p", "Since November the boiler burns chips from the community FireSmart fuel-break thinning: whole "
                  "black spruce with bark and needles, 3.4% ash, against 0.8% for the clean chips the boiler was "
                  "sold for. The ash melts on the grate and forms clinker that forces a shutdown every few days. "
                  "Targets: 14 days or more between de-clinkering stops, CO 200 ppm or less (our permit), "
                  "efficiency of 80% or more, at most $6 per tonne of fuel for any additive or treatment, and "
                  "100% thinning chips, since no clean chips can be had locally."),
            ("h1", "Technological uncertainty"),
            ("p", "The boiler maker's limit is 1.5% ash and they had no guidance for this fuel. The ash deformation "
                  "temperature of the thinning chips is lower than the bed temperature we normally run, but we did "
                  "not know whether the bed could be cooled enough without CO going out of permit, whether an "
                  "additive could be afforded this far north, or whether moving the ash off the hot zone faster "
                  "would matter at all."),
            ("h1", "Trials"),
            ("table", [
                ["Run", "Change from G0", "Days to stop", "CO avg", "Outcome"],
                ["G0", "baseline, 60% primary air, stroke 90 s", "3", "120 ppm", "clinker"],
                ["G1", "45% primary air", "5", "640 ppm", "CO out of permit"],
                ["G2", "flue gas recirculation 15%", "9", "150 ppm", "clinker"],
                ["G3", "kaolin 1% of fuel", "12 days", "130 ppm", "$11 per tonne, ash handling"],
                ["G4", "FGR 15% + grate stroke 45 s", "17 days", "170 ppm", "planned stop"],
                ["G4 repeat", "same as G4", "21 days", "165 ppm", "planned stop"],
            ]),
            ("h1", "What we learned"),
            ("b", "Starving the bed of primary air cools it but the CO goes out of permit, so air staging alone is "
                  "ruled out on this grate."),
            ("b", "Kaolin works chemically but at $11 per tonne delivered, and with the extra ash, it is not "
                  "affordable here."),
            ("b", "Clinker needs both heat and time: FGR lowers the bed temperature without starving combustion, "
                  "and halving the grate stroke interval halves the time the ash spends hot. Neither alone reached "
                  "14 days; together they did twice."),
            ("h1", "Next winter"),
            ("p", "Keep G4 as the standard setting and log whether longer runs hold when the moisture of the chips "
                  "rises in the spring piles."),
        ])),
        ("chip_supply_invoice_YC-2207.pdf", pdf([
            ("title", "Yukon Chip & Haul Ltd. - Invoice YC-2207"),
            ("p", "Bill to: Kluane Biomass Heat Ltd., Haines Junction YT. Invoice date: January 31, 2025. "
                  "Terms: 30 days."),
            ("table", [
                ["Date", "Description", "Qty", "Rate", "Amount"],
                ["Jan 8", "Bulk chip delivery, live-floor trailer (green tonnes)", "32.4", "$68.00", "$2,203.20"],
                ["Jan 22", "Bulk chip delivery, live-floor trailer (green tonnes)", "30.9", "$68.00", "$2,101.20"],
                ["", "Fuel surcharge 4%", "", "", "$172.18"],
                ["", "Moisture penalty credit (load 2 over 45%)", "", "", "-$84.00"],
                ["", "GST 5%", "", "", "$219.63"],
                ["", "Total due", "", "", "$4,612.21"],
            ]),
            ("p", "Remit by e-transfer to ar@yukonchiphaul.ca or by cheque. Thank you for your business."),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# Q07 injection-moulded lattice nasopharyngeal swab (medical device, ON) - cleanroom garment service
#     agreement DOCX noise; notebook with "2024-09-16 Mon" dates; bench CSV with verdict; contract lab
#     design verification PDF holding the qPCR equivalence and the aged-sample retest (only there)
# ---------------------------------------------------------------------------
case(
    {
        "name": "moulded_lattice_nasal_swab",
        "question": "Can you prepare lines 242, 244, 246 and a logbook for the moulded swab tip project? Attached: "
                    "Nadia's dev notebook, the uptake/release bench sheet and the DVT report from the lab. The "
                    "garment laundry agreement is unrelated.",
        "facts": {
            "242": [["100 µL or more"], ["85% or more"], ["within 1.0 Ct"], ["hydrophobic"]],
            "244": [["0.30 mm struts"], ["TPE overmould"], ["atmospheric plasma"], ["0.5 mm deep"]],
            "246": [["61%"], ["short shots"], ["124 µL"], ["difference 0.4 Ct", "0.4 Ct"]],
        },
        "dates": ["2024-09-16", "2024-09-18", "2024-09-25", "2024-10-02", "2024-10-04", "2024-10-09",
                  "2024-10-10", "2024-11-08", "2024-12-04"],
        "noise": ["garment laundering", "Lost garment replacement fee", "weekly pickup and delivery",
                  "successive one-year terms"],
        "bindings": [
            {"value": "62 µL", "subject": "T1", "others": ["T2", "T4"]},
            {"value": "61%", "subject": "T2", "others": ["T4", "T1"]},
            {"value": "124 µL", "subject": "T4", "others": ["T2", "T3"]},
        ],
    },
    [
        ("swab_dev_notebook.txt", text("""
BAYFRONT MEDFORM INC. - development notebook - moulded NP swab tip (project SW-1)
Hamilton ON. Nadia H. (R&D engineer). Witness: Colin P. (QA).

Goal: replace the imported flocked nylon nasopharyngeal swab (about $0.31 each) with a one-piece injection-moulded polypropylene swab whose tip is a fine lattice, for under $0.09 each on our own presses. To be a drop-in for the labs it has to:
- pick up 100 µL or more of sample (flocked control: ~110 µL in our rig)
- release 85% or more of it into 3 mL of transport medium after a 10 s swirl
- give qPCR results within 1.0 Ct of the flocked swab on contrived samples
- bend 90 degrees three times without the tip cracking, and snap cleanly at the 80 mm breakpoint at 15 N or less
Why it is not straightforward: a flocked swab works because millions of short fibres wick fluid between them and let it go again. A moulded lattice has to hold fluid by capillary action in its pores, but polypropylene is hydrophobic (water contact angle ~95 degrees), and the struts we need are at the limit of what fills in a mould. The 3D-printed lattice swabs from 2020 were resin-printed with a different surface; we found no design rules for a moulded lattice - pore size, strut size and surface energy all pull in different directions between picking fluid up and letting it go.
Bench method: tip dipped 5 s in 37 C mucus simulant (2% polyethylene oxide), weighed before/after = uptake; swirled 10 s in 3 mL medium, weighed again = release %. 10 swabs per variant.

2024-09-16 Mon - T1 and T2 inserts cut, moulded on the 60 t press. T1 = open lattice, 0.45 mm struts, 0.6 mm pores. T2 = dense lattice, 0.30 mm struts, 0.25 mm pores. Both PP.
2024-09-18 Wed - Bench: T1 62 µL uptake - pores too big to hold anything, fluid runs off. T2 118 µL uptake but release 61% - the fine pores hold it and the PP won't let it go.
2024-09-25 Wed - T3: TPE overmould on the T2 lattice geometry (softer, slightly more wettable TPE). 16-cavity trial: short shots in 6 of 16 cavities, the 0.30 mm struts only half-filled. Would need hotter mould and faster injection than the TPE can stand. TPE at this strut size ruled out.
2024-10-02 Wed - T4: T2 geometry in PP + atmospheric plasma treatment of the tips (in-line torch, 2 passes). Contact angle 95 -> 28 degrees.
2024-10-04 Fri - Bench T4: 124 µL uptake, release 88%. First variant to meet both. Breakpoint: notch 0.5 mm deep at 80 mm, breaks at 9.2 N; bend test 10/10 passed.
2024-10-09 Wed - 200 T4 swabs + 200 flocked controls shipped to the contract lab for DVT.
2024-12-04 Wed - Lab report (8 Nov) is in: equivalent on qPCR. Aged-surface retest from the lab too: plasma effect fades a bit but stays in spec at 8 weeks. T4 frozen as the design for the Class II licence application to Health Canada.
""")),
        ("uptake_release_bench.csv", text("""
test_date,variant,lattice,strut_mm,pore_mm,material,surface,n,uptake_uL_mean,release_pct_mean,breakpoint_N,verdict,note
2024-09-18,T1,open,0.45,0.6,PP,as moulded,10,62,93,9.0,FAIL,62 µL - fluid runs off
2024-09-18,T2,dense,0.30,0.25,PP,as moulded,10,118,61,9.1,FAIL,release 61% - fluid trapped
2024-09-25,T3,dense,0.30,0.25,TPE overmould,as moulded,0,,,,FAIL,short shots 6 of 16 cavities - not tested
2024-10-04,T4,dense,0.30,0.25,PP,atmospheric plasma,10,124,88,9.2,PASS,124 µL / 88%
2024-10-04,flocked,control,,,nylon flock,,10,111,90,,REF,imported control
""")),
        ("DVT_report_SW-114.pdf", pdf([
            ("title", "Design Verification Test Report SW-114"),
            ("p", "Client: Bayfront MedForm Inc., Hamilton ON. Laboratory: Niagara Bioanalytical Services Inc. "
                  "Samples received 10 Oct 2024. Report date 8 Nov 2024."),
            ("h1", "1. Scope"),
            ("p", "Verify that the moulded lattice swab, variant T4 (polypropylene, atmospheric plasma treated), "
                  "performs equivalently to the client's current flocked nylon swab: qPCR recovery on contrived "
                  "samples, mechanical breakpoint and flex, and uptake/release after accelerated surface ageing."),
            ("h1", "2. Methods"),
            ("p", "Contrived samples: inactivated respiratory virus spiked at 3 levels into simulated nasal matrix; "
                  "n = 30 swabs per arm per level, eluted in 3 mL transport medium, extracted and run by RT-qPCR. "
                  "Mechanical: breakpoint force at 80 mm, 90 degree flex x 3 (n = 30). Ageing: 8 weeks real time "
                  "at 25 C then uptake and release per client method."),
            ("h1", "3. Results"),
            ("table", [
                ["Test", "T4 moulded", "Flocked control", "Criterion", "Result"],
                ["Mean Ct, mid level", "27.9", "27.5", "within 1.0 Ct", "difference 0.4 Ct - pass"],
                ["Mean Ct, low level", "31.6", "31.0", "within 1.0 Ct", "pass"],
                ["Breakpoint force", "9.4 N", "n/a", "15 N or less", "pass"],
                ["Flex 90 deg x 3", "30/30 intact", "30/30 intact", "no cracking", "pass"],
                ["Uptake after 8 weeks", "119 uL", "-", "100 uL or more", "pass"],
                ["Release after 8 weeks", "86%", "-", "85% or more", "pass"],
            ]),
            ("h1", "4. Conclusion"),
            ("p", "Variant T4 met all acceptance criteria. The largest qPCR difference was 0.6 Ct at the low "
                  "level. Plasma-treated surfaces lost part of their wettability on ageing (contact angle 28 to "
                  "41 degrees) but uptake and release remained within the criteria."),
        ])),
        ("cleanroom_garment_service_agreement.docx", docx([
            ("title", "Service Agreement - Cleanroom Garment Laundering"),
            ("p", "Between CleanWear Services Ontario Inc. (the Provider) and Bayfront MedForm Inc. (the Customer)."),
            ("h1", "1. Services"),
            ("p", "The Provider will supply and process coveralls, hoods and boot covers for the Customer's "
                  "controlled area: garment laundering, inspection, folding and bagging, with weekly pickup and "
                  "delivery at the Customer's dock."),
            ("h1", "2. Fees"),
            ("p", "Per-garment processing fees are set out in Schedule 1. Lost garment replacement fee: $68 per "
                  "coverall, $22 per hood."),
            ("h1", "3. Term"),
            ("p", "Initial term of one year, which auto-renews for successive one-year terms unless either party "
                  "gives 60 days' written notice."),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# Q08 filter-pressing gold mill tailings for dry stacking (mining process, ON) - assay lab fee schedule CSV
#     noise; shift notes with "June 10 (Tue)" headings (year in the header); press cycle workbook with a
#     cloth sheet (the cloth result only there); email thread with the mill metallurgist ("Thu, 3 Jul 2025")
# ---------------------------------------------------------------------------
case(
    {
        "name": "gold_tailings_filter_cake_moisture",
        "question": "Please write T661 lines 242, 244, 246 and a logbook for the filtered tailings pilot at the "
                    "Kamiskotia mill. Shift notes, the press cycle workbook and the email thread with Marie-Eve are "
                    "attached. The assay fee schedule got exported with them by mistake.",
        "facts": {
            "242": [["15% w/w or less"], ["12 min or less"], ["100 mg/L or less"], ["38% passing 10 µm", "sericite"]],
            "244": [["40 g/t"], ["membrane squeeze"], ["polyamine coagulant"], ["monofilament"]],
            "246": [["20.5%"], ["16.9%"], ["14.3%"], ["permeability down 40%"]],
        },
        "dates": ["2025-06-04", "2025-06-09", "2025-06-10", "2025-06-12", "2025-06-17", "2025-06-18",
                  "2025-06-19", "2025-06-23", "2025-06-27", "2025-07-02", "2025-07-03", "2025-07-08",
                  "2025-07-10"],
        "noise": ["Fire assay, 30 g", "Rush surcharge", "Pulp storage per month", "Sample disposal after 90 days"],
        "bindings": [
            {"value": "20.5%", "subject": "F1", "others": ["F0", "F3"]},
            {"value": "17.2%", "subject": "F2", "others": ["F3", "F2H"]},
            {"value": "14.3%", "subject": "F3", "others": ["F2", "F1"]},
        ],
    },
    [
        ("pilot_press_shift_notes.md", text("""
# Filtered tailings pilot - shift notes (2025)
Porcupine Dewatering Solutions Inc. (Timmins ON) at the Kamiskotia gold mill. Pilot membrane filter press, 470 mm plates, 40 mm chambers, fed from thickener underflow (58% solids). Crew: Dale R., Sunita G.; process lead Ben O.

**Why we're here.** The mill wants to stop putting slurry in the tailings pond and dry-stack filtered tailings instead. The stack design (geotech) needs cake at 15% w/w or less moisture so it can be spread and compacted; two full-size presses have to keep up with 1,800 t/d, which means a press cycle of 12 min or less; filtrate goes back to process water, so 100 mg/L or less suspended solids. Their tailings are fine and clayey: 38% passing 10 µm, with sericite and chlorite. The vendor's lab test on a sample from 2022 ore said 19-22% moisture and nobody could tell us which lever would get below 15: flocculant makes fast-draining flocs but they hold water and squash; squeeze and air blow are unknowns on a clay cake this fine; and anything that helps filtration may blind the cloth over hundreds of cycles.

### June 9 (Mon)
Press set up, calibration cycles on water. Cake moisture by oven (105 C, 24 h) on 3 cores per cake, filtrate TSS by the mill lab.

### June 10 (Tue) - F0
No reagent, 7 bar feed, no squeeze. Cake 21.8%, cycle 16 min, cake sticky, came off the cloth in slabs. That's the starting point.

### June 12 (Thu) - F1
Anionic flocculant at 40 g/t (same product as the thickener). Fast fill, cycle 11 min. But cake 20.5% - flocs hold the water and the cake is soft. Flocculant alone won't get us there.

### June 17 (Tue) - F2
No flocculant. Membrane squeeze at 15 bar for 3 min after filling. Cake 17.2%, cycle 14 min. Squeeze is doing most of the work so far.

### June 18 (Wed) - F2H
Same as F2 but squeeze at 20 bar (vendor says the membranes are rated 16 bar - ran 5 cycles only, with their OK). Five more bar for only 0.3 points off the cake moisture (numbers in the workbook). Squeeze pressure is not the lever; back to 15 bar.

### June 19 (Thu) - F3
Polyamine coagulant 150 g/t in the feed line (no flocculant) + membrane squeeze 15 bar 3 min + air blow 6 bar 2 min. Cake 14.3%, cycle 11.5 min, filtrate 45 mg/L TSS. Cake drops clean. All three targets on single cycles.

### June 23 (Mon)
F3 endurance run started: 300 cycles on the original multifilament PP cloth, around the clock.

### June 27 (Fri)
Endurance done. Cloth permeability down 40% by the last cycles (water flux test) and cake crept to 15.8%. Coagulated fines are blinding the multifilament weave.

### July 2 (Wed)
Monofilament PP cloth fitted (vendor sample) and F3 endurance restarted, 300 cycles.

### July 8 (Tue)
Done: permeability down 8% after 300 cycles on monofilament, cake 14.6% average over the last 50 cycles, cycle 11.6 min.
""")),
        ("press_cycles_2025.xlsx", xlsx([
            ("cycles", [
                ["date", "test", "flocculant_g_t", "coagulant_g_t", "feed_bar", "squeeze_bar", "squeeze_min",
                 "air_blow", "cloth", "cycles", "cake_moisture", "cycle_min", "filtrate_TSS_mg_L", "verdict"],
                [D("2025-06-10"), "F0", 0, 0, 7, 0, 0, "none", "multifilament", 6, "21.8%", 16, 80, "FAIL"],
                [D("2025-06-12"), "F1", 40, 0, 7, 0, 0, "none", "multifilament", 6, "20.5%", 11, 140, "FAIL"],
                [D("2025-06-17"), "F2", 0, 0, 7, 15, 3, "none", "multifilament", 6, "17.2%", 14, 70, "FAIL"],
                [D("2025-06-18"), "F2H", 0, 0, 7, 20, 3, "none", "multifilament", 5, "16.9%", 14, 70,
                 "FAIL - over membrane rating"],
                [D("2025-06-19"), "F3", 0, 150, 7, 15, 3, "6 bar 2 min", "multifilament", 6, "14.3%", 11.5, 45,
                 "PASS"],
            ]),
            ("cloth", [
                ["start", "end", "test", "cloth", "cycles", "permeability_change", "cake_moisture_last_50",
                 "cycle_min", "verdict"],
                [D("2025-06-23"), D("2025-06-27"), "F3 endurance", "multifilament PP", 300, "-40%", "15.8%", 11.9,
                 "FAIL - blinding"],
                [D("2025-07-02"), D("2025-07-08"), "F3 endurance", "monofilament PP", 300, "-8%", "14.6%", 11.6,
                 "PASS"],
            ]),
        ])),
        ("metallurgy_email_thread.txt", text("""
From: Marie-Eve Tremblay <metallurgy@kamiskotiagold.ca>
To: Ben O. <ben@porcupinedewatering.ca>
Date: Wed, 4 Jun 2025 10:05
Subject: Pilot press - what we need from it

Ben,
For the record before you start: the geotech's stack design is built on 15% w/w or less moisture; above that it won't compact and we can't stack in the shoulder seasons. Cycle 12 min or less is what makes two presses enough. Filtrate TSS 100 mg/L or less or it goes back to the thickener and we're chasing our tails. Please don't use more flocculant than the thickener already adds without asking - we already see it in the filtrate.
Marie-Eve

From: Ben O.
Date: Thu, 3 Jul 2025 16:40
Subject: RE: Pilot press - what we need from it

Marie-Eve,
Interim: with polyamine coagulant 150 g/t, 15 bar membrane squeeze and a 2 min air blow (F3) we're at 14.3% and 11.5 min on single cycles. The endurance run on the original multifilament cloth didn't hold: permeability down 40% after 300 cycles and moisture back over 15. Monofilament cloth went in yesterday; results early next week. For the record the flocculant route is dead: F1 gave 20.5% even though it filled fastest. And 20 bar squeeze only bought 0.3 points, past the membrane rating, so that's out too.
Ben

From: Ben O.
Date: Thu, 10 Jul 2025 09:12
Subject: RE: Pilot press - what we need from it - final

Marie-Eve,
Monofilament endurance: 300 cycles, permeability down only 8%, 14.6% moisture, 11.6 min cycle, filtrate under 50 mg/L. That's the recipe for the full-size press spec: coagulant, not flocculant; squeeze at 15 bar; air blow; monofilament cloth. Report to follow.
Ben
""")),
        ("assay_lab_fee_schedule_2025.csv", text("""
code,service,unit,price_cad,notes
FA-30,"Fire assay, 30 g, AA finish",sample,32.50,
FA-50,"Fire assay, 50 g, gravimetric finish",sample,41.00,
PREP-1,Crush to 70% passing 2 mm and pulverize 250 g,sample,12.75,
ICP-34,34-element ICP-OES four-acid digest,sample,28.00,
RUSH,Rush surcharge (48 h turnaround),percent,50,on total
STOR,Pulp storage per month,box,4.00,first 60 days free
DISP,Sample disposal after 90 days,sample,0.50,unless return is requested
""")),
    ],
)

# ---------------------------------------------------------------------------
# Q09 grey mould on interior spruce seedlings in freezer storage (forestry, BC) - stock catalogue PDF
#     noise; DOCX plan + results with headings and a treatment table; cooler log with yearless "Tue Nov 19"
#     dates spanning two years; thaw assessment CSV with verdict (RGC values only there and in the docx)
# ---------------------------------------------------------------------------
case(
    {
        "name": "spruce_seedling_storage_grey_mould",
        "question": "I need lines 242, 244 and 246 and a logbook for the grey mould storage trial. Attached are "
                    "Harpreet's trial document, the cooler log and the April thaw assessment. The stock catalogue "
                    "is our sales piece, not part of the project.",
        "facts": {
            "242": [["2% or less"], ["20 new roots"], ["$4 per thousand"], ["desiccation injury"]],
            "244": [["UV-C"], ["1.6 g/g"], ["breathable liner", "microperforated"], ["Clonostachys rosea"]],
            "246": [["2.5%"], ["needle bronzing"], ["1.4%"], ["no better than M3"]],
        },
        "dates": ["2024-11-12", "2024-11-19", "2024-11-21", "2024-12-17", "2025-01-21", "2025-02-18",
                  "2025-04-01", "2025-04-04", "2025-04-11", "2025-04-22"],
        "noise": ["Sow-to-order deposit", "Minimum order 5,000 seedlings", "Delivery by reefer truck",
                  "Styroblock sizes"],
        "bindings": [
            {"value": "7.9%", "subject": "M2", "others": ["M3", "M1"]},
            {"value": "3.1%", "subject": "M3", "others": ["M4", "M5"]},
            {"value": "1.4%", "subject": "M4", "others": ["M3", "M0"]},
        ],
    },
    [
        ("storage_mould_trial.docx", docx([
            ("title", "Freezer storage grey mould trial - interior spruce PSB 410, winter 2024-25"),
            ("p", "Nechako Seedlings Ltd., Vanderhoof BC. Prepared by Harpreet S., nursery manager. Plan written "
                  "November 12, 2024; results added April 22, 2025."),
            ("h1", "Background"),
            ("p", "We lift interior spruce container seedlings in November and hold them boxed in the freezer at "
                  "-2 C until spring planting, 20 weeks or more. Grey mould (Botrytis cinerea) spreads in the boxes "
                  "over the winter and we cull the damaged seedlings at thaw. Until now we have relied on a "
                  "chlorothalonil spray a week before lifting, which is being phased out for forest nurseries."),
            ("h1", "Targets"),
            ("b", "Grey mould damage on 2% or less of seedlings at thaw (today with chlorothalonil: about 2-3%)."),
            ("b", "Root growth capacity (RGC): at least 20 new roots longer than 1 cm per seedling after 7 days "
                  "in the growth room, the licensee's acceptance standard."),
            ("b", "No chlorothalonil, and at most $4 per thousand seedlings in added cost."),
            ("h1", "Uncertainty"),
            ("p", "Botrytis needs free water on the foliage, so drying the shoots before boxing should help, but "
                  "nobody has established how far interior spruce in this stock type can be dried before storage "
                  "without desiccation injury or a loss of root growth at planting. UV-C treatment is used on "
                  "fruit; its effect on conifer needles going into long frozen storage is not known. A biological "
                  "control agent is registered but untested at -2 C. The box liner holds humidity in, and whether "
                  "a liner that breathes dries the seedlings too much over 20 weeks is also unknown."),
            ("h1", "Treatments"),
            ("table", [
                ["Code", "Treatment", "Boxes"],
                ["M0", "chlorothalonil spray one week before lifting (current practice)", "8"],
                ["M1", "untreated control", "8"],
                ["M2", "UV-C 1.0 kJ/m2 on the lifting conveyor", "8"],
                ["M3", "shoots dried 48 h in the cooler (fans, 2 C) to shoot water content 1.6 g/g", "8"],
                ["M4", "M3 + breathable liner (microperforated) instead of the waxed poly liner", "8"],
                ["M5", "M3 + Clonostachys rosea spray before boxing", "8"],
            ]),
            ("h1", "Assessment"),
            ("p", "At thaw every seedling in 4 boxes per treatment scored for grey mould (any needle or stem "
                  "lesion with sporulation). RGC on 30 seedlings per treatment, 7 days in the growth room."),
            ("h1", "Results (added April 22, 2025)"),
            ("p", "Untreated seedlings had 11.6% grey mould, so the disease pressure was real. UV-C only brought "
                  "mould down to 7.9% and left needle bronzing on 15% of the seedlings; it is ruled out. Drying "
                  "the shoots to 1.6 g/g (M3) took mould to 3.1% with RGC still above 20. The biological spray on "
                  "top of drying (M5) was no better than M3 and costs $9.50 per thousand, so it is dropped. Drying "
                  "plus the breathable liner (M4) gave 1.4% mould, better than chlorothalonil, with RGC 25."),
            ("h1", "Conclusion"),
            ("p", "Free water in the box, not the absence of fungicide, drives grey mould in frozen storage. M4 "
                  "replaces chlorothalonil for the 2025 lift at about $2.60 per thousand (liner premium and fan "
                  "power)."),
        ])),
        ("cooler_log.md", text("""
# Cooler / freezer log - PSB 410 Sx storage trial (winter 2024-25)
Nechako Seedlings, freezer 2. Logger reads every 30 min; entries by HS (Harpreet) and JB (Jordan, night grower).

- **Tue Nov 12** - M0 blocks sprayed, chlorothalonil, label rate. 4 C, dry, calm. (JB)
- **Tue Nov 19** - Lifting day, Sx PSB 410 seedlot 61322. M2 blocks run under the UV-C lamp bar on the conveyor (1.0 kJ/m2 by the radiometer). M3, M4 and M5 seedlings into the cooler on racks with fans, 2 C, for 48 h drying. (HS)
- **Thu Nov 21** - Shoot water content of the dried batch 1.6 g/g (10 seedlings, oven dry); undried M0/M1 at 2.3 g/g. M5 sprayed with Clonostachys rosea. All 48 boxes packed (waxed poly liners, except M4 in the microperforated liners) and into freezer 2 at -2 C. (HS)
- **Tue Dec 17** - Logger check: -2.1 C mean, range -2.6 to -1.7. No alarms. (JB)
- **Tue Jan 21** - Logger check: -2.0 C mean. One door-open alarm 12 min. (JB)
- **Tue Feb 18** - Logger check: -2.0 C mean. Opened one spare M4 box: seedlings look normal, not dry. (HS)
- **Tue Apr 1** - Boxes to the thaw room, 2 C. (HS)
- **Fri Apr 4** - Thawed. Mould scoring done (see thaw sheet). RGC test set up in the growth room. UV-C seedlings have bronzed needle tips. (HS)
- **Fri Apr 11** - RGC roots counted. (HS)
""")),
        ("thaw_assessment_apr2025.csv", text("""
assessed,code,treatment,seedlings_scored,with_grey_mould,grey_mould_pct,shoot_water_g_g,RGC_new_roots_mean,other_damage,added_cost_per_thousand,verdict
2025-04-04,M0,chlorothalonil pre-lift,480,12,2.5%,2.3,27,none,$0.40,FAIL (fungicide)
2025-04-04,M1,untreated control,480,56,11.6%,2.3,26,none,$0,FAIL
2025-04-04,M2,UV-C 1.0 kJ/m2,480,38,7.9%,2.3,22,needle bronzing 15%,$1.10,FAIL
2025-04-04,M3,dried to 1.6 g/g,480,15,3.1%,1.6,24,none,$1.80,FAIL
2025-04-04,M4,dried + breathable liner,480,7,1.4%,1.6,25,none,$2.60,PASS
2025-04-04,M5,dried + Clonostachys rosea,480,14,2.9%,1.6,24,none,$9.50,FAIL (cost)
""")),
        ("seedling_stock_catalogue_2025.pdf", pdf([
            ("title", "Nechako Seedlings Ltd. - 2025 Stock Catalogue"),
            ("p", "Quality conifer seedlings grown in Vanderhoof for BC licensees, woodlots and First Nations "
                  "forestry programs."),
            ("table", [
                ["Species", "Stocktype", "Price (per M)", "Notes"],
                ["Interior spruce (Sx)", "PSB 410", "$412/M", "summer or spring plant"],
                ["Lodgepole pine (Pli)", "PSB 412A", "$389/M", ""],
                ["Douglas-fir (Fdi)", "PSB 415B", "$455/M", "limited"],
                ["Subalpine fir (Bl)", "PSB 410", "$430/M", ""],
            ]),
            ("p", "Styroblock sizes from 410 to 615 available on request. Minimum order 5,000 seedlings per "
                  "species and seedlot. Sow-to-order deposit of 25% due at sowing. Delivery by reefer truck "
                  "anywhere in the northern interior; freight quoted separately."),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# Q10 conducted emissions of an HRV motor drive board (electronics, QC) - staff newsletter DOCX noise;
#     bench notes with non-padded m/d/yyyy dates ("3/4/2025", declared in the header); pre-compliance scan
#     workbook; accredited lab PDF report with the final margin (only there)
# ---------------------------------------------------------------------------
case(
    {
        "name": "hrv_motor_drive_conducted_emissions",
        "question": "Could you write the T661 technical lines (242, 244, 246) and a logbook for the HRV drive "
                    "board EMC fix? Julien's bench notes, the pre-compliance scan workbook and the lab's test "
                    "report are attached. The staff newsletter is unrelated.",
        "facts": {
            "242": [["6 dB margin"], ["$1.20 or less"], ["90% or more"], ["differential or common-mode"]],
            "244": [["10 mH"], ["spread-spectrum PWM", "8% dither"], ["2.2 nF Y-cap"], ["40 kHz"]],
            "246": [["-8.2 dB"], ["87.9%"], ["+7.8 dB"], ["+7.1 dB"]],
        },
        "dates": ["2025-03-04", "2025-03-06", "2025-03-13", "2025-03-18", "2025-03-20", "2025-03-25",
                  "2025-04-01", "2025-04-15", "2025-04-23", "2025-04-30"],
        "noise": ["Sugar shack outing", "Parking lot repaving", "Welcome aboard", "employee of the month"],
        "bindings": [
            {"value": "-8.2 dB", "subject": "E1", "others": ["E2", "E0"]},
            {"value": "+2.0 dB", "subject": "E2", "others": ["E1", "E5"]},
            {"value": "+7.8 dB", "subject": "E5", "others": ["E3", "E4"]},
        ],
    },
    [
        ("emc_bench_notes.md", text("""
# EMC bench notes - HRV fan drive board (VND-150), conducted emissions
Ventilation Nordique Electronique Inc., Laval QC. Julien P. (hardware). Dates m/d/yyyy (the bench PC's format).

## What we're fixing
The new 150 W BLDC drive for our HRV line failed its pre-compliance conducted emissions scan (CISPR 11 Class B, 150 kHz - 30 MHz). Worst point is around 180 kHz, the 9th harmonic of the 20 kHz PWM. Customers install these in houses, so Class B, and our distributor wants a 6 dB margin on both quasi-peak and average so lab-to-lab spread doesn't bite us.
Constraints: BOM increase $1.20 or less per board; drive efficiency 90% or more at rated load; board stays 80 x 60 mm (fits the existing control box, no taller parts than 14 mm).
Unknowns: we didn't know whether the 180 kHz hump was differential or common-mode. The MOSFETs are bolted to a heatsink that sits on the grounded steel chassis, and the switching node couples through the tab-to-heatsink capacitance (we estimate 60 pF) into the chassis - how much of the emission that path carries, nobody could tell us. App notes are for big industrial drives with a metal enclosure and room for a big filter; we have neither the room nor the budget.
Setup: LISN + spectrum analyzer with QP/AV detectors, drive at rated load on the dyno, same cable layout every time (photo on the bench).

## Log
3/4/2025 - E0 (rev C as built) baseline: fails by 9.1 dB QP at 180 kHz, 6.4 dB AV. Everything above 2 MHz passes with room.
3/6/2025 - E1: X-cap 0.1 -> 0.47 µF plus a 22 µH DM inductor. Margin -8.2 dB at 180 kHz - moved less than 1 dB. So it is not differential mode. DM filtering ruled out.
3/13/2025 - E2: 10 mH common-mode choke on the input. Margin +2.0 dB at 180 kHz. Proves it's common mode, but the choke is $1.85 and 19 mm tall - fails cost and height. Not a fix, a diagnosis.
3/18/2025 - E3: firmware only - spread-spectrum PWM, triangular 8% dither around 20 kHz. QP margin -3.5 dB (QP detector likes a spread hump). No change in motor noise on the sound meter.
3/20/2025 - Side trial: PWM at 40 kHz to push the 9th harmonic out of the band start. Emissions better but efficiency 87.9% at rated load. 40 kHz ruled out on efficiency.
3/25/2025 - E4: hardware - thicker insulating pad between MOSFET tabs and heatsink, and a 2.2 nF Y-cap from heatsink to the DC- bus so the switching current returns on the board, not through the chassis. Margin -1.2 dB alone.
4/1/2025 - E5 = E3 + E4. QP +7.8 dB, AV +9.6 dB at 180 kHz. BOM +$0.64, efficiency 91.2%. All targets on the bench.
4/15/2025 - Six E5 boards shipped to the accredited lab.
4/30/2025 - Lab report in: pass, Class B.
""")),
        ("precompliance_scans.xlsx", xlsx([
            ("scans", [
                ["date", "build", "change", "worst_freq_kHz", "QP_margin", "AV_margin", "BOM_delta",
                 "efficiency_pct", "verdict"],
                [D("2025-03-04"), "E0", "rev C baseline", 180, "-9.1 dB", "-6.4 dB", "$0.00", 91.5, "FAIL"],
                [D("2025-03-06"), "E1", "X-cap 0.47 µF + 22 µH DM inductor", 180, "-8.2 dB", "-5.6 dB", "$0.38",
                 91.4, "FAIL"],
                [D("2025-03-13"), "E2", "10 mH CM choke", 180, "+2.0 dB", "+4.1 dB", "$1.85", 91.0,
                 "FAIL - cost, height"],
                [D("2025-03-18"), "E3", "spread-spectrum PWM 8% dither", 182, "-3.5 dB", "-0.8 dB", "$0.00", 91.5,
                 "FAIL"],
                [D("2025-03-20"), "40k", "PWM 40 kHz", 360, "+1.5 dB", "+3.0 dB", "$0.00", 87.9,
                 "FAIL - efficiency"],
                [D("2025-03-25"), "E4", "thick pad + 2.2 nF Y-cap heatsink to DC-", 180, "-1.2 dB", "+1.9 dB",
                 "$0.64", 91.2, "FAIL"],
                [D("2025-04-01"), "E5", "E3 + E4", 182, "+7.8 dB", "+9.6 dB", "$0.64", 91.2, "PASS"],
            ]),
        ])),
        ("EMC_test_report_LAB-2291.pdf", pdf([
            ("title", "Test Report LAB-2291 - Conducted Emissions"),
            ("p", "Laboratoire CEM Montérégie Inc. (ISO/IEC 17025 accredited). Client: Ventilation Nordique "
                  "Electronique Inc. EUT: VND-150 HRV fan drive, build E5, 6 samples. Samples received: "
                  "April 15, 2025. Test date: April 23, 2025. Report issued: April 30, 2025."),
            ("h1", "1. Standard and limits"),
            ("p", "CISPR 11, Group 1, Class B, conducted emissions on the AC mains port, 150 kHz to 30 MHz, "
                  "quasi-peak and average detectors."),
            ("h1", "2. Results"),
            ("table", [
                ["Frequency", "Line", "QP margin", "AV margin", "Result"],
                ["182 kHz", "L1", "+7.1 dB", "+9.0 dB", "pass"],
                ["364 kHz", "N", "+11.4 dB", "+12.8 dB", "pass"],
                ["1.64 MHz", "L1", "+15.2 dB", "+17.0 dB", "pass"],
            ]),
            ("p", "The worst-case emission was at 182 kHz on L1 with a quasi-peak margin of +7.1 dB. All six "
                  "samples were within 1.1 dB of each other."),
            ("h1", "3. Verdict"),
            ("p", "The EUT complies with CISPR 11 Class B conducted emission limits."),
        ])),
        ("ventnord_staff_newsletter_may2025.docx", docx([
            ("title", "VentNord Staff Newsletter"),
            ("h1", "Welcome aboard"),
            ("p", "Please welcome Sophie (customer service) and Karim (assembly, second shift) who joined us this "
                  "month."),
            ("h1", "Sugar shack outing"),
            ("p", "Thanks to everyone who came to the sugar shack outing in Saint-Eustache - 46 of us, and the "
                  "taffy on snow was a hit."),
            ("h1", "Parking lot repaving"),
            ("p", "Parking lot repaving starts next month; please use the street side lot for two weeks."),
            ("h1", "Recognition"),
            ("p", "Our employee of the month is Lucie from shipping, who cleared the spring backlog two weeks "
                  "early."),
        ])),
    ],
)

casegen.write_cases()
