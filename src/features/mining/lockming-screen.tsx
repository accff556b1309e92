// Lock mining products (/lh/deposit/config): currency, lock days, daily yield and minimum single
// amount, with the user's locked principal and interest so far on top. A first visit goes to the
// welcome page.
import { Skeleton } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useListLockConfigs, useListLockOrders } from '@generated/api/mining/mining';
import type { LockConfig } from '@generated/model';
import { CoinBadge } from '@/components/coin-badge';
import { EarnCard, EarnList, EarnTag } from '@/components/earn-card';
import { EarnLinks, EarnPage } from '@/components/earn-page';
import { FigureList } from '@/components/figure-list';
import { QueryError } from '@/components/query-error';
import { QueryStatus } from '@/components/query-status';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { lockOrderRows, miningHoldings } from '@/hooks/use-earn-holdings';
import { useLocale } from '@/hooks/use-locale';
import { formatAmount } from '@/lib/format';
import { lockIncome } from '@/lib/lock-income';
import { ROUTES } from '@/lib/routes';
import { hasSeenWelcome } from './welcome';
import { dailyYield } from './daily-yield';

function Holdings() {
  const { t } = useTranslation('mining');
  const locale = useLocale();
  const orders = useListLockOrders({ page: 1, limit: 9999 }, { query: { staleTime: 15_000 } });
  if (orders.isPending) return <Skeleton.Paragraph lineCount={2} animated />;
  if (orders.isError) return <QueryError compact error={orders.error} onRetry={() => void orders.refetch()} />;
  const holdings = miningHoldings(lockOrderRows(orders.data));
  return (
    <section className="earn-summary" aria-label={t('list.holdings')}>
      <p className="earn-summary__label">{t('list.locked')}</p>
      <p className="earn-summary__value" data-testid="lock-locked">
        {formatAmount(holdings.lockedUsdt, locale, 2)} USDT
      </p>
      <FigureList
        figures={[
          { label: t('list.earned'), value: `${formatAmount(holdings.earnedUsdt, locale, 2)} USDT` },
          { label: t('list.activeOrders'), value: String(holdings.activeOrders) },
        ]}
      />
    </section>
  );
}

function ProductCard({ config }: { config: LockConfig }) {
  const { t } = useTranslation('mining');
  const locale = useLocale();
  const { navigateTo } = useAppNavigation();
  const example = lockIncome(config.save_min, config.interest_rate, config.day);
  return (
    <EarnCard
      title={t('list.productTitle', { coin: config.currency_name, days: config.day })}
      titleId={`lock-product-${config.id}`}
      level={2}
      badge={<CoinBadge name={config.currency_name} logo={config.currency_logo} size={28} />}
      tag={<EarnTag tone="live">{t('list.yieldTag', { rate: dailyYield(config) })}</EarnTag>}
      figures={[
        { label: t('fields.dailyYield'), value: <span className="earn-highlight">{dailyYield(config)}</span> },
        { label: t('fields.lockDays'), value: t('fields.daysValue', { count: config.day }) },
        {
          label: t('fields.minAmount'),
          value: `${formatAmount(config.save_min, locale, 8)} ${config.currency_name}`,
        },
        {
          label: t('fields.exampleIncome', { amount: formatAmount(config.save_min, locale, 8) }),
          value: `${formatAmount(example.total, locale, 8)} ${config.currency_name}`,
        },
      ]}
      action={{
        label: t('list.lockNow'),
        color: 'primary',
        onClick: () => navigateTo(`${ROUTES.lockmingBuy}?id=${config.id}`),
      }}
    />
  );
}

export function LockmingScreen() {
  const { t } = useTranslation('mining');
  const { redirectTo } = useAppNavigation();
  const firstVisit = !hasSeenWelcome();
  const configs = useListLockConfigs(undefined, { query: { enabled: !firstVisit } });

  useEffect(() => {
    if (firstVisit) redirectTo(ROUTES.lockmingWelcome);
  }, [firstVisit, redirectTo]);

  return (
    <EarnPage title={t('list.title')} link={{ to: ROUTES.lockmingOrder, label: t('list.myOrders') }}>
      {/* (A first visit goes to the welcome pages: nothing is asked for a page that leaves.) */}
      {!firstVisit && <Holdings />}
      <EarnLinks
        links={[
          { to: ROUTES.lockmingOrder, label: t('list.myOrders') },
          { to: ROUTES.lockmingWelcome, label: t('list.howItWorks') },
        ]}
      />
      <QueryStatus query={configs} />
      {configs.data && (
        <EarnList label={t('list.products')} rows={configs.data} rowKey={(c) => c.id} emptyText={t('list.empty')}>
          {(config) => <ProductCard config={config} />}
        </EarnList>
      )}
    </EarnPage>
  );
}
