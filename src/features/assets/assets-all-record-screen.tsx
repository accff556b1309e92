// Every financial record of the user, filtered by coin (/currency/list) and by account:
// deposits, withdrawals (processing, done, refused), transfers, trades, fees and settlements,
// page by page (/wallet/legal_log) until "No more data".
import { Selector, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useListCurrencies } from '@generated/api/assets/assets';
import { Page } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { ACCOUNTS, DEFAULT_ACCOUNT, findAccount, type AccountDef } from './accounts';
import { CoinBadge } from '@/components/coin-badge';
import { CoinPicker } from '@/components/coin-picker';
import { ChevronIcon } from './icons';
import { positiveInt } from './params';
import { RecordList } from './record-list';
import './assets.css';

export function AssetsAllRecordScreen() {
  const { t } = useTranslation('assets');
  const [params] = useSearchParams();
  const currencies = useListCurrencies(undefined, { query: { staleTime: 5 * 60_000 } });
  const [coinId, setCoinId] = useState<number | null>(() => positiveInt(params.get('currency')));
  const [account, setAccount] = useState<AccountDef>(() => findAccount(params.get('account')) ?? DEFAULT_ACCOUNT);
  const [picking, setPicking] = useState(false);

  const list = [...(currencies.data ?? [])].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
  const coin = list.find((c) => c.id === coinId) ?? list[0];

  return (
    <Page title={t('records.allTitle')}>
      <div className="records">
        {currencies.isPending && <Skeleton.Paragraph lineCount={6} animated />}
        {currencies.isError && (
          <QueryError
            error={currencies.error}
            onRetry={() => void currencies.refetch()}
            retrying={currencies.isFetching}
          />
        )}
        {currencies.data && !coin && <p className="empty-text">{t('records.empty')}</p>}
        {coin && (
          <>
            <div className="records__filters" role="group" aria-label={t('records.filters')}>
              <div className="records__filter">
                <span className="form-field__label" id="records-coin-label">
                  {t('records.coin')}
                </span>
                <button
                  type="button"
                  className="coin-select"
                  onClick={() => setPicking(true)}
                  aria-labelledby="records-coin-label records-coin-name"
                >
                  <CoinBadge name={coin.name} logo={coin.logo} size={24} />
                  <strong id="records-coin-name">{coin.name}</strong>
                  <ChevronIcon />
                </button>
              </div>
              <div className="records__filter">
                <span className="form-field__label" id="records-account-label">
                  {t('records.account')}
                </span>
                <Selector
                  aria-labelledby="records-account-label"
                  className="records__accounts"
                  columns={4}
                  showCheckMark={false}
                  value={[account.name]}
                  onChange={(values) => {
                    const next = findAccount(values[0]);
                    if (next) setAccount(next);
                  }}
                  options={ACCOUNTS.map((a) => ({ label: t(`accounts.${a.name}`), value: a.name }))}
                />
              </div>
            </div>
            <RecordList key={`${coin.id}-${account.name}`} currency={coin.id} account={account} />
            <CoinPicker
              visible={picking}
              title={t('records.chooseCoin')}
              searchPlaceholder={t('coinPicker.search')}
              noMatchText={t('coinPicker.none')}
              options={list.map((c) => ({ id: c.id, name: c.name, logo: c.logo }))}
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
