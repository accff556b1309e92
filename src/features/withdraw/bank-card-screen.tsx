// Bind (or replace) the domestic bank card used for fiat withdrawals: every field required, each
// with its own translated message before any request. The saved number is only shown masked and
// must be typed again to replace the card.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { getGetBankCardQueryKey, useGetBankCard, useSaveBankCard } from '@generated/api/withdraw/withdraw';
import { CardForm, CardPage } from './bank-card-fields';
import { useCardSave } from './use-card-save';
import { domesticCard, type DomesticCardValues } from './bank-cards';
import { bankCardSchema, commonCardValues, compact, type BankCardForm } from './card-schemas';
import './withdraw.css';

function DomesticCardForm({ saved }: { saved: DomesticCardValues | null }) {
  const saveCard = useCardSave(getGetBankCardQueryKey());
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

  return <CardForm kind="domestic" form={form} busy={save.isPending} onSubmit={onSubmit} saved={saved} />;
}

export function BankCardScreen() {
  const { t } = useTranslation('withdraw');
  const card = useGetBankCard(undefined);
  return (
    <CardPage title={t('bank.title')} query={card} lines={8}>
      {(data) => <DomesticCardForm saved={domesticCard(data)} />}
    </CardPage>
  );
}
