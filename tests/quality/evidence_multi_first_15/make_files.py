#!/usr/bin/env python3
"""Builds the multi-file evidence cases of the fifteenth first-contact set (evidence_multi_first_15).

Run:  python3 make_files.py
Needs: python-docx, openpyxl, reportlab (standard fonts only).
Writes every evidence file of every case into this folder, then cases.json (all cases registered so far).

Each case asks for T661 lines 242, 244, 246 and a logbook from 4 or 5 files of mixed formats (two cases have 4,
eight have 5), as a firm would pick them in the service. Case metadata (facts, dates, noise, bindings) sits next to the content it refers to.
Two kinds of noise are registered for verify.py (which imports this module; files are only written when run):
  NOISE_FILES[case]  -> whole files that are not work records (supplier invoice, quote, price list, marketing
                        copy, newsletter, contract excerpt, HR memo);
  NOISE_SPANS[case]  -> {file: [paragraphs]} non-record paragraphs INSIDE a record file (a listing-fee PS in an
                        e-mail, a purchasing aside in dev notes, a marketing blurb in a report, an invoice note
                        in a log).
NOT_ENTRIES[case]   -> dates that occur in record files but are not work entries (calibration, certificate,
                        last season); verify.py only uses it to silence its stray-date warnings.
Writing varies on purpose: terse run tables whose set-up column describes each run, results given only in a
table, a target stated only in an e-mail, ISO / "Oct 23" / "23-Oct-24" / dd/mm/yyyy (stated) / weekday headings,
one reverse-chronological log (newest entry first), one case whose only records are a workbook and a memo.
One case (brook_trout_egg_fungus_peroxide_cold_water) is asked in French with English evidence
("language": "fr").
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
        wb.properties.creator = "evidence_multi_first_15"
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
# C01 fine-crystal creamed canola honey that does not frost or separate on a warm retail shelf (honey packer,
#     SK, 2024) - a tub supplier quote PDF is noise and a listing-fee aside in the buyer's e-mail is a noise span;
#     the shelf-life target (8 weeks at 24 °C) is stated only in the buyer's e-mail; ultrasonic pre-treatment (S3)
#     warmed the batch and melted the seed; ball-milled seed alone (S2) frosted at week 6; ball-milled seed in a
#     clover blend (S4) met the targets; close crystal sizes S2/S4/S5 bound to their batches.
# ---------------------------------------------------------------------------
C01_PS = ("PS - unrelated, but our category team asked me to pass along that the new item listing fee for 2025 is "
          "$750 per SKU per banner, and the spring planogram reset is the week of February 17.")
case(
    {
        "name": "creamed_canola_honey_fine_crystal_shelf",
        "question": "Hi, can you do T661 lines 242, 244 and 246 and a logbook for our creamed honey project? "
                    "Attached: Maren's summary, the batch sheet, the lab report from Prairie Food Lab, the e-mails "
                    "with Jolene at Co-op and the Northpak tub quote.",
        "facts": {
            "242": [["under 25 µm"], ["24 °C"], ["within 5 days"], ["glucose/water ratio", "G/W"],
                    ["coarse, gritty crystals", "gritty"]],
            "244": [["ball-milled seed", "ball mill"], ["ultrasonic"], ["clover honey"], ["14 °C"],
                    ["polarized light microscopy"]],
            "246": [["19 µm"], ["melted the seed"], ["42 µm"], ["2.04"],
                    ["week 6"]],
        },
        "dates": ["2024-08-19", "2024-08-27", "2024-09-04", "2024-09-11", "2024-09-18", "2024-09-25",
                  "2024-10-02", "2024-10-09", "2024-10-23", "2024-11-06", "2024-12-04", "2024-12-11"],
        "noise": ["in-mould label", "tamper-evident", "listing fee", "planogram"],
        "bindings": [
            {"value": "24 µm", "subject": "S2", "others": ["S4", "S5"]},
            {"value": "19 µm", "subject": "S4", "others": ["S2", "S5"]},
            {"value": "21 µm", "subject": "S5", "others": ["S2", "S4"]},
        ],
    },
    [
        ("creamed_honey_summary_2024.docx", docx([
            ("title", "Creamed honey - fine crystal project, 2024"),
            ("p", "Whitesand Honey Co., Canora SK. Written by Maren Lindqvist (owner), December 11, 2024."),
            ("h1", "Why we did this"),
            ("p", "Almost all our honey is canola honey. It is high in glucose and crystallizes within days of "
                  "extraction, on its own, into coarse, gritty crystals. We cream it by the Dyce method: seed "
                  "with finely crystallized honey from an earlier batch, stir, and hold it cool to set. For the "
                  "farmers' market that was fine. For Co-op the tubs sit on a warm shelf next to the bakery for "
                  "weeks, and last winter our tubs went grainy, showed white frosting on the sides and a runny "
                  "layer on top."),
            ("p", "Targets we set: mean crystal size under 25 µm (Co-op's buyer wants a smooth product), tubs set "
                  "within 5 days in the set room, and a texture that stays spreadable straight from a 4 °C "
                  "fridge."),
            ("p", "What we did not know: the advice for creaming is written for clover and wildflower honey. "
                  "Canola honey has a glucose/water ratio well above 2.1, so new crystals keep growing on the "
                  "seed crystals and on each other, and nobody could tell us whether a finer seed alone would keep "
                  "the crystals small, or whether we would have to change the honey itself. Our beekeeping "
                  "association and the honey council had no data for canola honey held warm."),
            ("h1", "What we tried"),
            ("p", "Each batch was 300 kg of the same 2024 canola honey (extracted August 2024, 17.6% moisture), "
                  "warmed to 49 °C to melt it, cooled to 14 °C, seeded at 10% and stirred in our 400 kg creaming "
                  "tank. Tubs were filled and set in the set room at 14 °C. Details of each batch are on the batch "
                  "sheet."),
            ("b", "S1 - our usual seed: last batch of creamed honey, stirred in as is."),
            ("b", "S2 - seed run through a ceramic ball mill for 4 hours before seeding."),
            ("b", "S3 - ultrasonic treatment of the liquid honey (probe in the tank) right before seeding, to "
                  "start a lot of small nuclei."),
            ("b", "S4 - ball-milled seed, honey blended with 15% clover honey to bring the glucose/water ratio "
                  "down."),
            ("b", "S5 - ball-milled seed, canola honey only, stirred 30 minutes every 12 hours for the first "
                  "2 days in the set room."),
            ("p", "Crystal size was measured by Prairie Food Lab by polarized light microscopy on day 14 "
                  "tubs. We ran our own shelf test: 12 tubs per batch in the warm cabinet in the packing room, "
                  "checked weekly for frosting and a liquid layer."),
            ("h1", "What we found"),
            ("p", "S1 came out at 42 µm and frosted in week 3 of the shelf test. S2 was much smoother (24 µm) but frosted "
                  "in week 6. S3 failed: the probe heated the honey to 38 °C in the tank and melted the "
                  "seed, so the batch set slowly and coarse (55 µm, 9 days to set). We will not try ultrasound "
                  "again without cooling."),
            ("p", "S4 was the best, smooth and no frosting or liquid layer after the full shelf test. The lab "
                  "measured a glucose/water ratio of 2.04 for the blend against 2.31 for our straight canola "
                  "honey. S5 was also smooth at first (21 µm) but the extra stirring was 4 hours of labour per batch "
                  "and it still frosted at week 7."),
            ("p", "So seed size alone is not enough in canola honey; the ratio has to come down as well. For "
                  "2025 we will buy clover honey for blending and make all Co-op tubs the S4 way."),
        ])),
        ("creaming_batch_sheet.csv", text("""
batch,date_seeded,set_up,kg,seed_pct,set_room_C,days_to_set,crystal_um_lab,shelf_frosting,by
S1,2024-09-04,usual seed from July batch; straight canola,300,10,14,4,42,week 3,ML
S2,2024-09-11,ball-milled seed 4 h; straight canola,300,10,14,4,24,week 6,ML
S3,2024-09-18,ultrasonic probe 20 min then usual seed; tank reached 38 C,300,10,14,9,55,week 2,KB
S4,2024-10-09,ball-milled seed; 85% canola + 15% clover,300,10,14,4,19,none at week 8,ML
S5,2024-10-23,ball-milled seed; straight canola; stirred 30 min every 12 h x 2 days,300,10,14,4,21,week 7,KB
""")),
        ("PFL_report_H24-317.pdf", pdf(
            "Prairie Food Lab Inc. | Saskatoon SK | Report H24-317 | Client: Whitesand Honey Co.", [
                ("title", "Test Report H24-317 - creamed honey"),
                ("p", "Client: Whitesand Honey Co., attn. Maren Lindqvist. Samples: creamed honey tubs, day 14 "
                      "after seeding. Report date: 2024-11-06."),
                ("h1", "Crystal size (polarized light microscopy, 200 crystals per sample)"),
                ("table", [
                    ["Sample", "Received", "Mean crystal length (µm)", "D90 (µm)"],
                    ["S1", "2024-09-18", "42 µm", "71"],
                    ["S2", "2024-09-25", "24 µm", "38"],
                    ["S3", "2024-10-02", "55 µm", "96"],
                    ["S4", "2024-10-23", "19 µm", "29"],
                    ["S5", "2024-11-06", "21 µm", "33"],
                ]),
                ("h1", "Sugars and moisture (HPLC-RI; refractometer)"),
                ("table", [
                    ["Honey", "Glucose %", "Moisture %", "G/W ratio"],
                    ["Canola, lot 24-08", "40.6", "17.6", "2.31"],
                    ["Blend 85/15 canola/clover", "36.3", "17.8", "2.04"],
                ]),
                ("p", "Honey with a G/W ratio above 2.1 is generally reported to crystallize rapidly and "
                      "completely. Results relate only to the items tested."),
            ])),
        ("coop_emails_creamed_honey.txt", text(f"""
From: Jolene Fedorchuk <jfedorchuk@prairiecoopfoods.ca>
To: Maren Lindqvist <maren@whitesandhoney.ca>
Date: Mon, Aug 19, 2024 10:22 AM
Subject: Creamed honey - 2025 listing

Hi Maren,
Good news and bad news. We want to keep the creamed honey for 2025 but the complaints from last winter were all
the same: grainy, white streaks down the side of the tub, and liquid on top. Our stores run warm near the
bakery. For us to keep the listing the tub has to look and eat the same after 8 weeks at 24 °C, which is what we
use as shelf conditions. Our QA person also asked that the crystals be kept under 25 µm - she says that is
where people stop feeling them on the tongue.

{C01_PS}

Jolene Fedorchuk | Category Buyer, Local Foods | Prairie Co-op Foods

-----
From: Maren Lindqvist
To: Jolene Fedorchuk
Date: Tue, Aug 27, 2024 8:05 PM
Subject: RE: Creamed honey - 2025 listing

Jolene, thank you for being straight with me. We're going to try several ways of creaming this fall and put
tubs in a warm cabinet ourselves for 8 weeks. Canola honey is the hard one, I honestly don't know yet if we can
get it that fine. I'll send you results in December.
Maren

-----
From: Maren Lindqvist
To: Jolene Fedorchuk
Date: Wed, Dec 4, 2024 4:40 PM
Subject: creamed honey results

Jolene - batch S4 (canola with some clover, milled seed) is through 8 weeks in the cabinet today with no
frosting and no liquid, 19 µm from the lab. I'll send samples to your QA this week.
Maren
""")),
        ("Northpak_quote_Q-8841.pdf", pdf(
            "Northpak Packaging Ltd. | Winnipeg MB | Quotation Q-8841", [
                ("title", "Quotation Q-8841"),
                ("p", "To: Whitesand Honey Co., Canora SK. Valid 60 days."),
                ("table", [
                    ["Item", "Description", "Qty", "Unit price", "Total"],
                    ["PP-500R", "500 g round PP tub, natural, tamper-evident lid", "20,000", "$0.31", "$6,200.00"],
                    ["IML-500", "in-mould label, 4 colour, 2 SKUs", "20,000", "$0.06", "$1,200.00"],
                    ["PLATE", "label artwork plates, one time", "1", "$450.00", "$450.00"],
                    ["FRT", "freight prepaid to Canora", "1", "$380.00", "$380.00"],
                ]),
                ("p", "Minimum run 10,000 per SKU. Lead time 5 weeks from artwork approval. Prices exclude "
                      "GST/PST."),
            ])),
    ],
    noise_files=["Northpak_quote_Q-8841.pdf"],
    noise_spans={"coop_emails_creamed_honey.txt": [C01_PS]},
)
# ---------------------------------------------------------------------------
# C02 formalin-free control of egg fungus (Saprolegnia) on brook trout eggs in cold water (private hatchery,
#     NB, 2024-25) - asked in French, every file in English; a feed invoice PDF is noise; the hatch target is
#     stated only in the provincial biologist's e-mail; the UV stack's results (H5) are in the workbook table
#     only; peroxide at 1,000 ppm (H3) killed pre-eyed eggs, UV (H5) did not stop fungus; hatch rates H1/H2/H4
#     bound to their treatments.
# ---------------------------------------------------------------------------
case(
    {
        "name": "brook_trout_egg_fungus_peroxide_cold_water",
        "language": "fr",
        "question": "Bonjour, pourriez-vous rédiger les lignes 242, 244 et 246 du T661 et un logbook pour nos "
                    "essais de traitement des œufs contre le champignon à l'écloserie? Tous les documents sont en "
                    "anglais : le rapport de Gemma, le classeur des plateaux, le cahier de l'écloserie, les "
                    "courriels avec la biologiste du Ministère et la facture d'AquaFeed.",
        "facts": {
            "242": [["at least 80%"], ["no more than 10%"], ["without formalin"], ["3 to 6 °C"],
                    ["label rates"]],
            "244": [["500 ppm"], ["1,000 ppm"], ["every second day"], ["UV steriliser", "UV"],
                    ["Heath trays", "Heath tray"]],
            "246": [["86%"], ["62%"], ["41%"], ["breaks down slowly"], ["starts on dead eggs"]],
        },
        "dates": ["2024-09-10", "2024-09-16", "2024-10-21", "2024-10-23", "2024-10-30", "2024-11-01", "2024-11-08",
                  "2024-11-12", "2024-11-26", "2025-01-06", "2025-01-14", "2025-01-17", "2025-01-20"],
        "noise": ["starter crumble", "Broodstock pellet", "net 30"],
        "bindings": [
            {"value": "84%", "subject": "H1", "others": ["H2", "H4"]},
            {"value": "71%", "subject": "H2", "others": ["H1", "H4"]},
            {"value": "86%", "subject": "H4", "others": ["H1", "H2"]},
        ],
    },
    [
        ("egg_fungus_trial_report.docx", docx([
            ("title", "Formalin-free egg disinfection - 2024-25 brood year"),
            ("p", "Cains River Hatchery Ltd., Blackville NB. Gemma Arsenault, hatchery manager. January 17, 2025."),
            ("h1", "Background and targets"),
            ("p", "We raise brook trout for the provincial stocking program and for private ponds. The eggs are "
                  "incubated in Heath trays (8 stacks of 16 trays) on brook water that runs from 6 °C in late "
                  "October down to 3 °C by December. Fungus (Saprolegnia) grows on eggs in the trays and spreads "
                  "to live eggs. For thirty years we have controlled it with formalin baths. Formalin is a "
                  "carcinogen, our staff hate handling it, and our discharge permit renewal asks us to get off it."),
            ("p", "Targets for the trial: fungus on no more than 10% of eggs in any stack at the eyed stage, a "
                  "hatch rate at least as good as formalin, treatment time no more than 20 minutes per stack, "
                  "and all of it without formalin."),
            ("p", "The replacement everyone talks about is hydrogen peroxide. The problem is that the label "
                  "rates for peroxide on fish eggs were worked out at 10 to 15 °C. Nobody could tell us what "
                  "dose and how often works at 3 to 6 °C: peroxide breaks down slower in cold water, so the eggs "
                  "are exposed longer, and pre-eyed eggs are the most fragile. Too little and the fungus wins, too "
                  "much and we kill the eggs ourselves. We also wanted to know whether treating the incoming "
                  "water with UV would stop the fungus without any chemical."),
            ("h1", "Set-up"),
            ("p", "Eggs from 46 females were fertilised on October 21, 2024, mixed, and split evenly into the "
                  "stacks (about 9,000 eggs per stack). Treatments started on October 23 and stopped at the eyed "
                  "stage on November 26. Peroxide (35% product) was dripped into the head tray for 15 minutes."),
            ("table", [
                ["Code", "Stacks", "Treatment"],
                ["H1", "1-2", "Formalin 1,667 ppm, 15 min, daily (our old practice, the comparison)"],
                ["H2", "3", "Peroxide 500 ppm, 15 min, every second day"],
                ["H3", "4", "Peroxide 1,000 ppm, 15 min, every second day"],
                ["H4", "5-6", "Peroxide 500 ppm, 15 min, daily"],
                ["H5", "7", "UV steriliser on the inflow to the stack, no chemical"],
            ]),
            ("p", "Stack 8 was kept as a spare. Dead eggs were counted by tray every week; fungus was scored as "
                  "the share of eggs with visible hyphae. Residual peroxide in the bottom tray was checked with "
                  "test strips every 15 minutes after a treatment."),
            ("h1", "Results"),
            ("p", "H2 did not hold the fungus: by November 12 it was on 18% of eggs and climbing. H3 held the "
                  "fungus but killed eggs; within a week we saw white, soft eggs in the top trays and the hatch "
                  "came in at 62%. The strips showed why: at 5 °C the peroxide breaks down slowly and was still "
                  "above 100 ppm in the bottom tray 45 minutes after the drip stopped. At 1,000 ppm the dose is "
                  "toxic to pre-eyed eggs in our water."),
            ("p", "H4 was as good as formalin: fungus on 6% of eggs at the eyed stage and a hatch of 86%, with a "
                  "12-minute treatment. The UV stack H5 did not work at all and was put back on formalin on "
                  "November 8 to save the eggs (numbers in the workbook). The fungus starts on dead eggs in the "
                  "tray, not in the water, so cleaning the water does not stop it."),
            ("p", "Next year all stacks go to peroxide at 500 ppm daily, with dead egg picking twice a week."),
        ])),
        ("tray_counts_2024-25.xlsx", xlsx([
            ("fungus", [
                ["date", "stack", "code", "dead eggs picked", "eggs with fungus %", "water C", "note"],
                [D("2024-10-30"), "1-2", "H1", 410, "2%", 5.6, ""],
                [D("2024-10-30"), "3", "H2", 260, "4%", 5.6, ""],
                [D("2024-10-30"), "4", "H3", 690, "1%", 5.6, "soft white eggs top trays"],
                [D("2024-10-30"), "5-6", "H4", 380, "2%", 5.6, ""],
                [D("2024-10-30"), "7", "H5", 240, "9%", 5.6, ""],
                [D("2024-11-12"), "1-2", "H1", 350, "5%", 4.4, ""],
                [D("2024-11-12"), "3", "H2", 520, "18%", 4.4, "fungus mats bottom trays"],
                [D("2024-11-12"), "4", "H3", 300, "3%", 4.4, ""],
                [D("2024-11-12"), "5-6", "H4", 330, "4%", 4.4, ""],
                [D("2024-11-26"), "1-2", "H1", 220, "7%", 3.5, "eyed, shocked"],
                [D("2024-11-26"), "3", "H2", 480, "23%", 3.5, "eyed, shocked"],
                [D("2024-11-26"), "4", "H3", 150, "4%", 3.5, "eyed, shocked"],
                [D("2024-11-26"), "5-6", "H4", 190, "6%", 3.5, "eyed, shocked"],
                [D("2024-11-26"), "7", "H5", 610, "41%", 3.5, "on formalin since Nov 8"],
            ]),
            ("hatch", [
                ["code", "eggs set", "hatched", "hatch rate", "meets target?"],
                ["H1", 18000, 15120, "84%", "yes"],
                ["H2", 9000, 6390, "71%", "no"],
                ["H3", 9000, 5580, "62%", "no"],
                ["H4", 18000, 15480, "86%", "yes"],
                ["H5", 9000, 4320, "48%", "no"],
                ["hatch counted", D("2025-01-14"), None, None, None],
            ]),
        ])),
        ("hatchery_daybook.md", text("""
# Incubation room daybook - brood year 2024

**Oct 21** - Spawned 46 females, fertilised, water hardened 1 h, set into stacks 1-7. ~9,000 per stack.
Water 6.1 C.

**Oct 23** - First treatments. Formalin on 1-2 as usual. Peroxide drip on 3, 4, 5-6 (15 min). Stack 7 UV on
(new Emperor unit, 40 W). Took 11 min per stack for peroxide incl. setting the drip. - GA

**Oct 30** - Weekly pick. Stack 4 (1,000 ppm) has soft white eggs in the top 3 trays. Not fungus. Watching.

**Nov 1** - Strip test on stack 4 after treatment: 100+ ppm still in bottom tray at 45 min. 5.2 C today.
Peroxide lasts a lot longer than the supplier said. Stack 5-6 at 500 ppm gone below 25 ppm by 30 min. - GA

**Nov 8** - Stack 7 (UV) fungus everywhere, clumps on dead eggs spreading to live ones. Pulled the plug on
UV-only, stack 7 back on formalin from today so we don't lose them all. - GA / TW

**Nov 12** - Weekly pick. Stack 3 (500 every 2nd day) fungus 18%. Not enough.

**Nov 26** - Eyed. Shocked and picked all stacks, stopped treatments. Counts in workbook.

**Jan 6** - Hatch started stack 1-2 and 5-6.

**Jan 14** - Hatch done, counts entered.
""")),
        ("dnr_emails_egg_disinfection.txt", text("""
From: Dr. Lise Comeau <lise.comeau@gnb.ca>
To: Gemma Arsenault <gemma@cainsriverhatchery.ca>
Date: Tue, 10 Sep 2024 14:03 -0300
Subject: Formalin - stocking contract 2025

Gemma,
As discussed at the growers meeting, the department will not renew stocking contracts with hatcheries still
using formalin after 2026. For the 2025 contract we will accept peroxide-treated eggs provided the hatch stays at
least 80% from green egg to hatch, which is what your formalin lots have averaged. Please keep weekly mortality
records by stack.
Lise Comeau, Fisheries Biologist

-----
From: Gemma Arsenault
To: Lise Comeau
Date: Mon, 16 Sep 2024 09:12 -0300
Subject: RE: Formalin - stocking contract 2025

Lise, thanks. We'll run peroxide at two doses and two frequencies this fall, plus a UV stack, with formalin as
the check. The cold water is what worries me - the label doses are for warmer water.
Gemma

-----
From: Gemma Arsenault
To: Lise Comeau
Date: Mon, 20 Jan 2025 10:30 -0400
Subject: Hatch results

Lise - hatch is in. Peroxide 500 ppm daily gave 86% against 84% on formalin. 1,000 ppm was too strong for our
water. Report attached.
Gemma
""")),
        ("AquaFeed_invoice_INV-55120.pdf", pdf(
            "AquaFeed Atlantic Inc. | Moncton NB | Invoice INV-55120", [
                ("title", "Invoice INV-55120"),
                ("p", "Bill to: Cains River Hatchery Ltd., Blackville NB. Terms: net 30."),
                ("table", [
                    ["Item", "Description", "Qty", "Unit", "Amount"],
                    ["SC-0", "Trout starter crumble #0, 20 kg", "12", "$68.40", "$820.80"],
                    ["SC-1", "Trout starter crumble #1, 20 kg", "10", "$64.90", "$649.00"],
                    ["BP-6", "Broodstock pellet 6 mm, 25 kg", "30", "$52.75", "$1,582.50"],
                    ["DEL", "Delivery, Miramichi route", "1", "$95.00", "$95.00"],
                ]),
                ("p", "HST 15% extra. Overdue accounts charged 1.5% per month."),
            ])),
    ],
    noise_files=["AquaFeed_invoice_INV-55120.pdf"],
)
# ---------------------------------------------------------------------------
# C03 spray-dried aquafaba (chickpea cooking water) powder that still whips like fresh (pulse ingredient maker,
#     SK, 2024-25) - a marketing sell sheet DOCX is noise and a purchasing aside in the dev notes is a noise span;
#     the foam drainage target is stated only in the bakery's e-mail; the run CSV is terse (a set-up column per
#     run, dates as 22-Oct-2024); foam results are in the lab report table only; hot outlet (R1) killed the foam,
#     no carrier at 70 °C (R2) stuck to the chamber, low outlet (R5) caked; overruns R2/R3/R4 bound to runs.
# ---------------------------------------------------------------------------
C03_ASIDE = ("(purchasing, not R&D) Delmar wants the 2025 chickpea water contract signed by Jan 31 - they are "
             "moving us from IBC totes to a tanker minimum of 18,000 L and the tote deposit goes up to $275. "
             "Ask Ken if we can store a tanker load.")
case(
    {
        "name": "aquafaba_spray_dried_foaming_powder",
        "question": "Please write up T661 lines 242, 244 and 246 and a logbook for the aquafaba powder project. "
                    "I've attached the spray dryer run log, the SFIC foam report, Priya's notes, the e-mails with "
                    "Laurel Bakehouse and our new sell sheet.",
        "facts": {
            "242": [["at least 900%"], ["under 10%"], ["under 0.30", "water activity under 0.30"], ["heat-sensitive"],
                    ["raffinose and stachyose", "sticky point"]],
            "244": [["outlet temperature"], ["maltodextrin"], ["ultrafiltration", "10 kDa"],
                    ["overrun"], ["drainage"]],
            "246": [["1,020%"], ["420%"], ["38%"], ["caked"], ["diluted the foaming solids", "diluted"]],
        },
        "dates": ["2024-10-02", "2024-10-07", "2024-10-22", "2024-10-24", "2024-11-19", "2024-11-21",
                  "2024-12-10", "2024-12-12", "2025-01-08", "2025-01-09", "2025-01-15", "2025-01-16"],
        "noise": ["Clean label", "vegan pavlova", "tanker minimum", "tote deposit"],
        "bindings": [
            {"value": "880%", "subject": "R2", "others": ["R3", "R4"]},
            {"value": "610%", "subject": "R3", "others": ["R2", "R4"]},
            {"value": "1,020%", "subject": "R4", "others": ["R2", "R3"]},
        ],
    },
    [
        ("spray_dryer_runs.csv", text("""
run,date,set_up,feed_solids_pct,inlet_C,outlet_C,yield_pct,moisture_pct,aw,operator,remarks
R1,22-Oct-2024,liquid aquafaba as received; no carrier,5.8,180,90,72,3.1,0.18,PR,free-flowing powder
R2,22-Oct-2024,liquid aquafaba as received; no carrier,5.8,150,70,38,4.6,0.27,PR,heavy wall deposit; sticky
R3,19-Nov-2024,liquid + 10% maltodextrin DE10 on solids,6.4,150,70,81,4.2,0.24,PR,clean chamber
R4,10-Dec-2024,UF retentate 10 kDa; no carrier,15.1,150,72,76,4.4,0.26,PR/KB,some wall deposit; acceptable
R5,10-Dec-2024,UF retentate 10 kDa; no carrier,15.1,135,62,79,7.8,0.41,PR/KB,powder soft
""")),
        ("SFIC_foam_report_24-F-208.pdf", pdf(
            "Saskatoon Food Innovation Centre | Report 24-F-208 | Client: Pulse Pantry Ingredients Inc.", [
                ("title", "Foaming properties of aquafaba powders"),
                ("p", "Client: Pulse Pantry Ingredients Inc., attn. Priya Raman. Report issued 2025-01-09."),
                ("h1", "Method"),
                ("p", "Powders reconstituted to 5.8% solids in water at 20 °C; reference = fresh liquid aquafaba "
                      "from the same lot. 100 mL whipped in a KitchenAid mixer, whisk, speed 10, 6 min. Overrun "
                      "from foam density. Drainage = liquid drained from 100 g foam in a funnel after 30 min, % of "
                      "foam mass."),
                ("h1", "Results"),
                ("table", [
                    ["Sample", "Tested", "Overrun", "Drainage 30 min", "Foam appearance"],
                    ["Fresh liquid (ref.)", "2024-10-24", "1,050%", "6%", "stiff, glossy"],
                    ["R1", "2024-10-24", "420%", "31%", "soft, collapses"],
                    ["R2", "2024-10-24", "880%", "9%", "stiff"],
                    ["R3", "2024-12-12", "610%", "14%", "soft peaks only"],
                    ["R4", "2024-12-12", "1,020%", "7%", "stiff, glossy"],
                    ["R5", "2024-12-12", "990%", "8%", "stiff"],
                ]),
                ("p", "R5 powder after 4 weeks storage in sealed foil bags at 25 °C was caked (tested "
                      "2025-01-08) and did not disperse fully; not whipped again."),
                ("p", "Results relate only to the samples tested."),
            ])),
        ("priya_dev_notes_aquafaba.md", text(f"""
# Aquafaba powder - dev notes (Priya)

## Why
Our canning line throws off ~40,000 L/week of chickpea cooking water. We sell some frozen as liquid aquafaba to
bakeries, but it's frozen freight and short life. A powder that whips like the fresh liquid would be a real
product. Targets (mine + Laurel's): overrun at least 900% after reconstitution (fresh is ~1,050%), powder
moisture under 5% and water activity under 0.30 so it keeps a year, yield over 70% so it pays.

## What we don't know
The foaming comes from a mix of saponins, small proteins and soluble carbohydrates, and the literature doesn't
agree which part matters. Some of it is heat-sensitive, so a hot outlet should kill the foam. But the sugars
(raffinose and stachyose) make the powder sticky at low outlet temperatures - we may be below the sticky point
of the powder. Nobody has published a drying window for aquafaba at pilot scale; the papers are freeze-dried.

## 2024-10-22 - first day on the SFIC pilot dryer
R1 hot (outlet 90) and R2 cooler (outlet 70), both straight aquafaba. R1 dried beautifully. R2 made a mess -
wall deposit everywhere, only 38% recovered.

## 2024-10-24 - foam results
R1 only 420% - foam is dead. R2 880%. So the heat is the problem, and cooler outlet is where the foam survives.
Now need to fix the sticking.

{C03_ASIDE}

## 2024-11-19 - R3 with maltodextrin
10% maltodextrin on solids to raise the glass transition. Chamber clean, yield 81%. Will wait for SFIC.

## 2024-11-21 - bench UF
Ran 20 L through the 10 kDa ultrafiltration skid. Retentate 15% solids. Permeate is mostly the sugars - good,
that's what makes it sticky. Idea for R4: dry the retentate with no carrier.

## 2024-12-10 - R4 and R5
R4 retentate at outlet 72: some wall deposit but 76% yield. R5 pushed outlet down to 62 to be safe on the foam -
moisture 7.8%, aw 0.41, too wet.

## 2024-12-12 - foam results R3-R5
R3 only 610%: the maltodextrin diluted the foaming solids and weakened the foam. Dead end. R4 1,020% and 7% drainage -
as good as fresh. R5 foams but is too wet to keep.

## 2025-01-08
SFIC storage check: R5 caked after 4 weeks. Confirms the moisture limit.

## 2025-01-15 - Laurel bake test
Ange baked meringue and macarons with R4 at Laurel. Held shape, no weeping. Going with UF + outlet ~72.
""")),
        ("laurel_bakehouse_emails.txt", text("""
From: Ange Tremblay <ange@laurelbakehouse.ca>
To: Priya Raman <priya@pulsepantry.ca>
Date: Wed, Oct 2, 2024 at 9:14 AM
Subject: powder aquafaba?

Priya, if you ever get a powder going we'd take it - the frozen pails are a pain. But it has to behave like
the real thing. For our meringues the foam can't weep: less than what we get now, so under 10% drained after
half an hour, and it has to stand up to 90 minutes at 100 °C in the oven.
Ange

-----
From: Priya Raman
To: Ange Tremblay
Date: Mon, Oct 7, 2024 at 4:51 PM
Subject: RE: powder aquafaba?

Ange - we've booked time on the SFIC pilot dryer this month. I don't know yet whether the foaming survives
drying at all, so no promises. I'll use your drainage number as one of our targets.
Priya

-----
From: Priya Raman
To: Ange Tremblay
Date: Thu, Jan 16, 2025 at 11:02 AM
Subject: RE: powder aquafaba?

Thanks for running the bake yesterday. For the record: run R4, 1,020% overrun, 7% drainage at SFIC, and your
meringues held. We'll make a 200 kg lot in March.
Priya
""")),
        ("aquafaba_sell_sheet_2025.docx", docx([
            ("title", "AquaWhip(TM) Chickpea Foaming Powder"),
            ("p", "Clean label egg replacer from Saskatchewan chickpeas. Just add water and whip!"),
            ("b", "Perfect for vegan pavlova, macarons, mousse and cocktails"),
            ("b", "Allergen-friendly: no egg, dairy, gluten or nuts"),
            ("b", "2-year shelf life in our resealable pouch"),
            ("p", "Available in 1 kg pouches and 20 kg bag-in-box. Ask your Pulse Pantry rep about launch "
                  "pricing and free samples."),
        ])),
    ],
    noise_files=["aquafaba_sell_sheet_2025.docx"],
    noise_spans={"priya_dev_notes_aquafaba.md": [C03_ASIDE]},
)
# ---------------------------------------------------------------------------
# C04 winter moose detection from roadside thermal cameras on an edge box (vision start-up, NL, 2024-25) - an
#     HR holiday memo is noise; false-alarm and distance targets are stated only in the DTI e-mail; the model
#     set-ups are a column of the workbook; dev notes use weekday headings ("Mon Dec 2"); histogram equalisation
#     (M4) amplified fog noise, a 320 px input (M5) lost far moose; temporal stack (M3) met targets; winter
#     recall M2/M3/M5 bound to models.
# ---------------------------------------------------------------------------
case(
    {
        "name": "roadside_thermal_moose_detection_winter",
        "question": "We need T661 lines 242, 244 and 246 plus a logbook for the MooseWatch winter detection work. "
                    "Uploaded: the season report, the model evaluation workbook, Arjun's dev notes, the e-mail "
                    "chain with DTI, and the office holiday memo (sorry, it came along in the folder).",
        "facts": {
            "242": [["150 m"], ["no more than 2"], ["under 2 s"], ["freezing fog"], ["thermal contrast"]],
            "244": [["winter clips", "12,400"], ["temporal stack", "5-frame"], ["histogram equalisation"],
                    ["320 px"], ["Jetson Orin Nano", "Orin Nano"]],
            "246": [["96%"], ["1.3"], ["1.4 s"], ["amplified the sensor noise", "amplified"],
                    ["too few pixels"]],
        },
        "dates": ["2024-09-05", "2024-09-12", "2024-10-01", "2024-11-18", "2024-12-02", "2024-12-16",
                  "2025-01-13", "2025-01-27", "2025-02-24", "2025-03-03", "2025-03-05"],
        "noise": ["statutory holidays", "skeleton crew", "Boxing Day"],
        "bindings": [
            {"value": "89%", "subject": "M2", "others": ["M3", "M5"]},
            {"value": "96%", "subject": "M3", "others": ["M2", "M5"]},
            {"value": "83%", "subject": "M5", "others": ["M2", "M3"]},
        ],
    },
    [
        ("moosewatch_winter_report_2025.docx", docx([
            ("title", "MooseWatch - winter 2024-25 detection report"),
            ("p", "Barrens Vision Inc., St. John's NL. Prepared by Arjun Mehta (ML lead) and Colleen Walsh (CEO), "
                  "March 3, 2025."),
            ("h1", "1. Problem"),
            ("p", "MooseWatch puts a 640 x 512 thermal camera and an edge computer (Jetson Orin Nano) on a pole at "
                  "known moose crossings and lights a flashing sign when a moose is near the road. Our first "
                  "detector was trained on summer and fall footage. On the three Route 1 pilot sites it missed "
                  "many moose once winter came and flashed the sign for snowplows and idling trucks."),
            ("p", "Winter changes the picture: a moose with a frosted coat shows much less heat at the surface, "
                  "snowbanks hide the legs, and in freezing fog the thermal contrast between animal and "
                  "background almost disappears at distance. We did not know whether the sensor gives enough "
                  "signal at 150 m in fog to detect a moose at all, nor whether motion over several frames could "
                  "cut the false alarms without making the sign too slow."),
            ("h1", "2. Targets"),
            ("b", "recall of at least 95% for moose inside the 150 m detection zone, winter conditions included;"),
            ("b", "false alarms no more than 2 per camera per night (DTI requirement);"),
            ("b", "time from moose entering the zone to sign on under 2 s, on the edge box."),
            ("h1", "3. Work"),
            ("p", "We labelled 12,400 frames of winter clips from the three sites (moose, vehicle, plow, "
                  "snowmobile, other animal) and evaluated every model on the same held-out winter set of 41 "
                  "nights. Model set-ups and results are in the evaluation workbook."),
            ("p", "M2 (retrained on the winter clips) raised recall to 89% but still gave 4.1 false alarms per "
                  "night, mostly plows. M4 tried histogram equalisation of each frame to bring back contrast in "
                  "fog; it amplified the sensor noise and gave 11 false alarms a night, and fog recall fell. M3 "
                  "feeds a temporal stack of 5 frames so the network sees motion: recall 96% with 1.3 false "
                  "alarms per night and 1.4 s to sign. M5 ran M3 at 320 px to save time, but a moose at 150 m "
                  "then covers too few pixels and recall dropped to 83%."),
            ("h1", "4. Outcome"),
            ("p", "M3 is deployed on all three sites since January 13. In dense freezing fog below about 120 m "
                  "visibility recall is still only 78%; we report those nights to DTI as degraded."),
        ])),
        ("model_eval_winter.xlsx", xlsx([
            ("models", [
                ["model", "set-up", "input", "deployed / tested"],
                ["M1", "YOLOv8n single frame, summer+fall data only (baseline)", "640 px", D("2024-10-01", "d-mmm-yy")],
                ["M2", "M1 retrained with 12,400 winter frames", "640 px", D("2024-12-02", "d-mmm-yy")],
                ["M4", "M2 + per-frame histogram equalisation", "640 px", D("2024-12-16", "d-mmm-yy")],
                ["M3", "M2 + 5-frame temporal stack (t-8, t-4, t as channels)", "640 px", D("2025-01-13", "d-mmm-yy")],
                ["M5", "M3 at reduced input", "320 px", D("2025-01-27", "d-mmm-yy")],
            ]),
            ("winter_eval", [
                ["model", "recall all winter", "recall freezing fog", "false alarms / camera / night",
                 "latency to sign (s)", "meets all?"],
                ["M1", "71%", "44%", 9.4, 0.9, "no"],
                ["M2", "89%", "63%", 4.1, 0.9, "no"],
                ["M4", "86%", "58%", 11.0, 1.0, "no"],
                ["M3", "96%", "78%", 1.3, 1.4, "yes"],
                ["M5", "83%", "51%", 1.6, 0.8, "no"],
                ["held-out set closed", D("2025-02-24", "d-mmm-yy"), None, None, None, None],
            ]),
        ])),
        ("arjun_dev_notes.md", text("""
# MooseWatch winter dev notes - Arjun

### Tue Oct 1
M1 (summer/fall model) live on sites RT1-A, RT1-B, RT1-C. Logging all triggers + 10 s clips.

### Mon Nov 18
Winter clip labelling finished: 12,400 frames. Lots of plows with warm blades, moose with frosted backs that
look like snowbanks. Fog nights are the worst - the moose is barely a grey smudge past 100 m.

### Mon Dec 2
M2 (retrained on winter clips) pushed to all sites. Plows still trigger.

### Mon Dec 16
Tried M4 = histogram equalisation before the net to pull the moose out of the fog. Looks great to a human, but
it blows up the sensor noise in flat scenes. False alarms went through the roof on night one. Rolled back on
RT1-B after 3 nights.

### Mon Jan 13
M3 with temporal stack (3 frames from a 5-frame window as channels). Plows move steady and straight, moose
don't. Deployed everywhere. 1.4 s to sign measured with the stopwatch rig.

### Mon Jan 27
M5 = M3 at 320 px to get latency down. Moose at the far edge are 6-8 px tall - missed a lot. Not worth it.

### Mon Feb 24
Closed the held-out set (41 nights). Numbers in the workbook.
""")),
        ("dti_emails_moosewatch.txt", text("""
From: Gerald Pike <geraldpike@gov.nl.ca>
To: Colleen Walsh <colleen@barrensvision.ca>
Sent: September 5, 2024 3:47 PM
Subject: MooseWatch - conditions for year 2

Colleen,
The department will continue the pilot into a second year on these conditions. The detection zone must be
150 m each side of the sign, and drivers start ignoring signs that flash for nothing, so we need no more than 2
false alarms per camera per night, winter included. Last winter's numbers were far off that.
Gerald Pike, Traffic Engineering, Transportation and Infrastructure

-----
From: Colleen Walsh
To: Gerald Pike
Sent: September 12, 2024 9:20 AM
Subject: RE: MooseWatch - conditions for year 2

Gerald, agreed. Arjun will retrain for winter and look at using motion across frames. We also want the sign on
in under 2 s. Freezing fog is the unknown - we don't know yet if the camera sees enough at 150 m.
Colleen

-----
From: Colleen Walsh
To: Gerald Pike
Sent: March 5, 2025 10:05 AM
Subject: Year 2 winter results

Gerald - report attached. Since January 13 all three sites run M3: 96% of moose caught, 1.3 false alarms per
night. Dense fog is still weak, we flag those nights.
Colleen
""")),
        ("office_memo_holidays_2024.txt", text("""
MEMO - Barrens Vision Inc.
To: all staff   From: Colleen   Re: holiday schedule

- The office closes at noon on Dec 24 and reopens Jan 2. The statutory holidays are Christmas Day, Boxing Day
  and New Year's Day.
- Site support over the break runs on a skeleton crew: Arjun on call Dec 26-29, Maya Dec 30-Jan 1.
- Please submit vacation requests for Q1 to me by Dec 13.
- Staff party at the Duke, Friday Dec 20, 6 pm.
""")),
    ],
    noise_files=["office_memo_holidays_2024.txt"],
)
# ---------------------------------------------------------------------------
# C05 estimating snow load on a flat arena roof from strain on the steel joists (structural monitoring firm,
#     ON, 2024-25) - the only records are a workbook and an engineer's memo; a gauge supplier quote PDF and a
#     customer newsletter are noise; the approach set-ups sit in a workbook column, the errors per approach in
#     a table; raw strain (A1) was swamped by temperature, the midspan laser (A4) iced up; deck-temperature model
#     (A3) met the target; errors A1/A2/A3 bound to approaches.
# ---------------------------------------------------------------------------
case(
    {
        "name": "arena_roof_snow_load_joist_strain",
        "question": "Could you draft T661 lines 242, 244 and 246 and a logbook for our roof snow load monitoring "
                    "project at the Timmins arena? All we have is Dev's memo and the monitoring workbook, plus the "
                    "GeoSensa quote and our winter newsletter.",
        "facts": {
            "242": [["within ±10%"], ["75% of the design"], ["95% of days"], ["daily temperature swing"],
                    ["thermal strain"]],
            "244": [["vibrating-wire"], ["dummy gauge"], ["deck temperature"], ["snow cores", "snow survey"],
                    ["laser"]],
            "246": [["±8%"], ["±38%"], ["iced over"], ["59%"], ["1.47 kPa"]],
        },
        "dates": ["2024-10-15", "2024-10-22", "2024-11-04", "2024-12-09", "2025-01-08", "2025-01-20",
                  "2025-02-05", "2025-02-19", "2025-03-05", "2025-03-20"],
        "noise": ["early-bird", "trade show booth", "extended warranty", "Volume pricing"],
        "bindings": [
            {"value": "±38%", "subject": "A1", "others": ["A2", "A3"]},
            {"value": "±19%", "subject": "A2", "others": ["A1", "A3"]},
            {"value": "±8%", "subject": "A3", "others": ["A1", "A2"]},
        ],
    },
    [
        ("memo_roof_load_timmins.docx", docx([
            ("title", "Memo - roof snow load estimation, McIntyre arena pilot"),
            ("p", "To: Lorna Baxter (President). From: Dev Sandhu, P.Eng. Date: March 20, 2025. Northspan "
                  "Monitoring Ltd., Sudbury."),
            ("h1", "Purpose"),
            ("p", "The City of Timmins asked whether we can tell them, in real time, how much snow load is on the "
                  "arena roof so they only send a shovelling crew when it matters. The roof is long-span open-web "
                  "steel joists with a design snow load of 1.9 kPa. The City wants an alarm at 75% of the design "
                  "load, an estimate within ±10% of a manual snow survey, and readings on at least 95% of days."),
            ("h1", "The technical problem"),
            ("p", "Snow on the roof adds only a small strain in the bottom chord of a joist, about 60 to 120 "
                  "microstrain for a full design load. The daily temperature swing of the steel, between a heated "
                  "arena below and a cold or sunny deck above, makes thermal strain of the same size or bigger, "
                  "and it is not uniform through the joist. We did not know if any compensation would separate "
                  "the two well enough, and we found no published method for joists under an insulated roof "
                  "with ice below."),
            ("h1", "What we did"),
            ("p", "Four vibrating-wire strain gauges went on the bottom chords of joists J7 and J12 on October 15, "
                  "2024, with a dummy gauge (same steel, not loaded) beside each and thermistors on the deck. The "
                  "laser at midspan went in a week later. All four approaches (A1-A4) were run on the same "
                  "winter's data; set-ups and the comparison against the snow surveys are in the workbook."),
            ("p", "Every snow survey took 12 snow cores across the roof, weighed, to give the actual load."),
            ("h1", "Results"),
            ("p", "Raw strain (A1) is useless on its own - the thermal strain swamps the snow signal. The dummy "
                  "gauge helps but does not account for the deck heating the top of the joist. Adding a model "
                  "driven by the deck temperature (A3) brings the error inside the target. The laser (A4) iced "
                  "over in freezing drizzle on January 20 and after that we had data on only 59% of days; dropped."),
            ("p", "On February 19 the A3 estimate reached 1.47 kPa, above the alarm. The City shovelled the next "
                  "morning; the crew's cores gave 1.41 kPa. No false alarms all season."),
            ("h1", "Recommendation"),
            ("p", "Offer A3 on the two other City roofs next winter. The deck thermal model has to be fitted per "
                  "roof, which needs a few weeks of data before snow."),
        ])),
        ("roof_monitoring_timmins.xlsx", xlsx([
            ("approaches", [
                ["code", "set-up", "sensors used", "data available (% of days)", "worst error vs cores"],
                ["A1", "raw bottom-chord strain x calibration factor", "4 VW gauges", "99%", "±38%"],
                ["A2", "strain minus dummy gauge (temperature compensation)", "4 VW + 4 dummy", "99%", "±19%"],
                ["A3", "A2 + thermal model driven by deck temperature", "4 VW + 4 dummy + 6 deck thermistors", "98%", "±8%"],
                ["A4", "midspan deflection by laser distance meter", "1 laser at J12", "59%", "n/a (too few surveys)"],
            ]),
            ("log", [
                ["date", "what", "by"],
                [D("2024-10-15", "dd-mmm-yy"), "VW gauges, dummy gauges, deck thermistors installed J7/J12", "DS/RK"],
                [D("2024-10-22", "dd-mmm-yy"), "laser installed at J12 midspan", "RK"],
                [D("2024-11-04", "dd-mmm-yy"), "zero reading, roof clear, swept", "DS"],
                [D("2024-12-09", "dd-mmm-yy"), "snow survey 1 (12 cores)", "RK"],
                [D("2025-01-08", "dd-mmm-yy"), "snow survey 2 (12 cores)", "RK"],
                [D("2025-01-20", "dd-mmm-yy"), "laser lens iced over, readings lost from here on", "DS"],
                [D("2025-02-05", "dd-mmm-yy"), "snow survey 3 (12 cores)", "RK"],
                [D("2025-02-19", "dd-mmm-yy"), "alarm: A3 at 1.47 kPa, City notified", "system"],
                [D("2025-03-05", "dd-mmm-yy"), "snow survey 4 (12 cores)", "RK"],
            ]),
            ("vs_survey", [
                ["survey", "cores load kPa", "A1 kPa", "A2 kPa", "A3 kPa", "A4 kPa"],
                ["1", 0.42, 0.71, 0.50, 0.45, 0.40],
                ["2", 0.88, 0.55, 0.74, 0.83, 0.93],
                ["3", 1.22, 1.69, 1.45, 1.31, None],
                ["4", 1.05, 1.44, 1.25, 0.98, None],
                ["worst error", None, "±38%", "±19%", "±8%", "n/a"],
            ]),
        ])),
        ("GeoSensa_quote_GS-2291.pdf", pdf(
            "GeoSensa Instruments | Mississauga ON | Quotation GS-2291", [
                ("title", "Quotation GS-2291"),
                ("p", "To: Northspan Monitoring Ltd. Prices in CAD, valid 30 days."),
                ("table", [
                    ["Item", "Description", "Qty", "Unit", "Total"],
                    ["VW-4200", "Vibrating wire strain gauge, weldable", "24", "$185.00", "$4,440.00"],
                    ["LG-8", "8-channel VW datalogger, cellular", "3", "$2,950.00", "$8,850.00"],
                    ["EW-3", "extended warranty, 3 years, loggers", "3", "$310.00", "$930.00"],
                ]),
                ("p", "Volume pricing on 50+ gauges on request. Freight extra."),
            ])),
        ("northspan_news_winter2025.md", text("""
# Northspan News - Winter 2025

**Know your roof before it's too late.** Our monitoring keeps facility managers one step ahead of the snow.

- Meet us at the OMAA conference - trade show booth 214.
- Sign up before Dec 31 for early-bird pricing on 2025-26 installs.
- New: monthly PDF reports for your insurer.

*Northspan Monitoring - structures that talk back.*
""")),
    ],
    noise_files=["GeoSensa_quote_GS-2291.pdf", "northspan_news_winter2025.md"],
)
# ---------------------------------------------------------------------------
# C06 chrome-free pretreatment against filiform corrosion on powder-coated aluminium railings near the sea
#     (railing fabricator, NS, 2024) - a railing price list XLSX is noise and an invoicing note in the line log
#     is a noise span; the cost limit is stated only in the architect's e-mail; filiform results are in the lab
#     report table; zirconium without a deoxidizer (P2) failed, the primer coat (P5) passed but cost too much,
#     the deeper etch (P4) met the targets; filament lengths P2/P3/P4 bound to processes.
# ---------------------------------------------------------------------------
C06_NOTE = ("Invoice note for Shelley: the Harbourview Condos balcony job (PO 7731) ships Friday - bill 60% "
            "now, holdback 10% until the deficiency walk, and add the rush charge we agreed on the phone.")
case(
    {
        "name": "powder_coated_railing_filiform_zirconium",
        "question": "Hello, please prepare T661 lines 242, 244 and 246 and a logbook for our pretreatment project "
                    "(filiform on the coastal railings). Files: Craig's report, the Atlantic Coatings Lab report, "
                    "the pretreatment line log, e-mails with Sandra at Ostrom Architects, and our 2025 price list.",
        "facts": {
            "242": [["under 2 mm"], ["1,000 hours", "1,000 h"], ["$1.50 per square metre"],
                    ["chrome-free"], ["near-surface deformed layer", "deformed layer"]],
            "244": [["iron phosphate"], ["zirconium"], ["acid deoxidizer"], ["2.5 g/m²"], ["ASTM D2803"]],
            "246": [["1.4 mm"], ["6.5 mm"], ["$4.80"], ["Zirconium alone"], ["0.6 mm"]],
        },
        "dates": ["2024-06-03", "2024-06-10", "2024-06-24", "2024-07-08", "2024-07-15", "2024-07-22",
                  "2024-08-05", "2024-08-26", "2024-09-16", "2024-09-30", "2024-10-04"],
        "noise": ["Harbourview Condos", "holdback", "Picket spacing", "glass infill"],
        "bindings": [
            {"value": "4.8 mm", "subject": "P2", "others": ["P3", "P4"]},
            {"value": "2.9 mm", "subject": "P3", "others": ["P2", "P4"]},
            {"value": "1.4 mm", "subject": "P4", "others": ["P2", "P3"]},
        ],
    },
    [
        ("pretreatment_filiform_report.docx", docx([
            ("title", "Chrome-free pretreatment for coastal railings - trial report 2024"),
            ("p", "Bayline Railings Inc., Dartmouth NS. Craig Boutilier, production engineer. October 2024."),
            ("h1", "Background"),
            ("p", "We extrude nothing ourselves; we buy 6063 aluminium rail and picket profiles, cut, weld and "
                  "powder coat them. Since we moved to a new extrusion supplier with higher recycled content in "
                  "2023, we have had filiform corrosion (worm-like tracks under the powder) on railings within "
                  "two years on waterfront buildings. Our pretreatment is alkaline cleaning plus iron phosphate."),
            ("p", "Targets: filiform tracks under 2 mm from the scribe after 1,000 hours of filiform testing "
                  "(ASTM D2803, the test Ostrom Architects specify), with a chrome-free process that fits our "
                  "existing five-stage spray washer."),
            ("h1", "Uncertainty"),
            ("p", "Zirconium conversion coatings are sold as the chrome-free answer, but suppliers could not tell "
                  "us whether they work on extrusions with a near-surface deformed layer rich in magnesium oxide, "
                  "which the new profiles seem to have. The literature says filiform on 6xxx alloys starts in "
                  "that layer, and that it has to be etched off, but gives no etch depth for recycled-content "
                  "6063 and a zirconium coating. Too little etch leaves the layer; too much roughens the surface "
                  "and uses up the deoxidizer bath fast."),
            ("h1", "Trials"),
            ("table", [
                ["Process", "Stages", "Coated"],
                ["P1", "alkaline clean + iron phosphate (current)", "June 24"],
                ["P2", "alkaline clean + zirconium", "June 24"],
                ["P3", "alkaline clean + acid deoxidizer, etch about 1 g/m² + zirconium", "July 8"],
                ["P4", "alkaline clean + acid deoxidizer, etch 2.5 g/m² + zirconium", "July 22"],
                ["P5", "P4 + epoxy primer under the polyester topcoat", "July 22"],
            ]),
            ("p", "Twelve scribed panels per process, cut from the same lot of new-supplier rail, coated with our "
                  "standard 70 µm polyester powder. Etch was measured by weight loss on coupons. Panels went to "
                  "Atlantic Coatings Lab for the filiform test in two sets."),
            ("h1", "Results"),
            ("p", "The iron phosphate panels (P1) had the longest tracks, 6.5 mm, as we expected from the field. "
                  "Zirconium alone (P2) was better but nowhere near the target: the conversion coating is not "
                  "enough on its own when the deformed layer is still there. The light etch (P3) helped; the "
                  "2.5 g/m² etch (P4) brought the tracks to 1.4 mm, inside the target. The primer (P5) was best "
                  "at 0.6 mm, but it adds a coat, an oven pass and about $4.80 per square metre."),
            ("p", "P4 goes into production for all waterfront work from November. We will watch the deoxidizer "
                  "bath life, which is shorter at the deeper etch."),
        ])),
        ("ACL_report_24-0913.pdf", pdf(
            "Atlantic Coatings Lab | Halifax NS | Report 24-0913 | Client: Bayline Railings Inc.", [
                ("title", "Filiform corrosion test - ASTM D2803"),
                ("p", "Client: Bayline Railings Inc. Report date 2024-09-30. Panels scribed, HCl vapour initiation "
                      "1 h, then 40 °C / 82% RH for 1,000 h."),
                ("table", [
                    ["Set", "Process", "Into cabinet", "1,000 h reached", "Max filament length", "Mean filament length"],
                    ["1", "P1", "2024-07-15", "2024-08-26", "6.5 mm", "3.9 mm"],
                    ["1", "P2", "2024-07-15", "2024-08-26", "4.8 mm", "2.6 mm"],
                    ["1", "P3", "2024-07-15", "2024-08-26", "2.9 mm", "1.5 mm"],
                    ["2", "P4", "2024-08-05", "2024-09-16", "1.4 mm", "0.7 mm"],
                    ["2", "P5", "2024-08-05", "2024-09-16", "0.6 mm", "0.3 mm"],
                ]),
                ("p", "Max = longest filament from the scribe on any of the 12 panels."),
            ])),
        ("pretreat_line_log.txt", text(f"""
PRETREATMENT LINE LOG - washer 2 - trial panels (CB = Craig, MJ = Mike on the line)

Mon Jun 24 - P1 and P2 panels through the washer. P2: Zr stage at 120 ppm Zr, pH 4.5, 90 s. Coated pm. CB
Mon Jul 8 - P3: deoxidizer stage added in tank 3, 45 s, etch on coupons 1.1 g/m2. Zr as P2. CB/MJ
Mon Jul 15 - sets P1-P3 (36 panels) dropped at ACL for filiform. CB

{C06_NOTE}

Mon Jul 22 - P4 and P5: deoxidizer 120 s, coupons 2.5 g/m2. P5 got epoxy primer, partial cure, then topcoat. MJ
Mon Aug 5 - P4/P5 panels dropped at ACL. CB
Mon Aug 26 - ACL called: set 1 done at 1000 h. P1 6.5 mm, P2 4.8 mm - not much better. P3 2.9 mm. CB
Mon Sep 16 - set 2 done. P4 1.4 mm, looks good. CB
""")),
        ("ostrom_emails_railings.txt", text("""
From: Sandra Ostrom <sostrom@ostromarchitects.ca>
To: Craig Boutilier <craig@baylinerailings.ca>
Date: June 3, 2024 11:26
Subject: Waterfront railings - spec for 2025 projects

Craig,
After the Pier 21 railings, our spec for 2025 waterfront jobs will require filiform under 2 mm after 1,000 h
(ASTM D2803) and no hexavalent chrome. We'd like to keep using you. Our clients won't pay much more though -
anything over about $1.50 per square metre added to the finish and they'll value-engineer it out.
Sandra

-----
From: Craig Boutilier
To: Sandra Ostrom
Date: June 10, 2024 16:02
Subject: RE: Waterfront railings - spec for 2025 projects

Sandra, thanks for the heads up. We're starting trials of a zirconium pretreatment this month. The catch is the
new extrusions - we don't know if zirconium alone will work on them. Results in the fall.
Craig

-----
From: Craig Boutilier
To: Sandra Ostrom
Date: October 4, 2024 09:41
Subject: filiform results

Sandra - with an acid etch before the zirconium we got 1.4 mm max at 1,000 h (ACL report attached). Added cost
is about $0.60 per square metre. The primer option was better but adds $4.80, so we won't offer it.
Craig
""")),
        ("bayline_price_list_2025.xlsx", xlsx([
            ("Railings 2025", [
                ["Product", "Finish", "Price per linear ft", "Notes"],
                ["Picket railing 42 in", "powder coat, standard colours", 68.00, "Picket spacing 3 7/8 in"],
                ["Picket railing 42 in", "powder coat, custom colour", 74.50, "min 100 ft"],
                ["Glass railing 42 in", "powder coat", 119.00, "glass infill 6 mm tempered"],
                ["Top rail only", "powder coat", 22.00, ""],
                ["Waterfront upgrade", "coastal pretreatment", 6.50, "per linear ft add-on"],
            ]),
        ])),
    ],
    noise_files=["bayline_price_list_2025.xlsx"],
    noise_spans={"pretreat_line_log.txt": [C06_NOTE]},
)
# ---------------------------------------------------------------------------
# C07 lead-free jig heads with lead-like mass that survive ice-fishing cold (tackle maker, ON, 2024-25) - a
#     distribution agreement excerpt is noise; four files only; the run sheet is a terse CSV with a set-up
#     column and dd/mm/yyyy dates (stated in the header); the mass target comes from the retailer's e-mail;
#     bismuth-tin cracked (J1) or stayed too light (J2), tungsten-nylon (J3) let the hook pull out, a knurled
#     shank (J4) met the targets; crack counts and pull-out values bound to variants.
# ---------------------------------------------------------------------------
case(
    {
        "name": "lead_free_jig_head_cold_crack",
        "question": "Can you write our T661 lines 242, 244 and 246 and a logbook for the lead-free jig head "
                    "project? Attached: my test report, the casting and test sheet, the e-mails with Canadian "
                    "Outdoor Supply and the page of our distribution agreement they keep asking about.",
        "facts": {
            "242": [["within 10%"], ["-20 °C"], ["60 N"], ["expands on solidifying", "expands"],
                    ["$0.18 per head"]],
            "244": [["Bi58Sn42", "bismuth-tin"], ["mould preheat", "slow cooling"], ["tungsten-filled nylon"],
                    ["hook shank knurled", "knurled"], ["cold drop test"]],
            "246": [["8.7 g/cm³"], ["hook eye"], ["10.9 g/cm³"], ["71 N"], ["96%"]],
        },
        "dates": ["2024-11-28", "2024-12-03", "2025-01-14", "2025-01-16", "2025-01-21", "2025-02-04",
                  "2025-02-06", "2025-02-25", "2025-02-27", "2025-03-10", "2025-03-12"],
        "noise": ["exclusive territory", "co-op advertising", "planogram fee"],
        "bindings": [
            {"value": "9/20", "subject": "J1", "others": ["J2", "J3"]},
            {"value": "48 N", "subject": "J3", "others": ["J2", "J4"]},
            {"value": "71 N", "subject": "J4", "others": ["J2", "J3"]},
        ],
    },
    [
        ("jig_head_test_report.docx", docx([
            ("title", "Lead-free jig heads - test report"),
            ("p", "Kawartha Tackle Works, Lakefield ON. Written by Ben Okafor, owner. 10 March 2025."),
            ("h1", "What we were after"),
            ("p", "Our 1/8 and 1/4 oz ice jigs are cast lead. Canadian Outdoor Supply want every jig they carry "
                  "lead-free for the 2026 season. A lead-free jig has to sink and feel like the lead one, so the "
                  "mass at the same size has to be within 10% of lead. It also has to survive ice fishing: "
                  "dropped on the ice and on the auger at -20 °C. Our own limits: hook pull-out at least 60 N "
                  "(a big laker), and material plus moulding under $0.18 per head."),
            ("h1", "Why it was not obvious"),
            ("p", "Lead is dense, soft and does not crack. Bismuth-tin alloys cast in our moulds, but they are "
                  "lighter and brittle, and bismuth expands on solidifying, which squeezes the hook shank and can "
                  "leave a stressed, cracked head. Tungsten-filled polymers get close to lead density, but at "
                  "90% tungsten and up there is little polymer left to hold the hook. Nobody we asked knew how "
                  "either behaves at -20 °C in a part this small with a steel hook through it."),
            ("h1", "Variants and tests"),
            ("p", "J1 and J2 were cast here; J3 and J4 were injection moulded by Precision Moulders in Peterborough "
                  "from a tungsten-filled nylon 12 compound (92 wt% tungsten). Every variant got the cold drop "
                  "test (20 heads conditioned at -20 °C for 2 h, dropped 1.5 m onto concrete 10 times, counted "
                  "cracked) and a hook pull-out on the tensile tester. Set-ups are on the test sheet."),
            ("h1", "Results"),
            ("p", "J1: 8.7 g/cm³, so only 77% of the lead mass, and 9/20 heads cracked at the hook eye. J2 (mould "
                  "preheat and slow cooling) cut cracking to 2/20 but the mass problem stays - you cannot make "
                  "bismuth-tin heavier. J3 reached 10.9 g/cm³ (96% of lead mass) and none cracked, but the hook "
                  "pulled out of the nylon at 48 N. J4, with the hook shank knurled before moulding, held 71 N "
                  "and passed everything at $0.16 a head."),
            ("p", "We are ordering J4 tooling for 1/8 oz and 1/4 oz. Still to check: paint adhesion on the nylon."),
        ])),
        ("casting_and_tests.csv", text("""
variant,date (dd/mm/yyyy),set_up,density_g_cm3,mass_vs_lead,cold_drop_cracked,pullout_N,cost_per_head,notes
J1,14/01/2025,Bi58Sn42 cast in our Al moulds at room temp,8.7,77%,,,0.11,cast 60 heads
J1,16/01/2025,cold drop + pull-out,8.7,77%,9/20,66,0.11,cracks start at hook eye
J2,21/01/2025,Bi58Sn42; mould preheat 110 C; cool in sand 10 min,8.7,77%,2/20,68,0.12,cast + tested same day
J3,04/02/2025,tungsten-filled nylon 12 (92% W) moulded by PMI; hook as-is,10.9,96%,,,0.15,60 samples received
J3,06/02/2025,cold drop + pull-out,10.9,96%,0/20,48,0.15,hook slipped out of polymer
J4,25/02/2025,as J3 but hook shank knurled before moulding,10.9,96%,,,0.16,60 samples received
J4,27/02/2025,cold drop + pull-out,10.9,96%,0/20,71,0.16,passes all
""")),
        ("cos_emails_leadfree.txt", text("""
From: Tara Nguyen <tnguyen@canoutdoorsupply.ca>
To: Ben Okafor <ben@kawarthatackle.ca>
Date: 2024-11-28 10:14
Subject: Lead-free for 2026

Ben, heads up - from the 2026 season every jig, sinker and split shot on our pegs has to be lead-free. We want
to keep your ice jigs. Customers will complain if they don't fish the same: same size, and no more than 10%
lighter than your lead ones. The bismuth ones another vendor sent us last year broke in the cold.
Tara Nguyen, Category Manager - Fishing

-----
From: Ben Okafor
To: Tara Nguyen
Date: 2024-12-03 19:48
Subject: RE: Lead-free for 2026

Tara - understood. I'll try bismuth-tin and a tungsten compound this winter and test them cold. Not sure yet
either one will get there.
Ben

-----
From: Ben Okafor
To: Tara Nguyen
Date: 2025-03-12 08:30
Subject: RE: Lead-free for 2026

Tara, the tungsten-nylon with a knurled hook (J4) passed: 96% of lead mass, no cracks at -20, 71 N pull-out.
Report attached. Samples on the way.
Ben
""")),
        ("cos_distribution_agreement_p3.txt", text("""
DISTRIBUTION AGREEMENT - Canadian Outdoor Supply Ltd. / Kawartha Tackle Works - page 3 of 9

5.1 Territory. Supplier grants Distributor an exclusive territory for Ontario and Manitoba for the products in
    Schedule A.
5.2 Promotion. Supplier contributes 3% of net purchases to co-op advertising, deducted quarterly.
5.3 New items. A planogram fee of $400 per new SKU applies at each reset.
5.4 Returns. Defective product may be returned within 90 days for credit.
""")),
    ],
    noise_files=["cos_distribution_agreement_p3.txt"],
)
# ---------------------------------------------------------------------------
# C08 shelf-stable cold-pressed camelina oil without synthetic antioxidants (farm oil press, SK, 2024) - a
#     seasonal staffing memo DOCX is noise; the lab notebook is reverse-chronological (newest entry first); the
#     12-month best-before target is stated only in the distributor's e-mail; peroxide values per lot are in the
#     storage workbook only; rosemary under light (L2) did little, bleaching clay (L5) stripped tocopherols;
#     amber glass + nitrogen + rosemary (L4) met the target; PVs L2/L3/L4 bound to lots.
# ---------------------------------------------------------------------------
case(
    {
        "name": "cold_pressed_camelina_oil_oxidation",
        "question": "Please draft T661 lines 242, 244 and 246 and a logbook for our camelina oil shelf life work. "
                    "Files: my lab notebook (newest entries at the top), the storage workbook, the PLA lab report, "
                    "e-mails with Harvest Table Distributors and the summer staffing memo.",
        "facts": {
            "242": [["12 months"], ["under 10 meq/kg"], ["no synthetic antioxidants"], ["photo-oxidation"],
                    ["chlorophyll"]],
            "244": [["rosemary extract"], ["amber glass"], ["nitrogen"], ["bleaching clay"],
                    ["2,000 lux", "35 °C"]],
            "246": [["24.1"], ["5.2"], ["7.9 h"], ["40% of the tocopherols", "tocopherols"],
                    ["no painty notes", "painty"]],
        },
        "dates": ["2024-05-06", "2024-05-13", "2024-05-21", "2024-05-22", "2024-06-04", "2024-06-18",
                  "2024-07-16", "2024-08-13", "2024-08-27", "2024-09-05", "2024-09-10", "2024-09-12"],
        "noise": ["harvest bonus", "WHMIS refresher", "mileage"],
        "bindings": [
            {"value": "19.8", "subject": "L2", "others": ["L3", "L4"]},
            {"value": "8.3", "subject": "L3", "others": ["L2", "L4"]},
            {"value": "5.2", "subject": "L4", "others": ["L2", "L3"]},
        ],
    },
    [
        ("camelina_lab_notebook.md", text("""
# Camelina oil shelf life - lab notebook (Irene Dyck)
Newest entries first.

## Sept 12, 2024
Sent Harvest Table the summary: L4 is our process from the fall press on. Amber glass, nitrogen flush,
rosemary extract 1,000 ppm.

## Sept 10, 2024
Tasting panel (6 of us + Marc from Harvest Table) on the 12-week accelerated bottles. L1, L2, L5 painty and
fishy. L3 slight. L4 no painty notes, tastes like fresh oil.

## Sept 5, 2024
PLA Rancimat report back. L4 7.9 h vs 5.1 h for L1. L5 worst at 3.8 h. Their tocopherol numbers explain L5:
the bleaching clay took out about 40% of the tocopherols along with the chlorophyll.

## Aug 27, 2024
12 weeks for L5. PV 16.5. Bleaching was a mistake.

## Aug 13, 2024
12 weeks for L1-L4 in the light cabinet. PV in workbook. L3 and L4 under 10, L1 and L2 way over. So light is
the main driver - the rosemary barely helps in clear bottles.

## Jul 16, 2024
8 weeks. L1 already painty. Took samples of all for PLA Rancimat.

## Jun 18, 2024
4 weeks check, PV in workbook.

## Jun 4, 2024
L5: 20 L of L1 oil stirred with 0.5% bleaching clay 30 min at 40 C, filtered, clear PET. Into the cabinet.

## May 22, 2024
L4 bottled: amber glass, nitrogen flush + rosemary 1,000 ppm. All of L1-L4 now in the cabinet (35 °C,
2,000 lux, 12 h on / 12 h off) plus a set of each on the shelf at 22 °C for the real-time check.

## May 21, 2024
Pressed 400 kg seed (lot CS-24-03), screw press head kept under 40 C, settled 48 h, filtered 5 µm.
L1 clear PET no additive. L2 clear PET + rosemary extract 1,000 ppm. L3 amber glass + nitrogen flush of the
headspace.

## Why we are doing this (written May 21)
Our oil goes painty in 5-6 months on store shelves. Camelina oil is about 36% alpha-linolenic acid, and ours
is green - lots of chlorophyll, which makes singlet oxygen under store lights (photo-oxidation). It also has a
lot of natural gamma-tocopherol. We don't know which path is doing the damage in the bottle, light or the
oxygen in the headspace, and rosemary extract is reported to act as a pro-oxidant in some high-chlorophyll
oils. We want to stay with no synthetic antioxidants (no TBHQ) because our buyers read labels.
Target: PV under 10 meq/kg at the end of the shelf life.
""")),
        ("storage_trial_camelina.xlsx", xlsx([
            ("lots", [
                ["lot", "bottled", "package", "additive", "treatment"],
                ["L1", D("2024-05-21"), "clear PET 500 mL", "none", "-"],
                ["L2", D("2024-05-21"), "clear PET 500 mL", "rosemary extract 1,000 ppm", "-"],
                ["L3", D("2024-05-21"), "amber glass 250 mL", "none", "nitrogen flush"],
                ["L4", D("2024-05-22"), "amber glass 250 mL", "rosemary extract 1,000 ppm", "nitrogen flush"],
                ["L5", D("2024-06-04"), "clear PET 500 mL", "none", "bleaching clay 0.5%"],
            ]),
            ("PV_cabinet", [
                ["lot", "PV day 0", "PV 4 wk", "PV 8 wk", "PV 12 wk", "meq O2/kg, cabinet 35 C + light"],
                ["L1", 0.8, 6.2, 13.5, 24.1, "fail"],
                ["L2", 0.8, 5.0, 11.1, 19.8, "fail"],
                ["L3", 0.8, 2.1, 4.6, 8.3, "pass"],
                ["L4", 0.8, 1.6, 3.0, 5.2, "pass"],
                ["L5", 1.1, 4.9, 9.8, 16.5, "fail"],
            ]),
        ])),
        ("PLA_report_R-24-0655.pdf", pdf(
            "Prairie Lipid Analytics | Saskatoon SK | Report R-24-0655", [
                ("title", "Oxidative stability - camelina oil samples"),
                ("p", "Client: Coteau Hills Camelina Co., attn. Irene Dyck. Samples received 2024-07-16. "
                      "Report 2024-09-05."),
                ("table", [
                    ["Sample", "Rancimat OSI 110 °C (h)", "Total tocopherols (mg/kg)", "Chlorophyll (mg/kg)"],
                    ["L1", "5.1 h", "742", "11.8"],
                    ["L2", "6.0 h", "739", "11.6"],
                    ["L3", "5.3 h", "745", "11.9"],
                    ["L4", "7.9 h", "741", "11.7"],
                    ["L5", "3.8 h", "438", "0.9"],
                ]),
                ("p", "OSI measured on samples as received (8 weeks of client storage). Tocopherols by HPLC-FLD."),
            ])),
        ("harvest_table_emails.txt", text("""
From: Marc Lavoie <marc@harvesttable.ca>
To: Irene Dyck <irene@coteauhills.ca>
Date: May 6, 2024, 2:12 PM
Subject: camelina oil - shelf life

Irene, we've had three stores send back camelina bottles as rancid at about 5 months. If we're going to put
it in the national catalogue we need a 12 months best-before, and I'd want the oil to still taste fresh at the
end of it. Also please keep it free of TBHQ and the like - that's why people buy it.
Marc Lavoie, Buyer, Harvest Table Distributors

-----
From: Irene Dyck
To: Marc Lavoie
Date: May 13, 2024, 9:40 PM
Subject: RE: camelina oil - shelf life

Marc - we'll press a trial lot this month and test bottles, light and natural antioxidants in a warm, lit
cabinet to speed things up. I'd like you on the tasting panel in September.
Irene

-----
From: Irene Dyck
To: Marc Lavoie
Date: Sept 12, 2024, 4:05 PM
Subject: RE: camelina oil - shelf life

Summary attached: amber glass + nitrogen + rosemary (L4) had a PV of 5.2 after 12 weeks in the cabinet, which
we take as better than a year on a shelf. The clear bottle was the main problem.
Irene
""")),
        ("staffing_memo_summer2024.docx", docx([
            ("title", "Memo - summer and harvest staffing 2024"),
            ("p", "Two summer students start May 27 (bottling and farmers' markets). Rate $17.20/h."),
            ("p", "Harvest crew: the harvest bonus stays at $500 for anyone who works through to the end of "
                  "combining. Please log mileage for the trips to the Regina market on the sheet in the office."),
            ("p", "Everyone in the press building needs the WHMIS refresher before June 15."),
        ])),
    ],
    noise_files=["staffing_memo_summer2024.docx"],
)
# ---------------------------------------------------------------------------
# C09 ventilation on demand for three production levels of an underground gold mine (automation integrator,
#     ON, 2024) - an invoice PDF for the programming hours is noise and a company blurb at the end of the
#     commissioning report is a noise span; the energy target is stated only in the mine's e-mail; tag-only
#     set-points (V2) lagged and let CO spike, gas-sensor-only control (V4) let NO2 exceed, shorter post-blast
#     clearing (V5) failed; look-ahead tags (V3) met targets; energy savings V2/V3/V4 bound to strategies.
# ---------------------------------------------------------------------------
C09_BLURB = ("About Shaftline: since 2009 Shaftline Automation has delivered more than 40 PLC and SCADA projects "
             "for mines across Northern Ontario and Quebec. Ask us about our 24/7 remote support packages and our "
             "new hoist monitoring product.")
case(
    {
        "name": "underground_ventilation_on_demand_tags",
        "question": "We'd like T661 lines 242, 244 and 246 and a logbook for the ventilation on demand job at "
                    "Balmer Creek. I've attached our commissioning report, the test run sheet, Nadia's dev notes, "
                    "the e-mails with Pete Sarazin at the mine and our invoice SA-3390.",
        "facts": {
            "242": [["at least 30%"], ["25 ppm"], ["within 3 minutes"], ["duct leakage", "leak badly"],
                    ["0.06 m³/s per kW"]],
            "244": [["RFID tags", "tag readers"], ["look-ahead"], ["gas sensors"], ["Fixed-speed baseline", "fixed speed"],
                    ["post-blast clearing", "re-entry"]],
            "246": [["-31%", "31% less"], ["6.5 min"], ["2.6 ppm"], ["62 ppm"], ["2.1 min"]],
        },
        "dates": ["2024-02-12", "2024-02-20", "2024-03-04", "2024-03-11", "2024-03-18", "2024-03-21", "2024-04-08",
                  "2024-04-22", "2024-05-06", "2024-05-21", "2024-05-23"],
        "noise": ["remote support packages", "hoist monitoring", "Travel and accommodation", "Payment due"],
        "bindings": [
            {"value": "-34%", "subject": "V2", "others": ["V3", "V4"]},
            {"value": "-31%", "subject": "V3", "others": ["V2", "V4"]},
            {"value": "-41%", "subject": "V4", "others": ["V2", "V3"]},
        ],
    },
    [
        ("vod_commissioning_report_balmer.docx", docx([
            ("title", "Ventilation on demand - Balmer Creek Mine, levels 1100 to 1400"),
            ("p", "Shaftline Automation Inc., Sudbury ON. Commissioning and trial report, May 21, 2024. "
                  "Authors: Nadia Boucher (controls engineer), Greg Lindsay (project manager)."),
            ("h1", "1. Objective"),
            ("p", "Balmer Creek runs its auxiliary fans at full speed around the clock on three production levels. "
                  "The mine asked for a system that sets each fan by what diesel equipment is actually in the "
                  "heading, using the RFID tags already on every vehicle. The required airflow is set by "
                  "regulation at 0.06 m³/s per kW of diesel power in the heading. Carbon monoxide at the face "
                  "must stay under 25 ppm, and when a loader or truck enters a heading the air must be there "
                  "within 3 minutes."),
            ("h1", "2. Technical uncertainty"),
            ("p", "Vendor VOD systems assume the air arrives at the face as soon as the fan speeds up. In these "
                  "headings the ducts run up to 400 m and leak badly at joints, and at low fan speed the leaks "
                  "take a larger share of the air. We did not know how long the face takes to reach the required "
                  "flow after a speed change, whether tag readers at heading entrances give enough warning, and "
                  "whether gas sensors alone could run the fans safely."),
            ("h1", "3. Strategies tested"),
            ("table", [
                ["Code", "Strategy", "Level / dates"],
                ["V1", "Fixed-speed baseline, all fans 100%", "all levels, Mar 4-11"],
                ["V2", "Tag at heading entrance sets fan speed from equipment kW table", "1250, from Mar 18"],
                ["V4", "Closed loop on CO and NO2 gas sensors at the face, no tags", "1250, from Apr 8"],
                ["V3", "V2 + look-ahead: reader on the ramp one level up pre-starts the fan", "1250, from Apr 22"],
                ["V5", "V3 with post-blast clearing cut from 45 to 30 min at full speed", "1400, May 6"],
            ]),
            ("h1", "4. Results"),
            ("p", "V2 saved 34% of fan energy but the face took 6.5 min on average to reach the required airflow "
                  "after a loader arrived, because of duct leakage, and CO peaked at 38 ppm. Not acceptable."),
            ("p", "V4 saved the most energy but the sensors only react after the gas is there; NO2 reached 2.6 ppm "
                  "twice behind a truck. Gas sensors stay as a safety override only."),
            ("p", "V3 met every target: the look-ahead gives about 4 minutes of warning, the face reached the "
                  "required airflow 2.1 min after arrival, CO peak 17 ppm. See the run sheet for energy."),
            ("p", "V5: at 30 min after the blast CO at the face was still 62 ppm, so the 45 min clearing at full "
                  "speed stays."),
            ("h1", "5. Next steps"),
            ("p", "Roll V3 out to levels 1100 and 1400 in June, with the gas override."),
            ("p", C09_BLURB),
        ])),
        ("vod_test_runs.csv", text("""
date,level,code,set_up,hours_logged,fan_kWh,energy_vs_V1,time_to_airflow_min,CO_peak_ppm,NO2_peak_ppm,result
2024-03-04,all,V1,all aux fans 100% (start of baseline week),168,41200,0%,0.5,14,0.8,baseline
2024-03-11,all,V1,baseline week closed,,,,,,,
2024-03-18,1250,V2,tag at heading entrance -> speed from kW table,120,9310,-34%,6.5,38,1.2,fail (CO)
2024-04-08,1250,V4,CO/NO2 sensors at face PI loop - tags ignored,120,8330,-41%,n/a,22,2.6,fail (NO2)
2024-04-22,1250,V3,V2 + ramp reader one level up pre-starts fan,120,9760,-31%,2.1,17,1.1,pass
2024-05-06,1400,V5,V3 + post-blast clearing 30 min instead of 45,6,,,,62,1.9,fail (re-entry CO)
""")),
        ("nadia_vod_notes.md", text("""
# VOD Balmer Creek - notes (Nadia)

**Mon Mar 4** - Baseline logging on, all aux fans at 100%. Power meters on each VFD.

**Mon Mar 11** - Baseline week done. 41,200 kWh for the three levels.

**Mon Mar 18** - V2 live on 1250. First loader in: speed up instantly but the anemometer at the face crawls.
Duct joints leak like a sieve. CO at the face 38 ppm before the air got there.

**Thu Mar 21** - pitot traverse along the 1250-12 duct: at 50% speed only 58% of fan air reaches the face,
at 100% it's 71%. Leakage share goes up when we slow the fan down. (Pete's crew to re-tape joints in summer.)

**Mon Apr 8** - V4: gas-only loop. Looks efficient on paper, but the loop only acts after the gas shows up.
NO2 over the limit twice behind the haul truck. Not safe as the main control.

**Mon Apr 22** - V3: added the ramp reader on 1100 as a look-ahead, the fan starts ~4 min before the loader gets
to the heading. Face airflow in time, CO fine.

**Mon May 6** - V5 on 1400 after the blast: 30 min clearing not enough, CO 62 ppm. Back to 45.
""")),
        ("balmer_emails_vod.txt", text("""
From: Pete Sarazin <psarazin@balmercreekmine.ca>
To: Greg Lindsay <glindsay@shaftline.ca>
Date: Monday, February 12, 2024 7:55 AM
Subject: VOD scope

Greg,
Management signed off. To justify it the system has to cut our auxiliary fan energy by at least 30% on the
three levels against what we burn now at fixed speed, without any gas exceedances. Our own rule: air at the
face within 3 minutes of a unit entering.
Pete Sarazin, Ventilation Engineer

-----
From: Greg Lindsay
To: Pete Sarazin
Date: Tuesday, February 20, 2024 4:31 PM
Subject: RE: VOD scope

Pete, we'll log a fixed-speed week first, then try tags, gas sensors and a look-ahead reader on 1250. The long
ducts are the unknown - we're not sure the air gets there in time.
Greg

-----
From: Greg Lindsay
To: Pete Sarazin
Date: Thursday, May 23, 2024 10:12 AM
Subject: VOD results

Pete - report attached. V3 (tags + look-ahead) came in at 31% less fan energy with the air at the face in 2.1
minutes. Rolling out to 1100 and 1400 in June if you agree.
Greg
""")),
        ("Shaftline_invoice_SA-3390.pdf", pdf(
            "Shaftline Automation Inc. | Sudbury ON | Invoice SA-3390", [
                ("title", "Invoice SA-3390"),
                ("p", "Bill to: Balmer Creek Mine, Red Lake ON. PO 24-0117."),
                ("table", [
                    ["Description", "Qty", "Rate", "Amount"],
                    ["Controls engineering, PLC programming", "186 h", "$145.00", "$26,970.00"],
                    ["Site commissioning", "72 h", "$165.00", "$11,880.00"],
                    ["Travel and accommodation", "3 trips", "", "$6,412.50"],
                ]),
                ("p", "Payment due within 30 days. HST 13% extra."),
            ])),
    ],
    noise_files=["Shaftline_invoice_SA-3390.pdf"],
    noise_spans={"vod_commissioning_report_balmer.docx": [C09_BLURB]},
)
# ---------------------------------------------------------------------------
# C10 repeatable machine texturing of curling stone running bands (stone refurbisher, ON, 2024-25) - a
#     refurbishing price list CSV is noise; the curl targets are stated only in the ice technician's e-mail;
#     roughness values are in the college lab report table; on-ice sessions in a workbook with d-mmm-yy date
#     cells and a Saturday-heading timeline in the report; coarse grit (T2) over-curled, blasting (T4) and
#     circumferential grooves (T5) barely curled; 120 grit radial (T3) met targets; results bound to textures.
# ---------------------------------------------------------------------------
case(
    {
        "name": "curling_stone_running_band_texturing",
        "question": "Hi there - could you draft T661 lines 242, 244 and 246 and a logbook for our running band "
                    "project? Attached: Hugh's project report, the SLC profilometer report, the on-ice test "
                    "workbook, the e-mails with Dana at the Cataraqui club, and our refurbishing price list.",
        "facts": {
            "242": [["1.0 to 1.3 m"], ["within 0.3 m"], ["10 minutes per stone"], ["Ailsa Craig"],
                    ["direction of the scratches"]],
            "244": [["60 grit"], ["120 grit"], ["abrasive blasting", "blasted"], ["circumferential"],
                    ["profilometer"]],
            "246": [["1.15 m"], ["0.22 m"], ["1.9 m"], ["1.02 m"], ["radial scratches"]],
        },
        "dates": ["2024-09-09", "2024-09-16", "2024-10-05", "2024-10-12", "2024-10-19", "2024-10-26",
                  "2024-11-02", "2024-11-06", "2024-11-18", "2024-12-14", "2025-01-10"],
        "noise": ["Insert replacement", "Handle swap", "pickup and delivery"],
        "bindings": [
            {"value": "0.55 m", "subject": "T1", "others": ["T3", "T4"]},
            {"value": "1.15 m", "subject": "T3", "others": ["T1", "T4"]},
            {"value": "0.6 m", "subject": "T4", "others": ["T1", "T3"]},
        ],
    },
    [
        ("running_band_project_report.docx", docx([
            ("title", "Machine texturing of curling stone running bands"),
            ("p", "Cataraqui Stone Works, Kingston ON. Hugh Ferguson, owner. January 10, 2025."),
            ("h1", "Background"),
            ("p", "We refurbish curling stones for about 60 clubs. The running band, the narrow ring on the bottom "
                  "of the stone that rides on the pebble, polishes smooth with play and the stone stops curling. "
                  "The usual fix is to scratch the band by hand with an abrasive pad. It works, but every stone "
                  "comes out different, and clubs complain that a set does not curl the same from stone to stone."),
            ("p", "We wanted a machine process that gives the same texture every time, takes no more than "
                  "10 minutes per stone, and lasts a season."),
            ("h1", "What we did not know"),
            ("p", "There is no agreed link between the measured texture of the band and how much a stone curls. "
                  "Ice technicians believe the direction of the scratches matters as much as how rough they are, "
                  "but no one has measured it. We also did not know whether a diamond wheel on a lathe leaves "
                  "the same kind of micro-fractured surface in Ailsa Craig granite as hand scratching, or how fast "
                  "a machined texture would wear."),
            ("h1", "Timeline"),
            ("b", "Sat Oct 5 - T1 set of 8 stones hand scratched (our usual method) as the comparison."),
            ("b", "Sat Oct 12 - T2 (60 grit) and T3 (120 grit) diamond cup wheel on the lathe, radial pattern."),
            ("b", "Sat Oct 19 - on-ice session 1 at the Cataraqui club with Dana: T1, T2, T3."),
            ("b", "Sat Oct 26 - T4 abrasive blasting behind a rubber mask; T5 120 grit wheel but circumferential."),
            ("b", "Sat Nov 2 - on-ice session 2: T3 repeat, T4, T5."),
            ("b", "Wed Nov 6 - one stone of each texture to SLC for the profilometer."),
            ("b", "Sat Dec 14 - T3 set re-tested after six weeks of league play."),
            ("h1", "Findings"),
            ("p", "The 60 grit wheel (T2) made the stones grab: 1.9 m of curl and the pebble was chewed up. The "
                  "120 grit radial pattern (T3) came closest to a good hand job and was much more even. Blasting "
                  "(T4) gave the same roughness number as T3 but no direction to the texture, and the stones "
                  "hardly curled; T5, with the same wheel run around the band, curled even less. So it is the "
                  "radial scratches that make the stone curl, not the roughness on its own."),
            ("p", "After six weeks of league play the T3 set still curled 1.02 m. Process time on the lathe is "
                  "7 minutes per stone. We are offering T3 to clubs this spring."),
        ])),
        ("SLC_profilometer_report_AR-1147.pdf", pdf(
            "St. Lawrence College Applied Research | Kingston ON | Report AR-1147", [
                ("title", "Surface texture of curling stone running bands"),
                ("p", "Client: Cataraqui Stone Works. Stones received 2024-11-06; report 2024-11-18. Stylus "
                      "profilometer, 2 µm tip, 4 mm traces, 8 traces radial and 8 circumferential per stone."),
                ("table", [
                    ["Stone", "Texture", "Ra radial trace (µm)", "Ra circumferential trace (µm)", "Ratio"],
                    ["T1", "hand scratched", "1.1 - 2.3 (varies)", "1.4", "n/a"],
                    ["T2", "60 grit wheel, radial", "1.3", "2.9", "2.2"],
                    ["T3", "120 grit wheel, radial", "0.8", "1.5", "1.9"],
                    ["T4", "blasted 80 grit alumina", "1.4", "1.4", "1.0"],
                    ["T5", "120 grit wheel, circumferential", "1.5", "0.8", "0.5"],
                ]),
                ("p", "A trace across the scratches (circumferential for radial scratches) gives the higher Ra. "
                      "T4 is isotropic."),
            ])),
        ("on_ice_sessions.xlsx", xlsx([
            ("sets", [
                ["set", "texture / set-up", "stones", "made"],
                ["T1", "hand scratch, 120 grit diamond pad (usual)", 8, D("2024-10-05", "d-mmm-yy")],
                ["T2", "lathe, 60 grit diamond cup wheel, radial", 8, D("2024-10-12", "d-mmm-yy")],
                ["T3", "lathe, 120 grit diamond cup wheel, radial", 8, D("2024-10-12", "d-mmm-yy")],
                ["T4", "abrasive blasting 80 grit alumina, rubber mask", 8, D("2024-10-26", "d-mmm-yy")],
                ["T5", "lathe, 120 grit wheel, circumferential", 8, D("2024-10-26", "d-mmm-yy")],
            ]),
            ("curl", [
                ["session", "set", "draws", "mean curl (m)", "spread in set (m)", "notes"],
                [D("2024-10-19", "d-mmm-yy"), "T1", 32, "1.08 m", "0.55 m", "one stone barely curls"],
                [D("2024-10-19", "d-mmm-yy"), "T2", 32, "1.9 m", "0.41 m", "grabby, pebble damage"],
                [D("2024-10-19", "d-mmm-yy"), "T3", 32, "1.15 m", "0.22 m", ""],
                [D("2024-11-02", "d-mmm-yy"), "T3", 32, "1.12 m", "0.24 m", "repeat"],
                [D("2024-11-02", "d-mmm-yy"), "T4", 32, "0.6 m", "0.18 m", "runs straight"],
                [D("2024-11-02", "d-mmm-yy"), "T5", 32, "0.4 m", "0.20 m", "runs straight"],
                [D("2024-12-14", "d-mmm-yy"), "T3", 32, "1.02 m", "0.25 m", "after 6 weeks league play"],
            ]),
        ])),
        ("cataraqui_club_emails.txt", text("""
From: Dana Whitfield <icetech@cataraquicurling.ca>
To: Hugh Ferguson <hugh@cataraquistone.ca>
Date: Mon, 9 Sep 2024 21:17
Subject: stones for the season + your machine idea

Hugh,
Happy to test your machine-done stones on sheet 3. So you know what I'd call good: on a draw to the four-foot
on my normal ice the stones should curl 1.0 to 1.3 m, and every stone in the set within 0.3 m of the others.
Our hand-scratched sets are nowhere near that second number.
Dana (head ice tech)

-----
From: Hugh Ferguson
To: Dana Whitfield
Date: Mon, 16 Sep 2024 08:02
Subject: RE: stones for the season + your machine idea

Dana, great. I'll bring a hand-scratched set and two lathe sets in October, then more textures after that.
I honestly don't know if the direction of the scratches or the roughness is what counts - that's what we'll
find out.
Hugh
""")),
        ("cataraqui_stone_price_list_2025.csv", text("""
service,unit,price_CAD,notes
Running band restoration (hand),per stone,55.00,
Running band restoration (machine T3),per stone,48.00,from spring 2025
Striking band repolish,per stone,40.00,
Insert replacement,per stone,35.00,
Handle swap,per stone,22.00,handles not included
Full set refurbish (16 stones),per set,1450.00,pickup and delivery within 200 km included
""")),
    ],
    noise_files=["cataraqui_stone_price_list_2025.csv"],
)


# ============================================================================ end of cases

if __name__ == "__main__":
    main()
