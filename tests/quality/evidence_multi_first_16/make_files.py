#!/usr/bin/env python3
"""Builds the multi-file evidence cases of the sixteenth first-contact set (evidence_multi_first_16).

Run:  python3 make_files.py
Needs: python-docx, openpyxl, reportlab (standard fonts only).
Writes every evidence file of every case into this folder, then cases.json (all cases registered so far).

Each case asks for T661 lines 242, 244, 246 and a logbook from 2 to 4 files of mixed formats (two cases have 2,
four have 3, four have 4), as a firm would pick them in the service. Case metadata (facts, dates, noise,
bindings) sits next to the content it refers to.
Two kinds of noise are registered for verify.py (which imports this module; files are only written when run):
  NOISE_FILES[case]  -> whole files that are not work records (bottle price list, orchard newsletter, HR holiday
                        memo, supplier invoice, marketing sell sheet, heat-supply contract page, dealer price list);
  NOISE_SPANS[case]  -> {file: [paragraphs]} non-record paragraphs INSIDE a record file (a purchasing aside in
                        dev notes, a promo blurb in a lab notebook, a billing paragraph in a pilot report, a
                        trade-show PS in an e-mail).
NOT_ENTRIES[case]   -> dates that occur in record files but are not work entries (calibration, certificate,
                        permit, last season); verify.py only uses it to silence its stray-date warnings.
Writing varies on purpose: ISO dates, "March 3, 2025", "3/4/25" under a stated dd/mm/yy or m/d/yy locale,
dd.mm.yyyy in a Dutch-style climate computer export, "Tue 14 Jan" headings, e-mail headers; results given only
in a table; a target stated only in an e-mail; two cases with only two files (a report and a workbook; a
workbook and an e-mail thread).
One case (modular_home_drywall_transport_cracking) is asked in French with English evidence ("language": "fr").
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
        wb.properties.creator = "evidence_multi_first_16"
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
    if "language" in meta:
        CASES[-1]["language"] = meta["language"]
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
# C01 bottle-conditioned kombucha that stays under 0.5% ABV over its code date (kombucha brewery, BC, 2024) -
#     a glass bottle price list CSV is noise; the ABV/carbonation targets are stated only in the distributor's
#     e-mail; full juice dose (K1) went to 0.94% by day 90; sterile-filtered and force-carbonated (K2) stayed low
#     but tasted flat; half juice (K3) under-carbonated and failed the abuse test; cold crash + 0.8 µm pad filter
#     + reduced juice (K4) met both; day-90 ABV of K1/K3/K4 bound to their batches.
# ---------------------------------------------------------------------------
case(
    {
        "name": "kombucha_bottle_conditioned_abv_drift",
        "question": "Hi! Could you put together T661 lines 242, 244, 246 and a logbook for our low-alcohol "
                    "kombucha work? I'm sending the ferment log workbook, the ethanol report from Coastal "
                    "Analytical, my e-mails with Harbourline and the bottle price list from Pacific Glass.",
        "facts": {
            "242": [["0.5% ABV"], ["at least 2.5 volumes"], ["7 days at 20 °C"],
                    ["keeps fermenting in the bottle"]],
            "244": [["force-carbonated"], ["0.8 µm"], ["headspace GC", "gas chromatography"],
                    ["cold crash"]],
            "246": [["0.94%"], ["0.46%"], ["2.6 vol"], ["tasted flat"]],
        },
        "dates": ["2024-06-03", "2024-06-05", "2024-06-17", "2024-07-01", "2024-07-08", "2024-07-16",
                  "2024-07-22", "2024-08-06", "2024-08-12", "2024-08-20", "2024-10-07", "2024-10-21", "2024-11-04", "2024-11-15", "2024-11-19"],
        "noise": ["pallet deposit", "Flint glass", "Crown cap"],
        "bindings": [
            {"value": "0.94%", "subject": "K1", "others": ["K3", "K4"]},
            {"value": "0.48%", "subject": "K3", "others": ["K1", "K4"]},
            {"value": "0.38%", "subject": "K4", "others": ["K1", "K3"]},
        ],
    },
    [
        ("kombucha_ferment_log_2024.xlsx", xlsx([
            ("batches", [
                ["batch", "brewed", "bottled", "primary days", "juice dose", "treatment before bottling",
                 "yeast at bottling (CFU/mL)", "notes"],
                ["K1", D("2024-06-17"), D("2024-07-08"), 21, "12% apple-ginger", "none (our normal)", "1.2E6",
                 "control - what we sell now"],
                ["K2", D("2024-06-17"), D("2024-07-08"), 21, "12% apple-ginger",
                 "0.45 um sterile filter, then force-carbonated in the brite tank", "<10", ""],
                ["K3", D("2024-07-01", "d-mmm-yy"), D("2024-07-22", "d-mmm-yy"), 21, "6% apple-ginger",
                 "none", "1.1E6", "half juice"],
                ["K4", D("2024-07-16", "d-mmm-yy"), D("2024-08-06", "d-mmm-yy"), 21, "8% apple-ginger",
                 "cold crash 48 h at 2 C, then 0.8 µm pad filter", "3.0E4",
                 "pads from the winery guy, 2 passes"],
            ]),
            ("bottle checks", [
                ["batch", "check", "days in bottle", "storage", "ABV % (lab)", "CO2 vol", "taste note"],
                ["K1", "abuse", 7, "7 days at 20 C after 2 d conditioning", "1.1", 3.4, "very fizzy, gushing"],
                ["K2", "abuse", 7, "7 days at 20 C", "0.19", 2.7, "clean but tasted flat, no tang"],
                ["K1", "day 90", 90, "4 C", "0.94%", 3.1, ""],
                ["K2", "day 90", 90, "4 C", "0.21%", 2.6, "panel: 2 of 6 would buy"],
                ["K3", "abuse", 7, "7 days at 20 C", "0.71", 2.1, "under-carbonated"],
                ["K3", "day 90", 90, "4 C", "0.48%", 2.2, "a bit thin"],
                ["K4", "abuse", 7, "7 days at 20 C", "0.46", 2.6, "good"],
                ["K4", "day 90", 90, "4 C", "0.38%", 2.6, "panel: 5 of 6 would buy"],
            ]),
        ])),
        ("CAL_ethanol_report_24-1187.pdf", pdf(
            "Coastal Analytical Labs Ltd. | Nanaimo BC | Report 24-1187 | Client: Salal Ferments Ltd.", [
                ("title", "Certificate of Analysis 24-1187 - ethanol in kombucha"),
                ("p", "Client: Salal Ferments Ltd., Courtenay BC, attn. Tamsin Oduya. Report issued November "
                      "15, 2024. Method: ethanol by headspace GC (gas chromatography with flame ionization "
                      "detector), internal standard n-propanol, degassed samples. Reporting limit 0.02% v/v."),
                ("h1", "Results"),
                ("table", [
                    ["Lab no.", "Client ID", "Received", "Ethanol % v/v"],
                    ["24-1187-01", "K1 abuse", "2024-08-12", "1.10"],
                    ["24-1187-02", "K2 abuse", "2024-08-12", "0.19"],
                    ["24-1187-03", "K1 d90", "2024-10-07", "0.94"],
                    ["24-1187-04", "K2 d90", "2024-10-07", "0.21"],
                    ["24-1187-05", "K3 abuse", "2024-08-12", "0.71"],
                    ["24-1187-06", "K3 d90", "2024-10-21", "0.48"],
                    ["24-1187-07", "K4 abuse", "2024-08-20", "0.46"],
                    ["24-1187-08", "K4 d90", "2024-11-04", "0.38"],
                ]),
                ("p", "Samples held at 4 °C until analysis. Results apply only to the samples as received. "
                      "Uncertainty of measurement at 0.5% v/v is ±0.03% v/v (k=2)."),
            ])),
        ("harbourline_emails_kombucha.txt", text("""
From: Rhea Castellanos <rcastellanos@harbourlinenatural.ca>
To: Tamsin Oduya <tamsin@salalferments.ca>
Date: Mon, 3 Jun 2024 09:41:12 -0700
Subject: Salal kombucha - test results from the store audit

Hi Tamsin,

I have to flag this. One of our Victoria stores sent bottles of your ginger kombucha out for testing after a
customer complaint and they came back at 1.3% alcohol. Anything over 0.5% ABV is liquor in BC and we can't have
it in the grocery cooler. For us to keep the listing it has to stay under 0.5% ABV for the whole 90-day code,
and we also want it to pass if a case sits 7 days at 20 °C in a backroom (it happens). And please don't make
it flat - your customers buy it for the fizz, keep it at at least 2.5 volumes CO2.

Can you tell me by end of week what you plan to do?

Rhea Castellanos | Category Manager, Chilled Beverages | Harbourline Natural Foods

-----
From: Tamsin Oduya <tamsin@salalferments.ca>
To: Rhea Castellanos
Date: Wed, 5 Jun 2024 16:02:55 -0700
Subject: RE: Salal kombucha - test results from the store audit

Rhea, thanks for telling me straight. We pulled the lot. The problem is the live culture keeps fermenting in the
bottle - we add juice for the fizz and the yeast turns some of it into alcohol, and how much depends on how warm
the bottle gets. I don't know yet if we can keep the fizz and the live culture and stay under 0.5%. We're going
to run some trial batches this summer and get them tested by a lab. I'll keep you posted.

Tamsin

-----
From: Tamsin Oduya
To: Rhea Castellanos
Date: Tue, 19 Nov 2024 11:20:03 -0800
Subject: kombucha update - lab results

Hi Rhea - final numbers are in. Our new process (we call it K4: cold crash, filter out most of the yeast, less
juice) was 0.46% after the 7-day warm test and 0.38% at day 90 cold, and still 2.6 vol of CO2. The filtered and
force-carbonated version was lower in alcohol but our tasters said it tasted flat. Lab report attached. We'd
like to switch all SKUs over in January.

Tamsin
""")),
        ("pacific_glass_price_list_2025.csv", text("""
item_code,description,case_qty,price_per_case_CAD,notes
PG-355-AMB,Amber longneck 355 mL,24,9.85,
PG-355-FLT,Flint glass 355 mL,24,10.40,
PG-500-AMB,Amber 500 mL bomber,12,7.90,
CC-26-GLD,Crown cap 26 mm gold oxygen-scavenging liner,10000,238.00,
CC-26-BLK,Crown cap 26 mm black,10000,214.00,
PAL-DEP,Pallet deposit (refunded on return),1,25.00,pallet deposit refunded within 30 days
""")),
    ],
    noise_files=["pacific_glass_price_list_2025.csv"],
)
# ---------------------------------------------------------------------------
# C02 predicting Honeycrisp bitter pit per orchard block before harvest with a magnesium infusion test
#     (apple grower-packer, NS, 2024-25) - an orchard newsletter is noise; sample dates in the CSV are dd/mm/yy
#     (stated in the header); 3 weeks before harvest classified 12 of 14 blocks, 5 weeks only 9 of 14; peel
#     Ca/Mg did not separate the blocks; the two misses were young blocks with fruit over 300 g; storage bitter
#     pit of B03/B07/B11 bound to their blocks.
# ---------------------------------------------------------------------------
case(
    {
        "name": "honeycrisp_bitter_pit_preharvest_infusion",
        "question": "Can you write T661 lines 242, 244 and 246 and a logbook for the bitter pit prediction "
                    "project? Files: Owen's report, the infusion sample sheet and the Valley Grower News issue "
                    "that mentions us.",
        "facts": {
            "242": [["3 weeks before harvest"], ["more than 10% bitter pit", "10% bitter pit"],
                    ["Washington and Ontario"], ["Annapolis Valley"]],
            "244": [["magnesium chloride"], ["75 kPa"], ["14 blocks"], ["Ca/Mg ratio", "calcium to magnesium"]],
            "246": [["12 of 14"], ["9 of 14"], ["over 300 g"], ["did not separate"]],
        },
        "dates": ["2024-08-13", "2024-08-20", "2024-08-27", "2024-09-03", "2024-09-10", "2024-09-17",
                  "2024-09-24", "2024-09-27", "2024-09-30", "2025-01-13", "2025-01-20", "2025-02-07"],
        "noise": ["frost fan", "recertification", "cider apple contract"],
        "bindings": [
            {"value": "22%", "subject": "B03", "others": ["B07", "B11"]},
            {"value": "4%", "subject": "B07", "others": ["B03", "B11"]},
            {"value": "14%", "subject": "B11", "others": ["B03", "B07"]},
        ],
    },
    [
        ("bitter_pit_prediction_report.docx", docx([
            ("title", "Predicting bitter pit in Honeycrisp before harvest - 2024 crop"),
            ("p", "Gaspereau Ridge Orchards Ltd., Wolfville NS. Prepared by Owen MacIsaac, orchard & storage "
                  "manager. February 7, 2025."),
            ("h1", "The problem"),
            ("p", "Honeycrisp is 40% of our acreage and most of our margin. It is also the variety that gets bitter "
                  "pit: small brown sunken spots under the skin that show up after 6-12 weeks in CA storage. A "
                  "block that looks perfect at harvest can come out of storage in January with a quarter of the "
                  "fruit culled. In 2023 we lost about $180k to it, mostly because high-risk fruit went into long "
                  "storage instead of being sold in the fall."),
            ("p", "What we want is a test we can run about 3 weeks before harvest that tells us which blocks "
                  "will have more than 10% bitter pit after storage, so those blocks get packed and sold first. "
                  "We wanted it to be right for at least 80% of blocks."),
            ("p", "There is a passive infusion test (dip fruit in a magnesium salt under vacuum, hold a week, "
                  "count spots) that was developed in Washington and Ontario. Nobody has shown whether it works "
                  "on Annapolis Valley fruit, where we harvest later and the late summer is cooler and wetter, "
                  "or how early it can be done. The published thresholds (percent of fruit with spots) are from "
                  "different rootstocks and crop loads. The usual lab test, peel calcium, has never worked "
                  "well for us."),
            ("h1", "How we ran it"),
            ("p", "We sampled 14 blocks of Honeycrisp (3 rootstocks, tree age 4 to 17 years), 40 fruit per "
                  "block, every week from mid-August to harvest. Fruit were dipped in 0.1 M magnesium chloride "
                  "with a drop of surfactant, held under vacuum at 75 kPa for 2 minutes, released, rinsed and "
                  "kept at room temperature for 7 days. Then we counted fruit with any infusion spots. A "
                  "subsample of 10 fruit per block went to the lab for peel Ca and Mg to get the calcium to magnesium (Ca/Mg) ratio."),
            ("p", "All blocks were harvested between September 24 and September 30 and stored in CA room 4 by "
                  "block. The real answer was the storage grade-out in January: 100 fruit per block after "
                  "storage plus 7 days at room temperature, counted by the packing line crew."),
            ("h1", "What we learned"),
            ("p", "Timing matters more than we expected. At about 3 weeks before harvest (the September 3 "
                  "sample) the infusion test put 12 of 14 blocks in the right class using a cut-off of 20% "
                  "of fruit with spots. Five weeks out (the August 20 sample) it only got 9 of 14 right - the "
                  "fruit were too immature and almost every block looked clean."),
            ("p", "The peel Ca/Mg ratio did not separate high and low blocks at all; two of the worst blocks "
                  "had the best ratios. We will stop paying for it."),
            ("p", "The two blocks the test got wrong (B09 and B12) were both young trees with a light crop and "
                  "big fruit, averaging over 300 g. The test called them low risk and they came out at 13% and "
                  "17%. We think large fruit dilute the calcium faster than the test can pick up, so we don't "
                  "trust it yet on light-cropped young blocks. We want to repeat it in 2025 with a second cut-off "
                  "for big fruit."),
            ("table", [
                ["", "Aug 20 sample", "Sept 3 sample"],
                ["Blocks right (of 14)", "9", "12"],
                ["Missed high-risk blocks", "4", "2"],
                ["False alarms", "1", "0"],
            ]),
        ])),
        ("infusion_samples_2024.csv", text("""
# Gaspereau Ridge - Mg infusion test, Honeycrisp 2024. sample_date is dd/mm/yy. spots_pct = % of 40 fruit with infusion spots after 7 d
block,rootstock,tree_age,sample_date,spots_pct,mean_fruit_g,harvest_date,storage_bp_pct,graded_out
B01,M.9,12,13/08/24,3,188,24/09/24,2%,13/01/25
B01,M.9,12,20/08/24,5,196,,,
B01,M.9,12,03/09/24,8,214,,,
B03,B.9,6,13/08/24,10,231,27/09/24,22%,13/01/25
B03,B.9,6,20/08/24,15,244,,,
B03,B.9,6,03/09/24,38,262,,,
B03,B.9,6,10/09/24,41,270,,,
B07,M.26,17,20/08/24,0,176,24/09/24,4%,13/01/25
B07,M.26,17,03/09/24,5,190,,,
B07,M.26,17,17/09/24,8,201,,,
B09,G.41,4,20/08/24,3,281,30/09/24,13%,20/01/25
B09,G.41,4,03/09/24,10,305,,,
B11,M.9,9,20/08/24,8,221,27/09/24,14%,20/01/25
B11,M.9,9,03/09/24,28,236,,,
B11,M.9,9,10/09/24,30,240,,,
B12,G.41,4,20/08/24,5,290,30/09/24,17%,20/01/25
B12,G.41,4,03/09/24,13,318,,,
B12,G.41,4,27/08/24,8,301,,,
""")),
        ("valley_grower_news_oct2024.md", text("""
# Valley Grower News - October 2024

## Frost fan cost-share extended
The provincial frost fan cost-share has been extended to March 31, 2025. Growers can claim up to 50% of the
purchase and install of a new frost fan, to a maximum of $30,000 per farm. Applications through the
federation office.

## Pesticide applicator recertification
Reminder that applicator certificates issued in 2020 expire this winter. The recertification course runs
at the Kentville research centre in January; register early, seats are limited.

## Cider apple contract prices
The two cideries in the Valley have posted 2024 cider apple contract prices: $0.21/lb for bittersweet
varieties, $0.14/lb for dessert culls. Contracts close November 15.

## Grower spotlight
Gaspereau Ridge Orchards hosted 30 growers at their twilight meeting in August and showed how they dip
Honeycrisp samples in a magnesium solution to guess which blocks will pit in storage. Owen MacIsaac says
he'll share the results at the winter meeting.
""")),
    ],
    noise_files=["valley_grower_news_oct2024.md"],
)
# ---------------------------------------------------------------------------
# C03 drywall joint and corner cracking of modular homes during road transport and crane setting (modular home
#     builder, QC, 2024) - asked in French, all evidence in English; an HR holiday memo is noise; the tri-axial
#     accelerometer runs showed the crane lift, not the road, caused most corner cracks; paper tape (J1) cracked
#     worst, floating ceiling corners with mesh/setting compound (J4) best; cracks per module of J1/J2/J4 bound
#     to their joint details.
# ---------------------------------------------------------------------------
case(
    {
        "name": "modular_home_drywall_transport_cracking",
        "language": "fr",
        "question": "Bonjour, pouvez-vous préparer les lignes 242, 244 et 246 du T661 et un logbook pour notre "
                    "projet sur les fissures de gypse pendant le transport des modules? Les documents sont en "
                    "anglais : la note technique de Mathieu, le classeur des accéléromètres, les courriels avec le "
                    "transporteur et la note de service sur les congés des fêtes.",
        "facts": {
            "242": [["600 km"], ["Route 117"], ["site-built"], ["where the cracks start"]],
            "244": [["tri-axial accelerometers", "accelerometers"], ["fibreglass mesh"],
                    ["floating corner"], ["crane lift"]],
            "246": [["2.8 g"], ["0.4 cracks per module"], ["racking"], ["11 cracks per module"]],
        },
        "dates": ["2024-04-09", "2024-04-16", "2024-05-02", "2024-05-14", "2024-05-28", "2024-06-11",
                  "2024-06-25", "2024-07-10", "2024-08-06", "2024-08-27", "2024-09-17", "2024-10-08",
                  "2024-10-30"],
        "noise": ["December 24", "floating holiday", "payroll"],
        "bindings": [
            {"value": "11.0", "subject": "J1", "others": ["J2", "J4"]},
            {"value": "6.5", "subject": "J2", "others": ["J1", "J4"]},
            {"value": "0.4", "subject": "J4", "others": ["J1", "J2"]},
        ],
    },
    [
        ("drywall_transport_memo_2024.docx", docx([
            ("title", "Technical memo - drywall cracking in transit"),
            ("p", "Habitations Modulaires Laurentides Inc., Saint-Jérôme QC. From: Mathieu Girard, P.Eng., "
                  "engineering. To: production and warranty. October 30, 2024."),
            ("h1", "1. Background"),
            ("p", "Our modules are finished in the plant (taped, mudded, primed) and trucked to the lot. In 2023 "
                  "we paid 212 warranty calls for drywall cracks, two thirds of them on homes going north on "
                  "Route 117 to Abitibi, where the delivery is up to 600 km with gravel access roads at the end. "
                  "The cracks are in joints, at ceiling-to-wall corners and over window heads."),
            ("p", "Goal: no visible cracks after delivery and setting on trips up to 600 km. The drywall industry "
                  "guides and the manufacturer's details are written for site-built houses that never move. We "
                  "did not know what accelerations the finished joints actually see on our trailers, whether the "
                  "road or the setting is what does the damage, or where the cracks start. Nobody we asked "
                  "(gypsum supplier, two other modular builders) had measured it."),
            ("h1", "2. What we did"),
            ("p", "Phase 1 (measure): we mounted tri-axial accelerometers (data loggers, 1 kHz) on the floor "
                  "frame, on the ceiling at mid-span and at a ceiling corner of 8 modules going to Val-d'Or, "
                  "Amos and Rouyn-Noranda, and logged the whole trip including the crane lift on site. We added "
                  "two string potentiometers across the module diagonal to measure racking during the lift."),
            ("p", "Phase 2 (joint details): four joint details were built into production modules, at least 5 "
                  "modules each, and the cracks counted by our warranty tech after setting:"),
            ("table", [
                ["Detail", "Flat joints", "Ceiling-to-wall corners"],
                ["J1", "paper tape, all-purpose compound (current)", "paper tape, fastened to within 4 in of the corner"],
                ["J2", "fibreglass mesh, setting-type compound", "paper tape, fastened"],
                ["J3", "flexible vinyl tape, lightweight compound", "flexible corner bead"],
                ["J4", "fibreglass mesh, setting-type compound", "floating corner (no ceiling screws within 12 in of the wall)"],
            ]),
            ("h1", "3. Results"),
            ("p", "The highest peak on the road was 2.8 g vertical at the ceiling mid-span on the gravel road "
                  "into a site near Amos; the paved highway rarely went over 1 g. We had expected the road to be "
                  "the problem. It wasn't the main one: on 5 of 8 modules the diagonal gauges showed the module "
                  "racking 6 to 9 mm during the crane lift, when it hangs from four points, and new corner cracks "
                  "were found after the lift, not after the trip."),
            ("p", "Cracks per module: J1 11 cracks per module on average, J2 6.5, J3 3.2 and J4 0.4 cracks per module "
                  "(two cracks in five modules). The vinyl tape in J3 held up on the flat joints but showed through the paint "
                  "and the plant painters didn't like it. J4 goes into all production from November. We also "
                  "added a spreader bar to the lift to cut the racking; that still has to be checked with the "
                  "gauges."),
        ])),
        ("transit_accel_log_2024.xlsx", xlsx([
            ("trips", [
                ["module", "ship date", "destination", "km", "joint detail", "peak road g (ceiling mid-span)",
                 "racking at lift (mm)", "notes"],
                ["M24-031", D("2024-05-14"), "Val-d'Or", 528, "J1", 1.9, 7.1, "loggers ok"],
                ["M24-032", D("2024-05-14"), "Val-d'Or", 528, "J1", 2.1, 8.4, ""],
                ["M24-047", D("2024-05-28"), "Amos", 596, "J2", 2.8, 6.2, "gravel last 14 km"],
                ["M24-048", D("2024-05-28"), "Amos", 596, "J2", 2.6, 3.0, "lift with 4 chokers only"],
                ["M24-063", D("2024-06-11"), "Rouyn-Noranda", 571, "J3", 1.4, 8.9, ""],
                ["M24-064", D("2024-06-11"), "Rouyn-Noranda", 571, "J3", 1.3, 2.5, ""],
                ["M24-081", D("2024-06-25"), "Amos", 601, "J4", 2.4, 6.8, ""],
                ["M24-082", D("2024-06-25"), "Amos", 601, "J4", 2.2, 1.9, "corner logger fell off km 310"],
            ]),
            ("crack survey", [
                ["joint detail", "modules", "surveyed", "cracks found", "cracks per module", "where"],
                ["J1", 6, D("2024-07-10"), 66, "11.0", "corners mostly, window heads"],
                ["J2", 6, D("2024-08-06"), 39, "6.5", "corners; flat joints ok"],
                ["J3", 5, D("2024-08-27"), 16, "3.2", "corners; tape shows through paint"],
                ["J4", 5, D("2024-09-17"), 2, "0.4", "one window head, one flat joint"],
            ]),
        ])),
        ("transporteur_emails_cracks.txt", text("""
From: Mathieu Girard <mgirard@hml-modulaires.ca>
To: Steve Pelletier <dispatch@transportsboreal.qc.ca>
Date: Tue, 09 Apr 2024 14:12:08 -0400
Subject: loggers on our modules this spring

Steve,
As discussed on the phone: we want to put accelerometers on about 8 modules going to Abitibi in May and June,
to find out where the cracks start - on the road or at the lift. They stick to the floor frame and ceiling,
your drivers don't have to do anything. Could your crane crew also let our tech put two string gauges across
the module before the lift? 10 minutes per module.
Thanks
Mathieu

-----
From: Steve Pelletier <dispatch@transportsboreal.qc.ca>
To: Mathieu Girard
Date: Tue, 16 Apr 2024 08:47:30 -0400
Subject: RE: loggers on our modules this spring

No problem for the loggers. For the crane guys ok too, just tell them the day before. FYI the last 14 km to
the Amos sites is gravel and it's bad in spring, you will see it in your data for sure.
Steve

-----
From: Mathieu Girard
To: Steve Pelletier
Date: Thu, 2 May 2024 10:05:51 -0400
Subject: first loggers ship 14 May

Steve - first two modules with loggers ship May 14 to Val-d'Or (M24-031 and -032). I'll be at the site for
the lift.

-----
From: Mathieu Girard
To: Steve Pelletier
Date: Tue, 8 Oct 2024 16:30:14 -0400
Subject: results + spreader bar

Steve, short version of what we found: your trucks are not the main culprit. The worst is the lift - the module
racks up to 9 mm when it hangs from the four chokers, and that's when the corners crack. Can your crane crew
start using a spreader bar on our modules from November? We'll pay for the bar.
Mathieu
""")),
        ("memo_conges_fetes_2024.txt", text("""
MEMO - Human Resources
To: all plant and office staff
Re: Holiday schedule 2024-2025

The plant will close at noon on December 24 and reopen on Thursday January 2, 2025 at 7:00.
December 25, 26 and January 1 are statutory holidays. December 27, 30 and 31 are paid from the plant closure
bank; office staff who have not used their floating holiday may use it on one of these days.
The last payroll of the year will be deposited on December 19. T4 slips will be available in the portal by
the end of February.
Happy holidays to all - the holiday party is Friday December 13 at the Club de golf.
Nathalie Roy, HR
""")),
    ],
    noise_files=["memo_conges_fetes_2024.txt"],
)
# ---------------------------------------------------------------------------
# C04 overhead depth-camera passenger counting on buses in winter (bulky parkas, strollers, lens fog) (computer
#     vision start-up, MB, 2024-25) - no noise file; a purchasing aside in the dev notes is a noise span; the
#     ±5% accuracy target is stated only in the transit agency's e-mail; dev-note headings are "Tue 14 Jan"
#     style under a year heading; retraining on winter clips alone (V2) was not enough, height-profile tracking
#     (V3) got to -3.1% but strollers still double-counted; lens heater cut fogged frames; errors of V1/V2/V3
#     bound to their model versions.
# ---------------------------------------------------------------------------
C04_ASIDE = ("(purchasing, not project) Ordered 3 more Orin Nano dev kits for the demo van + spare power "
             "supplies, PO 4471 to Bigfoot Electronics. Also Jira licence renewal is due - told Kim to go "
             "annual, it's cheaper.")
case(
    {
        "name": "bus_passenger_counter_winter_clothing",
        "question": "Hey - we need T661 lines 242, 244 and 246 and a logbook for the winter APC accuracy "
                    "work. Attached are Ravi's dev notes, the ride-check evaluation CSV and the e-mail thread "
                    "with the transit agency.",
        "facts": {
            "242": [["within ±5%"], ["merge into one wide lump"], ["fogs over", "fog on the camera"],
                    ["trained on summer"]],
            "244": [["4,100 winter clips"], ["height-profile tracking"], ["312 door events"],
                    ["Lens heater", "window heater"]],
            "246": [["-14.2%"], ["-3.1%"], ["counted as 2"], ["0.5%"]],
        },
        "dates": ["2024-12-02", "2024-12-05", "2024-12-16", "2025-01-07", "2025-01-14", "2025-01-21",
                  "2025-01-30", "2025-02-11", "2025-02-19", "2025-03-04", "2025-03-10"],
        "noise": ["Orin Nano", "Jira licence", "PO 4471"],
        "bindings": [
            {"value": "-14.2%", "subject": "V1", "others": ["V2", "V3"]},
            {"value": "-6.8%", "subject": "V2", "others": ["V1", "V3"]},
            {"value": "-3.1%", "subject": "V3", "others": ["V1", "V2"]},
        ],
    },
    [
        ("ravi_apc_dev_notes.md", text(f"""
# APC winter accuracy - dev notes (Ravi S.)

Our counters are ceiling-mounted stereo depth cams over each door; model detects heads in the depth image,
tracks them across the door line. Was trained on summer + fall 2023 data from Regina. Agency pilot in
Winnipeg is showing undercounts since the cold came.

## 2024

### Mon 16 Dec
Pulled the Dec clips from bus 611/614. Obvious stuff right away: in parkas with big hoods the head blob
and the shoulders merge into one wide lump, the head detector gives low confidence or nothing.
Two people in parkas close together = one lump. Also toques flatten the top of the head a bit, less of an
issue. Model was trained on summer people basically.

Also: at -25 and colder the front door window of the cam fogs over for 20-60 s after the door opens at a
warm stop (bus is +18 inside). Depth goes to garbage. Didn't see that in Regina because those units had
the old housing.

## 2025

### Tue 7 Jan
Labelling plan: 4,100 winter clips from Dec, two labellers, head points + "stroller"/"wheelchair"/"bag" boxes.
Kim + the co-op student. ~3 wks.

### Tue 14 Jan
Ride checks done with agency staff on routes 11 and 18 - they hand-counted 312 door events (boardings +
alightings per door per stop) so we have ground truth. V1 (current prod model) vs manual: -14.2% overall,
worst at peak. Ugh.

{C04_ASIDE}

### Tue 21 Jan
V2 = same architecture retrained on summer set + winter clips. Better, -6.8%, but still misses pairs in
parkas walking through together. Retraining alone doesn't fix the merge problem - the depth image simply
doesn't have two heads in it for a few frames.

### Thu 30 Jan
Idea for V3: instead of only head detection per frame, track the height profile of each blob across the door
line (height-profile tracking) - a merged pair splits again for a few frames after the door, so count on the
split. Prototype works on the clips I hand-picked. Need to be careful it doesn't split one person with a
backpack.

### Tue 11 Feb
V3 on the full 312 events: -3.1% overall. In range. But strollers are counted as 2 (parent + stroller) in
about half the stroller events - the stroller canopy is head-height. Stroller class from the labels isn't
good enough yet (only 140 examples). Wheelchairs fine.

Lens heater test on bus 614: 2 W resistive ring around the window, on when outside < -10 C. Fogged frames
went from 9% of door-open time to 0.5% over a week of -20s. Power draw ok for the APC circuit.

### Wed 19 Feb
Sent V3 + heater results to Dana at the agency. Next: stroller classifier with more data, heater on all 40
pilot units.
""")),
        ("ride_check_eval_2025.csv", text("""
model_version,eval_date,door_events,manual_count,apc_count,error_pct,notes
V1,2025-01-14,312,1846,1584,-14.2%,prod model trained on summer/fall 2023
V2,2025-01-21,312,1846,1720,-6.8%,retrained + 4100 winter clips
V3,2025-02-11,312,1846,1789,-3.1%,V2 + height-profile tracking; strollers double counted ~50%
V3+heater,2025-03-04,298,1702,1664,-2.2%,bus 614 heater fitted; second ride check routes 11 and 18
""")),
        ("agency_emails_apc.txt", text("""
From: Dana Kowalchuk <dkowalchuk@assiniboinetransit.ca>
To: Ravi Sandhu <ravi@tallgrassvision.ca>
Date: Mon, 2 Dec 2024 10:14:22 -0600
Subject: APC pilot - counts look low

Ravi,
Our planning folks compared your APC boardings against the farebox for November and the APC is coming in low,
and the gap is bigger on the cold days. For the pilot to go to a full fleet contract the counts need to be within
±5% of manual ride checks system-wide, and we need that in winter, not just in summer. We can give you two
staff for manual ride checks in January if that helps.
Dana Kowalchuk, Service Planning

-----
From: Ravi Sandhu <ravi@tallgrassvision.ca>
To: Dana Kowalchuk
Date: Thu, 5 Dec 2024 17:02:40 -0600
Subject: RE: APC pilot - counts look low

Dana, thanks - yes please to the ride checks. We think it's parkas and hoods (people look very different from
above in winter) and probably fog on the camera windows but we have to dig in. Honestly we don't know yet if
it's a retraining job or if the approach has to change. Could we do the ride checks mid-January?
Ravi

-----
From: Ravi Sandhu
To: Dana Kowalchuk
Date: Wed, 19 Feb 2025 15:31:09 -0600
Subject: APC winter results

Dana - with the new tracking the pilot units are at -3.1% against the January ride checks. Strollers are still
over-counted, we're working on it. We'd like one more ride check on bus 614 with the window heater fitted.
Ravi

-----
From: Dana Kowalchuk
To: Ravi Sandhu
Date: Mon, 10 Mar 2025 09:03:57 -0500
Subject: RE: APC winter results

Ravi, the March 4 check is in our system now - 298 events, matches what your tech sent. Good work. Let's talk
about the fleet contract in April.
Dana
""")),
    ],
    noise_spans={"ravi_apc_dev_notes.md": [C04_ASIDE]},
)
# ---------------------------------------------------------------------------
# C05 perforated silicone prosthetic liner that lets sweat out but keeps suction suspension (prosthetics clinic
#     and fabricator, MB, 2024-25) - a silicone supplier invoice PDF is noise; the clinic notes use m/d/yy
#     dates (stated); perforating the distal end (L2) lost the seal and pistoned 11 mm; perforations above the
#     seal band with a wicking sock (L3) held 4 mm and cut pooled sweat 58%; the channelled liner (L4) tore at
#     week 3; pistoning of L1/L2/L3 bound to their liners.
# ---------------------------------------------------------------------------
case(
    {
        "name": "prosthetic_liner_perforated_sweat_suspension",
        "question": "Please draft T661 lines 242, 244 and 246 and a logbook for our sweat-management liner "
                    "project. Attached: the project summary, the test report from the Assiniboine College lab, "
                    "Kendra's fitting notes and the Silform invoice.",
        "facts": {
            "242": [["pistoning"], ["one-way valve", "airtight"], ["under 5 mm"],
                    ["transtibial"]],
            "244": [["laser-perforated"], ["above the seal band"], ["wicking sock"],
                    ["30 minutes on the treadmill", "treadmill"]],
            "246": [["11 mm"], ["58%"], ["tore"], ["4 mm"]],
        },
        "dates": ["2024-05-21", "2024-06-04", "2024-06-18", "2024-07-09", "2024-07-23", "2024-08-13",
                  "2024-09-03", "2024-09-24", "2024-10-08", "2024-10-29", "2024-11-12", "2025-01-15"],
        "noise": ["freight surcharge", "Net 45", "Platinum-cure LSR"],
        "bindings": [
            {"value": "2.8 mm", "subject": "L1", "others": ["L2", "L3"]},
            {"value": "11 mm", "subject": "L2", "others": ["L1", "L3"]},
            {"value": "4 mm", "subject": "L3", "others": ["L1", "L2"]},
        ],
    },
    [
        ("sweat_liner_project_summary.docx", docx([
            ("title", "Sweat-management liner - project summary 2024"),
            ("p", "Prairie Limb & Brace Ltd., Brandon MB. Kendra Olafson CP(c) and Luc Bériault (fabrication). "
                  "January 15, 2025."),
            ("h1", "Problem"),
            ("p", "Most of our transtibial (below-knee) patients use a silicone liner with suction suspension: the "
                  "liner rolls onto the residual limb, the socket seals against a ring on the liner (the seal "
                  "band) and a one-way valve lets air out so the socket holds by vacuum. Silicone does not "
                  "breathe. Active patients, farm workers and anyone in summer sweat inside the liner; the sweat "
                  "pools, the limb slides up and down in the liner (pistoning), skin breaks down and they stop "
                  "wearing the leg. We see 20-30 of these visits a summer."),
            ("p", "The obvious fix is holes in the liner. But suction only works if the system is airtight below "
                  "the seal; every hole below the seal band is a leak. The perforated liners on the market are "
                  "for pin-lock suspension, not suction. We did not know whether holes placed above the seal band "
                  "would let enough sweat out to matter, since sweat collects at the bottom, or whether the "
                  "liner would still hold. Targets: pistoning under 5 mm with a 10 kg pull, and at least half "
                  "the pooled sweat compared with the standard liner."),
            ("h1", "Work done"),
            ("p", "We made liners in our shop from two-part silicone, laser-perforated (0.6 mm holes) in "
                  "different patterns. Each was tested on the bench at the Assiniboine College materials lab "
                  "and then worn by volunteer patients (6 people, consent on file)."),
            ("b", "L1 - standard commercial suction liner, no holes (comparison)."),
            ("b", "L2 - holes over the distal (bottom) third, where the sweat pools."),
            ("b", "L3 - holes only above the seal band, with a thin wicking sock inside the liner to carry sweat up."),
            ("b", "L4 - like L3, but with moulded vertical channels on the inside instead of the sock."),
            ("p", "Sweat: patients walked 30 minutes on the treadmill in the lab's warm room (27 °C); we weighed the "
                  "liner and wiped-out sweat before and after. Pistoning: measured with the marker method (one mark "
                  "on the skin, one on the socket) under a 10 kg pull."),
            ("h1", "Results"),
            ("p", "L2 confirmed the worry: the holes below the seal leaked air and the liner pistoned 11 mm - two "
                  "patients felt the leg slipping in the first test and we stopped. L3 held at 4 mm and the "
                  "pooled sweat was down 58% against L1. Not all of it leaves through the holes; the sock spreads "
                  "it so more evaporates at the top. L4 was good on day one but the silicone between the channels "
                  "tore at the distal end after about 3 weeks of wear on two patients."),
            ("p", "We are fitting L3 for summer 2025 to the patients who asked. The sock wears out in about 6 "
                  "weeks; we don't yet have a better one."),
        ])),
        ("ACML_test_report_P24-066.pdf", pdf(
            "Assiniboine College - Applied Materials Lab | Brandon MB | Report P24-066", [
                ("title", "Test report P24-066: suspension and moisture of prosthetic liners"),
                ("p", "Client: Prairie Limb & Brace Ltd. Tests performed July 23 - October 8, 2024. Report date "
                      "October 29, 2024."),
                ("h1", "1. Air leak at seal (pressure decay, -40 kPa start)"),
                ("table", [
                    ["Liner", "Time to lose 50% vacuum", "Result"],
                    ["L1", "> 30 min", "no leak"],
                    ["L2", "14 s", "leaks"],
                    ["L3", "> 30 min", "no leak"],
                    ["L4", "> 30 min", "no leak"],
                ]),
                ("h1", "2. Pooled sweat after 30 min walking, 27 °C room (mean of patients, g)"),
                ("table", [
                    ["Liner", "Patients", "Pooled sweat (g)", "vs L1"],
                    ["L1", "6", "7.9", "-"],
                    ["L3", "6", "3.3", "-58%"],
                    ["L4", "4", "3.8", "-52%"],
                ]),
                ("p", "L2 was not walk-tested (withdrawn after the first fitting). Results relate only to the "
                      "items tested."),
            ])),
        ("kendra_fitting_notes.md", text("""
# Fitting notes - sweat liner trial (KO)
dates m/d/yy

5/21/24 - met w/ Luc re: holes in liners. He can laser-cut the shop silicone, 0.6 mm. Plan 3 patterns + stock liner.
6/4/24 - first cast liners poured, L2 + L3. L3 sock = thin nylon/spandex wicking sock, inside.
6/18/24 - L1 baseline on all 6 vol. Pistoning avg 2.8 mm (L1, marker method), nobody complains of slip when dry.
7/9/24 - L2 fitted pt #2 and #5. Both felt slipping within 10 min walking. Pistoning 11 mm on pt 2. STOPPED L2.
  Makes sense - air gets in below the seal.
7/23/24 - first lab walk test at the college, L1 + L3.
8/13/24 - L3 take-home on 6 pts. L3 pistoning 4 mm (10 kg pull), under the 5 mm target. Pts 1 and 4 said limb
  feels "dry at the top, damp at the bottom".
9/3/24 - L4 (channels) fitted on 4 pts. Feels great they say.
9/24/24 - pt 3 L4 torn at distal end between channels, ~3 wks of wear. pt 6 same, small tear. Silicone too thin
  between the channels at the bottom. L4 on hold.
10/8/24 - last lab session. Socks on L3 getting pilled/thin after ~6 wks.
11/12/24 - review w/ Luc. L3 goes to summer '25 fittings. Look for tougher sock material over winter.
""")),
        ("Silform_invoice_SF-20931.pdf", pdf(
            "Silform Medical Polymers Inc. | Mississauga ON | Invoice SF-20931", [
                ("title", "Invoice SF-20931"),
                ("p", "Bill to: Prairie Limb & Brace Ltd., Brandon MB. Terms: Net 45. Customer PO: PLB-0412."),
                ("table", [
                    ["Item", "Description", "Qty", "Unit", "Amount"],
                    ["LSR-30A", "Platinum-cure LSR 30 Shore A, 1 kg kit", "6", "$142.00", "$852.00"],
                    ["PIG-SK2", "Skin tone pigment paste, 100 g", "2", "$38.50", "$77.00"],
                    ["REL-200", "Mould release spray, 400 mL", "4", "$19.75", "$79.00"],
                    ["FRT", "Ground freight + freight surcharge (fuel)", "1", "$64.10", "$64.10"],
                ]),
                ("p", "Subtotal $1,072.10. GST 5% $53.61. Total due $1,125.71. Thank you for your business."),
            ])),
    ],
    noise_files=["Silform_invoice_SF-20931.pdf"],
)
# ---------------------------------------------------------------------------
# C06 high pressure processing of raw meat before freeze-drying pet treats (pet treat maker, ON, 2024) - a
#     marketing sell sheet DOCX is noise and a website-copy blurb in the middle of the lab notebook is a noise
#     span; the 5-log target comes from the co-packer's e-mail quoted in the notebook; 600 MPa for 3 min (P2)
#     killed but greyed and crumbled; 600 MPa for 90 s (P3) worked on liver but only 4.6-log on hearts; 450 MPa
#     (P4) too weak; log reductions of P2/P3/P4 bound to their runs.
# ---------------------------------------------------------------------------
C06_BLURB = ("> Jess asked for website copy while I'm at it: \"Crafted in small batches from Ontario-raised "
             "chicken and beef, our treats lock in the goodness your dog craves - now in 3 irresistible "
             "flavours!\" Send her the MSRP sheet too.")
case(
    {
        "name": "freeze_dried_raw_treats_hpp_before_drying",
        "question": "Could you do the T661 write-up (lines 242, 244, 246) plus a logbook for our HPP project "
                    "on the freeze-dried treats? Files: my lab notebook, the challenge study report from "
                    "Guelph Food Micro and our new sell sheet.",
        "facts": {
            "242": [["5-log reduction", "5-log"], ["under 5% fines", "5% fines"], ["still look raw"]],
            "244": [["600 MPa"], ["450 MPa"], ["Salmonella cocktail"], ["shaker test"]],
            "246": [["4.6 log"], ["grey"], ["3.2 log"], ["90 s"]],
        },
        "dates": ["2024-03-11", "2024-03-18", "2024-04-02", "2024-04-09", "2024-04-23", "2024-05-07",
                  "2024-05-14", "2024-05-28", "2024-06-10", "2024-06-17"],
        "noise": ["MSRP", "irresistible", "grain-free"],
        "bindings": [
            {"value": "5.8", "subject": "P2", "others": ["P3", "P4"]},
            {"value": "3.2", "subject": "P4", "others": ["P2", "P3"]},
            {"value": "4.6", "subject": "P3-H", "others": ["P2", "P4"]},
        ],
    },
    [
        ("hpp_lab_notebook_sam.md", text(f"""
# HPP + freeze-dry trials - lab notebook (Sam Nkemelu, QA/R&D)
Birchbark Pet Provisions, Guelph

## 2024-03-11
Why: CFIA/US FDA both treat Salmonella in raw pet food as a hazard, and our co-packer (FreshPress HPP) says
retailers in the US now want a validated kill step. Quote from Aidan's e-mail today: "for the validation letter
we need a 5-log reduction of Salmonella on the product as it goes into the dryer". Our own wants: treats must
still look raw (red/pink, not grey), and break less - today we get ~3% fines in the bag, must stay under 5% fines
after a shaker test.

What we don't know: HPP is validated for raw patties, not for whole chicken hearts or 2 cm liver cubes that then
get freeze-dried. Pressure is supposed to go through the whole piece, but heart fat + the muscle wall may
protect bacteria, and nobody has data on what HPP does to texture AFTER freeze-drying (the ice crystals
wreck the structure differently if the proteins are already unfolded).

## 2024-03-18
Plan with Guelph Food Micro (GFM): inoculate pieces with a 5-strain Salmonella cocktail, HPP at FreshPress,
freeze-dry here, GFM counts. Runs:
- P1 no HPP (control)
- P2 600 MPa 3 min
- P3 600 MPa 90 s
- P4 450 MPa 3 min
Liver cubes first, hearts later.

## 2024-04-02
First HPP run at FreshPress (P1-P4 liver). Pieces come out of the bags noticeably paler at 600 MPa 3 min. P4
looks almost normal.

## 2024-04-09
Freeze-dry cycle done (42 h). Shaker test (5 min on the sieve shaker, % through the 4 mm screen):
P1 3.1%, P2 9.4%, P3 4.2%, P4 3.5%. P2 crumbles - you can see it. Colour: P2 grey, P3 pinkish-brown, P4 red.

{C06_BLURB}

## 2024-04-23
GFM results, liver (log reduction vs P1): P2 5.8, P3 5.2, P4 3.2. So P4 is out at 3.2 log - not even close to 5. P3
passes on liver and texture is OK.

## 2024-05-07
Hearts run = P3-H (600 MPa 90 s on whole chicken hearts) + P2-H (600 MPa 3 min). HPP + dryer.

## 2024-05-28
GFM hearts: P3-H only 4.6 log. P2-H 5.5. So what worked on liver does not work on hearts at 90 s. Fat
cap/thick wall? Need the full 3 min for hearts and accept the grey colour, OR cut hearts in half. Fines on
P2-H were 6.8% - also over.

## 2024-06-10
Halved hearts, 600 MPa 90 s (P5-H) - run at FreshPress today, results in ~2 weeks.
""")),
        ("GFM_challenge_report_24-0418.pdf", pdf(
            "Guelph Food Micro Inc. | Guelph ON | Study 24-0418 | Client: Birchbark Pet Provisions Inc.", [
                ("title", "Challenge study 24-0418: HPP on raw meat pet treat pieces"),
                ("p", "Organism: Salmonella cocktail (S. Enteritidis, Typhimurium, Heidelberg, Senftenberg, "
                      "Montevideo), inoculated at about 7 log CFU/g. Enumeration on XLD after resuscitation in "
                      "BPW. Report issued June 17, 2024."),
                ("table", [
                    ["Run", "Product", "HPP", "Received", "Log reduction"],
                    ["P2", "liver cubes", "600 MPa, 3 min", "2024-04-09", "5.8"],
                    ["P3", "liver cubes", "600 MPa, 90 s", "2024-04-09", "5.2"],
                    ["P4", "liver cubes", "450 MPa, 3 min", "2024-04-09", "3.2"],
                    ["P2-H", "whole hearts", "600 MPa, 3 min", "2024-05-14", "5.5"],
                    ["P3-H", "whole hearts", "600 MPa, 90 s", "2024-05-14", "4.6"],
                ]),
                ("p", "Log reductions are versus the untreated, freeze-dried control (P1). A reduction of 5.0 log "
                      "or more was requested by the client. Runs P3-H and P4 did not reach it."),
            ])),
        ("birchbark_sell_sheet_2025.docx", docx([
            ("title", "Birchbark Pet Provisions - 2025 line"),
            ("p", "Single-ingredient, grain-free freeze-dried treats made in Guelph, Ontario."),
            ("h1", "The line"),
            ("table", [
                ["Product", "Size", "Case pack", "MSRP"],
                ["Chicken Heart Bites", "85 g", "12", "$14.99"],
                ["Beef Liver Cubes", "85 g", "12", "$15.99"],
                ["Salmon Skin Crisps", "70 g", "12", "$13.49"],
            ]),
            ("p", "Resealable kraft pouch, 18-month best before. Free display shipper with a 10-case opening "
                  "order. Contact sales@birchbarkpet.ca."),
        ])),
    ],
    noise_files=["birchbark_sell_sheet_2025.docx"],
    noise_spans={"hpp_lab_notebook_sam.md": [C06_BLURB]},
)
# ---------------------------------------------------------------------------
# C07 zero-valent iron columns for selenium removal from cold mine-influenced water (environmental consultancy,
#     BC, 2024) - only two files, a pilot report and a column workbook; a billing paragraph in the report is a
#     noise span; the plain ZVI bed (C1) cemented and plugged in 19 days; ZVI/sand (C2) removed 85% but not to
#     the limit; nitrate was eating the iron, so the woodchip cell ahead of ZVI/sand (C4) reached 14 µg/L at
#     3 °C; effluent Se of C2/C3/C4 bound to their columns.
# ---------------------------------------------------------------------------
C07_BILLING = ("Invoicing note for the client's AP group: time for this phase is billed under PO 7720-S at the "
               "2024 rate schedule; lab disbursements and courier of coolers to Burnaby are billed separately at "
               "cost plus 10%. Phase 2 will need a change order.")
case(
    {
        "name": "mine_water_selenium_zvi_cold_columns",
        "question": "We need lines 242, 244 and 246 of the T661 and a logbook for the selenium column pilot we "
                    "ran for the Fording Ridge site. Two files: the pilot report and the column workbook.",
        "facts": {
            "242": [["20 µg/L"], ["2 to 4 °C"], ["passivate", "cementing"], ["nitrate"]],
            "244": [["30% ZVI"], ["woodchip cell"], ["backflush"], ["empty-bed contact time", "EBCT"]],
            "246": [["19 days"], ["85%"], ["14 µg/L"], ["iron in the effluent"]],
        },
        "dates": ["2024-07-15", "2024-07-29", "2024-08-06", "2024-08-12", "2024-08-19", "2024-08-26",
                  "2024-09-09", "2024-09-23", "2024-10-07", "2024-10-21", "2024-11-04", "2024-11-18"],
        "noise": ["rate schedule", "change order", "cost plus 10%"],
        "bindings": [
            {"value": "48 µg/L", "subject": "C2", "others": ["C3", "C4"]},
            {"value": "39", "subject": "C3", "others": ["C2", "C4"]},
            {"value": "14 µg/L", "subject": "C4", "others": ["C2", "C3"]},
        ],
    },
    [
        ("selenium_zvi_pilot_report.docx", docx([
            ("title", "Selenium removal with zero-valent iron - cold-water column pilot"),
            ("p", "Kestrel Water Solutions Ltd., Cranbrook BC, for the Fording Ridge closed mine site. Prepared by "
                  "Ines Carvalho, P.Eng. and Tom Reimer, EIT. November 18, 2024."),
            ("h1", "Objective"),
            ("p", "Seepage from the waste rock at Fording Ridge carries about 300 µg/L selenium (mostly "
                  "selenate) and 15-20 mg N/L nitrate. The discharge permit amendment requires selenium below "
                  "20 µg/L at the outfall. The site has no power at the seep and the water is 2 to 4 °C most of "
                  "the year, so an active biological plant is not an option. The question was whether a passive "
                  "bed of zero-valent iron (ZVI) can do it."),
            ("p", "ZVI reduces selenate in warm lab tests. What nobody could tell us was whether it works at "
                  "2 to 4 °C, how long a bed lasts before the iron surfaces passivate or the bed plugs from "
                  "cementing with iron oxides, and how much of the iron the nitrate uses up before it gets to the "
                  "selenium. Published column data are at 20-25 °C and most are on synthetic water without nitrate."),
            ("h1", "Set-up"),
            ("p", "Four 1.5 m acrylic columns in a chilled trailer at the seep (water at 3 °C), fed with real "
                  "seep water from July 29, 2024. Flow set for a 12 h empty-bed contact time (EBCT) in the "
                  "ZVI zone."),
            ("table", [
                ["Column", "Media", "Operation"],
                ["C1", "100% granular ZVI", "continuous"],
                ["C2", "30% ZVI / 70% silica sand (by volume)", "continuous"],
                ["C3", "30% ZVI / 70% sand", "backflush with seep water twice a week"],
                ["C4", "woodchip cell (24 h) ahead of 30% ZVI / 70% sand", "continuous"],
            ]),
            ("p", C07_BILLING),
            ("h1", "Results"),
            ("p", "C1 cemented and plugged in 19 days: head loss climbed from 0.2 m to over 2 m and we could not "
                  "hold the flow. Opened up, the top 20 cm was a solid crust of iron oxide and sand-sized iron. "
                  "Mixing ZVI with sand stopped the plugging in C2-C4."),
            ("p", "C2 removed about 85% of the selenium (310 in, 48 µg/L out by week 12) - a lot, but not to the "
                  "limit. The nitrate was the problem: it was almost fully reduced to ammonia in the ZVI bed, so "
                  "most of the iron was going to nitrate, not selenium. The backflush in C3 helped a little. C4, "
                  "with the woodchip cell taking out the nitrate first, got to 14 µg/L selenium at 3 °C and held "
                  "it to the end of the run."),
            ("p", "Downsides we still need to deal with: all ZVI columns put iron in the effluent (2-6 mg/L "
                  "dissolved iron) and the woodchip cell releases some DOC in the first weeks. A polishing step "
                  "will be needed, and the bed life at full scale is still a guess from 16 weeks of data."),
        ])),
        ("zvi_column_data_2024.xlsx", xlsx([
            ("weekly", [
                ["date", "column", "Se in (µg/L)", "Se out (µg/L)", "NO3-N out (mg/L)", "Fe out (mg/L)",
                 "head loss (m)", "comment"],
                [D("2024-07-29"), "all", 305, None, None, None, None, "start-up, 3.1 C"],
                [D("2024-08-12"), "C1", 312, 95, 0.4, 5.8, 1.1, "head loss climbing"],
                [D("2024-08-19"), "C1", 298, None, None, None, 2.3, "C1 plugged on day 19, shut down"],
                [D("2024-08-26"), "C2", 300, 61, 1.2, 3.9, 0.3, ""],
                [D("2024-09-23"), "C2", 310, 52, 0.9, 4.4, 0.3, ""],
                [D("2024-10-21"), "C2", 310, 48, 1.1, 4.1, 0.4, "week 12"],
                [D("2024-10-21"), "C3", 310, 39, 0.8, 3.6, 0.2, "backflushed Tue/Fri"],
                [D("2024-09-23"), "C4", 310, 22, 0.1, 2.4, 0.3, "woodchip cell NO3 out <0.5"],
                [D("2024-10-21"), "C4", 310, 14, 0.05, 2.1, 0.3, ""],
                [D("2024-11-04"), "C4", 304, 14, 0.05, 2.0, 0.3, "end of run"],
            ]),
            ("summary week 12", [
                ["column", "Se out (µg/L)", "removal", "meets 20 µg/L?"],
                ["C1", "-", "plugged", "no"],
                ["C2", "48", "85%", "no"],
                ["C3", "39", "87%", "no"],
                ["C4", "14", "95%", "yes"],
            ]),
            ("log", [
                ["date", "who", "what"],
                [D("2024-07-15"), "IC/TR", "trailer set up at seep, chiller commissioned"],
                [D("2024-08-06"), "TR", "C1 head loss 0.9 m, backflush tried once, no help"],
                [D("2024-09-09"), "TR", "woodchip cell DOC 18 mg/L, dropping"],
                [D("2024-10-07"), "IC", "iron in effluent all columns 2-6 mg/L - need polishing"],
            ]),
        ])),
    ],
    noise_spans={"selenium_zvi_pilot_report.docx": [C07_BILLING]},
)
# ---------------------------------------------------------------------------
# C08 CO2 enrichment of a tomato greenhouse with cleaned flue gas from a wood-chip boiler (greenhouse vegetable
#     grower, ON, 2025) - a heat-supply contract page is noise; the climate computer export uses dd.mm.yyyy
#     (stated); baghouse only (F1) brought NOx into the crop and leaf curl; adding SCR (F2) fixed NOx but not
#     ethylene; the oxidation catalyst (F3) got ethylene under 10 ppb but fouled with potassium from bark-heavy
#     chips; canopy ethylene of F1/F2/F3 bound to their set-ups.
# ---------------------------------------------------------------------------
case(
    {
        "name": "greenhouse_co2_from_biomass_flue_gas",
        "question": "Please draft T661 lines 242, 244 and 246 and a logbook for our flue gas CO2 project. "
                    "Attached: Joost's project memo, the climate computer export, the e-mails with Hoekstra "
                    "Thermal and a page of the heat supply agreement.",
        "facts": {
            "242": [["800 ppm"], ["ethylene"], ["20 ppb"], ["never been done with wood chips"]],
            "244": [["baghouse"], ["SCR", "urea"], ["oxidation catalyst"], ["tomato seedlings as indicators",
                                                                           "indicator plants"]],
            "246": [["leaf curl"], ["under 10 ppb"], ["potassium"], ["780 ppm"]],
        },
        "dates": ["2025-01-08", "2025-01-13", "2025-01-20", "2025-02-03", "2025-02-10", "2025-02-24",
                  "2025-03-03", "2025-03-17", "2025-04-07", "2025-04-14", "2025-04-22"],
        "noise": ["force majeure", "take-or-pay", "indemnify"],
        "bindings": [
            {"value": "0.6 ppm", "subject": "F1", "others": ["F2", "F3"]},
            {"value": "about 60 ppb", "subject": "F2", "others": ["F1", "F3"]},
            {"value": "4 ppm", "subject": "F3", "others": ["F1", "F2"]},
        ],
    },
    [
        ("flue_gas_co2_memo.docx", docx([
            ("title", "Flue gas CO2 from the chip boiler - project memo"),
            ("p", "Lakeshore Vine Growers Inc., Kingsville ON. Joost van der Berg, head grower. April 22, 2025."),
            ("h1", "Why"),
            ("p", "We heat 6 ha of tomatoes with a 3 MW wood-chip boiler since 2023. For CO2 we still burn natural "
                  "gas in a separate boiler in daytime or buy liquid CO2, about $190,000 last year. The chip "
                  "boiler's flue gas has plenty of CO2 going up the stack. With natural gas, putting cleaned flue "
                  "gas into the greenhouse is normal practice. It has never been done with wood chips in any "
                  "greenhouse we could find: wood smoke has much more NOx, CO, fine dust and ethylene, and "
                  "tomatoes react to ethylene at very low levels (flower drop, leaf curl)."),
            ("p", "Our limits, worked out with our crop advisor: hold 800 ppm CO2 in daytime, and at the canopy "
                  "NOx under 0.1 ppm, CO under 10 ppm and ethylene under 20 ppb. We did not know which cleaning "
                  "steps would get there, or if it is possible at all with our fuel."),
            ("h1", "What we did"),
            ("p", "Hoekstra Thermal built a slip-stream off the boiler (after the condensing economizer) into "
                  "compartment 3 (0.5 ha) only. We tried three cleaning trains, each for several weeks:"),
            ("n", "F1 - baghouse (fabric filter) only."),
            ("n", "F2 - baghouse + SCR with urea injection for NOx."),
            ("n", "F3 - baghouse + SCR + oxidation catalyst for CO and ethylene."),
            ("p", "Canopy air was measured by the climate computer (CO2), a NOx analyzer on loan, and ethylene by "
                  "photo-acoustic analyzer at plant height. We also put young tomato seedlings as indicators in "
                  "the compartment, because they show ethylene damage faster than the crop."),
            ("h1", "What happened"),
            ("p", "F1: CO2 was easy but NOx at the canopy was 0.6 ppm and the indicator plants got leaf curl within "
                  "4 days. Stopped after 2 weeks. F2: the SCR brought NOx to 0.08 ppm, but ethylene stayed high "
                  "(about 60 ppb) and we lost flowers on the top trusses. So the SCR does nothing for ethylene, "
                  "which we half expected but had to know."),
            ("p", "F3 got ethylene under 10 ppb and CO to 4 ppm, and we held 780 ppm CO2 on average in daytime "
                  "- close to target. But the oxidation catalyst lost activity after about 600 hours; the supplier "
                  "found potassium on it, from the bark in our chips. With clean chips it came back after a wash. "
                  "Catalyst life with our fuel is the open question now, and compartment 3 is on gas again "
                  "until we have it."),
        ])),
        ("climate_export_comp3.csv", text("""
# Priva export - compartment 3 daytime averages (10:00-16:00). Datum = dd.mm.yyyy. Ethylene/NOx from loan analyzers.
datum,setup,co2_ppm,nox_ppm,co_ppm,ethylene_ppb,indicator_plants,remark
13.01.2025,gas boiler (ref),820,0.01,1,3,ok,reference week
20.01.2025,F1,840,0.6,9,64,leaf curl day 4,
03.02.2025,F1,835,0.58,8,61,leaf curl,F1 stopped
10.02.2025,F2,790,0.08,8,58,epinasty,urea 4 L/h
24.02.2025,F2,800,0.07,9,60,flower drop top trusses,
03.03.2025,F3,785,0.08,4,7,ok,
17.03.2025,F3,780,0.07,4,8,ok,
07.04.2025,F3,770,0.08,7,16,slight epinasty,catalyst dP up - K found on catalyst
14.04.2025,F3,780,0.07,4,6,ok,catalyst washed; clean chips only
""")),
        ("hoekstra_emails_flue_gas.txt", text("""
From: Joost van der Berg <joost@lakeshorevine.ca>
To: Pieter Hoekstra <pieter@hoekstrathermal.com>
Date: Wed, 8 Jan 2025 07:55:10 -0500
Subject: slip stream comp 3

Pieter, go ahead with the slip-stream to compartment 3 like we said. I'll run it with the baghouse only the
first weeks so we see what the chips give us. Honest question: do you know anybody doing this on wood? I don't.
Joost

-----
From: Pieter Hoekstra <pieter@hoekstrathermal.com>
To: Joost van der Berg
Date: Wed, 8 Jan 2025 13:20:44 -0500
Subject: RE: slip stream comp 3

Joost, no - on gas boilers yes, many, in NL and here. On wood I know one trial in Denmark that stopped because
of the smell. The SCR can be added after, we leave room in the duct. For ethylene you would need an oxidation
catalyst, but I can't promise you what it does on wood flue gas.
Pieter

-----
From: Pieter Hoekstra
To: Joost van der Berg
Date: Mon, 7 Apr 2025 16:02:31 -0400
Subject: catalyst

Joost, we had the catalyst sample analyzed: potassium deposits, a lot. Typical from bark and fines. It will
wash off but it will come back with that fuel. Try with clean debarked chips for a few weeks so we can compare.
Pieter
""")),
        ("heat_supply_agreement_p4.txt", text("""
HEAT SUPPLY AGREEMENT - Lakeshore Vine Growers Inc. and Essex Biomass Energy LP          Page 4 of 11

9. PAYMENT. The Customer shall pay the monthly capacity charge set out in Schedule B whether or not heat is
taken (take-or-pay), plus the energy charge per GJ metered at the delivery point. Invoices are due 30 days
from the invoice date. Late amounts bear interest at 1.5% per month.

10. FORCE MAJEURE. Neither party is liable for failure to perform caused by an event of force majeure,
including fire, flood, strike, or failure of the regional power grid, provided notice is given within
5 business days.

11. INDEMNITY. Each party shall indemnify and hold harmless the other from claims arising from its own
negligence or wilful misconduct.

12. TERM. Initial term of fifteen (15) years from the Commercial Operation Date, renewable for two terms of
five (5) years.
""")),
    ],
    noise_files=["heat_supply_agreement_p4.txt"],
)
# ---------------------------------------------------------------------------
# C09 recycled-tire rubber playground tiles that keep head-injury protection at -20 °C (surfacing manufacturer,
#     ON, 2024-25) - a dealer price list CSV is noise; results are only in the drop-test workbook and the lab
#     report; the standard tile (T1) and pillar geometry alone (T4) failed cold; the low-Tg binder with pillars
#     (T3) passed at -20 °C but pillar cracking after 50 freeze-thaw cycles pushed HIC over 1000 again; HIC at
#     -20 °C of T1/T3/T4 bound to their tiles.
# ---------------------------------------------------------------------------
case(
    {
        "name": "rubber_playground_tile_cold_hic",
        "question": "Hi, I need T661 lines 242, 244 and 246 and a logbook for our cold-weather playground tile "
                    "development. I've uploaded the NCTL drop test report, our drop test workbook and the 2025 "
                    "dealer price list.",
        "facts": {
            "242": [["HIC under 1000"], ["-20 °C"], ["2.4 m"], ["glass transition"]],
            "244": [["polyether"], ["pillar base"], ["freeze-thaw cycles"],
                    ["ASTM F1292"]],
            "246": [["1,410", "1410"], ["870"], ["cracked"], ["binder matters more"]],
        },
        "dates": ["2024-09-16", "2024-09-30", "2024-10-15", "2024-10-29", "2024-11-12", "2024-11-26",
                  "2024-12-10", "2025-01-08", "2025-01-22", "2025-02-05", "2025-02-12"],
        "noise": ["Dealer discount", "Ramp edge", "Install kit"],
        "bindings": [
            {"value": "1410", "subject": "T1", "others": ["T3", "T4"]},
            {"value": "870", "subject": "T3", "others": ["T1", "T4"]},
            {"value": "1180", "subject": "T4", "others": ["T1", "T3"]},
        ],
    },
    [
        ("NCTL_report_24-PS-0381.pdf", pdf(
            "Northern Compliance Testing Laboratories | Sudbury ON | Report 24-PS-0381", [
                ("title", "Impact attenuation of playground surfacing tiles at low temperature"),
                ("p", "Client: Tundra Surfacing Inc., Sudbury ON, attn. Marc-André Lévesque. Issued "
                      "February 5, 2025."),
                ("h1", "Scope"),
                ("p", "The client manufactures 90 mm interlocking tiles from recycled tire rubber (SBR crumb) "
                      "bound with polyurethane. Certification under CSA Z614 is done at room temperature. The "
                      "client asked whether the tiles keep HIC under 1000 from a 2.4 m fall height at -20 °C, "
                      "for municipal playgrounds used in winter. The PU binder has a glass transition close "
                      "to winter temperatures, and it was not known how far the tiles stiffen when cold or "
                      "whether changes to binder or tile geometry can compensate."),
                ("h1", "Method"),
                ("p", "Drop tests per ASTM F1292 (hemispherical headform, triaxial accelerometer), 3 drops per "
                      "location, 3 locations per tile type. Tiles conditioned 24 h at the test temperature in "
                      "a climate chamber and tested within 60 s of removal. Freeze-thaw conditioning: 50 cycles "
                      "-20 °C / +20 °C, water-saturated."),
                ("h1", "Results at 2.4 m drop height"),
                ("table", [
                    ["Tile", "Description", "HIC 23 °C", "HIC -20 °C", "HIC -20 °C after 50 F/T"],
                    ["T1", "standard SBR/MDI-polyester binder, flat base", "780", "1,410", "n.t."],
                    ["T2", "polyether binder (low Tg), flat base", "760", "1,090", "n.t."],
                    ["T3", "polyether binder, pillar base", "650", "870", "1,030"],
                    ["T4", "standard binder, pillar base", "690", "1,180", "n.t."],
                ]),
                ("p", "n.t. = not tested. Pass criterion HIC < 1000 and g-max < 200. Only T3 met the criterion at "
                      "-20 °C before freeze-thaw conditioning. After 50 freeze-thaw cycles several pillars on T3 "
                      "specimens were cracked at the root."),
            ])),
        ("drop_tests_tundra.xlsx", xlsx([
            ("in-house drops", [
                ["date", "tile", "batch", "temp C", "drop m", "HIC", "g-max", "by", "comment"],
                [D("2024-09-16"), "T1", "24-118", 22, 2.4, 792, 141, "MAL", "baseline, shop rig"],
                [D("2024-09-30"), "T1", "24-118", -20, 2.4, 1410, 212, "MAL", "chest freezer, 60 s - fails"],
                [D("2024-10-15"), "T2", "24-131", -20, 2.4, 1090, 188, "JK", "polyether binder from Covesto sample"],
                [D("2024-10-29"), "T4", "24-140", -20, 2.4, 1180, 196, "JK", "pillar base, std binder"],
                [D("2024-11-12"), "T3", "24-147", -20, 2.4, 870, 171, "MAL", "passes - send to NCTL"],
                [D("2024-11-26"), "T3", "24-147", -30, 2.4, 1240, 224, "MAL", "at -30 fails, FYI"],
            ]),
            ("freeze-thaw", [
                ["tile", "cycles", "start", "end", "HIC -20 C after", "notes"],
                ["T3", 50, D("2024-12-10"), D("2025-01-08"), 1030, "pillars cracked at the root on 7 of 24"],
                ["T3 (fillet r=6)", 50, D("2025-01-22"), None, None, "running - bigger fillet at pillar root"],
            ]),
            ("notes", [
                ["date", "note"],
                [D("2025-02-12"), "Conclusion so far: binder matters more than geometry. Pillars help a bit "
                                  "(T2 -> T3) but alone don't do it (T4). Pillar roots are the weak point in "
                                  "freeze-thaw."],
            ]),
        ])),
        ("tundra_dealer_price_list_2025.csv", text("""
sku,description,size,unit,list_price,notes
TS-90-BLK,Playground tile 90 mm black,500x500 mm,each,48.00,
TS-90-GRN,Playground tile 90 mm green (EPDM top),500x500 mm,each,61.00,
TS-RE-90,Ramp edge 90 mm,500 mm,each,39.50,wheelchair transition
TS-KIT,Install kit (pins + adhesive) per 20 tiles,,kit,72.00,
TS-DD,Dealer discount - orders over 200 tiles,,,-12%,until June 30 2025
""")),
    ],
    noise_files=["tundra_dealer_price_list_2025.csv"],
)
# ---------------------------------------------------------------------------
# C10 cold brew coffee concentrate that stays clear to 90 days without heat treatment (coffee roaster, NS,
#     2024-25) - only two files, a trial workbook and an e-mail thread; a trade-show PS in one e-mail is a noise
#     span; the 90-day / 20 NTU target is stated only in the café group's e-mail; finer filtration (B2) did not
#     help because the haze forms later (a precipitate, not fines); a 72 h cold settle (B3) stayed clear to day
#     60; the centrifuge (B4) added nothing; day-90 turbidity of B1/B2/B3 bound to their batches.
# ---------------------------------------------------------------------------
C10_PS = ("PS - totally separate thing: are you guys doing Coffee Fest in Toronto in April? We're thinking of "
          "splitting a 10x10 booth with another roaster to save on the $3,400 fee. Let me know.")
case(
    {
        "name": "cold_brew_concentrate_haze_sediment",
        "question": "Can you write T661 lines 242, 244 and 246 and a logbook for our cold brew clarity trials? "
                    "I only have the trial workbook and the e-mails with Saltbox Cafés.",
        "facts": {
            "242": [["90 days"], ["20 NTU"], ["without heat"], ["where the haze comes from"]],
            "244": [["1 µm cartridge"], ["72 h"], ["disc-stack centrifuge", "centrifuge"], ["turbidimeter"]],
            "246": [["came back"], ["28 NTU"], ["precipitate"], ["no better than"]],
        },
        "dates": ["2024-10-02", "2024-10-04", "2024-10-15", "2024-10-18", "2024-10-21", "2024-11-05",
                  "2024-11-08", "2024-11-14", "2024-12-14", "2024-12-20", "2025-01-07", "2025-01-13",
                  "2025-01-14", "2025-01-20", "2025-01-21", "2025-02-06"],
        "noise": ["Coffee Fest", "10x10 booth", "$3,400 fee"],
        "bindings": [
            {"value": "64", "subject": "B1", "others": ["B2", "B3"]},
            {"value": "51", "subject": "B2", "others": ["B1", "B3"]},
            {"value": "28", "subject": "B3", "others": ["B1", "B2"]},
        ],
    },
    [
        ("cold_brew_clarity_trials.xlsx", xlsx([
            ("batches", [
                ["batch", "brewed", "recipe", "clarification", "bottled", "NTU day 0", "notes"],
                ["B1", D("2024-10-15", "mmm d, yyyy"), "1:5, 18 h at 8 C, Colombia/Brazil blend",
                 "paper filter (current process)", D("2024-10-15", "mmm d, yyyy"), 9, "what we ship now"],
                ["B2", D("2024-10-15", "mmm d, yyyy"), "same", "paper + 1 µm cartridge", D("2024-10-15", "mmm d, yyyy"),
                 4, ""],
                ["B3", D("2024-10-18", "mmm d, yyyy"), "same",
                 "cold settle 72 h at 1 C, decant, then 1 µm cartridge", D("2024-10-21", "mmm d, yyyy"), 3,
                 "lost 6% volume in the settle"],
                ["B4", D("2024-11-05", "mmm d, yyyy"), "same",
                 "cold settle 72 h + rented disc-stack centrifuge + 1 µm", D("2024-11-08", "mmm d, yyyy"), 2,
                 "rental $900/wk"],
            ]),
            ("turbidity", [
                ["batch", "day", "checked", "NTU", "sediment visible?", "who"],
                ["B1", 30, D("2024-11-14"), 31, "yes, thin layer", "CM"],
                ["B2", 30, D("2024-11-14"), 27, "yes", "CM"],
                ["B1", 60, D("2024-12-14"), 49, "yes", "CM"],
                ["B2", 60, D("2024-12-14"), 44, "yes", "CM"],
                ["B3", 60, D("2024-12-20"), 12, "no", "CM"],
                ["B1", 90, D("2025-01-13"), 64, "yes", "AJ"],
                ["B2", 90, D("2025-01-13"), 51, "yes", "AJ"],
                ["B3", 90, D("2025-01-20"), 28, "slight haze", "AJ"],
                ["B4", 60, D("2025-01-07"), 13, "no", "AJ"],
                ["B4", 90, D("2025-02-06"), 29, "slight haze", "AJ"],
            ]),
        ])),
        ("saltbox_emails_cold_brew.txt", text(f"""
From: Priya Menon <priya@saltboxcafes.ca>
To: Callum MacNeil <callum@foghorncoffee.ca>
Date: Wed, 2 Oct 2024 14:08:51 -0300
Subject: cold brew concentrate - bottles with sludge

Hi Callum,
Three of our locations have pulled cold brew bottles because of a brown sludge on the bottom and the
concentrate going cloudy after about a month. Customers think it's gone off. If we're going to keep buying
the concentrate it has to stay clear for the full 90 days in our fridges - our QA lead wants it under 20 NTU
at day 90, and no visible sediment. And we don't want it pasteurized, it tastes cooked.

{C10_PS}

Priya Menon | Purchasing, Saltbox Cafés

-----
From: Callum MacNeil <callum@foghorncoffee.ca>
To: Priya Menon
Date: Fri, 4 Oct 2024 09:30:12 -0300
Subject: RE: cold brew concentrate - bottles with sludge

Priya - understood, and sorry. I'll be honest, we don't fully know where the haze comes from. It could be
coffee fines getting through the paper, or something that forms in the bottle over time. We'll run a set of
trial batches - finer filtration, a cold settle, maybe a centrifuge - and measure them on a turbidimeter
every month, all without heat. Results in January.
Callum

-----
From: Callum MacNeil
To: Priya Menon
Date: Tue, 14 Jan 2025 17:45:03 -0400
Subject: cold brew trial - day 90

Priya, day 90 numbers on the first batches. The 1 µm cartridge made it look great on day 0 but the haze
came back the same way, 51 NTU at day 90 against 64 for our normal process. So it isn't fines we're
missing - the stuff forms in the bottle, a precipitate that comes out slowly in the cold. The batch we cold
settled for 72 h before filtering is the best so far. Its day 90 read comes next week.
Callum

-----
From: Callum MacNeil
To: Priya Menon
Date: Tue, 21 Jan 2025 11:12:40 -0400
Subject: RE: cold brew trial - day 90

The cold settle batch (B3) was 28 NTU at day 90 with a slight haze, no sludge. Clear to day 60. Not quite
your 20 yet. We also tried a rented disc-stack centrifuge on B4 and it was no better than the settle alone,
so we'll drop it. Next I want to try a longer settle.
Callum

-----
From: Priya Menon
To: Callum MacNeil
Date: Thu, 6 Feb 2025 10:01:27 -0400
Subject: RE: cold brew trial - day 90

Thanks Callum. Let's keep the listing on the B3 process for now and look at the longer settle in the spring.
Priya
""")),
    ],
    noise_spans={"saltbox_emails_cold_brew.txt": [C10_PS]},
)


# ============================================================================ end of cases

if __name__ == "__main__":
    main()
