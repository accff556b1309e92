// The coins a transfer may choose from, with their balances.

import { useTranslation } from 'react-i18next';
import type { CoinOption } from '@/components/coin-picker';
import { useLocale } from '@/hooks/use-locale';
import { formatAmount, type DecimalLike } from '@/lib/format';

/** The coins of the coin sheet, each with what is available of it. */
export function useCoinOptions<C extends CoinOption>(
  coins: readonly C[],
  availableOf: (coin: C) => DecimalLike,
): CoinOption[] {
  const { t } = useTranslation('assets');
  const locale = useLocale();
  return coins.map((c) => ({
    id: c.id,
    name: c.name,
    logo: c.logo,
    detail: t('transfer.availableShort', { amount: formatAmount(availableOf(c), locale) }),
  }));
}
