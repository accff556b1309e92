// Bills: every balance movement of the user, account by account (legal, spot, contract, options)
// and coin by coin, from /wallet/legal_log: deposits, withdrawals, transfers, trades, fees and
// settlements, newest first, page by page until "No more data". Filters: the account and the coin
// (sent with the request) and the direction (in or out, applied to the rows: the call has no such
// parameter).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/lib/router';
import { ChipFilter } from '@/components/chip-filter';
import { CoinButton } from '@/components/coin-button';
import { CoinFiltered } from '@/components/coin-filtered';
import { Page } from '@/components/page';
import { useCurrencyChoice } from '@/hooks/use-currency-choice';
import { positiveInt } from '@/lib/query-params';
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

interface BillChipsProps<V extends string> {
  /** `account` or `direction`: the chips' id is `bill-<name>`, their label the text of that name. */
  name: 'account' | 'direction';
  columns: number;
  value: V;
  emptyValue?: V;
  onChange: (value: V) => void;
  options: readonly { label: string; value: V }[];
}

/** One filter of the ledger: a labelled row of chips. */
function BillChips<V extends string>({ name, ...chips }: BillChipsProps<V>) {
  const { t } = useTranslation('bill');
  return (
    <div className="bill-filter">
      <ChipFilter id={`bill-${name}`} label={t(name)} className="bill-selector" {...chips} />
    </div>
  );
}

export function BillScreen() {
  const { t } = useTranslation('bill');
  const [params] = useSearchParams();
  const choice = useCurrencyChoice(positiveInt(params.get('currency')));
  const [account, setAccount] = useState<BillAccount>(
    () => findBillAccount(params.get('account')) ?? DEFAULT_BILL_ACCOUNT,
  );
  const [direction, setDirection] = useState<BillDirection>('all');

  return (
    <Page title={t('title')}>
      <div className="bill">
        <CoinFiltered choice={choice} emptyText={t('noCoins')} pickerTitle={t('chooseCoin')}>
          {(coin, pick) => (
            <>
              <div className="bill-filters" role="group" aria-label={t('filters')}>
                <BillChips
                  name="account"
                  columns={4}
                  value={account.key}
                  onChange={(key) => setAccount(findBillAccount(key) ?? account)}
                  options={BILL_ACCOUNTS.map((a) => ({ label: t(`accounts.${a.key}`), value: a.key }))}
                />
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
                    onClick={pick}
                  />
                </div>
                <BillChips
                  name="direction"
                  columns={3}
                  value={direction}
                  emptyValue="all"
                  onChange={setDirection}
                  options={BILL_DIRECTIONS.map((d) => ({ label: t(`directions.${d}`), value: d }))}
                />
              </div>
              <BillList key={`${coin.id}-${account.id}`} currency={coin.id} account={account} direction={direction} />
            </>
          )}
        </CoinFiltered>
      </div>
    </Page>
  );
}
