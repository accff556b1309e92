// The user's NFT home (`mine`, `myNft`): their profile as an artist (on `mine`), then four tabs:
// the NFTs they own (open a blind box with a reveal, resell), their bids page by page, the auction
// wins to pay with the one-day pay countdown (paid, expired), and the win messages, read and
// unread, with the unread count as a badge.
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Dialog, Tabs, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from '@/lib/router';
import { getListWalletsQueryKey } from '@generated/api/assets/assets';
import {
  getListMyNftsQueryKey,
  getListUnpaidNftOrdersQueryKey,
  useGetArtist,
  useListMyNfts,
  useListUnpaidNftOrders,
  useOpenBlindBox,
  usePayNftOrder,
  useReadNftOrderMessage,
} from '@generated/api/nft/nft';
import type { NftArtwork, NftOrder } from '@generated/model';
import { resolveImageUrl } from '@/api/image-url';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Page } from '@/components/page';
import { PagedList } from '@/components/paged-list';
import { QueryError } from '@/components/query-error';
import { retryOf } from '@/components/retry-of';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useClickGuard } from '@/hooks/use-click-guard';
import { useDraftConfirm } from '@/hooks/use-draft-confirm';
import { useLocale } from '@/hooks/use-locale';
import { useReportError } from '@/hooks/use-report-error';
import { ROUTES } from '@/lib/routes';
import { ArtistProfile } from './nft-artist-screen';
import { useCurrencyNames } from './use-currency-names';
import { CurrencyNamesError } from './support-errors';
import { useTimeText } from './use-time-text';
import { artworkPath, rarityOf, saleMode } from './nft-labels';
import { useNftMoney, useNftPayment } from './nft-price';
import { NftList, NftRow } from './nft-page';
import { useMyBidPages } from './nft-pages';
import { formatServerTime, formatUnixTime, payState, remaining, useNow } from './nft-time';
import { useMyIdQuery } from './use-my-id';
import './nft.css';

const TABS = ['owned', 'bids', 'orders', 'messages'] as const;
type Tab = (typeof TABS)[number];

const canResell = (nft: NftArtwork) => nft.resell_nft_status !== 1 && nft.lock_order !== 1;
const unopened = (nft: NftArtwork) => nft.pay_type === 3 && nft.rarity_status !== 1;

function Reveal({ nft, onClose }: { nft: NftArtwork | null; onClose: () => void }) {
  const { t } = useTranslation('nft');
  return (
    <Dialog
      visible={nft !== null}
      title={nft ? t('mine.revealTitle', { name: nft.name }) : ''}
      content={
        nft && (
          <div className="nft-reveal">
            <img src={resolveImageUrl(nft.image)} alt={nft.name} />
            <span className={`nft-rarity nft-rarity--inline nft-rarity--${rarityOf(nft.rarity)}`}>
              {t('mine.revealRarity', { rarity: rarityOf(nft.rarity) })}
            </span>
          </div>
        )
      }
      actions={[{ key: 'close', text: t('mine.revealClose'), onClick: onClose }]}
      onClose={onClose}
    />
  );
}

function OwnedTab() {
  const { t } = useTranslation('nft');
  const money = useNftMoney();
  const currencyName = useCurrencyNames();
  const { navigateTo } = useAppNavigation();
  const queryClient = useQueryClient();
  const mine = useListMyNfts(undefined, undefined, { query: { staleTime: 10_000 } });
  const open = useOpenBlindBox();
  const [revealed, setRevealed] = useState<NftArtwork | null>(null);
  const opening = useDraftConfirm<NftArtwork>(open.isPending, async (nft) => {
    const result = await open.mutateAsync({ data: { code: nft.code } });
    setRevealed(result);
    queryClient.setQueryData<NftArtwork[]>(getListMyNftsQueryKey(), (rows) =>
      rows?.map((row) => (row.code === result.code ? result : row)),
    );
  });

  return (
    <>
      <NftList
        query={mine}
        label={t('mine.ownedLabel')}
        emptyText={t('mine.noOwned')}
        rowKey={(nft) => nft.id}
        renderRow={(nft) => (
          <NftRow title={nft.name} image={nft.image} onOpen={() => navigateTo(artworkPath(nft))}>
            <p className="nft-row__meta">
              {t(`mode.${saleMode(nft.pay_type)}`)} · {money(nft.price, currencyName(nft.currency_id))}
            </p>
            <p className="nft-row__actions">
              {nft.pay_type === 3 && (
                <span className={unopened(nft) ? 'nft-tag nft-tag--gold' : 'nft-tag'}>
                  {t(unopened(nft) ? 'mine.unopened' : 'mine.opened')}
                </span>
              )}
              {nft.resell_nft_status === 1 && <span className="nft-tag nft-tag--lead">{t('mine.reselling')}</span>}
              {nft.lock_order === 1 && <span className="nft-tag nft-tag--warn">{t('mine.awaitingPayment')}</span>}
            </p>
            <p className="nft-row__actions">
              {unopened(nft) && (
                <Button size="mini" color="primary" onClick={() => opening.open(nft)}>
                  {t('mine.open')}
                </Button>
              )}
              {canResell(nft) && (
                <Button
                  size="mini"
                  fill="outline"
                  onClick={() => navigateTo(`${ROUTES.nftResell}?code=${encodeURIComponent(nft.code)}`)}
                >
                  {t('mine.resell')}
                </Button>
              )}
            </p>
          </NftRow>
        )}
      />
      <ConfirmDialog
        {...opening.dialog}
        title={t('mine.openTitle')}
        rows={opening.draft ? [{ label: t('buy.item'), value: opening.draft.name }] : []}
        confirmText={t('mine.openConfirm')}
        cancelText={t('buy.cancel')}
      >
        <p className="confirm-dialog__note">{t('mine.openText')}</p>
      </ConfirmDialog>
      <Reveal nft={revealed} onClose={() => setRevealed(null)} />
    </>
  );
}

function BidsTab() {
  const { t } = useTranslation('nft');
  const money = useNftMoney();
  const locale = useLocale();
  const query = useMyBidPages();
  return (
    <PagedList
      query={query}
      label={t('mine.bidsLabel')}
      emptyText={t('mine.noBids')}
      rowKey={(bid) => bid.id}
      renderRow={(bid) => (
        <NftRow title={bid.nft_name ?? bid.code} image={bid.nft_image}>
          <p className="nft-row__meta">{t('mine.bidOn', { amount: money(bid.price, bid.currency_name) })}</p>
          <p className="nft-row__meta">
            <time dateTime={bid.created.replace(' ', 'T')}>{formatServerTime(bid.created, locale)}</time>
          </p>
          <p className="nft-row__actions">
            <span className={bid.status === 1 ? 'nft-tag nft-tag--lead' : 'nft-tag nft-tag--warn'}>
              {t(bid.status === 1 ? 'bids.leading' : 'bids.outbid')}
            </span>
          </p>
        </NftRow>
      )}
    />
  );
}

function OrderState({ order, onPay }: { order: NftOrder; onPay: (order: NftOrder) => void }) {
  const { t } = useTranslation('nft');
  const locale = useLocale();
  const now = useNow();
  const text = useTimeText();
  const state = payState(order, now);
  if (state.kind === 'paid') {
    return (
      <p className="nft-row__actions">
        <span className="nft-tag nft-tag--lead">{t('mine.paid')}</span>
        {order.pay_time ? (
          <span className="nft-row__meta">{t('mine.paidAt', { time: formatUnixTime(order.pay_time, locale) })}</span>
        ) : null}
      </p>
    );
  }
  if (state.kind === 'expired') return <p className="nft-tag nft-tag--warn">{t('mine.expired')}</p>;
  return (
    <p className="nft-row__actions">
      <span className="nft-countdown nft-countdown--2">
        {t('mine.payWithin', { time: text(remaining(state.deadline, now)) })}
      </span>
      <Button size="mini" color="primary" onClick={() => onPay(order)}>
        {t('mine.pay')}
      </Button>
    </p>
  );
}

function useOrders() {
  return useListUnpaidNftOrders(undefined, undefined, { query: { staleTime: 10_000 } });
}

function OrdersTab() {
  const { t } = useTranslation('nft');
  const money = useNftMoney();
  const queryClient = useQueryClient();
  const orders = useOrders();
  const pay = usePayNftOrder();
  const paying = useDraftConfirm<NftOrder>(pay.isPending, async (order) => {
    const answer = await pay.mutateAsync({ data: { id: order.id } });
    Toast.show({ content: answer || t('mine.payDone') });
    void queryClient.invalidateQueries({ queryKey: getListUnpaidNftOrdersQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getListMyNftsQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getListWalletsQueryKey() });
  });
  const order = paying.draft;
  const payment = useNftPayment(order?.currency_id, order?.currency_name);

  return (
    <>
      <NftList
        query={orders}
        label={t('mine.ordersLabel')}
        emptyText={t('mine.noOrders')}
        rowKey={(row) => row.id}
        renderRow={(row) => (
          <NftRow title={row.name ?? row.code} image={row.image}>
            <p className="nft-price-big">{money(row.price, row.currency_name)}</p>
            <OrderState order={row} onPay={paying.open} />
          </NftRow>
        )}
      />
      <ConfirmDialog
        {...paying.dialog}
        title={t('mine.payConfirmTitle')}
        rows={order ? payment.rows(order.name ?? order.code, t('mine.payAmount'), order.price) : []}
        confirmText={t('mine.pay')}
        cancelText={t('buy.cancel')}
      />
    </>
  );
}

function MessagesTab() {
  const { t } = useTranslation('nft');
  const money = useNftMoney();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const reportError = useReportError();
  const orders = useOrders();
  const read = useReadNftOrderMessage();
  const markRead = useClickGuard(async (order: NftOrder) => {
    if (order.is_read === 1) return;
    try {
      const answer = await read.mutateAsync({ data: { id: order.id } });
      queryClient.setQueryData<NftOrder[]>(getListUnpaidNftOrdersQueryKey(), (rows) =>
        rows?.map((row) => (row.id === order.id ? { ...row, is_read: 1 } : row)),
      );
      Toast.show({ content: answer || t('mine.markedRead') });
    } catch (error) {
      reportError(error);
    }
  }, read.isPending);

  return (
    <NftList
      query={orders}
      label={t('mine.messagesLabel')}
      emptyText={t('mine.noMessages')}
      rowKey={(order) => order.id}
      renderRow={(order) => {
        const unread = order.is_read === 0;
        const state = unread ? t('mine.unreadTag') : t('mine.read');
        const text = t('mine.wonMessage', {
          name: order.name ?? order.code,
          amount: money(order.price, order.currency_name),
        });
        return (
          <button
            type="button"
            className={`nft-row nft-message link-button ${unread ? 'nft-message--unread' : ''}`}
            onClick={() => markRead(order)}
            aria-label={`${state}: ${text}`}
          >
            <span className="nft-row__main">
              <span className="nft-row__title">{text}</span>
              <span className="nft-row__meta">{formatUnixTime(order.created, locale)}</span>
            </span>
            <span className={unread ? 'nft-tag nft-tag--warn' : 'nft-tag'}>{state}</span>
          </button>
        );
      }}
    />
  );
}

function MyProfile() {
  const { id: myId, info } = useMyIdQuery();
  const artist = useGetArtist({ uid: myId ?? 0 }, { query: { enabled: myId !== null, staleTime: 30_000 } });
  if (info.isError) return <QueryError compact {...retryOf(info)} />;
  if (artist.isError) return <QueryError compact {...retryOf(artist)} />;
  if (!artist.data) return null;
  return <ArtistProfile artist={artist.data} />;
}

export function NftMineScreen() {
  const { t } = useTranslation('nft');
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const requested = params.get('tab');
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : 'owned';
  const orders = useOrders();
  const unread = orders.data?.filter((order) => order.is_read === 0).length ?? 0;
  return (
    <Page title={t('mine.title')}>
      <div className="nft">
        {pathname === ROUTES.nftMine && <MyProfile />}
        <CurrencyNamesError />
        {/* The unread count of the messages tab; the wins and messages tabs say it themselves. */}
        {orders.isError && (tab === 'owned' || tab === 'bids') && (
          <QueryError inline title={t('mine.ordersLabel')} {...retryOf(orders)} />
        )}
        <Tabs activeKey={tab} onChange={(key) => setParams({ tab: key }, { replace: true })} className="nft-tabs">
          {TABS.map((key) => (
            <Tabs.Tab
              key={key}
              title={
                key === 'messages' && unread > 0 ? (
                  <Badge content={unread} aria-label={t('mine.unread', { count: unread })}>
                    <span className="nft-tab-title">{t(`mine.tabs.${key}`)}</span>
                  </Badge>
                ) : (
                  t(`mine.tabs.${key}`)
                )
              }
            />
          ))}
        </Tabs>
        <div className="nft-tab-body">
          {tab === 'owned' && <OwnedTab />}
          {tab === 'bids' && <BidsTab />}
          {tab === 'orders' && <OrdersTab />}
          {tab === 'messages' && <MessagesTab />}
        </div>
      </div>
    </Page>
  );
}
