#!/usr/bin/env python3
"""Builds the multi-file evidence cases of the first-contact set (evidence_multi_first).

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
# F01 maple sap reverse osmosis to 22 Brix (agri-food, QC) - supplier invoice noise
# ---------------------------------------------------------------------------
case(
    {
        "name": "maple_sap_high_brix_ro",
        "question": "I need T661 sections 242, 244 and 246 written from our maple RO project files.",
        "facts": {
            "242": [["22 Brix"], ["18 LMH"], ["20 h"], ["16 Brix", "above 20 Brix"]],
            "244": [["two-stage"], ["1000 psi"], ["1 um", "chilled to 4 C"], ["antiscalant"]],
            "246": [["18.9 LMH"], ["22 h"], ["calcium malate"], ["antiscalant is out", "off-note"]],
        },
        "dates": ["2025-03-18", "2025-03-19", "2025-03-24", "2025-03-26", "2025-04-01", "2025-04-03", "2025-04-08"],
        "noise": ["TVQ 9.975%", "TPS 5%", "Payable within 30 days", "Sous-total", "excludes fouling and scaling"],
        "bindings": [
            {"value": "17.8 Brix", "subject": "Config 1", "others": ["Config 2", "Config 3"]},
            {"value": "16.0 LMH", "subject": "Config 2", "others": ["Config 3", "Config 4"]},
            {"value": "17.1 LMH", "subject": "Config 4", "others": ["Config 3", "Config 1"]},
        ],
    },
    [
        ("ro_concentration_report.docx", docx([
            ("title", "Reverse osmosis to 22 Brix - season report 2025"),
            ("p", "Coopérative acéricole du Haut-Richelieu - sugarhouse no. 2 (4,200 taps on tubing). Written by "
                  "Étienne Lafrance, production manager."),
            ("h1", "Context"),
            ("p", "Our evaporator burns fuel oil. Today the RO brings sap from about 2 Brix to 12 Brix, and every "
                  "extra Brix of concentrate saves fuel and boiling time. The aim this season was to concentrate "
                  "to at least 22 Brix before the evaporator while keeping the average permeate flux at 18 LMH "
                  "or more over an 8 h run, going at least 20 h between membrane washes, and leaving the syrup "
                  "taste unchanged."),
            ("h1", "What we needed to find out"),
            ("p", "The membrane maker rates these 8040 elements to 16 Brix. Above that the osmotic pressure climbs "
                  "quickly, and late-season sap scales membranes with calcium malate (sugar sand), the same "
                  "mineral that fouls the evaporator pans. We found no one running above 20 Brix on a co-op size "
                  "system, and the supplier could not tell us whether a high-pressure second stage would hold "
                  "its flux or scale up within hours, or whether treating the feed would change that."),
            ("h1", "Trials"),
            ("b", "Config 1: existing single-stage system at 600 psi, no feed treatment."),
            ("b", "Config 2: two-stage; second stage on high-pressure elements at 1000 psi, no feed treatment."),
            ("b", "Config 3: two-stage at 600/1000 psi, 1 um cartridge pre-filter, sap chilled to 4 C in the receiver tank."),
            ("b", "Config 4: two-stage at 600/1000 psi with a food-grade antiscalant dosed into the feed, no pre-filter."),
            ("p", "Each configuration ran at least one full day of sap (8 h or more). Brix by digital refractometer "
                  "every hour, permeate by flow meter; hours to wash = hours until flux fell 25% below the start."),
            ("h1", "What we measured"),
            ("p", "March 18 and 19: Config 1 topped out at 17.8 Brix with 14.2 LMH - a single stage cannot go further."),
            ("p", "March 24 and 26: Config 2 reached 23.1 Brix, but its flux averaged only 16.0 LMH and it needed a "
                  "wash after 9 h. The membranes carried a white scale that the lab identified as calcium malate."),
            ("p", "April 1 and 3: Config 3 made 22.6 and 23.4 Brix at 18.9 LMH and 18.6 LMH, and ran 22 h and 21 h "
                  "before washing."),
            ("p", "April 8: Config 4 gave 17.1 LMH and needed a wash after 15 h; the syrup from that day was "
                  "flagged with an off-note by our grader."),
            ("h1", "Where we landed"),
            ("p", "Chilling and pre-filtering the feed is what kept calcium malate from scaling the high-pressure "
                  "stage; with it every target was met. The antiscalant is out: it did worse on flux and wash "
                  "interval and touched the syrup taste. A single stage cannot go past about 18 Brix. For 2026 "
                  "we will size the chiller for full sap flow."),
        ])),
        ("ro_runs_spring2025.csv", text("""
run_no,date,config,stages,pressure_psi,feed_treatment,sap_temp_C,sap_brix,conc_brix,avg_flux_LMH,hours_to_wash,taste,ok,remarks
1,2025-03-18,Config 1,1,600,none,7,2.1,17.8,14.2,11,normal,no,max Brix limited
2,2025-03-19,Config 1,1,600,none,6,2.2,17.5,14.0,10,normal,no,
3,2025-03-24,Config 2,2,600/1000,none,7,2.3,23.1,16.0,9,normal,no,"white scale, calcium malate"
4,2025-03-26,Config 2,2,600/1000,none,8,2.4,22.8,15.4,8,normal,no,
5,2025-04-01,Config 3,2,600/1000,1 um filter + chill,4,2.2,22.6,18.9,22,normal,yes,
6,2025-04-03,Config 3,2,600/1000,1 um filter + chill,4,2.5,23.4,18.6,21,normal,yes,late sap
7,2025-04-08,Config 4,2,600/1000,antiscalant,8,2.6,22.2,17.1,15,off-note,no,grader flagged syrup
""")),
        ("filtration_boreale_facture_F-3307.txt", text("""
FILTRATION BORÉALE INC.
1450, rue Principale, Granby (Québec) J2G 8C9
TPS 812345678 RT0001 / TVQ 1219876543 TQ0001

FACTURE / INVOICE No F-3307
Date : 2025-03-12
Client : Coopérative acéricole du Haut-Richelieu
Conditions : Payable within 30 days / payable à 30 jours

Qté  Description                                          Prix unit.   Montant
4    Membrane element 8040, high-pressure RO (1200 psi)   2 150,00 $   8 600,00 $
2    Cartridge filter 1 um, 40 in, box of 12              186,00 $     372,00 $
1    Transport / shipping                                 145,00 $     145,00 $

Sous-total                                                            9 117,00 $
TPS 5%                                                                  455,85 $
TVQ 9.975%                                                              909,42 $
TOTAL                                                                10 482,27 $

Merci de votre confiance! Warranty: 12 months from installation, excludes fouling and scaling.
""")),
    ],
)

# ---------------------------------------------------------------------------
# F02 recycled asphalt shingles in hot mix (construction materials, MB) - "Wrap-up" dated summary
# ---------------------------------------------------------------------------
case(
    {
        "name": "ras_asphalt_mix_rejuvenator",
        "question": "Prepare the three T661 narrative answers from the attached RAS mix design work.",
        "facts": {
            "242": [["-34 C or colder"], ["12.5 mm"], ["at least 20%"], ["degree of blending", "0% RAS"]],
            "244": [["bio-oil"], ["PG 46-40"], ["AASHTO T 324"], ["TSRST"]],
            "246": [["-34.6"], ["9.8 mm"], ["6% bio-oil"], ["-31.8"]],
        },
        "dates": ["2025-04-28", "2025-05-05", "2025-05-12", "2025-05-20", "2025-05-26", "2025-06-09",
                  "2025-06-13", "2025-06-27"],
        "noise": [],
        "bindings": [
            {"value": "-27.4", "subject": "M-212", "others": ["M-213", "M-214"]},
            {"value": "14.2 mm", "subject": "M-216", "others": ["M-214", "M-213"]},
            {"value": "-33.1", "subject": "M-215", "others": ["M-214", "M-213"]},
        ],
    },
    [
        ("ras_lab_summary.pdf", pdf([
            ("title", "RAS in hot mix asphalt - laboratory summary"),
            ("p", "Keewatin Paving & Aggregates Ltd. - Materials Laboratory, Winnipeg. For internal use and for "
                  "discussion with Manitoba Transportation."),
            ("h1", "Why this work"),
            ("p", "The provincial specification currently allows 0% RAS in surface courses. Binder in recycled "
                  "asphalt shingles (RAS) is heavily oxidized, and how much of it actually blends with the virgin "
                  "binder in a plant mix - the degree of blending - is not known. Published rejuvenator doses "
                  "come from warmer states using PG 58 and PG 64 binders. We needed to know whether a bio-oil "
                  "rejuvenator dose exists that restores Manitoba low-temperature performance with 5% RAS "
                  "without making the mix rut."),
            ("h1", "Design criteria"),
            ("b", "TSRST cracking temperature of -34 C or colder (matches the PG xx-34 climate)"),
            ("b", "Hamburg wheel tracking (AASHTO T 324, 50 C, wet): rut depth 12.5 mm or less at 20,000 passes"),
            ("b", "Binder replacement from RAS of at least 20%"),
            ("h1", "Results"),
            ("table", [
                ["Mix", "RAS %", "Rejuvenator", "Virgin binder", "Binder replacement %", "TSRST Tcr (C)",
                 "Hamburg rut at 20k (mm)", "Meets"],
                ["M-211", "0", "-", "PG 52-34", "0", "-35.2", "6.1", "control"],
                ["M-212", "5", "-", "PG 52-34", "22", "-27.4", "3.2", "No"],
                ["M-213", "5", "bio-oil 3%", "PG 52-34", "22", "-31.8", "4.5", "No"],
                ["M-214", "5", "bio-oil 6%", "PG 52-34", "22", "-34.6", "9.8", "Yes"],
                ["M-215", "5", "-", "PG 46-40", "22", "-33.1", "7.7", "No"],
                ["M-216", "5", "bio-oil 9%", "PG 52-34", "22", "-37.0", "14.2", "No"],
            ]),
            ("h1", "Notes"),
            ("p", "Testing period May to June 2025. TSRST per AASHTO TP 10, 2 specimens per mix; Hamburg, 2 tracks "
                  "per mix. Rejuvenator dose is by weight of total binder."),
        ])),
        ("ras_mix_results.xlsx", xlsx([
            ("mixes", [
                ["mix_id", "mixed_on", "ras_pct", "rejuvenator", "rejuv_pct", "virgin_pg", "br_pct",
                 "tsrst_1_C", "tsrst_2_C", "tsrst_avg_C", "hamburg_L_mm", "hamburg_R_mm", "hamburg_avg_mm", "verdict"],
                ["M-211", "05-May-2025", 0, "none", 0, "52-34", 0, -35.0, -35.4, -35.2, 5.9, 6.3, 6.1, "control"],
                ["M-212", "05-May-2025", 5, "none", 0, "52-34", 22, -27.1, -27.7, -27.4, 3.0, 3.4, 3.2, "fail - cracking"],
                ["M-213", "12-May-2025", 5, "bio-oil", 3, "52-34", 22, -31.6, -32.0, -31.8, 4.3, 4.7, 4.5, "fail - cracking"],
                ["M-214", "12-May-2025", 5, "bio-oil", 6, "52-34", 22, -34.4, -34.8, -34.6, 9.6, 10.0, 9.8, "PASS"],
                ["M-215", "20-May-2025", 5, "none", 0, "46-40", 22, -33.0, -33.2, -33.1, 7.5, 7.9, 7.7, "fail - cracking"],
                ["M-216", "26-May-2025", 5, "bio-oil", 9, "52-34", 22, -36.8, -37.2, -37.0, 13.9, 14.5, 14.2, "fail - rutting"],
            ]),
        ])),
        ("ras_field_notes.md", text("""
RAS trial mixes - lab notebook, T. Okafor
Keewatin Paving & Aggregates, Winnipeg plant lab - 2025

Mon. Apr 28 - tear-off shingles from the Selkirk transfer station, ground to minus 9.5 mm at the yard, nails pulled by magnet. Extraction on 3 samples: RAS binder content 24.1%; recovered binder very stiff (no BBR grade possible even at -12, way too brittle).
Mon. May 5 - mixed M-211 (control, no RAS, PG 52-34) and M-212 (5% RAS, same virgin binder). Compacted Hamburg + TSRST specimens. M-212 looked dry, coating ok after 2 min extra mixing.
Mon. May 12 - M-213 (5% RAS + 3% bio-oil rejuvenator, by weight of total binder) and M-214 (5% RAS + 6% bio-oil). Bio-oil blended into the virgin binder, stirred 5 min at 150 C.
Tues. May 20 - M-215: 5% RAS with softer virgin binder PG 46-40 instead of 52-34, no rejuvenator. Had to order a drum from Edmonton.
Mon. May 26 - M-216: 5% RAS + 9% bio-oil, to bracket the dose.
Mon. Jun 9 - last Hamburg done (M-216). TSRST all finished June 13.
   M-212 cracked at -27.4 C. Hopeless for Manitoba.
   M-214 -34.6 C, rut 9.8 mm. The one.
   M-216 very soft - 14.2 mm rut at 20k passes, fails Hamburg. So 9% bio-oil is too much.

Wrap-up, June 27: 6% bio-oil is the window with 5% RAS - low-temp performance comes back without rutting. 3% not enough (-31.8 C), 9% too much. Swapping to a softer virgin binder alone (M-215) gets close on cracking (-33.1 C) but misses, and costs more than the bio-oil. Next: 200 t plant trial on a municipal road in August.
""")),
    ],
)

# ---------------------------------------------------------------------------
# F03 wheat straw / PP cab panel: XLSX run sheet + short goal note only (+ brochure noise)
# ---------------------------------------------------------------------------
case(
    {
        "name": "straw_pp_cab_panel_xlsx_only",
        "question": "We only have the compounding spreadsheet and a short note - can you still draft 242, 244 and 246?",
        "facts": {
            "242": [["3.2 GPa"], ["110 C"], ["$2.40/kg"], ["above ~200 C", "wood flour and talc"]],
            "244": [["MAPP"], ["alkali"], ["zeolite"], ["185"]],
            "246": [["all targets met"], ["over budget"], ["short shots"], ["smells burnt"]],
        },
        "dates": ["2025-06-02", "2025-06-04", "2025-06-09", "2025-06-11", "2025-06-16", "2025-06-18"],
        "noise": ["Grown on the Prairies", "25-year limited warranty", "Request a quote today", "Harvest Gold", "Chinook Brown"],
        "bindings": [
            {"value": "2.65", "subject": "PF-06", "others": ["PF-07", "PF-04"]},
            {"value": "118", "subject": "PF-05", "others": ["PF-04", "PF-07"]},
            {"value": "96", "subject": "PF-01", "others": ["PF-02", "PF-03"]},
        ],
    },
    [
        ("compounding_trials.xlsx", xlsx([
            ("trials", [
                ["batch", "date", "straw_pct", "straw_prep", "MAPP_pct", "additive", "barrel_max_C",
                 "flex_mod_GPa", "HDT_C", "odour_VDA270", "cost_per_kg", "verdict", "note"],
                ["PF-01", D("2025-06-02"), 20, "milled 2 mm", 0, "-", 210, 2.4, 96, 3.5, 1.95, "FAIL", "low stiffness, no coupling agent"],
                ["PF-02", D("2025-06-02"), 30, "milled 2 mm", 0, "-", 210, 2.9, 101, 4.0, 1.88, "FAIL", "fibre pull-out on fracture face"],
                ["PF-03", D("2025-06-04"), 30, "milled 2 mm", 3, "-", 210, 3.4, 112, 4.0, 2.02, "FAIL", "MAPP fixes stiffness but smells burnt"],
                ["PF-04", D("2025-06-09"), 30, "milled 2 mm", 3, "-", 185, 3.3, 111, 3.0, 2.04, "MARGINAL", "lower barrel temp: odour right at the limit"],
                ["PF-05", D("2025-06-11"), 40, "milled 2 mm", 3, "-", 185, 3.9, 118, 3.5, 1.97, "FAIL", "40% straw: short shots, odour 3.5 - ruled out"],
                ["PF-06", D("2025-06-16"), 30, "alkali-washed", 3, "-", 185, 3.5, 114, 2.5, 2.65, "FAIL", "alkali wash fixes odour but over budget"],
                ["PF-07", D("2025-06-18"), 30, "milled 2 mm", 3, "zeolite 1%", 185, 3.3, 111, 2.5, 2.31, "PASS", "zeolite soaks up odour, all targets met"],
                ["PF-08", D("2025-06-18"), 30, "milled 2 mm", 3, "zeolite 1%", 185, 3.4, 112, 2.6, 2.31, "PASS", "second straw lot, same recipe"],
            ]),
        ], date_format="d-mmm-yyyy")),
        ("project_goal.md", text("""
# Straw-PP cab panel - what we're after

Combine cab interior trim panel, injection moulded, wheat straw fibre in PP. Needs:
- flexural modulus >= 3.2 GPa (ISO 178)
- HDT >= 110 C at 0.45 MPa (cabs sit in the sun)
- odour <= 3.0 on the VDA 270 scale (OEM spec)
- material cost under $2.40/kg

Straw fibre starts to degrade above ~200 C and that's where the burnt/smoky smell comes from. We don't know if 30%+ straw can be compounded and moulded hot enough to flow without burning it. The compounder's data is for wood flour and talc only. Trials are all in the spreadsheet (barrel temps, MAPP coupling agent, odour panel).
""")),
        ("pfc_product_brochure.pdf", pdf([
            ("title", "StrawDeck composite decking"),
            ("p", "Prairie Fibre Composites - Grown on the Prairies, built to last."),
            ("p", "StrawDeck boards are made from reclaimed wheat straw and recycled plastic. No splinters, no "
                  "staining, no sanding - just summers on the deck with family and friends."),
            ("h1", "Why StrawDeck?"),
            ("b", "25-year limited warranty against rot and termites"),
            ("b", "Three prairie colours: Harvest Gold, Prairie Grey and Chinook Brown"),
            ("b", "Hidden-fastener system for a clean look"),
            ("b", "Made in Saskatchewan by a family-owned company"),
            ("p", "Available at lumber yards across the Prairies. Request a quote today at sales@prairiefibre.ca."),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# F04 snow crab chitosan foam dressing (medical device, NL) - NDA clause inside the e-mail chain
# ---------------------------------------------------------------------------
case(
    {
        "name": "chitosan_foam_dressing",
        "question": "Please turn these into SR&ED lines 242, 244 and 246 (technical uncertainty, work done, advancement).",
        "facts": {
            "242": [["15 g/g"], ["0.5 N/cm"], ["below 0.3%"], ["degree of deacetylation", "DDA"]],
            "244": [["genipin"], ["-80 C"], ["2 M NaOH"], ["EN 13726-1"]],
            "246": [["15.9 g/g"], ["0.62 N/cm"], ["0.18%"], ["over-crosslinked", "too much absorbency"]],
        },
        "dates": ["2025-10-06", "2025-10-20", "2025-11-03", "2025-11-14", "2025-11-17"],
        "noise": ["injunctive relief", "reverse engineer", "three (3) years", "Receiving Party", "Office of Research Services"],
        "bindings": [
            {"value": "11.2 g/g", "subject": "DF-1", "others": ["DF-2", "DF-3"]},
            {"value": "0.33 N/cm", "subject": "DF-2", "others": ["DF-3", "DF-4"]},
            {"value": "9.7 g/g", "subject": "DF-4", "others": ["DF-3", "DF-2"]},
            {"value": "0.61%", "subject": "CH-0925", "others": ["CH-1002"]},
        ],
    },
    [
        ("dressing_dev_report.docx", docx([
            ("title", "Snow crab chitosan foam dressing - development report"),
            ("p", "Avalon Biomaterials Inc., St. John's NL"),
            ("h1", "Project overview"),
            ("p", "We make chitosan from snow crab shell waste bought from Bonavista Bay processors, and we want "
                  "our own wound dressing: a freeze-dried chitosan/alginate foam for moderately exuding wounds."),
            ("p", "Targets for the prototype, set with our clinical advisor: free-swell absorbency of at least "
                  "15 g/g (EN 13726-1, solution A); wet tensile strength of at least 0.5 N/cm so the dressing "
                  "comes off in one piece; residual protein below 0.3% (shellfish allergen concern); and a log "
                  "reduction of at least 2 against S. aureus in 24 h."),
            ("h1", "Technical questions"),
            ("p", "Medical-grade chitosans have a degree of deacetylation (DDA) of 85-90%. Ours is 78% with a high "
                  "molecular weight, and we did not know how that changes the pore structure on freeze-drying or "
                  "the strength of the wet foam. Crosslinking with genipin could add wet strength but tightens "
                  "the network and may cut absorbency; where the balance sits for our chitosan was unknown. Our "
                  "standard deproteinization (a single 1 M NaOH step) had never been checked against a 0.3% "
                  "protein limit."),
            ("h1", "Formulations"),
            ("table", [
                ["Code", "Chitosan", "Alginate", "Freezing", "Genipin"],
                ["DF-1", "2%", "1%", "-20 C", "none"],
                ["DF-2", "2%", "1%", "-80 C", "none"],
                ["DF-3", "2%", "1%", "-80 C", "0.1%"],
                ["DF-4", "2%", "1%", "-80 C", "0.5%"],
            ]),
            ("h1", "Process"),
            ("p", "Chitosan dissolved in 1% acetic acid, alginate added, cast 5 mm deep in trays, frozen, "
                  "freeze-dried 48 h, neutralised in ethanolic NaOH and re-dried. Two deproteinization routes "
                  "for the chitin: a single 1 M NaOH step at 90 C for 2 h (lot CH-0925, current process) and "
                  "two 2 M NaOH steps at 90 C, 2 h each (lot CH-1002). DF-1 and DF-2 were tested first, DF-3 "
                  "and DF-4 after; all foams for the final tests used CH-1002."),
            ("h1", "Results so far"),
            ("p", "Freezing at -80 C gave much finer pores than -20 C (mean 85 um against 210 um on SEM). Full "
                  "test data are in the university lab report. The two-step 2 M NaOH route brought residual "
                  "protein from 0.61% to 0.18%."),
            ("h1", "Next"),
            ("p", "Gamma sterilization trial on DF-3 and a 6-month stability study."),
        ])),
        ("university_lab_test_report.pdf", pdf([
            ("title", "Test report TR-2025-044"),
            ("p", "Marine Bioprocessing Laboratory, Memorial University of Newfoundland. Client: Avalon "
                  "Biomaterials Inc. Testing completed 14/11/2025."),
            ("h1", "Samples"),
            ("p", "Freeze-dried chitosan/alginate foams DF-1 to DF-4 (10 pieces each); chitin lots CH-0925 and CH-1002."),
            ("h1", "Results"),
            ("table", [
                ["Sample", "Absorbency, g/g (EN 13726-1)", "Wet tensile, N/cm", "Log reduction S. aureus, 24 h"],
                ["DF-1", "11.2", "0.21", "2.1"],
                ["DF-2", "16.8", "0.33", "2.3"],
                ["DF-3", "15.9", "0.62", "2.4"],
                ["DF-4", "9.7", "1.1", "2.2"],
            ]),
            ("table", [
                ["Chitin lot", "Deproteinization", "Residual protein (BCA), %"],
                ["CH-0925", "1 M NaOH, single step", "0.61"],
                ["CH-1002", "2 M NaOH, two steps", "0.18"],
            ]),
            ("h1", "Comments"),
            ("p", "DF-1 tore when lifted wet. DF-4 was stiff and absorbed least. DF-3 meets the client's stated "
                  "absorbency, wet strength and antimicrobial targets."),
        ])),
        ("email_chain_mun.txt", text("""
From: Priya Raman <priya@avalonbio.ca>
To: Dr. Sean Whelan <swhelan@mun.ca>
Date: Mon, Oct 6, 2025 9:12 AM
Subject: DF-1 / DF-2 samples

Hi Sean, dropped off DF-1 and DF-2 foams this morning (10 pieces each), plus chitin lots CH-0925 (single NaOH, our usual) and CH-1002 (two-step 2 M NaOH) for protein. DF-1 was frozen at -20 C, DF-2 at -80 C.
Priya

-----
From: Dr. Sean Whelan
Date: Mon, Oct 20, 2025 4:40 PM
Subject: RE: DF-1 / DF-2 samples

Preliminary: DF-1 absorbency 11.2 g/g and it tore when we lifted it wet (0.21 N/cm). DF-2 much better on absorbency at 16.8 g/g, but wet tensile only 0.33 N/cm. Protein: CH-0925 0.61%, CH-1002 0.18%.

-----
From: Karen Doyle <kdoyle@mun.ca>
Date: Wed, Oct 29, 2025 11:05 AM
Subject: NDA before full data release

Hello Priya, before we share the SEM images and the full data set, our Office of Research Services needs the mutual NDA signed. Key terms for your review:
"Each party, as Receiving Party, shall not disclose the Disclosing Party's Confidential Information for a period of three (3) years from disclosure, and shall not reverse engineer any samples provided. The Disclosing Party shall be entitled to seek injunctive relief for any breach."
Please sign and return by Nov 7.
Karen Doyle, Industry Liaison

-----
From: Priya Raman
Date: Mon, Nov 3, 2025 8:55 AM
Subject: DF-3 / DF-4

NDA signed and sent back. Dropped off DF-3 (0.1% genipin) and DF-4 (0.5% genipin) today, both frozen at -80 C and made with the CH-1002 chitosan.

-----
From: Dr. Sean Whelan
Date: Mon, Nov 17, 2025 2:15 PM
Subject: Final report TR-2025-044

Final report attached. DF-3: 15.9 g/g, 0.62 N/cm, log reduction 2.4 - meets all your targets. DF-4 is over-crosslinked: 1.1 N/cm but only 9.7 g/g, so more genipin costs too much absorbency. All four foams gave 2.1-2.4 log against S. aureus.
""")),
    ],
)

# ---------------------------------------------------------------------------
# F05 Quebec French telephone speech recognition (software, QC) - job posting noise
# ---------------------------------------------------------------------------
case(
    {
        "name": "quebec_french_call_asr",
        "question": "Write our SR&ED project description for T661 (242, 244, 246) based on the eng log and eval results.",
        "facts": {
            "242": [["WER at most 12%"], ["0.3 or lower"], ["8 kHz"], ["European French", "Quebec telephone benchmark"]],
            "244": [["LoRA"], ["full fine-tune"], ["bandwidth-extension", "16 kHz"], ["G.711"]],
            "246": [["11.7%"], ["0.21"], ["Catastrophic forgetting"], ["bandwidth extension ruled out", "accent coverage"]],
        },
        "dates": ["2025-01-14", "2025-01-28", "2025-02-11", "2025-02-25", "2025-03-11", "2025-03-25"],
        "noise": ["REER collectif", "equal opportunity employer", "fast-growing", "yearly training budget", "flexible hours"],
        "bindings": [
            {"value": "31.0%", "subject": "run-5", "others": ["run-8", "run-12"]},
            {"value": "14.1%", "subject": "run-10", "others": ["run-9", "run-12"]},
            {"value": "0.19", "subject": "run-9", "others": ["run-8", "run-12"]},
        ],
    },
    [
        ("asr_engineering_log.md", text("""
# ASR québécois - engineering log
Voxlocal inc. - speech team (M. Tremblay, K. Osei, L. Nguyen)

Context: our call-centre analytics product transcribes customer calls for Quebec clients (a telco, an insurer, two credit unions). Audio is 8 kHz telephone; callers mix Quebec French with English terms ("le deductible", "mon account"), and many are from Saguenay-Lac-Saint-Jean and the Gaspésie. The current vendor API gives 21.5% WER on our test set - clients say the transcripts are unusable for QA scoring.

Goal for this project: WER at most 12% on our held-out Quebec call set (14 h, 212 calls), code-switch segments at most 15% WER, real-time factor (RTF) 0.3 or lower on one L4 GPU.

Unknowns: public French speech data is mostly European French, read speech, wideband. We found no published Quebec telephone benchmark. We don't know if 60 h of our own transcribed calls is enough to adapt a large model without it forgetting English terms, or whether the 8 kHz band limit is the real bottleneck.

### Tue. Jan 14, 2025
Eval harness set up; WER with our normaliser (numbers, contractions like "chu", "t'sais" kept as spoken). run-3 = Whisper large-v3 as is: 21.9% on our set (vendor was 21.5%). RTF 0.42.

### Jan 28
run-5: full fine-tune of large-v3 on 60 h in-house calls, 3 epochs. WER 13.9%. But code-switch WER went to 31.0% for run-5 - it now spells "deductible" the French way and mangles English. Catastrophic forgetting, as feared.

### Feb 11
run-8: LoRA (rank 32) instead of full FT, 20% of each batch English call-centre audio. 12.6% WER, code-switch 14.8%. RTF still 0.41 - too slow.

### Feb 25
run-9: same LoRA recipe on large-v3-turbo (4 decoder layers): RTF 0.19, WER 13.4%.
run-10: upsample to 16 kHz with a bandwidth-extension model before ASR: WER 14.1%, RTF 0.35. Worse and slower -> bandwidth extension ruled out. The 8 kHz band isn't the bottleneck, accent coverage is.

### Mar 11
Recorded + transcribed 15 h of extra calls from Saguenay and Gaspésie clients (with consent). Added G.711 codec simulation + packet-loss augmentation to training.

### Mar 25
run-12: turbo + LoRA + 15 h regional + codec augmentation. WER 11.7%, code-switch 13.9%, RTF 0.21. All three targets met. Saguenay subset 13.2% vs 19.8% for run-9.
""")),
        ("wer_eval_results.csv", text("""
run_id,date,base_model,method,train_h,extra_data,wer_pct,codeswitch_wer_pct,saguenay_wer_pct,rtf_L4,meets_targets,comment
run-3,2025-01-14,whisper-large-v3,none,0,-,21.9,24.3,27.5,0.42,no,off the shelf
run-5,2025-01-28,whisper-large-v3,full fine-tune,60,-,13.9,31.0,20.6,0.42,no,forgets English terms
run-8,2025-02-11,whisper-large-v3,LoRA r32,60,20% English mix,12.6,14.8,19.1,0.41,no,too slow
run-9,2025-02-25,whisper-large-v3-turbo,LoRA r32,60,20% English mix,13.4,15.2,19.8,0.19,no,
run-10,2025-02-25,whisper-large-v3-turbo,LoRA r32 + BWE to 16 kHz,60,20% English mix,14.1,15.9,20.4,0.35,no,bandwidth extension - worse and slower
run-12,2025-03-25,whisper-large-v3-turbo,LoRA r32,75,20% English + 15 h regional + G.711 aug,11.7,13.9,13.2,0.21,yes,all targets met
""")),
        ("posting_ml_engineer.txt", text("""
Offre d'emploi / Job posting - Ingénieur(e) en apprentissage automatique (ML Engineer)
Voxlocal inc. - Québec (Saint-Roch), hybrid

Why join us? We're a fast-growing Québec City scale-up helping contact centres understand every conversation.

Responsibilities
- Train and deploy speech models in production
- Work with the product and client success teams

Requirements
- MSc or equivalent experience in machine learning
- Python, PyTorch; French and English (bilingual an asset)

We offer: salary $95k-$120k, REER collectif with employer match, flexible hours, 4 weeks of vacation and a yearly training budget of $2,000.

Voxlocal is an equal opportunity employer. Send your CV to emplois@voxlocal.ca before April 30, 2025.
""")),
    ],
)

# ---------------------------------------------------------------------------
# F06 torrefied (black) pellets from mill residue (forestry / clean-tech, BC) - dated pilot summary
# ---------------------------------------------------------------------------
case(
    {
        "name": "torrefied_black_pellets",
        "question": "Draft T661 lines 242, 244 and 246 for the black pellet project using these three files.",
        "facts": {
            "242": [["21 MJ/kg"], ["97.5%"], ["below 3%"], ["25% bark", "lignin and hemicellulose"]],
            "244": [["250 C", "290 C"], ["lignosulfonate"], ["steam conditioning"], ["tall oil pitch"]],
            "246": [["97.8%"], ["2.1%"], ["water-soluble"], ["Temperature alone"]],
        },
        "dates": ["2025-09-15", "2025-09-17", "2025-09-22", "2025-10-06", "2025-10-08", "2025-10-20",
                  "2025-10-27", "2025-11-14"],
        "noise": [],
        "bindings": [
            {"value": "91.3%", "subject": "B-15", "others": ["B-17", "B-19"]},
            {"value": "5.9%", "subject": "B-17", "others": ["B-18", "B-19"]},
            {"value": "61%", "subject": "B-16", "others": ["B-15", "B-19"]},
        ],
    },
    [
        ("torrefaction_batches.xlsx", xlsx([
            ("batches", [
                ["batch", "run_date", "temp_C", "residence_min", "binder", "binder_pct", "die_C", "steam",
                 "mass_yield_pct", "HHV_MJ_kg", "durability_pct", "water_uptake_pct", "ash_pct", "verdict"],
                ["B-14", D("2025-09-15"), 250, 30, "none", 0, 70, "N", 84, 20.1, 96.1, 8.5, 2.9, "FAIL"],
                ["B-15", D("2025-09-17"), 270, 30, "none", 0, 70, "N", 74, 21.4, 91.3, 3.4, 3.2, "FAIL"],
                ["B-16", D("2025-09-22"), 290, 30, "none", 0, 70, "N", 61, 22.6, 88.0, 2.2, 3.6, "FAIL"],
                ["B-17", D("2025-10-06"), 270, 30, "lignosulfonate", 2, 70, "N", 74, 21.2, 97.9, 5.9, 3.4, "FAIL"],
                ["B-18", D("2025-10-08"), 270, 30, "none", 0, 95, "Y", 74, 21.3, 96.8, 2.7, 3.2, "FAIL"],
                ["B-19", D("2025-10-20"), 270, 30, "tall oil pitch", 1.5, 95, "N", 74, 21.6, 97.8, 2.1, 3.2, "PASS"],
                ["B-20", D("2025-10-27"), 270, 30, "tall oil pitch", 1.5, 95, "N", 73, 21.5, 97.6, 2.3, 3.2, "PASS"],
            ]),
        ], date_format="mmm d, yyyy")),
        ("black_pellet_project_report.docx", docx([
            ("title", "Black pellets from mill residue - project report"),
            ("p", "Kootenay Bioproducts Ltd., Castlegar BC"),
            ("h1", "Why we did this"),
            ("p", "A cement plant in the Kootenays wants to replace part of its coal with a biomass fuel that "
                  "grinds and stores like coal. Torrefied (\"black\") pellets can do that, but our feedstock is "
                  "sawmill residue with up to 25% bark. The plant's specification: higher heating value (HHV) "
                  "of at least 21 MJ/kg; pellet mechanical durability of at least 97.5% (ISO 17831-1); water "
                  "uptake below 3% after 24 h immersion so the pellets can be stored outside. We also need a "
                  "mass yield of at least 70% through the torrefier for the economics to work."),
            ("p", "What we didn't know: torrefaction raises HHV and makes the fibre hydrophobic, but it also "
                  "degrades the lignin and hemicellulose that bind a pellet, so durability drops - the hotter, "
                  "the worse. Published work is on clean white wood at lab scale. With 25% bark (more ash, "
                  "different extractives) nobody could say whether a temperature window existed that met HHV, "
                  "yield and durability together, or which binder would restore durability without making the "
                  "pellet soak up water again."),
            ("h1", "Set-up"),
            ("p", "Screw-type torrefier, 150 kg/h, nitrogen purged, 30 min residence time for all batches. "
                  "Ring-die pellet mill, 6 mm die with die heating. Tumbler per ISO 17831-1; bomb calorimeter; "
                  "24 h immersion in tap water for water uptake."),
            ("h1", "Trials"),
            ("b", "B-14: torrefied at 250 C, no binder"),
            ("b", "B-15: 270 C, no binder"),
            ("b", "B-16: 290 C, no binder"),
            ("b", "B-17: 270 C with 2% lignosulfonate binder"),
            ("b", "B-18: 270 C, steam conditioning ahead of the mill, die held at 95 C"),
            ("b", "B-19: 270 C with 1.5% tall oil pitch binder, die held at 95 C"),
            ("b", "B-20: B-19 recipe on the winter bark mix"),
            ("h1", "Lessons"),
            ("p", "Temperature alone can't do it. At 250 C (B-14) HHV stayed at 20.1 MJ/kg and the pellets took "
                  "up 8.5% water. At 290 C (B-16) the mass yield fell to 61%. At 270 C, B-15 met HHV and yield "
                  "but its pellets fell apart, with 91.3% durability. Lignosulfonate (B-17) restored durability "
                  "to 97.9% but it is water-soluble, and B-17 water uptake went back up to 5.9%. Steam "
                  "conditioning (B-18) got durability to 96.8%, close but short. The tall oil pitch binder both "
                  "binds and repels water."),
        ])),
        ("pilot_summary_nov2025.pdf", pdf([
            ("title", "Black pellet pilot - summary for the cement plant"),
            ("p", "Kootenay Bioproducts Ltd. - prepared by R. Castellano"),
            ("h1", "Pilot summary - 14 November 2025"),
            ("p", "Over September and October we ran seven batches through the screw torrefier. The tall oil pitch "
                  "recipe (270 C, 30 min, 1.5% pitch, 95 C die) met every specification twice: B-19 at 21.6 MJ/kg, "
                  "97.8% durability, 2.1% water uptake and 74% mass yield, and B-20 on the winter bark mix at "
                  "21.5 MJ/kg, 97.6% and 2.3%. Steam conditioning alone came within 0.7 points on durability but "
                  "is not enough. A 20 t shipment for the plant's co-firing test is planned for December."),
            ("h1", "Ash"),
            ("p", "Ash stays at 3.2% for the 270 C recipes; the plant accepts up to 4%."),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# F07 GFRP wythe connectors for insulated precast panels (construction, ON)
# ---------------------------------------------------------------------------
case(
    {
        "name": "precast_gfrp_connectors",
        "question": "Can you prepare lines 242, 244 and 246 for the GFRP connector panel work? Test plan, results and plant notes attached.",
        "facts": {
            "242": [["8 kN"], ["R-22 effective", "at least R-22"], ["panels at 18 h"], ["stop at 75 mm"]],
            "244": [["anchor head", "moulded anchor"], ["basalt"], ["45 degrees"], ["ASTM C1363", "hot box"]],
            "246": [["R-22.6"], ["8.4 kN", "8.6 kN"], ["strip at 24 h"], ["cone breakout", "concrete cone"]],
        },
        "dates": ["2025-01-16", "2025-01-23", "2025-01-24", "2025-02-03", "2025-02-06", "2025-02-27"],
        "noise": [],
        "bindings": [
            {"value": "5.1 kN", "subject": "CT-A", "others": ["CT-B", "CT-D"]},
            {"value": "7.2 kN", "subject": "CT-D", "others": ["CT-B", "CT-C"]},
            {"value": "10.4 kN", "subject": "CT-C", "others": ["CT-A", "CT-D"]},
            {"value": "R-14.8", "subject": "HB-1", "others": ["HB-2"]},
        ],
    },
    [
        ("connector_test_plan.pdf", pdf([
            ("title", "Test plan - GFRP wythe connectors for insulated precast wall panels"),
            ("p", "Grand River Precast Inc. - Engineering. Rev B."),
            ("h1", "Background"),
            ("p", "Our insulated wall panels are 75 mm concrete / 100 mm XPS / 75 mm concrete, with the two wythes "
                  "tied by steel truss connectors. The steel ties are thermal bridges: the hot box rated the "
                  "current panel at an effective R-14.8 against a nominal R-20 for the foam. Clients building to "
                  "the new energy code want R-22 effective or better."),
            ("h1", "What we don't know"),
            ("p", "GFRP connectors are sold for thinner insulation (50-75 mm). With 100 mm of foam the connector "
                  "acts over a longer lever arm, and its pull-out and shear capacity depend on anchorage in a "
                  "75 mm wythe. Supplier capacity tables stop at 75 mm insulation and assume 28-day concrete, but "
                  "we strip panels at 18 h. We did not know whether any GFRP connector would hold the required "
                  "pull-out at stripping age, or how many connectors a panel would need - which drives the "
                  "thermal result."),
            ("h1", "Acceptance"),
            ("b", "Pull-out per connector at least 8 kN at stripping age (mean of 5, no single result below 7 kN)"),
            ("b", "Effective panel R-value of at least R-22 (hot box, ASTM C1363)"),
            ("b", "Stripping between 18 h and 24 h to keep the one-day bed cycle"),
            ("h1", "Connector types"),
            ("table", [
                ["Type", "Description", "Embedment"],
                ["CT-A", "straight 10 mm GFRP bar", "50 mm each wythe"],
                ["CT-B", "GFRP pin with moulded anchor head", "50 mm each wythe"],
                ["CT-C", "GFRP pin with moulded anchor head, installed in pairs at 45 degrees (truss)", "50 mm each wythe"],
                ["CT-D", "deformed basalt FRP bar", "50 mm each wythe"],
            ]),
            ("h1", "Equipment"),
            ("p", "Hydraulic pull-out rig with 50 kN load cell and LVDT; guarded hot box at the college "
                  "building-science lab."),
        ])),
        ("connector_results.csv", text("""
test_no,date,connector,age_h,specimens,mean_pullout_kN,min_pullout_kN,failure_mode,result,notes
1,2025-01-16,CT-A,18,5,5.1,4.6,bar slip,FAIL,straight bar pulls out clean
2,2025-01-16,CT-D,18,5,7.2,6.4,bar slip,FAIL,"deformed basalt better, still short"
3,2025-01-23,CT-B,18,5,6.3,5.8,concrete cone,FAIL,"cone breakout, concrete too green at 18 h"
4,2025-01-24,CT-B,24,5,8.4,7.6,concrete cone,PASS,strip at 24 h
5,2025-01-24,CT-C,24,5,10.4,9.5,connector rupture,PASS,"pairs: stronger, but twice the pieces"
6,2025-02-06,CT-B,24,5,8.6,7.9,concrete cone,PASS,repeat on production mix
""")),
        ("plant_notes_q1.txt", text("""
Plant notes - GFRP connector trials (D. Kowalczyk, QC lead) - 2025

Thurs Jan 16 - cast pull-out blocks for CT-A and CT-D (5 each), normal 35 MPa panel mix, steam-cured. Pulled at 18 h. CT-A slipped at 5.1 kN avg - no anchorage. CT-D basalt 7.2 kN, better, still under 8.
Thurs Jan 23 - CT-B (anchor head) at 18 h: 6.3 kN, concrete cone breakout, bar fine. Concrete only ~9 MPa at 18 h.
Fri Jan 24 - CT-B at 24 h: 8.4 kN, min 7.6. Passes. CT-C pairs at 24 h: 10.4 kN but twice the connectors per panel -> worse for thermal. Going with CT-B, strip at 24 h (still fits the bed cycle if we pour by 10 am).
Week of Feb 3 - full-size panel HB-2 cast with CT-B on a 600 mm grid (28 connectors). Repeat pull-outs on production mix Feb 6: 8.6 kN.
Thurs Feb 27 - hot box results back from the college: HB-2 (GFRP) R-22.6 effective; HB-1 reference panel with steel trusses R-14.8. Target met.
""")),
    ],
)

# ---------------------------------------------------------------------------
# F08 electrochemical ammonia removal from leachate (clean-tech, NS) - company overview noise
# ---------------------------------------------------------------------------
case(
    {
        "name": "leachate_ammonia_electro_oxidation",
        "question": "Draft 242, 244 and 246 from the attached memo and run log.",
        "facts": {
            "242": [["at least 90%"], ["15 kWh"], ["below 1 mg/L"], ["humic matter", "over-oxidize chloride"]],
            "244": [["MMO"], ["BDD"], ["ferric chloride", "coagulation"], ["72 h"]],
            "246": [["91% removal"], ["14.1 kWh"], ["ruled out on chlorate"], ["anodes foul", "anode film"]],
        },
        "dates": ["2025-08-18", "2025-08-20", "2025-09-02", "2025-09-15", "2025-09-17", "2025-09-29"],
        "noise": ["award-winning team", "trusted by 30+ municipalities", "free site assessment", "ISO 9001-registered", "Follow us on LinkedIn"],
        "bindings": [
            {"value": "6.2 mg/L", "subject": "EX-03", "others": ["EX-04", "EX-02"]},
            {"value": "18.9 kWh", "subject": "EX-02", "others": ["EX-04", "EX-01"]},
            {"value": "62%", "subject": "EX-01", "others": ["EX-02", "EX-04"]},
        ],
    },
    [
        ("leachate_nh3_memo.docx", docx([
            ("title", "Electro-oxidation of ammonia in landfill leachate - pilot memo"),
            ("p", "Bluenose Water Tech Ltd., Dartmouth NS. To: project file. From: C. MacIsaac, process engineer."),
            ("h1", "Background"),
            ("p", "Leachate at the municipal landfill carries about 1,200 mg/L ammonia-N and 3,500 mg/L chloride. The "
                  "air stripping tower in place needs caustic and ends up releasing the ammonia to air. "
                  "Electrochemical oxidation can turn ammonia into nitrogen gas using the chloride already in "
                  "the leachate (indirect oxidation by active chlorine)."),
            ("h1", "What we set out to show"),
            ("p", "At least 90% NH3-N removal in a single pass through the pilot cell, at 15 kWh per kg N removed "
                  "or less, with chlorate in the effluent below 1 mg/L (the receiving plant's limit)."),
            ("h1", "What was uncertain"),
            ("p", "The chemistry is well documented on synthetic wastewater. Real leachate carries humic matter "
                  "that fouls anodes and consumes chlorine, and the anode choice sets a trade-off: boron-doped "
                  "diamond (BDD) oxidizes hard but is known to over-oxidize chloride to chlorate and perchlorate, "
                  "while mixed-metal-oxide (MMO) anodes make less chlorate but are less active. We could not "
                  "predict which anode and current density, if any, would meet the removal, energy and chlorate "
                  "limits together on this leachate."),
            ("h1", "Runs"),
            ("p", "Aug 18: EX-01, MMO anode at 20 mA/cm2 - 62% removal, 11.2 kWh/kg N, chlorate 0.4 mg/L. Too little removal."),
            ("p", "Aug 20: EX-02, MMO at 40 mA/cm2 - 88% removal but 18.9 kWh/kg N and chlorate 1.8 mg/L."),
            ("p", "Sept 2: EX-03, BDD at 20 mA/cm2 - 93% removal, but 24.5 kWh/kg N and chlorate 6.2 mg/L. BDD is "
                  "ruled out on chlorate."),
            ("p", "Sept 15: EX-04, MMO at 30 mA/cm2 with pH held at 8.5, after ferric chloride coagulation to take "
                  "out humics - 91% removal, 14.1 kWh/kg N, chlorate 0.7 mg/L."),
            ("p", "Sept 17: EX-05, MMO at 30 mA/cm2, pH 8.5, no coagulation - a brown anode film formed within 6 h, "
                  "removal fell to 79% and energy rose to 16.8 kWh/kg N."),
            ("p", "Sept 29: EX-06, the EX-04 conditions run continuously for 72 h - removal held between 90% and "
                  "92%, 14.6 kWh/kg N on average."),
            ("h1", "Takeaways"),
            ("p", "Taking the humics out ahead of the cell is what keeps MMO anodes active at a moderate current "
                  "density; without it the anodes foul within hours. BDD meets removal but not chlorate. The "
                  "EX-04 conditions meet all three targets and held for 72 h."),
        ])),
        ("electro_runs.xlsx", xlsx([
            ("runs", [
                ["run", "date", "anode", "current_mA_cm2", "pH_ctrl", "pretreat", "duration_h", "NH3N_in_mgL",
                 "NH3N_out_mgL", "removal_pct", "kWh_per_kgN", "chlorate_mgL", "pass"],
                ["EX-01", "2025-08-18", "MMO", 20, "none", "none", 8, 1200, 456, 62, 11.2, 0.4, "N"],
                ["EX-02", "2025-08-20", "MMO", 40, "none", "none", 8, 1200, 144, 88, 18.9, 1.8, "N"],
                ["EX-03", "2025-09-02", "BDD", 20, "none", "none", 8, 1200, 84, 93, 24.5, 6.2, "N"],
                ["EX-04", "2025-09-15", "MMO", 30, "8.5", "FeCl3 coag", 8, 1200, 108, 91, 14.1, 0.7, "Y"],
                ["EX-05", "2025-09-17", "MMO", 30, "8.5", "none", 8, 1200, 252, 79, 16.8, 0.6, "N"],
                ["EX-06", "2025-09-29", "MMO", 30, "8.5", "FeCl3 coag", 72, 1200, 102, 91.5, 14.6, 0.8, "Y"],
            ]),
        ])),
        ("bluenose_company_overview.md", text("""
# Bluenose Water Tech - clean water, made in Nova Scotia

Founded in 2016, our award-winning team designs and builds compact treatment systems for landfills, fish plants and small towns. We are trusted by 30+ municipalities across Atlantic Canada.

**Why Bluenose?**
- ISO 9001-registered fabrication shop in Dartmouth
- 24/7 remote monitoring on every system we install
- Local service technicians within 2 hours of most sites

Book a free site assessment: info@bluenosewater.ca | 902-555-0147

Follow us on LinkedIn for project stories and job openings.
""")),
    ],
)

# ---------------------------------------------------------------------------
# F09 chatter on thin aluminium walls (manufacturing, QC) - dated summary in write-up
# ---------------------------------------------------------------------------
case(
    {
        "name": "thin_wall_milling_chatter",
        "question": "Using the operator notes, trial sheet and write-up, please draft our SR&ED lines 242, 244 and 246.",
        "facts": {
            "242": [["1.20 +/- 0.05 mm"], ["Ra 0.8 um"], ["14 min"], ["stable spindle speed moves", "assume rigid parts"]],
            "244": [["variable-pitch"], ["tap test"], ["wax"], ["4 mm axial steps", "alternating sides"]],
            "246": [["13.5 min", "13.4"], ["Ra 0.7 um", "0.7 um"], ["adds 6 min"], ["1.16-1.24 mm", "1.16"]],
        },
        "dates": ["2025-11-03", "2025-11-04", "2025-11-07", "2025-11-10", "2025-11-12", "2025-11-18",
                  "2025-11-20", "2025-11-28"],
        "noise": [],
        "bindings": [
            {"value": "2.4 um", "subject": "Setup 1", "others": ["Setup 2", "Setup 5"]},
            {"value": "0.9 um", "subject": "Setup 3", "others": ["Setup 4", "Setup 5"]},
            {"value": "19 min", "subject": "Setup 4", "others": ["Setup 5", "Setup 3"]},
        ],
    },
    [
        ("operator_notes_nov.txt", text("""
Cellule 4 - notes opérateur / operator notes - rib bracket 7075, Nov 2025 (J.-F. Paquette)

Mon 3 Nov - Setup 1 (current prog, std 3FL 12 mm, 18000 rpm, 8 radial passes). 2 parts. Chatter marks all along the walls, loud. Wall 1.12 to 1.31 on CMM. 22 min.
Tue 4 Nov - Setup 2, variable-pitch 3FL, same prog. Quieter, Ra 1.3. Still chatter near the bottom of the pocket.
Fri 7 Nov - tap test w/ Marc (hammer + accelerometer) on a half-finished wall: 1st mode 2870 Hz at full wall, drops to 1960 Hz at 1.2 mm. He picked 21500 rpm from the lobes.
Mon 10 Nov - Setup 3 at 21500. Top half of wall clean, bottom 10 mm still chatters a bit. Wall 1.13-1.26.
Wed 12 Nov - Setup 4: filled pockets with low-melt wax before finishing. No chatter at all, nice finish. But wax fill + melt-out + cleaning adds 6 min per part.
Tue 18 Nov - Setup 5, alternating sides in 4 mm axial steps (wall always has uncut stock under it). No chatter. 13.5 min!
Thu 20 Nov - Setup 5, 10 parts for CMM. All walls in tolerance.
""")),
        ("chatter_trials.csv", text("""
trial,date,setup,tool,rpm,strategy,parts,wall_min_mm,wall_max_mm,Ra_um,cycle_min,chatter,result,note
1,2025-11-03,Setup 1,std 3FL 12mm,18000,8 radial passes,2,1.12,1.31,2.4,22,heavy,FAIL,current process baseline
2,2025-11-04,Setup 2,var-pitch 3FL 12mm,18000,8 radial passes,2,1.14,1.27,1.3,21,moderate,FAIL,
3,2025-11-10,Setup 3,var-pitch 3FL 12mm,21500,8 radial passes,3,1.13,1.26,0.9,18,light at bottom,FAIL,tap-test speed helps top half only
4,2025-11-12,Setup 4,var-pitch 3FL 12mm,21500,wax backing,3,1.17,1.23,0.6,19,none,FAIL,wax fill + melt-out adds 6 min
5,2025-11-18,Setup 5,var-pitch 3FL 12mm,21500,4 mm axial steps alternating,3,1.16,1.24,0.7,13.5,none,PASS,
6,2025-11-20,Setup 5,var-pitch 3FL 12mm,21500,4 mm axial steps alternating,10,1.16,1.24,0.7,13.4,none,PASS,10 parts CMM checked
""")),
        ("chatter_study_writeup.docx", docx([
            ("title", "Thin-wall finishing without chatter - study write-up"),
            ("p", "Usinage Précision Mirabel inc. - manufacturing engineering"),
            ("h1", "The part"),
            ("p", "7075-T6 aluminium rib bracket for a regional aircraft seat track: 4 pockets with 1.2 mm walls, "
                  "38 mm deep."),
            ("h1", "The problem"),
            ("p", "Finishing the thin walls chatters. Today we take 8 light radial passes per wall and the cycle "
                  "is 22 min per part. Chatter theory (stability lobe diagrams) assumes a rigid or constant "
                  "workpiece; here the wall gets thinner and more flexible with every pass, so the stable spindle "
                  "speed moves during the cut. The cutter maker's speed and feed charts assume rigid parts. We did "
                  "not know whether variable-pitch tooling, a speed tuned by tap test, support behind the wall, "
                  "or a changed cutting sequence would keep the cut stable over the whole wall."),
            ("h1", "Requirements"),
            ("p", "Wall 1.20 +/- 0.05 mm; wall finish Ra 0.8 um or better; cycle time 14 min per part or less."),
            ("h1", "Approach"),
            ("b", "Setup 1 - standard 12 mm 3-flute end mill, 18,000 rpm, 8 radial passes (current process)"),
            ("b", "Setup 2 - variable-pitch 3-flute end mill, same speed and passes"),
            ("b", "Setup 3 - variable-pitch end mill at 21,500 rpm, speed chosen from a tap test on a half-finished wall"),
            ("b", "Setup 4 - variable-pitch at 21,500 rpm with the pockets filled with low-melt wax as backing"),
            ("b", "Setup 5 - variable-pitch at 21,500 rpm, alternating sides in 4 mm axial steps so the wall is "
                  "always supported by uncut stock below"),
            ("h1", "Outcome"),
            ("p", "Setup 1 gave Ra 2.4 um with heavy chatter. The variable pitch alone (Setup 2) roughly halved "
                  "the roughness. Setup 3 reached Ra 0.9 um, but the bottom 10 mm still chattered as the wall "
                  "thinned and the wall varied 1.13-1.26 mm, outside tolerance. The wax backing in Setup 4 "
                  "removed chatter completely (Ra 0.6 um) but brought the cycle to 19 min, so support by filling "
                  "is ruled out on time. Setup 5 held the wall at 1.16-1.24 mm with Ra 0.7 um and a 13.5 min "
                  "cycle, confirmed on 10 parts at 13.4 min."),
            ("p", "Summary, Nov 28 2025: keeping uncut stock under the wall while finishing (Setup 5) keeps the "
                  "wall stiff enough that one tap-tested spindle speed stays stable through the whole cut. "
                  "Setup 5 is released to production for the rib bracket."),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# F10 haskap juice shelf life without heat (agri-food, SK) - toll processor rate sheet noise
# ---------------------------------------------------------------------------
case(
    {
        "name": "haskap_juice_hpp_shelf_life",
        "question": "Draft the T661 project description - 242, 244, 246 - for our haskap juice shelf-life trials.",
        "facts": {
            "242": [["at least 80%"], ["below 100 CFU/mL"], ["60-day"], ["PPO survives 600 MPa", "polyphenol oxidase"]],
            "244": [["ascorbic"], ["pectinase"], ["6 min"], ["72 C", "flash-pasteurised"]],
            "246": [["84%"], ["doesn't touch PPO"], ["Ascorbic acid alone"], ["a* drop 12%"]],
        },
        "dates": ["2025-08-05", "2025-08-11", "2025-08-19", "2025-09-10", "2025-10-10", "2025-10-14"],
        "noise": ["$0.38 per bottle", "Minimum run charge", "fuel surcharge", "Payment due on pickup", "Rush scheduling"],
        "bindings": [
            {"value": "58%", "subject": "J1", "others": ["J2", "J3"]},
            {"value": "66%", "subject": "J4", "others": ["J3", "J5"]},
            {"value": "72%", "subject": "J5", "others": ["J3", "J1"]},
        ],
    },
    [
        ("haskap_trial_log.xlsx", xlsx([
            ("batches", [
                ["batch", "pressed", "processed", "treatment", "pressure_MPa", "hold_min", "ascorbic_pct",
                 "pectinase", "ACN_day0_mg_L", "ACN_day60_mg_L", "ACN_retention_pct", "a_star_drop_pct",
                 "YM_day60_CFU_mL", "pass"],
                ["J1", D("2025-08-05"), D("2025-08-11"), "HPP", 600, 3, 0, "no", 1480, 858, 58, 35, 40, "N"],
                ["J2", D("2025-08-05"), D("2025-08-11"), "HPP + ascorbic", 600, 3, 0.05, "no", 1495, 1061, 71, 22, "<10", "N"],
                ["J3", D("2025-08-05"), D("2025-08-11"), "pectinase + 5 um filter + ascorbic + HPP", 600, 3, 0.05, "yes", 1410, 1184, 84, 12, "<10", "Y"],
                ["J4", D("2025-08-05"), D("2025-08-11"), "flash pasteurised 72 C 15 s (reference)", 0, 0, 0, "no", 1350, 891, 66, 25, "<10", "N"],
                ["J5", D("2025-08-05"), D("2025-08-11"), "HPP long hold + ascorbic", 600, 6, 0.05, "no", 1490, 1073, 72, 21, "<10", "N"],
            ]),
        ], date_format="mmm d, yyyy")),
        ("shelf_life_lab_summary.pdf", pdf([
            ("title", "Shelf-life study summary - cold-pressed haskap juice"),
            ("p", "Prairie Analytical Services, Saskatoon SK. Client: Haskap Prairie Orchards. Storage 4 C, dark."),
            ("p", "Sampling: day 0 on 2025-08-11, day 30 on 2025-09-10, day 60 on 2025-10-10."),
            ("h1", "Day 60 results"),
            ("table", [
                ["Batch", "Anthocyanins, % of day 0 (pH differential)", "Colour a*, drop from day 0",
                 "Yeast & mould, CFU/mL", "Total plate count, CFU/mL"],
                ["J1", "58%", "35%", "40", "< 10"],
                ["J2", "71%", "22%", "< 10", "< 10"],
                ["J3", "84%", "12%", "< 10", "< 10"],
                ["J4", "66%", "25%", "< 10", "< 10"],
                ["J5", "72%", "21%", "< 10", "< 10"],
            ]),
            ("h1", "Day 30 (for reference)"),
            ("p", "Anthocyanin retention at day 30: J1 74%, J2 85%, J3 93%, J4 80%, J5 86%. No growth above "
                  "10 CFU/mL in any batch."),
            ("p", "Results apply to the samples as received."),
        ])),
        ("rd_meeting_notes.md", text("""
# R&D meeting notes - cold-pressed haskap juice (2025)

## Aug 5, 2025 - kickoff
Present: Lena (owner), Dev (production), Amira (QA)
- Goal: 100% haskap juice, no heat treatment, 60-day refrigerated shelf life at 4 C. At day 60: anthocyanin retention at least 80% of day 0, yeast & mould below 100 CFU/mL, no visible browning (a* colour drop under 20%).
- Haskap is high in pectin and in polyphenol oxidase (PPO). HPP kills microbes, but papers on apple and blueberry say PPO survives 600 MPa - nobody has data for haskap. Don't know if HPP alone holds the colour or if we need ascorbic acid and/or a pectinase pre-treatment.
- Dev pressed 5 batches today from frozen berries (lot HB-25-07): J1 plain, J2 with 0.05% ascorbic, J3 pectinase 1 h at 20 C + 5 um filter + ascorbic, J4 for flash pasteurising as a reference, J5 ascorbic for a 6 min HPP hold.

## Aug 19
- J1, J2, J3, J5 went through HPP at 600 MPa on Aug 11 at the toll processor in Saskatoon (3 min hold, J5 6 min). J4 flash-pasteurised 72 C / 15 s in our kitchen the same day. Day-0 samples to the lab the same day.
- Day-0 anthocyanins all within 5% of each other except J4, already down 9% from heat, and J3, which lost some in the filter.

## Oct 14 - day-60 review
- Lab summary in (PDF). J3 is the only one meeting everything: 84% anthocyanins, a* drop 12%, Y&M < 10.
- J5 (6 min hold) no better than J2 (3 min): 72% vs 71%. Longer HPP doesn't touch PPO -> ruled out, and it costs double at the toll processor anyway.
- J1 plain HPP browned: 58%. Ascorbic acid alone (J2) not enough. Heat reference J4 66% with a cooked note.
- Decision: J3 process for the 2026 season; get pectinase cost per 1,000 L.
""")),
        ("hpp_toll_rates_2025.txt", text("""
NorthStar HPP Tolling - 2025 rate sheet (Saskatoon)

Per-bottle rate, 250-500 mL PET ........ $0.38 per bottle
Minimum run charge ..................... $450 per run
Extended hold (> 3 min) ................ x2 per-bottle rate
Pallet storage ......................... $12/pallet/week after 48 h
Rush scheduling (< 5 business days) .... +25%

Rates subject to fuel surcharge. Payment due on pickup for new accounts. Prices exclude GST.
""")),
    ],
)


if __name__ == "__main__":
    casegen.write_cases()
