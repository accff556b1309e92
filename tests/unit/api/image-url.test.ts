// resolveImageUrl: absolute URLs pass through, relative paths get the configured asset base,
// empty values stay empty.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiConfig, configureApi } from '@/api/config';
import { resolveImageUrl } from '@/api/image-url';

let savedBase = '';
beforeEach(() => {
  savedBase = apiConfig.assetBase;
  configureApi({ assetBase: 'https://cdn.test' });
});
afterEach(() => configureApi({ assetBase: savedBase }));

describe('resolveImageUrl', () => {
  it.each([
    'https://img.example.com/coin/btc.svg',
    'http://img.example.com/coin/btc.svg',
    'HTTPS://IMG.EXAMPLE.COM/a.png',
    '//img.example.com/coin/btc.svg',
  ])('passes the absolute URL %s through', (url) => {
    expect(resolveImageUrl(url)).toBe(url);
  });

  it.each(['data:image/png;base64,iVBORw0KGgo=', 'DATA:image/svg+xml,%3Csvg%2F%3E', 'blob:https://app.test/4f1c2d9e'])(
    'passes %s through',
    (url) => {
      expect(resolveImageUrl(url)).toBe(url);
    },
  );

  it('puts the configured base in front of a relative path', () => {
    expect(resolveImageUrl('/upload/coin/btc.svg')).toBe('https://cdn.test/upload/coin/btc.svg');
    expect(resolveImageUrl('upload/coin/btc.svg')).toBe('https://cdn.test/upload/coin/btc.svg');
    expect(resolveImageUrl('//upload')).toBe('//upload');
  });

  it('joins base and path with exactly one slash', () => {
    configureApi({ assetBase: 'https://cdn.test/assets//' });
    expect(resolveImageUrl('///upload/a.png')).toBe('///upload/a.png');
    expect(resolveImageUrl('/upload/a.png')).toBe('https://cdn.test/assets/upload/a.png');
    expect(resolveImageUrl('upload/a.png')).toBe('https://cdn.test/assets/upload/a.png');
  });

  it('trims surrounding whitespace', () => {
    expect(resolveImageUrl('  /upload/a.png \n')).toBe('https://cdn.test/upload/a.png');
    expect(resolveImageUrl(' https://img.example.com/a.png ')).toBe('https://img.example.com/a.png');
  });

  it("falls back to the page's origin when no base is configured", () => {
    configureApi({ assetBase: '' });
    expect(resolveImageUrl('/upload/a.png')).toBe(`${window.location.origin}/upload/a.png`);
  });

  it.each(['', '   ', null, undefined])('keeps %j empty', (value) => {
    expect(resolveImageUrl(value)).toBe('');
  });
});
