#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a throwaway PostgreSQL server on loopback,
# started for the command and stopped (by its pid) afterwards.
#   scripts/with-postgres.sh npm test
set -euo pipefail

find_pg_bin() {
  if command -v pg_ctl >/dev/null 2>&1; then dirname "$(readlink -f "$(command -v pg_ctl)")"; return; fi
  local dir
  for dir in /usr/lib/postgresql/*/bin; do [ -x "$dir/pg_ctl" ] && { echo "$dir"; return; }; done
  return 1
}

PG_BIN=$(find_pg_bin) || { echo "with-postgres: PostgreSQL not found (apt-get install postgresql)" >&2; exit 1; }
PG_ROOT=$(mktemp -d /tmp/vs-postgres.XXXXXX)
RUN_AS=()
if [ "$(id -u)" = 0 ]; then
  # initdb refuses to run as root.
  chown postgres "$PG_ROOT"
  RUN_AS=(runuser -u postgres --)
fi

"${RUN_AS[@]}" "$PG_BIN/initdb" -D "$PG_ROOT/data" -U postgres -A trust --no-sync >/dev/null
# A port chosen at random may be taken by the time the server binds it: then another.
for attempt in 1 2 3 4 5; do
  PORT=${PG_PORT:-$(( 20000 + RANDOM % 20000 ))}
  "${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$PG_ROOT/data" -l "$PG_ROOT/server.log" -w \
    -o "-p $PORT -k $PG_ROOT -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" \
    start >/dev/null && break
  [ "$attempt" = 5 ] || [ -n "${PG_PORT:-}" ] && { cat "$PG_ROOT/server.log" >&2; exit 1; }
done

stop() {
  local pid
  pid=$(head -n 1 "$PG_ROOT/data/postmaster.pid" 2>/dev/null || true)
  [ -n "$pid" ] && kill "$pid" 2>/dev/null || true
  for _ in $(seq 1 50); do [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null && sleep 0.1 || break; done
  rm -rf "$PG_ROOT"
}
trap stop EXIT

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "with-postgres: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT" >&2
"$@"
