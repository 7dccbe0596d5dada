#!/usr/bin/env bash
# Proxy streaming scenario (issue 19, DESIGN §14): `taxcredit proxy` in front of a stand-in
# backend (Python, no dependencies) that serves a SIZE_MIB download and swallows an upload of the
# same size. Both cross the proxy; the script reports the throughput of each and the proxy's
# resident memory before and at its peak. Target: the peak grows by at most a few MiB whatever
# SIZE_MIB is (the bodies stream, they are never held).
# Usage: tests/load/proxy.sh                 (SIZE_MIB=100 by default)
#        BIN=/path/to/taxcredit tests/load/proxy.sh
set -euo pipefail
cd "$(dirname "$0")/../.."

SIZE_MIB=${SIZE_MIB:-100}
BACKEND_PORT=${BACKEND_PORT:-18491}
PROXY_PORT=${PROXY_PORT:-18492}
PORT=$BACKEND_PORT
source tests/load/common.sh
PROXY_PID=""
BACKEND_PID=""
cleanup() {
  [ -n "$PROXY_PID" ] && kill "$PROXY_PID" 2>/dev/null
  [ -n "$BACKEND_PID" ] && kill "$BACKEND_PID" 2>/dev/null
  wait 2>/dev/null
  rm -rf "$WORK"
}
trap cleanup EXIT

cat >"$WORK/backend.py" <<'EOF'
import http.server, os, sys
SIZE = int(sys.argv[2]) * 1024 * 1024
CHUNK = b"z" * (1024 * 1024)
class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    def log_message(self, *args):
        pass
    def do_GET(self):
        self.send_response(200)
        self.send_header("Content-Type", "application/zip")
        self.send_header("Content-Length", str(SIZE))
        self.end_headers()
        for _ in range(SIZE // len(CHUNK)):
            self.wfile.write(CHUNK)
    def do_PUT(self):
        seen = 0
        if self.headers.get("Transfer-Encoding", "").lower() == "chunked":
            while True:
                size = int(self.rfile.readline().strip(), 16)
                if size == 0:
                    self.rfile.readline()
                    break
                left = size
                while left:
                    left -= len(self.rfile.read(min(left, 1 << 16)))
                seen += size
                self.rfile.readline()
        else:
            left = int(self.headers.get("Content-Length", "0"))
            while left:
                got = len(self.rfile.read(min(left, 1 << 16)))
                left -= got
                seen += got
        body = str(seen).encode()
        self.send_response(200)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)
http.server.ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), Handler).serve_forever()
EOF
python3 "$WORK/backend.py" "$BACKEND_PORT" "$SIZE_MIB" &
BACKEND_PID=$!

export TAXCREDIT__PROXY__LISTEN="127.0.0.1:$PROXY_PORT"
export TAXCREDIT__PROXY__BACKEND_ORIGIN="http://127.0.0.1:$BACKEND_PORT"
export TAXCREDIT__EDGE__CLIENT_ID="load-edge-id"
export TAXCREDIT__EDGE__CLIENT_SECRET="load-edge-secret-0123456789abcdef0123456789"
"$BIN" proxy 2>"$WORK/proxy.log" &
PROXY_PID=$!
until curl -s -o /dev/null "http://127.0.0.1:$PROXY_PORT/"; do
  kill -0 "$PROXY_PID" 2>/dev/null || { cat "$WORK/proxy.log"; exit 1; }
  sleep 0.05
done
until curl -s -o /dev/null "http://127.0.0.1:$BACKEND_PORT/"; do sleep 0.05; done

rss() { awk '/^VmRSS/ {print $2}' "/proc/$PROXY_PID/status"; }
hwm() { awk '/^VmHWM/ {print $2}' "/proc/$PROXY_PID/status"; }
URL="http://127.0.0.1:$PROXY_PORT/api/bff/api/v1/download"
# One small request first, so the connection pool and buffers exist before the baseline.
curl -fs -o /dev/null "$URL"
BEFORE=$(rss)

read -r DL_BYTES DL_SECS < <(curl -fs -o /dev/null -w '%{size_download} %{time_total}\n' "$URL")
head -c "$((SIZE_MIB * 1024 * 1024))" /dev/zero >"$WORK/upload.bin"
UP_START=$(date +%s.%N)
UP_SEEN=$(curl -fs -T "$WORK/upload.bin" "http://127.0.0.1:$PROXY_PORT/api/bff/api/v1/upload")
UP_SECS=$(echo "$(date +%s.%N) - $UP_START" | bc)
CHUNKED_SEEN=$(cat "$WORK/upload.bin" | curl -fs -T - -H 'Transfer-Encoding: chunked' \
  "http://127.0.0.1:$PROXY_PORT/api/bff/api/v1/upload")
PEAK=$(hwm)

expected=$((SIZE_MIB * 1024 * 1024))
python3 - "$SIZE_MIB" "$DL_BYTES" "$DL_SECS" "$UP_SEEN" "$UP_SECS" "$CHUNKED_SEEN" "$BEFORE" "$PEAK" "$expected" <<'EOF'
import sys
size, dl, dls, up, ups, chunked, before, peak, expected = sys.argv[1:]
mib = int(size)
growth = (int(peak) - int(before)) / 1024
print(f"download {int(dl) // (1 << 20)} MiB through the proxy in {float(dls):.2f} s ({mib / float(dls):.0f} MiB/s)")
print(f"upload {int(up) // (1 << 20)} MiB (Content-Length) in {float(ups):.2f} s ({mib / float(ups):.0f} MiB/s); chunked upload {int(chunked) // (1 << 20)} MiB")
print(f"proxy resident memory {int(before) / 1024:.1f} MiB before, peak {int(peak) / 1024:.1f} MiB: grew {growth:.1f} MiB (target < 16)")
ok = int(dl) == int(expected) and int(up) == int(expected) and int(chunked) == int(expected) and growth < 16
print("met" if ok else "NOT met")
sys.exit(0 if ok else 1)
EOF
