// The allow-list of the pages the app shows inside itself (webView, the customer-service frame).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildAllowList, checkWebUrl, webOrigin } from '@/lib/web-origins';

const LIST = ['https://good.test', 'https://cdn.good.test:8443'];

describe('buildAllowList', () => {
  it('keeps the origins of absolute https addresses and skips relative or unsafe ones', () => {
    expect(
      buildAllowList(
        ['https://chat.good.test/widget/nova.js', '/api', '', undefined, 'http://plain.test/', 'javascript:alert(1)'],
        ' https://cdn.good.test:8443/ , https://help.good.test,//proto.test,ftp://files.test ',
      ),
    ).toEqual(['https://chat.good.test', 'https://cdn.good.test:8443', 'https://help.good.test']);
  });

  it('drops duplicates and normalises case and default ports', () => {
    expect(buildAllowList(['https://GOOD.test:443/a', 'https://good.test/b'], 'https://good.test')).toEqual([
      'https://good.test',
    ]);
  });

  it('accepts http://localhost only in development', () => {
    expect(buildAllowList(['http://localhost:5173/x'], '')).toEqual([]);
    expect(buildAllowList(['http://localhost:5173/x', 'http://example.test'], '', { dev: true })).toEqual([
      'http://localhost:5173',
    ]);
  });
});

describe('checkWebUrl', () => {
  it.each([
    ['https://good.test/help?x=1#top', 'https://good.test/help?x=1#top'],
    ['https://good.test', 'https://good.test/'],
    ['  https://good.test/a  ', 'https://good.test/a'],
    ['HTTPS://GOOD.TEST/a', 'https://good.test/a'],
    ['https://good.test:443/a', 'https://good.test/a'],
    ['https://cdn.good.test:8443/file.pdf', 'https://cdn.good.test:8443/file.pdf'],
  ])('allows %s', (raw, url) => {
    expect(checkWebUrl(raw, LIST)).toMatchObject({ allowed: true, url });
  });

  it.each([
    ['javascript:alert(1)', 'javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)', 'JaVaScRiPt:alert(1)'],
    ['data:text/html,<script>alert(1)</script>', 'data:text/html,<script>alert(1)</script>'],
    ['//good.test/help', '//good.test/help'],
    ['/pages/common/faq', '/pages/common/faq'],
    ['good.test', 'good.test'],
    ['http://good.test/help', 'good.test'],
    ['https://good.test@evil.test/', 'evil.test'],
    ['https://good.test:pw@evil.test/', 'evil.test'],
    ['https://user@good.test/', 'good.test'],
    ['https://good.test.evil.test/', 'good.test.evil.test'],
    ['https://evilgood.test/', 'evilgood.test'],
    ['https://sub.good.test/', 'sub.good.test'],
    ['https://good.test:444/', 'good.test:444'],
    ['https://cdn.good.test/', 'cdn.good.test'],
    ['https:\\\\evil.test', 'evil.test'],
    ['https://good.test\\@evil.test', 'good.test'],
    ['https://evil.test#https://good.test', 'evil.test'],
    ['https://evil.test/?https://good.test', 'evil.test'],
    ['https://good.test\n.evil.test', 'good.test.evil.test'],
    ['', ''],
  ])('refuses %s and names %s', (raw, host) => {
    expect(checkWebUrl(raw, LIST)).toEqual({ allowed: false, host });
  });

  it('refuses everything when the list is empty', () => {
    expect(checkWebUrl('https://good.test/', []).allowed).toBe(false);
  });

  it('allows http://localhost only in development, and only when listed', () => {
    const list = ['http://localhost:5173'];
    expect(checkWebUrl('http://localhost:5173/x', list).allowed).toBe(false);
    expect(checkWebUrl('http://localhost:5173/x', list, { dev: true }).allowed).toBe(true);
    expect(checkWebUrl('http://localhost:5174/x', list, { dev: true }).allowed).toBe(false);
    expect(checkWebUrl('http://example.test/x', ['http://example.test'], { dev: true }).allowed).toBe(false);
  });

  it('never allows an address whose origin is not exactly on the list', () => {
    const piece = fc.constantFrom(
      'https://',
      'http://',
      '//',
      'javascript:',
      'data:',
      'good.test',
      'evil.test',
      '@',
      ':',
      '443',
      '.',
      '/',
      '\\',
      '#',
      '?',
      '%40',
      ' ',
      '\t',
      'cdn.',
    );
    const candidate = fc.oneof(
      fc.array(piece, { maxLength: 8 }).map((parts) => parts.join('')),
      fc.webUrl(),
      fc.string(),
    );
    fc.assert(
      fc.property(candidate, (raw) => {
        const verdict = checkWebUrl(raw, LIST);
        if (!verdict.allowed) return;
        const url = new URL(verdict.url);
        expect(LIST).toContain(url.origin);
        expect(url.protocol).toBe('https:');
        expect(url.username + url.password).toBe('');
        expect(raw.trim().toLowerCase().startsWith('https://')).toBe(true);
      }),
    );
  });
});

describe('webOrigin', () => {
  it('is the origin of a full https address and null for anything else', () => {
    expect(webOrigin('https://chat.good.test/widget/nova.js')).toBe('https://chat.good.test');
    expect(webOrigin('/api')).toBeNull();
    expect(webOrigin('http://chat.good.test/')).toBeNull();
    expect(webOrigin(undefined)).toBeNull();
  });
});
