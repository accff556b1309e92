// The bids of an auction, newest first: the bidder, the total bid, when, and which one leads.
import type { UseQueryResult } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { NftBid } from '@generated/model';
import { resolveImageUrl } from '@/api/image-url';
import { QueryError } from '@/components/query-error';
import { useLocale } from '@/hooks/use-locale';
import { useNftMoney } from './nft-price';
import { formatServerTime } from './nft-time';

interface NftBidListProps {
  query: UseQueryResult<NftBid[], unknown>;
  currency: string;
  /** Show only the first rows (the detail page shows three). */
  limit?: number;
  myId?: number | null;
  /** Bidding is open (else an empty list says the auction ended: its bids were retired when it was settled). */
  open: boolean;
}

export function NftBidList({ query, currency, limit, myId = null, open }: NftBidListProps) {
  const { t } = useTranslation('nft');
  const money = useNftMoney();
  const locale = useLocale();
  if (query.isPending) return <Skeleton.Paragraph lineCount={3} animated />;
  if (!query.data) {
    return <QueryError compact error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const rows = limit ? query.data.slice(0, limit) : query.data;
  if (rows.length === 0) return <p className="nft-note">{t(open ? 'bids.none' : 'bids.closed')}</p>;
  return (
    <ul className="nft-bids" aria-label={t('bids.title')}>
      {rows.map((bid) => (
        <li key={bid.id} className="nft-bid">
          <img className="nft-avatar" src={resolveImageUrl(bid.head_portrait)} alt="" />
          <span className="nft-bid__who">
            {bid.buyer_id === myId ? t('bids.you') : bid.nick_name || t('artist.unnamed')}
            <br />
            <span className="nft-row__meta">{formatServerTime(bid.created, locale)}</span>
          </span>
          <span className="nft-bid__price">{money(bid.price, bid.currency_name ?? currency)}</span>
          <span className={bid.status === 1 ? 'nft-tag nft-tag--lead' : 'nft-tag'}>
            {t(bid.status === 1 ? 'bids.leading' : 'bids.outbid')}
          </span>
        </li>
      ))}
    </ul>
  );
}
