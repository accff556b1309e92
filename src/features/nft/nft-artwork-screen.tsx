// One NFT: the work in its own player, its name and favourite heart, the creator, rarity, code,
// sale mode, price (the current bid of an auction), minimum raise and deposit, the sale window
// with the live time status, the sanitized description, the leading bids of an auction, and the
// action the time status allows: Buy (fixed price, blind box) or Place a bid (auction) while on
// sale; nothing to do before the start, after the end or on the user's own NFT.
import { useQueryClient } from '@tanstack/react-query';
import { Button, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { getGetNftQueryKey, getListCollectionsQueryKey, useCollectNft, useListNftBids } from '@generated/api/nft/nft';
import type { NftDetail } from '@generated/model';
import { resolveImageUrl } from '@/api/image-url';
import { FactList } from '@/components/fact-list';
import { HtmlContent } from '@/components/html-content';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useClickGuard } from '@/hooks/use-click-guard';
import { useLocale } from '@/hooks/use-locale';
import { useReportError } from '@/hooks/use-report-error';
import { copyText } from '@/lib/clipboard';
import { ROUTES } from '@/lib/routes';
import { NftBidList } from './nft-bid-list';
import { NftCountdown } from './nft-countdown';
import { rarityOf, saleMode } from './nft-labels';
import { NftPlayer } from './nft-media';
import { NftDetailPage } from './nft-page';
import { useNftMoney } from './nft-price';
import { formatServerTime, timeStatus, useNow } from './nft-time';
import { useMyId } from './use-my-id';
import '@/components/bare-button.css';
import { MyIdError } from './support-errors';
import './nft.css';

function FavouriteButton({ nft }: { nft: NftDetail }) {
  const { t } = useTranslation('nft');
  const queryClient = useQueryClient();
  const reportError = useReportError();
  const collect = useCollectNft();
  const key = getGetNftQueryKey({ id: nft.id });
  const toggle = useClickGuard(async () => {
    try {
      await collect.mutateAsync({ data: { code: nft.code } });
      const collected = !nft.collect;
      queryClient.setQueryData(key, {
        ...nft,
        collect: collected,
        collect_number: Math.max(0, nft.collect_number + (collected ? 1 : -1)),
      });
      Toast.show({ content: t(collected ? 'detail.collected' : 'detail.uncollected') });
      void queryClient.invalidateQueries({ queryKey: getListCollectionsQueryKey() });
    } catch (error) {
      reportError(error);
    }
  }, collect.isPending);
  return (
    <button type="button" className="nft-fav" aria-pressed={nft.collect} onClick={() => toggle()}>
      <span aria-hidden="true">{nft.collect ? '♥' : '♡'}</span>
      {t('detail.favourite')}
      <span className="nft-tag" aria-label={t('detail.favourites', { count: nft.collect_number })}>
        {nft.collect_number}
      </span>
    </button>
  );
}

function Action({ nft }: { nft: NftDetail }) {
  const { t } = useTranslation('nft');
  const { navigateTo } = useAppNavigation();
  const now = useNow();
  const myId = useMyId();
  const status = timeStatus(nft, now);
  const mode = saleMode(nft.pay_type);
  if (myId !== null && myId === nft.owner) {
    return (
      <Button block disabled>
        {t('detail.yours')}
      </Button>
    );
  }
  if (status !== 1) {
    return (
      <Button block disabled>
        {t(status === 2 ? 'detail.notStarted' : 'detail.saleEnded')}
      </Button>
    );
  }
  return mode === 'auction' ? (
    <Button block color="primary" onClick={() => navigateTo(`${ROUTES.nftAuction}?id=${nft.id}`)}>
      {t('detail.placeBid')}
    </Button>
  ) : (
    <Button block color="primary" onClick={() => navigateTo(`${ROUTES.nftBuy}?id=${nft.id}`)}>
      {t('detail.buyNow')}
    </Button>
  );
}

/** A server time as a `<time dateTime>` value. */
const serverTime = (value: string) => value.replace(' ', 'T');

export function NftFacts({ nft }: { nft: NftDetail }) {
  const { t } = useTranslation('nft');
  const money = useNftMoney();
  const locale = useLocale();
  const mode = saleMode(nft.pay_type);
  const auction = mode === 'auction';
  return (
    <FactList
      className="nft-facts"
      facts={[
        { label: t('detail.mode'), value: t(`mode.${mode}`) },
        {
          label: t('detail.rarity'),
          value: (
            <span className={`nft-rarity nft-rarity--inline nft-rarity--${rarityOf(nft.rarity)}`}>
              {rarityOf(nft.rarity)}
            </span>
          ),
        },
        {
          label: auction ? t('detail.currentBid') : t('detail.price'),
          value: money(nft.price, nft.currency_name),
          valueClassName: 'nft-price-big',
        },
        auction && { label: t('detail.perIncrease'), value: money(nft.per_increase, nft.currency_name) },
        auction && { label: t('detail.margin'), value: money(nft.margin, 'USDT') },
        {
          label: t('detail.start'),
          value: <time dateTime={serverTime(nft.start_time)}>{formatServerTime(nft.start_time, locale)}</time>,
        },
        {
          label: auction ? t('detail.bidDeadline') : t('detail.end'),
          value: <time dateTime={serverTime(nft.end_time)}>{formatServerTime(nft.end_time, locale)}</time>,
        },
        { label: t('detail.status'), value: <NftCountdown sale={nft} />, className: 'nft-facts__wide' },
      ]}
    />
  );
}

function ArtworkBody({ nft }: { nft: NftDetail }) {
  const { t } = useTranslation('nft');
  const { navigateTo } = useAppNavigation();
  const auction = saleMode(nft.pay_type) === 'auction';
  const now = useNow();
  const open = timeStatus(nft, now) === 1;
  const bids = useListNftBids({ code: nft.code }, undefined, { query: { enabled: auction, staleTime: 5_000 } });
  return (
    <>
      <NftPlayer nft={nft} />
      <div className="nft-detail__head">
        <h1 className="nft-detail__name">{nft.name}</h1>
        <FavouriteButton nft={nft} />
      </div>
      <button
        type="button"
        className="bare-button nft-creator"
        onClick={() => navigateTo(`${ROUTES.nftArtist}?uid=${nft.author_id ?? nft.author}`)}
      >
        {nft.author_avatar && <img className="nft-avatar" src={resolveImageUrl(nft.author_avatar)} alt="" />}
        <span>
          <span className="nft-row__meta">{t('detail.creator')}</span>
          <br />
          {nft.author_name || t('artist.unnamed')}
        </span>
      </button>
      <NftFacts nft={nft} />
      <div className="nft-card-box">
        <h2>{t('detail.code')}</h2>
        <p className="nft-code">
          <span>{nft.code}</span>
          <button
            type="button"
            className="link-button"
            onClick={async () =>
              Toast.show({ content: t((await copyText(nft.code)) ? 'detail.copied' : 'detail.copyFailed') })
            }
          >
            {t('detail.copy')}
          </button>
        </p>
      </div>
      {nft.description && (
        <section className="nft-card-box">
          <h2>{t('detail.description')}</h2>
          <HtmlContent html={nft.description} className="nft-note" />
        </section>
      )}
      {auction && (
        <section className="nft-card-box" aria-labelledby="nft-bids-title">
          <h2 id="nft-bids-title">{t('bids.title')}</h2>
          <NftBidList query={bids} limit={3} currency={nft.currency_name} open={open} />
        </section>
      )}
      <div className="nft-actions">
        <Action nft={nft} />
      </div>
    </>
  );
}

export function NftArtworkScreen() {
  const { t } = useTranslation('nft');
  return (
    <NftDetailPage title={t('detail.title')} lines={8}>
      {(nft) => (
        <>
          {/* (Whether the work is the user's own.) */}
          <MyIdError />
          <ArtworkBody nft={nft} />
        </>
      )}
    </NftDetailPage>
  );
}
