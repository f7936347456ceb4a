#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the store's tests and the load run:
# initdb into a temporary folder, a server on a local port, one database.
#
#   scripts/postgres-test-server.sh start   # prints the URL to export:
#       export SCENARIOS_TEST_POSTGRES_URL=postgres://scenarios@127.0.0.1:PORT/scenarios
#   scripts/postgres-test-server.sh stop    # stops it and removes the folder
#   scripts/postgres-test-server.sh restart # restarts it (same folder, same port)
#   scripts/postgres-test-server.sh halt    # stops the server, keeping its folder
#   scripts/postgres-test-server.sh resume  # starts a halted server again
#
# Runs the server as an unprivileged user: as root, Debian's `postgres` user
# (created by the postgresql package) through runuser; otherwise the
# current user. Needs Debian's postgresql (initdb and pg_ctl in
# /usr/lib/postgresql/VERSION/bin, or on PATH). The cluster's folder and
# port are kept in $POSTGRES_TEST_STATE (default /tmp/scenarios-postgres-test);
# POSTGRES_TEST_FSYNC=on makes it sync to disk (off by default: tests only).
set -euo pipefail

state="${POSTGRES_TEST_STATE:-/tmp/scenarios-postgres-test}"
port="${POSTGRES_TEST_PORT:-54329}"

bin_dir() {
    if command -v initdb >/dev/null 2>&1; then dirname "$(command -v initdb)"; return; fi
    local found
    found=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
    if [ -z "$found" ] || [ ! -x "$found/initdb" ]; then
        echo "postgres-test-server: no initdb found; install Debian's postgresql (apt-get install -y postgresql)" >&2
        exit 1
    fi
    echo "$found"
}

as_server_user() {
    if [ "$(id -u)" -eq 0 ]; then
        runuser -u postgres -- "$@"
    else
        "$@"
    fi
}

# Starts the server of the cluster in $state on the port kept there.
start_server() {
    as_server_user "$1/pg_ctl" -D "$state/data" -l "$state/server.log" -w \
        -o "-p $(cat "$state/port") -k $state -c listen_addresses=127.0.0.1 -c fsync=${POSTGRES_TEST_FSYNC:-off} -c max_connections=100" start >/dev/null \
        || { cat "$state/server.log" >&2; exit 1; }
}

case "${1:-}" in
start)
    bin=$(bin_dir)
    if [ -f "$state/port" ] && as_server_user "$bin/pg_ctl" -D "$state/data" status >/dev/null 2>&1; then
        echo "postgres://scenarios@127.0.0.1:$(cat "$state/port")/scenarios"
        exit 0
    fi
    rm -rf "$state"
    mkdir -p "$state"
    if [ "$(id -u)" -eq 0 ]; then
        id postgres >/dev/null 2>&1 || useradd --system --home-dir "$state" --shell /usr/sbin/nologin postgres
        chown postgres "$state"
    fi
    as_server_user "$bin/initdb" -D "$state/data" -U scenarios --auth=trust --no-sync >"$state/initdb.log" 2>&1 \
        || { cat "$state/initdb.log" >&2; exit 1; }
    # A password for the tests of a wrong password: trust on the local
    # socket and 127.0.0.1 for the user scenarios, a password for user
    # `guarded`, so both paths are exercised.
    cat >"$state/data/pg_hba.conf" <<HBA
local all all trust
host all guarded 127.0.0.1/32 scram-sha-256
host all all 127.0.0.1/32 trust
host all all ::1/128 trust
HBA
    # The first free port from $port on (another cluster may hold it).
    while (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do port=$((port + 1)); done
    echo "$port" >"$state/port"
    start_server "$bin"
    psql_bin="$bin/psql"
    [ -x "$psql_bin" ] || psql_bin=$(command -v psql)
    as_server_user "$psql_bin" -h "$state" -p "$port" -U scenarios -d postgres -q \
        -c "CREATE DATABASE scenarios" -c "CREATE ROLE guarded LOGIN PASSWORD 'right-password'" >/dev/null
    echo "postgres://scenarios@127.0.0.1:$port/scenarios"
    ;;
restart)
    bin=$(bin_dir)
    as_server_user "$bin/pg_ctl" -D "$state/data" -l "$state/server.log" -w -m fast restart >/dev/null
    ;;
halt)
    bin=$(bin_dir)
    as_server_user "$bin/pg_ctl" -D "$state/data" -w -m fast stop >/dev/null
    ;;
resume)
    start_server "$(bin_dir)"
    ;;
stop)
    bin=$(bin_dir)
    if [ -d "$state/data" ]; then
        as_server_user "$bin/pg_ctl" -D "$state/data" -w -m fast stop >/dev/null 2>&1 || true
    fi
    rm -rf "$state"
    ;;
*)
    echo "usage: $0 start|stop|restart|halt|resume" >&2
    exit 2
    ;;
esac
