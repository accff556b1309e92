// The 24 h withdrawal limit of the user's verification level (product-spec §6), and the way to
// raise it.
import { useTranslation } from 'react-i18next';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useLocale } from '@/hooks/use-locale';
import { formatAmount } from '@/lib/format';
import { ROUTES } from '@/lib/routes';
import type { WithdrawLimit } from './withdraw-limits';

export function WithdrawLimitCard({ limit }: { limit: WithdrawLimit }) {
  const { t } = useTranslation('withdraw');
  const { navigateTo } = useAppNavigation();
  const locale = useLocale();
  // A limit in BTC: grouped, as many decimals as it has (`200`, `1,000`, `0.5`).
  const btc = (value: string) => formatAmount(value, locale, 8, 0);
  return (
    <section className="limit-card" aria-labelledby="withdraw-limit-title">
      <div className="limit-card__row">
        <h3 id="withdraw-limit-title" className="limit-card__title">
          {t('limit.title')}
        </h3>
        <strong className="limit-card__value">
          {limit.dayLimitBtc === null
            ? t('limit.unverified')
            : t('amountWithCoin', { amount: btc(limit.dayLimitBtc), coin: 'BTC' })}
        </strong>
      </div>
      {limit.level > 0 && <p className="limit-card__text">{t('limit.level', { level: limit.level })}</p>}
      {limit.level === 0 && limit.nextLevelLimitBtc && (
        <p className="limit-card__text">
          {t('limit.verify', { amount: btc(limit.nextLevelLimitBtc) })}{' '}
          <button type="button" className="link-button" onClick={() => navigateTo(ROUTES.realMark)}>
            {t('limit.verifyNow')}
          </button>
        </p>
      )}
      {limit.level === 1 && limit.nextLevelLimitBtc && (
        <p className="limit-card__text">
          {t('limit.upgrade', { amount: btc(limit.nextLevelLimitBtc) })}{' '}
          <button type="button" className="link-button" onClick={() => navigateTo(ROUTES.real)}>
            {t('limit.upgradeNow')}
          </button>
        </p>
      )}
    </section>
  );
}
