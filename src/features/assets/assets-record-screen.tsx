// One coin in one account: its available and frozen balance and their value in the chosen fiat
// (/wallet/detail), shortcuts to deposit, withdraw and transfer it, the account as a filter, and
// its financial records (/wallet/legal_log), page by page.
import { Button, Skeleton, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/lib/router';
import { useListWalletDetail } from '@generated/api/assets/assets';
import { QueryError } from '@/components/query-error';
import { retryOf } from '@/components/retry-of';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useFiat } from '@/hooks/use-fiat';
import { ROUTES } from '@/lib/routes';
import { ACCOUNTS, balancePair, DEFAULT_ACCOUNT, findAccount, type AccountDef } from './accounts';
import { CoinBadge } from '@/components/coin-badge';
import { formatAmount } from '@/lib/format';
import { rowValue } from './money';
import { positiveInt } from '@/lib/query-params';
import { RecordList, RecordsPage } from './record-list';
import { MASK, useBalancesHidden } from './use-hidden-balances';
import { useLocale } from '@/hooks/use-locale';
import './assets.css';

function CoinSummary({ currency, account }: { currency: number; account: AccountDef }) {
  const { t } = useTranslation('assets');
  const locale = useLocale();
  const { formatFiat } = useFiat();
  const [hidden] = useBalancesHidden();
  const { navigateTo } = useAppNavigation();
  const detail = useListWalletDetail({ currency, type: account.name }, undefined, {
    query: { staleTime: 10_000 },
    request: { silent: true },
  });
  const mask = (text: string) => (hidden ? MASK : text);

  if (detail.isPending) return <Skeleton.Paragraph lineCount={3} animated />;
  if (detail.isError) {
    return <QueryError compact {...retryOf(detail)} />;
  }
  const coin = detail.data.currency_name ?? '';
  const { available, frozen } = balancePair(detail.data, account.name);
  return (
    <section className="coin-summary" aria-labelledby="coin-summary-title">
      <div className="coin-summary__head">
        <CoinBadge name={coin} />
        <h2 id="coin-summary-title">{t('records.coinInAccount', { coin, account: t(`accounts.${account.name}`) })}</h2>
      </div>
      <dl className="coin-summary__figures">
        <div>
          <dt>{t('overview.available')}</dt>
          <dd>{mask(formatAmount(available, locale))}</dd>
        </div>
        <div>
          <dt>{t('overview.frozen')}</dt>
          <dd>{mask(formatAmount(frozen, locale))}</dd>
        </div>
        <div>
          <dt>{t('records.value')}</dt>
          <dd>{mask(formatFiat(rowValue(available, frozen, detail.data.usdt_price ?? 0)))}</dd>
        </div>
      </dl>
      <div className="coin-summary__actions">
        {detail.data.is_charge && (
          <Button size="small" color="primary" onClick={() => navigateTo(ROUTES.depositSelect)}>
            {t('overview.actions.deposit')}
          </Button>
        )}
        <Button size="small" fill="outline" onClick={() => navigateTo(ROUTES.withdraw)}>
          {t('overview.actions.withdraw')}
        </Button>
        <Button
          size="small"
          fill="outline"
          onClick={() => navigateTo(`${ROUTES.transfer}?currency=${currency}&from=${account.id}`)}
        >
          {t('overview.actions.transfer')}
        </Button>
      </div>
    </section>
  );
}

export function AssetsRecordScreen() {
  const { t } = useTranslation('assets');
  const [params] = useSearchParams();
  const currency = positiveInt(params.get('currency')) ?? 1;
  const [account, setAccount] = useState<AccountDef>(() => findAccount(params.get('account')) ?? DEFAULT_ACCOUNT);

  return (
    <RecordsPage title={t('records.title')}>
      <Tabs
        activeKey={account.name}
        onChange={(key) => setAccount(findAccount(key) ?? DEFAULT_ACCOUNT)}
        className="account-balances__tabs"
      >
        {ACCOUNTS.map((a) => (
          <Tabs.Tab key={a.name} title={t(`accounts.${a.name}`)} />
        ))}
      </Tabs>
      <CoinSummary key={`summary-${currency}-${account.name}`} currency={currency} account={account} />
      <h2 className="records__heading">{t('records.history')}</h2>
      <RecordList key={`records-${currency}-${account.name}`} currency={currency} account={account} />
    </RecordsPage>
  );
}
