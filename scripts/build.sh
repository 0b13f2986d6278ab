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
# GRAUSTARK_WASM_OPT=0 skips the wasm-opt shrink; GRAUSTARK_WASM_OPT_LEVEL=s builds smaller and slower.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

# Cargo's output goes where CARGO_TARGET_DIR says (several worktrees may share a machine).
TARGET_DIR="${CARGO_TARGET_DIR:-target}"
WASM="$TARGET_DIR/wasm32-unknown-unknown/release/graustark.wasm"

# rustc's opt-level for the wasm (the native release profile keeps its own). Measured with
# scripts/measure.sh: "s" is 16 KB smaller gzipped, "3" adjudicates about 30% faster in Node
# (within 2x of native on the workload, which "s" is not), so "3" it is. Panics abort in the
# browser build only (no unwinding code to ship); native tests need unwinding.
OPT_LEVEL="${GRAUSTARK_WASM_OPT_LEVEL:-3}"
step "build: the engine for the browser (cargo, wasm32, release, opt-level $OPT_LEVEL)"
CARGO_PROFILE_RELEASE_OPT_LEVEL="$OPT_LEVEL" CARGO_PROFILE_RELEASE_PANIC=abort \
  cargo build --target wasm32-unknown-unknown --lib --release --no-default-features

step "build: JavaScript bindings (wasm-bindgen --target web) into www/pkg"
need wasm-bindgen "Run: bash scripts/setup.sh"
wasm-bindgen --target web --out-dir www/pkg "$WASM"

# wasm-opt (npm binaryen) takes about 10% off the gzipped wasm but needs ~8 s, so its output
# is cached by the hash of its input and a rebuild of unchanged code costs nothing.
WASM_OPT=scripts/node_modules/binaryen/bin/wasm-opt
# shrink FILE: wasm-opt -Os on FILE in place (cached); the wasm works unshrunk if it cannot run.
shrink() {
  local in="$1" key cache before
  if [ "${GRAUSTARK_WASM_OPT:-1}" = 0 ]; then
    info "wasm-opt skipped (GRAUSTARK_WASM_OPT=0)"; return
  elif [ ! -x "$WASM_OPT" ]; then
    info "wasm-opt not installed (bash scripts/setup.sh installs it); the wasm is not shrunk"; return
  fi
  key="$(sha256sum "$in" | cut -d' ' -f1)"
  cache="$TARGET_DIR/wasm-opt/$key.wasm"
  if [ -f "$cache" ]; then
    info "unchanged since the last build: cached result"
  else
    mkdir -p "$TARGET_DIR/wasm-opt"
    # The features rustc's wasm32 target emits; wasm-opt must not add any others.
    if node "$WASM_OPT" -Os --enable-bulk-memory --enable-nontrapping-float-to-int \
         --enable-sign-ext --enable-mutable-globals "$in" -o "$cache.tmp"; then
      mv "$cache.tmp" "$cache"
    else
      rm -f "$cache.tmp"
      info "WARNING: wasm-opt failed; keeping the unshrunk wasm (it works, it is only bigger)"
      return
    fi
  fi
  before=$(wc -c < "$in")
  cp "$cache" "$in"
  info "$before -> $(wc -c < "$in") bytes"
}
step "build: shrink the wasm (wasm-opt -Os)"
shrink www/pkg/graustark_bg.wasm

# The gamesmaster's page (gm.html) has a wasm of its own: the engine with the gamesmaster's
# calls (feature gm-api: the game file, the report styles, the map image), kept out of the
# other pages' wasm. Nothing on that page is speed-bound (a season is adjudicated once), so
# it is built for size: opt-level "s" (measured: see README, "The gamesmaster's page").
step "build: the engine with the gamesmaster's calls (feature gm-api, opt-level s) into www/pkg-gm"
CARGO_PROFILE_RELEASE_OPT_LEVEL=s CARGO_PROFILE_RELEASE_PANIC=abort \
  cargo build --target wasm32-unknown-unknown --lib --release --no-default-features --features gm-api
wasm-bindgen --target web --out-dir www/pkg-gm "$WASM"
shrink www/pkg-gm/graustark_bg.wasm

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
