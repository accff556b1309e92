// Settings: who is signed in (avatar, nickname, UID, verification, credit score), the entries of the
// account (profile, security, identity verification, invitation, wallet addresses, bank cards),
// preferences (language, display currency, theme), the legal pages and signing out.
import { Badge, Button, Dialog, List, Skeleton, Tag, Toast } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isLang } from '@/api/lang';
import { FiatPicker } from '@/components/fiat-picker';
import { useCurrencyName } from '@/hooks/use-display-names';
import { LanguagePicker } from '@/components/language-picker';
import { Page } from '@/components/page';
import { SettingSheet } from '@/components/setting-sheet';
import { QueryError } from '@/components/query-error';
import { retryOf } from '@/components/retry-of';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useClickGuard } from '@/hooks/use-click-guard';
import { useSignOut } from '@/hooks/use-sign-out';
import { useFiat } from '@/hooks/use-fiat';
import { useTheme } from '@/hooks/use-theme';
import { useUnreadCount } from '@/hooks/use-notifications';
import { LANGUAGE_NAMES } from '@/lib/language-names';
import { ROUTES } from '@/lib/routes';
import { UserLoad } from './account-user-page';
import { useCopyText } from './copy-text';
import { maskEmail, maskPhone } from './mask';
import { EXTRA_PAGES, useOpenPage } from './open-page';
import { ThemePicker } from './theme-picker';
import { useAccountUser } from './use-account-user';
import { UserAvatar } from '@/components/user-avatar';
import { VERIFICATION_TAG_COLOR, verificationLabel } from '@/lib/verification-status';
import './account.css';

const APP_VERSION = __APP_VERSION__;

function Arrowless({ children }: { children: ReactNode }) {
  return <span className="account-list-extra">{children}</span>;
}

export function SettingScreen() {
  const { t, i18n } = useTranslation('account');
  const { user, info } = useAccountUser();
  const { navigateTo, reLaunch } = useAppNavigation();
  const openPage = useOpenPage();
  const copy = useCopyText();
  const signOutHere = useSignOut();
  const [languageOpen, setLanguageOpen] = useState(false);
  const [fiatOpen, setFiatOpen] = useState(false);
  const [themeOpen, setThemeOpen] = useState(false);
  const { choice: themeChoice } = useTheme();
  const { fiat } = useFiat();
  const currencyName = useCurrencyName();
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const language = isLang(i18n.language) ? LANGUAGE_NAMES[i18n.language] : LANGUAGE_NAMES.en;
  const { count: unread, failed: unreadFailed } = useUnreadCount();

  async function signOut(): Promise<void> {
    const confirmed = await Dialog.confirm({
      title: t('settings.logoutTitle'),
      content: t('settings.logoutText'),
      confirmText: t('settings.logout'),
      cancelText: t('common:actions.cancel'),
    });
    if (!confirmed) return;
    setSigningOut(true);
    await signOutHere();
    setSigningOut(false);
    Toast.show({ content: t('settings.loggedOut'), duration: 1500 });
    reLaunch(ROUTES.home);
  }
  const onSignOut = useClickGuard(signOut, signingOut);

  const status = user ? verificationLabel(user) : 'unverified';
  const contact = user ? (user.email ? maskEmail(user.email) : user.phone ? maskPhone(user.phone) : '') : '';

  return (
    <Page title={t('settings.title')} className="account">
      {!user && (
        <UserLoad
          info={info}
          placeholder={
            <div className="account-card" aria-busy="true">
              <Skeleton animated className="account-card__avatar-skeleton" />
              <Skeleton.Paragraph lineCount={2} animated />
            </div>
          }
        />
      )}
      {user && (
        <section className="account-card" aria-label={t('settings.accountCard')}>
          <button type="button" className="account-card__main" onClick={() => navigateTo(ROUTES.userInfo)}>
            <UserAvatar src={user.head_portrait} name={user.nickname} size={60} />
            <span className="account-card__text">
              <strong className="account-card__name">{user.nickname}</strong>
              {contact && <span className="account-card__contact">{contact}</span>}
            </span>
            <span className="visually-hidden">{t('settings.editProfile')}</span>
          </button>
          <div className="account-card__meta">
            <span>
              {t('settings.uid')} {user.id}
            </span>
            <button
              type="button"
              className="link-button account-card__copy"
              onClick={() => void copy(String(user.id))}
              aria-label={t('settings.copyUid')}
            >
              {t('copy.action')}
            </button>
          </div>
          <div className="account-card__tags">
            <Tag color={VERIFICATION_TAG_COLOR[status]} fill="outline">
              {t(`verification.${status}`)}
            </Tag>
            {user.level > 0 && (
              <Tag color="primary" fill="outline">
                {t('settings.level', { level: user.level })}
              </Tag>
            )}
            {user.credit_score !== undefined && (
              <Tag color="default" fill="outline">
                {t('settings.creditScore', { score: user.credit_score })}
              </Tag>
            )}
          </div>
        </section>
      )}
      {user && info.isError && (
        <QueryError error={info.error} onRetry={() => void info.refetch()} retrying={info.isFetching} compact />
      )}

      <List header={t('settings.groups.account')} className="account-list">
        <List.Item onClick={() => navigateTo(ROUTES.userInfo)}>{t('settings.profile')}</List.Item>
        <List.Item onClick={() => navigateTo(ROUTES.security)}>{t('settings.security')}</List.Item>
        <List.Item onClick={() => navigateTo(ROUTES.real)} extra={user ? t(`verification.${status}`) : undefined}>
          {t('settings.verification')}
        </List.Item>
        <List.Item onClick={() => navigateTo(ROUTES.share)} extra={user?.extension_code}>
          {t('settings.invite')}
        </List.Item>
        <List.Item onClick={() => navigateTo(ROUTES.rebate)}>{t('settings.rebate')}</List.Item>
      </List>

      <List header={t('settings.groups.funds')} className="account-list">
        <List.Item onClick={() => navigateTo(ROUTES.walletAddresses)}>{t('settings.wallets')}</List.Item>
        <List.Item onClick={() => navigateTo(ROUTES.bankCard)}>{t('settings.bankCards')}</List.Item>
        <List.Item onClick={() => openPage(EXTRA_PAGES.coupons)}>{t('settings.coupons')}</List.Item>
        <List.Item onClick={() => openPage(EXTRA_PAGES.bills)}>{t('settings.bills')}</List.Item>
      </List>

      <List header={t('settings.groups.preferences')} className="account-list">
        <List.Item onClick={() => setLanguageOpen(true)} extra={language}>
          {t('settings.language')}
        </List.Item>
        <List.Item
          onClick={() => setFiatOpen(true)}
          extra={`${fiat.currency_code} · ${currencyName(fiat.currency_code)}`}
        >
          {t('settings.currency')}
        </List.Item>
        <List.Item onClick={() => setThemeOpen(true)} extra={t(`theme.${themeChoice}`)}>
          {t('settings.theme')}
        </List.Item>
        <List.Item
          onClick={() => navigateTo(ROUTES.notifications)}
          extra={
            unread ? (
              <Badge content={unread > 99 ? '99+' : unread} aria-label={t('settings.unread', { count: unread })} />
            ) : undefined
          }
        >
          {t('settings.notifications')}
        </List.Item>
      </List>
      {unreadFailed && <QueryError inline title={t('common:partial.notifications')} {...retryOf(unreadFailed)} />}

      <List header={t('settings.groups.about')} className="account-list">
        <List.Item onClick={() => setPrivacyOpen(true)}>{t('settings.privacy')}</List.Item>
        <List.Item onClick={() => openPage(EXTRA_PAGES.compliance)}>{t('settings.compliance')}</List.Item>
        <List.Item onClick={() => openPage(EXTRA_PAGES.aboutUs)}>{t('settings.about')}</List.Item>
        <List.Item onClick={() => navigateTo(ROUTES.faq)}>{t('content:entries.faq')}</List.Item>
        <List.Item onClick={() => navigateTo(ROUTES.contactUs)}>{t('content:entries.contactUs')}</List.Item>
        <List.Item onClick={() => navigateTo(ROUTES.kefu)}>{t('content:entries.customerService')}</List.Item>
        <List.Item extra={<Arrowless>{APP_VERSION}</Arrowless>} arrowIcon={false}>
          {t('settings.version')}
        </List.Item>
      </List>

      <div className="account-actions">
        <Button block color="danger" fill="outline" size="large" loading={signingOut} onClick={() => onSignOut()}>
          {t('settings.logout')}
        </Button>
      </div>

      <LanguagePicker visible={languageOpen} onClose={() => setLanguageOpen(false)} />
      <FiatPicker visible={fiatOpen} onClose={() => setFiatOpen(false)} />
      <ThemePicker visible={themeOpen} onClose={() => setThemeOpen(false)} />
      <SettingSheet
        keyword="privacy_statement"
        title={t('settings.privacy')}
        visible={privacyOpen}
        onClose={() => setPrivacyOpen(false)}
        bodyClassName="account-sheet-body"
        placeholder={<Skeleton.Paragraph lineCount={6} animated />}
      />
    </Page>
  );
}
