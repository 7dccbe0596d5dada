#!/usr/bin/env bash
# Read-path load scenario (DESIGN §17): a release build on a temporary SQLite database, one
# ENTERPRISE user with 10 projects; oha for DURATION at CONNECTIONS against liveness and against the
# authenticated project list, in the same run. Prints requests/s, p50, p99, errors, the ratio
# projects/liveness, start-up time and resident memory, and checks the targets:
#   ratio >= 0.4, projects p99 < 25 ms, no errors, RSS idle < 50 MiB and peak < 64 MiB.
# Usage: tests/load/read_path.sh            (needs oha: cargo install oha --locked)
set -euo pipefail
cd "$(dirname "$0")/../.."

DURATION=${DURATION:-10s}
CONNECTIONS=${CONNECTIONS:-64}
PORT=${PORT:-18181}
BASE="http://127.0.0.1:$PORT"
command -v oha >/dev/null || { echo "oha is not installed: cargo install oha --locked" >&2; exit 2; }

source tests/load/common.sh

create_user load@example.com
start_ns=$(date +%s%N)
start_server
startup_ms=$(( ($(date +%s%N) - start_ns) / 1000000 ))
rss_kib() { awk '/^VmRSS/ {print $2}' "/proc/$SERVER_PID/status"; }
hwm_kib() { awk '/^VmHWM/ {print $2}' "/proc/$SERVER_PID/status"; }

TOKEN=$(curl -fs "$BASE/api/v1/auth/login" -H 'content-type: application/json' \
  -d "{\"email\":\"load@example.com\",\"password\":\"$PASSWORD\"}" |
  python3 -c 'import json,sys; print(json.load(sys.stdin)["accessToken"])')
for i in $(seq 1 10); do
  curl -fs "$BASE/api/v1/projects" -H "authorization: Bearer $TOKEN" -H 'content-type: application/json' \
    -d "{\"name\":\"Load project $i\",\"fiscalYear\":\"2025\"}" >/dev/null
done
idle_kib=$(rss_kib)

oha -z "$DURATION" -c "$CONNECTIONS" -w --no-tui --output-format json "$BASE/api/v1/health/liveness" >"$WORK/liveness.json"
oha -z "$DURATION" -c "$CONNECTIONS" -w --no-tui --output-format json \
  -H "authorization: Bearer $TOKEN" "$BASE/api/v1/projects" >"$WORK/projects.json"
peak_kib=$(hwm_kib)

python3 - "$WORK/liveness.json" "$WORK/projects.json" "$startup_ms" "$idle_kib" "$peak_kib" <<'PY'
import json, sys
live, proj = (json.load(open(p)) for p in sys.argv[1:3])
startup_ms, idle_kib, peak_kib = (int(x) for x in sys.argv[3:6])

def figures(name, r):
    codes = r.get("statusCodeDistribution", {})
    errors = sum(n for c, n in codes.items() if c != "200") + sum(r.get("errorDistribution", {}).values())
    rps = r["summary"]["requestsPerSec"]
    p50 = r["latencyPercentiles"]["p50"] * 1000
    p99 = r["latencyPercentiles"]["p99"] * 1000
    print(f"{name:<22} {rps:>10.0f} req/s   p50 {p50:6.2f} ms   p99 {p99:6.2f} ms   errors {errors}")
    return rps, p99, errors

lr, _, le = figures("GET health/liveness", live)
pr, pp99, pe = figures("GET projects (10)", proj)
ratio = pr / lr if lr else 0.0
print(f"ratio projects/liveness {ratio:.2f} (target >= 0.40)")
print(f"start-up {startup_ms} ms (target < 1000); RSS idle {idle_kib/1024:.1f} MiB (target < 50), peak {peak_kib/1024:.1f} MiB (target < 64)")
ok = ratio >= 0.4 and pp99 < 25 and le == 0 and pe == 0 and idle_kib < 50 * 1024 and peak_kib < 64 * 1024
print("targets met" if ok else "TARGETS MISSED")
sys.exit(0 if ok else 1)
PY
