#!/usr/bin/env bash
# Payment webhook load scenario (DESIGN §17): a release build on a temporary SQLite database with a
# webhook secret and the plans' price IDs set by environment; CUSTOMERS users with a provider
# customer `cus_load_<n>` and ORDERS expert-review orders PENDING_PAYMENT (each with its project and
# its PENDING payment of checkout session `cs_load_<n>`) are seeded directly in the database (the
# CLI is too slow for a thousand), in the formats of the rows the service writes itself (copied
# from the user `create_user` made). The driver (tests/load/driver, a small Rust program:
# oha cannot sign each body with its own header) then delivers per customer a subscription
# `sub_load_<n>` with 3-4 events at increasing `created` seconds (some pairs in the same second,
# ordered by kind rank), a `checkout.session.completed` per order, DUP_PERCENT % re-sent duplicates
# (same ID, same body), all shuffled, each signed right before it is sent, over CONNECTIONS
# keep-alive connections as fast as the service answers.
# Reports deliveries/s, p50, p99, the status mix, the driver's CPU time against the wall time (it
# must not be the bottleneck), the server's CPU time and peak resident memory; then checks:
# `payment_events` holds exactly the unique event IDs; every customer's subscription row (ID,
# status, cancel-at-period-end) and tier equal the state of its newest event (created second +
# kind rank: any delivery order must end there); every seeded order and payment is PAID with
# exactly one ORDER_PAID audit row; every delivery answered 200, and every re-sent one
# `"duplicate":true`. Prints PASS or FAIL (exit 1).
# Target: >= 2000 deliveries/s on the embedded default (SQLite), no answer other than 200.
# Usage: tests/load/webhooks.sh            (needs sqlite3, python3, cargo for the driver)
#        BIN=/path/to/taxcredit tests/load/webhooks.sh   (another build, to compare two in one session)
#        PG_URL=postgres://postgres@127.0.0.1:5432 tests/load/webhooks.sh   (the same on a fresh
#        PostgreSQL database, dropped afterwards; needs psql)
#        CUSTOMERS=1000 ORDERS=200 CONNECTIONS=32 DUP_PERCENT=10 SEED=42 DRIVER_THREADS=1
set -euo pipefail
cd "$(dirname "$0")/../.."

CUSTOMERS=${CUSTOMERS:-1000}
ORDERS=${ORDERS:-200}
CONNECTIONS=${CONNECTIONS:-32}
DUP_PERCENT=${DUP_PERCENT:-10}
SEED=${SEED:-42}
DRIVER_THREADS=${DRIVER_THREADS:-1}
PORT=${PORT:-18384}
[ "$ORDERS" -le "$CUSTOMERS" ] || { echo "ORDERS must not exceed CUSTOMERS" >&2; exit 2; }
command -v python3 >/dev/null || { echo "python3 is needed" >&2; exit 2; }
if [ -n "${PG_URL:-}" ]; then
  command -v psql >/dev/null || { echo "psql is needed with PG_URL" >&2; exit 2; }
else
  command -v sqlite3 >/dev/null || { echo "sqlite3 is needed: apt-get install sqlite3" >&2; exit 2; }
fi

# The driver: its own crate outside the workspace, its own target folder.
DRIVER_TARGET=${DRIVER_TARGET:-/tmp/load-driver-target}
CARGO_TARGET_DIR="$DRIVER_TARGET" cargo build --release --quiet \
  --manifest-path tests/load/driver/Cargo.toml
DRIVER="$DRIVER_TARGET/release/webhook-driver"

SECRET="whsec_load_$(od -An -N16 -tx1 /dev/urandom | tr -d ' \n')"
export TAXCREDIT__PAYMENT__WEBHOOK_SECRET="$SECRET"
export TAXCREDIT__PAYMENT__PRICE_IDS__STARTER=price_load_starter
export TAXCREDIT__PAYMENT__PRICE_IDS__PROFESSIONAL=price_load_professional
export TAXCREDIT__PAYMENT__PRICE_IDS__ENTERPRISE=price_load_enterprise
export TAXCREDIT__PAYMENT__PRICE_IDS__EXPERT_REVIEW=price_load_review

source tests/load/common.sh
PG_DB=""
if [ -n "${PG_URL:-}" ]; then
  PG_DB="taxcredit_load_$$"
  psql "$PG_URL/postgres" -qc "CREATE DATABASE $PG_DB" >/dev/null
  export TAXCREDIT__DATABASE__URL="$PG_URL/$PG_DB"
fi
cleanup() {
  [ -n "$SERVER_PID" ] && kill "$SERVER_PID" 2>/dev/null
  wait 2>/dev/null
  grep -E "ERROR|WARN" "$WORK/server.log" 2>/dev/null | tail -5 || true
  [ -n "$PG_DB" ] && psql "$PG_URL/postgres" -qc "DROP DATABASE IF EXISTS $PG_DB" >/dev/null
  rm -rf "$WORK"
}
trap cleanup EXIT

DB="$TAXCREDIT__APP__DATA_DIR/taxcredit.db"
# sql: runs SQL from stdin on the service's database; tab-separated rows, no headers.
sql() {
  if [ -n "$PG_DB" ]; then
    psql "$TAXCREDIT__DATABASE__URL" -qAt -F $'\t' -v ON_ERROR_STOP=1
  else
    sqlite3 -bail -batch -separator $'\t' -cmd '.timeout 10000' "$DB"
  fi
}

# The database, migrated, with one user the service wrote: the model of the seeded rows.
create_user webhooks-admin@example.com
if [ -n "$PG_DB" ]; then
  ID_STYLE=pg
  NOW=$(echo "SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.US\"+00:00\"') FROM users LIMIT 1" | sql)
else
  # uuid_text columns hold the UUID as 16 bytes (a blob) in this build; text would be copied too.
  read -r ID_TYPE ID_LEN NOW < <(echo "SELECT typeof(id), length(id), created_at FROM users LIMIT 1" | sql | tr '\t' ' ')
  case "$ID_TYPE:$ID_LEN" in
    blob:16) ID_STYLE=blob ;;
    text:36) ID_STYLE=text ;;
    *) echo "unexpected users.id format: $ID_TYPE of $ID_LEN bytes" >&2; exit 1 ;;
  esac
fi
read -r AMOUNT CURRENCY < <(echo "SELECT price_cents, lower(currency) FROM expert_review_offering WHERE id = 1" | sql | tr '\t' ' ')
echo "seeding $CUSTOMERS customers and $ORDERS expert-review orders (ids as $ID_STYLE, timestamps like $NOW, orders $AMOUNT $CURRENCY)"

# Seed rows as the service writes them: users (FREE, a provider customer), and per order a DRAFT
# project, the order PENDING_PAYMENT and its payment PENDING, both with the checkout session's ID
# and amount/currency as record_session stores them (the provider's lowercase currency).
python3 - "$ID_STYLE" "$NOW" "$CUSTOMERS" "$ORDERS" "$AMOUNT" "$CURRENCY" >"$WORK/seed.sql" <<'PY'
import os, sys, time, uuid
style, now, customers, orders, amount, currency = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5]), sys.argv[6]

def new_id():  # a UUIDv7 like Uuid::now_v7: 48-bit Unix ms, version 7, variant 10, random
    ms = int(time.time() * 1000)
    raw = bytearray(ms.to_bytes(6, "big") + os.urandom(10))
    raw[6] = 0x70 | (raw[6] & 0x0F)
    raw[8] = 0x80 | (raw[8] & 0x3F)
    return uuid.UUID(bytes=bytes(raw))

def lit(u):
    return f"X'{u.hex.upper()}'" if style == "blob" else f"'{u}'"

true = "TRUE" if style == "pg" else "1"
out = ["BEGIN;"]
users = []
for n in range(1, customers + 1):
    u = new_id(); users.append(u)
    out.append("INSERT INTO users (id, email, role, status, email_verified, membership_tier, payment_customer_id, created_at, updated_at) "
               f"VALUES ({lit(u)}, 'load{n}@example.com', 'USER', 'ACTIVE', {true}, 'FREE', 'cus_load_{n}', '{now}', '{now}');")
for k in range(1, orders + 1):
    p, o, pay = new_id(), new_id(), new_id()
    owner = lit(users[k - 1])
    out.append("INSERT INTO projects (id, owner_id, name, fiscal_year, status, created_at, updated_at) "
               f"VALUES ({lit(p)}, {owner}, 'Load order {k}', '2025', 'DRAFT', '{now}', '{now}');")
    out.append("INSERT INTO expert_review_orders (id, user_id, project_id, status, checkout_session_id, amount_cents, currency, created_at, updated_at) "
               f"VALUES ({lit(o)}, {owner}, {lit(p)}, 'PENDING_PAYMENT', 'cs_load_{k}', {amount}, '{currency}', '{now}', '{now}');")
    out.append("INSERT INTO payments (id, user_id, kind, checkout_session_id, status, amount_cents, currency, order_id, created_at, updated_at) "
               f"VALUES ({lit(pay)}, {owner}, 'EXPERT_REVIEW', 'cs_load_{k}', 'PENDING', {amount}, '{currency}', {lit(o)}, '{now}', '{now}');")
out.append("COMMIT;")
print("\n".join(out))
PY
sql <"$WORK/seed.sql" >/dev/null

start_server

cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }
CLK_TCK=$(getconf CLK_TCK)
SERVER_CPU_BEFORE=$(cpu_ticks "$SERVER_PID")
CLK_TCK=$CLK_TCK "$DRIVER" --url "http://127.0.0.1:$PORT/api/v1/billing/payment/webhook" \
  --secret "$SECRET" --out "$WORK/driver" --customers "$CUSTOMERS" --orders "$ORDERS" \
  --order-amount "$AMOUNT" --order-currency "$CURRENCY" --connections "$CONNECTIONS" \
  --dup-percent "$DUP_PERCENT" --seed "$SEED" --threads "$DRIVER_THREADS" \
  --price-starter "$TAXCREDIT__PAYMENT__PRICE_IDS__STARTER" \
  --price-professional "$TAXCREDIT__PAYMENT__PRICE_IDS__PROFESSIONAL" \
  --price-enterprise "$TAXCREDIT__PAYMENT__PRICE_IDS__ENTERPRISE" >"$WORK/driver.out" ||
  { cat "$WORK/driver.out"; echo "FAIL: the driver stopped" >&2; exit 1; }
SERVER_CPU=$(( $(cpu_ticks "$SERVER_PID") - SERVER_CPU_BEFORE ))
PEAK_KIB=$(awk '/^VmHWM/ {print $2}' "/proc/$SERVER_PID/status")
echo "machine: $(nproc) CPUs, load average $(cut -d' ' -f1-3 /proc/loadavg) (1/5/15 min) after the run"

# The checks, in the database.
if [ -n "$PG_DB" ]; then
  UUID_TEXT() { echo "$1::text"; }
  CANCEL_EQ="s.cancel_at_period_end = (e.cancel = 1)"
  LOAD="\\copy expected FROM '$WORK/driver/expected.tsv'
\\copy ids FROM '$WORK/driver/event_ids.txt'"
elif [ "$ID_STYLE" = blob ]; then
  UUID_TEXT() { local h="hex($1)"; echo "lower(substr($h,1,8)||'-'||substr($h,9,4)||'-'||substr($h,13,4)||'-'||substr($h,17,4)||'-'||substr($h,21))"; }
  CANCEL_EQ="s.cancel_at_period_end = e.cancel"
  LOAD=".mode tabs
.import --schema temp '$WORK/driver/expected.tsv' expected
.import --schema temp '$WORK/driver/event_ids.txt' ids
.mode list
.separator \"\\t\""
else
  UUID_TEXT() { echo "$1"; }
  CANCEL_EQ="s.cancel_at_period_end = e.cancel"
  LOAD=".mode tabs
.import --schema temp '$WORK/driver/expected.tsv' expected
.import --schema temp '$WORK/driver/event_ids.txt' ids
.mode list
.separator \"\\t\""
fi
sql >"$WORK/checks.tsv" <<SQL
CREATE TEMP TABLE expected (customer TEXT, sub TEXT, status TEXT, tier TEXT, cancel INTEGER);
CREATE TEMP TABLE ids (id TEXT);
$LOAD
SELECT 'events_stored', COUNT(*) FROM payment_events;
SELECT 'events_expected', COUNT(*) FROM ids;
SELECT 'events_matched', COUNT(*) FROM ids JOIN payment_events p ON p.provider_event_id = ids.id;
SELECT 'customers_expected', COUNT(*) FROM expected;
SELECT 'customers_wrong', COUNT(*) FROM expected e
  LEFT JOIN users u ON u.payment_customer_id = e.customer
  LEFT JOIN subscriptions s ON s.user_id = u.id
  WHERE s.user_id IS NULL OR s.status <> e.status OR u.membership_tier <> e.tier
     OR s.provider_subscription_id <> e.sub OR NOT ($CANCEL_EQ);
SELECT 'wrong', e.customer, 'expected ' || e.status || ' ' || e.tier || ' cancel=' || e.cancel,
       'stored ' || COALESCE(s.status, '-') || ' ' || COALESCE(u.membership_tier, '-') || ' ' || COALESCE(s.provider_subscription_id, '-')
  FROM expected e
  LEFT JOIN users u ON u.payment_customer_id = e.customer
  LEFT JOIN subscriptions s ON s.user_id = u.id
  WHERE s.user_id IS NULL OR s.status <> e.status OR u.membership_tier <> e.tier
     OR s.provider_subscription_id <> e.sub OR NOT ($CANCEL_EQ)
  LIMIT 5;
SELECT 'orders_seeded', COUNT(*) FROM expert_review_orders WHERE checkout_session_id LIKE 'cs_load_%';
SELECT 'orders_paid_once', COUNT(*) FROM expert_review_orders o
  WHERE o.checkout_session_id LIKE 'cs_load_%' AND o.status = 'PAID' AND o.paid_at IS NOT NULL
    AND (SELECT COUNT(*) FROM audit_log a WHERE a.action = 'ORDER_PAID'
           AND a.target_type = 'expert_review_order' AND a.target_id = $(UUID_TEXT o.id)) = 1;
SELECT 'payments_paid', COUNT(*) FROM payments WHERE checkout_session_id LIKE 'cs_load_%' AND status = 'PAID';
SELECT 'order_paid_audit_rows', COUNT(*) FROM audit_log WHERE action = 'ORDER_PAID';
SQL

python3 - "$WORK/driver/summary.json" "$WORK/checks.tsv" "$ORDERS" "$PEAK_KIB" "$SERVER_CPU" "$CLK_TCK" "$WORK/driver/expected.tsv" <<'PY'
import collections, json, sys
s = json.load(open(sys.argv[1]))
finals = collections.Counter(tuple(l.split("\t")[2:4]) for l in open(sys.argv[7]) if l.strip())
print(f"subscriptions: {s['customers_with_3_events']} with 3 events, {s['customers_with_4_events']} with 4, "
      f"{s['same_second_pairs']} same-second pairs; expected final states: "
      + ", ".join(f"{st}/{tier} {n}" for (st, tier), n in sorted(finals.items())))
checks, wrong = {}, []
for line in open(sys.argv[2]):
    f = line.rstrip("\n").split("\t")
    if f[0] == "wrong":
        wrong.append(f[1:])
    elif len(f) == 2:
        checks[f[0]] = int(f[1])
orders, peak, server_cpu = int(sys.argv[3]), int(sys.argv[4]) / 1024, int(sys.argv[5]) / int(sys.argv[6])
codes = s["status_counts"]
wall = s["wall_secs"]
rate = s["deliveries_per_sec"]
print(f"deliveries: {s['deliveries']} ({s['unique_events']} unique + {s['duplicates_sent']} duplicates) in {wall:.2f} s "
      f"over {s['connections']} connections: {rate:.0f} deliveries/s, p50 {s['p50_ms']:.2f} ms, p99 {s['p99_ms']:.2f} ms, max {s['max_ms']:.2f} ms")
print(f"status codes: {codes}, transport errors: {s['errors']}, \"duplicate\":true answers: {s['duplicate_answers']}")
print(f"driver CPU {s['driver_cpu_send_secs']:.2f} s / wall {wall:.2f} s ({100 * s['driver_cpu_send_secs'] / wall:.0f} % of one core); "
      f"server CPU {server_cpu:.2f} s ({100 * server_cpu / wall:.0f} % of one core)")
results = [
    ("every delivery answered 200", codes.get("200", 0) == s["deliveries"] and not s["errors"] and len(codes) == 1),
    ("every re-sent delivery answered duplicate", s["duplicate_answers"] == s["duplicates_sent"]),
    (f"payment_events rows {checks['events_stored']} == unique events {checks['events_expected']} (all present: {checks['events_matched']})",
     checks["events_stored"] == checks["events_expected"] == checks["events_matched"] == s["unique_events"]),
    (f"customers whose subscription/tier differ from their newest event: {checks['customers_wrong']} of {checks['customers_expected']}",
     checks["customers_wrong"] == 0),
    (f"orders PAID with exactly one ORDER_PAID audit row: {checks['orders_paid_once']} of {checks['orders_seeded']}; "
     f"payments PAID {checks['payments_paid']}; ORDER_PAID rows {checks['order_paid_audit_rows']}",
     checks["orders_seeded"] == checks["orders_paid_once"] == checks["payments_paid"] == checks["order_paid_audit_rows"] == orders),
]
for row in wrong:
    print("  wrong:", " | ".join(row))
for name, ok in results:
    print(f"  {'ok  ' if ok else 'FAIL'} {name}")
print(f"deliveries per second {rate:.0f} (target >= 2000): {'met' if rate >= 2000 else 'missed'}")
print(f"server peak resident memory {peak:.1f} MiB")
passed = all(ok for _, ok in results)
print("PASS" if passed else "FAIL")
sys.exit(0 if passed else 1)
PY
