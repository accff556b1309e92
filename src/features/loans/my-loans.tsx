// My loans (/loan/orders, 10 a page): active and ended, each with what it owes now, the interest
// so far, the collateral, its liquidation price and when it is due. Repay opens a sheet: the
// amount (at most what is owed and the spot balance of the loan coin; "All" fills what settles
// it), what is left afterwards and the new liquidation price, or that the collateral comes back;
// then a confirmation and /loan/repay once. The sheet keeps what was typed on failure.
import { Button, Popup } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { getListLoanOrdersQueryKey, listLoanOrders, usePayLoan } from '@generated/api/loans/loans';
import type { ListLoanOrdersStatus, LoanOrder } from '@generated/model';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EarnCard, EarnTag, type EarnTone } from '@/components/earn-card';
import { FigureList } from '@/components/figure-list';
import { AmountField } from '@/components/form/amount-field';
import { BalanceError } from '@/components/balance-error';
import { Form, SubmitButton } from '@/components/form/form';
import { PagedList } from '@/components/paged-list';
import { useEarnOrder } from '@/hooks/use-earn-order';
import { useLocale } from '@/hooks/use-locale';
import { usePagesList } from '@/hooks/use-pages-list';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { useSpotBalance } from '@/hooks/use-spot-balance';
import { repayPreview } from '@/lib/loan-terms';
import { coinText, priceText } from './loan-figures';
import { repayProblem, repaySchema, type RepayForm } from './loan-schemas';

const STATUS_TONE: Record<LoanOrder['status'], EarnTone | undefined> = { 1: 'live', 2: undefined, 3: 'down' };

function LoanCard({ loan, onRepay }: { loan: LoanOrder; onRepay: (loan: LoanOrder) => void }) {
  const { t } = useTranslation('loans');
  const locale = useLocale();
  const coin = loan.currency_name;
  const money = (value: string, c: string = coin) => coinText(value, c, locale);
  const active = loan.status === 1;
  return (
    <EarnCard
      title={t('mine.cardTitle', { amount: money(loan.amount), pledge: loan.pledge_currency_name })}
      label={t('mine.cardLabel', { amount: money(loan.amount), pledge: loan.pledge_currency_name })}
      tag={<EarnTag tone={STATUS_TONE[loan.status]}>{t(`mine.status.${loan.status}`)}</EarnTag>}
      figures={[
        ...(active
          ? [
              {
                label: t('fields.owed'),
                value: <span className="earn-highlight">{money(loan.remaining)}</span>,
                testId: `loan-owed-${loan.id}`,
              },
            ]
          : []),
        { label: t('fields.interestSoFar'), value: money(loan.interest) },
        { label: t('fields.repaid'), value: money(loan.repaid) },
        { label: t('fields.collateral'), value: money(loan.pledge_amount, loan.pledge_currency_name) },
        ...(active
          ? [
              {
                label: t('fields.liquidationPrice', { coin: loan.pledge_currency_name }),
                value: <span className="loan-warning">{priceText(loan.liquidation_price, coin, locale)}</span>,
              },
            ]
          : []),
        { label: t('fields.borrowedAt'), value: loan.created_at },
        { label: t('fields.dueDate'), value: loan.due_at },
      ]}
      action={active ? { label: t('mine.repay'), color: 'primary', onClick: () => onRepay(loan) } : undefined}
    />
  );
}

function RepaySheet({ loan, onClose }: { loan: LoanOrder; onClose: () => void }) {
  const { t } = useTranslation('loans');
  const locale = useLocale();
  const pay = usePayLoan();
  const { available, wallets } = useSpotBalance({ name: loan.currency_name });
  const order = useEarnOrder<string>(pay.isPending, {
    request: (amount) => pay.mutateAsync({ data: { id: loan.id, amount } }),
    doneText: t('repay.done'),
    refresh: [getListLoanOrdersQueryKey()],
    onDone: onClose,
  });
  const draft = order.draft;
  const coin = loan.currency_name;
  const money = (value: Parameters<typeof coinText>[0], c: string = coin) => coinText(value, c, locale);
  const limits = useMemo(() => ({ owed: loan.remaining, balance: available }), [loan.remaining, available]);
  const form = useSchemaForm<RepayForm>(repaySchema(limits), { amount: '' });
  const amount = useWatch({ control: form.control, name: 'amount' }) ?? '';
  const valid = repayProblem(amount, { owed: loan.remaining }) === null;
  const after = (value: string) => repayPreview(loan.remaining, value, loan.pledge_amount, loan.liquidation_rate);
  const preview = after(valid ? amount.trim() : '0');

  const previewRows = (p: ReturnType<typeof after>) => [
    { label: t('repay.remainingAfter'), value: money(p.remaining), testId: 'repay-remaining' },
    {
      label: t('fields.liquidationPrice', { coin: loan.pledge_currency_name }),
      value: p.full
        ? t('repay.collateralBack', { amount: money(loan.pledge_amount, loan.pledge_currency_name) })
        : priceText(p.liquidationPrice, coin, locale),
      testId: 'repay-liquidation',
      wide: true,
    },
  ];

  const confirm = draft === null ? null : after(draft);
  return (
    <>
      <section className="loan-sheet" aria-label={t('repay.title')}>
        <h2 className="loan-sheet__title">{t('repay.title')}</h2>
        <FigureList
          figures={[
            { label: t('fields.owed'), value: money(loan.remaining) },
            {
              label: t('repay.available'),
              value: available === undefined ? '--' : money(available),
              testId: 'repay-available',
            },
          ]}
        />
        <Form form={form} id="loan-repay" ns="loans" busy={pay.isPending} onSubmit={(v) => order.open(v.amount.trim())}>
          <AmountField
            name="amount"
            label={t('repay.amount')}
            unit={coin}
            decimals={8}
            placeholder={t('repay.amountPlaceholder')}
            errorValues={{ owed: money(loan.remaining), balance: available === undefined ? '--' : money(available) }}
            action={{ label: t('repay.all'), value: loan.remaining }}
          />
          <div className="earn-preview" aria-label={t('repay.preview')}>
            <FigureList figures={previewRows(preview)} />
          </div>
          <BalanceError wallets={wallets} />
          <SubmitButton>{t('repay.submit')}</SubmitButton>
        </Form>
        <Button block fill="none" onClick={onClose}>
          {t('repay.close')}
        </Button>
      </section>
      <ConfirmDialog
        {...order.dialog}
        title={confirm?.full ? t('repay.confirmFullTitle') : t('repay.confirmTitle')}
        rowsTestId="repay-confirm"
        rows={
          draft === null || confirm === null
            ? []
            : [
                { label: t('repay.amount'), value: money(draft), className: 'confirm-dialog__row--total' },
                { label: t('repay.remainingAfter'), value: money(confirm.remaining) },
                confirm.full
                  ? {
                      label: t('fields.collateral'),
                      value: t('repay.collateralBack', {
                        amount: money(loan.pledge_amount, loan.pledge_currency_name),
                      }),
                    }
                  : {
                      label: t('fields.liquidationPrice', { coin: loan.pledge_currency_name }),
                      value: priceText(confirm.liquidationPrice, coin, locale),
                    },
              ]
        }
        confirmText={t('repay.confirm')}
      />
    </>
  );
}

export function MyLoans({ status }: { status: ListLoanOrdersStatus }) {
  const { t } = useTranslation('loans');
  const query = usePagesList(getListLoanOrdersQueryKey({ status }), (page, signal) =>
    listLoanOrders({ status, page }, undefined, signal),
  );
  const [repaying, setRepaying] = useState<LoanOrder | null>(null);
  return (
    <>
      <PagedList
        query={query}
        label={t(`mine.tabs.${status}`)}
        emptyText={t(`mine.empty.${status}`)}
        className="earn-list"
        rowKey={(loan) => loan.id}
        filter={(loan) => (status === 'active' ? loan.status === 1 : loan.status !== 1)}
        renderRow={(loan) => <LoanCard loan={loan} onRepay={setRepaying} />}
      />
      <Popup
        visible={repaying !== null}
        onMaskClick={() => setRepaying(null)}
        bodyClassName="loan-popup"
        destroyOnClose
      >
        {repaying && <RepaySheet key={repaying.id} loan={repaying} onClose={() => setRepaying(null)} />}
      </Popup>
    </>
  );
}
