// The 24 h withdrawal limit of the user's verification level (product-spec §6), and the way to
// raise it.
import { useTranslation } from 'react-i18next';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useLocale } from '@/hooks/use-locale';
import { formatAmount } from '@/lib/format';
import { ROUTES } from '@/lib/routes';
import type { WithdrawLimit } from './withdraw-limits';

/** The way to a higher limit: verify the identity (level 0), or upgrade it (level 1). */
const NEXT_STEP: Partial<Record<number, { text: string; action: string; route: string }>> = {
  0: { text: 'limit.verify', action: 'limit.verifyNow', route: ROUTES.realMark },
  1: { text: 'limit.upgrade', action: 'limit.upgradeNow', route: ROUTES.real },
};

export function WithdrawLimitCard({ limit }: { limit: WithdrawLimit }) {
  const { t } = useTranslation('withdraw');
  const { navigateTo } = useAppNavigation();
  const locale = useLocale();
  // A limit in BTC: grouped, as many decimals as it has (`200`, `1,000`, `0.5`).
  const btc = (value: string) => formatAmount(value, locale, 8, 0);
  const next = NEXT_STEP[limit.level];
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
      {next && limit.nextLevelLimitBtc && (
        <p className="limit-card__text">
          {t(next.text, { amount: btc(limit.nextLevelLimitBtc) })}{' '}
          <button type="button" className="link-button" onClick={() => navigateTo(next.route)}>
            {t(next.action)}
          </button>
        </p>
      )}
    </section>
  );
}
