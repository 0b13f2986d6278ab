// @ts-check
/**
 * Long work done in steps (generators that yield between them), so that a caller may give the
 * browser a turn between steps, or run them all at once.
 * @module
 */

/**
 * Resolves in a later task, so the browser may draw and answer input between two long pieces of
 * work (a tablet should never wait on one task of more than about 150 ms).
 * @returns {Promise<void>}
 */
export function nextTask() {
  return new Promise((resolve) => { setTimeout(resolve, 0); });
}

/**
 * Runs the remaining steps at once and returns the result.
 * @template T
 * @param {Generator<void, T, void>} steps
 * @returns {T}
 */
export function finishSteps(steps) {
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}
