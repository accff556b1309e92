// Withdraw: to a crypto address (coin, network, address typed, pasted or saved, amount with the
// minimum, the fee and the amount received computed live, the 24 h limit of the user's level and
// the 6-digit pay password; a confirmation repeats the figures and the withdrawal is sent once), or
// to a bank card (the saved cards, or a way to bind one).
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Input, Skeleton, Tabs, Toast } from 'antd-mobile';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useGetUserInfo } from '@generated/api/account/account';
import { useListCurrencies } from '@generated/api/assets/assets';
import {
  getGetWithdrawInfoQueryKey,
  getListWithdrawalsQueryKey,
  useCreateWithdrawal,
  useGetWithdrawInfo,
} from '@generated/api/withdraw/withdraw';
import type { Currency, WithdrawInfo } from '@generated/model';
import { useSession } from '@/api/session';
import { FormField } from '@/components/form-field';
import { Page } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useClickGuard } from '@/hooks/use-click-guard';
import { useReportError } from '@/hooks/use-report-error';
import { ROUTES } from '@/lib/routes';
import { networkLabel } from './address-rules';
import { BankCardTab } from './bank-card-tab';
import { pasteText } from './clipboard';
import { CoinLogo, CoinPicker } from './coin-picker';
import { NetworkSwitch } from './network-switch';
import { PayPasswordInput } from './pay-password-input';
import { SavedAddressPicker } from './saved-address-picker';
import {
  isWithdrawAmount,
  maxWithdrawable,
  plainAmount,
  receivedAmount,
  withdrawalFee,
  type AmountLimits,
} from './withdraw-amount';
import { WithdrawConfirmDialog, type WithdrawSummary } from './withdraw-confirm-dialog';
import { WithdrawLimitCard } from './withdraw-limit-card';
import { withdrawLimit } from './withdraw-limits';
import { withdrawSchema, type WithdrawForm } from './withdraw-schemas';
import './withdraw.css';

type Method = 'address' | 'bank';

const EMPTY_FORM: WithdrawForm = { address: '', amount: '', remark: '', payPassword: '' };

/** The network chosen, its code for the request and the limits that apply to it. */
function useWithdrawTerms(info: WithdrawInfo | undefined, chosenNetwork: string | null) {
  return useMemo(() => {
    if (!info) return { network: null, networkName: null, limits: null };
    const networks = info.multi_protocol === 1 ? (info.type_data ?? []) : [];
    const active = networks.find((n) => n.type === chosenNetwork) ?? networks[0];
    const limits: AmountLimits = {
      min: active?.min_number ?? info.min_number,
      balance: info.change_balance,
      fee: { fixedFee: active?.withdraw_fee ?? info.withdraw_fee, ratePercent: info.rate },
    };
    const network = active?.type ?? info.type ?? null;
    return { network, networkName: active?.name ?? (info.type ? networkLabel(info.type) : null), limits };
  }, [info, chosenNetwork]);
}

/** The user's verification level: from /wallet/get_info when it says, else from /user/info. */
function useLevel(info: WithdrawInfo | undefined): number | undefined {
  const { token, user } = useSession();
  const needUser = info !== undefined && info.level === undefined && !user;
  const fetched = useGetUserInfo(undefined, { query: { enabled: Boolean(token) && needUser, staleTime: 60_000 } });
  return info?.level ?? user?.level ?? fetched.data?.level;
}

export function WithdrawScreen() {
  const { t } = useTranslation('withdraw');
  const [params, setParams] = useSearchParams();
  const { navigateTo, redirectTo } = useAppNavigation();
  const reportError = useReportError();
  const queryClient = useQueryClient();
  const [method, setMethod] = useState<Method>(params.get('method') === 'bank' ? 'bank' : 'address');
  const [coinPicker, setCoinPicker] = useState(false);
  const [savedPicker, setSavedPicker] = useState(false);
  const [chosenNetwork, setChosenNetwork] = useState<string | null>(null);
  const [summary, setSummary] = useState<WithdrawSummary | null>(null);

  const currencies = useListCurrencies(undefined, { query: { staleTime: 5 * 60_000 } });
  const coins = useMemo(() => (currencies.data ?? []).filter((c) => c.is_withdraw === 1), [currencies.data]);
  const requestedId = Number(params.get('currency'));
  const coin: Currency | undefined = coins.find((c) => c.id === requestedId) ?? coins[0];
  const currencyId = coin?.id ?? null;

  const info = useGetWithdrawInfo({ currency: currencyId ?? 0 }, undefined, {
    query: { enabled: currencyId !== null },
  });
  const { network, networkName, limits } = useWithdrawTerms(info.data, chosenNetwork);
  const limit = withdrawLimit(useLevel(info.data), info.data?.day_limit_btc);
  const coinName = info.data?.name ?? coin?.name ?? '';

  const schema = useMemo(() => withdrawSchema(network, limits), [network, limits]);
  const form = useForm<WithdrawForm>({ resolver: zodResolver(schema), defaultValues: EMPTY_FORM, mode: 'onTouched' });
  const { errors } = form.formState;
  const amount = useWatch({ control: form.control, name: 'amount' }).trim();
  const live = limits && isWithdrawAmount(amount) ? amount : null;
  const fee = live && limits ? withdrawalFee(live, limits.fee) : null;
  const received = live && limits ? receivedAmount(live, limits.fee) : null;

  // Another network has other address shapes, fee and minimum: check again what was typed.
  useEffect(() => {
    const touched = (['address', 'amount'] as const).filter((name) => form.getFieldState(name).isTouched);
    if (touched.length > 0) void form.trigger(touched);
  }, [schema, form]);

  const withdraw = useCreateWithdrawal();
  const message = (key: string | undefined) =>
    key && t(key, { min: plainAmount(limits?.min), coin: coinName, network: networkName ?? '' });

  function chooseCoin(next: Currency) {
    setChosenNetwork(null);
    form.reset(EMPTY_FORM);
    setParams({ currency: String(next.id) }, { replace: true });
  }

  const review = useClickGuard(
    () =>
      form.handleSubmit((values) => {
        if (!limits) return;
        const number = values.amount.trim();
        setSummary({
          coin: coinName,
          network: networkName,
          address: values.address.trim(),
          amount: plainAmount(number),
          fee: withdrawalFee(number, limits.fee),
          received: receivedAmount(number, limits.fee),
          remark: values.remark.trim(),
        });
      })(),
    withdraw.isPending,
  );

  async function send(): Promise<void> {
    if (!summary || currencyId === null) return;
    const values = form.getValues();
    try {
      const answer = await withdraw.mutateAsync({
        data: {
          currency: currencyId,
          ...(network ? { type: network } : {}),
          address: values.address.trim(),
          number: values.amount.trim(),
          pay_password: values.payPassword,
          ...(values.remark.trim() ? { remark: values.remark.trim() } : {}),
        },
      });
      setSummary(null);
      Toast.show({ content: answer || t('submitted') });
      void queryClient.invalidateQueries({ queryKey: getGetWithdrawInfoQueryKey({ currency: currencyId }) });
      void queryClient.invalidateQueries({ queryKey: getListWithdrawalsQueryKey() });
      redirectTo(`${ROUTES.depositWithdrawRecord}?tab=withdrawals`);
    } catch (error) {
      // The form keeps its values; a 998 leads to identity verification (the client's rule).
      setSummary(null);
      reportError(error);
    }
  }

  async function paste() {
    const text = await pasteText();
    if (text && text.trim()) {
      form.setValue('address', text.trim(), { shouldValidate: true, shouldTouch: true });
    } else {
      Toast.show({ content: t('form.pasteFailed') });
    }
  }

  const infoReady = info.isSuccess && limits !== null;

  return (
    <Page
      title={coinName ? t('titleCoin', { coin: coinName }) : t('title')}
      right={
        <button
          type="button"
          className="icon-button"
          aria-label={t('history')}
          onClick={() => navigateTo(`${ROUTES.depositWithdrawRecord}?tab=withdrawals`)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path
              fill="currentColor"
              d="M13 3a9 9 0 1 1-8.5 12h2.1A7 7 0 1 0 6 9.3V12H2V5h2v2.5A9 9 0 0 1 13 3zm-1 4h2v5.2l3.4 2-1 1.7L12 13.4z"
            />
          </svg>
        </button>
      }
    >
      <div className="withdraw">
        <Tabs
          activeKey={method}
          onChange={(key) => setMethod(key === 'bank' ? 'bank' : 'address')}
          className="withdraw__tabs"
        >
          <Tabs.Tab title={t('tabs.address')} key="address" />
          <Tabs.Tab title={t('tabs.bank')} key="bank" />
        </Tabs>

        {method === 'bank' && <BankCardTab />}

        {method === 'address' && (
          <>
            {currencies.isPending && <Skeleton.Paragraph lineCount={6} animated />}
            {currencies.isError && (
              <QueryError
                error={currencies.error}
                onRetry={() => void currencies.refetch()}
                retrying={currencies.isFetching}
              />
            )}
            {currencies.isSuccess && !coin && <p className="empty-text">{t('coin.noneOpen')}</p>}
            {coin && (
              <form
                className="withdraw__form"
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  review();
                }}
              >
                <div className="form-field">
                  <span className="form-field__label" id="withdraw-coin-label">
                    {t('coin.label')}
                  </span>
                  <button
                    type="button"
                    className="coin-button"
                    aria-labelledby="withdraw-coin-label withdraw-coin-name"
                    aria-haspopup="dialog"
                    onClick={() => setCoinPicker(true)}
                  >
                    <CoinLogo coin={coin} />
                    <span id="withdraw-coin-name">{coin.name}</span>
                    <span className="coin-button__change">{t('coin.change')}</span>
                  </button>
                </div>

                {info.isPending && <Skeleton.Paragraph lineCount={5} animated />}
                {info.isError && (
                  <QueryError error={info.error} onRetry={() => void info.refetch()} retrying={info.isFetching} />
                )}

                {infoReady && info.data.multi_protocol === 1 && (info.data.type_data ?? []).length > 0 && (
                  <div className="form-field">
                    <span className="form-field__label" id="withdraw-network-label">
                      {t('form.network')}
                    </span>
                    <NetworkSwitch
                      labelId="withdraw-network-label"
                      value={network}
                      onChange={setChosenNetwork}
                      options={(info.data.type_data ?? []).map((n) => ({ label: n.name, value: n.type }))}
                    />
                  </div>
                )}

                {infoReady && (
                  <>
                    <Controller
                      control={form.control}
                      name="address"
                      render={({ field }) => (
                        <FormField
                          id="withdraw-address"
                          label={t('form.address')}
                          error={message(errors.address?.message)}
                          extra={
                            <span className="field-actions">
                              <button type="button" className="link-button" onClick={() => void paste()}>
                                {t('form.paste')}
                              </button>
                              <button
                                type="button"
                                className="link-button"
                                aria-haspopup="dialog"
                                onClick={() => setSavedPicker(true)}
                              >
                                {t('form.saved')}
                              </button>
                            </span>
                          }
                        >
                          <Input
                            id="withdraw-address"
                            value={field.value}
                            onChange={field.onChange}
                            onBlur={field.onBlur}
                            placeholder={t('form.addressPlaceholder')}
                            autoComplete="off"
                          />
                        </FormField>
                      )}
                    />

                    <Controller
                      control={form.control}
                      name="amount"
                      render={({ field }) => (
                        <FormField
                          id="withdraw-amount"
                          label={t('form.amount')}
                          error={message(errors.amount?.message)}
                          extra={
                            <span className="field-actions">
                              <span className="field-unit">{coinName}</span>
                              <button
                                type="button"
                                className="link-button"
                                onClick={() =>
                                  form.setValue('amount', maxWithdrawable(limits.balance), {
                                    shouldValidate: true,
                                    shouldTouch: true,
                                  })
                                }
                              >
                                {t('form.max')}
                              </button>
                            </span>
                          }
                        >
                          <Input
                            id="withdraw-amount"
                            value={field.value}
                            onChange={field.onChange}
                            onBlur={field.onBlur}
                            placeholder={t('form.amountPlaceholder', { min: plainAmount(limits.min) })}
                            inputMode="decimal"
                            autoComplete="off"
                          />
                        </FormField>
                      )}
                    />
                    <div className="withdraw__balance">
                      <span>{t('form.available', { amount: plainAmount(limits.balance), coin: coinName })}</span>
                      <span>{t('form.minimum', { amount: plainAmount(limits.min), coin: coinName })}</span>
                    </div>

                    <Controller
                      control={form.control}
                      name="remark"
                      render={({ field }) => (
                        <FormField
                          id="withdraw-remark"
                          label={t('form.remark')}
                          error={message(errors.remark?.message)}
                        >
                          <Input
                            id="withdraw-remark"
                            value={field.value}
                            onChange={field.onChange}
                            onBlur={field.onBlur}
                            placeholder={t('form.remarkPlaceholder')}
                            maxLength={120}
                          />
                        </FormField>
                      )}
                    />

                    <Controller
                      control={form.control}
                      name="payPassword"
                      render={({ field }) => (
                        <div className={errors.payPassword ? 'form-field form-field--invalid' : 'form-field'}>
                          <span className="form-field__label" id="withdraw-pay-password-label">
                            {t('form.payPassword')}
                          </span>
                          <PayPasswordInput
                            value={field.value}
                            onChange={field.onChange}
                            onBlur={field.onBlur}
                            label={t('form.payPassword')}
                            invalid={Boolean(errors.payPassword)}
                            errorId="withdraw-pay-password-error"
                          />
                          {errors.payPassword?.message && (
                            <p className="form-field__error" id="withdraw-pay-password-error" role="alert">
                              {message(errors.payPassword.message)}
                            </p>
                          )}
                          <button
                            type="button"
                            className="link-button withdraw__pay-link"
                            onClick={() => navigateTo(ROUTES.payPassword)}
                          >
                            {t('form.setPayPassword')}
                          </button>
                        </div>
                      )}
                    />

                    {limit && <WithdrawLimitCard limit={limit} />}

                    <dl className="withdraw__figures" aria-live="polite">
                      <div>
                        <dt>{t('form.fee')}</dt>
                        <dd>
                          {t('amountWithCoin', {
                            amount: fee ?? withdrawalFee('0', limits.fee),
                            coin: coinName,
                          })}
                        </dd>
                      </div>
                      <div className="withdraw__receive">
                        <dt>{t('form.receive')}</dt>
                        <dd data-testid="withdraw-receive">
                          {received !== null && !received.startsWith('-')
                            ? t('amountWithCoin', { amount: received, coin: coinName })
                            : '--'}
                        </dd>
                      </div>
                    </dl>

                    <Button
                      block
                      type="submit"
                      color="primary"
                      size="large"
                      loading={withdraw.isPending}
                      disabled={withdraw.isPending}
                    >
                      {t('form.submit')}
                    </Button>

                    <ul className="withdraw__tips" aria-label={t('tips.title')}>
                      <li>{t('tips.network')}</li>
                      <li>{t('tips.review')}</li>
                    </ul>
                  </>
                )}
              </form>
            )}
            {coin && (
              <SavedAddressPicker
                visible={savedPicker}
                currencyId={coin.id}
                coinName={coinName}
                network={network}
                onClose={() => setSavedPicker(false)}
                onSelect={(row) => form.setValue('address', row.address, { shouldValidate: true, shouldTouch: true })}
              />
            )}
            <CoinPicker
              visible={coinPicker}
              coins={coins}
              selectedId={currencyId}
              onClose={() => setCoinPicker(false)}
              onSelect={chooseCoin}
            />
          </>
        )}
      </div>
      <WithdrawConfirmDialog
        summary={summary}
        pending={withdraw.isPending}
        onConfirm={send}
        onCancel={() => setSummary(null)}
      />
    </Page>
  );
}
