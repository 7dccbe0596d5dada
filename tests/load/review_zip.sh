#!/usr/bin/env bash
# Expert review download scenario (DESIGN §12: "a zip streamed from object storage file by file,
# memory does not grow with project size"): a build on a temporary SQLite database with the
# embedded object store; one ENTERPRISE user uploads FILES files of FILE_MIB MiB of random bytes
# (presign + PUT + confirm; 25 x 8 MiB = 200 MiB by default), an order for the project is inserted
# as PAID (formats copied from the rows the service wrote), and an admin downloads the zip with
# curl to /dev/null while the server's VmRSS is sampled every 50 ms.
# Reports the start RSS, the peak RSS, the growth and the download rate; checks the archive's size
# against the uploaded bytes and exits non-zero when the growth exceeds 64 MiB.
# Usage: tests/load/review_zip.sh   (BIN=/path/to/taxcredit for another build, e.g. target/debug/taxcredit)
set -euo pipefail
cd "$(dirname "$0")/../.."

FILES=${FILES:-25}
FILE_MIB=${FILE_MIB:-8}
LIMIT_MIB=${LIMIT_MIB:-64}
PORT=${PORT:-18484}
BASE="http://127.0.0.1:$PORT/api/v1"

source tests/load/common.sh
create_user review-owner@example.com
echo "$PASSWORD" | "$BIN" admin create-user --email review-admin@example.com --role ADMIN >/dev/null
start_server
echo "build: $BIN"

python3 - "$BASE" "$PASSWORD" "$FILES" "$FILE_MIB" "$LIMIT_MIB" "$WORK/data/taxcredit.db" "$SERVER_PID" "$WORK" <<'PY'
import json, os, sqlite3, subprocess, sys, threading, time, urllib.request, uuid

base, password, files, file_mib, limit_mib, db_path, pid, work = sys.argv[1:9]
files, file_mib, limit_mib, pid = int(files), int(file_mib), int(limit_mib), int(pid)

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

def login(email):
    return call("POST", f"{base}/auth/login", {"email": email, "password": password})["accessToken"]

def rss_kib():
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0

owner, admin = login("review-owner@example.com"), login("review-admin@example.com")
project = call("POST", f"{base}/projects", {"name": "Large evidence", "fiscalYear": "2025"}, owner)["id"]

size = file_mib * 1024 * 1024
uploaded = 0
t0 = time.perf_counter()
for i in range(files):
    body = os.urandom(size)
    [slot] = call("POST", f"{base}/projects/{project}/files/presign",
                  {"files": [{"filename": f"scan-{i:02}.png", "contentType": "image/png", "fileSize": size}]}, owner)
    call("PUT", slot["uploadUrl"], raw=body, content_type="image/png")
    call("POST", f"{base}/projects/{project}/files/{slot['fileId']}/confirm", {}, owner)
    uploaded += size
print(f"uploaded {files} files, {uploaded / 2**20:.0f} MiB in {time.perf_counter() - t0:.1f} s")

# Let indexing (images: no text) settle so it does not count against the download.
while True:
    listed = call("GET", f"{base}/projects/{project}/files", token=owner)
    if len(listed) == files and all(f["indexStatus"] in ("READY", "FAILED") for f in listed):
        break
    time.sleep(0.1)

# The order, PAID, inserted in the formats the service wrote for the project row.
con = sqlite3.connect(db_path)
kind = con.execute("SELECT typeof(id) FROM projects").fetchone()[0]
order = uuid.uuid4()
order_value = str(order) if kind == "text" else order.bytes
con.execute(
    "INSERT INTO expert_review_orders (id, user_id, project_id, status, notes, reviewer_notes, "
    "checkout_session_id, amount_cents, currency, created_at, paid_at, updated_at) "
    "SELECT ?, owner_id, id, 'PAID', NULL, NULL, NULL, 49900, 'usd', created_at, created_at, created_at "
    "FROM projects WHERE name = 'Large evidence'", (order_value,))
con.commit()
con.close()
got = call("GET", f"{base}/admin/expert-reviews/orders/{order}", token=admin)["data"]
assert got["status"] == "PAID", got

time.sleep(1)
start = rss_kib()
peak = [start]
done = threading.Event()
def sample():
    while not done.is_set():
        peak[0] = max(peak[0], rss_kib())
        time.sleep(0.05)
sampler = threading.Thread(target=sample)
sampler.start()
out = subprocess.run(
    ["curl", "-sS", "--fail", "-o", "/dev/null", "-w", "%{http_code} %{size_download} %{time_total}",
     "-H", f"authorization: Bearer {admin}", f"{base}/admin/expert-reviews/orders/{order}/files/download"],
    capture_output=True, text=True)
done.set()
sampler.join()
peak[0] = max(peak[0], rss_kib())
if out.returncode != 0:
    print(f"download failed: {out.stderr.strip()} {out.stdout}")
    sys.exit(1)
code, downloaded, seconds = out.stdout.split()
downloaded, seconds = int(downloaded), float(seconds)
growth = (peak[0] - start) / 1024
print(f"download: HTTP {code}, {downloaded / 2**20:.1f} MiB in {seconds:.2f} s = {downloaded / 2**20 / seconds:.0f} MiB/s")
print(f"server RSS: start {start / 1024:.1f} MiB, peak {peak[0] / 1024:.1f} MiB, growth {growth:.1f} MiB (limit {limit_mib} MiB)")
# The archive also carries the project's claim package (Word and PDF, a few hundred KiB).
overhead = downloaded - uploaded
if not (0 < overhead < 200 * files + 4 * 2**20):
    print(f"archive size {downloaded} does not match {uploaded} bytes uploaded plus headers and the package")
    sys.exit(1)
if growth > limit_mib:
    print("FAIL: memory grew with the download")
    sys.exit(1)
print("OK")
PY
