// Transfer between the user's own accounts (/wallet/change): the coin, the source and target
// accounts (with a swap button; choosing the other side's account swaps them), the amount with
// "All", and the available balance of the source account. The amount is checked before any
// request (positive, at most 10 decimals, not above the available balance), confirmed in a
// dialog that repeats the figures, and sent once. On success the balances refresh and the app
// returns to the assets tab after 1.2 s; on failure the form keeps its values. A 998 answer sends
// the user to identity verification (the HTTP client does that).
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { ActionSheet, Toast } from 'antd-mobile';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  getListLegalLogQueryKey,
  getListUserCurrenciesQueryKey,
  getListWalletsQueryKey,
  useListUserCurrencies,
} from '@generated/api/assets/assets';
import { getListTransferHistoryQueryKey, useTransferBetweenAccounts } from '@generated/api/transfer/transfer';
import type { UserCurrency } from '@generated/model';
import { AmountField } from '@/components/form/amount-field';
import { Form, SubmitButton } from '@/components/form/form';
import { Page } from '@/components/page';
import { QueryStatus } from '@/components/query-status';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useReportError } from '@/hooks/use-report-error';
import { ROUTES } from '@/lib/routes';
import { ACCOUNTS, balancePair, findAccount, type AccountDef } from './accounts';
import { amountSchema, type AmountForm } from './amount-rules';
import { CoinBadge } from '@/components/coin-badge';
import { CoinPicker } from '@/components/coin-picker';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ChevronIcon, SwapIcon } from './icons';
import { formatAmount } from '@/lib/format';
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
  const { navigateTo, switchTab } = useAppNavigation();
  const reportError = useReportError();
  const queryClient = useQueryClient();
  const currencies = useListUserCurrencies(undefined, { query: { staleTime: 5_000 } });
  const transfer = useTransferBetweenAccounts();

  const [coinId, setCoinId] = useState<number | null>(() => positiveInt(params.get('currency')));
  const [from, setFrom] = useState<AccountDef>(() => findAccount(params.get('from')) ?? (ACCOUNTS[1] as AccountDef));
  const [to, setTo] = useState<AccountDef>(() => {
    const wanted = findAccount(params.get('to'));
    return wanted && wanted.id !== from.id ? wanted : defaultTarget(from);
  });
  const [picking, setPicking] = useState<'coin' | 'from' | 'to' | null>(null);
  const [order, setOrder] = useState<TransferOrder | null>(null);
  const returnTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(returnTimer.current), []);

  const list = useMemo(() => currencies.data ?? [], [currencies.data]);
  const coin = list.find((c) => c.id === coinId) ?? list[0];
  const available = coin ? balancePair(coin.wallet, from.name).available : null;

  const form = useForm<AmountForm>({
    resolver: zodResolver(amountSchema({ available })),
    defaultValues: { amount: '' },
    mode: 'onTouched',
  });
  const { isSubmitted } = form.formState;

  // A new coin or source account changes the limit: check the typed amount again.
  useEffect(() => {
    if (isSubmitted || form.getFieldState('amount').isTouched) void form.trigger('amount');
  }, [available, isSubmitted, form]);

  const coinOptions = useMemo(
    () =>
      list.map((c) => ({
        id: c.id,
        name: c.name,
        logo: c.logo,
        detail: t('transfer.availableShort', {
          amount: formatAmount(balancePair(c.wallet, from.name).available, locale),
        }),
      })),
    [list, from.name, locale, t],
  );

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

  async function send(): Promise<void> {
    if (!order) return;
    try {
      await transfer.mutateAsync({
        data: { currency_id: order.coin.id, number: order.amount, from_field: order.from.id, to_field: order.to.id },
      });
      setOrder(null);
      form.reset({ amount: '' });
      Toast.show({ icon: 'success', content: t('transfer.success') });
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: getListUserCurrenciesQueryKey() }),
        queryClient.invalidateQueries({ queryKey: getListWalletsQueryKey() }),
        queryClient.invalidateQueries({ queryKey: getListTransferHistoryQueryKey() }),
        queryClient.invalidateQueries({ queryKey: getListLegalLogQueryKey().slice(0, 2) }),
      ]);
      returnTimer.current = setTimeout(() => switchTab(ROUTES.assets), RETURN_DELAY_MS);
    } catch (error) {
      setOrder(null);
      reportError(error);
    }
  }

  const accountName = (account: AccountDef) => t(`accounts.${account.name}`);
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
      right={
        <button type="button" className="link-button" onClick={() => navigateTo(ROUTES.transferHistory)}>
          {t('transfer.history')}
        </button>
      }
    >
      <div className="money-form">
        <div className="transfer-accounts">
          <div className="transfer-accounts__rows">
            <button
              type="button"
              className="transfer-account"
              onClick={() => setPicking('from')}
              aria-label={t('transfer.fromLabel', { account: accountName(from) })}
            >
              <span className="transfer-account__side">{t('transfer.from')}</span>
              <strong data-testid="transfer-from">{accountName(from)}</strong>
              <ChevronIcon />
            </button>
            <button
              type="button"
              className="transfer-account"
              onClick={() => setPicking('to')}
              aria-label={t('transfer.toLabel', { account: accountName(to) })}
            >
              <span className="transfer-account__side">{t('transfer.to')}</span>
              <strong data-testid="transfer-to">{accountName(to)}</strong>
              <ChevronIcon />
            </button>
          </div>
          <button type="button" className="transfer-accounts__swap" onClick={swap} aria-label={t('transfer.swap')}>
            <SwapIcon />
          </button>
        </div>

        <QueryStatus query={currencies} lines={4} />
        {currencies.data && !coin && <p className="empty-text">{t('transfer.noCoins')}</p>}
        {coin && (
          <Form
            form={form}
            id="transfer"
            ns="assets"
            busy={transfer.isPending}
            guard={false}
            onSubmit={openConfirm}
            className="money-form__fields"
          >
            <div className="form-field">
              <span className="form-field__label" id="transfer-coin-label">
                {t('transfer.coin')}
              </span>
              <button
                type="button"
                className="coin-select"
                onClick={() => setPicking('coin')}
                aria-labelledby="transfer-coin-label transfer-coin-name"
              >
                <CoinBadge name={coin.name} logo={coin.logo} size={24} />
                <strong id="transfer-coin-name">{coin.name}</strong>
                <ChevronIcon />
              </button>
            </div>
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
          </Form>
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
      <ConfirmDialog
        visible={order !== null}
        title={t('transfer.confirmTitle')}
        confirmText={t('transfer.confirm')}
        pending={transfer.isPending}
        onConfirm={send}
        onCancel={() => setOrder(null)}
        rows={
          order
            ? [
                { label: t('transfer.coin'), value: order.coin.name },
                { label: t('transfer.amount'), value: `${formatAmount(order.amount, locale, 10)} ${order.coin.name}` },
                { label: t('transfer.from'), value: accountName(order.from) },
                { label: t('transfer.to'), value: accountName(order.to) },
              ]
            : []
        }
      />
    </Page>
  );
}
