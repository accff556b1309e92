// The spot order form: buy or sell, limit or market, price / amount / total linked both ways
// (big.js), 25-100 % of the available balance, checks before any request (a correct price and
// amount, enough balance), a confirmation that repeats the figures, one request per order (click
// guard, button disabled while it runs), then fresh orders and balances. A refused order keeps
// what was typed.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/lib/router';
import { getListWalletsQueryKey, useListWallets } from '@generated/api/assets/assets';
import { getListCoinOrdersQueryKey, useCreateCoinOrder } from '@generated/api/spot-trade/spot-trade';
import { getListCouponsQueryKey } from '@generated/api/coupon/coupon';
import type { Coupon, CreateCoinOrderRequest, Quotation } from '@generated/model';
import { CouponSelect } from '@/components/coupon-select';
import { FormField } from '@/components/form-field';
import { FieldInput } from '@/components/form/field-input';
import { Form, SubmitButton } from '@/components/form/form';
import { useKitField } from '@/components/form/use-kit-field';
import { QueryError } from '@/components/query-error';
import { retryOf } from '@/components/retry-of';
import { RadioButtons } from '@/components/radio-buttons';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useLocale } from '@/hooks/use-locale';
import { formatAmount, formatPrice } from '@/lib/format';
import { useReportError } from '@/hooks/use-report-error';
import { loadOnce } from '@/lib/load-once';
import { ROUTES } from '@/lib/routes';
import {
  amountFor,
  cleanDecimalInput,
  fillFromPercent,
  PERCENTS,
  toBig,
  totalFor,
  trimZeros,
  type OrderKind,
  type Side,
} from './order-math';
import { orderSchema, type OrderForm as OrderFormValues } from './order-schema';
import { useLastPriceRef } from '@/hooks/use-last-price';
import { FigurePlaceholder } from '@/components/skeleton-lines';

export interface OrderFormHandle {
  /** Puts a price (an order book level) into a limit order. */
  pickPrice: (price: string) => void;
}

interface OrderFormProps {
  pair: Quotation;
  handle?: Ref<OrderFormHandle>;
}

const EMPTY = { price: '', amount: '', total: '' };

// The confirmation and its toast (the UI kit: src/features/spot-trade/order-confirm.tsx), asked
// for at the first sign of an order (a field's focus, a percentage, a price picked in the book) so
// that Trade paints without the kit and the dialog has arrived when the order is submitted. A
// failed download is asked for again next time.
const loadConfirm = loadOnce(() => import('./order-confirm'));
const warmConfirm = () => void loadConfirm().catch(() => undefined);

function useAvailable(pair: Quotation, side: Side) {
  const wallets = useListWallets(undefined, undefined, { query: { staleTime: 5_000 } });
  const currencyId = side === 'buy' ? pair.legal_id : pair.currency_id;
  const row = wallets.data?.change_wallet.balance.find((b) => b.currency === currencyId);
  const available = wallets.data ? (row?.change_balance ?? '0') : undefined;
  return { wallets, available };
}

/** The choices of the order; the labels are keys of `spot-trade`. */
const SIDES = [
  { value: 'buy', label: 'form.buy', checkedClass: 'spot-side__option--buy' },
  { value: 'sell', label: 'form.sell', checkedClass: 'spot-side__option--sell' },
] as const;
const KINDS = [
  { value: 'limit', label: 'form.limit' },
  { value: 'market', label: 'form.market' },
] as const;

/** A choice of the order (side, kind): radio buttons styled `<block>__option`, checked `--active`. */
function Choice<T extends string>({
  label,
  block,
  value,
  options,
  onChange,
}: {
  label: string;
  block: string;
  value: T;
  options: readonly { value: T; label: string; checkedClass?: string }[];
  onChange: (value: T) => void;
}) {
  const { t } = useTranslation('spot-trade');
  return (
    <RadioButtons
      label={label}
      className={block}
      optionClass={`${block}__option`}
      checkedClass={`${block}__option--active`}
      value={value}
      onChange={onChange}
      options={options.map((option) => ({ ...option, label: t(option.label) }))}
    />
  );
}

/** A figure of the order (price, amount, total), typed as a decimal; `onChange` keeps the others in step. */
function DecimalField({
  name,
  label,
  placeholder,
  onChange,
  onFocusChange,
  disabled = false,
}: {
  name: keyof OrderFormValues;
  label: string;
  placeholder: string;
  onChange: (raw: string) => void;
  /** Told when the field gains (true) and loses (false) the focus. */
  onFocusChange?: (focused: boolean) => void;
  disabled?: boolean;
}) {
  const { field, id, error } = useKitField(name);
  return (
    <FormField id={id} label={label} error={error}>
      <FieldInput
        id={id}
        inputMode="decimal"
        autoComplete="off"
        value={disabled ? '' : field.value}
        disabled={disabled}
        onChange={onChange}
        onFocus={() => {
          warmConfirm();
          onFocusChange?.(true);
        }}
        onBlur={() => {
          field.onBlur();
          onFocusChange?.(false);
        }}
        placeholder={placeholder}
      />
    </FormField>
  );
}

export function OrderForm({ pair, handle }: OrderFormProps) {
  const { t } = useTranslation('spot-trade');
  const queryClient = useQueryClient();
  const reportError = useReportError();
  const { navigateTo } = useAppNavigation();
  // A link may open on a side (the chart's Buy and Sell buttons: `&side=sell`).
  const [params] = useSearchParams();
  const [side, setSide] = useState<Side>(() => (params.get('side') === 'sell' ? 'sell' : 'buy'));
  const [kind, setKind] = useState<OrderKind>('limit');
  const { wallets, available } = useAvailable(pair, side);
  const create = useCreateCoinOrder();
  const base = pair.currency_name;
  const quote = pair.legal_name;
  // A fee-discount coupon for a USDT pair's order (its minimum is in USDT).
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  const couponable = quote === 'USDT';

  const form = useForm<OrderFormValues>({
    // (The submit is checked against the live price of that moment: lastPrice, below.)
    resolver: (values, context, options) =>
      zodResolver(orderSchema({ side, kind, available, lastPrice: lastPrice.current }))(values, context, options),
    defaultValues: { ...EMPTY, price: trimZeros(pair.now_price) },
    mode: 'onSubmit',
  });
  const { isSubmitted } = form.formState;
  const priceAt = (price: string) => (kind === 'limit' ? price : lastPrice.current);
  const locale = useLocale();

  // The limit price follows the live price until the user edits it (or picks a book level). It
  // stands still while the field has the focus (a price that changes under the cursor would mix
  // the user's typing with the new price) and while the confirmation shows the price the order
  // will be sent with. What the user did is kept here, not read from the form's dirty state:
  // react-hook-form counts a followed price as changed once a submit compares it with the price
  // the form started with.
  const confirming = useRef(false);
  const priceFocused = useRef(false);
  const priceEdited = useRef(false);
  const followLive = useCallback(
    (latest: string) => {
      if (confirming.current || priceFocused.current || priceEdited.current || !toBig(latest)) return;
      const price = trimZeros(latest);
      if (form.getValues('price') === price) return;
      form.setValue('price', price);
      const amount = form.getValues('amount');
      if (amount) form.setValue('total', totalFor(amount, price));
    },
    [form],
  );
  // Live: a market order is costed at the last price, read when it is used; the form does not
  // render again on every tick.
  const lastPrice = useLastPriceRef(pair, followLive);

  const set = (name: keyof OrderFormValues, value: string) =>
    form.setValue(name, value, { shouldDirty: true, shouldValidate: isSubmitted });

  // A price picked in the order book becomes a limit order's price.
  useImperativeHandle(
    handle,
    () => ({
      pickPrice: (picked: string) => {
        warmConfirm();
        const price = trimZeros(picked);
        const amount = form.getValues('amount');
        priceEdited.current = true;
        setKind('limit');
        form.setValue('price', price, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
        form.setValue('total', amount ? totalFor(amount, price) : form.getValues('total'));
      },
    }),
    [form],
  );

  const changePrice = (raw: string) => {
    const price = cleanDecimalInput(raw);
    priceEdited.current = true;
    set('price', price);
    const amount = form.getValues('amount');
    if (amount) set('total', totalFor(amount, price));
  };
  const changeAmount = (raw: string) => {
    const amount = cleanDecimalInput(raw);
    set('amount', amount);
    set('total', totalFor(amount, priceAt(form.getValues('price'))));
  };
  const changeTotal = (raw: string) => {
    const total = cleanDecimalInput(raw);
    set('total', total);
    set('amount', amountFor(total, priceAt(form.getValues('price'))));
  };
  const applyPercent = (percent: number) => {
    warmConfirm();
    if (available === undefined) return;
    let price = priceAt(form.getValues('price'));
    if (kind === 'limit' && !toBig(price)) {
      price = trimZeros(lastPrice.current);
      set('price', price);
    }
    const filled = fillFromPercent(side, percent, available, price);
    set('amount', filled.amount);
    set('total', filled.total);
  };
  const switchSide = (next: Side) => {
    if (next === side) return;
    setSide(next);
    form.reset({ ...form.getValues(), amount: '', total: '' });
  };
  const switchKind = (next: OrderKind) => {
    if (next === kind) return;
    setKind(next);
    const values = form.getValues();
    const price = values.price || (next === 'limit' ? trimZeros(lastPrice.current) : '');
    const at = next === 'limit' ? price : lastPrice.current;
    form.reset({ price, amount: values.amount, total: values.amount ? totalFor(values.amount, at) : values.total });
  };

  async function place(order: CreateCoinOrderRequest): Promise<void> {
    try {
      await create.mutateAsync({ data: order });
      void loadConfirm().then(({ orderPlaced }) => orderPlaced(t('form.placed')));
      form.reset({ ...form.getValues(), amount: '', total: '' });
      if (order.coupon_id !== undefined) {
        setCoupon(null);
        void queryClient.invalidateQueries({ queryKey: getListCouponsQueryKey() });
      }
      // The new order and the frozen funds show as soon as the lists come back; the dialog closes now.
      void queryClient.invalidateQueries({ queryKey: getListCoinOrdersQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getListWalletsQueryKey() });
    } catch (error) {
      reportError(error);
    }
  }

  async function confirmAndPlace(values: OrderFormValues): Promise<void> {
    const amount = values.amount.trim();
    const price = kind === 'limit' ? values.price.trim() : lastPrice.current;
    const total = totalFor(amount, price);
    const order: CreateCoinOrderRequest = {
      amount,
      target_price: kind === 'limit' ? price : '0',
      currency_id: pair.currency_id,
      legal_id: pair.legal_id,
      type: side === 'buy' ? 1 : 2,
      ...(coupon && couponable ? { coupon_id: coupon.id } : {}),
    };
    const rows: [string, string][] = [
      [t('confirm.pair'), `${base}/${quote}`],
      [t('confirm.side'), side === 'buy' ? t('form.buy') : t('form.sell')],
      [t('confirm.type'), kind === 'limit' ? t('form.limit') : t('form.market')],
      [t('confirm.price'), kind === 'limit' ? `${formatPrice(price, locale)} ${quote}` : t('confirm.marketPrice')],
      [t('confirm.amount'), `${formatAmount(amount, locale)} ${base}`],
      [t(kind === 'limit' ? 'confirm.total' : 'confirm.estimatedTotal'), `${formatAmount(total, locale)} ${quote}`],
      ...(order.coupon_id !== undefined && coupon
        ? [[t('select.label', { ns: 'coupon' }), coupon.name] as [string, string]]
        : []),
    ];
    // The confirm button shows a spinner while the order is sent; a second tap before that shows
    // must not send it again.
    let sent = false;
    confirming.current = true;
    try {
      const { confirmOrder } = await loadConfirm();
      await confirmOrder({
        title: t(side === 'buy' ? 'confirm.titleBuy' : 'confirm.titleSell', { base }),
        rows,
        confirmText: t('confirm.confirm'),
        cancelText: t('confirm.cancel'),
        onConfirm: async () => {
          if (sent) return;
          sent = true;
          await place(order);
        },
      });
    } catch (error) {
      // The confirmation could not be downloaded (offline): said, and the form keeps the order.
      reportError(error);
    } finally {
      confirming.current = false;
      followLive(lastPrice.current);
    }
  }

  return (
    <Form
      form={form}
      id="spot"
      ns="spot-trade"
      className="spot-form"
      label={t('form.label')}
      busy={create.isPending}
      onSubmit={confirmAndPlace}
    >
      <Choice label={t('form.sideLabel')} block="spot-side" value={side} onChange={switchSide} options={SIDES} />
      <Choice label={t('form.kindLabel')} block="spot-kind" value={kind} onChange={switchKind} options={KINDS} />
      <DecimalField
        name="price"
        label={t('form.price', { quote })}
        onChange={changePrice}
        onFocusChange={(focused) => {
          priceFocused.current = focused;
          if (!focused) followLive(lastPrice.current);
        }}
        disabled={kind === 'market'}
        placeholder={kind === 'limit' ? t('form.pricePlaceholder') : t('form.marketPrice')}
      />
      <DecimalField
        name="amount"
        label={t('form.amount', { base })}
        onChange={changeAmount}
        placeholder={t('form.amountPlaceholder')}
      />
      <div className="spot-percents" role="group" aria-label={t('form.percentsLabel')}>
        {PERCENTS.map((percent) => (
          <button
            key={percent}
            type="button"
            className="spot-percents__button"
            aria-label={t('form.percent', { percent })}
            disabled={available === undefined}
            onClick={() => applyPercent(percent)}
          >
            {percent}%
          </button>
        ))}
      </div>
      <DecimalField
        name="total"
        label={t(kind === 'limit' ? 'form.total' : 'form.estimatedTotal', { quote })}
        onChange={changeTotal}
        placeholder={t('form.totalPlaceholder')}
      />
      <div className="spot-available">
        <span>{t('form.available')}</span>
        {wallets.isPending ? (
          <span aria-busy="true">
            <FigurePlaceholder />
          </span>
        ) : (
          <strong data-testid="spot-available">
            {available !== undefined ? `${formatAmount(available, locale)} ${side === 'buy' ? quote : base}` : '--'}
          </strong>
        )}
        <button
          type="button"
          className="link-button spot-available__transfer"
          onClick={() => navigateTo(ROUTES.transfer)}
        >
          {t('form.transfer')}
        </button>
      </div>
      {wallets.isError && <QueryError {...retryOf(wallets)} compact />}
      {couponable && <SpotCoupon control={form.control} value={coupon} onChange={setCoupon} />}
      <SubmitButton
        className={side === 'buy' ? 'spot-submit spot-submit--buy' : 'spot-submit spot-submit--sell'}
        // Until the balance is known an order cannot be checked against it.
        disabled={wallets.isPending}
      >
        {t(side === 'buy' ? 'form.submitBuy' : 'form.submitSell', { base })}
      </SubmitButton>
    </Form>
  );
}

/** The coupon row, worth the order's total: only it renders again as the total changes. */
function SpotCoupon({
  control,
  value,
  onChange,
}: {
  control: Control<OrderFormValues>;
  value: Coupon | null;
  onChange: (coupon: Coupon | null) => void;
}) {
  const total = useWatch({ control, name: 'total' });
  return <CouponSelect area="spot" orderValue={toBig(total) ?? null} value={value} onChange={onChange} />;
}
