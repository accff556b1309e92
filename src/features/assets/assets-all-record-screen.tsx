// Every financial record of the user, filtered by coin (/currency/list) and by account:
// deposits, withdrawals (processing, done, refused), transfers, trades, fees and settlements,
// page by page (/wallet/legal_log) until "No more data".
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/lib/router';
import { CoinFiltered } from '@/components/coin-filtered';
import { ChipFilter } from '@/components/chip-filter';
import { useCurrencyChoice } from '@/hooks/use-currency-choice';
import { ACCOUNTS, DEFAULT_ACCOUNT, findAccount, type AccountDef } from './accounts';
import { CoinChoiceField } from './coin-choice';
import { positiveInt } from '@/lib/query-params';
import { RecordList, RecordsPage } from './record-list';
import './assets.css';

export function AssetsAllRecordScreen() {
  const { t } = useTranslation('assets');
  const [params] = useSearchParams();
  const choice = useCurrencyChoice(positiveInt(params.get('currency')));
  const [account, setAccount] = useState<AccountDef>(() => findAccount(params.get('account')) ?? DEFAULT_ACCOUNT);

  return (
    <RecordsPage title={t('records.allTitle')}>
      <CoinFiltered
        choice={choice}
        emptyText={t('records.empty')}
        pickerTitle={t('records.chooseCoin')}
        searchPlaceholder={t('coinPicker.search')}
        noMatchText={t('coinPicker.none')}
      >
        {(coin, pick) => (
          <>
            <div className="records__filters" role="group" aria-label={t('records.filters')}>
              <CoinChoiceField
                id="records-coin"
                className="records__filter"
                label={t('records.coin')}
                coin={coin}
                onClick={pick}
              />
              <div className="records__filter">
                <ChipFilter
                  id="records-account"
                  label={t('records.account')}
                  className="records__accounts"
                  columns={4}
                  value={account.name}
                  onChange={(name) => setAccount(findAccount(name) ?? account)}
                  options={ACCOUNTS.map((a) => ({ label: t(`accounts.${a.name}`), value: a.name }))}
                />
              </div>
            </div>
            <RecordList key={`${coin.id}-${account.name}`} currency={coin.id} account={account} />
          </>
        )}
      </CoinFiltered>
    </RecordsPage>
  );
}
