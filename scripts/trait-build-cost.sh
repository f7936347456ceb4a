#!/usr/bin/env bash
# What the PostgreSQL trait adds to a first build: builds the package (debug,
# no tests) from an empty build folder, without the trait and then with it,
# one build at a time, each after its packages are fetched (not timed), and
# prints each build's time and the size of its build folder.
# Takes several minutes; writes only under a temporary folder it removes.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$repo"

measure() {
    local name="$1"
    shift
    local scratch="$work/$name"
    swift package resolve --scratch-path "$scratch" >"$work/$name-resolve.log" 2>&1 || {
        echo "trait-build-cost: fetching the packages for the $name build failed; its log:" >&2
        tail -n 20 "$work/$name-resolve.log" >&2
        exit 1
    }
    local start end
    start=$(date +%s.%N)
    swift build --scratch-path "$scratch" "$@" >"$work/$name.log" 2>&1 || {
        echo "trait-build-cost: the $name build failed; its log:" >&2
        tail -n 20 "$work/$name.log" >&2
        exit 1
    }
    end=$(date +%s.%N)
    local megabytes
    megabytes=$(du -sm "$scratch" | cut -f1)
    python3 -c "import sys; print(f'{sys.argv[1]}: {float(sys.argv[3]) - float(sys.argv[2]):.0f} s, build folder {sys.argv[4]} MB')" \
        "$name" "$start" "$end" "$megabytes"
}
measure default
measure with-trait --traits PostgreSQL
