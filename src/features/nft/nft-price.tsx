// A price of the NFT market: the amount grouped for the language, in its currency.
import { useLocale } from '@/hooks/use-locale';
import { formatCoin } from '@/lib/coin-amount';

export function useNftMoney(): (
  amount: string | number | null | undefined,
  currency: string | null | undefined,
) => string {
  const locale = useLocale();
  return (amount, currency) => `${formatCoin(amount ?? '0', locale)} ${currency ?? ''}`.trim();
}
