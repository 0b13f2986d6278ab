// Re-running the build reproduces each board's committed files byte for byte.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { tools, boardDir, boardNames, boardConfig } from './helpers.mjs';
import { mapsDir } from '../lib/boards.mjs';

for (const name of boardNames) {
  test(`${name}: build.mjs output equals the committed board.svg and layout.json`, (t) => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), `board-build-${name}-`));
    try {
      execFileSync(process.execPath, [path.join(tools, 'build.mjs'), name, '--out', out], { stdio: 'pipe' });
      for (const file of ['board.svg', 'layout.json']) {
        const built = fs.readFileSync(path.join(out, file), 'utf8');
        const committed = fs.readFileSync(path.join(boardDir(name), file), 'utf8');
        if (built !== committed) {
          const a = built.split('\n'), b = committed.split('\n');
          const diffs = [];
          for (let i = 0; i < Math.max(a.length, b.length) && diffs.length < 10; i++) {
            if (a[i] !== b[i]) diffs.push(`line ${i + 1}:\n    built:     ${(a[i] ?? '').slice(0, 160)}\n    committed: ${(b[i] ?? '').slice(0, 160)}`);
          }
          console.error(`${name}/${file} differs from a fresh build (run: node build.mjs ${name}):\n  ${diffs.join('\n  ')}`);
        }
        assert.ok(built === committed, `${name}/${file} differs from a fresh build`);
        t.diagnostic(`${file}: ${built.length} bytes, identical`);
      }
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });
}

for (const name of boardNames.filter((n) => boardConfig(n).sketch)) {
  test(`${name}: its sketch writes the committed seeds`, async () => {
    const { sketch, seedsPath } = boardConfig(name);
    const { sketch: draw, seedsJson } = await import(path.join(mapsDir, sketch));
    assert.ok(seedsJson(draw()) === fs.readFileSync(seedsPath, 'utf8'), `${seedsPath} differs from its sketch (run: node ${sketch.replace('tools/', '')})`);
  });
}
