// Deposit, step 1: choose the coin. Only coins open for deposit are listed, with their networks
// (USDT on ERC20 and TRC20), as the big exchanges do: an asset that cannot be deposited (a stock,
// which is bought on the stock market here and never sent from a wallet, or a coin whose deposits
// are closed) is found by a search, in a group of its own that says why; a note under the list
// says that they are left out.
import { SearchBar, Tag } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from '@/lib/router';
import { useListCurrencies } from '@generated/api/assets/assets';
import { useListQuotations } from '@generated/api/market/market';
import type { Currency } from '@generated/model';
import { Page } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { QueryStatus } from '@/components/query-status';
import { retryOf } from '@/components/retry-of';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { categoryOf } from '@/lib/market-category';
import { ROUTES } from '@/lib/routes';
import { CoinBadge } from '@/components/coin-badge';
import { HistoryButton } from './history-button';
import '@/components/pick-list.css';
import './deposit.css';
import './deposit-closed.css';

export function DepositSelectScreen() {
  const { t } = useTranslation('deposit');
  const { pathname } = useLocation();
  const { navigateTo } = useAppNavigation();
  const [query, setQuery] = useState('');
  const currencies = useListCurrencies(undefined, { query: { staleTime: 5 * 60_000 } });
  const receivePath = pathname.startsWith('/pages/recharge/') ? ROUTES.rechargeReceive : ROUTES.depositReceive;

  const q = query.trim().toLowerCase();
  const { coins, closed, hidden } = useMemo(() => {
    const all = currencies.data ?? [];
    const matches = (coin: Currency) =>
      coin.name.toLowerCase().includes(q) || (coin.full_name ?? '').toLowerCase().includes(q);
    const open = all.filter((coin) => coin.is_charge === 1);
    const shut = all.filter((coin) => coin.is_charge !== 1);
    return { coins: q ? open.filter(matches) : open, closed: q ? shut.filter(matches) : [], hidden: shut.length };
  }, [currencies.data, q]);
  // Which of them are stocks (their pairs' market), asked only when one is shown; without the
  // answer (said, with a retry) a stock reads as closed for deposits, which is true too.
  const quotations = useListQuotations(undefined, { query: { staleTime: 30_000, enabled: closed.length > 0 } });
  const stocks = useMemo(
    () =>
      new Set(
        (quotations.data ?? []).flatMap((legal) =>
          legal.quotation.filter((pair) => categoryOf(pair) === 'stock').map((pair) => pair.currency_id),
        ),
      ),
    [quotations.data],
  );

  return (
    <Page title={t('select.title')} right={<HistoryButton tab="deposits" />}>
      <div className="deposit">
        <div className="deposit__search">
          <SearchBar placeholder={t('select.search')} value={query} onChange={setQuery} />
        </div>
        <QueryStatus query={currencies} />
        {currencies.isSuccess && coins.length === 0 && closed.length === 0 && (
          <p className="empty-text">{q ? t('select.noMatch') : t('select.empty')}</p>
        )}
        {coins.length > 0 && (
          <ul className="pick-list" aria-label={t('select.listLabel')}>
            {coins.map((coin) => {
              const networks = (coin.networks ?? []).map((n) => n.subName).filter(Boolean);
              return (
                <li key={coin.id}>
                  <button
                    type="button"
                    className="pick-row"
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
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {closed.length > 0 && (
          <section className="deposit__closed" aria-labelledby="deposit-closed-title">
            <h2 id="deposit-closed-title" className="deposit__closed-title">
              {t('select.unavailableTitle')}
            </h2>
            {quotations.isError && <QueryError inline title={t('common:partial.pairs')} {...retryOf(quotations)} />}
            <ul className="pick-list">
              {closed.map((coin) => (
                <li key={coin.id} className="pick-row is-closed">
                  <CoinBadge name={coin.name} logo={coin.logo} size={28} />
                  <span className="pick-row__main">
                    <span className="pick-row__title">{coin.name}</span>
                    <span className="deposit__closed-reason">
                      {t(stocks.has(coin.id) ? 'select.stock' : 'select.closedReason', {
                        coin: coin.name,
                      })}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          </section>
        )}
        {currencies.isSuccess && !q && hidden > 0 && coins.length > 0 && (
          <p className="deposit__hidden-note">{t('select.hiddenNote')}</p>
        )}
      </div>
    </Page>
  );
}
