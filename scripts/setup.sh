#!/usr/bin/env bash
# Set-up shared by scripts/run.sh, scripts/test.sh and scripts/measure.sh. Idempotent: every
# step checks first and skips what is already done, so a second run takes a second or two.
#
#   bash scripts/setup.sh             # what building and serving need
#   bash scripts/setup.sh --browser   # also Chromium and the browser-test packages
#   bash scripts/setup.sh --package   # also wasm-pack and TypeScript, for the npm package
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

# The wasm-pack that scripts/package.sh builds the npm package with (cargo install, once).
WASM_PACK_VERSION=0.15.1

BROWSER=0
PACKAGE=0
for arg in "$@"; do
  case "$arg" in
    --browser) BROWSER=1 ;;
    --package) PACKAGE=1 ;;
    *) die "setup.sh: unknown argument '$arg' (expected --browser or --package)" ;;
  esac
done

step "set-up: checking the machine's tools"
need cargo "Install Rust with rustup (https://rustup.rs)."
need rustup "The wasm target is added with rustup."
need node "Install Node.js 20 or later with npm."
need npm "Install npm (it comes with Node.js)."
info "$(cargo --version), node $(node --version), npm $(npm --version 2>/dev/null)"

step "set-up: Rust target wasm32-unknown-unknown"
if rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  info "already installed"
else
  rustup target add wasm32-unknown-unknown
fi

# rustfmt and clippy are only needed by the test command, but they are cheap to check.
if [ "$BROWSER" = 1 ]; then
  step "set-up: rustfmt and clippy"
  missing=()
  cargo fmt --version >/dev/null 2>&1 || missing+=(rustfmt)
  cargo clippy --version >/dev/null 2>&1 || missing+=(clippy)
  if [ ${#missing[@]} -eq 0 ]; then info "already installed"; else rustup component add "${missing[@]}"; fi
fi

# cargo_tool TOOL VERSION CRATE WHILE: the command TOOL at VERSION, found in .tools/bin or on
# PATH, else built from CRATE on crates.io into .tools (WHILE: how long that takes, once).
# No --locked: with it the install fails against this registry.
cargo_tool() {
  local tool="$1" version="$2" crate="$3" while="$4"
  at_version() { "$1" --version 2>/dev/null | grep -qx "$tool $version"; }
  if [ -x ".tools/bin/$tool" ] && at_version ".tools/bin/$tool"; then
    info "$tool $version in .tools/bin"
  elif command -v "$tool" >/dev/null 2>&1 && at_version "$tool"; then
    info "$tool $version on PATH ($(command -v "$tool"))"
  else
    info "installing $crate $version into .tools (takes $while, once)"
    cargo install "$crate" --version "$version" --root .tools
    at_version ".tools/bin/$tool" || die "$tool $version did not install into .tools/bin"
  fi
}

step "set-up: wasm-bindgen CLI (must match the wasm-bindgen crate in Cargo.lock)"
WB_VERSION="$(locked_version wasm-bindgen)"
[ -n "$WB_VERSION" ] || die "wasm-bindgen is not in Cargo.lock"
cargo_tool wasm-bindgen "$WB_VERSION" wasm-bindgen-cli "3 to 5 minutes"

# wasm-pack is built from crates.io: its own installer and its downloads of wasm-bindgen and
# wasm-opt come from GitHub, which scripts/package.sh never asks it for (--mode no-install, the
# wasm-bindgen above on PATH, wasm-opt off in Cargo.toml).
if [ "$PACKAGE" = 1 ]; then
  step "set-up: wasm-pack $WASM_PACK_VERSION (for the npm package)"
  cargo_tool wasm-pack "$WASM_PACK_VERSION" wasm-pack "about 2 minutes"
fi

# npm ci in $1 when node_modules is missing or package-lock.json changed since the last one.
npm_ci_if_needed() {
  local dir="$1" marker="$1/node_modules/.graustark-lock-sha256" want have=""
  [ -f "$dir/package-lock.json" ] || die "$dir/package-lock.json is missing"
  want="$(sha256sum "$dir/package-lock.json" | cut -d' ' -f1)"
  [ -f "$marker" ] && have="$(cat "$marker")"
  if [ "$have" = "$want" ]; then
    info "$dir: node_modules up to date"
    return
  fi
  # node_modules installed before these scripts existed: trust npm's own record if newer.
  if [ -z "$have" ] && [ -f "$dir/node_modules/.package-lock.json" ] \
     && [ "$dir/node_modules/.package-lock.json" -nt "$dir/package-lock.json" ]; then
    info "$dir: node_modules up to date (installed earlier)"
    echo "$want" > "$marker"
    return
  fi
  info "$dir: npm ci"
  (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error)
  echo "$want" > "$marker"
}

step "set-up: npm packages"
npm_ci_if_needed scripts
if [ "$BROWSER" = 1 ]; then
  npm_ci_if_needed maps/tools
fi
# tests/browser's packages: the browser tests', and TypeScript, which also writes the board
# widget's declarations for the npm package.
if [ "$BROWSER" = 1 ] || [ "$PACKAGE" = 1 ]; then
  npm_ci_if_needed tests/browser
fi

if [ "$BROWSER" = 1 ]; then
  step "set-up: Chromium for the browser tests"
  CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
  if [ -x "$CHROMIUM" ]; then
    info "$("$CHROMIUM" --version 2>/dev/null || echo "$CHROMIUM")"
  else
    SUDO=""
    if [ "$(id -u)" != 0 ]; then
      command -v sudo >/dev/null 2>&1 || die "Chromium is missing and installing it needs root: apt-get install chromium"
      SUDO="sudo -n"
    fi
    info "installing Debian's chromium with apt-get (once)"
    $SUDO apt-get update -q </dev/null
    $SUDO apt-get install -y -q chromium </dev/null
    [ -x "$CHROMIUM" ] || die "apt-get installed chromium but $CHROMIUM is not there"
  fi
fi

info "set-up done ($(elapsed))"
