// The fields a withdrawal has wherever the money goes (an address or a bank card): the coin, the
// amount with "Max", the balance and the minimum; the 6-digit pay password; and the fee and the
// amount received, computed live on decimals. The form fields read react-hook-form's context
// (FormProvider).
import { Button, Input, Skeleton, Toast } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CoinOption } from '@/components/coin-picker';
import { CoinSelect } from '@/components/coin-select';
import { FormField } from '@/components/form-field';
import { QueryError } from '@/components/query-error';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useLocale } from '@/hooks/use-locale';
import { pasteText } from '@/lib/clipboard';
import { formatAmount } from '@/lib/format';
import { ROUTES } from '@/lib/routes';
import { PayPasswordInput } from './pay-password-input';
import { WithdrawLimitCard } from './withdraw-limit-card';
import type { WithdrawLimit } from './withdraw-limits';
import {
  checkWithdrawAmount,
  isWithdrawAmount,
  maxWithdrawable,
  receivedAmount,
  withdrawalFee,
  type AmountLimits,
} from './withdraw-amount';

interface CoinFieldProps {
  id: string;
  coin: CoinOption;
  coins: readonly CoinOption[];
  onSelect: (id: number) => void;
}

/** The coin of a withdrawal or of a saved address, with the sheet to choose another (searchable). */
export function CoinField({ id, coin, coins, onSelect }: CoinFieldProps) {
  const { t } = useTranslation('withdraw');
  return (
    <CoinSelect
      id={id}
      label={t('coin.label')}
      coin={coin}
      options={coins}
      onSelect={onSelect}
      changeText={t('coin.change')}
      pickerTitle={t('coin.pickerTitle')}
      searchPlaceholder={t('coin.search')}
      noMatchText={t('coin.none')}
    />
  );
}

/**
 * The destination address (of a withdrawal or a saved address), typed or pasted from the clipboard
 * (the browser cannot scan a QR code); `actions` adds buttons beside "Paste".
 */
export function AddressField({ id, actions }: { id: string; actions?: ReactNode }) {
  const { t } = useTranslation('withdraw');
  const form = useFormContext<{ address: string }>();
  const { field, fieldState } = useController({ control: form.control, name: 'address' });
  const error = fieldState.error?.message;

  async function paste(): Promise<void> {
    const text = await pasteText();
    if (text && text.trim()) form.setValue('address', text.trim(), { shouldValidate: true, shouldTouch: true });
    else Toast.show({ content: t('form.pasteFailed') });
  }

  return (
    <FormField
      id={id}
      label={t('form.address')}
      error={error && t(error)}
      extra={
        <span className="field-actions">
          <button type="button" className="link-button" onClick={() => void paste()}>
            {t('form.paste')}
          </button>
          {actions}
        </span>
      }
    >
      <Input
        id={id}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        placeholder={t('form.addressPlaceholder')}
        autoComplete="off"
      />
    </FormField>
  );
}

/** The fields every withdrawal form has. */
export interface WithdrawAmountValues {
  amount: string;
  payPassword: string;
}

interface AmountFieldProps {
  id: string;
  limits: AmountLimits;
  coin: string;
}

export function AmountField({ id, limits, coin }: AmountFieldProps) {
  const { t } = useTranslation('withdraw');
  const form = useFormContext<WithdrawAmountValues>();
  const { field, fieldState } = useController({ control: form.control, name: 'amount' });
  const locale = useLocale();
  const min = formatAmount(limits.min, locale);
  const error = fieldState.error?.message;
  return (
    <>
      <FormField
        id={id}
        label={t('form.amount')}
        error={error && t(error, { min, coin })}
        extra={
          <span className="field-actions">
            <span className="field-unit">{coin}</span>
            <button
              type="button"
              className="link-button"
              onClick={() =>
                form.setValue('amount', maxWithdrawable(limits.balance), { shouldValidate: true, shouldTouch: true })
              }
            >
              {t('form.max')}
            </button>
          </span>
        }
      >
        <Input
          id={id}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          placeholder={t('form.amountPlaceholder', { min })}
          inputMode="decimal"
          autoComplete="off"
        />
      </FormField>
      <div className="withdraw__balance">
        <span>{t('form.available', { amount: formatAmount(limits.balance, locale), coin })}</span>
        <span>{t('form.minimum', { amount: min, coin })}</span>
      </div>
    </>
  );
}

export function PayPasswordField({ id }: { id: string }) {
  const { t } = useTranslation('withdraw');
  const { navigateTo } = useAppNavigation();
  const { control } = useFormContext<WithdrawAmountValues>();
  const { field, fieldState } = useController({ control, name: 'payPassword' });
  const error = fieldState.error?.message;
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'form-field form-field--invalid' : 'form-field'}>
      <span className="form-field__label" id={`${id}-label`}>
        {t('form.payPassword')}
      </span>
      <PayPasswordInput
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        label={t('form.payPassword')}
        invalid={Boolean(error)}
        errorId={errorId}
      />
      {error && (
        <p className="form-field__error" id={errorId} role="alert">
          {t(error)}
        </p>
      )}
      <button type="button" className="link-button withdraw__pay-link" onClick={() => navigateTo(ROUTES.payPassword)}>
        {t('form.setPayPassword')}
      </button>
    </div>
  );
}

interface WithdrawFiguresProps {
  limits: AmountLimits;
  coin: string;
  /** What the fee is called: a network fee (address) or a withdrawal fee (bank card). */
  feeLabel: string;
}

/** The fee and the amount received for what is typed now (`--` until it is an amount). */
export function WithdrawFigures({ limits, coin, feeLabel }: WithdrawFiguresProps) {
  const { t } = useTranslation('withdraw');
  const { control } = useFormContext<WithdrawAmountValues>();
  const amount = useWatch({ control, name: 'amount' }).trim();
  const locale = useLocale();
  // An amount that cannot be sent (above the balance, below the minimum or the fee) receives nothing.
  const live = isWithdrawAmount(amount) ? amount : null;
  const received = live && checkWithdrawAmount(live, limits) === null ? receivedAmount(live, limits.fee) : null;
  return (
    <dl className="withdraw__figures" aria-live="polite">
      <div>
        <dt>{feeLabel}</dt>
        <dd>{t('amountWithCoin', { amount: formatAmount(withdrawalFee(live ?? '0', limits.fee), locale), coin })}</dd>
      </div>
      <div className="withdraw__receive">
        <dt>{t('form.receive')}</dt>
        <dd data-testid="withdraw-receive">
          {received !== null && !received.startsWith('-')
            ? t('amountWithCoin', { amount: formatAmount(received, locale), coin })
            : '--'}
        </dd>
      </div>
    </dl>
  );
}

interface WithdrawSubmitProps {
  /** Prefix of the element ids. */
  id: string;
  limits: AmountLimits;
  coin: string;
  limit: WithdrawLimit | null;
  feeLabel: string;
  pending: boolean;
  /** The first tip, about the destination; the second says withdrawals are reviewed. */
  tip: string;
}

/** The end of a withdrawal form: pay password, 24 h limit, fee and amount received, submit, tips. */
export function WithdrawSubmit({ id, limits, coin, limit, feeLabel, pending, tip }: WithdrawSubmitProps) {
  const { t } = useTranslation('withdraw');
  return (
    <>
      <PayPasswordField id={`${id}-pay-password`} />
      {limit && <WithdrawLimitCard limit={limit} />}
      <WithdrawFigures limits={limits} coin={coin} feeLabel={feeLabel} />
      <Button block type="submit" color="primary" size="large" loading={pending} disabled={pending}>
        {t('form.submit')}
      </Button>
      <ul className="withdraw__tips" aria-label={t('tips.title')}>
        <li>{tip}</li>
        <li>{t('tips.review')}</li>
      </ul>
    </>
  );
}

interface InfoQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** While the withdrawal conditions (/wallet/get_info) load: a placeholder, or the error with a retry. */
export function InfoStatus({ info }: { info: InfoQuery }) {
  if (info.isPending) return <Skeleton.Paragraph lineCount={5} animated />;
  if (info.isError)
    return <QueryError error={info.error} onRetry={() => void info.refetch()} retrying={info.isFetching} />;
  return null;
}
