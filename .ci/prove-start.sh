#!/usr/bin/env bash
# Proves the README's `npm start` on a clean clone: the site comes up on http://localhost:3000 and
# answers `/` and `/en/parts/d90` with 200 and their h1 within 20 minutes (a cold build included),
# the back office answers on 127.0.0.1:3900 (its page, and 401 to its API without a session), each is
# announced by one plain line (`➜  Site  http://localhost:3000/`), and one Ctrl-C (SIGINT to the
# group, as a terminal sends it) stops both. A site that does not come up fails, with the tail of its log.
set -uo pipefail
cd "$(dirname "$0")/.."
port=3000
log=$(mktemp)
setsid npm start >"$log" 2>&1 &
site=$!
stop() { kill -TERM -- "-$site" 2>/dev/null; wait "$site" 2>/dev/null; }
trap stop EXIT

page_ok() { # 200 and an h1 in the server HTML
  local body status
  body=$(curl -s -m 10 -w '\n%{http_code}' "http://localhost:$port$1") || return 1
  status=${body##*$'\n'}
  [ "$status" = 200 ] && grep -q '<h1' <<<"$body"
}

deadline=$((SECONDS + 1200))
until page_ok / && page_ok /en/parts/d90; do
  # npm start keeps the back office running when the site stops: its line says so, no need to wait.
  if ! kill -0 "$site" 2>/dev/null || grep -q '^Site stopped' "$log" || [ $SECONDS -ge $deadline ]; then
    echo "npm start did not serve / and /en/parts/d90 with their h1 (after ${SECONDS}s). The end of its log:" >&2
    tail -n 60 "$log" >&2
    exit 1
  fi
  sleep 2
done
console_ok() {
  curl -s -m 10 http://127.0.0.1:3900/ | grep -q '<div id="root">' &&
    [ "$(curl -s -m 10 -o /dev/null -w '%{http_code}' http://127.0.0.1:3900/console/api/session)" = 401 ]
}
until console_ok; do
  if [ $SECONDS -ge $deadline ]; then
    echo "npm start did not serve the back office on 127.0.0.1:3900. The end of its log:" >&2
    tail -n 60 "$log" >&2
    exit 1
  fi
  sleep 1
done
for line in '➜  Site         http://localhost:3000/' '➜  Back office  http://127.0.0.1:3900/'; do
  if ! grep -qF "$line" "$log"; then
    echo "npm start did not print \"$line\". Its log:" >&2
    grep -v '^{' "$log" >&2
    exit 1
  fi
done
echo "npm start served / and /en/parts/d90 with their h1, and the back office, after ${SECONDS}s"
kill -INT -- "-$site"
for _ in $(seq 1 30); do kill -0 "$site" 2>/dev/null || break; sleep 1; done
if kill -0 "$site" 2>/dev/null || curl -s -m 2 -o /dev/null http://localhost:3000/ || curl -s -m 2 -o /dev/null http://127.0.0.1:3900/; then
  echo "one Ctrl-C did not stop npm start's site and back office within 30 s" >&2
  exit 1
fi
echo "one Ctrl-C stopped both"
trap - EXIT
