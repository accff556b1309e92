// Convert one coin into another inside the spot account (/user/getTransferList, /user/Transfer).
// The terms (both USDT prices and the fee rate, /user/getTransferFee) refresh every 3 seconds
// while the page is open; the received amount (amount x from price / to price, cut to 10
// decimals) and the fee (amount x fee rate, charged in the source coin on top of the amount) are
// computed live with big.js. The amount is checked before any request (positive, at most 10
// decimals, amount + fee not above the spot balance), confirmed in a dialog that repeats the
// figures as they were when the user asked, and sent once. On error the form keeps its values.
import Big from 'big.js';
import { Skeleton } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { getListWalletsQueryKey } from '@generated/api/assets/assets';
import {
  getListTransferPairsQueryKey,
  useGetTransferFee,
  useListTransferPairs,
  useTransferFunds,
} from '@generated/api/transfer/transfer';
import type { Currency, TransferFee } from '@generated/model';
import { AmountField } from '@/components/form/amount-field';
import { SubmitButton } from '@/components/form/form';
import { Page } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { retryOf } from '@/components/retry-of';
import { QueryStatus } from '@/components/query-status';
import { toDecimal } from '@/hooks/use-fiat';
import type { AmountForm } from './amount-rules';
import { CoinPicker } from '@/components/coin-picker';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { CoinChoice } from './coin-choice';
import { useCoinOptions } from './use-coin-options';
import { SwapIcon } from './icons';
import { MoneyForm } from './money-form';
import { useAmountForm, useMoneyOrder } from './money-order';
import {
  AMOUNT_DECIMALS,
  feeAmount,
  isMoneyAmount,
  maxAmount,
  maxWithFee,
  receivedAmount,
  toAmountString,
  totalDebit,
} from './money';
import { formatAmount, type DecimalLike } from '@/lib/format';
import { useLocale } from '@/hooks/use-locale';
import './assets.css';

export const TERMS_REFRESH_MS = 3_000;

interface ConvertOrder {
  from: Currency;
  to: Currency;
  amount: string;
  fee: string;
  received: string;
  total: string;
}

export function FundTransferScreen() {
  const { t } = useTranslation('assets');
  const locale = useLocale();
  const pairs = useListTransferPairs(undefined, undefined, { query: { staleTime: 5_000 } });
  const convert = useTransferFunds();

  const coins = pairs.data?.transfer ?? [];
  const [fromId, setFromId] = useState<number | null>(null);
  const [toId, setToId] = useState<number | null>(null);
  const from = coins.find((c) => c.id === fromId) ?? coins[0];
  const to = coins.find((c) => c.id === toId && c.id !== from?.id) ?? coins.find((c) => c.id !== from?.id);
  const [picking, setPicking] = useState<'from' | 'to' | null>(null);

  const terms = useGetTransferFee({ from_currency_id: from?.id ?? 0, to_currency_id: to?.id ?? 0 }, undefined, {
    query: { enabled: Boolean(from && to), refetchInterval: TERMS_REFRESH_MS, refetchIntervalInBackground: false },
  });
  const fee: TransferFee | undefined = terms.data;

  const balanceOf = (coinId: number | undefined) =>
    pairs.data?.wallet.find((w) => w.currency === coinId)?.change_balance ?? '0';
  const available = from && pairs.data ? balanceOf(from.id) : null;

  /** An amount of the order with its coin. */
  const money = (amount: DecimalLike, coinName: string) =>
    `${formatAmount(amount, locale, AMOUNT_DECIMALS)} ${coinName}`;
  /** A figure charged in the source coin, rounded up (`--` until an amount is typed). */
  const charged = (amount: Big | undefined, coinName: string) =>
    amount ? money(amount.round(AMOUNT_DECIMALS, Big.roundUp), coinName) : '--';

  const form = useAmountForm({ available, feeRate: fee?.fee });
  const typed = useWatch({ control: form.control, name: 'amount' }).trim();
  const { setOrder, dialog } = useMoneyOrder<ConvertOrder>({
    form,
    send: (sent) =>
      convert.mutateAsync({
        data: { number: sent.amount, from_currency_id: sent.from.id, to_currency_id: sent.to.id },
      }),
    pending: convert.isPending,
    title: t('convert.confirmTitle'),
    confirmText: t('convert.confirm'),
    rows: (order) => [
      { label: t('convert.pay'), value: money(order.amount, order.from.name) },
      { label: t('convert.fee'), value: money(order.fee, order.from.name) },
      { label: t('convert.total'), value: money(order.total, order.from.name) },
      { label: t('convert.receive'), value: money(order.received, order.to.name) },
      { label: t('convert.destination'), value: t('convert.destinationValue', { coin: order.to.name }) },
    ],
    success: t('convert.success'),
    refresh: [getListTransferPairsQueryKey(), getListWalletsQueryKey()],
  });
  const coinOptions = useCoinOptions(coins, (c) => balanceOf(c.id));

  const figures = useMemo(() => {
    if (!fee || !isMoneyAmount(typed)) return null;
    return {
      received: receivedAmount(typed, fee.form_price, fee.to_price),
      fee: feeAmount(typed, fee.fee),
      total: totalDebit(typed, fee.fee),
    };
  }, [fee, typed]);

  const rate = fee ? receivedAmount('1', fee.form_price, fee.to_price) : null;

  function choose(side: 'from' | 'to', id: number): void {
    if (!from || !to) return;
    const other = side === 'from' ? to : from;
    if (id === other.id) {
      swap();
      return;
    }
    if (side === 'from') setFromId(id);
    else setToId(id);
  }

  function swap(): void {
    if (!from || !to) return;
    setFromId(to.id);
    setToId(from.id);
  }

  // Opening the confirmation sends nothing (the dialog's button is the guarded one), so a
  // corrected amount can be checked again at once.
  const openConfirm = (values: AmountForm) => {
    if (!from || !to || !fee || convert.isPending) return;
    const amount = values.amount.trim();
    const received = receivedAmount(amount, fee.form_price, fee.to_price);
    if (!received) return;
    setOrder({
      from,
      to,
      amount,
      fee: toAmountString(feeAmount(amount, fee.fee).round(AMOUNT_DECIMALS, Big.roundUp)),
      received: toAmountString(received),
      total: toAmountString(totalDebit(amount, fee.fee).round(AMOUNT_DECIMALS, Big.roundUp)),
    });
  };

  const coin = (c: Currency, side: 'from' | 'to') => (
    <CoinChoice
      coin={c}
      onClick={() => setPicking(side)}
      aria-label={t(side === 'from' ? 'convert.fromLabel' : 'convert.toLabel', { coin: c.name })}
    />
  );
  return (
    <Page title={t('convert.title')}>
      <div className="money-form">
        <QueryStatus query={pairs} />
        {pairs.data && (!from || !to) && <p className="empty-text">{t('convert.noPairs')}</p>}
        {from && to && (
          <MoneyForm form={form} id="convert" busy={convert.isPending} onSubmit={openConfirm}>
            <div className="convert-side">
              <div className="convert-side__head">
                <span>{t('convert.from')}</span>
                <span data-testid="convert-available">
                  {t('transfer.available', { amount: formatAmount(available, locale), coin: from.name })}
                </span>
              </div>
              <AmountField
                name="amount"
                label={t('convert.amount')}
                placeholder={t('transfer.amountPlaceholder')}
                unit={coin(from, 'from')}
                action={{
                  label: t('transfer.all'),
                  value: toAmountString(fee ? maxWithFee(available, fee.fee) : maxAmount(available)),
                }}
              />
            </div>
            <div className="convert-swap">
              <button type="button" className="transfer-accounts__swap" onClick={swap} aria-label={t('convert.swap')}>
                <SwapIcon />
              </button>
            </div>
            <div className="convert-side">
              <div className="convert-side__head">
                <span>{t('convert.to')}</span>
              </div>
              <div className="convert-receive">
                <div>
                  <span className="form-field__label">{t('convert.receive')}</span>
                  <output className="convert-receive__amount" htmlFor="convert-amount" data-testid="convert-received">
                    {figures?.received ? formatAmount(figures.received, locale, AMOUNT_DECIMALS) : '--'}
                  </output>
                </div>
                {coin(to, 'to')}
              </div>
            </div>

            <div className="convert-terms" aria-live="polite">
              {terms.isPending && <Skeleton.Paragraph lineCount={2} animated />}
              {terms.isError && !fee && <QueryError compact {...retryOf(terms)} />}
              {fee && (
                <>
                  <dl className="convert-terms__rows label-rows">
                    {[
                      {
                        label: t('convert.rate'),
                        testId: 'convert-rate',
                        value: rate
                          ? t('convert.rateValue', {
                              from: from.name,
                              price: formatAmount(rate, locale, 8),
                              to: to.name,
                            })
                          : '--',
                      },
                      {
                        label: t('convert.feeLabel', {
                          rate: formatAmount(toDecimal(fee.fee).times(100), locale, 4, 0),
                        }),
                        testId: 'convert-fee',
                        value: charged(figures?.fee, from.name),
                      },
                      { label: t('convert.total'), value: charged(figures?.total, from.name) },
                    ].map((row) => (
                      <div key={row.label}>
                        <dt>{row.label}</dt>
                        <dd data-testid={row.testId}>{row.value}</dd>
                      </div>
                    ))}
                  </dl>
                  <p className="money-form__hint">{t('convert.refreshing')}</p>
                </>
              )}
            </div>

            <SubmitButton disabled={!fee}>{t('convert.submit')}</SubmitButton>
          </MoneyForm>
        )}
      </div>

      <CoinPicker
        visible={picking !== null}
        title={picking === 'to' ? t('convert.chooseTo') : t('convert.chooseFrom')}
        searchPlaceholder={t('coinPicker.search')}
        noMatchText={t('coinPicker.none')}
        options={coinOptions}
        value={picking === 'to' ? (to?.id ?? null) : (from?.id ?? null)}
        onSelect={(id) => picking && choose(picking, id)}
        onClose={() => setPicking(null)}
      />
      <ConfirmDialog {...dialog} />
    </Page>
  );
}
