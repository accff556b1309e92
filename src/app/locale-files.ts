// The locale files (locales/<lang>/<namespace>.json), each a chunk of its own, loaded once: the
// entry asks for the common texts and the first page's while the libraries download
// (src/main.tsx), and i18next's backend (src/app/i18n.ts) then gets the same download. No library
// here. A failed download is forgotten, so that the next read tries again.
//
// In the build a file's address follows from its language and namespace: the build names every
// locale file `assets/locales/<lang>/<namespace>-<hash>.js` with one hash for all, and tells this
// module the hash and the names (vite.config.ts, localeFiles), so the entry carries no table of
// the ~290 files. The dev server and the tests import the JSON through Vite's glob.
type Texts = { default: Record<string, unknown> };

declare const __H5_LOCALE_FILES__: { hash: string; languages: string[]; namespaces: string[] };

const devFiles = import.meta.env.DEV ? import.meta.glob<Texts>('../../locales/*/*.json') : undefined;

function importerOf(language: string, namespace: string): (() => Promise<Texts>) | undefined {
  if (devFiles) return devFiles[`../../locales/${language}/${namespace}.json`];
  const { hash, languages, namespaces } = __H5_LOCALE_FILES__;
  if (!languages.includes(language) || !namespaces.includes(namespace)) return undefined;
  // Beside this chunk, in assets/. (A path held in a variable: Vite would read a literal one in
  // `new URL(..., import.meta.url)` as a pattern of files to bundle.)
  const path = `./locales/${language}/${namespace}-${hash}.js`;
  const url = new URL(path, import.meta.url).href;
  return () => import(/* @vite-ignore */ url) as Promise<Texts>;
}

const loads = new Map<string, Promise<Record<string, unknown>>>();

/** A namespace's texts in a language; undefined when there is no such file. */
export function loadLocale(language: string, namespace: string): Promise<Record<string, unknown>> | undefined {
  const key = `${language}/${namespace}`;
  const known = loads.get(key);
  if (known) return known;
  const load = importerOf(language, namespace);
  if (!load) return undefined;
  const texts = load().then((module) => module.default);
  loads.set(key, texts);
  texts.catch(() => loads.delete(key));
  return texts;
}

/** The dev server's new texts for a locale file (src/app/i18n.ts, on an `h5:locale` update). */
export function replaceLocale(language: string, namespace: string, texts: Record<string, unknown>): void {
  loads.set(`${language}/${namespace}`, Promise.resolve(texts));
}
