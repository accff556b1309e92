// An auction: the work with its current bid and the time left to bid; the deposit, its rule
// (refunded when the auction ends; the winner has one day to pay or it is forfeited) and Pay
// deposit; the bid form (proposes the current bid + the minimum raise, steps by the raise, refuses a
// bid that does not beat the current one by the raise with the server's wording); whether the user
// leads or was outbid; and the bids, reloaded every 2 seconds while bidding is open so that the
// leading bid moves live. Every money action is confirmed and sent once; a refused bid keeps what
// was typed.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Toast } from 'antd-mobile';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { getListWalletsQueryKey } from '@generated/api/assets/assets';
import {
  getGetNftQueryKey,
  getListMyNftBidsQueryKey,
  getListNftBidsQueryKey,
  useBidNft,
  useListNftBids,
  usePayNftMargin,
} from '@generated/api/nft/nft';
import type { NftDetail } from '@generated/model';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { AmountField } from '@/components/form/amount-field';
import { Form, SubmitButton } from '@/components/form/form';
import { useDraftConfirm } from '@/hooks/use-draft-confirm';
import { bidRaise, minimumBid, stepBid } from './nft-bid';
import { NftBidList } from './nft-bid-list';
import { NftCountdown } from './nft-countdown';
import { NftHead } from './nft-media';
import { NftDetailPage } from './nft-page';
import { useNftMoney, useNftPayment } from './nft-price';
import { bidSchema, type BidForm } from './nft-schemas';
import { timeStatus, useNow } from './nft-time';
import { useMyId } from './use-my-id';
import { MyIdError } from './support-errors';
import './nft.css';

/** How often the bids and the current bid are reloaded while bidding is open. */
export const LIVE_BIDS_MS = 2000;

function DepositBox({ nft, paid }: { nft: NftDetail; paid: boolean }) {
  const { t } = useTranslation('nft');
  const money = useNftMoney();
  const queryClient = useQueryClient();
  const margin = usePayNftMargin();
  const payment = useNftPayment(1, 'USDT');
  const [done, setDone] = useState(false);
  const confirming = useDraftConfirm<NftDetail>(margin.isPending, async () => {
    const answer = await margin.mutateAsync({ data: { code: nft.code } });
    setDone(true);
    Toast.show({ content: answer || t('auction.depositDone') });
    void queryClient.invalidateQueries({ queryKey: getListWalletsQueryKey() });
  });
  const deposit = money(nft.margin, 'USDT');

  return (
    <section className="nft-card-box" aria-labelledby="nft-deposit-title">
      <h2 id="nft-deposit-title">
        {t('auction.depositTitle')} · {deposit}
      </h2>
      <p className="nft-note">{t('auction.depositRule', { amount: deposit })}</p>
      {paid || done ? (
        <p className="nft-tag nft-tag--lead">{t('auction.depositPaid')}</p>
      ) : (
        <Button color="primary" fill="outline" onClick={() => confirming.open(nft)}>
          {t('auction.payDeposit')}
        </Button>
      )}
      <ConfirmDialog
        {...confirming.dialog}
        title={t('auction.depositConfirmTitle')}
        rows={payment.rows(nft.name, t('auction.depositAmount'), nft.margin)}
        confirmText={t('auction.confirm')}
        cancelText={t('auction.cancel')}
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
  const bid = useBidNft();
  const minimum = minimumBid(nft.price, nft.per_increase);
  const schema = useMemo(() => bidSchema(nft.price, nft.per_increase), [nft.price, nft.per_increase]);
  const form = useForm<BidForm>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { bid: minimum } });

  // When someone else raises the bid, an untouched proposal follows the new minimum.
  const dirty = form.formState.isDirty;
  useEffect(() => {
    if (!dirty) form.reset({ bid: minimum });
  }, [minimum, dirty, form]);

  // A refused bid keeps the typed bid in the form; the server's reason was shown.
  const placing = useDraftConfirm<string>(bid.isPending, async (draft) => {
    const answer = await bid.mutateAsync({ data: { code: nft.code, price: bidRaise(draft, nft.price) } });
    Toast.show({ content: answer || t('auction.bidDone') });
    form.reset({ bid: minimumBid(draft, nft.per_increase) });
    void queryClient.invalidateQueries({ queryKey: getListNftBidsQueryKey({ code: nft.code }) });
    void queryClient.invalidateQueries({ queryKey: getGetNftQueryKey({ id: nft.id }) });
    void queryClient.invalidateQueries({ queryKey: getListMyNftBidsQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getListWalletsQueryKey() });
  });
  const draft = placing.draft;

  const propose = (values: BidForm) => placing.open(values.bid.trim());

  function step(direction: 1 | -1): void {
    const next = stepBid(form.getValues('bid'), nft.price, nft.per_increase, direction);
    form.setValue('bid', next, { shouldDirty: true, shouldValidate: true, shouldTouch: true });
  }

  return (
    <section className="nft-card-box" aria-labelledby="nft-bid-title">
      <h2 id="nft-bid-title">{t('auction.bidTitle')}</h2>
      <Form form={form} id="nft-bid" ns="nft" busy={bid.isPending} onSubmit={propose}>
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
        {...placing.dialog}
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
      <NftHead nft={nft}>
        <p className="nft-row__meta">{t('detail.currentBid')}</p>
        <p className="nft-price-big" aria-live="polite">
          {money(nft.price, nft.currency_name)}
        </p>
        <NftCountdown sale={nft} />
      </NftHead>
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
        <NftBidList query={bids} currency={nft.currency_name} myId={myId} open={open} />
      </section>
    </>
  );
}

export function NftAuctionScreen() {
  const { t } = useTranslation('nft');
  return (
    // The current bid moves live while bidding is open.
    <NftDetailPage
      title={t('auction.title')}
      refetchInterval={(nft) => (nft && timeStatus(nft, Date.now()) === 1 ? LIVE_BIDS_MS : false)}
    >
      {(nft) => (
        <>
          {/* (Which bids are the user's own.) */}
          <MyIdError />
          <AuctionBody nft={nft} />
        </>
      )}
    </NftDetailPage>
  );
}
