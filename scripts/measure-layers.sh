#!/usr/bin/env bash
# Prints the figures issue 37 asked to report: the workspace's crates and what each depends on,
# the library's errors carried as strings, the sizes of the README and ARCHITECTURE.md, and the
# gzipped wasm of the pages and of the gamesmaster's page (as scripts/build.sh last built them).
#
#   bash scripts/measure-layers.sh
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

step "crates and their direct dependencies (normal, this platform)"
for p in graustark graustark-gm graustark-wasm graustark-cli; do
  printf '%s: %s\n' "$p" "$(cargo tree -p "$p" -e normal --depth 1 --prefix none 2>/dev/null | tail -n +2 | awk '{print $1}' | sort -u | paste -sd' ')"
done
printf 'graustark-wasm (wasm32): %s\n' "$(cargo tree -p graustark-wasm --features gm --target wasm32-unknown-unknown -e normal --depth 1 --prefix none 2>/dev/null | tail -n +2 | awk '{print $1}' | sort -u | paste -sd' ')"

step "errors carried as strings in the library crates (Result<_, String> and Result<_, &str>)"
count=$( (grep -rnE 'Result<[^;{]*, *(String|&(.static )?str)>' crates --include='*.rs' || true) | wc -l)
echo "crates/: $count"
echo "src/bin (the command line, not a library): $(grep -rnE 'Result<[^;{]*, *String>' src --include='*.rs' | wc -l)"

step "docs"
echo "README.md: $(wc -l < README.md) lines, $(wc -w < README.md) words"
echo "ARCHITECTURE.md: $(wc -l < ARCHITECTURE.md) lines, $(wc -w < ARCHITECTURE.md) words"
echo "docs/: $(cat docs/*.md | wc -w) words in $(ls docs/*.md | wc -l) manuals"

step "wasm, gzipped (gzip -6; scripts/build.sh builds them)"
for f in www/pkg/graustark_bg.wasm www/pkg-gm/graustark_bg.wasm; do
  if [ -f "$f" ]; then echo "$f: $(gzip -6 -c "$f" | wc -c) bytes"; else echo "$f: not built"; fi
done
