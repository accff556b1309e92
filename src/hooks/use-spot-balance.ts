// The available spot (`change`) balance of one coin, from /wallet/list: what the earn products
// debit. Undefined while the wallets load.
import { getListWalletsQueryKey, useListWallets } from '@generated/api/assets/assets';

export function useSpotBalance(match: { id?: number; name?: string }) {
  const wallets = useListWallets(undefined, undefined, { query: { staleTime: 5_000 } });
  const row = wallets.data?.change_wallet.balance.find((b) =>
    match.id !== undefined ? b.currency === match.id : b.currency_name.toUpperCase() === match.name?.toUpperCase(),
  );
  const available = wallets.data ? (row?.change_balance ?? '0') : undefined;
  return { wallets, available, usdtPrice: row?.usdt_price };
}

export const spotBalanceQueryKey = () => getListWalletsQueryKey();
