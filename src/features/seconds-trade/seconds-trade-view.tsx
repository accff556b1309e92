// Seconds options: the pair (those with open_microtrade 1) with its live price and mini price
// line, the ticket, the open orders with their countdowns and the latest settled ones. The open
// orders live in a store outside React, so their countdown (sheet or floating chip) and their
// result survive leaving and coming back.
import { Skeleton, Tabs } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListQuotations } from '@generated/api/market/market';
import { useListPayableCurrencies, useListSecondsOrders } from '@generated/api/seconds-trade/seconds-trade';
import type { Quotation } from '@generated/model';
import { useLiveTicker } from '@/api/live-market';
import { NavTextButton } from '@/components/nav-text-button';
import { PairButton } from '@/components/pair-button';
import { QueryError } from '@/components/query-error';
import { retryOf } from '@/components/retry-of';
import { FactList } from '@/components/fact-list';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useIdParam } from '@/hooks/use-id-param';
import { formatChange, formatPrice, trendOf } from '@/lib/format';
import { ROUTES } from '@/lib/routes';
import { CountdownChip, CountdownSheet, OpenOrderRow } from './countdown';
import { useSecondsOrders } from './open-orders-store';
import { OrderForm } from './order-form';
import { OrderRow } from './order-row';
import { PairPicker } from './pair-picker';
import { PriceLine } from './price-line';
import { ResultDialog } from './result-dialog';
import { ResultWatcher } from './result-watcher';
import { useLocale } from '@/hooks/use-locale';
import { useSocketUser } from './use-socket-user';
import './seconds-trade.css';
import { EmptyState } from '@/components/empty-state';

export const RECENT_LIMIT = 5;

function PairQuote({ pair, locale }: { pair: Quotation; locale: string }) {
  const { t } = useTranslation('seconds-trade');
  const ticker = useLiveTicker(pair.id);
  const price = ticker?.price ?? pair.now_price;
  const change = ticker?.change ?? pair.change;
  const high = ticker?.high || pair.high;
  const low = ticker?.low || pair.low;
  const trend = trendOf(change);
  return (
    <div className="seconds-quote">
      <div className="seconds-quote__row">
        <div>
          <p className={`seconds-quote__price ${trend}`} data-testid="live-price" aria-live="off">
            {formatPrice(price, locale)}
          </p>
          <p className={`seconds-quote__change ${trend}`}>
            {t('price.change', { value: formatChange(change, locale) })}
          </p>
        </div>
        <FactList
          className="seconds-quote__range"
          facts={[
            { label: t('price.high'), value: high ? formatPrice(high, locale) : '--' },
            { label: t('price.low'), value: low ? formatPrice(low, locale) : '--' },
          ]}
        />
      </div>
      <PriceLine matchId={pair.id} fallback={Number(price)} className="seconds-quote__line" />
    </div>
  );
}

function RecentOrders({ locale }: { locale: string }) {
  const { t } = useTranslation('seconds-trade');
  const recent = useListSecondsOrders({ status: 3, page: 1, limit: RECENT_LIMIT }, { query: { staleTime: 5_000 } });
  const currencies = useListPayableCurrencies(undefined, { query: { staleTime: 5_000 } });
  const names = new Map(currencies.data?.map((c) => [c.id, c.name]) ?? []);
  if (recent.isPending) return <Skeleton.Paragraph lineCount={4} animated />;
  if (recent.isError) return <QueryError {...retryOf(recent)} compact />;
  if (recent.data.data.length === 0) return <p className="seconds-empty">{t('orders.emptyClosed')}</p>;
  return (
    <ul className="seconds-orders" aria-label={t('orders.history')}>
      {recent.data.data.map((order) => (
        <OrderRow key={order.id} order={order} locale={locale} currency={names.get(order.currency_id)} />
      ))}
    </ul>
  );
}

export function SecondsTradeView({ withTabBar = false }: { withTabBar?: boolean }) {
  const { t } = useTranslation('seconds-trade');
  const locale = useLocale();
  const { navigateTo } = useAppNavigation();
  const known = useSocketUser();
  const [id, setId] = useIdParam();
  const quotes = useListQuotations(undefined, { query: { staleTime: 10_000 } });
  const pairs = useMemo(
    () => quotes.data?.flatMap((legal) => legal.quotation.filter((q) => q.open_microtrade === 1)) ?? [],
    [quotes.data],
  );
  const requested = Number(id);
  const pair = pairs.find((p) => p.id === requested) ?? pairs[0];
  const [pickerOpen, setPickerOpen] = useState(false);
  const [focusId, setFocusId] = useState<number | null>(null);
  const [tab, setTab] = useState('open');
  const { open } = useSecondsOrders();
  const focused = open.find((o) => o.id === focusId) ?? null;
  const symbol = pair ? `${pair.currency_name}/${pair.legal_name}` : '';

  return (
    <div className="seconds-trade">
      <ResultWatcher />
      <header className="seconds-head">
        {pair ? (
          <PairButton
            className="seconds-head__pair"
            symbol={symbol}
            label={t('pair.choose', { symbol })}
            caret={
              <span className="seconds-head__caret" aria-hidden="true">
                ▾
              </span>
            }
            onClick={() => setPickerOpen(true)}
          />
        ) : (
          <span className="seconds-head__title">{t('title')}</span>
        )}
        <NavTextButton to={ROUTES.secondsOrders}>{t('orders.link')}</NavTextButton>
      </header>
      {known.isError && <QueryError inline title={t('common:partial.liveUpdates')} {...retryOf(known)} />}

      {quotes.isPending && (
        <div className="seconds-trade__loading" data-testid="pair-skeleton">
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={3} animated />
        </div>
      )}
      {quotes.isError && <QueryError {...retryOf(quotes)} />}
      {quotes.data && pairs.length === 0 && <EmptyState title={t('pair.none')} />}

      {pair && (
        <>
          <PairQuote pair={pair} locale={locale} />
          <OrderForm pair={pair} locale={locale} onPlaced={setFocusId} />
          <section className="seconds-lists" aria-label={t('orders.title')}>
            <Tabs activeKey={tab} onChange={setTab}>
              <Tabs.Tab key="open" title={t('orders.openTab', { n: open.length })}>
                {open.length === 0 ? (
                  <p className="seconds-empty">{t('orders.emptyOpen')}</p>
                ) : (
                  <ul className="seconds-open-list" aria-label={t('orders.openTitle')}>
                    {open.map((order) => (
                      <OpenOrderRow key={order.id} order={order} locale={locale} onOpen={setFocusId} />
                    ))}
                  </ul>
                )}
              </Tabs.Tab>
              <Tabs.Tab key="closed" title={t('orders.history')}>
                {tab === 'closed' && <RecentOrders locale={locale} />}
                <button
                  type="button"
                  className="link-button seconds-lists__all"
                  onClick={() => navigateTo(ROUTES.secondsOrders)}
                >
                  {t('orders.viewAll')}
                </button>
              </Tabs.Tab>
            </Tabs>
          </section>
          <PairPicker
            visible={pickerOpen}
            pairs={pairs}
            selectedId={pair.id}
            locale={locale}
            onClose={() => setPickerOpen(false)}
            onSelect={(next) => {
              setPickerOpen(false);
              setId(next.id);
            }}
          />
        </>
      )}

      <CountdownSheet order={focused} locale={locale} onClose={() => setFocusId(null)} />
      {!focused && <CountdownChip orders={open} onOpen={setFocusId} withTabBar={withTabBar} />}
      <ResultDialog locale={locale} />
    </div>
  );
}
