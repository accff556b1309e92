// An artist: avatar, name and signature, how many works they created, collected and how many
// favourites their works received, then their works and their favourites as grids.
import { Empty, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/lib/router';
import { useGetArtist } from '@generated/api/nft/nft';
import type { NftArtistDetail, NftArtwork } from '@generated/model';
import { resolveImageUrl } from '@/api/image-url';
import { NftCard } from './nft-card';
import { idParam } from './nft-labels';
import { NftQueryPage } from './nft-page';
import './nft.css';
import { useCurrencyNames } from './use-currency-names';
import { CurrencyNamesError } from './support-errors';

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
  const counts = [
    [artist.artworks.length, 'artist.works'],
    [artist.collects.length, 'artist.collected'],
    [artist.artworks_collect_number, 'artist.favouritesReceived'],
  ] as const;
  return (
    <header className="nft-profile">
      <img className="nft-avatar nft-avatar--lg" src={resolveImageUrl(artist.head_portrait)} alt="" />
      <div>
        <h1 className="nft-profile__name">{artist.nickname || t('artist.unnamed')}</h1>
        {artist.signature && <p className="nft-note">{artist.signature}</p>}
        <p className="nft-profile__counts">
          {counts.map(([count, key]) => (
            <span key={key}>
              <b>{count}</b> {t(key)}
            </span>
          ))}
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
    <NftQueryPage
      title={t('artist.title')}
      query={artist}
      missingText={uid === null ? t('artist.missing') : undefined}
      lines={8}
    >
      {(data) => (
        <>
          <ArtistProfile artist={data} />
          <CurrencyNamesError />
          <Tabs activeKey={tab} onChange={setTab} className="nft-tabs">
            <Tabs.Tab key="works" title={t('artist.works')} />
            <Tabs.Tab key="collected" title={t('artist.collected')} />
          </Tabs>
          <div className="nft-tab-body">
            {tab === 'works' ? (
              <ArtworkGrid rows={data.artworks} label={t('artist.works')} emptyText={t('artist.noWorks')} />
            ) : (
              <ArtworkGrid rows={data.collects} label={t('artist.collected')} emptyText={t('artist.noCollected')} />
            )}
          </div>
        </>
      )}
    </NftQueryPage>
  );
}
