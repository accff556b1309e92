// Where a 998 answer sends the user: why identity verification is needed, what each level
// allows, where they stand, and the way to verify.
import { Button, Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@/lib/format';
import { bcp47, isLang } from '@/api/lang';
import { useSession } from '@/api/session';
import { Page } from '@/components/page';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { ROUTES } from '@/lib/routes';
import { VERIFICATION_LEVELS } from '@/lib/verification-levels';
import './kyc.css';

const STATUS_KEYS = ['status.unverified', 'status.inReview', 'status.verified', 'status.failed'] as const;

export function RealMarkScreen() {
  const { t, i18n } = useTranslation('kyc');
  const { user } = useSession();
  const { navigateTo, back } = useAppNavigation();
  const locale = isLang(i18n.language) ? bcp47(i18n.language) : 'en';
  const statusKey = STATUS_KEYS[user?.is_realname ?? 0] ?? STATUS_KEYS[0];

  // Where the stored user stands decides what this page offers: a verified person is not asked to
  // "verify now" again, a pending review is not sent to the form, a basic level is led to the next.
  const basic = user?.is_realname ?? 0;
  const advanced = user?.review_status ?? 0;
  const state =
    basic === 2 && advanced === 2
      ? 'verified'
      : basic === 1 || advanced === 1
        ? 'inReview'
        : basic === 2
          ? 'basic'
          : 'unverified';
  const result =
    state === 'verified'
      ? { status: 'success' as const, title: t('realMark.verifiedTitle'), text: t('realMark.verifiedText') }
      : state === 'inReview'
        ? { status: 'waiting' as const, title: t('realMark.inReviewTitle'), text: t('realMark.inReviewText') }
        : { status: 'warning' as const, title: t('realMark.title'), text: t('realMark.description') };
  const action =
    state === 'verified' || state === 'inReview'
      ? t('realMark.checkStatus')
      : state === 'basic'
        ? t('realMark.advancedNow')
        : t('realMark.verifyNow');

  return (
    <Page title={t('realMark.navTitle')}>
      <Result status={result.status} title={result.title} description={result.text} />
      {user && (
        <p className="kyc-status">
          {t('realMark.currentStatus')} <strong>{t(statusKey)}</strong>
        </p>
      )}
      <ul className="kyc-levels">
        {VERIFICATION_LEVELS.map((level) => (
          <li key={level.level} className="kyc-level">
            <h2>{t('levels.title', { level: level.level })}</h2>
            <p>{t('levels.withdraw', { amount: formatAmount(level.withdrawBtcPerDay, locale, 0) })}</p>
            <p>{t('levels.fiat', { amount: formatAmount(level.fiatUsdtPerTrade, locale, 0) })}</p>
          </li>
        ))}
      </ul>
      <div className="kyc-actions">
        <Button block color="primary" size="large" onClick={() => navigateTo(ROUTES.real)}>
          {action}
        </Button>
        <Button block fill="none" onClick={() => back()}>
          {t('realMark.later')}
        </Button>
      </div>
    </Page>
  );
}
