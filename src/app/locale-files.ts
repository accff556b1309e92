// The locale files (locales/<lang>/<namespace>.json), each a chunk of its own, loaded once: the
// entry asks for the common texts and the first page's while the libraries download
// (src/main.tsx), and i18next's backend (src/app/i18n.ts) then gets the same download. No library
// here. A failed download is forgotten, so that the next read tries again.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');

const loads = new Map<string, Promise<Record<string, unknown>>>();

/** A namespace's texts in a language; undefined when there is no such file. */
export function loadLocale(language: string, namespace: string): Promise<Record<string, unknown>> | undefined {
  const key = `../../locales/${language}/${namespace}.json`;
  const known = loads.get(key);
  if (known) return known;
  const load = files[key];
  if (!load) return undefined;
  const texts = load().then((module) => module.default);
  loads.set(key, texts);
  texts.catch(() => loads.delete(key));
  return texts;
}
