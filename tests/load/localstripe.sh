#!/usr/bin/env bash
# Real third-party software against the service (issue 33): localstripe as the payment provider,
# driven with the official stripe library. A plan, a customer and a subscription are created at
# the provider; localstripe delivers its events to the service's webhook, signed in
# `Stripe-Signature`, with items that carry `plan` and no `price` (API versions before prices);
# the user's tier must become STARTER. localstripe keeps its data between runs; it is flushed first. Installs localstripe and stripe with pip when missing.
# Usage: tests/load/localstripe.sh   (BIN=/path/to/taxcredit for another build)
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! command -v localstripe >/dev/null || ! python3 -c 'import stripe' 2>/dev/null; then
  python3 -m pip install --quiet --disable-pip-version-check localstripe stripe
fi
if [ -z "${BIN:-}" ]; then
  cargo build --release --quiet
  BIN="$PWD/target/release/taxcredit"
fi
SRV=""
WORK=$(mktemp -d)
LS_PORT=8420; PORT=18393
localstripe --port $LS_PORT >"$WORK/ls.log" 2>&1 &
LS=$!
trap 'kill $LS ${SRV:-} 2>/dev/null; rm -rf "$WORK"' EXIT
until curl -fs -X DELETE "http://127.0.0.1:$LS_PORT/_config/data" >/dev/null 2>&1; do sleep 0.2; done
export TAXCREDIT__APP__DATA_DIR="$WORK/data" TAXCREDIT__SERVER__PORT=$PORT TAXCREDIT__LOG__LEVEL=warn
export TAXCREDIT__PAYMENT__API_BASE="http://127.0.0.1:$LS_PORT" TAXCREDIT__PAYMENT__SECRET_KEY=sk_test_localstripe
export TAXCREDIT__PAYMENT__WEBHOOK_SECRET=whsec_localstripe_secret TAXCREDIT__PAYMENT__PRICE_IDS__STARTER=plan_starter_ls
"$BIN" serve 2>"$WORK/server.log" &
SRV=$!
until curl -fs "http://127.0.0.1:$PORT/api/v1/health/liveness" >/dev/null; do sleep 0.1; done
curl -fs -X POST "http://127.0.0.1:$LS_PORT/_config/webhooks/svc" \
  -d "url=http://127.0.0.1:$PORT/api/v1/billing/payment/webhook" -d secret=whsec_localstripe_secret >/dev/null
AUTH=$(curl -fs "http://127.0.0.1:$PORT/api/v1/auth/register" -H 'content-type: application/json' \
  -d '{"email":"ls@example.com","password":"Local-Stripe-2026!"}')
USER_ID=$(echo "$AUTH" | python3 -c 'import json,sys; print(json.load(sys.stdin)["user"]["id"])')
TOKEN=$(echo "$AUTH" | python3 -c 'import json,sys; print(json.load(sys.stdin)["accessToken"])')
python3 - "$LS_PORT" "$USER_ID" <<'PY'
import sys, stripe
stripe.api_key = "sk_test_localstripe"
stripe.api_base = f"http://127.0.0.1:{sys.argv[1]}"
user = sys.argv[2]
stripe.Plan.create(id="plan_starter_ls", amount=1900, currency="cad", interval="month",
                   product={"name": "Starter"})
customer = stripe.Customer.create(email="ls@example.com", metadata={"userId": user})
pm = stripe.PaymentMethod.create(type="card", card={"number": "4242424242424242", "exp_month": 12, "exp_year": 2030, "cvc": "123"})
stripe.PaymentMethod.attach(pm.id, customer=customer.id)
stripe.Customer.modify(customer.id, invoice_settings={"default_payment_method": pm.id})
sub = stripe.Subscription.create(customer=customer.id, items=[{"plan": "plan_starter_ls"}],
                                 metadata={"userId": user})
print("subscription", sub.id, sub.status)
PY
for _ in $(seq 1 50); do
  TIER=$(curl -fs "http://127.0.0.1:$PORT/api/v1/auth/me" -H "authorization: Bearer $TOKEN" |
    python3 -c 'import json,sys; print(json.load(sys.stdin)["membershipTier"])')
  [ "$TIER" = STARTER ] && break
  sleep 0.2
done
echo "tier after the provider's webhook: $TIER"
grep -c "successfully delivered" "$WORK/ls.log" | sed 's/^/webhooks delivered: /'
grep "failed" "$WORK/ls.log" | head -5 || true
[ "$TIER" = STARTER ]
