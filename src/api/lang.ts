// The interface language as the API layer sees it: sent as `lang` with every request and mapped
// to Accept-Language. The app's i18n setup keeps it in step with the chosen language.

export const LANGS = ['en', 'zh', 'hk', 'th', 'jp', 'kor', 'fra', 'spa', 'id', 'vi'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

const STORAGE_KEY = 'lang';

export const isLang = (value: unknown): value is Lang =>
  typeof value === 'string' && (LANGS as readonly string[]).includes(value);

let current: Lang = readStoredLang();

function readStoredLang(): Lang {
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
    return isLang(stored) ? stored : DEFAULT_LANG;
  } catch {
    return DEFAULT_LANG;
  }
}

export const getRequestLang = (): Lang => current;

export function setRequestLang(lang: Lang): void {
  current = lang;
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, lang);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

/** The backend family reads zh-cn, zh-tw or en from Accept-Language. */
export function acceptLanguageFor(lang: Lang): string {
  if (lang === 'zh') return 'zh-cn';
  if (lang === 'hk') return 'zh-tw';
  return 'en';
}

/** BCP 47 tag of an app language, for Intl formatting and `<html lang>`. */
export function bcp47(lang: Lang): string {
  const map: Record<Lang, string> = {
    en: 'en',
    zh: 'zh-CN',
    hk: 'zh-HK',
    th: 'th',
    jp: 'ja',
    kor: 'ko',
    fra: 'fr',
    spa: 'es',
    id: 'id',
    vi: 'vi',
  };
  return map[lang];
}
