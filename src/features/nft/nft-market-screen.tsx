// The NFT market: a keyword search, filters for the sale mode (tabs), the sale status, the kind of
// media and the price currency, a strip of the user's favourites and one of the artists, then the
// grid of NFTs with their live countdowns, page after page.
import { SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { ChipFilter } from '@/components/chip-filter';
import { useTranslation } from 'react-i18next';
import { useListArtists, useListCollections, useListNftCurrencies } from '@generated/api/nft/nft';
import type { ListNftsPayType, ListNftsStatus, ListNftsType } from '@generated/model';
import { resolveImageUrl } from '@/api/image-url';
import { NavTextButton } from '@/components/nav-text-button';
import { QueryError } from '@/components/query-error';
import { retryOf } from '@/components/retry-of';
import { Page } from '@/components/page';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { ROUTES } from '@/lib/routes';
import { NftGrid } from './nft-grid';
import { artworkPath } from './nft-labels';
import { useMarketPages, type MarketFilters } from './nft-pages';
import '@/components/bare-button.css';
import './nft.css';
import { LightTabs } from '@/components/light-tabs';

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

interface StripItem {
  key: number;
  name: string;
  image: string;
  /** Where a tap leads. */
  to: string;
}

/** Each strip's look: favourites are square pictures, artists round avatars. */
const STRIP_CLASSES = {
  favourites: { button: 'bare-button nft-strip__item', image: 'nft-strip__image' },
  artists: { button: 'bare-button nft-strip__artist', image: 'nft-avatar' },
} as const;

/** A titled row of pictures that scrolls sideways; each opens what it shows. */
function Strip({ kind, items }: { kind: keyof typeof STRIP_CLASSES; items: readonly StripItem[] }) {
  const { t } = useTranslation('nft');
  const { navigateTo } = useAppNavigation();
  const classes = STRIP_CLASSES[kind];
  if (items.length === 0) return null;
  return (
    <section className="nft-strip" aria-labelledby={`nft-${kind}-title`}>
      <h2 id={`nft-${kind}-title`} className="nft-section-title">
        {t(`market.${kind}`)}
      </h2>
      <ul className="nft-strip__list">
        {items.map((item) => (
          <li key={item.key}>
            <button type="button" className={classes.button} onClick={() => navigateTo(item.to)}>
              <img src={resolveImageUrl(item.image)} alt="" loading="lazy" className={classes.image} />
              <span className="nft-strip__name">{item.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Strips() {
  const { t } = useTranslation('nft');
  const favourites = useListCollections(undefined, { query: { staleTime: 30_000 } });
  const artists = useListArtists({ page: 1, limit: 10 }, { query: { staleTime: 60_000 } });
  return (
    <>
      {favourites.isError && <QueryError compact title={t('market.favourites')} {...retryOf(favourites)} />}
      {artists.isError && <QueryError compact title={t('market.artists')} {...retryOf(artists)} />}
      <Strip
        kind="favourites"
        items={(favourites.data ?? []).map((nft) => ({
          key: nft.id,
          name: nft.name,
          image: nft.image,
          to: artworkPath(nft),
        }))}
      />
      <Strip
        kind="artists"
        items={(artists.data ?? []).map((artist) => ({
          key: artist.author_id,
          name: artist.nickname || t('artist.unnamed'),
          image: artist.head_portrait,
          to: `${ROUTES.nftArtist}?uid=${artist.author_id}`,
        }))}
      />
    </>
  );
}

export function NftMarketScreen() {
  const { t } = useTranslation('nft');
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
  const filterRows = [
    {
      id: 'nft-status',
      label: t('filters.status'),
      value: status,
      onChange: setStatus,
      options: STATUSES.map((s) => ({ label: t(`status.${s.key}`), value: s.value })),
    },
    {
      id: 'nft-type',
      label: t('filters.type'),
      value: type,
      onChange: setType,
      options: TYPES.map((s) => ({ label: t(`media.kinds.${s.key}`), value: s.value })),
    },
    ...(currencies.data && currencies.data.length > 0
      ? [
          {
            id: 'nft-currency',
            label: t('filters.currency'),
            value: currency,
            onChange: setCurrency,
            options: currencies.data.map((c) => ({ label: c.name, value: String(c.id) })),
          },
        ]
      : []),
  ];

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
    <Page title={t('market.title')} right={<NavTextButton to={ROUTES.nftMine}>{t('market.mine')}</NavTextButton>}>
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
        <LightTabs
          tabs={MODES.map((key) => ({ key, title: t(`mode.${MODE_KEYS[key]}`) }))}
          active={mode}
          onChange={setMode}
          className="nft-tabs nft-tabs--light"
          label={t('filters.mode')}
        />
        <div className="nft-filters" role="group" aria-label={t('filters.label')}>
          {filterRows.map((row) => (
            <div key={row.id} className="nft-filter">
              <ChipFilter
                id={row.id}
                label={row.label}
                className="nft-selector"
                value={row.value}
                emptyValue="all"
                onChange={row.onChange}
                options={[all, ...row.options]}
              />
            </div>
          ))}
          {currencies.isError && <QueryError compact title={t('filters.currency')} {...retryOf(currencies)} />}
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
