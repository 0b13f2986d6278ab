#!/usr/bin/env bash
# Builds the site: the engine compiled to wasm (www/pkg/, with TypeScript types) and the maps
# copied in (www/maps/); then the site as served, dist/ (www/ with its JavaScript and CSS
# minified, scripts/dist.mjs), with the list of files the service worker precaches
# (dist/offline-files.js). All are generated and git-ignored. Run scripts/setup.sh first
# (scripts/run.sh and scripts/test.sh do). `node scripts/serve.mjs www` serves the sources
# unminified, for debugging (with no offline list there, the service worker stands aside).
#
#   bash scripts/build.sh
#
# GRAUSTARK_WASM_OPT=0 skips the wasm-opt shrink; GRAUSTARK_WASM_OPT_LEVEL=3 builds the pages' wasm
# bigger and faster.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

WASM="$TARGET_DIR/wasm32-unknown-unknown/release/graustark_wasm.wasm"

# rustc's opt-level for the pages' wasm: "z", built for size. Measured (scripts/measure-calls.mjs,
# Node, the engine calls of a turn): 223 KB gzipped after wasm-opt against 257 KB at "3", and a
# turn's calls take about 2.0 ms against 1.3 ms, nothing a player can see (a tap asks one
# legalOrders, about 0.1 ms). Speed is kept where it counts: the benchmark is native, and the
# npm package (scripts/package.sh, which scripts/measure-speed.mjs times) is built at "3".
# Panics abort in the browser build only (no unwinding code to ship); native tests need unwinding.
OPT_LEVEL="${GRAUSTARK_WASM_OPT_LEVEL:-z}"
step "build: the engine for the browser (cargo, wasm32, release, opt-level $OPT_LEVEL)"
CARGO_PROFILE_RELEASE_OPT_LEVEL="$OPT_LEVEL" CARGO_PROFILE_RELEASE_PANIC=abort \
  cargo build -p graustark-wasm --target wasm32-unknown-unknown --lib --release

step "build: JavaScript bindings (wasm-bindgen --target web) into www/pkg"
need wasm-bindgen "Run: bash scripts/setup.sh"
wasm-bindgen --target web --out-name graustark --out-dir www/pkg "$WASM"

# wasm-opt -Os (npm binaryen, cached by its input's hash: shrink_wasm in lib.sh).
shrink_wasm www/pkg/graustark_bg.wasm

# The gamesmaster's page (gm.html) has a wasm of its own: the engine with the gamesmaster's
# calls (graustark-wasm's feature gm: the game file, the report styles, the map image), kept out of the
# other pages' wasm. It reads and writes game files with the browser's own JSON, so it has no
# serde_json (feature json) and no case judge: 274.6 KB gzipped against 307.8 KB with them.
# Nothing on that page is speed-bound (a season is adjudicated once), so it is built for size
# like theirs: opt-level "z" (344.9 KB gzipped after wasm-opt when measured, against 390 KB at "s").
step "build: the engine with the gamesmaster's calls (feature gm, opt-level z) into www/pkg-gm"
CARGO_PROFILE_RELEASE_OPT_LEVEL=z CARGO_PROFILE_RELEASE_PANIC=abort \
  cargo build -p graustark-wasm --target wasm32-unknown-unknown --lib --release --features gm
wasm-bindgen --target web --out-name graustark --out-dir www/pkg-gm "$WASM"
shrink_wasm www/pkg-gm/graustark_bg.wasm

step "build: copy the maps into www/maps"
node scripts/copy-maps.mjs

# The site as served: www/ with its JavaScript and CSS minified, file by file (scripts/dist.mjs).
step "build: the site as served, minified (dist/)"
# An offline list left in www/ by an older build would make the sources' worker cache them.
rm -f www/offline-files.js
node scripts/dist.mjs www dist

# Last, once every file of the site is in place: the list the service worker precaches.
step "build: list the files for offline use (dist/offline-files.js)"
node scripts/offline-files.mjs dist

info "build done: dist/ is ready to serve ($(elapsed))"
