// The font sizes and weights each page the app most often opens on uses on its first paint, which
// the entry has the browser set up while the page's code downloads (src/lib/warm-fonts.ts).
// Measured in Chromium from the computed style of the text each page shows once its content is in;
// tests/e2e/first-paint.spec.ts checks that every size and weight the page shows is listed here
// (a size left out would only be set up during the content's layout, as before).
import type { Lang } from '@/api/lang';
import type { FontVariant } from '@/lib/warm-fonts';
import { ROUTES } from '@/lib/routes';

const home: readonly FontVariant[] = [
  '11/400',
  '12/400',
  '13/400',
  '13/700',
  '14/400',
  '15/400',
  '15/700',
  '17/400',
  '17/700',
  '18/700',
  '22/400',
];
const auth: readonly FontVariant[] = ['13/400', '13/600', '14/400', '15/400', '18/400', '26/700'];

export const FIRST_FONTS: Partial<Record<string, readonly FontVariant[]>> = {
  [ROUTES.home]: home,
  [ROUTES.homeAlias]: home,
  [ROUTES.login]: auth,
  [ROUTES.register]: auth,
  [ROUTES.forget]: auth,
  [ROUTES.market]: ['11/400', '12/400', '14/400', '14/500', '15/400', '15/500', '16/700', '18/400'],
  [ROUTES.marketDetail]: [
    '10/400',
    '11/400',
    '12/400',
    '13/400',
    '13/600',
    '14/400',
    '15/400',
    '17/600',
    '18/400',
    '18/600',
    '26/600',
  ],
  [ROUTES.assets]: [
    '11/400',
    '12/400',
    '12/500',
    '13/400',
    '13/700',
    '14/500',
    '14/700',
    '15/400',
    '16/700',
    '18/400',
    '18/700',
    '30/600',
  ],
  [ROUTES.trade]: [
    '11/400',
    '12/400',
    '12/500',
    '13/400',
    '14/400',
    '14/600',
    '14/700',
    '15/600',
    '15/700',
    '17/400',
    '17/600',
    '18/600',
    '18/700',
    '22/600',
  ],
};

/**
 * What the warm-up lays out: Latin letters and the figures' characters, and a few characters of the
 * interface language's script where the page's font family falls back to a face of its own for it.
 */
export function fontSample(lang: Lang): string {
  const script: Partial<Record<Lang, string>> = {
    zh: '行情资产',
    hk: '行情資產',
    jp: '取引資産',
    kor: '거래자산',
    th: 'ตลาดทรัพย์',
  };
  return `Ag 0123456789 ,.%$≈+− ${script[lang] ?? ''}`.trim();
}
