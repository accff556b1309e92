// The grid of NFT cards of a paged list (the market): the kit's paged list laid out in two columns.
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { PagedList, type ListPage } from '@/components/paged-list';
import { NftCard, type CardNft } from './nft-card';

interface NftGridProps {
  query: UseInfiniteQueryResult<InfiniteData<ListPage<CardNft>, unknown>>;
  label: string;
  emptyText: string;
}

export function NftGrid({ query, label, emptyText }: NftGridProps) {
  return (
    <PagedList
      query={query}
      label={label}
      emptyText={emptyText}
      className="nft-grid"
      rowKey={(nft) => nft.id}
      renderRow={(nft) => <NftCard nft={nft} />}
    />
  );
}
