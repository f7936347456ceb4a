#!/usr/bin/env bash
# Lists what the package's tests left behind, one line each, and exits 1 if
# anything; exits 0 saying so when nothing is left. Run after `swift test`:
#
#     marker=$(mktemp); swift test; bash scripts/check-test-leftovers.sh "$marker"
#
# Temporary folders: every folder the tests make is named scenario-tests-*
# (Tests/LiveCollectionsTestSupport/TemporaryFolder.swift), in $TMPDIR or
# /tmp; with a MARKER file, only those newer than it count (made by this
# run), else all.
# Processes: any process running a program from this checkout's build
# folders (.build*: the test binary, the `scenarios` tool) or from a
# scenario-tests-* folder; any process whose command line names one of them
# (chromium's profile and crash reporter, a test's PostgreSQL cluster, a tmux
# server running the tool in a test's workspace); and the tmux servers of the
# terminal review's tests (sockets review-test-*), with a MARKER only those
# started after it. The PostgreSQL cluster .ci/run starts for the PostgreSQL
# tests lives elsewhere and is not listed: .ci/run stops it itself.
set -euo pipefail
cd "$(dirname "$0")/.."
repository=$(pwd -P)
marker="${1:-}"
if [ -n "$marker" ] && [ ! -e "$marker" ]; then
    echo "check-test-leftovers: $marker: no such marker file (touch it before the tests, or pass none to list every leftover)" >&2
    exit 2
fi
temporary="${TMPDIR:-/tmp}"
temporary="${temporary%/}"
prefix="scenario-tests-"
tmux_sockets="review-test-"

leftovers=()

# Folders.
newer=()
[ -n "$marker" ] && newer=(-newer "$marker")
while IFS= read -r -d '' folder; do
    leftovers+=("folder $folder: not removed by the test that made it")
done < <(find "$temporary" -maxdepth 1 -mindepth 1 -type d -name "$prefix*" "${newer[@]}" -print0 2>/dev/null | sort -z)

# Processes.
boot=$(awk '/^btime/ {print $2}' /proc/stat)
ticks=$(getconf CLK_TCK)
marked=0
[ -n "$marker" ] && marked=$(stat -c %Y "$marker")
# Whether process $1 started after the marker (always, without one).
started_after_marker() {
    local fields
    fields=$(sed 's/.*) //' "/proc/$1/stat" 2>/dev/null) || return 1
    # Field 22 of /proc/PID/stat, the 20th after the name: start time in ticks since boot.
    local start
    start=$(awk '{print $20}' <<<"$fields")
    [ $((boot + start / ticks)) -ge "$marked" ]
}
for entry in /proc/[0-9]*; do
    pid=${entry#/proc/}
    [ "$pid" = "$$" ] && continue
    [ -r "$entry/cmdline" ] || continue
    command=$(tr '\0' ' ' <"$entry/cmdline" 2>/dev/null || true)
    [ -n "$command" ] || continue  # a kernel thread, or gone
    program=$(readlink "$entry/exe" 2>/dev/null || true)
    reason=""
    case "$program" in
        "$repository"/.build*) reason="runs a program of this checkout's build" ;;
        */"$prefix"*) reason="runs a program from a test's temporary folder" ;;
    esac
    if [ -z "$reason" ]; then
        case "$command" in
            *"$repository"/.build*) reason="names a program of this checkout's build" ;;
            *"$temporary/$prefix"*) reason="names a test's temporary folder" ;;
            tmux*"-L $tmux_sockets"*|*/tmux*"-L $tmux_sockets"*)
                started_after_marker "$pid" && reason="a tmux server of the terminal review's tests" ;;
        esac
    fi
    [ -n "$reason" ] || continue
    # A process that ended while it was being looked at is no leftover.
    [ -d "$entry" ] || continue
    leftovers+=("process $pid ($(printf '%s' "${command% }" | cut -c1-160 | tr -d '\000-\037')): $reason, not ended by the test that started it")
done

if [ ${#leftovers[@]} -eq 0 ]; then
    echo "tests: no process and no temporary folder left behind"
    exit 0
fi
echo "tests: left ${#leftovers[@]} things behind:" >&2
printf '  %s\n' "${leftovers[@]}" >&2
exit 1
