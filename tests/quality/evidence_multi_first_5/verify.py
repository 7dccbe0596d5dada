#!/usr/bin/env python3
"""Small self-check of evidence_multi_first_5 (run from anywhere: python3 verify.py).

Extracts the text of every file with python-docx / openpyxl / pypdf (plain read for txt, md, csv) and checks:
- every fact (list of alternative phrasings) has at least one phrasing present in the case's files;
- every noise phrase is present, but only in the case's noise files (NOISE_FILES below), never in a record file;
- no fact phrasing is found only in a noise file;
- binding value, subject and others are present in the record files.
The fuller structural check (dates, counts, word limits) is ../check_cases.py.
"""
import json
import os
import re
import sys

from docx import Document
from openpyxl import load_workbook
from pypdf import PdfReader

HERE = os.path.dirname(os.path.abspath(__file__))

# Files that are pure noise (invoice, price list, quote, marketing, posting, newsletter).
NOISE_FILES = {
    "pea_protein_shred_melt_stretch": {"meltdown_sell_sheet_copy.txt"},
    "galvanized_trailer_frame_weld_porosity": {"prairie_steel_invoice_88412.pdf"},
    "lowbush_blueberry_harvester_head_loss": {"blue_patch_newsletter_aug2024.txt"},
    "punch_list_app_offline_sync_crdt": {"job_posting_senior_backend.txt"},
    "cold_weather_3dp_concrete_layer_bond": {"ridgeline_rental_rates_2024.csv"},
    "small_hydro_trash_rack_frazil_ice": set(),
    "compostable_coffee_pod_oxygen_barrier": {"pod_web_copy_draft.md"},
    "snow_crab_section_blackspot": {"reefer_quote_MQ-2291.txt"},
    "freezer_forklift_pedestrian_detection": set(),
    "canola_bin_aeration_controller": {"farmstead_price_list_fall2024.pdf"},
}


def extract(fname):
    p = os.path.join(HERE, fname)
    ext = fname.rsplit(".", 1)[1]
    if ext == "docx":
        d = Document(p)
        parts = [para.text for para in d.paragraphs]
        parts += [" | ".join(c.text for c in row.cells) for t in d.tables for row in t.rows]
        return "\n".join(parts)
    if ext == "xlsx":
        wb = load_workbook(p)
        return "\n".join(" | ".join("" if v is None else str(v) for v in row)
                         for ws in wb.worksheets for row in ws.iter_rows(values_only=True))
    if ext == "pdf":
        return "\n".join(pg.extract_text() or "" for pg in PdfReader(p).pages)
    with open(p, encoding="utf-8") as f:
        return f.read()


def norm(s):
    return re.sub(r"\s+", " ", s).lower()


def main():
    cases = json.load(open(os.path.join(HERE, "cases.json"), encoding="utf-8"))["cases"]
    bad = 0
    for c in cases:
        noise_files = NOISE_FILES[c["name"]]
        texts = {f["file"]: norm(extract(f["file"])) for f in c["files"]}
        record = " \n ".join(t for fn, t in texts.items() if fn not in noise_files)
        noise = " \n ".join(t for fn, t in texts.items() if fn in noise_files)
        errs = []
        nfacts = 0
        for line, facts in c["facts"].items():
            for alts in facts:
                nfacts += 1
                if not any(norm(a) in record for a in alts):
                    where = "only in noise" if any(norm(a) in noise for a in alts) else "missing"
                    errs.append(f"{line} fact {alts} {where}")
        for ph in c["noise"]:
            if norm(ph) not in noise:
                errs.append(f"noise {ph!r} not in a noise file")
            if norm(ph) in record:
                errs.append(f"noise {ph!r} appears in a record file")
        if c["noise"] and not noise_files:
            errs.append("noise phrases but no noise file declared")
        for b in c["bindings"]:
            for item in [b["value"], b["subject"], *b["others"]]:
                if norm(item) not in record:
                    errs.append(f"binding item {item!r} missing")
        status = "OK " if not errs else "BAD"
        print(f"{status} {c['name']}: {len(c['files'])} files, {nfacts} facts, {len(c['noise'])} noise, "
              f"{len(c['bindings'])} bindings, {len(c['dates'])} dates")
        for e in errs:
            print("    !! " + e)
        bad += len(errs)
    print(f"{len(cases)} cases, {bad} problem(s)")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
