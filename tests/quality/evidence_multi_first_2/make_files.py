#!/usr/bin/env python3
"""Builds the multi-file evidence cases of the second first-contact set (evidence_multi_first_2).

Run:  python3 make_files.py
Needs: python-docx, openpyxl, reportlab (standard fonts only).
Writes every evidence file of every case into this folder, then cases.json.
The case metadata (facts, dates, noise, bindings) sits next to the content
it refers to, so both are edited together.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

import casegen  # noqa: E402
from casegen import D, case, docx, pdf, text, xlsx  # noqa: E402,F401

casegen.HERE = HERE

# ---------------------------------------------------------------------------
# G01 iodine reduction in farmed sugar kelp (seafood processing, BC) - packaging price list noise;
#     the processing log has no year (the year is only in the run sheet)
# ---------------------------------------------------------------------------
case(
    {
        "name": "sugar_kelp_iodine_blanching",
        "question": "Can you write up T661 lines 242, 244 and 246 from our kelp blanching files? The log is Maya's.",
        "facts": {
            "242": [["600 mg/kg"], ["15% or less"], ["a* of -6"], ["Saccharina japonica", "Atlantic and Asian kelp"]],
            "244": [["filtered seawater"], ["95 C"], ["cold freshwater", "20 min rinse"], ["ICP-MS"]],
            "246": [["540 mg/kg"], ["3,210"], ["olive"], ["17%"]],
        },
        "dates": ["2025-04-07", "2025-04-09", "2025-04-14", "2025-04-16", "2025-04-23", "2025-04-25", "2025-05-02"],
        "noise": ["Kraft stand-up pouch", "FOB Nanaimo", "Oxygen absorber 100cc", "Desiccant silica gel"],
        "bindings": [
            {"value": "2,150", "subject": "B1", "others": ["B2", "B6"]},
            {"value": "980 mg/kg", "subject": "B3", "others": ["B4", "B6"]},
            {"value": "1,600", "subject": "B4", "others": ["B3", "B5"]},
        ],
    },
    [
        ("kelp_processing_log.txt", text("""
Tidewrack Sea Vegetables - processing room log - iodine trials
Kept by Maya Oyelaran (QA lead). Product: dried sugar kelp flakes (Saccharina latissima) from our Okisollo Channel longlines.

Why: our Japanese buyer and a Vancouver meal-kit company both now ask for iodine at or below 600 mg/kg (dry weight) on the flakes. Raw flakes run 3,000-4,000 mg/kg. Whatever we do must keep the dry-matter loss from processing to 15% or less and keep the flakes bright green - Hunter a* of -6 or greener on the colorimeter.
The blanching numbers in the papers are all for Atlantic and Asian kelp (mostly Saccharina japonica). Nobody could tell us how much of the iodine in our Pacific kelp is loose iodide that washes out and how much is bound in the tissue, so we don't know what time and temperature gets it out without cooking out the colour and the flavour.
All iodine by ICP-MS at the contract lab, dry basis, 4-5 days turnaround.

Apr 7 - lot K-25-04 landed 06:30, 180 kg wet. Raw baseline sample to the lab: 3,860 mg/kg. Colour a* -7.4.
Apr 9 - B1: freshwater blanch at 80 C for 2 min, 10:1 water to kelp. B2: same but 6 min. B1 came back at 2,150 mg/kg - barely dented. B2 got to 1,240 mg/kg but lost 17% of its dry matter and went slimy.
Apr 14 - B3: 95 C for 2 min. B4: no real heat, 45 C soak for 30 min. B3 dropped to 980 mg/kg but the flakes turned olive (a* -2.1) - not sellable. B4 1,600 mg/kg, slow and no better than B2.
Apr 16 - B5: blanch in filtered seawater at 80 C for 2 min (idea from the crew: keeps the salty taste and the bite). B5 3,210 mg/kg - hardly moved. Seawater blanching is ruled out.
Apr 23 - B6: two steps - 80 C for 2 min, then a 20 min rinse in cold freshwater (12 C) with 3 water changes. 540 mg/kg, dry-matter loss 11%, a* -6.8, texture good.
Apr 25 - B6 repeated on the next lot (K-25-05) to see if it holds: 575 mg/kg, loss 12%.

May 2 - summary for the buyer: heat alone does not do it. The blanch seems to loosen the iodine but it only leaves the tissue in the cold rinse afterwards. Hotter (95 C) kills the colour, longer (6 min) costs too much dry matter, seawater takes almost nothing out. Two-step B6 meets all three specs on two lots. Moving B6 to the 200 kg line next.
""")),
        ("kelp_blanch_runs.xlsx", xlsx([
            ("runs", [
                ["run", "date", "lot", "medium", "temp_C", "time_min", "rinse", "iodine_mg_kg_dry",
                 "dm_loss_pct", "hunter_a", "texture", "meets_spec"],
                ["raw", D("2025-04-07"), "K-25-04", "-", None, None, "-", 3860, 0, -7.4, "firm", "no"],
                ["B1", D("2025-04-09"), "K-25-04", "freshwater", 80, 2, "none", 2150, 5, -7.1, "firm", "no"],
                ["B2", D("2025-04-09"), "K-25-04", "freshwater", 80, 6, "none", 1240, 17, -5.9, "slimy", "no"],
                ["B3", D("2025-04-14"), "K-25-04", "freshwater", 95, 2, "none", 980, 9, -2.1, "soft", "no"],
                ["B4", D("2025-04-14"), "K-25-04", "freshwater", 45, 30, "none", 1600, 8, -6.9, "firm", "no"],
                ["B5", D("2025-04-16"), "K-25-04", "seawater", 80, 2, "none", 3210, 6, -7.2, "firm", "no"],
                ["B6", D("2025-04-23"), "K-25-04", "freshwater", 80, 2, "20 min cold, 3 changes", 540, 11, -6.8, "firm", "YES"],
                ["B6-R", D("2025-04-25"), "K-25-05", "freshwater", 80, 2, "20 min cold, 3 changes", 575, 12, -6.6, "firm", "YES"],
            ]),
        ])),
        ("salish_packaging_pricelist_2025.csv", text("""
item_code,description,size,case_qty,price_per_case_CAD,moq_cases,notes
SP-210,Kraft stand-up pouch with zipper,100 g,500,142.50,4,FOB Nanaimo
SP-215,Kraft stand-up pouch with zipper,250 g,500,171.00,4,FOB Nanaimo
SP-230,Clear PET window pouch,100 g,1000,238.00,2,custom print extra
SP-300,Oxygen absorber 100cc,-,2000,96.00,1,ships in sealed tins
SP-410,Desiccant silica gel 5 g,-,1000,58.40,1,food contact approved
SP-900,Heat sealer tabletop 300 mm,-,1,389.00,1,1-year warranty
""")),
    ],
)

# ---------------------------------------------------------------------------
# G02 wire-arc additive duplex valve body (manufacturing, NB) - job posting noise; Charpy only in the
#     report table; run sheet sorted by wall id, so the dates are out of order
# ---------------------------------------------------------------------------
case(
    {
        "name": "waam_duplex_valve_body",
        "question": "Please draft the SR&ED technical narrative (242/244/246) for the WAAM valve body project.",
        "facts": {
            "242": [["35-65%"], ["45 J"], ["26 weeks"], ["3-4 mm", "nitrogen is lost"]],
            "244": [["interpass"], ["Ar + 2% N2", "2% nitrogen"], ["Ar + 5% N2", "5% N2"], ["feritscope", "ASTM A923"]],
            "246": [["71 J"], ["155 bar"], ["31 h"], ["porosity", "gas pores"]],
        },
        "dates": ["2025-01-28", "2025-02-04", "2025-02-11", "2025-02-18", "2025-03-10", "2025-03-14", "2025-03-21"],
        "noise": ["Red Seal", "$32-$38/hour", "Group dental and vision", "Apply with your resume"],
        "bindings": [
            {"value": "19 J", "subject": "W1", "others": ["W3", "W5"]},
            {"value": "2.8%", "subject": "W4", "others": ["W3", "W2"]},
            {"value": "61-72", "subject": "W2", "others": ["W3", "W5"]},
        ],
    },
    [
        ("waam_valve_body_report.docx", docx([
            ("title", "WAAM duplex valve body - development report"),
            ("p", "Fundy Flow Controls Inc., Saint John, NB - engineering. Prepared by R. Boudreau, P.Eng., "
                  "welding engineer."),
            ("h1", "Plan"),
            ("p", "Build a 6-inch class 600 valve body in 2205 duplex stainless steel by wire-arc additive "
                  "manufacturing (WAAM) on our 6-axis robot cell, instead of waiting 26 weeks for a casting. "
                  "Acceptance for the deposited metal: ferrite 35-65% at every height of the wall, Charpy impact "
                  "of at least 45 J at -40 C, no sigma phase (ASTM A923 Method A), and a 1.5x shell hydrotest "
                  "of the finished body."),
            ("p", "The ER2209 filler wire data sheet covers ordinary welds with an interpass temperature below "
                  "150 C. In WAAM every new layer reheats the 10 to 40 layers under it, so the deposit spends "
                  "minutes in the 700-950 C range where sigma phase forms, and nitrogen is lost from the arc "
                  "with every layer, which pushes ferrite up. The published WAAM work is on thin walls of "
                  "3-4 mm, not the 14 mm walls a valve body needs. We did not know which interpass temperature "
                  "and shielding gas would keep the ferrite balanced and the deposit free of sigma through a "
                  "120-layer wall."),
            ("h1", "Method"),
            ("b", "W1 - continuous deposition, no interpass control, Ar + 2% CO2 shielding"),
            ("b", "W2 - interpass limited to 150 C (robot waits, pyrometer check), Ar + 2% CO2"),
            ("b", "W3 - interpass 150 C, Ar + 2% N2 shielding to make up the nitrogen lost in the arc"),
            ("b", "W4 - interpass 150 C, Ar + 5% N2"),
            ("b", "W5 - W3 parameters on a full valve body prototype (VB-1), machined and hydrotested"),
            ("p", "Test walls were 14 mm thick, 200 mm long, 120 layers. Ferrite was read with a Fischer "
                  "feritscope at layers 10, 60 and 110; sigma by the ASTM A923 Method A etch; Charpy V-notch "
                  "at -40 C from mid-height; porosity by CT scan of a 50 mm slice."),
            ("h1", "Results"),
            ("table", [
                ["Wall", "Shielding", "Interpass", "Ferrite % (L10-L110)", "Sigma", "Charpy at -40 C",
                 "CT porosity", "Result"],
                ["W1", "Ar + 2% CO2", "none (about 420 C)", "58-74", "present", "19 J", "0.1%", "Fail"],
                ["W2", "Ar + 2% CO2", "150 C", "61-72", "none", "52 J", "0.1%", "Fail - ferrite"],
                ["W3", "Ar + 2% N2", "150 C", "44-53", "none", "71 J", "0.2%", "Pass"],
                ["W4", "Ar + 5% N2", "150 C", "38-46", "none", "66 J", "2.8%", "Fail - porosity"],
                ["W5 (VB-1)", "Ar + 2% N2", "150 C", "45-55", "none", "68 J", "0.2%", "Pass"],
            ]),
            ("p", "Without interpass control (W1) the wall ran at about 420 C between layers and the etch showed "
                  "sigma phase at every height. Holding 150 C removed the sigma, but with Ar + 2% CO2 (W2) the "
                  "ferrite climbed above 65% from mid-height up. Adding nitrogen to the shielding gas brought it "
                  "back: W3 stayed at 44-53%. W4 with 5% N2 also balanced the ferrite but the CT scan showed gas "
                  "pores through the upper layers."),
            ("h1", "Conclusion"),
            ("p", "Summary, 21 March 2025: the 150 C interpass limit is what stops sigma phase, and 2% nitrogen "
                  "in the shielding gas is what keeps ferrite in the 35-65% band over 120 layers. At 5% N2 the "
                  "nitrogen comes out as porosity, so higher nitrogen is ruled out. VB-1 was built in 31 h, "
                  "machined, and passed the shell hydrotest at 155 bar. Next: a second body in 2507 super "
                  "duplex for the bleach plant customer."),
        ])),
        ("waam_wall_builds.csv", text("""
build,date,wall,shielding,interpass_max_C,layers,wall_mm,ferrite_L10,ferrite_L60,ferrite_L110,sigma,ct_porosity_pct,status,remarks
1,2025-01-28,W1,Ar+2%CO2,none,120,14.2,58,69,74,present,0.1,FAIL,interpass reached ~420 C
2,2025-02-04,W2,Ar+2%CO2,150,120,14.0,61,68,72,none,0.1,FAIL,ferrite above 65 from mid-height
3,2025-02-18,W3,Ar+2%N2,150,120,14.1,44,49,53,none,0.2,PASS,built after W4 - backed off to 2% N2
4,2025-02-11,W4,Ar+5%N2,150,120,14.3,38,42,46,none,2.8,FAIL,gas pores in upper layers on CT
5,2025-03-10,W5 (VB-1),Ar+2%N2,150,118,14.0,45,51,55,none,0.2,PASS,VB-1 built in 31 h; hydrotest 155 bar OK on 2025-03-14
""")),
        ("posting_waam_robot_technician.txt", text("""
Fundy Flow Controls Inc. is hiring - Robotic Welding Technician (additive cell)
Saint John, NB - full time, day shift

About us: family-owned since 1978, we make and repair industrial valves for pulp mills, refineries and
power plants across Atlantic Canada.

What you'll do:
- Set up and run our robotic welding and additive manufacturing cell
- Read drawings, prepare fixtures and base plates, keep the cell clean and safe
- Record build data and help the engineers with test pieces

What you bring:
- Red Seal welder, or CWB ticket with 3+ years of robotic or automated welding
- Comfortable with stainless steel and basic robot programming (teach pendant)

What we offer: $32-$38/hour depending on experience, Group dental and vision from day one, pension plan
with employer match, paid training.

Apply with your resume to careers@fundyflow.example - only candidates selected for an interview will be contacted.
""")),
    ],
)

# ---------------------------------------------------------------------------
# G03 snow shedding on PV modules (solar energy, NT) - supply terms clause inside the e-mail chain;
#     targets only in the e-mail, transmittance loss only in the PDF table; dates span two years
# ---------------------------------------------------------------------------
case(
    {
        "name": "pv_module_snow_shedding",
        "question": "Draft T661 242, 244 and 246 for our winter solar snow-shedding trials (summary, event sheet and the emails with Nordglide).",
        "facts": {
            "242": [["-20 C or colder"], ["within 24 h"], ["1.5%"], ["200 Taber cycles"]],
            "244": [["silane"], ["oil-infused", "SLIPS"], ["PDMS gel coat"], ["frameless bottom edge", "frameless"]],
            "246": [["9 h"], ["3.4%"], ["frame lip"], ["120 cycles"]],
        },
        "dates": ["2024-10-28", "2024-11-04", "2024-11-21", "2024-12-09", "2025-01-14", "2025-02-05",
                  "2025-02-06", "2025-02-12", "2025-03-05", "2025-03-24", "2025-04-11"],
        "noise": ["Limitation of liability", "laws of the Province of Alberta", "FCA Edmonton",
                  "shall not exceed the price paid"],
        "bindings": [
            {"value": "44 h", "subject": "R4", "others": ["R5", "R3"]},
            {"value": "0.6%", "subject": "R2", "others": ["R4", "R5"]},
            {"value": "3.4%", "subject": "R3", "others": ["R4", "R5"]},
        ],
    },
    [
        ("snow_shedding_summary.pdf", pdf([
            ("title", "Snow shedding on PV modules - winter 2024-25 test summary"),
            ("p", "Aurora Ridge Energy Ltd., Yellowknife, NT - community solar program. Prepared by D. Whitford, "
                  "project engineer, April 11, 2025."),
            ("h1", "Background"),
            ("p", "Our arrays lose most of their November to March output to snow cover. The modules sit at a "
                  "40 degree tilt, and at our winter temperatures the snow is dry and cold and does not slide the "
                  "way it does in southern Canada, where published snow-loss models were built. Coating makers "
                  "rate their products on wet snow near 0 C. We did not know whether any passive surface would "
                  "make cold snow slide, or what else holds it on the glass."),
            ("h1", "Test rack"),
            ("p", "Five pairs of 400 W modules (R1 to R5) on a 40 degree rack at the airport test site. Shed time "
                  "is the number of hours from the end of a snowfall of about 10 cm until 90% of the glass is "
                  "clear, read from a time-lapse camera. Transmittance loss measured on coated coupons at the "
                  "Aurora College lab; abrasion by Taber test on coupons."),
            ("h1", "Results"),
            ("table", [
                ["Pair", "Surface", "Median shed time (h)", "Events", "Transmittance loss", "Taber abrasion"],
                ["R1", "uncoated glass, standard frame (control)", "over 72 (no shedding)", "5", "0%", "-"],
                ["R2", "hydrophobic silane coating, standard frame", "61", "5", "0.6%", "lost water repellency at 120 cycles"],
                ["R3", "oil-infused porous coating (SLIPS), standard frame", "30", "5", "3.4%", "passed 200"],
                ["R4", "low-adhesion PDMS gel coat, standard frame", "44", "5", "0.9%", "passed 200"],
                ["R5", "PDMS gel coat, frameless bottom edge clamps", "9", "2", "0.9%", "passed 200"],
            ]),
            ("h1", "What we learned"),
            ("p", "The gel coat on its own (R4) needed a median 44 h: the snow slid down the glass but stopped "
                  "against the aluminium frame lip at the bottom edge and built a dam that held the rest of the "
                  "sheet. Moving the same coating to modules with a frameless bottom edge (R5, installed in "
                  "February) cleared them in a median 9 h, inside the target. The oil-infused coating shed "
                  "faster than R4 but collected dust and road grit and cost too much light, so it is ruled out "
                  "for production arrays. The silane wore out on the abrasion test. Next winter: R5 "
                  "configuration on one full 60 kW string."),
        ])),
        ("snow_events_2024_25.xlsx", xlsx([
            ("events", [
                ["snowfall_end", "pair", "snow_cm", "air_min_C", "hours_to_90pct_clear", "note"],
                [D("2024-11-21"), "R1", 11, -18, "72+", "cleared by wind only after 5 days"],
                [D("2024-11-21"), "R2", 11, -18, 58, ""],
                [D("2024-11-21"), "R3", 11, -18, 28, ""],
                [D("2024-11-21"), "R4", 11, -18, 40, "snow stopped at bottom frame"],
                [D("2024-12-09"), "R1", 9, -27, "72+", ""],
                [D("2024-12-09"), "R2", 9, -27, 66, ""],
                [D("2024-12-09"), "R3", 9, -27, 35, "dust film visible on R3"],
                [D("2024-12-09"), "R4", 9, -27, 52, "dam at frame lip"],
                [D("2025-01-14"), "R1", 10, -31, "72+", ""],
                [D("2025-01-14"), "R2", 10, -31, 61, ""],
                [D("2025-01-14"), "R3", 10, -31, 31, ""],
                [D("2025-01-14"), "R4", 10, -31, 44, "dam at frame lip"],
                [D("2025-02-12"), "R1", 12, -24, "72+", ""],
                [D("2025-02-12"), "R2", 12, -24, 63, ""],
                [D("2025-02-12"), "R3", 12, -24, 26, ""],
                [D("2025-02-12"), "R4", 12, -24, 47, ""],
                [D("2025-02-12"), "R5", 12, -24, 8, "first event on frameless pair"],
                [D("2025-03-05"), "R1", 10, -21, "72+", ""],
                [D("2025-03-05"), "R2", 10, -21, 60, ""],
                [D("2025-03-05"), "R3", 10, -21, 30, ""],
                [D("2025-03-05"), "R4", 10, -21, 43, ""],
                [D("2025-03-05"), "R5", 10, -21, 10, ""],
            ]),
        ])),
        ("email_chain_nordglide.txt", text("""
From: Dana Whitford <dwhitford@auroraridge.example>
To: Lars Engstrom <lars@nordglide.example>
Date: Mon, Oct 28, 2024
Subject: Winter rack - targets

Lars,
Confirming what we need from the coatings this winter. Every module must shed a 10 cm snowfall within 24 h
at -20 C or colder, with no heating at all. The coating may cost at most 1.5% of front-glass transmittance and
has to survive 200 Taber cycles, because our crews brush the panels. Pairs R2, R3 and R4 are yours; R1 stays bare.
Dana

From: Lars Engstrom <lars@nordglide.example>
Date: Mon, Nov 4, 2024
Subject: RE: Winter rack - targets

Dana,
Coatings applied today: R2 silane (two coats), R3 oil-infused porous coating (needs a top-up of oil mid-winter),
R4 PDMS gel coat, 80 microns. Cure was done under a tent with heaters at +10 C.
As usual, our standard trial terms apply to the material supplied:
  7.2 Limitation of liability. The supplier's total liability for any claim arising from the trial materials
  shall not exceed the price paid for those materials. Delivery FCA Edmonton. This agreement is governed by
  the laws of the Province of Alberta.
Lars

From: Dana Whitford
Date: Wed, Feb 5, 2025
Subject: R4 - snow dam

Lars, the gel coat does something the others don't: the snow lets go of the glass and slides, but it stops at
the aluminium frame lip along the bottom edge and builds a dam, and the dam holds the whole sheet for another
day or two. We will move a second set of gel-coated modules onto frameless bottom-edge clamps on Feb 6 (pair R5)
and see what the next storm does.
Dana

From: Dana Whitford
Date: Mon, Mar 24, 2025
Subject: Taber results

The college lab finished the Taber abrasion on coupons: R2 silane lost its water repellency at 120 cycles;
R3 and R4 both passed 200. R3 coupons also picked up a grey film outdoors that the wipe test doesn't remove.
Full summary to follow.
Dana
""")),
    ],
)

# ---------------------------------------------------------------------------
# G04 foamed glass aggregate from mixed blue-box cullet (glass recycling / construction, ON) - brochure noise;
#     run sheet sorted by kiln recipe, K4 was fired before K3
# ---------------------------------------------------------------------------
case(
    {
        "name": "foam_glass_aggregate_mixed_cullet",
        "question": "Here are the kiln notebook and run sheet for the foam glass project (and our brochure). Write 242, 244 and 246.",
        "facts": {
            "242": [["200 kg/m3"], ["1.0 MPa"], ["15% by volume"], ["clean flat glass"]],
            "244": [["silicon carbide", "SiC"], ["calcium carbonate", "CaCO3"], ["63 um"], ["spiked"]],
            "246": [["172 kg/m3"], ["open cells", "26%"], ["blowholes"], ["1.1 MPa"]],
        },
        "dates": ["2025-06-03", "2025-06-05", "2025-06-10", "2025-06-17", "2025-06-24", "2025-07-02"],
        "noise": ["Made from 100% Ontario blue box glass", "Tumbled smooth", "1 cubic yard bulk bags",
                  "Ask your garden centre"],
        "bindings": [
            {"value": "245 kg/m3", "subject": "K1", "others": ["K3", "K4"]},
            {"value": "0.7 MPa", "subject": "K2", "others": ["K3", "K5"]},
            {"value": "205 kg/m3", "subject": "K4", "others": ["K3", "K5"]},
        ],
    },
    [
        ("kiln_notebook.md", text("""
# Foam glass aggregate - kiln notebook
Kawartha Cullet Recovery Inc., Peterborough - pilot tunnel kiln. Notes by S. Mahmoud.

## What we're trying to do
Turn the mixed-colour cullet from municipal blue boxes (the fines we can't sell to bottle plants) into foamed glass
aggregate for frost-protection fill under roads and slabs. The county engineer's spec for the fill:
- loose bulk density 200 kg/m3 or less
- crushing strength 1.0 MPa or more
- water absorption 15% by volume or less after 28 days under water

Commercial foam glass is made from clean flat glass with a controlled chemistry. Ours is three colours mixed with
0.3-1.5% ceramics, stones and porcelain, plus label paper and glue. The foaming reaction depends on how oxidized the
glass is and on the softening temperature, both of which swing with the colour mix, and we don't know if there is a
stable foaming window for this feed at all.

## Log
2025-06-03 - K1: ground to under 150 um, 1.0% silicon carbide (SiC) as foaming agent, fired at 850 C, 20 min.
K1 foamed, but tight at 245 kg/m3 and 1.6 MPa. Too heavy.

2025-06-05 - K2: 2.0% calcium carbonate (CaCO3) instead of SiC, 820 C. K2 is light (190 kg/m3) but weak, 0.7 MPa, and
the cells are open - water went straight in, 26% after 28 days on the quick-soak sample. Carbonate is out.

2025-06-10 - K4: back to SiC 1.0%, just hotter, 900 C, same 150 um grind. K4 came out at 205 kg/m3 mean and 1.3 MPa, but the
pellets made from batches with more ceramics have big blowholes and the density runs all over (180-260).

2025-06-17 - K3: SiC 1.0% but ground finer, under 63 um, fired at 880 C. Fine even cells. 172 kg/m3, 1.2 MPa, 8%
absorption. First one that meets all three.

2025-06-24 - K5: K3 recipe with the feed spiked to 1% ceramic on purpose (worst blue-box lot we've seen). 176 kg/m3,
1.1 MPa, 10% absorption. Still passes.

2025-07-02 - Summary: the fine grind is the key - at 63 um the ceramic bits are small enough that they no longer
nucleate the big blowholes we got at 150 um, and the cells stay closed. Hotter firing alone (K4) doesn't fix it,
carbonate foaming gives open cells. K3 goes to the 2 t/day trial in August.
""")),
        ("kiln_runs.csv", text("""
recipe,fired_on,grind_um,foaming_agent,agent_pct,ceramic_spike_pct,peak_C,bulk_density_kg_m3,crush_MPa,absorption_28d_vol_pct,meets_spec,comment
K1,2025-06-03,150,SiC,1.0,0,850,245,1.6,6,no,too dense
K2,2025-06-05,150,CaCO3,2.0,0,820,190,0.7,26,no,open cells
K3,2025-06-17,63,SiC,1.0,0,880,172,1.2,8,yes,fine closed cells
K4,2025-06-10,150,SiC,1.0,0,900,205,1.3,11,no,blowholes; density 180-260
K5,2025-06-24,63,SiC,1.0,1.0,880,176,1.1,10,yes,ceramic spiked feed
""")),
        ("glasslite_brochure.pdf", pdf([
            ("title", "GlassLite landscape glass"),
            ("p", "Kawartha Cullet Recovery - Made from 100% Ontario blue box glass."),
            ("p", "Give your garden a sparkle that lasts. GlassLite is Tumbled smooth, safe for bare feet and paws, "
                  "and never fades, rots or blows away like bark mulch."),
            ("h1", "Colours and sizes"),
            ("b", "Lakeshore Blue, Forest Green, Amber Sunset and Clear Ice"),
            ("b", "Sizes from 6 mm pea to 25 mm cobble"),
            ("b", "Bags of 20 kg or 1 cubic yard bulk bags"),
            ("h1", "Where to buy"),
            ("p", "Ask your garden centre, or pick up at our yard on Monday to Saturday. Contractors: volume "
                  "pricing available."),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# G05 ice thickness picking from towed GPR on winter roads (software, MB) - HR passage inside the design memo;
#     target with its number only in the dev log; new-lake result only in the CSV
# ---------------------------------------------------------------------------
case(
    {
        "name": "winter_road_gpr_ice_thickness",
        "question": "Write our T661 project description (lines 242, 244, 246) for IceTrack. Dev log, eval sheet and memo attached.",
        "facts": {
            "242": [["2 cm or better"], ["3.15"], ["white ice", "snow-ice"], ["30 km/h"]],
            "244": [["two-layer model", "two-layer"], ["U-Net", "CNN"], ["Kalman"], ["polarity"]],
            "246": [["1.7 cm"], ["7.9"], ["40 km/h"], ["19 of 21"]],
        },
        "dates": ["2025-01-13", "2025-01-20", "2025-01-27", "2025-02-03", "2025-02-10", "2025-02-18",
                  "2025-02-26", "2025-03-07"],
        "noise": ["isolation allowance", "banked overtime", "two-week rotation", "$45 per day"],
        "bindings": [
            {"value": "6.8 cm", "subject": "V1", "others": ["V2", "V4"]},
            {"value": "2.6 cm", "subject": "V2", "others": ["V4", "V3"]},
            {"value": "2.4 cm", "subject": "V3", "others": ["V4", "V2"]},
        ],
    },
    [
        ("icetrack_dev_log.md", text("""
# IceTrack dev log - winter 2025
Frostline Geophysics Inc., Winnipeg. Towed GPR (500 MHz) on winter roads to the Island Lake communities.

Goal for this season, agreed with the road contractor: ice thickness from the radar within 2 cm or better (RMS)
against auger holes, computed in real time on the truck laptop while towing at 30 km/h, no GPU.

**2025-01-13** - V1 on Route 3 (Sandy Narrows crossing): the single-interface picker with the fixed relative
permittivity of 3.15 that the commercial GPR software uses for ice. Looks fine on clear black ice, badly off where
there is a layer of white ice (snow-ice from flooding). V1 RMS 6.8 cm against 24 holes, always too thick.

**2025-01-20** - auger calibration day, 24 holes, white ice and black ice measured separately in each hole.
Fitted permittivity of white ice comes out 2.55 +/- 0.2 - nobody publishes this for our lakes.

**2025-01-27** - V2: two-layer model, white ice over black ice, white-ice permittivity from the calibration holes.
V2 RMS 2.6 cm. But over slush pockets it picks the slush as the ice bottom.

**2025-02-03** - V3: trained a U-Net (CNN) picker on 2024 labelled radargrams. On Route 3 V3 gives 2.4 cm RMS, but it
needs the GPU box, which the trucks don't have.

**2025-02-10** - V3 on a lake it never saw (Route 5). Numbers in the eval sheet - it falls apart on slush.

**2025-02-18** - V4: V2 plus a Kalman filter along track and a slush flag from the reflection polarity (slush
reflects with reversed polarity). 1.7 cm RMS on Route 3, runs on the laptop CPU.

**2025-02-26** - V4 in the truck at 40 km/h on Route 5. Holds. Slush flagged 19 of 21 pockets found by auger.
""")),
        ("icetrack_eval.csv", text("""
eval_date,version,route,holes,speed_kmh,rms_cm,max_err_cm,slush_pockets_flagged,hardware,pass
2025-01-13,V1,Route 3,24,30,6.8,14.1,n/a,laptop CPU,no
2025-01-27,V2,Route 3,24,30,2.6,9.8,0 of 21,laptop CPU,no
2025-02-03,V3,Route 3,24,30,2.4,6.2,n/a,GPU,no
2025-02-10,V3,Route 5,18,30,7.9,22.5,n/a,GPU,no
2025-02-18,V4,Route 3,24,30,1.7,4.1,n/a,laptop CPU,yes
2025-02-26,V4,Route 5,18,40,1.8,4.4,19 of 21,laptop CPU,yes
""")),
        ("icetrack_design_memo.docx", docx([
            ("title", "IceTrack - design memo"),
            ("p", "Frostline Geophysics Inc. - to the operations team and the road contractor. March 7, 2025."),
            ("h1", "The problem"),
            ("p", "Winter road crews need to know where the ice is thin before loaded trucks cross. Auger holes every "
                  "100 m are slow and miss what lies between them. Radar gives a continuous profile, but picking "
                  "the ice bottom automatically is unreliable when the ice is layered: flooding for ice building "
                  "creates white ice (snow-ice) on top of the clear black ice, and slush pockets under snow give "
                  "extra reflections."),
            ("h1", "What was built"),
            ("b", "A two-layer velocity model with the white-ice permittivity fitted from auger calibration holes"),
            ("b", "A Kalman filter that tracks the ice bottom along the profile instead of picking each trace alone"),
            ("b", "A slush flag based on the polarity of the reflection"),
            ("p", "A learned picker (U-Net) was tried as well. It was as good as the two-layer model on the lake it "
                  "was trained on and much worse on a new lake, and it needs a GPU, so it was dropped."),
            ("h1", "Status"),
            ("p", "V4 is released for the 2025 season on Routes 3 and 5. Remaining work: thick snow cover over "
                  "the ice, and river crossings with current."),
            ("h1", "Field staff - rotation and allowances"),
            ("p", "Reminder from HR for the survey season: field staff work a two-week rotation (14 days in, 7 out). "
                  "The northern isolation allowance is $45 per day on top of meals. Hours beyond 44 per week go to "
                  "banked overtime and must be taken before the end of the fiscal year. Book travel through the "
                  "office, not directly with the airline."),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# G06 ice studs in fat-bike tyres at -30 C (sports equipment, YT) - stud supplier invoice PDF noise;
#     meeting notes carry the targets and have no year (the year is in the test sheet, crossing Dec-Jan)
# ---------------------------------------------------------------------------
case(
    {
        "name": "fat_bike_stud_retention_cold",
        "question": "We need 242, 244 and 246 for the cold stud project - meeting notes, test sheet and an invoice are attached.",
        "facts": {
            "242": [["180 N"], ["2% or less"], ["500 km"], ["+20 C"]],
            "244": [["aluminium-body"], ["low-temperature compound", "silica"], ["double-flange"], ["cold-room drum"]],
            "246": [["205 N"], ["1.2%"], ["+7%"], ["aluminium studs alone"]],
        },
        "dates": ["2024-11-12", "2024-11-19", "2024-11-26", "2024-12-10", "2024-12-12", "2024-12-17",
                  "2025-01-14", "2025-01-21", "2025-01-28"],
        "noise": ["Remit to", "Freight collect", "GST 5%", "Net 30"],
        "bindings": [
            {"value": "95 N", "subject": "T1", "others": ["T3", "T5"]},
            {"value": "175 N", "subject": "T4", "others": ["T5", "T3"]},
            {"value": "160 N", "subject": "T3", "others": ["T5", "T4"]},
        ],
    },
    [
        ("stud_project_meeting_notes.md", text("""
# Cold stud project - meeting notes
Klondike Fat Cycles, Whitehorse. Present: Jonah (product), Elise (tyres), Ravi (test).

## Tue Nov 12 - kickoff
- Problem: riders lose studs on our 4.6" studded fat tyre below about -25 C. Warranty claims all winter.
- Stud maker's retention data are all measured at +20 C. Nobody has numbers for studs in tread rubber at -30 C,
  where the rubber stiffens and stops gripping the stud body.
- Targets (agreed): pull-out force 180 N or more per stud at -30 C; stud loss 2% or less after 500 km on the
  cold-room drum at -30 C; rolling resistance no more than 10% above the current tyre.
- Ravi builds the pull-out jig and the cold-room drum rig.

## Tue Dec 17 - review
- T1 (current steel-body studs, standard tread) pulled out at 95 N - that's our warranty problem.
- T2 aluminium-body studs in standard tread: lighter, but pulled out even easier (88 N). Aluminium studs alone made
  it worse.
- T3 low-temperature compound (high silica, Tg about -60 C) with steel studs: 160 N.
- T4 double-flange stud base in standard tread: 175 N, close, but rolling resistance went up 14%.
- Decision: combine the low-temperature compound with double-flange aluminium studs (T5).

## Tue Jan 28 - wrap-up
- T5 pulled out at 205 N; drum loss and rolling resistance in the sheet - meets all three targets. Field ride on
  Jan 21 confirmed it.
- Steel studs in the standard tread are out for next season. Order tooling for T5.
""")),
        ("cold_stud_tests.xlsx", xlsx([
            ("pull-out", [
                ["test_date", "variant", "stud", "tread_compound", "temp_C", "n_studs", "pullout_mean_N", "pullout_min_N"],
                [D("2024-11-19"), "T1", "steel body, carbide tip", "standard", -30, 20, 95, 71],
                [D("2024-11-19"), "T2", "aluminium-body, carbide tip", "standard", -30, 20, 88, 64],
                [D("2024-12-10"), "T3", "steel body, carbide tip", "low-temperature compound", -30, 20, 160, 138],
                [D("2024-12-12"), "T4", "double-flange steel body", "standard", -30, 20, 175, 151],
                [D("2025-01-14"), "T5", "double-flange aluminium-body", "low-temperature compound", -30, 20, 205, 187],
            ]),
            ("drum", [
                ["test_date", "variant", "drum_km", "temp_C", "studs_fitted", "studs_lost", "stud_loss_pct",
                 "rolling_res_vs_current_pct", "comment"],
                [D("2024-11-26"), "T1", 500, -30, 240, 34, "14.2%", "0%", "baseline"],
                [D("2024-11-26"), "T2", 500, -30, 240, 27, "11.3%", "-2%", ""],
                [D("2024-12-12"), "T3", 500, -30, 240, 11, "4.6%", "+3%", ""],
                [D("2024-12-12"), "T4", 500, -30, 240, 9, "3.8%", "+14%", "heavier flange"],
                [D("2025-01-14"), "T5", 500, -30, 240, 3, "1.2%", "+7%", "meets all targets"],
                [D("2025-01-21"), "T5", "field ride 62 km", -33, 240, 0, "0%", "n/a", "Fish Lake road, glare ice"],
            ]),
        ])),
        ("tungsten_point_invoice_8841.pdf", pdf([
            ("title", "INVOICE 8841"),
            ("p", "Tungsten Point Supply Ltd., Unit 4 - 2210 Industrial Way, Kelowna, BC. GST No. 81234 5678 RT0001"),
            ("p", "Bill to: Klondike Fat Cycles Ltd., Whitehorse, YT. Invoice date: 2024-11-04. Terms: Net 30."),
            ("table", [
                ["Qty", "Item", "Unit price", "Amount"],
                ["4,000", "Carbide-tip stud, alu body, 6.5 mm", "0.38", "1,520.00"],
                ["4,000", "Carbide-tip stud, steel body, 6.5 mm", "0.29", "1,160.00"],
                ["2", "Stud insertion gun, pneumatic", "245.00", "490.00"],
                ["", "Subtotal", "", "3,170.00"],
                ["", "GST 5%", "", "158.50"],
                ["", "Total CAD", "", "3,328.50"],
            ]),
            ("p", "Freight collect. Remit to: Tungsten Point Supply Ltd., by EFT or cheque. 2% per month on overdue "
                  "accounts."),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# G07 solid shampoo bar that survives a humid shower (personal care, NS) - no noise; results only partly in text
# ---------------------------------------------------------------------------
case(
    {
        "name": "solid_shampoo_bar_humidity",
        "question": "Can you turn our shampoo bar formulation report and the stability sheet into the T661 lines 242/244/246?",
        "facts": {
            "242": [["pH 5.0-6.0"], ["40 N"], ["60 washes"], ["180 mL"]],
            "244": [["sodium stearate"], ["kaolin"], ["behenyl alcohol"], ["cold-pressed", "8 t"]],
            "246": [["pH 7.9"], ["55 N"], ["71 washes"], ["140 mL"]],
        },
        "dates": ["2025-09-08", "2025-09-10", "2025-09-15", "2025-09-22", "2025-09-24", "2025-09-29",
                  "2025-10-06", "2025-10-13", "2025-10-17"],
        "noise": [],
        "bindings": [
            {"value": "28 N", "subject": "S1", "others": ["S4", "S5"]},
            {"value": "47 N", "subject": "S4", "others": ["S5", "S3"]},
            {"value": "41 N", "subject": "S3", "others": ["S4", "S5"]},
        ],
    },
    [
        ("shampoo_bar_formulation_report.docx", docx([
            ("title", "Sulfate-free shampoo bar - formulation report"),
            ("p", "Saltbox Naturals Inc., Lunenburg, NS. Author: C. Mossman, formulation chemist."),
            ("h1", "Plan"),
            ("p", "Our liquid shampoos sell; the bar version we launched last spring softened and crumbled in "
                  "customers' showers and drew returns. The new bar has to meet four limits: pH 5.0-6.0 "
                  "(10% solution), hardness of at least 40 N on the penetrometer after 14 days at 30 C and 75% "
                  "relative humidity, at least 60 washes in our wash simulation, and foam of at least 180 mL in "
                  "the cylinder shake test."),
            ("p", "Sulfate-free bars are built on sodium cocoyl isethionate (SCI), which takes up water and "
                  "softens in a humid bathroom. The usual way to harden a bar is soap (sodium stearate), but soap "
                  "will raise the pH well above what hair and scalp need. Clays harden but cut foam. We did not "
                  "know whether any binder could keep an SCI bar hard in humid storage while it stayed at "
                  "pH 5.5 and still foamed."),
            ("h1", "Method"),
            ("b", "S1 - SCI 60% with cetearyl alcohol 10% as binder (last spring's bar)"),
            ("b", "S2 - S1 plus sodium stearate 8%"),
            ("b", "S3 - S1 plus kaolin clay 10%"),
            ("b", "S4 - behenyl alcohol (C22) 8% replacing the cetearyl alcohol"),
            ("b", "S5 - S4 formula, cold-pressed at 8 t instead of poured"),
            ("p", "Each batch 2 kg. Bars conditioned 14 days at 30 C / 75% RH before hardness; wash simulation is "
                  "30 s under a 38 C shower then 24 h drying, repeated until the bar breaks or falls below 20 g."),
            ("h1", "Results"),
            ("table", [
                ["Batch", "pH (10%)", "Hardness after humidity (N)", "Washes", "Foam (mL)", "Verdict"],
                ["S1", "5.6", "28 N", "38", "195", "fail - soft"],
                ["S2", "7.9", "52 N", "66", "170", "fail - pH"],
                ["S3", "5.7", "41 N", "57", "140", "fail - foam"],
                ["S4", "5.6", "47 N", "64", "190", "pass"],
                ["S5", "5.6", "55 N", "71", "185", "pass"],
            ]),
            ("p", "S2 proved the point about soap: it was the hardest poured bar but sat at pH 7.9, so soap "
                  "hardeners are ruled out for this line. Kaolin (S3) got the hardness just over the limit but "
                  "foam fell to 140 mL."),
            ("h1", "Conclusion"),
            ("p", "Summary, October 17, 2025: the longer-chain fatty alcohol is what keeps the SCI bar from "
                  "taking up water; behenyl alcohol (S4) passes every limit and cold-pressing (S5) adds hardness "
                  "and life, 55 N and 71 washes. S5 goes to the 500-bar pilot run in November."),
        ])),
        ("bar_stability_runs.csv", text("""
batch,made_on,measured_on,binder,additive,process,ph_10pct,hardness_N_after_14d,washes_to_end,foam_mL,verdict
S1,2025-09-08,2025-09-22,cetearyl alcohol 10%,none,poured,5.6,28,38,195,FAIL
S2,2025-09-10,2025-09-24,cetearyl alcohol 10%,sodium stearate 8%,poured,7.9,52,66,170,FAIL
S3,2025-09-15,2025-09-29,cetearyl alcohol 10%,kaolin 10%,poured,5.7,41,57,140,FAIL
S4,2025-09-22,2025-10-06,behenyl alcohol 8%,none,poured,5.6,47,64,190,PASS
S5,2025-09-29,2025-10-13,behenyl alcohol 8%,none,cold-pressed 8 t,5.6,55,71,185,PASS
""")),
    ],
)

# ---------------------------------------------------------------------------
# G08 gearbox fault detection on chairlifts (software / ski resorts, BC) - no noise; method results only in the
#     XLSX table; the autoencoder was tried after the winning method (sheet sorted by method)
# ---------------------------------------------------------------------------
case(
    {
        "name": "chairlift_gearbox_fault_detection",
        "question": "Using the analysis log, the evaluation workbook and the pilot summary, draft our SR&ED 242, 244 and 246.",
        "facts": {
            "242": [["25% depth", "25% of the tooth"], ["1 false alarm"], ["14 days"], ["0 to 5 m/s", "-30 C"]],
            "244": [["order tracking"], ["sideband"], ["autoencoder"], ["temperature-compensated"]],
            "246": [["19 days"], ["0 false alarms"], ["9 false alarms"], ["oil viscosity"]],
        },
        "dates": ["2025-10-06", "2025-10-14", "2025-10-21", "2025-11-18", "2025-11-25", "2025-12-15",
                  "2026-01-13", "2026-01-20"],
        "noise": [],
        "bindings": [
            {"value": "4 false alarms", "subject": "M2", "others": ["M4", "M3"]},
            {"value": "31%", "subject": "M3", "others": ["M4", "M2"]},
            {"value": "12 days", "subject": "M2", "others": ["M4", "M1"]},
        ],
    },
    [
        ("gearbox_analysis_log.txt", text("""
Monashee Lift Analytics - analysis log, drive gearbox project (K. Lindqvist)

Context: the resort's detachable quad drive gearbox failed in Feb 2023 (cracked sun-gear tooth, 11 days closed).
We want to see tooth damage coming from two accelerometers on the gearbox housing. Hard parts: the lift never runs
at a steady speed (0 to 5 m/s, loading stops, wind holds), and the housing goes from -30 C at the morning start
to +15 C in spring afternoons. Condition-monitoring products assume a steady-speed machine in a warm plant.
Targets: flag a root crack of 25% depth on the test rig gear, no more than 1 false alarm per 30 operating days on the
lift, and at least 14 days warning on the 2023 run-to-failure recording.

2025-10-06  Rig set up at the shop: spare planetary stage, seeded root crack cut by EDM to 25% of the tooth, variable
            speed motor, cold box down to -30 C.
2025-10-14  M1: the vendor's standard alarms - overall RMS and kurtosis thresholds. On the lift data it trips every
            cold morning and every speed change. 9 false alarms in 30 days. Useless at varying speed.
2025-10-21  M2: order tracking with the bullwheel encoder (resampled to shaft angle) and sideband energy around the
            gear mesh order. Sees the 25% crack on the rig. But M2 gave 4 false alarms in 30 days - all on cold
            mornings. M2 warned 12 days ahead on the 2023 recording, short of the 14.
2025-11-18  M4: M2 plus a temperature-compensated baseline - sideband energy normalised by a curve fitted against
            housing temperature. The cold-morning alarms were oil viscosity: cold oil damps the mesh and shifts
            the baseline. On the rig it still sees the crack.
2025-11-25  M3 for comparison: autoencoder on spectrograms (the approach the resort's IT person wanted).
            It found the crack, but its false alarms are worse and nobody can say why it alarms.
            Numbers in the workbook.
2025-12-15  M4 running live on the lift for 30 days.
2026-01-13  End of the live month for M4. See workbook.
""")),
        ("detection_eval.xlsx", xlsx([
            ("methods", [
                ["method", "description", "evaluated", "rig_25pct_crack_detected", "false_alarms_30d_live",
                 "warning_days_2023_record", "runs_on_edge_box", "status"],
                ["M1", "RMS + kurtosis thresholds", D("2025-10-14"), "no", "9", "3 days", "yes", "rejected"],
                ["M2", "order tracking + sideband energy", D("2025-10-21"), "yes", "4", "12 days", "yes", "rejected"],
                ["M3", "spectrogram autoencoder", D("2025-11-25"), "yes", "6", "16 days", "no (GPU)", "rejected"],
                ["M4", "M2 + temperature-compensated baseline", D("2025-11-18"), "yes", "0", "19 days", "yes", "selected"],
            ]),
            ("rig", [
                ["method", "crack_depth", "detection_rate", "missed_at_minus30C"],
                ["M1", "25%", "40%", "all"],
                ["M2", "25%", "100%", "none"],
                ["M3", "25%", "94%", "31%"],
                ["M4", "25%", "100%", "none"],
            ]),
        ])),
        ("gearbox_pilot_summary.pdf", pdf([
            ("title", "Drive gearbox monitoring - pilot summary"),
            ("p", "Monashee Lift Analytics Ltd., Revelstoke, BC - for the resort's lift maintenance manager. "
                  "January 20, 2026."),
            ("h1", "Result"),
            ("p", "The selected method (M4) combines order tracking from the bullwheel encoder, sideband energy "
                  "around the gear mesh, and a baseline compensated for housing temperature. It found the seeded "
                  "25% crack on the rig at every speed and temperature, ran 30 days live on the lift from "
                  "mid-December with 0 false alarms, and gave 19 days of warning on the 2023 failure recording."),
            ("h1", "What did not work"),
            ("b", "Fixed RMS and kurtosis alarms (M1) cannot cope with a machine that changes speed: 9 false alarms in a month."),
            ("b", "Order tracking alone (M2) was fooled by cold oil on winter mornings."),
            ("b", "A learned autoencoder (M3) was not more sensitive, could not explain its alarms and needs a GPU box."),
            ("h1", "Next steps"),
            ("p", "Install on the two other detachable lifts before the 2026-27 season; add the gondola drive."),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# G09 3D-printed acoustic filter for musicians' earplugs (hearing / medical device, PE) - clinic e-mail footer
#     and booking ad as noise; targets in the PDF plan, results in the XLSX
# ---------------------------------------------------------------------------
case(
    {
        "name": "printed_earplug_acoustic_filter",
        "question": "Please prepare T661 242/244/246 for the flat-attenuation earplug filter. Plan, measurements and the clinic emails are attached.",
        "facts": {
            "242": [["15 dB"], ["+/-3 dB"], ["ear canal resonance", "2.7 kHz"], ["+/-0.05 mm"]],
            "244": [["Helmholtz resonator"], ["stainless mesh"], ["micro-lattice"], ["25 um layers"]],
            "246": [["2.6 dB"], ["4.1 dB"], ["clogged"], ["21 dB"]],
        },
        "dates": ["2025-03-03", "2025-03-10", "2025-03-12", "2025-03-19", "2025-03-20", "2025-03-26", "2025-04-02", "2025-04-09"],
        "noise": ["Book your hearing test online", "intended only for the addressee", "Island Hearing Clinic",
                  "free parking behind the building"],
        "bindings": [
            {"value": "11 dB", "subject": "F2", "others": ["F3", "F5"]},
            {"value": "4.1 dB", "subject": "F3", "others": ["F5", "F2"]},
            {"value": "2.6 dB", "subject": "F5", "others": ["F3", "F4"]},
        ],
    },
    [
        ("earplug_filter_test_plan.pdf", pdf([
            ("title", "Flat-attenuation musician earplug - filter test plan"),
            ("p", "Red Sands Hearing Ltd., Charlottetown, PE. Plan issued March 3, 2025. Owner: T. MacAulay, acoustics."),
            ("h1", "Requirement"),
            ("p", "Orchestral and band musicians want less sound without the muffled, bass-heavy result of foam "
                  "plugs. Target: average insertion loss of 15 dB, with every octave band from 125 Hz to 8 kHz "
                  "within +/-3 dB of that average, in a custom-moulded plug with a filter we print in-house in "
                  "biocompatible resin."),
            ("h1", "Unknowns"),
            ("b", "A plug blocks the ear canal resonance near 2.7 kHz, so attenuation naturally rises with frequency; "
                  "the filter has to put that back without a peak."),
            ("b", "Commercial flat filters are machined metal parts. Our printer holds channel sizes to about "
                  "+/-0.05 mm, and a 0.4 mm neck at that tolerance may detune a resonator by a whole octave band."),
            ("h1", "Variants"),
            ("b", "F1 - plain 0.8 mm bore (reference)"),
            ("b", "F2 - printed Helmholtz resonator, 0.4 mm neck"),
            ("b", "F3 - F2 plus a 25 um stainless mesh damper"),
            ("b", "F4 - F2 with a printed micro-lattice damper in place of the mesh"),
            ("b", "F5 - F3 design printed at 25 um layers instead of 50 um"),
            ("h1", "Measurement"),
            ("p", "Insertion loss on an IEC 60318-4 ear simulator, 3 plugs per variant; deviation = largest octave "
                  "band distance from the plug's average. Cerumen test: 20 cycles of simulated earwax."),
        ])),
        ("acoustic_runs.xlsx", xlsx([
            ("insertion_loss", [
                ["measured", "variant", "plug", "IL_125", "IL_250", "IL_500", "IL_1k", "IL_2k", "IL_4k", "IL_8k",
                 "mean_dB", "max_deviation", "spread_125_8k", "note"],
                [D("2025-03-10"), "F1", "P1", 8, 9, 11, 14, 22, 27, 29, 17.1, "11.9 dB", "21 dB", "reference, muffled"],
                [D("2025-03-12"), "F2", "P1", 14, 15, 15, 17, 24, 16, 13, 16.3, "7.7 dB", "11 dB", "peak near 2 kHz"],
                [D("2025-03-19"), "F3", "P1", 13, 14, 14, 15, 19, 17, 15, 15.3, "4.1 dB", "6 dB", "close"],
                [D("2025-03-26"), "F4", "P1", 14, 14, 15, 15, 17, 16, 14, 15.0, "2.0 dB", "3 dB", "before cerumen test"],
                [D("2025-04-02"), "F4", "P1", 17, 19, 22, 26, 29, 30, 31, 24.9, "7.9 dB", "14 dB", "after 20 wax cycles - clogged"],
                [D("2025-04-02"), "F5", "P1", 14, 14, 15, 15, 17, 16, 15, 15.1, "2.6 dB", "3 dB", "meets target"],
                [D("2025-04-09"), "F5", "P2", 14, 15, 15, 15, 17, 16, 14, 15.1, "2.4 dB", "3 dB", "second plug"],
            ]),
        ])),
        ("email_chain_clinic.txt", text("""
From: Tess MacAulay <tess@redsandshearing.example>
To: Dr. Anne Gallant, Au.D. <agallant@islandhearing.example>
Date: March 19, 2025
Subject: filter update

Anne, quick news. The plain bore (F1) spreads 21 dB from 125 Hz to 8 kHz - exactly the muffled sound your
players complain about. The printed resonator alone (F2) pulls that in to 11 dB but rings near 2 kHz. Adding the
stainless mesh damper (F3) today got the deviation to 4.1 dB - still outside +/-3 dB.
Tess

From: Dr. Anne Gallant, Au.D.
Date: March 20, 2025
Subject: RE: filter update

Good progress. Remember they'll be wearing these 3 hours a night; if the damper can clog with wax, it will.
Anne
--
Island Hearing Clinic | Book your hearing test online | free parking behind the building
This message is intended only for the addressee and may contain confidential health information.

From: Tess MacAulay
Date: April 9, 2025
Subject: RE: filter update

You were right. The micro-lattice damper (F4) was the flattest plug we've made when new, but after the 20-cycle
wax test it clogged and lost its flatness completely, so the printed lattice is ruled out. F5 - the mesh design
printed at 25 um layers so the neck actually comes out at 0.4 mm - is at 2.6 dB, and a second plug confirmed it
today. Can we fit the first six players in May?
Tess
""")),
    ],
)

# ---------------------------------------------------------------------------
# G10 log-home chinking that survives -40 C (construction chemicals, SK) - resin supplier quotation noise
# ---------------------------------------------------------------------------
case(
    {
        "name": "log_home_chinking_cold_movement",
        "question": "Prepare the T661 technical narrative (lines 242, 244, 246) from the chinking lab notes, the cycling workbook and the report.",
        "facts": {
            "242": [["300%"], ["+/-25%"], ["within 4 h"], ["UV-greyed spruce", "weathered"]],
            "244": [["18% plasticizer"], ["low-Tg acrylic", "butyl acrylate"], ["silyl-modified polymer", "SMP"], ["silane adhesion promoter"]],
            "246": [["410%"], ["3.5 h"], ["9 h"], ["plasticizer migration", "staining"]],
        },
        "dates": ["2025-01-14", "2025-01-21", "2025-02-04", "2025-02-11", "2025-02-25", "2025-03-11", "2025-03-20"],
        "noise": ["Quotation Q-2211", "Validity: 30 days", "FCA Saskatoon", "upon approved credit", "205 L drum"],
        "bindings": [
            {"value": "120%", "subject": "A1", "others": ["A3", "A5"]},
            {"value": "520%", "subject": "A4", "others": ["A5", "A3"]},
            {"value": "395%", "subject": "A5", "others": ["A3", "A4"]},
        ],
    },
    [
        ("chinking_lab_notes.txt", text("""
PRAIRIE TIMBERLINE SEALANTS - LAB NOTES - LOG CHINKING, COLD MOVEMENT
(bench book of J. Okemow, chemist)

2025-01-14
Customer complaints from Lac La Ronge and Flin Flon: our acrylic chinking (A1, 12% plasticizer) cracks and lets go
of the logs over the first winter. Logs shrink and move most in the coldest weeks.
A1 dumbbells conditioned at -30 C: elongation at break 120%. Needs to be 300% or more at -30 C.

2025-01-21
A2: same acrylic with 18% plasticizer. Elongation at -30 C up to 290%, nearly there. Set out on weathered spruce
panels on the roof rack.

2025-02-04
A3: switched the resin to a low-Tg acrylic (butyl acrylate rich, Tg about -45 C), plasticizer back to 12%.
Elongation 410% at -30 C. But it stays tacky: 9 h to tack-free at 5 C. Crews can't wait that long in fall.
A2 roof panels: plasticizer migration - oily halo and staining on the logs, dirt stuck to the bead. A2 is dead.

2025-02-11
A4: hybrid silyl-modified polymer (SMP) base instead of acrylic. 520% at -30 C, tack-free 2 h. Cycling started.

2025-02-25
A5: A3 plus 0.5% silane adhesion promoter and a faster coalescent. A5 is tack-free in 3.5 h at 5 C, elongation 395%.
Cycling started.
""")),
        ("movement_cycling.xlsx", xlsx([
            ("cycling", [
                ["start_date", "end_date", "formula", "substrate", "cycles", "movement", "cold_C",
                 "joints_failed", "failure_mode"],
                [D("2025-01-21"), D("2025-02-04"), "A1", "UV-greyed spruce", 10, "+/-25%", -40, "6 of 6", "cohesive cracking"],
                [D("2025-02-04"), D("2025-02-25"), "A3", "UV-greyed spruce", 10, "+/-25%", -40, "0 of 6", ""],
                [D("2025-02-11"), D("2025-03-11"), "A4", "UV-greyed spruce", 10, "+/-25%", -40, "6 of 6", "adhesive - peeled off wood"],
                [D("2025-02-25"), D("2025-03-11"), "A5", "UV-greyed spruce", 10, "+/-25%", -40, "0 of 6", ""],
            ]),
        ])),
        ("chinking_project_report.docx", docx([
            ("title", "Cold-movement log chinking - project report"),
            ("p", "Prairie Timberline Sealants Ltd., Prince Albert, SK. March 20, 2025."),
            ("h1", "Plan"),
            ("p", "Develop a chinking that stays bonded and uncracked on log homes through a northern "
                  "Saskatchewan winter: elongation at break of 300% or more at -30 C, no failed joints after 10 "
                  "movement cycles of +/-25% between -40 C and +40 C, good adhesion to UV-greyed spruce (the "
                  "surface on most existing homes, which is weathered and powdery), and tack-free within 4 h at 5 C "
                  "so crews can work in the fall."),
            ("p", "Acrylic chinkings get their cold flexibility from plasticizer, which migrates out. Lower-Tg "
                  "resins stay flexible but dry slowly in the cold, and hybrid sealants are made for clean "
                  "window frames, not weathered wood. Adhesion data from the resin makers are on new, planed "
                  "wood at room temperature."),
            ("h1", "Method"),
            ("p", "Dumbbells for elongation at -30 C; 12 x 12 x 50 mm joints between UV-greyed spruce blocks for "
                  "movement cycling (6 joints per formula); tack-free time at 5 C."),
            ("h1", "Results"),
            ("p", "A1 (current) cracked in cycling. A2 reached 290% only with 18% plasticizer and stained the logs. "
                  "A3 passed cycling but needed 9 h to tack-free. The SMP hybrid (A4) had the best elongation, "
                  "520%, but peeled off the weathered wood in every joint. A5 passed cycling and was tack-free "
                  "in 3.5 h."),
            ("h1", "Conclusion"),
            ("p", "The low-Tg acrylic gives the cold movement; the silane adhesion promoter and faster coalescent "
                  "fix its drying time without hurting the bond. More plasticizer is ruled out (migration), and "
                  "SMP hybrids are ruled out on weathered wood without a primer. A5 goes to three homes for "
                  "the 2025-26 winter."),
        ])),
        ("resin_quotation_Q-2211.pdf", pdf([
            ("title", "Quotation Q-2211"),
            ("p", "Northplains Polymer Distribution Inc. - to Prairie Timberline Sealants Ltd., attn. Purchasing."),
            ("table", [
                ["Item", "Pack", "Price"],
                ["Acrylic emulsion, general purpose", "205 L drum", "$1,180.00"],
                ["Acrylic emulsion, general purpose", "1,000 L tote", "$5,340.00"],
                ["Coalescent, low odour", "20 L pail", "$212.00"],
            ]),
            ("p", "Prices FCA Saskatoon, in CAD, taxes extra. Validity: 30 days. Payment terms net 30 upon approved "
                  "credit. Minimum order 4 drums."),
        ])),
    ],
)


if __name__ == "__main__":
    casegen.write_cases()
