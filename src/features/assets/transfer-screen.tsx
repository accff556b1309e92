// Transfer between the user's own accounts (/wallet/change): the coin, the source and target
// accounts (with a swap button; choosing the other side's account swaps them), the amount with
// "All", and the available balance of the source account. The amount is checked before any
// request (positive, at most 10 decimals, not above the available balance), confirmed in a
// dialog that repeats the figures, and sent once. On success the balances refresh and the app
// returns to the assets tab after 1.2 s; on failure the form keeps its values. A 998 answer sends
// the user to identity verification (the HTTP client does that).
import { ActionSheet } from 'antd-mobile';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/lib/router';
import {
  getListLegalLogQueryKey,
  getListUserCurrenciesQueryKey,
  getListWalletsQueryKey,
  useListUserCurrencies,
} from '@generated/api/assets/assets';
import { getListTransferHistoryQueryKey, useTransferBetweenAccounts } from '@generated/api/transfer/transfer';
import type { UserCurrency } from '@generated/model';
import { AmountField } from '@/components/form/amount-field';
import { SubmitButton } from '@/components/form/form';
import { NavTextButton } from '@/components/nav-text-button';
import { Page } from '@/components/page';
import { QueryStatus } from '@/components/query-status';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { ROUTES } from '@/lib/routes';
import { ACCOUNTS, balancePair, findAccount, type AccountDef } from './accounts';
import type { AmountForm } from './amount-rules';
import { CoinPicker } from '@/components/coin-picker';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { CoinChoiceField } from './coin-choice';
import { useCoinOptions } from './use-coin-options';
import { ChevronIcon, SwapIcon } from './icons';
import { formatAmount } from '@/lib/format';
import { MoneyForm } from './money-form';
import { useAmountForm, useMoneyOrder } from './money-order';
import { maxAmount, toAmountString } from './money';
import { positiveInt } from '@/lib/query-params';
import { useLocale } from '@/hooks/use-locale';
import './assets.css';

export const RETURN_DELAY_MS = 1200;

interface TransferOrder {
  coin: UserCurrency;
  amount: string;
  from: AccountDef;
  to: AccountDef;
}

function defaultTarget(from: AccountDef): AccountDef {
  return (from.name === 'lever' ? ACCOUNTS[1] : ACCOUNTS[2]) as AccountDef;
}

export function TransferScreen() {
  const { t } = useTranslation('assets');
  const locale = useLocale();
  const [params] = useSearchParams();
  const { switchTab } = useAppNavigation();
  const currencies = useListUserCurrencies(undefined, { query: { staleTime: 5_000 } });
  const transfer = useTransferBetweenAccounts();

  const [coinId, setCoinId] = useState<number | null>(() => positiveInt(params.get('currency')));
  const [from, setFrom] = useState<AccountDef>(() => findAccount(params.get('from')) ?? (ACCOUNTS[1] as AccountDef));
  const [to, setTo] = useState<AccountDef>(() => {
    const wanted = findAccount(params.get('to'));
    return wanted && wanted.id !== from.id ? wanted : defaultTarget(from);
  });
  const [picking, setPicking] = useState<'coin' | 'from' | 'to' | null>(null);
  const returnTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(returnTimer.current), []);

  const list = useMemo(() => currencies.data ?? [], [currencies.data]);
  const coin = list.find((c) => c.id === coinId) ?? list[0];
  const available = coin ? balancePair(coin.wallet, from.name).available : null;

  const accountName = (account: AccountDef) => t(`accounts.${account.name}`);
  const form = useAmountForm({ available });
  const { setOrder, dialog } = useMoneyOrder<TransferOrder>({
    form,
    send: (sent) =>
      transfer.mutateAsync({
        data: { currency_id: sent.coin.id, number: sent.amount, from_field: sent.from.id, to_field: sent.to.id },
      }),
    pending: transfer.isPending,
    title: t('transfer.confirmTitle'),
    confirmText: t('transfer.confirm'),
    rows: (order) => [
      { label: t('transfer.coin'), value: order.coin.name },
      { label: t('transfer.amount'), value: `${formatAmount(order.amount, locale, 10)} ${order.coin.name}` },
      { label: t('transfer.from'), value: accountName(order.from) },
      { label: t('transfer.to'), value: accountName(order.to) },
    ],
    success: t('transfer.success'),
    refresh: [
      getListUserCurrenciesQueryKey(),
      getListWalletsQueryKey(),
      getListTransferHistoryQueryKey(),
      getListLegalLogQueryKey().slice(0, 2),
    ],
    onSent: () => {
      returnTimer.current = setTimeout(() => switchTab(ROUTES.assets), RETURN_DELAY_MS);
    },
  });
  const coinOptions = useCoinOptions(list, (c) => balancePair(c.wallet, from.name).available);

  function chooseAccount(side: 'from' | 'to', next: AccountDef): void {
    const other = side === 'from' ? to : from;
    if (next.id === other.id) {
      swap();
      return;
    }
    if (side === 'from') setFrom(next);
    else setTo(next);
  }

  function swap(): void {
    setFrom(to);
    setTo(from);
  }

  // Opening the confirmation sends nothing (the dialog's button is the guarded one), so a
  // corrected amount can be checked again at once.
  const openConfirm = (values: AmountForm) => {
    if (coin && !transfer.isPending) setOrder({ coin, amount: values.amount.trim(), from, to });
  };

  const accountActions = (side: 'from' | 'to') =>
    ACCOUNTS.map((account) => ({
      key: account.name,
      text: accountName(account),
      description: coin
        ? t('transfer.availableShort', {
            amount: `${formatAmount(balancePair(coin.wallet, account.name).available, locale)} ${coin.name}`,
          })
        : undefined,
      bold: account.id === (side === 'from' ? from.id : to.id),
      onClick: () => chooseAccount(side, account),
    }));

  return (
    <Page
      title={t('transfer.title')}
      right={<NavTextButton to={ROUTES.transferHistory}>{t('transfer.history')}</NavTextButton>}
    >
      <div className="money-form">
        <div className="transfer-accounts">
          <div className="transfer-accounts__rows">
            {(['from', 'to'] as const).map((side) => {
              const account = accountName(side === 'from' ? from : to);
              return (
                // Named by what it shows, "From Spot" (a voice control user says what they see),
                // and announced as opening a sheet.
                <button
                  key={side}
                  type="button"
                  className="transfer-account"
                  onClick={() => setPicking(side)}
                  aria-haspopup="dialog"
                >
                  <span className="transfer-account__side">{t(`transfer.${side}`)}</span>{' '}
                  <strong data-testid={`transfer-${side}`}>{account}</strong>
                  <ChevronIcon />
                </button>
              );
            })}
          </div>
          <button type="button" className="transfer-accounts__swap" onClick={swap} aria-label={t('transfer.swap')}>
            <SwapIcon />
          </button>
        </div>

        <QueryStatus query={currencies} lines={4} />
        {currencies.data && !coin && <p className="empty-text">{t('transfer.noCoins')}</p>}
        {coin && (
          <MoneyForm form={form} id="transfer" busy={transfer.isPending} onSubmit={openConfirm}>
            <CoinChoiceField
              id="transfer-coin"
              className="form-field"
              label={t('transfer.coin')}
              coin={coin}
              onClick={() => setPicking('coin')}
            />
            <AmountField
              name="amount"
              label={t('transfer.amount')}
              placeholder={t('transfer.amountPlaceholder')}
              unit={coin.name}
              action={{ label: t('transfer.all'), value: toAmountString(maxAmount(available)) }}
            />
            <p className="money-form__hint" data-testid="transfer-available">
              {t('transfer.available', { amount: formatAmount(available, locale), coin: coin.name })}
            </p>
            <SubmitButton>{t('transfer.submit')}</SubmitButton>
          </MoneyForm>
        )}
      </div>

      <ActionSheet
        visible={picking === 'from' || picking === 'to'}
        extra={picking === 'to' ? t('transfer.chooseTo') : t('transfer.chooseFrom')}
        actions={picking === 'to' ? accountActions('to') : accountActions('from')}
        cancelText={t('confirm.cancel')}
        onClose={() => setPicking(null)}
        closeOnAction
      />
      <CoinPicker
        visible={picking === 'coin'}
        title={t('transfer.chooseCoin')}
        searchPlaceholder={t('coinPicker.search')}
        noMatchText={t('coinPicker.none')}
        options={coinOptions}
        value={coin?.id ?? null}
        onSelect={setCoinId}
        onClose={() => setPicking(null)}
      />
      <ConfirmDialog {...dialog} />
    </Page>
  );
}
