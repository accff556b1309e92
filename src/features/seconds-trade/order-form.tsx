// The seconds-option ticket: paying currency and its seconds-account balance, duration with its
// profit ratio, stake (presets or typed, within the currency's limits and the balance), then Up
// or Down. Bad input is refused before any request; the first order shows the risk notice; every
// order is confirmed with its figures and sent once; a refusal keeps what was typed.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Skeleton, Toast } from 'antd-mobile';
import Big from 'big.js';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@/lib/format';
import { getListWalletsQueryKey } from '@generated/api/assets/assets';
import {
  getListPayableCurrenciesQueryKey,
  getListSecondsOrdersQueryKey,
  useCreateSecondsOrder,
  useListPayableCurrencies,
  useListSecondsOptions,
} from '@generated/api/seconds-trade/seconds-trade';
import type { Quotation } from '@generated/model';
import { Form } from '@/components/form/form';
import { TextField } from '@/components/form/text-field';
import { RadioButtons } from '@/components/radio-buttons';
import { NavTextButton } from '@/components/nav-text-button';
import { QueryError } from '@/components/query-error';
import { retryOf } from '@/components/retry-of';
import { useClickGuard } from '@/hooks/use-click-guard';
import { useReportError } from '@/hooks/use-report-error';
import { useRiskGate } from '@/hooks/use-risk-gate';
import { ROUTES } from '@/lib/routes';
import { ConfirmDialog, type OrderDraft } from './confirm-dialog';
import { durationLabel } from './duration-label';
import { trackSecondsOrder } from './open-orders-store';
import { Duration } from './order-labels';
import { RiskNotice } from './risk-notice';
import { secondsRisk } from './risk-flag';
import { expectedProfit, isDecimal, trimDecimal } from './seconds-math';
import { stakeSchema, type StakeForm } from './stake-schema';

/** The two orders of the ticket. */
const DIRECTIONS = [
  { type: 1, tone: 'up', arrow: '▲', label: 'form.up' },
  { type: 2, tone: 'down', arrow: '▼', label: 'form.down' },
] as const;

interface OrderFormProps {
  pair: Quotation;
  locale: string;
  onPlaced: (orderId: number) => void;
}

export function OrderForm({ pair, locale, onPlaced }: OrderFormProps) {
  const { t } = useTranslation('seconds-trade');
  const queryClient = useQueryClient();
  const reportError = useReportError();
  const currencies = useListPayableCurrencies(undefined, { query: { staleTime: 5_000 } });
  const options = useListSecondsOptions(undefined, { query: { staleTime: 60_000 } });
  const create = useCreateSecondsOrder();
  const [currencyId, setCurrencyId] = useState<number | undefined>(undefined);
  const [seconds, setSeconds] = useState<number | undefined>(undefined);
  const [draft, setDraft] = useState<OrderDraft | null>(null);
  const risk = useRiskGate(secondsRisk, setDraft);

  const currency = currencies.data?.find((c) => c.id === currencyId) ?? currencies.data?.[0];
  const offered = options.data?.filter((o) => o.status === 1) ?? [];
  const option = offered.find((o) => o.seconds === seconds) ?? offered[0];
  const balance = currency?.user_wallet?.micro_balance ?? '0';
  const limits = { min: currency?.micro_min ?? '0', max: currency?.micro_max ?? '0', balance };
  const currencyName = currency?.name ?? '';
  const limitTexts = { min: formatAmount(limits.min, locale), max: formatAmount(limits.max, locale) };

  const form = useForm<StakeForm>({
    resolver: zodResolver(stakeSchema(limits)),
    defaultValues: { amount: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const amount = useWatch({ control: form.control, name: 'amount' }).trim();
  const previewProfit =
    option && isDecimal(amount) && new Big(amount).gt(0)
      ? formatAmount(expectedProfit(amount, option.profit_ratio), locale)
      : null;

  const ready = Boolean(currency && option);

  function setAmount(value: string): void {
    form.setValue('amount', value, { shouldValidate: form.formState.isSubmitted, shouldDirty: true });
  }

  /** A checked stake becomes an order of that direction, confirmed before it is sent. */
  const orderOf = (type: 1 | 2) => (values: StakeForm) => {
    if (!currency || !option) return;
    risk.request({
      matchId: pair.id,
      symbol: `${pair.currency_name}/${pair.legal_name}`,
      type,
      seconds: option.seconds,
      amount: values.amount.trim(),
      currencyId: currency.id,
      currency: currency.name,
      profitRatio: option.profit_ratio,
      price: pair.now_price,
    });
  };

  async function place(): Promise<void> {
    if (!draft) return;
    try {
      const order = await create.mutateAsync({
        data: {
          match_id: draft.matchId,
          currency_id: draft.currencyId,
          type: draft.type,
          seconds: draft.seconds,
          number: draft.amount,
        },
      });
      const tracked = trackSecondsOrder(order, draft.currency, Date.now(), draft.seconds);
      setDraft(null);
      // The server's duration wins; when it is not the one chosen, the trader is told so.
      Toast.show({
        content:
          tracked.requestedSeconds === undefined
            ? t('form.placed')
            : t('form.placedOtherDuration', {
                accepted: durationLabel(t, tracked.seconds),
                chosen: durationLabel(t, tracked.requestedSeconds),
              }),
        icon: 'success',
      });
      void queryClient.invalidateQueries({ queryKey: getListPayableCurrenciesQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getListSecondsOrdersQueryKey() });
      // The stake left the options account: Assets shows it frozen.
      void queryClient.invalidateQueries({ queryKey: getListWalletsQueryKey() });
      onPlaced(tracked.id);
    } catch (error) {
      // The server's refusal was toasted by the client; the typed stake stays for a correction.
      setDraft(null);
      reportError(error);
    }
  }

  const confirm = useClickGuard(place, create.isPending);

  const failed = currencies.isError ? currencies : options.isError ? options : null;

  return (
    <section className="seconds-ticket" aria-label={t('form.title')}>
      {failed && <QueryError {...retryOf(failed)} compact />}
      {!failed && (currencies.isPending || options.isPending) && (
        <div data-testid="ticket-skeleton">
          <Skeleton.Paragraph lineCount={6} animated />
        </div>
      )}
      {currencies.data && currencies.data.length === 0 && <p className="seconds-empty">{t('form.noCurrency')}</p>}
      {options.data && offered.length === 0 && <p className="seconds-empty">{t('form.noDuration')}</p>}
      {currency && option && (
        <>
          {currencies.data && currencies.data.length > 1 && (
            <RadioButtons
              label={t('form.currency')}
              className="seconds-choice"
              optionClass="seconds-choice__item"
              checkedClass="seconds-choice__item--on"
              value={currency.id}
              onChange={setCurrencyId}
              options={currencies.data.map((c) => ({ value: c.id, label: c.name }))}
            />
          )}
          <div className="seconds-balance">
            <span>
              {t('form.available')}{' '}
              <strong data-testid="micro-balance">
                {t('money', { value: formatAmount(balance, locale), currency: currency.name })}
              </strong>
            </span>
            <NavTextButton to={ROUTES.transfer}>{t('form.transfer')}</NavTextButton>
          </div>

          <h3 className="seconds-label" id="seconds-duration-label">
            {t('form.duration')}
          </h3>
          <RadioButtons
            labelledBy="seconds-duration-label"
            className="seconds-durations"
            optionClass="seconds-duration"
            checkedClass="seconds-duration--on"
            value={option.seconds}
            onChange={setSeconds}
            options={offered.map((o) => ({
              value: o.seconds,
              label: (
                <>
                  <span className="seconds-duration__time">
                    <Duration seconds={o.seconds} />
                  </span>{' '}
                  <span className="seconds-duration__ratio">
                    {t('percentGain', { value: trimDecimal(o.profit_ratio) })}
                  </span>
                </>
              ),
            }))}
          />

          <Form
            form={form}
            id="seconds"
            ns="seconds-trade"
            className="seconds-form"
            // Submitting sends nothing: it opens the confirmation, whose button is the guarded one.
            guard={false}
            onSubmit={orderOf(1)}
          >
            <TextField
              name="amount"
              label={t('form.amount', { currency: currencyName })}
              errorValues={{ ...limitTexts, currency: currencyName }}
              extra={<span className="seconds-form__unit">{currencyName}</span>}
              normalize={(value) => value.replace(',', '.')}
              inputMode="decimal"
              placeholder={t('form.amountPlaceholder', limitTexts)}
            />
            <div className="seconds-presets" role="group" aria-label={t('form.presets')}>
              {currency.micro_numbers.map((preset) => (
                <button
                  key={preset.id ?? preset.number}
                  type="button"
                  className={amount === preset.number ? 'seconds-preset seconds-preset--on' : 'seconds-preset'}
                  aria-pressed={amount === preset.number}
                  onClick={() => setAmount(preset.number)}
                >
                  {formatAmount(preset.number, locale).replace(/\.00$/, '')}
                </button>
              ))}
              <button
                type="button"
                className="seconds-preset"
                onClick={() => {
                  const max = isDecimal(limits.max) && new Big(limits.max).gt(0) ? new Big(limits.max) : null;
                  const all = new Big(isDecimal(balance) ? balance : '0');
                  const value = max && max.lt(all) ? max : all;
                  setAmount(value.round(8, Big.roundDown).toFixed().replace(/^0$/, ''));
                }}
              >
                {t('form.max')}
              </button>
            </div>
            <p className="seconds-preview" aria-live="polite">
              {previewProfit !== null
                ? t('form.preview', { profit: `+${previewProfit}`, currency: currencyName })
                : t('form.limits', { ...limitTexts, currency: currencyName })}
            </p>
            <div className="seconds-actions">
              {DIRECTIONS.map(({ type, tone, arrow, label }) => (
                <Button
                  key={type}
                  className={`seconds-action seconds-action--${tone}`}
                  type="button"
                  block
                  disabled={!ready || create.isPending}
                  onClick={() => void form.handleSubmit(orderOf(type))()}
                >
                  <span aria-hidden="true">{arrow} </span>
                  {t(label)}
                  <small>{t('percentGain', { value: trimDecimal(option.profit_ratio) })}</small>
                </Button>
              ))}
            </div>
          </Form>
        </>
      )}
      <RiskNotice {...risk.notice} />
      <ConfirmDialog
        draft={draft}
        locale={locale}
        pending={create.isPending}
        onConfirm={confirm}
        onCancel={() => setDraft(null)}
      />
    </section>
  );
}
