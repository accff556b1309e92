// Bills: every balance movement of the user, account by account (legal, spot, contract, options)
// and coin by coin, from /wallet/legal_log: deposits, withdrawals, transfers, trades, fees and
// settlements, newest first, page by page until "No more data". Filters: the account and the coin
// (sent with the request) and the direction (in or out, applied to the rows: the call has no such
// parameter).
import { Selector, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useListCurrencies } from '@generated/api/assets/assets';
import { CoinButton } from '@/components/coin-button';
import { CoinPicker } from '@/components/coin-picker';
import { Page } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { BillList } from './bill-list';
import {
  BILL_ACCOUNTS,
  BILL_DIRECTIONS,
  DEFAULT_BILL_ACCOUNT,
  findBillAccount,
  type BillAccount,
  type BillDirection,
} from './bill-pages';
import './bill.css';

function positiveInt(value: string | null): number | null {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
}

export function BillScreen() {
  const { t } = useTranslation('bill');
  const [params] = useSearchParams();
  const currencies = useListCurrencies(undefined, { query: { staleTime: 5 * 60_000 } });
  const [coinId, setCoinId] = useState<number | null>(() => positiveInt(params.get('currency')));
  const [account, setAccount] = useState<BillAccount>(
    () => findBillAccount(params.get('account')) ?? DEFAULT_BILL_ACCOUNT,
  );
  const [direction, setDirection] = useState<BillDirection>('all');
  const [picking, setPicking] = useState(false);

  const coins = [...(currencies.data ?? [])].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
  const coin = coins.find((c) => c.id === coinId) ?? coins[0];

  return (
    <Page title={t('title')}>
      <div className="bill">
        {currencies.isPending && <Skeleton.Paragraph lineCount={6} animated />}
        {currencies.isError && (
          <QueryError
            error={currencies.error}
            onRetry={() => void currencies.refetch()}
            retrying={currencies.isFetching}
          />
        )}
        {currencies.data && !coin && <p className="empty-text">{t('noCoins')}</p>}
        {coin && (
          <>
            <div className="bill-filters" role="group" aria-label={t('filters')}>
              <div className="bill-filter">
                <span className="form-field__label" id="bill-account-label">
                  {t('account')}
                </span>
                <Selector
                  aria-labelledby="bill-account-label"
                  className="bill-selector"
                  columns={4}
                  showCheckMark={false}
                  value={[account.key]}
                  onChange={(values) => {
                    const next = findBillAccount(values[0]);
                    if (next) setAccount(next);
                  }}
                  options={BILL_ACCOUNTS.map((a) => ({ label: t(`accounts.${a.key}`), value: a.key }))}
                />
              </div>
              <div className="bill-filter bill-filter--row">
                <span className="form-field__label" id="bill-coin-label">
                  {t('coin')}
                </span>
                <CoinButton
                  name={coin.name}
                  logo={coin.logo}
                  changeText={t('change')}
                  nameId="bill-coin-name"
                  aria-labelledby="bill-coin-label bill-coin-name"
                  onClick={() => setPicking(true)}
                />
              </div>
              <div className="bill-filter">
                <span className="form-field__label" id="bill-direction-label">
                  {t('direction')}
                </span>
                <Selector
                  aria-labelledby="bill-direction-label"
                  className="bill-selector"
                  columns={3}
                  showCheckMark={false}
                  value={[direction]}
                  onChange={(values) => setDirection(values[0] ?? 'all')}
                  options={BILL_DIRECTIONS.map((d) => ({ label: t(`directions.${d}`), value: d }))}
                />
              </div>
            </div>
            <BillList key={`${coin.id}-${account.id}`} currency={coin.id} account={account} direction={direction} />
            <CoinPicker
              visible={picking}
              title={t('chooseCoin')}
              options={coins.map((c) => ({ id: c.id, name: c.name, logo: c.logo }))}
              value={coin.id}
              onSelect={setCoinId}
              onClose={() => setPicking(false)}
            />
          </>
        )}
      </div>
    </Page>
  );
}
