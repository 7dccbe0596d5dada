#!/usr/bin/env bash
# Every load figure of DESIGN §17 in one table (issue 19, item 8): runs the scenarios one after
# the other on one release build and prints a Markdown table (the README's "Load figures" table):
# read path, session creation, runs on SQLite and on PostgreSQL (one user, and 100), uploads, webhook deliveries, the
# proxy's streaming; requests per second, p50, p99, errors, resident memory, start-up time.
# Usage: tests/load/all.sh                 (builds the release binary; needs oha)
#        BIN=/path/to/taxcredit PG_URL=postgres://postgres@127.0.0.1:5432 tests/load/all.sh
#        PG_PARAMS=host=/var/run/postgresql ...   (the PostgreSQL rows over the server's Unix socket)
# Without PG_URL the PostgreSQL rows are skipped. Each scenario's own output is kept in $OUT.
set -uo pipefail
cd "$(dirname "$0")/../.."

if [ -z "${BIN:-}" ]; then
  cargo build --release --quiet || exit 1
  BIN="$PWD/target/release/taxcredit"
fi
export BIN
# Only the PostgreSQL row uses PostgreSQL: the other scenarios read PG_URL too.
ALL_PG_URL=${PG_URL:-}
unset PG_URL
OUT=${OUT:-$(mktemp -d)}
mkdir -p "$OUT"
echo "scenario outputs in $OUT" >&2

run_scenario() { # run_scenario NAME COMMAND...
  local name=$1
  shift
  echo "== $name" >&2
  if "$@" >"$OUT/$name.txt" 2>&1; then echo met >"$OUT/$name.status"; else echo MISSED >"$OUT/$name.status"; fi
}

run_scenario read_path tests/load/read_path.sh
run_scenario sessions tests/load/sessions.sh
run_scenario runs_sqlite tests/load/runs.sh
if [ -n "$ALL_PG_URL" ]; then
  run_scenario runs_postgres env PG_URL="$ALL_PG_URL" tests/load/runs.sh
  run_scenario runs_postgres_100 env PG_URL="$ALL_PG_URL" USERS=100 tests/load/runs.sh
fi
run_scenario uploads tests/load/uploads.sh
run_scenario webhooks tests/load/webhooks.sh
run_scenario proxy tests/load/proxy.sh

python3 - "$OUT" <<'PY'
import os, re, sys
out = sys.argv[1]

def text(name):
    path = os.path.join(out, f"{name}.txt")
    return open(path).read() if os.path.exists(path) else None

def status(name):
    path = os.path.join(out, f"{name}.status")
    return open(path).read().strip() if os.path.exists(path) else "skipped"

def find(pattern, s, default="-"):
    m = re.search(pattern, s or "")
    return m.group(1) if m else default

rows = []
rp = text("read_path")
if rp is not None:
    for label, key in (("GET /health/liveness", "GET health/liveness"), ("GET /projects (10 projects)", "GET projects")):
        line = find(rf"({re.escape(key)}.*)", rp, "")
        rows.append((label, find(r"(\d+) req/s", line) + " req/s", find(r"p50\s+([\d.]+) ms", line), find(r"p99\s+([\d.]+) ms", line),
                     find(r"errors (\d+)", line), find(r"peak ([\d.]+) MiB", rp) + " MiB peak", status("read_path")))
    rows.append(("ratio projects/liveness", find(r"ratio projects/liveness ([\d.]+)", rp), "", "", "", "", "target >= 0.40"))
    rows.append(("start-up, idle memory", find(r"start-up (\d+ ms)", rp), "", "", "", find(r"RSS idle ([\d.]+ MiB)", rp) + " idle", "targets < 1000 ms, < 50 MiB"))
s = text("sessions")
if s is not None:
    rows.append(("POST /projects/{id}/sessions", find(r"sessions: (\d+) req/s", s) + " req/s", find(r"p50 ([\d.]+) ms", s), find(r"p99 ([\d.]+) ms", s),
                 find(r"errors (\d+)", s), find(r"memory ([\d.]+) MiB", s) + " MiB peak", status("sessions")))
for name, label in (("runs_sqlite", "runs (SQLite)"), ("runs_postgres", "runs (PostgreSQL, one user)"),
                    ("runs_postgres_100", "runs (PostgreSQL, 100 users)")):
    r = text(name)
    if r is None:
        rows.append((label, "-", "-", "-", "-", "-", "skipped (no PG_URL)" if name.startswith("runs_postgres") else "missing"))
        continue
    rows.append((label, find(r"runs: (\d+) req/s", r) + " runs/s", find(r"p50 ([\d.]+) ms", r), find(r"p99 ([\d.]+) ms", r),
                 find(r"(\d+) other\)", r), find(r"memory ([\d.]+) MiB", r) + " MiB peak",
                 # One user's runs take turns on its counter row: the target is the 100 users' (issue 19).
                 ("no target (one counter row)" if name == "runs_postgres"
                  else "met" if "(target >= 1000): met" in r else "MISSED (target >= 1000 runs/s)")
                 + ("; ledger exact" if "ledger exact: yes" in r else "; ledger NOT exact")))
u = text("uploads")
if u is not None:
    rows.append(("uploads (presign, PUT, confirm)", find(r"(\d+) cycles/s", u) + " cycles/s", find(r"p50 ([\d.]+) ms", u), find(r"p99 ([\d.]+) ms", u),
                 find(r"errors (\d+)", u), "-", status("uploads")))
w = text("webhooks")
if w is not None:
    rows.append(("webhook deliveries", find(r"deliveries per second (\d+)", w) + " /s", find(r"p50[^\d]*([\d.]+)", w), find(r"p99[^\d]*([\d.]+)", w),
                 "-", find(r"memory ([\d.]+) MiB", w) + " MiB peak", status("webhooks")))
p = text("proxy")
if p is not None:
    rows.append(("proxy: 100 MiB download", find(r"\((\d+ MiB/s)\)", p), "", "", "", "grew " + find(r"grew ([\d.]+) MiB", p) + " MiB", status("proxy")))

print("| scenario | throughput | p50 ms | p99 ms | errors | memory | result |")
print("|---|---|---|---|---|---|---|")
for row in rows:
    print("| " + " | ".join(row) + " |")
PY
