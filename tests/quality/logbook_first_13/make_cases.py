#!/usr/bin/env python3
"""Writes the logbook_first_13 held-out cases (one record file + case.json per folder) and checks them.

Run:  python3 tests/quality/logbook_first_13/make_cases.py [-v]
Schema: same as logbook_first_12 (and logbook_first_11): case.json = name, language, locale,
entries [{date, ambiguous, sentences [{text, label}]}], undated.
Nine writers (4 English en-CA, 1 English en-US, 4 French Quebec), subjects new to every earlier
logbook set:
  * a PEI oyster hatchery's low set of eyed larvae on micro-cultch (Obsidian notebook exported as
    Markdown: "## 2025-04-02" and "## April 8, 2025" headings, a back-entered day after a later one);
  * a Calgary vertical farm losing microgreen trays to Pythium on a recirculating rack (WhatsApp
    Android export, "2025-01-20, 7:58 a.m. - Name: ...", attachment and system lines);
  * a spray-foam roofer's winter jobs on cold decks (en-US field notes, m/d: "Mon 11/18", "11/20",
    a date inside its heading line "Roof core pulls — section B — Tues 12/3 — Gabe", "Mon Dec 9",
    "12/16/24", a weekday-only "Fri — Gabe", "1/6/25");
  * an art bronze foundry's ceramic shells cracking at flash dewax in winter (casting log, dd/mm/yy,
    AMBIGUOUS, the date in the middle of the line);
  * a grain-bin moisture-cable maker's frozen-grain drift (GitHub issue printed from the browser:
    "commented on Dec 12, 2024", then yearless "commented on Jan 9" for the print year, event lines);
  * une petite centrale hydroélectrique et le frasil sur la grille de prise d'eau (journal
    d'exploitation : « lun. 16 déc. », « Nuit du 19 au 20 décembre », « du 6 au 8 janvier »,
    « 23/12/2024 » qui tranche « 03/02/2025 », « mardi le 21 janvier », date au milieu de la ligne) ;
  * un atelier de céramique et le tressaillage de l'émail de vaisselle de restaurant (cahier
    d'atelier, jj/mm/aaaa, AMBIGU) ;
  * une chocolaterie et le blanchiment gras de bouchées pralinées (courriels Outlook imprimés,
    « Envoyé : lundi 13 janvier 2025 09:14 », bloc cité avec son propre en-tête) ;
  * une jeune pousse de transcription des appels d'urgence (journal Markdown : « ## 2025-02-03 »,
    « ## mer. 5 février », « ## Semaine du 17 au 21 février », « Réunion avec le CAU — 2025-03-04 »,
    une entrée en retard).
Each record has 8-11 dated entries of 2-8 labelled sentences.

Conventions (same as the earlier sets):
  * a date range or a week heading dates its entry on the FIRST day ("Nuit du 19 au 20 décembre",
    « Semaine du 17 au 21 février »);
  * a chat, issue comment or e-mail message is dated by its own stamp or header; messages of one
    day make one entry; a stamp by weekday only takes the first such weekday after the entry before
    it; From/To/Subject lines, author and time lines, attachment and system lines, GitHub event
    lines ("added the ... label", "closed this as completed"), quoted lines ("> ...") and quoted
    header blocks, greetings and signatures are not sentences;
  * GitHub prints the year only for dates outside the print year: a yearless "on Jan 9" is in the
    print year (2025) and the checker accepts a yearless marker when the entry year is among the
    case's years;
  * export, print and browser stamps are paperwork and date nothing;
  * `ambiguous` follows the slashed-date rule (both parts <= 12 and different, and no slashed date
    in the file with a part > 12 settles the order; en-CA and fr-CA read day/month, en-US
    month/day); fractions like "1/4 in." are counted as slashed pairs by the rule, so the ambiguous
    records carry no x/y pair with a part over 12;
  * a date inside a sentence that points back or ahead ("le 11", "since Thursday", « le 16
    décembre ») creates no entry;
  * undated = header/preamble lines, setup and spec lines, trailing notes and to-do lists.
Labels: hypothesis = a supposition or expectation stated before it is checked; activity = what was
done or set up (set-points and quantities included); result = what was measured or observed
(information received from a lab or supplier included); conclusion = what the writer concludes or
decides, tentative ones, requirements laid down by a client and shop rules included; next_step =
intentions, plans, suggestions of what to try, and requests.

Checks: the checker below is the logbook_first_12 one, unchanged.
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


def case(name, language, locale, record_name, years, record, entries, undated, late=(), ref=None):
    CASES.append(dict(name=name, language=language, locale=locale, record_name=record_name,
                      years=tuple(years), record=record.strip("\n") + "\n", entries=entries,
                      undated=undated, late=set(late), ref=ref))


def E(date, ambiguous, marker, *sents):
    return {"date": date, "ambiguous": ambiguous, "marker": marker,
            "sentences": [{"text": t, "label": l} for l, t in sents]}



# CASES ============================================================================================

# 1 ------------------------------------------------------------------------------------------------
# en-CA, oyster hatchery (Alberton PE): eyed larvae of the eastern oyster setting poorly on ground
# shell micro-cultch (6-9% last season, nursery needs 20%). Obsidian notebook exported as Markdown:
# headings "## 2025-04-02 (Wed)" and, from the tech, "## April 8, 2025"; a back-entered day
# "## 2025-04-16 — L2 larval check (entered late, was on the whiteboard)" sits after the Apr 18
# entry (late). The export stamp is paperwork. "last year", "since the 22nd", "before the June
# spawn" point elsewhere. "If they behave like last year ...", "My guess is", "Should see",
# "Krista suspects", "Aidan figures" hypotheses; "Biofilm helps ...", "Normal for us ...",
# "Epinephrine gives ...", "Dropping epi", the SOP change as conclusions; "Next:", "Going to",
# "Still to sort" next steps. Undated: title, firm/export line, goal, tank setup, trailing notes.
case(
    "oyster_hatchery_microcultch_low_set", "en", "en-CA", "setting_tanks_spring_2025.md", (2025,),
    """
# Setting tank notebook — spring 2025 (eastern oyster, C. virginica)

Cascumpec Bay Shellfish, Alberton PE. Kept by Meghan Doucette (hatchery mgr) and Krista Arsenault (tech). Exported from Obsidian 2025-05-20 for the SR&ED file.

**Goal:** single spat on micro-cultch (shell ground to 250-350 µm) for the nursery upwellers. Last season the set was 6-9% of eyed larvae stocked; the nursery needs 20% to fill the upwellers without a second spawn.

**Setup:** 4 x 1,000 L downwellers (ST-1 to ST-4), 1 µm filtered bay water heated through the plate exchanger, 4 L of micro-cultch per tank.

---

## 2025-04-02 (Wed)

- Moved 2.1 M eyed larvae (held on the 300 µm screen) from larval tanks L3 and L4 into ST-1 and ST-2, 1.05 M per tank.
- Tank water 22.4 °C, salinity 27 ppt at noon.
- Feeding T-Iso + Chaeto gracilis at 80k cells/mL.
- If they behave like last year we'll be lucky to see 8% set.

## 2025-04-05

- Sieved ST-1 and ST-2 down to 250 µm and counted 3 subsamples each under the scope.
- Set 7.2% in ST-1, 6.8% in ST-2.
- Lots of larvae still crawling with the foot out but not cementing.
- My guess is the cultch: it went in straight from the grinder with one rinse, so there's no biofilm for them to cue on.
- Started 8 L of cultch conditioning in T-9 with unfiltered bay water flowing through, 10 days.

## April 8, 2025

Krista:
- Bay water at the intake 3.6 °C this morning, out of the plate exchanger 22.1 °C.
- DO meter on the exchanger outlet reads 119% saturation, and there are fine bubbles all over the ST walls within an hour of filling.
- Krista suspects the larvae are getting hit with gas-supersaturated water when they're trying to settle.

## 2025-04-15

- ST-3 got 4 L of the conditioned cultch, ST-4 4 L fresh from the grinder as control, 0.9 M eyed larvae each from L1.
- Same water, same feed as the 2nd.
- Should see a clear jump in ST-3 if biofilm is the cue.

## 2025-04-18

- Set: ST-3 11.4%, ST-4 7.9%.
- Biofilm helps some, nowhere near 20% on its own.
- Next: packed degassing column on the heated ST supply before the L2 cohort goes in.

## 2025-04-16 — L2 larval check (entered late, was on the whiteboard)

- L2 at day 16: 71% eyed, mean shell length 305 µm, survival from D-stage 38%.
- Normal for us, the larvae themselves aren't the problem.

## 2025-04-22 (Tue)

- Put a 1 m packed column (bio-balls, small blower) on the heated supply to ST-1 and ST-2.
- DO after the column 101%, no bubbles on the walls.
- Split the L2 cohort, 1.6 M eyed: half into ST-1 (conditioned cultch, degassed water), half into ST-2 (conditioned cultch, old supply line).

## 2025-04-25

- ST-1 set 17.8%, ST-2 12.1%.
- Degassing and the biofilm together get us most of the way.
- Aidan figures a 1 h epinephrine bath before stocking could push the last few percent, the papers use 10-4 M for cultchless spat.
- Going to try it on half of the next cohort.

## 2025-04-29

- 1.2 M eyed from L3 bathed 1 h in 10-4 M epinephrine in filtered seawater, then into ST-3.
- Another 1.2 M from L3 straight into ST-4 as control, both on conditioned cultch with degassed water.
- About a third of the bathed larvae dropped to the bottom in 20 min with their shells shut.

## 2025-05-02

- ST-3 (epi): 14.9% set on cultch, plus loose single spat on the screen bottom, roughly 9% more, attached to nothing.
- ST-4 (control): 18.3%.
- Epinephrine gives metamorphosis without attachment, so the spat end up loose or go through the screen.
- Dropping epi for micro-cultch.

## May 12, 2025

- Four cohorts since the 22nd on conditioned cultch and degassed water: set 17.8, 19.6, 21.2 and 20.4%.
- That's 2.5 times last season's set.
- SOP change: all cultch conditioned 10 days in flowing bay water, and all heated ST supply goes through the degas column.
- Still to sort: T-9 only conditions enough cultch for 2 tanks a week, we need a second conditioning tank before the June spawn.

---

Set % = spat attached to cultch ÷ eyed larvae stocked, 3 x 1 mL subsamples under the scope.
TODO ask Aidan for the epinephrine paper refs for the file.
""",
    [
        E("2025-04-02", False, "2025-04-02",
          (A, "Moved 2.1 M eyed larvae (held on the 300 µm screen) from larval tanks L3 and L4 into ST-1 and ST-2, 1.05 M per tank."),
          (R, "Tank water 22.4 °C, salinity 27 ppt at noon."),
          (A, "Feeding T-Iso + Chaeto gracilis at 80k cells/mL."),
          (H, "If they behave like last year we'll be lucky to see 8% set.")),
        E("2025-04-05", False, "2025-04-05",
          (A, "Sieved ST-1 and ST-2 down to 250 µm and counted 3 subsamples each under the scope."),
          (R, "Set 7.2% in ST-1, 6.8% in ST-2."),
          (R, "Lots of larvae still crawling with the foot out but not cementing."),
          (H, "My guess is the cultch: it went in straight from the grinder with one rinse, so there's no biofilm for them to cue on."),
          (A, "Started 8 L of cultch conditioning in T-9 with unfiltered bay water flowing through, 10 days.")),
        E("2025-04-08", False, "April 8, 2025",
          (R, "Bay water at the intake 3.6 °C this morning, out of the plate exchanger 22.1 °C."),
          (R, "DO meter on the exchanger outlet reads 119% saturation, and there are fine bubbles all over the ST walls within an hour of filling."),
          (H, "Krista suspects the larvae are getting hit with gas-supersaturated water when they're trying to settle.")),
        E("2025-04-15", False, "2025-04-15",
          (A, "ST-3 got 4 L of the conditioned cultch, ST-4 4 L fresh from the grinder as control, 0.9 M eyed larvae each from L1."),
          (A, "Same water, same feed as the 2nd."),
          (H, "Should see a clear jump in ST-3 if biofilm is the cue.")),
        E("2025-04-16", False, "2025-04-16",
          (R, "L2 at day 16: 71% eyed, mean shell length 305 µm, survival from D-stage 38%."),
          (C, "Normal for us, the larvae themselves aren't the problem.")),
        E("2025-04-18", False, "2025-04-18",
          (R, "Set: ST-3 11.4%, ST-4 7.9%."),
          (C, "Biofilm helps some, nowhere near 20% on its own."),
          (N, "Next: packed degassing column on the heated ST supply before the L2 cohort goes in.")),
        E("2025-04-22", False, "2025-04-22",
          (A, "Put a 1 m packed column (bio-balls, small blower) on the heated supply to ST-1 and ST-2."),
          (R, "DO after the column 101%, no bubbles on the walls."),
          (A, "Split the L2 cohort, 1.6 M eyed: half into ST-1 (conditioned cultch, degassed water), half into ST-2 (conditioned cultch, old supply line).")),
        E("2025-04-25", False, "2025-04-25",
          (R, "ST-1 set 17.8%, ST-2 12.1%."),
          (C, "Degassing and the biofilm together get us most of the way."),
          (H, "Aidan figures a 1 h epinephrine bath before stocking could push the last few percent, the papers use 10-4 M for cultchless spat."),
          (N, "Going to try it on half of the next cohort.")),
        E("2025-04-29", False, "2025-04-29",
          (A, "1.2 M eyed from L3 bathed 1 h in 10-4 M epinephrine in filtered seawater, then into ST-3."),
          (A, "Another 1.2 M from L3 straight into ST-4 as control, both on conditioned cultch with degassed water."),
          (R, "About a third of the bathed larvae dropped to the bottom in 20 min with their shells shut.")),
        E("2025-05-02", False, "2025-05-02",
          (R, "ST-3 (epi): 14.9% set on cultch, plus loose single spat on the screen bottom, roughly 9% more, attached to nothing."),
          (R, "ST-4 (control): 18.3%."),
          (C, "Epinephrine gives metamorphosis without attachment, so the spat end up loose or go through the screen."),
          (C, "Dropping epi for micro-cultch.")),
        E("2025-05-12", False, "May 12, 2025",
          (R, "Four cohorts since the 22nd on conditioned cultch and degassed water: set 17.8, 19.6, 21.2 and 20.4%."),
          (C, "That's 2.5 times last season's set."),
          (C, "SOP change: all cultch conditioned 10 days in flowing bay water, and all heated ST supply goes through the degas column."),
          (N, "Still to sort: T-9 only conditions enough cultch for 2 tanks a week, we need a second conditioning tank before the June spawn.")),
    ],
    [
        "Cascumpec Bay Shellfish, Alberton PE. Kept by Meghan Doucette (hatchery mgr) and Krista Arsenault (tech). Exported from Obsidian 2025-05-20 for the SR&ED file.",
        "single spat on micro-cultch (shell ground to 250-350 µm) for the nursery upwellers. Last season the set was 6-9% of eyed larvae stocked; the nursery needs 20% to fill the upwellers without a second spawn.",
        "4 x 1,000 L downwellers (ST-1 to ST-4), 1 µm filtered bay water heated through the plate exchanger, 4 L of micro-cultch per tank.",
        "Set % = spat attached to cultch ÷ eyed larvae stocked, 3 x 1 mL subsamples under the scope.",
        "TODO ask Aidan for the epinephrine paper refs for the file.",
    ],
    late=("2025-04-16",),
)


# 2 ------------------------------------------------------------------------------------------------
# en-CA, indoor vertical farm (Calgary AB) losing pea-shoot and sunflower microgreen trays to
# Pythium on a recirculating ebb-and-flow rack. WhatsApp group exported on Android with Canadian
# settings: every message starts "2025-01-20, 7:58 a.m. - Name: ", continuation lines carry no
# stamp; the encryption notice, "created group", "<Media omitted>" and "IMG-20250120-WA0003.jpg
# (file attached)" lines are not sentences (the digits in the file name are no date). Messages of
# one day make one entry. "Friday", "this week", "by Friday" point elsewhere. "I'm betting",
# "Pretty sure", "Should be the end of it", "I'd expect" hypotheses; "So it's riding the recirc",
# "So we're getting maybe half the dose", "Peroxide kills it better but ...", "Going with ..." and
# Wendy's carbon rule conclusions; "can you run", "I'd try", "I'll price" next steps. Undated: the
# note Priya typed at the top of the export.
case(
    "vertical_farm_microgreens_pythium_whatsapp", "en", "en-CA", "WhatsApp_Chat_with_Grow_Room_2.txt", (2025,),
    """
Exported from WhatsApp by Priya Natarajan (Northlight Greens, Calgary AB) for the SR&ED binder. Chat starts when rack 4 started dropping trays; lunch orders and shift swaps deleted.
2025-01-20, 7:58 a.m. - Messages and calls are end-to-end encrypted. Only people in this chat can read, listen to, or share them. Learn more.
2025-01-20, 7:58 a.m. - Priya created group "Grow Room 2"
2025-01-20, 8:03 a.m. - Priya: Rack 4 pea shoots flopping over at day 6, stems brown and water-soaked right at the mat.
2025-01-20, 8:03 a.m. - Priya: IMG-20250120-WA0003.jpg (file attached)
2025-01-20, 8:05 a.m. - Priya: Lost 38 trays out of 120 on rack 4 this week, rack 3 (drain to waste) hardly anything.
2025-01-20, 8:21 a.m. - Dylan: Res on rack 4 is at 24.8 °C, the chiller's been off since the thermostat died Friday
2025-01-20, 8:24 a.m. - Priya: I'm betting pythium, warm nutrient water is a party for it.
Dylan can you run 4 stem samples and a res water sample over to the plant lab today?
2025-01-20, 8:25 a.m. - Dylan: 👍
2025-01-23, 2:47 p.m. - Dylan: Lab confirmed Pythium aphanidermatum on all 4 stem samples.
Also found it in the rack 4 res water, 40 CFU/mL.
2025-01-23, 2:52 p.m. - Priya: So it's riding the recirc from tray to tray.
2025-01-23, 3:10 p.m. - Dylan: New thermostat on the chiller. Res holding at 19 °C since noon.
2025-01-27, 9:15 a.m. - Dylan: Dumped the rack 4 res, bleached the res and lines at 200 ppm, refilled and put the UV back on line.
UV lamp hour meter was at 14,200, it's rated for 9,000.
Swapped in a new lamp.
2025-01-27, 9:31 a.m. - Priya: Should be the end of it if the UV was just dead.
2025-02-03, 6:40 p.m. - Priya: Still losing trays on rack 4, 11 of 120 this week vs 2 on rack 3.
2025-02-03, 7:02 p.m. - Dylan: UVT of the rack 4 nutrient water on the new meter: 41%.
The UV unit is sized for 75% or better.
Pretty sure it's the brown tea off the coco mats plus the iron chelate.
2025-02-03, 7:06 p.m. - Priya: So we're getting maybe half the dose on the label.
<Media omitted>
2025-02-05, 10:12 a.m. - Wendy Haas: Hi both, Priya added me. I'd try a 5 micron bag filter and a carbon column ahead of the UV first.
Peroxide at 30-50 ppm would work too but I'd expect root burn on young peas at the top of that range.
2025-02-10, 4:18 p.m. - Dylan: Carbon column + 5 µm bag in ahead of the UV on rack 4.
UVT now 68%, works out to about 32 mJ/cm² at our flow.
2025-02-10, 4:30 p.m. - Priya: Started rack 5 on 40 ppm peroxide with no UV, same seed lot, so we have a side by side.
2025-02-17, 8:55 a.m. - Priya: Week 1: rack 4 (filter + carbon + UV) 3 dead trays of 120, rack 5 (peroxide) 1 of 120.
Rack 5 peas 8% lighter at harvest and the root tips are yellow.
2025-02-17, 9:03 a.m. - Dylan: Peroxide kills it better but it costs us yield.
2025-02-24, 5:20 p.m. - Priya: Two more weeks on rack 4 with the filter loop: 2 and 1 dead trays out of 120.
Lab on the res water: no Pythium after the UV, still 40 CFU/mL before it.
Going with filter + carbon + UV on all 6 recirc racks, chiller max 19 °C.
2025-02-24, 5:26 p.m. - Dylan: I'll price 5 more carbon columns and get them ordered by Friday.
2025-02-24, 6:01 p.m. - Wendy Haas: Change the carbon every 6 weeks or whenever UVT drops under 60%, whichever comes first.
""",
    [
        E("2025-01-20", False, "2025-01-20, 8:03",
          (R, "Rack 4 pea shoots flopping over at day 6, stems brown and water-soaked right at the mat."),
          (R, "Lost 38 trays out of 120 on rack 4 this week, rack 3 (drain to waste) hardly anything."),
          (R, "Res on rack 4 is at 24.8 °C, the chiller's been off since the thermostat died Friday"),
          (H, "I'm betting pythium, warm nutrient water is a party for it."),
          (N, "Dylan can you run 4 stem samples and a res water sample over to the plant lab today?")),
        E("2025-01-23", False, "2025-01-23, 2:47",
          (R, "Lab confirmed Pythium aphanidermatum on all 4 stem samples."),
          (R, "Also found it in the rack 4 res water, 40 CFU/mL."),
          (C, "So it's riding the recirc from tray to tray."),
          (A, "New thermostat on the chiller."),
          (R, "Res holding at 19 °C since noon.")),
        E("2025-01-27", False, "2025-01-27, 9:15",
          (A, "Dumped the rack 4 res, bleached the res and lines at 200 ppm, refilled and put the UV back on line."),
          (R, "UV lamp hour meter was at 14,200, it's rated for 9,000."),
          (A, "Swapped in a new lamp."),
          (H, "Should be the end of it if the UV was just dead.")),
        E("2025-02-03", False, "2025-02-03, 6:40",
          (R, "Still losing trays on rack 4, 11 of 120 this week vs 2 on rack 3."),
          (R, "UVT of the rack 4 nutrient water on the new meter: 41%."),
          (R, "The UV unit is sized for 75% or better."),
          (H, "Pretty sure it's the brown tea off the coco mats plus the iron chelate."),
          (C, "So we're getting maybe half the dose on the label.")),
        E("2025-02-05", False, "2025-02-05, 10:12",
          (N, "I'd try a 5 micron bag filter and a carbon column ahead of the UV first."),
          (H, "Peroxide at 30-50 ppm would work too but I'd expect root burn on young peas at the top of that range.")),
        E("2025-02-10", False, "2025-02-10, 4:18",
          (A, "Carbon column + 5 µm bag in ahead of the UV on rack 4."),
          (R, "UVT now 68%, works out to about 32 mJ/cm² at our flow."),
          (A, "Started rack 5 on 40 ppm peroxide with no UV, same seed lot, so we have a side by side.")),
        E("2025-02-17", False, "2025-02-17, 8:55",
          (R, "Week 1: rack 4 (filter + carbon + UV) 3 dead trays of 120, rack 5 (peroxide) 1 of 120."),
          (R, "Rack 5 peas 8% lighter at harvest and the root tips are yellow."),
          (C, "Peroxide kills it better but it costs us yield.")),
        E("2025-02-24", False, "2025-02-24, 5:20",
          (R, "Two more weeks on rack 4 with the filter loop: 2 and 1 dead trays out of 120."),
          (R, "Lab on the res water: no Pythium after the UV, still 40 CFU/mL before it."),
          (C, "Going with filter + carbon + UV on all 6 recirc racks, chiller max 19 °C."),
          (N, "I'll price 5 more carbon columns and get them ordered by Friday."),
          (C, "Change the carbon every 6 weeks or whenever UVT drops under 60%, whichever comes first.")),
    ],
    [
        "Exported from WhatsApp by Priya Natarajan (Northlight Greens, Calgary AB) for the SR&ED binder. Chat starts when rack 4 started dropping trays; lunch orders and shift swaps deleted.",
    ],
)


# 3 ------------------------------------------------------------------------------------------------
# en-US, spray-foam roofing contractor (Fort Erie ON) whose Buffalo crew sprays a warehouse roof in
# Tonawanda NY through the winter; foam sprayed on a cold deck comes out dense at the bond line and
# peels. Crew lead's field notes typed up in US style, m/d: "Mon 11/18", "11/20", "Thurs 11/21",
# the date inside its heading "Roof core pulls — section B — Tues 12/3 — Gabe", "Mon Dec 9",
# "12/11", "12/16/24", a weekday-only heading "Fri — Gabe" (the Friday after 12/16), "1/6/25".
# 11/18 and 12/16 settle month/day, so nothing is ambiguous; fractions "1/4 in." and "1/2 in." are
# lift thicknesses, no date. "since New Year's", "before spring" point elsewhere. "Guessing",
# "Should give", "Brandon warned" hypotheses; "Cold deck = ...", "Flash pass works", the owner's
# consultant's 25 psi minimum, "Tent heating won't scale", the winter rule as conclusions; "Going
# to try", "We'll tear off", "Tony to write it up" next steps. Undated: header block, pull-test
# method and a TODO.
case(
    "spf_roof_foam_cold_deck_adhesion_us", "en", "en-US", "tonawanda_warehouse_spf_notes.txt", (2024, 2025),
    """
TONAWANDA WAREHOUSE RE-ROOF — SPF field notes, winter 2024-25
Niagara Foam Roofing Ltd. (Fort Erie ON), Buffalo crew. Typed up by Tony Russo (crew lead) from the job book. US dates (month/day) since it's a US job.
Roof: 21,000 sq ft, old BUR stripped to the felts, 1.5 in. of 2.8 lb roofing foam + silicone coating. Foam maker's spec says substrate 40 °F and rising; the owner wants it done before spring and we've never sprayed below 35.

Mon 11/18
Sprayed section A, 4,000 sq ft, winter-grade 2.8 lb foam, 1.5 in. in one pass.
Substrate 28 °F at 7 am on the IR gun, 41 °F by 1 pm.
Hose heat 125 °F, A and B at 1,200 psi.
Morning foam came out coarse and a little yellow, the afternoon foam looked normal.
Guessing the cold deck pulls the heat out of the first 1/4 in. before it can rise.

11/20
Cut 6 cores from section A.
The 3 morning cores pop off the felts with a thumb, the afternoon ones tear in the foam.
Bottom 1/2 in. of the morning cores weighs out at 3.4 lb/ft3, the rest of the core 2.8.
Cold deck = dense, weak layer right at the bond line.
Going to try a thin flash pass first and let it kick before the main lifts.

Thurs 11/21
Section B: 1/4 in. flash pass at 7:30 am on a 30 °F deck, waited 10 min, then two 5/8 in. lifts.
Flash pass surface hit 95 °F on the IR gun after 3 min.
Should give the main lifts a warm base to grab.

Roof core pulls — section B — Tues 12/3 — Gabe
Pull tests with the adhesion tester on 5 spots in B: 38 to 44 psi, all tore in the foam.
Same test on the morning half of A: 9 to 15 psi, every one let go at the felts.
Flash pass works.
Hamlin (owner's roof consultant) wants 25 psi minimum on every pull before he'll sign off on the coating.
We'll tear off and respray the morning half of A, about 1,800 sq ft.

Mon Dec 9
14 °F overnight, deck 18 °F at 8 am with frost on it.
Ran the 400k BTU indirect heater under a tarp tent on a 20 x 20 ft patch for 40 min.
Deck came up from 18 to 45 °F but dropped back to 30 within 10 min of pulling the tent.
Tent heating won't scale to 21,000 sq ft.

12/11
Called Brandon at the foam supplier.
They have a cold-substrate formula in field trials, more catalyst, rated down to a 10 °F deck.
Brandon warned it gels faster, so thick lifts could crack from the heat and shrink.

12/16/24
Sprayed the 5-gal test kit of the cold formula on section C, deck 19 °F, 1/4 in. flash pass then two 1/2 in. lifts.
Rise looked normal, no coarse cells.
2 hairline shrink cracks on one lift by the end of the day.

Fri — Gabe
Pull tests on C: 31 to 36 psi, all cohesive.
The cracks on C haven't grown, filled them with base coat.
Cold formula plus flash pass clears Hamlin's 25 psi on a 19 °F deck.

1/6/25
Finished sections D to F over 4 days since New Year's with the cold formula, 1/2 in. max lifts.
Pulls 28 to 40 psi on 15 spots, no adhesive failures.
Winter rule for our crews: flash pass every time, cold formula below a 35 °F deck, no lift over 1/2 in. below 25 °F.
Tony to write it up for the Ontario crews.

Pull test = 2 in. dolly glued on a cleaned core face, hand tester, reading at break.
TODO get Brandon's data sheet for the cold formula once it's released.
""",
    [
        E("2024-11-18", False, "Mon 11/18",
          (A, "Sprayed section A, 4,000 sq ft, winter-grade 2.8 lb foam, 1.5 in. in one pass."),
          (R, "Substrate 28 °F at 7 am on the IR gun, 41 °F by 1 pm."),
          (A, "Hose heat 125 °F, A and B at 1,200 psi."),
          (R, "Morning foam came out coarse and a little yellow, the afternoon foam looked normal."),
          (H, "Guessing the cold deck pulls the heat out of the first 1/4 in. before it can rise.")),
        E("2024-11-20", False, "11/20",
          (A, "Cut 6 cores from section A."),
          (R, "The 3 morning cores pop off the felts with a thumb, the afternoon ones tear in the foam."),
          (R, "Bottom 1/2 in. of the morning cores weighs out at 3.4 lb/ft3, the rest of the core 2.8."),
          (C, "Cold deck = dense, weak layer right at the bond line."),
          (N, "Going to try a thin flash pass first and let it kick before the main lifts.")),
        E("2024-11-21", False, "Thurs 11/21",
          (A, "Section B: 1/4 in. flash pass at 7:30 am on a 30 °F deck, waited 10 min, then two 5/8 in. lifts."),
          (R, "Flash pass surface hit 95 °F on the IR gun after 3 min."),
          (H, "Should give the main lifts a warm base to grab.")),
        E("2024-12-03", False, "Tues 12/3",
          (R, "Pull tests with the adhesion tester on 5 spots in B: 38 to 44 psi, all tore in the foam."),
          (R, "Same test on the morning half of A: 9 to 15 psi, every one let go at the felts."),
          (C, "Flash pass works."),
          (C, "Hamlin (owner's roof consultant) wants 25 psi minimum on every pull before he'll sign off on the coating."),
          (N, "We'll tear off and respray the morning half of A, about 1,800 sq ft.")),
        E("2024-12-09", False, "Mon Dec 9",
          (R, "14 °F overnight, deck 18 °F at 8 am with frost on it."),
          (A, "Ran the 400k BTU indirect heater under a tarp tent on a 20 x 20 ft patch for 40 min."),
          (R, "Deck came up from 18 to 45 °F but dropped back to 30 within 10 min of pulling the tent."),
          (C, "Tent heating won't scale to 21,000 sq ft.")),
        E("2024-12-11", False, "12/11",
          (A, "Called Brandon at the foam supplier."),
          (R, "They have a cold-substrate formula in field trials, more catalyst, rated down to a 10 °F deck."),
          (H, "Brandon warned it gels faster, so thick lifts could crack from the heat and shrink.")),
        E("2024-12-16", False, "12/16/24",
          (A, "Sprayed the 5-gal test kit of the cold formula on section C, deck 19 °F, 1/4 in. flash pass then two 1/2 in. lifts."),
          (R, "Rise looked normal, no coarse cells."),
          (R, "2 hairline shrink cracks on one lift by the end of the day.")),
        E("2024-12-20", False, "Fri — Gabe",
          (R, "Pull tests on C: 31 to 36 psi, all cohesive."),
          (R, "The cracks on C haven't grown, filled them with base coat."),
          (C, "Cold formula plus flash pass clears Hamlin's 25 psi on a 19 °F deck.")),
        E("2025-01-06", False, "1/6/25",
          (A, "Finished sections D to F over 4 days since New Year's with the cold formula, 1/2 in. max lifts."),
          (R, "Pulls 28 to 40 psi on 15 spots, no adhesive failures."),
          (C, "Winter rule for our crews: flash pass every time, cold formula below a 35 °F deck, no lift over 1/2 in. below 25 °F."),
          (N, "Tony to write it up for the Ontario crews.")),
    ],
    [
        "Niagara Foam Roofing Ltd. (Fort Erie ON), Buffalo crew. Typed up by Tony Russo (crew lead) from the job book. US dates (month/day) since it's a US job.",
        "Roof: 21,000 sq ft, old BUR stripped to the felts, 1.5 in. of 2.8 lb roofing foam + silicone coating. Foam maker's spec says substrate 40 °F and rising; the owner wants it done before spring and we've never sprayed below 35.",
        "Pull test = 2 in. dolly glued on a cleaned core face, hand tester, reading at break.",
        "TODO get Brandon's data sheet for the cold formula once it's released.",
    ],
)


# 4 ------------------------------------------------------------------------------------------------
# en-CA, art bronze foundry (Nelson BC) casting sculptors' work in silicon bronze by ceramic shell;
# in winter the shells crack at flash dewax and fin at the pour. Casting log typed from the shop
# clipboard. AMBIGUOUS record: every date is dd/mm/yy with both parts <= 12 and different, and no
# slashed pair in the file has a part over 12 (the log writes "5 in 1 hr" style, never x/y); read
# day/month (en-CA). The date sits in the middle of most headings ("Pour — 07/01/25 — bay 2 —
# Sean", "Shell room check 10/01/25 (Dana)"). "the first week of December", "last Tuesday",
# "by the spring show" point elsewhere. "I suspect", "Dana thinks", "Should" hypotheses;
# "So the shells ...", "Filled wax for ...", the shop rule as conclusions; "Next:", "Going to",
# "Ask ..." next steps. Undated: header, process line, defect definitions and a trailing note.
case(
    "bronze_foundry_shell_dewax_cracks_ambiguous", "en", "en-CA", "casting_log_winter_shells.txt", (2025,),
    """
CASTING LOG — ceramic shell, winter 2025
Kootenay Art Foundry, Nelson BC. Typed off the shop clipboard by Dana Moreau for the SR&ED file, spelling fixed, nothing else.
Process: wax patterns, 7 coats (2 prime colloidal silica + zircon flour, 5 backup with fused silica stucco), flash dewax in the gas kiln at 870 °C, burnout, pour silicon bronze at 1,120 °C.
Crack = any split through the shell wall seen after dewax. Fin = thin bronze web where metal ran into a crack at the pour.

Pour — 07/01/25 — bay 2 — Sean
Poured 4 shells dipped in the first week of December, 28 kg of metal.
2 of the 4 cracked at flash dewax, both patched with shell patch and fibre.
The big one (torso, 11 kg wax) finned along the whole back seam, about 6 hrs of chasing to grind off.
Shell room has been 11 °C and 70-75% RH since the propane torpedo heater went in.
I suspect the backup coats never dry right in that damp air and the shell is weak going into the kiln.

Shell room check 10/01/25 (Dana)
Hung 3 test coupons (flat plates) with the next shells and weighed them every 30 min after a backup coat.
Coupons still losing weight at 4 hrs, we re-dip at 3 hrs.
Humidity goes up 15 points every time the torpedo heater kicks on, it burns propane right in the room.
So the shells are going into the next coat wet.
Going to swap the torpedo for electric heat and run a dehumidifier.

03/02/25 — Dana
Electric heater and a 50 pint dehumidifier in the shell room since last Tuesday, holding 18 °C and 40-45% RH.
Coupons now stop losing weight at 2.5 hrs.
Dipped 6 shells on the new schedule, 3 hrs between backup coats.

Dewax 06/02/25 — Sean
Flash dewax on the 6 shells: 1 cracked, the big horse head (9 kg wax).
Crack runs from the thickest part of the wax out to the pour cup.
Dana thinks the thick wax sections swell faster than the shell can let the wax out.
Ask Maple Wax for a filled pattern wax.

11/02/25 — Dana
Heated bars of our wax and the filled wax sample from 20 to 60 °C in the burnout oven and measured them with the calipers.
Our wax grew 1.9% in length, the filled wax 1.1%.
Should cut the push on the shell almost in half.

04/03/25 — Sean, Dana
Re-made the horse head and 4 other pieces over 4 kg in the filled wax.
Added 0.5% nylon fibre to the backup slurry for these 5.
Shell room 18 °C, 42% RH.

Pour — 07/03/25 — bay 1
Flash dewax: 0 of 5 cracked.
Poured all 5, one small fin on the horse head under the jaw, 20 min to grind.
Filled wax and a dry shell room together get rid of almost all of it.

12/03/25 — Marlene (artist) in to see the horse head
Marlene says the texture on the mane came through as sharp as on the old wax.
She wants the rest of the herd cast the same way by the spring show.

08/04/25 — month summary (Dana)
March: 14 shells, 1 crack at dewax, on a small piece in our old wax with no fibre.
Winter before last it was 11 cracks in 30 shells.
Shop rule: filled wax for anything over 4 kg, fibre in the backup coats, shell room under 50% RH, no propane burner in the shell room.
Next: try dewaxing a few shells in a steam autoclave borrowed from the Castlegar foundry.

Clipboard sheets are in the blue binder, Jan-Apr 2025.
""",
    [
        E("2025-01-07", True, "07/01/25",
          (A, "Poured 4 shells dipped in the first week of December, 28 kg of metal."),
          (R, "2 of the 4 cracked at flash dewax, both patched with shell patch and fibre."),
          (R, "The big one (torso, 11 kg wax) finned along the whole back seam, about 6 hrs of chasing to grind off."),
          (R, "Shell room has been 11 °C and 70-75% RH since the propane torpedo heater went in."),
          (H, "I suspect the backup coats never dry right in that damp air and the shell is weak going into the kiln.")),
        E("2025-01-10", True, "10/01/25",
          (A, "Hung 3 test coupons (flat plates) with the next shells and weighed them every 30 min after a backup coat."),
          (R, "Coupons still losing weight at 4 hrs, we re-dip at 3 hrs."),
          (R, "Humidity goes up 15 points every time the torpedo heater kicks on, it burns propane right in the room."),
          (C, "So the shells are going into the next coat wet."),
          (N, "Going to swap the torpedo for electric heat and run a dehumidifier.")),
        E("2025-02-03", True, "03/02/25",
          (A, "Electric heater and a 50 pint dehumidifier in the shell room since last Tuesday, holding 18 °C and 40-45% RH."),
          (R, "Coupons now stop losing weight at 2.5 hrs."),
          (A, "Dipped 6 shells on the new schedule, 3 hrs between backup coats.")),
        E("2025-02-06", True, "06/02/25",
          (R, "Flash dewax on the 6 shells: 1 cracked, the big horse head (9 kg wax)."),
          (R, "Crack runs from the thickest part of the wax out to the pour cup."),
          (H, "Dana thinks the thick wax sections swell faster than the shell can let the wax out."),
          (N, "Ask Maple Wax for a filled pattern wax.")),
        E("2025-02-11", True, "11/02/25",
          (A, "Heated bars of our wax and the filled wax sample from 20 to 60 °C in the burnout oven and measured them with the calipers."),
          (R, "Our wax grew 1.9% in length, the filled wax 1.1%."),
          (H, "Should cut the push on the shell almost in half.")),
        E("2025-03-04", True, "04/03/25",
          (A, "Re-made the horse head and 4 other pieces over 4 kg in the filled wax."),
          (A, "Added 0.5% nylon fibre to the backup slurry for these 5."),
          (R, "Shell room 18 °C, 42% RH.")),
        E("2025-03-07", True, "07/03/25",
          (R, "Flash dewax: 0 of 5 cracked."),
          (R, "Poured all 5, one small fin on the horse head under the jaw, 20 min to grind."),
          (C, "Filled wax and a dry shell room together get rid of almost all of it.")),
        E("2025-03-12", True, "12/03/25",
          (R, "Marlene says the texture on the mane came through as sharp as on the old wax."),
          (N, "She wants the rest of the herd cast the same way by the spring show.")),
        E("2025-04-08", True, "08/04/25",
          (R, "March: 14 shells, 1 crack at dewax, on a small piece in our old wax with no fibre."),
          (R, "Winter before last it was 11 cracks in 30 shells."),
          (C, "Shop rule: filled wax for anything over 4 kg, fibre in the backup coats, shell room under 50% RH, no propane burner in the shell room."),
          (N, "Next: try dewaxing a few shells in a steam autoclave borrowed from the Castlegar foundry.")),
    ],
    [
        "Kootenay Art Foundry, Nelson BC. Typed off the shop clipboard by Dana Moreau for the SR&ED file, spelling fixed, nothing else.",
        "Process: wax patterns, 7 coats (2 prime colloidal silica + zircon flour, 5 backup with fused silica stucco), flash dewax in the gas kiln at 870 °C, burnout, pour silicon bronze at 1,120 °C.",
        "Crack = any split through the shell wall seen after dewax. Fin = thin bronze web where metal ran into a crack at the pour.",
        "Clipboard sheets are in the blue binder, Jan-Apr 2025.",
    ],
)


# 5 ------------------------------------------------------------------------------------------------
# en-CA, grain-bin monitoring start-up (Swift Current SK): the temperature/RH moisture cables give
# false "wet grain" alarms in frozen canola and wheat. A GitHub issue printed from the browser to
# PDF and pasted as text. Each comment is dated by its "commented on ..." line; GitHub prints the
# year only outside the current year, so "Dec 12, 2024" and "Dec 16, 2024" carry it and the 2025
# comments read "on Jan 9" (print year 2025, from the browser stamp "2025-03-20, 2:14 p.m."). Event
# lines ("added the firmware label", "mentioned this issue", "closed this as completed") and the
# browser header/footer are not sentences and date nothing. Three comments on Jan 14 make one entry
# (the one-word "Battery?" is not labelled).
# "this week", "at fill", "the same day" point elsewhere. "My guess is", "I suspect", "Should
# hold", "I'd expect" hypotheses; "Heater fixes the frost", "So the canola constants don't carry",
# the release rule as conclusions; "Can firmware take a look", "Can we get", "Opening #236" next
# steps. Undated: the note typed above the printout and the issue title line.
case(
    "grain_bin_cable_frozen_moisture_github", "en", "en-CA", "issue_212_print.txt", (2024, 2025),
    """
Printed from GitHub for the SR&ED file (firmware + agronomy work on cold grain), Prairie Probe Technologies, Swift Current SK. — K. Morin

2025-03-20, 2:14 p.m.                Moisture readings drift high in frozen grain below -10 °C · Issue #212 · prairieprobe/cable-fw
Moisture readings drift high in frozen grain below -10 °C #212
Closed   kmorin opened this issue on Dec 12, 2024 · 10 comments

kmorin commented on Dec 12, 2024
Three farms around Kindersley got high-moisture alarms on canola bins this week, right after the cold snap.
The cables show 11-12% on bins that went in at 8.5% and were checked with the Dickey-john at fill.
All three alarms started when the grain temp on the cables went below -10 °C.
My guess is the RH sensors are frosting up.
Can firmware take a look before customers start running aeration fans at -25?

kmorin added the firmware and field-issue labels on Dec 12, 2024

tbui commented on Dec 16, 2024
Pulled raw logs from the 14 cables on those 3 farms.
RH on every node below -10 °C sits at 97-100% and the temp/RH pair flatlines for hours at a time.
Our EMC conversion is modified Chung-Pfost with the ASABE canola constants, which were only fitted from 10 to 40 °C.
I suspect two things stacked: frost on the sensor filter, and an EMC model we're running way outside its range, with RH read over water when the air is sitting over ice.

tbui commented on Jan 9
Built a test chamber from a chest freezer with two 20 L pails of canola, 8.4% and 10.1% by the oven method, 2 nodes in each pail.
Ran -5, -15 and -25 °C, 48 h at each step.
At -25 both pails read 96% RH, no difference between the dry and the damp canola.
Frost on the sensor filter caps when we opened the lid.

tbui commented on Jan 14
Added a 2 s heater pulse on the SHT sensor every 30 min, and we now read RH 5 min after the pulse when the sensor is back at grain temp.
At -25 the nodes read 71% RH in the 8.4% pail and 79% in the 10.1% pail, frost gone.
Heater fixes the frost, the sensor can tell the two pails apart again.

kmorin commented on Jan 14
Battery?

tbui commented on Jan 14
The pulse costs about 4% of the battery over a winter by my math.

ahmedr commented on Jan 21
Fitted our own Chung-Pfost constants on the freezer data from -5 to -25 °C, with RH over ice below 0 °C.
Mean error on the 4 freezer runs drops from 2.9 points of moisture to 0.4.
Should hold for canola, but we have zero cold data for wheat or barley.

tbui mentioned this issue on Jan 24
Cold EMC + RH heater pulse #229

tbui commented on Jan 28
Flashed v2.7.0-rc1 (heater pulse + cold EMC) on the 14 Kindersley cables.
They now read 8.3-9.1%, and the probe samples the farmers pulled the same day were 8.6-8.9%.

kmorin commented on Feb 11
Wheat bin in Rosetown on rc1 at -31 °C reads 15.8%, and it went in at 13.5%.
So the canola constants don't carry over to wheat.
Can we get wheat into the freezer?

tbui commented on Feb 25
Wheat at 12.9% and 15.2% in the freezer, same protocol as the canola.
Fitted wheat constants. The Rosetown bin now reads 13.7% against 13.4% on the farmer's sample.
I'd expect barley to need its own set too, the kernel is a different animal.

tbui commented on Mar 4
Released v2.7.0 with the heater pulse and crop-specific cold EMC for canola and wheat.
Barley, oats and peas stay on the old model below 0 °C and the app flags them "low confidence" until we have freezer data.
Opening #236 for barley.

tbui closed this as completed in #231 on Mar 4

https://github.com/prairieprobe/cable-fw/issues/212                                                    1/3
""",
    [
        E("2024-12-12", False, "Dec 12, 2024",
          (R, "Three farms around Kindersley got high-moisture alarms on canola bins this week, right after the cold snap."),
          (R, "The cables show 11-12% on bins that went in at 8.5% and were checked with the Dickey-john at fill."),
          (R, "All three alarms started when the grain temp on the cables went below -10 °C."),
          (H, "My guess is the RH sensors are frosting up."),
          (N, "Can firmware take a look before customers start running aeration fans at -25?")),
        E("2024-12-16", False, "Dec 16, 2024",
          (A, "Pulled raw logs from the 14 cables on those 3 farms."),
          (R, "RH on every node below -10 °C sits at 97-100% and the temp/RH pair flatlines for hours at a time."),
          (R, "Our EMC conversion is modified Chung-Pfost with the ASABE canola constants, which were only fitted from 10 to 40 °C."),
          (H, "I suspect two things stacked: frost on the sensor filter, and an EMC model we're running way outside its range, with RH read over water when the air is sitting over ice.")),
        E("2025-01-09", False, "Jan 9",
          (A, "Built a test chamber from a chest freezer with two 20 L pails of canola, 8.4% and 10.1% by the oven method, 2 nodes in each pail."),
          (A, "Ran -5, -15 and -25 °C, 48 h at each step."),
          (R, "At -25 both pails read 96% RH, no difference between the dry and the damp canola."),
          (R, "Frost on the sensor filter caps when we opened the lid.")),
        E("2025-01-14", False, "Jan 14",
          (A, "Added a 2 s heater pulse on the SHT sensor every 30 min, and we now read RH 5 min after the pulse when the sensor is back at grain temp."),
          (R, "At -25 the nodes read 71% RH in the 8.4% pail and 79% in the 10.1% pail, frost gone."),
          (C, "Heater fixes the frost, the sensor can tell the two pails apart again."),
          (R, "The pulse costs about 4% of the battery over a winter by my math.")),
        E("2025-01-21", False, "Jan 21",
          (A, "Fitted our own Chung-Pfost constants on the freezer data from -5 to -25 °C, with RH over ice below 0 °C."),
          (R, "Mean error on the 4 freezer runs drops from 2.9 points of moisture to 0.4."),
          (H, "Should hold for canola, but we have zero cold data for wheat or barley.")),
        E("2025-01-28", False, "Jan 28",
          (A, "Flashed v2.7.0-rc1 (heater pulse + cold EMC) on the 14 Kindersley cables."),
          (R, "They now read 8.3-9.1%, and the probe samples the farmers pulled the same day were 8.6-8.9%.")),
        E("2025-02-11", False, "Feb 11",
          (R, "Wheat bin in Rosetown on rc1 at -31 °C reads 15.8%, and it went in at 13.5%."),
          (C, "So the canola constants don't carry over to wheat."),
          (N, "Can we get wheat into the freezer?")),
        E("2025-02-25", False, "Feb 25",
          (A, "Wheat at 12.9% and 15.2% in the freezer, same protocol as the canola."),
          (A, "Fitted wheat constants."),
          (R, "The Rosetown bin now reads 13.7% against 13.4% on the farmer's sample."),
          (H, "I'd expect barley to need its own set too, the kernel is a different animal.")),
        E("2025-03-04", False, "Mar 4",
          (A, "Released v2.7.0 with the heater pulse and crop-specific cold EMC for canola and wheat."),
          (C, "Barley, oats and peas stay on the old model below 0 °C and the app flags them \"low confidence\" until we have freezer data."),
          (N, "Opening #236 for barley.")),
    ],
    [
        "Printed from GitHub for the SR&ED file (firmware + agronomy work on cold grain), Prairie Probe Technologies, Swift Current SK. — K. Morin",
        "Moisture readings drift high in frozen grain below -10 °C #212",
    ],
)


# 6 ------------------------------------------------------------------------------------------------
# fr-CA, petite centrale hydroélectrique au fil de l'eau (Saint-Raymond, 3,2 MW) : le frasil colmate
# la grille de la prise d'eau les nuits froides et claires, déclenchements sur bas niveau. Journal
# d'exploitation tapé par l'opérateur et l'ingénieur. Dates : « lun. 16 déc. » (sans année, hiver
# 2024-2025), « Nuit du 19 au 20 décembre » (datée du 19), « 23/12/2024 » (jj/mm, 23 tranche : les
# dates à barres ne sont pas ambiguës), « du 6 au 8 janvier » (datée du 6), « Relevé du matin —
# 14/01/2025 — Guy » et « Relevé — 03/02/2025 — Guy » (date au milieu de la ligne), « mardi le 21
# janvier » (tournure québécoise), « 2025-02-12 », « jeu. 6 mars ». « le 11 », « le 16 décembre »,
# « le 17 », « cet automne » renvoient ailleurs (pas d'entrée). « Je pense que », « À mon avis »,
# « Ça devrait » hypothèses ; « Le couvert marche, mais ... », « Le chauffage empêche ... », « ça
# fait ... moins que ... », « Décision ... » conclusions ; « On va essayer », « Simon regarde »,
# « Prochaine étape : » étapes suivantes. Non daté : en-tête, description de la centrale, deux notes.
case(
    "fr_centrale_frasil_grille_prise_eau", "fr", "fr-CA", "journal_exploitation_frasil_2024-2025.txt", (2024, 2025),
    """
JOURNAL D'EXPLOITATION — CENTRALE DES CHUTES-GAUVIN — hiver 2024-2025 (extraits frasil)
Énergie Rivière-Noire inc., Saint-Raymond. Extraits tapés par Guy Cloutier (opérateur) et Simon Beaulieu (ing.) pour le dossier RS&DE.
Centrale : 2 groupes Kaplan, 3,2 MW au total ; prise d'eau avec grille de 4 travées, barreaux plats espacés de 50 mm, râteau manuel seulement. Avant cet hiver, le frasil ne nous avait jamais fait déclencher plus d'une fois par saison.

lun. 16 déc. — nuit — Guy
Nuit à -24 °C, ciel dégagé, rivière ouverte sur 2 km en amont du barrage.
Perte de charge à la grille montée de 0,15 m à 1,9 m entre 2 h et 5 h.
Groupe 2 déclenché sur bas niveau à 5 h 12.
Baissé le groupe 1 à 40 % pour garder le niveau.
Grille dégagée au râteau à la main, 3 h de travail à deux.
Plaques de glace molle collées sur toute la face amont des barreaux, c'est du frasil.

Nuit du 19 au 20 décembre — Guy
-27 °C, rivière ouverte, même portrait qu'au 16.
Testé l'idée de Simon : baissé la charge à 50 % dès 23 h pour ralentir l'eau devant la grille.
Perte de charge max 0,6 m, aucun déclenchement, mais 6 h à demi-puissance.
Je pense qu'à pleine charge la vitesse devant la grille aspire le frasil au lieu de le laisser remonter en surface.

23/12/2024 — Simon
Mesuré les vitesses devant la grille au courantomètre, par un trou percé dans la glace de rive.
0,92 m/s à pleine charge, 0,45 m/s à 50 %.
À mon avis, si on laisse un couvert de glace se former devant la prise, le frasil va se coller dessous au lieu de descendre à la grille.
On va essayer de monter le bief de 30 cm et de garder la charge basse les nuits froides jusqu'à ce que le couvert prenne.

Essai couvert de glace du 6 au 8 janvier — Guy, Simon
Bief monté de 0,30 m, groupes à 50 % de 18 h à 8 h les trois nuits, -20 à -29 °C.
Couvert de glace formé sur 150 m en amont de la prise dès la 2e nuit.
Perte de charge max 0,35 m, aucun déclenchement.
Production perdue : environ 21 MWh sur les 3 nuits.

Relevé du matin — 14/01/2025 — Guy
Redoux à +3 °C et pluie le 11, le couvert est parti.
Cette nuit -26 °C, rivière ouverte de nouveau, perte de charge 1,4 m vers 4 h.
Baissé le groupe 2 à la main avant le déclenchement.
Le couvert marche, mais chaque redoux nous ramène au début.
Simon regarde pour des câbles chauffants sur une section de la grille.

mardi le 21 janvier — Simon
Installé des câbles chauffants autorégulants (30 W/m) derrière 12 barreaux de la travée 3, de la surface à 2 m de profondeur.
Barreaux chauffés à 1,5 °C en surface dans une eau à 0 °C, au thermocouple.
Ça devrait suffire : le frasil ne colle que sur une surface sous zéro.

Relevé — 03/02/2025 — Guy
Nuit à -31 °C, rivière ouverte.
Travée 3 (chauffée) : barreaux propres au matin.
Travées 1, 2 et 4 : colmatées à 60-80 %, perte de charge 1,2 m.
Le chauffage empêche l'accrochage.

2025-02-12 — note de Simon
Soumission reçue pour chauffer toute la grille : 38 000 $ installé, 8 kW.
À 8 kW, 12 h par nuit pendant 90 nuits, ça fait environ 8,6 MWh par hiver, moins que ce qu'on a perdu en une seule nuit comme celle du 16 décembre.
Décision avec la direction : grille chauffée au complet cet automne, et d'ici là on gère avec le couvert de glace comme en janvier.

jeu. 6 mars — Guy
Bilan de février : 9 nuits sous -20 °C.
Chaque nuit froide, bief monté et charge à 50 %, avec la travée 3 chauffée.
Un seul déclenchement (le 17, après un redoux), contre 7 en décembre et janvier.
Prochaine étape : relier le capteur de perte de charge à l'alarme sur le cellulaire de garde, pour ne plus dépendre de la ronde de 4 h.

Perte de charge = niveau amont grille moins niveau aval grille, capteurs de niveau du SCADA.
Rappel : cadenasser la vanne de la prise avant de descendre sur la passerelle de la grille.
""",
    [
        E("2024-12-16", False, "lun. 16 déc.",
          (R, "Nuit à -24 °C, ciel dégagé, rivière ouverte sur 2 km en amont du barrage."),
          (R, "Perte de charge à la grille montée de 0,15 m à 1,9 m entre 2 h et 5 h."),
          (R, "Groupe 2 déclenché sur bas niveau à 5 h 12."),
          (A, "Baissé le groupe 1 à 40 % pour garder le niveau."),
          (A, "Grille dégagée au râteau à la main, 3 h de travail à deux."),
          (R, "Plaques de glace molle collées sur toute la face amont des barreaux, c'est du frasil.")),
        E("2024-12-19", False, "Nuit du 19 au 20 décembre",
          (R, "-27 °C, rivière ouverte, même portrait qu'au 16."),
          (A, "Testé l'idée de Simon : baissé la charge à 50 % dès 23 h pour ralentir l'eau devant la grille."),
          (R, "Perte de charge max 0,6 m, aucun déclenchement, mais 6 h à demi-puissance."),
          (H, "Je pense qu'à pleine charge la vitesse devant la grille aspire le frasil au lieu de le laisser remonter en surface.")),
        E("2024-12-23", False, "23/12/2024",
          (A, "Mesuré les vitesses devant la grille au courantomètre, par un trou percé dans la glace de rive."),
          (R, "0,92 m/s à pleine charge, 0,45 m/s à 50 %."),
          (H, "À mon avis, si on laisse un couvert de glace se former devant la prise, le frasil va se coller dessous au lieu de descendre à la grille."),
          (N, "On va essayer de monter le bief de 30 cm et de garder la charge basse les nuits froides jusqu'à ce que le couvert prenne.")),
        E("2025-01-06", False, "du 6 au 8 janvier",
          (A, "Bief monté de 0,30 m, groupes à 50 % de 18 h à 8 h les trois nuits, -20 à -29 °C."),
          (R, "Couvert de glace formé sur 150 m en amont de la prise dès la 2e nuit."),
          (R, "Perte de charge max 0,35 m, aucun déclenchement."),
          (R, "Production perdue : environ 21 MWh sur les 3 nuits.")),
        E("2025-01-14", False, "14/01/2025",
          (R, "Redoux à +3 °C et pluie le 11, le couvert est parti."),
          (R, "Cette nuit -26 °C, rivière ouverte de nouveau, perte de charge 1,4 m vers 4 h."),
          (A, "Baissé le groupe 2 à la main avant le déclenchement."),
          (C, "Le couvert marche, mais chaque redoux nous ramène au début."),
          (N, "Simon regarde pour des câbles chauffants sur une section de la grille.")),
        E("2025-01-21", False, "mardi le 21 janvier",
          (A, "Installé des câbles chauffants autorégulants (30 W/m) derrière 12 barreaux de la travée 3, de la surface à 2 m de profondeur."),
          (R, "Barreaux chauffés à 1,5 °C en surface dans une eau à 0 °C, au thermocouple."),
          (H, "Ça devrait suffire : le frasil ne colle que sur une surface sous zéro.")),
        E("2025-02-03", False, "03/02/2025",
          (R, "Nuit à -31 °C, rivière ouverte."),
          (R, "Travée 3 (chauffée) : barreaux propres au matin."),
          (R, "Travées 1, 2 et 4 : colmatées à 60-80 %, perte de charge 1,2 m."),
          (C, "Le chauffage empêche l'accrochage.")),
        E("2025-02-12", False, "2025-02-12",
          (R, "Soumission reçue pour chauffer toute la grille : 38 000 $ installé, 8 kW."),
          (C, "À 8 kW, 12 h par nuit pendant 90 nuits, ça fait environ 8,6 MWh par hiver, moins que ce qu'on a perdu en une seule nuit comme celle du 16 décembre."),
          (C, "Décision avec la direction : grille chauffée au complet cet automne, et d'ici là on gère avec le couvert de glace comme en janvier.")),
        E("2025-03-06", False, "jeu. 6 mars",
          (R, "Bilan de février : 9 nuits sous -20 °C."),
          (A, "Chaque nuit froide, bief monté et charge à 50 %, avec la travée 3 chauffée."),
          (R, "Un seul déclenchement (le 17, après un redoux), contre 7 en décembre et janvier."),
          (N, "Prochaine étape : relier le capteur de perte de charge à l'alarme sur le cellulaire de garde, pour ne plus dépendre de la ronde de 4 h.")),
    ],
    [
        "Énergie Rivière-Noire inc., Saint-Raymond. Extraits tapés par Guy Cloutier (opérateur) et Simon Beaulieu (ing.) pour le dossier RS&DE.",
        "Centrale : 2 groupes Kaplan, 3,2 MW au total ; prise d'eau avec grille de 4 travées, barreaux plats espacés de 50 mm, râteau manuel seulement. Avant cet hiver, le frasil ne nous avait jamais fait déclencher plus d'une fois par saison.",
        "Perte de charge = niveau amont grille moins niveau aval grille, capteurs de niveau du SCADA.",
        "Rappel : cadenasser la vanne de la prise avant de descendre sur la passerelle de la grille.",
    ],
)


# 7 ------------------------------------------------------------------------------------------------
# fr-CA, atelier de céramique (Kamouraska) qui fait de la vaisselle de grès pour des restaurants :
# l'émail blanc satiné tressaille (fines craquelures) après quelques semaines au lave-vaisselle
# commercial, depuis un changement de feldspath. Cahier d'atelier tapé. AMBIGU : toutes les dates
# sont jj/mm/aaaa avec les deux parties <= 12 et différentes, et aucune paire à barre du fichier
# n'a de partie au-dessus de 12 ; lues jour/mois (fr-CA). Plusieurs dates au milieu de la ligne
# (« Cuisson 212 — 05/02/2025 — four 2 »). « en octobre », « au 2e cycle », « pendant 3
# semaines » renvoient ailleurs. « Je soupçonne », « Ça devrait », « à mon avis »
# hypothèses ; « Donc c'est le nouveau feldspath ... », « B donne le meilleur compromis », « B2
# règle ... », « Décision : » conclusions ; « On va », « Prochaine étape : » étapes suivantes. Non
# daté : en-tête, recette de base, méthode de choc thermique, une note de fin.
case(
    "fr_ceramique_email_tressaillage_ambigu", "fr", "fr-CA", "cahier_atelier_email_blanc_satine.txt", (2025,),
    """
CAHIER D'ATELIER — émail blanc satiné (vaisselle de restaurant)
Poterie de la Grève, Kamouraska. Notes d'Annie Lévesque (potière, propriétaire) et de Jérôme Michaud (assistant), tapées pour le dossier RS&DE.
Grès cuit au cône 6 en four électrique. Émail blanc satiné : feldspath, silice, wollastonite, kaolin, opacifiant. Feldspath potassique remplacé par un feldspath sodique en octobre, l'ancien n'étant plus distribué au Québec.
Test de choc thermique de l'atelier : assiette 1 h au four de cuisine à 150 °C puis plongée dans l'eau glacée, encre de Chine frottée sur la surface pour voir les craquelures, répété jusqu'à 10 cycles.

08/01/2025 — retour du Grand Large
Le restaurant Le Grand Large (Rivière-du-Loup) nous a retourné 12 assiettes de 27 cm : fines craquelures partout dans l'émail, noircies par le café et les sauces.
Ils passent la vaisselle au lave-vaisselle commercial à 82 °C, 4 à 6 fois par jour.
Toutes les assiettes retournées viennent des fournées faites après le changement de feldspath.
Je soupçonne que le feldspath sodique dilate plus et met l'émail en tension au refroidissement.

10/01/2025 — Annie
Test de choc thermique sur 6 assiettes neuves du dernier lot et 6 faites avec l'ancienne recette (fond de sac de feldspath potassique).
Nouveau lot : craquelures à l'encre sur les 6 assiettes au 2e cycle.
Ancienne recette : rien sur les 6 après 10 cycles.
Donc c'est le nouveau feldspath qui a fait apparaître le problème.

Calcul et mélanges — 03/02/2025 — Jérôme
Entré les deux recettes dans le logiciel de calcul de glaçure.
Dilatation calculée : 6,9 avec l'ancien feldspath, 7,6 avec le sodique.
Trois variantes mélangées, 2 kg chacune : A = 8 % de silice en plus, B = la moitié du feldspath sodique remplacée par du spodumène, C = les deux.
Ça devrait ramener la dilatation calculée sous 6,8 pour B et C.

Cuisson 212 — 05/02/2025 — four 2
Cuit au cône 6 des tuiles tests et 4 assiettes par variante.
A sort plus mat, un peu rêche sous le doigt.
B et C ont le même fini satiné que l'original.
2 assiettes B collées à la plaque, l'émail a coulé au pied.

11/02/2025 — choc thermique A, B, C
A craque au 5e cycle, B et C tiennent 10 cycles sans craquelure.
B donne le meilleur compromis, C n'apporte rien de plus et il est plus mat.
On va faire passer des assiettes B au vrai lave-vaisselle avant de changer la production.

04/03/2025 — retour du test au Grand Large
Le Grand Large a passé 4 assiettes B et 4 assiettes de la recette actuelle dans leur lave-vaisselle pendant 3 semaines, environ 300 cycles.
Recette actuelle : 4 sur 4 craquelées.
B : aucune craquelure, mais le brillant a baissé de 12 % au brillancemètre.
La perte de brillant, à mon avis, c'est le lithium du spodumène qui rend l'émail moins résistant au détergent alcalin.

07/03/2025 — Jérôme
Trempé des tuiles B et des tuiles de l'original 6 h dans le détergent du Grand Large à 70 °C.
B perd 15 % de brillant, l'original 4 %.
Mélangé B2 : la recette B avec 2 % d'alumine calcinée en plus, pour la résistance chimique.

02/04/2025 — B2
Choc thermique sur 6 assiettes B2 : aucune craquelure après 10 cycles.
Trempage au détergent : B2 perd 5 % de brillant.
B2 règle les deux problèmes, du moins au labo de l'atelier.
Première fournée de production en B2 lancée : 120 assiettes pour le Grand Large.

09/04/2025 — contrôle fournée B2
10 assiettes tirées au hasard de la fournée : aucune craquelure après 10 cycles, aucune ne colle à la plaque.
Décision : B2 devient l'émail blanc satiné standard, l'ancienne recette est retirée du classeur.
Prochaine étape : refaire le même calcul pour l'émail bleu nuit, qui utilise aussi le feldspath sodique.

Brillancemètre emprunté au cégep de La Pocatière, angle 60°, moyenne de 3 lectures par tuile.
""",
    [
        E("2025-01-08", True, "08/01/2025",
          (R, "Le restaurant Le Grand Large (Rivière-du-Loup) nous a retourné 12 assiettes de 27 cm : fines craquelures partout dans l'émail, noircies par le café et les sauces."),
          (R, "Ils passent la vaisselle au lave-vaisselle commercial à 82 °C, 4 à 6 fois par jour."),
          (R, "Toutes les assiettes retournées viennent des fournées faites après le changement de feldspath."),
          (H, "Je soupçonne que le feldspath sodique dilate plus et met l'émail en tension au refroidissement.")),
        E("2025-01-10", True, "10/01/2025",
          (A, "Test de choc thermique sur 6 assiettes neuves du dernier lot et 6 faites avec l'ancienne recette (fond de sac de feldspath potassique)."),
          (R, "Nouveau lot : craquelures à l'encre sur les 6 assiettes au 2e cycle."),
          (R, "Ancienne recette : rien sur les 6 après 10 cycles."),
          (C, "Donc c'est le nouveau feldspath qui a fait apparaître le problème.")),
        E("2025-02-03", True, "03/02/2025",
          (A, "Entré les deux recettes dans le logiciel de calcul de glaçure."),
          (R, "Dilatation calculée : 6,9 avec l'ancien feldspath, 7,6 avec le sodique."),
          (A, "Trois variantes mélangées, 2 kg chacune : A = 8 % de silice en plus, B = la moitié du feldspath sodique remplacée par du spodumène, C = les deux."),
          (H, "Ça devrait ramener la dilatation calculée sous 6,8 pour B et C.")),
        E("2025-02-05", True, "05/02/2025",
          (A, "Cuit au cône 6 des tuiles tests et 4 assiettes par variante."),
          (R, "A sort plus mat, un peu rêche sous le doigt."),
          (R, "B et C ont le même fini satiné que l'original."),
          (R, "2 assiettes B collées à la plaque, l'émail a coulé au pied.")),
        E("2025-02-11", True, "11/02/2025",
          (R, "A craque au 5e cycle, B et C tiennent 10 cycles sans craquelure."),
          (C, "B donne le meilleur compromis, C n'apporte rien de plus et il est plus mat."),
          (N, "On va faire passer des assiettes B au vrai lave-vaisselle avant de changer la production.")),
        E("2025-03-04", True, "04/03/2025",
          (A, "Le Grand Large a passé 4 assiettes B et 4 assiettes de la recette actuelle dans leur lave-vaisselle pendant 3 semaines, environ 300 cycles."),
          (R, "Recette actuelle : 4 sur 4 craquelées."),
          (R, "B : aucune craquelure, mais le brillant a baissé de 12 % au brillancemètre."),
          (H, "La perte de brillant, à mon avis, c'est le lithium du spodumène qui rend l'émail moins résistant au détergent alcalin.")),
        E("2025-03-07", True, "07/03/2025",
          (A, "Trempé des tuiles B et des tuiles de l'original 6 h dans le détergent du Grand Large à 70 °C."),
          (R, "B perd 15 % de brillant, l'original 4 %."),
          (A, "Mélangé B2 : la recette B avec 2 % d'alumine calcinée en plus, pour la résistance chimique.")),
        E("2025-04-02", True, "02/04/2025",
          (R, "Choc thermique sur 6 assiettes B2 : aucune craquelure après 10 cycles."),
          (R, "Trempage au détergent : B2 perd 5 % de brillant."),
          (C, "B2 règle les deux problèmes, du moins au labo de l'atelier."),
          (A, "Première fournée de production en B2 lancée : 120 assiettes pour le Grand Large.")),
        E("2025-04-09", True, "09/04/2025",
          (R, "10 assiettes tirées au hasard de la fournée : aucune craquelure après 10 cycles, aucune ne colle à la plaque."),
          (C, "Décision : B2 devient l'émail blanc satiné standard, l'ancienne recette est retirée du classeur."),
          (N, "Prochaine étape : refaire le même calcul pour l'émail bleu nuit, qui utilise aussi le feldspath sodique.")),
    ],
    [
        "Poterie de la Grève, Kamouraska. Notes d'Annie Lévesque (potière, propriétaire) et de Jérôme Michaud (assistant), tapées pour le dossier RS&DE.",
        "Grès cuit au cône 6 en four électrique. Émail blanc satiné : feldspath, silice, wollastonite, kaolin, opacifiant. Feldspath potassique remplacé par un feldspath sodique en octobre, l'ancien n'étant plus distribué au Québec.",
        "Test de choc thermique de l'atelier : assiette 1 h au four de cuisine à 150 °C puis plongée dans l'eau glacée, encre de Chine frottée sur la surface pour voir les craquelures, répété jusqu'à 10 cycles.",
        "Brillancemètre emprunté au cégep de La Pocatière, angle 60°, moyenne de 3 lectures par tuile.",
    ],
)


# 8 ------------------------------------------------------------------------------------------------
# fr-CA, chocolaterie artisanale (Sainte-Adèle) : les bouchées au praliné noisette blanchissent
# (voile gris) après 5-6 semaines en tablette chez une épicerie fine, depuis un praliné maison
# plus riche en noisettes. Courriels Outlook imprimés (interface française), du plus ancien au plus
# récent ; chaque message est daté par sa ligne « Envoyé : lundi 13 janvier 2025 09:14 ». Une
# réponse garde sous elle le bloc cité du message d'avant (« De : ... Envoyé : 13 janvier 2025
# 09:14 ... » puis une ligne « > ... » tronquée) : ni entrée ni phrase. Lignes De/À/Cc/Objet,
# salutations et signatures ne sont pas des phrases. « en novembre », « avant Pâques », « demain »,
# « à 8 et 16 semaines » renvoient ailleurs. « Je me demande si », « Ce que vous décrivez
# ressemble à », « Je m'attends à », « ça devrait » hypothèses ; « Le blanchiment vient donc
# bien ... », « Les deux mesures s'additionnent », « C'est presque aussi bon », « Décision : »
# conclusions ; « Pouvez-vous », « Je propose », « Envoyez-moi », « On vous envoie », « On garde »
# étapes suivantes. Non daté : la note d'impression et le contexte ajoutés en tête.
case(
    "fr_chocolaterie_pralines_blanchiment_outlook", "fr", "fr-CA", "courriels_blanchiment_bouchees_praline.txt", (2025,),
    """
Impression de la conversation « Blanchiment bouchées praliné » — Outlook, imprimé par Julien Simard le 2025-03-14 pour le dossier RS&DE.
Contexte : Chocolats Mont-Gabriel (Sainte-Adèle), 4 employés. Bouchées enrobées de chocolat noir 64 %, garnies d'un praliné noisette maison. Aucune donnée chez nos fournisseurs sur la tenue d'un praliné à plus de 55 % de noisettes dans un enrobage mince.

De : Julien Simard <julien@chocolatsmontgabriel.ca>
Envoyé : lundi 13 janvier 2025 09:14
À : Marie-Claude Pelletier <mcpelletier@procedesalimentaires.ca>
Objet : Blanchiment bouchées praliné

Bonjour Marie-Claude,

Notre client Épicerie Fine Laliberté nous a retourné 3 caisses de bouchées praliné noisette : voile gris sur le dessus après 5 à 6 semaines en tablette. Les ganaches du même lot n'ont rien. En novembre, on a changé pour un praliné maison à 60 % de noisettes, plus coulant que l'ancien. Je me demande si l'huile de noisette migre dans l'enrobage. Pouvez-vous nous aider à trouver une solution avant Pâques ?

Merci,
Julien Simard
Chocolats Mont-Gabriel

De : Marie-Claude Pelletier <mcpelletier@procedesalimentaires.ca>
Envoyé : mercredi 15 janvier 2025 16:40
À : Julien Simard <julien@chocolatsmontgabriel.ca>
Objet : RE: Blanchiment bouchées praliné

Bonjour Julien,

Ce que vous décrivez ressemble à un blanchiment gras par migration, classique avec un praliné riche en huile. Je propose trois pistes en parallèle : 5 à 8 % de beurre de cacao dans le praliné, 2 % de gras anti-blanchiment dans la couverture, et les deux ensemble. Envoyez-moi 20 bouchées du lot retourné et 20 bouchées neuves pour un profil des gras.

Marie-Claude Pelletier, chimiste
Procédés alimentaires MCP

De : Julien Simard <julien@chocolatsmontgabriel.ca>
Envoyé : 13 janvier 2025 09:14
Objet : Blanchiment bouchées praliné
> Je me demande si l'huile de noisette migre...

De : Marie-Claude Pelletier <mcpelletier@procedesalimentaires.ca>
Envoyé : mardi 21 janvier 2025 11:30
À : Julien Simard <julien@chocolatsmontgabriel.ca>
Objet : RE: Blanchiment bouchées praliné

Julien,

Profil des triglycérides de l'enrobage : 18 % de gras de noisette dans les bouchées retournées, 2 % dans les neuves. Le blanchiment vient donc bien de la migration du praliné vers l'enrobage.

Marie-Claude

De : Julien Simard <julien@chocolatsmontgabriel.ca>
Envoyé : lundi 3 février 2025 17:05
À : Marie-Claude Pelletier <mcpelletier@procedesalimentaires.ca>
Objet : RE: Blanchiment bouchées praliné

Marie-Claude,

On a fait 4 lots de 200 bouchées : T (témoin), P (praliné + 8 % de beurre de cacao), B (couverture + 2 % de gras anti-blanchiment) et PB (les deux). Tout tempéré à la même courbe, enrobé sur la même machine, emballé pareil. Je m'attends à ce que P soit le meilleur, c'est le praliné qui cause le problème. On vous envoie 50 bouchées de chaque lot demain pour votre armoire de cyclage.

Julien

De : Marie-Claude Pelletier <mcpelletier@procedesalimentaires.ca>
Envoyé : jeudi 20 février 2025 14:22
À : Julien Simard <julien@chocolatsmontgabriel.ca>
Objet : RE: Blanchiment bouchées praliné

Bonjour Julien,

Après 14 jours de cyclage (18 °C et 26 °C en alternance, 12 h chaque) : T blanchi sur 90 % des pièces, P sur 40 %, B sur 25 %, PB sur 5 %. Au glossmètre, PB garde 80 % de son brillant de départ, T 35 %. Les deux mesures s'additionnent. Par contre, le praliné P est nettement plus ferme en bouche. Votre équipe devrait goûter avant de décider.

Marie-Claude

De : Julien Simard <julien@chocolatsmontgabriel.ca>
Envoyé : lundi 24 février 2025 10:48
À : Marie-Claude Pelletier <mcpelletier@procedesalimentaires.ca>
Objet : RE: Blanchiment bouchées praliné

Dégustation à l'atelier avec 6 personnes : P et PB jugés moins fondants, 4 sur 6 préfèrent T. On fait cette semaine un lot PB avec seulement 5 % de beurre de cacao dans le praliné (PB5) et on vous l'envoie.

Julien

De : Marie-Claude Pelletier <mcpelletier@procedesalimentaires.ca>
Envoyé : lundi 10 mars 2025 15:10
À : Julien Simard <julien@chocolatsmontgabriel.ca>
Objet : RE: Blanchiment bouchées praliné

PB5 après 14 jours de cyclage : 10 % des pièces avec un léger voile, brillant à 72 %. C'est presque aussi bon que PB. En tablette à 20-22 °C, ça devrait tenir au moins 4 mois.

Marie-Claude

De : Julien Simard <julien@chocolatsmontgabriel.ca>
Envoyé : mardi 11 mars 2025 08:37
À : Marie-Claude Pelletier <mcpelletier@procedesalimentaires.ca>
Cc : Sophie Simard <sophie@chocolatsmontgabriel.ca>
Objet : RE: Blanchiment bouchées praliné

Dégustation de PB5 : 5 personnes sur 6 ne font pas la différence avec T. Décision : PB5 devient la recette des bouchées praliné à partir de la production de Pâques. On garde 100 bouchées PB5 à la boutique et 100 en tablette chez Laliberté pour vérifier à 8 et 16 semaines.

Merci pour tout,
Julien
""",
    [
        E("2025-01-13", False, "lundi 13 janvier 2025",
          (R, "Notre client Épicerie Fine Laliberté nous a retourné 3 caisses de bouchées praliné noisette : voile gris sur le dessus après 5 à 6 semaines en tablette."),
          (R, "Les ganaches du même lot n'ont rien."),
          (A, "En novembre, on a changé pour un praliné maison à 60 % de noisettes, plus coulant que l'ancien."),
          (H, "Je me demande si l'huile de noisette migre dans l'enrobage."),
          (N, "Pouvez-vous nous aider à trouver une solution avant Pâques ?")),
        E("2025-01-15", False, "mercredi 15 janvier 2025",
          (H, "Ce que vous décrivez ressemble à un blanchiment gras par migration, classique avec un praliné riche en huile."),
          (N, "Je propose trois pistes en parallèle : 5 à 8 % de beurre de cacao dans le praliné, 2 % de gras anti-blanchiment dans la couverture, et les deux ensemble."),
          (N, "Envoyez-moi 20 bouchées du lot retourné et 20 bouchées neuves pour un profil des gras.")),
        E("2025-01-21", False, "mardi 21 janvier 2025",
          (R, "Profil des triglycérides de l'enrobage : 18 % de gras de noisette dans les bouchées retournées, 2 % dans les neuves."),
          (C, "Le blanchiment vient donc bien de la migration du praliné vers l'enrobage.")),
        E("2025-02-03", False, "lundi 3 février 2025",
          (A, "On a fait 4 lots de 200 bouchées : T (témoin), P (praliné + 8 % de beurre de cacao), B (couverture + 2 % de gras anti-blanchiment) et PB (les deux)."),
          (A, "Tout tempéré à la même courbe, enrobé sur la même machine, emballé pareil."),
          (H, "Je m'attends à ce que P soit le meilleur, c'est le praliné qui cause le problème."),
          (N, "On vous envoie 50 bouchées de chaque lot demain pour votre armoire de cyclage.")),
        E("2025-02-20", False, "jeudi 20 février 2025",
          (R, "Après 14 jours de cyclage (18 °C et 26 °C en alternance, 12 h chaque) : T blanchi sur 90 % des pièces, P sur 40 %, B sur 25 %, PB sur 5 %."),
          (R, "Au glossmètre, PB garde 80 % de son brillant de départ, T 35 %."),
          (C, "Les deux mesures s'additionnent."),
          (R, "Par contre, le praliné P est nettement plus ferme en bouche."),
          (N, "Votre équipe devrait goûter avant de décider.")),
        E("2025-02-24", False, "lundi 24 février 2025",
          (R, "Dégustation à l'atelier avec 6 personnes : P et PB jugés moins fondants, 4 sur 6 préfèrent T."),
          (N, "On fait cette semaine un lot PB avec seulement 5 % de beurre de cacao dans le praliné (PB5) et on vous l'envoie.")),
        E("2025-03-10", False, "lundi 10 mars 2025",
          (R, "PB5 après 14 jours de cyclage : 10 % des pièces avec un léger voile, brillant à 72 %."),
          (C, "C'est presque aussi bon que PB."),
          (H, "En tablette à 20-22 °C, ça devrait tenir au moins 4 mois.")),
        E("2025-03-11", False, "mardi 11 mars 2025",
          (R, "Dégustation de PB5 : 5 personnes sur 6 ne font pas la différence avec T."),
          (C, "Décision : PB5 devient la recette des bouchées praliné à partir de la production de Pâques."),
          (N, "On garde 100 bouchées PB5 à la boutique et 100 en tablette chez Laliberté pour vérifier à 8 et 16 semaines.")),
    ],
    [
        "Impression de la conversation « Blanchiment bouchées praliné » — Outlook, imprimé par Julien Simard le 2025-03-14 pour le dossier RS&DE.",
        "Contexte : Chocolats Mont-Gabriel (Sainte-Adèle), 4 employés. Bouchées enrobées de chocolat noir 64 %, garnies d'un praliné noisette maison. Aucune donnée chez nos fournisseurs sur la tenue d'un praliné à plus de 55 % de noisettes dans un enrobage mince.",
    ],
)


# 9 ------------------------------------------------------------------------------------------------
# fr-CA, jeune pousse de Trois-Rivières qui transcrit en direct les appels d'un centre d'appels
# d'urgence (CAU) régional pour en tirer l'adresse : français québécois, audio téléphonique à
# 8 kHz, noms de rangs et de lieux-dits. Journal d'équipe en Markdown (Obsidian) : « ## 2025-02-03 »,
# « ## mer. 5 février », « ### ven. 14 février — Élodie », « ## Semaine du 17 au 21 février »
# (datée du 17), « ## Réunion avec le CAU — 2025-03-04 » (date en fin de ligne), une entrée
# « ## 2025-02-27 — biais de vocabulaire (écrit le 5 mars) » placée après la réunion du 4 mars
# (EN RETARD), « ## 12 mars 2025 », « ### mar. 18 mars », « ## 2025-03-31 ». « la semaine
# prochaine », « en avril » renvoient ailleurs. « À mon avis », « Je pense que », « c'est
# probablement » hypothèses ; « Ça explique une partie ... », « Le modèle apprend le parler ... »,
# les exigences du CAU, « On atteint la cible ... », « Le cellulaire ... reste sous la cible »
# conclusions ; « Prochaine étape : », « On va » étapes suivantes. Non daté : titre, contexte,
# définition des mesures, note sur les données.
case(
    "fr_transcription_appels_urgence_markdown", "fr", "fr-CA", "journal_equipe_transcription_CAU.md", (2025,),
    """
# Journal d'équipe — transcription des appels du CAU

> Transcrio inc., Trois-Rivières. Journal tenu par Maxime Roy (ML) et Élodie Gagnon (linguiste), exporté d'Obsidian pour le dossier RS&DE.

**Contexte :** transcrire en direct les appels d'urgence du CAU régional et afficher l'adresse au répartiteur avant la fin de l'appel. Aucun modèle publié n'est évalué sur de l'audio téléphonique en français québécois avec des noms de rangs et de lieux-dits.

**Mesures :** WER = taux d'erreur de mots sur les transcriptions de référence d'Élodie ; adresse exacte = numéro civique, rue et municipalité tous justes.

## 2025-02-03

- Passé les 400 appels annotés du CAU (anonymisés, 31 h d'audio) dans Whisper large-v3 tel quel.
- WER moyen 27,4 %, et 41 % sur les noms de rues et de rangs.
- Les appels de cellulaire sur la 155 sont les pires, à 38 %.
- À mon avis, le gros du problème c'est l'audio téléphonique à 8 kHz, le modèle a surtout vu de l'audio large bande.

## mer. 5 février

- Dégradé notre jeu de validation large bande (Common Voice fr, 2 000 phrases) à 8 kHz avec le même codec que le CAU.
- WER sur Common Voice : 9,1 % en large bande, 14,0 % en 8 kHz.
- Ça explique une partie de l'écart, pas les 27 %.

### ven. 14 février — Élodie

- Classé à la main les erreurs des 60 pires appels.
- La moitié des erreurs : noms de lieux (rang Saint-Félix, chemin du Lac-à-la-Tortue) et mots québécois (« char », « chu », « icitte ») transcrits en français de France ou en anglais.
- Le bruit (sirènes, vent, télé) compte pour moins de 15 % des erreurs.
- Je pense qu'un ajustement fin sur nos propres appels et une liste de noms de lieux vont rapporter plus que du débruitage.

## Semaine du 17 au 21 février

- Ajustement fin (LoRA) de large-v3 sur 300 appels, 100 gardés pour le test, tout à 8 kHz.
- WER test : 27,4 % → 18,9 %.
- Noms de lieux encore à 35 % d'erreur.
- Le modèle apprend le parler, pas les noms propres, il y en a trop peu dans 300 appels.
- Prochaine étape : biais de vocabulaire au décodage avec le fichier d'adresses de la MRC.

## Réunion avec le CAU — 2025-03-04

Présents : Mme Gervais (chef de salle), deux répartiteurs, Maxime, Élodie.
- Pour eux, ce qui compte c'est l'adresse et la nature de l'appel, pas le mot à mot.
- Ils veulent l'adresse exacte dans 95 % des appels avant de l'afficher aux répartiteurs.
- On va mesurer l'adresse exacte plutôt que le WER à partir de maintenant.

## 2025-02-27 — biais de vocabulaire (écrit le 5 mars, oublié dans le journal)

- Chargé les 14 200 noms de rues, de rangs et de lieux-dits du fichier de la MRC comme liste de biais au décodage.
- Erreur sur les noms de lieux 35 % → 12 %, WER global 18,9 % → 15,8 %.
- Effet pervers : 3 noms de rue insérés dans des phrases qui n'en contenaient pas.

## 12 mars 2025

- Ajouté une étape d'extraction d'adresse qui valide la rue contre le fichier d'adresses par correspondance floue.
- Adresse exacte sur les 100 appels test : 88 %.
- Les 12 ratés : 7 numéros civiques mal transcrits (« 1 115 » au lieu de « 1 150 »), 5 appels où l'appelant ne donne qu'un repère.
- Les numéros civiques, c'est probablement la façon dont le décodeur écrit les nombres, pas l'audio.

### mar. 18 mars

- Ajouté une règle qui remet les nombres épelés en chiffres et vérifie le numéro civique contre la plage d'adresses de la rue.
- Adresse exacte : 95 % sur les 100 appels test, il ne reste que les 5 appels à repère.
- On atteint la cible du CAU sur notre jeu de test.

## 2025-03-31

- Pilote en ombre d'une semaine au CAU (transcription calculée mais pas affichée) sur 412 appels réels.
- Adresse exacte 91 % en tout, 96 % quand l'appel vient d'une ligne fixe.
- Latence médiane 2,1 s après la fin de la phrase.
- Le cellulaire en zone rurale reste sous la cible.
- Prochaine étape : annoter 200 appels cellulaires de plus pour le prochain ajustement, affichage aux répartiteurs pas avant d'être à 95 % en ombre.

---
Audio et transcriptions sur le serveur chiffré du CAU seulement, rien ne sort de leur réseau.
""",
    [
        E("2025-02-03", False, "2025-02-03",
          (A, "Passé les 400 appels annotés du CAU (anonymisés, 31 h d'audio) dans Whisper large-v3 tel quel."),
          (R, "WER moyen 27,4 %, et 41 % sur les noms de rues et de rangs."),
          (R, "Les appels de cellulaire sur la 155 sont les pires, à 38 %."),
          (H, "À mon avis, le gros du problème c'est l'audio téléphonique à 8 kHz, le modèle a surtout vu de l'audio large bande.")),
        E("2025-02-05", False, "mer. 5 février",
          (A, "Dégradé notre jeu de validation large bande (Common Voice fr, 2 000 phrases) à 8 kHz avec le même codec que le CAU."),
          (R, "WER sur Common Voice : 9,1 % en large bande, 14,0 % en 8 kHz."),
          (C, "Ça explique une partie de l'écart, pas les 27 %.")),
        E("2025-02-14", False, "ven. 14 février",
          (A, "Classé à la main les erreurs des 60 pires appels."),
          (R, "La moitié des erreurs : noms de lieux (rang Saint-Félix, chemin du Lac-à-la-Tortue) et mots québécois (« char », « chu », « icitte ») transcrits en français de France ou en anglais."),
          (R, "Le bruit (sirènes, vent, télé) compte pour moins de 15 % des erreurs."),
          (H, "Je pense qu'un ajustement fin sur nos propres appels et une liste de noms de lieux vont rapporter plus que du débruitage.")),
        E("2025-02-17", False, "Semaine du 17 au 21 février",
          (A, "Ajustement fin (LoRA) de large-v3 sur 300 appels, 100 gardés pour le test, tout à 8 kHz."),
          (R, "WER test : 27,4 % → 18,9 %."),
          (R, "Noms de lieux encore à 35 % d'erreur."),
          (C, "Le modèle apprend le parler, pas les noms propres, il y en a trop peu dans 300 appels."),
          (N, "Prochaine étape : biais de vocabulaire au décodage avec le fichier d'adresses de la MRC.")),
        E("2025-02-27", False, "2025-02-27",
          (A, "Chargé les 14 200 noms de rues, de rangs et de lieux-dits du fichier de la MRC comme liste de biais au décodage."),
          (R, "Erreur sur les noms de lieux 35 % → 12 %, WER global 18,9 % → 15,8 %."),
          (R, "Effet pervers : 3 noms de rue insérés dans des phrases qui n'en contenaient pas.")),
        E("2025-03-04", False, "2025-03-04",
          (C, "Pour eux, ce qui compte c'est l'adresse et la nature de l'appel, pas le mot à mot."),
          (C, "Ils veulent l'adresse exacte dans 95 % des appels avant de l'afficher aux répartiteurs."),
          (N, "On va mesurer l'adresse exacte plutôt que le WER à partir de maintenant.")),
        E("2025-03-12", False, "12 mars 2025",
          (A, "Ajouté une étape d'extraction d'adresse qui valide la rue contre le fichier d'adresses par correspondance floue."),
          (R, "Adresse exacte sur les 100 appels test : 88 %."),
          (R, "Les 12 ratés : 7 numéros civiques mal transcrits (« 1 115 » au lieu de « 1 150 »), 5 appels où l'appelant ne donne qu'un repère."),
          (H, "Les numéros civiques, c'est probablement la façon dont le décodeur écrit les nombres, pas l'audio.")),
        E("2025-03-18", False, "mar. 18 mars",
          (A, "Ajouté une règle qui remet les nombres épelés en chiffres et vérifie le numéro civique contre la plage d'adresses de la rue."),
          (R, "Adresse exacte : 95 % sur les 100 appels test, il ne reste que les 5 appels à repère."),
          (C, "On atteint la cible du CAU sur notre jeu de test.")),
        E("2025-03-31", False, "2025-03-31",
          (A, "Pilote en ombre d'une semaine au CAU (transcription calculée mais pas affichée) sur 412 appels réels."),
          (R, "Adresse exacte 91 % en tout, 96 % quand l'appel vient d'une ligne fixe."),
          (R, "Latence médiane 2,1 s après la fin de la phrase."),
          (C, "Le cellulaire en zone rurale reste sous la cible."),
          (N, "Prochaine étape : annoter 200 appels cellulaires de plus pour le prochain ajustement, affichage aux répartiteurs pas avant d'être à 95 % en ombre.")),
    ],
    [
        "Transcrio inc., Trois-Rivières. Journal tenu par Maxime Roy (ML) et Élodie Gagnon (linguiste), exporté d'Obsidian pour le dossier RS&DE.",
        "transcrire en direct les appels d'urgence du CAU régional et afficher l'adresse au répartiteur avant la fin de l'appel. Aucun modèle publié n'est évalué sur de l'audio téléphonique en français québécois avec des noms de rangs et de lieux-dits.",
        "WER = taux d'erreur de mots sur les transcriptions de référence d'Élodie ; adresse exacte = numéro civique, rue et municipalité tous justes.",
        "Audio et transcriptions sur le serveur chiffré du CAU seulement, rien ne sort de leur réseau.",
    ],
    late=("2025-02-27",),
)


# END CASES ========================================================================================
# checks + writer

EN_MONTHS = {"jan": 1, "january": 1, "feb": 2, "february": 2, "mar": 3, "march": 3, "apr": 4,
             "april": 4, "may": 5, "jun": 6, "june": 6, "jul": 7, "july": 7, "aug": 8, "august": 8,
             "sep": 9, "sept": 9, "september": 9, "oct": 10, "october": 10, "nov": 11,
             "november": 11, "dec": 12, "december": 12}
FR_MONTHS = {"janvier": 1, "janv": 1, "février": 2, "févr": 2, "fév": 2, "mars": 3, "avril": 4,
             "avr": 4, "mai": 5, "juin": 6, "juillet": 7, "juil": 7, "août": 8, "septembre": 9,
             "sept": 9, "octobre": 10, "oct": 10, "novembre": 11, "nov": 11, "décembre": 12,
             "déc": 12}
EN_WD = {"mon": 0, "monday": 0, "tue": 1, "tues": 1, "tuesday": 1, "wed": 2, "wednesday": 2,
         "thu": 3, "thur": 3, "thurs": 3, "thursday": 3, "fri": 4, "friday": 4, "sat": 5,
         "saturday": 5, "sun": 6, "sunday": 6}
FR_WD = {"lundi": 0, "lun": 0, "mardi": 1, "mar": 1, "mercredi": 2, "mer": 2, "jeudi": 3, "jeu": 3,
         "vendredi": 4, "ven": 4, "samedi": 5, "sam": 5, "dimanche": 6, "dim": 6}
ISO = re.compile(r"(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)")
# d/m/yyyy, d/m/yy or yearless d/m
SLASH = re.compile(r"(?<![\d/.,])(\d{1,2})/(\d{1,2})(?:/(\d{4}|\d{2}))?(?![\d/])")


def _alt(d):
    return "|".join(sorted(map(re.escape, d), key=len, reverse=True))


EN1 = re.compile(r"\b(" + _alt(EN_MONTHS) + r")\b\.?\s+(\d{1,2})(?!\d)(?:\s*(?:-|–|to)\s*\d{1,2})?"
                 r"(?:,?\s+(\d{4}))?", re.I)
EN2 = re.compile(r"(?<!\d)(\d{1,2})(?:\s+|-)(" + _alt(EN_MONTHS) + r")\b\.?,?(?:\s+|-)(\d{4})", re.I)
FR1 = re.compile(r"(?<!\d)(\d{1,2})(?:er)?(?:\s*(?:au|-|–)\s*\d{1,2}(?:er)?)?\s+(" + _alt(FR_MONTHS)
                 + r")(?![^\W\d_])\.?(?:\s+(\d{4}))?", re.I)


def parse_marker(marker, language, locale):
    """((year or None, month, day), slashed?) for a written date expression; ranges give day 1."""
    m = ISO.search(marker)
    if m:
        return (int(m.group(1)), int(m.group(2)), int(m.group(3))), False
    m = SLASH.search(marker)
    if m:
        a, b = int(m.group(1)), int(m.group(2))
        y = int(m.group(3)) if m.group(3) else None
        if y is not None and y < 100:
            y += 2000
        mon, day = (a, b) if locale == "en-US" else (b, a)
        return (y, mon, day), True
    if language == "en":
        m = EN2.search(marker)
        if m:
            return (int(m.group(3)), EN_MONTHS[m.group(2).lower()], int(m.group(1))), False
        m = EN1.search(marker)
        if m:
            y = int(m.group(3)) if m.group(3) else None
            return (y, EN_MONTHS[m.group(1).lower()], int(m.group(2))), False
    else:
        m = FR1.search(marker)
        if m:
            y = int(m.group(3)) if m.group(3) else None
            return (y, FR_MONTHS[m.group(2).lower()], int(m.group(1))), False
    return None, False


def check_and_write(c, errors):
    name = c["name"]

    def err(m):
        errors.append(f"{name}: {m}")

    rec = c["record"]
    if (c["language"], c["locale"]) not in {("en", "en-CA"), ("en", "en-US"), ("fr", "fr-CA")}:
        err("bad language/locale for this set")
    if (c["language"] == "fr") != name.startswith("fr_"):
        err("French cases (and only they) take the fr_ prefix")
    if not c["record_name"].endswith((".txt", ".md")):
        err("record file must be .txt or .md")
    if not 6 <= len(c["entries"]) <= 16:
        err(f"{len(c['entries'])} entries (want 6-16)")
    for e in c["entries"]:
        if not 2 <= len(e["sentences"]) <= 8:
            err(f"entry {e['date']}: {len(e['sentences'])} sentences (want 2-8)")

    # every text verbatim, exactly once, on one line, no overlap
    spans = []
    for t in [s["text"] for e in c["entries"] for s in e["sentences"]] + list(c["undated"]):
        n = rec.count(t)
        if n != 1:
            err(f"text occurs {n} times: {t[:60]!r}")
            continue
        if "\n" in t or t != t.strip() or not t:
            err(f"text spans lines, is empty or has outer whitespace: {t[:40]!r}")
        i = rec.index(t)
        spans.append((i, i + len(t), t))
    spans.sort()
    for (a1, b1, t1), (a2, b2, t2) in zip(spans, spans[1:]):
        if a2 < b1:
            err(f"texts overlap: {t1[:40]!r} / {t2[:40]!r}")

    slashed_all = [(int(a), int(b)) for a, b, _ in SLASH.findall(rec)]
    settled = any(a > 12 or b > 12 for a, b in slashed_all)
    wd_names = EN_WD if c["language"] == "en" else FR_WD

    prev_d = None
    wd_only = []
    placed = []  # (marker_pos, last_end, date, entry)
    for e in c["entries"]:
        try:
            d = dt.date.fromisoformat(e["date"])
        except ValueError:
            err(f"invalid ISO date {e['date']!r}")
            continue
        if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", e["date"]):
            err(f"date not in YYYY-MM-DD form: {e['date']!r}")
        if d.year not in c["years"]:
            err(f"entry {d}: year not among the case's years {c['years']}")
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
        first = e["sentences"][0]["text"]
        f0 = rec.find(first)
        mk = e["marker"]
        mpos = rec.rfind(mk, 0, f0 + len(first))
        if mpos < 0:
            err(f"entry {d}: marker {mk!r} not found before its first sentence")
            continue
        last = e["sentences"][-1]["text"]
        placed.append((mpos, rec.find(last) + len(last), d, e))
        got, slashed = parse_marker(mk, c["language"], c["locale"])
        wd_tokens = [tok for tok in re.findall(r"[^\W\d_]+", mk.lower()) if tok in wd_names]
        if got is None and wd_tokens:
            wd_only.append((mpos, d))  # weekday-only stamp: checked against the file order below
        elif got is None or (got[0] not in (None, d.year)) or got[1:] != (d.month, d.day):
            err(f"entry {d}: marker {mk!r} parses as {got}")
        for tok in re.findall(r"[^\W\d_]+", mk.lower()):
            if tok in wd_names and wd_names[tok] != d.weekday():
                err(f"entry {d}: weekday {tok!r} in {mk!r} does not match")
        if slashed:
            m = SLASH.search(mk)
            a, b = int(m.group(1)), int(m.group(2))
            expect = (not settled) and a <= 12 and b <= 12 and a != b
        else:
            expect = False
        if e["ambiguous"] != expect:
            err(f"entry {d}: ambiguous={e['ambiguous']} but the rule gives {expect}")

    # file order: spans do not interleave; date order except declared late entries
    by_file = sorted(placed, key=lambda p: p[0])
    for (m1, end1, d1, _), (m2, end2, d2, _) in zip(by_file, by_file[1:]):
        if m2 < end1:
            err(f"entry {d2} starts inside entry {d1}")
    for mpos_w, d in wd_only:
        before = [p for p in by_file if p[0] < mpos_w]
        ok = bool(before) and 1 <= (d - before[-1][2]).days <= 7
        if c["ref"]:
            ok = ok or 1 <= (dt.date.fromisoformat(c["ref"]) - d).days <= 6
        if not ok:
            err(f"entry {d}: weekday-only stamp does not resolve to this date")
    seen_max = None
    for m, end, d, e in by_file:
        is_late = e["date"] in c["late"]
        if seen_max and d < seen_max and not is_late:
            err(f"entry {d} sits after a later-dated entry but is not declared late")
        if is_late and not (seen_max and d < seen_max):
            err(f"entry {d} declared late but no later-dated entry precedes it")
        seen_max = d if not seen_max or d > seen_max else seen_max
    for m, end, d, e in placed:
        for s in e["sentences"]:
            if rec.find(s["text"]) + len(s["text"]) <= m:
                err(f"entry {d}: sentence before its marker: {s['text'][:40]!r}")

    # undated texts outside every entry, markers outside undated texts
    for t in c["undated"]:
        i = rec.find(t)
        for m, end, d, _ in placed:
            if m <= i < end:
                err(f"undated text inside entry {d}: {t[:40]!r}")
            if i <= m < i + len(t):
                err(f"marker of entry {d} inside undated text {t[:40]!r}")

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
    out = {"name": name, "language": c["language"], "locale": c["locale"],
           "entries": [{"date": e["date"], "ambiguous": e["ambiguous"], "sentences": e["sentences"]}
                       for e in c["entries"]],
           "undated": c["undated"]}
    with open(os.path.join(folder, "case.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(out, f, ensure_ascii=False, indent=2)
        f.write("\n")
    return leftover


def verify_written(c, errors):
    """Re-read what was written: every text a substring of the record file, dates in order."""
    folder = os.path.join(HERE, c["name"])
    files = sorted(os.listdir(folder))
    if files != sorted(["case.json", c["record_name"]]):
        errors.append(f"{c['name']}: folder holds {files}")
    with open(os.path.join(folder, c["record_name"]), encoding="utf-8") as f:
        rec = f.read()
    with open(os.path.join(folder, "case.json"), encoding="utf-8") as f:
        cj = json.load(f)
    if list(cj) != ["name", "language", "locale", "entries", "undated"]:
        errors.append(f"{c['name']}: case.json keys {list(cj)}")
    if cj["name"] != c["name"]:
        errors.append(f"{c['name']}: name field differs from the folder")
    for e in cj["entries"]:
        if set(e) != {"date", "ambiguous", "sentences"}:
            errors.append(f"{c['name']}: entry keys {sorted(e)}")
        for s in e["sentences"]:
            if set(s) != {"text", "label"} or s["label"] not in LABELS:
                errors.append(f"{c['name']}: bad sentence {s}")
            if s["text"] not in rec:
                errors.append(f"{c['name']}: written file lacks {s['text'][:50]!r}")
    for t in cj["undated"]:
        if t not in rec:
            errors.append(f"{c['name']}: written file lacks undated {t[:50]!r}")
    dates = [e["date"] for e in cj["entries"]]
    if dates != sorted(set(dates)):
        errors.append(f"{c['name']}: written entries not in strictly increasing date order")


def main():
    errors = []
    tot = {}
    labs_lang = {}
    names = [c["name"] for c in CASES]
    if len(set(names)) != len(names):
        errors.append("duplicate case names")
    for c in CASES:
        leftover = check_and_write(c, errors)
        verify_written(c, errors)
        ne = len(c["entries"])
        ns = sum(len(e["sentences"]) for e in c["entries"])
        amb = sum(e["ambiguous"] for e in c["entries"])
        labs = {}
        ll = labs_lang.setdefault(c["language"], {})
        for e in c["entries"]:
            for s in e["sentences"]:
                labs[s["label"]] = labs.get(s["label"], 0) + 1
                ll[s["label"]] = ll.get(s["label"], 0) + 1
        t = tot.setdefault(c["language"], [0, 0, 0])
        t[0] += 1
        t[1] += ne
        t[2] += ns
        lab = " ".join(f"{k[:4]} {labs.get(k, 0)}" for k in sorted(LABELS))
        print(f"{c['name']:42s} {c['locale']}  entries {ne:2d}  sentences {ns:2d}  ambiguous {amb:2d}  "
              f"undated {len(c['undated'])}  | {lab}")
        if "-v" in sys.argv:
            for ln in leftover:
                print("      | " + ln)
    print()
    for lang, (nc, ne, ns) in sorted(tot.items()):
        labs = labs_lang[lang]
        print(f"{lang}: {nc} cases, {ne} entries, {ns} labelled sentences | "
              + ", ".join(f"{k} {labs.get(k, 0)}" for k in sorted(LABELS)))
    if errors:
        print("\nERRORS:")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("all checks passed")


if __name__ == "__main__":
    main()
