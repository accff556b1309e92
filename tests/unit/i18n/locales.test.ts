// Every user-visible string exists in all ten languages, with the same placeholders, and is
// translated (not left in English).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS } from '@/api/lang';

const root = join(process.cwd(), 'locales');
type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((out, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? { ...out, [path]: value } : { ...out, ...flatten(value, path) };
  }, {});
}

const read = (lang: string, file: string) => flatten(JSON.parse(readFileSync(join(root, lang, file), 'utf8')) as Tree);
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const namespaces = readdirSync(join(root, 'en')).filter((f) => f.endsWith('.json'));

/** Values that are the same word in a language and in English (proper names, symbols). */
const SAME_AS_ENGLISH: Record<string, string[]> = {
  fra: [
    'auth:fields.email',
    'home:features.items.options',
    'home:features.items.coupons',
    'common:trade.modes.options',
    'nft:media.kinds.image',
    'nft:media.kinds.audio',
    'quick-lock:settings.minutes_one',
    'quick-lock:settings.minutes_other',
  ],
  spa: ['nft:media.kinds.audio'],
  id: ['home:features.items.margin', 'common:trade.stockFlows.spot', 'nft:media.kinds.audio', 'deposit:records.memo'],
};

describe('locales', () => {
  it('has the ten languages and English namespaces', () => {
    expect(readdirSync(root).sort()).toEqual([...LANGS].sort());
    expect(namespaces).toEqual(expect.arrayContaining(['common.json', 'auth.json', 'home.json', 'kyc.json']));
  });

  for (const lang of LANGS.filter((l) => l !== 'en')) {
    describe(lang, () => {
      it('has exactly the namespace files of English', () => {
        expect(readdirSync(join(root, lang)).sort()).toEqual([...namespaces].sort());
      });

      for (const file of namespaces) {
        const ns = file.replace(/\.json$/, '');
        it(`${ns}: same keys and placeholders as English, every value translated`, () => {
          const en = read('en', file);
          const other = read(lang, file);
          expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
          for (const [key, text] of Object.entries(en)) {
            const value = other[key] ?? '';
            expect(value.trim(), `${lang}/${ns}:${key} is empty`).not.toBe('');
            expect(placeholders(value), `${lang}/${ns}:${key} placeholders`).toEqual(placeholders(text));
            const allowed = SAME_AS_ENGLISH[lang]?.includes(`${ns}:${key}`) ?? false;
            const onlySymbols = /^[\s\d{}\w.%+:/-]*$/.test(text) && !/[a-z]{3,}/.test(text.replace(/\{\{\w+\}\}/g, ''));
            if (!allowed && !onlySymbols) expect(value, `${lang}/${ns}:${key} is still English`).not.toBe(text);
          }
        });
      }
    });
  }
});
