// An artist: avatar, name and signature, how many works they created, collected and how many
// favourites their works received, then their works and their favourites as grids.
import { Empty, Skeleton, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useGetArtist, useListNftCurrencies } from '@generated/api/nft/nft';
import type { NftArtistDetail, NftArtwork } from '@generated/model';
import { resolveImageUrl } from '@/api/image-url';
import { Page } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { NftCard } from './nft-card';
import { idParam } from './nft-labels';
import './nft.css';

/** The name of each price currency by id, for stored NFTs that only carry the id. */
export function useCurrencyNames(): (id: number) => string {
  const currencies = useListNftCurrencies(undefined, { query: { staleTime: 5 * 60_000 } });
  return (id) => currencies.data?.find((c) => c.id === id)?.name ?? '';
}

export function ArtworkGrid({ rows, label, emptyText }: { rows: NftArtwork[]; label: string; emptyText: string }) {
  const currencyName = useCurrencyNames();
  if (rows.length === 0) return <Empty className="nft-empty" description={emptyText} />;
  return (
    <ul className="nft-grid" aria-label={label}>
      {rows.map((nft) => (
        <li key={nft.id}>
          <NftCard nft={{ ...nft, currency_name: currencyName(nft.currency_id) }} showAuthor={false} />
        </li>
      ))}
    </ul>
  );
}

export function ArtistProfile({ artist }: { artist: NftArtistDetail }) {
  const { t } = useTranslation('nft');
  return (
    <header className="nft-profile">
      <img className="nft-avatar nft-avatar--lg" src={resolveImageUrl(artist.head_portrait)} alt="" />
      <div>
        <h1 className="nft-profile__name">{artist.nickname || t('artist.unnamed')}</h1>
        {artist.signature && <p className="nft-note">{artist.signature}</p>}
        <p className="nft-profile__counts">
          <span>
            <b>{artist.artworks.length}</b> {t('artist.works')}
          </span>
          <span>
            <b>{artist.collects.length}</b> {t('artist.collected')}
          </span>
          <span>
            <b>{artist.artworks_collect_number}</b> {t('artist.favouritesReceived')}
          </span>
        </p>
      </div>
    </header>
  );
}

export function NftArtistScreen() {
  const { t } = useTranslation('nft');
  const [params] = useSearchParams();
  const uid = idParam(params.get('uid'));
  const artist = useGetArtist({ uid: uid ?? 0 }, { query: { enabled: uid !== null } });
  const [tab, setTab] = useState('works');
  return (
    <Page title={t('artist.title')}>
      <div className="nft">
        {uid === null && <p className="empty-text">{t('artist.missing')}</p>}
        {uid !== null && artist.isPending && <Skeleton.Paragraph lineCount={8} animated />}
        {artist.isError && (
          <QueryError error={artist.error} onRetry={() => void artist.refetch()} retrying={artist.isFetching} />
        )}
        {artist.data && (
          <>
            <ArtistProfile artist={artist.data} />
            <Tabs activeKey={tab} onChange={setTab} className="nft-tabs">
              <Tabs.Tab key="works" title={t('artist.works')} />
              <Tabs.Tab key="collected" title={t('artist.collected')} />
            </Tabs>
            <div className="nft-tab-body">
              {tab === 'works' ? (
                <ArtworkGrid rows={artist.data.artworks} label={t('artist.works')} emptyText={t('artist.noWorks')} />
              ) : (
                <ArtworkGrid
                  rows={artist.data.collects}
                  label={t('artist.collected')}
                  emptyText={t('artist.noCollected')}
                />
              )}
            </div>
          </>
        )}
      </div>
    </Page>
  );
}
