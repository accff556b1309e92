// The contract account and the pair's open positions (/lever/dealall) with live profit and risk
// rate (`lever_trade`), positions the server closed dropped at once (`lever_closed`), and the
// pending limit orders (/lever/my_trade status 0). Close one, close all / longs / shorts, set
// take-profit / stop-loss, and take over a copied position, each confirmed and sent once.
import { Button, Skeleton, Tabs, Toast } from 'antd-mobile';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCloseLeverPosition,
  useCloseLeverPositions,
  useListLeverTrades,
} from '@generated/api/contract-trade/contract-trade';
import { useSwitchToSelfHolding } from '@generated/api/copy-trade/copy-trade';
import type { LeverPosition } from '@generated/model';
import { QueryError } from '@/components/query-error';
import { retryOf } from '@/components/retry-of';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useReportError } from '@/hooks/use-report-error';
import { ROUTES } from '@/lib/routes';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Figure } from './figure';
import { accountFigures } from './contract-math';
import { useLocale } from '@/hooks/use-locale';
import { formatMoney, formatPercent, formatPrice, formatSigned, priceDecimals, trendOf } from '@/lib/format';
import { liquidationTick } from '@/lib/liquidation';
import { getLeverRow, onLeverClosed, useLeverAccount } from './lever-live-store';
import { PositionActions, PositionCard } from './position-card';
import { StopSheet } from './stop-sheet';
import type { LeverPair } from './use-lever-pairs';
import { contractBodies, useRefreshContract } from './use-refresh-contract';
import { pairLiquidation, useContractAccount, type ContractAccount } from './use-contract-account';
import { useLivePosition } from './use-live-position';

type CloseKind = 0 | 1 | 2;
const CLOSE_KINDS: readonly { type: CloseKind; label: string; title: string; body: string }[] = [
  { type: 0, label: 'closeAll.all', title: 'closeAll.allTitle', body: 'closeAll.allBody' },
  { type: 1, label: 'closeAll.longs', title: 'closeAll.longsTitle', body: 'closeAll.longsBody' },
  { type: 2, label: 'closeAll.shorts', title: 'closeAll.shortsTitle', body: 'closeAll.shortsBody' },
];

/**
 * The summary of the positions listed under it: their margin and floating P/L are the sums of
 * exactly those positions (one valuation each, at the live price). The risk rate is the
 * account's, which the server computes over every position of the quote currency: when other
 * pairs hold positions too, a note says so and what margin they hold.
 */
function AccountSummary({ pair, account }: { pair: LeverPair; account: ContractAccount }) {
  const { t } = useTranslation('contract-trade');
  const locale = useLocale();
  const listed = accountFigures({ available: account.balance, positions: account.figures });
  const whole = accountFigures({ available: account.balance, positions: account.figures, others: account.others });
  return (
    <>
      <dl className="ct-account" aria-label={t('account.title')}>
        <Figure
          label={t('account.riskRate')}
          value={<span data-testid="risk-rate">{whole.riskRate ? formatPercent(whole.riskRate, locale) : '--'}</span>}
        />
        <Figure label={t('account.available', { quote: pair.quote })} value={formatMoney(account.balance, locale)} />
        <Figure
          label={t('account.margin', { quote: pair.quote })}
          value={<span data-testid="account-margin">{formatMoney(listed.margin, locale)}</span>}
        />
        <Figure
          label={t('account.floating', { quote: pair.quote })}
          value={
            <span className={`ct-${trendOf(listed.profit)}`} data-testid="account-profit">
              {formatSigned(listed.profit, locale)}
            </span>
          }
        />
      </dl>
      {account.others.margin.gt(0) && (
        <p className="ct-note" data-testid="other-pairs">
          {t('account.otherPairs', {
            margin: formatMoney(account.others.margin, locale),
            profit: formatSigned(account.others.profit, locale),
            quote: pair.quote,
          })}
        </p>
      )}
    </>
  );
}

function ClosePositionText({ position, pair }: { position: LeverPosition; pair: LeverPair }) {
  const { t } = useTranslation('contract-trade');
  const locale = useLocale();
  const live = useLivePosition(position);
  const decimals = priceDecimals(pair.nowPrice);
  return (
    <>
      <p>
        {t('close.body', {
          symbol: position.symbol,
          side: live.side === 'long' ? t('side.long') : t('side.short'),
          count: position.share,
        })}
      </p>
      <dl className="ct-summary">
        <Figure label={t('positions.entryPrice')} value={formatPrice(position.price, locale, decimals)} />
        <Figure label={t('positions.markPrice')} value={formatPrice(live.currentPrice, locale, decimals)} />
        <Figure
          label={t('close.expected', { quote: pair.quote })}
          value={<span className={`ct-${trendOf(live.profit)}`}>{formatSigned(live.profit, locale)}</span>}
        />
      </dl>
    </>
  );
}

/**
 * The confirmation of an action on a position (or on all of them): `send` runs once confirmed;
 * the dialog closes (`onDone`) on its answer, which is toasted, and the pair's positions reload.
 */
function ActionDialog<T>({
  pair,
  target,
  onDone,
  send,
  children,
  ...dialog
}: {
  pair: LeverPair;
  target: T | null;
  onDone: () => void;
  send: (target: T) => Promise<string>;
  children: (target: T) => ReactNode;
  title: string;
  confirmText: string;
  danger?: boolean;
  pending: boolean;
}) {
  const { t } = useTranslation('contract-trade');
  const reportError = useReportError();
  const refresh = useRefreshContract(pair);
  async function run(chosen: T): Promise<void> {
    try {
      const answer = await send(chosen);
      onDone();
      Toast.show({ content: answer || t('positions.done'), icon: 'success' });
      await refresh();
    } catch (error) {
      onDone();
      reportError(error);
    }
  }
  return (
    <ConfirmDialog
      {...dialog}
      visible={target !== null}
      onCancel={onDone}
      onConfirm={() => (target === null ? undefined : run(target))}
    >
      {target !== null && children(target)}
    </ConfirmDialog>
  );
}

export function PositionsPanel({ pair, threshold }: { pair: LeverPair; threshold: string | null }) {
  const { t } = useTranslation('contract-trade');
  const { navigateTo } = useAppNavigation();
  const bodies = contractBodies(pair);
  const refresh = useRefreshContract(pair);
  const { query: positions, account } = useContractAccount(pair);
  const pending = useListLeverTrades(bodies.pending, undefined, { query: { staleTime: 5_000 } });
  const live = useLeverAccount();
  const [tab, setTab] = useState('positions');
  const [stopFor, setStopFor] = useState<LeverPosition | null>(null);
  const [closing, setClosing] = useState<LeverPosition | null>(null);
  const [closeKind, setCloseKind] = useState<CloseKind | null>(null);
  const [selfHold, setSelfHold] = useState<LeverPosition | null>(null);
  const closeOne = useCloseLeverPosition();
  const closeMany = useCloseLeverPositions();
  const switchHolding = useSwitchToSelfHolding();

  // What the user asked to close here (one position, or every one of a kind): the server may
  // announce those with `lever_closed` too, which is then no news.
  const asked = useRef<{ ids: Set<number>; batch: boolean }>({ ids: new Set(), batch: false });
  async function askClose<T>(send: () => Promise<T>, mark: () => void, unmark: () => void): Promise<T> {
    mark();
    try {
      return await send();
    } catch (error) {
      unmark();
      throw error;
    }
  }

  // Positions the server closed (stop-loss, take-profit, liquidation): say so and reload.
  useEffect(
    () =>
      onLeverClosed((ids) => {
        const own = asked.current;
        const bySystem = !own.batch && ids.some((id) => !own.ids.has(id));
        ids.forEach((id) => own.ids.delete(id));
        own.batch = false;
        if (bySystem) Toast.show({ content: t('positions.closedBySystem') });
        void refresh();
      }),
    [refresh, t],
  );

  const overview = positions.data;
  const open = account?.open ?? [];
  const waiting = (pending.data?.data ?? []).filter((p) => p.status === 0);
  const liquidation = account ? pairLiquidation(account, threshold) : null;
  const decimals = priceDecimals(pair.nowPrice) ?? 2;

  // A limit order that the server valued in a lever_trade event has filled: it is a position now,
  // which the list and the summary must show together. Read both again.
  const filled = live !== undefined && waiting.some((p) => getLeverRow(p.id) !== undefined);
  useEffect(() => {
    if (filled) void refresh();
  }, [filled, refresh]);

  const kind = CLOSE_KINDS.find((k) => k.type === closeKind);

  return (
    <section className="ct-positions" aria-label={t('positions.title')}>
      {positions.isPending && <Skeleton.Paragraph lineCount={3} animated />}
      {positions.isError && <QueryError {...retryOf(positions)} compact />}
      {account && <AccountSummary pair={pair} account={account} />}

      <div className="ct-positions__bar">
        <Tabs activeKey={tab} onChange={setTab} className="ct-tabs">
          <Tabs.Tab key="positions" title={t('positions.tab', { count: open.length })} />
          <Tabs.Tab key="pending" title={t('pending.tab', { count: waiting.length })} />
        </Tabs>
        <button type="button" className="link-button ct-small" onClick={() => navigateTo(ROUTES.contractOrders)}>
          {t('positions.history')}
        </button>
      </div>
      {pending.isError && <QueryError inline title={t('common:partial.pendingOrders')} {...retryOf(pending)} />}

      {tab === 'positions' && overview && (
        <>
          <div className="ct-close-all" role="group" aria-label={t('closeAll.label')}>
            {CLOSE_KINDS.map((k) => (
              <Button key={k.type} size="mini" fill="outline" onClick={() => setCloseKind(k.type)}>
                {t(k.label)}
              </Button>
            ))}
          </div>
          {open.length === 0 ? (
            <p className="ct-empty">{t('positions.empty')}</p>
          ) : (
            <ul className="ct-list" aria-label={t('positions.title')}>
              {open.map((p) => (
                <PositionCard
                  decimals={decimals}
                  key={p.id}
                  position={p}
                  quote={pair.quote}
                  liquidation={liquidation ? liquidationTick(liquidation, decimals).toFixed(decimals) : null}
                  actions={
                    <PositionActions
                      position={p}
                      onStops={() => setStopFor(p)}
                      onClose={() => setClosing(p)}
                      onSelfHold={() => setSelfHold(p)}
                    />
                  }
                />
              ))}
            </ul>
          )}
          {overview.order.total > overview.order.data.length && (
            <button
              type="button"
              className="link-button ct-more"
              onClick={() => navigateTo(`${ROUTES.contractOrders}?status=1`)}
            >
              {t('positions.viewAll', { count: overview.order.total })}
            </button>
          )}
        </>
      )}

      {tab === 'pending' && (
        <>
          {pending.isPending && <Skeleton.Paragraph lineCount={3} animated />}
          {pending.isError && <QueryError {...retryOf(pending)} compact />}
          {pending.data && waiting.length === 0 && <p className="ct-empty">{t('pending.empty')}</p>}
          {waiting.length > 0 && (
            <>
              <p className="ct-note">{t('pending.note')}</p>
              <ul className="ct-list" aria-label={t('pending.title')}>
                {waiting.map((p) => (
                  <PositionCard key={p.id} position={p} quote={pair.quote} decimals={decimals} />
                ))}
              </ul>
            </>
          )}
        </>
      )}

      <StopSheet
        position={stopFor}
        quote={pair.quote}
        onClose={() => setStopFor(null)}
        onSaved={() => void refresh()}
      />

      <ActionDialog
        pair={pair}
        target={closing}
        onDone={() => setClosing(null)}
        title={t('close.title')}
        confirmText={t('close.confirm')}
        danger
        pending={closeOne.isPending}
        send={(position) =>
          askClose(
            () => closeOne.mutateAsync({ data: { id: position.id } }),
            () => asked.current.ids.add(position.id),
            () => asked.current.ids.delete(position.id),
          )
        }
      >
        {(position) => <ClosePositionText position={position} pair={pair} />}
      </ActionDialog>

      <ActionDialog
        pair={pair}
        target={kind ?? null}
        onDone={() => setCloseKind(null)}
        title={kind ? t(kind.title) : ''}
        confirmText={t('closeAll.confirm')}
        danger
        pending={closeMany.isPending}
        send={(chosen) =>
          askClose(
            () => closeMany.mutateAsync({ data: { type: chosen.type } }),
            () => (asked.current.batch = true),
            () => (asked.current.batch = false),
          )
        }
      >
        {(chosen) => <p>{t(chosen.body)}</p>}
      </ActionDialog>

      <ActionDialog
        pair={pair}
        target={selfHold}
        onDone={() => setSelfHold(null)}
        title={t('selfHold.title')}
        confirmText={t('selfHold.confirm')}
        pending={switchHolding.isPending}
        send={(position) => switchHolding.mutateAsync({ data: { transaction_id: position.id } })}
      >
        {(position) => <p>{t('selfHold.body', { symbol: position.symbol })}</p>}
      </ActionDialog>
    </section>
  );
}
