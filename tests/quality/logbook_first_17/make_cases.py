#!/usr/bin/env python3
"""Writes the logbook_first_17 held-out cases (one record file + case.json per folder) and checks them.

Run:  python3 tests/quality/logbook_first_17/make_cases.py [-v]
Schema: same as logbook_first_16: case.json = name, language, locale,
entries [{date, ambiguous, sentences [{text, label}]}], undated.
Nine writers (4 English en-CA, 1 English en-US, 4 French Quebec), subjects new to every earlier
logbook set, record formats not used in the earlier sets:
  * a Squamish BC climbing-hold maker whose PU holds crack at the bolt hole (Trello card printed
    from the browser: description and checklist undated, Activity feed NEWEST FIRST, so every entry
    but the newest is `late`; action lines "moved this card from ... to ..." are not sentences);
  * a Perth County ON goat dairy whose camembert rind slips (paper make-room notebook transcribed
    with CROSSED-OUT text kept as ~~...~~: a struck line is withdrawn and not a sentence, a strike
    inside a sentence stays in its text; a crossed-out date "~~Thurs 16 Jan~~ Fri 17 Jan" dates the
    entry the 17th; day-month headers "Tues 7 Jan" without a year);
  * a Cambridge MA start-up whose insulin-pen cap syncs doses late (Slack channel export with day
    dividers "Monday, January 6th" and THREADS: replies indented under their post with their own
    stamp "Jan 8th at 9:40 AM", so a Jan 8 reply precedes the Jan 7 divider, which is `late`);
  * Cobourg ON public works trialling salt-tolerant boulevard grass (XLSX field-trial diary, one row
    per visit over two seasons, visit date TYPED as text d/m/yy, every part <= 12 and nothing in the
    file settling the order: AMBIGUOUS except the equal-parts "05/05/25" and "07/07/25");
  * a Digby NS halibut hatchery losing larvae at first feeding (shift-handover log kept as a TABLE in
    a Word DOCX, a row per shift, the Date cell left empty on a day's second row);
  * une houblonnière de Lanaudière dont le houblon perd son arôme au séchage (export WhatsApp
    Android en français, « 22/08/2025 07:43 - Nom: ... » ; « 03/09/2025 » et « 06/10/2025 » sont
    fixés par « 22/08/2025 » etc. dans le même fichier, donc non ambigus) ;
  * une savonnerie de Rimouski et ses taches orangées (« journal de bord » par semaine :
    « === Semaine du 3 mars === » puis « lundi 3 — », « mercredi 5 — » ; le jour se lit sous l'en-tête
    de semaine, et « mardi 1er » sous « Semaine du 31 mars » est le 1er avril) ;
  * un fabricant de bancs en BFUP à Lévis (rapport d'avancement Word DOCX à sous-sections datées ;
    des dates DONNÉES EN PASSANT ne font pas d'entrée : « installés le 14 juin 2024 », « la coulée
    de production du 22 janvier », « À partir du lundi 24 mars », « qui commence le 9 décembre ») ;
  * une jeune pousse de Saguenay qui mesure la charge de neige sur les toits plats (page Notion
    exportée en Markdown : propriétés « Créé le: ... » et « Dernière modification: ... » qui ne datent
    rien, encadré <aside>, titres « ### @9 décembre 2024 », cases à cocher sans date).
Each record has 8-10 dated entries of 2-5 labelled sentences.

Conventions (same as the earlier sets, plus the new formats):
  * a chat message, post, reply, card comment or e-mail is dated by its own stamp or header;
    messages of one day make one entry; author/time lines, action and system lines, "Reply",
    reactions, "N replies", "(edited)", "<Médias omis>", "Ce message a été supprimé", greetings and
    signatures are not sentences;
  * tools print the year only for dates outside the current year: a yearless stamp is in the export
    or print year, and the checker accepts a yearless marker when the entry year is among the case's
    years;
  * a DOCX record is read as its body in order: paragraphs one a line (in the source below, "# ",
    "## ", "### " lines become headings and "- " lines bullets, without the prefix), and a table row
    ("| a | b |" lines in the source) as one line of its non-empty cells joined by a tab; an XLSX
    record as its rows, non-empty cells joined by a tab; in a spreadsheet or a log table only the
    Notes column holds sentences, the other columns are data;
  * a weekly journal's day line gives only a weekday and a day number: the month comes from the
    week heading above it; week headings are not entries;
  * a date inside a sentence that points back or ahead ("the Dec 9 make", "the 1/8 test",
    « les fournées du 20 et du 21 août », « à partir du lundi 24 mars », « qui commence le
    9 décembre ») creates no entry; crossed-out dates create no entry;
  * `ambiguous` follows the slashed-date rule (both parts <= 12 and different, and no slashed date in
    the file with a part > 12 settles the order; en-CA and fr-CA read day/month, en-US month/day);
  * export, print, page, property ("Créé le", "Dernière modification") and sign-off stamps date
    nothing;
  * undated = header/preamble lines, context sections, legends, checklists, to-do and "À faire"
    lines, "Prochaines étapes" sections written without a date, trailing notes and signatures.
Labels: hypothesis = a supposition or expectation stated before it is checked; activity = what was
done or set up (set-points and quantities included); result = what was measured or observed
(information received from a lab, supplier, customer, document or colleague included); conclusion =
what the writer concludes or decides, tentative ones and meeting decisions included; next_step =
intentions, plans, suggestions of what to try, requests and meeting actions.

Checks: the logbook_first_16 checker, with these changes: a DOCX may hold Heading 3 paragraphs and
tables (read back in body order, a table row as its non-empty cells joined by a tab); an English
day-month marker without a year ("Fri 17 Jan") parses; a French weekday + day-number marker
("mardi 1er") must match the day number and weekday and fall in the week of the nearest
« Semaine du ... » heading above it; the XLSX column widths follow the sheet. As in set 16: 8-10
entries per case, 4 en-CA + 1 en-US + 4 fr-CA, exactly one case with ambiguous dates, at least one
DOCX and one XLSX, record file names all different and case names new to every earlier logbook set.
Set LOGBOOK_QUALITY_DIR to the tests/quality folder when running a draft copy outside it.
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
# en-CA, Squamish BC maker of polyurethane climbing holds: big holds come back from gyms cracked
# radially from the bolt hole. Trello card printed from the browser: title, list, labels, a
# description and a checklist (undated), then the Activity feed NEWEST FIRST, so the file runs
# backwards and every entry but the newest is `late`. Each comment has its own stamp
# ("Mar 27, 2025, 4:02 PM"); action lines ("moved this card from ... to ...", "attached ...",
# "added this card to ...", "changed the due date ...") are not sentences. '3/8" bolt', "N·m",
# "24-11" look like dates and are not; "the lots poured since November" points back.
case(
    "climbing_hold_bolt_hole_cracks_trello_card", "en", "en-CA", "trello_card_bolt_hole_cracks_print.txt",
    (2025,),
    """
Bolt-hole cracks on large PU holds
in list Done · board "Crux Forge — R&D / Materials"
Members: AR  DM  JP
Labels: QA   SR&ED 2025
Due: complete

Description
Gyms are returning large polyurethane holds (slopers and pinches over 2 kg) with radial cracks running out from the bolt hole, mostly after the first reset. Small holds and volumes are fine. Our resin supplier has no torque rating for cast holds, and we couldn't find one published anywhere.

Checklist: Root cause (3/4)
[x] torque rig built
[x] Shore D on returns vs retains
[x] post-cure trial
[ ] note for the gym newsletter

Activity                                                                   Show details

Anika Roy
Mar 27, 2025, 4:02 PM
Replacement holds from the March pours went out to all three gyms two weeks ago.
No returns and no cracks reported since, and Calgary has already done one reset with them.
Closing the card.
We'll look at returns again after the summer resets.

Anika Roy moved this card from Testing to Done
Mar 27, 2025, 4:03 PM

Anika Roy
Mar 12, 2025, 10:41 AM
Decision from this morning's meeting: every pour gets a 4 h post-cure at 60 °C, we go back to machined chamfered sleeves, and demould stays at 40 min.
Dev, can you add "max 60 N·m" to the hold tags before the next shipment?

Dev Malik
Mar 4, 2025, 3:18 PM
Poured 20 large holds with the machined chamfered sleeves and post-cured them 4 h at 60 °C.
All 20 went past 90 N·m on the rig without a crack.
Machined sleeves are $0.38 each against $0.11 for the stamped ones.

Dev Malik attached IMG_2231.jpg to this card
Feb 18, 2025, 2:47 PM

Dev Malik
Feb 18, 2025, 2:45 PM
Sectioned one of the two that cracked: the crack starts at the sharp bottom edge of the stamped steel sleeve.
The old machined sleeves had a 1 mm chamfer there.
Turns out the supplier switched us to stamped sleeves in October without telling us.
I asked Northshore Machining to quote the chamfered ones again.

Dev Malik
Feb 11, 2025, 9:30 AM
Torque to crack after a week: post-cured holds 84-90 N·m, room-temperature ones 44-55 N·m.
Shore D 77 post-cured vs 71.
Post-cure fixes most of it.
But 2 of the 6 post-cured holds still cracked at 84 N·m, and both have the new stamped sleeve.

Dev Malik moved this card from Doing to Testing
Feb 4, 2025, 4:10 PM

Dev Malik
Feb 4, 2025, 4:08 PM
Post-cure trial: 12 holds from one pour, 6 post-cured 4 h at 60 °C and 6 left at room temperature.
The resin tech sheet says full properties take 7 days at 23 °C or 4 h at 60 °C, and we've been shipping 2 days after pouring.
If it's cure, the post-cured ones should test like the September retains.

Jonah Park
Jan 28, 2025, 11:20 AM
Shore D on 10 returned holds: 68-70.
September retains of the same shapes: 78.
The setters at all three gyms say they run the bolts in with an impact driver, roughly 40 N·m.
So the holds are soft and cracking at normal setter torque, which points at under-cure rather than the setters.

Dev Malik
Jan 23, 2025, 5:02 PM
Built a torque-to-crack rig: hold bolted to a plywood wall panel with a 3/8" bolt, tightened with a digital torque wrench in 5 N·m steps until a crack shows.
6 stock holds from lot 24-11: cracks at 38-52 N·m.
Same shapes from a September retain lot: no crack up to 90 N·m, where the bolt head started to sink into the plywood.

Dev Malik moved this card from Backlog to Doing
Jan 21, 2025, 8:30 AM

Jonah Park
Jan 20, 2025, 9:15 AM
Three gyms (Vancouver, Calgary, Whistler) have sent back 14 large holds this month, all cracked radially from the bolt hole.
Every one is from the lots poured since November, when we moved demould from 90 to 40 minutes.
My bet is they leave the shop under-cured and can't take the bolt torque yet.

Jonah Park added this card to Backlog
Jan 20, 2025, 9:12 AM

https://trello.com/c/Qm4tB81x/212-bolt-hole-cracks-on-large-pu-holds
""",
    [
        E("2025-01-20", False, "Jan 20, 2025",
          (R, "Three gyms (Vancouver, Calgary, Whistler) have sent back 14 large holds this month, all cracked radially from the bolt hole."),
          (R, "Every one is from the lots poured since November, when we moved demould from 90 to 40 minutes."),
          (H, "My bet is they leave the shop under-cured and can't take the bolt torque yet.")),
        E("2025-01-23", False, "Jan 23, 2025",
          (A, "Built a torque-to-crack rig: hold bolted to a plywood wall panel with a 3/8\" bolt, tightened with a digital torque wrench in 5 N·m steps until a crack shows."),
          (R, "6 stock holds from lot 24-11: cracks at 38-52 N·m."),
          (R, "Same shapes from a September retain lot: no crack up to 90 N·m, where the bolt head started to sink into the plywood.")),
        E("2025-01-28", False, "Jan 28, 2025",
          (R, "Shore D on 10 returned holds: 68-70."),
          (R, "September retains of the same shapes: 78."),
          (R, "The setters at all three gyms say they run the bolts in with an impact driver, roughly 40 N·m."),
          (C, "So the holds are soft and cracking at normal setter torque, which points at under-cure rather than the setters.")),
        E("2025-02-04", False, "Feb 4, 2025",
          (A, "Post-cure trial: 12 holds from one pour, 6 post-cured 4 h at 60 °C and 6 left at room temperature."),
          (R, "The resin tech sheet says full properties take 7 days at 23 °C or 4 h at 60 °C, and we've been shipping 2 days after pouring."),
          (H, "If it's cure, the post-cured ones should test like the September retains.")),
        E("2025-02-11", False, "Feb 11, 2025",
          (R, "Torque to crack after a week: post-cured holds 84-90 N·m, room-temperature ones 44-55 N·m."),
          (R, "Shore D 77 post-cured vs 71."),
          (C, "Post-cure fixes most of it."),
          (R, "But 2 of the 6 post-cured holds still cracked at 84 N·m, and both have the new stamped sleeve.")),
        E("2025-02-18", False, "Feb 18, 2025",
          (R, "Sectioned one of the two that cracked: the crack starts at the sharp bottom edge of the stamped steel sleeve."),
          (R, "The old machined sleeves had a 1 mm chamfer there."),
          (R, "Turns out the supplier switched us to stamped sleeves in October without telling us."),
          (A, "I asked Northshore Machining to quote the chamfered ones again.")),
        E("2025-03-04", False, "Mar 4, 2025",
          (A, "Poured 20 large holds with the machined chamfered sleeves and post-cured them 4 h at 60 °C."),
          (R, "All 20 went past 90 N·m on the rig without a crack."),
          (R, "Machined sleeves are $0.38 each against $0.11 for the stamped ones.")),
        E("2025-03-12", False, "Mar 12, 2025",
          (C, "Decision from this morning's meeting: every pour gets a 4 h post-cure at 60 °C, we go back to machined chamfered sleeves, and demould stays at 40 min."),
          (N, "Dev, can you add \"max 60 N·m\" to the hold tags before the next shipment?")),
        E("2025-03-27", False, "Mar 27, 2025",
          (A, "Replacement holds from the March pours went out to all three gyms two weeks ago."),
          (R, "No returns and no cracks reported since, and Calgary has already done one reset with them."),
          (C, "Closing the card."),
          (N, "We'll look at returns again after the summer resets.")),
    ],
    [
        "Bolt-hole cracks on large PU holds",
        "Gyms are returning large polyurethane holds (slopers and pinches over 2 kg) with radial cracks running out from the bolt hole, mostly after the first reset.",
        "Small holds and volumes are fine.",
        "Our resin supplier has no torque rating for cast holds, and we couldn't find one published anywhere.",
        "torque rig built",
        "Shore D on returns vs retains",
        "post-cure trial",
        "note for the gym newsletter",
    ],
    late=("2025-01-20", "2025-01-23", "2025-01-28", "2025-02-04", "2025-02-11", "2025-02-18",
          "2025-03-04", "2025-03-12"),
)

# 2 ------------------------------------------------------------------------------------------------
# en-CA, Perth County ON goat-cheese maker: the rind of its bloomy goat camembert slips off the paste
# ("slip skin") at 3 weeks. Paper make-room notebook transcribed by the office, crossed-out text kept
# as ~~...~~: a struck line is withdrawn by the writer and is not a sentence; a strike inside a
# sentence stays in its text. Day headers as written: "Tues 7 Jan", "Thurs 9 Jan", a crossed-out
# date "~~Thurs 16 Jan~~ Fri 17 Jan" (the entry is the 17th), "Thurs 30 Jan", "Tues 4 Feb",
# "Tues 25 Feb", "Tues 11 March", "Tues 1 Apr", "Tues 15 Apr - summary for Marg". "the Dec 9 make"
# and "the 11 March make" point back; "400 L", "2 doses", "92%" are not dates.
case(
    "goat_camembert_slip_skin_notebook_crossed_out", "en", "en-CA", "make_room_notebook_3_transcribed.txt",
    (2025,),
    """
LITTLE THAMES GOAT DAIRY — make room notebook no. 3, pp. 41-58
Transcribed for the SR&ED file by J. Boyle (office). Crossed-out words are kept between ~~ ~~ as they appear on the page. [ ] = transcriber's note.

Why this project: our bloomy goat camembert ("Wee Thames") has had slip skin since the fall, where the rind comes away from the paste in one sheet and the wheels can't be sold. The culture supplier says to cut the Geotrichum, the cheese consultant says it's the room. Nothing we've found gives numbers for goat milk in a small make room.

Tues 7 Jan
Slip skin on 30-40% of the Dec 9 make at 3 wks, rind lifts off in one sheet with a runny cream line under it.
Paste pH 4.9 at 3 wks, moisture 52%.
~~Too much P. candidum?~~
Think it's the Geo: too much Geotrichum makes the layer under the rind go soft and wet.

Thurs 9 Jan
Made 2 vats of 400 L: vat A Geo at the usual 2 doses, vat B Geo at 1 dose.
Everything else the same, same milk (Wed pickup), same make sheet.
~~Ripening room 14 °C~~
Ripening room set ~~14~~ 12 °C, 92% RH on the wall gauge.

~~Thurs 16 Jan~~ Fri 17 Jan
Day 8 on vats A and B: both bloomed white, B a thinner coat.
Turned and wrapped 20 wheels of each for the 3-wk check.
[page corner torn, one line missing]

Thurs 30 Jan
3-wk check: A slip skin on 9 of 20, B on 2 of 20.
B paste less runny under the rind but a bit chalky in the centre.
Half the Geo helps but doesn't fix it.
~~Try 1 dose less again~~
Next: try a drier room before cutting the Geo any further.

Tues 4 Feb
Checked the room 2 wall gauge against a sling psychrometer: gauge 92%, sling 96%.
So the room's been a lot wetter than what we've been writing down.
Vats C and D, usual Geo dose: C ripened at 92% on the sling, D at 88%.

Tues 25 Feb
3-wk check C/D: C slip skin on 7 of 20, D on 1 of 20.
D rind a bit thicker and drier, no cracks.
Humidity matters more than the Geo dose.

Tues 11 March
New digital hygrometer in both rooms, checked against the sling, both set to 88%.
Full make, 4 vats, usual Geo dose.
If the rooms hold 88% I expect slip skin under 5%.

Tues 1 Apr
3-wk check on the 11 March make: slip skin on 3 of 80 wheels, about 4%.
Cracked rind on 5 wheels, all on the top rack by the fan.
~~fan~~
Move that rack out of the draft.

Tues 15 Apr - summary for Marg
Slip skin came mostly from the rooms running wetter than the old gauges said.
Half the Geo alone took us from about 45% to 10%, a drier room alone to 5%.
Staying with the usual Geo dose and 88% RH, checked against the sling every month.

To do
- return the sling psychrometer to Gerry
- ask the culture rep about a slower Geo strain
- recalibrate pH meter
— L. McTavish, cheesemaker
""",
    [
        E("2025-01-07", False, "Tues 7 Jan",
          (R, "Slip skin on 30-40% of the Dec 9 make at 3 wks, rind lifts off in one sheet with a runny cream line under it."),
          (R, "Paste pH 4.9 at 3 wks, moisture 52%."),
          (H, "Think it's the Geo: too much Geotrichum makes the layer under the rind go soft and wet.")),
        E("2025-01-09", False, "Thurs 9 Jan",
          (A, "Made 2 vats of 400 L: vat A Geo at the usual 2 doses, vat B Geo at 1 dose."),
          (A, "Everything else the same, same milk (Wed pickup), same make sheet."),
          (A, "Ripening room set ~~14~~ 12 °C, 92% RH on the wall gauge.")),
        E("2025-01-17", False, "Fri 17 Jan",
          (R, "Day 8 on vats A and B: both bloomed white, B a thinner coat."),
          (A, "Turned and wrapped 20 wheels of each for the 3-wk check.")),
        E("2025-01-30", False, "Thurs 30 Jan",
          (R, "3-wk check: A slip skin on 9 of 20, B on 2 of 20."),
          (R, "B paste less runny under the rind but a bit chalky in the centre."),
          (C, "Half the Geo helps but doesn't fix it."),
          (N, "Next: try a drier room before cutting the Geo any further.")),
        E("2025-02-04", False, "Tues 4 Feb",
          (R, "Checked the room 2 wall gauge against a sling psychrometer: gauge 92%, sling 96%."),
          (C, "So the room's been a lot wetter than what we've been writing down."),
          (A, "Vats C and D, usual Geo dose: C ripened at 92% on the sling, D at 88%.")),
        E("2025-02-25", False, "Tues 25 Feb",
          (R, "3-wk check C/D: C slip skin on 7 of 20, D on 1 of 20."),
          (R, "D rind a bit thicker and drier, no cracks."),
          (C, "Humidity matters more than the Geo dose.")),
        E("2025-03-11", False, "Tues 11 March",
          (A, "New digital hygrometer in both rooms, checked against the sling, both set to 88%."),
          (A, "Full make, 4 vats, usual Geo dose."),
          (H, "If the rooms hold 88% I expect slip skin under 5%.")),
        E("2025-04-01", False, "Tues 1 Apr",
          (R, "3-wk check on the 11 March make: slip skin on 3 of 80 wheels, about 4%."),
          (R, "Cracked rind on 5 wheels, all on the top rack by the fan."),
          (N, "Move that rack out of the draft.")),
        E("2025-04-15", False, "Tues 15 Apr",
          (C, "Slip skin came mostly from the rooms running wetter than the old gauges said."),
          (R, "Half the Geo alone took us from about 45% to 10%, a drier room alone to 5%."),
          (C, "Staying with the usual Geo dose and 88% RH, checked against the sling every month.")),
    ],
    [
        "LITTLE THAMES GOAT DAIRY — make room notebook no. 3, pp. 41-58",
        "Transcribed for the SR&ED file by J. Boyle (office).",
        "Crossed-out words are kept between ~~ ~~ as they appear on the page.",
        "[ ] = transcriber's note.",
        "Why this project: our bloomy goat camembert (\"Wee Thames\") has had slip skin since the fall, where the rind comes away from the paste in one sheet and the wheels can't be sold.",
        "The culture supplier says to cut the Geotrichum, the cheese consultant says it's the room.",
        "Nothing we've found gives numbers for goat milk in a small make room.",
        "To do",
        "return the sling psychrometer to Gerry",
        "ask the culture rep about a slower Geo strain",
        "recalibrate pH meter",
        "— L. McTavish, cheesemaker",
    ],
)

# 3 ------------------------------------------------------------------------------------------------
# en-US, Cambridge MA start-up making a Bluetooth cap for insulin pens that logs each dose to a phone
# app: doses logged overnight reach the app hours late or only when the app is opened. Slack channel
# export (text view of an export viewer) with day dividers "Monday, January 6th" (no year: the
# export year) and threads: replies are indented under their parent with their own stamp
# ("Jan 8th at 9:40 AM"); a reply on a later day is its own entry, so the Jan 8 reply comes before
# the Jan 7 divider (Jan 7 is `late`). Join lines, reactions (":+1: 3"), "3 replies", "(edited)" and
# the export banner are not sentences. "v2.3", "4.1.0-rc2", "100 ms", "12 phones" look like dates
# and are not; "the 1/8 test" points back (US month/day).
case(
    "insulin_pen_cap_ble_sync_slack_threads_us", "en", "en-US", "slack_hw-smartcap-sync_export.txt",
    (2025,),
    """
Slack export viewer — #hw-smartcap-sync (Dosewise workspace) — threads expanded
Exported by rkim on Apr 2 — 1 channel, 11 members

Channel topic: Late or missing dose syncs, cap v2 hardware. All findings go here so QA can pull them into the design history file.
Channel purpose: Our cap logs every dose with a time stamp, but nobody (us, the BLE chip vendor, the app agency) knows how reliably a phone in a patient's pocket picks those logs up overnight.

──────────────── Monday, January 6th ────────────────

Rachel Kim  10:14 AM
Support tickets for "dose not synced" are up to 41 since Christmas, against 6 in all of November.
36 of the 41 are on Android phones.
My hunch is firmware v2.3, where we doubled the advertising interval to save battery.
:eyes: 2
    3 replies
    Omar Haddad  Jan 6th at 11:02 AM
    Pulled the cloud logs for those 41 accounts: the cap stored every dose, the phone just didn't pick it up until the app was opened, sometimes 9-14 h later.
    Omar Haddad  Jan 8th at 9:40 AM
    Flashed v2.2 back onto 3 caps paired to my Pixel 7 and left them overnight with a 2 a.m. test dose.
    All 3 missed the dose until I opened the app in the morning, same as v2.3.
    So it's not the advertising interval. (edited)
    Rachel Kim  Jan 8th at 9:51 AM
    :thumbsup:

──────────────── Tuesday, January 7th ────────────────

Priya Shah  3:36 PM
Set up a 12-phone bench in the lab: 8 Android (Pixel, Samsung, Motorola) and 4 iPhones, each paired to a cap on a servo that "doses" every 2 h overnight.
Phones as shipped, battery settings untouched.
If it's Android killing the app in the background, the Samsungs should be worst.

Dana Cole joined #hw-smartcap-sync.

──────────────── Friday, January 10th ────────────────

Priya Shah  8:47 AM
First 3 nights on the bench: iPhones synced 100% of doses within 5 min.
Pixels 71%, Motorolas 64%, Samsungs 22%.
With battery optimization turned off for our app, all 8 Android phones go to 100%.
It's Android's background limits, not the cap.
:dart: 4
    1 reply
    Rachel Kim  Jan 13th at 8:55 AM
    Support walked 10 callers through turning off battery optimization: only 3 got there.
    So we can't make that the fix.

──────────────── Tuesday, January 14th ────────────────

Omar Haddad  1:20 PM
Android docs: an app paired through CompanionDeviceManager gets woken when its device comes in range and is exempt from most background limits.
For that to help, the cap has to advertise within a few seconds of a dose, and v2.3 only advertises every 8 s when idle.
Plan: app build with companion pairing, plus cap firmware that advertises fast for 60 s after each dose.

──────────────── Tuesday, January 28th ────────────────

Omar Haddad  4:05 PM
Both builds are on the bench: app 4.1.0-rc2 with companion pairing, cap firmware v2.4-beta with 100 ms advertising for 60 s after a dose.
Re-paired all 12 phones.

──────────────── Monday, February 3rd ────────────────

Priya Shah  9:12 AM
Five nights on the new builds: 100% of doses synced within 2 min on all 12 phones, Samsungs included.
The Pixel 7 from the 1/8 test synced every dose this time too.
Estimated cap battery life drops from 14 months to 13 with the post-dose burst.
That's a trade we'll take.
    2 replies
    Rachel Kim  Feb 4th at 10:30 AM
    Regulatory says the app change is a minor update, but the firmware needs a new verification report.
    Priya, can you write the verification protocol this week?
    Priya Shah  Feb 4th at 10:41 AM
    On it.

──────────────── Monday, March 3rd ────────────────

Rachel Kim  11:48 AM
App 4.1.0 and cap v2.4 have been out to every user for two weeks.
"Dose not synced" tickets are down from 41 over Dec-Jan to 3 in February, all 3 on phones older than Android 10.
Closing the sync bug, and older Android versions go on the known-issues list.
:tada: 6
""",
    [
        E("2025-01-06", False, "Monday, January 6th",
          (R, "Support tickets for \"dose not synced\" are up to 41 since Christmas, against 6 in all of November."),
          (R, "36 of the 41 are on Android phones."),
          (H, "My hunch is firmware v2.3, where we doubled the advertising interval to save battery."),
          (R, "Pulled the cloud logs for those 41 accounts: the cap stored every dose, the phone just didn't pick it up until the app was opened, sometimes 9-14 h later.")),
        E("2025-01-07", False, "Tuesday, January 7th",
          (A, "Set up a 12-phone bench in the lab: 8 Android (Pixel, Samsung, Motorola) and 4 iPhones, each paired to a cap on a servo that \"doses\" every 2 h overnight."),
          (A, "Phones as shipped, battery settings untouched."),
          (H, "If it's Android killing the app in the background, the Samsungs should be worst.")),
        E("2025-01-08", False, "Jan 8th",
          (A, "Flashed v2.2 back onto 3 caps paired to my Pixel 7 and left them overnight with a 2 a.m. test dose."),
          (R, "All 3 missed the dose until I opened the app in the morning, same as v2.3."),
          (C, "So it's not the advertising interval.")),
        E("2025-01-10", False, "Friday, January 10th",
          (R, "First 3 nights on the bench: iPhones synced 100% of doses within 5 min."),
          (R, "Pixels 71%, Motorolas 64%, Samsungs 22%."),
          (R, "With battery optimization turned off for our app, all 8 Android phones go to 100%."),
          (C, "It's Android's background limits, not the cap.")),
        E("2025-01-13", False, "Jan 13th",
          (R, "Support walked 10 callers through turning off battery optimization: only 3 got there."),
          (C, "So we can't make that the fix.")),
        E("2025-01-14", False, "Tuesday, January 14th",
          (R, "Android docs: an app paired through CompanionDeviceManager gets woken when its device comes in range and is exempt from most background limits."),
          (R, "For that to help, the cap has to advertise within a few seconds of a dose, and v2.3 only advertises every 8 s when idle."),
          (N, "Plan: app build with companion pairing, plus cap firmware that advertises fast for 60 s after each dose.")),
        E("2025-01-28", False, "Tuesday, January 28th",
          (A, "Both builds are on the bench: app 4.1.0-rc2 with companion pairing, cap firmware v2.4-beta with 100 ms advertising for 60 s after a dose."),
          (A, "Re-paired all 12 phones.")),
        E("2025-02-03", False, "Monday, February 3rd",
          (R, "Five nights on the new builds: 100% of doses synced within 2 min on all 12 phones, Samsungs included."),
          (R, "The Pixel 7 from the 1/8 test synced every dose this time too."),
          (R, "Estimated cap battery life drops from 14 months to 13 with the post-dose burst."),
          (C, "That's a trade we'll take.")),
        E("2025-02-04", False, "Feb 4th",
          (R, "Regulatory says the app change is a minor update, but the firmware needs a new verification report."),
          (N, "Priya, can you write the verification protocol this week?")),
        E("2025-03-03", False, "Monday, March 3rd",
          (A, "App 4.1.0 and cap v2.4 have been out to every user for two weeks."),
          (R, "\"Dose not synced\" tickets are down from 41 over Dec-Jan to 3 in February, all 3 on phones older than Android 10."),
          (C, "Closing the sync bug, and older Android versions go on the known-issues list.")),
    ],
    [
        "Slack export viewer — #hw-smartcap-sync (Dosewise workspace) — threads expanded",
        "Channel topic: Late or missing dose syncs, cap v2 hardware.",
        "All findings go here so QA can pull them into the design history file.",
        "Channel purpose: Our cap logs every dose with a time stamp, but nobody (us, the BLE chip vendor, the app agency) knows how reliably a phone in a patient's pocket picks those logs up overnight.",
    ],
    late=("2025-01-07",),
)

# 4 ------------------------------------------------------------------------------------------------
# en-CA, Cobourg ON public works and a turf consultant: the grass on boulevards along salted roads
# dies back in a band from the curb every winter. Field-trial diary kept in Excel (XLSX), one row
# per site visit over two seasons; the visit date was TYPED as text "08/04/25", d/m/yy with both
# parts <= 12 throughout and nothing in the file with a part > 12 to settle the order, and no month
# name in a date: AMBIGUOUS (locale not stated; en-CA read day/month), except the equal-parts
# "05/05/25" and "07/07/25". Only the Notes column holds sentences; the other columns are data.
# A "Plots" sheet (legend) and a "To do" row are undated. "since the 05/05/25 seeding" points back;
# "1.5 x 6 m", "20 kg per 100 m²", "2025-26" are not dates.
_XL_TURF = ["Visit", "By", "Soil EC 0-5 cm (dS/m)", "Cover A (%)", "Cover B (%)", "Cover C (%)",
            "Cover D (%)", "Notes"]
case(
    "boulevard_grass_road_salt_seed_trial_xlsx_ambiguous", "en", "en-CA", "boulevard_salt_trial_visits.xlsx",
    (2025, 2026),
    [
        ("Visits", [
            ["Division St boulevard trial — salt-tolerant seed mixes — Town of Cobourg Public Works / Greenline Turf — visit log"],
            [],
            _XL_TURF,
            ["08/04/25", "MH + town", 6.8, None, None, None, None,
             "Walked the Division St boulevard after snowmelt with the roads supervisor. "
             "Grass dead in a band about 1.5 m wide from the curb along the whole block, healthy beyond 2 m. "
             "Soil EC 6.8 dS/m in the dead band and 0.9 at 3 m. "
             "Our bet is that no Kentucky bluegrass mix will ever hold in that first 1.5 m with this much salt."],
            ["11/04/25", "MH", 3.1, None, None, None, None,
             "Laid out 4 plots of 1.5 x 6 m along the curb, A to D as on the Plots sheet. "
             "Leached the plots with 2 passes of the water truck. "
             "EC down to 3.1 dS/m afterwards."],
            ["05/05/25", "MH + parks crew", 2.4, 0, 0, 0, 0,
             "Seeded all 4 plots at the suppliers' rates and covered them with straw blanket. "
             "Gypsum on plot D at 20 kg per 100 m², raked in before seeding. "
             "Parks will water the plots 3 times a week with the truck until they establish."],
            ["02/06/25", "MH", 1.8, 60, 35, 40, 45,
             "Cover A 60%, B 35%, C 40%, D 45%. "
             "Alkaligrass is slower to come up, as the supplier warned."],
            ["07/07/25", "MH", 1.2, 85, 70, 55, 80,
             "Cover A 85%, B 70%, C 55%, D 80%. "
             "Fescue plot C is thinning where it bakes beside the bus shelter. "
             "Told parks to stop watering all plots."],
            ["11/08/25", "MH + KL", 1.0, 70, 78, 40, 84,
             "Dry August: A browned off and is coming back after last week's rain, B and D stayed green. "
             "C down to 40%. "
             "Fine fescue is out for these boulevards."],
            ["09/10/25", "MH", 0.9, 90, 80, 35, 88,
             "Pre-winter check: cover A 90%, B 80%, C 35%, D 88%. "
             "EC 0.9 dS/m, down from 2.4 at the 05/05/25 seeding. "
             "Summer rain has flushed the salt out of the top 5 cm. "
             "We can't pick a mix until the plots have had a winter of salt on them."],
            ["07/04/26", "MH + town", 5.9, 15, 70, 10, 82,
             "After the winter: cover A 15%, B 70%, C 10%, D 82%. "
             "EC back up to 5.9 dS/m in the first metre, about where it was a year ago. "
             "Alkaligrass takes the salt and the gypsum adds a bit on top."],
            ["12/05/26", "MH", None, None, None, None, None,
             "Meeting with Roads and Parks at the Public Works yard. "
             "Decision: mix D goes on all arterial boulevards at this fall's reseeding. "
             "Parks to get a price for gypsum by the tonne. "
             "We keep the plots for one more winter to see if D holds a second year."],
            [],
            [None, None, None, None, None, None, None,
             "To do: photo points at each plot corner; ask Roads for the 2025-26 salt tonnage on Division St; soil lab invoice to Public Works."],
        ]),
        ("Plots", [
            ["Plot A = Town standard boulevard mix (Kentucky bluegrass / perennial ryegrass)"],
            ["Plot B = Alkaligrass blend (Fults)"],
            ["Plot C = Fine fescue blend (hard and creeping red fescue)"],
            ["Plot D = Alkaligrass blend + gypsum"],
            ["Cover = visual estimate of live grass cover, whole plot"],
            ["EC = saturated paste extract, composite of 5 cores at 0-5 cm in the first metre from the curb"],
        ]),
    ],
    [
        E("2025-04-08", True, "08/04/25",
          (A, "Walked the Division St boulevard after snowmelt with the roads supervisor."),
          (R, "Grass dead in a band about 1.5 m wide from the curb along the whole block, healthy beyond 2 m."),
          (R, "Soil EC 6.8 dS/m in the dead band and 0.9 at 3 m."),
          (H, "Our bet is that no Kentucky bluegrass mix will ever hold in that first 1.5 m with this much salt.")),
        E("2025-04-11", True, "11/04/25",
          (A, "Laid out 4 plots of 1.5 x 6 m along the curb, A to D as on the Plots sheet."),
          (A, "Leached the plots with 2 passes of the water truck."),
          (R, "EC down to 3.1 dS/m afterwards.")),
        E("2025-05-05", False, "05/05/25",
          (A, "Seeded all 4 plots at the suppliers' rates and covered them with straw blanket."),
          (A, "Gypsum on plot D at 20 kg per 100 m², raked in before seeding."),
          (N, "Parks will water the plots 3 times a week with the truck until they establish.")),
        E("2025-06-02", True, "02/06/25",
          (R, "Cover A 60%, B 35%, C 40%, D 45%."),
          (R, "Alkaligrass is slower to come up, as the supplier warned.")),
        E("2025-07-07", False, "07/07/25",
          (R, "Cover A 85%, B 70%, C 55%, D 80%."),
          (R, "Fescue plot C is thinning where it bakes beside the bus shelter."),
          (A, "Told parks to stop watering all plots.")),
        E("2025-08-11", True, "11/08/25",
          (R, "Dry August: A browned off and is coming back after last week's rain, B and D stayed green."),
          (R, "C down to 40%."),
          (C, "Fine fescue is out for these boulevards.")),
        E("2025-10-09", True, "09/10/25",
          (R, "Pre-winter check: cover A 90%, B 80%, C 35%, D 88%."),
          (R, "EC 0.9 dS/m, down from 2.4 at the 05/05/25 seeding."),
          (C, "Summer rain has flushed the salt out of the top 5 cm."),
          (C, "We can't pick a mix until the plots have had a winter of salt on them.")),
        E("2026-04-07", True, "07/04/26",
          (R, "After the winter: cover A 15%, B 70%, C 10%, D 82%."),
          (R, "EC back up to 5.9 dS/m in the first metre, about where it was a year ago."),
          (C, "Alkaligrass takes the salt and the gypsum adds a bit on top.")),
        E("2026-05-12", True, "12/05/26",
          (A, "Meeting with Roads and Parks at the Public Works yard."),
          (C, "Decision: mix D goes on all arterial boulevards at this fall's reseeding."),
          (N, "Parks to get a price for gypsum by the tonne."),
          (N, "We keep the plots for one more winter to see if D holds a second year.")),
    ],
    [
        "Division St boulevard trial — salt-tolerant seed mixes — Town of Cobourg Public Works / Greenline Turf — visit log",
        "To do: photo points at each plot corner; ask Roads for the 2025-26 salt tonnage on Division St; soil lab invoice to Public Works.",
        "Plot A = Town standard boulevard mix (Kentucky bluegrass / perennial ryegrass)",
        "Plot B = Alkaligrass blend (Fults)",
        "Plot C = Fine fescue blend (hard and creeping red fescue)",
        "Plot D = Alkaligrass blend + gypsum",
        "Cover = visual estimate of live grass cover, whole plot",
        "EC = saturated paste extract, composite of 5 cores at 0-5 cm in the first metre from the curb",
    ],
)

# 5 ------------------------------------------------------------------------------------------------
# en-CA, Digby NS halibut hatchery: Atlantic halibut larvae die in large numbers at first feeding,
# many without an inflated swim bladder. Shift-handover log kept in Word (DOCX) as ONE TABLE, a row
# per shift (Date | Shift | By | Handover notes); when both shifts of a day are logged the second
# row leaves the Date cell empty, and both rows make one entry. The DOCX is read as its paragraphs
# and, for the table, one line per row with the non-empty cells joined by a tab. Title, purpose
# paragraph and "Standing instructions" bullets before the table, a review line after it ("Reviewed
# ..., 28/04/2025", a sign-off stamp, not an entry): undated.
# "Mon 3 Mar 2025" dates; "before they start feeding Thursday" points ahead; "Nanno 3600",
# "1,200 lux", "5 per mL" are not dates.
case(
    "halibut_larvae_first_feeding_handover_docx_table", "en", "en-CA", "hatchery_shift_handover_Mar-Apr.docx",
    (2025,),
    """
# FUNDY FLATFISH HATCHERY — shift handover log, first-feeding room (tanks 4-10)
Larval batch H25-02. Each shift leaves a row before going home. This log is also the record for the SR&ED first-feeding project: halibut survival through first feeding has been 5-15% here, and the published protocols are for large Norwegian tanks, not our 3 m³ tanks.
## Standing instructions
- Log mortality for every tank, every shift.
- Nobody changes the light settings without the larval lead.
- Artemia enrichment starts at 14:00 sharp.
| Date | Shift | By | Handover notes |
| Mon 3 Mar 2025 | Day | K. Boudreau | Tank 4 (first feeding since Thursday): 60-70% of larvae have no swim bladder, scope sample of 30. Oily film on the surface in the corners near the outflow screen. I think the enrichment oil off the Artemia seals the surface so they can't gulp air to fill the bladder. |
|  | Night | J. Doucet | Night mortality tank 4: 1,150 siphoned. |
| Tue 4 Mar 2025 | Day | K. Boudreau | Fitted a surface skimmer (airlift + overflow cup) to tank 5, tank 6 left without as the control, both start feeding today. Same Artemia batch and feeding on both, 5 per mL, 4 times a day. |
|  | Night | J. Doucet | Skimmer on tank 5 pulled a brown oily scum, about 20 mL by 06:00. |
| Mon 10 Mar 2025 | Day | K. Boudreau | Swim bladder inflation at day 6: tank 5 78%, tank 6 31%. The skimmer works. Please put skimmers on tanks 7 and 8 before they start feeding Thursday. |
| Thu 13 Mar 2025 | Day | M. Comeau | Skimmers on 7 and 8, first feeding started on both. Tank 7 in green water (Nanno 3600 paste, 2 mL per 100 L twice a day), tank 8 clear, to see if the algae helps them feed. I expect fuller guts in 7, the larvae should see the Artemia better against the green. |
| Mon 17 Mar 2025 | Night | J. Doucet | Gut check at 22:00: 82% of larvae in tank 7 with food in the gut, 55% in tank 8. Tank 8 larvae crowding in the bright spot under the fixture. |
| Fri 28 Mar 2025 | Day | K. Boudreau | Day-15 counts: survival tank 7 41%, tank 8 24%, tank 5 38%, tank 6 9%. Jaw deformities 30% in tank 6, under 10% in the others. Skimmer plus green water is the best we've done. |
| Wed 2 Apr 2025 | Day | E. LeBlanc | Call with the Bergen group: they run 1,500 lux at the surface and see crowding above 2,000. Our meter reads 3,200 lux under our fixtures. Dimmed tanks 9 and 10 to 1,200 lux before they start feeding, skimmer and green water on both. |
| Mon 14 Apr 2025 | Day | M. Comeau | Tanks 9 and 10, day 10: no crowding, guts full in 85% and 88%. Swim bladder inflation 81% and 84%. |
| Fri 25 Apr 2025 | Day | K. Boudreau | Day-21 survival: tank 9 52%, tank 10 49%, our best first feeding yet. Standard for batch H25-03 on: skimmer from day 0, green water, 1,200 lux at the surface. |
|  | Night | J. Doucet | Dimmer settings written on each tank lid. |
Reviewed E. LeBlanc, hatchery manager, 28/04/2025
""",
    [
        E("2025-03-03", False, "Mon 3 Mar 2025",
          (R, "Tank 4 (first feeding since Thursday): 60-70% of larvae have no swim bladder, scope sample of 30."),
          (R, "Oily film on the surface in the corners near the outflow screen."),
          (H, "I think the enrichment oil off the Artemia seals the surface so they can't gulp air to fill the bladder."),
          (R, "Night mortality tank 4: 1,150 siphoned.")),
        E("2025-03-04", False, "Tue 4 Mar 2025",
          (A, "Fitted a surface skimmer (airlift + overflow cup) to tank 5, tank 6 left without as the control, both start feeding today."),
          (A, "Same Artemia batch and feeding on both, 5 per mL, 4 times a day."),
          (R, "Skimmer on tank 5 pulled a brown oily scum, about 20 mL by 06:00.")),
        E("2025-03-10", False, "Mon 10 Mar 2025",
          (R, "Swim bladder inflation at day 6: tank 5 78%, tank 6 31%."),
          (C, "The skimmer works."),
          (N, "Please put skimmers on tanks 7 and 8 before they start feeding Thursday.")),
        E("2025-03-13", False, "Thu 13 Mar 2025",
          (A, "Skimmers on 7 and 8, first feeding started on both."),
          (A, "Tank 7 in green water (Nanno 3600 paste, 2 mL per 100 L twice a day), tank 8 clear, to see if the algae helps them feed."),
          (H, "I expect fuller guts in 7, the larvae should see the Artemia better against the green.")),
        E("2025-03-17", False, "Mon 17 Mar 2025",
          (R, "Gut check at 22:00: 82% of larvae in tank 7 with food in the gut, 55% in tank 8."),
          (R, "Tank 8 larvae crowding in the bright spot under the fixture.")),
        E("2025-03-28", False, "Fri 28 Mar 2025",
          (R, "Day-15 counts: survival tank 7 41%, tank 8 24%, tank 5 38%, tank 6 9%."),
          (R, "Jaw deformities 30% in tank 6, under 10% in the others."),
          (C, "Skimmer plus green water is the best we've done.")),
        E("2025-04-02", False, "Wed 2 Apr 2025",
          (R, "Call with the Bergen group: they run 1,500 lux at the surface and see crowding above 2,000."),
          (R, "Our meter reads 3,200 lux under our fixtures."),
          (A, "Dimmed tanks 9 and 10 to 1,200 lux before they start feeding, skimmer and green water on both.")),
        E("2025-04-14", False, "Mon 14 Apr 2025",
          (R, "Tanks 9 and 10, day 10: no crowding, guts full in 85% and 88%."),
          (R, "Swim bladder inflation 81% and 84%.")),
        E("2025-04-25", False, "Fri 25 Apr 2025",
          (R, "Day-21 survival: tank 9 52%, tank 10 49%, our best first feeding yet."),
          (C, "Standard for batch H25-03 on: skimmer from day 0, green water, 1,200 lux at the surface."),
          (A, "Dimmer settings written on each tank lid.")),
    ],
    [
        "FUNDY FLATFISH HATCHERY — shift handover log, first-feeding room (tanks 4-10)",
        "Larval batch H25-02.",
        "Each shift leaves a row before going home.",
        "This log is also the record for the SR&ED first-feeding project: halibut survival through first feeding has been 5-15% here, and the published protocols are for large Norwegian tanks, not our 3 m³ tanks.",
        "Standing instructions",
        "Log mortality for every tank, every shift.",
        "Nobody changes the light settings without the larval lead.",
        "Artemia enrichment starts at 14:00 sharp.",
        "Reviewed E. LeBlanc, hatchery manager, 28/04/2025",
    ],
)

# 6 ------------------------------------------------------------------------------------------------
# fr-CA, houblonnière de Lanaudière : le houblon séché dans le nouveau four perd son arôme (odeur de
# foin, huiles essentielles basses). Export d'une discussion de groupe WhatsApp (Android, interface
# en français) : « 22/08/2025 07:43 - Nom: message », lignes de suite sans horodatage, messages
# système (création du groupe, chiffrement), « <Médias omis> », « Ce message a été supprimé ».
# Les dates sont jj/mm/aaaa : « 03/09/2025 », « 05/09/2025 », « 10/09/2025 », « 06/10/2025 » auraient
# les deux parties <= 12, mais « 22/08/2025 », « 25/08/2025 » etc. dans le même fichier fixent
# l'ordre : rien d'ambigu. Les messages d'un même jour forment une entrée. Note d'export en tête
# (sans date d'entrée). « les fournées du 20 et du 21 août », « la fournée du 5 septembre »
# renvoient en arrière ; « on se reparle le 15 octobre » renvoie en avant ; « 1,6 mL/100 g »,
# « 11,2 % » ne sont pas des dates.
case(
    "fr_houblon_four_arome_whatsapp", "fr", "fr-CA", "Discussion_WhatsApp_Four_a_houblon_2025.txt",
    (2025,),
    """
[Conversation WhatsApp « Four à houblon 2025 » exportée sans les médias par Claire Beaulieu, agronome, pour le dossier RS&DE de la Houblonnière du Ruisseau (Saint-Liguori).]
[Contexte : premier automne avec le nouveau four à plancher de 4 m x 6 m. Le fabricant du four n'a aucune donnée sur le séchage du houblon, il vend surtout pour le grain.]
22/08/2025 07:40 - Mathieu Girard a créé le groupe « Four à houblon 2025 »
22/08/2025 07:40 - Les messages et les appels sont chiffrés de bout en bout. Aucun tiers, pas même WhatsApp, ne peut les lire ou les écouter. Appuyez pour en savoir plus.
22/08/2025 07:43 - Étienne Roy: Salut Mathieu. Le Chinook de la semaine passée sent le foin coupé quand on ouvre les sacs, pas le pamplemousse de l'an passé.
22/08/2025 07:58 - Mathieu Girard: C'est le premier lot sorti du nouveau four.
Je pense qu'on chauffe trop fort, le four est réglé à 65 °C parce que ça sèche en 7 heures au lieu de 10.
22/08/2025 08:02 - Claire Beaulieu: Ce message a été supprimé
25/08/2025 18:20 - Mathieu Girard: <Médias omis>
25/08/2025 18:22 - Mathieu Girard: J'ai mis 6 sondes de température dans le lit de cônes, à 10, 30 et 60 cm du plancher, pendant une fournée de Cascade.
En haut du lit ça plafonne à 48 °C, mais au fond ça monte à 71 °C.
25/08/2025 19:05 - Claire Beaulieu: Le fond grille pendant que le dessus reste humide, c'est classique avec un lit de 75 cm.
27/08/2025 09:14 - Claire Beaulieu: J'ai envoyé au labo de Saint-Hyacinthe des échantillons des fournées du 20 et du 21 août, pris en haut et au fond du lit, pour les huiles essentielles et l'alpha.
Si c'est la chaleur, les huiles vont être basses surtout au fond.
03/09/2025 16:47 - Claire Beaulieu: Résultats du labo : huiles totales 0,9 mL/100 g au fond du lit contre 1,6 en haut, et on avait 1,8 l'an passé.
Alpha 11,2 % en haut, 9,4 % au fond.
C'est bien la chaleur au fond qui détruit les huiles.
03/09/2025 17:10 - Mathieu Girard: 👍
05/09/2025 06:31 - Mathieu Girard: Fournée d'essai cette nuit : four à 55 °C et lit de 40 cm au lieu de 75.
Ça a pris 11 heures, donc on ne pourra faire que 2 fournées par jour au lieu de 3.
Il va falloir louer le séchoir du voisin pour finir la récolte à temps.
10/09/2025 12:15 - Mathieu Girard: Humidité des cônes après la fournée à 55 °C : entre 8 et 10 % du haut au fond.
Avant, on avait 6 % au fond et 13 % en haut.
10/09/2025 20:48 - Étienne Roy: J'ai frotté des cônes de cette fournée-là, le Cascade sent comme l'an passé.
16/09/2025 10:02 - Claire Beaulieu: Labo sur la fournée du 5 septembre : huiles 1,7 mL/100 g, alpha 11,0 %, presque pas d'écart entre le haut et le fond.
Le réglage à 55 °C avec 40 cm de lit règle le problème.
19/09/2025 21:33 - Mathieu Girard: Récolte finie avec notre four à 55 °C et le séchoir du voisin, 2,3 tonnes en tout.
Cet hiver je fais poser un deuxième ventilateur sous le plancher, pour pouvoir remonter à 60 cm de lit sans que le fond chauffe.
06/10/2025 14:40 - Étienne Roy: On a fait un brassin d'essai de 500 L avec le Chinook séché à 55 °C.
Au panel de 6 dégustateurs, 5 l'ont préféré à la bière faite avec le lot à 65 °C.
On vous prend tout le lot à 55 °C, et le lot à 65 °C ira seulement en amérisant.
06/10/2025 14:52 - Mathieu Girard: Parfait, on se reparle le 15 octobre pour les contrats de l'an prochain.
""",
    [
        E("2025-08-22", False, "22/08/2025",
          (R, "Le Chinook de la semaine passée sent le foin coupé quand on ouvre les sacs, pas le pamplemousse de l'an passé."),
          (R, "C'est le premier lot sorti du nouveau four."),
          (H, "Je pense qu'on chauffe trop fort, le four est réglé à 65 °C parce que ça sèche en 7 heures au lieu de 10.")),
        E("2025-08-25", False, "25/08/2025",
          (A, "J'ai mis 6 sondes de température dans le lit de cônes, à 10, 30 et 60 cm du plancher, pendant une fournée de Cascade."),
          (R, "En haut du lit ça plafonne à 48 °C, mais au fond ça monte à 71 °C."),
          (C, "Le fond grille pendant que le dessus reste humide, c'est classique avec un lit de 75 cm.")),
        E("2025-08-27", False, "27/08/2025",
          (A, "J'ai envoyé au labo de Saint-Hyacinthe des échantillons des fournées du 20 et du 21 août, pris en haut et au fond du lit, pour les huiles essentielles et l'alpha."),
          (H, "Si c'est la chaleur, les huiles vont être basses surtout au fond.")),
        E("2025-09-03", False, "03/09/2025",
          (R, "Résultats du labo : huiles totales 0,9 mL/100 g au fond du lit contre 1,6 en haut, et on avait 1,8 l'an passé."),
          (R, "Alpha 11,2 % en haut, 9,4 % au fond."),
          (C, "C'est bien la chaleur au fond qui détruit les huiles.")),
        E("2025-09-05", False, "05/09/2025",
          (A, "Fournée d'essai cette nuit : four à 55 °C et lit de 40 cm au lieu de 75."),
          (R, "Ça a pris 11 heures, donc on ne pourra faire que 2 fournées par jour au lieu de 3."),
          (N, "Il va falloir louer le séchoir du voisin pour finir la récolte à temps.")),
        E("2025-09-10", False, "10/09/2025",
          (R, "Humidité des cônes après la fournée à 55 °C : entre 8 et 10 % du haut au fond."),
          (R, "Avant, on avait 6 % au fond et 13 % en haut."),
          (R, "J'ai frotté des cônes de cette fournée-là, le Cascade sent comme l'an passé.")),
        E("2025-09-16", False, "16/09/2025",
          (R, "Labo sur la fournée du 5 septembre : huiles 1,7 mL/100 g, alpha 11,0 %, presque pas d'écart entre le haut et le fond."),
          (C, "Le réglage à 55 °C avec 40 cm de lit règle le problème.")),
        E("2025-09-19", False, "19/09/2025",
          (A, "Récolte finie avec notre four à 55 °C et le séchoir du voisin, 2,3 tonnes en tout."),
          (N, "Cet hiver je fais poser un deuxième ventilateur sous le plancher, pour pouvoir remonter à 60 cm de lit sans que le fond chauffe.")),
        E("2025-10-06", False, "06/10/2025",
          (A, "On a fait un brassin d'essai de 500 L avec le Chinook séché à 55 °C."),
          (R, "Au panel de 6 dégustateurs, 5 l'ont préféré à la bière faite avec le lot à 65 °C."),
          (C, "On vous prend tout le lot à 55 °C, et le lot à 65 °C ira seulement en amérisant."),
          (N, "Parfait, on se reparle le 15 octobre pour les contrats de l'an prochain.")),
    ],
    [
        "[Conversation WhatsApp « Four à houblon 2025 » exportée sans les médias par Claire Beaulieu, agronome, pour le dossier RS&DE de la Houblonnière du Ruisseau (Saint-Liguori).]",
        "[Contexte : premier automne avec le nouveau four à plancher de 4 m x 6 m. Le fabricant du four n'a aucune donnée sur le séchage du houblon, il vend surtout pour le grain.]",
    ],
)

# 7 ------------------------------------------------------------------------------------------------
# fr-CA, savonnerie artisanale de Rimouski : des taches orangées (rancissement) apparaissent après
# quelques mois sur les savons saponifiés à froid. « Journal de bord » en texte : une section par
# semaine, « === Semaine du 3 mars === », puis les travaux du jour sous « lundi 3 — », « mercredi 5
# — » (jour de la semaine et quantième seulement : le mois et l'année viennent de l'en-tête de la
# semaine ; « mardi 1er » sous « Semaine du 31 mars » est le 1er AVRIL). Les en-têtes de semaine ne
# sont pas des entrées ; les lignes « À faire cette semaine » sont sans date. « 0,5 % », « 1 kg »,
# « 0,42 mg/L » ne sont pas des dates ; « jusqu'en juillet » renvoie en avant.
case(
    "fr_savon_froid_taches_orangees_journal_semaines", "fr", "fr-CA", "journal_de_bord_taches_orangees.txt",
    (2025,),
    """
JOURNAL DE BORD — Savonnerie du Littoral (Rimouski)
Projet : taches orangées sur les savons saponifiés à froid
Tenu par Annie Ouellet, savonnière. Une section par semaine, le travail de chaque jour sous sa date.
Pourquoi : depuis l'automne, des clients nous rapportent des petites taches orangées qui sentent le rance sur des savons de 3 ou 4 mois. Nos fournisseurs d'huiles n'ont rien pu nous dire, et ce qu'on trouve sur les forums se contredit.

=== Semaine du 3 mars ===
À faire cette semaine : commander l'extrait de romarin, trouver un labo pour l'eau.

lundi 3 — Trois clientes du marché ont rapporté des savons « Avoine et miel » avec des taches orangées, tous des lots de novembre. Sur nos pains gardés des mêmes lots, 6 sur 10 ont des taches, surtout sur les faces à l'air. Je pense que c'est l'huile de tournesol qui rancit : c'est notre recette qui en a le plus (30 %).

mercredi 5 — Fait 5 petites coulées de 1 kg de la recette Avoine et miel : A témoin, B à l'eau distillée au lieu de l'eau du robinet, C avec 0,1 % d'extrait de romarin, D avec 0,5 % de citrate de sodium, E avec un surgras de 5 % au lieu de 8 %. Même lot d'huiles pour les cinq. Envoyé un échantillon de l'eau du robinet de l'atelier au labo.

=== Semaine du 10 mars ===
À faire cette semaine : étiquettes pour les pains d'essai.

mardi 11 — Démoulé et coupé les 5 coulées, 6 pains chacune. Mis 3 pains de chaque coulée à l'étuve à 40 °C pour un test accéléré, les 3 autres en cure normale. Si c'est de l'oxydation, les taches devraient sortir en 3 ou 4 semaines à l'étuve.

vendredi 14 — Analyse de l'eau de l'atelier (puits) : fer 0,42 mg/L, cuivre 0,05 mg/L. La recommandation esthétique pour le fer est de 0,3 mg/L, on est au-dessus. Le fer pourrait bien accélérer le rancissement.

=== Semaine du 31 mars ===
mardi 1er — Étuve, 3 semaines : premières taches sur A et E, rien sur B, C et D. A sent un peu le crayon de cire.

=== Semaine du 14 avril ===
lundi 14 — Étuve, 5 semaines : taches sur 3 pains sur 3 pour A, 2 sur 3 pour E, 1 sur 3 pour C, aucune pour B et D. Les pains en cure normale n'ont encore rien. Baisser le surgras n'aide pas, le romarin aide un peu, l'eau distillée et le citrate empêchent les taches. C'est surtout le fer de l'eau qui fait rancir l'huile.

mercredi 16 — Le citrate coûte moins de 1 ¢ par pain, l'eau distillée environ 4 ¢. Décision : citrate à 0,5 % dans toutes les recettes, et eau distillée pour celles qui ont plus de 20 % de tournesol.

=== Semaine du 5 mai ===
À faire cette semaine : mettre à jour les fiches de recette, commander 200 L d'eau distillée.

mardi 6 — Première production avec la nouvelle recette : 120 pains Avoine et miel, au citrate et à l'eau distillée. On garde 10 pains à l'étuve et 10 en cure normale jusqu'en juillet pour confirmer.

=== Semaine du 7 juillet ===
lundi 7 — Après 2 mois, aucune tache sur les 20 pains gardés de la production de mai. On ferme le dossier des taches orangées. Prochain projet : remplacer une partie du tournesol par du tournesol à haut oléique, qui rancit moins.

— Annie
""",
    [
        E("2025-03-03", False, "lundi 3",
          (R, "Trois clientes du marché ont rapporté des savons « Avoine et miel » avec des taches orangées, tous des lots de novembre."),
          (R, "Sur nos pains gardés des mêmes lots, 6 sur 10 ont des taches, surtout sur les faces à l'air."),
          (H, "Je pense que c'est l'huile de tournesol qui rancit : c'est notre recette qui en a le plus (30 %).")),
        E("2025-03-05", False, "mercredi 5",
          (A, "Fait 5 petites coulées de 1 kg de la recette Avoine et miel : A témoin, B à l'eau distillée au lieu de l'eau du robinet, C avec 0,1 % d'extrait de romarin, D avec 0,5 % de citrate de sodium, E avec un surgras de 5 % au lieu de 8 %."),
          (A, "Même lot d'huiles pour les cinq."),
          (A, "Envoyé un échantillon de l'eau du robinet de l'atelier au labo.")),
        E("2025-03-11", False, "mardi 11",
          (A, "Démoulé et coupé les 5 coulées, 6 pains chacune."),
          (A, "Mis 3 pains de chaque coulée à l'étuve à 40 °C pour un test accéléré, les 3 autres en cure normale."),
          (H, "Si c'est de l'oxydation, les taches devraient sortir en 3 ou 4 semaines à l'étuve.")),
        E("2025-03-14", False, "vendredi 14",
          (R, "Analyse de l'eau de l'atelier (puits) : fer 0,42 mg/L, cuivre 0,05 mg/L."),
          (R, "La recommandation esthétique pour le fer est de 0,3 mg/L, on est au-dessus."),
          (H, "Le fer pourrait bien accélérer le rancissement.")),
        E("2025-04-01", False, "mardi 1er",
          (R, "Étuve, 3 semaines : premières taches sur A et E, rien sur B, C et D."),
          (R, "A sent un peu le crayon de cire.")),
        E("2025-04-14", False, "lundi 14",
          (R, "Étuve, 5 semaines : taches sur 3 pains sur 3 pour A, 2 sur 3 pour E, 1 sur 3 pour C, aucune pour B et D."),
          (R, "Les pains en cure normale n'ont encore rien."),
          (C, "Baisser le surgras n'aide pas, le romarin aide un peu, l'eau distillée et le citrate empêchent les taches."),
          (C, "C'est surtout le fer de l'eau qui fait rancir l'huile.")),
        E("2025-04-16", False, "mercredi 16",
          (R, "Le citrate coûte moins de 1 ¢ par pain, l'eau distillée environ 4 ¢."),
          (C, "Décision : citrate à 0,5 % dans toutes les recettes, et eau distillée pour celles qui ont plus de 20 % de tournesol.")),
        E("2025-05-06", False, "mardi 6",
          (A, "Première production avec la nouvelle recette : 120 pains Avoine et miel, au citrate et à l'eau distillée."),
          (A, "On garde 10 pains à l'étuve et 10 en cure normale jusqu'en juillet pour confirmer.")),
        E("2025-07-07", False, "lundi 7",
          (R, "Après 2 mois, aucune tache sur les 20 pains gardés de la production de mai."),
          (C, "On ferme le dossier des taches orangées."),
          (N, "Prochain projet : remplacer une partie du tournesol par du tournesol à haut oléique, qui rancit moins.")),
    ],
    [
        "JOURNAL DE BORD — Savonnerie du Littoral (Rimouski)",
        "Projet : taches orangées sur les savons saponifiés à froid",
        "Tenu par Annie Ouellet, savonnière.",
        "Une section par semaine, le travail de chaque jour sous sa date.",
        "Pourquoi : depuis l'automne, des clients nous rapportent des petites taches orangées qui sentent le rance sur des savons de 3 ou 4 mois.",
        "Nos fournisseurs d'huiles n'ont rien pu nous dire, et ce qu'on trouve sur les forums se contredit.",
        "À faire cette semaine : commander l'extrait de romarin, trouver un labo pour l'eau.",
        "À faire cette semaine : étiquettes pour les pains d'essai.",
        "À faire cette semaine : mettre à jour les fiches de recette, commander 200 L d'eau distillée.",
        "— Annie",
    ],
)

# 8 ------------------------------------------------------------------------------------------------
# fr-CA, fabricant de Lévis de bancs de parc en béton fibré à ultra-haute performance (BFUP) : après
# le premier hiver, traînées blanches (efflorescence) et points de rouille aux fibres qui affleurent.
# Rapport d'avancement en Word (DOCX), sous-sections datées en titre 3 (« Lundi 3 février —
# inspection au parc ... ») ; le reste des dates est donné EN PASSANT et ne fait pas d'entrée :
# une date d'installation dans le contexte (« installés le 14 juin 2024 »), un renvoi (« la coulée
# de production du 22 janvier »), des dates à venir dans « Prochaines étapes » (« À partir du lundi
# 24 mars », « la tournée hivernale de la Ville, qui commence le 9 décembre »). En-tête, contexte,
# titres de section, prochaines étapes et signature : sans date. « 300 x 300 x 50 mm », « 336 h »,
# « 0,35 $/kg », « no 4 » ne sont pas des dates.
case(
    "fr_bancs_bfup_efflorescence_rapport_avancement_docx", "fr", "fr-CA", "Rapport_avancement_4_bancs_BFUP.docx",
    (2025,),
    """
# Bancs de parc en BFUP : efflorescences et rouille — rapport d'avancement no 4
Béton Lévis Design inc. — projet RS&DE 2025-02 — période couverte : février et mars 2025
Rédigé par Nadia Roy, ing., chargée de projet, pour la direction et le consultant RS&DE.
## 1. Contexte
Les 40 bancs du parc de la Pointe-de-Lévy ont été installés le 14 juin 2024.
Dès janvier, la Ville nous a signalé des traînées blanches et des points de rouille sur plusieurs d'entre eux.
Ni notre fournisseur de prémélange ni la documentation technique ne disent comment éviter ça pour du BFUP coulé l'hiver et exposé aux sels de déglaçage.
## 2. Travaux de la période
### Lundi 3 février — inspection au parc de la Pointe-de-Lévy
Sur les 40 bancs, 27 ont des traînées blanches sur les faces verticales et 9 ont des points de rouille là où des fibres affleurent.
Le dépôt blanc fait effervescence à l'acide chlorhydrique dilué, c'est donc du carbonate de calcium.
Les bancs coulés en décembre sont les plus atteints.
Notre hypothèse : une cure trop courte l'hiver laisse une peau poreuse, par où l'eau lessive la chaux.
### Jeudi 6 février — dalles d'essai
Coulé 12 dalles d'essai de 300 x 300 x 50 mm avec le même mélange que la coulée de production du 22 janvier : 4 en cure humide 24 h à 20 °C comme en production, 4 en cure vapeur 48 h à 60 °C et 4 en cure humide avec un hydrofuge silane au démoulage.
On garde les fibres d'acier ordinaires partout pour ne changer qu'un facteur.
### Jeudi 20 février — absorption et début du test d'efflorescence
Absorption capillaire à 14 jours : 0,42 kg/m² en cure humide, 0,18 en cure vapeur et 0,09 avec le silane.
Les dalles sont maintenant posées sur 10 mm d'eau, face du dessus à l'air, pour 4 semaines.
Si la porosité de surface est en cause, les dalles en cure vapeur et au silane devraient rester propres.
### Jeudi 27 février — fibres zinguées
Le fournisseur nous a envoyé des fibres d'acier zinguées, à 0,35 $/kg de plus que les fibres ordinaires.
Coulé 6 éprouvettes avec fibres zinguées et 6 avec fibres ordinaires, en cure vapeur, et envoyé le tout au laboratoire pour l'essai au brouillard salin.
On s'attend à ce que le zinc empêche la rouille des fibres en surface.
### Jeudi 6 mars — résultats à 28 jours
Résistance en compression à 28 jours : 148 MPa en cure humide, 161 MPa en cure vapeur.
Test d'efflorescence après 2 semaines : dépôt blanc sur les 4 dalles en cure humide, léger voile sur une dalle en cure vapeur, rien sur les dalles au silane.
La cure vapeur réduit l'efflorescence et donne en plus la meilleure résistance.
### Lundi 10 mars — nettoyage des bancs tachés
Essai de nettoyage sur 3 bancs du parc : acide sulfamique à 5 %, brosse douce, rinçage à l'eau claire.
Le voile blanc part complètement sur 2 bancs, il reste une ombre grise sur le troisième.
### Jeudi 13 mars — réunion avec la production et la Ville de Lévis
La Ville accepte un hydrofuge sur les bancs déjà installés si nous le réappliquons aux 5 ans.
Luc (production) estime à 18 000 $ l'adaptation du banc de coulée pour la cure vapeur, avec un caisson chauffé.
Décision : cure vapeur et fibres zinguées pour tous les nouveaux bancs, nettoyage et silane pour les 40 bancs du parc.
### Mercredi 19 mars — brouillard salin
Résultat du laboratoire après 336 h de brouillard salin : aucune rouille sur les éprouvettes à fibres zinguées, premiers points de rouille dès 150 h sur celles à fibres ordinaires.
Les fibres zinguées règlent la rouille en surface.
### Vendredi 21 mars — traitement des bancs du parc
Nettoyé les 40 bancs à l'acide sulfamique, puis appliqué 2 couches de silane au pulvérisateur avec l'équipe des parcs de la Ville.
Consommation : 0,25 L de silane par banc.
## 3. Prochaines étapes
À partir du lundi 24 mars, toutes les coulées de bancs passent en cure vapeur dans un caisson temporaire, en attendant le caisson définitif.
Les premiers bancs à fibres zinguées seront installés au parc en mai.
Les 40 bancs traités et les nouveaux seront inspectés pendant la tournée hivernale de la Ville, qui commence le 9 décembre.
Prochain rapport à la fin d'avril.
— N. Roy, ing.
""",
    [
        E("2025-02-03", False, "Lundi 3 février",
          (R, "Sur les 40 bancs, 27 ont des traînées blanches sur les faces verticales et 9 ont des points de rouille là où des fibres affleurent."),
          (R, "Le dépôt blanc fait effervescence à l'acide chlorhydrique dilué, c'est donc du carbonate de calcium."),
          (R, "Les bancs coulés en décembre sont les plus atteints."),
          (H, "Notre hypothèse : une cure trop courte l'hiver laisse une peau poreuse, par où l'eau lessive la chaux.")),
        E("2025-02-06", False, "Jeudi 6 février",
          (A, "Coulé 12 dalles d'essai de 300 x 300 x 50 mm avec le même mélange que la coulée de production du 22 janvier : 4 en cure humide 24 h à 20 °C comme en production, 4 en cure vapeur 48 h à 60 °C et 4 en cure humide avec un hydrofuge silane au démoulage."),
          (A, "On garde les fibres d'acier ordinaires partout pour ne changer qu'un facteur.")),
        E("2025-02-20", False, "Jeudi 20 février",
          (R, "Absorption capillaire à 14 jours : 0,42 kg/m² en cure humide, 0,18 en cure vapeur et 0,09 avec le silane."),
          (A, "Les dalles sont maintenant posées sur 10 mm d'eau, face du dessus à l'air, pour 4 semaines."),
          (H, "Si la porosité de surface est en cause, les dalles en cure vapeur et au silane devraient rester propres.")),
        E("2025-02-27", False, "Jeudi 27 février",
          (R, "Le fournisseur nous a envoyé des fibres d'acier zinguées, à 0,35 $/kg de plus que les fibres ordinaires."),
          (A, "Coulé 6 éprouvettes avec fibres zinguées et 6 avec fibres ordinaires, en cure vapeur, et envoyé le tout au laboratoire pour l'essai au brouillard salin."),
          (H, "On s'attend à ce que le zinc empêche la rouille des fibres en surface.")),
        E("2025-03-06", False, "Jeudi 6 mars",
          (R, "Résistance en compression à 28 jours : 148 MPa en cure humide, 161 MPa en cure vapeur."),
          (R, "Test d'efflorescence après 2 semaines : dépôt blanc sur les 4 dalles en cure humide, léger voile sur une dalle en cure vapeur, rien sur les dalles au silane."),
          (C, "La cure vapeur réduit l'efflorescence et donne en plus la meilleure résistance.")),
        E("2025-03-10", False, "Lundi 10 mars",
          (A, "Essai de nettoyage sur 3 bancs du parc : acide sulfamique à 5 %, brosse douce, rinçage à l'eau claire."),
          (R, "Le voile blanc part complètement sur 2 bancs, il reste une ombre grise sur le troisième.")),
        E("2025-03-13", False, "Jeudi 13 mars",
          (R, "La Ville accepte un hydrofuge sur les bancs déjà installés si nous le réappliquons aux 5 ans."),
          (R, "Luc (production) estime à 18 000 $ l'adaptation du banc de coulée pour la cure vapeur, avec un caisson chauffé."),
          (C, "Décision : cure vapeur et fibres zinguées pour tous les nouveaux bancs, nettoyage et silane pour les 40 bancs du parc.")),
        E("2025-03-19", False, "Mercredi 19 mars",
          (R, "Résultat du laboratoire après 336 h de brouillard salin : aucune rouille sur les éprouvettes à fibres zinguées, premiers points de rouille dès 150 h sur celles à fibres ordinaires."),
          (C, "Les fibres zinguées règlent la rouille en surface.")),
        E("2025-03-21", False, "Vendredi 21 mars",
          (A, "Nettoyé les 40 bancs à l'acide sulfamique, puis appliqué 2 couches de silane au pulvérisateur avec l'équipe des parcs de la Ville."),
          (R, "Consommation : 0,25 L de silane par banc.")),
    ],
    [
        "Bancs de parc en BFUP : efflorescences et rouille — rapport d'avancement no 4",
        "Béton Lévis Design inc. — projet RS&DE 2025-02 — période couverte : février et mars 2025",
        "Rédigé par Nadia Roy, ing., chargée de projet, pour la direction et le consultant RS&DE.",
        "1. Contexte",
        "Les 40 bancs du parc de la Pointe-de-Lévy ont été installés le 14 juin 2024.",
        "Dès janvier, la Ville nous a signalé des traînées blanches et des points de rouille sur plusieurs d'entre eux.",
        "Ni notre fournisseur de prémélange ni la documentation technique ne disent comment éviter ça pour du BFUP coulé l'hiver et exposé aux sels de déglaçage.",
        "2. Travaux de la période",
        "3. Prochaines étapes",
        "À partir du lundi 24 mars, toutes les coulées de bancs passent en cure vapeur dans un caisson temporaire, en attendant le caisson définitif.",
        "Les premiers bancs à fibres zinguées seront installés au parc en mai.",
        "Les 40 bancs traités et les nouveaux seront inspectés pendant la tournée hivernale de la Ville, qui commence le 9 décembre.",
        "Prochain rapport à la fin d'avril.",
        "— N. Roy, ing.",
    ],
)

# 9 ------------------------------------------------------------------------------------------------
# fr-CA, jeune pousse de Saguenay qui mesure la charge de neige sur les toits plats commerciaux avec
# des coussins de pression sans fil : après une pluie verglaçante, les coussins lisent la moitié de
# la charge réelle. Page Notion exportée en Markdown (interface en français) : propriétés de page
# en tête (« Créé le: 2 décembre 2024 09:14 », « Dernière modification: 31 mars 2025 16:40 » : des
# métadonnées, pas des entrées), encadré <aside>, titres « ### @9 décembre 2024 » (mention de date
# Notion), cases à cocher « - [ ] » et « - [x] » (liste de tâches, sans date). « la tempête du
# 4 janvier », « la pluie verglaçante du 17 » renvoient en arrière ; « 600 x 600 mm », « 1,2 x 1,2 m »,
# « ±12 % », « LoRa 915 » ne sont pas des dates.
case(
    "fr_toits_plats_charge_neige_coussins_notion", "fr", "fr-CA", "Essais_coussins_charge_de_neige_2024-2025_3f9a1c.md",
    (2024, 2025),
    """
# Essais coussins — charge de neige hiver 2024-2025

Responsable: Samuel Tremblay
Statut: Terminé
Créé le: 2 décembre 2024 09:14
Dernière modification: 31 mars 2025 16:40
Étiquettes: Matériel, RS&DE

<aside>
💡 Page de suivi de l'hiver d'essais sur le toit de l'entrepôt Alma-Nord. On écrit sous la date du jour, le plus récent en bas.

</aside>

## Contexte

Nos clients (gestionnaires d'entrepôts et d'arénas) veulent une alerte avant que la neige dépasse la charge de calcul du toit. Les coussins de pression sont simples à poser, mais personne ne sait comment ils se comportent sous un manteau de neige avec des couches de glace.

## Journal

### @9 décembre 2024

Installé 4 coussins de pression de 600 x 600 mm sur le toit de l'entrepôt Alma-Nord, sous 2 cm de gravier, reliés à la passerelle LoRa 915.

Chaque coussin envoie la charge en kPa aux 15 minutes.

### @6 janvier 2025

Après la tempête du 4 janvier, les coussins lisent de 0,9 à 1,1 kPa.

Carottage manuel à côté de chaque coussin (carottier de 10 cm, pesée sur place) : 1,0 à 1,2 kPa.

Bon accord tant que la neige reste poudreuse.

### @20 janvier 2025

Après la pluie verglaçante du 17 et 25 cm de neige par-dessus, les coussins lisent 1,1 kPa mais les carottes donnent 2,4 kPa.

Croûte de glace de 3 cm au milieu du manteau.

Je pense que la croûte fait un pont au-dessus des coussins et reporte la charge autour.

### @22 janvier 2025

Cassé la croûte à la pelle sur 1 m autour du coussin 2.

Le coussin 2 est passé de 1,1 à 2,3 kPa en 20 minutes.

C'est bien un effet de pont.

### @3 février 2025

Posé 2 grands coussins de 1,2 x 1,2 m et un capteur ultrason de hauteur de neige au-dessus du coussin 3.

Si le pont dépend de la portée, un plus grand coussin devrait moins se faire court-circuiter.

### @17 février 2025

Carottes : 3,1 kPa en moyenne.

Petits coussins 1,4 kPa, grands coussins 2,3 kPa.

Un plus grand coussin aide, mais ne règle pas le problème.

### @24 février 2025

Testé notre modèle hauteur × densité : hauteur 82 cm au capteur ultrason, densité estimée avec le modèle de tassement, 3,0 kPa calculés, à 5 % de la carotte.

- Samuel propose d'alerter sur le maximum des deux lectures, coussin ou modèle.

### @10 mars 2025

Bilan des 14 carottages de la saison : le modèle hauteur-densité est à ±12 %, les grands coussins entre -35 % et +5 %, les petits jusqu'à -55 %.

Quand il y a de la glace dans le manteau, le capteur de hauteur avec le modèle est plus fiable que les coussins.

### @31 mars 2025

Décision avec Catherine (service à la clientèle) : la version 2 aura un capteur de hauteur et un grand coussin, avec alerte sur le maximum des deux.

On l'essaie sur 3 toits de clients l'hiver prochain.

## À faire

- [x] Retirer les coussins du toit avant la fonte
- [ ] Commander 3 capteurs ultrason pour la V2
- [ ] Photos des carottes dans le dossier RS&DE
""",
    [
        E("2024-12-09", False, "9 décembre 2024",
          (A, "Installé 4 coussins de pression de 600 x 600 mm sur le toit de l'entrepôt Alma-Nord, sous 2 cm de gravier, reliés à la passerelle LoRa 915."),
          (A, "Chaque coussin envoie la charge en kPa aux 15 minutes.")),
        E("2025-01-06", False, "6 janvier 2025",
          (R, "Après la tempête du 4 janvier, les coussins lisent de 0,9 à 1,1 kPa."),
          (R, "Carottage manuel à côté de chaque coussin (carottier de 10 cm, pesée sur place) : 1,0 à 1,2 kPa."),
          (C, "Bon accord tant que la neige reste poudreuse.")),
        E("2025-01-20", False, "20 janvier 2025",
          (R, "Après la pluie verglaçante du 17 et 25 cm de neige par-dessus, les coussins lisent 1,1 kPa mais les carottes donnent 2,4 kPa."),
          (R, "Croûte de glace de 3 cm au milieu du manteau."),
          (H, "Je pense que la croûte fait un pont au-dessus des coussins et reporte la charge autour.")),
        E("2025-01-22", False, "22 janvier 2025",
          (A, "Cassé la croûte à la pelle sur 1 m autour du coussin 2."),
          (R, "Le coussin 2 est passé de 1,1 à 2,3 kPa en 20 minutes."),
          (C, "C'est bien un effet de pont.")),
        E("2025-02-03", False, "3 février 2025",
          (A, "Posé 2 grands coussins de 1,2 x 1,2 m et un capteur ultrason de hauteur de neige au-dessus du coussin 3."),
          (H, "Si le pont dépend de la portée, un plus grand coussin devrait moins se faire court-circuiter.")),
        E("2025-02-17", False, "17 février 2025",
          (R, "Carottes : 3,1 kPa en moyenne."),
          (R, "Petits coussins 1,4 kPa, grands coussins 2,3 kPa."),
          (C, "Un plus grand coussin aide, mais ne règle pas le problème.")),
        E("2025-02-24", False, "24 février 2025",
          (R, "Testé notre modèle hauteur × densité : hauteur 82 cm au capteur ultrason, densité estimée avec le modèle de tassement, 3,0 kPa calculés, à 5 % de la carotte."),
          (N, "Samuel propose d'alerter sur le maximum des deux lectures, coussin ou modèle.")),
        E("2025-03-10", False, "10 mars 2025",
          (R, "Bilan des 14 carottages de la saison : le modèle hauteur-densité est à ±12 %, les grands coussins entre -35 % et +5 %, les petits jusqu'à -55 %."),
          (C, "Quand il y a de la glace dans le manteau, le capteur de hauteur avec le modèle est plus fiable que les coussins.")),
        E("2025-03-31", False, "31 mars 2025",
          (C, "Décision avec Catherine (service à la clientèle) : la version 2 aura un capteur de hauteur et un grand coussin, avec alerte sur le maximum des deux."),
          (N, "On l'essaie sur 3 toits de clients l'hiver prochain.")),
    ],
    [
        "Essais coussins — charge de neige hiver 2024-2025",
        "Page de suivi de l'hiver d'essais sur le toit de l'entrepôt Alma-Nord.",
        "On écrit sous la date du jour, le plus récent en bas.",
        "Contexte",
        "Nos clients (gestionnaires d'entrepôts et d'arénas) veulent une alerte avant que la neige dépasse la charge de calcul du toit.",
        "Les coussins de pression sont simples à poser, mais personne ne sait comment ils se comportent sous un manteau de neige avec des couches de glace.",
        "Journal",
        "À faire",
        "Retirer les coussins du toit avant la fonte",
        "Commander 3 capteurs ultrason pour la V2",
        "Photos des carottes dans le dossier RS&DE",
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
# day before month, no year ("Fri 17 Jan")
EN3 = re.compile(r"(?<!\d)(\d{1,2})\s+(" + _alt(EN_MONTHS) + r")\b", re.I)
# a weekday and a bare day number under a week heading ("lundi 3 —" under "Semaine du 3 mars")
WD_DAY = re.compile(r"^\s*([^\W\d_]+)\.?\s+(\d{1,2})(?:er)?\s*$")
WEEK_HEAD = re.compile(r"Semaine du (\d{1,2})(?:er)? (" + "|".join(
    sorted(["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
            "octobre", "novembre", "décembre"], key=len, reverse=True)) + r")", re.I)
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
        m = EN3.search(marker)
        if m:
            return (None, EN_MONTHS[m.group(2).lower()], int(m.group(1))), False
    else:
        m = FR1.search(marker)
        if m:
            y = int(m.group(3)) if m.group(3) else None
            return (y, FR_MONTHS[m.group(2).lower()], int(m.group(1))), False
        if WD_DAY.match(marker):
            return None, False  # weekday + day number: resolved by its week heading
        # English Outlook headers in a French record ("Sent: Tuesday, January 14, 2025 9:12 AM")
        return parse_marker(marker, "en", locale)
    return None, False



def _docx_lines(src):
    """(style, text) per non-blank line of a DOCX source: '# ' Title, '## ' Heading 2, '### '
    Heading 3, '- ' bullet, '| a | b |' a table row (consecutive rows make one table; style
    'TABLE', text = the cells)."""
    out = []
    for ln in src.splitlines():
        if not ln.strip():
            continue
        if ln.startswith("| "):
            out.append(("TABLE", [c.strip() for c in ln.strip().strip("|").split(" | ")]))
        elif ln.startswith("### "):
            out.append(("Heading 3", ln[4:]))
        elif ln.startswith("## "):
            out.append(("Heading 2", ln[3:]))
        elif ln.startswith("# "):
            out.append(("Title", ln[2:]))
        elif ln.startswith("- "):
            out.append(("List Bullet", ln[2:]))
        else:
            out.append((None, ln))
    return out


def docx_source_text(src):
    """What the DOCX reads back as: paragraphs one a line, a table row as its non-empty cells
    joined by a tab."""
    return "\n".join("\t".join(c for c in t if c) if st == "TABLE" else t
                     for st, t in _docx_lines(src)) + "\n"


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
        lines = _docx_lines(rec)
        i = 0
        while i < len(lines):
            style, text = lines[i]
            if style == "TABLE":
                rows = []
                while i < len(lines) and lines[i][0] == "TABLE":
                    rows.append(lines[i][1])
                    i += 1
                ncol = max(len(r) for r in rows)
                table = doc.add_table(rows=len(rows), cols=ncol)
                table.style = "Table Grid"
                for r, cells in zip(table.rows, rows):
                    for cell, v in zip(r.cells, cells + [""] * (ncol - len(cells))):
                        cell.text = v
                for cell in table.rows[0].cells:
                    for run in cell.paragraphs[0].runs:
                        run.bold = True
                continue
            doc.add_paragraph(text, style=style) if style else doc.add_paragraph(text)
            i += 1
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
                ncols = max(len(r) for r in rows)
                widths = {chr(65 + k): 12 for k in range(ncols - 1)}
                widths[chr(65 + ncols - 1)] = 110
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
        from docx.table import Table
        from docx.text.paragraph import Paragraph
        doc = Document(path)
        lines = []
        for el in doc.element.body.iterchildren():
            tag = el.tag.rsplit("}", 1)[-1]
            if tag == "p":
                lines.append(Paragraph(el, doc).text)
            elif tag == "tbl":
                for row in Table(el, doc).rows:
                    lines.append("\t".join(c.text for c in row.cells if c.text))
        return "\n".join(lines) + "\n"
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
            wd_only.append((mpos, d, mk))  # weekday-only stamp: checked against the file order below
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
    for mpos_w, d, mk_w in wd_only:
        before = [p for p in by_file if p[0] < mpos_w]
        m_wd = WD_DAY.match(mk_w)
        if m_wd:
            # "mardi 1" under "Semaine du 31 mars": the day number and the week heading settle it
            heads = list(WEEK_HEAD.finditer(rec, 0, mpos_w))
            ok = False
            if heads:
                hd = heads[-1]
                monday = dt.date(d.year, FR_MONTHS[hd.group(2).lower()], int(hd.group(1)))
                ok = (monday.weekday() == 0 and 0 <= (d - monday).days <= 6
                      and int(m_wd.group(2)) == d.day)
            if not ok:
                err(f"entry {d}: weekday + day {mk_w!r} does not resolve under its week heading")
            continue
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
    qdir = os.environ.get("LOGBOOK_QUALITY_DIR", os.path.dirname(HERE))
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
