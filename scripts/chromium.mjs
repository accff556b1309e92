// The Debian Chromium the benchmarks drive (Playwright and Lighthouse), and its flags for a
// headless run on a small machine: no sandbox, no GPU, no background traffic.
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * The browser of the end-to-end tests: Debian's chromium-headless-shell, the same Chromium (its
 * Blink and V8, the same version) built as the old headless shell without the browser's UI
 * layers, which is what Playwright itself runs for a headless test. The whole suite took 517 s
 * in it against 785 s in the full browser (same tests, same 2 cores): the full browser spends
 * its time in its browser and GPU processes, not in the page. The full browser when the shell is
 * not installed; CHROMIUM_PATH chooses another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const E2E_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
