#!/usr/bin/env python3
"""Builds the multi-file evidence cases of the fifth first-contact set (evidence_multi_first_5).

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
# Q01 pea-protein mozzarella-style shreds that melt and stretch (food, SK) - marketing sell-sheet noise;
#     bench notebook uses yearless "Jan 13" dates with the year once in the header
# ---------------------------------------------------------------------------
case(
    {
        "name": "pea_protein_shred_melt_stretch",
        "question": "Can you draft lines 242, 244 and 246 for the pea mozzarella shred project? Dana's bench "
                    "notebook and the trial workbook are attached. The sell sheet copy is marketing's draft, not "
                    "project material.",
        "facts": {
            "242": [["8 g protein", "source of protein"], ["1.6 or more"], ["at least 15 cm"],
                    ["heat-set gel", "calcium bridges"]],
            "244": [["transglutaminase"], ["pH-shift", "pH 12"], ["sodium citrate"], ["Schreiber test", "fork pull"]],
            "246": [["1.05", "made it worse"], ["1.71"], ["18 cm"], ["1.64"]],
        },
        "dates": ["2025-01-13", "2025-01-15", "2025-01-22", "2025-01-24", "2025-02-05", "2025-02-07",
                  "2025-02-19", "2025-02-21", "2025-03-05", "2025-03-07"],
        "noise": ["Say cheese - no cow required", "Follow us on Instagram", "dairy-free aisle",
                  "Case pricing available"],
        "bindings": [
            {"value": "1.05", "subject": "V2", "others": ["V1", "V3"]},
            {"value": "1.48", "subject": "V3", "others": ["V2", "V4"]},
            {"value": "1.71", "subject": "V4", "others": ["V3", "V1"]},
        ],
    },
    [
        ("pea_shred_bench_notebook.md", text("""
# Bench notebook - pea mozzarella shreds (project PC-M) - 2025
Prairie Curd Plant Foods Inc., Saskatoon SK. Entries: Dana W. (food scientist). Reviewed: Amrit S. (operations).

## Why
Our pea-based mozzarella-style shreds taste fine cold, but on a pizza they just sit there: the strands soften, brown at the edges and never flow together or stretch. The pizza chain we supply (42 stores in AB/SK) wants a dairy-free shred that bakes like mozzarella and can carry a "source of protein" claim.
Spec agreed with their culinary team at the December meeting:
- 8 g protein per 100 g or more (today's shred has 2 g; most vegan shreds are close to 0)
- Schreiber melt ratio of 1.6 or more (disc diameter after 5 min at 232 C / diameter before)
- fork stretch of at least 15 cm, pulled 90 s out of a 260 C deck oven
- no oil pooling on the pie; 4 months chilled shelf life
Commercial vegan shreds get their melt from coconut oil and modified starch, with almost no protein. As soon as we put pea protein isolate above about 5% in the formula it forms a heat-set gel in the oven and does not flow. Dairy mozzarella stretches because the casein network is held together by calcium bridges that loosen when hot; nobody has shown that a pea protein network can be made to soften and re-form like that. The pea "cheese" papers we found are about spreads and cream cheese, not a shred that has to shred cold and flow hot.

## Method (all trials)
3 kg batch in the Stephan cooker, 85 C hold 3 min, hot-fill blocks, chill 48 h, shred 4 mm. Schreiber test (5 g disc, 232 C, 5 min, 3 discs), fork pull on a 12" pizza with 150 g shreds at 90 s, protein by Dumas at the outside lab.

## Entries
Jan 13 - made V0 = current shred (coconut oil 22%, potato starch 18%, pea isolate 2%) and V1 = pea isolate raised to 10%, oil/starch otherwise the same.
Jan 15 - V0: Schreiber 1.82, stretch 4 cm. Melts fine but no protein. V1: Schreiber 1.12, stretch 0 cm - the strands stay separate and brown. That is the whole problem in one line.
Jan 22 - V2 hypothesis: the gel is too weak and irregular, so cross-link it with transglutaminase (0.3%, 50 C for 1 h before cooking) to get an elastic network that stretches. Made V2.
Jan 24 - V2: Schreiber 1.05 - it made it worse. Rubbery, zero flow, bounces on the fork. Cross-linking locks the network; covalent bonds don't let go when hot. Transglutaminase ruled out.
Feb 5 - V3: pH-shift treatment of the pea isolate (pH 12 for 1 h, back to pH 7, spray-dried by the co-packer). Idea: partly unfold the globulins so they set into a finer, weaker gel that softens again when hot. Made V3.
Feb 7 - V3: Schreiber 1.48, stretch 9 cm. First time we see strings. Not there yet.
Feb 19 - V4 = V3 protein + 1.5% sodium citrate (emulsifying salt: pulls calcium out of the protein network the way it does in processed cheese). Made V4.
Feb 21 - V4: Schreiber 1.71, stretch 18 cm, no oil pooling. Protein 8.4 g/100 g (Dumas). Panel (n=8) 6.9/9 vs 7.4 for dairy mozzarella.
Mar 5 - V4 at the co-packer on the 500 kg line, shredded and bagged: Schreiber 1.64, stretch 16 cm. Holds spec on production equipment.
Mar 7 - Wrap-up (DW): pea protein stretches when its network is weakened, not strengthened - cross-linking was the wrong direction. The pH-shift plus citrate taking out the calcium bridges is what lets it flow. V4 shelf-life study (4 months at 4 C) started today.
""")),
        ("shred_trials_2025.xlsx", xlsx([
            ("trials", [
                ["trial", "made", "tested", "pea_isolate_pct", "protein_treatment", "citrate_pct", "protein_g_100g",
                 "schreiber_ratio", "stretch_cm", "oil_pooling", "result", "notes"],
                ["V0", D("2025-01-13"), D("2025-01-15"), 2, "none", 0, 1.9, "1.82", 4, "no", "FAIL",
                 "current shred - melts, no protein"],
                ["V1", D("2025-01-13"), D("2025-01-15"), 10, "none", 0, 8.6, "1.12", 0, "no", "FAIL",
                 "strands stay separate, browned"],
                ["V2", D("2025-01-22"), D("2025-01-24"), 10, "transglutaminase 0.3%", 0, 8.5, "1.05", 0, "no",
                 "FAIL", "rubbery, worse than V1"],
                ["V3", D("2025-02-05"), D("2025-02-07"), 10, "pH-shift (pH 12, 1 h)", 0, 8.4, "1.48", 9, "no",
                 "FAIL", "first strings"],
                ["V4", D("2025-02-19"), D("2025-02-21"), 10, "pH-shift (pH 12, 1 h)", 1.5, 8.4, "1.71", 18, "no",
                 "PASS", "panel 6.9/9"],
                ["V4-line", D("2025-03-05"), D("2025-03-05"), 10, "pH-shift (pH 12, 1 h)", 1.5, 8.3, "1.64", 16,
                 "no", "PASS", "co-packer 500 kg line"],
            ]),
        ])),
        ("meltdown_sell_sheet_copy.txt", text("""
PRAIRIE CURD - Meltdown Mozza Shreds (sell sheet / web copy, draft 3 - marketing)
Say cheese - no cow required! Meltdown Mozza Shreds are made on the prairies from golden peas and creamy coconut.
Perfect for pizza night, nachos and grilled cheese.
Look for the purple bag in the dairy-free aisle at your favourite grocer.
Follow us on Instagram @prairiecurd for recipes and giveaways.
Foodservice 2.5 kg bag now listed - Case pricing available for distributors.
""")),
    ],
)

# ---------------------------------------------------------------------------
# Q02 welding through the zinc on pre-galvanized trailer frame tube (manufacturing, SK) - steel service
#     centre invoice PDF noise; weld cell log "Tue 8 Oct 2024"; DOCX report with a TABLE of results
# ---------------------------------------------------------------------------
case(
    {
        "name": "galvanized_trailer_frame_weld_porosity",
        "question": "Please write the SR&ED technical narrative (T661 lines 242, 244, 246) for the galvanized tube "
                    "welding trial in robot cell 2. Greg's cell log and the December report are attached, plus an "
                    "invoice from Prairie Steel that got scanned with them.",
        "facts": {
            "242": [["ISO 5817 level C", "level C"], ["no zinc removal", "without grinding"], ["45 cm/min"],
                    ["zinc vapour"]],
            "244": [["pulsed GMAW", "pulsed MIG"], ["metal-cored wire", "E70C-6M"], ["0.5 mm gap"],
                    ["macro-etch", "fillet break"]],
            "246": [["14 pores"], ["burn-through"], ["1.4 pores"], ["1.8 pores"]],
        },
        "dates": ["2024-10-08", "2024-10-10", "2024-10-16", "2024-10-23", "2024-10-30", "2024-11-06",
                  "2024-11-13", "2024-11-20", "2024-12-04"],
        "noise": ["Mill cert charge", "Cut-to-length fee", "PST 6%", "Payment due upon receipt"],
        "bindings": [
            {"value": "6.5", "subject": "W2", "others": ["W3", "W4"]},
            {"value": "8.2", "subject": "W3", "others": ["W2", "W4"]},
            {"value": "1.4", "subject": "W4", "others": ["W2", "W3"]},
        ],
    },
    [
        ("robot_cell2_weld_log.txt", text("""
KINDERSLEY TRAILER WORKS LTD. - Robot cell 2 log - welding pre-galvanized frame tube
Kindersley SK. Entries by Greg P. (welding engineer, CWB supervisor) and robot techs (initials).

Tue 8 Oct 2024 - Trial started. Background: since the grain trailer sub-frames went to pre-galvanized G90 tube (3/16" wall, 4x4 and 4x2), we grind the zinc back 25 mm on every joint before the robot welds. That is 40 min of grinding per frame, dust in the bay, and we grind off the corrosion protection we paid for. If we weld over the zinc the fillets come out full of porosity: zinc vapour (zinc boils at 907 C, the pool is near 1,500 C) gets trapped at the root.
Goal agreed with Dale (plant manager): weld through the coating with no zinc removal, porosity no worse than ISO 5817 level C on macro sections and break tests, and robot travel of at least 45 cm/min or the cell becomes the bottleneck.
The wire rep says pulsed MIG fixes it. The handbook says leave a gap so the vapour can escape. Nobody has numbers for our joints (tube-to-tube fillets and laps with no natural vent path). We don't know whether the pores come from vapour between the faying surfaces (needs a vent gap) or from the outside coating getting into the arc (wire, gas or pulse could fix that).
Coupons: 4x4 tube T-joints, 300 mm fillet, 3 per variant. 3 macro-etch sections per coupon, fillet break test on the rest; count pores over 0.5 mm per 100 mm of weld.
Thu 10 Oct 2024 - W1 baseline over the zinc: ER70S-6 0.045", 90/10 Ar/CO2, short-circuit, 24 V, 48 cm/min. Heavy spatter, 14 pores per 100 mm, wormholes at the root. FAIL.
Wed 16 Oct 2024 - W2 pulsed GMAW, same wire and gas, 26 V avg, 46 cm/min. Spatter way down. Breaks show 6.5 pores per 100 mm, mostly at the root on the faying side; surface pores gone. So the outside coating was the spatter problem and the pores are vapour from between the parts.
Wed 23 Oct 2024 - W3 metal-cored wire E70C-6M (supplier sample "for coated steels"), pulsed, 45 cm/min: 8.2 pores per 100 mm. Worse than W2 and smokier. Wire chemistry doesn't help here. (GP)
Wed 30 Oct 2024 - W4 = pulsed GMAW + 0.5 mm gap (shim spacers tacked on the faying side), 80/20 gas, 10 deg push angle, 48 cm/min. 1.4 pores per 100 mm, level C on every macro.
Same afternoon tried a 1.0 mm gap on 2 coupons: burn-through at the start on both. Bigger gap ruled out.
Wed 6 Nov 2024 - W4 repeat on a different heat of tube: 1.6 pores per 100 mm. OK.
Wed 13 Nov 2024 - Fixture change: spacer nubs machined into the jig so the gap is set without loose shims. (TM)
Wed 20 Nov 2024 - 10 production sub-frames welded with W4 in the new jig: 1.8 pores per 100 mm average over 6 break samples, no grinding, 48 cm/min. Frame cycle time down 38 min.
""")),
        ("galv_weld_porosity_report.docx", docx([
            ("title", "Welding through the zinc: porosity trial on pre-galvanized frame tube"),
            ("p", "Kindersley Trailer Works Ltd. Prepared by Greg P., welding engineer. December 4, 2024."),
            ("h1", "Plan"),
            ("p", "Stop grinding the zinc off pre-galvanized G90 tube before robotic welding of grain trailer "
                  "sub-frames. Acceptance: porosity within ISO 5817 level C on macro-etch sections and fillet break "
                  "tests, welded without grinding, at a travel speed of 45 cm/min or more."),
            ("p", "The open question was where the porosity comes from. Zinc vapour forms wherever the coating is "
                  "heated past its boiling point, both on the outside of the tube and on the faying surfaces inside "
                  "the joint. Suppliers recommend pulsed MIG or special wires, but we found no data for tube-to-tube "
                  "fillets where the vapour has no path out."),
            ("h1", "Method"),
            ("p", "Four variants on 4x4 x 3/16 in. tube T-joints, three 300 mm coupons each, welded in robot cell 2. "
                  "Pores larger than 0.5 mm counted per 100 mm of weld on three macro-etch sections per coupon and "
                  "on fillet break specimens. The best variant was repeated on a second heat of tube and then on "
                  "10 production sub-frames."),
            ("h1", "Results"),
            ("table", [
                ["Variant", "Process", "Wire / gas", "Joint gap", "Travel speed", "Pores per 100 mm", "Level C"],
                ["W1", "short-circuit GMAW", "ER70S-6 / 90-10", "none", "48 cm/min", "14", "no"],
                ["W2", "pulsed GMAW", "ER70S-6 / 90-10", "none", "46 cm/min", "6.5", "no"],
                ["W3", "pulsed GMAW", "metal-cored wire E70C-6M / 90-10", "none", "45 cm/min", "8.2", "no"],
                ["W4", "pulsed GMAW", "ER70S-6 / 80-20", "0.5 mm", "48 cm/min", "1.4", "yes"],
                ["W4 repeat", "pulsed GMAW", "ER70S-6 / 80-20", "0.5 mm", "48 cm/min", "1.6", "yes"],
                ["W4 production", "pulsed GMAW", "ER70S-6 / 80-20", "0.5 mm (jig)", "48 cm/min", "1.8", "yes"],
            ]),
            ("p", "A 1.0 mm gap caused burn-through at the weld start on both coupons tried."),
            ("h1", "Conclusion"),
            ("p", "Pulsing removed the spatter and surface pores but not the root porosity, and the metal-cored wire "
                  "made it worse, so neither the arc mode nor the wire chemistry is the answer on its own. The pores "
                  "are vapour trapped between the faying surfaces: a 0.5 mm vent gap with pulsed GMAW brings "
                  "porosity to level C with no zinc removal at 48 cm/min. The gap window is narrow: 1.0 mm burns "
                  "through. W4 with the spacer-nub jig is released for production on cell 2."),
        ])),
        ("prairie_steel_invoice_88412.pdf", pdf([
            ("title", "Prairie Steel Service Centre Ltd. - Invoice 88412"),
            ("p", "Sold to: Kindersley Trailer Works Ltd., Kindersley SK. Invoice date: September 27, 2024. "
                  "Customer PO: KTW-3318."),
            ("table", [
                ["Item", "Description", "Qty", "Unit price", "Amount"],
                ["HSS-44-316-G", "HSS 4 x 4 x 3/16 pre-galv G90, 24 ft", "40", "$212.50", "$8,500.00"],
                ["HSS-42-316-G", "HSS 4 x 2 x 3/16 pre-galv G90, 24 ft", "60", "$158.20", "$9,492.00"],
                ["CTL", "Cut-to-length fee", "100", "$3.50", "$350.00"],
                ["MTR", "Mill cert charge", "1", "$25.00", "$25.00"],
                ["", "GST 5%", "", "", "$918.35"],
                ["", "PST 6%", "", "", "$1,102.02"],
                ["", "Total", "", "", "$20,387.37"],
            ]),
            ("p", "Payment due upon receipt. Claims for shortage must be made within 5 days of delivery."),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# Q03 wild lowbush blueberry harvester head loss (agriculture equipment, NS) - growers' co-op newsletter
#     noise; field notes with dates MID-LINE ("...at Kemptown on Wed Aug 7 ran H0..."); run CSV;
#     results summary memo (DOCX) dated after the season
# ---------------------------------------------------------------------------
case(
    {
        "name": "lowbush_blueberry_harvester_head_loss",
        "question": "We need T661 lines 242/244/246 for the harvester head retrofit. Ian's field notes, the quadrat "
                    "run sheet and his October summary memo are attached. I also dropped in the co-op newsletter.",
        "facts": {
            "242": [["10% of yield"], ["3% by weight"], ["1.2 km/h"], ["operator feel"]],
            "244": [["4.8 mm"], ["ultrasonic"], ["catch lip"], ["ratio 1.4", "reel-to-ground ratio"]],
            "246": [["21.4%"], ["6.2%", "leaf trash"], ["9.2%"], ["61% of the loss"]],
        },
        "dates": ["2024-08-06", "2024-08-07", "2024-08-09", "2024-08-12", "2024-08-13", "2024-08-15",
                  "2024-08-20", "2024-08-22", "2024-08-27", "2024-08-29", "2024-10-15"],
        "noise": ["Annual General Meeting", "Membership renewal", "Pollination contracts", "Recipe corner"],
        "bindings": [
            {"value": "14.6%", "subject": "H2", "others": ["H3", "H1"]},
            {"value": "11.3%", "subject": "H3", "others": ["H2", "H4"]},
            {"value": "9.2%", "subject": "H4", "others": ["H3", "H0"]},
        ],
    },
    [
        ("head_loss_field_notes.txt", text("""
Cobequid Harvest Systems Ltd. - harvester head loss project - field notes
Ian MacL. (design), with operators Jody and Pierre.

Why we're doing this: growers lose a lot of fruit behind the harvester. Our quadrat picks last season behind the stock head came to 15-25% of the crop. Head speed and head height are set by operator feel, and on rocky, sloping fields the head rides high over dips and scalps stems on the rises. No one has split that loss into berries knocked to the ground (ground drop) and berries left on stems the tines never reached, so nobody knows which fix to work on.
Targets for the retrofit kit: field loss 10% of yield or less; leaf and stem trash in the bin 3% by weight or less (the processor docks loads above that); split/crushed berries no higher than 5%; ground speed no lower than 1.2 km/h so crews keep up.
Method: one run = one 100 m pass on a crop-year field. Behind the harvester, 10 quadrats (0.5 x 0.5 m) at random; hand-pick berries on the ground and berries still on stems separately and weigh. Yield from the bin weights for that pass. Trash by hand-sorting 2 kg from the bin.

Crew at the Kemptown block Tuesday, Aug 6, 2024 with H0 (stock head, 6.4 mm tine spacing, 1.2 km/h, reel 120 rpm) for the baseline. Loss 21.4% of yield: ground drop 13.1 points, unpicked 8.3. So most of it is on the ground.
Back at Kemptown on Wed Aug 7 we ran H0 again on the slope side: 24.0% loss, ground drop higher on the slope.
Rain, then on Friday Aug 9 we put H1 on (narrower tine spacing, 4.8 mm instead of 6.4 mm) at Kemptown: 19.8% loss but the bin was full of leaves, 6.2% trash by weight. Narrow tines strip leaves; the processor would dock every load. H1 out.
Fitted the ultrasonic head-height control (H2: 3 sensors across the head, hydraulic tilt) on Mon Aug 12, calibrated, and ran it Tues Aug 13 at Earltown: 14.6% loss, trash 2.6%. Height control cut ground drop to 7.9 points.
The fab shop finished the catch lip (H3 = H2 + 150 mm extended catch lip under the reel, rubber fingers) Thurs Aug 15 and we ran it at Earltown that afternoon: 11.3% loss, trash 2.8%.
H4 (H3 + reel speed tied to ground speed, reel-to-ground ratio 1.4) went on Tue Aug 20; at Earltown it gave 9.2% loss, trash 2.4%, damage 3.8% at 1.3 km/h.
Repeat of H4 on the Kemptown slope side Thu Aug 22: 9.8% loss. Under target on the worst field too.
Growers' demo at Earltown Tue Aug 27, 3 growers drove it (no measurements).
Last run of the season at Kemptown Thu Aug 29, H4 pushed to 1.5 km/h to find the ceiling: 12.7% loss. Speed matters; keep it at 1.2-1.3 km/h.
""")),
        ("quadrat_loss_runs_2024.csv", text("""
run_date,field,variant,head_config,ground_speed_kmh,reel_rpm,ground_drop_pct,unpicked_pct,total_loss_pct,trash_pct,damage_pct,result,notes
2024-08-06,Kemptown flat,H0,stock head 6.4 mm tines,1.2,120,13.1,8.3,21.4,2.1,4.2,FAIL,baseline
2024-08-07,Kemptown slope,H0,stock head 6.4 mm tines,1.2,120,16.2,7.8,24.0,2.3,4.5,FAIL,slope side
2024-08-09,Kemptown flat,H1,4.8 mm tines,1.2,120,12.5,7.3,19.8,6.2,4.9,FAIL,leaf trash - processor would dock
2024-08-13,Earltown,H2,ultrasonic head-height control,1.2,120,7.9,6.7,14.6,2.6,4.1,FAIL,
2024-08-15,Earltown,H3,H2 + 150 mm catch lip,1.2,120,4.6,6.7,11.3,2.8,4.0,FAIL,
2024-08-20,Earltown,H4,H3 + reel-to-ground ratio 1.4,1.3,variable,4.1,5.1,9.2,2.4,3.8,PASS,
2024-08-22,Kemptown slope,H4,H3 + reel-to-ground ratio 1.4,1.2,variable,4.6,5.2,9.8,2.5,3.9,PASS,worst field
2024-08-29,Kemptown flat,H4,H3 + reel-to-ground ratio 1.4,1.5,variable,6.3,6.4,12.7,2.7,4.6,FAIL,speed ceiling test
""")),
        ("head_loss_season_summary.docx", docx([
            ("title", "Harvester head loss retrofit - 2024 season summary"),
            ("p", "Cobequid Harvest Systems Ltd. From: Ian MacL. To: R. Fraser (owner). Date: October 15, 2024."),
            ("h1", "Plan"),
            ("p", "Cut the fruit left behind by lowbush blueberry harvesters to 10% of yield or less, without raising "
                  "bin trash above 3% by weight or berry damage above 5%, and without slowing the machine below "
                  "1.2 km/h. Before this season we could not say whether the loss was mostly fruit knocked to the "
                  "ground or fruit never picked, which decides whether the fix is in the tines, the head height or "
                  "catching the fruit."),
            ("h1", "Method"),
            ("p", "Five head configurations on one harvester, tested in August on two fields (Kemptown, with a flat "
                  "side and a slope side, and Earltown). Each run was a 100 m pass with 10 random quadrats picked "
                  "behind the machine, ground drop and unpicked fruit weighed separately."),
            ("h1", "Results"),
            ("b", "The stock head (H0) lost 21.4% of yield on flat ground and 24.0% on the slope. Ground drop was "
                  "61% of the loss."),
            ("b", "Narrower tines (H1) reduced loss only to 19.8% and pulled so many leaves that trash reached 6.2%. "
                  "Tine spacing is not the lever."),
            ("b", "Automatic head height (H2) brought loss to 14.6% by cutting ground drop almost in half."),
            ("b", "Adding the catch lip (H3) gave 11.3%."),
            ("b", "Tying reel speed to ground speed (H4) gave 9.2% with 2.4% trash and 3.8% damage, and 9.8% on the "
                  "slope. At 1.5 km/h loss rose again to 12.7%."),
            ("h1", "Conclusion"),
            ("p", "Most of the loss is fruit knocked off and dropped, driven by head height changes on uneven ground. "
                  "H4 meets all four targets at 1.2-1.3 km/h. Next season: 6 kits on grower machines and a "
                  "slope-compensation check on steeper fields."),
        ])),
        ("blue_patch_newsletter_aug2024.txt", text("""
THE BLUE PATCH - Cobequid Wild Blueberry Growers' Co-op newsletter, August 2024
- Annual General Meeting: Sept 18 at the Debert fire hall, supper at 6.
- Membership renewal forms are due with your first delivery.
- Pollination contracts: book your hives for next spring with the office by Nov 30.
- Field price update: processors are posting 65 cents/lb for field run.
- Recipe corner: Nan's blueberry grunt, page 4.
""")),
    ],
)


# ---------------------------------------------------------------------------
# Q04 offline sync engine for a construction punch-list app (software, ON) - job posting noise;
#     journal with "2025-03-03 (Mon)" dates; simulation results CSV
# ---------------------------------------------------------------------------
case(
    {
        "name": "punch_list_app_offline_sync_crdt",
        "question": "Please draft the T661 project description (242, 244, 246) for the SiteSnag offline sync "
                    "engine. Wei's engineering journal and the simulator results are attached. The job posting is "
                    "in the folder by mistake.",
        "facts": {
            "242": [["zero lost edits"], ["under 10 s"], ["20,000-item"], ["tombstones", "metadata growth"]],
            "244": [["per-field timestamps"], ["Automerge"], ["OR-set"], ["hybrid logical clocks", "causally stable"]],
            "246": [["1.9%"], ["out of memory"], ["64%"], ["6.4 s"]],
        },
        "dates": ["2025-03-03", "2025-03-10", "2025-03-14", "2025-03-24", "2025-04-02", "2025-04-09",
                  "2025-04-22", "2025-04-29", "2025-05-06"],
        "noise": ["Senior Backend Developer", "competitive salary", "equal opportunity employer",
                  "dental and vision"],
        "bindings": [
            {"value": "41 s", "subject": "S2", "others": ["S3", "S4"]},
            {"value": "7.9 s", "subject": "S3", "others": ["S4", "S2"]},
            {"value": "6.4 s", "subject": "S4", "others": ["S3", "S1"]},
        ],
    },
    [
        ("sync_engine_journal.md", text("""
# SiteSnag offline sync - engineering journal
SiteSnag Software Inc., Ottawa ON. Mostly Wei L. (lead dev); KB = Karim B. (mobile).

## Problem and targets
SiteSnag is a punch-list (deficiency) app for general contractors. Crews work for hours with no signal in parkades, basements and elevator cores, then sync. Today the server merges with last-writer-wins per record. Support tickets and our own audit show lost edits: a trade marks a deficiency "fixed" while the super marks it "rejected" offline, and one of the two silently disappears; photo markups vanish when two people annotate the same item.
Targets for the new sync engine (Q1 product plan):
- zero lost edits in the 500-device simulation (every edit is either kept or shown as a visible conflict);
- full sync of a 20,000-item project after 8 h offline in under 10 s on a throttled 4G profile;
- local database growth of no more than 20% over 6 months of simulated use;
- runs on the 3 GB RAM Android phones the trades carry.
Why we can't just pick a library: CRDTs guarantee convergence, but the published CRDT benchmarks are collaborative text editing, not 20,000 records with photos and a status workflow. Every delete and overwrite leaves tombstones and version metadata; nobody could tell us how that metadata growth behaves over a 6-month project, or how to merge a status field so that "rejected" vs "fixed" keeps both users' intent instead of picking one at random.

## Test harness
500 virtual devices replaying 6 months of edit traces from 3 real projects (anonymized), random offline periods of 10 min to 8 h, clock skew up to 90 s. Lost edit = an edit acknowledged on a device that is neither in the merged state nor shown as a conflict.

## Log
2025-03-03 (Mon) - Harness done. Baseline S1 = today's LWW with per-field timestamps. S1 lost 1.9% of edits, almost all from clock skew (a phone running 70 s fast wins every conflict). Full sync 5.2 s, DB growth 3%.
2025-03-10 (Mon) - Started S2: one Automerge document per project, whole history synced.
2025-03-14 (Fri) - S2 on the 50-device run: no lost edits, but full sync of the 20k project took 41 s, and on the 3 GB test phone the app was killed out of memory at 2.8 GB (it loads the whole document). One document per project is ruled out.
2025-03-24 (Mon) - S3: per-item CRDT. Each item is a map of registers; status is a multi-value register (concurrent "fixed"/"rejected" both kept and shown as a conflict), photos and markups are an OR-set, delta sync of changed items only, Lamport clocks.
2025-04-02 (Wed) - S3 over the full 500-device run: 0 lost edits, full sync 7.9 s. But DB growth 64% over the 6 simulated months - tombstones from deleted photos and markups and per-item version vectors never go away.
2025-04-09 (Wed) - S4 = S3 + hybrid logical clocks + tombstone compaction once an operation is causally stable (acknowledged by every device active in the last 30 days). Devices offline longer than 30 days get a fresh snapshot instead of deltas.
2025-04-22 (Tue) - S4 500-device run: 0 lost edits, full sync 6.4 s, DB growth 14%. Snapshot fallback triggered 11 times in the sim, no data lost.
2025-04-29 (Tue) - KB: S4 on the Moto 3 GB phone, peak RAM 410 MB while syncing the 20k project. Fine.
2025-05-06 (Tue) - Decision: S4 goes to beta with 4 general contractors in June. Keep the S1 path only for read-only web users.
""")),
        ("sync_sim_results.csv", text("""
date,variant,design,devices,max_offline_h,sim_months,lost_edits_pct,visible_conflicts,full_sync_s_20k,db_growth_pct,peak_ram_mb,result,notes
2025-03-03,S1,LWW per-field timestamps,500,8,6,1.9,0,5.2,3,350,FAIL,clock skew
2025-03-14,S2,Automerge doc per project,50,8,6,0.0,212,41,38,2800,FAIL,killed out of memory on 3 GB phone
2025-04-02,S3,per-item CRDT + OR-set + delta sync,500,8,6,0.0,1874,7.9,64,520,FAIL,tombstones never collected
2025-04-22,S4,S3 + HLC + causal-stability compaction,500,8,6,0.0,1869,6.4,14,410,PASS,11 snapshot fallbacks
""")),
        ("job_posting_senior_backend.txt", text("""
WE'RE HIRING - Senior Backend Developer (Rust / PostgreSQL) - Ottawa or remote in Canada
SiteSnag helps general contractors close out projects faster. Join a team of 14 building tools that crews actually like using.
You have 5+ years of backend experience, you have shipped services at scale, and you like working with people in the field.
We offer a competitive salary, stock options, dental and vision from day one, and a $1,000 home office budget.
SiteSnag is an equal opportunity employer. Apply with your resume and a link to something you built.
""")),
    ],
)

# ---------------------------------------------------------------------------
# Q05 cold-weather 3D-printed concrete walls, interlayer bond (construction, AB) - equipment rental rates
#     CSV noise; site diary with dd/mm/yyyy dates (stated in its header); lab PDF holds the bond results
# ---------------------------------------------------------------------------
case(
    {
        "name": "cold_weather_3dp_concrete_layer_bond",
        "question": "Write lines 242, 244 and 246 of the T661 for our cold-weather printing trials. Attached: the "
                    "site diary, the lab's pull-off report and a rental rate sheet from Ridgeline.",
        "facts": {
            "242": [["1.0 MPa or more", "1.0 MPa"], ["down to -5 C"], ["up to 20 min"], ["ACI 306"]],
            "244": [["calcium nitrate"], ["heated mix water"], ["infrared heater"], ["pull-off", "direct tension"]],
            "246": [["0.42 MPa"], ["crusting", "crusted"], ["1.24 MPa"], ["41 MPa"]],
        },
        "dates": ["2024-10-07", "2024-10-10", "2024-10-17", "2024-10-24", "2024-10-31", "2024-11-14",
                  "2024-12-06", "2024-12-13"],
        "noise": ["Telehandler", "Damage waiver", "Light tower", "Delivery and pickup"],
        "bindings": [
            {"value": "0.55 MPa", "subject": "P1", "others": ["P0", "P2"]},
            {"value": "0.62 MPa", "subject": "P3", "others": ["P2", "P4"]},
            {"value": "1.24 MPa", "subject": "P4", "others": ["P3", "P2"]},
        ],
    },
    [
        ("print_yard_site_diary.txt", text("""
CHINOOK PRINT BUILD LTD. - Site diary, cold-weather printing trials (test yard, Balzac AB)
Dates are dd/mm/yyyy. Entries: M. Okafor (project engineer); TH = T. Haugen (superintendent).

Purpose: we print house walls (two-skin cavity walls, 20 mm layers) with a gantry printer. Below about 5 C the layers don't knit: each new layer lands on a cold, stiff layer and the lab cores split along the layer lines. Alberta gives us about 5 months of printing weather, so we lose both shoulder seasons.
Targets (printing spec rev C): interlayer tensile bond of 1.0 MPa or more (about 70% of the cast monolithic value) when printing at ambient temperatures down to -5 C, layer interval up to 20 min (the time to go once around a house), and 28-day compressive strength of 35 MPa or more.
The cold-weather rules (ACI 306, CSA A23.1) are written for cast concrete in forms: keep it above 10 C and protect it. A printed wall has no formwork, 20 mm layers with a huge exposed surface, and the top of each layer sits open for up to 20 min before the next one lands. Accelerators speed up setting, but a layer that stiffens faster may give a weaker joint; heating may dry the surface. We don't know which effect wins below 5 C with our mix.
Test: 1.2 m long test walls, 12 layers each. At 28 days the lab (Cornerstone Labs) drills cores across the layer lines for direct tension pull-off tests, plus 50 mm cubes for compressive strength.

07/10/2024 - P0 control printed at +4 C (overnight low -2 C): standard mix (GU cement, 2 mm sand, w/c 0.38), 15 min interval. Printed fine.
10/10/2024 - P1 = standard mix + 2% calcium nitrate (by cement mass) at +3 C. Layers held shape better, but the top of each layer had visible crusting at 15 min.
17/10/2024 - P2 = heated mix water (30 C) and insulated hose; mix at 18 C at the nozzle; ambient +1 C, 20 min interval.
24/10/2024 - P3 = P2 + infrared heater (2 kW panel riding 300 mm behind the nozzle) at -2 C. The top of the layers looked pale and dry. (TH)
31/10/2024 - P4 = P2 + poly tent over the wall with an indirect-fired heater, 10 C inside the tent, -5 C outside, 20 min interval.
14/11/2024 - P4 repeat at -8 C ambient (overnight -14 C); tent held 8 C.
06/12/2024 - Lab report CL-2411 in for P0 to P4 (28-day cores). Only P4 meets the bond target. Accelerator alone is no good: the crusted surface makes a cold joint. Direct heat on the fresh layer (P3) was worse than P2 - it dries the layer top. Warm mix plus an enclosure is what works.
13/12/2024 - Lab e-mail: P4 repeat cores at 28 days 1.18 MPa. Holds at -8 C. Tent + heated water becomes the winter procedure; write it into spec rev D.
""")),
        ("interlayer_bond_report_CL-2411.pdf", pdf([
            ("title", "Test report CL-2411 - interlayer bond of printed concrete"),
            ("p", "Cornerstone Labs Inc., Calgary AB. Client: Chinook Print Build Ltd. Report date: December 6, 2024. "
                  "Specimens: cores from five printed test walls, cubes from the same batches."),
            ("h1", "Method"),
            ("b", "Interlayer bond: 75 mm cores drilled across a layer line at mid-height, direct tension pull-off "
                  "with bonded steel dollies, 6 cores per wall, age 28 days."),
            ("b", "Compressive strength: 50 mm cubes, 3 per wall, age 28 days."),
            ("b", "Reference: cast monolithic prism of the standard mix, 1.65 MPa in direct tension."),
            ("h1", "Results"),
            ("table", [
                ["Wall", "Condition (client description)", "Ambient at print", "Interlayer bond, mean",
                 "Failure mode", "28-d compressive"],
                ["P0", "standard mix", "+4 C", "0.42 MPa", "at layer line, 6/6", "38 MPa"],
                ["P1", "2% calcium nitrate", "+3 C", "0.55 MPa", "at layer line, 6/6", "40 MPa"],
                ["P2", "heated mix water 30 C", "+1 C", "0.81 MPa", "at layer line, 5/6", "39 MPa"],
                ["P3", "heated water + infrared heater", "-2 C", "0.62 MPa", "at layer line, 6/6", "39 MPa"],
                ["P4", "heated water + heated enclosure", "-5 C", "1.24 MPa", "in the body, 5/6", "41 MPa"],
            ]),
            ("p", "Remarks: P1 and P3 fracture surfaces showed a smooth, dusty skin at the layer line consistent with "
                  "a dried or crusted surface. P4 failed mostly away from the layer line. Results apply only to the "
                  "items tested."),
        ])),
        ("ridgeline_rental_rates_2024.csv", text("""
equipment,daily_rate_cad,weekly_rate_cad,monthly_rate_cad,notes
Telehandler 10k lb,465,1395,3720,Damage waiver 12% extra
Scissor lift 26 ft electric,190,570,1310,
Ground thaw heater 500k BTU,310,930,2480,fuel not included
Light tower LED,95,285,690,
Generator 45 kVA,180,540,1450,
Delivery and pickup,Calgary/Balzac zone,,,flat $165 each way
""")),
    ],
)

# ---------------------------------------------------------------------------
# Q06 frazil ice on a small hydro intake trash rack (energy, BC) - no noise; terse ISO operator log;
#     event workbook; results summary memo (PDF) dated after the season
# ---------------------------------------------------------------------------
case(
    {
        "name": "small_hydro_trash_rack_frazil_ice",
        "question": "Could you write up lines 242, 244 and 246 for the Kaslo Creek frazil ice project? The intake log, "
                    "the event workbook and Remi's April memo are attached.",
        "facts": {
            "242": [["zero forced outages"], ["0.3 m or less"], ["40 kW or less"], ["25 mm"]],
            "244": [["air bubbler"], ["ice-phobic coating"], ["self-regulating cable", "heated bars"],
                    ["second bay", "0.45 m/s"]],
            "246": [["4 outages", "four forced outages"], ["abraded", "scoured off"], ["0.18 m"], ["24 kW"]],
        },
        "dates": ["2024-11-25", "2024-12-04", "2024-12-05", "2024-12-11", "2024-12-13", "2024-12-16",
                  "2024-12-29", "2025-01-03", "2025-01-06", "2025-01-14", "2025-01-21", "2025-01-27",
                  "2025-02-03", "2025-02-10", "2025-02-17", "2025-02-24", "2025-03-03", "2025-03-10",
                  "2025-04-08"],
        "noise": [],
        "bindings": [
            {"value": "1.1 m", "subject": "R1", "others": ["R3", "R4"]},
            {"value": "0.42 m", "subject": "R3", "others": ["R4", "R1"]},
            {"value": "0.18 m", "subject": "R4", "others": ["R3", "R2"]},
        ],
    },
    [
        ("kaslo_intake_log_winter.md", text("""
# Kaslo Creek hydro (2.0 MW run-of-river) - intake log, winter 2024-25
Selkirk Run-of-River Power Ltd., Kaslo BC. Plant operators + R. Gagnon (engineer).

Context: on clear cold nights the creek supercools and frazil ice builds up on the intake trash rack (25 mm clear bar spacing - a DFO fish-screen condition, can't change it). Head loss across the rack climbs within an hour, the unit trips on low forebay level, and an operator drives up at night to rake. Last winter: 9 forced outages, 212 MWh lost.
Targets for this winter: zero forced outages from frazil, head loss across the rack 0.3 m or less, heating or other parasitic load 40 kW or less (2% of output), and no change to the 25 mm spacing.
Unknowns: big hydro stations heat their racks, but at a heat input per m2 we cannot afford. The frazil papers say ice sticks when the bars are supercooled, but how little heat, and where on the bar, is enough at our approach velocity (0.9 m/s, far above the big plants) nobody knows. Bubblers and ice-phobic coatings are sold for this; the vendors had no data for a steep mountain creek.

2024-11-25 R0 baseline = bare steel rack, manual raking. Rack differential level sensor installed, logging at 1 min.
2024-12-04 frazil night, air -19 C. head loss to 0.9 m in 70 min, unit tripped 03:40. R0 outage #1.
2024-12-05 -21 C. tripped 02:15. outage #2.
2024-12-11 -17 C. tripped 05:05. outage #3.
2024-12-13 -23 C. tripped 01:50. outage #4 - 4 outages on R0 in 3 weeks.
2024-12-16 R1 air bubbler installed: diffuser pipe 2 m upstream of the rack, 15 kW compressor.
2024-12-29 -22 C. R1 running: head loss 1.1 m, trip delayed about 40 min vs R0 but still tripped.
2025-01-03 -20 C. R1 trip again. Bubbler lifts frazil to the surface, the rack still catches it.
2025-01-06 R2 ice-phobic coating sprayed on bay 1 bars during the outage; bubbler off.
2025-01-14 -18 C. R2 first event: 0.6 m max, no trip. promising.
2025-01-21 -24 C. R2 third event: coating scoured off the leading edges (ice + sand), ice sticks like on bare steel, 0.95 m. coating abraded - out.
2025-01-27 R3 heated bars: self-regulating cable inside the top 1.5 m of the hollow bars (frazil builds from the surface down), 25 kW.
2025-02-03 -28 C. R3: head loss 0.42 m, tripped 04:30 - ice built on the unheated lower part.
2025-02-10 R4 = R3 + second bay opened (gate 2), approach velocity down to 0.45 m/s.
2025-02-17 -25 C. R4: 0.16 m, no trip, heat 23 kW.
2025-02-24 -27 C. R4: 0.18 m, no trip, heat 25 kW.
2025-03-03 -21 C. R4: 0.12 m, no trip, heat 24 kW.
2025-03-10 frazil season over, heaters off. R4 stays.
""")),
        ("frazil_events_2024_25.xlsx", xlsx([
            ("events", [
                ["date", "variant", "rack_setup", "min_air_C", "approach_velocity_m_s", "max_head_loss_m",
                 "forced_outage", "heat_kW", "notes"],
                [D("2024-12-04"), "R0", "bare steel, manual raking", -19, 0.9, 0.9, "yes", 0, "trip 03:40"],
                [D("2024-12-05"), "R0", "bare steel, manual raking", -21, 0.9, 0.9, "yes", 0, "trip 02:15"],
                [D("2024-12-11"), "R0", "bare steel, manual raking", -17, 0.9, 0.9, "yes", 0, "trip 05:05"],
                [D("2024-12-13"), "R0", "bare steel, manual raking", -23, 0.9, 0.9, "yes", 0, "trip 01:50"],
                [D("2024-12-29"), "R1", "air bubbler 2 m upstream", -22, 0.9, 1.1, "yes", 15, "trip delayed 40 min"],
                [D("2025-01-03"), "R1", "air bubbler 2 m upstream", -20, 0.9, 1.0, "yes", 15, ""],
                [D("2025-01-14"), "R2", "ice-phobic coating bay 1", -18, 0.9, 0.6, "no", 0, "first event"],
                [D("2025-01-21"), "R2", "ice-phobic coating bay 1", -24, 0.9, 0.95, "no", 0,
                 "coating abraded at leading edges"],
                [D("2025-02-03"), "R3", "heated bars top 1.5 m", -28, 0.9, 0.42, "yes", 25, "ice on lower bars"],
                [D("2025-02-17"), "R4", "heated bars + second bay", -25, 0.45, 0.16, "no", 23, ""],
                [D("2025-02-24"), "R4", "heated bars + second bay", -27, 0.45, 0.18, "no", 25, ""],
                [D("2025-03-03"), "R4", "heated bars + second bay", -21, 0.45, 0.12, "no", 24, ""],
            ]),
            ("summary", [
                ["variant", "events", "forced_outages", "worst_head_loss", "avg_heat_kW", "verdict"],
                ["R0", 4, 4, "0.9 m (trip)", 0, "baseline"],
                ["R1", 2, 2, "1.1 m", 15, "fails - still trips"],
                ["R2", 2, 0, "0.95 m", 0, "ruled out - coating abraded"],
                ["R3", 1, 1, "0.42 m", 25, "fails - lower bars ice up"],
                ["R4", 3, 0, "0.18 m", 24, "meets all targets"],
            ]),
        ])),
        ("frazil_results_memo_apr2025.pdf", pdf([
            ("title", "Memo - Kaslo Creek intake: frazil ice trials, winter 2024-25"),
            ("p", "Selkirk Run-of-River Power Ltd. From: Remi Gagnon, P.Eng. To: board and operations. "
                  "Date: April 8, 2025."),
            ("h1", "What we needed"),
            ("p", "Stop frazil ice on the intake rack from tripping the unit: zero forced outages from frazil, rack "
                  "head loss 0.3 m or less, no more than 40 kW of parasitic load, and the 25 mm fish-screen spacing "
                  "unchanged. Rack heating is used at large stations, but nobody could tell us how little heat, "
                  "applied where, is enough at our 0.9 m/s approach velocity."),
            ("h1", "What we tried"),
            ("p", "After a baseline period with the bare rack (R0) we tried an air bubbler upstream (R1), an ice-phobic "
                  "coating on the bars (R2), heated bars with self-regulating cable in the top 1.5 m (R3), and the "
                  "heated bars with the second bay opened to halve the approach velocity to 0.45 m/s (R4)."),
            ("h1", "Results"),
            ("p", "The bare rack had four forced outages in three weeks. The bubbler only delayed the trips; frazil "
                  "carried to the surface was still caught by the rack. The coating worked for one event but was "
                  "scoured off the leading edges by ice and sand within three events, so coatings are ruled out in "
                  "this creek. Heating only the top 1.5 m at 0.9 m/s left the lower bars to ice up: R3 reached "
                  "0.42 m and tripped once at -28 C. With the velocity halved, R4 held the worst head loss to "
                  "0.18 m over three events down to -27 C, averaged 24 kW, and had no trips."),
            ("h1", "What we know now"),
            ("p", "Approach velocity, not just bar temperature, decides whether partial heating is enough: at "
                  "0.45 m/s the frazil does not reach the lower bars in any quantity. R4 is now the standard winter "
                  "setup. Next winter we will test whether the heat can be switched on only when water temperature "
                  "falls below 0.05 C."),
        ])),
    ],
)


# ---------------------------------------------------------------------------
# Q07 compostable coffee pod with an oxygen barrier (packaging manufacturing, BC) - web marketing copy noise;
#     notebook with "14-Jan-2025" dates; outside lab OTR report (PDF) with the barrier results table
# ---------------------------------------------------------------------------
case(
    {
        "name": "compostable_coffee_pod_oxygen_barrier",
        "question": "Please prepare the SR&ED text for T661 lines 242, 244 and 246 on the compostable pod barrier "
                    "work. Our lab notebook and the OTR report from Pacific Barrier Labs are attached, along with "
                    "the web copy draft.",
        "facts": {
            "242": [["0.05 cc/pod/day"], ["within 12 weeks"], ["93 C"], ["moisture-sensitive"]],
            "244": [["PLA mono cup", "PLA mono"], ["PBS/PVOH/PBS"], ["SiOx"], ["ASTM F1307"]],
            "246": [["0.41 cc/pod/day", "0.41"], ["0.19 cc/pod/day", "0.19"], ["0.04 cc/pod/day", "0.04"],
                    ["91%"]],
        },
        "dates": ["2025-01-14", "2025-01-16", "2025-01-28", "2025-02-04", "2025-02-18", "2025-03-03",
                  "2025-03-04", "2025-03-21", "2025-03-24", "2025-04-07", "2025-06-30"],
        "noise": ["Wake up to a better planet", "Shop the collection", "Free shipping on orders over", "#BrewGood"],
        "bindings": [
            {"value": "0.33", "subject": "K2", "others": ["K1", "K3"]},
            {"value": "0.19", "subject": "K3", "others": ["K4", "K2"]},
            {"value": "0.04", "subject": "K4", "others": ["K3", "K1"]},
        ],
    },
    [
        ("pod_barrier_lab_notebook.txt", text("""
COASTLINE POD CO. LTD. - lab notebook PB-3 - compostable pod with built-in oxygen barrier
Burnaby BC. Entries: S. Dhillon (packaging engineer). Witness: L. Chen (QA).

14-Jan-2025  PROJECT BRIEF
Our roaster customers want a single-serve pod that is certified compostable AND keeps coffee fresh for 6 months with no outer bag. Today's compostable pods only reach shelf life because each box of pods is packed in a nitrogen-flushed overwrap bag - which goes to landfill.
Targets:
 - oxygen transmission of the whole pod (cup + lid) 0.05 cc/pod/day or less at 23 C, at both 50% RH and 75% RH (humid kitchens, summer warehouses);
 - industrial compostable to ASTM D6400: at least 90% disintegration within 12 weeks;
 - no deformation or leaks when brewed at 93 C in the three common brewers.
Why it's hard: compostable resins (PLA, PBS) let through 10 to 100 times more oxygen than the PP/EVOH pods. The compostable-compatible barrier polymer is PVOH, but PVOH is moisture-sensitive - its barrier collapses as it picks up water. We don't know whether a thin PVOH core sandwiched between PBS skins stays dry enough at 75% RH and after a brew cycle, or how much the PVOH thins in the corners of a deep-drawn cup.

16-Jan-2025  PLAN
K1 PLA mono cup, 0.8 mm sheet, plain cellulose lid (baseline).
K2 PLA/PBS blend with 20% talc (more tortuous path, better heat resistance).
K3 PBS/PVOH/PBS 5-layer coextruded sheet (8 um PVOH, 60 um PBS skins, tie layers).
K4 same 5-layer structure with 150 um PBS skins + SiOx-coated cellulose lid film.
Thermoform 200 cups of each on the pilot former. Whole-pod OTR by coulometric sensor to ASTM F1307 at the outside lab, 23 C, 50% and 75% RH. Own brew test: 50 pods per brewer.

28-Jan-2025  K1 and K2 formed. K2 talc sheet forms fine, a bit brittle at the flange.
04-Feb-2025  K3 sheet in from the coextruder. Formed 200. Sectioned 5 cups: PVOH 8 um on the flat bottom but only 3 um in the bottom corners.
18-Feb-2025  K4 sheet in (thick skins). Formed 200; lidded half with plain cellulose (K4a) and half with SiOx-coated lid film (K4).
03-Mar-2025  Sent 12 pods of each to Pacific Barrier Labs (PO 7731).
24-Mar-2025  Report PBL-5532 received (dated 21-Mar-2025). K1 0.41 cc/pod/day, K2 0.33 - neither near target, mono-material blends can't get there. K3 0.10 at 50% RH but 0.19 cc/pod/day at 75% RH: the thin skins let the PVOH soak up water. K4a with the plain lid 0.11 - the lid was the main leak once the cup was fixed. K4 with the SiOx lid 0.04 cc/pod/day at 75% RH.
07-Apr-2025  Brew test K4, 3 brewers x 50 pods at 93 C: 150/150 no deformation, no leaks. Sent K4 to the compost lab for disintegration (12 weeks).
30-Jun-2025  Compost lab result: K4 91% disintegrated at 12 weeks - passes. Thin-skin K3 is ruled out for humid storage. K4 goes to the 6-month real-time shelf-life study with 2 roasters.
""")),
        ("OTR_test_report_PBL-5532.pdf", pdf([
            ("title", "Test report PBL-5532 - oxygen transmission of single-serve pods"),
            ("p", "Pacific Barrier Labs Ltd., Richmond BC. Client: Coastline Pod Co. Ltd. Report date: March 21, 2025. "
                  "Samples: 5 pod constructions, 12 pods each, received 2025-03-04."),
            ("h1", "Method"),
            ("b", "Whole-package oxygen transmission rate per ASTM F1307, coulometric sensor, 23 C, 100% O2 test gas. "
                  "Conditioned 7 days at the test humidity. 3 pods per condition, mean reported."),
            ("h1", "Results"),
            ("table", [
                ["Sample", "Cup", "Lid", "OTR 23 C / 50% RH", "OTR 23 C / 75% RH"],
                ["K1", "PLA mono cup 0.8 mm", "cellulose", "0.41 cc/pod/day", "0.44 cc/pod/day"],
                ["K2", "PLA/PBS + 20% talc", "cellulose", "0.33 cc/pod/day", "0.35 cc/pod/day"],
                ["K3", "PBS/PVOH/PBS, 60 um skins", "cellulose", "0.10 cc/pod/day", "0.19 cc/pod/day"],
                ["K4a", "PBS/PVOH/PBS, 150 um skins", "cellulose", "0.09 cc/pod/day", "0.11 cc/pod/day"],
                ["K4", "PBS/PVOH/PBS, 150 um skins", "SiOx-coated cellulose", "0.02 cc/pod/day",
                 "0.04 cc/pod/day"],
            ]),
            ("p", "Note: K4a and K4 use the same cup; the difference between them is the lid. Results relate only "
                  "to the samples tested."),
        ])),
        ("pod_web_copy_draft.md", text("""
# Product page copy - Salish Roast x Coastline pods (draft for the web team)
## Wake up to a better planet
Great coffee shouldn't cost the earth. Our new pods fit all the major brewers and go in your green bin where industrial composting is available.
**Shop the collection** - medium, dark and decaf, 24 pods per box.
Free shipping on orders over $50 across Canada.
Share your morning cup with #BrewGood and tag us.
""")),
    ],
)

# ---------------------------------------------------------------------------
# Q08 snow crab section blackspot after brine freezing (seafood processing, NL) - reefer freight quote noise;
#     QA notebook with "22 April 2024" dates; run workbook with 12-week storage readings
# ---------------------------------------------------------------------------
case(
    {
        "name": "snow_crab_section_blackspot",
        "question": "Can you write T661 lines 242/244/246 for the crab blackspot project from last season? QA "
                    "notebook and the run workbook are attached. There's a freight quote in there too, ignore it.",
        "facts": {
            "242": [["1 or less"], ["sulfite-free"], ["under 2%"], ["blueing"]],
            "244": [["4-hexylresorcinol"], ["18 min"], ["0.5% citric acid", "citric acid"], ["ascorbic"]],
            "246": [["2.8/4"], ["3.4%"], ["0.6/4"], ["enzymatic"]],
        },
        "dates": ["2024-04-18", "2024-04-22", "2024-04-29", "2024-05-13", "2024-05-21", "2024-07-15",
                  "2024-07-22", "2024-08-05", "2024-08-13", "2024-08-19"],
        "noise": ["Reefer trailer", "Fuel surcharge", "Marine Atlantic ferry", "Quote valid 7 days"],
        "bindings": [
            {"value": "0.9/4", "subject": "B1", "others": ["B2", "B0"]},
            {"value": "1.9/4", "subject": "B2", "others": ["B1", "B3"]},
            {"value": "0.6/4", "subject": "B4", "others": ["B3", "B1"]},
        ],
    },
    [
        ("crab_qa_notebook_2024.txt", text("""
BONAVISTA BAY SEAFOODS LTD. - QA / process development notebook - snow crab sections
Port Union NL. Entries: K. Abbott (QA manager); JP = J. Penney (plant supervisor).

18 April 2024 - Project opened. Our Japanese buyer downgraded 3 containers last year for blackspot: black to bluish-grey discolouration at the shoulder meat and the joint membranes of brine-frozen sections, showing up after a few weeks in cold storage. The usual fix in shellfish is a sulfite dip, but the buyer wants sulfite-free product, and the longer-cook fix costs meat yield.
Targets for this season: discolouration score 1 or less (0-4 scale, 20 sections, trained panel of 3) after 12 weeks at -20 C; sulfite-free; cook yield loss under 2% versus our current process; glaze 4% or less.
The real question is the mechanism. It could be enzymatic (phenoloxidase from the blood surviving a short cook, or re-activated during thawing/freezing), or it could be "blueing" - a non-enzymatic reaction of copper in the haemocyanin with the meat. The literature on blue crab and king crab goes both ways and nothing we found covers snow crab sections brine frozen the way we do it. The two explanations need opposite fixes: more heat or an inhibitor for the enzyme, versus removing the blood and oxygen for blueing.
Standard process (B0): cook 14 min at 100 C, cool in fresh water, freeze in -20 C brine for 20 min, glaze, pack, store at -20 C. Each run: 60 sections from the same boat load; 20 read at 12 weeks.

22 April 2024 - Runs B0 (control) and B1 packed. B1 = B0 + 0.1% 4-hexylresorcinol dip after cooling. Diagnostic only: 4-HR blocks phenoloxidase; the buyer will not accept it either, but if it stops the blackspot we know it is enzymatic.
29 April 2024 - B2 packed: cook extended to 18 min to finish denaturing the enzyme. Yield check: 3.4% more cook loss than B0. Already over the 2% limit. (JP)
13 May 2024 - B3 packed: B0 + immediate chilled spray rinse of the shoulder cut with 0.5% citric acid for 30 s, to wash out blood before freezing.
21 May 2024 - B4 packed: B3 + colder brine (-24 C, 12 min instead of 20) + glaze water with 0.2% ascorbic acid. Glaze 3.5%, cook yield loss vs B0 0.5%.
15 July 2024 - 12-week read B0 and B1. B0 score 2.8/4 - typical blackspot at shoulders. B1 score 0.9/4. The inhibitor nearly stops it, so it is enzymatic, not blueing.
22 July 2024 - 12-week read B2: 1.9/4. The longer cook only halves it, and costs 3.4% yield. Ruled out.
5 August 2024 - 12-week read B3: 1.2/4. Rinsing the blood out helps a lot, but not enough on its own.
13 August 2024 - 12-week read B4: 0.6/4. Best of the season, sulfite-free, within yield and glaze limits.
19 August 2024 - Wrap-up (KA): the enzyme is the cause (B1); heat alone can't reach it without killing the yield (B2); taking the blood out at the cut plus a faster freeze and an ascorbic glaze keeps the score under 1. B4 becomes the process for the 2025 season; buyer samples sent.
""")),
        ("brine_freeze_runs_2024.xlsx", xlsx([
            ("runs", [
                ["run", "packed", "read_12wk", "cook_min", "post_cook_treatment", "brine_C", "brine_min",
                 "glaze_pct", "yield_loss_vs_B0_pct", "score_12wk", "sulfite_free", "result", "notes"],
                ["B0", D("2024-04-22"), D("2024-07-15"), 14, "fresh water cool", -20, 20, 3.8, 0.0, "2.8/4", "yes",
                 "FAIL", "control"],
                ["B1", D("2024-04-22"), D("2024-07-15"), 14, "0.1% 4-hexylresorcinol dip", -20, 20, 3.7, 0.1,
                 "0.9/4", "yes", "diagnostic", "enzymatic confirmed"],
                ["B2", D("2024-04-29"), D("2024-07-22"), 18, "fresh water cool", -20, 20, 3.6, 3.4, "1.9/4", "yes",
                 "FAIL", "yield loss too high"],
                ["B3", D("2024-05-13"), D("2024-08-05"), 14, "0.5% citric acid spray rinse", -20, 20, 3.9, 0.4,
                 "1.2/4", "yes", "FAIL", ""],
                ["B4", D("2024-05-21"), D("2024-08-13"), 14, "0.5% citric acid spray rinse + 0.2% ascorbic glaze",
                 -24, 12, 3.5, 0.5, "0.6/4", "yes", "PASS", ""],
            ]),
        ])),
        ("reefer_quote_MQ-2291.txt", text("""
MARITIME QUEST LOGISTICS - QUOTE MQ-2291
For: Bonavista Bay Seafoods Ltd., Port Union NL
Reefer trailer 53 ft at -23 C, Port Union NL to Vancouver BC (port), 18,000 kg cartons
Line haul $11,850.00 + Fuel surcharge 24% + Marine Atlantic ferry crossing $1,140.00
Temperature recorder download included. Driver unload not included.
Quote valid 7 days. Subject to equipment availability.
""")),
    ],
)


# ---------------------------------------------------------------------------
# Q09 pedestrian detection for freezer forklifts (software / machine vision, ON) - no noise;
#     dev notes with "Jan 14 2025" dates; evaluation CSV; DOCX report with Objectives/Method/Results/Conclusion
# ---------------------------------------------------------------------------
case(
    {
        "name": "freezer_forklift_pedestrian_detection",
        "question": "We need the SR&ED technical write-up (T661 lines 242, 244 and 246) for FreezeSight. Attached "
                    "are Nadia's dev notes, the field evaluation CSV and the March evaluation report.",
        "facts": {
            "242": [["at least 99%"], ["1 per operating hour"], ["150 ms or less"], ["thermal contrast"]],
            "244": [["YOLOv8n"], ["14,000 frames"], ["heated lens hood"], ["3-frame confirmation"]],
            "246": [["71.3%"], ["210 ms"], ["99.3%"], ["0.6 false alarms"]],
        },
        "dates": ["2025-01-14", "2025-01-21", "2025-01-28", "2025-02-04", "2025-02-11", "2025-02-18",
                  "2025-02-25", "2025-03-04", "2025-03-11", "2025-03-18", "2025-03-28"],
        "noise": [],
        "bindings": [
            {"value": "94.6%", "subject": "M1", "others": ["M2", "M3"]},
            {"value": "96.0%", "subject": "M3", "others": ["M2", "M4"]},
            {"value": "99.3%", "subject": "M4", "others": ["M3", "M2"]},
        ],
    },
    [
        ("freezesight_dev_notes.md", text("""
# FreezeSight - pedestrian detection for freezer forklifts - dev notes
Arctic Aisle Robotics Inc., Mississauga ON. Nadia H. (ML lead); FV = F. Vasquez (hardware).

## Goal
From the pilot agreement with the cold-storage operator (3 freezer warehouses at -25 C):
- pedestrian recall of at least 99% within 8 m of the forklift, all shifts;
- false alarms no more than 1 per operating hour (drivers switch the system off above that);
- end-to-end latency 150 ms or less on the Jetson Orin Nano on the truck;
- keeps working through freezer door transitions (-25 C to +20 C and back, every few minutes).
Open problems: (1) the lens fogs and frosts when the truck goes from the freezer to the humid dock; (2) workers in freezer suits (bulky, hoods, face masks) look nothing like the people in public datasets; (3) a thermal camera should see people through fog, but a good freezer suit keeps its outer surface near air temperature, so we don't know if there is any thermal contrast left at -25 C. The commercial systems we looked at are rated for 0 C and up.
Eval protocol: scripted walk-ins by staff in freezer suits at 2 to 8 m, 40 per run, plus 8 h of normal operation per run for false alarms; at least 10 door transitions per run.

## Notes
Jan 14 2025 - M0 baseline: YOLOv8n with COCO weights, RGB camera, no heater. Recall 71.3% overall; misses most hooded workers seen side-on.
Jan 21 2025 - Labelled set done: 14,000 frames from the 3 freezers (suits, hoods, pallets, shrink-wrap). M1 = YOLOv8n fine-tuned on it.
Jan 28 2025 - M1 eval: recall 94.6% overall, but only 62% in the first 90 s after a door transition - the lens fogs on the dock side. The model is fine, the optics aren't.
Feb 4 2025 - FV fitted the heated lens hood (12 W, window held 5 C above dew point, hydrophilic coating). M2 = M1 + hood.
Feb 11 2025 - M2 eval: recall 98.1%, no drop after transitions. But 3.2 false alarms per hour - shrink-wrapped pallets and parkas hanging by the door.
Feb 18 2025 - M3 = M2 + 160x120 thermal camera, late fusion of the two detectors.
Feb 25 2025 - M3 eval: recall 96.0%, lower than M2. The suit surface is within 2-3 C of the air at -25 C, so the thermal channel mostly adds noise, and the second stream pushed latency to 210 ms. Thermal is out.
Mar 4 2025 - M4 = M2 + track-based 3-frame confirmation (alarm only when a person is tracked in 3 consecutive frames) + hard negatives (pallet wrap, parkas) added to the training set.
Mar 11 2025 - M4 eval: recall 99.3%, 0.6 false alarms per hour, latency 118 ms. All targets met on the test truck.
Mar 18 2025 - M4 on 2 trucks for a full week at the Brampton freezer: 99.1% on the walk-ins, 0.8 false alarms per hour.
""")),
        ("field_eval_runs.csv", text("""
eval_date,model,camera,lens_heater,training_data,walk_ins,recall_pct,recall_after_door_pct,false_alarms_per_h,latency_ms,result,notes
2025-01-14,M0,RGB,no,COCO weights,40,71.3,55.0,1.4,48,FAIL,hooded workers missed
2025-01-28,M1,RGB,no,14000 freezer frames,40,94.6,62.0,2.1,48,FAIL,lens fog after door transitions
2025-02-11,M2,RGB,heated hood,14000 freezer frames,40,98.1,98.0,3.2,50,FAIL,false alarms on pallet wrap and parkas
2025-02-25,M3,RGB + thermal,heated hood,14000 freezer frames,40,96.0,95.5,2.6,210,FAIL,low thermal contrast - latency over limit
2025-03-11,M4,RGB,heated hood,14000 + hard negatives,40,99.3,99.0,0.6,118,PASS,3-frame confirmation
2025-03-18,M4,RGB,heated hood,14000 + hard negatives,280,99.1,98.9,0.8,121,PASS,2 trucks - 1 week - Brampton
""")),
        ("freezesight_eval_report.docx", docx([
            ("title", "FreezeSight evaluation report - winter 2025"),
            ("p", "Arctic Aisle Robotics Inc. Author: Nadia H. Reviewed: F. Vasquez. March 28, 2025."),
            ("h1", "Objectives"),
            ("p", "Detect pedestrians around forklifts working in -25 C freezers with recall of at least 99% within "
                  "8 m, no more than 1 false alarm per operating hour and latency of 150 ms or less on the truck "
                  "computer, including during door transitions. It was not known whether a camera system could do "
                  "this at all: lens fogging, freezer suits absent from public data, and unknown thermal contrast "
                  "of suited workers."),
            ("h1", "Method"),
            ("p", "Five configurations (M0 to M4) evaluated with 40 scripted walk-ins and 8 h of normal operation each, "
                  "then the best configuration on two trucks for a week. Recall is reported overall and for the first "
                  "90 s after a door transition."),
            ("h1", "Results"),
            ("b", "M0, off-the-shelf weights: 71.3% recall."),
            ("b", "M1, fine-tuned on 14,000 freezer frames: 94.6% recall, falling to 62% after door transitions."),
            ("b", "M2, M1 with the heated lens hood: 98.1% recall with no loss after transitions, but 3.2 false alarms "
                  "per hour."),
            ("b", "M3, RGB plus thermal: 96.0% recall and 210 ms latency. Thermal contrast of suited workers at -25 C "
                  "was only 2-3 C."),
            ("b", "M4, M2 with 3-frame confirmation and hard negatives: 99.3% recall, 0.6 false alarms per hour, "
                  "118 ms. One-week, two-truck check: 99.1% and 0.8 per hour."),
            ("h1", "Conclusion"),
            ("p", "Fogging, not the detector, caused most of the misses after transitions, and a heated hood fixes it. "
                  "A thermal camera does not help in freezers because the suits hide body heat. M4 meets all targets "
                  "and goes to the 10-truck pilot in April."),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# Q10 aeration controller for tough, warm canola in hopper bins (agriculture, SK) - CSV-ONLY record set
#     (project tracker export + bin results); farm supply price list PDF noise
# ---------------------------------------------------------------------------
case(
    {
        "name": "canola_bin_aeration_controller",
        "question": "Draft T661 lines 242/244/246 for the canola aeration controller project. All we have is the "
                    "project log and the bin results exported from our tracker as CSV. Farmstead's price list was "
                    "in the same export folder.",
        "facts": {
            "242": [["within 21 days"], ["8% or less"], ["30% fewer fan hours"], ["Henderson equation"]],
            "244": [["RH below 70%", "ambient RH"], ["Chung-Pfost"], ["2 C rise", "cable feedback"], ["center cable"]],
            "246": [["11.2%", "re-wet"], ["+6.5 C"], ["7.9%"], ["645 h", "-36%"]],
        },
        "dates": ["2024-08-26", "2024-08-28", "2024-09-03", "2024-09-12", "2024-09-14", "2024-09-19",
                  "2024-09-20", "2024-09-24", "2024-10-15", "2024-11-04"],
        "noise": ["Volume discount", "GST extra", "Prices subject to change without notice", "Grain bag 10 ft"],
        "bindings": [
            {"value": "+6.5 C", "subject": "A1", "others": ["A2", "A3"]},
            {"value": "+3.4 C", "subject": "A2", "others": ["A3", "A1"]},
            {"value": "645 h", "subject": "A3", "others": ["A2", "A0"]},
        ],
    },
    [
        ("aeration_project_log.csv", text("""
date,author,type,bin,entry
2024-08-26,L. Sorensen,problem,all,"Canola harvested tough and warm (10-10.5% moisture, 25-30 C) heats in the bin. Farms run the aeration fans 24/7, which wastes power and re-wets the top of the bin on humid nights. Commercial controllers switch the fan on when ambient RH is below 70% and estimate drying with the Henderson equation fitted for wheat."
2024-08-26,L. Sorensen,target,all,"Targets: all cable temperatures below 15 C within 21 days of filling; no hot spot more than 3 C above the bin average at any time; grain moisture 8% or less by freeze-up; 30% fewer fan hours than continuous aeration."
2024-08-26,L. Sorensen,uncertainty,all,"Unknowns: canola's equilibrium moisture content curve is quite different from wheat, so the Henderson equation in the controllers may switch at the wrong times. Canola's small seed gives high airflow resistance, roughly half the airflow per tonne of wheat with the same fan, so a cooling front may take much longer to pass. And three hanging cables with none in the centre may not see a core hot spot before it spreads."
2024-08-28,L. Sorensen,plan,all,"Method: four 5,000 bu hopper bins at the Wadena cooperator farm, filled from the same field on the same day. A0 = bin 1, fan continuous. A1 = bin 2, commercial controller (fan on when ambient RH below 70%). A2 = bin 3, our EMC controller with Chung-Pfost constants for canola: fan runs only when the air's EMC is below the grain moisture. A3 = bin 4, A2 plus cable feedback (fan forced on when any sensor rises 2 C over 24 h) and an added center cable."
2024-09-03,J. Ward,fill,1-4,"Bins 1-4 filled: 10.3% moisture, grain at 27 C."
2024-09-12,J. Ward,observation,1,"A0: all cables below 15 C at day 9."
2024-09-14,J. Ward,observation,3,"A2: probe found a core hot spot +3.4 C above the bin average at day 11 - no cable in the centre, the cables didn't show it. Over the 3 C limit."
2024-09-19,J. Ward,observation,4,"A3: all sensors below 15 C at day 16. Center cable caught a +1.8 C rise at day 11 and the feedback forced the fan on for 19 h."
2024-09-20,J. Ward,observation,2,"A1: core sensor +6.5 C above the bin average at day 17 - humid week, the fan ran only 61 h in 17 days. Fan run manually to save the bin. A1 ruled out for canola."
2024-09-24,J. Ward,observation,3,"A2: all cables below 15 C at day 21, just inside the target."
2024-10-15,L. Sorensen,result,1-4,"Moisture probes (10 points per bin): A0 9.1% average but top layer re-wet to 11.2%; A1 9.6%; A2 8.2%; A3 7.9%. Fan hours Sept 3 to Oct 15: A0 1,008 h (continuous); A1 310 h plus the manual rescue; A2 598 h; A3 645 h (-36% vs continuous)."
2024-11-04,L. Sorensen,conclusion,all,"Wheat-tuned RH switching under-runs the fan on canola and let bin 2 heat. Continuous aeration cools fast but re-wets the top. The canola EMC control alone saves fan hours but missed a core hot spot. A3 (canola EMC + 2 C rise feedback + center cable) met all four targets and becomes the product configuration for 2025."
""")),
        ("aeration_bin_results_2024.csv", text("""
bin,variant,controller,fill_date,fill_moisture_pct,fill_temp_C,day_all_below_15C,max_hotspot_above_avg,hotspot_day,final_moisture_pct,top_layer_moisture_pct,fan_hours,fan_hours_vs_continuous_pct,result,notes
1,A0,continuous fan,2024-09-03,10.3,27,9,+1.2 C,4,9.1,11.2,1008,0,FAIL,top re-wet on humid nights
2,A1,commercial RH below 70% controller,2024-09-03,10.3,27,n/a,+6.5 C,17,9.6,9.8,310,-69,FAIL,core heating - manual rescue
3,A2,canola EMC (Chung-Pfost),2024-09-03,10.3,27,21,+3.4 C,11,8.2,8.4,598,-41,FAIL,hot spot missed by cables
4,A3,canola EMC + 2 C over 24 h feedback + center cable,2024-09-03,10.3,27,16,+1.8 C,11,7.9,8.1,645,-36,PASS,
""")),
        ("farmstead_price_list_fall2024.pdf", pdf([
            ("title", "Farmstead Ag Supply - Fall 2024 price list"),
            ("p", "Wadena and Foam Lake SK locations. All prices in CAD. GST extra."),
            ("table", [
                ["Item", "Description", "Price"],
                ["AF-3C", "Aeration fan 3 hp centrifugal, 230 V single phase", "$2,895.00"],
                ["AF-5I", "Aeration fan 5 hp in-line centrifugal", "$4,120.00"],
                ["TC-40", "Temperature cable 40 ft, 6 sensors", "$389.00"],
                ["GB-10300", "Grain bag 10 ft x 300 ft, 9 mil", "$1,065.00"],
                ["MP-1", "Moisture probe, handheld", "$745.00"],
            ]),
            ("p", "Volume discount 5% on 10 or more grain bags. Prices subject to change without notice."),
        ])),
    ],
)


if __name__ == "__main__":
    casegen.write_cases()
