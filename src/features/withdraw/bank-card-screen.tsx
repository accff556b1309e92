// Bind (or replace) the domestic bank card used for fiat withdrawals: every field required, each
// with its own translated message before any request. The saved number is only shown masked and
// must be typed again to replace the card.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Skeleton, Toast } from 'antd-mobile';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { getGetBankCardQueryKey, useGetBankCard, useSaveBankCard } from '@generated/api/withdraw/withdraw';
import { Page } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useClickGuard } from '@/hooks/use-click-guard';
import { useReportError } from '@/hooks/use-report-error';
import { CardFields, type CardFieldSpec } from './bank-card-fields';
import { domesticCard, type DomesticCardValues } from './bank-cards';
import { bankCardSchema, compact, type BankCardForm } from './card-schemas';
import { maskAccount } from '@/lib/masking';
import './withdraw.css';

function useDomesticFields(): readonly CardFieldSpec<keyof BankCardForm>[] {
  const { t } = useTranslation('withdraw');
  return [
    { name: 'real_name', label: t('bank.realName'), placeholder: t('bank.realNamePlaceholder'), autoComplete: 'name' },
    {
      name: 'bank_account',
      label: t('bank.cardNumber'),
      placeholder: t('bank.cardNumberPlaceholder'),
      inputMode: 'numeric',
      maxLength: 40,
    },
    { name: 'bank_name', label: t('bank.bankName'), placeholder: t('bank.bankNamePlaceholder') },
    { name: 'bank_branch', label: t('bank.branch'), placeholder: t('bank.branchPlaceholder') },
    { name: 'bank_dizhi', label: t('bank.bankAddress'), placeholder: t('bank.bankAddressPlaceholder') },
    {
      name: 'phone',
      label: t('bank.phone'),
      placeholder: t('bank.phonePlaceholder'),
      inputMode: 'tel',
      autoComplete: 'tel',
    },
  ];
}

function DomesticCardForm({ saved }: { saved: DomesticCardValues | null }) {
  const { t } = useTranslation('withdraw');
  const { back } = useAppNavigation();
  const reportError = useReportError();
  const queryClient = useQueryClient();
  const fields = useDomesticFields();
  const form = useForm<BankCardForm>({
    resolver: zodResolver(bankCardSchema),
    defaultValues: {
      real_name: saved?.real_name ?? '',
      bank_account: '',
      bank_name: saved?.bank_name ?? '',
      bank_branch: saved?.bank_branch ?? '',
      bank_dizhi: saved?.bank_dizhi ?? '',
      phone: saved?.phone ?? '',
    },
    mode: 'onTouched',
  });
  const save = useSaveBankCard();

  async function onSubmit(values: BankCardForm): Promise<void> {
    try {
      const answer = await save.mutateAsync({
        data: {
          real_name: values.real_name.trim(),
          bank_account: compact(values.bank_account),
          bank_name: values.bank_name.trim(),
          bank_branch: values.bank_branch.trim(),
          bank_dizhi: values.bank_dizhi.trim(),
          phone: compact(values.phone),
        },
      });
      Toast.show({ content: answer || t('bank.saved') });
      void queryClient.invalidateQueries({ queryKey: getGetBankCardQueryKey() });
      back();
    } catch (error) {
      reportError(error);
    }
  }

  const submit = useClickGuard(() => form.handleSubmit(onSubmit)(), save.isPending);

  return (
    <form
      className="bank-form__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {saved && (
        <section className="bank-summary" aria-label={t('bank.current')}>
          <h2 className="bank-summary__title">{t('bank.current')}</h2>
          <p className="bank-summary__bank">{saved.bank_name}</p>
          <p className="bank-summary__number mono">{maskAccount(saved.bank_account)}</p>
          <p className="bank-summary__holder">{saved.real_name}</p>
        </section>
      )}
      <p className="bank-form__hint">{saved ? t('bank.replaceHint') : t('bank.hint')}</p>
      <CardFields control={form.control} errors={form.formState.errors} fields={fields} idPrefix="bank" />
      <Button block type="submit" color="primary" size="large" loading={save.isPending} disabled={save.isPending}>
        {t('bank.submit')}
      </Button>
    </form>
  );
}

export function BankCardScreen() {
  const { t } = useTranslation('withdraw');
  const card = useGetBankCard(undefined);
  return (
    <Page title={t('bank.title')}>
      <div className="bank-form">
        {card.isPending && <Skeleton.Paragraph lineCount={8} animated />}
        {card.isError && (
          <QueryError error={card.error} onRetry={() => void card.refetch()} retrying={card.isFetching} />
        )}
        {card.isSuccess && <DomesticCardForm saved={domesticCard(card.data)} />}
      </div>
    </Page>
  );
}
