#!/usr/bin/env python3
"""Builds the multi-file evidence cases of the twelfth first-contact set (evidence_multi_first_12).

Run:  python3 make_files.py
Needs: python-docx, openpyxl, reportlab (standard fonts only).
Writes every evidence file of every case into this folder, then cases.json (all cases registered so far).

Each case asks for T661 lines 242, 244, 246 and a logbook from 4 to 6 files of mixed formats. Case metadata
(facts, dates, noise, bindings) sits next to the content it refers to. Two kinds of noise are registered for
verify.py (which imports this module; files are only written when run):
  NOISE_FILES[case]  -> whole files that are not work records (vendor invoice, supplier quote, dealer price
                        list, retail marketing copy, wine club newsletter, supply contract excerpt, board
                        minutes, HR / staff notes, a staffing plan DOCX);
  NOISE_SPANS[case]  -> {file: [paragraphs]} non-record paragraphs INSIDE a record file (an admin or HR aside in
                        dev / design notes, a staffing aside in a cellar log, a trade-show PS in an e-mail).
NOT_ENTRIES[case]   -> dates that occur in record files but are not work entries (calibration dates, last
                        season's dates, certificate expiry); verify.py only uses it to silence its stray-date
                        warnings. They are deliberately absent from "dates".
Date conventions used on purpose: ISO, "Nov 25", "Mon Dec 2", "March 4, 2025", "28-Oct-24", "2024.09.16"
(dotted ISO in an engineer's notes), dd.mm.yy in a cellar log (stated in its header), "Mon 15 Jul" in shift
notes, chatty forms such as "Sat. Sept 14th", "Monday Oct. 7" and "Oct 11 (Fri)", dates inside the first
sentence of an entry, periods ("Jan 27 - Feb 14", "Jun 23-26", "December 9 to 11": the entry is the first
day), bold "**Oct 21**" headings, a DOCX timeline table, and workbook date cells stored as real Excel dates with
a display format. One fermentation CSV counts days from inoculation only. Some content is deliberately undated.
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
        wb.properties.creator = "evidence_multi_first_12"
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
# C01 inferring which streets were really plowed from sparse contractor GPS pings for a city's public plow
#     map (municipal software vendor, ON, 2024-25) - the AVL vendor's invoice PDF is noise (not named) and an
#     admin paragraph inside the dev notes is noise; targets from the roads supervisor and the uncertainty in
#     the developer's reply; markdown notes with ISO, "Nov 25", "Mon Dec 2" headings, an entry dated inside
#     its first sentence and a period heading ("Jan 27 - Feb 14"); eval CSV with ISO dates; storms on sheet 1,
#     audit outcomes only on sheet 2; the buffer map (R1) counted deadheading, HMM + speed rule (R2) picked
#     the wrong parallel street; close precision values R3/R4/R5
# ---------------------------------------------------------------------------
C01_ADMIN = ("Admin, not dev: Marc says the phase 2 PO waits for the budget vote in January. Owen is off from "
             "the 23rd through New Year. Renew the reserved instance for the tile server before it lapses, and "
             "forward the tracker bill to the City - it is theirs, not ours.")
case(
    {
        "name": "snowplow_gps_plowed_street_inference",
        "question": "Please draft T661 lines 242, 244 and 246 and a logbook for our plow map project with the "
                    "City of Timberlake. Attached: Priya's dev notes, the evaluation runs CSV, the beta "
                    "workbook and the e-mails with Marc Gauthier. There's also a RoadTrack PDF the City sent us.",
        "facts": {
            "242": [["at least 95%"], ["at least 90%"], ["within 10 minutes"], ["every 30 seconds"],
                    ["1 to 5 second"]],
            "244": [["Newson-Krumm", "hidden Markov"], ["route book"], ["leave-one-storm-out"], ["dashcam"],
                    ["XGBoost", "gradient boosted"]],
            "246": [["71.3%"], ["86.9%"], ["1 time in 6"], ["95.4%"], ["6.5 min"]],
        },
        "dates": ["2024-11-04", "2024-11-06", "2024-11-18", "2024-11-25", "2024-12-02", "2024-12-16",
                  "2025-01-06", "2025-01-20", "2025-01-27", "2025-01-28", "2025-02-04", "2025-02-12",
                  "2025-02-14", "2025-02-28"],
        "noise": ["Airtime", "Auto-renews", "reserved instance"],
        "bindings": [
            {"value": "93.1%", "subject": "R3", "others": ["R2", "R4"]},
            {"value": "96.2%", "subject": "R4", "others": ["R3", "R5"]},
            {"value": "95.4%", "subject": "R5", "others": ["R4", "R3"]},
        ],
    },
    [
        ("timberlake_plow_map_emails.txt", text("""
From: Marc Gauthier <mgauthier@timberlake.ca>
To: Priya Natarajan <priya@tracklightcivic.ca>
Date: Mon, 4 Nov 2024 08:12 -0500
Subject: plow map - what we need this winter

Priya,
As discussed at the AMO session. Last winter the "Where's my plow" map on the City site showed whole
neighbourhoods green (plowed) when all that happened was a contractor truck drove through with the blade up
on its way to its own route. Council got the emails, 311 got 1,900 calls in January alone, and people stopped
trusting the map.

Situation: 51 trucks on a big storm. Our own 22 trucks have blade-down sensors on the AVL. The 29 contractor
trucks only carry the RoadTrack puck, which reports a GPS position every 30 seconds and nothing else. The
contracts don't let us add hardware to their trucks before 2026.

What I need:
- a street segment shown as plowed has to have actually been plowed at least 95% of the time;
- it has to catch at least 90% of the segments that were actually plowed, or the map is useless the other way;
- a segment should turn green within 10 minutes of the pass;
- no new hardware on contractor trucks.
Marc Gauthier, Roads Operations Supervisor, City of Timberlake

-----
From: Priya Natarajan <priya@tracklightcivic.ca>
To: Marc Gauthier <mgauthier@timberlake.ca>
Date: Wed, 6 Nov 2024 17:40 -0500
Subject: RE: plow map - what we need this winter

Marc, thanks - we'll take it on, but here is what I don't know yet.

With one position every 30 seconds a plow doing 40 km/h moves about 330 m between fixes, which is longer than
most of your downtown blocks. The standard way to put GPS traces on streets is hidden Markov map-matching
(the Newson-Krumm method and its variants), and everything published on it uses 1 to 5 second sampling. At
30 s in a grid where parallel streets are 80 m apart, I don't know whether it can tell which of two streets
the truck took. Second, with no blade signal we have to infer plowing from how the truck moves, and the
two overlap: trucks deadhead slowly through residential streets and plow at 40-50 km/h on arterials. The
RoadTrack map just colours every segment within 25 m of a ping, which is why it showed deadheading as plowed.

Your 22 sensor trucks help: we can use their blade signal as ground truth, degrade their 1 Hz GPS to 30 s,
and see what is recoverable. For the contractor trucks we'll need dashcam footage to check against. I can't
promise 95% from position alone until we've tried.
Priya Natarajan, Lead Developer, Tracklight Civic Software Inc., Sudbury

-----
From: Marc Gauthier
Date: February 28, 2025 3:05 PM
To: Priya Natarajan
Subject: RE: beta wrap-up

Priya, the dashcam audits from the three storms look good and 311 noticed - the "map says plowed but it
isn't" calls dropped to a handful. We'll switch the public map over to your layer for March and put the
full rollout in the 2025-26 budget.
Marc
""")),
        ("plow_map_dev_notes.md", text(f"""
# Timberlake plow map - dev notes (P. Natarajan, O. Beck)

Data: last winter's AVL, 38 storm days, 51 trucks. Network 9,412 centreline segments (2,840 km). City trucks
(22): 1 Hz GPS + blade-down sensor -> ground truth, positions thinned to one every 30 seconds to look like a
contractor puck. Contractor trucks (29): 30 s pings only; ground truth from dashcam footage (6 trucks, 14 storm
days, reviewed by hand, 3,106 segment passes).
Eval: leave-one-storm-out (train on the other storms, score the held-out storm). Precision = share of segments
we show as plowed that really were; recall = share of really plowed segments we show. Runs in eval_runs.csv.

## 2024-11-18
R1 = what the RoadTrack map does: any segment within 25 m of any ping = plowed. Precision 71.3%, recall 96%.
Nearly all the false greens are deadheading and the cross streets at every intersection a truck passes.

## Nov 25
R2 = HMM map-matching (Newson-Krumm style: emission = distance to segment, transition = route distance vs
straight-line distance), then "plowed" if the matched traversal speed is 45 km/h or less. Precision 86.9%,
recall 81.5%. Two problems: downtown the matcher takes the wrong one of two parallel streets about 1 time in 6
at 30 s spacing, and the speed rule throws away arterial plowing at 50.

## Mon Dec 2
R3 = R2 + route book prior. Every truck has an assigned route (the route books the supervisors hand out);
transitions that stay on the truck's own route get a bonus in the HMM, and segments off-route need stronger
evidence. Precision 93.1%, recall 90.4%. Parallel-street errors down to about 1 in 25. Still thin on
arterials and on trucks helping on another route.

On Dec 16 we swapped the speed rule for a learned blade-state classifier: XGBoost (gradient boosted trees) on
features per matched traversal - speed between fixes, stops, heading changes, road class, on/off own route,
first or repeat pass, snow since last pass (hourly EC station). R4 trained on the city trucks' blade signal.
On city trucks (30 s thinned) precision 96.2%, recall 92.7%. On the contractor dashcam set only 91.0%: the
contractors deadhead slower and plow their cul-de-sacs differently. City trucks don't look like contractor
trucks.

{C01_ADMIN}

## 2025-01-06
R5 = R4 + per-truck self-training. For each contractor truck, first passes on its own route during the first
3 hours of a storm are taken as blade-down examples, long repeat passes on arterials off-route as blade-up,
and the classifier is refit per truck with those added. Contractor dashcam set: precision 95.4%, recall 91.1%.
City trucks 96.4% / 92.9%. First time both targets are met on the contractor trucks.

## Jan 20
Load test on the City's VM (4 vCPU) replaying the Jan 2024 ice storm at real time, 51 trucks. Pipeline runs
every 2 min. Median ping-to-map 6.5 min, p95 9.4 min. Inside 10.

## Jan 27 - Feb 14 public beta
R5 behind a "beta" toggle on the public map from Jan 27. Dashcam audits on every storm; storms and audit numbers
in the beta workbook.

Open: sanders with no plow mounted still look like plowing to the classifier - city marks them in the AVL,
contractors don't.
""")),
        ("eval_runs.csv", text("""
run,date,variant,method,eval_set,segment_passes,precision,recall,notes
r01,2024-11-18,R1,25 m buffer around every ping (RoadTrack map),city trucks thinned to 30 s,41870,71.3%,96.0%,deadheading + cross streets
r02,2024-11-25,R2,HMM map-matching + speed rule 45 km/h,city trucks thinned to 30 s,41870,86.9%,81.5%,wrong parallel street ~1 in 6 downtown
r03,2024-12-02,R3,R2 + route book prior,city trucks thinned to 30 s,41870,93.1%,90.4%,parallel errors ~1 in 25
r04,2024-12-16,R4,R3 + XGBoost blade-state classifier,city trucks thinned to 30 s,41870,96.2%,92.7%,trained on city blade sensors
r04b,2024-12-16,R4,R3 + XGBoost blade-state classifier,contractor dashcam set,3106,91.0%,90.2%,contractors drive differently
r05,2025-01-06,R5,R4 + per-truck self-training on own route,contractor dashcam set,3106,95.4%,91.1%,both targets met
r05b,2025-01-06,R5,R4 + per-truck self-training on own route,city trucks thinned to 30 s,41870,96.4%,92.9%,
""")),
        ("plow_map_beta_winter2025.xlsx", xlsx([
            ("storms", [
                ["Public beta (R5 layer) - storms covered", None, None, None, None],
                ["storm date", "snowfall (cm)", "city trucks", "contractor trucks", "segments passed"],
                [D("2025-01-28", "mmm d, yyyy"), 18, 22, 29, 7410],
                [D("2025-02-04", "mmm d, yyyy"), 11, 21, 24, 5122],
                [D("2025-02-12", "mmm d, yyyy"), 26, 22, 29, 8930],
                ["beta closed", D("2025-02-14", "mmm d, yyyy"), None, None, None],
            ]),
            ("audit", [
                ["Dashcam audit of contractor trucks + 311 calls ('shown plowed, not plowed')", None, None, None,
                 None, None],
                ["storm date", "audited passes", "precision", "recall", "ping-to-map p95 (min)", "311 calls"],
                [D("2025-01-28", "mmm d, yyyy"), 640, "95.0%", "90.8%", 9.1, 4],
                [D("2025-02-04", "mmm d, yyyy"), 412, "96.1%", "91.5%", 7.8, 1],
                [D("2025-02-12", "mmm d, yyyy"), 705, "95.3%", "90.3%", 9.6, 3],
                ["3 storms", 1757, "95.4%", "90.8%", 9.6, "8 (57 same storms last winter)"],
            ]),
        ])),
        ("RoadTrack_invoice_RT-40981.pdf", pdf(
            "RoadTrack Telematics Inc. | Barrie ON | INVOICE RT-40981", [
                ("title", "Invoice RT-40981"),
                ("p", "Bill to: City of Timberlake, Accounts Payable (Roads Operations). Account TL-0031. "
                      "Billing period: January 2025."),
                ("table", [
                    ["Item", "Description", "Qty", "Unit (CAD)", "Amount (CAD)"],
                    ["AIR-30", "Airtime, 30 s reporting plan, per unit per month", "29", "$18.50", "$536.50"],
                    ["PLT-M", "Fleet map platform licence, monthly", "1", "$420.00", "$420.00"],
                    ["PUCK-R", "Replacement GPS puck, installed", "2", "$189.00", "$378.00"],
                ]),
                ("p", "Subtotal $1,334.50. HST 13% $173.49. Total $1,507.99. Platform licence Auto-renews "
                      "annually unless cancelled 60 days before term end. Late payment charge 1.5% per month."),
            ])),
    ],
    noise_files=["RoadTrack_invoice_RT-40981.pdf"],
    noise_spans={"plow_map_dev_notes.md": [C01_ADMIN]},
)


# ---------------------------------------------------------------------------
# C02 plant-based anticaking coating for granular potash (fertilizer coatings company, SK, 2024) - September
#     board minutes are noise (named loosely in the question); DOCX report with Background / Targets /
#     Technical uncertainty / Approach / Results / Status headings and a dated preparation line; pilot-drum
#     shift notes with "Mon 15 Jul" style dates and a year in the header only; two-sheet workbook (coating runs,
#     then chamber / dust / cold results only on sheet 2); outside lab PDF for the final coatings with ISO
#     dates; canola oil alone (K1) caked, lignosulfonate (K2) made it worse, plain wax (K3) flaked in the cold;
#     close caking values K0/K3/K4
# ---------------------------------------------------------------------------
case(
    {
        "name": "potash_granule_plant_based_anticaking",
        "question": "I need T661 lines 242, 244 and 246 and a logbook for the KPC-7 anticaking coating "
                    "(amine-free coating for granular potash). Attached: Jordan's report, the pilot drum shift "
                    "notes, the trials workbook and the PMTL lab report. The board minutes from September are in "
                    "the folder as well.",
        "facts": {
            "242": [["no more than 10%"], ["100 ppm"], ["1.5 kg/t"], ["critical relative humidity"],
                    ["crystal habit"]],
            "244": [["hydrogenated canola wax"], ["lecithin"], ["Heubach"], ["90% RH"], ["-30 °C"]],
            "246": [["46%"], ["58%"], ["160 ppm", "flaked"], ["7.8%"], ["64 ppm"]],
        },
        "dates": ["2024-07-08", "2024-07-15", "2024-07-17", "2024-07-22", "2024-08-19", "2024-08-26",
                  "2024-09-03", "2024-09-09", "2024-09-10", "2024-09-11", "2024-10-09", "2024-10-15", "2024-10-18"],
        "noise": ["line of credit", "engagement letter", "Motion carried"],
        "bindings": [
            {"value": "9.1%", "subject": "K0", "others": ["K4", "K3"]},
            {"value": "14.2%", "subject": "K3", "others": ["K4", "K0"]},
            {"value": "7.8%", "subject": "K4", "others": ["K3", "K0"]},
        ],
    },
    [
        ("KPC7_anticaking_coating_report.docx", docx([
            ("title", "KPC-7 Amine-Free Anticaking Coating for Granular Potash - Development Report"),
            ("p", "Wascana Agri-Coatings Inc., Regina SK. Prepared by Jordan Kowalchuk, Process Chemist, "
                  "18 October 2024. Pilot drum operators: D. Lavallee, S. Mireau."),
            ("h1", "Background"),
            ("p", "Granular potash (KCl, 2-4 mm) is normally treated at the mine with a fatty amine dissolved in "
                  "mineral oil: the amine against caking, the oil to hold down dust. Our customer, a mid-size "
                  "Saskatchewan producer, has a growing market of organic blenders in BC and California who can "
                  "only use mined potash with no synthetic anticaking agent on it. Their uncoated product cakes in "
                  "bulk storage at the Vancouver terminal and in 1-tonne bags, and arrives dusty."),
            ("h1", "Targets"),
            ("b", "caking index no more than 10% after 4 weeks of humidity cycling under load (K0, the plant's "
                  "amine/oil coating, is about 9%);"),
            ("b", "dust after attrition no more than 100 ppm (Heubach, after the drum attrition step);"),
            ("b", "total coating 1.5 kg/t or less - the limit of the mine's spray system and of the cost the "
                  "customer will carry;"),
            ("b", "no amine and no mineral oil; all components acceptable to the organic certifier;"),
            ("b", "no flaking or dust increase after the product has been through rail transit at -30 °C."),
            ("h1", "Technical uncertainty"),
            ("p", "Potash cakes because each time the humidity in a pile rises above the critical relative "
                  "humidity of KCl (about 84% at 30 C), water condenses at the contact points between granules "
                  "and dissolves a little salt; when the air dries again that brine recrystallizes into solid "
                  "bridges. The amine works less as a water barrier than by adsorbing onto the KCl crystal "
                  "faces and changing the crystal habit of the salt that recrystallizes, so the bridges come out "
                  "weak and powdery. Plant oils and waxes are hydrophobic but do not adsorb on KCl the same way. "
                  "We found no published work on a non-amine coating that holds caking at amine levels under "
                  "cyclic humidity, and waxes that coat well at 60 C tend to turn brittle in a Prairie winter. "
                  "We did not know whether a hydrophobic film alone could stop the bridges, or what a "
                  "plant-derived material could do in place of the amine's effect on crystal habit."),
            ("h1", "Approach"),
            ("p", "Coatings applied on the 200 kg pilot drum (D-2) to granules reheated to 60 C, as at the mine's "
                  "dryer discharge. Caking: 4-week humidity cycling in the in-house chamber, 12 h at 90% RH / "
                  "30 C then 12 h at 40% RH / 35 C, 500 g under 28 kPa (a 10 m pile), caking index = % of the "
                  "sample remaining as lumps on a 6.3 mm sieve after a 1 m drop. Dust: drum attrition 10 min, "
                  "then Heubach dustmeter. Cold: 3 cycles -30 °C / +20 C, then dust again. Final coatings "
                  "confirmed at Prairie Materials Testing Ltd. (PMTL)."),
            ("n", "K0 - reference: plant coating, 80 g/t octadecylamine in 1.1 kg/t mineral oil."),
            ("n", "K1 - food-grade canola oil 1.2 kg/t."),
            ("n", "K2 - canola oil 1.2 kg/t + calcium lignosulfonate 0.4 kg/t (binder for fines)."),
            ("n", "K3 - hydrogenated canola wax 1.2 kg/t, hot-sprayed at 85 C."),
            ("n", "K4 - hydrogenated canola wax 1.0 kg/t blended with soy lecithin 0.3 kg/t, hot-sprayed."),
            ("h1", "Results"),
            ("table", [
                ["Coating", "Caking index", "Dust after attrition", "Dust after -30 C cycling", "Where"],
                ["K0", "9.1%", "48 ppm", "55 ppm", "PMTL"],
                ["K1", "46%", "85 ppm", "-", "in-house"],
                ["K2", "58%", "70 ppm", "-", "in-house"],
                ["K3", "14.2%", "52 ppm", "160 ppm", "PMTL"],
                ["K4", "7.8%", "58 ppm", "64 ppm", "PMTL"],
            ]),
            ("h1", "Status"),
            ("p", "Oil alone does not stop caking: K1 caked at 46% - the granules were water-repellent at first "
                  "but the bridges still formed. The lignosulfonate in K2 pulled moisture in and made it worse "
                  "(58%). Wax alone (K3) came close at 14.2%, but the film flaked off after cold cycling and the "
                  "dust rose to 160 ppm. K4, wax with lecithin, reached a caking index of 7.8% at PMTL, better than "
                  "the amine reference K0 at 9.1%, and held dust at 64 ppm after -30 °C cycling. Total coating "
                  "1.3 kg/t. Not yet known: how K4 behaves on the mine's full-scale spray ring and after a "
                  "full season in the Vancouver terminal."),
        ])),
        ("pilot_drum_shift_notes.txt", text("""
PILOT DRUM D-2 - KPC-7 runs - shift notes 2024
(200 kg lots of plant granular from lot GR-2406, reheated to 60 C in the rotary before coating)

Mon 8 Jul   K0 reference lot. amine melt 80 g/t into 1.1 kg/t oil, sprayed at 70 C. normal, smells like the
            mine. 3 x 500 g pulled for chamber + 2 kg retain. DL
Mon 15 Jul  K1 canola oil 1.2 kg/t cold spray. granules dark + shiny, flows fine. retains pulled. SM
Wed 17 Jul  K2 canola + Ca lignosulfonate (made 40% soln, sprayed second nozzle). lignosulfonate nozzle
            plugged twice, had to flush with hot water. coating looks blotchy. DL
Mon 22 Jul  chamber loaded K0 K1 K2 (3 cells each, 28 kPa weights). cycle 90/40 RH started 14:00. SM
Mon 19 Aug  chamber out after 4 wks. K1 and K2 cells came out as bricks, had to break them with the
            mallet. K0 mostly free flowing. sieve + drop done, numbers to Jordan. K2 worst. DL
Mon 26 Aug  K3 - hydrogenated canola wax, melt tank at 85 C, heat traced line. first 20 min wax froze in
            the nozzle (line trace not on). after that good even coat, granules dull white. SM
Tue 3 Sep   K3 cold box -30 three nights, back to room each day. drum attrition after: fine white flakes
            in the dust pan. Heubach 160. Jordan says wax on its own too brittle. DL
Mon 9 Sep   K4 - wax 1.0 + soy lecithin 0.3 kg/t, lecithin blended into the wax melt at 85 C, stirred 30 min.
            sprays same as K3. coat looks smoother, less white. SM
Tue 10 Sep  K0, K3, K4 - 5 kg each bagged + sent to PMTL Saskatoon for the 4 wk cycling + dust + cold. DL
""")),
        ("kpc7_trials_2024.xlsx", xlsx([
            ("coating_runs", [
                ["KPC-7 pilot drum coating runs (D-2, 200 kg lots, granules at 60 C)", None, None, None, None,
                 None],
                ["code", "run date", "coating", "rate (kg/t)", "spray temp (C)", "notes"],
                ["K0", D("2024-07-08", "d-mmm-yy"), "octadecylamine 80 g/t in mineral oil 1.1 kg/t", 1.18, 70,
                 "plant reference"],
                ["K1", D("2024-07-15", "d-mmm-yy"), "canola oil", 1.2, 20, ""],
                ["K2", D("2024-07-17", "d-mmm-yy"), "canola oil + Ca lignosulfonate", 1.6, 20,
                 "nozzle plugging"],
                ["K3", D("2024-08-26", "d-mmm-yy"), "hydrogenated canola wax", 1.2, 85, "line trace"],
                ["K4", D("2024-09-09", "d-mmm-yy"), "hydrogenated canola wax + soy lecithin", 1.3, 85, ""],
            ]),
            ("chamber_dust_cold", [
                ["In-house humidity cycling (4 wk, 90% RH / 40% RH, 28 kPa) and dust; PMTL results where noted",
                 None, None, None, None, None],
                ["code", "chamber in", "chamber out", "caking index", "Heubach dust after attrition (ppm)",
                 "after 3 x -30 C cycles (ppm)"],
                ["K0", D("2024-07-22", "d-mmm-yy"), D("2024-08-19", "d-mmm-yy"), "9.4%", 51, "n/t"],
                ["K1", D("2024-07-22", "d-mmm-yy"), D("2024-08-19", "d-mmm-yy"), "46%", 85, "n/t"],
                ["K2", D("2024-07-22", "d-mmm-yy"), D("2024-08-19", "d-mmm-yy"), "58%", 70, "n/t"],
                ["K3", "PMTL", "PMTL", "see PMTL", 52, 160],
                ["K4", "PMTL", "PMTL", "see PMTL", "see PMTL", "see PMTL"],
            ]),
        ])),
        ("PMTL_report_24-1187.pdf", pdf(
            "Prairie Materials Testing Ltd. | Saskatoon SK | Report PMTL-24-1187", [
                ("title", "Caking, Dust and Cold-Cycling Evaluation of Coated Granular Potash"),
                ("p", "Client: Wascana Agri-Coatings Inc. (attn. J. Kowalchuk). Samples K0, K3, K4, 5 kg each, "
                      "received 2024-09-10. Humidity cycling started 2024-09-11 and ended 2024-10-09. Report "
                      "issued October 15, 2024."),
                ("p", "Methods: client's cycling protocol (12 h 90% RH / 30 C, 12 h 40% RH / 35 C, 28 kPa, "
                      "4 weeks), caking index by 6.3 mm sieve after 1 m drop, triplicate. Dust by Heubach "
                      "dustmeter after 10 min drum attrition. Cold: three cycles -30 °C to +20 C, then attrition "
                      "and Heubach."),
                ("table", [
                    ["Sample", "Caking index (%)", "Cake strength (kPa)", "Dust (ppm)", "Dust after cold (ppm)"],
                    ["K0", "9.1", "22", "48", "55"],
                    ["K3", "14.2", "41", "52", "160"],
                    ["K4", "7.8", "18", "58", "64"],
                ]),
                ("p", "Observations: K0 caking index 9.1%. K3 caking index 14.2%; after cold cycling K3 showed "
                      "white coating fragments in the attrition pan and dust of 160 ppm. K4 caking index 7.8%, "
                      "lumps friable; dust 64 ppm after cold cycling, no visible flakes."),
                ("p", "Humidity chamber sensor verified 2024-08-30. Results relate only to the samples as "
                      "received."),
            ])),
        ("board_minutes_2024-09.txt", text("""
WASCANA AGRI-COATINGS INC. - MINUTES OF THE BOARD OF DIRECTORS
Regular meeting, September 2024, Regina office and by video

Present: R. Tkachuk (chair), M. Dumont, A. Kowalchuk, J. Pelletier (CFO). Regrets: none.

1. Minutes of the June meeting approved as circulated. Motion carried.
2. Finance: Q2 revenue 6% over plan. Bank has renewed the operating line of credit at $750,000, prime + 1.25.
   CFO to circulate the covenant calculations.
3. Audit: the board approved the auditor's engagement letter for the FY2024 year-end audit. Motion carried.
4. Facilities: the warehouse roof replacement tendered, two bids received, decision deferred to October.
5. Dividend: no dividend declared this quarter.
Meeting adjourned 16:40.
""")),
    ],
    noise_files=["board_minutes_2024-09.txt"],
    not_entries=["2024-08-30"],
)


# ---------------------------------------------------------------------------
# C03 keeping the squeak in fresh cheddar cheese curds for a 7-day retail chain (dairy co-operative, ON,
#     2025) - retail marketing copy is noise (not named) and a trade-show PS in the e-mails is noise; targets
#     from the grocery buyer, uncertainty in the QA manager's reply; markdown QA log with ISO, "Apr 21",
#     "Mon Apr 28" headings and an entry dated in its first sentence; sensory panel CSV with ISO dates; makes on
#     sheet 1, storage measurements only on sheet 2; outside lab PDF with day-21 micro and calcium; standard
#     make (Q1) lost its squeak, 100% CO2 (Q3) soured the curd; close squeak scores Q2/Q3/Q4
# ---------------------------------------------------------------------------
C03_PS = ("PS - not about curds: we'll be at SIAL Montreal, booth 412, if any of your team is going. And our "
          "new vendor onboarding portal goes live in May, accounting will send you the link.")
case(
    {
        "name": "cheese_curd_squeak_retention_retail",
        "question": "Could you write T661 lines 242, 244 and 246 and a logbook for our squeaky curd project for "
                    "the FreshWay listing? Isabelle's QA log, the panel scores, the batch workbook, the Eastern "
                    "Ontario Dairy Lab report and the e-mails with Chantal are attached. Ignore the marketing "
                    "file if it's in there.",
        "facts": {
            "242": [["6 or better"], ["21 days"], ["under 100 CFU/g"], ["milk, culture, salt, rennet"],
                    ["past day 3"]],
            "244": [["pH 5.55"], ["100% CO2"], ["30% CO2"], ["TA.XT"], ["9-point"]],
            "246": [["dropped to 3.1"], ["4.9"], ["pH 5.08"], ["6.4"], ["40 CFU/g"]],
        },
        "dates": ["2025-04-07", "2025-04-09", "2025-04-14", "2025-04-15", "2025-04-21", "2025-04-28",
                  "2025-04-29", "2025-05-05", "2025-05-12", "2025-05-19", "2025-05-22", "2025-06-03"],
        "noise": ["booth 412", "since 1938", "dairy aisle"],
        "bindings": [
            {"value": "4.9", "subject": "Q2", "others": ["Q1", "Q4"]},
            {"value": "2.8", "subject": "Q3", "others": ["Q4", "Q2"]},
            {"value": "6.4", "subject": "Q4", "others": ["Q3", "Q2"]},
        ],
    },
    [
        ("freshway_curd_emails.txt", text(f"""
From: Chantal Dubé <cdube@freshwayfoods.ca>
To: Isabelle Tremblay <itremblay@glengarrycheese.coop>
Date: Mon, 7 Apr 2025 09:31 -0400
Subject: Curds for the Ontario/Quebec stores - what we'd need

Isabelle,
Thanks for the samples at the category review. Our problem with fresh curds has always been that they don't
survive our supply chain: DC in Cornwall, 2-3 days to store, then on the shelf. By the time a customer in
Kingston or Ottawa opens the bag it is rubbery-silent cheese. To list them in 140 stores we need:
- squeak at day 7 from make, stored at 4 C the whole time: 6 or better on your panel's scale, and not more
  than 1 point under where it was on day 1;
- 21 days code date (chilled), with yeast and mould under 100 CFU/g at the end of code;
- the ingredient line stays what it is today - milk, culture, salt, rennet, calcium chloride. No additives,
  nothing our customers will read as "processed".
Chantal Dubé, Category Manager - Dairy & Deli, FreshWay Foods

-----
From: Isabelle Tremblay <itremblay@glengarrycheese.coop>
To: Chantal Dubé <cdube@freshwayfoods.ca>
Date: Wed, 9 Apr 2025 16:02 -0400
Subject: RE: Curds for the Ontario/Quebec stores - what we'd need

Chantal, thank you - we'd love the listing, but I want to be honest about how far this is from what anyone
does today. The squeak is the long, elastic protein strands of a fresh curd rubbing on your teeth. As the curd
ages, calcium moves out of the casein and the strands start to break down, and the squeak fades, in the
cooler usually within 24 to 48 hours. That is why every fromagerie sells curds the same day at room
temperature. Refrigeration keeps the bacteria down but it doesn't stop the squeak from going. The little
published work there is stops at day 3; we couldn't find anyone who measured squeak past day 3, let alone
under packaging.

Two ideas, and I don't know if either works: keep more calcium in the curd by milling earlier (higher pH),
and pack under CO2 to hold the yeasts back for 21 days. But CO2 dissolves into the cheese and lowers the pH,
which is exactly what pulls calcium out. We'll run trials in the plant and use a trained panel plus the
texture analyser, and get the micro done outside.

{C03_PS}

Isabelle Tremblay, QA Manager, Glengarry Valley Cheese Co-operative, Alexandria ON

-----
From: Chantal Dubé
Date: June 3, 2025 11:20 AM
To: Isabelle Tremblay
Subject: RE: plant-scale results

Isabelle, I tasted the day-7 bags from the plant run myself - they squeak. With the day-21 micro from the lab
we can list from August. Please send the spec sheet with the MAP pack details.
Chantal
""")),
        ("curd_squeak_qa_log.md", text("""
# Squeaky curd for retail - QA log (I. Tremblay, with P. Larocque, cheesemaker)

Make: cheddar curd, 5,000 L vats, standard cheddaring. Squeak: trained panel of 8 (the 9-point scale we use
for the fresh counter, 1 = silent, 9 = loud), curds tempered 30 min at 20 C before tasting, because that is how
people eat them. Texture: TA.XT, two-bite compression of a single curd piece, peak force + resilience.
Storage: 4 C walk-in, 500 g bags. Day 0 = day of make.

## 2025-04-14
Q1 = standard make: milled at pH 5.35, salted 1.8%, bagged in air - what the counter gets. Q2 = same milk,
vat 2 milled early at pH 5.55 (about 35 min sooner), everything else the same. Soluble Ca at milling: Q1 31%
of total, Q2 24%. Day 1 panel tomorrow.

## Apr 21
Day 7 panel Q1/Q2. Q1 squeak dropped to 3.1 (day 1 was 7.4) - same as the counter returns. Q2 held better, 4.9
(day 1 7.6), firmer on the TA.XT. Calcium helps but not enough on its own. Both bags in air were showing a
few yeast colonies on the plate at day 7.

## Mon Apr 28
Q3 and Q4 from vat 3, milled at pH 5.55 like Q2, split at bagging:
- Q3 = MAP 100% CO2 (tray sealer, 2 L headspace)
- Q4 = MAP 30% CO2 / 70% N2
Q1 control from vat 2 same day. Q1 and Q4 bags to Eastern Ontario Dairy Lab tomorrow for day-21 micro.

On May 5 we ran the day 7 panel for Q3/Q4. Q3 came out at 2.8 - worse than air. The bags collapsed onto the
curds (CO2 dissolving) and the curd pH went to pH 5.08; sour, short, no squeak. Q4 6.4, one panelist called it
"same as fresh". So the CO2 level matters both ways.

## May 12
Plant-scale Q4: vats 1-3 all milled at pH 5.55, 600 bags on the tray sealer with 30/70 gas. Packing line kept
up at 22 bags a minute, gas residual O2 under 0.5% on all 12 bags checked.

## 2025-05-19
Day 7 panel of the plant-scale bags: 6.3 (day 1 7.2). Lab day-21 micro on the Apr 28 bags came in by phone:
Q4 40 CFU/g yeast and mould, Q1 in air way over. Written report to follow.

Open: nobody has tasted Q4 after a real DC trip with the door opening - FreshWay to send 20 bags through.
""")),
        ("squeak_panel_scores.csv", text("""
session_date,batch,trial,day_from_make,panelists,squeak_mean,squeak_sd,texture_note
2025-04-15,V2-0414,Q1,1,8,7.4,0.7,normal fresh
2025-04-15,V2-0414,Q2,1,8,7.6,0.5,slightly firmer
2025-04-21,V2-0414,Q1,7,8,3.1,0.9,rubbery - quiet
2025-04-21,V2-0414,Q2,7,8,4.9,0.8,firmer - some squeak
2025-04-29,V3-0428,Q3,1,8,7.0,0.6,
2025-04-29,V3-0428,Q4,1,8,7.5,0.5,
2025-05-05,V3-0428,Q3,7,8,2.8,1.0,sour - short - bag collapsed
2025-05-05,V3-0428,Q4,7,8,6.4,0.7,close to fresh
2025-05-19,V1-3-0512,Q4 plant scale,7,8,6.3,0.6,
""")),
        ("curd_trial_batches_2025.xlsx", xlsx([
            ("makes", [
                ["Glengarry Valley - retail curd trials, make records", None, None, None, None, None],
                ["trial", "make date", "vat", "pH at milling", "salt (%)", "pack"],
                ["Q1", D("2025-04-14", "yyyy-mm-dd"), "V1", 5.35, 1.8, "air, 500 g bag"],
                ["Q2", D("2025-04-14", "yyyy-mm-dd"), "V2", 5.55, 1.8, "air, 500 g bag"],
                ["Q1 control", D("2025-04-28", "yyyy-mm-dd"), "V2", 5.35, 1.8, "air, 500 g bag"],
                ["Q3", D("2025-04-28", "yyyy-mm-dd"), "V3", 5.55, 1.8, "MAP 100% CO2"],
                ["Q4", D("2025-04-28", "yyyy-mm-dd"), "V3", 5.55, 1.8, "MAP 30% CO2 / 70% N2"],
                ["Q4 plant scale", D("2025-05-12", "yyyy-mm-dd"), "V1-V3", 5.55, 1.8, "MAP 30% CO2 / 70% N2"],
            ]),
            ("day7_measurements", [
                ["Day 7 at 4 C: TA.XT two-bite compression (mean of 10 pieces), soluble Ca, pH", None, None, None,
                 None],
                ["trial", "peak force (N)", "resilience", "soluble Ca (% of total)", "curd pH"],
                ["Q1", 21.4, 0.31, "44%", 5.31],
                ["Q2", 26.8, 0.38, "35%", 5.49],
                ["Q3", 17.9, 0.27, "51%", 5.08],
                ["Q4", 29.5, 0.42, "33%", 5.47],
                ["Q4 plant scale", 28.7, 0.41, "34%", 5.46],
            ]),
        ])),
        ("EODL_report_25-0522.pdf", pdf(
            "Eastern Ontario Dairy Laboratory Inc. | Kemptville ON | Report EODL-25-0522", [
                ("title", "Shelf-Life Microbiology and Calcium - Fresh Cheddar Curds"),
                ("p", "Client: Glengarry Valley Cheese Co-operative (attn. I. Tremblay). Samples: 500 g retail "
                      "bags, trials Q1 (air) and Q4 (MAP 30% CO2 / 70% N2), made 2025-04-28, received "
                      "2025-04-29 at 3.1 C. Stored at 4 C +/- 0.5 C; day-21 tests performed 2025-05-19. Report "
                      "issued May 22, 2025."),
                ("table", [
                    ["Sample", "Day", "Yeast and mould (CFU/g)", "Coliforms (CFU/g)", "Listeria spp. (25 g)",
                     "Total Ca (mg/100 g)"],
                    ["Q1", "1", "<10", "<10", "not detected", "688"],
                    ["Q1", "21", "2,300", "<10", "not detected", "-"],
                    ["Q4", "1", "<10", "<10", "not detected", "702"],
                    ["Q4", "21", "40", "<10", "not detected", "-"],
                ]),
                ("p", "Q4 day 21: yeast and mould 40 CFU/g. Q1 day 21: 2,300 CFU/g, visible yeast spots on two "
                      "pieces. No Listeria detected in any sample. Results relate only to the samples tested."),
            ])),
        ("glengarry_curds_retail_copy.md", text("""
# Glengarry Valley Fresh Curds - retail launch copy (marketing draft)

**The squeak you remember.** Made every morning by the farm families of Glengarry County since 1938.

- 100% Ontario milk, no additives
- Perfect for poutine, or straight from the bag
- New resealable 500 g bag keeps them fresh longer

Find us in the dairy aisle at FreshWay this summer! Tip: leave the bag on the counter for 30 minutes before
you dig in.
""")),
    ],
    noise_files=["glengarry_curds_retail_copy.md"],
    noise_spans={"freshway_curd_emails.txt": [C03_PS]},
)


# ---------------------------------------------------------------------------
# C04 non-catalytic cordwood stove that stays clean on its low burn rate (hearth products maker, QC,
#     2024-25) - a dealer price list CSV is noise (not named); DOCX development report with Scope / Targets /
#     Technical uncertainty / Test method / Iterations / Conclusion headings; engineer's notes dated
#     "2024.09.16" (dot ISO) with a period entry; in-house dilution-tunnel burn log CSV with ISO dates; outside
#     lab PDF (CSA B415.1 / ASTM E3053) for the final build; baseline (W1) lost the secondary flame on low,
#     insulated baffle (W2) and bimetal air (W3) not enough; close low-burn values W2/W3/W4
# ---------------------------------------------------------------------------
case(
    {
        "name": "cordwood_stove_low_burn_emissions",
        "question": "Can you draft T661 lines 242, 244 and 246 and a logbook for the LH-22 stove development? "
                    "Attached: the development report, Martin's engineering notes, the in-house burn log and the "
                    "LETE certification report. The 2025 price list is in there too.",
        "facts": {
            "242": [["2.0 g/h"], ["8 hours"], ["at least 75%"], ["below about 550 °C"], ["crib wood"]],
            "244": [["ceramic fibre baffle"], ["bimetal"], ["preheat channel"], ["ASTM E3053"],
                    ["dilution tunnel"]],
            "246": [["6.8 g/h"], ["lost the secondary flame"], ["7.2 h"], ["1.7 g/h"], ["77%"]],
        },
        "dates": ["2024-09-09", "2024-09-16", "2024-09-23", "2024-09-30", "2024-10-15", "2024-10-28",
                  "2024-11-04", "2024-11-18", "2024-12-02", "2024-12-09", "2024-12-20", "2025-01-10"],
        "noise": ["Dealer net", "Co-op advertising", "Freight prepaid"],
        "bindings": [
            {"value": "3.9 g/h", "subject": "W2", "others": ["W3", "W1"]},
            {"value": "2.9 g/h", "subject": "W3", "others": ["W2", "W4"]},
            {"value": "1.7 g/h", "subject": "W4", "others": ["W3", "W2"]},
        ],
    },
    [
        ("LH22_stove_development_report.docx", docx([
            ("title", "LH-22 Non-Catalytic Cordwood Stove - Development Report"),
            ("p", "Laurentide Hearth Products Ltd., Sherbrooke QC. Engineering: Martin Roy, P.Eng.; test "
                  "technician: Kevin Bolduc. Report date: 10 January 2025."),
            ("h1", "Scope"),
            ("p", "The LH-22 is the replacement for our LH-20 medium stove (1.9 cu. ft. firebox, same cast "
                  "door and side panels). Several Quebec municipalities and the new federal-provincial "
                  "changeout programme only accept stoves under 2.0 g/h, and our dealers report that customers "
                  "who buy catalytic stoves come back with failed combustors after three or four seasons."),
            ("h1", "Targets"),
            ("b", "particulate weighted average 2.0 g/h or lower, tested on cordwood to ASTM E3053 (not on "
                  "crib fuel);"),
            ("b", "no catalytic combustor;"),
            ("b", "overall efficiency at least 75% (HHV);"),
            ("b", "a full load lasts 8 hours or more on the lowest air setting (overnight burn);"),
            ("b", "keep the LH-20 castings and firebox volume."),
            ("h1", "Technical uncertainty"),
            ("p", "Our stoves, and most non-catalytic stoves, were developed and certified on crib wood - "
                  "dimensional lumber stacked on spacers, dry and uniform. Cordwood splits burn in a "
                  "different way: the load collapses, moisture varies from split to split, and gas release "
                  "comes in surges. Clean burning in a non-catalytic stove depends on the secondary air tubes "
                  "under the baffle lighting the wood gases. When the primary air is turned down for a long "
                  "burn, the firebox top cools and the tubes drop below about 550 °C; the secondary flame "
                  "goes out and smoke passes straight up the flue. The usual answers are a catalyst (which we "
                  "are trying to avoid) or limiting how far the air can be turned down (which kills the 8 hour "
                  "burn). We did not know whether a non-catalytic firebox of this size could keep secondary "
                  "combustion alive on cordwood at the low burn rate, or which changes would do it."),
            ("h1", "Test method"),
            ("p", "In-house dilution tunnel built to ASTM E2515 (dual filter trains), cordwood loads per "
                  "ASTM E3053 (sugar maple and ash splits, 18-24% moisture dry basis), three burn categories "
                  "(high, medium, low). Type K thermocouples on the middle secondary tube and the baffle, "
                  "flue CO and O2 with the portable analyser. Results in the burn log. Final build certified "
                  "at Laboratoire d'essais thermiques de l'Estrie (LETE) to CSA B415.1 with cordwood."),
            ("h1", "Iterations"),
            ("h2", "W1 - LH-20 firebox as is (September)"),
            ("p", "Baseline on cordwood: low burn 6.8 g/h, weighted average 4.1 g/h. Tube temperature fell from "
                  "640 C to 420 C within 40 min of turndown and the box lost the secondary flame; smoke visible "
                  "at the cap."),
            ("h2", "W2 - ceramic fibre baffle (late September)"),
            ("p", "Vermiculite baffle replaced by a 25 mm ceramic fibre baffle board with a stainless skin, "
                  "tube holes re-drilled. W2 low burn 3.9 g/h; tube stayed near 560 C but the flame still "
                  "flickered out at the end of the charcoal phase."),
            ("h2", "W3 - bimetal primary air (October)"),
            ("p", "A bimetal coil on the primary air slide: opens the air as the stove top cools, so the fire "
                  "never gets starved. W3 low burn 2.9 g/h, but the coil held more air than needed and the low "
                  "burn only lasted 7.2 h."),
            ("h2", "W4 - secondary air preheat channel (November)"),
            ("p", "Secondary air routed through a stainless preheat channel behind the rear firebrick before the "
                  "tubes; tube holes 3.2 mm down to 2.5 mm; bimetal coil re-set 15% more closed. W4 low burn "
                  "1.7 g/h, weighted average 1.6 g/h, efficiency 77%, 8.6 h on a full low load."),
            ("h1", "Conclusion"),
            ("p", "The insulated baffle and the preheat channel together keep the tubes hot enough on low; the "
                  "bimetal control prevents the starved-air phase. LETE measured a weighted average of "
                  "1.62 g/h on cordwood (report of 20 December 2024). Not yet known: long-term durability of "
                  "the ceramic fibre board and behaviour with wetter wood than the test allows."),
        ])),
        ("eng_notes_M_Roy.txt", text("""
LH-22 - eng notes M. Roy (dates yyyy.mm.dd)

2024.09.09  W1 baseline burns in the tunnel, cordwood, H / M / L. Kevin loaded per E3053. Low burn filters
            very dark. CO on low up to 4,800 ppm.
2024.09.16  W1 data worked up. low 6.8 g/h. tube TC drops to ~420 C 40 min after turndown - it's not
            lighting the gases any more, you can watch the flame go lazy then out. Baffle top is the cold
            spot (vermiculite soaks up heat). Plan: insulate the baffle first.
2024.09.23  W2 built: ceramic fibre board 25 mm + SS skin, holes re-drilled 3.2 mm. Fits the LH-20
            brackets, no casting change.
2024.09.30  W2 burns H/M/L. W2 low = 3.9 g/h. tube ~560 C, better, but at the end of the load (coals)
            primary is so low the flame flickers out again. Need air when the box cools, not less.
2024.10.15  W3: bimetal coil (Thermo-Disc style) on the primary slide, from the stove-part supplier.
            W3 low = 2.9 g/h, weighted 2.3. BUT low load only lasted 7.2 h - coil too open.
2024.10.28  W4 fab: preheat channel (SS 304, 1.2 mm) behind rear bricks, feeds the tubes. holes down to
            2.5 mm. coil re-bent ~15% more closed.
2024.11.04  W4 burns. W4 low = 1.7 g/h !! tube never under 600 C. weighted 1.6, eff 77%.
2024.11.18  W4 repeat x3 low burns for scatter (1.6 / 1.8 / 1.7) + overnight test 8.6 h to coals.
2024.12.02  W4 unit crated + shipped to LETE, booked for the week of the 9th.
""")),
        ("burn_log_LH22.csv", text("""
burn_id,date,build,category,fuel,load_kg,moisture_db_pct,burn_rate_kg_h,PM_g_h,tube_temp_min_C,efficiency_HHV_pct,burn_time_h,notes
B-101,2024-09-09,W1,high,cordwood maple/ash,11.2,19.8,2.41,3.2,690,71,,
B-102,2024-09-09,W1,medium,cordwood maple/ash,11.0,20.5,1.35,3.6,610,72,,
B-103,2024-09-09,W1,low,cordwood maple/ash,11.4,21.0,0.82,6.8,420,70,7.9,secondary flame out ~40 min after turndown
B-111,2024-09-30,W2,high,cordwood maple/ash,11.1,19.5,2.38,2.1,720,73,,
B-112,2024-09-30,W2,low,cordwood maple/ash,11.3,20.2,0.80,3.9,560,73,8.1,flickers out in coal phase
B-121,2024-10-15,W3,medium,cordwood maple/ash,11.2,19.9,1.31,1.9,650,75,,
B-122,2024-10-15,W3,low,cordwood maple/ash,11.0,21.4,0.91,2.9,590,74,7.2,coil holds too much air
B-131,2024-11-04,W4,high,cordwood maple/ash,11.3,20.1,2.30,1.5,740,77,,
B-132,2024-11-04,W4,low,cordwood maple/ash,11.4,20.8,0.78,1.7,615,77,8.6,
B-141,2024-11-18,W4,low,cordwood maple/ash,11.2,22.3,0.76,1.6,620,77,8.6,repeat
B-142,2024-11-18,W4,low,cordwood maple/ash,11.5,23.8,0.79,1.8,605,76,8.4,repeat - wettest load
B-143,2024-11-18,W4,low,cordwood maple/ash,11.3,21.1,0.77,1.7,612,77,8.6,repeat
""")),
        ("LETE_report_B415-2412.pdf", pdf(
            "Laboratoire d'essais thermiques de l'Estrie (LETE) | Sherbrooke QC | Report LETE-B415-2412", [
                ("title", "Emissions and Efficiency Test - Cordwood - Model LH-22"),
                ("p", "Client: Laurentide Hearth Products Ltd. Appliance: LH-22 non-catalytic wood stove, "
                      "prototype W4, received December 2, 2024. Tests performed December 9 to 11, 2024 to "
                      "CSA B415.1 with cordwood fuel per ASTM E3053; particulate by dilution tunnel per "
                      "ASTM E2515. Report issued December 20, 2024."),
                ("table", [
                    ["Run", "Category", "Burn rate (kg/h)", "PM (g/h)", "Efficiency HHV (%)", "CO (g/h)"],
                    ["1", "High", "2.28", "1.4", "76", "41"],
                    ["2", "Medium", "1.27", "1.5", "77", "58"],
                    ["3", "Low", "0.79", "1.9", "76", "92"],
                ]),
                ("p", "Weighted average particulate emission rate 1.62 g/h. Weighted average efficiency 76.5% "
                      "(HHV). Low-category load burned 8.4 h to end of test. The appliance meets the 2.0 g/h "
                      "criterion when tested on cordwood."),
                ("p", "Dilution tunnel flow calibration 2024-11-21. Results relate only to the appliance tested."),
            ])),
        ("laurentide_price_list_2025.csv", text("""
Laurentide Hearth Products - dealer price list 2025 (CAD),,,,
model,description,MSRP,Dealer net,notes
LH-16,small stove 1.3 cu ft,"2,349","1,645",Freight prepaid on orders of 6 units or more
LH-20,medium stove 1.9 cu ft,"2,899","2,030",last production run Q2
LH-22,medium stove 1.9 cu ft non-cat,"3,199","2,240",available fall 2025
LH-INS-20,fireplace insert,"3,449","2,415",
ACC-BLW,blower kit,289,202,
ACC-LEG,cast legs black,219,153,Co-op advertising 3% on stoves only
""")),
    ],
    noise_files=["laurentide_price_list_2025.csv"],
    not_entries=["2024-11-21"],
)


# ---------------------------------------------------------------------------
# C05 hot-water treatment of hardneck seed garlic against stem and bulb nematode without killing emergence
#     (seed garlic farm, ON, 2024-25) - the farm's staff / HR notes are noise (not named); targets in the
#     farmer's e-mail, uncertainty in the consultant's reply; a chatty farm notebook with "Sat. Sept 14th",
#     "Monday Oct. 7", "Oct 11 (Fri)" and an undated note; nematode lab PDF with two submissions and ISO dates;
#     treatments on sheet 1, spring emergence only on sheet 2; the standard protocol (H1) hurt emergence, the
#     lower temperature without the long soak (H2) left survivors, cloves left sitting (H3) lost emergence;
#     close emergence values H1/H2/H4
# ---------------------------------------------------------------------------
case(
    {
        "name": "seed_garlic_hot_water_nematode_treatment",
        "question": "We'd like T661 lines 242, 244 and 246 and a logbook for our seed garlic hot water trial. "
                    "Attached is Pieter's notebook, the e-mails with Helen Vos, the nematode lab results and the "
                    "trial spreadsheet. Sorry, the staff notes file got attached too.",
        "facts": {
            "242": [["no live nematodes"], ["at least 90%"], ["400 kg a day"], ["anhydrobiotic", "dried-out"],
                    ["written for softneck"]],
            "244": [["38 °C pre-soak"], ["48 °C for 30 min"], ["overnight pre-soak"], ["cold-water quench"],
                    ["Baermann"]],
            "246": [["71%"], ["6 per 100 g"], ["84%"], ["93%"], ["sitting warm"]],
        },
        "dates": ["2024-08-26", "2024-08-28", "2024-09-14", "2024-09-16", "2024-09-24", "2024-10-05",
                  "2024-10-07", "2024-10-11", "2024-10-12", "2024-10-14", "2024-10-16", "2024-10-28",
                  "2025-04-14", "2025-04-28", "2025-05-05"],
        "noise": ["vacation pay", "housing inspection", "WSIB"],
        "bindings": [
            {"value": "71%", "subject": "H1", "others": ["H2", "H4"]},
            {"value": "88%", "subject": "H2", "others": ["H1", "H3"]},
            {"value": "93%", "subject": "H4", "others": ["H3", "H1"]},
        ],
    },
    [
        ("garlic_nematode_emails.txt", text("""
From: Pieter de Boer <pieter@kettlecreekgarlic.ca>
To: Helen Vos <hvos@vosagronomy.ca>
Date: Mon, 26 Aug 2024 20:47 -0400
Subject: nematode in the Music seed - need help before planting

Helen,
Bad news from harvest. Two of our Music blocks had bloated, cracked bulbs at the basal plate and the
diagnostic lab confirmed stem and bulb nematode in a sample I sent in July. Half our income is seed garlic,
about 6,000 kg a year, and two of our biggest seed buyers now want a lab certificate showing no live nematodes
before they'll take it.

What I need for this fall's planting and for the seed we sell:
- no live nematodes found by the lab in treated seed;
- emergence of at least 90% in spring, which is what our clean blocks do;
- something we can run on the farm: our 1,000 L tank and a batch heater, about 400 kg a day, since we have
  maybe 2.5 weeks of planting window.
The extension sheet says hot water, 49 degrees for 20 minutes, but a neighbour did that on Music two years ago
and lost a third of his stand.
Pieter de Boer, Kettle Creek Garlic, Aylmer ON

-----
From: Helen Vos <hvos@vosagronomy.ca>
To: Pieter de Boer <pieter@kettlecreekgarlic.ca>
Date: Wed, 28 Aug 2024 07:15 -0400
Subject: RE: nematode in the Music seed - need help before planting

Pieter, sorry to hear it. Here's the problem with the standard protocol (38 °C pre-soak 30 min, then 49 °C
for 20 min, then cool). It was written for softneck garlic in California and has been tested on hardneck
only a little. The nematodes in dry cured cloves are in an anhydrobiotic state - dried-out fourth-stage
juveniles - and those tolerate heat much better than active ones, which is why the temperature has to be so
high. The growing point of the clove doesn't tolerate much more: the window between killing the nematode
and damaging the clove is maybe 2 degrees, and it shifts with clove size and how dry the cloves are. Nobody
has sorted out whether the stand losses people report come from the heat itself or from what happens to the
cloves afterwards.

Options I'd test: a lower temperature for longer (48 °C for 30 min), and a long overnight pre-soak so the
nematodes rehydrate and become heat-sensitive before the hot bath. I honestly don't know which, if any, will
give you both a clean lab result and 90% emergence. Keep a few kg untreated as a check, and we'll send
samples of each treatment to the lab in Ridgetown - they do Baermann extraction.
Helen

-----
From: Pieter de Boer
Date: May 5, 2025 6:30 PM
To: Helen Vos
Subject: RE: spring counts

Helen, final counts done on the 28th, sheet attached. The quench plots came up as well as the clean block. We
are going to treat all the seed this fall the H4 way. Thanks for sticking with it.
Pieter
""")),
        ("kettle_creek_garlic_notebook.txt", text("""
KETTLE CREEK GARLIC - field & shed notebook 2024-25 (Pieter)

Sat. Sept 14th - pulled 3 x 500 g of the infested Music lot (block 4) and mailed them to the Ridgetown lab
  for a before count. Cloves well cured, hard and dry.
Tues Sept 24 - lab phoned: 410 per 100 g in the worst sample. Helen says that's a heavy load. No surprise.
Sat. Oct 5th - first hot water day. Tank at 38C for the pre-soak then up to 49C, had trouble holding it, the
  heater overshoots by a degree when we drop a crate in cold. Helen says keep it inside half a degree so we
  added a second thermometer and stir with the paddle. H1 = standard, 38C 30 min then 49C 20 min, cold rinse,
  spread on the wagon to dry. H2 = 38C 30 min then 48C 30 min. 40 kg each. H0 = untreated, same lot.
Monday Oct. 7 - planted H0, H1, H2 in block 7, 4 reps each, 6 in. spacing, straw on top. Cloves from H1 look a
  bit glassy at the base.
Oct 11 (Fri) - overnight pre-soak started 6 pm for H3 and H4: room temp well water, a squirt of Agral in it.
Oct 12 (Sat) - out of the soak 10 am, straight into 48C for 20 min. H4 then went into the stock tank with
  cold well water for 20 min (10C on the thermometer) and Marta and I planted it the same afternoon. H3 just
  drained and stacked in crates in the shed like we normally do.
Monday Oct 14 - planted H3 (sat in the crates all weekend, shed was warm, 20 degrees, cloves felt damp). Took
  500 g samples of H1 to H4 (kept back from each batch in the fridge) to the Ridgetown lab myself.
Oct 28 - lab report by email. H2 has live ones! 6 per 100 g. The others nil.

Mon Apr 14 - first count. H1 gappy, H4 looks like the clean block.
Mon Apr 28 - final emergence count all plots, numbers in the sheet.

If H4 works - the cloves sitting warm is what hurt, not the heat. (write up for Helen)
""")),
        ("SPDL_nematode_report_24-3310.pdf", pdf(
            "Southwest Plant Diagnostic Laboratory | Ridgetown ON | Report SPDL-24-3310", [
                ("title", "Nematode Extraction Results - Garlic Cloves (Ditylenchus dipsaci)"),
                ("p", "Client: Kettle Creek Garlic (P. de Boer), Aylmer ON. Method: Baermann funnel extraction, "
                      "100 g chopped clove tissue per sample, 48 h at 22 C; live (motile) Ditylenchus counted "
                      "under the stereo microscope. Detection limit 1 per 100 g."),
                ("h1", "Submission 1 - untreated seed lot"),
                ("p", "Received 2024-09-16. Results reported by telephone 2024-09-24."),
                ("table", [
                    ["Sample", "Live D. dipsaci per 100 g", "Comment"],
                    ["Block 4-A", "410", "all life stages, mostly J4"],
                    ["Block 4-B", "265", ""],
                    ["Block 4-C", "188", ""],
                ]),
                ("h1", "Submission 2 - hot water treated seed"),
                ("p", "Received 2024-10-14 (delivered by client); extraction set up 2024-10-16. Report issued "
                      "October 28, 2024."),
                ("table", [
                    ["Sample", "Treatment (client)", "Live D. dipsaci per 100 g", "Dead nematodes seen"],
                    ["H1", "49 C / 20 min", "nil detected", "yes"],
                    ["H2", "48 C / 30 min", "6", "yes"],
                    ["H3", "overnight soak + 48 C / 20 min", "nil detected", "yes"],
                    ["H4", "as H3 + quench", "nil detected", "yes"],
                ]),
                ("p", "H2: live nematodes recovered at 6 per 100 g, motile J4 juveniles. Results relate only to "
                      "the samples received."),
            ])),
        ("garlic_hwt_trial_2024-25.xlsx", xlsx([
            ("treatments", [
                ["Hot water treatment trial - Music hardneck, block 4 seed lot, planted in block 7 (4 reps)",
                 None, None, None, None, None],
                ["code", "treatment", "treated", "planted", "kg", "cloves planted"],
                ["H0", "untreated check", None, D("2024-10-07", "mmm d, yyyy"), 40, 1600],
                ["H1", "38 °C pre-soak 30 min + 49 C 20 min, rinse, dry on wagon", D("2024-10-05", "mmm d, yyyy"),
                 D("2024-10-07", "mmm d, yyyy"), 40, 1600],
                ["H2", "38 °C pre-soak 30 min + 48 °C for 30 min, rinse, dry", D("2024-10-05", "mmm d, yyyy"),
                 D("2024-10-07", "mmm d, yyyy"), 40, 1600],
                ["H3", "overnight pre-soak (16 h, well water + wetter) + 48 C 20 min, crates",
                 D("2024-10-12", "mmm d, yyyy"), D("2024-10-14", "mmm d, yyyy"), 40, 1600],
                ["H4", "overnight pre-soak + 48 C 20 min + cold-water quench 20 min, planted same day",
                 D("2024-10-12", "mmm d, yyyy"), D("2024-10-12", "mmm d, yyyy"), 40, 1600],
            ]),
            ("emergence", [
                ["Spring emergence counts (plants up / cloves planted, 4 reps pooled)", None, None, None, None],
                ["code", "count 1", "count 2 (final)", "final emergence", "lab result (live per 100 g)"],
                ["date", D("2025-04-14", "mmm d, yyyy"), D("2025-04-28", "mmm d, yyyy"), None, None],
                ["H0", 1388, 1472, "92%", "410 (before)"],
                ["H1", 902, 1136, "71%", "nil"],
                ["H2", 1247, 1408, "88%", "6"],
                ["H3", 1161, 1344, "84%", "nil"],
                ["H4", 1403, 1488, "93%", "nil"],
            ]),
        ])),
        ("kettle_creek_staff_notes_2024.txt", text("""
KETTLE CREEK GARLIC - staff notes 2024 (HR, Marta)

- Seasonal workers: 2 SAWP workers arrive for planting, bunkhouse housing inspection by the health unit
  booked, fire extinguisher recharge before then.
- WSIB: premium rate up for 2025, remit quarterly. Clearance certificate sent to the farmers' market.
- Diego: vacation pay 4% paid out at end of contract. ROE filed.
- Jess (weekends, market stall) asked for a raise to $18.50 - yes from November.
- First aid kit in the shed restocked; two people need their first aid renewal before spring.
""")),
    ],
    noise_files=["kettle_creek_staff_notes_2024.txt"],
)


# ---------------------------------------------------------------------------
# C06 waterborne traffic paint that sets and survives a plow winter when striped in late fall at 5 C
#     (pavement marking paint maker, MB, 2024-25) - a supply contract excerpt is noise (named loosely as "the
#     contract"); targets from the province's materials engineer, uncertainty in the chemist's reply; markdown
#     lab notebook with ISO, "Aug 26", "Thurs Sept 5" headings and an entry dated in its first sentence; test
#     deck CSV with ISO dates spanning October to April; formulas on sheet 1, chamber results only on sheet 2;
#     independent spring retroreflectivity survey PDF; extra coalescent (P2) broke the VOC limit, low-Tg binder
#     (P3) let the beads sink; close spring retroreflectivity P1/P3/P4
# ---------------------------------------------------------------------------
case(
    {
        "name": "waterborne_traffic_paint_late_fall",
        "question": "Please prepare T661 lines 242, 244 and 246 plus a logbook for the late-fall waterborne "
                    "line paint (NL-FD200). Attached: Ana's lab notebook, the formulation workbook, the test deck "
                    "readings, the Prairie Road Testing survey and the e-mails with Ravi at the province. The "
                    "contract is attached for reference.",
        "facts": {
            "242": [["no more than 3 minutes"], ["150 mcd/m2/lx"], ["150 g/L"], ["10 °C and rising"],
                    ["minimum film formation temperature"]],
            "244": [["Texanol"], ["low-Tg"], ["polyethyleneimine", "PEI"], ["ASTM D711"], ["LTL-X"]],
            "246": [["14 min"], ["162 g/L"], ["beads sank"], ["2.8 min"], ["171"]],
        },
        "dates": ["2024-08-06", "2024-08-08", "2024-08-19", "2024-08-26", "2024-09-05", "2024-09-16",
                  "2024-09-23", "2024-10-09", "2024-10-10", "2024-12-11", "2025-04-15", "2025-04-22",
                  "2025-04-29"],
        "noise": ["Liquidated damages", "holdback", "Force Majeure"],
        "bindings": [
            {"value": "62 mcd/m2/lx", "subject": "P1", "others": ["P3", "P4"]},
            {"value": "118 mcd/m2/lx", "subject": "P3", "others": ["P4", "P1"]},
            {"value": "171 mcd/m2/lx", "subject": "P4", "others": ["P3", "P1"]},
        ],
    },
    [
        ("mti_late_fall_paint_emails.txt", text("""
From: Ravi Sandhu <ravi.sandhu@gov.mb.ca>
To: Greg Hiebert <greg@northernlinecoatings.ca>
Date: Tue, 6 Aug 2024 10:22 -0500
Subject: late-season waterborne - can you do it?

Greg,
As promised after the contractors' meeting. Our marking program always runs late: last year a third of the
provincial roads were striped after Sept 20, and with the current spec waterborne can only go down at 10 °C
and rising. In October that means a four-hour window some days, and the crews either go home or paint anyway
and the lines are gone by March. We don't want to go back to solvent paint.

For a late-fall waterborne we'd want:
- applied with pavement and air at 5 °C, humidity up to 85%;
- no-track time no more than 3 minutes behind the truck, so the cones can come up with the convoy;
- retroreflectivity at least 250 mcd/m2/lx when new, and still 150 mcd/m2/lx or better the next spring after
  a full plow season;
- VOC within the federal 150 g/L limit for traffic marking coatings.
Ravi Sandhu, P.Eng., Materials Engineering, Manitoba Transportation and Infrastructure

-----
From: Greg Hiebert <greg@northernlinecoatings.ca>
To: Ravi Sandhu <ravi.sandhu@gov.mb.ca>
Date: Thu, 8 Aug 2024 16:55 -0500
Subject: RE: late-season waterborne - can you do it?

Ravi, we're interested, but I asked Ana (our lead chemist) to put down why the 10 C rule exists:

"Fast-dry waterborne paints are acrylic emulsions held stable by ammonia. On the road the ammonia leaves, the
pH drops, and a polyamine in the paint makes the latex flocculate so it sets in a couple of minutes. At 5 C
and high humidity both the water and the ammonia leave slowly. Worse, the binders we use are hard on purpose,
to resist dirt and plows, and their minimum film formation temperature is about 9 C - below that the particles
never fuse into a film, so the line cracks, powders and drops its beads over the winter. The textbook fix is
more coalescing solvent, but that costs VOC and slows the set. A softer binder forms film in the cold, but
soft lines pick up dirt and let the beads sink in. I don't know of a waterborne system that does all three
(film at 5 C, set in 3 minutes, hard enough for a plow winter), and I can't tell you yet which way to go."

We'll screen in the cold chamber first and, if something looks right, put down a test deck in October on one
of your roads if you can give us a lane closure.
Greg Hiebert, Technical Director, Northern Line Coatings Inc., Winnipeg

-----
From: Ravi Sandhu
Date: April 29, 2025 8:40 AM
To: Greg Hiebert
Subject: RE: PRT spring survey

Greg, I've read the Prairie Road Testing survey. FD200 came through the winter above 150 and the current
product didn't. We'll add a late-season waterborne clause to the 2025 spec with FD200 as the reference
product and ask the contractors for a full-length trial this September.
Ravi
""")),
        ("waterborne_lab_notebook.md", text("""
# NL-FD200 late-fall waterborne - lab notebook (A. Sokolova)

Chamber: 5 C, 85% RH, air 0.5 m/s. Drawdowns 380 um wet (15 mil) on cold steel panels kept in the chamber
overnight. No-pick-up per ASTM D711 (roller) run inside the chamber; field no-track checked later on the deck.
MFFT on the bar. VOC calculated per ASTM D3960.

## 2024-08-19
P1 = current NL-FD100 (hard acrylic, MFFT 9 C, 1.8% Texanol) at 5 C: no-pick-up 14 min. Film mud-cracked
overnight, rubs off as powder with a thumb. Beads dropped on the panel brush off. Confirms the problem is film
formation, not only dry time.

## Aug 26
P2 = P1 + Texanol to 4.0%. MFFT down to 2 C, film continuous at 5 C. But no-pick-up 19 min and VOC 162 g/L -
over the 150 limit. Coalescent route closed.

## Thurs Sept 5
P3 = low-Tg acrylic emulsion (MFFT 0 C), no added coalescent, VOC 96. No-pick-up 6.5 min, good film. But it's
soft: Shore A 62 after 7 days vs 85 for P1, and beads dropped on it sink in - 80% embedment under the scope
vs 55-60% we want. Dirt pick-up test (carbon black slurry) greyed it.

On Sept 16 we made the first P4: 60/40 blend of the low-Tg emulsion and the hard FD100 emulsion, so the soft
particles fuse the film and the hard ones give it body, with polyethyleneimine (PEI) as the quick-set at 0.5%
on binder instead of the usual polyamine. Film continuous at 5 C. No-pick-up 4.2 min. Too slow still.

## 2024-09-23
P4 final: PEI to 0.8%, volume solids up 2 points, adhesion-coated beads (silane coat for waterborne). Chamber
no-pick-up 3.6 min, VOC 104 g/L, Shore A 80, bead embedment 58%. Freeze-thaw can stability 3 cycles OK.
Ready for the deck.

## Oct 9
Test deck on PR 207 east of Lorette with the province's crew: transverse lines (every wheel crosses them) of
P1 and P4, 12 lines each, and 6 lines of P3 for comparison. Air 5 C, pavement 4 C, RH 82%. Field no-track
(pickup truck driven over at 1 min intervals): P4 2.8 min, P1 still tracking at 10 min - stopped counting.
P3 no-track 5 min. Readings in test_deck_readings.csv.

## Dec 11
Deck after the first plow events. P1 lines already losing beads in the wheel paths.
""")),
        ("test_deck_readings.csv", text("""
date,product,lines,condition,retro_mean_mcd_m2_lx,retro_min,bead_retention_est,observer,notes
2024-10-10,P1,12,new (day 1),262,240,good,A. Sokolova,LTL-X 30 m geometry - tracked edges
2024-10-10,P3,6,new (day 1),198,181,beads sank,A. Sokolova,LTL-X - low initial
2024-10-10,P4,12,new (day 1),289,271,good,A. Sokolova,LTL-X
2024-12-11,P1,12,after 3 plow events,141,96,poor in wheel paths,A. Sokolova,cracking visible
2024-12-11,P3,6,after 3 plow events,151,130,fair,A. Sokolova,dirty
2024-12-11,P4,12,after 3 plow events,236,214,good,A. Sokolova,
2025-04-15,P1,12,spring after winter,62,31,poor,PRT survey,62 mcd/m2/lx - P1 fails
2025-04-15,P3,6,spring after winter,118,97,fair,PRT survey,118 mcd/m2/lx - P3 fails
2025-04-15,P4,12,spring after winter,171,152,good,PRT survey,171 mcd/m2/lx - P4 passes
""")),
        ("FD200_formulations_2024.xlsx", xlsx([
            ("formulas", [
                ["NL-FD200 development - formulas, % by weight (wet)", None, None, None, None],
                ["component", "P1 (FD100)", "P2", "P3", "P4"],
                ["hard acrylic emulsion (MFFT 9 C)", 40.0, 40.0, 0, 16.0],
                ["low-Tg acrylic emulsion (MFFT 0 C)", 0, 0, 40.0, 24.0],
                ["Texanol (coalescent)", 1.8, 4.0, 0, 0.6],
                ["quick-set amine", "polyamine 0.4", "polyamine 0.4", "polyamine 0.4", "PEI 0.8 on binder"],
                ["TiO2", 8.0, 8.0, 8.0, 8.0],
                ["calcium carbonate", 44.0, 41.8, 45.8, 44.4],
                ["methanol", 1.5, 1.5, 1.5, 1.5],
                ["ammonia, dispersant, defoamer, water", "to 100", "to 100", "to 100", "to 100"],
                ["batch made", D("2024-08-19", "yyyy-mm-dd"), D("2024-08-26", "yyyy-mm-dd"),
                 D("2024-09-05", "yyyy-mm-dd"), D("2024-09-23", "yyyy-mm-dd")],
            ]),
            ("chamber_results", [
                ["Cold chamber 5 C / 85% RH, 380 um wet; no-pick-up per ASTM D711", None, None, None, None, None],
                ["code", "MFFT (C)", "no-pick-up (min)", "VOC (g/L)", "Shore A, 7 d", "film at 5 C"],
                ["P1", 9, 14, 118, 85, "mud-cracked, powdery"],
                ["P2", 2, 19, 162, 83, "continuous"],
                ["P3", 0, 6.5, 96, 62, "continuous, soft, beads sink"],
                ["P4 (first, 0.5% PEI)", 3, 4.2, 101, 79, "continuous"],
                ["P4", 3, 3.6, 104, 80, "continuous"],
            ]),
        ])),
        ("PRT_retroreflectivity_survey_2025-04.pdf", pdf(
            "Prairie Road Testing Ltd. | Winnipeg MB | Survey PRT-25-041", [
                ("title", "Spring Retroreflectivity Survey - PR 207 Pavement Marking Test Deck"),
                ("p", "Client: Northern Line Coatings Inc., with Manitoba Transportation and Infrastructure. "
                      "Test deck applied 2024-10-09. Survey carried out 2025-04-15 after the 2024-25 winter "
                      "maintenance season. Report issued April 22, 2025."),
                ("p", "Instrument: Delta LTL-X handheld retroreflectometer, 30 m geometry, calibrated on site "
                      "against the reference panel. Five readings per line in the wheel paths, lines swept dry."),
                ("table", [
                    ["Product", "Lines", "Mean RL (mcd/m2/lx)", "Lowest line", "Presence (%)"],
                    ["P1 (NL-FD100)", "12", "62", "31", "71"],
                    ["P3 (low-Tg trial)", "6", "118", "97", "93"],
                    ["P4 (NL-FD200)", "12", "171", "152", "98"],
                ]),
                ("p", "Against a spring threshold of 150 mcd/m2/lx: P4 mean 171 mcd/m2/lx, all lines above the "
                      "threshold. P1 mean 62 mcd/m2/lx, P3 mean 118 mcd/m2/lx; neither meets the threshold."),
                ("p", "Reference panel certificate valid to 2025-11-30. Results apply to the test deck as "
                      "surveyed."),
            ])),
        ("MTI_supply_contract_excerpt.txt", text("""
SUPPLY CONTRACT MTI-2024-PM-017 - EXCERPT
Manitoba Transportation and Infrastructure ("the Province") and Northern Line Coatings Inc. ("the Supplier")
Supply of waterborne traffic paint, 2024-2026 marking seasons

6.2 Payment. The Province shall pay within 30 days of receipt of a correct invoice, less a holdback of 5%
    released at the end of each marking season.
7.1 Delivery. Paint shall be delivered to the district yards within 10 working days of a release order.
7.4 Liquidated damages. For each working day of late delivery the Supplier shall pay $500 per release order,
    to a maximum of 10% of the order value.
11.1 Force Majeure. Neither party is liable for failure to perform caused by events beyond its reasonable
    control, including strikes, fire, flood and rail embargoes.
14.3 This contract is governed by the laws of Manitoba.
""")),
    ],
    noise_files=["MTI_supply_contract_excerpt.txt"],
    not_entries=["2023-09-20", "2025-11-30"],
)


# ---------------------------------------------------------------------------
# C07 manual wheelchair front caster that rolls through slush ridges without shimmy or cold stiffening
#     (assistive device maker, AB, 2024-25) - a TPE compound supplier quote PDF is noise (not named) and an
#     HR paragraph in the design notes is noise; DOCX engineering report with Targets / Technical uncertainty /
#     Test methods / Iterations table / User trial / Open items headings; markdown design notes with bold
#     "**Oct 21**" headings, ISO headings and "Tue Nov 12"; rig CSV with "28-Oct-24" dates; user sessions on
#     sheet 1, outcomes only on sheet 2; stock caster (C1) stalled, pneumatic (C2) shimmied and dragged, C4 went
#     hard in the cold; close shimmy speeds C2/C3/C4
# ---------------------------------------------------------------------------
C07_HR = ("Not project - HR: Dylan's probation review done, he passes. Machinist posting closes Friday; the "
          "broker wants the benefits enrolment forms for the two new hires by month end.")
case(
    {
        "name": "wheelchair_caster_slush_ridge",
        "question": "Could you put together T661 lines 242, 244 and 246 and a logbook for the winter caster "
                    "project? Files: Sofia's design notes, the rig test export, the user trial workbook and the "
                    "engineering report. There's a PDF from Polyform in the folder too.",
        "facts": {
            "242": [["50 mm slush ridge"], ["no more than 20% higher"], ["1 in 20"], ["Shore 80A"],
                    ["shimmy"]],
            "244": [["pneumatic"], ["friction damper"], ["Shore 70A"], ["coast-down"], ["accelerometer"]],
            "246": [["11 of 20"], ["34%"], ["94A"], ["1 of 20"], ["12.1 km/h"]],
        },
        "dates": ["2024-10-21", "2024-10-28", "2024-11-04", "2024-11-12", "2024-11-19", "2024-11-26",
                  "2024-12-10", "2025-01-14", "2025-01-21", "2025-02-03", "2025-02-06", "2025-02-11",
                  "2025-02-24"],
        "noise": ["probation review", "Tooling charge", "firm for 90 days"],
        "bindings": [
            {"value": "5.9 km/h", "subject": "C2", "others": ["C3", "C4"]},
            {"value": "7.2 km/h", "subject": "C3", "others": ["C4", "C2"]},
            {"value": "12.5 km/h", "subject": "C4", "others": ["C3", "C5"]},
        ],
    },
    [
        ("winter_caster_design_notes.md", text(f"""
# Winter front caster - design notes (S. Marchetti; rig work D. Crowchild)

**Oct 21**
Kickoff with Lena Okafor (OT, Northgate Rehab). Her clients' main winter complaint is not deep snow, it's the
windrow of slush the plows leave at every curb cut - casters dig in, chair stops dead, people get pitched
forward. Ridge rig: 1.2 m trough in the cold room, 50 mm ridge of slush (crushed ice + water, made fresh, at
0 C), chair with 100 kg dummy pushed by the cable winch at 3 km/h, load cells on the push handles. "Stall" =
push force spike over 150 N or caster stops turning.

## 2024-10-28
C1 = stock 5 x 1 in solid PU (what most clients have). 11 of 20 stalls on the ridge. C2 = 6 x 2 in pneumatic
(aftermarket): 2 of 20. Pneumatic rolls over it but it's a big wheel in a small fork, footplate clearance
gone on two of our three chair frames.

## 2024-11-04
Coast-down on the smooth vinyl corridor (chair released at 1.5 m/s, distance to stop, 10 runs). C2 34% more
rolling resistance than C1 - indoors all day that is a shoulder problem. Over the target by a mile.
Also C2 on the treadmill: caster shimmy starts at 5.9 km/h (accelerometer on the fork, onset = lateral
vibration over 2 g).

## Tue Nov 12
C3 prototypes from the machine shop + the molder: 5.5 x 1.5 in, crowned TPE tread (Shore 75A), fork with
45 mm trail. Ridge 4 of 20 stalls. Coast-down +12% vs C1. Good compromise on paper.

## 2024-11-19
C3 on the treadmill: shimmy onset 7.2 km/h. Any downhill ramp will get a user there. Wider, softer tire =
more scrub torque = earlier shimmy. Same story every caster paper tells, but no numbers for a crowned tread.

{C07_HR}

## Nov 26
C4 = C3 + friction damper in the stem: stack of PTFE/steel washers under a wave spring, preload set by the
stem nut. Shimmy onset 12.5 km/h. Swivel torque up a little, OT says acceptable.

## 2024-12-10
Cold room at -25 C, overnight soak, then ridge rig with slush at 0 C (the slush is warmer than the tire).
C4 tread measured 94A cold (75A warm) - and stalls went to 9 of 20. The compound just goes hard. Need a cold
compound.

## 2025-01-14
C5 = C4 with the Polyform cold grade TPE, Shore 70A at room, siped tread. Ridge at 0 C: 0 of 20. Coast-down
+15%. Shimmy 12.1 km/h.

## Jan 21
C5 cold room -25 C: 78A cold, ridge 1 of 20 stalls. Inside the 1 in 20.
""")),
        ("caster_rig_tests.csv", text("""
test_date,caster,test,condition,result,unit,n,operator,comment
28-Oct-24,C1,ridge stalls,slush 50 mm at 0 C,11 of 20,stalls,20,DC,stock 5x1 PU
28-Oct-24,C2,ridge stalls,slush 50 mm at 0 C,2 of 20,stalls,20,DC,6x2 pneumatic
04-Nov-24,C1,coast-down,vinyl 1.5 m/s,6.42,m to stop,10,DC,reference
04-Nov-24,C2,coast-down,vinyl 1.5 m/s,4.79,m to stop,10,DC,+34% rolling resistance vs C1
04-Nov-24,C2,shimmy onset,treadmill,5.9 km/h,,5,DC,accelerometer on fork
12-Nov-24,C3,ridge stalls,slush 50 mm at 0 C,4 of 20,stalls,20,DC,5.5x1.5 TPE 75A
12-Nov-24,C3,coast-down,vinyl 1.5 m/s,5.73,m to stop,10,DC,+12% vs C1
19-Nov-24,C3,shimmy onset,treadmill,7.2 km/h,,5,DC,
26-Nov-24,C4,shimmy onset,treadmill,12.5 km/h,,5,DC,friction damper in stem
10-Dec-24,C4,ridge stalls,tire soaked -25 C,9 of 20,stalls,20,DC,tread 94A cold
14-Jan-25,C5,ridge stalls,slush 50 mm at 0 C,0 of 20,stalls,20,DC,cold grade TPE 70A
14-Jan-25,C5,coast-down,vinyl 1.5 m/s,5.58,m to stop,10,DC,+15% vs C1
14-Jan-25,C5,shimmy onset,treadmill,12.1 km/h,,5,DC,
21-Jan-25,C5,ridge stalls,tire soaked -25 C,1 of 20,stalls,20,DC,tread 78A cold
""")),
        ("winter_caster_user_trial.xlsx", xlsx([
            ("sessions", [
                ["Winter caster user trial - C5 vs participant's own casters, Northgate Rehab outdoor route",
                 None, None, None, None],
                ["session", "date", "participants", "air temp (C)", "route"],
                ["S1", D("2025-02-03", "d-mmm-yy"), 3, -14, "1.4 km, 9 curb cuts with windrows"],
                ["S2", D("2025-02-06", "d-mmm-yy"), 3, -4, "same, wet slush"],
                ["S3", D("2025-02-11", "d-mmm-yy"), 2, -22, "same, packed + ridges"],
            ]),
            ("outcomes", [
                ["Outcomes per participant (stalls counted by the OT walking behind)", None, None, None, None],
                ["participant", "stalls own casters", "stalls C5", "rating C5 (1-10)", "comment"],
                ["P01", 5, 0, 9, "didn't notice the curb cuts"],
                ["P02", 7, 1, 8, ""],
                ["P03", 3, 0, 8, "a bit heavier indoors"],
                ["P04", 6, 0, 9, ""],
                ["P05", 4, 1, 7, "stiff swivel at first"],
                ["P06", 8, 0, 10, ""],
                ["P07", 2, 0, 8, ""],
                ["P08", 5, 0, 9, ""],
                ["all", 40, 2, 8.5, "no shimmy reported"],
            ]),
        ])),
        ("TMD_winter_caster_engineering_report.docx", docx([
            ("title", "Winter Front Caster (WFC-1) - Engineering Report"),
            ("p", "Tundra Mobility Designs Inc., Edmonton AB. Author: Sofia Marchetti, P.Eng. Date: 24 February "
                  "2025. Clinical partner: Lena Okafor, OT, Northgate Rehab Clinic."),
            ("h1", "Targets"),
            ("b", "roll over a 50 mm slush ridge at 3 km/h with a stall on no more than 1 in 20 attempts, at 0 C "
                  "and after a -25 C soak;"),
            ("b", "rolling resistance on smooth floor no more than 20% higher than the stock 5 x 1 in caster;"),
            ("b", "no shimmy below 10 km/h;"),
            ("b", "tread no harder than Shore 80A at -25 C;"),
            ("b", "fits standard 5 in fork stems; footplate clearance unchanged on our three frames."),
            ("h1", "Technical uncertainty"),
            ("p", "Every property that helps a caster get through slush works against another target. A larger, "
                  "wider and softer caster climbs a ridge better, but rolls harder indoors and starts to shimmy "
                  "at a lower speed; a softer tread that helps at 0 C turns hard at -25 C. There is no model for "
                  "a small caster pushing into a slush ridge - slush flows ahead of the wheel at one speed and "
                  "packs into a wall at another - so the ridge behaviour could only be found by test. Existing "
                  "winter solutions lift the casters off the ground with a clamp-on front wheel, which many "
                  "users cannot attach themselves. We did not know whether any caster that fits a standard fork "
                  "could meet the ridge, rolling resistance, shimmy and cold targets together."),
            ("h1", "Test methods"),
            ("p", "Ridge rig in the cold room (50 mm fresh slush ridge at 0 C, 100 kg dummy, winch push at "
                  "3 km/h, stall = handle force spike over 150 N or caster stops). Rolling resistance by "
                  "coast-down on vinyl from 1.5 m/s. Shimmy onset on the treadmill with a fork-mounted "
                  "accelerometer. Hardness with a Shore A durometer after overnight soak at -25 C."),
            ("h1", "Iterations"),
            ("table", [
                ["Caster", "Description", "Ridge stalls (0 C)", "Rolling resistance vs C1", "Shimmy onset",
                 "Cold tread"],
                ["C1", "stock 5 x 1 in solid PU", "11 of 20", "reference", "over 15 km/h", "-"],
                ["C2", "6 x 2 in pneumatic", "2 of 20", "+34%", "5.9 km/h", "-"],
                ["C3", "5.5 x 1.5 in crowned TPE 75A, 45 mm trail", "4 of 20", "+12%", "7.2 km/h", "-"],
                ["C4", "C3 + friction damper in the stem", "4 of 20", "+13%", "12.5 km/h", "94A, 9 of 20 cold"],
                ["C5", "C4 with cold-grade TPE Shore 70A, siped", "0 of 20", "+15%", "12.1 km/h",
                 "78A, 1 of 20 cold"],
            ]),
            ("p", "The pneumatic caster C2 passed the ridge but shimmied at 5.9 km/h and rolled 34% harder. The "
                  "friction damper lifted the C4 shimmy onset to 12.5 km/h. The C4 tread went to 94A at -25 C "
                  "and stalled 9 of 20; the cold-grade compound in C5 fixed it (1 of 20 after the cold soak)."),
            ("h1", "User trial"),
            ("p", "Eight manual wheelchair users, three outdoor sessions in February on a 1.4 km route with nine "
                  "windrowed curb cuts: 40 stalls on their own casters, 2 on C5. No shimmy reported."),
            ("h1", "Open items"),
            ("p", "Tread wear on salted concrete over a full winter is unknown; the damper preload drifts "
                  "after about 200 km on the rig and needs a locking feature."),
        ])),
        ("Polyform_quote_Q25-118.pdf", pdf(
            "Polyform Elastomers Inc. | Calgary AB | Quotation Q25-118", [
                ("title", "Quotation Q25-118"),
                ("p", "Customer: Tundra Mobility Designs Inc., Edmonton. Attn: purchasing."),
                ("table", [
                    ["Item", "Description", "Qty", "Unit (CAD)", "Extended (CAD)"],
                    ["PF-TPE-70C", "Cold grade TPE compound, black, 25 kg bag", "10", "$212.00", "$2,120.00"],
                    ["MOLD-5515", "Tooling charge, 4-cavity tread mold 5.5 x 1.5 in", "1", "$14,800.00",
                     "$14,800.00"],
                    ["SAMPLE", "First article inspection report", "1", "$450.00", "$450.00"],
                ]),
                ("p", "Prices firm for 90 days. MOQ 250 kg on compound after first order. FCA Calgary. Payment "
                      "50% with order on tooling, balance on approval of first articles."),
            ])),
    ],
    noise_files=["Polyform_quote_Q25-118.pdf"],
    noise_spans={"winter_caster_design_notes.md": [C07_HR]},
)


# ---------------------------------------------------------------------------
# C08 pumpable high-conductivity grout for geothermal boreholes so a school's loop field can shrink
#     (geothermal drilling contractor, ON, 2025) - a drilling supply invoice PDF is noise (not named);
#     targets from the mechanical consultant, uncertainty in the driller's reply; mixes on sheet 1, lab and
#     pumping results only on sheet 2; thermal lab PDF with two result tables and ISO dates; driller's field log
#     with "Tue Jun 3" dates, a period (TRT) and an undated note; more sand (G2) plugged the tremie, dry
#     graphite (G3) clumped, cement Mix 111 (G4) cracked; close conductivities G1/G4/G5
# ---------------------------------------------------------------------------
case(
    {
        "name": "geothermal_borehole_grout_conductivity",
        "question": "Can you draft T661 lines 242, 244 and 246 and a logbook for the high-conductivity grout "
                    "work we did for the Northbrook school loop field? Attached: the e-mails with Amira "
                    "Haddad, the grout trials workbook, the GTL lab report and Kyle's field log.",
        "facts": {
            "242": [["2.0 W/m·K"], ["60 to 48"], ["1x10^-7 cm/s"], ["settles out"], ["hydrophobic"]],
            "244": [["flake graphite"], ["Mix 111"], ["needle probe"], ["thermal response test"], ["pre-wetted"]],
            "246": [["110 m"], ["2.31 W/m·K"], ["shrinkage cracks"], ["0.071 m·K/W"], ["4x10^-8 cm/s"]],
        },
        "dates": ["2025-04-14", "2025-04-16", "2025-05-05", "2025-05-07", "2025-05-12", "2025-05-13",
                  "2025-06-03", "2025-06-05", "2025-06-09", "2025-06-10", "2025-06-17", "2025-06-23",
                  "2025-07-04", "2025-07-08"],
        "noise": ["Pallet deposit", "Restocking fee", "overdue accounts"],
        "bindings": [
            {"value": "1.42 W/m·K", "subject": "G1", "others": ["G2", "G3"]},
            {"value": "2.05 W/m·K", "subject": "G4", "others": ["G5", "G3"]},
            {"value": "2.12 W/m·K", "subject": "G5", "others": ["G4", "G3"]},
        ],
    },
    [
        ("northbrook_gshp_grout_emails.txt", text("""
From: Amira Haddad <ahaddad@tallgrassmech.ca>
To: Kyle Brennan <kyle@ridgebackgeo.ca>
Date: Mon, 14 Apr 2025 13:05 -0400
Subject: Northbrook PS loop field - grout question

Kyle,
The board has approved the ground source retrofit at Northbrook PS but the loop field doesn't fit: with a
standard thermally enhanced grout (about 1.4 W/m·K) my design needs 60 boreholes at 180 m, and the field
behind the school only takes 50 at 6 m spacing. If the grout reaches 2.0 W/m·K or better, the borehole count
goes from 60 to 48 and it fits, and the board saves roughly a quarter million.

What I need from the grout:
- thermal conductivity at least 2.0 W/m·K, measured;
- borehole thermal resistance 0.08 m·K/W or less from a thermal response test on a real borehole;
- hydraulic conductivity 1x10^-7 cm/s or lower, same as the MECP sealing requirement in our spec;
- placed bottom-up by tremie, full 180 m, no voids.
Can you do this with your rig?
Amira Haddad, P.Eng., Tallgrass Mechanical Consultants

-----
From: Kyle Brennan <kyle@ridgebackgeo.ca>
To: Amira Haddad <ahaddad@tallgrassmech.ca>
Date: Wed, 16 Apr 2025 07:40 -0400
Subject: RE: Northbrook PS loop field - grout question

Amira, honest answer: I don't know yet. Here's why.
Our grout pump pushes bentonite and silica sand through a 1.25 in tremie. The sand is what raises
conductivity, but past about 2 parts sand to 1 bentonite the sand settles out of the slurry before the
bentonite gels, plugs the tremie or bridges around the U-bend at the bottom. Graphite raises conductivity far
more per kilo, but it's hydrophobic - it floats and balls up in water - and nobody around here has pumped
it. The cement-sand grout the literature calls Mix 111 gets about 2.4, but it shrinks, and when your loop
runs below zero in January it can crack away from the pipe and lose both the heat contact and the seal.
Nothing on the market is sold as 2.0 and pumpable through our tremie at 180 m.

I'd like to mix a few candidates in the yard, get the conductivity and permeability measured at GTL, then
try the best ones in test holes on site before we commit the field. One of the test holes would get a
thermal response test.
Kyle Brennan, Ridgeback Geothermal Drilling Ltd., Guelph

-----
From: Amira Haddad
Date: July 8, 2025 9:15 AM
To: Kyle Brennan
Subject: RE: TRT on TH-3

Kyle, got the TRT analysis and the GTL report. 0.071 m·K/W on TH-3 with G5 is better than I assumed. I'm
issuing the revised drawings with 48 boreholes and G5 specified.
Amira
""")),
        ("grout_trials_2025.xlsx", xlsx([
            ("mixes", [
                ["Ridgeback - high-k grout mixes (per 100 L water)", None, None, None, None, None],
                ["mix", "made", "bentonite grout (kg)", "silica sand (kg)", "additive", "notes"],
                ["G1", D("2025-05-05", "yyyy-mm-dd"), 22.7, 45.4, "-", "standard TE grout, 1:2"],
                ["G2", D("2025-05-05", "yyyy-mm-dd"), 22.7, 68.1, "-", "1:3"],
                ["G3", D("2025-05-05", "yyyy-mm-dd"), 22.7, 45.4, "flake graphite 5% of solids, dry blended",
                 "floats, clumps"],
                ["G4", D("2025-05-12", "yyyy-mm-dd"), "cement 40 kg + bentonite 1.5", 80.0,
                 "superplasticizer 0.4 L", "Mix 111"],
                ["G5", D("2025-06-09", "yyyy-mm-dd"), 22.7, 45.4,
                 "flake graphite 5%, pre-wetted in wetting agent + polymer", ""],
            ]),
            ("results", [
                ["GTL lab results and field pumping (TH = test hole on site, 180 m, 1.25 in tremie)", None, None,
                 None, None, None],
                ["mix", "k, needle probe", "hydraulic cond. (cm/s)", "after 10 freeze-thaw", "field hole",
                 "pumping"],
                ["G1", "1.42 W/m·K", "2x10^-8", "no change", "-", "normal"],
                ["G2", "1.78 W/m·K", "3x10^-8", "-", "TH-1", "tremie plugged at 110 m"],
                ["G3", "2.31 W/m·K", "5x10^-8", "-", "TH-2", "clumps on intake screen, 2 stops"],
                ["G4", "2.05 W/m·K", "6x10^-8", "shrinkage cracks, 3x10^-6 cm/s", "-", "not pumped"],
                ["G5", "2.12 W/m·K", "4x10^-8 cm/s", "no change", "TH-3", "full 180 m, no stops"],
            ]),
        ])),
        ("GTL_thermal_report_25-207.pdf", pdf(
            "Geothermal Testing Laboratory (GTL) | Waterloo ON | Report GTL-25-207", [
                ("title", "Thermal Conductivity and Hydraulic Conductivity of Borehole Grouts"),
                ("p", "Client: Ridgeback Geothermal Drilling Ltd. (attn. K. Brennan). Cast cylinders of mixes "
                      "G1 to G3 received 2025-05-07; G4 received 2025-05-13; G5 received 2025-06-10. Final report "
                      "issued July 4, 2025; supersedes interim results sent by e-mail."),
                ("p", "Methods: thermal conductivity by transient needle probe (ASTM D5334) on 28-day saturated "
                      "specimens, three readings each. Hydraulic conductivity by flexible-wall permeameter "
                      "(ASTM D5084). Freeze-thaw: 10 cycles -5 C to +10 C in a sealed sleeve, then permeameter "
                      "and visual examination."),
                ("table", [
                    ["Mix", "k (W/m·K)", "Hydraulic conductivity (cm/s)"],
                    ["G1", "1.42", "2x10^-8"],
                    ["G2", "1.78", "3x10^-8"],
                    ["G3", "2.31", "5x10^-8"],
                    ["G4", "2.05", "6x10^-8"],
                    ["G5", "2.12", "4x10^-8"],
                ]),
                ("table", [
                    ["Mix", "After 10 freeze-thaw cycles", "Hydraulic conductivity after (cm/s)"],
                    ["G4", "circumferential shrinkage cracks, separation from pipe stub", "3x10^-6"],
                    ["G5", "no visible change", "4x10^-8"],
                ]),
                ("p", "Summary: G1 1.42 W/m·K (reference). G3 2.31 W/m·K, highest measured. G4 2.05 W/m·K before "
                      "freeze-thaw; after cycling G4 showed shrinkage cracks and permeability rose by two orders "
                      "of magnitude. G5 2.12 W/m·K with hydraulic conductivity 4x10^-8 cm/s, unchanged after "
                      "freeze-thaw."),
                ("p", "Needle probe verified against reference glycerol 2025-04-30. Results relate only to the "
                      "specimens tested."),
            ])),
        ("field_drilling_log_2025.txt", text("""
RIDGEBACK GEOTHERMAL - FIELD LOG - Northbrook PS test holes (K. Brennan)
rig 2 (rotary, 6 in. bit), 1.25 in tremie, piston grout pump, paddle mixer 300 L

Mon May 5   yard. mixed G1, G2, G3 in the paddle mixer, cast 6 cylinders each for GTL. G3: graphite
            sits on top of the water like soot, took 40 min to beat it in and still lumps. Marsh funnel
            G1 68 s, G2 91 s, G3 110 s.
Wed May 7   cylinders to GTL in Waterloo.
Mon May 12  yard. Mix 111 (G4) - cement, sand, bentonite, superplasticizer. pumps like a dream, 54 s.
            cylinders to GTL tomorrow.
Tue Jun 3   TH-1 drilled to 180 m, loop in, G2 by tremie. pressure climbing from 90 m, tremie plugged
            solid at 110 m. pulled it, sand packed in the bottom 3 m of tremie. grouted rest with G1.
            G2 is dead.
Thu Jun 5   TH-2, G3. pump intake screen blinded with graphite balls twice, cleaned, finished to surface
            but I don't trust the bottom. Not good enough for 48 holes.
Mon Jun 9   Idea from the mud guy: wet the graphite first. G5 = graphite slurried in water with the
            wetting agent + a bit of polymer for 10 min, then into the bentonite + sand. no floating, no
            lumps. Marsh 78 s. cylinders cast, to GTL tomorrow.
Tue Jun 17  TH-3, G5, 180 m. steady pressure all the way, returns at surface clean grout. 
Jun 23-26   TRT on TH-3: 72 h at 6 kW constant heat, GTL's trailer. Ground k 2.6 W/m·K, borehole
            resistance 0.071 m·K/W (Amira asked for 0.08 or less).

note: G4 never went in a hole - GTL phoned mid-June that it cracked in the freeze-thaw.
""")),
        ("GLDS_invoice_77213.pdf", pdf(
            "Great Lakes Drilling Supply Inc. | Cambridge ON | INVOICE", [
                ("title", "Invoice GLDS-77213"),
                ("p", "Sold to: Ridgeback Geothermal Drilling Ltd., Guelph ON. Customer PO RB-2291. Delivered "
                      "to yard."),
                ("table", [
                    ["Item", "Description", "Qty", "Unit (CAD)", "Amount (CAD)"],
                    ["TEG-50", "Thermally enhanced bentonite grout, 50 lb bag", "120", "$24.60", "$2,952.00"],
                    ["SS-30", "Silica sand 30 mesh, 50 lb bag", "240", "$9.85", "$2,364.00"],
                    ["PLT", "Pallet deposit", "8", "$25.00", "$200.00"],
                ]),
                ("p", "Subtotal $5,516.00. HST 13% $717.08. Total $6,233.08. Restocking fee 20% on returned "
                      "product. Interest at 2% per month on overdue accounts."),
            ])),
    ],
    noise_files=["GLDS_invoice_77213.pdf"],
    not_entries=["2025-04-30"],
)


# ---------------------------------------------------------------------------
# C09 fermenting very high-sugar Vidal icewine juice to target alcohol without volatile acidity running away
#     (estate winery, ON, 2024-25) - a wine club newsletter is noise (not named) and a staffing paragraph in
#     the cellar log is noise; cellar log dated dd.mm.yy (stated in its header); DOCX fermentation report with
#     Targets / Why this was uncertain / Trial design / Timeline table / Results / Next vintage headings;
#     fermentation CSV by day from inoculation (no calendar dates); lab PDF with ISO receipt date; direct
#     inoculation (Y1) stuck, acclimatised starter alone (Y2) too slow, Torulaspora (Y4) clean but late; close
#     VA values Y1/Y2/Y3
# ---------------------------------------------------------------------------
C09_STAFF = ("Staffing, not cellar: Tomás away 02.01 to 06.01. Temp from the Vintners' agency for the sparkling "
             "disgorging on 13.01. Retail wants two more people for the February festival weekends - ask Ruth.")
case(
    {
        "name": "icewine_high_brix_fermentation_va",
        "question": "Please draft T661 lines 242, 244 and 246 and a logbook for our 2024 Vidal icewine "
                    "fermentation trials. I've attached Claire's fermentation report, the cellar log, the "
                    "fermentation readings and the lab analysis from Niagara Enology.",
        "facts": {
            "242": [["1.5 g/L"], ["41.5 °Brix"], ["within 8 weeks"], ["around 35 °Brix"], ["10.5%"]],
            "244": [["K1-V1116"], ["acclimatization", "acclimatisation"], ["Torulaspora"], ["Cash still"],
                    ["GoFerm"]],
            "246": [["6.2%"], ["1.9 g/L"], ["1.4 g/L"], ["0.9 g/L"], ["9 weeks"]],
        },
        "dates": ["2024-12-21", "2024-12-22", "2024-12-23", "2024-12-24", "2024-12-27", "2025-01-10",
                  "2025-01-27", "2025-02-04", "2025-02-18", "2025-02-26", "2025-03-04", "2025-03-05",
                  "2025-03-11", "2025-03-14"],
        "noise": ["Wine Club", "complimentary tasting", "Vintners' agency"],
        "bindings": [
            {"value": "1.9 g/L", "subject": "Y1", "others": ["Y2", "Y3"]},
            {"value": "1.6 g/L", "subject": "Y2", "others": ["Y3", "Y1"]},
            {"value": "1.4 g/L", "subject": "Y3", "others": ["Y2", "Y4"]},
        ],
    },
    [
        ("Vidal_icewine_2024_fermentation_report.docx", docx([
            ("title", "Vidal Icewine 2024 - Fermentation Trials Report"),
            ("p", "Escarpment Ridge Estate Winery, Beamsville ON. Claire Vandermeer, Winemaker. Written 14 March "
                  "2025. Cellar: Tomás Rivera."),
            ("h1", "Targets"),
            ("b", "finish at 10.5% alcohol (+/- 0.5) with residual sugar near 200 g/L, our house style;"),
            ("b", "volatile acidity no more than 1.5 g/L (as acetic) - the VQA ceiling for icewine is 2.1 g/L "
                  "but our Taiwan and Korea importers reject lots above 1.6;"),
            ("b", "reach target alcohol within 8 weeks of inoculation so the wine can be stabilised and "
                  "bottled for the May export order."),
            ("h1", "Why this was uncertain"),
            ("p", "The 2024 Vidal was picked on the night of 21 December at -12 C and the juice came off the "
                  "press at 41.5 °Brix - our highest ever (2022 was 37.8). Yeast in icewine juice is under "
                  "extreme osmotic stress; it defends itself by making glycerol, and acetic acid comes with "
                  "it, so volatile acidity climbs with the sugar. The standard protocol we and most Niagara "
                  "wineries follow - K1-V1116 rehydrated in GoFerm, a 1:1 diluted-juice starter, 0.5 g/L - was "
                  "worked out on juice around 35 °Brix. Above 40 °Brix fermentations often stall at 6-7% "
                  "alcohol with VA already past 1.5. We did not know whether the inoculation rate, a slower "
                  "stepwise acclimatization of the starter, nutrient timing or a non-Saccharomyces yeast "
                  "would hold VA down and still reach 10.5% in time, or whether this juice could be fermented "
                  "to our targets at all."),
            ("h1", "Trial design"),
            ("p", "One press lot, 1,800 L, settled and split into four 400 L stainless tanks at 12 C (Y3 at "
                  "15 C). Daily Brix and temperature; quick VA by the in-house enzymatic kit every 3-4 days. "
                  "Final analysis at Niagara Enology Lab Services (alcohol, residual sugar, VA by Cash still, "
                  "glycerol)."),
            ("b", "Y1 - K1-V1116 0.5 g/L, rehydrated in GoFerm, added straight to the juice."),
            ("b", "Y2 - K1-V1116 0.5 g/L, starter acclimatized in three steps (juice diluted to 22, then 30 "
                  "°Brix, then full juice) over 48 h."),
            ("b", "Y3 - as Y2 but 1.0 g/L, organic nutrient at one-third sugar depletion, tank at 15 C."),
            ("b", "Y4 - Torulaspora delbrueckii pre-inoculation, acclimatized K1-V1116 added on day 4."),
            ("h1", "Timeline"),
            ("table", [
                ["Date", "Event"],
                ["21 Dec 2024", "pick at -12 C, pressed overnight, 41.5 °Brix"],
                ["22 Dec 2024", "starter steps begun for Y2 and Y3"],
                ["23 Dec 2024", "Y1 inoculated; Y4 Torulaspora added"],
                ["24 Dec 2024", "Y2 and Y3 starters added to tanks"],
                ["27 Dec 2024", "Y4 K1-V1116 added (day 4)"],
                ["10 Jan 2025", "Y3 nutrient at one-third sugar depletion"],
                ["27 Jan 2025", "Y1 stuck at 6.2% alcohol, VA 1.9 g/L - restart abandoned"],
                ["4 Feb 2025", "Y3 at 10.6% - chilled to -4 C to stop"],
                ["18 Feb 2025", "Y2 at 8 weeks, only 9.1% - stopped"],
                ["26 Feb 2025", "Y4 at 10.2% after 9 weeks - stopped"],
                ["4 Mar 2025", "samples of Y1-Y4 to Niagara Enology"],
                ["11 Mar 2025", "lab report"],
            ]),
            ("h1", "Results"),
            ("p", "Y1 stuck at 6.2% with VA 1.9 g/L. Y2 finished cleaner (VA 1.6 g/L) but was still short of "
                  "alcohol at 8 weeks. Y3 reached 10.6% in six weeks with VA 1.4 g/L - the only tank inside "
                  "every target. Y4 gave the lowest VA, 0.9 g/L, but needed 9 weeks to reach 10.2%. What we "
                  "learned: acclimatization alone lowers VA but does not supply enough active yeast at this "
                  "sugar level; the higher rate, warmer tank and staged nutrient get the speed back. "
                  "Torulaspora is the cleaner route but too slow for our bottling date."),
            ("h1", "Next vintage"),
            ("p", "Run Y3 as the base protocol and repeat Y4 with an earlier K1 addition. Unknown: whether Y3 "
                  "holds at 43-44 °Brix if we get another very cold pick."),
        ])),
        ("cellar_log_icewine_2024.txt", text(f"""
CELLAR LOG - Vidal icewine 2024 - T. Rivera / C. Vandermeer
dates dd.mm.yy

21.12.24  picked 02:00-07:30, -12 to -11 C. pressed in the basket press till noon. 1,800 L at 41.5 Brix (refracto,
          3 readings). SO2 30 mg/L, settling at 4 C.
22.12.24  racked off lees. split 4 x 400 L (T7-T10). starters for Y2 + Y3 begun: K1 rehydrated in GoFerm
          at 40 C, step 1 juice diluted to 22 Brix.
23.12.24  Y1 (T7) direct: K1 0.5 g/L in GoFerm, straight in. Y4 (T10) Torulaspora added. Y2/Y3 step 2
          (30 Brix). acclimatisation going well, good foam on both starters.
24.12.24  Y2 (T8) + Y3 (T9) starters in at full juice step. T9 warmed to 15 C.
27.12.24  T10 K1 added (acclimatised same way). T7 slow - 0.6 Brix drop in 4 days.

{C09_STAFF}

10.01.25  T9 one-third of sugar gone, organic nutrient in (Fermaid O, 0.3 g/L). T7 VA quick test 1.4 already.
27.01.25  T7 (Y1) not moving for 6 days, 6.2% est, VA 1.9. tried rousing + warming, nothing. Claire: abandon,
          blend into the sweet reserve.
04.02.25  T9 (Y3) at 10.6% est - chilled to -4, stopped. smells clean, pineapple/apricot.
18.02.25  T8 (Y2) 8 weeks, only 9.1%, stuck-ish. stopped.
26.02.25  T10 (Y4) 10.2% - 9 weeks. chilled. cleanest nose of the four.
04.03.25  samples T7-T10 driven to Niagara Enology (Tomás).
""")),
        ("vidal_icewine_ferm_readings.csv", text("""
tank,trial,day_from_inoculation,brix,alcohol_est_pct,temp_C,VA_quick_g_L,note
T7,Y1,0,41.5,0.0,12,0.12,direct inoculation
T7,Y1,7,39.6,1.1,12,0.58,
T7,Y1,14,36.9,3.0,12,0.95,
T7,Y1,28,33.6,5.6,12,1.62,
T7,Y1,35,33.0,6.2,13,1.9,stuck
T8,Y2,0,41.5,0.0,12,0.10,acclimatised starter
T8,Y2,14,35.8,3.7,12,0.62,
T8,Y2,28,31.4,6.6,12,1.10,
T8,Y2,56,27.8,9.1,12,1.6,8 weeks - short of target
T9,Y3,0,41.5,0.0,15,0.11,acclimatised starter 1.0 g/L
T9,Y3,14,33.9,4.9,15,0.55,
T9,Y3,28,28.4,8.4,15,0.98,nutrient given day 17
T9,Y3,42,25.1,10.6,15,1.4,chilled - target reached
T10,Y4,0,41.5,0.0,12,0.09,Torulaspora; K1 day 4
T10,Y4,14,37.9,2.4,12,0.31,
T10,Y4,28,33.2,5.6,12,0.52,
T10,Y4,56,28.3,9.0,12,0.81,
T10,Y4,65,26.9,10.2,12,0.9,chilled after 9 weeks
""")),
        ("NEL_icewine_analysis_25-0311.pdf", pdf(
            "Niagara Enology Lab Services | St. Catharines ON | Report NEL-25-0311", [
                ("title", "Wine Analysis - Vidal Icewine 2024, Fermentation Trial Lots"),
                ("p", "Client: Escarpment Ridge Estate Winery (attn. C. Vandermeer). Four samples, 375 mL, "
                      "received 2025-03-05 chilled. Report issued March 11, 2025."),
                ("p", "Methods: alcohol by ebulliometer confirmed by densitometry; residual sugar (glucose + "
                      "fructose) enzymatic; volatile acidity as acetic acid by steam distillation (Cash "
                      "still); glycerol enzymatic; titratable acidity to pH 8.2."),
                ("table", [
                    ["Lot", "Alcohol (% v/v)", "Residual sugar (g/L)", "Volatile acidity (g/L)", "Glycerol (g/L)",
                     "TA (g/L)"],
                    ["T7 / Y1", "6.2", "318", "1.90", "13.8", "9.9"],
                    ["T8 / Y2", "9.1", "262", "1.60", "12.1", "10.2"],
                    ["T9 / Y3", "10.6", "208", "1.40", "11.6", "10.4"],
                    ["T10 / Y4", "10.2", "216", "0.90", "9.4", "10.1"],
                ]),
                ("p", "Y1 lot VA 1.9 g/L and Y2 lot VA 1.6 g/L; Y3 lot VA 1.4 g/L, Y4 lot VA 0.9 g/L. All lots "
                      "below the 2.1 g/L limit for icewine. Results relate only to the samples as received."),
            ])),
        ("escarpment_ridge_club_newsletter_winter2025.md", text("""
# Escarpment Ridge - Wine Club newsletter, winter 2025

Dear members,

The 2024 Vidal Icewine harvest happened on one of the coldest nights of the season - our pickers were out
before dawn and the berries were frozen solid. We can't wait to share the result with you.

**Members' corner**
- Your February shipment includes the 2022 Cabernet Franc and a half-bottle of 2021 Vidal Icewine.
- Bring a friend for a complimentary tasting any weekend in March.
- Icewine Festival weekends in January: fire pits, icewine cocktails and maple pairings on the terrace.

Cheers,
The Escarpment Ridge team
""")),
    ],
    noise_files=["escarpment_ridge_club_newsletter_winter2025.md"],
    noise_spans={"cellar_log_icewine_2024.txt": [C09_STAFF]},
)


# ---------------------------------------------------------------------------
# C10 snowmaking on marginal nights (-3 C wet-bulb) without additives or extra compressed air (ski resort,
#     ON, 2024-25) - a winter staffing plan DOCX is noise (not named); targets from the GM, uncertainty in
#     the snowmaking manager's reply; markdown ops notes with "Tue Nov 12 (night)", ISO, "Nov 19" headings and
#     an entry dated inside its first sentence; trial nights on sheet 1, density / conversion only on sheet 2;
#     college cold-room droplet report PDF; finer nozzles (N2) cut output, a taller tower alone (N3) not
#     enough; close conversion values N1/N3/N5
# ---------------------------------------------------------------------------
case(
    {
        "name": "snowmaking_marginal_wet_bulb",
        "question": "We need T661 lines 242, 244 and 246 and a logbook for last fall's marginal-temperature "
                    "snowmaking trials. Attached: Luc's ops notes, the gun trials workbook, the college lab "
                    "report and the e-mail thread with Dana. I also dropped a staffing file in by accident.",
        "facts": {
            "242": [["-3 °C wet-bulb"], ["450 kg/m3"], ["at least 65%"], ["rated to -2"], ["no additives"]],
            "244": [["nucleator"], ["cooling tower"], ["coring tube"], ["drone survey"], ["laser diffraction"]],
            "246": [["580 kg/m3"], ["48%"], ["output down 30%"], ["430 kg/m3"], ["71%"]],
        },
        "dates": ["2024-10-28", "2024-10-30", "2024-11-12", "2024-11-14", "2024-11-19", "2024-11-21",
                  "2024-11-22", "2024-11-28", "2024-12-03", "2024-12-05", "2024-12-10", "2024-12-13",
                  "2024-12-20", "2025-01-08"],
        "noise": ["Staff housing", "ski school", "Returning staff bonus"],
        "bindings": [
            {"value": "48%", "subject": "N1", "others": ["N2", "N3"]},
            {"value": "57%", "subject": "N3", "others": ["N4", "N2"]},
            {"value": "71%", "subject": "N5", "others": ["N4", "N3"]},
        ],
    },
    [
        ("marginal_snowmaking_emails.txt", text("""
From: Dana Whitfield <dwhitfield@pinebluffmountain.ca>
To: Luc Perreault <lperreault@pinebluffmountain.ca>
Date: Mon, 28 Oct 2024 09:02 -0400
Subject: marginal nights - what I need from you this fall

Luc,
After last season (opened Dec 27, lost the whole pre-Christmas week of lessons and group bookings) the
board wants a plan. Most of our November and December nights now sit right around -3 °C wet-bulb, and on
those nights we either don't run or we make slush that the groomers can't touch.

Targets for the fall trials:
- make usable snow at -3 °C wet-bulb, not just at -5 and colder;
- snow on the ground no denser than 450 kg/m3 after 24 h, or it sets up like concrete;
- at least 65% of the water we pump should end up as snow on the pile - right now at -3 it's closer to half;
- no additives (our water-taking permit from the conservation authority doesn't allow them) and no new
  compressor - we're at the limit of the hydro service.
Budget for trials is in the capital plan.
Dana Whitfield, General Manager, Pine Bluff Mountain Resort

-----
From: Luc Perreault <lperreault@pinebluffmountain.ca>
To: Dana Whitfield <dwhitfield@pinebluffmountain.ca>
Date: Wed, 30 Oct 2024 22:14 -0400
Subject: RE: marginal nights - what I need from you this fall

Dana, I'll be straight with you. Our air-water guns are rated to -2 °C wet-bulb on the maker's sheet, but
that rating assumes a tall tower, dry air and no wind. A water droplet has to freeze during the second or
two it hangs in the air. Pond water has almost nothing in it to start ice, so droplets supercool and many
don't freeze until well below -3; at -3 they land wet and the pile turns to slush, or they run off. Finer
droplets freeze faster but each gun throws less water; more air makes more nuclei but we have no more air.
The manufacturers don't publish anything for marginal nights, and with no additives the usual trick is off
the table.

I want to try, one change at a time: smaller nozzles, a taller tower, a nucleator ring, and colder water. The
college's applied research centre can measure droplet size and how many freeze in their cold room. I can't
promise we'll hit 65% at -3.
Luc

-----
From: Dana Whitfield
Date: January 8, 2025 4:45 PM
To: Luc Perreault
Subject: RE: trials summary

Luc, the board saw your summary last night. Opening the Meadow beginner area on Dec 20 off two marginal
nights paid for the trials. They approved converting the rest of the tower guns to the N5 setup for next
season.
Dana
""")),
        ("snowmaking_ops_notes.md", text("""
# Marginal-night snowmaking trials - ops notes (L. Perreault, snowmaking crew)

Test area: Meadow beginner slope, 4 tower guns (air-water), pond pump station. One change at a time.
Wet-bulb from the base station psychrometer, logged every 10 min. A trial night only counts if wet-bulb held
between -2.5 and -3.5 for at least 6 h. Density: coring tube (500 cm3 cutter) at 10 points on the pile 24 h
after shutdown, weighed on the scale in the shop. Conversion: drone survey of the pile (photogrammetry, GCPs
on the lift towers) x density, divided by the water meter total for the night.

## Tue Nov 12 (night)
N1 = guns as they are, 8 m towers, standard nozzles. Wet-bulb -3.1 average. Pile looked grey and shiny by
morning, water running off the toe. Density 580 kg/m3, conversion 48%. That's our baseline: too wet, half the
water lost.

## 2024-11-14
N2 = same guns with the smaller water nozzle set (0.9 mm vs 1.2 mm). Snow drier, 520 kg/m3, but output down
30% per gun and conversion only 53%. Finer droplets alone don't fix it and we lose volume.

## Nov 19
N3 = back to standard nozzles, towers extended to 10 m (2 m extension pieces from the shop), more hang time.
Density 500 kg/m3, conversion 57%. Better, still short.

On Nov 21 Priya's team at the college ran our nozzles in their cold room (laser diffraction for droplet size,
high-speed camera for frozen fraction at 2 s fall). Results in their report - at -3 most droplets are still
liquid at 2 s unless there is a nucleus.

## Thurs Nov 28
N4 = N3 + nucleator ring (4 small internal-mix air/water nucleator nozzles per head, tapped off the existing
air line - no extra air, just shared). Density 455 kg/m3, conversion 63%. Close.

## 2024-12-03
Cooling tower commissioned at the pond intake (rented 2-cell, 150 HP fans). Pond water 4.1 C in, 1.5 C out.

## Dec 5
N5 = N4 + pre-cooled water at 1.5 C. Density 430 kg/m3, conversion 71%. First time under 450 and over 65%
together. Groomer (Mike) says it pushes like real machine snow.

## 2024-12-10
Repeat N5 night, wet-bulb -2.9: 435 kg/m3, 69%. Holds.

## Dec 20
Meadow opened to the public - base 45 cm, all made on marginal nights.

Open: cooling tower power (~110 kW) vs what it saves in running hours is not worked out yet.
""")),
        ("gun_trials_2024-25.xlsx", xlsx([
            ("nights", [
                ["Meadow tower gun trials - nights that met the -3 C wet-bulb window", None, None, None, None],
                ["night of", "config", "wet-bulb avg (C)", "RH avg", "hours run", "water pumped (m3)"],
                [D("2024-11-12", "ddd mmm d"), "N1", -3.1, "91%", 7.5, 1240],
                [D("2024-11-14", "ddd mmm d"), "N2", -3.0, "88%", 7.0, 810],
                [D("2024-11-19", "ddd mmm d"), "N3", -3.2, "90%", 8.0, 1290],
                [D("2024-11-28", "ddd mmm d"), "N4", -3.0, "92%", 6.5, 1050],
                [D("2024-12-05", "ddd mmm d"), "N5", -3.1, "89%", 8.0, 1300],
                [D("2024-12-10", "ddd mmm d"), "N5", -2.9, "93%", 7.0, 1130],
            ]),
            ("pile_results", [
                ["24 h after shutdown: coring tube density (mean of 10) and conversion from drone survey", None,
                 None, None, None],
                ["config", "density (kg/m3)", "pile volume (m3)", "conversion", "note"],
                ["N1", 580, 1025, "48%", "wet, run-off at toe"],
                ["N2", 520, 830, "53%", "output down 30% per gun"],
                ["N3", 500, 1479, "57%", "10 m towers"],
                ["N4", 455, 1462, "63%", "nucleator ring"],
                ["N5", 430, 2147, "71%", "water 1.5 C"],
                ["N5 repeat", 435, 1797, "69%", ""],
            ]),
        ])),
        ("GLC_droplet_freeze_report_2024-12.pdf", pdf(
            "Georgian Lakes College - Applied Research Centre | Owen Sound ON | Report ARC-24-093", [
                ("title", "Droplet Size and Frozen Fraction of Snowmaking Nozzles at Marginal Temperature"),
                ("p", "Client: Pine Bluff Mountain Resort (attn. L. Perreault). Nozzles supplied: standard "
                      "1.2 mm water nozzle, 0.9 mm water nozzle, nucleator nozzle. Tests run 2024-11-21 and "
                      "2024-11-22 in the environmental cold room at -3.0 C wet-bulb (air -1.8 C, RH 80%). "
                      "Report issued December 13, 2024."),
                ("p", "Methods: droplet size by laser diffraction at 1 m from the nozzle; frozen fraction by "
                      "high-speed imaging of droplets collected on a cold plate after 2 s fall; water at 4 C "
                      "and at 1.5 C."),
                ("table", [
                    ["Configuration", "Water temp (C)", "Median droplet (um)", "Frozen at 2 s (%)"],
                    ["1.2 mm nozzle", "4.0", "410", "22"],
                    ["0.9 mm nozzle", "4.0", "300", "35"],
                    ["1.2 mm + nucleator", "4.0", "405", "58"],
                    ["1.2 mm + nucleator", "1.5", "405", "74"],
                ]),
                ("p", "Without nucleation most droplets remain supercooled liquid at 2 s at this wet-bulb; the "
                      "finer nozzle helps only modestly. Seeding from the nucleator more than doubles the frozen "
                      "fraction, and cooling the water to 1.5 C raises it further."),
                ("p", "Cold room sensors calibrated 2024-09-15. Results apply to the nozzles and conditions "
                      "tested."),
            ])),
        ("winter_staffing_plan_2024-25.docx", docx([
            ("title", "Winter Staffing Plan 2024-25"),
            ("p", "Pine Bluff Mountain Resort - Human Resources. Draft for the management meeting."),
            ("h1", "Headcount"),
            ("table", [
                ["Department", "Full season", "Weekends / holidays", "Returning"],
                ["Lift operations", "28", "14", "19"],
                ["Snow school (ski school and snowboard)", "12", "46", "31"],
                ["Food and beverage", "18", "22", "12"],
                ["Rentals and guest services", "10", "16", "9"],
            ]),
            ("h1", "Recruiting"),
            ("p", "Job fair at the base lodge in early November. Returning staff bonus of $250 paid in March "
                  "to staff who complete the season."),
            ("h1", "Staff housing"),
            ("p", "Staff housing in Thornbury: 14 beds in the two houses, priority to out-of-town lift and "
                  "snowmaking staff. Rent deducted from pay."),
            ("h1", "Training"),
            ("p", "Lift operator certification and first aid for all new lift staff before opening."),
        ])),
    ],
    noise_files=["winter_staffing_plan_2024-25.docx"],
    not_entries=["2023-12-27", "2024-09-15"],
)


# ============================================================================ end of cases

if __name__ == "__main__":
    main()
