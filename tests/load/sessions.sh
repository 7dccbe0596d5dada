#!/usr/bin/env bash
# Session-creation scenario (DESIGN §17): a release build on a temporary SQLite database (or a
# fresh PostgreSQL database with PG_URL), one ENTERPRISE user with one project; oha for DURATION
# at CONNECTIONS posting `{"type":"PRECHECK"}` to the project's sessions, after liveness for the
# same time (the machine's speed in this run). Prints sessions/s, p50, p99, errors and the server's
# peak memory; checks the targets and that the rows equal the 201 answers.
# Usage: tests/load/sessions.sh   (BIN=/path, PG_URL=postgres://postgres@127.0.0.1:5432 optional)
set -euo pipefail
cd "$(dirname "$0")/../.."

DURATION=${DURATION:-10s}
CONNECTIONS=${CONNECTIONS:-32}
PORT=${PORT:-18285}
BASE="http://127.0.0.1:$PORT/api/v1"
command -v oha >/dev/null || { echo "oha is not installed: cargo install oha --locked" >&2; exit 2; }

source tests/load/common.sh
PG_DB=""
if [ -n "${PG_URL:-}" ]; then
  PG_DB="taxcredit_sessions_$$"
  psql "$PG_URL/postgres" -qc "CREATE DATABASE $PG_DB" >/dev/null
  export TAXCREDIT__DATABASE__URL="$PG_URL/$PG_DB"
fi
cleanup() {
  [ -n "$SERVER_PID" ] && kill "$SERVER_PID" 2>/dev/null
  wait 2>/dev/null
  [ -n "$PG_DB" ] && psql "$PG_URL/postgres" -qc "DROP DATABASE IF EXISTS $PG_DB" >/dev/null
  rm -rf "$WORK"
}
trap cleanup EXIT

create_user sessions@example.com
start_server
TOKEN=$(curl -fs "$BASE/auth/login" -H 'content-type: application/json' \
  -d "{\"email\":\"sessions@example.com\",\"password\":\"$PASSWORD\"}" |
  python3 -c 'import json,sys; print(json.load(sys.stdin)["accessToken"])')
PROJECT=$(curl -fs "$BASE/projects" -H "authorization: Bearer $TOKEN" -H 'content-type: application/json' \
  -d '{"name":"Sessions load","fiscalYear":"2025"}' | python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])')
# Liveness first, at the same connections and duration: the machine's speed in this run.
oha -z "$DURATION" -c "$CONNECTIONS" -w --no-tui --output-format json \
  "$BASE/health/liveness" >"$WORK/liveness.json"
oha -z "$DURATION" -c "$CONNECTIONS" -w --no-tui --output-format json -m POST \
  -H "authorization: Bearer $TOKEN" -H 'content-type: application/json' -d '{"type":"PRECHECK"}' \
  "$BASE/projects/$PROJECT/sessions" >"$WORK/sessions.json"
PEAK=$(awk '/^VmHWM/ {print $2}' "/proc/$SERVER_PID/status")
if [ -n "$PG_DB" ]; then
  ROWS=$(psql "$PG_URL/$PG_DB" -Atc "SELECT COUNT(*) FROM sessions")
else
  ROWS=$(python3 -c 'import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute("SELECT COUNT(*) FROM sessions").fetchone()[0])' "$WORK/data/taxcredit.db")
fi
python3 - "$WORK/sessions.json" "$PEAK" "$ROWS" "$WORK/liveness.json" "${PG_DB:-sqlite}" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
peak, rows = int(sys.argv[2]), sys.argv[3]
live = json.load(open(sys.argv[4]))["summary"]["requestsPerSec"]
print(f"liveness: {live:.0f} req/s in the same run")
codes = r.get("statusCodeDistribution", {})
created = codes.get("201", 0)
errors = sum(n for c, n in codes.items() if c != "201") + sum(r.get("errorDistribution", {}).values())
rps = r["summary"]["requestsPerSec"]
p50, p99 = (r["latencyPercentiles"][k] * 1000 for k in ("p50", "p99"))
print(f"sessions: {rps:.0f} req/s ({created} x 201), p50 {p50:.1f} ms, p99 {p99:.1f} ms, errors {errors}")
print(f"rows stored {rows} vs 201 answers {created}; sessions/liveness {rps / live:.2f}")
print(f"server peak resident memory {peak / 1024:.1f} MiB (target < 64)")
# DESIGN §17: >= 10,000/s on SQLite (the one writer); PostgreSQL has no throughput target here.
sqlite = sys.argv[5] == "sqlite"
print(f"target: p99 < 25 ms{', >= 10000 req/s' if sqlite else ''}, no errors, every 201 stored")
ok = errors == 0 and str(created) == rows and p99 < 25 and (rps >= 10000 or not sqlite) and peak < 64 * 1024
print("targets met" if ok else "TARGETS MISSED")
sys.exit(0 if ok else 1)
PY
