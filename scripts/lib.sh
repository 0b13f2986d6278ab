# Shared by the scripts in scripts/: sourced, not run.
# Sets ROOT (the repository root) and cds there, and TARGET_DIR (cargo's output); defines
# step/die/elapsed, and shrink_wasm (wasm-opt, cached) for build.sh and package.sh.

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

# Tools the scripts install for this clone only (the wasm-bindgen CLI, wasm-pack) live here.
export PATH="$ROOT/.tools/bin:$PATH"
export CARGO_TERM_COLOR="${CARGO_TERM_COLOR:-auto}"
# No prompts from apt or npm, whether or not there is a terminal.
export DEBIAN_FRONTEND=noninteractive
export npm_config_fund=false npm_config_audit=false npm_config_update_notifier=false

GS_T0="${GS_T0:-$(date +%s)}"
export GS_T0

step() { printf '\n==> %s\n' "$*"; }
info() { printf '    %s\n' "$*"; }
die() { printf '\nFAILED: %s\n' "$*" >&2; exit 1; }
elapsed() { echo "$(( $(date +%s) - GS_T0 ))s"; }

need() { command -v "$1" >/dev/null 2>&1 || die "$1 is not installed. $2"; }

# The version of a crate pinned in Cargo.lock (first match).
locked_version() {
  awk -v n="$1" '$1=="name" && $3=="\""n"\"" {getline; gsub(/"/,"",$3); print $3; exit}' Cargo.lock
}

# Cargo's output goes where CARGO_TARGET_DIR says (several worktrees may share a machine).
TARGET_DIR="${CARGO_TARGET_DIR:-target}"

# Shrinks a wasm file in place with wasm-opt -Os (npm binaryen, which scripts/setup.sh installs):
# about 10% off the gzipped wasm at no cost in speed (measured in Node), but ~10 s, so the
# result is cached by the hash of its input and a rebuild of unchanged code costs nothing.
# GRAUSTARK_WASM_OPT=0 skips it; a failure keeps the unshrunk wasm (it works, it is only bigger).
shrink_wasm() {
  local in="$1" wasm_opt=scripts/node_modules/binaryen/bin/wasm-opt key cache before
  if [ "${GRAUSTARK_WASM_OPT:-1}" = 0 ]; then
    step "wasm-opt skipped for $in (GRAUSTARK_WASM_OPT=0)"
    return
  fi
  if [ ! -x "$wasm_opt" ]; then
    step "wasm-opt not installed (bash scripts/setup.sh installs it); $in is not shrunk"
    return
  fi
  step "shrink $in (wasm-opt -Os)"
  key="$(sha256sum "$in" | cut -d' ' -f1)"
  cache="$TARGET_DIR/wasm-opt/$key.wasm"
  if [ -f "$cache" ]; then
    info "unchanged since the last build: cached result"
  else
    mkdir -p "$TARGET_DIR/wasm-opt"
    # The features rustc's wasm32 target emits; wasm-opt must not add any others.
    if node "$wasm_opt" -Os --enable-bulk-memory --enable-nontrapping-float-to-int \
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
