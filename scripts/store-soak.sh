#!/usr/bin/env bash
# Load and faults of the shared PostgreSQL store, measured with the real
# tool (not a timed test): prints figures, exits non-zero when a promise is
# broken. Needs Debian's postgresql (initdb, pg_ctl, psql) and sqlite3.
#
#   scripts/store-soak.sh            # 1,000 scenarios, 8 shard processes
#   SOAK_SCENARIOS=200 SOAK_SHARDS=4 scripts/store-soak.sh
#
# 1. SOAK_SHARDS concurrent `scenarios run --shard i/n` processes record
#    SOAK_SCENARIOS generated scenarios into one PostgreSQL database; every
#    run must be there exactly once. The same runs into SQLite from one
#    process, for the ratio.
# 2. The server restarted while a run of every scenario records: the tool
#    fails with one line, and every run stored is whole.
# 3. A wrong password, an unreachable host, a database of a newer schema:
#    one line each, non-zero exit.
#
# The cluster syncs to disk (fsync on), as SQLite does; the tool is the
# debug build of `swift build --traits PostgreSQL --scratch-path .build-pg`
# unless SOAK_CONFIGURATION=release.
set -euo pipefail
cd "$(dirname "$0")/.."

scenarios_count="${SOAK_SCENARIOS:-1000}"
shards="${SOAK_SHARDS:-8}"
configuration="${SOAK_CONFIGURATION:-debug}"

swift build --traits PostgreSQL --scratch-path .build-pg -c "$configuration" --product scenarios >/dev/null
tool="$PWD/.build-pg/$configuration/scenarios"

work=$(mktemp -d)
chmod 755 "$work"
export POSTGRES_TEST_STATE="$work/cluster"
cleanup() { bash scripts/postgres-test-server.sh stop >/dev/null 2>&1 || true; rm -rf "$work"; }
trap cleanup EXIT
url=$(POSTGRES_TEST_FSYNC=on bash scripts/postgres-test-server.sh start)
port=$(cat "$POSTGRES_TEST_STATE/port")
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
psql_value() { psql "$url" -tAq -c "$1"; }
now() { date +%s.%N; }
elapsed() { python3 -c "print(f'{$2 - $1:.1f}')"; }

# Generated scenarios: one section of movies, a few ticks each, a seed each.
mkdir -p "$work/Scenarios"
cp Scenarios/movies.json "$work/Scenarios/" 2>/dev/null || true
for k in $(seq 1 "$scenarios_count"); do
    printf -v name "%04d-soak-%d" "$k" "$k"
    cat >"$work/Scenarios/$name.json" <<JSON
{
  "format": 1,
  "title": "Soak $k",
  "description": "A generated scenario of the store's soak run.",
  "kind": "singleSection",
  "view": { "style": "collection" },
  "initial": [],
  "generate": {
    "seed": $k,
    "movies": { "from": 1, "to": 200 },
    "items": { "initial": 20, "minimum": 5, "maximum": 40 },
    "phases": [
      { "ticks": 4, "rate": "slow", "change": "small" },
      { "ticks": 4, "rate": "ludicrous", "change": "moderate" }
    ]
  }
}
JSON
done
echo "soak: $scenarios_count scenarios, $shards shard processes, $configuration build, PostgreSQL $(psql_value 'SHOW server_version') on 127.0.0.1:$port (fsync on)"

# 1. Load: shards into PostgreSQL at once, then one process into SQLite.
start=$(now)
pids=()
for i in $(seq 1 "$shards"); do
    "$tool" run --scenarios "$work/Scenarios" --database "$url" --label soak --keep-runs 0 --shard "$i/$shards" \
        >"$work/shard-$i.log" 2>"$work/shard-$i.err" &
    pids+=($!)
done
for i in "${!pids[@]}"; do
    wait "${pids[$i]}" || fail "shard $((i + 1))/$shards exited non-zero: $(tail -n 1 "$work/shard-$((i + 1)).err")"
done
postgres_seconds=$(elapsed "$start" "$(now)")
runs=$(psql_value "SELECT count(*) FROM run WHERE label = 'soak'")
distinct=$(psql_value "SELECT count(DISTINCT scenario) FROM run WHERE label = 'soak'")
ids=$(psql_value "SELECT count(DISTINCT id) FROM run WHERE label = 'soak'")
rows=$(psql_value "SELECT (SELECT count(*) FROM step) + (SELECT count(*) FROM delta) + (SELECT count(*) FROM decision) + (SELECT count(*) FROM \"viewCall\") + (SELECT count(*) FROM \"stepViewState\") + (SELECT count(*) FROM \"finalState\")")
[ "$runs" = "$scenarios_count" ] && [ "$distinct" = "$scenarios_count" ] && [ "$ids" = "$scenarios_count" ] \
    || fail "PostgreSQL holds $runs runs of $distinct scenarios ($ids ids), expected $scenarios_count of each"
"$tool" report --scenarios "$work/Scenarios" --database "$url" --label soak >"$work/report.log" 2>&1 \
    || fail "report --label soak: $(tail -n 1 "$work/report.log")"

start=$(now)
"$tool" run --scenarios "$work/Scenarios" --database "$work/runs.sqlite" --label soak --keep-runs 0 >"$work/sqlite.log" 2>&1 \
    || fail "SQLite run exited non-zero: $(tail -n 1 "$work/sqlite.log")"
sqlite_seconds=$(elapsed "$start" "$(now)")
sqlite_runs=$(sqlite3 "$work/runs.sqlite" "SELECT count(*) FROM run WHERE label = 'soak'")
[ "$sqlite_runs" = "$scenarios_count" ] || fail "SQLite holds $sqlite_runs runs, expected $scenarios_count"
ratio=$(python3 -c "print(f'{$postgres_seconds / $sqlite_seconds:.2f}')")
echo "load: PostgreSQL, $shards processes: $runs runs ($rows rows), each scenario once, in $postgres_seconds s; SQLite, 1 process: $sqlite_runs runs in $sqlite_seconds s; ratio $ratio"
echo "load: $(tail -n 1 "$work/report.log")"

# 2. The server restarted in the middle of a recording.
"$tool" run --scenarios "$work/Scenarios" --database "$url" --label restart --keep-runs 0 >"$work/restart.log" 2>"$work/restart.err" &
recorder=$!
for _ in $(seq 1 200); do
    [ "$(psql_value "SELECT count(*) FROM run WHERE label = 'restart'")" -ge 50 ] && break
    sleep 0.05
done
bash scripts/postgres-test-server.sh restart
status=0
wait "$recorder" || status=$?
stored=$(psql_value "SELECT count(*) FROM run WHERE label = 'restart'")
error_lines=$(grep -c "^error:" "$work/restart.err" || true)
partial=$(psql_value "SELECT count(*) FROM run r WHERE label = 'restart' AND (
    (SELECT count(*) FROM step s WHERE s.\"runId\" = r.id) <> 9
    OR NOT EXISTS (SELECT 1 FROM \"finalState\" f WHERE f.\"runId\" = r.id))")
[ "$status" -ne 0 ] && [ "$error_lines" = 1 ] || fail "after the restart: exit $status, $error_lines error lines"
[ "$partial" = 0 ] || fail "$partial half-stored runs after the restart"
echo "restart: exit $status after $stored of $scenarios_count runs, every stored run whole ($partial partial): $(grep '^error:' "$work/restart.err")"

# 3. Faults: one line each, non-zero exit.
psql "$url" -q -c "CREATE DATABASE newer" >/dev/null
newer="postgres://scenarios@127.0.0.1:$port/newer"
"$tool" run --scenarios "$work/Scenarios" --database "$newer" 0001 >/dev/null 2>&1
psql "$newer" -q -c "INSERT INTO scenarios_migrations (identifier) VALUES ('fromTheFuture')" >/dev/null
closed_port=$((port + 1000))
while (exec 3<>"/dev/tcp/127.0.0.1/$closed_port") 2>/dev/null; do closed_port=$((closed_port + 1)); done
for fault in "wrong password|postgres://guarded:wrong-password@127.0.0.1:$port/scenarios" \
             "unreachable host|postgres://scenarios@127.0.0.1:$closed_port/scenarios" \
             "newer schema|$newer"; do
    name=${fault%%|*}
    location=${fault#*|}
    status=0
    "$tool" run --scenarios "$work/Scenarios" --database "$location" --label fault 0001 >/dev/null 2>"$work/fault.err" || status=$?
    lines=$(grep -v '^\[' "$work/fault.err" | wc -l)
    [ "$status" -ne 0 ] && [ "$lines" = 1 ] || fail "$name: exit $status, $lines lines"
    echo "$name: exit $status: $(grep -v '^\[' "$work/fault.err")"
done

if [ "$failures" -gt 0 ]; then
    echo "soak: $failures failed"
    exit 1
fi
echo "soak: every check passed"
