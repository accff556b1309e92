// The user's saved withdrawal addresses, 10 per page with infinite scroll: label, coin, network and
// address, with copy and edit; and the way to add one.
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Empty, Skeleton, Tag, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { getListWalletAddressesQueryKey, listWalletAddresses } from '@generated/api/withdraw/withdraw';
import type { WalletAddress } from '@generated/model';
import { Page } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { ROUTES } from '@/lib/routes';
import { networkLabel } from './address-rules';
import { copyText } from '@/lib/clipboard';
import { CoinBadge } from '@/components/coin-badge';
import { PagedFooter } from '@/components/paged-footer';
import './withdraw.css';

const PAGE_SIZE = 10;

function WalletItem({ row }: { row: WalletAddress }) {
  const { t } = useTranslation('withdraw');
  const { navigateTo } = useAppNavigation();
  return (
    <li className="wallet-item">
      <div className="wallet-item__head">
        {/* The row names its label, not its coin: the logo alone, or a plain disc. */}
        <CoinBadge name="" logo={row.logo} size={22} />
        <span className="wallet-item__name">{row.name}</span>
        {row.type && <Tag fill="outline">{networkLabel(row.type)}</Tag>}
      </div>
      <p className="wallet-item__address mono">{row.address}</p>
      <div className="wallet-item__actions">
        <button
          type="button"
          className="link-button"
          aria-label={t('wallet.copyNamed', { name: row.name })}
          onClick={async () => {
            const copied = await copyText(row.address);
            Toast.show({ content: copied ? t('wallet.copied') : t('wallet.copyFailed') });
          }}
        >
          {t('wallet.copy')}
        </button>
        <button
          type="button"
          className="link-button"
          aria-label={t('wallet.editNamed', { name: row.name })}
          onClick={() => navigateTo(`${ROUTES.addWallet}?id=${row.id}`)}
        >
          {t('wallet.edit')}
        </button>
      </div>
    </li>
  );
}

export function WalletAddressesScreen() {
  const { t } = useTranslation('withdraw');
  const { navigateTo } = useAppNavigation();
  const pages = useInfiniteQuery({
    queryKey: [...getListWalletAddressesQueryKey({ limit: PAGE_SIZE }), 'pages'],
    queryFn: ({ pageParam, signal }) => listWalletAddresses({ page: pageParam, limit: PAGE_SIZE }, undefined, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
  });
  const rows = pages.data?.pages.flatMap((page) => page.data) ?? [];
  const add = () => navigateTo(ROUTES.addWallet);

  return (
    <Page
      title={t('wallet.title')}
      right={
        <button type="button" className="link-button" onClick={add}>
          {t('wallet.add')}
        </button>
      }
    >
      <div className="wallet">
        {pages.isPending && <Skeleton.Paragraph lineCount={6} animated />}
        {pages.isError && !pages.data && (
          <QueryError error={pages.error} onRetry={() => void pages.refetch()} retrying={pages.isFetching} />
        )}
        {pages.isSuccess && rows.length === 0 && <Empty description={t('wallet.empty')} className="wallet__empty" />}
        {rows.length > 0 && (
          <>
            <ul className="wallet__list" aria-label={t('wallet.listLabel')}>
              {rows.map((row) => (
                <WalletItem key={row.id} row={row} />
              ))}
            </ul>
            <PagedFooter
              ns="withdraw"
              hasMore={pages.hasNextPage}
              loading={pages.isFetchingNextPage}
              loadMore={async () => {
                const result = await pages.fetchNextPage({ cancelRefetch: false });
                if (result.isError) throw result.error;
              }}
            />
          </>
        )}
        {pages.isSuccess && (
          <Button block color="primary" size="large" className="wallet__add" onClick={add}>
            {t('wallet.addAddress')}
          </Button>
        )}
      </div>
    </Page>
  );
}
