#!/usr/bin/env bash
# Writes what JavaScript knows of the engine's values, generated from the Rust types
# (crates/graustark-wasm/src/bin/declarations.rs, built natively with the feature ts):
#
#   crates/graustark-wasm/src/types.d.ts   the TypeScript declarations of every value that
#                                          crosses the wasm boundary, with the Rust doc comments
#                                          (types.rs gives them to wasm-bindgen: www/pkg/graustark.d.ts)
#   www/js/board/kinds.js                  the kinds of unit and order, for the pages and the board
#
#   bash scripts/types.sh           write both
#   bash scripts/types.sh --check   write neither; fail, naming the file, if one is not current
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

check=0
[ "${1:-}" = --check ] && check=1

step "types: build the generator (cargo, native, feature ts)"
cargo build -q -p graustark-wasm --features ts --bin declarations
generator="$TARGET_DIR/debug/declarations"

stale=0
for pair in "d.ts crates/graustark-wasm/src/types.d.ts" "kinds www/js/board/kinds.js"; do
  set -- $pair
  fresh="$(mktemp)"
  "$generator" "$1" > "$fresh"
  if [ "$check" = 1 ]; then
    if ! cmp -s "$fresh" "$2"; then
      diff -u "$2" "$fresh" | head -40 >&2 || true
      printf '%s is not what the Rust types give: run bash scripts/types.sh\n' "$2" >&2
      stale=1
    fi
    rm -f "$fresh"
  else
    mv "$fresh" "$2"
    info "wrote $2"
  fi
done
[ "$stale" = 0 ] || die "generated declarations are stale"
[ "$check" = 1 ] && info "the declarations and the kinds module are current"
exit 0
