// axe-core in the page: the accessibility audit the browser tests run (a11y.test.mjs on every
// page, and game-night tests on the screens they reach).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const AXE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'node_modules', 'axe-core', 'axe.min.js');

/**
 * The page's axe violations as lines: "rule (impact): help — selector; …".
 * @param {import('playwright-core').Page} page
 */
export async function axeViolations(page) {
  // Evaluated, not added as a <script>: the pages' Content-Security-Policy runs no inline script.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(fs.readFileSync(AXE, 'utf8'));
  const violations = await page.evaluate(async () => {
    const result = await /** @type {any} */ (window).axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((/** @type {any} */ v) => ({
      id: v.id, impact: v.impact, help: v.help,
      targets: v.nodes.slice(0, 4).map((/** @type {any} */ n) => n.target.join(' ')),
      count: v.nodes.length,
    }));
  });
  return violations.map((v) => `${v.id} (${v.impact}, ${v.count}×): ${v.help} — ${v.targets.join('; ')}`);
}

