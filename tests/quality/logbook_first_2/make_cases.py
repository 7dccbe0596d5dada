#!/usr/bin/env python3
"""Writes the logbook_first_2 held-out cases (one record file + case.json each) and checks them.

Run:  python3 tests/quality/logbook_first_2/make_cases.py
Format: see tests/quality/logbook/README.md. Checks done here: every sentence text and every undated
text is an exact substring of the record file occurring once, no two texts overlap, sentences are in
file order within an entry, entries are strictly increasing by date, labels are valid, and the
weekday written in a heading ("Thu. Nov. 28") matches its date. The leftover text of each file
(everything that is neither a labelled sentence nor an undated text) is printed for eyeballing: it
must hold only titles and date headings / prefixes.
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


def case(name, language, locale, record_name, record, entries, undated, weekday_checks=()):
    CASES.append(dict(name=name, language=language, locale=locale, record_name=record_name,
                      record=record.strip("\n") + "\n", entries=entries, undated=undated,
                      weekday_checks=weekday_checks))


def E(date, ambiguous, *sents):
    return {"date": date, "ambiguous": ambiguous,
            "sentences": [{"text": t, "label": l} for l, t in sents]}


# 1 ------------------------------------------------------------------------------------------------
case(
    "solar_snow_shedding", "en", "en-CA", "snow_shedding_lab_log.txt",
    """
Prairie Sun Energy — bifacial panel snow-shedding trials, Saskatoon test yard
Owner: L. Fehr. Question: can a hydrophobic coating and a flush frame clear snow faster from bifacial panels?
Row A = uncoated reference panels, row B = coated panels, same 35° tilt unless noted.

Lab log 2025-01-14: Applied the fluorosilane coating to the glass and frame of the four row B panels. Cleaned the row A glass with water only. We expect the coated panels to shed a 10 cm snowfall at least a day sooner than the reference row.

Lab log 2025-01-23: After 12 cm of snow on January 18, row B was clear by noon on January 19, while row A stayed covered until January 22. Row B produced 41% more energy than row A over those four days.

Lab log 2025-01-28: Snow on row B slid down and piled against the bottom frame lip, leaving a 6 cm band across the bottom row of cells. The frame lip, not the glass, now limits shedding on the coated panels.

Lab log 2025-01-21 (late entry, from the datalogger download): The row A string inverter logged a ground fault from 14:00 to 17:00 that day. The 41% energy gain noted on January 23 is therefore slightly overstated.

Lab log 2025-02-04: Trimmed the bottom frame lip flush with the glass on two of the row B panels. We expect the trimmed panels to clear completely, with no band of snow at the bottom.

Lab log 2025-02-11: After 15 cm of snow on February 9, the two trimmed panels were clear in 26 hours, against 41 hours for the untrimmed row B panels. Row A was still partly covered after 4 days. Once the glass sheds snow, the frame lip is the main obstacle.

Lab log 2025-02-25: Ran a tape pull-off test on the coating after 40 freeze-thaw days. Adhesion was rated 4B, down from 5B when new. The coating holds for one winter, but its durability over several winters is unknown. Next: ask the coating supplier for a 5-year weathering report and keep the same panels for a second winter.

Parts to reorder: two bottom clamps and one MC4 connector pair.
""",
    [
        E("2025-01-14", False,
          ("activity", "Applied the fluorosilane coating to the glass and frame of the four row B panels."),
          ("activity", "Cleaned the row A glass with water only."),
          ("hypothesis", "We expect the coated panels to shed a 10 cm snowfall at least a day sooner than the reference row.")),
        E("2025-01-21", False,
          ("result", "The row A string inverter logged a ground fault from 14:00 to 17:00 that day."),
          ("conclusion", "The 41% energy gain noted on January 23 is therefore slightly overstated.")),
        E("2025-01-23", False,
          ("result", "After 12 cm of snow on January 18, row B was clear by noon on January 19, while row A stayed covered until January 22."),
          ("result", "Row B produced 41% more energy than row A over those four days.")),
        E("2025-01-28", False,
          ("result", "Snow on row B slid down and piled against the bottom frame lip, leaving a 6 cm band across the bottom row of cells."),
          ("conclusion", "The frame lip, not the glass, now limits shedding on the coated panels.")),
        E("2025-02-04", False,
          ("activity", "Trimmed the bottom frame lip flush with the glass on two of the row B panels."),
          ("hypothesis", "We expect the trimmed panels to clear completely, with no band of snow at the bottom.")),
        E("2025-02-11", False,
          ("result", "After 15 cm of snow on February 9, the two trimmed panels were clear in 26 hours, against 41 hours for the untrimmed row B panels."),
          ("result", "Row A was still partly covered after 4 days."),
          ("conclusion", "Once the glass sheds snow, the frame lip is the main obstacle.")),
        E("2025-02-25", False,
          ("activity", "Ran a tape pull-off test on the coating after 40 freeze-thaw days."),
          ("result", "Adhesion was rated 4B, down from 5B when new."),
          ("conclusion", "The coating holds for one winter, but its durability over several winters is unknown."),
          ("next_step", "Next: ask the coating supplier for a 5-year weathering report and keep the same panels for a second winter.")),
    ],
    [
        "Owner: L. Fehr. Question: can a hydrophobic coating and a flush frame clear snow faster from bifacial panels?",
        "Row A = uncoated reference panels, row B = coated panels, same 35° tilt unless noted.",
        "Parts to reorder: two bottom clamps and one MC4 connector pair.",
    ],
)

# 2 ------------------------------------------------------------------------------------------------
case(
    "cup_barrier_coating_trials", "en", "en-CA", "cup_barrier_coating_trials.md",
    """
# Hot-cup board, water-based barrier coating: pilot coater trials

Northern Fibre Packaging, Cornwall, Ontario.
Goal: replace the PE extrusion coating on hot-cup board with a water-based barrier that still heat-seals and holds 85 °C coffee for 30 minutes.

Trial 1 (February 10, 2025) — Coated 300 m of cupstock with one 8 g/m² layer of the acrylic barrier dispersion at 40 m/min. Cups formed from it leaked at the side seam after 6 minutes with 85 °C coffee. We expect a second layer to close the pinholes.

Trial 2 (February 17, 2025) — Applied two layers of 6 g/m² each, with infrared drying between them. Hot coffee held for 30 minutes with no leak, but the side seam opened on 9 of 20 cups during forming. The double layer stops the leaks, but the heavier coating will not heat-seal at our current sealing temperature.

Trial 4 (March 3, 2025) — Repeated Trial 2 with a 2 g/m² heat-seal primer under the barrier. Seam failures dropped to 1 of 20 cups. All 20 cups held hot coffee for 30 minutes.

Trial 3 (February 24, 2025; written up after Trial 4) — Raised the hot-air sealing temperature from 420 °C to 470 °C on Trial 2 board. The seam held on 18 of 20 cups, but the printed outer surface blistered along the seam. More sealing heat is not an option for printed cups.

Trial 5 (March 12, 2025) — Ran 2,000 cups of Trial 4 board on cup machine 3 at 120 cups per minute. The seam camera rejected 4 cups, against 3 per 2,000 for PE board. The primer and barrier build runs at production speed.

Trial 6 (March 20, 2025) — Repulped 50 cups from Trial 5 in the lab pulper for 20 minutes. Fibre yield was 96%, against 81% for PE-coated cups. Hypothesis for the mill trial: the board will repulp in a standard paper mill without a separate PE removal step. Next: a production lot of 50,000 cups for a café chain trial.

Open question, no date: does the primer need its own food-contact letter?
""",
    [
        E("2025-02-10", False,
          ("activity", "Coated 300 m of cupstock with one 8 g/m² layer of the acrylic barrier dispersion at 40 m/min."),
          ("result", "Cups formed from it leaked at the side seam after 6 minutes with 85 °C coffee."),
          ("hypothesis", "We expect a second layer to close the pinholes.")),
        E("2025-02-17", False,
          ("activity", "Applied two layers of 6 g/m² each, with infrared drying between them."),
          ("result", "Hot coffee held for 30 minutes with no leak, but the side seam opened on 9 of 20 cups during forming."),
          ("conclusion", "The double layer stops the leaks, but the heavier coating will not heat-seal at our current sealing temperature.")),
        E("2025-02-24", False,
          ("activity", "Raised the hot-air sealing temperature from 420 °C to 470 °C on Trial 2 board."),
          ("result", "The seam held on 18 of 20 cups, but the printed outer surface blistered along the seam."),
          ("conclusion", "More sealing heat is not an option for printed cups.")),
        E("2025-03-03", False,
          ("activity", "Repeated Trial 2 with a 2 g/m² heat-seal primer under the barrier."),
          ("result", "Seam failures dropped to 1 of 20 cups."),
          ("result", "All 20 cups held hot coffee for 30 minutes.")),
        E("2025-03-12", False,
          ("activity", "Ran 2,000 cups of Trial 4 board on cup machine 3 at 120 cups per minute."),
          ("result", "The seam camera rejected 4 cups, against 3 per 2,000 for PE board."),
          ("conclusion", "The primer and barrier build runs at production speed.")),
        E("2025-03-20", False,
          ("activity", "Repulped 50 cups from Trial 5 in the lab pulper for 20 minutes."),
          ("result", "Fibre yield was 96%, against 81% for PE-coated cups."),
          ("hypothesis", "Hypothesis for the mill trial: the board will repulp in a standard paper mill without a separate PE removal step."),
          ("next_step", "Next: a production lot of 50,000 cups for a café chain trial.")),
    ],
    [
        "Northern Fibre Packaging, Cornwall, Ontario.",
        "Goal: replace the PE extrusion coating on hot-cup board with a water-based barrier that still heat-seals and holds 85 °C coffee for 30 minutes.",
        "Open question, no date: does the primer need its own food-contact letter?",
    ],
)

# 3 ------------------------------------------------------------------------------------------------
case(
    "tab_welding_us_ambiguous", "en", "en-US", "tab_weld_dev_log.txt",
    """
Cell-to-busbar ultrasonic tab welding - development log
Voltline Energy Systems, module pilot cell. Welder: 20 kHz, 3.3 kW. Tabs: 0.3 mm nickel-plated copper, 4 layers.
Spec: peel strength above 60 N per weld, weld resistance below 0.10 milliohm.

02/04/2025  Welded 40 samples at the supplier's recipe of 30 J and 0.35 MPa. Mean peel strength was 48 N, and 7 of 40 welds separated at the bottom tab interface. We expect more weld energy to give a full bond through all 4 layers.

02/11/2025  Raised the energy to 45 J at the same pressure. Peel strength rose to 71 N, but 5 of 40 welds showed cracks at the tab neck. The extra energy passes vibration into the tab and cracks the neck.

03/03/2025  Sectioned 6 cracked welds from the 2/11 run under the microscope. Every crack started at the sharp edge of the anvil knurl. We expect an anvil with a radiused edge to stop the cracks without giving up the energy the bottom layer needs.

03/10/2025  Fitted an anvil with a 0.2 mm edge radius and welded 40 samples at 40 J. Peel strength averaged 66 N, and no weld had a neck crack. The radiused anvil removes the neck cracks at 40 J.

04/07/2025  Ran 500 welds on the pilot line with the radiused anvil. Weld resistance averaged 0.06 milliohm, with the highest at 0.09 milliohm. Wear marks were visible on the anvil knurl at the end of the run.

05/06/2025  Reviewed the results with the module team. The radiused anvil at 40 J is released for the B-sample build. Next: add an anvil wear check every 2,000 welds.

Note to self: the horn serial number is missing from the asset list.
""",
    [
        E("2025-02-04", True,
          ("activity", "Welded 40 samples at the supplier's recipe of 30 J and 0.35 MPa."),
          ("result", "Mean peel strength was 48 N, and 7 of 40 welds separated at the bottom tab interface."),
          ("hypothesis", "We expect more weld energy to give a full bond through all 4 layers.")),
        E("2025-02-11", True,
          ("activity", "Raised the energy to 45 J at the same pressure."),
          ("result", "Peel strength rose to 71 N, but 5 of 40 welds showed cracks at the tab neck."),
          ("conclusion", "The extra energy passes vibration into the tab and cracks the neck.")),
        E("2025-03-03", False,
          ("activity", "Sectioned 6 cracked welds from the 2/11 run under the microscope."),
          ("result", "Every crack started at the sharp edge of the anvil knurl."),
          ("hypothesis", "We expect an anvil with a radiused edge to stop the cracks without giving up the energy the bottom layer needs.")),
        E("2025-03-10", True,
          ("activity", "Fitted an anvil with a 0.2 mm edge radius and welded 40 samples at 40 J."),
          ("result", "Peel strength averaged 66 N, and no weld had a neck crack."),
          ("conclusion", "The radiused anvil removes the neck cracks at 40 J.")),
        E("2025-04-07", True,
          ("activity", "Ran 500 welds on the pilot line with the radiused anvil."),
          ("result", "Weld resistance averaged 0.06 milliohm, with the highest at 0.09 milliohm."),
          ("result", "Wear marks were visible on the anvil knurl at the end of the run.")),
        E("2025-05-06", True,
          ("activity", "Reviewed the results with the module team."),
          ("conclusion", "The radiused anvil at 40 J is released for the B-sample build."),
          ("next_step", "Next: add an anvil wear check every 2,000 welds.")),
    ],
    [
        "Voltline Energy Systems, module pilot cell. Welder: 20 kHz, 3.3 kW. Tabs: 0.3 mm nickel-plated copper, 4 layers.",
        "Spec: peel strength above 60 N per weld, weld resistance below 0.10 milliohm.",
        "Note to self: the horn serial number is missing from the asset list.",
    ],
)

# 4 ------------------------------------------------------------------------------------------------
case(
    "potato_storage_sprout_control", "en", "en-CA", "bin6_sprout_notes_2024-25.md",
    """
# Bin 6 sprout control — storage notes, 2024-2025 season

Island Spud Storage Co-op, Kensington, PE. Russet Burbank held at 7.5 °C for the fry market.
Background: CIPC can no longer be used, so this season we are testing spearmint oil applied by thermal fogging.

**Thu. Nov. 28** — Fogged bin 6 with spearmint oil at 90 mL per tonne through the ventilation duct. Bin 7 was left untreated as the control. We expect a single application to hold sprouts under 2 mm for six weeks.

**Mon. Dec. 9** — Sampled 50 tubers per bin from three heights. Sprouts in bin 6 averaged 0.5 mm, against 1.8 mm in bin 7. Tubers near the top of bin 6 had dark, burned sprout tips.

**Tue. Jan. 7** — Sprouts in bin 6 had regrown to 2.6 mm, 40 days after fogging, while bin 7 was at 5.9 mm. One application does not last six weeks at 7.5 °C. Next: re-apply at half the dose every three weeks.

**Tue. Jan. 14** — Re-fogged bin 6 at half the dose, 45 mL per tonne. Hypothesis: smaller, repeated doses will keep the sprouts suppressed without the tip burn seen in December.

**Tue. Feb. 4** — Measured sprouts before the next application at 1.1 mm on average. Fogged bin 6 again at 45 mL per tonne.

**Mon. March 3** — Sprouts in bin 6 averaged 0.9 mm, and no tip burn was found. Fry colour from bin 6 was USDA 1, the same as at harvest. Half doses every three weeks control sprouting through to March. Next: cost the oil for all 12 bins for next season.

Reminder: the fogger needs a new nozzle before the next application.
""",
    [
        E("2024-11-28", False,
          ("activity", "Fogged bin 6 with spearmint oil at 90 mL per tonne through the ventilation duct."),
          ("activity", "Bin 7 was left untreated as the control."),
          ("hypothesis", "We expect a single application to hold sprouts under 2 mm for six weeks.")),
        E("2024-12-09", False,
          ("activity", "Sampled 50 tubers per bin from three heights."),
          ("result", "Sprouts in bin 6 averaged 0.5 mm, against 1.8 mm in bin 7."),
          ("result", "Tubers near the top of bin 6 had dark, burned sprout tips.")),
        E("2025-01-07", False,
          ("result", "Sprouts in bin 6 had regrown to 2.6 mm, 40 days after fogging, while bin 7 was at 5.9 mm."),
          ("conclusion", "One application does not last six weeks at 7.5 °C."),
          ("next_step", "Next: re-apply at half the dose every three weeks.")),
        E("2025-01-14", False,
          ("activity", "Re-fogged bin 6 at half the dose, 45 mL per tonne."),
          ("hypothesis", "Hypothesis: smaller, repeated doses will keep the sprouts suppressed without the tip burn seen in December.")),
        E("2025-02-04", False,
          ("result", "Measured sprouts before the next application at 1.1 mm on average."),
          ("activity", "Fogged bin 6 again at 45 mL per tonne.")),
        E("2025-03-03", False,
          ("result", "Sprouts in bin 6 averaged 0.9 mm, and no tip burn was found."),
          ("result", "Fry colour from bin 6 was USDA 1, the same as at harvest."),
          ("conclusion", "Half doses every three weeks control sprouting through to March."),
          ("next_step", "Next: cost the oil for all 12 bins for next season.")),
    ],
    [
        "Island Spud Storage Co-op, Kensington, PE. Russet Burbank held at 7.5 °C for the fry market.",
        "Background: CIPC can no longer be used, so this season we are testing spearmint oil applied by thermal fogging.",
        "Reminder: the fogger needs a new nozzle before the next application.",
    ],
    weekday_checks=[("Thu. Nov. 28", "2024-11-28"), ("Mon. Dec. 9", "2024-12-09"), ("Tue. Jan. 7", "2025-01-07"),
                    ("Tue. Jan. 14", "2025-01-14"), ("Tue. Feb. 4", "2025-02-04"), ("Mon. March 3", "2025-03-03")],
)

# 5 ------------------------------------------------------------------------------------------------
case(
    "ras_coldmix_reverse", "en", "en-CA", "ras_coldmix_notebook.txt",
    """
Cold-mix pothole patch with recycled roofing shingles - lab and yard notebook
Aspen Ridge Road Materials, Red Deer, AB.
Newest entries first. Mix: RAP cold mix with 5% ground tear-off shingles (RAS) unless noted.

Summary, 22/05/2025: The 5% RAS mix with 0.5% amine additive performed as well as the commercial bagged patch in the yard. Next: patch 40 potholes on Range Road 272 with the county crew.

20/05/2025: Checked the yard strip after two weeks of loader traffic. None of the 20 RAS patches with amine had ravelled, against 1 of the 20 commercial bagged patches.

13/05/2025: Measured workability at 2 °C with the blade penetration test. The amine mix needed 38 N, against 35 N for the commercial mix. The additive keeps the mix workable in cold weather.

06/05/2025: Added 0.5% amine adhesion additive to the RAS mix and placed 20 new patches in the yard strip, beside 20 patches of the commercial bagged mix. We expect the additive to stop the stripping seen in the 29/04 boil test.

29/04/2025: Six of the 20 yard patches had ravelled at the edges. Ran a boil test on a sample of the same mix. About 20% of the aggregate surface was stripped. Without an additive, the shingle binder does not hold on wet aggregate.

15/04/2025: Placed 20 patches of the 5% RAS mix in the yard test strip. Hypothesis: the stiffer shingle binder will reduce shoving under the loader tires.

08/04/2025: Ground 2 t of tear-off shingles to minus 9.5 mm and pulled the nails out with the magnet belt. Nail fragments in the ground product were below 0.1% by mass.

Loose ends: ask the county whether RAS needs an asbestos test certificate for each load.
""",
    [
        E("2025-04-08", False,
          ("activity", "Ground 2 t of tear-off shingles to minus 9.5 mm and pulled the nails out with the magnet belt."),
          ("result", "Nail fragments in the ground product were below 0.1% by mass.")),
        E("2025-04-15", False,
          ("activity", "Placed 20 patches of the 5% RAS mix in the yard test strip."),
          ("hypothesis", "Hypothesis: the stiffer shingle binder will reduce shoving under the loader tires.")),
        E("2025-04-29", False,
          ("result", "Six of the 20 yard patches had ravelled at the edges."),
          ("activity", "Ran a boil test on a sample of the same mix."),
          ("result", "About 20% of the aggregate surface was stripped."),
          ("conclusion", "Without an additive, the shingle binder does not hold on wet aggregate.")),
        E("2025-05-06", False,
          ("activity", "Added 0.5% amine adhesion additive to the RAS mix and placed 20 new patches in the yard strip, beside 20 patches of the commercial bagged mix."),
          ("hypothesis", "We expect the additive to stop the stripping seen in the 29/04 boil test.")),
        E("2025-05-13", False,
          ("activity", "Measured workability at 2 °C with the blade penetration test."),
          ("result", "The amine mix needed 38 N, against 35 N for the commercial mix."),
          ("conclusion", "The additive keeps the mix workable in cold weather.")),
        E("2025-05-20", False,
          ("activity", "Checked the yard strip after two weeks of loader traffic."),
          ("result", "None of the 20 RAS patches with amine had ravelled, against 1 of the 20 commercial bagged patches.")),
        E("2025-05-22", False,
          ("conclusion", "The 5% RAS mix with 0.5% amine additive performed as well as the commercial bagged patch in the yard."),
          ("next_step", "Next: patch 40 potholes on Range Road 272 with the county crew.")),
    ],
    [
        "Aspen Ridge Road Materials, Red Deer, AB.",
        "Newest entries first. Mix: RAP cold mix with 5% ground tear-off shingles (RAS) unless noted.",
        "Loose ends: ask the county whether RAS needs an asbestos test certificate for each load.",
    ],
)

# 6 ------------------------------------------------------------------------------------------------
case(
    "fr_tempeh_pois_jaune", "fr", "fr-CA", "cahier_tempeh_pois_2025.md",
    """
# Tempeh de pois jaune — cahier d'essais, printemps 2025

Fermentations Boréales, Saint-Hyacinthe.
But : produire un tempeh de pois jaune du Québec aussi ferme que notre tempeh de soya.

**3 mars** — Cuisson de 5 kg de pois jaunes cassés pendant 12 minutes. Inoculation avec 2 g de Rhizopus oligosporus par kilo, puis incubation à 31 °C. On s'attend à un gâteau bien lié en 36 heures, comme avec le soya.

**5 mars** — Après 36 heures, le mycélium ne couvrait que la surface. L'intérieur restait pâteux, avec un pH de 6,8. Les pois cassés trop cuits forment une pâte qui manque d'air pour la moisissure.

**10 mars** — Cuisson réduite à 6 minutes et eau de cuisson acidifiée avec 1 % de vinaigre. Hypothèse : des grains plus fermes et un pH plus bas laisseront circuler l'air et limiteront les bactéries.

**12 mars** — Le gâteau était entièrement lié en 30 heures, avec un pH de 5,9 au cœur. Fermeté au texturomètre : 18 N, contre 24 N pour notre tempeh de soya. Le pH et l'aération sont réglés, mais le gâteau reste trop mou.

**24 mars** — Ajout de 15 % d'orge perlée cuite au mélange pour ouvrir la structure. On garde la cuisson de 6 minutes essayée le 10 mars. Fermeté de 23 N et aucune zone pâteuse. L'orge apporte la structure qui manquait aux pois seuls.

**1er avril** — Dégustation par 8 employés : 6 préfèrent le goût du tempeh pois-orge à celui du tempeh de soya. Le mélange pois-orge est retenu pour la production.

Le 8 avril, nous avons lancé un premier lot de 50 kg dans l'incubateur de production. Prochaine étape : vérifier si les 31 °C tiennent au centre des plateaux pleins.

À acheter : sacs perforés de 250 g, thermomètres enregistreurs.
""",
    [
        E("2025-03-03", False,
          ("activity", "Cuisson de 5 kg de pois jaunes cassés pendant 12 minutes."),
          ("activity", "Inoculation avec 2 g de Rhizopus oligosporus par kilo, puis incubation à 31 °C."),
          ("hypothesis", "On s'attend à un gâteau bien lié en 36 heures, comme avec le soya.")),
        E("2025-03-05", False,
          ("result", "Après 36 heures, le mycélium ne couvrait que la surface."),
          ("result", "L'intérieur restait pâteux, avec un pH de 6,8."),
          ("conclusion", "Les pois cassés trop cuits forment une pâte qui manque d'air pour la moisissure.")),
        E("2025-03-10", False,
          ("activity", "Cuisson réduite à 6 minutes et eau de cuisson acidifiée avec 1 % de vinaigre."),
          ("hypothesis", "Hypothèse : des grains plus fermes et un pH plus bas laisseront circuler l'air et limiteront les bactéries.")),
        E("2025-03-12", False,
          ("result", "Le gâteau était entièrement lié en 30 heures, avec un pH de 5,9 au cœur."),
          ("result", "Fermeté au texturomètre : 18 N, contre 24 N pour notre tempeh de soya."),
          ("conclusion", "Le pH et l'aération sont réglés, mais le gâteau reste trop mou.")),
        E("2025-03-24", False,
          ("activity", "Ajout de 15 % d'orge perlée cuite au mélange pour ouvrir la structure."),
          ("activity", "On garde la cuisson de 6 minutes essayée le 10 mars."),
          ("result", "Fermeté de 23 N et aucune zone pâteuse."),
          ("conclusion", "L'orge apporte la structure qui manquait aux pois seuls.")),
        E("2025-04-01", False,
          ("result", "Dégustation par 8 employés : 6 préfèrent le goût du tempeh pois-orge à celui du tempeh de soya."),
          ("conclusion", "Le mélange pois-orge est retenu pour la production.")),
        E("2025-04-08", False,
          ("activity", "Le 8 avril, nous avons lancé un premier lot de 50 kg dans l'incubateur de production."),
          ("next_step", "Prochaine étape : vérifier si les 31 °C tiennent au centre des plateaux pleins.")),
    ],
    [
        "Fermentations Boréales, Saint-Hyacinthe.",
        "But : produire un tempeh de pois jaune du Québec aussi ferme que notre tempeh de soya.",
        "À acheter : sacs perforés de 250 g, thermomètres enregistreurs.",
    ],
)

# 7 ------------------------------------------------------------------------------------------------
case(
    "fr_rouissage_chanvre_ambigu", "fr", "fr-CA", "journal_rouissage_2024.txt",
    """
Chanvre Nord-Ouest inc. — rouissage des tiges pour la fibre d'isolant
Parcelles d'essai de La Sarre, récolte 2024.
Mesures : rendement en fibre au défibreur (%) et chènevotte résiduelle dans la fibre (%).

02/09/2024 — Fauchage de la parcelle A et mise en andains pour un rouissage au champ. On s'attend à un rouissage complet en 3 semaines si le temps reste humide.

09/09/2024 — Échantillonnage des tiges de la parcelle A après une semaine sans pluie. Les tiges sont encore vertes et la fibre ne se détache pas. Le rouissage au champ dépend trop de la météo pour notre calendrier de récolte.

07/10/2024 — Défibrage de la parcelle A : rendement en fibre de 18 %, avec 9 % de chènevotte résiduelle. Rouissage enzymatique en bassin des tiges de la parcelle B, avec une pectinase à 0,5 % à 45 °C pendant 24 heures. Hypothèse : l'enzyme libérera la fibre en une journée, peu importe la météo.

04/11/2024 — Défibrage de la parcelle B : rendement en fibre de 24 %, avec 4 % de chènevotte résiduelle. La fibre du bassin est plus pâle et plus propre que celle du champ.

11/11/2024 — Temps de bassin réduit à 12 heures pour un second lot de tiges de la parcelle B. Rendement de 23 %, contre 24 % pour le lot du 07/10, et chènevotte résiduelle de 5 %. Douze heures suffisent, ce qui double la capacité du bassin.

02/12/2024 — Rencontre avec le fabricant de panneaux isolants : les échantillons de la parcelle B respectent sa limite de 6 % de chènevotte. Décision : passer au rouissage enzymatique pour la récolte 2025. Prochaine étape : chiffrer un bassin de 20 m³.

Notes diverses : vérifier le prix de la pectinase en vrac ; faire réparer la faucheuse.
""",
    [
        E("2024-09-02", True,
          ("activity", "Fauchage de la parcelle A et mise en andains pour un rouissage au champ."),
          ("hypothesis", "On s'attend à un rouissage complet en 3 semaines si le temps reste humide.")),
        E("2024-09-09", False,
          ("activity", "Échantillonnage des tiges de la parcelle A après une semaine sans pluie."),
          ("result", "Les tiges sont encore vertes et la fibre ne se détache pas."),
          ("conclusion", "Le rouissage au champ dépend trop de la météo pour notre calendrier de récolte.")),
        E("2024-10-07", True,
          ("result", "Défibrage de la parcelle A : rendement en fibre de 18 %, avec 9 % de chènevotte résiduelle."),
          ("activity", "Rouissage enzymatique en bassin des tiges de la parcelle B, avec une pectinase à 0,5 % à 45 °C pendant 24 heures."),
          ("hypothesis", "Hypothèse : l'enzyme libérera la fibre en une journée, peu importe la météo.")),
        E("2024-11-04", True,
          ("result", "Défibrage de la parcelle B : rendement en fibre de 24 %, avec 4 % de chènevotte résiduelle."),
          ("result", "La fibre du bassin est plus pâle et plus propre que celle du champ.")),
        E("2024-11-11", False,
          ("activity", "Temps de bassin réduit à 12 heures pour un second lot de tiges de la parcelle B."),
          ("result", "Rendement de 23 %, contre 24 % pour le lot du 07/10, et chènevotte résiduelle de 5 %."),
          ("conclusion", "Douze heures suffisent, ce qui double la capacité du bassin.")),
        E("2024-12-02", True,
          ("result", "Rencontre avec le fabricant de panneaux isolants : les échantillons de la parcelle B respectent sa limite de 6 % de chènevotte."),
          ("conclusion", "Décision : passer au rouissage enzymatique pour la récolte 2025."),
          ("next_step", "Prochaine étape : chiffrer un bassin de 20 m³.")),
    ],
    [
        "Parcelles d'essai de La Sarre, récolte 2024.",
        "Mesures : rendement en fibre au défibreur (%) et chènevotte résiduelle dans la fibre (%).",
        "Notes diverses : vérifier le prix de la pectinase en vrac ; faire réparer la faucheuse.",
    ],
)

# 8 ------------------------------------------------------------------------------------------------
case(
    "fr_isolant_laine_mouton", "fr", "fr-CA", "registre_isolant_laine_2025.txt",
    """
Filature des Cantons — isolant en nattes de laine de mouton, registre d'essais 2025
Problème : les nattes de laine non traitée sont attaquées par les mites et se tassent dans les murs.
Conductivité mesurée au banc à plaque chaude gardée ; tassement mesuré après un cycle d'humidité en chambre climatique.

03/04/2025 — Lavage de 40 kg de laine déclassée et traitement de la moitié dans un bain de borate à 3 %. Fabrication de nattes de 90 mm sur l'aiguilleteuse. On s'attend à ce que le borate protège la laine des mites sans nuire à la conductivité.

17/04/2025 — Conductivité thermique de 0,038 W/m·K pour les nattes traitées comme pour les nattes témoins. Tassement de 11 % après le cycle d'humidité. Le borate ne change pas la performance thermique, mais le tassement dépasse notre limite de 5 %.

24/04/2025 — Ajout de 15 % de fibres bicomposantes de PLA à la laine avant l'aiguilletage, puis thermoliage à 160 °C. Hypothèse : les fibres liantes figeront la structure et réduiront le tassement.

05/05/2025 — Tassement de 3 % après le même cycle d'humidité, avec une conductivité de 0,037 W/m·K. Les fibres de PLA règlent le tassement sans perte thermique.

2025-04-29 (entrée tardive, rapport du laboratoire externe) — L'essai aux mites a duré 14 jours. Les nattes traitées au borate ont perdu 0,4 % de leur masse, contre 9,2 % pour les nattes témoins. Le traitement au borate protège la laine contre les mites.

Réunion du 12 mai 2025 : La direction retient la formule laine-borate avec 15 % de fibres de PLA. Prochaine étape : faire évaluer l'isolant selon la norme CAN/ULC-S702.

À prévoir : commander des bobines de fibres de PLA.
""",
    [
        E("2025-04-03", False,
          ("activity", "Lavage de 40 kg de laine déclassée et traitement de la moitié dans un bain de borate à 3 %."),
          ("activity", "Fabrication de nattes de 90 mm sur l'aiguilleteuse."),
          ("hypothesis", "On s'attend à ce que le borate protège la laine des mites sans nuire à la conductivité.")),
        E("2025-04-17", False,
          ("result", "Conductivité thermique de 0,038 W/m·K pour les nattes traitées comme pour les nattes témoins."),
          ("result", "Tassement de 11 % après le cycle d'humidité."),
          ("conclusion", "Le borate ne change pas la performance thermique, mais le tassement dépasse notre limite de 5 %.")),
        E("2025-04-24", False,
          ("activity", "Ajout de 15 % de fibres bicomposantes de PLA à la laine avant l'aiguilletage, puis thermoliage à 160 °C."),
          ("hypothesis", "Hypothèse : les fibres liantes figeront la structure et réduiront le tassement.")),
        E("2025-04-29", False,
          ("activity", "L'essai aux mites a duré 14 jours."),
          ("result", "Les nattes traitées au borate ont perdu 0,4 % de leur masse, contre 9,2 % pour les nattes témoins."),
          ("conclusion", "Le traitement au borate protège la laine contre les mites.")),
        E("2025-05-05", False,
          ("result", "Tassement de 3 % après le même cycle d'humidité, avec une conductivité de 0,037 W/m·K."),
          ("conclusion", "Les fibres de PLA règlent le tassement sans perte thermique.")),
        E("2025-05-12", False,
          ("conclusion", "La direction retient la formule laine-borate avec 15 % de fibres de PLA."),
          ("next_step", "Prochaine étape : faire évaluer l'isolant selon la norme CAN/ULC-S702.")),
    ],
    [
        "Problème : les nattes de laine non traitée sont attaquées par les mites et se tassent dans les murs.",
        "Conductivité mesurée au banc à plaque chaude gardée ; tassement mesuré après un cycle d'humidité en chambre climatique.",
        "À prévoir : commander des bobines de fibres de PLA.",
    ],
)


# ==================================================================================================

def check_and_write(c, errors):
    name = c["name"]
    err = lambda m: errors.append(f"{name}: {m}")
    rec = c["record"]
    spans = []
    for kind, t in [("s", s["text"]) for e in c["entries"] for s in e["sentences"]] + [("u", u) for u in c["undated"]]:
        n = rec.count(t)
        if n != 1:
            err(f"text occurs {n} times: {t[:60]!r}")
            continue
        i = rec.index(t)
        spans.append((i, i + len(t), t))
    spans.sort()
    for (a1, b1, t1), (a2, b2, t2) in zip(spans, spans[1:]):
        if a2 < b1:
            err(f"texts overlap: {t1[:40]!r} / {t2[:40]!r}")
    prev = None
    for e in c["entries"]:
        d = dt.date.fromisoformat(e["date"])
        if prev and not d > prev:
            err(f"entries not strictly increasing at {d}")
        prev = d
        pos = -1
        for s in e["sentences"]:
            if s["label"] not in LABELS:
                err(f"bad label {s['label']}")
            i = rec.find(s["text"])
            if i < pos:
                err(f"sentences out of file order in entry {d}")
            pos = i
            if "\n" in s["text"]:
                err(f"sentence spans lines: {s['text'][:40]!r}")
        if not e["sentences"]:
            err(f"entry {d} has no sentence")
    if c["locale"] not in ("en-CA", "en-US", "fr-CA"):
        err("bad locale")
    for written, iso in c["weekday_checks"]:
        wd = written.split(".")[0]
        if dt.date.fromisoformat(iso).strftime("%a")[:3] != wd[:3] or written not in rec:
            err(f"weekday or heading mismatch {written} / {iso}")

    # leftover text for eyeballing
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
    for c in CASES:
        leftover = check_and_write(c, errors)
        ne = len(c["entries"])
        ns = sum(len(e["sentences"]) for e in c["entries"])
        amb = sum(e["ambiguous"] for e in c["entries"])
        tot_e += ne
        tot_s += ns
        print(f"{c['name']:32s} {c['locale']}  entries {ne}  sentences {ns}  ambiguous {amb}  undated {len(c['undated'])}")
        if "-v" in sys.argv:
            for ln in leftover:
                print("      | " + ln)
    print(f"\n{len(CASES)} cases, {tot_e} entries, {tot_s} sentences")
    if errors:
        print("\nERRORS:")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("all checks passed")


if __name__ == "__main__":
    main()
