// Borrow: pick a product (collateral coin → loan coin, daily rate, term, loan-to-value), type the
// amount, and see before anything is sent the collateral it locks, the interest of the term, what
// is due and when, and the collateral price at which the loan would be liquidated (one module,
// src/lib/loan-terms.ts). Validates, confirms, then /loan/borrow once; the form keeps what was
// typed on failure.
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { getListLoanOrdersQueryKey, useCreateLoan, useListLoanProducts } from '@generated/api/loans/loans';
import type { LoanProduct } from '@generated/model';
import { ChipFilter } from '@/components/chip-filter';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PreviewFigures, ProductFigures } from '@/components/figure-list';
import { AmountField } from '@/components/form/amount-field';
import { Form, SubmitButton } from '@/components/form/form';
import { QueryStatus } from '@/components/query-status';
import { useEarnOrder } from '@/hooks/use-earn-order';
import { useLocale } from '@/hooks/use-locale';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { useSpotBalance } from '@/hooks/use-spot-balance';
import { loanDueDate, loanQuote, type LoanQuoteInput } from '@/lib/loan-terms';
import { borrowProblem, borrowSchema, type BorrowForm } from './loan-schemas';
import { coinText, percentOf, priceText } from './loan-figures';
import { BalanceError } from '@/components/balance-error';

const termsOf = (product: LoanProduct): Omit<LoanQuoteInput, 'amount'> => ({
  dayRate: product.day_rate,
  days: product.days,
  loanToValue: product.pledge_rate,
  liquidationRatio: product.liquidation_rate,
  price: product.price,
});

function BorrowForm({ product, onDone }: { product: LoanProduct; onDone: () => void }) {
  const { t } = useTranslation('loans');
  const locale = useLocale();
  const create = useCreateLoan();
  const { available, wallets } = useSpotBalance({ id: product.pledge_currency_id, name: product.pledge_currency_name });
  const coin = product.currency_name;
  const pledge = product.pledge_currency_name;
  const terms = useMemo(() => termsOf(product), [product]);
  const limits = useMemo(
    () => ({ min: product.min_amount, max: product.max_amount, terms, collateralBalance: available }),
    [product.min_amount, product.max_amount, terms, available],
  );
  const form = useSchemaForm<BorrowForm>(borrowSchema(limits), { amount: '' });
  const amount = useWatch({ control: form.control, name: 'amount' }) ?? '';
  const typed = borrowProblem(amount, { ...limits, min: '0', collateralBalance: undefined });
  const quote = loanQuote({ ...terms, amount: typed === null ? amount.trim() : '0' });
  const due = loanDueDate(product.days);
  const money = (value: Parameters<typeof coinText>[0], c: string) => coinText(value, c, locale);
  const liquidation = (value: ReturnType<typeof loanQuote>['liquidationPrice']) => priceText(value, coin, locale);

  const order = useEarnOrder<string>(create.isPending, {
    request: (draft) =>
      create.mutateAsync({
        data: {
          product_id: product.id,
          amount: draft,
          pledge_amount: loanQuote({ ...terms, amount: draft }).collateral.toFixed(),
        },
      }),
    doneText: t('borrow.done'),
    refresh: [getListLoanOrdersQueryKey()],
    onDone: () => {
      form.reset({ amount: '' });
      onDone();
    },
  });

  const draft = order.draft;
  const confirmQuote = draft === null ? null : loanQuote({ ...terms, amount: draft });
  return (
    <>
      <ProductFigures
        label={t('borrow.product')}
        figures={[
          {
            label: t('fields.dayRate'),
            value: <span className="earn-highlight">{percentOf(product.day_rate, locale)}</span>,
          },
          { label: t('fields.term'), value: t('fields.daysValue', { count: product.days }) },
          { label: t('fields.loanToValue'), value: percentOf(product.pledge_rate, locale) },
          { label: t('fields.liquidationRatio'), value: percentOf(product.liquidation_rate, locale) },
          { label: t('fields.price', { coin: pledge }), value: money(product.price, coin), wide: true },
          {
            label: t('fields.limits'),
            value: `${money(product.min_amount, coin)} – ${money(product.max_amount, coin)}`,
            wide: true,
          },
        ]}
      />
      <Form
        form={form}
        id="loan-borrow"
        ns="loans"
        busy={create.isPending}
        onSubmit={(v) => order.open(v.amount.trim())}
        className="earn-form"
      >
        <AmountField
          name="amount"
          label={t('borrow.amount')}
          unit={coin}
          placeholder={t('borrow.amountPlaceholder', { min: money(product.min_amount, coin) })}
          errorValues={{
            min: money(product.min_amount, coin),
            max: money(product.max_amount, coin),
            balance: available === undefined ? '--' : money(available, pledge),
          }}
        >
          <span className="earn-card__note" data-testid="loan-collateral-balance">
            {t('borrow.available', { amount: available === undefined ? '--' : money(available, pledge) })}
          </span>
        </AmountField>
        <BalanceError wallets={wallets} />
        <PreviewFigures
          label={t('borrow.preview')}
          figures={[
            { label: t('fields.collateral'), value: money(quote.collateral, pledge), testId: 'loan-collateral' },
            { label: t('fields.interest'), value: money(quote.interest, coin), testId: 'loan-interest' },
            { label: t('fields.due'), value: money(quote.due, coin), testId: 'loan-due' },
            { label: t('fields.dueDate'), value: due },
            {
              label: t('fields.liquidationPrice', { coin: pledge }),
              value: <span className="loan-warning">{liquidation(quote.liquidationPrice)}</span>,
              testId: 'loan-liquidation-price',
              wide: true,
            },
          ]}
        >
          <p className="earn-card__note">{t('borrow.note')}</p>
        </PreviewFigures>
        <SubmitButton className="earn-form__submit">{t('borrow.submit')}</SubmitButton>
      </Form>
      <ConfirmDialog
        {...order.dialog}
        title={t('borrow.confirmTitle')}
        rowsTestId="loan-confirm"
        rows={
          draft === null || confirmQuote === null
            ? []
            : [
                { label: t('borrow.amount'), value: money(draft, coin), className: 'confirm-dialog__row--total' },
                { label: t('fields.collateral'), value: money(confirmQuote.collateral, pledge) },
                { label: t('fields.interest'), value: money(confirmQuote.interest, coin) },
                { label: t('fields.due'), value: money(confirmQuote.due, coin) },
                { label: t('fields.dueDate'), value: due },
                {
                  label: t('fields.liquidationPrice', { coin: pledge }),
                  value: liquidation(confirmQuote.liquidationPrice),
                },
              ]
        }
        confirmText={t('borrow.confirm')}
      >
        <p className="earn-card__note">{t('borrow.confirmNote', { coin: pledge })}</p>
      </ConfirmDialog>
    </>
  );
}

export function BorrowPanel({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('loans');
  const products = useListLoanProducts();
  const [chosen, setChosen] = useState<string>('');
  const list = products.data ?? [];
  const product = list.find((p) => String(p.id) === chosen) ?? list[0];
  if (!products.data) return <QueryStatus query={products} lines={8} />;
  if (!product) return <p className="earn-muted">{t('borrow.noProducts')}</p>;
  return (
    <>
      <ChipFilter
        id="loan-product"
        label={t('borrow.product')}
        columns={2}
        value={String(product.id)}
        onChange={setChosen}
        options={list.map((p) => ({
          value: String(p.id),
          label: t('borrow.productName', { pledge: p.pledge_currency_name, coin: p.currency_name, count: p.days }),
        }))}
      />
      <BorrowForm key={product.id} product={product} onDone={onDone} />
    </>
  );
}
