// The grid of NFT cards of a paged list (market pages).
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Empty, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { PagedFooter } from '@/components/paged-footer';
import { QueryError } from '@/components/query-error';
import { NftCard, type CardNft } from './nft-card';
import type { NftListPage } from './nft-pages';

interface NftGridProps {
  query: UseInfiniteQueryResult<InfiniteData<NftListPage<CardNft>, unknown>>;
  label: string;
  emptyText: string;
}

export function NftGrid({ query, label, emptyText }: NftGridProps) {
  const { t } = useTranslation('nft');
  const rows = query.data?.pages.flatMap((page) => page.rows) ?? [];

  async function loadMore(): Promise<void> {
    if (query.isFetchingNextPage) return;
    const result = await query.fetchNextPage({ cancelRefetch: false });
    if (result.isFetchNextPageError) throw result.error;
  }

  if (query.isPending) {
    return (
      <div role="status" aria-label={t('loading')}>
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  }
  if (!query.data) {
    return <QueryError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (rows.length === 0 && !query.hasNextPage) return <Empty className="nft-empty" description={emptyText} />;
  return (
    <>
      <ul className="nft-grid" aria-label={label}>
        {rows.map((nft) => (
          <li key={nft.id}>
            <NftCard nft={nft} />
          </li>
        ))}
      </ul>
      <PagedFooter ns="nft" hasMore={query.hasNextPage} loading={query.isFetchingNextPage} loadMore={loadMore} />
    </>
  );
}
