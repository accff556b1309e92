// The paged lists of the NFT area: the market (bare-array pages of 10, a shorter page is the last)
// and the user's bids (`{data}` pages of 10; an empty page or the server's "No more data" ends it).
import { useInfiniteQuery } from '@tanstack/react-query';
import { getListMyNftBidsQueryKey, getListNftsQueryKey, listMyNftBids, listNfts } from '@generated/api/nft/nft';
import type { ListNftsParams, NftBid, NftItem } from '@generated/model';
import { isApiError } from '@/api/errors';
import type { ListPage } from '@/components/paged-list';

export const PAGE_SIZE = 10;

export type MarketFilters = Omit<ListNftsParams, 'page' | 'limit' | 'lang'>;

export function useMarketPages(filters: MarketFilters) {
  const params: ListNftsParams = { ...filters, limit: PAGE_SIZE };
  return useInfiniteQuery({
    queryKey: [...getListNftsQueryKey(params), 'pages'],
    queryFn: async ({ pageParam, signal }): Promise<ListPage<NftItem>> => {
      const rows = await listNfts({ ...params, page: pageParam }, undefined, signal);
      return { rows, end: rows.length < PAGE_SIZE };
    },
    initialPageParam: 1,
    getNextPageParam: (last: ListPage<NftItem>, _all, page: number) => (last.end ? undefined : page + 1),
  });
}

export function useMyBidPages() {
  return useInfiniteQuery({
    queryKey: [...getListMyNftBidsQueryKey(), 'pages'],
    queryFn: async ({ pageParam, signal }): Promise<ListPage<NftBid>> => {
      try {
        const body = await listMyNftBids({ page: pageParam }, undefined, { silent: true }, signal);
        return { rows: body.data, end: body.data.length < PAGE_SIZE };
      } catch (error) {
        // The classic backend refuses a page past the end with "No more data".
        if (isApiError(error) && error.kind === 'business' && pageParam > 1) return { rows: [], end: true };
        throw error;
      }
    },
    initialPageParam: 1,
    getNextPageParam: (last: ListPage<NftBid>, _all, page: number) => (last.end ? undefined : page + 1),
  });
}
