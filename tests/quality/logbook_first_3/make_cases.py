#!/usr/bin/env python3
"""Writes the logbook_first_3 held-out cases (one record file + case.json each) and checks them.

Run:  python3 tests/quality/logbook_first_3/make_cases.py [-v]
Format: see tests/quality/logbook/README.md (same schema as logbook_first_2).
Checks: every sentence text and every undated text occurs exactly once in the record file, no two
texts overlap, no text spans lines, labels are valid, sentences are in file order within an entry,
entries appear in the file in the same order as in case.json AND their dates strictly increase,
every written weekday matches its date, and the `ambiguous` flag agrees with the slashed dates of
the file (both parts <= 12 and different, and no other slashed date in the file settles the
order). With -v the leftover text (titles and date headings only) is printed for eyeballing.
"""
import datetime as dt
import json
import os
import re
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
LABELS = {"hypothesis", "activity", "result", "conclusion", "next_step"}
CASES = []

H, A, R, C, N = "hypothesis", "activity", "result", "conclusion", "next_step"


def case(name, language, locale, record_name, record, entries, undated, weekdays=()):
    CASES.append(dict(name=name, language=language, locale=locale, record_name=record_name,
                      record=record.strip("\n") + "\n", entries=entries, undated=undated,
                      weekdays=weekdays))


def E(date, ambiguous, *sents):
    return {"date": date, "ambiguous": ambiguous,
            "sentences": [{"text": t, "label": l} for l, t in sents]}


# 1 ------------------------------------------------------------------------------------------------
# en-CA, terse machine-shop notes, ISO dates with a dash, one "CMM room 2025-02-20:" prefix.
case(
    "cnc_thinwall_pocket_chatter", "en", "en-CA", "housing_revC_shop_notes.txt",
    """
Rev C gearbox housing - thin-wall pocket finishing, shop notes
Kestrel Precision Machining, Mississauga ON. Part: 6061-T6 housing, 1.2 mm walls, pockets 38 mm deep.
Haas VF-4, 12k spindle. Tool unless noted: 10 mm 3-fl carbide endmill, 45 mm stickout.

2025-02-03 — Roughed + finished pocket 2 on 3 parts, 9,000 rpm, 0.05 mm/tooth, 2 mm stepdown. Loud chatter on the last 10 mm of wall. Ra 3.4 µm on the wall vs. 1.6 spec. Think it's the wall ringing, not the tool.

2025-02-05 — Tap test on the wall w/ hammer + accelerometer. Wall mode 2.3 kHz, tool mode 3.9 kHz. So it's the wall. Next: pick an rpm off the stability lobes for the wall mode.

2025-02-06 — Pocket 2 at 11,200 rpm, same chip load. Chatter down but still audible at the top of the wall, Ra 2.2 µm. Spindle speed alone won't get us to spec.

2025-02-12 — Poured machinable wax into the opposite pocket before finishing pocket 2, on 5 parts. Wax should damp the wall from behind.

2025-02-13 — Wax-backed parts finished at 11,200 rpm. No chatter on any of the 5. Ra 0.9–1.1 µm, wall 1.18–1.22 mm. Wax melt-out adds 25 min/part in the oven though.

2025-02-19 — Tried a trochoidal finish path instead of wax: 0.3 mm radial, full depth, 5 parts. Ra 1.4 µm, no chatter, 14 min cycle vs. 22 min for the wax route. This means we can drop the wax if the walls hold size.

CMM room 2025-02-20: Measured the 5 trochoidal parts plus 5 more run this morning. Walls 1.17–1.23 mm, all in tol. Going trochoidal for Rev C production. Tomorrow we'll post the program to both VF-4s and run first-article.

Tooling to order: 2 × 10 mm 3-fl AlTiN endmills, 1 case machinable wax.
""",
    [
        E("2025-02-03", False,
          (A, "Roughed + finished pocket 2 on 3 parts, 9,000 rpm, 0.05 mm/tooth, 2 mm stepdown."),
          (R, "Loud chatter on the last 10 mm of wall."),
          (R, "Ra 3.4 µm on the wall vs. 1.6 spec."),
          (H, "Think it's the wall ringing, not the tool.")),
        E("2025-02-05", False,
          (A, "Tap test on the wall w/ hammer + accelerometer."),
          (R, "Wall mode 2.3 kHz, tool mode 3.9 kHz."),
          (C, "So it's the wall."),
          (N, "Next: pick an rpm off the stability lobes for the wall mode.")),
        E("2025-02-06", False,
          (A, "Pocket 2 at 11,200 rpm, same chip load."),
          (R, "Chatter down but still audible at the top of the wall, Ra 2.2 µm."),
          (C, "Spindle speed alone won't get us to spec.")),
        E("2025-02-12", False,
          (A, "Poured machinable wax into the opposite pocket before finishing pocket 2, on 5 parts."),
          (H, "Wax should damp the wall from behind.")),
        E("2025-02-13", False,
          (A, "Wax-backed parts finished at 11,200 rpm."),
          (R, "No chatter on any of the 5."),
          (R, "Ra 0.9–1.1 µm, wall 1.18–1.22 mm."),
          (R, "Wax melt-out adds 25 min/part in the oven though.")),
        E("2025-02-19", False,
          (A, "Tried a trochoidal finish path instead of wax: 0.3 mm radial, full depth, 5 parts."),
          (R, "Ra 1.4 µm, no chatter, 14 min cycle vs. 22 min for the wax route."),
          (C, "This means we can drop the wax if the walls hold size.")),
        E("2025-02-20", False,
          (A, "Measured the 5 trochoidal parts plus 5 more run this morning."),
          (R, "Walls 1.17–1.23 mm, all in tol."),
          (C, "Going trochoidal for Rev C production."),
          (N, "Tomorrow we'll post the program to both VF-4s and run first-article.")),
    ],
    [
        "Kestrel Precision Machining, Mississauga ON. Part: 6061-T6 housing, 1.2 mm walls, pockets 38 mm deep.",
        "Haas VF-4, 12k spindle. Tool unless noted: 10 mm 3-fl carbide endmill, 45 mm stickout.",
        "Tooling to order: 2 × 10 mm 3-fl AlTiN endmills, 1 case machinable wax.",
    ],
)

# 2 ------------------------------------------------------------------------------------------------
# en-CA, "Mon Dec 16:" yearless headings; the year comes from "winter 2024-25" and rolls over.
case(
    "ev_cable_jacket_cold_flex", "en", "en-CA", "cable_jacket_cold_trials.txt",
    """
Charger cable jacket - cold-flex trials, winter 2024-25
Borealis Charge Inc., Winnipeg. Problem: the PVC jacket on our 7.5 m Level 2 charger cable goes stiff below −25 °C and users can't coil it.
Bend force = force to wrap the cable around a 150 mm mandrel after a cold soak, measured in the cold box.

Mon Dec 16: Cold-soaked 3 lengths of the current PVC cable at −30 °C for 4 h. Bend force averaged 212 N, and the jacket whitened on the outside of the bend on 1 of 3. We expect a TPE jacket to stay under 80 N at the same temperature.

Thu Dec 19: Got 20 m each of two TPE-jacketed cables from Polyflex (A: 85 Shore A, B: 75 Shore A). Cold-soaked both next to the PVC control. Bend force A 96 N, B 61 N, PVC 208 N.

Mon Jan 6: Ran 5,000 flex cycles at −30 °C on B, with the washer-fluid splash step every 500 cycles. No cracks. The jacket near the handle had gone soft and tacky where the splash hits it. So B's weak point is fluid resistance, not cold flex.

Wed Jan 15: Soaked A and B in methanol washer fluid for 7 days at 23 °C. Volume swell A 3%, B 14%. Only A is inside our 5% limit.

Tue Jan 21: Asked Polyflex for a blend of A with 10% of their cold-impact modifier (A-10). The modifier should bring bend force close to B's without losing A's fluid resistance.

Mon Feb 3: A-10 arrived; cold-soaked 3 lengths and started the 7-day fluid soak. Bend force 72 N at −30 °C.

Mon Feb 10: Swell on A-10 was 4% after the soak, and it passed 5,000 cold flex cycles with no cracks. This means A-10 meets both specs. Next: order 500 m of A-10 for the 40-unit field pilot.

Pilot parts list: 40 × A-10 cable assemblies, 40 × J1772 handles, 80 × strain-relief boots.
— M. Sinclair, product engineering
""",
    [
        E("2024-12-16", False,
          (A, "Cold-soaked 3 lengths of the current PVC cable at −30 °C for 4 h."),
          (R, "Bend force averaged 212 N, and the jacket whitened on the outside of the bend on 1 of 3."),
          (H, "We expect a TPE jacket to stay under 80 N at the same temperature.")),
        E("2024-12-19", False,
          (A, "Got 20 m each of two TPE-jacketed cables from Polyflex (A: 85 Shore A, B: 75 Shore A)."),
          (A, "Cold-soaked both next to the PVC control."),
          (R, "Bend force A 96 N, B 61 N, PVC 208 N.")),
        E("2025-01-06", False,
          (A, "Ran 5,000 flex cycles at −30 °C on B, with the washer-fluid splash step every 500 cycles."),
          (R, "No cracks."),
          (R, "The jacket near the handle had gone soft and tacky where the splash hits it."),
          (C, "So B's weak point is fluid resistance, not cold flex.")),
        E("2025-01-15", False,
          (A, "Soaked A and B in methanol washer fluid for 7 days at 23 °C."),
          (R, "Volume swell A 3%, B 14%."),
          (C, "Only A is inside our 5% limit.")),
        E("2025-01-21", False,
          (A, "Asked Polyflex for a blend of A with 10% of their cold-impact modifier (A-10)."),
          (H, "The modifier should bring bend force close to B's without losing A's fluid resistance.")),
        E("2025-02-03", False,
          (A, "A-10 arrived; cold-soaked 3 lengths and started the 7-day fluid soak."),
          (R, "Bend force 72 N at −30 °C.")),
        E("2025-02-10", False,
          (R, "Swell on A-10 was 4% after the soak, and it passed 5,000 cold flex cycles with no cracks."),
          (C, "This means A-10 meets both specs."),
          (N, "Next: order 500 m of A-10 for the 40-unit field pilot.")),
    ],
    [
        "Borealis Charge Inc., Winnipeg. Problem: the PVC jacket on our 7.5 m Level 2 charger cable goes stiff below −25 °C and users can't coil it.",
        "Bend force = force to wrap the cable around a 150 mm mandrel after a cold soak, measured in the cold box.",
        "Pilot parts list: 40 × A-10 cable assemblies, 40 × J1772 handles, 80 × strain-relief boots.",
        "— M. Sinclair, product engineering",
    ],
    weekdays=[("Mon Dec 16", "2024-12-16"), ("Thu Dec 19", "2024-12-19"), ("Mon Jan 6", "2025-01-06"),
              ("Wed Jan 15", "2025-01-15"), ("Tue Jan 21", "2025-01-21"), ("Mon Feb 3", "2025-02-03"),
              ("Mon Feb 10", "2025-02-10")],
)

# 3 ------------------------------------------------------------------------------------------------
# en-CA, markdown, "### Entry of March 3, 2025" headings on their own line, narrative paragraphs,
# a back-reference to "the March 24 batch", a signature at the end.
case(
    "bark_pellet_binder", "en", "en-CA", "bark_pellet_binder_notebook.md",
    """
# Bark-fines pellets — binder trials notebook

Nechako Fibre Products, Vanderhoof, BC. Feed: bark fines from the sawmill debarker, screened to minus 3 mm.
Customer spec (industrial pellets): durability (PDI) at least 97.5%, ash at most 4%.

### Entry of March 3, 2025

Pressed 20 kg of bark fines at 11% moisture in the pilot ring-die mill with no binder. PDI came out at 88.5%, and fines in the bag were 2.1%. The bark alone does not reach the customer's 97.5% PDI. We think the low lignin content of the bark is why the pellets don't bind.

### Entry of March 10, 2025

Added 2% wheat starch by mass and re-ran 20 kg at the same die temperature. PDI rose to 95.8%. The starch helps, but it is still short of spec. We expect lignosulfonate to do better, because it replaces the missing lignin directly.

### Entry of March 17, 2025

Ran 20 kg with 2% calcium lignosulfonate. PDI was 97.9% and fines 0.6%. Ash went from 3.4% to 3.8%, close to the 4% limit in the supply contract. So lignosulfonate meets the durability spec but eats most of our ash margin.

### Entry of March 24, 2025

Cut the lignosulfonate to 1% and raised the conditioning steam so the mash entered the die at 85 °C instead of 70 °C. We think the extra heat will soften what lignin the bark has and make up for the lower dose.

### Entry of March 26, 2025

PDI on the March 24 batch was 97.6% and ash was 3.6%. Motor load on the mill went up by 12%, which the 75 kW motor can carry. This means 1% lignosulfonate with hot conditioning is the recipe to scale.

### Entry of April 2, 2025

Made 2 t on the production line with the new recipe and shipped it to the customer's boiler plant for a burn test. Tomorrow we'll collect fines samples from their silo.

### Entry of April 9, 2025

The customer measured 0.8% fines at the silo and saw no change in boiler slagging. At the plant meeting, the 1% lignosulfonate recipe was approved for production starting in May. Next: renegotiate the lignosulfonate price for 40 t a month.

Signed: Jun Park, process engineer
""",
    [
        E("2025-03-03", False,
          (A, "Pressed 20 kg of bark fines at 11% moisture in the pilot ring-die mill with no binder."),
          (R, "PDI came out at 88.5%, and fines in the bag were 2.1%."),
          (C, "The bark alone does not reach the customer's 97.5% PDI."),
          (H, "We think the low lignin content of the bark is why the pellets don't bind.")),
        E("2025-03-10", False,
          (A, "Added 2% wheat starch by mass and re-ran 20 kg at the same die temperature."),
          (R, "PDI rose to 95.8%."),
          (C, "The starch helps, but it is still short of spec."),
          (H, "We expect lignosulfonate to do better, because it replaces the missing lignin directly.")),
        E("2025-03-17", False,
          (A, "Ran 20 kg with 2% calcium lignosulfonate."),
          (R, "PDI was 97.9% and fines 0.6%."),
          (R, "Ash went from 3.4% to 3.8%, close to the 4% limit in the supply contract."),
          (C, "So lignosulfonate meets the durability spec but eats most of our ash margin.")),
        E("2025-03-24", False,
          (A, "Cut the lignosulfonate to 1% and raised the conditioning steam so the mash entered the die at 85 °C instead of 70 °C."),
          (H, "We think the extra heat will soften what lignin the bark has and make up for the lower dose.")),
        E("2025-03-26", False,
          (R, "PDI on the March 24 batch was 97.6% and ash was 3.6%."),
          (R, "Motor load on the mill went up by 12%, which the 75 kW motor can carry."),
          (C, "This means 1% lignosulfonate with hot conditioning is the recipe to scale.")),
        E("2025-04-02", False,
          (A, "Made 2 t on the production line with the new recipe and shipped it to the customer's boiler plant for a burn test."),
          (N, "Tomorrow we'll collect fines samples from their silo.")),
        E("2025-04-09", False,
          (R, "The customer measured 0.8% fines at the silo and saw no change in boiler slagging."),
          (C, "At the plant meeting, the 1% lignosulfonate recipe was approved for production starting in May."),
          (N, "Next: renegotiate the lignosulfonate price for 40 t a month.")),
    ],
    [
        "Nechako Fibre Products, Vanderhoof, BC. Feed: bark fines from the sawmill debarker, screened to minus 3 mm.",
        "Customer spec (industrial pellets): durability (PDI) at least 97.5%, ash at most 4%.",
        "Signed: Jun Park, process engineer",
    ],
)

# 4 ------------------------------------------------------------------------------------------------
# en-US, "Tues. 3/4/25 —" slashed month/day/short-year; 3/13, 3/19 and 4/22 settle the order, so
# 3/4, 4/1, 4/7, 4/11 are NOT ambiguous. Back-reference "on 3/4" inside a sentence.
case(
    "drip_emitter_iron_clogging_us", "en", "en-US", "block4_drip_clogging_notes.txt",
    """
Drip emitter clogging — iron treatment trials, Block 4 muscadines
Satilla Vineyards, Alma, GA. Well 2 water: 2.8 mg/L dissolved iron, pH 6.1.
Flow check = catch from 30 emitters for 5 min at the far end of the laterals, compared with the rated 0.5 gph.

Tues. 3/4/25 — Flow check on Block 4 before any treatment. Emitters averaged 61% of rated flow, and 9 of 30 were fully plugged with orange slime. We think iron bacteria feeding on the dissolved iron are building the slime inside the emitters.

Thurs. 3/13/25 — Started injecting sodium hypochlorite ahead of the sand filter, 1 ppm free chlorine, running continuously. Chlorine should oxidize the iron before it reaches the emitters and kill the bacteria too.

Wed. 3/19/25 — Flow up to 74% of rated. But the sand filter loaded up fast and needed a backflush every 6 h instead of every 2 days. So continuous chlorine just moves the iron from the emitters to the filter.

Tues. 4/1/25 — Put a 1,500 gal aeration tank ahead of the filter to settle the iron out, and stopped the chlorine. Added a weekly 20-min acid flush of the laterals to pH 4. Expect a much lighter filter load since the iron drops out in the tank.

Mon. 4/7/25 — Dissolved iron after the tank 0.3 mg/L, down from 2.8. About 40 gal of sludge in the tank bottom after 6 days. Filter backflush back to every 2 days.

Fri. 4/11/25 — First acid flush on all 12 laterals. Flush water ran orange for the first 10 min, then cleared.

Tues. 4/22/25 — Flow check: 93% of rated, 1 of 30 plugged, vs. 61% on 3/4. Aeration plus the weekly acid flush works for this well. Next: price a bigger tank for Blocks 5–7 before harvest.

To buy: muriatic acid (4 jugs), pH strips, 200 spare 0.5 gph emitters.
""",
    [
        E("2025-03-04", False,
          (A, "Flow check on Block 4 before any treatment."),
          (R, "Emitters averaged 61% of rated flow, and 9 of 30 were fully plugged with orange slime."),
          (H, "We think iron bacteria feeding on the dissolved iron are building the slime inside the emitters.")),
        E("2025-03-13", False,
          (A, "Started injecting sodium hypochlorite ahead of the sand filter, 1 ppm free chlorine, running continuously."),
          (H, "Chlorine should oxidize the iron before it reaches the emitters and kill the bacteria too.")),
        E("2025-03-19", False,
          (R, "Flow up to 74% of rated."),
          (R, "But the sand filter loaded up fast and needed a backflush every 6 h instead of every 2 days."),
          (C, "So continuous chlorine just moves the iron from the emitters to the filter.")),
        E("2025-04-01", False,
          (A, "Put a 1,500 gal aeration tank ahead of the filter to settle the iron out, and stopped the chlorine."),
          (A, "Added a weekly 20-min acid flush of the laterals to pH 4."),
          (H, "Expect a much lighter filter load since the iron drops out in the tank.")),
        E("2025-04-07", False,
          (R, "Dissolved iron after the tank 0.3 mg/L, down from 2.8."),
          (R, "About 40 gal of sludge in the tank bottom after 6 days."),
          (R, "Filter backflush back to every 2 days.")),
        E("2025-04-11", False,
          (A, "First acid flush on all 12 laterals."),
          (R, "Flush water ran orange for the first 10 min, then cleared.")),
        E("2025-04-22", False,
          (R, "Flow check: 93% of rated, 1 of 30 plugged, vs. 61% on 3/4."),
          (C, "Aeration plus the weekly acid flush works for this well."),
          (N, "Next: price a bigger tank for Blocks 5–7 before harvest.")),
    ],
    [
        "Satilla Vineyards, Alma, GA. Well 2 water: 2.8 mg/L dissolved iron, pH 6.1.",
        "Flow check = catch from 30 emitters for 5 min at the far end of the laterals, compared with the rated 0.5 gph.",
        "To buy: muriatic acid (4 jugs), pH strips, 200 spare 0.5 gph emitters.",
    ],
    weekdays=[("Tues. 3/4/25", "2025-03-04"), ("Thurs. 3/13/25", "2025-03-13"), ("Wed. 3/19/25", "2025-03-19"),
              ("Tues. 4/1/25", "2025-04-01"), ("Mon. 4/7/25", "2025-04-07"), ("Fri. 4/11/25", "2025-04-11"),
              ("Tues. 4/22/25", "2025-04-22")],
)

# 5 ------------------------------------------------------------------------------------------------
# en-US run sheet, "RUN 1 — 01/07/2025 —": every slashed date has both parts <= 12, so 01/07,
# 01/09, 02/04, 02/06, 04/08 are ambiguous (read month/day); 03/03/2025 is not; one written date.
case(
    "blueberry_powder_spray_dryer_ambiguous", "en", "en-US", "spray_dryer_run_sheet.txt",
    """
Wild blueberry powder — pilot spray dryer run sheet
Downeast Fruit Ingredients, Machias, ME. Pilot dryer: 1.5 m chamber, rotary atomizer at 24,000 rpm.
Target: moisture below 5%, color L* within 3 of the freeze-dried reference (L* 31).

RUN 1 — 01/07/2025 — Inlet 180 °C, outlet 85 °C, feed 20% solids concentrate, no carrier. Powder stuck to the chamber wall; recovery 22%. Expect a carrier to raise the glass transition enough to stop the sticking.

RUN 2 — 01/09/2025 — Same settings with maltodextrin DE10 at 30% of solids. Recovery 61%, moisture 3.9%. The carrier fixes the sticking. Color too light though, L* 38.

RUN 3 — 02/04/2025 — Replaced the maltodextrin with pea protein isolate at 20% of solids, outlet 80 °C. Recovery 68%, moisture 4.2%, L* 33. We think a protein film forms on the droplet surface and stops the sticking at a lower carrier load.

RUN 4 — 02/06/2025 — Pea protein cut to 12%. Recovery fell to 39% and the cyclone plugged twice. So 20% is about the floor for pea protein.

03/03/2025 — Storage check after 4 weeks at 25 °C and 60% RH in foil pouches. Run 3 powder had caked solid at 6.8% moisture. Run 2 powder was still free-flowing at 4.5%. The pea protein powder picks up water faster, so it needs a desiccant in the pack.

March 11, 2025 — Repacked Run 3 powder with a 2 g silica gel sachet per pouch and restarted the 4-week storage test. The sachet should hold the moisture under 5%.

04/08/2025 — Storage check on the March 11 pouches: free-flowing, moisture 4.6%. Next: ship 5 kg of Run 3 powder with desiccant packs to the smoothie customer for trials.

Operator sign-off: K. Libby
""",
    [
        E("2025-01-07", True,
          (A, "Inlet 180 °C, outlet 85 °C, feed 20% solids concentrate, no carrier."),
          (R, "Powder stuck to the chamber wall; recovery 22%."),
          (H, "Expect a carrier to raise the glass transition enough to stop the sticking.")),
        E("2025-01-09", True,
          (A, "Same settings with maltodextrin DE10 at 30% of solids."),
          (R, "Recovery 61%, moisture 3.9%."),
          (C, "The carrier fixes the sticking."),
          (R, "Color too light though, L* 38.")),
        E("2025-02-04", True,
          (A, "Replaced the maltodextrin with pea protein isolate at 20% of solids, outlet 80 °C."),
          (R, "Recovery 68%, moisture 4.2%, L* 33."),
          (H, "We think a protein film forms on the droplet surface and stops the sticking at a lower carrier load.")),
        E("2025-02-06", True,
          (A, "Pea protein cut to 12%."),
          (R, "Recovery fell to 39% and the cyclone plugged twice."),
          (C, "So 20% is about the floor for pea protein.")),
        E("2025-03-03", False,
          (A, "Storage check after 4 weeks at 25 °C and 60% RH in foil pouches."),
          (R, "Run 3 powder had caked solid at 6.8% moisture."),
          (R, "Run 2 powder was still free-flowing at 4.5%."),
          (C, "The pea protein powder picks up water faster, so it needs a desiccant in the pack.")),
        E("2025-03-11", False,
          (A, "Repacked Run 3 powder with a 2 g silica gel sachet per pouch and restarted the 4-week storage test."),
          (H, "The sachet should hold the moisture under 5%.")),
        E("2025-04-08", True,
          (R, "Storage check on the March 11 pouches: free-flowing, moisture 4.6%."),
          (N, "Next: ship 5 kg of Run 3 powder with desiccant packs to the smoothie customer for trials.")),
    ],
    [
        "Downeast Fruit Ingredients, Machias, ME. Pilot dryer: 1.5 m chamber, rotary atomizer at 24,000 rpm.",
        "Target: moisture below 5%, color L* within 3 of the freeze-dried reference (L* 31).",
        "Operator sign-off: K. Libby",
    ],
)

# 6 ------------------------------------------------------------------------------------------------
# fr-CA, « 3 mars 2025 : » at the start of each line, conclusions with « donc ».
case(
    "fr_tri_optique_bleuets", "fr", "fr-CA", "journal_tri_optique_bleuets_2025.txt",
    """
Bleuets du Lac inc. — tri optique des bleuets sauvages surgelés, journal de développement 2025
Usine de Dolbeau-Mistassini, ligne 2. Problème : le trieur optique rejette trop de bons fruits avec les tiges et les feuilles.
Faux rejets : bons fruits trouvés dans le bac des rejets, en % de la masse rejetée.

3 mars 2025 : Mesure de référence sur la ligne 2 avec le réglage du fabricant, à 4 t/h. Les faux rejets atteignent 38 % de la masse rejetée, et il reste 11 débris par kilo de produit accepté. On pense que le givre sur les fruits fausse la couleur vue par la caméra.

10 mars 2025 : Installation d'une rampe d'air sec à −20 °C au-dessus du convoyeur, juste avant la caméra. Les faux rejets baissent à 29 %. Le givre n'explique donc qu'une partie des faux rejets.

12 mars 2025 : Photos de 400 fruits rejetés à tort. Dans 70 % des cas, le fruit est collé à un autre fruit ou à une tige, et le logiciel classe l'amas au complet comme un débris. Un classement par la forme, et pas seulement par la couleur, devrait séparer les amas des vrais débris.

24 mars 2025 : Entraînement d'un nouveau modèle de classement sur 6 000 images annotées (forme et couleur). Exactitude de 94 % sur le jeu de validation, contre 81 % pour l'ancien réglage.

31 mars 2025 : Essai du nouveau modèle sur la ligne 2 pendant un quart complet. Faux rejets de 12 % et 9 débris par kilo de produit accepté. Le calcul prend 4,1 ms par image, alors que la caméra en envoie une toutes les 3 ms à 4 t/h. Le modèle est donc trop lent pour le débit de la ligne.

7 avril 2025 : Résolution des images réduite de moitié et modèle compressé. Calcul de 2,2 ms par image, et faux rejets de 13 %. La perte de précision est donc négligeable.

14 avril 2025 : Réunion de production : le nouveau modèle passe en service sur les lignes 2 et 3. Prochaine étape : refaire l'annotation avec des bleuets de la récolte 2025 en septembre.

Pièces à commander : 2 buses pour la rampe d'air, 1 lentille de rechange pour la caméra 2.
Geneviève Côté, ing., responsable du projet
""",
    [
        E("2025-03-03", False,
          (A, "Mesure de référence sur la ligne 2 avec le réglage du fabricant, à 4 t/h."),
          (R, "Les faux rejets atteignent 38 % de la masse rejetée, et il reste 11 débris par kilo de produit accepté."),
          (H, "On pense que le givre sur les fruits fausse la couleur vue par la caméra.")),
        E("2025-03-10", False,
          (A, "Installation d'une rampe d'air sec à −20 °C au-dessus du convoyeur, juste avant la caméra."),
          (R, "Les faux rejets baissent à 29 %."),
          (C, "Le givre n'explique donc qu'une partie des faux rejets.")),
        E("2025-03-12", False,
          (A, "Photos de 400 fruits rejetés à tort."),
          (R, "Dans 70 % des cas, le fruit est collé à un autre fruit ou à une tige, et le logiciel classe l'amas au complet comme un débris."),
          (H, "Un classement par la forme, et pas seulement par la couleur, devrait séparer les amas des vrais débris.")),
        E("2025-03-24", False,
          (A, "Entraînement d'un nouveau modèle de classement sur 6 000 images annotées (forme et couleur)."),
          (R, "Exactitude de 94 % sur le jeu de validation, contre 81 % pour l'ancien réglage.")),
        E("2025-03-31", False,
          (A, "Essai du nouveau modèle sur la ligne 2 pendant un quart complet."),
          (R, "Faux rejets de 12 % et 9 débris par kilo de produit accepté."),
          (R, "Le calcul prend 4,1 ms par image, alors que la caméra en envoie une toutes les 3 ms à 4 t/h."),
          (C, "Le modèle est donc trop lent pour le débit de la ligne.")),
        E("2025-04-07", False,
          (A, "Résolution des images réduite de moitié et modèle compressé."),
          (R, "Calcul de 2,2 ms par image, et faux rejets de 13 %."),
          (C, "La perte de précision est donc négligeable.")),
        E("2025-04-14", False,
          (C, "Réunion de production : le nouveau modèle passe en service sur les lignes 2 et 3."),
          (N, "Prochaine étape : refaire l'annotation avec des bleuets de la récolte 2025 en septembre.")),
    ],
    [
        "Usine de Dolbeau-Mistassini, ligne 2. Problème : le trieur optique rejette trop de bons fruits avec les tiges et les feuilles.",
        "Faux rejets : bons fruits trouvés dans le bac des rejets, en % de la masse rejetée.",
        "Pièces à commander : 2 buses pour la rampe d'air, 1 lentille de rechange pour la caméra 2.",
        "Geneviève Côté, ing., responsable du projet",
    ],
)

# 7 ------------------------------------------------------------------------------------------------
# fr-CA, markdown, « Le 12 mai, on a ... » (the date is part of the sentence and stays in its text),
# one « **30 juin** — » heading; the year (2025) is only in the title.
case(
    "fr_pleurotes_marc_cafe", "fr", "fr-CA", "carnet_pleurotes_marc_2025.md",
    """
# Pleurotes sur marc de café — carnet de culture 2025

Champignonnière Mycoboréal, Sherbrooke.
Objectif : remplacer la moitié de la paille pasteurisée du substrat par du marc de café récupéré dans les cafés du centre-ville.

Le 12 mai, on a ensemencé 20 sacs de 5 kg : 10 sacs de paille seule comme témoins et 10 sacs à 50 % de marc de café. On pense que le marc, riche en azote, devrait accélérer la colonisation.

Le 26 mai, les sacs témoins étaient colonisés à 90 %, mais les sacs au marc à 40 % seulement, avec des taches vertes de Trichoderma sur 6 sacs sur 10. Le marc n'avait pas été pasteurisé : il apportait donc sa propre contamination.

Le 2 juin, on a lancé un nouveau lot de 10 sacs au marc, pasteurisé avec la paille à 65 °C pendant 2 heures. Le marc a été utilisé moins de 24 heures après la collecte.

Le 16 juin, les sacs au marc pasteurisé étaient colonisés à 95 % après 14 jours, alors que les témoins avaient pris 18 jours pour y arriver. Aucun sac n'était contaminé.

**30 juin** — Première volée récoltée et pesée. Rendement de 1,02 kg par sac au marc, contre 0,86 kg pour les témoins. Le marc pasteurisé augmente donc le rendement d'environ 19 %.

Le 14 juillet, on a pesé la deuxième volée : 0,41 kg par sac au marc, contre 0,45 kg pour les témoins. Le gain vient donc surtout de la première volée. Prochaine étape : essayer un mélange à 30 % de marc sur 20 sacs en août.

Fournitures : sacs filtrants de 5 kg, sonde de température pour le pasteurisateur.
""",
    [
        E("2025-05-12", False,
          (A, "Le 12 mai, on a ensemencé 20 sacs de 5 kg : 10 sacs de paille seule comme témoins et 10 sacs à 50 % de marc de café."),
          (H, "On pense que le marc, riche en azote, devrait accélérer la colonisation.")),
        E("2025-05-26", False,
          (R, "Le 26 mai, les sacs témoins étaient colonisés à 90 %, mais les sacs au marc à 40 % seulement, avec des taches vertes de Trichoderma sur 6 sacs sur 10."),
          (C, "Le marc n'avait pas été pasteurisé : il apportait donc sa propre contamination.")),
        E("2025-06-02", False,
          (A, "Le 2 juin, on a lancé un nouveau lot de 10 sacs au marc, pasteurisé avec la paille à 65 °C pendant 2 heures."),
          (A, "Le marc a été utilisé moins de 24 heures après la collecte.")),
        E("2025-06-16", False,
          (R, "Le 16 juin, les sacs au marc pasteurisé étaient colonisés à 95 % après 14 jours, alors que les témoins avaient pris 18 jours pour y arriver."),
          (R, "Aucun sac n'était contaminé.")),
        E("2025-06-30", False,
          (A, "Première volée récoltée et pesée."),
          (R, "Rendement de 1,02 kg par sac au marc, contre 0,86 kg pour les témoins."),
          (C, "Le marc pasteurisé augmente donc le rendement d'environ 19 %.")),
        E("2025-07-14", False,
          (R, "Le 14 juillet, on a pesé la deuxième volée : 0,41 kg par sac au marc, contre 0,45 kg pour les témoins."),
          (C, "Le gain vient donc surtout de la première volée."),
          (N, "Prochaine étape : essayer un mélange à 30 % de marc sur 20 sacs en août.")),
    ],
    [
        "Champignonnière Mycoboréal, Sherbrooke.",
        "Objectif : remplacer la moitié de la paille pasteurisée du substrat par du marc de café récupéré dans les cafés du centre-ville.",
        "Fournitures : sacs filtrants de 5 kg, sonde de température pour le pasteurisateur.",
    ],
)

# 8 ------------------------------------------------------------------------------------------------
# fr-CA, terse shop notes with abbreviations (pcs, ép., prod., 2e), « lundi 7 avril — » headings,
# the year only in the title.
case(
    "fr_pliage_inox_retour_elastique", "fr", "fr-CA", "notes_atelier_pliage_inox.txt",
    """
Notes d'atelier — pliage de panneaux de cuve en inox 316, avril-mai 2025
Métal Sainte-Claire inc. Presse plieuse 135 t, poinçon R1, matrice V24. Pièce : panneau de 3 mm, pli à 90° sur 2,4 m.

lundi 7 avril — 5 pcs pliés au réglage habituel. Angle moyen 93,5° après retour élastique, écart de 1,8° d'un bout à l'autre du pli. Trop de variation pour la soudure robot.

mercredi 9 avril — Ép. des tôles du lot au micromètre : 2,93 à 3,08 mm. On pense que l'écart d'ép. explique la variation d'angle.

lundi 14 avril — 10 pcs avec le capteur d'angle laser et correction en cours de pli. Angle 90,2° ± 0,3° sur toute la longueur. Donc le capteur compense bien l'écart d'épaisseur.

jeudi 17 avril — Temps de cycle : 48 s/pli avec le capteur vs 31 s sans. Ça devrait descendre si on coupe la 2e mesure en fin de pli.

mardi 22 avril — 2e mesure coupée, 20 pcs. Cycle de 34 s/pli, angle 90,3° ± 0,4°. OK pour la prod.

lundi 28 avril — 1er lot de prod., 60 panneaux. 2 rejets à l'inspection pour des marques de matrice sur la face visible (angles OK). Prochaine étape : film de protection sur la face visible avant pliage.

vendredi 2 mai — Film PE de 80 µm posé sur 10 pcs avant pliage. Aucune marque, et le film s'enlève sans résidu. La semaine prochaine, on refait le lot de 60 avec film.

Pièces à commander : rouleau de film PE 80 µm (1 200 mm de large), 2 doigts de butée arrière.
— Steve Bouchard, contremaître
""",
    [
        E("2025-04-07", False,
          (A, "5 pcs pliés au réglage habituel."),
          (R, "Angle moyen 93,5° après retour élastique, écart de 1,8° d'un bout à l'autre du pli."),
          (C, "Trop de variation pour la soudure robot.")),
        E("2025-04-09", False,
          (R, "Ép. des tôles du lot au micromètre : 2,93 à 3,08 mm."),
          (H, "On pense que l'écart d'ép. explique la variation d'angle.")),
        E("2025-04-14", False,
          (A, "10 pcs avec le capteur d'angle laser et correction en cours de pli."),
          (R, "Angle 90,2° ± 0,3° sur toute la longueur."),
          (C, "Donc le capteur compense bien l'écart d'épaisseur.")),
        E("2025-04-17", False,
          (R, "Temps de cycle : 48 s/pli avec le capteur vs 31 s sans."),
          (H, "Ça devrait descendre si on coupe la 2e mesure en fin de pli.")),
        E("2025-04-22", False,
          (A, "2e mesure coupée, 20 pcs."),
          (R, "Cycle de 34 s/pli, angle 90,3° ± 0,4°."),
          (C, "OK pour la prod.")),
        E("2025-04-28", False,
          (A, "1er lot de prod., 60 panneaux."),
          (R, "2 rejets à l'inspection pour des marques de matrice sur la face visible (angles OK)."),
          (N, "Prochaine étape : film de protection sur la face visible avant pliage.")),
        E("2025-05-02", False,
          (A, "Film PE de 80 µm posé sur 10 pcs avant pliage."),
          (R, "Aucune marque, et le film s'enlève sans résidu."),
          (N, "La semaine prochaine, on refait le lot de 60 avec film.")),
    ],
    [
        "Métal Sainte-Claire inc. Presse plieuse 135 t, poinçon R1, matrice V24. Pièce : panneau de 3 mm, pli à 90° sur 2,4 m.",
        "Pièces à commander : rouleau de film PE 80 µm (1 200 mm de large), 2 doigts de butée arrière.",
        "— Steve Bouchard, contremaître",
    ],
    weekdays=[("lundi 7 avril", "2025-04-07"), ("mercredi 9 avril", "2025-04-09"), ("lundi 14 avril", "2025-04-14"),
              ("jeudi 17 avril", "2025-04-17"), ("mardi 22 avril", "2025-04-22"), ("lundi 28 avril", "2025-04-28"),
              ("vendredi 2 mai", "2025-05-02")],
)


# ==================================================================================================

WEEKDAY = {"mon": 0, "tue": 1, "wed": 2, "thu": 3, "fri": 4, "sat": 5, "sun": 6,
           "lundi": 0, "mardi": 1, "mercredi": 2, "jeudi": 3, "vendredi": 4, "samedi": 5, "dimanche": 6}
SLASH = re.compile(r"(?<![\d/])(\d{1,2})/(\d{1,2})/(\d{2}|\d{4})(?![\d/])")


def check_and_write(c, errors):
    name = c["name"]
    err = lambda m: errors.append(f"{name}: {m}")
    rec = c["record"]
    spans = []
    for t in [s["text"] for e in c["entries"] for s in e["sentences"]] + list(c["undated"]):
        n = rec.count(t)
        if n != 1:
            err(f"text occurs {n} times: {t[:60]!r}")
            continue
        if "\n" in t:
            err(f"text spans lines: {t[:40]!r}")
        i = rec.index(t)
        spans.append((i, i + len(t), t))
    spans.sort()
    for (a1, b1, t1), (a2, b2, t2) in zip(spans, spans[1:]):
        if a2 < b1:
            err(f"texts overlap: {t1[:40]!r} / {t2[:40]!r}")

    # entries: strictly increasing dates, and in the same order as in the file
    prev_d, prev_pos = None, -1
    for e in c["entries"]:
        d = dt.date.fromisoformat(e["date"])
        if prev_d and not d > prev_d:
            err(f"entry dates not strictly increasing at {d}")
        prev_d = d
        if not e["sentences"]:
            err(f"entry {d} has no sentence")
            continue
        pos = -1
        for s in e["sentences"]:
            if s["label"] not in LABELS:
                err(f"bad label {s['label']}")
            i = rec.find(s["text"])
            if i < pos:
                err(f"sentences out of file order in entry {d}")
            pos = i
        first = rec.find(e["sentences"][0]["text"])
        if first < prev_pos:
            err(f"entry {d} appears in the file before the previous entry")
        prev_pos = pos
        if not isinstance(e["ambiguous"], bool):
            err(f"entry {d}: ambiguous is not a bool")

    # weekdays written in headings
    for written, iso in c["weekdays"]:
        wd = WEEKDAY[re.match(r"[A-Za-zé]+", written).group(0).lower()[:3] if written[0].isupper()
                     else re.match(r"[a-zé]+", written).group(0)]
        if written not in rec or dt.date.fromisoformat(iso).weekday() != wd:
            err(f"weekday or heading mismatch {written} / {iso}")

    # ambiguity flag vs. the slashed dates of the file
    slashed = [(int(a), int(b)) for a, b, _ in SLASH.findall(rec)]
    settled = any(a > 12 or b > 12 for a, b in slashed)
    for e in c["entries"]:
        d = dt.date.fromisoformat(e["date"])
        heading = rec[:rec.find(e["sentences"][0]["text"])].rsplit("\n", 1)[-1]
        m = SLASH.search(heading)
        if m:
            a, b = int(m.group(1)), int(m.group(2))
            mon, day = (a, b) if c["locale"] == "en-US" else (b, a)
            if (mon, day) != (d.month, d.day):
                err(f"slashed heading {m.group(0)} does not read as {d} in {c['locale']}")
            expect = (not settled) and a <= 12 and b <= 12 and a != b
        else:
            expect = False
        if e["ambiguous"] != expect:
            err(f"entry {d}: ambiguous={e['ambiguous']} but rule gives {expect}")

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
    out = {"name": name, "language": c["language"], "locale": c["locale"], "entries": c["entries"],
           "undated": c["undated"]}
    with open(os.path.join(folder, "case.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(out, f, ensure_ascii=False, indent=2)
        f.write("\n")
    return leftover


def main():
    errors = []
    tot_e = tot_s = 0
    tot_l = {}
    for c in CASES:
        leftover = check_and_write(c, errors)
        ne = len(c["entries"])
        ns = sum(len(e["sentences"]) for e in c["entries"])
        amb = sum(e["ambiguous"] for e in c["entries"])
        labs = {}
        for e in c["entries"]:
            for s in e["sentences"]:
                labs[s["label"]] = labs.get(s["label"], 0) + 1
                tot_l[s["label"]] = tot_l.get(s["label"], 0) + 1
        tot_e += ne
        tot_s += ns
        lab = " ".join(f"{k[:4]} {labs.get(k, 0)}" for k in sorted(LABELS))
        print(f"{c['name']:40s} {c['locale']}  entries {ne}  sentences {ns:2d}  ambiguous {amb}  "
              f"undated {len(c['undated'])}  | {lab}")
        if "-v" in sys.argv:
            for ln in leftover:
                print("      | " + ln)
    print(f"\n{len(CASES)} cases, {tot_e} entries, {tot_s} sentences; labels: "
          + ", ".join(f"{k} {tot_l.get(k, 0)}" for k in sorted(LABELS)))
    if errors:
        print("\nERRORS:")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("all checks passed")


if __name__ == "__main__":
    main()
