#!/usr/bin/env bash
# Fault scenarios that need the operating system (issue 11): each scenario is a function that
# prints PASS, FAIL or SKIP with a reason; the script exits non-zero when any scenario FAILs.
# Usage: tests/load/faults.sh                  (all scenarios; builds target/release/taxcredit)
#        BIN=/path/to/taxcredit tests/load/faults.sh kill9_mid_run   (a given build, some scenarios)
# Needs curl and python3 (standard library only).
set -euo pipefail
cd "$(dirname "$0")/../.."

if [ -z "${BIN:-}" ]; then
  cargo build --release --quiet
  BIN="$PWD/target/release/taxcredit"
fi
PASSWORD='Fault-Test-Pass-42'
WORK=$(mktemp -d)
SERVER_PID=""
HELPER_PIDS=()
FAILED=0

cleanup() {
  if [ -n "$SERVER_PID" ]; then kill "$SERVER_PID" 2>/dev/null || true; fi
  for pid in "${HELPER_PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  rm -rf "$WORK"
}
trap cleanup EXIT

result() { # result NAME PASS|FAIL|SKIP MESSAGE
  echo "$2 $1: $3"
  if [ "$2" = FAIL ]; then FAILED=1; fi
}

free_port() {
  python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'
}

json_field() { # json_field KEY < json
  python3 -c 'import json,sys; print(json.load(sys.stdin)[sys.argv[1]])' "$1"
}

# A stand-in task worker: answers RUN tasks as SUCCEEDED after the number of seconds in the file
# $1/delay (0 when absent), and appends each task's ID to $1/seen.
start_stand_in_worker() { # start_stand_in_worker DIR PORT
  python3 - "$1" "$2" <<'PY' &
import json, os, sys, time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
state, port = sys.argv[1], int(sys.argv[2])
class Worker(BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass
    def do_POST(self):
        task = json.loads(self.rfile.read(int(self.headers.get("content-length", 0))) or b"{}")
        with open(os.path.join(state, "seen"), "a") as seen:
            seen.write(f"{task.get('taskId')}\n")
        try:
            delay = float(open(os.path.join(state, "delay")).read().strip() or 0)
        except FileNotFoundError:
            delay = 0
        time.sleep(delay)
        body = json.dumps({"status": "SUCCEEDED", "taskType": "RUN", "output": "stand-in reply",
                           "data": {}, "citations": [], "usage": {}, "engine": "stand-in",
                           "model": None, "latencyMs": int(delay * 1000), "error": None}).encode()
        try:
            self.send_response(200)
            self.send_header("content-type", "application/json")
            self.send_header("content-length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the backend was killed while the task was held
ThreadingHTTPServer(("127.0.0.1", port), Worker).serve_forever()
PY
  HELPER_PIDS+=($!)
}

start_server() { # start_server LOG; uses the exported TAXCREDIT__* settings
  "$BIN" serve 2>>"$1" &
  SERVER_PID=$!
  local base="http://127.0.0.1:$TAXCREDIT__SERVER__PORT/api/v1"
  for _ in $(seq 1 400); do
    curl -fs "$base/health/liveness" >/dev/null 2>&1 && return 0
    kill -0 "$SERVER_PID" 2>/dev/null || { tail -20 "$1" >&2; return 1; }
    sleep 0.05
  done
  return 1
}

sqlite_value() { # sqlite_value DB SQL
  python3 -c 'import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute(sys.argv[2]).fetchone()[0])' "$1" "$2"
}

# kill -9 while a run is at the worker; after the restart the session's next run answers at
# once (the restarted node releases its previous incarnation's lease), the interrupted run is
# FAILED (not RUNNING) and its AI-run reservation is returned.
scenario_kill9_mid_run() {
  local name=kill9_mid_run dir="$WORK/kill9" port wport
  mkdir -p "$dir/worker"
  port=$(free_port)
  wport=$(free_port)
  echo 30 >"$dir/worker/delay"
  start_stand_in_worker "$dir/worker" "$wport"
  export TAXCREDIT__APP__DATA_DIR="$dir/data" TAXCREDIT__SERVER__PORT="$port" \
    TAXCREDIT__LOG__LEVEL=warn TAXCREDIT__WORKER__URL="http://127.0.0.1:$wport" \
    TAXCREDIT__WORKER__TOKEN="$(python3 -c 'import secrets; print(secrets.token_urlsafe(32))')"
  local base="http://127.0.0.1:$port/api/v1"
  echo "$PASSWORD" | "$BIN" admin create-user --email faults@example.com --role USER >/dev/null
  start_server "$dir/server.log" || { result $name FAIL "the server did not start"; return; }
  local token project session
  token=$(curl -fs "$base/auth/login" -H 'content-type: application/json' \
    -d "{\"email\":\"faults@example.com\",\"password\":\"$PASSWORD\"}" | json_field accessToken)
  project=$(curl -fs "$base/projects" -H "authorization: Bearer $token" -H 'content-type: application/json' \
    -d '{"name":"Faults","fiscalYear":"2025"}' | json_field id)
  session=$(curl -fs "$base/projects/$project/sessions" -H "authorization: Bearer $token" \
    -H 'content-type: application/json' -d '{"type":"PRECHECK"}' | json_field id)
  local run_body='{"type":"PRECHECK","input":"Is the furnace coating work eligible?"}'
  curl -s -o /dev/null --max-time 60 "$base/sessions/$session/runs" -H "authorization: Bearer $token" \
    -H 'content-type: application/json' -d "$run_body" &
  local client=$!
  for _ in $(seq 1 200); do
    [ -s "$dir/worker/seen" ] && break
    sleep 0.05
  done
  [ -s "$dir/worker/seen" ] || { result $name FAIL "the run never reached the worker"; return; }
  kill -9 "$SERVER_PID"
  wait "$SERVER_PID" 2>/dev/null || true
  wait "$client" 2>/dev/null || true
  local db="$dir/data/taxcredit.db"
  local before
  before=$(sqlite_value "$db" "SELECT COUNT(*) FROM runs WHERE status = 'RUNNING'")
  echo 0 >"$dir/worker/delay"
  start_server "$dir/server.log" || { result $name FAIL "the server did not restart"; return; }
  local started status elapsed_ms
  started=$(date +%s%N)
  status=$(curl -s -o /dev/null -w '%{http_code}' --max-time 90 "$base/sessions/$session/runs" \
    -H "authorization: Bearer $token" -H 'content-type: application/json' -d "$run_body")
  elapsed_ms=$(( ($(date +%s%N) - started) / 1000000 ))
  local running failed reserved
  running=$(sqlite_value "$db" "SELECT COUNT(*) FROM runs WHERE status = 'RUNNING'")
  failed=$(sqlite_value "$db" "SELECT COUNT(*) FROM runs WHERE status = 'FAILED' AND error LIKE '%restarted%'")
  reserved=$(curl -fs "$base/quotas/me" -H "authorization: Bearer $token" | json_field aiRunsReserved)
  kill "$SERVER_PID" 2>/dev/null || true
  wait "$SERVER_PID" 2>/dev/null || true
  SERVER_PID=""
  local facts="RUNNING before the restart $before; next run $status in ${elapsed_ms} ms; RUNNING after $running; FAILED (restarted) $failed; aiRunsReserved $reserved"
  if [ "$before" = 1 ] && [ "$status" = 200 ] && [ "$elapsed_ms" -lt 5000 ] && [ "$running" = 0 ] &&
    [ "$failed" = 1 ] && [ "$reserved" = 0 ]; then
    result $name PASS "$facts"
  else
    result $name FAIL "$facts"
  fi
}

SCENARIOS=("$@")
if [ ${#SCENARIOS[@]} -eq 0 ]; then
  SCENARIOS=(kill9_mid_run)
fi
for scenario in "${SCENARIOS[@]}"; do
  if declare -F "scenario_$scenario" >/dev/null; then
    if ! "scenario_$scenario"; then result "$scenario" FAIL "the scenario stopped on an error"; fi
  else
    result "$scenario" FAIL "no such scenario"
  fi
done
exit "$FAILED"
