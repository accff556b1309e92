// What the user has available in the spot (`change`) account in one currency: NFT prices, bids and
// wins are paid from it, deposits in USDT. Undefined while loading.
import { useListWallets } from '@generated/api/assets/assets';

export function useSpotBalance(currencyId: number | undefined) {
  const wallets = useListWallets(undefined, undefined, { query: { staleTime: 5_000 } });
  const row = wallets.data?.change_wallet.balance.find((b) => b.currency === currencyId);
  return { wallets, available: wallets.data ? (row?.change_balance ?? '0') : undefined };
}
