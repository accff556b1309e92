// Bind (or replace) the international bank card: the domestic fields plus the ABA routing number,
// the SWIFT code and the card holder's address, every one required with its own translated
// message. Works with both backends: named fields, and the classic `{forms, data}` whose values
// are also sent as `data[0..n]` in the order of the product spec's fields.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  getGetInternationalBankCardQueryKey,
  useGetInternationalBankCard,
  useSaveInternationalBankCard,
} from '@generated/api/withdraw/withdraw';
import { CardForm, CardPage } from './bank-card-fields';
import { useCardSave } from './use-card-save';
import { INTERNATIONAL_FIELDS, internationalCard, isClassicForm, type InternationalCardValues } from './bank-cards';
import {
  commonCardValues,
  compact,
  internationalBankCardSchema,
  normalizeUpper,
  type InternationalBankCardForm,
} from './card-schemas';
import './withdraw.css';

interface FormProps {
  saved: InternationalCardValues | null;
  classic: boolean;
}

function InternationalCardForm({ saved, classic }: FormProps) {
  const saveCard = useCardSave(getGetInternationalBankCardQueryKey());
  const form = useForm<InternationalBankCardForm>({
    resolver: zodResolver(internationalBankCardSchema),
    defaultValues: { ...(saved ?? emptyValues()), bank_account: '' },
    mode: 'onTouched',
  });
  const save = useSaveInternationalBankCard();

  async function onSubmit(values: InternationalBankCardForm): Promise<void> {
    const card: InternationalCardValues = {
      ...commonCardValues(values, normalizeUpper(values.bank_account)),
      aba_number: compact(values.aba_number),
      swift_code: normalizeUpper(values.swift_code),
      cardholder_address: values.cardholder_address.trim(),
    };
    await saveCard(() =>
      save.mutateAsync({
        data: { ...card, ...(classic ? { data: INTERNATIONAL_FIELDS.map((field) => card[field]) } : {}) },
      }),
    );
  }

  return <CardForm kind="international" form={form} busy={save.isPending} onSubmit={onSubmit} saved={saved} />;
}

function emptyValues(): InternationalCardValues {
  return Object.fromEntries(INTERNATIONAL_FIELDS.map((field) => [field, ''])) as InternationalCardValues;
}

export function BankCardInternationalScreen() {
  const { t } = useTranslation('withdraw');
  const card = useGetInternationalBankCard(undefined);
  return (
    <CardPage title={t('bank.intlTitle')} query={card} lines={10}>
      {(data) => <InternationalCardForm saved={internationalCard(data)} classic={isClassicForm(data)} />}
    </CardPage>
  );
}
