#!/usr/bin/env bash
# Builds the npm package "graustark" with wasm-pack into $TARGET_DIR/npm/graustark/ and packs
# it ($TARGET_DIR/npm/graustark-<version>.tgz, which `npm install` takes as it is). Both are
# git-ignored build output (under cargo's target folder). The package holds:
#   - the engine with the gamesmaster's calls (graustark-wasm's feature gm), built for speed (opt-level 3;
#     the pages' wasm is built for size), with the judge's `adjudicateCase`, its
#     JavaScript bindings and TypeScript declarations (wasm-pack, with wasm-bindgen --target
#     web), the wasm shrunk by wasm-opt -Os (shrink_wasm in lib.sh, cached);
#   - the Node entry (npm/node.js), which loads the wasm from disk on import;
#   - the board widget (board/, with declarations that tsc writes from its JSDoc) and board.css;
#   - every map folder's map.json, board.svg and layout.json, with maps/index.json;
#   - docs/embedding.md's section "The npm package" as its README.
# Run scripts/setup.sh --package first (scripts/test.sh does); tests/package/ tests the result.
#
#   bash scripts/package.sh
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

need wasm-pack "Run: bash scripts/setup.sh --package"
need wasm-bindgen "Run: bash scripts/setup.sh"
TSC=tests/browser/node_modules/.bin/tsc
[ -x "$TSC" ] || die "TypeScript is missing. Run: bash scripts/setup.sh --package"

mkdir -p "$TARGET_DIR/npm"
NPM_DIR="$(cd "$TARGET_DIR/npm" && pwd)"
OUT="$NPM_DIR/graustark"
rm -rf "$OUT"

# --mode no-install: wasm-pack downloads nothing and runs the wasm-bindgen on PATH (.tools/bin,
# the version Cargo.lock pins); Cargo.toml turns its own wasm-opt off.
# (wasm-pack also asks crates.io, at most once a day, whether it is the newest version; it only
# warns when it cannot tell.)
step "package: wasm-pack build --target web (cargo, wasm32, release, opt-level 3, gm, json, rule-texts)"
CARGO_PROFILE_RELEASE_OPT_LEVEL=3 CARGO_PROFILE_RELEASE_PANIC=abort \
  wasm-pack --quiet build crates/graustark-wasm --target web --release --mode no-install --no-gitignore \
    --out-dir "$OUT" --out-name graustark -- --features gm,json,rule-texts

shrink_wasm "$OUT/graustark_bg.wasm"

step "package: the Node entry, the board widget, the README and package.json"
node scripts/npm-package.mjs "$OUT"

step "package: the board widget's TypeScript declarations (tsc, from its JSDoc)"
"$TSC" --allowJs --declaration --emitDeclarationOnly --skipLibCheck --strictNullChecks \
  --target es2022 --module es2022 --moduleResolution bundler --lib es2023,dom,dom.iterable \
  --outDir "$OUT/board" www/js/board/*.js

step "package: the maps"
# Each board.svg whole, as maps/ has it (not as the site serves it): a program using the
# package may draw the file itself, or hand it to the map image.
node scripts/copy-maps.mjs maps "$OUT/maps" --whole-art

step "package: npm pack"
rm -f "$NPM_DIR"/graustark-*.tgz
tarball="$(cd "$NPM_DIR" && npm pack ./graustark --silent)"
info "$NPM_DIR/$tarball: $(wc -c < "$NPM_DIR/$tarball") bytes; the wasm $(wc -c < "$OUT/graustark_bg.wasm") bytes, $(gzip -9c "$OUT/graustark_bg.wasm" | wc -c) gzipped"
info "package done ($(elapsed)): npm install $NPM_DIR/$tarball"
