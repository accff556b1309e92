// Assets (bottom tab): the total holdings in the chosen fiat currency (the four accounts' USDT
// totals, positions' margin and frozen funds included, plus what the earn products hold: one
// computation, @/hooks/use-earn-holdings, that the financial hub reads too), with the
// hide-balances eye and the display-currency switch;
// today's and the total profit; entries to deposit, withdraw, transfer, convert and the records;
// and the balances of each account (funding, spot, contract, options) per coin: available,
// frozen and the equivalent in the chosen fiat.
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getGetUserProfitQueryKey,
  getListWalletsQueryKey,
  useGetUserProfit,
  useListWallets,
} from '@generated/api/assets/assets';
import type { UserProfit, WalletOverview } from '@generated/model';
import { NavTextButton } from '@/components/nav-text-button';
import { Page } from '@/components/page';
import { PullToRefresh } from '@/components/pull-to-refresh';
import { QueryError } from '@/components/query-error';
import { retryOf } from '@/components/retry-of';
import { FigurePlaceholder, LoadingLines } from '@/components/skeleton-lines';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { accountsUsdt, EARN_HOLDINGS_KEYS, useEarnHoldings } from '@/hooks/use-earn-holdings';
import { useFiat } from '@/hooks/use-fiat';
import { useLazyOpen } from '@/hooks/use-lazy-open';
import { ROUTES } from '@/lib/routes';
import { AccountBalances } from './account-balances';
import { EarnHoldings } from './earn-holdings';
import { ChevronIcon, ConvertIcon, DepositIcon, EyeIcon, RecordsIcon, TransferIcon, WithdrawIcon } from './icons';
import { formatMoney, formatSignedAmount, trendOf } from '@/lib/format';
import { MASK, useBalancesHidden } from './use-hidden-balances';
import { useLocale } from '@/hooks/use-locale';
import './assets.css';

// The display-currency sheet (the kit's popup and check list) loads when first opened.
const FiatPicker = lazy(() => import('@/components/fiat-picker').then((m) => ({ default: m.FiatPicker })));

/** Today's and the total P/L; while they load, their labels with a placeholder in their place. */
function ProfitFigures({ profit, hidden }: { profit: UserProfit | undefined; hidden: boolean }) {
  const { t } = useTranslation('assets');
  const locale = useLocale();
  const coin = profit?.currency_name ?? 'USDT';
  const figure = (value: string | undefined) =>
    value === undefined ? (
      <FigurePlaceholder />
    ) : (
      <span className={`trend--${trendOf(value)}`}>
        {hidden ? MASK : `${formatSignedAmount(value, locale, 2)} ${coin}`}
      </span>
    );
  return (
    <div className="assets-profit-row">
      <dl className="assets-profit" aria-busy={!profit}>
        <div>
          <dt>{t('overview.todayPnl')}</dt>
          <dd>{figure(profit?.today_profit)}</dd>
        </div>
        <div>
          <dt>{t('overview.totalPnl')}</dt>
          <dd>{figure(profit?.total_profit)}</dd>
        </div>
      </dl>
      {/* The daily P/L history behind both figures. */}
      <NavTextButton to={ROUTES.pnl}>
        {t('overview.pnlAnalysis')}
        <ChevronIcon />
      </NavTextButton>
    </div>
  );
}

function AssetsSummary({
  wallets,
  onChooseFiat,
}: {
  wallets: Pick<UseQueryResult<WalletOverview>, 'data' | 'isPending' | 'isError'>;
  onChooseFiat: () => void;
}) {
  const { t } = useTranslation('assets');
  const locale = useLocale();
  const { fiat, formatFiat } = useFiat();
  const [hidden, setHidden] = useBalancesHidden();
  const profit = useGetUserProfit(undefined, { query: { staleTime: 30_000 } });
  const holdings = useEarnHoldings();
  // The accounts alone when an earn list cannot be read (said below the figure).
  const total = holdings.total?.totalUsdt ?? (holdings.failed && wallets.data ? accountsUsdt(wallets.data) : null);

  return (
    <section className="assets-summary" aria-labelledby="assets-total-label">
      <div className="assets-summary__head">
        <h2 id="assets-total-label" className="assets-summary__label">
          {t('overview.totalLabel', { currency: fiat.currency_code })}
        </h2>
        <button
          type="button"
          className="icon-button"
          onClick={() => setHidden(!hidden)}
          aria-label={hidden ? t('overview.showBalances') : t('overview.hideBalances')}
          aria-pressed={hidden}
        >
          <EyeIcon open={!hidden} />
        </button>
        <button
          type="button"
          className="assets-summary__fiat"
          onClick={onChooseFiat}
          aria-label={t('overview.chooseFiat', { currency: fiat.currency_code })}
        >
          {fiat.currency_code}
          <ChevronIcon />
        </button>
      </div>
      {!total && !wallets.isError && (
        // The total's two lines as they will be, so that nothing below moves when it arrives.
        <div aria-hidden="true">
          <p className="assets-summary__total">
            <FigurePlaceholder />
          </p>
          <p className="assets-summary__usdt">
            <FigurePlaceholder />
          </p>
        </div>
      )}
      {total && (
        <>
          <p className="assets-summary__total" data-testid="assets-total">
            {hidden ? MASK : formatFiat(total)}
          </p>
          <p className="assets-summary__usdt">
            {t('overview.approxUsdt', { amount: hidden ? MASK : formatMoney(total, locale) })}
          </p>
          {!holdings.total && <p className="assets-summary__usdt">{t('overview.earnMissing')}</p>}
        </>
      )}
      {profit.isError ? (
        <QueryError compact {...retryOf(profit)} />
      ) : (
        <ProfitFigures profit={profit.data} hidden={hidden} />
      )}
    </section>
  );
}

function AssetsActions() {
  const { t } = useTranslation('assets');
  const { navigateTo } = useAppNavigation();
  const actions = [
    { key: 'deposit', path: ROUTES.depositSelect, icon: <DepositIcon /> },
    { key: 'withdraw', path: ROUTES.withdraw, icon: <WithdrawIcon /> },
    { key: 'transfer', path: ROUTES.transfer, icon: <TransferIcon /> },
    { key: 'convert', path: ROUTES.fundTransfer, icon: <ConvertIcon /> },
    { key: 'records', path: ROUTES.assetsAllRecord, icon: <RecordsIcon /> },
  ] as const;
  return (
    <nav className="assets-actions" aria-label={t('overview.actionsLabel')}>
      {actions.map((action) => (
        <button key={action.key} type="button" className="assets-actions__item" onClick={() => navigateTo(action.path)}>
          <span className="assets-actions__icon">{action.icon}</span>
          <span>{t(`overview.actions.${action.key}`)}</span>
        </button>
      ))}
    </nav>
  );
}

export function AssetsScreen() {
  const { t } = useTranslation('assets');
  const { navigateTo } = useAppNavigation();
  const queryClient = useQueryClient();
  const fiatSheet = useLazyOpen();
  const wallets = useListWallets(undefined, undefined, { query: { staleTime: 10_000 } });

  async function refresh(): Promise<void> {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: getListWalletsQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getGetUserProfitQueryKey() }),
      ...EARN_HOLDINGS_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    ]);
  }

  return (
    <Page
      noBack
      title={t('overview.title')}
      right={
        <button
          type="button"
          className="icon-button"
          aria-label={t('overview.actions.records')}
          onClick={() => navigateTo(ROUTES.assetsAllRecord)}
        >
          <RecordsIcon />
        </button>
      }
    >
      <PullToRefresh onRefresh={refresh}>
        <div className="assets">
          <AssetsSummary wallets={wallets} onChooseFiat={fiatSheet.show} />
          <AssetsActions />
          <EarnHoldings />
          {wallets.isError && <QueryError {...retryOf(wallets)} />}
          {wallets.isPending && <LoadingLines count={6} />}
          {wallets.data && <AccountBalances overview={wallets.data} />}
        </div>
      </PullToRefresh>
      {fiatSheet.wanted && (
        <Suspense fallback={null}>
          <FiatPicker visible={fiatSheet.open} onClose={fiatSheet.hide} />
        </Suspense>
      )}
    </Page>
  );
}
