#!/usr/bin/env bash
# Prints the project's figures and asserts nothing:
#   (a) the gzipped size of what the pages load (aim: under 250 KB),
#   (b) the time from navigation to a usable board in headless Chromium (sandbox.html),
#   (c) adjudication speed of the wasm build in Node on ../shared/bench/workload-10k.jsonl.gz,
#       and its ratio to the native build.
#
#   bash scripts/measure.sh [WORKLOAD.jsonl[.gz]]
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

bash scripts/setup.sh --browser
bash scripts/build.sh

# A part that cannot measure says so; the others still run.
part() { local title="$1"; shift; step "$title"; "$@" || info "(could not measure: exit $?)"; }
part "measure (a): download size" node scripts/measure-size.mjs
part "measure (a): each page's own code" node scripts/measure-pages.mjs
part "measure (b): load time" node scripts/measure-load.mjs
part "measure (c): adjudication speed, wasm and native" node scripts/measure-speed.mjs "$@"
