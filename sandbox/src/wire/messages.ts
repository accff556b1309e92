// The sandbox's texts in the ten languages of the app, chosen by the request's `lang` as the
// backends do: sandbox/messages/<lang>/<area>.json (English the source, one file per area like the
// app's locales), all of a language's files merged into one catalogue. `{{name}}` placeholders.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const LANGS = ['en', 'zh', 'hk', 'th', 'jp', 'kor', 'fra', 'spa', 'id', 'vi'] as const;
export type Lang = (typeof LANGS)[number];
export const isLang = (value: unknown): value is Lang => LANGS.includes(value as Lang);

const dir = resolve(dirname(fileURLToPath(import.meta.url)), '../../messages');
/** Every file of a language merged; a key defined by two areas is a mistake. */
export function loadCatalog(lang: Lang): Record<string, string> {
  const folder = resolve(dir, lang);
  if (!existsSync(folder)) return {};
  const out: Record<string, string> = {};
  for (const file of readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const entries = JSON.parse(readFileSync(resolve(folder, file), 'utf8')) as Record<string, string>;
    for (const [key, value] of Object.entries(entries)) {
      if (key in out) throw new Error(`sandbox message "${key}" is defined twice (messages/${lang}/${file})`);
      out[key] = value;
    }
  }
  return out;
}
const load = loadCatalog;
export const catalogs: Record<Lang, Record<string, string>> = Object.fromEntries(
  LANGS.map((lang) => [lang, load(lang)]),
) as Record<Lang, Record<string, string>>;
const english = catalogs.en;

export type MessageKey = string;

export function translate(lang: Lang, key: MessageKey, vars: Record<string, string | number> = {}): string {
  const template = catalogs[lang]?.[key] ?? english[key];
  if (template === undefined) throw new Error(`sandbox message "${key}" is missing from sandbox/messages/en/`);
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}
