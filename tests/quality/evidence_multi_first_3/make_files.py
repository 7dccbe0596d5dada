#!/usr/bin/env python3
"""Builds the multi-file evidence cases of the third first-contact set (evidence_multi_first_3).

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
# H01 passive 96-h vaccine shipper without vacuum panels (packaging / cold chain, ON) - courier invoice PDF
#     noise; gross masses only in the report table and run sheet; log mixes ISO and "Tues Mar 4" dates
# ---------------------------------------------------------------------------
case(
    {
        "name": "vaccine_shipper_pcm_no_vip",
        "question": "Need the SR&ED write-up (242, 244, 246) for the PP-96 vaccine shipper. Jas's chamber log, "
                    "the run sheet and the dev report are attached, plus a ColdTrans bill that got mixed in.",
        "facts": {
            "242": [["at least 96 h"], ["never under 2 C", "freezing kills some vaccines"], ["under 12 kg"],
                    ["k-value at 24 C", "DSC at 1 K/min"]],
            "244": [["frozen water packs"], ["PCM-5"], ["PCM-22"], ["lid plug"]],
            "246": [["-0.8 C"], ["58 h"], ["109 h"], ["2.6 C"]],
        },
        "dates": ["2025-03-03", "2025-03-04", "2025-03-07", "2025-03-12", "2025-03-16", "2025-03-19",
                  "2025-03-24", "2025-03-26", "2025-03-31", "2025-04-02", "2025-04-08"],
        "noise": ["Dimensional weight adjustment", "Fuel surcharge", "overdue balances", "Residential delivery fee"],
        "bindings": [
            {"value": "-0.8 C", "subject": "V1", "others": ["V2", "V4"]},
            {"value": "58 h", "subject": "V2", "others": ["V3", "V4"]},
            {"value": "101 h", "subject": "V3", "others": ["V4", "V2"]},
        ],
    },
    [
        ("pp96_chamber_log.md", text("""
# PP-96 shipper - chamber log (room B)
Polar Parcel Packaging Inc., Mississauga ON. Kept by J. Dhillon (lab tech), M. Ferreira reviews on Fridays.

## Why we're doing this
Distributor RFQ (provincial pharmacy vaccine program): passive shipper, 4 L of vials, every payload probe 2-8 C for at least 96 h on the ISTA 7D summer profile, and never under 2 C on the winter profile - freezing kills some vaccines, that's the bigger risk for them. Outer carton max 48x40x40 cm, gross under 12 kg (courier dim-weight surcharge above that).
The 96 h shippers on the market all use VIPs (vacuum panels): pricey, and the clinics can't recycle them. We want to get there with foam + PCM only.
Foam suppliers quote k-value at 24 C mean temp, steady state. The PCM supplier gives latent heat from DSC at 1 K/min. None of that tells us how part-melted PCM packs behave over 4 days of 22-35 C cycling, or how much heat gets in at the lid seam and corners. Can't calc it, have to build boxes and run them.

## Runs
2025-03-03  V1 (baseline): EPS 50mm walls, 6 frozen water packs conditioned at -20C. 6 T-type TCs in payload (P1-P6) + 1 ambient. Summer profile started 14:10.
Tues Mar 4  V1 payload hit -0.8 C at hr 3 on P2 (probe next to an ice pack). Fail low right away. Let it run to 48 h anyway, 6.9C at the end.
2025-03-07  V2: rigid PU foam 40 mm + 8 packs PCM-5 (paraffin, melts ~5 C), conditioned 24 h at 5 C. No freezing, min 3.9 C. V2 went above 8 C at 58 h - not enough.
Mar 12  V3 = V2 + outer ring of PCM-22 packs (melt ~22C) between foam and carton wall, to soak up the 35C peaks. Same conditioning.
Mar 16  V3 out of range at 101 h, TC P5 top corner. P5 ran 1.9 C above payload avg from hr 20 on. lid seam leak??
2025-03-19  V4 = V3 + 25 mm PU lid plug with tongue, foil tape on seam. Summer profile.
2025-03-24  V4 summer: in range 109 h. P5 delta down to 0.4 C. Gross 11.4 kg, ok.
2025-03-26  V4 winter profile started (-10 to +10 C cycling)
Mar 31  V4 winter: min 2.6 C at h 71. pass
2025-04-02  2nd V4 box (carton lot B) on summer profile: 104 h in range.

Apr 8 - SUMMARY: ice packs = freeze risk, out. PCM-5 on its own doesn't carry 96 h in 40 mm PU. The PCM-22 ring is what gets us past 96 h, it takes the afternoon peaks. Weak spot was the lid seam, not the walls; plug + tape fixed it. V4 = release candidate -> full ISTA 7D qualification, 3 boxes, in May.
""")),
        ("pp96_chamber_runs.xlsx", xlsx([
            ("runs", [
                ["run_id", "start_date", "variant", "profile", "walls", "refrigerant", "conditioning",
                 "min_payload_C", "hrs_in_2_8C", "gross_kg", "pass_fail", "reason"],
                ["R01", D("2025-03-03"), "V1", "ISTA 7D summer", "EPS 50 mm", "6x water ice", "-20 C",
                 -0.8, 0, 9.8, "FAIL", "froze at h 3 (P2)"],
                ["R02", D("2025-03-07"), "V2", "ISTA 7D summer", "PU 40 mm", "8x PCM-5", "5 C 24 h",
                 3.9, 58, 10.1, "FAIL", "warm - over 8 C"],
                ["R03", D("2025-03-12"), "V3", "ISTA 7D summer", "PU 40 mm", "8x PCM-5 + PCM-22 ring", "5 C / 22 C",
                 3.6, 101, 11.0, "FAIL", "P5 top corner warm"],
                ["R04", D("2025-03-19"), "V4", "ISTA 7D summer", "PU 40 mm + lid plug", "8x PCM-5 + PCM-22 ring",
                 "5 C / 22 C", 3.7, 109, 11.4, "PASS", ""],
                ["R05", D("2025-03-26"), "V4", "ISTA 7D winter", "PU 40 mm + lid plug", "8x PCM-5 + PCM-22 ring",
                 "5 C / 22 C", 2.6, 96, 11.4, "PASS", "min at h 71"],
                ["R06", D("2025-04-02"), "V4 lot B", "ISTA 7D summer", "PU 40 mm + lid plug",
                 "8x PCM-5 + PCM-22 ring", "5 C / 22 C", 3.8, 104, 11.4, "PASS", "repeat, 2nd carton lot"],
            ]),
        ])),
        ("pp96_development_report.docx", docx([
            ("title", "PP-96 passive vaccine shipper - development report"),
            ("p", "Polar Parcel Packaging Inc., Mississauga. Prepared by M. Ferreira (owner) from the chamber log "
                  "and run sheet, April 2025."),
            ("h1", "Objective"),
            ("p", "Develop a passive shipper that holds a 4 L vaccine payload between 2 and 8 C for 96 hours through "
                  "the ISTA 7D summer profile without vacuum insulated panels, with no excursion below 2 C on the "
                  "winter profile and a gross mass under 12 kg."),
            ("h1", "Method"),
            ("b", "V1 - EPS walls 50 mm with frozen water ice packs (the usual 48 h design, stretched)"),
            ("b", "V2 - rigid polyurethane walls 40 mm with eight 5 C phase change packs (PCM-5)"),
            ("b", "V3 - V2 plus an outer ring of 22 C phase change packs (PCM-22) between the foam and the carton"),
            ("b", "V4 - V3 plus a 25 mm polyurethane lid plug and foil tape over the lid seam"),
            ("p", "Each box was run in the walk-in chamber on the ISTA 7D 96 h profiles with six type T thermocouples "
                  "in the payload logged every 5 min."),
            ("h1", "Results"),
            ("table", [
                ["Variant", "Walls", "Refrigerant", "Profile", "Min payload", "Hours in 2-8 C", "Gross mass", "Result"],
                ["V1", "EPS 50 mm", "water ice", "summer", "-0.8 C", "0 (froze at h 3)", "9.8 kg", "Fail - freezing"],
                ["V2", "PU 40 mm", "PCM-5", "summer", "3.9 C", "58", "10.1 kg", "Fail - warm"],
                ["V3", "PU 40 mm", "PCM-5 + PCM-22", "summer", "3.6 C", "101", "11.0 kg", "Fail - lid corner"],
                ["V4", "PU 40 mm + plug", "PCM-5 + PCM-22", "summer", "3.7 C", "109", "11.4 kg", "Pass"],
                ["V4", "PU 40 mm + plug", "PCM-5 + PCM-22", "winter", "2.6 C", "96+", "11.4 kg", "Pass"],
                ["V4 (lot B)", "PU 40 mm + plug", "PCM-5 + PCM-22", "summer", "3.8 C", "104", "11.4 kg", "Pass"],
            ]),
            ("p", "In V3 the top-corner probe ran 1.9 C warmer than the payload average; with the lid plug the "
                  "difference fell to 0.4 C."),
            ("h1", "Conclusion"),
            ("p", "Water ice is ruled out because it froze the payload within hours. The PCM-22 buffer ring, not "
                  "thicker walls, is what extends the hold time past 96 h, and the lid seam was the main heat leak. "
                  "V4 goes to full ISTA 7D qualification."),
        ])),
        ("coldtrans_invoice_44172.pdf", pdf([
            ("title", "ColdTrans Courier Inc. - INVOICE 44172"),
            ("p", "Bill to: Polar Parcel Packaging Inc., Mississauga ON. Account 88-2041. Invoice date: 2025-04-15."),
            ("table", [
                ["Waybill", "Service", "Pieces", "Billed weight", "Charge (CAD)"],
                ["CT7781200", "Priority overnight, Mississauga to Sudbury", "2", "23 kg", "96.40"],
                ["CT7781201", "Ground, Mississauga to Kingston", "1", "9 kg", "31.15"],
                ["", "Dimensional weight adjustment", "", "", "12.50"],
                ["", "Residential delivery fee", "", "", "6.75"],
                ["", "Fuel surcharge 18.5%", "", "", "27.43"],
                ["", "HST 13%", "", "", "22.86"],
                ["", "Total due", "", "", "197.09"],
            ]),
            ("p", "Terms: payment due in 30 days. 2% per month charged on overdue balances. Pay by EFT to the "
                  "account on file; quote the invoice number."),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# H02 tipburn in vertical-farm butterhead lettuce (controlled-environment agriculture, ON) - job posting noise;
#     log dates written 1/13/2025 (only the CSV has them in ISO form) and "Mon Jan 27"
# ---------------------------------------------------------------------------
case(
    {
        "name": "vertical_farm_lettuce_tipburn",
        "question": "tipburn project - can u draft the T661 technical lines (242/244/246) from Dev's grow room log "
                    "and the harvest sheet? there's a job ad in the folder too, ignore it",
        "facts": {
            "242": [["under 5%"], ["180 g or more"], ["30 cm"], ["don't transpire"]],
            "244": [["240 ppm"], ["vertical air flow", "VAF"], ["night RH"], ["DLI cut to 15", "DLI 15"]],
            "246": [["34%"], ["163 g"], ["windburn"], ["2.8%"]],
        },
        "dates": ["2025-01-13", "2025-01-27", "2025-02-10", "2025-02-12", "2025-03-03", "2025-03-12",
                  "2025-03-17", "2025-04-14", "2025-04-16", "2025-05-14", "2025-05-20"],
        "noise": ["Grower Technician", "forklift certificate", "$21.50/h", "Send your CV"],
        "bindings": [
            {"value": "163 g", "subject": "T2", "others": ["T3", "T4"]},
            {"value": "12%", "subject": "T3", "others": ["T2", "T4"]},
            {"value": "2.8%", "subject": "T4", "others": ["T2", "T0"]},
        ],
    },
    [
        ("grow_room2_log.txt", text("""
FROSTLINE GREENS - Grow room 2 log - tipburn project
Butterhead 'Rex' in NFT channels, 6-tier racks, LED. Entries by Dev (head grower) unless noted.

Background / what we need:
Tipburn on the inner leaves is costing us about a third of the heads on the high-output racks. The retail buyer rejects any head with visible tipburn. Goal: tipburn under 5% of heads at harvest, head fresh wt still 180 g or more at 28 days in the rack, and kWh per kg not up more than 10%.
Standard advice (seed co., our consultant, the extension fact sheets) = more calcium in the solution + more horizontal air. We already run 180 ppm Ca. Problem is the inner leaves don't transpire - they're wrapped inside the head, so the Ca never gets to them no matter what's in the tank. The vertical airflow papers are from single-layer growth chambers with lots of headroom. Our racks have 30 cm from LED bar to channel and nobody could tell us what air speed works at that spacing without drying the leaves, or what DLI we can keep.
Each trial = 1 rack, 288 heads. Tipburn scored by QA at harvest (any visible necrosis on inner leaves = tipburn head).

1/13/2025 - transplanted rack 1 (T0 control: 180 ppm Ca, horiz fans only, DLI 17, RH 70 day / 80 night) and rack 2 (T1: Ca up to 240 ppm w/ extra calcium nitrate, rest same)
Mon Jan 27 - first tipburn spots on both racks, day 14. EC drifting up on rack 2, diluted.
2/10/2025 - harvest racks 1+2. T0 34% tipburn, 192 g avg. T1 31% tipburn, 188 g. So the extra Ca did basically nothing, ruled out.
2/12/2025 - transplanted racks 3 and 4. T2: vertical air flow (VAF) - perforated duct between the LED bars blowing down into the canopy, set to 0.6 m/s at head centre (hot-wire anemometer). T3: no VAF but night RH raised to 90% with the fogger, to push root pressure at night.
Mar 3 - T2 outer leaf edges dried and curling, looks like windburn. T3 fine so far, some condensation on the channels.
3/12/2025 - harvest. T2 4% tipburn but heads only 163 g + windburn on edges, buyer says no. T3 12% tipburn, 190 g. 3 heads on T3 with grey mould at the base.
3/17/2025 - T4 on rack 3: VAF turned down to 0.3 m/s + DLI cut to 15 mol (slower growth = less Ca demand?).
Apr 14 - harvest T4: 2.8% tipburn, 184 g, no windburn. kWh/kg down 6% (less light).
4/16/2025 - T4-R = repeat of T4 settings on rack 5 (other end of the room, runs warmer).
May 14 - T4-R harvest: 1.9% tipburn, 181 g.

May 20 - SUMMARY: Ca in the tank isn't the limit, getting it into the inner leaves is. Air pushed down into the head works (T2) but 0.6 m/s dries the edges. 0.3 m/s + DLI 15 gets us under 5% at 181-184 g on two racks. Night humidity helped some but grey mould risk, not going there. Rolling T4 settings to all racks in June.
""")),
        ("tipburn_harvest_data.csv", text("""
trial,rack,transplant,harvest,ca_ppm,vaf_m_s,night_rh_pct,dli_mol_m2_d,heads_scored,tipburn_heads,tipburn_pct,mean_fw_g,kwh_per_kg_vs_T0,result,reason
T0,1,2025-01-13,2025-02-10,180,0,80,17,288,98,34.0,192,0%,FAIL,tipburn (control)
T1,2,2025-01-13,2025-02-10,240,0,80,17,288,89,30.9,188,+1%,FAIL,tipburn - extra Ca no effect
T2,3,2025-02-12,2025-03-12,180,0.6,80,17,288,12,4.2,163,+4%,FAIL,windburn on edges + low weight
T3,4,2025-02-12,2025-03-12,180,0,90,17,288,35,12.2,190,+3%,FAIL,tipburn 12%; grey mould on 3 heads
T4,3,2025-03-17,2025-04-14,180,0.3,80,15,288,8,2.8,184,-6%,PASS,
T4-R,5,2025-04-16,2025-05-14,180,0.3,80,15,270,5,1.9,181,-5%,PASS,18 heads pulled for sampling
""")),
        ("posting_grower_tech_nights.txt", text("""
Frostline Greens is hiring: Grower Technician (nights)
Guelph, ON - permanent, full time, Sun-Thu 10 pm to 6:30 am

You will: seed and transplant, clean channels and trays, scout for pests, keep the sanitation logs, load harvest carts.
You have: 1+ yr greenhouse or vertical farm experience, can lift 20 kg, valid forklift certificate (or willing to get one).
Pay: $21.50/h plus night premium, health benefits after 3 months, and all the lettuce you can eat.
Send your CV to jobs@frostlinegreens.example - no agencies please.
""")),
    ],
)

# ---------------------------------------------------------------------------
# H03 snowmobile track lug compound for -40 C on ice (rubber compounding, QC) - chemical supplier price list CSV
#     noise; targets only in the report; notes have no year (the year is in the heading / report)
# ---------------------------------------------------------------------------
case(
    {
        "name": "snowmobile_track_cold_compound",
        "question": "Pelletier's mixing notes and the track compound report are attached (plus the Q2 price list "
                    "from our chemical supplier). Please write T661 lines 242 to 246.",
        "facts": {
            "242": [["-50 C or lower"], ["110 mm3 or less"], ["25 C or less"], ["down to -40 C", "compounding handbook"]],
            "244": [["high-cis BR"], ["dioctyl sebacate", "10 phr DOS"], ["Si69"], ["oven aging"]],
            "246": [["-41 C"], ["31 C rise", "runs hot"], ["bloom"], ["1,200 km"]],
        },
        "dates": ["2025-01-14", "2025-01-16", "2025-01-23", "2025-01-30", "2025-02-06", "2025-02-13",
                  "2025-02-17", "2025-02-20", "2025-03-05", "2025-03-07"],
        "noise": ["Zinc oxide indirect", "FCA Montreal", "TBBS accelerator", "Pallet charge"],
        "bindings": [
            {"value": "-58 C", "subject": "C3", "others": ["C5", "C4"]},
            {"value": "96 mm3", "subject": "C4", "others": ["C5", "C2"]},
            {"value": "-49 C", "subject": "C2", "others": ["C4", "C5"]},
        ],
    },
    [
        ("track_mixing_notes.md", text("""
# Track compound - mixing & lab notes, winter 2025
Northbend Elastomers, Drummondville. Banbury #2 (1.6 L lab mixer) + 2-roll mill. Notes: K. Pelletier (compounder)

Context: lug cracking on our aftermarket snowmobile tracks on hard-pack and lake ice, -35 and colder, hardly any snow to cool the track. Current compound C1 (NR/SBR 70/30, 55 phr N330) cracks. Targets are in the report.

Jan 14 - mixed C1 ref batch + C2 (NR/BR 50/50, high-cis BR, 55 phr N330). cure 12 min @ 160C.
Jan 16 - brittleness (D2137, solenoid impact, 5 specimens): C1 -41 C. C2 -49 C, closer but still not -50. Tear on C2 down (31 vs 38 kN/m).
Jan 23 - C3 = C2 + 10 phr DOS (dioctyl sebacate). brittle -58 C !! but flexometer heat build-up 31 C rise, runs hot
Jan 30 - C3 slabs out of oven aging (70 C): oily film / bloom on the surface after 14 d. DOS migrating. C3 out.
Feb 6 - C4: NR/BR 50/50, 40 phr silica + Si69 silane (3.2 phr) + 15 phr N330. Needs 150 C dump temp for silanization; first batch dumped at 138 C, scorchy, remixed.
Feb 13 - C4 results: brittle -52 C, DIN abrasion 96 mm3, HBU 19 C. passes all 3!
Feb 17 - C5 = C4 + 5 phr DOS for more margin in the cold. -56 C, 104 mm3, HBU 22 C. No bloom after 14 d aging.
Feb 20 - C5 lugs molded on 2 tracks, sent to Jean-Guy for sled testing at Lac Saint-Jean.
Mar 5 - Jean-Guy: 1,200 km on lake ice, coldest -34 C, no lug cracks on either track. (C1 tracks cracked lugs at ~600 km last winter, same trails.)

Mar 7 - summary: low-temp plasticizer trades against heat build-up. At 10 phr DOS it runs hot and blooms, at 5 phr with silica it's ok. The silica/silane swap is what buys the HBU margin (less hysteresis than all-black). BR alone doesn't reach -50. C5 to production trial.
""")),
        ("track_compound_report.docx", docx([
            ("title", "Low-temperature snowmobile track compound - development report"),
            ("p", "Northbend Elastomers Ltd., R&D. Author: K. Pelletier, compounder. Reviewed: S. Gagnon, plant "
                  "manager. March 2025."),
            ("h1", "Objective"),
            ("p", "Develop a lug compound for snowmobile tracks with a brittleness temperature of -50 C or lower "
                  "(ASTM D2137), a DIN abrasion loss of 110 mm3 or less (ISO 4649) and a heat build-up of 25 C or "
                  "less in the Goodrich flexometer (ASTM D623), because on hard-packed trails and ice the track "
                  "gets no snow cooling."),
            ("p", "Why this was uncertain: the two main levers pull against each other. A low-temperature "
                  "plasticizer lowers the brittleness point but adds hysteresis and can migrate out of a thin lug; "
                  "more polybutadiene helps in the cold but lowers tear strength. The compounding handbook data for "
                  "NR/BR blends only go down to -40 C, and the plasticizer supplier could not tell us how DOS "
                  "behaves in a 12 mm lug cycling between -40 C and +60 C."),
            ("h1", "Method"),
            ("p", "Five compounds were mixed in a 1.6 L Banbury and cured 12 min at 160 C:"),
            ("b", "C1 - current production compound, NR/SBR 70/30 with 55 phr N330 black"),
            ("b", "C2 - NR/BR 50/50 with high-cis polybutadiene, 55 phr N330"),
            ("b", "C3 - C2 with 10 phr dioctyl sebacate (DOS) plasticizer"),
            ("b", "C4 - NR/BR 50/50 with 40 phr precipitated silica, Si69 silane coupling agent and 15 phr N330"),
            ("b", "C5 - C4 with 5 phr DOS"),
            ("p", "Tests: brittleness ASTM D2137, DIN abrasion ISO 4649, heat build-up ASTM D623 (25 min), tear "
                  "ASTM D624 die C, and 14 days of oven aging at 70 C to check for plasticizer bloom. The selected "
                  "compound was molded onto two tracks for a field test on lake ice."),
            ("h1", "Results"),
            ("table", [
                ["Compound", "Brittleness", "DIN abrasion", "Heat build-up", "Bloom at 14 d", "Result"],
                ["C1", "-41 C", "118 mm3", "21 C", "no", "Fail - brittle"],
                ["C2", "-49 C", "92 mm3", "24 C", "no", "Fail - brittle, tear 31 kN/m"],
                ["C3", "-58 C", "121 mm3", "31 C", "yes", "Fail - heat build-up, bloom"],
                ["C4", "-52 C", "96 mm3", "19 C", "no", "Pass"],
                ["C5", "-56 C", "104 mm3", "22 C", "no", "Pass - selected"],
            ]),
            ("p", "Two tracks with C5 lugs ran 1,200 km on Lac Saint-Jean between February 20 and March 5, 2025, "
                  "down to -34 C, with no lug cracking."),
            ("h1", "Conclusion"),
            ("p", "Polybutadiene alone does not reach -50 C, and 10 phr of DOS gets there but runs hot and blooms. "
                  "Replacing most of the carbon black with silica and silane lowers the hysteresis enough to carry "
                  "5 phr DOS inside the heat build-up limit. C5 goes to a production trial."),
        ])),
        ("rubberchem_pricelist_Q2_2025.csv", text("""
sku,product,grade,pack,price_CAD_per_kg,min_order,terms
RC-1010,Zinc oxide indirect,99.5%,25 kg bag,3.85,1 pallet,FCA Montreal
RC-1022,Stearic acid,rubber grade,25 kg bag,2.40,10 bags,FCA Montreal
RC-2040,Insoluble sulfur 20% oil,OT-20,20 kg bag,4.10,5 bags,FCA Montreal
RC-3105,TBBS accelerator,pastilles,25 kg box,9.75,4 boxes,FCA Montreal
RC-4300,Antiozonant wax blend,slab,25 kg box,3.20,4 boxes,FCA Montreal
RC-9000,Pallet charge,-,each,35.00,-,prices valid 30 days
""")),
    ],
)

# ---------------------------------------------------------------------------
# H04 butt-rot detection on cedar logs from end-face images (software / sawmill, BC) - no noise;
#     targets only in the PDF memo; snow-subset numbers in the log and workbook
# ---------------------------------------------------------------------------
case(
    {
        "name": "sawmill_cedar_butt_rot_ml",
        "question": "Could you draft the SR&ED project description (lines 242, 244 and 246) for RotScan from Pete's "
                    "dev log, the eval workbook and the January design memo?",
        "facts": {
            "242": [["at least 90%"], ["8% or less"], ["150 ms"], ["only measures geometry", "CT or X-ray"]],
            "244": [["LightGBM"], ["ResNet-18"], ["synthetic mud", "augmentation"], ["quality gate"]],
            "246": [["58%"], ["7.2%"], ["19.6%"], ["7.9%"]],
        },
        "dates": ["2025-01-09", "2025-01-15", "2025-01-22", "2025-01-30", "2025-02-11", "2025-02-19",
                  "2025-02-26", "2025-03-12", "2025-03-20", "2025-04-03"],
        "noise": [],
        "bindings": [
            {"value": "14.1%", "subject": "M2", "others": ["M3", "M4"]},
            {"value": "118 ms", "subject": "M4", "others": ["M5", "M2"]},
            {"value": "11.2%", "subject": "M3", "others": ["M4", "M5"]},
        ],
    },
    [
        ("rotscan_dev_log.md", text("""
# RotScan dev log
Somass Cedar Products, Port Alberni. ML side: P. Nakamura (contract dev). Line side: B. Olsen (mill super).
Repo: rotscan (gitlab). Line PC: i7 + RTX A2000, Ubuntu 22.04. Camera trigger off the infeed photo-eye.
Metrics always on the same held-back test logs unless noted. FPR = sound logs flagged / all sound logs.

Jan 9 - camera (2 MP, strobe) mounted on the infeed deck looking at the butt end face right after the bucking saw. Labelling agreed with the headrig sawyer: after the opening face he keys Y if butt rot covers >=10% of the face. Logging image + scanner geometry for every log.
2025-01-22 - 1,460 labelled logs for training, another 2,140 held back as the test set (17% rot). M1 = LightGBM on geometry features only (taper, ovality, butt flare, sweep) from the existing scanner. M1 recall 58%, false alarms 9.5%. geometry alone isn't it, as expected.
Thu Jan 30 - M2 = ResNet-18 fine-tuned on end-face crops. M2 recall 86%, FPR 14.1% on the test set. Most false alarms = mud smears and dark saw-burn marks.
2025-02-11 - M3 = M2 retrained with augmentation (synthetic mud, snow, saw marks, paint, motion blur). M3 recall 90.4%, FPR 11.2%. better, FPR still too high.
Feb 19 - snow week. Pulled the snowy subset (312 logs, end face partly covered): M3 FPR on it 23%. ugh.
2025-02-26 - M4 late fusion: image embedding + geometry feats into a small MLP. M4 recall 93.1%, FPR 7.2% on the 2,140 test logs, 118 ms on the line PC (RTX A2000). BUT on the snow subset M4 FPR is 19.6%.
2025-03-12 - M5 = M4 + image quality gate (blur + white-fraction score). If the gate trips, fall back to the geometry branch with a stricter threshold. Snow subset FPR 7.9%, recall there 87% (lower, but few logs). Latency 131 ms total.
Mar 20 - M5 in shadow mode on the line (no diverter action), logging its calls vs the sawyer's keys.

2025-04-03 - summary after 2 weeks of shadow: recall 91%, false alarms 7.6%, no missed decisions at 18 logs/min. The end face has the signal but needs the geometry to kill false alarms, and the gate is what lets it survive snow. Going live on the diverter after the spring shutdown.
""")),
        ("rotscan_eval.xlsx", xlsx([
            ("eval", [
                ["model", "eval_date", "inputs", "test_set", "test_logs", "recall_pct", "false_alarm_pct",
                 "latency_ms", "meets_target", "note"],
                ["M1", D("2025-01-22"), "geometry only (LightGBM)", "all", 2140, 58, 9.5, 4, "no", "misses most rot"],
                ["M2", D("2025-01-30"), "end-face image (ResNet-18)", "all", 2140, 86, 14.1, 96, "no",
                 "mud + saw-burn false alarms"],
                ["M3", D("2025-02-11"), "image + augmentation", "all", 2140, 90.4, 11.2, 96, "no", "FPR too high"],
                ["M3", D("2025-02-19"), "image + augmentation", "snow", 312, 84, 23, 96, "no", "snow on end face"],
                ["M4", D("2025-02-26"), "fusion image + geometry", "all", 2140, 93.1, 7.2, 118, "yes", ""],
                ["M4", D("2025-02-26"), "fusion image + geometry", "snow", 312, 88, 19.6, 118, "no", "snow"],
                ["M5", D("2025-03-12"), "fusion + quality gate", "all", 2140, 92.8, 7.0, 131, "yes", ""],
                ["M5", D("2025-03-12"), "fusion + quality gate", "snow", 312, 87, 7.9, 131, "yes", ""],
                ["M5", D("2025-04-03"), "fusion + quality gate", "line shadow, 2 wks", 9870, 91, 7.6, 131, "yes",
                 "live line, no diverter"],
            ]),
        ])),
        ("rotscan_design_memo.pdf", pdf([
            ("title", "RotScan - design memo"),
            ("p", "To: B. Olsen (mill superintendent), D. Kerr (owner). From: P. Nakamura. Date: January 15, 2025."),
            ("h1", "Problem"),
            ("p", "Butt rot in western redcedar logs is found only when the headrig opens the log. A rotten butt log "
                  "sawn on the headrig costs us lost lumber value and saw time; sent to the chipper-canter line "
                  "instead it would still yield fencing and chips. We want to route logs before the headrig."),
            ("h1", "Requirements"),
            ("b", "Recall of at least 90% on logs with butt rot covering 10% or more of the end face."),
            ("b", "False alarm rate of 8% or less - every false alarm sends a sound log to the lower-value line."),
            ("b", "A decision within 150 ms after the log leaves the scanner, so the kicker 4 m downstream can act "
                  "at 90 m/min."),
            ("h1", "Why this is uncertain"),
            ("p", "Our scanner vendor's system only measures geometry (diameter, taper, sweep) and does not see "
                  "inside the log. Published rot detection uses CT or X-ray scanning, mostly on hardwoods, and that "
                  "equipment costs more than the mill. Nobody has shown whether an ordinary camera image of a "
                  "freshly bucked cedar end face - wet, muddy, snow-covered in winter, with saw marks - carries "
                  "enough signal to detect butt rot, or whether such a model can run inside the line's time budget."),
            ("h1", "Plan"),
            ("p", "Collect labelled end-face images and scanner geometry for every log from January. Compare a "
                  "geometry-only model, an image model and a fused model on a held-out test set of about 2,000 logs, "
                  "then run the best one in shadow mode before it controls the diverter."),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# H05 half-unit dose accuracy of a pediatric insulin pen (medical device, MB) - HR memo DOCX noise;
#     targets in the PDF protocol; TI and first-dose values partly only in the workbook
# ---------------------------------------------------------------------------
case(
    {
        "name": "pediatric_insulin_pen_half_unit",
        "question": "We're claiming the KidDose dose-accuracy work. Write the three T661 sections from the protocol, "
                    "the bench notebook and the gravimetric workbook.",
        "facts": {
            "242": [["±0.1 U", "0.4 to 0.6 U"], ["95/95 tolerance interval"], ["±1 U"], ["100 mm/min"]],
            "244": [["wave spring"], ["0.5 mm pitch"], ["baked-on silicone"], ["10 s hold"]],
            "246": [["0.43 U"], ["0.06 mm"], ["0.44-0.56 U"], ["weeping"]],
        },
        "dates": ["2025-05-05", "2025-05-06", "2025-05-08", "2025-05-13", "2025-05-20", "2025-05-22",
                  "2025-06-03", "2025-06-05", "2025-06-10", "2025-06-13"],
        "noise": ["BambooHR", "carry over up to 5 days", "Terry Fox Day", "blackout period"],
        "bindings": [
            {"value": "0.09 U", "subject": "P1", "others": ["P3", "P4"]},
            {"value": "0.31 U", "subject": "P3", "others": ["P4", "P5"]},
            {"value": "0.47 U", "subject": "P4", "others": ["P3", "P5"]},
        ],
    },
    [
        ("kiddose_DA02_protocol.pdf", pdf([
            ("title", "KidDose half-unit pen - dose accuracy development protocol DA-02"),
            ("p", "Prairie Dose Devices Inc., Winnipeg MB. Author: R. Sandhu, mechanical lead. Approved: L. Okafor, "
                  "QA. Issued 2025-05-05."),
            ("h1", "Targets"),
            ("p", "The KidDose reusable pen sets insulin in 0.5 U steps for young children on low daily doses. For "
                  "the 0.5 U setting every delivered dose must be within ±0.1 U of the set dose (0.4 to 0.6 U, i.e. "
                  "4.0 to 6.0 mg of test fluid), shown by a 95/95 tolerance interval on 60 doses. This includes the "
                  "first dose after a cartridge change."),
            ("h1", "Why this is not routine"),
            ("p", "ISO 11608-1 allows ±1 U at doses below 20 U, which is twice the whole half-unit dose, so passing "
                  "the standard tells us nothing here. At 5 µL the axial play in the drive train and the elastic "
                  "compression and stick-slip of the cartridge stopper are the same size as the tolerance. The "
                  "cartridge supplier publishes stopper break-loose and glide forces only at 100 mm/min syringe "
                  "speed, while our plunger moves 0.075 mm per half unit. We do not know which error source "
                  "dominates or whether a mechanical change can bring them inside ±0.1 U."),
            ("h1", "Method"),
            ("p", "Gravimetric measurement on a microbalance with 0.001 mg readability and an evaporation trap; water "
                  "for injection at 23 C; 60 doses per configuration, 20 on each of 3 pens."),
            ("b", "P1 - prototype A: 1.0 mm pitch leadscrew, 20-click ratchet"),
            ("b", "P2 - 0.5 mm pitch leadscrew, gear ratio changed to keep 0.075 mm per 0.5 U"),
            ("b", "P3 - P2 with a wave spring pre-loading the drive nut"),
            ("b", "Further configurations as the results dictate."),
        ])),
        ("kiddose_bench_notebook.txt", text("""
KidDose DA-02 bench notebook - R. Sandhu / T. Liu
balance XPR2U, evap trap on, room 23.1 C. 1 U = 10 mg nominal (WFI).
3 pens per config, 20 doses each, new 31G 4 mm needle per pen, 2 U prime before the first dose.
Pass/fail per DA-02: 95/95 TI has to sit inside 0.4-0.6 U, first dose after cartridge change counted too.

May 6 - P1 (proto A: 1.0 mm pitch leadscrew, 20 clicks/rev), 60 doses at 0.5 U over 3 pens: mean 0.43 U, SD 0.09 U, low and wide, lots of readings in the 0.2-0.3 range.
May 8 - dial indicator on the P1 drive nut: axial play 0.06 mm avg. Plunger stroke for 0.5 U is only 0.075 mm so the play eats most of a dose!
May 13 - P2: 0.5 mm pitch leadscrew, gear ratio changed to keep 0.075 mm / 0.5 U. P2 mean 0.46 U, SD 0.06 U. better, still fails 95/95.
May 20 - P3: wave spring pre-load added on the drive nut, axial play now 0.01 mm. mean 0.49 U, SD 0.04 U. But on P3 dose #1 after each new cartridge came in at 0.31 U (3 of 3 pens); the rest fine.
May 22 - think it's stopper break-loose: the first push has to unstick the stopper after storage. Supplier data is at 100 mm/min, useless at our speed. Ordered cartridges with baked-on silicone stoppers (ours are sprayed silicone oil).
June 3 - P4, with the baked-on silicone stoppers: mean 0.50 U, SD 0.03 U, first dose after a cartridge change 0.47 U. TI 0.44-0.56 U -> PASS.
June 5 - drop on the needle tip after withdrawal on some doses ("weeping"). weighed it: ~0.06 U with the 6 s hold in the IFU.
June 10 - P5 = P4 settings with a 10 s hold before withdrawal. weeping down to 0.01 U. mean 0.51 U, SD 0.03 U. PASS.

June 13 - summary: backlash in the nut was the first problem (fixed by the spring), stopper stick-slip the second (only shows on dose #1, fixed by the baked-on stoppers). Finer pitch alone didn't get there. IFU hold goes to 10 s. Next: repeat P5 with fridge-cold cartridges (5 C) before DV.
""")),
        ("kiddose_gravimetric_results.xlsx", xlsx([
            ("summary", [
                ["config", "date", "leadscrew_pitch", "nut_preload", "stopper", "hold_s", "n", "mean_U", "sd_U",
                 "TI95_low_U", "TI95_high_U", "first_dose_U", "weeping_U", "result", "reason"],
                ["P1", D("2025-05-06"), "1.0 mm", "none", "sprayed", 6, 60, 0.43, 0.09, 0.24, 0.62, 0.38, None,
                 "FAIL", "low mean, wide spread (backlash)"],
                ["P2", D("2025-05-13"), "0.5 mm", "none", "sprayed", 6, 60, 0.46, 0.06, 0.33, 0.59, 0.36, None,
                 "FAIL", "TI outside 0.4-0.6"],
                ["P3", D("2025-05-20"), "0.5 mm", "wave spring", "sprayed", 6, 60, 0.49, 0.04, 0.37, 0.61, 0.31,
                 None, "FAIL", "first dose after cartridge change"],
                ["P4", D("2025-06-03"), "0.5 mm", "wave spring", "baked-on", 6, 60, 0.50, 0.03, 0.44, 0.56, 0.47,
                 0.06, "PASS", ""],
                ["P5", D("2025-06-10"), "0.5 mm", "wave spring", "baked-on", 10, 60, 0.51, 0.03, 0.45, 0.57, 0.48,
                 0.01, "PASS", "weeping reduced"],
            ]),
        ])),
        ("hr_memo_summer_vacation.docx", docx([
            ("title", "Memo - summer vacation scheduling 2025"),
            ("p", "To: all staff. From: D. Beaulieu, office and HR manager. Date: April 22, 2025."),
            ("p", "Please enter your summer vacation requests in BambooHR by May 16. Requests are approved in the "
                  "order received, and no more than two people from the lab can be away at the same time."),
            ("p", "Reminder: you can carry over up to 5 days of unused vacation into next year; anything above that "
                  "is paid out with the last December pay."),
            ("p", "The office is closed on Terry Fox Day (Monday August 4). The week of the ISO 13485 surveillance "
                  "audit is a blackout period: no vacation for QA and production staff that week."),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# H06 sinking extruded feed for land-based halibut (aquafeed, NB) - toll processing contract excerpt noise;
#     oil uptake of E2 and E4 only in tables; no lab log, dates only in the run sheet and report
# ---------------------------------------------------------------------------
case(
    {
        "name": "halibut_sinking_feed_pellet",
        "question": "Please draft 242/244/246 for our sinking halibut pellet trials. Run sheet and Alex's report "
                    "attached; the Quoddy contract page is in there too.",
        "facts": {
            "242": [["8-12 cm/s"], ["96% or more"], ["floating salmon feed"], ["closed pores"]],
            "244": [["320 rpm"], ["wheat gluten"], ["0.2 bar"], ["settling column"]],
            "246": [["38%"], ["9.9 cm/s"], ["12.5%"], ["18.5%"]],
        },
        "dates": ["2025-09-09", "2025-09-16", "2025-09-23", "2025-10-07", "2025-10-21", "2025-10-28"],
        "noise": ["minimum run charge", "Force majeure", "indemnify and hold harmless", "2% shrink"],
        "bindings": [
            {"value": "5.8 cm/s", "subject": "E2", "others": ["E3", "E5"]},
            {"value": "94.1%", "subject": "E4", "others": ["E5", "E3"]},
            {"value": "1.52", "subject": "E1", "others": ["E2", "E4"]},
        ],
    },
    [
        ("extrusion_runs_HB30.csv", text("""
run,date,recipe,screw_rpm,barrel_moisture_pct,die_temp_C,starch_pct,gluten_pct,expansion_ratio,bulk_density_g_L,coating,oil_uptake_pct,sink_cm_s,floaters_pct,PDI_pct,water_stab_pct,status,reason
E1,2025-09-09,HB-30,400,24,125,10,0,1.52,410,vac 0.2 bar,22.8,n/a,38,97.9,90,FAIL,38% floaters after coating
E2,2025-09-16,HB-30,320,24,125,10,0,1.38,455,vac 0.2 bar,21.0,5.8,9,97.5,89,FAIL,"floaters 9%, slow sinkers"
E3,2025-09-23,HB-30,320,28,122,10,0,1.29,498,vac 0.2 bar,18.5,8.7,0,97.0,88,FAIL,oil uptake short of 20%
E4,2025-10-07,HB-30L,320,26,122,6,0,1.33,480,vac 0.2 bar,20.6,9.6,0,94.1,84,FAIL,PDI below 96
E5,2025-10-21,HB-30G,320,26,122,6,2,1.31,486,vac 0.2 bar,20.4,9.9,0,97.2,88,PASS,
E5-atm,2025-10-21,HB-30G,320,26,122,6,2,1.31,486,atmospheric,12.5,8.1,6,97.2,88,FAIL,no vacuum - oil stays on surface
""")),
        ("sinking_pellet_trial_report.docx", docx([
            ("title", "Sinking grower feed for land-based halibut - extrusion trial report"),
            ("p", "Fundy Aqua Nutrition Ltd., St. George, NB. Prepared by A. MacLean, feed technologist, "
                  "October 28, 2025."),
            ("h1", "Objective"),
            ("p", "Halibut feed on the tank bottom and will not rise for floating feed; floating or slow pellets are "
                  "flushed out uneaten. The customer asked for a 6 mm pellet that sinks at 8-12 cm/s in seawater "
                  "(33 ppt, 8 C) with no floaters, carries 20% added oil by vacuum coating, and keeps a pellet "
                  "durability index (PDI, Holmen 60 s) of 96% or more. The new HB-30 diet replaces 30% of the "
                  "fishmeal with canola protein concentrate and insect meal."),
            ("p", "Our extruder supplier's settings are for floating salmon feed, where high expansion is the goal. "
                  "We did not know how far expansion could be cut for sinking while still leaving enough open pore "
                  "volume to take up 20% oil. Bulk density alone does not tell us whether a pellet sinks: air "
                  "trapped in closed pores keeps some pellets afloat even when the bulk density looks right. The "
                  "plant-protein diet also expands differently from our fishmeal diets, so our past settings did "
                  "not carry over."),
            ("h1", "Method"),
            ("p", "Five runs (E1-E5) on the pilot twin-screw extruder, about 150 kg each, varying screw speed, "
                  "barrel moisture, starch level and binder. All runs vacuum coated at 0.2 bar; E5 pellets were also "
                  "coated at atmospheric pressure for comparison. Sinking speed in a 2 m settling column of seawater "
                  "at 8 C, 50 pellets per run, timed between marks at 0.5 m and 1.5 m. PDI by Holmen tester; water "
                  "stability as dry matter kept after 1 h in seawater."),
            ("h1", "Results"),
            ("table", [
                ["Run", "Change", "Expansion", "Oil uptake", "Floaters", "Sinking speed", "PDI", "Result"],
                ["E1", "baseline 400 rpm, 24% moisture", "1.52", "22.8%", "38%", "-", "97.9%", "Fail"],
                ["E2", "screw 320 rpm", "1.38", "21.0%", "9%", "5.8 cm/s", "97.5%", "Fail"],
                ["E3", "320 rpm, 28% moisture", "1.29", "18.5%", "0%", "8.7 cm/s", "97.0%", "Fail - oil"],
                ["E4", "starch 10% to 6%, 26% moisture", "1.33", "20.6%", "0%", "9.6 cm/s", "94.1%", "Fail - PDI"],
                ["E5", "6% starch + 2% wheat gluten", "1.31", "20.4%", "0%", "9.9 cm/s", "97.2%", "Pass"],
                ["E5, atmospheric coat", "no vacuum", "1.31", "12.5%", "6%", "8.1 cm/s", "97.2%", "Fail"],
            ]),
            ("h1", "Conclusion"),
            ("p", "At the high expansion of the baseline the pellets take plenty of oil but many keep closed cells "
                  "full of air and float. Cutting screw speed and raising moisture stops the floating but closes the "
                  "structure so the oil no longer fits. Less starch gives a structure that is open enough for the "
                  "oil and dense enough to sink, but the pellet is weak until wheat gluten is added as a binder. "
                  "The vacuum is essential: coated at atmospheric pressure the same pellets took far less oil. E5 "
                  "goes to a 5 t commercial run."),
        ])),
        ("toll_agreement_schedule_B.txt", text("""
TOLL PROCESSING AGREEMENT - EXCERPT (Schedule B)
between Fundy Aqua Nutrition Ltd. ("Processor") and Quoddy Halibut Farms Inc. ("Customer")

4.1 Minimum run charge. Each production run is subject to a minimum run charge equal to 5 tonnes of finished feed, whether or not the Customer supplies that quantity of ingredients.
4.2 Customer-supplied ingredients remain the property of the Customer. The Processor is responsible for losses above 2% shrink.
9.3 Force majeure. Neither party is liable for delay caused by fire, flood, labour disruption, power failure or other causes beyond its reasonable control.
11.1 The Customer shall indemnify and hold harmless the Processor from any claim arising from the Customer's own formulations.
""")),
    ],
)

# ---------------------------------------------------------------------------
# H07 propeller ice protection for inspection drones (UAV / aerospace, QC) - e-mail signature and
#     confidentiality footer pasted at the end of the log; targets in the PDF plan
# ---------------------------------------------------------------------------
case(
    {
        "name": "drone_propeller_icing_protection",
        "question": "Write up the propeller de-icing project for SR&ED, lines 242, 244 and 246. Test plan, icing "
                    "log and the results workbook are attached.",
        "facts": {
            "242": [["10% or less"], ["40 W or less"], ["50 kPa or less"], ["2 W/cm2", "single icing cycle"]],
            "244": [["PDMS topcoat"], ["fluorinated polyurethane"], ["CNT heater film"], ["centrifuge adhesion test"]],
            "246": [["38%"], ["140 kPa"], ["asymmetrically"], ["31 W"]],
        },
        "dates": ["2025-01-15", "2025-01-22", "2025-01-29", "2025-02-04", "2025-02-11", "2025-02-12",
                  "2025-02-13", "2025-02-20"],
        "noise": ["CONFIDENTIALITY NOTICE", "intended solely for the named recipient",
                  "consider the environment before printing", "Sent from my iPhone"],
        "bindings": [
            {"value": "17%", "subject": "D3", "others": ["D5", "D4"]},
            {"value": "12%", "subject": "D4", "others": ["D5", "D3"]},
            {"value": "22 kPa", "subject": "D2", "others": ["D3", "D5"]},
        ],
    },
    [
        ("IP1_propeller_icing_plan.pdf", pdf([
            ("title", "Propeller ice protection - test plan IP-1"),
            ("p", "Boreal Skyworks Inc., Rouyn-Noranda, QC. Author: E. Gauthier, avionics engineer. Date: 2025-01-15."),
            ("h1", "Background"),
            ("p", "Our line-inspection drones (15-inch carbon propellers) lose thrust within minutes in freezing fog, "
                  "which grounds them on the mornings the utility most wants patrols. Electrothermal de-icing on "
                  "manned aircraft runs at more than 2 W/cm2, about ten times the power our batteries can spare. "
                  "Icephobic coating suppliers publish ice adhesion after a single icing cycle on flat coupons; we "
                  "found no data on how these coatings hold up over repeated icing, or on whether a small propeller "
                  "at 5,000 rpm sheds ice by itself once adhesion is low."),
            ("h1", "Targets"),
            ("b", "Thrust loss of 10% or less after 10 min in freezing fog (-10 C, LWC 0.4 g/m3, MVD 20 um) at hover rpm."),
            ("b", "Heater power 40 W or less per propeller."),
            ("b", "Ice adhesion strength 50 kPa or less after 20 icing / de-icing cycles."),
            ("b", "Added mass 3 g or less per propeller, balanced."),
            ("h1", "Configurations"),
            ("b", "D1 - bare carbon propeller (reference)"),
            ("b", "D2 - commercial PDMS-based icephobic topcoat"),
            ("b", "D3 - fluorinated polyurethane (FPU) coating"),
            ("b", "D4 - carbon nanotube (CNT) heater film on the leading edge, pulsed, no coating"),
            ("b", "D5 - FPU coating over the CNT heater film"),
            ("h1", "Test method"),
            ("p", "Coupons: centrifuge adhesion test at -10 C, 20 cycles. Propellers: three days of rented icing "
                  "wind tunnel time in February, thrust on a load cell, vibration from an accelerometer on the motor "
                  "mount."),
        ])),
        ("IP1_icing_log.md", text("""
# IP-1 icing log
E. Gauthier + S. Roy

Jan 22 - coated coupons: D2 (PDMS topcoat, 2 coats) and D3 (fluorinated polyurethane, FPU). centrifuge adhesion test, cycle 1 at -10 C. D2: 22 kPa (!). D3: 41 kPa. Bare Al ref 380 kPa.
Jan 29 - 20 cycles done. D2 went up to 140 kPa after 20 cycles (surface scuffed, PDMS torn at the edges). D3 48 kPa after 20 cycles, holds.
Feb 4 - bonded CNT heater film strips on the leading edge of 4 props (D4). bench: 30 W per prop at 22.2 V, pulsed 20 s on / 40 s off. mass +1.6 g per prop.
Feb 11 - tunnel day 1. -10 C, LWC 0.4, MVD 20. D1 bare: thrust down 38% at 4 min, vibration high, stopped the test at 4 min. D2: thrust loss 26% at 10 min, ice built up and held on.
Feb 12 - tunnel day 2. D3 (FPU only): thrust loss 17% at 10 min, some shedding off the tips but the leading-edge ice stays. D4 (heater only, no coating): thrust loss 12%, but ice sheds asymmetrically - one blade lets go first, vibration peaks 1.8 g.
Feb 13 - tunnel day 3. D5 (FPU over the heater film, same 20/40 s pulse): thrust loss 6% at 10 min, avg heater power 31 W, vib 0.6 g. mass +2.4 g per prop.

Feb 20 - summary: neither piece works alone. Coating alone can't shed the leading-edge ice at this rpm, heater alone sheds unevenly -> vibration. The heater pulse loosens the ice and the FPU lets it go off both blades at once. PDMS ruled out, doesn't survive cycling. D5 goes on 2 drones for field trials in March.

---- pasted from Luc's e-mail with the tunnel data files ----
Luc Bergeron | Coordonnateur soufflerie / Tunnel coordinator
CONFIDENTIALITY NOTICE: this message and any attachments are intended solely for the named recipient and may contain privileged information. If you received it in error, please delete it and notify the sender.
Please consider the environment before printing this e-mail.
Sent from my iPhone
""")),
        ("IP1_results.xlsx", xlsx([
            ("tunnel", [
                ["config", "date", "coating", "heater", "heater_W_avg", "thrust_loss_pct", "vib_peak_g",
                 "added_mass_g", "result", "reason"],
                ["D1", D("2025-02-11"), "none", "none", 0, "38 (at 4 min)", 2.9, 0, "FAIL",
                 "thrust collapse, stopped at 4 min"],
                ["D2", D("2025-02-11"), "PDMS", "none", 0, 26, 1.1, 0.8, "FAIL", "ice accretes and holds"],
                ["D3", D("2025-02-12"), "FPU", "none", 0, 17, 0.9, 0.8, "FAIL", "leading-edge ice stays"],
                ["D4", D("2025-02-12"), "none", "CNT film 20/40 s", 30, 12, 1.8, 1.6, "FAIL",
                 "uneven shedding, vibration"],
                ["D5", D("2025-02-13"), "FPU", "CNT film 20/40 s", 31, 6, 0.6, 2.4, "PASS", ""],
            ]),
            ("adhesion", [
                ["coating", "cycle1_date", "cycle1_kPa", "cycle20_date", "cycle20_kPa", "result"],
                ["PDMS (D2)", D("2025-01-22"), 22, D("2025-01-29"), 140, "FAIL"],
                ["FPU (D3)", D("2025-01-22"), 41, D("2025-01-29"), 48, "PASS"],
                ["bare Al ref", D("2025-01-22"), 380, None, None, "reference"],
            ]),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# H08 leaching mixed Li-ion black mass (battery recycling / hydrometallurgy, ON) - no noise; two files only,
#     targets and uncertainty in the log header; some extractions only in the workbook
# ---------------------------------------------------------------------------
case(
    {
        "name": "black_mass_leach_aluminium",
        "question": "Draft T661 lines 242/244/246 for the black mass leach work. Bench log and results workbook "
                    "attached.",
        "facts": {
            "242": [["at least 95%"], ["300 mg/L"], ["0.3 t"], ["pure cathode powder"]],
            "244": [["4 steps"], ["sodium metabisulfite", "SMBS"], ["NaOH pre-wash"], ["60 C"]],
            "246": [["1,850 mg/L"], ["0.52 t/t"], ["3.8%"], ["280 mg/L"]],
        },
        "dates": ["2025-06-02", "2025-06-04", "2025-06-09", "2025-06-11", "2025-06-16", "2025-06-23",
                  "2025-06-30", "2025-07-04"],
        "noise": [],
        "bindings": [
            {"value": "0.41 t/t", "subject": "L2", "others": ["L1", "L3"]},
            {"value": "960 mg/L", "subject": "L4", "others": ["L5", "L3"]},
            {"value": "94.1%", "subject": "L5", "others": ["L6", "L4"]},
        ],
    },
    [
        ("leach_bench_log.txt", text("""
LCR Sudbury - black mass leach bench log (2 L jacketed reactor)
A. Kowalczyk (process chem), some notes by R. Dube

What we need: at least 95% extraction of Ni, Co, Mn and Li in one sulfuric leach, Al in the PLS no more than 300 mg/L (above that the Al comes down with the MHP and the refinery rejects it), and peroxide use no higher than 0.3 t of 50% H2O2 per t of black mass or the leach doesn't pay.
Why it's not a cookbook job: all the published leach conditions are on pure cathode powder, one chemistry (NMC or LCO). Our black mass is shredded EV + power-tool packs: mixed NMC / LFP / LCO, ~35% graphite, Al and Cu foil fines, fluoride from the electrolyte. Nobody could tell us how much reductant the graphite and Cu eat, how the Al behaves, or whether taking the Al off first costs us Li.

Feed: lot BM-0527. Assay Ni 18.2%, Co 5.1%, Mn 6.0%, Li 3.4%, Al 4.8%, Cu 2.6%, F 1.9%.
Base conditions all tests: 2 M H2SO4, 100 g/L solids, 2 h, 400 rpm. ICP-OES on filtered PLS; extraction from residue + solution balance.

June 2 - L1: 80 C, H2O2 6 vol% all added at the start. Ni 97.1%, Co 96.4%, Li 98.2%, Mn 95.8%. PLS Al 1,850 mg/L, way over. Peroxide use 0.52 t/t BM, lots of fizzing - graphite/Cu eating it.
June 4 - L2: same but H2O2 dosed in 4 steps over 90 min. Extractions within 0.5% of L1. L2 peroxide down to 0.41 t/t. Al unchanged.
June 9 - L3: no peroxide, sodium metabisulfite (SMBS) 0.25 t/t as the reductant, 80 C. Ni 96.0, Co 97.3, Li 97.9, Mn 96.6%. Al 1,790 mg/L. SO2 smell at the vent, need a scrubber if we go this way.
June 11 - L4: L3 conditions but 60 C. L4 Al down to 960 mg/L. Ni 95.4, Co 95.9, Li 97.5, Mn 95.1. still ~3x too much Al.
June 16 - L5: NaOH pre-wash 1 M, 40 C, 1 h to strip the Al fines first, filter, then the L4 leach. L5 PLS Al 210 mg/L. But L5 lost 3.8% of the Li to the caustic wash -> overall Li 94.1%, fails Li.
June 23 - L6: milder pre-wash, 0.5 M NaOH, 25 C, 30 min, then the L4 leach. Al 280 mg/L, Li lost to the wash 1.1%, Li overall 96.6%. Ni/Co/Mn all over 95. In spec!
June 30 - L6 repeat on lot BM-0612 (more LFP in it): Al 265 mg/L, Li 96.2%, Ni 95.9%.

July 4 - summary: peroxide is mostly wasted on graphite and Cu; staged dosing helps but SMBS takes peroxide out entirely. Temp is the main Al lever in the acid leach (80 -> 60 C halves it) but not enough, the Al has to come off before the acid. Hot strong caustic also pulls Li, cold dilute caustic doesn't. Pilot flowsheet: 0.5 M NaOH cold wash + SMBS leach at 60 C.
""")),
        ("leach_results_june2025.xlsx", xlsx([
            ("tests", [
                ["test", "date", "lot", "pretreat", "reductant", "dose", "temp_C", "Ni_pct", "Co_pct", "Mn_pct",
                 "Li_pct", "Al_PLS_mg_L", "H2O2_t_per_t", "pass_fail", "reason"],
                ["L1", D("2025-06-02"), "BM-0527", "none", "H2O2 all at start", "6 vol%", 80, 97.1, 96.4, 95.8, 98.2,
                 1850, 0.52, "FAIL", "Al, peroxide use"],
                ["L2", D("2025-06-04"), "BM-0527", "none", "H2O2 in 4 steps", "6 vol%", 80, 97.0, 96.1, 95.6, 98.0,
                 1820, 0.41, "FAIL", "Al, peroxide still over 0.3"],
                ["L3", D("2025-06-09"), "BM-0527", "none", "SMBS", "0.25 t/t", 80, 96.0, 97.3, 96.6, 97.9,
                 1790, 0, "FAIL", "Al"],
                ["L4", D("2025-06-11"), "BM-0527", "none", "SMBS", "0.25 t/t", 60, 95.4, 95.9, 95.1, 97.5,
                 960, 0, "FAIL", "Al"],
                ["L5", D("2025-06-16"), "BM-0527", "1 M NaOH, 40 C, 1 h", "SMBS", "0.25 t/t", 60, 95.8, 96.0, 95.2,
                 94.1, 210, 0, "FAIL", "Li lost to caustic wash"],
                ["L6", D("2025-06-23"), "BM-0527", "0.5 M NaOH, 25 C, 30 min", "SMBS", "0.25 t/t", 60, 95.6, 96.1,
                 95.3, 96.6, 280, 0, "PASS", ""],
                ["L6-R", D("2025-06-30"), "BM-0612", "0.5 M NaOH, 25 C, 30 min", "SMBS", "0.25 t/t", 60, 95.9, 96.0,
                 95.4, 96.2, 265, 0, "PASS", "second lot, more LFP"],
            ]),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# H09 spearmint-oil sprout control in deep bulk potato storage (agriculture, PE) - co-op AGM notice PDF noise;
#     season spans two years, log dates in ISO and yyyy/mm/dd form
# ---------------------------------------------------------------------------
case(
    {
        "name": "potato_storage_spearmint_sprout",
        "question": "Storage 3 sprout trial: can you prepare T661 lines 242, 244 and 246? Log and sampling sheet "
                    "attached. The AGM notice got in by mistake.",
        "facts": {
            "242": [["2 mm or less"], ["USDA 2 or lighter"], ["cold sweetening"], ["box stores", "positive ventilation"]],
            "244": [["90 mL/t"], ["recirculation"], ["ethylene 10 ppm"], ["60 mL/t"]],
            "246": [["11 mm"], ["USDA 3"], ["1.5 mm"], ["5.2%"]],
        },
        "dates": ["2024-10-08", "2024-10-29", "2024-11-26", "2025-01-14", "2025-02-11", "2025-03-11",
                  "2025-04-15", "2025-05-20", "2025-05-27"],
        "noise": ["Annual General Meeting", "Kensington Legion hall", "patronage dividend", "potluck supper"],
        "bindings": [
            {"value": "11 mm", "subject": "Bin 2", "others": ["Bin 3", "Bin 5"]},
            {"value": "3.5 mm", "subject": "Bin 3", "others": ["Bin 2", "Bin 5"]},
            {"value": "18 mm", "subject": "Bin 1", "others": ["Bin 4", "Bin 5"]},
        ],
    },
    [
        ("storage3_sprout_log.txt", text("""
Malpeque Bay Potato Storage - storage 3 (bins 1-5) - sprout control trial 2024-25
Russet Burbank for the fry plant. Log: C. Arsenault (storage mgr). Sampling: D. Gallant.

Why: the fry plant won't take CIPC-treated potatoes anymore (their export customers' residue limits). Contract: hold at 8 C (below about 7.5 C we get cold sweetening and dark fries), deliver through end of May with sprouts 2 mm or less, fry colour USDA 2 or lighter, weight loss 6% max.
Spearmint oil is the only option labelled for us, but the label rates + intervals come out of Europe where it's used in box stores with positive ventilation blowing through every box. Ours is a bulk pile 4.5 m deep with air coming up from floor ducts. Nobody (supplier rep, plant agronomist) could tell us if the vapour gets to the top of a 4.5 m pile or how long it stays before the fresh-air cycles flush it out.
Sample bags (10 tubers) buried at loading in each bin: top (0.5 m under surface), mid (2.3 m), bottom (4.2 m).

2024-10-08  bins 1-5 loaded, ~420 t each. Curing 2 wks at 13 C then ramp down to 8 C.
2024-10-29  1st treatments. Bin 1 control, untreated. Bin 2: spearmint oil 90 mL/t fogged into the duct, every 3 wks, normal fresh air after 24 h. Bin 3: same oil + dose but fans on recirculation (no fresh air) for 48 h after each fogging. Bin 4: ethylene 10 ppm continuous from the generator. Bin 5: spearmint oil 60 mL/t every 2 wks + 48 h recirculation.
2024/11/26  all sprouts under 1 mm. pile temps 8.0-8.4.
2025-01-14  sampling. Bin 1 sprouts 6 mm. Bin 2 top 4 mm, bottom 0.5. others under 1 mm.
2025-02-11  Bin 1 at 18 mm, shipped to the plant early (sold at a discount). Bin 2 top 7 mm.
2025-03-11  sampling. Bin 4 fry test came out USDA 3 (dark) - ethylene sweetening, glucose up. Bin 4 shipped.
2025-04-15  sampling. Bin 2 top 11 mm, mid 2.5 mm, bottom 1 mm - the oil isn't reaching the top. Bin 3 top 3.5 mm, mid 1.2, bottom 0.8. Bin 5 max 1.5 mm at all depths.
2025-05-20  final sampling + fry test. Bin 5: max 1.5 mm, fry USDA 1, weight loss 5.2%. Bin 3: top still 3.5 mm (over), USDA 1, wt loss 5.6%. Bin 2 top 11 mm.

2025-05-27  SUMMARY. Fogging into the ducts with normal fresh air (Bin 2) leaves the top of the pile unprotected, the vapour is flushed out before it climbs 4.5 m. Holding recirculation 48 h (Bin 3) protects most of the pile but not the top metre at 3-week intervals. A shorter interval at the lower dose (Bin 5) keeps it under 2 mm everywhere, about the same oil over the season (0.9 L/t). Ethylene is out because of fry colour. Whole storage goes on the Bin 5 program next season.
""")),
        ("storage3_sampling.xlsx", xlsx([
            ("sampling", [
                ["date", "bin", "treatment", "top_mm", "mid_mm", "bottom_mm", "fry_USDA", "wt_loss_pct", "status",
                 "note"],
                [D("2024-11-26"), "Bin 1", "control", 0.5, 0.4, 0.3, None, None, "ok", ""],
                [D("2024-11-26"), "Bin 2", "oil 90 mL/t / 3 wk", 0.4, 0.3, 0.2, None, None, "ok", ""],
                [D("2024-11-26"), "Bin 3", "oil 90 mL/t / 3 wk + recirc", 0.3, 0.2, 0.2, None, None, "ok", ""],
                [D("2024-11-26"), "Bin 4", "ethylene 10 ppm", 0.3, 0.3, 0.2, None, None, "ok", ""],
                [D("2024-11-26"), "Bin 5", "oil 60 mL/t / 2 wk + recirc", 0.3, 0.2, 0.2, None, None, "ok", ""],
                [D("2025-01-14"), "Bin 1", "control", 6, 5, 5, 1, 2.9, "watch", ""],
                [D("2025-01-14"), "Bin 2", "oil 90 mL/t / 3 wk", 4, 1, 0.5, 1, 2.7, "watch", "top layer"],
                [D("2025-01-14"), "Bin 3", "oil 90 mL/t / 3 wk + recirc", 0.9, 0.6, 0.4, 1, 2.6, "ok", ""],
                [D("2025-01-14"), "Bin 4", "ethylene 10 ppm", 0.6, 0.5, 0.5, 2, 2.8, "ok", ""],
                [D("2025-01-14"), "Bin 5", "oil 60 mL/t / 2 wk + recirc", 0.5, 0.4, 0.4, 1, 2.5, "ok", ""],
                [D("2025-02-11"), "Bin 1", "control", 18, 15, 14, 1, 3.8, "shipped", "sold early at discount"],
                [D("2025-02-11"), "Bin 2", "oil 90 mL/t / 3 wk", 7, 1.5, 0.6, 1, 3.4, "fail top", ""],
                [D("2025-03-11"), "Bin 4", "ethylene 10 ppm", 0.8, 0.7, 0.6, 3, 4.1, "shipped", "fry colour"],
                [D("2025-04-15"), "Bin 2", "oil 90 mL/t / 3 wk", 11, 2.5, 1, 1, 4.6, "fail top", ""],
                [D("2025-04-15"), "Bin 3", "oil 90 mL/t / 3 wk + recirc", 3.5, 1.2, 0.8, 1, 4.5, "fail top", ""],
                [D("2025-04-15"), "Bin 5", "oil 60 mL/t / 2 wk + recirc", 1.5, 1.1, 0.9, 1, 4.3, "ok", ""],
                [D("2025-05-20"), "Bin 2", "oil 90 mL/t / 3 wk", 11, 2.8, 1.2, 1, 5.9, "fail top", ""],
                [D("2025-05-20"), "Bin 3", "oil 90 mL/t / 3 wk + recirc", 3.5, 1.4, 0.9, 1, 5.6, "fail top", ""],
                [D("2025-05-20"), "Bin 5", "oil 60 mL/t / 2 wk + recirc", 1.5, 1.2, 1.0, 1, 5.2, "PASS", ""],
            ]),
        ])),
        ("coop_agm_notice_2025.pdf", pdf([
            ("title", "Notice of Annual General Meeting"),
            ("p", "Shareholders and grower-members of Malpeque Bay Potato Storage Ltd. are invited to the Annual "
                  "General Meeting on Thursday, March 27, 2025 at 7:00 pm at the Kensington Legion hall."),
            ("h1", "Agenda"),
            ("b", "Financial statements for 2024 and the patronage dividend"),
            ("b", "Election of two directors"),
            ("b", "Storage fee schedule for 2025-26 ($/cwt)"),
            ("p", "Bring a dish for the potluck supper at 6:00 pm. Please RSVP to the office."),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# H10 cold-rink toe delamination of composite hockey stick blades (sporting goods, QC) - launch copy noise;
#     log uses "Aug 12" / "Sept 2"; GIc values only in the log and CSV
# ---------------------------------------------------------------------------
case(
    {
        "name": "hockey_blade_cold_delamination",
        "question": "Draft the SR&ED narrative (242 uncertainties, 244 work done, 246 advancements) for our "
                    "cold-rink blade delamination project. Marc's impact log, trial sheet and report are attached.",
        "facts": {
            "242": [["2,000 puck impacts"], ["35 m/s"], ["5 g heavier"], ["at 23 C only", "at 23 C"]],
            "244": [["PMI foam"], ["polyamide veil", "veil interleaf"], ["CTBN"], ["C-scan"]],
            "246": [["450 impacts"], ["0.92 kJ/m2"], ["+11 g"], ["-7.4%"]],
        },
        "dates": ["2025-08-05", "2025-08-07", "2025-08-12", "2025-08-19", "2025-08-21", "2025-08-26",
                  "2025-09-02", "2025-09-09", "2025-09-12"],
        "noise": ["Built for the outdoor rink", "#PondHockey", "Pre-order now", "free shipping over $99"],
        "bindings": [
            {"value": "1,100", "subject": "B2", "others": ["B3", "B5"]},
            {"value": "1,350", "subject": "B5", "others": ["B3", "B2"]},
            {"value": "0.38 kJ/m2", "subject": "B1", "others": ["B3", "B5"]},
        ],
    },
    [
        ("blade_impact_log.md", text("""
# Blade impact testing - cold room
Laurentide Stick Co. (Saint-Jerome). Rig: air cannon, puck at 35 m/s, cold room -15 C, blade clamped at the hosel. C-scan every 250 shots. Log: M. Ouellet
Blades conditioned 4 h at -15 C before shooting, re-conditioned 30 min every 250 shots while scanning.
Delam = any indication over 25 mm2 on the C-scan. Mass = finished blade, no tape.

2025-08-05 - B1 (current build: PU foam core, std epoxy UD prepreg), 3 blades. First delam on C-scan at 450 impacts (toe, 140 mm2). all 3 blades delam between 400 and 500.
2025-08-07 - DCB coupons at -15 C: B1 laminate GIc 0.38 kJ/m2. (datasheet says 0.55 at 23 C - the cold knocks about a third off)
Aug 12 - B2 = PMI foam core. B2 lasted to 1,100 impacts, but blade 101 g (+9 g). too heavy, and PMI costs 4x.
Aug 19 - B3: B1 + polyamide veil interleaf (17 g/m2) between the toe/heel plies. B3 ran to 2,000 impacts, max delam 12 mm2 (limit 25). +3 g. stiffness change -2.1%.
Aug 21 - DCB: B3 laminate GIc 0.92 kJ/m2 at -15 C.
Aug 26 - B4: B3 + aramid outer ply at the toe for abrasion. 2,000 OK but +11 g. nope.
Sept 2 - B5: B1 layup with rubber-toughened (CTBN) epoxy prepreg instead of a veil. B5 delam at 1,350 impacts, and stiffness -7.4% by 1,000 (softer resin?). GIc 0.71.
Sept 9 - B3 repeat, 3 new blades from the production molds: 2,000 / 2,000 / 2,000, max 15 mm2.

Sept 12 - wrap-up: the cold is the problem, not the foam. Swapping the core (B2) only delays it and adds weight. The veil interleaf at the toe is the fix: local toughening right where the puck hits, almost no weight. Rubber-toughened resin softens the whole blade, out. B3 to production for the fall run.
""")),
        ("blade_trials.csv", text("""
build,date,core,resin,toe_reinforcement,blades,impacts_to_first_delam,max_delam_mm2_at_2000,blade_mass_g,stiffness_change_pct,GIc_kJ_m2_at_minus15C,result,reason
B1,2025-08-05,PU foam,std epoxy,none,3,450,-,92,-,0.38,FAIL,toe delamination
B2,2025-08-12,PMI foam,std epoxy,none,3,1100,-,101,-,-,FAIL,delam + 9 g heavier
B3,2025-08-19,PU foam,std epoxy,PA veil 17 gsm,3,>2000,12,95,-2.1,0.92,PASS,
B4,2025-08-26,PU foam,std epoxy,PA veil + aramid ply,3,>2000,10,103,-1.8,-,FAIL,mass +11 g
B5,2025-09-02,PU foam,CTBN-toughened epoxy,none,3,1350,-,93,-7.4,0.71,FAIL,delam + stiffness loss
B3-R,2025-09-09,PU foam,std epoxy,PA veil 17 gsm,3,>2000,15,95,-1.9,-,PASS,production molds
""")),
        ("blade_dev_report.docx", docx([
            ("title", "Cold-rink blade delamination - development report"),
            ("p", "Laurentide Stick Co., Saint-Jerome, QC. Prepared by M. Ouellet (composites technician) and "
                  "F. Lacasse (owner), September 2025."),
            ("h1", "Objective"),
            ("p", "Stop toe delamination of our composite blades in outdoor use. Target: the blade survives 2,000 puck "
                  "impacts at 35 m/s with the blade at -15 C and no delamination larger than 25 mm2 on ultrasonic "
                  "C-scan; the blade may be at most 5 g heavier than the current 92 g; bending stiffness may change "
                  "by 5% or less over the test."),
            ("p", "Warranty returns for toe delamination triple from December to February, when the sticks are used "
                  "on outdoor rinks. The prepreg datasheet gives the interlaminar fracture toughness (GIc) at 23 C "
                  "only, and the large brands' core and layup designs are not published. We did not know whether the "
                  "cracking came from the foam core in the cold or from the resin becoming brittle, nor whether "
                  "toughening only the toe could fix it without adding weight."),
            ("h1", "Method"),
            ("b", "B1 - current build: polyurethane foam core, standard epoxy unidirectional carbon prepreg"),
            ("b", "B2 - PMI foam core in place of polyurethane"),
            ("b", "B3 - B1 with a polyamide veil (17 g/m2) interleaved between the toe and heel plies"),
            ("b", "B4 - B3 with an aramid outer ply at the toe"),
            ("b", "B5 - B1 layup in a rubber-toughened (CTBN) epoxy prepreg"),
            ("p", "Three blades per build were shot with an air cannon in the cold room at -15 C and inspected by "
                  "C-scan every 250 impacts. Flat laminates were tested in double cantilever beam (DCB) at -15 C for "
                  "GIc."),
            ("h1", "Results"),
            ("table", [
                ["Build", "Impacts to first delamination", "Blade mass", "Stiffness change", "Result"],
                ["B1", "450", "92 g", "-", "Fail"],
                ["B2", "1,100", "101 g", "-", "Fail - delamination, mass"],
                ["B3", "no delamination at 2,000 (max 12 mm2)", "95 g", "-2.1%", "Pass"],
                ["B4", "no delamination at 2,000", "103 g", "-1.8%", "Fail - mass"],
                ["B5", "1,350", "93 g", "-7.4%", "Fail - delamination, stiffness"],
                ["B3 repeat", "no delamination at 2,000 (max 15 mm2)", "95 g", "-1.9%", "Pass"],
            ]),
            ("h1", "Conclusion"),
            ("p", "The resin's loss of toughness in the cold, not the foam core, drives the toe delamination. A "
                  "polyamide veil interleaf at the toe raises the cold fracture toughness enough to pass 2,000 impacts "
                  "for 3 g. A tougher core only delays the damage and adds weight; a rubber-toughened resin softens "
                  "the blade. B3 goes into production."),
        ])),
        ("launch_copy_draft.txt", text("""
DRAFT - Instagram / web copy for the fall launch (Sophie)
Built for the outdoor rink. The new LX-9 blade is tougher where it counts.
Made in Quebec by players, for players. #PondHockey #MadeInQuebec
Pre-order now at laurentidesticks.example - free shipping over $99 until the end of November.
Tag us in your backyard rink pics for a chance to win a signed LX-9!
""")),
    ],
)


if __name__ == "__main__":
    casegen.write_cases()
