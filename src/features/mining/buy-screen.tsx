// Buy a lock-mining product: the amount (at least the minimum single amount, at most the spot
// balance), the expected earnings per day and at expiry, the start and expiry dates, a
// confirmation that repeats them, then /lh/deposit once. The form keeps what was typed on failure.
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { getListLockOrdersQueryKey, useCreateLockOrder, useListLockConfigs } from '@generated/api/mining/mining';
import type { LockConfig } from '@generated/model';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PreviewFigures, ProductFigures } from '@/components/figure-list';
import { AmountField } from '@/components/form/amount-field';
import { Form, SubmitButton } from '@/components/form/form';
import { EarnPage } from '@/components/earn-page';
import { QueryStatus } from '@/components/query-status';
import { useEarnOrder } from '@/hooks/use-earn-order';
import { useLocale } from '@/hooks/use-locale';
import { useRecordId } from '@/hooks/use-record-id';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { useSpotBalance } from '@/hooks/use-spot-balance';
import { amountProblem } from '@/lib/amount-problem';
import { formatAmount } from '@/lib/format';
import { lockDates, lockIncome } from '@/lib/lock-income';
import { ROUTES } from '@/lib/routes';
import { buySchema, type BuyForm } from './buy-schema';
import { dailyYield } from './daily-yield';
import { BalanceError } from '@/components/balance-error';

function BuyForm({ config }: { config: LockConfig }) {
  const { t } = useTranslation('mining');
  const locale = useLocale();
  const { available, wallets } = useSpotBalance({ id: config.currency_id, name: config.currency_name });
  const create = useCreateLockOrder();
  const order = useEarnOrder<string>(create.isPending, {
    request: (amount) => create.mutateAsync({ data: { config_id: config.id, amount } }),
    doneText: t('buy.done'),
    refresh: [getListLockOrdersQueryKey()],
    redirect: ROUTES.lockmingOrder,
  });
  const coin = config.currency_name;
  const money = (value: Parameters<typeof formatAmount>[0]) => `${formatAmount(value, locale, 8)} ${coin}`;

  const schema = useMemo(() => buySchema({ min: config.save_min, balance: available }), [config.save_min, available]);
  const form = useSchemaForm<BuyForm>(schema, { amount: '' });
  const amount = useWatch({ control: form.control, name: 'amount' });
  const valid = amountProblem(amount ?? '', {}) === null;
  const income = lockIncome(valid ? amount : '0', config.interest_rate, config.day);
  const dates = lockDates(config.day);
  const draft = order.draft;
  const draftIncome = lockIncome(draft ?? '0', config.interest_rate, config.day);

  return (
    <>
      <ProductFigures
        label={t('buy.product')}
        figures={[
          { label: t('fields.dailyYield'), value: <span className="earn-highlight">{dailyYield(config)}</span> },
          { label: t('fields.lockDays'), value: t('fields.daysValue', { count: config.day }) },
          { label: t('fields.minAmount'), value: money(config.save_min) },
          {
            label: t('fields.available'),
            value: available === undefined ? '--' : money(available),
            testId: 'lock-available',
          },
        ]}
      />
      <BalanceError wallets={wallets} />
      <Form
        form={form}
        id="lock-buy"
        ns="mining"
        busy={create.isPending}
        onSubmit={(v) => order.open(v.amount.trim())}
        className="earn-form"
      >
        <AmountField
          name="amount"
          label={t('buy.amount')}
          unit={coin}
          placeholder={t('buy.amountPlaceholder', { min: formatAmount(config.save_min, locale, 8) })}
          errorValues={{ min: formatAmount(config.save_min, locale, 8), coin }}
          action={available === undefined ? undefined : { label: t('buy.all'), value: available }}
        />
        <PreviewFigures
          label={t('buy.preview')}
          figures={[
            { label: t('buy.dailyIncome'), value: money(income.daily), testId: 'lock-daily-income' },
            { label: t('buy.totalIncome'), value: money(income.total), testId: 'lock-total-income' },
            { label: t('buy.startDate'), value: dates.start },
            { label: t('buy.expiryDate'), value: dates.expiry, testId: 'lock-expiry' },
          ]}
        >
          <p className="earn-card__note">{t('buy.note')}</p>
        </PreviewFigures>
        <SubmitButton className="earn-form__submit">{t('buy.submit')}</SubmitButton>
      </Form>
      <ConfirmDialog
        {...order.dialog}
        title={t('buy.confirmTitle')}
        rowsTestId="lock-confirm"
        rows={
          draft === null
            ? []
            : [
                { label: t('buy.product'), value: t('list.productTitle', { coin, days: config.day }) },
                { label: t('buy.amount'), value: money(draft) },
                { label: t('fields.dailyYield'), value: dailyYield(config) },
                { label: t('buy.dailyIncome'), value: money(draftIncome.daily) },
                { label: t('buy.totalIncome'), value: money(draftIncome.total) },
                { label: t('buy.expiryDate'), value: dates.expiry },
              ]
        }
        confirmText={t('buy.confirm')}
      >
        <p className="earn-card__note">{t('buy.confirmNote')}</p>
      </ConfirmDialog>
    </>
  );
}

export function LockBuyScreen() {
  const { t } = useTranslation('mining');
  const id = useRecordId();
  const configs = useListLockConfigs();
  const config = configs.data?.find((c) => c.id === id);
  return (
    <EarnPage
      title={config ? t('list.productTitle', { coin: config.currency_name, days: config.day }) : t('buy.title')}
    >
      <QueryStatus query={configs} lines={8} />
      {configs.data && !config && <p className="earn-muted">{t('buy.notFound')}</p>}
      {config && <BuyForm config={config} />}
    </EarnPage>
  );
}
