// The UI kit (antd-mobile) stays out of the entry bundle: the shell reaches it through these lazy
// imports, and screens import it directly (their chunks share it).
import type { Lang } from '@/api/lang';

export { showToast } from '@/lib/toast';

const kitLocales: Record<Lang, () => Promise<{ default: object }>> = {
  en: () => import('antd-mobile/es/locales/en-US'),
  zh: () => import('antd-mobile/es/locales/zh-CN'),
  hk: () => import('antd-mobile/es/locales/zh-HK'),
  th: () => import('antd-mobile/es/locales/th-TH'),
  jp: () => import('antd-mobile/es/locales/ja-JP'),
  kor: () => import('antd-mobile/es/locales/ko-KR'),
  fra: () => import('antd-mobile/es/locales/fr-FR'),
  spa: () => import('antd-mobile/es/locales/es-ES'),
  id: () => import('antd-mobile/es/locales/id-ID'),
  vi: () => import('antd-mobile/es/locales/vi-VN'),
};

/** Puts the kit's own texts (dialog buttons, pickers, empty states) into the chosen language. */
export async function applyKitLocale(lang: Lang): Promise<void> {
  const [{ setDefaultConfig }, locale] = await Promise.all([
    import('antd-mobile/es/components/config-provider'),
    kitLocales[lang](),
  ]);
  setDefaultConfig({ locale: locale.default as Parameters<typeof setDefaultConfig>[0]['locale'] });
}
