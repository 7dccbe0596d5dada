#!/usr/bin/env python3
"""Writes the logbook_first_4 held-out cases (one record file + case.json per folder) and checks them.

Run:  python3 tests/quality/logbook_first_4/make_cases.py [-v]
Schema: same as logbook_first_3 (see tests/quality/logbook/README.md).
Checks:
  * every sentence text and every undated text occurs exactly once in the record file, on one line,
    and no two texts overlap;
  * labels are in the shared vocabulary;
  * entry dates in case.json strictly increase; entries appear in the file in the same order,
    except entries a case declares as written late (`late=`), which must sit AFTER a later-dated one;
  * sentences keep file order inside an entry;
  * every written weekday ("Tues 14 Jan", « mardi 25 mars ») matches its date;
  * the `ambiguous` flag follows the README rule for slashed dates (both parts <= 12 and different,
    and no other slashed date with a part > 12 in the file settles the order).
With -v the leftover text (titles, date headings, bullets) is printed for eyeballing.
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


def case(name, language, locale, record_name, record, entries, undated, weekdays=(), late=()):
    CASES.append(dict(name=name, language=language, locale=locale, record_name=record_name,
                      record=record.strip("\n") + "\n", entries=entries, undated=undated,
                      weekdays=list(weekdays), late=set(late)))


def E(date, ambiguous, *sents):
    return {"date": date, "ambiguous": ambiguous,
            "sentences": [{"text": t, "label": l} for l, t in sents]}


# 1 ------------------------------------------------------------------------------------------------
# en-CA, markdown, "## March 3, 2025" then yearless "## Mar 5" headings, bullets, a meeting entry,
# a planned date ("April 7") mentioned in passing, an open-items list and a sign-off.
case(
    "snowshoe_binding_sink_marks", "en", "en-CA", "binding_strap_molding_notes.md",
    """
# Snowshoe binding strap — sink over the ratchet boss (molding notes)

Tamarack Trail Gear Ltd., Thunder Bay, ON. Tool: 2-cavity binding strap mould on the Engel 150 t press.
Material: TPU 90A, lot 4471. Complaints: visible sink over the ratchet boss, and straps cracking at the boss below −30 °C.

## March 3, 2025

- Shot 40 parts at the standard settings (melt 205 °C, mould 35 °C, hold 450 bar for 6 s).
- Sink depth over the boss measures 0.35–0.42 mm on the dial indicator; the drawing allows 0.10 mm.
- We think the gate freezes off before the hold pressure can pack out the 7 mm solid boss.

## Mar 5

- Hold time was stepped from 6 s to 12 s in 2 s increments, 10 shots per step.
- Sink stops improving after 8 s and sits at about 0.30 mm.
- Longer hold buys nothing once the gate is frozen.

## Mar 12

The boss on cavity 2 was cored out by the toolroom to a 2.5 mm wall; cavity 1 was left solid as the control. Cavity 2 parts come out with 0.06 mm of sink, cavity 1 parts still 0.38 mm. We expect the screw pull-out strength to drop with the thinner wall.

## Mar 14

- Pull-out test, 10 parts per cavity, M5 thread-forming screw, 10 mm/min.
- Cavity 1 averages 1,240 N and cavity 2 averages 1,020 N.
- Both are well over the 800 N spec.

## Mar 19

- 20 straps per cavity soaked 2 h at −40 °C, then folded 180° over a 10 mm mandrel.
- Cavity 1: 4 of 20 crack at the boss.
- Cavity 2: none.
- The thick solid boss was the crack starter as well as the cause of the sink.

## March 24, 2025 — tooling review

Agreed to core cavity 1 the same way as cavity 2. The tool goes to the toolroom on April 7 for the change, and both cavities get a new PPAP run after that.

Open items: order 2 spare ratchet inserts; update the control plan with the 8 s hold.
— R. Okafor, process tech
""",
    [
        E("2025-03-03", False,
          (A, "Shot 40 parts at the standard settings (melt 205 °C, mould 35 °C, hold 450 bar for 6 s)."),
          (R, "Sink depth over the boss measures 0.35–0.42 mm on the dial indicator; the drawing allows 0.10 mm."),
          (H, "We think the gate freezes off before the hold pressure can pack out the 7 mm solid boss.")),
        E("2025-03-05", False,
          (A, "Hold time was stepped from 6 s to 12 s in 2 s increments, 10 shots per step."),
          (R, "Sink stops improving after 8 s and sits at about 0.30 mm."),
          (C, "Longer hold buys nothing once the gate is frozen.")),
        E("2025-03-12", False,
          (A, "The boss on cavity 2 was cored out by the toolroom to a 2.5 mm wall; cavity 1 was left solid as the control."),
          (R, "Cavity 2 parts come out with 0.06 mm of sink, cavity 1 parts still 0.38 mm."),
          (H, "We expect the screw pull-out strength to drop with the thinner wall.")),
        E("2025-03-14", False,
          (A, "Pull-out test, 10 parts per cavity, M5 thread-forming screw, 10 mm/min."),
          (R, "Cavity 1 averages 1,240 N and cavity 2 averages 1,020 N."),
          (C, "Both are well over the 800 N spec.")),
        E("2025-03-19", False,
          (A, "20 straps per cavity soaked 2 h at −40 °C, then folded 180° over a 10 mm mandrel."),
          (R, "Cavity 1: 4 of 20 crack at the boss."),
          (R, "Cavity 2: none."),
          (C, "The thick solid boss was the crack starter as well as the cause of the sink.")),
        E("2025-03-24", False,
          (C, "Agreed to core cavity 1 the same way as cavity 2."),
          (N, "The tool goes to the toolroom on April 7 for the change, and both cavities get a new PPAP run after that.")),
    ],
    [
        "Tamarack Trail Gear Ltd., Thunder Bay, ON. Tool: 2-cavity binding strap mould on the Engel 150 t press.",
        "Material: TPU 90A, lot 4471. Complaints: visible sink over the ratchet boss, and straps cracking at the boss below −30 °C.",
        "Open items: order 2 spare ratchet inserts; update the control plan with the 8 s hold.",
        "— R. Okafor, process tech",
    ],
)

# 2 ------------------------------------------------------------------------------------------------
# en-CA, chatty first-person log, "Tues 14 Jan" / "Mon 3 Feb" headings (year only in the title),
# hypothesis voiced as "My bet is", a planned "March 17 shutdown" in passing, parts list, sign-off.
case(
    "uwb_forklift_freezer_drift", "en", "en-CA", "uwb_tracking_pilot_log.txt",
    """
Forklift tracking pilot — UWB position drift in freezer room B (Jan–Feb 2025)
Prairie Cold Storage Ltd., Regina SK. Room B runs at −25 °C; 12 UWB anchors on the ceiling trusses, tags on 6 reach trucks.
Error = distance between the reported position and the surveyed floor markers, logged every 10 s.

Tues 14 Jan
First full shift with all 12 anchors live in room B. Position error is about 15 cm at the start of the shift but creeps up to 1.1 m by hour 6. My bet is the anchor clocks drift as the boards cool down, since they were all installed and calibrated warm.

Thurs 16 Jan
Logged the anchor board temperatures next to the position error all day. The error follows the temperature curve almost exactly: boards go from +5 °C to −22 °C over the first 5 hours and the drift flattens out right when they do. It's thermal, not multipath.

Mon 20 Jan
Firmware 2.3 was flashed to all 12 anchors with the clock re-sync every 30 s instead of every 10 min. That should hold the drift under 30 cm if the re-sync interval is the only thing missing.

Wed 22 Jan
After an 8 h shift the drift sits at 25–35 cm. Tag batteries, on the other hand, lose 18% per shift instead of 7%, because the tags wake up for every re-sync. Fine on paper, but we can't live with that battery hit across a 40-truck fleet.

Tue 28 Jan
Different approach: each anchor got a 5 W self-regulating heater pad and a foam cover, and the re-sync went back to 10 min. Anchors hold +8 °C ± 1 all shift. Max error over 9 h is 18 cm, and tag battery use is back to 7%.

Mon 3 Feb
Truck 14 ran the narrow aisles for a full shift to check the racking. There are two dead zones behind the steel pallet racks in aisles 7 and 8 where the error jumps to 2 m. Heaters can't help there — it's line of sight. Plan is to hang two more anchors on the aisle-end columns this week.

Mon 10 Feb
Two extra anchors went up on the aisle-end columns in 7 and 8. Worst-case error across the whole room: 22 cm. Heated anchors plus the two extras meet the 30 cm spec for pick-to-slot. Next up is the write-up for the warehouse manager and a quote for rooms C and D before the March 17 shutdown.

Parts used: 14 × 5 W heater pads (12 + 2 spare), 2 × anchors, 20 m of heat-trace cable.
— Dev Malhotra, controls
""",
    [
        E("2025-01-14", False,
          (A, "First full shift with all 12 anchors live in room B."),
          (R, "Position error is about 15 cm at the start of the shift but creeps up to 1.1 m by hour 6."),
          (H, "My bet is the anchor clocks drift as the boards cool down, since they were all installed and calibrated warm.")),
        E("2025-01-16", False,
          (A, "Logged the anchor board temperatures next to the position error all day."),
          (R, "The error follows the temperature curve almost exactly: boards go from +5 °C to −22 °C over the first 5 hours and the drift flattens out right when they do."),
          (C, "It's thermal, not multipath.")),
        E("2025-01-20", False,
          (A, "Firmware 2.3 was flashed to all 12 anchors with the clock re-sync every 30 s instead of every 10 min."),
          (H, "That should hold the drift under 30 cm if the re-sync interval is the only thing missing.")),
        E("2025-01-22", False,
          (R, "After an 8 h shift the drift sits at 25–35 cm."),
          (R, "Tag batteries, on the other hand, lose 18% per shift instead of 7%, because the tags wake up for every re-sync."),
          (C, "Fine on paper, but we can't live with that battery hit across a 40-truck fleet.")),
        E("2025-01-28", False,
          (A, "Different approach: each anchor got a 5 W self-regulating heater pad and a foam cover, and the re-sync went back to 10 min."),
          (R, "Anchors hold +8 °C ± 1 all shift."),
          (R, "Max error over 9 h is 18 cm, and tag battery use is back to 7%.")),
        E("2025-02-03", False,
          (A, "Truck 14 ran the narrow aisles for a full shift to check the racking."),
          (R, "There are two dead zones behind the steel pallet racks in aisles 7 and 8 where the error jumps to 2 m."),
          (C, "Heaters can't help there — it's line of sight."),
          (N, "Plan is to hang two more anchors on the aisle-end columns this week.")),
        E("2025-02-10", False,
          (A, "Two extra anchors went up on the aisle-end columns in 7 and 8."),
          (R, "Worst-case error across the whole room: 22 cm."),
          (C, "Heated anchors plus the two extras meet the 30 cm spec for pick-to-slot."),
          (N, "Next up is the write-up for the warehouse manager and a quote for rooms C and D before the March 17 shutdown.")),
    ],
    [
        "Prairie Cold Storage Ltd., Regina SK. Room B runs at −25 °C; 12 UWB anchors on the ceiling trusses, tags on 6 reach trucks.",
        "Error = distance between the reported position and the surveyed floor markers, logged every 10 s.",
        "Parts used: 14 × 5 W heater pads (12 + 2 spare), 2 × anchors, 20 m of heat-trace cable.",
        "— Dev Malhotra, controls",
    ],
    weekdays=[("Tues 14 Jan", "2025-01-14"), ("Thurs 16 Jan", "2025-01-16"), ("Mon 20 Jan", "2025-01-20"),
              ("Wed 22 Jan", "2025-01-22"), ("Tue 28 Jan", "2025-01-28"), ("Mon 3 Feb", "2025-02-03"),
              ("Mon 10 Feb", "2025-02-10")],
)

# 3 ------------------------------------------------------------------------------------------------
# fr-CA, cellar notebook with anglicisms (ferment, batch, checker), mixed date forms: « 3 mars 2025 — »,
# « le 17 mars : », « Mardi 25 mars », « 31/03 — » (no year), « Le 2 avril, on a ... » inside the
# sentence, « 7 avr. », « 28 avr. 2025 ». Year from the title.
case(
    "fr_cidre_glace_fermentation_collee", "fr", "fr-CA", "cahier_chai_cidre_glace_2025.txt",
    """
Cidrerie du Verger Lussier — cidre de glace, cuvée 2025 — cahier de fermentation cuve 4
Frelighsburg. Moût cryoconcentré à 36 °Brix, cuve inox de 1 200 L, salle du chai à 12 °C.
Cible : environ 10 % alc. avec au moins 130 g/L de sucre résiduel.

3 mars 2025 — Cuve 4 ensemencée avec 25 g/hL d'EC-1118 réhydratée, moût à 36 °Brix et 12 °C. On devrait être à 10 % dans 5-6 semaines comme l'an passé.

le 17 mars : Densité qui bouge quasiment plus, 1,132 la semaine passée et 1,131 à matin, alc. estimé 5,8 %. La ferment est collée. On pense que le moût manque d'azote assimilable, le verger a pas été fertilisé l'an dernier.

20 mars — Échantillon du moût de départ envoyé au labo pour l'APA. Résultat reçu en fin de journée : 68 mg/L, alors qu'il en faut au moins 150 pour un moût aussi sucré.

Mardi 25 mars
Ajout de 30 g/hL de nutriment organique et 10 g/hL de DAP, cuve brassée 10 min à la pompe.

31/03 — Toujours 1,130, aucune activité, même pas une bulle au barboteur. L'azote tout seul relance pas la cuve. Notre idée : les levures sont trop épuisées par la pression osmotique, et un pied de cuve acclimaté devrait repartir.

Le 2 avril, on a monté un pied de cuve de 40 L avec de la levure fraîche dans du moût dilué à 20 °Brix, en rajoutant du moût de la cuve 4 par étapes sur 3 jours.

7 avr. — Pied de cuve transféré dans la cuve 4 (env. 5 % du volume), à 14 °C.

14 avril : La densité redescend, 1,118 à matin, alc. estimé 7,4 %. C'est l'acclimatation graduelle qui fait la différence, pas juste la dose de levure.

28 avr. 2025 — Cuve refroidie à −4 °C pour arrêter la fermentation. Analyse finale : 10,2 % alc. et 142 g/L de sucre résiduel, dans la norme. Prochaine étape : faire l'APA sur chaque batch de moût dès le pressage de janvier et corriger l'azote avant d'ensemencer.

À commander avant la prochaine saison : EC-1118 (2 × 500 g), nutriment organique (5 kg), bandelettes pour le barboteur.
— Marie-Ève Lussier, maître de chai
""",
    [
        E("2025-03-03", False,
          (A, "Cuve 4 ensemencée avec 25 g/hL d'EC-1118 réhydratée, moût à 36 °Brix et 12 °C."),
          (H, "On devrait être à 10 % dans 5-6 semaines comme l'an passé.")),
        E("2025-03-17", False,
          (R, "Densité qui bouge quasiment plus, 1,132 la semaine passée et 1,131 à matin, alc. estimé 5,8 %."),
          (C, "La ferment est collée."),
          (H, "On pense que le moût manque d'azote assimilable, le verger a pas été fertilisé l'an dernier.")),
        E("2025-03-20", False,
          (A, "Échantillon du moût de départ envoyé au labo pour l'APA."),
          (R, "Résultat reçu en fin de journée : 68 mg/L, alors qu'il en faut au moins 150 pour un moût aussi sucré.")),
        E("2025-03-25", False,
          (A, "Ajout de 30 g/hL de nutriment organique et 10 g/hL de DAP, cuve brassée 10 min à la pompe.")),
        E("2025-03-31", False,
          (R, "Toujours 1,130, aucune activité, même pas une bulle au barboteur."),
          (C, "L'azote tout seul relance pas la cuve."),
          (H, "Notre idée : les levures sont trop épuisées par la pression osmotique, et un pied de cuve acclimaté devrait repartir.")),
        E("2025-04-02", False,
          (A, "Le 2 avril, on a monté un pied de cuve de 40 L avec de la levure fraîche dans du moût dilué à 20 °Brix, en rajoutant du moût de la cuve 4 par étapes sur 3 jours.")),
        E("2025-04-07", False,
          (A, "Pied de cuve transféré dans la cuve 4 (env. 5 % du volume), à 14 °C.")),
        E("2025-04-14", False,
          (R, "La densité redescend, 1,118 à matin, alc. estimé 7,4 %."),
          (C, "C'est l'acclimatation graduelle qui fait la différence, pas juste la dose de levure.")),
        E("2025-04-28", False,
          (A, "Cuve refroidie à −4 °C pour arrêter la fermentation."),
          (R, "Analyse finale : 10,2 % alc. et 142 g/L de sucre résiduel, dans la norme."),
          (N, "Prochaine étape : faire l'APA sur chaque batch de moût dès le pressage de janvier et corriger l'azote avant d'ensemencer.")),
    ],
    [
        "Frelighsburg. Moût cryoconcentré à 36 °Brix, cuve inox de 1 200 L, salle du chai à 12 °C.",
        "Cible : environ 10 % alc. avec au moins 130 g/L de sucre résiduel.",
        "À commander avant la prochaine saison : EC-1118 (2 × 500 g), nutriment organique (5 kg), bandelettes pour le barboteur.",
        "— Marie-Ève Lussier, maître de chai",
    ],
    weekdays=[("Mardi 25 mars", "2025-03-25")],
)

# 4 ------------------------------------------------------------------------------------------------
# en-US, "3/4/2025 —" month/day headings; 3/18 and 3/25 settle the order so nothing is ambiguous.
# A written "May 6, 2025 —" review entry; a planned pilot "5/19/2025" inside a next_step sentence is
# not an entry. Hypotheses via "We suspect", "should", "ought to".
case(
    "conformal_coat_condensation_us", "en", "en-US", "sp200_coating_lab_log.txt",
    """
SP-200 soil probe PCB — conformal coating vs. condensation failures
Harrow Ag Sensors, Ames, IA. Board: SP-200 main PCB, acrylic conformal coat by dip, 25–50 µm nominal.
Field issue: 6% of the 2024-season probes came back with corrosion between the 0.5 mm pitch pins of the ADC.
Chamber test: 85 °C / 85% RH with a daily cold shock to 25 °C to force condensation, 3.3 V bias, SIR read between ADC pins.

3/4/2025 — 12 field returns were cross-sectioned at the ADC. Coating on the pin tips is under 5 µm on every one, while the flat areas measure 35–40 µm. We suspect the acrylic pulls back from sharp edges as it cures and leaves the pin tips bare.

3/11/2025 — Loaded 3 groups of 8 boards into the chamber: single-dip acrylic, double-dip acrylic, and parylene C at 25 µm from an outside coater. If the edge theory is right, parylene should come through clean because it deposits evenly over edges.

3/18/2025 — Day 7 SIR readings taken on all 24 boards. Single-dip acrylic: 5 of 8 below 1×10⁸ Ω. Double-dip: 2 of 8. Parylene: 0 of 8, all above 1×10¹⁰ Ω.

3/25/2025 — Parylene quote is $4.10 per board against $0.60 for the dip. At that price parylene would wipe out the margin on the SP-200. Asked our coater to quote a UV-cure urethane by selective spray, with a second pass aimed at the ADC. A thicker coat that cures in seconds ought to stay put on the pin tips.

4/8/2025 — 16 boards were sprayed with the UV urethane, 8 with one pass and 8 with two passes over the ADC, and went into the chamber the same afternoon.

4/22/2025 — Day 14: no SIR failures in either urethane group. Cross-sections show 18 µm on the pin tips with the second pass and 7 µm with one. What protects the pin tips is the second pass over the ADC, not the chemistry by itself.

May 6, 2025 — Review with production: two-pass selective UV urethane is approved for the SP-200 starting with the June build. Pilot lot of 200 boards is scheduled for 5/19/2025, and 20 of them will be pulled for cross-section.

Tested by: J. Alvarez   Reviewed: K. Nguyen
""",
    [
        E("2025-03-04", False,
          (A, "12 field returns were cross-sectioned at the ADC."),
          (R, "Coating on the pin tips is under 5 µm on every one, while the flat areas measure 35–40 µm."),
          (H, "We suspect the acrylic pulls back from sharp edges as it cures and leaves the pin tips bare.")),
        E("2025-03-11", False,
          (A, "Loaded 3 groups of 8 boards into the chamber: single-dip acrylic, double-dip acrylic, and parylene C at 25 µm from an outside coater."),
          (H, "If the edge theory is right, parylene should come through clean because it deposits evenly over edges.")),
        E("2025-03-18", False,
          (A, "Day 7 SIR readings taken on all 24 boards."),
          (R, "Single-dip acrylic: 5 of 8 below 1×10⁸ Ω."),
          (R, "Double-dip: 2 of 8."),
          (R, "Parylene: 0 of 8, all above 1×10¹⁰ Ω.")),
        E("2025-03-25", False,
          (R, "Parylene quote is $4.10 per board against $0.60 for the dip."),
          (C, "At that price parylene would wipe out the margin on the SP-200."),
          (A, "Asked our coater to quote a UV-cure urethane by selective spray, with a second pass aimed at the ADC."),
          (H, "A thicker coat that cures in seconds ought to stay put on the pin tips.")),
        E("2025-04-08", False,
          (A, "16 boards were sprayed with the UV urethane, 8 with one pass and 8 with two passes over the ADC, and went into the chamber the same afternoon.")),
        E("2025-04-22", False,
          (R, "Day 14: no SIR failures in either urethane group."),
          (R, "Cross-sections show 18 µm on the pin tips with the second pass and 7 µm with one."),
          (C, "What protects the pin tips is the second pass over the ADC, not the chemistry by itself.")),
        E("2025-05-06", False,
          (C, "Review with production: two-pass selective UV urethane is approved for the SP-200 starting with the June build."),
          (N, "Pilot lot of 200 boards is scheduled for 5/19/2025, and 20 of them will be pulled for cross-section.")),
    ],
    [
        "Harrow Ag Sensors, Ames, IA. Board: SP-200 main PCB, acrylic conformal coat by dip, 25–50 µm nominal.",
        "Field issue: 6% of the 2024-season probes came back with corrosion between the 0.5 mm pitch pins of the ADC.",
        "Chamber test: 85 °C / 85% RH with a daily cold shock to 25 °C to force condensation, 3.3 V bias, SIR read between ADC pins.",
        "Tested by: J. Alvarez   Reviewed: K. Nguyen",
    ],
)

# 5 ------------------------------------------------------------------------------------------------
# en-CA, terse abbreviation-heavy lab notebook, ISO dates after a prefix ("Lab log 2025-02-03:",
# "Batch 2 (2025-02-17) —"); one entry written late ("(Late entry) Lab log 2025-02-12:") sits after
# the 2025-02-14 entry in the file; an ISO date booked in the future inside a next_step.
case(
    "cseb_freeze_thaw_stabilizer", "en", "en-CA", "cseb_lab_notebook.txt",
    """
Kiwetin Build Co-op — compressed stabilized earth blocks (CSEB), freeze-thaw trials
Soil: Pit 3 (Hwy 6, km 12), screened < 5 mm. Presses: lab hydraulic @ 10 MPa; site Auram 3000.
Spec (our target for northern MB): wet comp. str. >= 2 MPa, wet/dry >= 0.5, F/T mass loss <= 7% after 12 cycles.

Lab log 2025-02-03: B1 = Pit 3 soil + 8% GU cement, OMC 12%, 24 blocks pressed @ 10 MPa. To test after the 7-d moist cure: comp. + F/T.

Lab log 2025-02-10: B1 dry comp. 4.1 MPa avg (n=3), wet 2.6 MPa. Ratio 0.63 — passes, not by much. 12 blocks into F/T chamber, −20/+20 °C, 2 cyc/day, wire-brush per D560.

Lab log 2025-02-14: B1 @ 8 cycles: mass loss 9.8%, edges crumbling on 5/12. B1 won't make 12 cycles under 7%. Suspect 8% cement too low for this soil, clay fraction looks higher than the 2024 pit.

(Late entry) Lab log 2025-02-12: Sieve + hydrometer on Pit 3, 2 samples. Clay 28%, silt 22%, sand 50% (2024 pit was 19% clay).

Batch 2 (2025-02-17) — B2 = Pit 3 + 10% GU + 15% washed sand to dilute the clay, OMC 11%, 24 blocks. Should push wet str. > 3 MPa and roughly halve the F/T loss.

Lab log 2025-02-24: B2 dry 5.6 MPa, wet 4.0 MPa, ratio 0.71. 12 B2 blocks into F/T.

Lab log 2025-03-04: B2 @ 12 cycles: mass loss 3.1%, no edge damage. B2 mix meets the F/T spec w/ margin.

Lab log 2025-03-06: 200 blocks of B2 pressed on the site Auram for the test wall. Site blocks avg 1,840 kg/m³ vs 1,950 on the lab press. Next: core 3 site blocks, re-run wet str. before the wall build (booked 2025-03-24).

On hand: GU cement 40 bags, washed sand ~3 t, F/T chamber free until end of March.
— T.B.
""",
    [
        E("2025-02-03", False,
          (A, "B1 = Pit 3 soil + 8% GU cement, OMC 12%, 24 blocks pressed @ 10 MPa."),
          (N, "To test after the 7-d moist cure: comp. + F/T.")),
        E("2025-02-10", False,
          (R, "B1 dry comp. 4.1 MPa avg (n=3), wet 2.6 MPa."),
          (C, "Ratio 0.63 — passes, not by much."),
          (A, "12 blocks into F/T chamber, −20/+20 °C, 2 cyc/day, wire-brush per D560.")),
        E("2025-02-12", False,
          (A, "Sieve + hydrometer on Pit 3, 2 samples."),
          (R, "Clay 28%, silt 22%, sand 50% (2024 pit was 19% clay).")),
        E("2025-02-14", False,
          (R, "B1 @ 8 cycles: mass loss 9.8%, edges crumbling on 5/12."),
          (C, "B1 won't make 12 cycles under 7%."),
          (H, "Suspect 8% cement too low for this soil, clay fraction looks higher than the 2024 pit.")),
        E("2025-02-17", False,
          (A, "B2 = Pit 3 + 10% GU + 15% washed sand to dilute the clay, OMC 11%, 24 blocks."),
          (H, "Should push wet str. > 3 MPa and roughly halve the F/T loss.")),
        E("2025-02-24", False,
          (R, "B2 dry 5.6 MPa, wet 4.0 MPa, ratio 0.71."),
          (A, "12 B2 blocks into F/T.")),
        E("2025-03-04", False,
          (R, "B2 @ 12 cycles: mass loss 3.1%, no edge damage."),
          (C, "B2 mix meets the F/T spec w/ margin.")),
        E("2025-03-06", False,
          (A, "200 blocks of B2 pressed on the site Auram for the test wall."),
          (R, "Site blocks avg 1,840 kg/m³ vs 1,950 on the lab press."),
          (N, "Next: core 3 site blocks, re-run wet str. before the wall build (booked 2025-03-24).")),
    ],
    [
        "Soil: Pit 3 (Hwy 6, km 12), screened < 5 mm. Presses: lab hydraulic @ 10 MPa; site Auram 3000.",
        "Spec (our target for northern MB): wet comp. str. >= 2 MPa, wet/dry >= 0.5, F/T mass loss <= 7% after 12 cycles.",
        "On hand: GU cement 40 bags, washed sand ~3 t, F/T chamber free until end of March.",
        "— T.B.",
    ],
    late=["2025-02-12"],
)

# 6 ------------------------------------------------------------------------------------------------
# fr-CA, terse paint-shop notes full of anglicisms (pinholes, outgassing, booth, rack, batch),
# abbreviated weekday headings « lun. 13 janv. » with the year only in the title, a planned meeting
# « le 24 févr. » in passing, a to-order list and a sign-off.
case(
    "fr_peinture_poudre_outgassing", "fr", "fr-CA", "notes_ligne_poudre_hiver_2025.md",
    """
# Ligne de peinture en poudre — pinholes sur boîtiers en alu moulé (hiver 2025)

Revêtements Drummond inc., Drummondville. Pièce : boîtier de luminaire de rue, alu A380 moulé sous pression.
Ligne 1 : booth manuel, four à convection 2 zones. Poudre : polyester noir lustré, spec client brillant ≥ 80 GU.

**lun. 13 janv.**
- Batch de 50 boîtiers, poudre standard, cure 10 min à 200 °C.
- Pinholes sur 31 pcs, surtout sur les faces épaisses près des bossages.
- On pense que c'est de l'outgassing : l'air pris dans la porosité de la fonte sort pendant la cure.

**mer. 15 janv.**
- Pré-bake de 20 pcs à 220 °C pendant 30 min, refroidies à 60 °C, puis poudrées et cuites comme d'hab.
- 6 pcs sur 20 avec pinholes, vs 31 sur 50 lundi.
- Le pré-bake aide mais règle pas tout.

**ven. 17 janv.**
- Pré-bake monté à 240 °C / 45 min, 20 pcs.
- 3 sur 20 avec pinholes, mais le cycle de four passe à 55 min par rack.
- Trop long pour la cadence de la ligne.

**mar. 21 janv.**
- Échantillon de poudre « degassing grade » (avec benzoïne) reçu du fournisseur.
- Celle-là devrait laisser sortir les gaz avant de fermer le film, même sans pré-bake.

**jeu. 23 janv.**
- 25 pcs en poudre degassing, pas de pré-bake, cure 12 min à 190 °C.
- 2 pcs avec pinholes.
- Brillant 76 GU, sous la spec.

**lun. 27 janv.**
- Combo : pré-bake court 220 °C / 20 min + poudre degassing, 50 pcs.
- 0 pinhole sur 50, brillant 82 GU.
- Avec les deux ensemble, le défaut est réglé pis la spec de brillant est respectée.

**lun. 3 févr.**
- 1er lot de prod. avec la nouvelle recette, 400 pcs.
- 2 rejets pour pinholes (0,5 %), vs ~60 % au début janvier.
- Prochaine étape : envoyer 10 pcs au client pour approuver le brillant avant la rencontre du 24 févr.

À commander : 2 boîtes de poudre degassing noire (25 kg), crochets de rack neufs.
— Kevin Tremblay, chef d'équipe peinture
""",
    [
        E("2025-01-13", False,
          (A, "Batch de 50 boîtiers, poudre standard, cure 10 min à 200 °C."),
          (R, "Pinholes sur 31 pcs, surtout sur les faces épaisses près des bossages."),
          (H, "On pense que c'est de l'outgassing : l'air pris dans la porosité de la fonte sort pendant la cure.")),
        E("2025-01-15", False,
          (A, "Pré-bake de 20 pcs à 220 °C pendant 30 min, refroidies à 60 °C, puis poudrées et cuites comme d'hab."),
          (R, "6 pcs sur 20 avec pinholes, vs 31 sur 50 lundi."),
          (C, "Le pré-bake aide mais règle pas tout.")),
        E("2025-01-17", False,
          (A, "Pré-bake monté à 240 °C / 45 min, 20 pcs."),
          (R, "3 sur 20 avec pinholes, mais le cycle de four passe à 55 min par rack."),
          (C, "Trop long pour la cadence de la ligne.")),
        E("2025-01-21", False,
          (A, "Échantillon de poudre « degassing grade » (avec benzoïne) reçu du fournisseur."),
          (H, "Celle-là devrait laisser sortir les gaz avant de fermer le film, même sans pré-bake.")),
        E("2025-01-23", False,
          (A, "25 pcs en poudre degassing, pas de pré-bake, cure 12 min à 190 °C."),
          (R, "2 pcs avec pinholes."),
          (R, "Brillant 76 GU, sous la spec.")),
        E("2025-01-27", False,
          (A, "Combo : pré-bake court 220 °C / 20 min + poudre degassing, 50 pcs."),
          (R, "0 pinhole sur 50, brillant 82 GU."),
          (C, "Avec les deux ensemble, le défaut est réglé pis la spec de brillant est respectée.")),
        E("2025-02-03", False,
          (A, "1er lot de prod. avec la nouvelle recette, 400 pcs."),
          (R, "2 rejets pour pinholes (0,5 %), vs ~60 % au début janvier."),
          (N, "Prochaine étape : envoyer 10 pcs au client pour approuver le brillant avant la rencontre du 24 févr.")),
    ],
    [
        "Revêtements Drummond inc., Drummondville. Pièce : boîtier de luminaire de rue, alu A380 moulé sous pression.",
        "Ligne 1 : booth manuel, four à convection 2 zones. Poudre : polyester noir lustré, spec client brillant ≥ 80 GU.",
        "À commander : 2 boîtes de poudre degassing noire (25 kg), crochets de rack neufs.",
        "— Kevin Tremblay, chef d'équipe peinture",
    ],
    weekdays=[("lun. 13 janv.", "2025-01-13"), ("mer. 15 janv.", "2025-01-15"), ("ven. 17 janv.", "2025-01-17"),
              ("mar. 21 janv.", "2025-01-21"), ("jeu. 23 janv.", "2025-01-23"), ("lun. 27 janv.", "2025-01-27"),
              ("lun. 3 févr.", "2025-02-03")],
)

# 7 ------------------------------------------------------------------------------------------------
# en-CA, day/month slashed dates ("Run 1 (24/02/2025)"): 24/02, 17/03, 24/03, 31/03 settle the order,
# so 03/03, 10/03 and 12/03 are NOT ambiguous. Runs were done out of number order (Run 4 before
# Run 3), bullets with "*", a planned scale-up "week of April 14" in passing.
case(
    "rockweed_extract_cold_sediment", "en", "en-CA", "rockweed_extract_runs.txt",
    """
Rockweed biostimulant — cold-storage sediment, extraction runs
Fundy Sea Plant Co., Digby NS. Raw material: fresh Ascophyllum nodosum, hand-harvested, chopped to 1 cm.
Problem: customers' totes of liquid extract grow a brown sediment over the winter at 4 °C.
Rooting bioassay = mung bean cuttings in 1:500 extract, roots counted at day 7, % of the Run 1 reference.

Run 1 (24/02/2025)
* 50 kg rockweed, KOH to pH 10, 90 °C for 2 h, filtered at 100 µm.
* Extract comes out at 14% solids and 380 cP at 20 °C.
* Alginate carried over into the extract is most likely what drops out in the cold, so we expect sediment within 2 weeks at 4 °C.

Run 2 (03/03/2025)
* Same as Run 1, except the alginate was precipitated with 0.5% CaCl2 and filtered off before bottling.
* Viscosity down to 45 cP, solids 11%.

Cold check 10/03/2025
* Bottles of Run 1 (2 wk) and Run 2 (1 wk) pulled from the 4 °C room.
* Run 1 has 6 mm of sediment in a 250 mL bottle; Run 2 is clear.
* The bioassay puts Run 2 at 78% of Run 1.
* Removing the alginate fixes the sediment but takes some of the activity with it.

Run 4 (12/03/2025)
* Run 4 went ahead of Run 3 because the jacket pump on the 200 L kettle seized.
* Extraction at 60 °C instead of 90 °C, pH 10, 4 h, then the same CaCl2 step as Run 2.
* A gentler temperature should spare whatever heat-sensitive compounds the bioassay is picking up.

Run 3 (17/03/2025)
* Pump replaced; alginate lyase pre-treatment at 0.1%, 45 °C for 3 h, then the standard 90 °C alkaline step with no calcium.
* If the enzyme chops the alginate short enough, it ought to stay dissolved at 4 °C without being removed.

Checks 24/03/2025
* Bioassay: Run 4 at 96% and Run 3 at 101% of Run 1.
* After 1 wk at 4 °C, Run 4 is clear and Run 3 has a faint haze but nothing settled.

Checks 31/03/2025
* Run 3 at 2 wk: a trace of sediment, under 1 mm.
* Enzyme cost works out to $0.38/L of extract against $0.11/L for the CaCl2 route.
* Either route keeps the activity and solves the sediment; Run 3 keeps the alginate, which the turf customers want, but at more than three times the cost.
* Both recipes get scaled up to the 1,000 L pilot tank the week of April 14, with 6-month stability at 4 °C and 25 °C.

Supplies: alginate lyase 2 × 1 kg, CaCl2 flake 25 kg, 250 mL PET bottles (case of 120).
Runs by A. Comeau; bioassay by L. d'Entremont.
""",
    [
        E("2025-02-24", False,
          (A, "50 kg rockweed, KOH to pH 10, 90 °C for 2 h, filtered at 100 µm."),
          (R, "Extract comes out at 14% solids and 380 cP at 20 °C."),
          (H, "Alginate carried over into the extract is most likely what drops out in the cold, so we expect sediment within 2 weeks at 4 °C.")),
        E("2025-03-03", False,
          (A, "Same as Run 1, except the alginate was precipitated with 0.5% CaCl2 and filtered off before bottling."),
          (R, "Viscosity down to 45 cP, solids 11%.")),
        E("2025-03-10", False,
          (A, "Bottles of Run 1 (2 wk) and Run 2 (1 wk) pulled from the 4 °C room."),
          (R, "Run 1 has 6 mm of sediment in a 250 mL bottle; Run 2 is clear."),
          (R, "The bioassay puts Run 2 at 78% of Run 1."),
          (C, "Removing the alginate fixes the sediment but takes some of the activity with it.")),
        E("2025-03-12", False,
          (A, "Run 4 went ahead of Run 3 because the jacket pump on the 200 L kettle seized."),
          (A, "Extraction at 60 °C instead of 90 °C, pH 10, 4 h, then the same CaCl2 step as Run 2."),
          (H, "A gentler temperature should spare whatever heat-sensitive compounds the bioassay is picking up.")),
        E("2025-03-17", False,
          (A, "Pump replaced; alginate lyase pre-treatment at 0.1%, 45 °C for 3 h, then the standard 90 °C alkaline step with no calcium."),
          (H, "If the enzyme chops the alginate short enough, it ought to stay dissolved at 4 °C without being removed.")),
        E("2025-03-24", False,
          (R, "Bioassay: Run 4 at 96% and Run 3 at 101% of Run 1."),
          (R, "After 1 wk at 4 °C, Run 4 is clear and Run 3 has a faint haze but nothing settled.")),
        E("2025-03-31", False,
          (R, "Run 3 at 2 wk: a trace of sediment, under 1 mm."),
          (R, "Enzyme cost works out to $0.38/L of extract against $0.11/L for the CaCl2 route."),
          (C, "Either route keeps the activity and solves the sediment; Run 3 keeps the alginate, which the turf customers want, but at more than three times the cost."),
          (N, "Both recipes get scaled up to the 1,000 L pilot tank the week of April 14, with 6-month stability at 4 °C and 25 °C.")),
    ],
    [
        "Fundy Sea Plant Co., Digby NS. Raw material: fresh Ascophyllum nodosum, hand-harvested, chopped to 1 cm.",
        "Problem: customers' totes of liquid extract grow a brown sediment over the winter at 4 °C.",
        "Rooting bioassay = mung bean cuttings in 1:500 extract, roots counted at day 7, % of the Run 1 reference.",
        "Supplies: alginate lyase 2 × 1 kg, CaCl2 flake 25 kg, 250 mL PET bottles (case of 120).",
        "Runs by A. Comeau; bioassay by L. d'Entremont.",
    ],
)

# 8 ------------------------------------------------------------------------------------------------
# fr-CA, road-maintenance notebook, « 07/01/2025 — » day/month headings. No slashed date in the file
# has a part > 12, so 07/01, 09/01, 03/02, 05/02, 10/03 and 01/04 are ambiguous (read day/month);
# 03/03/2025 is not. « 1er novembre » in a next_step is a planned date, not an entry.
case(
    "fr_saumure_betterave_trottoirs_ambigu", "fr", "fr-CA", "journal_saumure_betterave.txt",
    """
Entretien Routier Laurentides — saumure à la betterave sur les trottoirs, hiver 2024-2025
Centre-ville de Saint-Jérôme. Tronçon A (témoin) : rue Labelle, saumure NaCl 23 %. Tronçon B : rue Saint-Georges, même longueur (1,2 km).
Mesure : % de surface glacée estimé sur photo à 7 h du matin, 10 photos par tronçon.

07/01/2025 — Les deux tronçons arrosés à 40 L/km avant la neige de la nuit, saumure seule sur A et saumure + 15 % de résidu de betterave sur B. On s'attend à ce que la betterave garde la saumure collée au trottoir plus longtemps pis qu'elle travaille plus froid.

09/01/2025 — Après 36 h et −18 °C la nuit passée, A est glacé sur environ 40 % de la surface, B sur 10 %. Par contre y'a un résidu brun collant sur B, ça colle aux bottes pis les commerçants se plaignent que ça rentre dans les magasins. La betterave marche au froid, mais pas question de la laisser de même au centre-ville.

03/02/2025 — Mélange dilué à 7 % de betterave au lieu de 15 %, même dosage sur B. Coupons d'acier doux fixés au bord des deux tronçons pour suivre la corrosion. Ça devrait couper le collant sans perdre trop d'effet au froid.

05/02/2025 — Surface glacée : A 35 %, B 15 %. Presque plus de traces collantes, une seule plainte. À 7 %, on garde la plus grosse partie du gain.

03/03/2025 — Coupons retirés après 4 semaines, nettoyés pis pesés au labo du garage. Perte de masse de 0,41 % sur A contre 0,22 % sur B. Bonus pour les garde-corps pis les camions : la betterave coupe la corrosion à peu près de moitié.

10/03/2025 — Bons de livraison de sel compilés pour l'hiver. 18 t épandues sur A contre 13 t sur B pour la même longueur. Le mélange à 7 % sauve environ 28 % du sel.

01/04/2025 — Rencontre avec la Ville : le mélange à 7 % est retenu pour tout le centre-ville l'hiver prochain. Prochaine étape : commander le réservoir de mélange de 10 000 L et former les opérateurs avant le 1er novembre.

À faire : nettoyer les buses de la rampe (résidu de betterave), remettre les coupons au fournisseur.
Patrick Gagnon, contremaître voirie
""",
    [
        E("2025-01-07", True,
          (A, "Les deux tronçons arrosés à 40 L/km avant la neige de la nuit, saumure seule sur A et saumure + 15 % de résidu de betterave sur B."),
          (H, "On s'attend à ce que la betterave garde la saumure collée au trottoir plus longtemps pis qu'elle travaille plus froid.")),
        E("2025-01-09", True,
          (R, "Après 36 h et −18 °C la nuit passée, A est glacé sur environ 40 % de la surface, B sur 10 %."),
          (R, "Par contre y'a un résidu brun collant sur B, ça colle aux bottes pis les commerçants se plaignent que ça rentre dans les magasins."),
          (C, "La betterave marche au froid, mais pas question de la laisser de même au centre-ville.")),
        E("2025-02-03", True,
          (A, "Mélange dilué à 7 % de betterave au lieu de 15 %, même dosage sur B."),
          (A, "Coupons d'acier doux fixés au bord des deux tronçons pour suivre la corrosion."),
          (H, "Ça devrait couper le collant sans perdre trop d'effet au froid.")),
        E("2025-02-05", True,
          (R, "Surface glacée : A 35 %, B 15 %."),
          (R, "Presque plus de traces collantes, une seule plainte."),
          (C, "À 7 %, on garde la plus grosse partie du gain.")),
        E("2025-03-03", False,
          (A, "Coupons retirés après 4 semaines, nettoyés pis pesés au labo du garage."),
          (R, "Perte de masse de 0,41 % sur A contre 0,22 % sur B."),
          (C, "Bonus pour les garde-corps pis les camions : la betterave coupe la corrosion à peu près de moitié.")),
        E("2025-03-10", True,
          (A, "Bons de livraison de sel compilés pour l'hiver."),
          (R, "18 t épandues sur A contre 13 t sur B pour la même longueur."),
          (C, "Le mélange à 7 % sauve environ 28 % du sel.")),
        E("2025-04-01", True,
          (C, "Rencontre avec la Ville : le mélange à 7 % est retenu pour tout le centre-ville l'hiver prochain."),
          (N, "Prochaine étape : commander le réservoir de mélange de 10 000 L et former les opérateurs avant le 1er novembre.")),
    ],
    [
        "Centre-ville de Saint-Jérôme. Tronçon A (témoin) : rue Labelle, saumure NaCl 23 %. Tronçon B : rue Saint-Georges, même longueur (1,2 km).",
        "Mesure : % de surface glacée estimé sur photo à 7 h du matin, 10 photos par tronçon.",
        "À faire : nettoyer les buses de la rampe (résidu de betterave), remettre les coupons au fournisseur.",
        "Patrick Gagnon, contremaître voirie",
    ],
)




# ==================================================================================================
# checks + writer

WEEKDAY = {}
for i, names in enumerate([("mon", "monday", "lun", "lundi"), ("tue", "tues", "tuesday", "mar", "mardi"),
                           ("wed", "wednesday", "mer", "mercredi"), ("thu", "thur", "thurs", "thursday", "jeu", "jeudi"),
                           ("fri", "friday", "ven", "vendredi"), ("sat", "saturday", "sam", "samedi"),
                           ("sun", "sunday", "dim", "dimanche")]):
    for n in names:
        WEEKDAY[n] = i
SLASH = re.compile(r"(?<![\d/])(\d{1,2})/(\d{1,2})/(\d{2}|\d{4})(?![\d/])")


def check_and_write(c, errors):
    name = c["name"]

    def err(m):
        errors.append(f"{name}: {m}")

    rec = c["record"]
    if c["language"] not in ("en", "fr") or c["locale"] not in ("en-CA", "en-US", "fr-CA"):
        err("bad language/locale")
    if not 5 <= len(c["entries"]) <= 9:
        err(f"{len(c['entries'])} entries (want 5-9)")

    # every text verbatim, exactly once, on one line, no overlap
    spans = []
    for t in [s["text"] for e in c["entries"] for s in e["sentences"]] + list(c["undated"]):
        n = rec.count(t)
        if n != 1:
            err(f"text occurs {n} times: {t[:60]!r}")
            continue
        if "\n" in t or t != t.strip():
            err(f"text spans lines or has outer whitespace: {t[:40]!r}")
        i = rec.index(t)
        spans.append((i, i + len(t), t))
    spans.sort()
    for (a1, b1, t1), (a2, b2, t2) in zip(spans, spans[1:]):
        if a2 < b1:
            err(f"texts overlap: {t1[:40]!r} / {t2[:40]!r}")

    # dates strictly increasing; sentences in file order; entries in file order unless declared late
    prev_d = None
    starts = []
    for e in c["entries"]:
        d = dt.date.fromisoformat(e["date"])
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
        starts.append((e["date"], rec.find(e["sentences"][0]["text"]), pos))
    in_order = [s for s in starts if s[0] not in c["late"]]
    for (d1, _, end1), (d2, start2, _) in zip(in_order, in_order[1:]):
        if start2 < end1:
            err(f"entry {d2} appears in the file before entry {d1}")
    for d_late in c["late"]:
        hit = [s for s in starts if s[0] == d_late]
        if not hit:
            err(f"late entry {d_late} not found")
            continue
        if not any(d > d_late and st < hit[0][1] for d, st, _ in starts):
            err(f"late entry {d_late} is not preceded in the file by a later-dated entry")

    # written weekdays
    for written, iso in c["weekdays"]:
        tok = re.match(r"[^\W\d_]+", written).group(0).lower()
        if written not in rec:
            err(f"weekday heading {written!r} not in record")
        elif WEEKDAY.get(tok) != dt.date.fromisoformat(iso).weekday():
            err(f"weekday mismatch {written!r} / {iso}")

    # ambiguity flag vs the slashed dates of the file
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
            err(f"entry {d}: ambiguous={e['ambiguous']} but the rule gives {expect}")

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
    tot = {}
    labs_all = {}
    names = [c["name"] for c in CASES]
    if len(set(names)) != len(names):
        errors.append("duplicate case names")
    for c in CASES:
        leftover = check_and_write(c, errors)
        ne = len(c["entries"])
        ns = sum(len(e["sentences"]) for e in c["entries"])
        amb = sum(e["ambiguous"] for e in c["entries"])
        labs = {}
        for e in c["entries"]:
            for s in e["sentences"]:
                labs[s["label"]] = labs.get(s["label"], 0) + 1
                labs_all[s["label"]] = labs_all.get(s["label"], 0) + 1
        t = tot.setdefault(c["language"], [0, 0, 0])
        t[0] += 1
        t[1] += ne
        t[2] += ns
        lab = " ".join(f"{k[:4]} {labs.get(k, 0)}" for k in sorted(LABELS))
        print(f"{c['name']:40s} {c['locale']}  entries {ne}  sentences {ns:2d}  ambiguous {amb}  "
              f"undated {len(c['undated'])}  | {lab}")
        if "-v" in sys.argv:
            for ln in leftover:
                print("      | " + ln)
    print()
    for lang, (nc, ne, ns) in sorted(tot.items()):
        print(f"{lang}: {nc} cases, {ne} entries, {ns} labelled sentences")
    print("labels: " + ", ".join(f"{k} {labs_all.get(k, 0)}" for k in sorted(LABELS)))
    if errors:
        print("\nERRORS:")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("all checks passed")


if __name__ == "__main__":
    main()
