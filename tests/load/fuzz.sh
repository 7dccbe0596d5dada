#!/usr/bin/env bash
# Fuzzes the live service against its own OpenAPI document with schemathesis: a release build on a
# temporary SQLite database with the embedded object store and the in-process worker, one ADMIN
# account (ENTERPRISE) whose bearer token every request carries (an admin passes every route's
# auth layer), and schemathesis's examples, coverage and fuzzing phases over every operation of
# `/api/v1/openapi.json`, twice: once with generated path parameters, once with the IDs of real
# resources made beforehand (a project, a session, an indexed file, a user, an invitation code; the
# delete routes get resources of their own), so the generated bodies and queries reach the
# handlers' logic instead of a 404. Checks: no 5xx (`not_a_server_error`), documented statuses,
# content types and response schemas (`status_code_conformance`, `content_type_conformance`,
# `response_schema_conformance`).
# The payment provider, the code host and the identity provider are not configured here, so the
# routes that need them answer their documented 502/503 (BILLING_NOT_CONFIGURED,
# CODEHOST_NOT_CONFIGURED or CODEHOST_UNAVAILABLE, IDP_NOT_CONFIGURED); those statuses are allowed
# for those operations only. The per-client limits are raised so that the handlers, not the
# limiters, see the generated requests (the 429s are documented and still checked when they come).
# Usage: tests/load/fuzz.sh                       (installs schemathesis with pip when missing)
#        BIN=/path/to/taxcredit tests/load/fuzz.sh (another build)
#        MAX_EXAMPLES=100 tests/load/fuzz.sh       (test cases per operation and phase; default 25)
#        WORKERS=1 SEED=1 tests/load/fuzz.sh       (concurrent requests, default 2; another seed)
set -euo pipefail
cd "$(dirname "$0")/../.."

PORT=${PORT:-18391}
MAX_EXAMPLES=${MAX_EXAMPLES:-25}
SEED=${SEED:-20261124}
WORKERS=${WORKERS:-2}
CHECKS=${CHECKS:-all}
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

json_field() { python3 -c "import json,sys; v=json.load(sys.stdin); print(eval('v' + sys.argv[1]))" "$1"; }
TOKEN=$(curl -fs "$BASE/auth/login" -H 'content-type: application/json' \
  -d "{\"email\":\"fuzz@example.com\",\"password\":\"$PASSWORD\"}" | json_field '["accessToken"]')
api() { # METHOD PATH [JSON]
  curl -fs -X "$1" "$BASE$2" -H "authorization: Bearer $TOKEN" -H 'content-type: application/json' \
    ${3:+-d "$3"}
}
project() { api POST /projects "{\"name\":\"$1\",\"fiscalYear\":\"2025\"}" | json_field '["id"]'; }
session() { api POST "/projects/$1/sessions" '{"type":"PRECHECK","title":"Fuzzing"}' | json_field '["id"]'; }
file() { # PROJECT: a confirmed text file
  local presigned id url
  presigned=$(api POST "/projects/$1/files/presign" \
    '{"files":[{"filename":"notes.txt","contentType":"text/plain","fileSize":11}]}')
  id=$(echo "$presigned" | json_field '[0]["fileId"]')
  url=$(echo "$presigned" | json_field '[0]["uploadUrl"]')
  printf 'hello world' | curl -fs -X PUT "$url" -H 'content-type: text/plain' --data-binary @- >/dev/null
  api POST "/projects/$1/files/$id/confirm" >/dev/null
  echo "$id"
}
PROJECT=$(project Fuzzing)
SESSION=$(session "$PROJECT")
FILE=$(file "$PROJECT")
DOOMED_PROJECT=$(project Doomed)
DOOMED_SESSION=$(session "$PROJECT")
DOOMED_FILE=$(file "$PROJECT")
echo "$PASSWORD" | "$BIN" admin create-user --email bystander@example.com --role USER >/dev/null
USER_ID=$(api GET '/admin/users?search=bystander' | json_field '["content"][0]["id"]')
CODE=$(api POST /admin/invitations)

# The integrations that are not configured on this instance: their documented 5xx is expected.
NOT_CONFIGURED='[[operations]]
include-operation-id-regex = "^(codehost|idpSignIn|subscriptionCheckout|expertReviewCheckout|confirmCheckout|portalSession)"
checks.not_a_server_error.expected-statuses = ["2xx", "3xx", "4xx", "502", "503"]
checks.positive_data_acceptance.expected-statuses = ["2xx", "3xx", "401", "403", "404", "409", "429", "502", "503"]'
# Rules no schema can state answer 400 to schema-valid data: a link's token that does not exist
# (INVALID_TOKEN), content that is not a Word document (NOT_A_DOCX), the last active admin (spec:
# 400 with the unchanged user), a wrong current password, the FREE plan (price 0, not
# purchasable: a rule on the path parameter), an invitation code that does not exist, a plan's
# files-per-upload limit (which the admin operations change during the run), file IDs of no file
# in the project. For those operations only, 400 is
# allowed in positive_data_acceptance.
NOT_CONFIGURED="$NOT_CONFIGURED

[[operations]]
include-operation-id-regex = \"^(resetPassword|verifyEmail|verifyEmailLink|previewWord|patchUser|suspendUser|changePassword|patchMe|updatePlan|register|presignUploads|createRun)$\"
checks.positive_data_acceptance.expected-statuses = [\"2xx\", \"3xx\", \"400\", \"401\", \"403\", \"404\", \"409\", \"429\", \"502\", \"503\"]"
echo "$NOT_CONFIGURED" >"$WORK/generated-ids.toml"
cat >"$WORK/real-ids.toml" <<TOML
$NOT_CONFIGURED

[parameters]
"path.projectId" = "$PROJECT"
"path.sessionId" = "$SESSION"
"path.fileId" = "$FILE"
"path.userId" = "$USER_ID"
"path.code" = "$CODE"

[[operations]]
include-operation-id = "deleteProject"
parameters = { "path.projectId" = "$DOOMED_PROJECT" }

[[operations]]
include-operation-id = "deleteSession"
parameters = { "path.sessionId" = "$DOOMED_SESSION" }

[[operations]]
include-operation-id = "deleteFile"
parameters = { "path.fileId" = "$DOOMED_FILE" }
TOML

STATUS=0
for pass in generated-ids real-ids; do
  echo "== schemathesis, $pass"
  schemathesis --config-file "$WORK/$pass.toml" run "$BASE/openapi.json" \
    --url "http://127.0.0.1:$PORT" \
    -H "Authorization: Bearer $TOKEN" \
    --checks "$CHECKS" \
    --phases examples,coverage,fuzzing \
    --max-examples "$MAX_EXAMPLES" --seed "$SEED" --workers "$WORKERS" \
    --request-timeout 30 --no-color 2>&1 | tee "$WORK/$pass.log" || STATUS=1
done
# The server's own view: an ERROR other than an integration that is not configured, or actix's
# note of a request it could not parse (answered 400), is a bug.
ERRORS=$(grep 'ERROR' "$WORK/server.log" |
  grep -v 'BILLING_NOT_CONFIGURED\|CODEHOST_NOT_CONFIGURED\|CODEHOST_UNAVAILABLE\|IDP_NOT_CONFIGURED' |
  grep -v 'request parse error' || true)
if [ -n "$ERRORS" ]; then
  echo "== server errors"
  echo "$ERRORS" | tail -20
  STATUS=1
fi
echo "== summary"
for pass in generated-ids real-ids; do
  printf '%s: ' "$pass"
  grep -E 'Test cases:' -A1 "$WORK/$pass.log" | tail -1 | sed 's/^ *//'
done
exit "$STATUS"
