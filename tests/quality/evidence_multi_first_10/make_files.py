#!/usr/bin/env python3
"""Builds the multi-file evidence cases of the tenth first-contact set (evidence_multi_first_10).

Run:  python3 make_files.py
Needs: python-docx, openpyxl, reportlab (standard fonts only).
Writes every evidence file of every case into this folder, then cases.json (all cases registered so far).

Case metadata (facts, dates, noise, bindings) sits next to the content it refers to. Two kinds of
noise are registered for verify.py (which imports this module; files are only written when run):
  NOISE_FILES[case]  -> whole files that are not work records (quote, invoice, price list, sell sheet,
                        contract excerpt, HR memo, board minutes);
  NOISE_SPANS[case]  -> {file: [paragraphs]} non-record paragraphs INSIDE a record file (an admin or
                        staffing item in stand-up notes, a trade-show aside in an e-mail thread).
NOT_ENTRIES[case]   -> dates that occur in record files but are not work entries (calibration due
                        dates, certificate expiry, range end days, delivery promises); verify.py only uses it
                        to silence its stray-date warnings. They are deliberately absent from "dates".
Date conventions used on purpose: ISO, "March 3, 2025", "3 Mar", "Tue Jan 21", "Week of ..." headings,
day/month without a year inside a notebook whose year is stated, periods such as "Mar 3-21" (the entry is
the first day), and dd/mm/yyyy or mm/dd/yyyy with the locale stated in the file. Workbook date cells are
real Excel dates with a display format. Some content is deliberately undated.
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
        wb.properties.creator = "evidence_multi_first_10"
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
# C01 low-temperature chemical disinfection of hospital linen in a counter-flow tunnel washer (commercial
#     laundry, NS) - gas supply agreement excerpt noise (named loosely as "the gas contract"); DOCX study with
#     Plan (dated heading) / Technical uncertainty / Method / Results / Conclusion; run sheet CSV dd/mm/yyyy
#     (locale stated); micro lab PDF with "January 15, 2025" dates and an incubator check that is not an
#     entry; QA workbook with a title row above the header and a second sheet; fabric cycling "Mar 3-21";
#     ozone (W2) ruled out on an exposure limit, high dose (W4) ruled out on fabric damage; W3 / W4 close
# ---------------------------------------------------------------------------
case(
    {
        "name": "hospital_linen_low_temp_tunnel_wash",
        "question": "Please draft T661 lines 242, 244 and 246 and a logbook for the low-temperature wash project "
                    "on Tunnel 2. Gareth's study write-up, the tunnel run sheet, the AML micro report and the QA "
                    "tensile workbook are attached. The gas contract is in the folder as well.",
        "facts": {
            "242": [["5-log reduction"], ["Enterococcus faecium"], ["no more than 10% after 50 wash cycles"],
                    ["at least 30% below"], ["consumed by organic soil"]],
            "244": [["150 ppm"], ["compartment 6"], ["ozone"], ["50 wash cycles"], ["ASTM D5034"]],
            "246": [["2.8 log"], ["0.12 ppm"], ["12.9%"], ["5.2 log", "6.8%", "37%"]],
        },
        "dates": ["2025-01-08", "2025-01-15", "2025-01-22", "2025-01-29", "2025-02-05", "2025-02-12",
                  "2025-02-19", "2025-02-26", "2025-03-03", "2025-03-24", "2025-04-02"],
        "noise": ["Take-or-pay", "AECO", "Maritime Energy Marketing"],
        "bindings": [
            {"value": "5.6 log", "subject": "W4", "others": ["W3", "W2"]},
            {"value": "6.8%", "subject": "W3", "others": ["W4", "W0"]},
            {"value": "3.6 log", "subject": "W2", "others": ["W1", "W3"]},
        ],
    },
    [
        ("tunnel2_low_temp_study.docx", docx([
            ("title", "Tunnel 2 - Low-Temperature Disinfection Study"),
            ("p", "Bluenose Linen Services Ltd., Dartmouth NS. Prepared by Gareth Muise, Plant Engineer. "
                  "QA review: Annick Comeau."),
            ("h1", "Plan (approved 2025-01-08)"),
            ("p", "Tunnel 2 (12-compartment counter-flow tunnel washer) processes about 9 tonnes a day of hospital "
                  "linen for the Eastern Shore Health Network. The contract wash formula disinfects thermally: "
                  "71 C held for 25 minutes in compartments 4 to 9. Heating the bath and the rinse water for that "
                  "hold is roughly 60% of the plant's natural gas use. The aim is a formula at 40-45 C that "
                  "disinfects chemically and still passes the network's microbiology audit."),
            ("p", "Targets:"),
            ("b", "at least a 5-log reduction (mean of the carriers in a run) of Enterococcus faecium ATCC 6569 "
                  "on carrier swatches carried through the tunnel with the load - the heat-tolerant organism the "
                  "network uses for its audits;"),
            ("b", "tensile strength loss of the 50/50 poly-cotton sheeting no more than 10% after 50 wash cycles, "
                  "compared with sheets washed on the thermal formula;"),
            ("b", "natural gas per tonne of linen at least 30% below the thermal formula;"),
            ("b", "residual peracetic acid in the final press water no higher than 5 ppm (patient skin contact)."),
            ("h1", "Technical uncertainty"),
            ("p", "Peracetic acid (PAA) is the usual low-temperature disinfectant, but its kill rate falls steeply "
                  "below 50 C and it is consumed by organic soil (blood, body fluids, food) before it reaches the "
                  "organisms. In a counter-flow tunnel the rinse water runs back toward the soiled end, so the "
                  "dose in any compartment is diluted and carries soil from downstream. We did not know whether "
                  "a 5-log kill of E. faecium can be reached at 40-45 C in the 2.5 minutes per compartment that "
                  "Tunnel 2's throughput allows, at what dose or dose point, or whether a dose high enough to do "
                  "it would weaken the cotton. The chemical supplier's kill data are for batch washers filled "
                  "with fresh water, not for a counter-flow tunnel."),
            ("h1", "Method"),
            ("p", "Each trial ran one full shift on Tunnel 2 with normal hospital soil. Carrier swatches (E. "
                  "faecium, about 10^7 CFU each, sewn into pillowcases) went through with the load at the start, "
                  "middle and end of the shift, 15 per trial, and were shipped cold to Atlantic Microbiology "
                  "Laboratories the same day. PAA was measured with a titration kit at the exit of the dosed "
                  "compartment every hour. Gas was read from the boiler meter and divided by the dry weight "
                  "processed. Run details are in the tunnel run sheet."),
            ("n", "W0 - contract thermal formula, 71 C / 25 min (reference)."),
            ("n", "W1 - 40 C, PAA 150 ppm dosed in compartment 3 together with the detergent."),
            ("n", "W2 - 40 C, no PAA; ozone injected into the recycled water tank (generator on loan from "
                  "Clearwater Ozone)."),
            ("n", "W3 - 45 C, PAA 150 ppm moved to compartment 6, after the pre-wash and main wash have taken "
                  "most of the soil out."),
            ("n", "W4 - 45 C, PAA 250 ppm in compartment 3."),
            ("p", "Fabric damage: new marked sheets were sent through 50 wash cycles on W0, W3 and W4 (Mar 3-21), "
                  "then grab-tested in our QA lab to ASTM D5034, warp direction, 10 strips per formula."),
            ("h1", "Results"),
            ("table", [
                ["Formula", "E. faecium log reduction (AML)", "Tensile loss after 50 cycles", "Gas (GJ/t)",
                 "PAA in press water"],
                ["W0", "6.1 log", "reference", "2.41", "-"],
                ["W1", "2.8 log", "not run", "1.49", "3 ppm"],
                ["W2", "3.6 log", "not run", "1.45", "-"],
                ["W3", "5.2 log (repeat 5.3 log)", "6.8%", "1.52", "2 ppm"],
                ["W4", "5.6 log", "12.9%", "1.50", "9 ppm"],
            ]),
            ("p", "W1 failed: PAA at the compartment 3 exit was down to about 20 ppm within the first hour - the "
                  "soil used up the dose before it could work on the carriers."),
            ("p", "W2: the ozone monitor in the wash aisle read 0.12 ppm twice on 29 Jan, above the 0.1 ppm "
                  "exposure limit, and the kill was still short of target. Clearwater could not offer off-gas "
                  "capture on an open tunnel, so ozone was dropped."),
            ("p", "W4 reached the kill target, but the sheets lost 12.9% of their strength after 50 cycles and "
                  "9 ppm PAA was left in the press water. More PAA is not the answer."),
            ("p", "W3 met the kill target on 5 Feb and again on the 19 Feb repeat, tensile loss 6.8%, gas 1.52 "
                  "GJ/t against 2.41 GJ/t for W0, a 37% saving."),
            ("h1", "Conclusion (2 April 2025)"),
            ("p", "Moving the PAA dose downstream of soil removal, rather than raising it, is what made a 45 C "
                  "formula work in a counter-flow tunnel. W3 meets all four targets on two runs. Submitted to the "
                  "network's infection prevention committee for approval. A 40 C version with late dosing has "
                  "not been tried yet."),
        ])),
        ("tunnel2_trial_runs.csv", text("""
# Bluenose Linen - Tunnel 2 trial runs - dates DD/MM/YYYY (Canadian),,,,,,,,,,,
run,date,formula,bath_C,PAA_ppm,dose_point,PAA_exit_ppm_mean,dry_kg,gas_GJ,GJ_per_t,carriers,notes
T2-01,15/01/2025,W0,71,0,-,-,8640,20.8,2.41,15,contract formula - reference
T2-02,22/01/2025,W1,40,150,C3,20,8710,13.0,1.49,15,PAA gone by C4 - grey tint on whites
T2-03,29/01/2025,W2,40,0,ozone - recycle tank,-,8490,12.3,1.45,15,aisle O3 alarm twice (0.12 ppm)
T2-04,05/02/2025,W3,45,150,C6,96,8820,13.4,1.52,15,
T2-05,12/02/2025,W4,45,250,C3,61,8580,12.9,1.50,15,strong PAA smell at the press
T2-06,19/02/2025,W3,45,150,C6,102,8760,13.3,1.52,15,repeat of T2-04
""")),
        ("AML_report_25-0211.pdf", pdf(
            "Atlantic Microbiology Laboratories Inc. | Halifax NS | Report AML-25-0211", [
                ("title", "Carrier Test Results - Enterococcus faecium ATCC 6569"),
                ("p", "Client: Bluenose Linen Services Ltd., Dartmouth NS (attn. G. Muise). Carrier sets T2-01 to "
                      "T2-06. Report issued February 26, 2025."),
                ("p", "Method: 1 x 1 cm poly-cotton carriers inoculated with E. faecium in 5% bovine serum, dried, "
                      "supplied to the client in sealed bags. Returned carriers were neutralized (Dey-Engley "
                      "broth), vortexed and plated on bile esculin azide agar the day they were received. Unwashed "
                      "control carriers from the same inoculation batch averaged 7.2 log10 CFU."),
                ("table", [
                    ["Set", "Client formula", "Received", "Mean recovered (log10 CFU)", "Log reduction (mean of 15)",
                     "Lowest carrier"],
                    ["T2-01", "W0", "January 15, 2025", "1.1", "6.1", "5.8"],
                    ["T2-02", "W1", "January 22, 2025", "4.4", "2.8", "2.3"],
                    ["T2-03", "W2", "January 29, 2025", "3.6", "3.6", "3.1"],
                    ["T2-04", "W3", "February 5, 2025", "2.0", "5.2", "4.9"],
                    ["T2-05", "W4", "February 12, 2025", "1.6", "5.6", "5.3"],
                    ["T2-06", "W3", "February 19, 2025", "1.9", "5.3", "5.0"],
                ]),
                ("p", "Incubators verified 2025-01-06. Results relate only to the carriers tested."),
            ])),
        ("fabric_tensile_qa.xlsx", xlsx([
            ("grab_tensile", [
                ["Bluenose QA lab - grab tensile, ASTM D5034, 50/50 poly-cotton sheeting, warp (A. Comeau)", None,
                 None, None, None],
                ["strip", "W0 after 50 cycles (N)", "W3 after 50 cycles (N)", "W4 after 50 cycles (N)",
                 "new, unwashed (N)"],
                [1, 608, 566, 528, 651],
                [2, 615, 574, 537, 660],
                [3, 620, 569, 531, 648],
                [4, 604, 572, 540, 657],
                [5, 611, 563, 526, 655],
                [6, 618, 577, 535, 662],
                [7, 607, 570, 533, 650],
                [8, 613, 568, 529, 658],
                [9, 609, 575, 538, 652],
                [10, 615, 570, 533, 657],
                ["mean", 612.0, 570.4, 533.0, 655.0],
                ["loss vs W0", "-", "6.8%", "12.9%", "-"],
                ["tested", D("2025-03-24", "dd-mmm-yyyy"), D("2025-03-24", "dd-mmm-yyyy"),
                 D("2025-03-24", "dd-mmm-yyyy"), D("2025-03-24", "dd-mmm-yyyy")],
            ]),
            ("cycling_whiteness", [
                ["50-cycle ageing of marked sheets on Tunnel 2", None, None, None, None],
                ["formula", "cycles started", "cycles finished", "cycles", "CIE whiteness after 50"],
                ["W0", D("2025-03-03", "dd-mmm-yyyy"), D("2025-03-21", "dd-mmm-yyyy"), 50, 141],
                ["W3", D("2025-03-03", "dd-mmm-yyyy"), D("2025-03-21", "dd-mmm-yyyy"), 50, 146],
                ["W4", D("2025-03-03", "dd-mmm-yyyy"), D("2025-03-21", "dd-mmm-yyyy"), 50, 137],
            ]),
        ])),
        ("gas_supply_agreement_excerpt.txt", text("""
NATURAL GAS SUPPLY AGREEMENT - EXCERPT (Schedule B, Commercial Terms)
Between Maritime Energy Marketing Inc. ("Supplier") and Bluenose Linen Services Ltd. ("Customer")

B.1 Term: November 1, 2024 to October 31, 2026.
B.2 Contract Quantity: 1,150 GJ per month delivered to the Customer's meter at 40 Akerley Blvd.
B.3 Take-or-pay: the Customer shall pay for not less than 85% of the Contract Quantity in each month,
    whether or not taken.
B.4 Price: AECO monthly index plus $1.85/GJ, plus transportation and distribution charges of the
    local distribution company, billed separately.
B.5 Invoices are payable within 20 days of the invoice date; overdue amounts bear interest at 1.5% per month.
B.6 Either party may terminate on 90 days' written notice before the end of the Term.
""")),
    ],
    noise_files=["gas_supply_agreement_excerpt.txt"],
    not_entries=["2025-01-06", "2025-03-21"],
)


# ---------------------------------------------------------------------------
# C02 water-based flexo printing on home-compostable PBAT/PLA film (flexible packaging converter, QC) - anilox
#     quote PDF noise (not named) and a trade-show / leave aside inside the e-mail thread; terse press notes
#     with day/month (jj/mm) dates and no year per entry (year in the title); workbook with a title row above
#     the header on both sheets, tests on the second sheet; high corona (K2) ruled out on blocking, primer (K3)
#     on press speed; tape values K2/K3/K4 close
# ---------------------------------------------------------------------------
C02_PS = ("PS - unrelated: our stand at the Salon Emballage Quebec in April is confirmed (stand 412), come by "
          "if you are in town. And Marc is on paternity leave from February 3, so purchase orders go to "
          "Nadia until he is back.")
case(
    {
        "name": "compostable_film_flexo_ink_adhesion",
        "question": "Could you draft lines 242, 244 and 246 and a logbook for the compostable bag printing work "
                    "on Press 7? Stéphane's press notes, the trial workbook and the e-mails with Serres Richelieu "
                    "are attached.",
        "facts": {
            "242": [["at least 95% of the ink"], ["150 m/min"], ["roll welds to itself", "rolls must not block"],
                    ["erucamide"], ["shrinks above 55 C"]],
            "244": [["50 dyn"], ["PU primer"], ["polycarbodiimide"], ["ASTM F2252"],
                    ["in-line corona 44 dyn", "in-line corona"]],
            "246": [["62%"], ["38 g/cm"], ["90 m/min"], ["96%", "160 m/min"], ["89%"]],
        },
        "dates": ["2025-01-09", "2025-01-10", "2025-01-14", "2025-01-15", "2025-01-21", "2025-01-28",
                  "2025-01-30", "2025-02-04", "2025-02-05", "2025-02-11", "2025-02-18", "2025-02-25",
                  "2025-03-06", "2025-03-12"],
        "noise": ["stand 412", "paternity leave", "ceramic anilox sleeve", "Freight prepaid and added"],
        "bindings": [
            {"value": "93%", "subject": "K2", "others": ["K4", "K3"]},
            {"value": "97%", "subject": "K3", "others": ["K4", "K2"]},
            {"value": "4 g/cm", "subject": "K4", "others": ["K2", "K5"]},
        ],
    },
    [
        ("press7_notes_2025.txt", text("""
PRESS 7 - Richelieu compost bag job - S. Gagnon notes 2025
(dates jj/mm = day/month)

film = Biofilm Nord BN-H25, PBAT/PLA 25 um, OK compost HOME. std ink = our WB PE white + 4 process (acrylic)
cust target (Julie): tape test ink >= 95% left (ASTM F2252, 3M 610 tape), rolls must not block in their
hall (35-40 C summer), and we need 150 m/min min or the job doesn't pay.

14/01  K1. std WB ink, corona 40 dyn (film 41 dyn by pen as rec'd), dryers 50 C, 150 m/min, 1200 m.
       register ok. white solid lifts on tape next day - see sheet.
       tried one dryer at 58 C for 5 min -> web grew 2 mm across, register gone. film shrinks above 55 C.
       keep dryers <= 52 C from now on.
21/01  dyne pens on the same film lot: 41 at receipt -> 37 today. 19 days since film prod (02/01).
       slip additive (erucamide) blooming up. can't count on supplier treatment - need to treat at press.
28/01  K2 = K1 but corona cranked to 50 dyn (3.2 kW). tape much better. 2 rolls to the 40 C oven
       under weights for blocking.
30/01  K2 rolls out of oven - FUSED, layers tearing on unwind. backside pick-up of treatment. K2 dead.
04/02  K3 = water-based PU primer (Encres Laurentides AP-20) stn 1 + std ink stns 2-8, corona 42.
       adhesion looks great BUT set-off on idlers above 90 m/min even w dryers at 52. primer too slow.
11/02  K4 = Laurentides hybrid acrylic/PU ink (HX series) + 1.5% polycarbodiimide xlinker added at press,
       in-line corona 44 dyn right before stn 1, dryers 52 C. ran 150 then 160 m/min clean.
18/02  K4 repeat 4000 m @ 160. K5 = K4 @ 190 m/min, 1500 m. xlinker pot life 8 h -> mix per shift.
25/02  K4/K5 tape + blocking done (sheet). K4 passes everything. K5 tape drops - xlinker not finished
       curing at that speed. 160 is our ceiling for now.
06/03  first production lot for Richelieu, 42,000 bags, K4 @ 160 m/min. no issues.

to do: ask Laurentides if a faster xlinker exists. try 40 dyn + K4 ink to see if we can back corona off.
""")),
        ("richelieu_bag_emails.txt", text(f"""
From: Julie Ouellette <jouellette@serresrichelieu.ca>
To: Stephane Gagnon <sgagnon@borealflex.ca>
Date: Thu, 9 Jan 2025 08:47 -0500
Subject: Printed home-compostable produce bags

Stephane,
As discussed, from the fall our retailers want home-compostable bags for loose peppers and cucumbers,
printed four colours plus white with our logo and the PLU. The unprinted Biofilm Nord film is approved on our
side. What we need from you:
- print that does not rub off on the packing line: at least 95% of the ink has to stay on in your tape test;
- rolls that still unwind on our baggers in summer - the packing hall reaches 35-40 C in July;
- a price close to the PE bag, which I understand means you running at your normal speed.
Julie Ouellette - Packaging, Les Serres Richelieu

-----
From: Stephane Gagnon <sgagnon@borealflex.ca>
Date: Fri, 10 Jan 2025 15:12 -0500
Subject: RE: Printed home-compostable produce bags

Julie, we'll try, but this is new for us. Water-based inks don't grip this film the way they grip PE. The
film arrives treated but loses its treatment in the roll within weeks, and if we treat it harder at the press
the back of the film gets tacky and the roll welds to itself. We also can't dry hot because the film shrinks
above 55 C. I honestly don't know yet if there is a window where all of that works at 150 m/min. First trial
on Press 7 next week.

{C02_PS}

-----
From: Julie Ouellette
Date: March 12, 2025 10:05 AM
Subject: RE: Printed home-compostable produce bags - first lot

Stephane, the first 42,000 bags ran on both baggers without a single roll problem, and the rub check at
receiving was fine. Please plan our 2025 volume on the same set-up.
Julie
""")),
        ("ink_trials_press7.xlsx", xlsx([
            ("runs", [
                ["Boreal Flex - Press 7 - compostable film ink trials (S. Gagnon)", None, None, None, None, None,
                 None, None, None],
                ["trial", "printed", "ink system", "primer", "crosslinker", "corona (dyn)", "dryers (C)",
                 "speed (m/min)", "metres"],
                ["K1", D("2025-01-14", "d-mmm"), "std WB acrylic", "none", "none", 40, 50, 150, 1200],
                ["K2", D("2025-01-28", "d-mmm"), "std WB acrylic", "none", "none", 50, 50, 150, 1500],
                ["K3", D("2025-02-04", "d-mmm"), "std WB acrylic", "PU primer AP-20", "none", 42, 52, 90, 1500],
                ["K4", D("2025-02-11", "d-mmm"), "hybrid acrylic/PU HX", "none", "1.5% polycarbodiimide", 44, 52,
                 160, 2500],
                ["K5", D("2025-02-18", "d-mmm"), "hybrid acrylic/PU HX", "none", "1.5% polycarbodiimide", 44, 52,
                 190, 1500],
            ]),
            ("tests", [
                ["Tape: ASTM F2252, 3M 610, 24 h after print. Blocking: 2 rolls, 40 C / 24 h under load, force to "
                 "separate (pass under 10 g/cm)", None, None, None, None],
                ["trial", "tested", "ink retained - white solid", "ink retained - process", "blocking",
                 "verdict"],
                ["K1", D("2025-01-15", "d-mmm"), "62%", "81%", "3 g/cm", "fails tape"],
                ["K2", D("2025-01-30", "d-mmm"), "93%", "98%", "38 g/cm", "rolls fused - fails blocking"],
                ["K3", D("2025-02-05", "d-mmm"), "97%", "99%", "5 g/cm", "passes tape/blocking, max 90 m/min"],
                ["K4", D("2025-02-25", "d-mmm"), "96%", "99%", "4 g/cm", "passes all"],
                ["K5", D("2025-02-25", "d-mmm"), "89%", "95%", "6 g/cm", "fails tape at 190 m/min"],
            ]),
        ])),
        ("anilox_quote_Q25-0447.pdf", pdf(
            "AniloxPro Canada Inc. | Laval QC | Quotation Q25-0447", [
                ("title", "Quotation Q25-0447"),
                ("p", "Customer: Imprimerie Boreal Flex Inc., attn. purchasing. Quote date: 2025-02-07. "
                      "Valid 60 days."),
                ("table", [
                    ["Item", "Description", "Qty", "Unit price (CAD)"],
                    ["1", "ceramic anilox sleeve, 1000 lpi, 60 deg, press 7 mandrel", "2", "$4,860.00"],
                    ["2", "ceramic anilox sleeve, 400 lpi, white station", "1", "$4,410.00"],
                    ["3", "Sleeve storage cart, 8 positions", "1", "$1,290.00"],
                ]),
                ("p", "Lead time 5-6 weeks from PO. Freight prepaid and added to invoice. Taxes extra. Terms net "
                      "30 days on approved credit."),
            ])),
    ],
    noise_files=["anilox_quote_Q25-0447.pdf"],
    noise_spans={"richelieu_bag_emails.txt": [C02_PS]},
    not_entries=["2025-01-02"],
)


# ---------------------------------------------------------------------------
# C03 cannabis gummy dose uniformity across the depositor run (licensed cannabis processor, ON) - six files:
#     retail sell sheet (named as "the sell sheet") and an HR memo (not named) are noise; QA notebook with
#     weekday + full date headings, ISO headings and an undated note; depositor CSV with "16-Jan-2025";
#     workbook with potency by position on sheet 1 and set/stability on sheet 2; third-party COA PDF with its
#     own received/issued dates and a method validation date that is not an entry; the water-soluble
#     emulsion (G3) ruled out on weeping and stability; RSD values of G3/G4/G5 close
# ---------------------------------------------------------------------------
case(
    {
        "name": "cannabis_gummy_dose_uniformity",
        "question": "Can you write T661 lines 242, 244 and 246 and a dated logbook for our gummy dose uniformity "
                    "project? Renata's QA notebook, the depositor log, the potency workbook and the release COA "
                    "are attached. Ignore the sell sheet, marketing dropped it in the same folder.",
        "facts": {
            "242": [["8.5 to 11.5 mg"], ["RSD of 5% or less"], ["no more than 5% potency loss"],
                    ["rise and stick to the hopper walls"], ["weaken the pectin set"]],
            "244": [["MCT oil"], ["water-soluble emulsion"], ["gum arabic"], ["static mixer"],
                    ["nitrogen blanket"]],
            "246": [["12.9 mg"], ["22%"], ["11.4%"], ["2.6%", "3.4%"], ["7.9%"]],
        },
        "dates": ["2025-01-13", "2025-01-16", "2025-01-23", "2025-01-30", "2025-01-31", "2025-02-06",
                  "2025-02-13", "2025-02-14", "2025-03-14", "2025-03-18", "2025-03-19", "2025-03-26",
                  "2025-03-28"],
        "noise": ["Ontario Cannabis Store listing", "weekend shift premium", "Case pack of 24"],
        "bindings": [
            {"value": "3.1%", "subject": "G3", "others": ["G4", "G5"]},
            {"value": "11.2%", "subject": "G2", "others": ["G1", "G3"]},
            {"value": "2.8%", "subject": "G5", "others": ["G4", "G3"]},
        ],
    },
    [
        ("qa_notebook_gummies.md", text("""
# QA notebook - gummy line (R. Kowal) - 2025

Trillium Pine Edibles Inc., Kingston. Pectin gummies, 4 g, sour cherry, label 10 mg THC per piece, 1 piece per
package. Kettle 40 kg, single-head depositor with a 15 L heated hopper, starchless silicone moulds.

### Monday, January 13, 2025
Kickoff after the December recall scare (retail complaint, a customer's lab found 13 mg in one of our pieces).
What we need, agreed with Mitch (VP Ops):
- every piece 8.5 to 11.5 mg THC (label claim +/-15%), start, middle and end of a deposit run;
- RSD of 5% or less over 30 pieces pulled across the run;
- no more than 5% potency loss after 4 weeks at 40 C (accelerated, stands in for 12 months on shelf);
- pieces set in the curing room within 24 h with no weeping.
Why this is hard: the distillate is an oil and the syrup is water and sugar at 80-85 C. The hopper holds a
batch for about 40 minutes while we deposit, and oil droplets rise and stick to the hopper walls, so the last
pieces can be richer than the first. Anything that keeps oil dispersed (emulsifiers) may weaken the pectin set,
and THC oxidizes when you whip air into hot syrup. We don't know if there is a way to dose that stays uniform
for 40 min at 80 C and still gives a clean set.

### Thursday, January 16, 2025
G1 = how we do it now. Distillate stirred into the kettle after the cook, paddle 5 min, pump to hopper.
Pulled 10 pieces at start / middle / end. HPLC same afternoon. End pieces way over - 12.9 mg average in the last 10 minutes (sheet). Oily film on
the hopper wall when we cleaned it.

### 2025-01-23
G2: distillate diluted 1:4 in MCT oil with 1% sunflower lecithin, added to the kettle. Better but the end
pieces still drift high.

### 2025-01-30
G3: bought-in water-soluble emulsion (NanoSol 20, 2% of batch) instead of distillate. Uniform right away.

### Fri Jan 31
G3 trays out of the curing room: sticky, beads of liquid on a lot of pieces. Counted 22% weeping. The
emulsifier system is fighting the pectin.

### 2025-02-06
G4: made our own emulsion - distillate in MCT with gum arabic, high-shear 3 min under a nitrogen blanket.
Dosed NOT into the kettle but in-line at the depositor manifold by peristaltic pump, through a static mixer,
so the cannabinoid only spends seconds hot instead of 40 min in the hopper. Set fine next day.

### 2025-02-13
G5 = G4 but emulsion made without the nitrogen blanket (Mitch wanted to know if we need it).

### Fri Feb 14
G3, G4, G5 retains into the 40 C chamber for 4 weeks.

### 2025-03-14
4-week pulls done. G3 lost the most (emulsion oxidizing?), G5 lost more than G4 - the nitrogen matters.

### Tuesday, March 18, 2025
G4 validation batch at full scale, 120 kg, lot B25-0417. Sample to Algonquin Scientific for release tomorrow.

### 2025-03-28
COA back (issued the 26th), agrees with our HPLC. G4 meets all four targets. SOP update drafted, training for
both shifts next month.

Note for later (no date): the static mixer clogs if the line sits more than 20 min - flush procedure needed.
""")),
        ("depositor_batch_log.csv", text("""
batch,date,variant,kettle_kg,syrup_C,THC_dosing,hopper_min,pieces,operator,comment
B25-0102,16-Jan-2025,G1,40,82,distillate into kettle,41,9600,D. Tran,oily film on hopper wall
B25-0109,23-Jan-2025,G2,40,82,distillate 1:4 MCT + 1% lecithin into kettle,39,9550,D. Tran,
B25-0115,30-Jan-2025,G3,40,82,NanoSol 20 emulsion 2% into kettle,40,9580,S. Amadi,
B25-0123,06-Feb-2025,G4,40,82,in-house emulsion (N2) in-line at manifold + static mixer,38,9610,S. Amadi,
B25-0131,13-Feb-2025,G5,40,82,in-house emulsion (no N2) in-line at manifold + static mixer,40,9590,D. Tran,
B25-0417,18-Mar-2025,G4,120,82,in-house emulsion (N2) in-line at manifold + static mixer,39,28800,S. Amadi,validation lot
""")),
        ("potency_results_2025.xlsx", xlsx([
            ("potency_by_position", [
                ["variant", "batch", "deposited", "start mean (mg)", "middle mean (mg)", "end mean (mg)",
                 "mean of 30 (mg)", "RSD of 30", "pieces outside 8.5-11.5 mg"],
                ["G1", "B25-0102", D("2025-01-16", "d-mmm-yy"), 8.1, 9.6, 12.9, 10.2, "20.4%", 19],
                ["G2", "B25-0109", D("2025-01-23", "d-mmm-yy"), 9.0, 10.1, 11.6, 10.2, "11.2%", 7],
                ["G3", "B25-0115", D("2025-01-30", "d-mmm-yy"), 9.9, 10.0, 10.2, 10.0, "3.1%", 0],
                ["G4", "B25-0123", D("2025-02-06", "d-mmm-yy"), 9.8, 9.9, 10.1, 9.9, "2.6%", 0],
                ["G5", "B25-0131", D("2025-02-13", "d-mmm-yy"), 9.9, 10.0, 9.9, 9.9, "2.8%", 0],
                ["G4", "B25-0417", D("2025-03-18", "d-mmm-yy"), 9.9, 9.8, 10.0, 9.9, "2.4%", 0],
            ]),
            ("set_and_stability", [
                ["variant", "weeping at 24 h (% of pieces)", "into 40 C chamber", "pulled",
                 "THC at start (mg)", "THC after 4 wk 40 C (mg)", "potency loss"],
                ["G1", "0%", None, None, None, None, "not run"],
                ["G2", "4%", None, None, None, None, "not run"],
                ["G3", "22%", D("2025-02-14"), D("2025-03-14"), 10.0, 8.86, "11.4%"],
                ["G4", "0%", D("2025-02-14"), D("2025-03-14"), 9.9, 9.56, "3.4%"],
                ["G5", "0%", D("2025-02-14"), D("2025-03-14"), 9.9, 9.12, "7.9%"],
            ]),
        ])),
        ("ASL_COA_B25-0417.pdf", pdf(
            "Algonquin Scientific Laboratories Inc. | Certificate of Analysis ASL-C-25-1183", [
                ("title", "Certificate of Analysis - Edible Cannabis"),
                ("p", "Client: Trillium Pine Edibles Inc., Kingston ON. Product: pectin gummy, sour cherry, 4 g. "
                      "Lot B25-0417. Sample received 2025-03-19. Certificate issued 2025-03-26."),
                ("p", "Method: HPLC-DAD, in-house method ASL-M-031 (validated 2024-11-05), 10 units analysed "
                      "individually."),
                ("table", [
                    ["Parameter", "Result", "Label claim / limit"],
                    ["Total THC, mean per unit", "9.8 mg", "10 mg"],
                    ["Total THC, range of 10 units", "9.5 - 10.2 mg", "8.5 - 11.5 mg"],
                    ["RSD of 10 units", "2.7%", "-"],
                    ["Total CBD per unit", "< 0.1 mg", "-"],
                    ["Water activity", "0.61", "-"],
                    ["Total yeast and mould", "< 100 CFU/g", "1,000 CFU/g"],
                ]),
                ("p", "Conclusion: the lot conforms to the label claim. Results relate only to the sample tested."),
            ])),
        ("trillium_gummies_sell_sheet.md", text("""
# Trillium Pine - Sour Cherry Nightcap gummies

*Sell sheet for retail buyers - spring 2025*

- One precisely dosed 10 mg THC gummy per package - perfect for the canna-curious
- Real fruit flavour, vegan pectin base, no gelatin
- Now with an Ontario Cannabis Store listing (SKU pending for BC and Alberta)
- Case pack of 24 packages, shelf-ready display tray
- Suggested retail price: $4.99 per package
- Ask your rep about our summer budtender education kit
""")),
        ("hr_memo_weekend_shift_premium.txt", text("""
MEMO - Human Resources
To: All production staff
From: Lisa Boucher, HR Manager
Re: Weekend shift premium and overtime sign-up

Starting with the first full pay period in April, the weekend shift premium rises from $1.25 to $2.00 per
hour for all hours worked between Friday 11 pm and Monday 7 am. Overtime sign-up sheets move to the HR
board beside the lunchroom; please sign up by Wednesday noon for the following weekend. Reminder that
security clearance renewals must be submitted 90 days before expiry - check your card.
""")),
    ],
    noise_files=["trillium_gummies_sell_sheet.md", "hr_memo_weekend_shift_premium.txt"],
    not_entries=["2024-11-05"],
)


# ---------------------------------------------------------------------------
# C04 veterinary murmur screening from digital stethoscope audio (veterinary software, AB) - three files, no
#     noise file; a business/admin paragraph inside the dev notes is noise; e-mail thread with the cardiologist (targets in her terms,
#     field pilot outcome); markdown dev notes with "Week of Jan 20", "Tue Feb 4", "Feb 17-21" and an
#     undated paragraph; eval CSV with ISO dates and validation / locked-test rows; no workbook; human-PCG
#     transfer (M1) failed on segmentation, gating (M3) failed on reject rate, transformer (M5) on latency;
#     close sensitivities M3/M4/M5
# ---------------------------------------------------------------------------
C04_ADMIN = ("Business stuff, not model work: Jess is sending the investor update for the seed extension "
             "on Friday, and we have a booth at the CVMA convention in July - need a demo build that works "
             "offline. SOC 2 questionnaire from the hospital group is on Owen's desk.")
case(
    {
        "name": "vet_stethoscope_murmur_screening",
        "question": "We need lines 242, 244 and 246 and a logbook for the murmur screening model in our vet app. "
                    "Owen's dev notes, the eval runs export and the e-mails with Dr. Lindqvist are attached.",
        "facts": {
            "242": [["sensitivity of 90% or better"], ["specificity of at least 80%"], ["under 1 second"],
                    ["panting"], ["612 recordings"]],
            "244": [["PhysioNet", "human heart sounds"], ["segmentation-free"], ["panting augmentation"],
                    ["self-supervised pretraining"], ["locked test set"]],
            "246": [["71.2%", "38%"], ["19.0%"], ["2.3 s"], ["90.6%", "81.7%"]],
        },
        "dates": ["2025-01-13", "2025-01-15", "2025-01-20", "2025-01-24", "2025-02-04", "2025-02-11",
                  "2025-02-17", "2025-02-25", "2025-03-04", "2025-03-11", "2025-03-17", "2025-04-07"],
        "noise": ["CVMA convention", "seed extension", "SOC 2"],
        "bindings": [
            {"value": "86.4%", "subject": "M2", "others": ["M4", "M3"]},
            {"value": "83.2%", "subject": "M3", "others": ["M4", "M2"]},
            {"value": "91.5%", "subject": "M4", "others": ["M3", "M5"]},
        ],
    },
    [
        ("murmur_project_emails.txt", text("""
From: Dr. Hana Lindqvist <hana@foothillsvetcardio.ca>
To: Owen Bergstrom <owen@chinookvettech.ca>
Date: Mon, 13 Jan 2025 17:40 -0700
Subject: Murmur screening - what I'd need to trust it

Owen,
Thanks for the demo. Short version of what a GP clinic screening tool has to do before I'd tell my referring
vets to use it: pick up murmurs of grade 3/6 or louder (those are the dogs that need an echo) with a
sensitivity of 90% or better, and keep specificity of at least 80% or we drown in normal dogs. It also has to
cope with real exam rooms - dogs pant, growl, shake and lick the bell, and small breeds with MMVD sit at
140-180 bpm on the table. I can give you the recordings I have with an echo diagnosis behind them.
Hana Lindqvist, DVM, DACVIM (Cardiology), Foothills Veterinary Cardiology

-----
From: Owen Bergstrom
Date: Wed, 15 Jan 2025 09:12 -0700
Subject: RE: Murmur screening - what I'd need to trust it

Hana, that's very helpful. I have to be upfront: we don't know whether we can get there. All the published
heart-sound models are trained on human recordings at 60-100 bpm, and they find S1/S2 first and then look for
sound between them. At 160 bpm with sinus arrhythmia those gaps nearly disappear, and panting puts broadband
noise right on top of the frequencies where murmurs live. Your set is 612 recordings with an echo behind them
- small for a deep model - so we'll have to lean on the unlabelled recordings our clinics upload. Our
product constraint is that it runs on the vet's phone and answers in under 1 second for a 15 s recording.

-----
From: Dr. Hana Lindqvist
Date: April 7, 2025 8:05 AM
Subject: RE: Nose Hill pilot

Owen, I went through the two weeks of pilot referrals from Nose Hill. Of the 23 dogs the app flagged, 19 had a
grade 3/6 or louder murmur on my exam and 17 have confirmed MMVD or DCM on echo. It missed one grade 3
Cavalier that was panting hard - the app did ask them to re-record, and they didn't. Overall I'm comfortable
for a wider rollout as a screening aid.
Hana
""")),
        ("murmur_dev_notes.md", text(f"""
# Murmur screening - dev notes (Owen B.)

Chinook VetTech, Calgary. Recordings: 612 with echo labels from Foothills (split 488 train / 124 locked test
set, stratified by breed size, locked test set not touched until the end), plus ~41,000 unlabelled 15 s
recordings uploaded by clinics since 2023. Targets from Hana's e-mail: sensitivity of 90% or better for
grade >= 3/6 at a specificity of at least 80%, on-phone under 1 second. Ours: ask to re-record no more than
10% of the time or vets stop using it.

## Week of Jan 20
M1: start from a CNN trained on human heart sounds (PhysioNet/CinC 2016), keep its S1/S2 segmentation
(Springer HSMM), fine-tune on our 488. Validation numbers poor; the segmenter fails on 38% of recordings above
140 bpm - it can't find the diastolic gap.

## Tue Feb 4
M2: dropped segmentation - a segmentation-free log-mel spectrogram CNN on 3 s windows, averaged over the
recording. Panting augmentation: mixed in 900 panting clips we cut from the unlabelled set at 0-10 dB SNR.
Big jump in sensitivity, specificity just under target.

{C04_ADMIN}

## Tue Feb 11
M3: M2 plus a small panting detector that refuses to score and asks to re-record. Numbers look great, but it
rejects far too many recordings - exam room reality is that most dogs pant a bit.

## Feb 17-21
Ran self-supervised pretraining (contrastive, two augmented views of the same recording) on the 41k unlabelled
recordings, then M2 head fine-tuned on the 488. Ran on 2 rented A100s over the week.

## Tue Feb 25
M4 = SSL-pretrained M2, panting gate only for severe panting. Hits all targets on validation.

## 2025-03-04
M5: audio spectrogram transformer fine-tuned from the same SSL weights. No better than M4 and 2.3 s on the
Pixel 6a. Dropped.

## 2025-03-11
Unlocked the test set for M4 only. Passes. Build 1.8.0 to Nose Hill Veterinary Clinic for a two-week pilot
starting Mon Mar 17.

Open question (no date yet): Hana says cats are a different problem (dynamic murmurs) - not in scope.
""")),
        ("eval_runs_murmur.csv", text("""
run_id,date,model,eval_set,n,sensitivity_g3plus,specificity,reject_rate,latency_ms_pixel6a,notes
r-0124-a,2025-01-24,M1,validation,98,71.2%,84.0%,0.0%,310,HSMM segmentation failed on 38% of recordings >140 bpm
r-0204-a,2025-02-04,M2,validation,98,86.4%,79.1%,0.0%,280,panting augmentation 0-10 dB
r-0211-a,2025-02-11,M3,validation,98,91.0%,83.2%,19.0%,300,panting gate rejects too often
r-0225-a,2025-02-25,M4,validation,98,91.5%,82.6%,6.1%,420,SSL pretrained on 41k unlabelled
r-0304-a,2025-03-04,M5,validation,98,89.1%,81.0%,6.1%,2300,AST transformer - too slow on phone
r-0311-t,2025-03-11,M4,locked test set,124,90.6%,81.7%,5.6%,430,final - test set opened once
""")),
    ],
    noise_spans={"murmur_dev_notes.md": [C04_ADMIN]},
    not_entries=["2025-03-06"],  # "3/6" is a murmur grade, not a date; listed only to silence the warning
)


# ---------------------------------------------------------------------------
# C05 PFAS-free grease resistance for moulded-fibre takeout clamshells (moulded pulp packaging, BC) - board
#     minutes noise (not named); plain line log with "Jan 20", "Mon Feb 3" and a period "Mar 17-21"; workbook
#     with recipes on sheet 1 and results only on sheet 2; lab PDF with ISO dates; customer e-mails with the
#     targets; PVOH spray alone (F2) failed at the hinge, high MFC (F4) ruled out on cycle time; hinge Kit
#     values close
# ---------------------------------------------------------------------------
case(
    {
        "name": "moulded_fibre_clamshell_pfas_free",
        "question": "Please prepare T661 lines 242, 244 and 246 and a logbook for the PFAS-free clamshell "
                    "project. Attached: the moulding line log, the barrier trials workbook, the CPTL report and "
                    "the e-mails with Saltchuck.",
        "facts": {
            "242": [["Kit rating of 8"], ["30 minutes"], ["100 ppm"], ["45 seconds"],
                    ["cracks where the lid folds"]],
            "244": [["AKD"], ["PVOH"], ["microfibrillated cellulose", "MFC"], ["TAPPI T559"],
                    ["total organic fluorine"]],
            "246": [["Kit 3"], ["12 minutes"], ["61 s"], ["22 ppm", "1.3 cents"]],
        },
        "dates": ["2025-01-14", "2025-01-16", "2025-01-20", "2025-01-27", "2025-02-03", "2025-02-10",
                  "2025-02-18", "2025-02-24", "2025-02-25", "2025-03-07", "2025-03-17", "2025-03-26"],
        "noise": ["Line of credit", "Abbotsford warehouse lease"],
        "bindings": [
            {"value": "44 s", "subject": "F3", "others": ["F4", "F2"]},
            {"value": "Kit 4", "subject": "F2", "others": ["F3", "F1"]},
            {"value": "1,850 ppm", "subject": "F0", "others": ["F3", "F2"]},
        ],
    },
    [
        ("saltchuck_packaging_emails.txt", text("""
From: Kerry-Ann Pollard <kpollard@saltchuckburger.com>
To: Devinder Sandhu <dsandhu@fraserfibreform.ca>
Date: Tue, 14 Jan 2025 11:20 -0800
Subject: Clamshell - PFAS

Devinder,
Our sustainability commitment says no intentionally added PFAS in packaging by the end of 2025, and the
federal PFAS class listing isn't helping our comfort level. Your 9x9 clamshell is the one item left. I need
the same performance our kitchens get today:
- grease resistance of at least a Kit rating of 8 on the food side, hinge included (poutine and onion rings);
- hot oil held for 30 minutes at holding-cabinet temperature with no stain through to the outside;
- total organic fluorine below 100 ppm so our third-party certifier will sign off;
- price within a cent and a half of today's clamshell.
Kerry-Ann Pollard, Packaging & Sustainability, Saltchuck Burger Co.

-----
From: Devinder Sandhu
Date: Thu, 16 Jan 2025 16:45 -0800
Subject: RE: Clamshell - PFAS

Kerry-Ann, understood, and we want this too. I'll be straight about the risk. The fluorochemical does its
job at half a percent and survives our 200 C hot press; nothing we've seen replaces it one for one. Sizing
agents like AKD keep water out but not oil. Barrier coatings work on a flat sheet, but a moulded clamshell
cracks where the lid folds, and oil wicks through the crack. Denser fibre (microfibrillated cellulose) closes
the surface but slows drainage on the forming screen, and our cycle time has to stay at 45 seconds or less
or the price target is gone. Trials start next week on Line 2.

-----
From: Kerry-Ann Pollard
Date: March 26, 2025 2:02 PM
Subject: RE: Clamshell - PFAS - kitchen test

Devinder, the 20,000 trial clamshells went through four Vancouver stores last week. No grease complaints,
and the poutine test in the holding cabinet looked the same as the old box. We'll move the order over
starting with the May PO.
Kerry-Ann
""")),
        ("moulding_line_log_2025.txt", text("""
Fraser Fibreform - Line 2 - clamshell barrier trials (D. Sandhu / line supervisor J. Mah)
Pulp: 70% wheat straw / 30% bamboo, thermoformed, hot press 200 C. Part: 9x9 clamshell, 3-compartment.
F0 is our current fluorochemical recipe, kept as the reference.

Jan 20
F1 - took the fluorochemical out, AKD sizing 1.5% at the wet end only. Ran 600 pcs. Water beads, oil soaks
straight in. Kit test in the QC room (TAPPI T559) bad. Didn't bother with the hot oil test.

Jan 27
F2 - AKD 1.5% + 3% cationic starch at the wet end, plus PVOH sprayed on the food side after the hot press at
8 g/m2 (borrowed spray bar from the tray line). 800 pcs. Flat panels look excellent.

Mon Feb 3
Hot oil hold on F2 in the QC oven (canola, 95 C). Oil showed through on the outside of the hinge at
12 minutes. Under the scope the PVOH film is cracked along the fold. Flat areas held the full 30 min.
Spraying more won't fix a crack.

Feb 10
F3 - microfibrillated cellulose (MFC) 5% at the wet end + AKD 1.5%, PVOH spray cut back to 4 g/m2.
MFC fills the fibre network so the coating has less to bridge at the fold. 1,000 pcs. Cycle time OK.
Hinge survived the hot oil hold.

Feb 18
F4 - MFC up to 8% to see if we can drop the spray altogether. Drainage on the forming screen slowed right
down, cycle went to 61 s. Not viable at our price. Back to F3.

Feb 24
Boxed F0, F2, F3 samples for CPTL (Kit, hot oil, fluorine). Courier tomorrow morning.

Mar 17-21
Production week on F3, 20,000 pcs for the Saltchuck kitchen test. Reject rate normal.

Cost note from accounting (F3 vs F0): MFC + AKD + reduced PVOH = +1.3 cents per clamshell.
""")),
        ("barrier_trials_workbook.xlsx", xlsx([
            ("recipes", [
                ["recipe", "moulded", "fluorochemical", "AKD (wet end)", "cationic starch", "MFC (wet end)",
                 "PVOH spray (g/m2)", "pieces"],
                ["F0", "reference", "0.5%", "-", "-", "-", "-", "-"],
                ["F1", D("2025-01-20", "mmm d"), "none", "1.5%", "-", "-", "-", 600],
                ["F2", D("2025-01-27", "mmm d"), "none", "1.5%", "3%", "-", 8, 800],
                ["F3", D("2025-02-10", "mmm d"), "none", "1.5%", "-", "5%", 4, 1000],
                ["F4", D("2025-02-18", "mmm d"), "none", "1.5%", "-", "8%", 0, 400],
            ]),
            ("results", [
                ["recipe", "Kit flat panel (in-house)", "Kit at hinge (in-house)", "hot oil 95 C - strike-through",
                 "cycle time", "added cost vs F0", "organic fluorine (CPTL)", "status"],
                ["F0", "Kit 11", "Kit 11", "none at 30 min", "42 s", "-", "1,850 ppm", "reference (PFAS)"],
                ["F1", "Kit 3", "Kit 3", "not run", "42 s", "+0.4 cents", "-", "dropped - AKD alone"],
                ["F2", "Kit 9", "Kit 4", "hinge at 12 min", "43 s", "+1.1 cents", "18 ppm",
                 "dropped - coating cracks at fold"],
                ["F3", "Kit 8", "Kit 8", "none at 30 min", "44 s", "+1.3 cents", "22 ppm", "meets targets"],
                ["F4", "Kit 10", "Kit 9", "not run", "61 s", "+1.6 cents", "-", "dropped - cycle time"],
            ]),
        ])),
        ("CPTL_report_25-061.pdf", pdf(
            "Coast Packaging Test Laboratory Ltd. | Burnaby BC | Report CPTL-25-061", [
                ("title", "Grease Resistance and Fluorine Screening of Moulded Fibre Clamshells"),
                ("p", "Client: Fraser Fibreform Ltd., Surrey BC. Samples F0, F2, F3 (9x9 clamshells), received "
                      "2025-02-25. Report date 2025-03-07."),
                ("p", "Methods: grease resistance by Kit test, TAPPI T559 cm-12, on the food-contact surface of "
                      "the base panel and across the hinge fold. Hot oil hold: canola oil at 95 C, 30 minutes, "
                      "outer surface inspected for stain. Total organic fluorine by combustion ion "
                      "chromatography."),
                ("table", [
                    ["Sample", "Kit, base panel", "Kit, hinge fold", "Hot oil hold", "Total organic fluorine"],
                    ["F0", "12", "11", "no strike-through", "1,850 ppm"],
                    ["F2", "9", "4", "strike-through at hinge", "18 ppm"],
                    ["F3", "8", "8", "no strike-through", "22 ppm"],
                ]),
                ("p", "Ion chromatograph calibration verified 2025-02-14. Results apply to the samples as "
                      "received."),
            ])),
        ("board_minutes_2025-02.txt", text("""
FRASER FIBREFORM LTD. - Minutes of the Board of Directors
Held February 12, 2025 at the Surrey office. Present: P. Sandhu (chair), M. Leung, D. Sandhu, R. Okafor
(CFO, recording).

1. Q4 financials accepted as presented. Revenue up 9% year over year.
2. Line of credit with the bank renewed at $2.5M; the CFO will bring the covenant terms to the next
   meeting.
3. Abbotsford warehouse lease: the landlord offered a five-year renewal at $14.80 per sq ft; approved.
4. Dividend: none declared this quarter.
5. Next meeting May 14, 2025.
""")),
    ],
    noise_files=["board_minutes_2025-02.txt"],
    not_entries=["2025-02-14", "2025-03-21"],
)


# ---------------------------------------------------------------------------
# C06 shrinkage porosity in a ductile iron pump volute (grey/ductile iron foundry, ON) - scrap metal buy price
#     list noise (named); abbreviation-heavy shift notes with MM/DD/YYYY (stated, as the MES prints them);
#     DOCX memo with Plan (dated heading) / Technical uncertainty / Method / Results / Conclusion; workbook
#     with a title row above the header, inspection results on sheet 2; RT report PDF with "February 20, 2025";
#     production week "03/24/2025 - 03/28"; bigger risers (R1) fail yield, chills (R2) make carbides; close
#     scrap rates
# ---------------------------------------------------------------------------
case(
    {
        "name": "ductile_iron_volute_shrinkage",
        "question": "We need T661 lines 242, 244 and 246 and a dated logbook for the 4411 volute shrinkage work. "
                    "Anita's memo, the melt shop shift notes, the trials workbook and the RT report are attached "
                    "(plus the scrap price sheet by mistake).",
        "facts": {
            "242": [["below 4%"], ["severity level 2"], ["at least 60%"], ["mould wall movement"],
                    ["simulation predicted no porosity"]],
            "244": [["exothermic sleeve", "exo sleeve"], ["chill"], ["1365 C"], ["stream inoculation"],
                    ["mould hardness"]],
            "246": [["54%"], ["262 HB"], ["6.4%"], ["2.6%", "2.7%"]],
        },
        "dates": ["2025-01-14", "2025-01-21", "2025-01-28", "2025-02-04", "2025-02-06", "2025-02-11",
                  "2025-02-18", "2025-02-20", "2025-02-24", "2025-03-24", "2025-04-01"],
        "noise": ["No. 1 heavy melting steel", "Prices subject to change without notice"],
        "bindings": [
            {"value": "8.1%", "subject": "R1", "others": ["R3", "R2"]},
            {"value": "3.9%", "subject": "R2", "others": ["R4", "R3"]},
            {"value": "91%", "subject": "R3", "others": ["R4", "R0"]},
        ],
    },
    [
        ("volute_shrinkage_memo.docx", docx([
            ("title", "Volute Housing 4411 - Shrinkage Porosity Trials"),
            ("p", "Grand River Castings Ltd., Cambridge ON. To: R. Hutchins, Plant Manager. From: Anita "
                  "Desrosiers, Process Engineer."),
            ("h1", "Plan (January 14, 2025)"),
            ("p", "Part 4411 is a pump volute in ductile iron 65-45-12, 86 kg, moulded in green sand on the "
                  "horizontal flaskless line. Shrinkage porosity at the junction of the discharge flange and the "
                  "mounting boss shows up at machining and at the leak test. In 2024 internal scrap on this part "
                  "was 17%, nearly all of it shrinkage. Targets for a revised method:"),
            ("b", "shrinkage scrap below 4% over a full production week (machined and leak tested);"),
            ("b", "radiographic indications at the flange boss no worse than severity level 2 (ASTM E446 "
                  "reference radiographs, shrinkage);"),
            ("b", "casting yield at least 60% (63% today) - we cannot buy our way out with bigger risers;"),
            ("b", "nodularity 85% or more and flange hardness 170-229 HB so cell 3 can still machine it."),
            ("h1", "Technical uncertainty"),
            ("p", "Ductile iron expands as graphite forms late in solidification. In a rigid mould that expansion "
                  "feeds the shrinkage and risers can stay small; in green sand the expansion pressure can push "
                  "the mould walls out instead (mould wall movement), and the metal that should feed the boss "
                  "goes into enlarging the casting. Our casting simulation predicted no porosity at the flange "
                  "boss for the current method, so its assumptions about mould rigidity or graphite expansion do "
                  "not hold for our sand and iron. It was not known which lever - feeding, cooling the boss, pour "
                  "temperature and inoculation, or mould hardness - controls this defect, nor whether fixing it "
                  "one way would break hardness or yield."),
            ("h1", "Method"),
            ("p", "One shift per trial on the normal production pattern (150-160 moulds). All castings machined "
                  "in cell 3 and leak tested at 6 bar; scrap counted only for shrinkage. Three castings per trial "
                  "radiographed at the flange boss by Waterloo Region NDT. Nodularity and hardness on a coupon cut "
                  "from the flange."),
            ("n", "R0 - current method (baseline): pour 1405-1410 C, ladle inoculation 0.4% FeSi, 6.2 kg riser."),
            ("n", "R1 - riser enlarged to 9.0 kg with an exothermic sleeve."),
            ("n", "R2 - 40 mm iron chill on the flange boss face."),
            ("n", "R3 - pour temperature lowered to 1365 C plus late stream inoculation 0.1% Ba-FeSi."),
            ("n", "R4 - R3 with mould hardness raised from 85 to 92 (higher squeeze, lower compactability)."),
            ("h1", "Results"),
            ("p", "Figures are in the trials workbook and the RT report. In short: the bigger riser halved the "
                  "scrap but dropped yield to 54%, which fails the yield target and costs more in remelt than it "
                  "saves. The chill made the boss sound, but the flange face read 262 HB with carbides and broke "
                  "an insert in cell 3 on the second part, so chills are out for this part. Lower pour temperature "
                  "with stream inoculation alone helped (6.4%) but did not get there. Only when the mould was "
                  "made harder did the casting feed itself: R4 scrap 2.6%, RT level 2 or better, yield 61%."),
            ("p", "The production week on R4 settings confirmed it: 11 shrinkage scraps in 412 castings (2.7%)."),
            ("h1", "Conclusion (April 1, 2025)"),
            ("p", "The defect on 4411 is driven by mould wall movement, not by feeding. R4 settings are now the "
                  "standard method for 4411. Next: check whether the same mould hardness change helps the 4420 "
                  "housing, and feed our measured wall movement back into the simulation set-up."),
        ])),
        ("melt_shop_shift_notes.txt", text("""
GRC MELT/MOULDING - VOLUTE 4411 SHRINK TRIALS - shift notes (dates MM/DD/YYYY as the MES prints them)
abbrev: PT = pour temp, inoc = inoculation, MH = mould hardness (B scale), CB = compactability

01/21/2025 B shft  R0 baseline. 156 molds. tap 1480, PT 1405-1412, ladle inoc 0.4% FeSi75, MH 84-86,
                   CB 42%. riser 6.2 kg std. res Mg 0.045. nothing unusual.
01/28/2025 A shft  R1 riser -> 9.0 kg w/ exo sleeve. 160 molds. PT 1408. yield calc 54% vs 63% std -
                   remelt tonnage way up, Rick not happy.
02/04/2025 B shft  R2 iron chill 40 mm on flange boss face, rest = R0. 154 molds.
02/06/2025         cell 3 (Dave) machining R2: boss face hard, insert broke on 2nd part. Brinell at flange
                   262 HB. 2 castings to metlab - carbides confirmed at the chilled face.
02/11/2025 B shft  R3 PT down to 1365 C (2 ladles, pour faster), late stream inoc 0.1% Ba-FeSi at the
                   sprue + std ladle inoc. 156 molds. 2 cold laps on 1st ladle - watch pour rate.
02/18/2025 A shft  R4 = R3 + MH up to 91-93 (squeeze 12 bar from 9), CB 38%. 152 molds. sand lab ok.
03/24/2025 - 03/28 production wk on R4 settings all shifts, 412 castings of 4411.
""")),
        ("volute_shrinkage_trials.xlsx", xlsx([
            ("heats", [
                ["Volute 4411 shrinkage trials - heats and moulding (A. Desrosiers)", None, None, None, None, None,
                 None, None, None, None],
                ["trial", "poured", "shift", "moulds", "pour temp (C)", "inoculation", "riser", "chill",
                 "mould hardness (B)", "yield"],
                ["R0", D("2025-01-21", "mm/dd/yyyy"), "B", 156, 1408, "ladle 0.4% FeSi", "6.2 kg", "none", 85,
                 "63%"],
                ["R1", D("2025-01-28", "mm/dd/yyyy"), "A", 160, 1408, "ladle 0.4% FeSi", "9.0 kg + exo sleeve",
                 "none", 85, "54%"],
                ["R2", D("2025-02-04", "mm/dd/yyyy"), "B", 154, 1406, "ladle 0.4% FeSi", "6.2 kg",
                 "iron chill 40 mm, boss", 85, "63%"],
                ["R3", D("2025-02-11", "mm/dd/yyyy"), "B", 156, 1365, "ladle 0.4% + stream 0.1% Ba-FeSi", "6.2 kg",
                 "none", 85, "62%"],
                ["R4", D("2025-02-18", "mm/dd/yyyy"), "A", 152, 1366, "ladle 0.4% + stream 0.1% Ba-FeSi", "6.2 kg",
                 "none", 92, "61%"],
            ]),
            ("inspection", [
                ["Machining (cell 3) + leak test 6 bar, RT worst of 3 castings, coupon from flange", None, None,
                 None, None, None, None],
                ["trial", "castings", "shrinkage scrap", "scrap rate", "RT level, flange boss", "nodularity",
                 "flange hardness (HB)"],
                ["R0", 156, 27, "17.3%", 4, "88%", 192],
                ["R1", 160, 13, "8.1%", 3, "88%", 190],
                ["R2", 154, 6, "3.9%", 1, "87%", 262],
                ["R3", 156, 10, "6.4%", 3, "91%", 188],
                ["R4", 152, 4, "2.6%", 2, "90%", 196],
                ["R4 production week", 412, 11, "2.7%", "-", "89%", 194],
            ]),
        ])),
        ("NDT_radiography_report_RT-25-0188.pdf", pdf(
            "Waterloo Region NDT Services Inc. | Radiographic Examination Report RT-25-0188", [
                ("title", "Radiographic Examination - Ductile Iron Volute 4411"),
                ("p", "Client: Grand River Castings Ltd. Items radiographed February 20, 2025. Report date "
                      "February 24, 2025."),
                ("p", "Technique: Ir-192 source, double wall single image, area of interest flange/boss "
                      "junction. Acceptance reference: ASTM E446 reference radiographs, category CA-CC "
                      "(shrinkage), severity levels 1-5. Level 2 is the client's acceptance level."),
                ("table", [
                    ["Trial", "Casting 1", "Casting 2", "Casting 3", "Worst level", "Accept at level 2"],
                    ["R0", "4", "3", "4", "4", "reject"],
                    ["R1", "3", "2", "3", "3", "reject"],
                    ["R2", "1", "1", "1", "1", "accept"],
                    ["R3", "3", "2", "2", "3", "reject"],
                    ["R4", "2", "1", "2", "2", "accept"],
                ]),
                ("p", "Radiographer: K. Osei, CGSB RT Level 2, certificate valid to 2026-06-30."),
            ])),
        ("scrap_metal_buy_prices_Mar2025.csv", text("""
Kitchener Metal Recyclers - ferrous buy prices - March 2025,,
grade,price_per_net_tonne_CAD,notes
No. 1 heavy melting steel,265,prepared 5 ft x 2 ft max
No. 1 busheling,340,clean new production
Shredded auto scrap,300,
Cast iron - machinery,255,
Ductile iron borings,150,dry - under 2% oil
Prices subject to change without notice,,
""")),
    ],
    noise_files=["scrap_metal_buy_prices_Mar2025.csv"],
    not_entries=["2025-03-28", "2026-06-30"],
)


# ---------------------------------------------------------------------------
# C07 soy container candles that tunnel and frost after winter shipping (small home-fragrance maker, NB) -
#     wholesale price list CSV and a craft-market booth invoice PDF are noise (neither named); long rambling
#     owner's notebook with "Sunday Jan 5", "Sat Jan 11", a period "Feb 10-14" and undated musings; burn test
#     CSV with "19-Jan" dates; two-sheet workbook (pours / appearance); Fahrenheit pour temperatures; the bigger
#     wick (T2) ruled out on flame height and jar temperature, 25% coconut (T5) on sweating; close melt times
# ---------------------------------------------------------------------------
case(
    {
        "name": "soy_candle_tunneling_frosting",
        "question": "hi, can you do the SR&ED lines 242, 244, 246 and a logbook for my candle wax testing this "
                    "winter? I've put everything from my testing folder in.",
        "facts": {
            "242": [["all the way to the edge"], ["2 inches"], ["60 C"], ["freeze-thaw"],
                    ["wick charts", "made for paraffin"]],
            "244": [["CD-14"], ["15% coconut"], ["135 F"], ["preheated"], ["-20 C"]],
            "246": [["2.1 in"], ["3.1 in"], ["sweating"], ["2 h 45 min", "no frosting"]],
        },
        "dates": ["2025-01-05", "2025-01-11", "2025-01-19", "2025-01-25", "2025-02-01", "2025-02-02",
                  "2025-02-09", "2025-02-10", "2025-02-17", "2025-02-22", "2025-03-08", "2025-03-15"],
        "noise": ["minimum opening order", "Maritime Makers Spring Market", "Booth 27"],
        "bindings": [
            {"value": "2 h 55 min", "subject": "T3", "others": ["T4", "T5"]},
            {"value": "68 C", "subject": "T2", "others": ["T4", "T1"]},
            {"value": "2.0 in", "subject": "T5", "others": ["T4", "T3"]},
        ],
    },
    [
        ("candle_testing_notebook.txt", text("""
FUNDY WICK & CO. - testing notebook, winter 2025 (Marianne)

Sunday Jan 5
OK so writing this down properly this time because Coastal Gift Co. (the 14 shops) finally said yes to the
Cabin series for fall IF I fix the problems from the sample box. Their buyer's list, roughly in her words:
the candles "tunnel" (hole down the middle, wax wasted on the sides), the tops came out white and blotchy
after shipping in December, and one jar had wet-looking patches where the wax pulled off the glass. They
want the Bonfire & Maple at 9% fragrance because that's what sells.
So what I actually need, for the 8 oz straight-sided jar (3 inch wide):
 - first burn melts all the way to the edge within 3 hours, and keeps doing it on burns 2-4
 - flame never taller than 2 inches, no black soot on the glass
 - glass side no hotter than 60 C (safety - kids touch them, and the ASTM candle standard guidance I read)
 - no frosting or wet spots after 4 weeks, including freeze-thaw because they ship by truck through
   January in New Brunswick
 - 9% fragrance without the oil sweating out
The thing I don't know is how all these pull on each other. Bigger wick fixes tunneling but gives you a
tall flame and a hot jar. Soy frosts because of how it crystallizes when it cools and nobody can tell me
exactly what fixes it - every forum says something different. The wick charts from the supplier are made for
paraffin or for plain soy with 6% fragrance, not soy with 9% of a heavy vanilla-ish oil, which burns
different. And softer waxes (coconut) help frosting but might sweat or go greasy.

Sat Jan 11
Poured T1 and T2. Both 100% soy (464), Bonfire & Maple 9%, poured at 175 F like I always do, cooled on the
counter. T1 with CD-12 (what I use now), T2 with CD-14 (one size up). 6 jars each. Curing till next weekend.

Jan 19
Burned T1 and T2 (3 hr first burn, kitchen, no drafts). Numbers in burn_tests.csv. T1 tunneled like
before - pool nowhere near the edge at 3 hours. T2 got to the edge but the flame was huge, mushroomed, soot
ring on the glass, and the jar was too hot to hold. So a bigger wick alone is out.

Jan 25 (Sat)
T3: soy 464 with 15% coconut wax, CD-12, poured at 135 F (cooler pour - read that it helps frosting).
T5: same but 25% coconut, to see how far I can push it. (T4 is going to be T3 + slow cooling, next week
when the new jars arrive.)

Feb 1
Burned T3. Pool to the edge just before the 3 h mark. Flame fine.

Feb 2
Poured T4 = T3 recipe but jars preheated to 120 F in the oven, and after pouring they went into a cardboard
box with a towel over it so they cool slowly overnight instead of on the cold counter.

Feb 9
Burned T4 and T5. T4 to the edge at 2 h 45 min, jar 57 C. T5 fastest pool but softest.

Feb 10-14
Freeze-thaw: T1, T3, T4, T5 jars (2 each) - night in the chest freezer at -20 C, day on the counter, 5 times.
Like a week on Dan's truck in January.

Feb 17
Looked at everything after freeze-thaw (photos in the phone). T1 white and blotchy again plus big wet
spots. T3 a little frosting on the tops. T4 - perfect, no frosting, no wet spots. T5 no frosting but...

Feb 22
...T5 has oil beads on the top after a week on the shelf by the woodstove (~30 C). Sweating. 25% coconut is
too much with 9% fragrance. Dropped.

Mar 8
4 week check on the shelf jars. Wrote it up in the spreadsheet. T4 is the one: to the edge every burn, no
frosting, no sweat, flame under 2 inches.

Mar 15
First real pour for Coastal Gift - 96 jars on the T4 recipe. Preheating jars in batches of 12 is slow,
need a warming cabinet? Ask Dan.

(random thought, no date) - maybe try a wooden wick version of T4 for the spring line?
""")),
        ("burn_tests.csv", text("""
sample,burned,wax,wick,fragrance,pool_at_1h_in,pool_at_2h_in,pool_at_3h_in,full_pool_time,max_flame_in,glass_temp_C,soot
T1,19-Jan,100% soy 464,CD-12,9% Bonfire & Maple,1.2,1.8,2.1 in,not reached,1.6,54 C,none
T2,19-Jan,100% soy 464,CD-14,9% Bonfire & Maple,1.6,2.6,3.0,2 h 40 min,3.1 in,68 C,soot ring + mushrooming
T3,1-Feb,soy + 15% coconut,CD-12,9% Bonfire & Maple,1.4,2.5,3.0,2 h 55 min,1.8 in,56 C,none
T4,9-Feb,soy + 15% coconut (preheated jar + slow cool),CD-12,9% Bonfire & Maple,1.5,2.6,3.0,2 h 45 min,1.9 in,57 C,none
T5,9-Feb,soy + 25% coconut,CD-12,9% Bonfire & Maple,1.7,2.8,3.0,2 h 30 min,2.0 in,58 C,none
""")),
        ("frosting_checks.xlsx", xlsx([
            ("pours", [
                ["sample", "poured", "wax", "pour temp", "jar", "cooling", "jars"],
                ["T1", D("2025-01-11", "d-mmm"), "100% soy 464", "175 F", "room temp", "counter", 6],
                ["T2", D("2025-01-11", "d-mmm"), "100% soy 464", "175 F", "room temp", "counter", 6],
                ["T3", D("2025-01-25", "d-mmm"), "soy + 15% coconut", "135 F", "room temp", "counter", 6],
                ["T5", D("2025-01-25", "d-mmm"), "soy + 25% coconut", "135 F", "room temp", "counter", 6],
                ["T4", D("2025-02-02", "d-mmm"), "soy + 15% coconut", "135 F", "preheated 120 F",
                 "slow - boxed overnight", 6],
            ]),
            ("appearance", [
                ["sample", "after freeze-thaw (5 x -20 C)", "wet spots (% of glass)", "after 4 weeks on shelf",
                 "sweating", "keep?"],
                ["T1", "heavy frosting", "40%", "heavy frosting", "no", "no - tunnels"],
                ["T2", "not tested", "-", "not tested", "-", "no - flame/heat"],
                ["T3", "light frosting on top", "10%", "light frosting", "no", "close"],
                ["T4", "no frosting", "0%", "no frosting", "no", "YES"],
                ["T5", "no frosting", "0%", "no frosting", "sweating at 30 C", "no - sweats"],
            ]),
        ])),
        ("fundy_wick_wholesale_price_list_2025.csv", text("""
Fundy Wick & Co. - 2025 wholesale price list (minimum opening order $250; reorders $150),,
item,wholesale_CAD,MSRP_CAD
Cabin series 8 oz jar candle - Bonfire & Maple,14.00,28.00
Cabin series 8 oz jar candle - Sea Smoke,14.00,28.00
Travel tin 4 oz - assorted,7.50,15.00
Wax melts - 6 pack,4.25,8.50
Reed diffuser 100 ml,13.00,26.00
""")),
        ("booth_invoice_maritime_makers.pdf", pdf(
            "Maritime Makers Spring Market | Moncton NB | Vendor Invoice", [
                ("title", "Vendor Invoice #MM-2025-0193"),
                ("p", "Vendor: Fundy Wick & Co., St. Andrews NB. Event: Maritime Makers Spring Market, Moncton "
                      "Coliseum, May 2-4, 2025."),
                ("table", [
                    ["Item", "Amount (CAD)"],
                    ["Booth 27 - 10 x 10 ft, inside corner", "$425.00"],
                    ["Electrical drop (1 outlet)", "$45.00"],
                    ["Table and 2 chairs rental", "$30.00"],
                    ["HST 15%", "$75.00"],
                    ["Total", "$575.00"],
                ]),
                ("p", "Balance due by April 1, 2025. Booth fees are non-refundable after that date."),
            ])),
    ],
    noise_files=["fundy_wick_wholesale_price_list_2025.csv", "booth_invoice_maritime_makers.pdf"],
    not_entries=["2025-02-14"],
)


# ---------------------------------------------------------------------------
# C08 money-mule account detection on Interac e-Transfers (credit union, MB) - minutes of a branch managers'
#     meeting are noise (not named) plus an admin/holiday-coverage paragraph inside the stand-up notes;
#     markdown design doc with targets, uncertainty and a decision log (ISO dates); stand-ups with "Tue Jan 14",
#     "Week of Feb 10", "Thu Feb 20" and a period "Mar 3-30"; three-sheet workbook; live graph features (A3)
#     ruled out on latency, GNN (A5) on out-of-time recall; close alert rates A2/A3/A4
# ---------------------------------------------------------------------------
C08_ADMIN = ("Admin: Family Day long weekend - Tomas is on call for the model pipeline, Aleks covers the week "
             "after. Reminder that the annual privacy training is due by the end of the month, and the "
             "team lunch for Jen's 10 years is on the 28th at Smitty's.")
case(
    {
        "name": "credit_union_mule_account_detection",
        "question": "Could you write up lines 242, 244 and 246 and a logbook for our mule account detection "
                    "model? Aleks's design doc, the team stand-up notes, the evaluation workbook and some "
                    "meeting minutes are attached.",
        "facts": {
            "242": [["70% of confirmed mule accounts"], ["0.5% of active accounts"], ["150 ms"],
                    ["214 confirmed mule"], ["look like students"]],
            "244": [["out-of-time"], ["shared device"], ["node2vec"], ["GraphSAGE"], ["shadow mode"]],
            "246": [["31%"], ["410 ms"], ["61%"], ["73%", "62 ms"]],
        },
        "dates": ["2025-01-09", "2025-01-14", "2025-01-21", "2025-01-28", "2025-02-04", "2025-02-10",
                  "2025-02-20", "2025-02-25", "2025-03-03", "2025-04-08"],
        "noise": ["Morden branch renovation", "Staff appreciation", "privacy training"],
        "bindings": [
            {"value": "58%", "subject": "A2", "others": ["A4", "A3"]},
            {"value": "76%", "subject": "A3", "others": ["A4", "A2"]},
            {"value": "0.46%", "subject": "A4", "others": ["A3", "A2"]},
        ],
    },
    [
        ("mule_detection_design.md", text("""
# Mule account detection - design doc

Pembina Trails Credit Union - Data & Analytics (A. Wiebe, T. Ruiz). Status: living document.

## Problem
Fraudsters recruit members (or open accounts with stolen identities) to receive scam proceeds by Interac
e-Transfer and move them on within hours. Our current rules catch mule accounts late, usually after the money
has left. Losses on mule-related e-Transfers were $412k in 2024.

## Targets (agreed with Fraud & Risk, 2025-01-09)
- Flag at least 70% of confirmed mule accounts before their first outbound transfer of received funds.
- Alerts no more than 0.5% of active accounts per month (about 190 a month; the fraud team can review ~45 a
  week).
- Score inside the e-Transfer authorization path in 150 ms or less (p95); the core banking call times out at
  300 ms and we only get half of it.

## Technical uncertainty
- Labels are scarce and late: 214 confirmed mule accounts in three years, confirmed weeks after the fact.
- Newly recruited mules look like students and newcomers - new accounts, small balances, many incoming
  e-Transfers from strangers - which is also what thousands of legitimate members look like.
- The strongest signal we suspect is relational (the same device, phone number or payee shared across
  accounts), but computing graph features across 38,000 active accounts at authorization time may not fit in
  the latency budget, and it is not known whether a precomputed graph stays useful when it is up to a day old.
- Fraud patterns change when we start blocking them, so a model that scores well on past data may not hold.
  There is no public data set of Canadian e-Transfer mule activity to test against.

## Approach
Everything evaluated out-of-time: train on 2022-2023, test on 2024, recall at a fixed 0.5% alert rate.
- A1 - current rules (velocity + new-account flags), baseline.
- A2 - gradient-boosted trees on account and transaction features.
- A3 - A2 plus graph features computed live: shared device, shared phone, 2-hop payee overlap.
- A4 - A2 plus graph features precomputed nightly (node2vec embeddings of the member-device-payee graph)
  and streaming counters for the same day.
- A5 - graph neural network (GraphSAGE) on the same graph.
Then shadow mode in production for a month before anything blocks a payment.

## Decision log
| Date | Decision |
|---|---|
| 2025-01-09 | Targets agreed with Fraud & Risk. |
| 2025-02-04 | A3 dropped for production: live graph queries too slow (see latency sheet). |
| 2025-02-25 | A5 dropped - overfits, falls apart out-of-time. |
| 2025-04-08 | A4 approved for production after shadow month; holds payments for review from May 1. |
""")),
        ("data_team_standups.txt", text(f"""
D&A stand-ups - mule model (notes: Aleks)

Tue Jan 14
- Tomas: label extract done. 214 confirmed mules 2022-2024 from fraud case system, joined to accounts.
  Lots of cleanup - case dates vs account dates don't always line up.
- Aleks: feature list v1, split train 2022-23 / test 2024 (out-of-time, not random).

Tue Jan 21
- A1 (rules) and A2 (GBT) scored on 2024. Rules are worse than we thought. A2 a big step but short of 70%.
- Tomas thinks shared devices are the missing signal - 60% of the 2024 mules share a device with another
  account.

Tue Jan 28
- A3 with live graph features: recall well above target on 2024. Now the question is speed.

Tue Feb 4
- Load test of A3 against the e-Transfer auth path in UAT: p95 410 ms. The 2-hop payee query is the killer.
  A3 can't go in the auth path. Idea: precompute the graph nightly, only do counters live.

Week of Feb 10
- Tomas building node2vec embeddings nightly job (member-device-phone-payee graph, ~310k nodes). Runs in
  40 min on the analytics server.

{C08_ADMIN}

Thu Feb 20
- A4 results in: recall just under A3 but well over target, and p95 62 ms. Even with a day-old graph.
- Aleks: try a GNN before we commit, people will ask.

Tue Feb 25
- A5 (GraphSAGE) looked great on validation but out-of-time recall 61%. Overfits the 2022-23 rings. Drop.
- A4 goes to shadow mode next week: scores logged, no holds.

Mar 3-30
- Shadow month. Weekly checks with Fraud & Risk on every alert.

Tue Apr 8
- Shadow review: alert rate and catches in the workbook. Fraud & Risk signed off. Holds start May 1.
""")),
        ("model_eval_results.xlsx", xlsx([
            ("out_of_time_2024", [
                ["model", "scored", "recall at 0.5% alert rate", "mules caught (of 71 in 2024)",
                 "actual alert rate", "PR-AUC"],
                ["A1", D("2025-01-21"), "31%", 22, "0.50%", 0.09],
                ["A2", D("2025-01-21"), "58%", 41, "0.49%", 0.27],
                ["A3", D("2025-01-28"), "76%", 54, "0.47%", 0.44],
                ["A4", D("2025-02-20"), "73%", 52, "0.46%", 0.41],
                ["A5", D("2025-02-25"), "61%", 43, "0.50%", 0.30],
            ]),
            ("latency", [
                ["model", "tested", "environment", "p50 (ms)", "p95 (ms)", "meets 150 ms"],
                ["A2", D("2025-02-04"), "UAT auth path", 18, 31, "yes"],
                ["A3", D("2025-02-04"), "UAT auth path", 190, 410, "no"],
                ["A4", D("2025-02-20"), "UAT auth path", 29, 62, "yes"],
            ]),
            ("shadow_march", [
                ["Shadow mode A4, 2025-03-03 to 2025-03-30 (no holds; alerts reviewed by Fraud & Risk)", None,
                 None],
                ["measure", "value", "comment"],
                ["active accounts", 38200, ""],
                ["alerts", 168, "0.44% of active accounts"],
                ["confirmed mule accounts in the month", 12, "from fraud cases opened in March"],
                ["flagged before first outbound transfer", 9, "75%"],
            ]),
        ])),
        ("branch_managers_minutes_2025-02.txt", text("""
PEMBINA TRAILS CREDIT UNION - Branch Managers' Meeting - Minutes
February 18, 2025, Winkler head office boardroom. Chair: L. Friesen, VP Member Experience.

1. Morden branch renovation: contractor starts April 7; the branch moves to the temporary trailer on
   Stephen St. for eight weeks. Signage and member letters by March 15.
2. Spring mortgage promotion (5-year fixed) launches March 1; rate sheet to follow from Treasury.
3. Staff appreciation evening moved to June 13 at the Winkler Heritage Village.
4. Coin counting machines at Altona and Morris to be retired at year end - members will be directed to
   Winkler.
5. Next meeting: March 18, 2025.
""")),
    ],
    noise_files=["branch_managers_minutes_2025-02.txt"],
    noise_spans={"data_team_standups.txt": [C08_ADMIN]},
    not_entries=["2025-03-30", "2025-05-01"],
)


# ---------------------------------------------------------------------------
# C09 methanol-free -40 windshield washer fluid (automotive chemicals blender, SK) - distributor agreement
#     excerpt noise (not named); formal DOCX report with Plan (dated) / Technical uncertainty / Method /
#     Results / Conclusion; three-sheet workbook with a title row above each header; cold-room pump log CSV
#     with yyyy/mm/dd dates; lab PDF in DD/MM/YYYY (stated); propylene glycol (B1) ruled out on viscosity,
#     glycerol (B5) on smearing, straight ethanol (B3) on cost; close viscosities and haze values
# ---------------------------------------------------------------------------
case(
    {
        "name": "methanol_free_washer_fluid_cold",
        "question": "Please draft T661 lines 242, 244 and 246 and a logbook for the methanol-free washer fluid "
                    "development. Ifeoma's development report, the bench workbook, the cold room pump log and "
                    "the SCTL report are attached, plus one more document from the shared folder.",
        "facts": {
            "242": [["-40 C or lower"], ["15 mm2/s"], ["haze no higher than 2%"], ["$1.10 per jug"],
                    ["not published"]],
            "244": [["propylene glycol"], ["1,3-propanediol"], ["ASTM D1177"], ["cold room"], ["glycerol"]],
            "246": [["64 mm2/s"], ["-36 C"], ["$1.42"], ["6.8%"], ["-41.2 C", "12.6 mm2/s"]],
        },
        "dates": ["2025-01-06", "2025-01-13", "2025-01-15", "2025-01-20", "2025-01-27", "2025-02-03",
                  "2025-02-05", "2025-02-24", "2025-03-03", "2025-03-10", "2025-03-14"],
        "noise": ["exclusive distributor", "Volume rebate", "Western Auto Parts Distribution"],
        "bindings": [
            {"value": "7.9 mm2/s", "subject": "B3", "others": ["B4", "B1"]},
            {"value": "1.4%", "subject": "B4", "others": ["B3", "B5"]},
            {"value": "19.8 mm2/s", "subject": "B5", "others": ["B4", "B3"]},
        ],
    },
    [
        ("washer_fluid_dev_report.docx", docx([
            ("title", "Methanol-Free -40 Windshield Washer Fluid - Development Report"),
            ("p", "Plainsview Chemical Blenders Ltd., Regina SK. Prepared by Dr. Ifeoma Okonkwo, Product "
                  "Development Chemist. Distribution: G. Lavallee (Operations), S. Kim (Quality)."),
            ("h1", "Plan - 6 January 2025"),
            ("p", "Our -40 washer fluid is 45% methanol in water with a dye and a wetting agent. Two retail "
                  "customers have told us they will stop listing methanol-based fluid for the 2025-26 season "
                  "because of poisoning incidents and labelling. The replacement must work in a prairie "
                  "winter in the washer systems already on the road. Targets:"),
            ("b", "freeze point -40 C or lower (ASTM D1177);"),
            ("b", "kinematic viscosity at -35 C no more than 15 mm2/s, so a standard 12 V washer pump still "
                  "delivers a usable spray;"),
            ("b", "haze no higher than 2% on the glass after the wipe test (no streaking or smearing for the "
                  "driver);"),
            ("b", "EPDM wiper rubber volume swell under 5% (70 h, ASTM D471);"),
            ("b", "raw material cost at or below $1.10 per jug (3.78 L)."),
            ("h1", "Technical uncertainty"),
            ("p", "Methanol is unusual: it depresses the freezing point strongly and stays thin in the cold. "
                  "Glycols depress the freezing point but become very viscous near -35 C, and a thick fluid will "
                  "stall the pump or dribble instead of spraying. Ethanol behaves more like methanol but needs a "
                  "higher concentration for the same freeze point, which costs more. Glycerol is cheap but leaves "
                  "a film. Freeze points and low-temperature viscosities for water-ethanol-diol mixtures in the "
                  "range we need are not published, the surfactant needed for wetting can itself smear in the "
                  "cold, and we did not know whether any blend could meet freeze point, viscosity, optical "
                  "clarity and cost at the same time."),
            ("h1", "Method"),
            ("p", "Blends of 2 L were made on the bench and screened in-house: freeze point by cooling curve, "
                  "kinematic viscosity at -35 C (cold bath, glass capillary), pump flow in the -35 C cold room "
                  "with an OEM 12 V washer pump and nozzle, and a wipe test on windshield glass (fluid sprayed, "
                  "one wiper pass, haze read with a haze meter). The shortlisted blends went to Saskatchewan "
                  "Chemical Testing Laboratory for ASTM D1177 freeze point and ASTM D471 EPDM swell."),
            ("n", "B1 - propylene glycol 55%."),
            ("n", "B2 - ethanol 40% + propylene glycol 10%."),
            ("n", "B3 - ethanol 48%."),
            ("n", "B4 - ethanol 38% + bio-based 1,3-propanediol 14% + 0.15% nonionic surfactant."),
            ("n", "B5 - ethanol 35% + glycerol 18%."),
            ("h1", "Results"),
            ("p", "B1 reached the freeze point easily but its viscosity at -35 C was 64 mm2/s and the pump "
                  "delivered only a dribble: glycol-only fluids are ruled out. B2 froze at -36 C in screening, "
                  "short of the target. B3 met every technical target but costs $1.42 per jug in raw "
                  "materials. B5 smeared badly - 6.8% haze after one wiper pass - and was also too thick. B4 met "
                  "all targets: -41.2 C freeze point (SCTL), 12.6 mm2/s at -35 C, 1.4% haze, 2.1% EPDM swell, "
                  "$1.06 per jug. Detailed data are in the bench workbook, the cold room pump log and the "
                  "SCTL report."),
            ("h1", "Conclusion - 14 March 2025"),
            ("p", "B4 is released for production. A 2,000 L pilot batch was blended on the production line "
                  "on March 10 and matched the bench results. Diol and ethanol together let us stay thin in the "
                  "cold without paying for straight ethanol. Open item: long-term storage stability of the dye "
                  "in B4, to be checked over the summer."),
        ])),
        ("blend_bench_data.xlsx", xlsx([
            ("blends", [
                ["Plainsview washer fluid bench blends (I. Okonkwo)", None, None, None, None, None],
                ["blend", "mixed", "ethanol", "second solvent", "surfactant", "raw material cost per jug"],
                ["B1", D("2025-01-13", "yyyy-mm-dd"), "0%", "propylene glycol 55%", "0.10%", "$1.19"],
                ["B2", D("2025-01-13", "yyyy-mm-dd"), "40%", "propylene glycol 10%", "0.10%", "$1.12"],
                ["B3", D("2025-01-20", "yyyy-mm-dd"), "48%", "none", "0.10%", "$1.42"],
                ["B4", D("2025-01-27", "yyyy-mm-dd"), "38%", "1,3-propanediol 14%", "0.15%", "$1.06"],
                ["B5", D("2025-01-27", "yyyy-mm-dd"), "35%", "glycerol 18%", "0.10%", "$0.94"],
            ]),
            ("cold_screening", [
                ["In-house screening: freeze point by cooling curve, viscosity at -35 C in the cold bath", None,
                 None, None],
                ["blend", "freeze point (in-house)", "kinematic viscosity at -35 C", "verdict"],
                ["B1", "-42 C", "64 mm2/s", "too viscous"],
                ["B2", "-36 C", "11.0 mm2/s", "freeze point short"],
                ["B3", "-40 C", "7.9 mm2/s", "ok - cost?"],
                ["B4", "-41 C", "12.6 mm2/s", "ok"],
                ["B5", "-40 C", "19.8 mm2/s", "too viscous"],
            ]),
            ("wipe_haze", [
                ["Wipe test on windshield glass, one wiper pass, haze meter (tested 5 Feb 2025)", None, None],
                ["blend", "haze after wipe", "observation"],
                ["B3", "1.1%", "clear"],
                ["B4", "1.4%", "clear"],
                ["B5", "6.8%", "greasy smear across the wiped arc"],
            ]),
        ])),
        ("cold_room_pump_log.csv", text("""
test_date,blend,room_temp_C,pump,nozzle,flow_ml_per_s,flow_vs_20C,spray_pattern,tech
2025/01/15,B1,-35,OEM 12 V centrifugal,twin jet,4.1,22%,dribble - no jet,R. Dyck
2025/01/15,methanol ref,-35,OEM 12 V centrifugal,twin jet,17.6,94%,normal,R. Dyck
2025/02/03,B3,-35,OEM 12 V centrifugal,twin jet,17.2,92%,normal,R. Dyck
2025/02/03,B4,-35,OEM 12 V centrifugal,twin jet,15.8,85%,normal,R. Dyck
2025/02/03,B5,-35,OEM 12 V centrifugal,twin jet,11.3,60%,weak - short of the glass,R. Dyck
""")),
        ("SCTL_report_25-0118.pdf", pdf(
            "Saskatchewan Chemical Testing Laboratory Inc. | Saskatoon SK | Report SCTL-25-0118", [
                ("title", "Freeze Point and Elastomer Compatibility of Washer Fluid Samples"),
                ("p", "Client: Plainsview Chemical Blenders Ltd. Samples B3 and B4. All dates in this report are "
                      "DD/MM/YYYY. Samples received 24/02/2025. Report issued 03/03/2025."),
                ("table", [
                    ["Test", "Method", "B3", "B4"],
                    ["Freeze point", "ASTM D1177", "-40.5 C", "-41.2 C"],
                    ["EPDM volume swell, 70 h at 23 C", "ASTM D471", "1.8%", "2.1%"],
                    ["Density at 15 C", "ASTM D4052", "0.9312 g/mL", "0.9586 g/mL"],
                    ["pH", "ASTM D1287", "7.4", "7.6"],
                ]),
                ("p", "Freeze point apparatus thermometer calibration due 30/09/2025. Results relate only to "
                      "the samples tested."),
            ])),
        ("distributor_agreement_excerpt.txt", text("""
DISTRIBUTION AGREEMENT - EXCERPT
Plainsview Chemical Blenders Ltd. ("Manufacturer") and Western Auto Parts Distribution Inc. ("Distributor")

3.1 Territory. The Distributor is appointed exclusive distributor of the Manufacturer's automotive fluids
    for Saskatchewan and Manitoba, excluding sales to national mass merchants.
3.2 Minimum purchase. 18 truckloads per contract year (approx. 1,140 cases of 6 x 3.78 L per truckload).
5.4 Volume rebate. 2% on annual purchases over 20 truckloads, 3.5% over 26 truckloads, paid as a credit
    note within 60 days of the contract year end.
7.1 Term. Three years, renewing automatically for one-year terms unless either party gives 120 days'
    notice.
""")),
    ],
    noise_files=["distributor_agreement_excerpt.txt"],
    not_entries=["2025-09-30"],
)


# ---------------------------------------------------------------------------
# C10 delayed crazing of a satin stoneware glaze on restaurant dinnerware (ceramics studio, BC) - a quote PDF
#     to the restaurant (not named) and a studio-business paragraph inside the kiln journal are noise;
#     markdown journal with day/month headings and no year ("Sat 11 Jan", year in the title), an undated
#     note; workbook with a title row above the header and results on a second sheet; lab PDF with "February
#     28, 2025"; restaurant e-mails holding the problem and the service trial; the silica fix (Z1) ruled out on
#     gloss, talc matte (Z4) on pinholing; gloss values Z0/Z2/Z3 close
# ---------------------------------------------------------------------------
C10_STUDIO = ("Studio business: Priya starts as studio assistant three days a week in February. Booked the "
              "Artwalk spot on Baker St again for August, and need to renew the business licence with the city.")
case(
    {
        "name": "stoneware_satin_glaze_crazing",
        "question": "Can you prepare lines 242, 244 and 246 and a logbook for our glaze crazing work on the "
                    "Ember & Ash plates? My kiln journal, the glaze test workbook, the lab report and the "
                    "e-mails with Dana are attached.",
        "facts": {
            "242": [["three autoclave cycles at 50 psi"], ["1.0% or less"], ["20-35 GU"], ["delayed crazing"],
                    ["moisture expansion"]],
            "244": [["10% silica"], ["spodumene"], ["15 min hold"], ["ASTM C424"], ["ASTM C373"]],
            "246": [["58 GU"], ["pinholing"], ["1.8%"], ["0.7%", "31 GU"]],
        },
        "dates": ["2025-01-07", "2025-01-08", "2025-01-11", "2025-01-14", "2025-01-18", "2025-01-25",
                  "2025-02-01", "2025-02-04", "2025-02-10", "2025-02-28", "2025-03-03", "2025-04-09"],
        "noise": ["studio assistant", "Artwalk", "50% deposit"],
        "bindings": [
            {"value": "28 GU", "subject": "Z2", "others": ["Z3", "Z1"]},
            {"value": "31 GU", "subject": "Z3", "others": ["Z2", "Z0"]},
            {"value": "24 GU", "subject": "Z0", "others": ["Z2", "Z3"]},
        ],
    },
    [
        ("ember_ash_emails.txt", text("""
From: Dana Whitford <dana@emberandash.ca>
To: Theo Marchetti <theo@slocanclayworks.ca>
Date: Tue, 7 Jan 2025 09:31 -0800
Subject: Crazed plates

Hi Theo,
Bad news from the kitchen. A lot of the satin dinner plates you made us last spring now have fine cracks all
through the glaze - you can see them when the light hits, and worse, they stain brown. Our health inspector
pointed at a stack of them in December and said crazed dishware has to come out of service because the
cracks hold bacteria. We love the look and the chefs don't want to go back to white commercial china. Can you
make the same plate so it doesn't do this? They go through the Hobart maybe 4-5 times a day.
Dana Whitford, Operations, Ember & Ash Hospitality (Nelson and Kelowna)

-----
From: Theo Marchetti
Date: Wed, 8 Jan 2025 21:10 -0800
Subject: RE: Crazed plates

Dana, I'm really sorry, and I'll replace the worst of them. I want to be honest about why this is not a quick
fix. The glaze passed every test I knew to do when we made them - it's delayed crazing, which shows up months
later, most likely because the clay body soaks up a little water through the foot and swells (moisture
expansion) until the glaze can't take the strain. The usual cure is more silica in the glaze, but that tends
to turn a satin glaze glossy, and your chefs picked the satin. I'm going to run a proper series this winter
and get a lab to test it the way the ceramics industry does. I'll keep you posted.

-----
From: Dana Whitford
Date: April 9, 2025 4:12 PM
Subject: RE: Crazed plates - trial plates

Theo, the 24 trial plates have been in service at the Nelson location since the start of March, through the
Hobart every day. The chef checked them with the marker test last night - no crazing on any of them, and they
still have the look. Let's talk about replacing the whole set.
Dana
""")),
        ("glaze_kiln_journal.md", text(f"""
# Kiln journal 2025 - Slocan Clayworks (Theo)

Gas kiln, cone 6 reduction, Laguna-type buff stoneware body we mix ourselves. "Kootenay Satin" = the
restaurant glaze (call it Z0).

## Plan, after Dana's e-mail
What the fix has to do:
- no crazing after three autoclave cycles at 50 psi (the lab test, ASTM C424) - the in-house pressure
  cooker test is only 15 psi so it's a screen, not proof;
- body water absorption 1.0% or less (ASTM C373), because a thirsty body is what drives delayed crazing;
- keep the satin: 20-35 GU at 60 degrees on the glossmeter (Z0 is about 24);
- no pinholes, no crawling on the rims - these are restaurant plates.
Glaze calculator says Z0 "should fit" the body, so the calculation is not catching what is going on. I don't
know if I can lower the glaze expansion enough without losing the satin, or if it's the body all along.

## Firing 14 - Sat 11 Jan
Z0 as is, and Z1 = Z0 + 10% silica. 6 plates + tiles each, normal schedule (no hold, kiln cools itself).

## Tue 14 Jan
Pressure cooker 1 h + ice water, three rounds, on firing 14 tiles. Z0 crazed on round one (ink shows it).
Z1 no crazing. But Z1 is shiny - sent a tile to Dana as a joke, she said no straight away.

## Firing 15 - Sat 18 Jan
Z2 = spodumene 8% in place of the soda feldspar (lithium lowers expansion without adding glass-former the way
silica does). Looks satin out of the kiln.

## Firing 16 - Sat 25 Jan
Z4, talc matte (magnesium satin) as a different route. Pinholing all over the rims and a bit of crawling. Not
for restaurant ware. Dropped.

{C10_STUDIO}

## Firing 17 - Sat 1 Feb
Z3 = Z2 glaze but new schedule: 15 min hold at peak, then controlled slow cool 1000 down to 760 C (grows
the satin crystals back) and the hold also tightens the body. Pressure cooker screen - no crazing on Z2 or Z3
tiles.

## Tue 4 Feb
Borrowed the glossmeter from the college. Numbers in the sheet. Z1 way too glossy, Z2/Z3 right in the satin
range.

## Mon 10 Feb
Shipped plates Z0, Z1, Z2, Z3 (3 each) and body bars from both schedules to the lab in Trail.

## Mon 3 Mar
Lab report came Friday. Z3 is the only one that passes everything. 24 Z3 plates to Ember & Ash Nelson today
for a service trial.

(undated) Next: wonder if the hold alone would save Z0 - one more firing when the kiln is free.
""")),
        ("glaze_tests_2025.xlsx", xlsx([
            ("glazes", [
                ["Slocan Clayworks - glaze test series 2025 (cone 6 reduction)", None, None, None, None],
                ["glaze", "fired", "firing", "change from Z0", "schedule"],
                ["Z0", D("2025-01-11", "d mmm"), 14, "-", "standard, no hold"],
                ["Z1", D("2025-01-11", "d mmm"), 14, "+10% silica", "standard, no hold"],
                ["Z2", D("2025-01-18", "d mmm"), 15, "8% spodumene replaces soda feldspar", "standard, no hold"],
                ["Z4", D("2025-01-25", "d mmm"), 16, "talc matte base", "standard, no hold"],
                ["Z3", D("2025-02-01", "d mmm"), 17, "as Z2", "15 min hold + slow cool 1000-760 C"],
            ]),
            ("results", [
                ["glaze", "pressure cooker screen (3 rounds)", "gloss 60 deg (GU)", "surface", "lab autoclave",
                 "keep?"],
                ["Z0", "crazed round 1", "24 GU", "satin", "crazed cycle 1", "no"],
                ["Z1", "no crazing", "58 GU", "glossy", "passed 3 cycles", "no - glossy"],
                ["Z2", "no crazing", "28 GU", "satin", "crazed cycle 3", "no"],
                ["Z3", "no crazing", "31 GU", "satin", "passed 3 cycles", "yes"],
                ["Z4", "not tested", "19 GU", "pinholing, crawling at rim", "not sent", "no"],
            ]),
        ])),
        ("SMT_report_25-031.pdf", pdf(
            "Selkirk Materials Testing | Trail BC | Test Report SMT-25-031", [
                ("title", "Crazing Resistance and Water Absorption - Stoneware Dinnerware"),
                ("p", "Client: Slocan Clayworks, Nelson BC. Items: dinner plates glazed Z0, Z1, Z2, Z3 (3 each) "
                      "and body test bars from firing schedules A (standard) and B (15 min hold, slow cool). "
                      "Report date: February 28, 2025."),
                ("p", "Crazing: ASTM C424, autoclave at 50 psi (345 kPa) for 1 h per cycle, three cycles, "
                      "inspected with dye after each cycle. Water absorption: ASTM C373, 5 h boil."),
                ("table", [
                    ["Glaze", "Schedule", "Cycle 1", "Cycle 2", "Cycle 3", "Result"],
                    ["Z0", "A", "crazed (3 of 3)", "-", "-", "fail"],
                    ["Z1", "A", "no crazing", "no crazing", "no crazing", "pass"],
                    ["Z2", "A", "no crazing", "no crazing", "crazed (2 of 3)", "fail"],
                    ["Z3", "B", "no crazing", "no crazing", "no crazing", "pass"],
                ]),
                ("table", [
                    ["Body bars", "Water absorption (mean of 5)", "Requirement (client)"],
                    ["Schedule A (standard)", "1.8%", "1.0% or less"],
                    ["Schedule B (hold + slow cool)", "0.7%", "1.0% or less"],
                ]),
                ("p", "Results relate only to the items tested."),
            ])),
        ("quote_Q-0312_ember_ash.pdf", pdf(
            "Slocan Clayworks | Nelson BC | Quote Q-0312", [
                ("title", "Quote Q-0312 - Ember & Ash Hospitality"),
                ("p", "Prepared for Dana Whitford. Handmade stoneware dinnerware, Kootenay Satin finish."),
                ("table", [
                    ["Item", "Qty", "Unit (CAD)", "Total (CAD)"],
                    ["Dinner plate 11 in", "240", "$38.00", "$9,120.00"],
                    ["Side plate 8 in", "240", "$26.00", "$6,240.00"],
                    ["Pasta bowl 9 in", "120", "$34.00", "$4,080.00"],
                ]),
                ("p", "A 50% deposit is required to schedule production; balance on delivery. Lead time 10 "
                      "weeks from deposit. Delivery to Nelson included; Kelowna delivery $180."),
            ])),
    ],
    noise_files=["quote_Q-0312_ember_ash.pdf"],
    noise_spans={"glaze_kiln_journal.md": [C10_STUDIO]},
)


# ============================================================================ end of cases

if __name__ == "__main__":
    main()
