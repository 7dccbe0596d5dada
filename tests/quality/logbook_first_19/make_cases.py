#!/usr/bin/env python3
"""Writes the logbook_first_19 held-out cases (one record file + case.json per folder) and checks them.

Run:  python3 tests/quality/logbook_first_19/make_cases.py [-v]
Schema: same as logbook_first_18: case.json = name, language, locale,
entries [{date, ambiguous, sentences [{text, label}]}], undated.
Nine writers (4 English en-CA, 1 English en-US, 4 French Quebec), subjects new to every earlier
quality set, each in a record format no earlier logbook set used:
  * a Calgary oilfield-analytics firm whose rod-pump card classifier calls gas interference
    "fluid pound" (Jira issue exported to CSV, ALL FIELDS: one issue row; "Created" dates the
    Description, each "Comment" cell opens with its own stamp "16/Jan/25 10:12 AM;user;" in the
    middle of the row; "Updated", "Last Viewed" and "Resolved" stamps date nothing; two comments of
    one day make one entry; the Acceptance Criteria field is undated);
  * a Halifax maker of a CPR feedback puck that over-reads depth on soft hospital mattresses (Google
    Docs diary downloaded as DOCX: ONE TABLE, each day a MERGED full-width date row ("Tuesday, Feb 4,
    2025", "Thu Feb 6", "2025-02-18", "Mar 31, 2025") over a row of three cells (Setup / What we saw
    / Next, thoughts) holding several paragraphs; a "Parking lot" row at the end of the table is
    undated);
  * a Summerland BC cider-vinegar maker whose acetator stalls (plain-text notebook, the year only
    at the top, yearless "Mon Mar 3" dates, a date inside the first sentence "Titration Fri Mar 7:",
    a back-entered "(Thurs Mar 27 - forgot to write this down)" after the Mar 31 entry, so `late`);
  * a Regina grain lab adapting an ergot-alkaloid ELISA kit to screenings (OneNote section printed to
    PDF: page title, "Tuesday, January 14, 2025" and time lines under it; a line "Added Feb 3 after
    the call ..." inside the Jan 30 page opens its own entry; print line undated);
  * a Colorado firmware contractor and a Revelstoke avalanche-transceiver maker (en-US: Outlook
    calendar exported to CSV, "Start Date" m/d/yyyy repeated in "End Date" and "Reminder Date",
    notes in the Description column; "2/4/2025" settled by "1/14/2025" etc.; events with no notes
    make no entry; the Teams join block under the kick-off notes is undated; "by 4/4" points ahead);
  * une usine de palettes du Lac-Saint-Jean et la moisissure des palettes traitées à la chaleur
    (registre de production XLSX : cellules Date FUSIONNÉES sur les charges d'un même jour, phrases
    dans la colonne Remarques seulement, « 56/30 » est un cycle et pas une date, ligne « À
    surveiller » fusionnée et feuille « Légende » sans date) ;
  * une entreprise de relevage de dalles au polyuréthane injecté en Estrie (réponses d'un Google
    Forms téléchargées en CSV : « Horodateur » = envoi, « Date de l'intervention » date l'entrée, une
    réponse envoyée le lendemain matin, deux réponses d'un même jour = une entrée ; notes du bureau
    ajoutées sous les réponses, sans date) ;
  * une distillerie de lavande du Kamouraska (registre papier numérisé en PDF, tableau à deux
    colonnes Date | Observations, jj/mm/aaaa AMBIGU : aucune date à barre avec une partie > 12 dans
    le fichier, la locale fr-CA du cas les lit jour/mois ; « 07/07/2025 » et « 10/10/2025 » à parties
    égales ne sont pas ambiguës ; « l'huile du 08/08 » renvoie en arrière) ;
  * une entreprise de cueillette de la Côte-Nord qui sèche des chanterelles (journal d'événements
    du contrôleur du séchoir exporté en CSV « ; » et virgule décimale : une ligne par événement, la
    colonne « Note opérateur » seule porte des phrases, les notes d'un même jour = une entrée, un
    cycle qui finit après minuit donne une entrée au jour de la note ; lignes d'en-tête sans date).
Each record has 8-11 dated entries of 2-5 labelled sentences.

Conventions (same as the earlier sets, plus the new formats):
  * a comment, calendar item, form response, controller event or chat message is dated by its own
    stamp; what one writer logs on one day makes one entry; author/time lines, field values, system
    and alarm events, status lines, greetings and signatures are not sentences;
  * a form response is dated by its "Date de l'intervention" answer, not by the Horodateur (the
    moment it was sent);
  * a calendar item is dated by its Start Date; an item with no notes makes no entry;
  * a DOCX record is read as its body in order: paragraphs one a line ("# ", "## " lines of the
    source become headings), a table row as its distinct non-empty cells joined by a tab (a merged
    cell counts once), the paragraphs of one cell joined by a line break; an XLSX record as its rows,
    non-empty cells joined by a tab, date cells as YYYY-MM-DD (a merged range holds its value in its
    first cell only); a PDF record as the text pypdf extracts; a CSV record as its text;
  * a date inside a sentence that points back or ahead ("the Mar 5 batch", "by 4/4", « l'huile du
    08/08 », « en octobre ») creates no entry;
  * `ambiguous` follows the slashed-date rule (both parts <= 12 and different, and no slashed date
    in the file with a part > 12 settles the order; en-CA and fr-CA read day/month, en-US
    month/day); "56/30" (a cycle) counts as a slashed pair, it settles nothing in its case because
    that case has no slashed dates;
  * export, print, "Updated", "Resolved" and "Horodateur" stamps date nothing;
  * undated = header/preamble lines, legends, acceptance criteria, join blocks, parking-lot and
    « À surveiller » lines, notes added for the file, trailing notes and signatures.
Labels: hypothesis = a supposition or expectation stated before it is checked; activity = what was
done or set up (set-points and quantities included); result = what was measured or observed
(information received from a lab, supplier, customer or colleague included); conclusion = what the
writer concludes or decides, tentative ones and meeting decisions included; next_step = intentions,
plans, suggestions of what to try and requests.

Source markup (only in this script): each record is written once; ⟦YYYY-MM-DD[ late][ amb]|text⟧
marks the written date that opens an entry (the text stays in the record), {A|...} {R|...} {H|...}
{C|...} {N|...} a labelled sentence of the entry above it and {U|...} an undated text; everything
else is written to the record as is and labelled nothing. DOCX tables: "|| text ||" is a merged
full-width row, "| a | b | c |" a row, " // " splits a cell into paragraphs. XLSX: " ¦ " splits
cells, a cell "^" is merged into the cell above. Table PDF: "@@ date ¦ line" starts a table row,
"@@ ¦ line" continues it.

Checks: every sentence and undated text occurs exactly once in the record's extracted text (DOCX via
python-docx, XLSX via openpyxl, PDF via pypdf), on one line and inside one cell, with no overlap;
the extracted text equals the source (the table PDF is checked text by text and its extraction
printed with -v); CSV records parse with the csv module to rows of equal length; 6-12 entries of
2-5 sentences; entry dates strictly increase in case.json and entries sit in file order except the
declared late ones; every entry's date marker (before or at the start of its first sentence, or
inside it) parses to its date (weekday included) and its `ambiguous` flag follows the rule;
4 en-CA + 1 en-US + 4 fr-CA, exactly one case with ambiguous dates, at least one DOCX, XLSX, PDF
and CSV record, record file names all different and case names new to every earlier logbook set.
Set LOGBOOK_QUALITY_DIR to the tests/quality folder when running a draft copy outside it.
"""
import csv
import datetime as dt
import io
import json
import os
import re
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
H, A, R, C, N = "hypothesis", "activity", "result", "conclusion", "next_step"
LABELS = {H, A, R, C, N}
CASES = []


def case(name, language, locale, record_name, years, source, **opts):
    CASES.append(dict(name=name, language=language, locale=locale, record_name=record_name,
                      years=tuple(years), source=source.strip("\n") + "\n", **opts))


# CASES ============================================================================================
# 1 ------------------------------------------------------------------------------------------------
# en-CA, Calgary analytics firm reading rod-pump dynamometer cards for an operator in Swan Hills:
# the card classifier tags gas-interference cards as fluid pound, so the pump-off controllers slow
# gassy wells down for nothing. Jira Cloud "Export Excel CSV (all fields)": header row, then ONE
# issue row whose quoted cells run over several lines. "Created" dates the Description; each
# "Comment" cell starts "dd/Mon/yy h:mm AM;user;" in the middle of the row; "Updated", "Last Viewed"
# and "Resolved" date nothing; the two 05/Feb/25 comments make one entry. "dyn-cls 2.1.4",
# "1,800 m", "0.05", "Mar 3 to Mar 28" are not entry dates.
case(
    "rod_pump_card_gas_interference_jira_csv", "en", "en-CA", "PLA-318_jira_export.csv",
    (2025,),
    """
Summary,Issue key,Issue id,Issue Type,Status,Project key,Project name,Priority,Resolution,Assignee,Reporter,Creator,Created,Updated,Last Viewed,Resolved,Labels,Labels,Description,Environment,Custom field (Acceptance Criteria),Custom field (Story point estimate),Sprint,Comment,Comment,Comment,Comment,Comment,Comment,Comment,Comment,Comment,Comment
{U|Gas interference cards classified as fluid pound (Kessler - Swan Hills)},PLA-318,10482,Bug,Done,PLA,Pump Analytics,High,Done,Marc Fortin,Rachel Kwan,Rachel Kwan,⟦2025-01-13|13/Jan/25 8:47 AM⟧,02/Apr/25 9:10 AM,14/Apr/25 11:02 AM,31/Mar/25 4:50 PM,customer-kessler,sred-2025,"h3. What Kessler reports
{R|Their lease operator says the pump-off controllers are slowing down wells that are gassy, not pumped off.}
{R|In December our classifier tagged 212 downhole cards from 38 Kessler wells as fluid pound, and he thinks at least half of them are gas interference.}
{R|Kessler figures the needless slowdowns cost them about 40 bbl/d across the field last month.}

h3. First guess
{H|Our training set probably has almost no gas interference in it, since the labels came from heavy-oil wells near Lloydminster with no free gas.}","dyn-cls 2.1.4 on the edge gateways, model v7","{U|Gas interference recall of 85% or better on held-out Kessler wells, with fluid pound precision no worse than today.}",8,PLA Sprint 14,"⟦2025-01-16|16/Jan/25 10:12 AM⟧;mfortin;{R|Checked the training labels: 14,800 cards, only 61 labelled gas interference, the rest fluid pound, full pump or tubing leak.}
{C|So the model has basically never seen gas.}
{A|Pulled 2,400 December cards from the 38 Kessler wells, Anil and I will relabel them independently.}","⟦2025-01-23|23/Jan/25 3:40 PM⟧;asaini;{R|Relabelling done: Marc and I agree on 2,160 of the 2,400 cards (90%).}
{R|Of the 212 cards the model called fluid pound, we both call 131 gas interference.}
{R|Most of the cards we disagree on are mild gas with a rounded load drop.}","⟦2025-01-29|29/Jan/25 11:05 AM⟧;mfortin;{A|Retrained on the old set plus the 2,160 agreed cards, same CNN, 8 Kessler wells held out.}
{R|Held-out wells: gas interference recall 64%, fluid pound precision up from 48% to 81%.}
{H|I think our downhole cards are smeared on the deep wells, because the damping factor in the wave-equation step is still the Lloydminster default.}","⟦2025-02-05|05/Feb/25 9:05 AM⟧;asaini;{A|Compared our downhole cards with the ones Kessler's dyno tech shot with his Echometer on 6 wells the same morning.}
{R|On the 4 wells deeper than 1,800 m our cards are rounded off at the load drop and his are sharp.}","05/Feb/25 4:22 PM;mfortin;{R|Damping factor 0.05 instead of 0.2 brings our cards within 3% of the Echometer cards on all 6 wells.}
{C|So the default damping has been hiding the load-drop shape that tells gas from pound.}","⟦2025-02-12|12/Feb/25 2:30 PM⟧;mfortin;{A|Recomputed the downhole cards for every well with damping set per well from depth and fluid viscosity.}
{A|Retrained the CNN with pump fillage and load-drop slope added as inputs.}
{H|If the card shape was the problem, gas recall on the held-out wells should go past 85%.}","⟦2025-02-18|18/Feb/25 10:48 AM⟧;asaini;{R|Held-out results: gas interference recall 88%, fluid pound precision 91%.}
{R|Without the two extra inputs it is 84% and 89%.}
{C|Most of the gain comes from the damping fix, not the extra inputs.}
{N|Proposing a shadow trial on 30 Kessler wells where the model classifies but the controllers keep their current logic.}","⟦2025-03-03|03/Mar/25 8:15 AM⟧;rkwan;{R|Kessler approved the shadow trial on 30 wells from Mar 3 to Mar 28.}
{A|dyn-cls 2.3.0 pushed to the 30 gateways in shadow mode this morning.}","⟦2025-03-31|31/Mar/25 4:41 PM⟧;mfortin;{R|Shadow trial over: 1,940 cards, and the lease operator checked a random 300 of them.}
{R|He agrees with the model on 281 of the 300 (94%), and it caught gas interference on 7 wells the old model would have slowed down.}
{C|Good enough to let the model drive the slowdown logic.}
{N|Rolling out to all 38 Kessler wells in April, then to the Peace River customers.}",
""",
)

# 2 ------------------------------------------------------------------------------------------------
# en-CA, Halifax start-up making a CPR feedback puck (accelerometer under the rescuer's hands): on
# soft hospital mattresses it tells rescuers they are pushing 5-6 cm when the chest only goes 4,
# because the whole torso sinks into the mattress. A second puck under the back is tried. Google
# Docs diary downloaded as DOCX: ONE table; each bench day is a merged full-width date row, then a
# row Setup / What we saw / Next, thoughts with several paragraphs per cell. A "Parking lot" row
# at the end is undated. "40 x 30 cm", "500 ms", "0.9.3", "1.0" are not dates.
case(
    "cpr_feedback_puck_soft_mattress_gdocs_table_docx", "en", "en-CA", "Puck_soft-surface_bench_diary.docx",
    (2025,),
    """
# {U|Soft-surface depth error - bench diary}
{U|Pulse Cue Medical, Halifax - shared with Ron Oickle for the SR&ED claim.}
{U|Problem: on hospital mattresses the puck tells rescuers they're at 5-6 cm when the chest is only going 4, and nobody we asked (manikin maker, accelerometer vendor, the two papers we found) has a fix that works without a backboard.}
{U|One block per bench day, newest at the bottom.}
| Setup | What we saw | Next, thoughts |
|| ⟦2025-02-04|Tuesday, Feb 4, 2025⟧ ||
| {A|Resusci torso on the ICU mattress borrowed from the QEII, puck on the sternum, string pot on the chest plate as the reference.} | {R|At a true chest depth of 40 mm the puck reads 55-62 mm.} // {R|The whole torso sinks into the mattress with every push.} | {H|I'd bet the error scales with mattress stiffness and not with who's pushing.} |
|| ⟦2025-02-06|Thu Feb 6⟧ ||
| {A|Same torso on the floor, a stretcher pad and the ICU mattress.} // {A|5 rescuers, 2 min each per surface.} | {R|Over-read 2 mm on the floor, 9 mm on the stretcher, 19 mm on the ICU mattress.} // {R|Rescuer weight made no clear difference.} | {C|So it's the surface.} |
|| ⟦2025-02-11|Feb 11⟧ ||
| {A|Taped a second puck to the mattress under the manikin's back and subtracted its displacement from the chest puck.} | {R|Error on the ICU mattress down to 3-5 mm.} // {R|But the two pucks drift apart after about 40 s, and by 2 min the corrected depth is off by 12 mm.} | {H|Probably the two clocks drifting, each puck runs off its own crystal.} |
|| ⟦2025-02-18|2025-02-18⟧ ||
| {A|Firmware 0.9.3: the chest puck sends a sync pulse over BLE every 500 ms and the back puck stamps its samples against it.} | {R|No more drift, error stays within 4 mm over 10 min on the ICU mattress.} | {N|Try an air mattress in max-inflate, the worst case the nurses told us about.} |
|| ⟦2025-02-24|Monday, Feb 24⟧ ||
| {A|IWK sim lab, air mattress in max-inflate, 4 nurses, 2 min each.} | {R|Single puck over-reads by 24-31 mm, dual puck by 3-6 mm.} // {R|In one run the back puck slid 8 cm toward the head and the reading jumped.} | {C|The back puck has to be held in place or it's useless.} |
|| ⟦2025-03-04|Mar 4⟧ ||
| {A|Back puck now in a 40 x 30 cm silicone-grip sleeve with a flat plate, same sim lab setup.} | {R|No sliding in 12 runs, depth error within 5 mm on all of them.} // {R|The nurses say the sleeve is awkward to get under a patient, 20-35 s.} |  |
|| ⟦2025-03-13|Thursday, March 13⟧ ||
| {A|Made 3 mm and 6 mm thick sleeves, each tried by 6 nurses on the max-inflate mattress.} | {R|The 3 mm sleeve goes in in 12 s but slid in 2 of 12 runs.} | {H|The 6 mm one should stay put and still be quicker than the first sleeve.} |
|| ⟦2025-03-20|Mar 20⟧ ||
| {A|6 mm sleeve, 12 more runs with the same nurses.} | {R|18 s to place, no slides, error under 5 mm.} | {C|Going with the 6 mm sleeve for the pilot units.} // {N|Order 20 sleeves from Maritime Silicone.} |
|| ⟦2025-03-31|Mar 31, 2025⟧ ||
| {A|Bench check with a backboard under the manikin.} | {R|Dual puck reads within 2 mm of the single puck, so nothing breaks when there's a board.} | {C|Dual-puck mode on by default in firmware 1.0.} // {N|Ask our Health Canada contact whether the sleeve changes the device class.} |
|| Parking lot ||
| {U|Could the app tell from the back puck signal that it's missing and warn?} | {U|Price a disposable sleeve.} |  |
""",
)

# 3 ------------------------------------------------------------------------------------------------
# en-CA, small cider-and-vinegar maker in Summerland BC: batches in the 200 L acetator stall around
# 3.6-3.8% acidity, then, once fixed, the vinegar loses its apple aroma. Plain-text notebook kept on
# the shop laptop: the year only at the top, yearless "Mon Mar 3" lines; "Titration Fri Mar 7:"
# puts the date inside the first sentence; "(Thurs Mar 27 - forgot to write this down)" is written
# after the Mar 31 entry (late). "the Mar 5 change", "last fall's V-08", "0.5 N", "4.1%" are not
# entry dates.
case(
    "cider_vinegar_acetator_stall_plain_journal", "en", "en-CA", "acetator_notes_2025.txt",
    (2025,),
    """
{U|SUNNY BENCH CIDER & VINEGAR - acetator notebook}
2025
{U|V-# = vinegar batch. Acidity by titration with 0.5 N NaOH, as % acetic acid.}

⟦2025-03-03|Mon Mar 3⟧
{R|Batch V-11 (Ambrosia/Gala cider, 6.2% alc) stuck at 3.6% acidity after 9 days in the acetator, should be past 5 by now.}
{R|Skin of mother on top, smells like nail polish remover.}
{H|My guess is the bacteria are starving for air, the aquarium pump can't keep up with 200 L.}

⟦2025-03-05|Wed Mar 5⟧
{A|Put the rented rotary vane blower on V-11, 40 L/min through a fine-bubble disc.}
{R|DO meter borrowed from Okanagan Crush Pad: 0.4 mg/L with the old pump, 2.1 with the blower.}

⟦2025-03-07@Fri Mar 7⟧{R|Titration Fri Mar 7: V-11 at 3.8%, barely moving even with the blower.}
{R|Shed got down to 14 °C overnight, tank at 19.}
{H|Acetobacter wants 27-30 °C, so maybe it's the cold and not the air.}

⟦2025-03-11|Tues Mar 11⟧
{A|Wrapped the tank in a heating blanket set to 28 °C, blower still on.}
{A|Moved the tank away from the roll-up door.}

⟦2025-03-15|Sat Mar 15⟧
{R|V-11 at 4.6% this morning, up 0.8 in 4 days.}
{C|Heat did more than the Mar 5 change ever did.}

⟦2025-03-17|Mon Mar 17⟧
{A|Started V-12 from the same cider with 20% of V-11 as starter, 28 °C and the blower from day 1.}
{H|Expect 5% in under a week if the starter is strong.}

⟦2025-03-24|Mon Mar 24⟧
{R|V-12 at 5.3% after 7 days.}
{R|Jen says it tastes like plain white vinegar, no apple at all.}
{H|I think the blower is stripping the apple aroma out along with everything else.}

⟦2025-03-31|Mon Mar 31⟧
{A|V-13 started, blower cut to 10 L/min on a timer, 15 min on and 15 off, still 28 °C.}
{N|Will titrate every 2 days and have Jen taste it when it hits 5%.}

(⟦2025-03-27 late|Thurs Mar 27⟧ - forgot to write this down) {A|Sent V-12 and last fall's V-08 to the lab at the Summerland research station for ethyl acetate and acidity.}
{R|Lab says 10 business days.}

⟦2025-04-08|Tues Apr 8⟧
{R|Lab results: ethyl acetate 18 mg/L in V-12 against 140 in V-08.}
{C|That's the fruity ester we've been blowing away.}

⟦2025-04-14|Mon Apr 14⟧
{R|V-13 at 5.1% after 10 days.}
{R|Jen, Doug and Mia all picked V-13 over V-12 blind.}
{C|Slower but worth it, the timer setting stays.}
{N|Next batch: try a small condenser on the exhaust to catch the aroma and drip it back.}

{U|Reminders: CFIA wants 4.1% minimum acidity on the label, we aim for 5.}
{U|Clean the sparger disc every batch.}
""",
)

# 4 ------------------------------------------------------------------------------------------------
# en-CA, Regina grain-testing lab trying to give same-day ergot alkaloid results on screenings with
# an ELISA kit sold for flour, instead of 2 weeks for LC-MS/MS at an outside lab. OneNote section
# printed to PDF: each page = title, date line "Tuesday, January 14, 2025", time line; one line
# inside the Jan 30 page, "Added Feb 3 after the call ...", opens its own entry (the date is inside
# the sentence). The section line at the top and the print line at the end are undated.
# "1:10", "0.5 and 2 mg/kg", "84%", "S-4" are not dates; "from April" points ahead.
case(
    "ergot_elisa_screenings_onenote_pdf", "en", "en-CA", "Ergot_rapid_test-OneNote_section.pdf",
    (2025,),
    """
{U|Wascana Grain Testing - QC notebook - section: Ergot same-day test (SR&ED 2025-01)}
# Kit first run - screenings
⟦2025-01-14|Tuesday, January 14, 2025⟧
2:05 PM
{A|Ran the ergot ELISA kit (lot 2411) on 6 screenings samples that already have LC-MS/MS results from the Winnipeg lab.}
{R|Kit totals came in at 40-60% of the LC-MS/MS totals on all 6.}
{H|My guess: the kit's 70% methanol extraction doesn't get the alkaloids out of fibre-heavy screenings.}
~~page~~
# Extraction solvent
⟦2025-01-21|Tuesday, January 21, 2025⟧
10:40 AM
{A|Same 6 samples extracted with the kit solvent and with the LC-MS solvent (84% acetonitrile, ammonium carbonate), 3 reps each.}
{R|Acetonitrile extracts read 85-95% of LC-MS/MS.}
{R|The antibody doesn't seem to mind acetonitrile once the extract is diluted 1:10.}
~~page~~
# S-4 still low
⟦2025-01-30|Thursday, January 30, 2025⟧
3:15 PM
{R|S-4 still reads only 58% of LC-MS/MS with the acetonitrile extraction.}
{R|S-4 has the most -inine epimers on the LC-MS/MS report, 45% of its total.}
{H|I think the antibody sees the -ine forms well and the -inines hardly at all.}
⟦2025-02-03@Added Feb 3⟧{R|Added Feb 3 after the call with the kit maker's tech: cross-reactivity with the -inines is only 10-30% in their data.}
{N|They're sending us their unpublished epimer data.}
~~page~~
# Do extracts change on the bench?
⟦2025-02-11|Tuesday, February 11, 2025⟧
9:20 AM
{A|Split one S-2 extract three ways: read right away, after 24 h in the dark at room temp, after 24 h on the bench in light.}
{R|ELISA 2.1, 1.6 and 1.2 mg/kg.}
{C|The extracts are turning into -inines while they sit, so we read the same day, and in amber vials.}
~~page~~
# 20 new samples
⟦2025-02-19|Wednesday, February 19, 2025⟧
1:50 PM
{A|20 new screenings samples by ELISA (acetonitrile, same-day read, amber vials), splits couriered to Winnipeg.}
{H|Expect most of them within 20% of LC-MS/MS now.}
~~page~~
# Winnipeg results
⟦2025-03-10|Monday, March 10, 2025⟧
11:05 AM
{R|17 of 20 within 20% of LC-MS/MS.}
{R|The 3 outliers are all pelleted screenings and read high, 130-160%.}
{C|Pellets need their own check before we report them.}
~~page~~
# Pellet matrix
⟦2025-03-18|Tuesday, March 18, 2025⟧
4:30 PM
{R|Blank pellet grind (no ergot by LC-MS/MS) reads 0.3 mg/kg on the kit.}
{C|So the high pellet readings are a matrix effect, not real ergot.}
{A|Added a hexane wash before extraction on the pellet samples.}
{R|Blank down to 0.05 mg/kg, spikes at 0.5 and 2 mg/kg recover 94% and 102%.}
~~page~~
# Go / no-go with Dale
⟦2025-03-31|Monday, March 31, 2025⟧
2:00 PM
{C|Decision: same-day ergot test for loose screenings from April, $65 a sample against $210 for LC-MS/MS.}
{C|Pellets stay LC-MS/MS only until the hexane wash is checked on 20 real samples.}
{N|Chantal to run the 20 pellet samples in April.}

{U|Printed from OneNote by Chantal Dubois for the SR&ED file.}
""",
    pdf_font="Helvetica", pdf_size=8.5, pdf_left=44, pdf_title="Ergot same-day test", pdf_creator="Microsoft OneNote",
)

# 5 ------------------------------------------------------------------------------------------------
# en-US, a Boulder CO firmware contractor (Ben Alvarez) working for a Revelstoke BC maker of
# avalanche transceivers: in search mode the distance readout jumps when the searcher wears heated
# gloves. His Outlook calendar exported to CSV (US Outlook): every field quoted, "Start Date"
# m/d/yyyy repeated in "End Date" and "Reminder Date", his notes typed into the Description after
# each item. "1/14/2025", "1/21/2025", "3/18/2025" settle the order, so "2/4/2025" and "3/6/2025"
# are not ambiguous. The dentist and travel items have no notes and make no entry; the Teams join
# block under the kick-off notes is undated; "by 4/4" points ahead; "457 kHz", "3.3-dev", "64 taps",
# "14 °F" are not dates.
case(
    "avalanche_beacon_glove_noise_outlook_calendar_us", "en", "en-US", "Calendar_Ben_Alvarez_Jan-Mar_2025.csv",
    (2025,),
    '''
"Subject","Start Date","Start Time","End Date","End Time","All day event","Reminder on/off","Reminder Date","Reminder Time","Meeting Organizer","Required Attendees","Optional Attendees","Meeting Resources","Billing Information","Categories","Description","Location","Mileage","Priority","Private","Sensitivity","Show time as"
"Kickoff - Summit Beacon search-mode interference","⟦2025-01-14|1/14/2025⟧","11:00:00 AM","1/14/2025","12:00:00 PM","False","True","1/14/2025","10:45:00 AM","Nadia Leclerc","Ben Alvarez;Nadia Leclerc;Tom Ryder","","","SBK-02","Summit Beacon","{R|Their field testers see the distance readout jump 5-15 m when the searcher has a phone or heated gloves within 20 cm of the beacon.}
{R|Current firmware has nothing after the 457 kHz bandpass, no digital filtering.}
{H|My guess is switching noise from the glove heater controllers landing on or near 457 kHz.}

________________________________________________________________________________
Microsoft Teams meeting
{U|Join on your computer, mobile app or room device}
Click here to join the meeting
Meeting ID: 263 118 440 552
Passcode: 7yQ3kP
{U|Learn More | Meeting options}
________________________________________________________________________________","Microsoft Teams Meeting","","Normal","False","Normal","2"
"Bench - noise survey","⟦2025-01-21|1/21/2025⟧","1:00:00 PM","1/21/2025","5:00:00 PM","False","False","","","","","","","SBK-02","Summit Beacon","{A|Near-field probe and spectrum analyzer on the 9 items from the Revelstoke testers' list, each held 10 cm from the receive antenna.}
{R|Both heated glove brands put a comb of lines every 25 kHz right across 457 kHz.}
{R|Phones, GoPro and radio show nothing above the noise floor at 10 cm.}
{C|It's the gloves, not the phones.}","Home office","","Normal","False","Normal","2"
"Dentist","1/29/2025","8:30:00 AM","1/29/2025","9:30:00 AM","False","True","1/28/2025","5:00:00 PM","","","","","","Personal","","","","Normal","True","Private","2"
"Bench - fixed notch, fw 3.2-dev","⟦2025-02-04|2/4/2025⟧","9:00:00 AM","2/4/2025","3:00:00 PM","False","False","","","","","","","SBK-02","Summit Beacon","{A|Flashed 3.2-dev with fixed notches at 450 and 475 kHz.}
{R|Glove A at 10 cm: distance error down from 12 m to 2 m.}
{R|Glove B still off by 9 m.}
{C|Glove B's switching frequency wanders with battery level, so a fixed notch can't follow it.}","Home office","","Normal","False","Normal","2"
"Call w/ Summit Beacon - notch results","⟦2025-02-11|2/11/2025⟧","10:00:00 AM","2/11/2025","10:30:00 AM","False","True","2/11/2025","9:45:00 AM","Nadia Leclerc","Ben Alvarez;Nadia Leclerc","","","SBK-02","Summit Beacon","{C|Agreed to try an adaptive notch that tracks the strongest interferer in the gaps between beacon pulses.}
{N|Nadia ships 6 more glove models from the Revelstoke shop this week.}","Microsoft Teams Meeting","","Normal","False","Normal","2"
"Bench - adaptive notch, fw 3.3-dev","⟦2025-02-25|2/25/2025⟧","9:00:00 AM","2/25/2025","4:00:00 PM","False","False","","","","","","","SBK-02","Summit Beacon","{A|Adaptive notch (LMS, 64 taps) in 3.3-dev, tested with all 8 gloves at 5, 10 and 20 cm.}
{R|Distance error under 2 m for 7 of the 8 gloves.}
{R|The Kelvin glove on high still gives 6 m at 5 cm.}
{R|Search-mode current up 4 mA.}","Home office","","Normal","False","Normal","2"
"Travel DEN-YYC, drive to Revelstoke","3/5/2025","","3/6/2025","","True","False","","","","","","","SBK-02","Summit Beacon","","","","Normal","False","Normal","3"
"Field test - Rogers Pass","⟦2025-03-06|3/6/2025⟧","8:00:00 AM","3/6/2025","3:00:00 PM","False","False","","","","","","","SBK-02","Summit Beacon","{A|Transmitter buried 1.5 m deep in the test field, 12 searches by 3 guides with heated gloves on high, 6 on fw 3.2 and 6 on 3.3-dev.}
{R|Median time to pinpoint 3:40 on 3.2 and 2:05 on 3.3-dev, 14 °F all day.}
{R|Two of the 3.2 searches went to the wrong spot first, none of the 3.3-dev ones.}","Rogers Pass, Glacier National Park","","Normal","False","Normal","2"
"Bench - Kelvin glove, 2nd notch stage","⟦2025-03-18|3/18/2025⟧","1:00:00 PM","3/18/2025","5:00:00 PM","False","False","","","","","","","SBK-02","Summit Beacon","{A|Added a second notch stage for the Kelvin glove.}
{R|Error at 5 cm down to 2 m, but another 3 mA in search mode.}
{C|Not worth the battery for one glove model.}
{N|I'll recommend a keep-gloves-20-cm-away line in the manual instead.}","Home office","","Normal","False","Normal","2"
"Wrap-up call w/ Summit Beacon","⟦2025-03-27|3/27/2025⟧","10:00:00 AM","3/27/2025","11:00:00 AM","False","True","3/27/2025","9:45:00 AM","Nadia Leclerc","Ben Alvarez;Nadia Leclerc;Tom Ryder","","","SBK-02","Summit Beacon","{C|Decision: fw 3.3 goes to the certification lab in April with the adaptive notch on by default.}
{N|I send the final report and the bench data by 4/4.}","Microsoft Teams Meeting","","Normal","False","Normal","2"
''',
)

# 6 ------------------------------------------------------------------------------------------------
# fr-CA, usine de palettes de Saint-Félicien : les palettes d'exportation traitées à la chaleur
# (NIMP-15) arrivent moisies à Rotterdam après 3 semaines de bateau. Registre de production Excel
# (XLSX) : une ligne par charge de chambre, la cellule Date FUSIONNÉE sur les charges d'un même
# jour (openpyxl ne lit la valeur que dans la première cellule), phrases dans la colonne Remarques
# seulement ; le titre, la ligne « À surveiller » fusionnée et la feuille « Légende » sont sans
# date. « 56/30 » est le cycle (56 °C, 30 min), pas une date ; « expédiés le 10 mars » renvoie en
# arrière ; « 0412 », « 410 m³ », « 19 mm » ne sont pas des dates.
case(
    "fr_palettes_nimp15_moisissure_registre_xlsx_fusion", "fr", "fr-CA", "Registre_chambres_TT_2025.xlsx",
    (2025,),
    """
=== Sheet: Registre 2025
{U|Registre de production — chambres de traitement thermique NIMP-15 — Palettes Boréal inc., Saint-Félicien}

Date ¦ Quart ¦ Chambre ¦ Charge ¦ Nb palettes ¦ Essence ¦ H% entrée ¦ Cycle ¦ H% sortie ¦ Remarques
⟦2025-04-07|2025-04-07⟧ ¦ Jour ¦ TT-1 ¦ 0412 ¦ 220 ¦ SPF ¦ 38 ¦ 56/30 ¦ 36 ¦ {R|Retour du client de Rotterdam : 3 conteneurs expédiés le 10 mars sont arrivés avec de la moisissure blanche et verte sur la moitié des palettes.} {R|Nos palettes sortent de la chambre à 36 % d'humidité, presque autant qu'à l'entrée.}
^ ¦ Soir ¦ TT-1 ¦ 0413 ¦ 220 ¦ SPF ¦ 39 ¦ 56/30 ¦ 37 ¦ {H|Je pense que le cycle 56/30 tue les insectes mais laisse le bois mouillé en surface, et que ça moisit pendant les 3 semaines de bateau.}
⟦2025-04-09|2025-04-09⟧ ¦ Jour ¦ TT-2 ¦ 0418 ¦ 210 ¦ SPF ¦ 37 ¦ 56/30 + 4 h à 70 ¦ 22 ¦ {A|Cycle prolongé : 30 min à 56 °C à cœur, puis 4 h à 70 °C évents ouverts.} {R|Humidité de surface (pointes de 6 mm) à 22 % à la sortie, contre 34 % pour la 0419 au cycle normal.}
^ ¦ Jour ¦ TT-1 ¦ 0419 ¦ 220 ¦ SPF ¦ 38 ¦ 56/30 ¦ 34 ¦ {A|10 palettes de la 0418 et 10 de la 0419 mises dans le conteneur d'essai avec l'humidificateur, 85 % HR et 20 °C.}
⟦2025-04-14|2025-04-14⟧ ¦  ¦  ¦  ¦  ¦  ¦  ¦  ¦  ¦ {R|Compteur de gaz : le cycle prolongé prend 410 m³ de plus par charge, environ 190 $.} {R|La chambre est occupée 4 h de plus, donc une charge de moins par quart.}
⟦2025-04-30|2025-04-30⟧ ¦  ¦  ¦  ¦  ¦  ¦  ¦  ¦  ¦ {R|Conteneur d'essai après 3 semaines : moisissure sur 9 palettes sur 10 du cycle normal et sur 2 sur 10 du cycle prolongé.} {R|Les 2 palettes moisies du cycle prolongé étaient au bas de la pile, collées au plancher.} {C|Sécher la surface aide beaucoup, mais l'eau qui reste prise entre les palettes suffit à faire moisir.}
⟦2025-05-05|2025-05-05⟧ ¦ Jour ¦ TT-2 ¦ 0502 ¦ 210 ¦ SPF ¦ 40 ¦ 56/30 + 4 h à 70 ¦ 23 ¦ {A|Cycle prolongé, palettes empilées avec des liteaux de 19 mm entre les rangs, dans la chambre et dans le conteneur d'essai.}
^ ¦ Soir ¦ TT-1 ¦ 0503 ¦ 220 ¦ SPF ¦ 39 ¦ 56/30 ¦ 35 ¦ {A|Cycle normal, palettes vaporisées d'un antitache homologué à la sortie de la chambre.} {H|Si c'est l'eau prise entre les planches, les liteaux devraient suffire sans produit.}
⟦2025-05-26|2025-05-26⟧ ¦  ¦  ¦  ¦  ¦  ¦  ¦  ¦  ¦ {R|Conteneur d'essai après 3 semaines : aucune palette moisie sur 10 pour le cycle prolongé avec liteaux, 1 sur 10 pour l'antitache.} {R|L'antitache coûte 0,85 $ la palette et le client de Rotterdam veut des palettes sans produit.} {C|On retient le cycle prolongé avec liteaux pour l'export.}
⟦2025-06-02|2025-06-02⟧ ¦ Jour ¦ TT-2 ¦ 0611 ¦ 210 ¦ SPF ¦ 38 ¦ 56/30 + 4 h à 70 ¦ 21 ¦ {A|Première charge export au nouveau procédé, pour Rotterdam, conteneur chargé avec liteaux.} {A|Enregistreur de température et d'humidité mis dans le conteneur.}
^ ¦ Soir ¦ TT-1 ¦ 0612 ¦ 220 ¦ SPF ¦ 37 ¦ 56/30 ¦ 35 ¦ Marché local, pas d'export.
⟦2025-07-03|2025-07-03⟧ ¦  ¦  ¦  ¦  ¦  ¦  ¦  ¦  ¦ {R|Retour de Rotterdam : aucune moisissure à l'arrivée, humidité maximale de 91 % dans le conteneur pendant la traversée.} {C|Procédé adopté pour toutes les palettes export.} {N|Essayer 3 h à 70 °C au lieu de 4 pour regagner du temps de chambre.}

{U|À surveiller : les palettes du bas de pile et les planchers de conteneurs mouillés.} ¦ < ¦ < ¦ < ¦ < ¦ < ¦ < ¦ < ¦ < ¦ <
=== Sheet: Légende
{U|Cycle 56/30 = 56 °C à cœur pendant 30 min continues (NIMP-15), évents fermés.}
{U|56/30 + 4 h à 70 = cycle normal suivi de 4 h à 70 °C, évents ouverts.}
{U|H% = humidité aux pointes de 6 mm, moyenne de 10 palettes par charge.}
{U|Conteneur d'essai = conteneur de 20 pi dans la cour, humidificateur réglé à 85 % HR.}
""",
    xlsx_header_row=3,
)

# 7 ------------------------------------------------------------------------------------------------
# fr-CA, entreprise de relevage de dalles au polyuréthane injecté (Sherbrooke) : au printemps, sur
# sol froid et détrempé, la mousse se perd, il en faut beaucoup plus et les dalles redescendent.
# Réponses d'un formulaire Google Forms rempli par les techniciens après chaque intervention,
# téléchargées en CSV : « Horodateur » = moment de l'envoi (ne date rien), « Date de
# l'intervention » date l'entrée ; la réponse du 13 mai est envoyée le 14 au matin ; les deux
# réponses du 22 avril forment une entrée ; deux notes du bureau ajoutées sous les réponses dans la
# feuille sont sans date. « 38 °C », « 1,6 fois », « ± 2 mm », « en octobre », « en avril » ne
# sont pas des dates d'entrée.
case(
    "fr_relevage_dalles_polyurethane_google_forms_csv", "fr", "fr-CA", "Rapport_intervention_reponses_formulaire.csv",
    (2025,),
    """
"Horodateur","Adresse courriel","Technicien","Date de l'intervention","Adresse du chantier","Ouvrage","Température du sol à 30 cm (°C)","Mousse injectée (kg)","Levée obtenue (mm)","Observations","Retour prévu?"
"2025-04-08 16:42:10","s.turcotte@relevage-estrie.ca","Sylvain Turcotte","⟦2025-04-08|2025-04-08⟧","412, rue des Pins, Magog","Dalle de garage","3","48","35","{R|Dalle relevée de 35 mm, mais il a fallu 48 kg de mousse alors qu'on en prévoyait 30.} {R|Sol détrempé, l'eau remontait dans les trous d'injection.} {H|Je pense qu'avec le sol froid et mouillé la mousse prend trop lentement et se perd dans le sol avant de lever.}","Oui"
"2025-04-15 11:20:45","s.turcotte@relevage-estrie.ca","Sylvain Turcotte","⟦2025-04-15|2025-04-15⟧","412, rue des Pins, Magog","Dalle de garage","4","","","{R|Retour rue des Pins : la dalle a redescendu de 12 mm en une semaine.} {A|Carotté un trou de 50 mm à côté d'un point d'injection.} {R|Au fond, la mousse est friable, à grosses cellules, mêlée d'argile et de poches d'eau.}","Oui"
"2025-04-22 15:05:31","s.turcotte@relevage-estrie.ca","Sylvain Turcotte","⟦2025-04-22|2025-04-22⟧","Trottoir, rue King Ouest, Sherbrooke","Trottoir","4","A 31 ; B 22","A 28 ; B 30","{A|Deux dalles de trottoir de la Ville : A avec notre mousse habituelle, B avec la mousse hydro-insensible de Polytek, les deux chauffées à 38 °C dans les boyaux.} {A|Eau pompée des trous avant d'injecter, sur les deux dalles.} {R|A a pris 31 kg pour 28 mm de levée, B 22 kg pour 30 mm.}","Oui"
"2025-04-22 18:12:07","me.bolduc@relevage-estrie.ca","Marie-Ève Bolduc","2025-04-22","Trottoir, rue King Ouest, Sherbrooke","Trottoir","","","","{R|Carottes prises 2 h après l'injection : mousse A friable au fond, mousse B uniforme jusqu'en bas.} {R|La B colle au dessous de la dalle, difficile à décoller au tournevis.}","Non"
"2025-05-06 10:02:55","s.turcotte@relevage-estrie.ca","Sylvain Turcotte","⟦2025-05-06|2025-05-06⟧","Trottoir, rue King Ouest, Sherbrooke","Trottoir","7","","","{R|Relevé au niveau laser : la dalle A a redescendu de 6 mm, la B de 1 mm.} {C|La mousse hydro-insensible règle le gros du problème sur sol mouillé.}","Oui"
"2025-05-14 07:05:48","me.bolduc@relevage-estrie.ca","Marie-Ève Bolduc","⟦2025-05-13|2025-05-13⟧","88, chemin de la Rivière, North Hatley","Dalle de garage","9","26","40","{R|Sol sec à 9 °C, mousse habituelle : 26 kg pour 40 mm, ce qu'on avait prévu.} {R|Carotte uniforme du haut en bas.} {C|Sur sol sec la mousse habituelle marche même à 9 °C, c'est surtout l'eau qui nous nuit.}","Non"
"2025-05-27 16:30:12","s.turcotte@relevage-estrie.ca","Sylvain Turcotte","⟦2025-05-27|2025-05-27⟧","Magog, Orford et Eastman (3 chantiers)","Divers","6 à 8","","","{A|Pompage avant injection sur 3 chantiers mouillés, 10 à 20 min de pompe à diaphragme par trou, mousse hydro-insensible partout.} {R|Mousse utilisée : en moyenne 1,1 fois la prévision, contre 1,6 fois sans pompage en avril.} {R|Le pompage ajoute environ 35 min par chantier.}","Non"
"2025-06-10 14:18:40","me.bolduc@relevage-estrie.ca","Marie-Ève Bolduc","⟦2025-06-10|2025-06-10⟧","Tournée des chantiers d'essai","Divers","","","","{R|Vérification des 5 dalles faites à la mousse hydro-insensible depuis avril : tassement de 0 à 2 mm.} {C|Marco a décidé : mousse hydro-insensible pour tous les chantiers sur sol mouillé, avec pompage si l'eau remonte.} {N|Refaire le relevé au laser en octobre sur tous les chantiers d'essai.}","Oui"
"2025-10-15 17:02:19","s.turcotte@relevage-estrie.ca","Sylvain Turcotte","⟦2025-10-15|2025-10-15⟧","Tournée des chantiers d'essai","Divers","","","","{R|Relevé d'automne : les dalles à la mousse hydro-insensible sont toutes à ± 2 mm de leur niveau de juin.} {R|La dalle A de la rue King a redescendu de 9 mm au total, celle de la rue des Pins de 21 mm.} {A|Rue des Pins refaite sans frais avec la mousse hydro-insensible.}","Non"
"{U|Note du bureau (Karine) : la levée est mesurée au niveau laser rotatif, à ± 2 mm près.}","","","","","","","","","",""
"{U|La température du sol est prise à la sonde dans un trou d'injection, à 30 cm.}","","","","","","","","","",""
""",
)

# 8 ------------------------------------------------------------------------------------------------
# fr-CA, petite lavanderie du Kamouraska qui distille sa lavande fine à la vapeur : rendement en
# huile bas (0,5 %) et odeur de foin cuit. Registre papier numérisé en PDF : en-tête de la ferme,
# puis un TABLEAU à deux colonnes Date | Observations, une observation par ligne. Dates jj/mm/aaaa
# dont les deux parties sont <= 12 partout et aucune date à barre avec une partie > 12 dans le
# fichier : AMBIGU (la locale fr-CA du cas lit jour/mois), sauf « 07/07/2025 » et « 10/10/2025 » à
# parties égales, comme « 08/08/2025 ». « l'huile du 08/08 » et « celle du 03/07 » renvoient en arrière ; « 0,89 »,
# « 1,05 L », « 3 couches » ne sont pas des dates.
case(
    "fr_lavande_distillation_registre_numerise_pdf_ambigu", "fr", "fr-CA", "Registre_distillation_2025_numerise.pdf",
    (2025,),
    """
# REGISTRE DE DISTILLATION — SAISON 2025
{U|Les Champs Mauves — lavanderie, Saint-Pacôme (Kamouraska)}
{U|Alambic : cuve inox de 500 L, chaudière au propane, essencier de 2 L.}
{U|Variétés : lavande fine Munstead et Hidcote, parcelles 1 à 3.}
@@ Date ¦ Observations
@@ ⟦2025-07-03 amb|03/07/2025⟧ ¦ {A|Première distillation : 180 kg de Munstead coupée le matin, 60 min de vapeur.}
@@ ¦ {R|1,05 L d'huile, rendement 0,52 %, et l'huile sent le foin cuit.}
@@ ¦ {H|On pense que l'eau du bouilleur monte par la grille et cuit les fleurs du bas.}
@@ ⟦2025-07-07|07/07/2025⟧ ¦ {R|Cuve vidée à chaud : fleurs du fond brunes et détrempées sur 10 cm.}
@@ ¦ {A|Posé un déflecteur en inox sous la grille et baissé le niveau d'eau de 8 cm.}
@@ ⟦2025-07-09 amb|09/07/2025⟧ ¦ {A|175 kg, déflecteur en place, même durée.}
@@ ¦ {R|Rendement 0,55 %, plus d'odeur de cuit.}
@@ ¦ {C|Le déflecteur règle l'odeur, pas le rendement.}
@@ ¦ {N|Essayer de faner 24 h au champ avant de distiller.}
@@ ⟦2025-07-11 amb|11/07/2025⟧ ¦ {A|360 kg coupés : moitié distillée fraîche, moitié fanée 24 h en andains (perte de poids 28 %).}
@@ ¦ {R|Fraîche 0,54 %, fanée 0,80 %, calculé sur le poids frais.}
@@ ⟦2025-08-02 amb|02/08/2025⟧ ¦ {A|Fanage de 48 h sur 180 kg.}
@@ ¦ {R|Rendement 0,79 %, mais l'huile a une note de foin sec.}
@@ ¦ {C|24 h de fanage, c'est le bon compromis.}
@@ ⟦2025-08-05 amb|05/08/2025⟧ ¦ {A|Charge tassée plus serré : 240 kg fanés 24 h au lieu de 175.}
@@ ¦ {R|Première goutte d'huile à 14 min au lieu de 9.}
@@ ¦ {R|Rendement 0,68 %, la vapeur a creusé une cheminée au centre de la charge.}
@@ ⟦2025-08-08|08/08/2025⟧ ¦ {A|175 kg fanés 24 h, en 3 couches séparées par des grilles.}
@@ ¦ {R|Rendement 0,86 %, notre meilleure distillation.}
@@ ¦ {C|Tasser nuit, il faut que la vapeur passe partout également.}
@@ ⟦2025-09-04 amb|04/09/2025⟧ ¦ {R|Analyse CPG : l'huile du 08/08 a 34 % de linalol et 38 % d'acétate, celle du 03/07 29 % et 31 %.}
@@ ¦ {C|Le fanage de 24 h en couches donne une huile plus fine, plus riche en acétate.}
@@ ⟦2025-10-10|10/10/2025⟧ ¦ {R|Bilan : 14 distillations, 11,6 L d'huile.}
@@ ¦ {R|Rendement moyen 0,81 % depuis le changement de procédé, contre 0,53 % avant.}
@@ ¦ {N|Pour 2026 : grilles de couches en inox et fanage de 24 h pour toutes les charges.}
{U|Rendement = huile (kg) divisée par fleurs fraîches (kg) x 100, densité de l'huile prise à 0,89.}
{U|Vérifié : D. Ouellet}
""",
    pdf_table=True, pdf_font="Helvetica", pdf_size=9, pdf_left=40, pdf_title="", pdf_creator="Canon iR-ADV C3530",
)

# 9 ------------------------------------------------------------------------------------------------
# fr-CA, entreprise de cueillette de Baie-Comeau qui sèche des chanterelles : brunes et coriaces au
# programme habituel, puis des sacs qui moisissent. Journal d'événements du contrôleur du séchoir
# exporté en CSV (« ; », virgule décimale) : en-tête de l'appareil, puis une ligne par événement
# (début et fin de cycle, mesure, changement de consigne, alarme, note) ; seule la colonne « Note
# opérateur » porte des phrases ; les notes d'un même jour forment une entrée ; le cycle C-033 finit
# après minuit et la note du 12 au matin est une entrée du 12 ; la ligne « Exporté le ... » ne date
# rien ; deux lignes d'en-tête sont sans date. « 0,67 », « 17 h 40 », « C-031 », « 11,8 % » ne sont
# pas des dates.
case(
    "fr_chanterelles_sechoir_journal_controleur_csv", "fr", "fr-CA", "SP12-0457_journal_evenements_2025.csv",
    (2025,),
    """
SéchoPro SP-12 — journal d'événements
Appareil : SP12-0457 — Cueillettes Boréales, Baie-Comeau
Exporté le 2025-10-02 14:11
{U|Notes opérateur tapées au clavier du contrôleur par Mélanie Gagnon et Rémi Vignola.}
{U|Masse témoin = plateau no 6, pesé par la balance intégrée.}

Horodatage;Cycle;Événement;Consigne (°C);T air (°C);HR sortie (%);Masse témoin (kg);Note opérateur
⟦2025-08-04|2025-08-04 08:12:40⟧;C-031;Début cycle;45;21,4;78;2,40;{A|Chanterelles cueillies hier, brossées, pas lavées, 18 kg sur 12 plateaux, programme habituel à 45 °C.}
2025-08-04 14:00:00;C-031;Mesure;45;44,8;31;1,02;
2025-08-04 20:30:15;C-031;Fin cycle;45;45,1;12;0,31;{R|Masse témoin passée de 2,40 à 0,31 kg, chanterelles brun foncé et coriaces sur les bords.} {H|Je pense que 45 °C dès le départ cuit les chanterelles tant qu'elles sont pleines d'eau.}
⟦2025-08-06|2025-08-06 07:50:02⟧;C-032;Début cycle;35;20,9;80;2,38;{A|Nouveau programme : 35 °C pendant 4 h, puis 50 °C jusqu'à la fin.}
2025-08-06 11:50:00;C-032;Changement consigne;50;35,2;55;1,71;
2025-08-06 19:42:37;C-032;Fin cycle;50;49,7;15;0,34;{R|Couleur beaucoup plus claire, orangée comme en frais.} {R|Un peu souples au centre à la sortie.}
⟦2025-08-07|2025-08-07 13:15:20⟧;;Note;;;;;{R|aw mesurée au labo du cégep : C-031 à 0,48 et C-032 à 0,67.} {C|0,67 c'est trop haut pour garder les sacs tout l'hiver, il faut sécher plus longtemps à la fin.}
⟦2025-08-11|2025-08-11 08:05:44⟧;C-033;Début cycle;35;21,2;79;2,41;{A|Programme C-033 : 35 °C 4 h, 50 °C jusqu'à une masse témoin de 0,28 kg, puis 1 h à 55 °C.} {H|Si on finit sous 10 % d'humidité, l'aw devrait passer sous 0,6.}
2025-08-11 12:05:00;C-033;Changement consigne;50;35,0;57;1,74;
2025-08-11 16:22:09;C-033;Alarme HR haute;50;48,2;71;1,12;
2025-08-11 16:30:55;C-033;Note;;;;;{R|Alarme HR : la porte était mal fermée.}
2025-08-12 00:48:31;C-033;Changement consigne;55;50,1;11;0,28;
2025-08-12 01:48:30;C-033;Fin cycle;55;54,8;8;0,27;
⟦2025-08-12|2025-08-12 07:30:12⟧;C-033;Note;;;;;{R|Cycle fini cette nuit, 17 h 40 au total.} {R|Couleur claire, sèches et cassantes.}
⟦2025-08-18|2025-08-18 08:20:15⟧;C-034;Début cycle;35;21,0;84;2,62;{A|Essai : chanterelles lavées à l'eau froide et essorées à l'essoreuse à salade, même programme que C-033.} {H|Le lavage devrait enlever le sable sans changer le séchage si on essore bien.}
2025-08-18 12:20:00;C-034;Changement consigne;50;35,1;62;1,98;
2025-08-19 04:55:12;C-034;Fin cycle;55;54,9;8;0,27;
⟦2025-08-19|2025-08-19 07:45:30⟧;C-034;Note;;;;;{R|Cycle 3 h plus long que C-033 et chanterelles plus foncées.} {C|On arrête de laver, brossage seulement.}
⟦2025-08-25|2025-08-25 10:10:10⟧;;Note;;;;;{R|aw au cégep : C-033 à 0,52, C-034 à 0,55.} {R|Deux sacs de C-032 ont des points blancs de moisissure après 18 jours.} {C|Ça confirme qu'il faut finir sous 0,6.}
⟦2025-09-08|2025-09-08 15:32:48⟧;;Note;;;;;{R|Réhydratation 20 min dans l'eau tiède : C-033 reprend 3,1 fois son poids, C-031 2,2 fois.} {R|Le chef de l'auberge trouve C-033 le plus proche du frais.} {C|Programme C-033 adopté pour le reste de la saison.}
⟦2025-09-29|2025-09-29 07:41:03⟧;C-041;Début cycle;35;20,4;81;2,36;{A|Dernier cycle de la saison, 22 kg, programme C-033.}
2025-09-29 18:05:00;;Note;;;;;{R|Saison : 214 kg de chanterelles fraîches séchées, rendement sec moyen de 11,8 %.} {N|L'an prochain, essayer un déshumidificateur sur l'entrée d'air pour raccourcir la phase à 35 °C.}
2025-09-30 01:20:44;C-041;Fin cycle;55;54,7;8;0,27;
""",
    csv_delim=";", csv_skip=6,
)
# END CASES ========================================================================================
# checks + writers (appended to make_cases.py)

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
# d/m/yyyy, d/m/yy or yearless d/m (m/d in en-US)
SLASH = re.compile(r"(?<![\d/.,])(\d{1,2})/(\d{1,2})(?:/(\d{4}|\d{2}))?(?![\d/])")


def _alt(d):
    return "|".join(sorted(map(re.escape, d), key=len, reverse=True))


# "Mar 4, 2025", "June 10", "May 12, 2025 at 7:41 AM"
EN1 = re.compile(r"\b(" + _alt(EN_MONTHS) + r")\b\.?\s+(\d{1,2})(?!\d)(?:,?\s+(\d{4}))?", re.I)
# "27 Mar 2025" (RFC 2822 Date: header), "4 March 2025"
EN2 = re.compile(r"(?<!\d)(\d{1,2})\s+(" + _alt(EN_MONTHS) + r")\b\.?,?\s+(\d{4})", re.I)
# « 3 février 2025 », « 3 mars », « lun. 24 mars »
FR1 = re.compile(r"(?<!\d)(\d{1,2})(?:er)?\s+(" + _alt(FR_MONTHS) + r")(?![^\W\d_])\.?(?:\s+(\d{4}))?",
                 re.I)
# Jira "16/Jan/25 10:12 AM"
JIRA = re.compile(r"(?<!\d)(\d{1,2})/(" + _alt(EN_MONTHS) + r")/(\d{2})(?!\d)", re.I)
# « le 17 » : a bare day number, the month and year carried over from the entry before
DAY_ONLY = re.compile(r"^\s*le\s+(\d{1,2})(?:er)?\s*$", re.I)


def parse_marker(marker, language, locale, prev):
    """(year or None, month, day) and slashed? for a written date expression."""
    m = ISO.search(marker)
    if m:
        return (int(m.group(1)), int(m.group(2)), int(m.group(3))), False
    m = JIRA.search(marker)
    if m:
        return (2000 + int(m.group(3)), EN_MONTHS[m.group(2).lower()], int(m.group(1))), False
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
        return None, False
    m = FR1.search(marker)
    if m:
        y = int(m.group(3)) if m.group(3) else None
        return (y, FR_MONTHS[m.group(2).lower()], int(m.group(1))), False
    m = DAY_ONLY.match(marker)
    if m and prev is not None and int(m.group(1)) > prev.day:
        return (prev.year, prev.month, int(m.group(1))), False
    return None, False


# ------------------------------------------------------------------------------------------------
# markup -> plain source + entries + undated
MARK = re.compile(r"⟦(\d{4}-\d{2}-\d{2})((?: late| amb)*)([|@])([^⟧]+)⟧|\{([HARCNU])\|([^{}]+)\}")
LAB = {"H": H, "A": A, "R": R, "C": C, "N": N}


def parse_markup(src, name, errors):
    out, entries, undated, late, pos = [], [], [], set(), 0
    cur = None
    for m in MARK.finditer(src):
        out.append(src[pos:m.start()])
        pos = m.end()
        if m.group(1):
            cur = {"date": m.group(1), "ambiguous": "amb" in m.group(2), "marker": m.group(4),
                   "sentences": []}
            if "late" in m.group(2):
                late.add(m.group(1))
            entries.append(cur)
            if m.group(3) == "|":
                out.append(m.group(4))
        else:
            t = m.group(6)
            out.append(t)
            if m.group(5) == "U":
                undated.append(t)
            elif cur is None:
                errors.append(f"{name}: sentence before any entry: {t[:40]!r}")
            else:
                cur["sentences"].append({"text": t, "label": LAB[m.group(5)]})
    out.append(src[pos:])
    plain = "".join(out)
    if "⟦" in plain or "⟧" in plain or re.search(r"\{[HARCNU]\|", plain):
        errors.append(f"{name}: markup left in the record")
    return plain, entries, undated, late


# ------------------------------------------------------------------------------------------------
# writers: DOCX / XLSX / PDF built from a plain-text source
def _docx_lines(src):
    """(style, text) per non-blank line: '# ' Title, '## ' Heading 2, '### ' Heading 3, '- ' bullet,
    '| a | b |' a table row (consecutive rows make one table)."""
    out = []
    for ln in src.splitlines():
        if not ln.strip():
            continue
        if ln.startswith("|| "):
            out.append(("MROW", ln.strip()[2:-2].strip()))
        elif ln.startswith("| "):
            out.append(("TABLE", [[p.strip() for p in c.strip().split(" // ")] if c.strip() else []
                                  for c in ln.strip()[1:-1].split("|")]))
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


def _xlsx_sheets(src):
    """'=== Sheet: Name' starts a sheet; each following line is a row, cells split on ' ¦ '."""
    sheets = []
    for ln in src.splitlines():
        if ln.startswith("=== Sheet: "):
            sheets.append((ln[len("=== Sheet: "):].strip(), []))
        elif sheets:
            cells = [c.strip() for c in ln.split("¦")] if ln.strip() else []
            sheets[-1][1].append([_xlsx_value(c) for c in cells])
    for _, rows in sheets:
        while rows and not any(v is not None for v in rows[-1]):
            rows.pop()
    return sheets


def _xlsx_value(c):
    if c in ("^", "<"):
        return None
    if re.fullmatch(r"\d{4}-\d{2}-\d{2}", c):
        return dt.datetime.fromisoformat(c)
    if re.fullmatch(r"-?\d+", c) and not c.startswith("0"):
        return int(c)
    if re.fullmatch(r"-?\d+\.\d+", c) and not c.endswith("0"):
        return float(c)
    return c if c else None


def _cell_text(v):
    if isinstance(v, (dt.datetime, dt.date)):
        return v.strftime("%Y-%m-%d")
    if isinstance(v, float) and v.is_integer():
        return str(int(v))
    return str(v)


def expected_text(c, plain):
    """What the record reads back as, computed from the plain source."""
    rn = c["record_name"]
    if rn.endswith(".docx"):
        return "\n".join("\t".join("\n".join(x) for x in t if x) if st == "TABLE" else t
                         for st, t in _docx_lines(plain)) + "\n"
    if rn.endswith(".xlsx"):
        lines = []
        for _, rows in _xlsx_sheets(plain):
            for row in rows:
                lines.append("\t".join(_cell_text(v) for v in row if v is not None and v != ""))
        return "\n".join(lines) + "\n"
    if rn.endswith(".pdf") and c.get("pdf_table"):
        return None
    if rn.endswith(".pdf"):
        return "\n".join(_pdf_line_text(ln) for ln in plain.splitlines()
                         if ln.strip() and ln.strip() != PAGE_BREAK) + "\n"
    return plain


PAGE_BREAK = "~~page~~"


def _pdf_line_text(ln):
    for p in ("## ", "# "):
        if ln.startswith(p):
            return ln[len(p):]
    return ln


def write_record(c, plain, path, errors):
    rn = c["record_name"]
    if rn.endswith(".docx"):
        from docx import Document
        from docx.shared import Pt
        doc = Document()
        doc.core_properties.author = ""
        doc.core_properties.created = dt.datetime(2025, 1, 1)
        doc.core_properties.modified = dt.datetime(2025, 1, 1)
        doc.styles["Normal"].font.name = "Arial"
        doc.styles["Normal"].font.size = Pt(11)
        lines = _docx_lines(plain)
        i = 0
        while i < len(lines):
            style, text = lines[i]
            if style in ("TABLE", "MROW"):
                rows = []
                while i < len(lines) and lines[i][0] in ("TABLE", "MROW"):
                    rows.append(lines[i])
                    i += 1
                ncol = max(len(t) for st, t in rows if st == "TABLE")
                table = doc.add_table(rows=0, cols=ncol)
                table.style = "Table Grid"
                for st, t in rows:
                    row = table.add_row()
                    if st == "MROW":
                        cell = row.cells[0].merge(row.cells[ncol - 1])
                        for extra in cell.paragraphs[1:]:
                            extra._element.getparent().remove(extra._element)
                        run = cell.paragraphs[0].add_run(t)
                        run.bold = True
                        continue
                    for cell, paras in zip(row.cells, t + [[]] * (ncol - len(t))):
                        for k, ptxt in enumerate(paras):
                            (cell.paragraphs[0] if k == 0 else cell.add_paragraph()).add_run(ptxt)
                continue
            doc.add_paragraph(text, style=style) if style else doc.add_paragraph(text)
            i += 1
        doc.save(path)
    elif rn.endswith(".xlsx"):
        from openpyxl import Workbook
        from openpyxl.styles import Alignment, Font
        wb = Workbook()
        wb.remove(wb.active)
        raw_sheets = []
        for ln in plain.splitlines():
            if ln.startswith("=== Sheet: "):
                raw_sheets.append([])
            elif raw_sheets:
                raw_sheets[-1].append([x.strip() for x in ln.split("¦")] if ln.strip() else [])
        for si, ((title, rows), raw) in enumerate(zip(_xlsx_sheets(plain), raw_sheets)):
            ws = wb.create_sheet(title)
            for row in rows:
                ws.append(row)
            ncols = max((len(r) for r in rows), default=1)
            # merges: "^" joins the cell above, "<" the cell to the left
            for r_i, raw_row in enumerate(raw, start=1):
                for c_i, v in enumerate(raw_row, start=1):
                    if v == "^" and not (r_i + 1 <= len(raw) and c_i <= len(raw[r_i]) and raw[r_i][c_i - 1] == "^"):
                        top = r_i
                        while raw[top - 1][c_i - 1] == "^":
                            top -= 1
                        ws.merge_cells(start_row=top, start_column=c_i, end_row=r_i, end_column=c_i)
                        ws.cell(row=top, column=c_i).alignment = Alignment(vertical="center")
                    if v == "<" and not (c_i < len(raw_row) and raw_row[c_i] == "<"):
                        left = c_i
                        while raw_row[left - 1] == "<":
                            left -= 1
                        ws.merge_cells(start_row=r_i, start_column=left, end_row=r_i, end_column=c_i)
            for r in ws.iter_rows():
                for cell in r:
                    if isinstance(cell.value, dt.datetime):
                        cell.number_format = "yyyy-mm-dd"
            if si == 0:
                ws["A1"].font = Font(bold=True, size=12)
                hdr = c.get("xlsx_header_row", 3)
                for cell in ws[hdr]:
                    cell.font = Font(bold=True)
                for k in range(ncols - 1):
                    ws.column_dimensions[chr(65 + k)].width = 11
                ws.column_dimensions[chr(65 + ncols - 1)].width = 100
                for r in ws.iter_rows(min_row=hdr + 1):
                    if len(r) >= ncols:
                        r[ncols - 1].alignment = Alignment(wrap_text=True, vertical="top")
                ws.freeze_panes = ws.cell(row=hdr + 1, column=1)
            else:
                ws.column_dimensions["A"].width = 120
        wb.properties.creator = ""
        wb.properties.created = dt.datetime(2025, 1, 1)
        wb.properties.modified = dt.datetime(2025, 1, 1)
        wb.save(path)
    elif rn.endswith(".pdf"):
        import random
        from reportlab.lib.pagesizes import letter
        from reportlab.pdfbase.pdfmetrics import stringWidth
        from reportlab.pdfgen import canvas
        font = c.get("pdf_font", "Helvetica")
        bold = {"Courier": "Courier-Bold", "Helvetica": "Helvetica-Bold",
                "Times-Roman": "Times-Bold"}[font]
        size = c.get("pdf_size", 9.5)
        left, top, bottom = c.get("pdf_left", 54), 740, 60
        width = letter[0] - 2 * left
        cv = canvas.Canvas(path, pagesize=letter, pageCompression=1, invariant=1)
        cv.setTitle(c.get("pdf_title", ""))
        cv.setAuthor("")
        cv.setCreator(c.get("pdf_creator", ""))
        cv.setProducer(c.get("pdf_creator", ""))
        table = c.get("pdf_table")
        rnd = random.Random(19)

        def scan_look():
            # a scanned copy: off-white page and a few specks of toner
            if not table:
                return
            cv.setFillGray(0.96)
            cv.rect(0, 0, letter[0], letter[1], stroke=0, fill=1)
            cv.setFillGray(0.55)
            for _ in range(60):
                cv.circle(rnd.uniform(10, letter[0] - 10), rnd.uniform(10, letter[1] - 10),
                          rnd.uniform(0.2, 0.7), stroke=0, fill=1)
            cv.setFillGray(0)

        scan_look()
        y = top
        date_w = 70
        row_top = None
        for ln in plain.splitlines():
            if ln.strip() == PAGE_BREAK:
                cv.showPage()
                scan_look()
                y = top
                continue
            if not ln.strip():
                y -= size * 0.7
                continue
            if ln.startswith("@@ "):
                d, t = [x.strip() for x in ln[3:].split("¦", 1)]
                step = size * 1.55
                if y - step < bottom:
                    cv.showPage()
                    scan_look()
                    y = top
                if d:
                    cv.setLineWidth(0.6)
                    cv.line(left, y, left + width, y)
                f = bold if d == "Date" else font
                cv.setFont(f, size)
                if d:
                    cv.drawString(left + 4, y - size * 1.15, d)
                if stringWidth(t, f, size) > width - date_w - 8:
                    errors.append(f"{c['name']}: PDF table line too wide: {t[:50]!r}")
                cv.drawString(left + date_w + 4, y - size * 1.15, t)
                cv.line(left, y, left, y - step)
                cv.line(left + date_w, y, left + date_w, y - step)
                cv.line(left + width, y, left + width, y - step)
                y -= step
                row_top = y
                continue
            if row_top is not None:
                cv.line(left, y, left + width, y)
                y -= size
                row_top = None
            if ln.startswith("# "):
                f, s, t = bold, size + 4, ln[2:]
            elif ln.startswith("## "):
                f, s, t = bold, size + 1, ln[3:]
            else:
                f, s, t = font, size, ln
            if stringWidth(t, f, s) > width:
                errors.append(f"{c['name']}: PDF line too wide ({stringWidth(t, f, s):.0f} pt): {t[:50]!r}")
            if y < bottom:
                cv.showPage()
                scan_look()
                y = top
            cv.setFont(f, s)
            cv.drawString(left, y, t)
            y -= s * 1.35
        cv.showPage()
        cv.save()
    else:
        with open(path, "w", encoding="utf-8", newline="\n") as f:
            f.write(plain)
        if rn.lower().endswith(".csv"):
            lines = plain.splitlines(keepends=True)[c.get("csv_skip", 0):]
            rows = list(csv.reader(io.StringIO("".join(lines)), delimiter=c.get("csv_delim", ",")))
            lens = {len(r) for r in rows if r}
            if len(lens) != 1:
                errors.append(f"{c['name']}: CSV rows of different lengths {sorted(lens)}")


def record_text(path):
    """The record's text as the checks see it: DOCX body in order (a table row = its distinct
    non-empty cells joined by a tab, a cell's paragraphs joined by a line break); XLSX rows
    (non-empty cells joined by a tab, dates YYYY-MM-DD); PDF text extracted by pypdf, pages joined;
    anything else as is."""
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
                    seen, cells = set(), []
                    for cl in row.cells:
                        if id(cl._tc) in seen:
                            continue
                        seen.add(id(cl._tc))
                        if cl.text:
                            cells.append(cl.text)
                    lines.append("\t".join(cells))
        return "\n".join(lines) + "\n"
    if path.endswith(".xlsx"):
        from openpyxl import load_workbook
        wb = load_workbook(path)
        lines = []
        for ws in wb.worksheets:
            for row in ws.iter_rows(values_only=True):
                lines.append("\t".join(_cell_text(v) for v in row if v is not None and v != ""))
        return "\n".join(lines) + "\n"
    if path.endswith(".pdf"):
        from pypdf import PdfReader
        out = []
        for page in PdfReader(path).pages:
            out.extend(ln for ln in page.extract_text().splitlines() if ln.strip())
        return "\n".join(out) + "\n"
    with open(path, encoding="utf-8") as f:
        return f.read()


# ------------------------------------------------------------------------------------------------
def check_and_write(c, out_root, errors):
    name = c["name"]

    def err(m):
        errors.append(f"{name}: {m}")

    plain, entries, undated, late = parse_markup(c["source"], name, errors)
    c["entries"], c["undated"], c["late"] = entries, undated, late
    folder = os.path.join(out_root, name)
    if os.path.isdir(folder):
        shutil.rmtree(folder)
    os.makedirs(folder)
    path = os.path.join(folder, c["record_name"])
    write_record(c, plain, path, errors)
    rec = record_text(path)
    exp_text = expected_text(c, plain)
    if exp_text is not None and rec != exp_text:
        exp = expected_text(c, plain).splitlines()
        got = rec.splitlines()
        diff = next((f"line {i}: {a!r} / {b!r}" for i, (a, b) in enumerate(zip(exp, got)) if a != b),
                    f"{len(exp)} lines expected, {len(got)} read")
        err(f"record reads back differently from its source ({diff})")
    if (c["language"], c["locale"]) not in {("en", "en-CA"), ("en", "en-US"), ("fr", "fr-CA")}:
        err("bad language/locale for this set")
    if (c["language"] == "fr") != name.startswith("fr_"):
        err("French cases (and only they) take the fr_ prefix")
    if not c["record_name"].lower().endswith((".txt", ".md", ".csv", ".docx", ".xlsx", ".pdf")):
        err("record file must be .txt, .md, .csv, .docx, .xlsx or .pdf")
    if not 6 <= len(entries) <= 12:
        err(f"{len(entries)} entries (want 6-12)")
    for e in entries:
        if not 2 <= len(e["sentences"]) <= 5:
            err(f"entry {e['date']}: {len(e['sentences'])} sentences (want 2-5)")
    if not undated:
        err("no undated text")

    # every text verbatim, exactly once, on one line, no overlap
    spans = []
    for t in [s["text"] for e in entries for s in e["sentences"]] + list(undated):
        n = rec.count(t)
        if n != 1:
            err(f"text occurs {n} times: {t[:60]!r}")
            continue
        if "\n" in t or "\t" in t or t != t.strip() or not t:
            err(f"text spans lines or cells, is empty or has outer whitespace: {t[:40]!r}")
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
    placed = []
    for e in entries:
        d = dt.date.fromisoformat(e["date"])
        if d.year not in c["years"]:
            err(f"entry {d}: year not among the case's years {c['years']}")
        first = e["sentences"][0]["text"] if e["sentences"] else ""
        f0 = rec.find(first)
        mk = e["marker"]
        mpos = rec.rfind(mk, 0, f0 + len(first))
        if mpos < 0:
            err(f"entry {d}: marker {mk!r} not found before its first sentence")
            continue
        pos = -1
        for s in e["sentences"]:
            if s["label"] not in LABELS:
                err(f"bad label {s['label']!r}")
            i = rec.find(s["text"])
            if i < pos:
                err(f"sentences out of file order in entry {d}")
            pos = i
        last = e["sentences"][-1]["text"]
        placed.append((mpos, rec.find(last) + len(last), d, e))
        # the previous entry IN FILE ORDER carries the month for « le 17 »
        got, slashed = parse_marker(mk, c["language"], c["locale"], prev_d)
        prev_d = d
        if got is None or got[0] not in (None, d.year) or got[1:] != (d.month, d.day):
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

    # case.json order: by date, strictly increasing
    dates = [e["date"] for e in entries]
    if len(set(dates)) != len(dates):
        err("two entries share a date (messages of one day make one entry)")
    by_file = sorted(placed, key=lambda p: p[0])
    for (m1, end1, d1, _), (m2, end2, d2, _) in zip(by_file, by_file[1:]):
        if m2 < end1:
            err(f"entry {d2} starts inside entry {d1}")
    seen_max = None
    for m, end, d, e in by_file:
        is_late = e["date"] in late
        if seen_max and d < seen_max and not is_late:
            err(f"entry {d} sits after a later-dated entry but is not declared late")
        if is_late and not (seen_max and d < seen_max):
            err(f"entry {d} declared late but no later-dated entry precedes it")
        seen_max = d if not seen_max or d > seen_max else seen_max
    for t in undated:
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

    ordered = sorted(entries, key=lambda e: e["date"])
    out = {"name": name, "language": c["language"], "locale": c["locale"],
           "entries": [{"date": e["date"], "ambiguous": e["ambiguous"], "sentences": e["sentences"]}
                       for e in ordered],
           "undated": undated}
    with open(os.path.join(folder, "case.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(out, f, ensure_ascii=False, indent=2)
        f.write("\n")
    return leftover


def verify_written(c, out_root, errors):
    """Re-read what was written: every text verbatim in the file's extracted text, dates in order."""
    folder = os.path.join(out_root, c["name"])
    files = sorted(os.listdir(folder))
    if files != sorted(["case.json", c["record_name"]]):
        errors.append(f"{c['name']}: folder holds {files}")
    rec = record_text(os.path.join(folder, c["record_name"]))
    with open(os.path.join(folder, "case.json"), encoding="utf-8") as f:
        cj = json.load(f)
    if list(cj) != ["name", "language", "locale", "entries", "undated"]:
        errors.append(f"{c['name']}: case.json keys {list(cj)}")
    if cj["name"] != c["name"]:
        errors.append(f"{c['name']}: name field differs from the folder")
    for e in cj["entries"]:
        if list(e) != ["date", "ambiguous", "sentences"]:
            errors.append(f"{c['name']}: entry keys {list(e)}")
        for s in e["sentences"]:
            if list(s) != ["text", "label"] or s["label"] not in LABELS:
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
    out_root = HERE
    tot, labs_lang = {}, {}
    names = [c["name"] for c in CASES]
    if len(set(names)) != len(names):
        errors.append("duplicate case names")
    mix = sorted(c["locale"] for c in CASES)
    if mix != ["en-CA"] * 4 + ["en-US"] + ["fr-CA"] * 4:
        errors.append(f"locale mix is {mix}")
    if len({c["record_name"] for c in CASES}) != len(CASES):
        errors.append("two cases share a record file name")
    for ext in (".docx", ".xlsx", ".pdf", ".csv"):
        if not any(c["record_name"].lower().endswith(ext) for c in CASES):
            errors.append(f"the set should hold at least one {ext} record")
    qdir = os.environ.get("LOGBOOK_QUALITY_DIR", os.path.dirname(HERE))
    earlier = set()
    for d in os.listdir(qdir):
        if d.startswith("logbook") and os.path.abspath(os.path.join(qdir, d)) != HERE:
            for sub in os.listdir(os.path.join(qdir, d)):
                if os.path.isfile(os.path.join(qdir, d, sub, "case.json")):
                    earlier.add(sub)
    if not earlier:
        errors.append(f"no earlier logbook sets found under {qdir} (set LOGBOOK_QUALITY_DIR)")
    for n in names:
        if n in earlier:
            errors.append(f"{n}: case name already used in an earlier logbook set")
    for c in CASES:
        leftover = check_and_write(c, out_root, errors)
        verify_written(c, out_root, errors)
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
            if c.get("pdf_table"):
                print("      extracted text of the table PDF:")
                for ln in record_text(os.path.join(out_root, c["name"], c["record_name"])).splitlines():
                    print("      > " + ln)
            for ln in leftover:
                print("      | " + ln)
    if sum(any(e["ambiguous"] for e in c["entries"]) for c in CASES) != 1:
        errors.append("exactly one case should carry ambiguous slashed dates")
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
