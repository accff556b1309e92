// A price of the NFT market: the amount grouped for the language, in its currency.
import { useLocale } from '@/hooks/use-locale';
import { formatAmount } from '@/lib/format';

export function useNftMoney(): (
  amount: string | number | null | undefined,
  currency: string | null | undefined,
) => string {
  const locale = useLocale();
  return (amount, currency) => `${formatAmount(amount ?? '0', locale)} ${currency ?? ''}`.trim();
}
