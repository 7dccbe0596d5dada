#!/usr/bin/env python3
"""Builds the multi-file evidence cases of the eleventh first-contact set (evidence_multi_first_11).

Run:  python3 make_files.py
Needs: python-docx, openpyxl, reportlab (standard fonts only).
Writes every evidence file of every case into this folder, then cases.json (all cases registered so far).

Each case asks for T661 lines 242, 244, 246 and a logbook from 3 to 6 files of mixed formats. Case metadata
(facts, dates, noise, bindings) sits next to the content it refers to. Two kinds of noise are registered for
verify.py (which imports this module; files are only written when run):
  NOISE_FILES[case]  -> whole files that are not work records (supplier quote, invoice, price list, marketing
                        copy, lease / services-agreement excerpt, board minutes);
  NOISE_SPANS[case]  -> {file: [paragraphs]} non-record paragraphs INSIDE a record file (an admin, staffing or
                        purchasing aside in a log, a PS in an e-mail).
NOT_ENTRIES[case]   -> dates that occur in record files but are not work entries (calibration due dates,
                        period end days, delivery promises, planned dates that never became entries); verify.py
                        only uses it to silence its stray-date warnings. They are deliberately absent from "dates".
Date conventions used on purpose: ISO, "Mar 4", "March 4, 2025", "4-Mar-25", d/m/yy in a Canadian shop log
(stated in its header: 4/3/25 is March 4), weekday forms such as "Tues. the 11th" (the same date is also written
in a findable form in another file), dates inside the first sentence of an entry, periods ("Mar 3-28": the entry
is the first day), and workbook date cells stored as real Excel dates with a display format. Some content is
deliberately undated.
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
        wb.properties.creator = "evidence_multi_first_11"
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
# C01 day-ahead energy forecast for battery-electric refuse trucks on winter routes (data consultancy working
#     for a regional waste services board, ON, 2024-25) - a charger supplier quote PDF is noise (named in the
#     question as something the client forwarded); markdown dev notes with ISO, "Dec 9", "Mon Jan 27" headings,
#     an admin paragraph (noise span) and an entry dated inside its first sentence; backtest CSV with ISO dates;
#     targets and the uncertainty only in the e-mail thread; weekly shadow-trial outcomes only on the second
#     sheet of the workbook; GBM (E2) failed on cold days it had never seen, physics-only (E3) missed the packer
#     energy; close MAPE values E2/E3/E4
# ---------------------------------------------------------------------------
C01_ADMIN = ("Admin, not model work: invoice VA-2025-007 (January hours) went to QRWS finance on the 3rd, they "
             "pay Net 45 so don't expect it before mid-March. Hiring: second data engineer posting closes end of "
             "month, Tomasz to screen. Conference abstract for the CUTRIC fleet day is due Friday.")
case(
    {
        "name": "bev_refuse_truck_winter_route_energy",
        "question": "Can you draft T661 lines 242, 244 and 246 and a logbook for our route energy forecasting "
                    "project with Quinte Regional Waste? Attached are Anjali's dev notes, the backtest export, the "
                    "shadow trial workbook and the e-mail thread with Denise. The client also forwarded a charger "
                    "quote, it's in the same folder.",
        "facts": {
            "242": [["8% or less"], ["more than 12%"], ["no sub-meter on the packer"], ["cabin and battery heating"],
                    ["one winter of telematics"]],
            "244": [["LightGBM"], ["physics-based"], ["lift-arm cycles"], ["leave-one-week-out"],
                    ["P90", "quantile"]],
            "246": [["21.4%"], ["24%"], ["6.9%", "1.4%"], ["7.3%"], ["can't extrapolate"]],
        },
        "dates": ["2024-11-18", "2024-11-20", "2024-12-02", "2024-12-09", "2025-01-13", "2025-01-20",
                  "2025-01-27", "2025-02-10", "2025-02-24", "2025-03-03", "2025-03-10", "2025-03-17",
                  "2025-03-24", "2025-03-28", "2025-03-31"],
        "noise": ["Extended warranty", "FlowPower", "Net 45"],
        "bindings": [
            {"value": "9.8%", "subject": "E2", "others": ["E3", "E4"]},
            {"value": "11.6%", "subject": "E3", "others": ["E2", "E4"]},
            {"value": "6.9%", "subject": "E4", "others": ["E5", "E2"]},
        ],
    },
    [
        ("qrws_energy_forecast_emails.txt", text("""
From: Denise Arsenault <darsenault@qrws.ca>
To: Anjali Rao <anjali@voltway.ca>
Date: Mon, 18 Nov 2024 07:52 -0500
Subject: BEV trucks - what dispatch needs

Anjali,
Following up on Thursday. We now run six 376 kWh battery-electric side-loaders out of the Belleville depot
next to 31 diesels. Last winter two of the electrics went flat on rural routes and had to be towed back with
the load on, which the union and the councillors both still bring up. Dispatch builds the board at 04:30 and
needs to know, per route, whether an electric can do it that day or whether it goes to a diesel.

What we'd need from you:
- a day-ahead energy forecast per route with a mean absolute percentage error of 8% or less;
- it must not under-predict by more than 12% on more than 1 route-day in 50 - an under-prediction is what
  strands a truck;
- it has to run on our own dispatch server overnight, no cloud, done before 04:30.
The range calculator the dealer gave us is useless in January. I can get you the telematics feed and the
scale house tickets.

Denise Arsenault, Fleet Services Manager
Quinte Regional Waste Services

-----
From: Anjali Rao <anjali@voltway.ca>
To: Denise Arsenault <darsenault@qrws.ca>
Date: Wed, 20 Nov 2024 16:10 -0500
Subject: RE: BEV trucks - what dispatch needs

Denise, thanks - we can take it on, but I want to be straight about what we don't know.

A refuse truck's energy isn't mostly driving. The arm and the compactor run off the electric PTO, and there
is no sub-meter on the packer, so its share is buried in the pack total and we can't separate it from
traction in the data you have. In winter you add cabin and battery heating, which depends on how long the
door is open at each stop and how cold the pack is when it leaves the depot. The OEM range calculator
assumes a highway-like drive cycle, which is why it's so far off. We have one winter of telematics from
six trucks (plus this fall), and the cold-snap days that matter most are exactly the ones we have the
fewest of. Published work on electric refuse trucks is mostly from California and Europe and none of it
forecasts per route a day ahead at -30.

So honestly: I don't know yet whether 8% is reachable. We'll set up a proper backtest first and tell you
what the simple approaches give before building anything fancy.

Anjali Rao, Lead Data Scientist, Voltway Analytics Inc., Kingston ON

-----
From: Denise Arsenault <darsenault@qrws.ca>
Date: March 31, 2025 2:18 PM
To: Anjali Rao <anjali@voltway.ca>
Subject: RE: shadow trial wrap-up

Anjali, I read the shadow trial summary. The dispatchers trust the P90 column now - Gord says the one morning
it told him R-22 wasn't safe it was -33 with wind and the truck that did go out (diesel) came back at noon
for a second load. We'd like to go live with it for next winter and talk about adding the four new trucks
arriving in the fall.
Denise
""")),
        ("route_energy_dev_notes.md", text(f"""
# QRWS route energy forecast - dev notes (A. Rao, T. Wisniewski)

Data: 1 Hz telematics (speed, SOC, pack current/voltage, PTO current, ambient) from 6 BEV side-loaders,
Nov 2023 - Mar 2024 plus Oct - Nov 2024 = 1,914 route-days on 38 routes. Scale house tickets give the
payload per trip. Targets from Denise: MAPE 8% or less per route-day, under-prediction worse than 12% on
no more than 2% of route-days, runs on-prem before 04:30.

Evaluation: leave-one-week-out cross-validation (train on all other weeks, predict the held-out week, repeat)
so a cold week is never in its own training set. Numbers in backtest_runs.csv.

## 2024-12-02
E1 = baseline, what the dealer's range calculator does: kWh/km by temperature band x route km. MAPE 21.4%,
and it under-predicts badly on short, dense urban routes (lots of lifts, few km). Confirms the packer matters.

## Dec 9
E2 = LightGBM on route features: km, planned stops, planned lifts, forecast min temp, wind, snow on the
ground, last week's payload for the route. MAPE 9.8% overall - close - but on the Dec 2024 cold snap days it
under-predicted by up to 24% (R-14 at -29). Those temperatures are colder than almost anything in the training
weeks and the trees can't extrapolate: below the coldest bin they just return the coldest leaf. A model that
is right on average and wrong on the coldest mornings is the wrong way round for dispatch.

## 2025-01-13
E3 = physics-based model, no ML: longitudinal dynamics (mass from the scale tickets, grade from the provincial
DEM along the route polyline, stop-and-go from the planned stop count), plus a heating term (cabin + pack
heater) driven by ambient temperature and an estimated door-open time per stop. Behaves sensibly in the cold
- no cliff - but MAPE 11.6%. On heavy weeks (the first week after the holidays) it under-predicts by 15-20%:
the packer load isn't in it.

## Jan 20
Found the PTO current on the CAN bus (proprietary PGN, the body builder sent the decode). Cycles of the lift
arm show up as clean current pulses, so lift-arm cycles can be counted per route-day. Average 0.21 kWh per
lift cycle, but up to 0.4 kWh when bags are frozen to the cart and the arm shakes it twice. For day-ahead we
predict the lift count from planned lifts + the week's set-out rate.

## Mon Jan 27
E4 = hybrid: E3 physics model + packer term (predicted lift-arm cycles x kWh per cycle, temperature-dependent)
+ LightGBM trained only on the residual of that. Residual model can be wrong in the cold without taking the
whole forecast with it. MAPE 6.9%, under-prediction worse than 12% on 1.4% of route-days. Inside both targets.

{C01_ADMIN}

## Feb 10
Retrained E4 with January included and held out the first week of February as a check - coldest week of the
winter, down to -31. MAPE 7.6% on that week, worst under-prediction 13%. Worse than the backtest average but
no cliff. Runtime 4.1 min on the QRWS dispatch server (VM, 8 cores).

## 2025-02-24
E5 = E4 with quantile outputs: P50 for the estimate, P90 for the go/no-go (if the P90 energy would leave the
truck under 10% SOC, route goes to a diesel). In backtest the actual energy was above P90 on 9.3% of
route-days, close to the nominal 10%.

## Mar 3
Shadow trial at the Belleville depot starts today: dispatch sees P50/P90 on the morning board but assigns
trucks the usual way; we compare against the actuals each week. Four weeks.

On Friday Mar 28 we closed the shadow trial and pulled the last week of actuals; weekly results are on the
second sheet of the workbook.

Open: the four trucks arriving in the fall are a different OEM - no PTO decode yet.
""")),
        ("backtest_runs.csv", text("""
run_id,date,model,description,cv_scheme,route_days,MAPE,worst_under_prediction,share_under_gt_12pct,runtime_min
bt-01,2024-12-02,E1,dealer range calculator (kWh/km by temp band),leave-one-week-out,1914,21.4%,38%,31.0%,0.1
bt-02,2024-12-09,E2,LightGBM on route features,leave-one-week-out,1914,9.8%,24%,4.2%,3.5
bt-03,2025-01-13,E3,physics-based (mass + DEM grade + stops + heating),leave-one-week-out,1914,11.6%,27%,6.8%,1.2
bt-04,2025-01-27,E4,hybrid: E3 + packer term from lift-arm cycles + LightGBM on residual,leave-one-week-out,1914,6.9%,16%,1.4%,4.0
bt-05,2025-02-10,E4,retrained with January; held-out coldest week only,single held-out week,58,7.6%,13%,1.7%,4.1
bt-06,2025-02-24,E5,E4 with quantile outputs (P50 / P90),leave-one-week-out,2030,7.0%,15%,1.5%,4.4
""")),
        ("shadow_trial_mar2025.xlsx", xlsx([
            ("weeks", [
                ["QRWS shadow trial - E5 forecasts on the morning board, trucks assigned as usual", None, None,
                 None, None, None],
                ["week of", "routes", "BEV route-days", "mean daily min temp (C)", "coldest min temp (C)",
                 "snow days"],
                [D("2025-03-03", "mmm d"), 38, 29, -17.2, -33, 2],
                [D("2025-03-10", "mmm d"), 38, 30, -9.8, -21, 1],
                [D("2025-03-17", "mmm d"), 38, 30, -4.1, -14, 0],
                [D("2025-03-24", "mmm d"), 38, 28, -1.5, -9, 1],
            ]),
            ("results", [
                ["Actuals vs forecast (P50 for error, P90 for go/no-go)", None, None, None, None],
                ["week of", "MAPE vs P50", "under-predicted by more than 12%", "actual above P90",
                 "route-days P90 flagged unsafe / would have ended under 10% SOC"],
                [D("2025-03-03", "mmm d"), "8.4%", 1, "10.3%", "4 / 4"],
                [D("2025-03-10", "mmm d"), "7.6%", 0, "9.9%", "2 / 2"],
                [D("2025-03-17", "mmm d"), "6.8%", 0, "6.7%", "1 / 1"],
                [D("2025-03-24", "mmm d"), "6.3%", 0, "5.9%", "0 / 0"],
                ["4 weeks", "7.3%", "1 of 117", "8.2%", "7 of 7"],
            ]),
        ])),
        ("FlowPower_quote_Q-2291.pdf", pdf(
            "FlowPower Charging Solutions Inc. | Mississauga ON | Quote Q-2291", [
                ("title", "Quotation Q-2291 - DC Fast Charging, Belleville Depot"),
                ("p", "Prepared for: Quinte Regional Waste Services, attn. Fleet Services. Valid 60 days from "
                      "issue."),
                ("table", [
                    ["Item", "Qty", "Unit (CAD)", "Extended (CAD)"],
                    ["FP-180 dual-port DC charger, 180 kW", "2", "$96,400.00", "$192,800.00"],
                    ["Pedestal cable management kit", "2", "$2,150.00", "$4,300.00"],
                    ["Commissioning and operator training", "1", "$6,900.00", "$6,900.00"],
                    ["Extended warranty, years 3-5 (parts and labour)", "2", "$8,750.00", "$17,500.00"],
                ]),
                ("p", "Prices exclude HST, electrical service upgrades and civil work. Payment terms Net 45 from "
                      "invoice. Lead time 16-20 weeks from purchase order. FlowPower cloud management licence "
                      "billed annually per port after year one."),
            ])),
    ],
    noise_files=["FlowPower_quote_Q-2291.pdf"],
    noise_spans={"route_energy_dev_notes.md": [C01_ADMIN]},
)


# ---------------------------------------------------------------------------
# C02 copper-free ceramic brake pad for half-ton pickups (aftermarket friction materials, ON, 2025) - a raw
#     material supplier price list CSV is noise (not named); DOCX programme report with Background / Targets /
#     Technical uncertainty / Approach / Status headings (targets only here); mix room notes written d/m/yy
#     (stated in the header: 4/3/25 is March 4) with a shipping date inside a sentence; two-sheet workbook
#     (mixes on sheet 1, cure checks and in-house cold-stop / squeal results only on sheet 2); dyno lab PDF
#     with the SAE J2522 results table; steel wool (F1) chewed the rotors, graphite + SnS (F2) faded, F3 grabbed
#     cold; close friction values F3/F4
# ---------------------------------------------------------------------------
case(
    {
        "name": "copper_free_brake_pad_cold_grab",
        "question": "Please write T661 lines 242, 244 and 246 plus a logbook for the copper-free pad programme "
                    "(NL-440). I've attached Rajiv's programme report, Luc's mix room notes, the mixes workbook and "
                    "the Great Lakes dyno report.",
        "facts": {
            "242": [["under 0.5 wt%"], ["0.38 to 0.46"], ["at least 0.30"], ["transfer layer"],
                    ["-20 °C"]],
            "244": [["steel wool"], ["tin sulfide", "SnS"], ["potassium titanate"], ["scorched", "scorching"],
                    ["SAE J2522"]],
            "246": [["6.9 g"], ["0.24"], ["0.56"], ["0.45"], ["3.1%"]],
        },
        "dates": ["2025-01-06", "2025-01-08", "2025-01-15", "2025-01-22", "2025-01-29", "2025-02-03",
                  "2025-02-10", "2025-02-18", "2025-02-20", "2025-02-24", "2025-03-04", "2025-03-11",
                  "2025-03-14", "2025-03-20"],
        "noise": ["FOB Hamilton", "Minimum order 500 kg", "LME-linked"],
        "bindings": [
            {"value": "6.9 g", "subject": "F1", "others": ["F0", "F2"]},
            {"value": "0.56", "subject": "F3", "others": ["F4", "F2"]},
            {"value": "0.24", "subject": "F2", "others": ["F3", "F1"]},
        ],
    },
    [
        ("NL440_copper_free_programme.docx", docx([
            ("title", "NL-440 Copper-Free Reformulation - Programme Report"),
            ("p", "Northline Friction Products Inc., Brantford ON. Prepared by Rajiv Menon, Materials Engineer, "
                  "20 March 2025. Mix room: Luc Bérubé."),
            ("h1", "Background"),
            ("p", "NL-440 is our ceramic aftermarket pad for half-ton pickups (front axle, 2015-2024 Ford F-150 and "
                  "GM 1500). The current formula carries 8.5 wt% copper (6.0 copper fibre, 2.5 copper powder). Our "
                  "two largest distributors will only list pads with the LeafMark N (copper under 0.5 wt%) on the "
                  "box from the 2026 catalogue onward."),
            ("h1", "Targets"),
            ("b", "copper under 0.5 wt% in the friction material;"),
            ("b", "SAE J2522 (AK Master) characteristic friction coefficient in the 0.38 to 0.46 band, as the "
                  "copper pad (F0) is today;"),
            ("b", "minimum friction coefficient in the fade sections at least 0.30;"),
            ("b", "pad wear within 20% of F0 and rotor wear no more than 1.5 times F0 over the full J2522;"),
            ("b", "first stop with pads and rotor soaked at -20 °C overnight: friction coefficient no higher "
                  "than 0.50 (no grab, no pull) and squeal above 70 dB on no more than 5% of stops in our "
                  "matrix."),
            ("h1", "Technical uncertainty"),
            ("p", "Copper does several things at once in a ceramic pad. It carries heat away from the rubbing "
                  "surface, it smears into a thin transfer layer on the rotor that keeps the friction level "
                  "steady when the brake gets hot, and it is soft enough not to score the rotor. The published "
                  "replacements each cover one of those jobs: steel fibre conducts heat but is abrasive and "
                  "noisy, graphite and metal sulfides lubricate and lower friction, titanates stabilize friction "
                  "but do not conduct. Nobody publishes a combination that holds all of the targets in our "
                  "resin system, and the copper-free papers we found test at room temperature. We did not know "
                  "how the substitutes would behave on the first stop of a Canadian winter morning, with frost "
                  "on the rotor and a cold, stiff pad, which is where our warranty returns for grab and squeal "
                  "come from."),
            ("h1", "Approach"),
            ("p", "Four copper-free mixes against the F0 reference, compositions in the mixes workbook. Each mix "
                  "is pressed and cured on the production press (same cure cycle as F0) as 12 pad sets. Full "
                  "SAE J2522 on the inertia dynamometer at Great Lakes Brake Dynamometer Laboratory, Windsor. "
                  "Cold first-stop and squeal matrix done in-house: cold box overnight at -20 °C, then 10 "
                  "first stops from 50 km/h on the in-house single-end dyno at 0.3 g, with a microphone at 0.5 m."),
            ("n", "F1 - copper replaced one for one by steel wool."),
            ("n", "F2 - copper replaced by extra natural graphite and 3% tin sulfide (SnS)."),
            ("n", "F3 - copper replaced by potassium titanate platelets, 2% SnS and more calcined coke."),
            ("n", "F4 - F3 formula, pads scorched after grinding (550 °C surface, 3 min) to burn off the "
                  "resin-rich skin."),
            ("h1", "Status"),
            ("p", "F1 and F2 are dropped (see the dyno report and Luc's notes). F3 met the dyno targets but "
                  "grabbed on the cold first stop. F4 meets every target on the dyno and in the cold matrix "
                  "and is going to a vehicle test in April. We have not tried F4 on the heavy-duty 2500 "
                  "platform."),
        ])),
        ("mix_room_notes_2025.txt", text("""
MIX ROOM / PRESS - copper-free NL-440 - Luc B.
dates are d/m/yy (so 4/3/25 = 4 March)

6/1/25  F1 mixed, 2 x 12 kg batches in the Eirich. copper out, steel wool in same wt%. mix is fluffy, preform
        density low, had to bump preform pressure 10%.
8/1/25  F2 mixed. graphite + SnS. dusty - mask + extraction on. flows nice.
15/1/25 pressed + cured F0, F1, F2 (12 sets each) on press 3, std cycle 160 C / 8 min, postbake 4 h.
        F2 hardness low (HRS 58 vs F0 71). F1 ok.
        Shipped 6 sets each to Windsor on the 22/1/25 truck, dyno booked.
3/2/25  cold box F0-F2 overnight -20, first stops on the little dyno. F1 screams on every stop and left a
        blue-grey scored ring on the rotor. F2 quiet but soft feel. F0 normal. numbers in the workbook.
        Dyno results came back by phone: F1 ate the rotor, F2 faded. Rajiv says both dead.
10/2/25 F3 mixed: K titanate + 2% SnS + coke up to 7%. heavier mix, preforms good.
18/2/25 F3 cold box - first stop grabs hard, truck test rig pulled, mic peaks. Rajiv thinks it is the resin
        skin on a fresh pad + frost. Try scorching.
20/2/25 F4 = F3 pads through the scorcher 550 C x 3 min after grinding. surface goes dull grey, no
        cracks, no edge chips on 24 pads checked.
24/2/25 F3 + F4 sets (6 each) to Windsor.
4/3/25  F4 cold box matrix. quiet, no grab. done - see sheet 2.
""")),
        ("NL440_mixes_2025.xlsx", xlsx([
            ("mixes", [
                ["NL-440 copper-free - mix compositions, wt% (R. Menon)", None, None, None, None, None],
                ["ingredient", "F0 (ref)", "F1", "F2", "F3", "F4"],
                ["phenolic resin (straight novolac)", 9.0, 9.0, 9.0, 9.0, 9.0],
                ["copper fibre 3 mm", 6.0, 0, 0, 0, 0],
                ["copper powder", 2.5, 0, 0, 0, 0],
                ["steel wool, fine", 0, 8.5, 0, 0, 0],
                ["natural graphite", 6.0, 6.0, 10.0, 6.0, 6.0],
                ["tin sulfide (SnS)", 0, 0, 3.0, 2.0, 2.0],
                ["potassium titanate platelets", 0, 0, 0, 10.0, 10.0],
                ["calcined petroleum coke", 3.0, 3.0, 3.0, 7.0, 7.0],
                ["aramid pulp", 3.0, 3.0, 3.0, 3.0, 3.0],
                ["zirconium silicate", 4.0, 4.0, 4.0, 4.0, 4.0],
                ["barite (balance)", 66.5, 66.5, 68.0, 59.0, 59.0],
                ["post-treatment", "none", "none", "none", "none", "scorched 550 C / 3 min"],
                ["mixed", D("2024-06-12", "yyyy-mm-dd"), D("2025-01-06", "yyyy-mm-dd"),
                 D("2025-01-08", "yyyy-mm-dd"), D("2025-02-10", "yyyy-mm-dd"), D("2025-02-20", "yyyy-mm-dd")],
            ]),
            ("cure_and_cold_stop", [
                ["Cure checks and in-house cold first-stop matrix (-20 C overnight, 10 stops, 50 km/h, 0.3 g)",
                 None, None, None, None, None, None],
                ["mix", "hardness (HRS)", "compressibility (um)", "cold box date",
                 "first-stop friction coeff. (mean of 10)", "stops with squeal > 70 dB", "remarks"],
                ["F0", 71, 92, D("2025-02-03", "yyyy-mm-dd"), 0.41, "2.0%", "reference"],
                ["F1", 74, 84, D("2025-02-03", "yyyy-mm-dd"), 0.47, "14.0%", "squeals, scored rotor"],
                ["F2", 58, 121, D("2025-02-03", "yyyy-mm-dd"), 0.33, "1.0%", "soft pedal"],
                ["F3", 69, 97, D("2025-02-18", "yyyy-mm-dd"), 0.56, "6.0%", "grabs on first stop, pulls"],
                ["F4", 68, 99, D("2025-03-04", "yyyy-mm-dd"), 0.45, "3.1%", "no grab"],
            ]),
        ])),
        ("GLBD_dyno_report_25-114.pdf", pdf(
            "Great Lakes Brake Dynamometer Laboratory | Windsor ON | Report GLBD-25-114", [
                ("title", "SAE J2522 (AK Master) Inertia Dynamometer Results"),
                ("p", "Client: Northline Friction Products Inc., Brantford ON (attn. R. Menon). Friction "
                      "material: NL-440 development mixes F0 to F4, front axle, half-ton pickup fixture, 345 mm "
                      "vented cast iron rotor (new rotor per sample). Report issued March 14, 2025."),
                ("p", "Samples F0, F1 and F2 received January 22, 2025 and tested January 29, 2025. Samples F3 "
                      "and F4 received February 24, 2025 and tested March 11, 2025."),
                ("table", [
                    ["Sample", "Characteristic mu", "Min mu, fade 1", "Min mu, fade 2", "Pad wear (mm)",
                     "Rotor wear (g)"],
                    ["F0", "0.42", "0.33", "0.36", "0.62", "1.8 g"],
                    ["F1", "0.44", "0.31", "0.34", "0.71", "6.9 g"],
                    ["F2", "0.36", "0.24", "0.27", "1.12", "1.1 g"],
                    ["F3", "0.41", "0.31", "0.33", "0.74", "2.3 g"],
                    ["F4", "0.41", "0.32", "0.34", "0.69", "2.1 g"],
                ]),
                ("p", "Observations: F1 left circumferential scoring on the rotor face after the 500 C section; F1 rotor "
                      "loss 6.9 g, nearly four times F0. "
                      "F2 showed heavy pad surface glazing after fade 1; its friction fell to 0.24 in the first "
                      "fade section and did not recover fully. No cracking or edge loss on any sample."),
                ("p", "Dynamometer torque cell calibrated 2024-11-28, next due 2025-05-28. Results relate only to "
                      "the samples tested."),
            ])),
        ("hmfs_price_list_Q1_2025.csv", text("""
Hamilton Mineral & Fibre Supply - customer price list Q1 2025 (CAD/kg),,,,
item,grade,price_per_kg,pack,terms
Copper fibre 3 mm,CF-3,LME-linked (call),25 kg pail,Minimum order 500 kg
Copper powder -200 mesh,CP-200,LME-linked (call),25 kg pail,Minimum order 500 kg
Steel wool fibre fine,SW-F,4.85,20 kg box,FOB Hamilton
Natural flake graphite 94C,GR-94,3.60,25 kg bag,FOB Hamilton
Tin sulfide technical,SNS-T,41.20,10 kg pail,FOB Hamilton - allocation only
Potassium titanate platelets,KTP-P,18.90,15 kg bag,FOB Hamilton
Calcined petroleum coke 0-1 mm,CPC-1,1.95,1 t tote,FOB Hamilton
Barite 4.2 SG,BA-42,0.62,1 t tote,FOB Hamilton
""")),
    ],
    noise_files=["hmfs_price_list_Q1_2025.csv"],
    not_entries=["2024-06-12", "2024-11-28", "2025-05-28"],
)


# ---------------------------------------------------------------------------
# C03 fluorescent colour retention of FR hi-vis coveralls through industrial laundering (workwear maker, AB,
#     2025) - marketing catalogue copy is noise (not named); targets in the customer's e-mail, uncertainty in
#     the developer's reply; markdown notes where most entries carry their date inside the first sentence
#     ("On Jan 14 we sent ..."); lab-dip CSV with "04-Feb-25" dates; outside lab PDF with two results tables
#     (fabrics, tapes) and ISO receipt dates; more modacrylic (D2) lost arc rating, UV absorber (D3) failed char
#     length, heat-transfer tape (TB) lifted; close luminance values D2/D3/D4
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_hivis_coverall_laundering_fade",
        "question": "I need T661 lines 242, 244, 246 and a logbook for our hi-vis coverall fade project. Files: "
                    "Carla's fabric notes, the dye house lab-dip log, the PTTC report and the e-mails with Mike "
                    "Tkachuk at Peace Country. Whatever else is in the folder came from marketing.",
        "facts": {
            "242": [["at least 0.70"], ["100 cd/lx/m2"], ["8 cal/cm2"], ["only go on the modacrylic"],
                    ["75 C at high pH"]],
            "244": [["ISO 15797"], ["65/35"], ["UV absorber"], ["solution-dyed"], ["heat-transfer tape"]],
            "246": [["0.61"], ["7.4 cal/cm2"], ["118 mm"], ["0.76"], ["38 cd/lx/m2", "lifted from cycle 25"]],
        },
        "dates": ["2025-01-07", "2025-01-09", "2025-01-14", "2025-01-16", "2025-02-04", "2025-02-10",
                  "2025-02-12", "2025-02-26", "2025-03-03", "2025-03-05", "2025-03-07", "2025-03-19",
                  "2025-04-09", "2025-04-14"],
        "noise": ["Built tough for the patch", "Sizes XS to 5XL", "Order through your Foothills rep"],
        "bindings": [
            {"value": "0.72", "subject": "D3", "others": ["D4", "D2"]},
            {"value": "0.68", "subject": "D2", "others": ["D3", "D1"]},
            {"value": "0.76", "subject": "D4", "others": ["D3", "D1"]},
        ],
    },
    [
        ("peace_country_hivis_emails.txt", text("""
From: Mike Tkachuk <mtkachuk@peacecountryenergy.ca>
To: Carla Nguyen <carla.nguyen@foothillsworkwear.ca>
Date: Tue, 7 Jan 2025 09:31 -0700
Subject: Faded coveralls failing audits

Carla,
Our December site audit at the Wembley plant flagged 46 of your Class 2 FR hi-vis coveralls. The yellow has
gone mustard and the auditor's spot meter put them outside the CSA Z96 colour box. They're about 30 washes in
through our rental laundry, so roughly 7 months of wear.

For the next buy I need all three of these:
- inside the CSA Z96 chromaticity limits with a luminance factor at least 0.70 after 50 industrial washes;
- reflective tape still at 100 cd/lx/m2 or better after the same 50 washes;
- no loss of arc rating - 8 cal/cm2 minimum, that's our HRC 2 requirement.
If you can't do it I have to go to a two-layer vest-over-coverall system and the crews hate those.

Mike Tkachuk, HSE Lead, Peace Country Energy Services, Grande Prairie

-----
From: Carla Nguyen <carla.nguyen@foothillsworkwear.ca>
To: Mike Tkachuk <mtkachuk@peacecountryenergy.ca>
Date: Thu, 9 Jan 2025 16:05 -0700
Subject: RE: Faded coveralls failing audits

Mike, thanks for the detail. Here's the problem as I see it. The fluorescent dyes that give that yellow-green
only go on the modacrylic; the cotton in the blend (45%) stays pale and carries the FR finish. Rental
laundries wash at 75 C at high pH, and fluorescent dyes are the least fast colours there are, both to that
wash and to sunlight. The obvious fixes fight each other: more modacrylic gives more colour but changes how the
fabric behaves in an arc and in a flame, and a UV absorber finish might protect the dye but it has to sit on
top of the FR finish on the cotton. I haven't found anyone who has published how these blends hold up through
ISO 15797 industrial cycling, so we'll have to test it ourselves. I honestly don't know yet if we can get
there on a modacrylic/cotton fabric. I'll keep you posted.

Carla Nguyen, Product Development, Foothills Workwear Ltd., Red Deer

-----
From: Carla Nguyen
Date: April 14, 2025 11:20 AM
To: Mike Tkachuk
Subject: RE: Faded coveralls failing audits - lab results

Mike, good news. The D4 fabric passed the full 50 industrial cycles at the Winnipeg lab: luminance factor 0.76
after 50, inside the Z96 colour box, arc rating 8.6 cal/cm2, and the sewn tape held 171 cd/lx/m2. The
heat-transfer tape did not make it, so the new coveralls keep sewn tape. I'd like to put 40 coveralls on two of
your crews this summer as a wear check before we quote the full order.
Carla
""")),
        ("coverall_fabric_dev_notes.md", text("""
# FR hi-vis coverall - fabric development notes (C. Nguyen)

Fabric codes: D1 = current 55/45 modacrylic/cotton twill, piece-dyed (cationic fluorescent yellow on the
modacrylic), cotton FR-finished (THPC/ammonia cure). Tapes: TA = sewn segmented FR tape (current), TB =
heat-transfer segmented tape (lighter, sales wants it). Lab: Prairie Textile Testing Centre (PTTC), Winnipeg -
ISO 15797 industrial laundering x 50, then Z96 colour, retroreflection, char length (ASTM D6413) and arc
(ASTM F1959).

On Jan 14 we sent D1 with TA to PTTC as the baseline, cut from the same roll as Mike's coveralls.

Lab dips for D2 and D3 came back from Rocky View Dyeworks on Feb 4. D2 is 65/35 modacrylic/cotton woven on the
mill's sample loom, same dye. D3 is the D1 fabric with a benzotriazole UV absorber padded on after the FR
cure. Both on shade.

On Feb 10 we shipped yardage of D2 and D3 to PTTC, plus a D1 panel with TB tape.

Feb 26, PTTC phoned the D1 baseline through: luminance factor down to 0.61 after 50 cycles and outside the
chromaticity box. Char and arc still fine. So Mike's complaint reproduces in the lab - good, we have a test.

After a call with the fibre producer on Mar 3 we ran a lab dip with their solution-dyed fluorescent
modacrylic (pigment in the fibre, no piece dyeing of the modacrylic at all), woven as a modacrylic-face twill
so most of the modacrylic sits on the face and the cotton on the back. Overall still 55/45. That is D4.

On Mar 5 we sent D4 yardage to PTTC with TA sewn on.

Mar 19: interim numbers for D2 and D3.
- D2 held colour better (0.68 after 50 - still just under) but ATPV fell to 7.4 cal/cm2. More modacrylic
  is out; it costs us the arc rating we can't give up.
- D3 held colour at 0.72 but failed char length at 118 mm (limit 100). The UV absorber bath looks like it
  is stripping or masking the FR finish on the cotton. Out.
- TB heat-transfer tape: edges lifted from cycle 25, down to 38 cd/lx/m2 at 50. Sewn tape only from now on.

Final report Apr 9: D4 0.76 after 50 cycles, inside the box, char 70 mm, ATPV 8.6 cal/cm2, TA 171. It passes
everything. Not yet known: how the solution-dyed colour does in real sun over a summer - that's what the
wear check is for.
""")),
        ("dyehouse_lab_dips.csv", text("""
dip_id,date,variant,blend,colouration,dye_or_pigment,after_treatment,delta_E_vs_standard,notes
LD-098,14-Jan-25,D1,55/45 modacrylic/cotton,piece-dyed exhaust 98 C,cationic fluorescent yellow 3.0% owf,none,0.4,production standard - baseline roll
LD-101,04-Feb-25,D2,65/35 modacrylic/cotton,piece-dyed exhaust 98 C,cationic fluorescent yellow 3.2% owf,none,0.8,brighter; cotton back pale
LD-102,04-Feb-25,D3,55/45 modacrylic/cotton,piece-dyed exhaust 98 C,cationic fluorescent yellow 3.0% owf,UV absorber 2% owf padded after FR cure,0.6,slight hand stiffening
LD-107,03-Mar-25,D4,55/45 modacrylic-face twill,solution-dyed modacrylic - no piece dyeing,fluorescent pigment in fibre,none,1.1,cotton back undyed; face on shade
""")),
        ("PTTC_report_25-0331.pdf", pdf(
            "Prairie Textile Testing Centre | Winnipeg MB | Report PTTC-25-0331", [
                ("title", "Industrial Laundering Durability - Fluorescent FR Coverall Fabrics"),
                ("p", "Client: Foothills Workwear Ltd., Red Deer AB (attn. C. Nguyen). Report issued 2025-04-09."),
                ("p", "Method: industrial laundering to ISO 15797 (workwear procedure, 75 C main wash, tunnel "
                      "finisher drying), 50 cycles. Luminance factor and chromaticity of the fluorescent "
                      "material to CSA Z96-22 (fluorescent yellow-green, luminance factor minimum 0.70). "
                      "Coefficient of retroreflection at 0.2 deg observation / 5 deg entrance angle. Char "
                      "length to ASTM D6413 (maximum 100 mm). Arc rating (ATPV) to ASTM F1959."),
                ("table", [
                    ["Fabric", "Received", "Luminance factor, new", "Luminance factor, 50 cycles",
                     "Chromaticity, 50 cycles", "Char length, 50 cycles (mm)", "ATPV, 50 cycles (cal/cm2)"],
                    ["D1", "2025-01-16", "0.83", "0.61", "outside", "72", "8.9"],
                    ["D2", "2025-02-12", "0.86", "0.68", "inside", "64", "7.4"],
                    ["D3", "2025-02-12", "0.83", "0.72", "inside", "118", "8.8"],
                    ["D4", "2025-03-07", "0.85", "0.76", "inside", "70", "8.6"],
                ]),
                ("table", [
                    ["Tape", "On fabric", "Retroreflection, new (cd/lx/m2)", "After 50 cycles (cd/lx/m2)",
                     "Remarks"],
                    ["TA sewn segmented", "D1", "498", "168", "-"],
                    ["TB heat-transfer segmented", "D1", "512", "38", "edges lifted from cycle 25"],
                    ["TA sewn segmented", "D4", "501", "171", "-"],
                ]),
                ("p", "Results relate only to the samples tested. Spectrophotometer verified against the "
                      "fluorescent reference tile 2025-01-02."),
            ])),
        ("prairie_blaze_catalogue_copy.md", text("""
# Prairie Blaze FR Hi-Vis Coverall - catalogue copy (draft for FW25)

**Built tough for the patch.** Our best-selling flame-resistant coverall, now brighter than ever, with
segmented reflective tape that moves with you on the rig floor and in the plant.

- Two-way brass zipper, bi-swing back, 12 pockets including a radio pocket
- Sizes XS to 5XL, talls and women's fit available
- Embroidery and crew logos in 10 business days

Order through your Foothills rep or at any of our 14 dealers across Alberta and northeast BC. Dealer pricing
from $189; ask about our rental-laundry programme.
""")),
    ],
    noise_files=["prairie_blaze_catalogue_copy.md"],
    not_entries=["2025-01-02"],
)


# ---------------------------------------------------------------------------
# C04 pressure-sensitive labels that must stick to frosted frozen-fish bags (label converter, MB, 2025) - an
#     adhesive supplier invoice PDF is noise (not named) and a forklift / press-install aside inside the lab
#     log is noise; the technician's log uses month headings and weekday ordinals only ("Tues. the 11th") -
#     every one of those days is also written as a real date in the workbook, the e-mails or the lab PDF;
#     targets split between the customer's e-mail and the converter's reply; builds on sheet 1, results only
#     on sheet 2; cold-storage lab PDF for the final builds; heavier coat weight (A2) gummed the die, PP face
#     (A3) lifted at the corners; close edge-lift values A3/A4/A5
# ---------------------------------------------------------------------------
C04_ADMIN = ("Not project: forklift recert for me and Ken is Thursday 8 am at the Plessis Rd yard. Dale says "
             "the new press install slips again, and purchasing wants the HM-F drums returned for the deposit.")
case(
    {
        "name": "frosted_freezer_bag_label_adhesive",
        "question": "Could you prepare T661 lines 242, 244 and 246 and a logbook for the frozen fish label "
                    "project? I attached Marisol's lab log, the trial workbook, the e-mails with Lakeview and the "
                    "Keystone cold storage report.",
        "facts": {
            "242": [["no more than 2 mm"], ["30 days at -25 °C"], ["at least 5 N/25 mm"], ["60 bags a minute"],
                    ["keeps the adhesive from wetting", "frost layer"]],
            "244": [["28 g/m2"], ["hot-melt"], ["85 um PE"], ["micro-channel liner"], ["FINAT FTM 9"]],
            "246": [["1.2 N/25 mm"], ["matrix broke 3 times"], ["3.2 mm"], ["0.6 mm"], ["7.1 N/25 mm"]],
        },
        "dates": ["2025-01-16", "2025-01-17", "2025-01-22", "2025-01-27", "2025-01-29", "2025-02-06",
                  "2025-02-11", "2025-02-19", "2025-02-24", "2025-03-04", "2025-03-13", "2025-03-17",
                  "2025-03-18", "2025-04-17", "2025-04-22", "2025-04-25"],
        "noise": ["Drum deposit", "2% 10 Net 30", "forklift recert"],
        "bindings": [
            {"value": "3.2 mm", "subject": "A3", "others": ["A4", "A5"]},
            {"value": "1.6 mm", "subject": "A4", "others": ["A5", "A3"]},
            {"value": "0.6 mm", "subject": "A5", "others": ["A4", "A3"]},
        ],
    },
    [
        ("lakeview_label_emails.txt", text("""
From: Janelle Sigurdson <jsigurdson@lakeviewfish.ca>
To: Dale Friesen <dale@redriverlabel.ca>
Date: Thu, 16 Jan 2025 10:14 -0600
Subject: Labels falling off the pickerel bags

Dale,
We had another pallet come back from the distributor in Thunder Bay with labels loose or on the floor of the
box. The bags come out of the blast freezer at about -18, go through the packing room at 8 C and get labelled
on the Weber at 60 bags a minute, so by the time the label hits the bag there is frost on it. Your current
freezer label is fine on the bags we label warm, it's the frosted ones.

What we need: the label still fully on, no flagging - edge lift no more than 2 mm - after 30 days at -25 °C,
which is what the distributor's freezer runs at. Same applicator, same line speed, and it has to be OK for
indirect food contact like the current one. We can't add a step to wipe or warm the bags.

Janelle Sigurdson, QA Manager, Lakeview Freshwater Fisheries, Gimli

-----
From: Dale Friesen <dale@redriverlabel.ca>
To: Janelle Sigurdson <jsigurdson@lakeviewfish.ca>
Date: Fri, 17 Jan 2025 15:40 -0600
Subject: RE: Labels falling off the pickerel bags

Janelle, understood. The honest answer is that nobody in our supply chain sells a label rated for this. Freezer
grade adhesives are specified for a minimum application temperature of -10 °C onto a clean, dry surface. A
frosted bag is neither: the frost layer keeps the adhesive from wetting the film, so it bonds to ice crystals
that sublimate away in storage. Going to a softer or heavier adhesive helps it flow into the frost, but then it
oozes from the label edges, gums our dies and the matrix breaks at speed. Hot-melt rubber adhesives stay tacky
in the cold but the labels they go on have to be able to follow a lumpy bag.

We'll run trials here first. Our own screening target is a loop tack of at least 5 N/25 mm on a frosted panel
at -10 °C before anything goes on your line. I can't promise yet that there is a combination that works.
Dale Friesen, Technical Manager, Red River Label Co., Winnipeg

-----
From: Janelle Sigurdson
Date: April 25, 2025 9:02 AM
To: Dale Friesen
Subject: RE: Keystone report

Dale, thanks for the Keystone report. Zero labels off after 30 days on the A5 bags - please convert our next
run on A5 and we'll switch over when the current stock is gone.
Janelle
""")),
        ("label_lab_log_2025.txt", text(f"""
LAB LOG - Lakeview frozen fish label - M. Ortega
(month headings, days as I write them - real dates are on the workbook)
panels = LDPE film on aluminium plates, 4 h in the -18 freezer, then 60 s in the 8 C room -> frost film.
loop tack = FINAT FTM 9 done in the cold room at -10. peel = 90 deg after 24 h at -25.

JANUARY
Wed. the 22nd - baseline A1 = our stock freezer label (FZ-20 emulsion acrylic, 20 g/m2, 60 um PP face).
  loop tack on frosted panel 1.2 N/25 mm. On dry panels same temp 6.0. So it is the frost, not the cold.
  Adhesive came off clean, with a white frost print on it.
Mon. the 27th - A2 = FZ-20 at 28 g/m2 on the pilot coater. tack better.
Wed. the 29th - A2 die-cut on press 4 at 60 m/min: adhesive oozes out the edges, gummed up the die, matrix
  broke 3 times in 500 m. Even if it sticks we can't convert it.

FEBRUARY
Thurs. the 6th - A3 = HM-F rubber hot-melt (SIS) 22 g/m2 on the same PP face. Tack on frost 6.8 - first
  one over 5. Takes the frost print into the adhesive instead of riding on it.
Tues. the 11th - at Lakeview with Dale: 200 bags each of A1 and A3 on the Weber at 60/min. A3 goes on
  fine. Boxes into their -25 freezer for the 30-day check, 20 bags each.

{C04_ADMIN}

Wed. the 19th - A4 = HM-F 22 g/m2 on 85 um PE face (soft, conformable) instead of PP.
Mon. the 24th - A5 = A4 with the micro-channel liner (embossed, leaves channels in the adhesive so air and
  frost melt can get out at the edges).

MARCH
Tues. the 4th - tack/peel A4 and A5 on frosted panels. Both over target, A5 best (7.1 N/25 mm).
Thurs. the 13th - pulled the 30-day boxes. A1: 8 of 20 labels fell off, rest flagging. A3 all on but every
  corner lifting, 3.2 mm average - the PP face wants to go flat again and peels the corners up. A4/A5 need
  to go through the same thing.
Mon. the 17th - Lakeview line: A1, A4, A5, 40 bags each, straight to Keystone for the 30-day at -25.
""")),
        ("freezer_label_trials.xlsx", xlsx([
            ("builds", [
                ["Red River Label - Lakeview freezer label builds", None, None, None, None, None],
                ["build", "coated / made", "adhesive", "coat weight", "facestock", "liner"],
                ["A1", D("2025-01-22", "d-mmm-yy"), "FZ-20 emulsion acrylic (stock)", "20 g/m2", "60 um PP",
                 "std glassine"],
                ["A2", D("2025-01-27", "d-mmm-yy"), "FZ-20 emulsion acrylic", "28 g/m2", "60 um PP",
                 "std glassine"],
                ["A3", D("2025-02-06", "d-mmm-yy"), "HM-F rubber hot-melt (SIS)", "22 g/m2", "60 um PP",
                 "std glassine"],
                ["A4", D("2025-02-19", "d-mmm-yy"), "HM-F rubber hot-melt (SIS)", "22 g/m2", "85 um PE",
                 "std glassine"],
                ["A5", D("2025-02-24", "d-mmm-yy"), "HM-F rubber hot-melt (SIS)", "22 g/m2", "85 um PE",
                 "micro-channel liner"],
            ]),
            ("results", [
                ["Frosted-panel tests (FINAT FTM 9 loop tack at -10 C; 90 deg peel after 24 h at -25 C) and "
                 "in-house 30-day freezer boxes", None, None, None, None, None],
                ["build", "tested", "loop tack on frost (N/25 mm)", "90 deg peel (N/25 mm)",
                 "30 days at -25 C (Lakeview freezer)", "converting"],
                ["A1", D("2025-01-22", "d-mmm-yy"), 1.2, 1.8, "8 of 20 fell off (boxes pulled Mar 13)", "ok"],
                ["A2", D("2025-01-29", "d-mmm-yy"), 2.6, 3.1, "not run", "ooze, matrix broke 3 times"],
                ["A3", D("2025-02-06", "d-mmm-yy"), 6.8, 5.9, "all on, corners lifted 3.2 mm", "ok"],
                ["A4", D("2025-03-04", "d-mmm-yy"), 6.5, 6.2, "see Keystone", "ok"],
                ["A5", D("2025-03-04", "d-mmm-yy"), 7.1, 6.6, "see Keystone", "ok, liner costs 6% more"],
                ["line trial at Lakeview (A1, A3 into freezer)", D("2025-02-11", "d-mmm-yy"), None, None, None,
                 None],
            ]),
        ])),
        ("Keystone_cold_storage_report_KPL-2504.pdf", pdf(
            "Keystone Packaging Test Lab Inc. | Winnipeg MB | Report KPL-2504", [
                ("title", "30-Day Cold Storage Label Retention"),
                ("p", "Client: Red River Label Co. (attn. D. Friesen). Product: frozen pickerel fillet bags, "
                      "labelled on the customer's line on 2025-03-17 (bag surface frosted at application). "
                      "Received 2025-03-18 in insulated shippers, bags at -19 C on arrival. Stored at -25 C "
                      "+/- 1 C, boxes undisturbed, removed from storage 2025-04-17 and assessed cold."),
                ("table", [
                    ["Label build", "Bags", "Labels off", "Mean edge lift (mm)", "Max edge lift (mm)",
                     "90 deg peel after storage (N/25 mm)"],
                    ["A1", "40", "11", "5.8 mm (remaining labels)", "14", "0.9"],
                    ["A4", "40", "0", "1.6 mm", "2.5", "5.8"],
                    ["A5", "40", "0", "0.6 mm", "1.1", "6.4"],
                ]),
                ("p", "A4: mean edge lift 1.6 mm; two labels exceeded 2 mm lift at one corner. A5: mean edge lift "
                      "0.6 mm; no label exceeded 2 mm. Report "
                      "issued April 22, 2025. Freezer logger calibration due 2025-09-30. Results apply only to "
                      "the samples received."),
            ])),
        ("PAD_invoice_INV-55817.pdf", pdf(
            "Prairie Adhesive Distributors Ltd. | Saskatoon SK | INVOICE", [
                ("title", "Invoice INV-55817"),
                ("p", "Bill to: Red River Label Co., Winnipeg MB. Customer PO 4471. Ship via Day & Ross, "
                      "prepaid and added."),
                ("table", [
                    ["Item", "Description", "Qty", "Unit", "Amount (CAD)"],
                    ["HMF-180", "HM-F freezer hot-melt PSA, 180 kg drum", "2", "$1,386.00", "$2,772.00"],
                    ["DRM-DEP", "Drum deposit (refundable on return)", "2", "$85.00", "$170.00"],
                    ["FRT", "Freight", "1", "$214.50", "$214.50"],
                ]),
                ("p", "Subtotal $3,156.50. GST 5% $157.83. Total $3,314.33. Terms: 2% 10 Net 30. Please quote "
                      "the invoice number with your remittance."),
            ])),
    ],
    noise_files=["PAD_invoice_INV-55817.pdf"],
    noise_spans={"label_lab_log_2025.txt": [C04_ADMIN]},
    not_entries=["2025-09-30"],
)


# ---------------------------------------------------------------------------
# C05 counting and classifying crushed, dirty beverage containers on a bottle-depot conveyor (vision +
#     hardware start-up, AB, 2025) - a lease excerpt for the pilot bay is noise (not named) and a lease / hiring
#     / grant paragraph inside the dev log is noise; targets from the depot owner and the collection system's
#     auditor in the e-mail thread; dev log with ISO, "Jan 20", "Tue Feb 4" headings and an undated open
#     question; eval CSV with ISO dates; pilot weeks on sheet 1, audit outcomes only on sheet 2; barcode-only
#     (V1) could not read crushed cans, synthetic renders (V5) made it worse; close accuracies V2/V3/V5
# ---------------------------------------------------------------------------
C05_ADMIN = ("Admin (not R&D): lease for the pilot bay at Westside signed, $1,150/month from March. Amira is "
             "hiring a summer co-op from the U of L. Alberta Innovates voucher report due end of month - Kurt.")
case(
    {
        "name": "bottle_depot_crushed_container_counting",
        "question": "We'd like T661 lines 242, 244 and 246 and a logbook for the SortCount classifier work. "
                    "Attached: Kurt's dev log, the eval runs export, the Westside pilot workbook, the e-mail "
                    "thread with Wes and Harpreet, and the lease for the pilot bay.",
        "facts": {
            "242": [["within 0.5%"], ["98.5%"], ["6 containers a second"], ["no more than 3%"],
                    ["a third of the cans"]],
            "244": [["EfficientNet-B0"], ["height map"], ["load cell"], ["synthetic", "renders"],
                    ["held-out depot"]],
            "246": [["68%"], ["355 vs 473 mL"], ["99.1%"], ["0.3%"], ["97.6%", "renders crush too evenly"]],
        },
        "dates": ["2025-01-06", "2025-01-07", "2025-01-13", "2025-01-20", "2025-02-04", "2025-02-12",
                  "2025-02-19", "2025-02-26", "2025-03-10", "2025-03-12", "2025-03-17", "2025-03-19",
                  "2025-03-24", "2025-03-26", "2025-03-28", "2025-04-03"],
        "noise": ["Proportionate Share", "Additional Rent", "quiet enjoyment"],
        "bindings": [
            {"value": "95.1%", "subject": "V2", "others": ["V3", "V4"]},
            {"value": "98.2%", "subject": "V3", "others": ["V2", "V4"]},
            {"value": "97.6%", "subject": "V5", "others": ["V4", "V3"]},
        ],
    },
    [
        ("westside_pilot_emails.txt", text("""
From: Wes Baumgartner <wes@westsidebottledepot.ca>
To: Kurt Lindgren <kurt@chinookreturn.ca>
Cc: Harpreet Gill <hgill@abcontainerreturn.ca>
Date: Mon, 6 Jan 2025 08:15 -0700
Subject: What SortCount has to do before I put it on a lane

Kurt,
Putting it in writing like you asked, with Harpreet copied since her audits are what matter.
- The machine count has to be within 0.5% of Harpreet's hand count, bag by bag. That's the audit tolerance.
- It has to get the deposit class (1 L and under / over 1 L) and the material right at least 98.5% of the
  time, because that's what we get paid on.
- It has to keep up with 6 containers a second, or my counter staff are faster than it is.
- Anything it can't call goes to the hand-sort bin, fine, but no more than 3% of containers or we've saved
  nothing.
Half of what comes across my counter is stomped flat, muddy, or has the label torn off. That's the real test.
Wes Baumgartner, Westside Bottle Depot, Lethbridge

-----
From: Kurt Lindgren <kurt@chinookreturn.ca>
To: Wes Baumgartner <wes@westsidebottledepot.ca>
Cc: Harpreet Gill <hgill@abcontainerreturn.ca>
Date: Tue, 7 Jan 2025 21:48 -0700
Subject: RE: What SortCount has to do before I put it on a lane

Wes, Harpreet - thanks, that's clear. Where it gets hard: the reverse vending machines at grocery stores only
take whole containers one at a time and read the barcode. On a depot conveyor the barcode is gone or folded
under on about a third of the cans that come in crushed, so we can't lean on it. From the top camera a flattened
can doesn't show its size, and a crushed 2 L bottle can look like a 710 mL one. Clear glass and clear PET look
alike under the lights, and leftover liquid and mud throw off anything based on weight. There is no public
image set of crushed Canadian containers to start from, so we are building our own from your bags. I think
vision plus some 3D shape information can get there, but I don't know that it will reach your numbers at
6 a second on the small computer that fits in the cabinet.
Kurt Lindgren, CTO, Chinook Return Systems Inc.

-----
From: Harpreet Gill <hgill@abcontainerreturn.ca>
Date: April 3, 2025 1:37 PM
To: Kurt Lindgren; Wes Baumgartner
Subject: RE: Westside pilot audits

Kurt, Wes - I've signed off the three pilot audits. Across the 30 bags the machine count was within 0.3% of
our hand count, well inside tolerance. We can talk about approving SortCount lanes for other depots once the
summer volume test is done.
Harpreet Gill, Depot Audit Supervisor
""")),
        ("sortcount_dev_log.md", text(f"""
# SortCount classifier - dev log (Kurt L., Amira H.)

Lane: 30 cm belt at 0.8 m/s, containers singulated by a vibratory feeder. Top global-shutter RGB camera, two
UPC scanners. Labels: deposit class (1 L and under / over 1 L) x stream (aluminium, PET, other plastic, glass,
carton/pouch) = 10 classes. Data: 212,000 labelled containers from bags at Westside and Coaldale depots.
Evaluation always on a held-out depot (Medicine Hat bags, never used in training).

## 2025-01-13
V1 = barcode only: UPC scanners, lookup in the collection system's UPC table, no read -> hand-sort bin.
Reads 96% of whole cans but only 68% of crushed ones, and overall 22% of containers go to the hand-sort bin.
Nowhere near 3%. Barcode can be a helper, not the method.

## Jan 20
V2 = EfficientNet-B0 on 224 px RGB crops, fine-tuned from ImageNet. 95.1% class accuracy on the held-out depot.
Most errors are crushed cans: 355 vs 473 mL flattened cans look the same from above, and crushed 2 L PET vs
710 mL PET. Glare makes clear glass look like PET.

## Tue Feb 4
V3 = added a line laser and a second camera at 45 degrees -> height map of every container. Two-branch network
(RGB + height map), late fusion. 98.2% on the held-out depot. Height of the un-crushed rim and the crushed
thickness separate the can sizes.

## Feb 12
V4 = V3 + a load cell under a 40 cm weigh section of belt, weight per item as a third input. Glass vs PET
solved; leftover liquid shows up as a weight outlier and goes to hand-sort. 99.1% on the held-out depot,
hand-sort rate 2.4%. 140 ms per item on the Jetson, pipelined to 6.4 items/s.

## Feb 19
V5 = V4 retrained with 40,000 synthetic renders of crushed cans and bottles (Blender, physics crush). 97.6% on
the held-out depot - worse than V4. The renders crush too evenly; real cans are stomped, twisted and full of
gravel. Dropped synthetic data.

{C05_ADMIN}

## 2025-02-26
Locked test for V4 on 8,400 containers from new Medicine Hat bags: 99.0%, hand-sort 2.1%.

## Mar 10
Pilot at Westside started - lane 2, both shifts. Harpreet audits 10 random bags on each audit day; weekly
totals and audit results go in the pilot workbook.

On Fri Mar 28 we ended the pilot and pulled the lane logs.

Open question (no date): cartons and pouches are still the weakest class (98.1%) - not enough of them in the
data.
""")),
        ("classifier_eval_runs.csv", text("""
run,date,model,inputs,train_containers,test_set,class_accuracy,crushed_can_barcode_read,hand_sort_rate,latency_ms,notes
r01,2025-01-13,V1,UPC scanners only,-,held-out depot,n/a,68%,22.0%,35,no read -> hand-sort
r02,2025-01-20,V2,RGB (EfficientNet-B0),212000,held-out depot,95.1%,-,1.5%,60,crushed 355 vs 473 mL confused
r03,2025-02-04,V3,RGB + laser height map,212000,held-out depot,98.2%,-,1.9%,95,late fusion
r04,2025-02-12,V4,RGB + height map + load cell weight,212000,held-out depot,99.1%,-,2.4%,140,liquid -> weight outlier
r05,2025-02-19,V5,V4 + 40k synthetic renders,252000,held-out depot,97.6%,-,2.6%,140,worse - dropped
r06,2025-02-26,V4,RGB + height map + load cell weight,212000,locked test (new bags),99.0%,-,2.1%,140,final before pilot
""")),
        ("westside_pilot_mar2025.xlsx", xlsx([
            ("pilot_weeks", [
                ["Westside Bottle Depot - SortCount lane 2 pilot (V4)", None, None, None, None],
                ["week of", "bags", "containers", "lane hours", "stoppages"],
                [D("2025-03-10", "yyyy-mm-dd"), 612, 118240, 71, 3],
                [D("2025-03-17", "yyyy-mm-dd"), 655, 126910, 74, 1],
                [D("2025-03-24", "yyyy-mm-dd"), 590, 112075, 66, 0],
            ]),
            ("audits", [
                ["Audits by the collection system (10 random bags per audit, hand count vs machine)", None, None,
                 None, None, None, None],
                ["audit date", "bags", "hand count", "machine count", "count difference", "class accuracy",
                 "sent to hand-sort"],
                [D("2025-03-12", "yyyy-mm-dd"), 10, 2214, 2220, "0.27%", "99.2%", "2.5%"],
                [D("2025-03-19", "yyyy-mm-dd"), 10, 1987, 1993, "0.30%", "99.3%", "2.3%"],
                [D("2025-03-26", "yyyy-mm-dd"), 10, 2350, 2357, "0.30%", "99.1%", "2.4%"],
                ["all audits", 30, 6551, 6570, "0.3%", "99.2%", "2.4%"],
            ]),
        ])),
        ("westside_depot_lease_excerpt.txt", text("""
LEASE AGREEMENT - EXCERPT (Schedule C: Premises, Rent and Use)
Landlord: 1789234 Alberta Ltd. (operating as Westside Bottle Depot)
Tenant: Chinook Return Systems Inc.

C.1 Premises: the equipment bay of approximately 420 square feet at the north end of the sorting floor,
    together with the non-exclusive use of the loading door.
C.2 Basic Rent: $1,150.00 per month, payable in advance on the first day of each month.
C.3 Additional Rent: the Tenant shall pay its Proportionate Share of utilities and common area costs,
    estimated at $140.00 per month and reconciled annually.
C.4 Use: installation and operation of container sorting equipment and related computing equipment only.
C.5 So long as the Tenant is not in default, it shall have quiet enjoyment of the Premises.
C.6 Either party may terminate on 60 days' written notice.
""")),
    ],
    noise_files=["westside_depot_lease_excerpt.txt"],
    noise_spans={"sortcount_dev_log.md": [C05_ADMIN]},
)


# ---------------------------------------------------------------------------
# C06 anodizing streaks on 6063 architectural extrusions made from 50% post-consumer billet (aluminium
#     extruder, ON, 2025) - February board minutes are noise (not named); DOCX investigation report with
#     Plan (dated heading) / Targets / Technical uncertainty / Method / Findings / Conclusion (dated heading);
#     press log CSV with ISO dates; metallography PDF with a results table and ISO receipt dates; workbook with
#     trials on sheet 1 and anodize inspection outcomes only on sheet 2; standard homogenizing (B1) streaked
#     badly, the reworked die alone (B3) still missed the target; close streak rates B2/B3 and B1
# ---------------------------------------------------------------------------
case(
    {
        "name": "recycled_6063_anodize_streaking",
        "question": "Please draft T661 lines 242, 244 and 246 and a logbook for the anodize streaking "
                    "investigation (Bayview Yards profiles). I've included Ingrid's investigation report, the "
                    "press 2 trial log, the Waterloo metallography report and the trials workbook, plus "
                    "whatever else was in the project folder.",
        "facts": {
            "242": [["50% post-consumer"], ["no visible streaks at 1 m"], ["no more than 5%"],
                    ["beta-AlFeSi"], ["only after anodizing"]],
            "244": [["585 °C for 8 h"], ["200 °C/h"], ["bearing lengths equalized"], ["acid etch"],
                    ["metallography"]],
            "246": [["62.5%"], ["35%"], ["deepest die lines"], ["1.3%"], ["68 GU"]],
        },
        "dates": ["2025-01-09", "2025-01-14", "2025-01-17", "2025-01-20", "2025-01-28", "2025-01-31",
                  "2025-02-03", "2025-02-14", "2025-02-18", "2025-02-21", "2025-03-06", "2025-03-07",
                  "2025-03-20"],
        "noise": ["Quarterly dividend", "Midwest premium", "Insurance renewal"],
        "bindings": [
            {"value": "17.5%", "subject": "B2", "others": ["B3", "B1"]},
            {"value": "6.3%", "subject": "B3", "others": ["B4", "B2"]},
            {"value": "62.5%", "subject": "B1", "others": ["B2", "B0"]},
        ],
    },
    [
        ("bayview_streaking_investigation.docx", docx([
            ("title", "Anodize Streaking with 50% Post-Consumer 6063 Billet - Investigation Report"),
            ("p", "Grand River Extrusions Inc., Cambridge ON. Prepared by Ingrid Solberg, P.Eng., Process "
                  "Metallurgist. Anodizing line lead: Tony Medeiros. Customer: Lakeshore Curtainwall Systems "
                  "(Bayview Yards tower, mullion and transom profiles)."),
            ("h1", "Plan (9 January 2025)"),
            ("p", "The Bayview Yards specification calls for 50% post-consumer recycled content in the billet "
                  "(certified by the cast house) and a Class I clear anodic finish, AA-M10C22A41, with no "
                  "visible streaks at 1 m under the customer's inspection light. The first production lots on "
                  "the cast house's new 50% post-consumer billet, in December, came off the anodizing line with "
                  "bands running along the extrusion direction on most lengths. Mill finish looked normal."),
            ("p", "Targets for a finish we can ship:"),
            ("b", "streaked lengths no more than 5% of lengths inspected (prime billet normally runs about 3%);"),
            ("b", "60 degree gloss within 10 GU of the approved sample (74 GU);"),
            ("b", "press speed no lower than 18 m/min on die D-4471 (prime billet runs at 20 m/min)."),
            ("h1", "Technical uncertainty"),
            ("p", "Post-consumer scrap brings more iron into the alloy (0.27% Fe against 0.17% in prime "
                  "billet) along with traces of copper, manganese and zinc. On casting, iron forms needle-shaped "
                  "beta-AlFeSi particles; homogenizing is meant to turn them into rounded alpha-AlFeSi. Needles "
                  "left in the metal, and coarse recrystallized grains at the surface, etch and anodize "
                  "differently from the matrix and show up as bands. The cast house's homogenizing practice "
                  "(560 C for 6 h) was developed for prime billet. We did not know whether any cycle our "
                  "supplier's furnace can run converts enough beta at this iron level, or whether the streaks "
                  "come from the billet, the die bearings or the etch - the three interact, and the streaks "
                  "show only after anodizing, so they cannot be separated by looking at mill-finish metal."),
            ("h1", "Method"),
            ("p", "Each trial is 40 lengths (80 from B3 on) of profile 4471 extruded on press 2 and anodized on "
                  "the production line the same week. Billet chemistry by OES from the cast house certificate. "
                  "Sections from B0, B1 and B2 went to Waterloo Materials Analysis for metallography (Fe-rich "
                  "particle type, surface grain structure). Streak inspection by two inspectors at 1 m under the "
                  "customer's light box; a length counts as streaked if either inspector sees a band."),
            ("n", "B0 - prime billet, standard homogenizing 560 C / 6 h (reference)."),
            ("n", "B1 - 50% post-consumer billet, standard homogenizing."),
            ("n", "B2 - 50% post-consumer billet homogenized at 585 °C for 8 h, then cooled at a controlled "
                  "200 °C/h (cast house ran it on their small furnace for us)."),
            ("n", "B3 - B2 billet through die D-4471R: die reworked with bearing lengths equalized across the "
                  "profile and the bearings re-nitrided; billet 10 C cooler, speed 18 m/min."),
            ("n", "B4 - as B3, but the anodizing pre-treatment changed from the 12 min caustic etch to a 2 min "
                  "fluoride-based acid etch."),
            ("h1", "Findings"),
            ("p", "Standard homogenizing on the high-iron billet is the main cause: the metallography shows B1 "
                  "kept most of its iron as needles and grew a thick coarse-grain layer at the surface. The "
                  "hotter, longer cycle fixed most of that, but B2 still streaked at fixed positions across the "
                  "profile, and the lab found the remaining bands sitting under the deepest die lines. "
                  "Reworking the die brought B3 close to the target but not under it. Changing the etch as well "
                  "(B4) got under the target with gloss still inside the band. Numbers are in the trials "
                  "workbook (inspection sheet) and the Waterloo report."),
            ("h1", "Conclusion (20 March 2025)"),
            ("p", "B4 settings (585 C / 8 h homogenizing with controlled cooling, reworked die, acid etch) "
                  "are released for the Bayview Yards order. The cast house has to run the longer cycle on its "
                  "production furnace, which has not been done yet; first production lot to be inspected "
                  "100%. Whether the acid etch holds the same result on the other Bayview profiles is not "
                  "known."),
        ])),
        ("press2_trial_log.csv", text("""
date,trial,die,billet_lot,Fe_pct,homogenizing,billet_temp_C,exit_temp_C,speed_m_min,lengths,notes
2025-01-14,B0,D-4471,P-2290 prime,0.17,560 C 6 h,480,525,20,40,reference
2025-01-14,B1,D-4471,R-5012 50% PCR,0.27,560 C 6 h,480,528,20,40,
2025-01-28,B2,D-4471,R-5019 50% PCR,0.27,585 C 8 h + cool 200 C per h,480,526,20,40,cast house re-homogenized
2025-02-18,B3,D-4471R,R-5019 50% PCR,0.27,585 C 8 h + cool 200 C per h,470,519,18,80,die reworked - bearings equalized + nitrided
2025-03-06,B4,D-4471R,R-5026 50% PCR,0.26,585 C 8 h + cool 200 C per h,470,520,18,80,for acid etch trial
""")),
        ("extrusion_streak_trials.xlsx", xlsx([
            ("trials", [
                ["Profile 4471 streak trials - press 2 (I. Solberg)", None, None, None, None, None, None],
                ["trial", "extruded", "billet", "Fe %", "homogenizing", "die", "anodize pre-treatment"],
                ["B0", D("2025-01-14", "d mmm yyyy"), "prime", 0.17, "560 C / 6 h", "D-4471", "caustic etch 12 min"],
                ["B1", D("2025-01-14", "d mmm yyyy"), "50% PCR", 0.27, "560 C / 6 h", "D-4471",
                 "caustic etch 12 min"],
                ["B2", D("2025-01-28", "d mmm yyyy"), "50% PCR", 0.27, "585 C / 8 h, 200 C/h cool", "D-4471",
                 "caustic etch 12 min"],
                ["B3", D("2025-02-18", "d mmm yyyy"), "50% PCR", 0.27, "585 C / 8 h, 200 C/h cool", "D-4471R",
                 "caustic etch 12 min"],
                ["B4", D("2025-03-06", "d mmm yyyy"), "50% PCR", 0.26, "585 C / 8 h, 200 C/h cool", "D-4471R",
                 "acid etch 2 min"],
            ]),
            ("anodize_inspection", [
                ["Anodize line inspection at 1 m, light box (T. Medeiros)", None, None, None, None, None, None],
                ["trial", "anodized", "lengths", "streaked", "streaked %", "gloss 60 deg", "film (um)"],
                ["B0", D("2025-01-17", "d mmm yyyy"), 40, 1, "2.5%", "74 GU", 19],
                ["B1", D("2025-01-17", "d mmm yyyy"), 40, 25, "62.5%", "73 GU", 19],
                ["B2", D("2025-01-31", "d mmm yyyy"), 40, 7, "17.5%", "73 GU", 18],
                ["B3", D("2025-02-21", "d mmm yyyy"), 80, 5, "6.3%", "72 GU", 19],
                ["B4", D("2025-03-07", "d mmm yyyy"), 80, 1, "1.3%", "68 GU", 18],
            ]),
        ])),
        ("WMA_metallography_report_25-0207.pdf", pdf(
            "Waterloo Materials Analysis Ltd. | Waterloo ON | Report WMA-25-0207", [
                ("title", "Metallographic Examination of 6063 Extrusion Sections"),
                ("p", "Client: Grand River Extrusions Inc. (attn. I. Solberg). Profile 4471, transverse sections "
                      "taken 1 m from the front end, mill finish and after a laboratory caustic etch. B0 and B1 "
                      "received 2025-01-20; B2 received 2025-02-03. Report issued 2025-02-14."),
                ("p", "Method: optical metallography (Barker's etch, polarized light) for surface grain "
                      "structure; SEM with EDS on 200 Fe-rich particles per sample to classify them as "
                      "plate/needle beta-AlFeSi or rounded alpha-AlFeSi."),
                ("table", [
                    ["Sample", "Fe (OES)", "Alpha share of Fe-rich particles", "Coarse-grain surface layer (um)",
                     "Banding after lab etch"],
                    ["B0", "0.17%", "88%", "120", "none"],
                    ["B1", "0.27%", "35%", "420", "strong, full width"],
                    ["B2", "0.27%", "82%", "160", "faint, two narrow bands"],
                ]),
                ("p", "B1 retained mostly beta needles (alpha share 35%) and a thick coarse-grain layer; bands "
                      "follow the coarse-grain regions. In B2 the particle population is close to the prime "
                      "billet; the two remaining bands sit under the deepest die lines on the visible face, "
                      "where the surface grains are locally coarser. This suggests a die contribution that "
                      "homogenizing alone will not remove."),
                ("p", "Results relate only to the sections examined."),
            ])),
        ("board_minutes_2025-02.txt", text("""
GRAND RIVER EXTRUSIONS INC. - MINUTES OF THE BOARD OF DIRECTORS (regular meeting, February)
Present: P. Ferreira (Chair), D. Cho, M. Ferreira, R. Gauthier; CFO in attendance.

1. Q4 results: shipments 11,240 t, EBITDA margin 9.1%. Approved.
2. Quarterly dividend of $0.35 per share declared, payable to holders of record at month end.
3. Metal: Midwest premium volatile since January; CFO to extend the hedge programme to 60% of Q2-Q3
   volume. Customer surcharges to be reviewed monthly.
4. Insurance renewal: property and business interruption renewed with a 12% premium increase; higher
   deductible on the presses accepted.
5. Capital: financing for the 9-inch press to be presented at the next meeting.
6. Adjourned 11:40.
""")),
    ],
    noise_files=["board_minutes_2025-02.txt"],
)


# ---------------------------------------------------------------------------
# C07 taste-masked paediatric powder for oral suspension of a bitter weak base (generic pharma, ON, 2025) -
#     a CRO master services agreement excerpt is noise (named loosely as "the CRO contract"); targets and
#     uncertainty in the e-mail thread; DOCX development report with Objective / Approach / Work log (dated
#     sub-headings, "Jan 21-22" period) / Status headings; formulation workbook with compositions on sheet 1
#     and taste-sensor / particle size / resuspension only on sheet 2; CRO PDF with release results and
#     day-14 stability in two tables; resin complex (T2) never let go of the drug, fluid-bed coating (T3)
#     leached and caked, citrate vehicle (T4) ate the polymer; close saliva release T3/T4/T5
# ---------------------------------------------------------------------------
case(
    {
        "name": "paediatric_suspension_taste_masking",
        "question": "Can you draft T661 lines 242, 244 and 246 and a logbook for the CVP-417 paediatric "
                    "suspension? Ben's development report, the formulation workbook, the Meadowvale release "
                    "report and Farah's e-mails are attached; the CRO contract is in there too.",
        "facts": {
            "242": [["no more than 5%"], ["at least 85% in 30 minutes"], ["14 days"], ["below 250 µm"],
                    ["enough dissolves to taste", "weak base"]],
            "244": [["polacrilex"], ["Eudragit E PO"], ["hot-melt extrusion"], ["simulated saliva"],
                    ["pH 7.4"]],
            "246": [["38%"], ["61%", "stayed on the resin"], ["17%"], ["7.9%"], ["3.1%", "99.2%"]],
        },
        "dates": ["2025-01-08", "2025-01-10", "2025-01-15", "2025-01-21", "2025-01-22", "2025-01-27", "2025-02-05",
                  "2025-02-12", "2025-02-17", "2025-02-20", "2025-03-03", "2025-03-10", "2025-03-24",
                  "2025-03-28", "2025-04-02"],
        "noise": ["Limitation of Liability", "laws of the Province of Ontario", "Work Order"],
        "bindings": [
            {"value": "3.4%", "subject": "T3", "others": ["T4", "T2"]},
            {"value": "2.6%", "subject": "T4", "others": ["T5", "T3"]},
            {"value": "2.4%", "subject": "T5", "others": ["T4", "T3"]},
        ],
    },
    [
        ("cvp417_project_emails.txt", text("""
From: Dr. Farah Siddiqui <fsiddiqui@creditvalleypharma.ca>
To: Ben Okafor <bokafor@creditvalleypharma.ca>
Date: Wed, 8 Jan 2025 14:22 -0500
Subject: CVP-417 paediatric liquid - requirements

Ben,
Following the hospital pharmacists' meeting: right now they crush the 250 mg tablets into a compounded
suspension and the kids spit it straight out. If we develop a powder for oral suspension (40 mg/mL after
reconstitution), this is what it has to do:
- taste: bitterness on the taste sensor no more than 2 units above the placebo vehicle, and drug released in
  simulated saliva (pH 6.8, 2 minutes) no more than 5% of the dose;
- in 0.1 N HCl, at least 85% in 30 minutes - it has to behave like the tablet once it reaches the stomach;
- stable for 14 days refrigerated after the pharmacist reconstitutes it: assay 95-105% and the saliva release
  still within the 5%;
- particles below 250 µm so it isn't gritty; no ethanol, and nothing we can't give under two years of age.
Farah Siddiqui, PharmD, Medical & Regulatory Affairs, Credit Valley Pharma Inc.

-----
From: Ben Okafor <bokafor@creditvalleypharma.ca>
To: Dr. Farah Siddiqui <fsiddiqui@creditvalleypharma.ca>
Date: Fri, 10 Jan 2025 09:05 -0500
Subject: RE: CVP-417 paediatric liquid - requirements

Farah, understood. The difficulty is that CVP-417 is a weak base (pKa about 8.9): it is poorly soluble at
pH 6.8, but enough dissolves to taste - the bitterness threshold is around 30 µg/mL and a 40 mg/mL suspension
only needs a fraction of a percent in solution to get there. Sweeteners and flavour alone won't cover that.
The published taste-masking routes each have a catch for this molecule:
- ion-exchange resin complexes hold bases well, but a bulky base with a high pKa may not come off the resin
  fast enough in the stomach;
- a reverse-enteric polymer coat dissolves in acid and stays closed at mouth pH, but coating particles under
  250 µm in a fluid bed tends to agglomerate, and we don't know whether the coat survives 14 days sitting in
  an aqueous vehicle;
- melt-extruding the drug into the polymer avoids coating fines, but we have no data on how CVP-417 tolerates
  the heat.
I don't know which of these, if any, will hit the saliva and the acid targets at the same time. I'll set up
a screen with Meadowvale doing the release testing.
Ben

-----
From: Ben Okafor
Date: April 2, 2025 4:40 PM
To: Dr. Farah Siddiqui
Subject: RE: CVP-417 - T5 results

Farah, Meadowvale's final report is in (28 March). T5 meets every target, including day 14. Details in my
report. Next step is the 3-batch stability programme - I'll send the protocol next week.
Ben
""")),
        ("CVP417_suspension_dev_report.docx", docx([
            ("title", "CVP-417 Powder for Oral Suspension 40 mg/mL - Development Report"),
            ("p", "Credit Valley Pharma Inc., Mississauga ON. Author: Ben Okafor, Senior Formulation Scientist. "
                  "Release testing: Meadowvale Analytical Services (CRO). Taste sensor work: university "
                  "taste-sensing lab, fee for service."),
            ("h1", "Objective"),
            ("p", "A taste-masked powder for oral suspension of CVP-417 for children, meeting the targets in "
                  "F. Siddiqui's e-mail of 8 January 2025 (saliva release, acid release, 14-day in-use "
                  "stability, particle size)."),
            ("h1", "Approach"),
            ("p", "Five prototypes, compositions in the formulation workbook. Release in simulated saliva "
                  "(pH 6.8 phosphate, 2 min, USP apparatus 2 at 50 rpm) and in 0.1 N HCl (30 min) at the CRO, on "
                  "the day of reconstitution and after 14 days at 2-8 C. Bitterness on the taste sensor, "
                  "particle size (D90, laser diffraction) and resuspension (inversions to uniform) in-house."),
            ("b", "T1 - drug with sucralose, cherry flavour and citrate-buffered vehicle (sweetener only)."),
            ("b", "T2 - drug-resin complex with polacrilex resin (1:2), same vehicle."),
            ("b", "T3 - drug layered on 100 µm MCC cores, coated in the fluid bed with Eudragit E PO to 30% "
                  "weight gain."),
            ("b", "T4 - hot-melt extrusion of drug : Eudragit E PO : stearic acid (30:60:10) at 135 C, milled "
                  "and screened, in the citrate vehicle (pH 5.8)."),
            ("b", "T5 - the T4 extrudate in a phosphate-buffered vehicle at pH 7.4."),
            ("h1", "Work log"),
            ("h2", "15 January 2025"),
            ("p", "Plan agreed; excipient grades confirmed paediatric-acceptable (no ethanol, propylene glycol "
                  "below the under-2 limit)."),
            ("h2", "Jan 21-22"),
            ("p", "T1 and T2 made at 500 g scale. T2 complexation: 96% of the drug bound to the resin after 4 h. "
                  "Both shipped to Meadowvale on 27 January for release testing."),
            ("h2", "5 February 2025"),
            ("p", "T3 coated in the Glatt. Heavy agglomeration above 20% weight gain - had to screen out about "
                  "a third of the batch."),
            ("h2", "12 February 2025"),
            ("p", "T4 extruded on the 16 mm twin screw at 135 C. No new degradant above 0.1% by HPLC - the drug "
                  "tolerates the melt. T3 and T4 shipped to Meadowvale on 17 February."),
            ("h2", "20 February 2025"),
            ("p", "Taste sensor session for T1 to T4 at the university lab. T1 as bitter as the crushed tablet; "
                  "T2, T3 and T4 all within 2 units of placebo."),
            ("h2", "3 March 2025"),
            ("p", "Meadowvale tested the day-14 T3 and T4 (reconstituted on receipt, held at 2-8 C). Interim "
                  "numbers by phone: T3 saliva release 3.4% on day 0 but up to 17% by day 14, and our parallel "
                  "T3 bottles caked - they needed 40 inversions. "
                  "T4 saliva release 2.6% on day 0, 7.9% on day 14. The coat and the extrudate both lose their "
                  "barrier in the vehicle. Eudragit E PO starts to swell below about pH 6, and the citrate "
                  "vehicle sits at 5.8."),
            ("h2", "10 March 2025"),
            ("p", "T5: T4 extrudate re-suspended in a phosphate vehicle at pH 7.4 (preservative changed to "
                  "suit). Day 0 to Meadowvale the same day."),
            ("h2", "24 March 2025"),
            ("p", "T5 day 14 tested at Meadowvale. Our parallel bottles resuspend in 6 inversions."),
            ("h1", "Status"),
            ("p", "T1 fails on taste, T2 never released enough in acid - the drug stayed on the resin - and T3 "
                  "and T4 lost their masking in storage. T5 (saliva release 2.4% on day 0) meets all targets "
                  "at lab scale. Not yet known: behaviour at the 3-batch stability scale and with the "
                  "commercial mill."),
        ])),
        ("CVP417_formulation_workbook.xlsx", xlsx([
            ("formulations", [
                ["CVP-417 POS 40 mg/mL - prototype compositions per 100 mL reconstituted (B. Okafor)", None, None,
                 None, None, None],
                ["component", "T1", "T2", "T3", "T4", "T5"],
                ["CVP-417 (as base), g", 4.0, 4.0, 4.0, 4.0, 4.0],
                ["taste-masking system", "none", "polacrilex resin 8.0 g", "Eudragit E PO coat, 30% w.g.",
                 "HME Eudragit E PO / stearic acid", "HME Eudragit E PO / stearic acid"],
                ["sucralose, g", 0.2, 0.2, 0.2, 0.2, 0.2],
                ["cherry flavour, g", 0.3, 0.3, 0.3, 0.3, 0.3],
                ["xanthan gum, g", 0.25, 0.25, 0.25, 0.25, 0.25],
                ["vehicle buffer", "citrate pH 5.8", "citrate pH 5.8", "citrate pH 5.8", "citrate pH 5.8",
                 "phosphate pH 7.4"],
                ["preservative", "sodium benzoate", "sodium benzoate", "sodium benzoate", "sodium benzoate",
                 "methylparaben/propylparaben"],
                ["made", D("2025-01-21", "yyyy-mm-dd"), D("2025-01-22", "yyyy-mm-dd"), D("2025-02-05", "yyyy-mm-dd"),
                 D("2025-02-12", "yyyy-mm-dd"), D("2025-03-10", "yyyy-mm-dd")],
            ]),
            ("taste_psd_resuspension", [
                ["In-house and taste-sensor results (bitterness = units above placebo vehicle; target 2 or less)",
                 None, None, None, None],
                ["prototype", "bitterness, day 0", "D90 (um)", "inversions to resuspend, day 14", "comment"],
                ["T1", 9.8, 41, 5, "as bitter as crushed tablet"],
                ["T2", 0.6, 148, 8, "gritty? no - smooth"],
                ["T3", 1.1, 310, 40, "agglomerated, caked by day 14"],
                ["T4", 0.9, 180, 7, ""],
                ["T5", 0.7, 182, 6, "meets all"],
                ["taste session", D("2025-02-20", "yyyy-mm-dd"), None, None, "T5 measured on 2025-03-24"],
            ]),
        ])),
        ("MAS_report_CVP417-0328.pdf", pdf(
            "Meadowvale Analytical Services Inc. | Mississauga ON | Report MAS-CVP417-0328", [
                ("title", "Drug Release Testing - CVP-417 Powder for Oral Suspension Prototypes"),
                ("p", "Client: Credit Valley Pharma Inc. (attn. B. Okafor). Final report, issued March 28, 2025. "
                      "Supersedes interim results given by telephone."),
                ("p", "Method: USP apparatus 2, 50 rpm, 37 C. Simulated saliva: pH 6.8 phosphate, 900 mL, sampled "
                      "at 2 min. Acid: 0.1 N HCl, 900 mL, sampled at 30 min. HPLC-UV assay. n = 6 per point. "
                      "Day 14 = reconstituted suspension stored 14 days at 2-8 C."),
                ("table", [
                    ["Prototype", "Received", "Saliva, 2 min (% released)", "0.1 N HCl, 30 min (% released)"],
                    ["T1", "2025-01-27", "38%", "99%"],
                    ["T2", "2025-01-27", "2.1%", "61%"],
                    ["T3", "2025-02-17", "3.4%", "91%"],
                    ["T4", "2025-02-17", "2.6%", "88%"],
                    ["T5", "2025-03-10", "2.4%", "87%"],
                ]),
                ("table", [
                    ["Prototype", "Day 14: saliva, 2 min", "Day 14: 0.1 N HCl, 30 min", "Day 14: assay (% label)"],
                    ["T3", "17%", "90%", "98.1%"],
                    ["T4", "7.9%", "89%", "98.7%"],
                    ["T5", "3.1%", "86%", "99.2%"],
                ]),
                ("p", "T1 and T2 were not placed on 14-day storage at the client's request. Balance calibration "
                      "verified 2025-01-02. Results relate only to the samples tested."),
            ])),
        ("MAS_master_services_agreement_excerpt.txt", text("""
MASTER SERVICES AGREEMENT - EXCERPT
Meadowvale Analytical Services Inc. ("MAS") and Credit Valley Pharma Inc. ("Client")

4.1 Services. MAS shall perform the analytical services described in each Work Order signed by both parties.
    Each Work Order forms part of this Agreement.
4.2 Fees. Fees are as set out in the Work Order. Invoices are issued monthly and are payable within 30 days.
    Rush turnaround (under 5 business days) is charged at 150% of the listed fee.
9.1 Limitation of Liability. Except for gross negligence or wilful misconduct, MAS's total liability under
    any Work Order shall not exceed the fees paid under that Work Order.
12.3 Governing Law. This Agreement is governed by the laws of the Province of Ontario and the federal laws of
    Canada applicable therein.
""")),
    ],
    noise_files=["MAS_master_services_agreement_excerpt.txt"],
    not_entries=["2025-01-02"],
)


# ---------------------------------------------------------------------------
# C08 mould in a container hydroponic barley fodder system run through a prairie winter (cow-calf farm, SK,
#     2024-25) - an auction mart settlement statement PDF is noise (not named) and a hay / cattle-liner aside in
#     the shed log is noise; a chatty farmer's log with "Sat. Dec 7th", "Monday Dec. 16", "Dec 30 (Mon)",
#     "Mon the 27th" and an undated note; targets and the uncertainty in the nutritionist's e-mail; tray records
#     with batches on sheet 1 and harvest outcomes only on sheet 2; feed lab PDF with two submissions; bleach
#     (S2) cut the germination, the cool dry room alone (S3) slowed growth below target; close mould rates
#     S1/S2 and S3/S4 ratios
# ---------------------------------------------------------------------------
C08_ADMIN = ("Hay: bought 2 more loads from the Kelvington guy at $185/tonne delivered, that should see us to "
             "grass. Booked the cattle liner for the bred heifers and the truck needs its safety before then.")
case(
    {
        "name": "container_barley_fodder_mould",
        "question": "Hoping you can do T661 lines 242, 244 and 246 and a logbook for the fodder shed trials we "
                    "ran this winter. My shed log, the tray records, the feed lab report and the e-mails with "
                    "Shauna Pelletier are all in the folder.",
        "facts": {
            "242": [["no more than 5% of trays"], ["at least 5 to 1"], ["below 1 ppm"], ["under 100,000 CFU/g"],
                    ["kill the germ"]],
            "244": [["hydrogen peroxide"], ["200 ppm"], ["17 C"], ["dehumidifier"],
                    ["certified seed", "CDC Austenson"]],
            "246": [["41%"], ["germ test 81%", "81%"], ["4.6 to 1"], ["5.3 to 1", "85,000"], ["mostly water"]],
        },
        "dates": ["2024-11-30", "2024-12-02", "2024-12-04", "2024-12-07", "2024-12-14", "2024-12-16",
                  "2024-12-17", "2024-12-30", "2025-01-06", "2025-01-13", "2025-01-20", "2025-01-27",
                  "2025-02-03", "2025-02-10", "2025-02-17", "2025-02-24", "2025-02-25", "2025-03-06",
                  "2025-03-10"],
        "noise": ["Brand inspection", "checkoff", "185/tonne"],
        "bindings": [
            {"value": "38%", "subject": "S1", "others": ["S2", "S0"]},
            {"value": "22%", "subject": "S2", "others": ["S1", "S3"]},
            {"value": "4.6 to 1", "subject": "S3", "others": ["S4", "S0"]},
        ],
    },
    [
        ("fodder_shed_log.txt", text(f"""
FODDER SHED LOG - Lorne H. - winter 24-25
(100 trays a batch, 7 days seed to feed, shed = the 40 ft container by the corrals)

Sat. Dec 7th - First harvest on the dealer's recipe (S0: 4 hr soak in well water, 21 C, watering 6x a day,
our own barley out of bin 3). Looks amazing, 6 to 1 on the scale. Back corner trays smell sour and there's
white fuzz on the roots on 5 trays.

Dec 14th - Second week same recipe. Worse. 41 of 100 trays with fuzz and grey-black spots. Cows would eat it
but Shauna says mouldy trays don't go to the cows, so into the manure pile.

Monday Dec. 16 - froze bags of mat from that batch plus a seed sample from bin 3, sent to the feed lab in
Saskatoon.

Dec 30 (Mon) - S1: trying peroxide. 1% hydrogen peroxide soak for 1 hr then rinse, rest same as dealer.
Germ test on wet paper towel 94%, so it didn't hurt the seed.

Jan 6 - S1 harvested. Still 38 of 100 trays mouldy. Roots cleaner for the first 3 days but the mould comes
back by day 4-5. Shed is dripping - walls running with water when it's -30 out, humidity gauge says 95%.

Jan. 13 - S2: bleach soak, 200 ppm for 1 hr (Shauna's idea, the sprout growers use it).

Jan 20th - S2 harvest, mould down to 22 trays but the seed didn't like it - germ test 81% and the mat came up
thin and patchy. Not going that way.

Mon the 27th - S3: cooled the shed to 17 C, put in the big dehumidifier (RH stays under 75 most of the day),
2 circulation fans. Back to the peroxide soak.

Feb 3 - S3 harvest: 6 trays mouldy. But it grows slower cool - only 4.6 to 1 in the 7 days. Close.

{C08_ADMIN}

Feb 10 - S4: certified seed (CDC Austenson, Certified No. 1, germ 97%) from the seed plant instead of bin 3.
Peroxide soak, 17 C, dehumidifier, watering cut to 4x a day.

Feb 17 - S4 harvest: 2 trays with spots, 5.3 to 1 in 7 days. Best yet.

Feb 24 - sent frozen S3 and S4 mat and a bag of the certified seed to the lab.

Shauna wants seed in and mat out weighed on the same scale every time - doing that from now on.
""")),
        ("fodder_emails_pelletier.txt", text("""
From: Lorne Hnatiuk <lhnatiuk.farm@sasktel.net>
To: Shauna Pelletier <shauna@pelletiernutrition.ca>
Date: Mon, 2 Dec 2024 20:41 -0600
Subject: fodder

Shauna - got the fodder container running last week. Dealer says 6 to 1 and cows love it. With hay what it is
after the dry year I'd like to replace some of the hay for the 180 cows this winter. What do you need to see
before you'll put it in the ration? First batch comes off Saturday.
Lorne

-----
From: Shauna Pelletier <shauna@pelletiernutrition.ca>
To: Lorne Hnatiuk <lhnatiuk.farm@sasktel.net>
Date: Wed, 4 Dec 2024 07:55 -0600
Subject: RE: fodder

Lorne, happy to look at it. Before it goes in a bred-cow ration I'd want:
- visible mould on no more than 5% of trays, and every mouldy tray goes on the pile, not in the bunk;
- a lab test with mould and yeast under 100,000 CFU/g and DON below 1 ppm;
- at least 5 to 1 fresh weight in 7 days, or it won't pencil out against hay;
- weigh seed in and mat out: it should give you back at least 85% of the seed dry matter.
Fair warning: the dealer's numbers come from a heated shop with clean seed. Your bin 3 barley came off wet
in the fall and carries field moulds, and a warm, wet, dark tray is exactly what they want. The usual fixes
are sanitizing the seed and drying the air, but anything strong enough to kill the mould on the seed can kill
the germ too, and cooling the room slows the barley as well as the mould. I haven't seen anyone's numbers from
a container running at -35 outside, so we'll be finding out as we go. Send samples when you have them.
Shauna Pelletier, PAg, Ruminant Nutrition

-----
From: Shauna Pelletier <shauna@pelletiernutrition.ca>
Date: Mon, Mar 10, 2025 at 9:12 AM
Subject: RE: fodder - lab results

Lorne, the lab report is fine for the S4 mats: mould and yeast 85,000 CFU/g and DON 0.2 ppm, and the dry
matter back from the seed works out to about 88%. You can feed it up to 20% of ration dry matter for the bred
cows. Just remember the mat is only about 15% dry matter - 5.3 to 1 fresh is mostly water, so price it on
dry matter, not on the scale.
Shauna
""")),
        ("fodder_tray_records.xlsx", xlsx([
            ("batches", [
                ["Fodder shed - batch records (L. Hnatiuk)", None, None, None, None, None, None, None],
                ["batch", "protocol", "seeded", "seed", "soak", "shed temp (C)", "waterings/day", "seed in (kg)"],
                ["S0-a", "S0 dealer recipe", D("2024-11-30", "mmm d, yyyy"), "bin 3 (own)", "well water 4 h", 21, 6,
                 227],
                ["S0-b", "S0 dealer recipe", D("2024-12-07", "mmm d, yyyy"), "bin 3 (own)", "well water 4 h", 21, 6,
                 227],
                ["S1", "S1 peroxide", D("2024-12-30", "mmm d, yyyy"), "bin 3 (own)", "1% hydrogen peroxide 1 h",
                 21, 6, 227],
                ["S2", "S2 bleach", D("2025-01-13", "mmm d, yyyy"), "bin 3 (own)", "200 ppm chlorine 1 h", 21, 6,
                 227],
                ["S3", "S3 peroxide + cool/dry room", D("2025-01-27", "mmm d, yyyy"), "bin 3 (own)",
                 "1% hydrogen peroxide 1 h", 17, 6, 227],
                ["S4", "S4 = S3 + certified seed", D("2025-02-10", "mmm d, yyyy"), "CDC Austenson Cert. No. 1",
                 "1% hydrogen peroxide 1 h", 17, 4, 227],
            ]),
            ("harvest", [
                ["Harvest day 7 - mouldy trays dumped, not fed", None, None, None, None, None, None],
                ["batch", "harvested", "mouldy trays (of 100)", "mouldy %", "fresh mat out (kg)",
                 "fresh ratio", "germ test"],
                ["S0-a", D("2024-12-07", "mmm d, yyyy"), 5, "5%", 1408, "6.2 to 1", "92%"],
                ["S0-b", D("2024-12-14", "mmm d, yyyy"), 41, "41%", 1385, "6.1 to 1", "92%"],
                ["S1", D("2025-01-06", "mmm d, yyyy"), 38, "38%", 1339, "5.9 to 1", "94%"],
                ["S2", D("2025-01-20", "mmm d, yyyy"), 22, "22%", 1022, "4.5 to 1", "81%"],
                ["S3", D("2025-02-03", "mmm d, yyyy"), 6, "6%", 1044, "4.6 to 1", "94%"],
                ["S4", D("2025-02-17", "mmm d, yyyy"), 2, "2%", 1203, "5.3 to 1", "97%"],
            ]),
        ])),
        ("PFFL_report_25-0306.pdf", pdf(
            "Prairie Feed & Forage Laboratory | Saskatoon SK | Report PFFL-25-0306", [
                ("title", "Feed Analysis Report - Sprouted Barley Fodder and Seed"),
                ("p", "Client: Hnatiuk Cattle Co., Wadena SK. Report issued 2025-03-06, covering two "
                      "submissions (samples received frozen)."),
                ("table", [
                    ["Sample", "Received", "Dry matter", "Crude protein (% DM)", "Mould and yeast (CFU/g)",
                     "DON (ppm)"],
                    ["Barley seed, bin 3", "2024-12-17", "88.1%", "11.8", "42,000", "0.4"],
                    ["Fodder mat S0-b", "2024-12-17", "12.4%", "14.9", "31,000,000", "0.7"],
                    ["Barley seed, CDC Austenson", "2025-02-25", "89.0%", "12.3", "6,000", "<0.1"],
                    ["Fodder mat S3", "2025-02-25", "16.8%", "14.1", "220,000", "0.3"],
                    ["Fodder mat S4", "2025-02-25", "14.7%", "14.6", "85,000", "0.2"],
                ]),
                ("p", "Mould and yeast by plate count (DRBC agar, 25 C, 5 days). DON by ELISA, limit of "
                      "quantitation 0.1 ppm. Results are on an as-received basis unless stated."),
            ])),
        ("wadena_auction_settlement_Jan2025.pdf", pdf(
            "Wadena Livestock Auction Mart | Wadena SK | SETTLEMENT STATEMENT", [
                ("title", "Seller Settlement - Regular Feeder Sale"),
                ("p", "Seller: Hnatiuk Cattle Co. Sale of January. Cheque mailed to address on file."),
                ("table", [
                    ["Lot", "Head", "Description", "Weight (lb)", "Price ($/cwt)", "Amount"],
                    ["114", "12", "Black/BWF steers", "7,140", "$412.50", "$29,452.50"],
                    ["115", "9", "Black heifers", "5,085", "$388.00", "$19,729.80"],
                ]),
                ("p", "Deductions: commission 3.0% $1,475.47; Yardage $105.00; Brand inspection $31.50; "
                      "Saskatchewan beef checkoff $84.00; insurance $49.18. Net proceeds $47,437.15."),
            ])),
    ],
    noise_files=["wadena_auction_settlement_Jan2025.pdf"],
    noise_spans={"fodder_shed_log.txt": [C08_ADMIN]},
)


# ---------------------------------------------------------------------------
# C09 loose-fill cellulose insulation from old corrugated cardboard instead of newsprint (insulation maker,
#     NB, 2025) - a dealer brochure draft is noise (not named) and a staffing / freight paragraph inside the
#     plant notes is noise; DOCX test plan with a dated heading, Targets, Technical uncertainty, Mixes and two
#     dated result updates; settling-box CSV with ISO dates; building-science lab PDF (CAN/ULC-S703 results
#     table) with receipt dates; markdown plant notes with "Feb 4", "Tues Feb 25"; same-settings OCC (P1)
#     settled and smouldered, ammonium sulphate (P3) perforated the steel coupon; close settling P2/P3 and
#     smoulder P3/P4
# ---------------------------------------------------------------------------
C09_ADMIN = ("Not for the file: Rémi wants the night shift back to 4 days from April, and the Sackville MRF "
             "raised its bale price again - Rémi is negotiating a 12-month contract. Forklift 2 still leaking.")
case(
    {
        "name": "occ_cellulose_insulation_settling",
        "question": "Please prepare T661 lines 242, 244 and 246 and a logbook for our OCC cellulose "
                    "reformulation. Attached: the test plan and results document, the settling box readings, the "
                    "ABSL report, Jenna's plant notes and a brochure draft.",
        "facts": {
            "242": [["at least 60%"], ["no more than 10%"], ["no more than 15%"], ["0.12 W/cm2"],
                    ["starch sizing"]],
            "244": [["disc refiner"], ["ammonium sulphate"], ["24% borates"], ["mineral oil"], ["CAN/ULC-S703"]],
            "246": [["17.0%"], ["22.4%"], ["perforated"], ["7.6%"], ["28.6 kg/m3"]],
        },
        "dates": ["2025-01-06", "2025-01-14", "2025-01-16", "2025-01-17", "2025-02-04", "2025-02-06",
                  "2025-02-07", "2025-02-25", "2025-02-27", "2025-02-28", "2025-03-18", "2025-03-27",
                  "2025-04-08", "2025-04-09"],
        "noise": ["Cozy, quiet and green", "Dealer program", "Made in the Maritimes"],
        "bindings": [
            {"value": "11.3%", "subject": "P2", "others": ["P3", "P1"]},
            {"value": "5.0%", "subject": "P3", "others": ["P4", "P0"]},
            {"value": "7.6%", "subject": "P4", "others": ["P0", "P2"]},
        ],
    },
    [
        ("OCC_cellulose_plan_and_results.docx", docx([
            ("title", "Cellulose Insulation from OCC - Test Plan and Results"),
            ("p", "Fundy Fibre Insulation Ltd., Moncton NB. Plant manager: Rémi LeBlanc. QA and test lead: "
                  "Jenna MacDonald."),
            ("h1", "Test plan (January 6, 2025)"),
            ("p", "Our loose-fill product is hammermilled newsprint with borates. Newsprint bales from the "
                  "Maritime MRFs have fallen by more than half in three years as the dailies cut print runs, and "
                  "what is left costs more every quarter. Old corrugated cardboard (OCC) is plentiful locally. "
                  "The product has to stay listed to CAN/ULC-S703, so any new fibre mix has to pass the same "
                  "tests as the current product."),
            ("h1", "Targets"),
            ("b", "at least 60% of the fibre from OCC (the rest newsprint or mixed office paper);"),
            ("b", "settling no more than 10% in our settling box (blown sample, cyclic humidity, 42 days);"),
            ("b", "smouldering combustion mass loss no more than 15%;"),
            ("b", "critical radiant flux at least 0.12 W/cm2;"),
            ("b", "no perforation of the steel, copper or aluminium coupons in the corrosiveness test;"),
            ("b", "thermal resistance at least RSI 0.60 per 25 mm at settled density."),
            ("h1", "Technical uncertainty"),
            ("p", "OCC fibre is longer and stiffer than newsprint and carries starch sizing and some wax. "
                  "Milled on our current hammermill settings it comes out as clumps and long fibres mixed with "
                  "dust, which pack down after blowing. The starch and the denser board also take up the borate "
                  "solution differently, and borate loading is what gets cellulose through the smoulder test. "
                  "The additives that help smoulder resistance (more borates, ammonium sulphate) are known to "
                  "raise corrosiveness and dust. We don't know whether a fibre preparation and fire retardant "
                  "package exists that passes settling, smoulder and corrosion at the same time with 60% OCC "
                  "on our equipment; no published data cover OCC-based loose fill made to S703."),
            ("h1", "Mixes"),
            ("table", [
                ["Mix", "Fibre", "Fibre preparation", "Fire retardant / additives"],
                ["P0", "100% newsprint", "hammermill, 6 mm screen", "18% borates (borax/boric acid 1:1)"],
                ["P1", "60% OCC / 40% newsprint", "hammermill, 6 mm screen", "18% borates"],
                ["P2", "60% OCC / 40% newsprint", "hammermill + disc refiner, 3 mm screen", "18% borates"],
                ["P3", "60% OCC / 40% newsprint", "as P2", "22% borates + 2% ammonium sulphate"],
                ["P4", "60% OCC / 40% newsprint", "as P2", "24% borates + 1.5% mineral oil"],
            ]),
            ("h1", "Results update (March 27, 2025)"),
            ("p", "ABSL report in. P1 fails twice: it smouldered through (22.4% mass loss) and it settled 17.0% "
                  "in our box. P2 fixed most of the settling with the refiner but not enough (P2 settled "
                  "11.3%). P3 passed smoulder easily (P3 mass loss 5.0%) but the ammonium sulphate perforated "
                  "the steel coupon, so P3 is out. P4 passes S703 at the lab; its settling box finishes on "
                  "April 8."),
            ("h1", "Results update (April 9, 2025)"),
            ("p", "P4 settling box finished: 7.6%, settled density 28.6 kg/m3. P4 meets every target. The mineral "
                  "oil cut the fines - less dust filling the spaces between fibres - which is most of the "
                  "settling difference from P2. Production trial on the full line planned for May; the 24% "
                  "borate load adds about $0.04 per kg."),
        ])),
        ("settling_box_readings.csv", text("""
box,mix,blown,initial_depth_mm,day_7_mm,day_21_mm,day_42_mm,final_reading,settling_pct,notes
SB-1,P0,2025-01-14,300,286,279,276,2025-02-25,8.0%,reference newsprint
SB-2,P1,2025-01-14,300,268,255,249,2025-02-25,17.0%,clumpy - big voids after blowing
SB-3,P2,2025-02-04,300,281,271,266,2025-03-18,11.3%,refiner gap 0.8 mm
SB-4,P3,2025-02-25,300,282,272,267,2025-04-08,11.0%,
SB-5,P4,2025-02-25,302,290,283,279,2025-04-08,7.6%,much less dust at the blower
""")),
        ("ABSL_report_S703-25-044.pdf", pdf(
            "Atlantic Building Science Laboratory | Fredericton NB | Report ABSL-S703-25-044", [
                ("title", "CAN/ULC-S703 Property Tests - Loose-Fill Cellulose Fibre Insulation"),
                ("p", "Client: Fundy Fibre Insulation Ltd., Moncton NB (attn. J. MacDonald). Report issued "
                      "March 27, 2025."),
                ("p", "Samples: P0 and P1 received 2025-01-17; P2 received 2025-02-07; P3 and P4 received "
                      "2025-02-28. Conditioned before test as the standard requires."),
                ("table", [
                    ["Mix", "Settled density (kg/m3)", "RSI per 25 mm", "Smoulder mass loss",
                     "Critical radiant flux (W/cm2)", "Corrosiveness"],
                    ["P0", "27.2", "0.63", "6.1%", "0.19", "pass"],
                    ["P1", "33.8", "0.57", "22.4%", "0.14", "pass"],
                    ["P2", "29.5", "0.61", "14.2%", "0.15", "pass"],
                    ["P3", "29.8", "0.61", "5.0%", "0.21", "fail - steel perforated"],
                    ["P4", "28.6", "0.62", "7.8%", "0.17", "pass"],
                ]),
                ("p", "Smoulder: P1 specimens continued smouldering through the full depth of the test box. "
                      "Corrosiveness: the P3 steel coupon showed perforation at the fibre contact area; copper "
                      "and aluminium coupons showed no perforation for any mix."),
                ("p", "Results relate only to the samples tested."),
            ])),
        ("plant_floor_notes.md", text(f"""
# Plant floor notes - OCC trial runs (Jenna M.)

## Tues Jan 14
P0 and P1 made on line 1, 2 t each. P1 on the normal hammermill settings: clumps the size of a fist coming off
the cyclone and a lot of dust in the bagger. Blew both into settling boxes SB-1 and SB-2.

On Thursday Jan 16 the P0 and P1 bags went to ABSL by courier.

## Feb 4
Rented disc refiner installed after the hammermill, 3 mm screen. P2 run, 2 t. Much more even fluff; bagger
still dusty. Box SB-3 blown. Refiner gap 0.8 mm, tried 0.5 - motor overloaded.

Feb 6: P2 bags shipped to ABSL.

{C09_ADMIN}

## Tues Feb 25
P3 (22% borates + ammonium sulphate) and P4 (24% borates + mineral oil spray at the refiner outlet) made,
1 t each. P4 has almost no dust at the blower. Boxes SB-4 and SB-5 blown. Also read SB-1 and SB-2 at day 42.

Feb 27 - P3 and P4 bags shipped to ABSL.

## Mar 18
SB-3 (P2) final reading.

## Apr 8
SB-4 and SB-5 final readings. Numbers into the settling CSV.
""")),
        ("dealer_brochure_draft.md", text("""
# Fundy Fibre blown-in cellulose - dealer brochure (DRAFT, marketing)

**Cozy, quiet and green.** Made in the Maritimes from recycled paper, Fundy Fibre keeps heat in during January
and noise out all year.

- Up to 85% recycled content
- Treated for fire and pests
- Bags of 11.3 kg, 56 bags per pallet

**Dealer program:** volume rebates from 10 pallets, free blowing-machine loan with 40 pallets a season, co-op
advertising for the fall home show season. Contact sales@fundyfibre.ca.
""")),
    ],
    noise_files=["dealer_brochure_draft.md"],
    noise_spans={"plant_floor_notes.md": [C09_ADMIN]},
)


# ---------------------------------------------------------------------------
# C10 in-tank sensor for the grease (FOG) layer in restaurant grease interceptors (sensor start-up, ON,
#     2024-25) - a pump-out contractor's rate sheet CSV is noise (not named) and a trade-show PS inside the
#     e-mail thread is noise; targets from the restaurant group's facilities director, uncertainty in the
#     engineer's reply; markdown engineering notes with ISO, "Dec 9", "Dec 20 (day 12)" headings and an entry
#     dated inside its first sentence; bench CSV with ISO dates; field sites on sheet 1, outcomes only on
#     sheet 2; top ultrasonic (G1) could not see the layer, capacitive strips (G2, G3) fouled; close errors
#     G2/G3/G4
# ---------------------------------------------------------------------------
C10_PS = ("PS - unrelated to the sensor: we're exhibiting at the Restaurants Canada Show in Toronto, booth 1127, "
          "come by if you're there. And our AP department moved to a new portal - invoices go through Coupa now.")
case(
    {
        "name": "grease_interceptor_fog_layer_sensor",
        "question": "Can you draft T661 lines 242, 244 and 246 and a dated logbook for the grease interceptor "
                    "sensor? Nadia's engineering notes, the bench tank runs, the field pilot workbook and the "
                    "e-mails with Tom at Maple Grill are attached.",
        "facts": {
            "242": [["15 mm"], ["8 weeks"], ["two years on a battery"],
                    ["25% of the liquid depth"], ["rag layer"]],
            "244": [["ultrasonic"], ["16 electrodes"], ["PTFE-coated"], ["thermal dispersion"], ["sludge judge"]],
            "246": [["48 mm"], ["day 12"], ["day 21"], ["2.6 years"], ["no false alarms"]],
        },
        "dates": ["2024-11-12", "2024-11-14", "2024-11-25", "2024-12-09", "2024-12-20", "2025-01-08",
                  "2025-01-22", "2025-01-29", "2025-02-05", "2025-02-10", "2025-02-11", "2025-03-19",
                  "2025-04-07", "2025-04-14"],
        "noise": ["booth 1127", "Manifest fee", "Fuel surcharge"],
        "bindings": [
            {"value": "60 mm", "subject": "G2", "others": ["G3", "G1"]},
            {"value": "31 mm", "subject": "G3", "others": ["G2", "G4"]},
            {"value": "2.6 years", "subject": "G4", "others": ["G3", "G2"]},
        ],
    },
    [
        ("maple_grill_fog_emails.txt", text(f"""
From: Tom Raczynski <traczynski@maplegrillgroup.ca>
To: Nadia Petrovic <nadia@lakefrontsensor.ca>
Date: Tue, 12 Nov 2024 11:03 -0500
Subject: Grease interceptor monitoring - what we need

Nadia,
Good meeting you at the ORHMA breakfast. As I said, two of our stores were fined under the City's sewer-use
bylaw this year. Our pump-out contractor comes on a fixed 4-week schedule; some interceptors are overflowing
grease at 2 weeks, others are a third full at 4. We'd like a sensor that tells us when FOG plus solids reach
25% of the liquid depth, which is the City's trigger.

What it has to do for us:
- grease layer thickness within ±15 mm of what the pump-out tech measures with his sludge judge;
- run 8 weeks without anybody touching it - nobody on a kitchen crew is going to clean a probe in a grease
  trap;
- two years on a battery with a reading every hour (most interceptors are under the dish pit, no power);
- a false "pump now" no more than once a quarter per store.
Tom Raczynski, Director of Facilities, Maple Grill Group (22 locations, GTA)

-----
From: Nadia Petrovic <nadia@lakefrontsensor.ca>
To: Tom Raczynski <traczynski@maplegrillgroup.ca>
Date: Thu, 14 Nov 2024 17:26 -0500
Subject: RE: Grease interceptor monitoring - what we need

Tom, thanks - clear targets help. Here is what we are up against. The grease in a working interceptor isn't a
sharp line on top of water. After the dish machine dumps hot water with detergent you get a rag layer of
emulsified grease 20 to 80 mm thick, and it moves with every flush. An ultrasonic sensor at the lid sees the
top surface and nothing below it. Anything we put into the tank gets coated in grease within days, which is
what kills capacitive and optical probes in this service. And it all has to run on a battery budget that
allows a fraction of a joule per reading. We haven't found a product or a paper that measures through the rag
layer for weeks unattended, so we'll build two test tanks and try the options before anything goes in a store.

{C10_PS}

Nadia Petrovic, P.Eng., Lakefront Sensor Works Inc., Toronto

-----
From: Tom Raczynski
Date: April 14, 2025 10:47 AM
To: Nadia Petrovic
Subject: RE: pilot summary

Nadia, I've read the pilot summary. The Bathurst store called its own pump-out at day 19 and the tech measured
26% with his sludge judge, right where the sensor said. Kingston Rd and Dundas West never got near the trigger
in 8 weeks, so that's two pump-outs we would have skipped. Please send a quote for the other 19 stores.
Tom
""")),
        ("fog_sensor_engineering_notes.md", text("""
# FOG layer sensor - engineering notes (N. Petrovic, S. Osei)

Bench: two 190 L interceptors (T1, T2) fed by our "dish pit": 60 C water with commercial dish detergent and a
canola/lard mix, flushes timed like a lunch and dinner service, 6 days a week. Reference = sludge judge (clear
core sampler) read three times a week. Nobody cleans anything in the tanks during a run.

## 2024-11-25
G1 = off-the-shelf ultrasonic level sensor at the lid. It only sees the liquid surface; we tried to infer the
grease layer from how far the surface rises between pump-outs. Mean error against the sludge judge 48 mm. The
surface tells you nothing about what is under it. Dropped.

## Dec 9
G2 = capacitive strip: 16 electrodes at 10 mm pitch on a PCB strip, conformal coated, hung through the
layer. Grease, rag layer and water give three different readings. Day 1 error 9 mm. Very promising.

## Dec 20 (day 12)
G2 fouled: a grease film built up on every electrode, so the whole strip reads as grease. G2 error 60 mm and
climbing. Wiping it brings it straight back - which is exactly what Tom can't have.

## 2025-01-08
G3 = G2 electrodes with a PTFE-coated face plus temperature compensation, in T2.

## Jan 22
G4 = thermal dispersion strip: a heater trace with 24 thermistors at 10 mm pitch. A 20 s heat pulse, then we
look at how fast each thermistor warms. Grease conducts heat about a third as well as water, the rag layer
sits in between, and a thin grease film on the strip changes the reading far less than it does for a
capacitive electrode because the heat goes into the bulk layer around it. In T1.

On Jan 29 we pulled G3's numbers at day 21: out of tolerance, G3 error 31 mm. The PTFE only slowed the
fouling down, it didn't stop it. Capacitive is finished for this job.

## Feb 5
G4 at day 14 still inside 10 mm. Energy per reading 0.8 J including the heat pulse; with 2 x AA lithium
and hourly readings that is G4 at 2.6 years battery life on paper.

## Feb 10-11
Field units (G4) installed at three Maple Grill stores, see the pilot workbook.

## 2025-03-19
Bench G4 at day 56 - 8 weeks untouched: error 11 mm. Meets the bench side of the targets.

On Apr 7 we pulled the field units' data and closed the pilot; results on the second sheet of the workbook.
""")),
        ("bench_tank_runs.csv", text("""
run,date,variant,tank,day_of_run,sludge_judge_FOG_mm,sensor_FOG_mm,abs_error_mm,notes
b01,2024-11-25,G1,T1,1,62,14,48,ultrasonic at lid - surface rise only
b02,2024-12-09,G2,T1,1,55,64,9,capacitive 16 electrodes - clean
b03,2024-12-20,G2,T1,12,71,131,60,fouled - grease film on all electrodes
b04,2025-01-08,G3,T2,1,48,54,6,PTFE-coated electrodes + temp comp
b05,2025-01-22,G4,T1,1,50,47,3,thermal dispersion - 24 thermistors
b06,2025-01-29,G3,T2,21,83,114,31,fouled - out of tolerance
b07,2025-02-05,G4,T1,14,77,70,7,
b08,2025-03-19,G4,T1,56,96,107,11,8 weeks no cleaning
""")),
        ("fog_field_pilot.xlsx", xlsx([
            ("sites", [
                ["Maple Grill field pilot - G4 thermal dispersion sensors", None, None, None, None],
                ["store", "interceptor", "installed", "sensor", "contractor schedule before pilot"],
                ["Bathurst", "750 L concrete", D("2025-02-10", "mmm d, yyyy"), "G4-007", "every 4 weeks"],
                ["Kingston Rd", "500 L steel", D("2025-02-10", "mmm d, yyyy"), "G4-009", "every 4 weeks"],
                ["Dundas West", "500 L poly", D("2025-02-11", "mmm d, yyyy"), "G4-011", "every 4 weeks"],
            ]),
            ("results", [
                ["Pilot results to end of pilot (sludge judge = pump-out tech's core reading)", None, None, None,
                 None, None],
                ["store", "sludge judge checks", "mean abs error (mm)", "max error (mm)", "pump-out called by sensor",
                 "false alarms"],
                ["Bathurst", 8, 7, 13, "day 19 (tech measured 26%)", 0],
                ["Kingston Rd", 8, 8, 14, "none - max 17% of depth", 0],
                ["Dundas West", 8, 6, 12, "none - max 12% of depth", 0],
                ["all stores", 24, 7, 14, "1", "no false alarms"],
                ["pilot closed", D("2025-04-07", "mmm d, yyyy"), None, None, None, None],
            ]),
        ])),
        ("gta_liquid_waste_rates_2025.csv", text("""
GTA Liquid Waste Services - commercial rate sheet 2025 (CAD),,
service,unit,rate
Grease interceptor pump-out up to 500 L,per visit,$285.00
Grease interceptor pump-out 501-1000 L,per visit,$390.00
Emergency call-out (within 4 h),per visit,$520.00
Manifest fee (Ontario hauled liquid waste),per load,$35.00
Fuel surcharge,per visit,7%
Disposal at receiving facility,per 1000 L,$165.00
""")),
    ],
    noise_files=["gta_liquid_waste_rates_2025.csv"],
    noise_spans={"maple_grill_fog_emails.txt": [C10_PS]},
)


# ============================================================================ end of cases

if __name__ == "__main__":
    main()
