#!/usr/bin/env bash
# Prints the project's figures and asserts nothing:
#   (a) the gzipped size of what the pages load (aim: under 250 KB), and what each page fetches
#       when it opens, by kind (aim: under 200 KB a page),
#   (b) the time from navigation to a usable board in headless Chromium (sandbox.html), and on a
#       slow tablet's profile (sandbox.html and game.html: usable time and longest task),
#   (c) adjudication speed of the wasm build in Node (the npm package's, built for speed) on
#       ../shared/bench/workload-10k.jsonl.gz, and its ratio to the native build; and the time
#       of each engine call a turn makes on the pages' wasm (scripts/measure-calls.mjs).
#
#   bash scripts/measure.sh [WORKLOAD.jsonl[.gz]]
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

bash scripts/setup.sh --browser --package
bash scripts/build.sh
bash scripts/package.sh

# A part that cannot measure says so; the others still run.
part() { local title="$1"; shift; step "$title"; "$@" || info "(could not measure: exit $?)"; }
part "measure (a): download size" node scripts/measure-size.mjs
part "measure (a): each page's own code" node scripts/measure-pages.mjs
part "measure (a): what each page fetches, by kind" node scripts/measure-weights.mjs
part "measure (b): load time" node scripts/measure-load.mjs
part "measure (b): on a slow tablet" node scripts/measure-slow.mjs
part "measure (c): adjudication speed, wasm and native" node scripts/measure-speed.mjs "$@"
part "measure (c): the engine calls of a turn, per call" node scripts/measure-calls.mjs
