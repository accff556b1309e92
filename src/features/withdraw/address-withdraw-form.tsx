// Withdraw to a crypto address: the coin, its network, the address (typed, pasted or saved), the
// amount with the minimum, the fee and the amount received computed live, an optional remark, the
// 24 h limit of the user's level and the 6-digit pay password; a confirmation repeats the figures
// and the withdrawal is sent once.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@generated/model';
import { TextField } from '@/components/form/text-field';
import { NetworkSwitch } from '@/components/network-switch';
import { SavedAddressPicker } from './saved-address-picker';
import { withdrawSummary } from './withdraw-confirm-dialog';
import { AddressField, WithdrawAmountField, CoinField, InfoStatus, WithdrawSubmit } from './withdraw-fields';
import { WithdrawFrame } from './withdraw-frame';
import { withdrawSchema, type WithdrawForm } from './withdraw-schemas';
import { useAddressTerms, useWithdrawConditions } from './withdraw-terms';

const EMPTY_FORM: WithdrawForm = { address: '', amount: '', remark: '', payPassword: '' };

interface AddressWithdrawFormProps {
  coins: readonly Currency[];
  coin: Currency;
  onChooseCoin: (id: number) => void;
}

export function AddressWithdrawForm({ coins, coin, onChooseCoin }: AddressWithdrawFormProps) {
  const { t } = useTranslation('withdraw');
  const [savedPicker, setSavedPicker] = useState(false);
  const [chosenNetwork, setChosenNetwork] = useState<string | null>(null);
  const { info, limit, coinName } = useWithdrawConditions(coin);
  const { network, networkName, limits } = useAddressTerms(info.data, chosenNetwork);

  const schema = useMemo(() => withdrawSchema(network, limits), [network, limits]);
  const form = useForm<WithdrawForm>({ resolver: zodResolver(schema), defaultValues: EMPTY_FORM, mode: 'onTouched' });

  // Another network has other address shapes, fee and minimum: check again what was typed.
  useEffect(() => {
    const touched = (['address', 'amount'] as const).filter((name) => form.getFieldState(name).isTouched);
    if (touched.length > 0) void form.trigger(touched);
  }, [schema, form]);

  function chooseCoin(id: number) {
    setChosenNetwork(null);
    form.reset(EMPTY_FORM);
    onChooseCoin(id);
  }

  const networks = info.data?.multi_protocol === 1 ? (info.data.type_data ?? []) : [];

  return (
    <WithdrawFrame
      form={form}
      id="withdraw"
      summarize={(values) =>
        limits &&
        withdrawSummary(
          coinName,
          { kind: 'address', address: values.address.trim(), network: networkName },
          values.amount,
          limits.fee,
          values.remark.trim(),
        )
      }
      request={(values) => ({
        currency: coin.id,
        ...(network ? { type: network } : {}),
        address: values.address.trim(),
        number: values.amount.trim(),
        pay_password: values.payPassword,
        ...(values.remark.trim() ? { remark: values.remark.trim() } : {}),
      })}
      after={
        <SavedAddressPicker
          visible={savedPicker}
          currencyId={coin.id}
          coinName={coinName}
          network={network}
          onClose={() => setSavedPicker(false)}
          onSelect={(row) => form.setValue('address', row.address, { shouldValidate: true, shouldTouch: true })}
        />
      }
    >
      {() => (
        <>
          <CoinField id="withdraw-coin" coin={coin} coins={coins} onSelect={chooseCoin} />
          <InfoStatus info={info} />
          {info.isSuccess && limits && (
            <>
              {networks.length > 0 && (
                <NetworkSwitch
                  id="withdraw-network"
                  label={t('form.network')}
                  value={network}
                  onChange={setChosenNetwork}
                  options={networks.map((n) => ({ label: n.name, value: n.type }))}
                />
              )}
              <AddressField
                actions={
                  <button
                    type="button"
                    className="link-button"
                    aria-haspopup="dialog"
                    onClick={() => setSavedPicker(true)}
                  >
                    {t('form.saved')}
                  </button>
                }
              />
              <WithdrawAmountField limits={limits} coin={coinName} />
              <TextField
                name="remark"
                label={t('form.remark')}
                placeholder={t('form.remarkPlaceholder')}
                maxLength={120}
              />
              <WithdrawSubmit
                limits={limits}
                coin={coinName}
                limit={limit}
                feeLabel={t('form.fee')}
                tip={t('tips.network')}
              />
            </>
          )}
        </>
      )}
    </WithdrawFrame>
  );
}
