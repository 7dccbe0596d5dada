#!/usr/bin/env python3
"""Writes the logbook_first_11 held-out cases (one record file + case.json per folder) and checks them.

Run:  python3 tests/quality/logbook_first_11/make_cases.py [-v]
Schema: same as logbook_first_10 (see tests/quality/logbook/README.md): case.json = name, language,
locale, entries [{date, ambiguous, sentences [{text, label}]}], undated.
Nine writers (5 English en-CA, 4 French Quebec), subjects new to every earlier logbook set:
a ski-wax maker's fluoro-free cold glide wax (Slack channel copy, a thread reply dated by its
weekday only, a late day), an animal-health start-up's trace-mineral cattle bolus (eLabFTW export
sorted by title, "Last modified" stamps, a back-entered experiment), a knifemaker's thin fillet
blades warping in heat treat (shop journal, "04/03/25" settled by "17/03/25"), a pet aquamation
firm's effluent neutralised with CO2 (Outlook chain, newest first), a composter's winter windrows
(dd/mm/yy, ambiguous), a cooperage's leaking bur-oak barrels (« mercredi le 5 mars », « 24/03/25 »
settling « 02/04/25 »), a PVC window plant's cold corner welds (Teams channel copy: ISO stamps and
weekday-only stamps, posts whose later replies sit above a newer post), a layer farm's thin shells
with a mussel-shell calcium source (jj/mm/aaaa, ambiguous) and a mustard maker's pungency lost at
pasteurisation (Markdown notes, a late entry after a weekly summary).
Each record has 8-11 dated entries of 2-8 labelled sentences.

Conventions (same as the earlier sets):
  * a date range or a week heading dates its entry on the FIRST day; a summary headed by its day
    takes that written day;
  * a chat or e-mail message is dated by its own stamp or header; messages of one day (channel
    messages, a post and its same-day replies) make one entry; a thread reply stamped by a weekday
    only ("Thursday at 3:47 PM", « lundi 08:05 ») takes the first such weekday after the message it
    answers (the Teams copy also gives its copy date: weekday stamps are the last six days before
    it); From/To/Subject lines, author and time lines, greetings and signatures are not sentences;
  * an electronic-notebook page is dated by its "Date:" field; "Last modified" and export stamps
    are paperwork and date nothing;
  * `ambiguous` follows the slashed-date rule (both parts <= 12 and different, and no slashed date
    in the file with a part > 12 settles the order; en-CA and fr-CA read day/month); a written hint
    ("Dates in here are d/m") is not counted;
  * a date inside a sentence that points back or ahead ("on Thurs. Mar 13" in a first sentence that
    holds its own date excepted) creates no entry;
  * undated = header/preamble lines, setup lists, trailing notes and to-do lists.
Labels: hypothesis = a supposition or expectation stated before it is checked ("My bet is", "I
suspect", "should", "Expecting", « je soupçonne », « ça devrait », « à mon avis », « je m'attends
à »); activity = what was done or set up (set-points and quantities included); result = what was
measured or observed; conclusion = what the writer concludes or decides, tentative ones and shop
rules included; next_step = intentions, plans and requests ("Going to", "Next:", "can you ...",
« On va », « Prochaine étape : »).

Checks (as in logbook_first_10, plus weekday-only stamps): every text verbatim and exactly once in
the record, on one line, no overlap; every entry's `marker` (kept here only) parses to its date by
the case's locale and any weekday written in it matches; a weekday-only marker must fall 1-7 days
after the entry before it in the file, or in the six days before the case's copy date; dates
strictly increase; file order = date order except declared late entries; undated texts outside
every entry; ambiguity by the slashed-date rule; 6-16 entries, 2-8 sentences each; after writing,
case.json is re-read and every text is checked to be a substring of the record file. With -v the
leftover text is printed for eyeballing.
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
# en-CA, small ski-wax maker (Canmore AB), fluoro-free glide wax for cold dry snow; a Slack channel
# copied into a text file, thread replies pasted (indented) under the message they answer. Day
# dividers "Tuesday, January 7th" (year from the copy note and the season); a thread on Jan 14 whose
# replies are stamped "Thursday at 3:47 PM" / "Thursday at 4:20 PM" (Jan 16) sits ABOVE the
# "Wednesday, January 15th" channel message, which is therefore a late entry. "yesterday",
# "thursday", "Tuesday Feb 4", "by the 31st", "tuesday night" point back or ahead (no entry). "My
# bet is", "should", "My guess is", "I think" hypotheses; "Looks like ..., at least on this snow"
# tentative conclusion; "@Mitch can you ...?", "Next batch I'll" next steps; numbers inside
# activity sentences. Undated: the copy note, the project and test-setup lines, a trailing note.
case(
    "ski_wax_fluoro_free_cold_glide", "en", "en-CA", "wax_lab_slack_copy_CX.txt", (2025,),
    """
#wax-lab  (Bowfell Ski Wax Slack)
Copied out of Slack by Priya on Feb 24 for the SR&ED binder. Thread replies are pasted under the message they answer, indented.

Project CX: fluoro-free glide wax for cold, dry snow (-12 °C and colder). Since the FIS fluoro ban our LF-2 cold race wax can't be used at sanctioned races, and the plain hydrocarbon waxes we sold last season were 0.2-0.3 s slower than LF-2 on the glide hill below -15.
Glide hill = 40 m timed section at the Nordic centre, two photocell gates, Mitch skis every run, pairs run alternately, 8 runs per pair. All test skis have the same cold fine linear grind.

Tuesday, January 7th

Priya Sandhu  8:12 AM
Poured 4 test batches yesterday, 500 g each: CX-1 straight FT paraffin (C40+), CX-2 FT + 15% PE wax, CX-3 FT + 15% PE + 3% hydrophobic fumed silica, CX-4 our old LF-2 base with the fluoro left out. Needle penetration at 25 °C: CX-1 9 dmm, CX-2 6, CX-3 5, CX-4 14. My bet is CX-3 wins on cold abrasive snow, the silica should keep the wax from getting torn off by the sharp crystals.

Mitch Barrow  8:40 AM
ironed 2 pairs of each last night, 135 °C, 3 layers with 20 min cool between, scraped + brushed
going up to the hill thursday if it stays cold

Thursday, January 9th

Mitch Barrow  11:31 AM
Hill test done. Snow -17 °C, air -15 °C, RH 62%, old fine-grained snow, groomed at 5 am.
Avg of 8 runs on the 40 m: CX-1 7.84 s, CX-2 7.71, CX-3 7.62, CX-4 7.93, LF-2 (reference) 7.58
CX-1 and CX-4 got slower every run, by run 8 they were ~0.15 s off their first run. CX-3 pretty consistent.

Priya Sandhu  11:48 AM
So CX-3 is within 0.04 s of LF-2 on day one 🎉 CX-4 is basically dead, dropping it.

Tuesday, January 14th

Priya Sandhu  9:05 AM
Made the silica ladder: CX-3a at 1%, CX-3 at 3%, CX-3b at 5%, everything else the same. If the silica is what's doing the work, 5% should be faster again on abrasive snow. @Mitch can you run them thursday, forecast says -20?
    2 replies
    Mitch Barrow  Thursday at 3:47 PM
    Ran all three plus LF-2 this morning. -21 °C snow, very dry, 10 cm new from tuesday night.
    CX-3a 7.95 / CX-3 7.70 / CX-3b 7.88 / LF-2 7.66
    5% pair looks grey and dull after 8 runs, like there's powder sitting on the base
    Priya Sandhu  Thursday at 4:20 PM
    ok so 3 it is for now, more isn't better. I'll put the 5% pair under the scope tomorrow.

Wednesday, January 15th

Dan Lefebvre  1:15 PM
Booked the ice tribometer at the U for Tuesday Feb 4. They'll run our base coupons (25 x 60 mm) against a cold ice disc at -5, -15 and -25 °C. Need 6 coupons per wax, cut from the same base sheet, by the 31st.

Monday, January 20th

Priya Sandhu  10:02 AM
Scope pics of the 5% pair are in the shared drive. White clumps in the base structure, some up to ~40 µm, none on the 3% pair. So the silica isn't dispersing above about 3% with the paddle stirrer, it's just sitting in lumps. My guess is we need real shear, not more silica. Ordered a used rotor-stator mixer off a cosmetics shop in Calgary, $1,900, coming next week.

Tuesday, February 4th

Dan Lefebvre  4:48 PM
Tribometer numbers from the U (friction coefficient, mean of 3 runs each):
-5 °C: CX-3 0.031, LF-2 0.029, CX-1 0.034
-15 °C: CX-3 0.042, LF-2 0.041, CX-1 0.051
-25 °C: CX-3 0.067, LF-2 0.058, CX-1 0.072
CX-3 hangs with LF-2 down to -15 and then falls off a cliff at -25. The Westerns in Prince George are usually that cold, so that's the end that has to get better.

Monday, February 10th

Priya Sandhu  3:30 PM
First batch off the rotor-stator: CX-5 = CX-3 recipe with the silica at 4%, 10 min at 8,000 rpm, 120 °C. No clumps over 5 µm at 50x. For the -25 problem I think it's the FT paraffin going glassy and chipping, not the silica. Next batch I'll swap 20% of the C40 for a softer C30 cut (CX-6).

Thursday, February 13th

Mitch Barrow  12:10 PM
-24 °C this morning, finally. 8 runs each: CX-5 7.98, CX-6 7.81, LF-2 7.77
CX-6 base still black and wet-looking after the last run, CX-5 has the grey scuffing on the tips again

Priya Sandhu  12:26 PM
Looks like the softer cut fixes the cold end, at least on this snow 👏

Friday, February 21st

Dan Lefebvre  9:40 AM
Decision after this morning's call: CX-6 goes to the 3 provincial team wax techs for blind testing at the Westerns. Priya pours 40 bricks of 60 g next week, labelled A and B only. If the techs pick it over what they're running now, we do a 50 kg run this summer for next season.

(end of copy — scope photos and the tribometer PDF are in SR&ED/2025/CX)
""",
    [
        E("2025-01-07", False, "Tuesday, January 7th",
          (A, "Poured 4 test batches yesterday, 500 g each: CX-1 straight FT paraffin (C40+), CX-2 FT + 15% PE wax, CX-3 FT + 15% PE + 3% hydrophobic fumed silica, CX-4 our old LF-2 base with the fluoro left out."),
          (R, "Needle penetration at 25 °C: CX-1 9 dmm, CX-2 6, CX-3 5, CX-4 14."),
          (H, "My bet is CX-3 wins on cold abrasive snow, the silica should keep the wax from getting torn off by the sharp crystals."),
          (A, "ironed 2 pairs of each last night, 135 °C, 3 layers with 20 min cool between, scraped + brushed"),
          (N, "going up to the hill thursday if it stays cold")),
        E("2025-01-09", False, "Thursday, January 9th",
          (A, "Hill test done."),
          (R, "Snow -17 °C, air -15 °C, RH 62%, old fine-grained snow, groomed at 5 am."),
          (R, "Avg of 8 runs on the 40 m: CX-1 7.84 s, CX-2 7.71, CX-3 7.62, CX-4 7.93, LF-2 (reference) 7.58"),
          (R, "CX-1 and CX-4 got slower every run, by run 8 they were ~0.15 s off their first run."),
          (R, "CX-3 pretty consistent."),
          (C, "So CX-3 is within 0.04 s of LF-2 on day one"),
          (C, "CX-4 is basically dead, dropping it.")),
        E("2025-01-14", False, "Tuesday, January 14th",
          (A, "Made the silica ladder: CX-3a at 1%, CX-3 at 3%, CX-3b at 5%, everything else the same."),
          (H, "If the silica is what's doing the work, 5% should be faster again on abrasive snow."),
          (N, "@Mitch can you run them thursday, forecast says -20?")),
        E("2025-01-15", False, "Wednesday, January 15th",
          (A, "Booked the ice tribometer at the U for Tuesday Feb 4."),
          (N, "They'll run our base coupons (25 x 60 mm) against a cold ice disc at -5, -15 and -25 °C."),
          (N, "Need 6 coupons per wax, cut from the same base sheet, by the 31st.")),
        E("2025-01-16", False, "Thursday at 3:47 PM",
          (A, "Ran all three plus LF-2 this morning."),
          (R, "-21 °C snow, very dry, 10 cm new from tuesday night."),
          (R, "CX-3a 7.95 / CX-3 7.70 / CX-3b 7.88 / LF-2 7.66"),
          (R, "5% pair looks grey and dull after 8 runs, like there's powder sitting on the base"),
          (C, "ok so 3 it is for now, more isn't better."),
          (N, "I'll put the 5% pair under the scope tomorrow.")),
        E("2025-01-20", False, "Monday, January 20th",
          (A, "Scope pics of the 5% pair are in the shared drive."),
          (R, "White clumps in the base structure, some up to ~40 µm, none on the 3% pair."),
          (C, "So the silica isn't dispersing above about 3% with the paddle stirrer, it's just sitting in lumps."),
          (H, "My guess is we need real shear, not more silica."),
          (A, "Ordered a used rotor-stator mixer off a cosmetics shop in Calgary, $1,900, coming next week.")),
        E("2025-02-04", False, "Tuesday, February 4th",
          (R, "-5 °C: CX-3 0.031, LF-2 0.029, CX-1 0.034"),
          (R, "-15 °C: CX-3 0.042, LF-2 0.041, CX-1 0.051"),
          (R, "-25 °C: CX-3 0.067, LF-2 0.058, CX-1 0.072"),
          (C, "CX-3 hangs with LF-2 down to -15 and then falls off a cliff at -25."),
          (C, "The Westerns in Prince George are usually that cold, so that's the end that has to get better.")),
        E("2025-02-10", False, "Monday, February 10th",
          (A, "First batch off the rotor-stator: CX-5 = CX-3 recipe with the silica at 4%, 10 min at 8,000 rpm, 120 °C."),
          (R, "No clumps over 5 µm at 50x."),
          (H, "For the -25 problem I think it's the FT paraffin going glassy and chipping, not the silica."),
          (N, "Next batch I'll swap 20% of the C40 for a softer C30 cut (CX-6).")),
        E("2025-02-13", False, "Thursday, February 13th",
          (R, "-24 °C this morning, finally."),
          (R, "8 runs each: CX-5 7.98, CX-6 7.81, LF-2 7.77"),
          (R, "CX-6 base still black and wet-looking after the last run, CX-5 has the grey scuffing on the tips again"),
          (C, "Looks like the softer cut fixes the cold end, at least on this snow")),
        E("2025-02-21", False, "Friday, February 21st",
          (C, "Decision after this morning's call: CX-6 goes to the 3 provincial team wax techs for blind testing at the Westerns."),
          (N, "Priya pours 40 bricks of 60 g next week, labelled A and B only."),
          (N, "If the techs pick it over what they're running now, we do a 50 kg run this summer for next season.")),
    ],
    [
        "Copied out of Slack by Priya on Feb 24 for the SR&ED binder. Thread replies are pasted under the message they answer, indented.",
        "Project CX: fluoro-free glide wax for cold, dry snow (-12 °C and colder). Since the FIS fluoro ban our LF-2 cold race wax can't be used at sanctioned races, and the plain hydrocarbon waxes we sold last season were 0.2-0.3 s slower than LF-2 on the glide hill below -15.",
        "Glide hill = 40 m timed section at the Nordic centre, two photocell gates, Mitch skis every run, pairs run alternately, 8 runs per pair. All test skis have the same cold fine linear grind.",
        "(end of copy — scope photos and the tribometer PDF are in SR&ED/2025/CX)",
    ],
    late=("2025-01-15",),
)


# 2 ------------------------------------------------------------------------------------------------
# en-CA, animal-health start-up (Saskatoon SK), slow-release trace-mineral bolus for beef cows; an
# eLabFTW export sorted by TITLE, one page per experiment, each dated by its "Date:" field. Every
# page also carries a "Last modified:" stamp (paperwork: page 02 was last edited on the date of page
# 03) and the export stamp in the header. Page 07 was back-entered from the barn notebook: it is
# dated Mar 11 but sits after page 06 (Mar 17), a late entry. "Tues. Mar 11 (see 07)", "next
# Monday", "Apr 8" inside sentences point back or ahead (no entry). "Expect", "guessing", "I
# suspect", "should ... may", "we'd expect", "expects" hypotheses; "Next:", "Going to", "Two
# options" next steps; an advisor meeting's agreements as conclusions. Undated: export stamp,
# project description, target, background, a trailing method note.
case(
    "cattle_trace_mineral_bolus_release", "en", "en-CA", "elab_export_TMB-2.txt", (2025,),
    """
eLabFTW export | team: Rumen Health R&D | tag: TMB-2 | 9 experiments | sorted by title
Exported 2025-04-02 14:37 by jkowalchuk

Prairie Rumen Health Inc., Saskatoon SK. TMB-2 = 120-day trace-mineral bolus for beef cows on winter bale grazing (Cu, Zn, Se, Co, I). Given once by balling gun at fall processing, has to sit in the reticulum and release evenly until calving.
Target: 0.7-0.9% of the matrix mass released per day; density above 2.5 g/cm3 so it isn't regurgitated.
The glass boluses on the market carry Cu and Co but we can't get Se and I into a glass, so we're building a compressed matrix bolus instead.

==================================================================
TMB-2 01 — matrix screen, pressing
Date: 2025-01-13
Author: Jenna Kowalchuk
Status: Completed
Last modified: 2025-01-14 08:02
------------------------------------------------------------------
Pressed 4 matrix formulations, 30 boluses each, 95 g, 25 mm diameter, on the Carver press at 110 kN.
M1 10% hydrogenated canola stearin, M2 15%, M3 20%, M4 25%, balance mineral premix + iron powder for density + 2% ethylcellulose binder.
Density 2.71-2.78 g/cm3 across all four.
Diametral crush: M1 410 N, M2 520 N, M3 630 N, M4 590 N.
Expect release to drop roughly in step with fat content; guessing M3 lands closest to 0.8%/day.
Dissolution run starts tonight: 3 boluses per formulation, 2 L McDougall's buffer at pH 6.5, 39 °C, 60 rpm, buffer changed every 48 h.

==================================================================
TMB-2 02 — dissolution day 7
Date: 2025-01-20
Author: Jenna Kowalchuk
Status: Completed
Last modified: 2025-02-03 16:10
------------------------------------------------------------------
Day 7 mass loss (mean of 3, dried at 60 °C to constant weight): M1 14.1%, M2 8.9%, M3 5.6%, M4 5.2%.
M1 boluses have a soft grey rind about 2 mm deep that rubs off with a finger.
M1 is out, at that rate it's gone in 7 weeks.
M3 and M4 are both close to 0.8%/day, so going past 20% fat doesn't buy much.

==================================================================
TMB-2 03 — dissolution day 21, cracking
Date: 2025-02-03
Author: Jenna Kowalchuk
Status: Completed
Last modified: 2025-02-03 16:02
------------------------------------------------------------------
Day 21 mass loss: M2 31.5%, M3 24.8%, M4 26.9%.
M4 went from 5.2% at day 7 to 26.9%, way past linear.
2 of 3 M4 and 1 of 3 M3 boluses have axial cracks, 8-12 mm long, running in from the ends.
I suspect the iron powder: the particles are up to 150 µm, bigger than anything else in the blend, and the cracks seem to run from one to the next.
Going to section one of each on the SEM at the College of Engineering next Monday.

==================================================================
TMB-2 04 — SEM of cracked boluses
Date: 2025-02-10
Author: Omar Qureshi
Status: Completed
Last modified: 2025-02-12 11:25
------------------------------------------------------------------
Sectioned one M3 and one M4 bolus (day 21) along the crack, gold coated, SEM at 200x and 1000x.
Cracks follow the iron particles in both, with a 2-5 µm gap between the iron and the stearin.
EDS shows iron oxide on the particle surfaces inside the crack, so buffer got in there.
The fat doesn't bond to the iron and the buffer wicks along it: the iron is the weak path, not the fat level.
Two options: finer iron (under 45 µm) or take the iron out of the matrix and put it in as a solid core.

==================================================================
TMB-2 05 — M5 (iron core) and M6 (fine iron)
Date: 2025-02-24
Author: Jenna Kowalchuk
Status: Completed
Last modified: 2025-03-17 15:48
------------------------------------------------------------------
Pressed M5: M3 matrix with the iron replaced by a 40 g sintered iron slug in the centre, 6 mm matrix shell, 95 g total.
Pressed M6: M3 matrix with sieved iron powder under 45 µm, same loading as M3.
Density M5 2.64, M6 2.73 g/cm3.
The slug should stop the cracking, but with less matrix surface per gram M5 may start too slow.
Both into the dissolution bath this afternoon, M3 alongside as the control.

==================================================================
TMB-2 06 — M5/M6 dissolution day 21
Date: 2025-03-17
Author: Jenna Kowalchuk
Status: Completed
Last modified: 2025-03-25 09:13
------------------------------------------------------------------
Day 21 mass loss: M3 25.3%, M5 14.9%, M6 17.6%.
No cracks on any M5 or M6 bolus; M3 cracked again, 2 of 3.
M6 is the most linear: 5.9% at day 7, 11.8% at day 14, 17.6% at day 21.
M5 starts slow (3.1% at day 7) and speeds up once the shell thins, which is the wrong way round for a cow.
M6 is the candidate.
It's also the one that went into the steers on Tues. Mar 11 (see 07).

==================================================================
TMB-2 07 — in vivo placement, cannulated steers (back-entered)
Date: 2025-03-11
Author: Omar Qureshi
Status: Completed
Last modified: 2025-03-20 17:31
------------------------------------------------------------------
Back-entered from the barn notebook, p. 14-15 (O.Q.)
Placed 2 M6 and 2 M3 boluses straight into the reticulum of each of the 2 cannulated steers at the Livestock Research Building, under AUP 2024-0117.
Boluses weighed and numbered before placement, 94.6-95.3 g.
Steers are on the winter ration, 80% grass-legume hay and 20% rolled barley.
Pulling 1 of each per steer through the cannula at day 14 and day 28.
If the bath means anything we'd expect around 11-12% mass loss on M6 at day 14.

==================================================================
TMB-2 08 — in vivo day 14
Date: 2025-03-25
Author: Omar Qureshi
Status: Completed
Last modified: 2025-03-25 16:40
------------------------------------------------------------------
Pulled 1 M6 and 1 M3 from each steer through the cannula.
Mass loss M6 19.2% and 20.6%, M3 22.4% and 24.0%, against 11.8% for M6 in the bath at day 14.
In the rumen it goes about 1.7 times faster than in the bath, so the bath isn't reproducing the fibre mat scrubbing the surface.
At that rate M6 lasts about 70 days, not 120.
Next: M7 at 25% stearin on the fine-iron recipe, and a bath run with 1% chopped hay in the buffer to get closer to the rumen.

==================================================================
TMB-2 09 — project meeting
Date: 2025-04-01
Author: Jenna Kowalchuk
Status: Completed
Last modified: 2025-04-01 15:05
------------------------------------------------------------------
Jenna, Omar, Dr. Hildebrandt (vet advisor).
Agreed the bath is only good for ranking formulations, not for predicting days of release.
Decision: every formulation goes 14 days in the steers before anything else gets decided on it.
Dr. Hildebrandt expects the scrubbing to be worse on bale-grazed cows than on the barn ration, maybe another 20%.
M7 and M8 (30% stearin) get pressed this week and go into the steers on Apr 8 with the day-28 pull of M6.

==================================================================
Method note: mass loss = (initial dry mass - dry mass at pull) / initial dry mass, boluses dried at 60 °C to constant weight.
""",
    [
        E("2025-01-13", False, "Date: 2025-01-13",
          (A, "Pressed 4 matrix formulations, 30 boluses each, 95 g, 25 mm diameter, on the Carver press at 110 kN."),
          (A, "M1 10% hydrogenated canola stearin, M2 15%, M3 20%, M4 25%, balance mineral premix + iron powder for density + 2% ethylcellulose binder."),
          (R, "Density 2.71-2.78 g/cm3 across all four."),
          (R, "Diametral crush: M1 410 N, M2 520 N, M3 630 N, M4 590 N."),
          (H, "Expect release to drop roughly in step with fat content; guessing M3 lands closest to 0.8%/day."),
          (N, "Dissolution run starts tonight: 3 boluses per formulation, 2 L McDougall's buffer at pH 6.5, 39 °C, 60 rpm, buffer changed every 48 h.")),
        E("2025-01-20", False, "Date: 2025-01-20",
          (R, "Day 7 mass loss (mean of 3, dried at 60 °C to constant weight): M1 14.1%, M2 8.9%, M3 5.6%, M4 5.2%."),
          (R, "M1 boluses have a soft grey rind about 2 mm deep that rubs off with a finger."),
          (C, "M1 is out, at that rate it's gone in 7 weeks."),
          (C, "M3 and M4 are both close to 0.8%/day, so going past 20% fat doesn't buy much.")),
        E("2025-02-03", False, "Date: 2025-02-03",
          (R, "Day 21 mass loss: M2 31.5%, M3 24.8%, M4 26.9%."),
          (R, "M4 went from 5.2% at day 7 to 26.9%, way past linear."),
          (R, "2 of 3 M4 and 1 of 3 M3 boluses have axial cracks, 8-12 mm long, running in from the ends."),
          (H, "I suspect the iron powder: the particles are up to 150 µm, bigger than anything else in the blend, and the cracks seem to run from one to the next."),
          (N, "Going to section one of each on the SEM at the College of Engineering next Monday.")),
        E("2025-02-10", False, "Date: 2025-02-10",
          (A, "Sectioned one M3 and one M4 bolus (day 21) along the crack, gold coated, SEM at 200x and 1000x."),
          (R, "Cracks follow the iron particles in both, with a 2-5 µm gap between the iron and the stearin."),
          (R, "EDS shows iron oxide on the particle surfaces inside the crack, so buffer got in there."),
          (C, "The fat doesn't bond to the iron and the buffer wicks along it: the iron is the weak path, not the fat level."),
          (N, "Two options: finer iron (under 45 µm) or take the iron out of the matrix and put it in as a solid core.")),
        E("2025-02-24", False, "Date: 2025-02-24",
          (A, "Pressed M5: M3 matrix with the iron replaced by a 40 g sintered iron slug in the centre, 6 mm matrix shell, 95 g total."),
          (A, "Pressed M6: M3 matrix with sieved iron powder under 45 µm, same loading as M3."),
          (R, "Density M5 2.64, M6 2.73 g/cm3."),
          (H, "The slug should stop the cracking, but with less matrix surface per gram M5 may start too slow."),
          (A, "Both into the dissolution bath this afternoon, M3 alongside as the control.")),
        E("2025-03-11", False, "Date: 2025-03-11",
          (A, "Placed 2 M6 and 2 M3 boluses straight into the reticulum of each of the 2 cannulated steers at the Livestock Research Building, under AUP 2024-0117."),
          (A, "Boluses weighed and numbered before placement, 94.6-95.3 g."),
          (A, "Steers are on the winter ration, 80% grass-legume hay and 20% rolled barley."),
          (N, "Pulling 1 of each per steer through the cannula at day 14 and day 28."),
          (H, "If the bath means anything we'd expect around 11-12% mass loss on M6 at day 14.")),
        E("2025-03-17", False, "Date: 2025-03-17",
          (R, "Day 21 mass loss: M3 25.3%, M5 14.9%, M6 17.6%."),
          (R, "No cracks on any M5 or M6 bolus; M3 cracked again, 2 of 3."),
          (R, "M6 is the most linear: 5.9% at day 7, 11.8% at day 14, 17.6% at day 21."),
          (R, "M5 starts slow (3.1% at day 7) and speeds up once the shell thins, which is the wrong way round for a cow."),
          (C, "M6 is the candidate."),
          (A, "It's also the one that went into the steers on Tues. Mar 11 (see 07).")),
        E("2025-03-25", False, "Date: 2025-03-25",
          (A, "Pulled 1 M6 and 1 M3 from each steer through the cannula."),
          (R, "Mass loss M6 19.2% and 20.6%, M3 22.4% and 24.0%, against 11.8% for M6 in the bath at day 14."),
          (C, "In the rumen it goes about 1.7 times faster than in the bath, so the bath isn't reproducing the fibre mat scrubbing the surface."),
          (C, "At that rate M6 lasts about 70 days, not 120."),
          (N, "Next: M7 at 25% stearin on the fine-iron recipe, and a bath run with 1% chopped hay in the buffer to get closer to the rumen.")),
        E("2025-04-01", False, "Date: 2025-04-01",
          (C, "Agreed the bath is only good for ranking formulations, not for predicting days of release."),
          (C, "Decision: every formulation goes 14 days in the steers before anything else gets decided on it."),
          (H, "Dr. Hildebrandt expects the scrubbing to be worse on bale-grazed cows than on the barn ration, maybe another 20%."),
          (N, "M7 and M8 (30% stearin) get pressed this week and go into the steers on Apr 8 with the day-28 pull of M6.")),
    ],
    [
        "eLabFTW export | team: Rumen Health R&D | tag: TMB-2 | 9 experiments | sorted by title",
        "Exported 2025-04-02 14:37 by jkowalchuk",
        "Prairie Rumen Health Inc., Saskatoon SK. TMB-2 = 120-day trace-mineral bolus for beef cows on winter bale grazing (Cu, Zn, Se, Co, I). Given once by balling gun at fall processing, has to sit in the reticulum and release evenly until calving.",
        "Target: 0.7-0.9% of the matrix mass released per day; density above 2.5 g/cm3 so it isn't regurgitated.",
        "The glass boluses on the market carry Cu and Co but we can't get Se and I into a glass, so we're building a compressed matrix bolus instead.",
        "Method note: mass loss = (initial dry mass - dry mass at pull) / initial dry mass, boluses dried at 60 °C to constant weight.",
    ],
    late=("2025-03-11",),
)


# 3 ------------------------------------------------------------------------------------------------
# en-CA, one-man knife shop plus apprentice (Nelson BC), 0.9 mm AEB-L flex fillet knives warping in
# heat treat. Plain-text shop journal, formats mixed the way one person mixes them: "Mon. Mar 3",
# "04/03/25" (d/m/y; the writer's "Dates in here are d/m" is not counted, the file is settled by
# "17/03/25"), "Tues. Mar 11", a first sentence that holds its own date ("Picked up ... on Thurs.
# Mar 13 and ..."), "Week of Mar 24" with bullets (dated Mar 24), "Apr 2 — call with Trevor at the
# lodge", "Wed Apr 9". "starting Apr 7" points ahead (no entry). Numbers inside activity sentences
# (1066 °C, 10 min soak, 2 x 1 h at 175 °C). "My bet is", "Should ... if" hypotheses; a shop rule
# as conclusion ("Can't straighten these at 61 after temper"); "Going to" next steps. Undated:
# header block, two trailing notes and a to-do.
case(
    "fillet_knife_thin_blade_heat_treat_warp", "en", "en-CA", "shop_journal_fillet_job.txt", (2025,),
    """
SHOP JOURNAL — fillet knife job, spring 2025
Slocan Edge Knives, Nelson BC (Wes + Kayla, apprentice)
Job: 60 x 7" flex fillets for Rennell Sound Lodge, AEB-L 0.035" (0.9 mm), G10 handles. Due end of April, $145 each.
Problem from the sample run in Feb: the 0.9 mm blades come out of heat treat bowed and twisted, up to 1.5 mm over the blade. Lodge wants them dead flat and flexing to 30° without taking a set.
Bow = max gap under a 180 mm straightedge on the granite plate, feeler gauges, blade on its side.
Dates in here are d/m like the shop calendar.

Mon. Mar 3
Batch 1: 10 blanks profiled on the bandsaw, bevels ground to about 0.25 mm at the edge before HT, like we do on the thicker chef knives.
Foil-wrapped in pairs, 1066 °C (1950 °F) in the Evenheat, 10 min soak, plate quenched between the aluminium plates with the 20 kg weight on top, then straight into the chest freezer overnight.
My bet is the pre-ground bevels are what moves, too thin at the edge for the plates to hold them.

04/03/25
Out of the freezer, tempered 2 x 1 h at 150 °C clamped between plates.
Bow: 7 of 10 over 0.5 mm, worst 1.4 mm, mostly a twist toward the tip.
Test coupon 61 HRC on the Rockwell.
Tried cold straightening 3 in the vise with shims.
One snapped clean at the choil.
Can't straighten these at 61 after temper, too brittle.

Tues. Mar 11
Batch 2: 10 blanks, flat stock only, no bevels, 0.9 mm all over.
Stress relieved at 650 °C for 1 h and cooled in the oven before hardening, to get the rolling and profiling stress out.
Same harden and plate quench as batch 1.
Bow right after the quench: all 10 under 0.3 mm.
Should stay flat through temper if the clamping holds, then the bevels get ground hard.

Picked up 10 lb of dry ice from Praxair on Baker St on Thurs. Mar 13 and did a cryo on 5 of batch 2 before temper: dry ice + 99% isopropyl, -78 °C, 1 h.
The other 5 went straight to temper, both sets 2 x 1 h at 175 °C clamped.
After temper: cryo 60.5-61 HRC, no cryo 58.5-59.
Bow still under 0.3 mm on all 10.

17/03/25
Ground the bevels on batch 2 after HT, 120 grit ceramic on the 2x72 with the water mist.
Kayla blued the tips on 3 of them, those are scrap, the temper's gone at the tip.
On the other 7, bow after grinding 0.2-0.6 mm, the bevel side goes concave.
So grinding after HT puts some of the bow back, it's not only the heat treat.
Going to try a second clamped temper after grinding to relax it.

Week of Mar 24
- batch 3, 20 blanks: stress relief, harden, plate quench, dry ice cryo, temper 2 x 1 h at 175 °C clamped
- bevels ground post-HT, fresh belts, light passes, mist on the whole time
- snap temper 1 h at 150 °C clamped between the plates after grinding
- bow: 18 of 20 under 0.3 mm, 2 at 0.4-0.5 mm
- flex test 30° over 100 mm at the tip, all 20 came back true
- 60-60.5 HRC on the coupons
- looks like stress relief + the clamped snap temper after grinding is what does it, at least on 0.9 mm stock

Apr 2 — call with Trevor at the lodge
He's had 4 of the batch 3 knives on halibut and lingcod for a week, all still flat, no chips.
He'd like a bit more flex for the small rockfish.
Decision: the 60 go out on the batch 3 process, 20 a week starting Apr 7.
Going to grind the last 20 down to 0.8 mm at the tip for more flex and check they still pass the bow check.

Wed Apr 9
First 20 of the order done, 12 of them with the tips taken to 0.8 mm.
The 0.8 mm tips flex to about 40° before they feel stiff, bow under 0.3 mm on all 12.
One 0.9 mm blade came out at 0.45 mm bow, re-clamped and snap tempered again, now 0.25.
A second snap temper saves the odd one, so no more scrap on this job.

Evenheat reads 8 °F high at 1950, the temps above are corrected.
Dry ice: Praxair on Baker St, $3.20/lb, call the day before.
TODO order 2 more sheets of the 0.035 for the fall run
""",
    [
        E("2025-03-03", False, "Mon. Mar 3",
          (A, "Batch 1: 10 blanks profiled on the bandsaw, bevels ground to about 0.25 mm at the edge before HT, like we do on the thicker chef knives."),
          (A, "Foil-wrapped in pairs, 1066 °C (1950 °F) in the Evenheat, 10 min soak, plate quenched between the aluminium plates with the 20 kg weight on top, then straight into the chest freezer overnight."),
          (H, "My bet is the pre-ground bevels are what moves, too thin at the edge for the plates to hold them.")),
        E("2025-03-04", False, "04/03/25",
          (A, "Out of the freezer, tempered 2 x 1 h at 150 °C clamped between plates."),
          (R, "Bow: 7 of 10 over 0.5 mm, worst 1.4 mm, mostly a twist toward the tip."),
          (R, "Test coupon 61 HRC on the Rockwell."),
          (A, "Tried cold straightening 3 in the vise with shims."),
          (R, "One snapped clean at the choil."),
          (C, "Can't straighten these at 61 after temper, too brittle.")),
        E("2025-03-11", False, "Tues. Mar 11",
          (A, "Batch 2: 10 blanks, flat stock only, no bevels, 0.9 mm all over."),
          (A, "Stress relieved at 650 °C for 1 h and cooled in the oven before hardening, to get the rolling and profiling stress out."),
          (A, "Same harden and plate quench as batch 1."),
          (R, "Bow right after the quench: all 10 under 0.3 mm."),
          (H, "Should stay flat through temper if the clamping holds, then the bevels get ground hard.")),
        E("2025-03-13", False, "Thurs. Mar 13",
          (A, "Picked up 10 lb of dry ice from Praxair on Baker St on Thurs. Mar 13 and did a cryo on 5 of batch 2 before temper: dry ice + 99% isopropyl, -78 °C, 1 h."),
          (A, "The other 5 went straight to temper, both sets 2 x 1 h at 175 °C clamped."),
          (R, "After temper: cryo 60.5-61 HRC, no cryo 58.5-59."),
          (R, "Bow still under 0.3 mm on all 10.")),
        E("2025-03-17", False, "17/03/25",
          (A, "Ground the bevels on batch 2 after HT, 120 grit ceramic on the 2x72 with the water mist."),
          (R, "Kayla blued the tips on 3 of them, those are scrap, the temper's gone at the tip."),
          (R, "On the other 7, bow after grinding 0.2-0.6 mm, the bevel side goes concave."),
          (C, "So grinding after HT puts some of the bow back, it's not only the heat treat."),
          (N, "Going to try a second clamped temper after grinding to relax it.")),
        E("2025-03-24", False, "Week of Mar 24",
          (A, "batch 3, 20 blanks: stress relief, harden, plate quench, dry ice cryo, temper 2 x 1 h at 175 °C clamped"),
          (A, "bevels ground post-HT, fresh belts, light passes, mist on the whole time"),
          (A, "snap temper 1 h at 150 °C clamped between the plates after grinding"),
          (R, "bow: 18 of 20 under 0.3 mm, 2 at 0.4-0.5 mm"),
          (R, "flex test 30° over 100 mm at the tip, all 20 came back true"),
          (R, "60-60.5 HRC on the coupons"),
          (C, "looks like stress relief + the clamped snap temper after grinding is what does it, at least on 0.9 mm stock")),
        E("2025-04-02", False, "Apr 2",
          (R, "He's had 4 of the batch 3 knives on halibut and lingcod for a week, all still flat, no chips."),
          (R, "He'd like a bit more flex for the small rockfish."),
          (C, "Decision: the 60 go out on the batch 3 process, 20 a week starting Apr 7."),
          (N, "Going to grind the last 20 down to 0.8 mm at the tip for more flex and check they still pass the bow check.")),
        E("2025-04-09", False, "Wed Apr 9",
          (A, "First 20 of the order done, 12 of them with the tips taken to 0.8 mm."),
          (R, "The 0.8 mm tips flex to about 40° before they feel stiff, bow under 0.3 mm on all 12."),
          (R, "One 0.9 mm blade came out at 0.45 mm bow, re-clamped and snap tempered again, now 0.25."),
          (C, "A second snap temper saves the odd one, so no more scrap on this job.")),
    ],
    [
        "Slocan Edge Knives, Nelson BC (Wes + Kayla, apprentice)",
        "Job: 60 x 7\" flex fillets for Rennell Sound Lodge, AEB-L 0.035\" (0.9 mm), G10 handles. Due end of April, $145 each.",
        "Problem from the sample run in Feb: the 0.9 mm blades come out of heat treat bowed and twisted, up to 1.5 mm over the blade. Lodge wants them dead flat and flexing to 30° without taking a set.",
        "Bow = max gap under a 180 mm straightedge on the granite plate, feeler gauges, blade on its side.",
        "Dates in here are d/m like the shop calendar.",
        "Evenheat reads 8 °F high at 1950, the temps above are corrected.",
        "Dry ice: Praxair on Baker St, $3.20/lb, call the day before.",
        "TODO order 2 more sheets of the 0.035 for the fall run",
    ],
)


# 4 ------------------------------------------------------------------------------------------------
# en-CA, pet aquamation (alkaline hydrolysis) business in Guelph ON whose hold-tank effluent fails
# the City's sewer-use by-law on pH; CO2 neutralisation tried instead of sulfuric acid. An Outlook
# chain saved NEWEST FIRST, so every entry after the top one is late. Each message is one entry
# dated by its "Sent:" header ("Sent: Tuesday, April 15, 2025 10:22 AM" ... "Sent: Tuesday,
# February 18, 2025 11:40 AM"). Karen's Mar 12 reply quotes a fragment of Amir's Mar 11 sentence
# ("> half the gas is just going out the vent"), which is not a sentence of its own. "yesterday",
# "Monday's cycle", "on the 10th", "between March 26 and April 4", "next week" point back or ahead
# (no entry). "My guess is", "I'd expect", "I think ... but I haven't tested that" hypotheses; the
# City's acceptance and the owner's "Decision:" as conclusions; "Could you come by", "can you quote
# us", "I'll come down", "Amir will write it up" next steps. Greetings and thanks ("Thanks for the
# tour yesterday."), sign-offs, From/To/Subject and signature lines are not sentences. Undated: the
# save note and the firm's address line.
case(
    "pet_aquamation_effluent_co2_neutralization", "en", "en-CA", "co2_neutralization_thread.txt", (2025,),
    """
Outlook conversation "CO2 neutralization — hold tank trials", saved to the SR&ED folder by K. Doucette, newest message first.

From: Karen Doucette <karen@tallgrasspetaftercare.ca>
Sent: Tuesday, April 15, 2025 10:22 AM
To: Amir Haddad <amir@haddadprocess.ca>; Greg Paulsen <gpaulsen@hydrolysys.com>
Subject: RE: CO2 neutralization — hold tank trials

Hi both,

After 16 cycles on the eductor, the citric rinse every 8 cycles is keeping it clean: 0.1 mm of crust on the throat at the last check. CO2 runs us about $38 a batch against $95 in sulfuric, and nobody has to handle acid anymore. Decision: the CO2 system stays and the acid dosing pump comes out this month. Amir will write it up as a procedure so we can put the same setup on the two units going into the Barrie location.

Thanks,
Karen

Karen Doucette | Owner
Tallgrass Pet Aftercare | 412 Woodlawn Rd W, Guelph ON | Gentle water cremation for pets

From: Sarah Lin <sarah.lin@guelph.ca>
Sent: Tuesday, April 8, 2025 3:05 PM
To: Karen Doucette <karen@tallgrasspetaftercare.ca>
Subject: Sewer use compliance - Tallgrass Pet Aftercare, 412 Woodlawn

Good afternoon Karen,

The four compliance samples we took between March 26 and April 4 all came back within the by-law: pH 9.6 to 10.3, temperature 24 to 31 °C at the sampling point, sulphate 180 mg/L or less. The City accepts CO2 neutralization as your pre-treatment and it will be written into your compliance program as the approved method. Continuous pH and temperature records are to be sent to us monthly. I will be back for an unannounced sample sometime in May.

Regards,
Sarah Lin, C.E.T.
Environmental Compliance Officer, Sewer Use Program, City of Guelph

From: Amir Haddad <amir@haddadprocess.ca>
Sent: Monday, March 24, 2025 8:51 PM
To: Karen Doucette <karen@tallgrasspetaftercare.ca>; Greg Paulsen <gpaulsen@hydrolysys.com>
Subject: RE: CO2 neutralization — hold tank trials

Karen, Greg,

Results from the eductor runs last week, 3 cycles:
- effluent cooled overnight through the plate exchanger to 33-36 °C before any gas
- eductor on the 2 hp recirc pump, CO2 injected at the throat at 8 kg/h
- pH 12.7 to 10.2 in 95 min on average
- CO2 14.5 kg per batch on average against 31 kg with the diffusers, foam never above 12 cm with 50 mL of antifoam
- about 0.5 mm of white scale on the eductor throat after the 3 runs

Cooling first and dissolving the gas in the liquid line instead of bubbling it gets us under 10.5 in a workable time and cuts the gas by more than half. I think a citric acid rinse every few cycles will keep the scale down, but I haven't tested that. I'll have a logging pH probe and a sampling port put in this week so the City can see every batch.

Amir

From: Karen Doucette <karen@tallgrasspetaftercare.ca>
Sent: Wednesday, March 12, 2025 7:15 AM
To: Amir Haddad <amir@haddadprocess.ca>
Cc: Greg Paulsen <gpaulsen@hydrolysys.com>
Subject: RE: CO2 neutralization — hold tank trials

> half the gas is just going out the vent
That's the part that worries me, at $1.10 a kg it adds up fast. The foam also came out the hatch and went down the floor drain, which is exactly what the City doesn't want to see. Let's do the venturi. Greg, can you quote us a recirc pump and an eductor that fit the 2" port on the hold tank?

K

From: Amir Haddad <amir@haddadprocess.ca>
Sent: Tuesday, March 11, 2025 9:14 PM
To: Karen Doucette <karen@tallgrasspetaftercare.ca>; Greg Paulsen <gpaulsen@hydrolysys.com>
Subject: RE: CO2 neutralization — hold tank trials

First full-tank run was yesterday, on the cycle that finished at 6 am. 1,650 L of effluent at 55 °C in the hold tank, two 9" membrane diffusers on the floor, CO2 from the 4-cylinder manifold at 10 kg/h. pH went from 12.8 to 10.3 in 3 h 40 min and we used 31 kg of CO2, about 2.5 times what the jar tests predicted. The foam rose about 40 cm and came out the hatch once before I got 200 mL of silicone antifoam in. CO2 works, but it's slow and half the gas is just going out the vent. My guess is the hot liquid doesn't hold the CO2 and the diffuser bubbles are too big to dissolve in 1.8 m of depth. I'd like to try cooling the batch first and putting the gas in through a venturi on a recirculation loop.

Amir

From: Greg Paulsen <gpaulsen@hydrolysys.com>
Sent: Wednesday, March 5, 2025 4:32 PM
To: Amir Haddad <amir@haddadprocess.ca>
Cc: Karen Doucette <karen@tallgrasspetaftercare.ca>
Subject: RE: CO2 neutralization — hold tank trials

Amir,

Nobody running our units has tried CO2 as far as I know, the other sites use acid or have a sewer permit that takes pH 12. The PLC on Karen's unit has a spare output, so it can open a CO2 solenoid once the vessel drains to the hold tank. I'd expect calcium carbonate scale on anything the gas touches, there's a lot of dissolved calcium coming off the bone. Drawings of the drain line and the I/O list are attached. I'll come down on the 10th to wire the solenoid for your first tank run.

Greg Paulsen
Service Engineer, Hydrolysys Inc.

From: Amir Haddad <amir@haddadprocess.ca>
Sent: Wednesday, February 26, 2025 6:02 PM
To: Karen Doucette <karen@tallgrasspetaftercare.ca>
Cc: Greg Paulsen <gpaulsen@hydrolysys.com>
Subject: RE: CO2 neutralization — hold tank trials

Karen,

Thanks for the tour yesterday. I took 6 L of effluent from Monday's cycle back to my bench and ran jar tests: 1 L at a time, CO2 through a fine stone at 0.5 L/min, pH and temperature logged every minute. At 60 °C it took 38 min to get from 12.7 to 10.4, at 25 °C only 22 min. Each jar threw a 3-4 cm foam head and a fine white precipitate, which I'm fairly sure is calcium carbonate. My guess is most of the buffering above pH 10 is phosphate and ammonia from the tissue, so the gas demand will swing with the size of the load. I'd like to try it in the 2,000 L hold tank with proper diffusers; Greg is copied so he can tell us what the unit's controls can do.

Amir

From: Karen Doucette <karen@tallgrasspetaftercare.ca>
Sent: Tuesday, February 18, 2025 11:40 AM
To: Amir Haddad <amir@haddadprocess.ca>
Subject: CO2 neutralization — hold tank trials

Hi Amir,

Our hydrolysis effluent keeps failing the City's sewer use by-law on pH: the last three City samples were 11.8, 12.1 and 11.6 against a limit of 10.5. Right now we dose 93% sulfuric acid into the hold tank by hand, about $1,100 a month. It puts the sulphate at 2,300 mg/L, over the 1,500 limit, so we're failing on that instead. The vendor's manual only says "neutralize to local requirements". Could you come by next week and see if CO2 would work for us?

Karen
""",
    [
        E("2025-02-18", False, "Tuesday, February 18, 2025",
          (R, "Our hydrolysis effluent keeps failing the City's sewer use by-law on pH: the last three City samples were 11.8, 12.1 and 11.6 against a limit of 10.5."),
          (A, "Right now we dose 93% sulfuric acid into the hold tank by hand, about $1,100 a month."),
          (R, "It puts the sulphate at 2,300 mg/L, over the 1,500 limit, so we're failing on that instead."),
          (R, "The vendor's manual only says \"neutralize to local requirements\"."),
          (N, "Could you come by next week and see if CO2 would work for us?")),
        E("2025-02-26", False, "Wednesday, February 26, 2025",
          (A, "I took 6 L of effluent from Monday's cycle back to my bench and ran jar tests: 1 L at a time, CO2 through a fine stone at 0.5 L/min, pH and temperature logged every minute."),
          (R, "At 60 °C it took 38 min to get from 12.7 to 10.4, at 25 °C only 22 min."),
          (R, "Each jar threw a 3-4 cm foam head and a fine white precipitate, which I'm fairly sure is calcium carbonate."),
          (H, "My guess is most of the buffering above pH 10 is phosphate and ammonia from the tissue, so the gas demand will swing with the size of the load."),
          (N, "I'd like to try it in the 2,000 L hold tank with proper diffusers; Greg is copied so he can tell us what the unit's controls can do.")),
        E("2025-03-05", False, "Wednesday, March 5, 2025",
          (R, "Nobody running our units has tried CO2 as far as I know, the other sites use acid or have a sewer permit that takes pH 12."),
          (R, "The PLC on Karen's unit has a spare output, so it can open a CO2 solenoid once the vessel drains to the hold tank."),
          (H, "I'd expect calcium carbonate scale on anything the gas touches, there's a lot of dissolved calcium coming off the bone."),
          (A, "Drawings of the drain line and the I/O list are attached."),
          (N, "I'll come down on the 10th to wire the solenoid for your first tank run.")),
        E("2025-03-11", False, "Tuesday, March 11, 2025",
          (A, "First full-tank run was yesterday, on the cycle that finished at 6 am."),
          (A, "1,650 L of effluent at 55 °C in the hold tank, two 9\" membrane diffusers on the floor, CO2 from the 4-cylinder manifold at 10 kg/h."),
          (R, "pH went from 12.8 to 10.3 in 3 h 40 min and we used 31 kg of CO2, about 2.5 times what the jar tests predicted."),
          (R, "The foam rose about 40 cm and came out the hatch once before I got 200 mL of silicone antifoam in."),
          (C, "CO2 works, but it's slow and half the gas is just going out the vent."),
          (H, "My guess is the hot liquid doesn't hold the CO2 and the diffuser bubbles are too big to dissolve in 1.8 m of depth."),
          (N, "I'd like to try cooling the batch first and putting the gas in through a venturi on a recirculation loop.")),
        E("2025-03-12", False, "Wednesday, March 12, 2025",
          (C, "That's the part that worries me, at $1.10 a kg it adds up fast."),
          (R, "The foam also came out the hatch and went down the floor drain, which is exactly what the City doesn't want to see."),
          (C, "Let's do the venturi."),
          (N, "Greg, can you quote us a recirc pump and an eductor that fit the 2\" port on the hold tank?")),
        E("2025-03-24", False, "Monday, March 24, 2025",
          (A, "effluent cooled overnight through the plate exchanger to 33-36 °C before any gas"),
          (A, "eductor on the 2 hp recirc pump, CO2 injected at the throat at 8 kg/h"),
          (R, "pH 12.7 to 10.2 in 95 min on average"),
          (R, "CO2 14.5 kg per batch on average against 31 kg with the diffusers, foam never above 12 cm with 50 mL of antifoam"),
          (R, "about 0.5 mm of white scale on the eductor throat after the 3 runs"),
          (C, "Cooling first and dissolving the gas in the liquid line instead of bubbling it gets us under 10.5 in a workable time and cuts the gas by more than half."),
          (H, "I think a citric acid rinse every few cycles will keep the scale down, but I haven't tested that."),
          (N, "I'll have a logging pH probe and a sampling port put in this week so the City can see every batch.")),
        E("2025-04-08", False, "Tuesday, April 8, 2025",
          (R, "The four compliance samples we took between March 26 and April 4 all came back within the by-law: pH 9.6 to 10.3, temperature 24 to 31 °C at the sampling point, sulphate 180 mg/L or less."),
          (C, "The City accepts CO2 neutralization as your pre-treatment and it will be written into your compliance program as the approved method."),
          (C, "Continuous pH and temperature records are to be sent to us monthly."),
          (N, "I will be back for an unannounced sample sometime in May.")),
        E("2025-04-15", False, "Tuesday, April 15, 2025",
          (R, "After 16 cycles on the eductor, the citric rinse every 8 cycles is keeping it clean: 0.1 mm of crust on the throat at the last check."),
          (R, "CO2 runs us about $38 a batch against $95 in sulfuric, and nobody has to handle acid anymore."),
          (C, "Decision: the CO2 system stays and the acid dosing pump comes out this month."),
          (N, "Amir will write it up as a procedure so we can put the same setup on the two units going into the Barrie location.")),
    ],
    [
        "Outlook conversation \"CO2 neutralization — hold tank trials\", saved to the SR&ED folder by K. Doucette, newest message first.",
        "Tallgrass Pet Aftercare | 412 Woodlawn Rd W, Guelph ON | Gentle water cremation for pets",
    ],
    late=("2025-02-18", "2025-02-26", "2025-03-05", "2025-03-11", "2025-03-12", "2025-03-24", "2025-04-08"),
)


# 5 ------------------------------------------------------------------------------------------------
# en-CA, private composter (Prince Albert SK) trying to hold the pathogen-reduction temperatures
# (PFRP) through a prairie winter: a normal windrow, a taller windrow capped with finished compost,
# and an aerated static pile. Operator's plain-text pad notes. AMBIGUOUS record: every date is
# dd/mm/yy with both parts <= 12 ("04/11/24", "12/11/24", "10/01/25", ...) and no slashed date in
# the file settles the order; read day/month (en-CA). "03/03/25 — meeting with ..." has equal parts
# (not ambiguous). The season (-31 °C, snow) makes day/month obvious to a human, not to the rule.
# "on the 30th", "since Thursday", "on the 28th" point back (no entry). "Expecting", "I think", "My
# guess is" hypotheses; a pass/fail call and "Decision:" as conclusions; "Going to", "Build 2 more
# ASP bays" next steps. Undated: header block, pile setup lines, two trailing notes.
case(
    "compost_windrow_winter_pfrp_ambiguous", "en", "en-CA", "winter_pfrp_pad_notes.txt", (2024, 2025),
    """
WINTER PFRP TRIALS 2024-25 — pad notes (Dale)
North Sask Organics, Prince Albert SK. Leaf and yard waste from the city + food waste from 2 grocery DCs and the hospital kitchen.
Permit says PFRP: 55 °C or more for 15 days with 5 turnings in a windrow, or 3 days in an aerated static pile under a cover layer. Last winter every windrow built after mid-November failed it (north side and toes froze) and sat until May.
Trying 3 ways on the same mix this winter:
W1 = normal windrow, 2.5 m high x 5 m wide x 40 m
W2 = same mix built 3.5 m high, capped with 30 cm of screened finished compost
ASP-1 = 3 m high on two 100 mm perforated pipes, 1.5 hp blower on a timer, 30 cm compost cap, never turned
Probes at 6 stations per pile, 0.5 m and 1.5 m deep, read every morning.

04/11/24
Built all three piles today from the same mix, leaf and yard to food waste 3:1 by volume, C:N around 28, moisture 58%.
ASP-1 blower set to 5 min on, 25 min off.
Air -6 °C, no snow on the ground yet.
Expecting W1 to go first, the toes and the north side will freeze once nights get below -20.

08/11/24
Day 4 core temps at 1.5 m: W1 58-63 °C, W2 61-66 °C, ASP-1 71 °C at the blower end but 48 °C at the far end.
The air is all coming out near the blower, the pipes have the same 10 mm holes the whole length.
Uncapped the far ends of both pipes and ran a second line off the blower so the air goes in from both ends.

12/11/24
First turn on W1 and W2 with the Backhus.
W1 dropped from 61 to 47 °C right after the turn and took 2 days to get back over 55.
W2 only dropped to 54 and was back at 60 by the next morning.
Air -14 °C and a 30 km/h NW wind during the turn.
I think turning in the wind is what costs W1 the most, the smaller pile dumps more of its heat every time it's opened up.

02/12/24
Cold snap, -31 °C overnight on the 30th and -28 last night.
W1 north side at 0.5 m: 38-46 °C for 6 days now, south side still 56-59.
W2 all 6 stations 57-64 at both depths.
ASP-1 60-67 everywhere since the second air line went in.
W1 fails PFRP this round, the north side was under 55 for 6 of its 15 days.
The cap is doing the job on W2.
Going to push W1 up into a W2-style pile with a cap and restart its clock.

09/12/24
40 cm of snow since Thursday.
It melts right off W1 and ASP-1 but it's sitting on the W2 cap as a crust.
O2 at 1.5 m in W2 down to 6%, it was 12-14% last week.
My guess is the crust on the cap is sealing the pile and starving it.
Pushed the snow off W2 with the loader and broke up the crust with the bucket teeth.

06/01/25
ASP-1 batch 1 finished: all 6 stations held 55 °C or more for 19 days straight, coldest reading 56 at the far end.
Passes PFRP with lots of room.
Blower ran 31% of the time, 410 kWh for the batch.
Moisture down from 58% to 41%, driest at the blower end.
Started ASP-1 batch 2 on the same pad, blower now switched by the core probe: on above 65 °C, and at least 3 min every 30 min.

10/01/25
W2 passed: 15 days over 55 at every station, 5 turns, the cap pulled back for each turn and put on again after.
The re-capped W1 (now W1b) is at 58-62 with 9 days in.
Loader time for capping and uncapping is about 1.5 h per turn on a 40 m pile.
Capping works but it eats loader hours, the ASP gets there with none.

03/02/25
ASP-1 batch 2 after 4 weeks on the probe control: 56-64 °C at every station, moisture 58% down to 47%.
Blower ran 22% of the time instead of 31.
Condensate froze in the far end of pipe 2 at -35 °C on the 28th and blocked it for a day, far-end probe fell to 51 °C.
Probe control evens out the pile and saves power, but in deep cold the pipes need a condensate drain or they'll ice up.

03/03/25 — meeting with the Ministry of Environment inspector (Corinne) on the pad
Went through the probe sheets for all the piles with her.
W2 passed, W1b passed, W1 failed; ASP-1 passed both batches.
Agreed the ASP with probe control can go into the operating plan as a winter PFRP method.
Decision: next winter all food-waste material goes to ASP bays, leaf and yard only to capped windrows.
Build 2 more ASP bays this summer, with drain legs at the low end of each pipe.

Probes: Reotemp 1.5 m dial thermometers, read before 8 am. O2 with the Demista meter.
Full numbers are on the pile sheets in the office binder, this is just the running notes.
""",
    [
        E("2024-11-04", True, "04/11/24",
          (A, "Built all three piles today from the same mix, leaf and yard to food waste 3:1 by volume, C:N around 28, moisture 58%."),
          (A, "ASP-1 blower set to 5 min on, 25 min off."),
          (R, "Air -6 °C, no snow on the ground yet."),
          (H, "Expecting W1 to go first, the toes and the north side will freeze once nights get below -20.")),
        E("2024-11-08", True, "08/11/24",
          (R, "Day 4 core temps at 1.5 m: W1 58-63 °C, W2 61-66 °C, ASP-1 71 °C at the blower end but 48 °C at the far end."),
          (C, "The air is all coming out near the blower, the pipes have the same 10 mm holes the whole length."),
          (A, "Uncapped the far ends of both pipes and ran a second line off the blower so the air goes in from both ends.")),
        E("2024-11-12", True, "12/11/24",
          (A, "First turn on W1 and W2 with the Backhus."),
          (R, "W1 dropped from 61 to 47 °C right after the turn and took 2 days to get back over 55."),
          (R, "W2 only dropped to 54 and was back at 60 by the next morning."),
          (R, "Air -14 °C and a 30 km/h NW wind during the turn."),
          (H, "I think turning in the wind is what costs W1 the most, the smaller pile dumps more of its heat every time it's opened up.")),
        E("2024-12-02", True, "02/12/24",
          (R, "Cold snap, -31 °C overnight on the 30th and -28 last night."),
          (R, "W1 north side at 0.5 m: 38-46 °C for 6 days now, south side still 56-59."),
          (R, "W2 all 6 stations 57-64 at both depths."),
          (R, "ASP-1 60-67 everywhere since the second air line went in."),
          (C, "W1 fails PFRP this round, the north side was under 55 for 6 of its 15 days."),
          (C, "The cap is doing the job on W2."),
          (N, "Going to push W1 up into a W2-style pile with a cap and restart its clock.")),
        E("2024-12-09", True, "09/12/24",
          (R, "40 cm of snow since Thursday."),
          (R, "It melts right off W1 and ASP-1 but it's sitting on the W2 cap as a crust."),
          (R, "O2 at 1.5 m in W2 down to 6%, it was 12-14% last week."),
          (H, "My guess is the crust on the cap is sealing the pile and starving it."),
          (A, "Pushed the snow off W2 with the loader and broke up the crust with the bucket teeth.")),
        E("2025-01-06", True, "06/01/25",
          (R, "ASP-1 batch 1 finished: all 6 stations held 55 °C or more for 19 days straight, coldest reading 56 at the far end."),
          (C, "Passes PFRP with lots of room."),
          (R, "Blower ran 31% of the time, 410 kWh for the batch."),
          (R, "Moisture down from 58% to 41%, driest at the blower end."),
          (A, "Started ASP-1 batch 2 on the same pad, blower now switched by the core probe: on above 65 °C, and at least 3 min every 30 min.")),
        E("2025-01-10", True, "10/01/25",
          (R, "W2 passed: 15 days over 55 at every station, 5 turns, the cap pulled back for each turn and put on again after."),
          (R, "The re-capped W1 (now W1b) is at 58-62 with 9 days in."),
          (R, "Loader time for capping and uncapping is about 1.5 h per turn on a 40 m pile."),
          (C, "Capping works but it eats loader hours, the ASP gets there with none.")),
        E("2025-02-03", True, "03/02/25",
          (R, "ASP-1 batch 2 after 4 weeks on the probe control: 56-64 °C at every station, moisture 58% down to 47%."),
          (R, "Blower ran 22% of the time instead of 31."),
          (R, "Condensate froze in the far end of pipe 2 at -35 °C on the 28th and blocked it for a day, far-end probe fell to 51 °C."),
          (C, "Probe control evens out the pile and saves power, but in deep cold the pipes need a condensate drain or they'll ice up.")),
        E("2025-03-03", False, "03/03/25",
          (A, "Went through the probe sheets for all the piles with her."),
          (R, "W2 passed, W1b passed, W1 failed; ASP-1 passed both batches."),
          (C, "Agreed the ASP with probe control can go into the operating plan as a winter PFRP method."),
          (C, "Decision: next winter all food-waste material goes to ASP bays, leaf and yard only to capped windrows."),
          (N, "Build 2 more ASP bays this summer, with drain legs at the low end of each pipe.")),
    ],
    [
        "North Sask Organics, Prince Albert SK. Leaf and yard waste from the city + food waste from 2 grocery DCs and the hospital kitchen.",
        "Permit says PFRP: 55 °C or more for 15 days with 5 turnings in a windrow, or 3 days in an aerated static pile under a cover layer. Last winter every windrow built after mid-November failed it (north side and toes froze) and sat until May.",
        "W1 = normal windrow, 2.5 m high x 5 m wide x 40 m",
        "W2 = same mix built 3.5 m high, capped with 30 cm of screened finished compost",
        "ASP-1 = 3 m high on two 100 mm perforated pipes, 1.5 hp blower on a timer, 30 cm compost cap, never turned",
        "Probes at 6 stations per pile, 0.5 m and 1.5 m deep, read every morning.",
        "Probes: Reotemp 1.5 m dial thermometers, read before 8 am. O2 with the Demista meter.",
        "Full numbers are on the pile sheets in the office binder, this is just the running notes.",
    ],
)


# 6 ------------------------------------------------------------------------------------------------
# fr-CA, tonnellerie artisanale (Sutton) qui fait des barriques en chêne à gros fruits du Québec ;
# suintements à l'essai d'eau chaude. Journal d'atelier en texte brut. Dates : « Lundi 3 mars
# 2025 », « Mercredi le 5 mars » (tournure québécoise), « mardi 11 mars », ISO « 2025-03-13 », une
# semaine « Semaine du 17 mars » en puces (datée du 17), « 24/03/25 » et « 02/04/25 » (jj/mm/aa :
# 24 tranche l'ordre, donc « 02/04/25 » n'est pas ambigu), une première phrase qui porte sa date
# (« Le 14 avril, on a livré ... »), « 12 mai 2025 — pesée et bilan avec la distillerie ». « le 12
# mai » dans une phrase, « depuis l'automne », « cet été » ne créent pas d'entrée. « Je soupçonne »,
# « À mon avis », « ne devraient pas », « je pense que », « Ça devrait », « on devrait les voir »
# hypothèses ; « C'est pas juste un problème de joint » et « Décision : » conclusions ; « On va »,
# « Prochaine étape : » étapes suivantes. Non daté : en-tête et deux notes de fin.
case(
    "fr_tonnellerie_chene_gros_fruits_fuites", "fr", "fr-CA", "journal_atelier_barriques_2025.txt", (2025,),
    """
TONNELLERIE — fuites sur les barriques en chêne à gros fruits
Tonnellerie des Appalaches, Sutton. Barriques de 225 L et barils de 50 L pour des distilleries et des cidreries du Québec, en chêne à gros fruits (Quercus macrocarpa) de la Montérégie, merrains séchés à l'air 18 à 24 mois dans la cour.
Problème : sur les lots de l'hiver, 30 à 40 % des barriques suintent à l'essai d'eau chaude. On les sauve au suif et à la cheville, mais deux distilleries nous ont retourné des barils qui coulaient une fois pleins.
Essai d'eau chaude : 20 L d'eau à 80 °C, on roule la barrique, 24 h debout, puis on regarde les fonds et chaque joint.
Nos merrains viennent de deux scieries : Bédard (Farnham) et Lussier (Saint-Pie).

Lundi 3 mars 2025
Essai d'eau chaude sur les 12 barriques du lot F (février) : 5 suintent, 3 aux fonds et 2 dans le corps.
Sur les 2 du corps, l'eau sort à travers le bois au milieu d'un merrain, pas dans le joint.
Marqué au crayon gras chaque merrain qui suinte, avec le numéro de paquet de la scierie.
Je soupçonne les merrains de Bédard : ils sont sciés sur faux-quartier, on voit les rayons de biais sur la face.

Mercredi le 5 mars
Démonté 2 des barriques qui suintent dans le corps.
Les 4 merrains qui coulent viennent tous de Bédard, avec les rayons à 20-40° de la face au lieu d'être perpendiculaires.
Humidité à l'humidimètre : 17 à 19 % sur ces merrains, contre 13 à 14 % sur ceux de Lussier.
C'est pas juste un problème de joint, l'eau passe à travers le bois.

mardi 11 mars
Monté un petit banc de perméabilité : un bout de tuyau de PVC collé à l'époxy sur une rondelle de merrain de 22 mm, 1 m de colonne d'eau, 48 h.
18 échantillons : 6 fendus à la main, 6 sciés sur quartier (Lussier), 6 sciés sur faux-quartier (Bédard).
À mon avis les thylles du chêne à gros fruits bouchent bien les vaisseaux, c'est l'angle des rayons par rapport à la face qui compte.
Si c'est ça, les fendus et les quartiers ne devraient pas laisser passer l'eau en 48 h.

2025-03-13
Banc de perméabilité après 48 h : fendus 0 sur 6, quartier 1 sur 6, faux-quartier 5 sur 6, avec des gouttes en dessous après 6 à 20 h.
Le quartier qui a coulé a une petite gerce de séchage de 4 cm qu'on n'avait pas vue.
Le faux-quartier est le gros du problème.
Appelé Bédard : ils peuvent nous scier sur quartier, mais à 35 % plus cher du pied-planche.

Semaine du 17 mars
- monté 6 barriques avec seulement des merrains sur quartier, rayons à moins de 15° de la perpendiculaire, tous à 14 % ou moins
- 3 en bousinage moyen : 45 min, 190-200 °C à l'intérieur au thermocouple
- 3 en bousinage fort : 60 min, 220-230 °C
- essai d'eau chaude : moyen 0 sur 3, fort 2 sur 3, les deux aux fonds
- sur les 2 fortes, des fissures fines dans la couche grillée le long du jable
- je pense que le bousinage fort fait fendre le bois près du jable, là où il est le plus mince

24/03/25
Sorti les 6 fonds des barriques du lot F qui coulaient aux fonds.
Sur 5 des 6 fonds, la fuite part d'une pièce de fond avec de l'aubier sur le bord, pâle et poreux.
On fait les fonds avec les merrains de 2e choix depuis l'automne, pour sauver du bois.
Décision : plus d'aubier dans les fonds, du cœur seulement, même si on perd 15 % du bois de 2e choix.
On va refaire 8 barriques complètes avec tout ce qu'on a appris : quartier seulement, fonds sans aubier, bousinage moyen.

02/04/25
Essai d'eau chaude sur les 8 nouvelles barriques : aucun suintement à 24 h.
À 48 h, un petit suintement sur une barrique, à un joint de fond, qui s'est refermé tout seul en gonflant.
Avec le quartier, les fonds sans aubier et le bousinage moyen, on règle presque tout, du moins sur ce bois-là.
Ça devrait tenir avec du distillat aussi, mais on ne le saura qu'avec des barriques pleines.

Le 14 avril, on a livré 4 des 8 barriques à la distillerie de Frelighsburg, remplies sur place avec du distillat de seigle à 63 %.
Pesées au remplissage : 248, 251, 247 et 250 kg.
S'il y a des pertes par le bois, on devrait les voir en 4 semaines sur la balance.
On va repeser le 12 mai avec eux.

12 mai 2025 — pesée et bilan avec la distillerie
Pertes en 4 semaines : 0,6, 0,9, 0,7 et 0,8 kg, rien qui coule et pas de taches sur l'extérieur.
Le maître de chai dit que c'est dans la normale pour une barrique neuve, ils perdent 0,5 à 1 kg par mois sur leurs fûts de chêne blanc américain.
Décision : à partir de la coupe de cet été, tout le chêne est scié sur quartier ou fendu, et Bédard passe au quartier ou on change de scierie.
Prochaine étape : un essai de bousinage à 205-210 °C pour voir où est la limite avant les fissures au jable.

Humidimètre : Delmhorst J-2000 sur l'échelle chêne blanc, vérifié sur le bloc d'étalonnage chaque lundi.
Le lot F est retourné au complet chez Bédard pour crédit (voir leur facture de mars).
""",
    [
        E("2025-03-03", False, "Lundi 3 mars 2025",
          (R, "Essai d'eau chaude sur les 12 barriques du lot F (février) : 5 suintent, 3 aux fonds et 2 dans le corps."),
          (R, "Sur les 2 du corps, l'eau sort à travers le bois au milieu d'un merrain, pas dans le joint."),
          (A, "Marqué au crayon gras chaque merrain qui suinte, avec le numéro de paquet de la scierie."),
          (H, "Je soupçonne les merrains de Bédard : ils sont sciés sur faux-quartier, on voit les rayons de biais sur la face.")),
        E("2025-03-05", False, "Mercredi le 5 mars",
          (A, "Démonté 2 des barriques qui suintent dans le corps."),
          (R, "Les 4 merrains qui coulent viennent tous de Bédard, avec les rayons à 20-40° de la face au lieu d'être perpendiculaires."),
          (R, "Humidité à l'humidimètre : 17 à 19 % sur ces merrains, contre 13 à 14 % sur ceux de Lussier."),
          (C, "C'est pas juste un problème de joint, l'eau passe à travers le bois.")),
        E("2025-03-11", False, "mardi 11 mars",
          (A, "Monté un petit banc de perméabilité : un bout de tuyau de PVC collé à l'époxy sur une rondelle de merrain de 22 mm, 1 m de colonne d'eau, 48 h."),
          (A, "18 échantillons : 6 fendus à la main, 6 sciés sur quartier (Lussier), 6 sciés sur faux-quartier (Bédard)."),
          (H, "À mon avis les thylles du chêne à gros fruits bouchent bien les vaisseaux, c'est l'angle des rayons par rapport à la face qui compte."),
          (H, "Si c'est ça, les fendus et les quartiers ne devraient pas laisser passer l'eau en 48 h.")),
        E("2025-03-13", False, "2025-03-13",
          (R, "Banc de perméabilité après 48 h : fendus 0 sur 6, quartier 1 sur 6, faux-quartier 5 sur 6, avec des gouttes en dessous après 6 à 20 h."),
          (R, "Le quartier qui a coulé a une petite gerce de séchage de 4 cm qu'on n'avait pas vue."),
          (C, "Le faux-quartier est le gros du problème."),
          (A, "Appelé Bédard : ils peuvent nous scier sur quartier, mais à 35 % plus cher du pied-planche.")),
        E("2025-03-17", False, "Semaine du 17 mars",
          (A, "monté 6 barriques avec seulement des merrains sur quartier, rayons à moins de 15° de la perpendiculaire, tous à 14 % ou moins"),
          (A, "3 en bousinage moyen : 45 min, 190-200 °C à l'intérieur au thermocouple"),
          (A, "3 en bousinage fort : 60 min, 220-230 °C"),
          (R, "essai d'eau chaude : moyen 0 sur 3, fort 2 sur 3, les deux aux fonds"),
          (R, "sur les 2 fortes, des fissures fines dans la couche grillée le long du jable"),
          (H, "je pense que le bousinage fort fait fendre le bois près du jable, là où il est le plus mince")),
        E("2025-03-24", False, "24/03/25",
          (A, "Sorti les 6 fonds des barriques du lot F qui coulaient aux fonds."),
          (R, "Sur 5 des 6 fonds, la fuite part d'une pièce de fond avec de l'aubier sur le bord, pâle et poreux."),
          (A, "On fait les fonds avec les merrains de 2e choix depuis l'automne, pour sauver du bois."),
          (C, "Décision : plus d'aubier dans les fonds, du cœur seulement, même si on perd 15 % du bois de 2e choix."),
          (N, "On va refaire 8 barriques complètes avec tout ce qu'on a appris : quartier seulement, fonds sans aubier, bousinage moyen.")),
        E("2025-04-02", False, "02/04/25",
          (R, "Essai d'eau chaude sur les 8 nouvelles barriques : aucun suintement à 24 h."),
          (R, "À 48 h, un petit suintement sur une barrique, à un joint de fond, qui s'est refermé tout seul en gonflant."),
          (C, "Avec le quartier, les fonds sans aubier et le bousinage moyen, on règle presque tout, du moins sur ce bois-là."),
          (H, "Ça devrait tenir avec du distillat aussi, mais on ne le saura qu'avec des barriques pleines.")),
        E("2025-04-14", False, "Le 14 avril",
          (A, "Le 14 avril, on a livré 4 des 8 barriques à la distillerie de Frelighsburg, remplies sur place avec du distillat de seigle à 63 %."),
          (R, "Pesées au remplissage : 248, 251, 247 et 250 kg."),
          (H, "S'il y a des pertes par le bois, on devrait les voir en 4 semaines sur la balance."),
          (N, "On va repeser le 12 mai avec eux.")),
        E("2025-05-12", False, "12 mai 2025",
          (R, "Pertes en 4 semaines : 0,6, 0,9, 0,7 et 0,8 kg, rien qui coule et pas de taches sur l'extérieur."),
          (R, "Le maître de chai dit que c'est dans la normale pour une barrique neuve, ils perdent 0,5 à 1 kg par mois sur leurs fûts de chêne blanc américain."),
          (C, "Décision : à partir de la coupe de cet été, tout le chêne est scié sur quartier ou fendu, et Bédard passe au quartier ou on change de scierie."),
          (N, "Prochaine étape : un essai de bousinage à 205-210 °C pour voir où est la limite avant les fissures au jable.")),
    ],
    [
        "Tonnellerie des Appalaches, Sutton. Barriques de 225 L et barils de 50 L pour des distilleries et des cidreries du Québec, en chêne à gros fruits (Quercus macrocarpa) de la Montérégie, merrains séchés à l'air 18 à 24 mois dans la cour.",
        "Problème : sur les lots de l'hiver, 30 à 40 % des barriques suintent à l'essai d'eau chaude. On les sauve au suif et à la cheville, mais deux distilleries nous ont retourné des barils qui coulaient une fois pleins.",
        "Essai d'eau chaude : 20 L d'eau à 80 °C, on roule la barrique, 24 h debout, puis on regarde les fonds et chaque joint.",
        "Nos merrains viennent de deux scieries : Bédard (Farnham) et Lussier (Saint-Pie).",
        "Humidimètre : Delmhorst J-2000 sur l'échelle chêne blanc, vérifié sur le bloc d'étalonnage chaque lundi.",
        "Le lot F est retourné au complet chez Bédard pour crédit (voir leur facture de mars).",
    ],
)


# 7 ------------------------------------------------------------------------------------------------
# fr-CA, fabricant de fenêtres en PVC (Princeville), coins soudés qui fendent depuis l'arrivée d'un
# profilé à noyau recyclé sorti froid du hangar. Conversation d'un canal Teams copiée le vendredi
# 28 mars 2025 : les messages de plus d'une semaine portent un horodatage ISO (« 2025-03-04 07:52 »,
# format fr-CA de Teams), ceux des six derniers jours seulement un jour de semaine (« lundi 08:05 »,
# « mardi 14:31 », « mercredi 09:02 » = 24, 25 et 26 mars). Les réponses sont sous leur message de
# départ : la réponse du 10 mars (fil du 4 mars) est au-dessus du fil du 6 mars, donc les entrées
# du 6 et du 7 mars sont en retard. Un message et sa réponse du même jour font une seule entrée.
# Une citation Teams (« > Jean-Philippe Roy : Le cycle passe ... ») reprend un bout de phrase et
# n'est pas une phrase. « Hier », « lundi » dans une phrase, « entre le 20 janvier et le 14
# février », « d'ici vendredi » renvoient ailleurs (pas d'entrée). « Je soupçonne », « Je m'attends
# à » hypothèses ; « On dirait que ..., du moins tant que ... » conclusion prudente ; « Décision : »
# règle de production ; « Je vais demander », « @Luc ... ? », « peux-tu ... ? » étapes suivantes.
# Les lignes nom + horodatage et les salutations ne sont pas des phrases. Non daté : en-tête de
# copie, contexte, spécification, une note de fin.
case(
    "fr_fenetres_pvc_coins_soudes_froid_teams", "fr", "fr-CA", "teams_soudure_coins_R30.txt", (2025,),
    """
Teams — équipe Production > canal « Soudure coins R30 »
Conversation copiée le vendredi 28 mars 2025 à 16:40 par Mélanie Grondin pour le dossier RS&DE. Les réponses sont sous le message de départ, comme dans Teams.

Contexte : depuis janvier, le nouveau profilé R30 (noyau en PVC recyclé à 30 %, peau vierge, extrudé par Profilex à Laval) remplace l'ancien profilé sur toutes les fenêtres à battant. Soudeuse 4 têtes à plaque chauffante, puis nettoyeuse de coins.
Spéc. de Profilex pour le R30 : rupture d'angle d'au moins 3 400 N à la presse à coins.

Mélanie Grondin  2025-03-04 07:52
Troisième retour de chantier en 2 semaines pour des coins fendus sur des fenêtres R30, cette fois à Victoriaville. Hier j'ai cassé 10 coins de la production de février à la presse : moyenne 2 850 N, le plus faible à 2 310 N, tous sous la spéc de 3 400. Les cassures sont nettes dans le cordon, presque pas de déformation autour. Je soupçonne le R30 froid : depuis janvier il sort du hangar pas chauffé et s'en va direct à la soudeuse.
    Jean-Philippe Roy  2025-03-04 09:20
    Confirmé, on a pris la température des profilés à l'entrée de la soudeuse ce matin avec le thermomètre laser : -11 °C en surface. Les réglages n'ont pas bougé depuis l'ancien profilé, 250 °C à la plaque, 25 s de chauffe, 30 s de maintien.
    Mélanie Grondin  2025-03-10 13:05
    Un 4e retour, même problème, chez un entrepreneur de Plessisville. Les 4 chantiers ont été fabriqués entre le 20 janvier et le 14 février, en plein dans les grands froids.

Mélanie Grondin  2025-03-06 15:30
Essai de tempérage : 20 coins soudés ce matin avec les mêmes réglages, 10 avec des profilés laissés 24 h dans l'usine à 19 °C, 10 avec des profilés pris au hangar à -12 °C. Résultats à la presse : tempérés 3 310 N en moyenne, froids 2 790 N. Le froid explique une bonne partie, mais même tempérés on n'atteint pas 3 400. Je vais demander à Profilex si le noyau recyclé change quelque chose à la soudure.
    Patrick Nadeau (Profilex) (Invité)  2025-03-07 10:12
    Bonjour Mélanie,
    D'après nos fiches, le noyau recyclé du R30 a un indice de fluidité à chaud 20 % plus bas que le vierge. Je m'attends à ce qu'il vous faille 5 à 10 °C de plus à la plaque ou quelques secondes de chauffe de plus qu'avec l'ancien profilé. On vous envoie 2 longueurs de R30 sans recyclé la semaine prochaine pour que vous puissiez comparer sur votre soudeuse.

Jean-Philippe Roy  2025-03-13 14:02
Plan d'essai pour demain sur la soudeuse 2, tous les profilés tempérés 24 h : plaque à 250, 260 et 270 °C, chauffe de 25 ou 32 s, 6 coins par combinaison. J'ai fait un coin de réglage à 270 °C cet après-midi. Ça fume au cordon et ça sent le brûlé.
    Mélanie Grondin  2025-03-14 16:45
    Résultats à la presse, moyenne de 6 coins :
    250 °C, 25 s : 3 290 N
    260 °C, 25 s : 3 520 N
    260 °C, 32 s : 3 710 N
    270 °C, 25 s : 3 480 N, bulles dans le cordon
    270 °C, 32 s : 3 150 N, cordon jauni
    Le meilleur compromis, c'est 260 °C et 32 s. À 270, le recyclé commence à se dégrader, donc plus chaud n'est pas mieux.

Jean-Philippe Roy  2025-03-19 11:20
Les 2 longueurs de R30 sans recyclé de Profilex sont arrivées lundi. Soudé 6 coins ce matin à 250 °C et 25 s, les réglages d'avant. À la presse : 3 950 N en moyenne, aucun sous 3 700. Donc le recyclé nous coûte environ 15 % de résistance au coin, même bien soudé. @Luc Bergeron on passe toute la production R30 à 260/32 à partir de lundi?
    Luc Bergeron  2025-03-20 08:10
    Oui, go pour lundi. On libère la baie 3 de l'entrepôt chauffé pour que les profilés R30 y passent 24 h avant la soudeuse.
    Jean-Philippe Roy  lundi 08:05
    Soudeuse 2 passée à 260 °C et 32 s ce matin pour toute la production R30, profilés sortis de la baie 3 après 24 h. Le cycle passe de 55 à 62 s par coin, ça nous coûte à peu près 4 cadres à l'heure.
    Mélanie Grondin  mardi 14:31
    > Jean-Philippe Roy : Le cycle passe de 55 à 62 s par coin…
    Essai à la presse sur 12 coins de la production d'hier : moyenne 3 640 N, minimum 3 420 N. Tous au-dessus de 3 400 pour la première fois depuis janvier. On dirait que le tempérage plus 260/32 règle le problème, du moins tant que les profilés passent leurs 24 h au chaud.
    Luc Bergeron  mercredi 09:02
    Décision : le R30 reste, avec 260 °C, 32 s et 24 h de tempérage obligatoires, c'est dans la fiche de poste à partir d'aujourd'hui. Mélanie, on garde l'essai à la presse sur 6 coins par quart jusqu'à la fin avril. Patrick, peux-tu nous dire d'ici vendredi si Profilex peut descendre le recyclé à 20 % dans le noyau?

(fin de la copie — les photos des cassures sont dans l'onglet Fichiers du canal)
""",
    [
        E("2025-03-04", False, "2025-03-04 07:52",
          (R, "Troisième retour de chantier en 2 semaines pour des coins fendus sur des fenêtres R30, cette fois à Victoriaville."),
          (R, "Hier j'ai cassé 10 coins de la production de février à la presse : moyenne 2 850 N, le plus faible à 2 310 N, tous sous la spéc de 3 400."),
          (R, "Les cassures sont nettes dans le cordon, presque pas de déformation autour."),
          (H, "Je soupçonne le R30 froid : depuis janvier il sort du hangar pas chauffé et s'en va direct à la soudeuse."),
          (R, "Confirmé, on a pris la température des profilés à l'entrée de la soudeuse ce matin avec le thermomètre laser : -11 °C en surface."),
          (A, "Les réglages n'ont pas bougé depuis l'ancien profilé, 250 °C à la plaque, 25 s de chauffe, 30 s de maintien.")),
        E("2025-03-06", False, "2025-03-06 15:30",
          (A, "Essai de tempérage : 20 coins soudés ce matin avec les mêmes réglages, 10 avec des profilés laissés 24 h dans l'usine à 19 °C, 10 avec des profilés pris au hangar à -12 °C."),
          (R, "Résultats à la presse : tempérés 3 310 N en moyenne, froids 2 790 N."),
          (C, "Le froid explique une bonne partie, mais même tempérés on n'atteint pas 3 400."),
          (N, "Je vais demander à Profilex si le noyau recyclé change quelque chose à la soudure.")),
        E("2025-03-07", False, "2025-03-07 10:12",
          (R, "D'après nos fiches, le noyau recyclé du R30 a un indice de fluidité à chaud 20 % plus bas que le vierge."),
          (H, "Je m'attends à ce qu'il vous faille 5 à 10 °C de plus à la plaque ou quelques secondes de chauffe de plus qu'avec l'ancien profilé."),
          (N, "On vous envoie 2 longueurs de R30 sans recyclé la semaine prochaine pour que vous puissiez comparer sur votre soudeuse.")),
        E("2025-03-10", False, "2025-03-10 13:05",
          (R, "Un 4e retour, même problème, chez un entrepreneur de Plessisville."),
          (R, "Les 4 chantiers ont été fabriqués entre le 20 janvier et le 14 février, en plein dans les grands froids.")),
        E("2025-03-13", False, "2025-03-13 14:02",
          (N, "Plan d'essai pour demain sur la soudeuse 2, tous les profilés tempérés 24 h : plaque à 250, 260 et 270 °C, chauffe de 25 ou 32 s, 6 coins par combinaison."),
          (A, "J'ai fait un coin de réglage à 270 °C cet après-midi."),
          (R, "Ça fume au cordon et ça sent le brûlé.")),
        E("2025-03-14", False, "2025-03-14 16:45",
          (R, "250 °C, 25 s : 3 290 N"),
          (R, "260 °C, 25 s : 3 520 N"),
          (R, "260 °C, 32 s : 3 710 N"),
          (R, "270 °C, 25 s : 3 480 N, bulles dans le cordon"),
          (R, "270 °C, 32 s : 3 150 N, cordon jauni"),
          (C, "Le meilleur compromis, c'est 260 °C et 32 s."),
          (C, "À 270, le recyclé commence à se dégrader, donc plus chaud n'est pas mieux.")),
        E("2025-03-19", False, "2025-03-19 11:20",
          (A, "Les 2 longueurs de R30 sans recyclé de Profilex sont arrivées lundi."),
          (A, "Soudé 6 coins ce matin à 250 °C et 25 s, les réglages d'avant."),
          (R, "À la presse : 3 950 N en moyenne, aucun sous 3 700."),
          (C, "Donc le recyclé nous coûte environ 15 % de résistance au coin, même bien soudé."),
          (N, "@Luc Bergeron on passe toute la production R30 à 260/32 à partir de lundi?")),
        E("2025-03-20", False, "2025-03-20 08:10",
          (C, "Oui, go pour lundi."),
          (N, "On libère la baie 3 de l'entrepôt chauffé pour que les profilés R30 y passent 24 h avant la soudeuse.")),
        E("2025-03-24", False, "lundi 08:05",
          (A, "Soudeuse 2 passée à 260 °C et 32 s ce matin pour toute la production R30, profilés sortis de la baie 3 après 24 h."),
          (R, "Le cycle passe de 55 à 62 s par coin, ça nous coûte à peu près 4 cadres à l'heure.")),
        E("2025-03-25", False, "mardi 14:31",
          (R, "Essai à la presse sur 12 coins de la production d'hier : moyenne 3 640 N, minimum 3 420 N."),
          (R, "Tous au-dessus de 3 400 pour la première fois depuis janvier."),
          (C, "On dirait que le tempérage plus 260/32 règle le problème, du moins tant que les profilés passent leurs 24 h au chaud.")),
        E("2025-03-26", False, "mercredi 09:02",
          (C, "Décision : le R30 reste, avec 260 °C, 32 s et 24 h de tempérage obligatoires, c'est dans la fiche de poste à partir d'aujourd'hui."),
          (N, "Mélanie, on garde l'essai à la presse sur 6 coins par quart jusqu'à la fin avril."),
          (N, "Patrick, peux-tu nous dire d'ici vendredi si Profilex peut descendre le recyclé à 20 % dans le noyau?")),
    ],
    [
        "Conversation copiée le vendredi 28 mars 2025 à 16:40 par Mélanie Grondin pour le dossier RS&DE. Les réponses sont sous le message de départ, comme dans Teams.",
        "Contexte : depuis janvier, le nouveau profilé R30 (noyau en PVC recyclé à 30 %, peau vierge, extrudé par Profilex à Laval) remplace l'ancien profilé sur toutes les fenêtres à battant. Soudeuse 4 têtes à plaque chauffante, puis nettoyeuse de coins.",
        "Spéc. de Profilex pour le R30 : rupture d'angle d'au moins 3 400 N à la presse à coins.",
        "(fin de la copie — les photos des cassures sont dans l'onglet Fichiers du canal)",
    ],
    late=("2025-03-06", "2025-03-07"),
    ref="2025-03-28",
)


# 8 ------------------------------------------------------------------------------------------------
# fr-CA, ferme de pondeuses en volière (Saint-Elzéar, Beauce), œufs fêlés et coquilles minces en
# hiver ; essai de coquilles de moules broyées (sous-produit d'une usine des Îles-de-la-Madeleine)
# comme source de calcium. Notes en texte brut. AMBIGU : toutes les dates sont jj/mm/aaaa avec les
# deux parties <= 12 et rien dans le fichier ne tranche l'ordre ; lues jour/mois (fr-CA), toutes
# ambiguës sauf « 03/03/2025 » (parties égales). La dernière a une suite sur la ligne (« 07/04/2025
# — rencontre avec le nutritionniste de la meunerie »). « la semaine passée », « à partir
# d'aujourd'hui » ne créent pas d'entrée. « Je soupçonne », « Ça devrait ..., mais je ne suis pas
# sûr », « À mon avis », « Je pense que », « Selon lui, ... devrait » hypothèses ; « Petit gain, rien
# de décisif » et « On dirait que » conclusions ; « On va essayer », « Prochaine étape : » étapes
# suivantes. Non daté : en-tête (ferme, problème, idée) et deux notes de fin.
case(
    "fr_pondeuses_coquilles_moules_ambigu", "fr", "fr-CA", "notes_coquilles_poulailler2.txt", (2024, 2025),
    """
NOTES — coquilles fragiles, poulailler 2 (hiver 2024-2025)
Ferme avicole des Deux-Rangs, Saint-Elzéar. Poulailler 2 : 12 400 Lohmann Brown en volière, 58 semaines au début des notes. Œufs mirés et classés à la ferme.
Problème : chaque hiver, les fêlés et les coquilles minces montent à 4-5 % des œufs au classement (moins de 2 % l'été), et le poste de classement nous les coupe.
Idée : remplacer une partie du calcaire grossier par des coquilles de moules broyées (un déchet de l'usine de moules des Îles), si ça fait la job comme calcium pour la nuit. Personne qu'on connaît ne l'a essayé chez les pondeuses.

04/11/2024
Fêlés et coquilles minces au classement la semaine passée : 4,6 % (1,8 % en juillet).
Mesuré 30 œufs de la rangée 3 au micromètre : épaisseur de coquille moyenne 0,33 mm.
Je soupçonne l'eau froide : la conduite longe le mur nord et l'eau arrive à 6 °C aux pipettes.

08/11/2024
Posé un chauffe-eau en ligne avant la rampe de pipettes, réglé pour 16 °C à la sortie.
Consommation d'eau au compteur : 205 mL par poule par jour avant, 221 mL après 4 jours.
Ça devrait aider la prise d'aliment, mais je ne suis pas sûr que ça touche la coquille.

02/12/2024
Quatre semaines avec l'eau chauffée : fêlés à 4,1 %, épaisseur toujours à 0,33 mm.
L'eau n'était pas le problème principal.
On va essayer la coquille de moule à la place d'une partie du calcaire grossier.

09/12/2024
Reçu 2 t de coquilles de moules broyées de l'usine des Îles, lavées et séchées, morceaux de 2 à 4 mm.
Analyse du labo : 36,8 % de Ca, 0,4 % de sel, 3 % de matière organique.
Test de solubilité maison (10 g dans du HCl dilué, 10 min, la méthode du nutritionniste) : moule 38 % dissous, calcaire grossier 21 %, calcaire fin 62 %.
À mon avis la moule va se dissoudre trop vite pour rester dans le gésier toute la nuit.
Mélangée quand même dans la moulée des rangées 3 et 4 à partir d'aujourd'hui, à la place de la moitié du calcaire grossier, même Ca total ; les rangées 1 et 2 restent témoins.

06/01/2025
Trois semaines d'essai : fêlés à 3,9 % dans les rangées 3 et 4, 4,3 % chez les témoins.
Pas de refus d'aliment, les poules mangent la moule comme le calcaire.
Petit gain, rien de décisif.

10/01/2025
Le CRSAD de Deschambault nous a prêté son testeur de résistance de coquille jusqu'à la fin de l'hiver.
60 œufs par groupe : témoins 36,2 N, moule 38,9 N.
Je pense que la moule, plus friable, passe trop vite ; il faudrait des morceaux plus gros, servis en fin de journée quand la coquille se forme.

03/02/2025
Tamisé la moule pour garder les morceaux de 4 à 6 mm, le fin retourne au meunier pour la moulée des poulettes.
Servie à part, 3 g par poule, par la chaîne d'alimentation à 16 h, au lieu d'être mélangée dans la moulée du matin.
Ça devrait laisser du calcium dans le gésier pendant la nuit, quand la coquille se calcifie.

03/03/2025
Quatre semaines avec la moule de 4-6 mm à 16 h : fêlés à 2,6 % dans les rangées 3 et 4, 4,2 % chez les témoins.
Résistance 41,5 N contre 36,0 N, épaisseur 0,36 mm contre 0,33 mm.
On dirait que c'est la grosseur et l'heure qui font la différence, pas juste la source de calcium.
Rendu le testeur au CRSAD.

07/04/2025 — rencontre avec le nutritionniste de la meunerie
Regardé les chiffres de février et mars ensemble.
Décision : tout le poulailler 2 passe à la moule de 4-6 mm servie à 16 h, avec la moitié du calcaire grossier en moins.
La moule nous coûte 85 $ la tonne livrée contre 140 $ pour le calcaire grossier.
Selon lui, chez les jeunes poules la différence devrait être plus petite, leurs coquilles sont encore bonnes.
Prochaine étape : refaire l'essai cet été sur le poulailler 1 (poules de 24 semaines) pour voir si ça tient.

Micromètre à coquille : 3 mesures par œuf à l'équateur, on garde la moyenne.
Les % de fêlés viennent du rapport hebdo du mireur, pas de nos comptages.
""",
    [
        E("2024-11-04", True, "04/11/2024",
          (R, "Fêlés et coquilles minces au classement la semaine passée : 4,6 % (1,8 % en juillet)."),
          (R, "Mesuré 30 œufs de la rangée 3 au micromètre : épaisseur de coquille moyenne 0,33 mm."),
          (H, "Je soupçonne l'eau froide : la conduite longe le mur nord et l'eau arrive à 6 °C aux pipettes.")),
        E("2024-11-08", True, "08/11/2024",
          (A, "Posé un chauffe-eau en ligne avant la rampe de pipettes, réglé pour 16 °C à la sortie."),
          (R, "Consommation d'eau au compteur : 205 mL par poule par jour avant, 221 mL après 4 jours."),
          (H, "Ça devrait aider la prise d'aliment, mais je ne suis pas sûr que ça touche la coquille.")),
        E("2024-12-02", True, "02/12/2024",
          (R, "Quatre semaines avec l'eau chauffée : fêlés à 4,1 %, épaisseur toujours à 0,33 mm."),
          (C, "L'eau n'était pas le problème principal."),
          (N, "On va essayer la coquille de moule à la place d'une partie du calcaire grossier.")),
        E("2024-12-09", True, "09/12/2024",
          (A, "Reçu 2 t de coquilles de moules broyées de l'usine des Îles, lavées et séchées, morceaux de 2 à 4 mm."),
          (R, "Analyse du labo : 36,8 % de Ca, 0,4 % de sel, 3 % de matière organique."),
          (R, "Test de solubilité maison (10 g dans du HCl dilué, 10 min, la méthode du nutritionniste) : moule 38 % dissous, calcaire grossier 21 %, calcaire fin 62 %."),
          (H, "À mon avis la moule va se dissoudre trop vite pour rester dans le gésier toute la nuit."),
          (A, "Mélangée quand même dans la moulée des rangées 3 et 4 à partir d'aujourd'hui, à la place de la moitié du calcaire grossier, même Ca total ; les rangées 1 et 2 restent témoins.")),
        E("2025-01-06", True, "06/01/2025",
          (R, "Trois semaines d'essai : fêlés à 3,9 % dans les rangées 3 et 4, 4,3 % chez les témoins."),
          (R, "Pas de refus d'aliment, les poules mangent la moule comme le calcaire."),
          (C, "Petit gain, rien de décisif.")),
        E("2025-01-10", True, "10/01/2025",
          (A, "Le CRSAD de Deschambault nous a prêté son testeur de résistance de coquille jusqu'à la fin de l'hiver."),
          (R, "60 œufs par groupe : témoins 36,2 N, moule 38,9 N."),
          (H, "Je pense que la moule, plus friable, passe trop vite ; il faudrait des morceaux plus gros, servis en fin de journée quand la coquille se forme.")),
        E("2025-02-03", True, "03/02/2025",
          (A, "Tamisé la moule pour garder les morceaux de 4 à 6 mm, le fin retourne au meunier pour la moulée des poulettes."),
          (A, "Servie à part, 3 g par poule, par la chaîne d'alimentation à 16 h, au lieu d'être mélangée dans la moulée du matin."),
          (H, "Ça devrait laisser du calcium dans le gésier pendant la nuit, quand la coquille se calcifie.")),
        E("2025-03-03", False, "03/03/2025",
          (R, "Quatre semaines avec la moule de 4-6 mm à 16 h : fêlés à 2,6 % dans les rangées 3 et 4, 4,2 % chez les témoins."),
          (R, "Résistance 41,5 N contre 36,0 N, épaisseur 0,36 mm contre 0,33 mm."),
          (C, "On dirait que c'est la grosseur et l'heure qui font la différence, pas juste la source de calcium."),
          (A, "Rendu le testeur au CRSAD.")),
        E("2025-04-07", True, "07/04/2025",
          (A, "Regardé les chiffres de février et mars ensemble."),
          (C, "Décision : tout le poulailler 2 passe à la moule de 4-6 mm servie à 16 h, avec la moitié du calcaire grossier en moins."),
          (R, "La moule nous coûte 85 $ la tonne livrée contre 140 $ pour le calcaire grossier."),
          (H, "Selon lui, chez les jeunes poules la différence devrait être plus petite, leurs coquilles sont encore bonnes."),
          (N, "Prochaine étape : refaire l'essai cet été sur le poulailler 1 (poules de 24 semaines) pour voir si ça tient.")),
    ],
    [
        "Ferme avicole des Deux-Rangs, Saint-Elzéar. Poulailler 2 : 12 400 Lohmann Brown en volière, 58 semaines au début des notes. Œufs mirés et classés à la ferme.",
        "Problème : chaque hiver, les fêlés et les coquilles minces montent à 4-5 % des œufs au classement (moins de 2 % l'été), et le poste de classement nous les coupe.",
        "Idée : remplacer une partie du calcaire grossier par des coquilles de moules broyées (un déchet de l'usine de moules des Îles), si ça fait la job comme calcium pour la nuit. Personne qu'on connaît ne l'a essayé chez les pondeuses.",
        "Micromètre à coquille : 3 mesures par œuf à l'équateur, on garde la moyenne.",
        "Les % de fêlés viennent du rapport hebdo du mireur, pas de nos comptages.",
    ],
)


# 9 ------------------------------------------------------------------------------------------------
# fr-CA, petite moutarderie (Kamouraska) qui doit pasteuriser sa moutarde à l'ancienne pour la
# tablette d'une chaîne, sans perdre le piquant (AITC). Notes Obsidian exportées en markdown.
# Dates : « ## 2025-01-13 (lun.) », « ### jeu. 16 janv. », une première phrase qui porte sa date
# (« Le 3 février, on a fait trois lots ... »), « ## Semaine du 10 février » en puces (datée du 10),
# « ## Bilan — vendredi 21 février », une entrée EN RETARD « ## 18 février (oublié de noter) » placée
# après le bilan, « ## 3 mars 2025 — rencontre avec l'acheteur de la chaîne », « ## 2025-04-07 ».
# « comme le 16 janvier », « reçu du labo le 7 », « lundi » dans une phrase renvoient ailleurs (pas
# d'entrée). « Je soupçonne », « ça devrait passer » hypothèses ; « On perd les deux tiers »,
# « Jamais de capsules réutilisées pour les essais » (règle d'atelier), « Décision : » conclusions ;
# « On va essayer », « Prochaine étape : » étapes suivantes. Non daté : la ligne d'en-tête, les
# puces de contexte et deux notes de fin (dont un « À faire »).
case(
    "fr_moutarde_ancienne_piquant_pasteurisation", "fr", "fr-CA", "moutarde_piquant_pasteurisation.md", (2025,),
    """
# Moutarde à l'ancienne — piquant après pasteurisation
Notes Obsidian exportées, Moutarderie du Grand-Ruisseau, Kamouraska. Carnet de Sophie (production), avec des bouts de Marc-André (proprio).

## Contexte
- Moutarde à l'ancienne : graines de moutarde brune du Bas-Saint-Laurent trempées 12 h à l'eau froide, broyées, vinaigre de cidre, sel. Vendue au frais, non pasteurisée, 10 semaines de durée de vie.
- Une chaîne veut la prendre en épicerie sur la tablette, à température ambiante : il faut la pasteuriser, et notre premier essai de chauffe a tué le piquant.
- Le piquant, c'est l'isothiocyanate d'allyle (AITC) : la myrosinase le fabrique quand la graine broyée est mouillée, et il est volatil. Ce qu'on trouve dans la littérature porte sur la moutarde de Dijon industrielle, pas sur une pâte à grains entiers comme la nôtre.
- AITC mesuré par un labo privé de Saint-Hyacinthe (GC), 145 $ l'échantillon. Panel de 6 employés, piquant noté de 1 à 10.

## 2025-01-13 (lun.)
Résultats du labo sur le lot 2501 : AITC 1 850 mg/kg dans les pots gardés au frigo, 610 mg/kg dans ceux chauffés à 85 °C au chaudron puis remplis à chaud.
On perd les deux tiers du piquant à la chauffe.
Je soupçonne qu'on le perd surtout par évaporation dans le chaudron ouvert, pas par dégradation.
On va essayer de pasteuriser en pot fermé, au bain-marie, pour garder les vapeurs dans le pot.

### jeu. 16 janv.
Fait 12 pots du lot 2502 remplis à froid, capsulés, puis pasteurisés au bain-marie jusqu'à 85 °C à cœur pendant 10 min (sonde dans un pot témoin).
Panel après refroidissement : 6,1 sur 10, contre 3,2 pour le remplissage à chaud et 8,4 pour le frigo.
4 pots envoyés au labo pour l'AITC.
La chauffe en pot fermé garde beaucoup plus de piquant, au moins au goût.

Le 3 février, on a fait trois lots de 20 kg en laissant la pâte réagir 10, 30 ou 60 min après le broyage avant d'ajouter le vinaigre.
Tous pasteurisés en pot fermé comme le 16 janvier.
AITC reçu du labo le 7 : 1 020, 1 240 et 1 560 mg/kg ; panel 5,1, 6,3 et 7,8.
L'enzyme a besoin de plus de temps qu'on pensait avant qu'on l'arrête avec l'acide.

## Semaine du 10 février
- essais de pH : 3,6 (recette actuelle), 3,4 et 3,2 avec plus de vinaigre, réaction de 60 min
- pasteurisation en pot fermé à 75 °C à cœur pendant 15 min au lieu de 85 °C
- AITC à pH 3,4 et 75 °C : 1 710 mg/kg, contre 1 560 à pH 3,6 et 85 °C
- le 3,2 est trop vinaigré pour 4 personnes du panel sur 6
- à 75 °C, il faut un pH assez bas pour que les levures et les moisissures ne repartent pas ; à 3,4 ça devrait passer

## Bilan — vendredi 21 février
Pots à pH 3,4 pasteurisés à 75 °C lundi, 11 jours à 30 °C dans l'incubateur : levures et moisissures sous 10 UFC/g dans les 6 pots testés.
AITC après 11 jours : 1 640 mg/kg, 4 % de perte, contre 9 % sur la même période pour notre moutarde au frigo non pasteurisée.
La pasteurisée garde son piquant au moins aussi bien que le produit actuel.
Recette de travail : réaction de 60 min, pH 3,4, pasteurisation en pot fermé à 75 °C pendant 15 min à cœur.

## 18 février (oublié de noter)
Refait 24 pots au bain-marie avec des capsules twist-off neuves et 24 avec des capsules réutilisées de la production.
3 pots sur 24 avec les capsules réutilisées ont perdu leur vide au bain-marie, aucun avec les neuves.
Jamais de capsules réutilisées pour les essais, sinon on mesure les capsules et pas la moutarde.

## 3 mars 2025 — rencontre avec l'acheteur de la chaîne
Présenté les résultats de février et fait goûter les pots du bilan.
Il exige 12 mois de tablette à température ambiante, avec le piquant encore là au bout.
Décision : la recette de travail devient la recette d'essai pour la chaîne, rien ne change pour le produit au frais.
Prochaine étape : vieillissement de 6 mois à 25 °C sur 48 pots, AITC au labo chaque mois et panel aux 2 semaines.

## 2025-04-07
Premier mois de vieillissement : AITC de 1 690 à 1 520 mg/kg en 4 semaines à 25 °C, 10 % de perte.
La couche du dessus, sous la capsule, brunit sur 2-3 mm dans 40 pots sur 48.
Je soupçonne l'oxygène de l'espace de tête, le brunissement s'arrête net sous la surface.
On va essayer un balayage à l'azote avant de capsuler sur le prochain lot.

---
Labo : les résultats arrivent 4 à 5 jours ouvrables après l'envoi, les PDF sont dans le dossier Labo/AITC.
À faire : demander à Marc-André si l'autorité de procédé doit revoir la nouvelle pasteurisation avant la chaîne.
""",
    [
        E("2025-01-13", False, "2025-01-13 (lun.)",
          (R, "Résultats du labo sur le lot 2501 : AITC 1 850 mg/kg dans les pots gardés au frigo, 610 mg/kg dans ceux chauffés à 85 °C au chaudron puis remplis à chaud."),
          (C, "On perd les deux tiers du piquant à la chauffe."),
          (H, "Je soupçonne qu'on le perd surtout par évaporation dans le chaudron ouvert, pas par dégradation."),
          (N, "On va essayer de pasteuriser en pot fermé, au bain-marie, pour garder les vapeurs dans le pot.")),
        E("2025-01-16", False, "jeu. 16 janv.",
          (A, "Fait 12 pots du lot 2502 remplis à froid, capsulés, puis pasteurisés au bain-marie jusqu'à 85 °C à cœur pendant 10 min (sonde dans un pot témoin)."),
          (R, "Panel après refroidissement : 6,1 sur 10, contre 3,2 pour le remplissage à chaud et 8,4 pour le frigo."),
          (A, "4 pots envoyés au labo pour l'AITC."),
          (C, "La chauffe en pot fermé garde beaucoup plus de piquant, au moins au goût.")),
        E("2025-02-03", False, "Le 3 février",
          (A, "Le 3 février, on a fait trois lots de 20 kg en laissant la pâte réagir 10, 30 ou 60 min après le broyage avant d'ajouter le vinaigre."),
          (A, "Tous pasteurisés en pot fermé comme le 16 janvier."),
          (R, "AITC reçu du labo le 7 : 1 020, 1 240 et 1 560 mg/kg ; panel 5,1, 6,3 et 7,8."),
          (C, "L'enzyme a besoin de plus de temps qu'on pensait avant qu'on l'arrête avec l'acide.")),
        E("2025-02-10", False, "Semaine du 10 février",
          (A, "essais de pH : 3,6 (recette actuelle), 3,4 et 3,2 avec plus de vinaigre, réaction de 60 min"),
          (A, "pasteurisation en pot fermé à 75 °C à cœur pendant 15 min au lieu de 85 °C"),
          (R, "AITC à pH 3,4 et 75 °C : 1 710 mg/kg, contre 1 560 à pH 3,6 et 85 °C"),
          (R, "le 3,2 est trop vinaigré pour 4 personnes du panel sur 6"),
          (H, "à 75 °C, il faut un pH assez bas pour que les levures et les moisissures ne repartent pas ; à 3,4 ça devrait passer")),
        E("2025-02-18", False, "18 février",
          (A, "Refait 24 pots au bain-marie avec des capsules twist-off neuves et 24 avec des capsules réutilisées de la production."),
          (R, "3 pots sur 24 avec les capsules réutilisées ont perdu leur vide au bain-marie, aucun avec les neuves."),
          (C, "Jamais de capsules réutilisées pour les essais, sinon on mesure les capsules et pas la moutarde.")),
        E("2025-02-21", False, "vendredi 21 février",
          (R, "Pots à pH 3,4 pasteurisés à 75 °C lundi, 11 jours à 30 °C dans l'incubateur : levures et moisissures sous 10 UFC/g dans les 6 pots testés."),
          (R, "AITC après 11 jours : 1 640 mg/kg, 4 % de perte, contre 9 % sur la même période pour notre moutarde au frigo non pasteurisée."),
          (C, "La pasteurisée garde son piquant au moins aussi bien que le produit actuel."),
          (C, "Recette de travail : réaction de 60 min, pH 3,4, pasteurisation en pot fermé à 75 °C pendant 15 min à cœur.")),
        E("2025-03-03", False, "3 mars 2025",
          (A, "Présenté les résultats de février et fait goûter les pots du bilan."),
          (C, "Il exige 12 mois de tablette à température ambiante, avec le piquant encore là au bout."),
          (C, "Décision : la recette de travail devient la recette d'essai pour la chaîne, rien ne change pour le produit au frais."),
          (N, "Prochaine étape : vieillissement de 6 mois à 25 °C sur 48 pots, AITC au labo chaque mois et panel aux 2 semaines.")),
        E("2025-04-07", False, "2025-04-07",
          (R, "Premier mois de vieillissement : AITC de 1 690 à 1 520 mg/kg en 4 semaines à 25 °C, 10 % de perte."),
          (R, "La couche du dessus, sous la capsule, brunit sur 2-3 mm dans 40 pots sur 48."),
          (H, "Je soupçonne l'oxygène de l'espace de tête, le brunissement s'arrête net sous la surface."),
          (N, "On va essayer un balayage à l'azote avant de capsuler sur le prochain lot.")),
    ],
    [
        "Notes Obsidian exportées, Moutarderie du Grand-Ruisseau, Kamouraska. Carnet de Sophie (production), avec des bouts de Marc-André (proprio).",
        "Moutarde à l'ancienne : graines de moutarde brune du Bas-Saint-Laurent trempées 12 h à l'eau froide, broyées, vinaigre de cidre, sel. Vendue au frais, non pasteurisée, 10 semaines de durée de vie.",
        "Une chaîne veut la prendre en épicerie sur la tablette, à température ambiante : il faut la pasteuriser, et notre premier essai de chauffe a tué le piquant.",
        "Le piquant, c'est l'isothiocyanate d'allyle (AITC) : la myrosinase le fabrique quand la graine broyée est mouillée, et il est volatil. Ce qu'on trouve dans la littérature porte sur la moutarde de Dijon industrielle, pas sur une pâte à grains entiers comme la nôtre.",
        "AITC mesuré par un labo privé de Saint-Hyacinthe (GC), 145 $ l'échantillon. Panel de 6 employés, piquant noté de 1 à 10.",
        "Labo : les résultats arrivent 4 à 5 jours ouvrables après l'envoi, les PDF sont dans le dossier Labo/AITC.",
        "À faire : demander à Marc-André si l'autorité de procédé doit revoir la nouvelle pasteurisation avant la chaîne.",
    ],
    late=("2025-02-18",),
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
