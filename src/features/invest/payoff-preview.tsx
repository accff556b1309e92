// The two settlement cases of a dual-currency amount (product-spec §9), side by side: below the
// linked price the coin, otherwise USDT, each as it will be paid (the settlement's own module).
import { useTranslation } from 'react-i18next';
import { FigureList } from '@/components/figure-list';
import { useLocale } from '@/hooks/use-locale';
import { formatAmount, formatPrice } from '@/lib/format';
import { dualPaid, dualPayoff, type DualPayoffInput } from '@/lib/dual-payoff';

export function PayoffPreview({
  input,
  coin,
  linkedPrice,
}: {
  input: DualPayoffInput;
  coin: string;
  linkedPrice: string;
}) {
  const { t } = useTranslation('invest');
  const locale = useLocale();
  const payoff = dualPayoff(input);
  const linked = formatPrice(linkedPrice, locale);
  return (
    <FigureList
      label={t('purchase.payoff')}
      figures={[
        {
          label: t('purchase.below', { coin, price: linked }),
          value: `${formatAmount(dualPaid(payoff.coin), locale, 8)} ${coin}`,
          testId: 'payoff-coin',
          wide: true,
        },
        {
          label: t('purchase.above', { coin, price: linked }),
          value: `${formatAmount(dualPaid(payoff.usdt), locale, 8)} USDT`,
          testId: 'payoff-usdt',
          wide: true,
        },
      ]}
    />
  );
}
