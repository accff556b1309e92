// What a deposit on a network takes before it is credited (proposed fields of /currency/list's
// networks): the smallest deposit credited, the confirmations, and about how long that is.
import { useTranslation } from 'react-i18next';
import type { RechargeNetwork } from '@generated/model';
import { FactList } from '@/components/fact-list';
import { useLocale } from '@/hooks/use-locale';
import { formatAmount } from '@/lib/format';

export function DepositFacts({ coin, network }: { coin: string; network: RechargeNetwork }) {
  const { t } = useTranslation('deposit');
  const locale = useLocale();
  const minutes = network.arrival_minutes;
  return (
    <FactList
      className="deposit__facts label-rows"
      label={t('facts.label')}
      facts={[
        network.min_deposit !== undefined && {
          label: t('facts.minimum'),
          value: t('amountWithCoin', { amount: formatAmount(network.min_deposit, locale), coin }),
          testId: 'deposit-minimum',
        },
        network.confirmations !== undefined && {
          label: t('facts.confirmations'),
          value: t('facts.confirmationsValue', { n: network.confirmations }),
        },
        minutes !== undefined && {
          label: t('facts.arrival'),
          value:
            minutes < 60
              ? t('facts.minutes', { n: Math.max(1, minutes) })
              : t('facts.hours', { n: Math.ceil(minutes / 60) }),
        },
      ]}
    />
  );
}
