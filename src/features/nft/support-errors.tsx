// What an NFT page reads besides its own call, said when it could not be loaded: the names of the
// price currencies, and the signed-in user's id (whose work it is, which bids are theirs).
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/query-error';
import { retryOf } from '@/components/retry-of';
import { useCurrencyNamesQuery } from './use-currency-names';
import { useMyIdQuery } from './use-my-id';

export function CurrencyNamesError() {
  const { t } = useTranslation('nft');
  const { currencies } = useCurrencyNamesQuery();
  if (!currencies.isError) return null;
  return <QueryError inline title={t('filters.currency')} {...retryOf(currencies)} />;
}

export function MyIdError() {
  const { info } = useMyIdQuery();
  if (!info.isError) return null;
  return <QueryError inline {...retryOf(info)} />;
}
