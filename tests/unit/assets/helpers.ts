// Shared pieces of the assets tests: the `assets` namespace, fresh module stores for every test
// (rates, chosen fiat, hidden balances), and helpers for the UI kit's sheets and dialogs.
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { resetFiatRates } from '@/api/fiat-rates';
import { setToken } from '@/api/session';
import { i18next } from '@/app/i18n';
import { resetFiat } from '@/hooks/use-fiat';
import { resetBalancesHidden } from '@/features/assets/use-hidden-balances';

export { interactive } from '../opened-dialog';

export const TOKEN = '9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5';

/** Loads the namespace and starts every test with empty storage and fresh stores. */
export function useAssetsTestSetup(): void {
  // jsdom has no pointer capture, which the kit's sheets call on pointer down (swipe to close).
  const capture = Element.prototype as Partial<Pick<Element, 'setPointerCapture' | 'releasePointerCapture'>>;
  beforeAll(async () => {
    capture.setPointerCapture ??= () => {};
    capture.releasePointerCapture ??= () => {};
    await i18next.loadNamespaces(['assets']);
  });
  beforeEach(() => {
    setToken(TOKEN);
    resetFiatRates();
    resetFiat();
    resetBalancesHidden();
  });
  afterEach(() => {
    localStorage.clear();
    resetFiatRates();
    resetFiat();
    resetBalancesHidden();
  });
}

/** The body of a form-urlencoded request. */
export async function formBody(request: Request): Promise<Record<string, string>> {
  return Object.fromEntries(new URLSearchParams(await request.text()));
}
