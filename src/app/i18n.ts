// i18next with the ten locales of locales/<lang>/<namespace>.json. English is the source and the
// fallback. Each namespace file is its own chunk, loaded when a screen first needs it in the
// current language. The choice is persisted and sent to the API as `lang`.
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { bcp47, DEFAULT_LANG, getRequestLang, isLang, LANGS, setRequestLang, type Lang } from '@/api/lang';
import { loadLocale, replaceLocale } from './locale-files';

const backend: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loadLocale(language, namespace);
    if (!load) {
      callback(new Error(`no locale file ${language}/${namespace}`), false);
      return;
    }
    load.then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

function applyDocumentLang(lang: Lang): void {
  if (typeof document !== 'undefined') document.documentElement.lang = bcp47(lang);
}

/** Starts i18next with the common texts and, loaded in the same round trip, `namespaces`. */
export async function initI18n(
  lang: Lang = getRequestLang(),
  namespaces: readonly string[] = [],
): Promise<typeof i18next> {
  setRequestLang(lang);
  applyDocumentLang(lang);
  await i18next
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: lang,
      fallbackLng: DEFAULT_LANG,
      supportedLngs: [...LANGS],
      load: 'currentOnly',
      ns: ['common', ...namespaces],
      defaultNS: 'common',
      fallbackNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  i18next.on('languageChanged', (next) => {
    if (isLang(next)) {
      setRequestLang(next);
      applyDocumentLang(next);
    }
  });
  return i18next;
}

/** Switches the interface language without a reload; screens re-render in the new language. */
export async function changeLanguage(lang: Lang): Promise<void> {
  await i18next.changeLanguage(lang);
}

// Dev server: an edited locale file (vite.config.ts, localeHotUpdate) replaces its texts in place
// and the screens re-render in the same language: no reload, nothing the page holds is lost.
if (import.meta.hot) {
  import.meta.hot.on(
    'h5:locale',
    ({ language, namespace, texts }: { language: string; namespace: string; texts: Record<string, unknown> }) => {
      replaceLocale(language, namespace, texts);
      if (!i18next.hasResourceBundle(language, namespace)) return; // read when first needed
      i18next.removeResourceBundle(language, namespace);
      i18next.addResourceBundle(language, namespace, texts);
      // react-i18next re-renders its users on a language change: the same language, new texts
      void i18next.changeLanguage(i18next.language);
    },
  );
}

export { i18next };
