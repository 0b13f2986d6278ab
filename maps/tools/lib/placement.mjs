// Finding room inside a province: a grid search for points far from the
// boundary (a simple "pole of inaccessibility"), used for anchors and labels.
import { bbox, distanceToBoundary, insideMulti } from './geometry.mjs';

/** Candidate points inside `multi` on a grid of `step`, each with its clearance (distance to the boundary). */
export function candidates(multi, step) {
  const [x0, y0, x1, y1] = bbox(multi);
  const out = [];
  for (let y = Math.ceil(y0 / step) * step; y <= y1; y += step) {
    for (let x = Math.ceil(x0 / step) * step; x <= x1; x += step) {
      if (insideMulti([x, y], multi)) out.push({ point: [x, y], clearance: distanceToBoundary([x, y], multi) });
    }
  }
  return out;
}

/** The candidate with the highest score; ties broken by position for determinism. */
export function best(list, score) {
  let top = null, topScore = -Infinity;
  for (const c of list) {
    const s = score(c);
    if (s > topScore + 1e-9) { top = c; topScore = s; }
  }
  return top;
}

export const distance = (a, b) => Math.hypot(a[0] - b[0], a[1] - b[1]);
