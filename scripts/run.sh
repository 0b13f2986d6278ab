#!/usr/bin/env bash
# THE RUN COMMAND: sets up (once), builds the site and serves it (dist/) on http://127.0.0.1:8080/
# (PORT=... to change it). Stop it with Ctrl+C.
#
#   bash scripts/run.sh
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

bash scripts/setup.sh
bash scripts/build.sh

step "serve: dist/ (Ctrl+C stops it)"
exec node scripts/serve.mjs dist
