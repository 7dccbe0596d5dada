#!/usr/bin/env python3
"""Builds the multi-file evidence cases of the nineteenth first-contact set (evidence_multi_first_19).

Run:  python3 make_files.py
Needs: python-docx, openpyxl, reportlab (standard fonts only).
Writes every evidence file of every case into this folder, then cases.json (all cases registered so far).

Each case asks for T661 lines 242, 244, 246 and a logbook from 3 or 4 files of mixed formats, as a firm would
pick them in the service. Case metadata (facts, dates, noise, bindings) sits next to the content it refers to.
Two kinds of noise are registered for verify.py (which imports this module; files are only written when run):
  NOISE_FILES[case]  -> whole files that are not work records (a 3D printer warranty card, an electricity bill,
                        a trade-show invitation, an equipment rental quote, an industry association newsletter);
  NOISE_SPANS[case]  -> {file: [text]} non-record text INSIDE a record file: a LinkedIn post pasted in an e-mail
                        thread, a job ad forwarded at the end of an e-mail thread, a packaging supplier's catalogue
                        page pasted in a bakery notebook, a mine camp charter-flight notice pasted in a memo.
NOT_ENTRIES[case]   -> dates that occur in record files but are not work entries (prior seasons, due dates);
                        verify.py only uses it to silence its stray-date warnings.
Spots on purpose: one case asked in French with English evidence (greenhouse_sand_battery_offpeak_heat); one case
whose pull-test table has three bolts per resin variant (permafrost_rebar_bolt_resin_cure); one case with dates
written as ISO in a notebook, "March 5" in e-mails, d/m/yyyy in a CSV whose header states the locale and
"Tues the 12th" in a pasted chat (child_lisp_detection_tablet_app); one case whose key target (hinge wear limit)
appears only in an e-mail from the referring dentist (printed_sleep_appliance_hinge_wear); one case with a record
workbook of four sheets (cedar_pole_boron_rod_remedial_treatment); one case without any noise
(copper_pan_tin_lining_wipe_process).
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
        wb.properties.creator = "evidence_multi_first_19"
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
# C01 tablet app that flags lisped /s/ in children's home practice (speech-tech start-up, Winnipeg MB, 2024) -
#     dates mixed: ISO in the dev notebook, "January 16" in the e-mails, dd/mm/yyyy in the eval CSV whose header
#     states the locale, and "Tues the 12th" in a Slack chat pasted in the notebook (12/03/2024 in the CSV);
#     a LinkedIn post pasted in the e-mail thread is noise; spectral-moment baseline (V1) worst, wav2vec (V2)
#     accurate but too slow, distilled + VTLP (V3) met the targets, V3 at home with a TV on (V4) failed.
# ---------------------------------------------------------------------------
C01_LINKEDIN = """---------- pasted from LinkedIn (Marisol's post, for the newsletter?) ----------
Marisol Okafor - Founder @ Kidsound Labs | Speech tech for little voices
Thrilled to announce that Kidsound Labs has been selected for the spring cohort of the Prairie HealthTech
Accelerator! Huge thanks to our mentors and to every parent who believed in us. See you at Demo Day in June!
#WomenInTech #HealthTech #Winnipeg #StartupLife
142 reactions - 18 comments - 6 reposts
---------- end of paste ----------"""
case(
    {
        "name": "child_lisp_detection_tablet_app",
        "question": "Hi, could you draft T661 lines 242, 244 and 246 and a logbook for our lisp detection app? "
                    "Attached: my dev notebook, the eval export (the sheet is on UK settings so dates are "
                    "day/month), the e-mail thread with the clinic, and the pilot summary we sent them.",
        "facts": {
            "242": [["85% agreement"], ["under 300 ms"], ["lateral from interdental", "lateral lisp"],
                    ["$150 Android tablet"]],
            "244": [["spectral moments"], ["wav2vec 2.0", "wav2vec"], ["vocal tract length perturbation", "VTLP"],
                    ["int8"]],
            "246": [["68%"], ["1,400 ms"], ["240 ms"], ["TV on"]],
        },
        "dates": ["2024-01-16", "2024-01-30", "2024-02-13", "2024-02-27", "2024-03-05", "2024-03-12",
                  "2024-03-26", "2024-04-09", "2024-04-23", "2024-05-21"],
        "noise": ["Thrilled to announce", "Demo Day", "#WomenInTech"],
        "bindings": [
            {"value": "68%", "subject": "V1", "others": ["V2", "V3", "V4"]},
            {"value": "88%", "subject": "V2", "others": ["V1", "V3", "V4"]},
            {"value": "86%", "subject": "V3", "others": ["V1", "V2", "V4"]},
        ],
    },
    [
        ("lisp_dev_notebook.md", text("""
# s-detector dev notebook (Ravi)

Kidsound Labs - home practice app. Goal of this workstream: the app listens while a kid (4-8 yrs) practises
/s/ words at home and tells the parent "good s" or "try again", and sends the SLP a weekly summary.

What the clinic wants (from the Jan meeting with Dana's team):
- at least 85% agreement with the SLP's own rating of each /s/ (correct / distorted)
- feedback under 300 ms after the word ends, or the kids don't connect it to what they said
- it has to tell a lateral lisp from interdental - they are treated differently, so "distorted" alone is not
  enough for the SLP report
- must run offline on a $150 Android tablet (families in Thompson and on reserve don't have good data)

Unknown to us: all published child-speech models are trained on US/UK kids reading, not 4-year-olds saying
"sun" into a cheap tablet mic, and the lateral /s/ noise sits in nearly the same band as interdental. No one
could tell us if a model small enough for the tablet keeps the accuracy.

## 2024-01-30
Recording kit out to the clinic. Script: 40 words, /s/ initial, medial, final. Dana's 3 SLPs rate every token
(correct / interdental / lateral). Target ~2,500 tokens from 60 kids before we train anything serious.

## 2024-02-13
V1 baseline = spectral moments (centroid, skew, kurtosis over the frication) + logistic regression. Fast
(20 ms) but only 68% agreement; lateral vs interdental basically a coin flip. Expected, it's our floor.

## 2024-02-27
V2 = wav2vec 2.0 base fine-tuned on our 2,480 tokens. 88% agreement on the held-out kids (!), lateral vs
interdental 81%. But 1,400 ms per word on the Lenovo M8 tablet, and the app gets killed for memory on the
older Samsung. Too big.

## pasted from #ml-channel
> Ravi: distilled student (6 layers) + VTLP training done, numbers in the sheet
> Jo: nice. you started that Tues the 12th right? int8 version too?
> Ravi: yep int8 export today, tablet test after the clinic visit
(the student = V3: 6-layer distilled from V2, trained with vocal tract length perturbation so adult-ish and
tiny voices both show up, then quantized to int8)

## 2024-03-26
V3 on the $150 Lenovo: 240 ms median after word end, 86% agreement, lateral vs interdental 83%. Meets the
clinic's targets on the test set. Memory 180 MB.

## 2024-04-09
V4 = V3 recorded at home, not in the clinic. 9 families, kitchen table. With the TV on behind the kid,
agreement fell to 61%. Noise-gate + asking parents to turn TV off for practice. The model learned clinic-room
acoustics; background speech looks like frication. Still open.
""")),
        ("s_eval_runs.csv", text("""
run_date (dd/mm/yyyy en-GB),variant,model,tokens_test,agreement_with_SLP,lateral_vs_interdental,latency_ms_tablet,note
13/02/2024,V1,spectral moments + logreg,512,68%,52%,20,baseline
27/02/2024,V2,wav2vec 2.0 base fine-tuned,512,88%,81%,1400,too slow; OOM on Tab A
12/03/2024,V3,distilled 6-layer + VTLP,512,86%,83%,,training run - no tablet test yet
26/03/2024,V3,distilled 6-layer + VTLP int8,512,86%,83%,240,tablet test Lenovo M8
09/04/2024,V4,V3 at home (9 families),388,61%,58%,250,TV on in 6 of 9 homes
""")),
        ("emails_clinic_dana.txt", text("""
From: Marisol Okafor <marisol@kidsoundlabs.ca>
To: Dana Lefebvre <dlefebvre@riversidespeech.ca>
Date: Tue, 16 Jan 2024 16:05:41 -0600
Subject: home practice app - next steps

Dana, thanks for the time today. To confirm what we heard: your team needs at least 85% agreement with your
ratings before you'd trust it for home practice, feedback under 300 ms, and the report has to separate lateral
from interdental. Ravi will bring the recording kit on the 30th.

Marisol

-----
From: Dana Lefebvre
To: Marisol Okafor
Date: Tue, 5 Mar 2024 09:12:30 -0600
Subject: RE: home practice app - next steps

Marisol, we went back over the tokens where my SLPs disagreed with each other - it's about 9%, mostly mild
laterals. So 85% is close to as good as we are with each other; please don't tune to the disputed ones. I sent
Ravi a list with a "disputed" flag on March 5 so he can leave them out of the test set.

Dana

-----
From: Marisol Okafor
To: Dana Lefebvre
Date: Tue, 23 Apr 2024 20:44:02 -0500
Subject: pilot starts

Dana - the 11 pilot families have the app as of today (April 23). Ravi found the model falls apart with a TV
on in the room, so we added a "quiet room" check before each session. Summary to you in May.

""" + C01_LINKEDIN + """

Marisol
""")),
        ("pilot_summary_riverside_may2024.pdf", pdf(
            "Kidsound Labs Inc. | Winnipeg MB | Pilot summary for Riverside Speech Clinic", [
                ("title", "Home practice pilot - /s/ feedback app"),
                ("p", "Prepared by Marisol Okafor and Ravi Gill. May 21, 2024."),
                ("p", "Four variants were compared on 512 held-out tokens rated by Riverside SLPs (disputed "
                      "tokens removed):"),
                ("table", [
                    ["Variant", "Model", "Agreement with SLP", "Latency on tablet", "Outcome"],
                    ["V1", "spectral moments + logistic regression", "68%", "20 ms", "too inaccurate"],
                    ["V2", "wav2vec 2.0 fine-tuned", "88%", "1,400 ms", "too slow, out of memory"],
                    ["V3", "distilled student, VTLP, int8", "86%", "240 ms", "meets targets - in the app"],
                    ["V4", "V3 in homes (no quiet-room check)", "61%", "250 ms", "fails with TV on"],
                ]),
                ("p", "Pilot (11 families, 4 weeks, with the quiet-room check): 3,140 practice words, app and "
                      "SLP agreed on 84% of a 300-word audit sample. Two families dropped out (tablet "
                      "broken, moved). Next: collect home recordings with background speech to train on."),
            ])),
    ],
    noise_spans={"emails_clinic_dana.txt": [C01_LINKEDIN]},
)
# ---------------------------------------------------------------------------
# C02 3D-printed sleep apnea appliance (mandibular advancement device) with a printed hinge instead of metal
#     hardware (dental lab, Dartmouth NS, 2024) - the key target (hinge wear under 0.15 mm after 150,000 cycles)
#     is only in the referring dentist's e-mail; the printer warranty card PDF is noise; PA12 as printed (H1)
#     worst wear, PA12 vapour-smoothed (H2), PA11 vapour-smoothed (H3) best; ball-and-socket hinge (H4) cracked.
# ---------------------------------------------------------------------------
case(
    {
        "name": "printed_sleep_appliance_hinge_wear",
        "question": "Please prepare T661 lines 242, 244, 246 and a logbook for our printed sleep appliance "
                    "hinge project. I've attached the design report, the cycling workbook, my e-mails with "
                    "Dr. MacEachern and a PDF that came with the printer paperwork.",
        "facts": {
            "242": [["under 0.15 mm"], ["0.5 mm steps"], ["2.5 mm"], ["no metal hardware"]],
            "244": [["PA11"], ["vapour smoothing", "vapour-smoothed"], ["ball-and-socket"],
                    ["chewing simulator"]],
            "246": [["0.41 mm"], ["0.11 mm"], ["38,000 cycles"], ["lost retention"]],
        },
        "dates": ["2024-05-14", "2024-05-28", "2024-06-11", "2024-06-25", "2024-07-16", "2024-08-06",
                  "2024-08-27", "2024-09-17", "2024-10-08"],
        "noise": ["Warranty registration", "Proof of purchase", "authorized service centre"],
        "bindings": [
            {"value": "0.41 mm", "subject": "H1", "others": ["H2", "H3", "H4"]},
            {"value": "0.22 mm", "subject": "H2", "others": ["H1", "H3", "H4"]},
            {"value": "0.11 mm", "subject": "H3", "others": ["H1", "H2", "H4"]},
        ],
    },
    [
        ("MAD_printed_hinge_design_report.docx", docx([
            ("title", "Printed mandibular advancement device - hinge development"),
            ("p", "Bedford Basin Dental Laboratory Ltd., Dartmouth NS. Prepared by Yusuf Haddad, RDT, "
                  "October 8, 2024."),
            ("h1", "Why we started"),
            ("p", "Our sleep apnea appliances (two arches joined so the lower jaw is held forward) are milled "
                  "PMMA with stainless telescopic screws. The screws are the part that fails: they loosen, "
                  "patients lose the small parts, and they add bulk at the cheek. Dr. MacEachern's clinic asked "
                  "for a fully printed device with no metal hardware, arches no thicker than 2.5 mm, and a "
                  "hinge that lets the dentist advance the jaw in 0.5 mm steps by swapping printed links."),
            ("p", "We print nylon crowns-and-bridge models on our SLS printer, but no one we could find had "
                  "data on a printed nylon link carrying jaw loads all night in saliva. Nylon absorbs water and "
                  "wears against itself; we did not know which nylon, which surface finish and which hinge "
                  "shape would hold the wear limit the clinic gave us over the service life."),
            ("h1", "Variants and test method"),
            ("table", [
                ["Hinge", "Material", "Finish", "Shape"],
                ["H1", "PA12", "as printed, bead blasted", "dovetail slot link"],
                ["H2", "PA12", "vapour smoothing (solvent vapour, 2 cycles)", "dovetail slot link"],
                ["H3", "PA11", "vapour-smoothed", "dovetail slot link"],
                ["H4", "PA11", "vapour-smoothed", "ball-and-socket link"],
            ]),
            ("p", "Four hinges of each kind were run on the chewing simulator we rebuilt from a pneumatic "
                  "fatigue rig: 2 Hz, 40 N protrusive load, in artificial saliva at 37 C. Wear was measured as "
                  "play at the link with a dial indicator every 50,000 cycles; 150,000 cycles is taken as one "
                  "year of nightly use. Retention (pull-off force of the arch from a stone model) was checked "
                  "before and after."),
            ("h1", "Results"),
            ("p", "H1 (PA12 as printed): 0.41 mm play at 150,000 cycles - the rough surface wears fast. "
                  "H2 (PA12 smoothed): 0.22 mm. H3 (PA11 smoothed): 0.11 mm, within the clinic's limit. "
                  "H4: the ball-and-socket cracked at the neck at about 38,000 cycles in 3 of 4 samples; PA11 "
                  "is tough but the neck is too thin at 2.5 mm arch thickness."),
            ("p", "The PA12 arches also swelled in the saliva bath and lost retention on the models (pull-off "
                  "force down 35%), which PA11 did not show. H3 is going into the clinical fit trial."),
        ])),
        ("hinge_cycling_2024.xlsx", xlsx([
            ("cycling", [
                ["date", "hinge", "sample", "cycles", "play mm", "note"],
                [D("2024-06-25"), "H1", "1-4 avg", 50000, 0.16, ""],
                [D("2024-06-25"), "H2", "1-4 avg", 50000, 0.08, ""],
                [D("2024-07-16"), "H1", "1-4 avg", 100000, 0.29, ""],
                [D("2024-07-16"), "H2", "1-4 avg", 100000, 0.15, ""],
                [D("2024-07-16"), "H3", "1-4 avg", 50000, 0.04, "PA11 started late (powder delivery)"],
                [D("2024-07-16"), "H4", "1-3", 38000, None, "cracked at neck, 3 of 4"],
                [D("2024-08-06"), "H1", "1-4 avg", 150000, "0.41 mm", "end"],
                [D("2024-08-06"), "H2", "1-4 avg", 150000, "0.22 mm", "end"],
                [D("2024-08-06"), "H3", "1-4 avg", 100000, 0.07, ""],
                [D("2024-08-27"), "H3", "1-4 avg", 150000, "0.11 mm", "end - best"],
            ]),
            ("retention", [
                ["hinge", "material", "pull-off before N", "pull-off after N", "change"],
                ["H1", "PA12", 21.5, 14.2, "-34%"],
                ["H2", "PA12", 22.0, 14.1, "-36%"],
                ["H3", "PA11", 21.1, 19.8, "-6%"],
            ]),
        ])),
        ("emails_dr_maceachern.txt", text("""
From: Dr. Colin MacEachern <cmaceachern@harboursleepdental.ca>
To: Yusuf Haddad <yusuf@bbdentallab.ca>
Date: Tue, 14 May 2024 18:22:07 -0300
Subject: printed MAD - what I need

Yusuf, further to our call. For me to prescribe a fully printed appliance the hinge has to stay tight: play at
the link under 0.15 mm after a year of wear (your 150,000 cycles is fine as a year). More than that and the
jaw drops back at night and the patient snores again. Adjustment in 0.5 mm steps and no metal hardware, as we
said.

Colin

-----
From: Yusuf Haddad
To: Dr. Colin MacEachern
Date: Tue, 28 May 2024 12:40:51 -0300
Subject: RE: printed MAD - what I need

Dr. MacEachern, understood. We'll run PA12 first (we have the powder) and order PA11. Simulator is being
rebuilt this week, first hinges go on June 11.

Yusuf

-----
From: Yusuf Haddad
To: Dr. Colin MacEachern
Date: Tue, 17 Sep 2024 09:03:18 -0300
Subject: RE: printed MAD - results

Colin, the smoothed PA11 dovetail came in at 0.11 mm after 150,000 cycles, so it is inside your number. The
PA12 versions didn't make it and also lost retention in the saliva bath. The ball-and-socket cracked early. I can
have two fit-trial devices for your patients by mid-October; report to follow.

Yusuf
""")),
        ("kestrel_sls_warranty_card.pdf", pdf(
            "Kestrel Additive Systems | SLS-240 | Limited Warranty", [
                ("title", "Warranty registration card"),
                ("p", "Thank you for purchasing a Kestrel SLS-240 selective laser sintering system. To activate "
                      "your 24-month limited warranty, complete this card within 30 days of installation and "
                      "return it with a copy of the proof of purchase."),
                ("table", [
                    ["Field", "Entry"],
                    ["Serial number", "KS240-22-0917"],
                    ["Installation date", "November 3, 2022"],
                    ["Dealer", "Atlantic Digital Dental Supply"],
                    ["Proof of purchase attached", "yes"],
                ]),
                ("p", "Coverage: laser module, galvanometer and build chamber heaters against defects in "
                      "materials and workmanship. Not covered: consumables, damage from non-approved powders, "
                      "repairs by anyone other than an authorized service centre. Register online or mail to "
                      "Kestrel Additive Systems, Mississauga ON."),
            ])),
    ],
    noise_files=["kestrel_sls_warranty_card.pdf"],
)
# ---------------------------------------------------------------------------
# C03 eelgrass restoration from seed on an exposed sandy site (marine habitat contractor, Summerside PE,
#     2023-24) - an electricity bill PDF in the folder is noise; targets in the field report intro; plot counts
#     only in the CSV: broadcast seed (P1) worst, burlap seed bags (P2) best, clay seed balls (P3) buried,
#     buoy-deployed seeding (P4) lost in a storm; establishment of P1/P2/P3 bound to their plots.
# ---------------------------------------------------------------------------
case(
    {
        "name": "eelgrass_seed_bag_exposed_site",
        "question": "Hello, we need the T661 write-up (lines 242, 244 and 246) and a logbook for our eelgrass "
                    "seeding trial at Malpeque. Files: the field report, the plot counts, Colleen's dive "
                    "notebook, and a bill that was in the same shared folder.",
        "facts": {
            "242": [["5% of seeds"], ["30 shoots per m²"], ["ice scour"], ["one diver-hour"]],
            "244": [["burlap seed bags", "burlap bags"], ["clay seed balls"], ["buoy-deployed seeding"],
                    ["flowering shoots"]],
            "246": [["0.6%"], ["7.8%"], ["buried"], ["lost in the storm"]],
        },
        "dates": ["2023-08-08", "2023-08-22", "2023-10-03", "2023-10-05", "2023-11-14", "2024-05-21",
                  "2024-06-18", "2024-07-16", "2024-09-10", "2024-10-22"],
        "noise": ["Amount due", "Customer charge", "Energy charge"],
        "bindings": [
            {"value": "0.6%", "subject": "P1", "others": ["P2", "P3", "P4"]},
            {"value": "7.8%", "subject": "P2", "others": ["P1", "P3", "P4"]},
            {"value": "1.9%", "subject": "P3", "others": ["P1", "P2", "P4"]},
        ],
    },
    [
        ("malpeque_eelgrass_trial_report.pdf", pdf(
            "Northumberland Marine Habitat Ltd. | Summerside PE | Eelgrass seeding trial 2023-24", [
                ("title", "Eelgrass (Zostera marina) seeding on an exposed sandy site - trial report"),
                ("p", "Prepared by Colleen Arsenault, M.Sc., for internal use and for the habitat offset file of "
                      "the Malpeque harbour wharf project. October 22, 2024."),
                ("h1", "1. Purpose and targets"),
                ("p", "Offsets for harbour work in PEI are usually done by transplanting adult shoots by hand, "
                      "which costs about 6 diver-hours per 100 m2. Seeding is cheaper, but published seeding work "
                      "is from sheltered bays in Virginia and Denmark with 1-2% establishment. Our sites are "
                      "sandy, exposed to northeast storms and to ice scour every winter. Targets set with the "
                      "client: establishment of at least 5% of seeds sown (seedlings counted in June), 30 shoots "
                      "per m² by the end of the second summer, and no more than one diver-hour per 100 m2 "
                      "to sow."),
                ("p", "What we did not know: whether seed left on or in the sand would stay put through fall "
                      "storms and under winter ice, and which carrier holds seed in place without burying it "
                      "too deep to emerge (seedlings do not come up from more than about 2 cm)."),
                ("h1", "2. Methods"),
                ("p", "Flowering shoots were collected by snorkel at Indian River in August 2023 and held in "
                      "flow-through tanks until the seeds dropped; 48,000 viable seeds were recovered. Four "
                      "methods were sown in 4 replicate plots of 4 m2 each at 2.5 m depth off Malpeque Point in "
                      "early October:"),
                ("table", [
                    ["Plot", "Method", "Seeds per plot"],
                    ["P1", "broadcast by diver onto the sand (usual seeding)", "3,000"],
                    ["P2", "burlap seed bags, 100 seeds each mixed with sediment, staked", "3,000"],
                    ["P3", "clay seed balls, 10 seeds per ball, pressed into sand", "3,000"],
                    ["P4", "buoy-deployed seeding: flowering shoots in mesh bags under buoys", "approx. 3,000"],
                ]),
                ("h1", "3. Results"),
                ("p", "P2 was the only method above the 5% target. The clay balls held seed in place but were "
                      "buried under 4-6 cm of sand by November and most seedlings never emerged. The P4 buoy "
                      "bags were lost in the November storm before most seed had dropped. Broadcast seed mostly "
                      "washed off the plots. By September 2024 the P2 plots carried 34 shoots per m², "
                      "meeting the second target a year early. Sowing the bags took 0.8 diver-hours per "
                      "100 m2. Counts are in the monitoring sheet."),
            ])),
        ("eelgrass_plot_counts.csv", text("""
date,plot,seeds_sown,seedlings_counted,establishment,shoots_per_m2,notes
2023-10-03,P1,12000,,,,broadcast 4 plots
2023-10-03,P2,12000,,,,burlap bags 4 plots
2023-10-05,P3,12000,,,,clay balls 4 plots
2023-10-05,P4,approx 12000,,,,buoys set
2023-11-14,P4,,,,,buoys and bags gone after storm - lost in the blow of Nov 10
2024-05-21,P1,12000,41,0.3%,,first seedlings
2024-05-21,P2,12000,655,5.5%,,
2024-05-21,P3,12000,118,1.0%,,sand over balls
2024-06-18,P1,12000,72,0.6%,4.5,
2024-06-18,P2,12000,936,7.8%,58.5,best
2024-06-18,P3,12000,228,1.9%,14.3,balls buried 4-6 cm
2024-06-18,P4,0,0,n/a,0,lost
2024-09-10,P1,,,,3.1,
2024-09-10,P2,,,,34,lateral shoots
2024-09-10,P3,,,,8.2,
""")),
        ("dive_notebook_colleen.md", text("""
# Malpeque seeding - dive notebook (C. Arsenault)

**2023-08-08** Indian River snorkel, collected flowering shoots, 14 mesh bags. Water 21 C. Into the tanks at
the shop.

**2023-08-22** Seeds dropping in the tanks. Sieved - 48k viable (float test). Holding at 8 C until October.
Made up clay balls (red clay + compost 3:1, 10 seeds each) - dried 2 days, some cracking.

**2023-10-03** Sowed P1 (broadcast) and P2 (burlap bags, staked with wooden pegs). Viz 2 m. Bags went in fast -
about 0.8 diver-hours per 100 m2 incl. staking, way under the hand transplant number.

**2023-10-05** P3 clay balls pressed in by hand, P4 buoys set with 6 mesh bags each of flowering shoots (the
shoots release seed over ~3 weeks, so the seed lands on its own).

**2023-11-14** After the Nov 10 nor'easter: P4 buoys and bags gone - lost in the storm, only 1 anchor found.
P3 balls under sand, could only find them by probing. P2 bags fine, staked.

**2024-05-21** First count. Seedlings in P2 all around the bag edges. Ice scour did not reach 2.5 m this year
(ice was thin) - so we haven't really tested ice yet, need a second winter.

**2024-06-18** Main establishment count (see sheet). P2 7.8%, P1 0.6%. Clay balls buried - learned the balls
are too heavy for this sand, they sink in as the ripples move.

**2024-07-16** Checked P2 bags: burlap mostly rotted away, seedlings rooted through. No wasting disease seen.

**2024-09-10** Shoot density count. P2 34/m2. Crab damage at the edge of P1.
""")),
        ("island_power_bill_sept2024.pdf", pdf(
            "Island Power & Light | Commercial service statement", [
                ("title", "Your electricity bill"),
                ("p", "Northumberland Marine Habitat Ltd., 112 Water St, Summerside PE. Account 4402-118-73. "
                      "Billing period: August 14 to September 12, 2024. Statement date: September 16, 2024."),
                ("table", [
                    ["Item", "Quantity", "Amount"],
                    ["Customer charge", "30 days", "$29.41"],
                    ["Energy charge", "3,864 kWh", "$578.06"],
                    ["Demand charge", "21.4 kW", "$214.64"],
                    ["HST 15%", "", "$123.32"],
                    ["Amount due", "", "$945.43"],
                ]),
                ("p", "Due date: October 7, 2024. Pay online, by pre-authorized debit or at any bank. A late "
                      "payment charge of 1.5% per month applies to overdue balances."),
            ])),
    ],
    noise_files=["island_power_bill_sept2024.pdf"],
    not_entries=["2023-11-10"],
)
# ---------------------------------------------------------------------------
# C04 groundline remedial treatment of in-service western red cedar poles with boron rods (pole inspection and
#     treatment contractor, Chilliwack BC, 2023-24) - record workbook of four sheets (poles, treatments, core
#     assays, log); a job ad forwarded at the end of the e-mail thread is noise; rods alone (T1) too little boron,
#     rods + glycol borate (T2) best, rods + water (T3) in between, copper-boron paste (T4) bled out of the holes.
# ---------------------------------------------------------------------------
C04_JOBAD = """---------- Forwarded message ----------
From: Coast Pole Services HR <jobs@coastpole.ca>
Subject: posting - please share

WE'RE HIRING: Pole Inspector / Treater (seasonal, April to November)
Coast Pole Services Ltd. is looking for two field techs to inspect and treat wood utility poles across the
Fraser Valley and Sunshine Coast. Valid Class 5 licence and clean abstract required; pesticide applicator
certificate an asset (we will train). $27-31/hr plus per diem, competitive wage and benefits after 3 months.
Apply by March 1 with resume to jobs@coastpole.ca. Only those selected for an interview will be contacted."""
case(
    {
        "name": "cedar_pole_boron_rod_remedial_treatment",
        "question": "Can you prepare T661 lines 242, 244 and 246 and a logbook for the boron rod pole "
                    "treatment trial? I've attached the report we sent FVH, the trial workbook (all the tabs) "
                    "and the e-mail thread with their asset engineer.",
        "facts": {
            "242": [["0.5 kg/m³ BAE", "0.5 kg/m3 BAE"], ["within 12 months"], ["150 mm below groundline"],
                    ["below 20% moisture"]],
            "244": [["fused boron rods", "boron rods"], ["glycol borate"], ["copper-boron paste"],
                    ["45° holes"]],
            "246": [["0.18"], ["0.62"], ["bled out"], ["did not diffuse", "barely diffused"]],
        },
        "dates": ["2023-04-18", "2023-05-02", "2023-05-03", "2023-05-16", "2023-06-06", "2023-11-07",
                  "2023-11-08", "2024-05-07", "2024-05-08", "2024-06-04", "2024-06-20"],
        "noise": ["Class 5 licence", "per diem", "Apply by March 1"],
        "bindings": [
            {"value": "0.18", "subject": "T1", "others": ["T2", "T3", "T4"]},
            {"value": "0.62", "subject": "T2", "others": ["T1", "T3", "T4"]},
            {"value": "0.41", "subject": "T3", "others": ["T1", "T2", "T4"]},
        ],
    },
    [
        ("FVH_boron_rod_trial_report_2024.docx", docx([
            ("title", "Remedial groundline treatment of cedar poles - boron rod trial"),
            ("p", "Coast Pole Services Ltd., Chilliwack BC, for Fraser Valley Hydro (asset management). Prepared "
                  "by Gurpreet Sandhu, P.Eng. June 20, 2024."),
            ("h1", "1. Problem"),
            ("p", "Fraser Valley Hydro has about 41,000 western red cedar distribution poles, many over 50 "
                  "years old. Internal decay starts at groundline. The current remedial treatment is a "
                  "fumigant that is being phased out, and the replacement on offer - fused boron rods pushed "
                  "into drilled holes - relies on moisture in the wood to dissolve the boron and move it. In "
                  "the dry interior of old cedar we did not know whether the boron would move far enough, "
                  "fast enough, to protect the decay zone."),
            ("p", "Targets agreed with FVH: a protective level of 0.5 kg/m³ BAE (boric acid equivalent) "
                  "in the wood, reached within 12 months of treatment, at the zone from groundline to 150 mm "
                  "below groundline, and 100 mm around the hole. It has to work in poles with wood below 20% "
                  "moisture content, which is most of the stock east of Hope."),
            ("h1", "2. What was tried"),
            ("p", "Forty poles on the Agassiz and Popkum lines (20 per line) were treated in May 2023, ten per "
                  "treatment. All holes 19 mm, drilled as 45° holes sloping down at groundline, four holes per pole."),
            ("table", [
                ["Treatment", "Description"],
                ["T1", "fused boron rods only (usual practice)"],
                ["T2", "fused boron rods + 30 mL glycol borate gel poured over the rod"],
                ["T3", "fused boron rods + 30 mL water added at treatment"],
                ["T4", "copper-boron paste pumped into the holes (no rods)"],
            ]),
            ("p", "Increment cores were taken at 6 and 12 months from 3 poles per treatment, cut into zones "
                  "and sent for boron assay (ICP, results as kg/m³ BAE). Moisture content was measured at "
                  "each core with a pin meter and confirmed by oven-dry."),
            ("h1", "3. Findings"),
            ("p", "At 12 months, mean boron at 150 mm below groundline was 0.18 kg/m³ for rods alone (T1), "
                  "0.62 for rods with glycol borate (T2) and 0.41 for rods with water (T3). Only T2 met the "
                  "target. In poles under 20% MC the rods alone barely diffused at all; the glycol carries the "
                  "boron into dry wood. The copper-boron paste (T4) bled out of the holes on the south side of "
                  "the poles in the first hot week and stained the ground line; it was stopped at 6 months for "
                  "environmental reasons and not assayed at 12 months."),
            ("p", "Recommendation: T2 for dry poles; a second 12-month check on the wet Popkum poles to "
                  "confirm that rods alone are enough above 25% MC."),
        ])),
        ("boron_trial_workbook.xlsx", xlsx([
            ("poles", [
                ["pole", "line", "year set", "height ft", "groundline MC %", "shell mm", "treatment"],
                ["AG-114", "Agassiz", 1968, 40, 16, 48, "T1"],
                ["AG-121", "Agassiz", 1971, 40, 14, 52, "T2"],
                ["AG-127", "Agassiz", 1968, 45, 17, 40, "T3"],
                ["AG-133", "Agassiz", 1974, 40, 15, 55, "T4"],
                ["PP-207", "Popkum", 1972, 40, 27, 44, "T1"],
                ["PP-212", "Popkum", 1969, 45, 29, 39, "T2"],
                ["...", "", None, None, None, None, "(40 poles total, full list in GIS export)"],
            ]),
            ("treatments", [
                ["date", "line", "treatment", "poles", "rods per pole", "additive", "crew"],
                [D("2023-05-02"), "Agassiz", "T1 / T2", 10, 4, "glycol borate 30 mL on T2", "GS, MK"],
                [D("2023-05-03"), "Agassiz", "T3 / T4", 10, "4 (T3)", "water 30 mL T3; paste T4", "GS, MK"],
                [D("2023-05-16"), "Popkum", "T1-T4", 20, 4, "as Agassiz", "MK, DL"],
            ]),
            ("core assays", [
                ["treatment", "months", "depth below GL", "BAE kg/m3 (mean of 3 poles)", "MC % at core",
                 "comment"],
                ["T1", 6, "150 mm", 0.07, 17, ""],
                ["T2", 6, "150 mm", 0.31, 18, ""],
                ["T3", 6, "150 mm", 0.19, 19, ""],
                ["T4", 6, "150 mm", 0.44, 18, "paste bled out - treatment stopped"],
                ["T1", 12, "150 mm", 0.18, 16, "rods barely dissolved in dry poles"],
                ["T2", 12, "150 mm", 0.62, 17, "meets 0.5"],
                ["T3", 12, "150 mm", 0.41, 18, ""],
            ]),
            ("log", [
                ["date", "what", "who"],
                [D("2023-04-18"), "trial plan agreed with FVH (Lena)", "GS"],
                [D("2023-05-02"), "Agassiz treatment day 1", "GS, MK"],
                [D("2023-05-03"), "Agassiz treatment day 2", "GS, MK"],
                [D("2023-05-16"), "Popkum treatment", "MK, DL"],
                [D("2023-06-06"), "T4 paste bleeding out on south faces, photos; FVH told", "MK"],
                [D("2023-11-07"), "6-month cores Agassiz", "GS"],
                [D("2023-11-08"), "6-month cores Popkum", "GS"],
                [D("2024-05-07"), "12-month cores Agassiz", "GS, DL"],
                [D("2024-05-08"), "12-month cores Popkum", "GS, DL"],
                [D("2024-06-04"), "assay results back from lab", "GS"],
                [D("2024-06-20"), "report to FVH", "GS"],
            ]),
        ])),
        ("emails_fvh_lena.txt", text("""
From: Lena Kowalczyk <lena.kowalczyk@fvhydro.ca>
To: Gurpreet Sandhu <gurpreet@coastpole.ca>
Date: Tue, 18 Apr 2023 10:14:22 -0700
Subject: boron rod trial - go ahead

Gurpreet, we're good to go for 40 poles. Please make sure half are on the dry Agassiz line - that's the stock
we're worried about. Our decay people want 0.5 kg/m3 BAE at 150 mm below groundline within 12 months or we
stay with what we have until it's gone.

Lena

-----
From: Gurpreet Sandhu
To: Lena Kowalczyk
Date: Tue, 6 Jun 2023 15:48:09 -0700
Subject: RE: boron rod trial - T4 problem

Lena, the copper-boron paste has bled out of the holes on several T4 poles during the heat last week and is
staining the soil at the base. We've wiped and plugged them. I suggest we stop T4 after the 6-month cores.

Gurpreet

-----
From: Gurpreet Sandhu
To: Lena Kowalczyk
Date: Tue, 4 Jun 2024 16:30:55 -0700
Subject: RE: boron rod trial - 12 month results

Lena, assays are back. Rods + glycol borate 0.62, rods + water 0.41, rods alone 0.18 (kg/m3 BAE at 150 mm).
In the dry Agassiz poles the rods alone did not diffuse to speak of. Report by the 20th.

Gurpreet

""" + C04_JOBAD + """
""")),
    ],
    noise_spans={"emails_fvh_lena.txt": [C04_JOBAD]},
)
# ---------------------------------------------------------------------------
# C05 drying wet-harvested in-shell hazelnuts in a converted grain bin (grower co-op, Owen Sound ON, 2024) - a
#     trade-show invitation in the folder is noise; hot undisturbed bin (D1) left a wet top layer, 35 C with
#     stirring (D2) slow, staged 35->43 C with air reversal (D3) met the targets, dehumidified air (D4) too slow.
# ---------------------------------------------------------------------------
case(
    {
        "name": "hazelnut_inshell_bin_drying",
        "question": "Hi! Looking for T661 lines 242, 244, 246 plus a logbook for our hazelnut drying trials "
                    "this fall. Sending the trial summary, the dryer run sheet, e-mails with Dr. Raman, and an "
                    "expo invite (not sure if it matters).",
        "facts": {
            "242": [["6% kernel moisture"], ["within 48 hours"], ["peroxide value"], ["under 2% mouldy"]],
            "244": [["stirring auger"], ["air reversal"], ["dehumidifier"], ["35 °C", "35 C"]],
            "246": [["14% moisture"], ["5.8%"], ["72 hours", "72 h"], ["shell splitting"]],
        },
        "dates": ["2024-09-10", "2024-09-17", "2024-09-24", "2024-09-26", "2024-10-01", "2024-10-08",
                  "2024-10-15", "2024-11-05", "2024-11-26"],
        "noise": ["Complimentary pass", "Gala dinner", "Hall B"],
        "bindings": [
            {"value": "14.1%", "subject": "D1", "others": ["D2", "D3", "D4"]},
            {"value": "5.8%", "subject": "D3", "others": ["D1", "D2", "D4"]},
            {"value": "72 h", "subject": "D4", "others": ["D1", "D2", "D3"]},
        ],
    },
    [
        ("hazelnut_drying_trial_summary_2024.pdf", pdf(
            "Grey-Bruce Hazelnut Growers Co-operative | Drying trial 2024 | Summary", [
                ("title", "Bin drying of in-shell hazelnuts - 2024 harvest"),
                ("p", "Prepared by Tom Brouwer (co-op operations) with advice from Dr. Priya Raman, University of "
                      "Guelph. November 26, 2024."),
                ("h1", "Background and goals"),
                ("p", "Our members' orchards are the new cold-hardy hybrids. Nuts drop in late September and "
                      "are swept off wet ground at 25-35% moisture. Processors pay for nuts dried to 6% kernel "
                      "moisture, and the co-op has to dry 40 t in a few weeks with a second-hand 18 ft grain bin "
                      "dryer. Goals: 6% kernel moisture within 48 hours of loading, under 2% mouldy kernels at "
                      "grading, and a peroxide value under 1.0 meq/kg after 3 months of storage (no rancid "
                      "taste)."),
                ("p", "Grain bin practice (hot air, deep bed, no stirring) is written for corn and soybeans. "
                      "Hazelnut drying guidelines are from Oregon, for belt dryers and 8-10 inch beds, not a 5 ft "
                      "bed of nuts at 30% moisture. We did not know what air temperature the kernels take "
                      "without going rancid, or how to keep the top of a deep bed from moulding while the "
                      "bottom over-dries."),
                ("h1", "Runs"),
                ("table", [
                    ["Run", "Set-up", "Load (t)", "Hours to 6%", "Top layer moisture at 40 h",
                     "Mouldy at grading", "Peroxide value (3 mo)"],
                    ["D1", "43 °C, no stirring (grain practice)", "6.2", "not reached", "14.1%", "4.8%",
                     "1.6"],
                    ["D2", "35 °C, stirring auger", "6.0", "58 h", "8.9%", "1.1%", "0.6"],
                    ["D3", "35 °C 20 h then 43 °C, stirring + air reversal every 8 h", "6.4", "36 h", "5.8%",
                     "1.2%", "0.8"],
                    ["D4", "30 °C dehumidified air, stirring", "3.1", "72 h", "11.5%", "0.9%", "0.5"],
                ]),
                ("h1", "What we learned"),
                ("p", "Deep-bed drying without stirring (D1) left 14% moisture in the top layer after 40 hours "
                      "and that is where the mould came from; the bottom nuts over-dried and showed shell "
                      "splitting. Stirring with 35 °C air (D2) was safe for quality but too slow for "
                      "harvest volume. The staged run with air reversal (D3) dried the bed evenly to 5.8% "
                      "in 36 hours and is the method for 2025. The rented dehumidifier (D4) gave the best kernel "
                      "colour but took 72 hours for half a load, so it cannot keep up."),
            ])),
        ("dryer_runs_fall2024.csv", text("""
run,load_date,load_t,air_temp_C,stirring,reversal,hours,probe_top,probe_mid,probe_bottom,comment
D1,2024-09-26,6.2,43,no,no,40 h (stopped),14.1%,8.2%,3.9%,bottom shells splitting; top mouldy smell
D2,2024-10-01,6.0,35,yes,no,58 h,6.0%,5.9%,5.4%,slow
D3,2024-10-08,6.4,35 then 43,yes,every 8 h,36 h,5.8%,5.6%,5.3%,even - keep
D4,2024-10-15,3.1,30 dehum,yes,no,72 h,6.1%,5.9%,5.7%,dehumidifier rented from Owen Sound Rentals
""")),
        ("emails_dr_raman.txt", text("""
From: Tom Brouwer <tom@greybrucehazelnuts.ca>
To: Priya Raman <praman@uoguelph.ca>
Date: Tue, 10 Sep 2024 21:03:40 -0400
Subject: drying hazelnuts in a grain bin

Dr. Raman, we spoke at the growers' meeting. We bought a used bin dryer with a stirring auger for the co-op.
Harvest starts in about two weeks. What air temperature can the kernels take? The Oregon sheets say 38-43 C
but for belt dryers.

Tom

-----
From: Priya Raman
To: Tom Brouwer
Date: Tue, 17 Sep 2024 11:25:02 -0400
Subject: RE: drying hazelnuts in a grain bin

Tom, keep kernel temperature under 40 C while the nuts are wet - above that lipase activity and later
rancidity go up. I'd start at 35 C. Send me kernels from each run at 3 months and I'll run peroxide value. Probe
top, middle and bottom of the bed; the top is where you'll have trouble.

Priya

-----
From: Tom Brouwer
To: Priya Raman
Date: Tue, 24 Sep 2024 19:40:13 -0400
Subject: RE: drying hazelnuts in a grain bin

First nuts in on Thursday. We'll try the usual grain setting first so we have a baseline.

-----
From: Priya Raman
To: Tom Brouwer
Date: Tue, 5 Nov 2024 14:12:48 -0400
Subject: RE: drying hazelnuts - early PV

Tom, early numbers at 4 weeks: D1 already at 1.2 meq/kg, the others under 0.5. D1's top-layer kernels also had
visible mould. I'll finish the 3-month set in December.

Priya
""")),
        ("invite_great_lakes_nut_orchard_expo.md", text("""
# You're invited: Great Lakes Nut & Orchard Expo 2025

**February 11-12, 2025 - Western Fair District, London ON**

Dear Grey-Bruce Hazelnut Growers Co-operative,

As a valued member of the Ontario nut-growing community, you are invited to join 120 exhibitors and 2,000
growers at the region's largest orchard and nut trade event.

- Trade floor in Hall A and Hall B: harvesters, sweepers, dryers, crackers, irrigation
- Speaker sessions on blight-resistant hybrids, chestnut markets and pollination
- Gala dinner and awards, February 11 (tickets $85)

Use the code below for one Complimentary pass (trade floor + sessions). Exhibitor space still available from
$950 for a 10x10 booth.

Code: GLNOE25-GBHG

*To stop receiving these invitations, reply UNSUBSCRIBE.*
""")),
    ],
    noise_files=["invite_great_lakes_nut_orchard_expo.md"],
)
# ---------------------------------------------------------------------------
# C06 sand-bed electric thermal storage charged off-peak to heat a greenhouse (vegetable greenhouse, Shawville QC,
#     2024-25) - asked in French, evidence in English; an equipment rental quote PDF is noise; bare elements in
#     sand (S1) burned out, steel sleeves (S2) discharged too slowly, sleeves + finned air tubes (S3) best,
#     basalt gravel (S4) stored less; propane cut 34%, short of the 40% goal.
# ---------------------------------------------------------------------------
case(
    {
        "name": "greenhouse_sand_battery_offpeak_heat",
        "language": "fr",
        "question": "Bonjour, nous aimerions que vous rédigiez les lignes 242, 244 et 246 du formulaire T661 "
                    "ainsi qu'un logbook pour notre projet de stockage thermique dans le sable (serre de "
                    "Shawville). Les documents sont en anglais : la note de projet, le classeur des cycles, le "
                    "rapport de l'ingénieur et une soumission de location qui était dans le même dossier.",
        "facts": {
            "242": [["1.2 MWh"], ["under 15% per day"], ["40% of the propane"], ["8-hour off-peak window", "off-peak window"]],
            "244": [["steel sleeves"], ["finned air tubes", "finned tubes"], ["basalt gravel"],
                    ["thermocouple grid"]],
            "246": [["burned out"], ["18 kW"], ["11% per day"], ["34%"]],
        },
        "dates": ["2024-08-20", "2024-09-17", "2024-10-15", "2024-10-29", "2024-11-19", "2024-12-10",
                  "2025-01-14", "2025-02-04", "2025-03-31", "2025-04-15"],
        "noise": ["Damage waiver", "Delivery and pickup", "4-week rate"],
        "bindings": [
            {"value": "18 kW", "subject": "S2", "others": ["S1", "S3", "S4"]},
            {"value": "42 kW", "subject": "S3", "others": ["S1", "S2", "S4"]},
            {"value": "0.71 MWh", "subject": "S4", "others": ["S1", "S2", "S3"]},
        ],
    },
    [
        ("sand_battery_project_note.docx", docx([
            ("title", "Sand battery for Greenhouse 2 - project note"),
            ("p", "Pontiac Fresh Greens Inc., Shawville QC. Written by Ian McBride (owner). April 15, 2025."),
            ("h1", "What we are trying to do"),
            ("p", "Greenhouse 2 (1,800 m2, cucumbers) burns about 62,000 L of propane a winter. Our Hydro-Québec "
                  "rate gives us cheap power at night in an 8-hour off-peak window, 10 pm to 6 am. The idea: heat a big insulated bed of "
                  "sand with electric elements at night, then blow greenhouse air through it during the day "
                  "and evening. Goals: store 1.2 MWh of usable heat per night, lose under 15% per day when "
                  "idle, and replace 40% of the propane over the heating season."),
            ("p", "Sand batteries exist in Finland at district-heating scale, with custom heat exchangers. "
                  "Nobody sells one at our size. What we didn't know: how to get 150 kW of element heat into "
                  "sand without hot spots (sand is a poor conductor), and how to get heat back out fast "
                  "enough with plain air without a costly exchanger."),
            ("h1", "What we built and tried"),
            ("p", "A 4 m x 3 m x 2.5 m insulated concrete box (200 mm mineral wool + 100 mm XPS) holding 48 t "
                  "of dry masonry sand. A thermocouple grid of 36 points logs the bed every minute. We went "
                  "through four configurations:"),
            ("table", [
                ["Config", "Charging", "Discharging"],
                ["S1", "bare sheathed elements laid in the sand", "6 plain steel air pipes"],
                ["S2", "elements inside steel sleeves (pipe) filled with sand", "6 plain steel air pipes"],
                ["S3", "elements in steel sleeves", "24 finned air tubes, 2 fans"],
                ["S4", "as S3, bed refilled with basalt gravel 10-20 mm", "24 finned tubes"],
            ]),
            ("h1", "How it went"),
            ("p", "S1: elements burned out after 9 nights - the thermocouples next to them read over 900 C "
                  "while the sand 30 cm away was at 180 C. The steel sleeves (S2) spread the heat and no "
                  "element failed, but the plain pipes could only pull 18 kW out of the bed, far below what "
                  "the greenhouse needs on a cold evening. S3 with finned tubes reached 42 kW and stored "
                  "1.24 MWh per night with 11% per day losses. Basalt gravel (S4) let air through better "
                  "but stored less heat per night, so we went back to sand."),
            ("p", "Over the S3 period the propane meter showed a 34% cut compared with the same weeks last "
                  "winter, degree-day corrected - short of the 40% goal because the bed could not be fully "
                  "charged on the coldest nights. A second bed or a higher element rating is next."),
        ])),
        ("sand_battery_cycles.xlsx", xlsx([
            ("cycles", [
                ["week of", "config", "nights", "avg stored MWh", "peak discharge kW", "idle loss %/day",
                 "hottest TC C", "note"],
                [D("2024-10-15"), "S1", 9, 1.02, 16, None, 930, "2 elements burned out night 9"],
                [D("2024-10-29"), "S2", 14, 1.18, "18 kW", "12%", 610, "discharge too slow"],
                [D("2024-11-19"), "S2", 7, 1.20, 18, "12%", 605, ""],
                [D("2024-12-10"), "S3", 14, 1.24, "42 kW", "11%", 590, "finned tubes in"],
                [D("2025-01-14"), "S3", 21, 1.22, 41, "11%", 600, "-31 C night Jan 21, not fully charged"],
                [D("2025-02-04"), "S4", 14, "0.71 MWh", 44, "13%", 640, "basalt - less stored"],
            ]),
            ("propane", [
                ["month", "litres 2023-24", "litres 2024-25", "config running", "change (DD corrected)"],
                ["December", 11800, 8100, "S3", "-31%"],
                ["January", 14200, 9100, "S3", "-36%"],
                ["S3 period total", 26000, 17200, "S3", "-34%"],
            ]),
            ("log", [
                ["date", "note"],
                [D("2024-08-20"), "concrete box poured, insulation on"],
                [D("2024-09-17"), "sand in (48 t), thermocouple grid wired"],
                [D("2024-10-15"), "S1 first charge"],
                [D("2024-10-29"), "S2 sleeves installed, elements replaced"],
                [D("2024-12-10"), "S3 finned tubes + 2 fans installed"],
                [D("2025-02-04"), "S4 basalt swap (3 days, rented loader)"],
                [D("2025-03-31"), "back to sand; Alain's test report received"],
            ]),
        ])),
        ("thermal_test_report_tremblay_eng.pdf", pdf(
            "Tremblay Énergie Conseil | Gatineau QC | Test report TEC-25-07", [
                ("title", "Thermal performance test - sand storage bed, Pontiac Fresh Greens"),
                ("p", "Client: Ian McBride. Tests witnessed January 14 to 28, 2025 (configuration S3). Report "
                      "issued March 31, 2025. Engineer: Alain Tremblay, ing."),
                ("p", "Method: energy in from the element circuit revenue meter; energy out from air flow "
                      "(pitot traverse) and inlet/outlet air temperature; bed energy from the 36-point "
                      "thermocouple grid and sand heat capacity 0.83 kJ/kg K measured on a sample."),
                ("table", [
                    ["Quantity", "Measured", "Target"],
                    ["Usable heat stored per night", "1.22 MWh", "1.2 MWh"],
                    ["Idle loss (24 h, no charge)", "11% per day", "under 15% per day"],
                    ["Peak discharge with 2 fans", "41 kW", "-"],
                    ["Round-trip efficiency", "79%", "-"],
                ]),
                ("p", "Remark: with the present 150 kW element rating the bed cannot be fully recharged in "
                      "the 8-hour off-peak window after a day with discharge above 30 kW, which explains the "
                      "shortfall in propane savings on the coldest days."),
            ])),
        ("location_outaouais_quote_Q-88317.pdf", pdf(
            "Location Outaouais Équipement | Quote / Soumission Q-88317", [
                ("title", "Equipment rental quote"),
                ("p", "Customer: Pontiac Fresh Greens Inc. Quote date: January 27, 2025. Valid 30 days."),
                ("table", [
                    ["Item", "Rate", "Qty", "Amount"],
                    ["Compact track loader 74 hp, 4-week rate", "$3,950.00", "1", "$3,950.00"],
                    ["Damage waiver (12%)", "", "", "$474.00"],
                    ["Delivery and pickup, Shawville", "$325.00", "2", "$650.00"],
                    ["Environmental fee", "", "", "$39.50"],
                    ["GST 5% / QST 9.975%", "", "", "$762.94"],
                    ["Total", "", "", "$5,876.44"],
                ]),
                ("p", "Fuel not included; unit returned with less than full tank billed at $2.40/L. "
                      "Operator not included."),
            ])),
    ],
    noise_files=["location_outaouais_quote_Q-88317.pdf"],
    not_entries=["2025-01-21", "2025-01-28"],
)
# ---------------------------------------------------------------------------
# C07 bake-from-frozen butter tarts for grocery: filling boil-over and sugar graininess in frozen storage
#     (bakery, Peterborough ON, 2025) - a packaging supplier's catalogue page pasted into the bakery notebook is
#     noise; house recipe (B1) boiled over and went grainy, invert syrup (B2) no graininess, + tapioca (B3) pasty,
#     par-baked shells with B2 filling (B4) met the targets; boil-over of B1/B2/B4 bound to their batches.
# ---------------------------------------------------------------------------
C07_CATALOGUE = """> ---- pasted from the Dufferin Foodpack catalogue (p. 42), for Carla's reorder ----
> BAKING - FOIL TART CUPS & TRAYS
> Item # FT-3014  3" fluted foil tart cup, 1 1/8" deep ........ case pack 2,000 ........ $118.40/cs
> Item # FT-3016  3.5" fluted foil tart cup ................... case pack 1,500 ........ $126.90/cs
> Item # PT-0612  6-cavity PET clamshell insert for FT-3014 ... case pack 400 .......... $88.00/cs
> Minimum order 5 cases. Free shipping on orders over $750 (Ontario, Quebec). Prices valid to end of quarter.
> ---- end of paste ----"""
case(
    {
        "name": "frozen_butter_tart_boilover_graininess",
        "question": "Hey there - we'd like lines 242/244/246 for our T661 and a logbook for the frozen butter "
                    "tart project. I've got my bakery notebook, the trial workbook and the e-mails with the "
                    "buyer at FreshWay.",
        "facts": {
            "242": [["under 5% boil-over", "5% boil-over"], ["6 months frozen"],
                    ["22 minutes"], ["no corn syrup"]],
            "244": [["invert syrup"], ["tapioca starch"], ["par-baked shells", "par-baked"],
                    ["freeze-thaw cycling"]],
            "246": [["31%"], ["grainy at 8 weeks"], ["pasty"], ["4%"]],
        },
        "dates": ["2025-01-13", "2025-01-20", "2025-01-27", "2025-02-03", "2025-02-10", "2025-02-24",
                  "2025-03-10", "2025-03-24", "2025-04-07", "2025-05-05"],
        "noise": ["FT-3016", "Minimum order 5 cases", "Free shipping"],
        "bindings": [
            {"value": "31%", "subject": "B1", "others": ["B2", "B3", "B4"]},
            {"value": "18%", "subject": "B2", "others": ["B1", "B3", "B4"]},
            {"value": "4%", "subject": "B4", "others": ["B1", "B2", "B3"]},
        ],
    },
    [
        ("bakery_notebook_carla.md", text("""
# Frozen butter tarts - Carla's notebook

Why: FreshWay wants our butter tarts in their freezer aisle, unbaked, so people bake them at home from frozen.
Their buyer's spec (Jan call): under 5% boil-over when baked from frozen in a home oven, no graininess after
6 months frozen, bake time 22 minutes at 375 F, and no corn syrup on the label (clean label). Our house recipe
is made to be baked fresh and eaten in 3 days - never been frozen raw.

Big questions: why does the filling boil out of a frozen tart (shell thaws slower than filling? air in the
filling?) and what stops the brown sugar crystallizing in the freezer without corn syrup, which is exactly
what corn syrup is there for.

**Mon Jan 13 2025** - B1 = house recipe (brown sugar, butter, eggs, corn syrup, raisins), 120 tarts made raw
and frozen. 24 baked from frozen in the test oven (home range, 375 F, 22 minutes): 31% boiled over. Boil-over
= filling on the foil or the tray.

**Jan 20** - B2 = corn syrup replaced 1:1 with invert syrup (from the sugar refinery, 72 brix). Filling a bit
thinner. 24 baked from frozen: 18% boil-over.

**Jan 27** - B3 = B2 + 2% tapioca starch to thicken. Boil-over down to 9%. Put all batches into the chest
freezer for the storage test + freeze-thaw cycling (Kevin's idea: 5 cycles -18 to -5 C to fake a grocery
store's freezer defrost and a drive home).

""" + C07_CATALOGUE + """

**Feb 3** - B4 = par-baked shells (blind-bake 8 min at 400 F, cooled, then frozen), B2 filling, no starch.
Idea: a set shell bakes faster from frozen so the filling does not bubble out before the crust sets.
24 baked: 4% boil-over (1 tart).

**Feb 10** - taste panel on fresh bakes: B3 "pasty", "like pudding" - 7 of 10 didn't like it. Starch is out.

**Mar 24** - 8 weeks storage check: B1 grainy at 8 weeks (sugar crystals you can feel), B2 and B4 smooth.
Freeze-thaw cycled samples same story. So invert syrup is doing it.

**May 5** - 16 week check fine for B4. Sent FreshWay the summary; 6 month check due in July.
""")),
        ("butter_tart_trials_2025.xlsx", xlsx([
            ("bakes", [
                ["date", "batch", "recipe", "tarts baked from frozen", "boil-over count", "boil-over %",
                 "bake time min", "centre set?"],
                [D("2025-01-13"), "B1", "house, corn syrup", 24, 7, "31%", 22, "yes"],
                [D("2025-01-20"), "B2", "invert syrup 1:1", 24, 4, "18%", 22, "soft centre"],
                [D("2025-01-27"), "B3", "B2 + 2% tapioca starch", 24, 2, "9%", 22, "yes"],
                [D("2025-02-03"), "B4", "par-baked shells + B2 filling", 24, 1, "4%", 22, "yes"],
                [D("2025-02-24"), "B4", "repeat with production shells", 48, 2, "4%", 22, "yes"],
            ]),
            ("storage", [
                ["check date", "weeks at -18 C", "B1", "B2", "B3", "B4", "freeze-thaw (5 cycles)"],
                [D("2025-02-24"), 4, "smooth", "smooth", "smooth", "smooth", "B1 slight grain"],
                [D("2025-03-24"), 8, "grainy", "smooth", "smooth", "smooth", "B1 grainy"],
                [D("2025-05-05"), 16, "grainy, dull", "smooth", "-", "smooth", "B2/B4 smooth"],
            ]),
        ])),
        ("emails_freshway_buyer.txt", text("""
From: Nadia Kowal <nkowal@freshwaygrocers.ca>
To: Carla Fenwick <carla@kawarthatarts.ca>
Date: Mon, 13 Jan 2025 10:02:44 -0500
Subject: frozen butter tarts - spec

Hi Carla, as discussed: for a frozen unbaked SKU we need under 5% boil-over in our home-oven test, stable
for 6 months frozen with no graininess, 22 minutes bake at 375 F, and no corn syrup in the ingredient list
(our clean-label banner). Can you get us samples by spring?

Nadia

-----
From: Carla Fenwick
To: Nadia Kowal
Date: Mon, 10 Mar 2025 15:40:19 -0400
Subject: RE: frozen butter tarts - spec

Nadia, update: the par-baked shell with an invert syrup filling is at 4% boil-over, and nothing grainy so far.
The starch-thickened version was too pasty for our panel so it's dropped. The house recipe went grainy
in storage, as we expected. Samples of B4 on April 7 if that works.

Carla

-----
From: Nadia Kowal
To: Carla Fenwick
Date: Mon, 7 Apr 2025 16:55:03 -0400
Subject: RE: frozen butter tarts - spec

Got the samples today, thanks. QA will run our oven test. We will still need the 6 month check before listing.

Nadia
""")),
    ],
    noise_spans={"bakery_notebook_carla.md": [C07_CATALOGUE]},
)
# ---------------------------------------------------------------------------
# C08 resin-grouted rebar bolts in permafrost rock (ground support contractor at a Nunavut underground gold mine,
#     2024) - the pull-test table has three bolts per resin variant and R4 was run twice; a camp charter-flight
#     notice pasted in the e-mail thread is noise; cold-stored standard resin (R1) slipped, warmed cartridges
#     (R2) lost their heat, winter-grade resin (R3) gloved in 35 mm holes, winter resin in 33 mm holes (R4) met
#     12 tonnes; mean loads of R1/R3/R4 bound to their variants.
# ---------------------------------------------------------------------------
C08_CAMP = """=== CAMP NOTICE - posted by Site Services, forwarded to all contractors ===
Charter schedule change effective next rotation: Charter departs Winnipeg 06:00 Tuesdays (was Wednesdays),
via Rankin Inlet. Baggage limit 23 kg checked + 1 carry-on; overweight bags go on the next cargo run. Reminder:
this is a dry camp - alcohol and cannabis are confiscated at the airstrip. Bedding change Sundays.
=== end of notice ==="""
case(
    {
        "name": "permafrost_rebar_bolt_resin_cure",
        "question": "Need T661 lines 242, 244 and 246 and a logbook for the cold resin bolting work at Qamanirjuaq. "
                    "Attached: our memo, the pull test CSV, the test report from the geotech firm and the e-mails "
                    "with the mine's ground control engineer.",
        "facts": {
            "242": [["12 tonnes"], ["30 minutes after"], ["-7 °C"], ["without heating the holes"]],
            "244": [["winter-grade resin"], ["warmed cartridges", "heated sea-can"],
                    ["33 mm bit"], ["spin time"]],
            "246": [["3.1 t"], ["12.6 t"], ["gloving"], ["lost their heat"]],
        },
        "dates": ["2024-02-06", "2024-02-13", "2024-02-20", "2024-02-27", "2024-03-05", "2024-03-07",
                  "2024-03-19", "2024-04-02"],
        "noise": ["Charter departs", "Baggage limit", "dry camp"],
        "bindings": [
            {"value": "3.1 t", "subject": "R1", "others": ["R2", "R3", "R4"]},
            {"value": "10.4 t", "subject": "R3", "others": ["R1", "R2", "R4"]},
            {"value": "12.6 t", "subject": "R4", "others": ["R1", "R2", "R3"]},
        ],
    },
    [
        ("cold_resin_bolting_memo.docx", docx([
            ("title", "Resin rebar bolts in frozen ground - trial memo"),
            ("p", "Kivalliq Ground Support Ltd. For: Qamanirjuaq Mine ground control. By: Sean Okalik, "
                  "bolting superintendent. April 2, 2024."),
            ("h1", "Problem"),
            ("p", "The decline and the 150 level are in permafrost; rock at the face is at -7 °C year round. "
                  "Our standard polyester resin cartridges (30 s / 5 min) are made for rock above 0 C. In the "
                  "cold the fast resin does not gel in time and bolts installed at the face can be pulled "
                  "out by hand an hour later. Mine standard: a 2.4 m #7 rebar bolt must hold 12 tonnes in a "
                  "pull test 30 minutes after install, so the jumbo can move on. Heating the rock is not "
                  "allowed (it would thaw the ice-rich ground), so it has to be done without heating the holes."),
            ("p", "The supplier's cold-weather data goes down to +2 C. We did not know whether any resin "
                  "and cartridge handling would set in -7 °C rock inside 30 minutes, or how hole size and "
                  "spin time interact with a stiffer cold resin."),
            ("h1", "Variants"),
            ("table", [
                ["Variant", "Resin", "Cartridge storage", "Bit", "Spin time"],
                ["R1", "standard 30 s fast / 5 min slow", "stored underground (-5 C)", "35 mm", "10 s"],
                ["R2", "standard", "warmed cartridges: kept in a heated sea-can at +15 C until use",
                 "35 mm", "10 s"],
                ["R3", "winter-grade resin (low-temp catalyst)", "stored underground", "35 mm", "15 s"],
                ["R4", "winter-grade resin", "stored underground", "33 mm bit", "15 s"],
            ]),
            ("p", "Three bolts per variant were pulled 30 minutes after install with a hollow ram jack; R4 "
                  "was repeated on a second shift with a different operator. See the test CSV and the "
                  "Permafrost Geotechnique report."),
            ("h1", "Outcome"),
            ("p", "R1 slipped at a mean of 3.1 t. Warmed cartridges (R2) helped at first, but they lost their "
                  "heat within 3-4 minutes in a cold hole and the mean was 7.8 t. The winter resin (R3) set, "
                  "but in 35 mm holes the cartridge film was not shredded (gloving) on 2 of 3 bolts and the "
                  "mean was 10.4 t. The tighter annulus with the 33 mm bit (R4) mixed properly: mean 12.6 t "
                  "over six bolts on two shifts. R4 is now the standard for the cold headings."),
            ("p", "Open point: bolts were only tested at 30 minutes. Long-term creep of resin in frozen "
                  "rock is not known; 28-day pulls are planned."),
        ])),
        ("pull_tests_Q1_2024.csv", text("""
date,variant,bolt_id,location,rock_temp_C,hole_mm,spin_s,pull_t_at_30min,failure,comment
2024-02-13,R1,B01,150L drift 3,-7.2,35,10,2.6,slip,resin soft
2024-02-13,R1,B02,150L drift 3,-7.0,35,10,3.4,slip,
2024-02-13,R1,B03,150L drift 3,-7.1,35,10,3.3,slip,
2024-02-20,R2,B04,150L drift 3,-6.9,35,10,7.2,slip,cartridges from sea-can
2024-02-20,R2,B05,150L drift 3,-7.0,35,10,8.6,slip,
2024-02-20,R2,B06,150L drift 3,-7.2,35,10,7.6,slip,waited 4 min before spin
2024-02-27,R3,B07,decline 14,-6.8,35,15,10.9,slip,gloving on pull-out
2024-02-27,R3,B08,decline 14,-7.0,35,15,9.8,slip,gloving
2024-02-27,R3,B09,decline 14,-6.9,35,15,10.5,held to 10.5 (jack limit set),
2024-03-05,R4,B10,decline 14,-7.1,33,15,12.8,held,
2024-03-05,R4,B11,decline 14,-7.0,33,15,12.1,held,
2024-03-05,R4,B12,decline 14,-7.2,33,15,13.0,held,
2024-03-07,R4,B13,150L drift 5,-7.4,33,15,12.4,held,night shift - operator K.T.
2024-03-07,R4,B14,150L drift 5,-7.3,33,15,12.9,held,
2024-03-07,R4,B15,150L drift 5,-7.3,33,15,12.4,held,
""")),
        ("PGI_pull_test_report_24-113.pdf", pdf(
            "Permafrost Geotechnique Inc. | Yellowknife NT | Report 24-113", [
                ("title", "Pull tests of resin-grouted rebar in frozen rock - Qamanirjuaq Mine"),
                ("p", "Client: Kivalliq Ground Support Ltd. Tests witnessed February 13 to March 7, 2024. Report "
                      "date: March 19, 2024. Jack and gauge calibrated, certificate C-2291."),
                ("table", [
                    ["Variant", "Bolts", "Loads at 30 min (t)", "Mean", "Meets 12 t?"],
                    ["R1", "3", "2.6 / 3.4 / 3.3", "3.1 t", "no"],
                    ["R2", "3", "7.2 / 8.6 / 7.6", "7.8 t", "no"],
                    ["R3", "3", "10.9 / 9.8 / 10.5", "10.4 t", "no"],
                    ["R4 (run 1)", "3", "12.8 / 12.1 / 13.0", "12.6 t", "yes"],
                    ["R4 (run 2)", "3", "12.4 / 12.9 / 12.4", "12.6 t", "yes"],
                ]),
                ("p", "Observations: on R3 bolts B07 and B08 the extracted bolts carried unbroken cartridge "
                      "film (gloving), showing the resin was not mixed in the 35 mm annulus. All R4 bolts held "
                      "to the 12 t proof load without displacement over 2 mm. The spread between the two R4 "
                      "runs (different operators and headings) is small, which indicates the method is "
                      "repeatable."),
            ])),
        ("emails_ground_control_mine.txt", text("""
From: Sean Okalik <sokalik@kivalliqground.ca>
To: Maya Rensburg <mrensburg@qamanirjuaqmine.com>
Date: Tue, 6 Feb 2024 05:42:10 -0600
Subject: cold resin trial plan

Maya, as agreed: 4 variants x 3 bolts, pull at 30 min, target 12 t. First pulls next Tuesday on 150L drift 3.
Supplier is flying in the winter-grade resin on the cargo run. No heating of holes, understood.

Sean

-----
From: Maya Rensburg
To: Sean Okalik
Date: Tue, 20 Feb 2024 18:21:37 -0600
Subject: RE: cold resin trial plan

Sean, saw the R1 numbers. Please have the crew note how long the warmed cartridges sit before spinning - I
suspect they are cold again by the time they're in the hole.

""" + C08_CAMP + """

Maya

-----
From: Sean Okalik
To: Maya Rensburg
Date: Tue, 19 Mar 2024 12:05:58 -0600
Subject: RE: cold resin trial plan - report

Maya, PGI report attached. R4 (winter resin, 33 mm) held 12 t on all six bolts over two shifts. I'd like to
switch the cold headings to R4 from the next rotation.

Sean
""")),
    ],
    noise_spans={"emails_ground_control_mine.txt": [C08_CAMP]},
)
# ---------------------------------------------------------------------------
# C09 dry (no gypsum concrete) floor assembly for wood-frame condos meeting impact and airborne sound targets
#     (builder, Kelowna BC, 2023-24) - an industry association newsletter in the folder is noise; gypcrete
#     reference (F1), double OSB + rubber (F2) worst, sand-filled honeycomb panels (F3) close, F3 + resilient
#     channel ceiling (F4) met the targets; heel-drop thud not captured by FIIC; FIIC of F2/F3/F4 bound.
# ---------------------------------------------------------------------------
case(
    {
        "name": "condo_dry_floor_impact_sound",
        "question": "Good morning, please draft lines 242, 244 and 246 of the T661 and a logbook for our "
                    "floor assembly acoustic project. I'm attaching our internal summary, the test results "
                    "workbook, the acoustic consultant's field report and the builders' newsletter.",
        "facts": {
            "242": [["FIIC 55"], ["ASTC 50"], ["under 40 kg/m²", "40 kg/m²"], ["one day"]],
            "244": [["honeycomb panels", "honeycomb panel"], ["resilient channel"], ["10 mm rubber"],
                    ["tapping machine"]],
            "246": [["FIIC 45"], ["FIIC 58"], ["heel drops"], ["sand settled"]],
        },
        "dates": ["2023-09-12", "2023-10-03", "2023-10-24", "2023-11-14", "2023-11-28", "2024-01-16",
                  "2024-01-30", "2024-02-20", "2024-03-12"],
        "noise": ["Member spotlight", "Golf tournament", "Unsubscribe"],
        "bindings": [
            {"value": "FIIC 45", "subject": "F2", "others": ["F1", "F3", "F4"]},
            {"value": "FIIC 54", "subject": "F3", "others": ["F1", "F2", "F4"]},
            {"value": "FIIC 58", "subject": "F4", "others": ["F1", "F2", "F3"]},
        ],
    },
    [
        ("floor_assembly_internal_summary.docx", docx([
            ("title", "Dry floor assembly for six-storey wood frame - internal summary"),
            ("p", "Sunridge Homes Ltd., Kelowna BC. Construction technology group (Mark Dhillon, Ana Ribeiro). "
                  "March 12, 2024."),
            ("h1", "Objective"),
            ("p", "On our wood-frame condos the floors get 38 mm of gypsum concrete (gypcrete) for sound. It "
                  "adds weight, needs a sub-trade, and takes 5-7 days to dry before flooring, which holds up "
                  "every floor above. We wanted a dry assembly that passes the strata-buyer standard we "
                  "advertise - FIIC 55 and ASTC 50 measured in the field - at under 40 kg/m² for the "
                  "topping layers, installed by our own framers in one day per suite."),
            ("h1", "Technical uncertainty"),
            ("p", "Lab ratings for underlayments are on concrete slabs; on a light wood joist floor the "
                  "numbers do not carry over, and flanking through walls and the ceiling controls the field "
                  "result. There was no published field data for dry, sand-filled toppings on 302 mm "
                  "I-joists at 19.2 in. spacing. We did not know which combination of mass, decoupling and "
                  "ceiling detail would reach FIIC 55 without the gypcrete mass."),
            ("h1", "Assemblies tested (Lakeshore Terrace, 3rd floor mock-up suites)"),
            ("table", [
                ["ID", "Topping", "Ceiling below"],
                ["F1", "38 mm gypcrete on 6 mm mat (our current)", "2 layers 16 mm type X on RC"],
                ["F2", "second layer of 19 mm OSB glued + 10 mm rubber underlayment", "2 layers 16 mm on RC"],
                ["F3", "30 mm honeycomb panels filled with dry sand, on 10 mm rubber", "2 layers 16 mm on RC"],
                ["F4", "F3 topping", "resilient channel at 16 in. with isolation clips at walls, 3 layers"],
            ]),
            ("p", "Each assembly was finished with the same 8 mm vinyl plank. Tests were done by Okanagan "
                  "Acoustics with a standard tapping machine (ASTM E1007) and a loudspeaker for ASTC "
                  "(ASTM E336), plus a rubber-ball drop to imitate heel drops."),
            ("h1", "Results and lessons"),
            ("p", "F2 was lightest and fastest but only reached FIIC 45 - far short. F3 got to FIIC 54 at "
                  "34 kg/m² and ASTC 52. Only F4 passed both: FIIC 58, ASTC 54, one-day install confirmed "
                  "on the second mock-up. Two things we learned the hard way: the sand settled toward "
                  "the low side of the panels on a floor out of level by 6 mm, leaving thin spots that tested "
                  "3 points worse, so panels now get a levelling check first; and FIIC does not capture "
                  "low-frequency thud from heel drops - the ball test was worse on F3 and F4 than on "
                  "gypcrete, and buyers notice that. That part is not solved."),
        ])),
        ("floor_tests_lakeshore.xlsx", xlsx([
            ("field results", [
                ["test date", "assembly", "suite", "FIIC", "ASTC", "ball drop 63 Hz dB", "topping kg/m2",
                 "comment"],
                [D("2023-10-24"), "F1", "304 over 204", "FIIC 53", "ASTC 51", 71, 68, "gypcrete reference"],
                [D("2023-11-14"), "F2", "306 over 206", "FIIC 45", "ASTC 47", 78, 19, "lightest, fails"],
                [D("2024-01-16"), "F3", "308 over 208", "FIIC 54", "ASTC 52", 76, 34, "floor 6 mm out of level"],
                [D("2024-01-30"), "F3", "308 over 208", "FIIC 51", "ASTC 52", 76, 34, "after sand settled - retest"],
                [D("2024-02-20"), "F4", "310 over 210", "FIIC 58", "ASTC 54", 74, 34, "passes both"],
            ]),
            ("install log", [
                ["date", "task", "crew hours"],
                [D("2023-09-12"), "mock-up suites framed; plan agreed with Okanagan Acoustics", None],
                [D("2023-10-03"), "F1 gypcrete poured (drying 6 days)", 14],
                [D("2023-11-28"), "F3 panels + sand laid in 308", 9.5],
                [D("2024-02-20"), "F4 second mock-up in 310, one day", 8],
            ]),
        ])),
        ("okanagan_acoustics_field_report.pdf", pdf(
            "Okanagan Acoustics Ltd. | Field sound transmission report OA-2402", [
                ("title", "Field impact and airborne sound tests - Lakeshore Terrace mock-ups"),
                ("p", "For Sunridge Homes Ltd. Tests on October 24 and November 14, 2023, and January 16, "
                      "January 30 and February 20, 2024. Report issued March 12, 2024."),
                ("p", "Impact sound per ASTM E1007 with a calibrated tapping machine in 4 positions; airborne per "
                      "ASTM E336. Low-frequency impact was checked with a 2.5 kg rubber ball dropped from 1 m "
                      "(JIS A 1418-2 method, for information only)."),
                ("table", [
                    ["Assembly", "FIIC", "ASTC", "Ball drop Lmax 63 Hz"],
                    ["F1 gypcrete", "FIIC 53", "ASTC 51", "71 dB"],
                    ["F2 OSB + rubber", "FIIC 45", "ASTC 47", "78 dB"],
                    ["F3 sand honeycomb", "FIIC 54 (51 on retest)", "ASTC 52", "76 dB"],
                    ["F4 F3 + resilient channel", "FIIC 58", "ASTC 54", "74 dB"],
                ]),
                ("p", "Comment: F4 meets the FIIC 55 / ASTC 50 design goal. All dry assemblies give louder "
                      "low-frequency impact than the gypcrete reference; FIIC is not sensitive to this range."),
            ])),
        ("okanagan_builders_exchange_news_feb2024.md", text("""
# The Builders' Exchange - Okanagan edition, February 2024

**In this issue:** spring permit backlog, new step code deadlines, safety stand-down, member news

## Member spotlight: Valleyview Glazing turns 25
From a two-truck shop in Vernon to 60 staff - we sat down with founder Rita Koenig to talk windows, workforce
and why she still does estimates on paper.

## Save the date: annual Golf tournament
Gallagher's Canyon, June 14. Foursomes $900, hole sponsorships available. Proceeds to the trades bursary.

## Plan room
New tenders this month: Lake Country fire hall addition, Peachland water treatment upgrade.

*You receive this because your company is a member. Unsubscribe | Update preferences*
""")),
    ],
    noise_files=["okanagan_builders_exchange_news_feb2024.md"],
)
# ---------------------------------------------------------------------------
# C10 even, thicker hand-wiped tin linings in copper cookware (coppersmith shop, Stratford ON, 2023) - no noise;
#     torch and cotton wipe (W1) thin at the rim, induction table (W2) better, organic flux (W3) dewetted,
#     induction + turntable wiper (W4) met thickness and time; minimum thickness of W1/W2/W4 bound.
# ---------------------------------------------------------------------------
case(
    {
        "name": "copper_pan_tin_lining_wipe_process",
        "question": "Hello, can you write T661 lines 242, 244 and 246 and a logbook for our tin lining "
                    "project? Files: Luc's shop notebook, the thickness readings, the lab report from "
                    "Conestoga and the e-mails with the lab.",
        "facts": {
            "242": [["at least 0.10 mm"], ["no bare spots"], ["under 12 minutes"], ["99.9% tin"]],
            "244": [["induction table", "induction"], ["zinc chloride"], ["turntable"], ["XRF"]],
            "246": [["0.03 mm"], ["0.11 mm"], ["dewetted"], ["yellowed"]],
        },
        "dates": ["2023-02-07", "2023-02-21", "2023-03-07", "2023-03-21", "2023-04-04", "2023-04-18",
                  "2023-05-02", "2023-05-16", "2023-05-30"],
        "noise": [],
        "bindings": [
            {"value": "0.03 mm", "subject": "W1", "others": ["W2", "W3", "W4"]},
            {"value": "0.06 mm", "subject": "W2", "others": ["W1", "W3", "W4"]},
            {"value": "0.11 mm", "subject": "W4", "others": ["W1", "W2", "W3"]},
        ],
    },
    [
        ("tinning_shop_notebook_luc.md", text("""
# Tinning - shop notebook (Luc)

Avon River Copperworks. We line our own pans and re-tin for about 30 restaurants. Wiped tin by hand: heat the
pan over the torch ring, flux, melt in a stick of 99.9% tin, wipe it around with a cotton pad. Problem: the
lining comes out 0.02-0.2 mm, thin at the rim and in the corner radius, thick puddle in the bottom. Chefs send
pans back in 2 years with copper showing at the rim.

Want: at least 0.10 mm everywhere (9 point check: 3 rim, 3 wall, corner, 2 bottom), no bare spots, under
12 minutes per 24 cm saute pan, and still pure tin - no lead, no nickel plating under it (chefs want real tin).
Nobody publishes how to control wiped tin thickness - it's a craft thing, every shop does it by feel. We don't
know if the thin rim is from the heat pattern (rim cooler than bottom) or the wiping, or both.

2023-02-07 Baseline W1, torch ring + cotton wipe, 6 pans. Rim min 0.03 mm, bottom up to 0.21. 18 min/pan.
Readings with the magnetic-induction gauge (calibrated on foil) - rough, lab will check with XRF.

2023-02-21 Built induction table: 5 kW hob with a copper-friendly plate (ferritic disc under the pan).
W2 = induction + cotton wipe: rim min 0.06 mm, 14 min/pan. More even heat.

2023-03-07 W3 = induction + organic flux (to get off zinc chloride, nasty fumes). Tin dewetted - beads up,
bare patches on walls on 5 of 6 pans. Back to zinc chloride, with better extraction hood instead.

2023-03-21 Made turntable: pan clamped on a slow rotating table (20 rpm) over the induction plate, wiper is a
fixed arm with a cotton pad on a spring. W4. First pans: rim min 0.09.

2023-04-04 W4 with wiper angled toward the rim, pad changed every pan. 6 pans: min 0.11 mm, 11 min/pan.
Two pans overheated (tried to go faster) - tin yellowed, oxide skin. Keep the plate under 280 C.

2023-04-18 Sent 3 W1 + 3 W4 pans to Conestoga for XRF mapping + bend test.

2023-05-16 Lab results in (see report). W4 confirmed.
""")),
        ("tin_thickness_readings.csv", text("""
date,method,pan,rim_min_mm,wall_min_mm,corner_mm,bottom_max_mm,bare_spots,minutes,note
2023-02-07,W1,P01-P06,0.03,0.05,0.04,0.21,2 of 6,18,torch + cotton
2023-02-21,W2,P07-P12,0.06,0.08,0.07,0.16,0,14,induction
2023-03-07,W3,P13-P18,n/a,n/a,n/a,0.14,5 of 6,15,organic flux - dewetted
2023-03-21,W4,P19-P22,0.09,0.10,0.10,0.14,0,12,turntable first try
2023-04-04,W4,P23-P28,0.11,0.12,0.11,0.15,0,11,wiper angled to rim
""")),
        ("conestoga_lab_report_CT-23-041.pdf", pdf(
            "Conestoga College | Materials Testing Lab | Report CT-23-041", [
                ("title", "Tin lining thickness and adhesion - copper saute pans"),
                ("p", "Client: Avon River Copperworks, Stratford ON. Samples received April 18, 2023; report "
                      "May 16, 2023. Analyst: J. Whitfield."),
                ("p", "Method: XRF coating thickness (Sn on Cu) at 9 points per pan; composition by XRF; "
                      "adhesion by 180 degree bend of a 20 mm strip cut from the wall, examined at 10x."),
                ("table", [
                    ["Method", "Pans", "Min. thickness (XRF)", "Max. thickness", "Sn %", "Bend test"],
                    ["W1", "3", "0.03 mm (rim)", "0.22 mm", "99.9", "no flaking"],
                    ["W4", "3", "0.11 mm (rim)", "0.15 mm", "99.9", "no flaking"],
                ]),
                ("p", "The gauge readings supplied by the client agree with XRF within 0.01 mm. No lead "
                      "detected (below 0.01%)."),
            ])),
        ("emails_conestoga_lab.txt", text("""
From: Luc Gagnon <luc@avonrivercopper.ca>
To: Jen Whitfield <jwhitfield@conestogac.on.ca>
Date: Tue, 4 Apr 2023 17:20:11 -0400
Subject: tin lining - XRF mapping?

Hi Jen, we're trying to get our wiped tin linings even. Could your lab map thickness on 6 pans (3 old method,
3 new) and do a bend test? I'd drop them off on the 18th.

Luc

-----
From: Jen Whitfield
To: Luc Gagnon
Date: Tue, 2 May 2023 09:48:36 -0400
Subject: RE: tin lining - XRF mapping?

Luc, XRF done on all six. Short version: new method minimum 0.11 mm, old 0.03 mm at the rim. Bend tests
next week, then the report.

Jen

-----
From: Luc Gagnon
To: Jen Whitfield
Date: Tue, 30 May 2023 13:02:40 -0400
Subject: RE: tin lining - report

Thanks Jen, report received. We've switched all re-tinning to the turntable as of this week.

Luc
""")),
    ],
)
# ============================================================================ end of cases

if __name__ == "__main__":
    main()
