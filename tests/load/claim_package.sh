#!/usr/bin/env bash
# Claim package scenario (issue 37, DESIGN §18): a build on a temporary SQLite database with the
# embedded object store; one ENTERPRISE user uploads FILES dated lab-log files (presign in batches,
# PUT, confirm), waits until they are indexed, runs a T661 draft, a LOGBOOK and a PRECHECK over
# them, then downloads the claim package ROUNDS times in each format while the server's VmRSS is
# sampled every 20 ms.
# Reports each download's time and size, the start RSS, the peak and the growth; exits non-zero
# when a package takes 2 s or more or the growth reaches 16 MiB.
# Usage: tests/load/claim_package.sh   (BIN=/path/to/taxcredit for another build)
set -euo pipefail
cd "$(dirname "$0")/../.."

FILES=${FILES:-200}
ROUNDS=${ROUNDS:-3}
PORT=${PORT:-18585}
BASE="http://127.0.0.1:$PORT/api/v1"

source tests/load/common.sh
create_user package-owner@example.com
start_server
echo "build: $BIN"

python3 - "$BASE" "$PASSWORD" "$FILES" "$ROUNDS" "$SERVER_PID" <<'PY'
import json, subprocess, sys, threading, time, urllib.request

base, password, files, rounds, pid = sys.argv[1:6]
files, rounds, pid = int(files), int(rounds), int(pid)

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

def rss_kib():
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0

token = call("POST", f"{base}/auth/login", {"email": "package-owner@example.com", "password": password})["accessToken"]
project = call("POST", f"{base}/projects", {"name": "Cold-climate gasket bonding", "fiscalYear": "2025"}, token)["id"]

def log(i):
    day = 1 + i % 28
    month = 1 + (i // 28) % 12
    return (f"GASKET BONDING LOG {i}\n\n2025-{month:02}-{day:02}\n"
            f"We did not know whether primer P{i % 7} keeps a silicone gasket sealed after 500 freeze-thaw cycles; "
            "the supplier's data stop at -20 C.\n"
            f"Bonded {6 + i % 12} gaskets with {1 + i % 3} primer coats, cured {2 + i % 5} h.\n"
            f"After 200 cycles the seal held {1.5 + (i % 10) / 10:.1f} bar; one-coat parts leaked at 1.1 bar.\n").encode()

t0 = time.perf_counter()
ids = []
for start in range(0, files, 100):
    batch = [(i, log(i)) for i in range(start, min(files, start + 100))]
    slots = call("POST", f"{base}/projects/{project}/files/presign",
                 {"files": [{"filename": f"log-{i:03}.txt", "contentType": "text/plain", "fileSize": len(b)} for i, b in batch]}, token)
    for (i, body), slot in zip(batch, slots):
        call("PUT", slot["uploadUrl"], raw=body, content_type="text/plain")
        call("POST", f"{base}/projects/{project}/files/{slot['fileId']}/confirm", {}, token)
        ids.append(slot["fileId"])
while True:
    listed = call("GET", f"{base}/projects/{project}/files", token=token)
    if len(listed) == files and all(f["indexStatus"] in ("READY", "FAILED") for f in listed):
        break
    time.sleep(0.2)
print(f"uploaded and indexed {files} files in {time.perf_counter() - t0:.1f} s")

selected = ids[:40]
for kind, text in [("T661", "Draft lines 242, 244 and 246 from the logs."),
                   ("LOGBOOK", "Build the logbook from the logs."),
                   ("PRECHECK", "Is our gasket bonding work eligible?")]:
    session = call("POST", f"{base}/projects/{project}/sessions", {"type": kind}, token)["id"]
    call("POST", f"{base}/sessions/{session}/runs", {"type": kind, "input": text, "selected_file_ids": selected}, token)

time.sleep(1)
start = rss_kib()
peak = [start]
done = threading.Event()
def sample():
    while not done.is_set():
        peak[0] = max(peak[0], rss_kib())
        time.sleep(0.02)
sampler = threading.Thread(target=sample)
sampler.start()
slowest = 0.0
failed = False
for r in range(rounds):
    for fmt in ("docx", "pdf"):
        out = subprocess.run(
            ["curl", "-sS", "--fail", "-o", "/dev/null", "-w", "%{http_code} %{size_download} %{time_total}",
             "-H", f"authorization: Bearer {token}", f"{base}/projects/{project}/claim-package?format={fmt}"],
            capture_output=True, text=True)
        if out.returncode != 0:
            print(f"{fmt}: download failed: {out.stderr.strip()} {out.stdout}")
            failed = True
            continue
        code, size, seconds = out.stdout.split()
        slowest = max(slowest, float(seconds))
        print(f"round {r + 1} {fmt:<4}: HTTP {code}, {int(size) / 1024:.0f} KiB in {float(seconds) * 1000:.0f} ms")
done.set()
sampler.join()
peak[0] = max(peak[0], rss_kib())
growth = (peak[0] - start) / 1024
print(f"server RSS: start {start / 1024:.1f} MiB, peak {peak[0] / 1024:.1f} MiB, growth {growth:.1f} MiB (limit 16 MiB)")
print(f"slowest package: {slowest * 1000:.0f} ms (limit 2000 ms)")
if failed or slowest >= 2.0 or growth >= 16:
    print("TARGETS MISSED")
    sys.exit(1)
print("targets met")
PY
