// My IEO subscriptions (/user/project/order, 10 a page until an empty page or the last page):
// when, the token, tokens applied for, what it cost (less what the allotment returned), tokens
// allotted (pending until the allotment), whether they are credited yet and when the token goes to
// market.
import { useTranslation } from 'react-i18next';
import { getListProjectOrdersQueryKey, listProjectOrders } from '@generated/api/ieo/ieo';
import type { ProjectOrder } from '@generated/model';
import { EarnCard, EarnTag } from '@/components/earn-card';
import { EarnPage } from '@/components/earn-page';
import { PagedList } from '@/components/paged-list';
import { toDecimal } from '@/hooks/use-fiat';
import { useListPages } from '@/hooks/use-list-pages';
import { useLocale } from '@/hooks/use-locale';
import { formatAmount } from '@/lib/format';
import { ROUTES } from '@/lib/routes';

const PAGE_SIZE = 10;

function OrderCard({ order }: { order: ProjectOrder }) {
  const { t } = useTranslation('ieo');
  const locale = useLocale();
  const allotted = !toDecimal(order.give_amount).eq(0);
  const credited = order.status === 3;
  return (
    <EarnCard
      title={order.name}
      label={t('order.cardLabel', { token: order.name, time: order.created_at })}
      tag={
        <EarnTag tone={allotted ? 'live' : 'warm'}>
          {credited ? t('order.creditedTag') : allotted ? t('order.allottedTag') : t('order.pendingTag')}
        </EarnTag>
      }
      figures={[
        { label: t('order.applied'), value: `${formatAmount(order.coin_amount, locale, 8, 0)} ${order.name}` },
        ...(order.paid !== undefined && order.pay_currency_name !== undefined
          ? [{ label: t('order.paid'), value: `${formatAmount(order.paid, locale, 8)} ${order.pay_currency_name}` }]
          : []),
        {
          label: t('order.allotted'),
          value: allotted ? `${formatAmount(order.give_amount, locale, 8, 0)} ${order.name}` : t('order.pending'),
        },
        { label: t('order.time'), value: order.created_at },
        { label: t('order.market'), value: order.sell_begin ?? '--' },
      ]}
    />
  );
}

export function IeoOrderScreen() {
  const { t } = useTranslation('ieo');
  const query = useListPages(getListProjectOrdersQueryKey({ limit: PAGE_SIZE }), async (page, signal) => {
    const body = await listProjectOrders({ page, limit: PAGE_SIZE }, undefined, signal);
    const last = body.last_page !== undefined && (body.current_page ?? page) >= body.last_page;
    return { rows: body.data, end: body.data.length === 0 || last };
  });
  return (
    <EarnPage title={t('order.title')} link={{ to: ROUTES.ieo, label: t('order.projects') }}>
      <PagedList
        query={query}
        label={t('order.title')}
        emptyText={t('order.empty')}
        className="earn-list"
        rowKey={(order) => order.id}
        renderRow={(order) => <OrderCard order={order} />}
      />
    </EarnPage>
  );
}
