#!/usr/bin/env python3
"""Writes the logbook_first_15 held-out cases (one record file + case.json per folder) and checks them.

Run:  python3 tests/quality/logbook_first_15/make_cases.py [-v]
Schema: same as logbook_first_14: case.json = name, language, locale,
entries [{date, ambiguous, sentences [{text, label}]}], undated.
Nine writers (4 English en-CA, 1 English en-US, 4 French Quebec), subjects new to every earlier
logbook set, one record format each:
  * a Wolfville NS haskap juice maker whose HPP juice browns in the cooler (lab notebook typed up:
    "p. 14 — 2025-06-02", "June 4, 2025", an ISO date leading a line of text, yearless "Jun. 23",
    a back-entered 2025-06-16 after it, a meeting, a dated summary, to-do list and signature);
  * a Saskatchewan regional wastewater plant fighting struvite scale in its digested sludge lines
    with ferric chloride (solids-building operations log, dd/mm/yy only, AMBIGUOUS except the
    equal-parts "11/11/24", dated notes for the file at the end);
  * a Saskatoon grain-cart scale maker whose carts read high on side slopes (Jira Server printable
    view: "Created: 14/Jan/25" dates the description, "Comment by Name [ 21/Jan/25 ]" each comment);
  * a Halifax ocean-tech start-up estimating kelp biomass from longline tension (Markdown dev
    journal kept NEWEST FIRST, "### 22 Apr 2025", ISO, "### Mon Mar 24", "### Mar. 10",
    "### Feb 24 2025", "### Jan 20", "### 16 Dec 2024", undated open-items list and legend);
  * a Stratford ON wood-bat maker and its Pennsylvania billet mill (Thunderbird messages printed in
    the US: "Date: 2/24/2025, 8:05 AM", m/d, settled by "3/18/2025"; slope of grain "1:20");
  * un fabricant beauceron de portes de garage dont les sections foncées bombent au soleil (canal
    Slack exporté, séparateurs « mardi 16 juillet 2024 » puis sans année pour l'année de l'export);
  * une firme d'environnement de Sherbrooke et la berce du Caucase (carnet de terrain, « Jeudi 15 mai
    2025 », « 22 mai », « mer. 4 juin », « Visite du 18 juin », entrée reportée du 9 juillet après
    celle du 14, ISO, « 27/08/2025 », bilan daté, légende et liste « À faire ») ;
  * une bagelerie de Rosemont et ses bagels surgelés qui rident (procès-verbaux de réunions R-D,
    une date de forme différente par réunion, actions datées qui renvoient en avant, bilan daté) ;
  * une ferme de Lanaudière qui sèche son ail en grange et en conteneur (tableur exporté en CSV
    par Excel français, « ; » et virgule décimale, jj/mm/aaaa tranché par les jours > 12, notes
    dans la dernière colonne, légende et « À faire » non datés).
Each record has 7-10 dated entries of 2-6 labelled sentences.

Conventions (same as the earlier sets):
  * a chat message, issue comment or e-mail is dated by its own stamp or header (a Slack day
    divider dates the messages under it); messages of one day make one entry; From/To/Subject and
    Date lines, author and time lines, Jira field blocks, system lines, reactions, quoted lines
    ("> ...") and quoted headers, greetings and signatures are not sentences;
  * Slack and similar tools print the year only for dates outside the current year: a yearless
    divider is in the export year, and the checker accepts a yearless marker when the entry year is
    among the case's years;
  * in a CSV export only the notes column holds sentences; the number columns are data;
  * export, print and page stamps, Jira "Updated/Resolved" and "Generated at" lines are paperwork
    and date nothing;
  * `ambiguous` follows the slashed-date rule (both parts <= 12 and different, and no slashed date
    in the file with a part > 12 settles the order; en-CA and fr-CA read day/month, en-US
    month/day); the one ambiguous record carries no x/y pair with a part over 12;
  * a date inside a sentence that points back or ahead ("since the Nov. 4 pigging", "the Mar. 10
    samples", « d'ici le 21 janvier », « posées le 20 mai ») creates no entry;
  * a reverse-chronological journal lists every entry but the newest as `late`, and a back-entered
    entry that sits after a later-dated one is `late` too;
  * undated = header/preamble lines, setup and legend lines, trailing notes and to-do lists.
Labels: hypothesis = a supposition or expectation stated before it is checked; activity = what was
done or set up (set-points and quantities included); result = what was measured or observed
(information received from a lab, supplier, customer or dealer included); conclusion = what the
writer concludes or decides, tentative ones and meeting decisions included; next_step =
intentions, plans, suggestions of what to try, requests and meeting actions.

Checks: the logbook_first_14 checker, with these changes: a record may be a .csv; Jira's
"14/Jan/25" stamps parse as day/month-name/year; 6-12 entries per case; and the set itself must
hold 4 en-CA, 1 en-US and 4 fr-CA cases, exactly one of them with ambiguous dates, with record
file names all different and case names new to every earlier logbook set.
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
# en-CA, haskap juice maker (Wolfville NS): cold-pressed haskap juice after HPP browns in the cooler
# well inside its best-before. Lab notebook typed up: "p. 14 — 2025-06-02", "June 4, 2025", an ISO
# date leading a line of text ("2025-06-09 Storage trial ..."), a yearless "Jun. 23 — 2-week pull",
# a back-entered 2025-06-16 written up after Jun. 23, a meeting, a dated summary, an undated to-do
# list and a signature. "1/10 dilution", "38/400" cap finish, "600 MPa / 3 min" look like dates and
# are not; "pressed Apr. 21" and "entered Jun. 24" point elsewhere.
case(
    "haskap_juice_hpp_browning_lab_notebook", "en", "en-CA", "QA_notebook_7_haskap_typed.txt", (2025,),
    """
GASPEREAU HASKAP LTD. — QA/R&D lab notebook #7 (typed up)
Wolfville, NS. Cold-pressed haskap juice, 473 mL PET, HPP at the co-packer in Truro.
Typed from the paper notebook by M. Boudreau for the SR&ED claim.

Problem: juice leaves the plant deep purple and is brick-red to brown by week 6 at 4 °C, well inside the 60-day best-before. The retailer in Halifax has pulled it from the cooler twice for looking "old". What we could find on anthocyanin loss is about heat-pasteurized juices; nothing on haskap after HPP.

Methods used below: TMA = total monomeric anthocyanins by pH differential (mg cyanidin-3-glucoside/L, samples at 1/10 dilution); BI = browning index, A420 of the 1/10 dilution; PPO = polyphenol oxidase, catechol assay, % of fresh-pressed activity.

p. 14 — 2025-06-02
Pulled 6 retained bottles of lot 25-118 (pressed Apr. 21, HPP 600 MPa / 3 min) at week 6.
TMA 722 mg/L against 1,640 on day 0.
BI 0.61, was 0.28 on day 0.
Kelsey suspects the PPO survives HPP and keeps browning the juice in the cooler.

June 4, 2025
Ran the PPO assay on juice from one press batch three ways: untreated, HPP at the co-packer, and heated in the lab to 85 °C for 30 s.
HPP juice kept 71% of the fresh PPO activity; the 85 °C juice was under 2%.
HPP isn't touching the enzyme.
Next: storage trial, HPP against heat, with and without the added vitamin C.

2025-06-09 Storage trial ST-1 set up, all bottles in the walk-in at 4 °C, dark.
T1 HPP with 300 mg/L ascorbic acid (current product), T2 HPP no ascorbic, T3 85 °C/30 s with ascorbic, T4 85 °C/30 s no ascorbic, 24 bottles each.
If PPO is the cause, T3 and T4 should hold their colour and T1 and T2 should not.
Day-0 TMA: T1 1,702, T2 1,710, T3 1,548, T4 1,551 mg/L.
The heat step alone costs about 9% of the anthocyanins.

Jun. 23 — 2-week pull
TMA: T1 1,381, T2 1,566, T3 1,402, T4 1,497 mg/L.
BI up most on T1 and T3.
The two arms with ascorbic acid are dropping fastest, heated or not.
So PPO isn't the whole story; the ascorbic acid is doing damage of its own.

2025-06-16 (entered Jun. 24, the notebook was at the co-packer)
Measured dissolved oxygen on the filler at Truro: 8.1 mg/L in the bottle right after capping, plus about 9 mL of air in the headspace.
Owen at the co-packer put a nitrogen flush on the filler for a test run.
Ran 24 bottles of T2 juice (HPP, no ascorbic) with the flush and a 38/400 oxygen-scavenging cap: DO 1.3 mg/L.
These went in the walk-in as T5.

July 7, 2025 — 4-week pull
TMA: T1 1,052, T2 1,404, T3 1,188, T4 1,369 mg/L; T5 (3 weeks in) 1,640.
Without ascorbic acid, HPP and heat are within 3% of each other.
Ascorbic acid is the bigger driver, PPO a smaller one, and oxygen is feeding both.
Dana asked whether we can drop the "excellent source of vitamin C" claim; she'll check with the retailer.

2025-07-21 — 6-week pull, plus tasting
TMA: T1 809, T2 1,288, T3 961, T4 1,251 mg/L; T5 (5 weeks) 1,602.
T1 is visibly brown next to T5.
Panel of 8 (staff): 5 of 8 picked out a cooked note in T4, nobody picked one out in T2 or T5.
Best arm is HPP, no ascorbic, nitrogen-flushed: colour holds and no cooked taste.

Aug. 5, 2025 — meeting, Dana, Owen (co-packer), M. Boudreau
Retailer is fine with dropping the vitamin C claim at the next label run.
Owen can rent a liquid nitrogen doser for one production day; buying one is about $38,000.
Decision: ascorbic acid comes out of the formula as of the next lot, and we run one full lot with the rented doser.

2025-08-18 Production lot 25-161 on the rented LN2 doser, no ascorbic acid, 2,400 bottles.
DO at capping averaged 1.5 mg/L over 20 bottles, range 1.1-2.3.
Headspace O2 2.4% on 10 bottles.
Retained 48 bottles for a 12-week shelf study.

Summary for the SR&ED file — September 29, 2025
Lot 25-161 at week 6: TMA 1,488 mg/L from 1,695 on day 0 (88% kept), against 44% kept on lot 25-118.
The browning in the cooler came mostly from the ascorbic acid and oxygen, with PPO surviving HPP adding to it.
Taking out the ascorbic acid and flushing with nitrogen keeps the colour through the current best-before without a heat step.
Next: finish the 12-week study on lot 25-161 before we ask the retailer for a 90-day best-before.

To do:
- price a used LN2 doser (Owen has a lead in Moncton)
- new label proofs without the vitamin C claim
- write up the ST-1 method for the co-packer

— M. Boudreau, QA/R&D lead

Typed transcript of notebook #7, pp. 14-31. Page 1 of 1.
""",
    [
        E("2025-06-02", False, "2025-06-02",
          (A, "Pulled 6 retained bottles of lot 25-118 (pressed Apr. 21, HPP 600 MPa / 3 min) at week 6."),
          (R, "TMA 722 mg/L against 1,640 on day 0."),
          (R, "BI 0.61, was 0.28 on day 0."),
          (H, "Kelsey suspects the PPO survives HPP and keeps browning the juice in the cooler.")),
        E("2025-06-04", False, "June 4, 2025",
          (A, "Ran the PPO assay on juice from one press batch three ways: untreated, HPP at the co-packer, and heated in the lab to 85 °C for 30 s."),
          (R, "HPP juice kept 71% of the fresh PPO activity; the 85 °C juice was under 2%."),
          (C, "HPP isn't touching the enzyme."),
          (N, "Next: storage trial, HPP against heat, with and without the added vitamin C.")),
        E("2025-06-09", False, "2025-06-09",
          (A, "Storage trial ST-1 set up, all bottles in the walk-in at 4 °C, dark."),
          (A, "T1 HPP with 300 mg/L ascorbic acid (current product), T2 HPP no ascorbic, T3 85 °C/30 s with ascorbic, T4 85 °C/30 s no ascorbic, 24 bottles each."),
          (H, "If PPO is the cause, T3 and T4 should hold their colour and T1 and T2 should not."),
          (R, "Day-0 TMA: T1 1,702, T2 1,710, T3 1,548, T4 1,551 mg/L."),
          (C, "The heat step alone costs about 9% of the anthocyanins.")),
        E("2025-06-16", False, "2025-06-16",
          (R, "Measured dissolved oxygen on the filler at Truro: 8.1 mg/L in the bottle right after capping, plus about 9 mL of air in the headspace."),
          (A, "Owen at the co-packer put a nitrogen flush on the filler for a test run."),
          (A, "Ran 24 bottles of T2 juice (HPP, no ascorbic) with the flush and a 38/400 oxygen-scavenging cap: DO 1.3 mg/L."),
          (A, "These went in the walk-in as T5.")),
        E("2025-06-23", False, "Jun. 23",
          (R, "TMA: T1 1,381, T2 1,566, T3 1,402, T4 1,497 mg/L."),
          (R, "BI up most on T1 and T3."),
          (R, "The two arms with ascorbic acid are dropping fastest, heated or not."),
          (C, "So PPO isn't the whole story; the ascorbic acid is doing damage of its own.")),
        E("2025-07-07", False, "July 7, 2025",
          (R, "TMA: T1 1,052, T2 1,404, T3 1,188, T4 1,369 mg/L; T5 (3 weeks in) 1,640."),
          (R, "Without ascorbic acid, HPP and heat are within 3% of each other."),
          (C, "Ascorbic acid is the bigger driver, PPO a smaller one, and oxygen is feeding both."),
          (N, "Dana asked whether we can drop the \"excellent source of vitamin C\" claim; she'll check with the retailer.")),
        E("2025-07-21", False, "2025-07-21",
          (R, "TMA: T1 809, T2 1,288, T3 961, T4 1,251 mg/L; T5 (5 weeks) 1,602."),
          (R, "T1 is visibly brown next to T5."),
          (R, "Panel of 8 (staff): 5 of 8 picked out a cooked note in T4, nobody picked one out in T2 or T5."),
          (C, "Best arm is HPP, no ascorbic, nitrogen-flushed: colour holds and no cooked taste.")),
        E("2025-08-05", False, "Aug. 5, 2025",
          (R, "Retailer is fine with dropping the vitamin C claim at the next label run."),
          (R, "Owen can rent a liquid nitrogen doser for one production day; buying one is about $38,000."),
          (C, "Decision: ascorbic acid comes out of the formula as of the next lot, and we run one full lot with the rented doser.")),
        E("2025-08-18", False, "2025-08-18",
          (A, "Production lot 25-161 on the rented LN2 doser, no ascorbic acid, 2,400 bottles."),
          (R, "DO at capping averaged 1.5 mg/L over 20 bottles, range 1.1-2.3."),
          (R, "Headspace O2 2.4% on 10 bottles."),
          (A, "Retained 48 bottles for a 12-week shelf study.")),
        E("2025-09-29", False, "September 29, 2025",
          (R, "Lot 25-161 at week 6: TMA 1,488 mg/L from 1,695 on day 0 (88% kept), against 44% kept on lot 25-118."),
          (C, "The browning in the cooler came mostly from the ascorbic acid and oxygen, with PPO surviving HPP adding to it."),
          (C, "Taking out the ascorbic acid and flushing with nitrogen keeps the colour through the current best-before without a heat step."),
          (N, "Next: finish the 12-week study on lot 25-161 before we ask the retailer for a 90-day best-before.")),
    ],
    [
        "GASPEREAU HASKAP LTD. — QA/R&D lab notebook #7 (typed up)",
        "Wolfville, NS. Cold-pressed haskap juice, 473 mL PET, HPP at the co-packer in Truro.",
        "Typed from the paper notebook by M. Boudreau for the SR&ED claim.",
        "Problem: juice leaves the plant deep purple and is brick-red to brown by week 6 at 4 °C, well inside the 60-day best-before.",
        "The retailer in Halifax has pulled it from the cooler twice for looking \"old\".",
        "What we could find on anthocyanin loss is about heat-pasteurized juices; nothing on haskap after HPP.",
        "Methods used below: TMA = total monomeric anthocyanins by pH differential (mg cyanidin-3-glucoside/L, samples at 1/10 dilution); BI = browning index, A420 of the 1/10 dilution; PPO = polyphenol oxidase, catechol assay, % of fresh-pressed activity.",
        "To do:",
        "price a used LN2 doser (Owen has a lead in Moncton)",
        "new label proofs without the vitamin C claim",
        "write up the ST-1 method for the co-packer",
        "— M. Boudreau, QA/R&D lead",
        "Typed transcript of notebook #7, pp. 14-31. Page 1 of 1.",
    ],
    late=("2025-06-16",),
)

# 2 ------------------------------------------------------------------------------------------------
# en-CA, regional wastewater plant (southern Saskatchewan): struvite scale in the digested sludge
# line to the centrifuges since the plant went to biological phosphorus removal; ferric chloride
# dosed into one digester against the other as control. Solids-building operations log typed up,
# dd/mm/yy stamps only, every one with both parts <= 12 and no slashed date in the file that settles
# the order: AMBIGUOUS (read day/month for en-CA), except "11/11/24" (equal parts). Coupon rack
# numbers "CR-0412", "Fe:P 1.5:1" and times look like dates and are not; "since the Nov. 4 pigging"
# points back. Routine noise (a polymer pump trip, a frozen centrate line) is labelled for what it is.
case(
    "wwtp_struvite_sludge_line_ferric_ops_log_ambiguous", "en", "en-CA", "solids_bldg_ops_log_2024-25.txt",
    (2024, 2025),
    """
THUNDER CREEK REGIONAL WWTP — SOLIDS BUILDING OPERATIONS LOG
Digesters 1 and 2, sludge grinders, centrifuges 1 and 2
Trial: ferric chloride against struvite scale (lead: K. Nwosu, process supervisor)

Set-up: since bio-P came on line last spring the 150 mm digested sludge lines to the centrifuges have been scaling up. Ferric chloride (38%) dosed into the digester 1 feed, target Fe:P molar ratio 1.5:1; digester 2 runs without it as the control. Coupon racks CR-0412 (digester 1 line) and CR-0413 (digester 2 line) just upstream of the centrifuge feed pumps. The consultant's design report didn't expect struvite at this plant and gives no dose for ferric in a bio-P digester.

Sample points: SP-1 digester 1 recirc, SP-2 after grinder 1, SP-3 centrifuge 2 feed.

---------------------------------------------------------------

04/11/24  DAYS  R. Kowalchuk
Centrifuge 2 feed from digester 1 down to 9.4 L/s at 100% pump speed, was 14 L/s at start-up in the spring.
Pigged the 150 mm line from grinder 1 to the centrifuge.
About 40 kg of hard white scale came out in chunks.
Lab: scale dissolves in dilute HCl with no fizzing.
Not carbonate, so most likely struvite, which fits with going to bio-P.
Dale figures it drops out after the grinder where the pressure drops, CO2 comes off and the pH jumps.

06/11/24  NIGHTS  J. Amyotte
Grab samples at SP-1, SP-2 and SP-3 at 02:00.
pH 7.1 at SP-1, 7.4 at SP-2, 7.8 at SP-3.
Digester 1 supernatant: ortho-P 310 mg/L, NH4-N 1,050 mg/L, Mg 38 mg/L.
The pH climbing along the line fits Dale's theory.

11/11/24  DAYS  D. Lister
Started ferric into the digester 1 feed at 40 L/h, digester 2 left as the control.
Coupon racks weighed and installed in both lines.
If the ferric ties up the phosphate in the digester, there's nothing left in the line to make struvite.

02/12/24  DAYS  R. Kowalchuk
Digester 1 ortho-P down to 92 mg/L, digester 2 still 318.
Digester 1 pH 6.9, alkalinity down from 3,900 to 3,350 mg/L as CaCO3.
H2S in the digester 1 gas down from 1,400 ppm to 420.
Pulled the coupons after 3 weeks.
Weight gain 0.7 g on CR-0412, 6.4 g on CR-0413.
Ferric is stopping the scale on the digester 1 side.

09/12/24  NIGHTS  J. Amyotte
Centrifuge 2 on digester 1 sludge: cake 22.8% solids, polymer 9.1 kg per dry tonne.
Centrifuge 1 on digester 2 sludge: cake 21.4%, polymer 8.4 kg per dry tonne.
Cake tonnage up about 4% on the ferric side with the iron solids.
Polymer pump 2 tripped twice on high pressure, reset both times.

07/01/25  DAYS  D. Lister
-37 °C at 06:00.
Heat trace on the ferric day tank line failed overnight and dosing was off about 10 h before the morning round found it.
Electrician replaced the controller, dosing back on at 10:30.
Centrate line froze in the outdoor run to the return wet well.
Thawed it with the steamer by noon.

03/02/25  DAYS  R. Kowalchuk
Pigged both sludge lines to compare.
Digester 1 line: about 3 kg of soft scale.
Digester 2 line: 31 kg of hard scale since the Nov. 4 pigging, and centrifuge 1 feed is already down to 11 L/s.

10/02/25  Ops meeting — K. Nwosu, R. Kowalchuk, D. Lister
Ferric runs about $410 a day for both digesters at 40 L/h, against roughly $9,000 each time the contractor acid-cleans a line.
Decision: ferric goes on digester 2 as well, starting Monday.
Next: drop digester 1 to 30 L/h for three weeks to find the lowest dose that still keeps ortho-P under 100 mg/L.

Notes for the file — 07/03/25 — K. Nwosu
At 30 L/h ortho-P on digester 1 climbed to 105-120 mg/L and CR-0412 started gaining weight again.
40 L/h stays as the dose.
Struvite formed where the pH rose along the line, and taking the phosphate out in the digester stops it from forming.
For the 2025-26 budget: ferric on both digesters full-time, and a look at recovering struvite on purpose instead of fighting it.

Binder copy — solids building. Do not remove.
""",
    [
        E("2024-11-04", True, "04/11/24",
          (R, "Centrifuge 2 feed from digester 1 down to 9.4 L/s at 100% pump speed, was 14 L/s at start-up in the spring."),
          (A, "Pigged the 150 mm line from grinder 1 to the centrifuge."),
          (R, "About 40 kg of hard white scale came out in chunks."),
          (R, "Lab: scale dissolves in dilute HCl with no fizzing."),
          (C, "Not carbonate, so most likely struvite, which fits with going to bio-P."),
          (H, "Dale figures it drops out after the grinder where the pressure drops, CO2 comes off and the pH jumps.")),
        E("2024-11-06", True, "06/11/24",
          (A, "Grab samples at SP-1, SP-2 and SP-3 at 02:00."),
          (R, "pH 7.1 at SP-1, 7.4 at SP-2, 7.8 at SP-3."),
          (R, "Digester 1 supernatant: ortho-P 310 mg/L, NH4-N 1,050 mg/L, Mg 38 mg/L."),
          (C, "The pH climbing along the line fits Dale's theory.")),
        E("2024-11-11", False, "11/11/24",
          (A, "Started ferric into the digester 1 feed at 40 L/h, digester 2 left as the control."),
          (A, "Coupon racks weighed and installed in both lines."),
          (H, "If the ferric ties up the phosphate in the digester, there's nothing left in the line to make struvite.")),
        E("2024-12-02", True, "02/12/24",
          (R, "Digester 1 ortho-P down to 92 mg/L, digester 2 still 318."),
          (R, "Digester 1 pH 6.9, alkalinity down from 3,900 to 3,350 mg/L as CaCO3."),
          (R, "H2S in the digester 1 gas down from 1,400 ppm to 420."),
          (A, "Pulled the coupons after 3 weeks."),
          (R, "Weight gain 0.7 g on CR-0412, 6.4 g on CR-0413."),
          (C, "Ferric is stopping the scale on the digester 1 side.")),
        E("2024-12-09", True, "09/12/24",
          (R, "Centrifuge 2 on digester 1 sludge: cake 22.8% solids, polymer 9.1 kg per dry tonne."),
          (R, "Centrifuge 1 on digester 2 sludge: cake 21.4%, polymer 8.4 kg per dry tonne."),
          (R, "Cake tonnage up about 4% on the ferric side with the iron solids."),
          (R, "Polymer pump 2 tripped twice on high pressure, reset both times.")),
        E("2025-01-07", True, "07/01/25",
          (R, "-37 °C at 06:00."),
          (R, "Heat trace on the ferric day tank line failed overnight and dosing was off about 10 h before the morning round found it."),
          (A, "Electrician replaced the controller, dosing back on at 10:30."),
          (R, "Centrate line froze in the outdoor run to the return wet well."),
          (A, "Thawed it with the steamer by noon.")),
        E("2025-02-03", True, "03/02/25",
          (A, "Pigged both sludge lines to compare."),
          (R, "Digester 1 line: about 3 kg of soft scale."),
          (R, "Digester 2 line: 31 kg of hard scale since the Nov. 4 pigging, and centrifuge 1 feed is already down to 11 L/s.")),
        E("2025-02-10", True, "10/02/25",
          (R, "Ferric runs about $410 a day for both digesters at 40 L/h, against roughly $9,000 each time the contractor acid-cleans a line."),
          (C, "Decision: ferric goes on digester 2 as well, starting Monday."),
          (N, "Next: drop digester 1 to 30 L/h for three weeks to find the lowest dose that still keeps ortho-P under 100 mg/L.")),
        E("2025-03-07", True, "07/03/25",
          (R, "At 30 L/h ortho-P on digester 1 climbed to 105-120 mg/L and CR-0412 started gaining weight again."),
          (C, "40 L/h stays as the dose."),
          (C, "Struvite formed where the pH rose along the line, and taking the phosphate out in the digester stops it from forming."),
          (N, "For the 2025-26 budget: ferric on both digesters full-time, and a look at recovering struvite on purpose instead of fighting it.")),
    ],
    [
        "THUNDER CREEK REGIONAL WWTP — SOLIDS BUILDING OPERATIONS LOG",
        "Digesters 1 and 2, sludge grinders, centrifuges 1 and 2",
        "Trial: ferric chloride against struvite scale (lead: K. Nwosu, process supervisor)",
        "Set-up: since bio-P came on line last spring the 150 mm digested sludge lines to the centrifuges have been scaling up.",
        "Ferric chloride (38%) dosed into the digester 1 feed, target Fe:P molar ratio 1.5:1; digester 2 runs without it as the control.",
        "Coupon racks CR-0412 (digester 1 line) and CR-0413 (digester 2 line) just upstream of the centrifuge feed pumps.",
        "The consultant's design report didn't expect struvite at this plant and gives no dose for ferric in a bio-P digester.",
        "Sample points: SP-1 digester 1 recirc, SP-2 after grinder 1, SP-3 centrifuge 2 feed.",
        "Binder copy — solids building. Do not remove.",
    ],
)

# 3 ------------------------------------------------------------------------------------------------
# en-CA, Saskatoon maker of grain-cart scales: carts read 2-3% high on side slopes. Jira Server
# "Printable" view of one issue: "Created: 14/Jan/25  Updated: ...  Resolved: ..." dates the
# description; each "Comment by Name [ 21/Jan/25 ]" dates its comment. The field block between the
# Created line and the description, the attachment line and the "Generated at ..." footer are not
# sentences (Updated/Resolved and the footer are paperwork). "LC-1206", "about 1:6", "1 - cos(8°)",
# "3.2.0-rc2" look like dates and are not; "the Jan. 21 run" points back.
case(
    "grain_cart_scale_side_slope_jira", "en", "en-CA", "WCS-214_printable.txt", (2025,),
    """
[WCS-214] Cart scale reads high on side slopes Created: 14/Jan/25  Updated: 02/Apr/25  Resolved: 31/Mar/25
Status:	Done
Project:	Weigh Cart Scale
Component/s:	Indicator firmware, Load cells
Affects Version/s:	3.1.4
Fix Version/s:	3.2.0

Type:	Bug	Priority:	Major
Reporter:	Kurt Wiens	Assignee:	Amir Haddad
Resolution:	Done	Votes:	0
Labels:	field-issue harvest-2024
Attachments:	tilt_table_roll_pitch.csv     per_cell_roll8.png     cold_room_m25.csv

Description
Three customers around Rosetown and Kindersley report their 1,100 bu carts (four LC-1206 single-shear beam cells, firmware 3.1.4) reading 2-3% over the elevator tickets on hilly quarters last harvest.
On flat fields the same carts were within 0.5% of the tickets.
My guess is the cells see side load when the cart sits crossways on a slope, and the indicator has no idea it's tilted.
We need this fixed before harvest 2025, the dealers are getting calls.

Comments
Comment by Amir Haddad [ 21/Jan/25 ]
Put a cart on the tilt table in bay 3 with 12,000 kg of test weights and rolled it from 0° to 12° in 2° steps, then pitched it the same way.
Roll: +0.3% at 4°, +2.1% at 8°, +4.4% at 12°.
Pitch: under +0.5% all the way to 12°.
It's the roll, which matches a cart sitting across the hill while the combine unloads on the go.
If it were only the weight vector tilting, the reading would go down by 1 - cos(8°) = 1%, not up by 2%, so something mechanical is loading the downhill cells.

Comment by Jessie Lam [ 04/Feb/25 ]
Added a 2-axis MEMS inclinometer to the indicator board (dev build 3.2.0-b3) and divided the reading by cos(roll) x cos(pitch).
Tilt table at 8° roll: error went from +2.1% to +3.1%.
So the plain cosine correction makes it worse; the error is in how the cells take the load, not in the geometry.
I'll log each cell on its own next so we can see which ones go high.

Comment by Jessie Lam [ 18/Feb/25 ]
Per cell at 8° roll: the two downhill cells read +9% and +8%, the two uphill ones -4% and -5%.
The downhill mounting blocks have about 1.5 mm of play at the bolts, so the beams can twist.
Amir's idea is that the twist puts torsion on the beam and the single-shear gauge pattern reads part of it as load.
Two things to try: shim the blocks tight, and fit a correction per cell against roll and pitch.

Comment by Dana Kowalski [ 25/Feb/25 ]
Same complaint from the dealer in Swift Current, two more carts.
That customer says it's worst on one side-hill along a coulee and fine everywhere else.

Comment by Amir Haddad [ 03/Mar/25 ]
Shimmed the mounting blocks on the tilt-table cart to zero play.
Against the Jan. 21 run, error at 8° roll dropped from +2.1% to +1.2%, and at 12° from +4.4% to +2.6%.
Mechanics are part of it, but shimming alone won't get us under 0.5% and we can't shim every cart in the field.
Fitted a per-cell correction, quadratic in roll and pitch, on 150 tilt-table points from two carts (branch tilt-comp).
On a third cart that wasn't in the fit: within ±0.4% up to 8° roll, +1.1% at 12°.

Comment by Priya Sandhu [ 10/Mar/25 ]
Dealer survey: the steepest ground our customers unload on runs about 1:6, roughly 9.5°.
Decision: ship the per-cell correction in 3.2.0, and above 10° roll the indicator shows "LEVEL CART" instead of a weight.
Amir, can you check that the correction holds in the cold before we freeze the release?

Comment by Amir Haddad [ 24/Mar/25 ]
Third cart in the cold room at -25 °C overnight, then on the tilt table at 8° roll.
Residual +0.5%, the same as at room temperature within the noise.
Inclinometer zero drifted 0.3° between +20 °C and -25 °C, worth about 0.15% at 8°.
Good enough, the correction doesn't need a temperature term.

Comment by Kurt Wiens [ 31/Mar/25 ]
Merged tilt-comp into 3.2.0; 3.2.0-rc2 is on the five customer carts through the dealers.
Next: check against elevator tickets on the Kindersley customer's hilly quarters during harvest 2025, 30 loads minimum, under follow-up WCS-231.

Generated at Wed Apr 02 14:10:55 CST 2025 by Priya Sandhu using Jira 9.12.2#9120002-sha1:6e2c1f0a.
""",
    [
        E("2025-01-14", False, "Created: 14/Jan/25",
          (R, "Three customers around Rosetown and Kindersley report their 1,100 bu carts (four LC-1206 single-shear beam cells, firmware 3.1.4) reading 2-3% over the elevator tickets on hilly quarters last harvest."),
          (R, "On flat fields the same carts were within 0.5% of the tickets."),
          (H, "My guess is the cells see side load when the cart sits crossways on a slope, and the indicator has no idea it's tilted."),
          (N, "We need this fixed before harvest 2025, the dealers are getting calls.")),
        E("2025-01-21", False, "[ 21/Jan/25 ]",
          (A, "Put a cart on the tilt table in bay 3 with 12,000 kg of test weights and rolled it from 0° to 12° in 2° steps, then pitched it the same way."),
          (R, "Roll: +0.3% at 4°, +2.1% at 8°, +4.4% at 12°."),
          (R, "Pitch: under +0.5% all the way to 12°."),
          (C, "It's the roll, which matches a cart sitting across the hill while the combine unloads on the go."),
          (H, "If it were only the weight vector tilting, the reading would go down by 1 - cos(8°) = 1%, not up by 2%, so something mechanical is loading the downhill cells.")),
        E("2025-02-04", False, "[ 04/Feb/25 ]",
          (A, "Added a 2-axis MEMS inclinometer to the indicator board (dev build 3.2.0-b3) and divided the reading by cos(roll) x cos(pitch)."),
          (R, "Tilt table at 8° roll: error went from +2.1% to +3.1%."),
          (C, "So the plain cosine correction makes it worse; the error is in how the cells take the load, not in the geometry."),
          (N, "I'll log each cell on its own next so we can see which ones go high.")),
        E("2025-02-18", False, "[ 18/Feb/25 ]",
          (R, "Per cell at 8° roll: the two downhill cells read +9% and +8%, the two uphill ones -4% and -5%."),
          (R, "The downhill mounting blocks have about 1.5 mm of play at the bolts, so the beams can twist."),
          (H, "Amir's idea is that the twist puts torsion on the beam and the single-shear gauge pattern reads part of it as load."),
          (N, "Two things to try: shim the blocks tight, and fit a correction per cell against roll and pitch.")),
        E("2025-02-25", False, "[ 25/Feb/25 ]",
          (R, "Same complaint from the dealer in Swift Current, two more carts."),
          (R, "That customer says it's worst on one side-hill along a coulee and fine everywhere else.")),
        E("2025-03-03", False, "[ 03/Mar/25 ]",
          (A, "Shimmed the mounting blocks on the tilt-table cart to zero play."),
          (R, "Against the Jan. 21 run, error at 8° roll dropped from +2.1% to +1.2%, and at 12° from +4.4% to +2.6%."),
          (C, "Mechanics are part of it, but shimming alone won't get us under 0.5% and we can't shim every cart in the field."),
          (A, "Fitted a per-cell correction, quadratic in roll and pitch, on 150 tilt-table points from two carts (branch tilt-comp)."),
          (R, "On a third cart that wasn't in the fit: within ±0.4% up to 8° roll, +1.1% at 12°.")),
        E("2025-03-10", False, "[ 10/Mar/25 ]",
          (R, "Dealer survey: the steepest ground our customers unload on runs about 1:6, roughly 9.5°."),
          (C, "Decision: ship the per-cell correction in 3.2.0, and above 10° roll the indicator shows \"LEVEL CART\" instead of a weight."),
          (N, "Amir, can you check that the correction holds in the cold before we freeze the release?")),
        E("2025-03-24", False, "[ 24/Mar/25 ]",
          (A, "Third cart in the cold room at -25 °C overnight, then on the tilt table at 8° roll."),
          (R, "Residual +0.5%, the same as at room temperature within the noise."),
          (R, "Inclinometer zero drifted 0.3° between +20 °C and -25 °C, worth about 0.15% at 8°."),
          (C, "Good enough, the correction doesn't need a temperature term.")),
        E("2025-03-31", False, "Comment by Kurt Wiens [ 31/Mar/25 ]",
          (A, "Merged tilt-comp into 3.2.0; 3.2.0-rc2 is on the five customer carts through the dealers."),
          (N, "Next: check against elevator tickets on the Kindersley customer's hilly quarters during harvest 2025, 30 loads minimum, under follow-up WCS-231.")),
    ],
    [
        "[WCS-214] Cart scale reads high on side slopes",
        "Generated at Wed Apr 02 14:10:55 CST 2025 by Priya Sandhu using Jira 9.12.2#9120002-sha1:6e2c1f0a.",
    ],
)

# 4 ------------------------------------------------------------------------------------------------
# en-CA, Nova Scotia ocean-tech start-up: estimating the standing crop on a sugar kelp farm from
# longline tension, so the farmer can time the harvest without divers. Dev journal in Markdown kept
# NEWEST FIRST: every entry but the top one is late. Headings mix "### 22 Apr 2025",
# "### 2025-04-08", "### Mon Mar 24", "### Mar. 10", "### Feb 24 2025", "### 2025-02-07",
# "### Jan 20" and "### 16 Dec 2024" (years from the "Dec 2024 – Apr 2025" title). The open-items
# list at the top, the repo line and the legend are undated. "3/4 in. shackle", "fw 0.4.12",
# "1:200" look like dates and are not; "the Mar. 10 samples", "since Feb 7" point elsewhere.
case(
    "kelp_longline_tension_biomass_devlog_reverse", "en", "en-CA", "JOURNAL.md", (2024, 2025),
    """
# kelp-tension — dev journal (Dec 2024 – Apr 2025)

Saltline Instruments Inc., Halifax. Kept by Noor Abbas (data) with notes from Ben MacIsaac (hardware). **Newest at the top.**

Goal: tell the farmer on Mahone Bay how much sugar kelp is on each longline from the tension in the anchor line, so the harvest can be timed without sending divers out every week. We found no published method that separates crop drag from tide and wave loading on a single longline.

Repo: `gitlab.com/saltline/kelp-tension` (firmware fw 0.4.12, analysis notebooks in `nb/`)

Legend: T = 30-min mean anchor-line tension (N); U = 30-min mean current speed (m/s); k = T / U², our drag number for the line.

Open items (no date):
- new zincs on both buoys before May
- ask the farm for the 2024 harvest weights per line
- tidy nb/03 before anyone else reads it

---

### 22 Apr 2025

- Second diver sample on line 3, three 1 m cuts: 6.9 kg/m wet.
- k on line 3 is now 7,800, up from 3,900 when the Mar. 10 samples were cut.
- k doubled while the biomass went up 3.3 times, so k follows the crop but not in proportion; the blades probably streamline more as they get longer.
- Next: weigh every line at the May harvest and fit k against real biomass, 12 lines instead of 3 diver samples.

### 2025-04-08

- Tried the buoy's own tilt as a stand-in for current: IMU pitch, 30-min mean, against the Aquadopp U from the weeks we had both.
- R² 0.77 for tilt against U, against 0.52 for the CHS tide prediction.
- Tilt is good enough to compute k without a current meter.
- Pushed the tilt-based k to the farm dashboard for both lines.

### Mon Mar 24

- Aquadopp went back to Dal today.
- Without it we tried the CHS predicted tidal current for the nearest station in place of U.
- R² dropped to 0.52: wind-driven current in the bay isn't in the prediction.
- Predicted tide won't do; we need something measured on the line.

### Mar. 10

- Ben went out with the farm's diver and cut three 1 m sections on line 3.
- Wet weight 2.1 kg/m.
- k on line 3 went from 2,400 in early Feb to 3,900.
- One sample point doesn't make a calibration, but k is moving the right way.

### Feb 24 2025

- Fitted T against U² on line 3 for the two weeks since Feb 7.
- R² 0.81, and the fit explains the tidal swings the Jan data showed.
- If the drag is mostly kelp, k should climb through the spring as the crop grows.

### 2025-02-07

- Borrowed a Nortek Aquadopp from Dal for six weeks.
- Moored it 20 m off the end of line 3 at 4 m depth, 1 Hz, 30-min averages to match the buoy.

### Jan 20

- First month of data over Iridium from both buoys, no dropped messages.
- T on line 3 swings from 180 N to 1,900 N twice a day with the tide, and there's no upward trend under it.
- Battery still at 3.9 V after 5 weeks at -5 °C air.
- The tide is swamping anything the crop does; we need current speed on site to take it out.

### 16 Dec 2024

- Deployed buoys B1 on line 3 and B2 on line 7: 5 t load shackle (3/4 in. pin) in the anchor line, strain sampled at 4 Hz, mean/max/std sent every 30 min over Iridium SBD.
- Lines seeded Nov. 5 with spool twine at 1:200 dilution of the spore stock.
- We expect mean tension to climb with the kelp from about March on.
""",
    [
        E("2024-12-16", False, "16 Dec 2024",
          (A, "Deployed buoys B1 on line 3 and B2 on line 7: 5 t load shackle (3/4 in. pin) in the anchor line, strain sampled at 4 Hz, mean/max/std sent every 30 min over Iridium SBD."),
          (A, "Lines seeded Nov. 5 with spool twine at 1:200 dilution of the spore stock."),
          (H, "We expect mean tension to climb with the kelp from about March on.")),
        E("2025-01-20", False, "Jan 20",
          (R, "First month of data over Iridium from both buoys, no dropped messages."),
          (R, "T on line 3 swings from 180 N to 1,900 N twice a day with the tide, and there's no upward trend under it."),
          (R, "Battery still at 3.9 V after 5 weeks at -5 °C air."),
          (C, "The tide is swamping anything the crop does; we need current speed on site to take it out.")),
        E("2025-02-07", False, "2025-02-07",
          (A, "Borrowed a Nortek Aquadopp from Dal for six weeks."),
          (A, "Moored it 20 m off the end of line 3 at 4 m depth, 1 Hz, 30-min averages to match the buoy.")),
        E("2025-02-24", False, "Feb 24 2025",
          (A, "Fitted T against U² on line 3 for the two weeks since Feb 7."),
          (R, "R² 0.81, and the fit explains the tidal swings the Jan data showed."),
          (H, "If the drag is mostly kelp, k should climb through the spring as the crop grows.")),
        E("2025-03-10", False, "Mar. 10",
          (A, "Ben went out with the farm's diver and cut three 1 m sections on line 3."),
          (R, "Wet weight 2.1 kg/m."),
          (R, "k on line 3 went from 2,400 in early Feb to 3,900."),
          (C, "One sample point doesn't make a calibration, but k is moving the right way.")),
        E("2025-03-24", False, "Mon Mar 24",
          (A, "Aquadopp went back to Dal today."),
          (A, "Without it we tried the CHS predicted tidal current for the nearest station in place of U."),
          (R, "R² dropped to 0.52: wind-driven current in the bay isn't in the prediction."),
          (C, "Predicted tide won't do; we need something measured on the line.")),
        E("2025-04-08", False, "2025-04-08",
          (A, "Tried the buoy's own tilt as a stand-in for current: IMU pitch, 30-min mean, against the Aquadopp U from the weeks we had both."),
          (R, "R² 0.77 for tilt against U, against 0.52 for the CHS tide prediction."),
          (C, "Tilt is good enough to compute k without a current meter."),
          (A, "Pushed the tilt-based k to the farm dashboard for both lines.")),
        E("2025-04-22", False, "22 Apr 2025",
          (R, "Second diver sample on line 3, three 1 m cuts: 6.9 kg/m wet."),
          (R, "k on line 3 is now 7,800, up from 3,900 when the Mar. 10 samples were cut."),
          (C, "k doubled while the biomass went up 3.3 times, so k follows the crop but not in proportion; the blades probably streamline more as they get longer."),
          (N, "Next: weigh every line at the May harvest and fit k against real biomass, 12 lines instead of 3 diver samples.")),
    ],
    [
        "# kelp-tension — dev journal (Dec 2024 – Apr 2025)",
        "Saltline Instruments Inc., Halifax. Kept by Noor Abbas (data) with notes from Ben MacIsaac (hardware). **Newest at the top.**",
        "Goal: tell the farmer on Mahone Bay how much sugar kelp is on each longline from the tension in the anchor line, so the harvest can be timed without sending divers out every week.",
        "We found no published method that separates crop drag from tide and wave loading on a single longline.",
        "Repo: `gitlab.com/saltline/kelp-tension` (firmware fw 0.4.12, analysis notebooks in `nb/`)",
        "Legend: T = 30-min mean anchor-line tension (N); U = 30-min mean current speed (m/s); k = T / U², our drag number for the line.",
        "Open items (no date):",
        "new zincs on both buoys before May",
        "ask the farm for the 2024 harvest weights per line",
        "tidy nb/03 before anyone else reads it",
    ],
    late=("2024-12-16", "2025-01-20", "2025-02-07", "2025-02-24", "2025-03-10", "2025-03-24", "2025-04-08"),
)

# 5 ------------------------------------------------------------------------------------------------
# en-US, Stratford ON wood-bat maker and its Pennsylvania maple billet supplier: a lot of maple
# bats shatters in multi-piece breaks. Thunderbird messages printed together by the US supplier
# ("3/31/25, 10:22 AM" print header, m/d): each message has Subject/From/Date/To lines and is dated
# by "Date: 2/24/2025, 8:05 AM"; "3/18/2025" and "3/19/2025" (and the 3/28 one) settle the order,
# so nothing is ambiguous. Greetings, signatures, the quoted "On 3/6/2025 4:12 PM, ... wrote:" block
# and the print footer are not sentences. Slope of grain "1:20", "1:11", lots "24-117" and
# "25-031" look like dates and are not; "in November" and "last week" point elsewhere.
case(
    "maple_bat_multipiece_breaks_thunderbird_us", "en", "en-US", "billet_lot_24-117_thread_print.txt", (2025,),
    """
3/31/25, 10:22 AM                                   Re: Multi-piece breaks, lot 24-117

Subject: Multi-piece breaks, lot 24-117
From: Mark Janssen <mark@northlinebats.ca>
Date: 2/24/2025, 8:05 AM
To: Rick Sowers <rsowers@alleghenybillet.com>

Hi Rick,

We've had 11 bats from lot 24-117 come back broken from the three college teams we supply, and 7 of them were multi-piece breaks. That's against 2 or 3 breaks a season from your earlier lots, and none of those flew apart.

My first guess is slope of grain: the billets in 24-117 look like they were sawn on a taper rather than split along the grain. I ran the ink dot test on the broken ones last night. 8 of 11 are worse than 1:20 on the face grain, the worst about 1:11.

Can you check how 24-117 was cut?

Mark Janssen
Northline Bat Co., Stratford, Ontario

Subject: Re: Multi-piece breaks, lot 24-117
From: Rick Sowers <rsowers@alleghenybillet.com>
Date: 2/25/2025, 11:40 AM
To: Mark Janssen <mark@northlinebats.ca>

Mark,

24-117 came off our new bandsaw line in November, which cuts billets parallel to the log's pith instead of following the grain like the old splitter did. The new line grades slope of grain by eye at the end of the billet, not with an ink dot, so runout along the face could get past it. I'd guess some of those logs had spiral grain and the saw cut right across it.

I'll pull the 24-117 billets still in the yard and dot-test them.

Rick Sowers | Allegheny Billet Co. | Coudersport, PA

Subject: Re: Multi-piece breaks, lot 24-117
From: Rick Sowers <rsowers@alleghenybillet.com>
Date: 3/6/2025, 4:12 PM
To: Mark Janssen <mark@northlinebats.ca>

Dot-tested 200 billets from 24-117 that were still in the yard, both faces. 61 of the 200 (31%) were worse than 1:20 on at least one face; on our older split lots we find 3-5%.

Also checked the kiln records: 24-117 came out at 6.2% moisture on average, where our other lots run 7.5-8%. Our dryer operator thinks the extra drying made the maple more brittle on top of the grain problem.

Do you want us to re-sort your next order by ink dot on both faces?

Rick

Subject: Re: Multi-piece breaks, lot 24-117
From: Mark Janssen <mark@northlinebats.ca>
Date: 3/7/2025, 7:55 AM
To: Rick Sowers <rsowers@alleghenybillet.com>

Yes, re-sort by ink dot, 1:20 or straighter on both faces.

Please also send me 40 billets from 24-117 that passed the dot test. We'll turn 20 as they are and condition 20 to 8% in our humidity room first, so we can see what the moisture does with the grain taken out of it.

On 3/6/2025 4:12 PM, Rick Sowers wrote:
> Dot-tested 200 billets from 24-117 that were still in the yard...

Subject: Re: Multi-piece breaks, lot 24-117
From: Mark Janssen <mark@northlinebats.ca>
Date: 3/18/2025, 2:30 PM
To: Rick Sowers <rsowers@alleghenybillet.com>

Rick,

The 40 billets came last week. Turned 20 straight away at 6.3% and conditioned the other 20 to 8.1% over 10 days before turning. Put all 40 through our handle-impact rig at the same drop height until they broke.

Dry bats: 13 of 20 broke in more than one piece, 6.4 hits to failure on average. Conditioned bats: 5 of 20 multi-piece, 9.8 hits on average.

So the moisture matters on its own, even with straight grain.

Mark

Subject: Re: Multi-piece breaks, lot 24-117
From: Rick Sowers <rsowers@alleghenybillet.com>
Date: 3/19/2025, 9:10 AM
To: Mark Janssen <mark@northlinebats.ca>

That settles it for us: the bandsaw lot was both cross-grained and overdried.

We've changed the kiln schedule to stop at 7.5-8% for all bat billets, starting with this week's charge. From now on every billet on the saw line gets an ink dot on both faces, and the tally sheet will ship with each order. Credit for the 11 broken bats and the 61 rejects is on your account.

Rick Sowers | Allegheny Billet Co. | Coudersport, PA

Subject: Re: Multi-piece breaks, lot 24-117
From: Mark Janssen <mark@northlinebats.ca>
Date: 3/28/2025, 5:48 PM
To: Rick Sowers <rsowers@alleghenybillet.com>

Finished 60 bats from your re-sorted lot 25-031, at 7.9% moisture. Broke 20 of them on the same rig: 3 multi-piece, 10.4 hits on average. That's as good as the old split lots.

The other 40 go to the college teams, and we'll track breaks through the spring season. I'll write you in June.

Mark

about:blank                                                                                  1 of 3
""",
    [
        E("2025-02-24", False, "Date: 2/24/2025, 8:05 AM",
          (R, "We've had 11 bats from lot 24-117 come back broken from the three college teams we supply, and 7 of them were multi-piece breaks."),
          (R, "That's against 2 or 3 breaks a season from your earlier lots, and none of those flew apart."),
          (H, "My first guess is slope of grain: the billets in 24-117 look like they were sawn on a taper rather than split along the grain."),
          (A, "I ran the ink dot test on the broken ones last night."),
          (R, "8 of 11 are worse than 1:20 on the face grain, the worst about 1:11."),
          (N, "Can you check how 24-117 was cut?")),
        E("2025-02-25", False, "Date: 2/25/2025, 11:40 AM",
          (R, "24-117 came off our new bandsaw line in November, which cuts billets parallel to the log's pith instead of following the grain like the old splitter did."),
          (R, "The new line grades slope of grain by eye at the end of the billet, not with an ink dot, so runout along the face could get past it."),
          (H, "I'd guess some of those logs had spiral grain and the saw cut right across it."),
          (N, "I'll pull the 24-117 billets still in the yard and dot-test them.")),
        E("2025-03-06", False, "Date: 3/6/2025, 4:12 PM",
          (A, "Dot-tested 200 billets from 24-117 that were still in the yard, both faces."),
          (R, "61 of the 200 (31%) were worse than 1:20 on at least one face; on our older split lots we find 3-5%."),
          (R, "Also checked the kiln records: 24-117 came out at 6.2% moisture on average, where our other lots run 7.5-8%."),
          (H, "Our dryer operator thinks the extra drying made the maple more brittle on top of the grain problem."),
          (N, "Do you want us to re-sort your next order by ink dot on both faces?")),
        E("2025-03-07", False, "Date: 3/7/2025, 7:55 AM",
          (N, "Yes, re-sort by ink dot, 1:20 or straighter on both faces."),
          (N, "Please also send me 40 billets from 24-117 that passed the dot test."),
          (N, "We'll turn 20 as they are and condition 20 to 8% in our humidity room first, so we can see what the moisture does with the grain taken out of it.")),
        E("2025-03-18", False, "Date: 3/18/2025, 2:30 PM",
          (A, "The 40 billets came last week."),
          (A, "Turned 20 straight away at 6.3% and conditioned the other 20 to 8.1% over 10 days before turning."),
          (A, "Put all 40 through our handle-impact rig at the same drop height until they broke."),
          (R, "Dry bats: 13 of 20 broke in more than one piece, 6.4 hits to failure on average."),
          (R, "Conditioned bats: 5 of 20 multi-piece, 9.8 hits on average."),
          (C, "So the moisture matters on its own, even with straight grain.")),
        E("2025-03-19", False, "Date: 3/19/2025, 9:10 AM",
          (C, "That settles it for us: the bandsaw lot was both cross-grained and overdried."),
          (A, "We've changed the kiln schedule to stop at 7.5-8% for all bat billets, starting with this week's charge."),
          (C, "From now on every billet on the saw line gets an ink dot on both faces, and the tally sheet will ship with each order."),
          (R, "Credit for the 11 broken bats and the 61 rejects is on your account.")),
        E("2025-03-28", False, "Date: 3/28/2025, 5:48 PM",
          (A, "Finished 60 bats from your re-sorted lot 25-031, at 7.9% moisture."),
          (R, "Broke 20 of them on the same rig: 3 multi-piece, 10.4 hits on average."),
          (C, "That's as good as the old split lots."),
          (N, "The other 40 go to the college teams, and we'll track breaks through the spring season."),
          (N, "I'll write you in June.")),
    ],
    [
        "3/31/25, 10:22 AM                                   Re: Multi-piece breaks, lot 24-117",
        "about:blank                                                                                  1 of 3",
    ],
)

# 6 ------------------------------------------------------------------------------------------------
# fr-CA, fabricant beauceron de portes de garage isolées : les sections foncées exposées au sud
# bombent au soleil (effet bilame entre les deux peaux d'acier) et frottent dans les rails. Canal
# Slack exporté en texte : séparateurs de jour « ──── mardi 16 juillet 2024 ──── » avec l'année pour
# 2024, sans l'année pour l'année de l'export (« mardi 14 janvier » ... « jeudi 28 août »), messages
# « Nom  14:02 » ; plusieurs messages d'un même jour font une entrée. Ligne système, réactions,
# « 3 réponses » et pied d'export ne sont pas des phrases. « 16 x 7 », « 1 3/4 po », « acier 26 »,
# « calibre 20 » ressemblent à des dates et n'en sont pas ; « le 20 mai » renvoie ailleurs.
case(
    "fr_portes_garage_bombement_thermique_slack", "fr", "fr-CA", "slack_rd-panneaux-isoles_export.txt",
    (2024, 2025),
    """
Slack — #rd-panneaux-isoles — Portes Chaudière inc. (Saint-Georges)
Exporté le 12 septembre 2025 par Mathieu Poulin pour le dossier RS&DE

Description du canal : sections de porte de garage isolées (peaux d'acier 26, polyuréthane injecté) qui bombent au soleil. Nos fournisseurs de mousse et d'acier n'ont pas de données là-dessus, et aucune norme de porte ne donne une flèche admissible au soleil.

──────── mardi 16 juillet 2024 ────────
Vincent Lessard  14:02
Troisième plainte cette semaine : porte 16 x 7 noire, plein sud, qui frotte dans les rails l'après-midi et laisse un jour sous le coupe-froid du bas.
Le client a mesuré 18 mm de bombement au centre de la section du haut à 15 h, presque rien le matin.

Karine Roy  14:31
Je gage que c'est du bombement thermique : la peau extérieure noire monte à 70 °C et plus, la peau intérieure reste autour de 25 °C, et le panneau fait bilame.
Vincent, peux-tu sortir la couleur et l'orientation des autres plaintes de bombement ?
👍 2

──────── jeudi 25 juillet 2024 ────────
Vincent Lessard  09:18
Sur 23 plaintes de bombement depuis 2022, 21 portes sont foncées (noir, brun commercial, charbon) et 19 font face au sud ou à l'ouest.

Karine Roy  09:40
Ça colle avec le bilame : la couleur compte plus que le modèle de porte.

Samuel Veilleux a rejoint #rd-panneaux-isoles.

──────── mardi 14 janvier ────────
Karine Roy  16:05
Banc d'essai monté dans la baie 4 : une section de 21 po x 16 pi sur deux appuis, six lampes infrarouges de 250 W du côté extérieur, thermocouples sur les deux peaux, comparateur au centre.
On s'attend à une flèche à peu près proportionnelle à l'écart de température entre les deux peaux.

──────── mercredi 22 janvier ────────
Karine Roy  11:47
Section standard (acier 26, mousse 40 kg/m³, 1 3/4 po) : flèche de 8 mm à 22 °C d'écart entre les peaux, 16 mm à 45 °C d'écart.
La flèche suit l'écart de température en ligne droite.
C'est le bilame, pas un défaut de moussage.
3 réponses

Samuel Veilleux  13:10
On pourrait essayer la mousse plus dense qu'on met dans les portes commerciales, 48 kg/m³.

──────── lundi 3 février ────────
Samuel Veilleux  07:52
Trois sections moussées à 48 kg/m³ hier soir sur la ligne 2, même acier.

Karine Roy  15:26
Au banc, à 45 °C d'écart : 15 mm pour la mousse à 48, contre 16 mm pour la standard.
La densité de la mousse ne change presque rien, c'est l'écart de dilatation entre les peaux qui mène.
Prochain essai : un renfort en U de 3 po dans le haut de la section, comme sur nos portes de 18 pi.

──────── mardi 18 février ────────
Karine Roy  10:14
Section avec renfort en U de 3 po, calibre 20, vissé aux montants.
Flèche de 7 mm à 45 °C d'écart.
Par contre le renfort ajoute 4,1 kg par section et il faudra recalculer les ressorts.

Vincent Lessard  10:37
Les installateurs disent qu'en bas de 8 mm de bombement, les roulettes ne frottent plus.
🙌 1

──────── jeudi 13 mars ────────
Karine Roy  14:55
Essai d'une peau extérieure en acier 24 au lieu de 26, sans renfort.
Flèche de 12 mm à 45 °C d'écart.
Essayé aussi une peinture noire « cool roof » à pigments qui réfléchissent l'infrarouge, un échantillon du fournisseur.
Sous les mêmes lampes, cette peau monte à 58 °C au lieu de 71 °C, et la flèche tombe à 10 mm.

Samuel Veilleux  15:20
Les lampes émettent presque juste de l'infrarouge, je pense qu'elles avantagent la peinture IR par rapport au vrai soleil.

──────── mercredi 4 juin ────────
Karine Roy  17:30
Les deux portes noires posées le 20 mai sur le mur sud de l'usine sont suivies par caméra, lecture des comparateurs aux 10 minutes : une avec renfort en U et peinture IR, une standard.
Journée la plus chaude jusqu'ici (31 °C, plein soleil) : peau extérieure à 62 °C sur la porte IR et à 74 °C sur la standard.
Flèche maximale de 5 mm sur la porte renforcée, 19 mm sur la standard, qui a frotté dans le rail à 15 h 40.
La peinture IR tient au vrai soleil, pas juste sous les lampes.

──────── jeudi 28 août ────────
Mathieu Poulin  08:45
Bilan de l'été sur les deux portes du mur sud : 5 mm au pire pour la renforcée, 21 mm pour la standard, et aucun frottement sur la renforcée.
Décision : renfort en U et peinture IR de série sur les couleurs foncées à partir de la production 2026, avec les ressorts recalculés.
Karine, il faudrait refaire une validation cet hiver, porte fermée par -30 °C, parce que l'écart entre les peaux va dans l'autre sens.
👍 3

Fin de l'export — 9 jours, 15 messages
""",
    [
        E("2024-07-16", False, "mardi 16 juillet 2024",
          (R, "Troisième plainte cette semaine : porte 16 x 7 noire, plein sud, qui frotte dans les rails l'après-midi et laisse un jour sous le coupe-froid du bas."),
          (R, "Le client a mesuré 18 mm de bombement au centre de la section du haut à 15 h, presque rien le matin."),
          (H, "Je gage que c'est du bombement thermique : la peau extérieure noire monte à 70 °C et plus, la peau intérieure reste autour de 25 °C, et le panneau fait bilame."),
          (N, "Vincent, peux-tu sortir la couleur et l'orientation des autres plaintes de bombement ?")),
        E("2024-07-25", False, "jeudi 25 juillet 2024",
          (R, "Sur 23 plaintes de bombement depuis 2022, 21 portes sont foncées (noir, brun commercial, charbon) et 19 font face au sud ou à l'ouest."),
          (C, "Ça colle avec le bilame : la couleur compte plus que le modèle de porte.")),
        E("2025-01-14", False, "mardi 14 janvier",
          (A, "Banc d'essai monté dans la baie 4 : une section de 21 po x 16 pi sur deux appuis, six lampes infrarouges de 250 W du côté extérieur, thermocouples sur les deux peaux, comparateur au centre."),
          (H, "On s'attend à une flèche à peu près proportionnelle à l'écart de température entre les deux peaux.")),
        E("2025-01-22", False, "mercredi 22 janvier",
          (R, "Section standard (acier 26, mousse 40 kg/m³, 1 3/4 po) : flèche de 8 mm à 22 °C d'écart entre les peaux, 16 mm à 45 °C d'écart."),
          (R, "La flèche suit l'écart de température en ligne droite."),
          (C, "C'est le bilame, pas un défaut de moussage."),
          (N, "On pourrait essayer la mousse plus dense qu'on met dans les portes commerciales, 48 kg/m³.")),
        E("2025-02-03", False, "lundi 3 février",
          (A, "Trois sections moussées à 48 kg/m³ hier soir sur la ligne 2, même acier."),
          (R, "Au banc, à 45 °C d'écart : 15 mm pour la mousse à 48, contre 16 mm pour la standard."),
          (C, "La densité de la mousse ne change presque rien, c'est l'écart de dilatation entre les peaux qui mène."),
          (N, "Prochain essai : un renfort en U de 3 po dans le haut de la section, comme sur nos portes de 18 pi.")),
        E("2025-02-18", False, "mardi 18 février",
          (A, "Section avec renfort en U de 3 po, calibre 20, vissé aux montants."),
          (R, "Flèche de 7 mm à 45 °C d'écart."),
          (R, "Par contre le renfort ajoute 4,1 kg par section et il faudra recalculer les ressorts."),
          (R, "Les installateurs disent qu'en bas de 8 mm de bombement, les roulettes ne frottent plus.")),
        E("2025-03-13", False, "jeudi 13 mars",
          (A, "Essai d'une peau extérieure en acier 24 au lieu de 26, sans renfort."),
          (R, "Flèche de 12 mm à 45 °C d'écart."),
          (A, "Essayé aussi une peinture noire « cool roof » à pigments qui réfléchissent l'infrarouge, un échantillon du fournisseur."),
          (R, "Sous les mêmes lampes, cette peau monte à 58 °C au lieu de 71 °C, et la flèche tombe à 10 mm."),
          (H, "Les lampes émettent presque juste de l'infrarouge, je pense qu'elles avantagent la peinture IR par rapport au vrai soleil.")),
        E("2025-06-04", False, "mercredi 4 juin",
          (A, "Les deux portes noires posées le 20 mai sur le mur sud de l'usine sont suivies par caméra, lecture des comparateurs aux 10 minutes : une avec renfort en U et peinture IR, une standard."),
          (R, "Journée la plus chaude jusqu'ici (31 °C, plein soleil) : peau extérieure à 62 °C sur la porte IR et à 74 °C sur la standard."),
          (R, "Flèche maximale de 5 mm sur la porte renforcée, 19 mm sur la standard, qui a frotté dans le rail à 15 h 40."),
          (C, "La peinture IR tient au vrai soleil, pas juste sous les lampes.")),
        E("2025-08-28", False, "jeudi 28 août",
          (R, "Bilan de l'été sur les deux portes du mur sud : 5 mm au pire pour la renforcée, 21 mm pour la standard, et aucun frottement sur la renforcée."),
          (C, "Décision : renfort en U et peinture IR de série sur les couleurs foncées à partir de la production 2026, avec les ressorts recalculés."),
          (N, "Karine, il faudrait refaire une validation cet hiver, porte fermée par -30 °C, parce que l'écart entre les peaux va dans l'autre sens.")),
    ],
    [
        "Slack — #rd-panneaux-isoles — Portes Chaudière inc. (Saint-Georges)",
        "Exporté le 12 septembre 2025 par Mathieu Poulin pour le dossier RS&DE",
        "Description du canal : sections de porte de garage isolées (peaux d'acier 26, polyuréthane injecté) qui bombent au soleil.",
        "Nos fournisseurs de mousse et d'acier n'ont pas de données là-dessus, et aucune norme de porte ne donne une flèche admissible au soleil.",
        "Samuel Veilleux a rejoint #rd-panneaux-isoles.",
        "Fin de l'export — 9 jours, 15 messages",
    ],
)

# 7 ------------------------------------------------------------------------------------------------
# fr-CA, firme d'environnement de Sherbrooke : bâchage, coupe sous le collet et fauche contre une
# colonie de berce du Caucase le long d'un fossé de rang, près d'un ruisseau (pas d'herbicide).
# Carnet de terrain 2025 : « Jeudi 15 mai 2025 », « 22 mai », « mer. 4 juin », « Visite du 18 juin »
# (date au milieu de la ligne), « lundi 14 juillet », une entrée reportée « 9 juillet (noté le 14
# ...) » placée après celle du 14, une date ISO, « 27/08/2025 », un bilan daté, la légende et une
# liste « À faire » non datées. « 6 mil », « 20 m x 2 m », « 45,4412 N / 71,5873 O » ressemblent à
# des dates et n'en sont pas ; « coupés le 15 mai », « contre 64 en mai » renvoient ailleurs.
case(
    "fr_berce_caucase_bachage_fosse_carnet", "fr", "fr-CA", "carnet_berce_rang9_2025.txt", (2025,),
    """
CARNET DE TERRAIN — Berce du Caucase, fossé du rang 9 (Saint-Isidore-de-Clifton)
Écoterra Estrie inc., Sherbrooke — saison 2025. Tenu par Jade Morin, tech. en bioécologie, avec Olivier Dion.

Problème : colonie d'environ 1 200 plants sur 300 m de fossé et de talus, à 15 m d'un ruisseau, donc pas d'herbicide. Les guides européens parlent du bâchage, mais on n'a trouvé aucune donnée pour un sol qui gèle et une saison aussi courte que la nôtre.
Début de P1 : 45,4412 N / 71,5873 O.

Dispositif : 4 parcelles de 20 m x 2 m le long du fossé.
P1 : fauche puis bâche noire de polyéthylène 6 mil, lestée.
P2 : racines coupées à la bêche 15 cm sous le collet, sans bâche.
P3 : fauche aux 3 semaines (ce que fait la voirie, en plus souvent).
P4 : témoin.
Légende : R = rosettes (plants sans fleur), F = plants à fleurs. Combinaison, gants nitrile et visière obligatoires (sève phototoxique).

------------------------------------------------------------

Jeudi 15 mai 2025
Compté les plants des 4 parcelles avant traitement.
P1 : 212 R et 9 F ; P2 : 188 R et 12 F ; P3 : 230 R et 7 F ; P4 : 196 R et 11 F.
Fauché P1 au ras du sol, bâche posée et lestée avec des sacs de sable aux 2 m.
Dans P2, racines coupées à 15 cm sous le collet sur tous les plants.
Olivier pense que la bâche va cuire les racines d'ici la fin de l'été, au moins dans les 10 premiers cm.

22 mai
Sous la bâche de P1, sonde à 5 cm : 41 °C à 14 h, contre 19 °C dans le sol nu de P4.
Dans P2, 64 nouvelles plantules, presque toutes des semis et pas des repousses.
La banque de graines est là, et la coupe n'y touche pas.
Il faudra revenir aux 2 semaines dans P2 pour arracher les semis avant qu'ils fassent une racine pivotante.

mer. 4 juin
Arraché 140 semis dans P2 et fauché P3.
Sous la bâche de P1 : des tiges blanches, étiolées, qui poussent à plat jusqu'à 40 cm.
Un coin de bâche soulevé par le vent au bout est, et 12 plants verts sont sortis par là.
Remis des sacs de sable et rabattu la bâche.

Visite du 18 juin avec Nadia Lavallée (MRC)
P3 : les plants refont une ombelle à 40-60 cm de haut moins de 3 semaines après chaque fauche.
Nadia dit que la voirie fauche le rang 9 seulement deux fois par été.
La fauche seule entretient la colonie au lieu de la réduire.
Nadia demande un rapport d'étape pour le conseil de la MRC en octobre.

lundi 14 juillet
Soulevé la bâche de P1 sur 2 m au centre pour voir.
Toutes les tiges sous la bâche sont mortes et molles, mais les 6 racines pivotantes déterrées sont fermes et blanches à 10-15 cm.
La bâche tue le feuillage, mais pas encore les racines après deux mois.
On laisse la bâche en place jusqu'à l'an prochain.

9 juillet (noté le 14, le carnet était resté au bureau)
Dans P2, 22 repousses sur des plants coupés le 15 mai : ils avaient été coupés trop haut, à 8-10 cm.
Recoupé les 22 à 20 cm sous le collet.
P4 en pleine fleur : 11 ombelles, les plus grandes de 50 cm de large.

2025-08-06
Récolté les ombelles mûres de P4 avant que les graines tombent, ensachées pour l'incinération.
Sous la bâche, sonde à 10 cm : 33 °C à midi, contre 22 °C dans le sol nu.
P2 : 9 nouveaux semis seulement, contre 64 en mai.
Les arrachages aux 2 semaines ont l'air d'épuiser la levée de l'année.

27/08/2025
Fauche de P3, la 5e de l'été.
Décompte P3 : 241 plants, pour 237 au départ.
Brûlure sur l'avant-bras d'Olivier le lendemain de la fauche, la sève avait passé par le poignet du gant.
Rapport d'incident fait, manchettes longues commandées.

Bilan — 30 septembre 2025
Plants vivants : P1 aucun au-dessus du sol, P2 31 (presque tous des semis de l'été), P3 244, P4 209.
La coupe sous le collet, avec l'arrachage des semis aux 2 semaines, est la seule méthode qui a réduit la colonie dès la première saison.
La bâche tue tout ce qui est dessous, mais on ne saura qu'au printemps si les racines ont survécu.
La fauche ne fait rien contre la berce et expose les travailleurs à la sève.
Prochaine étape : soulever la bâche de P1 en mai 2026 et compter les repousses avant de recommander une méthode à la MRC.

À faire :
- rapport d'étape pour la MRC (octobre)
- commander 2 rouleaux de bâche 6 mil de plus
- photos des 4 parcelles avant la neige

J. Morin
""",
    [
        E("2025-05-15", False, "Jeudi 15 mai 2025",
          (A, "Compté les plants des 4 parcelles avant traitement."),
          (R, "P1 : 212 R et 9 F ; P2 : 188 R et 12 F ; P3 : 230 R et 7 F ; P4 : 196 R et 11 F."),
          (A, "Fauché P1 au ras du sol, bâche posée et lestée avec des sacs de sable aux 2 m."),
          (A, "Dans P2, racines coupées à 15 cm sous le collet sur tous les plants."),
          (H, "Olivier pense que la bâche va cuire les racines d'ici la fin de l'été, au moins dans les 10 premiers cm.")),
        E("2025-05-22", False, "22 mai",
          (R, "Sous la bâche de P1, sonde à 5 cm : 41 °C à 14 h, contre 19 °C dans le sol nu de P4."),
          (R, "Dans P2, 64 nouvelles plantules, presque toutes des semis et pas des repousses."),
          (C, "La banque de graines est là, et la coupe n'y touche pas."),
          (N, "Il faudra revenir aux 2 semaines dans P2 pour arracher les semis avant qu'ils fassent une racine pivotante.")),
        E("2025-06-04", False, "mer. 4 juin",
          (A, "Arraché 140 semis dans P2 et fauché P3."),
          (R, "Sous la bâche de P1 : des tiges blanches, étiolées, qui poussent à plat jusqu'à 40 cm."),
          (R, "Un coin de bâche soulevé par le vent au bout est, et 12 plants verts sont sortis par là."),
          (A, "Remis des sacs de sable et rabattu la bâche.")),
        E("2025-06-18", False, "18 juin",
          (R, "P3 : les plants refont une ombelle à 40-60 cm de haut moins de 3 semaines après chaque fauche."),
          (R, "Nadia dit que la voirie fauche le rang 9 seulement deux fois par été."),
          (C, "La fauche seule entretient la colonie au lieu de la réduire."),
          (N, "Nadia demande un rapport d'étape pour le conseil de la MRC en octobre.")),
        E("2025-07-09", False, "9 juillet",
          (R, "Dans P2, 22 repousses sur des plants coupés le 15 mai : ils avaient été coupés trop haut, à 8-10 cm."),
          (A, "Recoupé les 22 à 20 cm sous le collet."),
          (R, "P4 en pleine fleur : 11 ombelles, les plus grandes de 50 cm de large.")),
        E("2025-07-14", False, "lundi 14 juillet",
          (A, "Soulevé la bâche de P1 sur 2 m au centre pour voir."),
          (R, "Toutes les tiges sous la bâche sont mortes et molles, mais les 6 racines pivotantes déterrées sont fermes et blanches à 10-15 cm."),
          (C, "La bâche tue le feuillage, mais pas encore les racines après deux mois."),
          (N, "On laisse la bâche en place jusqu'à l'an prochain.")),
        E("2025-08-06", False, "2025-08-06",
          (A, "Récolté les ombelles mûres de P4 avant que les graines tombent, ensachées pour l'incinération."),
          (R, "Sous la bâche, sonde à 10 cm : 33 °C à midi, contre 22 °C dans le sol nu."),
          (R, "P2 : 9 nouveaux semis seulement, contre 64 en mai."),
          (C, "Les arrachages aux 2 semaines ont l'air d'épuiser la levée de l'année.")),
        E("2025-08-27", False, "27/08/2025",
          (A, "Fauche de P3, la 5e de l'été."),
          (R, "Décompte P3 : 241 plants, pour 237 au départ."),
          (R, "Brûlure sur l'avant-bras d'Olivier le lendemain de la fauche, la sève avait passé par le poignet du gant."),
          (A, "Rapport d'incident fait, manchettes longues commandées.")),
        E("2025-09-30", False, "30 septembre 2025",
          (R, "Plants vivants : P1 aucun au-dessus du sol, P2 31 (presque tous des semis de l'été), P3 244, P4 209."),
          (C, "La coupe sous le collet, avec l'arrachage des semis aux 2 semaines, est la seule méthode qui a réduit la colonie dès la première saison."),
          (C, "La bâche tue tout ce qui est dessous, mais on ne saura qu'au printemps si les racines ont survécu."),
          (C, "La fauche ne fait rien contre la berce et expose les travailleurs à la sève."),
          (N, "Prochaine étape : soulever la bâche de P1 en mai 2026 et compter les repousses avant de recommander une méthode à la MRC.")),
    ],
    [
        "CARNET DE TERRAIN — Berce du Caucase, fossé du rang 9 (Saint-Isidore-de-Clifton)",
        "Écoterra Estrie inc., Sherbrooke — saison 2025. Tenu par Jade Morin, tech. en bioécologie, avec Olivier Dion.",
        "Problème : colonie d'environ 1 200 plants sur 300 m de fossé et de talus, à 15 m d'un ruisseau, donc pas d'herbicide.",
        "Les guides européens parlent du bâchage, mais on n'a trouvé aucune donnée pour un sol qui gèle et une saison aussi courte que la nôtre.",
        "Début de P1 : 45,4412 N / 71,5873 O.",
        "Dispositif : 4 parcelles de 20 m x 2 m le long du fossé.",
        "P1 : fauche puis bâche noire de polyéthylène 6 mil, lestée.",
        "P2 : racines coupées à la bêche 15 cm sous le collet, sans bâche.",
        "P3 : fauche aux 3 semaines (ce que fait la voirie, en plus souvent).",
        "P4 : témoin.",
        "Légende : R = rosettes (plants sans fleur), F = plants à fleurs.",
        "À faire :",
        "rapport d'étape pour la MRC (octobre)",
        "commander 2 rouleaux de bâche 6 mil de plus",
        "photos des 4 parcelles avant la neige",
        "J. Morin",
    ],
    late=("2025-07-09",),
)

# 8 ------------------------------------------------------------------------------------------------
# fr-CA, bagelerie de Rosemont qui vend des bagels surgelés en épicerie : les bagels sortent
# « ridés », la croûte plissée et décollée par plaques après le congélateur. Procès-verbaux des
# réunions R-D mis bout à bout, chaque réunion datée dans son titre sous une forme différente
# (« mardi 14 janvier 2025 », « 28 janv. 2025 », « 11 février 2025 », « 2025-03-04 »,
# « 25/03/2025 », « 6 mai 2025 », « 10 juin 2025 ») et un bilan daté à la fin. Les lignes
# « Présents : », les numéros de points et le pied de page ne sont pas des phrases ; les actions
# sont des next_step, les décisions des conclusions. « d'ici le 21 janvier », « livré le 29 avril »,
# « depuis le 2 mai » renvoient ailleurs ; « 1,5 mil », « 2 400 bagels à l'heure » ne sont pas des dates.
case(
    "fr_bagels_surgeles_ridage_proces_verbaux", "fr", "fr-CA", "PV_reunions_RD_bagels_2025.txt", (2025,),
    """
BAGELS BEAUBIEN INC. — Montréal (Rosemont)
Procès-verbaux des réunions R-D — projet « bagels ridés » (surgelé épicerie)
Secrétaire : Sophie Tremblay, qualité

Contexte : nos bagels surgelés vendus en épicerie arrivent chez le client avec la peau plissée et la croûte qui décolle de la mie. Le bagel frais, même recette, n'a jamais ce défaut. Notre fournisseur de sacs et notre consultant en boulangerie n'ont pas de solution connue pour un bagel bouilli et cuit au four à bois.

=============================================================

RÉUNION R-D no 1 — mardi 14 janvier 2025
Présents : Luc Bélanger (propriétaire), Karim Haddad (production), Marie-Ève Gagné (ventes), Sophie Tremblay (qualité)

1. Plaintes
Marie-Ève rapporte 38 plaintes de bagels « ridés » en décembre, toutes sur le surgelé en épicerie, aucune sur le frais.
Sur les photos des clients, la peau est plissée sur le dessus et la croûte se détache par plaques.

2. Causes possibles
Karim croit que les bagels partent au congélateur encore chauds au cœur, et que la vapeur qui reste gèle sous la croûte.
Sophie soupçonne plutôt les hauts et les bas de température dans les congélateurs d'épicerie.

Actions
Action — Sophie : sonde au cœur sur 20 bagels à l'ensachage, d'ici le 21 janvier.
Action — Karim : garder 3 sacs par lot dans le congélateur de l'usine pour comparer avec l'épicerie.

RÉUNION R-D no 2 — 28 janv. 2025
Présents : L. Bélanger, K. Haddad, S. Tremblay

À l'ensachage, après 20 min de refroidissement sur grille, le cœur est entre 31 et 44 °C.
Les sacs gardés à l'usine, à -25 °C stable, sont ridés aussi après 2 semaines, moins que ceux de l'épicerie mais visiblement.
Le congélateur de l'épicerie aggrave le défaut, mais il commence chez nous.
Action — Karim : essai de refroidissement de 20, 45 et 90 min sur grille avant l'ensachage, 3 lots par durée.

RÉUNION R-D no 3 — 11 février 2025
Présents : L. Bélanger, K. Haddad, M.-È. Gagné, S. Tremblay

Essai de refroidissement, 9 lots, bagels regardés après 14 jours à -25 °C et 4 h de décongélation : 71 % de ridés à 20 min, 34 % à 45 min, 12 % à 90 min.
Cœur à l'ensachage : 38 °C à 20 min, 27 °C à 45 min, 21 °C à 90 min.
Plus le bagel est froid à l'ensachage, moins il ride : l'hypothèse de Karim tient.
Par contre, après 90 min sur grille la croûte est sèche et dure, et on n'a pas la place pour 90 min de grilles à 2 400 bagels à l'heure.
Action — Luc : demander un prix pour un tunnel de refroidissement à air forcé.

2025-03-04 — RÉUNION R-D no 4
Présents : L. Bélanger, K. Haddad, M.-È. Gagné, S. Tremblay

Le fournisseur propose un tunnel à air ambiant forcé à 28 000 $, livré en 10 semaines, et nous a prêté un module d'essai.
Avec le module prêté, Sophie a eu le cœur à 22 °C en 25 min, et 15 % de ridés après 14 jours.
Le tunnel donne presque le résultat de 90 min de grille en 25 min.
Marie-Ève se demande si le sac joue aussi, nos concurrents utilisent un sac plus épais.
Action — Sophie : comparer notre sac de 1,5 mil à un sac de 3 mil, bagels passés au module, d'ici la prochaine réunion.

Compte rendu du 25/03/2025 — réunion R-D no 5
Présents : L. Bélanger, K. Haddad, S. Tremblay

Après 14 jours : 9 % de ridés avec le sac de 3 mil, contre 15 % avec le sac de 1,5 mil.
Moins de givre aussi dans le sac de 3 mil, 0,8 g contre 2,6 g par sac de 6.
Le sac aide un peu, surtout contre le givre, mais c'est le refroidissement qui fait le gros de l'effet.
Décision : on achète le tunnel, et on passe au sac de 3 mil dès que l'ancien stock est écoulé.

RÉUNION R-D no 6 — 6 mai 2025
Présents : L. Bélanger, K. Haddad, S. Tremblay

Tunnel livré le 29 avril, en service depuis le 2 mai, réglé à 25 min.
Sur 60 bagels mesurés par Sophie, le cœur est entre 20 et 24 °C à l'ensachage.
Karim trouve que la croûte sort plus mate du tunnel, l'air enlève le luisant du miel.
Action — Karim : laisser les bagels 5 min sur grille avant le tunnel, pour que la surface sèche d'abord.

RÉUNION R-D no 7 — 10 juin 2025
Présents : L. Bélanger, K. Haddad, M.-È. Gagné, S. Tremblay

Marie-Ève a reçu 4 plaintes de bagels ridés en mai, contre 38 en décembre et 29 en janvier.
Avec 5 min sur grille avant le tunnel, la croûte garde son luisant et le cœur reste sous 25 °C à l'ensachage.
Procédé retenu : 5 min sur grille, 25 min au tunnel, sac de 3 mil.

=============================================================

Bilan pour le dossier RS&DE — 30 septembre 2025 (S. Tremblay)
Plaintes de bagels ridés : 38 en décembre 2024, 29 en janvier, entre 2 et 4 par mois depuis juin.
Le ridage venait surtout de l'ensachage à cœur chaud : la vapeur gèle sous la croûte, et la croûte se rétracte au dégel.
Le tunnel règle le défaut sans sécher la croûte comme le faisaient 90 min de grille.
À suivre en 2026 : le ridage qui reste sur les sacs gardés plus de 3 mois dans les congélateurs d'épicerie.

Diffusion : L. Bélanger, K. Haddad, M.-È. Gagné. Document interne.
""",
    [
        E("2025-01-14", False, "mardi 14 janvier 2025",
          (R, "Marie-Ève rapporte 38 plaintes de bagels « ridés » en décembre, toutes sur le surgelé en épicerie, aucune sur le frais."),
          (R, "Sur les photos des clients, la peau est plissée sur le dessus et la croûte se détache par plaques."),
          (H, "Karim croit que les bagels partent au congélateur encore chauds au cœur, et que la vapeur qui reste gèle sous la croûte."),
          (H, "Sophie soupçonne plutôt les hauts et les bas de température dans les congélateurs d'épicerie."),
          (N, "Action — Sophie : sonde au cœur sur 20 bagels à l'ensachage, d'ici le 21 janvier."),
          (N, "Action — Karim : garder 3 sacs par lot dans le congélateur de l'usine pour comparer avec l'épicerie.")),
        E("2025-01-28", False, "28 janv. 2025",
          (R, "À l'ensachage, après 20 min de refroidissement sur grille, le cœur est entre 31 et 44 °C."),
          (R, "Les sacs gardés à l'usine, à -25 °C stable, sont ridés aussi après 2 semaines, moins que ceux de l'épicerie mais visiblement."),
          (C, "Le congélateur de l'épicerie aggrave le défaut, mais il commence chez nous."),
          (N, "Action — Karim : essai de refroidissement de 20, 45 et 90 min sur grille avant l'ensachage, 3 lots par durée.")),
        E("2025-02-11", False, "11 février 2025",
          (R, "Essai de refroidissement, 9 lots, bagels regardés après 14 jours à -25 °C et 4 h de décongélation : 71 % de ridés à 20 min, 34 % à 45 min, 12 % à 90 min."),
          (R, "Cœur à l'ensachage : 38 °C à 20 min, 27 °C à 45 min, 21 °C à 90 min."),
          (C, "Plus le bagel est froid à l'ensachage, moins il ride : l'hypothèse de Karim tient."),
          (R, "Par contre, après 90 min sur grille la croûte est sèche et dure, et on n'a pas la place pour 90 min de grilles à 2 400 bagels à l'heure."),
          (N, "Action — Luc : demander un prix pour un tunnel de refroidissement à air forcé.")),
        E("2025-03-04", False, "2025-03-04",
          (R, "Le fournisseur propose un tunnel à air ambiant forcé à 28 000 $, livré en 10 semaines, et nous a prêté un module d'essai."),
          (R, "Avec le module prêté, Sophie a eu le cœur à 22 °C en 25 min, et 15 % de ridés après 14 jours."),
          (C, "Le tunnel donne presque le résultat de 90 min de grille en 25 min."),
          (H, "Marie-Ève se demande si le sac joue aussi, nos concurrents utilisent un sac plus épais."),
          (N, "Action — Sophie : comparer notre sac de 1,5 mil à un sac de 3 mil, bagels passés au module, d'ici la prochaine réunion.")),
        E("2025-03-25", False, "25/03/2025",
          (R, "Après 14 jours : 9 % de ridés avec le sac de 3 mil, contre 15 % avec le sac de 1,5 mil."),
          (R, "Moins de givre aussi dans le sac de 3 mil, 0,8 g contre 2,6 g par sac de 6."),
          (C, "Le sac aide un peu, surtout contre le givre, mais c'est le refroidissement qui fait le gros de l'effet."),
          (C, "Décision : on achète le tunnel, et on passe au sac de 3 mil dès que l'ancien stock est écoulé.")),
        E("2025-05-06", False, "6 mai 2025",
          (A, "Tunnel livré le 29 avril, en service depuis le 2 mai, réglé à 25 min."),
          (R, "Sur 60 bagels mesurés par Sophie, le cœur est entre 20 et 24 °C à l'ensachage."),
          (R, "Karim trouve que la croûte sort plus mate du tunnel, l'air enlève le luisant du miel."),
          (N, "Action — Karim : laisser les bagels 5 min sur grille avant le tunnel, pour que la surface sèche d'abord.")),
        E("2025-06-10", False, "10 juin 2025",
          (R, "Marie-Ève a reçu 4 plaintes de bagels ridés en mai, contre 38 en décembre et 29 en janvier."),
          (R, "Avec 5 min sur grille avant le tunnel, la croûte garde son luisant et le cœur reste sous 25 °C à l'ensachage."),
          (C, "Procédé retenu : 5 min sur grille, 25 min au tunnel, sac de 3 mil.")),
        E("2025-09-30", False, "30 septembre 2025",
          (R, "Plaintes de bagels ridés : 38 en décembre 2024, 29 en janvier, entre 2 et 4 par mois depuis juin."),
          (C, "Le ridage venait surtout de l'ensachage à cœur chaud : la vapeur gèle sous la croûte, et la croûte se rétracte au dégel."),
          (C, "Le tunnel règle le défaut sans sécher la croûte comme le faisaient 90 min de grille."),
          (N, "À suivre en 2026 : le ridage qui reste sur les sacs gardés plus de 3 mois dans les congélateurs d'épicerie.")),
    ],
    [
        "BAGELS BEAUBIEN INC. — Montréal (Rosemont)",
        "Procès-verbaux des réunions R-D — projet « bagels ridés » (surgelé épicerie)",
        "Secrétaire : Sophie Tremblay, qualité",
        "Contexte : nos bagels surgelés vendus en épicerie arrivent chez le client avec la peau plissée et la croûte qui décolle de la mie.",
        "Le bagel frais, même recette, n'a jamais ce défaut.",
        "Notre fournisseur de sacs et notre consultant en boulangerie n'ont pas de solution connue pour un bagel bouilli et cuit au four à bois.",
        "Diffusion : L. Bélanger, K. Haddad, M.-È. Gagné. Document interne.",
    ],
)

# 9 ------------------------------------------------------------------------------------------------
# fr-CA, ferme maraîchère de Lanaudière : séchage de l'ail (cultivar Music) en grange ventilée
# contre un conteneur chauffé à deux réglages ; la pelure fend au séchage rapide, la moisissure
# bleue entre par le collet en grange humide. Tableur exporté en CSV par Excel en français
# (séparateur « ; », virgule décimale), une ligne par date, « jj/mm/aaaa » en première colonne ;
# « 21/07/2025 » et les autres jours > 12 tranchent l'ordre, donc « 04/08/2025 », « 11/08/2025 »
# et « 08/09/2025 » ne sont pas ambigus. Les colonnes de chiffres ne sont pas des phrases ; seules
# les notes le sont. Titre, en-têtes, légende et ligne « À faire » sont non datés.
# « 2 1/4 po », « bottes de 20 », « 4,1 » ressemblent à des dates et n'en sont pas ;
# « la nuit du 23 » renvoie ailleurs.
case(
    "fr_ail_sechage_conteneur_pelure_csv", "fr", "fr-CA", "suivi_sechage_ail_2025.csv", (2025,),
    """
Suivi du séchage de l'ail 2025 — Ferme Trois-Rangs (Saint-Roch-de-l'Achigan) — dossier RS&DE;;;;;;
Date;T grange (°C);HR grange (%);Perte G (%);Perte C1 (%);Perte C2 (%);Notes
21/07/2025;24;78;0;0;0;Arrachage du champ 3 (Music), 1 800 kg, séparés en trois lots de 600 kg. G : bottes de 20 suspendues dans la grange avec 4 ventilateurs, C1 : claies dans le conteneur à 30 °C et 60 % HR, C2 : claies à 25 °C et 70 % HR. Andrée s'attend à ce que C1 sèche en 10 jours au lieu des 3 semaines habituelles.
24/07/2025;27;85;4,1;9,8;7,2;Orage dans la nuit du 23, la grange a monté à 85 % HR. Condensation ce matin sur les bulbes du bas des bottes. Dans C1, les pelures extérieures sont déjà sèches et cassantes.
28/07/2025;25;72;8,5;17,9;14,0;Pelure fendue sur 18 % des bulbes de C1, 2 % sur G et C2. Le collet de C1 est sec au toucher à 2 cm, ceux de G et C2 encore verts. Le séchage trop rapide fait probablement éclater la pelure.
31/07/2025;26;70;10,2;21,5;18,3;Fin de C1 : collet sec et dur sur les 20 bulbes coupés. Pelure fendue sur 22 % des bulbes, déclassés en catégorie 2 pour le marché. C1 est trop agressif pour l'ail de table. À essayer sur l'ail de semence, qui ne se vend pas sur l'apparence.
04/08/2025;27;74;13,9;;21,0;C2 terminé : collet sec sur 19 bulbes sur 20. Pelure fendue sur 4 % des bulbes, comme la grange dans les bonnes années. C2 fait le travail en 14 jours sans abîmer la pelure.
11/08/2025;29;90;17,8;;;Canicule et pluie, 90 % HR dans la grange trois jours de suite. Moisissure bleue sur le collet de 31 bulbes dans les bottes du centre. Julien pense que c'est du Penicillium qui entre par le collet encore humide. Envoyé 5 bulbes au laboratoire de diagnostic du MAPAQ.
19/08/2025;23;68;22,4;;;Réponse du labo : Penicillium hirsutum sur les 5 bulbes. Grange terminée après 29 jours, avec 4,5 % des bulbes perdus à la moisissure. En grange, on est à la merci de la météo, pas dans le conteneur.
08/09/2025;;;;;;Triage après 3 semaines d'entreposage à 0 °C : catégorie 1 à 91 % pour C2, 84 % pour G, 72 % pour C1, calibre moyen 2 1/4 po dans les trois lots. Le conteneur à 25 °C et 70 % HR devient notre séchage standard pour l'ail de table. L'an prochain : C1 sur l'ail de semence et un lot de Music arraché une semaine plus tôt.
30/09/2025;;;;;;Bilan : C2 a séché l'ail en 14 jours au lieu de 29 en grange, sans moisissure et avec la pelure intacte. Propane du conteneur : 310 $ pour 600 kg. Le séchage rapide à 30 °C fend la pelure, et l'humidité de la grange en août laisse entrer le Penicillium.
;;;;;;
Légende : G = grange ventilée, C1 = conteneur 30 °C et 60 % HR, C2 = conteneur 25 °C et 70 % HR, perte = perte de poids cumulée sur 20 bulbes marqués;;;;;;
À faire : réparer la sonde HR de la grange, demander la facture du labo, prix d'un 2e conteneur;;;;;;
""",
    [
        E("2025-07-21", False, "21/07/2025",
          (A, "Arrachage du champ 3 (Music), 1 800 kg, séparés en trois lots de 600 kg."),
          (A, "G : bottes de 20 suspendues dans la grange avec 4 ventilateurs, C1 : claies dans le conteneur à 30 °C et 60 % HR, C2 : claies à 25 °C et 70 % HR."),
          (H, "Andrée s'attend à ce que C1 sèche en 10 jours au lieu des 3 semaines habituelles.")),
        E("2025-07-24", False, "24/07/2025",
          (R, "Orage dans la nuit du 23, la grange a monté à 85 % HR."),
          (R, "Condensation ce matin sur les bulbes du bas des bottes."),
          (R, "Dans C1, les pelures extérieures sont déjà sèches et cassantes.")),
        E("2025-07-28", False, "28/07/2025",
          (R, "Pelure fendue sur 18 % des bulbes de C1, 2 % sur G et C2."),
          (R, "Le collet de C1 est sec au toucher à 2 cm, ceux de G et C2 encore verts."),
          (H, "Le séchage trop rapide fait probablement éclater la pelure.")),
        E("2025-07-31", False, "31/07/2025",
          (R, "Fin de C1 : collet sec et dur sur les 20 bulbes coupés."),
          (R, "Pelure fendue sur 22 % des bulbes, déclassés en catégorie 2 pour le marché."),
          (C, "C1 est trop agressif pour l'ail de table."),
          (N, "À essayer sur l'ail de semence, qui ne se vend pas sur l'apparence.")),
        E("2025-08-04", False, "04/08/2025",
          (R, "C2 terminé : collet sec sur 19 bulbes sur 20."),
          (R, "Pelure fendue sur 4 % des bulbes, comme la grange dans les bonnes années."),
          (C, "C2 fait le travail en 14 jours sans abîmer la pelure.")),
        E("2025-08-11", False, "11/08/2025",
          (R, "Canicule et pluie, 90 % HR dans la grange trois jours de suite."),
          (R, "Moisissure bleue sur le collet de 31 bulbes dans les bottes du centre."),
          (H, "Julien pense que c'est du Penicillium qui entre par le collet encore humide."),
          (A, "Envoyé 5 bulbes au laboratoire de diagnostic du MAPAQ.")),
        E("2025-08-19", False, "19/08/2025",
          (R, "Réponse du labo : Penicillium hirsutum sur les 5 bulbes."),
          (R, "Grange terminée après 29 jours, avec 4,5 % des bulbes perdus à la moisissure."),
          (C, "En grange, on est à la merci de la météo, pas dans le conteneur.")),
        E("2025-09-08", False, "08/09/2025",
          (R, "Triage après 3 semaines d'entreposage à 0 °C : catégorie 1 à 91 % pour C2, 84 % pour G, 72 % pour C1, calibre moyen 2 1/4 po dans les trois lots."),
          (C, "Le conteneur à 25 °C et 70 % HR devient notre séchage standard pour l'ail de table."),
          (N, "L'an prochain : C1 sur l'ail de semence et un lot de Music arraché une semaine plus tôt.")),
        E("2025-09-30", False, "30/09/2025",
          (R, "Bilan : C2 a séché l'ail en 14 jours au lieu de 29 en grange, sans moisissure et avec la pelure intacte."),
          (R, "Propane du conteneur : 310 $ pour 600 kg."),
          (C, "Le séchage rapide à 30 °C fend la pelure, et l'humidité de la grange en août laisse entrer le Penicillium.")),
    ],
    [
        "Suivi du séchage de l'ail 2025 — Ferme Trois-Rangs (Saint-Roch-de-l'Achigan) — dossier RS&DE",
        "Date;T grange (°C);HR grange (%);Perte G (%);Perte C1 (%);Perte C2 (%);Notes",
        "Légende : G = grange ventilée, C1 = conteneur 30 °C et 60 % HR, C2 = conteneur 25 °C et 70 % HR, perte = perte de poids cumulée sur 20 bulbes marqués",
        "À faire : réparer la sonde HR de la grange, demander la facture du labo, prix d'un 2e conteneur",
    ],
)

# END CASES ========================================================================================
# checks + writer


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


def check_and_write(c, errors):
    name = c["name"]

    def err(m):
        errors.append(f"{name}: {m}")

    rec = c["record"]
    if (c["language"], c["locale"]) not in {("en", "en-CA"), ("en", "en-US"), ("fr", "fr-CA")}:
        err("bad language/locale for this set")
    if (c["language"] == "fr") != name.startswith("fr_"):
        err("French cases (and only they) take the fr_ prefix")
    if not c["record_name"].endswith((".txt", ".md", ".csv")):
        err("record file must be .txt, .md or .csv")
    if not 6 <= len(c["entries"]) <= 12:
        err(f"{len(c['entries'])} entries (want 6-12)")
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
    # this set: 9 cases, 4 en-CA + 1 en-US + 4 fr-CA, one record format each, names new to the
    # earlier logbook sets
    mix = sorted(c["locale"] for c in CASES)
    if mix != ["en-CA"] * 4 + ["en-US"] + ["fr-CA"] * 4:
        errors.append(f"locale mix is {mix}")
    if len({c["record_name"] for c in CASES}) != len(CASES):
        errors.append("two cases share a record file name")
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
