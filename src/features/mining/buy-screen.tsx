// Buy a lock-mining product: the amount (at least the minimum single amount, at most the spot
// balance), the expected earnings per day and at expiry, the start and expiry dates, a
// confirmation that repeats them, then /lh/deposit once. The form keeps what was typed on failure.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Skeleton, Toast } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { getListLockOrdersQueryKey, useCreateLockOrder, useListLockConfigs } from '@generated/api/mining/mining';
import type { LockConfig } from '@generated/model';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PreviewFigures, ProductFigures } from '@/components/figure-list';
import { AmountField } from '@/components/form/amount-field';
import { Form, SubmitButton } from '@/components/form/form';
import { Page } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useLocale } from '@/hooks/use-locale';
import { useReportError } from '@/hooks/use-report-error';
import { spotBalanceQueryKey, useSpotBalance } from '@/hooks/use-spot-balance';
import { amountProblem } from '@/lib/amount-problem';
import { formatAmount } from '@/lib/format';
import { lockDates, lockIncome } from '@/lib/lock-income';
import { ROUTES } from '@/lib/routes';
import { buySchema, type BuyForm } from './buy-schema';
import { dailyYield } from './lockming-screen';
import '@/components/earn-card.css';

const REDIRECT_MS = 1200;

function BuyForm({ config }: { config: LockConfig }) {
  const { t } = useTranslation('mining');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const reportError = useReportError();
  const { redirectTo } = useAppNavigation();
  const { available } = useSpotBalance({ id: config.currency_id, name: config.currency_name });
  const create = useCreateLockOrder();
  const [draft, setDraft] = useState<string | null>(null);
  const coin = config.currency_name;
  const money = (value: Parameters<typeof formatAmount>[0]) => `${formatAmount(value, locale, 8)} ${coin}`;

  const schema = useMemo(() => buySchema({ min: config.save_min, balance: available }), [config.save_min, available]);
  const form = useForm<BuyForm>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '' },
    mode: 'onTouched',
  });
  const amount = useWatch({ control: form.control, name: 'amount' });
  const valid = amountProblem(amount ?? '', {}) === null;
  const income = lockIncome(valid ? amount : '0', config.interest_rate, config.day);
  const dates = lockDates(config.day);

  async function send(): Promise<void> {
    if (draft === null) return;
    try {
      const answer = await create.mutateAsync({ data: { config_id: config.id, amount: draft } });
      setDraft(null);
      Toast.show({ content: answer || t('buy.done') });
      void queryClient.invalidateQueries({ queryKey: getListLockOrdersQueryKey() });
      void queryClient.invalidateQueries({ queryKey: spotBalanceQueryKey() });
      setTimeout(() => redirectTo(ROUTES.lockmingOrder), REDIRECT_MS);
    } catch (error) {
      setDraft(null);
      reportError(error);
    }
  }

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
      <Form
        form={form}
        id="lock-buy"
        ns="mining"
        busy={create.isPending}
        onSubmit={(v) => setDraft(v.amount.trim())}
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
        visible={draft !== null}
        title={t('buy.confirmTitle')}
        rowsTestId="lock-confirm"
        rows={
          draft === null
            ? []
            : [
                { label: t('buy.product'), value: t('list.productTitle', { coin, days: config.day }) },
                { label: t('buy.amount'), value: money(draft) },
                { label: t('fields.dailyYield'), value: dailyYield(config) },
                {
                  label: t('buy.dailyIncome'),
                  value: money(lockIncome(draft, config.interest_rate, config.day).daily),
                },
                {
                  label: t('buy.totalIncome'),
                  value: money(lockIncome(draft, config.interest_rate, config.day).total),
                },
                { label: t('buy.expiryDate'), value: dates.expiry },
              ]
        }
        confirmText={t('buy.confirm')}
        pending={create.isPending}
        onConfirm={send}
        onCancel={() => setDraft(null)}
      >
        <p className="earn-card__note">{t('buy.confirmNote')}</p>
      </ConfirmDialog>
    </>
  );
}

export function LockBuyScreen() {
  const { t } = useTranslation('mining');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const configs = useListLockConfigs();
  const config = configs.data?.find((c) => c.id === id);
  return (
    <Page title={config ? t('list.productTitle', { coin: config.currency_name, days: config.day }) : t('buy.title')}>
      <div className="earn">
        {configs.isPending && <Skeleton.Paragraph lineCount={8} animated />}
        {configs.isError && (
          <QueryError error={configs.error} onRetry={() => void configs.refetch()} retrying={configs.isFetching} />
        )}
        {configs.data && !config && <p className="earn-muted">{t('buy.notFound')}</p>}
        {config && <BuyForm config={config} />}
      </div>
    </Page>
  );
}
