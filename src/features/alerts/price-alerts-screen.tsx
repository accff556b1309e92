// Price alerts (`/pages/market/alerts`, `?id=<match_id>` for one pair; the bell of the pair chart
// and a market row's actions lead here). With a pair: its live price and the form of a new alert
// (price rises to, price falls to, moves by a percent either way), checked as the server checks it
// (alert-rules.ts). Then every alert of the user (the proposed /alert/list), waiting or triggered,
// each deletable (/alert/del). An alert is one-shot: the feed triggers it once, the user gets a
// notice and, while the app is open, a toast (price-alert-watcher.tsx).
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  getListPriceAlertsQueryKey,
  useCreatePriceAlert,
  useDeletePriceAlert,
  useListPriceAlerts,
  useListQuotations,
} from '@generated/api/market/market';
import type { PriceAlert, Quotation } from '@generated/model';
import { useLiveTicker } from '@/api/live-market';
import { EmptyState } from '@/components/empty-state';
import { AmountField } from '@/components/form/amount-field';
import { Form, SubmitButton } from '@/components/form/form';
import { Page } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { RadioButtons } from '@/components/radio-buttons';
import { retryOf } from '@/components/retry-of';
import { SkeletonLines } from '@/components/skeleton-lines';
import { useRecordId } from '@/hooks/use-record-id';
import { useLocale } from '@/hooks/use-locale';
import { formatDateTime, formatPrice, priceDecimals } from '@/lib/format';
import { showToast } from '@/lib/toast';
import { ALERT_TYPES, alertRequest, alertSchema, changeBounds, type AlertForm } from './alert-rules';
import '@/components/choice-chips.css';
import './alerts.css';

const symbolOf = (pair: Pick<Quotation, 'currency_name' | 'legal_name'>) => `${pair.currency_name}/${pair.legal_name}`;

/** The condition of an alert in words ("Price rises to 100,000.00"). */
function useConditionText(): (alert: Pick<PriceAlert, 'type' | 'price' | 'percent' | 'base_price'>) => string {
  const { t } = useTranslation('alerts');
  const locale = useLocale();
  return (alert) =>
    alert.type === 'change'
      ? t('condition.change', { percent: alert.percent ?? '', base: formatPrice(alert.base_price, locale) })
      : t(`condition.${alert.type}`, { price: formatPrice(alert.price ?? '0', locale) });
}

function NewAlertForm({ pair }: { pair: Quotation }) {
  const { t } = useTranslation('alerts');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const create = useCreatePriceAlert();
  const live = useLiveTicker(pair.id);
  const current = live?.price || pair.now_price;
  const decimals = priceDecimals(pair.now_price) ?? 2;
  // The rule reads the price when the form is checked: the schema follows the live price.
  const resolver = useMemo(() => zodResolver(alertSchema(current)), [current]);
  const form = useForm<AlertForm>({
    resolver,
    defaultValues: { type: 'above', price: '', percent: '' },
    mode: 'onTouched',
  });
  const type = useWatch({ control: form.control, name: 'type' });
  const percent = useWatch({ control: form.control, name: 'percent' });
  const bounds = type === 'change' ? changeBounds(current, percent) : null;

  async function send(values: AlertForm): Promise<void> {
    try {
      await create.mutateAsync({ data: alertRequest(pair.id, values) });
    } catch {
      return; // the API client showed the server's reason; what was typed stays
    }
    showToast(t('form.done'));
    form.reset({ type: values.type, price: '', percent: '' });
    await queryClient.invalidateQueries({ queryKey: getListPriceAlertsQueryKey() });
  }

  return (
    <section className="alert-new" aria-labelledby="alert-new-title">
      <h2 id="alert-new-title" className="alert-new__title">
        {t('form.title', { pair: symbolOf(pair) })}
      </h2>
      <p className="alert-new__price">
        {t('form.current')} <strong data-testid="alert-current-price">{formatPrice(current, locale)}</strong>
      </p>
      <Form form={form} id="price-alert" ns="alerts" busy={create.isPending} onSubmit={send}>
        <RadioButtons
          label={t('form.type')}
          className="alert-types"
          optionClass="choice-chip"
          checkedClass="choice-chip--on"
          value={type}
          onChange={(next) => {
            form.setValue('type', next);
            form.clearErrors();
          }}
          options={ALERT_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
        />
        {type === 'change' ? (
          <AmountField key="percent" name="percent" label={t('form.percent')} decimals={2} unit="%">
            {bounds && (
              <p className="alert-new__hint" data-testid="alert-bounds">
                {t('form.changeHint', {
                  low: formatPrice(bounds.low.toFixed(decimals), locale),
                  high: formatPrice(bounds.high.toFixed(decimals), locale),
                })}
              </p>
            )}
          </AmountField>
        ) : (
          <AmountField
            key="price"
            name="price"
            label={t('form.price')}
            decimals={decimals}
            unit={pair.legal_name}
            errorValues={{ price: formatPrice(current, locale) }}
          />
        )}
        <SubmitButton>{t('form.submit')}</SubmitButton>
      </Form>
    </section>
  );
}

function AlertRow({ alert }: { alert: PriceAlert }) {
  const { t } = useTranslation('alerts');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const remove = useDeletePriceAlert();
  const condition = useConditionText()(alert);
  const triggered = alert.status === 2;

  async function deleteAlert(): Promise<void> {
    try {
      await remove.mutateAsync({ data: { id: alert.id } });
    } catch {
      return; // the API client showed why
    }
    showToast(t('list.deleted'));
    await queryClient.invalidateQueries({ queryKey: getListPriceAlertsQueryKey() });
  }

  return (
    <li className={triggered ? 'alert-row alert-row--done' : 'alert-row'} data-testid="price-alert">
      <div className="alert-row__text">
        <strong>{alert.symbol}</strong>
        <span>{condition}</span>
        <small>
          {triggered && alert.triggered_at !== null && alert.triggered_at !== undefined
            ? t('list.triggered', {
                price: formatPrice(alert.triggered_price ?? '0', locale),
                time: formatDateTime(alert.triggered_at * 1000, locale),
              })
            : t('list.waiting', { time: formatDateTime(alert.created_at * 1000, locale) })}
        </small>
      </div>
      <button
        type="button"
        className="alert-row__delete"
        onClick={() => void deleteAlert()}
        disabled={remove.isPending}
        aria-label={t('list.delete', { alert: `${alert.symbol} ${condition}` })}
      >
        {t('list.deleteShort')}
      </button>
    </li>
  );
}

function AlertList({ pairId }: { pairId: number | null }) {
  const { t } = useTranslation('alerts');
  const alerts = useListPriceAlerts(undefined, { query: { staleTime: 10_000 } });
  const [allPairs, setAllPairs] = useState(pairId === null);
  const rows = (alerts.data ?? []).filter((alert) => allPairs || alert.match_id === pairId);
  return (
    <section className="alert-list" aria-labelledby="alert-list-title">
      <div className="alert-list__head">
        <h2 id="alert-list-title">{allPairs ? t('list.title') : t('list.titlePair')}</h2>
        {pairId !== null && (
          <button type="button" className="link-button" onClick={() => setAllPairs(!allPairs)}>
            {allPairs ? t('list.showPair') : t('list.showAll')}
          </button>
        )}
      </div>
      {alerts.isPending && <SkeletonLines count={3} />}
      {alerts.isError && <QueryError {...retryOf(alerts)} />}
      {alerts.data && rows.length === 0 && <EmptyState title={t('list.empty')} description={t('list.emptyHint')} />}
      {rows.length > 0 && (
        <ul className="alert-rows" aria-label={t('list.title')}>
          {rows.map((alert) => (
            <AlertRow key={alert.id} alert={alert} />
          ))}
        </ul>
      )}
    </section>
  );
}

export function PriceAlertsScreen() {
  const { t } = useTranslation('alerts');
  const pairId = useRecordId();
  const quotes = useListQuotations(undefined, { query: { staleTime: 10_000, enabled: pairId !== null } });
  const pair = quotes.data?.flatMap((legal) => legal.quotation).find((q) => q.id === pairId);
  return (
    <Page title={t('title')} className="price-alerts">
      {pairId !== null && quotes.isPending && <SkeletonLines title count={3} />}
      {pairId !== null && quotes.isError && <QueryError {...retryOf(quotes)} />}
      {pairId !== null && quotes.data && !pair && <EmptyState title={t('pairMissing')} />}
      {pair && <NewAlertForm key={pair.id} pair={pair} />}
      <AlertList pairId={pair ? pair.id : null} />
    </Page>
  );
}
