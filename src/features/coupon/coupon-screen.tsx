// Coupons (setting/coupon, Home "coupon centre"): the user's coupons that are available, used or
// expired. Each shows what it is worth (a share off the trading fee, or USDT), what it is for and
// where it applies, the smallest order or deposit it needs, its validity and its terms; an
// available one leads to the area where it is used.
import { Button, Tabs, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/lib/router';
import { getListCouponsQueryKey, listCoupons } from '@generated/api/coupon/coupon';
import type { Coupon, CouponScope, ListCouponsStatus } from '@generated/model';
import { Page } from '@/components/page';
import { PagedList } from '@/components/paged-list';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useLocale } from '@/hooks/use-locale';
import { usePagesList } from '@/hooks/use-pages-list';
import { formatAmount } from '@/lib/format';
import { ROUTES } from '@/lib/routes';
import { couponWorth } from './coupon-worth';
import './coupon.css';

const TABS: readonly ListCouponsStatus[] = ['available', 'used', 'expired'];
const isTab = (value: string | null): value is ListCouponsStatus => TABS.includes(value as ListCouponsStatus);

/** Where an available coupon is used. */
const SCOPE_ROUTES: Readonly<Record<CouponScope, string>> = {
  spot: ROUTES.spotTrade,
  contract: ROUTES.contractTrade,
  seconds: ROUTES.secondsTrade,
  otc: ROUTES.otc,
  deposit: ROUTES.depositSelect,
  all: ROUTES.trade,
};

function CouponCard({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation('coupon');
  const locale = useLocale();
  const { navigateTo } = useAppNavigation();
  const date = (seconds: number) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(seconds * 1000));
  const worth = couponWorth(coupon, locale);
  const available = coupon.status === 1;
  const minimum = Number(coupon.min_amount) > 0;
  return (
    <article className={`coupon-card coupon-card--${coupon.status}`} aria-label={coupon.name}>
      <div className="coupon-card__worth">
        <strong>
          {worth.unit === 'percent'
            ? t('worth.percent', { value: worth.value })
            : t('worth.usdt', { value: worth.value })}
        </strong>
        <span>{t(`types.${coupon.type}`)}</span>
      </div>
      <div className="coupon-card__body">
        <h3>
          {coupon.name}
          {!available && <Tag fill="outline">{t(`status.${coupon.status}`)}</Tag>}
        </h3>
        <p>{t('scope', { scope: t(`scopes.${coupon.scope}`) })}</p>
        <p>
          {minimum
            ? t(
                coupon.type === 'deposit_bonus' ? 'minDeposit' : coupon.scope === 'contract' ? 'minMargin' : 'minOrder',
                {
                  amount: formatAmount(coupon.min_amount, locale, 2, 0),
                },
              )
            : t('noMinimum')}
        </p>
        <p>{t('validity', { start: date(coupon.start_time), end: date(coupon.end_time) })}</p>
        {coupon.used_time !== null && <p>{t('usedAt', { date: date(coupon.used_time) })}</p>}
        <p className="coupon-card__terms">{coupon.description}</p>
        {available && (
          <Button size="mini" color="primary" onClick={() => navigateTo(SCOPE_ROUTES[coupon.scope])}>
            {t('use')}
          </Button>
        )}
      </div>
    </article>
  );
}

export function CouponScreen() {
  const { t } = useTranslation('coupon');
  const [params, setParams] = useSearchParams();
  const tab = params.get('status');
  const status: ListCouponsStatus = isTab(tab) ? tab : 'available';
  const request = { status };
  const coupons = usePagesList(getListCouponsQueryKey(request), (page, signal) =>
    listCoupons({ ...request, page }, { silent: true }, signal),
  );
  return (
    <Page title={t('title')}>
      <div className="coupon-page">
        <Tabs activeKey={status} onChange={(key) => setParams({ status: key }, { replace: true })}>
          {TABS.map((key) => (
            <Tabs.Tab key={key} title={t(`tabs.${key}`)} />
          ))}
        </Tabs>
        <PagedList
          query={coupons}
          label={t(`tabs.${status}`)}
          emptyText={t(`empty.${status}`)}
          rowKey={(coupon) => coupon.id}
          renderRow={(coupon) => <CouponCard coupon={coupon} />}
        />
      </div>
    </Page>
  );
}
