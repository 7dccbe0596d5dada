#!/usr/bin/env python3
"""Builds the multi-file evidence cases of the thirteenth first-contact set (evidence_multi_first_13).

Run:  python3 make_files.py
Needs: python-docx, openpyxl, reportlab (standard fonts only).
Writes every evidence file of every case into this folder, then cases.json (all cases registered so far).

Each case asks for T661 lines 242, 244, 246 and a logbook from 4 to 6 files of mixed formats. Case metadata
(facts, dates, noise, bindings) sits next to the content it refers to. Two kinds of noise are registered for
verify.py (which imports this module; files are only written when run):
  NOISE_FILES[case]  -> whole files that are not work records (vendor invoice, supplier quote, price list,
                        marketing copy, newsletter, contract excerpt, board minutes, HR / staffing notes);
  NOISE_SPANS[case]  -> {file: [paragraphs]} non-record paragraphs INSIDE a record file (an admin or HR aside,
                        a sales PS in an e-mail, a bookkeeping note in a log).
NOT_ENTRIES[case]   -> dates that occur in record files but are not work entries (calibration dates, last
                        season's dates, certificate expiry, sample received dates of unrelated lots); verify.py
                        only uses it to silence its stray-date warnings. They are deliberately absent from "dates".
Date conventions used on purpose: ISO, "March 3, 2025", "3 Mar 2025", "Mon Feb 10", "Tues. Jan 14th",
"2025.02.11", d/m/yy in a Quebec plant log (stated in its header), m/d/yy in a CSV exported from a US-made
instrument (stated in its header), "14-Jan-25" workbook cells stored as real Excel dates with a display format,
e-mail headers, dates inside the first sentence of an entry, periods ("Feb 3-7": the entry is the first day),
weekday-only headings under a dated week, and a DOCX timeline table. Some content is deliberately undated.
"""
import datetime
import json
import os
import textwrap

from docx import Document
from docx.shared import Pt
from openpyxl import Workbook
from openpyxl.utils import get_column_letter
from reportlab.lib import colors
from reportlab.lib.pagesizes import LETTER
from reportlab.lib.styles import ParagraphStyle, getSampleStyleSheet
from reportlab.lib.units import inch
from reportlab.platypus import PageBreak, Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

HERE = os.path.dirname(os.path.abspath(__file__))

CASES = []
NOISE_FILES = {}
NOISE_SPANS = {}
NOT_ENTRIES = {}

CONTENT_TYPES = {
    ".txt": "text/plain",
    ".md": "text/markdown",
    ".csv": "text/csv",
    ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ".pdf": "application/pdf",
}

STAMP = datetime.datetime(2025, 1, 1)


class D:
    """A date cell in a workbook (stored as a real Excel date, shown with fmt)."""

    def __init__(self, iso, fmt="yyyy-mm-dd"):
        self.value = datetime.date.fromisoformat(iso)
        self.fmt = fmt


# ---------------------------------------------------------------------------- writers
def text(s):
    body = textwrap.dedent(s).strip("\n") + "\n"

    def write(path):
        with open(path, "w", encoding="utf-8", newline="\n") as f:
            f.write(body)
    return write


def xlsx(sheets):
    """sheets: [(title, rows)]; a row is a list of values (str, int, float, D or None)."""
    def write(path):
        wb = Workbook()
        wb.remove(wb.active)
        for name, rows in sheets:
            ws = wb.create_sheet(title=name)
            widths = {}
            for r, row in enumerate(rows, start=1):
                for c, val in enumerate(row, start=1):
                    cell = ws.cell(row=r, column=c)
                    if isinstance(val, D):
                        cell.value = val.value
                        cell.number_format = val.fmt
                        shown = 12
                    else:
                        cell.value = val
                        shown = len(str(val)) if val is not None else 0
                    widths[c] = max(widths.get(c, 0), shown)
            for c, w in widths.items():
                ws.column_dimensions[get_column_letter(c)].width = min(max(w + 2, 8), 60)
        wb.properties.creator = "evidence_multi_first_13"
        wb.properties.created = STAMP
        wb.properties.modified = STAMP
        wb.save(path)
    return write


def docx(blocks):
    """blocks: ("title", s) ("h1", s) ("h2", s) ("p", s) ("b", s) bullet, ("n", s) numbered,
    ("table", rows)."""
    def write(path):
        doc = Document()
        doc.styles["Normal"].font.size = Pt(10.5)
        for kind, val in blocks:
            if kind == "title":
                doc.add_heading(val, 0)
            elif kind == "h1":
                doc.add_heading(val, 1)
            elif kind == "h2":
                doc.add_heading(val, 2)
            elif kind == "p":
                doc.add_paragraph(val)
            elif kind == "b":
                doc.add_paragraph(val, style="List Bullet")
            elif kind == "n":
                doc.add_paragraph(val, style="List Number")
            elif kind == "table":
                t = doc.add_table(rows=len(val), cols=len(val[0]))
                t.style = "Table Grid"
                for i, row in enumerate(val):
                    for j, cell in enumerate(row):
                        t.cell(i, j).text = str(cell)
                        if i == 0:
                            for run in t.cell(i, j).paragraphs[0].runs:
                                run.bold = True
                doc.add_paragraph("")
            else:
                raise ValueError(kind)
        cp = doc.core_properties
        cp.author = ""
        cp.created = STAMP
        cp.modified = STAMP
        cp.last_modified_by = ""
        doc.save(path)
    return write


def pdf(header, blocks):
    """A report with a running header line and "Page N" footer on every page.
    blocks: ("title", s) ("h1", s) ("p", s) ("b", s) bullet, ("table", rows), ("pagebreak", None)."""
    def write(path):
        ss = getSampleStyleSheet()
        cell = ParagraphStyle("cell", parent=ss["Normal"], fontSize=8.5, leading=10.5)
        story = []
        for kind, val in blocks:
            if kind == "title":
                story.append(Paragraph(val, ss["Title"]))
            elif kind == "h1":
                story.append(Paragraph(val, ss["Heading2"]))
            elif kind == "p":
                story.append(Paragraph(val, ss["Normal"]))
                story.append(Spacer(1, 5))
            elif kind == "b":
                story.append(Paragraph(val, ss["Normal"], bulletText="-"))
            elif kind == "table":
                data = [[Paragraph(str(c), cell) for c in row] for row in val]
                t = Table(data, repeatRows=1)
                t.setStyle(TableStyle([
                    ("GRID", (0, 0), (-1, -1), 0.5, colors.grey),
                    ("BACKGROUND", (0, 0), (-1, 0), colors.whitesmoke),
                    ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ]))
                story.append(t)
                story.append(Spacer(1, 8))
            elif kind == "pagebreak":
                story.append(PageBreak())
            else:
                raise ValueError(kind)

        def deco(canv, doc):
            canv.saveState()
            canv.setFont("Helvetica", 7.5)
            canv.drawString(0.8 * inch, LETTER[1] - 0.5 * inch, header)
            canv.drawRightString(LETTER[0] - 0.8 * inch, 0.45 * inch, f"Page {doc.page}")
            canv.restoreState()

        SimpleDocTemplate(path, pagesize=LETTER, invariant=1, leftMargin=0.8 * inch, rightMargin=0.8 * inch,
                          topMargin=0.8 * inch, bottomMargin=0.8 * inch, title="", author="").build(
            story, onFirstPage=deco, onLaterPages=deco)
    return write


WRITERS = []  # (file name, writer)


def case(meta, files, noise_files=(), noise_spans=None, not_entries=()):
    """Registers a case; files are written by main()."""
    names = [n for n, _ in files]
    assert len(set(names)) == len(names)
    assert not set(names) & {n for n, _ in WRITERS}, "file names must be unique across cases"
    WRITERS.extend(files)
    CASES.append({
        "name": meta["name"],
        "question": meta["question"],
        "files": [{"file": n, "contentType": CONTENT_TYPES[os.path.splitext(n)[1]]} for n in names],
        "facts": meta["facts"],
        "dates": meta["dates"],
        "noise": meta.get("noise", []),
        "bindings": meta.get("bindings", []),
    })
    NOISE_FILES[meta["name"]] = list(noise_files)
    NOISE_SPANS[meta["name"]] = dict(noise_spans or {})
    NOT_ENTRIES[meta["name"]] = list(not_entries)


def main():
    for name, writer in WRITERS:
        writer(os.path.join(HERE, name))
    with open(os.path.join(HERE, "cases.json"), "w", encoding="utf-8") as f:
        json.dump({"cases": CASES}, f, indent=1, ensure_ascii=False)
        f.write("\n")
    print(f"wrote {len(WRITERS)} files and {len(CASES)} cases")





# ============================================================================ cases
# ---------------------------------------------------------------------------
# C01 predictive brine-temperature control for a community arena ice plant (arena controls firm, ON, 2024-25)
#     - a refrigeration contractor's service invoice PDF is noise (named loosely in the question) and a
#     billing aside in the dev notes is noise; targets from the township's facilities manager, uncertainty in
#     the developer's reply; markdown notes with ISO, "Oct 7", "Mon Nov 4" headings and an entry dated inside
#     its first sentence, a period heading ("Dec 2-15"); run CSV with ISO dates; trial weeks on sheet 1,
#     ice / energy outcomes only on sheet 2; schedule setback (B2) left first ice soft, plain grey-box MPC (B3)
#     went soft after floods; close savings values B3/B4/B5
# ---------------------------------------------------------------------------
C01_ADMIN = ("Billing, not dev: Nadia wants the September hours split between the Otonabee Ridge retainer and "
             "the Lindsay quote. Remind Sam his laptop lease is up end of month, and the trade booth deposit "
             "for the OMRA conference is due Friday.")
case(
    {
        "name": "arena_ice_plant_predictive_brine_control",
        "question": "Can you draft T661 lines 242, 244 and 246 plus a logbook for the predictive ice plant "
                    "control we did at the Otonabee Ridge arena? Attached: Sam's dev notes, the run CSV, the trial "
                    "workbook and the e-mails with Greg Lalonde. The Polar Mechanical PDF is in there too.",
        "facts": {
            "242": [["at least 20%"], ["-5.5 °C"], ["never warmer than -4.0 °C"], ["3 hours ahead"],
                    ["thermal lag"]],
            "244": [["grey-box", "3R2C"], ["Kalman filter"], ["infrared"], ["flood"], ["model predictive",
                                                                                         "MPC"]],
            "246": [["-4.2 °C"], ["0.42 °C"], ["22.5%"], ["0.21 °C"], ["no excursions"]],
        },
        "dates": ["2024-09-09", "2024-09-11", "2024-09-23", "2024-10-07", "2024-10-21", "2024-11-04",
                  "2024-11-12", "2024-11-18", "2024-12-02", "2024-12-09", "2024-12-16", "2025-01-17"],
        "noise": ["Refrigerant recovery", "Service call minimum", "trade booth"],
        "bindings": [
            {"value": "17.0%", "subject": "B3", "others": ["B4", "B5"]},
            {"value": "22.5%", "subject": "B4", "others": ["B3", "B5"]},
            {"value": "24.8%", "subject": "B5", "others": ["B4", "B3"]},
        ],
    },
    [
        ("otonabee_arena_emails.txt", text("""
From: Greg Lalonde <glalonde@otonabeeridge.ca>
To: Sam Okafor <sam@coldstreamcontrols.ca>
Date: Mon, 9 Sep 2024 10:21 -0400
Subject: ice plant - what council wants

Sam,
Council approved the pilot. Our two-pad arena (Pad A NHL size) is the single biggest hydro bill the township
has. The plant holds brine at -9 C all day, every day, because that is what the operators were taught and
nobody wants soft ice for the 6 a.m. figure skaters. The brine setpoint never moves.

What we need from the pilot on Pad A:
- cut compressor electricity by at least 20% over a normal month of bookings;
- ice surface at -5.5 °C (plus or minus 0.5) during every booked hour, and never warmer than -4.0 °C,
  including right after a flood;
- no change to the ice schedule and no extra work for the operators;
- it has to use what we have: the brine sensors, the Zamboni log and the booking calendar.
Greg Lalonde, Manager of Facilities, Township of Otonabee Ridge

-----
From: Sam Okafor <sam@coldstreamcontrols.ca>
To: Greg Lalonde <glalonde@otonabeeridge.ca>
Date: Wed, 11 Sep 2024 16:02 -0400
Subject: RE: ice plant - what council wants

Greg, we're in. What I can't tell you today is whether it will hold the ice.

The brine runs through pipes in a 125 mm concrete slab with about 40 mm of ice on top. A change in brine
temperature takes 2 to 3 hours to show at the surface, and that thermal lag changes with the ice thickness and
how warm the building is. To save energy you have to let the brine warm up ahead of the quiet hours and cool it
back down ahead of bookings, so the controller has to predict the ice surface about 3 hours ahead. Nobody has
a model of your slab. Floods (about 400 L at 60 C, 8 to 12 a day) and crowds are big heat loads that hit
without warning from the plant's point of view. The products sold for this use a fixed night setback, which
is what gave the other townships soft ice.

We'll put an infrared sensor over the ice, pull 2 weeks of data, and see whether a simple slab model can
predict the surface well enough. If it can't get inside a few tenths of a degree, we don't go live.
Sam Okafor, Controls Engineer, Coldstream Controls Inc., Peterborough

-----
From: Greg Lalonde
Date: January 17, 2025 9:12 AM
To: Sam Okafor
Subject: RE: Pad A results

Sam, the December bill for Pad A came in and it lines up with your numbers. The figure skating club did not
notice a thing, which is the best compliment. We'll leave B4 running on Pad A and budget Pad B for 2025.
Greg
""")),
        ("ice_plant_dev_notes.md", text(f"""
# Otonabee Ridge arena - predictive brine control - dev notes (S. Okafor, N. Brar)

Plant: 2 x 75 HP reciprocating compressors, calcium chloride brine, Pad A only. Sensors: brine supply/return,
compressor kW from the new CT meter, IR ice-surface sensor (Apogee-type, over centre ice, mounted before the B1 week),
outdoor + arena air temp/RH, flood events from the resurfacer log, bookings from the calendar export.
Targets from Greg: at least 20% compressor kWh, surface -5.5 +/- 0.5 during bookings, never warmer than
-4.0 C. Each controller runs one full week on Pad A; savings vs the B1 week, weather-normalized (degree-hours).

## 2024-09-23
B1 = baseline, brine fixed at -9.0 C. Week logged to get the model data. Surface during bookings -6.1 C avg,
coldest -6.8 before first ice. Floods show up on the IR as a 1.5-2.5 C warm spike that takes 25-40 min to go.

## Oct 7
B2 = schedule setback: brine to -6 C from 23:00 to 04:00 when no bookings, back to -9 at 04:00. Saved 9% but
first ice at 6 a.m. was at -4.2 °C on three mornings - skaters complained of soft ice. The slab takes longer
than 2 h to recover when it has warmed overnight. A fixed setback is out.

## 2024-10-21
B3 = grey-box slab model (3R2C: brine-slab-ice-air resistances, slab and ice capacitances) fitted on the B1
week, and model predictive control (MPC) on the brine setpoint, 3 h horizon, 15 min steps, kWh cost + penalty
outside the ice band. Prediction error 3 h ahead RMSE 0.42 °C. Saved 17.0%, but 2 excursions above -4.0 C
right after back-to-back floods during a tournament - the model doesn't know the flood is coming.

Mon Nov 4
B4 = B3 + flood disturbance input (each flood from the resurfacer log = a heat pulse, size learned from the IR
spikes) + Kalman filter on the IR reading so a wet surface after a flood doesn't fool the state estimate. Also
the next booking's flood is in the calendar, so the MPC sees it coming. RMSE 0.21 °C 3 h ahead. Week of Nov 4:
saved 22.5%, surface -5.4 avg during bookings, no excursions above -4.0.

{C01_ADMIN}

On Nov 12 the IR sensor lens fogged during a humid afternoon (roof vents open). Added a heated lens hood and a
fault check: if IR and model disagree by more than 1.5 C, fall back to the -9 C setpoint.

## 2024-11-18
B5 = B4 with a 6 h horizon and spectator load from the booking type (game vs practice). Saved 24.8%, but a
Saturday with three games had surface at -4.6 C for 20 min - still inside -4.0 but out of the +/-0.5 band.
Longer horizon chases the electricity rate more aggressively. Staying with B4.

## Dec 2-15 two-week confirmation
B4 live on Pad A, no operator changes. Results in the trial workbook.

Open: Pad B has a sand floor slab, not concrete - the model will need refitting. Not known if one model
covers both.
""")),
        ("controller_runs.csv", text("""
run,week_start,variant,controller,surface_avg_booked_C,warmest_surface_C,excursions_above_-4.0,rmse_3h_C,kwh_saving_vs_B1,notes
1,2024-09-23,B1,fixed brine -9.0 C,-6.1,-5.2,0,,0.0%,baseline + model data
2,2024-10-07,B2,night setback to -6 C,-5.6,-4.2,0,,9.0%,soft first ice 3 mornings
3,2024-10-21,B3,3R2C grey-box + MPC 3 h,-5.5,-3.8,2,0.42,17.0%,excursions after back-to-back floods
4,2024-11-04,B4,B3 + flood input + Kalman filter on IR,-5.4,-4.7,0,0.21,22.5%,targets met
5,2024-11-18,B5,B4 + 6 h horizon + spectator load,-5.3,-4.6,0,0.24,24.8%,out of +/-0.5 band on a 3-game Saturday
""")),
        ("padA_trial_dec2024.xlsx", xlsx([
            ("weeks", [
                ["Pad A - B4 confirmation, two weeks, operators not told which days", None, None, None, None],
                ["week of", "booked hours", "floods", "avg outdoor (C)", "controller"],
                [D("2024-12-02", "d-mmm-yy"), 101, 71, -2.4, "B4"],
                [D("2024-12-09", "d-mmm-yy"), 104, 74, -6.8, "B4"],
                ["closing check", D("2024-12-16", "d-mmm-yy"), None, None, None],
            ]),
            ("ice_and_energy", [
                ["Outcomes vs B1 week (weather-normalized by degree-hours)", None, None, None, None],
                ["week of", "surface avg booked (C)", "warmest booked (C)", "compressor kWh saving",
                 "operator complaints"],
                [D("2024-12-02", "d-mmm-yy"), -5.5, -4.8, "21.9%", 0],
                [D("2024-12-09", "d-mmm-yy"), -5.4, -4.6, "23.4%", 0],
                ["2 weeks", -5.45, -4.6, "22.6%", 0],
            ]),
        ])),
        ("PolarMech_service_invoice_PM-11842.pdf", pdf(
            "Polar Mechanical Refrigeration Ltd. | Lindsay ON | INVOICE PM-11842", [
                ("title", "Service Invoice PM-11842"),
                ("p", "Customer: Township of Otonabee Ridge - Community Arena. Work order WO-3317. Technician: "
                      "D. Boyce."),
                ("table", [
                    ["Item", "Description", "Qty", "Rate", "Amount"],
                    ["LAB-R", "Refrigeration mechanic, regular hours", "6.5 h", "$142.00", "$923.00"],
                    ["VAL-2", "Compressor 2 suction valve plate kit", "1", "$611.40", "$611.40"],
                    ["OIL-68", "Compressor oil, 20 L pail", "1", "$188.00", "$188.00"],
                    ["REC", "Refrigerant recovery and disposal fee", "1", "$95.00", "$95.00"],
                ]),
                ("p", "Subtotal $1,817.40. HST 13% $236.26. Total $2,053.66. Service call minimum 2 h applies "
                      "after hours. Net 30."),
            ])),
    ],
    noise_files=["PolarMech_service_invoice_PM-11842.pdf"],
    noise_spans={"ice_plant_dev_notes.md": [C01_ADMIN]},
)


# ---------------------------------------------------------------------------
# C02 microwave-ready frozen tourtière whose bottom crust stays crisp (frozen meat pie maker, QC, 2025) - a
#     grocery distributor's price list CSV is noise (not named); DOCX report with Contexte-style English
#     headings (Background / Targets / What we did not know / Trials / Results / Next) and a DOCX timeline
#     table; plant log in d/m/yy (stated in its header, Quebec plant); two-sheet workbook (bake + tray runs,
#     then crust results after storage on sheet 2); food lab PDF with "3 Mar 2025" style dates; egg wash (T2)
#     too weak, shortening barrier (T3) failed after frozen storage, plain susceptor (T4) scorched the rim;
#     close fracture-force values T3/T4/T5
# ---------------------------------------------------------------------------
case(
    {
        "name": "frozen_tourtiere_microwave_crust",
        "question": "Bonjour, we need T661 lines 242, 244 and 246 and the logbook for the microwave tourtière "
                    "project (crust that doesn't go soggy). Attached: Mélanie's report, the plant log, the trial "
                    "workbook and the lab report from Agro-Qualité. Also the Distribution Laurier file.",
        "facts": {
            "242": [["6 minutes"], ["74 °C"], ["at least 5 N"], ["moisture migration"], ["12 weeks at -18 °C"]],
            "244": [["egg wash"], ["susceptor"], ["rice flour"], ["texture analyser"],
                    ["par-baked"]],
            "246": [["2.1 N"], ["barrier cracked", "fat film cracks"], ["scorched"], ["6.8 N"], ["22.5%"]],
        },
        "dates": ["2024-11-18", "2024-11-25", "2024-11-27", "2024-12-04", "2024-12-10", "2024-12-16",
                  "2025-01-13", "2025-01-15", "2025-02-03", "2025-03-03", "2025-03-10", "2025-04-07",
                  "2025-04-14"],
        "noise": ["Prix livré", "Minimum order 40 cases", "Promo flyer"],
        "bindings": [
            {"value": "3.4 N", "subject": "T3", "others": ["T4", "T5"]},
            {"value": "4.1 N", "subject": "T4", "others": ["T3", "T5"]},
            {"value": "6.8 N", "subject": "T5", "others": ["T4", "T3"]},
        ],
    },
    [
        ("tourtiere_microwave_report.docx", docx([
            ("title", "Microwave-Ready Tourtière (9 in., 1.1 kg) - Crust Development Report"),
            ("p", "Les Délices Beaumont inc., Saint-Georges QC. Prepared by Mélanie Poulin, R&D technologist, "
                  "April 14, 2025. Production: S. Veilleux (bakery line lead)."),
            ("h1", "Background"),
            ("p", "Our tourtière is sold frozen in an aluminium pan, oven only, 60 min at 400 F. In November 2024 "
                  "a Quebec grocery chain asked for a microwave version for its prepared-meal freezer. When we "
                  "microwaved our pie in a paperboard tray the top was fine but the bottom crust came out wet "
                  "and pasty (\"pâte détrempée\"), and the centre was still cold when the rim was hot."),
            ("h1", "Targets"),
            ("b", "Full pie from frozen in 6 minutes in a 1100 W microwave, centre of filling at 74 °C or more "
                  "(food safety, pork and beef filling)."),
            ("b", "Bottom crust fracture force at least 5 N on the texture analyser (3-point snap on a 20 mm "
                  "strip, 1 min after heating). Our oven-baked pie gives 7.5 N; a soggy crust is under 3 N."),
            ("b", "Bottom crust moisture 25% or less after heating."),
            ("b", "The targets must still be met after 12 weeks at -18 °C (the chain's shelf-life requirement)."),
            ("b", "No modified starch or other ingredient the chain's clean-label list refuses."),
            ("h1", "What we did not know"),
            ("p", "Two things work against the bottom crust. During frozen storage, water moves from the filling "
                  "(water activity about 0.97) into the raw dough by moisture migration, and ice crystals grow "
                  "at the interface. In the microwave the filling heats first and its steam condenses on the "
                  "colder bottom crust, which sits against the tray and has nowhere to vent. Susceptor trays "
                  "(metallized film that gets hot) crisp thin pizzas and pocket sandwiches, but we found no data "
                  "for a deep 9 in. pie with 800 g of dense filling: we did not know if the bottom could be "
                  "crisped before the filling centre reached 74 °C, without burning the rim where the susceptor "
                  "runs hottest, or whether any barrier could survive 12 weeks of freezing."),
            ("h1", "Trials"),
            ("n", "T1 - current dough and filling, plain paperboard tray."),
            ("n", "T2 - T1 + egg wash on the inside of the bottom crust, par-baked 8 min before filling."),
            ("n", "T3 - par-baked bottom crust sprayed with a vegetable shortening barrier (1.5 g)."),
            ("n", "T4 - T1 dough in a full susceptor tray (bottom and walls)."),
            ("n", "T5 - par-baked bottom crust with 15% rice flour, filling gravy reduced to aw 0.94, susceptor on "
                  "the bottom only (ring pattern), walls plain board."),
            ("table", [
                ["Date", "Step"],
                ["2024-11-18", "Chain's request; baseline T1 tested"],
                ["2024-11-25", "T2 and T3 made on the line"],
                ["2024-12-10", "Susceptor tray samples received; T4 made"],
                ["2025-01-13", "T5 made (2 batches)"],
                ["2025-03-03", "12-week storage samples to Agro-Qualité"],
            ]),
            ("h1", "Results"),
            ("table", [
                ["Trial", "Fracture force (fresh)", "Fracture force after 12 weeks", "Crust moisture after 12 wk",
                 "Centre temp at 6 min"],
                ["T1", "2.1 N", "1.8 N", "33%", "61 °C"],
                ["T2", "2.9 N", "2.2 N", "31%", "62 °C"],
                ["T3", "5.6 N", "3.4 N", "29%", "63 °C"],
                ["T4", "6.2 N", "4.1 N", "27%", "77 °C, rim scorched"],
                ["T5", "7.1 N", "6.8 N", "22.5%", "76 °C"],
            ]),
            ("p", "Egg wash alone (T2) barely changed anything. The shortening barrier (T3) looked good fresh but "
                  "after 12 weeks the crust was back to 3.4 N: the fat film cracks in the freezer and water "
                  "gets through. The full susceptor (T4) heated the pie fast but scorched the rim and the "
                  "centre of the bottom still went soft. T5 met every target after 12 weeks at -18 °C."),
            ("h1", "Next"),
            ("p", "Scale T5 to the line in May. Not yet known: whether the ring susceptor works the same in 900 W "
                  "microwaves, which the chain's label also has to cover."),
        ])),
        ("journal_ligne_patisserie.txt", text("""
JOURNAL - LIGNE PATISSERIE / bakery line log - tourtière micro-ondes trials
(dates j/m/aa - day/month/year, like all our plant logs)

18/11/24  T1 baseline, 6 pies from regular prod, put in plain board trays, froze in the spiral. Micro test
          same day after 4h freeze: bottom like wet cardboard. centre 61 C at 6 min. MP
25/11/24  T2 egg wash + parbake 8 min 375F and T3 shortening spray 1.5 g on parbaked bottom. 12 each.
          shortening spray gun drips, had to wipe. SV
27/11/24  T2/T3 micro tests fresh frozen (2 days). T3 crisp, nice. T2 not much better than T1. MP
4/12/24   T1/T2/T3 -> freezer room B for storage test (12 wk = early March). SV
10/12/24  susceptor trays arrived from the supplier (full tray version). T4 x 12 with normal dough. SV
16/12/24  T4 micro test: centre 77 C at 6 min!! but rim black in 2 spots, smell. bottom centre still soft.
          MP
13/01/25  T5 batch 1 - 15% rice flour in bottom dough, gravy cooked down longer (aw 0.94 at lab bench
          meter), parbake 8 min, ring susceptor trays (bottom only). 12 pies. SV
15/01/25  T5 batch 2, same. Micro test fresh: 7.1 N, 76 C centre. no scorch. T4 + T5 into storage room
          B (12 wk = early April). MP
3/2/25    T5 spare pie in the 900 W office micro (chain's label has to cover 900 W too): centre only 68 C at
          6 min, need about 7.5 min. to discuss w/ Mélanie. SV
3/3/25    12 wk for T1-T3: samples to Agro-Qualité in cooler bag. SV
7/4/25    12 wk T4/T5: samples to lab. MP
""")),
        ("tourtiere_trials_2025.xlsx", xlsx([
            ("batches", [
                ["Microwave tourtière - trial batches (line 2)", None, None, None, None],
                ["trial", "made", "bottom crust", "tray", "filling aw"],
                ["T1", D("2024-11-18", "d mmm yyyy"), "standard raw", "plain board", 0.97],
                ["T2", D("2024-11-25", "d mmm yyyy"), "egg wash, parbaked", "plain board", 0.97],
                ["T3", D("2024-11-25", "d mmm yyyy"), "shortening barrier, parbaked", "plain board", 0.97],
                ["T4", D("2024-12-10", "d mmm yyyy"), "standard raw", "full susceptor", 0.97],
                ["T5", D("2025-01-13", "d mmm yyyy"), "15% rice flour, parbaked", "ring susceptor bottom", 0.94],
            ]),
            ("crust_after_storage", [
                ["After 12 weeks at -18 C, 1100 W, 6 min (lab values where available)", None, None, None],
                ["trial", "fracture force", "crust moisture", "centre temp", "comment"],
                ["T1", "1.8 N", "33%", "60 C", ""],
                ["T2", "2.2 N", "31%", "62 C", ""],
                ["T3", "3.4 N", "29%", "63 C", "barrier cracked"],
                ["T4", "4.1 N", "27%", "77 C", "rim scorched"],
                ["T5", "6.8 N", "22.5%", "76 C", "all targets met"],
            ]),
        ])),
        ("AgroQualite_rapport_25-0419.pdf", pdf(
            "Laboratoire Agro-Qualité inc. | Drummondville QC | Report AQ-25-0419", [
                ("title", "Texture and Moisture of Microwaved Frozen Meat Pies after 12 Weeks at -18 °C"),
                ("p", "Client: Les Délices Beaumont inc. (attn. M. Poulin). Lot 1 (T1, T2, T3) received 3 Mar "
                      "2025, tested 10 Mar 2025. Lot 2 (T4, T5) received 7 Apr 2025. Report issued 14 Apr 2025."),
                ("p", "Method: pies heated from -18 °C in a 1100 W reference microwave, 6 min, 1 min stand. "
                      "Centre temperature by thermocouple. Bottom crust fracture force on a texture analyser, "
                      "3-point bend, 20 mm strip, n=6. Crust moisture by oven drying, n=3."),
                ("table", [
                    ["Sample", "Fracture force (N)", "Crust moisture (%)", "Centre temp (C)", "Remarks"],
                    ["T1", "1.8", "33.0", "60", "-"],
                    ["T2", "2.2", "31.2", "62", "-"],
                    ["T3", "3.4", "29.1", "63", "-"],
                    ["T4", "4.1", "27.0", "77", "browning/scorching at rim"],
                    ["T5", "6.8", "22.5", "76", "-"],
                ]),
                ("p", "Microwave output verified by the IMPI 2-litre test on 2025-01-06. Results apply only to "
                      "the samples received."),
            ])),
        ("distribution_laurier_prix_2025.csv", text("""
Distribution Laurier - Prix livré / delivered price list 2025 - frozen bakery & prepared meals
sku,description,format,case_qty,price_per_case_CAD,notes
DL-4410,Tourtière traditionnelle 1.1 kg (oven),9 in.,6,52.80,
DL-4412,Pâté au poulet 1 kg,9 in.,6,47.40,
DL-4420,Cipaille 1.5 kg,10 in.,4,61.00,seasonal
DL-5102,Pouding chômeur 700 g,tray,8,39.60,
Minimum order 40 cases mixed; fuel surcharge 4.5%; Promo flyer weeks charged 2% co-op,,,,,
""")),
    ],
    noise_files=["distribution_laurier_prix_2025.csv"],
    not_entries=["2025-01-06"],
)


# ---------------------------------------------------------------------------
# C03 fire-retardant western red cedar shakes that keep Class B after coastal-rain leaching (shake and
#     shingle mill, BC, 2025) - a retail brochure draft is noise (not named); targets from a roofing
#     distributor's technical manager, uncertainty in the mill owner's reply; lab notebook with chatty dates
#     ("Tues. Jan 14th", "Mon Feb 24") and dotted ISO; leach-run CSV with ISO dates; two-sheet workbook (treating
#     charges, then retention after weathering); fire lab PDF; wax topcoat (S2) did not stop leaching, MF
#     fixative cured at 60 C (S3) stayed tacky in heartwood; close retention values S3/S4/S5
# ---------------------------------------------------------------------------
case(
    {
        "name": "cedar_shake_fire_retardant_leach_resistance",
        "question": "Please write up T661 lines 242, 244 and 246 and a logbook for our fire-retardant shake "
                    "project. Attached: Ravi's lab notebook, the leach run sheet, the treating workbook, the "
                    "Pacific Fire Testing report and the e-mails with Coastline. There's a brochure draft in the "
                    "folder too, don't use it.",
        "facts": {
            "242": [["Class B"], ["ASTM D2898"], ["at least 75%"], ["extractives", "thujaplicins"],
                    ["splitting"]],
            "244": [["guanylurea phosphate"], ["melamine-formaldehyde"], ["humidity-controlled kiln"],
                    ["burning brand"], ["ICP"]],
            "246": [["31%"], ["46%"], ["tacky"], ["84%"], ["passed Class B"]],
        },
        "dates": ["2025-01-06", "2025-01-08", "2025-01-14", "2025-01-20", "2025-01-29", "2025-02-11",
                  "2025-02-24", "2025-04-14", "2025-05-05", "2025-05-19", "2025-06-02", "2025-06-13",
                  "2025-06-17"],
        "noise": ["hand-split heritage look", "Dealer inquiries", "Lifetime of West Coast character"],
        "bindings": [
            {"value": "52%", "subject": "S3", "others": ["S4", "S5"]},
            {"value": "84%", "subject": "S4", "others": ["S3", "S5"]},
            {"value": "71%", "subject": "S5", "others": ["S4", "S3"]},
        ],
    },
    [
        ("coastline_fr_shake_emails.txt", text("""
From: Heather MacInnes <hmacinnes@coastlineroofing.ca>
To: Ravi Sandhu <ravi@fraservalleyshake.ca>
Date: Mon, 6 Jan 2025 13:40 -0800
Subject: FR shakes for interface zones

Ravi,
More and more of our municipalities in the wildland-urban interface want Class B roofs. The FR shakes we buy
from the US today test Class B when new, but the insurers are starting to ask for the result after
weathering, and our own returns from Tofino and Squamish show treated shakes going grey-brown and losing the
treatment in 5-6 years of rain.

What we'd need to stock yours:
- Class B (ULC-S107 / ASTM E108) AFTER accelerated weathering per ASTM D2898 Method A, not just new;
- at least 75% of the retardant still in the wood after that weathering;
- no more splitting or cupping than untreated shakes;
- nothing on the label our customers will balk at (no chromium, no arsenic).
Heather MacInnes, Technical Manager, Coastline Roofing Supply

-----
From: Ravi Sandhu <ravi@fraservalleyshake.ca>
To: Heather MacInnes
Date: Wed, 8 Jan 2025 07:15 -0800
Subject: RE: FR shakes for interface zones

Heather - we want this business, but the honest answer is I don't know yet if we can hold the retardant.

The phosphate and borate salts that work as fire retardants are all water-soluble; that's why they wash out.
The way to hold them is to lock them in with a resin that cures inside the wood (melamine-formaldehyde and
similar), which is done with pine and spruce in Europe. Red cedar is different: the heartwood is full of
extractives (thujaplicins, plicatic acid) that are acidic and known to interfere with resin cure, and nobody
publishes fixation data for cedar heartwood. The curing also needs heat, and split shakes check and split
in a hot dry kiln - splitting is the reason shakes are air-dried. So I don't know if we can cure a fixative in
cedar without ruining the shakes.
Plan: same salt throughout, change one thing at a time, run D2898 in our own spray cabinet, phosphorus by ICP
at the university lab, then send the best one for the fire test.
Ravi

-----
From: Heather MacInnes
Date: June 17, 2025 10:02 AM
To: Ravi Sandhu
Subject: RE: fire test

Ravi, great news on the weathered Class B. Send me the report and the treating spec and we'll set up a 2026
stocking trial for 40 squares.
Heather
""")),
        ("shake_fr_lab_notebook.txt", text("""
FRASER VALLEY SHAKE & SHINGLE - FR lab notebook (R. Sandhu, K. Dhillon)
Stock: #1 grade 24 in. medium handsplit/resawn, heartwood, air-dried to 15-18% MC. Treating: 1.2 m3 cylinder,
vacuum 30 min, pressure 150 psi 2 h. Retardant throughout: guanylurea phosphate + boric acid (GUP/B), 12%
solution. Target loading 90 kg/m3 dry salt.

Tues. Jan 14th
S1 = GUP/B alone, air-dried. Charge 1. Loading 92 kg/m3. Also treated a charge of untreated controls (water
only) so splits can be compared.

2025.01.20
S1 + S2 into the spray cabinet for D2898 Method A (12 weeks of water spray / dry cycles). S2 = S1 + paraffin
wax emulsion water-repellent topcoat dipped after drying.

Wed Jan 29 - S3 charge: GUP/B + melamine-formaldehyde (MF) fixative 8%, cured in the drying room at 60 C.
After 3 days the heartwood faces still tacky and smelled of formaldehyde; sapwood strips fine. Extractives
slowing the cure like we feared. Into the cabinet anyway to see what holds.

2025.02.11
S3 cure check: ICP on fresh S3 offcuts shows free (unfixed) phosphorus. Borrowed time on the humidity-controlled
kiln at Coast Dry Kilns (Abbotsford). Mapped a schedule: 80 C with wet-bulb depression kept to 8 C so the
shakes can't dry fast - 48 h.

Mon Feb 24
S4 = GUP/B + MF 8% + 1% ammonium chloride catalyst, cured in the humidity-controlled kiln 80 C / 48 h.
Not tacky, no smell by day 3. Split count on 200 shakes: 3.5% vs 3.0% for untreated controls - fine.
S5 = same as S4 at half the MF (4%) to cut cost. Both into the cabinet.

2025.04.14
S1 + S2 out of the cabinet. ICP (UBC Okanagan lab): S1 31% of P left, S2 46% left - wax slows the water a
bit but the salt still goes. Surface greyed. Wax topcoat is not the answer.

2025.05.05
S3 out: 52% left. Better than S1 but far from 75%.

2025.05.19
S4 and S5 out. S4 84% of P left, S5 71% left. S4 is the one; S5 not enough MF. 60 S4 shakes (weathered) to
Pacific Fire Testing for burning brand + spread of flame.

Open: the kiln schedule takes 48 h of someone else's kiln. Not known yet if we can cure in our own drying room
with steam added.
""")),
        ("d2898_leach_runs.csv", text("""
run_id,variant,treatment,cure,cabinet_in,cabinet_out,loading_kg_m3,P_retained_after_D2898,splits_per_200,notes
L1,S1,GUP/B 12%,air-dry,2025-01-20,2025-04-14,92,31%,6,greyed
L2,S2,GUP/B 12% + wax emulsion topcoat,air-dry,2025-01-20,2025-04-14,90,46%,6,wax slows leaching only
L3,S3,GUP/B 12% + MF 8%,drying room 60 C,2025-01-29,2025-05-05,94,52%,7,heartwood tacky after cure
L4,S4,GUP/B 12% + MF 8% + NH4Cl 1%,humidity-controlled kiln 80 C 48 h,2025-02-24,2025-05-19,93,84%,7,best
L5,S5,GUP/B 12% + MF 4% + NH4Cl 1%,humidity-controlled kiln 80 C 48 h,2025-02-24,2025-05-19,91,71%,6,MF too low
L0,control,water only,air-dry,2025-01-20,2025-04-14,0,n/a,6,untreated controls
""")),
        ("fr_shake_treating_2025.xlsx", xlsx([
            ("charges", [
                ["Treating charges - 1.2 m3 cylinder", None, None, None, None],
                ["charge date", "variant", "solution", "uptake (kg/m3)", "cure"],
                [D("2025-01-14", "mmmm d, yyyy"), "S1", "GUP/B 12%", 92, "air-dry"],
                [D("2025-01-14", "mmmm d, yyyy"), "S2", "GUP/B 12% + wax dip", 90, "air-dry"],
                [D("2025-01-29", "mmmm d, yyyy"), "S3", "GUP/B + MF 8%", 94, "60 C room"],
                [D("2025-02-24", "mmmm d, yyyy"), "S4", "GUP/B + MF 8% + NH4Cl", 93, "kiln 80 C RH-controlled"],
                [D("2025-02-24", "mmmm d, yyyy"), "S5", "GUP/B + MF 4% + NH4Cl", 91, "kiln 80 C RH-controlled"],
            ]),
            ("retention", [
                ["Phosphorus retained after ASTM D2898 Method A (ICP, % of initial)", None, None, None],
                ["variant", "P retained", "splits (% of 200)", "surface after 12 wk"],
                ["S1", "31%", "3.0%", "grey, fuzzy"],
                ["S2", "46%", "3.0%", "grey"],
                ["S3", "52%", "3.5%", "grey-brown"],
                ["S4", "84%", "3.5%", "light brown"],
                ["S5", "71%", "3.0%", "light brown"],
                ["untreated", "n/a", "3.0%", "grey"],
            ]),
        ])),
        ("PFTL_report_FT25-061.pdf", pdf(
            "Pacific Fire Testing Laboratory Ltd. | Surrey BC | Report FT25-061", [
                ("title", "Fire Tests of Roof Coverings - Weathered FR Western Red Cedar Shakes"),
                ("p", "Client: Fraser Valley Shake & Shingle Ltd. Specimen: S4 shakes, GUP/B + MF fixative, after "
                      "ASTM D2898 Method A weathering by the client. Tests conducted 2025-06-02 to 2025-06-04. "
                      "Report issued 2025-06-13."),
                ("p", "Methods: CAN/ULC-S107 (equivalent to ASTM E108): intermittent flame, spread of flame, "
                      "burning brand (Class B brand), on 3 decks each over spaced sheathing."),
                ("table", [
                    ["Test", "Requirement (Class B)", "Result", "Verdict"],
                    ["Intermittent flame", "no sustained attic flaming", "none", "Pass"],
                    ["Spread of flame", "max 2.4 m", "1.6 m", "Pass"],
                    ["Burning brand (B)", "no penetration, no flaming debris", "none", "Pass"],
                ]),
                ("p", "Conclusion: the weathered S4 shake assembly passed Class B in all three tests."),
                ("p", "Burning brand dimensions verified 2025-03-12. Results relate to the specimens tested."),
            ])),
        ("fr_shake_brochure_draft.md", text("""
# FireGuard Cedar - brochure draft (marketing, do not send)

Lifetime of West Coast character - now with fire protection.

* hand-split heritage look, from 100% BC western red cedar
* pressure-treated for fire resistance
* packed 4 bundles per square, 24 in. medium and heavy

Dealer inquiries: sales@fraservalleyshake.ca | Booth 412 at the Buildex Vancouver show
""")),
    ],
    noise_files=["fr_shake_brochure_draft.md"],
    not_entries=["2025-06-04", "2025-03-12"],
)


# ---------------------------------------------------------------------------
# C04 dehulling and splitting a drought-year small red lentil crop without chips or colour loss (pulse
#     processor, SK, 2024) - a harvest-season staffing note is noise (not named) and a freight aside in the
#     mill notes is noise; targets from the GM, uncertainty in the process lead's reply; mill notes with
#     "Tues. Oct 29", "Nov 5", ISO headings; pilot run CSV with ISO dates; two-sheet workbook (pilot settings,
#     then yield / colour only on sheet 2); grain lab PDF; water tempering (L2) crushed the cotyledons,
#     infrared alone (L3) darkened the splits; close yield values L3/L4/L5
# ---------------------------------------------------------------------------
C04_FREIGHT = ("Not process - freight: CN car allocation for December cut to 14 hoppers, Darlene is booking "
               "containers out of the Saskatoon intermodal instead. Demurrage on car PGX 2207 again.")
case(
    {
        "name": "red_lentil_dehulling_drought_crop",
        "question": "Need T661 lines 242, 244 and 246 and a logbook for our 2024 lentil splitting project (the "
                    "drought crop). Files: Tyler's mill notes, the pilot run CSV, the workbook, the Prairie Grain "
                    "Quality Centre report and Wes's e-mail thread.",
        "facts": {
            "242": [["at least 84%"], ["3% or less"], ["a* of at least 27"], ["seed coat"], ["8 t/h"]],
            "244": [["infrared"], ["tempering"], ["colorimeter"], ["moisture gradient"], ["pilot dehuller"]],
            "246": [["5.1%"], ["24.1"], ["84.7%"], ["2.6%"], ["28.3"]],
        },
        "dates": ["2024-10-21", "2024-10-23", "2024-10-29", "2024-11-05", "2024-11-07", "2024-11-14",
                  "2024-11-19", "2024-11-26", "2024-12-03", "2024-12-06", "2024-12-13"],
        "noise": ["Demurrage", "harvest crew", "Shift differential"],
        "bindings": [
            {"value": "82.6%", "subject": "L3", "others": ["L4", "L5"]},
            {"value": "84.7%", "subject": "L4", "others": ["L3", "L5"]},
            {"value": "82.9%", "subject": "L5", "others": ["L4", "L3"]},
        ],
    },
    [
        ("lentil_split_emails.txt", text("""
From: Wes Hnatiuk <wes@prairiegoldpulse.ca>
To: Tyler Bergstrom <tyler@prairiegoldpulse.ca>
Date: Mon, 21 Oct 2024 07:48 -0600
Subject: small reds - yield

Tyler,
We're losing money on every tonne of the 2024 small reds. Split yield is running 78% against 83-84% normal,
the Bangladesh buyer rejected two containers for chips and colour, and we've got 11,000 t of it in the bins.

For this crop I need:
- split yield at least 84% of clean seed;
- chips and broken 3% or less (buyer spec);
- colour: redness a* of at least 27 on their colorimeter spec, no dark splits;
- keep the line at 8 t/h - we don't have bin space to temper for 12 hours like the old days.
Wes Hnatiuk, General Manager, Prairie Gold Pulse Processors Ltd., Rosetown SK

-----
From: Tyler Bergstrom
To: Wes Hnatiuk
Date: Wed, 23 Oct 2024 17:30 -0600
Subject: RE: small reds - yield

Wes, the problem is the seed itself. The drought made small seed with a thin seed coat that is stuck hard to
the cotyledons - the hull doesn't want to come off before the seed breaks. The usual fix is water tempering:
you wet the seed so the hull swells and loosens. But water also softens the cotyledon, and soft splits crush
into chips in the abrasive dehuller. Infrared heating is used in some pulse plants to loosen hulls, but too
much heat browns the splits and kills the colour. Nobody I've talked to (including the equipment rep) knows
what combination works on seed this small with no long holding time, because the moisture gradient between
the hull and the cotyledon is what matters and it changes by the minute after wetting.

I'll use the pilot dehuller in the lab (50 kg lots), one change at a time, and get colour and cooking done at
the Grain Quality Centre for the best ones. No promises on hitting 84 at 8 t/h.
Tyler

-----
From: Wes Hnatiuk
Date: December 13, 2024 11:05 AM
To: Tyler Bergstrom
Subject: RE: plant run

Tyler - the buyer accepted the test container from the Dec 3 run. Keep L4 settings on the line until the
small reds are gone.
Wes
""")),
        ("mill_notes_fall2024.txt", text(f"""
MILL / PILOT DEHULLER NOTES - small red lentils, 2024 crop (T. Bergstrom, A. Friesen)
Seed: composite of bins 7, 9, 12, 10.8% moisture, 1000-seed weight 31 g (normal 38-40). Pilot: abrasive
dehuller, 50 kg lots, same stone and gap throughout, then aspirator + splitter + sizing screens.
Split yield = % of clean seed weight recovered as whole splits. Chips = pieces through the 3.5 mm screen.

Tues. Oct 29 - L1 baseline, dry seed as is. Split yield 78.1%, chips 2.4%, dehulling efficiency 95.2% (hull
left on ~5% of splits). Matches the plant.

Nov 5 - L2 water tempering 2% + 12 h in sealed pails (the old way, just to see). Hulls come off nicely but the
cotyledons are soft: yield 79.5%, chips 5.1%. Even with unlimited time, water alone fails the chip spec.

Thurs. Nov 7 - borrowed the Infratherm infrared (IR) unit demo (conveyor, 4 emitters). L3 = IR only, 90 s, seed surface
110 C measured with the IR gun. Yield 82.6%, chips 2.2%. Splits came out toasted - colorimeter a* 24.1 vs
28.5 for L1. Fails colour. Heat alone too much for this seed coat.

{C04_FREIGHT}

2024-11-14
L4 = fine mist 1% water, 20 min hold in the screw, then IR 45 s to 85 C surface. Idea: wet only the hull for a
short time so the moisture gradient stays in the seed coat, then flash it. Yield 84.7%, chips 2.6%, DE 97.6%,
a* 28.3. First one inside everything.

2024-11-19
L5 = L4 with IR cut to 30 s (to save gas). Yield 82.9% - not enough. L4 it is. Samples L1, L3, L4 to the GQC
for colour + cooking quality.

2024-11-26
Repeat L4 x 3 lots: 84.5 / 84.9 / 84.6%. Chips 2.5-2.8%. Holds.

2024-12-03
Plant run with IR unit inline ahead of dehuller 2, mist nozzles on screw conveyor 4, 8 t/h for 10 h. Yield
84.2%, chips 2.9%. One 20 t container for the buyer.
""")),
        ("pilot_dehuller_runs.csv", text("""
lot,date,variant,treatment,seed_MC_before_pct,split_yield,chips,dehulling_eff,a_star,remarks
P01,2024-10-29,L1,none (dry 10.8%),10.8,78.1%,2.4%,95.2%,28.5,baseline
P02,2024-11-05,L2,water temper 2% + 12 h,12.6,79.5%,5.1%,98.1%,28.0,cotyledons soft - chips
P03,2024-11-07,L3,IR 90 s to 110 C,10.1,82.6%,2.2%,96.8%,24.1,toasted colour
P04,2024-11-14,L4,mist 1% + 20 min + IR 45 s to 85 C,11.0,84.7%,2.6%,97.6%,28.3,all targets
P05,2024-11-19,L5,mist 1% + 20 min + IR 30 s,11.2,82.9%,2.7%,96.9%,28.4,IR too short
P06,2024-11-26,L4,repeat x3 (mean),11.0,84.7%,2.6%,97.5%,28.2,repeatable
""")),
        ("small_red_trials_2024.xlsx", xlsx([
            ("settings", [
                ["Pilot dehuller - treatment settings (50 kg lots)", None, None, None, None],
                ["date", "variant", "water added", "hold", "IR exposure / seed surface"],
                [D("2024-10-29", "dd-mmm-yy"), "L1", "0", "-", "-"],
                [D("2024-11-05", "dd-mmm-yy"), "L2", "2%", "12 h", "-"],
                [D("2024-11-07", "dd-mmm-yy"), "L3", "0", "-", "90 s / 110 C"],
                [D("2024-11-14", "dd-mmm-yy"), "L4", "1% mist", "20 min", "45 s / 85 C"],
                [D("2024-11-19", "dd-mmm-yy"), "L5", "1% mist", "20 min", "30 s / 78 C"],
                [D("2024-12-03", "dd-mmm-yy"), "plant", "1% mist", "20 min", "45 s / 85 C, 8 t/h"],
            ]),
            ("yield_colour", [
                ["Results", None, None, None, None],
                ["variant", "split yield", "chips", "a* (redness)", "verdict"],
                ["L1", "78.1%", "2.4%", 28.5, "yield low"],
                ["L2", "79.5%", "5.1%", 28.0, "chips"],
                ["L3", "82.6%", "2.2%", 24.1, "colour"],
                ["L4", "84.7%", "2.6%", 28.3, "pass"],
                ["L5", "82.9%", "2.7%", 28.4, "yield low"],
                ["plant run", "84.2%", "2.9%", 28.0, "pass"],
            ]),
        ])),
        ("PGQC_report_24-588.pdf", pdf(
            "Prairie Grain Quality Centre | Saskatoon SK | Report PGQC-24-588", [
                ("title", "Colour and Cooking Quality of Dehulled Small Red Lentil Splits"),
                ("p", "Client: Prairie Gold Pulse Processors Ltd. (attn. T. Bergstrom). Samples L1, L3, L4 "
                      "(pilot splits) received November 20, 2024. Report issued December 6, 2024."),
                ("p", "Methods: colour by tristimulus colorimeter, CIE L*a*b*, D65, ground and whole splits; "
                      "cooking time by Mattson cooker; dark split count in 500 g by image analysis."),
                ("table", [
                    ["Sample", "L*", "a*", "b*", "Cooking time (min)", "Dark splits per 500 g"],
                    ["L1", "58.2", "28.5", "34.0", "11.5", "3"],
                    ["L3", "54.9", "24.1", "30.2", "13.0", "41"],
                    ["L4", "57.8", "28.3", "33.6", "11.8", "4"],
                ]),
                ("p", "L3 splits are significantly darker and less red than L1; L4 is not different from L1 in "
                      "colour or cooking time."),
                ("p", "Colorimeter standardized daily against the white tile; Mattson cooker verified 2024-10-01."),
            ])),
        ("harvest_staffing_note_2024.txt", text("""
HR NOTE - fall 2024 staffing (D. Kowalski)
- harvest crew: 6 seasonal loaders start Sept 9 through end of December, 2 returning.
- Shift differential for nights stays at $2.25/h; weekend premium unchanged.
- Forklift recertification for all night shift before Nov 30.
- Reminder: safety boots allowance $175/yr, claim through payroll.
""")),
    ],
    noise_files=["harvest_staffing_note_2024.txt"],
    noise_spans={"mill_notes_fall2024.txt": [C04_FREIGHT]},
    not_entries=["2024-11-20", "2024-10-01"],
)


# ---------------------------------------------------------------------------
# C05 margin chipping when dry-milling thin-margin crowns from pre-sintered high-translucency 5Y zirconia
#     (dental laboratory, AB, 2025) - a dental supply quote PDF is noise (named loosely in the question);
#     targets from the clinic group's clinical director, uncertainty in the lab owner's reply; markdown notes
#     with "Mon Feb 10", ISO and "Mar 3" headings, an entry dated inside its first sentence; milling job CSV
#     with ISO dates; two-sheet workbook (mill settings, then microscope / fit results); university
#     microscopy PDF; fresh burs (Z2) showed bur wear was not the cause, slow climb milling (Z3) broke the
#     time limit; close chipping values Z3/Z4/Z5
# ---------------------------------------------------------------------------
case(
    {
        "name": "zirconia_crown_thin_margin_chipping",
        "question": "Hi, can you do T661 lines 242, 244 and 246 and a logbook for our zirconia margin chipping "
                    "work? Attached: Elena's milling notes, the job log CSV, the measurement workbook, the U of "
                    "A microscopy report and the e-mail thread with Dr. Chen. The Dentaflux PDF came in the same "
                    "folder.",
        "facts": {
            "242": [["50 µm"], ["0.3 mm"], ["25 min"], ["5Y"], ["lower fracture toughness"]],
            "244": [["sacrificial collar"], ["climb milling"], ["digital microscope"], ["replica"],
                    ["white state"]],
            "246": [["88 µm"], ["bur wear"], ["38 min"], ["2.4%"], ["41 µm"]],
        },
        "dates": ["2025-01-27", "2025-01-29", "2025-02-03", "2025-02-10", "2025-02-18", "2025-03-03",
                  "2025-03-10", "2025-03-14", "2025-03-24", "2025-04-04", "2025-04-30"],
        "noise": ["Volume rebate", "Quote valid 30 days", "free shipping"],
        "bindings": [
            {"value": "46 µm", "subject": "Z3", "others": ["Z4", "Z5"]},
            {"value": "32 µm", "subject": "Z4", "others": ["Z3", "Z5"]},
            {"value": "49 µm", "subject": "Z5", "others": ["Z4", "Z3"]},
        ],
    },
    [
        ("chen_zirconia_emails.txt", text("""
From: Dr. Amy Chen <achen@bowrivergroupdental.ca>
To: Elena Markovic <elena@summitdentalceramics.ca>
Date: Mon, 27 Jan 2025 18:22 -0700
Subject: remakes on the translucent anterior crowns

Elena,
Our dentists love the look of the high-translucency zirconia but we sent back 18% of the anterior and
premolar crowns in Q4, almost all for chipped margins. On the feather-edge preps the margin is down to 0.3 mm
and it arrives with little chips along it that we can see under loupes and can catch with an explorer.

If you want to keep the group's work:
- no margin chip deeper than 50 µm (our clinical threshold - beyond that cement washes out);
- remakes for margins 3% or less;
- no porcelain touch-ups to hide chips, and the fit has to stay where it is now;
- turnaround stays the same.
Dr. Amy Chen, Clinical Director, Bow River Group Dental

-----
From: Elena Markovic <elena@summitdentalceramics.ca>
To: Dr. Amy Chen
Date: Wed, 29 Jan 2025 21:05 -0700
Subject: RE: remakes on the translucent anterior crowns

Amy, understood. Here's where we are. The translucent material is 5Y zirconia (about 5 mol% yttria); it has
lower fracture toughness than the 3Y we used before, and we mill it dry in the pre-sintered "chalk" state,
where it is even more fragile. The chips form where the bur exits the thin margin and then shrink with the
crown in the sintering oven. The CAM software's default strategy is written for 3Y and thicker margins.
To keep our mills booked, each crown has to mill in 25 min or less.

What I don't know: whether it's the burs wearing, the cutting direction, or just that a 0.3 mm edge of 5Y
can't be milled at all without chipping. One idea is to mill a thicker edge and thin it by hand before
sintering, but hand work on chalk can chip it too, and the shrinkage could change the fit. We'll test one
change at a time on a standard die and measure every margin under a microscope.
Elena Markovic, RDT, owner, Summit Dental Ceramics Ltd., Calgary

-----
From: Dr. Amy Chen
Date: April 30, 2025 8:40 AM
To: Elena Markovic
Subject: RE: April numbers

Elena - one margin remake out of the 42 anterior units in April. Thank you. Keep doing whatever you changed.
Amy
""")),
        ("zirconia_milling_notes.md", text("""
# 5Y margin chipping - milling notes (E. Markovic, J. Tran)

Test part: upper central incisor crown on our standard typodont die, feather-edge margin designed at 0.3 mm.
Material: 5Y high-translucency discs, same lot all trials unless noted. Mill: 5-axis dry mill, 0.6 / 1.0 /
2.5 mm burs. 12 crowns per trial, sintered in the same program (1450 C). Chipping: depth of the deepest chip
at 8 points around each margin under the digital microscope (50x), after sintering. Remakes = returned by
the clinics for margins.

## 2025-02-03
Z1 = default CAM strategy for 5Y, new burs at start. Mean deepest chip 88 µm, 10 of 12 crowns have at least
one chip over 50. Mill time 21 min. This is what we've been shipping.

## Mon Feb 10
Z2 = Z1 but fresh 0.6 mm finishing bur every 10 units (normally ~60). Mean 71 µm. Some help, but the chips
are still there on new burs - bur wear is not the main cause.

## Tues Feb 18
Z3 = margin finishing pass at 50% feed with climb milling (bur cuts from the thick side toward the edge, not
off it). Mean 46 µm - first time under 50, but mill time 38 min. Fails the 25 min limit, can't run the
group's volume on that.

## Mar 3
Z4 = sacrificial collar: in CAD the margin is offset +0.15 mm outward, milled at the default feed (21 min + 3
min), and the collar is taken off with a fine rubber wheel in the white state (before sintering) under the
magnifier - takes Jen about 2 min per crown. Mean 32 µm. No chip over 50.

On Mar 10 we ran Z5 (collar 0.10 mm to save hand time): 49 µm, 2 crowns over 50. Too thin a collar still
chips when the bur exits. Z4 it is.

Mar 14 - 12 Z4 crowns and 12 Z1 crowns to the university for fit (replica technique) and SEM of the margins.

## 2025-03-24
Z4 live for all Bow River anterior / premolar units. Remakes tracked in the workbook.
""")),
        ("mill_job_log.csv", text("""
trial,date,variant,strategy,units,mill_min_per_unit,hand_min_per_unit,mean_deepest_chip_um,units_over_50um,notes
1,2025-02-03,Z1,default 5Y strategy,12,21,0,88 µm,10,baseline
2,2025-02-10,Z2,Z1 + new 0.6 mm bur every 10 units,12,21,0,71 µm,8,bur wear not main cause
3,2025-02-18,Z3,margin pass 50% feed + climb milling,12,38,0,46 µm,1,too slow
4,2025-03-03,Z4,sacrificial collar 0.15 mm + white-state removal,12,24,2,32 µm,0,
5,2025-03-10,Z5,sacrificial collar 0.10 mm,12,23,2,49 µm,2,collar too thin
""")),
        ("margin_measurements_2025.xlsx", xlsx([
            ("mill_settings", [
                ["Milling trials - settings (typodont UR1, 0.3 mm feather edge)", None, None, None],
                ["date", "variant", "margin strategy", "mill time (min)"],
                [D("2025-02-03", "yyyy-mm-dd"), "Z1", "default", 21],
                [D("2025-02-10", "yyyy-mm-dd"), "Z2", "default, fresh burs", 21],
                [D("2025-02-18", "yyyy-mm-dd"), "Z3", "50% feed, climb", 38],
                [D("2025-03-03", "yyyy-mm-dd"), "Z4", "collar +0.15 mm", 24],
                [D("2025-03-10", "yyyy-mm-dd"), "Z5", "collar +0.10 mm", 23],
            ]),
            ("chips_fit_remakes", [
                ["After sintering. Fit = mean marginal gap (replica, U of A). Remakes = clinic returns", None,
                 None, None],
                ["variant", "mean deepest chip", "marginal gap", "margin remakes"],
                ["Z1", "88 µm", "44 µm", "18% (Q4 2024)"],
                ["Z3", "46 µm", "n/t", "n/t"],
                ["Z4", "32 µm", "41 µm", "2.4% (Mar 24 - Apr 30, 83 units)"],
                ["Z5", "49 µm", "n/t", "n/t"],
            ]),
        ])),
        ("UofA_microscopy_report_MS25-0331.pdf", pdf(
            "University of Alberta - Dental Materials Characterization Service | Edmonton AB | Report MS25-0331", [
                ("title", "Marginal Integrity and Fit of Monolithic 5Y Zirconia Crowns"),
                ("p", "Client: Summit Dental Ceramics Ltd. Specimens: 12 crowns group Z1, 12 crowns group Z4, "
                      "received 2025-03-14. Report issued 2025-04-04."),
                ("p", "Methods: marginal gap by silicone replica technique on the master die, sectioned at 4 "
                      "sites, optical measurement (n=48 per group). Margin chipping by SEM at 100x around the "
                      "full circumference; deepest defect per crown."),
                ("table", [
                    ["Group", "Mean marginal gap (um)", "SD", "Mean deepest chip (um, SEM)", "Crowns with chip > 50 um"],
                    ["Z1", "44", "12", "91", "10 / 12"],
                    ["Z4", "41", "11", "34", "0 / 12"],
                ]),
                ("p", "Marginal gap does not differ between the groups (p > 0.05). Group Z4 margins show smooth "
                      "edges with small rounded defects; Z1 shows conchoidal spalling typical of tool exit."),
                ("p", "SEM magnification calibrated 2025-01-15."),
            ])),
        ("Dentaflux_quote_Q-88410.pdf", pdf(
            "Dentaflux Supply Canada | Mississauga ON | QUOTATION Q-88410", [
                ("title", "Quotation Q-88410"),
                ("p", "Prepared for: Summit Dental Ceramics Ltd., Calgary. Sales rep: K. Ilyas."),
                ("table", [
                    ["Item", "Description", "Qty", "Unit", "Total"],
                    ["ZR5-98-14", "5Y HT zirconia disc 98 x 14 mm, A2", "20", "$138.00", "$2,760.00"],
                    ["ZR5-98-18", "5Y HT zirconia disc 98 x 18 mm, A1", "10", "$151.00", "$1,510.00"],
                    ["BUR-06", "Finishing bur 0.6 mm, 3-pack", "15", "$64.00", "$960.00"],
                ]),
                ("p", "Volume rebate 6% on orders over $5,000. Quote valid 30 days. Orders before 2 pm MT ship "
                      "same day; free shipping over $500."),
            ])),
    ],
    noise_files=["Dentaflux_quote_Q-88410.pdf"],
    not_entries=["2025-01-15"],
)


# ---------------------------------------------------------------------------
# C06 recovering fermentation CO2 at craft-brewery scale to beverage grade (brewery, NS, 2025) - the
#     brewery's customer newsletter is noise (not named) and a taproom aside in the DOCX is noise; DOCX
#     summary with headings (targets from the owner inside it); brewer's log with chatty dates ("Tues. Jan
#     14th", "Feb 4 (Tue)"); analyzer CSV exported in m/d/yy (US-made instrument, stated in its header, so
#     "3/4/25" is March 4); two-sheet workbook (batches, then gas quality); gas lab PDF with ISO dates; a fixed
#     24 h start (C1) drew in headspace air, a carbon bed alone (C3) let sulphur through on the lager; close
#     O2 values C2/C3/C4
# ---------------------------------------------------------------------------
C06_TAPROOM = ("Taproom note (not part of the project): the winter trivia nights move to Thursdays, and the "
               "CO2 cylinder rental from the gas supplier stays on the monthly contract until we decide.")
case(
    {
        "name": "craft_brewery_fermentation_co2_recovery",
        "question": "Could you prepare T661 lines 242, 244 and 246 and a logbook for our CO2 recovery project? "
                    "I've attached Colm's summary (Word), the brew log, the analyzer export, the trials workbook "
                    "and the lab report from Atlantic Gas Analytics. Newsletter is also in the zip, ignore.",
        "facts": {
            "242": [["99.9%"], ["30 ppm"], ["0.1 ppm"], ["at least 50%"], ["headspace air"]],
            "244": [["non-condensable"], ["permanganate"], ["triangle test"], ["activated carbon"],
                    ["inline O2"]],
            "246": [["1,800 ppm"], ["41%"], ["0.35 ppm"], ["56%"], ["below 0.05 ppm"]],
        },
        "dates": ["2025-01-14", "2025-01-21", "2025-01-28", "2025-02-04", "2025-02-11", "2025-02-25",
                  "2025-03-04", "2025-03-11", "2025-03-12", "2025-03-18", "2025-03-21"],
        "noise": ["trivia nights", "Winter Warmer", "Growler fills"],
        "bindings": [
            {"value": "220 ppm", "subject": "C2", "others": ["C3", "C4"]},
            {"value": "12 ppm", "subject": "C3", "others": ["C2", "C4"]},
            {"value": "14 ppm", "subject": "C4", "others": ["C3", "C2"]},
        ],
    },
    [
        ("co2_recovery_summary.docx", docx([
            ("title", "Fermentation CO2 Recovery - Development Summary"),
            ("p", "Tidewater Brewing Co., Lunenburg NS. Written by Colm Fitzgerald, head brewer, with notes "
                  "from A. Boudreau (process engineer, contract). March 2025."),
            ("h1", "Why"),
            ("p", "We buy about 38 t of CO2 a year for carbonation, purging and packaging, and our four 30 hL "
                  "fermenters vent more than that to the sky. Supply was cut twice in 2024. Recovery plants "
                  "sold to big breweries start around 100 kg/h and cost more than our building; our fermenters "
                  "give 2-8 kg/h depending on the day of fermentation."),
            ("h1", "Targets (set by Jill, owner)"),
            ("b", "Recover at least 50% of the CO2 our fermentations produce."),
            ("b", "Beverage grade: purity 99.9% or better, oxygen 30 ppm or less, total sulphur 0.1 ppm or less "
                  "(ISBT-type limits), no taste in carbonated water."),
            ("b", "Fits in 6 m2 of the cellar and runs on the existing 208 V service."),
            ("h1", "What we did not know"),
            ("p", "At the start of fermentation the gas leaving the fermenter is mostly headspace air; later it "
                  "is nearly pure CO2 but carries ethanol, water, and sulphur compounds (H2S from lager yeast, "
                  "hop sulphur). Big plants start collecting on a purity reading and then remove O2 and N2 by "
                  "liquefaction and distillation. We did not know when a small fermenter with our yeasts "
                  "crosses from headspace air to usable gas, how much CO2 is lost by waiting, whether a "
                  "small liquefier with a non-condensable purge gets O2 down to 30 ppm without a column, or "
                  "how fast a small activated carbon bed saturates with sulphur compounds."),
            ("h1", "What we tried"),
            ("n", "C1 - collect from 24 h after pitch; water scrubber, activated carbon bed (25 kg), desiccant "
                  "dryer, compressor to 18 bar storage."),
            ("n", "C2 - as C1 but start collecting only when the inline O2 reading drops below 0.5%."),
            ("n", "C3 - C2 + rented 10 kg/h liquefier with non-condensable purge."),
            ("n", "C4 - C3 + potassium permanganate on alumina pre-bed ahead of the carbon, carbon changed "
                  "every 4 batches, start threshold moved to 1.0% O2 with a short purge."),
            ("p", C06_TAPROOM),
            ("h1", "Results"),
            ("table", [
                ["Config", "O2 in product", "Total sulphur", "Purity", "Recovered", "Comment"],
                ["C1", "1,800 ppm", "0.08 ppm", "99.5%", "63%", "air in product"],
                ["C2", "220 ppm", "0.07 ppm", "99.93%", "41%", "late start loses gas, O2 still high"],
                ["C3", "12 ppm", "0.35 ppm", "99.98%", "46%", "sulphur through carbon on the lager"],
                ["C4", "14 ppm", "below 0.05 ppm", "99.97%", "56%", "all targets met"],
            ]),
            ("p", "C4 met every target, confirmed by Atlantic Gas Analytics, and a triangle test on soda water "
                  "made with recovered vs bought CO2 could not tell them apart. Open: we rented the liquefier; "
                  "a purchased unit and carbon cost per tonne are not worked out."),
        ])),
        ("brew_log_co2.txt", text("""
TIDEWATER BREWING - cellar / CO2 recovery log (Colm, Mireille)

Tues. Jan 14th - FV3 (Harbour Pale, ale yeast). C1: collection started 24 h after pitch. Scrubber + carbon +
dryer + compressor all ran. Product O2 1,800 ppm on the analyzer. Way too much air. - CF
Jan 21 - FV2 (lager). C2: waited for the inline O2 under 0.5% before opening the valve - took 46 h. O2 down to
220 ppm, but we vented a lot of gas waiting. - MB
Jan 28 - FV4 (ale). C2 again: 38 h to 0.5%. 41% recovered over the whole ferment. Still over 30 ppm O2. - CF
Feb 4 (Tue) - Liquefier skid arrived (rental, 10 kg/h). C3 on FV3 ale. Purge valve bleeds the non-condensables
off the top of the receiver. O2 12 ppm!! - CF
Feb 11 - C3 on FV2 lager (3rd batch on the same carbon). Sulphur smell at the sample port, analyzer 0.35 ppm
total S. Carbon saturated faster than the supplier's sheet suggested. - MB
Feb 25 - C4: permanganate alumina pre-bed in, new carbon, start at 1.0% O2 with 10 min purge. FV2 lager.
O2 14 ppm, sulphur below detection. - CF
Mar 4 - C4 on FV4 ale, 2nd batch on the bed. Fine. - MB
Mar 11 - C4 on FV2 lager, 3rd batch on the bed, sulphur still below 0.05. Recovery over the four C4 weeks
56%. - CF
Mar 12 - filled 2 sample cylinders from storage for Atlantic Gas Analytics. - MB
Mar 18 - triangle test, 12 staff, soda water recovered vs bought CO2: 4 of 12 picked the odd one (chance).
Nobody could tell. - CF
""")),
        ("co2_analyzer_export.csv", text("""
# exported from the CO2 purity analyzer (US-made) - date format m/d/yy
date,fermenter,config,collect_start_h_after_pitch,O2_ppm,total_S_ppm,purity_pct,recovered_pct
1/14/25,FV3,C1,24,1800,0.08,99.50,63
1/21/25,FV2,C2,46,230,0.06,99.93,41
1/28/25,FV4,C2,38,220,0.07,99.93,41
2/4/25,FV3,C3,37,12,0.04,99.98,47
2/11/25,FV2,C3,45,13,0.35,99.97,44
2/25/25,FV2,C4,33,14,0.02,99.97,57
3/4/25,FV4,C4,29,13,0.02,99.97,55
3/11/25,FV2,C4,34,15,0.03,99.96,56
""")),
        ("co2_recovery_trials.xlsx", xlsx([
            ("batches", [
                ["CO2 recovery - fermentations collected", None, None, None, None],
                ["date", "fermenter", "beer", "config", "kg CO2 recovered"],
                [D("2025-01-14", "mm/dd/yy"), "FV3", "Harbour Pale (ale)", "C1", 112],
                [D("2025-01-21", "mm/dd/yy"), "FV2", "Kelp Lager", "C2", 71],
                [D("2025-01-28", "mm/dd/yy"), "FV4", "Dory IPA (ale)", "C2", 74],
                [D("2025-02-04", "mm/dd/yy"), "FV3", "Harbour Pale (ale)", "C3", 84],
                [D("2025-02-11", "mm/dd/yy"), "FV2", "Kelp Lager", "C3", 80],
                [D("2025-02-25", "mm/dd/yy"), "FV2", "Kelp Lager", "C4", 102],
                [D("2025-03-04", "mm/dd/yy"), "FV4", "Dory IPA (ale)", "C4", 99],
                [D("2025-03-11", "mm/dd/yy"), "FV2", "Kelp Lager", "C4", 101],
            ]),
            ("gas_quality", [
                ["Gas quality by configuration (analyzer; lab check on C4)", None, None, None, None],
                ["config", "O2", "total sulphur", "purity", "recovered"],
                ["C1", "1,800 ppm", "0.08 ppm", "99.5%", "63%"],
                ["C2", "220 ppm", "0.07 ppm", "99.93%", "41%"],
                ["C3", "12 ppm", "0.35 ppm", "99.98%", "46%"],
                ["C4", "14 ppm", "below 0.05 ppm", "99.97%", "56%"],
            ]),
        ])),
        ("AGA_report_25-0147.pdf", pdf(
            "Atlantic Gas Analytics Inc. | Dartmouth NS | Report AGA-25-0147", [
                ("title", "Analysis of Recovered Carbon Dioxide against Beverage-Grade Limits"),
                ("p", "Client: Tidewater Brewing Co. Samples: 2 cylinders, recovered CO2 (configuration C4), "
                      "filled 2025-03-12, received 2025-03-13. Report issued 2025-03-21."),
                ("p", "Methods: purity by difference after GC-TCD; O2 by electrochemical cell; total sulphur by "
                      "GC-SCD; acetaldehyde and benzene by GC-MS; odour and taste in water by trained panel."),
                ("table", [
                    ["Parameter", "Limit", "Cylinder A", "Cylinder B"],
                    ["Purity (% v/v)", "99.9 min", "99.97", "99.96"],
                    ["Oxygen (ppm v/v)", "30 max", "14", "15"],
                    ["Total sulphur (ppm v/v)", "0.1 max", "<0.05", "<0.05"],
                    ["Acetaldehyde (ppm v/v)", "0.2 max", "0.06", "0.07"],
                    ["Odour / taste in water", "none", "none", "none"],
                ]),
                ("p", "Both cylinders meet all listed beverage-grade limits."),
                ("p", "GC-SCD calibration verified 2025-03-03."),
            ])),
        ("tidewater_newsletter_feb2025.md", text("""
# The Tidewater Tide - February 2025

**Winter Warmer is back!** Our 7.2% dark ale with Nova Scotia maple is on tap and in 473 mL cans.

* Growler fills 20% off every Tuesday
* Valentine's pairing night with the Lunenburg chocolate shop - tickets at the bar
* Kitchen now open until 10 on Fridays

Thanks for drinking local!
""")),
    ],
    noise_files=["tidewater_newsletter_feb2025.md"],
    noise_spans={"co2_recovery_summary.docx": [C06_TAPROOM]},
    not_entries=["2025-03-13", "2025-03-03"],
)


# ---------------------------------------------------------------------------
# C07 natural hydraulic lime repointing mortar that survives early frost on a heritage church tower (masonry
#     restoration contractor, ON, 2024) - a scaffold subcontract excerpt is noise (not named); targets from
#     the heritage architect, uncertainty in the contractor's reply; site diary with "Tues Oct 8", "Oct. 15",
#     "22 Oct" and ISO entries; two-sheet workbook (panels, then cube / frost results); lab PDF; plain NHL 3.5
#     (H1) crumbled in the freeze-thaw test, NHL 5 (H2) came out too strong for the stone; close 28-day
#     strengths H2/H3/H4
# ---------------------------------------------------------------------------
case(
    {
        "name": "heritage_lime_mortar_cold_weather_repointing",
        "question": "Looking for T661 lines 242, 244 and 246 and a logbook for the cold-weather lime mortar "
                    "work on the St. Columba tower. I've attached the site diary, the panel workbook, the "
                    "Kingsbridge lab report and the e-mails with Anne Kerr. The scaffold subcontract is in "
                    "there too.",
        "facts": {
            "242": [["2 to 5 MPa"], ["1% or less"], ["no Portland cement"], ["below 5 °C"], ["carbonation"]],
            "244": [["metakaolin"], ["NHL 5"], ["insulated curing blankets"], ["freeze-thaw"], ["test panels"]],
            "246": [["0.4 MPa"], ["9.2%"], ["6.2 MPa"], ["1.6 MPa"], ["0.6%"]],
        },
        "dates": ["2024-09-30", "2024-10-02", "2024-10-08", "2024-10-15", "2024-10-22", "2024-10-29",
                  "2024-11-05", "2024-11-12", "2024-11-19", "2024-11-26", "2024-12-06", "2024-12-10"],
        "noise": ["holdback", "swing stage", "WSIB clearance"],
        "bindings": [
            {"value": "6.2 MPa", "subject": "H2", "others": ["H3", "H4"]},
            {"value": "4.1 MPa", "subject": "H3", "others": ["H2", "H4"]},
            {"value": "3.8 MPa", "subject": "H4", "others": ["H3", "H2"]},
        ],
    },
    [
        ("st_columba_mortar_emails.txt", text("""
From: Anne Kerr <akerr@kerrheritagearchitects.ca>
To: Dom Pirozzi <dom@limestonerestoration.ca>
Date: Mon, 30 Sep 2024 11:15 -0400
Subject: St. Columba tower - mortar spec for the late season

Dom,
The diocese can only keep the tower scaffold until Nov 30, so the repointing will run into cold weather.
The building is designated; the heritage permit and the conservation standards don't change because of the
calendar:
- no Portland cement, natural hydraulic lime only, colour and texture to match the sample panel;
- the mortar must stay weaker than the limestone - 28-day compressive strength 2 to 5 MPa;
- it has to survive the first frosts: at 7 days old, 10 freeze-thaw cycles with mass loss 1% or less;
- no heated enclosure on the tower (fire risk, 1868 timber roof and belfry).
Please propose how you'll meet this and test it before you touch the tower.
Anne Kerr, OAA, CAHP, Kerr Heritage Architects

-----
From: Dom Pirozzi <dom@limestonerestoration.ca>
To: Anne Kerr
Date: Wed, 2 Oct 2024 19:40 -0400
Subject: RE: St. Columba tower - mortar spec for the late season

Anne, the standard answer is "don't lay lime mortar below 5 °C", and that's the problem. NHL sets two ways:
the hydraulic set, which slows right down in the cold, and carbonation, which takes weeks and needs the
joint to stay damp. At 2-6 °C days and frost at night I don't know how much strength a lime mortar has at 7
days, and nobody publishes it for our stone and sand. The ways to get early strength - a stronger lime or a
pozzolan like metakaolin - can push the 28-day strength over your 5 MPa and make the joint harder than the
stone, which is what we're trying not to do.

Plan: build test panels on the tower's north face (same stone, same exposure), one mix change at a time,
cubes and freeze-thaw samples cured beside the panels, tested at Kingsbridge.
Dom Pirozzi, Limestone Restoration Ltd., Kingston

-----
From: Anne Kerr
Date: December 10, 2024 2:30 PM
To: Dom Pirozzi
Subject: RE: lab results

Dom, the report checks out and the north and west faces look right. Approved to complete the east face in
spring with the same mix and blankets.
Anne
""")),
        ("st_columba_site_diary.txt", text("""
ST. COLUMBA TOWER - SITE DIARY - repointing / mortar trials (D. Pirozzi, foreman T. Whelan)
All panels: 1 m2 on the north face at scaffold lift 3, raked out 25 mm, same local sand (washed, 0-2 mm),
mix 1 binder : 2.5 sand by volume. 6 cubes + 3 freeze-thaw prisms cast per panel, cured on the scaffold
beside the panel under the same cover. Air temp from the logger on lift 3.

Tues Oct 8 - Panel H1: NHL 3.5, cold mix water (hose, 9 C). Air 3-7 C, frost overnight -2. Pointed 14:00.
Covered with burlap only. Joints still soft to thumb day 3.

Oct. 15 - Panel H2: NHL 5, same otherwise. Air 4-9 C. Sets faster, thumb-hard by day 2. Colour a bit
greyer than the sample panel.

22 Oct - Panel H3: NHL 3.5 + 10% metakaolin (by binder weight). Air 2-6 C, -3 C on the night of the 24th.
Harder than H1 by day 3. Colour ok.

2024-10-29
Panel H4: H3 mix + mix water heated to 25 C in the drum heater, joints misted once at day 1 then covered with
insulated curing blankets (closed-cell, no heat source) for 7 days. Logger under the blanket stayed 3-4 C
above air, never below 0 C. Air 1-6 C.

2024-11-05
H4 7-day cubes + FT prisms driven to Kingsbridge. (Each panel's samples go to the lab at 7 days old, so H1-H3
are already in their 10 freeze-thaw cycles.)

2024-11-12
Kingsbridge phoned: H1 7-day 0.4 MPa, crumbled in the freeze-thaw, 9.2% mass loss. Plain NHL 3.5 in this cold
is out. H2 7-day fine but 28-day likely high.

2024-11-19
H4 7-day 1.6 MPa, 0.6% mass loss after 10 cycles. Started repointing the north face with the H4 mix +
blankets. Carbonation check (phenolphthalein) on H1-H4 panels at 3-4 weeks: 3-4 mm carbonated front only -
the early strength is the hydraulic set.

2024-11-26
28-day results in: H2 6.2 MPa (over 5 - too strong), H3 4.1 MPa, H4 3.8 MPa. West face started with H4.
""")),
        ("lime_panels_2024.xlsx", xlsx([
            ("panels", [
                ["Test panels - north face, lift 3", None, None, None, None, None],
                ["panel", "pointed", "binder", "additive", "mix water (C)", "curing cover"],
                ["H1", D("2024-10-08", "ddd d mmm yyyy"), "NHL 3.5", "-", 9, "burlap"],
                ["H2", D("2024-10-15", "ddd d mmm yyyy"), "NHL 5", "-", 9, "burlap"],
                ["H3", D("2024-10-22", "ddd d mmm yyyy"), "NHL 3.5", "metakaolin 10%", 9, "burlap"],
                ["H4", D("2024-10-29", "ddd d mmm yyyy"), "NHL 3.5", "metakaolin 10%", 25,
                 "insulated curing blankets 7 d"],
            ]),
            ("cubes_frost", [
                ["Kingsbridge results - cubes cured beside panels", None, None, None, None],
                ["panel", "7-day strength", "FT mass loss (10 cycles at 7 d)", "28-day strength", "verdict"],
                ["H1", "0.4 MPa", "9.2%", "2.3 MPa", "fails frost"],
                ["H2", "1.8 MPa", "0.8%", "6.2 MPa", "too strong"],
                ["H3", "1.1 MPa", "2.8%", "4.1 MPa", "fails frost"],
                ["H4", "1.6 MPa", "0.6%", "3.8 MPa", "meets all"],
            ]),
        ])),
        ("Kingsbridge_lab_report_KL-24-3390.pdf", pdf(
            "Kingsbridge Materials Laboratory | Kingston ON | Report KL-24-3390", [
                ("title", "Compressive Strength and Freeze-Thaw Durability of NHL Repointing Mortars"),
                ("p", "Client: Limestone Restoration Ltd. Project: St. Columba Church tower. Specimens: 50 mm "
                      "cubes and 40 x 40 x 160 mm prisms, site-cured. Freeze-thaw: 10 cycles of 16 h at -15 C / "
                      "8 h at +20 C under water, started at 7 days age. Report issued December 6, 2024."),
                ("table", [
                    ["Mix", "7-day (MPa)", "28-day (MPa)", "Mass loss after 10 FT cycles", "Condition"],
                    ["H1 NHL 3.5", "0.4", "2.3", "9.2%", "surface scaling, crumbled edges"],
                    ["H2 NHL 5", "1.8", "6.2", "0.8%", "sound"],
                    ["H3 NHL 3.5 + MK", "1.1", "4.1", "2.8%", "edge scaling"],
                    ["H4 NHL 3.5 + MK, warm water, blankets", "1.6", "3.8", "0.6%", "sound"],
                ]),
                ("p", "Only H4 meets both the 2 to 5 MPa band at 28 days and the 1% freeze-thaw mass loss limit."),
                ("p", "Compression machine verified 2024-06-18 (CSA A23.2 calibration)."),
            ])),
        ("scaffold_subcontract_excerpt.txt", text("""
SUBCONTRACT - EXCERPT - Scaffolding, St. Columba Church tower
Between Limestone Restoration Ltd. (Contractor) and Cataraqui Access Systems Inc. (Subcontractor)

4.1 Rental term ends November 30, 2024; extension at the weekly rate of $3,850 plus HST, on 7 days' notice.
4.2 A 10% holdback is retained until 45 days after substantial completion, per the Construction Act.
5.3 The swing stage for the belfry louvres is supplied separately and operated only by the Subcontractor's
    certified staff.
7.1 Subcontractor shall provide WSIB clearance and a $5M liability certificate before mobilization.
""")),
    ],
    noise_files=["scaffold_subcontract_excerpt.txt"],
    not_entries=["2024-10-24", "2024-06-18", "2024-11-30"],
)


# ---------------------------------------------------------------------------
# C08 early lameness detection for dairy cows from one overhead camera in the parlour return alley (agtech
#     software start-up, QC, 2024-25) - board minutes are noise (not named); targets from the herd vet,
#     uncertainty in the developer's reply; markdown dev log with "Mon Sep 16", ISO and "Oct 1" headings, an
#     entry dated inside its first sentence, a period ("Nov 18 - Jan 31"); eval CSV with ISO dates; two-sheet
#     workbook (pilot alerts, then vet confirmation only on sheet 2); back-arch threshold (V1) missed too many,
#     end-to-end CNN (V2) did not carry to a second barn; close sensitivity values V3/V4/V5
# ---------------------------------------------------------------------------
case(
    {
        "name": "dairy_cow_lameness_overhead_camera",
        "question": "Can you write T661 lines 242, 244 and 246 and a logbook for our lameness detection project "
                    "(Ferme Beaulac + Ferme Tremblay)? Attached: Karim's dev log, the eval CSV, the pilot "
                    "workbook and the e-mails with Dr. Gagnon. Board minutes also in the folder.",
        "facts": {
            "242": [["at least 85%"], ["at least 90%"], ["5 days before"], ["occluded"],
                    ["single file"]],
            "244": [["keypoint"], ["locomotion score"], ["per-cow baseline"], ["leave-one-barn-out"], ["RFID"]],
            "246": [["61%"], ["58%"], ["87.5%"], ["92.3%"], ["7 days"]],
        },
        "dates": ["2024-08-19", "2024-08-21", "2024-09-03", "2024-09-16", "2024-10-01", "2024-10-15",
                  "2024-10-29", "2024-11-12", "2024-11-18", "2025-01-31", "2025-02-07"],
        "noise": ["Series A", "convertible note", "SIAL"],
        "bindings": [
            {"value": "82.4%", "subject": "V3", "others": ["V4", "V5"]},
            {"value": "87.5%", "subject": "V4", "others": ["V3", "V5"]},
            {"value": "86.8%", "subject": "V5", "others": ["V4", "V3"]},
        ],
    },
    [
        ("lameness_gagnon_emails.txt", text("""
From: Dr. Julie Gagnon <jgagnon@cliniqueveterinaireyamaska.ca>
To: Karim Haddad <karim@borealvision.ca>
Cc: Luc Beaulac
Date: Mon, 19 Aug 2024 12:30 -0400
Subject: camera pour les boiteries - what would be useful

Karim,
Following our meeting at Ferme Beaulac. Lameness is the #1 reason for culling in Luc's herd (180 milking
cows, free stall, 2 x 12 parlour). By the time the farmer sees a cow limping, the sole ulcer is already
there. To be useful to me, a camera system has to:
- catch at least 85% of cows that I score 3 or more on the 1-5 locomotion score (sensitivity);
- be right at least 90% of the time when it says a cow is sound (specificity) - otherwise farmers ignore it;
- flag the cow at least 5 days before the farmer would notice;
- use one camera over the return alley. The walk-over pressure mats cost around $40,000, no one here buys that.
Dr. Julie Gagnon, DMV, Clinique vétérinaire Yamaska

-----
From: Karim Haddad <karim@borealvision.ca>
To: Dr. Julie Gagnon
Date: Wed, 21 Aug 2024 22:10 -0400
Subject: RE: camera pour les boiteries - what would be useful

Julie, merci. The published systems all film cows from the side, walking single file through a chute, or
use the mats. In Luc's return alley the cows come out in bunches of 2-3 side by side, nose to tail, so from
above they are partly occluded by each other, and in winter the alley fills with steam. From directly above we
lose the head bob and the stride you see from the side. We don't know if top-down video has enough signal,
and with maybe 15% of cows lame at any time we'll have few lame examples to learn from. Also a model trained in
one barn may only learn that barn's lighting and floor.

We'll install over Luc's alley and a second barn (Ferme Tremblay) and compare to your scores every two weeks.
Karim Haddad, CTO, Boréal Vision Agricole inc., Saint-Hyacinthe

-----
From: Dr. Julie Gagnon
Date: February 7, 2025 4:15 PM
To: Karim Haddad
Subject: RE: bilan pilote

Karim - over the pilot I confirmed the large majority of your alerts, and Luc treated 9 cows earlier than he
would have. I'll present it to the vet association in the spring. Ferme Tremblay wants to keep the system.
Julie
""")),
        ("lameness_dev_log.md", text("""
# Lameness from the return alley - dev log (K. Haddad, S. Tran)

Setup: 1 overhead camera per barn, 4.2 m above the alley, RGB + depth. Cow ID: the parlour RFID reader, matched
by exit order. Ground truth: Dr. Gagnon's locomotion score (1-5, lame = 3 or more) every two weeks on all cows,
blind to our output. Eval: leave-one-barn-out (train on one barn, test on the other) + per-cow split inside a
barn. Sensitivity/specificity at the cow-scoring-session level.

## 2024-09-03
Cameras installed at Beaulac and Tremblay. Heated enclosure on the Beaulac one (steam).

## Mon Sep 16
V1 = back-arch curvature from the depth image along the spine, threshold tuned on Beaulac. Sensitivity 61%,
specificity 88%. Arched back shows only in the really lame cows (score 4-5). Misses most 3s.

## Oct 1
V2 = CNN on 3 s RGB clips end-to-end (ResNet backbone + temporal pooling). Inside Beaulac: sens 90%, spec
89%. Leave-one-barn-out on Tremblay: sens 58%. It learned the barn - lighting, floor grooves, which cows walk
where. Not usable for a product sold barn to barn.

## 2024-10-15
V3 = keypoint pose model (9 keypoints from above: nose, withers, hook bones, tail head, 4 hoof points visible
at the stride edge) fine-tuned on 2,400 hand-labelled frames from both barns, then gait features per pass:
stride length, step asymmetry, head-bob amplitude from nose vs withers, back arch, speed, and gradient boosted
trees. Tracker handles cows occluded for < 1.5 s. Leave-one-barn-out: sens 82.4%, spec 91.0%. Close.

On Oct 29 we added a per-cow baseline to V3 (= V4): each cow's features compared to her own rolling 14-day
median, so a naturally short-striding cow doesn't look lame. Needs RFID to be right - the exit-order match
was checked against tail-head ear tags on video, 97% correct. Leave-one-barn-out: sens 87.5%, spec 92.3%.

## 2024-11-12
V5 = V4 + depth channel as extra features. sens 86.8%, spec 92.0% - no gain, more compute. Stay with V4.

## Nov 18 - Jan 31 live pilot
V4 sends a daily list of cows to check to Luc and to Tremblay. Julie scores independently. Results in the
pilot workbook.

Open: heifers in their first 14 days have no baseline yet - they fall back to V3 thresholds.
""")),
        ("lameness_eval_runs.csv", text("""
eval_id,date,variant,method,split,scoring_sessions,sensitivity,specificity,note
E1,2024-09-16,V1,depth back-arch threshold,Beaulac only,1080,61%,88%,misses score 3
E2,2024-10-01,V2,end-to-end CNN on RGB clips,within Beaulac,1080,90%,89%,
E2b,2024-10-01,V2,end-to-end CNN on RGB clips,leave-one-barn-out (test Tremblay),720,58%,84%,learned the barn
E3,2024-10-15,V3,keypoints + gait features + boosted trees,leave-one-barn-out,1800,82.4%,91.0%,
E4,2024-10-29,V4,V3 + per-cow baseline (RFID),leave-one-barn-out,1800,87.5%,92.3%,targets met
E5,2024-11-12,V5,V4 + depth features,leave-one-barn-out,1800,86.8%,92.0%,no gain
""")),
        ("lameness_pilot_2024-25.xlsx", xlsx([
            ("alerts", [
                ["Live pilot V4 - daily alerts (cows flagged lame)", None, None, None],
                ["period start", "barn", "cows", "alerts sent"],
                [D("2024-11-18", "d mmmm yyyy"), "Beaulac", 180, 41],
                [D("2024-11-18", "d mmmm yyyy"), "Tremblay", 120, 27],
                ["pilot end", D("2025-01-31", "d mmmm yyyy"), None, None],
            ]),
            ("vet_confirmation", [
                ["Dr. Gagnon's scoring vs alerts, whole pilot", None, None, None, None],
                ["barn", "sensitivity", "specificity", "median days before farmer noticed", "cows treated early"],
                ["Beaulac", "88.2%", "92.6%", "7 days", 6],
                ["Tremblay", "86.1%", "91.8%", "6 days", 3],
                ["both", "87.4%", "92.3%", "7 days", 9],
            ]),
        ])),
        ("board_minutes_2024-12.txt", text("""
BORÉAL VISION AGRICOLE INC. - Board of directors, minutes, December 2024 (video)
Present: M. Côté (chair), K. Haddad, S. Tran, P. Lemieux (investor rep.)
1. Financing: $350k convertible note closed in November; Series A outreach to start in Q2 2025.
2. Sales: two distributor meetings planned at SIAL Montréal and the Quebec dairy expo.
3. Hiring: one ML engineer posting approved, salary band as presented.
4. Next meeting in March.
""")),
    ],
    noise_files=["board_minutes_2024-12.txt"],
)


# ---------------------------------------------------------------------------
# C09 dump body liner that lets wet aggregate loads slide out after a haul at -25 C without body heating
#     (truck body manufacturer, MB, 2024-25) - a dealer spec sheet is noise (not named); DOCX engineering
#     report with headings, targets from the customer inside it, and a timeline table with "November 4, 2024"
#     style dates; lab rig workbook (coupons, then abrasion results on sheet 2); field haul CSV with ISO dates;
#     polymer lab PDF with "10 Jan 2025" dates; silicone icephobic coating (D3) wore through, standard UHMW
#     (D2) still held a fifth of the load; close carryback values D2/D4/D5
# ---------------------------------------------------------------------------
case(
    {
        "name": "dump_body_frozen_load_release_liner",
        "question": "We need T661 lines 242, 244 and 246 and a logbook for the frozen-load liner project for "
                    "Pembina Aggregates. Attached: Kurt's engineering report, the lab rig workbook, the field "
                    "haul log and the Prairie Polymer Testing report. Ignore the spec sheet.",
        "facts": {
            "242": [["5% or less"], ["45°"], ["-25 °C"], ["no body heating"], ["mechanical interlock"]],
            "244": [["push-off"], ["oil-bleeding UHMW"], ["gravel slurry"], ["carryback"],
                    ["silicone icephobic"]],
            "246": [["420 kPa"], ["390 kPa"], ["62 kPa"], ["4.2%"], ["0.9 mm"]],
        },
        "dates": ["2024-10-28", "2024-11-04", "2024-11-13", "2024-11-20", "2024-12-02", "2024-12-09",
                  "2025-01-10", "2025-01-14", "2025-01-21", "2025-01-28", "2025-02-04", "2025-02-18",
                  "2025-03-07"],
        "noise": ["Hardox", "Ask your dealer", "Financing available"],
        "bindings": [
            {"value": "21%", "subject": "D2", "others": ["D4", "D5"]},
            {"value": "4.2%", "subject": "D4", "others": ["D2", "D5"]},
            {"value": "4.6%", "subject": "D5", "others": ["D4", "D2"]},
        ],
    },
    [
        ("frozen_load_liner_report.docx", docx([
            ("title", "Frozen-Load Release Liner for Tandem Dump Bodies - Engineering Report"),
            ("p", "Red River Truck Bodies Ltd., Winkler MB. Kurt Penner, P.Eng., engineering manager, with "
                  "B. Unger (shop lead). Report date: March 7, 2025."),
            ("h1", "Background and targets"),
            ("p", "On October 28, 2024 Pembina Aggregates (winter sand and gravel hauling for RMs south of "
                  "Winnipeg) told us they will not order 12 new bodies unless we fix frozen carryback. Wet "
                  "screened sand and 19 mm gravel at 6-9% moisture freeze to the floor and sides during 2-4 h "
                  "hauls; drivers raise the box to full, bang the tailgate, and still haul part of the load "
                  "back. Their new trucks have SCR/DEF aftertreatment and the engine maker will not warranty "
                  "exhaust routed through the body, so there is no body heating. Targets:"),
            ("b", "carryback 5% or less of the load at -25 °C after a 3 h haul;"),
            ("b", "load must slide with the box raised to 45° or less (not full raise, for overhead lines);"),
            ("b", "liner lasts at least 3 winter seasons (about 3,000 loads) - wear 3 mm or less;"),
            ("b", "no more than 250 kg added to the body."),
            ("h1", "Technical uncertainty"),
            ("p", "Ice adhesion to polymers is well studied for clean ice, and low-ice-adhesion (icephobic) "
                  "coatings exist, but they are soft and not made for gravel. A frozen aggregate load sticks by "
                  "two mechanisms at once: ice bonding to the surface, and mechanical interlock of frozen fines "
                  "in the surface texture, which grows as the liner is scratched. We did not know whether any "
                  "surface keeps low adhesion after a season of gravel abrasion, or how lab adhesion numbers "
                  "would translate into carryback in a real box."),
            ("h1", "Method"),
            ("p", "Lab: 100 x 100 mm coupons in the cold room at -25 °C; wet sand/gravel (8% water) frozen 3 h "
                  "in a 75 mm steel collar on the coupon, then pushed sideways (push-off shear, kPa) with a load "
                  "cell. Abrasion: 500 cycles in a rotating drum with gravel slurry, then push-off again; "
                  "wear rate by Prairie Polymer Testing. Field: two Pembina trucks, same route, hauls logged by "
                  "the drivers, carryback weighed on the pit scale."),
            ("n", "D1 - bare AR450 steel floor (current body)."),
            ("n", "D2 - standard UHMW-PE liner, 10 mm, countersunk bolts."),
            ("n", "D3 - silicone icephobic coating on AR450 (two-coat, 300 um)."),
            ("n", "D4 - oil-bleeding UHMW (silicone-oil-filled, self-lubricating grade), 12 mm."),
            ("n", "D5 - same as D4 at 8 mm, to save weight."),
            ("h1", "Timeline"),
            ("table", [
                ["Date", "Work"],
                ["November 4, 2024", "Push-off rig commissioned; D1 and D2 coupons"],
                ["November 13, 2024", "D3 coupons, new"],
                ["November 20, 2024", "D3 after gravel slurry abrasion"],
                ["December 2, 2024", "D4 and D5 coupons, new and abraded"],
                ["December 9, 2024", "Coupons to Prairie Polymer Testing for wear"],
                ["January 14, 2025", "Field trial starts (truck 41 D2, truck 44 D4)"],
                ["February 18, 2025", "Truck 41 relined with D5"],
            ]),
            ("h1", "Results"),
            ("table", [
                ["Surface", "Push-off new (kPa)", "After abrasion (kPa)", "Field carryback at -25 C", "Note"],
                ["D1", "420", "430", "38%", "current body"],
                ["D2", "160", "210", "21%", "still freezes in"],
                ["D3", "35", "390", "not fielded", "coating worn through to steel"],
                ["D4", "62", "70", "4.2%", "slides at 40°"],
                ["D5", "64", "75", "4.6%", "wear life short"],
            ]),
            ("p", "Bare steel (D1) held the frozen load at 420 kPa. The silicone icephobic coating had the lowest adhesion new (35 kPa) but the gravel slurry wore "
                  "it to the steel in 500 cycles and adhesion went back to 390 kPa: ruled out. Standard UHMW "
                  "halves the adhesion of steel but still left 21% of the load in the box. The oil-bleeding UHMW "
                  "(D4) started at 62 kPa, kept its low adhesion after abrasion (70 kPa) and met the carryback and raise-angle targets in "
                  "the field. Prairie Polymer Testing measured 0.9 mm projected wear for 3,000 loads at 12 mm. "
                  "D5 met carryback but at 8 mm is marginal on life. Open: oil bleed rate over 3 seasons is "
                  "extrapolated, not measured."),
        ])),
        ("liner_lab_rig_2024.xlsx", xlsx([
            ("coupons_new", [
                ["Push-off shear at -25 C, wet aggregate 8% water, frozen 3 h (mean of 5)", None, None, None],
                ["tested", "surface", "push-off (kPa)", "failure mode"],
                [D("2024-11-04", "mmm d, yyyy"), "D1", 420, "cohesive in frozen sand + adhesive"],
                [D("2024-11-04", "mmm d, yyyy"), "D2", 160, "adhesive"],
                [D("2024-11-13", "mmm d, yyyy"), "D3", 35, "clean adhesive"],
                [D("2024-12-02", "mmm d, yyyy"), "D4", 62, "clean adhesive, oily film"],
                [D("2024-12-02", "mmm d, yyyy"), "D5", 64, "clean adhesive, oily film"],
            ]),
            ("after_abrasion", [
                ["After 500 cycles gravel slurry drum", None, None, None],
                ["tested", "surface", "push-off (kPa)", "surface state"],
                [D("2024-11-20", "mmm d, yyyy"), "D1", 430, "polished"],
                [D("2024-11-20", "mmm d, yyyy"), "D2", 210, "scratched, fines packed in"],
                [D("2024-11-20", "mmm d, yyyy"), "D3", 390, "coating worn through"],
                [D("2024-12-02", "mmm d, yyyy"), "D4", 70, "light scratches"],
                [D("2024-12-02", "mmm d, yyyy"), "D5", 75, "light scratches"],
            ]),
        ])),
        ("pembina_field_hauls.csv", text("""
date,truck,liner,air_temp_C,haul_h,material,load_t,carryback_t,carryback_pct,raise_angle_to_slide,driver_note
2025-01-14,41,D2,-21,2.5,screened sand 7%,18.2,3.6,20%,full raise,had to bang gate
2025-01-14,44,D4,-21,2.5,screened sand 7%,18.0,0.7,3.9%,40°,
2025-01-21,41,D2,-26,3.0,19 mm gravel 6%,19.1,4.2,22%,full raise,
2025-01-21,44,D4,-26,3.0,19 mm gravel 6%,19.0,0.8,4.2%,42°,
2025-01-28,41,D2,-25,3.0,screened sand 8%,18.4,3.9,21%,full raise,
2025-01-28,44,D4,-25,3.0,screened sand 8%,18.5,0.8,4.3%,40°,
2025-02-04,44,D4,-27,3.5,screened sand 9%,18.3,0.8,4.4%,44°,long haul
2025-02-18,41,D5,-24,3.0,screened sand 8%,18.6,0.9,4.6%,43°,relined 8 mm
""")),
        ("PPT_report_PPT-25-009.pdf", pdf(
            "Prairie Polymer Testing Inc. | Winnipeg MB | Report PPT-25-009", [
                ("title", "Slurry Abrasion Wear of Liner Materials for Dump Bodies"),
                ("p", "Client: Red River Truck Bodies Ltd. (attn. K. Penner). Coupons D2, D4, D5 received 9 Dec "
                      "2024. Testing 16 Dec 2024 to 6 Jan 2025. Report issued 10 Jan 2025."),
                ("p", "Method: slurry-pot wear (ASTM G75-type), 19 mm crushed gravel in water at 5 C, 48 h per "
                      "coupon; volume loss converted to thickness loss and projected for the client's duty of "
                      "3,000 loads."),
                ("table", [
                    ["Coupon", "Thickness (mm)", "Volume loss (mm3)", "Projected wear, 3,000 loads"],
                    ["D2 standard UHMW-PE", "10", "212", "0.8 mm"],
                    ["D4 oil-bleeding UHMW", "12", "236", "0.9 mm"],
                    ["D5 oil-bleeding UHMW", "8", "241", "0.9 mm (oil reservoir depleted sooner)"],
                ]),
                ("p", "Oil-filled grades show slightly higher wear than the unfilled grade. Thinner sections hold "
                      "less oil; bleed rate not evaluated."),
                ("p", "Slurry pot speed verified 2024-11-29."),
            ])),
        ("rrtb_dealer_spec_sheet.md", text("""
# Red River Tandem Dump Body RR-16 - Dealer Spec Sheet

* 16 ft, 14-17 yd3 capacity, Hardox 450 floor and sides
* air-operated tailgate, 60° dump angle
* optional poly liner and electric tarp
* Ask your dealer about winter packages. Financing available through Prairie Equipment Credit, OAC.
""")),
    ],
    noise_files=["rrtb_dealer_spec_sheet.md"],
    not_entries=["2024-12-16", "2025-01-06", "2024-11-29"],
)


# ---------------------------------------------------------------------------
# C10 stud-free winter boot outsole that keeps its grip on wet ice after wear (footwear maker, NB, 2025) - a
#     rubber compounder's mixing invoice PDF is noise (named in the question) and a sales PS in the e-mails is
#     noise; targets from the retailer's buyer, uncertainty in the designer's reply; markdown notebook with
#     "Mon Mar 17", "Mar 24", ISO and "Tues Apr 22" headings and an entry dated inside its first sentence;
#     slope-test CSV with ISO dates; no workbook; university mobility lab PDF with "May 26, 2025" style dates;
#     a softer compound (G2) wore too fast, unbonded fibre (G3) pulled out after wear; close new-sole angles
#     G3/G4/G5
# ---------------------------------------------------------------------------
C10_PS = ("PS - unrelated: our fall catalogue shoot is booked for the 20th, and I need your co-op advertising "
          "form and the updated EDI contact before the line review.")
case(
    {
        "name": "winter_boot_outsole_wet_ice_grip",
        "question": "Please draft T661 lines 242, 244 and 246 and a logbook for the IceTrack outsole project. "
                    "Attached: Hana's compound notebook, the slope test CSV, the mobility lab report and the "
                    "e-mails with Northway. The Maritime Rubber invoice is also in there.",
        "facts": {
            "242": [["at least 7°"], ["no metal studs"], ["-30 °C"], ["150 mm3"], ["exposed fibre ends"]],
            "244": [["maximum achievable angle"], ["silane"], ["oriented"], ["glass fibre"], ["abrasion drum"]],
            "246": [["3.0°"], ["210 mm3"], ["4.0°"], ["8.5°"], ["cracked"]],
        },
        "dates": ["2025-03-03", "2025-03-05", "2025-03-17", "2025-03-24", "2025-04-07", "2025-04-22",
                  "2025-05-05", "2025-05-12", "2025-05-26", "2025-06-06", "2025-06-12"],
        "noise": ["Mixing charge", "co-op advertising", "Carbon black N330"],
        "bindings": [
            {"value": "9.0°", "subject": "G3", "others": ["G4", "G5"]},
            {"value": "10.5°", "subject": "G4", "others": ["G3", "G5"]},
            {"value": "11.0°", "subject": "G5", "others": ["G4", "G3"]},
        ],
    },
    [
        ("northway_icetrack_emails.txt", text(f"""
From: Brenda Sauvé <bsauve@northwayoutfitters.ca>
To: Hana Richard <hana@miramichifootwear.ca>
Date: Mon, 3 Mar 2025 09:55 -0400
Subject: winter 2025-26 - ice grip boot

Hana,
For next winter's line review we want a women's and men's boot that actually holds on wet ice. Our customer
is often 60+, walking from the parking lot into the mall or the hospital. Requirements:
- grip on wet ice: maximum achievable angle of at least 7° on the university slope test, and still at least
  7° after the sole has been worn in (we got burned by boots that grip for two weeks);
- no metal studs or carbide pins - malls and hospitals complain about floors, and customers slip on tile;
- stays flexible at -30 °C, no cracking;
- outsole must not wear faster than our current line (abrasion loss 150 mm3 or less).
Brenda Sauvé, Footwear Buyer, Northway Outfitters

{C10_PS}

-----
From: Hana Richard <hana@miramichifootwear.ca>
To: Brenda Sauvé
Date: Wed, 5 Mar 2025 17:20 -0400
Subject: RE: winter 2025-26 - ice grip boot

Brenda, we'll try. The boots that pass that test without studs use rubber with hard fibres in it - the exposed
fibre ends scratch into the wet ice film the way a stud does. Those compounds are proprietary and the makers
don't sell them to a shop our size. What I don't know: how much fibre we need, whether the fibres stay put
when the sole wears (if they pull out you're left with holes and a smooth sole), and whether enough fibre to
grip makes the rubber crack at -30 °C or wear away faster. Fibre direction also matters - in a normal
compression mould the fibres lie flat, which is the wrong way.
We'll mix small batches with our compounder, test on the incline rig in the cold room, and send the best ones
to the university mobility lab for the official slope test.
Hana Richard, Product Development, Miramichi Footwear Ltd., Fredericton

-----
From: Brenda Sauvé
Date: June 12, 2025 11:30 AM
To: Hana Richard
Subject: RE: lab results

Hana, 8.5 after wear is better than anything we carry. We're putting IceTrack in the line review - sample
pairs in sizes 7 and 10 by August please.
Brenda
""")),
        ("icetrack_compound_notebook.md", text("""
# IceTrack outsole - compound notebook (H. Richard, P. LeBlanc)

In-house checks: incline rig in the cold room, wet ice at -1 C surface (melting film), tilt raised 0.5° at a
time, walker on safety harness, angle = maximum achievable angle (MAA) before slipping. "After wear" = sole
run 4 h on the abrasion drum (= about 100 km walking per the lab's method), then retested. Cold flex: Ross
flex 10k cycles at -30 °C. Abrasion loss: DIN-type drum, mm3.

## Mon Mar 17
G1 = current winter compound (natural rubber / BR blend, Shore A 58). Wet ice MAA 3.0°. Baseline - like
everything on the market without studs.

## Mar 24
G2 = softer compound, Shore A 48, more oil. MAA 5.0° - softness helps a bit - but abrasion loss 210 mm3,
way over 150. Softer alone is out.

## 2025-04-07
G3 = G1 + 5% chopped glass fibre (3 mm), no coupling agent, normal compression mould. New: 9.0°. After wear:
4.0° - looked under the loupe, empty sockets where fibres pulled out, and the rest lie flat.

## Tues Apr 22
G4 = G1 + 8% glass fibre + silane coupling agent (bis-silane, 2 phr) so the rubber bonds to the glass, and
the lug inserts made from extruded strips stood on edge in the mould so the fibres are oriented through the
thickness of the lug. New 10.5°, after wear 8.5°, abrasion loss 138 mm3, no cracks at -30.

On May 5 we ran G5 (= G4 with 12% fibre). New 11.0° but cracked at the lug roots after 6k cycles of cold flex.
Too much fibre. G4 is the compound.

## 2025-05-12
G1 and G4 boots (3 pairs each, women's 8 and men's 10) shipped to the mobility lab.
""")),
        ("incline_rig_tests.csv", text("""
test,date,compound,description,shore_A,MAA_wet_ice_new,MAA_wet_ice_after_wear,abrasion_loss_mm3,cold_flex_-30C,notes
T1,2025-03-17,G1,current winter compound,58,3.0°,3.0°,120,pass,baseline
T2,2025-03-24,G2,soft compound Shore A 48,48,5.0°,4.5°,210,pass,wears too fast
T3,2025-04-07,G3,5% glass fibre no coupling,61,9.0°,4.0°,131,pass,fibres pulled out
T4,2025-04-22,G4,8% glass fibre + silane + oriented lugs,63,10.5°,8.5°,138,pass,
T5,2025-05-05,G5,12% glass fibre + silane + oriented lugs,66,11.0°,n/t,152,cracked at 6k cycles,too much fibre
""")),
        ("UNB_mobility_lab_report_ML-25-044.pdf", pdf(
            "Atlantic Winter Mobility Laboratory | Fredericton NB | Report ML-25-044", [
                ("title", "Slip Resistance of Winter Footwear on Ice - Maximum Achievable Angle"),
                ("p", "Client: Miramichi Footwear Ltd. Footwear: G1 (current outsole) and G4 (IceTrack), 3 pairs "
                      "each, received 2025-05-14. Testing May 26, 2025 to May 28, 2025. Report issued June 6, 2025."),
                ("p", "Method: maximum achievable angle (MAA) on a tilting ice platform, wet (melting) ice and dry "
                      "ice, 4 participants in harness, 3 trials each; then outsoles worn on the lab's abrasion "
                      "drum protocol (equivalent to about 100 km) and retested on wet ice."),
                ("table", [
                    ["Footwear", "Wet ice MAA, new", "Dry ice MAA, new", "Wet ice MAA, after wear"],
                    ["G1", "3.0°", "9.5°", "3.0°"],
                    ["G4", "10.5°", "17.0°", "8.5°"],
                ]),
                ("p", "G4 exceeds 7° on wet ice both new and after the wear protocol."),
                ("p", "Ice platform angle sensor calibrated 2025-01-20."),
            ])),
        ("MaritimeRubber_invoice_MR-7719.pdf", pdf(
            "Maritime Rubber Compounding Inc. | Moncton NB | INVOICE MR-7719", [
                ("title", "Invoice MR-7719"),
                ("p", "Sold to: Miramichi Footwear Ltd., Fredericton NB. PO 25-031. Terms: net 30."),
                ("table", [
                    ["Item", "Description", "Qty", "Unit", "Amount"],
                    ["MIX-S", "Mixing charge, small batch (Banbury, 20 kg)", "5", "$285.00", "$1,425.00"],
                    ["NR-SMR", "Natural rubber SMR 10", "60 kg", "$4.10", "$246.00"],
                    ["CB-330", "Carbon black N330", "25 kg", "$3.20", "$80.00"],
                ]),
                ("p", "Subtotal $1,751.00. HST 15% $262.65. Total $2,013.65."),
            ])),
    ],
    noise_files=["MaritimeRubber_invoice_MR-7719.pdf"],
    noise_spans={"northway_icetrack_emails.txt": [C10_PS]},
    not_entries=["2025-05-14", "2025-05-28", "2025-01-20"],
)


# ============================================================================ end of cases

if __name__ == "__main__":
    main()
