#!/usr/bin/env python3
"""Checks fr/evidence_first_17/cases.json against the files in this folder.

Adapted from fr/evidence_first_16/verify.py (same rules: a period « du 2 au 4 décembre » is ONE dated entry,
listed by its first day only; « mar. 11 » at the start of a line under a month header line « ## Février 2025 » is
a dated entry of that month and its weekday must match; the question may be in French or in English, and
"language" is the question's language). Changes from fr/evidence_first_16: NOISE below (a whole noise file in
seven cases, and in five cases a noise passage hidden inside a record file - e-mails, a dev journal, a barn
notebook, and two weekly-report DOCX files: sections are now allowed in DOCX files too, paragraph by paragraph);
every case must carry noise content, at least 3 cases a hidden noise section and at least 3 a noise file; at
least 3 cases must hold weekly reports (« rapport hebdomadaire ») in their record files; 2-4 files per case
(check_cases.py's range; the cases use 3 or 4); 3-4 facts per line and 3-4 noise phrases per case.

Run:  python3 verify.py        (after python3 make_files.py)
Needs: python-docx, openpyxl, and pdftotext (poppler-utils) or else pypdf.

Text is extracted the way a reader would get it (DOCX paragraphs + table rows, XLSX rows of every sheet, PDF text
from pdftotext - the whole text as one unit plus the lines of the -layout text - or from pypdf when pdftotext is
missing, plain text lines). NOISE below says which content is noise: whole files, or sections of a record text
or DOCX file (from a start marker line/paragraph to an end marker line/paragraph, or to the end of the file).
Checks:
- keys, unique names, language "fr" ("en" when the question is asked in English: it starts with Hi or Hello),
  a French or English question that names the lines 242, 244 and 246;
- files exist, 2-4 per case, mixed formats (at least two, at least three when a case has 3 or more files),
  content type matches the extension; every case has noise content; noise files listed in NOISE belong to the
  case;
- facts: 3-4 per line, alternatives of at most 4 words, never repeated on two lines, and every alternative
  found in the record (non-noise) text;
- noise: 3-4 phrases; each found in the noise content and never in the record content;
- bindings: 1-3 per case; value and subject in the same record unit (row, line, paragraph or sentence); the value
  never sits in a unit that names one of the "others" without naming the subject; every "other" is in the record
  files;
- dates: sorted, unique, each found in the record text in some written form (ISO, jj/mm/aaaa, « 9 juin »,
  « 3 nov. », « lun 9 déc », « lun. 14/04 » / « lundi 17/03 » (jj/mm after a weekday), or the first day of a
  range « du 24 au 26 mars »); and every date written in the record text is in the list (no dated entry left
  out; a range counts by its first day only); 6-16 dates per case;
- weekdays: a weekday written before a day and month (« lundi 7 avril », « jeu. 27 févr », « lun. 14/04 »)
  matches the listed date with that day and month;
- set: the record texts of the set, taken together, use every wanted date form: ISO, jj/mm/aaaa, « 3 mars 2025 »,
  « le 2 juin », a weekday with its date, « lun. 14/04 », « semaine du 10 mars », a range « du 9 au 12 juin »,
  « mar. 11 » under a month header.
Prints per-case counts and the totals. Exits 1 on any problem.
"""
import datetime as dt
import json
import os
import re
import shutil
import subprocess
import sys

from docx import Document
from openpyxl import load_workbook

HERE = os.path.dirname(os.path.abspath(__file__))
MIME = {
    "txt": "text/plain",
    "md": "text/markdown",
    "csv": "text/csv",
    "pdf": "application/pdf",
    "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
}
# case name -> {"files": noise files, "sections": {record text file: [(start marker, end marker or None)]}}
# A section runs from the first line holding the start marker up to (not including) the first later line holding
# the end marker, or to the end of the file.
NOISE = {
    "fr_bagels_four_bois_fendus_congelation": {"files": ["offre_emploi_boulanger_nuit_2025.txt"]},
    "fr_fraises_serre_hiver_del_pollinisation": {
        "files": [],
        "sections": {"courriels_FS-24.txt": [("Début du message réexpédié", "-----")]},
    },
    "fr_cabanes_peche_blanche_givre_interieur": {
        "files": ["soumission_Pourvoirie_Lac-Kenogami_S-0119.pdf"],
        "sections": {"rapports_hebdomadaires_CP-25.docx": [("Texte promo pour le Salon", "Rapport hebdomadaire")]},
    },
    "fr_horaires_quarts_infirmiers_convention": {
        "files": ["facture_NuageBoreal_F-77812.pdf"],
        "sections": {"journal_dev_HQ-24.md": [("Offre d'emploi à publier", "### ")]},
    },
    "fr_tofu_soya_quebecois_rendement_fermete": {"files": ["liste_prix_distributeurs_2025.csv"]},
    "fr_patins_traineau_chiens_glisse_grand_froid": {
        "files": ["facture_Plastiques_Laurentides_F-5531.pdf"],
        "sections": {"rapports_hebdomadaires_TC-24.docx": [("Note RH", "Rapport hebdomadaire")]},
    },
    "fr_baume_levres_sapin_baumier_granuleux": {"files": ["texte_promo_baumes_hiver_2025.docx"]},
    "fr_ventilation_poulailler_ammoniac_hiver": {
        "files": ["infolettre_Eleveurs_volailles_Beauce_hiver_2025.txt"],
        "sections": {"carnet_poulailler_VP-24.md": [("Note de service", "### ")]},
    },
}
WHOLE = "\x00"  # tags the whole-text unit of a PDF
FR_MONTHS = ["janv(?:ier|\\.)?", "f[ée]vr(?:ier|\\.)?", "mars", "avr(?:il|\\.)?", "mai", "juin",
             "juil(?:let|\\.)?", "ao[ûu]t", "sept(?:embre|\\.)?", "oct(?:obre|\\.)?", "nov(?:embre|\\.)?",
             "d[ée]c(?:embre|\\.)?"]
FR_SCAN = {"janv": 1, "févr": 2, "fevr": 2, "mars": 3, "avr": 4, "mai": 5, "juin": 6, "juil": 7, "août": 8,
           "aout": 8, "sept": 9, "oct": 10, "nov": 11, "déc": 12, "dec": 12}
MONTH_ALT = "janv|févr|fevr|mars|avr|mai|juin|juil|août|aout|sept|oct|nov|déc|dec"
DATE_SCAN = re.compile(
    r"\b(20\d\d)-(\d\d)-(\d\d)\b|\b(\d\d)/(\d\d)/(20\d\d)\b|"
    rf"\b(\d{{1,2}})(?:er)? ({MONTH_ALT})\w*\.?(?!\w)|"
    rf"\bdu (\d{{1,2}})(?:er)? au \d{{1,2}} ({MONTH_ALT})\w*\.?(?!\w)",
    re.I)
WEEKDAYS = {"lun": 0, "mar": 1, "mer": 2, "jeu": 3, "ven": 4, "sam": 5, "dim": 6}
WEEKDAY_SCAN = re.compile(
    rf"\b(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lun|mar|mer|jeu|ven|sam|dim)\.? "
    rf"(\d{{1,2}})(?:er)? ({MONTH_ALT})\w*\.?(?!\w)", re.I)
SHORT_SCAN = re.compile(
    r"\b(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lun|mar|mer|jeu|ven|sam|dim)\.? (\d\d)/(\d\d)(?!/\d)",
    re.I)
FORMS = {
    "ISO 2025-04-03": r"\b20\d\d-\d\d-\d\d\b",
    "17/04/2025": r"\b\d\d/\d\d/20\d\d\b",
    "3 mars 2025": rf"\b\d{{1,2}}(?:er)? (?:{MONTH_ALT})\w* 20\d\d\b",
    "le 2 juin": rf"\ble \d{{1,2}}(?:er)? (?:{MONTH_ALT})\w*\.?(?! 20\d\d)(?!\w)",
    "lundi 7 avril": rf"\b(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) \d{{1,2}}(?:er)? (?:{MONTH_ALT})",
    "lun. 14/04": r"\b(?:lun|mar|mer|jeu|ven|sam|dim)\.? \d\d/\d\d(?!/\d)",
    "semaine du 10 mars": rf"\bsemaine du \d{{1,2}}(?:er)? (?:{MONTH_ALT})",
    "du 9 au 12 juin": rf"\bdu \d{{1,2}}(?:er)? au \d{{1,2}} (?:{MONTH_ALT})",
    "mar. 11 (under a month header)": r"(?m)^[\s#*>-]*(?:lun|mar|mer|jeu|ven|sam|dim)\.? \d{1,2}\b(?!\s*/)",
}
KEYS = ["name", "question", "language", "files", "facts", "dates", "noise", "bindings"]


def pdf_units(p):
    if shutil.which("pdftotext"):
        raw = subprocess.run(["pdftotext", "-enc", "UTF-8", p, "-"], capture_output=True, text=True,
                             check=True).stdout
        lay = subprocess.run(["pdftotext", "-enc", "UTF-8", "-layout", p, "-"], capture_output=True, text=True,
                             check=True).stdout
    else:
        from pypdf import PdfReader
        raw = lay = "\n".join(pg.extract_text() or "" for pg in PdfReader(p).pages)
    # paragraphs wrap over lines: the whole text comes first as one unit (for phrases cut by a line end), then
    # the lines of the layout text (table rows stay on one line there)
    return [WHOLE + re.sub(r"\s+", " ", raw)] + [ln for ln in lay.splitlines() if ln.strip()]


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
        return pdf_units(p)
    with open(p, encoding="utf-8") as f:
        return f.read().splitlines()


def norm(s):
    return re.sub(r"\s+", " ", s.replace(WHOLE, "")).lower()


def has(unit, needle):
    """needle in unit, not glued to a letter, digit or decimal comma (so "S1" is not in "S10", "3,1" not in
    "13,1")."""
    return re.search(r"(?<![\w,])" + re.escape(norm(needle)) + r"(?![\w])", unit) is not None


RANGE_X = re.compile(rf"\b(du \d{{1,2}}(?:er)?)( (?:{MONTH_ALT})\w*\.?)? au \d{{1,2}}(?:er)?( (?:{MONTH_ALT})\w*\.?)(?!\w)",
                     re.I)
MONTH_FULL = {"janvier": 1, "février": 2, "fevrier": 2, "mars": 3, "avril": 4, "mai": 5, "juin": 6, "juillet": 7,
              "août": 8, "aout": 8, "septembre": 9, "octobre": 10, "novembre": 11, "décembre": 12, "decembre": 12}
MONTH_HEADER = re.compile(r"^[\s#=*_-]*(" + "|".join(MONTH_FULL) + r")\s+(20\d\d)\s*[#=*_:-]*\s*$", re.I)
DAY_ONLY = re.compile(
    rf"^[\s#*>-]*(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lun|mar|mer|jeu|ven|sam|dim)\.? "
    rf"(\d{{1,2}})(?:er)?\b(?!\s*(?:/|,\d|\.\d|h\d|(?:{MONTH_ALT})))", re.I)


def strip_ranges(raw):
    """« du 28 février au 3 mars » -> « du 28 février »: the end of a period is not a dated entry."""
    return RANGE_X.sub(lambda m: m.group(1) + (m.group(2) or m.group(3)), raw)


def day_only_dates(raw):
    """(date, weekday index, text) for « mar. 11 » at a line start under a month header; problems as strings."""
    out, probs, cur = [], [], None
    for ln in raw.splitlines():
        h = MONTH_HEADER.match(ln)
        if h:
            cur = (int(h.group(2)), MONTH_FULL[h.group(1).lower()])
            continue
        m = DAY_ONLY.match(ln)
        if not m:
            continue
        if cur is None:
            probs.append(f"weekday-day {m.group(0).strip()!r} without a month header above it")
            continue
        try:
            out.append((dt.date(cur[0], cur[1], int(m.group(2))), WEEKDAYS[m.group(1).lower()[:3]],
                        m.group(0).strip()))
        except ValueError:
            probs.append(f"weekday-day {m.group(0).strip()!r} is not a date of {cur}")
    return out, probs


def date_found(iso, raw):
    raw = strip_ranges(raw)
    if any(d.isoformat() == iso for d, _, _ in day_only_dates(raw)[0]):
        return True
    d = dt.date.fromisoformat(iso)
    mon = FR_MONTHS[d.month - 1]
    pats = [iso, rf"\b{d.day:02d}/{d.month:02d}/{d.year}",
            rf"\b{d.day}(?:er)? (?:{mon})(?!\w)",
            rf"\bdu {d.day}(?:er)? au \d{{1,2}} (?:{mon})(?!\w)",
            rf"\b(?:lun|mar|mer|jeu|ven|sam|dim)\w*\.? {d.day:02d}/{d.month:02d}(?!/\d)"]
    return any(re.search(p, raw, re.I) for p in pats)


def dates_written(raw):
    """Every date written in the text, as a set of dates or (month, day) pairs - French day-month without a
    year is kept as (month, day); the first day of a range « du 24 au 26 mars » too, not its end."""
    raw = strip_ranges(raw)
    out = set(d for d, _, _ in day_only_dates(raw)[0])
    for m in DATE_SCAN.finditer(raw):
        try:
            if m.group(1):
                out.add(dt.date(int(m.group(1)), int(m.group(2)), int(m.group(3))))
            elif m.group(4):
                out.add(dt.date(int(m.group(6)), int(m.group(5)), int(m.group(4))))
            elif m.group(7):
                out.add((FR_SCAN[m.group(8).lower()], int(m.group(7))))
            else:
                out.add((FR_SCAN[m.group(10).lower()], int(m.group(9))))
        except ValueError:
            pass
    # the scan consumes « du 24 au 26 mars » as one match; the end of a range is not an entry (this set's rule)
    for m in SHORT_SCAN.finditer(raw):
        out.add((int(m.group(3)), int(m.group(2))))
    return out


def split_noise(units, sections):
    """(record units, noise units) of a text file with noise sections."""
    rec, noise, i, problems = [], [], 0, []
    flags = [False] * len(units)
    for start, end in sections:
        s = next((k for k, u in enumerate(units) if start.lower() in u.lower()), None)
        if s is None:
            problems.append(f"noise start marker {start!r} not found")
            continue
        e = len(units)
        if end:
            e = next((k for k in range(s + 1, len(units)) if end.lower() in units[k].lower()), None)
            if e is None:
                problems.append(f"noise end marker {end!r} not found after {start!r}")
                e = len(units)
        for k in range(s, e):
            flags[k] = True
    for u, f in zip(units, flags):
        (noise if f else rec).append(u)
    return rec, noise, problems


def main():
    data = json.load(open(os.path.join(HERE, "cases.json"), encoding="utf-8"))
    problems = []
    names = set()
    with_noise_file = with_noise_section = with_weekly = total_files = total_facts = total_alts = total_dates = total_noise = total_bind = 0
    formats = {}
    all_raw = []
    for c in data["cases"]:
        name = c["name"]

        def bad(msg):
            problems.append(f"{name}: {msg}")

        if list(c) != KEYS:
            bad(f"keys {list(c)}")
        if name in names:
            bad("duplicate name")
        names.add(name)
        # The answer is in the question's language (DESIGN §18): French records asked about in
        # English are answered in English.
        asked_in_english = c["question"].split()[0].strip(",!").lower() in ("hi", "hello")
        if c.get("language") != ("en" if asked_in_english else "fr"):
            bad("language is not the question's")
        q = c["question"]
        if not all(n in q for n in ("242", "244", "246")) or not (
                re.search(r"\b(les|pour|pis|et)\b", q) or re.search(r"\b(lines|for|and|the)\b", q)):
            bad("question does not ask in French or English for the lines 242, 244 and 246")
        cfg = NOISE.get(name)
        if cfg is None:
            bad("no NOISE entry in verify.py")
            continue
        files = [f["file"] for f in c["files"]]
        if not 2 <= len(files) <= 4:
            bad(f"{len(files)} files")
        exts = {f.rsplit('.', 1)[1] for f in files}
        if len(exts) < min(3, len(files)):
            bad(f"only {len(exts)} formats for {len(files)} files")
        for f in files:
            formats[f.rsplit('.', 1)[1]] = formats.get(f.rsplit('.', 1)[1], 0) + 1
        if not set(cfg["files"]) <= set(files):
            bad("a noise file not in the case")
        if not set(cfg.get("sections", {})) <= set(files) - set(cfg["files"]):
            bad("a noise section in a file that is not a record file of the case")
        if cfg["files"]:
            with_noise_file += 1
        if cfg.get("sections"):
            with_noise_section += 1
        total_files += len(files)
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
            secs = cfg.get("sections", {}).get(fn)
            if secs:
                if fn.rsplit(".", 1)[1] not in ("txt", "md", "csv", "docx"):
                    bad("noise sections are only supported in text and DOCX files")
                us, nz, probs = split_noise(us, secs)
                noise += nz
                for pr in probs:
                    bad(f"{fn}: {pr}")
            record += us
        if not noise:
            bad("no noise content")
        rec_blob = norm("\n".join(record))
        if "rapport hebdomadaire" in rec_blob:
            with_weekly += 1
        noise_blob = norm("\n".join(noise))

        seen = {}
        for line in ("242", "244", "246"):
            facts = c["facts"][line]
            if not 3 <= len(facts) <= 4:
                bad(f"{line}: {len(facts)} facts")
            for fact in facts:
                for a in fact:
                    if len(a.split()) > 4:
                        bad(f"{line}: alternative longer than 4 words {a!r}")
                    if norm(a) not in rec_blob:
                        bad(f"{line}: alternative {a!r} not in the record files")
                    if seen.setdefault(a.lower(), line) != line:
                        bad(f"alternative {a!r} on two lines")
        if not 3 <= len(c["noise"]) <= 4:
            bad(f"{len(c['noise'])} noise phrases")
        for ph in c["noise"]:
            if norm(ph) not in noise_blob:
                bad(f"noise {ph!r} not in the noise content")
            if norm(ph) in rec_blob:
                bad(f"noise {ph!r} also in the record content")

        if not 1 <= len(c["bindings"]) <= 3:
            bad(f"{len(c['bindings'])} bindings")
        rows = [u for u in record if not u.startswith(WHOLE)]
        units = [norm(s) for u in rows for s in re.split(r"(?<=[.;!?])\s+", u)] + [norm(u) for u in rows]
        for b in c["bindings"]:
            v, s = b["value"], b["subject"]
            if not any(has(u, v) and has(u, s) for u in units):
                bad(f"binding {v!r} never next to {s!r}")
            for o in b["others"]:
                if not has(rec_blob, o):
                    bad(f"binding other {o!r} not in the record files")
                for u in units:
                    if has(u, v) and has(u, o) and not has(u, s):
                        bad(f"binding {v!r} sits with {o!r} without {s!r}: {u[:90]!r}")
                        break

        ds = c["dates"]
        if ds != sorted(set(ds)):
            bad("dates not sorted/unique")
        if not 6 <= len(ds) <= 16:
            bad(f"{len(ds)} dates")
        raw = "\n".join(u.replace(WHOLE, "") for u in record)
        all_raw.append(raw)
        for m in WEEKDAY_SCAN.finditer(raw):
            wd = WEEKDAYS[m.group(1).lower()[:3]]
            md = (FR_SCAN[m.group(3).lower()], int(m.group(2)))
            hits = [d for d in (dt.date.fromisoformat(x) for x in ds) if (d.month, d.day) == md]
            if hits and all(d.weekday() != wd for d in hits):
                bad(f"weekday {m.group(0)!r} does not match {hits[0]}")
        for m in SHORT_SCAN.finditer(raw):
            wd = WEEKDAYS[m.group(1).lower()[:3]]
            md = (int(m.group(3)), int(m.group(2)))
            hits = [d for d in (dt.date.fromisoformat(x) for x in ds) if (d.month, d.day) == md]
            if hits and all(d.weekday() != wd for d in hits):
                bad(f"weekday {m.group(0)!r} does not match {hits[0]}")
        donly, dprobs = day_only_dates(strip_ranges(raw))
        for pr in dprobs:
            bad(pr)
        for d, wd, txt in donly:
            if d.weekday() != wd:
                bad(f"weekday {txt!r} does not match {d}")
        for iso in ds:
            if not date_found(iso, raw):
                bad(f"date {iso} not found in the record files")
        listed = {dt.date.fromisoformat(x) for x in ds}
        for w in sorted(dates_written(raw), key=str):
            if isinstance(w, dt.date):
                if w not in listed:
                    bad(f"date {w} written in the record files but not listed")
            elif not any((d.month, d.day) == w for d in listed):
                bad(f"date {w[1]}/{w[0]} (day/month) written in the record files but not listed")
        nfacts = sum(len(v) for v in c["facts"].values())
        total_facts += nfacts
        total_alts += sum(len(f) for v in c["facts"].values() for f in v)
        total_dates += len(ds)
        total_noise += len(c["noise"])
        total_bind += len(c["bindings"])
        print(f"{name}: {len(files)} files ({', '.join(sorted(exts))}), {nfacts} facts, {len(ds)} dates, "
              f"{len(c['noise'])} noise, {len(c['bindings'])} bindings")
    if set(NOISE) != names:
        problems.append(f"set: NOISE entries without a case: {sorted(set(NOISE) - names)}")
    blob = "\n".join(all_raw)
    for label, pat in FORMS.items():
        if len(data["cases"]) >= 8 and not re.search(pat, blob, re.I):
            problems.append(f"set: no date written as {label}")
    if len(data["cases"]) >= 8:
        if with_noise_file < 3:
            problems.append(f"set: only {with_noise_file} cases with a noise file (3 wanted)")
        if with_noise_section < 3:
            problems.append(f"set: only {with_noise_section} cases with a noise section in a record file (3 wanted)")
        if with_weekly < 3:
            problems.append(f"set: only {with_weekly} cases with weekly reports in the record files (3 wanted)")
    print(f"\n{len(data['cases'])} cases, {total_files} files "
          f"({', '.join(f'{k} {v}' for k, v in sorted(formats.items()))}), {total_facts} facts "
          f"({total_alts} alternatives), {total_dates} dates, {total_noise} noise phrases, {total_bind} bindings, "
          f"{with_noise_file} cases with a noise file, {with_noise_section} with a hidden noise section, "
          f"{with_weekly} with weekly reports")
    print(f"{len(data['cases'])} cases, {len(problems)} problem(s)")
    for p in problems:
        print("  !! " + p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
