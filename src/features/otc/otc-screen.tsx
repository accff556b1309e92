// OTC (otc/otc): merchants' ads to buy or sell USDT for fiat, filtered by side, fiat currency and
// payment method, best price first, each with its price, the USDT left, the limits of one order,
// the payment methods and the merchant's 30-day record. Buy or Sell opens the order sheet; the
// navigation bar leads to the user's orders. The filters live in the address, so Back keeps them.
import { Button, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/lib/router';
import { getListOtcAdsQueryKey, listOtcAds } from '@generated/api/otc/otc';
import type { ListOtcAdsParams, OtcAd, OtcPayMethod, OtcSide } from '@generated/model';
import { isFiatCode, type FiatCode } from '@/api/fiat-rates';
import { ChipFilter } from '@/components/chip-filter';
import { FactList } from '@/components/fact-list';
import { NavTextButton } from '@/components/nav-text-button';
import { Page } from '@/components/page';
import { PagedList } from '@/components/paged-list';
import { QueryError } from '@/components/query-error';
import { retryOf } from '@/components/retry-of';
import { UserAvatar } from '@/components/user-avatar';
import { VerificationLevel } from '@/components/verification-level';
import { usePagesList } from '@/hooks/use-pages-list';
import { ROUTES } from '@/lib/routes';
import { FiatButton } from './fiat-button';
import { DEFAULT_OTC_FIAT } from './otc-defaults';
import { useOtcFormat } from './otc-format';
import { OrderSheet } from './otc-order-sheet';
import { useOtcLevel } from './use-otc-level';
import './otc.css';

const SIDES: readonly OtcSide[] = ['buy', 'sell'];
const METHODS = ['all', 'bank', 'alipay', 'wechat'] as const;
type MethodFilter = (typeof METHODS)[number];

const isSide = (value: string | null): value is OtcSide => value === 'buy' || value === 'sell';
const isMethod = (value: string | null): value is MethodFilter => METHODS.includes(value as MethodFilter);

function AdCard({ ad, onTrade }: { ad: OtcAd; onTrade: (ad: OtcAd) => void }) {
  const { t } = useTranslation('otc');
  const format = useOtcFormat();
  const { merchant } = ad;
  return (
    <article className="otc-ad" aria-label={merchant.nickname}>
      <header className="otc-ad__merchant">
        <UserAvatar src={merchant.head_portrait} name={merchant.nickname} size={28} />
        <strong>{merchant.nickname}</strong>
        <span className="otc-ad__stats">
          {t('ad.stats', {
            orders: format.count(merchant.orders_30d),
            rate: format.percent(merchant.completion_rate),
            minutes: merchant.release_minutes,
          })}
        </span>
      </header>
      <div className="otc-ad__body">
        <FactList
          className="otc-ad__figures"
          facts={[
            { label: t('ad.price'), value: format.price(ad.price, ad.fiat), className: 'otc-ad__price' },
            { label: t('ad.availableLabel'), value: format.usdt(ad.available) },
            {
              label: t('ad.limitsLabel'),
              value: `${format.fiat(ad.min_amount, ad.fiat)} – ${format.fiat(ad.max_amount, ad.fiat)}`,
            },
          ]}
        />
        <div className="otc-ad__side">
          <ul className="otc-ad__methods" aria-label={t('ad.methods')}>
            {ad.pay_methods.map((method) => (
              <li key={method} className={`otc-method otc-method--${method}`}>
                {t(`methods.${method}`)}
              </li>
            ))}
          </ul>
          <Button
            size="small"
            color={ad.side === 'buy' ? 'success' : 'danger'}
            onClick={() => onTrade(ad)}
            aria-label={t('ad.tradeWith', { side: t(`side.${ad.side}`), merchant: merchant.nickname })}
          >
            {t(`side.${ad.side}`)}
          </Button>
        </div>
      </div>
    </article>
  );
}

export function OtcScreen() {
  const { t } = useTranslation('otc');
  const [params, setParams] = useSearchParams();
  const side: OtcSide = isSide(params.get('side')) ? (params.get('side') as OtcSide) : 'buy';
  const fiatParam = params.get('fiat');
  const fiat: FiatCode = isFiatCode(fiatParam) ? fiatParam : DEFAULT_OTC_FIAT;
  const methodParam = params.get('method');
  const method: MethodFilter = isMethod(methodParam) ? methodParam : 'all';
  const [trading, setTrading] = useState<OtcAd | null>(null);
  const { level, query: user } = useOtcLevel();

  const request: ListOtcAdsParams = { side, fiat, ...(method === 'all' ? {} : { pay_method: method as OtcPayMethod }) };
  const ads = usePagesList(getListOtcAdsQueryKey(request), (page, signal) =>
    listOtcAds({ ...request, page }, { silent: true }, signal),
  );

  function setFilter(key: string, value: string): void {
    const next = new URLSearchParams(params);
    next.set(key, value);
    setParams(next, { replace: true });
  }

  return (
    <Page title={t('title')} right={<NavTextButton to={ROUTES.otcOrders}>{t('orders.title')}</NavTextButton>}>
      <div className="otc-page">
        <Tabs activeKey={side} onChange={(key) => setFilter('side', key)} className="otc-tabs">
          {SIDES.map((s) => (
            <Tabs.Tab key={s} title={t(`tabs.${s}`)} />
          ))}
        </Tabs>
        <div className="otc-filters">
          <FiatButton fiat={fiat} onChange={(next) => setFilter('fiat', next)} />
          <ChipFilter
            id="otc-method"
            label={t('filters.method')}
            columns={4}
            value={method}
            onChange={(next) => setFilter('method', next)}
            options={METHODS.map((m) => ({ value: m, label: t(`methods.${m}`) }))}
          />
        </div>
        <VerificationLevel area="otc" />
        {user.isError && <QueryError inline title={t('errors.level')} {...retryOf(user)} />}
        <PagedList
          query={ads}
          label={t('ads.label', { side: t(`tabs.${side}`) })}
          emptyText={t('ads.empty', { fiat })}
          rowKey={(ad) => ad.id}
          renderRow={(ad) => (
            <AdCard
              ad={ad}
              onTrade={(chosen) => {
                if (level !== undefined) setTrading(chosen);
              }}
            />
          )}
        />
      </div>
      <OrderSheet ad={trading} level={level ?? 0} onClose={() => setTrading(null)} />
    </Page>
  );
}
