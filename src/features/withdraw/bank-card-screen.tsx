// Bind (or replace) the domestic bank card used for fiat withdrawals: every field required, each
// with its own translated message before any request. The saved number is only shown masked and
// must be typed again to replace the card.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { getGetBankCardQueryKey, useGetBankCard, useSaveBankCard } from '@generated/api/withdraw/withdraw';
import { Page } from '@/components/page';
import { CardForm, CardPage, useCardSave, type CardFieldSpec } from './bank-card-fields';
import { domesticCard, type DomesticCardValues } from './bank-cards';
import { bankCardSchema, compact, type BankCardForm } from './card-schemas';
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
  const saveCard = useCardSave(getGetBankCardQueryKey());
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
    await saveCard(() =>
      save.mutateAsync({
        data: {
          real_name: values.real_name.trim(),
          bank_account: compact(values.bank_account),
          bank_name: values.bank_name.trim(),
          bank_branch: values.bank_branch.trim(),
          bank_dizhi: values.bank_dizhi.trim(),
          phone: compact(values.phone),
        },
      }),
    );
  }

  return (
    <CardForm
      form={form}
      id="bank"
      busy={save.isPending}
      onSubmit={onSubmit}
      saved={saved}
      hint={saved ? t('bank.replaceHint') : t('bank.hint')}
      fields={fields}
    />
  );
}

export function BankCardScreen() {
  const { t } = useTranslation('withdraw');
  const card = useGetBankCard(undefined);
  return (
    <Page title={t('bank.title')}>
      <CardPage query={card} lines={8}>
        {(data) => <DomesticCardForm saved={domesticCard(data)} />}
      </CardPage>
    </Page>
  );
}
