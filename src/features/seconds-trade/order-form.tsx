// The seconds-option ticket: paying currency and its seconds-account balance, duration with its
// profit ratio, stake (presets or typed, within the currency's limits and the balance), then Up
// or Down. Bad input is refused before any request; the first order shows the risk notice; every
// order is confirmed with its figures and sent once; a refusal keeps what was typed.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Input, Skeleton, Toast } from 'antd-mobile';
import Big from 'big.js';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@/lib/format';
import {
  getListPayableCurrenciesQueryKey,
  getListSecondsOrdersQueryKey,
  useCreateSecondsOrder,
  useListPayableCurrencies,
  useListSecondsOptions,
} from '@generated/api/seconds-trade/seconds-trade';
import type { Quotation } from '@generated/model';
import { FormField } from '@/components/form-field';
import { QueryError } from '@/components/query-error';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useClickGuard } from '@/hooks/use-click-guard';
import { useReportError } from '@/hooks/use-report-error';
import { ROUTES } from '@/lib/routes';
import { ConfirmDialog, type OrderDraft } from './confirm-dialog';
import { durationLabel } from './order-labels';
import { trackSecondsOrder } from './open-orders-store';
import { Duration } from './order-labels';
import { hasAcceptedRisk, RiskNotice } from './risk-notice';
import { expectedProfit, isDecimal, trimDecimal } from './seconds-math';
import { stakeSchema, type StakeForm } from './stake-schema';

interface OrderFormProps {
  pair: Quotation;
  locale: string;
  onPlaced: (orderId: number) => void;
}

export function OrderForm({ pair, locale, onPlaced }: OrderFormProps) {
  const { t } = useTranslation('seconds-trade');
  const { navigateTo } = useAppNavigation();
  const queryClient = useQueryClient();
  const reportError = useReportError();
  const currencies = useListPayableCurrencies(undefined, { query: { staleTime: 5_000 } });
  const options = useListSecondsOptions(undefined, { query: { staleTime: 60_000 } });
  const create = useCreateSecondsOrder();
  const [currencyId, setCurrencyId] = useState<number | undefined>(undefined);
  const [seconds, setSeconds] = useState<number | undefined>(undefined);
  const [draft, setDraft] = useState<OrderDraft | null>(null);
  const [riskFor, setRiskFor] = useState<OrderDraft | null>(null);

  const currency = currencies.data?.find((c) => c.id === currencyId) ?? currencies.data?.[0];
  const offered = options.data?.filter((o) => o.status === 1) ?? [];
  const option = offered.find((o) => o.seconds === seconds) ?? offered[0];
  const balance = currency?.user_wallet?.micro_balance ?? '0';
  const limits = { min: currency?.micro_min ?? '0', max: currency?.micro_max ?? '0', balance };
  const currencyName = currency?.name ?? '';

  const form = useForm<StakeForm>({
    resolver: zodResolver(stakeSchema(limits)),
    defaultValues: { amount: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const amountError = form.formState.errors.amount?.message;
  const amount = useWatch({ control: form.control, name: 'amount' }).trim();
  const previewProfit =
    option && isDecimal(amount) && new Big(amount).gt(0)
      ? formatAmount(expectedProfit(amount, option.profit_ratio), locale)
      : null;

  const ready = Boolean(currency && option);

  function setAmount(value: string): void {
    form.setValue('amount', value, { shouldValidate: form.formState.isSubmitted, shouldDirty: true });
  }

  function openOrder(type: 1 | 2): void {
    if (!currency || !option) return;
    void form.handleSubmit((values) => {
      const next: OrderDraft = {
        matchId: pair.id,
        symbol: `${pair.currency_name}/${pair.legal_name}`,
        type,
        seconds: option.seconds,
        amount: values.amount.trim(),
        currencyId: currency.id,
        currency: currency.name,
        profitRatio: option.profit_ratio,
        price: pair.now_price,
      };
      if (hasAcceptedRisk()) setDraft(next);
      else setRiskFor(next);
    })();
  }

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
      {failed && (
        <QueryError error={failed.error} onRetry={() => void failed.refetch()} retrying={failed.isFetching} compact />
      )}
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
            <div className="seconds-choice" role="radiogroup" aria-label={t('form.currency')}>
              {currencies.data.map((c) => (
                <button
                  key={c.id}
                  type="button"
                  role="radio"
                  aria-checked={c.id === currency.id}
                  className={
                    c.id === currency.id ? 'seconds-choice__item seconds-choice__item--on' : 'seconds-choice__item'
                  }
                  onClick={() => setCurrencyId(c.id)}
                >
                  {c.name}
                </button>
              ))}
            </div>
          )}
          <div className="seconds-balance">
            <span>
              {t('form.available')}{' '}
              <strong data-testid="micro-balance">
                {t('money', { value: formatAmount(balance, locale), currency: currency.name })}
              </strong>
            </span>
            <button type="button" className="link-button" onClick={() => navigateTo(ROUTES.transfer)}>
              {t('form.transfer')}
            </button>
          </div>

          <h3 className="seconds-label" id="seconds-duration-label">
            {t('form.duration')}
          </h3>
          <div className="seconds-durations" role="radiogroup" aria-labelledby="seconds-duration-label">
            {offered.map((o) => (
              <button
                key={o.id}
                type="button"
                role="radio"
                aria-checked={o.seconds === option.seconds}
                className={o.seconds === option.seconds ? 'seconds-duration seconds-duration--on' : 'seconds-duration'}
                onClick={() => setSeconds(o.seconds)}
              >
                <span className="seconds-duration__time">
                  <Duration seconds={o.seconds} />
                </span>{' '}
                <span className="seconds-duration__ratio">
                  {t('percentGain', { value: trimDecimal(o.profit_ratio) })}
                </span>
              </button>
            ))}
          </div>

          <form
            className="seconds-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              openOrder(1);
            }}
          >
            <Controller
              control={form.control}
              name="amount"
              render={({ field }) => (
                <FormField
                  id="seconds-amount"
                  label={t('form.amount', { currency: currencyName })}
                  error={
                    amountError &&
                    t(amountError, {
                      min: formatAmount(limits.min, locale),
                      max: formatAmount(limits.max, locale),
                      currency: currencyName,
                    })
                  }
                  extra={<span className="seconds-form__unit">{currencyName}</span>}
                >
                  <Input
                    id="seconds-amount"
                    value={field.value}
                    onChange={(value) => field.onChange(value.replace(',', '.'))}
                    onBlur={field.onBlur}
                    inputMode="decimal"
                    autoComplete="off"
                    placeholder={t('form.amountPlaceholder', {
                      min: formatAmount(limits.min, locale),
                      max: formatAmount(limits.max, locale),
                    })}
                  />
                </FormField>
              )}
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
                : t('form.limits', {
                    min: formatAmount(limits.min, locale),
                    max: formatAmount(limits.max, locale),
                    currency: currencyName,
                  })}
            </p>
            <div className="seconds-actions">
              <Button
                className="seconds-action seconds-action--up"
                type="button"
                block
                disabled={!ready || create.isPending}
                onClick={() => openOrder(1)}
              >
                <span aria-hidden="true">▲ </span>
                {t('form.up')}
                <small>{t('percentGain', { value: trimDecimal(option.profit_ratio) })}</small>
              </Button>
              <Button
                className="seconds-action seconds-action--down"
                type="button"
                block
                disabled={!ready || create.isPending}
                onClick={() => openOrder(2)}
              >
                <span aria-hidden="true">▼ </span>
                {t('form.down')}
                <small>{t('percentGain', { value: trimDecimal(option.profit_ratio) })}</small>
              </Button>
            </div>
          </form>
        </>
      )}
      <RiskNotice
        visible={riskFor !== null}
        onAccept={() => {
          setDraft(riskFor);
          setRiskFor(null);
        }}
        onCancel={() => setRiskFor(null)}
      />
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
