#!/usr/bin/env bash
# Real third-party software against the service (issue 33): node's oidc-provider as the identity
# provider (tests/load/oidc/provider.mjs), its authorization code flow driven as a browser would
# (tests/load/oidc/flow.py). The ID token signs a new user in; a second token for the same
# subject signs in to the same account; an identity whose address is an ADMIN's is refused (409).
# Installs oidc-provider with npm (into a temp folder) and requests with pip when missing.
# Usage: tests/load/oidc.sh   (BIN=/path/to/taxcredit for another build)
set -euo pipefail
cd "$(dirname "$0")/../.."
python3 -c 'import requests' 2>/dev/null ||
  python3 -m pip install --quiet --disable-pip-version-check requests
if [ -z "${BIN:-}" ]; then
  cargo build --release --quiet
  BIN="$PWD/target/release/taxcredit"
fi
WORK=$(mktemp -d)
IDP_PORT=${IDP_PORT:-18430}
PORT=${PORT:-18395}
SRV=""
IDP=""
trap 'kill ${IDP:-} ${SRV:-} 2>/dev/null; rm -rf "$WORK"' EXIT
cp tests/load/oidc/provider.mjs "$WORK/"
(cd "$WORK" && npm init -y >/dev/null && npm install --silent oidc-provider@8 >/dev/null)
node "$WORK/provider.mjs" "$IDP_PORT" >"$WORK/idp.log" 2>&1 &
IDP=$!
ISSUER="http://127.0.0.1:$IDP_PORT"
until curl -fs "$ISSUER/.well-known/openid-configuration" >/dev/null; do sleep 0.1; done
export TAXCREDIT__APP__DATA_DIR="$WORK/data" TAXCREDIT__SERVER__PORT=$PORT TAXCREDIT__LOG__LEVEL=warn
export TAXCREDIT__IDP__ISSUER="$ISSUER" TAXCREDIT__IDP__AUDIENCE=taxcredit-web
echo 'Admin-Pass-2026!' | "$BIN" admin create-user --email boss@example.com --role ADMIN >/dev/null
"$BIN" serve 2>"$WORK/server.log" &
SRV=$!
until curl -fs "http://127.0.0.1:$PORT/api/v1/health/liveness" >/dev/null; do sleep 0.1; done
sign_in() { # ACCOUNT -> "status body"
  local token
  token=$(python3 tests/load/oidc/flow.py "$ISSUER" "$1")
  curl -s -o "$WORK/body" -w '%{http_code}' "http://127.0.0.1:$PORT/api/v1/auth/idp" \
    -H 'content-type: application/json' -d "{\"idToken\":\"$token\"}"
}
FIRST=$(sign_in ada); [ "$FIRST" = 200 ] || { echo "first sign-in: $FIRST $(cat "$WORK/body")"; tail -5 "$WORK/server.log"; exit 1; }; ID1=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["user"]["id"])' "$WORK/body")
SECOND=$(sign_in ada); ID2=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["user"]["id"])' "$WORK/body")
ADMIN=$(sign_in boss)
echo "new identity: $FIRST; again: $SECOND (same account: $([ "$ID1" = "$ID2" ] && echo yes || echo no)); admin's address: $ADMIN"
[ "$FIRST" = 200 ] && [ "$SECOND" = 200 ] && [ "$ID1" = "$ID2" ] && [ "$ADMIN" = 409 ]
