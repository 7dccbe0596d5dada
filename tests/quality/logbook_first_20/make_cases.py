#!/usr/bin/env python3
"""Writes the logbook_first_20 held-out cases (one record file + case.json per folder) and checks them.

Run:  python3 tests/quality/logbook_first_20/make_cases.py [-v]
Schema: same as logbook_first_19: case.json = name, language, locale,
entries [{date, ambiguous, sentences [{text, label}]}], undated.
Nine writers (4 English en-CA, 1 English en-US, 4 French Quebec), subjects new to every earlier
quality set, each in a record format no earlier logbook set used:
  * an Oliver BC cherry orchard drying rain-split Lapins with its frost fan (WhatsApp group exported
    from an iPHONE, "[2025-06-18, 7:12:09 a.m.] Name: text"; encryption/"created this group" system
    lines and "<attached: 00000003-PHOTO-2025-06-18-07-14-40.jpg>" lines date nothing; an evening
    that runs past midnight gives a Jun 23 and a Jun 24 entry by the stamps);
  * a Mississauga start-up whose pharmacy blister-pack counting camera merges touching tablets under
    ring-light glare (Asana project exported to CSV: one row per task, the dated updates typed in
    the Notes cell "Feb 3 - ...", "Feb. 14 - ..." are the entries; Created At / Completed At / Last
    Modified / Start Date / Due Date date nothing; a subtask and an open task with no notes make no
    entry; "Mar 12, added late - ..." typed after the Mar 31 update is `late`; the Test protocol
    task's notes are undated);
  * a Kamloops bakery whose frozen croissants bake flat (paper freezer-door log typed into Word,
    DOCX: a "Week NN" heading and ONE TABLE PER WEEK, Day | Notes | By; yearless day/month day cells
    "Mon 3/3" settled by "19/3", "24/3"; day rows with an empty Notes cell make no entry; sign-off
    lines undated);
  * a Yellowknife geomatics firm sending basemap deltas over a BGAN satellite terminal (Toggl Track
    detailed report CSV: the Description comes BEFORE the Start date on each row; rows of one start
    date make one entry; a 22:10-01:35 row stays on its start date, End date dates nothing; rows
    with no description make no entry; a line the bookkeeper put on top is undated);
  * a Portland OR firmware shop and a Vancouver espresso-machine maker (en-US: Discord channel
    exported with DiscordChatExporter as plain text, "[1/14/2025 9:12 AM] user" then the text,
    {Attachments}/{Reactions} blocks, header and footer blocks; m/d settled by "1/14/2025"; the
    messages stamped 1/23 after a 1/22 evening run make their own entry; "their 12/19 build" points
    back; the channel Topic is undated);
  * une fabrique de blocs de glace claire de Saint-Hyacinthe (registre XLSX à UN ONGLET PAR MOIS,
    vraies cellules date, phrases dans la colonne Remarques seulement ; lignes sans remarque = pas
    d'entrée ; une ligne du 6 février ajoutée au bas de l'onglet, après le 20, est `late` ; heures
    de sortie « 00:15 » qui ne datent rien ; onglet « Notes » sans date) ;
  * une fabrique de soba 100 % sarrasin de Beauce (messages Telegram copiés de Telegram Desktop :
    « Nom, [06.05.25 08:14] », dates à POINTS jj.mm.aa jour d'abord, « [En réponse à ...] »,
    « [Transféré de ...] » ; un soir du 14 mai qui passe minuit donne une entrée du 15 ; lots
    « 0508 » qui ressemblent à des dates) ;
  * un fabricant de granules de miscanthus du Pontiac (fiches de visite remplies sur TABLETTE et
    exportées en PDF, une par page, « Date de la visite : 04/02/2025 », cases [X] ; jj/mm/aaaa
    AMBIGU : aucune date à barre avec une partie > 12 dans le fichier, la locale fr-CA les lit
    jour/mois, sauf « 03/03/2025 » ; une visite finie à 00:35 reste au jour de la fiche ; deux fiches
    du même jour = une entrée ; pied « Généré ... le 2025-04-14 » et lignes Signature sans valeur) ;
  * une héliciculture de Sutton (agenda papier recopié : en-têtes « — Semaine du 3 février — » qui
    ne datent rien, « lun. 3 févr. », « jeu. 6 » et « le 12 au matin » (mois repris de l'entrée
    d'avant), « 18/2 », « 3/3 », « mer. 12 mars », « 24/3 », jours vides « ven. 7 — » sans entrée,
    « (vendredi 21 mars — oublié de l'écrire) » après le 24/3 en retard, signature sans date).
Each record has 8-12 dated entries of 2-5 labelled sentences.

Conventions (same as the earlier sets, plus the new formats):
  * a chat message, time entry, form or calendar item is dated by its own stamp; what one writer
    or group logs on one day makes one entry; author/time lines, field values, system, attachment
    and reaction lines, "[En réponse à ...]" / "[Transféré de ...]" lines, greetings and signatures
    are not sentences;
  * a dated update typed inside a task's notes is dated by its own date, not by the task's
    Created/Completed/Due dates; a time entry by its Start date, not its End date; a form by its
    "Date de la visite" field, not by its export stamp;
  * an item with no notes (empty calendar/day row, subtask, time entry without description, block
    row without remarks) makes no entry;
  * messages stamped after midnight belong to the new day (the stamp dates them); a time entry or a
    form visit that ends after midnight stays on its start date;
  * a DOCX record is read as its body in order: paragraphs one a line ("# ", "## " lines of the
    source become headings), a table row as its distinct non-empty cells joined by a tab, the
    paragraphs of one cell joined by a line break; an XLSX record as its rows, sheet after sheet,
    non-empty cells joined by a tab, date cells as YYYY-MM-DD; a PDF record as the text pypdf
    extracts; a CSV or text record as its text;
  * a date inside a sentence that points back or ahead ("the June 18 rain", "laminated Feb 10",
    "their 12/19 build", « depuis le 5 février », « le lot du 8 mai ») creates no entry;
  * `ambiguous` follows the slashed-date rule (both parts <= 12 and different, and no slashed date
    in the file with a part > 12 settles the order; en-CA and fr-CA read day/month, en-US
    month/day); Telegram's dotted dd.mm.yy stamps are day first and not slashed;
  * undated = header/preamble lines, channel topics, task notes with no date, legends, notes sheets,
    lines added for the file, trailing notes and signatures.
Labels: hypothesis = a supposition or expectation stated before it is checked; activity = what was
done or set up (set-points and quantities included); result = what was measured or observed
(information received from a lab, supplier, customer, consultant or colleague included);
conclusion = what the writer concludes or decides, tentative ones included; next_step =
intentions, plans, suggestions of what to try and requests.

Source markup (only in this script): each record is written once; ⟦YYYY-MM-DD[ late][ amb]|text⟧
marks the written date that opens an entry (the text stays in the record), ⟦...@text⟧ the same
when the date text is written elsewhere on the line (Toggl rows: after the description), {A|...}
{R|...} {H|...} {C|...} {N|...} a labelled sentence of the entry above it and {U|...} an undated
text; everything else is written to the record as is and labelled nothing. DOCX tables: "| a | b |"
a row, " // " splits a cell into paragraphs, a non-table line between rows starts a new table.
XLSX: "=== Sheet: Name" starts a sheet, " ¦ " splits cells. PDF: "~~page~~" starts a page.

Checks: every sentence and undated text occurs exactly once in the record's extracted text (DOCX via
python-docx, XLSX via openpyxl, PDF via pypdf), on one line and inside one cell, with no overlap;
the extracted text equals the source; CSV records parse with the csv module to rows of equal length;
6-12 entries of 2-5 sentences; entry dates strictly increase in case.json and entries sit in file
order except the declared late ones; every entry's date marker (before or at the start of its first
sentence, inside it, or for marker_after cases later on the same line) parses to its date (weekday
included) and its `ambiguous` flag follows the rule; 4 en-CA + 1 en-US + 4 fr-CA, exactly one case
with ambiguous dates, at least one DOCX, XLSX, PDF and CSV record, record file names all different
and case names new to every earlier logbook set.
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
# en-CA, a family cherry orchard near Oliver BC: Lapins cherries split after rain just before
# harvest, and the helicopter that blows the trees dry costs $1,100 an hour. They try running the
# spring frost fan (wind machine) right after the rain, with leaf-wetness sensors at set distances.
# WhatsApp group exported on an iPhone set to English (Canada): "[2025-06-18, 7:12:09 a.m.] Name:
# text". The encryption and "created this group" system lines carry a stamp of the first day but
# are not sentences; "<attached: 00000003-PHOTO-2025-06-18-07-14-40.jpg>" lines hold a date in a
# file name and date nothing. The evening of Jun 23 runs past midnight: the messages stamped
# 2025-06-24 make a Jun 24 entry. "the June 18 rain", "Monday night's rain", "Friday's rain" point
# back. "11 mm", "9:40", "$60" are not dates. A line added on top for the file is undated.
case(
    "cherry_rain_split_frost_fan_whatsapp_ios", "en", "en-CA", "WhatsApp Chat - Block 4 rain trial.txt",
    (2025,),
    """
{U|Exported from Harj's iPhone for the SR&ED file (Sandhu Orchards, Oliver BC), family stuff left out.}
[2025-06-18, 6:58:02 a.m.] Block 4 rain trial: \u200eMessages and calls are end-to-end encrypted. Only people in this chat can read, listen to, or share them.
[2025-06-18, 6:58:02 a.m.] Block 4 rain trial: \u200eHarj Sandhu created this group
[⟦2025-06-18|2025-06-18, 7:12:09 a.m.⟧] Dev Sandhu: {R|11 mm overnight, counted splits on the 10 sample trees in block 4 Lapins and 22% of the fruit is cracked.}
[2025-06-18, 7:14:40 a.m.] Dev Sandhu: \u200e<attached: 00000003-PHOTO-2025-06-18-07-14-40.jpg>
[2025-06-18, 7:31:15 a.m.] Harj Sandhu: {R|Heli guy can't get here til noon and he's $1,100 an hour now.}
[2025-06-18, 7:33:02 a.m.] Harj Sandhu: {H|I think if we run the frost fan right when the rain stops we can get the water off the cherries before they suck it in thru the skin.}
[2025-06-18, 7:41:03 a.m.] Dev Sandhu: {N|I'll grab wetness sensors from the co-op tomorrow so we know how far out it actually dries.}
[⟦2025-06-20|2025-06-20, 4:52:30 p.m.⟧] Dev Sandhu: {A|Put 6 leaf wetness sensors in block 4 at 15, 30 and 60 m from the fan tower, two at each, clipped in the fruit zone.}
[2025-06-20, 4:53:11 p.m.] Dev Sandhu: {A|2 more in block 6 where theres no fan, for comparison.}
[2025-06-20, 5:10:48 p.m.] Harj Sandhu: 👍
[2025-06-20, 5:11:20 p.m.] Harj Sandhu: {A|Set up the fan controller so it starts from the phone, no more driving up at night.}
[⟦2025-06-23|2025-06-23, 9:48:02 p.m.⟧] Harj Sandhu: {R|Rain started 9:40, heavy, about 6 mm in the gauge already.}
[2025-06-23, 10:06:37 p.m.] Harj Sandhu: {A|Fan on at 10:05 from the phone, rain has mostly quit.}
[2025-06-23, 10:07:01 p.m.] Dev Sandhu: ok
[2025-06-23, 11:58:20 p.m.] Harj Sandhu: {R|App shows the 15 m sensors dry already, 30 m close.}
[⟦2025-06-24|2025-06-24, 12:31:40 a.m.⟧] Harj Sandhu: {R|30 m went dry at 12:20, the 60 m ones still wet.}
[2025-06-24, 12:32:05 a.m.] Harj Sandhu: {A|Leaving the fan on all night.}
[2025-06-24, 7:05:12 a.m.] Dev Sandhu: {R|60 m sensors went dry at 3:10, the block 6 ones only at 6:40 when the sun hit them.}
[2025-06-24, 7:09:33 a.m.] Dev Sandhu: {C|So the fan dries maybe 40 m around the tower fast, past that its barely better than nothing.}
[⟦2025-06-26|2025-06-26, 6:15:44 p.m.⟧] Dev Sandhu: {A|Counted splits from Monday night's rain, same 10 trees plus 5 in block 6.}
[2025-06-26, 6:17:02 p.m.] Dev Sandhu: {R|Within 40 m of the fan 3% split, 40-80 m 14%, block 6 18%.}
[2025-06-26, 6:20:19 p.m.] Harj Sandhu: {C|Lines up with the sensors, its how long the fruit stays wet that matters.}
[2025-06-26, 6:22:47 p.m.] Harj Sandhu: {N|Gonna ask Gill's about renting their towable wind machine for the far corner.}
[⟦2025-07-02|2025-07-02, 2:40:10 p.m.⟧] Harj Sandhu: {A|Towable machine parked at the NE corner of block 4, about 110 m from the tower, hooked to the same phone app.}
[2025-07-02, 2:41:55 p.m.] Harj Sandhu: {A|Moved two of the 60 m sensors out to 100 and 140 m.}
[2025-07-02, 2:43:30 p.m.] Harj Sandhu: {H|With both running nothing in the block should stay wet more than 2 hrs.}
[⟦2025-07-04|2025-07-04, 5:58:21 a.m.⟧] Dev Sandhu: {R|14 mm between 2 and 4 this morning, both fans came on at 4:05.}
[2025-07-04, 7:45:02 a.m.] Dev Sandhu: {R|Everything dry by 5:50 except the 2 sensors in row 1 by the creek, those at 7:20.}
[2025-07-04, 7:45:40 a.m.] Dev Sandhu: \u200e<attached: 00000041-PHOTO-2025-07-04-07-45-40.jpg>
[⟦2025-07-07|2025-07-07, 8:02:17 p.m.⟧] Dev Sandhu: {R|Split count after Friday's rain: 4% across block 4 and 19% in block 6, vs 22% in block 4 after the June 18 rain.}
[2025-07-07, 8:05:51 p.m.] Harj Sandhu: {C|Two fans cover the block, except the creek row where the cold air sits.}
[2025-07-07, 8:06:30 p.m.] Harj Sandhu: {R|Fuel for both was about $60 a night against $2,200 for two heli passes.}
[2025-07-07, 8:08:12 p.m.] Harj Sandhu: {N|Going to price a second fixed tower for the east side before next season.}
[2025-07-07, 8:09:00 p.m.] Dev Sandhu: Sounds good. Night
""",
)

# 2 ------------------------------------------------------------------------------------------------
# en-CA, a Mississauga start-up whose camera station checks pharmacy compliance (blister) packs:
# at the Brampton pilot pharmacy it counts two touching white tablets as one because the ring
# light's glare bridges them. Asana project exported to CSV: one row per task; the Notes cell holds
# the dated updates people typed in ("Feb 3 - ...", "Feb. 14 - ..."), each one an entry; "Created
# At", "Completed At", "Last Modified", "Start Date" and "Due Date" columns date nothing; a
# subtask and an open task with no notes make no entry; the "Mar 12, added late" update is typed
# after the Mar 31 one (late); the "Test protocol" task notes are undated. "the Feb 3 report",
# "Feb 10" (none) and "45 deg", "5 mm", "v2.3" are not entry dates.
case(
    "blister_pack_pill_camera_glare_asana_csv", "en", "en-CA", "Counter_v2_RnD_asana_export.csv",
    (2025,),
    '''
Task ID,Created At,Completed At,Last Modified,Name,Section/Column,Assignee,Assignee Email,Start Date,Due Date,Tags,Notes,Projects,Parent task,Blocked By (Dependencies),Blocking (Dependencies)
1209345120011411,2025-02-03,2025-02-21,2025-03-31,Brampton pilot - false miscounts,Done,Nadia Rahman,nadia@pillwise.ca,,2025-02-21,SR&ED,"⟦2025-02-03|Feb 3⟧ - {R|Brampton pilot pharmacy flagged 41 compliance packs last week and 29 of them were actually filled right.}
{R|Almost all the false flags are cells where two small white tablets sit touching and get counted as one.}
{H|My guess is the ring light bounces off the blister dome and the glare spot bridges the two tablets into one blob.}

⟦2025-02-05|Feb 5⟧ - {A|Went through the 29 images by hand.}
{R|In 24 of them the glare spot sits right across the gap between the two tablets.}
{C|Glare it is, at least for most of them.}",Counter v2 R&D,,,
1209345120011587,2025-02-06,2025-02-10,2025-02-10,Order polarizer film + polarized lens,Done,Omar Haddad,omar@pillwise.ca,,2025-02-10,,,Counter v2 R&D,Cross-polarized lighting test,,
1209345120011590,2025-02-06,2025-02-14,2025-02-18,Cross-polarized lighting test,Done,Omar Haddad,omar@pillwise.ca,2025-02-11,2025-02-14,SR&ED,"⟦2025-02-12|Feb 12⟧ - {A|Linear polarizer film on the ring light and a crossed polarizer on the lens, exposure doubled to make up for it.}
{R|On the 29 Brampton packs the glare spots are gone on 27.}
{R|But the foil backing goes black and tablets on clear PVC lose their edges, touching pairs only 81% right.}

⟦2025-02-14|Feb. 14⟧ - {A|Tried the lens polarizer at 45 deg instead of crossed.}
{R|Glare mostly gone and the edges are back, 93% on touching pairs.}
{H|Retraining on images shot this way should get us past 98.}",Counter v2 R&D,,,
1209345120011702,2025-02-18,2025-03-07,2025-03-07,Retrain counter w/ touching-pairs set,Done,Nadia Rahman,nadia@pillwise.ca,2025-02-24,2025-03-07,SR&ED,"⟦2025-02-24|Feb 24⟧ - {A|Shot 1,200 cells with touching pairs under the 45 deg setup, hand-labelled by Omar and me.}
{A|Retrained the segmentation net with a watershed split step after it.}

⟦2025-03-06|Mar 6⟧ - {R|Held-out set of 300 touching pairs: 97.7% right, against 81% with crossed polars and 62% with no polarizer.}
{R|6 of the 7 misses are small round white tablets, 5 mm or less.}
{C|Good enough to go back to Brampton.}",Counter v2 R&D,,,
1209345120011815,2025-03-10,2025-03-31,2025-04-02,Brampton pilot v2,Done,Nadia Rahman,nadia@pillwise.ca,2025-03-17,2025-03-31,SR&ED,"⟦2025-03-17|Mar 17⟧ - {A|New camera head with the 45 deg polarizer and counter v2.3 installed at Brampton, running alongside the pharmacist check.}
{N|Pharmacist logs every flag for 2 weeks.}

⟦2025-03-31|Mar 31⟧ - {R|2 weeks: 1,614 packs, 12 flagged, 10 real errors (mostly a missing tablet) and 2 false flags.}
{R|That's 2 false flags in 2 weeks against 29 in one week in the Feb 3 report.}
{C|v2.3 stays on at Brampton.}
{N|Next: same test at the Oakville site, they use opaque white blister cards.}

⟦2025-03-12 late|Mar 12, added late⟧ - {R|Forgot to put this in: the Brampton pharmacist says the old head also double counts scored tablets broken in half, 3 cases in Feb.}
{N|Need half tablets in the next training set.}",Counter v2 R&D,,,
1209345120011420,2025-02-03,,2025-02-18,Test protocol,Reference,Nadia Rahman,nadia@pillwise.ca,,,,"{U|Test set = the 300 touching-pair cells from the Brampton returns bin, each counted twice by hand.}
{U|A pack only counts as right if every cell in it is right.}",Counter v2 R&D,,,
1209345120011990,2025-04-01,,2025-04-01,Oakville opaque cards,To do,Omar Haddad,omar@pillwise.ca,2025-04-14,2025-04-25,SR&ED,,Counter v2 R&D,,,
''',
)

# 3 ------------------------------------------------------------------------------------------------
# en-CA, a Kamloops bakery selling frozen unbaked croissants to cafés: after 3 weeks in the freezer
# they bake flat and greasy. Paper log from the freezer door transcribed into Word (DOCX): a
# "Week NN" heading and ONE TABLE PER WEEK (Day | Notes | By), day cells "Mon 3/3" day/month
# without a year, settled by "19/3", "24/3", "28/3", "22/4"; days with nothing written (empty Notes
# cell) make no entry. "laminated Feb 10", "from last month", "3 wks", "2.5 h", "-18" are not
# entry dates. Title, the transcriber's hint line and the sign-off block are undated.
case(
    "frozen_croissant_proof_collapse_weekly_tables_docx", "en", "en-CA", "Freezer_door_log_Mar-May_2025.docx",
    (2025,),
    """
# {U|Riverbend Bake Co. - frozen croissant log}
{U|Typed up from the paper log on the walk-in door, dates as written (day/month).}
## Week 10
| Day | Notes | By |
| ⟦2025-03-03|Mon 3/3⟧ | {R|Cafe Bellamy sent back 2 cases of frozen croissants, baked flat and greasy with butter pooled on the tray.} // {R|Those were laminated Feb 10, so 3 wks in the freezer.} // {H|Think ice crystals are tearing the butter layers while they sit.} | JM |
| Tue 4/3 |  |  |
| ⟦2025-03-05|Wed 5/3⟧ | {A|3 trays from one dough: A frozen at -18 in the reach-in like always, B blast frozen at -35 for 40 min then the reach-in, C baked fresh as control.} // {R|C rose 2.5x.} // {N|Bake A and B in 2 wks, same proof.} | JM |
| ⟦2025-03-06|Thu 6/3⟧ | {R|Reach-in temp log shows it swings -12 to -20 every time the door opens.} // {A|Put a data logger on the middle shelf.} | RK |
| Fri 7/3 |  |  |
## Week 11
| Day | Notes | By |
| ⟦2025-03-10|Mon 10/3⟧ | {R|Logger: 14 door openings a day, shelf goes up to -11 on delivery mornings.} // {R|Frost inside the bags on the trays from last month.} | RK |
| Tue 11/3 |  |  |
| Wed 12/3 |  |  |
## Week 12
| Day | Notes | By |
| Mon 17/3 |  |  |
| ⟦2025-03-19|Wed 19/3⟧ | {A|Baked A and B after 2 wks frozen, thawed overnight, proofed 2.5 h at 26 C.} // {R|A rose to 1.6x, B to 2.3x.} // {R|B's layers are clean in cross section, A has big holes and butter leaking out.} // {C|So its the slow freeze and the swings, not the recipe.} | JM |
## Week 13
| Day | Notes | By |
| ⟦2025-03-24|Mon 24/3⟧ | {A|Blast frozen batch D moved to the chest freezer in the back, opened once a day.} // {A|Batch E blast frozen then back in the reach-in, to compare.} // {H|If D stays away from the door traffic it should hold 4 wks.} | RK |
| ⟦2025-03-28|Fri 28/3⟧ | {R|Lallemand rep says frozen dough wants an osmotolerant yeast and about 20% more of it.} // {N|Try SAF Gold in the next batch.} | RK |
## Week 15
| Day | Notes | By |
| ⟦2025-04-07|Mon 7/4⟧ | {A|Batch F: SAF Gold +20%, blast frozen, chest freezer.} // {A|Same lamination, 27 layers.} | JM |
## Week 17
| Day | Notes | By |
| ⟦2025-04-22|Tue 22/4⟧ | {R|D and E after 4 wks: D rose 2.2x, E 1.7x.} // {C|Chest freezer for anything over 2 wks.} // {N|Tell Bellamy and the Sun Peaks cafe their cases will be max 3 wks old from now on.} | JM |
## Week 19
| Day | Notes | By |
| ⟦2025-05-05|Mon 5/5⟧ | {R|F after 4 wks rose 2.5x, same as fresh.} // {C|SAF Gold +20% from now on for all frozen dough.} | JM |
{U|Checked against the paper log - K. Wong (office)}
{U|Paper pages 12 to 19 are in the blue binder.}
""",
)

# 4 ------------------------------------------------------------------------------------------------
# en-CA, a Yellowknife geomatics firm whose exploration camps download basemap updates over an
# Inmarsat BGAN terminal at about $5 a MB; the developer builds delta updates of the vector tile
# packs. Toggl Track "Detailed report" exported to CSV: one row per time entry, the Description
# column holds what was done (one or two sentences), and the DATE COLUMNS COME AFTER IT on the same
# row; the rows of one start date make one entry (the entry is dated by "Start date"); the
# 2025-01-22 22:10 row ends 2025-01-23 01:35 and still belongs to Jan 22 ("End date" dates
# nothing); rows with an empty description ("Admin", "Invoicing") make no entry; the line the
# bookkeeper put on top is undated. "0.4", "256 KB", "41,200", "10 min" are not dates.
case(
    "bgan_basemap_delta_tiles_toggl_csv", "en", "en-CA", "Toggl_Track_detailed_report_TileSync_2025-01-01_to_2025-02-28.csv",
    (2025,),
    """
{U|Saved for the SR&ED file by Lise (office): Sam's Toggl entries for the TileSync project only, the Billable column means nothing here.}
User,Email,Client,Project,Task,Description,Billable,Start date,Start time,End date,End time,Duration,Tags,Amount (CAD)
Sam Okafor,sam@taigaline.ca,Internal,TileSync,Scoping,"⟦2025-01-13@2025-01-13⟧{R|Courageous Lake camp paid $940 in BGAN data in December, nearly all of it basemap re-downloads.}",No,2025-01-13,09:05:00,2025-01-13,10:20:00,01:15:00,SR&ED,
Sam Okafor,sam@taigaline.ca,Internal,TileSync,Scoping,"{H|Guess: most tiles don't change between monthly packs and we resend all 180 MB because the pack hash changes.}",No,2025-01-13,13:30:00,2025-01-13,14:00:00,00:30:00,SR&ED,
Sam Okafor,sam@taigaline.ca,Internal,TileSync,Tile diff,"⟦2025-01-14@2025-01-14⟧{A|Diffed the Dec and Jan tile packs tile by tile.} {R|Only 3.8% of the 41,200 tiles changed, and 60% of those differ only in the order of feature IDs.}",No,2025-01-14,08:50:00,2025-01-14,12:10:00,03:20:00,SR&ED,
Sam Okafor,sam@taigaline.ca,Internal,TileSync,Tile diff,"⟦2025-01-16@2025-01-16⟧{A|Sorted the features canonically inside each tile before encoding.} {R|Changed tiles drop to 1.1% and the delta pack is 2.3 MB instead of 180.}",No,2025-01-16,09:00:00,2025-01-16,15:40:00,06:40:00,SR&ED,
Sam Okafor,sam@taigaline.ca,Internal,Admin,,,No,2025-01-17,08:30:00,2025-01-17,09:15:00,00:45:00,,
Sam Okafor,sam@taigaline.ca,Internal,TileSync,Field test,"⟦2025-01-22@2025-01-22⟧{A|Roof test with the BGAN terminal, pushing the 2.3 MB delta to the field tablet.}",No,2025-01-22,19:30:00,2025-01-22,21:45:00,02:15:00,SR&ED,
Sam Okafor,sam@taigaline.ca,Internal,TileSync,Field test,"{R|Transfer keeps dying at 60-70% and starting over from zero, 4 tries tonight.} {H|Probably the terminal drops the link at its 10 min idle timeout while the app is still verifying the pack.}",No,2025-01-22,22:10:00,2025-01-23,01:35:00,03:25:00,SR&ED,
Sam Okafor,sam@taigaline.ca,Internal,TileSync,Resumable download,"⟦2025-01-23@2025-01-23⟧{A|Wrote a resumable chunked download, 256 KB chunks each with its own hash.} {H|Should ride through the link drops without starting over.}",No,2025-01-23,10:30:00,2025-01-23,17:00:00,06:30:00,SR&ED,
Sam Okafor,sam@taigaline.ca,Internal,TileSync,Field test,"⟦2025-01-27@2025-01-27⟧{R|Roof test again: 2.3 MB in 6 min through 3 link drops, no restarts.}",No,2025-01-27,13:00:00,2025-01-27,14:30:00,01:30:00,SR&ED,
Sam Okafor,sam@taigaline.ca,Internal,TileSync,Release,"{A|Sent build 0.4 to the Courageous Lake camp tablets.}",No,2025-01-27,15:00:00,2025-01-27,15:45:00,00:45:00,SR&ED,
Sam Okafor,sam@taigaline.ca,Internal,Admin,Invoicing,,No,2025-02-03,09:00:00,2025-02-03,10:00:00,01:00:00,,
Sam Okafor,sam@taigaline.ca,Internal,TileSync,Camp feedback,"⟦2025-02-10@2025-02-10⟧{R|Camp's January basemap data came to $38, down from $940.} {R|But one tablet corrupted its MBTiles file when the battery died mid-patch.} {N|Make the patch write to a copy and swap it in at the end.}",No,2025-02-10,09:10:00,2025-02-10,10:00:00,00:50:00,SR&ED,
Sam Okafor,sam@taigaline.ca,Internal,TileSync,Safe patch,"⟦2025-02-12@2025-02-12⟧{A|Patch now writes to a temp copy and renames when done, then pulled the battery mid-patch 20 times.} {R|No corrupted file in 20 pulls.}",No,2025-02-12,08:45:00,2025-02-12,16:15:00,07:30:00,SR&ED,
Sam Okafor,sam@taigaline.ca,Internal,TileSync,Safe patch,"{C|Good to roll out to all 6 camps at spring break-up.}",No,2025-02-12,16:20:00,2025-02-12,16:30:00,00:10:00,SR&ED,
""",
    csv_skip=1, marker_after=True,
)

# 5 ------------------------------------------------------------------------------------------------
# en-US, a Portland OR firmware shop working for a Vancouver BC espresso-machine maker: after a
# steam session the brew boiler overshoots to 204-205 °F (setpoint 200) and shots taste burnt.
# Discord channel exported with DiscordChatExporter as plain text: a ===== header block (Guild,
# Channel, Topic), messages "[1/14/2025 9:12 AM] jmarsh" with the text on the lines below,
# {Attachments} and {Reactions} blocks, an export footer. US month/day: "1/14/2025", "1/16/2025"
# settle "2/4/2025", "3/4/2025"; the Jan 22 evening bench run goes past midnight and the messages
# stamped 1/23/2025 make their own Jan 23 entry; "their 12/19 build" points back. The Topic line is
# undated; "±1 °F", "1.8.0-rc2", "6:20" are not dates.
case(
    "espresso_brew_boiler_overshoot_discord_us", "en", "en-US", "Brewline Labs - fw-boiler [1187450913].txt",
    (2025,),
    """
==============================================================
Guild: Brewline Labs
Channel: Text Channels / fw-boiler
Topic: {U|Brew boiler PID work for the Tamper & Co. dual boiler, bench logs go here.}
==============================================================

[⟦2025-01-14|1/14/2025 9:12 AM⟧] jmarsh
{R|Tamper sent logs from 6 units, brew boiler hits 204-205 °F after a steam session with the setpoint at 200.}
{R|Their QA barista flags every shot pulled in that window as burnt.}

[1/14/2025 9:40 AM] priya_dev
{H|My bet is integral windup, the brew heater is locked out up to 90 s while the steam boiler refills and the I term keeps piling up the whole time.}
{R|Their 12/19 build has no anti-windup at all.}

{Reactions}
👀 (2)

[⟦2025-01-16|1/16/2025 3:22 PM⟧] priya_dev
{A|Logged the I term on the bench unit through 10 steam sessions.}
{R|It hits the clamp at 100% in every lockout and takes about 4 min to bleed off.}

{Attachments}
https://cdn.discordapp.com/attachments/1187450913/1329533118/iterm_10_sessions.png

[⟦2025-01-21|1/21/2025 11:05 AM⟧] priya_dev
{A|1.8.0-rc1 freezes the integrator during lockouts.}
{R|Overshoot down to 201.8 °F, but now it dips to 198.6 for about a minute after the lockout ends.}

[⟦2025-01-22|1/22/2025 10:47 PM⟧] jmarsh
{A|Overnight soak started on 1.8.0-rc2: frozen integrator plus feedforward, the brew heater gets 30% duty the second the lockout ends.}
{A|Steam session scripted every 20 min till morning.}

[1/22/2025 11:31 PM] jmarsh
{H|If the feedforward number is right it should stay inside ±1 °F all night.}

[⟦2025-01-23|1/23/2025 12:18 AM⟧] jmarsh
{R|First 4 cycles: max 200.9, min 199.4.}

[1/23/2025 9:05 AM] priya_dev
{R|Whole night, 27 cycles, never outside 199.3-201.0.}
{C|Feedforward plus frozen integrator does it, on a warm machine anyway.}
{N|Need a cold start test, Tamper says cafes switch on at 6 and are steaming by 6:20.}

[⟦2025-02-04|2/4/2025 8:40 AM⟧] priya_dev
{A|Cold start: machine sat off 10 h in the garage at 41 °F, switched on, first steam at 20 min.}
{R|Boiler was fine but the group head was still 18 °F under the boiler, puck temp 192 on the first shot.}
{C|The boiler loop isn't the whole story on a cold start.}

[⟦2025-02-11|2/11/2025 2:15 PM⟧] jmarsh
{H|Boosting the brew setpoint 6 °F for the first 25 min after power-on should pull the group up faster.}
{A|Put it in 1.8.0-rc3 with the boost ramping off over the last 5 min.}

[2/11/2025 2:16 PM] jmarsh

{Attachments}
https://cdn.discordapp.com/attachments/1187450913/1338981200/rc3_boost_ramp.png

[⟦2025-02-13|2/13/2025 10:02 AM⟧] priya_dev
{R|Cold start on rc3: group at 197 by 18 min and the first shot at 20 min within 1.5 °F of target at the puck.}
{R|No overshoot past 201 when the boost ramps off.}

[⟦2025-03-04|3/4/2025 4:48 PM⟧] jmarsh
{R|Tamper QA ran rc3 on 10 units for a week, no burnt shots flagged and max brew temp 201.2.}
{C|1.8.0 ships as the production build.}
{N|They want the same logic on the single boiler model, I'll scope it next week.}

{Reactions}
🎉 (3)

==============================================================
Exported 16 message(s)
==============================================================
""",
)

# 6 ------------------------------------------------------------------------------------------------
# fr-CA, une fabrique de blocs de glace claire de Saint-Hyacinthe (bars à cocktails, sculpteurs) :
# depuis que la Ville a changé de puits, un voile blanc en plumes apparaît au centre des blocs, puis
# les blocs fendent à la coupe. Registre Excel (XLSX) avec UN ONGLET PAR MOIS (« Janvier »,
# « Février », « Mars ») et un onglet « Notes » sans date : une ligne par bloc sorti, vraies cellules
# date (lues aaaa-mm-jj), phrases dans la colonne Remarques seulement ; une ligne sans remarque ne
# fait pas d'entrée ; la ligne du 6 février est ajoutée au bas de l'onglet Février, après celle du
# 20 (en retard). La colonne « Sortie » donne l'heure (« 23:40 », « 00:15 ») et ne date rien ;
# « depuis le 5 février », « en décembre » renvoient en arrière ; « 240 mg/L », « -12 », « 24 h »
# ne sont pas des dates.
case(
    "fr_blocs_glace_claire_voile_blanc_xlsx_onglets_mois", "fr", "fr-CA", "Registre_blocs_2025_par_mois.xlsx",
    (2025,),
    """
=== Sheet: Janvier
Registre des blocs — janvier 2025

Date ¦ Bac ¦ Eau ¦ Durée du gel (h) ¦ Sortie ¦ Résultat ¦ Remarques
⟦2025-01-08|2025-01-08⟧ ¦ 1 ¦ Ville ¦ 70 ¦ 08:10 ¦ Voile ¦ {R|Bloc du bac 1 sorti avec un voile blanc en plumes au centre, sur le tiers du bloc à peu près.} {R|C'est le 4e bloc sur 10 depuis que la Ville a changé de puits en décembre.} {H|On pense que l'eau du nouveau puits est plus dure et que les minéraux se concentrent au centre à la fin du gel.}
2025-01-08 ¦ 2 ¦ Ville ¦ 71 ¦ 09:30 ¦ Voile ¦
⟦2025-01-10|2025-01-10⟧ ¦ 2 ¦ Adoucie ¦  ¦  ¦  ¦ {R|Dureté à la bandelette : 240 mg/L, l'ancien puits était autour de 90.} {A|Bac 2 rempli à l'eau adoucie et échantillon d'eau envoyé au labo.}
⟦2025-01-13|2025-01-13⟧ ¦ 2 ¦ Adoucie ¦ 72 ¦ 23:40 ¦ Voile ¦ {R|Bloc à l'eau adoucie : voile presque pareil, un peu moins opaque.} {C|La dureté explique pas tout.}
⟦2025-01-20|2025-01-20⟧ ¦ 3 ¦ Dégazée ¦  ¦  ¦  ¦ {A|Bac 3 rempli d'eau du robinet dégazée sous vide 30 min.} {H|Si c'est l'air dissous, le voile devrait disparaître.}
2025-01-21 ¦ 1 ¦ Ville ¦ 70 ¦ 07:55 ¦ Voile ¦
⟦2025-01-23|2025-01-23⟧ ¦ 3 ¦ Dégazée ¦ 69 ¦ 00:15 ¦ Voile réduit ¦ {R|Bac 3 dégazé : plus de plumes, il reste un voile de 10 cm au centre.} {R|Une fissure est apparue quand on a sorti le bloc.}
=== Sheet: Février
Registre des blocs — février 2025

Date ¦ Bac ¦ Eau ¦ Durée du gel (h) ¦ Sortie ¦ Résultat ¦ Remarques
⟦2025-02-03|2025-02-03⟧ ¦ 1 ¦ Dégazée ¦ 70 ¦ 08:20 ¦ Voile réduit ¦ {R|Le flotteur arrête la pompe de circulation quand il reste 15 cm d'eau dans le bac.} {H|Je soupçonne que cette dernière eau, plus chargée, gèle sans circulation et fait le voile.}
⟦2025-02-05|2025-02-05⟧ ¦ 1 ¦ Dégazée ¦  ¦  ¦  ¦ {A|Flotteur abaissé, la pompe tourne maintenant jusqu'à 5 cm d'eau.} {A|La dernière eau est pompée et remplacée par de l'eau dégazée froide.}
⟦2025-02-10|2025-02-10⟧ ¦ 1 ¦ Dégazée ¦ 74 ¦ 10:05 ¦ Clair ¦ {R|Bloc clair sur toute la hauteur, voile seulement dans les 3 derniers cm du dessus, qu'on coupe de toute façon.} {C|C'est la dernière eau le problème, pas le puits.}
2025-02-14 ¦ 2 ¦ Dégazée ¦ 73 ¦ 09:00 ¦ Clair ¦
⟦2025-02-20|2025-02-20⟧ ¦  ¦  ¦  ¦  ¦ Fissures ¦ {R|3 blocs sur 8 ont fendu cette semaine, tous sortis du congélateur à -12 et coupés direct dans la salle de coupe à +8.} {N|Essayer de tempérer les blocs 24 h à -4 avant la coupe.}
⟦2025-02-06 late|2025-02-06⟧ ¦  ¦  ¦  ¦  ¦  ¦ (ajouté après) {R|Le labo confirme 245 mg/L de dureté et 28 mg/L de silice dans l'eau du nouveau puits.} {N|Demander à la Ville si le changement de puits est pour de bon.}
=== Sheet: Mars
Registre des blocs — mars 2025

Date ¦ Bac ¦ Eau ¦ Durée du gel (h) ¦ Sortie ¦ Résultat ¦ Remarques
⟦2025-03-03|2025-03-03⟧ ¦ 1-3 ¦ Dégazée ¦  ¦  ¦ Clair ¦ {A|Blocs de la semaine tempérés 24 h à -4 dans la remorque frigo avant la coupe.} {R|Aucune fissure sur 9 blocs.}
2025-03-06 ¦ 2 ¦ Dégazée ¦ 72 ¦ 22:50 ¦ Clair ¦
⟦2025-03-12|2025-03-12⟧ ¦  ¦  ¦  ¦  ¦  ¦ {R|Bilan depuis le 5 février : 31 blocs, 29 clairs au complet et 2 avec un voile de moins de 5 cm.} {C|On garde eau dégazée, pompe jusqu'à 5 cm, vidange de la dernière eau et tempérage de 24 h.} {N|Essayer sans dégazage pour voir si la pompe seule suffit, le dégazage prend 40 min par bac.}
=== Sheet: Notes
{U|Bacs de 300 lb, congélation par le fond avec pompe de circulation, congélateur à -12.}
{U|Eau Ville = robinet, Adoucie = après l'adoucisseur, Dégazée = sous vide 30 min.}
{U|Sortie = heure où le bloc sort du bac.}
""",
    xlsx_header_row=3, xlsx_data_sheets=("Février", "Mars"),
)

# 7 ------------------------------------------------------------------------------------------------
# fr-CA, une fabrique de nouilles soba 100 % sarrasin de Sainte-Marie (Beauce) : les nouilles
# séchées cassent dans le sac. Messages d'un groupe Telegram copiés depuis Telegram Desktop :
# « Nom, [06.05.25 08:14] » puis le texte ; dates jj.mm.aa à points (jour d'abord) ; lignes
# « [En réponse à ...] » et « [Transféré de ...] » ; le soir du 14 mai passe minuit et les messages
# du 15 forment une entrée du 15 ; les messages d'un même jour = une entrée. Les numéros de lot
# « 0508 », « 0514 » ressemblent à des dates et n'en sont pas ; « le lot du 8 mai » renvoie en
# arrière ; « 1,5 mm », « 95 °C », « 21 h 30 » ne sont pas des dates. La ligne d'en-tête est sans date.
case(
    "fr_nouilles_soba_sarrasin_casse_telegram", "fr", "fr-CA", "Telegram_Soba_essais_copie.txt",
    (2025,),
    """
{U|Copié du groupe Telegram « Soba – essais » pour le dossier RS&DE, les messages perso sont enlevés.}

Mélanie Doyon, [⟦2025-05-06|06.05.25 08:14⟧]
{R|IGA nous retourne 14 caisses, les nouilles sont en petits bouts dans le sac, 30 à 40 % de brisures.}

Karl Poulin, [06.05.25 08:31]
[En réponse à Mélanie Doyon]
{H|Je pense que le séchoir est trop sec au départ, la surface sèche et craque avant que le cœur ait perdu son eau.}

Karl Poulin, [⟦2025-05-08|08.05.25 16:02⟧]
{R|Mesuré dans le séchoir : 28 °C et 35 % HR dès la première heure.}
{A|Lot 0508 séché à 24 °C et 70 % HR les 4 premières heures, puis descendu à 50 %.}

Karl Poulin, [⟦2025-05-10|10.05.25 09:47⟧]
{R|Lot 0508 : 12 % de brisures après ensachage, contre 35 % pour le lot d'avant.}

Mélanie Doyon, [10.05.25 10:03]
{C|C'est mieux mais encore trop pour IGA.}

Mélanie Doyon, [⟦2025-05-13|13.05.25 14:20⟧]
{A|Lot 0513 avec la farine remoulue au tamis 100 au lieu de 80.}
{H|Ça devrait mieux lier la pâte, les grosses particules de son font des points faibles.}

Karl Poulin, [⟦2025-05-14|14.05.25 21:50⟧]
{A|Lot 0514 entré au séchoir à 21 h 30, farine fine et même réglage que le lot du 8 mai.}

Karl Poulin, [14.05.25 22:05]
{H|Si la farine fine aide en plus du séchage lent, on devrait passer sous 5 % de brisures.}

Karl Poulin, [⟦2025-05-15|15.05.25 00:40⟧]
{R|Alarme du séchoir à 0 h 25, l'humidité était tombée à 40 % parce que la sonde était pleine de farine.}
{A|Nettoyé la sonde et remis à 70 %.}

Mélanie Doyon, [15.05.25 07:12]
👍

Mélanie Doyon, [⟦2025-05-16|16.05.25 15:35⟧]
{R|Lot 0513 : 9 % de brisures.}
{R|Lot 0514 : 7 % malgré l'alarme.}
{C|La mouture aide un peu, le séchage lent aide plus.}

Mélanie Doyon, [⟦2025-05-21|21.05.25 11:08⟧]
[Transféré de Hiro Tanaka]
{R|Au Japon, pour le 100 % sarrasin, on pétrit une partie de la farine à l'eau bouillante, l'amidon gélatinisé sert de liant.}

Karl Poulin, [21.05.25 11:30]
{N|On essaie demain avec 20 % de la farine à l'eau bouillante.}

Karl Poulin, [⟦2025-05-22|22.05.25 17:15⟧]
{A|Lot 0522 : 20 % de la farine ébouillantée à 95 °C, le reste à l'eau froide, séchage lent.}
{R|La pâte se lamine sans déchirer et on peut couper plus mince, à 1,5 mm.}

Mélanie Doyon, [⟦2025-05-27|27.05.25 13:40⟧]
{R|Lot 0522 ensaché : 2 % de brisures.}
{R|Cuisson 4 min, les nouilles tiennent, pas de bouts dans la casserole.}
{C|On garde la farine fine, 20 % ébouillantée et le séchage lent.}
{N|Je rappelle IGA pour leur envoyer un nouvel échantillon.}
""",
)

# 8 ------------------------------------------------------------------------------------------------
# fr-CA, un fabricant de granules de miscanthus du Pontiac : dans les poêles à creuset fixe des
# clients, la cendre fond en galettes de mâchefer et le poêle s'éteint. Fiches de visite remplies
# sur TABLETTE par la technicienne et exportées en PDF, une fiche par page : champs « Date de la
# visite : 04/02/2025 », heures d'arrivée et de départ, cases [X] / [ ], puis Observations, Actions
# et Suivi en texte libre ; pied « Généré par FormuliaPro le 2025-04-14 ... » sur chaque page (ne
# date rien). Dates jj/mm/aaaa, aucune date à barre avec une partie > 12 dans le fichier :
# AMBIGU (la locale fr-CA du cas les lit jour/mois), sauf « 03/03/2025 » à parties égales. La visite
# du 07/03 finit après minuit (départ 00:35) et reste une entrée du 07/03 ; deux fiches du 10/03 =
# une entrée. Les lots « MX-2502B », « VT-2025-027 », « 980 °C » ne sont pas des dates ; la page
# couverture est sans date, les lignes « Signature » ne sont pas des phrases.
case(
    "fr_granules_miscanthus_machefer_fiches_tablette_pdf_ambigu", "fr", "fr-CA", "Fiches_visites_techniques_fev-avr_2025.pdf",
    (2025,),
    """
# Visites techniques client — export
{U|Granules Pontiac inc., Fort-Coulonge — fiches remplies sur la tablette par Julie Lachapelle, technicienne.}
{U|Sujet : mâchefer dans les poêles avec les granules de miscanthus (dossier RS&DE 2025).}
~~page~~
## Fiche VT-2025-014
Date de la visite : ⟦2025-02-04 amb|04/02/2025⟧
Heure d'arrivée : 13:10     Heure de départ : 14:25
Client : Ranger, Fort-Coulonge — poêle Enviro M55 (creuset fixe)
Lot de granules : MX-2501     Mâchefer : [X] oui  [ ] non
Observations :
{R|Galette de mâchefer de 1 cm collée au creuset, trous d'air du bas bouchés aux deux tiers.}
{R|Le client vide le creuset chaque matin et le poêle s'éteint quand même en fin de journée.}
Actions :
{A|Échantillons de mâchefer et de granules pris pour le labo.}
Suivi :
{H|Je pense que le potassium du miscanthus fait fondre la cendre à la température du creuset.}
Signature du technicien : J. Lachapelle
Généré par FormuliaPro le 2025-04-14 10:02
~~page~~
## Fiche VT-2025-016
Date de la visite : ⟦2025-02-06 amb|06/02/2025⟧
Heure d'arrivée : 09:40     Heure de départ : 10:30
Client : Dubeau, Mansfield — poêle Harman (creuset agité)
Lot de granules : MX-2501     Mâchefer : [ ] oui  [X] non
Observations :
{R|Pas de galette, cendre poudreuse avec quelques grains soudés.}
Actions :
Aucune
Suivi :
{C|Le creuset agité casse la galette avant qu'elle durcisse, le problème semble toucher surtout les creusets fixes.}
Signature du technicien : J. Lachapelle
Généré par FormuliaPro le 2025-04-14 10:02
~~page~~
## Fiche VT-2025-019
Date de la visite : ⟦2025-02-11 amb|11/02/2025⟧
Heure d'arrivée : 14:00     Heure de départ : 14:50
Client : Ranger, Fort-Coulonge — poêle Enviro M55 (creuset fixe)
Lot de granules : MX-2502B (essai)     Mâchefer : [X] oui  [ ] non
Observations :
{R|Labo : la cendre du lot MX-2501 commence à fondre à 980 °C, contre 1 250 °C pour nos granules de bois.}
Actions :
{A|Laissé 10 sacs du lot d'essai MX-2502B, du miscanthus avec 2 % de kaolin ajouté au granulateur.}
Suivi :
{H|Le kaolin devrait capter le potassium et monter la fusion de la cendre au-dessus du creuset.}
Signature du technicien : J. Lachapelle
Généré par FormuliaPro le 2025-04-14 10:02
~~page~~
## Fiche VT-2025-027
Date de la visite : ⟦2025-03-03|03/03/2025⟧
Heure d'arrivée : 10:15     Heure de départ : 11:00
Client : Ranger, Fort-Coulonge — poêle Enviro M55 (creuset fixe)
Lot de granules : MX-2502B (essai)     Mâchefer : [ ] oui  [X] non
Observations :
{R|Après 3 semaines au MX-2502B, cendre friable, plus de galette.}
{R|Le poêle a tenu 3 jours sans vider le creuset.}
{R|Par contre 30 % plus de cendre, le client vide le bac plus souvent.}
Actions :
Aucune
Suivi :
Signature du technicien : J. Lachapelle
Généré par FormuliaPro le 2025-04-14 10:02
~~page~~
## Fiche VT-2025-029
Date de la visite : ⟦2025-03-07 amb|07/03/2025⟧
Heure d'arrivée : 22:40     Heure de départ : 00:35
Client : Lafleur, Campbell's Bay — poêle Enviro Mini (creuset fixe), appel d'urgence
Lot de granules : MX-2502B (essai)     Mâchefer : [ ] oui  [X] non
Observations :
{R|Poêle arrêté en erreur d'allumage, creuset plein de cendre mais pas de mâchefer.}
{R|Le bac à cendre n'avait pas été vidé depuis 6 jours.}
Actions :
{A|Vidé et nettoyé, poêle rallumé à 00:20.}
Suivi :
{C|Avec le kaolin il faut vider plus souvent, ce n'est pas un problème de fusion.}
Signature du technicien : J. Lachapelle
Généré par FormuliaPro le 2025-04-14 10:02
~~page~~
## Fiche VT-2025-030
Date de la visite : ⟦2025-03-10 amb|10/03/2025⟧
Heure d'arrivée : 09:05     Heure de départ : 09:45
Client : Ranger, Fort-Coulonge — poêle Enviro M55 (creuset fixe)
Lot de granules : MX-2503 (essai)     Mâchefer : [ ] oui  [ ] non
Observations :
Actions :
{A|Livré le lot d'essai MX-2503, seulement 1 % de kaolin pour avoir moins de cendre.}
Suivi :
Signature du technicien : J. Lachapelle
Généré par FormuliaPro le 2025-04-14 10:02
~~page~~
## Fiche VT-2025-031
Date de la visite : 10/03/2025
Heure d'arrivée : 11:20     Heure de départ : 12:00
Client : Lafleur, Campbell's Bay — poêle Enviro Mini (creuset fixe)
Lot de granules : MX-2503 (essai)     Mâchefer : [ ] oui  [ ] non
Observations :
Actions :
{A|MX-2503 livré ici aussi.}
Suivi :
{N|Repasser chez les deux clients dans 3 semaines.}
Signature du technicien : J. Lachapelle
Généré par FormuliaPro le 2025-04-14 10:02
~~page~~
## Fiche VT-2025-040
Date de la visite : ⟦2025-04-01 amb|01/04/2025⟧
Heure d'arrivée : 13:30     Heure de départ : 14:10
Client : Ranger, Fort-Coulonge — poêle Enviro M55 (creuset fixe)
Lot de granules : MX-2503 (essai)     Mâchefer : [X] oui  [ ] non
Observations :
{R|Un peu de mâchefer en plaques minces qui cassent au tisonnier.}
{R|15 % plus de cendre qu'au bois, le client trouve ça correct.}
Actions :
Aucune
Suivi :
Signature du technicien : J. Lachapelle
Généré par FormuliaPro le 2025-04-14 10:02
~~page~~
## Fiche VT-2025-041
Date de la visite : ⟦2025-04-02 amb|02/04/2025⟧
Heure d'arrivée : 10:00     Heure de départ : 10:40
Client : Lafleur, Campbell's Bay — poêle Enviro Mini (creuset fixe)
Lot de granules : MX-2503 (essai)     Mâchefer : [ ] oui  [X] non
Observations :
{R|Pas de mâchefer et 5 jours entre les vidages.}
Actions :
Aucune
Suivi :
{C|1 % de kaolin semble le bon compromis pour les creusets fixes.}
{N|Proposer le MX-2503 à tous les clients à creuset fixe à l'automne.}
Signature du technicien : J. Lachapelle
Généré par FormuliaPro le 2025-04-14 10:02
""",
    pdf_font="Helvetica", pdf_size=9, pdf_left=50, pdf_title="Visites techniques client", pdf_creator="FormuliaPro 4.2 (Android)",
)

# 9 ------------------------------------------------------------------------------------------------
# fr-CA, une héliciculture de Sutton (escargots Helix) : un escargot sur cinq meurt pendant
# l'hibernation en chambre froide. Agenda papier de la propriétaire transcrit en texte : en-têtes
# « — Semaine du 3 février — » (ne datent rien), jours écrits de toutes les façons : « lun. 3
# févr. », « jeu. 6 » (mois repris de l'entrée d'avant), « le 12 au matin », « 18/2 », « 3/3 »,
# « mer. 12 mars », « 24/3 » ; jour/mois tranché par « 18/2 » et « 24/3 » ; des jours sans rien
# d'écrit (« ven. 7 — ») ne font pas d'entrée ; « (vendredi 21 mars — oublié de l'écrire) » vient
# après le 24/3 (en retard) ; l'alarme de 23 h 40 la veille, réglée à 1 h 15, fait partie de
# l'entrée du 12. « en octobre », « l'automne » ne sont pas des dates d'entrée. La ligne du haut,
# la note sur la chambre froide et la signature sont sans date.
case(
    "fr_escargots_hibernation_chambre_froide_agenda", "fr", "fr-CA", "agenda_2025_pages_helici.txt",
    (2025,),
    """
{U|Agenda 2025 de Josée, pages recopiées pour le dossier RS&DE (rendez-vous perso enlevés).}
{U|Chambre froide = l'ancienne chambre à légumes, réglée à 5 °C.}

— Semaine du 3 février —
⟦2025-02-03|lun. 3 févr.⟧ — {R|Sorti 3 caisses de la chambre froide pour vérifier : 22 % d'escargots morts, coquilles vides ou qui sentent.} {H|Je pense que c'est trop humide là-dedans, les opercules sont tout mous.}
⟦2025-02-06|jeu. 6⟧ — {A|Hygromètre posé dans la chambre froide.} {R|98 % HR, de l'eau qui coule sur les murs.}
ven. 7 —

— Semaine du 10 février —
⟦2025-02-12|le 12 au matin⟧ : {R|Alarme de la chambre hier à 23 h 40, j'y suis restée jusqu'à 1 h 15, le serpentin était givré.} {A|Ventilateur de 10 cm branché sur une minuterie (15 min par heure) et une chaudière de chaux vive dans le coin.} {H|Ça devrait descendre sous 85 % sans dessécher les escargots.}

— Semaine du 17 février —
⟦2025-02-18|18/2⟧ {R|HR à 84 %, murs secs.} {A|Caisses 1 à 6 restent dans la chambre, caisses 7 à 12 dans le frigo du garage à 5 °C et 95 % HR pour comparer.}

— Semaine du 24 février —
⟦2025-02-24|lun. 24 févr.⟧ — {R|Le vétérinaire du regroupement dit que le jeûne avant l'hibernation compte autant que l'humidité, 7 à 10 jours sans nourriture.} {C|Les nôtres ont jeûné seulement 3 jours en octobre, c'est peut-être ça aussi.}

— Semaine du 3 mars —
⟦2025-03-03|3/3⟧ — {A|Pesé 50 escargots par caisse.} {R|Caisses de la chambre ventilée : 3 % de perte de poids en 4 semaines, caisses du garage 2 %.}
mar. 4 —

— Semaine du 10 mars —
⟦2025-03-12|mer. 12 mars⟧ — {A|Réveil de toutes les caisses : bassinage à l'eau à 20 °C et laitue.} {R|Mortalité au réveil : 6 % dans la chambre ventilée, 19 % dans le garage.} {C|C'est l'humidité trop haute qui tue, plus que le froid.}

— Semaine du 24 mars —
⟦2025-03-24|24/3⟧ — {R|Les escargots de la chambre ventilée mangent dès le 2e jour, ceux du garage seulement au 5e.} {N|Pour l'automne : jeûne de 10 jours et ventilation dès l'entrée en chambre froide.}
(⟦2025-03-21 late|vendredi 21 mars⟧ — oublié de l'écrire) {R|Le labo de Saint-Hyacinthe a trouvé des Pseudomonas dans les escargots morts du garage.} {C|Ça va avec l'humidité.}

— Semaine du 31 mars —
⟦2025-04-04|ven. 4 avr.⟧ — {R|Premières pontes dans les caisses de la chambre ventilée, rien encore dans celles du garage.} {N|Noter les pontes chaque semaine jusqu'en mai.}

{U|Josée Beaudoin — Héliciculture La Coquille, Sutton}
""",
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
# « le 17 », « le 12 au matin », « jeu. 6 » : a bare day number (a weekday or « le » before it, a
# part of the day after it), the month and year carried over from the entry before
DAY_ONLY = re.compile(r"^\s*(?:le|lun|mar|mer|jeu|ven|sam|dim)\.?\s+(\d{1,2})(?:er)?"
                      r"(?:\s+au\s+(?:matin|soir)|\s+en\s+soirée)?\s*$", re.I)
# Telegram Desktop copy "[04.03.25 07:12]": dd.mm.yy, day first (not a slashed date)
DOT = re.compile(r"(?<![\d.])(\d{2})\.(\d{2})\.(\d{2})(?![\d.])")


def parse_marker(marker, language, locale, prev):
    """(year or None, month, day) and slashed? for a written date expression."""
    m = ISO.search(marker)
    if m:
        return (int(m.group(1)), int(m.group(2)), int(m.group(3))), False
    m = DOT.search(marker)
    if m:
        return (2000 + int(m.group(3)), int(m.group(2)), int(m.group(1))), False
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
            if si == 0 or title in c.get("xlsx_data_sheets", ()):
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
        rnd = random.Random(20)

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
        if c.get("marker_after"):
            # a time-tracker row: the date columns come after the description on the same row
            ls, le = rec.rfind("\n", 0, f0) + 1, rec.find("\n", f0)
            mpos = ls if rec.find(mk, f0 + len(first), le) >= 0 else -1
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
