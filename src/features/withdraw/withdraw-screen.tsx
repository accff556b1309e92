// Withdraw: to a crypto address (coin, network, address, amount with the minimum and the fee, the
// amount received computed live, the 24 h limit and the pay password), or to a bound bank card,
// domestic or international (the same amount rules). Either way a confirmation repeats the figures
// and the destination, and the withdrawal is sent once.
import { Tabs } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/lib/router';
import { useListCurrencies } from '@generated/api/assets/assets';
import { Page } from '@/components/page';
import { HistoryIconButton } from '@/components/history-icon-button';
import { QueryStatus } from '@/components/query-status';
import { ROUTES } from '@/lib/routes';
import { AddressWithdrawForm } from './address-withdraw-form';
import { BankCardTab } from './bank-card-tab';
import './withdraw.css';

type Method = 'address' | 'bank';

export function WithdrawScreen() {
  const { t } = useTranslation('withdraw');
  const [params, setParams] = useSearchParams();
  const [method, setMethod] = useState<Method>(params.get('method') === 'bank' ? 'bank' : 'address');

  const currencies = useListCurrencies(undefined, { query: { staleTime: 5 * 60_000 } });
  const coins = useMemo(() => (currencies.data ?? []).filter((c) => c.is_withdraw === 1), [currencies.data]);
  // A bank card is paid in fiat: only currencies the site holds in the legal (fiat) account.
  const cardCoins = useMemo(() => coins.filter((c) => c.is_legal === 1), [coins]);
  const requestedId = Number(params.get('currency'));
  const coin = coins.find((c) => c.id === requestedId) ?? coins[0];

  return (
    <Page
      title={method === 'address' && coin ? t('titleCoin', { coin: coin.name }) : t('title')}
      right={<HistoryIconButton label={t('history')} to={`${ROUTES.depositWithdrawRecord}?tab=withdrawals`} />}
    >
      <div className="withdraw">
        <Tabs
          activeKey={method}
          onChange={(key) => setMethod(key === 'bank' ? 'bank' : 'address')}
          className="withdraw__tabs"
        >
          <Tabs.Tab title={t('tabs.address')} key="address" />
          <Tabs.Tab title={t('tabs.bank')} key="bank" />
        </Tabs>

        <QueryStatus query={currencies} />
        {currencies.isSuccess && method === 'bank' && <BankCardTab coins={cardCoins} />}
        {currencies.isSuccess && method === 'address' && !coin && <p className="empty-text">{t('coin.noneOpen')}</p>}
        {currencies.isSuccess && method === 'address' && coin && (
          <AddressWithdrawForm
            coins={coins}
            coin={coin}
            onChooseCoin={(id) => setParams({ currency: String(id) }, { replace: true })}
          />
        )}
      </div>
    </Page>
  );
}
