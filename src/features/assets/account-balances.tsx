// The four accounts as tabs (funding, spot, contract, options), each with its total and its coins:
// the amount held, what is available and frozen, and the equivalent in the chosen fiat currency.
// A coin opens its records in that account.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Wallet, WalletOverview } from '@generated/model';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { toDecimal, useFiat } from '@/hooks/use-fiat';
import { ROUTES } from '@/lib/routes';
import { ACCOUNTS, balancePair, findAccount, type AccountDef } from './accounts';
import { CoinBadge } from '@/components/coin-badge';
import { formatAmount } from '@/lib/format';
import { rowValue } from './money';
import { MASK, useBalancesHidden } from './use-hidden-balances';
import { useLocale } from '@/hooks/use-locale';
import { EmptyState } from '@/components/empty-state';
import { LightCheck } from '@/components/light-check';
import { LightTabs } from '@/components/light-tabs';

const TAB_KEY = 'assetsAccountTab';

function readTab(): AccountDef {
  try {
    return findAccount(sessionStorage.getItem(TAB_KEY)) ?? (ACCOUNTS[0] as AccountDef);
  } catch {
    return ACCOUNTS[0] as AccountDef;
  }
}

function AccountCoins({ account, wallet }: { account: AccountDef; wallet: Wallet }) {
  const { t } = useTranslation('assets');
  const locale = useLocale();
  const { formatFiat } = useFiat();
  const { navigateTo } = useAppNavigation();
  const [hidden] = useBalancesHidden();
  const [hideZero, setHideZero] = useState(false);
  const accountName = t(`accounts.${account.name}`);

  const rows = wallet.balance.map((row) => {
    const { available, frozen } = balancePair(row, account.name);
    const held = toDecimal(available).plus(toDecimal(frozen));
    return { row, available, frozen, held, value: rowValue(available, frozen, row.usdt_price) };
  });
  const shown = hideZero ? rows.filter((r) => !r.held.eq(0)) : rows;
  const mask = (text: string) => (hidden ? MASK : text);

  return (
    <section className="account-coins" aria-label={accountName}>
      <div className="account-coins__total">
        <span>{t('overview.accountValue', { account: accountName })}</span>
        <strong>{mask(formatFiat(wallet.usdt_totle))}</strong>
        <small>{t('overview.approxUsdt', { amount: mask(formatAmount(wallet.usdt_totle, locale, 4)) })}</small>
      </div>
      <div className="account-coins__tools">
        <LightCheck
          checked={hideZero}
          onChange={setHideZero}
          label={t('overview.hideZero')}
          className="account-coins__hide-zero"
        />
        <button
          type="button"
          className="link-button"
          onClick={() => navigateTo(`${ROUTES.transfer}?from=${account.id}`)}
        >
          {t('overview.actions.transfer')}
        </button>
        {account.name === 'change' && (
          <button type="button" className="link-button" onClick={() => navigateTo(ROUTES.smallBalances)}>
            {t('dust.entry')}
          </button>
        )}
      </div>
      {shown.length === 0 ? (
        <EmptyState title={rows.length === 0 ? t('overview.empty') : t('overview.allZero')} />
      ) : (
        <ul className="coin-list" aria-label={t('overview.coinListLabel', { account: accountName })}>
          {shown.map(({ row, available, frozen, held, value }) => (
            <li key={row.id} data-testid="coin-row">
              <button
                type="button"
                className="coin-row"
                onClick={() => navigateTo(`${ROUTES.assetsRecord}?currency=${row.currency}&account=${account.name}`)}
              >
                <span className="coin-row__head">
                  <CoinBadge name={row.currency_name} />
                  <strong className="coin-row__name">{row.currency_name}</strong>
                  <span className="coin-row__held">
                    <strong>{mask(formatAmount(held, locale))}</strong>
                    <small>{mask(`≈ ${formatFiat(value)}`)}</small>
                  </span>
                </span>
                <span className="coin-row__pair">
                  <span>
                    {t('overview.available')} <strong>{mask(formatAmount(available, locale))}</strong>
                  </span>
                  <span>
                    {t('overview.frozen')} <strong>{mask(formatAmount(frozen, locale))}</strong>
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function AccountBalances({ overview }: { overview: WalletOverview }) {
  const { t } = useTranslation('assets');
  const [active, setActive] = useState<AccountDef>(readTab);

  return (
    <div className="account-balances">
      <LightTabs
        tabs={ACCOUNTS.map((account) => ({ key: account.name, title: t(`accounts.${account.name}`) }))}
        active={active.name}
        onChange={(key) => {
          const next = findAccount(key);
          if (!next) return;
          setActive(next);
          try {
            sessionStorage.setItem(TAB_KEY, next.name);
          } catch {
            // Storage unavailable: the tab resets on the next visit.
          }
        }}
        className="account-balances__tabs"
      />
      <AccountCoins key={active.name} account={active} wallet={overview[active.wallet]} />
    </div>
  );
}
