#!/usr/bin/env bash
# Runs load scenario (DESIGN §17): a release build on a temporary SQLite database with the
# in-process worker (offline engine, no files: it answers at once), USERS ENTERPRISE users (1 by
# default) with SESSIONS sessions in all (100 by default, split evenly); for DURATION at
# CONNECTIONS, PRECHECK runs posted to sessions chosen at random: by oha for one user, by
# tests/load/driver's runs-driver (a token per user, which oha cannot send) for several.
# Reports runs/s, p50, p99 and the status mix, then checks that the ledger's `used` equals the
# number of 200 answers exactly and that no reservation is left RESERVED, and reports the server's
# peak resident memory.
# Target (DESIGN §17): >= 1000 runs/s, no errors other than deliberate 409 SESSION_BUSY.
# Usage: tests/load/runs.sh            (needs oha: cargo install oha --locked)
#        BIN=/path/to/taxcredit tests/load/runs.sh   (another build, to compare two in one session)
#        PG_URL=postgres://postgres@127.0.0.1:5432 tests/load/runs.sh   (the same on a fresh
#        PostgreSQL database, dropped afterwards)
#        USERS=100 PG_URL=... tests/load/runs.sh   (100 users with one session each: the counter
#        row of one user no longer serializes the runs; issue 19 item 7)
#        PG_PARAMS=sslmode=disable PG_URL=... tests/load/runs.sh   (parameters for the service's
#        database URL: here no TLS to a database on the same host)
set -euo pipefail
cd "$(dirname "$0")/../.."

DURATION=${DURATION:-20s}
CONNECTIONS=${CONNECTIONS:-32}
SESSIONS=${SESSIONS:-100}
USERS=${USERS:-1}
[ "$USERS" -ge 1 ] && [ $((SESSIONS % USERS)) -eq 0 ] || { echo "SESSIONS must be a multiple of USERS" >&2; exit 2; }
PORT=${PORT:-18383}
BASE="http://127.0.0.1:$PORT/api/v1"
[ "$USERS" -gt 1 ] || command -v oha >/dev/null || { echo "oha is not installed: cargo install oha --locked" >&2; exit 2; }

source tests/load/common.sh
PG_DB=""
if [ -n "${PG_URL:-}" ]; then
  PG_DB="taxcredit_load_$$"
  psql "$PG_URL/postgres" -qc "CREATE DATABASE $PG_DB" >/dev/null
  export TAXCREDIT__DATABASE__URL="$PG_URL/$PG_DB${PG_PARAMS:+?$PG_PARAMS}"
fi
cleanup() {
  [ -n "$SERVER_PID" ] && kill "$SERVER_PID" 2>/dev/null
  wait 2>/dev/null
  grep -E "ERROR|WARN" "$WORK/server.log" 2>/dev/null | tail -5 || true
  [ -n "$PG_DB" ] && psql "$PG_URL/postgres" -qc "DROP DATABASE IF EXISTS $PG_DB" >/dev/null
  rm -rf "$WORK"
}
trap cleanup EXIT

if [ "$USERS" -gt 1 ]; then
  DRIVER_TARGET=${DRIVER_TARGET:-/tmp/load-driver-target}
  CARGO_TARGET_DIR="$DRIVER_TARGET" cargo build --release --quiet --manifest-path tests/load/driver/Cargo.toml
  DRIVER="$DRIVER_TARGET/release/runs-driver"
fi
# The first one alone: it migrates the fresh database.
create_user runs1@example.com
seq 2 "$USERS" | xargs -r -P 2 -I{} bash -c "echo '$PASSWORD' | '$BIN' admin create-user --email runs{}@example.com --role USER --tier ENTERPRISE >/dev/null"
start_server

BODY='{"type":"PRECHECK","input":"It was unknown whether the coating survives 900 C; we ran furnace experiments and logged results."}'
: >"$WORK/targets"
for u in $(seq 1 "$USERS"); do
  TOKEN=$(curl -fs "$BASE/auth/login" -H 'content-type: application/json' \
    -d "{\"email\":\"runs$u@example.com\",\"password\":\"$PASSWORD\"}" |
    python3 -c 'import json,sys; print(json.load(sys.stdin)["accessToken"])')
  PROJECT=$(curl -fs "$BASE/projects" -H "authorization: Bearer $TOKEN" -H 'content-type: application/json' \
    -d '{"name":"Runs load","fiscalYear":"2025"}' | python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])')
  for _ in $(seq 1 $((SESSIONS / USERS))); do
    SESSION=$(curl -fs "$BASE/projects/$PROJECT/sessions" -H "authorization: Bearer $TOKEN" \
      -H 'content-type: application/json' -d '{"type":"PRECHECK"}' |
      python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])')
    echo "$TOKEN $SESSION" >>"$WORK/targets"
  done
done

if [ "$USERS" -gt 1 ]; then
  "$DRIVER" --url "$BASE" --targets "$WORK/targets" --body "$BODY" --out "$WORK/runs.json" \
    --connections "$CONNECTIONS" --duration "${DURATION%s}"
else
  ALTERNATIVES=$(cut -d' ' -f2 "$WORK/targets" | paste -sd'|')
  oha -z "$DURATION" -c "$CONNECTIONS" -w --no-tui --output-format json -m POST \
    -H "authorization: Bearer $TOKEN" -H 'content-type: application/json' -d "$BODY" \
    --rand-regex-url "http://127.0.0.1:$PORT/api/v1/sessions/($ALTERNATIVES)/runs" >"$WORK/runs.json"
fi

PEAK_KIB=$(awk '/^VmHWM/ {print $2}' "/proc/$SERVER_PID/status")
# What the resident memory is made of at the end (heap and stacks, the binary's pages) and how
# many threads hold it: to tell a change in the code's memory from the runtime's thread count.
MAKEUP=$(awk '/^(RssAnon|RssFile|Threads)/ {printf "%s %s ", $1, $2}' "/proc/$SERVER_PID/status")

if [ -n "$PG_DB" ]; then
  USED=$(psql "$TAXCREDIT__DATABASE__URL" -Atc "SELECT COALESCE(SUM(used),0) FROM quota_counters WHERE kind='AI_RUN'")
  RESERVED=$(psql "$TAXCREDIT__DATABASE__URL" -Atc "SELECT COUNT(*) FROM quota_reservations WHERE status='RESERVED'")
  GLOBAL_USED=$(psql "$TAXCREDIT__DATABASE__URL" -Atc "SELECT COALESCE(SUM(used),0) FROM global_counters WHERE kind='AI_RUN'")
else
  USED=$(python3 -c "import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute(\"SELECT COALESCE(SUM(used),0) FROM quota_counters WHERE kind='AI_RUN'\").fetchone()[0])" "$WORK/data/taxcredit.db")
  RESERVED=$(python3 -c "import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute(\"SELECT COUNT(*) FROM quota_reservations WHERE status='RESERVED'\").fetchone()[0])" "$WORK/data/taxcredit.db")
  GLOBAL_USED=$(python3 -c "import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute(\"SELECT COALESCE(SUM(used),0) FROM global_counters WHERE kind='AI_RUN'\").fetchone()[0])" "$WORK/data/taxcredit.db")
fi

python3 - "$WORK/runs.json" "$USED" "$RESERVED" "$PEAK_KIB" "$GLOBAL_USED" "$MAKEUP" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
codes = r.get("statusCodeDistribution", {})
ok = codes.get("200", 0)
busy = codes.get("409", 0)
other = sum(n for c, n in codes.items() if c not in ("200", "409")) + sum(r.get("errorDistribution", {}).values())
rps = r["summary"]["requestsPerSec"]
p50 = r["latencyPercentiles"]["p50"] * 1000
p99 = r["latencyPercentiles"]["p99"] * 1000
used, reserved = int(sys.argv[2]), int(sys.argv[3])
print("status codes:", codes, "errors:", r.get("errorDistribution", {}))
print(f"runs: {rps:.0f} req/s ({ok} x 200, {busy} x 409 SESSION_BUSY, {other} other), p50 {p50:.1f} ms, p99 {p99:.1f} ms")
global_used = int(sys.argv[5])
print(f"ledger used {used} (service-wide {global_used}, the sum of its stripes) vs 200 answers {ok}; reservations left RESERVED: {reserved}")
exact = used == ok and global_used == ok and reserved == 0 and other == 0
runs_per_sec = ok / max(r["summary"]["total"], 1e-9)
print(f"successful runs per second {runs_per_sec:.0f} (target >= 1000): {'met' if runs_per_sec >= 1000 else 'missed'}")
print(f"ledger exact: {'yes' if exact else 'NO'}")
peak = int(sys.argv[4]) / 1024
print(f"server peak resident memory {peak:.1f} MiB (target < 64): {'met' if peak < 64 else 'missed'}")
print("at the end (KiB):", sys.argv[6])
sys.exit(0 if exact and peak < 64 else 1)
PY
