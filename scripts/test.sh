#!/usr/bin/env bash
# THE TEST COMMAND: sets up (once), then runs every check and stops at the first failure.
#
#   bash scripts/test.sh
#
# Steps: rustfmt, clippy (native and the wasm boundary), cargo test (unit, DATC, map, parser,
# property tests), the wasm build, the npm package (built, packed, installed into an empty
# folder and used there), the board drawing checks (maps/tools), a type-check of the site's
# JavaScript, the widget's geometry and game-night flow tests, the browser tests.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

CURRENT=""
trap 'rc=$?; if [ $rc -ne 0 ] && [ -n "$CURRENT" ]; then printf "\nFAILED at step: %s (exit %s, after %s)\n" "$CURRENT" "$rc" "$(elapsed)" >&2; fi' EXIT
run() { CURRENT="$1"; shift; step "$CURRENT"; "$@"; }

run "set-up" bash scripts/setup.sh --browser --package
run "format (cargo fmt --check)" cargo fmt --check
run "lint (cargo clippy --workspace --all-targets -- -D warnings)" cargo clippy --workspace --all-targets -- -D warnings
# crates/graustark-wasm is compiled for wasm32 only, so the native clippy never sees it.
run "lint the wasm boundary (cargo clippy -p graustark-wasm --target wasm32-unknown-unknown -- -D warnings)" \
  cargo clippy -p graustark-wasm --target wasm32-unknown-unknown -- -D warnings
run "lint the gamesmaster's wasm calls (cargo clippy -p graustark-wasm ... --features gm,json,rule-texts -- -D warnings)" \
  cargo clippy -p graustark-wasm --target wasm32-unknown-unknown --features gm,json,rule-texts -- -D warnings
run "the core builds alone, without the command line's dependencies (cargo build -p graustark)" \
  cargo build -p graustark
run "Rust tests (cargo test --workspace)" cargo test --workspace
run "the generated TypeScript declarations and kinds module are current (scripts/types.sh --check)" bash scripts/types.sh --check
run "wasm build (scripts/build.sh)" bash scripts/build.sh
run "npm package (scripts/package.sh)" bash scripts/package.sh
run "npm package installed and used (node --test tests/package/)" node --test --test-reporter=spec tests/package/
run "board drawing checks (cd maps/tools && npm test)" bash -c 'cd maps/tools && npm test --silent'
run "type-check the site's JavaScript (tsc -p tests/browser/tsconfig.json)" tests/browser/node_modules/.bin/tsc -p tests/browser/tsconfig.json
run "board widget geometry and game-night flow (node --test www/test/)" node --test --test-reporter=spec www/test/
run "browser tests (node --test tests/browser/)" node --test --test-reporter=spec tests/browser/

CURRENT=""
step "all checks passed ($(elapsed))"
