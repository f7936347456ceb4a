#!/usr/bin/env bash
# Compiles every platform branch of the library's app-facing modules here,
# on Linux: the whole LiveCollections module (with its internal
# LiveCollectionsSupport, and LiveCollectionsCapture, which an app's debug
# build links), and the package's other modules without another package's
# dependency (LiveCollectionsRecording and LiveCollectionsTesting, which an
# app's test target links, LiveCollectionsScenarios, LiveCollectionsDocs),
# once per configuration Apple's toolchains compile them in:
#
#   uikit   a module named UIKit is the stand-in of Examples/UIKitCheck
#           (built with library evolution, as the SDK is): the iOS, tvOS,
#           visionOS and Mac Catalyst branch, adapters included;
#   appkit  a module named AppKit declares exactly AppKit's IndexPath
#           additions (Examples/UIKitCheck/AppKitStandIn), and no UIKit:
#           the macOS branch;
#   linux   neither.
#
# Each with Swift 6, `MemberImportVisibility` on (no file may use a member
# it does not import itself) and warnings as errors. In the appkit
# configuration the test targets of those modules are type-checked too.
# The modules and test targets that import another package are only read
# (a text check for IndexPath's platform members, below). It prints each
# command and its result and exits 1 if any configuration fails. watchOS cannot be
# compiled here (`os(watchOS)` is false on Linux whatever the modules): the
# check below reads instead that every UIKit branch of Sources/ excludes
# watchOS, where UIKit exists but UIView and its subclasses do not.
set -euo pipefail
cd "$(dirname "$0")/.."

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The compiler driver leaves a TemporaryDirectory.* behind for every
# invocation; they go in the work folder, removed on exit.
mkdir "$work/tmp"
export TMPDIR="$work/tmp"
failed=0

# Runs a compiler command, printing it and what it said; a configuration
# fails on any diagnostic. The one warning every module built with library
# evolution gets on Linux, whose Foundation is not built that way, is left
# out (the stand-ins are built so, as Apple builds the SDK's modules).
foundation_not_resilient="module 'Foundation' was not compiled with library evolution support"
compile() {
    local name=$1
    shift
    echo "+ $*"
    local log="$work/$name.log"
    local status=0
    "$@" >"$log.all" 2>&1 || status=$?
    # A diagnostic with its source excerpt is one block; drop the blocks of that warning.
    awk -v skip="$foundation_not_resilient" '
        /^[^ ].*: (error|warning|note): / { dropping = index($0, skip) > 0 }
        !dropping { print }
    ' "$log.all" >"$log"
    if [ "$status" -eq 0 ] && ! grep -q '[^ ]' "$log"; then
        echo "  $name: ok"
    else
        sed 's/^/  /' "$log"
        echo "  $name: FAILED ($(grep -c 'error:' "$log" || true) errors)"
        failed=1
    fi
}

swift_files() { find "$@" -name '*.swift' | LC_ALL=C sort; }

language=(-swift-version 6 -enable-upcoming-feature MemberImportVisibility -parse-as-library -wmo)
common=("${language[@]}" -warnings-as-errors -package-name livecollections)

# The stand-ins, each a module of its own name in its own folder.
mkdir -p "$work/stand-ins/uikit" "$work/stand-ins/appkit"
mapfile -t uikit_files < <(swift_files Examples/UIKitCheck/Sources/UIKitStandIn)
compile "UIKit stand-in" swiftc "${language[@]}" -enable-library-evolution -module-name UIKit \
    -emit-module -emit-module-path "$work/stand-ins/uikit/UIKit.swiftmodule" "${uikit_files[@]}"
mapfile -t appkit_files < <(swift_files Examples/UIKitCheck/AppKitStandIn)
compile "AppKit stand-in" swiftc "${language[@]}" -enable-library-evolution -module-name AppKit \
    -emit-module -emit-module-path "$work/stand-ins/appkit/AppKit.swiftmodule" "${appkit_files[@]}"
if [ "$failed" -ne 0 ]; then
    echo "compile-platform-branches: a stand-in does not compile; no configuration was compiled" >&2
    exit 1
fi

mapfile -t support_files < <(swift_files Sources/LiveCollectionsSupport)
mapfile -t core_files < <(swift_files Sources/LiveCollections)
mapfile -t capture_files < <(swift_files Sources/LiveCollectionsCapture)
package_modules=(LiveCollectionsRecording LiveCollectionsTesting LiveCollectionsScenarios LiveCollectionsDocs)
package_test_targets=(
    LiveCollectionsSupportTests LiveCollectionsTests LiveCollectionsTestingTests LiveCollectionsAPITests
    LiveCollectionsScenariosTests LiveCollectionsCaptureTests LiveCollectionsDocsTests
)

for configuration in uikit appkit linux; do
    out="$work/$configuration"
    mkdir -p "$out"
    search=(-I "$out")
    case $configuration in
        uikit) search+=(-I "$work/stand-ins/uikit") ;;
        appkit) search+=(-I "$work/stand-ins/appkit") ;;
    esac
    echo "== $configuration"
    compile "$configuration LiveCollectionsSupport" swiftc "${common[@]}" "${search[@]}" -module-name LiveCollectionsSupport -enable-testing \
        -emit-module -emit-module-path "$out/LiveCollectionsSupport.swiftmodule" "${support_files[@]}"
    # As the package's debug build does (the internal checks) ...
    compile "$configuration LiveCollections" swiftc "${common[@]}" "${search[@]}" -module-name LiveCollections -enable-testing \
        -D LIVECOLLECTIONS_INTERNAL_CHECKS \
        -emit-module -emit-module-path "$out/LiveCollections.swiftmodule" "${core_files[@]}"
    compile "$configuration LiveCollectionsCapture" swiftc "${common[@]}" "${search[@]}" -module-name LiveCollectionsCapture -enable-testing \
        -emit-module -emit-module-path "$out/LiveCollectionsCapture.swiftmodule" "${capture_files[@]}"
    # The package's other modules without another package's dependency, in
    # the order of their dependencies (Package.swift): an app's test target
    # links LiveCollectionsTesting and LiveCollectionsRecording, and
    # `swift test` on macOS builds them all. None imports the framework that
    # declares IndexPath's item and section there.
    # Each depends on the one before it: one that fails leaves the rest
    # out (compiled without a module it imports, the next one's type
    # checking can take minutes to report nothing useful).
    previous=LiveCollections
    for module in "${package_modules[@]}"; do
        if [ ! -f "$out/$previous.swiftmodule" ]; then
            echo "  $configuration $module: not compiled ($previous did not compile)"
            failed=1
            continue
        fi
        mapfile -t module_files < <(swift_files "Sources/$module")
        compile "$configuration $module" swiftc "${common[@]}" "${search[@]}" -module-name "$module" -enable-testing \
            -emit-module -emit-module-path "$out/$module.swiftmodule" "${module_files[@]}"
        previous=$module
    done
    # The test targets of these modules, type-checked in the macOS branch,
    # the one where nothing declares IndexPath's item and section for a
    # file that does not import AppKit itself (on iOS the same holds for
    # UIKit; on Linux the library declares them). The API tests import the
    # platform's framework as an app does; every other test target uses the
    # package's own accessors. LiveCollectionsAPISwift5Tests is the same
    # files in Swift 5 mode, which changes nothing of what they import.
    if [ "$configuration" = appkit ]; then
        if [ -f "$out/LiveCollectionsDocs.swiftmodule" ]; then
            mapfile -t test_support_files < <(swift_files Tests/LiveCollectionsTestSupport)
            compile "$configuration LiveCollectionsTestSupport" swiftc "${common[@]}" "${search[@]}" -module-name LiveCollectionsTestSupport \
                -emit-module -emit-module-path "$out/LiveCollectionsTestSupport.swiftmodule" "${test_support_files[@]}"
            for target in "${package_test_targets[@]}"; do
                mapfile -t target_files < <(swift_files -L "Tests/$target")
                compile "$configuration $target (type-checked)" swiftc "${common[@]}" "${search[@]}" -module-name "$target" \
                    -typecheck "${target_files[@]}"
            done
        else
            echo "  $configuration test targets: not type-checked (a module they import did not compile)"
            failed=1
        fi
    fi
    # ... and its release build (without them), type-checked only.
    compile "$configuration LiveCollections (release)" swiftc "${common[@]}" "${search[@]}" -module-name LiveCollections \
        -typecheck "${core_files[@]}"
done

# The modules and test targets that import another package (GRDB,
# swift-argument-parser, swift-snapshot-testing, FlyingFox) are not
# compiled here: this is a TEXT check, not a compilation. None of their
# files may spell IndexPath's platform members (`IndexPath(item:section:)`,
# `IndexPath(row:section:)`, `.section`, `.item`, `.row` on something named
# like a path), which on macOS nothing they import declares; they use the
# package's `IndexPath(itemIndex:sectionIndex:)`, `.sectionIndex` and
# `.itemIndex`. Comment lines (documentation showing app code) are left out.
echo "== IndexPath's platform members in the modules not compiled here (read, not compiled)"
text_failed=0
text_checked=(
    Sources/LiveCollectionsStore Sources/LiveCollectionsRunner Sources/LiveCollectionsReviewServer
    Sources/LiveCollectionsSnapshotTesting Sources/ScenariosCLI
    Tests/LiveCollectionsStoreTests Tests/LiveCollectionsRunnerTests Tests/LiveCollectionsReviewServerTests
    Tests/LiveCollectionsSnapshotTestingTests
)
while IFS= read -r hit; do
    echo "  $hit"
    text_failed=1
done < <(grep -rnE --include='*.swift' \
    'IndexPath\((item|row):|(\b[A-Za-z]*[pP]aths?(\[[^]]*\])?|\bsource|\btarget|\$[0-9])\.(section|item|row)\b' "${text_checked[@]}" |
    grep -vE '^[^:]+:[0-9]+:[[:space:]]*//' || true)
if [ "$text_failed" -ne 0 ]; then
    echo "  platform IndexPath members: FAILED (use IndexPath(itemIndex:sectionIndex:), .sectionIndex, .itemIndex)"
    failed=1
else
    echo "  platform IndexPath members: none in ${#text_checked[@]} folders"
fi

# watchOS: UIKit exists there (with UIKit's IndexPath additions, watchOS
# 2+) but UIView, UITableView and UICollectionView do not, so no adapter may
# be compiled. Linux cannot make `os(watchOS)` true, so this reads the
# guards: every use of `canImport(UIKit)` in Sources/ must exclude watchOS,
# except the two that mean "UIKit's IndexPath additions exist" and "an app's
# main queue exists", both true on watchOS.
echo "== watchOS (read, not compiled with os(watchOS) true)"
watch_failed=0
while IFS= read -r hit; do
    file=${hit%%:*}
    case "$hit" in
        *'#if canImport(UIKit) && !os(watchOS)') ;;
        Sources/LiveCollections/Delta/IndexPath+ItemSection.swift:*'#if !canImport(UIKit) && !canImport(AppKit)') ;;
        Sources/LiveCollections/Scheduling/LiveCollectionsScheduler.swift:*'#if canImport(UIKit) || canImport(AppKit)') ;;
        *) echo "  $hit: a UIKit branch that does not exclude watchOS"; watch_failed=1 ;;
    esac
done < <(grep -rn --include='*.swift' 'canImport(UIKit)' Sources | sed -E 's/[[:space:]]+$//')
while IFS= read -r file; do
    if [ "$(head -n 1 "$file")" != '#if canImport(UIKit) && !os(watchOS)' ] || [ "$(tail -n 1 "$file")" != '#endif' ]; then
        echo "  $file imports UIKit outside one whole-file '#if canImport(UIKit) && !os(watchOS)'"
        watch_failed=1
    fi
done < <(grep -rl --include='*.swift' '^import UIKit' Sources)
# What watchOS compiles: a UIKit with IndexPath's additions and no views,
# and the module without the files wrapped whole in that guard (empty there).
mkdir -p "$work/stand-ins/watchos-uikit" "$work/watchos"
compile "watchOS UIKit stand-in (IndexPath additions only)" swiftc "${language[@]}" -enable-library-evolution -module-name UIKit \
    -emit-module -emit-module-path "$work/stand-ins/watchos-uikit/UIKit.swiftmodule" Examples/UIKitCheck/Sources/UIKitStandIn/IndexPath+UIKit.swift
mapfile -t watch_core_files < <(for file in "${core_files[@]}"; do
    [ "$(head -n 1 "$file")" = '#if canImport(UIKit) && !os(watchOS)' ] || echo "$file"
done)
echo "  watchOS leaves out $(( ${#core_files[@]} - ${#watch_core_files[@]} )) adapter files of ${#core_files[@]}"
search=(-I "$work/watchos" -I "$work/stand-ins/watchos-uikit")
compile "watchOS LiveCollectionsSupport" swiftc "${common[@]}" "${search[@]}" -module-name LiveCollectionsSupport \
    -emit-module -emit-module-path "$work/watchos/LiveCollectionsSupport.swiftmodule" "${support_files[@]}"
compile "watchOS LiveCollections" swiftc "${common[@]}" "${search[@]}" -module-name LiveCollections \
    -D LIVECOLLECTIONS_INTERNAL_CHECKS \
    -emit-module -emit-module-path "$work/watchos/LiveCollections.swiftmodule" "${watch_core_files[@]}"
compile "watchOS LiveCollectionsCapture" swiftc "${common[@]}" "${search[@]}" -module-name LiveCollectionsCapture \
    -emit-module -emit-module-path "$work/watchos/LiveCollectionsCapture.swiftmodule" "${capture_files[@]}"
if [ "$watch_failed" -ne 0 ]; then
    echo "  watchOS guards: FAILED"
    failed=1
else
    echo "  watchOS guards: ok (every UIKit branch of Sources/ excludes watchOS)"
fi

if [ "$failed" -ne 0 ]; then
    echo "compile-platform-branches: FAILED (see above)" >&2
    exit 1
fi
echo "compile-platform-branches: every configuration compiled, no diagnostics"
