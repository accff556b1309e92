// Withdraw to a crypto address: the coin, its network, the address (typed, pasted or saved), the
// amount with the minimum, the fee and the amount received computed live, an optional remark, the
// 24 h limit of the user's level and the 6-digit pay password; a confirmation repeats the figures
// and the withdrawal is sent once.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@generated/model';
import { TextField } from '@/components/form/text-field';
import { SavedAddressPicker } from './saved-address-picker';
import { withdrawSummary } from './withdraw-summary';
import { AddressField, CoinField, NetworkField, WithdrawTermsFields } from './withdraw-fields';
import { WithdrawFrame } from './withdraw-frame';
import { useRulesForm } from './use-rules-form';
import { withdrawSchema, type WithdrawForm } from './withdraw-schemas';
import { useAddressTerms, useWithdrawConditions } from './withdraw-terms';

const EMPTY_FORM: WithdrawForm = { address: '', amount: '', remark: '', payPassword: '' };
/** Another network has other address shapes, fee and minimum: what was typed is checked again. */
const RECHECK = ['address', 'amount'] as const;

interface AddressWithdrawFormProps {
  coins: readonly Currency[];
  coin: Currency;
  onChooseCoin: (id: number) => void;
}

export function AddressWithdrawForm({ coins, coin, onChooseCoin }: AddressWithdrawFormProps) {
  const { t } = useTranslation('withdraw');
  const [savedPicker, setSavedPicker] = useState(false);
  const [chosenNetwork, setChosenNetwork] = useState<string | null>(null);
  const conditions = useWithdrawConditions(coin);
  const { info, coinName } = conditions;
  const { network, networkName, limits } = useAddressTerms(info.data, chosenNetwork);

  const schema = useMemo(() => withdrawSchema(network, limits), [network, limits]);
  const form = useRulesForm<WithdrawForm>(schema, EMPTY_FORM, RECHECK);

  function chooseCoin(id: number) {
    setChosenNetwork(null);
    form.reset(EMPTY_FORM);
    onChooseCoin(id);
  }

  const networks = (info.data?.multi_protocol === 1 ? (info.data.type_data ?? []) : []).map((n) => ({
    label: n.name,
    value: n.type,
  }));

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
          <WithdrawTermsFields
            conditions={conditions}
            limits={limits}
            feeLabel={t('form.fee')}
            tip={t('tips.network')}
            destination={
              <>
                <NetworkField id="withdraw-network" value={network} onChange={setChosenNetwork} options={networks} />
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
              </>
            }
            extra={
              <TextField
                name="remark"
                label={t('form.remark')}
                placeholder={t('form.remarkPlaceholder')}
                maxLength={120}
              />
            }
          />
        </>
      )}
    </WithdrawFrame>
  );
}
