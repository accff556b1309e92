// The published API docs (dist-docs/, `npm run docs`), read as a developer reads them, in Chromium
// at a desktop (1280 px) and a phone (390 px) width: every page renders offline, nothing is left as
// raw markdown, no table cell breaks letter by letter, every operation carries its code samples,
// search finds an operationId and a hook name, the push server has its AsyncAPI page, the errors
// and the changelog are there, and "Try it" sends a real request to the sandbox with the token.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test } from './test';
import { PRISM_URL } from './helpers';

const dir = resolve('dist-docs');
const url = (file: string, hash = '') => `file://${dir}/${file}${hash}`;
const built = existsSync(`${dir}/index.html`) && existsSync(`${dir}/try.html`);

interface Sample {
  lang: string;
  label: string;
  source: string;
}
interface Operation {
  operationId: string;
  summary: string;
  tags: string[];
  security?: unknown[];
  description: string;
  'x-codeSamples'?: Sample[];
}
const docs = built
  ? (JSON.parse(readFileSync(`${dir}/openapi.json`, 'utf8')) as {
      tags: { name: string; 'x-displayName': string }[];
      'x-tagGroups': { name: string; tags: string[] }[];
      paths: Record<string, Record<string, Operation>>;
    })
  : undefined;
const operations = docs
  ? Object.entries(docs.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, op]) => typeof op === 'object' && op && 'operationId' in op)
        .map(([method, op]) => ({ method, path, op })),
    )
  : [];
const LABELS = ['curl (form)', 'curl (JSON)', 'TypeScript hook', 'TypeScript function'];

/** Nothing but the docs folder: every other request is refused and recorded. */
async function offline(page: Page): Promise<string[]> {
  const outside: string[] = [];
  await page.route(/^https?:\/\//, (route) => {
    outside.push(route.request().url());
    return route.abort();
  });
  return outside;
}

/** Visible text outside code that still looks like markdown: `code`, **bold**, [link](url). */
async function rawMarkdown(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('pre, code, script, style, textarea, input, [hidden]')) continue;
      if (!parent.getClientRects().length) continue;
      const text = node.textContent ?? '';
      if (/`[^`\s][^`]*`|\*\*[^*\s][^*]*\*\*|\]\([^)]*\)/.test(text)) found.push(text.trim().slice(0, 120));
    }
    return found;
  });
}

/** Table cells whose code broke over lines although it is one short word ("ty pe", "o k"). */
async function brokenCells(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('td code, th code')]
      .filter((code) => {
        const text = code.textContent ?? '';
        if (text.length > 16 || /\s/.test(text)) return false;
        const lines = new Set([...code.getClientRects()].map((r) => Math.round(r.top)));
        return lines.size > 1;
      })
      .map((code) => code.textContent ?? ''),
  );
}

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

test.skip(!built, 'run `npm run docs` first (npm test does)');

test('every operation of the published bundle has curl (form, JSON) and TypeScript samples', () => {
  expect(operations.length).toBeGreaterThan(100);
  for (const { method, path, op } of operations) {
    const samples = op['x-codeSamples'] ?? [];
    const where = `${method.toUpperCase()} ${path}`;
    expect(
      samples.map((s) => s.label),
      where,
    ).toEqual(LABELS);
    const [form, json, hook, fn] = samples as [Sample, Sample, Sample, Sample];
    const isPublic = Array.isArray(op.security) && op.security.length === 0;
    if (!path.startsWith('/v1/')) {
      expect(form.source, where).toContain("lang=en'");
      expect(json.source, where).toMatch(/"lang": "en"|lang=en/);
    }
    expect(form.source.includes('Authorization: 9f2c'), where).toBe(!isPublic);
    expect(json.source.includes('Authorization: Bearer 9f2c'), where).toBe(!isPublic);
    const hookName = `use${op.operationId[0]!.toUpperCase()}${op.operationId.slice(1)}`;
    const module = `@generated/api/${op.tags[0]}/${op.tags[0]}`;
    expect(hook.source, where).toContain(`import { ${hookName} } from '${module}'`);
    expect(fn.source, where).toContain(`await ${op.operationId}(`);
    // The names a reader searches for are in the text the page indexes.
    expect(op.description, where).toContain(`hook \`${hookName}\``);
    expect(op.description.startsWith('**No authorization required.**'), where).toBe(isPublic);
    // The TypeScript names exist in the generated module.
    const generated = readFileSync(`generated/api/${op.tags[0]}/${op.tags[0]}.ts`, 'utf8');
    expect(generated, where).toContain(`export const ${op.operationId} = (`);
    expect(generated, where).toMatch(new RegExp(`export (function|const) ${hookName}\\b`));
  }
});

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

    test('the reference: the introduction renders its markdown, tables keep their words, servers read plainly', async ({
      page,
    }) => {
      const outside = await offline(page);
      await page.goto(url('index.html'));
      await expect(page.getByRole('heading', { name: /H5 Trading Platform API/ })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'The envelope' })).toBeVisible();
      const envelope = page.locator('table').filter({ hasText: 'what the app does' });
      await envelope.scrollIntoViewIfNeeded();
      for (const code of ['type', '"ok"', '"error"', '"999"', '"998"'])
        await expect(envelope.locator('code', { hasText: code }).first()).toBeVisible();
      expect(await brokenCells(page)).toEqual([]);
      expect(await rawMarkdown(page)).toEqual([]);
      if (width === 1280) {
        await expect(page.getByText('A deployed site (the app calls /api on its own origin)')).toBeVisible();
        await expect(
          page.getByTestId('panel-servers').getByText('http://127.0.0.1:4030', { exact: true }),
        ).toBeVisible();
      }
      // The bar to the other pages.
      const nav = page.getByRole('navigation', { name: 'API docs' });
      for (const name of ['Try it', 'Realtime (socket.io)', 'Errors', 'Changelog'])
        await expect(nav.getByRole('link', { name })).toBeVisible();
      expect(await noSideScroll(page)).toBe(true);
      expect(outside).toEqual([]);
    });

    test('an operation shows every sample language, the public marker and the names to search', async ({ page }) => {
      const outside = await offline(page);
      await page.goto(url('index.html', '#/auth/loginuser'));
      await expect(page.getByRole('heading', { level: 2, name: /Sign in$/ })).toBeVisible();
      await expect(page.getByText('No authorization required.', { exact: true }).first()).toBeVisible();
      const panel = page.locator('.panel-request-samples').filter({ hasText: '/user/login' });
      await expect(panel).toContainText("--data-urlencode 'user_string=lina.chen@example.com'");
      // Nothing cut off: the sample wraps inside its panel.
      const fits = await panel
        .locator('pre')
        .first()
        .evaluate((pre) => pre.scrollWidth <= pre.clientWidth + 1);
      expect(fits).toBe(true);
      const expected: Record<string, string> = {
        'curl (JSON)': '"user_string": "lina.chen@example.com"',
        'TypeScript hook': 'useLoginUser()',
        'TypeScript function': 'await loginUser({',
      };
      for (const [label, text] of Object.entries(expected)) {
        await panel
          .getByRole('button', { name: /curl \(form\)|curl \(JSON\)|TypeScript (hook|function)/ })
          .first()
          .click();
        await page
          .getByRole('menuitem', { name: label, exact: true })
          .or(page.getByRole('option', { name: label, exact: true }))
          .first()
          .click();
        await expect(panel).toContainText(text);
      }
      expect(await rawMarkdown(page)).toEqual([]);
      expect(await noSideScroll(page)).toBe(true);
      expect(outside).toEqual([]);
    });

    test('search finds an operationId and a hook name', async ({ page }) => {
      await offline(page);
      await page.goto(url('index.html'));
      await expect(page.getByRole('heading', { name: /H5 Trading Platform API/ })).toBeVisible();
      for (const [query, summary] of [
        ['useGetUserInfo', 'Get the signed-in user'],
        ['createWithdrawal', 'Withdraw to an address or a bank card'],
      ] as const) {
        // On a phone the menu, and the search with it, sits behind the menu button.
        if (!(await page.getByTestId('search-trigger').first().isVisible()))
          await page.getByRole('button', { name: 'Open navigation menu' }).click();
        await page.getByTestId('search-trigger').first().click();
        await page.keyboard.type(query);
        await expect(page.getByText(summary, { exact: true }).last()).toBeVisible();
        await page.keyboard.press('Escape');
      }
    });
  });
}

test.describe('the other pages', () => {
  for (const width of [1280, 390]) {
    test(`realtime, errors and changelog at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const outside = await offline(page);

      await page.goto(url('realtime.html'));
      await expect(page.getByRole('heading', { name: /H5 push server \(socket\.io\)/ })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Connect, sign in on the socket, listen' })).toBeVisible();
      await expect(page.getByText("socket.emit('login', 100238)")).toBeAttached();
      for (const event of ['login', 'daymarket', 'closed_microorder (private)', 'Proposed: chat_send'])
        await expect(page.getByText(event, { exact: true }).first()).toBeAttached();
      expect(await rawMarkdown(page)).toEqual([]);
      expect(await noSideScroll(page)).toBe(true);

      await page.goto(url('errors.html'));
      await expect(page.getByRole('heading', { level: 1, name: 'Errors' })).toBeVisible();
      await page.getByLabel(/Find an operation/).fill('createWithdrawal');
      const withdrawal = page.locator('section.op:visible');
      await expect(withdrawal).toHaveCount(1);
      await expect(withdrawal).toContainText('Withdraw to an address or a bank card');
      await expect(withdrawal).toContainText('Insufficient balance');
      await expect(withdrawal).toContainText('Please complete identity verification first');
      await expect(withdrawal).toContainText('Verify identity, then repeat.');
      // From the sandbox's own rules for the call (not in the contract's examples).
      await expect(withdrawal).toContainText('Wrong pay password');
      await expect(withdrawal.locator('var', { hasText: 'currency' }).first()).toBeVisible();
      expect(await brokenCells(page)).toEqual([]);
      expect(await noSideScroll(page)).toBe(true);

      await page.goto(url('changelog.html'));
      await expect(page.getByRole('heading', { level: 1, name: 'Changelog' })).toBeVisible();
      await expect(page.getByRole('heading', { name: /0\.8\.0 · 2026-11-28/ })).toBeVisible();
      const proposed = page.locator('table').first();
      await expect(proposed).toContainText('listGames');
      await expect(proposed).toContainText('chat_send');
      expect(await noSideScroll(page)).toBe(true);
      expect(outside).toEqual([]);
    });
  }
});

test('Try it sends a request to the local sandbox with the token and shows the answer', async ({ page }) => {
  test.setTimeout(90_000);
  // The page's default server is the sandbox of `npm start` (127.0.0.1:4030), which this run does
  // not start: the browser's request goes to this run's Prism instead, unchanged otherwise (Prism
  // refuses a call without the token, answers the contract's example, the demo user, and its CORS
  // headers must let the page read the answer, as the sandbox's do).
  const sent: { url: string; authorization?: string }[] = [];
  await page.route(/^http:\/\/127\.0\.0\.1:4030\//, async (route) => {
    const request = route.request();
    sent.push({ url: request.url(), authorization: request.headers()['authorization'] });
    await route.continue({ url: request.url().replace('http://127.0.0.1:4030', PRISM_URL) });
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(url('try.html', '#/account/getUserInfo'));
  await expect(
    page
      .getByRole('combobox', { name: /Servers/ })
      .or(page.locator('.servers select'))
      .first(),
  ).toHaveValue('http://127.0.0.1:4030');
  const operation = page.locator('#operations-account-getUserInfo');
  await expect(operation).toBeVisible();
  await operation.getByRole('button', { name: 'Try it out' }).click();
  await operation.getByRole('button', { name: 'Execute' }).click();
  // The live answer (not the documented example beside it).
  const live = operation.locator('.live-responses-table');
  await expect(live).toContainText('"account_number": "lina.chen@example.com"');
  await expect(live.getByRole('cell', { name: '200', exact: true })).toBeVisible();
  expect(sent[0]?.url).toContain('/user/info?lang=en');
  expect(sent[0]?.authorization).toBe('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
  // The filter finds an operation by its operationId.
  await page.getByPlaceholder(/Filter by tag/).fill('createWithdrawal');
  await expect(page.locator('.opblock-tag-section')).toHaveCount(1);
  await page.locator('.opblock-tag', { hasText: 'withdraw' }).click();
  await expect(page.locator('.opblock')).toHaveCount(1);
  await expect(page.locator('.opblock')).toContainText('/wallet/out');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
