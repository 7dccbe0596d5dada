#!/usr/bin/env python3
"""Builds the multi-file evidence cases of the tuning set (evidence_multi).

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
# T01 recycled HDPE drainage pipe (manufacturing, ON) - invoice noise
# ---------------------------------------------------------------------------
case(
    {
        "name": "hdpe_pcr_drain_pipe",
        "question": "Draft 242/244/246 from the attached files.",
        "facts": {
            "242": [["320 kPa"], ["24 h"], ["at least 40%", "40% PCR"], ["15% PCR", "stress cracking"]],
            "244": [["SEBS"], ["120 mesh"], ["Five blends", "Blend E"], ["ASTM D2412", "F2136"]],
            "246": [["344 kPa", "341 kPa"], ["38 h", "40 h"], ["296 kPa", "wall gets too soft"], ["3 per metre", "gels"]],
        },
        "dates": ["2025-02-11", "2025-02-12", "2025-02-19", "2025-03-05", "2025-03-06"],
        "noise": ["Net 30", "HST 13%", "Total due", "bale grade B", "late charge of 2%"],
        "bindings": [
            {"value": "344 kPa", "subject": "Blend D", "others": ["Blend B", "Blend C"]},
            {"value": "296 kPa", "subject": "Blend C", "others": ["Blend D", "Blend A"]},
            {"value": "318 kPa", "subject": "Blend B", "others": ["Blend D", "Blend E"]},
        ],
    },
    [
        ("pcr_pipe_trial_report.docx", docx([
            ("title", "Recycled HDPE corrugated pipe - trial report"),
            ("p", "Norfolk Pipe & Profile Inc. - Process Engineering. Prepared by D. Vandermeer."),
            ("h1", "Objective"),
            ("p", "Run our 100 mm single-wall corrugated drainage pipe with at least 40% post-consumer "
                  "recycled (PCR) HDPE in the blend, while still meeting pipe stiffness of 320 kPa or more at "
                  "5% deflection and an NCLS stress-crack time of at least 24 h, at our normal line speed "
                  "of 4.0 m/min or better."),
            ("h1", "Background"),
            ("p", "Today we run 15% PCR max. Resin data sheets and the corrugator manual only cover virgin or "
                  "low-recycle blends, and the usual rule for corrugated profiles is to stay at or under "
                  "15% PCR because of stress cracking at the crests. Our PCR is bottle-grade flake: melt flow "
                  "varies 0.3 to 0.9 g/10 min lot to lot and it carries PP and label contamination (up to 2% "
                  "by our float-sink test). Nobody could tell us whether a compatibilizer, finer melt "
                  "filtration, or both would hold stiffness and crack resistance at 40% and above. The PP "
                  "domains were suspected to act as crack starters and also to soften the wall."),
            ("h1", "Plan"),
            ("p", "Five blends, two runs each where possible, stiffness and NCLS on every run:"),
            ("b", "Blend A - 40% PCR, no additive, 60 mesh screen pack (baseline)"),
            ("b", "Blend B - 40% PCR + 3% SEBS compatibilizer, 60 mesh"),
            ("b", "Blend C - 50% PCR + 5% SEBS, 60 mesh"),
            ("b", "Blend D - 40% PCR + 3% SEBS, 120 mesh screen changer"),
            ("b", "Blend E - 45% PCR + 3% SEBS, 120 mesh"),
            ("h1", "Method"),
            ("p", "Line 2 (90 mm single screw, corrugator C-3). Melt temperature set at 204 C unless noted. "
                  "Pipe stiffness per ASTM D2412, 3 specimens per run, mean reported. NCLS per ASTM F2136 on "
                  "plaques pressed from the pipe wall, 5 specimens, mean time to failure reported. Gels "
                  "counted by eye over 1 m of pipe on the light table."),
            ("h1", "Results"),
            ("p", "Feb 11 and 12, 2025: Blend A ran clean but lasted only 9 h in NCLS (R01, R02) even though "
                  "stiffness was fine at 331 kPa. A hotter melt (210 C) did not help. Blend B fixed the crack "
                  "resistance (27 h) but its stiffness dropped to 318 kPa, just under the line. Slowing the "
                  "line to 3.8 m/min on R04 brought stiffness to 322 kPa, but that speed is below our "
                  "production target so it does not count."),
            ("p", "Feb 19: Blend C at 50% PCR was fine on NCLS (31 h) but stiffness fell to 296 kPa and gels "
                  "went up to 19 per metre. 50% PCR is ruled out on the current corrugator - the wall gets "
                  "too soft whatever the SEBS level."),
            ("p", "March 5 and 6: with the 120 mesh screen changer, Blend D reached 344 kPa and 38 h NCLS on "
                  "R07, with gels down to 3 per metre (from 14 on the baseline). R09 repeated it on a "
                  "different PCR lot (2211) at 341 kPa and 40 h. Blend E at 45% PCR came in at 312 kPa, "
                  "short again."),
            ("table", [
                ["Blend", "Runs", "Stiffness kPa (mean)", "NCLS h (mean)", "Verdict"],
                ["A", "R01-R02", "329", "8.5", "fail - cracking"],
                ["B", "R03-R04", "320", "26.5", "fail - stiffness / line speed"],
                ["C", "R05-R06", "299", "30.5", "fail - stiffness"],
                ["D", "R07-R09", "341", "38", "pass"],
                ["E", "R10", "312", "33", "fail - stiffness"],
            ]),
            ("h1", "Conclusion"),
            ("p", "40% PCR works with 3% SEBS plus 120 mesh filtration. The compatibilizer alone restores crack "
                  "resistance; the finer filtration is what brings stiffness back, by taking out the PP and "
                  "label gels. 45% and 50% PCR are not reachable on this corrugator without a stiffer virgin "
                  "carrier - next step is a trial with a higher-density bimodal carrier."),
        ])),
        ("pcr_pipe_runs.csv", text("""
run_id,date,blend,pcr_pct,sebs_pct,screen_mesh,melt_temp_C,line_speed_m_min,stiffness_kPa,ncls_h,gels_per_m,pass_fail,comment
R01,2025-02-11,A,40,0,60,204,4.2,331,9,14,FAIL,"baseline, NCLS fail"
R02,2025-02-11,A,40,0,60,210,4.2,327,8,16,FAIL,hotter melt no help
R03,2025-02-12,B,40,3,60,204,4.2,318,27,12,FAIL,"ESCR ok, stiffness just under"
R04,2025-02-12,B,40,3,60,204,3.8,322,26,13,FAIL,stiffness ok only at slow line - below 4.0 m/min
R05,2025-02-19,C,50,5,60,204,4.2,296,31,19,FAIL,"stiffness way down, 50% out"
R06,2025-02-19,C,50,5,60,198,4.2,301,30,18,FAIL,cooler melt no better
R07,2025-03-05,D,40,3,120,204,4.2,344,38,3,PASS,"120 mesh screen, gels way down"
R08,2025-03-05,D,40,3,120,204,4.4,339,36,4,PASS,faster line still ok
R09,2025-03-06,D,40,3,120,204,4.2,341,40,3,PASS,repeat on PCR lot 2211
R10,2025-03-06,E,45,3,120,204,4.2,312,33,5,FAIL,45% still short on stiffness
""")),
        ("polycycle_invoice_INV-20931.txt", text("""
POLYCYCLE RESINS LTD.
1180 Courtneypark Dr E, Mississauga ON L5T 1P2
GST/HST Reg. No. 81234 5678 RT0001

INVOICE        INV-20931
Invoice date:  2025-02-03
Customer:      Norfolk Pipe & Profile Inc., 40 Queensway W, Simcoe ON
PO number:     NPP-4471
Terms:         Net 30

Ln  Description                              Qty         Unit price    Amount
1   rHDPE flake, natural, bale grade B       10,000 kg   $0.94/kg      $9,400.00
2   rHDPE pellet, lot 2211, 0.5 MFI          5,000 kg    $1.21/kg      $6,050.00
3   Freight - Mississauga to Simcoe, 53' van 1           $385.00       $385.00

                                  Subtotal               $15,835.00
                                  HST 13%                $2,058.55
                                  Total due              $17,893.55

Remit by EFT to TD Canada Trust, transit 10452. A late charge of 2% per month applies to overdue balances.
Thank you for your business!
""")),
    ],
)

# ---------------------------------------------------------------------------
# T02 canola protein isolate (agri-food, SK) - targets in notes, outside lab PDF
# ---------------------------------------------------------------------------
case(
    {
        "name": "canola_protein_isolate",
        "question": "Can you write up the T661 project description (lines 242, 244 and 246) from these lab files?",
        "facts": {
            "242": [["90% protein"], ["recovery >= 60%"], ["L* >= 75"], ["expeller cake", "phenolics"]],
            "244": [["pH 11"], ["10 kDa", "diafiltration"], ["sodium sulfite", "sulfite"], ["activated carbon"]],
            "246": [["91.4%", "91.0%"], ["62.8%", "61.7%"], ["Carbon ruled out", "carbon grabs protein"], ["L* 61"]],
        },
        "dates": ["2025-04-07", "2025-04-08", "2025-04-22", "2025-05-06", "2025-05-20", "2025-06-03",
                  "2025-06-17", "2025-06-30"],
        "noise": [],
        "bindings": [
            {"value": "86.2%", "subject": "E1", "others": ["E2", "E3"]},
            {"value": "51.9%", "subject": "E4", "others": ["E1", "E2"]},
            {"value": "66.1%", "subject": "E2", "others": ["E3", "E4"]},
        ],
    },
    [
        ("cpi_lab_notes.md", text("""
# CPI pilot 2025 - lab notes (Saskatoon pilot bay)

Goal (agreed w/ Raj, see proposal): canola protein isolate from our own expeller cake, >= 90% protein (dry basis, N x 6.25), protein recovery >= 60% of meal protein, glucosinolates < 1 umol/g, colour L* >= 75 (light cream, not the grey-green we get now).

Problem: published CPI routes start from hexane-extracted or cold-pressed meal. Ours is expeller cake, ~9% residual oil, and it's been heated. The phenolics (sinapic acid etc) oxidise at high pH and bind to the protein -> dark colour + lower purity. Don't know if a membrane route can hold purity AND colour without throwing away protein. Alkaline extraction + isoelectric precip is the textbook route, try that first.

Equipment: 50 L jacketed tank, decanter (rented), UF skid w/ 10 kDa PES spiral, spray dryer (5 kg/h), Kjeldahl, Minolta colorimeter.

## Apr 7
E1 set up. Alkaline extraction pH 11, 1:10 cake:water, 45 C, 60 min. Decanter fine. Precipitated at pH 4.5.

## Apr 8
E1 curd dried. Dark green/brown, L* 61. E1 purity 86.2% in-house Kjeldahl. Recovery 47.5% - lots of protein stays in the whey at pH 4.5 (napin doesn't precipitate, only cruciferin does). -> pH 11 + isoelectric is out for colour, and it loses the napin.

## Apr 22
E2: extract at pH 9.5, 40 C, then UF 10 kDa + diafiltration 3 volumes (DV). Permeate flux dropped 38 -> 14 LMH over the run, fouling. Retentate spray dried. E2 purity 88.9%, recovery 66.1%, L* 70. Glucosinolates still 2.3 umol/g.

## May 6
E3: same as E2 but 5 DV + 0.5% sodium sulfite in the extraction water (to stop phenolic oxidation). Flux held better, 16 LMH at end. E3 purity 91.4%, recovery 62.8%, L* 77, gluc 0.8 umol/g (in-house). Looks like the one.

## May 20
E4: E3 process + 1% activated carbon, 30 min contact before UF, to see if colour goes further. L* 80 but E4 purity 90.8% and recovery fell to 51.9% - carbon grabs protein. Not worth it. Carbon ruled out.

## Jun 3
Repeat of E3 on a new cake lot (E3-R). Purity 91.0%, recovery 61.7%, L* 76. Holds. Sent E3-R and E4 powders to the outside lab for confirmation.

Summary, June 30: the sulfite + 5 DV membrane route (E3) is the only one that meets all four targets on expeller cake, and it repeated on a second cake lot. The high-pH isoelectric route fails on colour and recovery; carbon polishing costs ~11 points of recovery. Next: UF fouling - flux decline still limits throughput.
""")),
        ("cpi_extraction_runs.xlsx", xlsx([
            ("runs", [
                ["run", "date", "extraction_pH", "temp_C", "route", "DV", "sulfite_pct", "carbon_pct",
                 "purity_pct_db", "recovery_pct", "L_star", "gluc_umol_g", "result", "notes"],
                ["E1", D("2025-04-07"), 11, 45, "isoelectric pH 4.5", 0, 0, 0, 86.2, 47.5, 61, 3.9, "FAIL", "dark, napin lost"],
                ["E2", D("2025-04-22"), 9.5, 40, "UF 10 kDa", 3, 0, 0, 88.9, 66.1, 70, 2.3, "FAIL", "UF fouling 38->14 LMH"],
                ["E3", D("2025-05-06"), 9.5, 40, "UF 10 kDa", 5, 0.5, 0, 91.4, 62.8, 77, 0.8, "PASS", ""],
                ["E4", D("2025-05-20"), 9.5, 40, "UF 10 kDa + carbon", 5, 0.5, 1.0, 90.8, 51.9, 80, 0.6, "FAIL", "recovery too low"],
                ["E3-R", D("2025-06-03"), 9.5, 40, "UF 10 kDa", 5, 0.5, 0, 91.0, 61.7, 76, 0.9, "PASS", "new cake lot"],
            ]),
        ])),
        ("cpi_external_lab_report.pdf", pdf([
            ("title", "Report of Analysis PFA-25-1187"),
            ("p", "Prairie Food Analytics Lab, Saskatoon SK. Client: Prairie Pulse & Oilseed Ingredients Inc."),
            ("p", "Samples: CPI E3-R (spray-dried powder), CPI E4 (spray-dried powder). Date analysed: June 17, 2025."),
            ("h1", "Results"),
            ("table", [
                ["Parameter", "Method", "CPI E3-R", "CPI E4"],
                ["Protein (N x 6.25, dry basis)", "AOAC 992.15 combustion", "90.7 %", "90.2 %"],
                ["Moisture", "AOAC 925.10", "5.1 %", "4.8 %"],
                ["Total glucosinolates", "ISO 9167 HPLC", "0.7 umol/g", "0.5 umol/g"],
                ["Phytic acid", "AOAC 986.11", "1.9 %", "1.8 %"],
                ["Colour L*", "CIE L*a*b*, D65", "76.4", "79.6"],
            ]),
            ("h1", "Comments"),
            ("p", "Results relate only to the samples as received. Sample E3-R meets the client specification "
                  "of at least 90% protein (dry basis) and below 1 umol/g total glucosinolates."),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# T03 induction hardening: CSV run sheet + short goal note only
# ---------------------------------------------------------------------------
case(
    {
        "name": "induction_hardening_runsheet",
        "question": "Here's our run sheet and the goal note - please draft lines 242, 244 and 246.",
        "facts": {
            "242": [["58 HRC"], ["2.0-3.0 mm"], ["under 20 s"], ["tapered tip", "4 mm thick"]],
            "244": [["PAG"], ["water"], ["H01", "H10"], ["mag particle"]],
            "246": [["59.8", "59.6"], ["10/10"], ["water quench ruled out", "cracked tip"], ["too soft"]],
        },
        "dates": ["2025-03-03", "2025-03-04", "2025-03-10", "2025-03-11", "2025-03-14"],
        "noise": [],
        "bindings": [
            {"value": "56.4", "subject": "H08", "others": ["H06", "H09"]},
            {"value": "3.6", "subject": "H01", "others": ["H06", "H10"]},
            {"value": "55.1", "subject": "H05", "others": ["H04", "H06"]},
        ],
    },
    [
        ("ih_runsheet_mar2025.csv", text("""
run,date,power_kW,scan_mm_s,quench,quench_conc_pct,surface_HRC,case_depth_mm,cracks,cycle_s,result,comment
H01,2025-03-03,60,12,water,0,61.0,3.6,Y,18,FAIL,"tip overheated (blue), crack at tip"
H02,2025-03-03,50,12,water,0,60.2,3.1,Y,18,FAIL,hairline crack at tip
H03,2025-03-04,50,15,water,0,59.4,2.4,Y,15,FAIL,"depth ok, still cracks at tip - water too severe?"
H04,2025-03-04,50,15,PAG,8,58.3,2.2,N,15,PASS,"first polymer quench (PAG 8%), no cracks, hardness marginal"
H05,2025-03-10,50,15,PAG,12,55.1,2.1,N,15,FAIL,too soft
H06,2025-03-10,55,15,PAG,8,59.6,2.7,N,16,PASS,
H07,2025-03-11,55,18,PAG,8,58.4,1.9,N,13,FAIL,"depth under 2.0 at shank, scan too fast"
H08,2025-03-11,55,15,PAG,12,56.4,2.6,N,16,FAIL,12% PAG too soft again - ruled out
H09,2025-03-14,55,15,PAG,8,59.8,2.8,N,16,PASS,same settings as the 10 Mar pass
H10,2025-03-14,55,15,PAG,8,59.1,2.6,N,16,PASS,"10 pts in a row, 10/10 no cracks on mag particle. water quench ruled out - cracked tip every time"
""")),
        ("goal_note.txt", text("""
Chisel point hardening - goal (Red River Tillage Parts)

Want to move 15B37 boron steel chisel points from furnace through-hardening (45 min batch + temper) to in-line induction. Target per point: surface >= 58 HRC on the wear face, case depth 2.0-3.0 mm, zero quench cracks (mag particle), cycle under 20 s.
Problem is the tapered tip - 4 mm thick at the tip, 12 mm at the shank. Coil vendor only had recipes for constant-section parts (shafts, pins). Nobody knew if one scan could get depth at the shank without overheating and cracking the tip. Runs in the attached sheet.
- Marc
""")),
    ],
)

# ---------------------------------------------------------------------------
# T04 snow plow map matching (software, ON) - job posting noise
# ---------------------------------------------------------------------------
case(
    {
        "name": "snowplow_map_matching",
        "question": "Please prepare SR&ED lines 242/244/246 for our plow-tracking map matcher using the attached memo, results and standup notes.",
        "facts": {
            "242": [["95%"], ["200 ms"], ["every 30 s", "30 s"], ["1-5 s", "shortest paths"]],
            "244": [["U-turn transitions", "U-turn transition"], ["IMU"], ["particle filter"], ["k=4", "6-ping"]],
            "246": [["95.6%"], ["172 ms"], ["Dropping PF", "is dropped"], ["95.3%"]],
        },
        "dates": ["2025-01-08", "2025-01-15", "2025-01-22", "2025-02-05", "2025-02-19", "2025-02-24"],
        "noise": ["RRSP matching", "Salary range", "on-call rotation", "snowshoe Fridays", "thank all applicants"],
        "bindings": [
            {"value": "310 ms", "subject": "V3", "others": ["V1", "V4"]},
            {"value": "93.2%", "subject": "V4", "others": ["V3", "V5"]},
            {"value": "172 ms", "subject": "V5", "others": ["V4", "V1"]},
        ],
    },
    [
        ("mapmatch_design_memo.docx", docx([
            ("title", "Map matcher for plow routes - design memo"),
            ("p", "Northline Fleet Software - internal. Author: A. Lapointe."),
            ("h1", "Background"),
            ("p", "Our in-cab units report GPS every 30 s to save cellular data (municipal contracts cap data at "
                  "5 MB per unit per day). Cities want proof of which road segments were plowed and in which "
                  "direction, and they audit it. The unit is a Raspberry Pi 4 class box with 4 GB RAM."),
            ("h1", "Problem"),
            ("p", "Off-the-shelf map matching (OSRM and Valhalla, both Hidden Markov Model based on Newson & "
                  "Krumm) assumes pings every 1-5 s and drivers taking near-shortest paths between pings. "
                  "Plows do neither: they U-turn at dead ends, back into cul-de-sacs and pass the same "
                  "segment twice, once per side with the wing. At 30 s spacing a plow can cover 3 or 4 short "
                  "segments between pings. We did not know whether an HMM could be extended to model "
                  "U-turns and travel direction without the state space blowing up latency on the Pi."),
            ("p", "Target agreed with the City of Greater Sudbury: at least 95% segment-level match accuracy "
                  "(segment and direction both right) and p95 latency under 200 ms per ping on the unit."),
            ("h1", "What we tried"),
            ("b", "V1 - stock HMM (Newson & Krumm), OSRM graph, k=8 candidates per ping"),
            ("b", "V2 - V1 plus explicit U-turn transitions at every segment end"),
            ("b", "V3 - V2 plus heading from the unit's IMU in the emission probability"),
            ("b", "V4 - particle filter, 500 particles, same inputs as V3"),
            ("b", "V5 - V3 with candidate pruning (k=4) and a 6-ping sliding window instead of full-trip Viterbi"),
            ("p", "All variants scored against 212 km of hand-labelled ground truth (dashcam review) from the "
                  "2023-24 season, downtown Sudbury and Valley East routes."),
            ("h1", "Findings"),
            ("p", "The stock HMM tops out around 81% because it shortcuts every U-turn. U-turn transitions "
                  "(V2) got most of the gap back. The IMU heading (V3) was the piece that fixed direction on "
                  "two-way streets; V3 reached 95.6% but its full-trip Viterbi cost 310 ms at p95 on the Pi. "
                  "The particle filter V4 was worse on both counts (93.2%, 620 ms) and is dropped: it needed "
                  "500 particles to keep tracks through the downtown multipath and the Pi can't afford that. "
                  "Pruning in V5 brought p95 latency to 172 ms with 95.1% accuracy, and it held at 95.3% on "
                  "the full route set."),
            ("h1", "Next steps"),
            ("p", "Field pilot on 6 trucks during the spring clean-up. Look at a 15 s ping option if the city "
                  "relaxes the data cap."),
        ])),
        ("mapmatch_eval.csv", text("""
eval_id,date,variant,dataset,km,k_candidates,window,seg_accuracy_pct,dir_accuracy_pct,p95_latency_ms,meets_target,notes
ev01,2025-01-15,V1,downtown+valley,212,8,full,81.3,84.0,95,N,"baseline, shortcuts U-turns"
ev02,2025-01-22,V2,downtown+valley,212,8,full,88.7,89.9,140,N,
ev03,2025-02-05,V3,downtown+valley,212,8,full,95.6,97.1,310,N,latency fail on Pi
ev04,2025-02-05,V4,downtown+valley,212,n/a,n/a,93.2,95.0,620,N,"500 particles, dropped"
ev05,2025-02-19,V5,downtown+valley,212,4,6 pings,95.1,96.8,172,Y,
ev06,2025-02-24,V5,all routes,1140,4,6 pings,95.3,96.5,168,Y,full route set
""")),
        ("standup_notes.md", text("""
# Map matcher standups (Wed)

**2025-01-08**
- AL: ground truth labelling done, 212 km from 2023-24 dashcam. Loader for 30 s pings written.
- JB: OSRM graph built w/ one-ways + turn restrictions.

**Jan 15**
- V1 stock HMM: 81.3% seg acc. Fails every U-turn at dead ends - matches onto a parallel street instead.
- Idea: add U-turn transition at segment ends w/ a penalty. JB to try.

**Jan 22**
- V2 (U-turn transitions) 88.7%. Remaining errors mostly direction on two-way streets - both directions score the same w/o heading.
- AL: pull heading from the IMU (already on the unit, unused).

**Feb 5**
- V3 w/ IMU heading 95.6% - hits accuracy!! but p95 310 ms on the Pi 4. Full-trip Viterbi too slow.
- V4 particle filter 93.2%, 620 ms. Needs 500 particles downtown or tracks die. Dropping PF.

**Feb 19**
- V5 = prune to k=4 + 6-ping window: 172 ms p95, 95.1%. Both targets met on the test set.

**Week of Feb 24**
- V5 on all routes (1,140 km): 95.3%, p95 168 ms. Signing off the algorithm for the field pilot.
""")),
        ("careers_backend_developer.txt", text("""
We're hiring: Backend Developer (Go / Rust) - Northline Fleet Software

Location: Sudbury, ON (hybrid) or remote within Canada
Salary range: $85,000 - $105,000 + annual bonus

About us: Northline builds fleet tracking for municipalities across Northern Ontario. Small team, big impact, great coffee.

What you'll do:
- Build and maintain the APIs used by 40+ municipal customers
- Own our data pipeline from in-cab units to the cloud
- Take part in an on-call rotation (1 week in 6)

What you bring:
- 3+ years of backend experience
- Postgres, Docker, Kubernetes
- Bonus: GIS experience

Perks: dental, vision, RRSP matching up to 4%, 3 weeks vacation, snowshoe Fridays in winter.

Apply by March 31 with your resume to careers@northlinefleet.ca. We thank all applicants; only those selected for an interview will be contacted.
""")),
    ],
)

# ---------------------------------------------------------------------------
# T05 calcined clay (LC3) concrete (construction materials, AB) - quote inside e-mail thread
# ---------------------------------------------------------------------------
case(
    {
        "name": "calcined_clay_concrete",
        "question": "Write the 242, 244 and 246 sections for our calcined clay concrete project. Files attached.",
        "facts": {
            "242": [["35 MPa"], ["10 MPa"], ["35-38% kaolinite", "kaolinite"], ["45% of GU"]],
            "244": [["750 C", "850 C"], ["gypsum"], ["calcium nitrate"], ["CSA A23.2-9C", "cooler"]],
            "246": [["11.6 MPa", "38.2 MPa"], ["34.1 MPa"], ["mullite", "hotter calcination"], ["35% below"]],
        },
        "dates": ["2025-04-15", "2025-04-18", "2025-05-13", "2025-05-16", "2025-06-10"],
        "noise": ["Quote valid 30 days", "FOB Edmonton", "GST 5% extra", "$1,480.00/tote", "Minimum order 2 totes"],
        "bindings": [
            {"value": "11.6 MPa", "subject": "M5", "others": ["M2", "M6"]},
            {"value": "33.0 MPa", "subject": "M6", "others": ["M4", "M5"]},
            {"value": "30.4 MPa", "subject": "M2", "others": ["M3", "M5"]},
        ],
    },
    [
        ("lc3_test_plan.pdf", pdf([
            ("title", "Test Plan TP-07: calcined clay / limestone cement (LC3) for cold-weather placement"),
            ("p", "Bow Valley Ready-Mix Ltd. - Quality & Technical"),
            ("h1", "Purpose"),
            ("p", "Find out whether a local Alberta clay, calcined in a rented rotary kiln, can replace 45% of GU "
                  "cement (clay + limestone + gypsum blend) and still meet our cold-weather specification. "
                  "Published LC3 mixes use clays above 40% kaolinite and are cured at 20 C or warmer. Our pit "
                  "clay is only 35-38% kaolinite (XRD) and half of our pours from October to April are placed "
                  "at about 5 C. There is no published data or supplier guidance on the early strength of a "
                  "low-kaolinite LC3 at 5 C, or on which calcination temperature and gypsum level would give it."),
            ("h1", "Targets"),
            ("table", [
                ["Property", "Target"],
                ["28-day compressive strength, 5 C cure", "at least 35 MPa"],
                ["3-day compressive strength, 5 C cure", "at least 10 MPa"],
                ["Slump", "100 +/- 25 mm"],
                ["Clinker replaced", "45% of GU"],
                ["CO2 per m3 vs GU control", "at least 30% lower"],
            ]),
            ("h1", "Mixes"),
            ("table", [
                ["Mix", "Clay calcination", "Gypsum (% of binder)", "Calcium nitrate (% of binder)"],
                ["M1", "control, 100% GU", "-", "-"],
                ["M2", "750 C", "2.0", "0"],
                ["M3", "800 C", "2.0", "0"],
                ["M4", "800 C", "3.5", "0"],
                ["M5", "800 C", "3.5", "1.5"],
                ["M6", "850 C", "3.5", "1.5"],
            ]),
            ("h1", "Method"),
            ("p", "Cylinders 100 x 200 mm, 3 per age, tested per CSA A23.2-9C. Cured in the walk-in cooler at "
                  "5 C +/- 1 C from casting. Breaks at 3, 7 and 28 days. Slump per CSA A23.2-5C. Same w/cm "
                  "0.45 and same aggregates (20 mm stone, washed sand) for every mix."),
            ("h1", "Equipment"),
            ("p", "Rotary kiln (rented, 25 kg/h), 60 L pan mixer, walk-in cooler, 1,500 kN compression machine, "
                  "XRD at the university lab."),
        ])),
        ("lc3_mix_trials.xlsx", xlsx([
            ("Mixes", [
                ["mix", "cast_date", "calcination_C", "gypsum_pct", "CN_pct", "slump_mm", "f3d_MPa", "f7d_MPa",
                 "f28d_MPa", "meets_spec", "note"],
                ["M1", D("2025-04-15"), "-", 0, 0, 110, 14.2, 24.8, 41.5, "Y", "GU control"],
                ["M2", D("2025-04-15"), 750, 2.0, 0, 95, 5.1, 12.6, 30.4, "N", "under-calcined, low reactivity"],
                ["M3", D("2025-04-15"), 800, 2.0, 0, 90, 6.8, 15.9, 34.1, "N", "close on 28 d, sticky"],
                ["M4", D("2025-05-13"), 800, 3.5, 0, 100, 8.9, 18.2, 36.7, "N", "3 d short"],
                ["M5", D("2025-05-13"), 800, 3.5, 1.5, 105, 11.6, 20.3, 38.2, "Y", "meets all"],
                ["M6", D("2025-05-13"), 850, 3.5, 1.5, 85, 10.3, 17.7, 33.0, "N", "28 d fail, mullite in XRD"],
            ]),
            ("CO2", [
                ["mix", "binder_kg_m3", "est_kgCO2_m3", "reduction_vs_M1_pct"],
                ["M1", 340, 305, 0],
                ["M5", 340, 198, 35],
            ]),
        ])),
        ("lc3_email_thread.txt", text("""
From: Kelsey Brandt <kbrandt@bowvalleyrm.ca>
To: Tech team
Date: Tue, 15 Apr 2025 16:42
Subject: LC3 - first three mixes cast

Cast M1, M2, M3 this afternoon, 18 cylinders each, all into the cooler at 5 C by 3:30. Clay for M2 was the 750 C kiln batch, M3 the 800 C batch. Slumps 110 / 95 / 90. M3 was sticky, needed more mixing time.

----
From: Kelsey Brandt
Date: Fri, 18 Apr 2025 10:05
Subject: RE: LC3 - first three mixes cast

3-day breaks: M1 14.2 MPa, M2 5.1 MPa, M3 6.8 MPa. Both LC3 mixes way under 10 MPa at 5 C - as feared. Going to ask Dr. Osei about sulphate balance; this clay has a lot of surface area and we may be under-sulphated.

----
From: Tom Reyes <treyes@bowvalleyrm.ca>
Date: Tue, 22 Apr 2025 08:10
Subject: FW: Quote Q-5531 calcium nitrate

FYI for the accelerator trial, pricing below.

---------- Forwarded message ---------
From: Prairie Admix Supply <sales@prairieadmix.ca>
Subject: Quote Q-5531

Thank you for your inquiry. We are pleased to quote as follows:
  Calcium nitrate solution 45%, 1000 L tote ..... $1,480.00/tote
  Calcium nitrate solution 45%, 20 L pail ....... $96.50/pail
  Delivery to Calgary yard ...................... $210.00
Prices FOB Edmonton, GST 5% extra. Quote valid 30 days. Minimum order 2 totes for tote pricing.

----
From: Kelsey Brandt
Date: Tue, 13 May 2025 17:20
Subject: LC3 round 2 + 28-day results round 1

28-day (5 C): M1 41.5 MPa, M2 30.4 MPa, M3 34.1 MPa. So 800 C clay beats 750 C but neither LC3 mix made 35 MPa, and early strength is the bigger problem.
Cast round 2 today: M4 (800 C clay, gypsum raised to 3.5%), M5 (800 C clay, 3.5% gypsum, 1.5% calcium nitrate), M6 (850 C clay, 3.5% gypsum, 1.5% calcium nitrate) to see if going hotter on the kiln helps.

----
From: Kelsey Brandt
Date: Fri, 16 May 2025 09:55
Subject: RE: LC3 round 2

3-day: M4 8.9 MPa, M5 11.6 MPa, M6 10.3 MPa. More gypsum helped (M3 -> M4) but only the calcium nitrate gets us over 10.

----
From: Kelsey Brandt
Date: Tue, 10 Jun 2025 14:30
Subject: LC3 28-day round 2

28-day: M4 36.7 MPa, M5 38.2 MPa, M6 33.0 MPa.
M5 meets everything (slump 105 mm, 11.6 / 38.2 MPa). M6 is the surprise - the 850 C clay lost strength; XRD shows mullite forming, i.e. we went past the reactive window. So hotter calcination is ruled out, 800 C stays. CO2 calc for M5 comes out about 35% below the GU control.
""")),
    ],
)

# ---------------------------------------------------------------------------
# T06 heat pump demand defrost (clean-tech, QC) - brochure noise, dated summary
# ---------------------------------------------------------------------------
case(
    {
        "name": "heat_pump_defrost_control",
        "question": "Draft T661 242/244/246 for the defrost project from the attached.",
        "facts": {
            "242": [["< 8%", "less than 8%"], ["< 4 min", "under 4 min"], ["bottom 3 coil rows"], ["hydrophobic coating", "coated coils"]],
            "244": [["fan power"], ["dT trigger", "coil-air dT"], ["pre-spin"], ["hot-gas", "hot gas"]],
            "246": [["7.2%"], ["14 cycles"], ["false triggers"], ["not enough heat", "Hot gas ruled out"]],
        },
        "dates": ["2025-05-05", "2025-05-07", "2025-05-14", "2025-05-21", "2025-05-22", "2025-06-04",
                  "2025-06-11", "2025-06-30"],
        "noise": ["Industry-leading comfort", "Whisper-quiet", "Smart-Shed", "$89/month", "10-year parts warranty"],
        "bindings": [
            {"value": "7.2%", "subject": "D3", "others": ["D1", "D4"]},
            {"value": "11.8%", "subject": "D4", "others": ["D3", "D1"]},
            {"value": "14 cycles", "subject": "D2", "others": ["D0", "D4"]},
        ],
    },
    [
        ("defrost_lab_report.pdf", pdf([
            ("title", "Climate chamber test report - demand defrost strategies D0 to D4"),
            ("p", "Thermo-Boreal Inc., Levis QC - Engineering laboratory. Unit under test: 3-ton cold-climate "
                  "outdoor unit, prototype P2, hydrophobic-coated aluminium fin coil."),
            ("h1", "Test conditions and instruments"),
            ("b", "Psychrometric chamber, outdoor room held at -15 C dry bulb, 70% RH"),
            ("b", "Load cell under the outdoor unit (frost mass, 10 g resolution)"),
            ("b", "Fan power logged at 1 Hz; coil and air thermocouples type T"),
            ("b", "Capacity by indoor air enthalpy method; defrost penalty = capacity lost to defrost, integrated over the test"),
            ("h1", "Targets"),
            ("p", "Capacity penalty less than 8% integrated over 6 h; each defrost under 4 min; no ice bridging "
                  "on the bottom 3 coil rows after 20 cycles."),
            ("h1", "Results"),
            ("table", [
                ["Strategy", "Trigger", "Penalty %", "Avg defrost min", "Bridging", "Meets targets"],
                ["D0", "timer, every 45 min", "13.4", "6.5", "row 1 by cycle 9", "No"],
                ["D1", "coil-air dT > 8 K", "10.9", "4.1", "none in 6 h", "No (7 false triggers)"],
                ["D2", "fan power +12%", "9.1 (9.3 over 20 cycles)", "3.8", "after 14 cycles", "No"],
                ["D3", "fan power +12%, 20 s fan reverse pre-spin, pan heater", "7.2", "3.6", "none after 20 cycles", "Yes"],
                ["D4", "fan power +12%, hot-gas bypass", "11.8", "5.2", "none in 6 h", "No"],
            ]),
            ("h1", "Observations"),
            ("p", "The coil-air temperature difference jumps each time the compressor stages, which caused the "
                  "false triggers with D1. Fan power rose smoothly with frost mass and triggered within 40 g "
                  "of the intended frost load. With reverse-cycle defrost, melt water refroze in the bottom "
                  "rows unless it was thrown off by the fan pre-spin and the drain pan was kept warm. Hot-gas "
                  "bypass could not deliver enough heat to the coil at -15 C."),
        ])),
        ("defrost_dev_notes.md", text("""
# Demand defrost - dev notes (Thermo-Boreal, Levis)

Targets (product spec rev C): at -15 C / 70% RH outdoor, defrost capacity penalty < 8% integrated over 6 h; each defrost < 4 min; no ice bridging on the bottom 3 coil rows after 20 cycles.
Current timer defrost (every 45 min) wastes capacity in dry cold and lets ice bridge in wet cold. Coil-to-air dT sensing is the standard fix but our coil has a hydrophobic coating and frost grows differently on it - unclear if dT or the fan power signature tracks actual frost mass. No published data found for coated coils below -10 C.

2025-05-05 - chamber set up, load cell under outdoor unit (frost mass), fan power logged at 1 Hz. Psychro station calibrated.
May 7 - D0 baseline, timer 45 min. Penalty 13.4%, defrosts 6.5 min avg. Bridging on row 1 by cycle 9.
May 14 - D1 dT trigger (coil-air dT > 8 K). 10.9% penalty. 7 false triggers in 6 h - dT jumps when the compressor stages. Not usable as is.
May 21 - D2 fan power trigger (+12% over clean-coil baseline). Penalty 9.1%, 3.8 min avg. Load cell shows trigger within +/-40 g of target frost mass. Good signal!
May 22 - D2 cont'd, 20-cycle endurance: ice bridging on bottom row after 14 cycles. Meltwater refreezes in the pan/bottom rows.
Jun 4 - D3 = fan power trigger + 20 s fan reverse pre-spin after defrost to throw water off + 60 W drain pan heater during defrost only: 7.2% penalty, 3.6 min, no bridging after 20 cycles. All 3 targets met.
Jun 11 - D4 hot-gas bypass defrost, same fan power trigger (no reversing valve): 11.8% penalty, 5.2 min - not enough heat at -15 C. Hot gas ruled out for this platform.

Summary, June 30: fan-power signature is a reliable frost indicator on the coated coil (dT is not - false triggers on staging). Reverse cycle with the 20 s pre-spin + pan heater (D3) is the only configuration meeting penalty, duration and bridging targets. Hot-gas bypass can't supply enough heat at -15 C. Next: validate at -25 C.
""")),
        ("defrost_runs.csv", text("""
run,date,strategy,trigger,outdoor_C,RH_pct,test_length,n_defrosts,avg_defrost_min,capacity_penalty_pct,false_triggers,bridging,pass
r01,2025-05-07,D0,timer 45 min,-15,70,6 h,8,6.5,13.4,0,row 1 at cycle 9,N
r02,2025-05-14,D1,dT > 8 K,-15,70,6 h,11,4.1,10.9,7,none in 6 h,N
r03,2025-05-21,D2,fan power +12%,-15,70,6 h,6,3.8,9.1,0,none in 6 h,N
r04,2025-05-22,D2,fan power +12%,-15,70,20 cycles,20,3.9,9.3,0,bottom row at cycle 14,N
r05,2025-06-04,D3,fan power +12% + pre-spin + pan heater,-15,70,20 cycles,20,3.6,7.2,0,none,Y
r06,2025-06-11,D4,fan power +12% (hot gas),-15,70,6 h,7,5.2,11.8,0,none in 6 h,N
""")),
        ("boreal_x18_brochure.md", text("""
# Introducing the Boreal X18 cold-climate heat pump

Industry-leading comfort down to -30 C. The X18 keeps your home warm through the harshest Quebec winters while cutting heating bills by up to 60%*.

- Whisper-quiet 48 dBA outdoor unit
- Smart-Shed defrost technology for uninterrupted heat
- Wi-Fi control from the Boreal Home app
- Eligible for home energy rebates**

Financing available from $89/month OAC. Ask your certified Boreal dealer about our 10-year parts warranty.

*Compared with electric baseboard heating. Results vary. **Subject to program eligibility.
""")),
    ],
)

# ---------------------------------------------------------------------------
# T07 lignin in OSB core resin (forestry, NB) - contract excerpt noise
# ---------------------------------------------------------------------------
case(
    {
        "name": "lignin_osb_resin",
        "question": "Please draft the SR&ED project description (242, 244, 246) from the files below.",
        "facts": {
            "242": [["0.345 MPa"], ["15%"], ["180 s"], ["chemical activation", "acts as a filler"]],
            "244": [["methylolated", "methylolation"], ["pre-dispersed", "high shear"], ["200 s"], ["CSA O437.2", "10 specimens"]],
            "246": [["0.37 MPa"], ["14.1%"], ["cannot replace pMDI", "Unmodified kraft lignin"], ["11% of line capacity"]],
        },
        "dates": ["2024-10-08", "2024-10-09", "2024-10-22", "2024-10-23", "2024-11-05"],
        "noise": ["hold in confidence", "Foreground IP", "five (5) years", "laws of the Province", "two equal instalments"],
        "bindings": [
            {"value": "0.21 MPa", "subject": "P2", "others": ["P3", "P4"]},
            {"value": "0.37 MPa", "subject": "P4", "others": ["P2", "P3"]},
            {"value": "0.31 MPa", "subject": "P3", "others": ["P2", "P4"]},
        ],
    },
    [
        ("lignin_osb_report.docx", docx([
            ("title", "Kraft lignin as partial pMDI replacement in OSB core - technical report"),
            ("p", "Miramichi Strand Products Ltd. | R&D file 24-03"),
            ("h1", "Objective"),
            ("p", "Replace 30% of the pMDI resin in the core layer of our 11.1 mm OSB with softwood kraft lignin "
                  "without losing grade. Pass marks: internal bond (IB) of at least 0.345 MPa, 24 h thickness "
                  "swell of 15% or less, and a press time no longer than the current 180 s cycle."),
            ("h1", "Background"),
            ("p", "pMDI is our largest variable cost after wood, and kraft lignin is available from the pulp mill "
                  "next door. Lignin has been used in phenolic resins, but there is little data on lignin with "
                  "pMDI in an OSB core at the low core moisture (4-6%) we run, and none for our strand geometry. "
                  "It was not known whether lignin needs chemical activation to react with the isocyanate or "
                  "only acts as a filler that dilutes the bond, nor whether a longer press would be needed."),
            ("h1", "Method"),
            ("p", "Lab press, 860 x 860 mm panels, target density 620 kg/m3, 3 panels per variant. Face layers "
                  "unchanged (PF). IB per CSA O437.2 on 10 specimens per panel; 24 h soak thickness swell on "
                  "6 specimens per panel. Lignin powder dried to 3% MC. Methylolation (lignin + formaldehyde, "
                  "pH 10.5, 60 C, 3 h) done by the UNB wood science lab."),
            ("p", "Variants:"),
            ("b", "P1 - control, 100% pMDI at 2.5% loading"),
            ("b", "P2 - 30% of the pMDI replaced by raw kraft lignin powder"),
            ("b", "P3 - 30% raw lignin pre-dispersed in the pMDI (high shear mixer)"),
            ("b", "P4 - 30% methylolated lignin"),
            ("b", "P5 - 30% methylolated lignin, press time 200 s"),
            ("h1", "Results"),
            ("p", "Pressing was done Oct 8 and 9 (P1-P3) and Oct 22 and 23 (P4, P5), 2024. IB and swell testing "
                  "were all completed Nov 5, 2024."),
            ("table", [
                ["Variant", "IB (MPa)", "TS 24 h (%)", "Press time (s)", "Meets grade?"],
                ["P1", "0.48", "11.2", "180", "Yes"],
                ["P2", "0.21", "24.5", "180", "No"],
                ["P3", "0.31", "18.0", "180", "No"],
                ["P4", "0.37", "14.1", "180", "Yes"],
                ["P5", "0.41", "13.2", "200", "No (press time)"],
            ]),
            ("p", "Raw lignin (P2) behaved as a filler: IB fell to 0.21 MPa and swell rose to 24.5%. "
                  "Pre-dispersing it (P3) helped, but only to 0.31 MPa. Methylolated lignin (P4) passed at the "
                  "normal 180 s cycle with IB 0.37 MPa and 14.1% swell. Extending the press to 200 s (P5) "
                  "raised IB to 0.41 MPa but would cost 11% of line capacity, so P5 is not the way."),
            ("h1", "Conclusion"),
            ("p", "Unmodified kraft lignin cannot replace pMDI in the core - ruled out. Methylolated lignin at 30% "
                  "meets grade at the current press time. Open question for next year: whether methylolation "
                  "can be done in-line at the mill."),
        ])),
        ("press_trials_2024.xlsx", xlsx([
            ("panels", [
                ["panel_id", "variant", "press_date", "lignin_type", "lignin_pct_of_resin", "press_s",
                 "density_kg_m3", "IB_MPa", "TS24_pct", "notes"],
                ["24-101", "P1", D("2024-10-08"), "none", 0, 180, 622, 0.47, 11.0, "control"],
                ["24-102", "P1", D("2024-10-08"), "none", 0, 180, 618, 0.49, 11.5, ""],
                ["24-103", "P1", D("2024-10-08"), "none", 0, 180, 625, 0.48, 11.1, ""],
                ["24-104", "P2", D("2024-10-08"), "raw kraft", 30, 180, 619, 0.22, 24.1, "mat dusty"],
                ["24-105", "P2", D("2024-10-08"), "raw kraft", 30, 180, 621, 0.20, 25.2, ""],
                ["24-106", "P2", D("2024-10-08"), "raw kraft", 30, 180, 617, 0.21, 24.2, ""],
                ["24-107", "P3", D("2024-10-09"), "raw kraft, pre-dispersed", 30, 180, 620, 0.30, 17.6, "viscous, sprayer clogging"],
                ["24-108", "P3", D("2024-10-09"), "raw kraft, pre-dispersed", 30, 180, 623, 0.32, 18.5, ""],
                ["24-109", "P3", D("2024-10-09"), "raw kraft, pre-dispersed", 30, 180, 618, 0.31, 17.9, ""],
                ["24-110", "P4", D("2024-10-22"), "methylolated", 30, 180, 621, 0.36, 14.3, ""],
                ["24-111", "P4", D("2024-10-22"), "methylolated", 30, 180, 624, 0.38, 13.8, ""],
                ["24-112", "P4", D("2024-10-22"), "methylolated", 30, 180, 620, 0.37, 14.2, ""],
                ["24-113", "P5", D("2024-10-23"), "methylolated", 30, 200, 622, 0.40, 13.0, "long press"],
                ["24-114", "P5", D("2024-10-23"), "methylolated", 30, 200, 619, 0.42, 13.5, ""],
                ["24-115", "P5", D("2024-10-23"), "methylolated", 30, 200, 621, 0.41, 13.1, ""],
            ]),
        ])),
        ("unb_research_agreement_excerpt.txt", text("""
RESEARCH SERVICES AGREEMENT - EXCERPT (Schedule B, Sections 7 to 9)
between Miramichi Strand Products Ltd. ("the Company") and the University of New Brunswick ("the University")

7.1 Confidentiality. The University shall hold in confidence all Confidential Information disclosed by the Company and shall not disclose it to any third party for a period of five (5) years from the date of disclosure.
7.2 Exclusions. Confidential Information does not include information that is or becomes publicly available through no fault of the University.
8.1 Fees. The Company shall pay the University a fixed fee of $18,500 plus HST, invoiced in two equal instalments.
9.1 Intellectual Property. All Foreground IP arising from the Services shall vest in the Company upon payment in full.
9.4 Governing Law. This Agreement is governed by the laws of the Province of New Brunswick and the federal laws of Canada applicable therein.

Signed at Fredericton this 12th day of September, 2024.
""")),
    ],
)

# ---------------------------------------------------------------------------
# T08 hydrophilic catheter coating (medical device, ON) - targets in memo, results in PDF + notes
# ---------------------------------------------------------------------------
case(
    {
        "name": "catheter_hydrophilic_coating",
        "question": "Draft our SR&ED technical narrative (T661 lines 242, 244, 246) using the protocol, lab report and bench notes attached.",
        "facts": {
            "242": [["< 0.05"], [">= 90%"], ["< 1000 particles"], ["does not swell", "wiped off"]],
            "244": [["benzophenone"], ["PEG-DA"], ["pinch tester", "pinch test"], ["30 days", "37 C"]],
            "246": [["CoF 0.03", "C3 0.03"], ["94%"], ["PEG-DA above 5%"], ["41%"]],
        },
        "dates": ["2025-07-02", "2025-07-03", "2025-07-09", "2025-07-10", "2025-08-01", "2025-08-08"],
        "noise": [],
        "bindings": [
            {"value": "0.19", "subject": "C1", "others": ["C2", "C3"]},
            {"value": "78%", "subject": "C2", "others": ["C3", "C4"]},
            {"value": "2400", "subject": "C4", "others": ["C3", "C2"]},
        ],
    },
    [
        ("coating_protocol_memo.docx", docx([
            ("title", "Protocol memo PM-25-04: lubricious coating on TPU catheter shaft"),
            ("p", "Lakeshore Medical Polymers - R&D. To: QA, Production. From: S. Mahmoud."),
            ("h1", "Purpose"),
            ("p", "Develop a hydrophilic (lubricious) coating for our 14 Fr TPU intermittent urinary catheter "
                  "that survives handling and shelf storage."),
            ("h1", "Acceptance criteria"),
            ("b", "Coefficient of friction (CoF) < 0.05 after 10 abrasion cycles (pinch tester, 300 g clamp)"),
            ("b", "Coating retention >= 90% after a 30-day saline soak at 37 C (toluidine blue stained area)"),
            ("b", "Particulates < 1000 particles of 10 um or larger per device (light obscuration)"),
            ("h1", "Why this is uncertain"),
            ("p", "PVP coatings are well known on PVC and latex, where the coating is held by solvent swelling "
                  "into the substrate. Our aliphatic polyether TPU does not swell the same way and the first "
                  "dip trials simply wiped off. We do not know whether a benzophenone photo-primer can graft "
                  "PVP to this TPU strongly enough to survive hydration, or how much crosslinker the top coat "
                  "can take before it cracks and sheds particles: more crosslinker holds the coating but makes "
                  "it stiffer."),
            ("h1", "Test matrix"),
            ("table", [
                ["Code", "Primer", "Top coat", "Crosslinker"],
                ["C1", "none", "PVP K90 5% in ethanol", "none"],
                ["C2", "benzophenone 1%", "PVP K90 5%", "none"],
                ["C3", "benzophenone 2%", "PVP K90 5%", "PEG-DA 5%"],
                ["C4", "benzophenone 2%", "PVP K90 5%", "PEG-DA 10%"],
            ]),
            ("h1", "Method"),
            ("p", "Dip at 10 mm/s, UV cure 365 nm, 2 J/cm2 per coat. 10 catheters per code. CoF on the pinch "
                  "tester, initial and after 10 cycles. Soak 30 days at 37 C in 0.9% saline, then stain and "
                  "image. Particulates per USP <788> method 1, adapted for catheters."),
        ])),
        ("coating_lab_report.pdf", pdf([
            ("title", "Lab report LR-25-031 - lubricious coating trials C1 to C4"),
            ("p", "Lakeshore Medical Polymers - Materials lab. Protocol: PM-25-04."),
            ("h1", "Results"),
            ("table", [
                ["Code", "CoF initial", "CoF after 10 cycles", "Retention 30 d", "Particles >= 10 um per device", "Outcome"],
                ["C1", "0.04", "0.19", "41%", "350", "Fail - coating delaminated"],
                ["C2", "0.04", "0.06", "78%", "480", "Fail - wear-through"],
                ["C3", "0.03", "0.03", "94%", "620", "Pass"],
                ["C4", "0.05", "0.08", "96%", "2400", "Fail - cracking, particles"],
            ]),
            ("h1", "Discussion"),
            ("p", "C1 lost most of its coating: CoF rose from 0.04 to 0.19 after 10 cycles and only 41% of the "
                  "stained area was left after the soak, confirming that PVP does not anchor to this TPU "
                  "without a primer. The 1% primer (C2) held better, with 78% retention, but still wore through "
                  "in the pinch test. C3 met all three criteria: CoF 0.03 after abrasion, 94% retention and 620 "
                  "particles per device. Doubling the crosslinker in C4 kept the coating on (96%) but it cracked "
                  "on bending and shed 2400 particles per device, so PEG-DA above 5% is ruled out."),
            ("h1", "Conclusion"),
            ("p", "Proceed with C3 to design verification (EtO sterilization, 6-month real-time aging)."),
        ])),
        ("bench_notes.txt", text("""
Bench notes - S. Mahmoud - coating project 2025

Jul 2 2025 - coated 10x C1 (no primer) and 10x C2 (BP 1%). C1 top coat beads up on the TPU, had to dip twice. UV 2 J/cm2. Started 30-day saline soak on 5 of each @ 37C (pull Aug 1).
Jul 3 - pinch test C1/C2. C1 wiping off by cycle 4, CoF 0.19 at cycle 10. C2 0.06 at cycle 10.
Jul 9 - C3 and C4 coated (BP 2%, PEG-DA 5% / 10%). C4 glossier, stiffer. Soak started for C3/C4 (pull Aug 8).
Jul 10 - pinch: C3 0.03, C4 0.08. C4 shows crazing after bend test around a 20 mm mandrel.
Aug 1 - pulled C1/C2 from soak, stained. C1 41%, C2 78% retention.
Aug 8 - pulled C3/C4. C3 94%, C4 96%. Particulates same day: C3 620/device, C4 2400/device (fails the 1000 limit).
""")),
    ],
)

# ---------------------------------------------------------------------------
# T09 lactose-free skyr (agri-food, QC) - supplier price list CSV as noise; dd/mm dates
# ---------------------------------------------------------------------------
case(
    {
        "name": "lactose_free_skyr",
        "question": "Can you draft 242, 244 and 246 for the skyr project? Notebook and batch sheet attached.",
        "facts": {
            "242": [["< 0.01% lactose", "lactose-free"], ["<= 6 h"], ["25,000 cP"], ["glucose + galactose", "pre-hydrolysis or adding lactase"]],
            "244": [["pre-hydrolysis"], ["culture B", "EPS-producing"], ["UF-concentrated", "11% protein"], ["day 45"]],
            "246": [["27,800 cP"], ["3.1%"], ["UF-only route"], ["18,500 cP"]],
        },
        "dates": ["2025-02-03", "2025-02-04", "2025-02-17", "2025-02-18", "2025-03-20", "2025-04-03"],
        "noise": ["ex-works Saint-Hyacinthe", "Volume price applies", "Freight prepaid", "Probiotic adjunct 100U", "Prices in CAD"],
        "bindings": [
            {"value": "7.5 h", "subject": "B1", "others": ["B2", "B3"]},
            {"value": "6.8%", "subject": "B4", "others": ["B1", "B2"]},
            {"value": "7.9%", "subject": "B2", "others": ["B3", "B4"]},
        ],
    },
    [
        ("skyr_lab_notebook.txt", text("""
Cahier de labo / lab notebook - skyr sans lactose
Laiterie des Appalaches, Thetford Mines
(dates jj/mm/aaaa)

Objectif / goal: skyr-style high-protein yogurt, lactose-free (< 0.01% lactose), no added starch or gelatin (clean label). Set time <= 6 h at 42 C. Viscosity >= 25,000 cP at day 1 (Brookfield, spindle 6, 10 rpm). Whey-off (syneresis) < 5% at day 45.
Pb: lactase splits lactose into glucose + galactose -> the cultures acidify differently, and without lactose the EPS strain may not build the same texture. Straining normally gives skyr its body; we strain less to keep yield. Supplier tech sheets only cover regular milk. Don't know whether pre-hydrolysis or adding lactase at the same time as the culture gives better set time and texture, or whether UF concentration can replace straining.

03/02/2025 - B1: pre-hydrolysis, lactase 0.2 mL/L at 5 C for 4 h, then culture A (std thermophilic St+Lb) at 42 C. Slow - B1 only reached pH 4.6 at 7.5 h. Too long.
04/02/2025 - B2: lactase + culture A together at 42 C. pH 4.6 at 5.2 h. Texture thin, 18,500 cP at day 1. Lactose < 0.01%.
17/02/2025 - B3: lactase + culture B (EPS-producing) together. 5.6 h. Visc 27,800 cP day 1. Nice shine.
18/02/2025 - B4: B3 recipe but milk UF-concentrated to 11% protein, no straining. 5.9 h, 31,000 cP. Slightly chalky.
20/03/2025 - day 45 B1/B2: whey-off B1 4.2%, B2 7.9%.
03/04/2025 - day 45 B3/B4: B3 3.1% OK. B4 6.8% - the UF body collapses with time, whey-off. UF-only route w/o straining ruled out for now.
""")),
        ("skyr_batches.xlsx", xlsx([
            ("batches", [
                ["batch", "make_date", "lactase_mode", "culture", "protein_pct", "set_time_h", "visc_d1_cP",
                 "lactose_pct", "syneresis_d45_pct", "result"],
                ["B1", D("2025-02-03"), "pre-hydrolysis 4 h", "A", 9.8, 7.5, 23900, "<0.01", 4.2, "FAIL set time"],
                ["B2", D("2025-02-04"), "simultaneous", "A", 9.8, 5.2, 18500, "<0.01", 7.9, "FAIL texture"],
                ["B3", D("2025-02-17"), "simultaneous", "B (EPS)", 9.8, 5.6, 27800, "<0.01", 3.1, "PASS"],
                ["B4", D("2025-02-18"), "simultaneous + UF", "B (EPS)", 11.0, 5.9, 31000, "<0.01", 6.8, "FAIL whey-off"],
            ]),
        ], date_format="dd/mm/yyyy")),
        ("ferments_pricelist_2025.csv", text("""
sku,description,pack,unit,list_price_cad,volume_price_cad,min_order
LCT-NL5,Lactase liquid 5000 NLU/g,1 kg,bottle,412.00,389.00,2
LCT-NL5-5,Lactase liquid 5000 NLU/g,5 kg,jug,1890.00,1795.00,1
YST-ST1,Thermophilic yogurt culture DVS 50U,10 x 50U,case,248.00,235.00,1
YST-EPS2,Thermophilic EPS culture DVS 50U,10 x 50U,case,265.00,251.00,1
PRB-BB12,Probiotic adjunct 100U,10 x 100U,case,310.00,295.00,1
NOTE,"Prices in CAD, ex-works Saint-Hyacinthe QC, valid until 2025-06-30. Volume price applies from 5 cases. Freight prepaid on orders over $1,500.",,,,,
""")),
    ],
)

# ---------------------------------------------------------------------------
# T10 tree species from drone lidar (software / forestry, BC) - dated status summary in PDF
# ---------------------------------------------------------------------------
case(
    {
        "name": "lidar_species_classifier",
        "question": "Prepare the T661 project description lines (242, 244, 246) from our report, results export and the Q3 summary.",
        "facts": {
            "242": [["85%"], ["under 2 h"], ["50 pts/m2"], ["cedar and hemlock", "crowns overlap"]],
            "244": [["random forest"], ["PointNet++"], ["multispectral"], ["2048 points", "downsampled"]],
            "246": [["85.7%"], ["1.6 h"], ["leaf-off data alone", "do not replace leaf-on"], ["85.4%"]],
        },
        "dates": ["2025-03-12", "2025-04-14", "2025-05-02", "2025-05-27", "2025-06-09", "2025-07-21",
                  "2025-08-19", "2025-09-30"],
        "noise": [],
        "bindings": [
            {"value": "86.2%", "subject": "exp-14", "others": ["exp-11", "exp-07"]},
            {"value": "3.1 h", "subject": "exp-11", "others": ["exp-14", "exp-19"]},
            {"value": "64.0%", "subject": "exp-16", "others": ["exp-19", "exp-07"]},
        ],
    },
    [
        ("species_classifier_report.md", text("""
# Tree species from drone lidar - R&D report

Cedar Point Geomatics, Nanaimo BC

## Background
We fly a DJI M350 with a Zenmuse L2 lidar and a 5-band multispectral camera for forest licensees on Vancouver Island. Clients want species-level inventory of coastal second growth: Douglas-fir, western redcedar, western hemlock, red alder, bigleaf maple. Today cruisers do that on plots.

## Goal
Overall accuracy (OA) of at least 85% across the 5 species at our standard point density (about 50 pts/m2), with processing under 2 h per 100 ha on one GPU workstation (RTX 4090) so we can deliver within a week of flying.

## Why it's not known
Published work on species from lidar is mostly boreal or European, on 2-3 species with distinct crowns, often at 300+ pts/m2. In dense coastal second growth the crowns overlap, and cedar and hemlock have very similar crown shapes. It was unclear whether a point-cloud deep network (PointNet++ style) at 50 pts/m2 would beat hand-made crown metrics, whether multispectral data would be needed to split cedar from hemlock, and whether any of it could run inside the time budget.

## Training data
2,140 field-verified crowns from the 2024 leaf-on flights (plots by our cruiser partner). A leaf-off flight was flown 12 March 2025 over the same blocks.

## Experiments
- exp-07: random forest on 62 crown metrics (height percentiles, crown shape, intensity stats).
- exp-11: PointNet++ on segmented crowns, geometry only.
- exp-14: PointNet++ with lidar intensity + multispectral band values painted onto the points.
- exp-16: the exp-14 architecture trained on the leaf-off (March) flight.
- exp-19: exp-14 with crowns downsampled to 2048 points and a faster crown segmentation (watershed on the CHM instead of point-based).

## Results
The random forest (exp-07) plateaued at 71.4% OA; cedar/hemlock confusion was the largest error. Geometry-only PointNet++ (exp-11) reached 78.9% but took 3.1 h per 100 ha. Adding multispectral bands, exp-14 gave 86.2% OA, the first result over target, but at 3.4 h per 100 ha. The leaf-off model exp-16 only reached 64.0%: alder and maple separated well but cedar/hemlock got worse, so leaf-off data alone is ruled out. exp-19 kept accuracy at 85.7% and cut processing to 1.6 h per 100 ha.
""")),
        ("model_eval_runs.csv", text("""
exp_id,date,model,inputs,points_per_crown,segmentation,OA_pct,kappa,cedar_F1,hemlock_F1,h_per_100ha,notes
exp-07,2025-04-14,RandomForest,62 crown metrics,n/a,point-based,71.4,0.63,0.58,0.55,0.6,baseline
exp-11,2025-05-02,PointNet++,xyz,4096,point-based,78.9,0.73,0.69,0.66,3.1,too slow
exp-14,2025-05-27,PointNet++,xyz+intensity+MS,4096,point-based,86.2,0.82,0.81,0.79,3.4,"OA ok, too slow"
exp-16,2025-06-09,PointNet++,xyz+intensity (leaf-off),4096,point-based,64.0,0.54,0.44,0.41,3.3,leaf-off only - drop
exp-19,2025-07-21,PointNet++,xyz+intensity+MS,2048,CHM watershed,85.7,0.82,0.80,0.78,1.6,meets both targets
""")),
        ("q3_status_summary.pdf", pdf([
            ("title", "Q3 2025 status summary - species classification R&D"),
            ("p", "Cedar Point Geomatics - prepared for the management team."),
            ("h1", "Field validation"),
            ("p", "Aug 19, 2025: ground check of the exp-19 output on block TFL-44 (40 ha). The cruiser "
                  "re-measured 212 crowns; the exp-19 label agreed on 181 of them (85.4%). Most misses were "
                  "suppressed hemlock under a cedar canopy."),
            ("h1", "Status summary - 2025-09-30"),
            ("p", "The lidar + multispectral point network (exp-19) meets both targets on the test set (85.7% OA, "
                  "1.6 h per 100 ha) and held at 85.4% in the field check. Geometry alone is not enough to "
                  "separate cedar from hemlock at 50 pts/m2, and leaf-off flights do not replace leaf-on data. "
                  "Remaining risk: suppressed understory trees."),
            ("h1", "Budget and schedule"),
            ("p", "On schedule. GPU workstation purchased in Q2; no further capital needed this year."),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# T11 e-bike battery with phase change material (clean-tech, YT) - invoice PDF noise
# ---------------------------------------------------------------------------
case(
    {
        "name": "ebike_battery_pcm_cold",
        "question": "Draft lines 242/244/246 for our cold-weather battery pack project.",
        "facts": {
            "242": [["above 0 C", "-30 C ambient"], ["1.5 kg"], ["5% of pack capacity"], ["hot climates", "cold retention"]],
            "244": [["RT-28"], ["RT-18"], ["expanded graphite"], ["heater pad"]],
            "246": [["4.4 h"], ["3.1 K"], ["never fully melted", "28 C PCM"], ["+1.38 kg", "1.38"]],
        },
        "dates": ["2025-01-13", "2025-01-14", "2025-01-20", "2025-01-27", "2025-01-28", "2025-02-03", "2025-02-10"],
        "noise": ["Net 15", "GST 5%", "Amount due", "Remit to", "Technician time"],
        "bindings": [
            {"value": "2.2 h", "subject": "K2", "others": ["K3", "K4"]},
            {"value": "4.4 h", "subject": "K4", "others": ["K2", "K3"]},
            {"value": "8.7%", "subject": "K5", "others": ["K2", "K3"]},
        ],
    },
    [
        ("pcm_pack_report.docx", docx([
            ("title", "Cold-weather battery enclosure with phase change material"),
            ("p", "Nordic E-Cargo Ltd., Whitehorse YT - engineering"),
            ("h1", "Goal"),
            ("p", "Our cargo e-bikes run winter delivery routes in Whitehorse. Li-ion cells cannot be charged below "
                  "0 C and lose capacity fast when cold, and the rider is out 4 h per shift. Goal: keep the "
                  "48 V 14 Ah pack cells at or above 0 C for 4 h at -30 C ambient with an average 250 W draw, "
                  "adding no more than 1.5 kg to the pack, and without spending more than 5% of pack capacity "
                  "on heating."),
            ("h1", "Approach"),
            ("p", "Insulation alone is not enough. Phase change material (PCM) around the cells can store heat "
                  "charged at the depot and release it on the route. In battery packs PCMs are normally used "
                  "the other way round, to stop overheating in hot climates, and we found no data on sizing "
                  "them for cold retention. Unknowns: which melting point can actually be fully melted by the "
                  "depot soak plus cell self-heating, how much PCM is needed, and whether the low conductivity "
                  "of PCM leaves large temperature gradients across the cells."),
            ("h1", "Tests"),
            ("p", "Pack in an external cold chamber at -30 C, discharged at 250 W from 100% SOC after a 2 h warm "
                  "soak at +20 C (depot). 8 thermocouples on cells; time to 0 C is when the coldest cell "
                  "reaches 0 C."),
            ("b", "K1 - 20 mm aerogel blanket only"),
            ("b", "K2 - aerogel + 0.8 kg paraffin RT-28 (melts at 28 C)"),
            ("b", "K3 - aerogel + 0.8 kg RT-18 (melts at 18 C)"),
            ("b", "K4 - aerogel + 1.1 kg RT-18 in an expanded graphite matrix (15% EG)"),
            ("b", "K5 - aerogel + 8 W heater pad powered from the pack"),
            ("h1", "Results"),
            ("p", "K1 held only 1.6 h. K2 reached 2.2 h: the RT-28 never fully melted during the depot soak, so "
                  "most of its latent heat went unused and 28 C PCM is ruled out. K3 held 3.1 h but with a "
                  "9.8 K spread between cells. K4 held 4.4 h (repeat 4.3 h) with the cell spread down to 3.1 K "
                  "and +1.38 kg on the pack. The heater pad in K5 held 4.0 h but used 8.7% of pack capacity, "
                  "over the 5% limit."),
            ("p", "Summary, Feb 10, 2025: K4 (1.1 kg RT-18 in graphite matrix, aerogel jacket) is the only "
                  "configuration meeting the time, mass and energy targets. The melting point must sit below "
                  "the depot soak temperature to be usable; active heating is ruled out on energy."),
            ("h1", "Conclusion"),
            ("p", "Build 10 K4 enclosures for the February-March fleet trial."),
        ])),
        ("cold_soak_runs.csv", text("""
test,date,config,pcm,pcm_kg,added_mass_kg,ambient_C,load_W,time_to_0C_h,max_cell_spread_K,heater_Wh,pass,notes
T1,2025-01-13,K1,none,0,0.42,-30,250,1.6,4.2,0,N,insulation only
T2,2025-01-14,K2,RT-28,0.8,1.22,-30,250,2.2,6.5,0,N,PCM not fully melted at soak
T3,2025-01-20,K3,RT-18,0.8,1.22,-30,250,3.1,9.8,0,N,big gradient across cells
T4,2025-01-27,K4,RT-18 + 15% EG,1.1,1.38,-30,250,4.4,3.1,0,Y,
T5,2025-01-28,K4,RT-18 + 15% EG,1.1,1.38,-30,250,4.3,3.3,0,Y,repeat
T6,2025-02-03,K5,none + 8 W heater,0,0.55,-30,250,4.0,3.8,58,N,heater used 8.7% of pack
""")),
        ("coldtest_invoice_TS-1187.pdf", pdf([
            ("title", "INVOICE TS-1187"),
            ("p", "ColdTest Services Inc., 8830 Argyll Rd, Edmonton AB T6C 4B2. GST Reg. No. 79876 5432 RT0001"),
            ("p", "Invoice date: 2025-02-07. Bill to: Nordic E-Cargo Ltd., Whitehorse YT. Customer PO: NEC-118."),
            ("table", [
                ["Description", "Qty", "Unit price", "Amount"],
                ["Environmental chamber rental, -40 C capable, per day", "6", "$650.00", "$3,900.00"],
                ["Thermocouple type T, 2 m, pack of 10", "2", "$84.00", "$168.00"],
                ["Technician time (setup / teardown)", "3 h", "$95.00", "$285.00"],
                ["", "", "Subtotal", "$4,353.00"],
                ["", "", "GST 5%", "$217.65"],
                ["", "", "Amount due", "$4,570.65"],
            ]),
            ("p", "Payment terms: Net 15. Remit to: ColdTest Services Inc., accounts receivable. Interest of 1.5% "
                  "per month on overdue accounts."),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# T12 acrylamide reduction in fries (agri-food, NB) - marketing section inside board update
# ---------------------------------------------------------------------------
case(
    {
        "name": "fries_acrylamide_reduction",
        "question": "Please write the 242 / 244 / 246 text for our acrylamide project from these documents.",
        "facts": {
            "242": [["350 ppb"], ["Agtron colour 55", "55 or lighter"], ["12 min"], ["20-30 min dips", "9 mm strip"]],
            "244": [["PEF", "pulsed electric field"], ["asparaginase"], ["calcium chloride", "CaCl2"], ["LC-MS/MS"]],
            "246": [["290 ppb"], ["335 ppb"], ["CaCl2 does nothing"], ["p=0.41", "no difference"]],
        },
        "dates": ["2025-09-09", "2025-09-10", "2025-09-23", "2025-10-07", "2025-10-21", "2025-10-31"],
        "noise": ["naturally better", "ClearCrisp", "buy 2 get 1", "100% New Brunswick potatoes", "radio spot"],
        "bindings": [
            {"value": "520 ppb", "subject": "W2", "others": ["W3", "W4"]},
            {"value": "690 ppb", "subject": "W5", "others": ["W4", "W2"]},
            {"value": "410 ppb", "subject": "W3", "others": ["W2", "W4"]},
        ],
    },
    [
        ("acrylamide_trials.xlsx", xlsx([
            ("trials", [
                ["trial", "date", "PEF_kJ_kg", "enzyme_ASNU_L", "contact_min", "CaCl2_pct", "acrylamide_ppb",
                 "agtron", "pass"],
                ["W1", "2025-09-09", 0, 0, 0, 0, 780, 49, "N"],
                ["W2", "2025-09-09", 0, 10000, 10, 0, 520, 53, "N"],
                ["W3", "2025-09-10", 1, 10000, 5, 0, 410, 55, "N"],
                ["W4", "2025-09-23", 1, 10000, 10, 0, 290, 58, "Y"],
                ["W5", "2025-09-23", 0, 0, 10, 0.5, 690, 50, "N"],
                ["W4-R", "2025-10-07", 1, 10000, 10, 0, 335, 56, "Y"],
            ]),
        ])),
        ("line_trial_notes.txt", text("""
Line 3 trial notes - acrylamide reduction, trials Sept-Oct 2025
St. John Valley Potato Products, Grand Falls NB
Crop 2024 Russet Burbank, end of storage, room 6 (reducing sugars 0.21% fw at start)

Target from QA (March memo): finished fry (175 C / 3 min finish fry) acrylamide below 350 ppb, Agtron colour 55 or lighter, no texture loss. Line speed stays 4 t/h -> enzyme contact can't exceed 12 min (dip tank size).
Problem: asparaginase works in the lab with 20-30 min dips at 50 C; we have 12 min and the enzyme has to get into a 9 mm strip. PEF (pulsed electric field) is sold for softer cutting - nobody could say if it opens the cells enough for the enzyme to get in faster on our strips.

Sept 9 - W1 control: blanch 75 C 10 min, SAPP dip, par-fry. Samples to lab.
Sept 9 - W2: blanch + asparaginase 10,000 ASNU/L, 10 min @ 40 C.
Sept 10 - W3: PEF 1 kJ/kg before cutting + asparaginase 5 min.
Sept 23 - W4: PEF 1 kJ/kg + asparaginase 10 min. Strips a bit softer at the cutter, less shatter.
Sept 23 - W5: no enzyme, calcium chloride 0.5% dip 10 min (cheap option the supplier suggested).
Oct 7 - repeat of W4 (W4-R) on room 8 potatoes (sugars 0.28%).
Oct 21 - lab results back (LC-MS/MS, outside lab, all finish-fried 175 C / 3 min):
  W1 780 ppb, Agtron 49
  W2 520 ppb, Agtron 53
  W3 410 ppb, Agtron 55
  W4 290 ppb, Agtron 58
  W5 690 ppb, Agtron 50 - CaCl2 does nothing useful, ruled out
  W4-R 335 ppb, Agtron 56 - still under 350 with higher-sugar potatoes
Texture panel (n=8) on W4: no difference vs W1 (triangle test, p=0.41).
""")),
        ("q3_board_update.md", text("""
# Q3 update to the board - product development

## Acrylamide project (SR&ED)
Summary, Oct 31: PEF pre-treatment plus a 10 min asparaginase dip (W4) brings finished-fry acrylamide to 290 ppb, and 335 ppb on higher-sugar potatoes, both under the 350 ppb target, with no texture change and no line-speed loss. Enzyme alone at 10 min (520 ppb) is not enough at our contact time, confirming that the enzyme can't get into the strip fast enough without PEF. Next: full-shift run in November, enzyme cost per tonne.

## Marketing (from Julie - draft copy for the retail bag)
"Golden, crispy and naturally better. Our ClearCrisp fries are made from 100% New Brunswick potatoes, grown by families who've farmed the valley for generations."
Launch promo idea: buy 2 get 1 free at Atlantic grocery partners in January. Shelf-talkers and a 15-second radio spot.

## Capex
Second PEF treatment chamber - quote pending.
""")),
    ],
)

# ---------------------------------------------------------------------------
# T13 UV-LED powder coating on MDF (manufacturing, QC) - targets in plan PDF, dated summary in DOCX
# ---------------------------------------------------------------------------
case(
    {
        "name": "uv_powder_mdf_cure",
        "question": "Draft the T661 lines 242, 244 and 246 from the test plan, results sheet and conclusions memo.",
        "facts": {
            "242": [["120 C"], ["50 MEK double rubs", ">= 50"], ["60 um"], ["TiO2", "outgassing point"]],
            "244": [["365 nm"], ["pre-heat", "Pre-heating"], ["catalytic gas IR", "catalytic IR"], ["60 s"]],
            "246": [["70 and 72", "72 double rubs"], ["1 per dm2", "1/dm2"], ["ruled out for MDF"], ["114-115 C"]],
        },
        "dates": ["2025-08-05", "2025-08-06", "2025-08-19", "2025-08-20", "2025-09-02", "2025-09-12"],
        "noise": [],
        "bindings": [
            {"value": "22 double rubs", "subject": "U2", "others": ["U3", "U4"]},
            {"value": "12 pinholes/dm2", "subject": "U3", "others": ["U4", "U2"]},
            {"value": "131 C", "subject": "U5", "others": ["U4", "U3"]},
        ],
    },
    [
        ("uv_powder_test_plan.pdf", pdf([
            ("title", "Test plan - UV-curable powder on MDF cabinet doors"),
            ("p", "Ebenisterie Laurentides inc., Saint-Jerome QC - finishing line project"),
            ("h1", "Objective and targets"),
            ("b", "MDF surface temperature max 120 C during melt and flow (above this the MDF outgasses: pinholes, edge swelling)"),
            ("b", "Solvent resistance >= 50 MEK double rubs"),
            ("b", "Cross-hatch adhesion 5B (ASTM D3359)"),
            ("b", "Line speed >= 3 m/min; film 70-90 um on faces and >= 60 um on routed edges"),
            ("h1", "Technical uncertainty"),
            ("p", "UV-curable powders need an IR melt step before the UV cure. Powder suppliers publish cure "
                  "windows for metal and for thin clear coats; ours is a white, TiO2-pigmented 80 um film, "
                  "which absorbs UV strongly and may not cure through with LED lamps (narrow 395 nm band). At "
                  "the same time the melt has to stay below the MDF outgassing point. We do not know whether a "
                  "melt and cure window exists that satisfies both."),
            ("h1", "Variants"),
            ("table", [
                ["ID", "IR melt", "UV source", "Other"],
                ["U1", "medium-wave IR 90 s", "mercury arc (reference)", "-"],
                ["U2", "medium-wave IR 90 s", "LED 395 nm, 8 W/cm2", "-"],
                ["U3", "medium-wave IR 60 s", "LED 395 + 365 nm dual", "-"],
                ["U4", "medium-wave IR 60 s", "LED 395 + 365 nm dual", "MDF pre-heat 60 C, 10 min"],
                ["U5", "catalytic gas IR 45 s", "LED 395 + 365 nm dual", "-"],
            ]),
            ("h1", "Equipment"),
            ("p", "Conveyor 0.5-6 m/min; 2 x 6 kW medium-wave IR panels; catalytic IR panel (on loan from the "
                  "supplier); LED heads 395 nm and 365 nm; IR thermometer plus thermocouples on the panel "
                  "surface; MEK rub per ASTM D5402."),
        ])),
        ("uv_cure_results.csv", text("""
id,date,variant,panels,line_m_min,max_surface_C,film_face_um,film_edge_um,MEK_double_rubs,adhesion,pinholes_per_dm2,result,comment
1,2025-08-05,U1,5,3.0,128,82,64,>100,5B,9,ref,"Hg reference, surface too hot"
2,2025-08-05,U2,10,3.0,126,80,61,22,3B,10,FAIL,"under-cured white, soft"
3,2025-08-06,U2,10,2.0,127,84,62,31,3B,11,FAIL,slower line still under-cured
4,2025-08-19,U3,10,3.0,118,81,63,65,4B,12,FAIL,"cure ok, pinholes"
5,2025-08-20,U4,10,3.0,114,80,66,70,5B,1,PASS,preheat fixes pinholes
6,2025-09-02,U5,10,3.5,131,79,58,58,4B,3,FAIL,"blistering on 7 of 10 panels, ruled out"
7,2025-09-02,U4,10,3.2,115,82,64,72,5B,1,PASS,repeat at 3.2 m/min
""")),
        ("uv_powder_conclusions.docx", docx([
            ("title", "UV powder on MDF - conclusions"),
            ("h1", "Summary"),
            ("p", "Summary, September 12, 2025: the dual-wavelength LED cure with a short 60 s IR melt and a 60 C "
                  "MDF pre-heat (U4) is the only setup that met all targets in the August-September trials: "
                  "70 and 72 double rubs, 5B adhesion, 114-115 C maximum surface temperature, and pinholes "
                  "down to 1 per dm2."),
            ("h1", "Findings"),
            ("b", "Single-wavelength 395 nm LED (U2) did not cure the white film through: only 22 double rubs at "
                  "3 m/min, 31 even at 2 m/min. Adding 365 nm fixed the cure (65 double rubs)."),
            ("b", "Shortening the IR to 60 s kept the surface under 120 C, but U3 still had 12 pinholes/dm2 from "
                  "MDF outgassing. Pre-heating the boards to 60 C for 10 min before powdering drove the moisture "
                  "out first and cut pinholes to 1/dm2."),
            ("b", "Catalytic gas IR (U5) overheated the surface to 131 C and blistered 7 of 10 panels - ruled "
                  "out for MDF."),
            ("b", "The mercury reference (U1) cured fully but ran at 128 C surface, which confirms that the IR "
                  "melt, not the UV source, was what overheated the boards."),
            ("h1", "Decision"),
            ("p", "Go to a production trial with the U4 settings at 3.2 m/min."),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# T14 LoRa soil-moisture sensor firmware + calibration (electronics / software, SK)
# ---------------------------------------------------------------------------
case(
    {
        "name": "soil_sensor_battery_life",
        "question": "Write up 242, 244 and 246 for the sensor firmware + calibration work (notes, bench sheet and cal memo attached).",
        "facts": {
            "242": [["5 yr"], ["65 uA"], ["+/-3% VWC"], ["thermistor alone", "salinity"]],
            "244": [["power-gated", "gate the oscillator"], ["ADR", "2 readings per uplink"], ["quadratic"], ["Three soils", "6 h hold"]],
            "246": [["58 uA", "61 uA"], ["+/-2.7%"], ["straight-line correction", "error is curved"], ["5.9 yr", "5.6"]],
        },
        "dates": ["2025-05-12", "2025-05-13", "2025-05-26", "2025-05-27", "2025-05-28", "2025-06-09",
                  "2025-06-10", "2025-06-11", "2025-06-12", "2025-06-23", "2025-06-25"],
        "noise": [],
        "bindings": [
            {"value": "182 uA", "subject": "b112", "others": ["b125", "b140"]},
            {"value": "+/-4.6%", "subject": "b131", "others": ["b140", "b125"]},
            {"value": "+/-7.8%", "subject": "b125", "others": ["b131", "b140"]},
        ],
    },
    [
        ("firmware_notes.md", text("""
# FP-200 firmware notes - FieldPulse Sensors (Regina)

Spec we committed to the co-op: 5 yr on 2x AA lithium (3000 mAh) with a 15 min LoRaWAN uplink -> average current must be <= 65 uA. Soil moisture accuracy +/-3% VWC from 0 to 40 C soil temp.

## Week of May 12
- b112 (= shipping fw on the beta units) on the bench, PPK2 current logger, 24 h: avg 182 uA, ~1.9 yr. Radio TX is 41% of the charge, sensor oscillator running between reads is 38%!
- Plan: batch readings + ADR, gate the oscillator.

## Week of May 26
- b118: 2 readings per uplink (30 min uplink, 15 min sampling - co-op OK'd this), ADR on. Avg 96 uA.
- b125: + oscillator power-gated via load switch, 5 ms settle before each read. Avg 58 uA -> 5.9 yr calc. Current target met.
- BUT b125 readings drift with temperature - see cal memo. Oscillator freq shifts with board temp and with soil EC.

## Week of Jun 9
- b131: linear temp comp from the onboard NTC. Chamber: +/-4.6% VWC worst case over 0-40 C. Not enough - the error is curved, biggest at the ends.
- b140: quadratic temp comp + EC term from a 2nd electrode pair. Avg current 61 uA (the extra read costs 3 uA).

## Week of Jun 23
- b140 chamber result +/-2.7% VWC (see memo). Both specs met. Release candidate.
""")),
        ("battery_life_bench.xlsx", xlsx([
            ("bench", [
                ["build", "bench_date", "uplink_min", "sampling_min", "ADR", "osc_gated", "temp_comp",
                 "avg_current_uA", "est_life_yr", "meets_current"],
                ["b112", D("2025-05-13"), 15, 15, "N", "N", "none", 182, 1.9, "N"],
                ["b118", D("2025-05-27"), 30, 15, "Y", "N", "none", 96, 3.6, "N"],
                ["b125", D("2025-05-28"), 30, 15, "Y", "Y", "none", 58, 5.9, "Y"],
                ["b131", D("2025-06-10"), 30, 15, "Y", "Y", "linear", 58, 5.9, "Y"],
                ["b140", D("2025-06-11"), 30, 15, "Y", "Y", "quadratic + EC", 61, 5.6, "Y"],
            ]),
        ])),
        ("sensor_calibration_memo.docx", docx([
            ("title", "FP-200 moisture calibration across temperature"),
            ("h1", "Background"),
            ("p", "The FP-200 measures soil moisture with a capacitive probe read as an oscillator frequency. "
                  "Factory calibration is done at 22 C in a low-salinity loam. Prairie soils in the co-op's "
                  "fields run from 0 to 40 C in season and up to 4 dS/m EC on saline patches."),
            ("h1", "Why this needed testing"),
            ("p", "Probe makers publish temperature coefficients for their own probes in sand; our probe and "
                  "board are our own design, and both the dielectric of wet soil and our oscillator drift with "
                  "temperature. It was not known whether a compensation from the onboard thermistor alone "
                  "could bring the error under +/-3% VWC over the full range, or whether salinity also had to "
                  "be measured."),
            ("h1", "Method"),
            ("p", "Three soils (sandy loam, clay loam, saline clay at 4 dS/m), each packed at 3 moisture levels "
                  "(10, 25 and 40% VWC, checked gravimetrically). Environmental chamber stepped through 0, 10, "
                  "20, 30, 40 C with a 6 h hold per step. 6 probes. Error = probe reading minus gravimetric VWC."),
            ("h1", "Results"),
            ("p", "June 12, 2025 - b131 (linear compensation): worst-case error +/-4.6% VWC, at 0 C and 40 C in "
                  "the saline clay. The error curve is bowed, so a straight-line correction cannot fit both ends. "
                  "In the same chamber run, b125 with no compensation had a worst case of +/-7.8% VWC."),
            ("p", "June 25, 2025 - b140 (quadratic temperature term + EC term from the second electrode pair): "
                  "worst case +/-2.7% VWC across all three soils and all temperatures. A single-point EC "
                  "correction tried the same day in the saline clay gave +/-5.1% and was dropped."),
            ("h1", "Conclusion"),
            ("p", "Temperature compensation alone is not enough in saline soil; the EC measurement is needed. "
                  "Linear compensation is ruled out."),
        ])),
    ],
)


if __name__ == "__main__":
    casegen.write_cases()
