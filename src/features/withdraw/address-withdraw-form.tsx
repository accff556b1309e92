// Withdraw to a crypto address: the coin, its network, the address (typed, pasted or saved; only
// a saved one past its cooling period in whitelist mode), the memo/tag where the network needs
// one, the amount with the minimum, the fee and the amount received computed live, an optional
// note of the user's own (never sent on chain), the 24 h limit of the user's level, the 6-digit
// pay password and the withdrawal code where the account requires one; a confirmation repeats the
// figures and the withdrawal is sent once.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@generated/model';
import { TextField } from '@/components/form/text-field';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { ROUTES } from '@/lib/routes';
import { needsMemo } from './address-rules';
import { SavedAddressPicker } from './saved-address-picker';
import { useWithdrawSecurity } from './use-withdraw-security';
import { withdrawSummary } from './withdraw-summary';
import { AddressField, CoinField, NetworkField, WithdrawTermsFields } from './withdraw-fields';
import { WithdrawFrame } from './withdraw-frame';
import { useRulesForm } from './use-rules-form';
import { withdrawSchema, type WithdrawForm } from './withdraw-schemas';
import { useAddressTerms, useWithdrawConditions } from './withdraw-terms';

const EMPTY_FORM: WithdrawForm = { address: '', amount: '', memo: '', remark: '', payPassword: '', code: '' };
/** Another network has other address shapes, fee, minimum and memo rule: what was typed is checked again. */
const RECHECK = ['address', 'amount', 'memo'] as const;

interface AddressWithdrawFormProps {
  coins: readonly Currency[];
  coin: Currency;
  onChooseCoin: (id: number) => void;
}

/** Whitelist mode on or off, and the way to the withdrawal security settings. */
function SecurityLine({ whitelist }: { whitelist: boolean }) {
  const { t } = useTranslation('withdraw');
  const { navigateTo } = useAppNavigation();
  return (
    <p className={`withdraw__security${whitelist ? ' withdraw__security--on' : ''}`} role="status">
      <span>{whitelist ? t('whitelist.on') : t('whitelist.off')}</span>
      <button type="button" className="link-button" onClick={() => navigateTo(ROUTES.withdrawSecurity)}>
        {t('security.manage')}
      </button>
    </p>
  );
}

export function AddressWithdrawForm({ coins, coin, onChooseCoin }: AddressWithdrawFormProps) {
  const { t } = useTranslation('withdraw');
  const [savedPicker, setSavedPicker] = useState(false);
  const [chosenNetwork, setChosenNetwork] = useState<string | null>(null);
  const conditions = useWithdrawConditions(coin);
  const { info, coinName } = conditions;
  const { network, networkName, limits } = useAddressTerms(info.data, chosenNetwork);
  const security = useWithdrawSecurity();
  const whitelist = security.data?.whitelist === 1;
  const memo = needsMemo(coin, network);
  const code = security.data?.code_required === 1;

  const schema = useMemo(() => withdrawSchema(network, limits, { memo, code }), [network, limits, memo, code]);
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
  const memoLabel = networkName ?? coinName;

  return (
    <WithdrawFrame
      form={form}
      id="withdraw"
      summarize={(values) =>
        limits &&
        withdrawSummary(
          coinName,
          {
            kind: 'address',
            address: values.address.trim(),
            network: networkName,
            ...(memo ? { memo: values.memo.trim() } : {}),
          },
          values.amount,
          limits.fee,
          values.remark.trim(),
        )
      }
      request={(values) => ({
        currency: coin.id,
        ...(network ? { type: network } : {}),
        address: values.address.trim(),
        ...(memo ? { memo: values.memo.trim() } : {}),
        number: values.amount.trim(),
        pay_password: values.payPassword,
        ...(values.remark.trim() ? { remark: values.remark.trim() } : {}),
        ...(code ? { code: values.code } : {}),
      })}
      after={
        <SavedAddressPicker
          visible={savedPicker}
          currencyId={coin.id}
          coinName={coinName}
          network={network}
          whitelist={whitelist}
          onClose={() => setSavedPicker(false)}
          onSelect={(row) => {
            form.setValue('address', row.address, { shouldValidate: true, shouldTouch: true });
            if (memo) form.setValue('memo', row.memo ?? '', { shouldValidate: true, shouldTouch: true });
          }}
        />
      }
    >
      {() => (
        <>
          <CoinField id="withdraw-coin" coin={coin} coins={coins} onSelect={chooseCoin} />
          {security.data && <SecurityLine whitelist={whitelist} />}
          <WithdrawTermsFields
            conditions={conditions}
            limits={limits}
            feeLabel={t('form.fee')}
            tip={t('tips.network')}
            destination={
              <>
                <NetworkField id="withdraw-network" value={network} onChange={setChosenNetwork} options={networks} />
                <AddressField
                  locked={whitelist}
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
                {memo && (
                  <>
                    <TextField
                      name="memo"
                      label={t('form.memo')}
                      placeholder={t('form.memoPlaceholder')}
                      maxLength={64}
                    />
                    <p className="withdraw__memo-warning" role="note">
                      {t('form.memoWarning', { network: memoLabel })}
                    </p>
                  </>
                )}
              </>
            }
            extra={
              <TextField name="remark" label={t('form.note')} placeholder={t('form.notePlaceholder')} maxLength={120} />
            }
          />
        </>
      )}
    </WithdrawFrame>
  );
}
