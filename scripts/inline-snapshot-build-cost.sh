#!/usr/bin/env bash
# What InlineSnapshotTesting (and the swift-syntax it builds) adds to a first
# build: builds the tests of Examples/FeedTests from clean twice, as
# committed and without InlineSnapshotTesting (its product and its one
# inline test removed, in a temporary copy), and prints both times.
# Takes a few minutes; writes only under a temporary folder it removes.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

cp -R "$repo/Examples/FeedTests" "$work/with-inline"
rm -rf "$work/with-inline/.build"
sed -i "s#path: \"../..\"#path: \"$repo\"#" "$work/with-inline/Package.swift"
cp -R "$work/with-inline" "$work/without-inline"
sed -i '/InlineSnapshotTesting", package/d' "$work/without-inline/Package.swift"
python3 - "$work/without-inline/Tests/FeedTests/FeedSnapshotTests.swift" <<'PY'
import re, sys
path = sys.argv[1]
text = open(path).read().replace("import InlineSnapshotTesting\n", "")
start = text.index("    /// Pinning moves")
end = text.index("    @Test", text.index("    @Test", start) + 1)
end = text.rindex("\n\n", start, end) + 2
open(path, "w").write(text[:start] + text[end:])
PY

measure() {
    local name="$1"
    local start end
    start=$(date +%s.%N)
    (cd "$work/$name" && swift build --build-tests --scratch-path "$work/build-$name" >"$work/$name.log" 2>&1) || {
        echo "inline-snapshot-build-cost: the $name build failed; its log:" >&2
        tail -n 20 "$work/$name.log" >&2
        exit 1
    }
    end=$(date +%s.%N)
    python3 -c "import sys; print(f'{sys.argv[1]}: {float(sys.argv[3]) - float(sys.argv[2]):.1f} s')" "$name" "$start" "$end"
}
measure without-inline
measure with-inline
