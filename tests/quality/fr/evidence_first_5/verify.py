#!/usr/bin/env python3
"""Checks fr/evidence_first_5/cases.json against the files in this folder.

Run:  python3 verify.py        (after python3 make_files.py)
Needs: python-docx, openpyxl, pypdf.

Text is extracted the way a reader would get it (DOCX paragraphs + table rows, XLSX rows, PDF text, plain text
lines). NOISE below says which content is noise: whole files, or the paragraphs of a record file from a start
marker to the end of the file. Checks:
- files exist, 2-4 per case, at least two formats, content type matches the extension;
- facts: 3-4 per line, alternatives of at most 4 words, never repeated on two lines, and every alternative found
  in the record (non-noise) text;
- noise: every phrase found in the noise content and never in the record content;
- bindings: value and subject in the same record unit (row, line, paragraph or sentence);
- dates: sorted, unique, each found in the record text in some written form (ISO, jj/mm/aaaa, « 9 juin »,
  « 3 nov. », « lun. 9 déc. »);
- at least 5 cases carry noise.
Exits 1 on any problem.
"""
import datetime as dt
import json
import os
import re
import sys

from docx import Document
from openpyxl import load_workbook
from pypdf import PdfReader

HERE = os.path.dirname(os.path.abspath(__file__))
MIME = {
    "txt": "text/plain",
    "md": "text/markdown",
    "csv": "text/csv",
    "pdf": "application/pdf",
    "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
}
# case name -> {"files": noise files, "from": {record file: marker where its noise part starts}}
NOISE = {
    "fr_pain_sans_gluten_surgele": {"files": ["liste_prix_farines_2025.csv"]},
    "fr_thermopompe_co2_degivrage": {"files": ["offre_emploi_frigoriste.txt"]},
    "fr_fuites_aqueduc_correlation_pvc": {"files": ["contrat_licence_val-des-cedres.txt"]},
    "fr_plancher_bois_radiant_tuilage": {"files": ["texte_promo_collection_heritage.txt"]},
    "fr_ruches_hivernage_co2": {"files": ["soumission_deshumidificateurs.txt"]},
    "fr_galvanisation_acier_reactif": {"files": []},
    "fr_pieux_visses_soulevement_gel": {"files": [],
                                        "from": {"rapport_GL-24-117_pieux.pdf": "Offre de services"}},
    "fr_orthese_plantaire_tpu_fatigue": {"files": ["facture_filaments_3D.txt"]},
}
WHOLE = "\x00"  # tags the whole-text unit of a PDF
FR_MONTHS = ["janv(?:ier|\\.)?", "f[ée]vr(?:ier|\\.)?", "mars", "avr(?:il|\\.)?", "mai", "juin",
             "juil(?:let|\\.)?", "ao[ûu]t", "sept(?:embre|\\.)?", "oct(?:obre|\\.)?", "nov(?:embre|\\.)?",
             "d[ée]c(?:embre|\\.)?"]


def units_of(fname):
    p = os.path.join(HERE, fname)
    ext = fname.rsplit(".", 1)[1]
    if ext == "docx":
        d = Document(p)
        out = [para.text for para in d.paragraphs]
        for t in d.tables:
            out += [" | ".join(c.text for c in row.cells) for row in t.rows]
        return out
    if ext == "xlsx":
        out = []
        for ws in load_workbook(p).worksheets:
            for row in ws.iter_rows(values_only=True):
                out.append(" | ".join("" if v is None else str(v) for v in row))
        return out
    if ext == "pdf":
        txt = "\n".join(pg.extract_text() or "" for pg in PdfReader(p).pages)
        # paragraphs wrap over lines: the whole text comes first as one unit (for phrases cut by a line end),
        # then the lines (for rows and sentences)
        return [WHOLE + re.sub(r"\s+", " ", txt)] + txt.splitlines()
    with open(p, encoding="utf-8") as f:
        return f.read().splitlines()


def norm(s):
    return re.sub(r"\s+", " ", s).lower()


def date_found(iso, raw):
    d = dt.date.fromisoformat(iso)
    pats = [iso, rf"\b{d.day:02d}/{d.month:02d}/{d.year}",
            rf"\b{d.day}(?:er)? (?:{FR_MONTHS[d.month - 1]})(?!\w)"]
    return any(re.search(p, raw, re.I) for p in pats)


def main():
    data = json.load(open(os.path.join(HERE, "cases.json"), encoding="utf-8"))
    problems = []
    with_noise = 0
    for c in data["cases"]:
        name = c["name"]

        def bad(msg):
            problems.append(f"{name}: {msg}")

        cfg = NOISE.get(name)
        if cfg is None:
            bad("no NOISE entry in verify.py")
            continue
        files = [f["file"] for f in c["files"]]
        if not 2 <= len(files) <= 4:
            bad(f"{len(files)} files")
        if len({f.rsplit('.', 1)[1] for f in files}) < 2:
            bad("only one format")
        record, noise = [], []
        for f in c["files"]:
            fn = f["file"]
            if not os.path.exists(os.path.join(HERE, fn)):
                bad(f"missing {fn}")
                continue
            if f["contentType"] != MIME[fn.rsplit(".", 1)[1]]:
                bad(f"content type of {fn}")
            us = units_of(fn)
            if fn in cfg["files"]:
                noise += us
                continue
            marker = cfg.get("from", {}).get(fn)
            if marker:
                cut = next((i for i, u in enumerate(us) if marker.lower() in u.lower()), None)
                if cut is None:
                    bad(f"noise marker {marker!r} not in {fn}")
                else:
                    # PDFs also carry a whole-text unit first: cut it at the marker too
                    if fn.endswith(".pdf"):
                        whole = us[0]
                        k = whole.lower().find(marker.lower())
                        us = [whole[:k]] + us[1:]
                        noise.append(whole[k:])
                        cut = next(i for i, u in enumerate(us) if marker.lower() in u.lower())
                    noise += us[cut:]
                    us = us[:cut]
            record += us
        rec_blob = norm("\n".join(record))
        noise_blob = norm("\n".join(noise))

        seen = {}
        for line in ("242", "244", "246"):
            facts = c["facts"][line]
            if not 3 <= len(facts) <= 4:
                bad(f"{line}: {len(facts)} facts")
            for fact in facts:
                if not any(norm(a) in rec_blob for a in fact):
                    bad(f"{line}: no phrasing of {fact} in the record files")
                for a in fact:
                    if len(a.split()) > 4:
                        bad(f"{line}: alternative longer than 4 words {a!r}")
                    if norm(a) not in rec_blob:
                        bad(f"{line}: alternative {a!r} not in the record files")
                    if seen.setdefault(a.lower(), line) != line:
                        bad(f"alternative {a!r} on two lines")
        if c["noise"]:
            with_noise += 1
            if not 3 <= len(c["noise"]) <= 6:
                bad(f"{len(c['noise'])} noise phrases")
        elif cfg["files"] or cfg.get("from"):
            bad("noise content declared but no noise phrases")
        for ph in c["noise"]:
            if norm(ph) not in noise_blob:
                bad(f"noise {ph!r} not in the noise content")
            if norm(ph) in rec_blob:
                bad(f"noise {ph!r} also in the record content")
        for b in c["bindings"]:
            rows = [u for u in record if not u.startswith(WHOLE)]
            units = [norm(s) for u in rows for s in re.split(r"(?<=[.;!?])\s+", u)] + [norm(u) for u in rows]
            if not any(norm(b["value"]) in u and norm(b["subject"]) in u for u in units):
                bad(f"binding {b['value']!r} never next to {b['subject']!r}")
            for o in b["others"]:
                if norm(o) not in rec_blob:
                    bad(f"binding other {o!r} not in the files")
        ds = c["dates"]
        if ds != sorted(set(ds)):
            bad("dates not sorted/unique")
        raw = "\n".join(record)
        for iso in ds:
            if not date_found(iso, raw):
                bad(f"date {iso} not found in the record files")
        nfacts = sum(len(v) for v in c["facts"].values())
        print(f"{name}: {len(files)} files, {nfacts} facts, {len(ds)} dates, {len(c['noise'])} noise, "
              f"{len(c['bindings'])} bindings")
    if with_noise < 5:
        problems.append(f"only {with_noise} cases with noise")
    print(f"\n{len(data['cases'])} cases, {with_noise} with noise, {len(problems)} problem(s)")
    for p in problems:
        print("  !! " + p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
