#!/usr/bin/env bash
# Upload load scenario: a release build on a temporary SQLite database with the embedded object
# store and the in-process worker; CYCLES presign + PUT + confirm cycles of small text files from
# CLIENTS concurrent clients (one ENTERPRISE user, one project). Reports cycles per second, p50/p99
# of a cycle, the time until every file is READY, and checks that the storage counter equals the sum
# of the confirmed sizes exactly.
# Usage: tests/load/uploads.sh   (BIN=/path/to/taxcredit for another build, to compare two in one session)
set -euo pipefail
cd "$(dirname "$0")/../.."

CYCLES=${CYCLES:-200}
CLIENTS=${CLIENTS:-16}
PORT=${PORT:-18282}
BASE="http://127.0.0.1:$PORT/api/v1"

source tests/load/common.sh
create_user uploads@example.com
start_server

python3 - "$BASE" "$PASSWORD" "$CYCLES" "$CLIENTS" "$WORK/data/taxcredit.db" <<'PY'
import json, sqlite3, sys, time, urllib.request
from concurrent.futures import ThreadPoolExecutor

base, password, cycles, clients, db_path = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]

def call(method, url, body=None, token=None, content_type="application/json", raw=None):
    data = raw if raw is not None else (json.dumps(body).encode() if body is not None else None)
    req = urllib.request.Request(url, data=data, method=method)
    if data is not None:
        req.add_header("content-type", content_type)
    if token:
        req.add_header("authorization", f"Bearer {token}")
    with urllib.request.urlopen(req, timeout=30) as res:
        text = res.read()
        return json.loads(text) if text else None

token = call("POST", f"{base}/auth/login", {"email": "uploads@example.com", "password": password})["accessToken"]
project = call("POST", f"{base}/projects", {"name": "Upload load", "fiscalYear": "2025"}, token)["id"]

def cycle(i):
    started = time.perf_counter()
    body = (f"Experiment {i}: we measured tool wear under condition {i % 7}. " * (1 + i % 5)).encode()
    [slot] = call("POST", f"{base}/projects/{project}/files/presign",
                  {"files": [{"filename": f"log-{i}.txt", "contentType": "text/plain", "fileSize": len(body)}]}, token)
    call("PUT", slot["uploadUrl"], raw=body, content_type="text/plain")
    call("POST", f"{base}/projects/{project}/files/{slot['fileId']}/confirm", {}, token)
    return time.perf_counter() - started, len(body)

t0 = time.perf_counter()
errors = 0
latencies, total_bytes = [], 0
def _safe(i):
    try:
        return cycle(i)
    except Exception as e:  # counted, reported
        return e
with ThreadPoolExecutor(clients) as pool:
    for result in pool.map(_safe, range(cycles)):
        if isinstance(result, Exception):
            errors += 1
        else:
            latencies.append(result[0]); total_bytes += result[1]
elapsed = time.perf_counter() - t0

while True:
    files = call("GET", f"{base}/projects/{project}/files", token=token)
    if all(f["indexStatus"] in ("READY", "FAILED") for f in files) and len(files) == cycles - errors:
        break
    time.sleep(0.05)
ready_after = time.perf_counter() - t0
failed_index = sum(1 for f in files if f["indexStatus"] != "READY")

latencies.sort()
p = lambda q: latencies[min(len(latencies) - 1, int(q * len(latencies)))] * 1000 if latencies else 0
con = sqlite3.connect(db_path)
used, reserved = con.execute("SELECT used, reserved FROM quota_counters WHERE kind='STORAGE'").fetchone()
confirmed = con.execute("SELECT COALESCE(SUM(file_size),0) FROM files WHERE upload_status='CONFIRMED'").fetchone()[0]
print(f"{cycles} cycles, {clients} clients: {cycles/elapsed:.0f} cycles/s, p50 {p(0.5):.1f} ms, p99 {p(0.99):.1f} ms, errors {errors}")
print(f"all files READY after {ready_after:.2f} s (indexing failures {failed_index})")
print(f"storage counter used={used} reserved={reserved}; sum of confirmed sizes={confirmed} ({total_bytes} sent)")
ok = errors == 0 and failed_index == 0 and used == confirmed == total_bytes and reserved == 0
print("targets met" if ok else "TARGETS MISSED")
sys.exit(0 if ok else 1)
PY
