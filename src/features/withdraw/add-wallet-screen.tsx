// Save a withdrawal address (or change one, `?id=`): coin, network, the user's label and the
// address, pasted from the clipboard (the browser cannot scan a QR code here) or typed.
import { useQueryClient } from '@tanstack/react-query';
import { Skeleton, Toast } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/lib/router';
import { useListCurrencies } from '@generated/api/assets/assets';
import {
  getListWalletAddressesQueryKey,
  useListWalletAddresses,
  useSaveWalletAddress,
} from '@generated/api/withdraw/withdraw';
import type { Currency, WalletAddress } from '@generated/model';
import { saveWalletAddressRequestTypeRegExp } from '@generated/zod/schemas/saveWalletAddressRequest.zod';
import { Form, SubmitButton } from '@/components/form/form';
import { TextField } from '@/components/form/text-field';
import { Page } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { retryOf } from '@/components/retry-of';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useReportError } from '@/hooks/use-report-error';
import { needsMemo, networkLabel } from './address-rules';
import { SAVED_ADDRESSES_PARAMS } from './saved-addresses';
import { AddressField, CoinField, NetworkField } from './withdraw-fields';
import { useRulesForm } from './use-rules-form';
import { walletAddressSchema, type WalletAddressForm } from './card-schemas';
import './withdraw.css';

/** The networks a coin can be sent on, as codes (`trc20`); a coin's own chain when none is listed. */
function networksOf(coin: Currency | undefined): string[] {
  if (!coin) return [];
  const listed = (coin.networks ?? []).map((n) => n.type);
  if (listed.length > 0) return [...new Set(listed)];
  const own = coin.name.toLowerCase();
  return saveWalletAddressRequestTypeRegExp.test(own) ? [own] : [];
}

/** Another network has another address shape: the address is checked again. */
const RECHECK = ['address', 'memo'] as const;

interface WalletFormProps {
  coins: readonly Currency[];
  initialCoin: Currency;
  editing: WalletAddress | undefined;
}

/** The form, mounted once its data is there: a refetch never overwrites what the user typed. */
function WalletForm({ coins, initialCoin, editing }: WalletFormProps) {
  const { t } = useTranslation('withdraw');
  const { back } = useAppNavigation();
  const reportError = useReportError();
  const queryClient = useQueryClient();
  const [coin, setCoin] = useState(initialCoin);
  const [chosenNetwork, setChosenNetwork] = useState<string | null>(editing?.type ?? null);
  const networks = networksOf(coin);
  const network = (chosenNetwork && networks.includes(chosenNetwork) ? chosenNetwork : networks[0]) ?? null;
  // A single network is the coin's own: nothing to choose.
  const networkChoice = networks.length > 1 ? networks.map((code) => ({ label: networkLabel(code), value: code })) : [];

  const memo = needsMemo(coin, network);
  const schema = useMemo(() => walletAddressSchema(network, memo), [network, memo]);
  const form = useRulesForm<WalletAddressForm>(
    schema,
    { name: editing?.name ?? '', address: editing?.address ?? '', memo: editing?.memo ?? '' },
    RECHECK,
  );

  const save = useSaveWalletAddress();

  async function onSubmit(values: WalletAddressForm): Promise<void> {
    try {
      const answer = await save.mutateAsync({
        data: {
          ...(editing ? { id: editing.id } : {}),
          currency: coin.id,
          name: values.name.trim(),
          address: values.address.trim(),
          ...(memo ? { memo: values.memo.trim() } : {}),
          ...(network ? { type: network } : {}),
        },
      });
      Toast.show({ content: answer || t('addWallet.saved') });
      void queryClient.invalidateQueries({ queryKey: getListWalletAddressesQueryKey() });
      back();
    } catch (error) {
      reportError(error);
    }
  }

  function chooseCoin(id: number): void {
    const next = coins.find((c) => c.id === id);
    if (!next) return;
    setCoin(next);
    setChosenNetwork(null);
  }

  return (
    <Form form={form} id="wallet" ns="withdraw" busy={save.isPending} onSubmit={onSubmit} className="wallet__form">
      <CoinField id="wallet-coin" coin={coin} coins={coins} onSelect={chooseCoin} />

      <NetworkField id="wallet-network" value={network} onChange={setChosenNetwork} options={networkChoice} />

      <TextField
        name="name"
        label={t('addWallet.label')}
        placeholder={t('addWallet.labelPlaceholder')}
        maxLength={40}
      />

      <AddressField />
      <p className="bank-form__hint">{t('addWallet.scanHint')}</p>
      {memo && (
        <>
          <TextField name="memo" label={t('form.memo')} placeholder={t('form.memoPlaceholder')} maxLength={64} />
          <p className="withdraw__memo-warning" role="note">
            {t('form.memoWarning', { network: networkLabel(network) })}
          </p>
        </>
      )}
      <p className="bank-form__hint">{t('addWallet.coolingHint')}</p>

      <SubmitButton>{t('addWallet.submit')}</SubmitButton>
    </Form>
  );
}

export function AddWalletScreen() {
  const { t } = useTranslation('withdraw');
  const [params] = useSearchParams();
  const editId = Number(params.get('id')) || null;
  const requested = Number(params.get('currency'));

  const currencies = useListCurrencies(undefined, { query: { staleTime: 5 * 60_000 } });
  const saved = useListWalletAddresses(SAVED_ADDRESSES_PARAMS, { query: { enabled: editId !== null } });
  const coins = useMemo(() => (currencies.data ?? []).filter((c) => c.is_withdraw === 1), [currencies.data]);
  const editing = editId !== null ? saved.data?.data.find((row) => row.id === editId) : undefined;
  const initialCoin = editing
    ? coins.find((c) => c.id === editing.currency)
    : (coins.find((c) => c.id === requested) ?? coins[0]);

  const loading = currencies.isPending || (editId !== null && saved.isPending);

  let body;
  if (loading) body = <Skeleton.Paragraph lineCount={6} animated />;
  else if (currencies.isError) body = <QueryError {...retryOf(currencies)} />;
  else if (editId !== null && saved.isError) body = <QueryError {...retryOf(saved)} />;
  else if (editId !== null && (!editing || !initialCoin))
    body = <p className="empty-text">{t('addWallet.notFound')}</p>;
  else if (!initialCoin) body = <p className="empty-text">{t('coin.noneOpen')}</p>;
  else body = <WalletForm coins={coins} initialCoin={initialCoin} editing={editing} />;

  return (
    <Page title={editId !== null ? t('addWallet.editTitle') : t('addWallet.title')}>
      <div className="wallet">{body}</div>
    </Page>
  );
}
