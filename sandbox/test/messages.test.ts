// Every text the sandbox answers exists in the ten languages of the app, with the same
// placeholders as the English source, and every key a handler uses is in the English source.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS, loadCatalog } from '../src/wire/messages';

const english = loadCatalog('en');
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the sandbox messages', () => {
  it.each(LANGS.filter((l) => l !== 'en'))('%s has every key, translated, with the same placeholders', (lang) => {
    const catalog = loadCatalog(lang);
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      expect(placeholders(catalog[key] ?? ''), `${lang} ${key}`).toEqual(placeholders(text));
    }
    // translated for real: most texts differ from the English ones
    const same = Object.keys(english).filter((key) => catalog[key] === english[key]);
    expect(same.length / Object.keys(english).length).toBeLessThan(0.1);
  });

  it('every key a handler names is in the English source', () => {
    const dir = join(import.meta.dirname, '../src');
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    const used = new Set<string>();
    for (const file of files) {
      const source = readFileSync(join(dir, file), 'utf8');
      for (const m of source.matchAll(/\b(?:fail|t|translate\([^,]+,)\s*\(?\s*'([a-zA-Z][a-zA-Z0-9]+)'/g))
        used.add(m[1]!);
      for (const m of source.matchAll(/new BusinessError\(\s*'([a-zA-Z][a-zA-Z0-9]+)'/g)) used.add(m[1]!);
    }
    expect([...used].filter((key) => !(key in english))).toEqual([]);
  });
});
