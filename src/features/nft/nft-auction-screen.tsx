// An auction: the work with its current bid and the time left to bid; the deposit, its rule
// (refunded when the auction ends; the winner has one day to pay or it is forfeited) and Pay
// deposit; the bid form (proposes the current bid + the minimum raise, steps by the raise, refuses a
// bid that does not beat the current one by the raise with the server's wording); whether the user
// leads or was outbid; and the bids, reloaded every 2 seconds while bidding is open so that the
// leading bid moves live. Every money action is confirmed and sent once; a refused bid keeps what
// was typed.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Skeleton, Toast } from 'antd-mobile';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { getListWalletsQueryKey } from '@generated/api/assets/assets';
import {
  getGetNftQueryKey,
  getListMyNftBidsQueryKey,
  getListNftBidsQueryKey,
  useBidNft,
  useGetNft,
  useListNftBids,
  usePayNftMargin,
} from '@generated/api/nft/nft';
import type { NftDetail } from '@generated/model';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { AmountField } from '@/components/form/amount-field';
import { Form, SubmitButton } from '@/components/form/form';
import { Page } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { useReportError } from '@/hooks/use-report-error';
import { bidRaise, minimumBid, stepBid } from './nft-bid';
import { NftBidList } from './nft-bid-list';
import { NftCountdown } from './nft-countdown';
import { idParam } from './nft-labels';
import { NftThumb } from './nft-media';
import { useNftMoney } from './nft-price';
import { bidSchema, type BidForm } from './nft-schemas';
import { timeStatus, useNow } from './nft-time';
import { useMyId } from './use-my-id';
import { useSpotBalance } from './use-spot-balance';
import './nft.css';

/** How often the bids and the current bid are reloaded while bidding is open. */
export const LIVE_BIDS_MS = 2000;

function DepositBox({ nft, paid }: { nft: NftDetail; paid: boolean }) {
  const { t } = useTranslation('nft');
  const money = useNftMoney();
  const queryClient = useQueryClient();
  const reportError = useReportError();
  const margin = usePayNftMargin();
  const { available } = useSpotBalance(1);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState(false);
  const deposit = money(nft.margin, 'USDT');

  async function send(): Promise<void> {
    try {
      const answer = await margin.mutateAsync({ data: { code: nft.code } });
      setConfirming(false);
      setDone(true);
      Toast.show({ content: answer || t('auction.depositDone') });
      void queryClient.invalidateQueries({ queryKey: getListWalletsQueryKey() });
    } catch (error) {
      setConfirming(false);
      reportError(error);
    }
  }

  return (
    <section className="nft-card-box" aria-labelledby="nft-deposit-title">
      <h2 id="nft-deposit-title">
        {t('auction.depositTitle')} · {deposit}
      </h2>
      <p className="nft-note">{t('auction.depositRule', { amount: deposit })}</p>
      {paid || done ? (
        <p className="nft-tag nft-tag--lead">{t('auction.depositPaid')}</p>
      ) : (
        <Button color="primary" fill="outline" onClick={() => setConfirming(true)}>
          {t('auction.payDeposit')}
        </Button>
      )}
      <ConfirmDialog
        visible={confirming}
        title={t('auction.depositConfirmTitle')}
        rows={[
          { label: t('buy.item'), value: nft.name },
          { label: t('auction.depositAmount'), value: deposit, className: 'confirm-dialog__row--total' },
          ...(available === undefined ? [] : [{ label: t('buy.balance'), value: money(available, 'USDT') }]),
        ]}
        confirmText={t('auction.confirm')}
        cancelText={t('auction.cancel')}
        pending={margin.isPending}
        onConfirm={send}
        onCancel={() => setConfirming(false)}
      >
        <p className="confirm-dialog__note">{t('auction.depositRule', { amount: deposit })}</p>
      </ConfirmDialog>
    </section>
  );
}

function BidBox({ nft }: { nft: NftDetail }) {
  const { t } = useTranslation('nft');
  const money = useNftMoney();
  const queryClient = useQueryClient();
  const reportError = useReportError();
  const bid = useBidNft();
  const minimum = minimumBid(nft.price, nft.per_increase);
  const schema = useMemo(() => bidSchema(nft.price, nft.per_increase), [nft.price, nft.per_increase]);
  const form = useForm<BidForm>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { bid: minimum } });
  const [draft, setDraft] = useState<string | null>(null);

  // When someone else raises the bid, an untouched proposal follows the new minimum.
  const dirty = form.formState.isDirty;
  useEffect(() => {
    if (!dirty) form.reset({ bid: minimum });
  }, [minimum, dirty, form]);

  async function send(): Promise<void> {
    if (draft === null) return;
    try {
      const answer = await bid.mutateAsync({ data: { code: nft.code, price: bidRaise(draft, nft.price) } });
      setDraft(null);
      Toast.show({ content: answer || t('auction.bidDone') });
      form.reset({ bid: minimumBid(draft, nft.per_increase) });
      void queryClient.invalidateQueries({ queryKey: getListNftBidsQueryKey({ code: nft.code }) });
      void queryClient.invalidateQueries({ queryKey: getGetNftQueryKey({ id: nft.id }) });
      void queryClient.invalidateQueries({ queryKey: getListMyNftBidsQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getListWalletsQueryKey() });
    } catch (error) {
      // The form keeps the typed bid; the server's reason was shown.
      setDraft(null);
      reportError(error);
    }
  }

  function step(direction: 1 | -1): void {
    const next = stepBid(form.getValues('bid'), nft.price, nft.per_increase, direction);
    form.setValue('bid', next, { shouldDirty: true, shouldValidate: true, shouldTouch: true });
  }

  return (
    <section className="nft-card-box" aria-labelledby="nft-bid-title">
      <h2 id="nft-bid-title">{t('auction.bidTitle')}</h2>
      <Form form={form} id="nft-bid" ns="nft" busy={bid.isPending} onSubmit={(values) => setDraft(values.bid.trim())}>
        <AmountField
          name="bid"
          label={t('auction.bidLabel', { currency: nft.currency_name })}
          unit={nft.currency_name}
          errorValues={{ amount: money(minimum, nft.currency_name) }}
        >
          <div className="nft-stepper">
            <button
              type="button"
              className="nft-stepper__button"
              aria-label={t('auction.lower')}
              onClick={() => step(-1)}
            >
              −
            </button>
            <span className="nft-note">
              {t('auction.minimum', { amount: money(minimum, nft.currency_name) })} · {t('detail.perIncrease')}{' '}
              {money(nft.per_increase, nft.currency_name)}
            </span>
            <button
              type="button"
              className="nft-stepper__button"
              aria-label={t('auction.higher')}
              onClick={() => step(1)}
            >
              +
            </button>
          </div>
        </AmountField>
        <SubmitButton>{t('auction.submit')}</SubmitButton>
      </Form>
      <ConfirmDialog
        visible={draft !== null}
        title={t('auction.bidConfirmTitle')}
        rows={
          draft === null
            ? []
            : [
                { label: t('buy.item'), value: nft.name },
                { label: t('detail.currentBid'), value: money(nft.price, nft.currency_name) },
                { label: t('auction.bidRaise'), value: money(bidRaise(draft, nft.price), nft.currency_name) },
                {
                  label: t('auction.bidAmount'),
                  value: money(draft, nft.currency_name),
                  className: 'confirm-dialog__row--total',
                },
              ]
        }
        confirmText={t('auction.confirm')}
        cancelText={t('auction.cancel')}
        pending={bid.isPending}
        onConfirm={send}
        onCancel={() => setDraft(null)}
      />
    </section>
  );
}

function AuctionBody({ nft }: { nft: NftDetail }) {
  const { t } = useTranslation('nft');
  const money = useNftMoney();
  const now = useNow();
  const myId = useMyId();
  const open = timeStatus(nft, now) === 1;
  const bids = useListNftBids({ code: nft.code }, undefined, {
    query: { refetchInterval: open ? LIVE_BIDS_MS : false },
  });
  const mine = bids.data?.find((b) => myId !== null && b.buyer_id === myId);
  return (
    <>
      <div className="nft-row">
        <div className="nft-row__image">
          <NftThumb nft={nft} />
        </div>
        <div className="nft-row__main">
          <h1 className="nft-row__title">{nft.name}</h1>
          <p className="nft-row__meta">{t('detail.currentBid')}</p>
          <p className="nft-price-big" aria-live="polite">
            {money(nft.price, nft.currency_name)}
          </p>
          <NftCountdown sale={nft} />
        </div>
      </div>
      {mine && (
        <p className={mine.status === 1 ? 'nft-tag nft-tag--lead' : 'nft-tag nft-tag--warn'} role="status">
          {t(mine.status === 1 ? 'auction.leading' : 'auction.outbid')}
        </p>
      )}
      {open ? (
        <>
          <DepositBox nft={nft} paid={Boolean(mine)} />
          <BidBox nft={nft} />
        </>
      ) : (
        <p className="nft-note" role="status">
          {t('auction.closed')}
        </p>
      )}
      <section className="nft-card-box" aria-labelledby="nft-history-title">
        <h2 id="nft-history-title">
          {t('auction.history')} {open && <span className="nft-tag nft-tag--gold">{t('auction.live')}</span>}
        </h2>
        <NftBidList query={bids} currency={nft.currency_name} myId={myId} />
      </section>
    </>
  );
}

export function NftAuctionScreen() {
  const { t } = useTranslation('nft');
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const nft = useGetNft(
    { id: id ?? 0 },
    {
      query: {
        enabled: id !== null,
        // The current bid moves live while bidding is open.
        refetchInterval: (query) =>
          query.state.data && timeStatus(query.state.data, Date.now()) === 1 ? LIVE_BIDS_MS : false,
      },
    },
  );
  return (
    <Page title={t('auction.title')}>
      <div className="nft">
        {id === null && <p className="empty-text">{t('detail.missing')}</p>}
        {id !== null && nft.isPending && <Skeleton.Paragraph lineCount={6} animated />}
        {nft.isError && !nft.data && (
          <QueryError error={nft.error} onRetry={() => void nft.refetch()} retrying={nft.isFetching} />
        )}
        {nft.data && <AuctionBody nft={nft.data} />}
      </div>
    </Page>
  );
}
