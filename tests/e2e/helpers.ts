import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { expect, type Page, type Route } from '@playwright/test';

export const TOKEN = '9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5';

// The mock servers' addresses (see playwright.config.ts: E2E_PORT_BASE moves them).
const portBase = Number(process.env.E2E_PORT_BASE ?? 0);
export const PRISM_URL = `http://127.0.0.1:${portBase || 4110}`;
export const SOCKET_MOCK_URL = `http://127.0.0.1:${portBase ? portBase + 1 : 4120}`;

/** The bundled contract, to read its named examples. */
export function contractExample(name: string): unknown {
  const spec = JSON.parse(readFileSync('dist-spec/openapi.json', 'utf8')) as {
    components: { examples: Record<string, { value: unknown }> };
  };
  const example = spec.components.examples[name];
  if (!example) throw new Error(`no example ${name} in the contract`);
  return example.value;
}

/** Makes Prism answer a call with one of its named examples (`Prefer: example=<name>`). */
export async function preferExample(page: Page, path: string, example: string): Promise<void> {
  await page.route(`**/api${path}*`, (route: Route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: `example=${example}` } }),
  );
}

/** Starts the page signed in: the token is in storage as a previous sign-in left it. */
export async function signedIn(page: Page): Promise<void> {
  await page.addInitScript((token) => {
    if (!sessionStorage.getItem('e2e-signed-in')) {
      localStorage.setItem('h5Version', '1');
      localStorage.setItem('token', token);
      sessionStorage.setItem('e2e-signed-in', '1');
    }
  }, TOKEN);
}

/** Collects Content-Security-Policy violations and page errors, to assert there were none. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/.test(message.text()))
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/**
 * The newest toast says `text`. An earlier toast may still be fading out (with the clock
 * installed, its fade waits for the test to move time), so the newest one is the one to read.
 */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.locator('.adm-toast-main').last()).toContainText(text);
}

/**
 * axe-core on the page as it is: the serious and critical violations of WCAG 2 A/AA, each with
 * the elements it found (an empty list when there is none).
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}
