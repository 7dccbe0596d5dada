#!/usr/bin/env python3
"""Independent check of the written review_first_3 cases (reads only case.json + evidence/).

  1. every defect sentence occurs verbatim (once) in the draft, inside the line it is listed under;
  2. every `unsupported` token occurs in the draft (in line 244 or 246) and in no evidence file;
  3. in clean 244/246 lines, every number with a unit occurs literally in some evidence file, and
     every date occurs (as the same calendar date or month) in some evidence file.
Run: python3 tests/quality/review_first_3/check_cases.py
"""
import datetime as dt
import glob
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
EN = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
      "november", "december"]
FR = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
      "novembre", "décembre"]
MON = {m: i + 1 for i, m in enumerate(EN)} | {m: i + 1 for i, m in enumerate(FR)}
M = "|".join(EN + FR)
UNIT = (r"%|°C|°Brix|µg/m³|mg N/L|g/L|kg N/m³|kJ/kg|J/m²|kDa|MHz|GHz|dB|MPa|kN|km/h|m/s|cm/s|nm|µm|mm|cm|"
        r"km|kg|g|m|L|h|min|jours|semaines|weeks|days|cycles|tonnes")
HEAD = re.compile(r"^(?:\*\*)?(?:Line |L|Section |Ligne |\()?24[246]\b|^Quel(?:les)? (?:incertitudes|travail|avancées)"
                  r"|^What (?:scientific|work)", re.M)


def sections(draft):
    starts = [m.start() for m in HEAD.finditer(draft)]
    assert len(starts) == 3, starts
    bounds = starts + [len(draft)]
    return {ln: (bounds[i], bounds[i + 1]) for i, ln in enumerate(("242", "244", "246"))}


def dates_in(text, fy=None):
    out = []
    for m in re.finditer(r"(\d{4})-(\d{2})-(\d{2})", text):
        out.append(dt.date(int(m[1]), int(m[2]), int(m[3])))
    for m in re.finditer(r"\b(%s) (\d{1,2})\b(?:, (\d{4}))?|\b(\d{1,2}|1er) (%s)\b(?: (\d{4}))?" % (M, M), text, re.I):
        if m[1]:
            mo, day, yr = MON[m[1].lower()], int(m[2]), m[3]
        else:
            mo, day, yr = MON[m[5].lower()], 1 if m[4] == "1er" else int(m[4]), m[6]
        if yr:
            out.append(dt.date(int(yr), mo, day))
        elif fy:
            for y in (fy[0].year, fy[1].year):
                d = dt.date(y, mo, day)
                if fy[0] <= d <= fy[1]:
                    out.append(d)
                    break
            else:
                out.append(("unresolved", m[0]))
    months = [(int(m[2]), MON[m[1].lower()]) for m in re.finditer(r"\b(%s) (\d{4})\b" % M, text, re.I)]
    return out, months


def main():
    errors, n_cases = [], 0
    for f in sorted(glob.glob(os.path.join(HERE, "*", "case.json"))):
        n_cases += 1
        c = json.load(open(f, encoding="utf-8"))
        name, draft = c["name"], c["draft"]
        fy = (dt.date.fromisoformat(c["fiscal_year"]["start"]), dt.date.fromisoformat(c["fiscal_year"]["end"]))
        ev = {p: open(p, encoding="utf-8").read() for p in glob.glob(os.path.join(os.path.dirname(f), "evidence", "*"))}
        if not 1 <= len(ev) <= 3:
            errors.append(f"{name}: {len(ev)} evidence files")
        ev_flat = re.sub(r"\s+", " ", "\n".join(ev.values()))
        ev_dates, ev_months = dates_in("\n".join(ev.values()))
        ev_months = set(ev_months) | {(d.year, d.month) for d in ev_dates if isinstance(d, dt.date)}
        sec = sections(draft)
        # 1
        for ln, v in c["lines"].items():
            if v["clean"] != (not v["defects"]):
                errors.append(f"{name}: line {ln} clean flag inconsistent")
            for d in v["defects"]:
                s = d["sentence"]
                if draft.count(s) != 1:
                    errors.append(f"{name}: sentence found {draft.count(s)} times: {s[:50]}")
                    continue
                i = draft.index(s)
                if not (sec[ln][0] <= i < sec[ln][1]):
                    errors.append(f"{name}: sentence not in line {ln}: {s[:50]}")
        # 2
        for u in c["unsupported"]:
            i = draft.find(u)
            if i < 0:
                errors.append(f"{name}: unsupported {u!r} not in draft")
            elif not (sec["244"][0] <= i < sec["246"][1]):
                errors.append(f"{name}: unsupported {u!r} not in 244/246")
            for p, t in ev.items():
                if u in t:
                    errors.append(f"{name}: unsupported {u!r} in {os.path.basename(p)}")
        # 3
        for ln in ("244", "246"):
            if not c["lines"][ln]["clean"]:
                continue
            body = draft[sec[ln][0]:sec[ln][1]]
            ds, ms = dates_in(body, fy)
            for d in ds:
                if not isinstance(d, dt.date) or d not in ev_dates:
                    errors.append(f"{name}: clean {ln}: date {d} not in evidence")
                elif not fy[0] <= d <= fy[1]:
                    errors.append(f"{name}: clean {ln}: date {d} outside fiscal year")
            for mth in ms:
                if mth not in ev_months:
                    errors.append(f"{name}: clean {ln}: month {mth} not in evidence")
            num = r"\d{1,3}(?:[ ,]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?"
            for m in re.finditer(r"(?<![\w.,])(?:%s) ?(?:%s)(?![\w/²³])" % (num, UNIT), body):
                if m[0] not in ev_flat:
                    errors.append(f"{name}: clean {ln}: {m[0]!r} not in evidence")
    print(f"{n_cases} cases checked")
    if errors:
        print("\n".join(errors))
        sys.exit(1)
    print("all checks passed")


if __name__ == "__main__":
    main()
