#!/usr/bin/env python3
"""Builds the multi-file evidence cases of the eighteenth first-contact set (evidence_multi_first_18).

Run:  python3 make_files.py
Needs: python-docx, openpyxl, reportlab (standard fonts only).
Writes every evidence file of every case into this folder, then cases.json (all cases registered so far).

Each case asks for T661 lines 242, 244, 246 and a logbook from 2 to 4 files of mixed formats, as a firm would
pick them in the service. Case metadata (facts, dates, noise, bindings) sits next to the content it refers to.
Two kinds of noise are registered for verify.py (which imports this module; files are only written when run):
  NOISE_FILES[case]  -> whole files that are not work records (a landlord's lease renewal notice, a spa
                        industry safety bulletin, a commercial insurance renewal, an equipment auction listing);
  NOISE_SPANS[case]  -> {file: [text]} non-record text INSIDE a record file: a seed price list and a staff
                        vacation roster kept as extra sheets of the run workbook, a conference call for papers
                        pasted in an e-mail, a parking-lot notice and a farmers' market vendor application pasted
                        in the middle of notebooks, a boat-for-sale ad forwarded in an e-mail, a stretcher recall
                        bulletin appended to a report.
NOT_ENTRIES[case]   -> dates that occur in record files but are not work entries (prior season, lease, due dates);
                        verify.py only uses it to silence its stray-date warnings.
Spots on purpose: one case asked in French with English evidence (smoked_meat_brisket_cook_yield); one case with
only a result table and a short e-mail (scallop_spat_collector_mesh, 2 files); one case whose result table repeats
each laminate schedule over three runs (hot_tub_shell_osmotic_blistering); one case with dates written as ISO in a
notebook, "March 3" in e-mails and d/m/yyyy in a CSV whose header states the locale (drill_core_photo_rqd_model).
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
        wb.properties.creator = "evidence_multi_first_18"
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
# C01 stratifying American ginseng seed with less rot and faster dehiscence (ginseng farm, Norfolk County ON,
#     2023-24) - a seed price list kept as the last sheet of the box workbook is noise; targets in the intro of
#     the memo; rot only in the workbook, germination in the seed lab PDF: in-ground pit (S1) worst at 14.2% rot,
#     peroxide dip (S2), walk-in chamber (S3) best; GA3 soak (S4) split fast but gave abnormal seedlings and was
#     ruled out; rot of S1/S2/S3 bound to their set-ups.
# ---------------------------------------------------------------------------
C01_PRICES = [
    ["Seed price list 2025 (for customers - Janet)", None, None],
    ["Item", "Price", "Note"],
    ["Stratified seed, 1 lb", "$165.00", "approx. 7,000 seeds"],
    ["Stratified seed, 10 lb", "$1,540.00", "Volume discount 7% over 10 lb"],
    ["Green (unstratified) seed, 1 lb", "$95.00", "pick up Sept only"],
    ["Delivery", "$40 flat", "Pickup at farm gate free"],
    ["All prices HST extra", None, None],
]
case(
    {
        "name": "ginseng_seed_stratification_rot_dehiscence",
        "question": "Hi - we need T661 lines 242, 244, 246 and a logbook for our ginseng seed stratification "
                    "work. I attached Doug's memo, the box workbook, the germination test from the seed lab and "
                    "my e-mails with Kerry at OMAFRA.",
        "facts": {
            "242": [["at least 80%"], ["under 5%"], ["95% of seed split"],
                    ["without fungicide", "no registered fungicide"]],
            "244": [["hydrogen peroxide dip"], ["walk-in chamber"], ["GA3", "gibberellic acid"],
                    ["10-12% moisture"]],
            "246": [["14.2%"], ["3.4%"], ["84%"], ["abnormal seedlings"]],
        },
        "dates": ["2023-08-24", "2023-08-29", "2023-09-12", "2023-10-17", "2023-12-05", "2024-02-13",
                  "2024-04-09", "2024-06-18", "2024-08-20", "2024-09-24", "2024-10-15", "2024-10-28"],
        "noise": ["Volume discount", "Pickup at farm gate", "HST extra"],
        "bindings": [
            {"value": "14.2%", "subject": "S1", "others": ["S2", "S3", "S4"]},
            {"value": "6.1%", "subject": "S2", "others": ["S1", "S3", "S4"]},
            {"value": "3.4%", "subject": "S3", "others": ["S1", "S2", "S4"]},
        ],
    },
    [
        ("ginseng_strat_memo_oct2024.docx", docx([
            ("title", "Seed stratification trial 2023-24 - summary"),
            ("p", "Vandenberghe Ginseng Farms, Langton ON. Written by Doug Vandenberghe for Janet and the crew. "
                  "October 28, 2024."),
            ("h1", "Background / what we wanted"),
            ("p", "We stratify about 900 lb of our own seed every year in sand boxes buried in pits behind the "
                  "drying barn. The last three years we lost 10 to 15% of it to seed rot in the boxes and the "
                  "seed that survived gave only 55-60% germination in the lab test, so our buyers complained. "
                  "Goals for this trial: seed rot under 5% by weight at screening, at least 80% germination in "
                  "the lab test, and 95% of seed split (dehisced) by mid-September so it can go in the ground "
                  "the same fall. And we have to do it without fungicide on the seed boxes - there is no "
                  "registered fungicide for the box stage and our Asian buyers test for residues."),
            ("p", "What we did not know going in: whether rot in the pits comes from the seed coat (Cylindrocarpon, "
                  "Pythium riding in on the berries) or from the pits being too wet in the spring melt, and "
                  "whether a controlled warm phase would speed up embryo growth without making the rot worse. "
                  "Kerry at OMAFRA said nobody had numbers for a chamber at farm scale."),
            ("h1", "How it was done"),
            ("p", "Seed from the 2023 harvest was de-pulped, washed and split into four lots of 60 lb. Each lot "
                  "was mixed 1:2 with washed sand in mesh-bottom boxes. Medium was weighed monthly and held at "
                  "10-12% moisture by weight (water added with a sprayer when under 10%)."),
            ("table", [
                ["Set-up", "Treatment", "Where"],
                ["S1", "none (our normal)", "in-ground pit"],
                ["S2", "hydrogen peroxide dip, 3% for 10 min, rinsed", "in-ground pit"],
                ["S3", "hydrogen peroxide dip", "walk-in chamber: 20 C warm phase to early December, then 4 C cold phase, "
                                               "back to 18 C in May"],
                ["S4", "GA3 soak (gibberellic acid) 500 ppm 24 h + peroxide dip", "walk-in chamber, same program"],
            ]),
            ("p", "The walk-in chamber is the old cold room with a heater and a Dixell controller added. Boxes "
                  "were sampled at each check: 200 seeds counted for rot (soft, brown endosperm) and 20 seeds "
                  "cut to score split and embryo length. At screening in August the rotten seed was weighed "
                  "out."),
            ("h1", "What happened"),
            ("p", "The peroxide dip cut the rot roughly in half in the pits, but the pits still went waterlogged "
                  "in April and the rot jumped after that - so wet pits are part of it, the dip alone does not "
                  "get us under 5%. The chamber boxes with the dip were the only ones under target and they "
                  "gave the best germination. GA3 made the seed split 5-6 weeks early but the lab found lots of "
                  "abnormal seedlings (twisted, short radicle), so GA3 is out. Numbers are in the workbook and "
                  "the lab report."),
            ("p", "Next: all seed in the chamber with the dip for the 2024 harvest. Chamber holds about 600 lb, "
                  "so we need a second unit."),
        ])),
        ("strat_boxes_2023_24.xlsx", xlsx([
            ("setup", [
                ["set-up", "lot", "seed lb", "dip", "GA3", "location", "boxed"],
                ["S1", "L23-1", 60, "no", "no", "pit 2", D("2023-08-29")],
                ["S2", "L23-2", 60, "3% H2O2 10 min", "no", "pit 3", D("2023-08-29")],
                ["S3", "L23-3", 60, "3% H2O2 10 min", "no", "chamber", D("2023-08-29")],
                ["S4", "L23-4", 60, "3% H2O2 10 min", "500 ppm 24 h", "chamber", D("2023-09-12")],
            ]),
            ("checks", [
                ["date", "set-up", "medium moisture %", "rot % (200 seeds)", "split % (20 cut)", "note"],
                [D("2023-10-17"), "S1", 11.4, 1.5, 0, ""],
                [D("2023-10-17"), "S3", 10.8, 0.5, 0, ""],
                [D("2023-12-05"), "S1", 10.2, 2.5, 0, ""],
                [D("2023-12-05"), "S3", 10.9, 1.0, 5, "chamber switched to 4 C"],
                [D("2024-02-13"), "S1", "frozen", None, None, "pit frozen, no sample"],
                [D("2024-02-13"), "S3", 11.1, 1.5, 10, ""],
                [D("2024-04-09"), "S1", 17.6, 6.0, 5, "pit waterlogged after melt"],
                [D("2024-04-09"), "S2", 16.9, 3.5, 5, "pit waterlogged"],
                [D("2024-04-09"), "S3", 11.0, 2.0, 15, ""],
                [D("2024-04-09"), "S4", 10.7, 3.0, 45, ""],
                [D("2024-06-18"), "S1", 12.3, 10.5, 40, ""],
                [D("2024-06-18"), "S3", 10.5, 2.5, 70, ""],
                [D("2024-06-18"), "S4", 10.6, 5.5, 90, ""],
            ]),
            ("screening", [
                ["set-up", "screened", "rot % by weight", "split %", "sound seed lb", "comment"],
                ["S1", D("2024-08-20"), "14.2%", "78%", 47.1, "worst - pit"],
                ["S2", D("2024-08-20"), "6.1%", "81%", 51.9, "dip helped, pit still wet in April"],
                ["S3", D("2024-08-20"), "3.4%", "96%", 53.6, "best"],
                ["S4", D("2024-08-20"), "9.8%", "99%", 49.8, "split early, more soft seed"],
            ]),
            ("prices", C01_PRICES),
        ])),
        ("norfolk_seedlab_germ_report_G24-311.pdf", pdf(
            "Norfolk Seed Testing Laboratory | Report G24-311 | Client: Vandenberghe Ginseng Farms", [
                ("title", "Germination test - Panax quinquefolius"),
                ("p", "Samples received: September 24, 2024 (4 lots, 400 seeds each). Report date: October 15, "
                      "2024. Method: rolled towel, 4 x 100 seeds, 15 C, counted at 14 and 28 days; seedlings "
                      "classed normal or abnormal per AOSA rules."),
                ("table", [
                    ["Client lot", "Set-up", "Normal germination", "Abnormal", "Dead/firm", "Remarks"],
                    ["L23-1", "S1", "58%", "4%", "38%", "many soft seeds"],
                    ["L23-2", "S2", "67%", "3%", "30%", ""],
                    ["L23-3", "S3", "84%", "2%", "14%", ""],
                    ["L23-4", "S4", "55%", "31%", "14%", "abnormal seedlings: twisted hypocotyl, stunted "
                                                          "radicle"],
                ]),
                ("p", "Results apply to the samples as received. Tested by M. Oliveira, senior analyst."),
            ])),
        ("emails_omafra_kerry.txt", text("""
From: Janet Vandenberghe <janet@vgfarms.ca>
To: Kerry Boyd <kerry.boyd@ontario.ca>
Date: Thu, 24 Aug 2023 19:02:11 -0400
Subject: seed rot in the boxes

Hi Kerry, we harvested today and Doug wants to try something different with the stratification this year.
Last fall we screened out 13% rotten seed again. Is there anything registered we can put on the boxes? If not
we are thinking a peroxide dip and moving some boxes into the old cold room with a heater.

Janet

-----
From: Kerry Boyd
To: Janet Vandenberghe
Date: Tue, 29 Aug 2023 08:40:55 -0400
Subject: RE: seed rot in the boxes

Janet - nothing is registered for the stratification stage. Peroxide dips are used by a few growers but I have
no data on rot at screening. If you run the chamber please keep the moisture in the 10-12% range and log it,
I'd like to see the numbers. Warm phase around 20 C is what the literature says for embryo growth.

Kerry

-----
From: Janet Vandenberghe
To: Kerry Boyd
Date: Tue, 12 Sep 2023 16:15:30 -0400
Subject: RE: seed rot in the boxes

Boxes went in on the 29th. Doug added a 4th lot today with a GA3 soak, in the chamber with the dip lot.

-----
From: Janet Vandenberghe
To: Kerry Boyd
Date: Mon, 28 Oct 2024 11:20:04 -0400
Subject: RE: seed rot in the boxes

Kerry, final numbers attached (lab report + workbook). The chamber lot with the dip came in at 3.4% rot and
84% germination. GA3 split early but 31% abnormal in the lab so we won't use it. Doug's memo is attached too.

Janet
""")),
    ],
    noise_spans={"strat_boxes_2023_24.xlsx": [sheet_span("prices", C01_PRICES)]},
)
# ---------------------------------------------------------------------------
# C02 Montreal smoked meat brisket: cook yield, sodium and sliceability with a shorter cure (wholesale deli
#     producer, Laval QC, 2024) - asked in French, evidence in English; the landlord's lease renewal notice PDF
#     is noise; targets in the intro of the process memo; run results only in the CSV: dry cure control (R1)
#     worst yield, injection (R2), injection + sous-vide finish (R3) best; 40% KCl (R4) tasted bitter and was
#     ruled out; yields of R1/R2/R3 bound to their runs.
# ---------------------------------------------------------------------------
case(
    {
        "name": "smoked_meat_brisket_cook_yield",
        "language": "fr",
        "question": "Bonjour, pouvez-vous préparer les lignes 242, 244 et 246 du T661 et un logbook pour notre "
                    "projet de smoked meat (rendement de cuisson des poitrines)? Les documents sont en anglais : "
                    "le mémo de procédé, l'export des fournées du fumoir, les courriels avec notre consultante "
                    "et l'avis de renouvellement du bail.",
        "facts": {
            "242": [["at least 64%"], ["750 mg"], ["under 10% broken"], ["5 days"]],
            "244": [["brine injection", "multi-needle injector"], ["sous-vide"], ["potassium chloride"],
                    ["tumbled"]],
            "246": [["57.2%"], ["66.4%"], ["720 mg"], ["bitter"]],
        },
        "dates": ["2024-02-06", "2024-02-16", "2024-02-20", "2024-02-25", "2024-03-05", "2024-03-19",
                  "2024-03-24", "2024-04-02", "2024-04-16", "2024-04-21", "2024-04-30", "2024-05-05",
                  "2024-05-14", "2024-05-28", "2024-06-11"],
        "noise": ["Additional rent", "common area maintenance", "Renewal term"],
        "bindings": [
            {"value": "57.2%", "subject": "R1", "others": ["R2", "R3", "R4"]},
            {"value": "61.8%", "subject": "R2", "others": ["R1", "R3", "R4"]},
            {"value": "66.4%", "subject": "R3", "others": ["R1", "R2", "R4"]},
        ],
    },
    [
        ("brisket_process_memo_2024.docx", docx([
            ("title", "Smoked meat process change - brisket yield"),
            ("p", "Viandes Fumées St-Urbain inc., Laval. Prepared by Sam Azoulay (production) with input from "
                  "Dr. Nadia Ferreira (food consultant). June 11, 2024."),
            ("h1", "1. Problem and targets"),
            ("p", "Our smoked meat is dry-cured 10 days, smoked and steamed. Cook yield (cooked weight over raw "
                  "trimmed weight) runs 56-58%, sodium in the finished meat is about 1,050 mg per 100 g and the "
                  "deli clients complain that 15-20% of slices break on their slicers. The goals set in "
                  "February: cook yield at least 64%, sodium at or below 750 mg per 100 g, under 10% broken "
                  "slices on a Berkel slicer at 2 mm, and the cure cut from 10 days to 5 days so we free up "
                  "cooler space."),
            ("p", "The technical unknowns: an injected brine carries the cure faster but brisket has heavy "
                  "connective tissue, and we did not know if a shorter cure and a lower cook temperature would "
                  "still break down the collagen enough for a slice that holds together, or whether salt "
                  "replacers would survive a long smoke without off-flavours."),
            ("h1", "2. Trial runs"),
            ("p", "Four runs of 24 briskets (Canada AA, 5-6 kg trimmed) were made, each cured, smoked 6 h at "
                  "80 C in the Fessmann smokehouse, then finished. For R2-R4 brine injection was done with the "
                  "multi-needle injector at 12% pump, then the briskets were tumbled 2 h under vacuum and held "
                  "5 days at 2 C."),
            ("table", [
                ["Run", "Cure", "Finish after smoke"],
                ["R1", "dry rub 10 days (current)", "steam cabinet 3 h to 93 C internal"],
                ["R2", "injected 12%, tumbled, 5 days", "steam cabinet 3 h to 93 C internal"],
                ["R3", "injected 12%, tumbled, 5 days, no phosphate", "bagged, sous-vide 68 C for 20 h"],
                ["R4", "as R3 with 40% of the salt replaced by potassium chloride", "sous-vide 68 C for 20 h"],
            ]),
            ("p", "Each run: raw and cooked weights of every brisket, sodium by an outside lab on 3 composite "
                  "samples, 200 slices per run cut at 2 mm and counted broken / whole, and a taste panel of 12 "
                  "staff against the current product."),
            ("h1", "3. Outcome"),
            ("p", "Injection alone gave a few points of yield but the steam finish still wrung the water out. "
                  "The long, low sous-vide finish was what got us over target on yield and sliceability. The "
                  "potassium chloride run had good numbers but 9 of 12 panelists called it bitter, so we will "
                  "not use it - the sodium target is met without it by the injected cure. Run data is in the "
                  "smokehouse export."),
        ])),
        ("smokehouse_runs_2024.csv", text("""
run,cure_start,smoked,brisket_n,raw_kg_total,cooked_kg_total,cook_yield,sodium_mg_100g,broken_slices_pct,panel,comment
R1,2024-02-06,2024-02-16,24,131.8,75.4,57.2%,1040,18%,reference,control - worst yield
R2,2024-02-20,2024-02-25,24,129.5,80.0,61.8%,760,14%,same as ref 7 of 12,steam finish dries it
R3,2024-03-19,2024-03-24,24,133.1,88.4,66.4%,720 mg,6%,preferred 8 of 12,best run
R3b,2024-04-16,2024-04-21,24,130.2,86.0,66.1%,730,7%,not tasted,repeat of R3
R4,2024-04-30,2024-05-05,24,132.4,87.2,65.9%,540,7%,bitter 9 of 12,KCl 40% - dropped
""")),
        ("emails_consultant_ferreira.txt", text("""
From: Sam Azoulay <sam@fumeesturbain.ca>
To: Nadia Ferreira <nferreira@ferreira-foodtech.ca>
Date: Tue, 6 Feb 2024 07:55:12 -0500
Subject: brisket trials - first run today

Nadia, first batch (R1, our normal dry cure) went into the cooler today as the reference. Injector is
booked for the 20th. Can you send the brine formula for 12% pump?

Sam

-----
From: Nadia Ferreira
To: Sam Azoulay
Date: Tue, 5 Mar 2024 14:30:47 -0500
Subject: RE: brisket trials

Sam, R2 numbers are in: 61.8% yield, better but the steam cabinet is killing you. I suggest we finish the next
run sous-vide at 68 C for 20 h - the collagen will still convert at that temperature given time, but we
don't know how brisket this thick behaves, so we test. Drop the phosphate, it's not needed if we bag.

Nadia

-----
From: Sam Azoulay
To: Nadia Ferreira
Date: Tue, 2 Apr 2024 10:12:03 -0400
Subject: RE: brisket trials

R3 came out at 66.4% and only 6% broken on the Berkel. Repeat run starts April 16. Do you want to try the
potassium chloride for sodium after that?

-----
From: Nadia Ferreira
To: Sam Azoulay
Date: Tue, 14 May 2024 16:45:20 -0400
Subject: RE: brisket trials

Panel on R4 was clear, 9 of 12 found it bitter. Sodium with the injected cure alone is already 720 mg, so
stay with R3. I will write up the HACCP changes for the sous-vide step by May 28.

Nadia

-----
From: Sam Azoulay
To: Nadia Ferreira
Date: Tue, 28 May 2024 09:03:44 -0400
Subject: RE: brisket trials

Got the HACCP write-up, thanks. Memo to the owners goes out June 11.
""")),
        ("lease_renewal_notice_2024.pdf", pdf(
            "Gestion Immobilière Boul. Industriel | Lease no. L-2291 | Notice of renewal", [
                ("title", "Notice of lease renewal"),
                ("p", "To: Viandes Fumées St-Urbain inc., unit 4, 2150 boul. Industriel, Laval QC. Date of "
                      "notice: March 1, 2024."),
                ("p", "Your lease expires on August 31, 2024. The landlord offers to renew on the terms below. "
                      "Please confirm in writing within 60 days."),
                ("table", [
                    ["Item", "Current", "Renewal"],
                    ["Renewal term", "5 years", "5 years (Sept 1, 2024 - Aug 31, 2029)"],
                    ["Base rent per sq ft", "$14.25", "$16.10"],
                    ["Additional rent (taxes, insurance)", "$5.60", "$6.05"],
                    ["common area maintenance", "$1.90", "$2.20"],
                    ["Loading dock", "shared", "shared"],
                ]),
                ("p", "Rent is payable monthly in advance. All other terms of lease L-2291 remain unchanged."),
            ])),
    ],
    noise_files=["lease_renewal_notice_2024.pdf"],
)
# ---------------------------------------------------------------------------
# C03 estimating RQD from drill core box photos (geoscience software start-up working with an exploration
#     client, YT, 2025) - a conference call for abstracts pasted into a geologist's e-mail is a noise span;
#     dates in three forms: ISO in the dev notebook, "March 3" / RFC headers in the e-mails, d/m/yyyy in the
#     eval CSV whose header states the en-GB locale (4/3/2025 is 4 March); results only in the CSV: threshold
#     baseline (M1) worst, U-Net (M2), U-Net + break classifier (M3) best; stereo depth camera (M4) fogged in
#     the core shack and was ruled out; within-5 shares of M1/M2/M3 bound to their models.
# ---------------------------------------------------------------------------
C03_CFP = ("---------- Forwarded message ----------\n"
           "From: Yukon Geoscience Forum <info@yukongeoforum.ca>\n"
           "Subject: Call for abstracts - 2025 Forum, Whitehorse\n\n"
           "The organizing committee invites oral and poster session abstracts on mineral exploration, "
           "permafrost and northern geoscience. Abstract submission deadline: 300 words max via the online "
           "portal. Early-bird registration closes with the abstract deadline. Exhibitor booths sell out fast - "
           "contact the forum office.")
case(
    {
        "name": "drill_core_photo_rqd_model",
        "question": "Need lines 242/244/246 for the T661 and a logbook for the core photo RQD project. Files: my "
                    "dev notebook, the eval CSV (laptop is set to UK dates, so 4/3/2025 = 4 March), the e-mails "
                    "with Brenda at Klondike Ridge, and the pilot report we sent them.",
        "facts": {
            "242": [["within 5 RQD points", "5 RQD points"], ["90% of core runs"], ["under 10 seconds"],
                    ["mechanical breaks"]],
            "244": [["U-Net"], ["break classifier"], ["stereo depth camera"], ["glare augmentation"]],
            "246": [["41%"], ["91%"], ["fogged"], ["over-counted"]],
        },
        "dates": ["2025-01-14", "2025-01-28", "2025-02-11", "2025-02-25", "2025-03-03", "2025-03-04",
                  "2025-03-11", "2025-03-18", "2025-04-01", "2025-04-08"],
        "noise": ["Call for abstracts", "Early-bird registration", "Exhibitor booths"],
        "bindings": [
            {"value": "41%", "subject": "M1", "others": ["M2", "M3", "M4"]},
            {"value": "72%", "subject": "M2", "others": ["M1", "M3", "M4"]},
            {"value": "91%", "subject": "M3", "others": ["M1", "M2", "M4"]},
        ],
    },
    [
        ("rqd_dev_notebook.md", text("""
# Core photo RQD - dev notebook (Priya)

Goal for the Klondike Ridge pilot, as agreed with Brenda: RQD estimated from the core box photo within 5 RQD
points of the geologist's log on at least 90% of core runs, for a whole box photo processed in under 10 seconds
on the camp laptop (no GPU, no internet). Hard part: RQD only counts natural fractures. The drillers'
mechanical breaks (and the ones the helper makes fitting core into the box) have to be ignored, and nobody has
a published method that tells them apart from a photo. Also wet core = glare.

## 2025-01-14
Got 212 box photos from 2024 season (holes KR24-03, -05, -07) + geologist logs. 1 box = 5 rows x 1.5 m.
Plan: find rows, scale from the box edge (1.5 m), segment core pieces, sum pieces >= 10 cm per run.

## 2025-01-28
Labelled set done: 140 boxes train / 36 val / 36 test (test = all of KR24-07). Baseline M1 = Otsu threshold +
morphology to find pieces. Quick look: splits every dark vein as a break.

## 2025-02-11
M1 eval on test: 41% of runs within 5 points. Over-counts breaks on veined core. Logged in eval csv.

## 2025-02-25
M2 = U-Net (ResNet18 encoder, 512 px row crops) trained on piece masks. glare augmentation added (synthetic
specular blobs on 30% of crops) because wet photos were failing. 72% within 5. Remaining error is nearly all
mechanical breaks counted as natural.

## 2025-03-04
M3 = M2 + break classifier on each break: small CNN on a 64 px patch + break angle to core axis + whether the
ends match (jagged fresh faces). Trained on 1,900 breaks Brenda's team tagged (natural / mechanical).
First eval 86%.

## 2025-03-11
Brenda wants us to try the stereo depth camera idea in the core shack (M4), to see break gaps in 3D. Rig
mounted over the logging table at camp.

## 2025-03-18
M4 results bad: 63%. Camera lenses fogged every time core came in from -28 outside to the heated shack, depth
maps full of holes for the first 20 min of each box. Not worth it - dropped M4.

## 2025-04-01
M3 retrained with the extra tags. Final test on KR24-07: 91% within 5 points, 6.8 s per box on the laptop
(i5, CPU only). M3 goes in the pilot report.
""")),
        ("rqd_eval_runs.csv", text("""
eval_date (d/m/yyyy - en-GB laptop),model,test_set,runs_scored,within_5_pts,mean_abs_err_pts,sec_per_box,note
11/2/2025,M1,KR24-07,188,41%,11.9,1.2,threshold baseline - over-counted breaks in veined core
25/2/2025,M2,KR24-07,188,72%,5.6,7.9,U-Net + glare augmentation
4/3/2025,M3,KR24-07,188,86%,3.9,8.4,first break classifier
18/3/2025,M4,camp shack live,40,63%,8.7,14.5,stereo rig - lenses fogged
1/4/2025,M3,KR24-07,188,91%,3.1,6.8,retrained - final
""")),
        ("emails_klondike_ridge.txt", text("""
From: Brenda Tlen <btlen@klondikeridge.ca>
To: Priya Raman <priya@coresight.ai>
Date: Mon, 3 Mar 2025 09:14:22 -0700
Subject: natural vs mechanical tags

Priya - the team finished tagging the breaks you asked for, 1,900 of them, link below. Two of my geologists
disagreed on about 8% so I marked those "unsure". When can you test it in the shack? We're at camp from March 11.

Brenda

---------- Forwarded message ----------
From: Yukon Geoscience Forum <info@yukongeoforum.ca>
Subject: Call for abstracts - 2025 Forum, Whitehorse

The organizing committee invites oral and poster session abstracts on mineral exploration, permafrost and northern geoscience. Abstract submission deadline: 300 words max via the online portal. Early-bird registration closes with the abstract deadline. Exhibitor booths sell out fast - contact the forum office.

-----
From: Priya Raman
To: Brenda Tlen
Date: Tue, 4 Mar 2025 16:40:05 -0700
Subject: RE: natural vs mechanical tags

Thanks! First run with the classifier today gives 86% of runs within 5 points, up from 72%. I'll bring the
stereo camera to camp on March 11 as you suggested, but I'm not sure it will cope with the temperature swing.

-----
From: Priya Raman
To: Brenda Tlen
Date: Tue, 18 Mar 2025 20:02:51 -0700
Subject: RE: natural vs mechanical tags

Stereo camera: the lenses fogged on every box coming in from outside, depth was useless for the first 20 min.
I'm dropping it. Retraining the photo model with your unsure tags removed; final numbers by April 1.

-----
From: Brenda Tlen
To: Priya Raman
Date: Tue, 8 Apr 2025 11:30:10 -0700
Subject: RE: natural vs mechanical tags

Got the report. 91% is great - we'll use it on the summer program.
""")),
        ("rqd_pilot_report_klondike.pdf", pdf(
            "CoreSight AI Inc. | Pilot report for Klondike Ridge Resources | RQD from core photos", [
                ("title", "RQD from core box photos - pilot results"),
                ("p", "Issued April 8, 2025 by Priya Raman, CoreSight AI Inc., Whitehorse YT."),
                ("h1", "Objective"),
                ("p", "Estimate RQD per core run from standard core box photos within 5 RQD points of the "
                      "logged value on 90% of core runs, in under 10 seconds per box on a CPU-only camp laptop, "
                      "ignoring mechanical breaks."),
                ("h1", "Approach"),
                ("p", "Core rows were located in the box photo and scaled from the 1.5 m box length. Core "
                      "pieces were segmented with a U-Net model trained on 140 labelled boxes from holes KR24-03 "
                      "and KR24-05. Each break between pieces was then passed to a break classifier (image patch, "
                      "break angle, end match) to decide natural vs mechanical, and RQD was summed from pieces "
                      "of 10 cm or more between natural breaks. A stereo depth camera mounted over the logging "
                      "table was also tried."),
                ("h1", "Results on hole KR24-07 (188 runs)"),
                ("table", [
                    ["Model", "Runs within 5 pts", "Mean abs. error", "s per box"],
                    ["M1 threshold baseline", "41%", "11.9", "1.2"],
                    ["M2 U-Net", "72%", "5.6", "7.9"],
                    ["M3 U-Net + break classifier", "91%", "3.1", "6.8"],
                    ["M4 stereo camera (camp, 40 runs)", "63%", "8.7", "14.5"],
                ]),
                ("p", "The threshold baseline over-counted breaks along veins. The stereo camera was abandoned: "
                      "lenses fogged when cold core entered the heated core shack. M3 met both targets."),
            ])),
    ],
    noise_spans={"emails_klondike_ridge.txt": [C03_CFP]},
)
# ---------------------------------------------------------------------------
# C04 osmotic blistering behind the acrylic of hot tub shells (spa manufacturer, Kelowna BC, 2024) - a spa
#     industry safety bulletin (pallet jack hazard alert) is noise; the result sheet repeats each laminate
#     schedule over three immersion runs; targets in the intro of the QA report; summary means bound to their
#     schedules: orthophthalic (L1), vinyl ester barrier (L2), vinyl ester + post-cure (L3, best, no blisters),
#     low-styrene DCPD (L4, earliest blisters, ruled out).
# ---------------------------------------------------------------------------
case(
    {
        "name": "hot_tub_shell_osmotic_blistering",
        "question": "Please draft T661 lines 242, 244 and 246 and a logbook for the shell blistering project. "
                    "Attached: QA report, the immersion workbook, e-mails with the resin rep, and the safety "
                    "bulletin that came in the same week.",
        "facts": {
            "242": [["1,000 hours"], ["65 °C"], ["no blisters"], ["7-year shell warranty"]],
            "244": [["vinyl ester barrier", "vinyl ester"], ["post-cure"], ["DCPD"], ["Barcol"]],
            "246": [["310 h"], ["180 h"], ["under-cured"], ["2.1 blisters/dm2"]],
        },
        "dates": ["2024-05-21", "2024-06-04", "2024-06-06", "2024-06-18", "2024-06-20", "2024-07-09",
                  "2024-07-11", "2024-07-18", "2024-07-25", "2024-08-01", "2024-08-22", "2024-08-26",
                  "2024-09-10"],
        "noise": ["pallet jack", "Toolbox talk", "near miss"],
        "bindings": [
            {"value": "310 h", "subject": "L1", "others": ["L2", "L3", "L4"]},
            {"value": "640 h", "subject": "L2", "others": ["L1", "L3", "L4"]},
            {"value": "180 h", "subject": "L4", "others": ["L1", "L2", "L3"]},
        ],
    },
    [
        ("shell_blister_QA_report_2024.docx", docx([
            ("title", "QA report - osmotic blistering of spa shells"),
            ("p", "Okanagan Spa Works Ltd., Kelowna BC. Author: Ravi Gill, QA/process engineer. Issued "
                  "September 10, 2024."),
            ("h1", "Why"),
            ("p", "Warranty returns from 2021-2022 shells show blisters and soft spots behind the acrylic after "
                  "12-30 months of use. Cause is osmotic: water diffuses through the acrylic and laminate, "
                  "collects at voids and uncured resin, and the blister grows. We want to offer a 7-year shell "
                  "warranty. Target for a laminate schedule: no blisters after 1,000 hours of immersion at "
                  "65 °C (our accelerated test), with an acrylic-to-laminate peel bond kept above 4 N/mm."),
            ("p", "Unknowns: our resin supplier's data is for boat hulls in cold water, not a shell held at "
                  "40 °C with bromine for years. We did not know if a barrier coat alone would stop it, or if "
                  "the problem is cure state, and whether the low-styrene resin we want for the shop air "
                  "permit would behave the same."),
            ("h1", "Method"),
            ("p", "Flat panels 300 x 300 mm were made the same way as shells: 3 mm cast acrylic "
                  "thermoformed sheet, ABS tie layer, then spray-up laminate to 6 mm. Four laminate schedules "
                  "were each made in three runs (one panel per schedule per run, so each run shares the same "
                  "acrylic lot and shop conditions). Panels were cut, edges sealed with epoxy, and immersed "
                  "acrylic side down in a 65 °C tank. Inspected every 48-72 h under raking light; blister "
                  "onset = first blister of 1 mm or more. Barcol hardness was read on the back before "
                  "immersion."),
            ("table", [
                ["Schedule", "Laminate", "Cure"],
                ["L1", "orthophthalic polyester (current)", "room temperature"],
                ["L2", "0.5 mm vinyl ester barrier, then ortho bulk", "room temperature"],
                ["L3", "0.5 mm vinyl ester barrier, then ortho bulk", "post-cure 4 h at 60 °C in the oven"],
                ["L4", "low-styrene DCPD blend, no barrier", "room temperature"],
            ]),
            ("h1", "Findings"),
            ("p", "All three runs agree. L3 is the only schedule with no blisters at 1,000 hours in any run. "
                  "The barrier coat on its own roughly doubled the time to onset but did not stop it, which "
                  "points at cure state: L2 panels read 10-12 Barcol points lower than L3. L4 blistered first "
                  "in every run; its Barcol readings were the lowest and the panels smelled of styrene after "
                  "2 weeks - it is under-cured at our shop temperatures and is ruled out. Post-cure oven for "
                  "whole shells is being quoted."),
        ])),
        ("immersion_runs_2024.xlsx", xlsx([
            ("runs", [
                ["run", "laid up", "immersion start", "1,000 h reached", "tank temp mean °C", "note"],
                ["Run 1", D("2024-06-04"), D("2024-06-06"), D("2024-07-18"), 65.2, ""],
                ["Run 2", D("2024-06-18"), D("2024-06-20"), D("2024-08-01"), 64.8, "acrylic lot 24-117"],
                ["Run 3", D("2024-07-09"), D("2024-07-11"), D("2024-08-22"), 65.1, "shop 31 °C at layup"],
            ]),
            ("results", [
                ["run", "schedule", "Barcol", "onset (h)", "blisters/dm2 at 1,000 h", "peel N/mm after"],
                ["Run 1", "L1", 34, 290, 2.4, 3.1],
                ["Run 1", "L2", 36, 610, 0.8, 3.9],
                ["Run 1", "L3", 47, "none", 0, 4.6],
                ["Run 1", "L4", 26, 170, 3.9, 2.2],
                ["Run 2", "L1", 35, 330, 1.9, 3.3],
                ["Run 2", "L2", 37, 700, 0.6, 4.0],
                ["Run 2", "L3", 48, "none", 0, 4.8],
                ["Run 2", "L4", 27, 190, 3.4, 2.5],
                ["Run 3", "L1", 33, 310, 2.0, 3.0],
                ["Run 3", "L2", 35, 610, 0.9, 3.8],
                ["Run 3", "L3", 46, "none", 0, 4.5],
                ["Run 3", "L4", 24, 180, 4.4, 2.0],
            ]),
            ("summary", [
                ["schedule", "mean onset", "mean blisters", "mean peel", "verdict"],
                ["L1", "310 h", "2.1 blisters/dm2", "3.1 N/mm", "current - fails"],
                ["L2", "640 h", "0.8 blisters/dm2", "3.9 N/mm", "better, fails"],
                ["L3", "no blisters at 1,000 h", "0", "4.6 N/mm", "meets target"],
                ["L4", "180 h", "3.9 blisters/dm2", "2.2 N/mm", "worst - under-cured, dropped"],
            ]),
        ])),
        ("emails_resin_rep.txt", text("""
From: Ravi Gill <ravi@okspaworks.ca>
To: Denise Lavoie <dlavoie@northcomposites.ca>
Date: Tue, 21 May 2024 10:02:40 -0700
Subject: blisters behind acrylic

Denise, we're setting up immersion tests for the warranty blisters. Can you send vinyl ester barrier resin for
about 12 panels and your low-styrene DCPD blend? First layup June 4.

Ravi

-----
From: Denise Lavoie
To: Ravi Gill
Date: Thu, 25 Jul 2024 13:21:09 -0700
Subject: RE: blisters behind acrylic

Saw run 1 - the DCPD at 170 h is surprising, in our boat lab it's fine. Our data is at 23 °C though. Check Barcol
before immersion, if it's under 30 it's not cured. A post-cure will help any of them.

Denise

-----
From: Ravi Gill
To: Denise Lavoie
Date: Mon, 26 Aug 2024 08:45:33 -0700
Subject: RE: blisters behind acrylic

Run 3 finished Aug 22. Same picture in all three runs: post-cured vinyl ester barrier clean at 1,000 h, DCPD
first to go every time (Barcol 24-27). We'll drop the DCPD. Report out in September.
""")),
        ("spa_assoc_safety_bulletin_jul2024.md", text("""
# BC Pool & Spa Manufacturers Association - Safety Bulletin 24-07

## Hazard alert: pallet jack crush injuries

Two member shops reported foot crush injuries this spring when a powered pallet jack was reversed into a
worker in a narrow aisle. One was a near miss, the other a fractured foot and 6 weeks lost time.

**What to do**
- Mark pedestrian lanes at least 1 m wide beside racking.
- Walk-behind jacks: operator stays at the tiller end, never between the jack and a fixed object.
- Steel-toe footwear in the shipping area, no exceptions.

**Toolbox talk for this month:** "Eyes on path" - 10 minutes, sign-in sheet to your JOHS committee.

Questions: safety@bcpoolspa.ca
""")),
    ],
    noise_files=["spa_assoc_safety_bulletin_jul2024.md"],
)
# ---------------------------------------------------------------------------
# C05 sea scallop spat collectors that catch more spat and fewer mussels (scallop grower, Cape Breton NS,
#     2024) - only a table (one-sheet workbook) and a short e-mail; a boat-for-sale ad forwarded at the bottom of
#     the e-mail is a noise span; targets only in the e-mail; results only in the table: old onion bag (C1)
#     worst, fine mesh + Netron (C2), fine mesh at 20 m (C3) best; late deployment (C4) missed the early
#     spatfall and was ruled out; mean spat/bag of C1/C2/C3 bound to their set-ups.
# ---------------------------------------------------------------------------
C05_AD = ("> FOR SALE - 2009 Cape Island 38' lobster boat, Cummins 6CTA 450 hp, 5,900 hrs, hauler and davit, "
          "new wheel 2022. Asking $38,000 OBO, trailer included. Call Wendell 902-555-0147 evenings.")
case(
    {
        "name": "scallop_spat_collector_mesh",
        "question": "Can you do T661 lines 242, 244 and 246 plus a logbook for our scallop spat collector trial? "
                    "All I have is the collector table and Heather's e-mail.",
        "facts": {
            "242": [["1,500 spat per bag"], ["below 20%"], ["mussel set"], ["which depth"]],
            "244": [["1.5 mm mesh"], ["Netron filler"], ["20 m"], ["late deployment"]],
            "246": [["1,720"], ["46%"], ["14%"], ["missed early spatfall"]],
        },
        "dates": ["2024-05-22", "2024-07-10", "2024-07-16", "2024-08-20", "2024-09-24", "2024-10-08",
                  "2024-10-10", "2024-10-15", "2024-10-24"],
        "noise": ["Cummins", "Asking $38,000", "trailer included"],
        "bindings": [
            {"value": "410", "subject": "C1", "others": ["C2", "C3", "C4"]},
            {"value": "980", "subject": "C2", "others": ["C1", "C3", "C4"]},
            {"value": "1,720", "subject": "C3", "others": ["C1", "C2", "C4"]},
        ],
    },
    [
        ("spat_collectors_2024.xlsx", xlsx([
            ("collectors 2024", [
                ["line", "set-up", "bag / filler", "depth", "deployed", "dive check 1", "dive check 2",
                 "retrieved", "bags counted", "spat per bag", "mussel % of bag wt", "comment"],
                ["L1", "C1", "onion bag 3 mm / old gillnet", "10 m", D("2024-05-22"), D("2024-07-16"),
                 D("2024-08-20"), D("2024-10-08"), 10, 388, "48%", "heavy mussel set by Jul check"],
                ["L2", "C1", "onion bag 3 mm / old gillnet", "10 m", D("2024-05-22"), D("2024-07-16"),
                 D("2024-08-20"), D("2024-10-08"), 10, 432, "44%", ""],
                ["L3", "C2", "1.5 mm mesh / Netron filler", "10 m", D("2024-05-22"), D("2024-07-16"),
                 D("2024-08-20"), D("2024-10-08"), 10, 1015, "36%", ""],
                ["L4", "C2", "1.5 mm mesh / Netron filler", "10 m", D("2024-05-22"), D("2024-07-16"),
                 D("2024-08-20"), D("2024-10-08"), 10, 945, "40%", "one bag torn"],
                ["L5", "C3", "1.5 mm mesh / Netron filler", "20 m", D("2024-05-22"), D("2024-07-16"),
                 D("2024-08-20"), D("2024-10-10"), 10, 1688, "15%", "little mussel at depth"],
                ["L6", "C3", "1.5 mm mesh / Netron filler", "20 m", D("2024-05-22"), D("2024-07-16"),
                 D("2024-08-20"), D("2024-10-10"), 10, 1752, "13%", ""],
                ["L7", "C4", "1.5 mm mesh / Netron filler", "10 m", D("2024-07-10"), D("2024-07-16"),
                 D("2024-08-20"), D("2024-10-10"), 10, 604, "9%", "late deployment"],
                ["L8", "C4", "1.5 mm mesh / Netron filler", "10 m", D("2024-07-10"), D("2024-07-16"),
                 D("2024-08-20"), D("2024-10-10"), 10, 636, "10%", "late deployment"],
                [None] * 12,
                ["mean", "C1", None, None, None, None, None, None, 20, 410, "46%", "current practice"],
                ["mean", "C2", None, None, None, None, None, None, 20, 980, "38%", ""],
                ["mean", "C3", None, None, None, None, None, None, 20, "1,720", "14%", "best"],
                ["mean", "C4", None, None, None, None, None, None, 20, 620, "9%",
                 "missed early spatfall"],
            ]),
        ])),
        ("email_heather_spat_results.txt", text("""
From: Heather MacNeil <hmacneil@stannsbayshellfish.ca>
To: Angus Morrison <angus@stannsbayshellfish.ca>
Date: Thu, 24 Oct 2024 18:22:05 -0300
Subject: collector results - for the SR&ED file

Angus,

Counts finished Oct 15, table attached. Reminder of what we were after: at least 1,500 spat per bag (we've been
getting about 400 with the onion bags) and mussels below 20% of bag weight at retrieval, because the mussel set
smothers the collectors in June-July and we lose the spat that settle later. Nobody could tell us which depth
in our bay is below the mussel set but still in the scallop spatfall, so we tested it.

We tried 1.5 mm mesh bags with Netron filler at 10 m and 20 m, and a late deployment (July 10) to dodge the
mussels. 20 m was the winner at 1,720 spat per bag and 14% mussels. The late deployment was clean but it missed
early spatfall - only 620. I checked the plankton tows from Sept 24 and the larvae were mostly gone by then, so
late setting won't work here.

Heather

---------- forwarded ----------
> FOR SALE - 2009 Cape Island 38' lobster boat, Cummins 6CTA 450 hp, 5,900 hrs, hauler and davit, new wheel 2022. Asking $38,000 OBO, trailer included. Call Wendell 902-555-0147 evenings.
""")),
    ],
    noise_spans={"email_heather_spat_results.txt": [C05_AD]},
)
# ---------------------------------------------------------------------------
# C06 voids in large cast polyurethane climbing holds (hold maker, Calgary AB, 2024-25) - the landlord's
#     parking-lot resurfacing notice pasted in the middle of the shop notebook is a noise span; targets in the
#     opening paragraph of the notebook; void content only in the CT report PDF, pours in the CSV: open cast
#     (P1) worst, vacuum degassing (P2), pressure pot + dried resin (P3) best; fast catalyst (P4) gave exotherm
#     cracks and was ruled out; void % of P1/P2/P3 bound to their processes.
# ---------------------------------------------------------------------------
C06_LOT = ("PASTED FROM LANDLORD EMAIL (so I don't lose it): Bay 7-12 tenants - the rear lot will be closed "
           "for resurfacing and line painting. Vehicles left in the rear lot will be towed, the whole lot is a "
           "tow-away zone during the work. The snow removal contractor will pile snow at the north fence "
           "from now on. - Prairie Flex Properties")
case(
    {
        "name": "climbing_hold_pu_casting_voids",
        "question": "Hey, can you write up T661 lines 242, 244 and 246 and a logbook for our big-volume hold "
                    "casting R&D? Files: my shop notebook, the pour log and the CT scan report from the "
                    "college.",
        "facts": {
            "242": [["under 0.5% voids", "0.5% voids"], ["60 Nm"], ["8 L"], ["45 min"]],
            "244": [["vacuum degassing", "degassed"], ["pressure pot"], ["molecular sieve"],
                    ["fast catalyst"]],
            "246": [["2.8%"], ["0.3%"], ["exotherm cracks"], ["moisture in the resin"]],
        },
        "dates": ["2024-11-05", "2024-11-12", "2024-11-19", "2024-12-03", "2024-12-10", "2025-01-07",
                  "2025-01-21", "2025-02-04", "2025-02-11"],
        "noise": ["resurfacing", "tow-away zone", "snow removal contractor"],
        "bindings": [
            {"value": "2.8%", "subject": "P1", "others": ["P2", "P3", "P4"]},
            {"value": "1.1%", "subject": "P2", "others": ["P1", "P3", "P4"]},
            {"value": "0.3%", "subject": "P3", "others": ["P1", "P2", "P4"]},
        ],
    },
    [
        ("shop_notebook_macros.md", text(f"""
# Shop notebook - macro / volume casting (Jules)  2024-25

What we need: big volumes (up to 8 L of resin in one pour) with under 0.5% voids in the CT scan, bolt hole that
takes 60 Nm on the torque wrench without cracking, and out of the mold in 45 min so the shop can do 2 shifts of
pours. Right now our 8 L shapes have bubble clusters around the bolt sleeve and 3 of the last 20 cracked at the
gym. Don't know if the bubbles are trapped air from mixing or CO2 from moisture reacting with the iso - that
decides what we buy.

## Nov 5
Baseline P1 = our normal: hand mix 90 s, open pour into silicone mold, room temp. 4 shapes (8 L dome). Visible
bubbles at the top surface, sanded off. Cut one in half: bubble cluster at sleeve.

## Nov 12
P2: vacuum degassing both parts 10 min at -28 inHg before mixing, then mix and pour. Less foam on top. But still
pinholes inside when cut.

## Nov 19
Checked the drum of part B - it had been opened since August. Humidity in shop 45%. Bought molecular sieve
desiccant cartridges for the drum vents and a dry-air blanket.

{C06_LOT}

## Dec 3
P3: resin kept under molecular sieve (dried), degassed, poured, then whole mold in the pressure pot at 60 psi
until gel. Cut one: clean, no pinholes I can see.

## Dec 10
P4: P3 + fast catalyst (2x) to get demold to 25 min. Got very hot in the middle - exotherm cracks through the
core on 3 of 4 shapes. Not usable. Back to normal catalyst, demold 40 min on P3.

## Jan 7
Torque tests on P1 and P3 (3 each). P1: 2 of 3 cracked below 60 Nm. P3: all 3 held 60 Nm, one cracked at 85.

## Jan 21
Sent 1 shape each of P1/P2/P3 to SAIT for CT.

## Feb 4
CT report back - P3 at 0.3%. Voids in P1 are round and small = gas, consistent with moisture in the resin, not
mixing air.

## Feb 11
Decided: P3 for all volumes over 2 L. Second pressure pot ordered.
""")),
        ("pour_log_2024_25.csv", text("""
date,process,shape,resin_L,degas,dried_resin,pressure_psi,catalyst,demold_min,peak_temp_C,result
2024-11-05,P1,dome-8L,8.0,no,no,0,std,42,71,bubbles at sleeve
2024-11-12,P2,dome-8L,8.0,yes,no,0,std,44,70,pinholes when cut
2024-12-03,P3,dome-8L,8.0,yes,yes,60,std,40,72,clean cut
2024-12-10,P4,dome-8L,8.0,yes,yes,60,fast 2x,25,118,exotherm cracks 3 of 4
2025-01-07,P1,dome-8L,8.0,no,no,0,std,41,70,torque: 2 of 3 cracked under 60 Nm
2025-01-07,P3,dome-8L,8.0,yes,yes,60,std,40,72,torque: 3 of 3 held 60 Nm
""")),
        ("SAIT_CT_report_25-019.pdf", pdf(
            "SAIT Applied Research - NDT Lab | Report 25-019 | Client: Bow Valley Holds Inc.", [
                ("title", "X-ray CT void analysis - cast polyurethane shapes"),
                ("p", "Samples received January 21, 2025; report issued February 4, 2025. Scanner: Nikon XT H "
                      "225, 150 um voxels. Void threshold: connected regions > 3 voxels. Void fraction = void "
                      "volume / part volume."),
                ("table", [
                    ["Sample", "Client process", "Void fraction", "Largest void (mm)", "Void shape"],
                    ["25-019-A", "P1", "2.8%", "4.1", "round, clustered near insert"],
                    ["25-019-B", "P2", "1.1%", "2.2", "round, dispersed"],
                    ["25-019-C", "P3", "0.3%", "0.6", "few, round"],
                ]),
                ("p", "Round, evenly sized voids dispersed through the part are typical of gas generated during "
                      "cure (for example CO2 from moisture in the resin) rather than air folded in during "
                      "mixing, which gives irregular voids near the pour point."),
            ])),
    ],
    noise_spans={"shop_notebook_macros.md": [C06_LOT]},
)
# ---------------------------------------------------------------------------
# C07 made-to-measure lymphedema arm sleeves with a true pressure gradient that survives washing (medical
#     garment knitter, Winnipeg MB, 2024) - a commercial insurance renewal PDF is noise; targets in the intro of
#     the design report; pressure and wash results only in the workbook: stock tension map (K1) reversed
#     gradient, servo inlay feed (K2), servo + double-covered elastane (K3) best after 50 washes; 195 °C heat
#     set (K4) degraded the elastane and was ruled out; wash loss of K2/K3/K4 bound to their builds.
# ---------------------------------------------------------------------------
case(
    {
        "name": "lymphedema_sleeve_knit_pressure_gradient",
        "question": "Could you prepare the T661 project description (lines 242, 244, 246) and a logbook for our "
                    "compression sleeve knitting project? Attached: design report, pressure workbook, e-mails "
                    "with the lymphedema clinic, and our insurance renewal (it was in the same folder).",
        "facts": {
            "242": [["25-30 mmHg"], ["70% of the wrist"], ["under 10% loss"], ["48 hours"]],
            "244": [["servo-driven inlay feed", "servo feed"], ["double-covered elastane"],
                    ["PicoPress"], ["195 °C"]],
            "246": [["reversed at the elbow", "gradient reversed"], ["14%"], ["6%"], ["22%"]],
        },
        "dates": ["2024-01-16", "2024-01-30", "2024-02-13", "2024-03-05", "2024-03-26", "2024-04-16",
                  "2024-05-07", "2024-05-28", "2024-06-18", "2024-07-09"],
        "noise": ["Commercial general liability", "Deductible", "Premium due"],
        "bindings": [
            {"value": "14%", "subject": "K2", "others": ["K1", "K3", "K4"]},
            {"value": "6%", "subject": "K3", "others": ["K1", "K2", "K4"]},
            {"value": "22%", "subject": "K4", "others": ["K1", "K2", "K3"]},
        ],
    },
    [
        ("sleeve_design_report_2024.docx", docx([
            ("title", "Made-to-measure arm sleeve - knit development"),
            ("p", "Red River Medical Textiles Inc., Winnipeg. Prepared by Oksana Melnyk, knitting technologist, "
                  "July 9, 2024."),
            ("h1", "Purpose"),
            ("p", "The clinic wants a flat-priced made-to-measure arm sleeve we can ship in 48 hours from "
                  "measurements, instead of the 3-week imported ones. Targets: 25-30 mmHg at the wrist, "
                  "falling steadily to about 70% of the wrist value at the upper arm (never higher above the "
                  "elbow than below), and under 10% loss of wrist pressure after 50 wash cycles."),
            ("p", "Our circular machine knits stock sleeves with one inlay tension for each size. We did not "
                  "know if changing inlay tension course by course could produce a smooth gradient on a tapered "
                  "arm with a bent elbow, and which elastane and heat-set would hold the pressure through "
                  "washing."),
            ("h1", "Builds"),
            ("table", [
                ["Build", "Inlay control", "Inlay yarn", "Heat-set"],
                ["K1", "stock tension map (3 steps)", "air-covered elastane 280 dtex", "180 °C 30 s"],
                ["K2", "servo-driven inlay feed, set per course from the arm measurements",
                 "air-covered elastane 280 dtex", "180 °C 30 s"],
                ["K3", "servo-driven inlay feed", "double-covered elastane 280 dtex", "180 °C 30 s"],
                ["K4", "servo-driven inlay feed", "double-covered elastane 280 dtex", "195 °C 30 s"],
            ]),
            ("p", "Sleeves were knitted for 3 volunteer arm forms (cast from patients, with consent via the "
                  "clinic). Interface pressure was read with a PicoPress sensor at 4 points (wrist B, "
                  "forearm C, below elbow D, upper arm G) on the arm forms. Wash cycles: 40 °C gentle, "
                  "flat dry, pressure re-read after 10, 25 and 50 washes."),
            ("h1", "Results in short"),
            ("p", "With the stock map the gradient reversed at the elbow (higher pressure at D than C) on all "
                  "three arms, the original complaint. Servo control fixed the profile. Air-covered yarn lost "
                  "too much after washing; double-covered held. The hotter heat-set was meant to lock the "
                  "shape but it degraded the elastane (yellowed, 22% loss) and was dropped. K3 is the build "
                  "for launch."),
        ])),
        ("sleeve_pressure_tests.xlsx", xlsx([
            ("knitted", [
                ["build", "knitted", "arm form", "wrist B mmHg", "C", "D", "G", "G as % of B", "profile"],
                ["K1", D("2024-01-30"), "AF-1", 21, 17, 19, 15, "71%", "gradient reversed at D"],
                ["K1", D("2024-01-30"), "AF-2", 22, 18, 20, 16, "73%", "gradient reversed at D"],
                ["K2", D("2024-03-05"), "AF-1", 27, 24, 22, 19, "70%", "ok"],
                ["K2", D("2024-03-05"), "AF-2", 28, 25, 23, 20, "71%", "ok"],
                ["K3", D("2024-04-16"), "AF-1", 28, 25, 23, 20, "71%", "ok"],
                ["K3", D("2024-04-16"), "AF-3", 27, 24, 22, 19, "70%", "ok"],
                ["K4", D("2024-05-07"), "AF-1", 29, 26, 23, 20, "69%", "ok, sleeve slightly yellow"],
            ]),
            ("wash", [
                ["build", "wash test done", "wrist B new", "after 10", "after 25", "after 50", "loss at 50",
                 "verdict"],
                ["K2", D("2024-03-26"), 27.5, 26.1, 25.0, 23.6, "14%", "fails 10% limit"],
                ["K3", D("2024-05-28"), 27.5, 27.0, 26.4, 25.9, "6%", "passes - best"],
                ["K4", D("2024-06-18"), 29.0, 27.2, 25.1, 22.6, "22%", "worst, elastane degraded"],
            ]),
        ])),
        ("emails_hsc_lymphedema_clinic.txt", text("""
From: Carmen Delorme, OT <cdelorme@lymphclinic-wpg.ca>
To: Oksana Melnyk <oksana@redrivermedtex.ca>
Date: Tue, 16 Jan 2024 15:08:00 -0600
Subject: sleeve needs

Hi Oksana, as discussed: our patients wait 3 weeks for custom sleeves and the stock ones dig in at the elbow.
If you can make a sleeve from measurements that gives 25-30 mmHg at the wrist and tapers down, within 48 hours,
we would send you most of our orders. We can lend 3 arm forms and our PicoPress.

Carmen

-----
From: Oksana Melnyk
To: Carmen Delorme
Date: Tue, 13 Feb 2024 09:30:41 -0600
Subject: RE: sleeve needs

Carmen, the first sleeves from our normal tension map were knitted Jan 30 and read higher below the elbow than
at the forearm on both arm forms - same problem as the stock sleeves. We are setting up the servo feed now.

-----
From: Carmen Delorme
To: Oksana Melnyk
Date: Tue, 9 Jul 2024 12:02:19 -0600
Subject: RE: sleeve needs

Thanks for the report. 6% loss after 50 washes is better than the imported ones we use. Let's start with 10
patients in August.
""")),
        ("insurance_renewal_2024_25.pdf", pdf(
            "Assiniboine Commercial Insurance Brokers | Renewal summary | Red River Medical Textiles Inc.", [
                ("title", "Policy renewal summary"),
                ("p", "Policy period: June 1, 2024 to June 1, 2025. Broker: T. Friesen."),
                ("table", [
                    ["Coverage", "Limit", "Deductible", "Annual premium"],
                    ["Commercial general liability", "$5,000,000", "$1,000", "$3,410"],
                    ["Products - completed operations", "$5,000,000", "$1,000", "incl."],
                    ["Property - building contents", "$1,250,000", "$2,500", "$2,880"],
                    ["Equipment breakdown", "$750,000", "$2,500", "$640"],
                ]),
                ("p", "Premium due in full by June 1 or in 10 monthly instalments (2% fee). Notify us of any "
                      "change in products sold, including medical devices."),
            ])),
    ],
    noise_files=["insurance_renewal_2024_25.pdf"],
)
# ---------------------------------------------------------------------------
# C08 harvesting sea buckthorn by freezing cut branches and knocking the berries off (berry orchard, SK,
#     2024) - a farmers' market vendor application pasted in the middle of the field notebook is a noise span;
#     targets in the intro of the trial report PDF; results only in the CSV: -18 °C + drum (F2) left berries on,
#     -30 °C + drum (F3) best; vibrating table (F4) let thorn and leaf debris through and was ruled out;
#     removal % of F2/F3/F4 bound to their methods.
# ---------------------------------------------------------------------------
C08_VENDOR = ("(copied here so I remember to send it) Saskatoon Farmers' Market - 2025 vendor application: "
              "stall fee for a full season table, proof of liability insurance, food handler certificate for "
              "anyone sampling. Application deadline end of February. Jury day for new vendors in March.")
case(
    {
        "name": "sea_buckthorn_frozen_branch_harvest",
        "question": "Hello, we'd like T661 lines 242, 244 and 246 and a logbook for our sea buckthorn harvest "
                    "method trials. Files: the trial report, the run sheet and my field notebook.",
        "facts": {
            "242": [["at least 90%"], ["under 5% burst", "5% burst"], ["250 kg"], ["one third of the"]],
            "244": [["blast freezer"], ["tumbling drum"], ["vibrating table"], ["-30 °C"]],
            "246": [["94%"], ["3.1%"], ["thorn pieces"], ["stayed on the branch"]],
        },
        "dates": ["2024-08-12", "2024-08-19", "2024-08-20", "2024-08-27", "2024-09-03", "2024-09-04",
                  "2024-09-10", "2024-09-17", "2024-10-22", "2024-11-15"],
        "noise": ["vendor application", "stall fee", "Jury day"],
        "bindings": [
            {"value": "71%", "subject": "F2", "others": ["F1", "F3", "F4"]},
            {"value": "94%", "subject": "F3", "others": ["F1", "F2", "F4"]},
            {"value": "92%", "subject": "F4", "others": ["F1", "F2", "F3"]},
        ],
    },
    [
        ("seabuckthorn_harvest_trial_report.pdf", pdf(
            "Prairie Thorn Orchards Ltd. | Harvest method trials 2024 | Internal report", [
                ("title", "Sea buckthorn: frozen-branch harvest trials"),
                ("p", "Prairie Thorn Orchards Ltd., near Humboldt SK. Prepared by Lorne Beaudry with Mei Tanaka "
                      "(agronomist). November 15, 2024."),
                ("h1", "Why and what we were aiming for"),
                ("p", "Hand picking our 6 acres of sea buckthorn (cv. Chuyskaya, Indian Summer) costs more than "
                      "the berries are worth, and the berries burst when pulled because the pedicel is so short. "
                      "The method tried elsewhere is to cut fruiting branches, freeze them, and knock the frozen "
                      "berries off. Our goals: at least 90% of berries removed from the cut branches, under 5% "
                      "burst berries, a throughput of 250 kg of clean berries per hour with a 3-person crew, and "
                      "cutting no more than one third of the fruiting wood per bush so the bush still bears next "
                      "year (fruit is on 2-year wood)."),
                ("p", "Unknown: at what temperature frozen berries detach cleanly from the thorny branches "
                      "without shattering, and which knock-off device separates berries from thorns and leaves "
                      "at that rate. Published work is from Russia and Germany with different cultivars and "
                      "machines."),
                ("h1", "What was done"),
                ("p", "Branches were cut with loppers to one third of the fruiting wood per bush, bundled in "
                      "20 kg lots and frozen in a rented blast freezer trailer, either to -18 °C or -30 °C core "
                      "(probe in the thickest branch). Berries were knocked off either in a tumbling drum "
                      "(converted rock-picker drum, 6 rpm, 2 min) or on a vibrating table (seed-cleaner deck "
                      "with 12 mm screen). Each lot was weighed: berries off, berries still on branches "
                      "(stripped by hand to measure), burst berries and debris picked from a 1 kg sample."),
                ("p", "F1 was hand picking on fresh bushes as the reference. F2 to F4 are listed in the run "
                      "sheet. Results are in the run sheet; summary: at -18 °C many berries stayed on the branch "
                      "in the drum. At -30 °C the drum got 94% off with 3.1% burst. The vibrating table was "
                      "fast but thorn pieces and leaves went through the screen with the berries and could not be "
                      "cleaned out without a second pass, so it is ruled out for juice-grade berries."),
                ("p", "Bush regrowth will be checked next July to confirm next year's crop on the cut bushes."),
            ])),
        ("harvest_runs_2024.csv", text("""
date,method,cultivar,freeze_core_C,knock_off,branch_kg,berries_off_kg,removal_pct,burst_pct,debris_pct,kg_clean_per_h,note
2024-08-20,F1,Chuyskaya,none,hand,n/a,18.5,n/a,11.0%,0.2%,6,hand pick reference (3 people)
2024-08-27,F2,Chuyskaya,-18,tumbling drum,120,41.2,71%,4.2%,0.6%,148,many stayed on the branch
2024-09-04,F3,Chuyskaya,-30,tumbling drum,140,62.0,94%,3.1%,0.5%,262,best
2024-09-10,F4,Indian Summer,-30,vibrating table,140,58.9,92%,3.4%,4.8%,310,thorn pieces in product
2024-09-17,F3,Indian Summer,-30,tumbling drum,160,66.3,93%,2.9%,0.4%,255,repeat on 2nd cultivar
""")),
        ("field_notebook_lorne.md", text(f"""
# Field notebook - sea buckthorn 2024 (Lorne)

**Aug 12** - Mei came out. Berries colouring. Plan: freeze-and-knock trials starting next week, F1 hand picking
as reference. Rented blast freezer trailer from Humboldt Meats for 4 weeks starting Aug 19.

**Aug 19** - trailer delivered, tested: gets to -32 °C air. Rock-picker drum cleaned and lined with rubber.

**Aug 20** - hand picked one row, 3 of us for an hour. 11% burst, hands wrecked.

**Aug 27** - first frozen lot at -18. Drum 2 min: lots stayed on the branch, berries soft at the stem. Burst
4.2%, ok.

{C08_VENDOR}

**Sept 3** - borrowed the seed-cleaner deck from Wayne for a vibrating table. Screen 12 mm.

**Sept 4** - -30 core (took 9 h in the trailer). Drum: 94% off. Berries click off like marbles.

**Sept 10** - vibrating table on -30 lot. Fast but thorn pieces + leaves go right through the 12 mm screen. 4.8%
debris. Would need a second cleaner. No.

**Sept 17** - repeat drum at -30 on Indian Summer: 93%. Trailer back tomorrow.

**Oct 22** - berries from all runs sold to the juice buyer; F4 lot downgraded for debris.
""")),
    ],
    noise_spans={"field_notebook_lorne.md": [C08_VENDOR]},
)
# ---------------------------------------------------------------------------
# C09 dehairing bison down for a knitting yarn (small fibre mill, central AB, 2025) - an equipment auction
#     listing is noise; targets in the intro of the mill report; results only in the workbook: one pass on the
#     cashmere dehairer (D1) worst guard hair, two passes (D2), two passes with lubricant and humidity (D3)
#     best; worsted combing (D4) cleanest but lost most of the down and was ruled out; guard hair of
#     D1/D2/D3 bound to their runs.
# ---------------------------------------------------------------------------
case(
    {
        "name": "bison_down_dehairing_yarn",
        "question": "Hi there, please prepare lines 242, 244 and 246 of the T661 and a logbook for our bison "
                    "fibre dehairing project. I'm sending the mill report, our run workbook, the e-mails with "
                    "the yarn buyer and a sale flyer I had saved in the same folder.",
        "facts": {
            "242": [["under 1%"], ["at least 55%"], ["8 cN/tex"], ["30-35 mm"]],
            "244": [["two passes", "second pass"], ["lubricant emulsion"], ["65% RH"], ["worsted comb"]],
            "246": [["4.6%"], ["0.7%"], ["31%"], ["fly waste"]],
        },
        "dates": ["2025-01-09", "2025-01-20", "2025-01-27", "2025-02-10", "2025-02-24", "2025-03-10",
                  "2025-03-17", "2025-03-31", "2025-04-14"],
        "noise": ["Buyer's premium", "Timed online auction", "Lot 114"],
        "bindings": [
            {"value": "4.6%", "subject": "D1", "others": ["D2", "D3", "D4"]},
            {"value": "1.8%", "subject": "D2", "others": ["D1", "D3", "D4"]},
            {"value": "0.7%", "subject": "D3", "others": ["D1", "D2", "D4"]},
        ],
    },
    [
        ("bison_dehairing_mill_report.docx", docx([
            ("title", "Bison down dehairing trials - mill report"),
            ("p", "Battle River Fibre Mill, Ponoka County AB. Author: Shauna Kowalchuk (owner/operator). "
                  "April 14, 2025."),
            ("h1", "Goal"),
            ("p", "We buy combed and shed bison fibre from ranchers and want to sell a 100% bison down yarn. "
                  "The down is fine but short (30-35 mm) and mixed with coarse guard hair that makes the yarn "
                  "prickle. Targets: guard hair under 1% by count in the dehaired down, down recovery at "
                  "least 55% of the washed fibre weight, and a 2-ply yarn with tenacity of at least 8 cN/tex "
                  "so it knits without breaking."),
            ("p", "What we didn't know: our dehairer was built for cashmere (longer down), and we had no data "
                  "on how many passes or what settings would pull the guard hair out of fibre this short "
                  "without throwing the down out with it. The big mills we called don't run bison."),
            ("h1", "Runs"),
            ("p", "Washed fibre from one ranch lot (Lot BR-24-07, 40 kg) was split into 10 kg batches. "
                  "Guard hair was counted in a 1,000-fibre sample on the projection microscope after each "
                  "run. Recovery = dehaired down weight / washed weight in."),
            ("b", "D1 - one pass on the dehairer, mill settings for cashmere."),
            ("b", "D2 - two passes, second pass with the licker-in slowed 15%."),
            ("b", "D3 - two passes after spraying a lubricant emulsion (2% on weight) and conditioning the "
                  "fibre overnight at 65% RH."),
            ("b", "D4 - carded, then put through the worsted comb we bought used."),
            ("h1", "What we learned"),
            ("p", "One pass left far too much hair. A second pass got close but the dry fibre built static and "
                  "the down flew off the rollers as fly waste. Lubricant plus humidity fixed the static and "
                  "got us under 1%. The worsted comb gave the cleanest down but kept only 31% of it - the short "
                  "down goes out with the noil - so combing is not an option for bison. D3 yarn was spun and "
                  "tested in March."),
        ])),
        ("dehairing_runs_2025.xlsx", xlsx([
            ("runs", [
                ["run", "date", "kg in", "kg down out", "recovery", "guard hair % (1,000 count)", "fly waste kg",
                 "notes"],
                ["D1", D("2025-01-20"), 10.0, 6.8, "68%", "4.6%", 0.3, "one pass, prickly"],
                ["D2", D("2025-01-27"), 10.0, 5.7, "57%", "1.8%", 1.4, "static, down flying off"],
                ["D3", D("2025-02-10"), 10.0, 6.1, "61%", "0.7%", 0.4, "lube + 65% RH overnight - best"],
                ["D4", D("2025-02-24"), 10.0, 3.1, "31%", "0.3%", 0.2, "comb noil took the down - no"],
            ]),
            ("yarn", [
                ["spun", "from run", "count", "twist tpm", "tenacity cN/tex", "elongation", "comment"],
                [D("2025-03-10"), "D3", "2-ply Nm 10", 420, 7.1, "14%", "first spin, low twist"],
                [D("2025-03-17"), "D3", "2-ply Nm 10", 480, 8.6, "16%", "meets 8 cN/tex"],
            ]),
        ])),
        ("emails_yarn_buyer.txt", text("""
From: Rachel Obi <rachel@prairieknitco.ca>
To: Shauna Kowalchuk <shauna@battleriverfibre.ca>
Date: Thu, 9 Jan 2025 10:11:30 -0700
Subject: bison yarn

Shauna, our customers love the idea of bison but the last sample we got (not from you) was prickly and broke
on the knitting machine. If you can get the hair under 1% and a yarn that takes machine knitting, we'd take
200 kg a year.

-----
From: Shauna Kowalchuk
To: Rachel Obi
Date: Mon, 10 Mar 2025 19:44:02 -0600
Subject: RE: bison yarn

Rachel, fibre is at 0.7% hair after two passes with lube and humidity. First spin today was weak at 7.1 cN/tex
(too little twist), respinning next week.

-----
From: Shauna Kowalchuk
To: Rachel Obi
Date: Mon, 31 Mar 2025 08:20:15 -0600
Subject: RE: bison yarn

Second spin tested 8.6 cN/tex. Sample cones ship today for your machine trial.
""")),
        ("auction_listing_mill_equipment.md", text("""
# Timed online auction - Central Alberta Textile & Farm Dispersal

Closes Saturday 7 pm MT. Preview by appointment at the Lacombe yard.

| Lot | Item | Notes |
|---|---|---|
| Lot 112 | Mini-mill picker, 220 V | runs, guard included |
| Lot 113 | Drum carder, 24" | new card cloth |
| Lot 114 | Skein winder, 4 head | motor replaced |
| Lot 115 | Wool press, hydraulic | pick up only |

Buyer's premium 10% on all lots. Payment by e-transfer within 48 h of close. All items sold as is, where is.
""")),
    ],
    noise_files=["auction_listing_mill_equipment.md"],
)
# ---------------------------------------------------------------------------
# C10 forecasting ambulance offload delays at emergency departments 4 hours ahead (municipal paramedic
#     service analytics team, ON, 2024-25) - a stretcher-mount field safety notice appended to the report to the
#     chief is a noise span; targets in the intro of the design doc; back-test results only in the workbook:
#     seasonal baseline (A1) worst, gradient boosting on CAD data (A2), + ED census feed (A3) best; weekly flu
#     surveillance data (A4) gave no gain, lagged and broke when the feed stopped - ruled out; MAE of A1/A2/A3
#     bound to their models.
# ---------------------------------------------------------------------------
C10_FSN = ("Appendix - forwarded by Fleet (not part of this report): Field Safety Notice FSN-2024-118. The "
           "manufacturer has identified a possible latch wear issue on the power-load cot mount in units built "
           "between 2019 and 2021. Inspect the antler latch at every shift check. Affected serial numbers are "
           "listed on the manufacturer portal; replacement kits will ship by region.")
case(
    {
        "name": "ambulance_offload_delay_forecast",
        "question": "We need T661 lines 242, 244 and 246 and a logbook for the offload delay forecasting work "
                    "our analytics team did. Attached: design doc, back-test workbook and the report to the "
                    "chief.",
        "facts": {
            "242": [["4 hours ahead"], ["under 12 minutes"], ["80% of offload delays"],
                    ["every 15 minutes"]],
            "244": [["gradient boosting", "LightGBM"], ["ED census feed", "bed board"], ["FluWatch"],
                    ["rolling-origin back-test"]],
            "246": [["24.6 min"], ["10.8 min"], ["83%"], ["no gain"]],
        },
        "dates": ["2024-09-09", "2024-09-23", "2024-10-07", "2024-10-21", "2024-11-04", "2024-11-18",
                  "2024-12-02", "2024-12-16", "2025-01-27", "2025-02-10"],
        "noise": ["Field Safety Notice", "cot mount", "Affected serial numbers"],
        "bindings": [
            {"value": "24.6 min", "subject": "A1", "others": ["A2", "A3", "A4"]},
            {"value": "15.2 min", "subject": "A2", "others": ["A1", "A3", "A4"]},
            {"value": "10.8 min", "subject": "A3", "others": ["A1", "A2", "A4"]},
        ],
    },
    [
        ("offload_forecast_design_doc.docx", docx([
            ("title", "Offload delay forecast - design doc"),
            ("p", "Niagara Escarpment Paramedic Service - Analytics. Owner: Tomás Reyes (data scientist). "
                  "Reviewers: Deputy Chief L. Walcott, CAD admin. Started September 9, 2024; last edit "
                  "February 10, 2025."),
            ("h1", "Problem"),
            ("p", "Crews wait at the three emergency departments to hand over patients (offload). On bad days "
                  "4-6 ambulances sit at one ED for over an hour and the region runs out of units. Dispatch "
                  "could spread patients across EDs or call in the ED offload nurse earlier, but only if they "
                  "know a few hours ahead."),
            ("h1", "Goals"),
            ("b", "Forecast offload time per ED, 4 hours ahead, with mean absolute error under 12 minutes."),
            ("b", "Flag hours with offload over 60 min: catch at least 80% of offload delays with no more "
                  "than 20% false alarms."),
            ("b", "Refresh every 15 minutes from live feeds on the service's own servers (no cloud, PHIPA)."),
            ("h1", "Unknowns"),
            ("p", "Offload time depends on what happens inside the hospital, which our CAD data does not see. "
                  "We don't know how much can be predicted from our own timestamps, whether the hospital bed "
                  "board (ED census, admitted patients waiting for a bed) arrives fast enough to help, or "
                  "whether public health flu data adds anything at a 4-hour horizon."),
            ("h1", "Approach"),
            ("p", "Two years of CAD records (Sept 2022 - Aug 2024, 96,400 transports) were extracted. Models "
                  "are compared with a rolling-origin back-test: train on all data before each test week, "
                  "forecast 4 hours ahead every 15 min, score the following week, for 26 test weeks."),
            ("table", [
                ["Model", "Description"],
                ["A1", "seasonal baseline: mean of the same hour and weekday over the last 4 weeks"],
                ["A2", "gradient boosting (LightGBM) on CAD features: units at ED, arrivals last 1-4 h, "
                       "hour, weekday, holidays"],
                ["A3", "A2 + ED census feed from the hospitals' bed board (15 min HL7 extract)"],
                ["A4", "A3 + FluWatch weekly influenza-like illness rates for the region"],
            ]),
            ("h1", "Decision log"),
            ("p", "A4 dropped (see back-test): no gain, data is weekly and 10 days old, and the feed stopped "
                  "over the holidays, which crashed the nightly retrain. A3 went to a silent pilot on "
                  "December 16, 2024 (forecasts shown to the duty supervisor only) until January 27, 2025."),
        ])),
        ("offload_backtest_2024.xlsx", xlsx([
            ("log", [
                ["date", "step", "who", "note"],
                [D("2024-09-23"), "CAD extract", "TR", "96,400 transports, offload = arrival to transfer of care"],
                [D("2024-10-07"), "A1 back-test", "TR", "baseline"],
                [D("2024-10-21"), "A2 back-test", "TR", "LightGBM, 31 features"],
                [D("2024-11-04"), "bed board feed live", "hospital IT + TR", "15 min HL7 extract, 2 of 3 EDs"],
                [D("2024-11-18"), "A3 back-test", "TR", "third ED feed added late"],
                [D("2024-12-02"), "A4 back-test", "TR", "FluWatch weekly ILI"],
                [D("2024-12-16"), "silent pilot start", "TR / duty sup.", "A3"],
                [D("2025-01-27"), "silent pilot end", "TR", ""],
            ]),
            ("backtest", [
                ["model", "MAE (26 weeks)", "recall >60 min", "false alarm rate", "runtime per refresh",
                 "comment"],
                ["A1", "24.6 min", "38%", "41%", "1 s", "baseline - worst"],
                ["A2", "15.2 min", "69%", "27%", "9 s", ""],
                ["A3", "10.8 min", "83%", "17%", "11 s", "best - meets all targets"],
                ["A4", "11.1 min", "82%", "18%", "12 s", "no gain over A3; crashed when flu feed stopped"],
            ]),
            ("silent pilot", [
                ["ED", "hours forecast", "MAE", "delays >60 min", "caught", "false alarms"],
                ["St. Catharines GH", 1012, "11.9 min", 64, 52, "19%"],
                ["Welland Memorial", 1012, "9.4 min", 21, 18, "14%"],
                ["Grimsby West Lincoln", 1012, "8.7 min", 9, 8, "12%"],
            ]),
        ])),
        ("offload_report_to_chief_feb2025.pdf", pdf(
            "Niagara Escarpment Paramedic Service | Analytics | Report to the Chief", [
                ("title", "Offload delay forecast - results and recommendation"),
                ("p", "To: Chief P. Hanlon. From: Tomas Reyes, Analytics. February 10, 2025."),
                ("p", "Summary: the A3 model (gradient boosting on our CAD data plus the hospitals' ED census "
                      "feed) forecasts offload time 4 hours ahead with a mean absolute error of 10.8 min in "
                      "the 26-week back-test and caught 83% of delays over 60 minutes with 17% false alarms. "
                      "The baseline used by dispatch today (A1, same hour last 4 weeks) had an error of "
                      "24.6 min. CAD data alone (A2) reached 15.2 min, which shows that what happens inside the "
                      "hospital is the missing piece. Adding weekly flu data (A4) gave no gain."),
                ("p", "In the silent pilot (December 16 to January 27) the forecasts held up: MAE between 8.7 "
                      "and 11.9 min across the three EDs. Recommendation: show A3 on the dispatch wall board "
                      "from April, with the 60-minute flag sent to the duty supervisor."),
                ("p", C10_FSN),
            ])),
    ],
    noise_spans={"offload_report_to_chief_feb2025.pdf": [C10_FSN]},
)
# ============================================================================ end of cases

if __name__ == "__main__":
    main()
