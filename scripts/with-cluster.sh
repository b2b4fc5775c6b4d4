#!/usr/bin/env bash
# Runs a command against N server processes on one PostgreSQL behind nginx, all on loopback,
# and stops (by pid) everything it started afterwards:
#   scripts/with-cluster.sh 2 npm run bench:load -- --target '$CLUSTER_URL'
#   scripts/with-cluster.sh 3 sleep infinity          (use it at the address it prints)
# The command gets CLUSTER_URL (nginx), CLUSTER_SERVERS (each process's own address, spaced),
# CLUSTER_PIDS, CLUSTER_DATA_DIR, CLUSTER_PLACEMENT and METRICS_TOKEN; a literal '$CLUSTER_URL' in its arguments becomes the address.
# Without DATABASE_URL a throwaway PostgreSQL is started for it (scripts/with-postgres.sh).
# Media, exports and uploads are in object storage: without S3_ENDPOINT, an S3-compatible store on
# loopback (scripts/object-store.ts) under the data directory; CLUSTER_MEDIA=local keeps them
# on the shared disk instead. The processes share the database, JWT_SECRET and the data
# directory (CLUSTER_DATA_DIR, data/cluster by default). Server logs: $CLUSTER_LOGS (printed).
set -euo pipefail
cd "$(dirname "$0")/.."

N=${1:-}
[[ "$N" =~ ^[1-9][0-9]?$ ]] || { echo "usage: scripts/with-cluster.sh N CMD... (N from 1 to 99)" >&2; exit 2; }
shift
[ $# -gt 0 ] || { echo "usage: scripts/with-cluster.sh N CMD..." >&2; exit 2; }
if [ -z "${DATABASE_URL:-}" ]; then exec scripts/with-postgres.sh scripts/with-cluster.sh "$N" "$@"; fi

NGINX=$(command -v nginx || echo /usr/sbin/nginx)
[ -x "$NGINX" ] || { echo "with-cluster: nginx not found (apt-get install nginx-light)" >&2; exit 1; }

ROOT=$(mktemp -d /tmp/vs-cluster.XXXXXX)

# PROGRAM: the command running the TypeScript program $1 with node, through tsx, or from the
# test run's bundle of it where there is one (bench/program-command.ts).
program() {
  local bundled="${VS_PROGRAMS_BUNDLE:-}/${1%.ts}.mjs"
  if [ -n "${VS_PROGRAMS_BUNDLE:-}" ] && [ -f "$bundled" ]; then
    PROGRAM=(node "$bundled")
  else
    PROGRAM=(node --import tsx "$1")
  fi
}

export CLUSTER_LOGS=$ROOT
DATA=${CLUSTER_DATA_DIR:-$PWD/data/cluster}
mkdir -p "$DATA"
export CLUSTER_DATA_DIR=$DATA
# Its ports (BASE for nginx, BASE+1… for the processes, BASE+100 for the object store) lie below
# the system's ephemeral range (32768 and up on Linux), where a port a server or client elsewhere
# was given (listening on port 0, connecting out) could already hold one; and above the
# ranges the test files' own listeners pick from (20000 to 28000).
BASE=${CLUSTER_PORT:-$(( 28000 + RANDOM % 4600 ))}
export JWT_SECRET=${JWT_SECRET:-$(head -c 32 /dev/urandom | base64 | tr -d '\n')}
export METRICS_TOKEN=${METRICS_TOKEN:-$(head -c 16 /dev/urandom | od -An -tx1 | tr -d ' \n')}
PIDS=()
NGINX_PID=

STORE_PID=

stop() {
  [ -n "$NGINX_PID" ] && kill "$NGINX_PID" 2>/dev/null || true
  for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${PIDS[@]}" $NGINX_PID; do
    for _ in $(seq 1 150); do kill -0 "$pid" 2>/dev/null && sleep 0.1 || break; done
    kill -9 "$pid" 2>/dev/null || true
  done
  # The store last: processes finish their uploads first.
  if [ -n "$STORE_PID" ]; then
    kill "$STORE_PID" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 "$STORE_PID" 2>/dev/null && sleep 0.1 || break; done
    kill -9 "$STORE_PID" 2>/dev/null || true
  fi
  [ -n "${KEEP_CLUSTER_LOGS:-}" ] || rm -rf "$ROOT"
}
trap stop EXIT

node scripts/build-if-changed.mjs

# Waits for a process to be ready (/ready: its search indexes built); says where its log is
# when it does not come up.
await_ready() {
  local port=$1 pid=$2
  for _ in $(seq 1 3000); do
    curl -fs "http://127.0.0.1:$port/ready" >/dev/null 2>&1 && return 0
    kill -0 "$pid" 2>/dev/null || { echo "with-cluster: the server on $port stopped; see $ROOT/server-$port.log" >&2; cat "$ROOT/server-$port.log" >&2; return 1; }
    sleep 0.1
  done
  echo "with-cluster: the server on $port was not ready in 300 s" >&2
  return 1
}

if [ "${CLUSTER_MEDIA:-s3}" = s3 ]; then
  export MEDIA_STORAGE=s3 MEDIA_S3_BUCKET=${MEDIA_S3_BUCKET:-vs-media}
  # Uploads too, so that any process resumes any upload (tus's S3 store).
  export UPLOADS_S3_BUCKET=${UPLOADS_S3_BUCKET:-vs-uploads}
  if [ -z "${S3_ENDPOINT:-}" ] && [ "${S3_USE_AWS:-}" != 1 ]; then
    STORE_PORT=$(( BASE + 100 ))
    program scripts/object-store.ts
    "${PROGRAM[@]}" "$DATA/s3" "$STORE_PORT" "$MEDIA_S3_BUCKET" "$UPLOADS_S3_BUCKET" \
      >"$ROOT/object-store.log" 2>&1 &
    STORE_PID=$!
    for _ in $(seq 1 100); do grep -q "object store at" "$ROOT/object-store.log" 2>/dev/null && break; sleep 0.1; done
    grep -q "object store at" "$ROOT/object-store.log" || { echo "with-cluster: the object store did not start:" >&2; cat "$ROOT/object-store.log" >&2; exit 1; }
    # s3rver takes any key pair; these name it.
    export S3_ENDPOINT="http://127.0.0.1:$STORE_PORT" S3_ACCESS_KEY_ID=S3RVER S3_SECRET_ACCESS_KEY=S3RVER
  fi
elif [ "${CLUSTER_MEDIA}" != local ]; then
  echo "with-cluster: CLUSTER_MEDIA must be s3 or local" >&2; exit 2
fi

# Tenants are spread over the processes (each index held by SEARCH_REPLICAS of them, 1 unless
# set; docs/search.md "Tenants over processes"); CLUSTER_PLACEMENT=0 has every process hold all.
export CLUSTER_PLACEMENT=${CLUSTER_PLACEMENT:-1}
start_server() {
  local port=$1
  program server/main.ts
  local placement=()
  [ "$CLUSTER_PLACEMENT" = 0 ] || placement=(CLUSTER_ADDRESS="http://127.0.0.1:$port")
  env PORT=$port HOST=127.0.0.1 DATA_DIR="$DATA" TRUST_PROXY=1 NODE_ENV=${NODE_ENV:-development} \
    "${placement[@]}" "${PROGRAM[@]}" >"$ROOT/server-$port.log" 2>&1 &
  PIDS+=($!)
}

# The first process migrates and seeds the database; the others start on what it made.
start_server $(( BASE + 1 ))
await_ready $(( BASE + 1 )) "${PIDS[0]}"
for i in $(seq 2 "$N"); do start_server $(( BASE + i )); done
for i in $(seq 2 "$N"); do await_ready $(( BASE + i )) "${PIDS[$(( i - 1 ))]}"; done

# Requests each process is given at once; nginx answers the rest 503 with Retry-After at once.
# A Node process handed more connections than it can serve accepts about one per turn of its
# event loop (libuv 1.45+), so they would wait in the kernel's queue until clients time out.
MAX_CONNS=${CLUSTER_MAX_CONNS:-128}
UPSTREAMS=""
SERVERS=""
for i in $(seq 1 "$N"); do
  UPSTREAMS+="    server 127.0.0.1:$(( BASE + i )) max_conns=$MAX_CONNS max_fails=1 fail_timeout=2s;"$'\n'
  SERVERS+="http://127.0.0.1:$(( BASE + i )) "
done
# A client names the process that answered its tenant's last search (X-Vs-Search-Process, a
# hash of the process's address): its next requests go straight there, the others standing by
# should it be gone. A process not holding the tenant passes the search on, as without a name.
BY_NAME=""
PROCESS_UPSTREAMS=""
if [ "$CLUSTER_PLACEMENT" != 0 ]; then
  for i in $(seq 1 "$N"); do
    name=$(printf '%s' "http://127.0.0.1:$(( BASE + i ))" | sha256sum | cut -c1-12)
    BY_NAME+="    $name search_process_$i;"$'\n'
    PROCESS_UPSTREAMS+="  upstream search_process_$i {"$'\n'
    for j in $(seq 1 "$N"); do
      standby=""
      [ "$j" = "$i" ] || standby=" backup"
      PROCESS_UPSTREAMS+="    server 127.0.0.1:$(( BASE + j )) max_conns=$MAX_CONNS max_fails=1 fail_timeout=2s$standby;"$'\n'
    done
    PROCESS_UPSTREAMS+="    keepalive 16;"$'\n'"  }"$'\n'
  done
fi
mkdir -p "$ROOT/tmp"
# nginx's workers run as nobody when it is started as root: they write their buffers there.
[ "$(id -u)" = 0 ] && chown nobody "$ROOT/tmp"
cat >"$ROOT/nginx.conf" <<EOF
worker_processes 1;
pid $ROOT/nginx.pid;
error_log $ROOT/nginx-error.log warn;
events { worker_connections 8192; }
http {
  access_log off;
  client_body_temp_path $ROOT/tmp/body;
  proxy_temp_path $ROOT/tmp/proxy;
  fastcgi_temp_path $ROOT/tmp/fastcgi;
  uwsgi_temp_path $ROOT/tmp/uwsgi;
  scgi_temp_path $ROOT/tmp/scgi;
  client_max_body_size 2m;
  upstream video_search {
    least_conn;
$UPSTREAMS    keepalive 64;
  }
$PROCESS_UPSTREAMS  map \$http_x_vs_search_process \$search_upstream {
    default video_search;
$BY_NAME  }
  # An upload's requests go to one process while it is up (tus locks an upload in its process);
  # the upload itself is in the bucket, so another takes it on when that one is gone.
  upstream video_search_uploads {
    hash \$uri consistent;
$UPSTREAMS    keepalive 16;
  }
  server {
    listen 127.0.0.1:$BASE;
    # What every location below passes on (a location that sets none of these inherits them).
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host \$http_host;
    proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto \$scheme;
    proxy_set_header X-Request-Id \$request_id;
    proxy_read_timeout 300s;
    # No process can take the request (each at max_conns, or none up): busy, not broken.
    error_page 502 504 = @busy;
    location / {
      proxy_pass http://\$search_upstream;
      # A process that is gone: idempotent requests go to another (POSTs are never replayed).
      proxy_next_upstream error timeout http_502;
    }
    location /asset/v3/upload {
      proxy_pass http://video_search_uploads;
      # A part of a video streams through as it comes; the server says what is too large.
      client_max_body_size 0;
      proxy_request_buffering off;
    }
    location @busy {
      default_type application/json;
      add_header Retry-After 2 always;
      return 503 '{"statusCode":503,"error":"Service Unavailable","code":"overloaded","message":"The server is busy. Try again in a few seconds."}';
    }
  }
}
EOF
"$NGINX" -p "$ROOT" -c "$ROOT/nginx.conf" -g 'daemon off;' &
NGINX_PID=$!
for _ in $(seq 1 100); do curl -fs "http://127.0.0.1:$BASE/health" >/dev/null 2>&1 && break; sleep 0.1; done

export CLUSTER_URL="http://127.0.0.1:$BASE"
export CLUSTER_SERVERS=${SERVERS% }
export CLUSTER_PIDS="${PIDS[*]}"
echo "with-cluster: $N processes behind nginx at $CLUSTER_URL, media ${MEDIA_STORAGE:-local}${S3_ENDPOINT:+ at $S3_ENDPOINT} (logs in $ROOT)" >&2
ARGS=()
for arg in "$@"; do ARGS+=("${arg//\$CLUSTER_URL/$CLUSTER_URL}"); done
"${ARGS[@]}"
