// Deposit, step 1: choose the coin. Coins open for deposit first, with their networks (USDT on
// ERC20 and TRC20); coins whose deposits are closed are shown greyed out.
import { SearchBar, Tag } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from '@/lib/router';
import { useListCurrencies } from '@generated/api/assets/assets';
import { Page } from '@/components/page';
import { QueryStatus } from '@/components/query-status';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { ROUTES } from '@/lib/routes';
import { CoinBadge } from '@/components/coin-badge';
import { HistoryButton } from './history-button';
import '@/components/pick-list.css';
import './deposit.css';

export function DepositSelectScreen() {
  const { t } = useTranslation('deposit');
  const { pathname } = useLocation();
  const { navigateTo } = useAppNavigation();
  const [query, setQuery] = useState('');
  const currencies = useListCurrencies(undefined, { query: { staleTime: 5 * 60_000 } });
  const receivePath = pathname.startsWith('/pages/recharge/') ? ROUTES.rechargeReceive : ROUTES.depositReceive;

  const coins = useMemo(() => {
    const q = query.trim().toLowerCase();
    const all = [...(currencies.data ?? [])].sort((a, b) => (b.is_charge === 1 ? 1 : 0) - (a.is_charge === 1 ? 1 : 0));
    return q ? all.filter((coin) => coin.name.toLowerCase().includes(q)) : all;
  }, [currencies.data, query]);

  return (
    <Page title={t('select.title')} right={<HistoryButton tab="deposits" />}>
      <div className="deposit">
        <div className="deposit__search">
          <SearchBar placeholder={t('select.search')} value={query} onChange={setQuery} />
        </div>
        <QueryStatus query={currencies} />
        {currencies.isSuccess && coins.length === 0 && (
          <p className="empty-text">{query.trim() ? t('select.noMatch') : t('select.empty')}</p>
        )}
        {coins.length > 0 && (
          <ul className="pick-list" aria-label={t('select.listLabel')}>
            {coins.map((coin) => {
              const open = coin.is_charge === 1;
              const networks = (coin.networks ?? []).map((n) => n.subName).filter(Boolean);
              return (
                <li key={coin.id}>
                  <button
                    type="button"
                    className="pick-row"
                    disabled={!open}
                    onClick={() => navigateTo(`${receivePath}?currency=${coin.id}`)}
                  >
                    <CoinBadge name={coin.name} logo={coin.logo} size={28} />
                    <span className="pick-row__main">
                      <span className="pick-row__title">{coin.name}</span>
                      {networks.length > 0 && (
                        <span className="pick-row__tags">
                          {networks.map((name) => (
                            <Tag key={name} fill="outline" color="default">
                              {name}
                            </Tag>
                          ))}
                        </span>
                      )}
                    </span>
                    {!open && <span className="pick-row__extra">{t('select.suspended')}</span>}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Page>
  );
}
