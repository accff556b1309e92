// My OTC orders (otc/orders): those in progress (waiting for payment, paid, in appeal) and those
// finished (completed, cancelled), newest first; a tap opens the order.
import { Tabs, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/lib/router';
import { getListOtcOrdersQueryKey, listOtcOrders } from '@generated/api/otc/otc';
import type { ListOtcOrdersStatus, OtcOrder } from '@generated/model';
import { Page } from '@/components/page';
import { PagedList } from '@/components/paged-list';
import { RecordRow } from '@/components/record-row';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { usePagesList } from '@/hooks/use-pages-list';
import { ROUTES } from '@/lib/routes';
import { useOtcFormat } from './otc-format';
import { otcStatusKeys } from './otc-status';
import '@/components/bare-button.css';
import './otc.css';

const TABS: readonly ListOtcOrdersStatus[] = ['ongoing', 'finished'];

function OrderRow({ order }: { order: OtcOrder }) {
  const { t } = useTranslation('otc');
  const format = useOtcFormat();
  const { navigateTo } = useAppNavigation();
  const time = new Date(order.create_time * 1000).toISOString();
  return (
    <button
      type="button"
      className="bare-button bare-button--block"
      onClick={() => navigateTo(`${ROUTES.otcOrder}?id=${order.id}`)}
    >
      <RecordRow
        title={t('orders.rowTitle', { side: t(`side.${order.side}`), amount: format.usdt(order.number) })}
        status={
          <Tag className="otc-order-row__status" fill="outline">
            {t(otcStatusKeys(order).label)}
          </Tag>
        }
        time={time}
        timeText={format.dateTime(order.create_time)}
        meta={order.merchant.nickname}
        value={format.fiat(order.total, order.fiat)}
        trend="flat"
        sub={t('orders.price', { price: format.price(order.price, order.fiat) })}
      />
    </button>
  );
}

export function OtcOrdersScreen() {
  const { t } = useTranslation('otc');
  const [params, setParams] = useSearchParams();
  const status: ListOtcOrdersStatus = params.get('status') === 'finished' ? 'finished' : 'ongoing';
  const request = { status };
  const orders = usePagesList(getListOtcOrdersQueryKey(request), (page, signal) =>
    listOtcOrders({ ...request, page }, { silent: true }, signal),
  );
  return (
    <Page title={t('orders.title')}>
      <div className="otc-page">
        <Tabs activeKey={status} onChange={(key) => setParams({ status: key }, { replace: true })}>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab} title={t(`orders.tabs.${tab}`)} />
          ))}
        </Tabs>
        <PagedList
          query={orders}
          label={t(`orders.tabs.${status}`)}
          emptyText={t('orders.empty')}
          rowKey={(order) => order.id}
          renderRow={(order) => <OrderRow order={order} />}
        />
      </div>
    </Page>
  );
}
