// The user's identity verification where it limits what they can do (OTC, withdraw, contract
// screens): the level reached, what it allows (the 24 h withdrawal and the largest OTC trade of
// product-spec §6) and the way to raise it: verify (no level yet, or refused), wait (in review),
// or upgrade to the advanced level. Nothing while no user is known (signed out); while a signed-in
// user is not known yet (a session restored from its token alone), the card's place is kept, so
// that what is under it does not move down under a tap when the level arrives.
//
// Usage: `<VerificationLevel area="otc" />`
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useGetUserInfo } from '@generated/api/account/account';
import { useSession } from '@/api/session';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useLocale } from '@/hooks/use-locale';
import { formatAmount } from '@/lib/format';
import { ROUTES } from '@/lib/routes';
import { VERIFICATION_LEVELS } from '@/lib/verification-levels';
import { VERIFICATION_TAG_COLOR, verificationLabel } from '@/lib/verification-status';
import './verification-level.css';

export type VerificationArea = 'otc' | 'withdraw' | 'contract';

export function VerificationLevel({ area }: { area: VerificationArea }) {
  const { t } = useTranslation();
  const { navigateTo } = useAppNavigation();
  const { user: stored, token } = useSession();
  const limitText = useLimitText();
  // The latest answer of /user/info (shared with the screen's own), else the stored user: a failure
  // of it is the screen's to show, not this card's.
  const info = useGetUserInfo(undefined, {
    query: { staleTime: 30_000, enabled: Boolean(token) },
    request: { silent: true },
  });
  const user = info.data ?? stored;
  if (!user) return token ? <PendingLevel area={area} /> : null;
  const label = verificationLabel(user);
  const level = label === 'advanced' ? 2 : label === 'basic' ? 1 : 0;
  const limits = VERIFICATION_LEVELS.find((l) => l.level === level);
  const next = VERIFICATION_LEVELS.find((l) => l.level === level + 1);
  // the advanced level's documents sent, not reviewed yet
  const upgrading = level === 1 && user.review_status === 1;
  const step =
    label === 'inReview' || upgrading
      ? null
      : level === 0
        ? { text: t(`verificationLevel.needs.${area}`), action: t('verificationLevel.verify'), to: ROUTES.realMark }
        : next
          ? {
              text: t('verificationLevel.next', { limits: limitText(next) }),
              action: t('verificationLevel.upgrade'),
              to: ROUTES.real,
            }
          : null;
  // On a trade screen a verified user needs only the level (and the way up): one line.
  const compact = area === 'contract' && level > 0;
  const link = step && (
    <button type="button" className="link-button" onClick={() => navigateTo(step.to)}>
      {step.action}
    </button>
  );
  return (
    <section
      className={`verification-level verification-level--${area}`}
      aria-label={t('verificationLevel.title')}
      data-testid="verification-level"
    >
      <p className="verification-level__head">
        <span>{t('verificationLevel.title')}</span>
        <span className="verification-level__state">
          <Tag color={VERIFICATION_TAG_COLOR[label]} fill="outline">
            {t(`verificationLevel.states.${label}`)}
          </Tag>
          {compact && link}
        </span>
      </p>
      {!compact && limits && <p className="verification-level__text">{limitText(limits)}</p>}
      {(label === 'inReview' || upgrading) && !compact && (
        <p className="verification-level__text">
          {t(upgrading ? 'verificationLevel.upgradeInReview' : 'verificationLevel.inReview')}
        </p>
      )}
      {step && !compact && (
        <p className="verification-level__text">
          {step.text} {link}
        </p>
      )}
    </section>
  );
}

type Level = (typeof VERIFICATION_LEVELS)[number];

/** What a level allows, in words: the 24 h withdrawal and the largest OTC trade. */
function useLimitText(): (level: Level) => string {
  const { t } = useTranslation();
  const locale = useLocale();
  return (level) =>
    t('verificationLevel.limits', {
      withdraw: formatAmount(level.withdrawBtcPerDay, locale, 0),
      otc: formatAmount(level.fiatUsdtPerTrade, locale, 0),
    });
}

/**
 * The card's place while the user is being read: its frame, with the lines of the most common
 * case kept invisible (a trade screen's one line; elsewhere a basic user's level, limits and way
 * up, which wrap as theirs will).
 */
function PendingLevel({ area }: { area: VerificationArea }) {
  const { t } = useTranslation();
  const limitText = useLimitText();
  const basic = VERIFICATION_LEVELS.find((l) => l.level === 1);
  const advanced = VERIFICATION_LEVELS.find((l) => l.level === 2);
  return (
    <section
      className={`verification-level verification-level--${area} verification-level--pending`}
      aria-hidden="true"
      data-testid="verification-level-pending"
    >
      <p className="verification-level__head">
        <span>{t('verificationLevel.title')}</span>
        <Tag fill="outline">{t('verificationLevel.states.basic')}</Tag>
      </p>
      {area !== 'contract' && basic && advanced && (
        <>
          <p className="verification-level__text">{limitText(basic)}</p>
          <p className="verification-level__text">
            {t('verificationLevel.next', { limits: limitText(advanced) })} {t('verificationLevel.upgrade')}
          </p>
        </>
      )}
    </section>
  );
}
