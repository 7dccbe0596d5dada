#!/usr/bin/env python3
"""Builds the multi-file evidence cases of the seventh first-contact set (evidence_multi_first_7).

Run:  python3 make_files.py
Needs: python-docx, openpyxl, reportlab (standard fonts only).
Self-contained: writes every evidence file of every case into this folder (text files too), then
cases.json. The case metadata (facts, dates, noise, bindings) sits next to the content it refers to, so
both are edited together. Cases with a noise file (invoice, price list, contract, job posting,
newsletter, marketing flyer, licence excerpt) list its phrases in "noise"; NOISE_FILES names those files
(verify.py imports this module, which only registers cases; files are written when run as a script).
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
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

HERE = os.path.dirname(os.path.abspath(__file__))

CASES = []
NOISE_FILES = {}  # case name -> [noise file names]

CONTENT_TYPES = {
    ".txt": "text/plain",
    ".md": "text/markdown",
    ".csv": "text/csv",
    ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ".pdf": "application/pdf",
}


class D:
    """A date cell in a workbook (stored as a real Excel date)."""

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
                        shown = 10
                    else:
                        cell.value = val
                        shown = len(str(val)) if val is not None else 0
                    widths[c] = max(widths.get(c, 0), shown)
            for c, w in widths.items():
                ws.column_dimensions[get_column_letter(c)].width = min(max(w + 2, 8), 60)
            ws.freeze_panes = "A2"
        wb.properties.creator = "evidence_multi_first_7"
        wb.properties.created = datetime.datetime(2025, 1, 1)
        wb.properties.modified = datetime.datetime(2025, 1, 1)
        wb.save(path)
    return write


def docx(blocks):
    """blocks: ("title", s) ("h1", s) ("h2", s) ("p", s) ("b", s) bullet, ("table", rows)."""
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
        cp.created = datetime.datetime(2025, 1, 1)
        cp.modified = datetime.datetime(2025, 1, 1)
        cp.last_modified_by = ""
        doc.save(path)
    return write


def pdf(blocks):
    """blocks: ("title", s) ("h1", s) ("p", s) ("b", s) bullet, ("table", rows)."""
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
            else:
                raise ValueError(kind)
        SimpleDocTemplate(path, pagesize=LETTER, invariant=1, leftMargin=0.8 * inch, rightMargin=0.8 * inch,
                          topMargin=0.8 * inch, bottomMargin=0.8 * inch, title="", author="").build(story)
    return write


WRITERS = []  # (file name, writer)


def case(meta, files, noise_files=()):
    """Registers a case; files are written by main()."""
    WRITERS.extend(files)
    entry = {
        "name": meta["name"],
        "question": meta["question"],
        "files": [{"file": n, "contentType": CONTENT_TYPES[os.path.splitext(n)[1]]} for n, _ in files],
        "facts": meta["facts"],
        "dates": meta["dates"],
        "noise": meta.get("noise", []),
        "bindings": meta.get("bindings", []),
    }
    CASES.append(entry)
    NOISE_FILES[meta["name"]] = list(noise_files)


def main():
    for name, writer in WRITERS:
        writer(os.path.join(HERE, name))
    with open(os.path.join(HERE, "cases.json"), "w", encoding="utf-8") as f:
        json.dump({"cases": CASES}, f, indent=1, ensure_ascii=False)
        f.write("\n")


# ============================================================================ cases
# ---------------------------------------------------------------------------
# C01 cold-spray repair of corroded magnesium gearbox housings (aerospace MRO, QC) - powder supplier price
#     list CSV noise (dated "effective" line); shop notes with yearless "Jan 14" dates (year in header);
#     two-sheet workbook (spray params / results); external lab PDF holding the salt-fog result only
# ---------------------------------------------------------------------------
case(
    {
        "name": "cold_spray_magnesium_gearbox_housing",
        "question": "Can you draft T661 lines 242, 244 and 246 and a dated logbook for our cold spray repair "
                    "development on the ZE41A gearbox housings? Nadia's shop notes, the coupon workbook and the "
                    "Rive-Nord lab report are attached. The powder price list is just what the supplier sent us "
                    "this year.",
        "facts": {
            "242": [["35 MPa or more"], ["below 150 C"], ["under 1%"], ["galvanic couple", "galvanic"]],
            "244": [["450 C"], ["6061"], ["500 mm/s", "20 s dwell"], ["25 wt% Al2O3", "alumina"]],
            "246": [["18 MPa"], ["176 C"], ["41 MPa"], ["240 h", "no blistering after 500 h"]],
        },
        "dates": ["2025-01-14", "2025-01-16", "2025-01-23", "2025-01-30", "2025-02-06", "2025-02-13",
                  "2025-02-17", "2025-02-18", "2025-03-11", "2025-03-14", "2025-03-20"],
        "noise": ["Spherical Ti-6Al-4V", "Hazmat surcharge", "Volume discount", "FOB Hamilton"],
        "bindings": [
            {"value": "18 MPa", "subject": "CS1", "others": ["CS3", "CS4"]},
            {"value": "176 C", "subject": "CS2", "others": ["CS4", "CS5"]},
            {"value": "41 MPa", "subject": "CS5", "others": ["CS4", "CS2"]},
        ],
    },
    [
        ("cold_spray_dev_notes.txt", text("""
MIRABEL AERO OVERHAUL INC. - M&P shop notes - cold spray repair, TGB housings (job CSR-01)
2025 - Nadia T. (M&P eng.) / Kevin L. (CS operator) / QA sign-off R. Dubé

Background / why
Tail gearbox (TGB) housings come in from the helicopter operators with corrosion pits on the mounting flange
and around the oil jet boss. Housing is cast magnesium ZE41A-T5. Once pits are deeper than the blend limit
(0.5 mm) the CMM says scrap -> ~$38k new housing, 14 wk lead time. We want to fill the blended pits with cold
sprayed aluminium, machine back to drawing and get it approved as a repair.
Targets (agreed w/ R. Dubé + customer's airworthiness eng.):
 - adhesion 35 MPa or more (ASTM C633, glue-failure doesn't count)
 - porosity under 1% (image analysis, 5 fields)
 - substrate kept below 150 C the whole time -> above that the T5 temper starts to over-age and we lose
   strength in the casting, which we can't re-heat-treat on a finished housing
 - repaired area must survive 500 h salt fog (ASTM B117) with no blistering at the deposit edge
What we don't know: the Al particles only bond if they hit hot and fast enough to deform, and the usual
way to get that is hotter gas (500 C+ on N2). But hot gas dumps heat into a thin-wall casting. Nobody has
data for ZE41A specifically. Second unknown: Al on Mg is a galvanic couple - if there's any
porosity or a gap at the edge, salt water gets in and the Mg underneath goes first. Also whether hot
particles form brittle Al12Mg17 intermetallic at the interface. Literature is mostly on AZ91 plates with
He gas, which we can't afford (He ~ 10x cost of N2).
Coupons: ZE41A plate 6 mm, 25 mm dia buttons for C633, 50x100 for metallography + salt fog. TC
spot-welded on the back face. Grit blast Al2O3 60 grit unless noted. N2 at 3.0 MPa, SOD 25 mm.

Jan 14 - CS1 sprayed. Pure Al (99.5, -45+15 um) N2 350 C, traverse 300 mm/s. Back face max 128 C. Looks ok.
Jan 16 - CS1 pulled: 18 MPa avg (5 buttons), all failed AT the interface, porosity 2.8%. Not bonded enough.
Jan 23 - CS2: same powder, gas up to 450 C. Adhesion 31 MPa, porosity 1.1% -> better BUT TC hit 176 C on
  the 6 mm coupon. A real housing wall is 4-5 mm in places so it would be worse. Hotter gas alone = no.
Jan 30 - CS3 tried 6061 powder at 400 C (thought alloy deposit would be stronger). Worse: 12 MPa, 4.5%
  porosity, harder powder doesn't deform enough on N2. Also TC 158 C. 6061 dropped.
Feb 6 - CS4: back to pure Al at 400 C but traverse 500 mm/s + 20 s dwell between passes + compressed air
  jet on the back face. Max 138 C (OK). 27 MPa, porosity 1.4%. Temp problem solved, bond still short.
Feb 13 - CS5: CS4 settings w/ blended powder, pure Al + 25 wt% Al2O3 (the alumina doesn't stick much, it
  peens the layer and cleans the surface). 41 MPa, 0.6% porosity, max 141 C. Failure in the glue on 3 of 5 -
  so real value is higher. Meets all 3 bench targets.
Feb 17 - CS4 (unsealed) + CS5 (sealed: chromate-free conversion coat + epoxy primer on deposit & edge)
  salt fog panels shipped to Rive-Nord. Also 2 CS5 buttons for independent C633 + metallography.
Mar 14 - lab report in, see PDF. CS4 unsealed blistered at the edge at 240 h -> the edge seal is not
  optional. CS5 sealed OK at 500 h.
Mar 20 - First real part: scrap housing S/N TG-0412, 3 pits on flange blended to 1.2 mm, filled CS5,
  machined, FPI no indications, CMM in tolerance. Tech data package to R. Dubé for the repair approval.
""")),
        ("cold_spray_coupons_2025.xlsx", xlsx([
            ("spray_params", [
                ["set", "sprayed", "powder", "gas", "gas_temp_C", "pressure_MPa", "traverse_mm_s",
                 "dwell_between_passes_s", "back_cooling", "prep"],
                ["CS1", D("2025-01-14"), "Al 99.5 -45+15 um", "N2", 350, 3.0, 300, 0, "none", "grit 60"],
                ["CS2", D("2025-01-23"), "Al 99.5 -45+15 um", "N2", 450, 3.0, 300, 0, "none", "grit 60"],
                ["CS3", D("2025-01-30"), "6061 -45+15 um", "N2", 400, 3.0, 300, 0, "none", "grit 60"],
                ["CS4", D("2025-02-06"), "Al 99.5 -45+15 um", "N2", 400, 3.0, 500, 20, "air jet", "grit 60"],
                ["CS5", D("2025-02-13"), "Al 99.5 + 25 wt% Al2O3", "N2", 400, 3.0, 500, 20, "air jet",
                 "grit 60"],
            ]),
            ("results", [
                ["set", "adhesion_MPa_avg5", "failure_mode", "porosity_pct", "substrate_max_C", "verdict",
                 "comment"],
                ["CS1", 18, "interface 5 of 5", 2.8, 128, "FAIL", "weak bond"],
                ["CS2", 31, "interface 3 of 5, cohesive 2 of 5", 1.1, 176, "FAIL", "over 150 C limit"],
                ["CS3", 12, "interface 5 of 5", 4.5, 158, "FAIL", "6061 does not deform on N2"],
                ["CS4", 27, "interface 4 of 5", 1.4, 138, "FAIL", "temp OK, bond short"],
                ["CS5", 41, "glue 3 of 5, cohesive 2 of 5", 0.6, 141, "PASS", "to salt fog"],
            ]),
        ])),
        ("RNMT_report_25-0311.pdf", pdf([
            ("title", "Rive-Nord Materials Testing Ltd. - Test Report RNMT 25-0311"),
            ("p", "Client: Mirabel Aero Overhaul Inc. Attn: Nadia T. Samples: cold sprayed aluminium on ZE41A "
                  "magnesium coupons, sets CS4 and CS5. Samples received: February 17, 2025. Salt fog exposure "
                  "started February 18, 2025 and ended March 11, 2025 (500 h). Report issued: March 14, 2025. "
                  "ISO/IEC 17025 accredited laboratory."),
            ("h1", "1. Adhesion (ASTM C633) and porosity (ASTM E2109)"),
            ("table", [
                ["Sample", "Adhesion (MPa)", "Failure", "Porosity", "Interface"],
                ["CS5-A", "43", "adhesive (glue)", "0.5%", "no continuous intermetallic layer"],
                ["CS5-B", "40", "cohesive in deposit", "0.7%", "no continuous intermetallic layer"],
            ]),
            ("h1", "2. Neutral salt fog (ASTM B117), 500 h"),
            ("table", [
                ["Panel", "Condition", "First defect", "Rating at 500 h"],
                ["CS4-U1", "unsealed deposit", "blistering at deposit edge at 240 h", "fail - edge undercut "
                                                                                       "1.8 mm"],
                ["CS4-U2", "unsealed deposit", "blistering at deposit edge at 264 h", "fail"],
                ["CS5-S1", "conversion coat + epoxy primer", "none", "pass"],
                ["CS5-S2", "conversion coat + epoxy primer", "none", "pass"],
            ]),
            ("p", "Sealed CS5 panels showed no blistering after 500 h and no white corrosion product at the "
                  "deposit edge. Sectioning of CS4-U1 at the blister shows attack of the magnesium substrate "
                  "beneath the deposit edge, consistent with galvanic corrosion through open porosity."),
            ("h1", "3. Remarks"),
            ("p", "Results relate only to the items tested."),
        ])),
        ("powder_price_list_2025.csv", text("""
Hamilton Powder Metals Ltd. - Price list,,,,
Prices effective 2025-01-01 - all prices CAD per kg,,,,
item,description,size,price_per_kg,min_order_kg
HPM-AL995,Aluminium 99.5% gas atomized,-45+15 um,48.50,5
HPM-AL6061,Aluminium 6061 gas atomized,-45+15 um,61.00,5
HPM-ALOX25,Al + 25 wt% Al2O3 blend,-45+15 um,55.75,5
HPM-CU999,Copper 99.9% gas atomized,-38+10 um,72.00,5
HPM-TI64,Spherical Ti-6Al-4V,-45+15 um,410.00,2
NOTES,Volume discount 5% over 100 kg per order,,,
NOTES,Hazmat surcharge $85 per shipment on fine Al and Ti,,,
NOTES,FOB Hamilton ON - freight extra,,,
""")),
    ],
    noise_files=["powder_price_list_2025.csv"],
)

# ---------------------------------------------------------------------------
# C02 on-device bill-of-lading field extraction for truck drivers (software, ON) - job posting noise;
#     journal with mixed heading dates ("## 2024-09-09", "## Oct 15"); eval CSV with verdicts; email thread
#     with the carrier holding the field pilot result (only there)
# ---------------------------------------------------------------------------
case(
    {
        "name": "bill_of_lading_ondevice_extraction",
        "question": "We'd like lines 242/244/246 and a logbook for the BOL capture work in the driver app. "
                    "Arjun's journal, the eval runs and the email thread with Lakeshore Cartage about the pilot "
                    "are attached. The job posting is unrelated, it was just in the same folder.",
        "facts": {
            "242": [["97% or better"], ["offline", "no signal"], ["carbon copies", "carbon-copy"],
                    ["no fixed layout", "over 900 shipper templates"]],
            "244": [["int8"], ["synthetic carbon-copy augmentation"], ["consistency checks", "retake prompt"],
                    ["4,200 labelled BOLs"]],
            "246": [["71.4%"], ["38% of photos"], ["90.3%", "generic augmentation"], ["97.6%", "97.2%"]],
        },
        "dates": ["2024-09-09", "2024-09-16", "2024-09-30", "2024-10-07", "2024-10-15", "2024-10-22",
                  "2024-10-29", "2024-11-04", "2024-11-18", "2024-11-29", "2024-12-03"],
        "noise": ["Customer Success Manager", "Meadowvale office", "RRSP matching", "Salesforce experience"],
        "bindings": [
            {"value": "71.4%", "subject": "V0", "others": ["V1", "V2"]},
            {"value": "88.5%", "subject": "V2", "others": ["V3", "V4"]},
            {"value": "97.6%", "subject": "V4", "others": ["V3", "V1"]},
        ],
    },
    [
        ("bol_capture_journal.md", text("""
# BOL capture - dev journal
Tollgate Dispatch Software Inc. (Mississauga ON) - Arjun S. (ML), Mei W. (Android)

## Context / targets
Drivers using our dispatch app snap the signed bill of lading (BOL) at pickup and delivery. Today the
photo goes to the carrier's billing clerk who keys weight, piece count, PO#, shipper, consignee etc. by
hand - our carriers bill by weight, so a wrong weight is a wrong invoice. Goal is to read the fields on the
phone at the dock.
Targets (set with product + 2 carrier customers):
- weight and piece count field accuracy 97% or better (exact match after unit normalisation)
- all 9 fields together 95% or better
- runs offline on the phone (Galaxy A14-class, our median driver device), 3 s per page max
- model 25 MB or less (drivers on capped data plans, app update size)
Why it's not just "use OCR": BOLs have no fixed layout - over 900 shipper templates in our sample, plus
straight bill forms from the stationery store. Weights and piece counts are mostly handwritten, often on
the carbon copies (2nd/3rd ply) the driver keeps, which are faint blue/grey and smeared. Quebec shippers
use FR or bilingual forms (poids, pièces). We don't know if a model small enough to run on a $200 phone
can read handwritten numbers on carbon copies at anything near cloud OCR accuracy, and we have no carbon
copy training data to speak of.
Test set: 600 BOL photos held out from the 4,200 labelled BOLs (6 carriers, labelled Aug).

## 2024-09-09
V0 = Tesseract 5 + regex/keyword rules (what the prototype did). Weight 71.4%, pieces 76.0%, all fields
64.3%. Handwriting basically unreadable to it. Baseline only.

## 2024-09-16
V1 = commercial cloud OCR API + same field rules, as a ceiling. Weight 93.8%, all fields 89.0%. But app
telemetry: 38% of photos were taken with no signal (rural docks, yards in steel buildings), queue for
hours. Can't be the main path. Also carriers don't love BOLs leaving the phone.

## 2024-09-30
V2 = small layout-aware transformer (text + box positions), distilled, fine-tuned on our BOLs. All fields
91.2%, weight 88.5%, pieces 90.1%. Model 61 MB fp32, 6.8 s/page on the A14. Too big, too slow, and
handwritten digits on carbons are where it loses.

## Oct 7
Tried deskew + perspective correction + contrast stretch in front of V2: +0.4 pts. Preprocessing isn't the
bottleneck. Dropped.

## Oct 15
V3a = V2 int8 (17 MB) + separate handwritten digit head on cropped number boxes, trained with generic
augmentation (blur, noise, JPEG, rotation). Weight 90.3% - generic augmentation doesn't look like carbon
paper.

## Oct 22
V3 = same but trained with synthetic carbon-copy augmentation: we render handwriting samples through a
carbon texture model (blue/grey dye, pressure-dependent stroke width, smear, ply offset) - 60k synthetic
crops. Weight 96.1%, pieces 97.0%, all fields 94.0%, 2.4 s/page on the A14.

## Oct 29
V4 = V3 + consistency checks (sum of line weights = total, pieces x unit weight, lb/kg sanity) and a
retake prompt when field confidence < 0.80. Weight 97.6%, pieces 98.2%, all fields 95.9%, 2.7 s/page.
Retake prompted on 6.5% of test photos. Bench targets met -> build 3.2.0 for pilot.

## Nov 4
Pilot started with Lakeshore Cartage, 14 drivers. Results in the email thread.
""")),
        ("bol_eval_runs.csv", text("""
date,variant,description,test_photos,weight_acc,pieces_acc,all_fields_acc,model_MB,latency_s_A14,verdict
2024-09-09,V0,Tesseract 5 + regex rules,600,71.4%,76.0%,64.3%,n/a,1.1,FAIL
2024-09-16,V1,cloud OCR API + rules (online only),600,93.8%,94.5%,89.0%,n/a,online,FAIL - 38% no signal
2024-09-30,V2,layout transformer fp32,600,88.5%,90.1%,91.2%,61,6.8,FAIL
2024-10-07,V2p,V2 + deskew/perspective/contrast,600,88.9%,90.4%,91.6%,61,7.0,FAIL
2024-10-15,V3a,V2 int8 + digit head (generic augmentation),600,90.3%,92.2%,92.5%,17,2.3,FAIL
2024-10-22,V3,V2 int8 + digit head (synthetic carbon-copy augmentation),600,96.1%,97.0%,94.0%,17,2.4,FAIL
2024-10-29,V4,V3 + consistency checks + retake prompt,600,97.6%,98.2%,95.9%,17,2.7,PASS
""")),
        ("lakeshore_pilot_emails.txt", text("""
From: Arjun S. <arjun@tollgatedispatch.ca>
To: Dan Kowalczyk <dkowalczyk@lakeshorecartage.ca>
Date: Mon, 4 Nov 2024 07:55:10 -0500
Subject: BOL capture pilot - build 3.2.0

Morning Dan,
The 14 phones on your list got build 3.2.0 overnight. When a driver takes the BOL photo the app now fills
weight, pieces, PO and the rest, and asks for a retake if it isn't sure. Everything still goes to your
billing clerk as before, so Marlene can check the read values against the photo for the 4 weeks. Could
she flag every field she has to correct? That's our scoring.
Thanks, Arjun

From: Dan Kowalczyk <dkowalczyk@lakeshorecartage.ca>
Date: Mon, 18 Nov 2024 16:20:41 -0500
Subject: RE: BOL capture pilot - build 3.2.0

Arjun - two weeks in. Drivers are fine with it, a couple grumble about the retake prompt in the cold.
Marlene says most of her fixes are on the Quebec loads - weight written in kg on a form that says lbs,
the app takes the number and the lb label. About a dozen so far.
Dan

From: Arjun S.
Date: Fri, 29 Nov 2024 18:02:33 -0500
Subject: RE: BOL capture pilot - build 3.2.0

Thanks Dan, pilot closes today. I'll send the numbers once we've gone through Marlene's sheet.

From: Arjun S.
Date: Tue, 3 Dec 2024 10:14:09 -0500
Subject: RE: BOL capture pilot - results

Dan, Marlene,
Final numbers for the 4 weeks: 1,310 BOLs. Weight correct 97.2%, pieces 98.0%, all 9 fields 95.1%.
Retake prompt on 7.1% of photos (more than the bench - cold hands and night docks). 11 of the weight
errors were the kg-written-on-lb-form case Dan flagged; the consistency check can't catch those because
the numbers add up. Next build checks the unit against the shipper's address province and the
commodity's typical density, and the clerk screen highlights those loads.
Arjun
""")),
        ("job_posting_customer_success.txt", text("""
Tollgate Dispatch Software Inc. is hiring!
Customer Success Manager - Trucking accounts (full time, permanent)
Hybrid: 3 days a week at our Meadowvale office (Mississauga), 2 days remote.
What you'll do: onboard new carriers, run training webinars for dispatchers, own renewals for 60+ accounts.
What you bring: 3+ years in SaaS customer success; Salesforce experience; trucking or logistics
background a big plus.
Perks: $70k-$85k + bonus, RRSP matching up to 4%, health and dental, summer BBQ and a team that answers
the phone.
Apply: jobs@tollgatedispatch.ca
""")),
    ],
    noise_files=["job_posting_customer_success.txt"],
)

# ---------------------------------------------------------------------------
# C03 acid scrubber wall on broiler tunnel fans plugging with dust (agri-environment, ON) - no noise file,
#     3 files; barn log with "May 6/24" and "d24 (May 30)" style dates; two-sheet readings workbook;
#     consultant DOCX report with headings, the third-flock confirmation only in report + workbook
# ---------------------------------------------------------------------------
case(
    {
        "name": "broiler_barn_acid_scrubber_plugging",
        "question": "Please draft the T661 project description (242, 244, 246) and a logbook for the barn 3 "
                    "ammonia scrubber. Shelley's barn log, the readings workbook and Gwen's October report are "
                    "all we have.",
        "facts": {
            "242": [["70% or more"], ["40 Pa or less"], ["10% or less"], ["broiler dust", "feathers"]],
            "244": [["cellulose pad"], ["600 mm"], ["120 mS/cm", "conductivity-controlled bleed"],
                    ["back-flush", "every 6 h"]],
            "246": [["95 Pa"], ["58%"], ["white crust", "ammonium sulfate crust"], ["76%", "74%"]],
        },
        "dates": ["2024-05-06", "2024-05-16", "2024-05-30", "2024-06-10", "2024-06-13", "2024-07-02",
                  "2024-07-22", "2024-08-09", "2024-08-27", "2024-09-24", "2024-10-04", "2024-10-21"],
        "noise": [],
        "bindings": [
            {"value": "95 Pa", "subject": "S1", "others": ["S3", "S5"]},
            {"value": "58%", "subject": "S2", "others": ["S3", "S5"]},
            {"value": "31 Pa", "subject": "S5", "others": ["S4", "S3"]},
        ],
    },
    [
        ("barn3_scrubber_log.txt", text("""
HURON RIDGE POULTRY LTD - BARN 3 - SCRUBBER LOG 2024
(Shelley M., barn mgr / Pieter V., owner) - readings every flock day 10, 24, 35/38 unless noted

Why we're doing this: township got complaints from the new Maple Ln subdivision, NH3 smell off the tunnel
end of barn 3 in summer. Building a scrubber wall on the 8 tunnel fans (52") so exhaust air goes through
wet media with dilute sulphuric acid. Gwen A. (AgriVent, P.Eng.) is helping.
What it has to do:
 - take out 70% or more of the NH3, averaged over a whole flock
 - NOT choke the fans: pressure drop across the wall 40 Pa or less at full tunnel, airflow loss 10% or
   less. Late flock in a heat wave the birds need every bit of air.
 - run a full flock (38 d) w/o anybody climbing in to clean media
Problem is nobody has run one on broilers here. The acid scrubbers in Europe are mostly on hog barns,
lower dust, slower air. Broiler dust and feathers late in the flock is a lot of dirt, and Gwen says the
ammonium sulfate that builds up in the water can crystallize on the media. Nobody could tell us which media
would hold 70% without plugging.
Wall is 4 modules, one per fan pair, so we can run different media side by side (M-1..M-4).

FLOCK 24-05  placed May 6/24
 M-1 = S1 cellulose pad 150 mm (same as evap cool pads), acid loop pH 4.0
 M-2 = S2 random PP rings 50 mm, 300 mm deep, pH 4.0
 M-3 = S3 random PP rings 50 mm, 600 mm deep, pH 4.0
 M-4 = S0 no media (open, reference for airflow)
d10 (May 16) - S1 taking out 78%, S2 55%, S3 72%. all dP under 20 Pa.
d24 (May 30) - S1 plugged: dust cake + feathers on the face, dP 95 Pa, fan pair lost 27% airflow
  (anemometer traverse). hosed it off, which is what we're trying to avoid. pads are out.
d35 (June 10) - S3 dP 48 Pa, airflow -11%. removal ok. S2 still clean but only ~58% flock avg.
shipped June 13. S2 too shallow, S3 too much dP -> need a media that's deep but open.

FLOCK 24-06  placed Jul 2
 M-1, M-2 = S4 structured PP cross-corrugated (45 deg), 400 mm, vertical-flow water, pH 3.5, bleed on a
   timer (20 min/day) - lower pH to get more NH3 per pass
 M-3, M-4 = S5 same structured media, pH 4.5, conductivity-controlled bleed at 120 mS/cm, back-flush
   nozzles on the air inlet face every 6 h (2 min)
Jul 22 (d20) - S4 white crust on top 5 cm of media = ammonium sulfate crust (Gwen took a sample, confirmed).
  dP 55 Pa and climbing. Low pH + timer bleed lets the salt concentrate. S4 out, switched M-1/M-2 loop to
  pH 4.5 for the rest of the flock (not counted).
Aug 9 - d38, shipped. S5: max dP 31 Pa, airflow -6% at end, flock avg removal 76%. No cleaning.

FLOCK 24-07  placed Aug 27 - all 4 modules built as S5
Sept 24 - hot one, 28 C outside, d28 birds ~1.9 kg. Full tunnel all afternoon, barn held 26.5 C. no
  panting complaints from the crew.
Oct 4 shipped. numbers in the sheet. Mortality 3.1% (normal for us).
""")),
        ("scrubber_readings_2024.xlsx", xlsx([
            ("readings", [
                ["date", "flock", "day", "module", "variant", "NH3_in_ppm", "NH3_out_ppm", "removal_pct",
                 "dP_Pa", "airflow_loss_pct", "notes"],
                [D("2024-05-16"), "24-05", 10, "M-1", "S1", 9.1, 2.0, 78, 17, 3, ""],
                [D("2024-05-16"), "24-05", 10, "M-2", "S2", 9.1, 4.1, 55, 8, 1, ""],
                [D("2024-05-16"), "24-05", 10, "M-3", "S3", 9.1, 2.5, 72, 15, 2, ""],
                [D("2024-05-30"), "24-05", 24, "M-1", "S1", 14.6, 3.7, 75, 95, 27, "plugged - dust + feathers"],
                [D("2024-05-30"), "24-05", 24, "M-2", "S2", 14.6, 6.3, 57, 13, 2, ""],
                [D("2024-05-30"), "24-05", 24, "M-3", "S3", 14.6, 4.2, 71, 34, 7, ""],
                [D("2024-06-10"), "24-05", 35, "M-2", "S2", 18.8, 7.7, 59, 19, 3, ""],
                [D("2024-06-10"), "24-05", 35, "M-3", "S3", 18.8, 5.5, 71, 48, 11, ""],
                [D("2024-07-22"), "24-06", 20, "M-1", "S4", 12.2, 2.6, 79, 55, 14, "white crust top 5 cm"],
                [D("2024-07-22"), "24-06", 20, "M-3", "S5", 12.2, 2.9, 76, 22, 4, ""],
                [D("2024-08-09"), "24-06", 38, "M-3", "S5", 19.5, 4.7, 76, 31, 6, "no cleaning all flock"],
                [D("2024-09-24"), "24-07", 28, "all", "S5", 16.9, 4.3, 75, 29, 6, "28 C outside, full tunnel"],
                [D("2024-10-04"), "24-07", 38, "all", "S5", 20.3, 5.4, 73, 34, 8, ""],
            ]),
            ("flock_summary", [
                ["flock", "placed", "shipped", "variant", "media", "removal_flock_avg", "max_dP", "airflow_loss_end",
                 "manual_clean", "verdict"],
                ["24-05", D("2024-05-06"), D("2024-06-13"), "S1", "cellulose pad 150 mm", "n/a (plugged)",
                 "95 Pa", "27%", "yes", "FAIL"],
                ["24-05", D("2024-05-06"), D("2024-06-13"), "S2", "PP rings 300 mm", "58%", "19 Pa", "3%", "no",
                 "FAIL - removal"],
                ["24-05", D("2024-05-06"), D("2024-06-13"), "S3", "PP rings 600 mm", "71%", "48 Pa", "11%", "no",
                 "FAIL - dP"],
                ["24-06", D("2024-07-02"), D("2024-08-09"), "S4", "structured PP 400 mm pH 3.5 timer bleed",
                 "n/a (stopped d20)", "55 Pa", "14%", "n/a", "FAIL - crust"],
                ["24-06", D("2024-07-02"), D("2024-08-09"), "S5", "structured PP 400 mm pH 4.5 cond. bleed",
                 "76%", "31 Pa", "6%", "no", "PASS"],
                ["24-07", D("2024-08-27"), D("2024-10-04"), "S5 x4", "all modules S5", "74%", "34 Pa", "8%", "no",
                 "PASS"],
            ]),
        ])),
        ("barn3_scrubber_report_Oct2024.docx", docx([
            ("title", "Barn 3 Exhaust Air Scrubber - Development Trials 2024"),
            ("p", "Prepared for Huron Ridge Poultry Ltd. by Gwen A., P.Eng., AgriVent Consulting. "
                  "October 21, 2024."),
            ("h1", "1. Objective"),
            ("p", "Reduce ammonia leaving the tunnel fans of barn 3 (8 x 52 in. fans) by 70% or more over a "
                  "full broiler flock, with a pressure drop across the scrubber of 40 Pa or less and a fan "
                  "airflow loss of 10% or less, and without manual cleaning of the media during the flock."),
            ("h1", "2. Technical uncertainty"),
            ("p", "Acid scrubber design guidance comes from European swine facilities with lower dust loads and "
                  "face velocities. It was not known whether any media geometry could hold the removal target "
                  "under late-flock broiler dust and feather loading at about 2.5 m/s face velocity, nor how "
                  "quickly ammonium sulfate would accumulate and scale the media in a recirculating acid loop "
                  "at these ammonia loads."),
            ("h1", "3. Trials"),
            ("p", "The scrubber wall was built as four independent modules, one per fan pair, so that media "
                  "and water chemistry could be compared side by side in the same flock. Ammonia was measured "
                  "with electrochemical sensors up- and downstream of each module; airflow by anemometer "
                  "traverse; pressure drop by manometer."),
            ("table", [
                ["Variant", "Flock", "Media / chemistry", "Removal (flock avg)", "Max dP", "Airflow loss",
                 "Outcome"],
                ["S1", "24-05", "cellulose pad 150 mm, pH 4.0", "n/a", "95 Pa", "27%", "plugged day 24"],
                ["S2", "24-05", "PP rings 300 mm, pH 4.0", "58%", "19 Pa", "3%", "removal too low"],
                ["S3", "24-05", "PP rings 600 mm, pH 4.0", "71%", "48 Pa", "11%", "dP too high"],
                ["S4", "24-06", "structured PP 400 mm, pH 3.5, timer bleed", "n/a", "55 Pa", "14%",
                 "ammonium sulfate crust day 20"],
                ["S5", "24-06", "structured PP 400 mm, pH 4.5, 120 mS/cm bleed, back-flush 6 h", "76%", "31 Pa",
                 "6%", "all targets met"],
                ["S5 (4 modules)", "24-07", "as S5", "74%", "34 Pa", "8%", "confirmed, full wall"],
            ]),
            ("h1", "4. Discussion"),
            ("b", "Evaporative cellulose pads remove ammonia well while clean but load with dust and feathers "
                  "within about three weeks; they are unsuitable for broiler exhaust."),
            ("b", "Random ring packing trades removal against pressure drop: 300 mm was too shallow, 600 mm too "
                  "restrictive. Depth alone cannot meet both targets."),
            ("b", "Lowering pH to increase capture with a fixed timer bleed lets ammonium sulfate concentrate "
                  "and crystallize on the media. Bleed must follow conductivity."),
            ("b", "Open cross-corrugated media with conductivity-controlled bleed and periodic back-flushing of "
                  "the inlet face kept the dust from accumulating for the whole flock."),
            ("h1", "5. Conclusion"),
            ("p", "Configuration S5 met all objectives in flock 24-06 and again with all four modules in flock "
                  "24-07, including a 28 C day at full tunnel ventilation. Recommended as the permanent design."),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# C04 CLT panel edge sealing against rain during erection (construction, BC) - contract excerpt noise;
#     site/plant diary with "### Mon Sept 9" headings; readings CSV with "19-Sep-24" dates; DOCX summary
#     with the Terrace site pilot result
# ---------------------------------------------------------------------------
case(
    {
        "name": "clt_panel_edge_rain_sealant",
        "question": "Could you write up lines 242, 244 and 246 plus the logbook for our CLT edge sealing R&D? "
                    "Harpreet's diary, the moisture readings and the November summary are attached. The contract "
                    "excerpt is from the Terrace school job, not the R&D.",
        "facts": {
            "242": [["16% or less"], ["within 21 days"], ["lamella gaps"], ["0.3 MPa or more"]],
            "244": [["wax emulsion"], ["silane/siloxane"], ["fabric tape", "flexible acrylic sealant"],
                    ["spray rack"]],
            "246": [["27.5%"], ["0.08 MPa", "15.9%"], ["21.3%"], ["0.42 MPa", "13.5-16.0%"]],
        },
        "dates": ["2024-09-09", "2024-09-19", "2024-09-23", "2024-10-03", "2024-10-10", "2024-10-24",
                  "2024-11-04", "2024-11-08", "2024-11-18", "2024-11-22"],
        "noise": ["liquidated damages of $2,500", "10% holdback", "Builders Lien Act",
                  "Substantial Performance of the Work"],
        "bindings": [
            {"value": "27.5%", "subject": "E0", "others": ["E1", "E4"]},
            {"value": "14.2%", "subject": "E1", "others": ["E3", "E4"]},
            {"value": "0.42 MPa", "subject": "E4", "others": ["E1", "E3"]},
        ],
    },
    [
        ("clt_edge_trial_diary.md", text("""
# CLT edge sealing - plant & site diary (2024)
Coast Range Mass Timber Ltd., Langley BC - Harpreet G. (QA / tech manager). Site entries from Tom R. (super).

Problem: on the last two coastal jobs our floor panels sat 2-3 weeks in the rain before the roof was on.
Panel faces shed water fine, but the edges and the end grain of the cross layers soak it up. We measured
edges at 25%+ MC, we got checking along the edge lamellas, and the floor membrane crew had to wait for the
edges to dry. Clients now ask what we do about it.
Targets (Harpreet + Lisa F., envelope consultant):
- edge MC at 25 mm depth stays 16% or less after a 10-day wetting cycle
- the edge can still dry: back to 12% within 21 days once the wetting stops (has to be vapour-open)
- self-adhered floor membrane pull-off over the treated edge 0.3 MPa or more
- applied in the plant, $3.50 per lin. m of edge max
Unknowns: anything that stops water getting in (wax end sealers like the log home guys use) tends to also
stop it getting out. And a CLT edge isn't a solid face: the lamella gaps between boards (up to 6 mm
allowed by the standard) and the end grain of the cross plies are where the water goes. We don't know if a
vapour-open coating can bridge those gaps, or if the membrane adhesive will even stick to it.
Set-up: 5-ply SPF panels, 175 mm, cut into 600 mm edge specimens, 3 per variant. Spray rack in the yard
shed: 4 h spray per day at 2 L/min per m of edge, 10 days, then into the conditioning room (20 C / 65% RH)
for 21 days. MC by insulated pins at 25 mm, temperature-corrected.

### Mon Sept 9
Batch 1 on the spray rack: E0 uncoated control, E1 paraffin wax emulsion end sealer (2 coats), E2
silane/siloxane water repellent (flood coat).

### Thu Sept 19
Batch 1 off the rack after 10 days. E0 27.5%, E1 14.2% (good), E2 21.3% - the silane goes into the
wood but water runs straight down the lamella gaps. E2 ruled out.

### Mon Sept 23
Batch 2 on the rack: E3 elastomeric acrylic coating, vapour-open (10 perms), 2 coats. E4 = E3 but gaps
pre-filled with a flexible acrylic sealant and fabric tape over the top edge before coating.

### Thu Oct 3
Batch 2 off the rack: E3 17.8% - hairline cracks in the film over every lamella gap. E4 15.1%.

### Thu Oct 10
Batch 1 dry-back done (21 d): E0 down to 14.6%, E1 still 15.9% - wax is trapping it, as feared. Membrane
pull-off on E1: 0.08 MPa, the membrane peels off clean with wax on it. Wax ruled out for good.

### Thu Oct 24
Batch 2 dry-back done. E4 hit 12% on day 16, pull-off 0.42 MPa. E3 12.4% at 21 d, pull-off OK but it
failed the wetting target. E4 material + labour = $2.90/m. E4 goes into the plant procedure for the
Terrace school floors.

### Nov 4 (site, TR)
40 floor panels delivered to Terrace with E4 edges.

### Nov 8 (site, TR)
Erection started. Rain 9 of the next 10 days.

### Nov 18 (site, TR)
Pin readings on 12 panel edges on levels 1-2 before membrane: 13.5-16.0%. Membrane crew started on
schedule.
""")),
        ("edge_mc_readings.csv", text("""
date,batch,variant,description,phase,MC_25mm_avg3_pct,pull_off_MPa,notes
19-Sep-24,1,E0,uncoated control,end of 10 d wetting,27.5,,
19-Sep-24,1,E1,paraffin wax emulsion 2 coats,end of 10 d wetting,14.2,,
19-Sep-24,1,E2,silane/siloxane flood coat,end of 10 d wetting,21.3,,water down lamella gaps
03-Oct-24,2,E3,elastomeric acrylic 10 perms,end of 10 d wetting,17.8,,hairline cracks over gaps
03-Oct-24,2,E4,E3 + sealant-filled gaps + fabric tape,end of 10 d wetting,15.1,,
10-Oct-24,1,E0,uncoated control,21 d dry-back,14.6,,
10-Oct-24,1,E1,paraffin wax emulsion 2 coats,21 d dry-back,15.9,0.08,membrane peels clean - wax
24-Oct-24,2,E3,elastomeric acrylic 10 perms,21 d dry-back,12.4,0.35,
24-Oct-24,2,E4,E3 + sealant-filled gaps + fabric tape,21 d dry-back,11.8,0.42,12% reached day 16
18-Nov-24,site,E4,Terrace school L1-L2 (12 edges),after 9 rain days,13.5-16.0,,membrane started on time
""")),
        ("clt_edge_sealing_summary_Nov2024.docx", docx([
            ("title", "CLT Panel Edge Protection - Development Summary"),
            ("p", "Coast Range Mass Timber Ltd. Prepared by Harpreet G. Reviewed by Lisa F. (building envelope "
                  "consultant). November 22, 2024."),
            ("h1", "Objective"),
            ("p", "Find a plant-applied edge treatment that keeps CLT panel edges at 16% or less moisture "
                  "content through 10 days of wetting, lets them dry back to 12% within 21 days, and leaves a "
                  "surface the floor membrane bonds to at 0.3 MPa or more, for $3.50 per metre of edge or less."),
            ("h1", "Uncertainty"),
            ("p", "Water enters CLT edges mainly through lamella gaps and the end grain of the cross plies. "
                  "It was unknown whether any coating could bridge the lamella gaps and block liquid water "
                  "while remaining open enough to vapour for the edge to dry, and whether it would remain "
                  "compatible with membrane adhesives."),
            ("h1", "Work done"),
            ("table", [
                ["Variant", "Treatment", "MC after 10 d wetting", "MC after 21 d drying", "Pull-off",
                 "Result"],
                ["E0", "none (control)", "27.5%", "14.6%", "-", "reference"],
                ["E1", "paraffin wax emulsion", "14.2%", "15.9%", "0.08 MPa", "traps moisture, "
                                                                              "membrane fails"],
                ["E2", "silane/siloxane", "21.3%", "-", "-", "water through lamella gaps"],
                ["E3", "elastomeric acrylic, vapour-open", "17.8%", "12.4%", "0.35 MPa", "film cracks over gaps"],
                ["E4", "E3 + flexible acrylic sealant in gaps + fabric tape", "15.1%", "11.8%", "0.42 MPa",
                 "meets all targets"],
            ]),
            ("h1", "Site pilot"),
            ("p", "Forty floor panels with E4 edges were delivered to the Terrace school project on November 4 "
                  "and erected from November 8 in nine days of rain out of ten. Edge readings on November 18 "
                  "were 13.5-16.0% and the membrane crew started on schedule."),
            ("h1", "What we learned"),
            ("b", "Stopping uptake is not enough: the wax sealer kept water out but also kept it in and "
                  "contaminated the bonding surface."),
            ("b", "Penetrating repellents do not help where water runs down open lamella gaps."),
            ("b", "A vapour-open film works only if the gaps are filled with a flexible sealant first; "
                  "otherwise the film cracks at each gap."),
        ])),
        ("terrace_school_contract_excerpt.txt", text("""
TERRACE ELEMENTARY REPLACEMENT - SUBCONTRACT (MASS TIMBER SUPPLY & INSTALL) - EXCERPT
Supplementary Conditions to CCDC 2 - selected clauses

SC 3.5  Schedule: the Subcontractor shall complete erection of the level 2 floor and roof panels by the
        milestone dates in Schedule B. Delay beyond a milestone date attracts liquidated damages of $2,500
        per calendar day, capped at 10% of the Subcontract Price.
SC 5.2  Payment: progress claims monthly; the Owner retains a 10% holdback under the Builders Lien Act
        (British Columbia), released 55 days after Substantial Performance of the Work is certified.
SC 11.1 Insurance: wrap-up liability by the Owner; the Subcontractor carries its own equipment floater.
SC 12.3 Warranty: two (2) years from Substantial Performance, except as noted in the specifications.
""")),
    ],
    noise_files=["terrace_school_contract_excerpt.txt"],
)

# ---------------------------------------------------------------------------
# C05 cold/humid field cure of wind turbine blade leading-edge repairs (energy services, QC) - cluster
#     newsletter DOCX noise; email thread with RFC-style dated headers holding R0-R2 erosion results and the
#     spring inspection; two-sheet panel workbook; rain-erosion lab PDF with R3/R4
# ---------------------------------------------------------------------------
case(
    {
        "name": "wind_blade_leading_edge_cold_cure",
        "question": "Could you prepare T661 lines 242, 244, 246 and the logbook for the cold-weather leading "
                    "edge repair project? The email thread with Northshield and the test lab, our panel "
                    "workbook and the AETC erosion report are attached. Ignore the cluster newsletter.",
        "facts": {
            "242": [["5 C and 85% RH"], ["20 h or more"], ["5 MPa or more"], ["elasticity"]],
            "244": [["polyaspartic"], ["heating blanket"], ["moisture-scavenging primer"],
                    ["whirling-arm", "DNV-RP-0171"]],
            "246": [["6.5 h"], ["9.0 h", "Shore 78D"], ["11 C"], ["21.5 h", "6.2 MPa"]],
        },
        "dates": ["2024-05-13", "2024-05-15", "2024-05-27", "2024-06-03", "2024-06-10", "2024-07-05", "2024-07-18",
                  "2024-08-06", "2024-08-12", "2024-08-19", "2024-09-13", "2024-09-20", "2024-10-08",
                  "2024-10-10", "2025-04-23"],
        "noise": ["annual golf tournament", "GWO Basic Safety Training", "Job fair in Matane", "Member spotlight"],
        "bindings": [
            {"value": "6.5 h", "subject": "R1", "others": ["R0", "R4"]},
            {"value": "9.0 h", "subject": "R2", "others": ["R4", "R3"]},
            {"value": "21.5 h", "subject": "R4", "others": ["R3", "R0"]},
        ],
    },
    [
        ("lep_cold_repair_emails.txt", text("""
From: Mathieu Gagnon <mgagnon@sechicchocs.ca>
To: Derek Hollis <dhollis@northshieldcoatings.com>
Cc: Karine Bouchard <kbouchard@sechicchocs.ca>
Date: Mon, 13 May 2024 08:41:22 -0400
Subject: LEP repairs below 10 C - need help

Derek,
Our rope crews do leading edge erosion repairs (filler + your PU LEP coating) on about 400 blades a year in
the Gaspesie. Your TDS wants 15 C minimum and 80% RH max, so we only really work June to mid-September.
The owners want us on the blades April to November. Repairs we pushed in October last year came off
after one winter.
What we need: a repair that cures enough to take rain within 8 h at 5 C and 85% RH (typical fall day on
the coast), still gets 20 h or more in a whirling-arm rain erosion test (DNV-RP-0171 setup, same as your
datasheet), and 5 MPa or more pull-off on the old blade gelcoat. Crews apply from 2K cartridges, so pot
life 15 min minimum.
From what I read, the fast-curing cold chemistries are hard, and the whole reason your LEP lasts is its
elasticity - it gives under the droplet impact. Is there anything that does both?
Mathieu

From: Derek Hollis <dhollis@northshieldcoatings.com>
Date: Wed, 15 May 2024 14:02:10 -0400
Subject: RE: LEP repairs below 10 C - need help

Mathieu - honestly nobody has data at 5 C / 85%. PU + moisture at low temp = CO2 pinholes, and our
standard polyaspartic cures cold but it's 75-80 Shore D, built for floors, not rain. I'd test both and
see where they land. Sending samples.

From: Karine Bouchard
Date: Mon, 27 May 2024 17:30:05 -0400
Subject: RE: LEP repairs below 10 C - panels

Made R0 (current PU system, 20 C / 50% RH, reference) and R1 (same system in the climate chamber at
5 C / 85% RH) on aged blade laminate cut-offs. R1 still tacky at 8 h, took ~30 h to handle, pinhole
blisters visible. Specifics in the workbook.

From: Karine Bouchard
Date: Mon, 3 Jun 2024 16:12:44 -0400
Subject: RE: LEP repairs below 10 C - panels

R2 (standard polyaspartic) at 5 C / 85%: dry to handle in 3 h, Shore 78D. Looks great, feels like a floor.
All three sets go to AETC next Monday (Jun 10).

From: Lab - AETC <lab@aetc-erosion.ca>
Date: Fri, 5 Jul 2024 11:26:51 -0300
Subject: RET results - Service Eolien Chic-Chocs - R0/R1/R2

Incubation times (first visible damage), mean of 3 specimens, 140 m/s, 30 mm/h:
R0: 24.5 h
R1: 6.5 h - coating lifted from the filler at pinholes
R2: 9.0 h - brittle cracking from the first hours, then chunks out
Formal report to follow with the next batch if you send one.

From: Karine Bouchard
Date: Thu, 18 Jul 2024 15:55:00 -0400
Subject: RE: heating blanket idea

Tried R3 = R1 + heating blanket 25 C for 6 h over the repair. In the chamber it works (panels to AETC
with the next batch). But on the blade section in the cold room at 6 C with the big fan blowing 9 m/s
across it, the blanket surface only got to 11 C - it can't keep up with wind chill, and on a real blade
we'd need 2 kW up on the rope. Blanket is not a field solution.

From: Derek Hollis
Date: Tue, 6 Aug 2024 09:10:37 -0400
Subject: Dev samples - flexible polyaspartic

Shipped you 4 kits of NS-PA-55 (development flexible polyaspartic, ~Shore 55A) plus an oxazolidine
moisture-scavenging primer for the filler surface. Not commercial yet, please keep it between us.

From: Karine Bouchard
Date: Mon, 12 Aug 2024 18:20:12 -0400
Subject: RE: Dev samples - flexible polyaspartic

R4 = moisture-scavenging primer + NS-PA-55 at 5 C / 85%: handle in 5.5 h, no pinholes, pot life 18 min.
R3 and R4 panels ship to AETC next week.

From: Karine Bouchard
Date: Mon, 19 Aug 2024 12:03:29 -0400
Subject: RE: Dev samples - flexible polyaspartic

R3/R4 panels left for Dartmouth this morning. Pull-off on the spare R4 panel: 6.2 MPa, and it broke in
the laminate, not the coating.

From: Mathieu Gagnon
Date: Thu, 10 Oct 2024 19:47:03 -0400
Subject: Field trial T-22 done

Crew repaired all 3 blades on T-22 (Parc des Monts-Rouges) with the R4 system Oct 8-10, air 4-7 C,
RH 80-90%. We'll look at them after the winter.

From: Mathieu Gagnon
Date: Wed, 23 Apr 2025 16:05:48 -0400
Subject: RE: Field trial T-22 - spring inspection

Drone + rope inspection of T-22 today: no delamination or edge lifting on any of the 14 repairs, one
small chip on blade B (hail?), 2 mm. R4 becomes our fall procedure; Derek says NS-PA-55 is commercial in
June.
""")),
        ("lep_panels_2024.xlsx", xlsx([
            ("panels", [
                ["variant", "made", "system", "cure_C", "cure_RH_pct", "dry_to_handle_h", "shore", "pot_life_min",
                 "visual", "RET_incubation_h", "verdict"],
                ["R0", D("2024-05-27"), "PU filler + PU LEP (current)", 20, 50, 4, "62A", 20, "ok", 24.5,
                 "reference"],
                ["R1", D("2024-05-27"), "PU filler + PU LEP (current)", 5, 85, 30, "58A", 25, "pinholes", 6.5,
                 "FAIL"],
                ["R2", D("2024-06-03"), "standard polyaspartic", 5, 85, 3, "78D", 12, "ok", 9.0, "FAIL"],
                ["R3", D("2024-07-18"), "current PU + heating blanket 25 C 6 h", 5, 85, 6, "61A", 20, "ok", 18.5,
                 "FAIL - not field-usable"],
                ["R4", D("2024-08-12"), "moisture-scavenging primer + NS-PA-55", 5, 85, 5.5, "55A", 18, "ok",
                 21.5, "PASS"],
            ]),
            ("pull_off", [
                ["variant", "tested", "pull_off_MPa_ISO4624", "failure"],
                ["R0", D("2024-06-03"), 7.1, "substrate (laminate)"],
                ["R1", D("2024-06-03"), 3.4, "adhesive, filler/LEP interface"],
                ["R2", D("2024-06-10"), 5.8, "cohesive in coating"],
                ["R4", D("2024-08-19"), 6.2, "substrate (laminate)"],
            ]),
        ])),
        ("AETC_RET_report_24-117.pdf", pdf([
            ("title", "AETC Rain Erosion Test Report 24-117"),
            ("p", "Atlantic Erosion Test Centre, Dartmouth NS. Client: Service Eolien Chic-Chocs Inc. (Matane, "
                  "QC). Specimens: leading edge repair systems R3 and R4 on aged GFRP blade laminate, 3 "
                  "specimens each. Specimens received: August 19, 2024. Testing completed: September 13, 2024. "
                  "Report date: September 20, 2024."),
            ("h1", "Method"),
            ("p", "Whirling-arm rain erosion test following DNV-RP-0171: tip speed 140 m/s, rainfall 30 mm/h, "
                  "droplet diameter 2.4 mm. Incubation time is the time to first visible damage, inspected "
                  "every 30 min."),
            ("h1", "Results"),
            ("table", [
                ["System", "Specimen", "Incubation time", "Failure description"],
                ["R3", "1 / 2 / 3", "17.5 h / 19.5 h / 18.5 h", "erosion pits, coating intact at edges"],
                ["R3", "mean", "18.5 h", ""],
                ["R4", "1 / 2 / 3", "22.0 h / 21.0 h / 21.5 h", "uniform surface roughening, no delamination"],
                ["R4", "mean", "21.5 h", ""],
            ]),
            ("p", "Reference (client's PU system cured at 20 C, tested July 2024): 24.5 h."),
            ("h1", "Remarks"),
            ("p", "R4 is the first cold-cured system tested at this facility to exceed 20 h incubation. "
                  "Results apply to the specimens tested."),
        ])),
        ("gaspesie_wind_cluster_newsletter_fall2024.docx", docx([
            ("title", "Gaspesie Wind Cluster - Fall Newsletter"),
            ("h1", "Member spotlight"),
            ("p", "This season we visit a family-owned crane rental company in Sainte-Anne-des-Monts that has "
                  "lifted nacelles on 11 wind farms."),
            ("h1", "Events"),
            ("p", "Our annual golf tournament raised $18,000 for the Cegep scholarship fund. Job fair in Matane "
                  "on the last Saturday of November: 22 employers, bring your CV."),
            ("h1", "Training"),
            ("p", "GWO Basic Safety Training and refresher sessions are available at the regional training "
                  "centre; members get priority booking."),
        ])),
    ],
    noise_files=["gaspesie_wind_cluster_newsletter_fall2024.docx"],
)

# ---------------------------------------------------------------------------
# C06 handheld bladder scanner volume error with ascites / obesity (medical devices, AB) - marketing flyer
#     noise; algorithm notebook with "### 14 Jan 2025" headings; phantom bench CSV; clinical comparison
#     PDF holding the patient results only
# ---------------------------------------------------------------------------
case(
    {
        "name": "bladder_scanner_ascites_volume_error",
        "question": "Please draft T661 lines 242, 244, 246 and a logbook for the FS-200 volume algorithm work. "
                    "Wen's notebook, the phantom bench results and the clinical comparison report are attached. "
                    "The product flyer is marketing's, not R&D.",
        "facts": {
            "242": [["±15% or ±15 mL"], ["ascites"], ["2 s or less", "Cortex-M7"], ["BMI up to 40"]],
            "244": [["U-Net"], ["int8", "16 planes"], ["posterior wall", "shape prior"],
                    ["60 phantom configurations"]],
            "246": [["+61%"], ["7.4 s"], ["+31%", "shape prior alone"], ["8.6%", "96.2%", "11.3 mL"]],
        },
        "dates": ["2025-01-14", "2025-01-21", "2025-02-04", "2025-02-18", "2025-02-25", "2025-03-04",
                  "2025-03-10", "2025-03-17", "2025-04-11", "2025-04-28"],
        "noise": ["Rent-to-own from $149/month", "Free in-service training", "booth 412", "Trade-in credit"],
        "bindings": [
            {"value": "+61%", "subject": "A0", "others": ["A1", "A4"]},
            {"value": "7.4 s", "subject": "A2", "others": ["A3", "A4"]},
            {"value": "8.6%", "subject": "A4", "others": ["A3", "A2"]},
        ],
    },
    [
        ("fs200_volume_algo_notebook.md", text("""
# FS-200 volume algorithm - R&D notebook
Foothills Sonics Inc., Calgary AB. Wen L. (signal processing), Jordan P. (firmware). Project VA-3.

## Problem
The FS-200 handheld bladder scanner (3.5 MHz single-element probe, mechanically swept, 24 rotational
planes) estimates bladder volume from threshold segmentation + an ellipsoid formula. Field complaints from
long-term care: big overestimates in residents with ascites (free abdominal fluid reads as bladder) and
in obese residents; nurses then catheterize for nothing, which is an infection risk.
## Targets
- volume error within ±15% or ±15 mL (whichever is larger) for 95% of measurements, 50-999 mL
- ascites phantom: error within ±15%
- works to BMI up to 40 (phantom: 40 mm fat-mimicking layer)
- processing 2 s or less on the existing Cortex-M7 (480 MHz, 1 MB RAM) - it has to ship as a firmware
  update to the ~18,000 units in the field, no hardware change
## Why it's hard
Ascites and urine are both anechoic. On one 3.5 MHz A-line they look the same; the only differences are
geometric (bladder has a wall and a closed shape; ascites wraps around bowel and organs). Nobody has shown
segmentation that separates them on single-element sector data on a microcontroller. The published deep
learning work uses array probes and a GPU or phone SoC.
## Bench
60 phantom configurations: 12 volumes (50-900 mL) x 5 conditions (normal, 20 mm fat, 40 mm fat, ascites
layer, adjacent cyst). Truth = filled volume. 3 scans per config.

### 14 Jan 2025
A0 (shipping algorithm) on the full set: MAE 24%, only 58% within limits. Ascites phantom +61%
overestimate (takes the whole fluid pocket). 40 mm fat: +27%.

### 21 Jan 2025
A1: adaptive threshold + depth-dependent TGC compensation. MAE 17%, ascites still +48%. Thresholding of
any kind can't tell the two fluids apart. Threshold approaches dropped.

### 4 Feb 2025
A2: small U-Net (4 levels, 32 base filters, float32), per-plane segmentation, 24 planes, trained on
3,100 labelled planes from the clinical archive + phantoms. MAE 9.8%, ascites +22%. But 7.4 s on the M7.

### 18 Feb 2025
A3: A2 pruned 60% + int8 quantized (CMSIS-NN), and 16 planes instead of 24 to cut acquisition + compute.
1.6 s. MAE 11.2%, but ascites +35% - fewer planes lose the shape.

### 25 Feb 2025
A3s: A3 + ellipsoid shape prior on the 3D reconstruction. Ascites +31% - the shape prior alone does not
fix it, the net still labels ascites pixels as bladder before the prior sees them.

### 4 Mar 2025
A4: A3 + posterior wall feature channel (echo strength of a continuous back wall + posterior enhancement
along each scan line, fed to the net as a 2nd input) + the shape prior. MAE 8.6%, ascites +9%, 40 mm
fat +6%, 96.7% within limits, 1.8 s on the M7. Bench targets met. Firmware 4.1.0-rc1 built for the
clinical comparison.
""")),
        ("phantom_bench_results.csv", text("""
date,algorithm,description,planes,MAE_pct,within_limits_pct,ascites_error,fat40_error,time_s_M7,verdict
2025-01-14,A0,threshold + ellipsoid (shipping),24,24.0,58.3,+61%,+27%,0.4,FAIL
2025-01-21,A1,adaptive threshold + TGC compensation,24,17.0,71.7,+48%,+19%,0.5,FAIL
2025-02-04,A2,U-Net float32,24,9.8,91.7,+22%,+8%,7.4,FAIL
2025-02-18,A3,U-Net pruned int8,16,11.2,88.3,+35%,+9%,1.6,FAIL
2025-02-25,A3s,A3 + shape prior,16,10.6,90.0,+31%,+8%,1.7,FAIL
2025-03-04,A4,A3 + posterior wall channel + shape prior,16,8.6,96.7,+9%,+6%,1.8,PASS
""")),
        ("FS200_clinical_comparison_CC-03.pdf", pdf([
            ("title", "Clinical Comparison Report CC-03 - FS-200 firmware 4.1.0"),
            ("p", "Foothills Sonics Inc. Site: Bow Valley Continuing Care, Calgary. Research ethics board "
                  "approval: March 10, 2025. Enrolment: March 17, 2025 to April 11, 2025. Report date: "
                  "April 28, 2025."),
            ("h1", "1. Purpose"),
            ("p", "Compare bladder volumes from the FS-200 with algorithm A4 (firmware 4.1.0) against the "
                  "volume drained by in-and-out catheterization performed for clinical reasons."),
            ("h1", "2. Subjects"),
            ("p", "40 residents, 52 paired measurements. BMI 17-44. Seven residents had documented ascites."),
            ("h1", "3. Results"),
            ("table", [
                ["Group", "Pairs", "Mean absolute error", "Within limits (±15% or ±15 mL)"],
                ["All", "52", "11.3 mL (7.9%)", "50 of 52 (96.2%)"],
                ["Ascites", "9", "16.8 mL (9.4%)", "9 of 9"],
                ["BMI over 35", "8", "19.5 mL (10.9%)", "6 of 8"],
            ]),
            ("p", "Both out-of-limit readings came from one resident with BMI 44, outside the design range. "
                  "For comparison, the shipping algorithm (A0), run on the stored raw data of the same scans, "
                  "had 31 of 52 within limits and overestimated every ascites case."),
            ("h1", "4. Conclusion"),
            ("p", "A4 meets the accuracy target in the intended population and eliminates the ascites "
                  "overestimation seen with the shipping algorithm. Recommended for release as firmware 4.1.0."),
        ])),
        ("FS200_product_flyer.md", text("""
# FS-200 Bladder Scanner - Fast. Gentle. Accurate.

**Made in Calgary** for long-term care, home care and clinics.

- One-button scan, results on screen in seconds
- Rechargeable battery lasts a full shift
- Rent-to-own from $149/month, or buy outright
- Free in-service training for your nursing team
- Trade-in credit for any older bladder scanner, any brand

Come see us at the Canadian Gerontological Nursing conference - booth 412.
Call 1-800-555-0142 or write sales@foothillssonics.ca
""")),
    ],
    noise_files=["FS200_product_flyer.md"],
)

# ---------------------------------------------------------------------------
# C07 halogen-free flame spread rating for recycled-PET acoustic felt (building products, ON) - supplier
#     invoice PDF noise (dated); lab notebook with "Wed 2 Oct" entries across a year change; two-sheet
#     workbook (samples / cone data); tunnel test PDF holding the final FSR only
# ---------------------------------------------------------------------------
case(
    {
        "name": "recycled_pet_acoustic_felt_flame_spread",
        "question": "Can you write T661 lines 242, 244 and 246 and a logbook for the Class A felt project? "
                    "Sandeep's notebook, the cone/sample workbook and the S102 report from Great Lakes Fire "
                    "Testing are attached. There's also a flake invoice in the folder - accounting dropped it in.",
        "facts": {
            "242": [["FSR 25 or less"], ["NRC 0.80 or more"], ["halogen-free"], ["flaming drips", "melts and drips"]],
            "244": [["phosphonate"], ["expandable graphite"], ["binder cut from 20% to 15%"], ["cone calorimeter"]],
            "246": [["0.74"], ["+$6.10/m2"], ["FSR 55"], ["FSR 20", "168 kW/m2"]],
        },
        "dates": ["2024-10-02", "2024-10-09", "2024-10-23", "2024-11-06", "2024-11-12", "2024-11-29",
                  "2024-12-11", "2025-01-15", "2025-01-27", "2025-01-29", "2025-02-12", "2025-02-21"],
        "noise": ["Clear PET flake, hot-washed", "Bale deposit", "HST 13%", "Remit to"],
        "bindings": [
            {"value": "412 kW/m2", "subject": "P0", "others": ["P3", "P4"]},
            {"value": "0.74", "subject": "P1", "others": ["P3", "P4"]},
            {"value": "168 kW/m2", "subject": "P4", "others": ["P3", "P2"]},
        ],
    },
    [
        ("felt_fr_notebook.txt", text("""
QUINTE ACOUSTIC FELT LTD. - Belleville ON
Lab notebook #14 - Class A felt (project CA-1) - Sandeep R. (process eng.) - started Oct 2024
GM: Marie-Claude D.

Why: school boards and architects keep asking for our 24 mm wall/ceiling felt panels with a CAN/ULC-S102
flame spread rating (FSR) 25 or less. Ours doesn't get close - PET melts and drips, and the flaming drips
keep feeding the fire. Two boards also have halogen-free on their red list, so no brominated FR.
Targets: FSR 25 or less, smoke developed (SDC) 450 or less, NRC 0.80 or more at 24 mm (our selling
point - can't lose it), halogen-free, stay all-PET (recyclable), material cost up $4.00/m2 max.
What we don't know: the P-based FR that works in PET is built into the polymer at the fibre spinner. We
don't know if it works when it's only part of the blend, or if a topical FR on a needle-punched felt works
without clogging the pores that give us our NRC. Our low-melt binder fibre (coPET sheath) melts first and
we suspect it wicks the flame. Supplier data doesn't cover any of this for felt.
Screening: cone calorimeter (ASTM E1354, 35 kW/m2) at the college fire lab, 3 reps. Rough target
pHRR 200 kW/m2 or lower before we spend $6k on a tunnel test. NRC from our impedance tube (est.).
Std felt = 80% recycled PET staple + 20% low-melt bico binder, 1,600 g/m2, 24 mm.

Wed 2 Oct - pilot line: P0 std felt (control). P1 = P0 + topical phosphonate FR sprayed, 8% add-on,
  dried 150 C.
Wed 9 Oct - cone session 1. P0 pHRR 412 kW/m2, flaming drips from 40 s. P1 pHRR 265, fewer drips.
  Impedance tube: P0 NRC 0.82, P1 0.74 - the FR film closes the surface. P1 also tacky after 48 h at
  85% RH (FR blooming). Not a product as is.
Wed 23 Oct - P2 made: 30% inherent FR PET fibre (phosphorus copolymer) replacing regular staple.
  Quote for the fibre: +$6.10/m2 at our blend. Over budget before we even test.
Wed 6 Nov - cone session 2. P2 pHRR 298 (less than we hoped for 30% FR fibre). P3 = P0 with a
  halogen-free intumescent scrim (expandable graphite in a PET nonwoven, 120 g/m2) needle-tacked to the
  back face: pHRR 190, char layer holds, drips mostly gone. NRC 0.81. Cost +$2.40/m2.
Tue 12 Nov - sent P1 to Great Lakes Fire Testing anyway, to see what a topical FR alone gives in the
  tunnel (cheapest option if it works).
Fri 29 Nov - P1 tunnel result: FSR 55, SDC 310. Topical FR alone won't get to 25. Dropped.
Wed 11 Dec - P4 made: P3 scrim + binder cut from 20% to 15% + 15% inherent FR fibre (less than P2 to
  keep cost down).
Wed 15 Jan - cone session 3. P4 pHRR 168 kW/m2, no flaming drips in any rep. NRC 0.80. Cost
  +$3.70/m2. 85% RH check OK (nothing topical to bloom).
Mon 27 Jan - 3 P4 specimens (24 ft tunnel length) shipped to Great Lakes Fire Testing.
Report came Feb 21: FSR 20, SDC 185. Class A felt = P4. Marie-Claude to update the spec sheets.
""")),
        ("felt_samples_cone_2024_25.xlsx", xlsx([
            ("samples", [
                ["code", "made", "staple", "binder_pct", "FR", "areal_g_m2", "thickness_mm",
                 "cost_delta_per_m2"],
                ["P0", D("2024-10-02"), "80% recycled PET", 20, "none", 1600, 24, "$0.00"],
                ["P1", D("2024-10-02"), "80% recycled PET", 20, "topical phosphonate 8% add-on", 1730, 24, "+$1.60"],
                ["P2", D("2024-10-23"), "50% recycled PET + 30% FR PET fibre", 20, "inherent P copolymer fibre",
                 1600, 24, "+$6.10"],
                ["P3", D("2024-10-23"), "80% recycled PET", 20, "expandable graphite scrim 120 g/m2 (back)", 1720,
                 24, "+$2.40"],
                ["P4", D("2024-12-11"), "70% recycled PET + 15% FR PET fibre", 15,
                 "graphite scrim + 15% FR fibre", 1720, 24, "+$3.70"],
            ]),
            ("cone_data", [
                ["code", "session", "TTI_s", "pHRR_kW_m2", "THR_MJ_m2", "flaming_drips", "NRC_tube",
                 "S102_FSR", "S102_SDC", "verdict"],
                ["P0", D("2024-10-09"), 21, 412, 28.4, "yes, from 40 s", 0.82, None, None, "FAIL"],
                ["P1", D("2024-10-09"), 26, 265, 22.1, "few", 0.74, 55, 310, "FAIL - NRC, bloom, FSR"],
                ["P2", D("2024-11-06"), 24, 298, 24.0, "few", 0.82, None, None, "FAIL - cost"],
                ["P3", D("2024-11-06"), 29, 190, 17.6, "rare", 0.81, None, None, "close"],
                ["P4", D("2025-01-15"), 33, 168, 15.2, "none", 0.80, 20, 185, "PASS"],
            ]),
        ])),
        ("GLFT_S102_report_25-0212.pdf", pdf([
            ("title", "Great Lakes Fire Testing Inc. - Report 25-0212"),
            ("p", "Surface burning characteristics per CAN/ULC-S102. Client: Quinte Acoustic Felt Ltd., "
                  "Belleville, ON. Product: 24 mm acoustic felt panel, client code P4. Specimens received: "
                  "January 29, 2025. Date of test: February 12, 2025. Date of report: February 21, 2025."),
            ("h1", "Specimen"),
            ("p", "Three 24 mm needle-punched polyester felt panels with an intumescent scrim on the unexposed "
                  "face, conditioned at 23 C and 50% RH, mounted on the tunnel lid without adhesive."),
            ("h1", "Results"),
            ("table", [
                ["Run", "Flame spread value", "Smoke developed value", "Observations"],
                ["1", "19", "178", "no flaming drips"],
                ["2", "21", "192", "no flaming drips"],
                ["3", "20", "185", "slight sagging at burner end"],
                ["Reported", "FSR 20", "SDC 185", ""],
            ]),
            ("h1", "Classification"),
            ("p", "Flame spread rating 20, smoke developed classification 185. Results relate only to the "
                  "specimens tested."),
        ])),
        ("invoice_flake_INV-20931.pdf", pdf([
            ("title", "INVOICE INV-20931"),
            ("p", "Clearwater Polymers Recovery Inc., Peterborough ON. Bill to: Quinte Acoustic Felt Ltd., "
                  "Belleville ON. Invoice date: January 10, 2025. Terms: net 30."),
            ("table", [
                ["Item", "Description", "Qty", "Unit price", "Amount"],
                ["CPF-01", "Clear PET flake, hot-washed, 10 mm", "18,000 kg", "$1.14/kg", "$20,520.00"],
                ["BD-1", "Bale deposit (returnable, 12 bags)", "12", "$25.00", "$300.00"],
                ["FRT", "Freight Peterborough-Belleville", "1", "$410.00", "$410.00"],
                ["", "Subtotal", "", "", "$21,230.00"],
                ["", "HST 13%", "", "", "$2,759.90"],
                ["", "Total due", "", "", "$23,989.90"],
            ]),
            ("p", "Remit to: Clearwater Polymers Recovery Inc., accounts receivable. Thank you for your business."),
        ])),
    ],
    noise_files=["invoice_flake_INV-20931.pdf"],
)

# ---------------------------------------------------------------------------
# C08 canola-based biodegradable hydraulic fluid gelling in cold storage (lubricants, AB) - no noise file;
#     notebook with mixed "Sept 4/24", "Oct. 2, 2024" dates; blends/results workbook; field cold-start CSV;
#     email thread with the logging contractor holding the 500 h oil analysis
# ---------------------------------------------------------------------------
case(
    {
        "name": "canola_hydraulic_fluid_cold_gelling",
        "question": "We need T661 lines 242, 244 and 246 and a dated logbook for the bio-hydraulic fluid "
                    "project. Olena's lab notebook, the blend workbook, the cold-start sheet from Wapiti's "
                    "buncher and our emails with Ray are attached.",
        "facts": {
            "242": [["-36 C or lower"], ["7,500 cP or less"], ["200 min or more"],
                    ["saturated triglycerides", "long cold storage"]],
            "244": [["winterized"], ["TMP trioleate"], ["1.2% total", "aminic"], ["7-day storage at -25 C"]],
            "246": [["14,800 cP"], ["PPD dose", "2.0% PMA"], ["145 min"], ["265 min", "71%"]],
        },
        "dates": ["2024-09-04", "2024-09-18", "2024-10-02", "2024-10-09", "2024-10-23", "2024-11-12",
                  "2024-12-03", "2024-12-09", "2024-12-10", "2024-12-16", "2025-01-08", "2025-01-22"],
        "noise": [],
        "bindings": [
            {"value": "14,800 cP", "subject": "B1", "others": ["B2", "B3"]},
            {"value": "145 min", "subject": "B3", "others": ["B4", "B2"]},
            {"value": "265 min", "subject": "B4", "others": ["B3", "B1"]},
        ],
    },
    [
        ("biohydraulic_lab_notebook.txt", text("""
Peace Country Biolubes Ltd. - Grande Prairie, AB
LAB NOTEBOOK - PCB-HF46 (biodegradable hydraulic fluid, ISO VG 46) - O. Kowalenko
---------------------------------------------------------------------------------
Goal: a readily biodegradable hydraulic oil from high-oleic canola (HOCO) for forestry machines that work
in the bush all winter (feller bunchers, processors - a hose burst in a creek is a reportable spill and
the Crown licences now push for biodegradable fluid). Mineral VG46 is what they run now.
Targets (with Brent):
  pour point -36 C or lower (D97)
  Brookfield viscosity at -30 C 7,500 cP or less (D2983) - the buncher pump builder's cold start limit
  stays liquid through 7-day storage at -25 C (machines sit over the weekend at -25 and colder)
  RPVOT (D2272) 200 min or more
  OECD 301B readily biodegradable, 60% or more in 28 d
Problem: HOCO is great until it sits in the cold. The saturated triglycerides (stearin) crystallize slowly
and the oil gels, even when a short pour point test looks fine. PPDs are made for mineral oil wax and we
don't know what they do to triglyceride crystals over long cold storage. Adding synthetic ester should
help but how much, and what it does to oxidation (canola is already weak there) and biodeg, nobody can say
for our base.

Sept 4/24 - B1: HOCO + 1.0% PMA PPD. Pour -27 C. Brookfield -30 C: 14,800 cP. Into the -25 C freezer for
  7-day storage -> solid by day 3. Fail on everything cold.
Sept 18/24 - B2: HOCO winterized (dry fractionation, held at 0 C 48 h, filtered - took out ~4% stearin)
  + 1.0% PMA. Pour -33 C, Brookfield 9,600 cP. Storage: haze day 5, gelled by day 7. Better, not there.
Oct. 2, 2024 - B2b: B2 with 2.0% PMA (doubled). Pour -34 C, storage same as B2 (gel day 7). PPD dose is
  not the lever for long storage, the crystals still grow. Stop playing with PPD.
Oct. 9, 2024 - B3: B2 base + 25% TMP trioleate (synthetic ester) + 1.0% PMA. Pour -39 C, Brookfield
  6,200 cP, clear after 7 days at -25 C. Cold side solved. RPVOT only 145 min though (B2 was 120).
Oct. 23, 2024 - B4: B3 + antioxidant package 1.2% total (0.8% aminic + 0.4% hindered phenolic).
  RPVOT 265 min. Pour -39 C, Brookfield 6,400 cP, storage clear. Sample to the contract lab for 301B.
  200 L drum blended for Wapiti Logging field trial.
Dec 3 - 301B back: 71% in 28 days, readily biodegradable. All lab targets met with B4.
""")),
        ("hf46_blends_2024.xlsx", xlsx([
            ("blends", [
                ["blend", "date", "base", "ester_pct", "PMA_pct", "antioxidant", "notes"],
                ["B1", D("2024-09-04"), "HOCO", 0, 1.0, "none", ""],
                ["B2", D("2024-09-18"), "HOCO winterized (0 C fractionation)", 0, 1.0, "none", "~4% stearin off"],
                ["B2b", D("2024-10-02"), "HOCO winterized", 0, 2.0, "none", "PPD doubled"],
                ["B3", D("2024-10-09"), "HOCO winterized", 25, 1.0, "none", "TMP trioleate"],
                ["B4", D("2024-10-23"), "HOCO winterized", 25, 1.0, "0.8% aminic + 0.4% phenolic",
                 "field trial drum"],
            ]),
            ("results", [
                ["blend", "pour_point_C", "brookfield_-30C_cP", "storage_-25C_7d", "RPVOT_min",
                 "OECD301B_28d", "verdict"],
                ["B1", -27, "14,800", "solid day 3", 95, None, "FAIL"],
                ["B2", -33, "9,600", "gel day 7", 120, None, "FAIL"],
                ["B2b", -34, "9,300", "gel day 7", 118, None, "FAIL"],
                ["B3", -39, "6,200", "clear", 145, None, "FAIL - oxidation"],
                ["B4", -39, "6,400", "clear", 265, "71%", "PASS"],
            ]),
        ])),
        ("wapiti_870_cold_starts.csv", text("""
date,machine,ambient_C,fluid_temp_at_start_C,pump_inlet_vacuum_inHg,cavitation_noise,min_to_normal_cycle_times,notes
2024-12-09,870C buncher #3,-31,-29,6.5,none,4,first real cold start on HF46-B4
2024-12-16,870C buncher #3,-24,-22,4.0,none,3,
2025-01-08,870C buncher #3,-35,-33,8.0,none,7,slow boom first few min - colder than spec
""")),
        ("wapiti_field_trial_emails.txt", text("""
From: Brent Hansen <brent@pcbiolubes.ca>
To: Ray Duchesne <shop@wapitilogging.ca>
Date: Tue, Nov 12, 2024 7:32 AM
Subject: HF46 trial drum

Ray, the 200 L of HF46 (B4) is on your dock. Olena will be up this week to help drain and flush #3.
Please log every cold start below -20 on the sheet: ambient, oil temp, inlet vacuum gauge, any pump
whine, and how long until the boom cycles normal. We'll pull an oil sample at 500 h.
Brent

From: Ray Duchesne <shop@wapitilogging.ca>
Date: Tue, Dec 10, 2024 6:15 PM
Subject: RE: HF46 trial drum

Brent - yesterday morning was -31 at the landing. #3 sat all weekend. Fired up, no whine from the pump,
inlet vacuum 6.5", and the boom was normal in about 4 min. Honestly better than the mineral oil, which
always groans at that temp. Sheet attached.
Ray

From: Olena Kowalenko <olena@pcbiolubes.ca>
Date: Wed, Jan 22, 2025 3:48 PM
Subject: RE: HF46 trial drum - 500 h oil analysis

Ray, Brent,
500 h sample from #3 is back: viscosity at 40 C +4% vs new, TAN up 0.3 mg KOH/g, water 180 ppm, no
unusual wear metals. Oxidation is behaving in the field like the RPVOT said it would. The -35 C start on
Jan 8 was slow (7 min) but no cavitation, and that's below the spec we designed to. We're releasing B4 as
HF46 for the spring order.
Olena
""")),
    ],
)

# ---------------------------------------------------------------------------
# C09 customer-side leak alerts from hourly AMI water meter reads (municipal software, NB) - SaaS licence
#     excerpt noise; 5 files; journal with mixed "Apr 8" / "**2024-05-13**" dates; eval CSV with
#     yyyy/mm/dd dates; one-sheet meter bench workbook (low-flow registration, the detection floor);
#     DOCX pilot report with the field precision only there
# ---------------------------------------------------------------------------
case(
    {
        "name": "ami_water_meter_leak_alerts",
        "question": "Could you draft the SR&ED lines 242, 244, 246 and a logbook for the leak alert model we "
                    "built with the Town of Shepody? Chloé's journal, the eval runs, the meter bench test and the "
                    "pilot report are attached. The licence excerpt is from our contract with the town, not R&D.",
        "facts": {
            "242": [["80% or better"], ["70% or more"], ["1 L resolution", "hourly reads"],
                    ["legitimate night use", "water softener"]],
            "244": [["48 features", "gradient boosting"], ["continuous-flow fraction"],
                    ["flow bench", "under-registration"], ["1,120 field-verified checks"]],
            "246": [["41%"], ["58%"], ["11 L/h"], ["84%", "83.2%"]],
        },
        "dates": ["2024-04-08", "2024-04-22", "2024-05-13", "2024-06-18", "2024-07-29", "2024-08-06",
                  "2024-08-19", "2024-09-09", "2024-10-31", "2024-11-15"],
        "noise": ["Annual subscription fee", "auto-renew", "Service Credits",
                  "laws of the Province of New Brunswick"],
        "bindings": [
            {"value": "41%", "subject": "M0", "others": ["M1", "M3"]},
            {"value": "58%", "subject": "M2", "others": ["M3", "M1"]},
            {"value": "84%", "subject": "M3", "others": ["M2", "M2s"]},
        ],
    },
    [
        ("leak_model_journal.md", text("""
# Leak alert model - journal (Shepody pilot)
Fundy Utility Analytics Inc., Moncton NB - Chloé B. (data science), Sam O. (platform)

## Why / targets
Town of Shepody put AMI water meters on all 2,950 services in 2023. Reads come in hourly with 1 L
resolution, in 4-h batches, with gaps when the collector is down. The meter vendor's "continuous
consumption" alarm flags any meter with no zero hour in 24 h - the town's office got hundreds a week and
stopped looking. Gerry M. (water superintendent) wants alerts his staff can trust.
Targets agreed with the town:
- alert precision 80% or better (leak confirmed on a visit or by the homeowner)
- catch 70% or more of leaks of 6 L/h or more (running toilet flapper is ~6-30 L/h)
- alert within 72 h of leak start
Unknown: at 1 L resolution and hourly reads, a slow continuous leak and legitimate night use (humidifier,
water softener regeneration, shift workers, ice-maker, pool top-up) look a lot alike. We don't know which
signal separates them, whether a model trained in spring holds up in summer, or how low a flow the
meters actually register - the vendor spec says "starting flow" but nothing about the old meters.
Labels: 1,120 field-verified checks from the town's 2023 door-knock + service call records (412 leaks).

## Apr 8
M0 = vendor rule (no zero hour in 24 h) scored on the labels: precision 41%, recall 88%. That's the
problem in one line.

## Apr 22
M1 = min night flow 02:00-04:00 over 5 L/h on 3 nights running: precision 63%, recall 61%. Misses
leaks that stop when the house uses water (flapper reseats), flags softener regen nights.

**2024-05-13**
M2 = gradient boosting on 48 features (night flows, hour-of-day profile, zero-hour counts, weekday/weekend,
volume percentiles). Spring validation: precision 77%, recall 74%. Close to target.

**2024-06-18** - town's meter shop put 12 pulled meters on the flow bench for us (see workbook). The 2009
5/8" positive displacement meters register nothing below 11 L/h and only part of the flow at 11 L/h.
So small leaks are invisible on ~40% of the town's meters whatever model we use. Recall target now scored
on leaks the meter can see (6 L/h+ on ultrasonic, 11 L/h+ on old PD).

**2024-07-29**
M2 on July data: precision 58%. Pool fills, lawn watering at night, cottage rentals. The features are
absolute volumes, which move with the season. Not deployable.

**2024-08-06**
M2s = M2 retrained with July data added: precision 66%, recall 70%. Retraining alone doesn't fix it.

**2024-08-19**
M3 = features relative to each meter's own rolling 28-day baseline + continuous-flow fraction (share of
hours with non-zero flow in a 72 h window, which a leak pushes toward 1.0 and normal use doesn't) +
meter-type aware floor (11 L/h on PD, 6 L/h on ultrasonic). Holdout Jul + Sep: precision 84%, recall 72%,
July alone 82%, September 85%. Median time to alert 38 h. Go for the pilot.

**2024-09-09** pilot live: alerts go to the town's office, which calls/mails the homeowner and asks them
to report back.
""")),
        ("leak_model_eval_runs.csv", text("""
run_date,model,description,train_data,eval_set,precision,recall,median_h_to_alert,verdict
2024/04/08,M0,vendor rule no-zero-hour-24h,n/a,2023 labels (1120),41%,88%,24,FAIL
2024/04/22,M1,min night flow >5 L/h 3 nights,n/a,2023 labels (1120),63%,61%,62,FAIL
2024/05/13,M2,gradient boosting 48 features (absolute),Mar-Apr,spring holdout,77%,74%,40,FAIL
2024/07/29,M2,same model scored on July,Mar-Apr,July,58%,71%,40,FAIL
2024/08/06,M2s,M2 retrained incl. July,Mar-Jul,Jul+Sep holdout,66%,70%,41,FAIL
2024/08/19,M3,relative-to-baseline + continuous-flow fraction + meter-type floor,Mar-Jul,Jul+Sep holdout,84%,72%,38,PASS
""")),
        ("meter_lowflow_bench_Jun2024.xlsx", xlsx([
            ("bench_2024-06-18", [
                ["test_date", "meter_id", "type", "installed", "reg_pct_2_L_h", "reg_pct_5_L_h", "reg_pct_11_L_h",
                 "reg_pct_20_L_h", "note"],
                [D("2024-06-18"), "PD-0091", "5/8in positive displacement", 2009, 0, 0, 58, 93, ""],
                [D("2024-06-18"), "PD-0144", "5/8in positive displacement", 2009, 0, 0, 66, 95, ""],
                [D("2024-06-18"), "PD-0217", "5/8in positive displacement", 2010, 0, 0, 61, 94, ""],
                [D("2024-06-18"), "PD-0302", "5/8in positive displacement", 2009, 0, 0, 55, 92, ""],
                [D("2024-06-18"), "PD-0388", "5/8in positive displacement", 2011, 0, 0, 70, 96, ""],
                [D("2024-06-18"), "PD-0415", "5/8in positive displacement", 2009, 0, 0, 62, 94,
                 "starts registering at 11 L/h"],
                [D("2024-06-18"), "US-1207", "ultrasonic", 2021, 96, 98, 99, 100, ""],
                [D("2024-06-18"), "US-1233", "ultrasonic", 2021, 95, 98, 99, 100, ""],
                [D("2024-06-18"), "US-1290", "ultrasonic", 2022, 97, 99, 100, 100, ""],
                [D("2024-06-18"), "US-1302", "ultrasonic", 2021, 95, 97, 99, 100, ""],
                [D("2024-06-18"), "US-1345", "ultrasonic", 2022, 96, 98, 99, 100, ""],
                [D("2024-06-18"), "US-1371", "ultrasonic", 2021, 94, 98, 99, 100, ""],
                ["summary", "", "PD meters: no registration below 11 L/h (under-registration); ultrasonic "
                                "95%+ from 2 L/h", "", "", "", "", "", ""],
            ]),
        ])),
        ("shepody_leak_pilot_report.docx", docx([
            ("title", "Shepody Leak Alert Pilot - Report"),
            ("p", "Fundy Utility Analytics Inc. for the Town of Shepody Water Utility. November 15, 2024."),
            ("h1", "Pilot scope"),
            ("p", "Model M3 ran on hourly reads from all 2,950 metered services from September 9 to October 31, "
                  "2024. Each alert was passed to the town office, which contacted the homeowner and recorded "
                  "whether a leak was found."),
            ("h1", "Results"),
            ("table", [
                ["Measure", "Target", "Pilot result"],
                ["Alerts issued", "-", "143"],
                ["Confirmed leaks (precision)", "80% or better", "119 of 143 (83.2%)"],
                ["Median time from leak start to alert", "72 h or less", "41 h"],
                ["Leaks found by other means that M3 missed", "-", "9 (6 on PD meters below 11 L/h)"],
            ]),
            ("p", "Most confirmed leaks were toilet flappers and fill valves (87), followed by outdoor "
                  "hose bibs (14) and service line or basement plumbing leaks (18)."),
            ("h1", "Findings"),
            ("b", "Unconfirmed alerts were mostly seasonal residents filling tanks and one dairy farm service "
                  "with a new barn line."),
            ("b", "Leaks below 11 L/h cannot be detected on the older positive displacement meters; the "
                  "town is prioritizing those meters in its replacement program."),
        ])),
        ("shepody_saas_licence_excerpt.txt", text("""
SOFTWARE-AS-A-SERVICE LICENCE AGREEMENT - EXCERPT
Fundy Utility Analytics Inc. ("Provider") and the Town of Shepody ("Customer")

4.1 Fees. Annual subscription fee of $18,400 (plus applicable taxes), invoiced each April 1.
4.3 Term. Initial term of three (3) years; the agreement will auto-renew for successive one-year terms
    unless either party gives 90 days' written notice.
7.2 Availability. If monthly availability falls below the committed level, Customer receives Service
    Credits as set out in Schedule D, which are Customer's sole remedy.
9.1 Limitation of liability: Provider's aggregate liability shall not exceed the fees paid in the prior
    twelve months.
12.4 This agreement is governed by the laws of the Province of New Brunswick.
""")),
    ],
    noise_files=["shepody_saas_licence_excerpt.txt"],
)

# ---------------------------------------------------------------------------
# C10 copper-free antifouling for salmon pen nets (aquaculture services, BC) - coating price list PDF
#     noise; diver log with "2024/05/14" dates; two-sheet panel workbook (panels / openness by week);
#     DOCX season summary with the breaking-strength result only there
# ---------------------------------------------------------------------------
case(
    {
        "name": "salmon_net_copper_free_antifouling",
        "question": "Please draft lines 242, 244 and 246 and a logbook for our copper-free net coating trials. "
                    "Dana's dive log, the panel workbook and the season summary are attached. The Salish price "
                    "list is just a supplier sheet.",
        "facts": {
            "242": [["80% or more"], ["4 weeks"], ["10% or less"], ["water speed", "0.1-0.3 m/s"]],
            "244": [["silicone foul-release"], ["silane tie-coat"], ["60 bar"], ["1 m x 1 m", "5 m depth"]],
            "246": [["42%"], ["peeling", "61%"], ["150 bar"], ["82%", "6% loss"]],
        },
        "dates": ["2024-05-07", "2024-05-14", "2024-05-28", "2024-06-11", "2024-06-25", "2024-07-09",
                  "2024-07-23", "2024-08-06", "2024-09-03", "2024-09-17", "2024-10-01", "2024-10-25"],
        "noise": ["Pail 20 L", "Volume rebate", "Prices FOB Nanaimo", "Dip tank rental"],
        "bindings": [
            {"value": "42%", "subject": "N0", "others": ["N3", "N4"]},
            {"value": "61%", "subject": "N2", "others": ["N3", "N4"]},
            {"value": "82%", "subject": "N4", "others": ["N1", "N2"]},
        ],
    },
    [
        ("net_panel_dive_log_2024.txt", text("""
QUATSINO NET SERVICES LTD. - Port Hardy BC
DIVE LOG - copper-free net coating panels - Tribune Point site (Northwind Seafarms), beside pen 4
Divers: Dana W. (lead), Jesse K. Coating: Luis F.

Background (DW): Northwind wants copper off their nets by 2026 (ASC sediment copper, buyers asking).
Uncoated nets foul in 2-3 weeks in summer - hydroids first, then mussel set - and we wash them in place
every week, which knocks hydroid bits through the pen and the vets blame them for gill damage. Need a
copper-free coating that keeps nets at 80% or more open area for 4 weeks between washes through the
June-Sept season, washable without stripping the coating, twine breaking strength loss 10% or less over
the season.
Not known: silicone foul-release paints work on boat hulls because water speed at 10+ knots tears the
fouling off. A net pen sees 0.1-0.3 m/s current. Nobody could tell us if fouling lets go of silicone at
that speed with a gentle wash, or if silicone even stays on knotless nylon twine that flexes all day.
Set-up: 1 m x 1 m panels of the farm's net (knotless nylon, 25 mm mesh) on a frame at 5 m depth. Photos
both sides every 2 wks, open area by image analysis (% of clean panel). 
Panels: N0 uncoated | N1 copper coating (current, reference) | N2 silicone foul-release straight on twine |
N3 copper-free wax-based net coating (commercial) | N4 silane tie-coat primer + silicone foul-release,
washed every 4 wks at 60 bar | N4H same coating washed every 4 wks with the farm's standard 150 bar washer

2024/05/07 - panels coated in the shop (LF). N2/N4 silicone: 2 dips, 24 h cure.
2024/05/14 - frame deployed, 5 m. Water 10.5 C. wk 0.
2024/05/28 - wk 2. N0 already 71%, light hydroids. Everything else 90+.
2024/06/11 - wk 4. N0 55%. N3 74% - wax not holding. N2 90%. N4 88% -> washed 60 bar, back to 94%.
  N4H 87% -> washed 150 bar, 95%, some coating flakes in the wash water.
2024/06/25 - wk 6. N0 42%, thick hydroid mat + mussel spat - pulled N0, seen enough. N3 55%, pulled.
  N2 79% and the silicone is peeling off the twine along the mesh bars.
2024/07/09 - wk 8. N4 83% before wash, 94% after. N4H: bare twine showing on ~half the panel after the
  2nd 150 bar wash, 70% - coating gone. High-pressure washing is out for silicone. N2 68%, peeling worse.
2024/07/23 - wk 10. N4 90%. N2 64%. N1 copper 87%.
2024/08/06 - wk 12. N2 61% - peeled silicone fouls like bare net. Pulled N2. N4 82% before
  wash (worst point, peak mussel set), 94% after. N1 86%.
2024/09/03 - wk 16. N4 84% pre-wash, washed. N1 79%.
2024/09/17 - wk 18, frame recovered. N4 89%. N1 77%. Twine samples from N1, N4 and unused net to the lab
  for breaking strength.
2024/10/01 - breaking strength results in (see summary). 
""")),
        ("net_panel_ratings_2024.xlsx", xlsx([
            ("panels", [
                ["panel", "coating", "primer", "copper", "wash", "coated", "deployed", "status"],
                ["N0", "none", "-", "no", "none", D("2024-05-07"), D("2024-05-14"), "pulled wk 6"],
                ["N1", "copper net coating (reference)", "-", "yes", "none", D("2024-05-07"), D("2024-05-14"),
                 "full season"],
                ["N2", "silicone foul-release", "none", "no", "none", D("2024-05-07"), D("2024-05-14"),
                 "peeling from wk 6"],
                ["N3", "wax-based copper-free net coating", "-", "no", "none", D("2024-05-07"), D("2024-05-14"),
                 "pulled wk 6"],
                ["N4", "silicone foul-release", "silane tie-coat", "no", "every 4 wks, 60 bar", D("2024-05-07"),
                 D("2024-05-14"), "full season"],
                ["N4H", "silicone foul-release", "silane tie-coat", "no", "every 4 wks, 150 bar", D("2024-05-07"),
                 D("2024-05-14"), "coating stripped wk 8"],
            ]),
            ("open_area_pct", [
                ["date", "week", "N0", "N1", "N2", "N3", "N4", "N4H", "note"],
                [D("2024-05-28"), 2, 71, 97, 97, 90, 96, 96, ""],
                [D("2024-06-11"), 4, 55, 94, 90, 74, 88, 87, "N4/N4H values before wash"],
                [D("2024-06-25"), 6, 42, 91, 79, 55, 91, 90, "N0, N3 pulled"],
                [D("2024-07-09"), 8, None, 89, 68, None, 83, 70, "N4H coating stripped"],
                [D("2024-07-23"), 10, None, 87, 64, None, 90, None, ""],
                [D("2024-08-06"), 12, None, 86, 61, None, 82, None, "peak mussel set; N4 before wash"],
                [D("2024-09-03"), 16, None, 79, None, None, 84, None, "N2 pulled after wk 12"],
                [D("2024-09-17"), 18, None, 77, None, None, 89, None, "recovered"],
            ]),
        ])),
        ("copper_free_coating_season_summary.docx", docx([
            ("title", "Copper-Free Net Coating - 2024 Season Summary"),
            ("p", "Quatsino Net Services Ltd. for Northwind Seafarms. Prepared by Dana W. and Luis F., "
                  "October 25, 2024."),
            ("h1", "Objective"),
            ("p", "Find a copper-free net coating that keeps pen nets at 80% or more open area over 4 weeks "
                  "between in-situ washes through the summer fouling season, survives washing, and costs the "
                  "net 10% or less of its twine breaking strength over a season."),
            ("h1", "Uncertainty"),
            ("p", "Silicone foul-release coatings depend on water speed to shed fouling; pen nets see only "
                  "0.1-0.3 m/s. It was not known whether fouling would release from silicone on a net with a "
                  "low-pressure wash, or whether silicone would stay bonded to flexing knotless nylon twine."),
            ("h1", "Trial"),
            ("p", "Six 1 m x 1 m panels at 5 m depth beside pen 4, Tribune Point, deployed May 14 and recovered "
                  "September 17, 2024; open area measured from diver photographs every two weeks."),
            ("table", [
                ["Panel", "Coating", "Result", "Lowest open area"],
                ["N0", "none", "fouled by week 6", "42%"],
                ["N1", "copper (reference)", "full season", "77%"],
                ["N2", "silicone, no primer", "peeling from week 6", "61%"],
                ["N3", "wax-based copper-free", "fouled by week 6", "55%"],
                ["N4", "silane tie-coat + silicone, 60 bar wash every 4 weeks", "full season", "82%"],
                ["N4H", "as N4, 150 bar wash", "coating stripped after 2 washes", "70%"],
            ]),
            ("h1", "Breaking strength (lab, October 1, 2024)"),
            ("p", "N4 twine: 6% loss in breaking strength against unused net. N1 copper twine: 9% loss."),
            ("h1", "What we learned"),
            ("b", "Silicone alone does not stay on knotless nylon; the silane tie-coat is what holds it."),
            ("b", "At pen current speeds silicone does not self-clean, but fouling releases with a 60 bar "
                  "wash; the farm's 150 bar washer strips the coating."),
            ("b", "Wax-based copper-free coatings did not hold back summer hydroid fouling here."),
            ("h1", "Next"),
            ("p", "Coat one full pen net with N4 for the 2025 season, with the wash contractor set to 60 bar."),
        ])),
        ("salish_net_coating_pricelist_2024.pdf", pdf([
            ("title", "Salish Marine Coatings - Net Coating Price List 2024"),
            ("table", [
                ["Product", "Pack", "Price (CAD)", "Coverage"],
                ["SMC Cu-Guard copper net coating", "Pail 20 L", "$612.00", "approx. 45 m2 of net"],
                ["SMC ClearNet wax-based (copper-free)", "Pail 20 L", "$498.00", "approx. 50 m2"],
                ["SMC SiliNet foul-release", "Kit 10 L", "$890.00", "approx. 25 m2"],
                ["SMC TieCoat primer", "Kit 5 L", "$240.00", "approx. 30 m2"],
            ]),
            ("p", "Volume rebate: 4% over 50 pails per order, 7% over 200. Prices FOB Nanaimo. Dip tank rental "
                  "available for customer coating yards at $350 per week. Prices subject to change without "
                  "notice."),
        ])),
    ],
    noise_files=["salish_net_coating_pricelist_2024.pdf"],
)

# @@CASES@@

if __name__ == "__main__":
    main()
