// How dual-currency investment works, translated: the two products, the settlement rule of §9
// with a worked example, the risks and the rules of purchase.
import { useTranslation } from 'react-i18next';
import { EarnPage } from '@/components/earn-page';
import { useLocale } from '@/hooks/use-locale';
import { formatAmount } from '@/lib/format';
import { dualPayoff } from '@/lib/dual-payoff';

const SECTIONS = ['what', 'call', 'put', 'settlement', 'risk', 'rules'] as const;

export function InvestHelpScreen() {
  const { t } = useTranslation('invest');
  const locale = useLocale();
  // The worked example: 1 share (0.1 BTC), 7 days at 18.25 %, linked price 98,000.
  const example = dualPayoff({ amount: '0.1', linkedPrice: '98000', days: 7, ratePercent: '18.25' });
  return (
    <EarnPage title={t('help.title')}>
      {SECTIONS.map((key) => (
        <section key={key} className="earn-card" aria-labelledby={`help-${key}`} style={{ marginBottom: 10 }}>
          <h2 className="earn-card__title" id={`help-${key}`}>
            {t(`help.${key}.title`)}
          </h2>
          <p>{t(`help.${key}.text`)}</p>
        </section>
      ))}
      <section className="earn-card" aria-labelledby="help-example">
        <h2 className="earn-card__title" id="help-example">
          {t('help.example.title')}
        </h2>
        <p>{t('help.example.text')}</p>
        <ul className="earn-steps">
          <li>{t('help.example.below', { amount: formatAmount(example.coin, locale, 8) })}</li>
          <li>{t('help.example.above', { amount: formatAmount(example.usdt, locale, 4) })}</li>
        </ul>
      </section>
    </EarnPage>
  );
}
