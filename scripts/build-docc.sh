#!/usr/bin/env bash
# Builds the DocC archives of the documented modules into .build-docc/archives,
# failing on any DocC warning. Symbol graphs are built in their own scratch
# folder, so the regular build is not invalidated by the extra flags.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=.build-docc
emitted="$PWD/$scratch/symbol-graphs/emitted"
mkdir -p "$emitted" "$scratch/archives"
for module in LiveCollections LiveCollectionsTesting; do
    # The compiler writes the graphs of every module it compiles here; a
    # build with nothing to do leaves the current ones in place.
    swift build --scratch-path "$scratch" --target "$module" \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$emitted"
    graphs="$scratch/symbol-graphs/$module"
    rm -rf "$graphs" "$scratch/archives/$module.doccarchive"
    mkdir -p "$graphs"
    find "$emitted" -maxdepth 1 \( -name "$module.symbols.json" -o -name "$module@*.symbols.json" \) -exec cp {} "$graphs/" \;
    docc convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$graphs" \
        --fallback-display-name "$module" --fallback-bundle-identifier "livecollections.$module" \
        --output-dir "$scratch/archives/$module.doccarchive" \
        --warnings-as-errors
done
echo "docc: LiveCollections and LiveCollectionsTesting archives in $scratch/archives, no warnings"
