// Lock mining products (/lh/deposit/config): currency, lock days, daily yield and minimum single
// amount, with the user's locked principal and interest so far on top. A first visit goes to the
// welcome page.
import { Button, Skeleton } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useListLockConfigs, useListLockOrders } from '@generated/api/mining/mining';
import type { LockConfig } from '@generated/model';
import { CoinBadge } from '@/components/coin-badge';
import { FigureList } from '@/components/figure-list';
import { Page } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { lockOrderRows, miningHoldings } from '@/hooks/use-earn-holdings';
import { useLocale } from '@/hooks/use-locale';
import { formatAmount } from '@/lib/format';
import { formatFixed } from '@/lib/format';
import { lockIncome } from '@/lib/lock-income';
import { ROUTES } from '@/lib/routes';
import { hasSeenWelcome } from './welcome';
import '@/components/earn-card.css';

/** The daily yield as the product shows it: its `intro` when set, else the rate in percent. */
export const dailyYield = (config: LockConfig): string =>
  config.intro?.trim() ? config.intro.trim() : `${formatFixed(config.interest_rate, 2)}%`;

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
    <article className="earn-card" aria-labelledby={`lock-product-${config.id}`}>
      <div className="earn-card__head">
        <CoinBadge name={config.currency_name} logo={config.currency_logo} size={28} />
        <h2 className="earn-card__title" id={`lock-product-${config.id}`}>
          {t('list.productTitle', { coin: config.currency_name, days: config.day })}
        </h2>
        <span className="earn-tag earn-tag--live">{t('list.yieldTag', { rate: dailyYield(config) })}</span>
      </div>
      <FigureList
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
      />
      <div className="earn-card__actions">
        <Button color="primary" size="small" onClick={() => navigateTo(`${ROUTES.lockmingBuy}?id=${config.id}`)}>
          {t('list.lockNow')}
        </Button>
      </div>
    </article>
  );
}

export function LockmingScreen() {
  const { t } = useTranslation('mining');
  const { navigateTo, redirectTo } = useAppNavigation();
  const firstVisit = !hasSeenWelcome();
  const configs = useListLockConfigs(undefined, { query: { enabled: !firstVisit } });

  useEffect(() => {
    if (firstVisit) redirectTo(ROUTES.lockmingWelcome);
  }, [firstVisit, redirectTo]);

  return (
    <Page
      title={t('list.title')}
      right={
        <button type="button" className="link-button" onClick={() => navigateTo(ROUTES.lockmingOrder)}>
          {t('list.myOrders')}
        </button>
      }
    >
      <div className="earn">
        <Holdings />
        <div className="earn-links">
          <Button size="small" onClick={() => navigateTo(ROUTES.lockmingOrder)}>
            {t('list.myOrders')}
          </Button>
          <Button size="small" onClick={() => navigateTo(ROUTES.lockmingWelcome)}>
            {t('list.howItWorks')}
          </Button>
        </div>
        {configs.isPending && <Skeleton.Paragraph lineCount={6} animated />}
        {configs.isError && (
          <QueryError error={configs.error} onRetry={() => void configs.refetch()} retrying={configs.isFetching} />
        )}
        {configs.data && configs.data.length === 0 && <p className="earn-muted">{t('list.empty')}</p>}
        {configs.data && configs.data.length > 0 && (
          <ul className="earn-list" aria-label={t('list.products')}>
            {configs.data.map((config) => (
              <li key={config.id}>
                <ProductCard config={config} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Page>
  );
}
