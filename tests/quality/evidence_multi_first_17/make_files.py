#!/usr/bin/env python3
"""Builds the multi-file evidence cases of the seventeenth first-contact set (evidence_multi_first_17).

Run:  python3 make_files.py
Needs: python-docx, openpyxl, reportlab (standard fonts only).
Writes every evidence file of every case into this folder, then cases.json (all cases registered so far).

Each case asks for T661 lines 242, 244, 246 and a logbook from 3 or 4 files of mixed formats, as a firm would
pick them in the service. Case metadata (facts, dates, noise, bindings) sits next to the content it refers to.
Two kinds of noise are registered for verify.py (which imports this module; files are only written when run):
  NOISE_FILES[case]  -> whole files that are not work records (air freight invoice, mill newsletter, HR memo,
                        grant budget table, supplier quote, insurer newsletter, tonewood price list);
  NOISE_SPANS[case]  -> {file: [paragraphs]} non-record paragraphs INSIDE a record file (a job posting pasted
                        into dev notes, website marketing copy in a bakery notebook, a service-contract clause
                        in an operator e-mail, a warranty clause in a report).
NOT_ENTRIES[case]   -> dates that occur in record files but are not work entries (calibration, prior season,
                        contract dates); verify.py only uses it to silence its stray-date warnings.
Hard spots on purpose: goals with numeric targets stated only in a memo intro or in the opening paragraph of a
notebook; methods written in the passive voice; results only in a table (XLSX/CSV) with a best and a worst run;
failures that ruled an option out; dates written as ISO, "Oct 8", "8 October 2024", e-mail headers, dd/mm/yyyy
under a stated locale. One case (cabinet_door_robotic_sanding_force_control) is asked in French with English
evidence ("language": "fr").
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
        wb.properties.creator = "evidence_multi_first_17"
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
# C01 live lobster air freight to Seoul with fewer dead on arrival (lobster exporter, NS, 2024) - an air
#     freight invoice PDF is noise; the DOA/temperature targets are stated only in the intro of the packing
#     memo; methods in the passive voice; arrival results only in the workbook: frozen gel packs on pre-chilled
#     lobsters (B2) were the worst run (chilling injury), 4 °C phase-change packs (B3) the best; the vented lid
#     (B4) warmed up on the tarmac; DOA of B2/B3/B4 bound to their packouts.
# ---------------------------------------------------------------------------
case(
    {
        "name": "live_lobster_airfreight_seoul_survival",
        "question": "Hello, please prepare T661 lines 242, 244 and 246 and a logbook for our live lobster "
                    "shipping project. Files: the packing memo, the shipment trial workbook, the e-mails with "
                    "our importer in Seoul and the Cargojet invoice.",
        "facts": {
            "242": [["under 2%", "2% dead on arrival"], ["40 hours"], ["cold shock"],
                    ["2 and 6 °C"]],
            "244": [["pre-chilled"], ["phase-change packs"], ["vented lid"],
                    ["temperature loggers"]],
            "246": [["9.6%"], ["1.6%"], ["11.4 °C"], ["chilling injury"]],
        },
        "dates": ["2024-09-16", "2024-09-18", "2024-10-01", "2024-10-08", "2024-10-22", "2024-11-05",
                  "2024-11-19", "2024-12-03", "2024-12-10", "2024-12-16"],
        "noise": ["Fuel surcharge", "Air waybill", "Security screening"],
        "bindings": [
            {"value": "9.6%", "subject": "B2", "others": ["B3", "B4"]},
            {"value": "1.6%", "subject": "B3", "others": ["B2", "B4"]},
            {"value": "3.9%", "subject": "B4", "others": ["B2", "B3"]},
        ],
    },
    [
        ("lobster_packing_memo_2024.docx", docx([
            ("title", "Packing memo - live lobster to Seoul"),
            ("p", "Tusket Bay Seafoods Ltd., Yarmouth NS. From: Colette Surette, quality and packing. To: "
                  "Roddie MacAulay (GM), shipping crew. December 16, 2024."),
            ("h1", "1. Why we did this"),
            ("p", "Our Seoul importer moved to a door-to-door route of about 40 hours (Halifax - Toronto - "
                  "Incheon plus trucking). On that route we were losing 6 to 9% of the lobsters as dead on "
                  "arrival (DOA) and they started deducting. The goals we set: under 2% dead on arrival, fewer "
                  "than 10% weak lobsters at unpacking, and the inside of the box held between 2 and 6 °C for "
                  "the whole 40 hours."),
            ("p", "What we did not know: colder lobsters breathe and burn less, so pre-chilling them should "
                  "help, but going from 8 °C holding water to a cold box can give cold shock, and nobody "
                  "could tell us how cold is too cold for a lobster out of water for 40 hours. We also did "
                  "not know how warm the boxes get during transfers, because nobody had ever put a logger in "
                  "one on this route."),
            ("h1", "2. How the trials were run"),
            ("p", "Four packouts were compared on commercial shipments. Lobsters were graded (hard shell, "
                  "1.25 to 1.5 lb) and held in the tidal pound as usual. For B2, B3 and B4 the lobsters were "
                  "pre-chilled for 24 h in 2 °C seawater in the conditioning tank before packing. Boxes were "
                  "packed with wet seaweed in 12 lb waxed-fibre boxes inside EPS liners. Two temperature "
                  "loggers were placed in each test box, one in the centre and one against the coolant, "
                  "reading every 10 minutes."),
            ("table", [
                ["Packout", "Pre-chill", "Coolant", "Lid"],
                ["B1 (our normal)", "no", "2 frozen gel packs", "closed"],
                ["B2", "24 h at 2 °C", "2 frozen gel packs", "closed"],
                ["B3", "24 h at 2 °C", "2 phase-change packs (4 °C)", "closed"],
                ["B4", "24 h at 2 °C", "2 phase-change packs (4 °C)", "vented lid"],
            ]),
            ("p", "Boxes were opened by the importer's crew at the Garak market in Seoul and each lobster was "
                  "scored live, weak (no tail flip) or dead. Scores and photos were e-mailed back the same "
                  "day and entered in the trial workbook."),
            ("h1", "3. What we found"),
            ("p", "The frozen gel packs were the problem. With pre-chilled lobsters the loggers against the "
                  "gel packs went below 0 °C for up to 9 hours, and the lobsters touching the packs showed "
                  "chilling injury (limp, legs dropped). Pre-chilling alone with our normal packs made things "
                  "worse, not better, so that combination is ruled out. The 4 °C phase-change packs kept the "
                  "box in range. The vented lid was meant to let CO2 out, but on the 5 November shipment the "
                  "boxes sat on the tarmac at Incheon and the centre logger reached 11.4 °C; we dropped it."),
            ("p", "Recommendation: B3 for all Korea shipments from January. Cost is about $3.80 more per box "
                  "for the phase-change packs, which are reusable if the importer returns them."),
        ])),
        ("lobster_shipment_trials_2024.xlsx", xlsx([
            ("shipments", [
                ["shipment", "packout", "packed", "flight", "boxes", "lobsters", "hours door to door", "notes"],
                ["S1", "B1", D("2024-10-08"), "CJ-via YYZ", 4, 96, 39, "control"],
                ["S2", "B2", D("2024-10-08"), "CJ-via YYZ", 4, 94, 39, "same flight as S1"],
                ["S3", "B3", D("2024-10-22"), "CJ-via YYZ", 4, 96, 41, ""],
                ["S4", "B4", D("2024-11-05"), "CJ-via YYZ", 4, 95, 44, "3 h tarmac hold at ICN"],
                ["S5", "B3", D("2024-11-19"), "CJ-via YYZ", 6, 143, 40, "repeat"],
                ["S6", "B3", D("2024-12-03"), "CJ-via YYZ", 6, 144, 42, "repeat, -9 °C at Halifax"],
            ]),
            ("arrival", [
                ["shipment", "packout", "DOA %", "weak %", "box min °C", "box max °C", "crew comment"],
                ["S1", "B1", "7.8%", "14%", 1.2, 9.8, "usual"],
                ["S2", "B2", "9.6%", "21%", -1.3, 7.9, "worst run - limp lobsters next to gel packs"],
                ["S3", "B3", "1.6%", "6%", 3.1, 5.8, "best run"],
                ["S4", "B4", "3.9%", "11%", 2.9, "11.4 °C", "warm at centre after tarmac"],
                ["S5", "B3", "1.4%", "5%", 3.0, 6.0, ""],
                ["S6", "B3", "1.7%", "7%", 2.6, 5.9, ""],
            ]),
        ])),
        ("hanbit_importer_emails.txt", text("""
From: Min-jun Park <mj.park@hanbitmarine.co.kr>
To: Colette Surette <colette@tusketbay.ca>
Date: Mon, 16 Sep 2024 08:12:40 +0900
Subject: September arrivals - DOA

Dear Colette,

The last three arrivals were 6.2%, 8.9% and 7.4% dead. Our buyers at Garak will not accept this level and from
October we will deduct anything over 2%. Weak lobsters also sell at a lower grade. Can Tusket Bay improve the
packing for the longer route?

Best regards,
Min-jun Park, Hanbit Marine Trading

-----
From: Colette Surette
To: Min-jun Park
Date: Wed, 18 Sep 2024 15:30:02 -0300
Subject: RE: September arrivals - DOA

Dear Min-jun, understood. We will run packing trials on the next shipments, with temperature loggers in the
boxes, and your crew's counts will be the result we go by. Could your team score live / weak / dead and take a
photo of each box when it is opened?

Colette

-----
From: Colette Surette
To: Min-jun Park
Date: Tue, 1 Oct 2024 10:05:55 -0300
Subject: RE: September arrivals - DOA

We tried the 2 °C conditioning tank today with 60 lobsters for 24 h: no losses in the tank. First trial boxes
go on the 8 October flight, two packouts on the same flight.

-----
From: Min-jun Park
To: Colette Surette
Date: Tue, 10 Dec 2024 09:47:18 +0900
Subject: RE: September arrivals - DOA

Dear Colette, the last two shipments with the new cold packs were very good (1.4% and 1.7%). Please use this
packing from now on. We can send the packs back in the empty pallets.

Min-jun
""")),
        ("cargojet_invoice_88417.pdf", pdf(
            "Cargojet Airways Ltd. | Invoice 88417 | Account TUSK-0021", [
                ("title", "Invoice 88417"),
                ("p", "Bill to: Tusket Bay Seafoods Ltd., Yarmouth NS. Invoice date: November 30, 2024. Terms: "
                      "net 30."),
                ("table", [
                    ["Air waybill", "Route", "Chargeable kg", "Amount CAD"],
                    ["489-22107731", "YHZ-YYZ-ICN", "412", "3,914.00"],
                    ["489-22107846", "YHZ-YYZ-ICN", "618", "5,871.00"],
                    ["Fuel surcharge", "", "1,030", "1,082.50"],
                    ["Security screening", "", "", "185.00"],
                    ["Perishable handling", "", "", "240.00"],
                ]),
                ("p", "Total due CAD 11,292.50. Please quote the invoice number with your payment."),
            ])),
    ],
    noise_files=["cargojet_invoice_88417.pdf"],
)
# ---------------------------------------------------------------------------
# C02 kiln drying western hemlock with bacterial wetwood to the Japanese moisture spec (coastal sawmill, BC,
#     2024) - a mill newsletter is noise; targets only in the intro of the QC report; methods in the passive
#     voice; charge results only in the CSV: the control schedule (S1) worst with 11.8% wets, sorting by green
#     weight alone (S2) 7.1%, sorting plus a 24-hour equalization (S3) best at 2.4%; the 90 °C schedule (S4)
#     cut wets but gave honeycomb and was ruled out; wets % of S1/S2/S3 bound to their schedules.
# ---------------------------------------------------------------------------
case(
    {
        "name": "hemlock_wetwood_kiln_sort_japan_spec",
        "question": "Can you draft T661 lines 242, 244 and 246 and a logbook for our hemlock wetwood kiln "
                    "project? Attached: the QC report, the kiln charge export and the latest mill newsletter.",
        "facts": {
            "242": [["19% MC", "19% moisture content"], ["under 3% wets", "3% wets"], ["bacterial wetwood"],
                    ["without over-drying"]],
            "244": [["green weight"], ["heavy and light"], ["24-hour equalization"], ["90 °C"]],
            "246": [["11.8%"], ["2.4%"], ["7.1%"], ["honeycomb"]],
        },
        "dates": ["2024-01-15", "2024-02-05", "2024-02-19", "2024-03-04", "2024-03-18", "2024-04-02",
                  "2024-04-15", "2024-04-29", "2024-05-21"],
        "noise": ["Long service", "salmon barbecue", "first aid"],
        "bindings": [
            {"value": "11.8%", "subject": "S1", "others": ["S2", "S3"]},
            {"value": "7.1%", "subject": "S2", "others": ["S1", "S3"]},
            {"value": "2.4%", "subject": "S3", "others": ["S1", "S2"]},
        ],
    },
    [
        ("QC_report_hemlock_wetwood_2024.pdf", pdf(
            "Quatsino Sound Lumber Ltd. | Quality Control | Report QC-24-07 | Hemlock wetwood drying", [
                ("title", "Drying hemlock with wetwood to the Japan spec"),
                ("p", "Prepared by Harjit Sandhu, QC supervisor, for the kiln and planer leads. Issued May 21, "
                      "2024."),
                ("h1", "1. Purpose and targets"),
                ("p", "Since our Japanese customer tightened the spec for 105 mm hemlock squares, no piece may "
                      "leave the planer above 19% moisture content (MC) on their hand-meter check, and a claim "
                      "was filed against us on January 15, 2024 for a container with wet pieces. Our kilns "
                      "were producing about 12% wets (pieces over 19% MC) that had to be redried. This project "
                      "set three targets: under 3% wets per charge, average MC of 13 to 15%, and no more than "
                      "1% of pieces degraded (checks, collapse, honeycomb) - all without over-drying the normal "
                      "wood, which cups and twists when it goes under 10%."),
                ("p", "The uncertainty is the bacterial wetwood in coastal hemlock: pockets that hold much more "
                      "water and release it far more slowly than normal heartwood. It was not known whether "
                      "wetwood pieces could be found at the green chain before drying, or whether any schedule "
                      "could dry them to 19% MC without over-drying the rest of the charge. The published "
                      "schedules for hem-fir assume a uniform green moisture."),
                ("h1", "2. Method"),
                ("p", "Seven kiln charges in kiln 3 were used. Every piece was weighed green at the green chain "
                      "on the new in-line scale and its green weight logged against a bar-code tag. For sorted "
                      "charges the pieces were split into heavy and light sorts at a green weight cut-off of "
                      "27 kg per 4 m piece, and each sort was dried as its own charge. After drying, every piece "
                      "was checked with the in-line moisture meter at the planer, and 40 pieces per charge were "
                      "cross-cut and inspected for honeycomb and collapse."),
                ("b", "S1 - control, mixed charge, standard 76 h schedule (max 82 °C)."),
                ("b", "S2 - heavy and light sorts, standard schedule, heavy sort given 14 h more."),
                ("b", "S3 - as S2, plus a 24-hour equalization at high humidity at the end of the heavy charge."),
                ("b", "S4 - mixed charge, high-temperature schedule with 90 °C dry bulb."),
                ("h1", "3. Findings"),
                ("p", "Per-charge results are in the kiln charge export (kiln3_charges_2024.csv). Sorting by green "
                      "weight alone helped but left too many wets, because the light sort still held some "
                      "pieces with small wetwood pockets. Adding the equalization to the heavy charge gave the "
                      "best result and brought the light sort's average MC up instead of down. The 90 °C "
                      "schedule dried the wetwood faster but produced internal honeycomb in the heavy pieces; "
                      "high temperature is ruled out for this product."),
                ("p", "Recommendation: adopt S3 for all hemlock squares for Japan. The heavy sort is about 30% of "
                      "the volume and adds roughly 38 h of kiln time per heavy charge."),
            ])),
        ("kiln3_charges_2024.csv", text("""
charge,schedule,start_date,pieces,sort,kiln_hours,avg_MC_pct,wets,overdry_lt10_pct,degrade_pct,remarks
K3-0204,S1,2024-02-05,1180,mixed,76,14.2,11.8%,6.3,0.4,control - worst run
K3-0209,S2,2024-02-19,610,heavy,90,16.1,9.4%,0.8,0.5,heavy sort
K3-0210,S2,2024-03-04,590,light,76,12.4,4.6%,9.7,0.3,light sort
K3-0211,S2,2024-03-04,1200,combined,,14.3,7.1%,5.2,0.4,S2 combined result
K3-0214,S3,2024-03-18,600,heavy,114,15.0,3.1%,0.5,0.6,24-hour equalization
K3-0215,S3,2024-04-02,620,light,76,13.6,1.8%,2.1,0.2,best run
K3-0216,S3,2024-04-02,1220,combined,,14.3,2.4%,1.3,0.4,S3 combined result
K3-0219,S4,2024-04-15,1175,mixed,58,13.1,3.0%,8.8,9.2,honeycomb in heavy pieces
K3-0222,S3,2024-04-29,1190,heavy+light,,14.1,2.2%,1.1,0.3,repeat of S3
""")),
        ("quatsino_mill_news_spring2024.md", text("""
# Quatsino Mill News - Spring 2024

## Long service awards
Congratulations to Darlene Wu (30 years, planer) and Gus Amundsen (25 years, log yard). Plaques will be handed
out at the salmon barbecue on the last Friday of June.

## First aid refresher
Occupational first aid level 1 refreshers are booked for the night shift. Sign up with the safety office.

## Parking
The east lot will be regravelled. Please use the overflow lot by the fuel shed for two weeks.
""")),
    ],
    noise_files=["quatsino_mill_news_spring2024.md"],
)
# ---------------------------------------------------------------------------
# C03 camera check of multi-dose blister cards in pharmacies (pharmacy software start-up, ON, 2025) - no noise
#     file; a job posting pasted into the dev notes is a noise span; the 99.5% catch / false-alarm targets
#     are in the opening paragraph of the dev notes; the ring-light baseline (M1) is the worst, cross-polarized
#     lighting (M2) better, adding low-angle light for embossed imprints (M3) best; stereo depth was tried and
#     dropped (film reflections); half tablets still confused; catch rates of M1/M2/M3 bound to their models.
# ---------------------------------------------------------------------------
C03_JOB = ("JOB POSTING (for Priya to put on the careers page, not dev): Pillcheck is hiring a Junior Full-Stack "
           "Developer in Waterloo. React + TypeScript, some Python. Hybrid, 3 days in office, salary range "
           "$68,000-$78,000, extended health and dental after 3 months. Apply to careers@pillcheck.ca.")
case(
    {
        "name": "blister_card_pill_check_vision",
        "question": "Hi, we need T661 lines 242, 244 and 246 and a logbook for the blister card verification "
                    "model. Files: Tomasz's dev notes, the evaluation workbook and the e-mails with the "
                    "pharmacist at Lakeshore Pharmacy.",
        "facts": {
            "242": [["99.5%"], ["false alarm per card"], ["white round tablets"],
                    ["through the blister film", "blister film"]],
            "244": [["cross-polarized"], ["seeded errors"], ["low-angle light"], ["stereo depth"]],
            "246": [["91.2%"], ["99.1%"], ["half tablets"], ["0.6 false alarms"]],
        },
        "dates": ["2025-01-08", "2025-01-13", "2025-01-22", "2025-02-04", "2025-02-18", "2025-03-03",
                  "2025-03-17", "2025-03-31", "2025-04-09", "2025-04-14"],
        "noise": ["Junior Full-Stack", "careers page", "extended health"],
        "bindings": [
            {"value": "91.2%", "subject": "M1", "others": ["M2", "M3"]},
            {"value": "96.4%", "subject": "M2", "others": ["M1", "M3"]},
            {"value": "99.1%", "subject": "M3", "others": ["M1", "M2"]},
        ],
    },
    [
        ("tomasz_dev_notes_blister.md", text(f"""
# Blister card check - dev notes (Tomasz K.)

Goal of the whole thing, as agreed with Lakeshore: a photo of a sealed 28-cell multi-dose card must catch at
least 99.5% of wrong, missing or extra pills, with no more than one false alarm per card on average, because
the pharmacist stops trusting it after that. Hard part nobody has solved that we can find: pills are photographed
through the blister film, which throws glare, and a big share of the pills in these cards are small white round
tablets (metformin, amlodipine, levothyroxine, half a dozen generics) that differ only by the imprint and a
millimetre of diameter. Published pill-ID models use loose pills on a black background - not sealed cards.

## 2025-01-08
Baseline rig: phone-size camera 28 cm above the card, LED ring light. Off-the-shelf detector + classifier
trained on 1,900 loose-pill photos from the pharmacy = M1. Glare blobs on the film get detected as pills.

## 2025-01-13
Test set defined with Anita (Lakeshore): 120 real cards from the packing robot, into which seeded errors
were placed by hand - 240 errors in total (swapped pill, missing pill, extra pill, wrong half).

## 2025-01-22
M1 scored on the test set: 91.2% caught, 3.8 false alarms per card. Most misses are white round vs white round.

## 2025-02-04
Cross-polarized lighting rig built: polarizing film over the ring light and a crossed polarizer on the lens.
Film glare almost gone in the raw images. Retrained = M2.

{C03_JOB}

## 2025-02-18
M2: 96.4% caught, 1.4 false alarms per card. Still white round confusion, but now we can see the imprints on
some.

## 2025-03-03
Tried stereo depth (second camera) to get tablet thickness. Depth map is garbage through the film - the
reflections give false depth. Dropped it after a week.

## 2025-03-17
Added a second light at low angle from 4 sides, one frame per side, so the embossed imprints throw shadows.
Imprint reader on top of the classifier = M3.

## 2025-03-31
M3 on the test set: 99.1% caught, 0.6 false alarms per card. Almost all remaining misses are half tablets -
a split tablet lying on its cut face shows no imprint.

## 2025-04-09
Sent results to Anita. Next: ask the robot to lay half tablets cut face down?
""")),
        ("blister_eval_2025.xlsx", xlsx([
            ("summary", [
                ["model", "rig", "scored on", "seeded errors", "caught", "catch rate", "false alarms per card",
                 "remark"],
                ["M1", "ring light", D("2025-01-22"), 240, 219, "91.2%", 3.8, "worst"],
                ["M2", "cross-polarized", D("2025-02-18"), 240, 231, "96.4%", 1.4, ""],
                ["M3", "cross-polarized + low-angle light", D("2025-03-31"), 240, 238, "99.1%", 0.6, "best"],
            ]),
            ("M3 misses", [
                ["card", "cell", "error seeded", "what M3 said", "why"],
                ["C-041", "Tue AM", "half amlodipine 5 mg swapped for half 10 mg", "OK", "half tablets, cut face up"],
                ["C-087", "Sat PM", "half metoprolol missing", "OK", "other half covered it"],
            ]),
        ])),
        ("lakeshore_pharmacy_emails.txt", text("""
From: Anita Desrosiers <anita@lakeshorepharmacy.ca>
To: Tomasz Kowalczyk <tomasz@pillcheck.ca>
Date: Mon, 13 Jan 2025 17:22:10 -0500
Subject: test cards

Tomasz, I have 120 filled cards from this week's robot run that you can use. I'll seed the errors myself so you
don't know where they are. Remember the pharmacist still signs off - if it flags more than about one cell per
card people will just ignore it.
Anita

-----
From: Tomasz Kowalczyk
To: Anita Desrosiers
Date: Wed, 9 Apr 2025 09:14:31 -0400
Subject: RE: test cards

Hi Anita, the version with the new lighting caught 238 of your 240 errors (99.1%) with 0.6 false alarms per
card. The two it missed were both half tablets. We are not at 99.5% yet.
Tomasz

-----
From: Anita Desrosiers
To: Tomasz Kowalczyk
Date: Mon, 14 Apr 2025 12:03:44 -0400
Subject: RE: test cards

That's a big step. The robot can't control which way a half tablet lands, so that has to come from your side.
Can we pilot it on the night packing shift in May?
Anita
""")),
    ],
    noise_spans={"tomasz_dev_notes_blister.md": [C03_JOB]},
)
# ---------------------------------------------------------------------------
# C04 bacteriophage and lactate against Listeria on cold-smoked salmon (smokehouse, NB, 2024) - an HR summer
#     hours memo is noise; the 0.5-log / 35-day / flavour targets are in the opening paragraph of the lab
#     notebook; the challenge test PDF is written in the passive voice; results only in the workbook: control
#     (T1) worst at +3.1 log, phage sprayed before smoking (T2) inactivated by the smoke (ruled out), phage after
#     smoking + low lactate (T5) best at +0.3 log; full-dose lactate (T4) tasted (14 of 24 in the triangle
#     test); log increases of T1/T2/T5 bound to their treatments.
# ---------------------------------------------------------------------------
case(
    {
        "name": "cold_smoked_salmon_listeria_phage_lactate",
        "question": "Please write T661 lines 242, 244 and 246 plus a logbook for our Listeria control work on "
                    "cold-smoked salmon. I attached Yvonne's lab notebook, the challenge study from Atlantic "
                    "Food Safety Lab, the results workbook and an HR memo.",
        "facts": {
            "242": [["0.5 log"], ["35-day shelf life", "35 days"], ["smoke phenols"],
                    ["without changing the flavour"]],
            "244": [["potassium lactate"], ["triangle test"], ["five-strain cocktail"],
                    ["sprayed after smoking"]],
            "246": [["+3.1"], ["+0.3"], ["inactivated"], ["14 of 24"]],
        },
        "dates": ["2024-04-29", "2024-05-06", "2024-05-21", "2024-06-10", "2024-06-25", "2024-07-15",
                  "2024-08-19", "2024-09-09", "2024-09-23", "2024-10-04"],
        "noise": ["summer hours", "Civic Holiday", "vacation requests"],
        "bindings": [
            {"value": "+3.1", "subject": "T1", "others": ["T2", "T5"]},
            {"value": "+2.6", "subject": "T2", "others": ["T1", "T5"]},
            {"value": "+0.3", "subject": "T5", "others": ["T1", "T2"]},
        ],
    },
    [
        ("yvonne_lab_notebook_listeria.md", text("""
# Lab notebook - Listeria control on cold-smoked salmon (Yvonne Comeau, QA)
Passamaquoddy Smokehouse Ltd., St. Andrews NB

Aim of the project, written before we start: our cold-smoked salmon is a ready-to-eat food that supports
Listeria growth, so under the Health Canada policy we are held to a short life. We want to show that L.
monocytogenes grows no more than 0.5 log over a 35-day shelf life at 4 °C (with the last third at 7 °C for
abuse), so the product qualifies as a limited-growth food, without changing the flavour and without going above
3.5% water-phase salt. What we do not know: phages are sold for meat and cheese surfaces, but cold smoking
puts smoke phenols on the surface and the fish is salty - nobody could tell us whether the phage survives either.
Lactate and diacetate work in cooked meats, but the dose that stops Listeria may be tasted in delicate salmon.

## 2024-04-29
Called Atlantic Food Safety Lab (AFSL). They will run the challenge study on our fish. Treatments agreed:
T1 control, T2 phage before smoking, T3 phage after smoking, T4 lactate/diacetate brine (full dose),
T5 phage after smoking + half-dose lactate.

## 2024-05-06
Brine trials for T4/T5. Full dose = 3.0% potassium lactate + 0.2% sodium diacetate in the brine; half dose =
1.5% + 0.1%. WPS on finished sides 3.2-3.4%, fine.

## 2024-05-21
Production of the challenge lots. Phage (ListShield-type product, 1E9 PFU/mL) sprayed on the flesh side at
1 mL per 100 cm2: T2 right after brining, T3 and T5 sprayed after smoking, before slicing. Lots to AFSL on ice.

## 2024-06-25
AFSL interim day 35: T2 not different from control. Phage before smoking is a dead end - AFSL found no
active phage left on T2 after smoking.

## 2024-07-15
A triangle test was run with the plant panel (24 people), T4 vs control: 14 of 24 picked the odd sample - that is
significant, they taste the lactate ("sour", "cured ham"). T5 vs control 9 of 24, not significant.

## 2024-08-19
Second AFSL lot of T5 made (repeat), plus T1 as control.

## 2024-09-23
Repeat results in: T5 again about +0.3 log at day 35. Writing up for the CFIA file.
""")),
        ("AFSL_challenge_study_24-112.pdf", pdf(
            "Atlantic Food Safety Lab | Moncton NB | Study 24-112 | Client: Passamaquoddy Smokehouse Ltd.", [
                ("title", "Listeria monocytogenes challenge study 24-112: cold-smoked Atlantic salmon"),
                ("p", "Report date: October 4, 2024. Samples received June 10, 2024 (lot 1) and September 9, "
                      "2024 (lot 2)."),
                ("h1", "Method"),
                ("p", "Sliced, vacuum-packed cold-smoked salmon was inoculated on the cut surface with a "
                      "five-strain cocktail of L. monocytogenes (including two fish-plant isolates) at about "
                      "2 log CFU/g. Packs were stored at 4 °C for 24 days and at 7 °C for the remaining 11 days "
                      "(35 days in total). Three packs per treatment were enumerated on days 0, 7, 14, 21, 28 "
                      "and 35 on ALOA agar. Active phage was recovered from surface swabs by plaque assay."),
                ("h1", "Results"),
                ("p", "The log change from day 0 to day 35 is given per treatment in the client's results "
                      "workbook (AFSL data sheets attached there). No active phage was detected on T2 samples "
                      "after smoking: the phage was inactivated during cold smoking. T3 gave an initial 1.4 log "
                      "drop followed by regrowth."),
                ("p", "Only treatment T5 met the client's criterion of no more than 0.5 log increase over 35 days "
                      "in both lots."),
            ])),
        ("listeria_results_2024.xlsx", xlsx([
            ("challenge", [
                ["treatment", "description", "lot", "day 0 log CFU/g", "day 35 log CFU/g", "change (log)",
                 "comment"],
                ["T1", "control", "1", 2.1, 5.2, "+3.1", "worst - full growth"],
                ["T2", "phage sprayed before smoking", "1", 2.0, 4.6, "+2.6", "no active phage after smoke"],
                ["T3", "phage sprayed after smoking", "1", 2.1, 3.3, "+1.2", "drop then regrowth"],
                ["T4", "lactate/diacetate full dose", "1", 2.0, 2.9, "+0.9", ""],
                ["T5", "phage sprayed after smoking + half-dose lactate", "1", 2.1, 2.4, "+0.3", "best"],
                ["T1", "control", "2", 2.2, 5.0, "+2.8", "repeat"],
                ["T5", "phage sprayed after smoking + half-dose lactate", "2", 2.0, 2.4, "+0.4", "repeat"],
            ]),
            ("sensory", [
                ["date", "comparison", "panellists", "correct", "significant (p<0.05)", "comments"],
                [D("2024-07-15"), "T4 vs T1", 24, "14 of 24", "yes", "sour, cured ham"],
                [D("2024-07-15"), "T5 vs T1", 24, "9 of 24", "no", ""],
            ]),
        ])),
        ("hr_memo_summer_hours_2024.txt", text("""
MEMO - Human Resources
To: all plant and office staff
Re: summer hours and vacation requests

Summer hours start the first week of July: the office closes at 1 pm on Fridays. The plant keeps normal
shifts. Please hand in vacation requests for August by the end of June - the smokehouse runs at full volume
for the cruise ship orders and we can only release four people per line per week.
The plant is closed on the Civic Holiday (New Brunswick Day). Statutory holiday pay applies.
Thank you - Lise, HR
""")),
    ],
    noise_files=["hr_memo_summer_hours_2024.txt"],
)
# ---------------------------------------------------------------------------
# C05 late-season hydroseeding of steep highway cut slopes that must hold through the spring melt (erosion
#     control contractor, AB, 2023-24) - a grant budget workbook is noise; the cover and soil-loss targets are
#     stated only in the memo intro; methods in the passive voice; plot results only in the CSV (dd/mm/yyyy
#     stated): standard wood fibre + guar (H1) worst, bonded fibre matrix seeded in October (H2) germinated and
#     was winter-killed (fall germination ruled out), dormant seeding in BFM (H3) best; the straw blanket (H4)
#     works but costs three times as much; soil loss of H1/H2/H3 bound to their treatments.
# ---------------------------------------------------------------------------
case(
    {
        "name": "late_season_hydroseed_steep_cut_slopes",
        "question": "Could you prepare T661 lines 242, 244, 246 and a logbook for the late-season hydroseeding "
                    "trial on Highway 43? I'm sending the trial memo, the plot data, the e-mails with the "
                    "ministry inspector and our grant budget sheet.",
        "facts": {
            "242": [["70% cover"], ["2H:1V"], ["10 t/ha"], ["rain-on-snow"]],
            "244": [["bonded fibre matrix", "BFM"], ["erosion pins"], ["dormant seeding"], ["point-intercept"]],
            "246": [["48 t/ha"], ["74%"], ["winter-killed"], ["three times the cost"]],
        },
        "dates": ["2023-09-12", "2023-09-14", "2023-10-03", "2023-11-14", "2024-04-22", "2024-05-13",
                  "2024-06-25", "2024-07-15", "2024-07-18"],
        "noise": ["Eligible costs", "In-kind", "Capital equipment"],
        "bindings": [
            {"value": "48 t/ha", "subject": "H1", "others": ["H2", "H3"]},
            {"value": "9 t/ha", "subject": "H2", "others": ["H1", "H3"]},
            {"value": "6 t/ha", "subject": "H3", "others": ["H1", "H2"]},
        ],
    },
    [
        ("hydroseed_trial_memo_2024.docx", docx([
            ("title", "Late-season hydroseeding on steep cut slopes - trial memo"),
            ("p", "Boreal Slope Solutions Ltd., Whitecourt AB. Prepared by Kelsey Lindqvist, R.P.Ag., for the "
                  "operations manager. July 15, 2024."),
            ("h1", "Purpose"),
            ("p", "Highway grading contracts often hand us the final slopes in October, when it is too late for "
                  "normal hydroseeding. The ministry still requires the slopes stabilized. The goals for this "
                  "trial were: at least 70% cover of seeded grasses by the end of June, and soil loss under "
                  "10 t/ha through the spring melt, on 2H:1V cut slopes of silty till, seeded as late as "
                  "mid-November."),
            ("p", "We did not know whether any hydraulic mulch would stay on a 2H:1V slope through freeze-thaw "
                  "and rain-on-snow events, nor whether seed applied in the fall would sit dormant until spring "
                  "or germinate in a warm spell and then die. The product data sheets give performance for "
                  "summer rain on slopes, not for snowmelt on frozen ground."),
            ("h1", "Method"),
            ("p", "Four treatments were applied to 10 m by 30 m plots on the north-facing cut at km 12 of the "
                  "Highway 43 realignment, with three plots per treatment. The same native grass mix was used "
                  "throughout (slender wheatgrass, rocky mountain fescue, Canada wildrye) at 35 kg/ha."),
            ("table", [
                ["Treatment", "Product and rate", "Seeded"],
                ["H1", "wood fibre mulch 2,000 kg/ha + guar tackifier (our standard)", "3 October 2023"],
                ["H2", "bonded fibre matrix 3,400 kg/ha", "3 October 2023"],
                ["H3", "bonded fibre matrix 3,400 kg/ha, dormant seeding after soil below 5 °C",
                 "14 November 2023"],
                ["H4", "straw erosion control blanket, seed broadcast underneath", "14 November 2023"],
            ]),
            ("p", "Soil loss was measured with erosion pins (20 per plot, read after the melt) and checked "
                  "against sediment trapped in silt fence pockets below each plot. Cover was measured by the "
                  "point-intercept method, 100 points per plot, at the end of June."),
            ("h1", "Results and what we learned"),
            ("p", "Plot results are in the data file. The standard mulch washed off in the first rain-on-snow "
                  "event in April. The October BFM plots germinated in a warm spell and the seedlings were "
                  "winter-killed, so a fall seeding that germinates before freeze-up is ruled out. Seeding into "
                  "BFM once the soil had cooled held the slope and gave the best cover. The straw blanket did "
                  "as well, but at three times the cost and it cannot be laid on the steepest sections safely."),
        ])),
        ("hwy43_plot_data.csv", text("""
plot,treatment,seeded (dd/mm/yyyy),pins read (dd/mm/yyyy),soil loss,silt fence kg,cover read (dd/mm/yyyy),cover,note
P1,H1,03/10/2023,22/04/2024,48 t/ha,611,25/06/2024,12%,worst - mulch gone after rain-on-snow
P2,H2,03/10/2023,22/04/2024,9 t/ha,118,25/06/2024,41%,seedlings winter-killed
P3,H3,14/11/2023,13/05/2024,6 t/ha,77,25/06/2024,74%,best
P4,H4,14/11/2023,13/05/2024,4 t/ha,52,25/06/2024,78%,blanket
""")),
        ("ministry_inspector_emails.txt", text("""
From: Dale Kowalchuk <dale.kowalchuk@gov.ab.ca>
To: Kelsey Lindqvist <kelsey@borealslope.ca>
Date: Tue, 12 Sep 2023 14:02:11 -0600
Subject: Hwy 43 realignment - slope stabilization

Kelsey, the prime contractor says the km 10-14 cuts won't be trimmed before October. The special provision
still needs temporary stabilization before winter and permanent cover next season. What can you offer?
Dale

-----
From: Kelsey Lindqvist
To: Dale Kowalchuk
Date: Thu, 14 Sep 2023 08:45:37 -0600
Subject: RE: Hwy 43 realignment - slope stabilization

Dale, we would like to run a side-by-side trial on the km 12 cut with four treatments, including a dormant
seeding in November. We'll read erosion pins after the melt and cover at the end of June.
Kelsey

-----
From: Dale Kowalchuk
To: Kelsey Lindqvist
Date: Thu, 18 Jul 2024 10:20:56 -0600
Subject: RE: Hwy 43 realignment - slope stabilization

Thanks for the memo. The dormant BFM plots look good on my June visit. I'll pass it to the environmental
group for the 2025 special provisions.
Dale
""")),
        ("grant_budget_reclamation_fund.xlsx", xlsx([
            ("budget", [
                ["Prairie Reclamation Innovation Fund - budget table", "", "", ""],
                ["Category", "Cash request", "In-kind", "Total"],
                ["Eligible costs - labour", 38000, 12000, 50000],
                ["Eligible costs - materials", 14500, 0, 14500],
                ["Capital equipment (hydroseeder tank upgrade)", 22000, 0, 22000],
                ["Travel", 3200, 800, 4000],
                ["Total", 77700, 12800, 90500],
            ]),
        ])),
    ],
    noise_files=["grant_budget_reclamation_fund.xlsx"],
)
# ---------------------------------------------------------------------------
# C06 robotic sanding of raised-panel cabinet doors with force control (kitchen cabinet maker, QC, 2024) -
#     asked in French, all evidence in English; an abrasives supplier quote PDF is noise; targets in the report
#     intro; methods in the passive voice; run results only in the CSV: the CAD-path position-controlled robot
#     (R1) worst at 23% rejects, active contact flange (R2), flange + laser-scan path correction (R3), lower
#     edge force (R4) best at 1.6%; a foam interface pad rounded the edges and was ruled out; reject rates of
#     R1/R2/R4 bound to their set-ups.
# ---------------------------------------------------------------------------
case(
    {
        "name": "cabinet_door_robotic_sanding_force_control",
        "language": "fr",
        "question": "Bonjour! Pourriez-vous rédiger les lignes 242, 244 et 246 du T661 ainsi qu'un logbook pour "
                    "notre projet de ponçage robotisé des portes d'armoires? Les fichiers sont en anglais : le "
                    "rapport de Jérôme, le fichier des essais, les courriels avec l'intégrateur et la soumission "
                    "d'Abrasifs Laurentiens.",
        "facts": {
            "242": [["4 minutes per door"], ["below 2%"], ["±1.5 mm"], ["six door profiles"]],
            "244": [["laser line profiler"], ["20 N"], ["raking light"], ["active contact flange"]],
            "246": [["23%"], ["1.6%"], ["rounded the edges"], ["4.6 min"]],
        },
        "dates": ["2024-02-12", "2024-02-26", "2024-03-11", "2024-03-25", "2024-04-15", "2024-05-06",
                  "2024-05-27", "2024-06-10", "2024-06-21"],
        "noise": ["Quote valid", "Net 45", "Unit price"],
        "bindings": [
            {"value": "23%", "subject": "R1", "others": ["R2", "R4"]},
            {"value": "9.0%", "subject": "R2", "others": ["R1", "R4"]},
            {"value": "1.6%", "subject": "R4", "others": ["R1", "R2"]},
        ],
    },
    [
        ("robot_sanding_report_jerome.docx", docx([
            ("title", "Robotic sanding of raised-panel doors - project report"),
            ("p", "Armoires Chaudière-Appalaches Inc., Sainte-Marie QC. Author: Jérôme Poulin, process engineer. "
                  "June 21, 2024."),
            ("h1", "1. Objectives"),
            ("p", "Hand sanding of raised-panel maple doors takes about 11 minutes per door and is our worst job "
                  "for wrist injuries. The objectives set for the robot cell were: 4 minutes per door or less, "
                  "a reject rate below 2% (sand-through on the profile edges or swirl marks seen at inspection), "
                  "and one program for all six door profiles without teaching each door by hand."),
            ("p", "The technical uncertainty: our doors are not flat. A glued-up door can be warped by ±1.5 mm "
                  "across its width, and the raised-panel profile has edges where the veneer of finish sanding "
                  "is only a few tenths of a millimetre deep. It was not known whether a robot could hold an "
                  "even contact on those edges without sanding through, when the door is not where the CAD file "
                  "says it is. The integrator had only done flat panels."),
            ("h1", "2. Work done"),
            ("p", "A six-axis robot with a 150 mm random-orbit sander was installed in March. Four set-ups were "
                  "compared on production doors, about 50 doors per run:"),
            ("b", "R1 - sanding path taken from the CAD profile, position control only."),
            ("b", "R2 - same path, sander mounted on an active contact flange holding a constant 20 N."),
            ("b", "R3 - as R2, and each door was scanned with a laser line profiler before sanding so the path "
                  "was corrected for warp."),
            ("b", "R4 - as R3, with the force dropped to 12 N on the profile edges."),
            ("p", "Every door was inspected under a raking light at 45 degrees after sealer, and sand-through and "
                  "swirl marks were counted by the finishing lead. A soft foam interface pad was also tried on R3 "
                  "doors to follow the profile better."),
            ("h1", "3. Results"),
            ("p", "The run-by-run numbers are in the trial file. Position control alone could not cope with the "
                  "warp. The foam interface pad rounded the edges of the raised panel, which the customer would "
                  "see, so it was ruled out. R4 met the reject target; its cycle time was 4.6 min per door, "
                  "still above the 4-minute goal, mostly because of the scan."),
        ])),
        ("sanding_runs_2024.csv", text("""
run,setup,date,doors,profile,sand_through,swirl,reject_rate,cycle_min,comment
1,R1,2024-04-15,52,Shaker + Cathedral,9,3,23%,3.9,worst run - edges cut through on warped doors
2,R2,2024-05-06,50,Shaker + Cathedral,3,2,9.0%,4.0,
3,R3,2024-05-27,49,all six,1,1,4.1%,4.6,
3b,R3 + foam pad,2024-05-27,20,Cathedral,0,0,0%,4.7,rounded the edges - rejected by design
4,R4,2024-06-10,61,all six,1,0,1.6%,4.6,best run
""")),
        ("integrator_emails_robot.txt", text("""
From: Marc-Antoine Bélanger <mabelanger@robotiquebeauce.ca>
To: Jérôme Poulin <jpoulin@armoiresca.ca>
Date: Mon, 12 Feb 2024 09:15:02 -0500
Subject: Cellule de ponçage / sanding cell - proposal

Jérôme, as discussed: the robot and sander can be installed for the week of March 11. Our flat-panel cells run
on position control. For your raised panels we suggest we try that first and add an active contact flange if
needed. Proposal attached.
Marc-Antoine

-----
From: Jérôme Poulin
To: Marc-Antoine Bélanger
Date: Mon, 26 Feb 2024 16:40:19 -0500
Subject: RE: Cellule de ponçage / sanding cell - proposal

OK for March 11. Please also quote the laser line profiler - I expect warp to be the problem.
Jérôme

-----
From: Marc-Antoine Bélanger
To: Jérôme Poulin
Date: Mon, 25 Mar 2024 11:02:48 -0400
Subject: RE: Cellule de ponçage / sanding cell - proposal

Cell is running on test doors. The flange is on order, delivery end of April.
""")),
        ("abrasifs_laurentiens_quote_Q2417.pdf", pdf(
            "Abrasifs Laurentiens Inc. | Quote Q-2417 | Customer: Armoires Chaudière-Appalaches", [
                ("title", "Quote Q-2417"),
                ("table", [
                    ["Item", "Description", "Qty", "Unit price", "Total"],
                    ["AL-150-180", "150 mm film disc, grit 180, 15 holes", "2,000", "0.62", "1,240.00"],
                    ["AL-150-240", "150 mm film disc, grit 240, 15 holes", "2,000", "0.62", "1,240.00"],
                    ["AL-IP-150", "Interface pad 150 mm, 10 mm soft", "10", "18.50", "185.00"],
                ]),
                ("p", "Quote valid 60 days. Terms Net 45. Freight prepaid over $1,000."),
            ])),
    ],
    noise_files=["abrasifs_laurentiens_quote_Q2417.pdf"],
)
# ---------------------------------------------------------------------------
# C07 bread from 100% sprouted whole wheat flour without a gummy crumb (artisan bakery, SK, 2024) - no noise
#     file; website marketing copy pasted into the baker's notebook is a noise span; the targets are in the
#     notebook's opening paragraph; the grain lab report is in the passive voice; bake results only in the
#     workbook: straight dough with 48 h flour (F1) worst, 24 h sprout (F2) failed the sprouted-kernel count,
#     hot bake (F4) still gummy, sourdough at pH 4.3 (F3) best; loaf volumes of F1/F3/F4 bound to their trials.
# ---------------------------------------------------------------------------
C07_COPY = ("Website copy (for Marisol, not the trials): \"At Field & Furrow we let every kernel wake up before "
            "it meets the mill. Wholesome goodness you can taste - find us at the Saskatoon Farmers' Market every "
            "Saturday!\" Follow us on Instagram for weekly specials.")
case(
    {
        "name": "sprouted_wheat_bread_gummy_crumb",
        "question": "Hi, can you make T661 lines 242, 244 and 246 and a logbook for our sprouted wheat bread "
                    "project? Attached are my baking notebook, the bake log workbook and the falling number "
                    "report from Prairie Grain Analytics.",
        "facts": {
            "242": [["100% sprouted"], ["4.0 mL/g"], ["slicer blades"], ["alpha-amylase"]],
            "244": [["falling number"], ["sourdough"], ["24-hour sprout"], ["230 °C"]],
            "246": [["4.1 mL/g"], ["3.2 mL/g"], ["62%"], ["still gummy"]],
        },
        "dates": ["2024-08-06", "2024-08-13", "2024-08-27", "2024-09-10", "2024-09-24", "2024-10-08",
                  "2024-10-22", "2024-11-05", "2024-11-19"],
        "noise": ["Wholesome goodness", "Farmers' Market", "Instagram"],
        "bindings": [
            {"value": "3.2 mL/g", "subject": "F1", "others": ["F3", "F4"]},
            {"value": "4.1 mL/g", "subject": "F3", "others": ["F1", "F4"]},
            {"value": "3.4 mL/g", "subject": "F4", "others": ["F1", "F3"]},
        ],
    },
    [
        ("baking_notebook_sprouted.md", text(f"""
# Sprouted wheat loaf - baking notebook (Marisol Ferreira, head baker)
Field & Furrow Bakery, Saskatoon

What we are after: a sandwich loaf made from 100% sprouted whole wheat flour (no white flour blended in, the
label says so), with a specific volume of at least 4.0 mL/g, a crumb that does not stick to the slicer blades
(right now we stop the slicer 3-4 times a shift to scrape it), and 7 days on the shelf. The problem is the
alpha-amylase: sprouting wakes up the enzymes that break starch, and the same enzyme activity that makes the
grain sweet turns the crumb gummy in the oven before it sets. Nobody sells a recipe for this - the books just
say "blend with regular flour", which we can't do.

## Aug 6
First bakes with the 48 h sprouted flour from Wheatland Malting, straight dough, our usual method (F1). Loaves
flat, crumb wet and gummy, stuck to the slicer. Sent a flour sample for falling number.

## Aug 13
Asked Wheatland for a 24-hour sprout lot. Also ordered a pH meter.

## Aug 27
Bake F2 with the 24-hour sprout flour: better volume, crumb OK. But Wheatland says many kernels barely
chitted - sent a sample to Prairie Grain to count sprouted kernels.

## Sept 10
F3: 48 h flour again, but as a sourdough - 30% of the flour fermented overnight with our rye starter, dough
pH brought down to 4.3 before baking. The idea: the enzyme quits in acid. Crumb set and sliced clean.

{C07_COPY}

## Sept 24
F4: 48 h flour, straight dough, oven at 230 °C instead of 210 °C for the first 15 min to kill the enzyme faster.
Crust too dark, inside still gummy. Not the way.

## Oct 8
Prairie Grain report back: the 24-hour flour only had 62% sprouted kernels - our certifier wants 75% for the
"sprouted" claim. F2 is out even if it bakes well.

## Oct 22 and Nov 5
F3 repeated twice on the production line, 120 loaves each. Slicer not stopped once.

## Nov 19
Shelf test of the Nov 5 F3 loaves finished: mould-free at day 7, a bit dry at day 8. Good enough.
""")),
        ("bake_log_sprouted_2024.xlsx", xlsx([
            ("flour lots", [
                ["lot", "sprout time", "received", "falling number (s)", "sprouted kernels"],
                ["WM-0712", "48 h", D("2024-08-06"), 98, "91%"],
                ["WM-0805", "24-hour sprout", D("2024-08-27"), 205, "62%"],
            ]),
            ("bakes", [
                ["trial", "date", "flour lot", "method", "dough pH", "specific volume", "slicer stops",
                 "crumb", "note"],
                ["F1", D("2024-08-06"), "WM-0712", "straight dough", 5.9, "3.2 mL/g", 4, "gummy", "worst"],
                ["F2", D("2024-08-27"), "WM-0805", "straight dough", 5.9, "3.9 mL/g", 1, "ok",
                 "fails sprouted claim"],
                ["F3", D("2024-09-10"), "WM-0712", "sourdough 30%", 4.3, "4.1 mL/g", 0, "set, clean slice",
                 "best"],
                ["F4", D("2024-09-24"), "WM-0712", "straight dough, 230 °C start", 5.9, "3.4 mL/g", 3,
                 "still gummy", "crust too dark"],
                ["F3", D("2024-10-22"), "WM-0712", "sourdough 30%, line", 4.3, "4.0 mL/g", 0, "clean slice", ""],
                ["F3", D("2024-11-05"), "WM-0712", "sourdough 30%, line", 4.2, "4.1 mL/g", 0, "clean slice",
                 "shelf test to day 8"],
            ]),
        ])),
        ("PGA_report_24-3391.pdf", pdf(
            "Prairie Grain Analytics Inc. | Saskatoon SK | Report 24-3391 | Client: Field & Furrow Bakery", [
                ("title", "Report 24-3391: falling number and sprouted kernel count"),
                ("p", "Report date: October 8, 2024."),
                ("h1", "Methods"),
                ("p", "Falling number was determined on the flour as received by AACC method 56-81.03 (7 g "
                      "sample, 14% moisture basis), in duplicate. Sprouted kernels were counted on 400 kernels "
                      "of the matching unmilled lot, a kernel being scored as sprouted when a rootlet or "
                      "visible chit was present."),
                ("h1", "Results"),
                ("table", [
                    ["Sample", "Falling number (s)", "Sprouted kernels"],
                    ["WM-0712 (48 h)", "98", "91%"],
                    ["WM-0805 (24 h)", "205", "62%"],
                ]),
                ("p", "A falling number below 150 s indicates high alpha-amylase activity. Samples were received "
                      "on August 13, 2024 (WM-0712) and September 10, 2024 (WM-0805)."),
            ])),
    ],
    noise_spans={"baking_notebook_sprouted.md": [C07_COPY]},
)
# ---------------------------------------------------------------------------
# C08 UV disinfection quartz sleeve fouling in hard, iron-bearing wastewater (town wastewater utility with its
#     engineering consultant, MB, 2024-25) - no noise file; a service-contract clause in an operator e-mail is a
#     noise span; targets in the pilot report intro; methods in the passive voice; sleeve results only in the
#     CSV: existing wipers (U1) worst at 61%, faster wiping (U2) 68%, wiper with phosphoric acid gel (U3) best
#     at 91%; switching the upstream coagulant to alum (U4) broke the phosphorus limit and was ruled out; sleeve
#     transmittance of U1/U2/U3 bound to their set-ups.
# ---------------------------------------------------------------------------
C08_CLAUSE = ("PS - pasted from the service contract you asked about: \"7.2 Limitation of liability. The Supplier "
              "shall not be liable for indirect or consequential loss. The Owner shall indemnify the Supplier "
              "against third-party claims. The lamp warranty is void where non-OEM cleaning chemicals are "
              "used.\"")
case(
    {
        "name": "uv_sleeve_fouling_hard_iron_effluent",
        "question": "We need T661 lines 242, 244 and 246 and a logbook for the UV sleeve fouling pilot at the "
                    "Steinbach plant. Files: the pilot report, the sleeve readings CSV and the e-mails with the "
                    "plant operator.",
        "facts": {
            "242": [["200 CFU/100 mL"], ["once every 30 days", "every 30 days"], ["iron or calcium"],
                    ["400 mg/L"]],
            "244": [["phosphoric acid gel"], ["every 15 minutes"], ["X-ray fluorescence"], ["alum"]],
            "246": [["61%"], ["91%"], ["1.4 mg/L"], ["mostly iron"]],
        },
        "dates": ["2024-10-07", "2024-10-09", "2024-11-04", "2024-11-06", "2024-12-04", "2024-12-09",
                  "2025-01-08", "2025-01-13", "2025-02-28"],
        "noise": ["Limitation of liability", "indemnify", "non-OEM"],
        "bindings": [
            {"value": "61%", "subject": "U1", "others": ["U2", "U3"]},
            {"value": "68%", "subject": "U2", "others": ["U1", "U3"]},
            {"value": "91%", "subject": "U3", "others": ["U1", "U2"]},
        ],
    },
    [
        ("uv_sleeve_pilot_report.pdf", pdf(
            "Red River Water Engineering Ltd. | Project 24-118 | UV sleeve fouling pilot | Final report", [
                ("title", "UV sleeve fouling pilot, Steinbach WWTP"),
                ("p", "Prepared for the City of Steinbach utilities department. February 28, 2025."),
                ("h1", "1. Objectives"),
                ("p", "The plant's UV channel must meet an effluent E. coli limit of 200 CFU/100 mL. Since the "
                      "new well field came on line, the quartz sleeves foul within a week and operators pull and "
                      "acid-clean all 96 sleeves by hand weekly. The objectives were to keep sleeve transmittance "
                      "above 85% with a manual cleaning needed only once every 30 days, while meeting the E. coli "
                      "limit and the 1.0 mg/L total phosphorus limit."),
                ("p", "The effluent is unusual: hardness near 400 mg/L as CaCO3, dissolved iron carried over from "
                      "ferric chloride dosing for phosphorus removal, and water at 4 to 6 °C in winter. It was not "
                      "known whether the deposit was iron or calcium, and the UV supplier's wiper system had not "
                      "been tested on water like this."),
                ("h1", "2. Method"),
                ("p", "One of the two UV banks was split into four 24-sleeve modules, and each module was run "
                      "with a different cleaning set-up for a 30-day period. Sleeve transmittance was measured on "
                      "three sleeves per module with a handheld UVT meter after 30 days. Deposits scraped from "
                      "fouled sleeves were analysed by X-ray fluorescence. Effluent E. coli was sampled weekly."),
                ("b", "U1 - existing mechanical wipers, once an hour."),
                ("b", "U2 - mechanical wipers every 15 minutes."),
                ("b", "U3 - mechanical-chemical wiper with a phosphoric acid gel reservoir, once an hour."),
                ("b", "U4 - existing wipers, with the upstream coagulant switched from ferric chloride to alum."),
                ("h1", "3. Findings"),
                ("p", "The deposit was mostly iron (62% Fe2O3) with about 18% calcium carbonate, so faster "
                      "wiping alone could not keep up. The acid gel wiper dissolved the iron film and was the only "
                      "set-up that met the 85% target. Alum reduced the iron, but effluent total phosphorus rose to "
                      "1.4 mg/L, above the limit, so that option is ruled out. Module results are in the sleeve "
                      "readings file."),
                ("p", "Recommendation: retrofit both banks with the acid gel wipers."),
            ])),
        ("sleeve_readings_2024_25.csv", text("""
module,setup,period_start,period_end,sleeve_T_day30,deposit,ecoli_max_CFU_100mL,TP_mg_L,note
M1,U1,2024-10-09,2024-11-06,61%,iron-rich,410,0.7,worst - limit exceeded twice
M2,U2,2024-10-09,2024-11-06,68%,iron-rich,260,0.7,
M3,U3,2024-11-06,2024-12-04,91%,trace,40,0.8,best
M4,U4,2024-11-06,2024-12-04,84%,calcium-rich,90,1.4,TP over limit
M3,U3,2024-12-09,2025-01-08,89%,trace,30,0.8,repeat in coldest water
""")),
        ("operator_emails_uv.txt", text(f"""
From: Curtis Friesen <cfriesen@steinbach.ca>
To: Natalie Okafor <nokafor@redriverwater.ca>
Date: Mon, 7 Oct 2024 07:58:21 -0500
Subject: UV sleeves again

Natalie, we pulled the sleeves again this morning, brown-orange film after 6 days. E. coli was 380 last week.
The guys are spending a full day a week on this. Can we try something this fall?
Curtis

-----
From: Natalie Okafor
To: Curtis Friesen
Date: Mon, 4 Nov 2024 13:12:44 -0600
Subject: RE: UV sleeves again

Curtis, thanks for setting up the modules. Please take the UVT readings on the 6th before we swap the
set-ups, and scrape one sleeve from M1 into the jar for the XRF.

{C08_CLAUSE}

-----
From: Curtis Friesen
To: Natalie Okafor
Date: Mon, 13 Jan 2025 09:30:05 -0600
Subject: RE: UV sleeves again

The acid gel module held up through the cold snap - 89% on the last read. Operators love not pulling it.
Curtis
""")),
    ],
    noise_spans={"operator_emails_uv.txt": [C08_CLAUSE]},
)
# ---------------------------------------------------------------------------
# C09 counting hail hits on asphalt shingle roofs from drone photos (insurance claims tech start-up, AB,
#     2024) - an insurer's customer newsletter is noise; the ±2 hits / 90% of roofs targets are in the intro
#     of the design doc; methods in the passive voice; results only in the evaluation workbook: the model
#     trained on US close-ups (V1) worst at 54%, retrained on Calgary roofs (V2) 77%, oblique flash pairs (V3)
#     best at 91%; a thermal camera showed nothing and was ruled out; blistering on old 3-tab shingles still
#     counted as hail; within-±2 rates of V1/V2/V3 bound to their model versions.
# ---------------------------------------------------------------------------
case(
    {
        "name": "drone_roof_hail_hit_counting",
        "question": "Hey, can you draft T661 lines 242, 244, 246 and a logbook for our hail damage model? "
                    "Attached: the design doc, the evaluation workbook, the e-mails with the field adjusters and "
                    "a copy of Chinook Mutual's customer newsletter (they are our pilot client).",
        "facts": {
            "242": [["8 hits"], ["±2 hits"], ["90% of roofs"], ["granule loss"]],
            "244": [["1,400 roof photos"], ["oblique flash"], ["thermal camera"], ["chalk-circled"]],
            "246": [["54%"], ["91%"], ["96%"], ["blistering"]],
        },
        "dates": ["2024-07-22", "2024-07-29", "2024-08-14", "2024-08-28", "2024-09-11", "2024-09-25",
                  "2024-10-23", "2024-11-06", "2024-11-18"],
        "noise": ["sump pump", "Bundle and save", "Clean your gutters"],
        "bindings": [
            {"value": "54%", "subject": "V1", "others": ["V2", "V3"]},
            {"value": "77%", "subject": "V2", "others": ["V1", "V3"]},
            {"value": "91%", "subject": "V3", "others": ["V1", "V2"]},
        ],
    },
    [
        ("hail_model_design_doc.docx", docx([
            ("title", "HailCount - design doc"),
            ("p", "Skyward Claims Analytics Inc., Calgary AB. Owner: Dev Mahajan, ML lead. Last updated November "
                  "18, 2024."),
            ("h1", "Problem and targets"),
            ("p", "After a hailstorm an adjuster climbs the roof, marks a 10 ft by 10 ft test square on each "
                  "slope and counts the hail hits in it; 8 hits or more in a test square on our pilot client's "
                  "guideline means a full replacement. The July 2024 Calgary storm produced more roofs than "
                  "adjusters could climb. Targets for HailCount: from drone photos, count hits per test square "
                  "within ±2 hits of the adjuster's count on at least 90% of roofs, and agree with the "
                  "adjuster's replace/repair decision on at least 95% of roofs."),
            ("p", "What we do not know: a hail hit on an asphalt shingle is a dark bruise where granules were "
                  "knocked off. Old shingles also show granule loss from age, blistering and foot traffic, and "
                  "these look alike in a top-down photo. The public hail datasets are close-up photos of new "
                  "US shingles, not drone photos of 20-year-old Prairie roofs."),
            ("h1", "Approach"),
            ("p", "Ground truth was taken from adjuster inspections: hits were chalk-circled by the adjuster, "
                  "counted, and the test square was photographed before and after chalking. Model versions were "
                  "compared on the same 150 roofs held out from training."),
            ("b", "V1 - segmentation model trained on the public close-up hail photos."),
            ("b", "V2 - V1 retrained on 1,400 roof photos from the July storm (Calgary, adjuster-labelled)."),
            ("b", "V3 - V2 with a second image per square taken with an oblique flash from a low angle, so "
                  "that the dents in the mat cast a shadow and bare granule loss does not."),
            ("p", "A thermal camera was also flown on 20 roofs on the idea that bruised mat heats differently."),
            ("h1", "Status"),
            ("p", "Results per version are in the evaluation workbook. The thermal images showed no usable "
                  "contrast at any time of day, so thermal was ruled out. V3 meets both targets on the "
                  "held-out set. Known weakness: blistering on 3-tab shingles older than about 15 years is "
                  "still counted as hail."),
        ])),
        ("hailcount_eval_2024.xlsx", xlsx([
            ("versions", [
                ["version", "evaluated", "roofs", "within ±2 hits", "decision agreement", "mean abs error (hits)",
                 "note"],
                ["V1", D("2024-08-28"), 150, "54%", "81%", 4.1, "worst"],
                ["V2", D("2024-09-25"), 150, "77%", "90%", 2.3, ""],
                ["V3", D("2024-10-23"), 150, "91%", "96%", 1.2, "best"],
            ]),
            ("V3 errors", [
                ["roof", "shingle", "age (yr)", "adjuster hits", "V3 hits", "cause"],
                ["R-0133", "3-tab", 22, 3, 9, "blistering counted as hail"],
                ["R-0087", "3-tab", 17, 5, 10, "blistering counted as hail"],
                ["R-0140", "laminated", 8, 11, 7, "hits hidden by shadow of vent"],
            ]),
        ])),
        ("field_adjuster_emails.txt", text("""
From: Brenda Halvorson <bhalvorson@chinookmutual.ca>
To: Dev Mahajan <dev@skywardclaims.ca>
Date: Mon, 22 Jul 2024 18:40:03 -0600
Subject: storm claims

Dev, we have 3,800 roof claims from Saturday's storm and six adjusters. If your drone tool can count test
squares we'd pilot it. Our rule is 8 hits per square for replacement.
Brenda

-----
From: Dev Mahajan
To: Brenda Halvorson
Date: Mon, 29 Jul 2024 09:12:55 -0600
Subject: RE: storm claims

Brenda, we'd need your adjusters' counts as ground truth. Could they chalk-circle the hits and take a photo of
each test square before and after? Our drone team can fly the same roofs the same week.
Dev

-----
From: Brenda Halvorson
To: Dev Mahajan
Date: Wed, 14 Aug 2024 11:05:30 -0600
Subject: RE: storm claims

1,400 labelled squares uploaded to your drive. More coming.

-----
From: Dev Mahajan
To: Brenda Halvorson
Date: Wed, 11 Sep 2024 16:22:10 -0600
Subject: flash trial

We are flying an oblique flash rig on Friday and a thermal camera on a few roofs next week.

-----
From: Brenda Halvorson
To: Dev Mahajan
Date: Wed, 6 Nov 2024 08:51:47 -0700
Subject: RE: results

The 96% decision agreement is better than our own desk reviews. Let's go live for the spring storms.
""")),
        ("chinook_mutual_newsletter_fall2024.md", text("""
# Chinook Mutual - Home & Auto News, Fall 2024

## Get ready for winter
Clean your gutters after the leaves drop and check that your sump pump discharge line is not frozen shut.

## Storm season recap
Our claims team handled a record number of hail claims this summer. Thank you for your patience.

## Bundle and save
Insure your home and vehicles with us and save up to 15%. Call your broker today.
""")),
    ],
    noise_files=["chinook_mutual_newsletter_fall2024.md"],
)
# ---------------------------------------------------------------------------
# C10 roasted (torrefied) Sitka spruce guitar tops that do not crack in dry Prairie winters (acoustic guitar
#     maker, BC, 2024-25) - a tonewood price list CSV is noise; targets in the opening paragraph of the workshop
#     notes; the university wood lab report is in the passive voice; results in the chamber workbook: untreated
#     tops (W1) worst (3 of 6 cracked), 185 °C (W3) best (0 of 6, 0.19%), 210 °C (W4) lost strength and split
#     during bending (ruled out); swelling of W1/W2/W3 bound to their treatments.
# ---------------------------------------------------------------------------
case(
    {
        "name": "torrefied_spruce_guitar_top_cracking",
        "question": "Please prepare T661 lines 242, 244 and 246 and a logbook for our roasted top project. "
                    "Files: my workshop notes, the humidity chamber workbook, the test report from the UBC "
                    "wood lab and our supplier's tonewood price list.",
        "facts": {
            "242": [["20% RH"], ["0.25% per 10% RH"], ["2.8 mm tops"], ["gets brittle"]],
            "244": [["185 °C"], ["humidity chamber"], ["three-point bending"], ["book-matched"]],
            "246": [["0.19%"], ["3 of 6"], ["28% lower"], ["0 of 6"]],
        },
        "dates": ["2024-09-09", "2024-09-23", "2024-10-07", "2024-10-28", "2024-11-25", "2025-01-13",
                  "2025-01-20", "2025-02-03", "2025-02-17"],
        "noise": ["Master grade", "bear claw", "flat-rate shipping"],
        "bindings": [
            {"value": "0.34%", "subject": "W1", "others": ["W2", "W3"]},
            {"value": "0.27%", "subject": "W2", "others": ["W1", "W3"]},
            {"value": "0.19%", "subject": "W3", "others": ["W1", "W2"]},
        ],
    },
    [
        ("workshop_notes_roasted_tops.md", text("""
# Roasted tops - workshop notes (Ewan Tait)
Slocan Valley Guitars, Nelson BC

Why: we get warranty claims for cracked tops every winter from Alberta, Saskatchewan and Manitoba - about 3% of
the guitars we ship there - because houses sit at 20% RH or lower for months. Goal: a top that survives 8 cycles
of 65% to 20% RH in the chamber with no cracks, moves no more than 0.25% per 10% RH across the grain, and keeps
the stiffness and tap tone we like. Roasting (torrefaction) is supposed to make wood take up less water, but
the commercial roasted tops we tried were inconsistent and nobody publishes a schedule for 2.8 mm tops - too hot
and the wood gets brittle and cracks on its own. Don't know where that line is.

## 2024-09-09
Talked to Dr. Ines Moreau at the UBC wood lab. They have an oven with nitrogen purge and a humidity chamber. We
send them book-matched top sets, one half roasted, other half left raw as its own control.

## 2024-09-23
Cut 24 book-matched sets from one Sitka billet lot. Four treatments: W1 untreated, W2 160 °C 4 h, W3 185 °C
3 h, W4 210 °C 2 h. Six tops each.

## 2024-10-07
Roasted tops back from UBC. W4 is dark chocolate and smells like coffee. W3 honey-brown.

## 2024-10-28
Braced all tops (same X pattern, hide glue). One W4 top split along the grain while bending it into the dish
- bad sign.

## 2024-11-25
Tops in the UBC chamber, 8 cycles planned.

## 2025-01-20
Chamber done. W1: 3 of 6 tops cracked, W3: 0 of 6. W2 had one small crack at the soundhole. Swelling numbers in
the workbook.

## 2025-02-03
UBC bending results: W4 MOR 28% lower than its raw halves. Not usable. W3 is the one - tap tone a bit brighter,
Ewan and Josie both like it.
""")),
        ("humidity_chamber_results.xlsx", xlsx([
            ("swelling", [
                ["treatment", "roast", "tops", "swelling across grain per 10% RH", "tops cracked after 8 cycles",
                 "note"],
                ["W1", "untreated", 6, "0.34%", "3 of 6", "worst"],
                ["W2", "160 °C, 4 h", 6, "0.27%", "1 of 6", "small soundhole crack"],
                ["W3", "185 °C, 3 h", 6, "0.19%", "0 of 6", "best"],
                ["W4", "210 °C, 2 h", 5, "0.14%", "0 of 5", "one top split in bracing, not cycled"],
            ]),
            ("cycles", [
                ["cycle", "start", "RH high", "RH low", "hold (days)"],
                [1, D("2024-11-25"), "65%", "20%", 3],
                [8, D("2025-01-13"), "65%", "20%", 3],
            ]),
        ])),
        ("UBC_woodlab_report_TT-25-04.pdf", pdf(
            "UBC Wood Products Laboratory | Report TT-25-04 | Client: Slocan Valley Guitars", [
                ("title", "Hygroscopic and mechanical properties of roasted Sitka spruce tops"),
                ("p", "Report date: February 17, 2025. Investigator: I. Moreau."),
                ("h1", "Methods"),
                ("p", "Book-matched Sitka spruce top sets (2.8 mm) were supplied by the client. One half of each "
                      "set was roasted under nitrogen at 160, 185 or 210 °C and the other half was kept as a raw "
                      "control. Dimensional change across the grain was measured with a dial gauge after "
                      "equilibrium at 65% and 20% RH. Tops were cycled eight times between 65% and 20% RH in a "
                      "humidity chamber at 21 °C. Strips cut from offcuts were tested in three-point bending to "
                      "obtain modulus of elasticity (MOE) and modulus of rupture (MOR)."),
                ("h1", "Results"),
                ("table", [
                    ["Roast", "MOE change vs raw", "MOR change vs raw"],
                    ["160 °C", "+2%", "-6%"],
                    ["185 °C", "+4%", "-11%"],
                    ["210 °C", "+1%", "28% lower"],
                ]),
                ("p", "The 210 °C roast reduced strength to a level at which the thin tops failed during handling. "
                      "The 185 °C roast lowered swelling by about 44% with a moderate loss of strength."),
            ])),
        ("tonewood_price_list_2025.csv", text("""
item,species,grade,price_CAD,notes
ST-AAA,Sitka spruce top set,AAA,95.00,
ST-MG,Sitka spruce top set,Master grade,165.00,bear claw figure on request
ET-AA,Engelmann spruce top set,AA,80.00,
AD-AAA,Adirondack spruce top set,AAA,210.00,
SHIP,Shipping,,18.00,flat-rate shipping within Canada
""")),
    ],
    noise_files=["tonewood_price_list_2025.csv"],
)


# ============================================================================ end of cases

if __name__ == "__main__":
    main()
