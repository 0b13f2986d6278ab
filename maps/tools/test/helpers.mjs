// Shared loading for the board tests.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBoard } from '../lib/svgparse.mjs';

export const tools = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
export const standard = path.join(tools, '..', 'standard');

export function loadAll() {
  const svgText = fs.readFileSync(path.join(standard, 'board.svg'), 'utf8');
  return {
    svgText,
    board: readBoard(svgText),
    layout: JSON.parse(fs.readFileSync(path.join(standard, 'layout.json'), 'utf8')),
    map: JSON.parse(fs.readFileSync(path.join(standard, 'map.json'), 'utf8')),
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
