// The font sizes and weights each page the app most often opens on uses on its first paint, which
// the entry has the browser set up while the page's code downloads (src/lib/warm-fonts.ts).
// Measured in Chromium from the computed style of the text each page shows once its content is in;
// tests/e2e/first-paint.spec.ts checks that every size and weight the page shows is listed here
// (a size left out would only be set up during the content's layout, as before).
import type { Lang } from '@/api/lang';
import type { FontSizes } from '@/lib/warm-fonts';
import { ROUTES } from '@/lib/routes';

const home: FontSizes = { 400: [11, 12, 13, 14, 15, 17, 22], 700: [13, 15, 17, 18] };
const auth: FontSizes = { 400: [13, 14, 15, 18], 600: [13], 700: [26] };

/** Each page's sizes in px, by weight. */
export const FIRST_FONTS: Partial<Record<string, FontSizes>> = {
  [ROUTES.home]: home,
  [ROUTES.homeAlias]: home,
  [ROUTES.login]: auth,
  [ROUTES.register]: auth,
  [ROUTES.forget]: auth,
  [ROUTES.market]: { 400: [11, 12, 14, 15, 18], 500: [14, 15], 700: [16] },
  [ROUTES.marketDetail]: { 400: [10, 11, 12, 13, 14, 15, 18], 600: [13, 17, 18, 26] },
  [ROUTES.assets]: { 400: [11, 12, 13, 15, 18], 500: [12, 14], 600: [30], 700: [13, 14, 16, 18] },
  [ROUTES.trade]: { 400: [11, 12, 13, 14, 17], 500: [12], 600: [13, 14, 15, 17, 18, 22], 700: [14, 15, 18] },
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
