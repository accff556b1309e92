// Withdraw to a bound bank card (/wallet/out with `withdraw_type` 1 domestic or 2 international):
// a currency the site pays out in fiat, the amount with the same rules as to an address (positive,
// up to 10 decimals, at least the minimum, at most the balance), the fee and the amount received
// computed live, the 24 h limit, the 6-digit pay password and the withdrawal code where the
// account requires one. A confirmation repeats the figures
// and the card (bank and masked number); the withdrawal is sent once, and on error the form keeps
// its values.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@generated/model';
import type { BoundCard } from './bank-cards';
import { withdrawSummary } from './withdraw-summary';
import { CoinField, WithdrawTermsFields } from './withdraw-fields';
import { WithdrawFrame } from './withdraw-frame';
import { useRulesForm } from './use-rules-form';
import { useWithdrawSecurity } from './use-withdraw-security';
import { cardWithdrawSchema, type CardWithdrawForm } from './withdraw-schemas';
import { cardTerms, useWithdrawConditions } from './withdraw-terms';

const EMPTY_FORM: CardWithdrawForm = { amount: '', payPassword: '', code: '' };
/** Another currency has another minimum, fee and balance: the amount is checked again. */
const RECHECK = ['amount'] as const;

interface BankWithdrawFormProps {
  /** The currencies that can be withdrawn to a card, never empty. */
  coins: readonly Currency[];
  card: BoundCard;
}

export function BankWithdrawForm({ coins, card }: BankWithdrawFormProps) {
  const { t } = useTranslation('withdraw');
  const [coinId, setCoinId] = useState<number | null>(null);
  const coin = coins.find((c) => c.id === coinId) ?? coins[0]!;
  const conditions = useWithdrawConditions(coin);
  const { info, coinName } = conditions;
  const limits = useMemo(() => (info.data ? cardTerms(info.data) : null), [info.data]);

  const code = useWithdrawSecurity().data?.code_required === 1;
  const schema = useMemo(() => cardWithdrawSchema(limits, { memo: false, code }), [limits, code]);
  const form = useRulesForm<CardWithdrawForm>(schema, EMPTY_FORM, RECHECK);

  return (
    <WithdrawFrame
      form={form}
      id="bank-withdraw"
      label={t('bankTab.formLabel')}
      summarize={(values) =>
        limits &&
        withdrawSummary(coinName, { kind: 'card', bank: card.bank, account: card.account }, values.amount, limits.fee)
      }
      request={(values) => ({
        currency: coin.id,
        withdraw_type: card.withdrawType,
        number: values.amount.trim(),
        pay_password: values.payPassword,
        ...(code ? { code: values.code } : {}),
      })}
    >
      {() => (
        <>
          <CoinField
            id="bank-withdraw-coin"
            coin={coin}
            coins={coins}
            onSelect={(id) => {
              form.reset(EMPTY_FORM);
              setCoinId(id);
            }}
          />
          <WithdrawTermsFields
            conditions={conditions}
            limits={limits}
            feeLabel={t('form.cardFee')}
            tip={t('tips.card')}
          />
        </>
      )}
    </WithdrawFrame>
  );
}
