// The contract order form: long or short, market or limit (target price), the multiple and the
// lots of /lever/deal, optional take-profit / stop-loss set with the order, with the mark price,
// margin, fee and the estimated liquidation price (src/lib/liquidation.ts, the account's other
// positions counted) as the user types. Bad input gets a translated message before any request (a
// correct price and number, the lot limits, the limit price on the right side of the market,
// enough balance for margin + fee, stops on the right side of the opening and market prices, as
// the position's TP/SL sheet checks them); the quick lot buttons above "Max lots" are disabled;
// the first order shows the risk notice; every order is confirmed in a dialog that repeats the
// figures and is sent once.
import { zodResolver } from '@hookform/resolvers/zod';
import { Toast } from 'antd-mobile';
import { AddOutline, MinusOutline } from 'antd-mobile-icons';
import type Big from 'big.js';
import { useImperativeHandle, useState, type Ref } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useCreateLeverOrder } from '@generated/api/contract-trade/contract-trade';
import { getListCouponsQueryKey } from '@generated/api/coupon/coupon';
import type { Coupon, CreateLeverOrderRequest, LeverDeal } from '@generated/model';
import { CouponSelect } from '@/components/coupon-select';
import { couponSaving } from '@/lib/coupon-use';
import { Form, SubmitButton } from '@/components/form/form';
import { TextField } from '@/components/form/text-field';
import { useReportError } from '@/hooks/use-report-error';
import { useRiskGate } from '@/hooks/use-risk-gate';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LightCheck } from '@/components/light-check';
import { liquidationTick } from '@/lib/liquidation';
import { Figure } from './figure';
import {
  entryStopBounds,
  lotPresets,
  maxAffordableShares,
  orderFigures,
  orderPrice,
  toBig,
  typeOf,
  validateOrder,
  type OrderContext,
  type OrderFigures,
  type OrderInput,
} from './contract-math';
import { useLocale } from '@/hooks/use-locale';
import { formatAmount, formatCount, formatMoney, formatPercent, formatPrice, priceDecimals } from '@/lib/format';
import { orderSchema, type OrderFormValues } from './form-schemas';
import { RiskNotice } from './risk-notice';
import { contractRisk } from './risk-flag';
import { SegmentedField } from './segmented';
import { orderLiquidation, useContractAccount, type ContractAccount } from './use-contract-account';
import type { LeverPair } from './use-lever-pairs';

interface Confirmation {
  values: OrderFormValues;
  /** The price as shown (the market price as the server sent it, or the limit as typed). */
  priceText: string;
  price: Big | null;
  figures: OrderFigures | null;
  /** The coupon the order names (proposed `coupon_id`). */
  coupon: Coupon | null;
  /** The mark price when the order was confirmed. */
  markPrice: string;
  /** The estimated liquidation price at the pair's precision (null: none; undefined: unknown). */
  liquidation: string | null | undefined;
}

interface OrderFormProps {
  pair: LeverPair;
  deal: LeverDeal;
  /** The latest price: the live ticker, else the deal's last price. */
  marketPrice: string;
  /** Coins per lot, when known. */
  lotSize: Big | null;
  /** The site's liquidation threshold (risk rate, percent; null: the default). */
  threshold: string | null;
  /** After an order was accepted: reload the deal and the positions. */
  onPlaced: () => void;
  /** What the order book calls when a level is tapped. */
  handle?: Ref<ContractFormHandle>;
}

export interface ContractFormHandle {
  /** A price tapped in the order book: a limit order at that price. */
  pickPrice: (price: string) => void;
}

/** The stepper of the lots: one fewer, one more. */
const LOT_STEPS = [
  { delta: -1, label: 'order.fewerLots', Icon: MinusOutline },
  { delta: 1, label: 'order.moreLots', Icon: AddOutline },
] as const;

function figuresOf(values: OrderInput, ctx: OrderContext): { price: Big | null; figures: OrderFigures | null } {
  const price = orderPrice(values, ctx);
  const shares = Number(values.shares.trim());
  const multiple = Number(values.multiple);
  if (!price || !ctx.lotSize || !/^[1-9]\d*$/.test(values.shares.trim()) || !(multiple >= 1)) {
    return { price, figures: null };
  }
  return {
    price,
    figures: orderFigures({ price, side: values.side, shares, lotSize: ctx.lotSize, multiple, rates: ctx.rates }),
  };
}

/**
 * The liquidation price the pair will have once the order is open (margin and fee, less a coupon's
 * saving, leave the balance), at the pair's precision; undefined while the account is unknown.
 */
function estimateLiquidation(input: {
  account: ContractAccount | null;
  side: OrderInput['side'];
  figures: OrderFigures | null;
  saving: Big | null;
  threshold: string | null;
  decimals: number;
}): string | null | undefined {
  const { account, figures } = input;
  if (!account || !figures) return undefined;
  const found = orderLiquidation(
    account,
    {
      side: input.side,
      price: figures.openPrice,
      quantity: figures.quantity,
      margin: figures.margin,
      fee: input.saving ? figures.fee.minus(input.saving) : figures.fee,
    },
    input.threshold,
  );
  return found ? liquidationTick(found, input.decimals).toFixed(input.decimals) : null;
}

export function OrderForm({ pair, deal, marketPrice, lotSize, threshold, onPlaced, handle }: OrderFormProps) {
  const { t } = useTranslation('contract-trade');
  const locale = useLocale();
  const reportError = useReportError();
  const create = useCreateLeverOrder();
  const queryClient = useQueryClient();
  const { account } = useContractAccount(pair);
  const decimals = priceDecimals(pair.nowPrice) ?? priceDecimals(marketPrice) ?? 2;
  // A coupon (a fee discount or a voucher) for a USDT pair's order: its minimum is in USDT.
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  const couponable = pair.quote === 'USDT';
  const multiples = deal.multiple.muit.map((m) => m.value);
  const ctx: OrderContext = {
    marketPrice: toBig(marketPrice),
    shareMin: deal.lever_share_limit.min,
    shareMax: deal.lever_share_limit.max,
    multiples,
    available: toBig(deal.user_lever),
    lotSize,
    rates: pair.rates,
  };

  const form = useForm<OrderFormValues>({
    resolver: zodResolver(orderSchema(ctx)),
    defaultValues: {
      side: 'long',
      priceType: 'market',
      price: '',
      shares: '',
      multiple: multiples[0] ?? '',
      takeProfit: '',
      stopLoss: '',
    },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors, isSubmitted } = form.formState;
  useImperativeHandle(
    handle,
    () => ({
      pickPrice: (picked: string) => {
        form.setValue('priceType', 'limit');
        form.setValue('price', picked, { shouldValidate: form.formState.isSubmitted });
      },
    }),
    [form],
  );
  const values = useWatch({ control: form.control }) as OrderFormValues;
  const [confirming, setConfirming] = useState<Confirmation | null>(null);
  const [withStops, setWithStops] = useState(false);
  const risk = useRiskGate(contractRisk, setConfirming);

  const estimate = figuresOf(values, ctx);
  const maxShares = maxAffordableShares({
    price: estimate.price,
    side: values.side,
    lotSize,
    multiple: Number(values.multiple),
    rates: pair.rates,
    available: ctx.available,
    shareMax: ctx.shareMax,
  });
  // One upper bound for the lots, the one "Max lots" shows: what the balance pays for, within the
  // pair's limit (the pair's limit alone until the price and lot size are known).
  const lowest = Math.max(ctx.shareMin, 1);
  const upper = maxShares ?? (ctx.shareMax > 0 ? ctx.shareMax : null);
  const lotsPlaceholder =
    upper === null
      ? t('order.lotsMin', { min: formatCount(lowest, locale) })
      : upper < lowest
        ? t('order.lotsNone')
        : t('order.lotsRange', { min: formatCount(lowest, locale), max: formatCount(upper, locale) });
  // The quick lots never go past "Max lots": those above it are disabled.
  const presets = lotPresets(
    deal.multiple.share.map((p) => p.value),
    { min: deal.lever_share_limit.min, max: deal.lever_share_limit.max, upper: maxShares },
  );
  const entrySaving = couponable && coupon && estimate.figures ? couponSaving(coupon, estimate.figures.fee) : null;
  const liquidation = estimateLiquidation({
    account,
    side: values.side,
    figures: estimate.figures,
    saving: entrySaving,
    threshold,
    decimals,
  });
  const bounds = entryStopBounds(values, ctx);
  const boundText = (bound: Big | undefined) => (bound ? formatPrice(bound.toFixed(), locale, decimals) : '');

  // The kit form's guard arms on a valid order only: a refused one sends nothing, and its
  // correction may follow at once.
  function prepare(valid: OrderFormValues): void {
    const figured = figuresOf(valid, ctx);
    const named = couponable ? coupon : null;
    const confirmation: Confirmation = {
      values: valid,
      priceText: valid.priceType === 'limit' ? valid.price.trim() : marketPrice,
      ...figured,
      coupon: named,
      markPrice: marketPrice,
      liquidation: estimateLiquidation({
        account,
        side: valid.side,
        figures: figured.figures,
        saving: named && figured.figures ? couponSaving(named, figured.figures.fee) : null,
        threshold,
        decimals,
      }),
    };
    risk.request(confirmation);
  }

  async function place(): Promise<void> {
    if (!confirming) return;
    const { values: order, coupon: named } = confirming;
    // The figures may have moved since the form was checked: check once more before sending.
    if (validateOrder(order, ctx).length > 0) {
      setConfirming(null);
      void form.trigger();
      return;
    }
    const data: CreateLeverOrderRequest = {
      share: Number(order.shares.trim()),
      multiple: Number(order.multiple),
      type: typeOf(order.side),
      legal_id: pair.legalId,
      currency_id: pair.currencyId,
      status: order.priceType === 'market' ? 1 : 0,
      ...(order.priceType === 'limit' ? { target_price: order.price.trim() } : {}),
      ...(named ? { coupon_id: named.id } : {}),
      // Stops set with the order (proposed fields; deployed backends ignore them).
      ...(order.takeProfit.trim() ? { target_profit_price: order.takeProfit.trim() } : {}),
      ...(order.stopLoss.trim() ? { stop_loss_price: order.stopLoss.trim() } : {}),
    };
    try {
      const answer = await create.mutateAsync({ data });
      setConfirming(null);
      Toast.show({ content: answer || t('order.placed'), icon: 'success' });
      form.setValue('shares', '');
      form.setValue('takeProfit', '');
      form.setValue('stopLoss', '');
      if (named) {
        setCoupon(null);
        void queryClient.invalidateQueries({ queryKey: getListCouponsQueryKey() });
      }
      onPlaced();
    } catch (error) {
      setConfirming(null);
      reportError(error);
    }
  }

  const side = values.side;
  const changeShares = (delta: number) => {
    const current = /^\d+$/.test(values.shares.trim()) ? Number(values.shares.trim()) : 0;
    let next = Math.max(lowest, current + delta);
    if (upper !== null) next = Math.max(lowest, Math.min(upper, next));
    form.setValue('shares', String(next), { shouldValidate: isSubmitted });
  };
  const errorValues = { min: ctx.shareMin, max: ctx.shareMax, quote: pair.quote };
  const toggleStops = (on: boolean) => {
    setWithStops(on);
    if (!on) {
      form.setValue('takeProfit', '', { shouldValidate: isSubmitted });
      form.setValue('stopLoss', '', { shouldValidate: isSubmitted });
    }
  };

  return (
    <section className="ct-form" aria-label={t('order.title')}>
      <Form form={form} id="ct" ns="contract-trade" busy={create.isPending} onSubmit={prepare}>
        <SegmentedField
          name="side"
          label={t('order.direction')}
          className="ct-sides"
          options={[
            { value: 'long', label: t('side.long'), checkedClass: 'ct-tone-up' },
            { value: 'short', label: t('side.short'), checkedClass: 'ct-tone-down' },
          ]}
        />
        <SegmentedField
          name="priceType"
          label={t('order.priceType')}
          className="ct-price-types"
          options={[
            { value: 'market', label: t('order.market') },
            { value: 'limit', label: t('order.limit') },
          ]}
        />

        {values.priceType === 'limit' ? (
          <TextField
            name="price"
            label={t('order.limitPrice', { quote: pair.quote })}
            errorValues={errorValues}
            inputMode="decimal"
            placeholder={t('order.limitPricePlaceholder')}
            extra={
              <button
                type="button"
                className="link-button ct-small"
                onClick={() => form.setValue('price', marketPrice, { shouldValidate: isSubmitted })}
              >
                {t('order.useLast')}
              </button>
            }
          />
        ) : (
          <div className="ct-market-price">
            <span>{t('order.marketPrice')}</span>
            <strong>≈ {formatPrice(marketPrice, locale, priceDecimals(pair.nowPrice))}</strong>
          </div>
        )}

        <div className="ct-field">
          <span className="form-field__label" id="ct-multiple-label">
            {t('order.leverage')}
          </span>
          <SegmentedField
            name="multiple"
            label={t('order.leverage')}
            className="ct-multiples"
            options={multiples.map((m) => ({ value: m, label: t('order.multipleValue', { value: m }) }))}
          />
          {errors.multiple?.message && (
            <p className="form-field__error" role="alert">
              {t(errors.multiple.message, errorValues)}
            </p>
          )}
        </div>

        <TextField
          name="shares"
          label={t('order.lots')}
          errorValues={errorValues}
          inputMode="numeric"
          placeholder={lotsPlaceholder}
          extra={
            <span className="ct-stepper">
              {LOT_STEPS.map(({ delta, label, Icon }) => (
                <button
                  key={delta}
                  type="button"
                  className="icon-button"
                  aria-label={t(label)}
                  onClick={() => changeShares(delta)}
                >
                  <Icon aria-hidden="true" />
                </button>
              ))}
            </span>
          }
        />
        {presets.length > 0 && (
          <div className="ct-presets" role="group" aria-label={t('order.presets')}>
            {presets.map((p) => (
              <button
                key={p.value}
                type="button"
                className={values.shares === p.value ? 'ct-chip ct-chip--on' : 'ct-chip'}
                aria-pressed={values.shares === p.value}
                disabled={p.disabled}
                onClick={() => form.setValue('shares', p.value, { shouldValidate: isSubmitted })}
              >
                {p.value}
              </button>
            ))}
          </div>
        )}

        <LightCheck
          className="ct-stops-toggle"
          checked={withStops}
          onChange={toggleStops}
          label={t('order.withStops')}
        />
        {withStops && (
          <div className="ct-entry-stops">
            {(['takeProfit', 'stopLoss'] as const).map((name) => (
              <TextField
                key={name}
                name={name}
                label={t(`stops.${name}`, { quote: pair.quote })}
                errorValues={{ price: boundText(bounds?.[name]) }}
                inputMode="decimal"
                placeholder={t('order.optional')}
              />
            ))}
          </div>
        )}

        <dl className="ct-estimate">
          <Figure
            label={t('order.markPrice')}
            value={<span data-testid="order-mark-price">{formatPrice(marketPrice, locale, decimals)}</span>}
          />
          <Figure label={t('order.available')} value={`${formatMoney(deal.user_lever, locale)} ${pair.quote}`} />
          {lotSize && (
            <Figure
              label={t('order.lotSize')}
              value={t('order.lotSizeValue', { size: formatAmount(lotSize, locale), base: pair.base })}
            />
          )}
          <Figure label={t('order.maxLots')} value={maxShares === null ? '--' : formatCount(maxShares, locale)} />
          <Figure
            label={t('order.margin')}
            value={estimate.figures ? `${formatMoney(estimate.figures.margin, locale)} ${pair.quote}` : '--'}
          />
          <Figure
            label={t('order.fee', { rate: formatPercent(pair.rates.feeRate.times(100), locale) })}
            value={estimate.figures ? `${formatMoney(estimate.figures.fee, locale)} ${pair.quote}` : '--'}
          />
          <Figure
            className="ct-figure--strong"
            label={t('order.liquidationPrice')}
            value={<LiquidationText value={liquidation} />}
          />
        </dl>
        {couponable && (
          <CouponSelect
            area="contract"
            orderValue={estimate.figures?.margin ?? null}
            value={coupon}
            onChange={setCoupon}
          />
        )}

        <SubmitButton className={side === 'long' ? 'ct-submit ct-submit--long' : 'ct-submit ct-submit--short'}>
          {side === 'long' ? t('side.openLong') : t('side.openShort')}
        </SubmitButton>
      </Form>

      <RiskNotice {...risk.notice} />

      <ConfirmDialog
        visible={confirming !== null}
        title={confirming?.values.side === 'short' ? t('confirm.titleShort') : t('confirm.titleLong')}
        confirmText={t('confirm.submit')}
        onConfirm={place}
        onCancel={() => setConfirming(null)}
        pending={create.isPending}
      >
        {confirming && (
          <OrderSummary
            pair={pair}
            confirmation={confirming}
            lotSize={lotSize}
            available={deal.user_lever}
            decimals={decimals}
          />
        )}
      </ConfirmDialog>
    </section>
  );
}

/** An estimated liquidation price: `≈ 3,100.12`, "None" when the account has none, `--` while unknown. */
function LiquidationText({ value }: { value: string | null | undefined }) {
  const { t } = useTranslation('contract-trade');
  const locale = useLocale();
  return (
    <span className={value ? 'ct-down' : undefined} data-testid="order-liquidation-price">
      {value === undefined ? '--' : value === null ? t('order.noLiquidation') : `≈ ${formatPrice(value, locale)}`}
    </span>
  );
}

function OrderSummary({
  pair,
  confirmation,
  lotSize,
  available,
  decimals,
}: {
  pair: LeverPair;
  confirmation: Confirmation;
  lotSize: Big | null;
  available: string;
  /** The pair's price precision. */
  decimals: number;
}) {
  const { t } = useTranslation('contract-trade');
  const locale = useLocale();
  const { values, priceText, price, figures, coupon } = confirmation;
  const saving = coupon && figures ? couponSaving(coupon, figures.fee) : null;
  const money = (v: Big | undefined) => (v ? `${formatMoney(v, locale)} ${pair.quote}` : '--');
  const isLong = values.side === 'long';
  const stop = (value: string) => (value.trim() ? formatPrice(value.trim(), locale, decimals) : t('positions.notSet'));
  return (
    <>
      <dl className="ct-summary" data-testid="order-summary">
        <Figure label={t('confirm.pair')} value={pair.symbol} />
        <Figure
          label={t('confirm.direction')}
          value={<span className={isLong ? 'ct-up' : 'ct-down'}>{isLong ? t('side.long') : t('side.short')}</span>}
        />
        <Figure
          label={t('confirm.priceType')}
          value={values.priceType === 'market' ? t('order.market') : t('order.limit')}
        />
        {/* A market order is priced at the mark price: one row says both. */}
        <Figure
          label={values.priceType === 'market' ? t('confirm.marketPrice') : t('order.markPrice')}
          value={`${values.priceType === 'market' ? '≈ ' : ''}${formatPrice(confirmation.markPrice, locale, decimals)}`}
        />
        {values.priceType === 'limit' && (
          <Figure label={t('confirm.limitPrice')} value={price ? formatPrice(priceText, locale, decimals) : '--'} />
        )}
        <Figure
          label={t('confirm.openPrice', { spread: formatPercent(pair.rates.spread.times(100), locale) })}
          value={figures ? `≈ ${formatPrice(figures.openPrice, locale, decimals)}` : '--'}
        />
        <Figure
          label={t('confirm.lots')}
          value={
            figures && lotSize
              ? t('confirm.lotsValue', {
                  count: Number(values.shares),
                  quantity: formatAmount(figures.quantity, locale),
                  base: pair.base,
                })
              : values.shares
          }
        />
        <Figure label={t('confirm.leverage')} value={t('order.multipleValue', { value: values.multiple })} />
        <Figure label={t('confirm.margin')} value={money(figures?.margin)} />
        <Figure
          label={t('confirm.fee', { rate: formatPercent(pair.rates.feeRate.times(100), locale) })}
          value={money(figures?.fee)}
        />
        <Figure
          label={t('confirm.overnight', { rate: formatPercent(pair.rates.overnightRate.times(100), locale) })}
          value={money(figures?.overnightPerDay)}
        />
        {coupon && (
          <Figure
            label={t('select.label', { ns: 'coupon' })}
            value={
              saving
                ? t('select.saving', { ns: 'coupon', name: coupon.name, amount: formatMoney(saving, locale) })
                : coupon.name
            }
          />
        )}
        {/* What leaves the balance: margin + fee, less what the coupon saves. */}
        <Figure
          className="ct-figure--strong"
          label={t('confirm.total')}
          value={money(figures && saving ? figures.total.minus(saving) : figures?.total)}
        />
        <Figure label={t('confirm.available')} value={`${formatMoney(available, locale)} ${pair.quote}`} />
        {(values.takeProfit.trim() || values.stopLoss.trim()) && (
          <>
            <Figure label={t('positions.takeProfit')} value={stop(values.takeProfit)} />
            <Figure label={t('positions.stopLoss')} value={stop(values.stopLoss)} />
          </>
        )}
        <Figure
          className="ct-figure--strong"
          label={t('order.liquidationPrice')}
          value={<LiquidationText value={confirmation.liquidation} />}
        />
      </dl>
      {!figures && <p className="ct-note">{t('confirm.serverFigures')}</p>}
    </>
  );
}
