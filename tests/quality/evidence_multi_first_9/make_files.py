#!/usr/bin/env python3
"""Builds the multi-file evidence cases of the ninth first-contact set (evidence_multi_first_9).

Run:  python3 make_files.py
Needs: python-docx, openpyxl, reportlab (standard fonts only).
Writes every evidence file of every case into this folder, then cases.json (all cases registered so far).

Case metadata (facts, dates, noise, bindings) sits next to the content it refers to. Two kinds of
noise are registered for verify.py (which imports this module; files are only written when run):
  NOISE_FILES[case]  -> whole files that are not work records (quote, invoice, price list, brochure,
                        newsletter, contract excerpt, HR/safety text);
  NOISE_SPANS[case]  -> {file: [paragraphs]} non-record paragraphs INSIDE a record file (a budget or
                        staffing item in a journal, a trade-show aside in an e-mail thread).
NOT_ENTRIES[case]   -> dates that occur in record files but are not work entries (calibration due
                        dates, range end days, delivery promises); verify.py only uses it to silence its
                        stray-date warnings. They are deliberately absent from "dates".
Date conventions used on purpose: ISO, "March 4, 2025", "4 Mar", "Tue Mar 4", "Week of ..." headings,
periods such as "Feb 3-7" (the entry is the first day), and dd/mm/yyyy or mm/dd with the locale stated in
the file. Workbook date cells are real Excel dates with a display format.
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
        wb.properties.creator = "evidence_multi_first_9"
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
# C01 fast-drying precast hemp-lime blocks (building products, MB) - supplier quote PDF noise (named as a
#     quote in the question); staffing/lease paragraph inside the journal is noise; journal with a
#     "Week of January 13" heading, "Tue Jan 14", ISO and a period "Feb 3-7"; every number sits only in the
#     workbook (values sheets + a dated summary sheet) or the lab PDF (dd/mm/yyyy, locale stated); the
#     kiln-dried variant H2 dried fastest but stopped carbonating (ruled out); close strengths H3/H4/H1
# ---------------------------------------------------------------------------
C01_STAFF = ("Staffing and yard: spring volume means we need a second yard hand from April - Dmitri to post "
             "it on Indeed this week. Telehandler lease renewal comes up in May; get two quotes before we "
             "sign again.")
case(
    {
        "name": "hemp_lime_block_fast_drying",
        "question": "Please draft T661 lines 242, 244 and 246 and a logbook for our fast-drying hemp block "
                    "project. Kira's development notes, the trial workbook and the PCML lab report are attached; "
                    "the Dauphin hurd quote is in there too.",
        "facts": {
            "242": [["15% or less"], ["0.4 MPa at 28 days"], ["0.075 W/mK or lower"],
                    ["may stop the carbonation", "sugars that retard"]],
            "244": [["20% of binder swapped for GU cement"], ["45 C, ~20% RH"], ["10% metakaolin"],
                    ["5% CO2"], ["ASTM C518"]],
            "246": [["0.21 MPa"], ["0.089 W/mK"], ["kiln drying is out"], ["14.2%", "0.47 MPa"]],
        },
        "dates": ["2025-01-13", "2025-01-14", "2025-01-21", "2025-01-28", "2025-02-03", "2025-02-11",
                  "2025-02-18", "2025-02-25", "2025-03-13", "2025-03-17", "2025-03-18", "2025-03-24",
                  "2025-03-25", "2025-03-27", "2025-04-01", "2025-04-04"],
        "noise": ["FOB Dauphin", "quote valid for 30 days", "second yard hand"],
        "bindings": [
            {"value": "0.44 MPa", "subject": "H3", "others": ["H4", "H1"]},
            {"value": "16.9%", "subject": "H3", "others": ["H4", "H0"]},
            {"value": "0.071 W/mK", "subject": "H4", "others": ["H3", "H0"]},
        ],
    },
    [
        ("hemp_block_dev_notes.md", text(f"""
# Hemp block line - development notes (K. Sawatzky)

Red River Hemp Building Products, Winnipeg. Blocks 300 x 200 x 90 mm, tamped in steel moulds, 12 per cast.
Numbers live in hemp_block_trials_2025.xlsx - these are just my notes.

## Week of January 13
Planning with Dmitri. Blocks currently sit ~8 weeks on the racks before they are dry enough to wrap and ship,
and the yard is full. Targets for a new process:
- moisture content 15% or less (by mass) within 21 days of casting
- compressive strength 0.4 MPa at 28 days (handling + infill walls)
- thermal conductivity 0.075 W/mK or lower, dry, ASTM C518
- demould at 24 h without losing corners
What we don't know: the lime binder hardens by taking up CO2 from the air, which needs water in the pores, so
drying the block fast may stop the carbonation that gives it its strength. The hurd also leaches sugars that
retard the hydraulic part of the binder and nobody publishes how much that costs at 24 h. More cement would be
quicker but heavier and it conducts more heat.

## Tue Jan 14
H0 baseline cast. Binder NHL 3.5 70 / hydrated lime 30, hurd:binder 1:2 by mass, water/binder 1.1.
Racks in the shop, ~20 C / 55% RH. Demould next morning: 3 of 12 lost a corner.

## 2025-01-21
H1: 20% of binder swapped for GU cement, rest as H0. Demould clean at 24 h, 0 of 12 damaged. Feels heavy.

## 2025-01-28
H2 = H0 mix again, cast 12 to force-dry.

## Feb 3-7
H2 blocks in the drying kiln next door (Prairie Cabinet let us use it) at 45 C, ~20% RH, five days.
Weight dropping fast.

## 2025-02-11
Crushed H0 at 28 days. Phenolphthalein on broken H2 faces: pink right out to the skin, only a thin
carbonated rind. Crushed a pair of H2 early - weak. Dry heat stops the lime carbonating, so kiln drying is out
no matter how fast it dries.

## Tue Feb 18
H1 crushed at 28 days - strong, but the hot-plate check on H1 already looks bad for conductivity. Cement is
not the lever.
H3 cast: hurd washed (2 h soak, drain, spin in the old washer) to strip the sugars, plus 10% metakaolin in the
binder. Demould at 24 h, 1 of 12 chipped.

{C01_STAFF}

## 2025-02-25
H2 28-day crush (formal). H4 cast = H3 mix, cured in the old paint booth turned into a chamber: 30 C,
65% RH, 5% CO2 for 7 days, then on the racks like the rest.

## Thu Mar 13
Dropped H0, H1, H2, H3 specimens at PCML for conductivity, and H3 blocks for their 28-day strength.

## Mon Mar 24
H4 specimens to PCML (28 days tomorrow).

## 2025-04-04
Summary sheet done in the workbook (PCML report came in on the 1st). H4 meets all four targets; H3 meets
strength and conductivity but not the 21-day moisture. Next: run H4 curing on a full rack of 96.
""")),
        ("hemp_block_trials_2025.xlsx", xlsx([
            ("casts", [
                ["variant", "cast", "binder", "hurd", "curing / drying", "demould damage (of 12)"],
                ["H0", D("2025-01-14", "d-mmm-yy"), "NHL 3.5 70 / hydrated lime 30", "as received",
                 "shop racks 20 C / 55% RH", 3],
                ["H1", D("2025-01-21", "d-mmm-yy"), "H0 binder, 20% replaced by GU cement", "as received",
                 "shop racks", 0],
                ["H2", D("2025-01-28", "d-mmm-yy"), "as H0", "as received", "kiln 45 C / 20% RH Feb 3-7, then racks", 3],
                ["H3", D("2025-02-18", "d-mmm-yy"), "as H0 + 10% metakaolin", "washed", "shop racks", 1],
                ["H4", D("2025-02-25", "d-mmm-yy"), "as H3", "washed",
                 "chamber 30 C / 65% RH / 5% CO2 7 d, then racks", 1],
            ]),
            ("moisture_pct", [
                ["variant", "day 7", "day 14", "day 21", "day 28", "method"],
                ["H0", 41.2, 32.5, 24.8, 19.6, "oven-dry companion block, % of dry mass"],
                ["H1", 38.0, 28.9, 21.3, 17.0, "oven-dry companion block, % of dry mass"],
                ["H2", 22.4, 15.1, 13.6, 12.9, "oven-dry companion block, % of dry mass"],
                ["H3", 33.7, 23.0, 16.9, 13.8, "oven-dry companion block, % of dry mass"],
                ["H4", 30.1, 19.8, 14.2, 12.1, "oven-dry companion block, % of dry mass"],
            ]),
            ("strength_28d", [
                ["variant", "tested", "by", "block 1 (MPa)", "block 2 (MPa)", "block 3 (MPa)", "mean (MPa)",
                 "carbonation depth (mm)"],
                ["H0", D("2025-02-11"), "in-house", 0.34, 0.37, 0.37, 0.36, 9],
                ["H1", D("2025-02-18"), "in-house", 0.5, 0.53, 0.53, 0.52, 7],
                ["H2", D("2025-02-25"), "in-house", 0.2, 0.22, 0.21, 0.21, 4],
                ["H3", D("2025-03-18"), "PCML", 0.43, 0.45, 0.44, 0.44, 10],
                ["H4", D("2025-03-25"), "PCML", 0.46, 0.48, 0.47, 0.47, 45],
            ]),
            ("summary", [
                ["Summary as of 2025-04-04 (K. Sawatzky)", None, None, None, None, None],
                ["variant", "MC at day 21", "28-day strength", "conductivity (PCML)", "density", "verdict"],
                ["H0", "24.8%", "0.36 MPa", "0.068 W/mK", "395 kg/m3", "fails moisture and strength"],
                ["H1", "21.3%", "0.52 MPa", "0.089 W/mK", "462 kg/m3", "fails moisture and conductivity"],
                ["H2", "13.6%", "0.21 MPa", "0.066 W/mK", "380 kg/m3", "fails strength - carbonation stalled"],
                ["H3", "16.9%", "0.44 MPa", "0.072 W/mK", "410 kg/m3", "fails moisture only"],
                ["H4", "14.2%", "0.47 MPa", "0.071 W/mK", "418 kg/m3", "meets all targets"],
                ["targets", "15% or less", "0.4 MPa or more", "0.075 W/mK or lower", "-", ""],
            ]),
        ])),
        ("PCML_report_25-0318.pdf", pdf(
            "Prairie Construction Materials Laboratory Ltd. | Report PCML-25-0318 | Client: Red River Hemp "
            "Building Products", [
                ("title", "Thermal Conductivity and Compressive Strength of Hemp-Lime Blocks"),
                ("p", "Report PCML-25-0318. Client: Red River Hemp Building Products Inc., attn. K. Sawatzky. "
                      "All dates in this report are written DD/MM/YYYY."),
                ("p", "Thermal conductivity by heat flow meter, ASTM C518, mean temperature 24 C, on 300 x 300 "
                      "x 50 mm slabs cut from blocks and dried to constant mass at 60 C. Compressive strength on "
                      "whole blocks, loaded on the 300 x 90 mm face, 1 mm/min."),
                ("table", [
                    ["Event", "Date"],
                    ["Specimens H0, H1, H2, H3 received", "13/03/2025"],
                    ["Conductivity H0-H3", "17/03/2025"],
                    ["Compression H3 (28 d)", "18/03/2025"],
                    ["Specimens H4 received", "24/03/2025"],
                    ["Compression H4 (28 d)", "25/03/2025"],
                    ["Conductivity H4", "27/03/2025"],
                    ["Report issued", "01/04/2025"],
                ]),
                ("h1", "1. Thermal conductivity (ASTM C518)"),
                ("table", [
                    ["Specimen", "Dry density (kg/m3)", "Conductivity (W/mK)"],
                    ["H0", "395", "0.068"],
                    ["H1", "462", "0.089"],
                    ["H2", "380", "0.066"],
                    ["H3", "410", "0.072"],
                    ["H4", "418", "0.071"],
                ]),
                ("h1", "2. Compressive strength at 28 days"),
                ("table", [
                    ["Specimen", "Block 1", "Block 2", "Block 3", "Mean"],
                    ["H3", "0.43 MPa", "0.45 MPa", "0.44 MPa", "0.44 MPa"],
                    ["H4", "0.46 MPa", "0.48 MPa", "0.47 MPa", "0.47 MPa"],
                ]),
                ("h1", "3. Remarks"),
                ("p", "H4 blocks were carbonated through the full 90 mm thickness (phenolphthalein). H3 blocks "
                      "showed an uncarbonated core. Heat flow meter calibrated 2025-01-09 against NIST SRM 1450d. "
                      "Results relate only to the items tested."),
            ])),
        ("DHP_quote_Q-4471.pdf", pdf(
            "Dauphin Hemp Processors Ltd. | Quotation Q-4471", [
                ("title", "Quotation Q-4471"),
                ("p", "To: Red River Hemp Building Products Inc., Winnipeg MB. Date: 2025-02-20."),
                ("table", [
                    ["Item", "Unit", "Price (CAD)"],
                    ["Hemp hurd, dust-extracted, 2-25 mm, bulk bag (approx. 1 m3)", "bulk bag", "$118.00"],
                    ["Hemp hurd, fine grade, bulk bag", "bulk bag", "$126.00"],
                    ["Hemp fibre, baled", "tonne", "$640.00"],
                    ["Freight Dauphin - Winnipeg, 24 bags per load", "load", "$690.00"],
                ]),
                ("p", "Prices FOB Dauphin, GST extra. This quote valid for 30 days from the date above. Payment "
                      "terms 2% 10, net 30 on approved credit. Supply of hurd from the 2024 crop is limited to "
                      "400 bags per month until the fall harvest."),
            ])),
    ],
    noise_files=["DHP_quote_Q-4471.pdf"],
    noise_spans={"hemp_block_dev_notes.md": [C01_STAFF]},
    not_entries=["2025-01-09"],
)


# ---------------------------------------------------------------------------
# C02 all-faba gluten-free fusilli cooking loss (pulse processor, SK) - marketing sell sheet noise (not named);
#     trade-show / parental-leave paragraph inside the e-mail thread is noise; the extruder run sheet uses
#     MM/DD/YYYY (stated in its header, so 03/04/2025 is March 4); targets only in the customer's e-mail;
#     results only in workbook sheets (values per sheet + dated summary) and the certificate; HT drying (F2)
#     was firm but cracked (ruled out), guar (F5) made it worse; close values F2/F3/F4
# ---------------------------------------------------------------------------
C02_PS = ("PS - unrelated: we have the booth at SIAL Canada in Toronto in May and marketing wants the fusilli "
          "sell sheet final by end of month. Also Jen starts her mat leave in February, so Omar covers "
          "purchasing until she is back.")
case(
    {
        "name": "faba_bean_fusilli_cooking_loss",
        "question": "Can you draft lines 242, 244 and 246 and a logbook for the faba fusilli development? The "
                    "extruder run sheet, the quality workbook, my e-mails with Prairie Table and the lab "
                    "certificate are attached, plus our sell sheet.",
        "facts": {
            "242": [["8% or less"], ["at least 1,600 g"], ["20 g protein per 100 g"],
                    ["no more than 2% checked"], ["nothing to hold the starch"]],
            "244": [["85 C"], ["heat-moisture treated (HMT) faba flour", "50% HMT faba"], ["1% guar gum"],
                    ["90 C barrel"], ["AACC 66-50"]],
            "246": [["12.4%"], ["14.2%"], ["10.2%"], ["7.4%", "1,690 g", "21.6 g/100 g"]],
        },
        "dates": ["2025-01-06", "2025-01-08", "2025-01-22", "2025-02-05", "2025-02-12", "2025-02-19",
                  "2025-03-04", "2025-03-11", "2025-03-14", "2025-03-17", "2025-03-21", "2025-03-24",
                  "2025-03-28"],
        "noise": ["SIAL Canada", "mat leave", "340 g bag"],
        "bindings": [
            {"value": "8.6%", "subject": "F3", "others": ["F4", "F2"]},
            {"value": "1,710 g", "subject": "F2", "others": ["F4", "F3"]},
            {"value": "10.2%", "subject": "F5", "others": ["F1", "F3"]},
        ],
    },
    [
        ("faba_pasta_project_emails.txt", text(f"""
From: Marie-Claude Dube <mcdube@prairietable.ca>
To: Lina Haddad <lina@coteauhills.ca>
Date: Mon, 6 Jan 2025 10:14 -0600
Subject: GF high-protein fusilli - spec

Lina,
Following our call: for the Prairie Table private label we need a gluten-free fusilli made only from
pulses. Our spec: cooking loss 8% or less (AACC 66-50), firmness at least 1,600 g at optimum cook on your
texture analyser, 20 g protein per 100 g as sold, and no more than 2% checked (cracked) pieces in the bag.
The faba samples we bought from two other suppliers fall apart in the pot.
Marie-Claude Dube - Product Development, Prairie Table Foods

-----
From: Lina Haddad <lina@coteauhills.ca>
Date: Wed, 8 Jan 2025 16:02 -0600
Subject: RE: GF high-protein fusilli - spec

Marie-Claude, thanks. Honest answer: we don't know yet whether faba alone can get there. Durum pasta holds
together because gluten forms a network around the starch; in a faba strand there is nothing to hold the
starch, so it leaches into the water (that is the cooking loss) and the strand goes soft. The known ways to
build structure without gluten pull against each other: drying hot sets the protein but dries the skin
faster than the core and cracks the pieces, and pre-gelatinizing starch makes the dough sticky at the die.
Nobody has published where the window is for a pulse-only fusilli on a cold-extrusion press like ours.
Plan on the pilot press: F1 baseline, then high-temperature drying at 85 C, then heat-moisture treated (HMT)
faba flour (flour at 20% moisture, 110 C for 2 h) blended with raw flour, and a gum as a fallback.

{C02_PS}

-----
From: Lina Haddad <lina@coteauhills.ca>
Date: March 24, 2025 2:40 PM
Subject: RE: GF high-protein fusilli - results

Marie-Claude, short version: the HMT blend extruded hot (our F4) passes on all four points, and the repeat
run held. High-temperature drying gave a firm strand but cracked the pieces, and guar made the cooking loss
worse, not better. Numbers are in the attached workbook and the outside lab's certificate is attached too.
Samples of the repeat lot go out by courier this week.
Lina
""")),
        ("pasta_pilot_runsheet.csv", text("""
# Coteau Hills Pulse Foods - pilot press run sheet - date column is MM/DD/YYYY as exported by the press HMI,,,,,,,,,
run,date,variant,flour,barrel_C,screw_rpm,die,dryer_profile,operator,notes
P-101,01/22/2025,F1,faba flour 100% (raw),45,30,fusilli 8 mm,LT 50 C 18 h,Omar,strands tacky off the die
P-102,02/05/2025,F2,faba flour 100% (raw),45,30,fusilli 8 mm,HT 85 C 4 h,Omar,hairline cracks next morning
P-103,02/12/2025,F3,50% HMT faba + 50% raw,45,30,fusilli 8 mm,LT 50 C 18 h,Lina,
P-104,02/19/2025,F5,F1 + 1% guar gum,45,30,fusilli 8 mm,LT 50 C 18 h,Lina,sticky cut - die face smeared
P-105,03/04/2025,F4,50% HMT faba + 50% raw,90,30,fusilli 8 mm,LT 50 C 18 h,Omar,hot extrusion - 90 C barrel
P-106,03/11/2025,F4,50% HMT faba + 50% raw,90,30,fusilli 8 mm,LT 50 C 18 h,Lina,repeat of P-105
""")),
        ("pasta_quality_results.xlsx", xlsx([
            ("cooking_loss", [
                ["run", "variant", "cooked", "optimum cook (min)", "loss rep 1 (%)", "loss rep 2 (%)",
                 "loss mean (%)", "method"],
                ["P-101", "F1", D("2025-01-22", "mm/dd/yyyy"), 8.5, 12.1, 12.7, 12.4, "AACC 66-50"],
                ["P-102", "F2", D("2025-02-05", "mm/dd/yyyy"), 9.0, 9.3, 8.9, 9.1, "AACC 66-50"],
                ["P-103", "F3", D("2025-02-12", "mm/dd/yyyy"), 8.5, 8.4, 8.8, 8.6, "AACC 66-50"],
                ["P-104", "F5", D("2025-02-19", "mm/dd/yyyy"), 8.0, 10.0, 10.4, 10.2, "AACC 66-50"],
                ["P-105", "F4", D("2025-03-04", "mm/dd/yyyy"), 9.0, 7.3, 7.5, 7.4, "AACC 66-50"],
                ["P-106", "F4", D("2025-03-11", "mm/dd/yyyy"), 9.0, 7.6, 7.8, 7.7, "AACC 66-50"],
            ]),
            ("firmness", [
                ["run", "variant", "firmness strand 1-5 mean (g)", "sd (g)", "note"],
                ["P-101", "F1", 1120, 85, "TA.XT, AACC 66-50 blade, optimum cook"],
                ["P-102", "F2", 1710, 60, ""],
                ["P-103", "F3", 1540, 72, ""],
                ["P-104", "F5", 1260, 110, "slimy surface"],
                ["P-105", "F4", 1690, 58, ""],
                ["P-106", "F4", 1655, 64, ""],
            ]),
            ("checking", [
                ["run", "variant", "pieces inspected", "checked pieces", "checked (%)", "inspected after"],
                ["P-101", "F1", 200, 1, 0.5, "48 h"],
                ["P-102", "F2", 200, 28, 14.2, "48 h"],
                ["P-103", "F3", 200, 2, 1.0, "48 h"],
                ["P-104", "F5", 200, 1, 0.5, "48 h"],
                ["P-105", "F4", 200, 3, 1.5, "48 h"],
                ["P-106", "F4", 200, 2, 1.0, "48 h"],
            ]),
            ("summary", [
                ["Summary 2025-03-28 - L. Haddad", None, None, None, None],
                ["variant", "cooking loss", "firmness", "checked pieces", "status"],
                ["F1", "12.4%", "1,120 g", "0.5%", "fails loss and firmness"],
                ["F2", "9.1%", "1,710 g", "14.2%", "firm but cracks - HT drying dropped"],
                ["F3", "8.6%", "1,540 g", "1.0%", "close - misses loss and firmness"],
                ["F5", "10.2%", "1,260 g", "0.5%", "guar worse than baseline on firmness - dropped"],
                ["F4", "7.4% / 7.7%", "1,690 g / 1,655 g", "1.5% / 1.0%", "meets spec (P-105 and P-106)"],
            ]),
        ])),
        ("SFA_certificate_COA-2025-118.pdf", pdf(
            "Saskatoon Food Analytics Inc. | Certificate of Analysis COA-2025-118", [
                ("title", "Certificate of Analysis COA-2025-118"),
                ("p", "Client: Coteau Hills Pulse Foods Ltd. Sample: dried fusilli, lot P-105 (client code F4). "
                      "Received March 14, 2025. Analysis started March 17, 2025. Issued March 21, 2025."),
                ("table", [
                    ["Parameter", "Method", "Result"],
                    ["Protein (N x 6.25), as sold", "AOAC 992.15", "21.6 g/100 g"],
                    ["Moisture", "AOAC 925.10", "10.8%"],
                    ["Cooking loss at 9 min", "AACC 66-50", "7.6%"],
                    ["Gluten (R5 ELISA)", "AOAC 2012.01", "below 5 ppm"],
                ]),
                ("p", "The results relate only to the sample as received. This certificate shall not be "
                      "reproduced except in full."),
            ])),
        ("coteau_fusilli_sell_sheet.md", text("""
# Coteau Hills Faba Fusilli - sell sheet (DRAFT for SIAL Canada)

**Grain-free goodness from Saskatchewan faba beans.**

- Gluten-free, grain-free, non-GMO, one ingredient
- Big protein in every bowl - a plant-powered swap for wheat pasta
- Cooks in 9 minutes, holds in the sauce
- Pack: 340 g bag, 12 bags per case, 120 cases per pallet
- Suggested retail: $5.49 per 340 g bag
- Contact: sales@coteauhills.ca
""")),
    ],
    noise_files=["coteau_fusilli_sell_sheet.md"],
    noise_spans={"faba_pasta_project_emails.txt": [C02_PS]},
)


# ---------------------------------------------------------------------------
# C03 ferry terminal vehicle-queue forecaster (software, BC) - services-agreement excerpt noise (not named);
#     an admin/budget item inside the stand-up notes is noise; design notes DOCX with targets, variant list
#     and a decision log (dd-Mon-yyyy); stand-ups with "Tue Feb 4", "Week of Feb 10", periods "Feb 17-21"
#     and "Apr 18-21"; every metric only in the workbook (values by slice + dated summary); Q2 meets the
#     overall MAE but fails long weekends; Q5 (LSTM) ruled out on edge latency; close MAE values Q2/Q3/Q5
# ---------------------------------------------------------------------------
C03_ADMIN = ("Admin (Priya): AWS credits run out at the end of March - she is applying to the startup "
             "program again. Q2 budget request includes a contract data engineer for three months; Sam to "
             "write the posting.")
case(
    {
        "name": "ferry_terminal_queue_forecast",
        "question": "We need T661 lines 242, 244 and 246 plus a logbook for the ferry queue forecaster. The "
                    "design notes, the evaluation workbook, our stand-up notes and the agreement with Coastal "
                    "Link are in the folder.",
        "facts": {
            "242": [["25 vehicles"], ["recall of 85%"], ["200 ms"], ["censored"], ["long weekends"]],
            "244": [["LightGBM"], ["upstream highway loop"], ["censored loss", "Tobit"], ["LSTM"],
                    ["shadow mode"]],
            "246": [["71.6 vehicles"], ["640 ms"], ["36.2 vehicles"], ["19.6 vehicles", "21.4 vehicles"]],
        },
        "dates": ["2025-01-09", "2025-01-20", "2025-01-28", "2025-02-04", "2025-02-10", "2025-02-12",
                  "2025-02-17", "2025-02-26", "2025-03-05", "2025-03-11", "2025-04-18", "2025-04-29"],
        "noise": ["AWS credits", "limitation of liability", "payable within 45 days"],
        "bindings": [
            {"value": "24.8 vehicles", "subject": "Q2", "others": ["Q5", "Q3"]},
            {"value": "38.9 vehicles", "subject": "Q3", "others": ["Q4", "Q5"]},
            {"value": "640 ms", "subject": "Q5", "others": ["Q4", "Q2"]},
        ],
    },
    [
        ("queue_forecaster_design_notes.docx", docx([
            ("title", "Harbour Point Terminal - Vehicle Queue Forecaster"),
            ("p", "Salish Data Works Inc., Nanaimo BC. Design notes, maintained by Sam Thiessen. Client: "
                  "Coastal Link Ferry Services (Harbour Point terminal)."),
            ("h1", "Plan and targets"),
            ("p", "The terminal wants to warn drivers on the highway signs and the app 60 minutes ahead when the "
                  "holding lot will overflow and vehicles will miss the next sailing (a sailing wait). "
                  "Targets agreed with the client:"),
            ("b", "queue length forecast 60 minutes ahead with a mean absolute error of 25 vehicles or less, "
                  "including long weekends and days after a cancellation;"),
            ("b", "sailing-wait warning with a recall of 85% at a precision of 80% or better;"),
            ("b", "inference under 200 ms (p95) on the terminal's fanless edge box, no cloud round trip."),
            ("h1", "Technical uncertainty"),
            ("p", "The lot counts we train on are censored: once the lot is full (412 vehicles) the loop "
                  "detectors in the lanes saturate and the overflow waits on the highway where we had no "
                  "counts. The days that matter most - long weekends and the day after a cancelled sailing - "
                  "are exactly the days the training target is cut off, and there are only a handful of them "
                  "per year. We did not know whether any model could forecast beyond the range it has ever "
                  "observed, or how much of the surge is visible in the booking and upstream traffic data "
                  "before the lot fills."),
            ("h1", "Approach"),
            ("n", "Q1 - historical average for the sailing, day of week and season (baseline)."),
            ("n", "Q2 - LightGBM on reservations, lane loop counts, weather and sailing status."),
            ("n", "Q3 - Q2 plus counts from the upstream highway loop 6 km before the terminal, to see the "
                  "overflow that the lot loops cannot."),
            ("n", "Q4 - Q3 trained with a censored loss (Tobit-style: lot-full counts treated as lower bounds) "
                  "and a cancellation flag for the previous 24 h."),
            ("n", "Q5 - LSTM sequence model on the same inputs as Q3."),
            ("p", "Evaluation on the 2024 holdout by slice (all days, long weekends, days after a "
                  "cancellation), then live in shadow mode at the terminal on the next long weekend. All "
                  "numbers are in model_eval_2025.xlsx."),
            ("h1", "Decision log"),
            ("table", [
                ["Date", "Decision"],
                ["09-Jan-2025", "Plan and targets approved with Coastal Link operations."],
                ["04-Feb-2025", "Q2 not good enough on long weekends; request upstream highway loop feed "
                                "from the ministry."],
                ["17-Feb-2025", "Q3 goes to shadow mode for the Family Day weekend."],
                ["11-Mar-2025", "Q5 dropped: too slow on the edge box and no better than Q3."],
                ["29-Apr-2025", "Q4 accepted after the Easter shadow run; production cut-over planned for "
                                "the May long weekend."],
            ]),
        ])),
        ("model_eval_2025.xlsx", xlsx([
            ("runs", [
                ["run", "date", "model", "inputs", "trained on", "evaluated on"],
                ["R-01", D("2025-01-20"), "Q1", "sailing, weekday, season", "2019-2023", "2024 holdout"],
                ["R-02", D("2025-01-28"), "Q2", "reservations, lot loops, weather, sailing status",
                 "2019-2023", "2024 holdout"],
                ["R-03", D("2025-02-12"), "Q3", "Q2 + upstream highway loop", "2021-2023",
                 "2024 holdout"],
                ["R-04", D("2025-02-17"), "Q3", "as R-03", "2021-2024", "live shadow, Family Day weekend"],
                ["R-05", D("2025-02-26"), "Q5", "as R-03", "2021-2023", "2024 holdout"],
                ["R-06", D("2025-03-05"), "Q4", "Q3 + cancellation flag, censored loss", "2021-2023",
                 "2024 holdout"],
                ["R-07", D("2025-04-18"), "Q4", "as R-06", "2021-2024", "live shadow, Easter weekend"],
            ]),
            ("mae_by_slice", [
                ["run", "model", "MAE all days (veh)", "MAE long weekends (veh)", "MAE after cancellation (veh)",
                 "sailing-wait recall", "sailing-wait precision"],
                ["R-01", "Q1", 41.3, 88.2, 95.0, 0.52, 0.61],
                ["R-02", "Q2", 24.8, 71.6, 66.4, 0.79, 0.83],
                ["R-03", "Q3", 22.1, 38.9, 47.5, 0.84, 0.82],
                ["R-04", "Q3", None, 36.2, None, 0.83, 0.8],
                ["R-05", "Q5", 26.0, 44.7, 52.3, 0.81, 0.78],
                ["R-06", "Q4", 19.6, 23.7, 28.9, 0.88, 0.84],
                ["R-07", "Q4", None, 21.4, None, 0.87, 0.85],
            ]),
            ("latency", [
                ["model", "tested", "device", "p50 (ms)", "p95 (ms)"],
                ["Q2", D("2025-03-11"), "edge box, Atom x6425E", 21, 35],
                ["Q3", D("2025-03-11"), "edge box, Atom x6425E", 24, 41],
                ["Q5", D("2025-03-11"), "edge box, Atom x6425E", 410, 640],
                ["Q4", D("2025-03-11"), "edge box, Atom x6425E", 29, 48],
            ]),
            ("summary", [
                ["Summary 2025-04-29 (S. Thiessen)", None, None, None, None],
                ["model", "MAE all days", "MAE long weekends", "p95 latency", "status"],
                ["Q1", "41.3 vehicles", "88.2 vehicles", "2 ms", "baseline"],
                ["Q2", "24.8 vehicles", "71.6 vehicles", "35 ms", "fails long weekends"],
                ["Q3", "22.1 vehicles", "38.9 vehicles (shadow 36.2 vehicles)", "41 ms", "fails long weekends"],
                ["Q5", "26.0 vehicles", "44.7 vehicles", "640 ms", "dropped - latency"],
                ["Q4", "19.6 vehicles", "23.7 vehicles (shadow 21.4 vehicles)", "48 ms", "meets targets"],
            ]),
        ])),
        ("standup_notes_2025.txt", text(f"""
QUEUE FORECASTER - stand-up notes (Sam, Priya, Arjun)

Mon Jan 20
- Q1 baseline done, numbers in the workbook. Awful on long weekends as expected.
- Arjun: reservations export from Coastal Link finally working.

Tue Jan 28
- Q2 (LightGBM) trained, overall MAE looks like it hits target. Haven't sliced yet.

Tue Feb 4
- Sliced Q2: long weekends and post-cancellation days are way off. Lot-full hours = flat 412 in the labels.
  The model can't predict what it's never seen. Need eyes on the highway.
- Sam emails the ministry for the upstream highway loop data.

Week of Feb 10
- Ministry feed arrived Monday, 5-min counts back to 2021.
- Wed: Q3 trained with the upstream loop (R-03). Better on surges, still over target.

{C03_ADMIN}

Feb 17-21 (Family Day week)
- Q3 running in shadow mode at the terminal all weekend, warnings logged but not shown to drivers.
- Arjun: lot full by 10:40 on Monday, Q3 saw it coming but undershot the highway queue.

Wed Feb 26
- Q5 LSTM trained. Not better than Q3 and it is slow on Arjun's laptop already.

Wed Mar 5
- Q4 = Q3 + censored loss + cancellation flag. First model under 25 on the long-weekend slice.

Tue Mar 11
- Latency bench on the edge box (same model as the terminal). Q5 way over budget. Dropping it.

Apr 18-21 (Easter)
- Q4 in shadow mode all four days. Priya pulls the logs after the long weekend.

Tue Apr 29
- Summary sheet done; Coastal Link ops signed off on Q4.
""")),
        ("coastal_link_msa_excerpt.txt", text("""
MASTER SERVICES AGREEMENT - Coastal Link Ferry Services Ltd. and Salish Data Works Inc.
Excerpt: Schedule B (Fees) and Sections 11-12

B.1 Fees. Development services are billed monthly at the rates in Schedule C. Invoices are payable within
45 days of receipt. Late amounts bear interest at 1% per month.
B.2 Expenses. Pre-approved travel to the terminal is reimbursed at cost; mileage at the CRA rate.
11.1 Limitation of liability. Except for breach of confidentiality, each party's total liability under this
Agreement is limited to the fees paid in the twelve months before the claim. This limitation of liability
survives termination.
12.1 Data. All terminal, reservation and traffic data remain the property of the Client.
12.2 Background IP. The Contractor retains its pre-existing software, models and know-how.
""")),
    ],
    noise_files=["coastal_link_msa_excerpt.txt"],
    noise_spans={"standup_notes_2025.txt": [C03_ADMIN]},
)


# ---------------------------------------------------------------------------
# C04 cold-bond conveyor belt splicing at -25 C (belt services, AB) - supplier price list CSV noise (not
#     named); toolbox-talk / overtime paragraph inside the journal is noise; targets only on the "plan" sheet
#     of the workbook; terse journal with "Thu 16 Jan" / "4 Mar" dates; peel values only in the workbook
#     (values sheet + dated summary), splice tensile only in the lab PDF; S2 (blanket heat right after
#     closing) blistered - ruled out; S3 passed in the cold room but failed in the field (frost); close
#     values S3/S4/S5
# ---------------------------------------------------------------------------
C04_TOOLBOX = ("Toolbox talk Monday: bump test every H2S monitor before entry, no exceptions. Darren approved "
               "shutdown crew overtime through end of March; vacation requests for spring break go to him by "
               "Friday.")
case(
    {
        "name": "conveyor_belt_cold_bond_splice",
        "question": "Please draft lines 242, 244 and 246 and a dated logbook for our cold-bond belt splice "
                    "R&D at Kearl Ridge. Dave's journal, the splice workbook and the APRTC tensile report are "
                    "attached, along with the supplier price list.",
        "facts": {
            "242": [["8 N/mm or more"], ["10 N/mm or more"], ["65% of rated belt strength"], ["-25 C"],
                    ["can trap solvent"]],
            "244": [["ISO 252"], ["blanket 60 C", "heating blanket 60 C"], ["solvent-free 2K polyurethane"],
                    ["desiccant dryer"], ["IR lamps"]],
            "246": [["blisters"], ["5.1 N/mm"], ["576 N/mm", "72%"], ["9.3 N/mm", "9.0 N/mm", "600 N/mm"]],
        },
        "dates": ["2025-01-13", "2025-01-16", "2025-01-21", "2025-01-23", "2025-01-30", "2025-02-11",
                  "2025-02-19", "2025-02-20", "2025-02-25", "2025-02-28", "2025-03-04", "2025-04-02",
                  "2025-04-07"],
        "noise": ["bump test", "shutdown crew overtime", "Freight prepaid"],
        "bindings": [
            {"value": "8.4 N/mm", "subject": "S3", "others": ["S5", "S4"]},
            {"value": "12.6 N/mm", "subject": "S4", "others": ["S5", "S3"]},
            {"value": "576 N/mm", "subject": "S3", "others": ["S5", "S1"]},
        ],
    },
    [
        ("cold_splice_field_journal.txt", text(f"""
ATHABASCA BELT SERVICES LTD. - cold-bond splice R&D - shop/field journal (D. Kowalchuk)
All temps in C. Peel numbers go in the workbook, not here.

Mon 13 Jan
Plan agreed with Kearl Ridge reliability (plan sheet in the workbook). Shop cold room set to -25.

Thu 16 Jan
S1 = standard CR cement + hardener, tent air +5, 4 h cure. Strips pulled at 4 h - weak, tacky in the middle.

Tue 21 Jan
S2 = S1 + heating blanket 60 C right after closing the splice. Blisters all over by 4 h. Cut one open -
solvent smell, voids. Heat before the solvent is gone traps it. Not doing that again.

Thu 23 Jan
S3 = IR lamps on the buffed faces to 25 C surface before cement, double flash-off (knuckle test, no
stringing), then blanket 40 C x 2 h. Good strips. Test splice S3 cut for the tensile lab.

{C04_TOOLBOX}

Thu 30 Jan
S4 = solvent-free 2K polyurethane, same prep as S3 (asked rep for the TDS). Slow at 4 h, very strong at 24 h.
Can't wait 24 h on an overland conveyor so it's out for this job.

Tue 11 Feb - FIELD, CV-204 at Kearl Ridge, -31 and windy
S3 procedure. Frost film on the buffed face before the cement went on, even with the IR lamps. Strips at 4 h
peeled clean off the fabric - adhesive failure at the interface. Tent air too wet (crew breathing, propane
heater exhaust). Belt ran slow-speed only until the repair splice.

Wed 19 Feb
S5 = S3 + desiccant dryer on the tent, dew point held under -30. Cold room. Test splice S5 cut for the lab.

Thu 20 Feb
Dropped S1, S3, S5 test splices at APRTC in Nisku.

4 Mar - FIELD, CV-204, -27
S5 procedure. Belt back running 4 h 10 min after closing, 4-h strips in the workbook.

2 Apr
Walked CV-204 with Kearl Ridge: S5 splice, no edge lifting after four weeks on the overland.

7 Apr
Summary sheet done. S5 is the procedure going into the winter splicing manual.
""")),
        ("cold_splice_workbook.xlsx", xlsx([
            ("plan", [
                ["Cold-bond splice development - plan issued 13 Jan 2025 (D. Kowalchuk with Kearl Ridge Mine "
                 "reliability)", None],
                ["Item", "Target"],
                ["Ply adhesion after 4 h cure at -25 C ambient (ISO 252)", "8 N/mm or more"],
                ["Ply adhesion after 24 h", "10 N/mm or more"],
                ["Splice tensile efficiency", "65% of rated belt strength or better"],
                ["Return to service", "within 4 h of closing the splice at -25 C"],
                ["Belt", "EP800/4 fabric, 6+3 mm covers, CV-204 overland"],
                ["Uncertainty", "The CR cold-bond cement cures by solvent loss and an isocyanate crosslink, "
                                "both slow at -25 C. Heat speeds the cure but can trap solvent, and frost on the "
                                "buffed surface blocks adhesion. Whether any tent heating and adhesive "
                                "combination reaches 8 N/mm in 4 h at -25 C is unknown; the adhesive maker only "
                                "rates cure at 10 C and above."],
            ]),
            ("splices", [
                ["splice", "date", "where", "ambient (C)", "tent air (C)", "dew point (C)", "adhesive",
                 "heat", "notes"],
                ["S1", D("2025-01-16", "d-mmm"), "shop cold room", -25, 5, -8, "CR cement + hardener", "tent only", ""],
                ["S2", D("2025-01-21", "d-mmm"), "shop cold room", -25, 5, -8, "CR cement + hardener",
                 "heating blanket 60 C right after closing", "blisters"],
                ["S3", D("2025-01-23", "d-mmm"), "shop cold room", -25, 5, -9, "CR cement + hardener",
                 "IR lamps 25 C surface, blanket 40 C 2 h", ""],
                ["S4", D("2025-01-30", "d-mmm"), "shop cold room", -25, 5, -9, "solvent-free 2K polyurethane",
                 "IR lamps 25 C surface, blanket 40 C 2 h", ""],
                ["S3-field", D("2025-02-11", "d-mmm"), "CV-204", -31, 3, -4, "CR cement + hardener",
                 "as S3", "frost on buffed face"],
                ["S5", D("2025-02-19", "d-mmm"), "shop cold room", -25, 5, -31, "CR cement + hardener",
                 "as S3 + desiccant dryer", ""],
                ["S5-field", D("2025-03-04", "d-mmm"), "CV-204", -27, 4, -30, "CR cement + hardener",
                 "as S5", "back in service at 4 h 10 min"],
            ]),
            ("peel_ISO252", [
                ["splice", "4 h strip 1 (N/mm)", "4 h strip 2 (N/mm)", "4 h strip 3 (N/mm)", "4 h mean (N/mm)",
                 "24 h mean (N/mm)", "failure mode"],
                ["S1", 3.0, 3.3, 3.0, 3.1, 7.9, "cohesive, uncured adhesive"],
                ["S2", 4.4, 4.9, 4.5, 4.6, 5.2, "voids / blisters"],
                ["S3", 8.2, 8.7, 8.3, 8.4, 11.2, "rubber tear"],
                ["S4", 6.0, 6.5, 6.1, 6.2, 12.6, "cohesive"],
                ["S3-field", 5.3, 4.8, 5.2, 5.1, 6.0, "adhesive failure at fabric interface"],
                ["S5", 9.1, 9.6, 9.2, 9.3, 11.8, "rubber tear"],
                ["S5-field", 8.8, 9.3, 8.9, 9.0, None, "rubber tear; 24 h not taken (belt running)"],
            ]),
            ("summary", [
                ["Summary 7 Apr 2025", None, None, None, None],
                ["splice", "peel at 4 h", "peel at 24 h", "splice tensile (APRTC)", "verdict"],
                ["S1", "3.1 N/mm", "7.9 N/mm", "512 N/mm (64%)", "fails"],
                ["S2", "4.6 N/mm", "5.2 N/mm", "-", "fails - blisters, heat too early"],
                ["S3", "8.4 N/mm", "11.2 N/mm", "576 N/mm (72%)", "passes in shop, failed in field (5.1 N/mm, frost)"],
                ["S4", "6.2 N/mm", "12.6 N/mm", "-", "fails 4 h"],
                ["S5", "9.3 N/mm (field 9.0 N/mm)", "11.8 N/mm", "600 N/mm (75%)", "meets all targets"],
            ]),
        ])),
        ("APRTC_splice_tensile_25-031.pdf", pdf(
            "Alberta Polymer & Rubber Test Centre | Nisku AB | Report APRTC-25-031", [
                ("title", "Tensile Strength of Cold-Bonded Belt Splices"),
                ("p", "Client: Athabasca Belt Services Ltd., attn. D. Kowalchuk. Belt: EP800/4 fabric, rated "
                      "strength 800 N/mm. Three full-width test splices received February 20, 2025, identified by "
                      "the client as S1, S3 and S5. Specimens cut 50 mm wide across the splice and tested to ISO "
                      "283 on February 25, 2025 at 23 C. Report issued February 28, 2025."),
                ("table", [
                    ["Splice", "Breaking strength", "Efficiency", "Failure location"],
                    ["S1", "512 N/mm", "64%", "in the splice, adhesive"],
                    ["S3", "576 N/mm", "72%", "carcass, outside splice step"],
                    ["S5", "600 N/mm", "75%", "carcass, outside splice step"],
                ]),
                ("p", "Values are the mean of five specimens per splice. Efficiency = breaking strength / rated "
                      "strength. Tensile frame calibration due 2025-09-15."),
            ])),
        ("belt_repair_price_list_2025.csv", text("""
Prairie Industrial Rubber Supply - belt repair price list 2025,,
item,unit,price_CAD
Cold-bond cement CR-2 with hardener,1 kg kit,64.50
Solvent-free PU splice adhesive,2 kg kit,148.00
Buffing discs 115 mm,box of 10,39.00
Splice heating blanket 1200 mm,each,4150.00
Portable desiccant dryer 300 cfm (rental),week,385.00
Terms,"Volume discount 5% over $5,000. Freight prepaid on orders over $2,500 (AB and SK). Net 30.",
""")),
    ],
    noise_files=["belt_repair_price_list_2025.csv"],
    noise_spans={"cold_splice_field_journal.txt": [C04_TOOLBOX]},
    not_entries=["2025-09-15"],
)


# ---------------------------------------------------------------------------
# C05 ostomy skin barrier erosion vs skin stripping (medical device, ON) - staff newsletter noise (not named);
#     a capex/staffing paragraph inside the DOCX notebook is noise; notebook with "Week of 3 March 2025"
#     headings and "Tue 4 Mar" entries (real headings, bullet lists); bench values only in the workbook
#     (erosion, peel, sweat-rig sheets + dated summary); wear-study result only in the nurse's PDF with
#     periods "April 14-25, 2025"; B1 (more SIS) ruled out on peel, B2 (crosslinked CMC alone) on edge lift
# ---------------------------------------------------------------------------
C05_BUDGET = ("Budget meeting (T. Boudreau): capex request for a second sigma-blade mixer ($38,000) deferred to "
              "FY26. Summer student posting approved for the QC lab; interviews the week after Easter.")
case(
    {
        "name": "ostomy_barrier_erosion_skin_stripping",
        "question": "Please prepare lines 242, 244 and 246 and a logbook for the HC-7 skin barrier work. "
                    "Rebecca's notebook export, the bench workbook and the NSWOC wear evaluation report are "
                    "attached; the spring newsletter came along in the same folder.",
        "facts": {
            "242": [["3 mm or less"], ["1.5 to 3.0 N/25 mm"], ["4 days or more"],
                    ["swells and erodes", "pectin dissolves"]],
            "244": [["simulated ileostomy effluent"], ["SIS raised to 18%"], ["citric acid crosslinked CMC"],
                    ["pectin-free"], ["inner ring"]],
            "246": [["4.6 N/25 mm"], ["edge lift"], ["3.6 days"], ["4.3 days", "2.4 mm"]],
        },
        "dates": ["2025-03-03", "2025-03-04", "2025-03-06", "2025-03-11", "2025-03-13", "2025-03-18",
                  "2025-03-25", "2025-04-14", "2025-05-05", "2025-05-28", "2025-06-02"],
        "noise": ["capex request", "surveillance audit", "Summer BBQ"],
        "bindings": [
            {"value": "2.6 mm", "subject": "B2", "others": ["B4", "B3"]},
            {"value": "2.9 mm", "subject": "B3", "others": ["B2", "B4"]},
            {"value": "2.7 N/25 mm", "subject": "B4", "others": ["B2", "B3"]},
        ],
    },
    [
        ("hc7_barrier_notebook.docx", docx([
            ("title", "HC-7 Skin Barrier - Lab Notebook Export"),
            ("p", "Lakeshore Medical Polymers Inc., Mississauga ON. Notebook LMP-NB-112, R. Mensah "
                  "(formulation); reviewed by T. Boudreau. Bench numbers are in barrier_bench_results.xlsx."),
            ("h1", "Week of 3 March 2025"),
            ("h2", "Mon 3 Mar - plan"),
            ("p", "Clinic feedback: our current hydrocolloid barrier (B0) lasts about two and a half days on "
                  "high-output ileostomies before the effluent melts the inner edge and it leaks. Targets for "
                  "HC-7:"),
            ("b", "erosion 3 mm or less from the stoma edge after 24 h in simulated ileostomy effluent "
                  "(pH 7.5, 1% pancreatin, 37 C);"),
            ("b", "180 degree peel on skin substitute between 1.5 to 3.0 N/25 mm - higher strips skin on "
                  "removal, lower lifts;"),
            ("b", "no edge lift on the sweating-skin rig at 24 h;"),
            ("b", "median wear time of 4 days or more in a 12-user evaluation with the NSWOC."),
            ("p", "Uncertainty: the hydrocolloid particles (CMC, pectin) are what let the barrier take up sweat, "
                  "but the same particles are what swells and erodes when liquid stool sits on the edge, and "
                  "pectin dissolves above about pH 7. Making the matrix more cohesive with elastomer should slow "
                  "erosion but also raises peel force. We do not know if a single compound can resist "
                  "effluent, still absorb sweat and stay inside the peel window."),
            ("h2", "Tue 4 Mar"),
            ("b", "B0 baseline bench set started (erosion, peel, sweat rig)."),
            ("b", "B1 mixed: SIS raised to 18% (from 10), PIB down to 32, rest as B0."),
            ("h2", "Thu 6 Mar"),
            ("b", "B1 peel way over the window - skin substitute surface torn on 2 of 3 strips. More elastomer "
                  "is not the way; it trades erosion for skin stripping."),
            ("h1", "Week of 10 March 2025"),
            ("h2", "Tue 11 Mar"),
            ("b", "B2: citric acid crosslinked CMC replaces all 30 parts of the CMC; SIS back to 10."),
            ("h2", "Thu 13 Mar"),
            ("b", "B2 on the sweating-skin rig: edge lift at 24 h, the crosslinked CMC barely takes up water. "
                  "Erosion is good. Not usable as the whole barrier - maybe as an inner zone?"),
            ("h1", "Week of 17 March 2025"),
            ("h2", "Tue 18 Mar"),
            ("b", "B3: pectin-free - pectin replaced with guar, CMC as B0."),
            ("p", C05_BUDGET),
            ("h1", "Week of 24 March 2025"),
            ("h2", "Tue 25 Mar"),
            ("b", "B4: two-zone barrier - 10 mm inner ring pressed from the B2 compound, outer body B3."),
            ("b", "B3 and B4 picked for the wear evaluation with the NSWOC: B3 Apr 14-25, B4 from May 5, same "
                  "12 users."),
        ])),
        ("barrier_bench_results.xlsx", xlsx([
            ("erosion", [
                ["variant", "mixed", "erosion 4 h (mm)", "erosion 8 h (mm)", "erosion 24 h (mm)", "medium"],
                ["B0", D("2025-03-04", "d mmm yyyy"), 1.9, 3.4, 5.8, "simulated ileostomy effluent, 37 C"],
                ["B1", D("2025-03-04", "d mmm yyyy"), 0.8, 1.3, 2.1, "simulated ileostomy effluent, 37 C"],
                ["B2", D("2025-03-11", "d mmm yyyy"), 0.9, 1.6, 2.6, "simulated ileostomy effluent, 37 C"],
                ["B3", D("2025-03-18", "d mmm yyyy"), 1.1, 1.9, 2.9, "simulated ileostomy effluent, 37 C"],
                ["B4", D("2025-03-25", "d mmm yyyy"), 0.8, 1.5, 2.4, "simulated ileostomy effluent, 37 C"],
            ]),
            ("peel", [
                ["variant", "strip 1 (N/25 mm)", "strip 2 (N/25 mm)", "strip 3 (N/25 mm)", "mean (N/25 mm)",
                 "note"],
                ["B0", 2.2, 2.4, 2.3, 2.3, "180 deg, 300 mm/min, skin substitute 32 C, 30 min dwell"],
                ["B1", 4.4, 4.9, 4.5, 4.6, "substrate torn on 2 of 3"],
                ["B2", 2.3, 2.5, 2.4, 2.4, ""],
                ["B3", 2.1, 2.3, 2.2, 2.2, ""],
                ["B4", 2.6, 2.8, 2.7, 2.7, "peel taken across the ring"],
            ]),
            ("sweat_rig", [
                ["variant", "absorption 24 h (g/g)", "edge lift 24 h (mm)"],
                ["B0", 3.1, 0],
                ["B1", 2.6, 0],
                ["B2", 1.4, 6],
                ["B3", 2.8, 0],
                ["B4", 2.7, 1],
            ]),
            ("summary", [
                ["Summary - 2025-06-02 (R. Mensah), bench + wear evaluation", None, None, None, None, None],
                ["variant", "erosion 24 h", "peel", "edge lift", "median wear", "verdict"],
                ["B0", "5.8 mm", "2.3 N/25 mm", "none", "2.5 days (clinic history)", "current product"],
                ["B1", "2.1 mm", "4.6 N/25 mm", "none", "-", "dropped - strips skin"],
                ["B2", "2.6 mm", "2.4 N/25 mm", "6 mm", "-", "dropped as a whole barrier - edge lift"],
                ["B3", "2.9 mm", "2.2 N/25 mm", "none", "3.6 days", "misses wear target"],
                ["B4", "2.4 mm", "2.7 N/25 mm", "1 mm", "4.3 days", "meets all targets"],
            ]),
        ])),
        ("NSWOC_wear_evaluation_HC7.pdf", pdf(
            "HC-7 user wear evaluation - interim report - prepared for Lakeshore Medical Polymers Inc.", [
                ("title", "User Wear Evaluation of HC-7 Skin Barrier Prototypes"),
                ("p", "Prepared by Anne-Marie Roy, RN, NSWOC(C), Halton Ostomy Clinic. Report date: May 28, "
                      "2025. Twelve adults with an ileostomy and high output (over 1,000 mL per day) wore each "
                      "prototype for two weeks with their usual pouch and recorded every change in a diary."),
                ("table", [
                    ["Arm", "Worn", "Users", "Median wear time", "Range", "Leaks", "Peristomal skin"],
                    ["B0 (usual barrier)", "diary, March 2025", "12", "2.5 days", "1.5-3.5 days", "9", "3 red"],
                    ["B3", "April 14-25, 2025", "12", "3.6 days", "2.0-5.0 days", "4", "1 red"],
                    ["B4", "May 5-16, 2025", "12", "4.3 days", "3.0-6.0 days", "1", "none"],
                ]),
                ("h1", "Comments"),
                ("p", "Users described B3 as comfortable but still melting at the stoma edge on days with very "
                      "liquid output. B4 held its inner edge; two users noted the inner ring feels firmer on "
                      "application. No skin stripping was reported with either prototype. Eleven of twelve "
                      "users would choose B4 over their usual barrier."),
            ])),
        ("lakeshore_ledger_spring_2025.md", text("""
# The Lakeshore Ledger - Spring 2025

## ISO 13485 surveillance audit
Our surveillance audit wrapped up with zero major findings and two minors (document control, training
records). Thanks to everyone in QA for the long week.

## Welcome aboard
Please welcome Priyanka (regulatory associate) and Luc (second-shift extrusion lead).

## Summer BBQ
Save the date: the Summer BBQ is Friday June 20 at Marie Curtis Park, families welcome. Sign-up sheet at
reception.

## Benefits
Open enrolment for the new dental plan closes April 30.
""")),
    ],
    noise_files=["lakeshore_ledger_spring_2025.md"],
    noise_spans={"hc7_barrier_notebook.docx": [C05_BUDGET]},
    not_entries=["2025-03-10", "2025-03-17", "2025-03-24"],
)


# ---------------------------------------------------------------------------
# C06 LED top-lighting + interlighting in winter sweet pepper (greenhouse, ON, 2024-25) - fixture invoice PDF
#     noise (not named); a labour/bunkhouse paragraph inside the grower log is noise; targets in the DOCX plan;
#     grower log with "Mon Nov 4", ISO, "Week of Jan 6" and a period "Dec 23-27"; weekly harvest by ISO week
#     number only (no dates), totals, registration, energy and a dated summary sheet; C4 (far-red in the
#     interlight) stopped for stretch - ruled out; close yields C1/C3/C5
# ---------------------------------------------------------------------------
C06_LABOUR = ("Labour: four SAWP workers land Jan 8. Township bunkhouse inspection booked for Jan 6, Rosa to "
              "meet the inspector. Wage rate goes up April 1 - payroll to update.")


def _weekly(total, weights):
    """Weekly yields (kg/m2, 2 decimals) that add up exactly to total."""
    s = sum(weights)
    vals = [round(total * w / s, 2) for w in weights]
    vals[-1] = round(total - sum(vals[:-1]), 2)
    return vals


C06_WEEKS = ["wk 50", "wk 51", "wk 52", "wk 1", "wk 2", "wk 3", "wk 4", "wk 5", "wk 6", "wk 7", "wk 8", "wk 9"]
C06_W = [4, 5, 6, 7, 8, 9, 9, 10, 10, 11, 10, 11]
C06_Y = {"C1": _weekly(5.7, C06_W), "C2": _weekly(4.6, C06_W), "C3": _weekly(5.4, C06_W),
         "C5": _weekly(5.9, C06_W)}
C06_HARVEST = [["ISO week", "C1 HPS (kg/m2)", "C2 LED top (kg/m2)", "C3 LED + interlight (kg/m2)",
                "C4 far-red (kg/m2)", "C5 LED + interlight + grow pipe (kg/m2)"]]
for i, wk in enumerate(C06_WEEKS):
    C06_HARVEST.append([wk, C06_Y["C1"][i], C06_Y["C2"][i], C06_Y["C3"][i], "stopped" if i else 0.18,
                        C06_Y["C5"][i]])
C06_HARVEST.append(["total wk 50 - wk 9", 5.7, 4.6, 5.4, "-", 5.9])

case(
    {
        "name": "greenhouse_pepper_led_interlighting",
        "question": "Please draft T661 lines 242, 244 and 246 and a logbook for our 2024-25 winter LED trial in "
                    "the pepper compartments. The trial plan, Marco's grower log and the harvest workbook are "
                    "attached, plus a lighting invoice.",
        "facts": {
            "242": [["5.5 kg/m2 or more"], ["2.4 kWh per kg or less"], ["20% or less"],
                    ["within 1 C of the HPS compartment", "radiant heat"]],
            "244": [["interlight"], ["far-red"], ["grow pipe"], ["crop registration"]],
            "246": [["4.6 kg/m2"], ["+38%"], ["24%"], ["5.9 kg/m2", "17%"]],
        },
        "dates": ["2024-10-28", "2024-11-04", "2024-11-18", "2024-12-02", "2024-12-09", "2024-12-16",
                  "2024-12-23", "2025-01-06", "2025-01-20", "2025-02-03", "2025-03-03", "2025-03-10"],
        "noise": ["HST 13%", "Remit to", "bunkhouse inspection"],
        "bindings": [
            {"value": "5.7 kg/m2", "subject": "C1", "others": ["C5", "C3"]},
            {"value": "5.4 kg/m2", "subject": "C3", "others": ["C5", "C1"]},
            {"value": "2.1 kWh/kg", "subject": "C3", "others": ["C5", "C2"]},
        ],
    },
    [
        ("pepper_led_trial_plan.docx", docx([
            ("title", "Trial Plan - LED Top-Lighting and Interlighting in Winter Sweet Pepper, 2024-25"),
            ("p", "Erie Shore Growers Ltd., Kingsville ON. Prepared by Marco Pinheiro (head grower) and Dana "
                  "Wiebe (crop science). Plan approved October 28, 2024."),
            ("h1", "Why"),
            ("p", "The HPS fixtures in compartments 1-5 are at end of life and Hydro One's rates make LED the "
                  "only sensible replacement, but growers who switched peppers to LED report slower, weaker "
                  "winter crops. HPS puts a lot of radiant heat on the plant head; LED does not, so the head runs "
                  "colder at the same air temperature and the crop develops more slowly. Interlighting inside "
                  "the canopy should lift yield, but peppers abort flowers easily, and how interlight spectrum "
                  "and head temperature interact in a tall winter pepper crop is not known. Published LED "
                  "pepper work is mostly from the Netherlands with far more winter sun than we get in wk 50-2."),
            ("h1", "Targets (12 harvest weeks, wk 50 to wk 9)"),
            ("b", "marketable yield 5.5 kg/m2 or more, and not below the HPS compartment;"),
            ("b", "lighting electricity 2.4 kWh per kg or less of marketable fruit;"),
            ("b", "flower and young fruit abortion 20% or less of set flowers;"),
            ("b", "plant head temperature within 1 C of the HPS compartment."),
            ("h1", "Compartments"),
            ("n", "C1 - HPS top-light, 180 umol/m2/s, 18 h (reference)."),
            ("n", "C2 - LED top-light only, 180 umol/m2/s."),
            ("n", "C3 - LED top-light 120 umol/m2/s + LED interlight bars 60 umol/m2/s (red/blue)."),
            ("n", "C4 - as C3 with 10% far-red added to the interlight bars."),
            ("n", "C5 - as C3 with the grow pipe raised to head height and run at 40 C."),
            ("h1", "Measurements"),
            ("p", "Weekly harvest by compartment (ISO weeks), weekly crop registration (head temperature with "
                  "an IR gun at 10:00, internode length, set and aborted flowers on 20 marked stems), sub-metered "
                  "lighting electricity and gas. Data in pepper_harvest_2024_25.xlsx."),
        ])),
        ("pepper_grower_log.md", text(f"""
# LED trial C1-C5 - grower log (Marco Pinheiro)

Erie Shore Growers, Kingsville. Red pepper, 3.3 stems/m2. Numbers are in the harvest workbook.

## Mon Nov 4
Planted C1-C5, same propagation batch, same substrate.

## 2024-11-18
Full light program on in all five: 18 h. C3-C5 interlight bars hung at two levels. C4 bars with the far-red
channel on. C5 grow pipe raised to head height, set 40 C.

## Mon Dec 2
First crop registration with the new sheet. C2 heads colder than C1 already, you can feel it on your hand.
C3 colder too, C5 close to C1.

## Dec 9
C4 stretching badly - long internodes, two stems snapped at the clips this morning.

## Dec 16
C4 out of the trial. Far-red in the interlight bars is a no for peppers in winter: too much stretch, the
heads can't carry the fruit load. Bars switched to red/blue, compartment goes back to normal production.

## Dec 23-27
Holiday week, skeleton crew. Flower count on the marked stems in C1, C2, C3, C5. C3 dropping a lot of
flowers for the light it gets - head temp?

## Week of Jan 6
Read the sub-meters. C5 burns more gas with the pipe at the head but the kWh per kg looks best of all.

{C06_LABOUR}

## Mon Jan 20
Second flower count. Same picture: C3 aborts more than C5.

## 2025-02-03
Review with Karen from OMAFA. Agreed: interlight only pays if the head is kept warm. C5 setup is the plan for
all LED compartments next crop, pending the last harvest weeks.

## Mon Mar 3
Trial closed, last harvest week was wk 9.

## 2025-03-10
Summary sheet filled in. C5 beats HPS on yield and energy.
""")),
        ("pepper_harvest_2024_25.xlsx", xlsx([
            ("weekly_harvest", C06_HARVEST),
            ("crop_registration", [
                ["date", "compartment", "head temp (C)", "vs C1 (C)", "internode (cm)"],
                [D("2024-12-02", "ddd d mmm"), "C1", 21.8, 0, 6.1],
                [D("2024-12-02", "ddd d mmm"), "C2", 20.0, -1.8, 5.6],
                [D("2024-12-02", "ddd d mmm"), "C3", 20.3, -1.5, 5.9],
                [D("2024-12-02", "ddd d mmm"), "C4", 20.4, -1.4, 8.4],
                [D("2024-12-02", "ddd d mmm"), "C5", 21.4, -0.4, 6.0],
                [D("2024-12-09", "ddd d mmm"), "C4", 20.5, -1.3, "+38% vs C3"],
                [D("2025-01-06", "ddd d mmm"), "C1", 21.6, 0, 6.3],
                [D("2025-01-06", "ddd d mmm"), "C2", 19.9, -1.7, 5.4],
                [D("2025-01-06", "ddd d mmm"), "C3", 20.1, -1.5, 5.8],
                [D("2025-01-06", "ddd d mmm"), "C5", 21.3, -0.3, 6.2],
            ]),
            ("flower_abortion", [
                ["count", "compartment", "set flowers", "aborted", "abortion"],
                ["Dec 23-27", "C1", 412, 62, "15%"],
                ["Dec 23-27", "C2", 355, 78, "22%"],
                ["Dec 23-27", "C3", 398, 99, "25%"],
                ["Dec 23-27", "C5", 420, 73, "17%"],
                ["Jan 20", "C1", 436, 74, "17%"],
                ["Jan 20", "C2", 361, 72, "20%"],
                ["Jan 20", "C3", 405, 93, "23%"],
                ["Jan 20", "C5", 441, 75, "17%"],
            ]),
            ("energy", [
                ["compartment", "lighting (kWh/m2, 12 wk)", "gas (m3/m2, 12 wk)", "yield (kg/m2)",
                 "lighting per kg (kWh/kg)"],
                ["C1", 17.7, 3.2, 5.7, 3.1],
                ["C2", 11.6, 3.5, 4.6, 2.5],
                ["C3", 11.6, 3.6, 5.4, 2.1],
                ["C5", 11.6, 4.1, 5.9, 2.0],
            ]),
            ("summary", [
                ["Trial summary 2025-03-10 (M. Pinheiro / D. Wiebe)", None, None, None, None, None],
                ["compartment", "yield wk 50-9", "lighting per kg", "abortion (mean)", "head vs C1", "verdict"],
                ["C1", "5.7 kg/m2", "3.1 kWh/kg", "16%", "reference", "HPS reference"],
                ["C2", "4.6 kg/m2", "2.5 kWh/kg", "21%", "-1.8 C", "fails yield and head temp"],
                ["C3", "5.4 kg/m2", "2.1 kWh/kg", "24%", "-1.5 C", "fails yield, abortion, head temp"],
                ["C4", "stopped Dec 16", "-", "-", "-1.4 C", "far-red stretch, internodes +38%"],
                ["C5", "5.9 kg/m2", "2.0 kWh/kg", "17%", "-0.4 C", "meets all targets"],
            ]),
        ])),
        ("lumenor_invoice_INV-88213.pdf", pdf(
            "Lumenor Horticultural Lighting Inc. | 2250 Walker Rd, Windsor ON | INVOICE", [
                ("title", "Invoice INV-88213"),
                ("p", "Bill to: Erie Shore Growers Ltd., Kingsville ON. Invoice date: 2024-11-08. Customer PO "
                      "4471-ESG."),
                ("table", [
                    ["Item", "Qty", "Unit price", "Amount"],
                    ["LX-IL 1.2 m interlight bar, red/blue", "96", "$415.00", "$39,840.00"],
                    ["LX-IL far-red add-on channel", "24", "$62.00", "$1,488.00"],
                    ["Mounting hooks and daisy-chain cables", "1 lot", "$1,150.00", "$1,150.00"],
                    ["Subtotal", "", "", "$42,478.00"],
                    ["HST 13%", "", "", "$5,522.14"],
                    ["Total due", "", "", "$48,000.14"],
                ]),
                ("p", "Remit to: Lumenor Horticultural Lighting Inc., Accounts Receivable, 2250 Walker Rd, "
                      "Windsor ON. Payment due within 30 days. HST # 81234 5678 RT0001."),
            ])),
    ],
    noise_files=["lumenor_invoice_INV-88213.pdf"],
    noise_spans={"pepper_grower_log.md": [C06_LABOUR]},
)


# ---------------------------------------------------------------------------
# C07 thermally modified yellow birch cladding (wood products, QC, 2024-25) - marketing brochure noise (not
#     named); an HR/holiday-shutdown paragraph inside the e-mail thread is noise; targets only in the
#     internal plan e-mail; kiln log CSV in DD/MM/YYYY (stated; 03/12/2024 is December 3, 04/02/2025 is
#     February 4); ASE/MOR/checks only in workbook sheets + a dated summary; decay only in the lab PDF;
#     T2 (212 C) honeycombed and lost too much strength - ruled out; close values T3/T4/T2
# ---------------------------------------------------------------------------
C07_HR = ("Unrelated, from Nathalie in HR: the night-shift kiln operator position is still open - please send "
          "her anyone you know. The plant shutdown for the holidays runs from Dec 20 to Jan 6.")
case(
    {
        "name": "thermo_modified_birch_cladding",
        "question": "Can you write up T661 lines 242, 244 and 246 and a logbook for the thermo-birch cladding "
                    "project? Attached: the e-mail thread, the TK-2 kiln log, the test workbook and the LWDC decay "
                    "report. Also the brochure draft, if useful.",
        "facts": {
            "242": [["40% or better"], ["5% or less"], ["30% or less"], ["no more than 3% of boards"],
                    ["rich in hemicellulose"]],
            "244": [["212 C"], ["6 C/h"], ["nitrogen"], ["AWPA E10"], ["anti-swelling efficiency", "ASE"]],
            "246": [["honeycomb"], ["14.2%"], ["44%"], ["4.6%", "43%"]],
        },
        "dates": ["2024-11-12", "2024-11-19", "2024-12-03", "2024-12-10", "2025-01-14", "2025-01-21",
                  "2025-02-04", "2025-02-20", "2025-02-24", "2025-03-11", "2025-05-19", "2025-06-02",
                  "2025-06-09"],
        "noise": ["kiln operator position", "Chemical-free beauty", "25-year limited warranty"],
        "bindings": [
            {"value": "5.8%", "subject": "T3", "others": ["T4", "T2"]},
            {"value": "27%", "subject": "T3", "others": ["T4", "T2"]},
            {"value": "46%", "subject": "T2", "others": ["T4", "T3"]},
        ],
    },
    [
        ("thermo_birch_emails.txt", text(f"""
From: Genevieve Tremblay <gtremblay@boreal-distribution.ca>
To: Etienne Poulin <epoulin@nordikthermo.ca>
Date: Tue, 12 Nov 2024 09:31 -0500
Subject: Thermo birch siding - what we need

Etienne,
Our builders in the Beauce and Estrie keep asking for a local hardwood siding with no chemical treatment. If
you can get yellow birch to behave like your thermo ash, we would list it. It has to hold up as siding with a
real warranty behind it - stable, no rot, and no boards splitting on the saw or at the nails.
Genevieve

-----
From: Etienne Poulin
To: Marc Gagnon; JP Roy
Date: Tue, 19 Nov 2024 16:12 -0500
Subject: Birch thermo trials - plan

Team, plan for the birch trials on TK-2, 32 mm yellow birch, 120 boards per charge.
Targets (what Genevieve's warranty needs):
- tangential anti-swelling efficiency (ASE) 40% or better vs untreated
- decay mass loss 5% or less in the AWPA E10 soil-block test, 12 weeks, brown rot
- MOR loss 30% or less vs untreated
- internal checks in no more than 3% of boards
What we don't know: birch is rich in hemicellulose and much denser than the ash we run, so it degrades
faster at temperature and builds more internal stress as it dries in the kiln. The usual way to get decay
resistance is more heat, which is exactly what makes birch brittle and crack inside. Nobody has a published
schedule for 32 mm yellow birch at these targets.
Plan: T1 = our standard ash program (190 C); T2 = go to 212 C; then adjust ramp, hold and atmosphere on
what we see.

{C07_HR}

-----
From: Marc Gagnon
Date: Tue, 14 Jan 2025 08:05 -0500
Subject: RE: Birch thermo trials - T1 / T2

Cut T2 boards after equalizing: honeycomb in the core of a lot of them, you could hear them crack on the
cooling step. Stability looks great but they snap like crackers on the bend test. T1 is sound but barely
changed. Numbers in the workbook. Suggest 200 C with a slower ramp next.

-----
From: Etienne Poulin
Date: June 9, 2025 11:20 AM
Subject: RE: Birch thermo trials - results

Genevieve, Marc, JP - the LWDC decay report came in last week. T4 (200 C, 6 C/h ramp above 130 C, nitrogen
atmosphere, boards pre-conditioned to 8% MC) meets all four targets. T3 was close but missed decay and
checking. Summary tab in the workbook is updated. Next step is a full 12-charge production run in the fall.
Etienne
""")),
        ("TK2_kiln_charge_log.csv", text("""
# Nordik Thermo - kiln TK-2 charge log export. Dates are DD/MM/YYYY (plant PLC regional setting).,,,,,,,,,,,,
charge,start,species,thickness_mm,boards,pre_MC_pct,atmosphere,ramp_above_130C,peak_C,hold_h,cycle_h,operator,notes
TK2-0412,03/12/2024,yellow birch,32,120,11.5,steam,15 C/h,190,3,41,JP,T1 - standard ash program
TK2-0415,10/12/2024,yellow birch,32,120,11.8,steam,15 C/h,212,2,44,JP,T2 - cracking sounds during cooling
TK2-0422,21/01/2025,yellow birch,32,120,11.2,steam,10 C/h,200,4,52,Marc,T3
TK2-0426,04/02/2025,yellow birch,32,120,8.0,nitrogen,6 C/h,200,4,61,Marc,T4 - pre-conditioned to 8% MC
""")),
        ("birch_cladding_tests.xlsx", xlsx([
            ("ASE", [
                ["variant", "charge", "tangential swelling untreated (%)", "tangential swelling treated (%)",
                 "ASE (%)", "specimens"],
                ["T1", "TK2-0412", 9.8, 7.06, 28, 20],
                ["T2", "TK2-0415", 9.8, 5.29, 46, 20],
                ["T3", "TK2-0422", 9.8, 5.78, 41, 20],
                ["T4", "TK2-0426", 9.8, 5.59, 43, 20],
            ]),
            ("MOR_MOE", [
                ["variant", "tested", "MOR (MPa)", "MOR untreated (MPa)", "MOR loss (%)", "MOE (GPa)"],
                ["T1", D("2025-03-11", "yyyy-mm-dd"), 107, 118, 9, 13.9],
                ["T2", D("2025-03-11", "yyyy-mm-dd"), 66, 118, 44, 12.1],
                ["T3", D("2025-03-11", "yyyy-mm-dd"), 86, 118, 27, 13.2],
                ["T4", D("2025-03-11", "yyyy-mm-dd"), 87, 118, 26, 13.4],
            ]),
            ("internal_checks", [
                ["variant", "boards cut", "boards with internal checks", "share"],
                ["T1", 120, 0, "0%"],
                ["T2", 120, 37, "31%"],
                ["T3", 120, 5, "4%"],
                ["T4", 120, 2, "2%"],
            ]),
            ("summary", [
                ["Summary updated 9 June 2025 (E. Poulin)", None, None, None, None, None],
                ["variant", "ASE", "decay mass loss (LWDC, brown rot)", "MOR loss", "internal checks", "result"],
                ["T1", "28%", "14.2%", "9%", "0%", "fails ASE and decay"],
                ["T2", "46%", "3.1%", "44%", "31%", "fails strength and checks - 212 C dropped"],
                ["T3", "41%", "5.8%", "27%", "4%", "fails decay and checks (narrowly)"],
                ["T4", "43%", "4.6%", "26%", "2%", "meets all targets"],
            ]),
        ])),
        ("LWDC_decay_report_2025-077.pdf", pdf(
            "Laurentian Wood Durability Centre | Report LWDC-2025-077 | Client: Nordik Thermo Inc.", [
                ("title", "Soil-Block Decay Resistance of Thermally Modified Yellow Birch"),
                ("p", "Client: Nordik Thermo Inc., attn. E. Poulin. Method: AWPA E10 soil-block test, 19 mm "
                      "cubes, 12 weeks at 27 C, 10 blocks per group and fungus. Untreated yellow birch sapwood "
                      "and southern pine controls."),
                ("table", [
                    ["Event", "Date"],
                    ["Blocks T1-T4 and controls received", "February 20, 2025"],
                    ["Blocks placed on fungus (12-week exposure)", "February 24, 2025"],
                    ["Blocks removed and weighed", "May 19, 2025"],
                    ["Report issued", "June 2, 2025"],
                ]),
                ("h1", "Results - mean mass loss"),
                ("table", [
                    ["Group", "Gloeophyllum trabeum (brown rot)", "Trametes versicolor (white rot)"],
                    ["Untreated birch", "38.5%", "24.0%"],
                    ["T1", "14.2%", "9.5%"],
                    ["T2", "3.1%", "2.2%"],
                    ["T3", "5.8%", "3.9%"],
                    ["T4", "4.6%", "3.3%"],
                ]),
                ("p", "Controls met the validity criteria of the method. Results apply only to the blocks "
                      "tested."),
            ])),
        ("nordik_birch_brochure_draft.md", text("""
# Nordik Thermo Birch - exterior cladding (DRAFT brochure copy)

Quebec yellow birch, transformed by heat alone. **Chemical-free beauty** that weathers to a silver patina.

- 25-year limited warranty against rot
- Profiles: shiplap, channel, board-and-batten
- 6 factory-oil colours, or leave it natural
- Made in Saint-Georges from Appalachian birch

Ask your Boreal Distribution dealer for samples.
""")),
    ],
    noise_files=["nordik_birch_brochure_draft.md"],
    noise_spans={"thermo_birch_emails.txt": [C07_HR]},
)


# ---------------------------------------------------------------------------
# C08 heat-pump drying of sea cucumber body wall (seafood processor, NL) - export price quote CSV noise (not
#     named); safety-committee / crab-crew paragraph inside the supervisor notes is noise; targets in the
#     DOCX plan memo; terse notes with "Mon 10 Mar", "Week of Mar 24" and a period "Apr 7-11"; drying curves,
#     quality values and a dated summary only in the workbook; lab PDF confirms the production lots;
#     D1 (60 C hot air) case-hardened - ruled out; D5 (longer boil) ruled out; close values D2/D3/D4
# ---------------------------------------------------------------------------
C08_SAFETY = ("Safety committee Thursday: eyewash by the brine tanks failed the weekly check, new one ordered. "
              "Crab season crew starts April 14 - Donna needs the bunk list and the WHMIS refreshers done "
              "before then.")
case(
    {
        "name": "sea_cucumber_heat_pump_drying",
        "question": "Please draft lines 242, 244 and 246 and a logbook for our sea cucumber drying R&D. "
                    "Siobhan's plan memo, Kevin's notes from the floor, the drying workbook and the Avalon lab "
                    "report are attached. The Hong Kong price sheet is also in the folder.",
        "facts": {
            "242": [["48 h or less"], ["15% moisture"], ["rehydration ratio of 2.8"], ["5% or fewer"],
                    ["case hardening", "autolysis"]],
            "244": [["60 C"], ["heat pump"], ["tempering"], ["40 min boil"], ["48 h soak"]],
            "246": [["61 h"], ["18%"], ["RR 2.4"], ["47 h", "RR 2.9"]],
        },
        "dates": ["2025-02-26", "2025-03-10", "2025-03-12", "2025-03-14", "2025-03-17", "2025-03-19",
                  "2025-03-24", "2025-03-31", "2025-04-07", "2025-04-15", "2025-04-16", "2025-04-22",
                  "2025-04-28"],
        "noise": ["Crab season crew", "CIF Hong Kong", "LC at sight"],
        "bindings": [
            {"value": "RR 2.6", "subject": "D3", "others": ["D4", "D2"]},
            {"value": "44 h", "subject": "D3", "others": ["D4", "D1"]},
            {"value": "RR 3.0", "subject": "D2", "others": ["D4", "D3"]},
        ],
    },
    [
        ("sea_cucumber_drying_plan.docx", docx([
            ("title", "Sea Cucumber Drying - Project Plan"),
            ("p", "Placentia Bay Marine Products Ltd., Arnold's Cove NL. From: Siobhan Walsh, QA and R&D. "
                  "Date: February 26, 2025."),
            ("h1", "Background"),
            ("p", "We dry boiled and salted Cucumaria frondosa body walls on racks for about ten days. The "
                  "buyers pay a premium for Grade A, but the drying room is the bottleneck of the whole plant "
                  "and the long dry costs us product to spoilage in warm spells."),
            ("h1", "Targets"),
            ("b", "dry to 15% moisture in 48 h or less;"),
            ("b", "rehydration ratio of 2.8 or more after a 48 h soak in 4 C water (soaked weight / dry "
                  "weight);"),
            ("b", "5% or fewer split or cracked pieces;"),
            ("b", "Grade A from the buyer's grader on the production lots."),
            ("h1", "Technical uncertainty"),
            ("p", "Drying fast means heat, but the body wall is mostly collagen: too much heat early gives case "
                  "hardening - a hard skin that cracks and will not take water back. Drying cool and slow "
                  "protects the collagen but leaves the wet core exposed to autolysis, which sea cucumber is "
                  "known for. We do not know whether a heat pump dryer can be scheduled to get both, or how the "
                  "boil time before drying changes it. Literature is on Apostichopus from China and Japan, "
                  "not on frondosa at our wall thickness."),
            ("h1", "Planned trials"),
            ("n", "D1 - hot air dryer, 60 C constant (fast reference)."),
            ("n", "D2 - heat pump dryer, 35 C constant, 25% RH."),
            ("n", "D3 - heat pump, staged: 40 C for 12 h then 50 C."),
            ("n", "D5 - as D3 but with a 40 min boil instead of 20 min."),
            ("n", "D4 - whatever D1 to D5 point to; production repeats on full loads."),
            ("p", "Moisture by oven on 5 pieces per sample time. Results go in the drying workbook."),
        ])),
        ("drying_floor_notes.txt", text(f"""
DRYING TRIALS - floor notes (Kevin Hynes, plant supervisor)

Mon 10 Mar
D1 in the old hot air dryer, 60 C constant. Lot C-0307, boiled 20 min, salted. Out next morning - fast.
Pieces hard as bark on the outside, some split along the length.

Wed 12 Mar
D2 into the heat pump dryer, 35 C, 25% RH. Same lot. This will take a while.

Fri 14 Mar
D2 out this afternoon. Lovely pieces, even colour. Nearly three days in the dryer though.

Mon 17 Mar
D3 staged, 40 C for 12 h then up to 50 C. Lot C-0314.

Wed 19 Mar
D5 = D3 schedule but the lot got a 40 min boil instead of 20. Siobhan wants to see if a firmer wall dries
differently.

{C08_SAFETY}

Week of Mar 24
Rehydration on D1, D2, D3, D5 - 48 h soak in 4 C water. D1 stays hard and the splits open up. D5 rubbery,
doesn't come back much - longer boil is out. D3 decent but some splits.

Mon 31 Mar
D4 = D3 schedule + tempering: fans and heat off 2 h every 6 h so the core moisture can come out to the
skin. Lot C-0328.

Apr 7-11
D4 on three full loads (about 600 kg wet each), lots P1, P2, P3.

Tue 15 Apr
D4 samples from P1-P3 couriered to the Avalon lab, and a box to the buyer's rep in St. John's.
""")),
        ("drying_trials_2025.xlsx", xlsx([
            ("runs", [
                ["run", "start", "lot", "boil (min)", "dryer", "schedule"],
                ["D1", D("2025-03-10", "ddd dd/mm"), "C-0307", 20, "hot air", "60 C constant"],
                ["D2", D("2025-03-12", "ddd dd/mm"), "C-0307", 20, "heat pump", "35 C constant, 25% RH"],
                ["D3", D("2025-03-17", "ddd dd/mm"), "C-0314", 20, "heat pump", "40 C 12 h, then 50 C"],
                ["D5", D("2025-03-19", "ddd dd/mm"), "C-0314", 40, "heat pump", "as D3"],
                ["D4", D("2025-03-31", "ddd dd/mm"), "C-0328", 20, "heat pump",
                 "as D3 + tempering 2 h off every 6 h"],
                ["D4-P1", D("2025-04-07", "ddd dd/mm"), "P1", 20, "heat pump", "as D4, full load"],
                ["D4-P2", D("2025-04-07", "ddd dd/mm"), "P2", 20, "heat pump", "as D4, full load"],
                ["D4-P3", D("2025-04-07", "ddd dd/mm"), "P3", 20, "heat pump", "as D4, full load"],
            ]),
            ("moisture_curves", [
                ["hours", "D1 (%)", "D2 (%)", "D3 (%)", "D5 (%)", "D4 (%)"],
                [0, 78, 78, 79, 76, 79],
                [6, 52, 71, 66, 63, 67],
                [12, 34, 63, 55, 52, 57],
                [18, 21, 55, 43, 40, 46],
                [24, 13.5, 47, 33, 31, 36],
                [36, None, 33, 21, 19, 24],
                [48, None, 22, 12.8, 13.2, 14.6],
                [60, None, 15.4, None, None, None],
                [66, None, 13.9, None, None, None],
            ]),
            ("quality", [
                ["run", "time to 15% MC (h)", "rehydration ratio (48 h soak)", "split pieces (%)", "notes"],
                ["D1", 22, 2.1, 18, "case hardened"],
                ["D2", 61, 3.0, 2, ""],
                ["D3", 44, 2.6, 6, ""],
                ["D5", 46, 2.4, 4, "rubbery"],
                ["D4", 47, 2.9, 3, ""],
                ["D4-P1", 47, 2.9, 3, "full load"],
                ["D4-P2", 48, 2.8, 4, "full load"],
                ["D4-P3", 46, 2.9, 3, "full load"],
            ]),
            ("summary", [
                ["Summary - 2025-04-28 (S. Walsh)", None, None, None, None],
                ["schedule", "drying time to 15%", "rehydration", "splits", "outcome"],
                ["D1 hot air 60 C", "22 h", "RR 2.1", "18%", "fails - case hardening"],
                ["D2 heat pump 35 C", "61 h", "RR 3.0", "2%", "fails drying time"],
                ["D3 staged 40/50 C", "44 h", "RR 2.6", "6%", "fails rehydration and splits"],
                ["D5 staged, 40 min boil", "46 h", "RR 2.4", "4%", "fails rehydration - longer boil dropped"],
                ["D4 staged + tempering", "47 h", "RR 2.9", "3%", "meets targets; full loads 46-48 h"],
            ]),
        ])),
        ("ASQL_report_25-0412.pdf", pdf(
            "Avalon Seafood Quality Laboratory | St. John's NL | Test Report ASQL-25-0412", [
                ("title", "Dried Sea Cucumber - Moisture, Rehydration and Grade"),
                ("p", "Client: Placentia Bay Marine Products Ltd. Samples: dried Cucumaria frondosa, client lots "
                      "D4-P1, D4-P2, D4-P3 (schedule D4), received 16 April 2025. Report date: 22 April 2025."),
                ("table", [
                    ["Lot", "Moisture", "Salt (NaCl)", "Rehydration ratio (48 h, 4 C)", "Split pieces",
                     "Grade (export grader)"],
                    ["D4-P1", "13.9%", "4.1%", "2.9", "3 of 100", "A"],
                    ["D4-P2", "14.6%", "4.3%", "2.8", "4 of 100", "A"],
                    ["D4-P3", "13.7%", "4.0%", "2.9", "3 of 100", "A"],
                ]),
                ("p", "Moisture by AOAC 950.46 (oven). Rehydration: 10 pieces soaked in 4 C water for 48 h, "
                      "blotted and weighed. Grade assigned by the buyer's grader present at the lab on "
                      "22 April 2025."),
            ])),
        ("export_price_quote_HK.csv", text("""
Placentia Bay Marine Products - export price indication - dried sea cucumber (frondosa),,,
grade,pieces_per_kg,USD_per_kg,terms
A,80-120,96.00,CIF Hong Kong
A,120-160,88.00,CIF Hong Kong
B,80-160,61.00,CIF Hong Kong
C / broken,-,24.00,FOB St. John's
Payment,LC at sight; 30% deposit for new buyers,,
Validity,Prices valid for shipment before June 30; minimum 500 kg per grade,,
""")),
    ],
    noise_files=["export_price_quote_HK.csv"],
    noise_spans={"drying_floor_notes.txt": [C08_SAFETY]},
)


# ---------------------------------------------------------------------------
# C09 foaming control in an on-farm dairy co-digester (biogas services, ON, 2024-25) - food-waste supply
#     agreement excerpt noise (not named); a budget/relief-operator paragraph inside the operator journal is
#     noise; targets in the owner's e-mail, uncertainty in the consultant's reply; weekly operating data by
#     ISO week number only, strategy periods as "from Jan 6, 4 weeks"; lab PDF with ISO sampling dates;
#     A1 (silicone) cut biogas 9% - ruled out; A3 (FOS/TAC trigger) gave no lead time - ruled out as an
#     indicator; close yields A2/A3/A4
# ---------------------------------------------------------------------------
C09_BUDGET = ("Budget: the roof membrane quote came in at $86,500 - goes to the bank with the March statements. "
              "Gerrit wants a relief operator for weekends from May so I can get a Saturday off.")


def _weeks(first_wk, n, mean, step, nd=0):
    """n weekly values around mean (offsets cancel), rounded to nd decimals."""
    offs = [step, -step, 2 * step, -2 * step, 0.5 * step, -0.5 * step, step, -step][:n]
    return [(first_wk + i, round(mean + o, nd) if nd else int(round(mean + o))) for i, o in enumerate(offs)]


C09_PERIODS = [("A1", 2, 4, 2.8, 555, 2.0, {3: 1}, 9), ("A2", 6, 4, 3.0, 598, 3.0, {8: 1}, 11),
               ("A3", 10, 4, 3.1, 592, 0.6, {11: 1}, 12), ("A4", 14, 8, 3.5, 604, 0.9, {}, 15)]
C09_OPS = [["ISO week", "strategy", "OLR (kg VS/m3/d)", "FOG share of VS (%)", "specific biogas (m3/t VS)",
            "antifoam (L/d)", "foam carry-over events"]]
for name, wk0, n, olr, gas, af, ev, fog in C09_PERIODS:
    olrs = _weeks(wk0, n, olr, 0.05, 2)
    gases = _weeks(wk0, n, gas, 4)
    afs = _weeks(wk0, n, af, 0.1, 2)
    for i in range(n):
        wk = wk0 + i
        C09_OPS.append([f"wk {wk}", name, olrs[i][1], fog, gases[i][1], afs[i][1], ev.get(wk, 0)])

case(
    {
        "name": "dairy_codigester_foaming_control",
        "question": "Could you draft T661 lines 242, 244 and 246 and a logbook for the digester foaming work at "
                    "the Van Dyk farm? The e-mails with the owner, my operator journal, the foam trial workbook "
                    "and the HAEL lab report are attached; I also threw in the food waste agreement.",
        "facts": {
            "242": [["3.5 kg VS/m3/d"], ["not more than 5% below"], ["1.5 L/d"], ["8 consecutive weeks"],
                    ["long-chain fatty acids"]],
            "244": [["silicone antifoam"], ["canola oil"], ["FOS/TAC"], ["foam column"], ["12% of VS"]],
            "246": [["555 m3/t VS", "-9%"], ["no lead time"], ["0 events", "604 m3/t VS"], ["0.9 L/d"]],
        },
        "dates": ["2024-12-16", "2024-12-18", "2025-01-06", "2025-01-14", "2025-01-18", "2025-02-03",
                  "2025-02-18", "2025-02-22", "2025-03-03", "2025-03-12", "2025-03-14", "2025-03-31",
                  "2025-04-15", "2025-04-22", "2025-06-02"],
        "noise": ["relief operator", "tipping fee", "force majeure"],
        "bindings": [
            {"value": "598 m3/t VS", "subject": "A2", "others": ["A4", "A3"]},
            {"value": "592 m3/t VS", "subject": "A3", "others": ["A2", "A4"]},
            {"value": "3.1 kg VS/m3/d", "subject": "A3", "others": ["A4", "A2"]},
        ],
    },
    [
        ("digester_foaming_emails.txt", text("""
From: Gerrit Van Dyk <gerrit@vandykdairy.ca>
To: Ana Ribeiro <ana@greybrucebiogas.ca>
Date: Mon, 16 Dec 2024 07:48 -0500
Subject: Foam again

Ana,
Third foam-over this fall - foam came up the gas line into the condensate trap and the CHP shut down for
a day and a half. I want to take more of the ice cream and FOG loads (the money is in the waste), but not if
this keeps happening. What I need by spring:
- no foam carry-over into the gas line for 8 consecutive weeks
- loading up to 3.5 kg VS/m3/d (we run 2.8 now)
- gas yield not more than 5% below last year's 610 m3/t VS
- antifoam at 1.5 L/d or less on average, I'm not buying totes of the stuff
Gerrit

-----
From: Ana Ribeiro
Date: Wed, 18 Dec 2024 15:20 -0500
Subject: RE: Foam again

Gerrit, understood. The honest picture: nobody can tell you today what sets off the foam in a manure/FOG
digester like yours. Fats break down to long-chain fatty acids that act like soap, proteins from the dairy
waste stabilize bubbles, and some filamentous bacteria make it worse - and which one dominates changes with
the feed. Silicone antifoam knocks foam down but there are reports it can inhibit the methanogens; canola
oil is gentler but you need more. The other question is whether any reading we can take on the farm gives
warning early enough to act. Plan, four weeks each from January 6: A1 silicone antifoam on a schedule, A2
canola oil on a schedule, A3 limit FOG to 12% of VS and dose when FOS/TAC goes over 0.45, then A4 based on
what we learn, run for 8 weeks. I'll send monthly samples to HAEL for LCFA.
Ana

-----
From: Ana Ribeiro
Date: June 2, 2025 9:05 AM
Subject: RE: Foam again - spring results

Gerrit, the 8-week A4 run is done: no foam carry-over at full loading, gas yield within 1% of last year and
oil use well under your limit. Summary tab attached. The daily foam column test is the piece that made it
work - FOS/TAC moved only after the foam was already up. Let's keep A4 as the standing procedure.
Ana
""")),
        ("digester_operator_journal.md", text(f"""
# Van Dyk digester - operator journal (Ana Ribeiro)

1,800 m3 CSTR, 40 C, dairy manure + ice cream waste + FOG from the Owen Sound haulers.
Weekly numbers in the foam workbook.

## Mon Jan 6
Start A1: silicone antifoam dosed 2 L/d into the recirculation line, FOG share as usual (~9% of VS).

## 2025-01-14
Monthly HAEL sample taken and couriered.

## Sat Jan 18
Foam event even with silicone: ice cream load Friday, foam in the sight glass by 6 am, trap full by noon.
Flare on, CHP off 9 h.

## 2025-02-03
End A1. Gas yield down hard over the four weeks - the silicone is hurting the bugs. Silicone out. Start A2:
canola oil 3 L/d on a schedule.

## Tue Feb 18
Monthly HAEL sample.

## Sat Feb 22
Foam event on A2, smaller, caught it at the sight glass. Oil use is already double what Gerrit allows.

{C09_BUDGET}

## Mon Mar 3
Start A3: FOG capped at 12% of VS, FOS/TAC titration every morning, 4 L canola oil shot when it goes over
0.45.

## 2025-03-12
Monthly HAEL sample.

## Fri Mar 14
Foam event on A3. FOS/TAC was 0.38 at 7 am with foam already at the sight glass, 0.47 the next morning.
It follows the foam, it doesn't lead it - no lead time. FOS/TAC is out as the trigger.

## Mon Mar 31
Start A4 (8 weeks): daily foam column test on the morning digestate sample (air sparged 10 min, foam
height read in mL); 4 L canola oil only when the foam index goes over 40 mL. FOG cap raised to 15% of VS,
loading stepped up to 3.5.

## 2025-04-15
Monthly HAEL sample.
""")),
        ("foam_trial_workbook.xlsx", xlsx([
            ("strategies", [
                ["strategy", "started", "length", "antifoam", "trigger", "FOG cap"],
                ["A1", "from Jan 6", "4 weeks", "silicone antifoam 2 L/d", "schedule", "none (~9% of VS)"],
                ["A2", "from Feb 3", "4 weeks", "canola oil 3 L/d", "schedule", "none (~11% of VS)"],
                ["A3", "from Mar 3", "4 weeks", "canola oil 4 L shot", "FOS/TAC over 0.45", "12% of VS"],
                ["A4", "from Mar 31", "8 weeks", "canola oil 4 L shot", "foam column index over 40 mL",
                 "15% of VS"],
            ]),
            ("weekly_ops", C09_OPS),
            ("foam_index_A4", [
                ["ISO week", "max foam index (mL)", "oil shots", "carry-over"],
                ["wk 14", 35, 0, 0], ["wk 15", 44, 1, 0], ["wk 16", 52, 2, 0], ["wk 17", 38, 0, 0],
                ["wk 18", 47, 2, 0], ["wk 19", 41, 1, 0], ["wk 20", 36, 0, 0], ["wk 21", 49, 2, 0],
            ]),
            ("summary", [
                ["Summary 2025-06-02 (A. Ribeiro)", None, None, None, None, None],
                ["strategy", "mean OLR", "specific biogas", "vs 610 baseline", "antifoam", "foam carry-over"],
                ["A1", "2.8 kg VS/m3/d", "555 m3/t VS", "-9%", "2.0 L/d", "1 event"],
                ["A2", "3.0 kg VS/m3/d", "598 m3/t VS", "-2%", "3.0 L/d", "1 event"],
                ["A3", "3.1 kg VS/m3/d", "592 m3/t VS", "-3%", "0.6 L/d", "1 event"],
                ["A4", "3.5 kg VS/m3/d", "604 m3/t VS", "-1%", "0.9 L/d", "0 events in 8 weeks"],
            ]),
        ])),
        ("HAEL_report_25-2210.pdf", pdf(
            "Huron Agri-Environmental Laboratory | Report HAEL-25-2210 | Client: Grey-Bruce Biogas Services", [
                ("title", "Digestate Analyses - Van Dyk Digester"),
                ("p", "Client: Grey-Bruce Biogas Services Inc., attn. A. Ribeiro. Samples of digestate from "
                      "the main digester, collected by the client. Report issued April 22, 2025."),
                ("table", [
                    ["Sampled", "Strategy", "LCFA total (mg/L)", "VFA (mg/L HAc)", "FOS/TAC", "NH4-N (mg/L)"],
                    ["2025-01-14", "A1", "640", "1,120", "0.31", "2,480"],
                    ["2025-02-18", "A2", "910", "1,340", "0.36", "2,530"],
                    ["2025-03-12", "A3", "1,180", "1,460", "0.38", "2,610"],
                    ["2025-04-15", "A4", "1,020", "1,390", "0.35", "2,590"],
                ]),
                ("p", "LCFA by GC-FID after extraction (C12-C18 sum). FOS/TAC by two-point titration "
                      "(Nordmann). Results relate only to the samples as received."),
            ])),
        ("food_waste_supply_agreement_excerpt.txt", text("""
FOOD WASTE SUPPLY AGREEMENT - Bluewater Organics Hauling Inc. and Van Dyk Dairy Farms Ltd. (excerpt)

4.1 Tipping fee. The Hauler pays the Farm a tipping fee of $42.00 per tonne of accepted material,
invoiced monthly.
4.2 Rejected loads. Loads with visible packaging over 1% may be refused; the Hauler bears return costs.
9. Force majeure. Neither party is liable for delay caused by events beyond its reasonable control,
including digester outages; force majeure does not excuse payment of amounts already due.
11. Insurance. The Hauler carries commercial general liability of not less than $5,000,000.
""")),
    ],
    noise_files=["food_waste_supply_agreement_excerpt.txt"],
    noise_spans={"digester_operator_journal.md": [C09_BUDGET]},
)


# ---------------------------------------------------------------------------
# C10 heated LED traffic-signal lens for wind-driven snow (signal products, ON, 2024-25) - JHSC minutes noise
#     (not named); a council-budget/hiring paragraph inside the city e-mail thread is noise; DOCX engineering
#     journal with "Monday, December 2, 2024" headings and bullet lists; chamber values, cycling and a dated
#     summary only in the workbook; photometry only in a US lab PDF written MM/DD/YYYY (stated: 03/04/2025 is
#     March 4, 03/07/2025 is March 7); field install period "Mar 10-11"; L1 (ITO) lost too much light, L3
#     (perimeter wire) never cleared the centre, L2 (silver nanowire) failed cycling - all ruled out; close
#     values L1/L2/L4/L5
# ---------------------------------------------------------------------------
C10_BUDGET = ("Side note from our end: council trimmed the signal modernization capital line by 10% for 2025, so "
              "any roll-out would be phased. We are also hiring two signal technicians this spring - if you know "
              "anyone, send them our way.")
case(
    {
        "name": "traffic_signal_heated_lens_snow",
        "question": "Please draft lines 242, 244 and 246 and a dated logbook for the heated signal lens project. "
                    "Attached: Priya's engineering journal, the snow chamber workbook, the photometry report from "
                    "Buffalo, the e-mails with the city and the February JHSC minutes.",
        "facts": {
            "242": [["within 15 min"], ["15 W or less"], ["5% or less"], ["1,000 thermal cycles"],
                    ["refreezes", "ice dam"]],
            "244": [["ITO"], ["silver nanowire"], ["perimeter wire heater"], ["20 um copper micro-wire grid"],
                    ["hydrophobic coating"]],
            "246": [["11.8%"], ["55% clear"], ["21 min"], ["13 min", "4.2%"]],
        },
        "dates": ["2024-11-25", "2024-11-26", "2024-12-02", "2025-01-07", "2025-01-09", "2025-01-14", "2025-01-28",
                  "2025-01-30", "2025-02-03", "2025-02-12", "2025-02-24", "2025-03-03", "2025-03-04",
                  "2025-03-07", "2025-03-10", "2025-03-18", "2025-04-01"],
        "noise": ["signal technicians", "ladder inspection", "Bucket truck"],
        "bindings": [
            {"value": "3.9%", "subject": "L2", "others": ["L4", "L1"]},
            {"value": "14 min", "subject": "L1", "others": ["L4", "L2"]},
            {"value": "19 min", "subject": "L2", "others": ["L1", "L5"]},
        ],
    },
    [
        ("heated_lens_engineering_journal.docx", docx([
            ("title", "Heated Signal Lens (HSL-300) - Engineering Journal"),
            ("p", "Great Lakes Signal Products Inc., Burlington ON. Kept by Priya Nair, P.Eng. Chamber numbers "
                  "are in snow_chamber_runs.xlsx; photometry by Niagara Frontier Photometrics."),
            ("h1", "Monday, December 2, 2024"),
            ("p", "Plan after the city's request. Targets for a 300 mm red section:"),
            ("b", "lens 90% clear of wind-driven snow within 15 min at -10 C, 20 km/h wind, in the snow chamber;"),
            ("b", "heater power 15 W or less per section (the city's UPS battery sizing);"),
            ("b", "luminous intensity loss 5% or less against an unheated lens with the same LED engine;"),
            ("b", "heater survives 1,000 thermal cycles from -40 to +60 C with under 10% resistance change."),
            ("p", "Uncertainty: an LED section gives off only a few watts at the lens, so snow sticks where an "
                  "incandescent lamp used to melt it. Any heater we put in the optical path costs light, and any "
                  "heater outside it may not reach the centre of the lens. Melting at low power also makes water "
                  "that runs to the cold visor lip and refreezes into an ice dam. We do not know whether 15 W is "
                  "enough at all, or which heater layout gets there without losing light."),
            ("h1", "Tuesday, January 7, 2025"),
            ("b", "L1 chamber runs: ITO-coated polycarbonate film laminated on the lens, 15 W."),
            ("b", "Clears well; lens looks grey next to the reference - photometry will tell."),
            ("h1", "Thursday, January 9, 2025"),
            ("b", "L2 chamber runs: silver nanowire film, 15 W. Slower than L1, clear lens to the eye, slight "
                  "haze."),
            ("h1", "Tuesday, January 14, 2025"),
            ("b", "L3: perimeter wire heater moulded into the lens rim, 12 W. Edges clear in minutes, centre "
                  "stays packed; meltwater from the rim refreezes in a ridge at the visor lip."),
            ("b", "Perimeter-only heating is out: the heat never reaches the middle of a 300 mm lens."),
            ("h1", "Tuesday, January 28, 2025"),
            ("b", "L4: 20 um copper micro-wire grid at 5 mm pitch moulded into the lens (11 W) + 3 W strip "
                  "heater on the visor lip + hydrophobic coating on the outer lens face. 14 W total."),
            ("b", "Best chamber result so far, no ice dam at the visor."),
            ("h1", "Thursday, January 30, 2025"),
            ("b", "L5 = L4 without the hydrophobic coating, to see what the coating buys us. Noticeably slower; "
                  "slush hangs on the lens."),
            ("h1", "Monday, February 3, 2025"),
            ("b", "L2 and L4 heaters into the thermal cycling chamber, -40 / +60 C, 2 h cycles."),
            ("h1", "Wednesday, February 12, 2025"),
            ("b", "L2 out: nanowire film resistance up 60% at 400 cycles, two open segments. Silver nanowire "
                  "won't survive a signal head's life."),
            ("h1", "Monday, February 24, 2025"),
            ("b", "L4 finished 1,000 cycles, resistance change small (sheet). Lenses shipped to Buffalo for "
                  "photometry."),
            ("h1", "Mar 10-11"),
            ("b", "Two L4 sections installed on the city's pilot heads (Centennial Pkwy at Barton, northbound)."),
            ("h1", "Tuesday, April 1, 2025"),
            ("b", "Summary tab done. L4 meets all four targets; city wants 40 heads for next winter."),
        ])),
        ("snow_chamber_runs.xlsx", xlsx([
            ("chamber_runs", [
                ["lens", "run date", "heater", "power (W)", "ambient (C)", "wind (km/h)", "clear at 5 min",
                 "clear at 10 min", "clear at 15 min", "clear at 20 min", "time to 90% clear (min)"],
                ["L1", D("2025-01-07", "dddd d mmmm"), "ITO film", 15, -10, 20, "38%", "71%", "93%", "100%", 14],
                ["L2", D("2025-01-09", "dddd d mmmm"), "silver nanowire film", 15, -10, 20, "25%", "52%", "78%",
                 "93%", 19],
                ["L3", D("2025-01-14", "dddd d mmmm"), "perimeter wire heater", 12, -10, 20, "30%", "48%",
                 "55% clear", "58%", "not reached (61% at 30 min)"],
                ["L4", D("2025-01-28", "dddd d mmmm"), "micro-wire grid + visor strip + coating", 14, -10, 20,
                 "41%", "76%", "96%", "100%", 13],
                ["L5", D("2025-01-30", "dddd d mmmm"), "micro-wire grid + visor strip, no coating", 14, -10, 20,
                 "22%", "47%", "70%", "89%", 21],
            ]),
            ("thermal_cycling", [
                ["lens", "started", "cycles", "resistance change at 250", "at 400", "at 1,000", "result"],
                ["L2", D("2025-02-03"), 400, "+14%", "+60%", "-", "failed - open segments"],
                ["L4", D("2025-02-03"), 1000, "+0.6%", "+1.0%", "+2.1%", "pass"],
            ]),
            ("summary", [
                ["Summary 1 Apr 2025 (P. Nair)", None, None, None, None, None],
                ["lens", "time to 90% clear", "power", "intensity loss (NFP)", "thermal cycling", "verdict"],
                ["L1", "14 min", "15 W", "11.8%", "not run", "fails light loss"],
                ["L2", "19 min", "15 W", "3.9%", "failed at 400", "fails clearing time and cycling"],
                ["L3", "not reached", "12 W", "0.8%", "not run", "fails clearing - centre stays packed"],
                ["L4", "13 min", "14 W", "4.2%", "1,000 cycles, +2.1%", "meets all targets"],
                ["L5", "21 min", "14 W", "4.0%", "not run", "fails clearing time"],
            ]),
        ])),
        ("NFP_photometry_report_25-0304.pdf", pdf(
            "Niagara Frontier Photometrics LLC | Buffalo NY | Test Report NFP-25-0304", [
                ("title", "Luminous Intensity of Heated 300 mm Signal Lenses"),
                ("p", "Client: Great Lakes Signal Products Inc., Burlington ON, Canada. All dates in this report "
                      "are MM/DD/YYYY."),
                ("table", [
                    ["Event", "Date"],
                    ["Lenses L1-L5 and unheated reference received", "03/03/2025"],
                    ["Goniophotometer measurements", "03/04/2025"],
                    ["Report issued", "03/07/2025"],
                ]),
                ("p", "Method: each lens mounted on the same red 300 mm LED engine, heater off, 25 C, luminous "
                      "intensity measured on the ITE VTCSH grid; loss reported at the 0/0 point against the "
                      "unheated reference lens."),
                ("table", [
                    ["Lens", "Intensity at 0/0 (cd)", "Loss vs reference", "Chromaticity"],
                    ["Reference", "512", "-", "within red region"],
                    ["L1", "452", "11.8%", "within red region"],
                    ["L2", "492", "3.9%", "within red region"],
                    ["L3", "508", "0.8%", "within red region"],
                    ["L4", "491", "4.2%", "within red region"],
                    ["L5", "492", "4.0%", "within red region"],
                ]),
                ("p", "Goniophotometer calibration due 09/30/2025. Results relate only to the items tested."),
            ])),
        ("city_signal_pilot_emails.txt", text(f"""
From: Tom Kowalski <tom.kowalski@escarpmentfalls.ca>
To: Priya Nair <pnair@glsignal.ca>
Date: Mon, 25 Nov 2024 13:22 -0500
Subject: Snow-covered LED signals

Priya,
After last winter's lake-effect storms we had signal heads on Centennial Parkway completely packed with snow
on the windward side - the old incandescent heads never did that. Police had to direct traffic twice. Can
you give us a heated lens that fits the existing 300 mm heads? Two hard limits from our side: the UPS
battery backup was sized for LED loads, so heating can't add more than 15 W per section, and the heads still
have to meet the ITE intensity spec.
Tom Kowalski - Traffic Operations, City of Escarpment Falls

-----
From: Priya Nair
Date: Tue, 26 Nov 2024 09:02 -0500
Subject: RE: Snow-covered LED signals

Tom, we'll take it on. I'll set targets with our team this week and build test lenses in the new year. We
have a snow chamber at the plant with a wind fan, so we can test before we touch your heads.

{C10_BUDGET}

-----
From: Tom Kowalski
Date: March 18, 2025 4:47 PM
Subject: RE: Snow-covered LED signals - pilot

Priya, the two pilot sections you installed last week came through Sunday's squall fine. The unheated heads
next to them were half covered for about 40 minutes; yours were clear each time our crew checked. No ice on
the visor lip either. Let's talk quantities for next winter.
Tom
""")),
        ("JHSC_minutes_2025-02.txt", text("""
GREAT LAKES SIGNAL PRODUCTS INC. - Joint Health and Safety Committee - minutes
Meeting of February 19, 2025. Present: worker co-chair K. Singh, management co-chair D. Mercer, 4 members.

1. Monthly ladder inspection overdue in the assembly area - tagged two ladders out of service.
2. Bucket truck annual inspection booked with the dealer for March.
3. Lockout procedure for the thermal cycling chamber reviewed; new lock box installed.
4. Winter slip hazard at the shipping door: salt bin refilled, mat replaced.
5. First aid certificates: three expire in April; training booked.
Next meeting: March 19, 2025.
""")),
    ],
    noise_files=["JHSC_minutes_2025-02.txt"],
    noise_spans={"city_signal_pilot_emails.txt": [C10_BUDGET]},
    not_entries=["2025-09-30"],
)


# ============================================================================ end of cases

if __name__ == "__main__":
    main()
