// The fields a withdrawal has wherever the money goes (an address or a bank card): the coin, the
// amount with "Max", the balance and the minimum; the 6-digit pay password; and the fee and the
// amount received, computed live on decimals. The form fields read react-hook-form's context
// (FormProvider).
import { Input, Toast } from 'antd-mobile';
import type { ComponentProps, ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CoinOption } from '@/components/coin-picker';
import { CoinSelect } from '@/components/coin-select';
import { FormField } from '@/components/form-field';
import { AmountField } from '@/components/form/amount-field';
import { NetworkSwitch } from '@/components/network-switch';
import { SubmitButton } from '@/components/form/form';
import { PayPasswordField } from '@/components/form/pay-password-field';
import { useKitField } from '@/components/form/use-kit-field';
import { QueryError } from '@/components/query-error';
import { QueryStatus } from '@/components/query-status';
import { retryOf } from '@/components/retry-of';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useLocale } from '@/hooks/use-locale';
import { pasteText } from '@/lib/clipboard';
import { formatAmount } from '@/lib/format';
import { ROUTES } from '@/lib/routes';
import { useWithdrawSecurity } from './use-withdraw-security';
import { WithdrawCodeField } from './withdraw-code-field';
import { WithdrawLimitCard } from './withdraw-limit-card';
import type { WithdrawLimit } from './withdraw-limits';
import type { WithdrawConditions } from './withdraw-terms';
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

/** The network of a withdrawal or of a saved address, when there is one to choose (`options`). */
export function NetworkField(props: Omit<ComponentProps<typeof NetworkSwitch>, 'label'>) {
  const { t } = useTranslation('withdraw');
  return props.options.length > 0 && <NetworkSwitch {...props} label={t('form.network')} />;
}

/**
 * The destination address (of a withdrawal or a saved address), typed or pasted from the clipboard
 * (the browser cannot scan a QR code); `actions` adds buttons beside "Paste". `locked` (whitelist
 * mode): only picked from the saved addresses, neither typed nor pasted.
 */
export function AddressField({ actions, locked = false }: { actions?: ReactNode; locked?: boolean }) {
  const { t } = useTranslation('withdraw');
  const form = useFormContext<{ address: string }>();
  const { field, id, error } = useKitField('address');

  async function paste(): Promise<void> {
    const text = await pasteText();
    if (text && text.trim()) form.setValue('address', text.trim(), { shouldValidate: true, shouldTouch: true });
    else Toast.show({ content: t('form.pasteFailed') });
  }

  return (
    <FormField
      id={id}
      label={t('form.address')}
      error={error}
      extra={
        <span className="field-actions">
          {!locked && (
            <button type="button" className="link-button" onClick={() => void paste()}>
              {t('form.paste')}
            </button>
          )}
          {actions}
        </span>
      }
    >
      <Input
        id={id}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        placeholder={locked ? t('whitelist.placeholder') : t('form.addressPlaceholder')}
        readOnly={locked}
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

interface WithdrawAmountFieldProps {
  limits: AmountLimits;
  coin: string;
}

export function WithdrawAmountField({ limits, coin }: WithdrawAmountFieldProps) {
  const { t } = useTranslation('withdraw');
  const locale = useLocale();
  const min = formatAmount(limits.min, locale);
  return (
    <AmountField
      name="amount"
      label={t('form.amount')}
      placeholder={t('form.amountPlaceholder', { min })}
      unit={coin}
      errorValues={{ min, coin }}
      action={{ label: t('form.max'), value: maxWithdrawable(limits.balance) }}
    >
      <div className="withdraw__balance">
        <span>{t('form.available', { amount: formatAmount(limits.balance, locale), coin })}</span>
        <span>{t('form.minimum', { amount: min, coin })}</span>
      </div>
    </AmountField>
  );
}

function WithdrawPayPasswordField() {
  const { t } = useTranslation('withdraw');
  const { navigateTo } = useAppNavigation();
  return (
    <PayPasswordField
      name="payPassword"
      label={t('form.payPassword')}
      extra={
        <button type="button" className="link-button withdraw__pay-link" onClick={() => navigateTo(ROUTES.payPassword)}>
          {t('form.setPayPassword')}
        </button>
      }
    />
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
  limits: AmountLimits;
  coin: string;
  limit: WithdrawLimit | null;
  feeLabel: string;
  /** The first tip, about the destination; the second says withdrawals are reviewed. */
  tip: string;
}

/**
 * The end of a withdrawal form: pay password, the code where the account requires one, 24 h limit,
 * fee and amount received, submit, tips.
 */
function WithdrawSubmit({ limits, coin, limit, feeLabel, tip }: WithdrawSubmitProps) {
  const { t } = useTranslation('withdraw');
  const security = useWithdrawSecurity();
  return (
    <>
      <WithdrawPayPasswordField />
      {security.isError && <QueryError compact {...retryOf(security)} />}
      {security.data?.code_required === 1 && <WithdrawCodeField settings={security.data} />}
      {limit && <WithdrawLimitCard limit={limit} />}
      <WithdrawFigures limits={limits} coin={coin} feeLabel={feeLabel} />
      <SubmitButton>{t('form.submit')}</SubmitButton>
      <ul className="withdraw__tips" aria-label={t('tips.title')}>
        <li>{tip}</li>
        <li>{t('tips.review')}</li>
      </ul>
    </>
  );
}

interface WithdrawTermsFieldsProps {
  /** The conditions of the coin: while they load a placeholder, or the error with a retry. */
  conditions: WithdrawConditions;
  limits: AmountLimits | null;
  feeLabel: string;
  tip: string;
  /** The fields of the destination, above the amount. */
  destination?: ReactNode;
  /** Fields below the amount (a remark). */
  extra?: ReactNode;
}

/** The fields of a withdrawal once its conditions (/wallet/get_info) are known. */
export function WithdrawTermsFields({
  conditions,
  limits,
  feeLabel,
  tip,
  destination,
  extra,
}: WithdrawTermsFieldsProps) {
  const { info, limit, coinName } = conditions;
  return (
    <>
      <QueryStatus query={info} lines={5} />
      {info.isSuccess && limits && (
        <>
          {destination}
          <WithdrawAmountField limits={limits} coin={coinName} />
          {extra}
          <WithdrawSubmit limits={limits} coin={coinName} limit={limit} feeLabel={feeLabel} tip={tip} />
        </>
      )}
    </>
  );
}
