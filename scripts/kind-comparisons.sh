#!/usr/bin/env bash
# Prints every place outside the capability table (crates/graustark/src/map/kind.rs) where code compares a
# unit's kind with a named UnitKind variant, and their count (issue 36: under ten, each
# explained by a `// kind compared:` comment on the line or the line above).
# A line counts when it tests a kind: `== UnitKind::`, `!= UnitKind::`, a `matches!` or an
# `@ (...)` binding naming one, or a named kind left of `=>` (a match arm or `if let`).
set -euo pipefail
cd "$(dirname "$0")/.."
grep -rn --include='*.rs' 'UnitKind::' crates src \
  | grep -v '^crates/graustark/src/map/kind.rs:' \
  | grep -E '[=!]= *(Some\()?UnitKind::|matches!\(.*UnitKind::|@ *\(?UnitKind::|UnitKind::[A-Za-z]+[^=]*=>|let +Some\(.*UnitKind::.*=' \
  | grep -vE '=> *(Some\()?UnitKind::[A-Za-z]+\)?,? *$' || true
