// A price of the NFT market: the amount grouped for the language, in its currency; and the rows
// that confirm paying one.
import { useTranslation } from 'react-i18next';
import type { ConfirmRow } from '@/components/confirm-dialog';
import { useLocale } from '@/hooks/use-locale';
import { formatAmount } from '@/lib/format';
import { useSpotBalance } from './use-spot-balance';

export function useNftMoney(): (
  amount: string | number | null | undefined,
  currency: string | null | undefined,
) => string {
  const locale = useLocale();
  return (amount, currency) => `${formatAmount(amount ?? '0', locale)} ${currency ?? ''}`.trim();
}

/**
 * Paying in one currency from the spot account: its available balance (undefined while the
 * wallets load) and the rows that confirm a payment: the work, the amount (the figure that matters
 * most), and the balance it is paid from.
 */
export function useNftPayment(currencyId: number | undefined, currency: string | undefined) {
  const { t } = useTranslation('nft');
  const money = useNftMoney();
  const { available, wallets } = useSpotBalance(currencyId);
  const rows = (item: string, label: string, amount: string | undefined): ConfirmRow[] => [
    { label: t('buy.item'), value: item },
    { label, value: money(amount, currency), className: 'confirm-dialog__row--total' },
    ...(available === undefined ? [] : [{ label: t('buy.balance'), value: money(available, currency) }]),
  ];
  return { available, wallets, rows };
}
