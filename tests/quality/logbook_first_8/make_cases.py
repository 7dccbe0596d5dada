#!/usr/bin/env python3
"""Writes the logbook_first_8 held-out cases (one record file + case.json per folder) and checks them.

Run:  python3 tests/quality/logbook_first_8/make_cases.py [-v]
Schema: same as logbook_first_7 (see tests/quality/logbook/README.md): case.json = name, language,
locale, entries [{date, ambiguous, sentences [{text, label}]}], undated.
Eight writers (5 English, 3 French, Quebec): a precast terrazzo plant's QC lead, a craft-distillery
head distiller, a ticket-scanning app developer, a pet-treat plant's R&D lead (with pasted e-mails),
a cricket farmer, a vineyard owner, a tofu maker (with a pasted e-mail) and a candle maker.
Each record has 5-12 dated entries of 2-7 labelled sentences.

Conventions (same as the earlier sets):
  * a date range or a week heading ("Apr 18-20 homestand", "Oct 8-10", « Nuit du 8 au 9 mai »,
    « Du 20 au 22 mai ») dates its entry on the FIRST day of the range, as « Semaine du 24 mars »
    does in logbook/erabliere_concentre_30brix; a weekly summary headed by its end day ("Week
    ending Feb 14", « Bilan semaine 11 (vendredi 14 mars) ») takes that written day;
  * a pasted e-mail is one entry dated by its "Date:" / « Date : » header; From/Subject lines, the
    greeting and the signature are not sentences;
  * `ambiguous` follows the slashed-date rule (both parts <= 12 and different, and no slashed date
    in the file with a part > 12 settles the order; en-US reads month/day, en-CA and fr-CA day/month);
  * a date inside a sentence that points back or ahead (a hatch date, "on March 10", « le 12
    novembre », « la nuit du 21 », "your 1/10/2025 lots") creates no entry;
  * undated = header/preamble lines, equipment lists, trailing notes and "parking lot" lists, even
    when they read like a to-do or a guess.
Labels: hypothesis only when a supposition/expectation is stated ("I bet", "probably", "My guess",
"should", « je pense que », « ça doit être », an expert's forecast « selon elle ... vont »);
activity = what was done/set up (set-points included); result = what was measured or observed
(a number read off an instrument is a result, never a hypothesis); conclusion = what the writer
concludes or decides, including "X made no difference, so it isn't Y"; next_step = "Next:",
"TODO", « à faire », « on va essayer », "Check ... Monday".

Checks:
  * every sentence text and every undated text occurs exactly once in the record file, on one line,
    and no two texts overlap;
  * every entry carries a `marker`: the written date expression (heading, prefix, e-mail header or
    words inside its first sentence); it is found before (or in) the entry's first sentence and it
    parses, by the case's locale, to the entry's date (ranges give their first day, a missing year
    comes from the case's year); every weekday written in a marker matches the date;
  * entry dates in case.json strictly increase; entries sit in the file in date order except those
    declared late, which must follow a later-dated entry; each entry's sentences lie between its
    marker and the next entry's marker, in file order;
  * undated texts lie outside every entry (marker to last sentence);
  * `ambiguous` follows the slashed-date rule above;
  * 5-12 entries per case, 2-7 labelled sentences per entry.
With -v the leftover text (titles, headings, e-mail headers, bullets) is printed for eyeballing.
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


def case(name, language, locale, record_name, year, record, entries, undated, late=()):
    CASES.append(dict(name=name, language=language, locale=locale, record_name=record_name, year=year,
                      record=record.strip("\n") + "\n", entries=entries, undated=undated,
                      late=set(late)))


def E(date, ambiguous, marker, *sents):
    return {"date": date, "ambiguous": ambiguous, "marker": marker,
            "sentences": [{"text": t, "label": l} for l, t in sents]}


# CASES ============================================================================================

# 1 ------------------------------------------------------------------------------------------------
# en-CA, precast terrazzo QC lead, one line per sentence, no final periods. AMBIGUOUS record: every
# date is slashed dd/mm/yyyy with both parts <= 12 and nothing in the file settles the order, so all
# entries are ambiguous (read day/month, en-CA) except "05/05/2025" (equal parts). Headings
# "01/04/2025 — baseline", bare "03/04/2025", date inside the first line "Lab log 07/04/2025: Cast
# ...", "10/06/2025 — ...". Undated: header, an "Equipment" list, a trailing note. "I think"
# hypothesis, "If it's all ..., set B should ..." expectation, "Probably ..." hypothesis, failure
# that rules curing time out, measured numbers (0.031%) as results, "TODO" next_step.
case(
    "terrazzo_tile_curl_ambiguous", "en", "en-CA", "terrazzo_tile_curl_qc_log.txt", 2025,
    """
PRECAST TERRAZZO — 600 x 600 tile curl investigation
Northshore Terrazzo & Stone, Burlington ON. Tiles are 30 mm thick: 12 mm face (white cement + marble chips) on 18 mm grey backing.
Complaint from the Lakeview condo job: tile corners lifting 1-2 mm after install, lippage callbacks from the flooring sub.

Equipment
- Tile press line 2, vibrating table, 40-tile curing racks
- 1 m straightedge + feeler gauges in 0.05 mm steps
- Shrinkage bars 25 x 25 x 285 mm, length comparator
- Grinding line, 6 heads, 36 to 220 grit

01/04/2025 — baseline
Pulled 10 tiles of the Lakeview lot from the yard
Corner curl on the straightedge: average 1.4 mm, worst 2.1 mm
Always concave up, the face side is shrinking more than the back
I think the face layer dries faster than the backing once the tiles come off the rack and that's what bows them

03/04/2025
Cast shrinkage bars from the face mix and from the backing mix, 3 of each
Face mix w/c 0.42 with 480 kg/m3 white cement, backing w/c 0.48 with 330 kg/m3 grey
Bars demoulded after 1 day and stored in the lab at 50% RH

Lab log 07/04/2025: Cast 3 test sets of 8 tiles on line 2
Set A standard, 1 day under poly then out to the yard
Set B wet-cured under burlap and poly for 7 days
Set C has 2% shrinkage-reducing admixture (SRA) in the face mix, standard cure
If it's all drying differential, set B should curl the least

11/04/2025
Shrinkage bars at 8 days: face mix 0.031%, backing 0.012%
Face shrinks more than twice as much as the back
That gap is enough to explain the bow by itself
Ground sets A, B and C on the grinding line
Set A already shows light corner lift coming off the grinder

05/05/2025 — 28 day curl, sets A/B/C
Set A average 1.3 mm, same as the Lakeview tiles
Set B 1.1 mm, barely better
Set C 0.4 mm
Wet curing only delays it, the face still shrinks once it dries out, so curing time isn't the fix
It's the SRA that works

09/05/2025
Got the SRA price from the admix rep
2% of cement in the face layer works out to $0.85 per tile
Ordered a 200 L drum for a production run

12/05/2025
Production run of 160 tiles with SRA in the face, rack cure as usual
Set D cast: no SRA, face mix at w/c 0.38 with a bit more superplasticizer
Set D face was stiff on the vibrating table, pinholes on 3 of 8 tiles
Probably needs a longer vibration at that w/c

10/06/2025 — production run + set D, 29 days
Production run, 20 tiles checked: average curl 0.5 mm, worst 0.8 mm
Set D average 0.9 mm
Lower w/c alone doesn't get there, and with the pinholes it's a no-go
SRA goes into the standard face mix from now on
TODO send 40 SRA tiles to Lakeview for the replacement area

Curl readings taken before this log used the old 600 mm straightedge, don't compare them with these.
""",
    [
        E("2025-04-01", True, "01/04/2025",
          (A, "Pulled 10 tiles of the Lakeview lot from the yard"),
          (R, "Corner curl on the straightedge: average 1.4 mm, worst 2.1 mm"),
          (R, "Always concave up, the face side is shrinking more than the back"),
          (H, "I think the face layer dries faster than the backing once the tiles come off the rack and that's what bows them")),
        E("2025-04-03", True, "03/04/2025",
          (A, "Cast shrinkage bars from the face mix and from the backing mix, 3 of each"),
          (A, "Face mix w/c 0.42 with 480 kg/m3 white cement, backing w/c 0.48 with 330 kg/m3 grey"),
          (A, "Bars demoulded after 1 day and stored in the lab at 50% RH")),
        E("2025-04-07", True, "Lab log 07/04/2025:",
          (A, "Cast 3 test sets of 8 tiles on line 2"),
          (A, "Set A standard, 1 day under poly then out to the yard"),
          (A, "Set B wet-cured under burlap and poly for 7 days"),
          (A, "Set C has 2% shrinkage-reducing admixture (SRA) in the face mix, standard cure"),
          (H, "If it's all drying differential, set B should curl the least")),
        E("2025-04-11", True, "11/04/2025",
          (R, "Shrinkage bars at 8 days: face mix 0.031%, backing 0.012%"),
          (R, "Face shrinks more than twice as much as the back"),
          (C, "That gap is enough to explain the bow by itself"),
          (A, "Ground sets A, B and C on the grinding line"),
          (R, "Set A already shows light corner lift coming off the grinder")),
        E("2025-05-05", False, "05/05/2025",
          (R, "Set A average 1.3 mm, same as the Lakeview tiles"),
          (R, "Set B 1.1 mm, barely better"),
          (R, "Set C 0.4 mm"),
          (C, "Wet curing only delays it, the face still shrinks once it dries out, so curing time isn't the fix"),
          (C, "It's the SRA that works")),
        E("2025-05-09", True, "09/05/2025",
          (A, "Got the SRA price from the admix rep"),
          (R, "2% of cement in the face layer works out to $0.85 per tile"),
          (A, "Ordered a 200 L drum for a production run")),
        E("2025-05-12", True, "12/05/2025",
          (A, "Production run of 160 tiles with SRA in the face, rack cure as usual"),
          (A, "Set D cast: no SRA, face mix at w/c 0.38 with a bit more superplasticizer"),
          (R, "Set D face was stiff on the vibrating table, pinholes on 3 of 8 tiles"),
          (H, "Probably needs a longer vibration at that w/c")),
        E("2025-06-10", True, "10/06/2025",
          (R, "Production run, 20 tiles checked: average curl 0.5 mm, worst 0.8 mm"),
          (R, "Set D average 0.9 mm"),
          (C, "Lower w/c alone doesn't get there, and with the pinholes it's a no-go"),
          (C, "SRA goes into the standard face mix from now on"),
          (N, "TODO send 40 SRA tiles to Lakeview for the replacement area")),
    ],
    [
        "Northshore Terrazzo & Stone, Burlington ON. Tiles are 30 mm thick: 12 mm face (white cement + marble chips) on 18 mm grey backing.",
        "Complaint from the Lakeview condo job: tile corners lifting 1-2 mm after install, lippage callbacks from the flooring sub.",
        "Tile press line 2, vibrating table, 40-tile curing racks",
        "1 m straightedge + feeler gauges in 0.05 mm steps",
        "Shrinkage bars 25 x 25 x 285 mm, length comparator",
        "Grinding line, 6 heads, 36 to 220 grit",
        "Curl readings taken before this log used the old 600 mm straightedge, don't compare them with these.",
    ],
)

# 2 ------------------------------------------------------------------------------------------------
# en-CA, craft-distillery head distiller, prose paragraphs with periods. Dates: "Still log 2025-02-03:"
# with the first sentence on the same line, bare ISO "2025-02-04", "Feb 6, 2025", "2025-02-10",
# weekday "Wed Feb 12", a dated weekly summary "Week ending Feb 14 — summary" (its own entry, dated
# Feb 14), "February 18, 2025 — chill filtration", "Mon Feb 24", "March 3, 2025 — decision".
# "I expect" / "My guess is" / "It should" hypotheses; "Moving the juniper made no difference, so it
# isn't ..." conclusion; "Check the fridge sample Monday." next_step; a planned "March 10" in a
# next_step (no entry). Undated: header, botanical bill, trailing note about the turbidity meter.
case(
    "gin_vapour_basket_louche", "en", "en-CA", "coastal_gin_haze_notebook.txt", 2025,
    """
Harbour Rock Distilling — gin haze (louche) R&D notebook
Problem: Coastal Gin goes cloudy when it gets cold (below about 8 °C) or when it is proofed under 42%. Customers return bottles that spent the winter in a garage.
Still: 300 L hybrid pot with a 4-plate column and a vapour basket above the helmet. Charge: 250 L of neutral grain spirit cut to 45%.
Botanical bill per run (February baseline): juniper 2.4 kg, coriander 1.1 kg, dried kelp 0.15 kg, rose hip 0.3 kg, lemon peel 0.4 kg, angelica 0.1 kg.

Still log 2025-02-03: Baseline run with the usual bill, all botanicals in the basket. Hearts cut from 82% down to 68% at the parrot. I proofed a 1 L sample to 40% and left it in the fridge at 4 °C overnight. I expect it to haze like the returned bottles.

2025-02-04
The fridge sample is cloudy. Turbidity is 38 NTU at 4 °C and 3 NTU once it is back at 20 °C. The haze clears as it warms, so these are oils dropping out of solution, not a contamination.

Feb 6, 2025
Second baseline run, but I collected the hearts in 6 jars, one every 2% ABV from 82% down to 70%. Each jar was proofed to 40% and chilled overnight. Jars from 74% down all hazed, the 82% to 76% jars stayed clear. My guess is the heavy juniper terpenes come over late, close to the tails.

2025-02-10
Run 3 with the hearts cut at 76% instead of 68%. Hearts volume dropped from 118 L to 91 L. The chilled 40% sample stays clear at 4 NTU. The four of us on the tasting panel found it thin, with much less juniper. Cutting early fixes the haze but costs almost a quarter of the hearts and a good part of the flavour.

Wed Feb 12
Run 4: back to the 68% cut, but the juniper went into the pot charge to macerate 12 h instead of into the basket. The chilled sample hazed, 41 NTU. Moving the juniper made no difference, so it isn't the basket that carries the oils over. Next: chill filtering after proofing, with the normal bill and cut.

Week ending Feb 14 — summary
Four runs this week, all on the same charge. The haze is an oil problem from the back end of the hearts, not contamination. An early cut works but loses too much volume and flavour. Basket or maceration doesn't matter.

February 18, 2025 — chill filtration
Proofed 20 L of run 4 to 40%, held it at -2 °C for 24 h in the glycol-jacketed tank, then pushed it through a 1 µm cartridge while still cold. About 0.6 L was lost to the filter and hold-up. It should stay clear in the fridge if the oils that drop out at -2 °C are the ones behind the haze. Check the fridge sample Monday.

Mon Feb 24
The chill-filtered sample is still clear after 5 days at 4 °C, 2 NTU. The unfiltered control from run 4, in the same fridge, reads 44 NTU. The panel finds the nose unchanged and the palate maybe a touch lighter. Chill filtering after proofing fixes the haze without touching the cut.

March 3, 2025 — decision
Chill filtering goes into the standard bottling procedure and the hearts cut stays at 68%. A cartridge housing and a second glycol line come to about $3,800. Next batch of 600 bottles on March 10 gets chill filtered, and 12 bottles stay in the cold room as retains to check in May.

The turbidity meter is the Hach 2100Q borrowed from the brewery next door; it goes back at the end of the month.
""",
    [
        E("2025-02-03", False, "Still log 2025-02-03:",
          (A, "Baseline run with the usual bill, all botanicals in the basket."),
          (A, "Hearts cut from 82% down to 68% at the parrot."),
          (A, "I proofed a 1 L sample to 40% and left it in the fridge at 4 °C overnight."),
          (H, "I expect it to haze like the returned bottles.")),
        E("2025-02-04", False, "2025-02-04",
          (R, "The fridge sample is cloudy."),
          (R, "Turbidity is 38 NTU at 4 °C and 3 NTU once it is back at 20 °C."),
          (C, "The haze clears as it warms, so these are oils dropping out of solution, not a contamination.")),
        E("2025-02-06", False, "Feb 6, 2025",
          (A, "Second baseline run, but I collected the hearts in 6 jars, one every 2% ABV from 82% down to 70%."),
          (A, "Each jar was proofed to 40% and chilled overnight."),
          (R, "Jars from 74% down all hazed, the 82% to 76% jars stayed clear."),
          (H, "My guess is the heavy juniper terpenes come over late, close to the tails.")),
        E("2025-02-10", False, "2025-02-10",
          (A, "Run 3 with the hearts cut at 76% instead of 68%."),
          (R, "Hearts volume dropped from 118 L to 91 L."),
          (R, "The chilled 40% sample stays clear at 4 NTU."),
          (R, "The four of us on the tasting panel found it thin, with much less juniper."),
          (C, "Cutting early fixes the haze but costs almost a quarter of the hearts and a good part of the flavour.")),
        E("2025-02-12", False, "Wed Feb 12",
          (A, "Run 4: back to the 68% cut, but the juniper went into the pot charge to macerate 12 h instead of into the basket."),
          (R, "The chilled sample hazed, 41 NTU."),
          (C, "Moving the juniper made no difference, so it isn't the basket that carries the oils over."),
          (N, "Next: chill filtering after proofing, with the normal bill and cut.")),
        E("2025-02-14", False, "Week ending Feb 14",
          (A, "Four runs this week, all on the same charge."),
          (C, "The haze is an oil problem from the back end of the hearts, not contamination."),
          (C, "An early cut works but loses too much volume and flavour."),
          (C, "Basket or maceration doesn't matter.")),
        E("2025-02-18", False, "February 18, 2025",
          (A, "Proofed 20 L of run 4 to 40%, held it at -2 °C for 24 h in the glycol-jacketed tank, then pushed it through a 1 µm cartridge while still cold."),
          (R, "About 0.6 L was lost to the filter and hold-up."),
          (H, "It should stay clear in the fridge if the oils that drop out at -2 °C are the ones behind the haze."),
          (N, "Check the fridge sample Monday.")),
        E("2025-02-24", False, "Mon Feb 24",
          (R, "The chill-filtered sample is still clear after 5 days at 4 °C, 2 NTU."),
          (R, "The unfiltered control from run 4, in the same fridge, reads 44 NTU."),
          (R, "The panel finds the nose unchanged and the palate maybe a touch lighter."),
          (C, "Chill filtering after proofing fixes the haze without touching the cut.")),
        E("2025-03-03", False, "March 3, 2025",
          (C, "Chill filtering goes into the standard bottling procedure and the hearts cut stays at 68%."),
          (R, "A cartridge housing and a second glycol line come to about $3,800."),
          (N, "Next batch of 600 bottles on March 10 gets chill filtered, and 12 bottles stay in the cold room as retains to check in May.")),
    ],
    [
        "Problem: Coastal Gin goes cloudy when it gets cold (below about 8 °C) or when it is proofed under 42%. Customers return bottles that spent the winter in a garage.",
        "Still: 300 L hybrid pot with a 4-plate column and a vapour basket above the helmet. Charge: 250 L of neutral grain spirit cut to 45%.",
        "Botanical bill per run (February baseline): juniper 2.4 kg, coriander 1.1 kg, dried kelp 0.15 kg, rose hip 0.3 kg, lemon peel 0.4 kg, angelica 0.1 kg.",
        "The turbidity meter is the Hach 2100Q borrowed from the brewery next door; it goes back at the end of the month.",
    ],
)

# 3 ------------------------------------------------------------------------------------------------
# en-US, developer of a gate ticket-scanning Android app, markdown with "- " bullets. Headings
# "## Tue Apr 8", "## Thu Apr 10", a LATE entry "## Apr 9 (forgot to log it, writing it up Friday)"
# placed after Apr 10, "## 4/15/2025" (15 settles the file), a range "## Apr 18-20 homestand" (dated
# Apr 18, the first day), "## Tue Apr 22", "## April 28, 2025". An undated "## Parking lot" at the end
# whose bullets read like a guess and a to-do. "I bet" / "Probably" hypotheses, "TODO:" and "Next:"
# next_steps, a planned "May 6" inside a next_step (no entry).
case(
    "stadium_ticket_scanner_glare_us", "en", "en-US", "gatescan_sun_glare_devlog.md", 2025,
    """
# GateScan Android — QR read failures in the sun

Venue: Riverside Ballpark, gates A-D, 22 Zebra TC58 handhelds running GateScan 3.4.
Symptom: at day games the miss rate at Gate C (faces west) goes way up and staff end up typing ticket numbers by hand.
Goal: first-try read rate of 97% or better on phone-screen QR codes, at any gate, any time of day.

## Tue Apr 8
- Pulled the scan logs for the last 6 day games and 4 night games
- First-try read rate: day games 88.1%, night games 97.6%
- Gate C day games alone: 81.4%
- I bet it's glare on the phone screens, Gate C gets the low sun straight into the scan window after 1 pm

## Thu Apr 10
- Bench test in the parking lot at 2 pm, full sun, 10 phones showing the same ticket, scanner held at 3 angles
- Straight on (0°): 62% first-try reads
- Tilted 30°: 94%
- It's specular reflection off the screen, tilting takes the reflected sun out of the camera path
- Repeated the 0° shots with the scanner's built-in illuminator turned off
- Same 62% at 0° with the illuminator off

## Apr 9 (forgot to log it, writing it up Friday)
- Shadowed Gate C for the 12:35 school-day game
- 41 manual entries out of 620 scans
- Most failures were phones held flat with the brightness turned down

## 4/15/2025
- Build 3.5-beta1: on a failed decode the app retries with exposure compensation at -2 EV plus a contrast stretch, up to 3 frames
- Bench test again, same 10 phones, 0°, 2 pm
- First-try still 63%, but 85% within 1.5 s
- The exposure retry rescues the washed-out screens, not the ones where the reflection covers the code
- TODO: ask the hardware team about a polarizing film over the scan window

## Apr 18-20 homestand
- 3.5-beta1 on the 6 Gate C handhelds for the 3 day games
- Gate C first-try 83.0%, within 1.5 s 90.2%
- Manual entries down from about 40 to 22 per game
- Still short of 97, software alone can't fix a screen full of reflected sky

## Tue Apr 22
- Hardware sent 4 sample polarizer films cut to the TC58 scan window
- Bench at 0°: film B 91% first-try, film A 78%, films C and D under 70%
- With film B, phones held in landscape drop to 55%
- Probably the phone screens are polarized themselves, so it depends on how the film axis lines up with the phone

## April 28, 2025
- Gate C, 2 day games with film B plus 3.5-beta2 (exposure retry, and a "tilt the phone" prompt for staff after 2 failed frames)
- First-try 92.7%, within 1.5 s 97.9%
- 4 and 6 manual entries
- Film B plus the retry gets us over 97% within 1.5 s; first-try alone won't get there with glossy screens
- Next: film on all 22 handhelds before the May 6 series, and re-check Gates A and D at night so we know the film doesn't hurt there

## Parking lot
- Android phones with "extra dim" turned on are probably unreadable whatever we do
- Printed tickets scan fine at every angle, not part of this
- Ask Zebra whether the TC58 camera firmware has an anti-glare mode
""",
    [
        E("2025-04-08", False, "Tue Apr 8",
          (A, "Pulled the scan logs for the last 6 day games and 4 night games"),
          (R, "First-try read rate: day games 88.1%, night games 97.6%"),
          (R, "Gate C day games alone: 81.4%"),
          (H, "I bet it's glare on the phone screens, Gate C gets the low sun straight into the scan window after 1 pm")),
        E("2025-04-09", False, "Apr 9",
          (A, "Shadowed Gate C for the 12:35 school-day game"),
          (R, "41 manual entries out of 620 scans"),
          (R, "Most failures were phones held flat with the brightness turned down")),
        E("2025-04-10", False, "Thu Apr 10",
          (A, "Bench test in the parking lot at 2 pm, full sun, 10 phones showing the same ticket, scanner held at 3 angles"),
          (R, "Straight on (0°): 62% first-try reads"),
          (R, "Tilted 30°: 94%"),
          (C, "It's specular reflection off the screen, tilting takes the reflected sun out of the camera path"),
          (A, "Repeated the 0° shots with the scanner's built-in illuminator turned off"),
          (R, "Same 62% at 0° with the illuminator off")),
        E("2025-04-15", False, "4/15/2025",
          (A, "Build 3.5-beta1: on a failed decode the app retries with exposure compensation at -2 EV plus a contrast stretch, up to 3 frames"),
          (A, "Bench test again, same 10 phones, 0°, 2 pm"),
          (R, "First-try still 63%, but 85% within 1.5 s"),
          (C, "The exposure retry rescues the washed-out screens, not the ones where the reflection covers the code"),
          (N, "TODO: ask the hardware team about a polarizing film over the scan window")),
        E("2025-04-18", False, "Apr 18-20",
          (A, "3.5-beta1 on the 6 Gate C handhelds for the 3 day games"),
          (R, "Gate C first-try 83.0%, within 1.5 s 90.2%"),
          (R, "Manual entries down from about 40 to 22 per game"),
          (C, "Still short of 97, software alone can't fix a screen full of reflected sky")),
        E("2025-04-22", False, "Tue Apr 22",
          (A, "Hardware sent 4 sample polarizer films cut to the TC58 scan window"),
          (R, "Bench at 0°: film B 91% first-try, film A 78%, films C and D under 70%"),
          (R, "With film B, phones held in landscape drop to 55%"),
          (H, "Probably the phone screens are polarized themselves, so it depends on how the film axis lines up with the phone")),
        E("2025-04-28", False, "April 28, 2025",
          (A, "Gate C, 2 day games with film B plus 3.5-beta2 (exposure retry, and a \"tilt the phone\" prompt for staff after 2 failed frames)"),
          (R, "First-try 92.7%, within 1.5 s 97.9%"),
          (R, "4 and 6 manual entries"),
          (C, "Film B plus the retry gets us over 97% within 1.5 s; first-try alone won't get there with glossy screens"),
          (N, "Next: film on all 22 handhelds before the May 6 series, and re-check Gates A and D at night so we know the film doesn't hurt there")),
    ],
    [
        "Venue: Riverside Ballpark, gates A-D, 22 Zebra TC58 handhelds running GateScan 3.4.",
        "Symptom: at day games the miss rate at Gate C (faces west) goes way up and staff end up typing ticket numbers by hand.",
        "Goal: first-try read rate of 97% or better on phone-screen QR codes, at any gate, any time of day.",
        "Android phones with \"extra dim\" turned on are probably unreadable whatever we do",
        "Printed tickets scan fine at every angle, not part of this",
        "Ask Zebra whether the TC58 camera firmware has an anti-glare mode",
    ],
    late=["2025-04-09"],
)

# 4 ------------------------------------------------------------------------------------------------
# en-US, pet-treat plant R&D lead; notes plus two pasted e-mails, each one entry dated by its
# "Date:" header ("Date: Thu, 6 Mar 2025 16:42:10 -0600" below From:, "Date: Fri, 14 Mar 2025
# 09:05:33 -0500" above From:). Slashed month/day "3/4/2025" and "3/18/2025" (18 settles the file, so
# none is ambiguous), "Mar 11", "Apr 22, 2025 — 5-week retain check". A back-reference "1/10/2025"
# inside a sentence (no entry). "My guess is" / "That should" hypotheses, an expert's conclusion in
# the e-mail, "Can we try ...?" as a next_step, "Next:" next_step. Undated: header lines, a trailing
# note. Greeting and signature lines are not sentences.
case(
    "dog_chew_sweet_potato_mold_us", "en", "en-US", "sweet_spuds_mold_rd_file.txt", 2025,
    """
Barkside Naturals — "Sweet Spuds" dog chew mold, R&D file
Plant: Eau Claire, WI. Product: 6 oz bag of dehydrated sweet potato slices, no preservatives, no humectant.
Spec: water activity (aw) at or below 0.65 at pack-out, 12-month shelf life.
Dryer: 3-zone belt dehydrator, zones at 160, 150 and 140 °F, 9 h belt time.

3/4/2025
Pulled retained bags from lots 4468 to 4473 after the mold complaints
Visible mold in 5 of 30 bags, all from lots 4471 and 4472, always on the thickest slices
aw on slices from unopened bags: 0.61 to 0.77, mean 0.69
Thick slices (over 9 mm) average 0.74, thin ones 0.62
My guess is the worn end of the slicer makes thick slices that never dry through, and their moisture spreads in the bag

From: Kelsey Ortiz (QA)
Date: Thu, 6 Mar 2025 16:42:10 -0600
Subject: RE: Sweet Spuds mold - slicer

Dana,
I checked the slicer this afternoon. The blade gap is set to 8 mm, but with the worn blade the slices come out anywhere from 6 to 11 mm. We swapped in a new blade. Now they measure 7.5 to 8.5 mm. That should take care of most of the wet slices. Can we try a longer belt time on the next lot anyway?
Kelsey

Mar 11
Ran lot 4480 with the new blade at the usual 9 h belt time
Split lot 4481: half at 9 h, half at 10.5 h (belt slowed)
aw at pack-out: 4480 0.63, 4481 at 9 h 0.62, 4481 at 10.5 h 0.55
Slices at 10.5 h are brittle, 12% broken pieces in the bag vs 4% at 9 h

Date: Fri, 14 Mar 2025 09:05:33 -0500
From: Raj Menon <rmenon@midstatefoodlab.com>
Subject: Barkside challenge test - results

Hi Dana,
The mold challenge test on your 1/10/2025 lots is done. Bags inoculated at aw 0.62 showed no growth after 8 weeks at 86 °F. Bags at aw 0.70 grew Aspergillus by week 3. Your 0.65 spec protects the product; the complaint lots failed because of the wet slices, not because of the spec. You don't need an oxygen absorber as long as you stay under 0.65.
Best,
Raj

3/18/2025
Production trial, lots 4490 to 4492: belt time 9.75 h, new blade
aw at pack-out 0.58 to 0.63 across 36 bags, none over 0.65
Broken pieces 6%
9.75 h holds the spec with a lot less breakage than 10.5 h
Next: 9.75 h becomes the standard, and a blade-gap check goes on the start-up sheet

Apr 22, 2025 — 5-week retain check
No mold in any of the 36 retained bags from lots 4490 to 4492
aw re-tested on 6 bags, 0.60 average, no drift since pack-out
Keep pulling these retains monthly to the 12-month mark

Complaint log and photos are on the QA share, not copied here.
""",
    [
        E("2025-03-04", False, "3/4/2025",
          (A, "Pulled retained bags from lots 4468 to 4473 after the mold complaints"),
          (R, "Visible mold in 5 of 30 bags, all from lots 4471 and 4472, always on the thickest slices"),
          (R, "aw on slices from unopened bags: 0.61 to 0.77, mean 0.69"),
          (R, "Thick slices (over 9 mm) average 0.74, thin ones 0.62"),
          (H, "My guess is the worn end of the slicer makes thick slices that never dry through, and their moisture spreads in the bag")),
        E("2025-03-06", False, "Thu, 6 Mar 2025",
          (A, "I checked the slicer this afternoon."),
          (R, "The blade gap is set to 8 mm, but with the worn blade the slices come out anywhere from 6 to 11 mm."),
          (A, "We swapped in a new blade."),
          (R, "Now they measure 7.5 to 8.5 mm."),
          (H, "That should take care of most of the wet slices."),
          (N, "Can we try a longer belt time on the next lot anyway?")),
        E("2025-03-11", False, "Mar 11",
          (A, "Ran lot 4480 with the new blade at the usual 9 h belt time"),
          (A, "Split lot 4481: half at 9 h, half at 10.5 h (belt slowed)"),
          (R, "aw at pack-out: 4480 0.63, 4481 at 9 h 0.62, 4481 at 10.5 h 0.55"),
          (R, "Slices at 10.5 h are brittle, 12% broken pieces in the bag vs 4% at 9 h")),
        E("2025-03-14", False, "Fri, 14 Mar 2025",
          (A, "The mold challenge test on your 1/10/2025 lots is done."),
          (R, "Bags inoculated at aw 0.62 showed no growth after 8 weeks at 86 °F."),
          (R, "Bags at aw 0.70 grew Aspergillus by week 3."),
          (C, "Your 0.65 spec protects the product; the complaint lots failed because of the wet slices, not because of the spec."),
          (C, "You don't need an oxygen absorber as long as you stay under 0.65.")),
        E("2025-03-18", False, "3/18/2025",
          (A, "Production trial, lots 4490 to 4492: belt time 9.75 h, new blade"),
          (R, "aw at pack-out 0.58 to 0.63 across 36 bags, none over 0.65"),
          (R, "Broken pieces 6%"),
          (C, "9.75 h holds the spec with a lot less breakage than 10.5 h"),
          (N, "Next: 9.75 h becomes the standard, and a blade-gap check goes on the start-up sheet")),
        E("2025-04-22", False, "Apr 22, 2025",
          (R, "No mold in any of the 36 retained bags from lots 4490 to 4492"),
          (R, "aw re-tested on 6 bags, 0.60 average, no drift since pack-out"),
          (N, "Keep pulling these retains monthly to the 12-month mark")),
    ],
    [
        "Plant: Eau Claire, WI. Product: 6 oz bag of dehydrated sweet potato slices, no preservatives, no humectant.",
        "Spec: water activity (aw) at or below 0.65 at pack-out, 12-month shelf life.",
        "Dryer: 3-zone belt dehydrator, zones at 160, 150 and 140 °F, 9 h belt time.",
        "Complaint log and photos are on the QA share, not copied here.",
    ],
)



# 5 ------------------------------------------------------------------------------------------------
# en-CA, cricket farmer's barn log, telegraphic lower-case notes without punctuation, one per line.
# Dates: "Sept 2 - <sentence>" (date and first sentence on one line), "Sept 4", "Tue Sep 16", a range
# "Oct 8-10 - harvest week for the Aug 28 hatch" (dated Oct 8, the first day; "Aug 28" in the heading
# is a back-reference), "Oct 14", ISO "2025-10-21", "Nov 3", "Fri Nov 21 — harvest, Oct 12 hatch".
# Hatch dates inside sentences ("on Oct 12", "Aug 28") create no entry. Year only from the header
# ("fall 2025"). "prob" and "I bet" hypotheses, "misting fixes ... but" / "too early to call"
# conclusions, "TODO" next_step. Undated: header lines and a trailing "parking lot" whose bullets read
# like a guess ("Sam thinks ...") and a to-do.
case(
    "cricket_farm_molt_mortality", "en", "en-CA", "cricket_barn_room2_log.txt", 2025,
    """
Cricket barn log — Room 2 molt losses (Acheta domesticus)
Hopper Hill Farms, Lakefield ON, fall 2025
48 bins per rack, about 5000 crickets per bin at hatch, harvest at day 42
Room 2 setpoint 30 °C, propane furnace + 2 electric heaters

Sept 2 - rm 2 losses climbing since the furnace came on
counted dead in 6 bins at day 38
avg 1150 dead per bin, we normally see around 400
lots of half-molted ones stuck in the old skin
prob the air's too dry for them to get out of the skin

Sept 4
hung 2 dataloggers in rm 2, one high one low
RH 28-35% in the day, down to 22% at night when the furnace runs hard
temp steady 30-31 °C

Tue Sep 16
rack A misting nozzles on a timer 30 s every 2 h
rack B water gel doubled, no misting
rack C left as is for control
all 3 racks on the same hatch, Aug 28

Oct 8-10 - harvest week for the Aug 28 hatch
dead per bin at harvest A 380 B 720 C 1210
rack A egg flats under the nozzles soggy, some mould, bins smell off
rack B dry, no mould
misting fixes the molt but it soaks the flats
gel alone isn't enough

Oct 14
swapped the rack A nozzles for one ultrasonic fogger for the whole room
humidistat set at 55% RH
rack B keeps the double gel
new hatch went into all 3 racks on Oct 12
I bet the fogger gets the room RH up without wetting the flats

2025-10-21
RH 50-56% day and night since the fogger went in
flats dry to the touch
fogger tank (40 L) needs filling every 14 h

Nov 3
day 22 counts on the Oct 12 hatch
140 dead per bin room avg, about 300 at day 22 on the September hatches
too early to call, the big molt losses come after day 35

Fri Nov 21 — harvest, Oct 12 hatch
harvest dead per bin 350 avg, no mould anywhere
fogger plus gel brings winter losses back to normal
fogger runs about $4/day in power
way cheaper than the crickets we were losing
TODO plumb the fogger to the water line so nobody has to fill it at 2 am

parking lot
- check if the feed is getting damp near the fogger
- Sam thinks the new egg flats from the other supplier are thinner, worth a look
- furnace filter overdue
""",
    [
        E("2025-09-02", False, "Sept 2",
          (R, "rm 2 losses climbing since the furnace came on"),
          (A, "counted dead in 6 bins at day 38"),
          (R, "avg 1150 dead per bin, we normally see around 400"),
          (R, "lots of half-molted ones stuck in the old skin"),
          (H, "prob the air's too dry for them to get out of the skin")),
        E("2025-09-04", False, "Sept 4",
          (A, "hung 2 dataloggers in rm 2, one high one low"),
          (R, "RH 28-35% in the day, down to 22% at night when the furnace runs hard"),
          (R, "temp steady 30-31 °C")),
        E("2025-09-16", False, "Tue Sep 16",
          (A, "rack A misting nozzles on a timer 30 s every 2 h"),
          (A, "rack B water gel doubled, no misting"),
          (A, "rack C left as is for control"),
          (A, "all 3 racks on the same hatch, Aug 28")),
        E("2025-10-08", False, "Oct 8-10",
          (R, "dead per bin at harvest A 380 B 720 C 1210"),
          (R, "rack A egg flats under the nozzles soggy, some mould, bins smell off"),
          (R, "rack B dry, no mould"),
          (C, "misting fixes the molt but it soaks the flats"),
          (C, "gel alone isn't enough")),
        E("2025-10-14", False, "Oct 14",
          (A, "swapped the rack A nozzles for one ultrasonic fogger for the whole room"),
          (A, "humidistat set at 55% RH"),
          (A, "rack B keeps the double gel"),
          (A, "new hatch went into all 3 racks on Oct 12"),
          (H, "I bet the fogger gets the room RH up without wetting the flats")),
        E("2025-10-21", False, "2025-10-21",
          (R, "RH 50-56% day and night since the fogger went in"),
          (R, "flats dry to the touch"),
          (R, "fogger tank (40 L) needs filling every 14 h")),
        E("2025-11-03", False, "Nov 3",
          (A, "day 22 counts on the Oct 12 hatch"),
          (R, "140 dead per bin room avg, about 300 at day 22 on the September hatches"),
          (C, "too early to call, the big molt losses come after day 35")),
        E("2025-11-21", False, "Fri Nov 21",
          (R, "harvest dead per bin 350 avg, no mould anywhere"),
          (C, "fogger plus gel brings winter losses back to normal"),
          (R, "fogger runs about $4/day in power"),
          (C, "way cheaper than the crickets we were losing"),
          (N, "TODO plumb the fogger to the water line so nobody has to fill it at 2 am")),
    ],
    [
        "Hopper Hill Farms, Lakefield ON, fall 2025",
        "48 bins per rack, about 5000 crickets per bin at hatch, harvest at day 42",
        "Room 2 setpoint 30 °C, propane furnace + 2 electric heaters",
        "check if the feed is getting damp near the fogger",
        "Sam thinks the new egg flats from the other supplier are thinner, worth a look",
        "furnace filter overdue",
    ],
)

# 6 ------------------------------------------------------------------------------------------------
# fr-CA, vigneron, notes courtes sans point final, franglais (« checké », « une full claque »).
# Dates : « 28 avril 2025 », « Lundi 5 mai », une plage « Nuit du 8 au 9 mai » (datée du 8, le premier
# jour), « 12 mai », ISO « 2025-05-15 », plage « Du 20 au 22 mai — 2e vague de froid » (datée du 20),
# « 27/05/2025 » (27 tranche l'ordre), « Le 2 juin, j'ai compté ... » dans la phrase (paragraphe en
# prose), « 16 juin 2025 — bilan avec Marc ». « la nuit du 21 » dans une phrase ne crée pas d'entrée.
# Hypothèses « je pense que », « ça doit être », prévision de l'agronome « selon elle ... vont » ;
# verdict « ça vaut pas la peine » ; « à faire : », « On va essayer » (next_step). Non daté : en-tête,
# équipement, note finale « penser à les remettre ».
case(
    "fr_vignoble_gel_printanier", "fr", "fr-CA", "vignoble_essais_gel_2025.txt", 2025,
    """
Vignoble des Côtes-de-Brome — essais gel printanier 2025
Bloc 3 : Vidal, bas de pente, le bloc qui a le plus gelé en 2023. Bloc 5 : Frontenac, haut de pente, pas d'éolienne.
Équipement : éolienne antigel au bloc 3, 4 sondes de température à 0,5 m et 1,5 m, station météo avec capteur à 10 m.
Essai : taille en mars vs taille tardive (au débourrement) dans le bloc 3, 6 rangs chaque.

28 avril 2025
débourrement parti sur les rangs taillés en mars, 15 % des bourgeons au stade coton
rangs pas encore taillés : les bourgeons du bout des cannes sont ouverts, ceux de la base encore fermés
je pense que la taille tardive va nous donner une bonne semaine de retard sur les bourgeons qu'on garde

Lundi 5 mai
taillé les 6 rangs tardifs, gardé 2 cannes par plant
bourgeons gardés (base des cannes) encore au stade bourre
les rangs taillés en mars sont rendus à 2-3 feuilles

Nuit du 8 au 9 mai
partie l'éolienne à minuit quand la sonde du bas a passé 0,5 °C
min -2,8 °C à 0,5 m au bloc 5, -1,1 °C au bloc 3 sous l'éolienne
belle inversion, +3 °C à 10 m d'après la station

12 mai
comptage des bourgeons gelés (brunis en dedans), 100 bourgeons par rang
bloc 3 taille de mars : 34 % gelés
bloc 3 taille tardive : 6 % gelés
bloc 5 sans éolienne : 61 % gelés, le Frontenac a mangé une full claque
ça doit être le stade qui fait la différence, à -1 °C un bourgeon en bourre passe mais pas une pousse à 3 feuilles

2025-05-15
appel avec l'agronome du club-conseil pour le bloc 5
selon elle les bourgeons secondaires vont sortir mais avec 30 à 50 % moins de grappes
à faire : compter les grappes en juin pour chiffrer la perte

Du 20 au 22 mai — 2e vague de froid
éolienne partie les 3 nuits
min au bloc 3 : -0,4 °C, rien de gelé
on a essayé 12 chaufferettes au propane au bloc 5 la nuit du 21
gain de 0,5 °C à peine, à 1 m de la chaufferette la plus proche
les chaufferettes, ça vaut pas la peine sur une pente ouverte comme le bloc 5

27/05/2025
checké les bourgeons secondaires au bloc 5, ils sortent partout
pousses de 10 cm max, deux semaines en retard sur le bloc 3
je pense qu'on va faire une demi-récolte au bloc 5

Le 2 juin, j'ai compté les grappes sur 20 plants par traitement. Taille de mars : 1,1 grappe par rameau, taille tardive : 1,6, bloc 5 : 0,7. La taille tardive garde presque tout le potentiel au bloc 3. On va essayer la taille tardive au bloc 5 aussi l'an prochain, avec une 2e éolienne si le budget passe.

16 juin 2025 — bilan avec Marc
la taille tardive a pris 14 heures de plus pour les 6 rangs, à cause des cannes à attacher en retard
l'éolienne a sauvé le bloc 3 les deux fois, pis la taille tardive a coupé les dégâts par cinq par-dessus ça
on garde la taille tardive pour tout le Vidal
à faire : soumission pour une 2e éolienne au bloc 5 avant septembre

Note : les sondes du bloc 5 ont été bougées au rang 12 pour la saison, penser à les remettre au rang 4 à l'automne.
""",
    [
        E("2025-04-28", False, "28 avril 2025",
          (R, "débourrement parti sur les rangs taillés en mars, 15 % des bourgeons au stade coton"),
          (R, "rangs pas encore taillés : les bourgeons du bout des cannes sont ouverts, ceux de la base encore fermés"),
          (H, "je pense que la taille tardive va nous donner une bonne semaine de retard sur les bourgeons qu'on garde")),
        E("2025-05-05", False, "Lundi 5 mai",
          (A, "taillé les 6 rangs tardifs, gardé 2 cannes par plant"),
          (R, "bourgeons gardés (base des cannes) encore au stade bourre"),
          (R, "les rangs taillés en mars sont rendus à 2-3 feuilles")),
        E("2025-05-08", False, "Nuit du 8 au 9 mai",
          (A, "partie l'éolienne à minuit quand la sonde du bas a passé 0,5 °C"),
          (R, "min -2,8 °C à 0,5 m au bloc 5, -1,1 °C au bloc 3 sous l'éolienne"),
          (R, "belle inversion, +3 °C à 10 m d'après la station")),
        E("2025-05-12", False, "12 mai",
          (A, "comptage des bourgeons gelés (brunis en dedans), 100 bourgeons par rang"),
          (R, "bloc 3 taille de mars : 34 % gelés"),
          (R, "bloc 3 taille tardive : 6 % gelés"),
          (R, "bloc 5 sans éolienne : 61 % gelés, le Frontenac a mangé une full claque"),
          (H, "ça doit être le stade qui fait la différence, à -1 °C un bourgeon en bourre passe mais pas une pousse à 3 feuilles")),
        E("2025-05-15", False, "2025-05-15",
          (A, "appel avec l'agronome du club-conseil pour le bloc 5"),
          (H, "selon elle les bourgeons secondaires vont sortir mais avec 30 à 50 % moins de grappes"),
          (N, "à faire : compter les grappes en juin pour chiffrer la perte")),
        E("2025-05-20", False, "Du 20 au 22 mai",
          (A, "éolienne partie les 3 nuits"),
          (R, "min au bloc 3 : -0,4 °C, rien de gelé"),
          (A, "on a essayé 12 chaufferettes au propane au bloc 5 la nuit du 21"),
          (R, "gain de 0,5 °C à peine, à 1 m de la chaufferette la plus proche"),
          (C, "les chaufferettes, ça vaut pas la peine sur une pente ouverte comme le bloc 5")),
        E("2025-05-27", False, "27/05/2025",
          (A, "checké les bourgeons secondaires au bloc 5, ils sortent partout"),
          (R, "pousses de 10 cm max, deux semaines en retard sur le bloc 3"),
          (H, "je pense qu'on va faire une demi-récolte au bloc 5")),
        E("2025-06-02", False, "Le 2 juin",
          (A, "Le 2 juin, j'ai compté les grappes sur 20 plants par traitement."),
          (R, "Taille de mars : 1,1 grappe par rameau, taille tardive : 1,6, bloc 5 : 0,7."),
          (C, "La taille tardive garde presque tout le potentiel au bloc 3."),
          (N, "On va essayer la taille tardive au bloc 5 aussi l'an prochain, avec une 2e éolienne si le budget passe.")),
        E("2025-06-16", False, "16 juin 2025",
          (R, "la taille tardive a pris 14 heures de plus pour les 6 rangs, à cause des cannes à attacher en retard"),
          (C, "l'éolienne a sauvé le bloc 3 les deux fois, pis la taille tardive a coupé les dégâts par cinq par-dessus ça"),
          (C, "on garde la taille tardive pour tout le Vidal"),
          (N, "à faire : soumission pour une 2e éolienne au bloc 5 avant septembre")),
    ],
    [
        "Bloc 3 : Vidal, bas de pente, le bloc qui a le plus gelé en 2023. Bloc 5 : Frontenac, haut de pente, pas d'éolienne.",
        "Équipement : éolienne antigel au bloc 3, 4 sondes de température à 0,5 m et 1,5 m, station météo avec capteur à 10 m.",
        "Essai : taille en mars vs taille tardive (au débourrement) dans le bloc 3, 6 rangs chaque.",
        "Note : les sondes du bloc 5 ont été bougées au rang 12 pour la saison, penser à les remettre au rang 4 à l'automne.",
    ],
)

# 7 ------------------------------------------------------------------------------------------------
# fr-CA, responsable R&D d'une petite tofuterie, franglais (« batch », « run », « checker », « pis »).
# Dates : ISO « 2025-03-03 », « 5 mars 2025 », un courriel collé daté par « Date : mar. 11 mars 2025 à
# 09:14 » (sous « De : », avec « Objet : », salutation et signature qui ne sont pas des phrases),
# « Jeudi 13 mars », un bilan hebdomadaire « Bilan semaine 11 (vendredi 14 mars) » (entrée à part, datée
# du 14), « Le 17 mars, on a installé ... » dans la phrase, « Jeudi 20 mars », « 1er avril 2025 —
# décision ». « la batch du 17 » ne crée pas d'entrée. Hypothèses « Ça doit être », « Je pense que » ;
# « Semaine prochaine : » et « À faire : » (next_step). Non daté : en-tête, note finale.
case(
    "fr_tofu_caillage_nigari", "fr", "fr-CA", "tofu_nigari_cahier_rd.txt", 2025,
    """
Tofu Lotus — passage au nigari, cahier R&D
Ligne 1 : cuiseur de 200 L, 3 bacs de caillage, presse pneumatique, 24 moules de 1 kg.
Le tofu ferme est fait au sulfate de calcium ; l'épicerie fine veut « nigari seulement » sur l'étiquette.
Cible : au moins 2,2 kg de tofu par kg de soya sec, pis un bloc qui se tranche à 3 mm sans casser.

2025-03-03
Première batch au nigari, 18 kg de soya, lait à 10,5 °Brix
Nigari à 1,8 % du poids du soya, dilué dans 2 L d'eau, ajouté d'un coup à 80 °C
Le caillé a pris en quelques secondes, en grumeaux durs, pis le petit-lait est resté laiteux
Rendement 1,71 kg/kg, les blocs se brisent au tranchage
Ça doit être le nigari qui réagit trop vite, le magnésium coagule ben plus vite que le calcium

5 mars 2025
Lait refroidi à 75 °C avant le caillage
Nigari ajouté en 3 fois, aux 30 secondes, en brassant lentement en huit
Caillé plus fin, petit-lait jaune clair
Rendement 1,98 kg/kg

De : Minh Tran <minh@tofulotus.ca>
Date : mar. 11 mars 2025 à 09:14
Objet : Re: nigari émulsionné

Salut Julie,
J'ai fait le test ce matin avec le nigari émulsionné (20 % de MgCl2 dans l'huile de canola). Ajouté en une fois à 75 °C, 1,6 % du poids du soya. Le caillage a pris 8 minutes au lieu de quelques secondes. Rendement 2,27 kg/kg, pis les blocs se tranchent à 3 mm sans casser. Je pense que le coagulant émulsionné pourrait régler le problème à lui seul.
Minh

Jeudi 13 mars
2 runs au nigari émulsionné, 18 kg de soya chaque
Le 2e run a collé au fond du bac, l'huile fait une pellicule sur le dessus du caillé
Rendements 2,24 et 2,19 kg/kg
Panel interne de 5 : 3 trouvent un arrière-goût d'huile

Bilan semaine 11 (vendredi 14 mars)
Nigari d'un coup : trop rapide, rendement 1,7. En 3 fois à 75 °C : 1,98. Émulsionné : 2,2 et plus, mais avec l'arrière-goût d'huile pis le collage au bac. L'ajout lent règle le caillage sans changer l'étiquette, c'est la piste à pousser. Semaine prochaine : une pompe doseuse pour ajouter le nigari en continu sur 2 minutes.

Le 17 mars, on a installé une pompe péristaltique empruntée au labo du cégep pour doser le nigari en continu. Réglée à 1 L/min, 2 minutes d'ajout pendant que le brasseur tourne à 20 rpm. Rendement 2,18 kg/kg, caillé fin et régulier. La pompe nous donne presque le rendement de l'émulsion, sans l'huile.

Jeudi 20 mars
Test de tranchage chez le client avec 20 blocs de la batch du 17
19 blocs se tranchent bien, 1 fendu sur le côté
Le client trouve le goût plus sucré qu'avec le sulfate pis il aime ça
À faire : checker le prix d'une pompe doseuse industrielle pour les 3 bacs

1er avril 2025 — décision
Soumission reçue pour 3 pompes doseuses : 4 600 $ installées
On passe au nigari à la pompe pour tout le tofu ferme à partir de mai
Le rendement reste 3 % sous le sulfate, faut en tenir compte dans le prix

Minh garde les fiches de batch papier dans le classeur bleu du labo.
""",
    [
        E("2025-03-03", False, "2025-03-03",
          (A, "Première batch au nigari, 18 kg de soya, lait à 10,5 °Brix"),
          (A, "Nigari à 1,8 % du poids du soya, dilué dans 2 L d'eau, ajouté d'un coup à 80 °C"),
          (R, "Le caillé a pris en quelques secondes, en grumeaux durs, pis le petit-lait est resté laiteux"),
          (R, "Rendement 1,71 kg/kg, les blocs se brisent au tranchage"),
          (H, "Ça doit être le nigari qui réagit trop vite, le magnésium coagule ben plus vite que le calcium")),
        E("2025-03-05", False, "5 mars 2025",
          (A, "Lait refroidi à 75 °C avant le caillage"),
          (A, "Nigari ajouté en 3 fois, aux 30 secondes, en brassant lentement en huit"),
          (R, "Caillé plus fin, petit-lait jaune clair"),
          (R, "Rendement 1,98 kg/kg")),
        E("2025-03-11", False, "mar. 11 mars 2025",
          (A, "J'ai fait le test ce matin avec le nigari émulsionné (20 % de MgCl2 dans l'huile de canola)."),
          (A, "Ajouté en une fois à 75 °C, 1,6 % du poids du soya."),
          (R, "Le caillage a pris 8 minutes au lieu de quelques secondes."),
          (R, "Rendement 2,27 kg/kg, pis les blocs se tranchent à 3 mm sans casser."),
          (H, "Je pense que le coagulant émulsionné pourrait régler le problème à lui seul.")),
        E("2025-03-13", False, "Jeudi 13 mars",
          (A, "2 runs au nigari émulsionné, 18 kg de soya chaque"),
          (R, "Le 2e run a collé au fond du bac, l'huile fait une pellicule sur le dessus du caillé"),
          (R, "Rendements 2,24 et 2,19 kg/kg"),
          (R, "Panel interne de 5 : 3 trouvent un arrière-goût d'huile")),
        E("2025-03-14", False, "vendredi 14 mars",
          (R, "Nigari d'un coup : trop rapide, rendement 1,7."),
          (R, "En 3 fois à 75 °C : 1,98."),
          (R, "Émulsionné : 2,2 et plus, mais avec l'arrière-goût d'huile pis le collage au bac."),
          (C, "L'ajout lent règle le caillage sans changer l'étiquette, c'est la piste à pousser."),
          (N, "Semaine prochaine : une pompe doseuse pour ajouter le nigari en continu sur 2 minutes.")),
        E("2025-03-17", False, "Le 17 mars",
          (A, "Le 17 mars, on a installé une pompe péristaltique empruntée au labo du cégep pour doser le nigari en continu."),
          (A, "Réglée à 1 L/min, 2 minutes d'ajout pendant que le brasseur tourne à 20 rpm."),
          (R, "Rendement 2,18 kg/kg, caillé fin et régulier."),
          (C, "La pompe nous donne presque le rendement de l'émulsion, sans l'huile.")),
        E("2025-03-20", False, "Jeudi 20 mars",
          (A, "Test de tranchage chez le client avec 20 blocs de la batch du 17"),
          (R, "19 blocs se tranchent bien, 1 fendu sur le côté"),
          (R, "Le client trouve le goût plus sucré qu'avec le sulfate pis il aime ça"),
          (N, "À faire : checker le prix d'une pompe doseuse industrielle pour les 3 bacs")),
        E("2025-04-01", False, "1er avril 2025",
          (R, "Soumission reçue pour 3 pompes doseuses : 4 600 $ installées"),
          (C, "On passe au nigari à la pompe pour tout le tofu ferme à partir de mai"),
          (C, "Le rendement reste 3 % sous le sulfate, faut en tenir compte dans le prix")),
    ],
    [
        "Ligne 1 : cuiseur de 200 L, 3 bacs de caillage, presse pneumatique, 24 moules de 1 kg.",
        "Le tofu ferme est fait au sulfate de calcium ; l'épicerie fine veut « nigari seulement » sur l'étiquette.",
        "Cible : au moins 2,2 kg de tofu par kg de soya sec, pis un bloc qui se tranche à 3 mm sans casser.",
        "Minh garde les fiches de batch papier dans le classeur bleu du labo.",
    ],
)

# 8 ------------------------------------------------------------------------------------------------
# fr-CA, artisane en chandelles, franglais (« frosting », « wet spots »). AMBIGU : toutes les dates
# sont jj/mm/aaaa avec les deux parties <= 12 et rien dans le fichier ne tranche l'ordre ; toutes les
# entrées sont ambiguës (lues jour/mois) sauf « 10/10/2025 » et « 11/11/2025 » (parties égales).
# Titres nus « 02/10/2025 », date dans la première ligne « Journal 09/10/2025 : Wet spots ... »,
# « 11/11/2025 — test de brûlage », « 01/12/2025 — bilan avant les fêtes » (paragraphe en prose où
# « le 12 novembre » ne crée pas d'entrée). « Je pense que », « devrait », « Selon eux, ça doit être »
# (hypothèses) ; « Couler plus froid a rien changé, c'est pas la température de coulée » (un échec qui
# écarte une cause) ; « On va essayer » et « À faire : » (next_step). Non daté : en-tête, rappel final.
case(
    "fr_bougies_soya_givrage_ambigu", "fr", "fr-CA", "chandelles_givrage_journal.txt", 2025,
    """
Chandelles Brume de lac — givrage de la cire de soya, automne 2025
Produit : pot en verre de 8 oz, cire de soya 464, 8 % d'huile parfumée, mèche coton CD-10.
Problème : les pots coulés en septembre font du « frosting » blanc sur le dessus pis des wet spots sur le côté du verre après 2 semaines en boutique.
L'atelier est pas chauffé la nuit, ça descend à 14 °C en octobre.

02/10/2025
Sorti 20 pots du lot de septembre du présentoir
Frosting sur 17 pots sur 20, wet spots sur 12
La cire avait été coulée à 60 °C dans des pots à la température de l'atelier
Je pense que la cire refroidit trop vite contre le verre froid pis qu'elle décolle en figeant

06/10/2025
Coulé 3 séries de 8 pots
Série A : pots à 14 °C comme d'habitude
Série B : pots préchauffés au four à 50 °C
Série C : pots à 14 °C, mais cire coulée à 54 °C au lieu de 60
Si c'est le verre froid, la série B devrait sortir sans wet spots

Journal 09/10/2025 : Wet spots sur 6 pots de A, 0 de B, 5 de C. Le préchauffage des pots règle les wet spots. Couler plus froid a rien changé, c'est pas la température de coulée. Le frosting est pareil sur les trois séries, léger à moyen.

10/10/2025
J'ai appelé le fournisseur de cire pour le frosting. Selon eux, ça doit être les cycles chaud-froid de l'atelier, la 464 recristallise quand elle passe de 14 à 22 °C chaque jour. Coulé ce midi la série D (2 % d'huile de coco) pis la série E (2 % de cire d'abeille), 12 pots préchauffés chaque, plus 12 pots témoins F. Tout est sur le présentoir du fond pour 3 semaines.

03/11/2025
Après 3 semaines : frosting sur 2 pots de D, 9 de E, 10 de F, sur 12 chaque
Aucun wet spot dans les trois séries
Le coco marche, la cire d'abeille fait presque rien
Par contre D fait de la suie, la flamme est trop grosse avec le coco pis la mèche CD-10
Je pense qu'une mèche CD-8 réglerait la suie

07/11/2025
Coulé la série G : 2 % de coco, mèche CD-8, pots préchauffés, 12 pots
Gardé 2 pots de D pour comparer au brûlage

11/11/2025 — test de brûlage
Brûlé 2 pots de D pis 2 pots de G, 4 h en continu
Suie : D noircit le verre après 2 h, G reste propre
Flaque de cire à 4 h : D 7,8 cm, G 6,6 cm, le pot fait 7,5 cm
G creuse un tunnel, la CD-8 est trop petite pour ce pot-là
On va essayer la CD-9 avec le 2 % de coco

01/12/2025 — bilan avant les fêtes
La série H (CD-9, 2 % de coco, pots préchauffés) a été coulée le 12 novembre. Après 19 jours, 1 pot sur 12 a un peu de frosting pis aucun n'a de wet spots. Flaque pleine à 3 h, pas de suie. C'est la recette pour les fêtes : pots préchauffés, 2 % d'huile de coco, mèche CD-9. À faire : un chauffage d'appoint dans l'atelier la nuit pour la cure.

Rappel : l'huile parfumée « Sapin baumier » tache le verre, pas la prendre pour les tests.
""",
    [
        E("2025-10-02", True, "02/10/2025",
          (A, "Sorti 20 pots du lot de septembre du présentoir"),
          (R, "Frosting sur 17 pots sur 20, wet spots sur 12"),
          (A, "La cire avait été coulée à 60 °C dans des pots à la température de l'atelier"),
          (H, "Je pense que la cire refroidit trop vite contre le verre froid pis qu'elle décolle en figeant")),
        E("2025-10-06", True, "06/10/2025",
          (A, "Coulé 3 séries de 8 pots"),
          (A, "Série A : pots à 14 °C comme d'habitude"),
          (A, "Série B : pots préchauffés au four à 50 °C"),
          (A, "Série C : pots à 14 °C, mais cire coulée à 54 °C au lieu de 60"),
          (H, "Si c'est le verre froid, la série B devrait sortir sans wet spots")),
        E("2025-10-09", True, "Journal 09/10/2025 :",
          (R, "Wet spots sur 6 pots de A, 0 de B, 5 de C."),
          (C, "Le préchauffage des pots règle les wet spots."),
          (C, "Couler plus froid a rien changé, c'est pas la température de coulée."),
          (R, "Le frosting est pareil sur les trois séries, léger à moyen.")),
        E("2025-10-10", False, "10/10/2025",
          (A, "J'ai appelé le fournisseur de cire pour le frosting."),
          (H, "Selon eux, ça doit être les cycles chaud-froid de l'atelier, la 464 recristallise quand elle passe de 14 à 22 °C chaque jour."),
          (A, "Coulé ce midi la série D (2 % d'huile de coco) pis la série E (2 % de cire d'abeille), 12 pots préchauffés chaque, plus 12 pots témoins F."),
          (A, "Tout est sur le présentoir du fond pour 3 semaines.")),
        E("2025-11-03", True, "03/11/2025",
          (R, "Après 3 semaines : frosting sur 2 pots de D, 9 de E, 10 de F, sur 12 chaque"),
          (R, "Aucun wet spot dans les trois séries"),
          (C, "Le coco marche, la cire d'abeille fait presque rien"),
          (R, "Par contre D fait de la suie, la flamme est trop grosse avec le coco pis la mèche CD-10"),
          (H, "Je pense qu'une mèche CD-8 réglerait la suie")),
        E("2025-11-07", True, "07/11/2025",
          (A, "Coulé la série G : 2 % de coco, mèche CD-8, pots préchauffés, 12 pots"),
          (A, "Gardé 2 pots de D pour comparer au brûlage")),
        E("2025-11-11", False, "11/11/2025",
          (A, "Brûlé 2 pots de D pis 2 pots de G, 4 h en continu"),
          (R, "Suie : D noircit le verre après 2 h, G reste propre"),
          (R, "Flaque de cire à 4 h : D 7,8 cm, G 6,6 cm, le pot fait 7,5 cm"),
          (C, "G creuse un tunnel, la CD-8 est trop petite pour ce pot-là"),
          (N, "On va essayer la CD-9 avec le 2 % de coco")),
        E("2025-12-01", True, "01/12/2025",
          (A, "La série H (CD-9, 2 % de coco, pots préchauffés) a été coulée le 12 novembre."),
          (R, "Après 19 jours, 1 pot sur 12 a un peu de frosting pis aucun n'a de wet spots."),
          (R, "Flaque pleine à 3 h, pas de suie."),
          (C, "C'est la recette pour les fêtes : pots préchauffés, 2 % d'huile de coco, mèche CD-9."),
          (N, "À faire : un chauffage d'appoint dans l'atelier la nuit pour la cure.")),
    ],
    [
        "Produit : pot en verre de 8 oz, cire de soya 464, 8 % d'huile parfumée, mèche coton CD-10.",
        "Problème : les pots coulés en septembre font du « frosting » blanc sur le dessus pis des wet spots sur le côté du verre après 2 semaines en boutique.",
        "L'atelier est pas chauffé la nuit, ça descend à 14 °C en octobre.",
        "Rappel : l'huile parfumée « Sapin baumier » tache le verre, pas la prendre pour les tests.",
    ],
)


# ==================================================================================================
# checks + writer

EN_MONTHS = {"jan": 1, "january": 1, "feb": 2, "february": 2, "mar": 3, "march": 3, "apr": 4,
             "april": 4, "may": 5, "jun": 6, "june": 6, "jul": 7, "july": 7, "aug": 8, "august": 8,
             "sep": 9, "sept": 9, "september": 9, "oct": 10, "october": 10, "nov": 11,
             "november": 11, "dec": 12, "december": 12}
FR_MONTHS = {"janvier": 1, "janv": 1, "février": 2, "févr": 2, "mars": 3, "avril": 4, "avr": 4,
             "mai": 5, "juin": 6, "juillet": 7, "juil": 7, "août": 8, "septembre": 9, "sept": 9,
             "octobre": 10, "oct": 10, "novembre": 11, "nov": 11, "décembre": 12, "déc": 12}
EN_WD = {"mon": 0, "monday": 0, "tue": 1, "tues": 1, "tuesday": 1, "wed": 2, "wednesday": 2,
         "thu": 3, "thur": 3, "thurs": 3, "thursday": 3, "fri": 4, "friday": 4, "sat": 5,
         "saturday": 5, "sun": 6, "sunday": 6}
FR_WD = {"lundi": 0, "lun": 0, "mardi": 1, "mar": 1, "mercredi": 2, "mer": 2, "jeudi": 3, "jeu": 3,
         "vendredi": 4, "ven": 4, "samedi": 5, "sam": 5, "dimanche": 6, "dim": 6}
ISO = re.compile(r"(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)")
SLASH = re.compile(r"(?<![\d/])(\d{1,2})/(\d{1,2})/(\d{2}|\d{4})(?![\d/])")


def _alt(d):
    return "|".join(sorted(map(re.escape, d), key=len, reverse=True))


EN1 = re.compile(r"\b(" + _alt(EN_MONTHS) + r")\b\.?\s+(\d{1,2})(?!\d)(?:\s*(?:-|–|to)\s*\d{1,2})?"
                 r"(?:,?\s+(\d{4}))?", re.I)
EN2 = re.compile(r"(?<!\d)(\d{1,2})\s+(" + _alt(EN_MONTHS) + r")\b\.?,?\s+(\d{4})", re.I)
FR1 = re.compile(r"(?<!\d)(\d{1,2})(?:er)?(?:\s*(?:au|-|–)\s*\d{1,2}(?:er)?)?\s+(" + _alt(FR_MONTHS)
                 + r")(?![^\W\d_])\.?(?:\s+(\d{4}))?", re.I)


def parse_marker(marker, language, locale, year):
    """(date, slashed?) for a written date expression; ranges give their first day."""
    m = ISO.search(marker)
    if m:
        return dt.date(int(m.group(1)), int(m.group(2)), int(m.group(3))), False
    m = SLASH.search(marker)
    if m:
        a, b, y = int(m.group(1)), int(m.group(2)), int(m.group(3))
        y = y + 2000 if y < 100 else y
        mon, day = (a, b) if locale == "en-US" else (b, a)
        return dt.date(y, mon, day), True
    if language == "en":
        m = EN2.search(marker)
        if m:
            return dt.date(int(m.group(3)), EN_MONTHS[m.group(2).lower()], int(m.group(1))), False
        m = EN1.search(marker)
        if m:
            y = int(m.group(3)) if m.group(3) else year
            return dt.date(y, EN_MONTHS[m.group(1).lower()], int(m.group(2))), False
    else:
        m = FR1.search(marker)
        if m:
            y = int(m.group(3)) if m.group(3) else year
            return dt.date(y, FR_MONTHS[m.group(2).lower()], int(m.group(1))), False
    return None, False


def check_and_write(c, errors):
    name = c["name"]

    def err(m):
        errors.append(f"{name}: {m}")

    rec = c["record"]
    if (c["language"], c["locale"]) not in {("en", "en-CA"), ("en", "en-US"), ("fr", "fr-CA")}:
        err("bad language/locale")
    if (c["language"] == "fr") != name.startswith("fr_"):
        err("French cases (and only they) take the fr_ prefix")
    if not c["record_name"].endswith((".txt", ".md")):
        err("record file must be .txt or .md")
    if not 5 <= len(c["entries"]) <= 12:
        err(f"{len(c['entries'])} entries (want 5-12)")
    for e in c["entries"]:
        if not 2 <= len(e["sentences"]) <= 7:
            err(f"entry {e['date']}: {len(e['sentences'])} sentences (want 2-7)")

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
    placed = []  # (marker_pos, last_end, date, entry)
    for e in c["entries"]:
        try:
            d = dt.date.fromisoformat(e["date"])
        except ValueError:
            err(f"invalid ISO date {e['date']!r}")
            continue
        if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", e["date"]):
            err(f"date not in YYYY-MM-DD form: {e['date']!r}")
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
        # marker parses to the date
        got, slashed = parse_marker(mk, c["language"], c["locale"], c["year"])
        if got != d:
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
    """Re-read what was written and re-check the two hard requirements independently."""
    folder = os.path.join(HERE, c["name"])
    with open(os.path.join(folder, c["record_name"]), encoding="utf-8") as f:
        rec = f.read()
    with open(os.path.join(folder, "case.json"), encoding="utf-8") as f:
        cj = json.load(f)
    if set(cj) != {"name", "language", "locale", "entries", "undated"}:
        errors.append(f"{c['name']}: case.json keys {sorted(cj)}")
    for e in cj["entries"]:
        for s in e["sentences"]:
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
        print(f"{c['name']:40s} {c['locale']}  entries {ne:2d}  sentences {ns:2d}  ambiguous {amb}  "
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
