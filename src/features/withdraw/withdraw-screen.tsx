// Withdraw: to a crypto address (coin, network, address, amount with the minimum and the fee, the
// amount received computed live, the 24 h limit and the pay password), or to a bound bank card,
// domestic or international (the same amount rules). Either way a confirmation repeats the figures
// and the destination, and the withdrawal is sent once.
import { Skeleton, Tabs } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useListCurrencies } from '@generated/api/assets/assets';
import { Page } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { ROUTES } from '@/lib/routes';
import { AddressWithdrawForm } from './address-withdraw-form';
import { BankCardTab } from './bank-card-tab';
import './withdraw.css';

type Method = 'address' | 'bank';

export function WithdrawScreen() {
  const { t } = useTranslation('withdraw');
  const [params, setParams] = useSearchParams();
  const { navigateTo } = useAppNavigation();
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
      right={
        <button
          type="button"
          className="icon-button"
          aria-label={t('history')}
          onClick={() => navigateTo(`${ROUTES.depositWithdrawRecord}?tab=withdrawals`)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path
              fill="currentColor"
              d="M13 3a9 9 0 1 1-8.5 12h2.1A7 7 0 1 0 6 9.3V12H2V5h2v2.5A9 9 0 0 1 13 3zm-1 4h2v5.2l3.4 2-1 1.7L12 13.4z"
            />
          </svg>
        </button>
      }
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

        {currencies.isPending && <Skeleton.Paragraph lineCount={6} animated />}
        {currencies.isError && (
          <QueryError
            error={currencies.error}
            onRetry={() => void currencies.refetch()}
            retrying={currencies.isFetching}
          />
        )}
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
