// Bind (or replace) the domestic bank card used for fiat withdrawals: every field required, each
// with its own translated message before any request. The saved number is only shown masked and
// must be typed again to replace the card.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { getGetBankCardQueryKey, useGetBankCard, useSaveBankCard } from '@generated/api/withdraw/withdraw';
import { Page } from '@/components/page';
import { CardForm, CardPage, useCardSave, useCommonCardFields, type CardFieldSpec } from './bank-card-fields';
import { domesticCard, type DomesticCardValues } from './bank-cards';
import { bankCardSchema, commonCardValues, compact, type BankCardForm } from './card-schemas';
import './withdraw.css';

function useDomesticFields(): readonly CardFieldSpec<keyof BankCardForm>[] {
  const { t } = useTranslation('withdraw');
  return useCommonCardFields(
    {
      name: 'bank_account',
      label: t('bank.cardNumber'),
      placeholder: t('bank.cardNumberPlaceholder'),
      inputMode: 'numeric',
      maxLength: 40,
    },
    t('bank.phonePlaceholder'),
  );
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
        data: commonCardValues(values, compact(values.bank_account)),
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
