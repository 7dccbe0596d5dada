#!/usr/bin/env bash
# Fuzzes the live service against its own OpenAPI document with schemathesis: a release build on a
# temporary SQLite database with the embedded object store and the in-process worker, one ADMIN
# account (ENTERPRISE) whose bearer token every request carries (an admin passes every route's
# auth layer), and schemathesis's examples, coverage and fuzzing phases over every operation of
# `/api/v1/openapi.json`. Checks: no 5xx (`not_a_server_error`), documented statuses, content
# types and response schemas (`status_code_conformance`, `content_type_conformance`,
# `response_schema_conformance`).
# The payment provider, the code host and the identity provider are not configured here, so the
# routes that need them answer their documented 502/503 (BILLING_NOT_CONFIGURED,
# CODEHOST_NOT_CONFIGURED or CODEHOST_UNAVAILABLE, IDP_NOT_CONFIGURED); those statuses are allowed
# for those operations only. The per-client limits are raised so that the handlers, not the
# limiters, see the generated requests (the 429s are documented and still checked when they come).
# Usage: tests/load/fuzz.sh                       (installs schemathesis with pip when missing)
#        BIN=/path/to/taxcredit tests/load/fuzz.sh (another build)
#        MAX_EXAMPLES=100 tests/load/fuzz.sh       (test cases per operation and phase; default 25)
set -euo pipefail
cd "$(dirname "$0")/../.."

PORT=${PORT:-18391}
MAX_EXAMPLES=${MAX_EXAMPLES:-25}
SEED=${SEED:-20261124}
BASE="http://127.0.0.1:$PORT/api/v1"
if ! command -v schemathesis >/dev/null; then
  python3 -m pip install --quiet --disable-pip-version-check schemathesis
fi

source tests/load/common.sh
export TAXCREDIT__ADMIN__WRITES_PER_MINUTE=1000000 TAXCREDIT__AUTH__REGISTER_PER_IP_PER_HOUR=1000000 \
  TAXCREDIT__AUTH__ACCOUNT_MAIL_PER_IP_PER_HOUR=1000000 TAXCREDIT__SCREENER__PER_IP_PER_HOUR=1000000 \
  TAXCREDIT__CONTACT__PER_IP_PER_HOUR=1000000
# The code host's API on a closed local port: a manual-token bind fails at once (502) instead of
# waiting on the network.
export TAXCREDIT__CODEHOST__API_BASE_URL="http://127.0.0.1:9"

echo "$PASSWORD" | "$BIN" admin create-user --email fuzz@example.com --role ADMIN --tier ENTERPRISE >/dev/null
start_server

TOKEN=$(curl -fs "$BASE/auth/login" -H 'content-type: application/json' \
  -d "{\"email\":\"fuzz@example.com\",\"password\":\"$PASSWORD\"}" |
  python3 -c 'import json,sys; print(json.load(sys.stdin)["accessToken"])')
# A project, so the document's examples are not all 404s.
curl -fs "$BASE/projects" -H "authorization: Bearer $TOKEN" -H 'content-type: application/json' \
  -d '{"name":"Fuzzing","fiscalYear":"2025"}' >/dev/null

cat >"$WORK/schemathesis.toml" <<'TOML'
# The integrations that are not configured on this instance: their documented 5xx is expected.
[[operations]]
include-operation-id-regex = "^(codehost|idpSignIn|subscriptionCheckout|expertReviewCheckout|confirmCheckout|portalSession)"
checks.not_a_server_error.expected-statuses = ["2xx", "3xx", "4xx", "502", "503"]
TOML

set +e
schemathesis --config-file "$WORK/schemathesis.toml" run "$BASE/openapi.json" \
  --url "http://127.0.0.1:$PORT" \
  -H "Authorization: Bearer $TOKEN" \
  --checks not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance \
  --phases examples,coverage,fuzzing \
  --max-examples "$MAX_EXAMPLES" --seed "$SEED" --workers 2 \
  --request-timeout 30 --no-color \
  --report junit --report-dir "$WORK/report" 2>&1 | tee "$WORK/schemathesis.log"
STATUS=${PIPESTATUS[0]}
set -e
# The server's own view: anything logged at ERROR is a bug to look at.
if grep -q '"level":"ERROR"\|ERROR' "$WORK/server.log"; then
  echo "== server errors"
  grep 'ERROR' "$WORK/server.log" | tail -20
fi
exit "$STATUS"
