#!/usr/bin/env python3
"""Writes the logbook_first_14 held-out cases (one record file + case.json per folder) and checks them.

Run:  python3 tests/quality/logbook_first_14/make_cases.py [-v]
Schema: same as logbook_first_13: case.json = name, language, locale,
entries [{date, ambiguous, sentences [{text, label}]}], undated.
Nine writers (4 English en-CA, 1 English en-US, 4 French Quebec), subjects new to every earlier
logbook set, one record format each:
  * an Irish moss (carrageenan) extractor in PEI losing gel strength on storm-cast moss held wet
    (lab log: ISO dates mid-line, "February 3, 2025", "Feb. 19, 2025 —", a back-entered day after a
    later one, a meeting and a dated summary at the end, a dated print footer);
  * a southern Alberta sugar beet piling ground ventilating a storage pile through chinooks
    (shift book, dd/mm/yy only, AMBIGUOUS, with an equal-parts "10/10/24" that is not, dated notes
    for the file at the end);
  * a Whitehorse bioacoustics start-up's on-recorder owl-call detector at -30 °C (Markdown dev
    journal kept NEWEST FIRST, ISO and yearless "Mon. Mar. 10" / "Dec 9" headings, undated open-items
    list);
  * a Terrace BC video fish counter double-counting in turbid water at a counting fence (GitHub
    issue printed in September 2025: "on Sep 24, 2024", then yearless "on Jan 15" in the print
    year, event lines, a reaction-only comment);
  * a Norfolk County ON ginseng grower and a Wisconsin dryer maker (Gmail thread printed in the US,
    en-US m/d: "10/21/25" print header, "the 9/18 load", quoted reply header);
  * une firme de génie végétal de Rimouski et des fascines de saule sur un talus d'argile
    (carnet de terrain : « Mardi 22 avril 2025 », « jeu. 1er mai », « 12 mai », « Le 2 juin, on a
    compté ... », « 17 juin 2025 », « lundi 7 juillet », « 19/08/2025 », date ISO, bilan daté,
    liste « À faire » non datée) ;
  * une jeune pousse de Lévis qui mesure les toits au LiDAR pour les soumissions de couvreurs
    (conversation Teams exportée, « [03/02/2025 09:14] Nom », pentes « 10/12 » et « 12/12 » qui ne
    sont pas des dates, ligne système, réactions) ;
  * un fumoir du Kamouraska et le rancissement de l'anguille fumée sous vide (courriels Outlook
    imprimés depuis un Outlook en anglais : « Sent: Tuesday, January 14, 2025 9:12 AM », bloc
    « -----Original Message----- » cité) ;
  * une papeterie artisanale de Baie-Saint-Paul et la bavure de l'encre sur papier de lin collé à
    la gélatine (transcription d'un cahier numérisé, jj/mm/aaaa, AMBIGU, « 03/03/2025 » non ambigu,
    repères de page et pied de numérisation au milieu d'une entrée, passage rayé).
Each record has 8-11 dated entries of 2-6 labelled sentences.

Conventions (same as the earlier sets):
  * a date range or a week heading dates its entry on the FIRST day;
  * a chat, issue comment or e-mail message is dated by its own stamp or header; messages of one
    day make one entry; From/To/Subject lines, author and time lines, attachment and system lines,
    GitHub event lines, quoted lines ("> ...") and quoted header blocks, greetings and signatures
    are not sentences;
  * GitHub prints the year only for dates outside the print year: a yearless "on Jan 15" is in the
    print year (2025) and the checker accepts a yearless marker when the entry year is among the
    case's years;
  * export, print, scan and browser stamps, page headers and footers are paperwork and date nothing;
  * `ambiguous` follows the slashed-date rule (both parts <= 12 and different, and no slashed date
    in the file with a part > 12 settles the order; en-CA and fr-CA read day/month, en-US
    month/day); a roof pitch such as "10/12" is counted as a slashed pair by the rule, so it never
    settles anything; the ambiguous records carry no x/y pair with a part over 12;
  * a date inside a sentence that points back or ahead ("the Jan. 14 baseline", "the 9/18 load",
    « comme le 12 mai », « le 11 ») creates no entry;
  * a reverse-chronological journal lists every entry but the newest as `late` (each sits after a
    later-dated one in the file);
  * undated = header/preamble lines, setup and spec lines, trailing notes and to-do lists.
Labels: hypothesis = a supposition or expectation stated before it is checked; activity = what was
done or set up (set-points and quantities included); result = what was measured or observed
(information received from a lab, supplier or client included); conclusion = what the writer
concludes or decides, tentative ones and meeting decisions included; next_step = intentions,
plans, suggestions of what to try, and requests.

Checks: the logbook_first_13 checker, with one addition: a French record may carry English
Outlook headers ("Sent: Tuesday, January 14, 2025 9:12 AM"), so a French marker that does not
parse as French is tried as English, and full English weekday names are checked too.
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
# en-CA, Irish moss extraction lab (Tignish PE): storm-cast Chondrus crispus held wet over the
# winter gives low carrageenan gel strength. Lab log with ISO dates in the middle of the line
# ("Lab log 2025-01-14:", "Extraction run AK-1 on 2025-01-21:"), "February 3, 2025" and
# "Feb. 19, 2025 —" headings, a back-entered day (2025-01-28, written up later, sits after Feb 3),
# a meeting and a dated summary at the end. "the Jan. 14 baseline", "the Feb. 1 storm" and
# "written up Feb. 4" point elsewhere. Print footer with its own date is paperwork.
case(
    "irish_moss_carrageenan_wet_storage_gel", "en", "en-CA", "extraction_lab_log_LB-11.txt", (2025,),
    """
NORTH CAPE MARINE COLLOIDS LTD. — Extraction lab log, winter 2025
Tignish, PE. Bench work on storm-cast Irish moss (Chondrus crispus) from the fall 2024 raking season.
Lab book LB-11, typed up by R. Perry for the SR&ED file.

Problem: the dessert-gel customer in Halifax specifies 900 g/cm² gel strength (1.5% gel, 0.2% KCl, 20 °C). Extract from moss that sat wet in the tote shed over the winter comes in at 550-650. Moss extracted the week it was raked gives 950-1,000. We found no supplier data or paper on holding storm-cast moss wet at 2-6 °C.

Standard bench extraction SE-1: 50 g dry-basis moss, 6% KOH at 80 °C for 2 h, wash, hot water extraction at 95 °C for 3 h at pH 8, filter, IPA precipitation, dry at 60 °C overnight.

Lab log 2025-01-14: Baseline on three lots with SE-1.
Lot F-09 (raked Sept. 30, dried in the shed within 2 days) gel 968 g/cm².
Lot W-22 (raked Oct. 28, held wet in the totes since) gel 604 g/cm².
Lot W-31 (raked Nov. 19, wet) gel 655 g/cm².
Yield about the same on all three, 31-33%.
Danielle thinks the wet lots are losing 3,6-anhydrogalactose (3,6-AG) to their own enzymes or to bacteria in the totes, which would cut gel strength without touching yield.

Lab log 2025-01-16: Ran 3,6-AG by the resorcinol method on the three extracts.
F-09 31.8%, W-22 24.1%, W-31 25.0%.
Gel strength follows the 3,6-AG, so the wet lots are short on it.
Next: see if a harder alkali step can close the precursor units back into 3,6-AG on the stored lots.

Extraction run AK-1 on 2025-01-21: W-22 from the same tote as the Jan. 14 baseline, at 6%, 8% and 10% KOH, 85 °C, 3 h, everything else as SE-1.
We expect 10% KOH to bring W-22 back over 850 if the 3,6-AG is still there as precursor.
Gels 640, 702 and 688 g/cm².
Yield fell from 32% at 6% KOH to 26% at 10%.

Lab log 2025-01-23: Alkali alone isn't getting us there.
Sent the AK-1 8% extract and the F-09 extract to the university lab in Charlottetown for molecular weight by SEC-MALS.
If the chains are being cut in the totes, no amount of alkali will fix it.

February 3, 2025
SEC-MALS report back from Charlottetown: Mw 612 kDa for F-09, 287 kDa for W-22.
Polydispersity is normal on both, no second population.
The wet-storage loss is depolymerization, and it happens in the tote shed, not in our extraction.
Next step: bench storage trial on fresh moss to find a holding condition that stops it; there's fresh storm-cast on the shore since the Feb. 1 storm.

Lab log 2025-01-28 (written up Feb. 4, the book was at home):
Ran W-31 at 8% KOH, 85 °C, 3 h.
Gel 711 g/cm², 3,6-AG 27.2%.
Same small gain as W-22 got in AK-1.

Lab log 2025-02-05: Ryan raked 60 kg of fresh storm-cast at Skinners Pond.
Split it into five 10 kg lots in ventilated bins at 4 °C: W (wet as raked, control), R (rinsed in fresh water), S (sea water, drained daily), D (rack-dried to 20% moisture) and K (wet, dusted with 0.5% KCl).
Gel strength and Mw on every lot at 0, 2, 4 and 6 weeks.
Day-0 gel on the fresh moss 1,012 g/cm².

Feb. 19, 2025 — 2-week pull.
Gel: W 781, R 716, S 842, D 1,004, K 808 g/cm².
The rinsed lot smelled off by day 9 and had slime on the bin walls.
Fresh water makes it worse, which points to bacteria more than the moss's own enzymes.

Lab log 2025-03-05: 4-week pull, all five lots extracted with SE-1 the same day.
Gel: W 648, R 590, S 779, D 997, K 702 g/cm².
Mw: W 331 kDa, D 598 kDa.
Drying to 20% holds the gel; no wet condition holds it past a month, not even drained sea water.
Next: talk to the rakers' co-op about drying on the shore before the moss comes to the shed.

March 19, 2025 — 6-week pull, then meeting with two reps from the rakers' co-op.
Gel: W 571, S 703, D 991 g/cm² (R and K stopped, no point carrying them).
The co-op can rack-dry maybe half of a fall's raking in good weather, the rest will come in wet.
Decision: moss that comes in wet goes through our belt dryer within 48 h of raking, and wet holding in totes ends with the 2025 season.
Next step: hold fresh lots wet 1, 2 and 4 days before drying to find out if 48 h is actually safe.

Summary for the SR&ED file — March 28, 2025
Holding storm-cast moss wet cut gel strength by about 40% in 4-6 weeks, through chain cleavage, with no loss of yield.
Stronger alkali recovers only a small part of it.
Drying to 20% moisture holds gel strength and Mw for at least 6 weeks.
To do before the fall raking: the 1-2-4 day delay trial, and a check whether the 2024 wet lots can go to the lower-spec pet food customer.

--
LB-11 transcript. Printed 2025-04-02 by R. Perry. Page 1 of 1.
""",
    [
        E("2025-01-14", False, "Lab log 2025-01-14:",
          (A, "Baseline on three lots with SE-1."),
          (R, "Lot F-09 (raked Sept. 30, dried in the shed within 2 days) gel 968 g/cm²."),
          (R, "Lot W-22 (raked Oct. 28, held wet in the totes since) gel 604 g/cm²."),
          (R, "Lot W-31 (raked Nov. 19, wet) gel 655 g/cm²."),
          (R, "Yield about the same on all three, 31-33%."),
          (H, "Danielle thinks the wet lots are losing 3,6-anhydrogalactose (3,6-AG) to their own enzymes or to bacteria in the totes, which would cut gel strength without touching yield.")),
        E("2025-01-16", False, "Lab log 2025-01-16:",
          (A, "Ran 3,6-AG by the resorcinol method on the three extracts."),
          (R, "F-09 31.8%, W-22 24.1%, W-31 25.0%."),
          (C, "Gel strength follows the 3,6-AG, so the wet lots are short on it."),
          (N, "Next: see if a harder alkali step can close the precursor units back into 3,6-AG on the stored lots.")),
        E("2025-01-21", False, "Extraction run AK-1 on 2025-01-21:",
          (A, "W-22 from the same tote as the Jan. 14 baseline, at 6%, 8% and 10% KOH, 85 °C, 3 h, everything else as SE-1."),
          (H, "We expect 10% KOH to bring W-22 back over 850 if the 3,6-AG is still there as precursor."),
          (R, "Gels 640, 702 and 688 g/cm²."),
          (R, "Yield fell from 32% at 6% KOH to 26% at 10%.")),
        E("2025-01-23", False, "Lab log 2025-01-23:",
          (C, "Alkali alone isn't getting us there."),
          (A, "Sent the AK-1 8% extract and the F-09 extract to the university lab in Charlottetown for molecular weight by SEC-MALS."),
          (H, "If the chains are being cut in the totes, no amount of alkali will fix it.")),
        E("2025-01-28", False, "Lab log 2025-01-28",
          (A, "Ran W-31 at 8% KOH, 85 °C, 3 h."),
          (R, "Gel 711 g/cm², 3,6-AG 27.2%."),
          (R, "Same small gain as W-22 got in AK-1.")),
        E("2025-02-03", False, "February 3, 2025",
          (R, "SEC-MALS report back from Charlottetown: Mw 612 kDa for F-09, 287 kDa for W-22."),
          (R, "Polydispersity is normal on both, no second population."),
          (C, "The wet-storage loss is depolymerization, and it happens in the tote shed, not in our extraction."),
          (N, "Next step: bench storage trial on fresh moss to find a holding condition that stops it; there's fresh storm-cast on the shore since the Feb. 1 storm.")),
        E("2025-02-05", False, "Lab log 2025-02-05:",
          (A, "Ryan raked 60 kg of fresh storm-cast at Skinners Pond."),
          (A, "Split it into five 10 kg lots in ventilated bins at 4 °C: W (wet as raked, control), R (rinsed in fresh water), S (sea water, drained daily), D (rack-dried to 20% moisture) and K (wet, dusted with 0.5% KCl)."),
          (N, "Gel strength and Mw on every lot at 0, 2, 4 and 6 weeks."),
          (R, "Day-0 gel on the fresh moss 1,012 g/cm².")),
        E("2025-02-19", False, "Feb. 19, 2025",
          (R, "Gel: W 781, R 716, S 842, D 1,004, K 808 g/cm²."),
          (R, "The rinsed lot smelled off by day 9 and had slime on the bin walls."),
          (C, "Fresh water makes it worse, which points to bacteria more than the moss's own enzymes.")),
        E("2025-03-05", False, "Lab log 2025-03-05:",
          (A, "4-week pull, all five lots extracted with SE-1 the same day."),
          (R, "Gel: W 648, R 590, S 779, D 997, K 702 g/cm²."),
          (R, "Mw: W 331 kDa, D 598 kDa."),
          (C, "Drying to 20% holds the gel; no wet condition holds it past a month, not even drained sea water."),
          (N, "Next: talk to the rakers' co-op about drying on the shore before the moss comes to the shed.")),
        E("2025-03-19", False, "March 19, 2025",
          (R, "Gel: W 571, S 703, D 991 g/cm² (R and K stopped, no point carrying them)."),
          (R, "The co-op can rack-dry maybe half of a fall's raking in good weather, the rest will come in wet."),
          (C, "Decision: moss that comes in wet goes through our belt dryer within 48 h of raking, and wet holding in totes ends with the 2025 season."),
          (N, "Next step: hold fresh lots wet 1, 2 and 4 days before drying to find out if 48 h is actually safe.")),
        E("2025-03-28", False, "March 28, 2025",
          (C, "Holding storm-cast moss wet cut gel strength by about 40% in 4-6 weeks, through chain cleavage, with no loss of yield."),
          (C, "Stronger alkali recovers only a small part of it."),
          (C, "Drying to 20% moisture holds gel strength and Mw for at least 6 weeks."),
          (N, "To do before the fall raking: the 1-2-4 day delay trial, and a check whether the 2024 wet lots can go to the lower-spec pet food customer.")),
    ],
    [
        "NORTH CAPE MARINE COLLOIDS LTD. — Extraction lab log, winter 2025",
        "Tignish, PE. Bench work on storm-cast Irish moss (Chondrus crispus) from the fall 2024 raking season.",
        "Problem: the dessert-gel customer in Halifax specifies 900 g/cm² gel strength (1.5% gel, 0.2% KCl, 20 °C).",
        "Standard bench extraction SE-1: 50 g dry-basis moss, 6% KOH at 80 °C for 2 h, wash, hot water extraction at 95 °C for 3 h at pH 8, filter, IPA precipitation, dry at 60 °C overnight.",
        "LB-11 transcript. Printed 2025-04-02 by R. Perry. Page 1 of 1.",
    ],
    late=("2025-01-28",),
)

# 2 ------------------------------------------------------------------------------------------------
# en-CA, sugar beet piling ground (southern Alberta): forced ambient-air ventilation of a storage
# pile against an unventilated control through the 2024 campaign. Shift book typed up, dd/mm/yy
# stamps only, every one with both parts <= 12 and no slashed date that settles the order:
# AMBIGUOUS, read day/month for en-CA, except "10/10/24" (equal parts, never ambiguous). The dated
# notes for the file at the end are ambiguous too.
# Routine shift noise (tonnage, a crushed duct, the loader) is labelled for what it is.
# "Wiebe figures ..." and "Haugen thinks ..." hypotheses; "Next:" and "She'll ..." next steps.
case(
    "sugar_beet_pile_ventilation_shift_notes_ambiguous", "en", "en-CA", "barnwell_pile_shift_book_2024.txt",
    (2024, 2025),
    """
OLDMAN RIVER SUGAR CO-OP — PILING GROUND #2 (BARNWELL)
Shift book, 2024 campaign — pile ventilation trial, Piles 7 and 8
Shift supervisors: K. Wiebe (A), T. Haugen (B), L. Fehr (C). Trial lead: Marisol Ortega, agronomy.

Trial set-up (M. Ortega): Pile 7 is built over 3 perforated 24-in. ducts along the base with 2 fans, run on outside air only when the air is at least 3 °C colder than the pile core and warmer than -4 °C. Pile 8 is the control: same size, same days' beets, no ducts. Thermocouple strings at 1, 3 and 5 m in both piles, read at every shift change. Nobody in the co-op has ventilated a pile this size through chinook swings, and the fan rule is our best guess.

=====================================================================

01/10/24 — DAYS — Crew A (Wiebe)
Started Pile 7 over the ducts, 2,150 t in by end of shift.
Tare lab composite 17.6% sugar, 6.1% dirt tare.
Duct 2 crushed at the north end where the piler boom swung low.
Replaced it with the spare section before nights.

03/10/24 — NIGHTS — Crew B (Haugen)
Pile 7 and Pile 8 both topped out, 8,400 t and 8,300 t.
Fans on at 22:30, outside 4 °C, Pile 7 core 11 °C.
Wiebe figures the ducts will freeze the bottom metre if the fans get run in a cold snap.

07/10/24 — DAYS — Crew C (Fehr)
Pile 7 core at 3 m down to 6.8 °C, Pile 8 still at 12.4 °C.
Top 1 m of Pile 7 at 9 °C, warmer than its core.
Fans have run 61 h since start-up.
Haugen thinks the air short-circuits out the sides and never gets up through the top.

10/10/24 — NIGHTS — Crew A (Wiebe)
Chinook came in at 19:00, outside went to 14 °C, fans off per the rule.
Pile 7 core crept back up to 8.1 °C by 04:00.
Pile 8 core 13.0 °C, steam off the south face.
Ortega wants the fans to restart as soon as the air drops back behind the chinook at night instead of waiting for the day shift.
She'll put the new rule on the fan sheet tomorrow.

04/11/24 — DAYS — Crew B (Haugen)
Core temps: Pile 7 2.9 °C, Pile 8 9.7 °C.
Pulled 20 beets from each pile at the 2 m face with the loader for the tare lab.
Pile 7 17.2% sugar with rot on 1 beet of 20, Pile 8 16.4% with rot on 6 of 20.
The ducts are holding Pile 7 cold enough to slow respiration and rot, so far.

08/11/24 — NIGHTS — Crew C (Fehr)
Went to -22 °C overnight.
Fans stayed off on the -4 °C cut-out, but the duct inlets were open all night.
Found frost 2 m into duct 1 on the 02:00 walk.
Closed the three inlets with plywood at 03:00.

12/11/24 — DAYS — Crew A (Wiebe)
String at 1 m over duct 1 in Pile 7 reads -1.8 °C, the only reading below zero in either pile.
Dug out a sample at that spot: 9 beets frozen on the outside, soft once they thawed.
Cold air sinks into open ducts with the fans off, so the inlets have to be shut whenever the fans stop.
Next: millwrights to build hinged inlet covers for all 3 ducts before the next cold snap.

02/12/24 — DAYS — Crew B (Haugen)
Hinged covers on all 3 ducts, they drop shut when the fans stop.
Pile 8 went to the factory first as scheduled, 8,300 t over 6 days.
Factory lab on Pile 8 slices: 15.8% sugar, 0.42% invert.
Loader 3 down with a hydraulic leak most of the shift.

09/12/24 — NIGHTS — Crew C (Fehr)
Pile 7 going to the factory this week.
Factory lab on Pile 7 slices: 16.9% sugar, 0.19% invert.
Beets came out of Pile 7 clean and firm except the strip over duct 1.

=====================================================================

Notes for the file — 10/01/25 — M. Ortega
Pile 7 went to the factory 1.1 points of sugar higher than Pile 8 with less than half the invert, after a week longer on the ground.
The only damage from the ducts was the frozen strip over duct 1 before the covers went in.
The rule with the after-chinook restart and self-closing covers is what we run in 2025.
For 2025: duct all 4 piles at Barnwell and add a thermocouple string in the top metre, since the top of Pile 7 never cooled like the core.

Binder copy — piling ground office. Do not remove.
""",
    [
        E("2024-10-01", True, "01/10/24",
          (A, "Started Pile 7 over the ducts, 2,150 t in by end of shift."),
          (R, "Tare lab composite 17.6% sugar, 6.1% dirt tare."),
          (R, "Duct 2 crushed at the north end where the piler boom swung low."),
          (A, "Replaced it with the spare section before nights.")),
        E("2024-10-03", True, "03/10/24",
          (A, "Pile 7 and Pile 8 both topped out, 8,400 t and 8,300 t."),
          (A, "Fans on at 22:30, outside 4 °C, Pile 7 core 11 °C."),
          (H, "Wiebe figures the ducts will freeze the bottom metre if the fans get run in a cold snap.")),
        E("2024-10-07", True, "07/10/24",
          (R, "Pile 7 core at 3 m down to 6.8 °C, Pile 8 still at 12.4 °C."),
          (R, "Top 1 m of Pile 7 at 9 °C, warmer than its core."),
          (R, "Fans have run 61 h since start-up."),
          (H, "Haugen thinks the air short-circuits out the sides and never gets up through the top.")),
        E("2024-10-10", False, "10/10/24",
          (R, "Chinook came in at 19:00, outside went to 14 °C, fans off per the rule."),
          (R, "Pile 7 core crept back up to 8.1 °C by 04:00."),
          (R, "Pile 8 core 13.0 °C, steam off the south face."),
          (C, "Ortega wants the fans to restart as soon as the air drops back behind the chinook at night instead of waiting for the day shift."),
          (N, "She'll put the new rule on the fan sheet tomorrow.")),
        E("2024-11-04", True, "04/11/24",
          (R, "Core temps: Pile 7 2.9 °C, Pile 8 9.7 °C."),
          (A, "Pulled 20 beets from each pile at the 2 m face with the loader for the tare lab."),
          (R, "Pile 7 17.2% sugar with rot on 1 beet of 20, Pile 8 16.4% with rot on 6 of 20."),
          (C, "The ducts are holding Pile 7 cold enough to slow respiration and rot, so far.")),
        E("2024-11-08", True, "08/11/24",
          (R, "Went to -22 °C overnight."),
          (R, "Fans stayed off on the -4 °C cut-out, but the duct inlets were open all night."),
          (R, "Found frost 2 m into duct 1 on the 02:00 walk."),
          (A, "Closed the three inlets with plywood at 03:00.")),
        E("2024-11-12", True, "12/11/24",
          (R, "String at 1 m over duct 1 in Pile 7 reads -1.8 °C, the only reading below zero in either pile."),
          (R, "Dug out a sample at that spot: 9 beets frozen on the outside, soft once they thawed."),
          (C, "Cold air sinks into open ducts with the fans off, so the inlets have to be shut whenever the fans stop."),
          (N, "Next: millwrights to build hinged inlet covers for all 3 ducts before the next cold snap.")),
        E("2024-12-02", True, "02/12/24",
          (A, "Hinged covers on all 3 ducts, they drop shut when the fans stop."),
          (A, "Pile 8 went to the factory first as scheduled, 8,300 t over 6 days."),
          (R, "Factory lab on Pile 8 slices: 15.8% sugar, 0.42% invert."),
          (R, "Loader 3 down with a hydraulic leak most of the shift.")),
        E("2024-12-09", True, "09/12/24",
          (A, "Pile 7 going to the factory this week."),
          (R, "Factory lab on Pile 7 slices: 16.9% sugar, 0.19% invert."),
          (R, "Beets came out of Pile 7 clean and firm except the strip over duct 1.")),
        E("2025-01-10", True, "10/01/25",
          (R, "Pile 7 went to the factory 1.1 points of sugar higher than Pile 8 with less than half the invert, after a week longer on the ground."),
          (R, "The only damage from the ducts was the frozen strip over duct 1 before the covers went in."),
          (C, "The rule with the after-chinook restart and self-closing covers is what we run in 2025."),
          (N, "For 2025: duct all 4 piles at Barnwell and add a thermocouple string in the top metre, since the top of Pile 7 never cooled like the core.")),
    ],
    [
        "OLDMAN RIVER SUGAR CO-OP — PILING GROUND #2 (BARNWELL)",
        "Shift book, 2024 campaign — pile ventilation trial, Piles 7 and 8",
        "Shift supervisors: K. Wiebe (A), T. Haugen (B), L. Fehr (C). Trial lead: Marisol Ortega, agronomy.",
        "Trial set-up (M. Ortega): Pile 7 is built over 3 perforated 24-in. ducts along the base with 2 fans, run on outside air only when the air is at least 3 °C colder than the pile core and warmer than -4 °C.",
        "Nobody in the co-op has ventilated a pile this size through chinook swings, and the fan rule is our best guess.",
        "Binder copy — piling ground office. Do not remove.",
    ],
)

# 3 ------------------------------------------------------------------------------------------------
# en-CA, Whitehorse YT bioacoustics start-up: an on-device owl-call detector for winter survey
# recorders (small CNN on a Cortex-M4, -30 °C, lithium cells, frost on the mic). Dev journal in
# Markdown kept NEWEST FIRST: every entry but the top one is late. Headings mix ISO
# ("## 2025-03-18"), "## Mon. Mar. 10", "## Feb 17", "## Jan 22, 2025", "## Tue. Jan. 14",
# "## Dec 9" (years from the "Dec 2024 – Mar 2025" header). The open-items list at the top, the
# repo line and the end note are undated. "the Dec 19 model", "since Feb 4" point elsewhere.
case(
    "owl_call_detector_recorder_devlog_reverse", "en", "en-CA", "DEVLOG.md", (2024, 2025),
    """
# owlnet-edge — dev journal (Dec 2024 – Mar 2025)

Kluane Bioacoustics Inc., Whitehorse. Journal kept by Priya Raman (ML) with notes from Tom Sheardown (hardware). **Newest entries at the top.**

Goal: detect boreal owl and great gray owl calls on the recorder itself, so a 30-unit winter survey can run 3 weeks on one set of lithium cells and only ship detections, instead of 400 GB of raw audio per unit. No published detector we know of runs in 256 kB of RAM, and none has been tested on recordings made at -30 °C.

Open items (not dated):
- clean up the labelling scripts before Jessie leaves
- order 40 more PTFE membranes if the April survey goes ahead
- licence check on the pretrained mel front-end

---

## 2025-03-18

- Pulled the 4 units from Fox Lake after 8 nights, 5 of them with hoarfrost.
- On frost nights the PTFE units lost 3 dB less at 1-4 kHz than the foam units.
- Recall on frost nights: 88% with PTFE, 71% with foam.
- PTFE goes on all 30 units for the April survey.
- Next: check the PTFE units in spring rain, water beading on the membrane might be worse than frost.

## Mon. Mar. 10

- Tom fitted hydrophobic PTFE membranes on units 3 and 4, kept the stock foam windscreens on 1 and 2.
- All four back out at Fox Lake on the same stretch of shoreline, 200 m apart.
- If it's ice on the foam that kills the highs, the PTFE should shed it and keep recall near the clear-night number.

## Thu 2025-02-27

- Frost nights: recall falls to 70%, clear nights 93%.
- Spectra on frost nights drop off by 6-8 dB above 1 kHz, which is where the boreal owl staccato sits.
- The foam windscreen is coated white in the photos from the Feb 17 pickup.
- Model can't fix a signal that isn't there, it has to be the mic front end.

## Feb 17

- Retrieved the 4 units from the Jan 14 deployment.
- 212 boreal owl detections; Jessie checked every one by ear: 188 true.
- Jessie also scanned 40 h of the raw audio we kept on unit 2 and found 14 calls the model missed.
- Precision 89%, recall 93% on unit 2, good enough for the survey design.

## 2025-02-04

- Built a hard-negative set of 2,100 clips: ravens, snowmobiles at distance, footsteps on crust snow, tree cracking in the cold.
- Retrained as v0.3 with the hard negatives at 3:1.
- False positives on the Dec test nights down from 41/h to 6/h, recall 91% (was 93%).

## Jan 22, 2025

- Battery died on all 4 field units after 6 days instead of the 21 we planned for.
- Power log: the CNN was running on every 1 s frame, 38 mW average.
- Added an energy gate: the CNN only wakes when band energy in 0.6-1.5 kHz jumps 6 dB over the running floor.
- Freezer bench at -30 °C, 10 days: 9 mW average, projects to 23 days on the pack.
- Priya's guess is the gate will cost a few percent recall on distant owls.

## Tue. Jan. 14

- Deployed 4 units with the v0.1 model on spruce at Fox Lake, -31 °C at 16:00.
- Lithium packs at 3.55 V loaded, stock foam windscreens.

## 2024-12-19

- v0.1: 3-layer CNN, int8, 178 kB, 64-band mel at 16 kHz.
- On last spring's held-out recordings: boreal owl recall 93%.
- False positives 41 per hour on the windy nights, mostly wind buffeting and snowmobile engines.

## Dec 9

- Pulled 340 h of last spring's recordings from 12 units at Fox Lake and Ibex Valley and labelled the owl calls in them.
- BirdNET-size models need about 2 MB of flash, our board has 1 MB and 256 kB of RAM.
- A small CNN on a 64-band mel spectrogram should fit in 256 kB and keep boreal owl recall above 90%.

---

_Repo: gitlab.kluanebio.ca/owlnet/owlnet-edge. Figures and confusion matrices in /reports, by date._
""",
    [
        E("2024-12-09", False, "Dec 9",
          (A, "Pulled 340 h of last spring's recordings from 12 units at Fox Lake and Ibex Valley and labelled the owl calls in them."),
          (R, "BirdNET-size models need about 2 MB of flash, our board has 1 MB and 256 kB of RAM."),
          (H, "A small CNN on a 64-band mel spectrogram should fit in 256 kB and keep boreal owl recall above 90%.")),
        E("2024-12-19", False, "2024-12-19",
          (A, "v0.1: 3-layer CNN, int8, 178 kB, 64-band mel at 16 kHz."),
          (R, "On last spring's held-out recordings: boreal owl recall 93%."),
          (R, "False positives 41 per hour on the windy nights, mostly wind buffeting and snowmobile engines.")),
        E("2025-01-14", False, "Tue. Jan. 14",
          (A, "Deployed 4 units with the v0.1 model on spruce at Fox Lake, -31 °C at 16:00."),
          (A, "Lithium packs at 3.55 V loaded, stock foam windscreens.")),
        E("2025-01-22", False, "Jan 22, 2025",
          (R, "Battery died on all 4 field units after 6 days instead of the 21 we planned for."),
          (R, "Power log: the CNN was running on every 1 s frame, 38 mW average."),
          (A, "Added an energy gate: the CNN only wakes when band energy in 0.6-1.5 kHz jumps 6 dB over the running floor."),
          (R, "Freezer bench at -30 °C, 10 days: 9 mW average, projects to 23 days on the pack."),
          (H, "Priya's guess is the gate will cost a few percent recall on distant owls.")),
        E("2025-02-04", False, "2025-02-04",
          (A, "Built a hard-negative set of 2,100 clips: ravens, snowmobiles at distance, footsteps on crust snow, tree cracking in the cold."),
          (A, "Retrained as v0.3 with the hard negatives at 3:1."),
          (R, "False positives on the Dec test nights down from 41/h to 6/h, recall 91% (was 93%).")),
        E("2025-02-17", False, "Feb 17",
          (A, "Retrieved the 4 units from the Jan 14 deployment."),
          (R, "212 boreal owl detections; Jessie checked every one by ear: 188 true."),
          (R, "Jessie also scanned 40 h of the raw audio we kept on unit 2 and found 14 calls the model missed."),
          (C, "Precision 89%, recall 93% on unit 2, good enough for the survey design.")),
        E("2025-02-27", False, "Thu 2025-02-27",
          (R, "Frost nights: recall falls to 70%, clear nights 93%."),
          (R, "Spectra on frost nights drop off by 6-8 dB above 1 kHz, which is where the boreal owl staccato sits."),
          (R, "The foam windscreen is coated white in the photos from the Feb 17 pickup."),
          (C, "Model can't fix a signal that isn't there, it has to be the mic front end.")),
        E("2025-03-10", False, "Mon. Mar. 10",
          (A, "Tom fitted hydrophobic PTFE membranes on units 3 and 4, kept the stock foam windscreens on 1 and 2."),
          (A, "All four back out at Fox Lake on the same stretch of shoreline, 200 m apart."),
          (H, "If it's ice on the foam that kills the highs, the PTFE should shed it and keep recall near the clear-night number.")),
        E("2025-03-18", False, "2025-03-18",
          (A, "Pulled the 4 units from Fox Lake after 8 nights, 5 of them with hoarfrost."),
          (R, "On frost nights the PTFE units lost 3 dB less at 1-4 kHz than the foam units."),
          (R, "Recall on frost nights: 88% with PTFE, 71% with foam."),
          (C, "PTFE goes on all 30 units for the April survey."),
          (N, "Next: check the PTFE units in spring rain, water beading on the membrane might be worse than frost.")),
    ],
    [
        "# owlnet-edge — dev journal (Dec 2024 – Mar 2025)",
        "Kluane Bioacoustics Inc., Whitehorse. Journal kept by Priya Raman (ML) with notes from Tom Sheardown (hardware).",
        "No published detector we know of runs in 256 kB of RAM, and none has been tested on recordings made at -30 °C.",
        "clean up the labelling scripts before Jessie leaves",
        "order 40 more PTFE membranes if the April survey goes ahead",
        "licence check on the pretrained mel front-end",
        "_Repo: gitlab.kluanebio.ca/owlnet/owlnet-edge. Figures and confusion matrices in /reports, by date._",
    ],
    late=("2024-12-09", "2024-12-19", "2025-01-14", "2025-01-22", "2025-02-04", "2025-02-17",
          "2025-02-27", "2025-03-10"),
)

# 4 ------------------------------------------------------------------------------------------------
# en-CA, Terrace BC computer-vision firm: a video counter at a salmon counting fence double-counts
# after rain, when the river goes brown and fish mill in the chute. GitHub issue printed from the
# browser in September 2025: "opened this issue on Sep 24, 2024", "commented on Oct 2, 2024",
# then yearless "commented on Jan 15" ... "on Sep 2" in the print year. Event lines (labels,
# references, close), a reaction-only comment and the browser header/footer are not sentences.
# "on Sep 20-21", "Aug 16-17" and "since the Jan 15 test set" point elsewhere.
case(
    "fish_fence_video_counter_turbidity_github", "en", "en-CA", "issue_87_print.txt", (2024, 2025),
    """
2025-09-05, 10:14 a.m.          Double counts at Kitwanga fence when the water goes brown · Issue #87 · skeenavision/fencecount

Double counts at Kitwanga fence when the water goes brown #87
Closed   dnakamura opened this issue on Sep 24, 2024 · 11 comments

dnakamura commented on Sep 24, 2024
The counter logged 1,412 sockeye at Kitwanga on Sep 20-21 while the fence crew's hand tally for the same two days was 968.
Both days came right after 40 mm of rain and the water was brown.
Looks to me like the tracker loses the fish in the murk and picks them up again as new fish.
Can we dig into this over the winter so it's sorted before next season?

dnakamura added the tracker and field-issue labels on Sep 24, 2024

jlaroche commented on Oct 2, 2024
Pulled the chute video for Sep 20-21 and hand-scored 2 h of it frame by frame.
In those 2 h the tracker made 117 IDs for 71 fish.
38 of the 46 extra IDs are fish that held in the chute, drifted back downstream and came up again.
So turbidity isn't the whole story, fish milling in the chute is the bigger share of the error.

jlaroche commented on Jan 15
Built a test set from the 2024 season: 40 clips of 10 min, 10 at each turbidity band from the fence logger (<5, 5-20, 20-50 and >50 NTU), all hand-counted by two people.
Current tracker (SORT, IoU 0.3) on it: count error +3%, +9%, +31% and +58% by band.
My bet is that a tracker with appearance embeddings plus a line-crossing rule (a fish counts only when it crosses the upstream line after the downstream line) fixes most of this.

jlaroche commented on Feb 20
Swapped in ByteTrack with a ReID head and added the two-line rule on branch line-cross.
Count error by band: +2%, +4%, +12% and +27%.
The line rule takes care of the milling; above 50 NTU the detector just doesn't see half the fish.

mpatel commented on Mar 11
Tried CLAHE on the V channel ahead of the detector and scored it on the Jan 15 test set.
Detector recall above 50 NTU went from 52% to 55%, count error still +25%.
Contrast stretching can't bring back a fish that isn't in the pixels.

dnakamura commented on Apr 8
What about a white backboard on the chute floor?
The fence crew at another river used white plywood under their chute for the hand counts and say the fish show up as shadows even in brown water.
Could we try a board this season with the camera looking straight down?

jlaroche referenced this issue on Apr 9
Top-down mount + backboard calibration #98

jlaroche commented on Jul 29
Board is in at Kitwanga: white HDPE, 1.2 x 2.4 m, camera moved to a top-down mount 1.8 m above the water.
First 7 days of the season, clear water: counter within 4% of the hand tally every day.

dnakamura commented on Aug 19
After 55 mm of rain on Aug 16-17 the logger peaked at 74 NTU.
Counter was +11% on Aug 17 against the hand tally, and you can see the fish as dark shapes on the board in the worst of it.
That's inside the ±15% the fence program accepts for daily counts.

mpatel commented on Aug 19
🎉

jlaroche commented on Sep 2
Merged #102 (board calibration + line rule) into release 1.4.
Counts on hours over 60 NTU get flagged for hand review in the daily report, since we only have one storm above that to go on.
Next season we want a second site with a board before calling this done.

jlaroche closed this as completed in #102 on Sep 2

https://github.com/skeenavision/fencecount/issues/87                                                    1/3
""",
    [
        E("2024-09-24", False, "commented on Sep 24, 2024",
          (R, "The counter logged 1,412 sockeye at Kitwanga on Sep 20-21 while the fence crew's hand tally for the same two days was 968."),
          (R, "Both days came right after 40 mm of rain and the water was brown."),
          (H, "Looks to me like the tracker loses the fish in the murk and picks them up again as new fish."),
          (N, "Can we dig into this over the winter so it's sorted before next season?")),
        E("2024-10-02", False, "commented on Oct 2, 2024",
          (A, "Pulled the chute video for Sep 20-21 and hand-scored 2 h of it frame by frame."),
          (R, "In those 2 h the tracker made 117 IDs for 71 fish."),
          (R, "38 of the 46 extra IDs are fish that held in the chute, drifted back downstream and came up again."),
          (C, "So turbidity isn't the whole story, fish milling in the chute is the bigger share of the error.")),
        E("2025-01-15", False, "commented on Jan 15",
          (A, "Built a test set from the 2024 season: 40 clips of 10 min, 10 at each turbidity band from the fence logger (<5, 5-20, 20-50 and >50 NTU), all hand-counted by two people."),
          (R, "Current tracker (SORT, IoU 0.3) on it: count error +3%, +9%, +31% and +58% by band."),
          (H, "My bet is that a tracker with appearance embeddings plus a line-crossing rule (a fish counts only when it crosses the upstream line after the downstream line) fixes most of this.")),
        E("2025-02-20", False, "commented on Feb 20",
          (A, "Swapped in ByteTrack with a ReID head and added the two-line rule on branch line-cross."),
          (R, "Count error by band: +2%, +4%, +12% and +27%."),
          (C, "The line rule takes care of the milling; above 50 NTU the detector just doesn't see half the fish.")),
        E("2025-03-11", False, "commented on Mar 11",
          (A, "Tried CLAHE on the V channel ahead of the detector and scored it on the Jan 15 test set."),
          (R, "Detector recall above 50 NTU went from 52% to 55%, count error still +25%."),
          (C, "Contrast stretching can't bring back a fish that isn't in the pixels.")),
        E("2025-04-08", False, "commented on Apr 8",
          (N, "What about a white backboard on the chute floor?"),
          (R, "The fence crew at another river used white plywood under their chute for the hand counts and say the fish show up as shadows even in brown water."),
          (N, "Could we try a board this season with the camera looking straight down?")),
        E("2025-07-29", False, "commented on Jul 29",
          (A, "Board is in at Kitwanga: white HDPE, 1.2 x 2.4 m, camera moved to a top-down mount 1.8 m above the water."),
          (R, "First 7 days of the season, clear water: counter within 4% of the hand tally every day.")),
        E("2025-08-19", False, "dnakamura commented on Aug 19",
          (R, "After 55 mm of rain on Aug 16-17 the logger peaked at 74 NTU."),
          (R, "Counter was +11% on Aug 17 against the hand tally, and you can see the fish as dark shapes on the board in the worst of it."),
          (C, "That's inside the ±15% the fence program accepts for daily counts.")),
        E("2025-09-02", False, "commented on Sep 2",
          (A, "Merged #102 (board calibration + line rule) into release 1.4."),
          (C, "Counts on hours over 60 NTU get flagged for hand review in the daily report, since we only have one storm above that to go on."),
          (N, "Next season we want a second site with a board before calling this done.")),
    ],
    [
        "2025-09-05, 10:14 a.m.          Double counts at Kitwanga fence when the water goes brown · Issue #87 · skeenavision/fencecount",
        "https://github.com/skeenavision/fencecount/issues/87                                                    1/3",
    ],
)

# 5 ------------------------------------------------------------------------------------------------
# en-US, ginseng grower in Norfolk County ON and the Wisconsin maker of its new heat-pump
# dehumidifying dryer: 4-year roots split at the crown and brown in the new dryer. Gmail thread
# printed by the US supplier ("10/21/25, 3:12 PM" browser header, m/d), one line per message
# "Name <address>   Tue, Sep 16, 2025 at 7:41 AM"; To/Cc lines, greetings, signatures,
# "Sent from my iPhone", a truncated quote with its "On Mon, Sep 22, 2025 at 8:03 PM ... wrote:"
# header and the print footer are not sentences. "came out Friday", "the 9/18 load", "the 9/25
# dig" point elsewhere. Supplier facts are results, supplier suggestions are next steps.
case(
    "ginseng_root_dryer_splitting_gmail_us", "en", "en-US", "gmail_thread_HP-40_split_roots.txt", (2025,),
    """
10/21/25, 3:12 PM                         Marathon Kiln & Dryer Mail - Split roots in the HP-40 — 4-yr Ontario ginseng

Kyle Brandt <kbrandt@marathonkiln.com>

Split roots in the HP-40 — 4-yr Ontario ginseng
9 messages

Jan Vanderveen <jan@vanderveenginseng.ca>                                  Tue, Sep 16, 2025 at 7:41 AM
To: Kyle Brandt <kbrandt@marathonkiln.com>

Hi Kyle,

First load through the HP-40 came out Friday and we have a problem. We loaded 2,200 kg of washed 4-year root on 9/2 and ran your standard ginseng schedule, 24 °C ramping to 35 °C over 10 days. About 20% of the roots split at the crown, and the big ones are soft in the center when you cut them. Our old wood-fired kiln never split more than 3% of a load.

My guess is the dehumidifier pulls the skin down too fast and the outside sets before the middle has let go of its water. Can you send somebody up, or tell us what to change before the next load goes in Thursday?

Jan Vanderveen
Vanderveen Ginseng, Delhi ON

Kyle Brandt <kbrandt@marathonkiln.com>                                    Wed, Sep 17, 2025 at 10:05 AM
To: Jan Vanderveen <jan@vanderveenginseng.ca>

Jan,

The standard schedule was written for Wisconsin 3-year field root, which runs a lot smaller than your 4-year Ontario root. For the next load I'd hold RH at 60% for the first 4 days instead of letting the unit pull it down to 40%. I'd expect splitting to drop under 5% if the skin stays pliable that long.

Please put core probes in a few of the biggest roots so we can see what the middle is doing.

Kyle Brandt | Applications Engineer
Marathon Kiln & Dryer, Wausau WI

Jan Vanderveen <jan@vanderveenginseng.ca>                                  Mon, Sep 22, 2025 at 8:03 PM
To: Kyle Brandt <kbrandt@marathonkiln.com>

The 9/18 load is in with RH held at 60% for the first 4 days, 2,050 kg. Core probes in 6 roots, 3 over 25 mm at the shoulder and 3 under 15 mm. Day 4: cut 10 big and 10 small roots for oven moisture, small ones at 46%, big ones still at 61%. Two splits so far, both big roots.

Jan

Kyle Brandt <kbrandt@marathonkiln.com>                                    Tue, Sep 23, 2025 at 9:20 AM
To: Jan Vanderveen <jan@vanderveenginseng.ca>
Cc: Dale Hoffman <dhoffman@marathonkiln.com>

Engineering here thinks your big roots are case-hardening: the outer 3 mm dries and shrinks onto a wet core, and the crown splits when the core finally shrinks. If that's it, big and small roots need different schedules and a mixed load will always be a compromise. Can you sort by size on the next load?

Kyle

On Mon, Sep 22, 2025 at 8:03 PM Jan Vanderveen <jan@vanderveenginseng.ca> wrote:
> Day 4: cut 10 big and 10 small roots for oven moisture...

Jan Vanderveen <jan@vanderveenginseng.ca>                                  Mon, Sep 29, 2025 at 6:47 PM
To: Kyle Brandt <kbrandt@marathonkiln.com>
Cc: Dale Hoffman <dhoffman@marathonkiln.com>

The 9/18 load finished at day 12: splits 9% overall, 14% of the big roots and 2% of the small. Big roots were still at 38% core moisture on day 10 when the small ones were done at 11%. So it is the big roots, you were right.

Sorted the 9/25 dig over a 25 mm bar: 1,300 kg of big root in the HP-40 on a slow schedule (65% RH for 6 days, then a ramp to 35 °C over 14 days), 900 kg of small root in the old kiln on our usual schedule.

Sent from my iPhone

Jan Vanderveen <jan@vanderveenginseng.ca>                                  Mon, Oct 6, 2025 at 7:12 AM
To: Kyle Brandt <kbrandt@marathonkiln.com>

Big-root load done at day 16, splits 4%, core 10%. Problem is the colour: the skins went dark tan, and our buyer in Toronto graded 40% of it down to B for colour. That costs us more than the splits did.

Jan

Kyle Brandt <kbrandt@marathonkiln.com>                                    Wed, Oct 8, 2025 at 11:30 AM
To: Jan Vanderveen <jan@vanderveenginseng.ca>

Our guess is enzymatic browning: 65% RH at 30 °C and up keeps the surface wet and warm enough for the browning enzymes to work for days. Try holding 27 °C while RH is at 65%, then ramp to 35 °C once you drop the RH. Should cost you a day or two of drying time.

Kyle

Jan Vanderveen <jan@vanderveenginseng.ca>                                  Tue, Oct 14, 2025 at 9:55 PM
To: Kyle Brandt <kbrandt@marathonkiln.com>

Third schedule on 1,250 kg of big root: 27 °C and 65% RH for 6 days, then 35 °C and 40% RH. Done at day 17, splits 3%, and the same buyer graded all of it A for colour. This is our big-root schedule for the rest of harvest.

At 17 days a load we can't get all the big root through one HP-40 before freeze-up. We'll price a second unit for 2026.

Jan

Kyle Brandt <kbrandt@marathonkiln.com>                                    Mon, Oct 20, 2025 at 2:48 PM
To: Jan Vanderveen <jan@vanderveenginseng.ca>

We'll put your two schedules in the HP-40 controller as "large root" and "small root" profiles in the next firmware. Could you send the load logs and the grading sheets so we can add them to the manual?

Thanks,
Kyle

https://mail.google.com/mail/u/0/?ik=3f9a0c1e2b&view=pt&search=all&permthid=thread-f:1843127790214                    1/4
""",
    [
        E("2025-09-16", False, "Tue, Sep 16, 2025 at 7:41 AM",
          (R, "First load through the HP-40 came out Friday and we have a problem."),
          (A, "We loaded 2,200 kg of washed 4-year root on 9/2 and ran your standard ginseng schedule, 24 °C ramping to 35 °C over 10 days."),
          (R, "About 20% of the roots split at the crown, and the big ones are soft in the center when you cut them."),
          (R, "Our old wood-fired kiln never split more than 3% of a load."),
          (H, "My guess is the dehumidifier pulls the skin down too fast and the outside sets before the middle has let go of its water."),
          (N, "Can you send somebody up, or tell us what to change before the next load goes in Thursday?")),
        E("2025-09-17", False, "Wed, Sep 17, 2025 at 10:05 AM",
          (R, "The standard schedule was written for Wisconsin 3-year field root, which runs a lot smaller than your 4-year Ontario root."),
          (N, "For the next load I'd hold RH at 60% for the first 4 days instead of letting the unit pull it down to 40%."),
          (H, "I'd expect splitting to drop under 5% if the skin stays pliable that long."),
          (N, "Please put core probes in a few of the biggest roots so we can see what the middle is doing.")),
        E("2025-09-22", False, "Mon, Sep 22, 2025 at 8:03 PM",
          (A, "The 9/18 load is in with RH held at 60% for the first 4 days, 2,050 kg."),
          (A, "Core probes in 6 roots, 3 over 25 mm at the shoulder and 3 under 15 mm."),
          (R, "Day 4: cut 10 big and 10 small roots for oven moisture, small ones at 46%, big ones still at 61%."),
          (R, "Two splits so far, both big roots.")),
        E("2025-09-23", False, "Tue, Sep 23, 2025 at 9:20 AM",
          (H, "Engineering here thinks your big roots are case-hardening: the outer 3 mm dries and shrinks onto a wet core, and the crown splits when the core finally shrinks."),
          (H, "If that's it, big and small roots need different schedules and a mixed load will always be a compromise."),
          (N, "Can you sort by size on the next load?")),
        E("2025-09-29", False, "Mon, Sep 29, 2025 at 6:47 PM",
          (R, "The 9/18 load finished at day 12: splits 9% overall, 14% of the big roots and 2% of the small."),
          (R, "Big roots were still at 38% core moisture on day 10 when the small ones were done at 11%."),
          (C, "So it is the big roots, you were right."),
          (A, "Sorted the 9/25 dig over a 25 mm bar: 1,300 kg of big root in the HP-40 on a slow schedule (65% RH for 6 days, then a ramp to 35 °C over 14 days), 900 kg of small root in the old kiln on our usual schedule.")),
        E("2025-10-06", False, "Mon, Oct 6, 2025 at 7:12 AM",
          (R, "Big-root load done at day 16, splits 4%, core 10%."),
          (R, "Problem is the colour: the skins went dark tan, and our buyer in Toronto graded 40% of it down to B for colour."),
          (C, "That costs us more than the splits did.")),
        E("2025-10-08", False, "Wed, Oct 8, 2025 at 11:30 AM",
          (H, "Our guess is enzymatic browning: 65% RH at 30 °C and up keeps the surface wet and warm enough for the browning enzymes to work for days."),
          (N, "Try holding 27 °C while RH is at 65%, then ramp to 35 °C once you drop the RH."),
          (H, "Should cost you a day or two of drying time.")),
        E("2025-10-14", False, "Tue, Oct 14, 2025 at 9:55 PM",
          (A, "Third schedule on 1,250 kg of big root: 27 °C and 65% RH for 6 days, then 35 °C and 40% RH."),
          (R, "Done at day 17, splits 3%, and the same buyer graded all of it A for colour."),
          (C, "This is our big-root schedule for the rest of harvest."),
          (C, "At 17 days a load we can't get all the big root through one HP-40 before freeze-up."),
          (N, "We'll price a second unit for 2026.")),
        E("2025-10-20", False, "Mon, Oct 20, 2025 at 2:48 PM",
          (N, "We'll put your two schedules in the HP-40 controller as \"large root\" and \"small root\" profiles in the next firmware."),
          (N, "Could you send the load logs and the grading sheets so we can add them to the manual?")),
    ],
    [
        "10/21/25, 3:12 PM                         Marathon Kiln & Dryer Mail - Split roots in the HP-40 — 4-yr Ontario ginseng",
        "https://mail.google.com/mail/u/0/?ik=3f9a0c1e2b&view=pt&search=all&permthid=thread-f:1843127790214                    1/4",
    ],
)

# 6 ------------------------------------------------------------------------------------------------
# fr-CA, firme de génie végétal (Rimouski) : fascines de saule vivant sur un talus d'argile
# affouillé par les glaces, rivière du Bas-Saint-Laurent. Carnet de terrain, saison 2025 :
# « Mardi 22 avril 2025 », « jeu. 1er mai », « 12 mai », une phrase qui porte sa date
# (« Le 2 juin, on a compté ... »), « 17 juin 2025 », « lundi 7 juillet », « 19/08/2025 »,
# une date ISO, et un bilan daté à la fin suivi d'une liste « À faire » non datée.
# « dans la nuit du 10 au 11 », « refaite le 20 mai », « depuis le 17 juin » renvoient ailleurs.
case(
    "fr_fascines_saule_berge_argile_carnet", "fr", "fr-CA", "carnet_terrain_Neigette_2025.txt", (2025,),
    """
CARNET DE TERRAIN — Stabilisation de berge par fascines de saule, rivière Neigette (lot 4, Saint-Anaclet)
Génie Rivage inc., Rimouski — saison 2025. Tenu par Audrey Gagnon, biol., avec Félix Lavoie, technicien.

Problème : talus d'argile marine de 3 m en érosion active, affouillé par les glaces chaque printemps. Les guides de génie végétal qu'on a trouvés parlent de berges de sable ou de gravier ; rien sur la reprise des fascines dans une argile qui dégèle tard, ni sur l'arrachement par les glaces.

Dispositif : 4 parcelles de 10 m au pied du talus.
A : saule de l'intérieur (Salix interior), fascines seules.
B : saule de l'intérieur + natte de coco.
C : saule à tête laineuse (S. eriocephala) + natte de coco.
D : les deux espèces + natte, fascines enfouies à 30 cm au lieu de 15 cm.

------------------------------------------------------------

Mardi 22 avril 2025
Récolte des tiges de saule dormantes chez Pelletier, 2 km en amont.
Coupé environ 1 100 tiges de 1,5 à 2 m, bottelées en 36 fascines de 25 cm de diamètre.
Fascines entreposées dans le ruisseau de la ferme, les bouts dans l'eau, jusqu'à la pose.
Le talus est encore gelé à 20 cm de profondeur.

jeu. 1er mai
Pose des fascines dans les 4 parcelles : tranchées à la mini-pelle, pieux de cèdre aux 75 cm.
Natte de coco 700 g/m² sur B, C et D, agrafée au talus.
Eau à 0,4 m sous le pied des fascines à 14 h.
On s'attend à ce que la natte tienne les fascines en place pendant la crue de fonte, qui arrive d'habitude la 2e semaine de mai.
Félix pense que les fascines enfouies à 30 cm (D) vont mieux résister aux glaces l'hiver prochain.

12 mai
L'eau est montée à 1,3 m au-dessus du pied des fascines dans la nuit du 10 au 11.
Parcelle A : 5 fascines sur 9 arrachées ou déplacées, l'argile délavée en dessous.
B, C et D : rien n'a bougé, natte intacte, un peu de limon déposé dessus.
Sans natte, les fascines ne tiennent pas dans l'argile en crue.
On refait A avec des fascines neuves, toujours sans natte, pour garder un témoin.

Le 2 juin, on a compté les pousses sur 2 m de fascine au centre de chaque parcelle.
A (refaite le 20 mai) : 4 pousses, B : 31, C : 44, D : 19.
Les pousses de D sont sorties plus tard et sont plus courtes.
Probablement l'enfouissement à 30 cm qui retarde le débourrement.

17 juin 2025 — visite avec Mathieu Roy (direction régionale du ministère)
Broutage de castor sur C et D : 60 % des pousses coupées à 20-30 cm du sol.
Mathieu dit que le saule à tête laineuse est le préféré du castor dans le secteur et que la colonie en aval s'est agrandie l'an dernier.
Le castor devient le premier risque pour la reprise, plus que la crue.
Prochaine étape : grillage de 90 cm sur la moitié de chaque parcelle pour séparer l'effet du castor.

lundi 7 juillet
Posé le grillage sur la moitié aval de chaque parcelle (5 m sur 10), piquets de fer.
Nouvelles coupes de castor sur la moitié non protégée de C depuis le 17 juin.
Rien de coupé sous le grillage.

19/08/2025
Déterré 2 fascines par parcelle en bordure de la zone protégée pour voir les racines.
Plus longue racine par fascine : A 8 et 11 cm, B 34 et 41 cm, C 52 et 47 cm, D 39 et 44 cm.
L'argile colle à la natte et les racines passent au travers sans problème.
Le coco ne nuit pas à l'enracinement, c'est même sous la natte que la reprise est la meilleure.

2025-09-23
Survie (au moins une pousse vivante par mètre de fascine) : A 20 %, B 85 %, C 90 % sous grillage et 55 % sans grillage, D 80 %.
Aucune trace de castor sous le grillage depuis juillet.

Bilan au 30 septembre 2025
La natte de coco est nécessaire sur l'argile : sans elle on perd plus de la moitié des fascines à la première crue.
Le saule à tête laineuse reprend le mieux mais attire le castor, il faut le protéger la première saison.
L'enfouissement à 30 cm ne nuit pas à la survie ; on ne saura qu'après la débâcle s'il aide contre les glaces.
Prochaine étape : relevé parcelle par parcelle après la débâcle d'avril 2026, avant de proposer la méthode à la MRC.

À faire avant l'hiver :
- enlever le grillage ou pas ? (demander à Mathieu)
- photos repères aux 4 piquets d'angle
- facture de la natte à refaire au nom du projet
""",
    [
        E("2025-04-22", False, "Mardi 22 avril 2025",
          (A, "Récolte des tiges de saule dormantes chez Pelletier, 2 km en amont."),
          (A, "Coupé environ 1 100 tiges de 1,5 à 2 m, bottelées en 36 fascines de 25 cm de diamètre."),
          (A, "Fascines entreposées dans le ruisseau de la ferme, les bouts dans l'eau, jusqu'à la pose."),
          (R, "Le talus est encore gelé à 20 cm de profondeur.")),
        E("2025-05-01", False, "jeu. 1er mai",
          (A, "Pose des fascines dans les 4 parcelles : tranchées à la mini-pelle, pieux de cèdre aux 75 cm."),
          (A, "Natte de coco 700 g/m² sur B, C et D, agrafée au talus."),
          (R, "Eau à 0,4 m sous le pied des fascines à 14 h."),
          (H, "On s'attend à ce que la natte tienne les fascines en place pendant la crue de fonte, qui arrive d'habitude la 2e semaine de mai."),
          (H, "Félix pense que les fascines enfouies à 30 cm (D) vont mieux résister aux glaces l'hiver prochain.")),
        E("2025-05-12", False, "12 mai",
          (R, "L'eau est montée à 1,3 m au-dessus du pied des fascines dans la nuit du 10 au 11."),
          (R, "Parcelle A : 5 fascines sur 9 arrachées ou déplacées, l'argile délavée en dessous."),
          (R, "B, C et D : rien n'a bougé, natte intacte, un peu de limon déposé dessus."),
          (C, "Sans natte, les fascines ne tiennent pas dans l'argile en crue."),
          (N, "On refait A avec des fascines neuves, toujours sans natte, pour garder un témoin.")),
        E("2025-06-02", False, "Le 2 juin",
          (A, "Le 2 juin, on a compté les pousses sur 2 m de fascine au centre de chaque parcelle."),
          (R, "A (refaite le 20 mai) : 4 pousses, B : 31, C : 44, D : 19."),
          (R, "Les pousses de D sont sorties plus tard et sont plus courtes."),
          (H, "Probablement l'enfouissement à 30 cm qui retarde le débourrement.")),
        E("2025-06-17", False, "17 juin 2025",
          (R, "Broutage de castor sur C et D : 60 % des pousses coupées à 20-30 cm du sol."),
          (R, "Mathieu dit que le saule à tête laineuse est le préféré du castor dans le secteur et que la colonie en aval s'est agrandie l'an dernier."),
          (C, "Le castor devient le premier risque pour la reprise, plus que la crue."),
          (N, "Prochaine étape : grillage de 90 cm sur la moitié de chaque parcelle pour séparer l'effet du castor.")),
        E("2025-07-07", False, "lundi 7 juillet",
          (A, "Posé le grillage sur la moitié aval de chaque parcelle (5 m sur 10), piquets de fer."),
          (R, "Nouvelles coupes de castor sur la moitié non protégée de C depuis le 17 juin."),
          (R, "Rien de coupé sous le grillage.")),
        E("2025-08-19", False, "19/08/2025",
          (A, "Déterré 2 fascines par parcelle en bordure de la zone protégée pour voir les racines."),
          (R, "Plus longue racine par fascine : A 8 et 11 cm, B 34 et 41 cm, C 52 et 47 cm, D 39 et 44 cm."),
          (R, "L'argile colle à la natte et les racines passent au travers sans problème."),
          (C, "Le coco ne nuit pas à l'enracinement, c'est même sous la natte que la reprise est la meilleure.")),
        E("2025-09-23", False, "2025-09-23",
          (R, "Survie (au moins une pousse vivante par mètre de fascine) : A 20 %, B 85 %, C 90 % sous grillage et 55 % sans grillage, D 80 %."),
          (R, "Aucune trace de castor sous le grillage depuis juillet.")),
        E("2025-09-30", False, "30 septembre 2025",
          (C, "La natte de coco est nécessaire sur l'argile : sans elle on perd plus de la moitié des fascines à la première crue."),
          (C, "Le saule à tête laineuse reprend le mieux mais attire le castor, il faut le protéger la première saison."),
          (C, "L'enfouissement à 30 cm ne nuit pas à la survie ; on ne saura qu'après la débâcle s'il aide contre les glaces."),
          (N, "Prochaine étape : relevé parcelle par parcelle après la débâcle d'avril 2026, avant de proposer la méthode à la MRC.")),
    ],
    [
        "CARNET DE TERRAIN — Stabilisation de berge par fascines de saule, rivière Neigette (lot 4, Saint-Anaclet)",
        "Génie Rivage inc., Rimouski — saison 2025. Tenu par Audrey Gagnon, biol., avec Félix Lavoie, technicien.",
        "Problème : talus d'argile marine de 3 m en érosion active, affouillé par les glaces chaque printemps.",
        "D : les deux espèces + natte, fascines enfouies à 30 cm au lieu de 15 cm.",
        "À faire avant l'hiver :",
        "enlever le grillage ou pas ? (demander à Mathieu)",
        "photos repères aux 4 piquets d'angle",
        "facture de la natte à refaire au nom du projet",
    ],
)

# 7 ------------------------------------------------------------------------------------------------
# fr-CA, jeune pousse de Lévis : surface et pente des toits calculées à partir du LiDAR et des
# orthophotos municipales pour les soumissions de couvreurs. Conversation Teams exportée,
# horodatage « [03/02/2025 09:14] Nom » en jj/mm ; « 18/02/2025 » et « 24/02/2025 » tranchent
# l'ordre, donc rien d'ambigu. Les pentes de toit « 10/12 » et « 12/12 » ressemblent à des dates
# et n'en sont pas. Anglicismes (push, la branche, fait sa job), « Pas pire pantoute! »,
# réactions, ligne système et pied d'exportation ne sont pas des phrases ; plusieurs messages du
# même jour font une entrée. « la version du 11 février », « lundi » renvoient ailleurs.
case(
    "fr_devis_toiture_lidar_pente_teams", "fr", "fr-CA", "Teams_Mesure_toiture_export.txt", (2025,),
    """
Microsoft Teams — conversation exportée
Équipe : Toitek R&D   Canal : Mesure toiture
Exporté le 2025-04-30 par Gabriel Fortin pour le dossier RS&DE (Toitek Estimation inc., Lévis)

Message épinglé : On calcule la surface et la pente des toits à partir du LiDAR et des orthophotos municipales pour que les couvreurs soumissionnent sans monter sur le toit. Toitures Bellavance accepte 5 % d'erreur sur la surface. Aucun des outils commerciaux qu'on a essayés n'y arrive sur les toits à forte pente de Lévis.

[03/02/2025 09:14] Gabriel Fortin
J'ai comparé nos surfaces calculées avec les mesures au ruban de Toitures Bellavance sur 60 maisons. Erreur moyenne 4 % sur l'ensemble, mais 11 % sur les toits à 10/12 et plus.
Mon hypothèse : le bas des versants est caché par les arbres dans le nuage LiDAR, et on sous-estime la pente.

[03/02/2025 09:31] Léa Thibodeau
Je regarde les 14 pires cet après-midi.
👍 1

[05/02/2025 16:02] Léa Thibodeau
Sur les 14 pires, 9 ont de grands arbres du côté nord, mais 11 ont des lucarnes ou plusieurs pignons. Les arbres jouent, mais le gros du problème c'est la segmentation : les lucarnes sont fusionnées avec le versant principal.
On pourrait essayer RANSAC au lieu du region growing pour sortir les plans.

[11/02/2025 10:47] Gabriel Fortin
J'ai push la branche plans-ransac : segmentation des versants par RANSAC, seuil de 8 cm. Sur les 60 maisons : 3,1 % d'erreur moyenne, 6,4 % sur les toits à forte pente.

[11/02/2025 11:05] Léa Thibodeau
Pas pire pantoute!
Par contre, les lucarnes de moins de 2 m de large sont encore avalées par le grand versant.

Marc-Antoine Roy a été ajouté à l'équipe par Gabriel Fortin.

[18/02/2025 14:20] Marc-Antoine Roy
Salut tout le monde!
J'ai regardé le lot de Lévis : le LiDAR de la Ville a été levé à la mi-avril, et il reste de la neige sur 30 % des toits. Sur ces toits-là, les points tombent 20 à 40 cm au-dessus du bardeau.
Je pense que c'est ça qui fausse les pentes faibles, la neige s'accumule plus en bas du versant qu'en haut.

[24/02/2025 09:02] Gabriel Fortin
Test rapide : j'enlève les points à forte intensité de retour avant la segmentation, la neige renvoie plus que le bardeau. Sur les 18 maisons enneigées, l'erreur de pente passe de 2,4° à 0,9° en moyenne. Mais on perd aussi les points sur les toits de tôle blanche, qui renvoient autant que la neige.

[24/02/2025 09:40] Sophie Bérubé
On a combien de toits de tôle blanche dans les soumissions de Bellavance ?

[24/02/2025 10:12] Gabriel Fortin
Environ 1 sur 12 selon leur historique.
Je vais filtrer la neige seulement quand le levé est avant mai et que le toit n'est pas classé métal au rôle d'évaluation.

[06/03/2025 15:45] Sophie Bérubé
Réunion avec Bellavance ce matin.
Décision : la soumission automatique sort seulement quand l'incertitude estimée est sous 5 % ; les toits à lucarnes multiples et ceux sous couvert d'arbres partent en visite.
Ils nous donnent 120 mesures au ruban de Sainte-Foy pour valider, surtout des 12/12 et des bungalows.

[20/03/2025 11:30] Léa Thibodeau
Validation sur les 120 maisons de Sainte-Foy avec la version du 11 février plus le filtre neige. Erreur moyenne 2,8 %, 92 % des toits sous 5 %. Les 10 toits au-dessus de 5 % ont tous été marqués « visite requise » par l'estimateur d'incertitude.
L'estimateur fait sa job : aucun toit à plus de 5 % ne serait sorti en soumission automatique.

[20/03/2025 11:52] Gabriel Fortin
Prochaine étape : refaire la validation avec le LiDAR 2024 de Québec, levé en été, pour voir ce qui reste comme erreur sans la neige.
❤️ 2

[02/04/2025 08:20] Sophie Bérubé
On met en production chez Bellavance lundi.
Les deux autres couvreurs attendront la validation d'été avant qu'on leur ouvre l'outil.

--- Fin de l'exportation : 1 canal, 14 messages ---
""",
    [
        E("2025-02-03", False, "[03/02/2025 09:14]",
          (A, "J'ai comparé nos surfaces calculées avec les mesures au ruban de Toitures Bellavance sur 60 maisons."),
          (R, "Erreur moyenne 4 % sur l'ensemble, mais 11 % sur les toits à 10/12 et plus."),
          (H, "Mon hypothèse : le bas des versants est caché par les arbres dans le nuage LiDAR, et on sous-estime la pente."),
          (N, "Je regarde les 14 pires cet après-midi.")),
        E("2025-02-05", False, "[05/02/2025 16:02]",
          (R, "Sur les 14 pires, 9 ont de grands arbres du côté nord, mais 11 ont des lucarnes ou plusieurs pignons."),
          (C, "Les arbres jouent, mais le gros du problème c'est la segmentation : les lucarnes sont fusionnées avec le versant principal."),
          (N, "On pourrait essayer RANSAC au lieu du region growing pour sortir les plans.")),
        E("2025-02-11", False, "[11/02/2025 10:47]",
          (A, "J'ai push la branche plans-ransac : segmentation des versants par RANSAC, seuil de 8 cm."),
          (R, "Sur les 60 maisons : 3,1 % d'erreur moyenne, 6,4 % sur les toits à forte pente."),
          (R, "Par contre, les lucarnes de moins de 2 m de large sont encore avalées par le grand versant.")),
        E("2025-02-18", False, "[18/02/2025 14:20]",
          (R, "J'ai regardé le lot de Lévis : le LiDAR de la Ville a été levé à la mi-avril, et il reste de la neige sur 30 % des toits."),
          (R, "Sur ces toits-là, les points tombent 20 à 40 cm au-dessus du bardeau."),
          (H, "Je pense que c'est ça qui fausse les pentes faibles, la neige s'accumule plus en bas du versant qu'en haut.")),
        E("2025-02-24", False, "[24/02/2025 09:02]",
          (A, "Test rapide : j'enlève les points à forte intensité de retour avant la segmentation, la neige renvoie plus que le bardeau."),
          (R, "Sur les 18 maisons enneigées, l'erreur de pente passe de 2,4° à 0,9° en moyenne."),
          (R, "Mais on perd aussi les points sur les toits de tôle blanche, qui renvoient autant que la neige."),
          (N, "On a combien de toits de tôle blanche dans les soumissions de Bellavance ?"),
          (R, "Environ 1 sur 12 selon leur historique."),
          (N, "Je vais filtrer la neige seulement quand le levé est avant mai et que le toit n'est pas classé métal au rôle d'évaluation.")),
        E("2025-03-06", False, "[06/03/2025 15:45]",
          (A, "Réunion avec Bellavance ce matin."),
          (C, "Décision : la soumission automatique sort seulement quand l'incertitude estimée est sous 5 % ; les toits à lucarnes multiples et ceux sous couvert d'arbres partent en visite."),
          (R, "Ils nous donnent 120 mesures au ruban de Sainte-Foy pour valider, surtout des 12/12 et des bungalows.")),
        E("2025-03-20", False, "[20/03/2025 11:30]",
          (A, "Validation sur les 120 maisons de Sainte-Foy avec la version du 11 février plus le filtre neige."),
          (R, "Erreur moyenne 2,8 %, 92 % des toits sous 5 %."),
          (R, "Les 10 toits au-dessus de 5 % ont tous été marqués « visite requise » par l'estimateur d'incertitude."),
          (C, "L'estimateur fait sa job : aucun toit à plus de 5 % ne serait sorti en soumission automatique."),
          (N, "Prochaine étape : refaire la validation avec le LiDAR 2024 de Québec, levé en été, pour voir ce qui reste comme erreur sans la neige.")),
        E("2025-04-02", False, "[02/04/2025 08:20]",
          (C, "On met en production chez Bellavance lundi."),
          (C, "Les deux autres couvreurs attendront la validation d'été avant qu'on leur ouvre l'outil.")),
    ],
    [
        "Microsoft Teams — conversation exportée",
        "Exporté le 2025-04-30 par Gabriel Fortin pour le dossier RS&DE (Toitek Estimation inc., Lévis)",
        "Message épinglé : On calcule la surface et la pente des toits à partir du LiDAR et des orthophotos municipales pour que les couvreurs soumissionnent sans monter sur le toit.",
        "Marc-Antoine Roy a été ajouté à l'équipe par Gabriel Fortin.",
        "--- Fin de l'exportation : 1 canal, 14 messages ---",
    ],
)

# 8 ------------------------------------------------------------------------------------------------
# fr-CA, fumoir artisanal du Kamouraska : l'anguille fumée à chaud sous vide rancit vers la 4e
# semaine. Courriels Outlook imprimés depuis un Outlook en anglais (en-têtes « From: / Sent:
# Tuesday, January 14, 2025 9:12 AM / To: / Subject: »), texte en français. Le nom imprimé en haut,
# les en-têtes, salutations, signatures, un bloc « -----Original Message----- » cité avec son
# propre « Sent: » et la ligne de pied ne sont pas des phrases. « hier », « lundi », « du 7 avril »
# renvoient ailleurs. Faits donnés par la consultante = résultats, ses propositions = prochaines
# étapes.
case(
    "fr_anguille_fumee_rancissement_outlook", "fr", "fr-CA", "Outlook_anguille_fumee_rancissement.txt", (2025,),
    """
Mathieu Lévesque
________________________________________
From: Mathieu Lévesque <mathieu@fumoirlabatture.ca>
Sent: Tuesday, January 14, 2025 9:12 AM
To: Nathalie Ouellet <n.ouellet@biomarinelittoral.ca>
Subject: Anguille fumée - goût rance à 4 semaines

Bonjour Nathalie,

Nos filets d'anguille fumée sous vide prennent un goût rance vers la 4e semaine, alors que la date limite sur l'étiquette est à 6 semaines. Deux épiceries fines de Québec nous en ont retourné en décembre. On sale en saumure 6 h, on sèche 2 h et on fume à chaud 3 h à l'érable, 70 °C à cœur. On dirait que c'est l'huile qui suinte dans le sac qui rancit en premier.

Est-ce que votre centre pourrait nous aider à trouver d'où ça vient ?

Mathieu Lévesque
Fumoir de la Batture, Kamouraska

________________________________________
From: Nathalie Ouellet <n.ouellet@biomarinelittoral.ca>
Sent: Monday, January 20, 2025 3:40 PM
To: Mathieu Lévesque <mathieu@fumoirlabatture.ca>
Subject: RE: Anguille fumée - goût rance à 4 semaines

Bonjour Mathieu,

L'anguille a autour de 25 % de gras, en bonne partie insaturé, donc très sensible à l'oxydation. Je soupçonne votre sac PA/PE de 70 µm : il laisse passer assez d'oxygène en 4 semaines pour oxyder l'huile en surface.

Je propose quatre lots : témoin, extrait de romarin à 0,2 % dans la saumure (R), sac barrière EVOH (E), et romarin + EVOH (RE). On mesurerait l'indice de peroxyde et les TBARS à 0, 2, 4 et 6 semaines, avec un panel de 8 personnes à 4 et 6 semaines.

Nathalie Ouellet, technologue
Biotech marine du Littoral, Rivière-du-Loup

________________________________________
From: Mathieu Lévesque <mathieu@fumoirlabatture.ca>
Sent: Friday, January 31, 2025 4:55 PM
To: Nathalie Ouellet <n.ouellet@biomarinelittoral.ca>
Subject: RE: Anguille fumée - goût rance à 4 semaines

On a fumé hier 48 anguilles, 12 par lot, même saumure et même fumage pour tout le monde. Les lots R et RE ont eu l'extrait de romarin dans la saumure à 0,2 %. Je vous apporte les échantillons au centre lundi.

Mathieu

________________________________________
From: Nathalie Ouellet <n.ouellet@biomarinelittoral.ca>
Sent: Monday, February 17, 2025 10:20 AM
To: Mathieu Lévesque <mathieu@fumoirlabatture.ca>
Subject: RE: Anguille fumée - goût rance à 4 semaines

Résultats à 2 semaines : indice de peroxyde 3,1 meq/kg pour le témoin, 1,4 pour R, 1,2 pour E et 0,8 pour RE. Pas encore de différence au goût.

Nathalie

________________________________________
From: Nathalie Ouellet <n.ouellet@biomarinelittoral.ca>
Sent: Monday, March 3, 2025 4:12 PM
To: Mathieu Lévesque <mathieu@fumoirlabatture.ca>
Subject: RE: Anguille fumée - goût rance à 4 semaines

À 4 semaines, le panel trouve le témoin rance (6 personnes sur 8), R légèrement rance (3 sur 8), E et RE acceptables. TBARS : témoin 2,9 mg/kg, R 1,6, E 0,9, RE 0,6. C'est l'oxygène qui entre par le sac qui fait le gros du dommage ; le romarin aide, mais il ne compense pas un sac perméable.

Nathalie

________________________________________
From: Mathieu Lévesque <mathieu@fumoirlabatture.ca>
Sent: Wednesday, March 5, 2025 8:03 AM
To: Nathalie Ouellet <n.ouellet@biomarinelittoral.ca>
Subject: RE: Anguille fumée - goût rance à 4 semaines

Les sacs EVOH coûtent 0,38 $ de plus l'unité. C'est acceptable pour nous.

Par contre, l'huile qui suinte fait encore une flaque jaune pas très belle dans le sac en vitrine. Je pense qu'un ressuage plus long après le fumage, 12 h au froid avant l'emballage au lieu de 2 h, laisserait moins d'huile sortir dans le sac. On fait un lot RE avec 12 h de ressuage cette semaine.

Mathieu

-----Original Message-----
From: Nathalie Ouellet <n.ouellet@biomarinelittoral.ca>
Sent: Monday, March 3, 2025 4:12 PM
Subject: RE: Anguille fumée - goût rance à 4 semaines
À 4 semaines, le panel trouve le témoin rance...

________________________________________
From: Nathalie Ouellet <n.ouellet@biomarinelittoral.ca>
Sent: Monday, March 17, 2025 2:31 PM
To: Mathieu Lévesque <mathieu@fumoirlabatture.ca>
Subject: RE: Anguille fumée - goût rance à 4 semaines

À 6 semaines : témoin et R rejetés par le panel, E acceptable de justesse, RE bien accepté (goût « frais » pour 7 personnes sur 8). Le lot RE à 12 h de ressuage a 40 % moins d'huile libre dans le sac à 2 semaines, 4,1 g contre 6,8 g par sac.

RE avec 12 h de ressuage est la meilleure combinaison de la série. Gardez la date limite à 6 semaines tant qu'on n'a pas de données plus longues.

Nathalie

________________________________________
From: Mathieu Lévesque <mathieu@fumoirlabatture.ca>
Sent: Thursday, April 10, 2025 11:46 AM
To: Nathalie Ouellet <n.ouellet@biomarinelittoral.ca>
Subject: RE: Anguille fumée - goût rance à 4 semaines

Décision : à partir de la production de mai, toute l'anguille sort en sac EVOH, avec romarin dans la saumure et 12 h de ressuage. On garde 10 sachets de la production du 7 avril au frigo pour goûter à 8 et 10 semaines.

Merci pour tout,
Mathieu

Imprimé le 2025-04-11 — dossier RS&DE 2025, Fumoir de la Batture
""",
    [
        E("2025-01-14", False, "Sent: Tuesday, January 14, 2025 9:12 AM",
          (R, "Nos filets d'anguille fumée sous vide prennent un goût rance vers la 4e semaine, alors que la date limite sur l'étiquette est à 6 semaines."),
          (R, "Deux épiceries fines de Québec nous en ont retourné en décembre."),
          (A, "On sale en saumure 6 h, on sèche 2 h et on fume à chaud 3 h à l'érable, 70 °C à cœur."),
          (H, "On dirait que c'est l'huile qui suinte dans le sac qui rancit en premier."),
          (N, "Est-ce que votre centre pourrait nous aider à trouver d'où ça vient ?")),
        E("2025-01-20", False, "Sent: Monday, January 20, 2025 3:40 PM",
          (R, "L'anguille a autour de 25 % de gras, en bonne partie insaturé, donc très sensible à l'oxydation."),
          (H, "Je soupçonne votre sac PA/PE de 70 µm : il laisse passer assez d'oxygène en 4 semaines pour oxyder l'huile en surface."),
          (N, "Je propose quatre lots : témoin, extrait de romarin à 0,2 % dans la saumure (R), sac barrière EVOH (E), et romarin + EVOH (RE)."),
          (N, "On mesurerait l'indice de peroxyde et les TBARS à 0, 2, 4 et 6 semaines, avec un panel de 8 personnes à 4 et 6 semaines.")),
        E("2025-01-31", False, "Sent: Friday, January 31, 2025 4:55 PM",
          (A, "On a fumé hier 48 anguilles, 12 par lot, même saumure et même fumage pour tout le monde."),
          (A, "Les lots R et RE ont eu l'extrait de romarin dans la saumure à 0,2 %."),
          (N, "Je vous apporte les échantillons au centre lundi.")),
        E("2025-02-17", False, "Sent: Monday, February 17, 2025 10:20 AM",
          (R, "Résultats à 2 semaines : indice de peroxyde 3,1 meq/kg pour le témoin, 1,4 pour R, 1,2 pour E et 0,8 pour RE."),
          (R, "Pas encore de différence au goût.")),
        E("2025-03-03", False, "Sent: Monday, March 3, 2025 4:12 PM",
          (R, "À 4 semaines, le panel trouve le témoin rance (6 personnes sur 8), R légèrement rance (3 sur 8), E et RE acceptables."),
          (R, "TBARS : témoin 2,9 mg/kg, R 1,6, E 0,9, RE 0,6."),
          (C, "C'est l'oxygène qui entre par le sac qui fait le gros du dommage ; le romarin aide, mais il ne compense pas un sac perméable.")),
        E("2025-03-05", False, "Sent: Wednesday, March 5, 2025 8:03 AM",
          (R, "Les sacs EVOH coûtent 0,38 $ de plus l'unité."),
          (C, "C'est acceptable pour nous."),
          (R, "Par contre, l'huile qui suinte fait encore une flaque jaune pas très belle dans le sac en vitrine."),
          (H, "Je pense qu'un ressuage plus long après le fumage, 12 h au froid avant l'emballage au lieu de 2 h, laisserait moins d'huile sortir dans le sac."),
          (N, "On fait un lot RE avec 12 h de ressuage cette semaine.")),
        E("2025-03-17", False, "Sent: Monday, March 17, 2025 2:31 PM",
          (R, "À 6 semaines : témoin et R rejetés par le panel, E acceptable de justesse, RE bien accepté (goût « frais » pour 7 personnes sur 8)."),
          (R, "Le lot RE à 12 h de ressuage a 40 % moins d'huile libre dans le sac à 2 semaines, 4,1 g contre 6,8 g par sac."),
          (C, "RE avec 12 h de ressuage est la meilleure combinaison de la série."),
          (C, "Gardez la date limite à 6 semaines tant qu'on n'a pas de données plus longues.")),
        E("2025-04-10", False, "Sent: Thursday, April 10, 2025 11:46 AM",
          (C, "Décision : à partir de la production de mai, toute l'anguille sort en sac EVOH, avec romarin dans la saumure et 12 h de ressuage."),
          (N, "On garde 10 sachets de la production du 7 avril au frigo pour goûter à 8 et 10 semaines.")),
    ],
    [
        "Imprimé le 2025-04-11 — dossier RS&DE 2025, Fumoir de la Batture",
    ],
)

# 9 ------------------------------------------------------------------------------------------------
# fr-CA, papeterie artisanale de Baie-Saint-Paul : papier de lin fait main, collé à la gélatine,
# dont l'encre ferrogallique bave ; grenier de séchage très sec l'hiver. Transcription d'un cahier
# d'atelier numérisé, dates jj/mm/aaaa seulement, toutes avec deux parties <= 12 et aucune date
# à barre oblique qui tranche : AMBIGU, lu jour/mois pour fr-CA, sauf « 03/03/2025 » (parties
# égales, jamais ambigu). Les repères de page « [p. 33] », une ligne de pied de numérisation
# (au milieu d'une entrée), un passage rayé « [rayé : ...] » et l'en-tête de transcription
# ne sont pas des phrases. « l'an dernier », « comme le 03/02 » renvoient ailleurs.
case(
    "fr_papier_lin_collage_gelatine_cahier_ambigu", "fr", "fr-CA", "transcription_cahier_atelier_7.txt",
    (2025,),
    """
TRANSCRIPTION — Cahier d'atelier n° 7, pages 31 à 36 (numérisé en mars 2025)
Papeterie du Gouffre, Baie-Saint-Paul. Écriture de Josée Tremblay, papetière ; quelques notes d'Olivier Simard, apprenti.
Conventions : [illisible] = mot non lu ; [rayé : ...] = texte barré dans le cahier ; [p. 32] = début de page.

[p. 31]
Commande de l'Atelier Plume et Encre (Montréal) : 500 feuilles de lin 300 g, encollées, pour l'encre ferrogallique et la gouache. Exigence : aucune bavure à la plume large.
Nos feuilles de l'an dernier, collées à 2 % de gélatine, bavaient sur une feuille sur trois. Le papier de lin boit plus que le coton et personne dans nos contacts n'a de recette de collage pour le lin.

06/01/2025
Bain de gélatine de peau à 3 % (bloom 250) à 40 °C, 20 feuilles trempées 10 s chacune.
Séchage au grenier sur cordes, 16 °C, HR 22 % au thermo-hygro.
À 3 %, la bavure devrait disparaître.

08/01/2025
Feuilles sèches mais très gondolées.
Test plume large, encre ferrogallique : 7 feuilles sur 20 bavent encore, surtout au centre.
Olivier pense qu'avec un air aussi sec les bords sèchent en premier et tirent la gélatine vers eux.

[p. 32]
10/01/2025
Découpé 3 feuilles en 9 carrés, pesé chaque carré avant et après avoir dissous la gélatine à l'eau chaude.
Gélatine au centre : 1,1 % du poids du papier ; sur les bords : 2,6 %.
La gélatine migre bien vers les bords : c'est le séchage qui fait la bavure, pas la dose.

03/02/2025
Olivier a monté un séchoir à plat : feuilles entre buvards, sous planches, humidificateur au grenier réglé à 45 %.
Même bain à 3 %, 20 feuilles.

— Papeterie du Gouffre — numérisation mars 2025 — page 2 —

[p. 33]
HR réelle au grenier 41 % après 2 h [illisible] ventilateur arrêté.

05/02/2025
Séchage de 2 jours au lieu d'un.
Bavure sur 2 feuilles sur 20.
Gélatine : centre 2,0 %, bords 2,3 %.
Sécher lentement règle presque tout.

11/02/2025
Les 2 feuilles qui bavaient viennent toutes deux du bas de la pile du séchoir.
Les buvards du bas restent mouillés plus longtemps, la gélatine doit repasser dans le buvard.
Prochaine étape : intervertir les buvards du haut et du bas à mi-séchage.

[p. 34]
03/03/2025
Lot de 100 feuilles pour Plume et Encre : bain à 3 %, séchoir à plat, buvards intervertis après 24 h.
Bavure sur 1 feuille sur 100 (une bulle d'air restée dans le bain).

04/03/2025
[rayé : envoyé les 100 feuilles mardi]
Appel de la calligraphe de Plume et Encre : aucune bavure à la plume de 5 mm, mais la gouache perle un peu en surface.
Trop de gélatine en surface pour la gouache.
Essayer 2,5 % avec le séchoir lent, comme le 03/02 mais moins concentré.

[p. 36]
Bilan 12/03/2025
Le séchage lent à 45 % d'HR égalise la gélatine dans la feuille et règle la bavure ; la dose n'était pas le problème.
Reste à trouver la dose qui convient à la fois à l'encre et à la gouache.

[fin de la transcription — la page 35 est blanche]
""",
    [
        E("2025-01-06", True, "06/01/2025",
          (A, "Bain de gélatine de peau à 3 % (bloom 250) à 40 °C, 20 feuilles trempées 10 s chacune."),
          (A, "Séchage au grenier sur cordes, 16 °C, HR 22 % au thermo-hygro."),
          (H, "À 3 %, la bavure devrait disparaître.")),
        E("2025-01-08", True, "08/01/2025",
          (R, "Feuilles sèches mais très gondolées."),
          (R, "Test plume large, encre ferrogallique : 7 feuilles sur 20 bavent encore, surtout au centre."),
          (H, "Olivier pense qu'avec un air aussi sec les bords sèchent en premier et tirent la gélatine vers eux.")),
        E("2025-01-10", True, "10/01/2025",
          (A, "Découpé 3 feuilles en 9 carrés, pesé chaque carré avant et après avoir dissous la gélatine à l'eau chaude."),
          (R, "Gélatine au centre : 1,1 % du poids du papier ; sur les bords : 2,6 %."),
          (C, "La gélatine migre bien vers les bords : c'est le séchage qui fait la bavure, pas la dose.")),
        E("2025-02-03", True, "03/02/2025",
          (A, "Olivier a monté un séchoir à plat : feuilles entre buvards, sous planches, humidificateur au grenier réglé à 45 %."),
          (A, "Même bain à 3 %, 20 feuilles."),
          (R, "HR réelle au grenier 41 % après 2 h [illisible] ventilateur arrêté.")),
        E("2025-02-05", True, "05/02/2025",
          (R, "Séchage de 2 jours au lieu d'un."),
          (R, "Bavure sur 2 feuilles sur 20."),
          (R, "Gélatine : centre 2,0 %, bords 2,3 %."),
          (C, "Sécher lentement règle presque tout.")),
        E("2025-02-11", True, "11/02/2025",
          (R, "Les 2 feuilles qui bavaient viennent toutes deux du bas de la pile du séchoir."),
          (H, "Les buvards du bas restent mouillés plus longtemps, la gélatine doit repasser dans le buvard."),
          (N, "Prochaine étape : intervertir les buvards du haut et du bas à mi-séchage.")),
        E("2025-03-03", False, "03/03/2025",
          (A, "Lot de 100 feuilles pour Plume et Encre : bain à 3 %, séchoir à plat, buvards intervertis après 24 h."),
          (R, "Bavure sur 1 feuille sur 100 (une bulle d'air restée dans le bain).")),
        E("2025-03-04", True, "04/03/2025",
          (R, "Appel de la calligraphe de Plume et Encre : aucune bavure à la plume de 5 mm, mais la gouache perle un peu en surface."),
          (C, "Trop de gélatine en surface pour la gouache."),
          (N, "Essayer 2,5 % avec le séchoir lent, comme le 03/02 mais moins concentré.")),
        E("2025-03-12", True, "12/03/2025",
          (C, "Le séchage lent à 45 % d'HR égalise la gélatine dans la feuille et règle la bavure ; la dose n'était pas le problème."),
          (N, "Reste à trouver la dose qui convient à la fois à l'encre et à la gouache.")),
    ],
    [
        "TRANSCRIPTION — Cahier d'atelier n° 7, pages 31 à 36 (numérisé en mars 2025)",
        "Papeterie du Gouffre, Baie-Saint-Paul. Écriture de Josée Tremblay, papetière ; quelques notes d'Olivier Simard, apprenti.",
        "Conventions : [illisible] = mot non lu ; [rayé : ...] = texte barré dans le cahier ; [p. 32] = début de page.",
        "Commande de l'Atelier Plume et Encre (Montréal) : 500 feuilles de lin 300 g, encollées, pour l'encre ferrogallique et la gouache.",
        "Nos feuilles de l'an dernier, collées à 2 % de gélatine, bavaient sur une feuille sur trois.",
        "[fin de la transcription — la page 35 est blanche]",
    ],
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
        # English Outlook headers in a French record ("Sent: Tuesday, January 14, 2025 9:12 AM")
        return parse_marker(marker, "en", locale)
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
    wd_names = EN_WD if c["language"] == "en" else dict(
        FR_WD, **{k: v for k, v in EN_WD.items() if k.endswith("day")})

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
