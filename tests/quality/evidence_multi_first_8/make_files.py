#!/usr/bin/env python3
"""Builds the multi-file evidence cases of the eighth first-contact set (evidence_multi_first_8).

Run:  python3 make_files.py
Needs: python-docx, openpyxl, reportlab (standard fonts only).
Writes every evidence file of every case into this folder, then cases.json.

Case metadata (facts, dates, noise, bindings) sits next to the content it refers to. Two kinds of
noise are registered for verify.py (which imports this module; files are only written when run):
  NOISE_FILES[case]  -> whole files that are not work records (invoice, price list, flyer, contract,
                        HR policy, job posting, safety minutes);
  NOISE_SPANS[case]  -> {file: [paragraphs]} non-record paragraphs INSIDE a record file (a budget
                        item in a report, a trade-show aside in an e-mail thread).
NOT_ENTRIES[case]   -> dates that occur in record files but are not work entries (calibration due
                        dates, spec revision dates, range end days); verify.py only uses it to silence
                        its stray-date warnings. They are deliberately absent from "dates".
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
                        shown = 11
                    else:
                        cell.value = val
                        shown = len(str(val)) if val is not None else 0
                    widths[c] = max(widths.get(c, 0), shown)
            for c, w in widths.items():
                ws.column_dimensions[get_column_letter(c)].width = min(max(w + 2, 8), 60)
        wb.properties.creator = "evidence_multi_first_8"
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
    WRITERS.extend(files)
    CASES.append({
        "name": meta["name"],
        "question": meta["question"],
        "files": [{"file": n, "contentType": CONTENT_TYPES[os.path.splitext(n)[1]]} for n, _ in files],
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


# ============================================================================ cases
# ---------------------------------------------------------------------------
# C01 wet-mix shotcrete early strength on cold rock (underground mining contractor, ON) - no noise file;
#     a budget paragraph inside the DOCX report is noise; the 1.0 MPa at 4 h re-entry target is stated in
#     the mine's e-mail; workbook values only on its second sheet; failed 40 C mix water attempt only in the
#     e-mail and the first sheet; lab PDF with running header, page numbers and a calibration date that is
#     not an entry
# ---------------------------------------------------------------------------
C01_BUDGET = ("Budget review with Kirsten Aho on the crew overtime line: the Q2 overtime pool is $48,000 and the "
              "new boom truck lease starts at $6,200 per month from June. Two nozzlemen are booked for the "
              "refresher course in Timmins; travel comes out of the training budget, not this project.")
case(
    {
        "name": "shotcrete_cold_rock_early_strength",
        "question": "Please draft T661 lines 242, 244 and 246 and a dated logbook for our cold-rock shotcrete "
                    "work on the Wahnapitae Deep ramp. Sophie's report, the panel workbook, the core lab report "
                    "and the e-mails with the mine are attached.",
        "facts": {
            "242": [["1.0 MPa at 4 h"], ["35 MPa or more", "35 MPa at 28 days"], ["rebound under 12%"],
                    ["rock surface at 4 C", "slows sharply in the cold"]],
            "244": [["9% bwc"], ["30 C mix water", "heated mix water"], ["C-S-H seeding admixture"],
                    ["EN 14488-2", "needle penetrometer"]],
            "246": [["0.35 MPa"], ["29.5 MPa"], ["plugged the hose"], ["1.06 MPa", "38.5 MPa", "1.02 MPa at 4 h"]],
        },
        "dates": ["2025-01-28", "2025-01-29", "2025-02-11", "2025-02-13", "2025-02-18", "2025-02-20",
                  "2025-02-27", "2025-03-06", "2025-03-12", "2025-03-13", "2025-03-18", "2025-03-27",
                  "2025-03-31", "2025-04-03", "2025-04-07", "2025-04-25"],
        "noise": ["overtime pool", "boom truck lease", "training budget"],
        "bindings": [
            {"value": "0.62 MPa", "subject": "SC1", "others": ["SC2", "SC4"]},
            {"value": "0.71 MPa", "subject": "SC2", "others": ["SC1", "SC3"]},
            {"value": "1.18 MPa", "subject": "SC3", "others": ["SC4", "SC2"]},
        ],
    },
    [
        ("shotcrete_cold_ramp_trial_report.docx", docx([
            ("title", "Cold-Rock Wet-Mix Shotcrete - Early Strength Trials"),
            ("p", "Nickel Basin Ground Support Ltd. - Technical Services, Sudbury ON. Prepared by Sophie Lavigne, "
                  "P.Eng. Report date: April 25, 2025."),
            ("h1", "1. Plan"),
            ("p", "Objective: a wet-mix shotcrete that reaches 1.0 MPa at 4 h when sprayed on rock at 4 C, keeps "
                  "35 MPa or more at 28 days, and keeps rebound under 12% so the mix stays within the contract "
                  "rebound allowance."),
            ("p", "Technical uncertainty: the alkali-free accelerator we use sets the mix by forming ettringite, "
                  "and that reaction slows sharply in the cold. It was not known whether the accelerator could set "
                  "fast enough against a rock surface at 4 C, which pulls heat out of the first 20 to 30 mm of the "
                  "layer, or whether raising the accelerator dose to compensate would cost 28-day strength. The "
                  "supplier data sheets only give early strength at 20 C, and the published cold-weather work is "
                  "on dry-mix shotcrete, which behaves differently."),
            ("h1", "2. Method"),
            ("p", "A cold box (insulated sea container with a glycol chiller) held 600 x 600 x 100 mm steel-backed "
                  "test panels and the box air at 4 C for 24 h before spraying. Base mix: 450 kg/m3 GU cement, 5% "
                  "silica fume, 8 mm maximum aggregate, 40 kg/m3 macro-synthetic fibre, w/cm 0.42. Early strength "
                  "was read with the needle penetrometer (EN 14488-2, method A) up to 1 MPa and by stud driving "
                  "above 1 MPa. Rebound was caught on tarps and weighed. 75 mm cores were drilled at 7 days and "
                  "tested at 28 days by Northern Ontario Concrete Lab."),
            ("p", "Trials (accelerator dose as % by weight of cement, bwc):"),
            ("b", "SC0 - baseline, accelerator 6% bwc, mix water 12 C."),
            ("b", "SC1 - accelerator raised to 9% bwc."),
            ("b", "SC2 - heated mix water: 30 C mix water, accelerator 6% bwc. The first attempt used 40 C water "
                  "and was abandoned (see e-mail of February 18)."),
            ("b", "SC3 - accelerator 7% bwc plus 2% C-S-H seeding admixture."),
            ("b", "SC4 - accelerator 6% bwc, 2% C-S-H seeding admixture, mix water 25 C."),
            ("h1", "3. Results"),
            ("table", [
                ["Trial", "Sprayed", "Strength at 4 h", "Rebound", "28-day core (NOCL)"],
                ["SC0", "Feb 11", "0.35 MPa", "11%", "not cored"],
                ["SC1", "Feb 13", "0.62 MPa", "10%", "29.5 MPa"],
                ["SC2", "Feb 20", "0.71 MPa", "14%", "not cored"],
                ["SC3", "Feb 27", "1.18 MPa", "16%", "36.2 MPa"],
                ["SC4", "Mar 6", "1.06 MPa", "10.5%", "38.5 MPa"],
            ]),
            ("p", "The baseline only reached 0.35 MPa at 4 h on cold rock. SC1 almost doubled the early strength "
                  "but its cores came back at 29.5 MPa, below the 35 MPa design, so a higher accelerator dose is "
                  "not a route. Warm water (SC2) helped only a little and raised rebound to 14%; water hotter than "
                  "30 C is limited by slump loss. The C-S-H seeding admixture in SC3 gave the fastest set of all "
                  "but made the mix sticky at the nozzle and rebound rose to 16%. SC4 combined the seed with the "
                  "normal dose and moderately warm water and met all three criteria in the cold box."),
            ("p", "Underground trial on the 2450 ramp (March 18): SC4 gave 1.02 MPa at 4 h with 11.2% rebound "
                  "(rock 4.5 C)."),
            ("h1", "4. Conclusion"),
            ("p", "On cold rock the limiting step is nucleation of the early hydrates at the rock face, not the "
                  "amount of accelerator: more accelerator trades early strength for long-term strength, and heat "
                  "added through the mix water is capped by pumpability. Supplying nuclei with the seeding "
                  "admixture, at the normal accelerator dose, is what moved the 4 h strength past the re-entry "
                  "requirement without losing 28-day strength. Next: verify the SC4 rebound on overhead spraying "
                  "and at 2 C rock."),
            ("h1", "5. Budget and scheduling (management)"),
            ("p", C01_BUDGET),
        ])),
        ("spray_panels_2025.xlsx", xlsx([
            ("mixes", [
                ["trial", "sprayed", "accelerator_pct_bwc", "CSH_seed_pct", "mix_water_C", "box_air_C",
                 "panel_C", "note"],
                ["SC0", D("2025-02-11", "d-mmm-yy"), 6, 0, 12, 4, 4, "baseline"],
                ["SC1", D("2025-02-13", "d-mmm-yy"), 9, 0, 12, 4, 4, ""],
                ["SC2 (1st)", D("2025-02-18", "d-mmm-yy"), 6, 0, 40, 4, 4,
                 "slump 180 -> 90 mm in 20 min, hose plug at reducer after 6 min - abandoned"],
                ["SC2", D("2025-02-20", "d-mmm-yy"), 6, 0, 30, 4, 4, ""],
                ["SC3", D("2025-02-27", "d-mmm-yy"), 7, 2, 12, 4, 4, "sticky at nozzle"],
                ["SC4", D("2025-03-06", "d-mmm-yy"), 6, 2, 25, 4, 4, ""],
            ]),
            ("early_strength", [
                ["trial", "0.5 h (MPa)", "1 h (MPa)", "2 h (MPa)", "4 h (MPa)", "8 h (MPa)", "24 h (MPa)",
                 "rebound (%)", "method"],
                ["SC0", 0.08, 0.15, 0.22, 0.35, 0.9, 4.1, 11, "needle / stud"],
                ["SC1", 0.14, 0.26, 0.41, 0.62, 1.5, 6.3, 10, "needle / stud"],
                ["SC2", 0.12, 0.24, 0.45, 0.71, 1.7, 6.8, 14, "needle / stud"],
                ["SC3", 0.25, 0.48, 0.83, 1.18, 2.6, 9.2, 16, "needle / stud"],
                ["SC4", 0.21, 0.41, 0.74, 1.06, 2.4, 8.9, 10.5, "needle / stud"],
            ]),
        ])),
        ("NOCL_core_report_25-044.pdf", pdf(
            "Northern Ontario Concrete Lab Inc. | Report NOCL-25-044 | Client: Nickel Basin Ground Support Ltd.", [
                ("title", "Compressive Strength of Drilled Shotcrete Cores"),
                ("p", "Report NOCL-25-044. Client: Nickel Basin Ground Support Ltd., attn. S. Lavigne. Test "
                      "method: CSA A23.2-14C (drilled cores), strengths corrected for L/D. Samples: 75 mm cores "
                      "drilled from test panels SC1, SC3 and SC4."),
                ("table", [
                    ["Event", "Date"],
                    ["Cores SC1 and SC3 received", "March 12, 2025"],
                    ["SC1 tested (28 d)", "March 13, 2025"],
                    ["SC3 tested (28 d)", "March 27, 2025"],
                    ["Cores SC4 received", "March 31, 2025"],
                    ["SC4 tested (28 d)", "April 3, 2025"],
                    ["Report issued", "April 7, 2025"],
                ]),
                ("h1", "1. Results"),
                ("table", [
                    ["Core", "Panel", "Age (d)", "L/D", "Density (kg/m3)", "Strength (MPa)"],
                    ["25-044-01", "SC1", "28", "1.52", "2265", "30.4"],
                    ["25-044-02", "SC1", "28", "1.48", "2251", "28.1"],
                    ["25-044-03", "SC1", "28", "1.55", "2270", "30.0"],
                    ["", "SC1 average", "", "", "", "29.5 MPa"],
                    ["25-044-04", "SC3", "28", "1.50", "2282", "35.8"],
                    ["25-044-05", "SC3", "28", "1.47", "2290", "37.1"],
                    ["25-044-06", "SC3", "28", "1.51", "2276", "35.7"],
                    ["", "SC3 average", "", "", "", "36.2 MPa"],
                    ["25-044-07", "SC4", "28", "1.53", "2301", "39.2"],
                    ["25-044-08", "SC4", "28", "1.49", "2296", "37.6"],
                    ["25-044-09", "SC4", "28", "1.50", "2305", "38.7"],
                    ["", "SC4 average", "", "", "", "38.5 MPa"],
                ]),
                ("pagebreak", None),
                ("h1", "2. Remarks"),
                ("p", "SC1 cores showed a fine network of shrinkage microcracks in the outer 15 mm. SC3 and SC4 "
                      "cores were sound. Design strength stated by client: 35 MPa at 28 days."),
                ("h1", "3. Equipment"),
                ("p", "Compression machine Forney F-502, serial 11873, calibration due 2025-11-30. Results relate "
                      "only to the items tested."),
            ])),
        ("ramp_shotcrete_emails.txt", text("""
From: Dale Marchand <dmarchand@wahnapitaedeep.ca>
To: Sophie Lavigne <slavigne@nickelbasings.ca>
Date: Tue, 28 Jan 2025 09:12 -0500
Subject: 2450 ramp - shotcrete re-entry

Sophie,
Since the new vent raise went in, rock on the 2450 ramp sits at 3-5 C all winter and your shotcrete is
still soft at end of shift. Our ground control standard says nobody works under fresh shotcrete until it
has 1.0 MPa at 4 h or better (needle test), and right now we are waiting 8 to 10 hours. We can't give up
long-term strength either - the support design is 35 MPa at 28 days. Can you look at it?
Dale Marchand, P.Eng. - Ground Control, Wahnapitae Deep Mine

-----
From: Sophie Lavigne
Date: Wed, 29 Jan 2025 14:30 -0500
Subject: RE: 2450 ramp - shotcrete re-entry

Dale, yes. We'll set up a cold box at the yard and spray panels at 4 C so we aren't experimenting on your
ramp. Rebound matters too for us: the contract allows rebound under 12% measured on tarps, and the usual
fixes for slow set (stickier mixes) tend to push it up. First panels the week of Feb 10.

-----
From: Sophie Lavigne
Date: Tue, 18 Feb 2025 16:40 -0500
Subject: RE: 2450 ramp - shotcrete re-entry

Quick update. Today we tried heating the mix water to 40 C to get a warmer mix to the nozzle. Slump fell
from 180 to 90 mm in 20 min and we plugged the hose at the reducer after 6 min of spraying. 40 C water is
out; trying 30 C on Thursday. The 9% accelerator panels from last week look good early but I want the
28-day cores before I get excited.

-----
From: Dale Marchand
Date: Tuesday, March 18, 2025 3:05 PM
Subject: RE: 2450 ramp - underground trial

Sophie - today's trial with your SC4 mix on the 2450 ramp: rock 4.5 C, needle readings averaged
1.02 MPa at 4 h at the three stations and rebound was 11.2% on the tarps. First time we've hit the
re-entry number in winter. Send me the 28-day cores when you have them.
Dale
""")),
    ],
    noise_spans={"shotcrete_cold_ramp_trial_report.docx": [C01_BUDGET]},
    not_entries=["2025-11-30", "2025-02-10"],
)

# ---------------------------------------------------------------------------
# C02 gluten-free bagel staling and kettle splitting (bakery, QC) - wholesale price list CSV noise (named);
#     markdown journal with ISO and "Tue Apr 8" headings; CSV with measurement dates as column headers;
#     sensory lab PDF (two pages) holding the day-5 liking result only
# ---------------------------------------------------------------------------
case(
    {
        "name": "gluten_free_bagel_staling",
        "question": "Could you put together lines 242, 244 and 246 and a logbook for the gluten-free bagel "
                    "project? My journal, the texture readings and the sensory lab's report are attached. The "
                    "wholesale price list is just for our grocery accounts.",
        "facts": {
            "242": [["40% or less"], ["no more than 1 in 24"], ["starch retrogradation"], ["no gluten network"]],
            "244": [["50 ppm"], ["pre-gelatinized tapioca", "scald"], ["psyllium 6%"],
                    ["TPA hardness", "texture analyser"]],
            "246": [["+125%"], ["gummy centre"], ["11 of 24"], ["+31%", "6.9"]],
        },
        "dates": ["2025-04-01", "2025-04-08", "2025-04-15", "2025-04-17", "2025-04-24", "2025-05-06",
                  "2025-05-07", "2025-05-08", "2025-05-09", "2025-05-11", "2025-05-13", "2025-05-20"],
        "noise": ["case of 36", "Net 30 for grocery accounts", "Minimum order", "Delivery zone"],
        "bindings": [
            {"value": "+34%", "subject": "B2", "others": ["B4", "B3"]},
            {"value": "+66%", "subject": "B3", "others": ["B1", "B4"]},
            {"value": "+31%", "subject": "B4", "others": ["B2", "B0"]},
        ],
    },
    [
        ("gf_bagel_rd_journal.md", text("""
# GF bagel R&D journal - Fairmount Free Bakehouse (Mile End, Montreal)

Base recipe B0 (flour basis): white rice flour 45 / tapioca starch 30 / potato starch 21 / psyllium 4,
hydration 92%, yeast 2.5%, malt syrup in the kettle. Boil 45 s per side, bake 235 C deck 17 min.
Texture = TPA hardness on the texture analyser (2 cycles, 40% compression, 25 mm probe, 3 bagels x 2 slices).

## 2025-04-01 - kickoff with Rachel
- Marché Laurier wants a GF bagel that holds 5 days ambient on shelf. Ours is a hockey puck by day 2-3.
- Targets: TPA hardness increase 40% or less from day 0 to day 5; no more than 1 in 24 splitting in the
  kettle; day-5 overall liking within 0.5 of our wheat bagel on the 9-pt hedonic scale.
- Why it's hard: no gluten network to hold water and gas. What firms up is starch retrogradation in the rice
  and tapioca crumb, and the usual anti-staling moves (more water, enzymes) make the dough weaker in the
  kettle -> more splits. All the GF staling papers we found are on pan bread, nothing on boiled doughs.

## Tue Apr 8
B0 and B1 (psyllium 6% instead of 4%) - 24 each
kettle splits: B0 11 of 24, B1 3 of 24
B1 crumb gummy centre even after 2 h cooling
day 5 hardness (checked the following Sunday): B0 +125%, B1 +108%
-> psyllium binds water where we don't want it, barely touches staling. park it

## Tue Apr 15
B2 = B0 + maltogenic amylase 50 ppm (flour basis)
splits 10 of 24, enzyme does nothing for the kettle
day 5: +34% !! first one under the 40% line

## Thu Apr 17
B3 = B0 + 8% pre-gelatinized tapioca (scald, made the night before, replaces 8 of the tapioca)
splits 2 of 24 - scald skins the outside much better in the boil
day 5: +66%

## Thu Apr 24
B4 = B2 + B3 (50 ppm amylase + 8% scald)
splits 1 of 24. crumb soft, chew a bit short. Rachel: closest yet

## 2025-05-06 - shelf-life series
B2, B3, B4 and wheat control W baked together from one flour lot, retail PE bags, 21 C.
TPA on May 6, 7, 9 and 11 -> tpa_hardness_may2025.csv

## May 8
Second bake of B4 + W for the sensory panel (panel on day 5). Dropped at the lab 4 pm.

## Tue May 13
Panel ran today at Saint-Laurent, 60 consumers. Verbal: B4 close to wheat. Written report to follow.

## May 20
Report SP-117 in: B4 6.9 vs wheat 7.2 overall liking -> within 0.5. Texture liking still lower (chew).
Next: try 75 ppm amylase on B4 for the chew, and scale the scald to the 80 qt mixer.
""")),
        ("tpa_hardness_may2025.csv", text("""
# TPA hardness (N) - shelf-life series baked 2025-05-06 - 2 cycles 40% compression 25 mm probe - mean of 6,,,,,,
variant,recipe,2025-05-06 (d0),2025-05-07 (d1),2025-05-09 (d3),2025-05-11 (d5),change_d0_to_d5
B2,B0 + 50 ppm maltogenic amylase,12.8,14.0,15.9,17.2,+34%
B3,B0 + 8% pre-gelatinized tapioca,13.0,15.7,19.1,21.6,+66%
B4,B2 + B3,13.5,14.6,16.4,17.7,+31%
W,wheat control,9.6,11.9,14.8,16.3,+70%
""")),
        ("SLSEL_sensory_report_SP-117.pdf", pdf(
            "Saint-Laurent Sensory Evaluation Laboratory | Report SP-117 | Confidential - client use only", [
                ("title", "Consumer Acceptance Test - Gluten-Free Bagel B4 vs Wheat Reference"),
                ("p", "Client: Fairmount Free Bakehouse Inc. Samples: gluten-free bagel code B4 and wheat "
                      "reference bagel code W, both baked by the client on May 8, 2025 and stored in retail bags "
                      "at 21 C. Evaluation date: May 13, 2025 (day 5 after baking). Report date: May 20, 2025."),
                ("h1", "1. Panel and method"),
                ("p", "60 untrained consumers (regular bagel eaters, 18 to 65 years), sequential monadic "
                      "presentation, balanced order, 3-digit codes. 9-point hedonic scale (1 = dislike extremely, "
                      "9 = like extremely) and 5-point just-about-right (JAR) scales."),
                ("h1", "2. Results"),
                ("table", [
                    ["Attribute", "B4 (mean)", "W (mean)", "Difference", "p (paired t)"],
                    ["Overall liking", "6.9", "7.2", "0.3", "0.21"],
                    ["Appearance liking", "7.0", "7.4", "0.4", "0.09"],
                    ["Texture liking", "6.4", "7.3", "0.9", "0.002"],
                    ["Flavour liking", "7.1", "7.0", "0.1", "0.71"],
                ]),
                ("pagebreak", None),
                ("table", [
                    ["JAR attribute (B4)", "Too little", "Just about right", "Too much"],
                    ["Chewiness", "38%", "55%", "7%"],
                    ["Crust shine", "12%", "80%", "8%"],
                    ["Moistness", "5%", "78%", "17%"],
                ]),
                ("h1", "3. Conclusion"),
                ("p", "Overall liking of B4 at day 5 is not significantly different from the wheat reference "
                      "(difference 0.3 points). Texture liking is significantly lower, driven by insufficient "
                      "chewiness (38% too little)."),
            ])),
        ("wholesale_price_list_2025.csv", text("""
Fairmount Free Bakehouse - wholesale price list 2025 (effective March 1 2025),,,
item,pack,price_CAD,notes
Sesame bagel (wheat),case of 36,39.00,
Everything bagel (wheat),case of 36,41.00,
GF plain bagel,case of 24,42.00,dedicated GF line
GF sesame bagel,case of 24,44.00,dedicated GF line
Cream cheese tub 1 kg,each,12.50,
TERMS,Net 30 for grocery accounts; COD for cafes,,
TERMS,Minimum order $250 per delivery,,
TERMS,Delivery zone: island of Montreal and Laval; off-island +$35,,
""")),
    ],
    noise_files=["wholesale_price_list_2025.csv"],
)

# ---------------------------------------------------------------------------
# C03 wayside wheel flat detection on frozen ballast (rail signal systems, SK) - job posting noise (not named);
#     design memo DOCX with headings; eval CSV whose winter numbers must stay with their model (M2/M3/M4 close);
#     e-mail thread holding the controlled field test (only there); install range "Oct 8-10"
# ---------------------------------------------------------------------------
case(
    {
        "name": "rail_wheel_flat_wayside_frozen_ballast",
        "question": "Can you draft lines 242, 244 and 246 and a logbook for the wheel flat detector R&D? The "
                    "design memo, the evaluation runs and the e-mails with the Assiniboia Valley railway are in "
                    "the folder.",
        "facts": {
            "242": [["40 mm or longer"], ["fewer than 1 per 1,000 axles"], ["frozen ballast"], ["15 to 65 km/h"]],
            "244": [["speed-normalized peak", "kurtosis"], ["spectrograms"],
                    ["ballast temperature", "temperature conditioning"], ["3,412 axles", "tape-measured"]],
            "246": [["64.2%"], ["6.8 per 1,000 axles"], ["missed the 41 mm flat"], ["91.4%", "0.7 per 1,000 axles"]],
        },
        "dates": ["2024-10-08", "2024-10-21", "2024-11-04", "2024-11-25", "2024-12-16", "2025-01-13",
                  "2025-01-14", "2025-01-15", "2025-02-04", "2025-02-21"],
        "noise": ["Rail Traffic Controller", "CROR certification", "shift differential", "Moose Jaw dispatch office"],
        "bindings": [
            {"value": "78.3%", "subject": "M2", "others": ["M1", "M3"]},
            {"value": "64.2%", "subject": "M3", "others": ["M4", "M2"]},
            {"value": "91.4%", "subject": "M4", "others": ["M3", "M2"]},
        ],
    },
    [
        ("wheel_flat_detector_design_memo.docx", docx([
            ("title", "WFD-2 Wayside Wheel Flat Detector - Design Memo"),
            ("p", "Prairie Shortline Signal Systems Inc., Regina SK. Author: Tunde Okafor. Issued Feb 21, 2025."),
            ("h1", "Plan"),
            ("p", "Grain short lines want wheel flats caught before they break rail in winter, without a "
                  "wheel impact load detector that costs more than the line earns. Targets for WFD-2: detect "
                  "wheel flats 40 mm or longer, at train speeds of 15 to 65 km/h, with fewer than 1 per 1,000 "
                  "axles false alarms, year-round down to -40 C."),
            ("p", "Uncertainty: the impact from a flat depends on speed, axle load (loaded or empty hopper) and "
                  "track stiffness. When ballast and subgrade freeze the track becomes several times stiffer and "
                  "impact pulses become shorter and sharper, so a healthy wheel on frozen ballast can look like a "
                  "flat on summer track. We did not know whether a detector trained on unfrozen track would work "
                  "on frozen ballast, or which signal features stay stable across the freeze."),
            ("h1", "Method"),
            ("p", "Site: two rail-mounted accelerometers (25 kHz) and a microphone at MP 42.7 on the Assiniboia "
                  "Sub, wheel sensors for speed and axle counting, and a ballast thermistor at 300 mm depth, "
                  "installed Oct 8-10, 2024. Truth: wheels flagged by any model plus a random sample of others "
                  "were tape-measured at the car shop; 3,412 axles labelled by end of January."),
            ("b", "M1 - fixed threshold on peak rail acceleration (g)."),
            ("b", "M2 - speed-normalized peak plus kurtosis of the 20 ms impact window."),
            ("b", "M3 - small CNN on spectrograms of each wheel passage, trained on October-November passes "
                  "(unfrozen)."),
            ("b", "M4 - M3 architecture with ballast temperature as an extra input (temperature conditioning), "
                  "retrained on pooled October-January passes."),
            ("h1", "Results"),
            ("table", [
                ["Model", "Evaluation set", "Recall (flats 40 mm+)", "False alarms"],
                ["M1", "winter (frozen)", "61.5%", "6.8 per 1,000 axles"],
                ["M2", "winter (frozen)", "78.3%", "2.9 per 1,000 axles"],
                ["M3", "unfrozen holdout", "93.1%", "0.9 per 1,000 axles"],
                ["M3", "winter (frozen)", "64.2%", "4.4 per 1,000 axles"],
                ["M4", "winter (frozen)", "91.4%", "0.7 per 1,000 axles"],
                ["M4", "unfrozen holdout", "92.6%", "0.8 per 1,000 axles"],
            ]),
            ("p", "The key finding is the collapse of M3 from 93.1% to 64.2% once the ballast froze: the "
                  "spectrogram features it learned in the fall are tied to track stiffness. M2's physics-based "
                  "normalization degraded less but is still far from target. Adding ballast temperature as an "
                  "input and training across the freeze (M4) restored recall and brought false alarms under "
                  "target. In the January controlled test (see e-mails) M3 missed the 41 mm flat entirely."),
            ("h1", "Conclusion"),
            ("p", "Track stiffness, not speed, is the dominant nuisance variable in winter. A single-season model "
                  "is not transferable; the detector needs a stiffness proxy. Open: spring thaw (partly frozen, "
                  "uneven support) has not been seen yet and may need its own data."),
        ])),
        ("detector_eval_runs.csv", text("""
run_id,date,model,train_set,eval_set,passes,axles,flats_truth,recall_pct,false_alarms_per_1000_axles,note
R01,2024-10-21,M1,none (threshold),unfrozen Oct,38,5210,9,87.5,1.6,threshold set on first week
R02,2024-11-04,M2,none (threshold),unfrozen Oct-Nov,71,9655,14,90.0,1.1,
R03,2024-11-25,M3,Oct-Nov passes,unfrozen holdout,29,3980,7,93.1,0.9,
R04,2024-12-16,M1,none (threshold),winter Dec (frozen),44,6120,13,61.5,6.8,ballast -6 to -21 C
R05,2024-12-16,M2,none (threshold),winter Dec (frozen),44,6120,13,78.3,2.9,
R06,2024-12-16,M3,Oct-Nov passes,winter Dec (frozen),44,6120,13,64.2,4.4,fails on frozen track
R07,2025-02-04,M4,Oct-Jan pooled + ballast temp,winter Dec-Jan (frozen),52,7230,16,91.4,0.7,
R08,2025-02-04,M4,Oct-Jan pooled + ballast temp,unfrozen holdout,29,3980,7,92.6,0.8,
""")),
        ("email_shortline_field_test.txt", text("""
From: Tunde Okafor <tokafor@prairieshortline.ca>
To: Gord Wiebe <gwiebe@assiniboiavalleyrail.ca>
Date: Mon, 13 Jan 2025 10:02 -0600
Subject: controlled wheel flat test at MP 42.7

Gord,
Thanks for agreeing to this. Plan for tomorrow: your work train with the two hoppers your shop set aside
(flats tape-measured at 41 mm and 58 mm), ten passes each direction at 20, 40 and 55 km/h. We'll run M2 and
M3 side by side on the wayside box. Forecast says -38 C so we'll get the frozen case for sure.
Tunde

-----
From: Tunde Okafor
Date: Tuesday, January 14, 2025 5:48 PM
Subject: RE: controlled wheel flat test at MP 42.7

Gord, summary from today (-38 C, ballast -19 C at 300 mm):
- M2 caught the 58 mm flat on every pass; the 41 mm flat only at 20 km/h.
- M3 missed the 41 mm flat on all passes and raised 2 alarms on healthy wheels of the loaded cars.
So the spectrogram model learned the fall track, not the flats. We will retrain with ballast temperature
as an input. Can the shop re-measure both flats after today's passes?

-----
From: Gord Wiebe
Date: Wed, 15 Jan 2025 08:15 -0600
Subject: RE: controlled wheel flat test at MP 42.7

Re-measured this morning: 41 mm unchanged, the big one is now 60 mm (some metal came off). Both cars are
going in for wheel change Friday. Keep us posted on the new version.
Gord Wiebe, Mechanical Supervisor, Assiniboia Valley Railway
""")),
        ("posting_rail_traffic_controller.txt", text("""
JOB POSTING - Rail Traffic Controller (RTC), full time
Prairie Shortline Signal Systems Inc. - Moose Jaw dispatch office
Posted: 2025-01-06   Closes: 2025-02-07

We dispatch three short lines in southern Saskatchewan under contract and need another RTC.
- Issue and cancel track occupancy permits and clearances
- CROR certification an asset; we train successful candidates
- Rotating 12 h shifts, shift differential for nights and weekends
- Group benefits after 3 months, 6% RRSP match
Send a resume to hr@prairieshortline.ca. Only candidates selected for an interview will be contacted.
""")),
    ],
    noise_files=["posting_rail_traffic_controller.txt"],
    not_entries=["2024-10-10"],
)

# ---------------------------------------------------------------------------
# C04 reduced-sugar sweetened dried cranberries (fruit processing, BC) - marketing flyer noise (named);
#     terse plant notes with US m/d/yyyy dates; two-sheet workbook (recipes / lab values); lab certificate
#     PDF with an "analysed July 14-18" range; sugar values of I1/I2/I4 close together
# ---------------------------------------------------------------------------
case(
    {
        "name": "reduced_sugar_dried_cranberry_infusion",
        "question": "We need T661 lines 242, 244, 246 and a logbook for the reduced-sugar dried cranberry "
                    "trials. Attached: Manpreet's plant notes, the trial workbook and the Fraser lab report. The "
                    "flyer is marketing's draft, not R&D.",
        "facts": {
            "242": [["18 g total sugars per 40 g"], ["0.55 or lower"], ["free-flowing"], ["Maillard"]],
            "244": [["soluble tapioca fibre"], ["3% glycerol"], ["dryer outlet temp down to 60 C"],
                    ["0.5% sunflower oil"]],
            "246": [["24.1 g"], ["a* 17.9"], ["sticky at 30 days"], ["17.6 g", "aw 0.53"]],
        },
        "dates": ["2025-05-27", "2025-06-03", "2025-06-17", "2025-06-19", "2025-07-02", "2025-07-08",
                  "2025-07-10", "2025-07-11", "2025-07-14", "2025-07-17", "2025-07-24", "2025-08-19"],
        "noise": ["Tart, tangy and irresistible", "resealable", "#BogToBowl", "Find us in the bulk aisle"],
        "bindings": [
            {"value": "19.8 g", "subject": "I1", "others": ["I2", "I4"]},
            {"value": "24.1 g", "subject": "I3", "others": ["I4", "I0"]},
            {"value": "17.6 g", "subject": "I4", "others": ["I1", "I2"]},
        ],
    },
    [
        ("plant_notes_infusion.txt", text("""
BOG ROAD FRUIT CO - infusion line 2 - reduced sugar SDC trials
notes M Sandhu (QA) / J Kerr (process)  -  2025

customer spec via J Kerr 5/27/2025 - private label customer wants a reduced sugar SDC
 max 18 g total sugars per 40 g serving (ours now 29 g)
 water activity 0.55 or lower - mould and so berries dont weep in the bag
 must stay free-flowing in the 1 kg bag 6 months no clumping
 colour no darker than current - Hunter a* 25 or higher
problem - sugar does 3 jobs in the berry: sweet + holds aw down + keeps skin plasticized
 pull sugar out -> aw up and berries go leathery or sticky
 replacers that hold aw (polyols rare sugars) brown at our dryer temps (Maillard) - dryer outlet 68 C now
 nobody has data for infused cranberry - papers are on apple slices

6/3/2025 I0 control 65 Brix sucrose syrup 24 h infusion std dryer 68 C outlet 4 h
 I1 40% of sucrose solids replaced w soluble tapioca fibre same process
 I1 slower uptake only 48 Brix in fruit vs 56 for I0 - chewy leathery
6/17/2025 I2 = I1 + 3% glycerol in the syrup. softer nicer chew. bag retained for 30 d check
6/19/2025 I3 apple-cranberry juice concentrate infusion instead of sucrose syrup (no added sugar idea)
 tastes great but fruit sugar counts the same on the panel - wont get near 18 g
7/2/2025 I5 allulose 50% of sugar solids - browned in dryer dark mahogany looks burnt
 QA Hunter a* 17.9 (I0 27.2) -> allulose out at any dryer temp we can run
7/8/2025 I4 = I2 + 0.04% steviol glycoside + dryer outlet temp down to 60 C (5.5 h instead of 4 h)
 + 0.5% sunflower oil spray after dryer. bags into 35 C accel storage 6 wk
7/10/2025 samples I0-I5 couriered to Fraser lab
7/17/2025 I2 retained bag 30 d ambient - sticky at 30 days clumps only break by hand. I4 bags fine so far
7/24/2025 lab CoA in:
 I0 29.1 g per 40 g aw 0.52
 I1 19.8 g per 40 g aw 0.58 -> over aw limit
 I2 19.4 g per 40 g aw 0.54
 I3 24.1 g per 40 g aw 0.50
 I4 17.6 g per 40 g aw 0.53 -> only one under 18 g and under 0.55
8/19/2025 accel storage done - I4 free-flowing no clumps no weeping, QA recheck aw 0.53 a* 26.4
 -> samples to customer for their sensory. scale up on line 2 after that
""")),
        ("infusion_trials_2025.xlsx", xlsx([
            ("recipes", [
                ["trial", "infused", "syrup", "sugar_replacer", "glycerol_pct", "sweetener", "dryer_outlet_C",
                 "dryer_time_h", "post_dryer_oil"],
                ["I0", D("2025-06-03", "mm/dd/yyyy"), "sucrose 65 Brix", "none", 0, "none", 68, 4, "none"],
                ["I1", D("2025-06-03", "mm/dd/yyyy"), "sucrose 65 Brix", "soluble tapioca fibre 40%", 0, "none",
                 68, 4, "none"],
                ["I2", D("2025-06-17", "mm/dd/yyyy"), "sucrose 65 Brix", "soluble tapioca fibre 40%", 3, "none",
                 68, 4, "none"],
                ["I3", D("2025-06-19", "mm/dd/yyyy"), "apple-cranberry juice conc.", "none", 0, "none", 68, 4,
                 "none"],
                ["I5", D("2025-07-02", "mm/dd/yyyy"), "sucrose 65 Brix", "allulose 50%", 0, "none", 68, 4, "none"],
                ["I4", D("2025-07-08", "mm/dd/yyyy"), "sucrose 65 Brix", "soluble tapioca fibre 40%", 3,
                 "steviol glycoside 0.04%", 60, 5.5, "sunflower oil 0.5%"],
            ]),
            ("lab", [
                ["trial", "total sugars (g per 40 g)", "aw (25 C)", "Hunter a*", "clumping", "source"],
                ["I0", 29.1, 0.52, 27.2, "none", "Fraser CoA / QA"],
                ["I1", 19.8, 0.58, 26.8, "moderate", "Fraser CoA / QA"],
                ["I2", 19.4, 0.54, 26.1, "sticky, 30 d", "Fraser CoA / QA"],
                ["I3", 24.1, 0.50, 25.3, "none", "Fraser CoA / QA"],
                ["I4", 17.6, 0.53, 26.4, "none after 6 wk 35 C", "Fraser CoA / QA"],
                ["I5", 18.9, 0.55, 17.9, "none", "Fraser CoA / QA"],
            ]),
        ])),
        ("FFQA_certificate_L25-0619.pdf", pdf(
            "Fraser Food Quality Analytics Ltd. | Certificate of Analysis L25-0619 | Burnaby BC", [
                ("title", "Certificate of Analysis L25-0619"),
                ("p", "Client: Bog Road Fruit Co., Pitt Meadows BC. Product: sweetened dried cranberries, "
                      "development samples I0 to I5. Samples received: July 11, 2025. Analysed: July 14-18, 2025. "
                      "Issued: July 24, 2025."),
                ("h1", "Results"),
                ("table", [
                    ["Sample", "Total sugars per 40 g", "Fructose (g/100 g)", "Glucose (g/100 g)",
                     "Sucrose (g/100 g)", "aw at 25 C", "Moisture (%)"],
                    ["I0", "29.1 g", "9.8", "10.4", "52.6", "0.52", "14.1"],
                    ["I1", "19.8 g", "6.9", "7.2", "35.4", "0.58", "17.9"],
                    ["I2", "19.4 g", "6.6", "7.0", "34.9", "0.54", "16.2"],
                    ["I3", "24.1 g", "28.5", "29.8", "1.9", "0.50", "15.0"],
                    ["I4", "17.6 g", "6.1", "6.4", "31.5", "0.53", "15.8"],
                    ["I5", "18.9 g", "6.4", "6.8", "34.0", "0.55", "15.5"],
                ]),
                ("p", "Total sugars = sum of fructose, glucose, sucrose, maltose and lactose (maltose and lactose "
                      "not detected). Allulose in I5 was not included in total sugars."),
                ("pagebreak", None),
                ("h1", "Methods"),
                ("b", "Sugars: HPLC-RI, in-house method FQ-SUG-02 based on AOAC 977.20."),
                ("b", "Water activity: chilled-mirror dew point, 25 C, duplicate."),
                ("b", "Moisture: vacuum oven 70 C, AOAC 934.06."),
                ("p", "Results relate only to the samples as received. This certificate shall not be reproduced "
                      "except in full."),
            ])),
        ("sdc_retail_flyer.md", text("""
# Bog Road Dried Cranberries - Tart, tangy and irresistible

Grown on our own bogs in Pitt Meadows and gently infused for a chewy bite.

- Perfect on salads, in granola, or straight from the bag
- Now in a resealable 1 kg pouch for the whole family
- Coming soon: a lighter version with less sugar (stay tuned!)

Find us in the bulk aisle at your local grocer. Share your recipes with #BogToBowl
""")),
    ],
    noise_files=["sdc_retail_flyer.md"],
    not_entries=["2025-07-18"],
)

# ---------------------------------------------------------------------------
# C05 clear aligner thermoforming fit and edge thinning (dental lab, ON) - supply agreement excerpt noise (not
#     named); DOCX study with Plan/Method/Results/Conclusion and dated plan heading; notebook with ISO and
#     "Thu Nov 14" headings; scan CSV with "05-Nov-2024" dates and unitless per-sample values; close fit gaps
# ---------------------------------------------------------------------------
case(
    {
        "name": "clear_aligner_thermoforming_fit",
        "question": "Please write up T661 lines 242, 244 and 246 and a logbook for our aligner thermoforming "
                    "study. Everything we have is in the attached files.",
        "facts": {
            "242": [["0.20 mm or less"], ["0.45 mm"], ["70% after 14 days"], ["residual stress"]],
            "244": [["4 h at 80 C"], ["6 bar"], ["60 C for 10 min"], ["plug assist"]],
            "246": [["0.33 mm"], ["micro-bubbles"], ["58%"], ["0.47 mm", "72%"]],
        },
        "dates": ["2024-10-29", "2024-11-05", "2024-11-14", "2024-11-21", "2024-12-03", "2024-12-17",
                  "2025-01-09", "2025-01-23", "2025-01-30"],
        "noise": ["minimum annual volume", "force majeure", "Incoterms", "price adjustment"],
        "bindings": [
            {"value": "0.24 mm", "subject": "T2", "others": ["T3", "T4"]},
            {"value": "0.21 mm", "subject": "T3", "others": ["T4", "T5"]},
            {"value": "0.17 mm", "subject": "T4", "others": ["T5", "T3"]},
        ],
    },
    [
        ("aligner_forming_study.docx", docx([
            ("title", "In-House Aligner Thermoforming - Fit and Edge Thickness Study"),
            ("p", "Lakeview Orthodontic Lab Inc., Mississauga ON. Study lead: Priya Raman, dental technologist; "
                  "reviewed by Dr. M. Haddad. Summary issued January 30, 2025."),
            ("h1", "Plan (October 29, 2024)"),
            ("p", "Our aligners are pressure-formed from 0.76 mm multilayer copolyester/TPU sheet on printed "
                  "models. Clinicians report loose fit on incisors and cracks at the incisal edges after one week. "
                  "Targets: mean fit gap 0.20 mm or less at cusp tips and incisal edges (scan vs model), minimum "
                  "wall thickness 0.45 mm at incisal edges after forming, and force retention of 70% after 14 days "
                  "in 37 C water."),
            ("p", "Uncertainty: forming parameters pull in opposite directions - longer heating and higher "
                  "pressure improve adaptation but thin the sheet over incisal edges. Gap also grows after "
                  "removal from the model as residual stress relaxes, and faster in 37 C water. The sheet "
                  "supplier's data covers flat-sheet properties only; we did not know how much of the loose fit "
                  "is moisture, forming, or stress relaxation, or whether all three targets can be met at once."),
            ("h1", "Method"),
            ("p", "Pressure former with IR heater; 2 upper arches per variant, scanned on the lab scanner and "
                  "compared with the model by best-fit alignment (fit gap = mean deviation at 28 cusp/incisal "
                  "points). Thickness by micrometer at 6 incisal points after sectioning a third arch. Force "
                  "retention: 0.5 mm activation on a force-sensing model, initial vs after 14 days in 37 C water."),
            ("table", [
                ["Variant", "Change", "Formed"],
                ["T0", "as received, 25 s heat, 4 bar", "Nov 5, 2024"],
                ["T1", "sheet dried 4 h at 80 C, 25 s, 4 bar", "Nov 5, 2024"],
                ["T2", "T1 with 35 s heat", "Nov 14, 2024"],
                ["T3", "T1 with 6 bar", "Nov 21, 2024"],
                ["T4", "T3 + anneal on the model at 60 C for 10 min before removal", "Dec 3, 2024"],
                ["T5", "T4 + plug assist (pre-stretch plug)", "Jan 9, 2025"],
            ]),
            ("h1", "Results"),
            ("table", [
                ["Variant", "Mean fit gap", "Min incisal thickness", "Force retention 14 d"],
                ["T0", "0.31 mm", "0.38 mm", "-"],
                ["T1", "0.29 mm", "0.38 mm", "-"],
                ["T2", "0.24 mm", "0.33 mm", "-"],
                ["T3", "0.21 mm", "0.41 mm", "58%"],
                ["T4", "0.17 mm", "0.41 mm", "74%"],
                ["T5", "0.18 mm", "0.47 mm", "72%"],
            ]),
            ("p", "Drying (T1) removed the micro-bubbles seen in 6 of 10 T0 arches but barely changed fit. "
                  "Longer heating (T2) improved fit but thinned incisal edges to 0.33 mm and was dropped. "
                  "Higher pressure (T3) was better on both, but T3 lost force quickly in water (58% after 14 "
                  "days), which points to stress relaxation as the main cause of loose fit. Annealing on the model "
                  "(T4) fixed fit and retention. Plug assist (T5) brought incisal thickness over target."),
            ("h1", "Conclusion"),
            ("p", "The loose fit was mostly residual stress from forming, released after removal and in the "
                  "mouth, not adaptation. T5 meets all three targets; a clinical batch of 20 cases is planned."),
        ])),
        ("scan_fit_results.csv", text("""
sample_id,variant,formed,arch,mean_gap_mm,max_gap_mm,min_incisal_thk_mm,bubbles
L-101,T0,05-Nov-2024,upper,0.30,0.52,0.38,Y
L-102,T0,05-Nov-2024,upper,0.32,0.57,0.39,Y
L-103,T1,05-Nov-2024,upper,0.28,0.49,0.38,N
L-104,T1,05-Nov-2024,upper,0.30,0.51,0.39,N
L-111,T2,14-Nov-2024,upper,0.23,0.41,0.33,N
L-112,T2,14-Nov-2024,upper,0.25,0.44,0.34,N
L-121,T3,21-Nov-2024,upper,0.20,0.37,0.41,N
L-122,T3,21-Nov-2024,upper,0.22,0.38,0.42,N
L-131,T4,03-Dec-2024,upper,0.16,0.29,0.41,N
L-132,T4,03-Dec-2024,upper,0.18,0.31,0.42,N
L-141,T5,09-Jan-2025,upper,0.17,0.30,0.47,N
L-142,T5,09-Jan-2025,upper,0.19,0.33,0.48,N
""")),
        ("forming_notebook.md", text("""
# Forming notebook - P. Raman

### 2024-11-05
T0 and T1 formed. T0 straight from the box: micro-bubbles in 6 of 10 arches, mostly over molars.
T1 sheets dried 4 h at 80 C in the lab oven (sealed with desiccant after) -> 0 of 10 bubbles.
Scans: T0 0.31 mm, T1 0.29 mm. So moisture = bubbles, not fit.

### Thu Nov 14
T2 = 35 s heat. Sheet sags a lot more. Fit T2 0.24 mm but incisal 0.33 mm - cracked on 1 of 2 in the
pull-off test. No.

### Thu Nov 21
T3 = 6 bar (max on our unit). Fit 0.21 mm, incisal 0.41 mm. Closest. Need force retention data.

### Tue Dec 3
T3 remake + T4 (anneal 60 C for 10 min on the model in the curing oven, then remove). T4 fit 0.17 mm.
Both into 37 C water bath on force-sensing models for 14 d.

### Dec 17
14-day readings: T3 kept 58% of initial force, T4 kept 74%. Relaxation is the big one.
Incisal still 0.41 mm on T4 - need more material over the edges -> try plug assist.

### 2025-01-09
T5 = T4 + plug assist (machined a POM pre-stretch plug, 6 mm undercut). Incisal 0.47 mm. Fit 0.18 mm.
Into the water bath.

### 2025-01-23
T5 14 d: 72%. All three targets met. Writing up for Dr. Haddad.
""")),
        ("sheet_supply_agreement_excerpt.txt", text("""
SUPPLY AGREEMENT - EXCERPT (Schedule B, commercial terms)
Between ClearForm Polymers GmbH ("Supplier") and Lakeview Orthodontic Lab Inc. ("Buyer")

B.1 Products: multilayer thermoforming sheet 0.76 mm, 125 mm round, cartons of 100.
B.2 Buyer commits to a minimum annual volume of 40 cartons; shortfall invoiced at 15% of list.
B.3 Delivery DAP Mississauga per Incoterms 2020; lead time 6 weeks from order.
B.4 Prices fixed for 12 months; thereafter a price adjustment capped at 4% per year.
B.5 Neither party is liable for delay caused by force majeure, including port closures and strikes.
B.6 Sheet must be stored sealed below 30 C; warranty void if stored open.
""")),
    ],
    noise_files=["sheet_supply_agreement_excerpt.txt"],
)

# ---------------------------------------------------------------------------
# C06 central tire inflation controller for log trucks (forestry trucking controls, BC) - tire invoice PDF
#     noise (named, dated); shop notes without punctuation and m/d/yyyy dates; workbook with run log on sheet 1
#     and values only on sheet 2; cold-chamber PDF with "March 24-26" range and a calibration date
# ---------------------------------------------------------------------------
case(
    {
        "name": "log_truck_central_tire_inflation_cold",
        "question": "Can you draft T661 lines 242, 244, 246 and a logbook for the central tire inflation "
                    "controller? Dev's shop notes, the run workbook and the test centre's cold chamber report are "
                    "attached. The tire invoice just got scanned into the same folder.",
        "facts": {
            "242": [["2 psi per hour or more"], ["within 4 minutes"], ["-35 C"], ["cold from leak"]],
            "244": [["fixed threshold"], ["gas law correction per tire", "per-tire temperature"],
                    ["12 W heater pad", "heated manifold"], ["dual channel"]],
            "246": [["11 false alarms"], ["3 of 10"], ["6.5 min"], ["3.7 min", "0 of 20"]],
        },
        "dates": ["2025-02-10", "2025-02-24", "2025-03-06", "2025-03-14", "2025-03-24", "2025-03-31",
                  "2025-04-09", "2025-04-22", "2025-05-06"],
        "noise": ["Michelin X Works", "Tire disposal fee", "Environmental levy", "Casing credit"],
        "bindings": [
            {"value": "11 false alarms", "subject": "C1", "others": ["C2", "C3"]},
            {"value": "4 false alarms", "subject": "C2", "others": ["C1", "C3"]},
            {"value": "38 min", "subject": "C3", "others": ["C2", "C1"]},
        ],
    },
    [
        ("cti_shop_notes.txt", text("""
CARIBOO HAUL CONTROLS - CTI for log trucks - shop notes Dev S / Lena M
2025

2/10/2025 kickoff w Brent (Northern Fibre Haulers fleet mgr)
 drivers drop to 55 psi on FSRs and back to 100 psi for hwy by push button
 must be back up within 4 minutes or drivers wont wait at the junction
 hold +-3 psi
 flag a slow leak of 2 psi per hour or more on any tire - BUT a tire cooling from 60 C to -30 C overnight
 drops ~25 psi by itself so how do we tell cold from leak
 must work at -35 C - moisture in the air system freezes in the rotary unions and solenoids
 off the shelf CTI only alarms on low pressure no leak detection and nothing rated for 9 axle combos at -35 C

2/24/2025 C1 fw 0.3 fixed threshold leak alarm (drop >2 psi in 60 min) 40 h cold soak yard truck
 11 false alarms all overnight cooling no real leaks
3/6/2025 C2 fw 0.4 compensates using ambient temp sensor only
 4 false alarms - sun side vs shade side tires + brake heat after the hill
 also single channel inflate 55->100 took 6.5 min on bench w 18 tires - too slow
3/14/2025 C3 fw 0.5 per-tire temperature from the TPMS sensors + gas law correction per tire
 40 h soak 0 false alarms. injected 2 psi/h leak on tire 7 (needle valve) - flagged in 38 min
3/24/2025 manifold + 2 rotary unions to IHVTC cold chamber for the -35 C cycling, see their report
4/9/2025 heated manifold - 12 W heater pad + desiccant air dryer upstream, our cold box -35 C
 20 cycles 0 of 20 stuck
4/22/2025 road trial Hwy 16 / Bednesti FSR loaded
 dual channel (tractor / trailer) + governor raised to 125 psi - 55->100 psi in 3.7 min avg of 6 cycles
 no false alarms all day incl 2 h parked in shade
5/6/2025 summary to Brent - go for 3 truck pilot next winter. open item rotary union seal at -35 C
""")),
        ("cti_runs_2025.xlsx", xlsx([
            ("runs", [
                ["run", "date", "controller", "firmware", "test", "duration_h", "min_ambient_C"],
                ["R1", D("2025-02-24", "mmm d, yyyy"), "C1", "0.3", "cold soak, yard truck", 40, -27],
                ["R2", D("2025-03-06", "mmm d, yyyy"), "C2", "0.4", "cold soak, yard truck + bench inflate", 40,
                 -22],
                ["R3", D("2025-03-14", "mmm d, yyyy"), "C3", "0.5", "cold soak + injected 2 psi/h leak", 40, -24],
                ["R4", D("2025-04-09", "mmm d, yyyy"), "C3", "0.5", "heated manifold, cold box cycling", 6, -35],
                ["R5", D("2025-04-22", "mmm d, yyyy"), "C3", "0.6", "road trial, dual channel", 9, -8],
            ]),
            ("results", [
                ["run", "false_alarms", "leak_flag_time_min", "inflate_55_to_100_min", "stuck_valve_cycles",
                 "comment"],
                ["R1", 11, "n/a", "", "", "all on overnight cooling"],
                ["R2", 4, "n/a", 6.5, "", "single channel"],
                ["R3", 0, 38, "", "", "2 psi/h leak tire 7"],
                ["R4", "", "", "", "0 of 20", "12 W pad + dryer"],
                ["R5", 0, "", 3.7, "", "dual channel, avg of 6"],
            ]),
        ])),
        ("IHVTC_cold_chamber_report_T-2291.pdf", pdf(
            "Interior Heavy Vehicle Test Centre | Prince George BC | Test Report T-2291 | Client: Cariboo Haul Controls Ltd.", [
                ("title", "Cold Chamber Function Test - CTI Manifold and Rotary Unions"),
                ("p", "Client: Cariboo Haul Controls Ltd. Test dates: March 24-26, 2025. Report issued: March 31, "
                      "2025. Chamber: walk-in CC-2, calibrated 2025-01-15."),
                ("h1", "1. Items and procedure"),
                ("p", "Item A: 6-port solenoid manifold, standard 12 V valves, unheated. Item B: two hub-mounted "
                      "rotary unions. Air supply at 125 psi with dew point +2 C (representative of an undried truck "
                      "system). Soak 12 h at -35 C, then 10 switching cycles of 55 to 100 psi and back."),
                ("h1", "2. Results"),
                ("table", [
                    ["Item", "Condition", "Observation"],
                    ["A manifold", "-35 C, 10 cycles", "valve stuck open on 3 of 10 cycles (ice at the seat)"],
                    ["B rotary union 1", "+20 C", "leak 0.1 psi/h"],
                    ["B rotary union 1", "-35 C", "leak 0.8 psi/h"],
                    ["B rotary union 2", "-35 C", "leak 0.7 psi/h"],
                ]),
                ("pagebreak", None),
                ("h1", "3. Discussion"),
                ("p", "The stuck valves thawed after 4 to 9 min of operation. Ice formed from moisture in the "
                      "supply air. Rotary union leakage at -35 C is below the client's 2 psi/h leak alarm level but "
                      "is not negligible for long parked periods."),
                ("p", "This report relates only to the items tested."),
            ])),
        ("invoice_tires_INV-55810.pdf", pdf(
            "Northern Tire & Retread Ltd. | 1840 Ospika Blvd, Prince George BC | GST 81234 5678", [
                ("title", "INVOICE INV-55810"),
                ("p", "Invoice date: 2025-03-03. Bill to: Cariboo Haul Controls Ltd. Terms: net 30."),
                ("table", [
                    ["Qty", "Description", "Unit", "Amount"],
                    ["8", "Michelin X Works XDY 11R22.5 drive tire", "$684.00", "$5,472.00"],
                    ["8", "Tire disposal fee", "$6.00", "$48.00"],
                    ["8", "Environmental levy (BC)", "$5.00", "$40.00"],
                    ["4", "Casing credit", "-$45.00", "-$180.00"],
                    ["", "GST 5%", "", "$269.00"],
                    ["", "Total", "", "$5,649.00"],
                ]),
                ("p", "Thank you for your business."),
            ])),
    ],
    noise_files=["invoice_tires_INV-55810.pdf"],
    not_entries=["2025-03-26", "2025-01-15"],
)

# ---------------------------------------------------------------------------
# C07 dealcoholized dry-hopped IPA keeping hop aroma (craft brewery, NS) - HR scheduling policy DOCX noise
#     (not named); markdown journal with "## 12 Mar 2025 (Wed)" and "## Apr 2-4" headings; GC CSV with trials
#     as columns and a "sampled" row of dates; ABV certificate PDF with its own received/analysed dates
# ---------------------------------------------------------------------------
case(
    {
        "name": "dealcoholized_ipa_hop_aroma",
        "question": "Could you draft lines 242/244/246 and a logbook for our non-alcoholic IPA development? "
                    "Everything is in the folder we exported from the shared drive.",
        "facts": {
            "242": [["0.5% or less"], ["at least 60% of the linalool"], ["3.5 out of 5"], ["co-evaporate"]],
            "244": [["vacuum still", "vacuum distillation"], ["diafiltration", "reverse osmosis"],
                    ["aroma fraction"], ["2 g/L"]],
            "246": [["18%"], ["0.62%"], ["worty"], ["84%", "0.41%"]],
        },
        "dates": ["2025-03-04", "2025-03-12", "2025-03-19", "2025-04-02", "2025-04-16", "2025-04-30",
                  "2025-05-07", "2025-05-08", "2025-05-12", "2025-05-14", "2025-05-21"],
        "noise": ["shift swap requests", "Serving It Right", "tip pool", "48 hours notice"],
        "bindings": [
            {"value": "27%", "subject": "D2", "others": ["D1", "D3"]},
            {"value": "52%", "subject": "D3", "others": ["D4", "D5"]},
            {"value": "0.62%", "subject": "D4", "others": ["D3", "D5"]},
        ],
    },
    [
        ("na_ipa_brew_journal.md", text("""
# Tidal Bore Brewing - NA Bore Tide IPA - brew journal (Callum R.)

## March 4 - plan
Jess wants an NA version of Bore Tide IPA that is legally non-alcoholic: 0.5% or less ABV. It has to
keep the hop nose: at least 60% of the linalool of the full-strength beer (GC), a taproom panel score of
3.5 out of 5 or better, and no cooked or worty character.
Why we can't just buy a kit: the small dealc units are vacuum distillation or reverse osmosis. In a still
the hop aromatics (linalool, geraniol, myrcene) co-evaporate with the ethanol and leave first. An RO
membrane passes ethanol and water, but nobody could tell us how much linalool crosses the membrane at
cellar temperature. Supplier numbers are all for lagers, not a beer dry-hopped at 12 g/L.
Base: 50 L lots pulled from a 1,000 L batch of Bore Tide (6.5% ABV). D0 = full-strength reference.

## 12 Mar 2025 (Wed)
D1 - rented vacuum still, 45 C, 120 mbar. ABV 0.3%. Smells like hot porridge, worty and cooked,
hop nose gone. GC later: linalool 18% of D0.

## 19 Mar 2025 (Wed)
D2 - same still at 35 C, deeper vacuum, ran 3x longer. Only got down to 0.6% ABV, linalool 27%.
Still flat. Distillation ruled out at any temperature we can hold.

## Apr 2-4
D3 - toll RO skid from the Valley, 8 C, diafiltration with deaerated water back to volume.
ABV 0.45%, linalool 52%. Clean but thin and watery.

## 16 Apr 2025
D4 - D3 process plus aroma recovery: condensed the first strip of the permeate (the aroma fraction)
and dosed it back. Linalool 71% but ABV came back up to 0.62% - the aroma fraction carries ethanol.
Over the legal limit, dead end unless we can separate ethanol from the fraction.

## 30 Apr 2025
D5 - D3 process, then post-dealc dry hop 2 g/L Citra cryo at 4 C for 48 h, plus 0.5% maltodextrin for
body. ABV 0.41% on our meter. Nose is back.

## 7 May 2025
GC on all six (D0-D5) - see gc_aroma_results.csv. D5 linalool 84% of D0.
Taproom panel (14 people, 5-pt): D5 3.8 out of 5, D3 2.9 out of 5. D3 and D5 couriered to MBAL for
the ABV certificate.

## 14 May
MBAL certificate in: D5 0.41% ABV, D3 0.45% - both compliant. Label can say non-alcoholic.

## 21 May - summary for Jess
Distillation (D1, D2) loses the hop aroma whatever the temperature; RO keeps about half; dosing back the
recovered aroma breaks the ABV limit; a cold dry hop after RO is the route that meets all four targets.
Next: shelf stability of the dry hop aroma in cans, 90 days.
""")),
        ("gc_aroma_results.csv", text("""
compound (ug/L unless noted),D0,D1,D2,D3,D4,D5
sampled,2025-03-12,2025-03-12,2025-03-19,2025-04-02,2025-04-16,2025-04-30
process,full strength,vacuum 45 C,vacuum 35 C,RO + diafiltration,RO + aroma fraction,RO + dry hop 2 g/L
linalool,142,26,38,74,101,119
linalool % of D0,100%,18%,27%,52%,71%,84%
geraniol,61,9,14,30,44,57
myrcene,410,12,22,95,180,350
ABV (% v/v in-house),6.5,0.3,0.6,0.45,0.62,0.41
""")),
        ("MBAL_abv_certificate_25-207.pdf", pdf(
            "Maritime Beverage Analytical Laboratory | Certificate 25-207 | Halifax NS | Accredited ISO/IEC 17025", [
                ("title", "Alcohol Content Certificate 25-207"),
                ("p", "Client: Tidal Bore Brewing Co., Truro NS. Samples: two canned beers, client codes D3 and "
                      "D5. Received: May 8, 2025. Analysed: May 12, 2025. Certificate date: May 14, 2025."),
                ("h1", "Results"),
                ("table", [
                    ["Sample", "Alcohol (% v/v)", "Real extract (% w/w)", "Original extract (P)",
                     "Non-alcoholic (0.5% v/v or less)"],
                    ["D3", "0.45", "3.1", "3.9", "complies"],
                    ["D5", "0.41", "3.6", "4.3", "complies"],
                ]),
                ("pagebreak", None),
                ("h1", "Method"),
                ("p", "Degassed samples, density and alcohol by oscillating U-tube densimeter with NIR alcohol "
                      "sensor, 20 C. Expanded uncertainty 0.03% v/v (k = 2)."),
                ("p", "Results apply to the samples as received."),
            ])),
        ("taproom_staff_scheduling_policy.docx", docx([
            ("title", "Taproom Staff Scheduling Policy"),
            ("p", "Tidal Bore Brewing Co. - Human Resources. Effective January 1, 2025."),
            ("h1", "1. Schedules"),
            ("p", "Schedules are posted every Thursday for the following two weeks. Staff must give 48 hours "
                  "notice for any change they request."),
            ("h1", "2. Shift swaps"),
            ("p", "All shift swap requests go through the scheduling app and must be approved by the taproom "
                  "manager. Swaps that create overtime will not be approved."),
            ("h1", "3. Certification and tips"),
            ("p", "Servers must hold a current Serving It Right or equivalent responsible beverage service "
                  "certificate. The tip pool is shared by front-of-house staff by hours worked."),
        ])),
    ],
    noise_files=["taproom_staff_scheduling_policy.docx"],
    not_entries=["2025-04-04"],
)

# ---------------------------------------------------------------------------
# C08 biodegradable mussel seed socks in cold water (shellfish aquaculture, PE) - no noise file; an
#     "other business" paragraph in the season summary DOCX is noise; field log with "Oct 12" dates and
#     year lines; workbook with seed counts under date column headers on its second sheet; lab tensile PDF
#     with two rounds; drop-off percentages of S2/S3/S4 close together
# ---------------------------------------------------------------------------
C08_OTHER = ("Other business: the booth rental for the PEI Shellfish Festival in September is confirmed at $1,150, "
             "and Aimee will place the staff uniform order before the spring season.")
case(
    {
        "name": "mussel_seed_sock_biodegradable",
        "question": "Please draft T661 lines 242, 244 and 246 with a logbook for our biodegradable mussel sock "
                    "trial. The field log, the retention counts, the season summary and the tensile report from "
                    "the lab are attached.",
        "facts": {
            "242": [["at least 10 weeks"], ["within 12 months"], ["15% or less"], ["cold seawater"]],
            "244": [["PBS/PBAT 70/30"], ["through-ice dive"], ["30 cm section", "30 cm"],
                    ["ASTM D5035", "strip tensile"]],
            "246": [["41%"], ["96%"], ["14.2%"], ["7% of original"]],
        },
        "dates": ["2023-10-12", "2023-11-09", "2023-12-14", "2024-02-21", "2024-04-25", "2024-07-11",
                  "2024-07-16", "2024-10-10", "2024-10-21", "2024-10-28", "2024-11-15"],
        "noise": ["Shellfish Festival", "booth rental", "staff uniform order"],
        "bindings": [
            {"value": "41%", "subject": "S1", "others": ["S2", "S3"]},
            {"value": "96%", "subject": "S2", "others": ["S3", "S4"]},
            {"value": "14.2%", "subject": "S4", "others": ["S3", "S2"]},
        ],
    },
    [
        ("sock_field_log.txt", text("""
TRACADIE BAY SHELLFISH - biodegradable sock trial - field log (Colin / Aimee)
Lease 1187 longline B. 5 sock types x 6 socks, 1.5 m socks, seed 20-25 mm from our own collectors.
Count = live seed in a 30 cm section cut from the middle of each sock, average of 6 socks.

2023
Oct 12 - socked S0-S4 (30 socks) on longline B, 4 m depth, water 11 C. S0 is our normal PP sock
Nov 9 - wk 4 count. S1 cotton badly frayed, lost 41% of seed already. rest fine
Dec 14 - wk 9 count before ice. S1 mesh gone on 4 of 6 socks. byssus well attached on S0 S2 S3 S4
  -> those made it to the 10 wk mark basically
2024
Feb 21 - through-ice dive (Colin + Marc), water 0.5 C. lines riding ok under the ice
  S1 socks just remnants, seed gone. everything else looks normal
Apr 25 - ice-out count. drop-off since socking: S0 9.0% S2 11.1% S3 12.4% S4 14.2% (S1 57.8%)
Jul 11 - cut mesh strips from 2 socks each of S2 S3 S4 for the lab (9 months). S4 mesh already soft
Oct 10 - 12 month pull. S4 mesh fragments in hand, mussels held by their own byssus
  strips to the lab again
""")),
        ("sock_retention_2023_24.xlsx", xlsx([
            ("socks", [
                ["sock", "mesh material", "mesh size mm", "longline", "socked", "supplier"],
                ["S0", "polypropylene (standard)", 18, "B", D("2023-10-12", "d mmm yyyy"), "usual"],
                ["S1", "cotton", 18, "B", D("2023-10-12", "d mmm yyyy"), "Atlantic Net"],
                ["S2", "PLA", 18, "B", D("2023-10-12", "d mmm yyyy"), "Biomesh Inc."],
                ["S3", "PBS", 18, "B", D("2023-10-12", "d mmm yyyy"), "Biomesh Inc."],
                ["S4", "PBS/PBAT 70/30", 18, "B", D("2023-10-12", "d mmm yyyy"), "Biomesh Inc."],
            ]),
            ("counts", [
                ["sock", "seed per 30 cm", D("2023-10-12"), D("2023-11-09"), D("2023-12-14"), D("2024-04-25"),
                 "drop-off at ice-out"],
                ["S0", "", 412, 398, 391, 375, "9.0%"],
                ["S1", "", 405, 239, 188, 171, "57.8%"],
                ["S2", "", 398, 386, 380, 354, "11.1%"],
                ["S3", "", 410, 392, 384, 359, "12.4%"],
                ["S4", "", 402, 381, 371, 345, "14.2%"],
            ]),
        ])),
        ("sock_season_summary.docx", docx([
            ("title", "Biodegradable Mussel Seed Sock Trial - Season Summary 2023-24"),
            ("p", "Tracadie Bay Shellfish Ltd., PEI. Prepared by Aimee Gallant, November 15, 2024."),
            ("h1", "Background and objectives"),
            ("p", "We put out roughly 20 t of polypropylene sock mesh a year and most of it ends up on shore. A "
                  "replacement must hold the seed at least 10 weeks (until byssal attachment), keep seed drop-off "
                  "to ice-out at 15% or less, and then lose its strength within 12 months (below 20% of original "
                  "tensile strength) so it does not persist in the bay."),
            ("p", "The uncertainty is the rate of degradation in cold seawater. Compostable polymers are certified "
                  "at 58 C in industrial compost and the marine data we could find was at 20 to 30 C. In our bay the "
                  "water runs from 18 C in August to below 0 C under ice for three months, and biofouling on the "
                  "mesh may speed up or slow down breakdown. Nobody could tell us whether any material would be "
                  "strong for 10 weeks in the fall and weak within a year."),
            ("h1", "Materials and methods"),
            ("p", "Five sock types (S0 polypropylene control, S1 cotton, S2 PLA, S3 PBS, S4 PBS/PBAT 70/30), six "
                  "socks each on one longline. Seed counts in a 30 cm section at socking, week 4, week 9, and "
                  "ice-out; a through-ice dive in February. Mesh strips cut at 9 and 12 months for strip tensile "
                  "testing (ASTM D5035) at Charlottetown Marine Materials Lab."),
            ("h1", "Results"),
            ("table", [
                ["Sock", "Drop-off to ice-out", "Strength at 9 months", "Strength at 12 months"],
                ["S0", "9.0%", "not tested", "not tested"],
                ["S1", "57.8% (41% by week 4)", "mesh gone", "mesh gone"],
                ["S2", "11.1%", "98%", "96%"],
                ["S3", "12.4%", "61%", "27%"],
                ["S4", "14.2%", "38%", "7%"],
            ]),
            ("p", "Cotton (S1) failed early, losing 41% of the seed in four weeks. PLA (S2) held seed well but "
                  "kept 96% of its strength after a year - it does not degrade in cold water at all. PBS (S3) "
                  "still had 27% at 12 months. Only S4 met all targets: drop-off 14.2%, and it retained 7% of "
                  "original strength at 12 months."),
            ("h1", "Conclusions"),
            ("p", "Degradation in our bay is far slower than the compost or warm-water data suggest for PLA and "
                  "PBS; the PBAT fraction is what makes the blend break down in cold water. Next season: a full "
                  "longline of S4 and a check of S4 on a more exposed lease."),
            ("h1", "Other business"),
            ("p", C08_OTHER),
        ])),
        ("CMML_tensile_report_24-3310.pdf", pdf(
            "Charlottetown Marine Materials Lab | Report 24-3310 | Client: Tracadie Bay Shellfish Ltd.", [
                ("title", "Strip Tensile Testing of Biodegradable Sock Mesh"),
                ("p", "Method: ASTM D5035 (strip, 25 mm), wet specimens, 300 mm/min. Retention = breaking force "
                      "relative to unexposed mesh of the same lot."),
                ("table", [
                    ["Round", "Received", "Tested"],
                    ["1 (9 months)", "July 11, 2024", "July 16, 2024"],
                    ["2 (12 months)", "October 10, 2024", "October 21, 2024"],
                ]),
                ("h1", "Results - breaking force retention"),
                ("table", [
                    ["Mesh", "Unexposed (N)", "Round 1", "Round 2"],
                    ["S2 PLA", "212", "98%", "96%"],
                    ["S3 PBS", "198", "61%", "27%"],
                    ["S4 PBS/PBAT 70/30", "187", "38%", "7%"],
                ]),
                ("pagebreak", None),
                ("p", "S4 round 2 specimens were fragmented; 4 of 10 could not be gripped and were recorded as "
                      "zero. Report issued October 28, 2024."),
            ])),
    ],
    noise_spans={"sock_season_summary.docx": [C08_OTHER]},
)

# ---------------------------------------------------------------------------
# C09 triple-glazed window bottom-edge condensation (fenestration manufacturer, MB) - dealer price list CSV
#     noise (named) plus a home-show aside inside the e-mail thread; lab PDF (three pages) with a
#     "January 20-22" range; workbook with a model sheet and a measured sheet whose columns are test dates;
#     CR values of W2/W3/W4 close together
# ---------------------------------------------------------------------------
C09_SHOW = ("PS - we got the booth at the Winnipeg Home + Garden Show again (booth 1214). Marisa is ordering "
            "the banner, and the show special is 10% off triple-pane upgrades.")
case(
    {
        "name": "triple_glazing_bottom_edge_condensation",
        "question": "Could you prepare T661 lines 242, 244 and 246 and the logbook for the warm-edge triple "
                    "glazing project? The test lab report, our thermal workbook and the e-mails with the builder "
                    "are attached. The dealer price list is just for reference.",
        "facts": {
            "242": [["CR of 70 or higher"], ["8 C or more"], ["90% argon retention"], ["sash frame"]],
            "244": [["silicone foam spacer"], ["PIB primary seal", "dual seal"], ["THERM"],
                    ["foam-filled sash chamber"]],
            "246": [["CR 52"], ["argon loss of 14%"], ["CR 72", "8.6 C"], ["CR 66"]],
        },
        "dates": ["2024-10-15", "2024-10-28", "2024-11-12", "2024-11-26", "2024-12-09", "2024-12-16",
                  "2025-01-08", "2025-01-20", "2025-02-03", "2025-02-10"],
        "noise": ["Dealer net", "Grille option", "Freight to Brandon", "booth 1214", "show special"],
        "bindings": [
            {"value": "CR 68", "subject": "W2", "others": ["W3", "W4"]},
            {"value": "CR 66", "subject": "W3", "others": ["W2", "W5"]},
            {"value": "CR 72", "subject": "W5", "others": ["W4", "W3"]},
        ],
    },
    [
        ("PTL_condensation_report_25-118.pdf", pdf(
            "Prairie Thermal Laboratory Inc. | Winnipeg MB | Report PTL-25-118 | CSA A440.2 / CSA A440S1", [
                ("title", "Condensation Resistance and Argon Retention - Triple-Glazed Casement Units"),
                ("p", "Client: Red River Fenestration Ltd. Specimens: six 600 x 1200 mm PVC casement windows, "
                      "triple glazed, two low-E coatings, argon fill, variants W0 to W5 as declared by the client. "
                      "Condensation test: January 20-22, 2025, cold side -30 C, warm side 21 C, 30% RH. "
                      "Accelerated weathering of W2 and W4 sealed units started December 16, 2024 (six weeks). "
                      "Report issued: February 3, 2025."),
                ("h1", "1. Condensation resistance (CSA A440.2)"),
                ("table", [
                    ["Variant", "Declared edge / frame", "CR (frame/edge)", "Bottom edge-of-glass temp (C)",
                     "Frost at 30% RH"],
                    ["W0", "aluminium box spacer", "CR 52", "3.1", "yes"],
                    ["W1", "stainless warm-edge spacer", "CR 61", "5.4", "yes, bottom corners"],
                    ["W2", "silicone foam spacer", "CR 68", "7.2", "no"],
                    ["W3", "stainless spacer, PVC foam insert in sash", "CR 66", "6.8", "no"],
                    ["W4", "silicone foam spacer, PIB primary seal", "CR 69", "7.6", "no"],
                    ["W5", "W4 + foam-filled sash chamber", "CR 72", "8.6", "no"],
                ]),
                ("pagebreak", None),
                ("h1", "2. Argon retention after accelerated weathering"),
                ("table", [
                    ["Variant", "Initial argon", "After weathering", "Retention"],
                    ["W2", "95.1%", "81.8%", "86% (argon loss of 14%)"],
                    ["W4", "95.4%", "88.7%", "93%"],
                ]),
                ("p", "W2 sealed units showed the single silicone seal as the main argon path. W4 with a PIB "
                      "primary seal behind the silicone foam (dual seal) met the client's 90% argon retention "
                      "criterion."),
                ("pagebreak", None),
                ("h1", "3. Notes"),
                ("p", "Edge-of-glass temperature measured 13 mm above the bottom sightline, centre of width. "
                      "CR as defined in CSA A440.2 is the lower of the frame and edge values. Results apply to "
                      "the specimens tested."),
            ])),
        ("edge_thermal_runs.xlsx", xlsx([
            ("model", [
                ["variant", "description", "THERM run", "predicted CR", "predicted edge temp (C)"],
                ["W0", "aluminium box spacer", D("2024-10-28"), 54, 3.6],
                ["W1", "stainless warm-edge", D("2024-10-28"), 62, 5.7],
                ["W2", "silicone foam spacer", D("2024-10-28"), 70, 7.9],
                ["W3", "stainless + PVC foam insert in sash", D("2024-10-28"), 65, 6.6],
                ["W4", "silicone foam + PIB primary seal", D("2024-11-26"), 70, 7.9],
                ["W5", "W4 + foam-filled sash chamber", D("2025-01-08"), 73, 8.8],
            ]),
            ("measured", [
                ["variant", "Nov 12 in-house cold box edge temp (C)", "Nov 26 in-house cold box edge temp (C)",
                 "Dec 9 in-house cold box edge temp (C)", "PTL Jan 20-22 edge temp (C)", "PTL CR"],
                ["W0", 3.0, "", "", 3.1, 52],
                ["W1", 5.2, "", "", 5.4, 61],
                ["W2", 7.0, "", "", 7.2, 68],
                ["W3", "", 6.9, "", 6.8, 66],
                ["W4", "", "", 7.5, 7.6, 69],
                ["W5", "", "", "", 8.6, 72],
            ]),
        ])),
        ("spacer_project_emails.txt", text(f"""
From: Nadia Kowalchuk <nadia@prairiepassivehomes.ca>
To: Ben Thiessen <bthiessen@redriverfen.ca>
Date: Tuesday, October 15, 2024 8:41 AM
Subject: frost on the bottom edge - Linden Woods project

Ben,
Three homeowners on the Linden Woods build sent photos of frost along the bottom edge of your triple
units during the cold snap. For the next phase we need windows rated CR of 70 or higher, and our energy
advisor wants the inside bottom edge of the glass at 8 C or more at -30 C outside and 21 C inside, so
there's no frost at normal humidity. Can you get there?
Nadia

-----
From: Ben Thiessen
Date: Mon, 28 Oct 2024 16:02 -0600
Subject: RE: frost on the bottom edge - Linden Woods project

Nadia, we ran THERM models today on our casement with four spacer options. A better spacer alone gets
close on paper (silicone foam spacer predicts CR 70), but heat also goes around the spacer through the
sash frame, so we may have to change the frame too. Any foam spacer also has to keep 90% argon retention
after weathering or the centre-of-glass rating drops. Building test units next.

-----
From: Ben Thiessen
Date: Tue, 12 Nov 2024 17:20 -0600
Subject: RE: frost on the bottom edge - Linden Woods project

Cold box results (our chamber, -30 C / 21 C): stainless warm-edge W1 5.2 C at the bottom edge,
silicone foam W2 7.0 C. The foam does less than the model said - the sash frame is carrying heat
around the spacer. Trying a PVC foam insert in the sash with the stainless spacer (W3) next.

-----
From: Ben Thiessen
Date: Mon, 10 Feb 2025 10:15 -0600
Subject: RE: frost on the bottom edge - Linden Woods project

Nadia, the lab report is in (PTL-25-118, dated Feb 3). Short version: our old aluminium spacer is CR 52,
the sash insert alone (W3) got CR 66, the foam spacer alone (W2) CR 68 but it lost too much argon
(argon loss of 14% after weathering). The version with foam spacer + PIB primary seal + foam-filled sash
chamber (W5) is CR 72 with 8.6 C at the bottom edge. That's the one we'll quote for phase 2.

{C09_SHOW}
Ben
""")),
        ("dealer_price_list_2025.csv", text("""
Red River Fenestration - Dealer price list 2025 (casement and awning),,,,
model,size,list_price_CAD,dealer_net_CAD,notes
RRF-C200 casement double,600x1200,612,428,Dealer net = list less 30%
RRF-C300 casement triple,600x1200,798,559,warm-edge standard
RRF-A300 awning triple,900x600,744,521,
OPTION,Grille option (colonial),95,67,per sash
OPTION,Low-E upgrade (triple),60,42,
SHIPPING,Freight to Brandon,,,flat $180 per order
""")),
    ],
    noise_files=["dealer_price_list_2025.csv"],
    noise_spans={"spacer_project_emails.txt": [C09_SHOW]},
    not_entries=["2025-01-22"],
)

# ---------------------------------------------------------------------------
# C10 chrome-free (wet-white) tanning of thick bison hides (tannery, AB) - joint health and safety committee
#     minutes noise (not named, dated, mentions a project chemical); journal with "Thursday, September 5"
#     headings; drum run CSV with "05-Sep-24" dates; DOCX report with headings; Ts values of K1/K2/K3 close
# ---------------------------------------------------------------------------
case(
    {
        "name": "bison_hide_chrome_free_tanning",
        "question": "We'd like T661 lines 242, 244, 246 and a dated logbook for the chrome-free bison tanning "
                    "trials. Mika's journal, the drum run sheet and the trial report are attached, along with a "
                    "couple of other documents from the same shared drive.",
        "facts": {
            "242": [["80 C or higher"], ["40 N or more"], ["-20 C"], ["5 to 7 mm", "penetration"]],
            "244": [["glutaraldehyde"], ["tara"], ["oxazolidine"], ["split to 3.5 mm"]],
            "246": [["76 C"], ["raw streak"], ["12,000 flexes"], ["84 C", "46 N"]],
        },
        "dates": ["2024-08-27", "2024-09-05", "2024-09-12", "2024-09-19", "2024-09-26", "2024-10-03",
                  "2024-10-17", "2024-10-24", "2024-11-07"],
        "noise": ["WHMIS refresher", "eyewash station", "Forklift pedestrian lane", "First aid kit audit"],
        "bindings": [
            {"value": "76 C", "subject": "K1", "others": ["K2", "K4"]},
            {"value": "82 C", "subject": "K2", "others": ["K1", "K3"]},
            {"value": "46 N", "subject": "K4", "others": ["K3", "K2"]},
        ],
    },
    [
        ("wet_white_trial_report.docx", docx([
            ("title", "Wet-White (Chrome-Free) Tannage for Bison Hides - Trial Report"),
            ("p", "Aspen Parkland Tannery Inc., Wetaskiwin AB. Author: Mika Lindqvist, tanning chemist. "
                  "Date: November 7, 2024."),
            ("h1", "Plan"),
            ("p", "Two of our garment and craft customers now require chrome-free leather. Targets for a "
                  "chrome-free bison leather: shrinkage temperature (Ts) of 80 C or higher, tear strength of "
                  "40 N or more (ISO 3377-1), no grain cracking after 20,000 flexes at -20 C (cold flex, for "
                  "winter garments), and a tanning cycle that fits our drum schedule (48 h or less)."),
            ("p", "Uncertainty: published chrome-free systems are developed on bovine hides about 4 mm thick. "
                  "Bison hides are 5 to 7 mm thick with a denser fibre weave, and we did not know whether "
                  "aldehyde or syntan tanning agents reach the centre of the hide within the cycle, or which "
                  "system keeps the leather flexible at -20 C. Tanning agent penetration and cold flexibility "
                  "pull in different directions: vegetable tannins help Ts but stiffen the grain."),
            ("h1", "Method"),
            ("p", "Half hides in the 2.5 m pilot drum, 6 per run. Ts by ISO 3380, tear by ISO 3377-1, cold flex "
                  "with the Bally flexometer in the freezer cabinet at -20 C, penetration checked on cut cross "
                  "sections with indicator stain."),
            ("table", [
                ["Trial", "System", "Date"],
                ["K0", "chrome reference (current production)", "production"],
                ["K1", "glutaraldehyde 3%", "Sep 5"],
                ["K2", "glutaraldehyde 3% + tara 10%", "Sep 12"],
                ["K3", "oxazolidine 4% + syntan 8%, full thickness", "Sep 26"],
                ["K4", "K3 system, hides split to 3.5 mm before tanning, float 150%, 6 rpm", "Oct 17"],
            ]),
            ("h1", "Results"),
            ("table", [
                ["Trial", "Ts", "Tear", "Cold flex at -20 C", "Penetration"],
                ["K0", "108 C", "52 N", "pass", "full"],
                ["K1", "76 C", "38 N", "not tested", "full"],
                ["K2", "82 C", "44 N", "grain cracks at 12,000 flexes", "full"],
                ["K3", "79 C (outer layers)", "41 N", "not tested", "raw streak in centre"],
                ["K4", "84 C", "46 N", "pass, 20,000 flexes", "full"],
            ]),
            ("p", "Glutaraldehyde alone (K1) gave too low a Ts. Adding tara (K2) raised Ts above target but the "
                  "vegetable tannin made the grain crack in the cold. Oxazolidine with syntan (K3) had the right "
                  "feel but did not penetrate a full-thickness hide: the cut section showed a raw streak in the "
                  "centre after 48 h. Splitting before tanning (K4) fixed penetration within 30 h and met every "
                  "target."),
            ("h1", "Conclusion"),
            ("p", "For thick bison hides the limit is diffusion of the tanning agent, not the chemistry; "
                  "splitting in the pelt state is a precondition for a chrome-free tannage. K4 goes to a 50-hide "
                  "production trial in December."),
        ])),
        ("drum_runs_2024.csv", text("""
run,date,trial,hides,thickness_mm,split_before_tan,tanning_agent,offer_pct,float_pct,drum_rpm,hours,Ts_C,tear_N,notes
DR-201,05-Sep-24,K1,6,6.1,no,glutaraldehyde,3,100,8,36,76,38,
DR-202,12-Sep-24,K2,6,6.3,no,glutaraldehyde + tara,3 + 10,100,8,44,82,44,cold flex see journal
DR-203,26-Sep-24,K3,6,6.0,no,oxazolidine + syntan,4 + 8,100,8,48,79,41,raw streak in centre
DR-204,17-Oct-24,K4,6,3.5,yes,oxazolidine + syntan,4 + 8,150,6,30,84,46,
""")),
        ("tanning_journal.md", text("""
# Tanning journal - M. Lindqvist (chrome-free bison)

#### Tuesday, August 27
Plan agreed with Pete: three chemistries, then fix what fails. Targets per customer specs:
Ts 80 C or higher, tear 40 N or more, cold flex at -20 C, cycle 48 h or less.

#### Thursday, September 5
K1 glutaraldehyde 3% on 6 half hides (DR-201). Nice pale colour, soft.
Ts only 76 C, tear 38 N. Not enough crosslinking on its own.

#### Thursday, September 12
K2 = glutaraldehyde 3% + tara 10% (DR-202). Ts 82 C, tear 44 N. Firmer handle.

#### Thursday, September 19
Cold flex on K2 at -20 C: grain cracks at 12,000 flexes. Tara is what does it - the veg tannin stiffens
the grain in the cold. Veg retan is out for the garment line.

#### Thursday, September 26
K3 oxazolidine 4% + syntan 8% on full thickness hides (DR-203), 48 h.

#### Thursday, October 3
Cut sections of K3 with indicator: raw streak in the centre of every hide, 1-1.5 mm wide, on the butt.
Ts 79 C measured on the outer layers only. The agent isn't getting through 6 mm in 48 h.

#### Thursday, October 17
K4 - same chemistry, hides split to 3.5 mm in the pelt before tanning, float 150%, 6 rpm (DR-204).
Full penetration at 30 h. Ts 84 C, tear 46 N.

#### Thursday, October 24
Cold flex K4 at -20 C: 20,000 flexes, no grain cracks. Writing the report.
""")),
        ("safety_committee_minutes_sep2024.txt", text("""
ASPEN PARKLAND TANNERY INC. - Joint Health and Safety Committee - minutes
Meeting of September 18, 2024, lunch room. Present: P. Olsen (co-chair), R. Mercredi (co-chair), 5 members.

1. Monthly inspection: eyewash station at the beamhouse blocked by pallets - cleared same day.
2. Forklift pedestrian lane by the shipping door to be repainted before winter.
3. WHMIS refresher for all drum-room staff scheduled for October; new SDS binder for the trial chemicals.
4. Air sampling at drum 3 during the glutaraldehyde trial: results below the exposure limit.
5. First aid kit audit: two kits missing burn dressings, reordered.
Next meeting: October 16, 2024.
""")),
    ],
    noise_files=["safety_committee_minutes_sep2024.txt"],
)

if __name__ == "__main__":
    main()
