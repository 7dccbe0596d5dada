#!/usr/bin/env python3
"""Writes the logbook_first_5 held-out cases (one record file + case.json per folder) and checks them.

Run:  python3 tests/quality/logbook_first_5/make_cases.py [-v]
Schema: same as logbook_first_4 (see tests/quality/logbook/README.md); written by a hand that had
not read the engine.

Each record is written once, in a light markup, and both the record file and case.json are derived
from it, so a labelled sentence can never drift from the record text:
  @{YYYY-MM-DD}       at the start of the line where a dated entry begins (its date line);
  @{YYYY-MM-DD late}  the same, for an entry written late (it must sit after a later-dated entry);
  {A|...} {R|...} {H|...} {C|...} {N|...}   a sentence labelled activity / result / hypothesis /
                      conclusion / next_step, belonging to the entry above it;
  {U|...}             undated text (preamble, footer, to-do list) that belongs to no entry.
Everything else (titles, date headings, bullets) is written to the record as is and labelled nothing.

Checks (on the written record, independently of the markup):
  * every sentence text and every undated text occurs exactly once in the record, on one line, and
    no two texts overlap;
  * 8-14 entries and 40-80 labelled sentences per record;
  * entry dates strictly increase in case.json; entries sit in the file in date order except those
    declared late, which must follow a later-dated entry;
  * the date line of every entry carries a written date (ISO, slashed read by the locale, English
    or French month names, with or without a weekday or a year) that reads as the entry's date, and
    every written weekday on a date line matches its date;
  * `ambiguous` follows the README rule for slashed dates (both parts <= 12 and different, and no
    slashed date in the file with a part > 12 to settle the order).
With -v the leftover text (titles, date headings, bullets) and the dates found outside date lines
(references back to other runs, planned dates) are printed for eyeballing.
"""
import datetime as dt
import json
import os
import re
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
LABEL = {"A": "activity", "R": "result", "H": "hypothesis", "C": "conclusion", "N": "next_step"}
CASES = []


def case(name, language, locale, record_name, marked, note=""):
    CASES.append(dict(name=name, language=language, locale=locale, record_name=record_name,
                      marked=marked.strip("\n") + "\n", note=note))


# ==================================================================================================
# CASES
# ==================================================================================================

# 1 ------------------------------------------------------------------------------------------------
# en-CA weld-shop notebook. Date forms mixed in one file: ISO after a prefix ("Bench log 2025-02-03:"),
# yearless "Feb 5" / "Mon Feb 10" / "Wed Feb 19", day/month slashes settled by 17/02/2025 (so
# 12/02/2025 is not ambiguous), "Feb. 24, 2025", "3 Mar 2025", ISO after a rig name, a full
# "Friday, March 14, 2025" review. Shop shorthand: settings (140 A, 90 mm/min, 32 g/min) are
# activity, readings (7 of 10 cracked, 43 HRC, 3.9 g) are results. A planned "week of March 24" in a
# next step is not an entry.
case(
    "sweep_hardfacing_carbide_spalling", "en", "en-CA", "pta_cell2_sweep_notebook.txt",
    """
Sweep hardfacing — carbide overlay cracking and spalling (PTA cell 2)
{U|Prairie Iron Works Ltd., Swift Current SK. Part: 12 in. low-draft sweep, 1080 steel, quenched and tempered to 45 HRC.}
{U|Overlay: NiCrBSi matrix + 60% spherical WC, one PTA bead along the wing edge.}
{U|Complaint: dealers report the overlay spalling off within 80 acres in stony ground.}

@{2025-02-03}Bench log 2025-02-03: {A|Baseline on 10 sweeps at the current recipe: 140 A, travel 90 mm/min, powder 32 g/min, no preheat.} {R|Dye pen after 24 h: 7 of 10 show transverse cracks across the bead, 3–6 per sweep.} {H|We think the cracks start from the quench stress in the 1080 base, and the overlay can't take the extra shrink on cooling.}

@{2025-02-05}Feb 5 — preheat
{A|10 sweeps preheated to 250 °C in the box oven, same PTA settings, then slow-cooled under a ceramic blanket.}
{R|Dye pen: 2 of 10 cracked, one crack each.}
{R|Wing hardness next to the bead dropped to 38 HRC from 45.}
{C|Preheat stops most of the cracking but softens the wing too much; a 38 HRC wing will fold on the first rock.}

@{2025-02-10}Mon Feb 10
{A|Abrasion trough: 4 baseline sweeps and 4 preheat sweeps ran 8 h in wet sand and 20 mm gravel at 6 km/h.}
{R|Mass loss averaged 6.1 g on the baseline and 5.8 g on the preheat sweeps.}
{R|None of the cracked beads lost a piece in the trough.}
{C|Cracks alone don't explain the spalling; the field failures need impact.}
{H|Suspect the WC sinks to the bottom of the bead at 140 A and leaves a soft, carbide-poor cap that chips when a rock hits it.}

@{2025-02-12}12/02/2025 — sections
{A|Sectioned 2 baseline sweeps across the bead, polished and etched.}
{R|The carbide is packed in the bottom third of the bead; the top 1.2 mm is nearly bare matrix at 48 HRC.}
{C|That fits the sinking theory: the pool stays liquid too long at 140 A and 90 mm/min.}
{N|Next run goes colder and faster.}

@{2025-02-17}Run 5 — 17/02/2025
{A|Dropped to 115 A and raised travel to 130 mm/min, powder held at 32 g/min.}
{A|Preheat kept at 250 °C but the soak cut to 20 min so only the edge gets hot.}
{H|A pool that freezes faster should trap the carbide through the full bead height and put less heat into the wing.}

@{2025-02-19}Wed Feb 19
{R|Section of a Run 5 sweep: carbide spread evenly from root to cap, about 8 particles/mm² at the surface against 2 on the baseline.}
{R|Dye pen: 1 of 10 cracked.}
{R|Wing hardness 43 HRC.}
{R|Bead width came down from 12 mm to 9 mm.}
{C|At 9 mm a single bead no longer covers the 11 mm wear band, so the edge will need two beads.}

@{2025-02-24}Feb. 24, 2025 — two-bead overlay
{A|20 sweeps at 115 A / 130 mm/min, two beads with 50% overlap, 250 °C / 20 min preheat.}
{R|4 of 20 cracked, every crack sitting on the overlap line.}
{R|One sweep lifted a 10 mm flake at the end of the second bead while it cooled.}
{H|We think the second bead reheats the first one and the hard matrix goes through the shrink twice.}
{H|A softer, tougher matrix should ride out the second thermal cycle.}

@{2025-03-03}3 Mar 2025
{A|Matrix swapped to the NiBSi 40 grade (about 40 HRC matrix instead of 55), same 60% WC, same two-bead settings, 20 sweeps.}
{R|0 of 20 cracked.}
{R|Trough mass loss 3.9 g over 8 h, the best so far.}
{C|Well-spread carbide in a tough matrix wears better than a hard matrix with the carbide at the bottom.}

@{2025-03-10}Drop-weight rig, 2025-03-10: {A|10 J drops on the wing edge, 50 drops per sweep, 5 baseline sweeps and 5 NiBSi 40 sweeps.} {R|Baseline overlay chipped on all 5, the first chip at drop 12 on average.} {R|NiBSi 40: one 2 mm chip on 1 sweep at drop 47, the rest untouched.} {C|The soft matrix is what stops the spalling.}

@{2025-03-14}Friday, March 14, 2025 — production review
{C|The NiBSi 40 two-bead recipe at 115 A / 130 mm/min with the short 250 °C preheat goes into the spring run.}
{R|Cycle time is 4.6 min per sweep against 3.1 min for the old single bead.}
{C|The extra 1.5 min is accepted because warranty spalls cost far more.}
{N|Next: 200 sweeps off cell 2 the week of March 24, and 30 of them to the Kindersley dealer for a field trial at seeding.}
{N|Write up the WPS and train the second-shift operator before then.}

{U|Consumables: NiBSi 40 powder 2 × 25 kg on order; 2.4 mm tungsten electrodes, 1 box.}
{U|— D. Friesen, weld cell lead}
""",
)

# 2 ------------------------------------------------------------------------------------------------
# en-US production-line log with month/day slashes only, none with a part > 12, so every date line
# but 3/3/2025 is ambiguous (read month/day). One two-digit year ("2/5/25"), a zero-padded
# "03/12/2025", slashes without a year inside sentences ("the 3/5 batch") that refer back and are not
# entries, a switch-over "later this month" in a next step. Settings (9 mL/min, 450 °F / 75 min) are
# activity; gauge readings and tape/scrub scores are results; "probably why" is a hypothesis.
case(
    "skillet_preseason_flaking_us", "en", "en-US", "line2_preseasoning_log.txt",
    """
Pre-seasoning line — flaking on 10 in. skillets
{U|Ridgeline Cookware, Chattanooga, TN. Line 2: blast, hot rinse, electrostatic oil spray, 3-zone conveyor oven.}
{U|Complaint: about 4% of reviews mention black flakes coming off in the first week of use.}
{U|Tests: cross-hatch tape (ASTM D3359, 0B–5B), 50-stroke chain-mail scrub, fried-egg release.}

@{2025-02-03}Line check 2/3/2025 — {A|Pulled 12 skillets from the regular run: soybean oil blend, 2 coats, 450 °F for 60 min each coat, conveyor at 4 ft/min.} {R|Cross-hatch came in at 2B–3B, and 5 of 12 shed flakes in the chain-mail scrub.} {R|Flakes peel from the bottom of the cooking surface in sheets, bare gray iron underneath.} {H|We suspect the first coat is going on too thick and only cures at the top, so the film sits on a soft, gummy layer.}

@{2025-02-05}2/5/25: {A|Film build measured with the eddy-current gauge on 12 pans from the same run, 5 spots per pan.} {R|First coat averages 1.5 mils, 2.4 mils in the pour spouts; the oil supplier wants 0.4–0.6 mil per coat.} {R|Spouts and the handle end get the heaviest film because the two guns overlap there.} {C|The guns are putting down roughly three times the film the oil can cure through.}

@{2025-02-10}Trial A, 2/10/2025
{A|Dropped the spray pump from 22 to 9 mL/min and added a third coat to keep the total build.}
{A|Same 450 °F / 60 min bake per coat, 24 pans.}
{R|Film per coat now 0.5–0.7 mil.}
{R|Cross-hatch 4B on 20 of 24, 3B on the rest.}
{R|Scrub test: 1 of 24 flaked, a dime-size spot near the handle.}
{C|Thinner coats fix most of it, but a third coat cuts line throughput by a third.}

@{2025-02-12}Maintenance log 2/12/2025: {A|Oven survey with a 6-channel data logger riding the conveyor.} {R|Zone 3 runs 40 °F below setpoint, and the handle end of each pan lags the center by 55 °F at the end of the bake.} {H|That cold handle end is probably why the remaining flakes sit near the handle.} {N|Next: get the burner tech in to clean the zone 3 orifice.}

@{2025-03-03}3/3/2025 — {A|Zone 3 burner orifice cleaned and the oven rebalanced; 450 °F now holds within ±10 °F at the handle.} {A|Ran 24 pans with 2 thin coats at 9 mL/min and a longer 75 min bake instead of three coats.} {H|If cure depth is the real limit, two thin coats baked longer should match the three-coat result.}

@{2025-03-05}QC bench, 3/5/2025
{R|Cross-hatch 4B–5B on all 24.}
{R|Scrub test: 0 of 24 flaked.}
{R|Egg release: the egg slid off 22 of 24 pans at the first lift, 2 stuck at the spout.}
{C|Two thin coats with the 75 min bake are as good as three coats and keep the line at 2 passes.}

@{2025-03-10}3/10/2025 — oil blend
{A|Swapped the soybean blend for the supplier's high-oleic canola with 2% flaxseed, same 2-coat / 75 min recipe, 24 pans.}
{R|Film per coat 0.6 mil, same as the soybean blend.}
{H|We expect the flax to crosslink harder and widen the scrub margin.}

@{2025-03-12}03/12/2025 — {A|Same QC bench tests on all 24 canola/flax pans.} {R|Cross-hatch 5B on 23 of 24.} {R|But the canola/flax film cured a brown-bronze instead of black, and 6 of 24 show tan streaks.} {R|Odor panel: 3 of 5 people flagged a fishy smell at first heat-up.} {C|Flax isn't worth the color and smell complaints; we stay on the soybean blend.}

@{2025-04-07}04/07/2025 — 4-week check
{A|Used 6 pans from the 3/5 batch daily in the test kitchen for 4 weeks, with a dishwasher cycle once a week as the worst case.}
{R|No flaking on any pan.}
{R|The dishwasher pans turned dull gray at the rim, and one shows orange rust spots on the underside.}
{C|The new film holds up to abuse; the rust is a bare-edge problem, not adhesion.}
{N|Next step: add a rim nozzle to the spray booth, then rerun the dishwasher test.}

@{2025-04-10}4/10/2025 — change review
{C|Approved: 9 mL/min spray, 2 coats, 75 min at 450 °F, with zone 3 checked by the logger every Monday.}
{N|Production switches over after the oven PM later this month.}
{N|Quality will track flake complaints for 90 days after the switch.}

{U|Prepared by: M. Haskins (process eng.)   Reviewed: T. Oduya (QA)}
""",
)

# 3 ------------------------------------------------------------------------------------------------
# en-CA software + hardware dev log across the year boundary: "Mon Dec 2" ... "Tue Dec 17" (2024,
# year only in the title "winter 2024-25"), one ISO date after a prefix ("dev log 2024-12-11 —"), then
# yearless "Thu Jan 9" ... "Mon Feb 3" that belong to 2025, "Jan 27 — line speed trial", and a
# review with the date at the end of its heading ("Week review, Feb 10 2025"). Model settings
# (30 epochs at lr 1e-4, gain 5×) are activity; recall and rework rates are results.
case(
    "pinbone_xray_superchill_ice", "en", "en-CA", "pinbone_xray_devlog.md",
    """
# Pin-bone X-ray detection — dev log, winter 2024-25

{U|Tidewater Vision Systems Inc., Saint John NB. Line: dual-energy X-ray scanner at 0.4 mm/pixel over the trim belt at the Blacks Harbour salmon plant.}
{U|Model: U-Net bone segmentation, v3, trained on 6,200 labelled fillets from summer 2024.}
{U|Target: at least 98% of pin bones flagged, at most 2% of clean fillets sent to rework.}

@{2024-12-02}### Mon Dec 2
{A|Ran v3 live on shift 1 for the first time since the plant switched to superchilled fillets at −1.5 °C.}
{A|Plant QA checked 400 fillets by hand with tweezers for comparison.}
{R|Recall on those 400 dropped to 91%, and 9% of clean fillets were kicked to rework.}
{R|Most false alarms are thin bright streaks along the skin side.}
{H|We think ice crystals forming in the superchilled skin layer look like bone in the high-energy channel.}

@{2024-12-05}### Thu Dec 5
{A|Scanned 40 fillets twice: once superchilled, once after 2 h tempering to +2 °C.}
{R|The streaks fade on the tempered scans, and false alarms fall from 31 to 4.}
{C|Ice is the source of the false alarms.}
{C|Tempering isn't an option on the line, so the model has to learn to ignore ice.}

@{2024-12-11}dev log 2024-12-11 — {A|Labelled 1,100 superchilled fillets from the last two weeks, with ice streaks marked as their own class.} {A|Fine-tuned v3 into v3.1 for 30 epochs at lr 1e-4, ice as a negative class.} {H|Giving the model an explicit ice class should cut false alarms without costing recall.}

@{2024-12-17}### Tue Dec 17
{A|Shadow run of v3.1 next to v3 over a full shift, 620 fillets hand-checked.}
{R|False rework down to 3.2%.}
{R|Recall only 93%: the missed bones are nearly all in the belly flap, where the fat is thickest.}
{H|Suspect the thick belly hardens the beam enough that the low-energy channel saturates and the thin bones disappear.}
{N|Plan: pull raw detector counts after the holidays, not just the normalized images.}

@{2025-01-09}### Thu Jan 9
{A|Logged raw 16-bit counts on 200 fillets.}
{R|In the belly flap the low-energy channel hits the top of the detector range on 38% of pixels.}
{C|It is saturation, not the model.}
{A|The scanner vendor's service tech cut the low-energy gain from 8× to 5×.}

@{2025-01-14}### Tue Jan 14
{R|No saturated pixels in 200 belly flaps at 5× gain.}
{R|Image noise in the thin tail section went up by about 40%.}
{A|Retrained v3.1 on 900 fillets re-scanned at the new gain, giving v3.2.}
{H|The network should cope with the extra tail noise now that the belly has real signal.}

@{2025-01-20}### Mon Jan 20
{A|v3.2 shadow run, full shift, 700 fillets hand-checked.}
{R|Recall 97.6%, false rework 2.4%.}
{R|6 of the 17 misses are bones under 0.3 mm thick, less than a pixel wide.}
{C|Closer to target, but resolution now limits the smallest bones.}
{N|Try upsampling the belly crops next.}

@{2025-01-27}### Jan 27 — line speed trial
{A|Belly crops upsampled 2× before the model, tail left as is, and the belt slowed from 28 to 22 m/min to get 0.3 mm/pixel along the belt.}
{R|Recall 98.4% and false rework 1.9% on 500 fillets.}
{R|The trim line backed up at 22 m/min; throughput fell 21%.}
{C|Slowing the belt is off the table.}

@{2025-02-03}### Mon Feb 3
{A|Back at 28 m/min with the 2× upsampling kept, plus a second pass that re-scores only the belly crop with a model trained on high-zoom labels (v3.3).}
{R|Recall 98.2%, false rework 1.8%, latency 41 ms per fillet against a 60 ms budget.}
{R|GPU load on the line PC peaks at 71%.}
{C|v3.3 meets both targets at full belt speed.}

@{2025-02-10}### Week review, Feb 10 2025
{C|Plant QA signed off on v3.3 for production from the next sanitation shutdown.}
{N|Next: two weeks of monitoring with 100 fillets a day hand-checked, and fresh (not superchilled) fillets collected in June to check the model hasn't forgotten them.}
{N|Write the SR&ED summary of the December–February work before the filing meeting.}

{U|Compute: fine-tuning on the RTX 4090 box, about 3 h per run.}
{U|Log kept by P. Arsenault (ML) and R. LeBlanc (controls).}
""",
)


# 4 ------------------------------------------------------------------------------------------------
# en-CA composites R&D notebook, March 2025, every entry in a different date form: "3 Mar 2025" at
# the end of a heading, day/month "04/03/2025" settled by 11/03 and 14/03, "Thurs., Mar. 6, 2025",
# "Mon Mar 10", a late "(Late entry) Wed 12 Mar" written after the 14/03 entry, "Mar 18" mid-heading,
# ISO after a prefix ("Field, 2025-03-19:"), "April 2, 2025". "From the 18 Mar run" inside a
# sentence refers back and is not an entry. What the part did ("buzzed on every shot") is a result.
case(
    "hockey_blade_heel_debond_cold", "en", "en-CA", "blade_heel_rnd_notebook.txt",
    """
Blade heel delamination — cold slapshot testing (R&D notebook, March 2025)
{U|Northbound Hockey Ltd., Cambridge ON. Blade: PMI foam core wrapped in 12 plies of UD carbon prepreg, compression-moulded.}
{U|Rig: air cannon firing a frozen puck at 150 km/h onto the heel, blade held at −20 °C in the cold box between shots.}
{U|Pass = 500 shots with no debond on the C-scan.}

@{2025-03-03}Layup L1 — 3 Mar 2025
{A|6 blades laid up to the production recipe and moulded 30 min at 135 °C, 8 bar.}
{A|Cold cannon on all 6 at −20 °C, C-scan every 50 shots, plus 2 blades fired at +20 °C as controls.}
{R|The heel skin came away from the core on 5 of 6 cold blades, first debond between shot 150 and 250.}
{R|On blade 4 the crack ran 40 mm up the heel and the blade buzzed on every shot after 220.}
{R|Both room-temperature controls went 500 shots clean.}

@{2025-03-04}04/03/2025 — sections
{A|Cut blades 2 and 4 through the heel.}
{R|Clean failure at the foam surface: resin on the skin side, bare foam cells on the core side.}
{R|Foam cells at the heel are crushed 0.8 mm deep where the mould pinches the heel.}
{H|We think the pinch crushes the cells during moulding and the skin ends up bonded to a weak crushed layer.}

@{2025-03-06}Thurs., Mar. 6, 2025 — {A|Heel pinch in the mould relieved by 0.5 mm with a shim on the lower half.} {A|L2: 6 blades, otherwise the same recipe.} {R|First blade out of the shimmed mould shows no visible crush at the heel.} {H|Without the crushed layer the skin should hold past 500 shots.}

@{2025-03-10}Mon Mar 10
{R|L2 cold cannon: 2 of 6 debonded, at shots 320 and 410.}
{A|Cut the 2 failed L2 blades through the heel.}
{R|Sections show no crushed cells, but the failure is still at the foam surface.}
{C|Relieving the pinch helped, but the skin-to-foam bond is still the weak link at −20 °C.}
{H|Suspect the resin goes brittle in the cold right at the interface, where the foam takes the thermal strain.}

@{2025-03-11}11/03/2025 — {A|Flatwise tension coupons, foam sandwiches bonded with the standard resin and with a rubber-toughened film, 5 each at +20 °C and −20 °C.} {R|Standard resin: 2.9 MPa at +20 °C and 1.6 MPa at −20 °C.} {R|Toughened film: 2.7 MPa and 2.5 MPa.} {R|The toughened coupons failed in the foam, not at the bond line.} {C|The standard resin loses almost half its bond in the cold; the toughened film barely moves.}

@{2025-03-14}14/03/2025 — L3
{A|L3: 6 blades with a toughened film (150 g/m²) between the foam and the first ply, shimmed mould, same cure.}
{R|Blade weight up 6 g, to 442 g.}
{H|We expect the film to carry the bond at −20 °C and get every blade past 500 shots.}
{N|Cold cannon on L3 Monday, same protocol.}

@{2025-03-12 late}(Late entry) Wed 12 Mar — {A|Cure check on the toughened film in the DSC, 30 min at 135 °C.} {R|Degree of cure 94%, Tg 128 °C.} {C|The film cures fine on the blade schedule, no need to stretch the cycle.}

@{2025-03-18}Cold cannon Mar 18, L3
{R|6 of 6 blades reached 500 shots with no debond on the C-scan.}
{A|Kept going to failure on 2 blades.}
{R|They cracked through the hosel at 910 and 1,040 shots, heel still bonded.}
{C|The heel is no longer the weak point.}

@{2025-03-19}Field, 2025-03-19: {A|10 L3 sticks handed to the U18 AAA team for two weeks of outdoor practice at −10 to −15 °C.} {A|Each stick tagged with its C-scan ID from the 18 Mar run.} {N|Tap test and C-scan when they come back.}

@{2025-04-02}April 2, 2025 — {R|All 10 practice sticks back: no heel debond on the C-scan, one toe chipped from a post.} {R|Players noticed no difference in feel, apart from one who found the blade a bit stiffer.} {C|Decision: the toughened interface film and the shimmed heel go into the fall 2025 production blades.} {N|Next: rerun the cold cannon on first-article blades from the production mould in June.}

{U|Materials used: 2 rolls toughened film (150 g/m²), 1 shim set for the heel, 40 frozen pucks.}
{U|— K. Mistry, composites R&D}
""",
)

# 5 ------------------------------------------------------------------------------------------------
# en-CA product-development log across the year boundary: "Dec 18, 2024" then yearless "Jan 8",
# "Mon. Jan. 13", ISO after a prefix ("Weld cell 2025-01-15:"), "22/01/2025" (day/month, settled by
# itself), "28 Jan 2025", "Feb. 3", a date at the end of a heading ("Full shelter, Thursday,
# February 6, 2025 —"), "Review, 2025-02-12:". "The Jan 8 strips" refers back. Settings (8 kW,
# weld 4.0 s, 0.3 MPa) are activity; "the seam opened at cycle 40" is a result.
case(
    "ice_shelter_rf_seam_cold_flex", "en", "en-CA", "shelter_seam_cold_flex_log.txt",
    """
Ice shelter RF-weld seams — cold-flex failures
{U|Frostline Outdoor Gear Inc., Lac du Bonnet MB. Shell: 600 D polyester, PVC-coated both sides; seams RF-welded with a 12 mm bar.}
{U|Field complaint: seams at the window corners peel open in use below −30 °C.}
{U|Cold-flex rig: a welded strip 25 mm wide folded ±90° at 30 cycles/min in the −40 °C chamber; the count stops when the seam opens 5 mm.}

@{2024-12-18}Dec 18, 2024
{A|Baseline strips from production welds: 8 kW, weld 4.0 s, cool 3.0 s, 0.3 MPa clamp, 10 strips per condition cut across the seam.}
{R|At +20 °C none of the 10 strips opened in 2,000 cycles.}
{R|At −40 °C the seam opened at cycle 40 on the worst strip and 190 on the best, median 95.}
{R|Every failure starts at the bead edge, where the PVC squeezed out into a thin lip.}
{H|We think the squeeze-out lip acts as a stiff notch that cracks first in the cold and starts the peel.}

@{2025-01-08}Jan 8 — back from shutdown
{A|Weld time cut to 3.0 s and clamp to 0.2 MPa to reduce squeeze-out, power unchanged.}
{A|10 strips for cold flex, 5 for peel.}
{R|Lip width down from 1.4 mm to 0.5 mm.}
{R|Peel at +20 °C fell from 95 N/25 mm to 62 N/25 mm.}
{C|Less squeeze-out, but the weld is now underdone.}

@{2025-01-13}Mon. Jan. 13
{R|Cold flex of the Jan 8 strips: median 140 cycles, best 260.}
{C|A smaller lip helps a little, but the weaker bond gives most of it back.}
{H|Suspect the plasticizer in the top coat is low on this lot; the 2024 fabric felt stiffer than usual at the receiving check.}
{N|Send both fabric lots out for plasticizer content.}

@{2025-01-15}Weld cell 2025-01-15: {A|Swatches of fabric lot 24-311 (2024, production) and lot 23-102 (2023 retained sample) sent out for plasticizer content by extraction.} {A|Also bent both fabrics around a 6 mm mandrel at −40 °C, 5 swatches each.} {R|Lot 24-311 cracked in the coating on 4 of 5; lot 23-102 on 0 of 5.} {H|If the plasticizer is low, the lab should find it well under the 2023 lot.}

@{2025-01-22}22/01/2025 — lab report in
{R|Plasticizer content 31% in lot 23-102 against 24% in lot 24-311.}
{R|Cold-crack temperature per the lab: −46 °C for 23-102 and −34 °C for 24-311.}
{C|The 2024 coating is the main problem; it is already brittle at our −40 °C test.}
{N|Ask the mill for a cold-crack certificate with every lot and quote a −50 °C grade.}

@{2025-01-28}28 Jan 2025
{A|Received 20 m of the mill's arctic grade (rated −50 °C cold crack) and welded strips at the original 4.0 s / 0.3 MPa settings.}
{R|Cold flex median 1,400 cycles; 3 of 10 still opened before 2,000.}
{R|The three that opened all had a squeeze-out lip over 1.2 mm.}
{C|The fabric was most of it, but the lip still matters.}
{H|Arctic fabric with the shorter weld should take every strip past 2,000.}

@{2025-02-03}Feb. 3
{A|Arctic grade at 3.4 s weld and 0.25 MPa clamp, with a 1 mm radius milled on the bar edge to round off the lip.}
{A|10 strips cold-flexed up to 2,000 cycles, 5 peeled.}
{R|Lip 0.4 mm, rounded.}
{R|Peel at +20 °C 88 N/25 mm.}
{R|Cold flex: 10 of 10 past 2,000 cycles without opening.}
{C|Fabric grade, shorter weld and the rounded bar edge together fix the cold seam.}

@{2025-02-06}Full shelter, Thursday, February 6, 2025 — {A|One complete 4-person shelter built with the new fabric and settings and left set up on the lake overnight at −36 °C.} {A|Door and both windows opened and closed 200 times at 7 a.m.} {R|No seam opened; the door zipper froze once and had to be worked free.} {R|Inside stayed 14 °C above outside with one 4,000 BTU heater.}

@{2025-02-12}Review, 2025-02-12: {C|Arctic-grade shell and the 3.4 s / 0.25 MPa recipe with radiused bars approved for the 2025-26 model year.} {R|Fabric cost goes up $14 per shelter.} {R|The weld cycle is 0.6 s shorter than before, so press output goes up slightly.} {N|Next step: cut the new bars for RF press 2 and requalify it before the July build.} {N|The door zipper goes back to the supplier as a separate issue.}

{U|Bars to machine: 3 × 12 mm with 1 mm edge radius (press 1, press 2, spare).}
{U|— L. Kowalchuk, product development}
""",
)


# 6 ------------------------------------------------------------------------------------------------
# fr-CA, cahier de microbrasserie plein d'anglicismes (batch, canning, canneuse, shop), dates mêlées :
# « 3 mars 2025 — », « le 5 mars : », « vendredi 7 mars », « lun. 10 mars », « 12/03/2025 — » (la
# seule date à barres obliques du fichier : ambiguë, lue jour/mois), « Suivi 2025-03-17 : », une
# entrée dont la première phrase porte sa date (« Le 19 mars, on a ... »), « 24 mars — »,
# « 1er avril — », « lun. 14 avril ». « canné le 7 février » et « avant le 2 mai » ne sont pas des
# entrées. Réglages (10 min à 60 °C, soude 2 % à 75 °C) = activité ; lectures (58 psi, UFC) = résultat.
case(
    "fr_kombucha_canettes_bombees", "fr", "fr-CA", "cahier_kombucha_canettes.txt",
    """
Kombucha en canette — canettes bombées (printemps 2025)
{U|Kombucha Boréal inc., Rimouski. Batch de 1 200 L, thé vert, SCOBY maison, 7 jours de ferment à 24 °C.}
{U|Le produit est filtré à 1 µm, carbonaté à 2,8 vol. de CO2 pis canné en 355 mL sur la petite canneuse à 6 buses.}
{U|Problème : des canettes bombent ou fendent chez les détaillants après 3-4 semaines, surtout celles gardées hors frigo.}

@{2025-03-03}3 mars 2025 — {A|Sorti 24 canettes du lot K-118 (canné le 7 février) de l'entrepôt, gardées à 20 °C depuis.} {A|Pression prise au perceur sur chaque canette, Brix pis alcool sur 4.} {R|Pression moyenne de 58 psi, contre 32 psi à la mise en canette.} {R|Le Brix a baissé de 2,1 depuis le canning pis l'alcool est rendu à 1,4 %.} {R|Une canette a fendu au fond pendant le perçage.} {H|On pense que des levures passent le filtre de 1 µm pis refermentent le sucre qui reste dans la canette.}

@{2025-03-05}le 5 mars : {A|Ensemencé des géloses WL avec du produit pris avant pis après le filtre, 3 boîtes chaque.} {A|Incubation 5 jours à 25 °C.}

@{2025-03-07}vendredi 7 mars
{A|Test de forçage : 12 canettes de K-118 mises dans l'incubateur à 30 °C pis 12 au frigo à 4 °C.}
{H|Si c'est de la refermentation, celles à 30 °C devraient bomber en quelques jours pis pas celles du frigo.}

@{2025-03-10}lun. 10 mars
{R|Géloses avant le filtre : un tapis de colonies, trop pour compter.}
{R|Après le filtre : 40 à 65 UFC/mL, des levures au microscope.}
{R|Forçage : 5 canettes sur 12 ont bombé à 30 °C en 3 jours ; au frigo, aucune.}
{A|Test d'intégrité (bubble point) fait sur la cartouche en place.}
{R|Il donne 18 psi alors que la spec est à 28 psi minimum.}
{C|La cartouche est percée, c'est par là que les levures passent.}

@{2025-03-12}12/03/2025 — {A|Cartouche de 1 µm changée pour une neuve.} {R|Bubble point de la neuve : 29 psi.} {A|Ajouté un test de bubble point avant chaque batch dans la procédure.} {A|Lot K-124 filtré pis canné, 48 canettes mises à 30 °C pour vieillir plus vite.} {H|Avec un filtre intact, ça devrait rester stable à 30 °C.}

@{2025-03-17}Suivi 2025-03-17 : {R|K-124 après 5 jours à 30 °C : 36 psi en moyenne, à peine plus qu'au canning.} {R|Mais 2 canettes sur 48 sont déjà à 50 psi.} {H|On soupçonne une contamination après le filtre, dans la canneuse.} {N|Démonter la canneuse mercredi.}

@{2025-03-19}{A|Le 19 mars, on a démonté la canneuse pis passé des écouvillons sur les buses de remplissage, le bol pis les joints.} {R|Les joints des buses 3 et 5 sont fissurés pis noirs en dessous.} {R|ATP à 1 850 RLU sur la buse 3, contre moins de 150 sur les autres.} {C|La buse 3 ensemençait chaque canette qui passait dessous.} {A|Joints changés sur les 6 buses, CIP à la soude caustique 2 % à 75 °C, suivi d'un rinçage acide.}

@{2025-03-24}24 mars — {A|Lot K-131 canné après le CIP, 48 canettes à 30 °C.} {A|Pour comparer, 48 canettes du même lot pasteurisées au tunnel, 10 min à 60 °C (10 UP).} {H|Si le CIP a réglé le problème, les deux séries devraient finir pareil.}

@{2025-04-01}1er avril — {R|K-131 après 8 jours à 30 °C : non pasteurisées à 34 psi, pasteurisées à 33 psi, aucune canette au-dessus de 38.} {R|Brix pis alcool inchangés depuis le canning.} {R|Au panel de 4, aucun changement de goût, sauf un petit goût de « cuit » sur les pasteurisées.} {C|Avec un filtre intact pis une canneuse propre, pas besoin de pasteuriser.}

@{2025-04-14}lun. 14 avril
{R|K-131 à 3 semaines à 30 °C : 35 psi, stable.}
{R|Les K-118 qui restaient en entrepôt ont toutes bombé, pis 2 ont fendu au fond.}
{C|On garde le 1 µm avec un test d'intégrité à chaque batch pis des joints de buse changés aux 3 mois.}
{N|Prochaine étape : rappeler ce qui reste des lots K-115 à K-122 chez les détaillants.}
{N|Faire valider le plan d'échantillonnage par notre consultante en salubrité avant le 2 mai.}

{U|À commander : cartouches 1 µm (caisse de 6), joints de buse en EPDM (2 jeux), géloses WL.}
{U|— Sophie Bérubé, brasseuse en chef}
""",
)

# 7 ------------------------------------------------------------------------------------------------
# fr-CA, journal de soudure robot par-dessus le changement d'année : « Lundi 2 décembre 2024 »,
# « 4 déc. — » (année du titre « hiver 2024-2025 »), « 11/12/2024 » réglée par « 16/12/2024 », puis
# sans année après les Fêtes : « mer. 8 janv. », « Le 13 janvier : », « 27 janv. — » (2025), ISO
# après un préfixe (« Essai 2025-01-20 : »), « 3 février 2025 — réunion prod ». Raccourcis d'atelier :
# 45 pi³/h, 1,5 m/min, 60 % de puissance = activité ; 0,3 m/s, 7 cordons sur 20, −12 °C = résultat.
case(
    "fr_soudure_robot_soufflures_hiver", "fr", "fr-CA", "journal_cellule_robot2_hiver.txt",
    """
Cellule robot 2 — soufflures sur les soudures de traverses (hiver 2024-2025)
{U|Remorques Beauce-Nord ltée, Saint-Georges. Pièce : traverse en C de 6 po soudée au longeron, acier 44W laminé à chaud.}
{U|Recette de base : fil ER70S-6 de 0,045 po, 27 V, 400 po/min de fil, avance de 18 po/min, gaz 90/10 à 35 pi³/h.}
{U|Inspection : visuel à 100 %, une traverse par quart coupée pis attaquée au nital.}

@{2024-12-02}Lundi 2 décembre 2024
{R|Depuis la fin novembre, 6 à 9 cordons sur 20 par châssis ont des soufflures en surface, surtout sur les cordons du bas.}
{R|En octobre, on en voyait presque jamais.}
{R|Débit vérifié à la buse : 35 pi³/h, conforme.}
{H|On pense que le gaz se fait souffler par le courant d'air de la porte 4, qui ouvre pour les livraisons.}
{A|Rideau de lanières installé devant la porte 4.}

@{2024-12-04}4 déc. — {A|Débit de gaz monté de 35 à 45 pi³/h sur les deux torches.} {A|Buses changées pis diffuseurs nettoyés.} {R|Anémomètre à la torche : 0,1 m/s porte fermée, 0,3 m/s porte ouverte avec le rideau.} {R|Encore 7 cordons sur 20 avec des soufflures sur le châssis de l'après-midi.} {C|Le courant d'air est pas la cause : à 0,3 m/s, le gaz est pas dérangé.}

@{2024-12-11}11/12/2024 — {A|Coupé 3 traverses, attaque au nital.} {R|Porosité ronde, fine, répartie dans tout le cordon, pas juste en surface.} {R|Les pires cordons sont ceux soudés dans la première heure du quart de jour.} {H|On soupçonne de la condensation : les longerons rentrent de la cour à −20 °C pis ils suent en arrivant dans la shop à 18 °C.}

@{2024-12-16}16/12/2024 — {A|Thermocouple de contact sur les longerons à l'arrivée à la cellule.} {R|Acier à −12 °C au début du quart, à 14 °C vers 11 h.} {R|Un film d'eau reste visible sur les longerons environ 2 h après l'entrée.} {A|Test : 2 châssis soudés à froid dès l'arrivée, 2 châssis laissés 4 h dans la shop avant la soudure.} {R|Soudés à froid : 8 et 9 cordons sur 20 avec soufflures ; après 4 h : 1 et 0.} {C|C'est l'humidité sur l'acier froid.}

@{2025-01-08}mer. 8 janv.
{C|Retour des Fêtes : attendre 4 h avant de souder, ça marche pas, y'a pas la place pour 2 châssis d'avance dans la shop.}
{A|Essai de préchauffage à la torche au propane sur la zone du joint, jusqu'à 50 °C au crayon thermique.}
{R|Préchauffer une traverse prend 3 min, soit 40 min par châssis.}
{R|Soufflures sur 1 cordon sur 20.}
{C|Ça règle le problème mais ça coûte trop de temps de cycle.}

@{2025-01-13}Le 13 janvier : {A|Rampe de 4 brûleurs infrarouges au gaz naturel installée au-dessus du convoyeur d'entrée, réglée à 60 % de puissance.} {A|Les longerons passent dessous à 1,5 m/min avant d'arriver à la cellule.} {R|Au premier essai à vide, l'acier sort à 22 °C.} {H|Avec 6 min sous la rampe, l'acier devrait sortir au-dessus de 20 °C pis sec, même en début de quart.}

@{2025-01-20}Essai 2025-01-20 : {R|Longerons à 24-31 °C à la sortie de la rampe, secs.} {R|Par contre, ceux du dessus de la pile arrivent avec de la neige collée pis sortent encore mouillés.} {R|Soufflures sur 2 cordons sur 20, toutes sur les longerons enneigés.} {A|Ajouté un coup de soufflette à air avant la rampe pour enlever la neige.}

@{2025-01-27}27 janv. — {A|Production normale avec la rampe pis la soufflette, 3 jours, 18 châssis.} {R|Sur les 3 jours, 5 cordons avec soufflures sur 360, soit 1,4 %.} {R|Coupes au nital propres sur 3 traverses sur 3.} {R|La rampe brûle environ 9 m³ de gaz naturel par quart.} {C|Rampe IR plus soufflette, c'est assez pour revenir au niveau d'octobre.}

@{2025-02-03}3 février 2025 — réunion prod
{C|La rampe reste en place de novembre à avril, pis le débit de gaz de soudage revient à 35 pi³/h.}
{R|Coût du gaz estimé à 1 100 $ pour l'hiver, contre environ 6 000 $ de retouches en décembre.}
{N|Prochaine étape : mettre un abri sur la pile de longerons dans la cour, soumission demandée pour le printemps.}
{N|Vérifier l'hiver prochain si la rampe suffit à −30 °C.}

{U|Pièces : 2 brûleurs IR de rechange, 1 thermocouple de contact.}
{U|— Jean-François Poulin, superviseur soudure}
""",
)

# 8 ------------------------------------------------------------------------------------------------
# fr-CA, journal de labo (semelles de bottes), dates mêlées : « 3 févr. 2025 — », « le 5 février : »,
# « lun. 10 févr. », « Labo 2025-02-12 : », « 17/02/2025 » et « 24/02/2025 » (jour/mois), « Jeudi 20
# février », « 3 mars 2025 — », « le 10 mars : », « Lundi 24 mars », « 1er avril 2025 — réunion ».
# Recette (20 phr, 6 min à 165 °C) = activité ; « Ra de la cavité mesuré à 6,3 µm » = résultat ;
# « probablement », « on pense que », « on soupçonne », « on s'attend à » = hypothèse.
case(
    "fr_semelle_glace_fibres_verre", "fr", "fr-CA", "journal_labo_semelle_t40.md",
    """
# Semelle antidérapante pour glace mouillée — journal de labo, hiver 2025

{U|Bottes Tremblant inc., Saint-Jean-sur-Richelieu. Semelle de la botte de travail T-40, caoutchouc naturel/BR, moulée par compression.}
{U|Test : angle maximal atteignable (MAA) sur la rampe inclinable, glace mouillée à 0 °C, 5 marcheurs avec harnais.}
{U|Cible : MAA d'au moins 7° sur glace mouillée, usure DIN de 150 mm³ au plus.}

@{2025-02-03}**3 févr. 2025** — {A|Semelle actuelle (mélange C-10) testée sur la rampe, 5 marcheurs, 3 essais chacun.} {R|MAA moyen de 4,5° sur glace mouillée, contre 16° sur glace sèche à −10 °C.} {R|Au ralenti, on voit le film d'eau passer sous les crampons du talon, qui flottent dessus.} {H|Le caoutchouc est probablement trop lisse pour percer le film d'eau.}

@{2025-02-05}**le 5 février :** {A|Mélange C-14 : C-10 plus 20 phr de fibres de verre coupées à 0,5 mm, vulcanisé 6 min à 165 °C, 5 paires de semelles.} {H|On pense que les bouts de fibres qui dépassent de la surface vont accrocher la glace comme des mini-crampons.}

@{2025-02-10}**lun. 10 févr.**
- {R|C-14 neuve : MAA de 5,0°, à peine mieux que C-10.}
- {R|Au microscope, les fibres sont couchées à plat pis recouvertes d'une peau de caoutchouc.}
- {C|Les fibres accrochent pas tant qu'elles restent enterrées sous la peau de moulage.}

@{2025-02-12}Labo 2025-02-12 : {A|Semelles C-14 sablées au papier 80 pour enlever la peau, puis 500 m de marche au tapis pour simuler le rodage.} {R|MAA de 8,5° après sablage.} {R|Usure DIN de 128 mm³, dans la spec.} {C|Le sablage expose les fibres, mais on peut pas demander au client de sabler ses bottes.}

@{2025-02-17}**17/02/2025** — {A|Moule modifié : la cavité de la semelle passée au jet de billes de verre pour casser la peau de moulage.} {R|Ra de la cavité mesuré à 6,3 µm, contre 0,8 µm avant.} {H|Une cavité texturée devrait laisser des fibres à nu dès la sortie du moule.}

@{2025-02-20}**Jeudi 20 février**
- {A|5 paires en C-14 moulées dans la cavité texturée, sans sablage.}
- {R|MAA de 7,8° neuves, 8,1° après 500 m de tapis.}
- {R|Par contre, 2 semelles sur 10 ont des bulles sous la surface près du talon.}
- {H|On soupçonne que l'air reste pris dans la texture du moule à la fermeture.}

@{2025-02-24}**24/02/2025** — {A|Ajout de deux respirations (bumping) : presse ouverte 3 s à 30 s pis à 60 s du cycle.} {R|0 bulle sur 20 semelles.} {R|Temps de cycle de 6 min 40 s, 40 s de plus qu'avant.} {C|Le bumping règle les bulles, pis 40 s de plus, c'est acceptable.}

@{2025-03-03}**3 mars 2025** — {A|Test au froid : rampe à −5 °C, glace mouillée et neige tassée, C-14 texturée contre C-10.} {R|Glace mouillée : 7,6° contre 4,4°.} {R|Neige tassée : 14° contre 13°, pas de différence.} {R|Sur glace sèche à −15 °C, C-14 à 17° contre 16°.} {C|Le gain est sur la glace mouillée seulement, c'est exactement là qu'on en avait besoin.}

@{2025-03-10}**le 10 mars :** {A|Abrasion DIN sur 5 éprouvettes prises dans des semelles texturées.} {R|Usure de 141 mm³, encore dans la spec mais proche de la limite.} {R|Les fibres arrachées laissent des petits trous de 0,1 mm, visibles à la loupe.} {H|On s'attend à ce que le MAA baisse avec l'usure si les trous se remplissent de saleté.}

@{2025-03-24}**Lundi 24 mars**
- {A|3 paires portées 3 semaines par les gars de la cour (environ 60 km chacune), puis lavées pis repassées sur la rampe.}
- {R|MAA de 7,4° sur glace mouillée, contre 7,8° neuves.}
- {R|Une semelle a une fissure de 4 mm dans le creux du talon.}
- {C|L'effet tient à l'usage réel ; la fissure est à surveiller, mais c'est un cas isolé.}

@{2025-04-01}**1er avril 2025 — réunion**
- {C|C-14 avec cavité texturée pis bumping adoptée pour la T-40 de l'automne.}
- {R|Coût matière de 0,38 $ de plus par paire.}
- {N|Prochaine étape : commander le jet de billes pour les 4 autres cavités avant le 15 mai.}
- {N|Relancer l'abrasion DIN sur le premier lot de production pis suivre la fissure du talon sur 10 paires.}

{U|À faire : photos au microscope pour le dossier RS&DE, retourner la rampe au labo.}
{U|— Annie Gauthier, technicienne matériaux}
""",
)


# ==================================================================================================
# CHECKS + WRITER
# ==================================================================================================

MARK = re.compile(r"@\{(\d{4}-\d\d-\d\d)( late)?\}|\{([ARHCNU])\|([^{}|]*)\}")
SLASH = re.compile(r"(?<![\d/])(\d{1,2})/(\d{1,2})/(\d{2}|\d{4})(?![\d/])")
ISO = re.compile(r"(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)")
EN_MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
EN_WD = r"(?:(Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\.?,?\s+)?"
EN_MON = r"(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?"
EN_MD = re.compile(EN_WD + EN_MON + r"\s+(\d{1,2})(?:st|nd|rd|th)?\b(?:,?\s+(\d{4}))?")
EN_DM = re.compile(EN_WD + r"(\d{1,2})\s+" + EN_MON + r"(?:,?\s+(\d{4}))?")
FR_MONTHS = {"janv": 1, "févr": 2, "fevr": 2, "mars": 3, "avr": 4, "mai": 5, "juin": 6, "juil": 7,
             "août": 8, "aout": 8, "sept": 9, "oct": 10, "nov": 11, "déc": 12, "dec": 12}
FR_DATE = re.compile(r"(?i)(?:\b(lun|mar|mer|jeu|ven|sam|dim)[a-z]*\.?\s+)?(?:\ble\s+)?\b(\d{1,2})(?:er)?\s+"
                     r"(janv|févr|fevr|mars|avr|mai|juin|juil|août|aout|sept|oct|nov|déc|dec)[a-zéû]*\.?"
                     r"(?:\s+(\d{4}))?")
EN_WDI = {"mon": 0, "tue": 1, "wed": 2, "thu": 3, "fri": 4, "sat": 5, "sun": 6}
FR_WDI = {"lun": 0, "mar": 1, "mer": 2, "jeu": 3, "ven": 4, "sam": 5, "dim": 6}


def dates_in(line, locale):
    """Every written date of a line as (month, day, year or None, weekday index or None, text)."""
    out = []
    for m in ISO.finditer(line):
        out.append((int(m.group(2)), int(m.group(3)), int(m.group(1)), None, m.group(0)))
    for m in SLASH.finditer(line):
        a, b, y = int(m.group(1)), int(m.group(2)), int(m.group(3))
        y = y + 2000 if y < 100 else y
        mon, day = (a, b) if locale == "en-US" else (b, a)
        out.append((mon, day, y, None, m.group(0)))
    for m in EN_MD.finditer(line):
        wd = EN_WDI[m.group(1).lower()] if m.group(1) else None
        out.append((EN_MONTHS.index(m.group(2).lower()) + 1, int(m.group(3)),
                    int(m.group(4)) if m.group(4) else None, wd, m.group(0)))
    for m in EN_DM.finditer(line):
        wd = EN_WDI[m.group(1).lower()] if m.group(1) else None
        out.append((EN_MONTHS.index(m.group(3).lower()) + 1, int(m.group(2)),
                    int(m.group(4)) if m.group(4) else None, wd, m.group(0)))
    for m in FR_DATE.finditer(line):
        wd = FR_WDI[m.group(1).lower()] if m.group(1) else None
        out.append((FR_MONTHS[m.group(3).lower()], int(m.group(2)),
                    int(m.group(4)) if m.group(4) else None, wd, m.group(0)))
    return out


def render(c):
    """Record text, entries (file order) and undated texts from the marked-up record."""
    src = c["marked"]
    rec, entries, undated, cur = [], [], [], None
    pos, out_len = 0, 0
    for m in MARK.finditer(src):
        chunk = src[pos:m.start()]
        rec.append(chunk)
        out_len += len(chunk)
        pos = m.end()
        if m.group(1):
            cur = {"date": m.group(1), "late": bool(m.group(2)), "line_start": out_len, "sentences": []}
            entries.append(cur)
            continue
        tag, text = m.group(3), m.group(4)
        if tag == "U":
            undated.append(text)
        else:
            if cur is None:
                raise SystemExit(f"{c['name']}: labelled sentence before the first entry: {text[:50]!r}")
            cur["sentences"].append({"text": text, "label": LABEL[tag], "at": out_len})
        rec.append(text)
        out_len += len(text)
    rec.append(src[pos:])
    return "".join(rec), entries, undated


def check_and_write(c, errors):
    name, loc = c["name"], c["locale"]

    def err(m):
        errors.append(f"{name}: {m}")

    rec, entries, undated = render(c)
    if "{" in rec or "}" in rec or "@{" in rec:
        err("markup left in the record")
    if c["language"] not in ("en", "fr") or loc not in ("en-CA", "en-US", "fr-CA"):
        err("bad language/locale")
    if c["language"] == "fr" and loc != "fr-CA":
        err("French record without the fr-CA locale")
    if not 8 <= len(entries) <= 14:
        err(f"{len(entries)} entries (want 8-14)")
    ns = sum(len(e["sentences"]) for e in entries)
    if not 40 <= ns <= 80:
        err(f"{ns} labelled sentences (want 40-80)")

    # every text verbatim, exactly once, on one line, no overlap
    spans = []
    for t in [s["text"] for e in entries for s in e["sentences"]] + undated:
        n = rec.count(t)
        if n != 1:
            err(f"text occurs {n} times: {t[:60]!r}")
        if "\n" in t or t != t.strip() or not t:
            err(f"text spans lines, is empty or has outer whitespace: {t[:40]!r}")
        i = rec.find(t)
        spans.append((i, i + len(t), t))
    spans.sort()
    for (a1, b1, t1), (a2, b2, t2) in zip(spans, spans[1:]):
        if a2 < b1:
            err(f"texts overlap: {t1[:40]!r} / {t2[:40]!r}")

    # entries: sentences present, date order, late entries
    for e in entries:
        if not e["sentences"]:
            err(f"entry {e['date']} has no sentence")
    by_date = sorted(entries, key=lambda e: e["date"])
    for e1, e2 in zip(by_date, by_date[1:]):
        if not e2["date"] > e1["date"]:
            err(f"two entries on {e1['date']}")
    in_file = [e for e in entries if not e["late"]]
    for e1, e2 in zip(in_file, in_file[1:]):
        if not e2["date"] > e1["date"]:
            err(f"entry {e2['date']} sits in the file after {e1['date']} but is not declared late")
    for i, e in enumerate(entries):
        if e["late"] and not any(p["date"] > e["date"] for p in entries[:i]):
            err(f"late entry {e['date']} does not follow a later-dated entry")

    # the date line carries the entry's date; weekdays match
    for e in entries:
        d = dt.date.fromisoformat(e["date"])
        line_end = rec.find("\n", e["line_start"])
        line = rec[e["line_start"]:line_end]
        e["line"] = line
        found = dates_in(line, loc)
        hits = [f for f in found if (f[0], f[1]) == (d.month, d.day) and f[2] in (None, d.year)]
        if not hits:
            err(f"entry {d}: no date reading as {d} on its date line {line[:70]!r} (found {found})")
        for mon, day, year, wd, text in found:
            if wd is not None:
                try:
                    wdate = dt.date(year or d.year, mon, day)
                except ValueError:
                    err(f"impossible date {text!r}")
                    continue
                if wdate.weekday() != wd:
                    err(f"weekday mismatch {text!r} ({wdate} is a {wdate.strftime('%A')})")
        if not any(f[2] for f in hits):
            e["yearless"] = True

    # ambiguity of slashed dates on date lines (README rule)
    slashed = [(int(a), int(b)) for a, b, _ in SLASH.findall(rec)]
    settled = any(a > 12 or b > 12 for a, b in slashed)
    for e in entries:
        m = SLASH.search(e["line"])
        if m:
            a, b = int(m.group(1)), int(m.group(2))
            e["ambiguous"] = (not settled) and a <= 12 and b <= 12 and a != b
        else:
            e["ambiguous"] = False

    # leftover text and dates outside date lines, for eyeballing
    left = rec
    for a, b, t in sorted(spans, reverse=True):
        left = left[:a] + "\u2588" + left[b:]
    leftover = [ln.strip() for ln in left.splitlines() if ln.strip()]
    date_lines = {e["line"] for e in entries}
    other_dates = []
    for ln in rec.splitlines():
        if ln not in date_lines:
            other_dates += [f[4] for f in dates_in(ln, loc)]

    folder = os.path.join(HERE, name)
    if os.path.isdir(folder):
        shutil.rmtree(folder)
    os.makedirs(folder)
    with open(os.path.join(folder, c["record_name"]), "w", encoding="utf-8", newline="\n") as f:
        f.write(rec)
    out = {"name": name, "language": c["language"], "locale": loc,
           "entries": [{"date": e["date"], "ambiguous": e["ambiguous"],
                        "sentences": [{"text": s["text"], "label": s["label"]} for s in e["sentences"]]}
                       for e in by_date],
           "undated": undated}
    with open(os.path.join(folder, "case.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(out, f, ensure_ascii=False, indent=2)
        f.write("\n")
    return entries, leftover, other_dates


def main():
    errors = []
    tot, labs_all = {}, {}
    names = [c["name"] for c in CASES]
    if len(set(names)) != len(names):
        errors.append("duplicate case names")
    for c in CASES:
        entries, leftover, other_dates = check_and_write(c, errors)
        ne = len(entries)
        ns = sum(len(e["sentences"]) for e in entries)
        amb = sum(e.get("ambiguous", False) for e in entries)
        yl = sum(e.get("yearless", False) for e in entries)
        late = sum(e["late"] for e in entries)
        labs = {}
        for e in entries:
            for s in e["sentences"]:
                labs[s["label"]] = labs.get(s["label"], 0) + 1
        t = tot.setdefault(c["language"], {"cases": 0, "entries": 0, "sentences": 0, "labels": {}})
        t["cases"] += 1
        t["entries"] += ne
        t["sentences"] += ns
        for k, v in labs.items():
            t["labels"][k] = t["labels"].get(k, 0) + v
            labs_all[k] = labs_all.get(k, 0) + v
        lab = " ".join(f"{k[:4]} {labs.get(k, 0):2d}" for k in sorted(LABEL.values()))
        print(f"{c['name']:36s} {c['locale']}  entries {ne:2d}  sentences {ns:2d}  ambiguous {amb}  "
              f"yearless {yl}  late {late}  | {lab}")
        if "-v" in sys.argv:
            for e in entries:
                print(f"      {e['date']}{' late' if e['late'] else ''}{' AMB' if e['ambiguous'] else ''}: "
                      f"{e['line'][:90]}")
            for ln in leftover:
                if ln.replace("\u2588", "").strip():
                    print("      | " + ln)
            if other_dates:
                print("      dates outside date lines: " + "; ".join(other_dates))
    print()
    for lang, t in sorted(tot.items()):
        lab = ", ".join(f"{k} {t['labels'].get(k, 0)}" for k in sorted(LABEL.values()))
        print(f"{lang}: {t['cases']} cases, {t['entries']} entries, {t['sentences']} labelled sentences ({lab})")
    print("labels: " + ", ".join(f"{k} {labs_all.get(k, 0)}" for k in sorted(LABEL.values())))
    if errors:
        print("\nERRORS:")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("all checks passed")


if __name__ == "__main__":
    main()
