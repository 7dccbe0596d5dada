#!/usr/bin/env python3
"""Writes the logbook_first_18 held-out cases (one record file + case.json per folder) and checks them.

Run:  python3 tests/quality/logbook_first_18/make_cases.py [-v]
Schema: same as logbook_first_17: case.json = name, language, locale,
entries [{date, ambiguous, sentences [{text, label}]}], undated.
Nine writers (4 English en-CA, 1 English en-US, 4 French Quebec), subjects new to every earlier
logbook set, each in a record format no earlier set used:
  * a Klondike placer miner dosing chitosan into a settling pond in cold spring water (field book
    typed up and printed to PDF in Courier: "Thurs May 23 2024", "Sat. June 1", "Thurs Jun 13 '24",
    "Sept 10 - season summary"; typed page headers and the book's page numbers);
  * a Thunder Bay sauna-stove maker whose firebox corners crack (Zendesk ticket printed as text:
    public replies and internal notes oldest first, "Nov 4, 2024, 8:15 AM" stamps, status and tag
    changes, the customer's signature and a macro line);
  * a Burlington ON silicone bakeware moulder whose muffin trays tear at the cavity corners (XLSX QA
    nonconformance log, ONE ROW PER ENTRY, real date cells shown dd-mmm-yy, sentences in the Notes
    column only, a "Spec" sheet and an open-items row that are undated);
  * an Ohio rubber compounder and a Sudbury plow-edge maker (en-US: one e-mail saved as text, its
    RFC header "Date: Thu, 27 Mar 2025 10:04:17 -0400", then the whole thread QUOTED below it,
    "On Tue, Mar 25, 2025 at 4:40 PM ... wrote:" with "> " nesting, so the file runs newest first
    and every entry but the newest is `late`; "the 1/28" slabs point back, m/d);
  * a South Shore NS sea-salt maker whose pan salt comes out bitter and grey (Day One journal
    exported as plain text: tab-indented "Date:", "Location:", "Weather:", "Tags:" blocks);
  * un laboratoire de cosmétiques de Trois-Rivières et son baume à lèvres granuleux (cahier de
    laboratoire Word DOCX : dates en titre 2 « Lundi 3 février 2025 », TABLEAUX de paramètres qui
    sont des données, « Vérifié par » et consignes sans date) ;
  * une ferme de pivoines de la Montérégie et le botrytis en chambre froide (export CSV de SMS
    type iMazing, colonne « Date du message » aaaa-mm-jj hh:mm:ss ; les messages d'un même jour
    forment une entrée ; pièces jointes seules et « Aimé ... » ne sont pas des phrases) ;
  * un poseur de pieux vissés d'Abitibi et le soulèvement par le gel (note de l'app Notes de
    l'iPhone exportée en PDF : « 3 mars », « le 17 » (mois repris de l'entrée d'avant),
    « lun. 24 mars », « 03/04/2025 » AMBIGU (aucune date à barre avec une partie > 12 dans le
    fichier ; la locale fr-CA du cas le lit 3 avril), « 10 avril », « le 22 », « 6 mai »,
    « 20 mai » ; liste de prix collée et liste « À faire » sans date) ;
  * un fabricant de Drummondville de jauges de propane sans fil qui lisent trop bas par grand
    froid (demande Redmine exportée en PDF : « Ajouté par ... le 06/01/2025 08:47 », historique
    « 13/01/2025 10:05 - Nom », lignes de changement de champ qui ne sont pas des phrases ;
    jj/mm/aaaa tranché par les jours > 12).
Each record has 8-10 dated entries of 2-5 labelled sentences.

Conventions (same as the earlier sets, plus the new formats):
  * a chat message, ticket comment, issue note or e-mail is dated by its own stamp or header;
    messages of one day make one entry; author/time lines, field-change and status lines,
    attachment-only and reaction lines, greetings and signatures are not sentences;
  * a quoted e-mail history is the only copy of the older messages: each quoted message is an
    entry dated by its "On ... wrote:" line, its sentences are the quoted lines without the "> "
    prefixes, and since the newest message sits on top every older one is `late`;
  * a journal's « le 17 » takes the month and year of the entry just before it;
  * a DOCX record is read as its body in order: paragraphs one a line ("# ", "## ", "### " lines of
    the source become headings, "- " lines bullets), a table row as its non-empty cells joined by a
    tab; an XLSX record as its rows, non-empty cells joined by a tab, date cells as YYYY-MM-DD;
    a PDF record as the text pypdf extracts, one drawn line a line; in a log table or a
    spreadsheet only the Notes/Remarques column holds sentences, the other cells are data;
  * a date inside a sentence that points back or ahead ("the slabs that came in 1/28", « le banc
    du 13 janvier », « depuis le 17 février ») creates no entry;
  * `ambiguous` follows the slashed-date rule (both parts <= 12 and different, and no slashed date
    in the file with a part > 12 settles the order; en-CA and fr-CA read day/month, en-US
    month/day); a price like "3 1/2 po" counts as a slashed pair and settles nothing;
  * export, print, "Mis à jour", "Début" and sign-off stamps date nothing;
  * undated = header/preamble lines, instructions, legends, pasted price lists, open-items and
    « À faire » lists, trailing notes and signatures.
Labels: hypothesis = a supposition or expectation stated before it is checked; activity = what was
done or set up (set-points and quantities included); result = what was measured or observed
(information received from a lab, supplier, customer or colleague included); conclusion = what the
writer concludes or decides, tentative ones included; next_step = intentions, plans, suggestions of
what to try and requests.

Source markup (only in this script): each record is written once; ⟦YYYY-MM-DD[ late][ amb]|text⟧
marks the written date that opens an entry (the text stays in the record), {A|...} {R|...} {H|...}
{C|...} {N|...} a labelled sentence of the entry above it and {U|...} an undated text; everything
else is written to the record as is and labelled nothing.

Checks: every sentence and undated text occurs exactly once in the record's extracted text (DOCX via
python-docx, XLSX via openpyxl, PDF via pypdf), on one line and inside one cell, with no overlap;
the extracted text equals the source; 8-10 entries of 2-5 sentences; entry dates strictly increase
in case.json and entries sit in file order except the declared late ones; every entry's date marker
parses to its date (weekday included) and its `ambiguous` flag follows the rule; 4 en-CA + 1 en-US +
4 fr-CA, exactly one case with ambiguous dates, at least one DOCX, one XLSX and one PDF, record file
names all different and case names new to every earlier logbook set.
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


def case(name, language, locale, record_name, years, source, **opts):
    CASES.append(dict(name=name, language=language, locale=locale, record_name=record_name,
                      years=tuple(years), source=source.strip("\n") + "\n", **opts))


# CASES ============================================================================================
# 1 ------------------------------------------------------------------------------------------------
# en-CA, placer gold operation on Dominion Creek (Klondike, YT): the settling-pond decant goes over
# the licence limit for settleable solids every spring, when bench clay is washed in near-freezing
# water; anionic polyacrylamide is not allowed on the creek, so they try chitosan. Field book typed
# by the office and printed to PDF (Courier, typed page headers, the book's page numbers "p. 14").
# Dates as written: "Thurs May 23 2024", "Mon May 27", "Sat. June 1", "Tues June 4", "Tues June 11",
# "Thurs Jun 13 '24", "Tues July 2", "Tues July 16", "Aug 6", "Sept 10 - season summary".
# "0.2 mL/L", "55 L/s", "96 h", "3 mg/L" are not dates; "the 3 mg/L trial in July" points back.
case(
    "placer_pond_chitosan_floc_typed_field_book_pdf", "en", "en-CA", "Field_book_7_typed_Bench3_ponds_2024.pdf",
    (2024,),
    """
# HIGHWATER PLACER LTD. - Dominion Creek, Bench 3 settling ponds
{U|Field book #7 (Rite in the Rain), pp. 12-31, typed up by K. Sauvé for the SR&ED file.}
{U|Sketches and pond drawings left out.}
{U|Page numbers in brackets are the field book's.}
{U|Problem: pond 3 decant goes over our 0.2 mL/L settleable solids limit every spring.}
{U|It happens when we're washing the bench clay and the water is under 5 °C.}
{U|Anionic PAM is off the table on this creek, so we're trying chitosan.}

[p. 12]
## ⟦2024-05-23|Thurs May 23 2024⟧
{R|Pond 3 decant 0.6 mL/L settleable solids (Imhoff cone, 1 h), water 3 °C.}
{R|Ponds 1 and 2 already half full of fines, sluice running 6 h a day.}
{H|Think the clay won't settle in water this cold no matter how long we hold it.}

[p. 13]
## ⟦2024-05-27|Mon May 27⟧
{A|Jar tests at the trailer with pond 3 inlet water, 1 L jars, 0, 2, 5 and 10 mg/L chitosan.}
{A|Fast stir 1 min, slow 10 min, settle 30 min, jars kept in a bucket of creek water.}
{R|5 and 10 mg/L jars clear at 30 min, 0.1 mL/L in the cone, blank still 0.7.}
{R|2 mg/L jar no different from the blank.}

[p. 15]
## ⟦2024-06-01|Sat. June 1⟧
{A|Stenner pump set up on the ditch into pond 3, 5 mg/L at about 55 L/s.}
{R|Decant 0.4 mL/L by end of shift.}
{R|Floc forms in the ditch but breaks up where the ditch drops into the pond.}
{C|Dosing point is too far up, the drop shreds the floc.}

[p. 16]
## ⟦2024-06-04|Tues June 4⟧
{A|Moved dosing point to the last 10 m of ditch, straw bale baffle before the pond to slow it down.}
{R|Decant 0.15 mL/L after 6 h.}
{R|Used 38 L of chitosan solution for the shift, about $160.}

~~page~~
Field book #7 - typed copy - Highwater Placer - continued
[p. 19]
## ⟦2024-06-11|Tues June 11⟧
{R|Water up to 8 °C this week and undosed pond 2 decant dropped from 0.5 to 0.25 mL/L on its own.}
{H|Part of the spring problem might just be cold water, not only the clay.}
{A|Pump off on pond 3 for 2 shifts to see what it does undosed at 8 °C.}

[p. 20]
## ⟦2024-06-13|Thurs Jun 13 '24⟧
{R|Pond 3 undosed: 0.35 mL/L, over the limit again.}
{C|Cold isn't the whole story, this clay needs the chitosan even at 8 °C.}
{A|Pump back on at 5 mg/L.}

[p. 23]
## ⟦2024-07-02|Tues July 2⟧
{A|Cut the dose to 3 mg/L to save product, everything else the same.}
{R|Decant 0.18-0.22 mL/L over 3 shifts, right at the limit.}
{C|3 is too low for this clay, back to 5.}

[p. 25]
## ⟦2024-07-16|Tues July 16⟧
{A|Sent pond 3 decant to the lab in Whitehorse for residual chitosan and a 96 h rainbow trout test.}
{R|Inspector from Water Resources came by, took his own grab sample, nothing raised.}

~~page~~
Field book #7 - typed copy - Highwater Placer - continued
[p. 27]
## ⟦2024-08-06|Aug 6⟧
{R|Lab report back: trout test pass, 100% survival in full strength decant.}
{R|Residual chitosan under their detection limit of 0.5 mg/L.}
{C|Good enough to keep dosing next season.}

[p. 31]
## ⟦2024-09-10|Sept 10 - season summary⟧
{R|Pond 3 over the limit 2 days out of 41 dosed days, both during the 3 mg/L trial in July.}
{R|Chitosan for the season 1,150 L, about $4,800.}
{N|Next spring start dosing the day the sluice starts, at 5 mg/L.}
{N|Try a second baffle before buying a bigger pump.}

{U|Fuel log and crew hours are in book #8.}
{U|- typed K.S., Dawson office}
""",
    pdf_font="Courier", pdf_size=8.5, pdf_title="Field book 7 typed", pdf_creator="Microsoft Word",
)

# 2 ------------------------------------------------------------------------------------------------
# en-CA, Thunder Bay maker of wood-fired sauna stoves: fireboxes crack along the back corner weld
# after one season. Zendesk ticket printed as text, comments OLDEST FIRST, each with author, stamp
# "Nov 4, 2024, 8:15 AM" and "(Internal note)" or nothing for a public reply; status, tag and
# assignee change lines, "Via web form", the customer's greeting and signature and the print
# footer are not sentences. "2303-2344" serials, "6 mm", "550 °C", "300 mm" are not dates.
case(
    "sauna_stove_firebox_corner_cracks_zendesk_ticket", "en", "en-CA", "zendesk_ticket_48213_print.txt",
    (2024, 2025),
    """
{U|Lakehead Sauna Works - Support}
#48213  {U|Cracked firebox after one season (K-18)}

Status: Solved        Type: Problem        Priority: High
Requester: Mark Heikkinen        Assignee: Tuuli Aho (R&D)
Tags: k18  warranty  firebox  weld
Organization: -

--------------------------------------------------------------------------------

Mark Heikkinen
⟦2024-11-04|Nov 4, 2024, 8:15 AM⟧
Via web form

Hi,
{R|The firebox on my K-18 has a crack about 10 cm long along the back corner weld, right under the water tank.}
{R|We fire it 3-4 times a week with birch and it's never been glowing red.}
{R|Bought it May 2023 from your Kakabeka dealer.}
Mark Heikkinen
Kakabeka Falls, ON

--------------------------------------------------------------------------------

Tuuli Aho (Internal note)
⟦2024-11-05|Nov 5, 2024, 2:40 PM⟧

{R|That's the 6th K-18 back corner crack this season, serials 2303-2344, all built after we went to 6 mm plate.}
{H|My guess is the corner fillet isn't fusing at the root and the crack grows from that gap with every heat-up.}
{A|Sent Mark a warranty return label for the firebox.}

Tuuli Aho changed status from New to Open
Tuuli Aho added tag weld

--------------------------------------------------------------------------------

Tuuli Aho (Internal note)
⟦2024-11-22|Nov 22, 2024, 11:05 AM⟧

{A|Mark's firebox came in, cut a section through the cracked corner and etched it.}
{R|No root fusion: the fillet bridges the two plates with a 2-3 mm gap behind it, and the crack runs from that gap through the throat.}
{C|So it's the weld joint, not the steel.}

--------------------------------------------------------------------------------

Tuuli Aho (Internal note)
⟦2024-12-03|Dec 3, 2024, 4:30 PM⟧

{A|Cycle rig running: propane burner under a 300 mm test box, 12 min on to 550 °C at the corner, 20 min fan cooling, on a timer.}
{A|Three corners, 2 boxes each: single fillet like production, bevelled full-pen weld, and a folded corner with the weld moved 60 mm onto the flat.}
{H|Folded should outlast both since there's no weld where the stress is.}

--------------------------------------------------------------------------------

Tuuli Aho (Internal note)
⟦2024-12-18|Dec 18, 2024, 9:12 AM⟧

{R|Both production-style fillet boxes cracked, at 180 and 240 cycles.}
{R|Full-pen and folded boxes clean at 250 cycles, dye pen shows nothing.}

--------------------------------------------------------------------------------

Tuuli Aho (Internal note)
⟦2025-01-14|Jan 14, 2025, 3:47 PM⟧

{R|800 cycles: full-pen box #1 has a 15 mm toe crack, first seen at 610.}
{R|Both folded boxes still clean.}
{C|Folding the corner beats any weld we can put there.}
{N|Need a quote on a 6 mm bending die for the press brake.}

--------------------------------------------------------------------------------

Tuuli Aho (Internal note)
⟦2025-01-28|Jan 28, 2025, 10:20 AM⟧

{R|Superior Tooling quotes $7,400 for the die, 5 weeks.}
{R|Full-pen welding adds about 40 min of welding and grinding per firebox.}
{C|Decision with Pekka: folded corners on all K-18 from the next run, full-pen welds until the die shows up.}

--------------------------------------------------------------------------------

Tuuli Aho
⟦2025-02-03|Feb 3, 2025, 1:55 PM⟧

Hi Mark,
{A|Your replacement firebox went out today with Day & Ross.}
{R|It's one of the full-penetration welded ones, and that build went 610 cycles on our test rig before the first crack.}
Thanks for your patience,
Tuuli Aho | R&D, Lakehead Sauna Works

--------------------------------------------------------------------------------

Mark Heikkinen
⟦2025-03-14|Mar 14, 2025, 7:02 PM⟧
Via email

{R|Replacement is in and we've fired it about a dozen times, no problems.}
{R|Takes maybe 5 min longer to get the room to 80 °C than the old one.}
Thanks again.

--------------------------------------------------------------------------------

Tuuli Aho (Internal note)
⟦2025-03-17|Mar 17, 2025, 11:40 AM⟧

{A|First folded-corner run done, 24 stoves.}
{N|Putting 2 of them on the rig to 1,000 cycles before we close the project.}
{C|Customer side is done, solving the ticket.}

Tuuli Aho changed status from Open to Solved

--------------------------------------------------------------------------------
{U|Macro applied on this ticket: Warranty - return label (firebox)}
{U|Printed by Tuuli Aho, 2025-03-18 09:02 | lakeheadsauna.zendesk.com}
""",
)

# 3 ------------------------------------------------------------------------------------------------
# en-CA, Burlington ON moulder of platinum-cured silicone bakeware: 12-cup muffin trays fail the
# retailer's oven/dishwasher cycle test by tearing at the top corner of the outer cavities. QA
# nonconformance log in Excel, ONE ROW PER ENTRY, real date cells (dd-mmm-yy), sentences only in the
# Notes column; title row, header row, an "Open items" row at the bottom and a "Spec" sheet are
# undated or data. "24-318", "25-009" lots, "D624", "200 cycles" are not dates; "re-cut in Nov"
# points back.
case(
    "silicone_muffin_tray_corner_tears_qa_log_xlsx", "en", "en-CA", "NCR-25-004_muffin_tray_tears_QA_log.xlsx",
    (2025,),
    """
=== Sheet: QA log
{U|NCR-25-004 - 12-cup muffin tray (SKU HB-1204) tearing at cavity corners - Hearthline Silicone, Burlington}

Date ¦ Lot ¦ Press ¦ Shore A ¦ Tear kN/m ¦ By ¦ Notes
⟦2025-01-13|2025-01-13⟧ ¦ 24-318 ¦ P4 ¦ 51 ¦  ¦ DS ¦ {R|Retailer's lab sent back 3 trays: tears start at the top corner of the outer cavities after 40-60 cycles, spec is 200.} {R|Lot 24-318 is HCR 50A, post-cured 2 h at 200 °C like always.} {H|Suspect the corner radius, the outer cavities on the P4 mould were re-cut in Nov.}
⟦2025-01-15|2025-01-15⟧ ¦ 24-318 ¦ P4 ¦  ¦  ¦ DS ¦ {R|Profile gauge on the outer cavity corners: P4 mould 0.5 mm radius, old P2 mould 2.0 mm.} {A|Started our own cycle test on 6 trays from 24-318 and 6 from the P2 retain lot 24-290.}
⟦2025-01-24|2025-01-24⟧ ¦ 24-318 ¦ P4 ¦ 51 ¦ 39 ¦ AM ¦ {R|Cycle 60: 4 of 6 P4 trays torn at an outer corner, P2 retains none.} {R|Tear strength on die C strips the same for both lots, 38-40 kN/m.} {C|Material's fine, it's the corner.}
⟦2025-02-03|2025-02-03⟧ ¦ 25-031 ¦ P4 ¦ 50 ¦  ¦ DS ¦ {A|Toolroom recut 2 outer cavities of the P4 mould to 2.0 mm, the other 2 outer cavities left at 0.5 as the control in the same tray.} {R|First 20 trays off P4 look normal, no flash at the new radius.}
⟦2025-02-17|2025-02-17⟧ ¦ 25-031 ¦ P4 ¦  ¦  ¦ AM ¦ {R|200 cycles on 6 trays: every 2.0 mm corner intact, 0.5 mm corners torn on 5 of 6 trays between cycle 45 and 90.} {C|Radius confirmed as the main cause.} {N|Recut all outer cavities on the 3 muffin moulds.}
⟦2025-02-21|2025-02-21⟧ ¦ 25-009 ¦ P2 ¦ 47 ¦ 33 ¦ DS ¦ {R|Customer in Kelowna sent photos of a torn tray from lot 25-009, which came off P2 with the 2.0 mm corners.} {R|Post-cure oven chart for 25-009: door opened mid-cycle, only 1 h 10 min at temperature.} {H|Short post-cure could be a second cause on top of the radius.}
⟦2025-03-03|2025-03-03⟧ ¦ 25-044 ¦ P2 ¦  ¦  ¦ AM ¦ {A|Post-cure ladder on strips and trays from one lot: 0, 1, 2 and 4 h at 200 °C.} {R|Tear 31, 36, 39, 40 kN/m and weight loss 0.9, 0.5, 0.3, 0.2 % for 0 to 4 h.} {C|Under 2 h we lose a lot of tear strength, past 2 h it barely moves.}
⟦2025-03-12|2025-03-12⟧ ¦  ¦  ¦  ¦  ¦ DS ¦ {A|Door interlock fitted on the post-cure oven, the 2 h timer restarts if the door opens.} {N|Hold any lot whose oven chart shows less than 2 h at temperature.}
⟦2025-03-28|2025-03-28⟧ ¦ 25-041 ¦ P4 ¦ 51 ¦ 40 ¦ DS ¦ {R|Retailer's lab re-test on 25-041 (all corners 2.0 mm, full post-cure): 200 cycles, no tears.} {C|Passes spec, closing NCR-25-004.}

Open items ¦  ¦  ¦  ¦  ¦  ¦ {U|Ask the Wacker rep about a higher-tear grade. Photos of the Kelowna tray are on the S: drive.}

=== Sheet: Spec
{U|1 cycle = 30 min at 230 °C in the Blodgett, then one dishwasher cycle (normal wash, heated dry).}
{U|Retailer spec RS-BK-12: no tears or cracks after 200 cycles.}
{U|Tear strength: ASTM D624 die C, 5 strips per lot, report the median.}
""",
    xlsx_header_row=3,
)

# 4 ------------------------------------------------------------------------------------------------
# en-US, Akron OH rubber compounder (writer: Dana Kowalski, tech service) and a Sudbury ON maker of
# rubber cutting edges for sidewalk plows: edges crack at the bolt holes in deep cold. One e-mail
# saved as text: RFC headers ("Date: Thu, 27 Mar 2025 10:04:17 -0400"), the newest message, then
# the whole thread quoted with "On Tue, Mar 25, 2025 at 4:40 PM Name <addr> wrote:" lines and "> "
# nesting, so the file runs newest first and every older message is `late`. Greetings, sign-offs,
# signature blocks and the confidentiality footer are not sentences. "the 1/28" slabs (m/d) point
# back; "25 mm", "30% CaCl2", "$2.18/lb", "7740-LT" are not dates.
case(
    "plow_edge_rubber_brine_cold_cracking_email_quoted_us", "en", "en-US", "RE_7740-LT_quote_and_thread.txt",
    (2025,),
    """
From: Dana Kowalski <dkowalski@buckeyepolymer.com>
To: Luc Bergeron <luc@northwayblade.ca>
Cc: Ray Tessier <ray@northwayblade.ca>
Subject: Re: Edge cracking at -30 - compound 7740 trials
⟦2025-03-27|Date: Thu, 27 Mar 2025 10:04:17 -0400⟧

Luc,

{R|Quote is attached: $2.18/lb for 40,000 lb of 7740-LT, delivered Sudbury, 4 weeks from PO.}
{N|We'd like to pull 2 of the 7740-LT edges in April and re-run brittleness to see how much plasticizer they really lose in a season.}

Thanks,
Dana

Dana Kowalski | Technical Service Engineer
Buckeye Polymer Compounding | Akron, OH | 330-555-0148

⟦2025-03-25 late|On Tue, Mar 25, 2025 at 4:40 PM⟧ Luc Bergeron <luc@northwayblade.ca> wrote:
> Dana,
> {R|Two weeks in, with 4 nights under -28 °C: no cracks on the 7740-LT edges, 3 of the 12 old 7740 edges cracked at the bolt holes.}
> {R|Wear looks about the same, 7740-LT maybe 10% faster.}
> {C|Good enough for us to switch.}
> {N|Can you quote 40,000 lb of 7740-LT for the fall run?}
> Luc
>
> ⟦2025-03-11 late|On Tue, Mar 11, 2025 at 8:15 AM⟧ Luc Bergeron <luc@northwayblade.ca> wrote:
> > {A|Ran the 2,000 lb of 7740-LT through the extruder yesterday, no issues, same die swell.}
> > {A|Sudbury let us swap 12 edges on their Trackless plows to 7740-LT, with 12 on 7740 left on the same routes for comparison.}
> >
> > ⟦2025-03-07 late|On Fri, Mar 7, 2025 at 11:02 AM⟧ Dana Kowalski <dkowalski@buckeyepolymer.com> wrote:
> > > Luc,
> > > {R|28-day brine soak done: 7740 lost 52% of its plasticizer, 7752 lost 47%, 7740-LT lost 6%.}
> > > {R|Brittleness after the soak: 7740 -30 °C, 7752 -35 °C, 7740-LT -40 °C.}
> > > {C|7740-LT is the one.}
> > > {R|It runs $0.42/lb more than 7740.}
> > > {N|2,000 lb of it ships to you Monday.}
> > > Dana
> > >
> > > ⟦2025-02-10 late|On Mon, Feb 10, 2025 at 3:31 PM⟧ Dana Kowalski <dkowalski@buckeyepolymer.com> wrote:
> > > > {A|We mixed 2 lab batches: 7740-LT with a polymeric plasticizer at the same 10 phr, and 7752 with more NR and 10 phr DOS.}
> > > > {R|Brittleness -41 °C for 7740-LT and -46 °C for 7752, both 70A.}
> > > > {H|7740-LT should hold on to its plasticizer in brine, 7752 will probably leach like the old one.}
> > > > {A|Slabs of both are going into 30% CaCl2 brine at 4 °C for 28 days.}
> > > >
> > > > ⟦2025-02-03 late|On Mon, Feb 3, 2025 at 9:47 AM⟧ Luc Bergeron <luc@northwayblade.ca> wrote:
> > > > > {R|That lines up: Sudbury and North Bay both switched from rock salt to liquid calcium chloride brine this winter.}
> > > > > {N|Can you make us a version with a plasticizer that won't wash out?}
> > > > >
> > > > > ⟦2025-01-31 late|On Fri, Jan 31, 2025 at 2:12 PM⟧ Dana Kowalski <dkowalski@buckeyepolymer.com> wrote:
> > > > > > {R|Results on the slabs that came in 1/28: new stock 71A, brittleness -37 °C; cracked edges 78A, brittleness -29 °C.}
> > > > > > {C|Crosslink density is the same in both, so it's not undercure.}
> > > > > > {R|Extraction shows 4.1 phr oil left in the used edges vs 9.8 in new.}
> > > > > > {C|The edges are hardening in service, most likely the plasticizer leaching out.}
> > > > > >
> > > > > > ⟦2025-01-15 late|On Wed, Jan 15, 2025 at 10:26 AM⟧ Dana Kowalski <dkowalski@buckeyepolymer.com> wrote:
> > > > > > > Hi Luc,
> > > > > > > {R|7740 brittleness on our last qualification was -38 °C (ASTM D2137), so on paper it shouldn't be glassy at -30.}
> > > > > > > {H|I'd suspect undercure in your 25 mm extruded sheet before I'd blame the polymer.}
> > > > > > > {N|Cut us 3 slabs from a cracked edge and 3 from new stock and we'll run hardness, brittleness and crosslink density.}
> > > > > > >
> > > > > > > ⟦2025-01-13 late|On Mon, Jan 13, 2025 at 4:58 PM⟧ Luc Bergeron <luc@northwayblade.ca> wrote:
> > > > > > > > Hi Dana,
> > > > > > > > {R|Sudbury has had 9 edges crack through and lose chunks on their sidewalk plows since the December cold snap, all 7740 from the fall batches.}
> > > > > > > > {R|The cracks start at the bolt holes and run to the wear edge.}
> > > > > > > > {H|Our guess is the compound goes glassy somewhere around -30 and the bolt holes are where it lets go.}
> > > > > > > > {N|Can you send whatever low-temp data you have on 7740?}
> > > > > > > > Luc Bergeron
> > > > > > > > Northway Blade Co. | Sudbury, ON

{U|CONFIDENTIALITY NOTICE: This e-mail and any attachments are for the named recipient only and may contain confidential information.}
{U|If you received it in error, please delete it and notify the sender.}
""",
)

# 5 ------------------------------------------------------------------------------------------------
# en-CA, small sea-salt maker on the South Shore of Nova Scotia: solar greenhouse pans give bitter,
# grey salt. Day One journal exported as plain text: each entry opens with tab-indented metadata
# ("Date:", "Location:", "Weather:", "Tags:"), the date line dating it; a note added on top when the
# file was sent to the consultant is undated. "26 °Bé", "5 micron", "14°C Fog" are not dates.
case(
    "sea_salt_pans_bitter_grey_harvest_day_one", "en", "en-CA", "Journal_salt_works_DayOne_export.txt",
    (2025,),
    """
{U|[Exported from Day One, journal "Salt works", for Mireille Doucet (SR&ED) - photos didn't come across in the text export.]}

	⟦2025-05-12|Date:	May 12, 2025 at 7:41 AM ADT⟧
	Location:	Port Mouton, Nova Scotia, Canada
	Weather:	9°C Partly Cloudy
	Tags:	salt, pan 2

{R|First harvest of the season from pan 2 came out grey and bitter, and people at the Lunenburg market noticed right away.}
{R|Brine was at 29 °Bé when we raked, we let it go almost dry.}
{H|I think we're leaving it too long and the bittern salts are crystallizing along with the sodium chloride.}


	⟦2025-05-16|Date:	May 16, 2025 at 6:05 PM ADT⟧
	Location:	Port Mouton, Nova Scotia, Canada
	Weather:	12°C Cloudy
	Tags:	salt, pan 3

{A|Bought a proper Baumé hydrometer set from the lab supply in Dartmouth.}
{A|Pan 3 filled with seawater through a new 5 micron cartridge filter.}
{N|Plan is to rake pan 3 at 25-26 °Bé and drain the leftover brine off.}


	⟦2025-05-29|Date:	May 29, 2025 at 8:12 AM ADT⟧
	Location:	Port Mouton, Nova Scotia, Canada
	Weather:	11°C Fog
	Tags:	salt, pan 3, harvest

{R|Pan 3 hit 26 °Bé this morning after 13 days, slow with all the fog.}
{A|Raked it and drained the bittern into buckets, about 18 L.}
{R|Crystals white, tastes clean, Jess and Owen both say no bitterness.}


	⟦2025-06-03|Date:	June 3, 2025 at 9:30 PM ADT⟧
	Location:	Port Mouton, Nova Scotia, Canada
	Weather:	14°C Clear
	Tags:	salt, lab

{A|Sent 100 g each of pan 2 and pan 3 salt to AGAT in Dartmouth for magnesium, calcium, sulfate and insolubles.}
{A|Pan 2 emptied, scrubbed and refilled through the filter.}


	⟦2025-06-17|Date:	June 17, 2025 at 12:48 PM ADT⟧
	Location:	Port Mouton, Nova Scotia, Canada
	Weather:	19°C Sunny
	Tags:	salt, lab

{R|AGAT results: pan 2 magnesium 1.9%, insolubles 0.6%; pan 3 magnesium 0.3%, insolubles 0.05%.}
{C|The bitterness is the late rake and the grey is silt from unfiltered water.}


	⟦2025-06-25|Date:	June 25, 2025 at 7:15 PM ADT⟧
	Location:	Port Mouton, Nova Scotia, Canada
	Weather:	21°C Sunny
	Tags:	salt, pan 2, harvest

{R|Pan 2 reached 26 °Bé but gave only about 60% of a full pan's salt, lots of brine left over.}
{C|Raking early costs us a third or more of the yield.}
{H|Topping the pan up with pre-concentrated brine instead of starting over should get most of the yield back without the bittern building up.}


	⟦2025-07-08|Date:	July 8, 2025 at 6:50 AM ADT⟧
	Location:	Port Mouton, Nova Scotia, Canada
	Weather:	17°C Partly Cloudy
	Tags:	salt, pan 2

{A|Pan 2 raked at 26 °Bé, drained 40% of the mother brine, topped up with 18 °Bé brine from pan 1.}
{N|Going to do the same 3 times in a row on this fill to see when the bitterness comes back.}


	⟦2025-07-30|Date:	July 30, 2025 at 8:20 PM ADT⟧
	Location:	Port Mouton, Nova Scotia, Canada
	Weather:	22°C Clear
	Tags:	salt, pan 2, harvest

{R|Third rake off pan 2 is bitter again, the first two were fine.}
{R|The 3 rakes gave 41 kg, against 28 kg for one early rake.}
{C|Two rakes per fill is the limit, then dump the bittern.}


	⟦2025-08-19|Date:	August 19, 2025 at 5:35 PM ADT⟧
	Location:	Lunenburg, Nova Scotia, Canada
	Weather:	20°C Cloudy
	Tags:	salt, market

{A|All pans on the same routine now: filtered water, rake at 25-26 °Bé, two rakes per fill.}
{R|No complaints at the market since mid-July.}
{N|Ask AGAT to rerun magnesium on the August salt and price out a bigger filter housing.}
""",
)
# 6 ------------------------------------------------------------------------------------------------
# fr-CA, petit laboratoire de cosmétiques naturels de Trois-Rivières : le baume à lèvres au beurre
# de karité devient granuleux après transport et quelques semaines. Cahier de laboratoire tenu dans
# Word (DOCX) : consignes et formule de base en tête (sans date), une page par jour avec la date en
# titre 2 (« Lundi 3 février 2025 »), des TABLEAUX de paramètres (données, pas des phrases) et une
# ligne « Vérifié par » à chaque page. « lot 24-112 », « 40/20 °C », « x100 », « 50 à 150 µm » ne
# sont pas des dates ; « coulé en novembre » renvoie en arrière.
case(
    "fr_baume_levres_granuleux_cahier_labo_docx", "fr", "fr-CA", "Cahier_labo_BL-07_baume_granuleux.docx",
    (2025,),
    """
# {U|Cahier de laboratoire — Projet BL-07 : baume à lèvres granuleux}
{U|Les Savons de la Batiscan inc., Trois-Rivières — responsable : Marie-Ève Côté, chimiste}
{U|Consignes : une page par jour, dater chaque page, ne rien effacer (barrer d'un trait et initialer).}
{U|Formule de base BL-07 (Menthe douce), en % massique :}
| Ingrédient | % |
| Beurre de karité brut | 40 |
| Cire d'abeille blanche | 25 |
| Huile de tournesol oléique | 33 |
| Huile essentielle de menthe poivrée | 2 |
## ⟦2025-02-03|Lundi 3 février 2025⟧
{R|Retours de deux boutiques : 14 tubes de Menthe douce avec des petits grains durs qui fondent sur les lèvres.}
{R|Tous du lot 24-112, coulé en novembre et livré par Purolator pendant le redoux.}
{H|Je soupçonne le karité : s'il fond en partie pendant le transport et refige lentement, il forme des gros cristaux.}
Vérifié par : M.-È. C.
## ⟦2025-02-05|Mercredi 5 février 2025⟧
{A|Test de cycles sur 20 tubes neufs du lot 24-112 (réserve) : 10 en cycles 40/20 °C, 4 h à chaque température, 10 témoins à 20 °C.}
| Étape | Réglage | Durée |
| Étuve | 40 °C | 4 h |
| Salle | 20 °C | 4 h |
| Témoins | 20 °C | continu |
{A|Étuve vérifiée avec le thermomètre de référence : 39,6 °C.}
Vérifié par : M.-È. C.
## ⟦2025-02-11|Mardi 11 février 2025⟧
{R|Après 6 cycles, 8 tubes sur 10 sont granuleux, les témoins sont lisses.}
{R|Au microscope (x100, lumière polarisée) : amas de cristaux en étoile de 50 à 150 µm dans les tubes cyclés.}
{C|Le grain vient bien d'une fonte partielle suivie d'un refroidissement lent.}
Vérifié par : M.-È. C.
## ⟦2025-02-13|Jeudi 13 février 2025⟧
{A|Trois procédés de coulée sur la même formule, 30 tubes chacun : 10 témoins, 20 en cycles 40/20 °C.}
| Procédé | Chauffe | Maintien | Refroidissement |
| A (production) | 70 °C | aucun | air ambiant, 22 °C |
| B | 80 °C | 20 min | congélateur -18 °C, 15 min |
| C | 80 °C | 20 min | agité jusqu'à 45 °C, 2 % de karité tempéré ajouté, congélateur 15 min |
{H|B devrait déjà tenir : à 80 °C on efface les cristaux du karité et le froid rapide fige des petits cristaux.}
Vérifié par : M.-È. C.
## ⟦2025-02-24|Lundi 24 février 2025⟧
{R|Après 10 cycles : A granuleux 15/20, B 2/20, C 0/20.}
{R|B et C un peu plus fermes, application correcte selon les 4 testeuses du bureau.}
{C|Le tempérage fait presque toute la différence, C un peu mieux que B.}
Vérifié par : M.-È. C.
## ⟦2025-03-05|Mercredi 5 mars 2025⟧
{A|Échantillons A et C envoyés au laboratoire de chimie du cégep pour une analyse DSC.}
{A|Lot pilote 25-014 de 5 kg coulé selon le procédé C.}
Vérifié par : M.-È. C.
## ⟦2025-03-18|Mardi 18 mars 2025⟧
{R|Rapport DSC du cégep : A montre un pic de fusion vers 32 °C absent dans C, qui n'a qu'un pic vers 36 °C.}
{R|Selon le technicien, le pic à 32 °C correspond à une forme instable du karité qui évolue en grains.}
{C|Le procédé C donne bien la forme stable.}
Vérifié par : M.-È. C.
## ⟦2025-04-03|Jeudi 3 avril 2025⟧
{R|Lot 25-014 après 15 cycles : 1 tube granuleux sur 40.}
{R|Le procédé C ajoute 45 min par lot de 5 kg.}
{C|On adopte le procédé C pour tous les baumes au karité.}
Vérifié par : M.-È. C.
## ⟦2025-04-14|Lundi 14 avril 2025⟧
{A|Fiche de fabrication FF-BL mise à jour : chauffe 80 °C 20 min, tempérage, congélateur 15 min.}
{N|Refaire le test de cycles sur le baume Mangue, qui a moins de karité.}
{N|Demander à Purolator un transport isotherme pour juillet et août.}
Vérifié par : M.-È. C.
{U|Fin du cahier BL-07 — la suite est dans le cahier BL-08.}
""",
)

# 7 ------------------------------------------------------------------------------------------------
# fr-CA, ferme de pivoines de la Montérégie : les boutons gardés en chambre froide pour la vente de
# juillet pourrissent (botrytis). Conversation SMS avec l'agronome exportée en CSV (type iMazing,
# interface en français) : une ligne par message, « Date du message » aaaa-mm-jj hh:mm:ss, Type
# Entrant/Sortant ; les messages d'un même jour forment une entrée ; une ligne « Pièce jointe »
# sans texte, une réaction « A aimé ... », les salutations et « Merci! » ne sont pas des phrases.
# « 2400 tiges », « 1 °C », « 480 $ » ne sont pas des dates ; « samedi » renvoie en arrière.
case(
    "fr_pivoines_chambre_froide_botrytis_sms_csv", "fr", "fr-CA", "Messages_Simon_Lachance_agronome_2025.csv",
    (2025,),
    """
"{U|Export de la conversation SMS avec Simon Lachance (agronome, Club conseil Richelieu) — fait par Geneviève Ouellet pour le dossier RS&DE des Pivoines du Rang}"
"Date du message","Service","Type","Expéditeur","Texte","Pièce jointe"
"⟦2025-06-02|2025-06-02 07:14:22⟧","SMS","Sortant","Moi","Salut Simon. {A|Récolte commencée samedi, on a 2400 tiges en chambre froide à 1 °C, en seaux d'eau comme l'an passé.} {R|L'an passé, après 3 semaines, la moitié des boutons avaient de la moisissure grise et on en a jeté pour 6000 $.}",""
"2025-06-02 12:40:05","SMS","Entrant","Simon Lachance","{H|Probablement du botrytis qui part de l'humidité sur les boutons, en seaux à 95 % d'humidité c'est le paradis pour lui.} {N|Essaie d'en garder une partie à sec, couchés dans des boîtes doublées de plastique.}",""
"⟦2025-06-04|2025-06-04 21:03:47⟧","SMS","Sortant","Moi","{A|300 tiges à sec dans des boîtes doublées de plastique perforé, 300 en seaux comme témoin, même chambre.} {A|J'ai aussi trempé 100 tiges dans du Serenade avant de les coucher à sec.}",""
"2025-06-04 21:05:10","SMS","Sortant","Moi","{R|Le thermomètre de la chambre dit 1 °C mais mon petit enregistreur dit 3,5 °C près de la porte.}",""
"2025-06-04 21:30:58","SMS","Entrant","Simon Lachance","Ok merci",""
"⟦2025-06-11|2025-06-11 18:22:31⟧","SMS","Sortant","Moi","{R|Une semaine : rien de visible dans les boîtes à sec, 4 % des boutons en seaux ont des taches brunes sur les sépales.} {R|L'enregistreur montre que la chambre monte à 6 °C chaque fois qu'on ouvre pendant la récolte.}",""
"2025-06-11 18:23:02","MMS","Sortant","Moi","","IMG_4412.jpeg"
"2025-06-11 19:47:16","SMS","Entrant","Simon Lachance","{H|Les montées à 6 °C font de la condensation sur les boutons froids, ça devrait expliquer les taches même sans eau.}",""
"⟦2025-06-16|2025-06-16 08:10:44⟧","SMS","Sortant","Moi","{A|Rideau de lanières posé dans la porte de la chambre, 480 $ chez Gagnon Réfrigération.} {R|Depuis hier la chambre ne dépasse plus 3 °C pendant les ouvertures.}",""
"2025-06-16 08:31:20","SMS","Entrant","Simon Lachance","A aimé « Rideau de lanières posé »",""
"⟦2025-06-25|2025-06-25 17:55:09⟧","SMS","Sortant","Moi","{R|3 semaines : botrytis sur 22 % des boutons en seaux, 3 % à sec, 2 % à sec avec Serenade.} {R|Les boutons à sec sont un peu mous à la sortie.}",""
"2025-06-25 18:12:37","SMS","Entrant","Simon Lachance","{N|Recoupe 2 cm sous l'eau et mets-en 20 de chaque en vase pour voir s'ils ouvrent.}",""
"⟦2025-06-27|2025-06-27 20:41:03⟧","SMS","Sortant","Moi","{R|Test en vase : 19 boutons à sec sur 20 ouverts en 48 h, fleurs normales.} {R|En seaux : 15 ouverts, 5 pourris au cœur.} {C|Le sec gagne, et le Serenade ne change presque rien.}",""
"⟦2025-07-09|2025-07-09 16:28:50⟧","SMS","Sortant","Moi","{R|5 semaines : pertes de 6 % à sec et de 41 % en seaux.} {R|8 boutons à sec sur 20 n'ont pas ouvert en vase.}",""
"2025-07-09 16:50:12","SMS","Entrant","Simon Lachance","{C|Donc à sec tu peux aller à 4 semaines, pas plus.}",""
"⟦2025-07-15|2025-07-15 10:02:36⟧","SMS","Sortant","Moi","{A|Vendu les 1800 tiges à sec au grossiste de Montréal, il a pris les boîtes telles quelles.} {R|Pertes de la saison : 9 % contre environ 45 % l'an passé.}",""
"2025-07-15 10:05:44","SMS","Entrant","Simon Lachance","Bravo!",""
"⟦2025-09-08|2025-09-08 13:17:29⟧","SMS","Entrant","Simon Lachance","{N|Pour l'an prochain : tout à sec, le rideau, et on essaie une chambre à 0 °C au lieu de 1 °C.}",""
"2025-09-08 13:40:02","SMS","Sortant","Moi","{N|Je vais demander une soumission pour un 2e compresseur, le nôtre force pendant la récolte.} Merci!",""
""",
)

# 8 ------------------------------------------------------------------------------------------------
# fr-CA, poseur de pieux vissés de Rouyn-Noranda : les pieux sous les garages et galeries sont
# soulevés par le gel dans l'argile. Note de l'app Notes de l'iPhone exportée en PDF. Dates telles
# qu'écrites : « 3 mars », « le 17 » (mois et année de l'entrée d'avant), « lun. 24 mars »,
# « 03/04/2025 » (AMBIGU : aucune date à barre avec une partie > 12 dans le fichier ; la locale
# fr-CA du cas le lit 3 avril), « 10 avril », « le 22 » (avril), « 6 mai », « 20 mai ». Une liste
# de prix collée d'un courriel et une liste « À faire » sont sans date ; « posés en octobre »
# renvoie en arrière ; « 3 1/2 po » est une mesure (paire à barre qui ne tranche rien).
case(
    "fr_pieux_visses_soulevement_gel_notes_iphone_ambigu", "fr", "fr-CA", "Note_pieux_soulevement_gel.pdf",
    (2025,),
    """
# {U|Pieux – soulèvement gel (essais chez Lemieux)}

⟦2025-03-03|3 mars⟧
{A|Tournée des 14 pieux d'essai posés en octobre au garage de Lemieux, relevé au niveau laser sur chaque tête.}
{R|Les 6 pieux standard (tube 3 1/2 po, hélice à 2,4 m) ont monté de 18 à 32 mm depuis la pose.}
{R|Les 4 avec manchon PEHD graissé sur le premier 1,8 m : 2 à 5 mm.}
{R|Les 4 avec l'hélice à 3,6 m : 9 à 15 mm.}

⟦2025-03-17|le 17⟧
{R|Tube à gel à côté du pieu 3 : gel à 2,1 m, plus creux que prévu.}
{H|Je pense que le gel colle au tube sur toute la hauteur gelée et que l'hélice à 2,4 m est trop proche du front de gel.}

⟦2025-03-24|lun. 24 mars⟧
{R|Rapport de sol de Géo-Abitibi pour le site : argile silteuse saturée, très gélive.}
{C|Dans une argile comme ça, le manchon graissé fait mieux que d'aller plus creux.}

⟦2025-04-03 amb|03/04/2025⟧
{R|Début du dégel : les pieux standard redescendent un peu mais restent 12 à 25 mm plus hauts qu'à la pose.}
{R|Pieux à manchon revenus à 0-2 mm.}
{C|Donc le soulèvement ne se replace pas tout seul au dégel.}

⟦2025-04-10|10 avril⟧
{A|Appelé Métal Nordique pour des manchons plus longs.}
{R|Ils peuvent faire du PEHD en 2,4 m, mais pas avant juin.}
{N|Calculer si le 2,4 m vaut la différence de prix avec un gel à 2,1 m.}

⟦2025-04-22|le 22⟧
{R|Lemieux dit que la porte de garage frotte du côté des pieux standard.}
{A|Remis les 6 pieux standard à niveau avec des cales, 1 h 30 à deux.}
{R|Un retour de service comme ça nous coûte environ 350 $.}

⟦2025-05-06|6 mai⟧
{R|Dégel complet, relevé final : standard +8 à +19 mm qui restent, hélice à 3,6 m +3 à +7 mm, manchon graissé 0 à +2 mm.}
{C|Le manchon graissé est le meilleur des trois, l'hélice profonde aide mais pas assez.}

⟦2025-05-20|20 mai⟧
{A|Demandé une soumission à l'UQAT pour des essais d'arrachement en chambre froide, manchon avec et sans graisse.}
{H|La graisse devrait couper l'adhérence du gel de plus de moitié, sinon le manchon seul suffit.}
{N|Pour les galeries de l'automne on pose des manchons graissés partout dans l'argile.}

{U|Prix Métal Nordique 2025 (collé du courriel de Kevin) :}
{U|Manchon PEHD 3 1/2 po x 1,8 m — 38,50 $}
{U|Manchon PEHD 3 1/2 po x 2,4 m — 49,75 $ (disponible en juin)}
{U|Graisse silicone, chaudière 18 kg — 212,00 $}
{U|Pieu 3 1/2 po x 3,6 m, hélice 10 po — 286,00 $}
{U|Livraison Rouyn-Noranda incluse au-dessus de 2500 $.}

{U|À faire :}
{U|Facture Lemieux pour les cales}
{U|Commander le tube à gel pour le chantier Dallaire}
{U|Photos des têtes de pieux pour Steve (RS&DE)}
""",
    pdf_font="Helvetica", pdf_size=9, pdf_left=44, pdf_title="Pieux – soulèvement gel", pdf_creator="Notes",
)

# 9 ------------------------------------------------------------------------------------------------
# fr-CA, fabricant de Drummondville de capteurs sans fil posés sur les jauges de réservoirs de
# propane : par grand froid ils lisent 15 à 20 % trop bas et déclenchent des livraisons inutiles.
# Demande Redmine exportée en PDF (interface en français) : bloc de champs (« Début : 06/01/2025 »
# ne date rien), « Ajouté par Marc Gagnon le 06/01/2025 08:47 » date la description, « Historique »
# avec « 06/01/2025 14:20 - Julie Poirier », des lignes de changement de champ (pas des phrases).
# jj/mm/aaaa tranché par 13/01/2025, 20/01/2025 etc. « le banc du 13 janvier » et « depuis le
# 17 février » renvoient en arrière ; « fw 2.4 », « lot 25-05 », « 1000 gal » ne sont pas des dates.
case(
    "fr_jauge_propane_froid_redmine_pdf", "fr", "fr-CA", "NivoLink-Anomalie-412.pdf",
    (2025,),
    """
{U|NivoLink - Jauges propane}
# Anomalie #412 : Lecture de niveau trop basse par grand froid
Ajouté par Marc Gagnon le ⟦2025-01-06|06/01/2025 08:47⟧. Mis à jour le 14/04/2025 16:02.
Statut : Fermé    Début : 06/01/2025
Priorité : Haute    Échéance :
Assigné à : Julie Poirier    % réalisé : 100%
Catégorie : Firmware    Temps passé : 86.50 heures
Version cible : fw 2.4
## Description
{R|Propane Boisvert signale 37 alertes de niveau bas en décembre sur des réservoirs de 1000 gal qui étaient en fait entre 40 et 60 %.}
{R|Toutes les fausses alertes sont arrivées la nuit, sous -22 °C.}
## Historique
06/01/2025 14:20 - Julie Poirier
Statut changé de Nouveau à En cours
Assigné à mis à Julie Poirier
{H|Je soupçonne la dérive du capteur à effet Hall au froid : l'aimant du cadran donne moins de champ et le firmware ne compense rien sous -20 °C.}
{N|Il faudrait 3 jauges de retour pour la chambre froide.}
⟦2025-01-13|13/01/2025 10:05⟧ - Julie Poirier
{A|Banc en chambre froide : cadran de jauge bloqué à 50 %, capteur par-dessus, de +20 à -35 °C par paliers de 5 °C, 2 h par palier.}
{R|Lecture : 50 % à +20 °C, 47 % à -20 °C, 44 % à -35 °C.}
{C|La dérive du Hall donne au pire 6 %, pas les 15 à 20 % vus chez Boisvert.}
⟦2025-01-20|20/01/2025 16:38⟧ - Marc Gagnon
{R|Technicien de Boisvert sur place à Saint-Cyrille : le cadran indiquait 52 % et notre capteur 34 %, à -27 °C.}
{R|Il a trouvé du givre sous le couvercle, entre le capteur et le cadran.}
⟦2025-01-22|22/01/2025 11:12⟧ - Julie Poirier
{H|Le givre éloigne peut-être le capteur du cadran, et à 1 ou 2 mm de plus le champ baisse beaucoup.}
{A|Essai au banc à +20 °C avec des cales de 0,5, 1 et 2 mm entre le capteur et le cadran.}
{R|Lecture : 50 % sans cale, 46 % à 0,5 mm, 39 % à 1 mm, 27 % à 2 mm.}
⟦2025-02-04|04/02/2025 09:30⟧ - Julie Poirier
Fichier Montage_ressort_v2.pdf ajouté
{C|C'est l'écart qui fait l'erreur : le givre et la contraction du boîtier au froid éloignent le capteur.}
{A|Nouveau montage : le capteur est plaqué sur le cadran par un ressort, avec un joint silicone autour contre l'humidité.}
{N|Monter 20 prototypes pour un essai chez Boisvert.}
⟦2025-02-17|17/02/2025 15:01⟧ - Marc Gagnon
% réalisé changé de 30 à 50
{A|Boisvert a posé les 20 prototypes sur des réservoirs à Saint-Cyrille et à Drummondville.}
{A|20 capteurs d'origine laissés sur des réservoirs voisins comme témoins.}
⟦2025-03-10|10/03/2025 13:44⟧ - Julie Poirier
{R|Trois semaines, dont 9 nuits sous -20 °C : aucune fausse alerte sur les prototypes, 11 sur les témoins.}
{R|Écart moyen avec le cadran par grand froid : 2 % pour les prototypes, 14 % pour les témoins.}
{C|Le ressort règle la plus grande partie du problème.}
⟦2025-03-18|18/03/2025 10:27⟧ - Julie Poirier
Version cible mis à fw 2.4
{A|Compensation de température ajoutée au fw 2.4 pour la dérive du Hall, table de 12 points tirée du banc du 13 janvier.}
{R|Au banc avec la compensation : erreur maximale de 1 % entre +20 et -35 °C.}
⟦2025-04-14|14/04/2025 16:02⟧ - Marc Gagnon
Statut changé de Résolu à Fermé
% réalisé changé de 90 à 100
{R|Boisvert confirme : aucune livraison inutile depuis le 17 février dans le secteur de l'essai.}
{C|Montage à ressort et fw 2.4 adoptés pour la production à partir du lot 25-05.}
{N|Vérifier les joints silicone des prototypes après l'été.}
""",
    pdf_font="Helvetica", pdf_size=8, pdf_left=40, pdf_title="Redmine - Anomalie #412", pdf_creator="Redmine",
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
# « le 17 » : a bare day number, the month and year carried over from the entry before
DAY_ONLY = re.compile(r"^\s*le\s+(\d{1,2})(?:er)?\s*$", re.I)


def parse_marker(marker, language, locale, prev):
    """(year or None, month, day) and slashed? for a written date expression."""
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
MARK = re.compile(r"⟦(\d{4}-\d{2}-\d{2})((?: late| amb)*)\|([^⟧]+)⟧|\{([HARCNU])\|([^{}]+)\}")
LAB = {"H": H, "A": A, "R": R, "C": C, "N": N}


def parse_markup(src, name, errors):
    out, entries, undated, late, pos = [], [], [], set(), 0
    cur = None
    for m in MARK.finditer(src):
        out.append(src[pos:m.start()])
        pos = m.end()
        if m.group(1):
            cur = {"date": m.group(1), "ambiguous": "amb" in m.group(2), "marker": m.group(3),
                   "sentences": []}
            if "late" in m.group(2):
                late.add(m.group(1))
            entries.append(cur)
            out.append(m.group(3))
        else:
            t = m.group(5)
            out.append(t)
            if m.group(4) == "U":
                undated.append(t)
            elif cur is None:
                errors.append(f"{name}: sentence before any entry: {t[:40]!r}")
            else:
                cur["sentences"].append({"text": t, "label": LAB[m.group(4)]})
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
        if ln.startswith("| "):
            out.append(("TABLE", [c.strip() for c in ln.strip()[1:-1].split(" | ")]))
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
        return "\n".join("\t".join(x for x in t if x) if st == "TABLE" else t
                         for st, t in _docx_lines(plain)) + "\n"
    if rn.endswith(".xlsx"):
        lines = []
        for _, rows in _xlsx_sheets(plain):
            for row in rows:
                lines.append("\t".join(_cell_text(v) for v in row if v is not None and v != ""))
        return "\n".join(lines) + "\n"
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
        doc.styles["Normal"].font.name = "Calibri"
        doc.styles["Normal"].font.size = Pt(11)
        lines = _docx_lines(plain)
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
        for si, (title, rows) in enumerate(_xlsx_sheets(plain)):
            ws = wb.create_sheet(title)
            for row in rows:
                ws.append(row)
            ncols = max((len(r) for r in rows), default=1)
            for r in ws.iter_rows():
                for cell in r:
                    if isinstance(cell.value, dt.datetime):
                        cell.number_format = "dd-mmm-yy"
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
        y = top
        for ln in plain.splitlines():
            if ln.strip() == PAGE_BREAK:
                cv.showPage()
                y = top
                continue
            if not ln.strip():
                y -= size * 0.7
                continue
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
                y = top
            cv.setFont(f, s)
            cv.drawString(left, y, t)
            y -= s * 1.35
        cv.showPage()
        cv.save()
    else:
        with open(path, "w", encoding="utf-8", newline="\n") as f:
            f.write(plain)


def record_text(path):
    """The record's text as the checks see it: DOCX body in order (a table row = its non-empty
    cells joined by a tab); XLSX rows (non-empty cells joined by a tab, dates YYYY-MM-DD); PDF text
    extracted by pypdf, pages joined; anything else as is."""
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
                    lines.append("\t".join(cl.text for cl in row.cells if cl.text))
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
    if rec != expected_text(c, plain):
        exp = expected_text(c, plain).splitlines()
        got = rec.splitlines()
        diff = next((f"line {i}: {a!r} / {b!r}" for i, (a, b) in enumerate(zip(exp, got)) if a != b),
                    f"{len(exp)} lines expected, {len(got)} read")
        err(f"record reads back differently from its source ({diff})")
    if (c["language"], c["locale"]) not in {("en", "en-CA"), ("en", "en-US"), ("fr", "fr-CA")}:
        err("bad language/locale for this set")
    if (c["language"] == "fr") != name.startswith("fr_"):
        err("French cases (and only they) take the fr_ prefix")
    if not c["record_name"].endswith((".txt", ".md", ".csv", ".docx", ".xlsx", ".pdf")):
        err("record file must be .txt, .md, .csv, .docx, .xlsx or .pdf")
    if not 8 <= len(entries) <= 10:
        err(f"{len(entries)} entries (want 8-10)")
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
        mpos = rec.rfind(mk, 0, f0)
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
    for ext in (".docx", ".xlsx", ".pdf"):
        if not any(c["record_name"].endswith(ext) for c in CASES):
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
