#!/usr/bin/env bash
# Real third-party software against the service (issue 33): aiosmtpd as the mail server. A
# registration's verification mail is received over SMTP; the message must carry a Message-ID,
# a Date, the From of `mail.from`, and a link with its token. Installs aiosmtpd with pip when
# missing. Usage: tests/load/aiosmtpd.sh   (BIN=/path/to/taxcredit for another build)
set -euo pipefail
cd "$(dirname "$0")/../.."
python3 -c 'import aiosmtpd' 2>/dev/null ||
  python3 -m pip install --quiet --disable-pip-version-check aiosmtpd
if [ -z "${BIN:-}" ]; then
  cargo build --release --quiet
  BIN="$PWD/target/release/taxcredit"
fi
WORK=$(mktemp -d)
SMTP_PORT=${SMTP_PORT:-18425}
PORT=${PORT:-18394}
SRV=""
python3 - "$SMTP_PORT" "$WORK/mail" <<'PY' &
import asyncio, sys
from aiosmtpd.controller import Controller
port, out = int(sys.argv[1]), sys.argv[2]
class Save:
    async def handle_DATA(self, server, session, envelope):
        with open(out, "ab") as f:
            f.write(envelope.content + b"\n.\n")
        return "250 OK"
controller = Controller(Save(), hostname="127.0.0.1", port=port)
controller.start()
asyncio.get_event_loop().run_forever()
PY
SMTP=$!
trap 'kill $SMTP ${SRV:-} 2>/dev/null; rm -rf "$WORK"' EXIT
export TAXCREDIT__APP__DATA_DIR="$WORK/data" TAXCREDIT__SERVER__PORT=$PORT TAXCREDIT__LOG__LEVEL=warn
export TAXCREDIT__MAIL__SMTP_URL="smtp://127.0.0.1:$SMTP_PORT" TAXCREDIT__MAIL__FROM="Claims <no-reply@claims.example>"
export TAXCREDIT__MAIL__POLL_MS=100
"$BIN" serve 2>"$WORK/server.log" &
SRV=$!
until curl -fs "http://127.0.0.1:$PORT/api/v1/health/liveness" >/dev/null; do sleep 0.1; done
curl -fs "http://127.0.0.1:$PORT/api/v1/auth/register" -H 'content-type: application/json' \
  -d '{"email":"mailbox@example.com","password":"Smtp-Check-2026!"}' >/dev/null
for _ in $(seq 1 100); do [ -s "$WORK/mail" ] && break; sleep 0.1; done
python3 - "$WORK/mail" <<'PY'
import email, sys
raw = open(sys.argv[1], "rb").read().split(b"\n.\n")[0]
msg = email.message_from_bytes(raw)
for header in ("Message-ID", "Date", "From", "To", "Subject"):
    print(f"{header}: {msg[header]}")
assert msg["Message-ID"] and msg["Message-ID"].endswith("@claims.example>"), "no Message-ID"
assert msg["Date"], "no Date"
assert "token=" in msg.get_payload(decode=True).decode(), "no link"
print("aiosmtpd: the verification mail arrived with its Message-ID")
PY
