#!/usr/bin/env python3
"""Writes the logbook_first_12 held-out cases (one record file + case.json per folder) and checks them.

Run:  python3 tests/quality/logbook_first_12/make_cases.py [-v]
Schema: same as logbook_first_11 (and logbook_first_10): case.json = name, language, locale,
entries [{date, ambiguous, sentences [{text, label}]}], undated.
Nine writers (4 English en-CA, 1 English en-US, 4 French Quebec), subjects new to every earlier
logbook set:
  * a hospital-linen laundry's cold ozone wash (tunnel-washer shift log: "Mon 24/2", "Tue 11/3",
    a "Fri" stamp with no date, "Shift notes Thursday March 20" with the date inside the line);
  * an underground gold mine's low-binder paste backfill (LabArchives notebook printed to PDF and
    pasted as text: "January 13, 2025" titles, an entry titled "... (cast Mar 3) — Monday, March 31,
    2025", printed-on footers with ISO stamps that date nothing);
  * a frozen-food plant's cracking pierogi (trial tracker exported from Excel as tab-delimited text,
    dd/mm/yyyy, AMBIGUOUS, two rows of one day making one entry);
  * a forestry start-up's camera log scaling at a mill truck scale (Google Groups digests pasted into
    one file, posts stamped "Jan 08 09:41PM -0800" inside the author line, quoted lines);
  * a Vermont ski area's snowmaking at marginal temperatures (en-US field notes, m/d: "Mon 12/2",
    "Night of 12/9 into 12/10", "1/6/25");
  * une imprimerie d'étiquettes et une cidrerie : étiquettes de cidre de glace qui plissent au seau à
    glace (fil Gmail imprimé, « 4 février 2025 à 09:12 », citations « Le ... a écrit : »);
  * une usine de canneberges séchées réduites en sucre qui s'agglomèrent en boîte (journal de quarts :
    « lun. 3 mars », « Quart de nuit du 6 au 7 mars », « 10/03/2025 » tranché par « 17/03/2025 »,
    « jeudi le 20 mars »);
  * une jeune pousse de radar 60 GHz pour la détection des chutes en RPA (export Slack en texte,
    « [2025-01-14 09:12] », réponses de fil sous leur message, une entrée en retard);
  * une entreprise de forage géothermique et son coulis thermique l'hiver (notes de chantier,
    jj/mm/aaaa, AMBIGU, la date au milieu de la première ligne : « Forage F-3 — 05/12/2024 — ... »).
Each record has 8-11 dated entries of 2-8 labelled sentences.

Conventions (same as the earlier sets):
  * a date range or a week heading dates its entry on the FIRST day ("Night of 12/9 into 12/10",
    « Quart de nuit du 6 au 7 mars »); a summary headed by its day takes that written day;
  * a chat or e-mail message is dated by its own stamp or header; messages of one day (channel
    messages, a post and its same-day replies, two spreadsheet rows of one date) make one entry; a
    stamp by weekday only ("Fri nights") takes the first such weekday after the entry before it;
    From/To/Subject lines, author and time lines, digest boilerplate, quoted lines ("> ..."),
    quote headers (« Le ... a écrit : »), greetings and signatures are not sentences;
  * an electronic-notebook entry is dated by its own date line; "Printed on" footers, "Created",
    "Modified" and export stamps are paperwork and date nothing;
  * `ambiguous` follows the slashed-date rule (both parts <= 12 and different, and no slashed date
    in the file with a part > 12 settles the order; en-CA and fr-CA read day/month, en-US
    month/day);
  * a date inside a sentence that points back or ahead ("from the 11th", "cast Feb 3",
    « le 14 mars ») creates no entry;
  * undated = header/preamble lines, setup and spec lines, trailing notes and to-do lists.
Labels: hypothesis = a supposition or expectation stated before it is checked ("My guess is",
"should", "I suspect", "Expect", « je soupçonne », « ça devrait », « à mon avis », « on pense
que »); activity = what was done or set up (set-points and quantities included, routine production
work too); result = what was measured or observed; conclusion = what the writer concludes or
decides, tentative ones, requirements laid down by a client or a regulator and shop rules included;
next_step = intentions, plans and requests ("Going to", "Next:", "can you ...", « On va »,
« Prochaine étape : », « peux-tu ... »).

Checks (as in logbook_first_11): every text verbatim and exactly once in the record, on one line,
no overlap; every entry's `marker` (kept here only) parses to its date by the case's locale and any
weekday written in it matches; a weekday-only marker must fall 1-7 days after the entry before it
in the file; dates strictly increase; file order = date order except declared late entries;
undated texts outside every entry; ambiguity by the slashed-date rule; 6-16 entries, 2-8 sentences
each; after writing, case.json is re-read and every text is checked to be a substring of the record
file. With -v the leftover text is printed for eyeballing.
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
# en-CA, commercial laundry (Dieppe NB) doing hospital linen on a 12-module tunnel washer, trying a
# 40 °C ozone wash instead of 71 °C to cut natural gas. The shift-log binder copied out by the plant
# manager. Headers "==== Mon 24/2 — DAYS — Rachel P. ====" (d/m, settled by 24/2, 26/2, 28/2, 14/3,
# so "Mon 3/3", "Tue 11/3" and "Mon 7/4" are not ambiguous), a sheet taped in with its date inside
# the line ("Shift notes Thursday March 20 — ..."), and "==== Fri — NIGHTS — Kev ====" with no date
# (the Friday after Thursday March 20). "Monday's plates", "from the 11th", "next Monday", "by
# Friday", "Apr 11" (copy note) point back or ahead or are paperwork (no entry). Routine production
# lines (ironer belt) are activities. "Dom ... expected", "My guess is", "Should", "probably",
# "Marc thinks" hypotheses; "Back to 71 °C ..." and "Lise's call:" as conclusions; "They go to the lab
# with the morning courier", "Going to ask", "I'll send" next steps. Undated: header block, module
# layout and two trailing reminders.
case(
    "hospital_linen_ozone_cold_wash", "en", "en-CA", "cbw2_shift_log_ozone_trial.txt", (2025,),
    """
CBW-2 TUNNEL WASHER — SHIFT LOG (hospital linen)
Maritime Linen Services, Dieppe NB. Ozone pages copied out of the shift binder by Lise Arsenault (plant manager) on Apr 11 for the SR&ED file.
Trial: cold wash with ozone on hospital whites (sheets, towels, pillowcases, OR packs). The hospital formula washes at 71 °C for 25 min and that is most of our gas bill. Target is a 40 °C wash that still passes hygienically clean: RODAC plates under 20 CFU/dm² on every piece, per the Horizon Health contract.
Ozone skid: 30 g/h corona generator on an oxygen concentrator, venturi into a module recirc line, dissolved O3 probe in the module bath.
CBW-2 layout: modules 1-2 pre-wash, 3-8 main wash, 9-11 rinse, 12 sour/softener.

==== Mon 24/2 — DAYS — Rachel P. ====
Ozone skid commissioned on CBW-2 this morning, injecting into the module 3 and 4 recirc, generator at 60% (about 18 g/h).
Ran the first 6 batches of hospital whites with the wash zone at 40 °C instead of 71, same chemistry as always (alkali, detergent, peroxide bleach).
Dissolved O3 in the module 3 bath 0.02 ppm, basically nothing.
Dom from the ozone supplier expected 0.3 to 0.5 ppm in the bath once it settled.
RODAC plates on 5 sheets and 5 towels off the folder. They go to the lab with the morning courier.
Ironer 2 down 40 min for a new belt.

==== Wed 26/2 — NIGHTS — Kev ====
Generator turned up to 80% at start of shift.
O3 in the module 3 bath still under 0.05 ppm all night.
Pulled a bath sample from mod 3 at 02:00: pH 11.2, 41 °C.
My guess is the alkali carried into mod 3 eats the ozone before it can do anything, ozone falls apart fast at high pH.
Left the generator at 80% for the day shift.

==== Fri 28/2 — DAYS — Rachel P. ====
RODAC results from Monday's plates: sheets 4 to 38 CFU/dm², towels 12 to 61, 3 of the 10 over the limit.
Same test on 71 °C linen in January: all 10 under 5.
So the cold wash isn't hygienically clean yet.
Back to 71 °C on all hospital linen until the pH problem is sorted, told Lise.

==== Mon 3/3 — DAYS — Rachel P. ====
Chem rep (Marc) in all morning.
Switched 2 of the 4 hospital formulas to his low-alkali detergent, mod 3 bath down to pH 9.4, still at 40 °C.
O3 in mod 3 came up to 0.21 ppm with the generator at 80%.
Checked 20 pillowcases off the low-alkali formula, 6 have a grey cast you can see next to a new one.
Marc thinks 9.4 is still too alkaline for the ozone to last across six main-wash modules.

==== Tue 11/3 — NIGHTS — Kev ====
Maintenance moved the ozone injection to module 10 (middle rinse, bath near neutral), per Marc and Dom.
Back to the regular detergent in the wash zone, still 40 °C.
Mod 10 bath pH 7.1, 36 °C, O3 0.46 ppm, and still 0.3 ppm in the water counterflowing into mod 9.
Ran 22 batches of whites on this setup, about 1,100 kg.
Should get the kill from the ozone now that the alkali isn't eating it.
RODAC on 10 pieces, in the courier box.

==== Fri 14/3 — DAYS — Rachel P. ====
RODAC from the 11th: all 10 under 20 CFU/dm², highest 9 (a towel).
Whiteness on the test sheet strips down from 152 to 146 after 10 cycles at 40 °C.
Ozone in the rinse fixes the counts.
The greying is probably the peroxide bleach doing nothing at 40 °C, it wants 60 or more.
Going to ask Marc for a peracetic acid product that works cold, dosed in module 5.

Shift notes Thursday March 20 — Rachel P., days (binder sheet was full, taped in)
Marc set up peracetic acid dosing into module 5, 150 ppm at 40 °C, ozone still in module 10.
Ran the whole shift on it, 64 batches of hospital whites.
Ironer crew noticed a vinegar smell on the first batches.
Cut the sour back 20% at 10:30.
No smell after that.
New whiteness strips in, 25 cycles on the PAA formula starting today.

==== Fri — NIGHTS — Kev ====
PAA day 2, no complaints from the ironer or the folders.
Gas meter 38 GJ for the shift, a normal 71 °C night on hospital work is 60 to 62.
That's about 37% less gas if it holds.

==== Mon 7/4 — DAYS — Rachel P. ====
25-cycle strips back from the lab: whiteness 151 on PAA + ozone at 40 °C, 153 on the 71 °C control sheets.
Tensile loss 4% on the cold formula, 6% on the hot one.
RODAC on 20 pieces last week, every one under 10 CFU/dm².
The cold formula is as clean as the hot one and easier on the linen.
Lise's call: all hospital whites go on the 40 °C ozone + PAA formula from next Monday, OR packs stay at 71 °C until infection control signs off.
I'll send the RODAC and whiteness numbers to Horizon infection control by Friday.

REMINDER: lock out the ozone generator and run the off-gas fan 10 min before opening any module lid.
O3 probe calibrated every Monday on days (Rachel), log sheet in the back pocket of the binder.
""",
    [
        E("2025-02-24", False, "Mon 24/2",
          (A, "Ozone skid commissioned on CBW-2 this morning, injecting into the module 3 and 4 recirc, generator at 60% (about 18 g/h)."),
          (A, "Ran the first 6 batches of hospital whites with the wash zone at 40 °C instead of 71, same chemistry as always (alkali, detergent, peroxide bleach)."),
          (R, "Dissolved O3 in the module 3 bath 0.02 ppm, basically nothing."),
          (H, "Dom from the ozone supplier expected 0.3 to 0.5 ppm in the bath once it settled."),
          (A, "RODAC plates on 5 sheets and 5 towels off the folder."),
          (N, "They go to the lab with the morning courier."),
          (A, "Ironer 2 down 40 min for a new belt.")),
        E("2025-02-26", False, "Wed 26/2",
          (A, "Generator turned up to 80% at start of shift."),
          (R, "O3 in the module 3 bath still under 0.05 ppm all night."),
          (R, "Pulled a bath sample from mod 3 at 02:00: pH 11.2, 41 °C."),
          (H, "My guess is the alkali carried into mod 3 eats the ozone before it can do anything, ozone falls apart fast at high pH."),
          (A, "Left the generator at 80% for the day shift.")),
        E("2025-02-28", False, "Fri 28/2",
          (R, "RODAC results from Monday's plates: sheets 4 to 38 CFU/dm², towels 12 to 61, 3 of the 10 over the limit."),
          (R, "Same test on 71 °C linen in January: all 10 under 5."),
          (C, "So the cold wash isn't hygienically clean yet."),
          (C, "Back to 71 °C on all hospital linen until the pH problem is sorted, told Lise.")),
        E("2025-03-03", False, "Mon 3/3",
          (A, "Chem rep (Marc) in all morning."),
          (A, "Switched 2 of the 4 hospital formulas to his low-alkali detergent, mod 3 bath down to pH 9.4, still at 40 °C."),
          (R, "O3 in mod 3 came up to 0.21 ppm with the generator at 80%."),
          (R, "Checked 20 pillowcases off the low-alkali formula, 6 have a grey cast you can see next to a new one."),
          (H, "Marc thinks 9.4 is still too alkaline for the ozone to last across six main-wash modules.")),
        E("2025-03-11", False, "Tue 11/3",
          (A, "Maintenance moved the ozone injection to module 10 (middle rinse, bath near neutral), per Marc and Dom."),
          (A, "Back to the regular detergent in the wash zone, still 40 °C."),
          (R, "Mod 10 bath pH 7.1, 36 °C, O3 0.46 ppm, and still 0.3 ppm in the water counterflowing into mod 9."),
          (A, "Ran 22 batches of whites on this setup, about 1,100 kg."),
          (H, "Should get the kill from the ozone now that the alkali isn't eating it."),
          (A, "RODAC on 10 pieces, in the courier box.")),
        E("2025-03-14", False, "Fri 14/3",
          (R, "RODAC from the 11th: all 10 under 20 CFU/dm², highest 9 (a towel)."),
          (R, "Whiteness on the test sheet strips down from 152 to 146 after 10 cycles at 40 °C."),
          (C, "Ozone in the rinse fixes the counts."),
          (H, "The greying is probably the peroxide bleach doing nothing at 40 °C, it wants 60 or more."),
          (N, "Going to ask Marc for a peracetic acid product that works cold, dosed in module 5.")),
        E("2025-03-20", False, "Thursday March 20",
          (A, "Marc set up peracetic acid dosing into module 5, 150 ppm at 40 °C, ozone still in module 10."),
          (A, "Ran the whole shift on it, 64 batches of hospital whites."),
          (R, "Ironer crew noticed a vinegar smell on the first batches."),
          (A, "Cut the sour back 20% at 10:30."),
          (R, "No smell after that."),
          (A, "New whiteness strips in, 25 cycles on the PAA formula starting today.")),
        E("2025-03-21", False, "Fri — NIGHTS",
          (R, "PAA day 2, no complaints from the ironer or the folders."),
          (R, "Gas meter 38 GJ for the shift, a normal 71 °C night on hospital work is 60 to 62."),
          (C, "That's about 37% less gas if it holds.")),
        E("2025-04-07", False, "Mon 7/4",
          (R, "25-cycle strips back from the lab: whiteness 151 on PAA + ozone at 40 °C, 153 on the 71 °C control sheets."),
          (R, "Tensile loss 4% on the cold formula, 6% on the hot one."),
          (R, "RODAC on 20 pieces last week, every one under 10 CFU/dm²."),
          (C, "The cold formula is as clean as the hot one and easier on the linen."),
          (C, "Lise's call: all hospital whites go on the 40 °C ozone + PAA formula from next Monday, OR packs stay at 71 °C until infection control signs off."),
          (N, "I'll send the RODAC and whiteness numbers to Horizon infection control by Friday.")),
    ],
    [
        "Maritime Linen Services, Dieppe NB. Ozone pages copied out of the shift binder by Lise Arsenault (plant manager) on Apr 11 for the SR&ED file.",
        "Trial: cold wash with ozone on hospital whites (sheets, towels, pillowcases, OR packs). The hospital formula washes at 71 °C for 25 min and that is most of our gas bill. Target is a 40 °C wash that still passes hygienically clean: RODAC plates under 20 CFU/dm² on every piece, per the Horizon Health contract.",
        "Ozone skid: 30 g/h corona generator on an oxygen concentrator, venturi into a module recirc line, dissolved O3 probe in the module bath.",
        "CBW-2 layout: modules 1-2 pre-wash, 3-8 main wash, 9-11 rinse, 12 sour/softener.",
        "REMINDER: lock out the ozone generator and run the off-gas fan 10 min before opening any module lid.",
        "O3 probe calibrated every Monday on days (Rachel), log sheet in the back pocket of the binder.",
    ],
)


# 2 ------------------------------------------------------------------------------------------------
# en-CA, underground gold mine (Red Lake ON), paste-fill QA lab cutting binder from 5% GU to 3.5%
# with a slag blend, in cold stopes and with sulphide-rich tailings. A LabArchives notebook printed
# to PDF and pasted as text: entry titles "January 13, 2025 — ...", one typed as "2025-02-18 — ...",
# one with the date at the END of its title ("28-day breaks B3 (cast Mar 3) — Monday, March 31,
# 2025"), and a back-entered entry "April 9, 2025 — ... (entered Apr 16)" printed after the Apr 16
# meeting (late). Every page ends in a "Printed 2025-04-17 ..." footer (one of them falls inside an
# entry) and some entries carry "Last modified ..." lines: paperwork, no entry. "Jan 9 mill
# sample", "Feb 27 mill sample", "cast Mar 3", "June 2" point elsewhere (no entry). Table rows of
# breaks are results; the table captions are not sentences. "Expect", "I suspect", "could", "If
# ..., B3c should", "My worry is", "Raj expects" hypotheses; "Agreed:" and "Nothing changes"
# conclusions; "Next:", "Kim wants 3 cores ...", "are due June 2" next steps. Undated: notebook
# header, mine and project lines, cylinder method line and a trailing note.
case(
    "paste_backfill_low_binder_cold_stopes", "en", "en-CA", "labarchives_PF-LB_print.txt", (2025,),
    """
LabArchives | Notebook: Paste Fill QA Lab 2025 | Folder: PF-LB Low binder | 10 entries
Printed by Samuel Oduya, 2025-04-17 10:52

Kerrigan Lake Mine (underground gold), Red Lake ON. Paste plant QA lab.
Project PF-LB: cut the paste binder from 5.0% GU cement to 3.5% or less with a slag blend. Binder is about 38% of backfill operating cost.
Design strength for exposed primary stope walls: 1.0 MPa UCS at 28 days. Our tailings carry 6-9% sulphides (mostly pyrrhotite) and the stopes sit at 7-9 °C; the slag supplier's data are all for 20 °C cure and sulphide-free tails.
Cylinders: 76 x 152 mm plastic moulds, 3 per age per mix, UCS on the 50 kN load frame, mean of 3 reported.

------------------------------------------------------------
January 13, 2025 — Series B1/B2 cast
Samuel Oduya
Cast B1 (GU only) at 5.0%, 4.0% and 3.5% binder and B2 (80:20 slag:GU) at 4.0% and 3.5%, full tails from the Jan 9 mill sample, 75% solids.
Slump 7.0-7.5 in on all five mixes.
Half the cylinders went into the humidity room at 20 °C, half into the walk-in cooler at 8 °C to match the stopes.
Expect the slag mixes to come up slower in the cooler, slag needs heat to get going.

------------------------------------------------------------
January 20, 2025 — 7-day breaks B1/B2
Samuel Oduya
7-day UCS (MPa), 20 °C / 8 °C:
GU 5.0%: 0.52 / 0.41
GU 3.5%: 0.30 / 0.22
Slag 4.0%: 0.33 / 0.12
Slag 3.5%: 0.27 / 0.09
The 8 °C slag cylinders are soft enough to dent with a thumbnail.
At 7 days the cold hurts the slag blend far more than it hurts GU.

Printed 2025-04-17 10:52 | Samuel Oduya | Page 1 of 4
------------------------------------------------------------
February 10, 2025 — 28-day breaks B1/B2
Samuel Oduya | Last modified 2025-02-18 14:20 (XRD link added)
28-day UCS (MPa), 20 °C / 8 °C:
GU 5.0%: 1.18 / 1.03
GU 3.5%: 0.71 / 0.55
Slag 4.0%: 1.46 / 0.88
Slag 3.5%: 1.31 / 0.71
At 20 °C the slag blend beats GU at a lower dose, but at 8 °C none of the 3.5% mixes make 1.0 MPa.
The slag cylinders from the cooler have a rusty orange rim 2-3 mm deep that the 20 °C ones don't.
I suspect the pyrrhotite is oxidizing near the surface and the sulphate is attacking the slag paste.
Sent 2 of the 8 °C slag 3.5% cylinders to the Laurentian lab for XRD and SEM.

------------------------------------------------------------
2025-02-18 — XRD/SEM report, Laurentian
Kim Bouchard
Report from Dr. Keller's lab: gypsum 3.1% in the rim vs 0.4% in the core, ettringite needles in the rim only, rim porosity about twice the core.
So sulphate from the oxidizing tails is forming gypsum and ettringite in the outer paste, and that is where the strength goes.
At 28 days it is only the rim, but by 90 days it could work its way through the whole cylinder.
Next: 90-day breaks on the B1/B2 cylinders we still have, and a series with a sulphate-resistant binder.

------------------------------------------------------------
March 3, 2025 — Series B3 cast
Samuel Oduya
Cast B3, all at 3.5% binder, tails from the Feb 27 mill sample, 75% solids:
B3a 80:20 slag:HS (sulphate-resistant) cement
B3b 80:20 slag:GU + 1% calcium nitrate by binder mass
B3c same as B3b with the mix water warmed to 25 °C (the paste plant could heat it off the boiler loop)
All B3 cylinders into the 8 °C cooler, 3 per age at 7, 28 and 90 days.
If a cold start is most of the problem, B3c should be well ahead of B3b at 7 days.

------------------------------------------------------------
March 10, 2025 — 7-day breaks B3
Samuel Oduya
7-day UCS at 8 °C: B3a 0.14, B3b 0.21, B3c 0.29 MPa.
Calcium nitrate roughly doubles the early strength of the slag blend in the cold, and the warm water adds more on top.

Printed 2025-04-17 10:52 | Samuel Oduya | Page 2 of 4
HS cement on its own does nothing for early strength.

------------------------------------------------------------
28-day breaks B3 (cast Mar 3) — Monday, March 31, 2025
Samuel Oduya
28-day UCS at 8 °C: B3a 0.96, B3b 1.07, B3c 1.12 MPa.
No orange rim on B3a; B3b and B3c have a faint one, under 1 mm.
B3b and B3c make the 1.0 MPa design strength at 3.5% binder in the cold.
My worry is the nitrate mixes don't have the sulphate resistance of B3a and will drop off by 90 days.

------------------------------------------------------------
April 14, 2025 — 90-day breaks B1/B2
Samuel Oduya
90-day UCS at 8 °C: GU 5.0% 1.21, slag 4.0% 0.92, slag 3.5% 0.58 MPa (0.71 at 28 days).
The plain slag 3.5% lost 18% between 28 and 90 days while GU kept gaining.
Cut one slag 3.5% cylinder lengthwise: the orange rim is now 8-10 mm deep and crumbles under a knife.
Strength loss with these tails in the cold is real, the plain slag blend is out.

Printed 2025-04-17 10:52 | Samuel Oduya | Page 3 of 4
------------------------------------------------------------
April 16, 2025 — PF-LB meeting with mine planning
Kim Bouchard
Samuel Oduya, Kim Bouchard (backfill engineer), Raj Patel (mine planning).
Agreed: B3b goes to a full-scale trial on stope 740-12 in May, with cylinders cast at the fill point.
Kim wants 3 cores pulled from the stope wall at 90 days before anything is mined next to it.
Raj expects binder savings around $1.9 M a year if B3b holds at 90 days.
90-day B3 breaks are due June 2.
Nothing changes in the regular fill recipe before then.

------------------------------------------------------------
April 9, 2025 — paste plant water heating check (entered Apr 16)
Samuel Oduya
Ran the mix tank water through the boiler-loop heat exchanger for a 2 h test pour.
Water came up from 4 °C to 19 °C at full plant flow, not the 25 °C we used on B3c.
Paste was 14 °C at the plant discharge and 11 °C at the fill point, 600 m down the line.
Getting to 25 °C would take a bigger exchanger, so B3b is the recipe we can actually run.

Method note: breaks follow ASTM D2166 at 1 mm/min; cylinders capped with sulphur compound the day before.
Printed 2025-04-17 10:52 | Samuel Oduya | Page 4 of 4
""",
    [
        E("2025-01-13", False, "January 13, 2025",
          (A, "Cast B1 (GU only) at 5.0%, 4.0% and 3.5% binder and B2 (80:20 slag:GU) at 4.0% and 3.5%, full tails from the Jan 9 mill sample, 75% solids."),
          (R, "Slump 7.0-7.5 in on all five mixes."),
          (A, "Half the cylinders went into the humidity room at 20 °C, half into the walk-in cooler at 8 °C to match the stopes."),
          (H, "Expect the slag mixes to come up slower in the cooler, slag needs heat to get going.")),
        E("2025-01-20", False, "January 20, 2025",
          (R, "GU 5.0%: 0.52 / 0.41"),
          (R, "GU 3.5%: 0.30 / 0.22"),
          (R, "Slag 4.0%: 0.33 / 0.12"),
          (R, "Slag 3.5%: 0.27 / 0.09"),
          (R, "The 8 °C slag cylinders are soft enough to dent with a thumbnail."),
          (C, "At 7 days the cold hurts the slag blend far more than it hurts GU.")),
        E("2025-02-10", False, "February 10, 2025",
          (R, "GU 5.0%: 1.18 / 1.03"),
          (R, "GU 3.5%: 0.71 / 0.55"),
          (R, "Slag 4.0%: 1.46 / 0.88"),
          (R, "Slag 3.5%: 1.31 / 0.71"),
          (C, "At 20 °C the slag blend beats GU at a lower dose, but at 8 °C none of the 3.5% mixes make 1.0 MPa."),
          (R, "The slag cylinders from the cooler have a rusty orange rim 2-3 mm deep that the 20 °C ones don't."),
          (H, "I suspect the pyrrhotite is oxidizing near the surface and the sulphate is attacking the slag paste."),
          (A, "Sent 2 of the 8 °C slag 3.5% cylinders to the Laurentian lab for XRD and SEM.")),
        E("2025-02-18", False, "2025-02-18",
          (R, "Report from Dr. Keller's lab: gypsum 3.1% in the rim vs 0.4% in the core, ettringite needles in the rim only, rim porosity about twice the core."),
          (C, "So sulphate from the oxidizing tails is forming gypsum and ettringite in the outer paste, and that is where the strength goes."),
          (H, "At 28 days it is only the rim, but by 90 days it could work its way through the whole cylinder."),
          (N, "Next: 90-day breaks on the B1/B2 cylinders we still have, and a series with a sulphate-resistant binder.")),
        E("2025-03-03", False, "March 3, 2025",
          (A, "Cast B3, all at 3.5% binder, tails from the Feb 27 mill sample, 75% solids:"),
          (A, "B3a 80:20 slag:HS (sulphate-resistant) cement"),
          (A, "B3b 80:20 slag:GU + 1% calcium nitrate by binder mass"),
          (A, "B3c same as B3b with the mix water warmed to 25 °C (the paste plant could heat it off the boiler loop)"),
          (A, "All B3 cylinders into the 8 °C cooler, 3 per age at 7, 28 and 90 days."),
          (H, "If a cold start is most of the problem, B3c should be well ahead of B3b at 7 days.")),
        E("2025-03-10", False, "March 10, 2025",
          (R, "7-day UCS at 8 °C: B3a 0.14, B3b 0.21, B3c 0.29 MPa."),
          (C, "Calcium nitrate roughly doubles the early strength of the slag blend in the cold, and the warm water adds more on top."),
          (C, "HS cement on its own does nothing for early strength.")),
        E("2025-03-31", False, "Monday, March 31, 2025",
          (R, "28-day UCS at 8 °C: B3a 0.96, B3b 1.07, B3c 1.12 MPa."),
          (R, "No orange rim on B3a; B3b and B3c have a faint one, under 1 mm."),
          (C, "B3b and B3c make the 1.0 MPa design strength at 3.5% binder in the cold."),
          (H, "My worry is the nitrate mixes don't have the sulphate resistance of B3a and will drop off by 90 days.")),
        E("2025-04-09", False, "April 9, 2025",
          (A, "Ran the mix tank water through the boiler-loop heat exchanger for a 2 h test pour."),
          (R, "Water came up from 4 °C to 19 °C at full plant flow, not the 25 °C we used on B3c."),
          (R, "Paste was 14 °C at the plant discharge and 11 °C at the fill point, 600 m down the line."),
          (C, "Getting to 25 °C would take a bigger exchanger, so B3b is the recipe we can actually run.")),
        E("2025-04-14", False, "April 14, 2025",
          (R, "90-day UCS at 8 °C: GU 5.0% 1.21, slag 4.0% 0.92, slag 3.5% 0.58 MPa (0.71 at 28 days)."),
          (R, "The plain slag 3.5% lost 18% between 28 and 90 days while GU kept gaining."),
          (R, "Cut one slag 3.5% cylinder lengthwise: the orange rim is now 8-10 mm deep and crumbles under a knife."),
          (C, "Strength loss with these tails in the cold is real, the plain slag blend is out.")),
        E("2025-04-16", False, "April 16, 2025",
          (C, "Agreed: B3b goes to a full-scale trial on stope 740-12 in May, with cylinders cast at the fill point."),
          (N, "Kim wants 3 cores pulled from the stope wall at 90 days before anything is mined next to it."),
          (H, "Raj expects binder savings around $1.9 M a year if B3b holds at 90 days."),
          (N, "90-day B3 breaks are due June 2."),
          (C, "Nothing changes in the regular fill recipe before then.")),
    ],
    [
        "Kerrigan Lake Mine (underground gold), Red Lake ON. Paste plant QA lab.",
        "Project PF-LB: cut the paste binder from 5.0% GU cement to 3.5% or less with a slag blend. Binder is about 38% of backfill operating cost.",
        "Design strength for exposed primary stope walls: 1.0 MPa UCS at 28 days. Our tailings carry 6-9% sulphides (mostly pyrrhotite) and the stopes sit at 7-9 °C; the slag supplier's data are all for 20 °C cure and sulphide-free tails.",
        "Cylinders: 76 x 152 mm plastic moulds, 3 per age per mix, UCS on the 50 kN load frame, mean of 3 reported.",
        "Method note: breaks follow ASTM D2166 at 1 mm/min; cylinders capped with sulphur compound the day before.",
    ],
    late=("2025-04-09",),
)


# 3 ------------------------------------------------------------------------------------------------
# en-CA, frozen-food plant (Winnipeg MB), potato-cheddar pierogi cracking after the spiral freezer
# and in the retailer's DC. The QA trial tracker exported from Excel as tab-delimited text (cells
# with commas come out in double quotes), one row per trial, columns Date / Trial / What we changed
# / Result / Notes. AMBIGUOUS record: every date is dd/mm/yyyy with both parts <= 12 and different,
# and no slashed date in the file settles the order; read day/month (en-CA). Two rows dated
# 10/01/2025 and two dated 05/02/2025 each make one entry. The "see 11/02" cell and "the 2 lots from
# 10/03" point back (no entry); the export note's "Apr 14" is paperwork. Each cell may hold several
# sentences: the change cell is activity, the result cell result, the notes cell hypothesis,
# conclusion or next step by what it says ("I think", "should", "I expect" hypotheses; "Stay at
# -35", "Decision:" conclusions; "Try the dough side next", "Ask Rollmatic ...", "Results in 3
# weeks" next steps). Undated: export note, plant and problem lines, the crack definition and a
# trailing note; the column header row is not a sentence.
case(
    "pierogi_spiral_freezer_cracking_ambiguous", "en", "en-CA", "line2_crack_trials_export.txt", (2025,),
    """
Pierogi crack trials 2025 - Trials tab. Saved as Text (Tab delimited) on Apr 14 by Tamara (QA) for the SR&ED file, comments column kept.
Prairie Baba Foods, Winnipeg MB. Line 2: potato-cheddar pierogi, 32 g, sheeted dough, steam blanch, spiral freezer, bagged 1 kg.
Problem: the retailer rejected 3 lots in December for cracked pierogi in the bag. The cracks open up after the spiral freezer and get worse in the retailer's DC freezer.
Crack % = pieces with a split longer than 5 mm, 2000 pieces counted off the packing belt per trial.

Date\tTrial\tWhat we changed\tResult\tNotes
06/01/2025\tT0\t"Baseline, no change: dough 46% water, filling 68% moisture, steam 90 s, straight into the spiral at -35 °C for 22 min."\t"Cracked 14.2% at packing, 19.5% after 7 days at -25 °C."\tCracks run along the crimp or right across the top. I think the filling swells when it freezes and bursts the dough from the inside.
08/01/2025\tT1\t"Added a 10 min pre-chill in the cooling tunnel at 2 °C between the steamer and the spiral, rest as T0."\tCracked 12.8% at packing.\tPre-chill alone barely moves it. Not worth 10 min of line time.
10/01/2025\tT2\t"Filling moisture down from 68% to 62% with 4% potato flakes, rest as T0."\t"Cracked 6.1% at packing, 8.0% after 7 days."\tDrier filling cuts it by more than half, so filling expansion is a big part of it. Filling tastes pasty to me.
10/01/2025\tT2 panel\t"Taste panel of 8, T0 vs T2 blind."\t"6 of 8 picked T0, T2 called dry and floury."\tCan't go to 62% without fixing the texture. Try the dough side next.
03/02/2025\tT3\t"Dough: 3% canola oil and 1.5% modified tapioca starch added, water up to 48%, filling back to 65% moisture."\t"Cracked 3.9% at packing, 5.2% after 7 days."\tDough stretches a lot more at the sheeter. The starch should hold water in the dough through freezing so the skin stays flexible at the crimp.
05/02/2025\tT4\t"T3 recipe, spiral at -28 °C for 30 min instead of -35 °C for 22."\tCracked 7.7% at packing.\tSlower freeze is worse.
05/02/2025\tT5\t"T3 recipe, spiral at -40 °C for 18 min (the most the plant can do)."\tCracked 3.6% at packing.\t"Colder is a touch better, but -40 costs a lot of compressor time for 0.3%. Stay at -35."
11/02/2025\tT6\t"Abuse test: 40 bags each of T0 and T3 through 4 cycles between -18 and -5 °C in the test freezer, 24 h per step, to copy a bad DC."\t\tResults in 3 weeks. I expect T0 to get a lot worse and T3 to hold.
04/03/2025\tT6\tsee 11/02\t"After 4 cycles: T0 27.1% cracked, T3 6.0%. Loose ice crystals inside the T0 bags, almost none in the T3 bags."\tT3 holds up under abuse far better than T0. Next: a full shift on T3.
10/03/2025\tT7\t"Full day shift on T3 dough and 65% filling, 6.4 t through Line 2."\t"Cracked 2.9% at packing. Sheeter jammed 4 times, the dough sticks to the bottom roller once it warms up."\tRecipe works at full scale but the dough gets too sticky for the sheeter after about 2 h. Ask Rollmatic about a PTFE-coated bottom roller and try chilled dough water.
07/04/2025\tT8\t"Second full shift: dough water chilled to 4 °C, new PTFE bottom roller."\t"Cracked 2.5% at packing, no sheeter jams in 8 h."\t"Retailer QA signed off the 2 lots from 10/03 after their 4-week DC hold, 1.8% cracked in the bag. Decision: T3 dough + 65% filling + chilled water is the Line 2 standard from next Monday."

Counts done by the packing lead on shift; Tamara re-counts 1 trial in 5.
Retailer DC freezer spec is -25 °C but their loggers show swings to -12 °C during truck loading.
""",
    [
        E("2025-01-06", True, "06/01/2025",
          (A, "Baseline, no change: dough 46% water, filling 68% moisture, steam 90 s, straight into the spiral at -35 °C for 22 min."),
          (R, "Cracked 14.2% at packing, 19.5% after 7 days at -25 °C."),
          (R, "Cracks run along the crimp or right across the top."),
          (H, "I think the filling swells when it freezes and bursts the dough from the inside.")),
        E("2025-01-08", True, "08/01/2025",
          (A, "Added a 10 min pre-chill in the cooling tunnel at 2 °C between the steamer and the spiral, rest as T0."),
          (R, "Cracked 12.8% at packing."),
          (C, "Pre-chill alone barely moves it."),
          (C, "Not worth 10 min of line time.")),
        E("2025-01-10", True, "10/01/2025",
          (A, "Filling moisture down from 68% to 62% with 4% potato flakes, rest as T0."),
          (R, "Cracked 6.1% at packing, 8.0% after 7 days."),
          (C, "Drier filling cuts it by more than half, so filling expansion is a big part of it."),
          (R, "Filling tastes pasty to me."),
          (A, "Taste panel of 8, T0 vs T2 blind."),
          (R, "6 of 8 picked T0, T2 called dry and floury."),
          (C, "Can't go to 62% without fixing the texture."),
          (N, "Try the dough side next.")),
        E("2025-02-03", True, "03/02/2025",
          (A, "Dough: 3% canola oil and 1.5% modified tapioca starch added, water up to 48%, filling back to 65% moisture."),
          (R, "Cracked 3.9% at packing, 5.2% after 7 days."),
          (R, "Dough stretches a lot more at the sheeter."),
          (H, "The starch should hold water in the dough through freezing so the skin stays flexible at the crimp.")),
        E("2025-02-05", True, "05/02/2025",
          (A, "T3 recipe, spiral at -28 °C for 30 min instead of -35 °C for 22."),
          (R, "Cracked 7.7% at packing."),
          (C, "Slower freeze is worse."),
          (A, "T3 recipe, spiral at -40 °C for 18 min (the most the plant can do)."),
          (R, "Cracked 3.6% at packing."),
          (C, "Colder is a touch better, but -40 costs a lot of compressor time for 0.3%."),
          (C, "Stay at -35.")),
        E("2025-02-11", True, "11/02/2025",
          (A, "Abuse test: 40 bags each of T0 and T3 through 4 cycles between -18 and -5 °C in the test freezer, 24 h per step, to copy a bad DC."),
          (N, "Results in 3 weeks."),
          (H, "I expect T0 to get a lot worse and T3 to hold.")),
        E("2025-03-04", True, "04/03/2025",
          (R, "After 4 cycles: T0 27.1% cracked, T3 6.0%."),
          (R, "Loose ice crystals inside the T0 bags, almost none in the T3 bags."),
          (C, "T3 holds up under abuse far better than T0."),
          (N, "Next: a full shift on T3.")),
        E("2025-03-10", True, "10/03/2025",
          (A, "Full day shift on T3 dough and 65% filling, 6.4 t through Line 2."),
          (R, "Cracked 2.9% at packing."),
          (R, "Sheeter jammed 4 times, the dough sticks to the bottom roller once it warms up."),
          (C, "Recipe works at full scale but the dough gets too sticky for the sheeter after about 2 h."),
          (N, "Ask Rollmatic about a PTFE-coated bottom roller and try chilled dough water.")),
        E("2025-04-07", True, "07/04/2025",
          (A, "Second full shift: dough water chilled to 4 °C, new PTFE bottom roller."),
          (R, "Cracked 2.5% at packing, no sheeter jams in 8 h."),
          (R, "Retailer QA signed off the 2 lots from 10/03 after their 4-week DC hold, 1.8% cracked in the bag."),
          (C, "Decision: T3 dough + 65% filling + chilled water is the Line 2 standard from next Monday.")),
    ],
    [
        "Prairie Baba Foods, Winnipeg MB. Line 2: potato-cheddar pierogi, 32 g, sheeted dough, steam blanch, spiral freezer, bagged 1 kg.",
        "Problem: the retailer rejected 3 lots in December for cracked pierogi in the bag. The cracks open up after the spiral freezer and get worse in the retailer's DC freezer.",
        "Crack % = pieces with a split longer than 5 mm, 2000 pieces counted off the packing belt per trial.",
        "Counts done by the packing lead on shift; Tamara re-counts 1 trial in 5.",
        "Retailer DC freezer spec is -25 °C but their loggers show swings to -12 °C during truck loading.",
    ],
)


# 4 ------------------------------------------------------------------------------------------------
# en-CA, forestry-tech start-up (Prince George BC) scaling log loads with cameras on a gantry over a
# sawmill's inbound truck scale; winter snow and ice on the log ends wreck the diameters. The CEO
# pasted the Google Groups digests of the team list into one file. Each post is dated by the stamp
# at the END of its author line ("Jordan Li <jordan@scalecam.ca>: Jan 08 09:41PM -0800"); posts of
# one day make one entry (Jan 08 and Jan 28 have two). Digest banners, "Topic:" lines, "Back to
# top", the unsubscribe boilerplate and quoted lines ("> My guess is ...") are not sentences.
# "on the 6th and 7th", "from Friday to Monday", "yesterday", "Feb 17 to 24", "in March" point
# elsewhere (no entry). "My guess is", "Could also be", "should" hypotheses; the Ministry's
# acceptance bar and "Decision:" as conclusions; "I'll go out", "can you rerun", "Can we get",
# "They'll do the check scale", "I'll ask" next steps. Undated: the save note and a trailing note.
case(
    "log_scaling_camera_snow_ends_digest", "en", "en-CA", "scalecam_dev_digests_winter.txt", (2025,),
    """
Saved by Harj Sidhu: scalecam-dev Google Groups digests, Jan-Mar 2025, pasted into one file for the SR&ED claim. Only digests with technical content kept.

============================================================
[scalecam-dev] Digest for scalecam-dev@googlegroups.com - 2 updates in 1 topic
============================================================
Topic: night loads / snow on log ends

Jordan Li <jordan@scalecam.ca>: Jan 08 09:41PM -0800

Ran v0.9 on the 212 loads that came over the Tachie mill scale on the 6th and 7th and compared them to Colin's hand tallies. Piece count error 0.6% on daylight loads but 4.8% on the 71 loads that came in after 4:30 pm. Almost all the misses are log ends with packed snow on them, the model sees a white disc and calls it background. My guess is it's the training set, we have 11 snow frames out of about 9,000 and every night frame we have is from September.

Marie-Eve Tremblay <marie-eve@scalecam.ca>: Jan 08 10:15PM -0800

> My guess is it's the training set
Could also be the light, the back of a loaded trailer is pretty dark at night. I'll go out tomorrow night with the lux meter.

Back to top
You received this digest because you're subscribed to updates for this group. You can change your settings on the group membership page.

============================================================
[scalecam-dev] Digest for scalecam-dev@googlegroups.com - 1 update in 1 topic
============================================================
Topic: night loads / snow on log ends

Marie-Eve Tremblay <marie-eve@scalecam.ca>: Jan 09 11:52PM -0800

Out at the scale from 6 to 10 pm with the lux meter. Top of the load 40 lux, bottom bunk under 3 lux, and both gantry floods were aimed at the cab, not the trailer. Re-aimed both floods at the back of the trailer and added a 200 W LED flood on the north post. Now 55 lux at the top of the load and 18 at the bottom. Jordan, can you rerun tonight's loads once they're in the bucket?

Back to top
You received this digest because you're subscribed to updates for this group. You can change your settings on the group membership page.

============================================================
[scalecam-dev] Digest for scalecam-dev@googlegroups.com - 1 update in 1 topic
============================================================
Topic: night loads / snow on log ends

Jordan Li <jordan@scalecam.ca>: Jan 14 05:30PM -0800

Labelled 1,400 night and snow frames from the last two weeks and retrained. v0.10 has been on the gantry box since noon. Count error on the 64 night loads from Friday to Monday, with the new lights: 1.9%. Diameters on snow-capped ends still read about 6% big, the model traces the snow cap and not the wood. Better on count, but diameter is now the problem, and volume goes with diameter squared.

Back to top
You received this digest because you're subscribed to updates for this group. You can change your settings on the group membership page.

============================================================
[scalecam-dev] Digest for scalecam-dev@googlegroups.com - 1 update in 1 topic
============================================================
Topic: Ministry pilot

Harj Sidhu <harj@scalecam.ca>: Jan 21 08:05AM -0800

Met the Ministry check scaler (Dwayne) at the Prince George office yesterday. For a pilot they want total volume within 2% of the check scale over at least 100 loads, and no single load off by more than 5%. They'll do the check scale in March if we're ready. Can we get the diameters fixed by then?

Back to top
You received this digest because you're subscribed to updates for this group. You can change your settings on the group membership page.

============================================================
[scalecam-dev] Digest for scalecam-dev@googlegroups.com - 2 updates in 1 topic
============================================================
Topic: night loads / snow on log ends

Jordan Li <jordan@scalecam.ca>: Jan 28 03:14PM -0800

Tried fitting a plane to each log end in the stereo depth map and cutting anything more than 15 mm proud of it as snow. On fresh powder caps the diameter error drops from +6.2% to +2.1% on 40 hand-measured ends. It fails on ends iced over flat, where the ice sits flush with the wood. I don't think RGB alone can tell flush ice from pale spruce. Snow goes dark past about 1,400 nm and wood much less, so a SWIR camera should separate them.

Marie-Eve Tremblay <marie-eve@scalecam.ca>: Jan 28 04:02PM -0800

UNBC has a 900-1700 nm InGaAs camera in the remote sensing lab. I'll ask if we can borrow it for a week.

Back to top
You received this digest because you're subscribed to updates for this group. You can change your settings on the group membership page.

============================================================
[scalecam-dev] Digest for scalecam-dev@googlegroups.com - 1 update in 1 topic
============================================================
Topic: night loads / snow on log ends

Marie-Eve Tremblay <marie-eve@scalecam.ca>: Feb 04 07:20PM -0800

Rigged a 3 hp air knife on the gantry post to blow off the ends as the truck rolls onto the scale. It clears loose powder on about 80% of ends and does nothing to packed or iced ends. Not worth it as a fix, and the mill doesn't want one more thing for the drivers to wait on. The UNBC camera is ours Feb 17 to 24.

Back to top
You received this digest because you're subscribed to updates for this group. You can change your settings on the group membership page.

============================================================
[scalecam-dev] Digest for scalecam-dev@googlegroups.com - 1 update in 1 topic
============================================================
Topic: SWIR test week

Jordan Li <jordan@scalecam.ca>: Feb 25 10:48AM -0800

SWIR week wrap-up. Mounted the UNBC camera next to the RGB pair with a 1,550 nm bandpass filter and shot 1,180 ends on 38 loads, 96 of them hand-measured. Snow and ice go almost black at 1,550 nm while the wood stays mid-grey, so the segmentation is close to trivial. Diameter error on the 96: +0.9% mean, worst +3.4%, against +6.2% for v0.10 on RGB. The catch is resolution: the camera is 640 x 512 and at 9 m it only gets about 15 mm per pixel, fine for a 30 cm butt, poor on 12 cm tops. SWIR fixes the snow problem, but we need a higher-resolution sensor or a closer mount for small tops.

Back to top
You received this digest because you're subscribed to updates for this group. You can change your settings on the group membership page.

============================================================
[scalecam-dev] Digest for scalecam-dev@googlegroups.com - 2 updates in 1 topic
============================================================
Topic: Ministry pilot

Harj Sidhu <harj@scalecam.ca>: Mar 13 06:30PM -0700

Check scale done: 104 loads, RGB + SWIR fused volume within 1.4% of the Ministry check scale in total, worst single load 3.8%. Dwayne says that's inside what they need for a pilot licence. Decision: we buy our own SWIR camera (1280 x 1024, about $38k) and put it on the Tachie gantry for next winter. Jordan, can you scope what it takes to run the fusion on the edge box instead of in the cloud?

Jordan Li <jordan@scalecam.ca>: Mar 14 09:02AM -0700

Ran the fusion pipeline on the Jetson Orin NX in the gantry box this morning on yesterday's 104 loads. 3.1 s per load against 0.8 s in the cloud, and trucks sit on the scale about 90 s. It fits on the edge box as is.

Back to top
You received this digest because you're subscribed to updates for this group. You can change your settings on the group membership page.

Note: Colin's hand tallies and the Ministry check-scale sheets are scanned in SRED/2025/scaling.
""",
    [
        E("2025-01-08", False, "Jan 08 09:41PM",
          (A, "Ran v0.9 on the 212 loads that came over the Tachie mill scale on the 6th and 7th and compared them to Colin's hand tallies."),
          (R, "Piece count error 0.6% on daylight loads but 4.8% on the 71 loads that came in after 4:30 pm."),
          (R, "Almost all the misses are log ends with packed snow on them, the model sees a white disc and calls it background."),
          (H, "My guess is it's the training set, we have 11 snow frames out of about 9,000 and every night frame we have is from September."),
          (H, "Could also be the light, the back of a loaded trailer is pretty dark at night."),
          (N, "I'll go out tomorrow night with the lux meter.")),
        E("2025-01-09", False, "Jan 09 11:52PM",
          (A, "Out at the scale from 6 to 10 pm with the lux meter."),
          (R, "Top of the load 40 lux, bottom bunk under 3 lux, and both gantry floods were aimed at the cab, not the trailer."),
          (A, "Re-aimed both floods at the back of the trailer and added a 200 W LED flood on the north post."),
          (R, "Now 55 lux at the top of the load and 18 at the bottom."),
          (N, "Jordan, can you rerun tonight's loads once they're in the bucket?")),
        E("2025-01-14", False, "Jan 14 05:30PM",
          (A, "Labelled 1,400 night and snow frames from the last two weeks and retrained."),
          (A, "v0.10 has been on the gantry box since noon."),
          (R, "Count error on the 64 night loads from Friday to Monday, with the new lights: 1.9%."),
          (R, "Diameters on snow-capped ends still read about 6% big, the model traces the snow cap and not the wood."),
          (C, "Better on count, but diameter is now the problem, and volume goes with diameter squared.")),
        E("2025-01-21", False, "Jan 21 08:05AM",
          (A, "Met the Ministry check scaler (Dwayne) at the Prince George office yesterday."),
          (C, "For a pilot they want total volume within 2% of the check scale over at least 100 loads, and no single load off by more than 5%."),
          (N, "They'll do the check scale in March if we're ready."),
          (N, "Can we get the diameters fixed by then?")),
        E("2025-01-28", False, "Jan 28 03:14PM",
          (A, "Tried fitting a plane to each log end in the stereo depth map and cutting anything more than 15 mm proud of it as snow."),
          (R, "On fresh powder caps the diameter error drops from +6.2% to +2.1% on 40 hand-measured ends."),
          (R, "It fails on ends iced over flat, where the ice sits flush with the wood."),
          (C, "I don't think RGB alone can tell flush ice from pale spruce."),
          (H, "Snow goes dark past about 1,400 nm and wood much less, so a SWIR camera should separate them."),
          (R, "UNBC has a 900-1700 nm InGaAs camera in the remote sensing lab."),
          (N, "I'll ask if we can borrow it for a week.")),
        E("2025-02-04", False, "Feb 04 07:20PM",
          (A, "Rigged a 3 hp air knife on the gantry post to blow off the ends as the truck rolls onto the scale."),
          (R, "It clears loose powder on about 80% of ends and does nothing to packed or iced ends."),
          (C, "Not worth it as a fix, and the mill doesn't want one more thing for the drivers to wait on."),
          (N, "The UNBC camera is ours Feb 17 to 24.")),
        E("2025-02-25", False, "Feb 25 10:48AM",
          (A, "Mounted the UNBC camera next to the RGB pair with a 1,550 nm bandpass filter and shot 1,180 ends on 38 loads, 96 of them hand-measured."),
          (R, "Snow and ice go almost black at 1,550 nm while the wood stays mid-grey, so the segmentation is close to trivial."),
          (R, "Diameter error on the 96: +0.9% mean, worst +3.4%, against +6.2% for v0.10 on RGB."),
          (R, "The catch is resolution: the camera is 640 x 512 and at 9 m it only gets about 15 mm per pixel, fine for a 30 cm butt, poor on 12 cm tops."),
          (C, "SWIR fixes the snow problem, but we need a higher-resolution sensor or a closer mount for small tops.")),
        E("2025-03-13", False, "Mar 13 06:30PM",
          (R, "Check scale done: 104 loads, RGB + SWIR fused volume within 1.4% of the Ministry check scale in total, worst single load 3.8%."),
          (C, "Dwayne says that's inside what they need for a pilot licence."),
          (C, "Decision: we buy our own SWIR camera (1280 x 1024, about $38k) and put it on the Tachie gantry for next winter."),
          (N, "Jordan, can you scope what it takes to run the fusion on the edge box instead of in the cloud?")),
        E("2025-03-14", False, "Mar 14 09:02AM",
          (A, "Ran the fusion pipeline on the Jetson Orin NX in the gantry box this morning on yesterday's 104 loads."),
          (R, "3.1 s per load against 0.8 s in the cloud, and trucks sit on the scale about 90 s."),
          (C, "It fits on the edge box as is.")),
    ],
    [
        "Saved by Harj Sidhu: scalecam-dev Google Groups digests, Jan-Mar 2025, pasted into one file for the SR&ED claim. Only digests with technical content kept.",
        "Note: Colin's hand tallies and the Ministry check-scale sheets are scanned in SRED/2025/scaling.",
    ],
)


# 5 ------------------------------------------------------------------------------------------------
# en-US, small ski area in southern Vermont trying new fan guns at marginal temperatures (wet bulb
# 24-28 °F), with a cut water curve and a nucleating-protein additive, then chasing frozen
# nucleator nozzles. Field notes typed up from a pocket notebook, m/d dates the American way: "Mon
# 12/2", "12/4", "Night of 12/9 into 12/10" (dated on its first night), "Sat 12/14", "12/17/24",
# "Mon 12/23", "1/6/25", "Jan 13", "1/27 - meeting w/ mountain ops". Read month/day (en-US); 12/14,
# 12/17, 12/23 and 1/27 settle the order, so no date is ambiguous. "12/2 to 1/5", "since
# Thursday", "Saturday", "before Friday", "since the fall" point elsewhere (no entry). "My bet is",
# "If ... we should", "I suspect" hypotheses; "Worth the lost output", "Makes sense, ...", "The
# icing was the wet air", "Decision:" and the two operating rules as conclusions; "Mike to put the
# dryer back", "Ed to get quotes" next steps. Undated: header block, good-snow definition, the
# density-cup method and a TODO.
case(
    "snowmaking_fan_gun_marginal_temps_us", "en", "en-US", "lower_ridge_fan_gun_notes.txt", (2024, 2025),
    """
LOWER RIDGE FAN GUN TRIAL — snowmaking field notes, winter 2024-25
Hogback Mountain, Marlboro VT. Typed up from Ed's pocket notebook and the night log. Wet bulb is from each gun's own weather station unless noted.
4 new fan guns on towers 6-9 (Lower Ridge), pond water, 2 air compressors. Goal: good snow at marginal temps (wet bulb 24-28 °F) so Lower Ridge can open before Christmas week.
Good snow = density cup under 28 lb/ft3 on the pile; over 32 is slush the groomers can't push.

Mon 12/2
First night with the 4 fan guns on auto, each gun picking its own water flow off its weather station.
Wet bulb 23 °F at 6 pm, 26 °F by 2 am.
Density at tower 8 at 2 am: 32.5 lb/ft3, heavy and wet.
My bet is the factory curves are set for dry western air and push too much water for our humid nights.

12/4
Cut the water curve 15% on towers 6-7, left 8-9 on the factory curve.
Wet bulb 21-24 °F all night.
Density 25.6-26.8 on towers 6-7, 30-31.8 on 8-9.
Flow meters show 6-7 putting out about 12% less water.
Worth the lost output, the groomers hate the wet stuff.

Night of 12/9 into 12/10
Started the nucleating protein additive on the tower 6-7 supply line, dosing pump at the supplier's rate.
Towers 8-9 stayed on the cut curve with no additive.
Wet bulb 26-27 °F most of the night, right on the edge.
6-7 made snow at 27.5 lb/ft3, 8-9 made slush at 35 and we shut them down at 1 am.
If the protein does its job we should be able to run 6-7 at full water at 26 °F.

Sat 12/14
Towers 6-7 with the additive at full factory water: 29.3 lb/ft3 at 26 °F wet bulb, 25 at 24 °F.
The additive buys about 2 degrees of wet bulb at full water.
Additive cost works out to about $140 per acre-foot.

12/17/24
Two nucleator nozzles froze solid on tower 9 around 3 am, wet bulb 12 °F, air at 90 psi.
Pulled the head: ice bridge inside the nucleator orifice, nothing on the outside.
I suspect wet compressor air, the dryer on compressor 2 has been bypassed since the fall.
Mike to put the dryer back in line before Friday.

Mon 12/23
Dryer back on compressor 2 since Thursday. Pressure dew point at the tower 9 hydrant -20 °F.
No frozen nucleators in 3 nights down to 8 °F wet bulb.
The icing was the wet air.
Lower Ridge opened Saturday on 20 in. of fan gun snow.

1/6/25
SCADA totals 12/2 to 1/5: fan guns on Lower Ridge 4.1 kWh per 1,000 gal, air-water guns on Upper Ridge 11.8.
Fan guns made 38% of the season's water on 22% of the snowmaking power.
Fan guns with the cut curve and the additive make marginal-temp snow cheaper than anything else we run.

Jan 13
Ran the additive on 3 of the Upper Ridge air-water guns at 25 °F wet bulb.
Density 28.1 with the additive vs 28.4 without, no real difference.
Makes sense, the air-water guns already get their nucleation from the compressed air expanding at the nozzle.

1/27 - meeting w/ mountain ops (Dana, Ed, Sam)
Decision: 8 more fan guns next season for Lower Ridge and Middle Way.
Additive only on fan guns, and only at wet bulb 24 °F and warmer.
All fan guns go to the -15% water curve as the default.
Ed to get quotes for desiccant dryers on compressors 1 and 3.

Density cup = 500 mL cup struck level, weighed on the pocket scale, grams x 0.1248 = lb/ft3.
TODO ask the supplier for the storage temp on the additive, the jugs in the pump house got up to 50 °F.
""",
    [
        E("2024-12-02", False, "Mon 12/2",
          (A, "First night with the 4 fan guns on auto, each gun picking its own water flow off its weather station."),
          (R, "Wet bulb 23 °F at 6 pm, 26 °F by 2 am."),
          (R, "Density at tower 8 at 2 am: 32.5 lb/ft3, heavy and wet."),
          (H, "My bet is the factory curves are set for dry western air and push too much water for our humid nights.")),
        E("2024-12-04", False, "12/4",
          (A, "Cut the water curve 15% on towers 6-7, left 8-9 on the factory curve."),
          (R, "Wet bulb 21-24 °F all night."),
          (R, "Density 25.6-26.8 on towers 6-7, 30-31.8 on 8-9."),
          (R, "Flow meters show 6-7 putting out about 12% less water."),
          (C, "Worth the lost output, the groomers hate the wet stuff.")),
        E("2024-12-09", False, "Night of 12/9 into 12/10",
          (A, "Started the nucleating protein additive on the tower 6-7 supply line, dosing pump at the supplier's rate."),
          (A, "Towers 8-9 stayed on the cut curve with no additive."),
          (R, "Wet bulb 26-27 °F most of the night, right on the edge."),
          (R, "6-7 made snow at 27.5 lb/ft3, 8-9 made slush at 35 and we shut them down at 1 am."),
          (H, "If the protein does its job we should be able to run 6-7 at full water at 26 °F.")),
        E("2024-12-14", False, "Sat 12/14",
          (R, "Towers 6-7 with the additive at full factory water: 29.3 lb/ft3 at 26 °F wet bulb, 25 at 24 °F."),
          (C, "The additive buys about 2 degrees of wet bulb at full water."),
          (R, "Additive cost works out to about $140 per acre-foot.")),
        E("2024-12-17", False, "12/17/24",
          (R, "Two nucleator nozzles froze solid on tower 9 around 3 am, wet bulb 12 °F, air at 90 psi."),
          (R, "Pulled the head: ice bridge inside the nucleator orifice, nothing on the outside."),
          (H, "I suspect wet compressor air, the dryer on compressor 2 has been bypassed since the fall."),
          (N, "Mike to put the dryer back in line before Friday.")),
        E("2024-12-23", False, "Mon 12/23",
          (A, "Dryer back on compressor 2 since Thursday."),
          (R, "Pressure dew point at the tower 9 hydrant -20 °F."),
          (R, "No frozen nucleators in 3 nights down to 8 °F wet bulb."),
          (C, "The icing was the wet air."),
          (A, "Lower Ridge opened Saturday on 20 in. of fan gun snow.")),
        E("2025-01-06", False, "1/6/25",
          (R, "SCADA totals 12/2 to 1/5: fan guns on Lower Ridge 4.1 kWh per 1,000 gal, air-water guns on Upper Ridge 11.8."),
          (R, "Fan guns made 38% of the season's water on 22% of the snowmaking power."),
          (C, "Fan guns with the cut curve and the additive make marginal-temp snow cheaper than anything else we run.")),
        E("2025-01-13", False, "Jan 13",
          (A, "Ran the additive on 3 of the Upper Ridge air-water guns at 25 °F wet bulb."),
          (R, "Density 28.1 with the additive vs 28.4 without, no real difference."),
          (C, "Makes sense, the air-water guns already get their nucleation from the compressed air expanding at the nozzle.")),
        E("2025-01-27", False, "1/27",
          (C, "Decision: 8 more fan guns next season for Lower Ridge and Middle Way."),
          (C, "Additive only on fan guns, and only at wet bulb 24 °F and warmer."),
          (C, "All fan guns go to the -15% water curve as the default."),
          (N, "Ed to get quotes for desiccant dryers on compressors 1 and 3.")),
    ],
    [
        "Hogback Mountain, Marlboro VT. Typed up from Ed's pocket notebook and the night log. Wet bulb is from each gun's own weather station unless noted.",
        "4 new fan guns on towers 6-9 (Lower Ridge), pond water, 2 air compressors. Goal: good snow at marginal temps (wet bulb 24-28 °F) so Lower Ridge can open before Christmas week.",
        "Good snow = density cup under 28 lb/ft3 on the pile; over 32 is slush the groomers can't push.",
        "Density cup = 500 mL cup struck level, weighed on the pocket scale, grams x 0.1248 = lb/ft3.",
        "TODO ask the supplier for the storage temp on the additive, the jugs in the pump house got up to 50 °F.",
    ],
)


# 6 ------------------------------------------------------------------------------------------------
# fr-CA, imprimerie d'étiquettes (Granby) et cidrerie (Rougemont) : les étiquettes en papier feutré
# d'un cidre de glace plissent et glissent au seau à glace et lèvent sur les bouteilles froides qui
# suent. Fil Gmail imprimé (interface en français), du plus ancien au plus récent ; chaque message
# est daté par sa ligne d'en-tête, où la date suit le nom (« Julie Ouellet <...>	4 février 2025 à
# 09:12 »). L'en-tête de citation « Le lun. 24 févr. 2025 à 15:40, ... a écrit : » et les lignes
# citées (« > ... ») ne sont ni des entrées ni des phrases ; « [Texte des messages précédents
# masqué] », salutations et signatures non plus. « lundi et mardi », « hier », « jeudi », « mardi
# et mercredi », « la mi-mars », « en mai », « le 17 avril » (note d'impression) renvoient ailleurs.
# « Je soupçonne », « À mon avis », « Je m'attends à », « je pense que ... devrait » hypothèses ;
# « On tient au papier feutré » (exigence du client), « On dirait que », « Décision : »
# conclusions ; « Pouvez-vous », « On va », « on peut laisser ... », « Prochaine étape : » étapes
# suivantes. Non daté : note d'impression et contexte.
case(
    "fr_etiquettes_cidre_glace_seau_gmail", "fr", "fr-CA", "gmail_etiquettes_cuvee_des_neiges.txt", (2025,),
    """
Gmail\tStéphane Gagnon <sgagnon@imprimerielabelle.ca>
Étiquettes Cuvée des Neiges — plis et décollement au seau à glace
9 messages
Fil imprimé le 17 avril 2025 par Stéphane Gagnon (Imprimerie Labelle, Granby) pour le dossier RS&DE.
Contexte (ajouté par S. G.) : la Cuvée des Neiges est un cidre de glace en bouteille de 375 mL, étiquette autocollante en papier feutré texturé avec dorure à chaud. Les fournisseurs de papier ne donnent aucune donnée de tenue au seau à glace pour les papiers texturés.

Julie Ouellet <julie@cidreriemontrouge.ca>\t4 février 2025 à 09:12
À : Stéphane Gagnon <sgagnon@imprimerielabelle.ca>

Bonjour Stéphane,

Trois restaurants de Montréal nous ont renvoyé des photos cette semaine : après une soirée dans le seau à glace, l'étiquette de la Cuvée des Neiges plisse et glisse sur la bouteille. Au conditionnement aussi, on voit des bulles et des coins qui lèvent quand les bouteilles sortent de la chambre froide et qu'elles suent. On tient au papier feutré, c'est l'image du produit. Pouvez-vous regarder ce qui peut être fait avant notre embouteillage de la mi-mars ?

Merci,
Julie Ouellet
Directrice de production | Cidrerie du Mont-Rouge, Rougemont

Stéphane Gagnon <sgagnon@imprimerielabelle.ca>\t5 février 2025 à 14:03
À : Julie Ouellet <julie@cidreriemontrouge.ca>

Bonjour Julie,

Le papier feutré qu'on vous imprime n'a aucune résistance à l'état humide, et l'adhésif acrylique permanent est donné pour une pose au-dessus de 5 °C sur verre sec. Je soupçonne que c'est surtout le papier qui boit l'eau et gonfle, plus que l'adhésif qui lâche. On va monter un essai au seau à glace ici la semaine prochaine, avec trois papiers et deux adhésifs.

Stéphane Gagnon
Imprimerie Labelle | 450 555-0148

Stéphane Gagnon <sgagnon@imprimerielabelle.ca>\t12 février 2025 à 16:47
À : Julie Ouellet <julie@cidreriemontrouge.ca>

Julie,

Essai fait lundi et mardi : 72 bouteilles de 375 mL remplies d'eau, étiquetées à la main à 20 °C sur verre sec, puis 24 h dans l'eau glacée.
Papier feutré actuel : 24 sur 24 plissées après 2 h et 17 qui glissent à 24 h, peu importe l'adhésif.
Papier feutré résistant à l'humidité (même grain, même blanc) : aucune ne glisse, 4 sur 24 avec un léger gondolage au bord.
Pellicule PP blanche : rien sur les 24, mais ça n'a plus l'air d'un papier.
Sur verre sec, c'est le papier résistant à l'humidité qui règle l'essentiel au seau, l'adhésif ne change rien.

Stéphane

Julie Ouellet <julie@cidreriemontrouge.ca>\t13 février 2025 à 08:30
À : Stéphane Gagnon <sgagnon@imprimerielabelle.ca>

Bonne nouvelle !
De notre côté, j'ai pris la température des bouteilles à la sortie de la chambre froide hier : 3 à 5 °C, et elles restent mouillées 20 à 25 minutes dans la salle d'étiquetage à 21 °C et 60 % d'humidité. Pouvez-vous m'envoyer 50 étiquettes imprimées sur le papier résistant pour que notre graphiste voie le rendu du feutré ?

Julie

Stéphane Gagnon <sgagnon@imprimerielabelle.ca>\t24 février 2025 à 15:40
À : Julie Ouellet <julie@cidreriemontrouge.ca>

Julie,

Deuxième essai, cette fois sur bouteilles froides et mouillées : sorties du frigo à 4 °C, embuées, étiquetées tout de suite avec le papier résistant. Adhésif acrylique actuel : 18 sur 24 avec des coins levés après 1 h. Adhésif « toutes températures » (pose jusqu'à -5 °C) : 7 sur 24. Sur une bouteille qui ruisselle, aucun adhésif ne tient vraiment, il faut que le verre soit sec au moment de la pose. À mon avis, un souffleur d'air juste avant l'étiqueteuse réglerait ça, ça se fait sur les lignes de bière. Les 50 étiquettes pour votre graphiste sont parties jeudi.

Stéphane

Julie Ouellet <julie@cidreriemontrouge.ca>\t25 février 2025 à 10:05
À : Stéphane Gagnon <sgagnon@imprimerielabelle.ca>

Notre étiqueteuse n'a pas de place pour un souffleur avant la tête. Par contre, on peut laisser les bouteilles remplies revenir à la température de la salle pendant une nuit avant l'étiquetage. Je m'attends à ce que ça règle la condensation, mais ça bloque deux palettes dans la salle pendant 12 h. Notre graphiste trouve le feutré résistant un peu moins profond, mais elle l'accepte.

Le lun. 24 févr. 2025 à 15:40, Stéphane Gagnon <sgagnon@imprimerielabelle.ca> a écrit :
> À mon avis, un souffleur d'air juste avant l'étiqueteuse
> [Texte des messages précédents masqué]

Julie Ouellet <julie@cidreriemontrouge.ca>\t20 mars 2025 à 17:15
À : Stéphane Gagnon <sgagnon@imprimerielabelle.ca>

Bonjour Stéphane,

Embouteillage terminé : 9 600 bouteilles remplies mardi et mercredi, étiquetées le lendemain à 17-19 °C avec le papier résistant et l'adhésif toutes températures. Zéro coin levé au contrôle, contre 4 à 6 % des bouteilles l'an passé. On va laisser 12 bouteilles dans deux restaurants pour un vrai test de service.

Julie

Julie Ouellet <julie@cidreriemontrouge.ca>\t8 avril 2025 à 11:20
À : Stéphane Gagnon <sgagnon@imprimerielabelle.ca>

Les 12 bouteilles sont revenues des deux restaurants après deux semaines au seau à glace tous les soirs. Aucune étiquette n'a glissé, 2 bouteilles ont un petit gondolage au coin du bas. On dirait que c'est réglé pour le seau, du moins pour un service normal. Il reste que le coin du bas boit un peu d'eau là où le papier est coupé.

Julie

Stéphane Gagnon <sgagnon@imprimerielabelle.ca>\t10 avril 2025 à 09:02
À : Julie Ouellet <julie@cidreriemontrouge.ca>

Décision de notre côté : le papier feutré résistant à l'humidité devient le papier standard pour toutes vos cuvées de glace, au même prix à 2 % près. Pour le coin du bas, je pense qu'un vernis mat sélectif sur le bord de coupe devrait empêcher l'eau d'entrer sans changer le toucher. Prochaine étape : on vous imprime 200 étiquettes avec ce vernis pour un essai au seau en mai.

Stéphane
""",
    [
        E("2025-02-04", False, "4 février 2025",
          (R, "Trois restaurants de Montréal nous ont renvoyé des photos cette semaine : après une soirée dans le seau à glace, l'étiquette de la Cuvée des Neiges plisse et glisse sur la bouteille."),
          (R, "Au conditionnement aussi, on voit des bulles et des coins qui lèvent quand les bouteilles sortent de la chambre froide et qu'elles suent."),
          (C, "On tient au papier feutré, c'est l'image du produit."),
          (N, "Pouvez-vous regarder ce qui peut être fait avant notre embouteillage de la mi-mars ?")),
        E("2025-02-05", False, "5 février 2025",
          (R, "Le papier feutré qu'on vous imprime n'a aucune résistance à l'état humide, et l'adhésif acrylique permanent est donné pour une pose au-dessus de 5 °C sur verre sec."),
          (H, "Je soupçonne que c'est surtout le papier qui boit l'eau et gonfle, plus que l'adhésif qui lâche."),
          (N, "On va monter un essai au seau à glace ici la semaine prochaine, avec trois papiers et deux adhésifs.")),
        E("2025-02-12", False, "12 février 2025",
          (A, "Essai fait lundi et mardi : 72 bouteilles de 375 mL remplies d'eau, étiquetées à la main à 20 °C sur verre sec, puis 24 h dans l'eau glacée."),
          (R, "Papier feutré actuel : 24 sur 24 plissées après 2 h et 17 qui glissent à 24 h, peu importe l'adhésif."),
          (R, "Papier feutré résistant à l'humidité (même grain, même blanc) : aucune ne glisse, 4 sur 24 avec un léger gondolage au bord."),
          (R, "Pellicule PP blanche : rien sur les 24, mais ça n'a plus l'air d'un papier."),
          (C, "Sur verre sec, c'est le papier résistant à l'humidité qui règle l'essentiel au seau, l'adhésif ne change rien.")),
        E("2025-02-13", False, "13 février 2025",
          (R, "De notre côté, j'ai pris la température des bouteilles à la sortie de la chambre froide hier : 3 à 5 °C, et elles restent mouillées 20 à 25 minutes dans la salle d'étiquetage à 21 °C et 60 % d'humidité."),
          (N, "Pouvez-vous m'envoyer 50 étiquettes imprimées sur le papier résistant pour que notre graphiste voie le rendu du feutré ?")),
        E("2025-02-24", False, "24 février 2025",
          (A, "Deuxième essai, cette fois sur bouteilles froides et mouillées : sorties du frigo à 4 °C, embuées, étiquetées tout de suite avec le papier résistant."),
          (R, "Adhésif acrylique actuel : 18 sur 24 avec des coins levés après 1 h."),
          (R, "Adhésif « toutes températures » (pose jusqu'à -5 °C) : 7 sur 24."),
          (C, "Sur une bouteille qui ruisselle, aucun adhésif ne tient vraiment, il faut que le verre soit sec au moment de la pose."),
          (H, "À mon avis, un souffleur d'air juste avant l'étiqueteuse réglerait ça, ça se fait sur les lignes de bière."),
          (A, "Les 50 étiquettes pour votre graphiste sont parties jeudi.")),
        E("2025-02-25", False, "25 février 2025",
          (R, "Notre étiqueteuse n'a pas de place pour un souffleur avant la tête."),
          (N, "Par contre, on peut laisser les bouteilles remplies revenir à la température de la salle pendant une nuit avant l'étiquetage."),
          (H, "Je m'attends à ce que ça règle la condensation, mais ça bloque deux palettes dans la salle pendant 12 h."),
          (R, "Notre graphiste trouve le feutré résistant un peu moins profond, mais elle l'accepte.")),
        E("2025-03-20", False, "20 mars 2025",
          (A, "Embouteillage terminé : 9 600 bouteilles remplies mardi et mercredi, étiquetées le lendemain à 17-19 °C avec le papier résistant et l'adhésif toutes températures."),
          (R, "Zéro coin levé au contrôle, contre 4 à 6 % des bouteilles l'an passé."),
          (N, "On va laisser 12 bouteilles dans deux restaurants pour un vrai test de service.")),
        E("2025-04-08", False, "8 avril 2025",
          (A, "Les 12 bouteilles sont revenues des deux restaurants après deux semaines au seau à glace tous les soirs."),
          (R, "Aucune étiquette n'a glissé, 2 bouteilles ont un petit gondolage au coin du bas."),
          (C, "On dirait que c'est réglé pour le seau, du moins pour un service normal."),
          (R, "Il reste que le coin du bas boit un peu d'eau là où le papier est coupé.")),
        E("2025-04-10", False, "10 avril 2025",
          (C, "Décision de notre côté : le papier feutré résistant à l'humidité devient le papier standard pour toutes vos cuvées de glace, au même prix à 2 % près."),
          (H, "Pour le coin du bas, je pense qu'un vernis mat sélectif sur le bord de coupe devrait empêcher l'eau d'entrer sans changer le toucher."),
          (N, "Prochaine étape : on vous imprime 200 étiquettes avec ce vernis pour un essai au seau en mai.")),
    ],
    [
        "Fil imprimé le 17 avril 2025 par Stéphane Gagnon (Imprimerie Labelle, Granby) pour le dossier RS&DE.",
        "Contexte (ajouté par S. G.) : la Cuvée des Neiges est un cidre de glace en bouteille de 375 mL, étiquette autocollante en papier feutré texturé avec dorure à chaud. Les fournisseurs de papier ne donnent aucune donnée de tenue au seau à glace pour les papiers texturés.",
    ],
)


# 7 ------------------------------------------------------------------------------------------------
# fr-CA, usine de canneberges infusées séchées (Saint-Louis-de-Blandford) : la version réduite en
# sucre (fibre de maïs soluble dans l'infusion) prend en bloc dans les boîtes de 11,34 kg. Journal
# de quarts recopié par la superviseure qualité. Dates : « lun. 3 mars » (jour de semaine abrégé),
# « 2025-03-05 » (le technicien du labo écrit en ISO), « Quart de nuit du 6 au 7 mars » (daté du
# 6), « 10/03/2025 » tranché par « 17/03/2025 » (jj/mm, donc pas ambigu), « mar. 11 mars »,
# « jeudi le 20 mars » (tournure québécoise), « 2025-04-10 », « 14 avril 2025 — rencontre ... ».
# « après 3 jours », « la semaine passée », « à partir du prochain lot » ne créent pas d'entrée. Une
# ligne de production courante (courroie du convoyeur 3) est une activité. « Je soupçonne », « À
# mon avis », « Ça devrait ..., mais je ne suis pas sûr », « Je m'attends à » hypothèses ; « On
# emballe trop chaud », « Le refroidissement règle ... », « Décision : » conclusions ; « On va
# essayer », « Prochaine étape : » étapes suivantes. Non daté : en-tête, produit, spec et deux
# notes de fin.
case(
    "fr_canneberges_sechees_reduites_sucre_mottes", "fr", "fr-CA", "journal_quarts_sechoir2_mottes.txt", (2025,),
    """
JOURNAL DE QUARTS — ligne de séchage 2 (canneberges infusées séchées)
Canneberges Blandford inc., Saint-Louis-de-Blandford. Extraits recopiés par Nadia Roy (superviseure qualité) pour le dossier RS&DE ; seules les notes sur la prise en bloc de la version réduite en sucre sont gardées.
Produit : canneberges infusées séchées « réduites en sucre » (30 % moins de sucre ajouté, le tiers du sucre de l'infusion remplacé par de la fibre de maïs soluble), en boîtes de 11,34 kg pour les fabricants de barres et de granola.
Spec : aw 0,50 à 0,55 ; le fruit doit couler librement de la boîte après 6 mois d'entrepôt.

--- lun. 3 mars — quart de jour — Nadia ---
Plainte de Granola Boréal : 6 boîtes du lot 25-041 (réduite en sucre) prises en bloc à la réception, ils ont dû les casser au maillet.
Ouvert 4 boîtes du même lot à l'entrepôt.
3 sur 4 en bloc, alors que la version régulière faite le même jour coule bien.
aw du lot 25-041 au labo : 0,58.
Je soupçonne le séchoir : la réduite sort plus humide avec le même temps de séchage que la régulière.

--- 2025-03-05 — labo — Kevin ---
Courbe de séchage sur 6 plateaux de réduite au séchoir pilote à 70 °C, aw mesurée aux 30 min.
Il faut 5 h 30 pour descendre à 0,52, contre 4 h 15 pour la régulière.
À mon avis c'est la fibre soluble qui retient l'eau, elle remplace le tiers du sucre dans l'infusion.

--- Quart de nuit du 6 au 7 mars — Steve ---
Séché le lot 25-048 (réduite) 5 h 30 à 70 °C au lieu de 4 h 15.
aw 0,52 à la sortie, mais le séchoir a fait 2 200 kg au lieu de 2 900 sur le quart.
Produit emballé encore tiède, 36 °C au thermomètre piqué dans la boîte.
Boîtes 25-048-A à F mises de côté à l'entrepôt pour suivre la prise en bloc.

--- 10/03/2025 — jour — Nadia ---
Boîtes 25-048 après 3 jours : déjà des mottes au fond de 2 boîtes sur 6, rien sur le dessus.
Dans ces 2 boîtes, de la buée sur la face intérieure du sac.
On emballe trop chaud : le fruit finit de refroidir dans le sac, l'eau condense et colle les fruits du fond.
On va essayer de refroidir sur le convoyeur avant l'emballage.

--- mar. 11 mars — nuit — Steve ---
Installé un refroidisseur à air en bout de séchoir (le ventilateur de l'ancienne ligne de bleuets).
Lot 25-052 (réduite) emballé à 22 °C, 12 boîtes, aw 0,52.
Ça devrait enlever la condensation, mais je ne suis pas sûr que ça suffise contre la prise en bloc à long terme.
Convoyeur 3 arrêté 25 min, courroie déchirée, remplacée.

--- 17/03/2025 — jour — Nadia ---
Vérifié les 12 boîtes du 25-052 après 6 jours : aucune motte.
Mais en serrant une poignée, les fruits restent collés ensemble bien plus que la régulière.
Le refroidissement règle la condensation, pas le collant de surface.
Prochaine étape : huile de tournesol en pulvérisation au tambour, à 0,5 et 1 %.

--- jeudi le 20 mars — jour — Nadia ---
Tambour d'enrobage : 3 sous-lots de 300 kg du lot 25-060 (réduite), huile de tournesol à 0 %, 0,5 % et 1 %.
Tout refroidi à 22 °C et emballé en boîtes de 11,34 kg, 4 boîtes par sous-lot, placées au bas des piles à l'entrepôt pour avoir la charge.
Je m'attends à ce que 0,5 % suffise ; à 1 %, Granola Boréal risque de trouver ça gras.

--- 2025-04-10 — labo — Kevin ---
Ouvert les 12 boîtes du 25-060 après 3 semaines sous charge.
0 % : 3 boîtes sur 4 en mottes ; 0,5 % : une boîte avec des petites mottes qui se défont à la main ; 1 % : rien.
Test d'écoulement à l'entonnoir de 5 cm : 0 % ne coule pas, 0,5 % en 14 s, 1 % en 9 s.
L'huile à 0,5 % avec le refroidissement est acceptable ; 1 % est parfait, mais plus cher et plus gras.

--- 14 avril 2025 — rencontre avec Granola Boréal (Nadia, Marc-Olivier, leur R-D) ---
Envoyé la semaine passée 2 boîtes à 0,5 % et 2 à 1 %.
Leur ligne de barres tolère 0,5 %, mais à 1 % la barre ne tient plus assez au liant.
Décision : réduite en sucre = refroidissement à 22 °C + huile à 0,5 %, aw 0,50 à 0,53 à la sortie du séchoir, à partir du prochain lot.
Prochaine étape : voir si on peut sécher la réduite plus vite (séchoir à 75 °C ?) pour récupérer la capacité perdue.

aw : AquaLab du labo, étalonné chaque lundi avec les sels de référence.
À faire : demander au fournisseur de fibre s'il a une fibre soluble moins hygroscopique.
""",
    [
        E("2025-03-03", False, "lun. 3 mars",
          (R, "Plainte de Granola Boréal : 6 boîtes du lot 25-041 (réduite en sucre) prises en bloc à la réception, ils ont dû les casser au maillet."),
          (A, "Ouvert 4 boîtes du même lot à l'entrepôt."),
          (R, "3 sur 4 en bloc, alors que la version régulière faite le même jour coule bien."),
          (R, "aw du lot 25-041 au labo : 0,58."),
          (H, "Je soupçonne le séchoir : la réduite sort plus humide avec le même temps de séchage que la régulière.")),
        E("2025-03-05", False, "2025-03-05",
          (A, "Courbe de séchage sur 6 plateaux de réduite au séchoir pilote à 70 °C, aw mesurée aux 30 min."),
          (R, "Il faut 5 h 30 pour descendre à 0,52, contre 4 h 15 pour la régulière."),
          (H, "À mon avis c'est la fibre soluble qui retient l'eau, elle remplace le tiers du sucre dans l'infusion.")),
        E("2025-03-06", False, "6 au 7 mars",
          (A, "Séché le lot 25-048 (réduite) 5 h 30 à 70 °C au lieu de 4 h 15."),
          (R, "aw 0,52 à la sortie, mais le séchoir a fait 2 200 kg au lieu de 2 900 sur le quart."),
          (R, "Produit emballé encore tiède, 36 °C au thermomètre piqué dans la boîte."),
          (A, "Boîtes 25-048-A à F mises de côté à l'entrepôt pour suivre la prise en bloc.")),
        E("2025-03-10", False, "10/03/2025",
          (R, "Boîtes 25-048 après 3 jours : déjà des mottes au fond de 2 boîtes sur 6, rien sur le dessus."),
          (R, "Dans ces 2 boîtes, de la buée sur la face intérieure du sac."),
          (C, "On emballe trop chaud : le fruit finit de refroidir dans le sac, l'eau condense et colle les fruits du fond."),
          (N, "On va essayer de refroidir sur le convoyeur avant l'emballage.")),
        E("2025-03-11", False, "mar. 11 mars",
          (A, "Installé un refroidisseur à air en bout de séchoir (le ventilateur de l'ancienne ligne de bleuets)."),
          (A, "Lot 25-052 (réduite) emballé à 22 °C, 12 boîtes, aw 0,52."),
          (H, "Ça devrait enlever la condensation, mais je ne suis pas sûr que ça suffise contre la prise en bloc à long terme."),
          (A, "Convoyeur 3 arrêté 25 min, courroie déchirée, remplacée.")),
        E("2025-03-17", False, "17/03/2025",
          (R, "Vérifié les 12 boîtes du 25-052 après 6 jours : aucune motte."),
          (R, "Mais en serrant une poignée, les fruits restent collés ensemble bien plus que la régulière."),
          (C, "Le refroidissement règle la condensation, pas le collant de surface."),
          (N, "Prochaine étape : huile de tournesol en pulvérisation au tambour, à 0,5 et 1 %.")),
        E("2025-03-20", False, "jeudi le 20 mars",
          (A, "Tambour d'enrobage : 3 sous-lots de 300 kg du lot 25-060 (réduite), huile de tournesol à 0 %, 0,5 % et 1 %."),
          (A, "Tout refroidi à 22 °C et emballé en boîtes de 11,34 kg, 4 boîtes par sous-lot, placées au bas des piles à l'entrepôt pour avoir la charge."),
          (H, "Je m'attends à ce que 0,5 % suffise ; à 1 %, Granola Boréal risque de trouver ça gras.")),
        E("2025-04-10", False, "2025-04-10",
          (A, "Ouvert les 12 boîtes du 25-060 après 3 semaines sous charge."),
          (R, "0 % : 3 boîtes sur 4 en mottes ; 0,5 % : une boîte avec des petites mottes qui se défont à la main ; 1 % : rien."),
          (R, "Test d'écoulement à l'entonnoir de 5 cm : 0 % ne coule pas, 0,5 % en 14 s, 1 % en 9 s."),
          (C, "L'huile à 0,5 % avec le refroidissement est acceptable ; 1 % est parfait, mais plus cher et plus gras.")),
        E("2025-04-14", False, "14 avril 2025",
          (A, "Envoyé la semaine passée 2 boîtes à 0,5 % et 2 à 1 %."),
          (R, "Leur ligne de barres tolère 0,5 %, mais à 1 % la barre ne tient plus assez au liant."),
          (C, "Décision : réduite en sucre = refroidissement à 22 °C + huile à 0,5 %, aw 0,50 à 0,53 à la sortie du séchoir, à partir du prochain lot."),
          (N, "Prochaine étape : voir si on peut sécher la réduite plus vite (séchoir à 75 °C ?) pour récupérer la capacité perdue.")),
    ],
    [
        "Canneberges Blandford inc., Saint-Louis-de-Blandford. Extraits recopiés par Nadia Roy (superviseure qualité) pour le dossier RS&DE ; seules les notes sur la prise en bloc de la version réduite en sucre sont gardées.",
        "Produit : canneberges infusées séchées « réduites en sucre » (30 % moins de sucre ajouté, le tiers du sucre de l'infusion remplacé par de la fibre de maïs soluble), en boîtes de 11,34 kg pour les fabricants de barres et de granola.",
        "Spec : aw 0,50 à 0,55 ; le fruit doit couler librement de la boîte après 6 mois d'entrepôt.",
        "aw : AquaLab du labo, étalonné chaque lundi avec les sels de référence.",
        "À faire : demander au fournisseur de fibre s'il a une fibre soluble moins hygroscopique.",
    ],
)


# 8 ------------------------------------------------------------------------------------------------
# fr-CA, jeune pousse de Sherbrooke (radar 60 GHz au plafond) qui détecte les chutes dans une
# résidence pour aînés (RPA) ; fausses alertes des fauteuils releveurs, chutes ratées dans les
# salles de bain. Export Slack en texte : chaque message porte « [2025-01-14 09:12] Nom : », les
# réponses de fil sont en retrait sous leur message (« ↳ »). Un message et sa réponse du même jour
# font une entrée ; la réponse du 21 janvier (fil du 14) est au-dessus du message du 16 janvier, qui
# est donc une entrée EN RETARD. L'horodatage d'export (« le 2025-03-20 ») est de la paperasse.
# « hier », « vendredi », « Bilan du 16 au 20 janvier », « la semaine prochaine », « en avril »
# renvoient ailleurs (pas d'entrée). « Super. », « Oui, » en tête de réponse ne sont pas des
# phrases à eux seuls. « Je soupçonne », « Ça devrait », « On pense que » hypothèses ; « C'est le
# pire qui puisse arriver », « La règle des 20 s ... est trop simple », « C'est surtout la
# position du radar qui compte », « Décision : » conclusions ; « On l'essaie », « Peux-tu », « Je
# relance » étapes suivantes. Non daté : ligne d'export et contexte épinglé.
case(
    "fr_radar_chutes_rpa_export_slack", "fr", "fr-CA", "slack_pilote_jardins_du_lac.txt", (2025,),
    """
Export Slack — Sentinelle Radar inc. — canal #pilote-jardins-du-lac
Exporté en texte le 2025-03-20 par Karine Morin pour le dossier RS&DE. Les réponses de fil sont sous leur message, en retrait (↳).

Contexte épinglé : pilote de détection des chutes par radar 60 GHz au plafond dans 12 chambres de la Résidence Les Jardins du Lac (Magog), alertes envoyées au téléphone des préposées. Cibles du pilote : au moins 95 % des chutes détectées en moins de 30 s, et moins de 1 fausse alerte par chambre par semaine.

[2025-01-14 09:12] Karine Morin : Première semaine complète du pilote : 12 chambres, 47 alertes de chute, une seule vraie (chambre 108, résidente retrouvée au sol près du lit). On est à près de 4 fausses alertes par chambre par semaine, pour une cible de 1. Les préposées commencent à ignorer les alertes. C'est le pire qui puisse arriver. Je soupçonne les fauteuils releveurs : 31 des 46 fausses alertes viennent des 5 chambres qui en ont un.
    ↳ [2025-01-14 14:05] Félix Bouchard : J'ai sorti les nuages de points de 10 fausses alertes de la chambre 112. Quand le fauteuil bascule, le centre de masse descend de 60 cm en moins d'une seconde, comme dans une chute.
    ↳ [2025-01-21 08:40] Karine Morin : Bilan du 16 au 20 janvier avec la 0.7.2 : 6 fausses alertes en tout pour les 12 chambres, aucune dans les chambres à fauteuil. Mais Félix a simulé une chute hier dans la 104, qui est libre, en glissant lentement jusqu'au sol pour finir assis contre le mur, et il n'y a pas eu d'alerte. La règle des 20 s au sol est trop simple, elle rate les chutes où la personne finit assise.
[2025-01-16 10:30] Félix Bouchard : Nouvelle règle dans le classificateur : après la descente, la personne doit rester sous 50 cm de hauteur pendant 20 s avant l'alerte, et la zone du fauteuil est ignorée si elle est marquée dans la config. Déployé dans les 12 chambres ce matin (version 0.7.2). Ça devrait couper la plupart des fauteuils sans rater les vraies chutes, une personne tombée reste au sol bien plus que 20 s.
[2025-01-23 15:47] Félix Bouchard : J'ai monté un banc à l'atelier : une chambre reconstituée avec un lit, un fauteuil releveur, un tapis de chute et le radar au plafond à 2,4 m. 120 essais enregistrés : 40 chutes simulées par 3 cascadeurs de l'école de cirque, 40 assis rapides au fauteuil et 40 couchers au lit. On pense qu'un petit réseau sur la séquence complète des nuages de points (2 s avant, 10 s après) va mieux séparer les cas que nos règles.
    ↳ [2025-01-23 16:02] Karine Morin : Super. Peux-tu aussi enregistrer des chutes dans une salle de bain, c'est là qu'il y en a le plus en RPA ?
[2025-02-04 11:02] Félix Bouchard : Modèle séquentiel (petit LSTM) entraîné sur les 120 essais du banc et 300 événements du pilote étiquetés à la main. En validation croisée : sensibilité 95 %, 0,6 fausse alerte par chambre par semaine en projection. Salle de bain reconstituée au banc : seulement 11 chutes détectées sur 20. Le rideau de douche et les barres d'appui en métal font des échos, le radar voit deux personnes au lieu d'une.
[2025-02-06 09:15] Karine Morin : Appelé le fabricant du module radar. Ils ont un mode « pièce humide » qui filtre les cibles fixes très réfléchissantes, mais il n'est pas activé dans notre firmware. On l'essaie au banc la semaine prochaine.
[2025-02-13 16:20] Félix Bouchard : Mode pièce humide activé et radar déplacé du centre du plafond au coin opposé à la douche. Salle de bain au banc : 18 chutes détectées sur 20, plus de cible fantôme. Avec le mode seul, sans déplacer le radar, on était à 14 sur 20. C'est surtout la position du radar qui compte.
[2025-02-24 08:50] Karine Morin : Version 0.9 (modèle séquentiel + mode pièce humide) déployée vendredi dans les 12 chambres, radars des salles de bain déplacés dans le coin. Fin de semaine : 2 fausses alertes en tout, les deux pendant un transfert au lève-personne.
[2025-03-17 13:30] Karine Morin : Bilan de 3 semaines avec la 0.9 : 0,4 fausse alerte par chambre par semaine, 2 vraies chutes, les 2 détectées en moins de 15 s. La directrice des soins dit que les préposées font de nouveau confiance aux alertes. Décision : on passe à 40 chambres dans la résidence en avril, avec le mode pièce humide par défaut. @Félix peux-tu ajouter le lève-personne comme classe dans le prochain entraînement ?
    ↳ [2025-03-17 14:12] Félix Bouchard : Oui, j'ai déjà 35 transferts enregistrés avec le consentement des résidents. Je relance l'entraînement cette semaine.
""",
    [
        E("2025-01-14", False, "2025-01-14 09:12",
          (R, "Première semaine complète du pilote : 12 chambres, 47 alertes de chute, une seule vraie (chambre 108, résidente retrouvée au sol près du lit)."),
          (R, "On est à près de 4 fausses alertes par chambre par semaine, pour une cible de 1."),
          (R, "Les préposées commencent à ignorer les alertes."),
          (C, "C'est le pire qui puisse arriver."),
          (H, "Je soupçonne les fauteuils releveurs : 31 des 46 fausses alertes viennent des 5 chambres qui en ont un."),
          (A, "J'ai sorti les nuages de points de 10 fausses alertes de la chambre 112."),
          (R, "Quand le fauteuil bascule, le centre de masse descend de 60 cm en moins d'une seconde, comme dans une chute.")),
        E("2025-01-16", False, "2025-01-16 10:30",
          (A, "Nouvelle règle dans le classificateur : après la descente, la personne doit rester sous 50 cm de hauteur pendant 20 s avant l'alerte, et la zone du fauteuil est ignorée si elle est marquée dans la config."),
          (A, "Déployé dans les 12 chambres ce matin (version 0.7.2)."),
          (H, "Ça devrait couper la plupart des fauteuils sans rater les vraies chutes, une personne tombée reste au sol bien plus que 20 s.")),
        E("2025-01-21", False, "2025-01-21 08:40",
          (R, "Bilan du 16 au 20 janvier avec la 0.7.2 : 6 fausses alertes en tout pour les 12 chambres, aucune dans les chambres à fauteuil."),
          (R, "Mais Félix a simulé une chute hier dans la 104, qui est libre, en glissant lentement jusqu'au sol pour finir assis contre le mur, et il n'y a pas eu d'alerte."),
          (C, "La règle des 20 s au sol est trop simple, elle rate les chutes où la personne finit assise.")),
        E("2025-01-23", False, "2025-01-23 15:47",
          (A, "J'ai monté un banc à l'atelier : une chambre reconstituée avec un lit, un fauteuil releveur, un tapis de chute et le radar au plafond à 2,4 m."),
          (A, "120 essais enregistrés : 40 chutes simulées par 3 cascadeurs de l'école de cirque, 40 assis rapides au fauteuil et 40 couchers au lit."),
          (H, "On pense qu'un petit réseau sur la séquence complète des nuages de points (2 s avant, 10 s après) va mieux séparer les cas que nos règles."),
          (N, "Peux-tu aussi enregistrer des chutes dans une salle de bain, c'est là qu'il y en a le plus en RPA ?")),
        E("2025-02-04", False, "2025-02-04 11:02",
          (A, "Modèle séquentiel (petit LSTM) entraîné sur les 120 essais du banc et 300 événements du pilote étiquetés à la main."),
          (R, "En validation croisée : sensibilité 95 %, 0,6 fausse alerte par chambre par semaine en projection."),
          (R, "Salle de bain reconstituée au banc : seulement 11 chutes détectées sur 20."),
          (R, "Le rideau de douche et les barres d'appui en métal font des échos, le radar voit deux personnes au lieu d'une.")),
        E("2025-02-06", False, "2025-02-06 09:15",
          (A, "Appelé le fabricant du module radar."),
          (R, "Ils ont un mode « pièce humide » qui filtre les cibles fixes très réfléchissantes, mais il n'est pas activé dans notre firmware."),
          (N, "On l'essaie au banc la semaine prochaine.")),
        E("2025-02-13", False, "2025-02-13 16:20",
          (A, "Mode pièce humide activé et radar déplacé du centre du plafond au coin opposé à la douche."),
          (R, "Salle de bain au banc : 18 chutes détectées sur 20, plus de cible fantôme."),
          (R, "Avec le mode seul, sans déplacer le radar, on était à 14 sur 20."),
          (C, "C'est surtout la position du radar qui compte.")),
        E("2025-02-24", False, "2025-02-24 08:50",
          (A, "Version 0.9 (modèle séquentiel + mode pièce humide) déployée vendredi dans les 12 chambres, radars des salles de bain déplacés dans le coin."),
          (R, "Fin de semaine : 2 fausses alertes en tout, les deux pendant un transfert au lève-personne.")),
        E("2025-03-17", False, "2025-03-17 13:30",
          (R, "Bilan de 3 semaines avec la 0.9 : 0,4 fausse alerte par chambre par semaine, 2 vraies chutes, les 2 détectées en moins de 15 s."),
          (R, "La directrice des soins dit que les préposées font de nouveau confiance aux alertes."),
          (C, "Décision : on passe à 40 chambres dans la résidence en avril, avec le mode pièce humide par défaut."),
          (N, "@Félix peux-tu ajouter le lève-personne comme classe dans le prochain entraînement ?"),
          (A, "Oui, j'ai déjà 35 transferts enregistrés avec le consentement des résidents."),
          (N, "Je relance l'entraînement cette semaine.")),
    ],
    [
        "Exporté en texte le 2025-03-20 par Karine Morin pour le dossier RS&DE. Les réponses de fil sont sous leur message, en retrait (↳).",
        "Contexte épinglé : pilote de détection des chutes par radar 60 GHz au plafond dans 12 chambres de la Résidence Les Jardins du Lac (Magog), alertes envoyées au téléphone des préposées. Cibles du pilote : au moins 95 % des chutes détectées en moins de 30 s, et moins de 1 fausse alerte par chambre par semaine.",
    ],
    late=("2025-01-16",),
)


# 9 ------------------------------------------------------------------------------------------------
# fr-CA, entreprise de forage géothermique (Saint-Jérôme) : le coulis thermique bentonite-silice
# bouche le tube d'injection et décante quand on le gâche à l'eau froide l'hiver, et la résistance
# de forage dépasse le devis. Notes de chantier et de labo tapées à la suite. AMBIGU : toutes les
# dates sont jj/mm/aaaa avec les deux parties <= 12 et différentes, rien dans le fichier ne tranche
# l'ordre ; lues jour/mois (fr-CA). La date est souvent au milieu de la première ligne (« Forage
# F-1 — 06/11/2024 — Mathieu, Jonathan », « Forages F-9 à F-12 — mardi 10/12/2024 — grand
# froid »). « 1 1/4 po » n'est pas une date ; « la semaine passée », « en décembre », « depuis le
# 13 janvier », « le 21 janvier », « du 3 au 6 mars », « ce printemps » renvoient ailleurs (pas
# d'entrée). « va être mauvaise », « Je pense que », « À mon avis », « Elle s'attend à »
# hypothèses ; « Le dispersant règle la décantation », « Décision de l'ingénieure : », une règle
# de devis et « La recette d'hiver ... » conclusions ; « On va », « Prochaine étape : » étapes
# suivantes. Non daté : en-tête, contrat et devis, remarque sur le fournisseur, deux notes de fin.
case(
    "fr_geothermie_coulis_hiver_ambigu", "fr", "fr-CA", "notes_chantier_trois_lacs_coulis.txt", (2024, 2025),
    """
NOTES DE CHANTIER — champ géothermique, école des Trois-Lacs, Mirabel
Forages Géo-Laurentides, Saint-Jérôme. Notes de Mathieu Lavoie (chef foreur) et d'Amélie Tessier (labo), recopiées telles quelles pour le dossier RS&DE.
Contrat : 24 forages de 152 m, boucles en U de 1 1/4 po en PEHD, coulis thermique bentonite-silice. Devis de l'ingénieure : conductivité du coulis d'au moins 1,70 W/m·K et résistance de forage d'au plus 0,10 m·K/W.
Premier chantier d'hiver avec ce coulis ; le fournisseur n'a aucune donnée avec de l'eau de gâchage sous 10 °C.

Forage F-1 — 06/11/2024 — Mathieu, Jonathan
Foré F-1 à 152 m, tubage de 6 po jusqu'au roc à 18 m, boucle descendue avec lest.
Coulis selon la fiche du fournisseur : 1 sac de bentonite (22,7 kg) et 4 sacs de sable de silice (100 kg) pour 110 L d'eau, au malaxeur à palettes.
Eau de la borne-fontaine à 3 °C.
La pression à la pompe est montée de 150 à 480 psi, puis le tube d'injection a bouché quand on était rendu à 112 m de profondeur.
Fini le trou par le haut avec de la bentonite pure.
La conductivité de ce bout-là va être mauvaise.

Forage F-2 — 08/11/2024 — Mathieu, Jonathan
Même recette, mais l'eau chauffée à 25 °C avec le chauffe-eau au propane du camion.
Pression max 320 psi, coulis rendu en surface sans bouchon, 152 m au complet.
Je pense qu'à 3 °C la bentonite n'a pas le temps de gonfler avant la pompe, le sable n'est plus tenu en suspension et fait un bouchon.
Rempli 3 moules avec le coulis rendu en surface pour le labo.

12/11/2024 — labo (Amélie)
Conductivité à la sonde à aiguille sur les 3 moules de F-2 après 4 jours : 1,42, 1,47 et 1,39 W/m·K.
La fiche du fournisseur annonce 1,73 pour cette recette.
Densité des échantillons 1,58, la fiche dit 1,70.
À mon avis le sable décante dans le tube et ce qui remonte en surface est appauvri.

Forage F-5 — 02/12/2024 — Mathieu, Jonathan
Ajouté un dispersant (polyacrylate, 0,5 % de la masse de bentonite) pour garder le sable en suspension, eau à 25 °C.
Viscosité au cône de Marsh : 58 s avec dispersant, 81 s sans.
Pression max 240 psi, aucun bouchon.
3 moules remplis en surface.
F-3 et F-4 coulés la semaine passée avec la recette de F-2, pas de moules.

05/12/2024 — labo (Amélie)
F-5 : 1,68, 1,71 et 1,66 W/m·K, densité 1,69.
Le dispersant règle la décantation, on est à la fiche.

Forages F-9 à F-12 — mardi 10/12/2024 — grand froid
-24 °C le matin, l'eau du réservoir du camion a pris en glace en surface pendant la nuit malgré le chauffe-eau.
Coulis gelé dans la trémie du malaxeur entre deux gâchées sur F-10, une gâchée de 110 L perdue.
F-9, F-11 et F-12 coulés sans problème avec la recette de F-5.
On va isoler la trémie et garder une gâchée en rotation en tout temps quand il fait sous -15.

07/01/2025 — TRT sur F-1 et F-5 (GéoMesure)
Rapport de GéoMesure reçu pour les tests de réponse thermique de 72 h faits sur F-1 et F-5 en décembre.
Résistance de forage : F-1 0,142 m·K/W, F-5 0,098 m·K/W ; le devis demande 0,10 au plus.
F-1, avec sa bentonite pure et son coulis appauvri, perd environ 8 % de capacité.
On va demander à l'ingénieure si on refait F-1 ou si on ajoute du forage ailleurs.

09/01/2025 — rencontre avec l'ingénieure (Lyne Paquette, Thermo-Conseil)
Décision de l'ingénieure : on garde F-1, mais le champ passe de 24 à 25 forages pour compenser.
Toutes les gâchées à l'eau chauffée (20 °C minimum) et avec dispersant, c'est maintenant dans le devis.
Elle s'attend à avoir la même résistance que F-5 sur tous les nouveaux forages.
Prochaine étape : TRT de contrôle sur un des forages de janvier.

04/02/2025 — bilan F-13 à F-25
13 forages terminés depuis le 13 janvier, tous coulés en une passe, pression max entre 210 et 260 psi.
Conductivité moyenne des moules : 1,70 W/m·K, de 1,64 à 1,75.
Aucun bouchon et aucune gâchée perdue sur la série, avec l'eau chauffée, le dispersant et la trémie isolée.
Froid minimum pendant la série : -29 °C le 21 janvier.
La recette d'hiver tient même au grand froid.

11/03/2025 — TRT de contrôle sur F-20 (GéoMesure)
Test de 72 h fait du 3 au 6 mars, rapport reçu ce matin.
Résistance de forage 0,095 m·K/W, conductivité du sol 2,6 W/m·K comme prévu au devis.
Un forage de janvier coulé avec la recette d'hiver donne le même résultat que F-5.
Prochaine étape : essayer un coulis au graphite sur le chantier de Blainville ce printemps.

Sonde à aiguille : TEMPOS, vérifiée sur le bloc de référence avant chaque série.
Les rapports TRT de GéoMesure sont dans le dossier Chantiers/Mirabel/TRT.
""",
    [
        E("2024-11-06", True, "06/11/2024",
          (A, "Foré F-1 à 152 m, tubage de 6 po jusqu'au roc à 18 m, boucle descendue avec lest."),
          (A, "Coulis selon la fiche du fournisseur : 1 sac de bentonite (22,7 kg) et 4 sacs de sable de silice (100 kg) pour 110 L d'eau, au malaxeur à palettes."),
          (R, "Eau de la borne-fontaine à 3 °C."),
          (R, "La pression à la pompe est montée de 150 à 480 psi, puis le tube d'injection a bouché quand on était rendu à 112 m de profondeur."),
          (A, "Fini le trou par le haut avec de la bentonite pure."),
          (H, "La conductivité de ce bout-là va être mauvaise.")),
        E("2024-11-08", True, "08/11/2024",
          (A, "Même recette, mais l'eau chauffée à 25 °C avec le chauffe-eau au propane du camion."),
          (R, "Pression max 320 psi, coulis rendu en surface sans bouchon, 152 m au complet."),
          (H, "Je pense qu'à 3 °C la bentonite n'a pas le temps de gonfler avant la pompe, le sable n'est plus tenu en suspension et fait un bouchon."),
          (A, "Rempli 3 moules avec le coulis rendu en surface pour le labo.")),
        E("2024-11-12", True, "12/11/2024",
          (R, "Conductivité à la sonde à aiguille sur les 3 moules de F-2 après 4 jours : 1,42, 1,47 et 1,39 W/m·K."),
          (R, "La fiche du fournisseur annonce 1,73 pour cette recette."),
          (R, "Densité des échantillons 1,58, la fiche dit 1,70."),
          (H, "À mon avis le sable décante dans le tube et ce qui remonte en surface est appauvri.")),
        E("2024-12-02", True, "02/12/2024",
          (A, "Ajouté un dispersant (polyacrylate, 0,5 % de la masse de bentonite) pour garder le sable en suspension, eau à 25 °C."),
          (R, "Viscosité au cône de Marsh : 58 s avec dispersant, 81 s sans."),
          (R, "Pression max 240 psi, aucun bouchon."),
          (A, "3 moules remplis en surface."),
          (A, "F-3 et F-4 coulés la semaine passée avec la recette de F-2, pas de moules.")),
        E("2024-12-05", True, "05/12/2024",
          (R, "F-5 : 1,68, 1,71 et 1,66 W/m·K, densité 1,69."),
          (C, "Le dispersant règle la décantation, on est à la fiche.")),
        E("2024-12-10", True, "mardi 10/12/2024",
          (R, "-24 °C le matin, l'eau du réservoir du camion a pris en glace en surface pendant la nuit malgré le chauffe-eau."),
          (R, "Coulis gelé dans la trémie du malaxeur entre deux gâchées sur F-10, une gâchée de 110 L perdue."),
          (A, "F-9, F-11 et F-12 coulés sans problème avec la recette de F-5."),
          (N, "On va isoler la trémie et garder une gâchée en rotation en tout temps quand il fait sous -15.")),
        E("2025-01-07", True, "07/01/2025",
          (A, "Rapport de GéoMesure reçu pour les tests de réponse thermique de 72 h faits sur F-1 et F-5 en décembre."),
          (R, "Résistance de forage : F-1 0,142 m·K/W, F-5 0,098 m·K/W ; le devis demande 0,10 au plus."),
          (C, "F-1, avec sa bentonite pure et son coulis appauvri, perd environ 8 % de capacité."),
          (N, "On va demander à l'ingénieure si on refait F-1 ou si on ajoute du forage ailleurs.")),
        E("2025-01-09", True, "09/01/2025",
          (C, "Décision de l'ingénieure : on garde F-1, mais le champ passe de 24 à 25 forages pour compenser."),
          (C, "Toutes les gâchées à l'eau chauffée (20 °C minimum) et avec dispersant, c'est maintenant dans le devis."),
          (H, "Elle s'attend à avoir la même résistance que F-5 sur tous les nouveaux forages."),
          (N, "Prochaine étape : TRT de contrôle sur un des forages de janvier.")),
        E("2025-02-04", True, "04/02/2025",
          (R, "13 forages terminés depuis le 13 janvier, tous coulés en une passe, pression max entre 210 et 260 psi."),
          (R, "Conductivité moyenne des moules : 1,70 W/m·K, de 1,64 à 1,75."),
          (R, "Aucun bouchon et aucune gâchée perdue sur la série, avec l'eau chauffée, le dispersant et la trémie isolée."),
          (R, "Froid minimum pendant la série : -29 °C le 21 janvier."),
          (C, "La recette d'hiver tient même au grand froid.")),
        E("2025-03-11", True, "11/03/2025",
          (A, "Test de 72 h fait du 3 au 6 mars, rapport reçu ce matin."),
          (R, "Résistance de forage 0,095 m·K/W, conductivité du sol 2,6 W/m·K comme prévu au devis."),
          (C, "Un forage de janvier coulé avec la recette d'hiver donne le même résultat que F-5."),
          (N, "Prochaine étape : essayer un coulis au graphite sur le chantier de Blainville ce printemps.")),
    ],
    [
        "Forages Géo-Laurentides, Saint-Jérôme. Notes de Mathieu Lavoie (chef foreur) et d'Amélie Tessier (labo), recopiées telles quelles pour le dossier RS&DE.",
        "Contrat : 24 forages de 152 m, boucles en U de 1 1/4 po en PEHD, coulis thermique bentonite-silice. Devis de l'ingénieure : conductivité du coulis d'au moins 1,70 W/m·K et résistance de forage d'au plus 0,10 m·K/W.",
        "Premier chantier d'hiver avec ce coulis ; le fournisseur n'a aucune donnée avec de l'eau de gâchage sous 10 °C.",
        "Sonde à aiguille : TEMPOS, vérifiée sur le bloc de référence avant chaque série.",
        "Les rapports TRT de GéoMesure sont dans le dossier Chantiers/Mirabel/TRT.",
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
