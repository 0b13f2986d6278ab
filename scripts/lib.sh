# Shared by the scripts in scripts/: sourced, not run.
# Sets ROOT (the repository root) and cds there; defines step/die/elapsed.

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

# Tools the scripts install for this clone only (the wasm-bindgen CLI) live here.
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
