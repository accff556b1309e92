// One line above a form whose "Available" comes from the balances (/wallet/list), when they could
// not be loaded: the form stays, its "Available" shows "--", and "Try again" asks again.
//
// Usage: `const { available, wallets } = useSpotBalance(...)` then `<BalanceError wallets={wallets} />`
import { useTranslation } from 'react-i18next';
import { QueryError } from './query-error';
import { retryOf } from './retry-of';

interface QueryLike {
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export function BalanceError({ wallets }: { wallets: QueryLike }) {
  const { t } = useTranslation('common');
  if (!wallets.isError) return null;
  return <QueryError inline title={t('partial.balances')} {...retryOf(wallets)} />;
}
