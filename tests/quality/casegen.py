#!/usr/bin/env python3
"""Writers shared by the several-file evidence sets (evidence_multi, evidence_multi_first): each
set's make_files.py sets HERE to its folder, declares its cases with case(), and calls
write_cases(). Needs python-docx, openpyxl, reportlab (standard fonts only).
"""
import datetime as dt
import json
import os
from xml.sax.saxutils import escape

from docx import Document
from openpyxl import Workbook
from openpyxl.styles import Font
from reportlab.lib import colors
from reportlab.lib.pagesizes import letter
from reportlab.lib.styles import getSampleStyleSheet
from reportlab.lib.units import inch
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

# The folder the files are written to: set by each set's make_files.py.
HERE = None

MIME = {
    "txt": "text/plain",
    "md": "text/markdown",
    "csv": "text/csv",
    "pdf": "application/pdf",
    "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
}


def path(name):
    return os.path.join(HERE, name)


def write_text(name, text):
    with open(path(name), "w", encoding="utf-8", newline="\n") as f:
        f.write(text.strip("\n") + "\n")


def write_docx(name, blocks):
    """blocks: (kind, payload); kind in title,h1,h2,p,b,n,table."""
    doc = Document()
    for kind, payload in blocks:
        if kind == "title":
            doc.add_heading(payload, level=0)
        elif kind == "h1":
            doc.add_heading(payload, level=1)
        elif kind == "h2":
            doc.add_heading(payload, level=2)
        elif kind == "p":
            doc.add_paragraph(payload)
        elif kind == "b":
            doc.add_paragraph(payload, style="List Bullet")
        elif kind == "n":
            doc.add_paragraph(payload, style="List Number")
        elif kind == "table":
            rows = payload
            t = doc.add_table(rows=len(rows), cols=len(rows[0]))
            t.style = "Table Grid"
            for i, row in enumerate(rows):
                for j, cell in enumerate(row):
                    t.cell(i, j).text = str(cell)
                    if i == 0:
                        for r in t.cell(i, j).paragraphs[0].runs:
                            r.bold = True
        else:
            raise ValueError(kind)
    doc.save(path(name))


def write_pdf(name, blocks):
    ss = getSampleStyleSheet()
    body = ss["BodyText"]
    cell = ss["BodyText"].clone("cell", fontSize=8, leading=10)
    story = []
    for kind, payload in blocks:
        if kind == "title":
            story.append(Paragraph(escape(payload), ss["Title"]))
        elif kind == "h1":
            story.append(Paragraph(escape(payload), ss["Heading2"]))
        elif kind == "h2":
            story.append(Paragraph(escape(payload), ss["Heading3"]))
        elif kind == "p":
            story.append(Paragraph(escape(payload), body))
        elif kind == "b":
            story.append(Paragraph(escape(payload), body, bulletText="-"))
        elif kind == "table":
            rows = [[Paragraph(escape(str(c)), cell) for c in r] for r in payload]
            t = Table(rows, repeatRows=1)
            t.setStyle(TableStyle([
                ("GRID", (0, 0), (-1, -1), 0.4, colors.grey),
                ("BACKGROUND", (0, 0), (-1, 0), colors.lightgrey),
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ]))
            story.append(t)
            story.append(Spacer(1, 6))
        elif kind == "space":
            story.append(Spacer(1, payload))
        else:
            raise ValueError(kind)
    SimpleDocTemplate(path(name), pagesize=letter, leftMargin=0.8 * inch,
                      rightMargin=0.8 * inch, topMargin=0.8 * inch,
                      bottomMargin=0.8 * inch).build(story)


def write_xlsx(name, sheets, date_format="yyyy-mm-dd"):
    """sheets: list of (title, rows). datetime.date cells get a date format."""
    wb = Workbook()
    wb.remove(wb.active)
    for title, rows in sheets:
        ws = wb.create_sheet(title)
        for r in rows:
            ws.append(list(r))
        for c in ws[1]:
            c.font = Font(bold=True)
        for row in ws.iter_rows(min_row=2):
            for c in row:
                if isinstance(c.value, (dt.date, dt.datetime)):
                    c.number_format = date_format
        for col in ws.columns:
            width = max(len(str(c.value)) if c.value is not None else 0 for c in col)
            ws.column_dimensions[col[0].column_letter].width = min(max(10, width + 2), 60)
    wb.save(path(name))


def D(s):
    return dt.date.fromisoformat(s)


CASES = []


def case(meta, files):
    """files: list of (file name, writer callable)."""
    for fname, writer in files:
        writer(fname)
    entry = dict(meta)
    entry["files"] = [{"file": f, "contentType": MIME[f.rsplit(".", 1)[1]]} for f, _ in files]
    order = ["name", "question", "files", "facts", "dates", "noise", "bindings"]
    CASES.append({k: entry[k] for k in order})


def text(body):
    return lambda name: write_text(name, body)


def docx(blocks):
    return lambda name: write_docx(name, blocks)


def pdf(blocks):
    return lambda name: write_pdf(name, blocks)


def xlsx(sheets, **kw):
    return lambda name: write_xlsx(name, sheets, **kw)


def write_cases():
    with open(path("cases.json"), "w", encoding="utf-8") as f:
        f.write('{"cases": [\n')
        f.write(",\n".join("  " + json.dumps(c, ensure_ascii=False) for c in CASES))
        f.write("\n]}\n")
    print(f"{len(CASES)} cases written")
