#!/usr/bin/env bash
# Times `.ci/run` on a fresh clone of a branch (main by default), as CI would run it, and keeps the
# log; npm test's summary at its end gives each tier's time. See bench/ci.md.
#   scripts/ci-clean-clone.sh [branch]
set -euo pipefail
branch="${1:-main}"
repo="$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)"
dir="$(mktemp -d /tmp/links-ci-XXXXXX)"
log="$dir.log"
git clone -q --branch "$branch" "$repo" "$dir/links"
echo "Clone of $branch ($(git -C "$dir/links" rev-parse --short HEAD)) in $dir; log in $log"
echo "Load before the run: $(cut -d' ' -f1-3 /proc/loadavg)"
started=$(date +%s)
status=0
(cd "$dir/links" && ./.ci/run) >"$log" 2>&1 || status=$?
ended=$(date +%s)
sed -n '/npm test: what ran/,$p' "$log" | tail -n 30
echo ".ci/run exited with $status after $(( (ended - started) / 60 )) min $(( (ended - started) % 60 )) s"
echo "Load after the run: $(cut -d' ' -f1-3 /proc/loadavg)"
rm -rf "$dir"
exit "$status"
