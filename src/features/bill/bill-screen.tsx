// Bills: every balance movement of the user, account by account (legal, spot, contract, options)
// and coin by coin, from /wallet/legal_log: deposits, withdrawals, transfers, trades, fees and
// settlements, newest first, page by page until "No more data". Filters: the account and the coin
// (sent with the request) and the direction (in or out, applied to the rows: the call has no such
// parameter).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ChipFilter } from '@/components/chip-filter';
import { CoinButton } from '@/components/coin-button';
import { CoinPicker } from '@/components/coin-picker';
import { Page } from '@/components/page';
import { QueryStatus } from '@/components/query-status';
import { useCurrencyChoice } from '@/hooks/use-currency-choice';
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
  const { currencies, coins, coin, setCoinId } = useCurrencyChoice(positiveInt(params.get('currency')));
  const [account, setAccount] = useState<BillAccount>(
    () => findBillAccount(params.get('account')) ?? DEFAULT_BILL_ACCOUNT,
  );
  const [direction, setDirection] = useState<BillDirection>('all');
  const [picking, setPicking] = useState(false);

  return (
    <Page title={t('title')}>
      <div className="bill">
        <QueryStatus query={currencies} />
        {currencies.data && !coin && <p className="empty-text">{t('noCoins')}</p>}
        {coin && (
          <>
            <div className="bill-filters" role="group" aria-label={t('filters')}>
              <div className="bill-filter">
                <ChipFilter
                  id="bill-account"
                  label={t('account')}
                  className="bill-selector"
                  columns={4}
                  value={account.key}
                  onChange={(key) => setAccount(findBillAccount(key) ?? account)}
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
                <ChipFilter
                  id="bill-direction"
                  label={t('direction')}
                  className="bill-selector"
                  columns={3}
                  value={direction}
                  emptyValue="all"
                  onChange={setDirection}
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
