#!/usr/bin/env python3
"""Writes the logbook_first_16 held-out cases (one record file + case.json per folder) and checks them.

Run:  python3 tests/quality/logbook_first_16/make_cases.py [-v]
Schema: same as logbook_first_15: case.json = name, language, locale,
entries [{date, ambiguous, sentences [{text, label}]}], undated.
Nine writers (4 English en-CA, 1 English en-US, 4 French Quebec), subjects new to every earlier
logbook set, record formats not used before or used rarely:
  * an Ottawa Valley engineered-flooring maker whose wide oak boards cup over radiant slabs (Word
    lab notebook, DOCX: heading paragraphs "Monday 6 January 2025", "Wed., Jan. 8", ISO, yearless
    "Feb 13", "Tues Feb 18 2025 — mtg w/ ...", a dated summary, bulleted reminders, signature);
  * a Windsor ON mould shop whose printed conformal-cooled inserts crack (Microsoft Teams CHANNEL
    export with threads: replies sit under their post, so a Jan 13 reply comes before the Jan 9 post
    of the next thread, which is `late`; "Nov 18, 2024 2:05 PM" then yearless "Jan 9 10:22 AM");
  * a Campbell River sensor start-up putting UV-C rings on net-pen sondes (Google Docs daily log
    downloaded as text, BOM and "* " bullets; dates at the end of a first sentence ", May 12.", in
    parentheses "(May 20)", "(July 7)", mid-sentence "on Thu June 5", "Summary for Jenna, Aug 18:");
  * a PEI kettle-chip maker cutting acrylamide (paper bench notebook transcribed with the dates in a
    margin column, d/m/yy only, no month name anywhere, locale not stated: AMBIGUOUS except the
    equal-parts "3/3/25" and "4/4/25");
  * a Surrey BC gummy-vitamin maker whose gummies sweat in the bottle (four weekly status reports,
    several dated items a week "Mon 3/3 -", "Wed 3/5 -", US month/day settled by "3/13", undated
    "Focus this week" lines and "Open items" lists);
  * une scierie du Témiscamingue et les taches d'empilage sur l'érable (journal Excel XLSX, vraies
    cellules date aaaa-mm-jj, phrases dans la colonne Notes seulement, feuille « Légende » et ligne
    « À faire » sans date) ;
  * un fabricant de thermostats pour plinthes qui bourdonnent (issue GitHub imprimée, interface en
    anglais « commented on Nov 4, 2024 », « commented on Jan 15 », commentaires en français) ;
  * un entrepreneur de toits végétalisés dont le substrat s'envole (mémos vocaux transcrits, la date
    dite dans le mémo : « on est le lundi 3 mars », « Mémo du vendredi 25 avril. », « Le mercredi
    4 juin, on a arrêté ... ») ;
  * un laboratoire d'orthèses dont les semelles imprimées en TPU délaminent (conversation Outlook
    imprimée du volet de lecture, « lun. 2025-01-13 09:12 », sans historique cité).
Each record has 8-10 dated entries of 2-5 labelled sentences.

Conventions (same as the earlier sets):
  * a chat message, post, reply, issue comment or e-mail is dated by its own stamp or header;
    messages of one day make one entry; author/time lines, event lines ("added the bug label",
    "mentioned this issue", "closed this"), "Reply", reactions, "(edited)", greetings and signatures
    are not sentences;
  * tools print the year only for dates outside the current year: a yearless stamp is in the export
    or print year, and the checker accepts a yearless marker when the entry year is among the case's
    years;
  * a DOCX record is read as its paragraphs, one a line (in the source below, "# "/"## " lines become
    headings and "- " lines bullets, without the prefix); an XLSX record as its rows, non-empty cells
    joined by a tab, date cells as YYYY-MM-DD; in a spreadsheet only the Notes column holds
    sentences, the other columns are data;
  * a spoken or written date inside a first sentence ("Bon, on est le lundi 3 mars, on a monté ...",
    "Pulled all three for photos (May 20).") dates the entry and stays in the sentence's text; a date
    inside a sentence that points back or ahead ("the night of 2/10", "since the Dec 9 dose",
    « le 10 février », « depuis le 1er juin », « achetées le 24 mars ») creates no entry;
  * `ambiguous` follows the slashed-date rule (both parts <= 12 and different, and no slashed date in
    the file with a part > 12 settles the order; en-CA and fr-CA read day/month, en-US month/day);
  * export, print and page stamps date nothing;
  * undated = header/preamble lines, legends, "Focus this week" lines, to-do and open-item lists,
    trailing notes and signatures at the end.
Labels: hypothesis = a supposition or expectation stated before it is checked; activity = what was
done or set up (set-points and quantities included); result = what was measured or observed
(information received from a lab, supplier, customer or colleague included); conclusion = what the
writer concludes or decides, tentative ones and meeting decisions included; next_step =
intentions, plans, suggestions of what to try, requests and meeting actions.

Checks: the logbook_first_15 checker, with these changes: a record may be a .docx or .xlsx, and all
text checks run on the text read back from the written file (python-docx paragraphs, openpyxl rows);
8-10 entries per case; and the set itself must hold 4 en-CA, 1 en-US and 4 fr-CA cases, exactly
one of them with ambiguous dates, at least one DOCX and one XLSX, record file names all different
and case names new to every earlier logbook set.
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
    if isinstance(record, str):
        record = record.strip("\n") + "\n"
    CASES.append(dict(name=name, language=language, locale=locale, record_name=record_name,
                      years=tuple(years), record=record, entries=entries,
                      undated=undated, late=set(late), ref=ref))


def E(date, ambiguous, marker, *sents):
    return {"date": date, "ambiguous": ambiguous, "marker": marker,
            "sentences": [{"text": t, "label": l} for l, t in sents]}


# CASES ============================================================================================

# 1 ------------------------------------------------------------------------------------------------
# en-CA, Ottawa Valley maker of wide-plank engineered oak flooring: boards cup in winter when glued
# down over hydronic (radiant) slabs in condos. Word lab notebook (DOCX; one paragraph per line,
# "## " lines are Heading 2, "- " lines are bullets): "Monday 6 January 2025", "Wed., Jan. 8",
# ISO "2025-01-22", "Thursday January 30, 2025", yearless "Feb 13", a meeting line
# "Tues Feb 18 2025 — mtg w/ ...", "March 4, 2025", "Friday, March 21", a dated summary, an undated
# reminders list and signature. '7" x 5/8"', "9-ply", "2 kerfs" look like dates and are not.
case(
    "flooring_radiant_slab_cupping_word_notebook", "en", "en-CA", "FL-07_RnD_notebook_cupping.docx",
    (2025,),
    """
# OTTAWA VALLEY FLOORING CO. — R&D notebook, project FL-07
Wide-plank engineered white oak over in-floor radiant heat (Renfrew plant)
Kept in Word by T. Gauthier, production engineer. Entries in the order written, copied to the SR&ED folder each Friday.
Background: our 7" x 5/8" engineered oak (4 mm sawn face on a 9-ply birch core) is cupping in condos with hydronic slabs, 3 callbacks so far this heating season. The NWFA guidance and the core supplier both say radiant is fine if the slab stays under 29 °C, and ours do. Nobody we've asked can tell us what construction stays flat at 20% RH over a warm slab.

## Monday 6 January 2025
Site visit with the installer at the Lansdowne condo job, unit 1104.
Boards cupped over most of the living room, worst along the window wall.
Cup 0.6-0.9 mm across the 7" width (straightedge + feeler gauge, 12 boards).
Slab surface 28 °C, room RH 19% on my hygrometer.
My guess is the sawn face dries and shrinks faster than the core can hold it flat.

## Wed., Jan. 8
Built a heated test platen in the conditioning room: aluminum plate on a 240 V mat heater, controlled to 29 °C at the surface.
Room set to 21 °C / 20% RH.
Glued 6 production boards to plywood subfloor blocks and put them on the platen.
If it's the face drying, we should see the cup come up inside 2 weeks.

## 2025-01-22
After 14 days: cup 0.7 mm avg (0.5-0.9), same as unit 1104.
MC by layer on one sacrificial board: face 4.8%, core 6.9%.
So the lab reproduces it and we don't have to wait on callbacks to test fixes.
Next: 4 constructions side by side on the platen.

## Thursday January 30, 2025
Pressed 8 boards each of A = current (4 mm face, birch core), B = 2.5 mm face, C = 4 mm face + 1.5 mm oak backer veneer, D = 4 mm face on the supplier's 3-layer spruce/HDF core.
Everything conditioned to 8% MC before pressing, all 32 on the platen by 3 pm.
Dana at the core supplier expects D to cup worst because HDF shrinks more than birch ply when it dries.

## Feb 13
Cup after 14 days: A 0.72, B 0.31, C 0.18, D 0.95 mm.
Fine face checks on 3 of 8 A boards, none on C.
Balancing the face with a backer beats thinning it, and D is out.
Oak backer veneer adds about $1.10/sq ft in material.

## Tues Feb 18 2025 — mtg w/ Pierre (sales) and Lise (plant mgr)
Pierre says the condo builders won't take more than 60¢/sq ft on top of the current price.
Lise suggested a poplar backer instead of oak, and kerfing the back as a no-cost option.
Decision: press both and run them against A and C.

## March 4, 2025
Pressed E = 4 mm face + 1.5 mm poplar backer and F = current construction with 2 kerfs, 3 mm deep, on the back, 8 boards each.
Put A and C back on the platen next to them as controls.
Poplar veneer quote came in at 45¢/sq ft.

## Friday, March 21
Cup after 14 days: E 0.24, F 0.58, A 0.75, C 0.20 mm.
The kerfs hardly help.
Poplar backer is within 0.05 mm of the oak one for less than half the price.
Ran E and C up to 55% RH for a week after: no crowning over 0.15 mm.

## Summary for the SR&ED file, April 7, 2025
The cupping comes from the thick sawn face drying below the core over a warm slab, and a backer veneer of about the same thickness balances it.
Poplar-backed construction E goes into production for the radiant-heat SKU on the May run.
Next: replace 200 sq ft in unit 1104 with E and read cup there monthly through next winter.

Reminders
- order 2 bundles of poplar backer veneer for the May run
- recalibrate the pin meter before the next test
- send Dana the D results
T. Gauthier, P.Eng.
""",
    [
        E("2025-01-06", False, "Monday 6 January 2025",
          (A, "Site visit with the installer at the Lansdowne condo job, unit 1104."),
          (R, "Boards cupped over most of the living room, worst along the window wall."),
          (R, "Cup 0.6-0.9 mm across the 7\" width (straightedge + feeler gauge, 12 boards)."),
          (R, "Slab surface 28 °C, room RH 19% on my hygrometer."),
          (H, "My guess is the sawn face dries and shrinks faster than the core can hold it flat.")),
        E("2025-01-08", False, "Wed., Jan. 8",
          (A, "Built a heated test platen in the conditioning room: aluminum plate on a 240 V mat heater, controlled to 29 °C at the surface."),
          (A, "Room set to 21 °C / 20% RH."),
          (A, "Glued 6 production boards to plywood subfloor blocks and put them on the platen."),
          (H, "If it's the face drying, we should see the cup come up inside 2 weeks.")),
        E("2025-01-22", False, "2025-01-22",
          (R, "After 14 days: cup 0.7 mm avg (0.5-0.9), same as unit 1104."),
          (R, "MC by layer on one sacrificial board: face 4.8%, core 6.9%."),
          (C, "So the lab reproduces it and we don't have to wait on callbacks to test fixes."),
          (N, "Next: 4 constructions side by side on the platen.")),
        E("2025-01-30", False, "Thursday January 30, 2025",
          (A, "Pressed 8 boards each of A = current (4 mm face, birch core), B = 2.5 mm face, C = 4 mm face + 1.5 mm oak backer veneer, D = 4 mm face on the supplier's 3-layer spruce/HDF core."),
          (A, "Everything conditioned to 8% MC before pressing, all 32 on the platen by 3 pm."),
          (H, "Dana at the core supplier expects D to cup worst because HDF shrinks more than birch ply when it dries.")),
        E("2025-02-13", False, "Feb 13",
          (R, "Cup after 14 days: A 0.72, B 0.31, C 0.18, D 0.95 mm."),
          (R, "Fine face checks on 3 of 8 A boards, none on C."),
          (C, "Balancing the face with a backer beats thinning it, and D is out."),
          (R, "Oak backer veneer adds about $1.10/sq ft in material.")),
        E("2025-02-18", False, "Tues Feb 18 2025",
          (R, "Pierre says the condo builders won't take more than 60¢/sq ft on top of the current price."),
          (N, "Lise suggested a poplar backer instead of oak, and kerfing the back as a no-cost option."),
          (C, "Decision: press both and run them against A and C.")),
        E("2025-03-04", False, "March 4, 2025",
          (A, "Pressed E = 4 mm face + 1.5 mm poplar backer and F = current construction with 2 kerfs, 3 mm deep, on the back, 8 boards each."),
          (A, "Put A and C back on the platen next to them as controls."),
          (R, "Poplar veneer quote came in at 45¢/sq ft.")),
        E("2025-03-21", False, "Friday, March 21",
          (R, "Cup after 14 days: E 0.24, F 0.58, A 0.75, C 0.20 mm."),
          (C, "The kerfs hardly help."),
          (C, "Poplar backer is within 0.05 mm of the oak one for less than half the price."),
          (R, "Ran E and C up to 55% RH for a week after: no crowning over 0.15 mm.")),
        E("2025-04-07", False, "April 7, 2025",
          (C, "The cupping comes from the thick sawn face drying below the core over a warm slab, and a backer veneer of about the same thickness balances it."),
          (C, "Poplar-backed construction E goes into production for the radiant-heat SKU on the May run."),
          (N, "Next: replace 200 sq ft in unit 1104 with E and read cup there monthly through next winter.")),
    ],
    [
        "OTTAWA VALLEY FLOORING CO. — R&D notebook, project FL-07",
        "Wide-plank engineered white oak over in-floor radiant heat (Renfrew plant)",
        "Kept in Word by T. Gauthier, production engineer. Entries in the order written, copied to the SR&ED folder each Friday.",
        "Background: our 7\" x 5/8\" engineered oak (4 mm sawn face on a 9-ply birch core) is cupping in condos with hydronic slabs, 3 callbacks so far this heating season.",
        "The NWFA guidance and the core supplier both say radiant is fine if the slab stays under 29 °C, and ours do.",
        "Nobody we've asked can tell us what construction stays flat at 20% RH over a warm slab.",
        "Reminders",
        "order 2 bundles of poplar backer veneer for the May run",
        "recalibrate the pin meter before the next test",
        "send Dana the D results",
        "T. Gauthier, P.Eng.",
    ],
)

# 2 ------------------------------------------------------------------------------------------------
# en-CA, Windsor ON mould shop: 3D-printed maraging-steel mould inserts with conformal cooling crack
# at the cooling channels after ~60k shots. Microsoft Teams CHANNEL export, threaded: each post and
# each reply carries its own stamp ("Nov 18, 2024 2:05 PM" for last year, yearless "Jan 9 10:22 AM"
# for the export year); replies sit under their post, so a Jan 13 reply in the first thread comes
# before the Jan 9 post that opens the second thread (Jan 9 is `late`). "Reply", reactions, "(edited)"
# and the "added ... to the team" system line are not sentences. "1.2709", "Ra 14 µm", "4471-B",
# "78k" look like dates and are not; "since the Dec 9 dose" points back.
case(
    "mould_insert_conformal_channel_cracks_teams_threads", "en", "en-CA",
    "teams_toolroom_channel_4471_export.txt", (2024, 2025),
    """
Microsoft Teams — channel conversation export
Team: Essex Precision Tooling   Channel: Toolroom / Tool 4471
Exported Mar 28 2:41 PM by Karen Osei (operations) for the SR&ED binder

Channel description: Tool 4471 (HVAC vent bezel, PC/ABS, 2 cavities). B-side inserts are printed in 1.2709 maraging steel with conformal cooling channels. Nobody in our shop or at the printer has a fatigue life for printed inserts at these channel sizes.

----------------------------------------------------------------

Derek Hall   Nov 18, 2024 2:05 PM
Pulled the B-side insert on cavity 1 after the part started flashing at the gate.
Crack about 22 mm long running from cooling channel 3 up to the cavity face.
That's at 61,000 shots, the old H13 inserts on this family of tools went 400k+.
I think the as-printed channels are rough enough to start a fatigue crack.
👍 2

    Priya Raman   Nov 20, 2024 9:12 AM
    Sent insert 4471-B1 to Windsor Metallurgical for sectioning and SEM.
    Asked maintenance for a water sample off the chiller loop too.
    If it's fatigue from the rough wall we'll see beach marks starting right at the channel.

    Priya Raman   Dec 6, 2024 4:47 PM
    Crack started at a corrosion pit in the channel wall, with corrosion product along the first 4 mm and fatigue striations after that.
    Channel wall roughness Ra 14 µm as printed.
    Loop water: chlorides 180 ppm, and no inhibitor in the system since the chiller was swapped in the summer.
    So pitting first, fatigue second.

    Derek Hall   Dec 9, 2024 7:58 AM
    Maintenance dosed nitrite inhibitor into the loop this morning.
    We'll log chlorides every Monday from now on.
    Karen can we get a quote to print the spare in the stainless powder (CX) instead of 1.2709? (edited)

    Derek Hall   Jan 13 8:20 AM
    Chlorides have held at 60-70 ppm every week since the Dec 9 dose.
    Tom Birk added inhibitor test strips to the weekly PM checklist.

Reply

----------------------------------------------------------------

Priya Raman   Jan 9 10:22 AM
Quotes from Additive North: CX insert $7,900, 1.2709 $6,400, both 3 weeks out.
They can also run abrasive flow machining through the channels of a 1.2709 insert, Ra about 3 µm after.
Going with two new inserts, one CX as printed and one 1.2709 with AFM, so we can separate the material from the surface finish.
PO 25-0117 is in.
❤️ 1

    Derek Hall   Feb 3 6:50 AM
    Both inserts are in and 4471 is running, cavity 1 on the CX insert and cavity 2 on the AFM insert.
    Cycle time the same on both at 38 s.
    Thermal camera at ejection: the CX cavity runs about 4 °C hotter on the screw boss.

    Priya Raman   Feb 24 1:15 PM
    Borescoped both inserts at 35k shots during the PM.
    No pitting in the AFM channels, CX channels show light brown staining but no pits.
    Loop chlorides at 55 ppm this week.

Reply

----------------------------------------------------------------

Derek Hall   Mar 17 3:30 PM
Pulled both inserts at 78k shots, past where B1 cracked.
Dye pen shows no cracks on either one.
The CX cavity still has the hot spot, and we're scrapping 2 parts a shift for sink on the boss.
Looks like the AFM finish plus clean water is what did it, and CX isn't buying us anything.

    Karen Osei   Mar 19 11:02 AM
    Decision from this morning's meeting: AFM on every conformal-cooled insert from now on, we stay with 1.2709, and water chemistry goes on the monthly PM.
    Derek, let's run the AFM insert to 200k shots and section it then.
    Priya please write all this up for the claim before year end.
    👍 3

Reply

Karen Osei added Nadia Fortin to the team.
""",
    [
        E("2024-11-18", False, "Nov 18, 2024",
          (A, "Pulled the B-side insert on cavity 1 after the part started flashing at the gate."),
          (R, "Crack about 22 mm long running from cooling channel 3 up to the cavity face."),
          (R, "That's at 61,000 shots, the old H13 inserts on this family of tools went 400k+."),
          (H, "I think the as-printed channels are rough enough to start a fatigue crack.")),
        E("2024-11-20", False, "Nov 20, 2024",
          (A, "Sent insert 4471-B1 to Windsor Metallurgical for sectioning and SEM."),
          (A, "Asked maintenance for a water sample off the chiller loop too."),
          (H, "If it's fatigue from the rough wall we'll see beach marks starting right at the channel.")),
        E("2024-12-06", False, "Dec 6, 2024",
          (R, "Crack started at a corrosion pit in the channel wall, with corrosion product along the first 4 mm and fatigue striations after that."),
          (R, "Channel wall roughness Ra 14 µm as printed."),
          (R, "Loop water: chlorides 180 ppm, and no inhibitor in the system since the chiller was swapped in the summer."),
          (C, "So pitting first, fatigue second.")),
        E("2024-12-09", False, "Dec 9, 2024",
          (A, "Maintenance dosed nitrite inhibitor into the loop this morning."),
          (N, "We'll log chlorides every Monday from now on."),
          (N, "Karen can we get a quote to print the spare in the stainless powder (CX) instead of 1.2709?")),
        E("2025-01-09", False, "Jan 9",
          (R, "Quotes from Additive North: CX insert $7,900, 1.2709 $6,400, both 3 weeks out."),
          (R, "They can also run abrasive flow machining through the channels of a 1.2709 insert, Ra about 3 µm after."),
          (C, "Going with two new inserts, one CX as printed and one 1.2709 with AFM, so we can separate the material from the surface finish."),
          (A, "PO 25-0117 is in.")),
        E("2025-01-13", False, "Jan 13",
          (R, "Chlorides have held at 60-70 ppm every week since the Dec 9 dose."),
          (A, "Tom Birk added inhibitor test strips to the weekly PM checklist.")),
        E("2025-02-03", False, "Feb 3",
          (A, "Both inserts are in and 4471 is running, cavity 1 on the CX insert and cavity 2 on the AFM insert."),
          (R, "Cycle time the same on both at 38 s."),
          (R, "Thermal camera at ejection: the CX cavity runs about 4 °C hotter on the screw boss.")),
        E("2025-02-24", False, "Feb 24",
          (A, "Borescoped both inserts at 35k shots during the PM."),
          (R, "No pitting in the AFM channels, CX channels show light brown staining but no pits."),
          (R, "Loop chlorides at 55 ppm this week.")),
        E("2025-03-17", False, "Mar 17",
          (A, "Pulled both inserts at 78k shots, past where B1 cracked."),
          (R, "Dye pen shows no cracks on either one."),
          (R, "The CX cavity still has the hot spot, and we're scrapping 2 parts a shift for sink on the boss."),
          (C, "Looks like the AFM finish plus clean water is what did it, and CX isn't buying us anything.")),
        E("2025-03-19", False, "Mar 19",
          (C, "Decision from this morning's meeting: AFM on every conformal-cooled insert from now on, we stay with 1.2709, and water chemistry goes on the monthly PM."),
          (N, "Derek, let's run the AFM insert to 200k shots and section it then."),
          (N, "Priya please write all this up for the claim before year end.")),
    ],
    [
        "Microsoft Teams — channel conversation export",
        "Team: Essex Precision Tooling   Channel: Toolroom / Tool 4471",
        "Exported Mar 28 2:41 PM by Karen Osei (operations) for the SR&ED binder",
        "Channel description: Tool 4471 (HVAC vent bezel, PC/ABS, 2 cavities).",
        "B-side inserts are printed in 1.2709 maraging steel with conformal cooling channels.",
        "Nobody in our shop or at the printer has a fatigue life for printed inserts at these channel sizes.",
    ],
    late=("2025-01-09",),
)

# 3 ------------------------------------------------------------------------------------------------
# en-CA, Campbell River BC sensor start-up: water-quality sondes on salmon net pens foul in ~10 days
# in summer; a UV-C LED ring keeps the optical windows clean but bleaches the optical DO foil. Google
# Docs daily log downloaded as plain text (starts with a BOM, "* " bullets). Dates in odd places:
# "Mon May 5:" leading a line, at the end of the first sentence ("..., May 12."), in parentheses
# ("(May 20)"), mid-sentence ("on Thu June 5"), "Jun 19 ~", "(July 7)", "Summary for Jenna, Aug 18:".
# "275 nm", "6 min on per hour", "2.4x", "S2/S5" look like dates and are not; "the June 3 drift"
# points back.
case(
    "sonde_uvc_antifouling_gdocs_daily_log", "en", "en-CA", "UVC_ring_trial_daily_log.txt", (2025,),
    "\ufeff" + """
UV-C anti-fouling ring — pen 6 trial — daily log
Tidewise Sensing Inc. (Campbell River) — shared with Jenna Morrow, SR&ED consultant
Legend: S2 and S5 = sondes with the UV ring, S3 = bare control, YSI = handheld reference meter, DO = dissolved oxygen, Chl = chlorophyll
Why: our sondes on the farm pens foul in about 10 days in July-Aug and the DO and Chl data drift off. Wipers don't keep up with the hydroids. Couldn't find anyone publishing UV-C dose vs fouling on optical sondes in cold BC water.


Mon May 5: Installed the UV ring prototypes on S2 and S5, S3 left bare, all three on the pen 6 walkway at 3 m.
* Ring = 6 x 275 nm LEDs pointed at the sensor windows, 10% duty (6 min on per hour), off the sonde battery pack.
* Expect the ringed sondes to stay clean 30+ days against ~10 for S3.


Reference readings with the YSI at all three sondes, May 12.
* DO within 0.1 mg/L on all three.
* S3 window already has a light slime film, S2/S5 clear.


Pulled all three for photos (May 20).
* S3 window ~60% covered, first hydroids.
* S2 and S5 windows clean except a ring of growth just outside where the LEDs shine.
* Chl on S3 reading 2.4x the YSI.
* so UV protects what it lights and nothing else


YSI check at pen 6: S5 DO low by 0.6 mg/L and S2 low by 0.4, S3 only 0.2 low even fouled (June 3).
* Windows on S2/S5 still clean.
* Rick thinks the UV is photobleaching the DO sensing foil, since the drift is on the ringed units and not on the fouled one.
* Bench test next, no biology.


Bench test started in the shop on Thu June 5: two new DO caps in air-saturated seawater, one under a ring at 10% duty and one in the dark.
* Tank at 10 °C, aerated, YSI in the middle.


Jun 19 ~ bench test, 14 days
* Cap under the UV reads 0.9 mg/L low, dark cap within 0.05.
* That's the June 3 drift, it's bleaching not fouling.
* Sensor maker says the foil isn't rated for UV-C and they won't warranty it.
* Plan: shade the DO cap with a UV-blocking window and aim the LEDs at the optical windows only.


New rings on S2 and S5 with a 3 mm polycarbonate shade over the DO cap, new DO caps fitted, back in at pen 6 (July 7).
* S3 cleaned and redeployed as the control again.


4-week check at pen 6 on Aug 5, water 15.8 °C, warmest we've logged.
* DO against YSI: S2 -0.05, S5 +0.03, S3 -0.7 mg/L.
* S3 window fouled over completely, mussel spat on the wiper.
* S2/S5 optical windows clean; film on the polycarbonate shade but the DO caps under it read fine.


Summary for Jenna, Aug 18:
* UV-C at 10% duty keeps the optical windows clean 4+ weeks in peak season, where a bare sonde fouls in about 10 days.
* It bleaches the DO foil unless the foil is shaded.
* Ring draws 38% of the battery pack, so the service interval drops from 8 weeks to 5.
* Try 5% duty on S5 in Sept to see if it still keeps clean.


TODO
* order 20 more 275 nm LEDs (Digi-Key, backorder?)
* ask the farm about moving S3 to pen 4
* photos into the shared drive
""",
    [
        E("2025-05-05", False, "Mon May 5",
          (A, "Installed the UV ring prototypes on S2 and S5, S3 left bare, all three on the pen 6 walkway at 3 m."),
          (A, "Ring = 6 x 275 nm LEDs pointed at the sensor windows, 10% duty (6 min on per hour), off the sonde battery pack."),
          (H, "Expect the ringed sondes to stay clean 30+ days against ~10 for S3.")),
        E("2025-05-12", False, "May 12",
          (A, "Reference readings with the YSI at all three sondes, May 12."),
          (R, "DO within 0.1 mg/L on all three."),
          (R, "S3 window already has a light slime film, S2/S5 clear.")),
        E("2025-05-20", False, "May 20",
          (A, "Pulled all three for photos (May 20)."),
          (R, "S3 window ~60% covered, first hydroids."),
          (R, "S2 and S5 windows clean except a ring of growth just outside where the LEDs shine."),
          (R, "Chl on S3 reading 2.4x the YSI."),
          (C, "so UV protects what it lights and nothing else")),
        E("2025-06-03", False, "June 3",
          (R, "YSI check at pen 6: S5 DO low by 0.6 mg/L and S2 low by 0.4, S3 only 0.2 low even fouled (June 3)."),
          (R, "Windows on S2/S5 still clean."),
          (H, "Rick thinks the UV is photobleaching the DO sensing foil, since the drift is on the ringed units and not on the fouled one."),
          (N, "Bench test next, no biology.")),
        E("2025-06-05", False, "Thu June 5",
          (A, "Bench test started in the shop on Thu June 5: two new DO caps in air-saturated seawater, one under a ring at 10% duty and one in the dark."),
          (A, "Tank at 10 °C, aerated, YSI in the middle.")),
        E("2025-06-19", False, "Jun 19",
          (R, "Cap under the UV reads 0.9 mg/L low, dark cap within 0.05."),
          (C, "That's the June 3 drift, it's bleaching not fouling."),
          (R, "Sensor maker says the foil isn't rated for UV-C and they won't warranty it."),
          (N, "Plan: shade the DO cap with a UV-blocking window and aim the LEDs at the optical windows only.")),
        E("2025-07-07", False, "July 7",
          (A, "New rings on S2 and S5 with a 3 mm polycarbonate shade over the DO cap, new DO caps fitted, back in at pen 6 (July 7)."),
          (A, "S3 cleaned and redeployed as the control again.")),
        E("2025-08-05", False, "Aug 5",
          (R, "4-week check at pen 6 on Aug 5, water 15.8 °C, warmest we've logged."),
          (R, "DO against YSI: S2 -0.05, S5 +0.03, S3 -0.7 mg/L."),
          (R, "S3 window fouled over completely, mussel spat on the wiper."),
          (R, "S2/S5 optical windows clean; film on the polycarbonate shade but the DO caps under it read fine.")),
        E("2025-08-18", False, "Aug 18",
          (C, "UV-C at 10% duty keeps the optical windows clean 4+ weeks in peak season, where a bare sonde fouls in about 10 days."),
          (C, "It bleaches the DO foil unless the foil is shaded."),
          (R, "Ring draws 38% of the battery pack, so the service interval drops from 8 weeks to 5."),
          (N, "Try 5% duty on S5 in Sept to see if it still keeps clean.")),
    ],
    [
        "UV-C anti-fouling ring — pen 6 trial — daily log",
        "Tidewise Sensing Inc. (Campbell River) — shared with Jenna Morrow, SR&ED consultant",
        "Legend: S2 and S5 = sondes with the UV ring, S3 = bare control, YSI = handheld reference meter, DO = dissolved oxygen, Chl = chlorophyll",
        "Why: our sondes on the farm pens foul in about 10 days in July-Aug and the DO and Chl data drift off.",
        "Wipers don't keep up with the hydroids.",
        "Couldn't find anyone publishing UV-C dose vs fouling on optical sondes in cold BC water.",
        "TODO",
        "order 20 more 275 nm LEDs (Digi-Key, backorder?)",
        "ask the farm about moving S3 to pen 4",
        "photos into the shared drive",
    ],
)

# 4 ------------------------------------------------------------------------------------------------
# en-CA, Kensington PEI kettle-chip maker: acrylamide on chips from a stored Dakota Pearl lot runs at
# twice the benchmark. Paper bench notebook transcribed with the dates kept in a left margin column
# ("3/2/25  | ..."; continuation lines start with a blank margin "        | "), d/m/yy with both parts
# <= 12 and nothing in the file that settles the order, and no month name anywhere: AMBIGUOUS
# (locale not stated; read day/month for en-CA), except the equal-parts "3/3/25" and "4/4/25".
# "same as the 5/2 strips" points back. Transcriber's notes in [ ], a to-try list and initials are
# undated.
case(
    "kettle_chip_acrylamide_margin_notebook_ambiguous", "en", "en-CA",
    "delaney_bench_notebook_transcribed.txt", (2025,),
    """
RED SHORE KETTLE CHIPS — Kensington, PE
Bench notebook of R. Delaney (QA), pp. 22-37, transcribed for the SR&ED file by the office.
[Margin dates copied exactly as written. Anything in square brackets is ours.]

Problem (p. 22 top): chips off the kettle line testing around double the acrylamide benchmark (750 ppb for potato chips) since we switched to the new grower's stored potatoes. Kettle chips fry slower and longer than continuous-fryer chips, and what's published on acrylamide is nearly all for continuous fryers.

 margin  | text
---------+----------------------------------------------------------------------
 3/2/25  | Lab result on last week's kettle run: acrylamide 1,480 ppb.
         | Chips from the Dakota Pearl lot DP-7 coming out dark at the edges, Agtron 58 vs 66 on the old lot.
         | DP-7 has been in storage at 7 °C since October.
         | Guess: cold storage sweetened them, reducing sugars up.
         | Pull 20 tubers for glucose.
         |
 5/2/25  | Glucose strips on 20 DP-7 tubers: avg 0.18% fresh wt, stem ends up to 0.35%.
         | Old lot DP-4 was 0.06%.
         | Sugar's the driver.
         | Options: warm the tubers back up, longer blanch, asparaginase dip.
         |
 10/2/25 | Moved 2 bins of DP-7 (about 900 kg) into the warm room at 15 °C to recondition.
         | Bench blanch trial on the rest: 0, 2 and 4 min at 70 °C, then kettle at our normal curve.
         | If blanching pulls out enough sugar we may not need to recondition at all.
         |
 12/2/25 | Acrylamide on the blanch trial: 1,420, 980 and 710 ppb for 0, 2 and 4 min.
         | 4 min chips taste flat and lost the crunch, 3 of 5 tasters said so.
         | Blanching alone costs us the product.
         | [p. 27 has a sketch of the warm-room bins, not copied]
         |
 3/3/25  | Warm-room bins after 3 wks at 15 °C: glucose 0.09%, about half the 5/2 strips.
         | Eyes starting to peep on ~5% of tubers.
         | Ran 200 kg of reconditioned DP-7 on the kettle line, no blanch.
         | Agtron 64, colour close to the old lot.
         | Samples sent for acrylamide.
         |
 11/3/25 | Lab: 820 ppb on the reconditioned run.
         | Close but not under.
         | Enzyme rep dropped off an asparaginase sample, says 15-20 min at 40 °C.
         | Plan: reconditioned tubers, 1 min blanch, then the enzyme dip.
         |
 4/4/25  | Trial: reconditioned DP-7, 1 min blanch, 15 min asparaginase dip at 40 °C, 3 kettle batches.
         | Slices came out of the dip limp.
         | Ran the dewatering shaker 40 s longer before the kettle.
         | Triangle test, 5 tasters: 1 of 5 picked the enzyme chip from the standard one.
         |
 8/4/25  | Lab: acrylamide 390, 410 and 445 ppb on the three enzyme batches.
         | Reconditioning + short blanch + asparaginase gets us well under 750 without hurting the crunch.
         | Enzyme works out to about 1.9 cents a bag.
         | Next: a full shift on the line with the dip tank before the new-crop potatoes come in.

[p. 37, bottom, in red pen:]
To try if needed: calcium chloride in the dip, Lamoka instead of Dakota Pearl, lower kettle start temp.
Call grower re storage temp!!
— R.D.
""",
    [
        E("2025-02-03", True, "3/2/25",
          (R, "Lab result on last week's kettle run: acrylamide 1,480 ppb."),
          (R, "Chips from the Dakota Pearl lot DP-7 coming out dark at the edges, Agtron 58 vs 66 on the old lot."),
          (R, "DP-7 has been in storage at 7 °C since October."),
          (H, "Guess: cold storage sweetened them, reducing sugars up."),
          (N, "Pull 20 tubers for glucose.")),
        E("2025-02-05", True, "5/2/25",
          (R, "Glucose strips on 20 DP-7 tubers: avg 0.18% fresh wt, stem ends up to 0.35%."),
          (R, "Old lot DP-4 was 0.06%."),
          (C, "Sugar's the driver."),
          (N, "Options: warm the tubers back up, longer blanch, asparaginase dip.")),
        E("2025-02-10", True, "10/2/25",
          (A, "Moved 2 bins of DP-7 (about 900 kg) into the warm room at 15 °C to recondition."),
          (A, "Bench blanch trial on the rest: 0, 2 and 4 min at 70 °C, then kettle at our normal curve."),
          (H, "If blanching pulls out enough sugar we may not need to recondition at all.")),
        E("2025-02-12", True, "12/2/25",
          (R, "Acrylamide on the blanch trial: 1,420, 980 and 710 ppb for 0, 2 and 4 min."),
          (R, "4 min chips taste flat and lost the crunch, 3 of 5 tasters said so."),
          (C, "Blanching alone costs us the product.")),
        E("2025-03-03", False, "3/3/25",
          (R, "Warm-room bins after 3 wks at 15 °C: glucose 0.09%, about half the 5/2 strips."),
          (R, "Eyes starting to peep on ~5% of tubers."),
          (A, "Ran 200 kg of reconditioned DP-7 on the kettle line, no blanch."),
          (R, "Agtron 64, colour close to the old lot."),
          (A, "Samples sent for acrylamide.")),
        E("2025-03-11", True, "11/3/25",
          (R, "Lab: 820 ppb on the reconditioned run."),
          (C, "Close but not under."),
          (R, "Enzyme rep dropped off an asparaginase sample, says 15-20 min at 40 °C."),
          (N, "Plan: reconditioned tubers, 1 min blanch, then the enzyme dip.")),
        E("2025-04-04", False, "4/4/25",
          (A, "Trial: reconditioned DP-7, 1 min blanch, 15 min asparaginase dip at 40 °C, 3 kettle batches."),
          (R, "Slices came out of the dip limp."),
          (A, "Ran the dewatering shaker 40 s longer before the kettle."),
          (R, "Triangle test, 5 tasters: 1 of 5 picked the enzyme chip from the standard one.")),
        E("2025-04-08", True, "8/4/25",
          (R, "Lab: acrylamide 390, 410 and 445 ppb on the three enzyme batches."),
          (C, "Reconditioning + short blanch + asparaginase gets us well under 750 without hurting the crunch."),
          (R, "Enzyme works out to about 1.9 cents a bag."),
          (N, "Next: a full shift on the line with the dip tank before the new-crop potatoes come in.")),
    ],
    [
        "RED SHORE KETTLE CHIPS — Kensington, PE",
        "Bench notebook of R. Delaney (QA), pp. 22-37, transcribed for the SR&ED file by the office.",
        "[Margin dates copied exactly as written. Anything in square brackets is ours.]",
        "Problem (p. 22 top): chips off the kettle line testing around double the acrylamide benchmark (750 ppb for potato chips) since we switched to the new grower's stored potatoes.",
        "Kettle chips fry slower and longer than continuous-fryer chips, and what's published on acrylamide is nearly all for continuous fryers.",
        "[p. 37, bottom, in red pen:]",
        "To try if needed: calcium chloride in the dip, Lamoka instead of Dakota Pearl, lower kettle start temp.",
        "Call grower re storage temp!!",
        "— R.D.",
    ],
)

# 5 ------------------------------------------------------------------------------------------------
# en-US, pectin vitamin gummies (Surrey BC plant, R&D manager writes US-style dates) sweat and clump
# in the bottle within 3 weeks. Weekly R&D status reports pasted into one file: each week has a
# "WEEK OF 3/3/25" heading, a focus line, several dated items ("Mon 3/3 -", "Wed 3/5 -", "Fri 3/7 -")
# and an undated "Open items" list; m/d settled by "3/13", "3/17" ... "30 °C / 65% RH",
# "50/50", "0.55-0.62", "60-ct" look like dates and are not; "the night of 2/10" points back.
case(
    "gummy_vitamin_sweating_weekly_status_us", "en", "en-US", "RnD_weekly_status_Mar2025.txt", (2025,),
    """
CASCADE GUMMY CO. — R&D WEEKLY STATUS, MARCH 2025
J. Whitaker, R&D Manager. Four weekly reports pasted into one file for the SR&ED claim, nothing edited.
Project: vegan (pectin) vitamin gummies sweating and sticking together in the bottle. None of our pectin suppliers has data on how the sanding acid behaves in the bottle at shelf humidity.

==============================
WEEK OF 3/3/25
Focus this week: complaints on the 60-ct elderberry gummy.

Mon 3/3 - Two more retailer complaints on lot EB-0211, gummies stuck in one block after ~3 weeks on shelf.
Retained bottles of the same lot look the same at room temp, pieces wet and tacky.
My working theory: the citric acid sanding pulls water to the surface and starts dissolving the sugar.

Wed 3/5 - Water activity on retained EB-0211: 0.68 on a surface scrape, 0.61 whole piece.
Spec out of the stoving room is 0.55-0.62.
Stoving room log shows 58% RH the night of 2/10, dehumidifier was down.

Fri 3/7 - Accelerated test set up: 3 bottles each of EB-0211 and fresh lot EB-0302 in the chamber at 30 °C / 65% RH.
If it's only the bad stoving night, EB-0302 should hold at least 2 weeks in there.

Open items:
- dehumidifier replacement quote (Facilities)
- complaint samples from the Portland DC

==============================
WEEK OF 3/10/25
Focus this week: chamber results, coating options.

Tue 3/11 - Chamber day 4: EB-0211 clumped, EB-0302 tacky on the top layer.
It's not only the stoving night, the fresh lot is going too.
Next is coating options side by side.

Thu 3/13 - Four pilot batches from one EB-0302 cook: A citric sanding (control), B oil/wax polish (carnauba in MCT), C sanding with encapsulated citric, D polish plus a desiccant canister in the bottle.
Sanding on A is the usual 50/50 sugar-acid.
All stoved 48 h at 35% RH.

Open items:
- encapsulated citric sample from Jungbunzlauer rep (Tom)

==============================
WEEK OF 3/17/25
Focus this week: pilot batches into the chamber.

Mon 3/17 - aw out of stoving: A 0.58, B 0.57, C 0.58, D 0.57.
All four into the chamber at 30 °C / 65% RH, 6 bottles each.

Wed 3/19 - Tanya (marketing) says the sour sanding is the product, so polish alone is a non-starter for the sour SKUs.
She's fine with the polish on the plain elderberry.

Fri 3/21 - Chamber day 4: A tacky, C slightly tacky, B and D dry and free-flowing.
Encapsulated citric slows the sweating down but doesn't stop it.

Open items:
- none

==============================
WEEK OF 3/24/25
Focus this week: decision.

Tue 3/25 - Chamber day 8: A clumped, C tacky on the top layer, B and D still free-flowing.
Surface aw: A 0.69, C 0.64, B 0.59, D 0.56.
The canister in D takes about another 0.03 off.

Thu 3/27 - Costed it: encapsulated citric +$0.011 per piece, desiccant canister +$0.018 per bottle.
Decision w/ Tom: sour SKUs go to encapsulated citric plus a canister, plain elderberry goes to the polish, starting with the April cooks.
Next: 12-week real-time stability at 25 °C / 60% RH on the first production lots.

Open items:
- update the batch records for the new sanding
- canister supplier approval (QA)

--
Jess Whitaker | R&D Manager | Cascade Gummy Co. | Surrey, BC
""",
    [
        E("2025-03-03", False, "Mon 3/3",
          (R, "Two more retailer complaints on lot EB-0211, gummies stuck in one block after ~3 weeks on shelf."),
          (R, "Retained bottles of the same lot look the same at room temp, pieces wet and tacky."),
          (H, "My working theory: the citric acid sanding pulls water to the surface and starts dissolving the sugar.")),
        E("2025-03-05", False, "Wed 3/5",
          (R, "Water activity on retained EB-0211: 0.68 on a surface scrape, 0.61 whole piece."),
          (R, "Spec out of the stoving room is 0.55-0.62."),
          (R, "Stoving room log shows 58% RH the night of 2/10, dehumidifier was down.")),
        E("2025-03-07", False, "Fri 3/7",
          (A, "Accelerated test set up: 3 bottles each of EB-0211 and fresh lot EB-0302 in the chamber at 30 °C / 65% RH."),
          (H, "If it's only the bad stoving night, EB-0302 should hold at least 2 weeks in there.")),
        E("2025-03-11", False, "Tue 3/11",
          (R, "Chamber day 4: EB-0211 clumped, EB-0302 tacky on the top layer."),
          (C, "It's not only the stoving night, the fresh lot is going too."),
          (N, "Next is coating options side by side.")),
        E("2025-03-13", False, "Thu 3/13",
          (A, "Four pilot batches from one EB-0302 cook: A citric sanding (control), B oil/wax polish (carnauba in MCT), C sanding with encapsulated citric, D polish plus a desiccant canister in the bottle."),
          (A, "Sanding on A is the usual 50/50 sugar-acid."),
          (A, "All stoved 48 h at 35% RH.")),
        E("2025-03-17", False, "Mon 3/17",
          (R, "aw out of stoving: A 0.58, B 0.57, C 0.58, D 0.57."),
          (A, "All four into the chamber at 30 °C / 65% RH, 6 bottles each.")),
        E("2025-03-19", False, "Wed 3/19",
          (R, "Tanya (marketing) says the sour sanding is the product, so polish alone is a non-starter for the sour SKUs."),
          (R, "She's fine with the polish on the plain elderberry.")),
        E("2025-03-21", False, "Fri 3/21",
          (R, "Chamber day 4: A tacky, C slightly tacky, B and D dry and free-flowing."),
          (C, "Encapsulated citric slows the sweating down but doesn't stop it.")),
        E("2025-03-25", False, "Tue 3/25",
          (R, "Chamber day 8: A clumped, C tacky on the top layer, B and D still free-flowing."),
          (R, "Surface aw: A 0.69, C 0.64, B 0.59, D 0.56."),
          (R, "The canister in D takes about another 0.03 off.")),
        E("2025-03-27", False, "Thu 3/27",
          (R, "Costed it: encapsulated citric +$0.011 per piece, desiccant canister +$0.018 per bottle."),
          (C, "Decision w/ Tom: sour SKUs go to encapsulated citric plus a canister, plain elderberry goes to the polish, starting with the April cooks."),
          (N, "Next: 12-week real-time stability at 25 °C / 60% RH on the first production lots.")),
    ],
    [
        "CASCADE GUMMY CO. — R&D WEEKLY STATUS, MARCH 2025",
        "J. Whitaker, R&D Manager. Four weekly reports pasted into one file for the SR&ED claim, nothing edited.",
        "Project: vegan (pectin) vitamin gummies sweating and sticking together in the bottle.",
        "None of our pectin suppliers has data on how the sanding acid behaves in the bottle at shelf humidity.",
        "Focus this week: complaints on the 60-ct elderberry gummy.",
        "dehumidifier replacement quote (Facilities)",
        "complaint samples from the Portland DC",
        "Focus this week: chamber results, coating options.",
        "encapsulated citric sample from Jungbunzlauer rep (Tom)",
        "Focus this week: pilot batches into the chamber.",
        "Focus this week: decision.",
        "update the batch records for the new sanding",
        "canister supplier approval (QA)",
        "Jess Whitaker | R&D Manager | Cascade Gummy Co. | Surrey, BC",
    ],
)

# 6 ------------------------------------------------------------------------------------------------
# fr-CA, scierie du Témiscamingue : taches grises d'empilage (sous les baguettes) sur l'érable à sucre
# après séchage et rabotage. Journal Excel (XLSX) du séchoir 2, une ligne par événement (chargement,
# rabotage, réunion), la date dans une vraie cellule date (format aaaa-mm-jj), les phrases dans la
# colonne Notes seulement ; les autres colonnes sont des données. Feuille « Légende » et ligne
# « À faire » sans date. « 4/4 » (épaisseur), « 2-041 » (charge), « 43 °C », « 1 900 $ » ressemblent à
# des dates et n'en sont pas ; « le 24 mars » dans une note renvoie à la réunion.
_XL_HEAD = ["Date", "Charge", "Étape", "Programme", "Baguettes", "TH (%)", "Planches tachées (%)", "Notes"]
case(
    "fr_erable_taches_baguettes_sechoir_xlsx", "fr", "fr-CA", "journal_sechoir2_erable_2025.xlsx", (2025,),
    [
        ("Journal séchoir 2", [
            ["Séchoir 2 — essais contre les taches d'empilage, érable à sucre 4/4 — Scierie Kipawa inc. (Témiscamingue) — dossier RS&DE 2025"],
            [],
            _XL_HEAD,
            [dt.date(2025, 1, 13), "2-041", "rabotage", "standard", "pleines (érable)", 7.2, 21,
             "Meubles Laurentien a refusé 22 % des planches de la charge d'avant pour des taches grises sous les baguettes. "
             "Sur la 2-041, 21 % des planches sont tachées après rabotage, et les taches sont à 1 mm sous la surface. "
             "Martin pense que le bois reste humide trop longtemps sous les baguettes au début du séchage et que la sève s'oxyde."],
            [dt.date(2025, 1, 16), "2-044", "chargement", "standard", "rainurées (alu, location)", 71, None,
             "Chargé la 2-044 avec des baguettes rainurées en aluminium louées à Sherbrooke. "
             "Elles touchent le bois sur environ 40 % de leur largeur. "
             "On s'attend à moins de taches si l'air passe sous la baguette."],
            [dt.date(2025, 2, 3), "2-044", "rabotage", "standard", "rainurées (alu, location)", 7.0, 12,
             "12 % de planches tachées, contre 21 % sur la 2-041. "
             "Les taches suivent encore les rainures, en lignes fines. "
             "Les baguettes aident, mais le début du programme est trop lent."],
            [dt.date(2025, 2, 5), "2-047", "chargement", "départ rapide", "rainurées (alu, location)", 69, None,
             "Nouveau départ : 43 °C et HR 75 % avec les ventilateurs au max pendant 4 jours, au lieu de 38 °C et 85 %. "
             "Même bois, même scieur et mêmes baguettes que la 2-044. "
             "Si la surface descend sous 40 % de TH en moins de 4 jours, Martin pense qu'on n'aura presque plus de taches."],
            [dt.date(2025, 2, 24), "2-047", "rabotage", "départ rapide", "rainurées (alu, location)", 6.8, 3,
             "3 % de planches tachées. "
             "Fentes de surface sur 6 planches sur 240, surtout les plus larges. "
             "Le départ rapide règle la plus grande partie du problème, mais on ne peut pas aller plus sec que ça."],
            [dt.date(2025, 2, 26), "2-050", "chargement", "départ rapide", "pleines (érable)", 70, None,
             "Départ rapide avec nos baguettes pleines, pour voir si on peut se passer des baguettes en aluminium. "
             "La location des baguettes alu nous coûte 1 900 $ par mois."],
            [dt.date(2025, 3, 17), "2-050", "rabotage", "départ rapide", "pleines (érable)", 7.1, 9,
             "9 % de planches tachées, en larges bandes sous chaque baguette. "
             "Le départ rapide seul ne suffit pas, ça prend les deux."],
            [dt.date(2025, 3, 24), None, "réunion", None, None, None, None,
             "Réunion avec Martin, Josée (ventes) et Réal (contremaître séchoirs). "
             "Meubles Laurentien accepte jusqu'à 5 % de planches tachées. "
             "Décision : achat de 2 000 baguettes rainurées en aluminium (environ 14 000 $) et départ rapide sur toutes les charges d'érable. "
             "Prochaine étape : vérifier sur 3 charges de production que les fentes restent sous 3 %."],
            [dt.date(2025, 4, 22), "2-061", "rabotage", "départ rapide", "rainurées (alu, achetées)", 6.9, 2,
             "Première charge de production avec les baguettes achetées le 24 mars : 2 % de planches tachées, fentes sur 4 planches sur 250. "
             "Les taches passent de 21 % à 2-3 % avec le départ rapide et la baguette rainurée ensemble."],
            [],
            [None, None, "À faire", None, None, None, None,
             "Calibrer les sondes de TH du séchoir 2. Demander la facture finale au loueur. Essayer le bouleau jaune en mai."],
        ]),
        ("Légende", [
            ["TH = taux d'humidité du bois, base anhydre (sondes à pointes, moyenne de 6 planches)"],
            ["Planches tachées = % des planches avec taches grises visibles après rabotage à 1 mm"],
            ["Programme standard = 38 °C et HR 85 % les 4 premiers jours, puis T1-D2 du manuel de séchage"],
            ["Départ rapide = 43 °C, HR 75 %, ventilateurs au maximum les 4 premiers jours, puis T1-D2"],
        ]),
    ],
    [
        E("2025-01-13", False, "2025-01-13",
          (R, "Meubles Laurentien a refusé 22 % des planches de la charge d'avant pour des taches grises sous les baguettes."),
          (R, "Sur la 2-041, 21 % des planches sont tachées après rabotage, et les taches sont à 1 mm sous la surface."),
          (H, "Martin pense que le bois reste humide trop longtemps sous les baguettes au début du séchage et que la sève s'oxyde.")),
        E("2025-01-16", False, "2025-01-16",
          (A, "Chargé la 2-044 avec des baguettes rainurées en aluminium louées à Sherbrooke."),
          (A, "Elles touchent le bois sur environ 40 % de leur largeur."),
          (H, "On s'attend à moins de taches si l'air passe sous la baguette.")),
        E("2025-02-03", False, "2025-02-03",
          (R, "12 % de planches tachées, contre 21 % sur la 2-041."),
          (R, "Les taches suivent encore les rainures, en lignes fines."),
          (C, "Les baguettes aident, mais le début du programme est trop lent.")),
        E("2025-02-05", False, "2025-02-05",
          (A, "Nouveau départ : 43 °C et HR 75 % avec les ventilateurs au max pendant 4 jours, au lieu de 38 °C et 85 %."),
          (A, "Même bois, même scieur et mêmes baguettes que la 2-044."),
          (H, "Si la surface descend sous 40 % de TH en moins de 4 jours, Martin pense qu'on n'aura presque plus de taches.")),
        E("2025-02-24", False, "2025-02-24",
          (R, "3 % de planches tachées."),
          (R, "Fentes de surface sur 6 planches sur 240, surtout les plus larges."),
          (C, "Le départ rapide règle la plus grande partie du problème, mais on ne peut pas aller plus sec que ça.")),
        E("2025-02-26", False, "2025-02-26",
          (A, "Départ rapide avec nos baguettes pleines, pour voir si on peut se passer des baguettes en aluminium."),
          (R, "La location des baguettes alu nous coûte 1 900 $ par mois.")),
        E("2025-03-17", False, "2025-03-17",
          (R, "9 % de planches tachées, en larges bandes sous chaque baguette."),
          (C, "Le départ rapide seul ne suffit pas, ça prend les deux.")),
        E("2025-03-24", False, "2025-03-24",
          (R, "Meubles Laurentien accepte jusqu'à 5 % de planches tachées."),
          (C, "Décision : achat de 2 000 baguettes rainurées en aluminium (environ 14 000 $) et départ rapide sur toutes les charges d'érable."),
          (N, "Prochaine étape : vérifier sur 3 charges de production que les fentes restent sous 3 %.")),
        E("2025-04-22", False, "2025-04-22",
          (R, "Première charge de production avec les baguettes achetées le 24 mars : 2 % de planches tachées, fentes sur 4 planches sur 250."),
          (C, "Les taches passent de 21 % à 2-3 % avec le départ rapide et la baguette rainurée ensemble.")),
    ],
    [
        "Séchoir 2 — essais contre les taches d'empilage, érable à sucre 4/4 — Scierie Kipawa inc. (Témiscamingue) — dossier RS&DE 2025",
        "Calibrer les sondes de TH du séchoir 2. Demander la facture finale au loueur. Essayer le bouleau jaune en mai.",
        "TH = taux d'humidité du bois, base anhydre (sondes à pointes, moyenne de 6 planches)",
        "Planches tachées = % des planches avec taches grises visibles après rabotage à 1 mm",
        "Programme standard = 38 °C et HR 85 % les 4 premiers jours, puis T1-D2 du manuel de séchage",
        "Départ rapide = 43 °C, HR 75 %, ventilateurs au maximum les 4 premiers jours, puis T1-D2",
    ],
)

# 7 ------------------------------------------------------------------------------------------------
# fr-CA, fabricant drummondvillois de thermostats électroniques pour plinthes : les plinthes
# bourdonnent en mode proportionnel (commande du triac par angle de phase). Fil d'une issue GitHub
# imprimé depuis le navigateur (interface en anglais, commentaires en français) : « commented on
# Nov 4, 2024 » pour l'an passé, « commented on Jan 15 » sans année pour l'année de l'impression ;
# les lignes d'événements (labels, références, fermeture) ne sont pas des phrases, le pied de page
# d'impression date rien. « 2.4.0-beta », « IEC 61000-3-3 », « 1500 W », « ±0,6 °C » ressemblent à
# des dates et n'en sont pas ; « installé ... le 10 février » renvoie en arrière.
case(
    "fr_thermostat_plinthe_bourdonnement_github", "fr", "fr-CA", "issue_143_bourdonnement_print.txt",
    (2024, 2025),
    """
2025-04-02 09:14          Bourdonnement des plinthes en mode proportionnel · Issue #143 · thermoplinthe/tp4-firmware

Bourdonnement des plinthes en mode proportionnel #143
Closed   hmarcotte opened this issue on Nov 4, 2024 · 10 comments

hmarcotte commented on Nov 4, 2024
Trois clients de Laval se plaignent d'un bourdonnement des plinthes depuis qu'ils ont le TP4 en mode proportionnel.
On l'entend surtout la nuit, quand la charge est entre 20 et 60 %.
Avec l'ancien thermostat mécanique, aucune plainte chez les mêmes clients.
Je soupçonne la commande du triac par angle de phase.

hmarcotte added the bug and support-client labels on Nov 4, 2024

sgagnon commented on Nov 12, 2024
Montage au labo : plinthe de 1500 W à 240 V, sonomètre à 1 m dans la petite salle insonorisée.
38 dBA à 40 % de charge en angle de phase, contre 24 dBA de bruit de fond.
Le spectre montre des pics à 120 Hz et aux harmoniques jusqu'à 2 kHz.
C'est bien la commutation en angle de phase qui fait chanter l'élément et les ailettes.

sgagnon commented on Dec 2, 2024
Branche burst-fire : commutation au passage à zéro, salves dans une fenêtre de 1 s.
Plus de pics à 120 Hz, 26 dBA à 40 % de charge.
Par contre on entend un tic-tic à chaque seconde, l'élément qui se dilate et se contracte.
Et les lumières sur le même circuit vacillent : Pst 1,4 au test de flicker (IEC 61000-3-3), la limite est 1,0.

mleblanc commented on Dec 16, 2024
Une fenêtre plus longue devrait baisser le flicker et le tic, mais la température de la pièce va osciller plus.
Je propose 4, 8 et 16 s, en mesurant le flicker, le tic et la stabilité de la pièce pour chacune.

sgagnon commented on Jan 15
Essais dans la pièce test à 21 °C, consigne fixe, 48 h par fenêtre.
4 s : Pst 0,9, tic audible à 1 m.
8 s : Pst 0,6, tic à peine audible.
16 s : Pst 0,4, pas de tic, mais la pièce oscille de ±0,6 °C.
8 s a l'air du meilleur compromis.

mleblanc commented on Jan 28
Idée : démarrer chaque salve par une rampe de 3 cycles en angle de phase au lieu d'un front franc.
Ça devrait adoucir le choc thermique au début de la salve, donc le tic.

sgagnon mentioned this issue in #151 Soft-start des salves, fenêtre 8 s on Feb 3

sgagnon commented on Feb 3
Rampe de 3 cycles ajoutée dans #151, fenêtre de 8 s.
Tic plus audible à 1 m (25 dBA, au niveau du bruit de fond), Pst 0,6.
Pas de pic à 120 Hz pendant la rampe.

hmarcotte commented on Feb 25
Firmware 2.4.0-beta installé chez les trois clients de Laval le 10 février.
Les trois disent que le bruit est parti.
Un des trois trouve la chambre plus froide le matin.

sgagnon commented on Mar 24
Ajusté les gains du régulateur PI pour la fenêtre de 8 s.
La pièce test tient maintenant à ±0,2 °C.
On fusionne dans 2.4.0 et on ferme.
Reste à vérifier le flicker sur une plinthe de 2500 W avant de soumettre à la CSA.

sgagnon closed this as completed in #160 on Mar 24

https://github.com/thermoplinthe/tp4-firmware/issues/143                                        1/1
""",
    [
        E("2024-11-04", False, "Nov 4, 2024",
          (R, "Trois clients de Laval se plaignent d'un bourdonnement des plinthes depuis qu'ils ont le TP4 en mode proportionnel."),
          (R, "On l'entend surtout la nuit, quand la charge est entre 20 et 60 %."),
          (R, "Avec l'ancien thermostat mécanique, aucune plainte chez les mêmes clients."),
          (H, "Je soupçonne la commande du triac par angle de phase.")),
        E("2024-11-12", False, "Nov 12, 2024",
          (A, "Montage au labo : plinthe de 1500 W à 240 V, sonomètre à 1 m dans la petite salle insonorisée."),
          (R, "38 dBA à 40 % de charge en angle de phase, contre 24 dBA de bruit de fond."),
          (R, "Le spectre montre des pics à 120 Hz et aux harmoniques jusqu'à 2 kHz."),
          (C, "C'est bien la commutation en angle de phase qui fait chanter l'élément et les ailettes.")),
        E("2024-12-02", False, "Dec 2, 2024",
          (A, "Branche burst-fire : commutation au passage à zéro, salves dans une fenêtre de 1 s."),
          (R, "Plus de pics à 120 Hz, 26 dBA à 40 % de charge."),
          (R, "Par contre on entend un tic-tic à chaque seconde, l'élément qui se dilate et se contracte."),
          (R, "Et les lumières sur le même circuit vacillent : Pst 1,4 au test de flicker (IEC 61000-3-3), la limite est 1,0.")),
        E("2024-12-16", False, "Dec 16, 2024",
          (H, "Une fenêtre plus longue devrait baisser le flicker et le tic, mais la température de la pièce va osciller plus."),
          (N, "Je propose 4, 8 et 16 s, en mesurant le flicker, le tic et la stabilité de la pièce pour chacune.")),
        E("2025-01-15", False, "Jan 15",
          (A, "Essais dans la pièce test à 21 °C, consigne fixe, 48 h par fenêtre."),
          (R, "4 s : Pst 0,9, tic audible à 1 m."),
          (R, "8 s : Pst 0,6, tic à peine audible."),
          (R, "16 s : Pst 0,4, pas de tic, mais la pièce oscille de ±0,6 °C."),
          (C, "8 s a l'air du meilleur compromis.")),
        E("2025-01-28", False, "Jan 28",
          (N, "Idée : démarrer chaque salve par une rampe de 3 cycles en angle de phase au lieu d'un front franc."),
          (H, "Ça devrait adoucir le choc thermique au début de la salve, donc le tic.")),
        E("2025-02-03", False, "Feb 3",
          (A, "Rampe de 3 cycles ajoutée dans #151, fenêtre de 8 s."),
          (R, "Tic plus audible à 1 m (25 dBA, au niveau du bruit de fond), Pst 0,6."),
          (R, "Pas de pic à 120 Hz pendant la rampe.")),
        E("2025-02-25", False, "Feb 25",
          (A, "Firmware 2.4.0-beta installé chez les trois clients de Laval le 10 février."),
          (R, "Les trois disent que le bruit est parti."),
          (R, "Un des trois trouve la chambre plus froide le matin.")),
        E("2025-03-24", False, "Mar 24",
          (A, "Ajusté les gains du régulateur PI pour la fenêtre de 8 s."),
          (R, "La pièce test tient maintenant à ±0,2 °C."),
          (C, "On fusionne dans 2.4.0 et on ferme."),
          (N, "Reste à vérifier le flicker sur une plinthe de 2500 W avant de soumettre à la CSA.")),
    ],
    [
        "Bourdonnement des plinthes en mode proportionnel #143",
    ],
)

# 8 ------------------------------------------------------------------------------------------------
# fr-CA, entrepreneur montréalais en toitures végétalisées extensives : le substrat léger s'envole
# dans la bande de vent au bord des parapets avant que le sedum couvre. Mémos vocaux du chargé de
# projet transcrits par l'application (titres « Nouvel enregistrement 12 (2:14) » sans date) ; la
# date est dite dans le mémo : « on est le lundi 3 mars », « Jeudi 6 mars. », « On est le mardi
# 15 avril, ... », « Mémo du vendredi 25 avril. », « Le mercredi 4 juin, on a arrêté ... »,
# « Résumé pour Sylvie, lundi 25 août : ... ». Les « euh », « bon » et « fin du mémo » ne sont pas
# des phrases. « 1 m sur 0,5 », « tamis de 2 mm », « 60 km/h » ressemblent à des dates et n'en sont
# pas ; « le 1er juin » et « la pluie de samedi » renvoient en arrière.
case(
    "fr_toit_vegetal_substrat_vent_memos_vocaux", "fr", "fr-CA", "memos_vocaux_toits_transcription.txt",
    (2025,),
    """
Transcriptions — mémos vocaux de Félix Dumont (chargé de projet), projet « Bande de rive »
Toits Vivants Verdure inc., Montréal — copiés tels quels de l'application pour le dossier RS&DE (S. Caron, consultante)
Le problème : sur les toits de 6 étages et plus, le substrat léger de nos toits extensifs part au vent dans le premier mètre le long des parapets, avant que le sedum ait couvert. Les fournisseurs de substrat n'ont pas de données sur l'érosion au vent, et la norme de la FLL ne donne rien de chiffré pour ça.

Nouvel enregistrement 12 (2:14)
Euh, mémo pour le dossier. Bon, on est le lundi 3 mars, on a monté le banc de soufflerie à l'atelier avec Karine, un ventilateur de 24 pouces et un bac de substrat de 1 m sur 0,5. Avec notre substrat standard, à 60 km/h on perd 4 mm en 10 minutes sur le bord du bac. À mon avis c'est la fraction fine de la ponce qui part en premier. Fin du mémo.

Nouvel enregistrement 13 (1:32)
Jeudi 6 mars. On a tamisé le substrat pour enlever tout ce qui passe au tamis de 2 mm. Ça fait 18 % du poids, c'est énorme. Au banc, substrat tamisé, 60 km/h : 1 mm de perte en 10 minutes. Mais Karine pense que sans les fines le substrat va garder moins d'eau pour le sedum cet été.

Nouvel enregistrement 15 (3:05)
On est le mardi 15 avril, premier toit de l'essai, l'immeuble de la rue Ontario. On a installé quatre parcelles de 2 m sur 2 dans le coin sud-ouest, le plus venteux : T le témoin, F le substrat sans fines, C une natte de coco par-dessus le substrat standard, P le substrat standard avec du psyllium en surface. Neuf goujons de mesure par parcelle pour suivre l'épaisseur. Les boutures de sedum sont semées à la volée partout, même dose. Si la natte tient, je pense que C va perdre le moins. Bon.

Nouvel enregistrement 16 (1:48)
Mémo du vendredi 25 avril. Gros vent hier, Environnement Canada a donné des rafales à 78 km/h à Dorval. Sur T on a perdu 11 mm en moyenne dans le coin, F 3 mm, C 1 mm, P 6 mm. Le psyllium a fait une croûte qui a craqué pis qui est partie par plaques.

Nouvel enregistrement 18 (2:02)
Lundi 12 mai, visite du toit. Sur C, les boutures qui tombent sur la natte sèchent avant de s'enraciner. Couverture végétale : T 15 %, F 12 %, C 6 %, P 14 %. Fait que la natte protège le substrat mais elle nuit à l'implantation.

Nouvel enregistrement 21 (1:20)
Le mercredi 4 juin, on a arrêté l'irrigation d'appoint sur toutes les parcelles, comme prévu depuis le 1er juin. Les sondes d'humidité montrent que F sèche deux jours plus vite que T après la pluie de samedi. Karine avait raison pour les fines.

Nouvel enregistrement 24 (2:40)
Euh, jeudi 3 juillet, toit de la rue Ontario. Couverture : T 48 %, F 31 %, C 22 %, P 45 %. Érosion cumulée depuis avril : T 14 mm, F 5 mm, C 2 mm, P 9 mm. Sur F, les plants jaunissent au soleil de l'après-midi. Idée : garder le substrat standard, mais mettre la natte de coco seulement dans la bande de 1 m le long du parapet, et planter au travers.

Nouvel enregistrement 29 (2:51)
Résumé pour Sylvie, lundi 25 août : le problème, c'est la première saison avant que le sedum couvre, et seulement dans la bande de vent au bord du parapet. Enlever les fines règle l'érosion mais fait souffrir le sedum l'été, la natte fait l'inverse. L'an prochain on essaie la natte en bande de 1 m sur deux toits, avec des tapis de sedum précultivés dans le reste de la bande. Voilà.

À faire (noté à la main sous la transcription) : facture de la natte de coco, photos des goujons à mettre sur le serveur, rappeler le syndicat de copropriété de la rue Ontario.
""",
    [
        E("2025-03-03", False, "lundi 3 mars",
          (A, "Bon, on est le lundi 3 mars, on a monté le banc de soufflerie à l'atelier avec Karine, un ventilateur de 24 pouces et un bac de substrat de 1 m sur 0,5."),
          (R, "Avec notre substrat standard, à 60 km/h on perd 4 mm en 10 minutes sur le bord du bac."),
          (H, "À mon avis c'est la fraction fine de la ponce qui part en premier.")),
        E("2025-03-06", False, "Jeudi 6 mars",
          (A, "On a tamisé le substrat pour enlever tout ce qui passe au tamis de 2 mm."),
          (R, "Ça fait 18 % du poids, c'est énorme."),
          (R, "Au banc, substrat tamisé, 60 km/h : 1 mm de perte en 10 minutes."),
          (H, "Mais Karine pense que sans les fines le substrat va garder moins d'eau pour le sedum cet été.")),
        E("2025-04-15", False, "mardi 15 avril",
          (A, "On a installé quatre parcelles de 2 m sur 2 dans le coin sud-ouest, le plus venteux : T le témoin, F le substrat sans fines, C une natte de coco par-dessus le substrat standard, P le substrat standard avec du psyllium en surface."),
          (A, "Neuf goujons de mesure par parcelle pour suivre l'épaisseur."),
          (A, "Les boutures de sedum sont semées à la volée partout, même dose."),
          (H, "Si la natte tient, je pense que C va perdre le moins.")),
        E("2025-04-25", False, "vendredi 25 avril",
          (R, "Gros vent hier, Environnement Canada a donné des rafales à 78 km/h à Dorval."),
          (R, "Sur T on a perdu 11 mm en moyenne dans le coin, F 3 mm, C 1 mm, P 6 mm."),
          (R, "Le psyllium a fait une croûte qui a craqué pis qui est partie par plaques.")),
        E("2025-05-12", False, "Lundi 12 mai",
          (R, "Sur C, les boutures qui tombent sur la natte sèchent avant de s'enraciner."),
          (R, "Couverture végétale : T 15 %, F 12 %, C 6 %, P 14 %."),
          (C, "Fait que la natte protège le substrat mais elle nuit à l'implantation.")),
        E("2025-06-04", False, "mercredi 4 juin",
          (A, "Le mercredi 4 juin, on a arrêté l'irrigation d'appoint sur toutes les parcelles, comme prévu depuis le 1er juin."),
          (R, "Les sondes d'humidité montrent que F sèche deux jours plus vite que T après la pluie de samedi."),
          (C, "Karine avait raison pour les fines.")),
        E("2025-07-03", False, "jeudi 3 juillet",
          (R, "Couverture : T 48 %, F 31 %, C 22 %, P 45 %."),
          (R, "Érosion cumulée depuis avril : T 14 mm, F 5 mm, C 2 mm, P 9 mm."),
          (R, "Sur F, les plants jaunissent au soleil de l'après-midi."),
          (N, "Idée : garder le substrat standard, mais mettre la natte de coco seulement dans la bande de 1 m le long du parapet, et planter au travers.")),
        E("2025-08-25", False, "lundi 25 août",
          (C, "Résumé pour Sylvie, lundi 25 août : le problème, c'est la première saison avant que le sedum couvre, et seulement dans la bande de vent au bord du parapet."),
          (C, "Enlever les fines règle l'érosion mais fait souffrir le sedum l'été, la natte fait l'inverse."),
          (N, "L'an prochain on essaie la natte en bande de 1 m sur deux toits, avec des tapis de sedum précultivés dans le reste de la bande.")),
    ],
    [
        "Transcriptions — mémos vocaux de Félix Dumont (chargé de projet), projet « Bande de rive »",
        "Toits Vivants Verdure inc., Montréal — copiés tels quels de l'application pour le dossier RS&DE (S. Caron, consultante)",
        "Le problème : sur les toits de 6 étages et plus, le substrat léger de nos toits extensifs part au vent dans le premier mètre le long des parapets, avant que le sedum ait couvert.",
        "Les fournisseurs de substrat n'ont pas de données sur l'érosion au vent, et la norme de la FLL ne donne rien de chiffré pour ça.",
        "À faire (noté à la main sous la transcription) : facture de la natte de coco, photos des goujons à mettre sur le serveur, rappeler le syndicat de copropriété de la rue Ontario.",
    ],
)

# 9 ------------------------------------------------------------------------------------------------
# fr-CA, laboratoire d'orthèses de Gatineau : les orthèses plantaires imprimées en 3D (TPU 95A) se
# délaminent au talon après 2-3 mois. Conversation Outlook imprimée depuis le volet de lecture
# (Outlook en français du Canada) : expéditeur, puis une ligne « lun. 2025-01-13 09:12 » (jour abrégé
# + date aaaa-mm-jj), À / Cc / Objet, le message, la signature. Pas d'historique cité. « TPU 95A »,
# « 0,41 % », « 1 200 N », « 2 Hz » ressemblent à des dates et n'en sont pas. Bandeau d'impression,
# mention de confidentialité et numéro de page ne sont pas datés.
case(
    "fr_semelles_tpu_delaminage_talon_outlook", "fr", "fr-CA", "conversation_semelles_TPU_talon.txt",
    (2025,),
    """
Outlook — Conversation : Orthèses imprimées TPU — délaminage au talon (8 messages)
Imprimé par Mathieu Proulx, Laboratoire Orthopédique de l'Outaouais

______________________________________________________________________
Mathieu Proulx <mproulx@labortho-outaouais.ca>
lun. 2025-01-13 09:12
À : Élise Bergeron <ebergeron@plastitech-cctt.qc.ca>
Objet : Orthèses imprimées TPU — délaminage au talon

Bonjour Mme Bergeron,

Depuis l'automne, 14 paires d'orthèses sur 160 nous sont revenues avec le talon décollé en couches, après 2 à 3 mois de port.
Elles sont toutes imprimées sur nos Prusa en TPU 95A, buse à 230 °C, 40 mm/s.
Je me demande si c'est l'humidité du filament, parce que les rouleaux restent parfois une semaine à l'air libre.
Pourriez-vous nous aider à trouver la cause ?

Merci,
Mathieu Proulx, orthésiste
Laboratoire Orthopédique de l'Outaouais

______________________________________________________________________
Élise Bergeron <ebergeron@plastitech-cctt.qc.ca>
mer. 2025-01-15 16:40
À : Mathieu Proulx
Objet : RE: Orthèses imprimées TPU — délaminage au talon

Bonjour M. Proulx,

Au binoculaire, sur les 3 orthèses que vous nous avez envoyées, la rupture suit exactement les lignes entre les couches et les filaments eux-mêmes sont intacts.
C'est un problème d'adhésion entre couches, pas de matériau.
Je propose de mesurer l'humidité de vos rouleaux et de faire des essais de pelage entre couches à deux températures de buse.

Élise Bergeron, ing., chargée de projets
Plastitech, centre collégial de transfert de technologie

______________________________________________________________________
Élise Bergeron <ebergeron@plastitech-cctt.qc.ca>
mar. 2025-01-28 11:05
À : Mathieu Proulx
Objet : RE: Orthèses imprimées TPU — délaminage au talon

Humidité par Karl Fischer : 0,41 % sur le rouleau en service, 0,08 % sur un rouleau neuf scellé.
Le fabricant demande moins de 0,1 % avant d'imprimer.
J'ai imprimé des éprouvettes de pelage avec filament séché 8 h à 50 °C ou non, buse à 230 ou 245 °C, 6 par combinaison.

Élise

______________________________________________________________________
Élise Bergeron <ebergeron@plastitech-cctt.qc.ca>
lun. 2025-02-10 14:22
À : Mathieu Proulx
Cc : Karl Tremblay
Objet : RE: Orthèses imprimées TPU — délaminage au talon

Résistance au pelage entre couches : 4,1 N/mm non séché à 230 °C, 6,3 séché à 230 °C, 7,0 non séché à 245 °C et 9,8 séché à 245 °C.
Les éprouvettes non séchées ont des bulles visibles entre les couches.
Les deux facteurs comptent et leurs effets s'additionnent.

Élise

______________________________________________________________________
Mathieu Proulx <mproulx@labortho-outaouais.ca>
ven. 2025-02-14 08:51
À : Élise Bergeron
Objet : RE: Orthèses imprimées TPU — délaminage au talon

On a acheté un séchoir à filament (289 $) et on imprime maintenant à 245 °C avec du filament séché.
Par contre, à 245 °C les coques sortent pleines de fils et le bord du talon est moins net.
Est-ce que vous pourriez tester la fatigue sur de vraies coques plutôt que sur des éprouvettes ?

Mathieu

______________________________________________________________________
Élise Bergeron <ebergeron@plastitech-cctt.qc.ca>
jeu. 2025-03-06 10:30
À : Mathieu Proulx
Objet : RE: Orthèses imprimées TPU — délaminage au talon

Banc de fatigue monté : compression cyclique du talon à 1 200 N et 2 Hz, 180 000 cycles correspondent à peu près à deux mois de marche.
Ancienne recette : décollement à 170 000 et 210 000 cycles sur 2 coques.
Nouvelle recette (séché, 245 °C) : aucune fissure à 1 million de cycles sur 3 coques.

Élise

______________________________________________________________________
Mathieu Proulx <mproulx@labortho-outaouais.ca>
mar. 2025-03-11 17:02
À : Élise Bergeron
Objet : RE: Orthèses imprimées TPU — délaminage au talon

Pour les fils, on a monté la rétraction à 2 mm et baissé la vitesse à 30 mm/s.
Les coques sortent propres, avec 20 minutes de plus par paire.
On garde ça comme recette standard à partir de demain.

Mathieu

______________________________________________________________________
Mathieu Proulx <mproulx@labortho-outaouais.ca>
lun. 2025-05-26 09:47
À : Élise Bergeron
Cc : Karl Tremblay
Objet : RE: Orthèses imprimées TPU — délaminage au talon

Bilan après 10 semaines : aucun retour sur 118 paires imprimées avec la nouvelle recette.
La cause était donc l'humidité du filament, aggravée par une buse trop froide.
Prochaine étape de notre côté : le TPU 90A pour les patients diabétiques, sur le même banc de fatigue si vous avez du temps cet été.

Mathieu

Ce courriel peut contenir des renseignements confidentiels. Si vous l'avez reçu par erreur, veuillez le détruire.
Page 1
""",
    [
        E("2025-01-13", False, "lun. 2025-01-13",
          (R, "Depuis l'automne, 14 paires d'orthèses sur 160 nous sont revenues avec le talon décollé en couches, après 2 à 3 mois de port."),
          (A, "Elles sont toutes imprimées sur nos Prusa en TPU 95A, buse à 230 °C, 40 mm/s."),
          (H, "Je me demande si c'est l'humidité du filament, parce que les rouleaux restent parfois une semaine à l'air libre."),
          (N, "Pourriez-vous nous aider à trouver la cause ?")),
        E("2025-01-15", False, "mer. 2025-01-15",
          (R, "Au binoculaire, sur les 3 orthèses que vous nous avez envoyées, la rupture suit exactement les lignes entre les couches et les filaments eux-mêmes sont intacts."),
          (C, "C'est un problème d'adhésion entre couches, pas de matériau."),
          (N, "Je propose de mesurer l'humidité de vos rouleaux et de faire des essais de pelage entre couches à deux températures de buse.")),
        E("2025-01-28", False, "mar. 2025-01-28",
          (R, "Humidité par Karl Fischer : 0,41 % sur le rouleau en service, 0,08 % sur un rouleau neuf scellé."),
          (R, "Le fabricant demande moins de 0,1 % avant d'imprimer."),
          (A, "J'ai imprimé des éprouvettes de pelage avec filament séché 8 h à 50 °C ou non, buse à 230 ou 245 °C, 6 par combinaison.")),
        E("2025-02-10", False, "lun. 2025-02-10",
          (R, "Résistance au pelage entre couches : 4,1 N/mm non séché à 230 °C, 6,3 séché à 230 °C, 7,0 non séché à 245 °C et 9,8 séché à 245 °C."),
          (R, "Les éprouvettes non séchées ont des bulles visibles entre les couches."),
          (C, "Les deux facteurs comptent et leurs effets s'additionnent.")),
        E("2025-02-14", False, "ven. 2025-02-14",
          (A, "On a acheté un séchoir à filament (289 $) et on imprime maintenant à 245 °C avec du filament séché."),
          (R, "Par contre, à 245 °C les coques sortent pleines de fils et le bord du talon est moins net."),
          (N, "Est-ce que vous pourriez tester la fatigue sur de vraies coques plutôt que sur des éprouvettes ?")),
        E("2025-03-06", False, "jeu. 2025-03-06",
          (A, "Banc de fatigue monté : compression cyclique du talon à 1 200 N et 2 Hz, 180 000 cycles correspondent à peu près à deux mois de marche."),
          (R, "Ancienne recette : décollement à 170 000 et 210 000 cycles sur 2 coques."),
          (R, "Nouvelle recette (séché, 245 °C) : aucune fissure à 1 million de cycles sur 3 coques.")),
        E("2025-03-11", False, "mar. 2025-03-11",
          (A, "Pour les fils, on a monté la rétraction à 2 mm et baissé la vitesse à 30 mm/s."),
          (R, "Les coques sortent propres, avec 20 minutes de plus par paire."),
          (C, "On garde ça comme recette standard à partir de demain.")),
        E("2025-05-26", False, "lun. 2025-05-26",
          (R, "Bilan après 10 semaines : aucun retour sur 118 paires imprimées avec la nouvelle recette."),
          (C, "La cause était donc l'humidité du filament, aggravée par une buse trop froide."),
          (N, "Prochaine étape de notre côté : le TPU 90A pour les patients diabétiques, sur le même banc de fatigue si vous avez du temps cet été.")),
    ],
    [
        "Outlook — Conversation : Orthèses imprimées TPU — délaminage au talon (8 messages)",
        "Imprimé par Mathieu Proulx, Laboratoire Orthopédique de l'Outaouais",
        "Ce courriel peut contenir des renseignements confidentiels. Si vous l'avez reçu par erreur, veuillez le détruire.",
        "Page 1",
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
# Jira Server print view: "Created: 14/Jan/25", "Comment by X [ 21/Jan/25 ]"
JIRA = re.compile(r"(?<!\d)(\d{1,2})/(" + _alt(EN_MONTHS) + r")/(\d{4}|\d{2})(?!\d)", re.I)
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
        m = JIRA.search(marker)
        if m:
            y = int(m.group(3))
            return (y + 2000 if y < 100 else y, EN_MONTHS[m.group(2).lower()], int(m.group(1))), False
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



def _docx_lines(src):
    """(style, text) per non-blank line of a DOCX source: '# ' Title, '## ' Heading 2, '- ' bullet."""
    out = []
    for ln in src.splitlines():
        if not ln.strip():
            continue
        if ln.startswith("## "):
            out.append(("Heading 2", ln[3:]))
        elif ln.startswith("# "):
            out.append(("Title", ln[2:]))
        elif ln.startswith("- "):
            out.append(("List Bullet", ln[2:]))
        else:
            out.append((None, ln))
    return out


def docx_source_text(src):
    return "\n".join(t for _, t in _docx_lines(src)) + "\n"


def _cell_text(v):
    if isinstance(v, (dt.datetime, dt.date)):
        return v.strftime("%Y-%m-%d")
    if isinstance(v, float) and v.is_integer():
        return str(int(v))
    return str(v)


def write_record(c, path):
    rec, rn = c["record"], c["record_name"]
    if rn.endswith(".docx"):
        from docx import Document
        from docx.shared import Pt
        doc = Document()
        doc.core_properties.author = ""
        doc.core_properties.created = dt.datetime(2025, 1, 1)
        doc.core_properties.modified = dt.datetime(2025, 1, 1)
        doc.styles["Normal"].font.name = "Calibri"
        doc.styles["Normal"].font.size = Pt(11)
        for style, text in _docx_lines(rec):
            doc.add_paragraph(text, style=style) if style else doc.add_paragraph(text)
        doc.save(path)
    elif rn.endswith(".xlsx"):
        from openpyxl import Workbook
        from openpyxl.styles import Alignment, Font
        wb = Workbook()
        wb.remove(wb.active)
        for title, rows in rec:
            ws = wb.create_sheet(title)
            for row in rows:
                ws.append(list(row))
            for r in ws.iter_rows():
                for cell in r:
                    if isinstance(cell.value, (dt.datetime, dt.date)):
                        cell.number_format = "yyyy-mm-dd"
            if title == rec[0][0]:
                ws["A1"].font = Font(bold=True, size=12)
                for cell in ws[3]:
                    cell.font = Font(bold=True)
                widths = {"A": 12, "B": 9, "C": 12, "D": 16, "E": 24, "F": 8, "G": 10, "H": 110}
                for col, w in widths.items():
                    ws.column_dimensions[col].width = w
                for r in ws.iter_rows(min_row=4):
                    r[-1].alignment = Alignment(wrap_text=True, vertical="top")
        wb.properties.creator = ""
        wb.properties.created = dt.datetime(2025, 1, 1)
        wb.properties.modified = dt.datetime(2025, 1, 1)
        wb.save(path)
    else:
        with open(path, "w", encoding="utf-8", newline="\n") as f:
            f.write(rec)


def record_text(path):
    """The record's text as the checks see it (DOCX paragraphs; XLSX rows, cells tab-joined)."""
    if path.endswith(".docx"):
        from docx import Document
        return "\n".join(p.text for p in Document(path).paragraphs) + "\n"
    if path.endswith(".xlsx"):
        from openpyxl import load_workbook
        wb = load_workbook(path)
        lines = []
        for ws in wb.worksheets:
            for row in ws.iter_rows(values_only=True):
                lines.append("\t".join(_cell_text(v) for v in row if v is not None and v != ""))
        return "\n".join(lines) + "\n"
    with open(path, encoding="utf-8") as f:
        return f.read()


def check_and_write(c, errors):
    name = c["name"]

    def err(m):
        errors.append(f"{name}: {m}")

    folder = os.path.join(HERE, name)
    if os.path.isdir(folder):
        shutil.rmtree(folder)
    os.makedirs(folder)
    path = os.path.join(folder, c["record_name"])
    write_record(c, path)
    rec = record_text(path)
    if (c["language"], c["locale"]) not in {("en", "en-CA"), ("en", "en-US"), ("fr", "fr-CA")}:
        err("bad language/locale for this set")
    if (c["language"] == "fr") != name.startswith("fr_"):
        err("French cases (and only they) take the fr_ prefix")
    if not c["record_name"].endswith((".txt", ".md", ".csv", ".docx", ".xlsx")):
        err("record file must be .txt, .md, .csv, .docx or .xlsx")
    if c["record_name"].endswith(".xlsx") == isinstance(c["record"], str):
        err("an .xlsx record is given as sheets, any other record as text")
    if not 8 <= len(c["entries"]) <= 10:
        err(f"{len(c['entries'])} entries (want 8-10)")
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
        # an English stamp in a French record ("commented on Mar 24") takes English weekday names,
        # so its month "Mar" is not read as « mar. » (mardi)
        wdn = EN_WD if (c["language"] == "fr" and EN1.search(mk) and not FR1.search(mk)) else wd_names
        wd_tokens = [tok for tok in re.findall(r"[^\W\d_]+", mk.lower()) if tok in wdn]
        if got is None and wd_tokens:
            wd_only.append((mpos, d))  # weekday-only stamp: checked against the file order below
        elif got is None or (got[0] not in (None, d.year)) or got[1:] != (d.month, d.day):
            err(f"entry {d}: marker {mk!r} parses as {got}")
        for tok in re.findall(r"[^\W\d_]+", mk.lower()):
            if tok in wdn and wdn[tok] != d.weekday():
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
    rec = record_text(os.path.join(folder, c["record_name"]))
    if c["record_name"].endswith(".docx") and rec != docx_source_text(c["record"]):
        errors.append(f"{c['name']}: DOCX reads back differently from its source")
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
    # this set: 9 cases, 4 en-CA + 1 en-US + 4 fr-CA, one record format each, names new to the
    # earlier logbook sets
    mix = sorted(c["locale"] for c in CASES)
    if mix != ["en-CA"] * 4 + ["en-US"] + ["fr-CA"] * 4:
        errors.append(f"locale mix is {mix}")
    if len({c["record_name"] for c in CASES}) != len(CASES):
        errors.append("two cases share a record file name")
    if not any(c["record_name"].endswith(".docx") for c in CASES) or \
            not any(c["record_name"].endswith(".xlsx") for c in CASES):
        errors.append("the set should hold at least one DOCX and one XLSX record")
    if sum(any(e["ambiguous"] for e in c["entries"]) for c in CASES) != 1:
        errors.append("exactly one case should carry ambiguous slashed dates")
    qdir = os.path.dirname(HERE)
    earlier = set()
    for d in os.listdir(qdir):
        if d.startswith("logbook") and os.path.join(qdir, d) != HERE:
            for sub in os.listdir(os.path.join(qdir, d)):
                if os.path.isfile(os.path.join(qdir, d, sub, "case.json")):
                    earlier.add(sub)
    for n in names:
        if n in earlier:
            errors.append(f"{n}: case name already used in an earlier logbook set")
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
        print(f"{c['name']:52s} {c['locale']}  entries {ne:2d}  sentences {ns:2d}  ambiguous {amb:2d}  "
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
