// Launching Debian's Chromium with playwright-core, shared by the browser tests (helpers.mjs)
// and scripts/measure-load.mjs. No test-runner code here, so scripts can import it.
import fs from 'node:fs';
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** What this machine's closed network and a root user need (see scripts/setup.sh). */
export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run',
];

/** Launches headless Chromium; playwright gives every launch a fresh, empty profile. */
export function launchBrowser() {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: run bash scripts/setup.sh --browser (apt-get install chromium)`);
  }
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}
