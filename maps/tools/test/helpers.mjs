// Shared loading for the board tests, which run for every board in lib/boards.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBoard } from '../lib/svgparse.mjs';
import { boardDir, boardNames, boardConfig } from '../lib/boards.mjs';

export const tools = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
export { boardDir, boardNames, boardConfig };

/** Counts each board must keep, so a province pair or a coast lost from map.json fails a test too. */
export const EXPECTED = {
  standard: { rulePairs: 206, coasts: 6 },
  cat: { rulePairs: 71, coasts: 0 },
  'calhamer-1958': { rulePairs: 208, coasts: 8 },
  dippyspiel: { rulePairs: 2856, coasts: 44 },
};

/** A board's committed files: {svgText, board (parsed svg), layout, map}. */
export function loadAll(name) {
  const dir = boardDir(name);
  const svgText = fs.readFileSync(path.join(dir, 'board.svg'), 'utf8');
  return {
    svgText,
    board: readBoard(svgText),
    layout: JSON.parse(fs.readFileSync(path.join(dir, 'layout.json'), 'utf8')),
    map: JSON.parse(fs.readFileSync(path.join(dir, 'map.json'), 'utf8')),
  };
}

/** Fails with a readable list when `problems` is not empty. */
export function expectNone(t, problems, what) {
  if (problems.length) {
    const message = `${problems.length} ${what}:\n  ${problems.join('\n  ')}`;
    console.error(message);
    throw new Error(message);
  }
  t.diagnostic(`no ${what}`);
}
