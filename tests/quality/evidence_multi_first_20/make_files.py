#!/usr/bin/env python3
"""Builds the multi-file evidence cases of the twentieth first-contact set (evidence_multi_first_20).

(20) Adapted from the make_files.py of evidence_multi_first_19; the writers and case() are unchanged, the cases
are new. Changes for the twentieth set are marked "20".
Run:  python3 make_files.py
Needs: python-docx, openpyxl, reportlab (standard fonts only).
Writes every evidence file of every case into this folder, then cases.json (all cases registered so far).

Each case asks for T661 lines 242, 244, 246 and a logbook from 3 or 4 files of mixed formats, as a firm would
pick them in the service. Case metadata (facts, dates, noise, bindings) sits next to the content it refers to.
Two kinds of noise are registered for verify.py (which imports this module; files are only written when run):
  NOISE_FILES[case]  -> whole files that are not work records (20: a safety data sheet excerpt for a contact
                        cement, a municipal boil water advisory, a minor hockey sponsorship request, a rural
                        municipality property tax notice);
  NOISE_SPANS[case]  -> {file: [text]} non-record text INSIDE a record file (20: an out-of-office auto-reply in
                        an e-mail thread, a church bulletin pasted under a warden's e-mail, an IT password
                        expiry / phishing notice pasted in a dev notebook, a building fire alarm testing notice
                        pasted in a project memo).
NOT_ENTRIES[case]   -> dates that occur in record files but are not work entries (prior seasons, due dates);
                        verify.py only uses it to silence its stray-date warnings.
(20) Spots on purpose are listed in the comment block above each case.
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
        wb.properties.creator = "evidence_multi_first_20"
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



def sheet_span(title, rows):
    """The text verify.py extracts from one workbook sheet (to register a whole sheet as a noise span)."""
    out = [f"[sheet {title}]"]
    for row in rows:
        vals = []
        for v in row:
            if isinstance(v, D):
                v = v.value.isoformat()
            vals.append("" if v is None else str(v))
        out.append("\t".join(vals))
    return "\n".join(out)




# ============================================================================ cases
# ---------------------------------------------------------------------------
# C01 (20) cranial remoulding helmet for infant plagiocephaly - liner that keeps the scalp cool without slowing
#     the correction (paediatric orthotics clinic, Kincardine ON, 2024) - the key 242 target (scalp no more than
#     1.5 C above bare skin) is stated only in the physiotherapist's e-mail; the outcomes are only on the second
#     and third sheets of the trial workbook (the notes say "see sheet"); an out-of-office auto-reply inside the
#     e-mail thread is noise; L1 closed-cell foam (baseline) hottest, L2 perforated foam, L3 spacer fabric cool
#     but compressed and slowed the correction, L4 denser spacer fabric + shell vents met both.
# ---------------------------------------------------------------------------
C01_OOO = """-----
From: Ayesha Rahman <arahman@huronkidsrehab.ca>
To: Brendan Walsh <brendan@lakeshorepaedortho.ca>
Date: Tue, 2 Apr 2024 06:00:12 -0400
Subject: Automatic reply: liner L4 - ready for wear trial?

Thank you for your message. I am out of the office returning Monday and will have limited access to email.
For urgent matters regarding a current patient please call the front desk at 519-555-0147 and ask for the
physiotherapist on call. This auto-reply is sent once per sender.
-----"""
case(
    {
        "name": "infant_cranial_helmet_liner_heat",
        "question": "Hi there - can you draft lines 242, 244 and 246 of the T661 and a logbook for our infant "
                    "helmet liner project? Files: my notes, the trial workbook (3 tabs) and the e-mails with "
                    "Ayesha at Huron Kids Rehab.",
        "facts": {
            "242": [["1.5 °C above"], ["23 hours a day"], ["heat rash"],
                    ["2 mm per month"]],
            "244": [["perforated liner", "perforated PE foam"], ["spacer fabric"], ["heated headform"],
                    ["shell vents"]],
            "246": [["3.4 °C"], ["1.2 °C"], ["compressed"], ["1.1 mm/month"]],
        },
        "dates": ["2024-01-23", "2024-02-06", "2024-02-20", "2024-03-05", "2024-03-19", "2024-04-02",
                  "2024-04-08", "2024-04-16", "2024-05-28", "2024-06-25"],
        "noise": ["out of the office", "limited access to email", "auto-reply is sent once"],
        "bindings": [
            {"value": "3.4 °C", "subject": "L1", "others": ["L2", "L3", "L4"]},
            {"value": "2.6 °C", "subject": "L2", "others": ["L1", "L3", "L4"]},
            {"value": "1.2 °C", "subject": "L4", "others": ["L1", "L2", "L3"]},
        ],
    },
    [
        ("helmet_liner_notes_brendan.md", text("""
# Helmet liner - notes (Brendan W., CO(c))

Lakeshore Paediatric Orthotics, Kincardine. Cranial remoulding helmets for babies 4-12 months with
plagiocephaly / brachycephaly. We scan the head, print a plaster positive, vacuum form a copolymer shell and
line it with foam that we grind away over the weeks so the flat side has room to grow into.

Problem: babies wear the helmet 23 hours a day, mostly in summer for half our kids, and about a third of
parents call us about heat rash, sweat and smell. Some take it off at night, which kills the correction.
Ayesha (physio at Huron Kids Rehab, refers most of our babies) gave us her numbers by e-mail - see the thread.
Nothing published tells you how to get a cooler liner that still holds the head firmly enough to steer growth;
foam suppliers only give compression numbers for shoe insoles.

## Jan 23 2024
Call with Ayesha. She wants cooler, but no slower correction, and parents must be able to wash the liner.

## Feb 20
Built a heated headform: aluminium infant head cast, 3 heater pads at 36.5 C, a wet felt "skin" fed from a
syringe pump to mimic sweat, 4 thermistors under the liner. Room 24 C. Each liner gets a 4 h run.

## Mar 5
Runs on L1 (our standard 6 mm closed-cell PE foam) and L2 (same foam, perforated liner - 3 mm holes on a
10 mm grid). Numbers in the workbook, "headform" tab.

## Mar 19
L3 = 6 mm 3D spacer fabric (polyester, silver yarn) glued into the shell. Runs done - see sheet. Ran a 1 kg
load test on it as well because it feels squishy compared to the foam.

## Apr 2
L4 = denser 2-layer spacer fabric (8 mm, stiffer monofilament) + 12 shell vents 6 mm dia over the parietal
area, where the head is not being steered. Headform runs in the tab.

## Apr 16
Wear trial starts - 16 babies, parents choose nothing, we assign L1/L3/L4 by order of fitting. Diagonal
difference measured from the scan every 2 weeks. Parents log rash y/n daily on a fridge sheet.

## May 28
6-week check done on all 16, data in "wear trial". L3 kids are behind, see the correction column - the
spacer fabric compressed and the head is not being held. Pulled L3, refitted those 5 babies with L4.

## Jun 25
Final numbers in. Going with L4 for all new fittings from July. Still don't know how L4 holds up past 12 weeks
of washing - the vents also crack the shell edge on 2 helmets, watching that.
""")),
        ("helmet_liner_trials_2024.xlsx", xlsx([
            ("setup", [
                ["liner", "description", "thickness mm", "washable", "cost per helmet"],
                ["L1", "closed-cell PE foam, standard", 6, "wipe only", "$14"],
                ["L2", "perforated PE foam, 3 mm holes / 10 mm grid", 6, "wipe only", "$19"],
                ["L3", "spacer fabric, single layer", 6, "machine wash", "$31"],
                ["L4", "spacer fabric 2-layer + 12 shell vents", 8, "machine wash", "$38"],
            ]),
            ("headform", [
                ["date", "liner", "run", "scalp rise over bare skin (4 h)", "felt wet at end", "note"],
                [D("2024-03-05"), "L1", 1, "3.4 °C", "soaked", "baseline"],
                [D("2024-03-05"), "L2", 1, "2.6 °C", "wet", ""],
                [D("2024-03-19"), "L3", 1, "1.1 °C", "damp", "1 kg load: compressed 2.8 mm"],
                [D("2024-04-02"), "L4", 1, "1.2 °C", "damp", "1 kg load: 0.9 mm"],
            ]),
            ("wear trial", [
                ["liner", "babies", "diagonal difference reduction", "rash reported (days per baby, 6 wk)",
                 "note"],
                ["L1", 6, "2.0 mm/month", 9.5, "usual"],
                ["L3", 5, "1.1 mm/month", 1.8, "held loosely - pulled May 28"],
                ["L4", 5, "2.1 mm/month", 2.2, "vent edge crack on 2 shells"],
            ]),
        ])),
        ("emails_huron_kids_rehab.txt", text("""
From: Ayesha Rahman <arahman@huronkidsrehab.ca>
To: Brendan Walsh <brendan@lakeshorepaedortho.ca>
Date: Tue, 6 Feb 2024 14:31:09 -0500
Subject: helmet liners - what I'd need

Hi Brendan, as promised after our call on the 23rd. For me to keep referring summer babies to you, the liner
has to keep the scalp no more than 1.5 °C above bare skin after a few hours (that is about where my heat rash
complaints stop), and the correction can't slow down - we see about 2 mm per month reduction in diagonal
difference with your current helmets and that is the number I'd hold you to. And it has to go in the washer,
parents won't hand-wash anything.

Ayesha

-----
From: Brendan Walsh
To: Ayesha Rahman
Date: Tue, 2 Apr 2024 05:58:40 -0400
Subject: liner L4 - ready for wear trial?

Ayesha, the vented spacer fabric version (L4) is cool on the headform, and unlike L3 it doesn't squash. Okay
with you if we start fitting in two weeks?

Brendan

""" + C01_OOO + """

From: Ayesha Rahman
To: Brendan Walsh
Date: Mon, 8 Apr 2024 09:15:22 -0400
Subject: RE: liner L4 - ready for wear trial?

Yes go ahead, keep a couple on the old foam so we have a comparison.

Ayesha
""")),
    ],
    noise_spans={"emails_huron_kids_rehab.txt": [C01_OOO]},
)
# ---------------------------------------------------------------------------
# C02 (20) bodhran (frame drum) with a synthetic laminated head that holds its pitch from a dry winter house to
#     a humid summer pub (two-person drum shop, Mabou NS, 2023-24) - several humidity runs per head type whose
#     results must stay with their run (R1-R9; H3 run R7 delaminated at the rim); a safety data sheet excerpt
#     for the contact cement is a whole noise file; goatskin H1 drifts most, plain polyester H2 too ringy,
#     fleece laminate H3 good except one run, tension-cured laminate H4 met the targets.
# ---------------------------------------------------------------------------
case(
    {
        "name": "bodhran_synthetic_head_humidity_pitch",
        "question": "Could you write up T661 lines 242, 244 and 246 and a logbook for our drum head work? I'm "
                    "sending Angus's shop notebook, the humidity run sheet, the summary we did for the "
                    "bank, and the glue paperwork that was in the same folder.",
        "facts": {
            "242": [["within 50 cents"], ["35% to 85% RH"], ["under 1.2 s"], ["feel of goatskin"]],
            "244": [["aramid fleece"], ["tension-cured", "cured under tension"], ["humidity closet"],
                    ["polyester film"]],
            "246": [["-240 cents"], ["delaminated at the rim"], ["1.9 s"], ["-45 cents"]],
        },
        "dates": ["2023-10-14", "2023-11-04", "2023-11-18", "2023-12-02", "2024-01-13", "2024-01-27",
                  "2024-02-17", "2024-03-09", "2024-04-20"],
        "noise": ["First-aid measures", "Highly flammable liquid and vapour", "UN1133"],
        "bindings": [
            {"value": "-240 cents", "subject": "R2", "others": ["R1", "R3", "R5", "R7", "R8"]},
            {"value": "-140 cents", "subject": "R7", "others": ["R5", "R6", "R8", "R9"]},
            {"value": "-45 cents", "subject": "R8", "others": ["R5", "R6", "R7", "R9"]},
        ],
    },
    [
        ("drum_shop_notebook_angus.md", text("""
# Shop notebook - heads (Angus)

Mabou Frame Drum Co. - 2 of us, bodhrans 14-18 in, sold to trad players across the Maritimes and online.

Why: goatskin goes slack the minute you walk into a humid hall for a ceilidh in July and goes tight as a board
in a dry house in February. Players spend the night wetting or warming the skin. Tunable drums help but the
tuning ring adds weight and cost. Store-bought synthetic heads (kit drum heads) hold pitch but sound like a
tom-tom - players hate them. We want a head that stays within 50 cents of its pitch from 35% to 85% RH, with
the short dry decay and feel of goatskin. Nobody makes a laminate for this and the drum head makers would not
tell us what is in theirs.

Oct 14 2023 - Built the humidity closet: old wardrobe, ultrasonic humidifier + dehumidifier on a controller,
hygrometer, tuner app on a phone clamped 30 cm from the head, strike with a felt beater on a pendulum so
every hit is the same. Pitch read at 35% then after 6 h at 85%.

Nov 4 - R1 and R2 on goatskin heads (H1, control). Awful, as expected.

Nov 18 - H2 = 10 mil polyester film, glued to the rim with the contact cement. R3, R4. Barely moves but rings
forever - sounds like a kit drum.

Dec 2 - H3 = 5 mil polyester film + non-woven aramid fleece on the underside (fleece kills the ring). Glued
flat, then mounted. R5, R6.

Jan 13 2024 - R7 on a third H3. The fleece let go near the rim on the wet side. Think the cement softens at
85% RH when the film is under tension.

Jan 27 - H4 = same laminate but glued on a tensioning frame and left to cure 48 h before mounting. Idea:
laminate cured under tension so the glue line isn't fighting the film. R8.

Feb 17 - R9 on a second H4. Same as R8 within a couple of cents.

Mar 9 - gave 3 H4 drums to players for the March sessions (Glendale, Judique, Port Hood halls).
""")),
        ("humidity_runs_2023-24.csv", text("""
run,date,head,drum,pitch_at_35RH_Hz,pitch_at_85RH_Hz,drift,decay_s,comment
R1,2023-11-04,H1 goatskin,16in #212,98.0,85.5,-235 cents,0.8,slack like a wet paper bag
R2,2023-11-04,H1 goatskin,16in #214,101.2,88.0,-240 cents,0.8,
R3,2023-11-18,H2 polyester 10mil,16in #219,110.0,107.6,-38 cents,1.9,rings - kit drum sound
R4,2023-11-18,H2 polyester 10mil,16in #220,108.4,106.1,-37 cents,1.9,
R5,2023-12-02,H3 film+fleece,16in #221,104.5,100.9,-61 cents,0.9,close
R6,2023-12-02,H3 film+fleece,16in #222,103.9,100.6,-56 cents,0.9,
R7,2024-01-13,H3 film+fleece,16in #225,104.1,96.2,-140 cents,1.0,fleece delaminated at the rim
R8,2024-01-27,H4 tension-cured laminate,16in #226,105.0,102.3,-45 cents,0.9,
R9,2024-02-17,H4 tension-cured laminate,16in #228,104.6,101.8,-47 cents,0.9,
""")),
        ("head_development_summary.docx", docx([
            ("title", "Synthetic bodhran head - development summary"),
            ("p", "Mabou Frame Drum Co., Mabou NS. Angus and Mairi MacIsaac. April 20, 2024."),
            ("h1", "Goal"),
            ("p", "A drum head that stays within 50 cents of its tuned pitch from 35% to 85% RH, with a decay "
                  "under 1.2 s (goatskin is about 0.8 s) and the feel of goatskin under the hand."),
            ("h1", "What we tried"),
            ("table", [
                ["Head", "Build", "Runs"],
                ["H1", "goatskin (control)", "R1, R2"],
                ["H2", "10 mil polyester film", "R3, R4"],
                ["H3", "5 mil polyester film + aramid fleece, glued flat", "R5, R6, R7"],
                ["H4", "same laminate, cured under tension on a frame for 48 h", "R8, R9"],
            ]),
            ("h1", "Results"),
            ("p", "Goatskin dropped -235 and -240 cents. Plain film hardly moved but rang for 1.9 s. The fleece "
                  "laminate held well in R5 and R6 but in R7 the fleece delaminated at the rim and the pitch "
                  "fell -140 cents. The tension-cured laminate (H4) drifted -45 cents (R8) and -47 cents (R9) "
                  "with a 0.9 s decay, inside our targets."),
            ("h1", "Still open"),
            ("p", "Players say H4 is close but a bit bright. We do not yet know if the glue line holds over a "
                  "full summer of sessions; the three drums out with players will tell us by the fall."),
        ])),
        ("TuffBond_88_SDS_excerpt.pdf", pdf(
            "Tuff-Bond 88 Contact Cement | Safety Data Sheet | excerpt, sections 1-4", [
                ("title", "SAFETY DATA SHEET - Tuff-Bond 88 Contact Cement"),
                ("p", "Section 1: Identification. Product identifier: Tuff-Bond 88. Recommended use: contact "
                      "adhesive for laminates, leather, cork. Supplier: Tuff-Bond Adhesives Canada, Concord ON. "
                      "Emergency telephone: CANUTEC 1-888-226-8832. Revision date: 2022-06-30."),
                ("p", "Section 2: Hazard identification. DANGER. Highly flammable liquid and vapour. Causes serious "
                      "eye irritation. May cause drowsiness or dizziness. Keep away from heat, sparks, open flames."),
                ("table", [
                    ["Section 3: Composition", "CAS No.", "Concentration"],
                    ["Acetone", "67-64-1", "30-60%"],
                    ["Hexane", "110-54-3", "10-30%"],
                    ["Polychloroprene", "9010-98-4", "10-30%"],
                ]),
                ("p", "Section 4: First-aid measures. Inhalation: remove to fresh air. Eye contact: rinse "
                      "cautiously with water for several minutes. Ingestion: do NOT induce vomiting. "
                      "Transport: UN1133, Adhesives, Class 3, PG II."),
            ])),
    ],
    noise_files=["TuffBond_88_SDS_excerpt.pdf"],
)
# ---------------------------------------------------------------------------
# C03 (20) pickled sea asparagus (salicornia) that stays crunchy and green on the shelf (Acadian family
#     business, Cocagne NB, 2024) - asked in French over English evidence (the food scientist writes in
#     English); the outcomes are only on the third sheet of the workbook ("3-month pull"), the notes say the
#     numbers are in the sheet; a municipal boil water advisory saved in the project folder is a whole noise
#     file; B1 hot-fill (control) soft, B2 calcium chloride better, B3 low-temperature blanch + CaCl2 firm,
#     B4 gentler pasteurization firmest but one jar bulged; colour went olive in all.
# ---------------------------------------------------------------------------
case(
    {
        "name": "pickled_sea_asparagus_crunch_colour",
        "language": "fr",
        "question": "Bonjour, pouvez-vous préparer les lignes 242, 244 et 246 du T661 et un logbook (journal de bord) "
                    "pour notre projet de salicorne marinée? Je vous envoie le classeur des essais, les notes "
                    "de notre consultante (en anglais), nos courriels avec elle et un avis qui était dans le "
                    "même dossier.",
        "facts": {
            "242": [["60% of fresh firmness"], ["hue angle of 110"], ["12 months"], ["2% salt"]],
            "244": [["calcium chloride", "CaCl2"], ["low-temperature blanch"], ["pectin methylesterase"],
                    ["80 °C"]],
            "246": [["31%"], ["67%"], ["olive-brown"], ["bulged lid"]],
        },
        "dates": ["2024-06-11", "2024-06-25", "2024-07-09", "2024-07-10", "2024-07-23", "2024-08-06",
                  "2024-10-09", "2024-10-22", "2024-11-05"],
        "noise": ["Boil Water Advisory", "rolling boil for at least one minute", "Public Works Department"],
        "bindings": [
            {"value": "31%", "subject": "B1", "others": ["B2", "B3", "B4"]},
            {"value": "48%", "subject": "B2", "others": ["B1", "B3", "B4"]},
            {"value": "67%", "subject": "B3", "others": ["B1", "B2", "B4"]},
        ],
    },
    [
        ("salicorne_trials_2024.xlsx", xlsx([
            ("recipes", [
                ["batch", "pre-treatment", "brine", "pasteurization", "jars"],
                ["B1", "none (rinse only)", "5% vinegar, 2% salt, hot-fill 90 C", "water bath 90 °C for 10 min", 12],
                ["B2", "none", "same + 0.2% CaCl2", "90 °C for 10 min", 12],
                ["B3", "low-temperature blanch 60 °C, 20 min, in 0.2% CaCl2", "same as B2",
                 "90 °C for 10 min", 12],
                ["B4", "as B3", "same as B2", "80 °C for 15 min", 12],
            ]),
            ("day 0", [
                ["batch", "date packed", "pH", "firmness N (TA.XT, 5 shoots)", "% of fresh", "hue angle"],
                ["fresh", D("2024-07-09"), None, 41.2, "100%", 121],
                ["B1", D("2024-07-09"), 3.9, 22.0, "53%", 112],
                ["B2", D("2024-07-09"), 3.9, 28.4, "69%", 113],
                ["B3", D("2024-07-10"), 4.0, 33.6, "82%", 114],
                ["B4", D("2024-07-10"), 4.1, 35.0, "85%", 116],
            ]),
            ("3-month pull", [
                ["batch", "date opened", "firmness N", "% of fresh", "hue angle", "colour by eye", "jars OK"],
                ["B1", D("2024-10-09"), 12.8, "31%", 98, "olive-brown", "12 of 12"],
                ["B2", D("2024-10-09"), 19.8, "48%", 101, "olive-brown", "12 of 12"],
                ["B3", D("2024-10-09"), 27.6, "67%", 103, "olive-brown", "12 of 12"],
                ["B4", D("2024-10-09"), 29.1, "71%", 104, "olive, brighter", "11 of 12 - 1 bulged lid"],
            ]),
        ])),
        ("consultant_notes_salicornia.docx", docx([
            ("title", "Pickled salicornia - shelf-stable texture and colour"),
            ("p", "Prepared for Les Délices de la Baie de Cocagne Ltée by Dr. Heather Kinsella, food process "
                  "consultant. Notes kept through the 2024 season."),
            ("h1", "Objective"),
            ("p", "The family sells fresh salicornia (sea asparagus) picked on their own marsh lease and wants "
                  "a jarred pickle for the winter market. Their first jars went limp and brown within weeks. "
                  "Targets agreed with Monique LeBlanc: shoots keep at least 60% of fresh firmness after "
                  "storage, colour stays green (hue angle of 110 or more), no more than 2% salt added (the "
                  "plant is already salty), pH 4.2 or lower, 12 months at room temperature."),
            ("p", "Salicornia is a succulent halophyte; the published pickle work is on cucumbers and beans. "
                  "We do not know how its high sodium tissue and thin cuticle respond to calcium firming, "
                  "blanching or heat, so each step was tested on jars from the same harvest."),
            ("h1", "June 11, 2024 - first visit"),
            ("p", "Tasted last year's jars: mushy, olive. Agreed on a texture analyser method (5-shoot bundle, "
                  "shear cell) and a phone colorimeter for hue."),
            ("h1", "June 25 - plan"),
            ("p", "Four batches: B1 current hot-fill recipe; B2 add calcium chloride to the brine; B3 a "
                  "low-temperature blanch at 60 °C in CaCl2 first, to switch on the plant's own pectin "
                  "methylesterase so calcium can cross-link the pectin; B4 as B3 but pasteurized at 80 °C for "
                  "15 min instead of 90 °C for 10 min (validated with a probe jar, pH 4.1)."),
            ("h1", "July 9-10 - packing"),
            ("p", "Packed 12 jars per batch over two days (B1, B2 on the 9th; B3, B4 on the 10th). Day-0 "
                  "readings on sheet 2."),
            ("h1", "October 9 - 3-month pull"),
            ("p", "All jars opened; readings are on the 3-month pull sheet. Firmness ranking held from day 0. "
                  "Colour did not hold in any batch, which is the open problem now. One B4 jar had a bulged "
                  "lid and was sent to the lab."),
            ("h1", "October 22 - lab result on the B4 jar"),
            ("p", "Spore-former growth confirmed in the bulged jar. The 80 °C step is not safe enough for this "
                  "product without more work; B3 becomes the recipe for 2025. Colour: next season we try a "
                  "chlorophyll-friendly brine (lower acidity at fill, then acidify) on small lots."),
        ])),
        ("courriels_heather_monique.txt", text("""
From: Heather Kinsella <heather@kinsellafoodconsult.ca>
To: Monique LeBlanc <monique@delicesbaiecocagne.ca>
Date: Tue, 23 Jul 2024 10:12:44 -0300
Subject: salicornia jars - 2 weeks

Monique, quick look at two jars per batch at 2 weeks: B3 and B4 still snap, B1 already bendy. Colour already
turning in all of them though - olive-brown at the tips. I'll be back for the 3 month pull in October.

Heather

-----
From: Monique LeBlanc
To: Heather Kinsella
Date: Tue, 6 Aug 2024 19:30:05 -0300
Subject: RE: salicornia jars - 2 weeks

Merci Heather. Robert picked another 40 lb for a second B3 lot, we packed it today with the same method so we
have jars for the Christmas market if it works. Il reste du CaCl2 pour une autre fois.

Monique

-----
From: Heather Kinsella
To: Monique LeBlanc
Date: Tue, 5 Nov 2024 08:45:51 -0400
Subject: final notes

Monique, final notes attached. Short version: B3 stays comfortably above the 60% we wanted at 3 months
(numbers on the last tab of the workbook); B4 was firmer but I can't sign off on the 80 °C process after the bulged jar. Nobody has the green
colour solved for this plant - that's the 2025 work.

Heather
""")),
        ("avis_eau_Cocagne_juillet2024.md", text("""
# Boil Water Advisory - Cocagne Local Service District (Zone 2)

Issued by the Public Works Department, July 2024.

Due to a watermain break on Route 134, residents and businesses in Zone 2 (from the wharf to Chemin Cormier)
are advised to bring tap water to a rolling boil for at least one minute before drinking, making ice, brushing
teeth or preparing food. Food premises must use boiled or bottled water for all food contact until the
advisory is lifted.

The advisory will stay in place until two consecutive sets of samples, taken at least 24 hours apart, show no
coliform bacteria. Updates will be posted at the Cocagne fire hall and on the district Facebook page.

Questions: Public Works Department, 506-555-0190 (after hours 506-555-0111).
""")),
    ],
    noise_files=["avis_eau_Cocagne_juillet2024.md"],
)
# ---------------------------------------------------------------------------
# C04 (20) snow shovel blade moulded from recycled HDPE that does not crack when banged on ice at -30 C
#     (Franco-Ontarian injection moulder, Smooth Rock Falls ON, 2024-25) - asked in French over English records;
#     several impact runs per blend (T1-T8) whose results must stay with their run (T4 failed from PP cap
#     contamination, T7 cracked at the rivet hole); a minor hockey sponsorship request is a whole noise file;
#     M1 100% recycled cracks, M2 impact-modified better but lot-sensitive, M3 too little recycled content,
#     M4 (M2 + rib redesign, rivet hole moved) passed.
# ---------------------------------------------------------------------------
case(
    {
        "name": "recycled_hdpe_snow_shovel_cold_impact",
        "language": "fr",
        "question": "Bonjour! On aurait besoin des lignes 242, 244 et 246 du T661 et d'un logbook pour notre "
                    "projet de pelle à neige en plastique recyclé. Nos documents sont en anglais: le fichier "
                    "des essais d'impact, le mémo de Julien, les courriels avec l'acheteur et une lettre "
                    "reçue cet automne.",
        "facts": {
            "242": [["at least 60% recycled"], ["-30 °C"], ["under 900 g"], ["1.5 kg dart"]],
            "244": [["POE impact modifier", "impact modifier"], ["rib roots"], ["virgin HMW-HDPE"],
                    ["DSC"]],
            "246": [["7 of 10"], ["PP caps"], ["rivet hole"], ["0 of 10"]],
        },
        "dates": ["2024-09-17", "2024-10-01", "2024-10-08", "2024-10-22", "2024-11-05", "2024-11-19",
                  "2024-12-10", "2025-01-14", "2025-01-28", "2025-02-11"],
        "noise": ["logo on the boards", "Gold Sponsor", "jersey bar"],
        "bindings": [
            {"value": "7 of 10", "subject": "T1", "others": ["T2", "T3", "T4", "T6"]},
            {"value": "2 of 10", "subject": "T3", "others": ["T1", "T2", "T4", "T6"]},
            {"value": "6 of 10", "subject": "T4", "others": ["T1", "T2", "T3", "T6"]},
        ],
    },
    [
        ("cold_impact_runs.csv", text("""
run,date,blend,lot,blades,drop (1.5 kg dart / 1 m / -30 C),cracked,blade_g,notes
T1,2024-10-08,M1 100% rHDPE,L-2410-1,10,edge,7 of 10,860,cracks start at rib roots
T2,2024-10-08,M1 100% rHDPE,L-2410-2,10,edge,8 of 10,858,
T3,2024-10-22,M2 rHDPE + 10% POE,L-2410-3,10,edge,2 of 10,872,
T4,2024-11-05,M2 rHDPE + 10% POE,L-2411-1,10,edge,6 of 10,870,flake lot had PP caps - DSC double melt peak
T5,2024-11-19,M3 50% rHDPE + 50% virgin HMW-HDPE,L-2411-2,10,edge,1 of 10,905,only 50% recycled; heavy
T6,2025-01-14,M4 (M2 + radiused ribs),L-2501-1,10,edge,0 of 10,884,
T7,2025-01-14,M4 (M2 + radiused ribs),L-2501-2,10,edge,1 of 10,881,crack from the rivet hole for wear strip
T8,2025-01-28,M4 rivet hole moved 12 mm,L-2501-3,10,edge + rivet zone,0 of 10,879,
""")),
        ("memo_shovel_blade_julien.docx", docx([
            ("title", "Recycled-content shovel blade - engineering memo"),
            ("p", "Plastiques Mattagami Inc., Smooth Rock Falls ON. Julien Gauthier, process engineer. "
                  "February 11, 2025."),
            ("h1", "Background"),
            ("p", "We mould 24 in. snow shovel blades for a northern hardware buying group. Their new house "
                  "brand has to be at least 60% recycled content, and the blade must survive being banged on "
                  "ice at -30 °C. Our own test: a 1.5 kg dart dropped 1 m onto the blade edge after 4 h in the "
                  "chest freezer at -30 °C, 10 blades per run. Blade weight under 900 g so the shovel stays "
                  "light."),
            ("p", "Recycled HDPE flake (milk jugs, detergent bottles) is a mix of grades with unknown melt flow "
                  "and traces of other plastics. The resin suppliers publish cold impact only for virgin "
                  "grades, and we found nothing on how a post-consumer blend behaves in a ribbed blade at "
                  "these temperatures."),
            ("h1", "Work done"),
            ("b", "Oct 1, 2024: freezer rig and dart tower built; trial on old virgin blades, none cracked."),
            ("b", "M1, 100% rHDPE - runs T1 and T2. Cracks started at the rib roots."),
            ("b", "M2, rHDPE with 10% POE impact modifier (ethylene-octene) - runs T3 and T4. T4 came from a "
                  "flake lot with PP caps mixed in; DSC showed a double melt peak. Since then every flake lot "
                  "gets a DSC check before moulding."),
            ("b", "M3, 50/50 rHDPE and virgin HMW-HDPE - run T5. Tough but fails the recycled target and is "
                  "over weight."),
            ("b", "Dec 10: mould insert recut so the rib roots have a 3 mm radius and ribs stop 25 mm short of "
                  "the edge (M4 = M2 blend + new ribs). Runs T6, T7; in T7 one blade cracked from the rivet "
                  "hole of the steel wear strip. Hole moved 12 mm inboard, run T8."),
            ("h1", "Where we are"),
            ("p", "M4 with the moved rivet hole had 0 of 10 cracked in T8 and is the design we quote. We still "
                  "do not know how much flake variation the blend tolerates; we have seen one bad lot in four."),
        ])),
        ("emails_northern_hardware_buyer.txt", text("""
From: Karen Doucette <kdoucette@northernhwbuying.ca>
To: Julien Gauthier <jgauthier@plastiquesmattagami.ca>
Date: Tue, 17 Sep 2024 11:02:30 -0400
Subject: house brand shovel - spec

Julien, as discussed: the house brand line has to say "at least 60% recycled" on the label and we need it
to stand up to our northern stores. Last year's import cracked on people at -30 °C and we ate the returns.
Samples by February please.

Karen

-----
From: Julien Gauthier
To: Karen Doucette
Date: Tue, 19 Nov 2024 16:40:12 -0500
Subject: RE: house brand shovel - spec

Karen - short update. The straight recycled blade cracks in our cold test; adding an impact modifier helps
a lot but one bad flake lot sent us back (6 of 10 cracked). We're recutting the ribs in December. Still
aiming for February.

Julien

-----
From: Julien Gauthier
To: Karen Doucette
Date: Tue, 11 Feb 2025 09:20:48 -0500
Subject: samples shipped

Karen, 6 sample shovels (M4) went out today by Purolator with the memo. 0 of 10 cracked in the last run.

Julien
""")),
        ("SRF_minor_hockey_sponsorship_2024.pdf", pdf(
            "Smooth Rock Falls Minor Hockey Association | 2024-25 season", [
                ("title", "Sponsorship request - 2024-25 season"),
                ("p", "Dear local business owner, our 70 players from U7 to U18 count on community support to "
                      "keep ice time affordable. Please consider one of the levels below."),
                ("table", [
                    ["Level", "Amount", "Recognition"],
                    ["Gold Sponsor", "$1,500", "logo on the boards for 3 seasons, jersey bar on one team"],
                    ["Silver", "$750", "logo on the arena banner, program ad"],
                    ["Bronze", "$250", "name in the tournament program"],
                ]),
                ("p", "Cheques payable to SRF Minor Hockey. Our Novice tournament is the weekend of "
                      "December 6-8 at the Smooth Rock Falls arena - come cheer on the kids!"),
            ])),
    ],
    noise_files=["SRF_minor_hockey_sponsorship_2024.pdf"],
)
# ---------------------------------------------------------------------------
# C05 (20) frost-protected shallow foundation for cabins left unheated all winter (cabin builder, Nipawin SK,
#     2022-24) - the key 242 targets (bearing soil kept above 0 C, heave under 6 mm) are stated only in the
#     engineer's memo; dates are mixed: ISO in the memo, dd/mm/yyyy in the thermistor CSV (the header says so,
#     07/03/2023 is 7 March) and "Jan 16" in the summary; the winter-2 summary dated April 30, 2024 is itself a
#     logbook entry; a rural municipality property tax notice is a whole noise file; P1 narrow wings froze
#     under the footing, P2 wide wings better, P3 thicker wings kept frost above the footing, P4 (P3 on a wet
#     lakeside site) heaved at an ice lens.
# ---------------------------------------------------------------------------
case(
    {
        "name": "unheated_cabin_frost_protected_slab",
        "question": "Hello, please draft T661 lines 242, 244, 246 and a logbook for our frost-protected slab "
                    "trial for winter cabins. Attached: Priya's design memo, the thermistor readings, our "
                    "winter 2 summary, and the tax notice (not sure if you need it).",
        "facts": {
            "242": [["above 0 °C"], ["under 6 mm"], ["2,700 °C-days"], ["left unheated"]],
            "244": [["thermistor strings"], ["horizontal wing", "wing insulation"], ["XPS"],
                    ["heave survey"]],
            "246": [["620 mm below"], ["90 mm above"], ["ice lens"], ["19 mm"]],
        },
        "dates": ["2022-09-27", "2022-10-18", "2022-12-13", "2023-01-24", "2023-03-07", "2023-04-18",
                  "2023-10-03", "2024-01-16", "2024-02-27", "2024-04-30"],
        "noise": ["Assessed value", "Mill rate", "Discount if paid by"],
        "bindings": [
            {"value": "620 mm below", "subject": "P1", "others": ["P2", "P3", "P4"]},
            {"value": "180 mm below", "subject": "P2", "others": ["P1", "P3", "P4"]},
            {"value": "11 mm", "subject": "P4", "others": ["P1", "P2", "P3"]},
        ],
    },
    [
        ("FPSF_design_memo_natarajan.docx", docx([
            ("title", "Memo - shallow slab foundations for unheated cabins"),
            ("p", "To: Dale Kowalchuk, Tobin Lake Cabin Builders Ltd. From: Priya Natarajan, P.Eng. Date: "
                  "2022-09-27."),
            ("h1", "Why this needs testing"),
            ("p", "Frost-protected shallow foundation guides assume a heated building: the house loses heat "
                  "into the ground and the insulation wings just keep it there. Your cabins are left unheated "
                  "from November to April, so there is no heat to hold. The design tables in the guides for "
                  "unheated buildings stop well short of Nipawin's climate (design air freezing index about "
                  "2,700 °C-days), and the soil here is silty clay, which is frost-susceptible."),
            ("h1", "Criteria I will sign off on"),
            ("b", "The bearing soil under the footing edge must stay above 0 °C all winter (frost line stays "
                  "above the base of the footing)."),
            ("b", "Seasonal heave at any corner under 6 mm, measured by level survey against a deep benchmark."),
            ("b", "Slab cost (insulation + excavation) at least $8,000 below screw piles with skirting, or "
                  "there is no point."),
            ("h1", "Proposed trial"),
            ("p", "Build 3.6 m square test slabs on your yard, XPS vertical on the grade beam plus horizontal "
                  "wing insulation at 300 mm depth, with thermistor strings (10 sensors, 0 to 1.8 m) at the "
                  "footing edge and at a corner. Start with P1 (100 mm XPS, 600 mm wing) and P2 (100 mm XPS, "
                  "1200 mm wing); decide the second winter's pads from the results."),
        ])),
        ("thermistor_frost_readings.csv", text("""
date (dd/mm/yyyy),pad,string,frost line vs footing base (mm; + = below footing),corner heave mm,reading by
13/12/2022,P1,edge,+140,3,Dale
13/12/2022,P2,edge,-210,1,Dale
24/01/2023,P1,edge,+470,12,Dale
24/01/2023,P2,edge,+40,4,Dale
07/03/2023,P1,edge,620 mm below,19 mm,Dale - max frost
07/03/2023,P2,edge,180 mm below,7 mm,Dale
18/04/2023,P1,edge,thawed,19 mm,heave survey - did not settle back
18/04/2023,P2,edge,thawed,3 mm,heave survey
16/01/2024,P2,edge,-40,2,Shane
16/01/2024,P3,edge,-150,1,Shane
16/01/2024,P4,corner NE,+30,6,Shane
27/02/2024,P2,edge,60 mm below,4 mm,Shane
27/02/2024,P3,edge,90 mm above,2 mm,Shane - max frost
27/02/2024,P4,corner NE,+210,11 mm,Shane - wet spot
""")),
        ("winter2_summary_april2024.pdf", pdf(
            "Tobin Lake Cabin Builders Ltd. | Nipawin SK | FPSF trial - winter 2 summary", [
                ("title", "Frost-protected slab trial - summary after two winters"),
                ("p", "Dale Kowalchuk, April 30, 2024. For Priya Natarajan, P.Eng."),
                ("h1", "Winter 1 (2022-23)"),
                ("p", "P1 and P2 poured Oct 18, 2022. With the narrow 600 mm wing, P1 froze right under the "
                      "footing: the frost line went 620 mm below the footing base by Mar 7 and the corner heaved "
                      "19 mm, which did not come back down at the Apr 18 heave survey. P2 with the 1200 mm "
                      "horizontal wing did better (frost to 180 mm below, 7 mm heave) but still failed Priya's "
                      "criteria."),
                ("h1", "Winter 2 (2023-24)"),
                ("p", "Poured Oct 3, 2023: P3 = 150 mm XPS with 1200 mm wings and 1800 mm at the corners; P4 = "
                      "same as P3, built on the lower lakeside lot. P2 was left in place and read again. Winter 2 "
                      "was milder than normal."),
                ("table", [
                    ["Pad", "Insulation", "Worst frost line (Feb 27)", "Corner heave", "Verdict"],
                    ["P2", "100 mm, 1200 mm wing", "60 mm below footing", "4 mm", "fails in a normal winter"],
                    ["P3", "150 mm, 1200/1800 mm wings", "90 mm above footing", "2 mm", "meets criteria"],
                    ["P4", "as P3, wet lakeside lot", "210 mm below at NE corner", "11 mm", "ice lens at NE corner"],
                ]),
                ("p", "On Jan 16 we already saw P4's NE corner lagging. When we dug it out in April there was an "
                      "ice lens under the wing where water sits in the spring. The insulation alone does not "
                      "cover a wet site; we need to test a drainage layer under the wings next."),
                ("p", "Cost of the P3 detail for a 24 x 28 cabin: about $9,400 less than screw piles and skirting. "
                      "Open question: P3 has only been tested in one mild winter."),
            ])),
        ("RM_Nipawin_tax_notice_2024.pdf", pdf(
            "Rural Municipality | 2024 Property Tax Notice", [
                ("title", "2024 Property Tax Notice"),
                ("p", "Roll number 402-118-07. Legal land description: NE 14-50-13-W2. Owner: Tobin Lake Cabin "
                      "Builders Ltd."),
                ("table", [
                    ["Item", "Amount"],
                    ["Assessed value (taxable)", "$186,400"],
                    ["Mill rate (municipal)", "8.25"],
                    ["Municipal tax", "$1,537.80"],
                    ["School division levy", "$1,025.20"],
                    ["Total 2024 taxes", "$2,563.00"],
                ]),
                ("p", "Discount if paid by June 30: 3%. Penalty of 1.25% per month on arrears after "
                      "December 31. Pay at the municipal office or by online banking."),
            ])),
    ],
    noise_files=["RM_Nipawin_tax_notice_2024.pdf"],
)
# ---------------------------------------------------------------------------
# C06 (20) re-leading 1890s church windows with a came that does not bow and whose joints survive winter
#     (stained glass studio, Merrickville ON, 2024) - the key 242 targets (deflection limit, 6 mm sightline,
#     reversibility) are only in the heritage architect's memo; the test outcomes are only on the second sheet
#     of the workbook; the parish bulletin pasted under the warden's e-mail is noise; Z1 lead came (control)
#     bowed, Z2 zinc came stiff but joints cracked in thermal cycling, Z3 brass-heart lead came close, Z4
#     brass-heart came + flexible glazing cement met the memo.
# ---------------------------------------------------------------------------
C06_BULLETIN = """>>> from this week's bulletin, for your files <<<
ST. COLUMBA'S PARISH NEWS
Turkey Supper - tickets $25 at the door, seatings at 5 and 6:30. Volunteers needed for pie table!
The Altar Guild meets Thursday at 10 in the hall. New members always welcome.
Please join us for coffee hour after the 10:30 service. This week hosted by the Hendersons.
Envelopes for the Thanksgiving offering are in the narthex.
>>> end <<<"""
case(
    {
        "name": "church_window_brass_heart_came_bowing",
        "question": "Please draft lines 242/244/246 of the T661 and a logbook for our St. Columba's window "
                    "re-leading research. Files: studio notebook, the panel test workbook, the architect's memo "
                    "and my e-mails with the warden.",
        "facts": {
            "242": [["6 mm face"], ["1.0 kPa"], ["5 mm or less"], ["reversible"]],
            "244": [["zinc came"], ["brass-heart"], ["vacuum box"],
                    ["flexible glazing cement"]],
            "246": [["14 mm"], ["9 of 40"], ["0 of 40"], ["T-joints"]],
        },
        "dates": ["2024-03-12", "2024-03-26", "2024-04-09", "2024-04-23", "2024-05-14", "2024-06-11",
                  "2024-06-25", "2024-07-23", "2024-08-20", "2024-09-17"],
        "noise": ["Turkey Supper", "Altar Guild", "coffee hour"],
        "bindings": [
            {"value": "14 mm", "subject": "Z1", "others": ["Z2", "Z3", "Z4"]},
            {"value": "9 of 40", "subject": "Z2", "others": ["Z1", "Z3", "Z4"]},
            {"value": "0 of 40", "subject": "Z4", "others": ["Z1", "Z2", "Z3"]},
        ],
    },
    [
        ("studio_notebook_window_project.md", text("""
# Rideau Leadlight Studio - St. Columba's windows (notebook, Tess + Marco)

The nave windows (1892) bulge 25-40 mm between the saddle bars. Re-leading with new lead came only buys us
30-40 years before they sag again, and the parish can't afford this twice. The architect won't let us add
more saddle bars across the faces. So: is there a came that is stiffer than lead, keeps the same sightline,
and whose soldered joints survive an Ontario winter in a single-glazed window? Zinc is stiff but moves with
temperature way more than lead; brass-heart came (lead with a thin brass strip inside) exists but nobody we
asked had test numbers for a window this size.

2024-03-26  Built the vacuum box: plywood frame, shop vac + bleed valve, manometer, dial gauge at panel
centre. Test panels 600 x 900 mm, same glass and cut line as the nave border section.

2024-04-09  Made Z1 (new lead came, as original) and Z2 (zinc came, 6 mm H) panels, traditional putty.

2024-04-23  Deflection runs on Z1, Z2 - results in sheet "panel tests".

2024-05-14  Thermal cycling rig: chest freezer at -30 C / heat lamp box at +50 C, 2 cycles a day, 50 cycles.
All 40 solder joints on each panel marked and checked with a loupe before and after.

2024-06-11  Cycling done on Z1/Z2. Zinc joints not good - see sheet. Zinc and lead solder don't like the
swings.

2024-06-25  Made Z3 (brass-heart lead came, putty) and Z4 (brass-heart came + flexible glazing cement, a
polymer cement that stays soft, so the panel can still be taken apart later).

2024-07-23  Z3 and Z4 deflection + 50 cycles done. Numbers in the workbook. Sent summary to Ruth (warden) and
to the architect.

2024-09-17  First nave window (N3) re-leaded with the Z4 build and reinstalled. Dial gauge mark on the
saddle bar so we can see if it moves over the winter.
""")),
        ("came_panel_tests_2024.xlsx", xlsx([
            ("panels", [
                ["panel", "came", "glazing compound", "size mm", "joints"],
                ["Z1", "lead came, 6 mm H (as original)", "traditional putty", "600 x 900", 40],
                ["Z2", "zinc came, 6 mm H", "traditional putty", "600 x 900", 40],
                ["Z3", "brass-heart lead came, 6 mm H", "traditional putty", "600 x 900", 40],
                ["Z4", "brass-heart lead came, 6 mm H", "flexible glazing cement", "600 x 900", 40],
            ]),
            ("panel tests", [
                ["panel", "date", "centre deflection at 1.0 kPa", "after 50 cycles: joints cracked",
                 "deflection after cycles", "note"],
                ["Z1", D("2024-04-23"), "14 mm", "1 of 40", "16 mm", "bows like the originals"],
                ["Z2", D("2024-04-23"), "3 mm", "9 of 40", "6 mm", "cracks at T-joints"],
                ["Z3", D("2024-07-23"), "5 mm", "2 of 40", "5 mm", "putty cracked along 2 leads"],
                ["Z4", D("2024-07-23"), "4 mm", "0 of 40", "4 mm", ""],
            ]),
        ])),
        ("architect_memo_st_columba.pdf", pdf(
            "Halvorsen Heritage Architects | St. Columba's Anglican Church, Merrickville | Memo", [
                ("title", "Nave windows - conditions for re-leading"),
                ("p", "To: Rideau Leadlight Studio. From: Ingrid Halvorsen, OAA. March 12, 2024."),
                ("p", "The windows are designated features under the heritage easement. Any re-leading must "
                      "meet the following, or I cannot support the work to the heritage committee:"),
                ("b", "Sightlines: new came must show the same 6 mm face as the original leads, inside and out."),
                ("b", "No added saddle bars or visible reinforcement across figure faces."),
                ("b", "Stiffness: centre deflection of a border-size panel of 5 mm or less under a uniform "
                      "1.0 kPa (our wind load for these openings, with protective glazing removed)."),
                ("b", "The work must be reversible: a future conservator must be able to take the panels apart "
                      "without breaking original glass."),
                ("p", "Please send test results on sample panels before any original window is touched."),
            ])),
        ("emails_warden_ruth.txt", text("""
From: Tess Lavigne <tess@rideauleadlight.ca>
To: Ruth Abernethy <warden@stcolumbamerrickville.ca>
Date: Tue, 23 Jul 2024 17:10:09 -0400
Subject: window samples - results

Ruth, the test panels are done. Plain lead bows again, zinc is stiff but its joints crack in our freezer/heat
cycles, and the brass-heart came with the soft cement (Z4) meets Ms. Halvorsen's limits. Could we present it
at the August parish council meeting?

Tess

-----
From: Ruth Abernethy
To: Tess Lavigne
Date: Tue, 20 Aug 2024 21:04:37 -0400
Subject: RE: window samples - results

Tess, council approved the Z4 approach tonight for window N3 as a first one. Go ahead in September.
Ruth

""" + C06_BULLETIN + """
""")),
    ],
    noise_spans={"emails_warden_ruth.txt": [C06_BULLETIN]},
)
# ---------------------------------------------------------------------------
# C07 (20) phone app that reads the DOT tire identification number off a sidewall photo (4-shop tire chain,
#     Drayton Valley AB, 2024) - several evaluation runs per variant on different photo sets whose results must
#     stay with their run (E1-E7; V3 good in the bay, poor in the winter lot); dates mixed: ISO in the notebook,
#     M/D/YYYY in the eval CSV (header says so), "Jan 16" in the notebook, "July 9, 2024" on the status report;
#     an IT provider's password-expiry / phishing notice pasted in the notebook is noise.
# ---------------------------------------------------------------------------
C07_IT = """=== pasted from inbox so I don't lose it ===
From: ChinookNet Managed IT <helpdesk@chinooknetit.ca>
Subject: ACTION REQUIRED: Your password will expire in 5 days
Your Microsoft 365 password will expire in 5 days. Change it at portal.chinooknetit.ca - never from a link in
an e-mail. Reminder: if a message looks suspicious, use the Report Phish button in Outlook. Never share your
MFA code with anyone, including us.
=== end paste ==="""
case(
    {
        "name": "tire_sidewall_dot_code_phone_reader",
        "question": "Hi, we'd like T661 lines 242, 244 and 246 drafted, plus a logbook, for the tire code "
                    "reader app. Attached: Kyle's dev notebook, the eval results export and the status report "
                    "he gave Don in July.",
        "facts": {
            "242": [["90% of tires"], ["date code"], ["under 2 s"], ["black-on-black"]],
            "244": [["Tesseract"], ["synthetic renders"], ["raking light"], ["CRNN"]],
            "246": [["12%"], ["52%"], ["3.8 s"], ["mud-packed"]],
        },
        "dates": ["2024-01-16", "2024-01-30", "2024-02-13", "2024-02-27", "2024-03-19", "2024-04-16",
                  "2024-04-30", "2024-05-28", "2024-06-18", "2024-07-09"],
        "noise": ["Your password will expire", "Report Phish button", "Never share your MFA code"],
        "bindings": [
            {"value": "12%", "subject": "E1", "others": ["E2", "E3", "E4", "E5"]},
            {"value": "52%", "subject": "E4", "others": ["E1", "E2", "E3", "E5"]},
            {"value": "81%", "subject": "E5", "others": ["E1", "E3", "E4", "E6"]},
        ],
    },
    [
        ("tin_reader_dev_notebook_kyle.md", text("""
# TIN reader - dev notebook (Kyle)

Brazeau Tire & Lube, 4 shops (Drayton Valley, Breton, Rocky, Sundre). Techs type the DOT TIN off every tire
by hand for recall checks and tire age (the last 4 digits = week + year, the date code). They get it wrong a
lot and it takes 2-3 min a wheel in the cold.

Don's ask (kickoff Jan 16): phone app, point at the sidewall, get the TIN. Needs to read the full TIN right on
90% of tires and the date code on 95%, under 2 s on the techs' 3-year-old phones, and it has to work out in the
winter lot, not just in a clean bay.

Why it's hard: the TIN is black-on-black raised rubber, curved, often half hidden by brake dust or slush. Off
the shelf OCR is made for ink on paper. Couldn't find any published model or dataset for embossed tire text.

2024-01-30  Collected 1,200 sidewall photos from the 4 shops (bay set 700, winter lot set 500). Labelled by
hand (Jess + me, 2 evenings).

2024-02-13  V1 = Tesseract with CLAHE contrast + deskew. Run E1 on the bay set. Useless on full TINs.

2024-02-27  V2 = general cloud OCR API. Run E2, bay set. Better, but it's a network round trip - slow in
the back lot where LTE is bad, and per-call fees.

""" + C07_IT + """

2024-03-19  V3 = our own: text-line detector + CRNN recogniser, trained on 40,000 synthetic renders of
embossed DOT text (Blender, random rubber texture, dust, curvature, light angle) + the bay photos. Run E3 on
bay set - big jump.

2024-04-16  E4: V3 on the winter lot set. Dropped hard - slush in the letters and flat grey light, the
raised edges don't cast any shadow.

2024-04-30  V4 = V3 + a $9 clip-on LED that throws raking light across the sidewall + 5-frame burst, pick
the sharpest. E5 winter lot.

2024-05-28  Retrained V4 with 600 real winter photos from May (E6). Hit Don's numbers on the winter lot.

2024-06-18  E7: V4 on the dirty set (mud-packed tires from the oilfield trucks). Not good enough - techs will
have to brush first. Still open: mud, and the 3 shops with older phones (A10) are at 2.6 s.
""")),
        ("tin_eval_runs.csv", text("""
run,date (M/D/YYYY - US sheet),variant,photo set,n tires,full TIN correct,date code correct,time per read,notes
E1,2/13/2024,V1 Tesseract + CLAHE,bay,700,12%,31%,0.9 s,
E2,2/27/2024,V2 cloud OCR API,bay,700,41%,58%,3.8 s,network; $0.0015 per call
E3,3/19/2024,V3 detector + CRNN,bay,700,88%,96%,1.1 s,
E4,4/16/2024,V3 detector + CRNN,winter lot,500,52%,71%,1.1 s,slush + flat light
E5,4/30/2024,V4 V3 + raking light + burst,winter lot,500,81%,94%,1.4 s,
E6,5/28/2024,V4 retrained (+600 winter photos),winter lot,500,90%,97%,1.4 s,meets Don's targets
E7,6/18/2024,V4 retrained,dirty (mud-packed),180,63%,85%,1.4 s,
""")),
        ("TIN_reader_status_report_July2024.pdf", pdf(
            "Brazeau Tire & Lube Ltd. | TIN reader app | status report", [
                ("title", "TIN reader - where we are"),
                ("p", "Kyle Dumont for Don Brazeau, July 9, 2024."),
                ("p", "Four versions were built and tested on our own labelled photos. The app now reads the full "
                      "TIN on 90% of tires in the winter lot with the clip-on light (run E6), and the date code on "
                      "97%, in 1.4 s on the shop phones."),
                ("table", [
                    ["Version", "What it is", "Best run", "Problem"],
                    ["V1", "Tesseract (free OCR) with contrast boost", "E1", "can't read raised rubber"],
                    ["V2", "cloud OCR service", "E2", "3.8 s, needs signal, fees"],
                    ["V3", "our detector + recogniser on synthetic renders", "E3 (bay)", "winter lot E4 only 52%"],
                    ["V4", "V3 + raking light clip + burst + real winter photos", "E6", "mud, older phones"],
                ]),
                ("p", "Not solved: mud-packed tires (63% full TIN in E7) and the older A10 phones (2.6 s). "
                      "Next: a brush-first prompt in the app and a smaller recogniser for old phones."),
            ])),
    ],
    noise_spans={"tin_reader_dev_notebook_kyle.md": [C07_IT]},
)
# ---------------------------------------------------------------------------
# C08 (20) Level 2 EV charger cable that guests can still coil and hang up at -40 C without the jacket cracking
#     (electrical contractor building pedestal chargers, Hay River NT, 2023-24) - the cold chamber outcomes are
#     only on the second sheet of the workbook (the memo points to it); the hotel's coil-by-hand requirement is
#     in the e-mails; a building fire alarm testing notice pasted at the end of the memo is noise; J1 PVC stiff
#     and cracked, J2 SEBS TPE split when run over, J3 silicone failed abrasion, J4 TPU + helical spring relief
#     met the targets.
# ---------------------------------------------------------------------------
C08_FIRE = """NOTICE TO ALL TENANTS - 41 Capital Drive
The annual fire alarm inspection will take place next Wednesday from 9:00 to 15:00. Bells will ring
intermittently during testing; there is no need to evacuate unless a continuous alarm sounds with an
announcement. Technicians will need access to every suite. Please do not use the elevator while the
recall test is underway. - Building Management"""
case(
    {
        "name": "ev_charger_cable_minus40_coiling",
        "question": "Can you do T661 lines 242, 244, 246 and a logbook for our cold-weather charger cable "
                    "project? Attached: our project memo, the test workbook (2 tabs) and the e-mails with the "
                    "Riverside Inn.",
        "facts": {
            "242": [["-40 °C"], ["under 40 N"], ["5,000 flex cycles"], ["run over"]],
            "244": [["SEBS"], ["silicone jacket"], ["helical spring"], ["bend rig"]],
            "246": [["118 N"], ["900 cycles"], ["split"], ["cut through"]],
        },
        "dates": ["2023-10-17", "2023-10-31", "2023-11-14", "2023-11-28", "2023-12-12", "2024-01-09",
                  "2024-01-23", "2024-02-06", "2024-02-20", "2024-03-05"],
        "noise": ["annual fire alarm inspection", "Bells will ring", "recall test is underway"],
        "bindings": [
            {"value": "118 N", "subject": "J1", "others": ["J2", "J3", "J4"]},
            {"value": "48 N", "subject": "J2", "others": ["J1", "J3", "J4"]},
            {"value": "36 N", "subject": "J4", "others": ["J1", "J2", "J3"]},
        ],
    },
    [
        ("charger_cable_project_memo.docx", docx([
            ("title", "Cold-weather charging cable - project memo"),
            ("p", "Great Slave Electric Ltd., Hay River NT. Prepared by Marcus Beaulieu, March 5, 2024."),
            ("h1", "Problem"),
            ("p", "We build and install Level 2 charging pedestals for hotels, condos and the town lot. The "
                  "tethered 7.5 m cables that come with the charging units are PVC jacketed. At -40 °C they "
                  "go stiff as a garden hose left outside: guests leave them lying in the snow, plows run over "
                  "them, and the jackets crack at the strain relief. We could not find a cable or jacket "
                  "compound with data for repeated flexing at -40 °C; cable catalogues give a single cold "
                  "bend rating at best."),
            ("h1", "Targets"),
            ("p", "Coil force under 40 N at -40 °C on our bend rig (the force to wrap the cable around a "
                  "300 mm holster), no jacket crack after 5,000 flex cycles at -40 °C, and no damage when run "
                  "over by a loaded pickup at -40 °C (the Riverside Inn's lot gets plowed at night)."),
            ("h1", "Method"),
            ("p", "Bend rig built Nov 14 in a rented reefer container held at -40 °C: a motor swings the "
                  "cable plug end through 90 degrees at the strain relief, 10 cycles per minute; a load cell "
                  "on the holster arm reads coil force. Crush test: three-quarter-ton truck at 2,900 kg rear axle rolls "
                  "over the cable on packed snow after a 12 h soak."),
            ("table", [
                ["Cable", "Jacket", "Strain relief"],
                ["J1", "PVC (stock cable)", "moulded boot"],
                ["J2", "SEBS thermoplastic elastomer", "moulded boot"],
                ["J3", "silicone jacket over TPE insulation", "moulded boot"],
                ["J4", "TPU, cold-flex grade", "helical spring + boot"],
            ]),
            ("h1", "Work log"),
            ("b", "Oct 31, 2023: plan agreed with Gwen at the Riverside Inn; ordered 4 sample cables."),
            ("b", "Nov 28: J1 runs. Dec 12: J2 runs."),
            ("b", "Jan 9, 2024: J3 runs. Jan 23: crush and abrasion tests on J1-J3 (dragging over plowed "
                  "gravel and ice chunks, 500 pulls)."),
            ("b", "Feb 6: J4 runs, flex, crush and abrasion."),
            ("b", "Feb 20: two J4 cables installed at the Riverside Inn for the rest of the winter."),
            ("p", "Results are in the workbook, sheet 2 (cold chamber). J4 is the only cable that met all three "
                  "targets; it costs about $140 more per pedestal. We still do not know how TPU ages under UV "
                  "through a summer."),
            ("p", C08_FIRE),
        ])),
        ("cable_cold_tests.xlsx", xlsx([
            ("plan", [
                ["cable", "supplier sample", "length m", "conductors", "ordered"],
                ["J1", "stock cable from charger OEM", 7.5, "3 x 6 AWG + pilot", D("2023-10-31")],
                ["J2", "custom SEBS jacket run", 7.5, "3 x 6 AWG + pilot", D("2023-10-31")],
                ["J3", "silicone over TPE", 7.5, "3 x 6 AWG + pilot", D("2023-10-31")],
                ["J4", "TPU cold-flex", 7.5, "3 x 6 AWG + pilot", D("2023-12-12")],
            ]),
            ("cold chamber", [
                ["cable", "test date", "coil force at -40 C", "flex cycles to first crack", "crush (pickup)",
                 "abrasion (500 drags)"],
                ["J1", D("2023-11-28"), "118 N", "900 cycles", "jacket cracked", "ok"],
                ["J2", D("2023-12-12"), "48 N", "no crack at 5,000", "jacket split", "ok"],
                ["J3", D("2024-01-09"), "21 N", "no crack at 5,000", "ok", "failed - jacket cut through"],
                ["J4", D("2024-02-06"), "36 N", "no crack at 5,000", "ok", "ok, scuffed"],
            ]),
        ])),
        ("emails_riverside_inn.txt", text("""
From: Gwen Tatti <gm@riversideinnhayriver.ca>
To: Marcus Beaulieu <marcus@greatslaveelectric.ca>
Date: Tue, 17 Oct 2023 08:30:55 -0600
Subject: chargers for the back lot

Marcus, we want 6 chargers in the back lot this winter, but not with the cables the Yellowknife hotels have.
Their guests can't get them back on the hook when it's -40 and the cables end up run over by the plow. If
your guys can make one that a guest can actually coil, we're in.

Gwen

-----
From: Marcus Beaulieu
To: Gwen Tatti
Date: Tue, 31 Oct 2023 16:12:20 -0600
Subject: RE: chargers for the back lot

Gwen, agreed. We'll test 4 cables in a freezer container over the next months and put the best ones in your
lot by February. Pedestals can go in now with the stock cable.

Marcus

-----
From: Marcus Beaulieu
To: Gwen Tatti
Date: Tue, 20 Feb 2024 14:48:03 -0700
Subject: new cables installed

Two of the new TPU cables are on pedestals 1 and 2 as of this afternoon. Let us know what guests say.

Marcus
""")),
    ],
    noise_spans={"charger_cable_project_memo.docx": [C08_FIRE]},
)
# ---------------------------------------------------------------------------
# C09 (20) axe handles from densified local sugar maple instead of imported hickory (small edge-tool maker,
#     Nackawic NB, 2024-25) - no noise; dates mixed: "Sept 9" in the shop notebook, dd-mmm-yy cells in the
#     workbook, ISO in the summary; the summary dated 2025-01-27 is itself a logbook entry; A1 hickory (control),
#     A2 plain maple weak, A3 densified maple strong but sprang back in humid cycling, A4 densified + heat-fixed
#     met the targets but darkens.
# ---------------------------------------------------------------------------
case(
    {
        "name": "densified_maple_axe_handle",
        "question": "Hello - we need T661 lines 242, 244 and 246 and a logbook for our maple axe handle "
                    "project. Sending the shop notebook, the test workbook and the summary I wrote in January.",
        "facts": {
            "242": [["within 10% of hickory"], ["overstrike"], ["set recovery under 10%"],
                    ["no imported wood"]],
            "244": [["hot press"], ["25% densified", "densified 25%"], ["heat fixation"],
                    ["3-point bend"]],
            "246": [["6.1 kN"], ["41%"], ["9.5 kN"], ["darker"]],
        },
        "dates": ["2024-09-09", "2024-09-23", "2024-10-07", "2024-10-21", "2024-11-04", "2024-11-18",
                  "2024-12-02", "2025-01-13", "2025-01-27"],
        "noise": [],
        "bindings": [
            {"value": "6.1 kN", "subject": "A2", "others": ["A1", "A3", "A4"]},
            {"value": "41%", "subject": "A3", "others": ["A1", "A2", "A4"]},
            {"value": "9.5 kN", "subject": "A4", "others": ["A1", "A2", "A3"]},
        ],
    },
    [
        ("shop_notebook_handles.md", text("""
# handle notebook - Nackawic Edge Tool Co. (Pierre)

We forge felling and splitting axes. Every handle is hickory from Tennessee - price up 60% in 3 years and
half a bundle is runout grain. Want a handle from NB wood with no imported wood in the product. Sugar maple
is hard but it breaks on an overstrike (when you miss the round and the handle hits it) - hickory bends and
survives. Idea is to press maple denser. Nobody does this for tool handles; the densified wood papers are on
flooring and the density bounces back when it gets wet (set recovery) - a handle lives in a wet truck.

Sept 9 - target: break load and overstrike energy within 10% of hickory, set recovery under 10% after 3 wet/dry
cycles, finish and weight like a 28 in. hickory handle. Ordered 2 in. sugar maple planks from the mill in
Juniper.

Sept 23 - hot press rigged from the old veneer press: 160 C platens, 12 mm stops to get 25% densified blanks.
First blanks cracked on the edges - too dry (6% MC). Conditioned to 12% MC first, fine after.

Oct 7 - A1 hickory (bought handles), A2 plain maple, A3 maple densified 25%: 8 of each turned on the lathe.

Oct 21 - 3-point bend on the Instron at UNB (Dr. Kaur's lab, booked time). Numbers in workbook.

Nov 4 - overstrike rig: 6 kg pendulum swings the axe so the handle neck hits a steel post. Energy to
first crack. A3 almost as good as hickory.

Nov 18 - humidity cycles (3 x 30% / 90% RH, 1 week each). A3 blanks swelled back a lot - see sheet.

Dec 2 - A4 = A3 + heat fixation: after pressing, hold 200 C under pressure 20 min (steam from the wood
itself) so the density stays. Made 8, ran everything again in January at UNB.

Jan 13 - A4 results in. Looks like the one. Handles come out darker, some customers won't like it.
""")),
        ("handle_tests_2024-25.xlsx", xlsx([
            ("bend + overstrike", [
                ["variant", "date tested", "n", "break load (3-point bend)", "overstrike energy J", "note"],
                ["A1", D("2024-10-21", "dd-mmm-yy"), 8, "9.8 kN", 42, "hickory, control"],
                ["A2", D("2024-10-21", "dd-mmm-yy"), 8, "6.1 kN", 24, "brittle, snapped at neck"],
                ["A3", D("2024-10-21", "dd-mmm-yy"), 8, "9.2 kN", 38, "overstrike Nov 4"],
                ["A4", D("2025-01-13", "dd-mmm-yy"), 8, "9.5 kN", 39, ""],
            ]),
            ("humidity cycling", [
                ["variant", "date done", "thickness after press mm", "after 3 cycles mm", "set recovery",
                 "note"],
                ["A3", D("2024-11-18", "dd-mmm-yy"), 12.0, 13.6, "41%", "swelled back"],
                ["A4", D("2025-01-13", "dd-mmm-yy"), 12.0, 12.2, "5%", "darker colour"],
            ]),
        ])),
        ("maple_handle_summary_jan2025.docx", docx([
            ("title", "Densified maple axe handle - summary"),
            ("p", "Nackawic Edge Tool Co. Pierre Thibodeau, 2025-01-27."),
            ("h1", "Goal"),
            ("p", "Replace imported hickory with New Brunswick sugar maple, pressed denser so it survives "
                  "overstrike, with set recovery under 10% so it stays dense in a wet truck."),
            ("h1", "What was done"),
            ("p", "Four handle types, 8 of each: A1 hickory (control), A2 plain maple, A3 maple 25% densified "
                  "in a hot press at 160 C, A4 as A3 plus heat fixation at 200 C. Tests: 3-point bend to "
                  "break at UNB, overstrike pendulum in our shop, 3 humid/dry cycles."),
            ("h1", "Results"),
            ("p", "A2 broke at 6.1 kN against 9.8 kN for hickory. A3 reached 9.2 kN and 38 J overstrike but "
                  "swelled back 41% in the humidity cycles. A4 held 9.5 kN, 39 J and 5% set recovery - within "
                  "10% of hickory on every test. The heat step makes the wood darker."),
            ("h1", "Next"),
            ("p", "Field test: 40 A4 handles to two tree services and a firewood dealer for the winter. Unknown "
                  "yet: fatigue over a season of splitting, and whether the darker colour sells."),
        ])),
    ],
)
# ---------------------------------------------------------------------------
# C10 (20) light-coloured chips from stored sunchokes (Jerusalem artichokes) all winter (farm snack maker,
#     Plum Coulee MB, 2024-25) - no noise; several fry runs per process across storage months whose results
#     must stay with their run (F1-F9: the same blanch process gets darker every month as inulin turns to
#     sugar in storage); dates mixed: "Nov 5" in the kitchen notes, yyyy/mm/dd in the fry log, "March 25, 2025"
#     on the co-packer summary; K1 plain fry burnt, K2 blanch OK only in November, K3 vacuum fry light but oily,
#     K4 vacuum fry + centrifuge de-oiling met colour and oil targets.
# ---------------------------------------------------------------------------
case(
    {
        "name": "stored_sunchoke_chip_browning",
        "question": "Hi! Can you put together T661 lines 242, 244, 246 and a logbook for our sunchoke chip "
                    "trials? Files: Lena's kitchen notes, the fry log, and the summary we sent the co-packer.",
        "facts": {
            "242": [["L* of 58"], ["under 30% oil"], ["October to March"], ["no added colour"]],
            "244": [["vacuum fryer", "vacuum fry"], ["blanch"], ["centrifuge de-oiling", "de-oiling spin"],
                    ["inulin"]],
            "246": [["38.6"], ["40.8"], ["34% oil"], ["26% oil"]],
        },
        "dates": ["2024-10-15", "2024-11-05", "2024-11-19", "2024-12-10", "2025-01-14", "2025-01-28",
                  "2025-02-18", "2025-03-11", "2025-03-25"],
        "noise": [],
        "bindings": [
            {"value": "54.2", "subject": "F2", "others": ["F1", "F3", "F4", "F5"]},
            {"value": "40.8", "subject": "F4", "others": ["F2", "F3", "F5", "F6"]},
            {"value": "26% oil", "subject": "F9", "others": ["F5", "F7", "F8"]},
        ],
    },
    [
        ("kitchen_notes_lena.md", text("""
# sunchoke chips - kitchen notes (Lena)

Sunroot Farm Snacks, Plum Coulee. We grow 4 acres of sunchokes (Jerusalem artichokes), harvested in October
and stored in the cooler at 2 C. Chips sell great at the fall markets but by January they come out of the
fryer brown and bitter. The tubers store their sugar as inulin and in the cold it breaks down to fructose,
which browns fast in hot oil. Potato people fix this with storage temperature or reconditioning - sunchokes
rot if you warm them up, and we couldn't find anyone who has made chips from stored sunchokes at all.

What the co-packer (Red River Co-Pack) needs before they'll take it on: colour at least L* of 58 on their
colour meter (light golden), under 30% oil, no added colour or sugar tricks, and we have to supply from
October to March so the line runs all winter.

Oct 15 - harvest done, 9 bins into the cooler. Borrowed a colour meter from the co-packer.

Nov 5 - first fry runs. K1 plain fry at 170 C: dark straight away. K2 blanch 75 C 5 min to leach sugars then
fry: better.

Nov 19 - rented a small vacuum fryer (fries at 110 C under vacuum). K3 vacuum fry on November tubers -
lightest chips yet, but greasy.

Dec 10 - K2 again on December tubers. Darker than in November - see log.

Jan 14 - K2 and K3 on January tubers. K2 is out, too dark. K3 holds colour.

Jan 28 - K4 = K3 + a 2 min de-oiling spin in the vacuum fryer basket (centrifuge de-oiling while still under
vacuum).

Feb 18 - K4 on February tubers. Oil down a lot.

Mar 11 - last run, March tubers (5 months in storage), K4. Summary to Red River Co-Pack after.
""")),
        ("fry_log_2024-25.csv", text("""
run,date (yyyy/mm/dd),process,tubers stored since Oct 15,fry temp C,colour L*,oil %,taste notes
F1,2024/11/05,K1 plain fry,3 weeks,170,38.6,31% oil,burnt and bitter
F2,2024/11/05,K2 blanch + fry,3 weeks,170,54.2,29% oil,ok slightly brown
F3,2024/12/10,K2 blanch + fry,8 weeks,170,47.5,30% oil,brown edges
F4,2025/01/14,K2 blanch + fry,13 weeks,170,40.8,30% oil,too dark
F5,2024/11/19,K3 vacuum fry,5 weeks,110,64.0,34% oil,light but greasy
F6,2025/01/14,K3 vacuum fry,13 weeks,110,61.3,35% oil,light
F7,2025/01/28,K4 vacuum fry + de-oiling spin,15 weeks,110,61.0,27% oil,
F8,2025/02/18,K4 vacuum fry + de-oiling spin,18 weeks,110,60.2,27% oil,
F9,2025/03/11,K4 vacuum fry + de-oiling spin,21 weeks,110,59.1,26% oil,good - slightly darker than Jan
""")),
        ("sunchoke_chips_summary_RedRiver.pdf", pdf(
            "Sunroot Farm Snacks | Plum Coulee MB | sunchoke chip trials", [
                ("title", "Sunchoke chips from stored tubers - trial summary"),
                ("p", "Lena and Jake Friesen, March 25, 2025. For Red River Co-Pack."),
                ("p", "We ran four processes on tubers stored at 2 C from harvest (Oct 15) to March, measuring "
                      "colour (L*) on your meter and oil content by Soxhlet at the university lab."),
                ("table", [
                    ["Process", "What", "Result"],
                    ["K1", "plain fry 170 C", "too dark from the start"],
                    ["K2", "blanch then fry 170 C", "fine in November, too dark by January"],
                    ["K3", "vacuum fry 110 C", "light all winter, 34% oil in November"],
                    ["K4", "vacuum fry + centrifuge de-oiling", "L* 59 and 26% oil after 5 months"],
                ]),
                ("p", "K4 meets your colour and oil targets with March tubers. Open: the vacuum fryer does 6 kg "
                      "an hour; we don't know yet if the de-oiling step works the same in a larger batch unit."),
            ])),
    ],
)
# ============================================================================ end of cases

if __name__ == "__main__":
    main()
