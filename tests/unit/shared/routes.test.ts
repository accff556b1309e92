// safeRedirect: where the app may go after sign-in (?redirect=) or from server data (banner
// links). Only known internal routes with a plain query pass; everything else is refused.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isTabPath, KNOWN_PATHS, ROUTES, safeRedirect, TAB_PATHS } from '@/lib/routes';

describe('safeRedirect', () => {
  it.each([
    ['/', '/'],
    ['/pages/fund/assets', '/pages/fund/assets'],
    ['/pages/market/market', '/pages/market/market'],
    ['/pages/setting/real_mark', '/pages/setting/real_mark'],
    ['/pages/common/article?id=120', '/pages/common/article?id=120'],
    ['/pages/common/article?id=120&from=home', '/pages/common/article?id=120&from=home'],
    ['/pages/market/search?q=btc-usdt.x', '/pages/market/search?q=btc-usdt.x'],
    ['/?tab=1', '/?tab=1'],
    ['/pages/fund/assets?', '/pages/fund/assets'],
  ])('allows the internal path %j', (raw, expected) => {
    expect(safeRedirect(raw, KNOWN_PATHS)).toBe(expected);
  });

  it('accepts the value as it comes from a query string (percent-encoded) and trims it', () => {
    expect(safeRedirect('%2Fpages%2Ffund%2Fassets', KNOWN_PATHS)).toBe('/pages/fund/assets');
    expect(safeRedirect('%2Fpages%2Fcommon%2Farticle%3Fid%3D7', KNOWN_PATHS)).toBe('/pages/common/article?id=7');
    expect(safeRedirect('  /pages/fund/assets  ', KNOWN_PATHS)).toBe('/pages/fund/assets');
  });

  it.each([null, undefined, ''])('refuses an empty value (%j)', (raw) => {
    expect(safeRedirect(raw, KNOWN_PATHS)).toBeNull();
  });

  it.each([
    'https://evil.test/',
    'http://evil.test/pages/fund/assets',
    'HTTPS://evil.test',
    'https:/evil.test',
    'ftp://evil.test/x',
    '//evil.test',
    '//evil.test/pages/fund/assets',
    '///evil.test',
    '/\\evil.test',
    '\\\\evil.test',
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
  ])('refuses the absolute or scripted URL %j', (raw) => {
    expect(safeRedirect(raw, KNOWN_PATHS)).toBeNull();
  });

  it.each([
    '/pages/unknown/page',
    '/pages/fund/no_such_page',
    '/pages/fund',
    '/pages/fund/assets/',
    '/PAGES/fund/assets',
    'pages/fund/assets',
    '/admin',
    '#/pages/fund/assets',
  ])('refuses the unknown path %j', (raw) => {
    expect(safeRedirect(raw, KNOWN_PATHS)).toBeNull();
  });

  it('refuses the login page itself, with or without a query', () => {
    expect(safeRedirect(ROUTES.login, KNOWN_PATHS)).toBeNull();
    expect(safeRedirect('/pages/common/login?redirect=%2F', KNOWN_PATHS)).toBeNull();
    expect(safeRedirect('%2Fpages%2Fcommon%2Flogin', KNOWN_PATHS)).toBeNull();
  });

  it.each([
    '%2F%2Fevil.test',
    '%2f%2fevil.test',
    '%252F%252Fevil.test',
    'https%3A%2F%2Fevil.test',
    'javascript%3Aalert(1)',
    '%6A%61%76%61%73%63%72%69%70%74%3Aalert(1)',
    '/%2F%2Fevil.test',
    '%E0%A4%A',
    '%',
    '/pages/fund/assets%00',
    '/pages/fund/assets%0A//evil.test',
  ])('refuses the encoded trick %j', (raw) => {
    expect(safeRedirect(raw, KNOWN_PATHS)).toBeNull();
  });

  it.each([
    '/pages/../pages/fund/assets',
    '/pages/fund/../../evil',
    '/pages/fund/assets/../../../etc/passwd',
    '/pages/fund/./assets',
    '%2Fpages%2F..%2F..%2Fevil',
    '/pages/fund/assets/..%2F..%2F..%2Fevil',
  ])('refuses the path traversal %j', (raw) => {
    expect(safeRedirect(raw, KNOWN_PATHS)).toBeNull();
  });

  it.each([
    '/pages/common/article?next=//evil.test',
    '/pages/common/article?next=https://evil.test',
    '/pages/common/article?id=1#/evil',
    '/pages/common/article?id=<script>',
    '/pages/common/article?id=1 onload=x',
    '/pages/common/article?x="quoted"',
  ])('refuses a query that is not plain %j', (raw) => {
    expect(safeRedirect(raw, KNOWN_PATHS)).toBeNull();
  });

  it('only allows paths of the list it is given', () => {
    expect(safeRedirect('/pages/fund/assets', ['/'])).toBeNull();
    expect(safeRedirect('/pages/fund/assets', [])).toBeNull();
    expect(safeRedirect('/', ['/'])).toBe('/');
  });

  it('allows every known route except login', () => {
    for (const path of KNOWN_PATHS) {
      expect(safeRedirect(path, KNOWN_PATHS)).toBe(path === ROUTES.login ? null : path);
    }
  });

  it('never returns anything but a known internal path with a plain query', () => {
    const piece = fc.constantFrom(
      '/',
      '//',
      '/pages/',
      'fund',
      'assets',
      'common',
      'login',
      'article',
      '?',
      '=',
      '&',
      '%2F',
      '%3F',
      '%25',
      ':',
      'http',
      'javascript',
      '..',
      '.',
      '\\',
      '#',
      ' ',
      'evil.test',
      'id',
      '1',
    );
    const candidate = fc.oneof(
      fc.array(piece, { maxLength: 8 }).map((parts) => parts.join('')),
      fc
        .constantFrom(...KNOWN_PATHS)
        .chain((path) => fc.array(piece, { maxLength: 5 }).map((parts) => `${path}${parts.join('')}`)),
      fc.string(),
    );
    fc.assert(
      fc.property(candidate, (raw) => {
        const out = safeRedirect(raw, KNOWN_PATHS);
        if (out === null) return;
        const [path = '', query] = out.split('?');
        expect(KNOWN_PATHS).toContain(path);
        expect(path).not.toBe(ROUTES.login);
        expect(out.startsWith('//')).toBe(false);
        expect(path === '/' || /^\/pages\/[a-z_]+\/[A-Za-z_0-9]+$/.test(path)).toBe(true);
        if (query !== undefined) expect(query).toMatch(/^[\w=&%.-]*$/);
      }),
    );
  });
});

describe('tab paths', () => {
  it('are Home, Market, Trade and Assets, with the home alias counted as a tab', () => {
    expect(TAB_PATHS).toEqual(['/', '/pages/market/market', '/pages/transaction/index', '/pages/fund/assets']);
    expect(isTabPath('/pages/index/index')).toBe(true);
    expect(isTabPath('/pages/common/login')).toBe(false);
  });
});
