// The frames the NFT screens share: a page that loads one thing (an NFT, an artist, the user's
// NFTs) before it shows it, a list of a loaded array with its empty text, and the row of an NFT in
// those lists (picture, name, then what the list adds).
import type { UseQueryResult } from '@tanstack/react-query';
import { Empty } from 'antd-mobile';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/lib/router';
import { useGetNft } from '@generated/api/nft/nft';
import type { NftDetail } from '@generated/model';
import { resolveImageUrl } from '@/api/image-url';
import { Page } from '@/components/page';
import { QueryStatus } from '@/components/query-status';
import { idParam } from './nft-labels';
import './nft.css';

interface NftQueryPageProps<T> {
  title: string;
  query: UseQueryResult<T, unknown>;
  /** Shown instead of the query when the address names nothing (no id in it). */
  missingText?: string;
  lines?: number;
  /** The query reloads on its own (a live auction): a failed reload keeps what was shown, without an error. */
  live?: boolean;
  children: (data: T) => ReactNode;
}

export function NftQueryPage<T>({
  title,
  query,
  missingText,
  lines = 6,
  live = false,
  children,
}: NftQueryPageProps<T>) {
  return (
    <Page title={title}>
      <div className="nft">
        {missingText !== undefined ? (
          <p className="empty-text">{missingText}</p>
        ) : (
          !(live && query.data) && <QueryStatus query={query} lines={lines} />
        )}
        {query.data !== undefined && children(query.data)}
      </div>
    </Page>
  );
}

interface NftDetailPageProps {
  title: string;
  lines?: number;
  /** Reload the NFT every so many ms while this returns a number (a live auction). */
  refetchInterval?: (nft: NftDetail | undefined) => number | false;
  children: (nft: NftDetail) => ReactNode;
}

/** A page about the NFT of the address's `id`. */
export function NftDetailPage({ title, lines, refetchInterval, children }: NftDetailPageProps) {
  const { t } = useTranslation('nft');
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const nft = useGetNft(
    { id: id ?? 0 },
    {
      query: {
        enabled: id !== null,
        ...(refetchInterval && { refetchInterval: (query) => refetchInterval(query.state.data) }),
      },
    },
  );
  return (
    <NftQueryPage
      title={title}
      query={nft}
      missingText={id === null ? t('detail.missing') : undefined}
      lines={lines}
      live={refetchInterval !== undefined}
    >
      {children}
    </NftQueryPage>
  );
}

interface NftListProps<T> {
  query: UseQueryResult<T[], unknown>;
  label: string;
  emptyText: string;
  rowKey: (row: T) => Key;
  renderRow: (row: T) => ReactNode;
}

/** A loaded array as a list: a placeholder while it loads, the error with a retry, the empty text. */
export function NftList<T>({ query, label, emptyText, rowKey, renderRow }: NftListProps<T>) {
  if (!query.data) return <QueryStatus query={query} />;
  if (query.data.length === 0) return <Empty className="nft-empty" description={emptyText} />;
  return (
    <ul className="nft-list" aria-label={label}>
      {query.data.map((row) => (
        <li key={rowKey(row)}>{renderRow(row)}</li>
      ))}
    </ul>
  );
}

interface NftRowProps {
  title: string;
  image: string | null | undefined;
  /** Opens the work when its picture is tapped. */
  onOpen?: () => void;
  children: ReactNode;
}

export function NftRow({ title, image, onOpen, children }: NftRowProps) {
  // The picture that opens the work names it (the button's name); a picture that opens nothing is
  // decoration beside the title.
  const picture = (
    <img className="nft-row__image" src={resolveImageUrl(image)} alt={onOpen ? title : ''} loading="lazy" />
  );
  return (
    <article className="nft-row" aria-label={title}>
      {onOpen ? (
        <button type="button" className="link-button" onClick={onOpen}>
          {picture}
        </button>
      ) : (
        picture
      )}
      <div className="nft-row__main">
        <p className="nft-row__title">{title}</p>
        {children}
      </div>
    </article>
  );
}
