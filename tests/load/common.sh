# Shared by the load scenarios (sourced): the build under test, a temporary data folder removed at
# exit, `create_user EMAIL` (an ENTERPRISE user with $PASSWORD) and `start_server`, which starts
# `taxcredit serve` on $PORT and waits until it is live. Set PORT before sourcing; BIN=/path picks
# another build (to compare two in one session), otherwise the release build is built.
if [ -z "${BIN:-}" ]; then
  cargo build --release --quiet
  BIN="$PWD/target/release/taxcredit"
fi
WORK=$(mktemp -d)
export TAXCREDIT__APP__DATA_DIR="$WORK/data" TAXCREDIT__SERVER__PORT="$PORT" TAXCREDIT__LOG__LEVEL=warn
PASSWORD='Load-Test-Pass-42'
SERVER_PID=""
cleanup() { [ -n "$SERVER_PID" ] && kill "$SERVER_PID" 2>/dev/null; wait 2>/dev/null; rm -rf "$WORK"; }
trap cleanup EXIT

create_user() {
  echo "$PASSWORD" | "$BIN" admin create-user --email "$1" --role USER --tier ENTERPRISE >/dev/null
}

start_server() {
  # The binary's pages leave the page cache first: a build just written is cached whole, and the
  # kernel then maps the cached pages around each page touched (fault-around), so the resident
  # memory of a fresh build reads some 4 MiB higher than the same build's later (README, "Load
  # figures", thirteenth session). Evicted, every build is measured from the same start.
  python3 -c 'import os, sys; fd = os.open(sys.argv[1], os.O_RDONLY); os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)' "$BIN"
  "$BIN" serve 2>"$WORK/server.log" &
  SERVER_PID=$!
  until curl -fs "http://127.0.0.1:$PORT/api/v1/health/liveness" >/dev/null; do
    kill -0 "$SERVER_PID" 2>/dev/null || { cat "$WORK/server.log"; exit 1; }
    sleep 0.01
  done
}
