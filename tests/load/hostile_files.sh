#!/usr/bin/env bash
# Hostile files scenario (issue 12): a release build on a temporary SQLite database with the
# embedded object store and the in-process worker (indexing concurrency 4, the default). One
# ENTERPRISE user uploads a batch of hostile files, each about 1 MiB on the wire: PDF Flate bombs
# and an object stream bomb (1 GiB of spaces each), a PDF whose page tree loops, a PDF of 100,000 pages, zip bombs in DOCX,
# XLSX and PPTX (1 GiB entries, some declaring a small size), deeply nested XML, and a CSV that is
# one 60 MiB line; then an ordinary file. While they are indexed, the service's resident memory
# and that of its extraction children are sampled every 20 ms.
# Reports: each file's outcome and the time until all ended; the service's resident memory before
# the batch and at its peak (target: peak - before <= 128 MiB); the peak total of the children.
# Usage: tests/load/hostile_files.sh   (BIN=/path/to/taxcredit for another build)
set -euo pipefail
cd "$(dirname "$0")/../.."

PORT=${PORT:-18283}
BASE="http://127.0.0.1:$PORT/api/v1"
COPIES=${COPIES:-2}

source tests/load/common.sh
create_user hostile@example.com
start_server

python3 - "$BASE" "$PASSWORD" "$SERVER_PID" "$COPIES" <<'PY'
import json, os, struct, sys, threading, time, urllib.request, zlib

base, password, pid, copies = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
MIB = 1024 * 1024

# ---- generated files -------------------------------------------------------------------------
def deflate_repeated(unit, mib):
    """Raw deflate data of `mib` MiB of `unit`, about 1 KiB per MiB: one block repeated."""
    c = zlib.compressobj(9, zlib.DEFLATED, -15)
    chunk = c.compress(unit * (MIB // len(unit))) + c.flush(zlib.Z_FULL_FLUSH)
    return chunk * mib + b"\x03\x00"

def zlib_spaces(mib):
    return b"\x78\x01" + deflate_repeated(b" ", mib) + b"\x00\x00\x00\x00"

def pdf(objects):
    """objects: list of bytes bodies, numbered from 1; object 1 is the catalog."""
    out = bytearray(b"%PDF-1.5\n")
    offsets = []
    for i, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % i + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for o in offsets:
        out += b"%010d 00000 n \n" % o
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    return bytes(out)

def stream(data, filt=b"/FlateDecode"):
    return b"<< /Length %d /Filter %s >>\nstream\n" % (len(data), filt) + data + b"\nendstream"

FONT = b"<< /Type /Font /Subtype /Type1 /BaseFont /Courier >>"
def page(parent, contents):
    return b"<< /Type /Page /Parent %d 0 R /MediaBox [0 0 612 792] /Contents %d 0 R /Resources << /Font << /F1 3 0 R >> >> >>" % (parent, contents)

def pdf_flate_bomb():
    return pdf([b"<< /Type /Catalog /Pages 2 0 R >>",
                b"<< /Type /Pages /Kids [4 0 R] /Count 1 >>", FONT,
                page(2, 5), stream(zlib_spaces(1024))])

def pdf_text(text):
    content = zlib.compress(b"BT /F1 12 Tf 72 712 Td (%s) Tj ET" % text.encode())
    return pdf([b"<< /Type /Catalog /Pages 2 0 R >>",
                b"<< /Type /Pages /Kids [4 0 R] /Count 1 >>", FONT, page(2, 5), stream(content)])

def pdf_page_cycle():
    # page 4 -> pages 2 -> pages 6 -> pages 2 through /Parent
    return pdf([b"<< /Type /Catalog /Pages 2 0 R >>",
                b"<< /Type /Pages /Kids [4 0 R] /Count 1 /Parent 6 0 R >>", FONT,
                b"<< /Type /Page /Parent 2 0 R /Contents 5 0 R >>", stream(b"BT ET", b"[]"),
                b"<< /Type /Pages /Kids [2 0 R] /Count 1 /Parent 2 0 R >>"])

def pdf_many_pages(n):
    kids = b" ".join(b"%d 0 R" % (5 + i) for i in range(n))
    objs = [b"<< /Type /Catalog /Pages 2 0 R >>",
            b"<< /Type /Pages /Kids [" + kids + b"] /Count %d >>" % n, FONT, stream(zlib.compress(b"BT ET"))]
    objs += [b"<< /Type /Page /Parent 2 0 R /Contents 4 0 R >>"] * n
    return pdf(objs)

def zip_file(entries):
    """entries: (name, raw deflate data, crc, declared size). A minimal zip, sizes as declared."""
    out, central = bytearray(), bytearray()
    for name, data, crc, size in entries:
        name = name.encode()
        offset = len(out)
        out += struct.pack("<IHHHHHIIIHH", 0x04034b50, 20, 0, 8, 0, 0, crc, len(data), size, len(name), 0) + name + data
        central += struct.pack("<IHHHHHHIIIHHHHHII", 0x02014b50, 20, 20, 0, 8, 0, 0, crc, len(data), size,
                               len(name), 0, 0, 0, 0, 0, offset) + name
    cd = len(out)
    out += central + struct.pack("<IHHHHIIH", 0x06054b50, 0, 0, len(entries), len(entries), len(central), cd, 0)
    return bytes(out)

def honest(name, body):
    c = zlib.compressobj(6, zlib.DEFLATED, -15)
    return (name, c.compress(body) + c.flush(), zlib.crc32(body), len(body))

def bomb(name, mib, declared=None):
    # The checksum is never reached: readers stop long before the end.
    return (name, deflate_repeated(b" ", mib), 0, mib * MIB if declared is None else declared)

NS = "http://schemas.openxmlformats.org"
def xlsx(sheet):
    return zip_file([
        honest("[Content_Types].xml", f'<Types xmlns="{NS}/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>'.encode()),
        honest("_rels/.rels", f'<Relationships xmlns="{NS}/package/2006/relationships"><Relationship Id="rId1" Type="{NS}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>'.encode()),
        honest("xl/workbook.xml", f'<workbook xmlns="{NS}/spreadsheetml/2006/main" xmlns:r="{NS}/officeDocument/2006/relationships"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>'.encode()),
        honest("xl/_rels/workbook.xml.rels", f'<Relationships xmlns="{NS}/package/2006/relationships"><Relationship Id="rId1" Type="{NS}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>'.encode()),
        sheet])

DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
PPTX = "application/vnd.openxmlformats-officedocument.presentationml.presentation"
XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
nested = b"<w:document>" + b"<w:p>" * 200000 + b"</w:document>"
batch = [
    ("flate-bomb.pdf", "application/pdf", pdf_flate_bomb()),
    ("page-cycle.pdf", "application/pdf", pdf_page_cycle()),
    ("100000-pages.pdf", "application/pdf", pdf_many_pages(100000)),
    ("bomb.docx", DOCX, zip_file([bomb("word/document.xml", 1024)])),
    ("lying-bomb.docx", DOCX, zip_file([bomb("word/document.xml", 1024, 100)])),
    ("lying-bomb.pptx", PPTX, zip_file([bomb("ppt/slides/slide1.xml", 1024, 100)])),
    ("lying-bomb.xlsx", XLSX, xlsx(bomb("xl/worksheets/sheet1.xml", 1024, 100))),
    ("nested.docx", DOCX, zip_file([honest("word/document.xml", nested)])),
    ("one-line.csv", "text/csv", b"a," * (30 * MIB)),
    ("object-stream-bomb.pdf", "application/pdf", pdf([b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>", page(2, 4), stream(b"BT ET", b"[]"),
        b"<< /Type /ObjStm /N 1 /First 4 /Length %d /Filter /FlateDecode >>\nstream\n" % len(zlib_spaces(1024))
        + zlib_spaces(1024) + b"\nendstream"])),
]
batch = [(f"{i}-{name}", ct, body) for i in range(copies) for (name, ct, body) in batch]

# ---- the service -----------------------------------------------------------------------------
def call(method, url, body=None, token=None, content_type="application/json", raw=None):
    data = raw if raw is not None else (json.dumps(body).encode() if body is not None else None)
    req = urllib.request.Request(url, data=data, method=method)
    if data is not None:
        req.add_header("content-type", content_type)
    if token:
        req.add_header("authorization", f"Bearer {token}")
    with urllib.request.urlopen(req, timeout=120) as res:
        text = res.read()
        return json.loads(text) if text else None

def rss_kib(p):
    try:
        with open(f"/proc/{p}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0

def children(p):
    """Children of every thread of `p` (a thread's children file lists only its own)."""
    found = []
    try:
        tasks = os.listdir(f"/proc/{p}/task")
    except OSError:
        return found
    for t in tasks:
        try:
            with open(f"/proc/{p}/task/{t}/children") as f:
                found += [int(c) for c in f.read().split()]
        except OSError:
            pass
    return found

token = call("POST", f"{base}/auth/login", {"email": "hostile@example.com", "password": password})["accessToken"]
project = call("POST", f"{base}/projects", {"name": "Hostile", "fiscalYear": "2025"}, token)["id"]

def upload(name, ct, body):
    [slot] = call("POST", f"{base}/projects/{project}/files/presign",
                  {"files": [{"filename": name, "contentType": ct, "fileSize": len(body)}]}, token)
    call("PUT", slot["uploadUrl"], raw=body, content_type=ct)
    call("POST", f"{base}/projects/{project}/files/{slot['fileId']}/confirm", {}, token)
    return slot["fileId"]

time.sleep(1.5)  # let the allocator settle after start-up
before = rss_kib(pid)
peak = {"service": before, "children": 0, "child_max": 0}
stop = threading.Event()
def sample():
    while not stop.is_set():
        peak["service"] = max(peak["service"], rss_kib(pid))
        kids = [rss_kib(c) for c in children(pid)]
        peak["children"] = max(peak["children"], sum(kids))
        peak["child_max"] = max([peak["child_max"]] + kids)
        time.sleep(0.02)
sampler = threading.Thread(target=sample, daemon=True)
sampler.start()

t0 = time.perf_counter()
ids = {upload(name, ct, body): name for (name, ct, body) in batch}
ordinary = upload("ordinary.pdf", "application/pdf", pdf_text("Coatings wear under load"))
ids[ordinary] = "ordinary.pdf"
while True:
    files = {f["id"]: f for f in call("GET", f"{base}/projects/{project}/files", token=token)}
    if all(files[i]["indexStatus"] in ("READY", "FAILED") for i in ids):
        break
    time.sleep(0.1)
elapsed = time.perf_counter() - t0
stop.set(); sampler.join()

ok = True
for i, name in sorted(ids.items(), key=lambda kv: kv[1]):
    f = files[i]
    print(f"  {name:24} {f['indexStatus']:7} {f.get('indexError') or ''}")
    if name == "ordinary.pdf":
        ok &= f["indexStatus"] == "READY"
    elif name.endswith(".csv"):
        ok &= f["indexStatus"] == "READY"  # truncated at the text limit
    else:
        ok &= f["indexStatus"] == "FAILED" and bool(f.get("indexError"))
growth = (peak["service"] - before) / 1024
print(f"{len(batch)} hostile files + 1 ordinary, all ended after {elapsed:.1f} s")
print(f"service RSS before {before/1024:.1f} MiB, peak {peak['service']/1024:.1f} MiB (+{growth:.1f} MiB; target <= 128)")
print(f"extraction children: peak total {peak['children']/1024:.1f} MiB, largest one {peak['child_max']/1024:.1f} MiB")
ok &= growth <= 128
print("targets met" if ok else "TARGETS MISSED")
sys.exit(0 if ok else 1)
PY
