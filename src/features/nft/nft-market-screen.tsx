// The NFT market: a keyword search, filters for the sale mode (tabs), the sale status, the kind of
// media and the price currency, a strip of the user's favourites and one of the artists, then the
// grid of NFTs with their live countdowns, page after page.
import { SearchBar, Selector, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListArtists, useListCollections, useListNftCurrencies } from '@generated/api/nft/nft';
import type { ListNftsPayType, ListNftsStatus, ListNftsType } from '@generated/model';
import { resolveImageUrl } from '@/api/image-url';
import { Page } from '@/components/page';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { ROUTES } from '@/lib/routes';
import { NftGrid } from './nft-grid';
import { artworkPath } from './nft-labels';
import { useMarketPages, type MarketFilters } from './nft-pages';
import './nft.css';

const MODES = ['all', '1', '2', '3'] as const;
const MODE_KEYS: Record<(typeof MODES)[number], string> = { all: 'all', '1': 'fixed', '2': 'auction', '3': 'blindBox' };
const STATUSES = [
  { value: '2', key: 'upcoming' },
  { value: '1', key: 'live' },
  { value: '0', key: 'ended' },
] as const;
const TYPES = [
  { value: '1', key: 'image' },
  { value: '2', key: 'gif' },
  { value: '3', key: 'audio' },
  { value: '4', key: 'video' },
  { value: '5', key: 'blindBox' },
] as const;

function Strips() {
  const { t } = useTranslation('nft');
  const { navigateTo } = useAppNavigation();
  const favourites = useListCollections(undefined, { query: { staleTime: 30_000 } });
  const artists = useListArtists({ page: 1, limit: 10 }, { query: { staleTime: 60_000 } });
  return (
    <>
      {favourites.data && favourites.data.length > 0 && (
        <section className="nft-strip" aria-labelledby="nft-favourites-title">
          <h2 id="nft-favourites-title" className="nft-section-title">
            {t('market.favourites')}
          </h2>
          <ul className="nft-strip__list">
            {favourites.data.map((nft) => (
              <li key={nft.id}>
                <button type="button" className="nft-strip__item" onClick={() => navigateTo(artworkPath(nft))}>
                  <img src={resolveImageUrl(nft.image)} alt="" loading="lazy" className="nft-strip__image" />
                  <span className="nft-strip__name">{nft.name}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {artists.data && artists.data.length > 0 && (
        <section className="nft-strip" aria-labelledby="nft-artists-title">
          <h2 id="nft-artists-title" className="nft-section-title">
            {t('market.artists')}
          </h2>
          <ul className="nft-strip__list">
            {artists.data.map((artist) => (
              <li key={artist.author_id}>
                <button
                  type="button"
                  className="nft-strip__artist"
                  onClick={() => navigateTo(`${ROUTES.nftArtist}?uid=${artist.author_id}`)}
                >
                  <img src={resolveImageUrl(artist.head_portrait)} alt="" loading="lazy" className="nft-avatar" />
                  <span className="nft-strip__name">{artist.nickname || t('artist.unnamed')}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

export function NftMarketScreen() {
  const { t } = useTranslation('nft');
  const { navigateTo } = useAppNavigation();
  const currencies = useListNftCurrencies(undefined, { query: { staleTime: 5 * 60_000 } });
  const [mode, setMode] = useState<(typeof MODES)[number]>('all');
  const [status, setStatus] = useState<string>('all');
  const [type, setType] = useState<string>('all');
  const [currency, setCurrency] = useState<string>('all');
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const [searchError, setSearchError] = useState(false);

  const filters: MarketFilters = {
    ...(mode !== 'all' && { pay_type: Number(mode) as ListNftsPayType }),
    ...(status !== 'all' && { status: Number(status) as ListNftsStatus }),
    ...(type !== 'all' && { type: Number(type) as ListNftsType }),
    ...(currency !== 'all' && { currency: Number(currency) }),
    ...(keyword && { keyword }),
  };
  const query = useMarketPages(filters);
  const all = { label: t('filters.all'), value: 'all' };

  function search(value: string): void {
    const text = value.trim();
    if (!text) {
      setSearchError(true);
      return;
    }
    setSearchError(false);
    setKeyword(text.slice(0, 50));
  }

  return (
    <Page
      title={t('market.title')}
      right={
        <button type="button" className="link-button" onClick={() => navigateTo(ROUTES.nftMine)}>
          {t('market.mine')}
        </button>
      }
    >
      <div className="nft">
        <div role="search" className="nft-search">
          <SearchBar
            placeholder={t('search.placeholder')}
            value={draft}
            maxLength={50}
            onChange={(value) => {
              setDraft(value);
              if (searchError && value.trim()) setSearchError(false);
            }}
            onSearch={search}
            onClear={() => {
              setDraft('');
              setKeyword('');
              setSearchError(false);
            }}
            aria-label={t('search.label')}
          />
          {searchError && (
            <p className="form-field__error" role="alert">
              {t('search.required')}
            </p>
          )}
          {keyword && (
            <p className="nft-search__active">
              {t('search.results', { keyword })}{' '}
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  setDraft('');
                  setKeyword('');
                }}
              >
                {t('search.clear')}
              </button>
            </p>
          )}
        </div>
        <Strips />
        <Tabs
          activeKey={mode}
          onChange={(key) => setMode(key as (typeof MODES)[number])}
          className="nft-tabs"
          aria-label={t('filters.mode')}
        >
          {MODES.map((key) => (
            <Tabs.Tab key={key} title={t(`mode.${MODE_KEYS[key]}`)} />
          ))}
        </Tabs>
        <div className="nft-filters" role="group" aria-label={t('filters.label')}>
          <div className="nft-filter">
            <span className="form-field__label" id="nft-status-label">
              {t('filters.status')}
            </span>
            <Selector
              aria-labelledby="nft-status-label"
              className="nft-selector"
              showCheckMark={false}
              value={[status]}
              onChange={(values) => setStatus(values[0] ?? 'all')}
              options={[all, ...STATUSES.map((s) => ({ label: t(`status.${s.key}`), value: s.value }))]}
            />
          </div>
          <div className="nft-filter">
            <span className="form-field__label" id="nft-type-label">
              {t('filters.type')}
            </span>
            <Selector
              aria-labelledby="nft-type-label"
              className="nft-selector"
              showCheckMark={false}
              value={[type]}
              onChange={(values) => setType(values[0] ?? 'all')}
              options={[all, ...TYPES.map((s) => ({ label: t(`media.kinds.${s.key}`), value: s.value }))]}
            />
          </div>
          {currencies.data && currencies.data.length > 0 && (
            <div className="nft-filter">
              <span className="form-field__label" id="nft-currency-label">
                {t('filters.currency')}
              </span>
              <Selector
                aria-labelledby="nft-currency-label"
                className="nft-selector"
                showCheckMark={false}
                value={[currency]}
                onChange={(values) => setCurrency(values[0] ?? 'all')}
                options={[all, ...currencies.data.map((c) => ({ label: c.name, value: String(c.id) }))]}
              />
            </div>
          )}
        </div>
        <NftGrid
          query={query}
          label={t('market.listLabel')}
          emptyText={t(keyword ? 'market.noResults' : 'market.empty')}
        />
      </div>
    </Page>
  );
}
