#!/usr/bin/env python3
"""Writes the logbook_first_7 held-out cases (one record file + case.json per folder) and checks them.

Run:  python3 tests/quality/logbook_first_7/make_cases.py [-v]
Schema: same as logbook_first_6 (case.json = name, language, locale, entries [{date, ambiguous,
sentences [{text, label}]}], undated).
Eight writers (5 English, 3 French): a WAAM process tech, a hay farmer, a mobile developer, an EMC
engineer, a cosmetics stability lab tech, a beekeeper, an e-commerce developer and a cabinet-shop
finishing supervisor. Each record has 5-10 dated entries of 3-8 labelled sentences.
Labels: hypothesis only when a supposition/expectation is stated ("I bet", « je gage », "suspect",
"should", « devrait »); activity = what was done/set up; result = what was measured/observed (also in
the present tense: "the bead looks porous"); conclusion = what the writer concludes or decides from
results (verdicts such as "not worth it" included); next_step = planned action, including
instructions to self ("Re-run with ...").
Checks:
  * every sentence text and every undated text occurs exactly once in the record file, on one line,
    and no two texts overlap;
  * labels are in the shared vocabulary; dates are valid ISO dates;
  * entry dates in case.json strictly increase; entries appear in the file in the same order,
    except entries a case declares as written late (`late=`), which must sit AFTER a later-dated one;
  * sentences keep file order inside an entry;
  * every written weekday ("Thu Jan 16", "2/14/2025 (Fri)", « Mardi 17 juin ») matches its date;
  * the `ambiguous` flag follows the slashed-date rule of logbook_first_6 (both parts <= 12 and
    different, and no other slashed date with a part > 12 in the file settles the order; en-US reads
    month/day, the other locales day/month);
  * 5-10 entries per case and 3-8 labelled sentences per entry.
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
# en-CA, terse WAAM (wire arc additive) process tech, one line per sentence, no final periods.
# Headings "Log 2025-01-13" / "Log Jan 15" (date after "Log"), "Thu Jan 16", "Jan 24 - <sentence>".
# Tricky: present-tense results ("Top layers look dull and sooty", "Bead looks porous ..."),
# "I bet" hypothesis, verdict conclusion ("Drying's not worth it"), "Re-run ..." next_step,
# a planned "Feb 3" inside a next_step (no entry).
case(
    "waam_aluminum_wall_porosity", "en", "en-CA", "waam_5356_porosity_log.txt",
    """
WAAM CELL 2 — 5356 aluminum wall coupons, porosity chase
Fronius CMT on the 6-axis robot, 1.2 mm ER5356 wire, argon 99.998%, 20 L/min unless noted.
Target: under 0.5 vol% porosity on CT so the pump bracket passes the customer's X-ray.
Coupons are single-bead walls 150 long x 60 tall on 6061 plate. Open spool on the rack since early December.

Log 2025-01-13
Built 2 walls, WFS 6.5 m/min, travel 0.6 m/min
Interlayer wait 60 s, no temp check
Top layers look dull and sooty
CT on wall 1: 1.8 vol% porosity, mostly in the upper half
I bet it's heat build-up, pores only start once the wall gets tall

Log Jan 15
Same params, interlayer held under 100 °C with the IR gun
Waits went up to 3-4 min per layer
CT: 1.6 vol%
Barely moved, so heat isn't the main driver
Check the wire next, that spool's been open over the holidays

Thu Jan 16
Wall A off the open spool, wire wiped with acetone at the feeder
Wall B off a fresh sealed spool, same params
Bead looks porous on wall A from layer 3 up
Wall B stays bright, no soot

Log 2025-01-20
CT back: wall A 1.7 vol%, wall B 0.4 vol%
It's the wire, hydrated oxide on the old spool
The acetone wipe doesn't touch it
Old spool tagged, 11 kg left on it
Re-run wall B params on a second fresh spool to make sure it wasn't luck

Log Jan 22
Fresh spool #2, wall B params, 2 walls
CT 0.3 and 0.6 vol%
The 0.6 wall has a pore cluster in the first 10 mm, right at the arc start
Probably the arc starting on cold plate

Jan 24 - put the old spool in the filament dryer, 8 h at 80 °C, to see if it can be saved
Ran 1 wall off it
CT 1.5 vol%
Drying's not worth it, scrap the open spools
From now on spools go back in the sealed bin with desiccant at end of shift

Log 2025-01-29
Added a 20 mm run-on tab and torch preheat to 80 °C at the start end
Built 3 walls on spool #2
CT 0.3, 0.3, 0.4 vol%, no start cluster
Under the 0.5 target with fresh wire plus the run-on tab
Next: first full bracket on Feb 3, send it out for the customer's X-ray

Spool lot numbers are on the whiteboard by the cell.
— R. Okafor, process tech
""",
    [
        E("2025-01-13", False,
          (A, "Built 2 walls, WFS 6.5 m/min, travel 0.6 m/min"),
          (A, "Interlayer wait 60 s, no temp check"),
          (R, "Top layers look dull and sooty"),
          (R, "CT on wall 1: 1.8 vol% porosity, mostly in the upper half"),
          (H, "I bet it's heat build-up, pores only start once the wall gets tall")),
        E("2025-01-15", False,
          (A, "Same params, interlayer held under 100 °C with the IR gun"),
          (R, "Waits went up to 3-4 min per layer"),
          (R, "CT: 1.6 vol%"),
          (C, "Barely moved, so heat isn't the main driver"),
          (N, "Check the wire next, that spool's been open over the holidays")),
        E("2025-01-16", False,
          (A, "Wall A off the open spool, wire wiped with acetone at the feeder"),
          (A, "Wall B off a fresh sealed spool, same params"),
          (R, "Bead looks porous on wall A from layer 3 up"),
          (R, "Wall B stays bright, no soot")),
        E("2025-01-20", False,
          (R, "CT back: wall A 1.7 vol%, wall B 0.4 vol%"),
          (C, "It's the wire, hydrated oxide on the old spool"),
          (C, "The acetone wipe doesn't touch it"),
          (A, "Old spool tagged, 11 kg left on it"),
          (N, "Re-run wall B params on a second fresh spool to make sure it wasn't luck")),
        E("2025-01-22", False,
          (A, "Fresh spool #2, wall B params, 2 walls"),
          (R, "CT 0.3 and 0.6 vol%"),
          (R, "The 0.6 wall has a pore cluster in the first 10 mm, right at the arc start"),
          (H, "Probably the arc starting on cold plate")),
        E("2025-01-24", False,
          (A, "put the old spool in the filament dryer, 8 h at 80 °C, to see if it can be saved"),
          (A, "Ran 1 wall off it"),
          (R, "CT 1.5 vol%"),
          (C, "Drying's not worth it, scrap the open spools"),
          (C, "From now on spools go back in the sealed bin with desiccant at end of shift")),
        E("2025-01-29", False,
          (A, "Added a 20 mm run-on tab and torch preheat to 80 °C at the start end"),
          (A, "Built 3 walls on spool #2"),
          (R, "CT 0.3, 0.3, 0.4 vol%, no start cluster"),
          (C, "Under the 0.5 target with fresh wire plus the run-on tab"),
          (N, "Next: first full bracket on Feb 3, send it out for the customer's X-ray")),
    ],
    [
        "Fronius CMT on the 6-axis robot, 1.2 mm ER5356 wire, argon 99.998%, 20 L/min unless noted.",
        "Target: under 0.5 vol% porosity on CT so the pump bracket passes the customer's X-ray.",
        "Coupons are single-bead walls 150 long x 60 tall on 6061 plate. Open spool on the rack since early December.",
        "Spool lot numbers are on the whiteboard by the cell.",
        "— R. Okafor, process tech",
    ],
    weekdays=[("Thu Jan 16", "2025-01-16")],
)

# 2 ------------------------------------------------------------------------------------------------
# en-US, hay farmer's notebook, short lines, some "- " bullets. "June 2, 2025 — first cutting ...",
# "June 5", "Jun 7", slashed "6/20/2025" and "7/11/2025" (month/day; 20 settles the file, so not
# ambiguous), "Tues July 8", "Aug 14". Present-tense results ("The hot ones smell musty"), an
# "I bet" hypothesis, a split verdict ("not worth it when ..."), a planned "next spring" step.
case(
    "hay_preservative_small_squares_us", "en", "en-US", "hay_notes_2025.txt",
    """
Hay notes 2025 — acid preservative on small squares
Home place, 40 acres alfalfa/orchardgrass, split in the north 20 and the south 20.
New Holland 570 baler, used Harvest Tec applicator bought in April. Bale moisture off the baler's star-wheel sensor.
Idea is to bale at 20-24% instead of waiting for 16% and losing the leaves.

June 2, 2025 — first cutting, north 20
- Baled 410 bales at 19-23% moisture
- Applicator set at 6 lb/ton like the chart on the tank says
- Stacked tight in the old barn, 7 high
- Figure the acid should keep them under 110°F in the stack

June 5
- Probed 20 bales with the long thermometer
- Most around 95-100°F
- 6 bales at 118-125°F, all from the same corner of the stack
- The hot ones smell musty and there's white dust when you break a flake
- I bet the applicator quit for a while, the tank was near empty when I finished

Jun 7
Pulled the pump apart, the inlet screen was half plugged with gunk
Cleaned it, flushed the lines, ran it on the tailgate into a catch can
At the 6 lb/ton setting it's only putting out about 4
So it was under-applying even before it plugged
Call Harvest Tec about recalibrating the flow meter

6/20/2025
Their tech walked me through the calibration over the phone
Did the catch-can test 3 times after
All 3 within 5% of the setting
Moved the 6 hot bales out to feed first

Tues July 8 - second cutting, south 20
- Baled 380 bales at 20-24%, rate up to 8 lb/ton since it's wetter
- Left a pallet gap every third row for air
- Should stay cool now that the pump is actually putting it on

7/11/2025
- Probed 30 bales, same spots in the stack as last time
- Highest was 104°F
- No white mold, bales feel cool and smell sweet
- Calibrated applicator at 8 lb/ton handles 24% hay fine

Aug 14
Acid came to $1.90 a bale at 8 lb/ton
Horses clean it up, no refusals on the treated bales
Worth it on the wet cuttings, not worth it when I can get it down to 16% anyway
Next spring buy the acid in a 275 gal tote instead of drums, and calibrate before first cutting

Acid is buffered propionic (Crop Saver). Rinse the tank after every use, it eats the pump seals.
""",
    [
        E("2025-06-02", False,
          (A, "Baled 410 bales at 19-23% moisture"),
          (A, "Applicator set at 6 lb/ton like the chart on the tank says"),
          (A, "Stacked tight in the old barn, 7 high"),
          (H, "Figure the acid should keep them under 110°F in the stack")),
        E("2025-06-05", False,
          (A, "Probed 20 bales with the long thermometer"),
          (R, "Most around 95-100°F"),
          (R, "6 bales at 118-125°F, all from the same corner of the stack"),
          (R, "The hot ones smell musty and there's white dust when you break a flake"),
          (H, "I bet the applicator quit for a while, the tank was near empty when I finished")),
        E("2025-06-07", False,
          (A, "Pulled the pump apart, the inlet screen was half plugged with gunk"),
          (A, "Cleaned it, flushed the lines, ran it on the tailgate into a catch can"),
          (R, "At the 6 lb/ton setting it's only putting out about 4"),
          (C, "So it was under-applying even before it plugged"),
          (N, "Call Harvest Tec about recalibrating the flow meter")),
        E("2025-06-20", False,
          (A, "Their tech walked me through the calibration over the phone"),
          (A, "Did the catch-can test 3 times after"),
          (R, "All 3 within 5% of the setting"),
          (A, "Moved the 6 hot bales out to feed first")),
        E("2025-07-08", False,
          (A, "Baled 380 bales at 20-24%, rate up to 8 lb/ton since it's wetter"),
          (A, "Left a pallet gap every third row for air"),
          (H, "Should stay cool now that the pump is actually putting it on")),
        E("2025-07-11", False,
          (A, "Probed 30 bales, same spots in the stack as last time"),
          (R, "Highest was 104°F"),
          (R, "No white mold, bales feel cool and smell sweet"),
          (C, "Calibrated applicator at 8 lb/ton handles 24% hay fine")),
        E("2025-08-14", False,
          (R, "Acid came to $1.90 a bale at 8 lb/ton"),
          (R, "Horses clean it up, no refusals on the treated bales"),
          (C, "Worth it on the wet cuttings, not worth it when I can get it down to 16% anyway"),
          (N, "Next spring buy the acid in a 275 gal tote instead of drums, and calibrate before first cutting")),
    ],
    [
        "Home place, 40 acres alfalfa/orchardgrass, split in the north 20 and the south 20.",
        "New Holland 570 baler, used Harvest Tec applicator bought in April. Bale moisture off the baler's star-wheel sensor.",
        "Idea is to bale at 20-24% instead of waiting for 16% and losing the leaves.",
        "Acid is buffered propionic (Crop Saver). Rinse the tank after every use, it eats the pump seals.",
    ],
    weekdays=[("Tues July 8", "2025-07-08")],
)

# 3 ------------------------------------------------------------------------------------------------
# en-US, mobile developer's markdown journal, bullets. Headings "## Mon 2025-02-03", "## Feb 5",
# "## February 10, 2025", "## Dev log Feb 12" (date after "log"), "## 2/14/2025 (Fri)" (14 settles
# the order), "## Feb 19", "## Mon Feb 24", "## March 10, 2025". An undated "## Repro setup" section
# sits between entries. "I bet" hypothesis, "Re-run with ..." instruction to self, "Fixed" verdict.
case(
    "offline_sync_duplicate_inspections_us", "en", "en-US", "inspecto_sync_devlog.md",
    """
# Inspecto offline sync — duplicate inspections after reconnect

Stack: React Native app, SQLite on the device, Node sync API in front of Postgres.
Inspectors work offline in basements and parking garages most of the day, then sync in the truck.
Support tickets about duplicate inspections in January: 46.

## Mon 2025-02-03

- Pulled the 46 January tickets and matched each one against the sync API logs.
- 41 of the 46 came from devices that lost signal in the middle of an upload.
- The server has both copies, with different ids but byte-identical payloads.
- Hypothesis: the client times out and retries the POST, but the first request had already committed.

## Feb 5

- Reproduced it with the network link conditioner on a 3G profile, cutting the link 2 s into the upload.
- 7 of 10 runs created a duplicate.
- The server log shows the first insert committing 300-800 ms after the client gave up.
- That confirms the retry theory.
- Plan: idempotency key per inspection, server dedupes on it.

## Repro setup

Test phones: Pixel 6, iPhone 12, and the old Galaxy A10 with 2 GB of RAM.
Every repro uses the same 12-page inspection template with 8 photos unless noted.

## February 10, 2025

- Client now mints a UUID v4 when the user taps Submit and sends it as an Idempotency-Key header.
- Server side: unique index on (tenant_id, idempotency_key), and on conflict we return the existing row.
- Should take duplicates to zero in the cut-link repro.
- Re-ran the 10 cut-link runs: 0 duplicates.

## Dev log Feb 12

- Beta build to the 15 inspectors on the Hartford team.
- Two of them still got duplicates, both on photo-heavy inspections.
- The two rows in each pair carry different idempotency keys.
- I bet the app crashes mid-submit and the draft restore path mints a fresh key on relaunch.

## 2/14/2025 (Fri)

- Pulled the crash reports for both devices from Sentry.
- Both are out-of-memory crashes while compressing 40+ photos before upload.
- On relaunch the restore code rebuilds the inspection object from scratch, new key included.
- So the key has to live in SQLite with the draft, not in memory.

## Feb 19

- Key is now generated at draft creation and stored in the drafts table (migration v14).
- Photo compression moved to a queue, max 4 at a time.
- Re-run with 60 photos on the A10 before this goes back to beta.

## Mon Feb 24

- 60-photo repro on the A10: no crash, peak memory 310 MB instead of 780 MB.
- Compression takes 0.9 s per photo now, was 0.4 s.
- Shipped 3.8.0 to all 210 inspectors.

## March 10, 2025

- Duplicate tickets since 3.8.0: zero in two weeks.
- The dedupe log shows 93 retried posts that got the existing row back.
- Fixed, closing the epic.
- Next: a script to merge the 212 old duplicates, dry run on staging first.

---
Keys are purged after 30 days by the nightly job, so a retry older than that would insert again.
""",
    [
        E("2025-02-03", False,
          (A, "Pulled the 46 January tickets and matched each one against the sync API logs."),
          (R, "41 of the 46 came from devices that lost signal in the middle of an upload."),
          (R, "The server has both copies, with different ids but byte-identical payloads."),
          (H, "Hypothesis: the client times out and retries the POST, but the first request had already committed.")),
        E("2025-02-05", False,
          (A, "Reproduced it with the network link conditioner on a 3G profile, cutting the link 2 s into the upload."),
          (R, "7 of 10 runs created a duplicate."),
          (R, "The server log shows the first insert committing 300-800 ms after the client gave up."),
          (C, "That confirms the retry theory."),
          (N, "Plan: idempotency key per inspection, server dedupes on it.")),
        E("2025-02-10", False,
          (A, "Client now mints a UUID v4 when the user taps Submit and sends it as an Idempotency-Key header."),
          (A, "Server side: unique index on (tenant_id, idempotency_key), and on conflict we return the existing row."),
          (H, "Should take duplicates to zero in the cut-link repro."),
          (R, "Re-ran the 10 cut-link runs: 0 duplicates.")),
        E("2025-02-12", False,
          (A, "Beta build to the 15 inspectors on the Hartford team."),
          (R, "Two of them still got duplicates, both on photo-heavy inspections."),
          (R, "The two rows in each pair carry different idempotency keys."),
          (H, "I bet the app crashes mid-submit and the draft restore path mints a fresh key on relaunch.")),
        E("2025-02-14", False,
          (A, "Pulled the crash reports for both devices from Sentry."),
          (R, "Both are out-of-memory crashes while compressing 40+ photos before upload."),
          (R, "On relaunch the restore code rebuilds the inspection object from scratch, new key included."),
          (C, "So the key has to live in SQLite with the draft, not in memory.")),
        E("2025-02-19", False,
          (A, "Key is now generated at draft creation and stored in the drafts table (migration v14)."),
          (A, "Photo compression moved to a queue, max 4 at a time."),
          (N, "Re-run with 60 photos on the A10 before this goes back to beta.")),
        E("2025-02-24", False,
          (R, "60-photo repro on the A10: no crash, peak memory 310 MB instead of 780 MB."),
          (R, "Compression takes 0.9 s per photo now, was 0.4 s."),
          (A, "Shipped 3.8.0 to all 210 inspectors.")),
        E("2025-03-10", False,
          (R, "Duplicate tickets since 3.8.0: zero in two weeks."),
          (R, "The dedupe log shows 93 retried posts that got the existing row back."),
          (C, "Fixed, closing the epic."),
          (N, "Next: a script to merge the 212 old duplicates, dry run on staging first.")),
    ],
    [
        "Stack: React Native app, SQLite on the device, Node sync API in front of Postgres.",
        "Inspectors work offline in basements and parking garages most of the day, then sync in the truck.",
        "Support tickets about duplicate inspections in January: 46.",
        "Test phones: Pixel 6, iPhone 12, and the old Galaxy A10 with 2 GB of RAM.",
        "Every repro uses the same 12-page inspection template with 8 photos unless noted.",
        "Keys are purged after 30 days by the nightly job, so a retry older than that would insert again.",
    ],
    weekdays=[("Mon 2025-02-03", "2025-02-03"), ("2/14/2025 (Fri)", "2025-02-14"), ("Mon Feb 24", "2025-02-24")],
)

# 4 ------------------------------------------------------------------------------------------------
# en-US, EMC engineer's notebook, full sentences with periods. "Mon, March 3, 2025", slashed
# two-digit-year "3/5/25" and "Wed 3/12/25" (month/day; "3/17/25" settles the order, so none is
# ambiguous), a colleague's entry "Dana, Mar 7 — <sentences>" (date after a name), "March 21, 2025",
# "Apr 15 — Intertek". "I suspect" hypothesis, "I expect" hypothesis before the thermal run,
# verdict "Too close", decision "Going with it for rev C".
case(
    "bldc_fan_controller_conducted_emissions_us", "en", "en-US", "fc200_emc_notebook.txt",
    """
EMC notebook — FC-200 fan controller, conducted emissions
Board rev B: 48 V input, 3-phase BLDC driver switching at 25 kHz PWM.
Pre-scans on our own LISN and spectrum analyzer; the formal test is booked at Intertek for mid-April.
Limit: CISPR 32 Class B, quasi-peak and average, 150 kHz to 30 MHz.

Mon, March 3, 2025
Pre-scanned rev B at full fan speed from the 48 V bench supply through the LISN. It fails the average limit by 9 dB at 175 kHz and by 5 dB at 350 kHz. Both peaks sit on the 7th and 14th harmonics of the 25 kHz PWM. The input filter is only a 10 µH inductor and two 4.7 µF MLCCs, and I suspect the MLCCs lose most of their capacitance at 48 V of DC bias.

3/5/25
Put the input MLCCs on the LCR meter with the DC bias fixture. At 48 V each one reads 1.3 µF, about 28% of nominal. Swapped in two 2.2 µF 100 V X7R 1210 parts plus a 47 µF polymer cap. 175 kHz came down 6 dB but is still 3 dB over. DC bias was part of the problem, not all of it.

Dana, Mar 7 — Tried a clamp-on ferrite on the input cable right at the LISN. No change below 1 MHz, about 2 dB better around 20 MHz. The ferrite only helps up high, so the low-band problem is differential mode, not common mode. Next: add a second LC stage on the input, 4.7 µH + 10 µF.

Wed 3/12/25
Bodged a second LC stage onto rev B: 4.7 µH shielded inductor and two 10 µF 100 V caps. 175 kHz is now 8 dB under the average limit and 350 kHz is 11 dB under. Input ripple current dropped to 120 mA p-p from 610. The two-stage filter clears it with margin. I expect that small inductor to run hot at full load, so it needs a thermal check before we commit.

3/17/25
Ran the board 2 h at full load in the chamber at 40 °C ambient. The second-stage inductor reached 96 °C against a 105 °C derated limit. Too close. Ordered five of the next case size up from Digi-Key.

March 21, 2025
Fitted the larger inductor and repeated the 2 h thermal run. It peaks at 78 °C. Re-scan shows emissions unchanged within 1 dB. The part adds $0.41 to the BOM. Going with it for rev C.

Apr 15 — Intertek
Rev C boards went through the full conducted emissions scan at Intertek. Pass, worst margin 6.2 dB at 176 kHz average. Radiated emissions also passed, 4 dB margin at 96 MHz. Update the filter values in the design review deck before Friday.

Equipment: TekBox TBLC08 LISN and Rigol RSA3030 analyzer, calibration due in September.
""",
    [
        E("2025-03-03", False,
          (A, "Pre-scanned rev B at full fan speed from the 48 V bench supply through the LISN."),
          (R, "It fails the average limit by 9 dB at 175 kHz and by 5 dB at 350 kHz."),
          (R, "Both peaks sit on the 7th and 14th harmonics of the 25 kHz PWM."),
          (H, "The input filter is only a 10 µH inductor and two 4.7 µF MLCCs, and I suspect the MLCCs lose most of their capacitance at 48 V of DC bias.")),
        E("2025-03-05", False,
          (A, "Put the input MLCCs on the LCR meter with the DC bias fixture."),
          (R, "At 48 V each one reads 1.3 µF, about 28% of nominal."),
          (A, "Swapped in two 2.2 µF 100 V X7R 1210 parts plus a 47 µF polymer cap."),
          (R, "175 kHz came down 6 dB but is still 3 dB over."),
          (C, "DC bias was part of the problem, not all of it.")),
        E("2025-03-07", False,
          (A, "Tried a clamp-on ferrite on the input cable right at the LISN."),
          (R, "No change below 1 MHz, about 2 dB better around 20 MHz."),
          (C, "The ferrite only helps up high, so the low-band problem is differential mode, not common mode."),
          (N, "Next: add a second LC stage on the input, 4.7 µH + 10 µF.")),
        E("2025-03-12", False,
          (A, "Bodged a second LC stage onto rev B: 4.7 µH shielded inductor and two 10 µF 100 V caps."),
          (R, "175 kHz is now 8 dB under the average limit and 350 kHz is 11 dB under."),
          (R, "Input ripple current dropped to 120 mA p-p from 610."),
          (C, "The two-stage filter clears it with margin."),
          (H, "I expect that small inductor to run hot at full load, so it needs a thermal check before we commit.")),
        E("2025-03-17", False,
          (A, "Ran the board 2 h at full load in the chamber at 40 °C ambient."),
          (R, "The second-stage inductor reached 96 °C against a 105 °C derated limit."),
          (C, "Too close."),
          (A, "Ordered five of the next case size up from Digi-Key.")),
        E("2025-03-21", False,
          (A, "Fitted the larger inductor and repeated the 2 h thermal run."),
          (R, "It peaks at 78 °C."),
          (R, "Re-scan shows emissions unchanged within 1 dB."),
          (R, "The part adds $0.41 to the BOM."),
          (C, "Going with it for rev C.")),
        E("2025-04-15", False,
          (A, "Rev C boards went through the full conducted emissions scan at Intertek."),
          (R, "Pass, worst margin 6.2 dB at 176 kHz average."),
          (R, "Radiated emissions also passed, 4 dB margin at 96 MHz."),
          (N, "Update the filter values in the design review deck before Friday.")),
    ],
    [
        "Board rev B: 48 V input, 3-phase BLDC driver switching at 25 kHz PWM.",
        "Pre-scans on our own LISN and spectrum analyzer; the formal test is booked at Intertek for mid-April.",
        "Limit: CISPR 32 Class B, quasi-peak and average, 150 kHz to 30 MHz.",
        "Equipment: TekBox TBLC08 LISN and Rigol RSA3030 analyzer, calibration due in September.",
    ],
    weekdays=[("Mon, March 3, 2025", "2025-03-03"), ("Wed 3/12/25", "2025-03-12")],
)

# 5 ------------------------------------------------------------------------------------------------
# en-CA, cosmetics stability lab tech. AMBIGUOUS record: every date is slashed dd/mm/yyyy with both
# parts <= 12, and no date in the file has a part > 12, so the day/month order is never settled.
# All entries are ambiguous (read day/month, the en-CA default of the checker) except
# "03/03/2025", whose two parts are equal. Headings: "03/02/2025 — ...", bare "04/02/2025",
# "Bench log 06/02/2025", "11/02/2025 - ...". Present-tense results ("45 °C jar has ... oil on top"),
# a "Suspect ..." hypothesis, "Re-run the SPF ..." next_step.
case(
    "mineral_sunscreen_heat_stability_ambiguous", "en", "en-CA", "mz_spf30_stability_bench_log.txt",
    """
Stability bench log — SPF 30 mineral lotion, dev series MZ
Brookside Cosmetic Labs, Mississauga. Client: small skincare brand, 20% zinc oxide, O/W cream in 100 mL tubes.
Protocol: jars at 45 °C, 25 °C and 4 °C for 12 weeks; viscosity on the Brookfield RV, spindle 5 at 10 rpm, 25 °C.
Fail criteria: more than 20% viscosity loss or any visible separation.

03/02/2025 — MZ-07 week 2 pull
Pulled the MZ-07 jars from all three conditions at week 2
45 °C jar has about 2 mm of clear oil on top
Viscosity at 45 °C: 18,400 cP, down from 31,000 at t0
25 °C and 4 °C jars within 5% of t0, no separation
MZ-07 fails the 45 °C arm
Suspect the ZnO coating isn't complete and free zinc is salting out the emulsifier

04/02/2025
Made MZ-08: MZ-07 base with the ZnO left out, made up with C12-15 alkyl benzoate
Made MZ-09: same as MZ-07 but with the dimethicone-coated ZnO from the second supplier
Both in the 45 °C oven, with a fresh MZ-07 as control
If the ZnO is the problem, MZ-08 should hold and MZ-09 should be close to it

Bench log 06/02/2025
Centrifuged 10 g of each at 3000 rpm for 30 min
Oil separated: MZ-07 0.8 mL, MZ-08 none, MZ-09 0.1 mL
Conductivity of the water phase after the spin: MZ-07 410 µS/cm, MZ-08 95, MZ-09 130
Separation tracks the zinc in the water phase, not the base

11/02/2025 - week 1 pull, MZ-08 and MZ-09
Pulled the week 1 jars from 45 °C
The MZ-07 control already shows an oil line at the rim
MZ-08 and MZ-09 look smooth and glossy
Viscosity: MZ-07 24,900 cP, MZ-08 30,200, MZ-09 29,600

03/03/2025 pilot batch
Made 3 kg of MZ-09 on the Silverson to see if it scales
Homogenized 5 min at 6000 rpm, same as the 500 g bench batches
Pilot batch viscosity 30,800 cP, pH 6.9
Pilot jars into the three conditions with the bench jars

04/03/2025 — week 4
MZ-09 bench batch at 45 °C: 27,900 cP, 6% loss, no separation
The MZ-07 control is completely split
Dropped MZ-07 from the study
The ZnO swap fixes the 45 °C stability so far
Re-run the in-vitro SPF on MZ-09, the coated grade could shift the number

01/04/2025 week 8
MZ-09 bench at 45 °C, week 8: 26,700 cP, 10% loss, still no oil
Pilot batch at 45 °C, week 4: 29,500 cP, 4% loss
In-vitro SPF from the contract lab: MZ-09 33, MZ-07 was 34
SPF holds with the coated grade

09/04/2025 — review with formulation and QA
Coated ZnO costs $4.10/kg more, about 8 cents a tube
MZ-09 replaces MZ-07 as the candidate formula
Keep the 45 °C arm going to 12 weeks before the stability report gets signed
Order 25 kg of the coated ZnO for the first production lot

Spindle 5 struggles above 40,000 cP, go to spindle 6 if a batch comes in thick.
""",
    [
        E("2025-02-03", True,
          (A, "Pulled the MZ-07 jars from all three conditions at week 2"),
          (R, "45 °C jar has about 2 mm of clear oil on top"),
          (R, "Viscosity at 45 °C: 18,400 cP, down from 31,000 at t0"),
          (R, "25 °C and 4 °C jars within 5% of t0, no separation"),
          (C, "MZ-07 fails the 45 °C arm"),
          (H, "Suspect the ZnO coating isn't complete and free zinc is salting out the emulsifier")),
        E("2025-02-04", True,
          (A, "Made MZ-08: MZ-07 base with the ZnO left out, made up with C12-15 alkyl benzoate"),
          (A, "Made MZ-09: same as MZ-07 but with the dimethicone-coated ZnO from the second supplier"),
          (A, "Both in the 45 °C oven, with a fresh MZ-07 as control"),
          (H, "If the ZnO is the problem, MZ-08 should hold and MZ-09 should be close to it")),
        E("2025-02-06", True,
          (A, "Centrifuged 10 g of each at 3000 rpm for 30 min"),
          (R, "Oil separated: MZ-07 0.8 mL, MZ-08 none, MZ-09 0.1 mL"),
          (R, "Conductivity of the water phase after the spin: MZ-07 410 µS/cm, MZ-08 95, MZ-09 130"),
          (C, "Separation tracks the zinc in the water phase, not the base")),
        E("2025-02-11", True,
          (A, "Pulled the week 1 jars from 45 °C"),
          (R, "The MZ-07 control already shows an oil line at the rim"),
          (R, "MZ-08 and MZ-09 look smooth and glossy"),
          (R, "Viscosity: MZ-07 24,900 cP, MZ-08 30,200, MZ-09 29,600")),
        E("2025-03-03", False,
          (A, "Made 3 kg of MZ-09 on the Silverson to see if it scales"),
          (A, "Homogenized 5 min at 6000 rpm, same as the 500 g bench batches"),
          (R, "Pilot batch viscosity 30,800 cP, pH 6.9"),
          (A, "Pilot jars into the three conditions with the bench jars")),
        E("2025-03-04", True,
          (R, "MZ-09 bench batch at 45 °C: 27,900 cP, 6% loss, no separation"),
          (R, "The MZ-07 control is completely split"),
          (A, "Dropped MZ-07 from the study"),
          (C, "The ZnO swap fixes the 45 °C stability so far"),
          (N, "Re-run the in-vitro SPF on MZ-09, the coated grade could shift the number")),
        E("2025-04-01", True,
          (R, "MZ-09 bench at 45 °C, week 8: 26,700 cP, 10% loss, still no oil"),
          (R, "Pilot batch at 45 °C, week 4: 29,500 cP, 4% loss"),
          (R, "In-vitro SPF from the contract lab: MZ-09 33, MZ-07 was 34"),
          (C, "SPF holds with the coated grade")),
        E("2025-04-09", True,
          (R, "Coated ZnO costs $4.10/kg more, about 8 cents a tube"),
          (C, "MZ-09 replaces MZ-07 as the candidate formula"),
          (N, "Keep the 45 °C arm going to 12 weeks before the stability report gets signed"),
          (N, "Order 25 kg of the coated ZnO for the first production lot")),
    ],
    [
        "Brookside Cosmetic Labs, Mississauga. Client: small skincare brand, 20% zinc oxide, O/W cream in 100 mL tubes.",
        "Protocol: jars at 45 °C, 25 °C and 4 °C for 12 weeks; viscosity on the Brookfield RV, spindle 5 at 10 rpm, 25 °C.",
        "Fail criteria: more than 20% viscosity loss or any visible separation.",
        "Spindle 5 struggles above 40,000 cP, go to spindle 6 if a batch comes in thick.",
    ],
)

# 6 ------------------------------------------------------------------------------------------------
# fr-CA, apiculteur, notes de rucher courtes sans point final (« pis », « y'a »). Dates : « 14 mai
# 2025 », « Visite le 2 juin », « Mardi 17 juin », « 17/07/2025 — récolte » (17 tranche l'ordre),
# « 5 août », ISO « 2025-09-02 — tournée d'automne », « Le 21 oct., j'ai ... » dans la phrase,
# « 3 novembre 2025 — mise en caveau ». Hypothèse « Je gage que ... », résultat au présent
# (« Les bandes sont rongées ... »), verdict « valent la peine ... mais pas comme seul traitement ».
case(
    "fr_rucher_bandes_acide_oxalique", "fr", "fr-CA", "rucher_essai_bandes_oxalique_2025.txt",
    """
Rucher des Trois-Pins — essai bandes acide oxalique/glycérine, saison 2025
40 ruches Langstroth à Saint-Ferdinand, 20 dans la rangée est (bandes), 20 dans la rangée ouest (Apivar en août comme d'habitude).
Comptage du varroa au lavage à l'alcool, 300 abeilles par ruche, sur 10 ruches par rangée.

14 mai 2025
Lavage à l'alcool sur 10 ruches de chaque rangée
Moyenne 0,6 varroa / 100 abeilles à l'est, 0,7 à l'ouest
Posé 4 bandes par ruche dans la rangée est, entre les cadres de couvain
Je gage que les bandes vont garder le varroa sous 2 / 100 jusqu'à la fin de la miellée

Visite le 2 juin
Les bandes sont rongées à moitié dans 14 ruches sur 20
Pas de couvain mort, reine vue dans 18 ruches de l'est
Posé les hausses, les bandes restent en dessous

Mardi 17 juin
Deuxième lavage, mêmes ruches qu'en mai
Est : 0,9 / 100, ouest : 1,8 / 100
L'ouest monte deux fois plus vite, les bandes font leur travail
Remplacé les bandes dans les 14 ruches où elles étaient mangées

17/07/2025 — récolte
Sorti les hausses des 40 ruches
Est : 31 kg de miel par ruche, ouest : 33 kg
Envoyé 2 pots de miel de l'est au labo pour doser l'acide oxalique
Le miel devrait rester dans le naturel, les bandes étaient en dessous des hausses

5 août
Le labo donne 48 et 52 mg/kg d'acide oxalique, le miel en contient naturellement jusqu'à 120 selon eux
Pas de résidu au-dessus du naturel, on peut garder les bandes pendant la miellée
Lavage sur les 20 ruches témoins pis les 20 à bandes
Est 1,4 / 100, ouest 3,2 / 100
Apivar posé dans la rangée ouest comme d'habitude

2025-09-02 — tournée d'automne
Lavage avant le nourrissage
Est 2,4 / 100, ouest 0,8 / 100 après l'Apivar
Y'a trois ruches de l'est à plus de 4 / 100, avec des abeilles aux ailes déformées
Les bandes seules tiennent pas la fin de saison, quand le couvain baisse pis que le varroa se concentre
Faudra sublimer de l'acide oxalique dans la rangée est en octobre, une fois le couvain fini

Le 21 oct., j'ai sublimé 2 g d'acide oxalique par ruche dans la rangée est, les plateaux grillagés fermés. Chute sur les langes après 3 jours : entre 150 et 900 varroas par ruche
Les trois ruches aux ailes déformées sont faibles, à peine 4 cadres d'abeilles

3 novembre 2025 — mise en caveau
Deux ruches de l'est mortes avant l'entrée, les deux qui avaient les ailes déformées
Entré les 38 ruches qui restent au caveau, 4 °C
Les bandes valent la peine pendant la miellée, mais pas comme seul traitement de l'année
L'an prochain : bandes au printemps, sublimation en octobre pis un lavage de plus à la mi-août

Bandes : 10 g d'acide oxalique dans 10 g de glycérine par bande de carton 3 x 25 cm.
""",
    [
        E("2025-05-14", False,
          (A, "Lavage à l'alcool sur 10 ruches de chaque rangée"),
          (R, "Moyenne 0,6 varroa / 100 abeilles à l'est, 0,7 à l'ouest"),
          (A, "Posé 4 bandes par ruche dans la rangée est, entre les cadres de couvain"),
          (H, "Je gage que les bandes vont garder le varroa sous 2 / 100 jusqu'à la fin de la miellée")),
        E("2025-06-02", False,
          (R, "Les bandes sont rongées à moitié dans 14 ruches sur 20"),
          (R, "Pas de couvain mort, reine vue dans 18 ruches de l'est"),
          (A, "Posé les hausses, les bandes restent en dessous")),
        E("2025-06-17", False,
          (A, "Deuxième lavage, mêmes ruches qu'en mai"),
          (R, "Est : 0,9 / 100, ouest : 1,8 / 100"),
          (C, "L'ouest monte deux fois plus vite, les bandes font leur travail"),
          (A, "Remplacé les bandes dans les 14 ruches où elles étaient mangées")),
        E("2025-07-17", False,
          (A, "Sorti les hausses des 40 ruches"),
          (R, "Est : 31 kg de miel par ruche, ouest : 33 kg"),
          (A, "Envoyé 2 pots de miel de l'est au labo pour doser l'acide oxalique"),
          (H, "Le miel devrait rester dans le naturel, les bandes étaient en dessous des hausses")),
        E("2025-08-05", False,
          (R, "Le labo donne 48 et 52 mg/kg d'acide oxalique, le miel en contient naturellement jusqu'à 120 selon eux"),
          (C, "Pas de résidu au-dessus du naturel, on peut garder les bandes pendant la miellée"),
          (A, "Lavage sur les 20 ruches témoins pis les 20 à bandes"),
          (R, "Est 1,4 / 100, ouest 3,2 / 100"),
          (A, "Apivar posé dans la rangée ouest comme d'habitude")),
        E("2025-09-02", False,
          (A, "Lavage avant le nourrissage"),
          (R, "Est 2,4 / 100, ouest 0,8 / 100 après l'Apivar"),
          (R, "Y'a trois ruches de l'est à plus de 4 / 100, avec des abeilles aux ailes déformées"),
          (C, "Les bandes seules tiennent pas la fin de saison, quand le couvain baisse pis que le varroa se concentre"),
          (N, "Faudra sublimer de l'acide oxalique dans la rangée est en octobre, une fois le couvain fini")),
        E("2025-10-21", False,
          (A, "Le 21 oct., j'ai sublimé 2 g d'acide oxalique par ruche dans la rangée est, les plateaux grillagés fermés."),
          (R, "Chute sur les langes après 3 jours : entre 150 et 900 varroas par ruche"),
          (R, "Les trois ruches aux ailes déformées sont faibles, à peine 4 cadres d'abeilles")),
        E("2025-11-03", False,
          (R, "Deux ruches de l'est mortes avant l'entrée, les deux qui avaient les ailes déformées"),
          (A, "Entré les 38 ruches qui restent au caveau, 4 °C"),
          (C, "Les bandes valent la peine pendant la miellée, mais pas comme seul traitement de l'année"),
          (N, "L'an prochain : bandes au printemps, sublimation en octobre pis un lavage de plus à la mi-août")),
    ],
    [
        "40 ruches Langstroth à Saint-Ferdinand, 20 dans la rangée est (bandes), 20 dans la rangée ouest (Apivar en août comme d'habitude).",
        "Comptage du varroa au lavage à l'alcool, 300 abeilles par ruche, sur 10 ruches par rangée.",
        "Bandes : 10 g d'acide oxalique dans 10 g de glycérine par bande de carton 3 x 25 cm.",
    ],
    weekdays=[("Mardi 17 juin", "2025-06-17")],
)

# 7 ------------------------------------------------------------------------------------------------
# fr-CA, développeur e-commerce, journal markdown à puces, franglais (« job cron », « en prod »,
# « staging »). Titres : « ## Log 2025-04-07 » (date après « Log »), « ## 9 avril », « ## 17/04/2025 »
# (17 tranche l'ordre, donc « 12/05/2025 » n'est pas ambigu), « ## Mercredi 23 avril 2025 »,
# « ## 28 avr. », « ## 5 mai 2025 — mise en prod », « ## 12/05/2025 ». « Je gage que ... »,
# consigne à soi-même « Refaire le test avec ... » (next_step), verdict « ça vaut pas la peine ».
case(
    "fr_sync_inventaire_shopify_surventes", "fr", "fr-CA", "journal_dev_sync_inventaire.md",
    """
# Sync inventaire Shopify ↔ ERP — surventes

Boutique en ligne de pièces de vélo, environ 3 800 SKU.
L'ERP pousse le stock vers Shopify par un job cron aux 15 min ; les commandes Shopify entrent dans l'ERP par webhook.
En mars : 27 commandes survendues, dont 19 pendant la vente du printemps.

## Log 2025-04-07

- Croisé les 27 commandes survendues avec les logs du job de sync.
- Dans 22 cas, la commande est entrée entre deux passes du cron, pendant que Shopify affichait encore l'ancienne quantité.
- Le job prend 11 min à rouler au complet, à cause de la limite de l'API à 2 requêtes/s.
- Je gage que si on pousse seulement les SKU modifiés, une passe va prendre moins d'une minute.

## 9 avril

- Ajouté une colonne updated_at indexée sur la table de stock de l'ERP.
- Le job pousse maintenant juste les SKU modifiés depuis la dernière passe, aux 2 min.
- Passe typique : 40 à 120 SKU en 25 s.
- On s'attend à ce que les surventes baissent d'au moins les trois quarts.

## 17/04/2025

- Une semaine en prod : 4 surventes, contre 7 la semaine d'avant.
- Regardé les 4 cas un par un.
- Dans les 4, le webhook de commande est arrivé dans l'ERP plus de 5 min en retard.
- Le webhook attend dans la même file RabbitMQ que les imports de factures, qui roulent le matin.
- Le delta règle le gros du problème ; ce qui reste vient de la file partagée.

## Mercredi 23 avril 2025

- Mis les webhooks de commande dans leur propre file, avec 2 consumers.
- Rejoué les 4 cas en staging, avec un import de factures qui roule en même temps.
- Délai max du webhook : 3 s, au lieu de 6 min.
- Refaire le test avec 10 fois le volume de la vente du printemps avant de pousser ça en prod.

## 28 avr.

- Test de charge en staging avec k6 : 600 commandes en 10 min.
- Aucune commande perdue, délai max 9 s.
- L'ERP plafonne à 85 % de CPU pendant le test.
- Ça tient la charge, on peut aller en prod.

## 5 mai 2025 — mise en prod

- Déployé la file séparée en prod à 6 h, avant l'ouverture.
- Ajouté une alerte Slack si le délai du webhook dépasse 30 s.
- La vente de la fête des Mères, le week-end prochain, devrait confirmer que ça tient en vrai.

## 12/05/2025

- Vente de la fête des Mères : 1 140 commandes, une seule survente.
- Elle vient d'un ajustement de stock fait à la main dans Shopify par le service client.
- Le problème de sync est réglé, le reste c'est de la procédure.
- Un verrou de stock côté Shopify juste pour ce cas-là, ça vaut pas la peine.
- Envoyer une note au service client : les ajustements de stock se font seulement dans l'ERP.

---
Note : le jeton de l'app privée Shopify expire en janvier.
""",
    [
        E("2025-04-07", False,
          (A, "Croisé les 27 commandes survendues avec les logs du job de sync."),
          (R, "Dans 22 cas, la commande est entrée entre deux passes du cron, pendant que Shopify affichait encore l'ancienne quantité."),
          (R, "Le job prend 11 min à rouler au complet, à cause de la limite de l'API à 2 requêtes/s."),
          (H, "Je gage que si on pousse seulement les SKU modifiés, une passe va prendre moins d'une minute.")),
        E("2025-04-09", False,
          (A, "Ajouté une colonne updated_at indexée sur la table de stock de l'ERP."),
          (A, "Le job pousse maintenant juste les SKU modifiés depuis la dernière passe, aux 2 min."),
          (R, "Passe typique : 40 à 120 SKU en 25 s."),
          (H, "On s'attend à ce que les surventes baissent d'au moins les trois quarts.")),
        E("2025-04-17", False,
          (R, "Une semaine en prod : 4 surventes, contre 7 la semaine d'avant."),
          (A, "Regardé les 4 cas un par un."),
          (R, "Dans les 4, le webhook de commande est arrivé dans l'ERP plus de 5 min en retard."),
          (R, "Le webhook attend dans la même file RabbitMQ que les imports de factures, qui roulent le matin."),
          (C, "Le delta règle le gros du problème ; ce qui reste vient de la file partagée.")),
        E("2025-04-23", False,
          (A, "Mis les webhooks de commande dans leur propre file, avec 2 consumers."),
          (A, "Rejoué les 4 cas en staging, avec un import de factures qui roule en même temps."),
          (R, "Délai max du webhook : 3 s, au lieu de 6 min."),
          (N, "Refaire le test avec 10 fois le volume de la vente du printemps avant de pousser ça en prod.")),
        E("2025-04-28", False,
          (A, "Test de charge en staging avec k6 : 600 commandes en 10 min."),
          (R, "Aucune commande perdue, délai max 9 s."),
          (R, "L'ERP plafonne à 85 % de CPU pendant le test."),
          (C, "Ça tient la charge, on peut aller en prod.")),
        E("2025-05-05", False,
          (A, "Déployé la file séparée en prod à 6 h, avant l'ouverture."),
          (A, "Ajouté une alerte Slack si le délai du webhook dépasse 30 s."),
          (H, "La vente de la fête des Mères, le week-end prochain, devrait confirmer que ça tient en vrai.")),
        E("2025-05-12", False,
          (R, "Vente de la fête des Mères : 1 140 commandes, une seule survente."),
          (R, "Elle vient d'un ajustement de stock fait à la main dans Shopify par le service client."),
          (C, "Le problème de sync est réglé, le reste c'est de la procédure."),
          (C, "Un verrou de stock côté Shopify juste pour ce cas-là, ça vaut pas la peine."),
          (N, "Envoyer une note au service client : les ajustements de stock se font seulement dans l'ERP.")),
    ],
    [
        "Boutique en ligne de pièces de vélo, environ 3 800 SKU.",
        "L'ERP pousse le stock vers Shopify par un job cron aux 15 min ; les commandes Shopify entrent dans l'ERP par webhook.",
        "En mars : 27 commandes survendues, dont 19 pendant la vente du printemps.",
        "Note : le jeton de l'app privée Shopify expire en janvier.",
    ],
    weekdays=[("Mercredi 23 avril 2025", "2025-04-23")],
)

# 8 ------------------------------------------------------------------------------------------------
# fr-CA, superviseure de finition en ébénisterie, phrases complètes avec point. Dates : « 3 mars 2025 »
# en titre, « Le 5 mars, nous avons ... » dans la phrase, « Lundi 10 mars », ISO « 2025-03-12 — »,
# « Jeudi 20 mars 2025 », « 27/03/2025 » (27 tranche l'ordre), « 2 avril ». Résultats au présent
# (« l'eau perle », « le papier montre »), hypothèses « Nous soupçonnons », « devraient », verdict
# « L'additif ne vaut pas la peine. », prochaine étape en fin de dossier.
case(
    "fr_vernis_hydro_crateres_armoires", "fr", "fr-CA", "finition_crateres_vernis_hydro.txt",
    """
Atelier de finition — cratères dans le vernis à l'eau, portes d'armoires en érable
Ébénisterie Roy & Pelletier, Drummondville. Cabine de pulvérisation no 2, pistolet airless assisté, polyuréthane à l'eau en 2 couches, lustre 20.
En février, 11 % des portes ont été rejetées pour des cratères (« yeux de poisson »).

3 mars 2025
Nous avons examiné 40 portes rejetées sous la lampe d'inspection. Les cratères font de 1 à 3 mm et sont plus nombreux sur la deuxième couche que sur la première. Presque toutes les portes touchées sont passées à la ponceuse à large bande no 2. Nous soupçonnons une contamination à l'huile ou au silicone qui vient de cette ponceuse ou de l'air comprimé.

Le 5 mars, nous avons fait le test du film d'eau sur 10 panneaux témoins poncés sur chacune des deux ponceuses. Sur les panneaux de la ponceuse no 2, l'eau perle en gouttelettes au lieu de former un film continu. Ceux de la ponceuse no 1 se mouillent de façon uniforme. La contamination se dépose donc au ponçage, avant l'entrée dans la cabine.

Lundi 10 mars
La ponceuse no 2 a été démontée avec le mécanicien. Le roulement du rouleau presseur, côté moteur, fuit et la courroie abrasive est tachée de gras sur une bande de 5 cm. Le roulement a été changé et la courroie remplacée. Avec le roulement neuf, les cratères devraient disparaître d'ici quelques jours.

2025-03-12 — Nous avons suivi 120 portes poncées sur la ponceuse no 2 réparée. Le taux de cratères tombe à 4 %, sans atteindre zéro. Au test du film d'eau, quelques gouttelettes restent près des rives. Il reste peut-être de l'huile dans le réseau d'air comprimé, puisque le filtre coalescent n'a pas été changé depuis l'automne.

Jeudi 20 mars 2025
Une feuille de papier blanc a été tenue 30 secondes devant la soufflette de la cabine. Le papier montre de petites taches jaunâtres d'huile. Le filtre coalescent et le filtre à charbon ont été remplacés, et le réservoir a été purgé. Après le changement, le papier reste propre.

27/03/2025 — Nous avons fini 300 portes avec l'air filtré et la ponceuse réparée. Trois portes présentent des cratères, soit 1 %. Les deux sources de contamination sont réglées.

2 avril
À la demande du fournisseur, un additif anti-cratères a été ajouté à 0,3 % dans un lot de vernis pour 40 portes. Les cratères restent à 1 %, comme sans additif. Le fini paraît légèrement plus jaune sur l'érable blanc. L'additif ne vaut pas la peine. Prochaine étape : ajouter le test du film d'eau et le test du papier blanc à l'entretien du lundi matin.

Filtres d'air : modèle DD+ et PD+, à changer aux six mois ; prochain changement en septembre.
— Julie Pelletier, superviseure de la finition
""",
    [
        E("2025-03-03", False,
          (A, "Nous avons examiné 40 portes rejetées sous la lampe d'inspection."),
          (R, "Les cratères font de 1 à 3 mm et sont plus nombreux sur la deuxième couche que sur la première."),
          (R, "Presque toutes les portes touchées sont passées à la ponceuse à large bande no 2."),
          (H, "Nous soupçonnons une contamination à l'huile ou au silicone qui vient de cette ponceuse ou de l'air comprimé.")),
        E("2025-03-05", False,
          (A, "Le 5 mars, nous avons fait le test du film d'eau sur 10 panneaux témoins poncés sur chacune des deux ponceuses."),
          (R, "Sur les panneaux de la ponceuse no 2, l'eau perle en gouttelettes au lieu de former un film continu."),
          (R, "Ceux de la ponceuse no 1 se mouillent de façon uniforme."),
          (C, "La contamination se dépose donc au ponçage, avant l'entrée dans la cabine.")),
        E("2025-03-10", False,
          (A, "La ponceuse no 2 a été démontée avec le mécanicien."),
          (R, "Le roulement du rouleau presseur, côté moteur, fuit et la courroie abrasive est tachée de gras sur une bande de 5 cm."),
          (A, "Le roulement a été changé et la courroie remplacée."),
          (H, "Avec le roulement neuf, les cratères devraient disparaître d'ici quelques jours.")),
        E("2025-03-12", False,
          (A, "Nous avons suivi 120 portes poncées sur la ponceuse no 2 réparée."),
          (R, "Le taux de cratères tombe à 4 %, sans atteindre zéro."),
          (R, "Au test du film d'eau, quelques gouttelettes restent près des rives."),
          (H, "Il reste peut-être de l'huile dans le réseau d'air comprimé, puisque le filtre coalescent n'a pas été changé depuis l'automne.")),
        E("2025-03-20", False,
          (A, "Une feuille de papier blanc a été tenue 30 secondes devant la soufflette de la cabine."),
          (R, "Le papier montre de petites taches jaunâtres d'huile."),
          (A, "Le filtre coalescent et le filtre à charbon ont été remplacés, et le réservoir a été purgé."),
          (R, "Après le changement, le papier reste propre.")),
        E("2025-03-27", False,
          (A, "Nous avons fini 300 portes avec l'air filtré et la ponceuse réparée."),
          (R, "Trois portes présentent des cratères, soit 1 %."),
          (C, "Les deux sources de contamination sont réglées.")),
        E("2025-04-02", False,
          (A, "À la demande du fournisseur, un additif anti-cratères a été ajouté à 0,3 % dans un lot de vernis pour 40 portes."),
          (R, "Les cratères restent à 1 %, comme sans additif."),
          (R, "Le fini paraît légèrement plus jaune sur l'érable blanc."),
          (C, "L'additif ne vaut pas la peine."),
          (N, "Prochaine étape : ajouter le test du film d'eau et le test du papier blanc à l'entretien du lundi matin.")),
    ],
    [
        "Ébénisterie Roy & Pelletier, Drummondville. Cabine de pulvérisation no 2, pistolet airless assisté, polyuréthane à l'eau en 2 couches, lustre 20.",
        "En février, 11 % des portes ont été rejetées pour des cratères (« yeux de poisson »).",
        "Filtres d'air : modèle DD+ et PD+, à changer aux six mois ; prochain changement en septembre.",
        "— Julie Pelletier, superviseure de la finition",
    ],
    weekdays=[("Lundi 10 mars", "2025-03-10"), ("Jeudi 20 mars 2025", "2025-03-20")],
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


def heading_of(rec, first_text):
    """The date-bearing text in front of an entry's first sentence: the rest of its own line, or,
    when the sentence starts its line (after a bullet), the closest non-empty line above."""
    before = rec[:rec.find(first_text)]
    lines = before.split("\n")
    same = lines[-1].strip(" -*•\t")
    if same:
        return same
    for ln in reversed(lines[:-1]):
        if ln.strip():
            return ln.strip()
    return ""


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
    if not 5 <= len(c["entries"]) <= 10:
        err(f"{len(c['entries'])} entries (want 5-10)")
    for e in c["entries"]:
        if not 3 <= len(e["sentences"]) <= 8:
            err(f"entry {e['date']}: {len(e['sentences'])} sentences (want 3-8)")

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

    # valid ISO dates, strictly increasing; sentences in file order; entries in file order unless late
    prev_d = None
    starts = []
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

    # undated texts must not sit inside an entry's sentence span
    for t in c["undated"]:
        i = rec.find(t)
        for d, st, end in starts:
            if st <= i <= end:
                err(f"undated text inside entry {d}: {t[:40]!r}")

    # written weekdays
    for written, iso in c["weekdays"]:
        m = re.search(r"[^\W\d_]+", written)
        if written not in rec:
            err(f"weekday heading {written!r} not in record")
        elif not m or WEEKDAY.get(m.group(0).lower()) != dt.date.fromisoformat(iso).weekday():
            err(f"weekday mismatch {written!r} / {iso}")

    # ambiguity flag vs the slashed dates of the file
    slashed = [(int(a), int(b)) for a, b, _ in SLASH.findall(rec)]
    settled = any(a > 12 or b > 12 for a, b in slashed)
    for e in c["entries"]:
        d = dt.date.fromisoformat(e["date"])
        heading = heading_of(rec, e["sentences"][0]["text"])
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
    labs_lang = {}
    names = [c["name"] for c in CASES]
    if len(set(names)) != len(names):
        errors.append("duplicate case names")
    for c in CASES:
        leftover = check_and_write(c, errors)
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
        print(f"{c['name']:44s} {c['locale']}  entries {ne:2d}  sentences {ns:2d}  ambiguous {amb}  "
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
