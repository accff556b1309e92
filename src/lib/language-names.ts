import type { Lang } from '@/api/lang';

/** Each language by its own name (an endonym reads the same in every interface language). */
export const LANGUAGE_NAMES: Record<Lang, string> = {
  en: 'English',
  zh: '简体中文',
  hk: '繁體中文',
  th: 'ไทย',
  jp: '日本語',
  kor: '한국어',
  fra: 'Français',
  spa: 'Español',
  id: 'Bahasa Indonesia',
  vi: 'Tiếng Việt',
};
