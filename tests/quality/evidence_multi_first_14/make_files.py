#!/usr/bin/env python3
"""Builds the multi-file evidence cases of the fourteenth first-contact set (evidence_multi_first_14).

Run:  python3 make_files.py
Needs: python-docx, openpyxl, reportlab (standard fonts only).
Writes every evidence file of every case into this folder, then cases.json (all cases registered so far).

Each case asks for T661 lines 242, 244, 246 and a logbook from 4 to 6 files of mixed formats (one case has 4,
three have 5, six have 6), as a firm would pick them in the service. Case metadata (facts, dates, noise, bindings) sits next to the content it refers to.
Two kinds of noise are registered for verify.py (which imports this module; files are only written when run):
  NOISE_FILES[case]  -> whole files that are not work records (supplier invoice, quote, price list, marketing
                        copy, newsletter, contract excerpt, board minutes about budget, HR / staffing notes);
  NOISE_SPANS[case]  -> {file: [paragraphs]} non-record paragraphs INSIDE a record file (an admin aside, a
                        sales PS in an e-mail, a bookkeeping note in a log).
NOT_ENTRIES[case]   -> dates that occur in record files but are not work entries (calibration dates, sample
                        receipt of other lots, last season, certificate expiry); verify.py only uses it to
                        silence its stray-date warnings. They are deliberately absent from "dates".
Date forms used on purpose: ISO, "January 20, 2025", "14 Jan 2025", weekday headings ("Tues Nov 12",
"Mon May 13"), short cellar entries ("Nov 6 - ..."), mm/dd/yyyy in a CSV exported from a US-firmware logger
(stated in its header), jj/mm/aaaa in a Quebec lab notebook and a ';' CSV with decimal commas (stated), French
e-mail headers ("lundi 18 novembre 2024") and French report dates ("16 décembre 2024"), real Excel date cells
shown as d-mmm-yy, English e-mail headers, a DOCX timeline table and dated summaries ("Summary as of November 4,
2024", "Season summary, June 14, 2024"). Some content is deliberately undated; calibration dates, last season
and the smoke event are in NOT_ENTRIES.
Languages: C02 is asked in English with the technician's notebook and run sheet in French; C07 is asked in
French with the chemist's notebook, track CSV and workbook in English and the e-mails and lab report in French;
C10 has a French HR note as its noise file.
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
        wb.properties.creator = "evidence_multi_first_14"
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
# C01 cut balsam fir that keeps its needles through a 4-week reefer voyage (Christmas tree grower-shipper, NS,
#     2024-25) - a wholesale price list CSV is noise (not named in the question) and a payment aside in the
#     importer's e-mail is a noise span; targets from the Panama importer and the owner's plan; uncertainty
#     about early-cut (not cold-hardened) trees; container 1-MCP gas (T2) lost its concentration, AVG spray (T3)
#     browned and cost too much, in-bale sachet (T4) met targets; close NRD values T2/T4/T5 bound to variants.
# ---------------------------------------------------------------------------
C01_PS = ("P.S. Accounts asked me to remind you that for this season we move from letter of credit to 30 days "
          "after arrival, and the Colon warehouse charges storage from day 4.")
case(
    {
        "name": "balsam_fir_cut_tree_needle_retention",
        "question": "Hi - we'd like T661 lines 242, 244 and 246 and a logbook for our needle retention project "
                    "(the export trees). I've uploaded Fiona's trial report, the lab report from NSAL, the cold "
                    "room run sheet, the display room workbook, Ana's e-mails and our 2024 price list.",
        "facts": {
            "242": [["at least 40 days"], ["under 5%"], ["$1.50 per tree"], ["cold-hardened"], ["abscission"]],
            "244": [["1-MCP"], ["AVG", "aminoethoxyvinylglycine"], ["sachet"], ["simulated voyage"],
                    ["needle retention duration", "NRD"]],
            "246": [["3.2%"], ["51 days"], ["0.1 ppm"], ["browning"], ["$2.10"]],
        },
        "dates": ["2024-09-16", "2024-09-30", "2024-10-22", "2024-10-23", "2024-10-24", "2024-10-25", "2024-11-05", "2024-11-12", "2024-11-19",
                  "2024-12-10", "2024-12-30", "2025-01-14", "2025-01-20", "2025-01-21"],
        "noise": ["Pallet deposit", "double-faced", "letter of credit", "Volume rebate"],
        "bindings": [
            {"value": "38.5 days", "subject": "T2", "others": ["T4", "T5"]},
            {"value": "51 days", "subject": "T4", "others": ["T2", "T5"]},
            {"value": "57.5 days", "subject": "T5", "others": ["T2", "T4"]},
        ],
    },
    [
        ("needle_retention_trial_report.docx", docx([
            ("title", "Export tree needle retention - 2024 trial report"),
            ("p", "Stewiacke Valley Tree Farms Ltd., Upper Stewiacke NS. Prepared by Fiona MacLeod, farm manager, "
                  "January 20, 2025. Reviewed by Doug Cameron (owner)."),
            ("h1", "1. Plan"),
            ("p", "About a third of our balsam fir goes by refrigerated container to Panama and the Caribbean. The "
                  "trip from Halifax is 24 to 28 days at about 2 °C, then the trees sit on a lot in the heat. In "
                  "2023 our importer in Panama City lost 14% of the trees to needle drop and asked us to fix it or "
                  "lose the account."),
            ("p", "Goals set on September 30, 2024 (with Ana Ríos of Distribuidora Istmo):"),
            ("b", "after a 28-day simulated voyage, a displayed tree at room temperature must hold its needles "
                  "for at least 40 days (needle retention duration, NRD, = days until the tree drops needles on a "
                  "light touch);"),
            ("b", "needle loss during the voyage under 5% of needle mass;"),
            ("b", "the treatment must cost no more than $1.50 per tree and go on at baling, with no extra "
                  "handling step;"),
            ("b", "it must work on trees cut in the third week of October, which is when the container trees "
                  "have to be cut to make the sailing."),
            ("p", "What we did not know: the published work on needle loss in balsam fir points to ethylene "
                  "driving needle abscission, and to 1-MCP (an ethylene action blocker) slowing it in cut "
                  "branches in the lab. Nobody we could find had tried it on whole baled trees in a sealed "
                  "container, where the gas has to get through tight netting and wet foliage. We also did not "
                  "know whether it would help trees cut in October that are not yet cold-hardened, which drop "
                  "needles much faster than December trees."),
            ("h1", "2. Method"),
            ("p", "Trees: 6 to 7 ft balsam fir from block 12, all cut on October 22, 2024 (early cut, not "
                  "cold-hardened), baled the same day. Twenty trees per treatment. A second set of twenty was cut "
                  "November 12 after three nights below -5 °C."),
            ("p", "Simulated voyage: our 40 ft reefer trailer parked at the yard, run as a cold room at 2 °C and "
                  "85-90% RH for 28 days, loaded like a container (tight stack, no air gaps). Ethylene and 1-MCP "
                  "were sampled at the door port and sent to NSAL."),
            ("table", [
                ["Code", "Treatment", "Applied"],
                ["T1", "Control, baled, no treatment", "-"],
                ["T2", "1-MCP gas released in the trailer at loading, 1 ppm target", "at loading"],
                ["T3", "AVG (aminoethoxyvinylglycine) foliar spray before baling, 250 mg/L", "at baling"],
                ["T4", "1-MCP sachet (humidity-activated) tucked inside each bale", "at baling"],
                ["T5", "T4 on the November-cut (cold-hardened) trees", "at baling"],
            ]),
            ("p", "After the voyage each tree was weighed, shaken on the shaker table (10 s) and the dropped "
                  "needles collected and dried. Then it went into the display room (21-23 °C, water stand) and "
                  "was touch-tested every 2 days until needle drop (NRD)."),
            ("h1", "3. Results"),
            ("p", "The trailer run for T1 to T4 went from October 23 to November 19. The T5 run went from "
                  "November 12 to December 10. Needle loss numbers are from the NSAL report, NRD from our display "
                  "room workbook."),
            ("table", [
                ["Code", "Needle loss after voyage", "NRD (mean)", "Cost per tree", "Notes"],
                ["T1", "17.8%", "19 days", "-", "dropped badly"],
                ["T2", "8.9%", "38.5 days", "$0.42", "gas gone in 2 days"],
                ["T3", "9.6%", "31 days", "$2.10", "tip browning"],
                ["T4", "3.2%", "51 days", "$0.95", "targets met"],
                ["T5", "2.1%", "57.5 days", "$0.95", "targets met"],
            ]),
            ("p", "T2: NSAL found the 1-MCP in the trailer air fell below 0.1 ppm within 48 hours. The wet foliage "
                  "and the plywood lining soaked it up, so after day 2 the trees were not protected. A gas release "
                  "in the whole box does not work for a wet, packed load."),
            ("p", "T3: AVG slowed the drop but left tip browning on 40% of trees, which the importer says will "
                  "not sell, and the product plus spray labour came to $2.10 a tree, over the $1.50 limit. Dropped."),
            ("p", "T4: the sachet inside the bale releases when the humidity comes up in the trailer, right "
                  "next to the foliage, and keeps releasing. It met both goals on the early-cut trees. "
                  "On the cold-hardened trees (T5) it did better again, as expected."),
            ("h1", "4. Conclusion"),
            ("p", "Blocking ethylene works on baled trees only when the 1-MCP is released inside the bale; a "
                  "release in the whole container is lost to the load. Early-cut trees can reach the 40-day "
                  "target with the in-bale sachet. Next: the 2025 sailing to Panama with T4 on all trees, and a "
                  "check of how long the sachets keep once opened."),
        ])),
        ("NSAL_report_NR24-118.pdf", pdf(
            "Nova Scotia Agri-Lab Services | Truro NS | Report NR24-118 | Client: Stewiacke Valley Tree Farms Ltd.", [
                ("title", "Test Report NR24-118"),
                ("p", "Client: Stewiacke Valley Tree Farms Ltd., attn. Fiona MacLeod. Project: post-harvest needle "
                      "retention, balsam fir. Report date: 14 Jan 2025."),
                ("h1", "1. Trailer atmosphere (door port, GC-PID)"),
                ("table", [
                    ["Sampled", "Run", "Ethylene (ppm)", "1-MCP (ppm)", "Temp (°C)"],
                    ["2024-10-23 14:00", "T1-T4", "0.02", "0.96", "2.1"],
                    ["2024-10-24 14:00", "T1-T4", "0.05", "0.31", "2.0"],
                    ["2024-10-25 14:00", "T1-T4", "0.09", "0.07", "2.2"],
                    ["2024-11-05 10:00", "T1-T4", "0.41", "n.d.", "1.9"],
                    ["2024-11-19 09:00", "T1-T4", "0.63", "n.d.", "2.0"],
                ]),
                ("p", "1-MCP released at loading fell below 0.1 ppm within 48 hours. n.d. = not detected "
                      "(below 0.01 ppm)."),
                ("h1", "2. Needle loss after simulated voyage (dry mass)"),
                ("table", [
                    ["Treatment", "Trees", "Dropped needles, g dry (mean)", "Needle loss, % of needle mass",
                     "SD"],
                    ["T1 control", "20", "412", "17.8%", "4.1"],
                    ["T2 1-MCP gas", "20", "205", "8.9%", "3.3"],
                    ["T3 AVG spray", "20", "221", "9.6%", "2.9"],
                    ["T4 1-MCP sachet", "20", "74", "3.2%", "1.2"],
                    ["T5 sachet, Nov. cut", "20", "49", "2.1%", "0.9"],
                ]),
                ("p", "Needle mass per tree estimated from 5 reference trees stripped and dried per cut date. "
                      "Shaker table 10 s at 4 Hz. Oven 65 °C, 48 h."),
                ("h1", "3. Remarks"),
                ("p", "Visual: T3 trees showed tip browning on 8 of 20 trees at unloading. No browning on T4 "
                      "or T5. Balance calibrated 2024-08-29."),
            ])),
        ("reefer_trailer_runs.csv", text("""
run_date,run,trees,treatment,setpoint_C,avg_temp_C,avg_RH_pct,door_opened,operator,comment
2024-10-22,R1,80,cut + baled T1-T4,2.0,,,no,DC,block 12 cut early (not hardened); T3 sprayed before baler; T4 sachets in bales
2024-10-23,R1,80,T1-T4 loaded,2.0,2.1,88,yes,FM,T2 1-MCP canister opened at loading; door port sample to NSAL
2024-11-05,R1,80,T1-T4,2.0,1.9,89,no,FM,mid-run sample only (port)
2024-11-12,R2,20,T5 cut + loaded,2.0,2.0,87,yes,DC,cut after 3 nights below -5; sachets in bales
2024-11-19,R1,80,T1-T4 unloaded,2.0,2.0,90,yes,FM,28 days; weigh + shaker; T3 tip browning seen
2024-12-10,R2,20,T5 unloaded,2.0,2.1,88,yes,FM,28 days; weigh + shaker
""")),
        ("display_room_2024.xlsx", xlsx([
            ("setup", [
                ["Display room - trees on water stands at 21-23 C, touch test every 2nd day", None, None, None],
                ["group", "in display room", "trees", "stand water"],
                ["T1-T4", D("2024-11-19", "d-mmm-yy"), 80, "tap, topped daily"],
                ["T5", D("2024-12-10", "d-mmm-yy"), 20, "tap, topped daily"],
            ]),
            ("NRD", [
                ["Needle retention duration (days to drop on light touch)", None, None, None, None],
                ["code", "mean NRD", "shortest", "longest", "meets 40 d?"],
                ["T1", "19 days", 12, 27, "no"],
                ["T2", "38.5 days", 24, 49, "no"],
                ["T3", "31 days", 20, 44, "no (also browning)"],
                ["T4", "51 days", 41, 63, "yes"],
                ["T5", "57.5 days", 46, 70, "yes"],
                ["last T1-T4 tree dropped", D("2024-12-30", "d-mmm-yy"), None, None, None],
            ]),
        ])),
        ("istmo_importer_emails.txt", text(f"""
From: Ana Ríos <arios@distribuidoraistmo.com.pa>
To: Doug Cameron <doug@stewiackevalleytrees.ca>
Date: Mon, 16 Sep 2024 09:40 -0500
Subject: 2024 season - needle drop

Doug,
I have to be direct. Last December we threw out 14% of your trees because they dropped needles within two
weeks on the lot. Our customers buy the tree for the whole season, so it must look good for at least 40 days
after it arrives. Our Canadian competitors say they have a treatment. If you cannot show something this year I
have to split the order.

{C01_PS}

Ana Ríos, Compras, Distribuidora Istmo S.A., Panamá

-----
From: Doug Cameron
To: Ana Ríos
Date: Mon, 30 Sep 2024 17:05 -0300
Subject: RE: 2024 season - needle drop

Ana, understood. Fiona has a plan to test three treatments this fall in our reefer trailer run like a
28-day voyage, on trees cut as early as we cut yours. Targets we'll hold ourselves to: at least 40 days on
display after the voyage, less than 5% of needles lost in the box, and no more than $1.50 per tree, put on at
baling. Honestly we don't know yet if any of it works on early-cut trees - that is the part nobody has tested.
You'll have results before your order closes.
Doug

-----
From: Doug Cameron
To: Ana Ríos
Date: Tue, 21 Jan 2025 11:12 -0400
Subject: results

Ana, Fiona's report is attached. The sachet in the bale (T4) held 51 days on display on trees cut in October.
The gas in the container did nothing after two days. We'll use the sachets on your whole order this year.
Doug
""")),
        ("svtf_wholesale_price_list_2024.csv", text("""
item,size,grade,price_per_tree_CAD,min_order,notes
Balsam fir,5-6 ft,Premium,24.50,200,baled
Balsam fir,6-7 ft,Premium,29.00,200,baled
Balsam fir,7-8 ft,Premium,36.50,200,baled
Balsam fir,6-7 ft,Standard,22.00,200,baled
Wreath 24 in. double-faced,24 in,Decorated,18.75,50,boxed 6
Wreath 36 in.,36 in,Plain,26.00,50,boxed 4
Pallet deposit,,,35.00,,refunded on return
Volume rebate,,,-3%,2000,on orders over 2000 trees paid by Nov 1
""")),
    ],
    noise_files=["svtf_wholesale_price_list_2024.csv"],
    noise_spans={"istmo_importer_emails.txt": [C01_PS]},
    not_entries=["2024-08-29"],
)
# ---------------------------------------------------------------------------
# C02 bio-based wetting agent for bagged peat growing mix that survives warehouse storage (peat moss producer,
#     Bas-Saint-Laurent QC, 2024-25) - asked in English, the technician's notebook and run sheet are in French
#     (dd/mm/yyyy stated as jj/mm/aaaa, decimal commas, ';' CSV), the summary and customer e-mails in English;
#     a trucking contract excerpt in French is noise and a purchasing aside in the notebook is a noise span;
#     APG alone (A2) biodegraded in the bag, yucca saponin (A3) cut germination, double dose (A5) too costly;
#     close water-uptake values A2/A4/A5 bound to agents.
# ---------------------------------------------------------------------------
C02_ADMIN = ("Note achats (pas R-D) : Luc demande de regrouper la commande de palettes et de housses "
             "rétractables avec celle de l'usine de Cacouna. Rappeler le fournisseur de ficelle pour le "
             "crédit sur la facture d'octobre.")
case(
    {
        "name": "peat_mix_biobased_wetting_agent_storage",
        "question": "Could you prepare T661 lines 242, 244 and 246 and a logbook for the bio-based wetting agent "
                    "project at Tourbières Kamouraska? Annie's lab notebook and run sheet are in French, Gordon's "
                    "summary and the Great Lakes e-mails are in English. The storage workbook and the Transports "
                    "Lévesque contract page are also attached.",
        "facts": {
            "242": [["under 5 s", "moins de 5 s"], ["at least 90%", "au moins 90 %"],
                    ["$0.40 per bale", "0,40 $ par ballot"], ["95% or more", "au moins 95 %"], ["biodegrade in the bag", "mange l'APG"]],
            "244": [["APG", "alkyl polyglucoside"], ["saponine de yucca", "yucca saponin"], ["lignosulfonate"],
                    ["WDPT"], ["35 °C"]],
            "246": [["240 s"], ["81 %"], ["+0,36 $"], ["+0,70 $"], ["97 %", "97%"]],
        },
        "dates": ["2024-08-26", "2024-08-27", "2024-09-09", "2024-09-16", "2024-10-28", "2024-11-04", "2024-12-09",
                  "2024-12-16", "2025-01-27", "2025-02-10", "2025-02-24"],
        "noise": ["surcharge carburant", "frais de détention", "indexation annuelle", "housses rétractables"],
        "bindings": [
            {"value": "61 %", "subject": "A2", "others": ["A4", "A5"]},
            {"value": "93 %", "subject": "A4", "others": ["A2", "A5"]},
            {"value": "78 %", "subject": "A5", "others": ["A2", "A4"]},
        ],
    },
    [
        ("cahier_labo_agent_mouillant.txt", text(f"""
TOURBIÈRES KAMOURASKA INC. - Labo qualité, Saint-Alexandre
Cahier - projet agent mouillant biosourcé (terreau BX, ballot 3,8 pi³)
Technicienne : Annie Pelletier. Dates au format jj/mm/aaaa.

09/09/2024
Rencontre de départ avec Gordon. Le client Great Lakes Organics veut enlever l'agent mouillant synthétique
(copolymère EO/PO) pour garder sa certification biologique. Cibles qu'on s'est données :
 - après 12 semaines à 35 °C (notre test accéléré, on l'utilise comme équivalent de 12 mois en entrepôt),
   WDPT (temps de pénétration d'une goutte) moins de 5 s ;
 - absorption d'eau à 10 min au moins 90 % de celle du témoin A1 au même âge ;
 - germination de la laitue au moins 95 % ;
 - coût ajouté max 0,40 $ par ballot.
Le problème : les agents biosourcés (APG surtout) sont facilement biodégradables. La tourbe ensachée est à 45-50 %
d'humidité, pleine de microbes. On ne sait pas si la flore de la tourbe mange l'APG en quelques semaines dans le
sac. Les fiches techniques ne parlent que de l'efficacité au mélange, jamais après entreposage.

16/09/2024
Mélange lot pilote (mélangeur ruban, 1 m³ par agent), ensachage, 12 ballots par agent. Entrée à l'étuve 35 °C.
A1 témoin EO/PO 250 g/m³ ; A2 APG (alkyl polyglucoside C8-C10) 300 g/m³ ; A3 saponine de yucca 400 g/m³.
T0 : WDPT A1 1 s, A2 2 s, A3 3 s. Tout le monde mouille bien au départ.

28/10/2024
6 semaines. A2 WDPT 38 s !! A3 19 s. A1 toujours 1 s. Compte bactérien sur A2 10x plus haut que A1 (boîtes
de Pétri, gélose R2A). Ça confirme que la tourbe mange l'APG.

{C02_ADMIN}

04/11/2024
Deux nouvelles pistes ensachées, entrée étuve :
A4 APG adsorbé sur lignosulfonate de calcium (prémélange 1:2, séché, broyé), 300 g/m³ d'APG.
   Idée : le lignosulfonate ralentit l'accès des bactéries à l'APG et le relâche lentement au mouillage.
A5 APG seul à double dose (600 g/m³), pour voir si on peut juste « nourrir » les microbes et en garder assez.

09/12/2024
12 semaines A1-A3. A2 WDPT 240 s, absorption 10 min 61 % du témoin. A3 95 s. A3 écarté de toute façon (voir
germination). Sur A3 aussi de la mousse dans le bac de mouillage.

16/12/2024
6 semaines A4/A5. A4 WDPT 3 s, A5 9 s. Encourageant pour A4.

27/01/2025
12 semaines A4/A5. A4 WDPT 4 s, absorption 93 % du témoin. A5 WDPT 22 s, 78 %. A5 ne passe pas et coûte
+0,70 $ par ballot.

10/02/2025
Germination laitue (Grand Rapids, 4 x 100 graines, 7 jours, chambre 20 °C) sur le terreau sorti d'étuve :
A1 98 %, A3 81 % (saponine inhibe à cette dose), A4 97 %. Coût A4 calculé avec Gordon : +0,36 $ par ballot.
"""),),
        ("essais_mouillabilite_2024-25.csv", text("""
date (jj/mm/aaaa);agent;description;dose_g_m3;semaines_35C;WDPT_s;absorption_10min_pct_temoin;remarque
16/09/2024;A1;témoin EO/PO;250;0;1;100;
16/09/2024;A2;APG C8-C10;300;0;2;99;
16/09/2024;A3;saponine de yucca;400;0;3;96;mousse
28/10/2024;A1;témoin EO/PO;250;6;1;100;
28/10/2024;A2;APG C8-C10;300;6;38;74;bactéries x10
28/10/2024;A3;saponine de yucca;400;6;19;85;
09/12/2024;A1;témoin EO/PO;250;12;1;100;
09/12/2024;A2;APG C8-C10;300;12;240;61;échec
09/12/2024;A3;saponine de yucca;400;12;95;70;échec
16/12/2024;A4;APG sur lignosulfonate;300;6;3;96;
16/12/2024;A5;APG double dose;600;6;9;88;
27/01/2025;A4;APG sur lignosulfonate;300;12;4;93;cibles atteintes
27/01/2025;A5;APG double dose;600;12;22;78;échec
""")),
        ("wetting_agent_summary_GD.docx", docx([
            ("title", "Bio-based wetting agent for BX mix - project summary"),
            ("p", "Gordon Dubé, R&D and quality manager, Tourbières Kamouraska inc. Summary dated February 24, 2025."),
            ("h1", "Why"),
            ("p", "Our BX peat-perlite mix uses a synthetic EO/PO wetting agent so that dry peat takes up water. "
                  "Organic growers, led by Great Lakes Organics in Michigan, asked for a bio-based agent. The "
                  "bio-based agents on the market work on fresh mix, but we sell bales that sit 6 to 12 months in "
                  "warehouses. Peat is a live material; we did not know whether its microbes would biodegrade in "
                  "the bag the agent we add, and no supplier had storage data."),
            ("h1", "Targets"),
            ("b", "WDPT under 5 s after 12 weeks at 35 °C (our accelerated equivalent of 12 months)"),
            ("b", "water uptake at 10 minutes at least 90% of the EO/PO control"),
            ("b", "lettuce germination 95% or more"),
            ("b", "added cost no more than $0.40 per bale"),
            ("h1", "What was tried"),
            ("table", [
                ["Agent", "What", "Outcome"],
                ["A2", "APG, 300 g/m³", "biodegraded in storage: WDPT 240 s at 12 weeks"],
                ["A3", "yucca saponin, 400 g/m³", "foaming, 81% germination - rejected"],
                ["A4", "APG on a lignosulfonate carrier", "4 s and 93% at 12 weeks, 97% germination"],
                ["A5", "APG at double dose", "22 s at 12 weeks, +$0.70 per bale - rejected"],
            ]),
            ("h1", "Conclusion"),
            ("p", "Dosing more of an easily biodegraded agent does not fix storage; protecting it on a carrier "
                  "does. The A4 approach meets all four targets in the accelerated test. Still unknown: whether 35 "
                  "°C for 12 weeks really matches 12 months in an unheated warehouse. Real-time bales from the "
                  "January 27, 2025 batch are kept in the Cacouna warehouse and will be tested every 3 months."),
        ])),
        ("great_lakes_organics_emails.txt", text("""
From: Rachel Vos <rvos@greatlakesorganics.com>
To: Gordon Dubé <gdube@tourbieres-kamouraska.ca>
Date: Mon, 26 Aug 2024 14:03 -0400
Subject: wetting agent in BX - organic listing

Hi Gordon,
Our certifier flagged the synthetic wetting agent in BX for next year. We would need a bio-based agent in the
mix by the 2025-26 season. Our big worry: some of your bales sit in our Holland MI warehouse into the next
summer. Last time we tried a "natural" mix from another supplier the bales were bone dry and repelled water
after one summer - the media floated off the flats. Whatever you do has to still wet after a year in the bag.
Rachel Vos, Head Grower

-----
From: Gordon Dubé
To: Rachel Vos
Date: Tue, 27 Aug 2024 09:10 -0400
Subject: RE: wetting agent in BX - organic listing

Rachel, thanks - that is exactly the problem. The bio-based agents are food for the microbes in the peat. We will
run an accelerated storage test this fall (bales at 35 °C) and only switch if the agent still works after the
equivalent of 12 months. I'll keep you posted.
Gordon

-----
From: Gordon Dubé
To: Rachel Vos
Date: Mon, 24 Feb 2025 16:40 -0500
Subject: BX bio-based agent - results

Rachel, summary attached. The straight APG was gone after the storage test; the version on a lignosulfonate
carrier (A4) still wets in 4 s. We'd like to ship you test bales in March.
Gordon
""")),
        ("etuve_stockage_2024-25.xlsx", xlsx([
            ("ballots_etuve", [
                ["Ballots à l'étuve 35 °C", None, None, None],
                ["agent", "entrée étuve", "sortie 12 sem.", "ballots"],
                ["A1", D("2024-09-16", "d-mmm-yy"), D("2024-12-09", "d-mmm-yy"), 12],
                ["A2", D("2024-09-16", "d-mmm-yy"), D("2024-12-09", "d-mmm-yy"), 12],
                ["A3", D("2024-09-16", "d-mmm-yy"), D("2024-12-09", "d-mmm-yy"), 12],
                ["A4", D("2024-11-04", "d-mmm-yy"), D("2025-01-27", "d-mmm-yy"), 12],
                ["A5", D("2024-11-04", "d-mmm-yy"), D("2025-01-27", "d-mmm-yy"), 12],
            ]),
            ("resultats_12_sem", [
                ["Résultats après 12 semaines (moyenne de 3 ballots)", None, None, None, None],
                ["agent", "WDPT (s)", "absorption 10 min (% témoin)", "germination laitue", "coût ajouté / ballot"],
                ["A1", 1, "100 %", "98 %", "référence"],
                ["A2", 240, "61 %", "-", "+0,22 $"],
                ["A3", 95, "70 %", "81 %", "+0,31 $"],
                ["A4", 4, "93 %", "97 %", "+0,36 $"],
                ["A5", 22, "78 %", "-", "+0,70 $"],
            ]),
        ])),
        ("contrat_transports_levesque_extrait.txt", text("""
EXTRAIT - Contrat de services de transport
Entre Tourbières Kamouraska inc. et Transports Lévesque & Fils ltée

Article 4 - Tarifs
4.1 Les tarifs de l'annexe A s'appliquent par voyage complet (53 pi, 22 palettes) au départ de Saint-Alexandre.
4.2 Une surcharge carburant est calculée chaque lundi selon l'indice publié par la Régie de l'énergie.
4.3 Les tarifs font l'objet d'une indexation annuelle au 1er mai selon l'IPC du Québec.

Article 7 - Attente et détention
7.1 Deux heures de chargement ou de déchargement sont incluses. Au-delà, des frais de détention de 85 $ l'heure
s'appliquent.
7.2 Le transporteur n'est pas responsable des ballots dont l'emballage était endommagé avant le chargement.
""")),
    ],
    noise_files=["contrat_transports_levesque_extrait.txt"],
    noise_spans={"cahier_labo_agent_mouillant.txt": [C02_ADMIN]},
)
# ---------------------------------------------------------------------------
# C03 solar-powered instrument air for pneumatic controllers at remote wellsites down to -40 (instrument air
#     packager, Grande Prairie AB, 2024-25) - a solar supplier's quote PDF and board minutes about the budget
#     are noise files; targets from the operator's facilities engineer; terse markdown field notes with
#     "Dec 4" / "Wed Jan 8" headings; logger event export in m/d/yyyy (US firmware, stated in its header);
#     membrane dryer (P1) froze a level controller, heatless desiccant dryer (P2) ran the battery down, P4
#     (smaller array) short of autonomy; close autonomy values P2/P3/P4 bound to packages.
# ---------------------------------------------------------------------------
case(
    {
        "name": "wellsite_solar_instrument_air_cold",
        "question": "We need T661 lines 242, 244 and 246 and the logbook for the solar instrument air package "
                    "(Kakwa Ridge pilot). Files: Dustin's field notes, the logger export from 14-22, the winter "
                    "pilot workbook, the e-mail chain with Kakwa, plus the SunPeak quote and the December board "
                    "minutes.",
        "facts": {
            "242": [["below -40 °C"], ["5 days"], ["-45 °C"], ["zero vented methane"],
                    ["below 0 °C"]],
            "244": [["heat-of-compression"], ["phase-change", "PCM"], ["heatless desiccant"], ["membrane dryer"],
                    ["70° tilt"]],
            "246": [["-18 °C"], ["ice plug"], ["17% of the air", "purge 17%"], ["5.6 days"], ["-52 °C"]],
        },
        "dates": ["2024-10-03", "2024-10-17", "2024-11-06", "2024-12-04", "2024-12-11", "2025-01-08",
                  "2025-01-22", "2025-02-05", "2025-02-19", "2025-02-25", "2025-03-12", "2025-03-31"],
        "noise": ["Racking hardware", "Quote valid 30 days", "capital envelope", "line of credit"],
        "bindings": [
            {"value": "3.1 days", "subject": "P2", "others": ["P3", "P4"]},
            {"value": "5.6 days", "subject": "P3", "others": ["P2", "P4"]},
            {"value": "4.1 days", "subject": "P4", "others": ["P2", "P3"]},
        ],
    },
    [
        ("kakwa_pilot_emails.txt", text("""
From: Priya Nair <pnair@kakwaridge.ca>
To: Dustin Hoffmann <dustin@wapitiair.ca>
Date: Thu, 3 Oct 2024 13:22 -0600
Subject: instrument air pilot - 14-22 pad

Dustin,
As discussed, we want to get rid of the gas-driven pneumatics on our single-well pads before the new methane
rules bite. Most of these pads have no power line. What we need from a solar instrument air package:
 - zero vented methane from controllers and pumps on the pad;
 - 35 psig instrument air at the header, all winter;
 - air dry enough that nothing freezes: pressure dew point at or below -40 °C;
 - ride through 5 days with no sun (snow on panels, Dec/Jan fog);
 - design ambient -45 °C; we saw -43 at 14-22 in January 2024.
Every vendor we asked quoted a heated shack with a diesel genset backup. That is not zero emissions.
Priya Nair, P.Eng., Facilities, Kakwa Ridge Energy Ltd.

-----
From: Dustin Hoffmann
To: Priya Nair
Date: Thu, 17 Oct 2024 08:05 -0600
Subject: RE: instrument air pilot - 14-22 pad

Priya, we'll do it, but I want to be clear about what we don't know. The compressor and dryer are easy in
summer. In January we have maybe 7 hours of weak sun, LiFePO4 batteries can't take a charge below 0 °C, and
every watt spent heating the box or regenerating a dryer comes out of the same battery. Nobody has published
how small the energy budget can get for -40 air drying off-grid. We'll start with the simplest package (P1)
at 14-22 in early November and change one thing at a time through the winter.
Dustin

-----
From: Priya Nair
Date: March 31, 2025 4:15 PM
To: Dustin Hoffmann
Subject: RE: 14-22 wrap-up

Thanks Dustin - P3 made it through February with no freeze-ups and 5.6 days of autonomy on the dark-week test.
We'll take two more packages for the 2025-26 winter.
Priya
""")),
        ("field_notes_winter.md", text("""
# 14-22 solar instrument air - field notes (D. Hoffmann, J. Ruel)

Site: 14-22-064-06W6, single well, 3 level controllers, 1 pressure controller, chem pump.
Air demand measured with the old gas supply metered: ~0.9 scfm avg.

## Nov 6 - P1 installed
P1 = oil-free scroll compressor + membrane dryer, both in an insulated box with a 300 W resistive heater;
LiFePO4 48 V 20 kWh in the same box; 8 x 550 W panels at 60° tilt. Pneumatics switched to air. Vent meter on the
old supply reads 0.

## Dec 4
-34 C overnight. LC-2 dump valve stuck open in the morning - ice plug in the controller supply line. Dew point
probe at the dryer outlet shows -18 °C. Membrane dryer can't get lower at this flow. Heater ran flat out, battery
down to 22% after 2 cloudy days. P1 is out.

## Dec 11 - P2 installed
P2 = heatless desiccant (PSA twin tower) instead of the membrane. Dew point -55 C, no more freezing.
But purge 17% of the air, so compressor runs ~20% longer.

## Wed Jan 8
Cold snap, -43 C. Battery hit low-voltage cutoff at 09:40, package down 6 h. Heater for the battery box + extra
compressor time. Dark-week calc from logger: 3.1 days autonomy. Not good enough.

## Jan 22 - P3 installed
P3 = desiccant dryer regenerated by heat-of-compression (hot air from the compressor does the regen, no purge
loss); battery moved to its own box with phase-change (PCM) panels at +5 C melt, so it stays above 0 without the
heater most nights; panels re-racked to 70° tilt so snow slides off. Compressor box heater only below -30.

## Feb 5
First week: dew point -52 °C at the outlet, header 36 psig steady. Heater on 11% of hours (was 64% with P1).

## Feb 19 - dark-week test
Panels covered with tarps for a simulated no-sun week, -28 to -37 C. Battery reached cutoff after 5.6 days.
Target 5 met. Zero freeze-ups since Jan 22.

## Mar 12
P4 = P3 with 6 panels instead of 8 (cost check for Priya). Repeat dark-week calc from logger: 4.1 days. Keep 8.

Open items: desiccant life with heat-of-compression regen unknown past one winter. Check at spring service.
""")),
        ("logger_events_14-22.csv", text("""
date (mm/dd/yyyy - US firmware),time,package,event,ambient_C,dew_point_C,header_psig,battery_soc_pct,note
11/06/2024,14:10,P1,commissioned,-4,-21,35,98,pneumatics on air
12/04/2024,07:15,P1,LC-2 alarm stuck open,-34,-18,34,22,ice plug
12/11/2024,12:30,P2,commissioned,-15,-55,35,91,heatless desiccant
01/08/2025,09:40,P2,low voltage cutoff,-43,-55,0,0,down 6 h
01/22/2025,15:00,P3,commissioned,-21,-50,36,88,HOC dryer + PCM battery box
02/05/2025,08:00,P3,weekly summary,-31,-52,36,74,heater 11% of hours
02/19/2025,10:00,P3,dark-week start,-28,-52,36,100,panels tarped
02/25/2025,00:30,P3,low voltage cutoff,-37,-51,35,0,5.6 days from tarp
03/12/2025,11:00,P4,6 panels,-12,-53,36,95,dark-week calc 4.1 days
""")),
        ("winter_pilot_2024-25.xlsx", xlsx([
            ("packages", [
                ["14-22 pilot - packages tried", None, None, None, None],
                ["package", "installed", "dryer", "battery heating", "array"],
                ["P1", D("2024-11-06", "d-mmm-yy"), "membrane dryer", "resistive heater, shared box", "8 x 550 W, 60°"],
                ["P2", D("2024-12-11", "d-mmm-yy"), "heatless desiccant", "resistive heater, shared box", "8 x 550 W, 60°"],
                ["P3", D("2025-01-22", "d-mmm-yy"), "heat-of-compression desiccant", "PCM box", "8 x 550 W, 70° tilt"],
                ["P4", D("2025-03-12", "d-mmm-yy"), "heat-of-compression desiccant", "PCM box", "6 x 550 W, 70° tilt"],
            ]),
            ("outcomes", [
                ["package", "outlet dew point", "freeze-ups", "purge loss", "autonomy (no sun)", "verdict"],
                ["P1", "-18 °C", 1, "n/a", "2.4 days", "out - froze LC-2"],
                ["P2", "-55 °C", 0, "purge 17%", "3.1 days", "out - battery"],
                ["P3", "-52 °C", 0, "none", "5.6 days", "meets targets"],
                ["P4", "-53 °C", 0, "none", "4.1 days", "short of 5 days"],
            ]),
        ])),
        ("SunPeak_quote_Q24-7781.pdf", pdf(
            "SunPeak Energy Supply | Edmonton AB | QUOTATION Q24-7781", [
                ("title", "Quotation Q24-7781"),
                ("p", "Prepared for: Wapiti Instrument Air Ltd., Grande Prairie AB. Attn: D. Hoffmann."),
                ("table", [
                    ["Line", "Description", "Qty", "Unit price", "Extended"],
                    ["1", "Mono PERC module 550 W, black frame", "16", "$268.00", "$4,288.00"],
                    ["2", "LiFePO4 48 V 5 kWh rack battery", "8", "$2,140.00", "$17,120.00"],
                    ["3", "MPPT charge controller 100 A", "2", "$612.00", "$1,224.00"],
                    ["4", "Racking hardware, ground mount, adjustable", "2", "$1,380.00", "$2,760.00"],
                ]),
                ("p", "Subtotal $25,392.00. GST 5% $1,269.60. Total $26,661.60. Quote valid 30 days. "
                      "Freight to Grande Prairie included on orders over $20,000."),
            ])),
        ("board_minutes_2024-12.txt", text("""
WAPITI INSTRUMENT AIR LTD. - Minutes of the Board of Directors
Held December 12, 2024, Grande Prairie office. Present: M. Hoffmann (chair), D. Hoffmann, L. Chu, K. Ostrowski
(by phone).

1. Financial statements to November 30 accepted.
2. 2025 budget: the board approved a capital envelope of $420,000 for the shop expansion and two service trucks.
   Management to renew the operating line of credit with ATB at the same limit.
3. Kakwa pilot: D. Hoffmann reported the pilot is running; no decision needed.
4. Dividend: none declared for 2024.
5. Next meeting March 2025.
""")),
    ],
    noise_files=["SunPeak_quote_Q24-7781.pdf", "board_minutes_2024-12.txt"],
    not_entries=["2024-01-08"],
)
# ---------------------------------------------------------------------------
# C04 removing smoke taint from a smoke-exposed Pinot noir without stripping it, and keeping it from coming
#     back in bottle (small estate winery + consulting oenologist, Naramata BC, 2023-24) - four files; a spring
#     tasting-room newsletter (marketing copy: "innovative approach" to the vintage) is the noise file; terse
#     cellar notes with "Nov 6" style entries and the smoke event as context (not an entry); lab PDF with
#     µg/L tables; carbon fining (W2) stripped colour, RO + resin (W3) rebounded in bottle because of
#     glycosides, cyclodextrin polymer (W5) not enough; close 6-month guaiacol values W3/W4/W5.
# ---------------------------------------------------------------------------
case(
    {
        "name": "pinot_noir_smoke_taint_remediation",
        "question": "Please draft T661 lines 242, 244 and 246 and a logbook for our smoke taint work on the 2023 "
                    "Pinot noir. I've included Sophie's cellar notes, Marc's report, the OWA lab results and the spring "
                    "newsletter.",
        "facts": {
            "242": [["below 6 µg/L"], ["no more than 10%"], ["6 months in bottle"], ["glycosides"],
                    ["score under 2"]],
            "244": [["activated carbon"], ["reverse osmosis"], ["β-glucosidase", "enzyme"],
                    ["cyclodextrin"], ["resin cartridge", "SPE resin"]],
            "246": [["31%"], ["9.8 µg/L"], ["3.4 µg/L"], ["score of 1.6"], ["rebound"]],
        },
        "dates": ["2023-09-28", "2023-10-16", "2023-11-06", "2023-11-20", "2023-12-04", "2024-01-15",
                  "2024-01-29", "2024-02-12", "2024-05-13", "2024-08-12", "2024-08-26"],
        "noise": ["wine club pick-up", "Patio season", "Long-table dinner"],
        "bindings": [
            {"value": "9.8 µg/L", "subject": "W3", "others": ["W4", "W5"]},
            {"value": "3.4 µg/L", "subject": "W4", "others": ["W3", "W5"]},
            {"value": "7.9 µg/L", "subject": "W5", "others": ["W3", "W4"]},
        ],
    },
    [
        ("cellar_notes_PN2023.txt", text("""
LARCH HOLLOW ESTATE WINERY - cellar notes, 2023 Pinot noir (Block 3 + Block 5), S. Arsenault

Smoke from the fires sat on the bench from August 18 for about ten days. Block 3 is 400 m from the lake.

Sept 28 - picked B3 + B5, 6.2 t. Berries tasted clean but the skins chewed ashy. Sent must + skins to OWA.

Oct 16 - OWA numbers back on the finished wine (pressed Oct 10): free guaiacol 18.4 µg/L, 4-methylguaiacol 5.1,
total glycosides high. That is a lot for a light red. Called Marc.

Nov 6 - bench trial, activated carbon (deodorizing grade) 0.5 / 1.0 / 2.0 g/L. At 1.0 g/L the smoke is mostly
gone but so is the colour and the cherry. A520 down 31% at 1.0 g/L. Not selling that as Pinot.

Nov 20 - rented Vinequip RO skid. RO permeate pushed through the SPE resin cartridge and back to the tank (loop,
3 passes, 400 L lot = W3). Tastes clean. Colour basically unchanged.

Dec 4 - cyclodextrin polymer fining (W5) on a 100 L lot, 2 g/L, 48 h contact, racked.

Jan 15 - Marc wants the glycosides dealt with BEFORE the RO loop. β-glucosidase enzyme (pectinase with
glycosidase side activity) on 400 L lot W4, 3 weeks at 18 C to hydrolyse the bound phenols.

Jan 29 - W4 through RO + resin loop, 3 passes, same as W3.

Feb 12 - bottled trial lots W1 (untreated), W3, W4, W5, 60 bottles each, screwcap. Cellar 14 C.

May 13 - 3-month check with the panel. W3 has ash on the finish again. W4 clean.

Aug 12 - 6 months in bottle samples to OWA.
""")),
        ("smoke_remediation_report_MT.docx", docx([
            ("title", "Remediation of smoke-affected 2023 Pinot noir - technical report"),
            ("p", "Marc Tessier, consulting oenologist, for Larch Hollow Estate Winery. August 26, 2024."),
            ("h1", "Plan"),
            ("p", "The 2023 Pinot noir (6.2 t, about 4,300 L) was exposed to wildfire smoke before harvest. The "
                  "goal was a wine the winery could sell as Pinot noir:"),
            ("b", "free guaiacol below 6 µg/L, 6 months in bottle after treatment (not just at bottling);"),
            ("b", "colour loss (A520) no more than 10% versus the untreated wine;"),
            ("b", "trained panel smoke/ash score under 2 on the 0-9 scale at 6 months;"),
            ("b", "volume loss from treatment under 3%."),
            ("p", "The difficulty is that smoke phenols are present in two forms: free (smelled directly) and "
                  "bound as glycosides (no smell, but they break down slowly in bottle and in the mouth). "
                  "Treatments sold for smoke taint remove free phenols. Whether a light, low-colour red could "
                  "be cleaned of both forms without losing its colour and fruit, and whether the taint would come "
                  "back after bottling, was not known; no published protocol covered it."),
            ("h1", "Method"),
            ("table", [
                ["Lot", "Treatment", "Volume"],
                ["W1", "Untreated control", "400 L"],
                ["W2", "Activated carbon fining, 1.0 g/L (bench)", "20 L"],
                ["W3", "RO, permeate through SPE resin cartridge, 3 passes", "400 L"],
                ["W4", "β-glucosidase 3 weeks, then RO + SPE resin, 3 passes", "400 L"],
                ["W5", "Cyclodextrin polymer fining, 2 g/L", "100 L"],
            ]),
            ("p", "W3 and W4 used a rented reverse osmosis (RO) skid: the permeate, which carries the small phenols, "
                  "was passed through the resin and returned to the wine. Free and bound volatile phenols by OWA (GC-MS), colour by A520, trained panel of 8 (0-9 "
                  "smoke/ash score, retronasal), at bottling, 3 and 6 months."),
            ("h1", "Results"),
            ("p", "Carbon fining removed the smoke but took 31% of the colour and the fruit - ruled out. "
                  "W3 met the guaiacol target at bottling (2.9 µg/L) but free guaiacol climbed back to 9.8 µg/L at "
                  "6 months and the panel found ash again: the glycosides left in the wine were hydrolysing in "
                  "bottle. This rebound is the key finding. W4, where the glycosides were broken down first and "
                  "the released phenols then removed, stayed at 3.4 µg/L at 6 months with 7% colour loss and a "
                  "panel score of 1.6. Cyclodextrin (W5) was too weak at a dose that kept the colour."),
            ("h1", "Conclusion"),
            ("p", "Free-phenol removal alone is not enough for this wine; the bound fraction must be released "
                  "before the removal step. W4 met all targets at 6 months. Open question: whether the enzyme step "
                  "is as effective at 14 C in a full-size tank, and how long the wine stays clean past 6 months."),
        ])),
        ("OWA_report_24-1931.pdf", pdf(
            "Okanagan Wine Analytics | Penticton BC | Report 24-1931 | Larch Hollow Estate Winery", [
                ("title", "Volatile phenols and colour - report 24-1931"),
                ("p", "Client: Larch Hollow Estate Winery. Samples: 2023 Pinot noir trial lots, 6 months in bottle, "
                      "received 12 Aug 2024. Method: GC-MS (free), acid hydrolysis then GC-MS (total). Colour: "
                      "A520, 1 mm cell."),
                ("table", [
                    ["Lot", "Free guaiacol (µg/L)", "Free 4-methylguaiacol (µg/L)", "Bound guaiacol (µg/L)",
                     "A520 vs W1"],
                    ["W1", "19.6", "5.4", "41.0", "-"],
                    ["W3", "9.8 µg/L", "2.6", "28.5", "-4%"],
                    ["W4", "3.4 µg/L", "0.9", "4.2", "-7%"],
                    ["W5", "7.9 µg/L", "2.1", "37.8", "-6%"],
                ]),
                ("h1", "Earlier results for the same lots (at bottling)"),
                ("table", [
                    ["Lot", "Free guaiacol at bottling (µg/L)", "Bound guaiacol at bottling (µg/L)"],
                    ["W1", "18.1", "43.5"],
                    ["W3", "2.9", "30.1"],
                    ["W4", "2.5", "4.8"],
                    ["W5", "6.4", "39.2"],
                ]),
                ("p", "Bound guaiacol in W3 and W5 remained high and accounts for the rise in free guaiacol "
                      "during bottle storage. GC-MS calibration verified 2024-08-06."),
            ])),
        ("larch_hollow_newsletter_spring2024.md", text("""
# Larch Hollow Estate Winery - Spring 2024 newsletter

**Patio season is here!** The tasting room reopens April 19 with our new small-plates menu from Chef Dana.

## Club corner
The spring wine club pick-up weekend is May 24-26. Members can swap one bottle for the new Rosé.

## From the cellar
Our winemaking team took an innovative approach to the challenging 2023 vintage, and we can't wait to share the
results. Every bottle reflects our passion for this special place on the Naramata Bench.

## Events
- Long-table dinner in the vines, July 13 (sold out last year - book early!)
- Music on the lawn every Friday in August
""")),
    ],
    noise_files=["larch_hollow_newsletter_spring2024.md"],
    not_entries=["2024-08-06", "2023-08-18", "2023-10-10"],
)
# ---------------------------------------------------------------------------
# C05 winter in-vessel composting of frozen food waste that still reaches pathogen-kill temperatures at -35
#     (small organics contractor, Whitehorse YT, 2024-25) - a staffing note (HR, DOCX) is a noise file and a
#     fuel/truck aside in the operator log is a noise span; targets from the City's waste coordinator; terse
#     operator log with "Tues Dec 10" headings, batch CSV with ISO dates, formal DOCX report, lab PDF; electric
#     pre-thaw (R2) cost too much energy, exhaust recirculation (R3) crashed on ammonia; close kWh/t values
#     R2/R4/R5 bound to runs.
# ---------------------------------------------------------------------------
C05_ASIDE = ("Truck 2 block heater cord chewed again - ordered a new one from NAPA. Fuel card statement to "
             "Shelley by Friday. Not composting, just putting it here so I remember.")
case(
    {
        "name": "yukon_invessel_compost_winter_pfrp",
        "question": "Can you write T661 lines 242, 244 and 246 and a logbook for our winter composting project? "
                    "Attached: Rob's operator log, the batch temperature sheet, my report to the City, the e-mails "
                    "with Whitehorse Solid Waste, the lab results and the staffing note.",
        "facts": {
            "242": [["3 consecutive days"], ["-35 °C"],
                    ["25 kWh per tonne"], ["no odour complaints"], ["frozen solid"]],
            "244": [["pre-thaw"], ["recirculation", "recirculated"], ["heat exchanger"], ["shredded cardboard"],
                    ["fecal coliform"]],
            "246": [["88 kWh/t"], ["410 ppm"], ["pH 9.1"], ["3.5 days"], ["19 kWh/t"]],
        },
        "dates": ["2024-10-15", "2024-10-29", "2024-11-12", "2024-11-26", "2024-12-10", "2024-12-14",
                  "2025-01-07", "2025-01-21", "2025-02-04", "2025-02-18", "2025-03-07"],
        "noise": ["casual labourers", "statutory holiday", "Truck 2 block heater", "Fuel card statement"],
        "bindings": [
            {"value": "88 kWh/t", "subject": "R2", "others": ["R4", "R5"]},
            {"value": "19 kWh/t", "subject": "R4", "others": ["R2", "R5"]},
            {"value": "23 kWh/t", "subject": "R5", "others": ["R2", "R4"]},
        ],
    },
    [
        ("operator_log_drum_winter.txt", text(f"""
TAKHINI SOIL WORKS - drum log (Rob K.)  winter 2024-25
drum = 20 ft rotating drum, 3-4 day retention, then curing pile in the shed

Tues Nov 12
R1 start. Food waste from the City bins came in frozen solid, -26 out. Mix 1:1 with wood chips like summer.
No heat. Drum peaked 31 C on day 3. Never close to 55. Expected but we needed the baseline.

Tues Nov 26
R2 start. Food waste pre-thaw in the heated bay (two 8 kW heaters) overnight before loading. Got 55+ for 2 days
only. Meter says 88 kWh/t for the heaters. Too much power, and still not 3 days.

Tues Dec 10
R3 start. Closed the exhaust damper partway, 60% of drum air recirculated to keep the heat in. 58 C by day 2!

Sat Dec 14
R3 crashed. Drum down to 39 C. Ammonia meter at the drum exit 410 ppm, leachate pH 9.1. Way too much NH3 in the
drum, the bugs stalled. Opened damper. Recirc is out.

{C05_ASIDE}

Tues Jan 7
R4 start. No recirc. Exhaust goes through the new air-to-air heat exchanger and warms the fresh intake air
(intake was -32, after HX +6). Swapped half the chips for shredded cardboard from the recycling depot, C:N up to
about 30, wetter. 3.5 days over 55. NH3 60 ppm. Heater only for the intake fan housing. 19 kWh/t.

Tues Feb 4
R5 = R4 recipe during the cold snap, -38 out on Feb 5. Held 55+ for 3.0 days. 23 kWh/t. Passes.
""")),
        ("drum_batches_2024-25.csv", text("""
run,start_date,outside_min_C,feedstock_in_C,bulking,air_handling,peak_C,days_at_55C_plus,NH3_exit_ppm,kWh_per_t,result
R1,2024-11-12,-26,-18,wood chips 1:1,straight through,31,0,15,4,no kill temps
R2,2024-11-26,-22,4,wood chips 1:1,straight through + feedstock pre-thaw,57,2.0,40,88 kWh/t,energy too high
R3,2024-12-10,-29,-17,wood chips 1:1,60% recirculation,58,1.5,410,6,ammonia stall day 4
R4,2025-01-07,-32,-16,chips + shredded cardboard,heat exchanger on exhaust,63,3.5,60,19 kWh/t,pass
R5,2025-02-04,-38,-21,chips + shredded cardboard,heat exchanger on exhaust,61,3.0,70,23 kWh/t,pass
""")),
        ("winter_compost_report_to_city.docx", docx([
            ("title", "Winter in-vessel composting trial - report to the City of Whitehorse"),
            ("p", "Takhini Soil Works Ltd. Prepared by Carmen Ladue, general manager. March 7, 2025."),
            ("h1", "Plan"),
            ("p", "Since 2022 the City's food waste has been composted by us in a rotating drum from April to "
                  "October and stockpiled frozen in winter. The City asked whether the drum could run all "
                  "winter and still meet the pathogen reduction requirement of 55 °C for 3 consecutive days, "
                  "with outside temperatures down to -35 °C, energy use under 25 kWh per tonne, and no odour "
                  "complaints from the Range Road neighbours."),
            ("p", "We did not know if a small drum could do it. The food waste arrives frozen solid, the drum "
                  "is fed outside air for oxygen, and every cubic metre of -30 air carries away heat the "
                  "microbes have not yet made. Manufacturer guidance stops at -15 °C. Keeping the heat in by "
                  "recirculating air might poison the process with ammonia; we could not find data for a drum "
                  "this size in these conditions."),
            ("h1", "Method"),
            ("p", "Five runs, one variable changed at a time. Drum temperature from three probes (hourly), "
                  "ammonia at the drum exit, power from a sub-meter. Samples from the curing pile sent to the lab "
                  "for fecal coliform and Salmonella after runs R4 and R5."),
            ("table", [
                ["Run", "What changed", "Days at 55 °C or more", "Energy"],
                ["R1", "Baseline, summer recipe, no heat", "0", "4 kWh/t"],
                ["R2", "Electric pre-thaw of feedstock", "2.0", "88 kWh/t"],
                ["R3", "60% exhaust air recirculation", "1.5 (crashed)", "6 kWh/t"],
                ["R4", "Heat exchanger on exhaust + shredded cardboard", "3.5", "19 kWh/t"],
                ["R5", "R4 repeated at -38 °C", "3.0", "23 kWh/t"],
            ]),
            ("h1", "Results"),
            ("p", "Pre-thawing the feedstock with electric heat helped but used 88 kWh/t, more than three times "
                  "the limit, and still gave only two days. Recirculating the exhaust kept the heat in, but "
                  "ammonia built up to 410 ppm, pH rose to 9.1 and the drum crashed on day 4, so recirculation "
                  "was dropped. Recovering exhaust heat through a heat exchanger instead, and adding shredded "
                  "cardboard to balance the nitrogen, gave 3.5 days above 55 °C at 19 kWh/t. The repeat in the "
                  "February cold snap also passed. Lab results on both piles met the fecal coliform limit."),
            ("h1", "Conclusion"),
            ("p", "Winter operation is possible with heat recovery rather than added heat or recirculation. "
                  "No odour complaints were received over the winter. Still unknown: the heat exchanger "
                  "frosted twice in February and had to be defrosted by hand; a self-defrost is needed."),
        ])),
        ("whitehorse_solid_waste_emails.txt", text("""
From: Jordan McKenzie <jordan.mckenzie@whitehorse.ca>
To: Carmen Ladue <carmen@takhinisoil.ca>
Date: Tue, 15 Oct 2024 10:02 -0700
Subject: winter food waste

Carmen,
Council wants food waste diverted year-round, not stockpiled. If the drum can run through the winter we would
extend your contract. The compost has to meet the pathogen requirement (55 °C for 3 consecutive days) on every
batch, even at -35 °C. Our budget can't take much more power; under 25 kWh per tonne would work. And no odour
complaints - Range Road will call me the first day.
Jordan McKenzie, Waste Diversion Coordinator, City of Whitehorse

-----
From: Carmen Ladue
To: Jordan McKenzie
Date: Tue, 29 Oct 2024 15:40 -0700
Subject: RE: winter food waste

Jordan, we'll try it starting in November. Frankly nobody runs a drum this small at -35 and we don't know
whether we can hold the heat without trouble. We'll change one thing per batch and keep you posted.
Carmen
""")),
        ("NAL_compost_report_C25-044.pdf", pdf(
            "Northern Analytical Laboratories | Whitehorse YT | Report C25-044", [
                ("title", "Compost Analysis Report C25-044"),
                ("p", "Client: Takhini Soil Works Ltd. Samples: curing pile after drum runs R4 and R5. "
                      "Report issued 18 Feb 2025."),
                ("table", [
                    ["Sample", "Sampled", "Fecal coliform (MPN/g dry)", "Salmonella (per 4 g)", "pH",
                     "Moisture %"],
                    ["R4 pile", "2025-01-21", "120", "not detected", "7.6", "52"],
                    ["R5 pile", "2025-02-18", "210", "not detected", "7.8", "49"],
                ]),
                ("p", "Limit for fecal coliform: fewer than 1000 MPN per g dry weight. Both samples meet the limit."),
            ])),
        ("staffing_note_winter2024.docx", docx([
            ("p", "Staffing note - winter 2024-25 (Carmen)"),
            ("p", "Rob stays full time on the drum through the winter. Two casual labourers on call for bin "
                  "collection days, minimum 3 hours per call-out. Shelley to update the schedule for the "
                  "statutory holiday weeks (Dec 25, Jan 1). Winter boots and parkas allowance $250 per person, "
                  "receipts to Shelley."),
        ])),
    ],
    noise_files=["staffing_note_winter2024.docx"],
    noise_spans={"operator_log_drum_winter.txt": [C05_ASIDE]},
    not_entries=["2025-02-05"],
)
# ---------------------------------------------------------------------------
# C06 printed conformal-cooling inserts to cut cycle time on a PP automotive housing without warp or
#     cracking (mould shop, Tecumseh ON, 2024-25) - an AM service bureau's quote PDF is a noise file and a
#     sales PS in the customer e-mail is a noise span; formal DOCX engineering report (plan, method, results,
#     conclusion) with a timeline table; materials lab PDF; press trial CSV; two-sheet workbook (simulation vs
#     press); thin-wall insert (K2) cracked, 3 mm helical channels (K3) starved and scaled; outcome of the
#     500k-shot life target still open; close cycle-time values K2/K3/K4.
# ---------------------------------------------------------------------------
C06_PS = ("PS - purchasing asked me to pass on that our 2025 tooling PO terms go to 60 days and we need your "
          "updated certificate of insurance before the next tool kickoff.")
case(
    {
        "name": "conformal_cooling_insert_pp_housing",
        "question": "Hi, please do T661 lines 242, 244 and 246 and a logbook for the conformal cooling project "
                    "(44-1187 outlet housing). Uploaded: the engineering report, the WMT lab report, the press "
                    "trial sheet, the Moldflow vs press workbook, Tom's e-mails with Rivard and the AddiForm quote.",
        "facts": {
            "242": [["32 s or less"], ["0.30 mm"], ["500,000 shots"], ["2 bar limit", "2 bar across"], ["thermal fatigue"]],
            "244": [["conformal"], ["MS1", "maraging"], ["abrasive flow"], ["hybrid insert", "hybrid"],
                    ["dye penetrant"]],
            "246": [["62,000 shots"], ["4.6 bar"], ["0.27 mm"], ["3.5 mm"], ["Ra 3.2"]],
        },
        "dates": ["2024-04-08", "2024-04-09", "2024-04-22", "2024-06-03", "2024-06-10", "2024-08-19", "2024-09-09",
                  "2024-09-23", "2024-10-14", "2024-11-04", "2025-01-13", "2025-01-20", "2025-01-31"],
        "noise": ["Build plate setup", "Expedite fee", "certificate of insurance", "PO terms"],
        "bindings": [
            {"value": "30.8 s", "subject": "K2", "others": ["K3", "K4"]},
            {"value": "34.0 s", "subject": "K3", "others": ["K2", "K4"]},
            {"value": "32.0 s", "subject": "K4", "others": ["K2", "K3"]},
        ],
    },
    [
        ("conformal_cooling_engineering_report.docx", docx([
            ("title", "Conformal cooling inserts - part 44-1187 HVAC outlet housing"),
            ("p", "Lakeshore Tool & Mould Inc., Tecumseh, Ontario. Engineering report, rev. B, January 31, 2025. "
                  "Author: Tom Vukovic, P.Eng., tooling engineering lead."),
            ("h1", "1. Plan"),
            ("p", "The 44-1187 outlet housing (PP-TD20, 2 cavities) runs at 41.5 s on our baffled H13 core. "
                  "The deep core (78 mm) cannot be cooled well with drilled lines; it runs hot and the mating "
                  "flange warps 0.42 mm. Rivard set the targets for the 2025 program:"),
            ("b", "cycle time 32 s or less;"),
            ("b", "flange flatness 0.30 mm or better;"),
            ("b", "insert life of at least 500,000 shots;"),
            ("b", "pressure drop across the insert no more than 2 bar at 8 L/min (their plant water)."),
            ("p", "Technical uncertainty: channels that follow the core surface can cut the cycle, but the wall "
                  "between channel and cavity has to be thin to work. Printed maraging steel has lower thermal "
                  "fatigue resistance than wrought H13, rough internal channels, and we had no data on how thin "
                  "a wall survives 500,000 heat cycles, or how small a channel stays open on plant water."),
            ("h1", "2. Method"),
            ("table", [
                ["Insert", "Build", "Channel", "Wall to cavity"],
                ["K1", "H13 machined, baffles (baseline)", "drilled 8 mm", "9 mm"],
                ["K2", "DMLS MS1 (maraging) full insert, conformal", "4 mm", "2.0 mm"],
                ["K3", "DMLS MS1 full insert, conformal helical", "3 mm", "3.0 mm"],
                ["K4", "hybrid insert: H13 base + printed MS1 top", "4 mm", "3.5 mm"],
            ]),
            ("p", "Each insert: simulation (Moldflow), then press trials on the 350 t Engel at our plant. K4 "
                  "channels finished by abrasive flow machining after printing. Inserts pulled for dye penetrant "
                  "inspection at set shot counts; sectioning and CT by Windsor Materials Testing."),
            ("h2", "Timeline"),
            ("table", [
                ["Date", "Event"],
                ["2024-04-22", "Design review with Rivard; K2 and K3 released to print"],
                ["2024-06-03", "K2 inserts received, fitted"],
                ["2024-06-10", "K2 press trial start"],
                ["2024-08-19", "K2 cracked at 62,000 shots (dye penetrant)"],
                ["2024-09-09", "K3 press trial"],
                ["2024-09-23", "K3 flow check: 4.6 bar, scale in channels"],
                ["2024-11-04", "K4 press trial start"],
                ["2025-01-13", "K4 inspection at 150,000 shots, no indications"],
            ]),
            ("h1", "3. Results"),
            ("p", "K2 met cycle and flatness (30.8 s, 0.24 mm) but cracked from the channel to the cavity at 62,000 "
                  "shots. WMT traced it to thermal fatigue starting at partly-fused powder on the channel wall. "
                  "A 2.0 mm wall is too thin for printed MS1 at this temperature swing."),
            ("p", "K3 used smaller channels with a thicker wall. The pressure drop was 4.6 bar, over the 2 bar "
                  "limit, flow fell to 4.5 L/min on plant water, the cycle went to 34.0 s, and scale was "
                  "building up after two weeks. Channels under 4 mm are ruled out for plant water."),
            ("p", "K4 (3.5 mm wall, 4 mm channels, abrasive flow finished to Ra 3.2 µm from Ra 12 as printed) ran "
                  "32.0 s with 0.27 mm flatness and 1.7 bar. No crack indications at 150,000 shots."),
            ("h1", "4. Conclusion"),
            ("p", "K4 meets cycle, flatness and pressure drop. The 500,000-shot life is not yet shown; "
                  "inspection continues every 100,000 shots. Design rule for future printed inserts: 3.5 mm "
                  "minimum wall and 4 mm minimum channel, finished channels."),
        ])),
        ("WMT_report_24-M-3318.pdf", pdf(
            "Windsor Materials Testing Inc. | Windsor ON | Report 24-M-3318 | Lakeshore Tool and Mould Inc.", [
                ("title", "Failure analysis and insert inspection - 24-M-3318"),
                ("p", "Client: Lakeshore Tool and Mould Inc. Items: core inserts K2 (cracked) and K4 (sectioned "
                      "witness coupon). Final report 20 Jan 2025."),
                ("h1", "Results"),
                ("table", [
                    ["Item", "Density (%)", "Hardness (HRC)", "Channel roughness Ra (µm)", "Finding"],
                    ["K2 insert", "99.6", "52", "12.4", "fatigue crack from channel wall, 2.0 mm ligament"],
                    ["K4 coupon", "99.7", "53", "Ra 3.2", "no cracks, channel fully open (CT)"],
                ]),
                ("p", "K2: crack origin at partially fused powder particles on the channel surface; beach marks "
                      "consistent with thermal fatigue. CT of K4 coupon: no trapped powder, no lack-of-fusion "
                      "pores above 0.1 mm."),
                ("p", "Hardness tester verified 2024-12-02."),
            ])),
        ("press_trials_44-1187.csv", text("""
date,insert,press,shots_to_date,cycle_s,flange_flatness_mm,water_L_min,dP_bar,mould_surface_C,note
2024-04-08,K1,Engel 350,n/a,41.5,0.42,8.0,0.9,74,baseline before project
2024-06-10,K2,Engel 350,0,30.8,0.24,8.0,1.6,52,good parts from shot 200
2024-08-19,K2,Engel 350,62000,30.8,0.25,8.0,1.6,52,crack found on dye penetrant - insert pulled
2024-09-09,K3,Engel 350,0,34.0,0.29,4.5,4.6,61,flow starved on plant water
2024-09-23,K3,Engel 350,21000,34.6,0.31,4.1,4.9,63,scale in channels
2024-11-04,K4,Engel 350,0,32.0,0.27,8.0,1.7,55,hybrid insert
2025-01-13,K4,Engel 350,150000,32.0,0.27,8.0,1.7,55,dye penetrant clean
""")),
        ("moldflow_vs_press_44-1187.xlsx", xlsx([
            ("simulation", [
                ["insert", "predicted cycle (s)", "predicted flatness (mm)", "predicted dP (bar)", "run on"],
                ["K1", 41.0, 0.40, 0.8, D("2024-04-08", "d-mmm-yy")],
                ["K2", 29.5, 0.22, 1.4, D("2024-04-22", "d-mmm-yy")],
                ["K3", 31.0, 0.25, 3.1, D("2024-04-22", "d-mmm-yy")],
                ["K4", 31.5, 0.26, 1.5, D("2024-10-14", "d-mmm-yy")],
            ]),
            ("press_actual", [
                ["insert", "cycle", "flatness", "dP", "life"],
                ["K1", "41.5 s", "0.42 mm", "0.9 bar", "baseline"],
                ["K2", "30.8 s", "0.24 mm", "1.6 bar", "cracked at 62,000 shots"],
                ["K3", "34.0 s", "0.29 mm", "4.6 bar", "stopped at 21,000 shots"],
                ["K4", "32.0 s", "0.27 mm", "1.7 bar", "150,000 shots, running"],
            ]),
        ])),
        ("rivard_emails_conformal.txt", text(f"""
From: Angela Brandt <abrandt@rivard-auto.com>
To: Tom Vukovic <tvukovic@lakeshoretool.ca>
Date: Mon, 8 Apr 2024 11:48 -0400
Subject: 44-1187 - 2025 program

Tom,
For the 2025 volumes we need more out of the two 44-1187 tools. Our target is 32 s or less per shot (you're at
41.5) and the flange has to hold 0.30 mm flat - we are sorting parts today. The tool has to last the program,
500,000 shots minimum. Our plant water is what it is: 8 L/min, and we can't accept more than 2 bar across a
circuit. Can your printed cooling idea do that?
Angela Brandt, Tooling Engineer, Rivard Automotive Systems

{C06_PS}

-----
From: Tom Vukovic
To: Angela Brandt
Date: Tue, 9 Apr 2024 08:30 -0400
Subject: RE: 44-1187 - 2025 program

Angela, simulation says we can get the cycle. What I can't promise is life: printed maraging steel and thin walls
around hot cores have cracked on other shops' tools and nobody publishes where the limit is. We'll build two
versions and find out on the press. Design review on the 22nd.
Tom

-----
From: Tom Vukovic
To: Angela Brandt
Date: Mon, 20 Jan 2025 15:02 -0500
Subject: 44-1187 K4 status

Angela, K4 at 150,000 shots and clean on dye penetrant. 32.0 s and 0.27 mm. WMT report attached; the K2 crack
was thermal fatigue from the channel surface. We'll keep inspecting every 100k.
Tom
""")),
        ("AddiForm_quote_AQ-5512.pdf", pdf(
            "AddiForm Metal Additive | Mississauga ON | QUOTE AQ-5512", [
                ("title", "Quote AQ-5512"),
                ("p", "Customer: Lakeshore Tool and Mould Inc. Reference: 44-1187 core insert top, MS1."),
                ("table", [
                    ["Item", "Description", "Qty", "Unit", "Total"],
                    ["1", "DMLS build, MS1, core insert top (hybrid)", "2", "$3,980.00", "$7,960.00"],
                    ["2", "Build plate setup and H13 base preparation", "1", "$640.00", "$640.00"],
                    ["3", "Stress relief and age, per build", "1", "$410.00", "$410.00"],
                    ["4", "Expedite fee (7 working days)", "1", "$900.00", "$900.00"],
                ]),
                ("p", "Total before HST $9,910.00. Lead time 12 working days standard. Prices in CAD."),
            ])),
    ],
    noise_files=["AddiForm_quote_AQ-5512.pdf"],
    noise_spans={"rivard_emails_conformal.txt": [C06_PS]},
    not_entries=["2024-12-02"],
)
# ---------------------------------------------------------------------------
# C07 fluorine-free glide wax that matches the old fluoro wax in cold dry snow and keeps it over 20 km (small
#     wax maker, Laurentides QC, 2024-25) - asked in French; the chemist's notebook, track CSV and durability
#     workbook are in English, the e-mails with the ski centre's technician and the surface lab's report are
#     in French; a French promotional product sheet (DOCX) is a noise file; silicone oil (F2) wore off,
#     boron nitride (F5) lost in humid snow; close cold-snow deltas F2/F4/F5 bound to formulas.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fluorine_free_glide_wax_cold_snow",
        "question": "Bonjour, pourriez-vous préparer les lignes 242, 244 et 246 du T661 et le logbook pour notre "
                    "projet de fart de glisse sans fluor? Les notes de Neil et les feuilles d'essais sont en "
                    "anglais, les courriels avec Val-Nordique et le rapport de SurfaTech en français. J'ai aussi "
                    "mis la fiche promo.",
        "facts": {
            "242": [["within 1%", "moins de 1 %"], ["within 2%"], ["20 km"], ["-10 to -20 °C", "-10 à -20 °C"],
                    ["too soft", "too hard"]],
            "244": [["PDMS"], ["silicone-grafted"], ["boron nitride", "hBN"], ["timing gates", "cellules de chronométrage"],
                    ["angle de contact", "contact angle"]],
            "246": [["+3.8%"], ["+4.2%"], ["+1.1%"], ["+2.9%"], ["112°"]],
        },
        "dates": ["2024-11-18", "2024-11-20", "2024-11-25", "2024-12-09", "2024-12-16", "2025-01-13",
                  "2025-01-20", "2025-02-03", "2025-02-10", "2025-03-17", "2025-03-24"],
        "noise": ["Disponible chez", "emballage recyclable", "Prix de détail suggéré"],
        "bindings": [
            {"value": "+1.4%", "subject": "F2", "others": ["F4", "F5"]},
            {"value": "+0.8%", "subject": "F4", "others": ["F2", "F5"]},
            {"value": "+0.6%", "subject": "F5", "others": ["F2", "F4"]},
        ],
    },
    [
        ("ff_wax_notebook_NH.md", text("""
# Fluorine-free cold glide wax - formulation notebook (N. Hargreaves)

Context: FIS and the national federations banned fluorinated wax; our FX-Cold (fluoro) was 60% of sales.
Mathieu's targets after the call with Val-Nordique: cold dry snow (-10 to -20 °C) glide within 1% of FX-Cold on
their 60 m track (timing gates, 10 pairs per wax), humid spring snow within 2%, and lose no more than 1.5% glide after 20 km on the abrasion rig.
Problem as I see it: at -15 the fluoro was doing the work by cutting adhesion at the base. Without it, every
hydrocarbon blend we know is either too soft (wears off in a few km) or too hard (no glide, chatters). Silicone
helps glide in the literature but nobody says how long it stays on a base in abrasive cold snow.

## 2024-11-25
Made F1-F3, 500 g each, moulded bars.
- F1: hard paraffin C30+ 70 / PE wax 30 (our FF base)
- F2: F1 + 5% PDMS silicone oil (350 cSt)
- F3: Fischer-Tropsch wax 60 / microcrystalline 40
Ironed 10 pairs of test skis per formula (same grind, Val-Nordique test fleet).

## 2024-12-09 - track results (see CSV)
Snow -14 °C, RH 62%. F1 +3.8% vs FX-Cold. F2 +1.4%. F3 +2.6%. F2 closest but...

## 2024-12-16
SurfaTech contact angle on sintered base: F2 water angle 108°, after 20 km rig 94° - the oil is leaving. F1 stays
101°. Confirms what I feared.

## 2025-01-13
Idea: keep the silicone but bind it. F4 = F1 + 4% silicone-grafted PE wax (silicone chains bonded to PE, melts
into the base with the PE). F5 = F4 + 2% hBN (hexagonal boron nitride) powder, for dry-snow friction.

## 2025-01-20 - track
-17 °C, RH 55%. F4 +0.8%, F5 +0.6%. Both inside 1%.

## 2025-02-03 - abrasion rig 20 km
F2 +4.2% after 20 km (was +1.4). F4 +1.1% after 20 km. F5 +1.0%.

## 2025-03-17 - spring snow at Val-Nordique
-1 °C, RH 88%, wet transformed snow. F4 +1.6% (inside 2%). F5 +2.9% - hBN hurts in wet snow, it picks up dirt.
F5 dropped. Going with F4.
""")),
        ("glide_track_runs.csv", text("""
date,site,snow_temp_C,air_RH_pct,snow_type,formula,pairs,mean_time_s,delta_vs_FX_Cold,after_km,comment
2024-12-09,Val-Nordique 60 m,-14,62,fine dry,FX-Cold,10,9.412,0.0%,0,reference (fluoro)
2024-12-09,Val-Nordique 60 m,-14,62,fine dry,F1,10,9.770,+3.8%,0,FF base
2024-12-09,Val-Nordique 60 m,-14,62,fine dry,F2,10,9.544,+1.4%,0,PDMS oil
2024-12-09,Val-Nordique 60 m,-14,62,fine dry,F3,10,9.657,+2.6%,0,FT + micro
2025-01-20,Val-Nordique 60 m,-17,55,fine dry,FX-Cold,10,9.655,0.0%,0,reference (fluoro)
2025-01-20,Val-Nordique 60 m,-17,55,fine dry,F4,10,9.732,+0.8%,0,silicone-grafted PE
2025-01-20,Val-Nordique 60 m,-17,55,fine dry,F5,10,9.713,+0.6%,0,F4 + hBN
2025-03-17,Val-Nordique 60 m,-1,88,wet transformed,FX-Cold,10,8.870,0.0%,0,reference (fluoro)
2025-03-17,Val-Nordique 60 m,-1,88,wet transformed,F4,10,9.012,+1.6%,0,
2025-03-17,Val-Nordique 60 m,-1,88,wet transformed,F5,10,9.127,+2.9%,0,dirt pick-up
""")),
        ("durability_rig_2025.xlsx", xlsx([
            ("rig_runs", [
                ["Abrasion rig - 20 km equivalent on cold artificial snow (-15 C)", None, None, None],
                ["formula", "run date", "skis", "km"],
                ["F2", D("2025-02-03", "d-mmm-yy"), 4, 20],
                ["F4", D("2025-02-03", "d-mmm-yy"), 4, 20],
                ["F5", D("2025-02-03", "d-mmm-yy"), 4, 20],
            ]),
            ("glide_loss", [
                ["formula", "delta vs FX-Cold, fresh", "delta vs FX-Cold, after 20 km", "loss", "pass (max 1.5%)?"],
                ["F2", "+1.4%", "+4.2%", "2.8 pts", "no"],
                ["F4", "+0.8%", "+1.1%", "0.3 pts", "yes"],
                ["F5", "+0.6%", "+1.0%", "0.4 pts", "yes (but fails humid snow)"],
            ]),
        ])),
        ("courriels_val_nordique.txt", text("""
De : Mathieu Charbonneau <mathieu@fartageboreal.ca>
À : Sébastien Roy <technique@valnordique.ca>
Date : lundi 18 novembre 2024 10:14
Objet : fart sans fluor - essais cet hiver

Salut Sébastien,
Comme tu sais, notre FX-Cold (fluoré) ne peut plus être vendu pour la compétition. On veut sortir un fart sans
fluor pour neige froide et sèche (-10 à -20 °C) qui glisse à moins de 1 % du FX-Cold sur ta piste de 60 m avec
les cellules de chronométrage, et qui tient 20 km sans perdre plus de 1,5 %. Neil a plusieurs recettes. Est-ce
qu'on peut utiliser ta flotte de skis tests et la piste les lundis?
Mathieu

-----
De : Sébastien Roy
À : Mathieu Charbonneau
Date : mercredi 20 novembre 2024 08:41
Objet : RE: fart sans fluor - essais cet hiver

Oui, les lundis matin avant l'ouverture. Je te préviens : toutes les marques qui ont essayé des farts sans
fluor en froid sec l'an passé étaient à 3 ou 4 % du fluoré. Personne n'a trouvé. On va voir.
Seb

-----
De : Mathieu Charbonneau
À : Sébastien Roy
Date : lundi 24 mars 2025 16:05
Objet : bilan

Merci pour l'hiver. On retient le F4 : +0,8 % en froid sec, +1,6 % en neige humide et il tient après 20 km.
Le F5 au nitrure de bore était un peu plus vite au froid mais perdait en neige mouillée.
Mathieu
""")),
        ("SurfaTech_rapport_ST-24-117.pdf", pdf(
            "SurfaTech - Centre de transfert en science des surfaces | Saint-Jérôme QC | Rapport ST-24-117", [
                ("title", "Rapport d'essai ST-24-117 - angle de contact sur semelle frittée"),
                ("p", "Client : Fartage Boréal inc. Échantillons : semelles UHMWPE frittées fartées (F1, F2, F4), "
                      "reçues le 16 décembre 2024 et le 10 février 2025. Méthode : goutte posée, eau DI, 5 µL, 10 "
                      "gouttes par échantillon, 21 °C."),
                ("table", [
                    ["Échantillon", "Angle de contact initial", "Après 20 km (banc d'abrasion)", "Remarque"],
                    ["F1", "101°", "99°", "base sans additif"],
                    ["F2", "108°", "94°", "perte marquée de silicone"],
                    ["F4", "112°", "110°", "silicone greffé retenu"],
                ]),
                ("p", "Le silicone greffé (F4) conserve l'angle de contact après abrasion, alors que l'huile "
                      "PDMS (F2) est en grande partie enlevée. Goniomètre étalonné le 2 décembre 2024."),
            ])),
        ("fiche_promo_GlisseVerte.docx", docx([
            ("p", "GLISSE VERTE F4 - le nouveau fart de course sans fluor de Fartage Boréal"),
            ("p", "Conçu et fabriqué dans les Laurentides. Rapide, durable, et sans PFAS. Formule testée par des "
                  "athlètes québécois tout l'hiver."),
            ("p", "Format 60 g, emballage recyclable. Prix de détail suggéré : 54,99 $."),
            ("p", "Disponible chez les détaillants spécialisés dès le 1er octobre 2025."),
        ])),
    ],
    noise_files=["fiche_promo_GlisseVerte.docx"],
    not_entries=["2024-12-02"],
)
# ---------------------------------------------------------------------------
# C08 clumping cat litter from oat hulls with no bentonite (oat-milling by-product processor, Portage la
#     Prairie MB, 2024) - an oat hull supply contract excerpt is a noise file; the pet-store chain's targets are
#     only restated in the report; formal DOCX report with headings and a dated summary; drop-test CSV; two-sheet workbook (batches,
#     then 7-day box results); feed/fibre lab PDF with water activity and mould counts; guar (L1) stuck to the
#     box, starch crumble (L2) went mouldy in the bag, dried + sorbate (L3) still smelled of ammonia; close
#     clump-integrity values L1/L2/L4.
# ---------------------------------------------------------------------------
case(
    {
        "name": "oat_hull_clumping_cat_litter",
        "question": "Need T661 lines 242, 244 and 246 and a logbook for the oat hull cat litter. Attached: "
                    "Kelsey's report, the drop test sheet, the batch workbook, the PFFL lab report and the hull "
                    "supply agreement.",
        "facts": {
            "242": [["at least 95%"], ["25 ppm"], ["450 g/L"], ["30 days"], ["waxy", "don't clump"]],
            "244": [["guar gum"], ["pregelatinized oat starch"], ["extruded"], ["potassium sorbate"],
                    ["citric acid"]],
            "246": [["sticks to the pan", "stuck to the pan"], ["0.71"], ["38 ppm"], ["12 ppm"], ["0.52"]],
        },
        "dates": ["2024-05-06", "2024-05-21", "2024-06-11", "2024-07-09", "2024-07-23", "2024-08-13",
                  "2024-09-10", "2024-09-17", "2024-09-24", "2024-10-15", "2024-11-04"],
        "noise": ["Take-or-pay", "Force majeure", "Price per tonne FOB"],
        "bindings": [
            {"value": "88%", "subject": "L1", "others": ["L2", "L4"]},
            {"value": "96%", "subject": "L2", "others": ["L1", "L4"]},
            {"value": "97%", "subject": "L4", "others": ["L1", "L2"]},
        ],
    },
    [
        ("oat_hull_litter_report_KF.docx", docx([
            ("title", "Oat hull clumping litter - development report"),
            ("p", "Assiniboine Fibre Products Ltd., Portage la Prairie, Manitoba. Kelsey Friesen, product "
                  "development. November 4, 2024."),
            ("h1", "Plan"),
            ("p", "We take about 14,000 t a year of oat hulls from the mill next door and sell most of it as "
                  "low-value fuel pellets. Northwind Pet asked for a bentonite-free clumping litter for their "
                  "private label. Their spec (May 6 e-mail) and our plan of May 21, 2024:"),
            ("b", "clump integrity at least 95% after the 24 h scoop and 1 m drop test;"),
            ("b", "ammonia in the box headspace under 25 ppm after 7 days of use;"),
            ("b", "bulk density at most 450 g/L (clay litter is about 1,000);"),
            ("b", "no mould in a sealed bag for 30 days at 25 °C."),
            ("p", "The unknown: oat hulls are waxy and hydrophobic and don't clump; clay litters clump because "
                  "bentonite swells. A binder has to make wet hull particles stick together but not stick to the "
                  "pan, and a food-grade binder is also food for mould in a bag of damp organic material. We did "
                  "not know whether all four targets could be met at once."),
            ("h1", "Method"),
            ("p", "Hulls hammer-milled to 1-3 mm. Each formula tested in 6 litter pans with a standard "
                  "artificial urine (10 mL doses, 24 h), then scooped and dropped 1 m on a tray; clump integrity "
                  "= mass of the largest piece / clump mass. Ammonia by Dräger tube in a covered pan on day 7. "
                  "Water activity and mould counts by PFFL."),
            ("h1", "Results"),
            ("table", [
                ["Formula", "Binder / process", "Clump integrity", "NH3 day 7", "Issue"],
                ["L1", "6% guar gum, dry blend", "88%", "41 ppm", "clump sticks to the pan; dusty"],
                ["L2", "8% pregelatinized oat starch, extruded crumble", "96%", "40 ppm", "mould in bag by day 14"],
                ["L3", "L2 dried to aw 0.52 + 0.3% potassium sorbate", "95%", "38 ppm", "ammonia"],
                ["L4", "L3 + 2% citric acid-treated hull fines", "97%", "12 ppm", "none"],
            ]),
            ("p", "Guar (L1) clumped weakly and the clumps stuck to the pan. Extruding the hulls with oat starch "
                  "(L2) gave good clumps, but the crumble came off the dryer at aw 0.71 and grew mould in the "
                  "bag. Drying harder and adding sorbate (L3) fixed the mould but not the smell. Acidified fines "
                  "(L4) hold the ammonia as ammonium and met every target; bulk density 410 g/L."),
            ("h1", "Conclusion"),
            ("p", "Summary as of November 4, 2024: L4 meets Northwind's four targets on the pilot line. Not yet "
                  "known: whether the citric acid treatment holds up for a 6-month shelf life; a 180-day bag "
                  "study started October 15."),
        ])),
        ("drop_test_runs_2024.csv", text("""
test_date,formula,pans,dose_mL,clump_integrity_pct,stuck_to_pan,dust_g_per_kg,tech,remarks
2024-06-11,L1,6,10,88%,yes (5 of 6),1.2,KF,guar fines on the floor
2024-07-09,L2,6,10,96%,no,0.4,KF,extruder run 1
2024-08-13,L3,6,10,95%,no,0.4,JB,dried to aw 0.52 + sorbate
2024-09-10,L4,6,10,97%,no,0.3,JB,acidified fines 2%
2024-09-17,L4,6,10,97%,no,0.3,KF,repeat - same
""")),
        ("litter_batches_2024.xlsx", xlsx([
            ("batches", [
                ["formula", "made", "batch kg", "line", "bulk density g/L"],
                ["L1", D("2024-06-11", "d-mmm-yy"), 25, "ribbon blender", 390],
                ["L2", D("2024-07-09", "d-mmm-yy"), 120, "extruder + dryer", 420],
                ["L3", D("2024-08-13", "d-mmm-yy"), 120, "extruder + dryer", 415],
                ["L4", D("2024-09-10", "d-mmm-yy"), 120, "extruder + dryer", 410],
            ]),
            ("box_day7", [
                ["formula", "NH3 day 7 (ppm)", "odour panel (1-5, 5 = strong)", "mould in bag"],
                ["L1", 41, 4, "no"],
                ["L2", 40, 4, "yes, day 14"],
                ["L3", 38, 4, "no (30 d)"],
                ["L4", 12, 2, "no (30 d)"],
            ]),
        ])),
        ("PFFL_report_24-5520.pdf", pdf(
            "Prairie Feed and Fibre Laboratory | Winnipeg MB | Report 24-5520", [
                ("title", "Water activity and mould - report 24-5520"),
                ("p", "Client: Assiniboine Fibre Products Ltd. Samples: litter crumble L2, L3, L4. "
                      "Report date 24 Sep 2024."),
                ("table", [
                    ["Sample", "Received", "Water activity (aw)", "Mould, CFU/g, day 0", "Mould, CFU/g, day 30 (sealed, 25 C)"],
                    ["L2", "2024-07-23", "0.71", "2.0 x 10^2", "4.8 x 10^5 (visible by day 14)"],
                    ["L3", "2024-08-13", "0.52", "under 10^2", "under 10^2"],
                    ["L4", "2024-09-10", "0.50", "under 10^2", "under 10^2"],
                ]),
                ("p", "Mould growth in L2 is consistent with water activity above 0.65. L3 and L4 show no growth "
                      "over 30 days."),
            ])),
        ("hull_supply_agreement_excerpt.txt", text("""
OAT HULL SUPPLY AGREEMENT - EXCERPT (Schedule B and section 9)
Between Prairie Gold Oat Milling Inc. (Supplier) and Assiniboine Fibre Products Ltd. (Buyer)

Schedule B - Volumes and price
B.1 Supplier shall deliver 12,000 to 16,000 t of oat hulls per contract year, loose, by conveyor.
B.2 Price per tonne FOB Supplier's hull bin: $38.00 for the 2024 contract year.
B.3 Take-or-pay: Buyer shall pay for at least 10,000 t per contract year whether or not taken.

9. Force majeure
9.1 Neither party is liable for failure to perform caused by events beyond its reasonable control, including
mill shutdowns longer than 14 days, crop failure, or rail embargo.
""")),
    ],
    noise_files=["hull_supply_agreement_excerpt.txt"],
)
# ---------------------------------------------------------------------------
# C09 sub-1.5-second live video and fair bid ordering for online bidders at a rural livestock auction
#     (auction software start-up, Swift Current SK, 2024) - a SaaS agreement excerpt is the noise
#     file; targets from the market manager; terse markdown dev notes ("Mar 18", "Mon May 13"),
#     load/drive test CSV, two-sheet workbook of sale days; LL-HLS (S2) could not get under 3 s, single-layer
#     WebRTC (S3) stalled on LTE; close LTE p95 latency values S2/S3/S4 bound to stacks.
# ---------------------------------------------------------------------------
case(
    {
        "name": "livestock_auction_low_latency_bidding",
        "question": "Can you put together T661 lines 242, 244 and 246 and the logbook for RingSide Live (the "
                    "low-latency bidding work we did with the Frenchman River market)? I've attached our dev "
                    "notes, the test CSV, the sale-day workbook, Wade's e-mails, and the hosting agreement.",
        "facts": {
            "242": [["1.5 s"], ["250 ms"], ["2,000 concurrent"], ["1.5 Mbps"], ["late bid"]],
            "244": [["LL-HLS"], ["WebRTC"], ["simulcast"], ["frame timestamp", "frame-time"],
                    ["drive test"]],
            "246": [["9.8 s"], ["11% frame drops"], ["180 ms"], ["zero disputed", "0 disputed"],
                    ["71%"]],
        },
        "dates": ["2024-02-12", "2024-02-20", "2024-03-04", "2024-03-18", "2024-04-08", "2024-04-15",
                  "2024-05-06", "2024-05-13", "2024-06-10", "2024-06-17", "2024-06-28"],
        "noise": ["Service credits", "auto-renew", "Support tier"],
        "bindings": [
            {"value": "3.6 s", "subject": "S2", "others": ["S3", "S4"]},
            {"value": "2.7 s", "subject": "S3", "others": ["S2", "S4"]},
            {"value": "1.3 s", "subject": "S4", "others": ["S2", "S3"]},
        ],
    },
    [
        ("ringside_dev_notes.md", text("""
# RingSide Live - dev notes (Owen T., Priyanka S.)

Goal (from Wade, Feb 12): online bidders see the ring within 1.5 s glass-to-glass (p95), on rural LTE at
1.5 Mbps. Bids show on the auctioneer's screen within 250 ms. 2,000 concurrent viewers on a big bred-cow sale.
And no more "late bid" fights: right now online bids show up after the hammer.

Unknowns: nobody streams auctions under ~8 s; the sales ring is a 2-camera setup on a 25 Mbps uplink;
bidders are on LTE at the edge of coverage. Even at 1.5 s, two bidders see the lot at different times - how do
we decide who bid first fairly?

## Mar 4
S1 = the current vendor (plain HLS, 6 s segments). Measured at the sale: 9.8 s p95, 14 disputed bids in the day.
Baseline.

## Mar 18
S2 = LL-HLS, 1 s parts, CDN. Lab p95 2.9 s, LTE drive test p95 3.6 s. The playlist/part floor won't go under
~3 s with the buffers players need. LL-HLS is out for the 1.5 s target.

## Apr 8
S3 = WebRTC through our own SFU (mediasoup), one 720p layer at 1.2 Mbps. Fibre p95 0.9 s. Great.

## Apr 15 - drive test Hwy 1 / Hwy 21
S3 on LTE: p95 2.7 s and 11% frame drops at the edge cells; the jitter buffer grows and the player stalls. One
bitrate can't survive LTE.

## Mon May 6
S4 = SFU + simulcast (3 layers: 1.2 Mbps / 500 kbps / 180 kbps), layer picked per viewer from RTCP loss. Plus:
every bid carries the frame timestamp the bidder was watching when they tapped. The server orders bids by
frame-time, not arrival, with a 1.5 s cap so nobody can game it. Bid -> auctioneer screen over a WebSocket.

## Mon May 13 - first sale with S4
LTE p95 1.3 s, bid display p95 180 ms, zero disputed bids. Wade happy.

## Jun 10 - load test
S5 = S4 config, 2,000 simulated viewers (headless clients in 3 regions). p95 1.4 s, SFU CPU 71% on 2 x 8 vCPU.
OK for now; a 4,000-viewer sale would need a 2nd SFU cascade - not tested.
""")),
        ("latency_tests_2024.csv", text("""
date,stack,test,network,viewers,p50_latency_s,p95_latency_s,frame_drop_pct,bid_display_p95_ms,disputed_bids,note
2024-03-04,S1,sale day,mixed,310,8.1,9.8 s,0.4,900,14,plain HLS 6 s segments
2024-03-18,S2,lab,fibre,20,2.2,2.9 s,0.2,400,,LL-HLS 1 s parts
2024-03-18,S2,drive test,LTE,4,2.8,3.6 s,1.9,450,,LL-HLS on LTE
2024-04-08,S3,lab,fibre,20,0.6,0.9 s,0.1,150,,WebRTC SFU single layer
2024-04-15,S3,drive test,LTE,4,1.4,2.7 s,11.0,170,,11% frame drops at edge cells
2024-05-06,S4,drive test,LTE,4,0.8,1.2 s,0.8,160,,simulcast + frame-time bids
2024-05-13,S4,sale day,mixed,420,0.7,1.3 s,0.9,180,0,first live sale
2024-06-10,S5,load test,cloud,2000,0.8,1.4 s,1.1,210,,SFU CPU 71%
2024-06-17,S4,sale day,mixed,1140,0.7,1.3 s,1.0,190,0,bred heifer sale
""")),
        ("sale_days_frenchman_river.xlsx", xlsx([
            ("sales", [
                ["sale date", "sale", "stack", "head sold", "online buyers", "online share of lots"],
                [D("2024-03-04", "d-mmm-yy"), "feeder cattle", "S1", 2210, 38, "9%"],
                [D("2024-05-13", "d-mmm-yy"), "feeder cattle", "S4", 1870, 61, "17%"],
                [D("2024-06-17", "d-mmm-yy"), "bred heifers", "S4", 940, 83, "24%"],
            ]),
            ("disputes", [
                ["sale date", "stack", "p95 latency (LTE bidders)", "disputed bids", "bids after hammer"],
                [D("2024-03-04", "d-mmm-yy"), "S1", "9.8 s", 14, 22],
                [D("2024-05-13", "d-mmm-yy"), "S4", "1.3 s", "0 disputed", 0],
                [D("2024-06-17", "d-mmm-yy"), "S4", "1.3 s", "0 disputed", 0],
            ]),
        ])),
        ("frenchman_river_emails.txt", text("""
From: Wade Lindgren <wade@frenchmanriverlivestock.ca>
To: Owen Tkachuk <owen@prairiegate.ca>
Date: Mon, 12 Feb 2024 07:55 -0600
Subject: online bidding - enough is enough

Owen,
Last Monday we had three fights over online bids that came in after I'd said sold. The online guys are watching
a picture that's 8 to 10 seconds behind the ring. Half of them are out on the farm on one bar of LTE. If you
want our business: they need to see the ring within a second and a half, my screen has to show their bid right
away (a quarter second, not more), and it has to hold for 2,000 people on a big bred-cow sale. No more late
bid arguments.
Wade Lindgren, Manager, Frenchman River Livestock Market

-----
From: Owen Tkachuk
To: Wade Lindgren
Date: Tue, 20 Feb 2024 16:20 -0600
Subject: RE: online bidding - enough is enough

Wade, understood. Straight answer: nobody we know of does this under about 8 seconds for auctions, and the
usual ways of going faster fall apart on weak LTE. We'll measure your Mar 4 sale as it is, then try a few
approaches and drive the highways to test them on real cell coverage before they go near a sale.
Owen

-----
From: Owen Tkachuk
To: Wade Lindgren
Date: Fri, 28 Jun 2024 10:40 -0600
Subject: June wrap-up

Wade, summary for your board: two sales on the new system, 1.3 s for LTE bidders, zero disputed bids, load test
passed at 2,000 viewers. Still open: a sale over 4,000 viewers would need a second server, we haven't tested it.
Owen
""")),
        ("ringside_hosting_agreement_excerpt.txt", text("""
RINGSIDE LIVE - SOFTWARE AS A SERVICE AGREEMENT (EXCERPT)
Prairie Gate Auction Tech Inc. and Frenchman River Livestock Market Ltd.

4. Fees. Monthly platform fee $1,450 plus $0.35 per head sold through online bids. Support tier: Standard
(business hours, 4 h response on sale days).
6. Availability. Target 99.5% per month during scheduled sales. Service credits of 5% of the monthly fee per
full hour of unavailability, to a maximum of 25%.
11. Term. 24 months from go-live, with auto-renew for 12-month terms unless either party gives 90 days' notice.
""")),
    ],
    noise_files=["ringside_hosting_agreement_excerpt.txt"],
)
# ---------------------------------------------------------------------------
# C10 removing the brown chaff from fresh fiddleheads without breaking the coils, at line speed (Acadian
#     fiddlehead packer, Madawaska NB, 2024 season) - a French HR note about seasonal pickers is a noise file;
#     targets from the retail distributor's QA; compact DOCX report with headings and a dated season summary;
#     run sheet CSV with ISO dates; distributor QA PDF with defect counts per lot; plain e-mails; brush tumbler
#     (M1) broke coils, air knife on a belt (M2) failed on wet-picked lots, flume (M3) used too much water;
#     close chaff-removal values M1/M3/M4.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fiddlehead_chaff_removal_line",
        "question": "We're looking for T661 lines 242, 244 and 246 and a logbook for the fiddlehead cleaning line "
                    "we built for the 2024 season. Files: Luc's report, the run sheet, the AFD QA report, e-mails "
                    "with Marie at AFD, and Nathalie's note on the pickers.",
        "facts": {
            "242": [["at least 95%"], ["no more than 3%", "3% breakage"], ["400 kg/h"], ["2 L per kg"], ["clings"]],
            "244": [["brush tumbler"], ["air knife"], ["flume"], ["pre-fluff reel", "gentle reel"],
                    ["recirculated"]],
            "246": [["8.5%"], ["72%"], ["4.8 L/kg"], ["1.6 L/kg"], ["420 kg/h"]],
        },
        "dates": ["2024-03-18", "2024-04-02", "2024-05-06", "2024-05-08", "2024-05-13", "2024-05-16",
                  "2024-05-21", "2024-05-24", "2024-06-14"],
        "noise": ["cueilleurs", "prime de rendement", "Hébergement"],
        "bindings": [
            {"value": "91%", "subject": "M1", "others": ["M3", "M4"]},
            {"value": "94%", "subject": "M3", "others": ["M1", "M4"]},
            {"value": "97%", "subject": "M4", "others": ["M1", "M3"]},
        ],
    },
    [
        ("fiddlehead_line_report_2024.docx", docx([
            ("title", "Fiddlehead cleaning line - 2024 season report"),
            ("p", "Fougères Madawaska ltée, Saint-Léonard NB. Luc Thériault, P.Eng. June 14, 2024."),
            ("h1", "Plan"),
            ("p", "Fresh ostrich fern fiddleheads come in from the pickers covered in brown papery chaff (scales). "
                  "Today six people pick it off by hand at about 60 kg/h each, and AFD rejects lots with visible "
                  "chaff. For the 2024 season (about 3 weeks in May) we set out to build a line that would:"),
            ("b", "remove at least 95% of the chaff (heads with no visible chaff, by count);"),
            ("b", "break no more than 3% of the coils;"),
            ("b", "run at 400 kg/h;"),
            ("b", "use no more than 2 L per kg of water (our well and the septic field limit)."),
            ("p", "What we did not know: chaff is dry and loose on some days, but on rain-picked lots it is wet and "
                  "clings to the coil. The coils snap easily. There is no equipment made for fiddleheads; we "
                  "could only adapt machines from other crops and test them in the one short season we have."),
            ("h1", "Method"),
            ("p", "Each machine was run on real incoming lots, dry-picked and rain-picked. 200 heads sampled per "
                  "run and counted for chaff and breakage; AFD's QA lab counted the lots we shipped."),
            ("h1", "Results"),
            ("table", [
                ["Machine", "Set-up", "Chaff removed", "Broken coils", "kg/h", "Water"],
                ["M1", "rotary brush tumbler, dry", "91%", "8.5%", "450", "0"],
                ["M2", "air knife over a vibrating belt", "72% (wet lots)", "1.2%", "400", "0"],
                ["M3", "bubble flume + air knife to dewater", "94%", "2.1%", "380", "4.8 L/kg"],
                ["M4", "low-speed pre-fluff reel + flume with recirculated, filtered water + air knife", "97%",
                 "2.4%", "420 kg/h", "1.6 L/kg"],
            ]),
            ("p", "The brush tumbler cleaned well but broke 8.5% of the coils. The air knife only works on dry "
                  "chaff: on wet lots it removed 72%. The flume floats the chaff off, but single-pass water use was "
                  "4.8 L/kg. A gentle reel first loosens the chaff while it is still dry on top, and recirculating "
                  "filtered flume water brought the use down to 1.6 L/kg."),
            ("h1", "Conclusion"),
            ("p", "Season summary, June 14, 2024: M4 met all four targets on the last two weeks of the season. "
                  "Not yet known: how the screen filter copes with a full season of silt; we ran it only 9 days."),
        ])),
        ("line_runs_may2024.csv", text("""
date,machine,lot,picked,kg_in,run_min,kg_per_h,heads_sampled,chaff_free_pct,broken_pct,water_L_per_kg,who
2024-05-06,M1,L-0506-1,dry,310,41,450,200,91%,8.5%,0,LT
2024-05-08,M2,L-0508-1,dry,280,42,400,200,93%,1.0%,0,LT
2024-05-08,M2,L-0508-2,rain,300,45,400,200,72%,1.2%,0,LT
2024-05-13,M3,L-0513-1,rain,290,46,380,200,94%,2.1%,4.8,RD
2024-05-21,M4,L-0521-1,rain,350,50,420,200,97%,2.4%,1.6,RD
2024-05-24,M4,L-0524-2,dry,360,51,420,200,98%,2.2%,1.5,RD
""")),
        ("AFD_QA_report_FH-24-07.pdf", pdf(
            "Atlantic Fresh Distributors - Quality Assurance Lab | Moncton NB | Report FH-24-07", [
                ("title", "Incoming inspection - fresh fiddleheads, Fougères Madawaska"),
                ("p", "Lots received from Fougères Madawaska ltée. Sample 500 heads per lot. Report issued 24 May 2024."),
                ("table", [
                    ["Lot", "Received", "Line", "Heads with visible chaff", "Broken / crushed", "Decision"],
                    ["L-0513-1", "2024-05-16", "M3", "6.2%", "2.0%", "accepted"],
                    ["L-0521-1", "2024-05-24", "M4", "2.8%", "2.6%", "accepted"],
                ]),
                ("p", "Acceptance: visible chaff on no more than 5% of heads, broken no more than 3%."),
            ])),
        ("afd_emails_fiddleheads.txt", text("""
From: Marie Cormier <mcormier@atlanticfresh.ca>
To: Luc Thériault <luc@fougeresmadawaska.ca>
Date: Mon, 18 Mar 2024 13:15 -0300
Subject: 2024 fiddleheads - cleaning

Luc,
Last year we sent back 4 lots for chaff. For 2024 our acceptance goes to no more than 5% of heads with visible
chaff and no more than 3% broken. We'd like more volume from you too, but only if it's clean.
Marie Cormier, QA Manager, Atlantic Fresh Distributors

-----
From: Luc Thériault
To: Marie Cormier
Date: Tue, 2 Apr 2024 08:50 -0300
Subject: RE: 2024 fiddleheads - cleaning

Marie, we are building a cleaning line to replace the hand picking. I've set our own targets tighter than yours
(95% chaff removal, 3% breakage max, 400 kg/h, and under 2 L of water per kg because of our well). Honestly, I
don't know which machine will do it - wet chaff behaves nothing like dry chaff and we only get three weeks to
find out. I'll send the first cleaned lot mid-May.
Luc
""")),
        ("note_rh_cueilleurs_2024.txt", text("""
NOTE RH - saison des têtes de violon 2024 (Nathalie)
- 22 cueilleurs inscrits, dont 6 nouveaux. Contrats saisonniers signés avant le 1er mai.
- Taux : 1,10 $ le kilo livré, plus une prime de rendement de 0,15 $/kg au-dessus de 60 kg par jour.
- Hébergement au camp du rang 3 pour les cueilleurs de l'extérieur : 12 $ par nuit retenu sur la paie.
- Rappel : formation SST obligatoire (couteaux, tiques) le premier jour.
""")),
    ],
    noise_files=["note_rh_cueilleurs_2024.txt"],
)


# ============================================================================ end of cases

if __name__ == "__main__":
    main()
