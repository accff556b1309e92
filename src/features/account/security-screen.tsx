// Security: what protects the account (e-mail, phone, passwords, identity verification) and the
// way to each: phone binding (SMS code with a 60 s resend countdown), the login password reset, the
// pay password set and change screens, the anti-phishing code, the devices signed in, the withdrawal
// security (whitelist, withdrawal code) and the app's quick lock (a PIN on this device).
import { zodResolver } from '@hookform/resolvers/zod';
import { List, Popup, ProgressBar, Toast } from 'antd-mobile';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/lib/router';
import { useBindMobile } from '@generated/api/account/account';
import type { User } from '@generated/model';
import { AccountField } from '@/components/form/account-field';
import { CodeField } from '@/components/form/code-field';
import { Form, SubmitButton } from '@/components/form/form';
import { useRegionName } from '@/hooks/use-display-names';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useReportError } from '@/hooks/use-report-error';
import { useSendCode } from '@/hooks/use-send-code';
import { readConfig } from '@/lib/quick-lock';
import { ROUTES } from '@/lib/routes';
import { bindPhoneSchema, type BindPhoneForm } from './account-schemas';
import { AccountUserPage } from './account-user-page';
import { ContactItems } from './contact-items';
import { resetPhoneDraft, updatePhoneDraft, usePhoneDraft } from './phone-binding-store';
import { useUserChanged } from './user-change';
import { verificationLabel } from '@/lib/verification-status';
import './account.css';

function BindPhoneForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('account');
  const { navigateTo } = useAppNavigation();
  const reportError = useReportError();
  const userChanged = useUserChanged();
  const regionName = useRegionName();
  const draft = usePhoneDraft();
  const sender = useSendCode('bind', 'sms');
  const bind = useBindMobile();
  const form = useForm<BindPhoneForm>({
    resolver: zodResolver(bindPhoneSchema(draft.area.dial)),
    defaultValues: { mobile: draft.mobile, code: '' },
    mode: 'onTouched',
  });
  // What is typed outlives a visit to the area code list.
  const mobile = useWatch({ control: form.control, name: 'mobile' });
  useEffect(() => updatePhoneDraft({ mobile }), [mobile]);

  async function onSendCode(): Promise<void> {
    if (!(await form.trigger('mobile'))) return;
    const sent = await sender.send({ to: form.getValues('mobile').trim(), dial: draft.area.dial });
    if (sent) Toast.show({ content: t('code.sent'), duration: 1500 });
  }

  async function onSubmit(values: BindPhoneForm): Promise<void> {
    const mobile = values.mobile.trim();
    try {
      const done = await bind.mutateAsync({ data: { mobile, code: values.code, area_code: draft.area.dial } });
      userChanged({ phone: mobile }, done || t('bindPhone.done'));
      resetPhoneDraft();
      onDone();
    } catch (error) {
      reportError(error);
    }
  }

  return (
    <Form form={form} id="bind" ns="account" busy={bind.isPending} onSubmit={onSubmit} className="account-form">
      <AccountField
        name="mobile"
        label={t('bindPhone.phone')}
        placeholder={t('bindPhone.phonePlaceholder')}
        kind="phone"
        area={draft.area}
        onAreaChange={(area) => updatePhoneDraft({ area })}
        onPickArea={() => navigateTo(ROUTES.areas)}
        areaLabel={t('bindPhone.areaLabel', { code: draft.area.dial, region: regionName(draft.area.iso) })}
        normalize={(v) => v.replace(/\D/g, '').slice(0, 15)}
      />
      <CodeField name="code" label={t('code.label')} sender={sender} onSend={() => void onSendCode()} />
      <SubmitButton>{t('bindPhone.submit')}</SubmitButton>
    </Form>
  );
}

/** The four protections of an account and whether each is in place for this user. */
function protections(user: User): { key: 'email' | 'phone' | 'basic' | 'advanced'; on: boolean }[] {
  return [
    { key: 'email', on: Boolean(user.email) },
    { key: 'phone', on: Boolean(user.phone) },
    { key: 'basic', on: user.is_realname === 2 },
    { key: 'advanced', on: user.review_status === 2 },
  ];
}

/** The password entries: the login password is reset with a code, the pay password set or changed. */
const PASSWORD_ENTRIES = [
  { key: 'loginPassword', route: ROUTES.forget },
  { key: 'setPayPassword', route: ROUTES.payPassword },
  { key: 'changePayPassword', route: ROUTES.password },
] as const;

/**
 * What guards the account beyond its passwords: the anti-phishing code, the devices signed in and
 * the withdrawal security (the address whitelist and the withdrawal code).
 */
const PROTECTION_ENTRIES = [
  { key: 'antiPhishing', route: ROUTES.antiPhishing },
  { key: 'devices', route: ROUTES.devices },
  { key: 'withdrawSecurity', route: ROUTES.withdrawSecurity },
] as const;

export function SecurityScreen() {
  const { t } = useTranslation('account');
  const { navigateTo } = useAppNavigation();
  const [params, setParams] = useSearchParams();
  const binding = params.get('bind') === 'phone';

  const openBinding = () => setParams({ bind: 'phone' }, { replace: true });
  const closeBinding = () => setParams({}, { replace: true });

  return (
    <AccountUserPage
      title={t('security.title')}
      after={(user) => (
        <Popup
          visible={binding}
          onMaskClick={closeBinding}
          onClose={closeBinding}
          bodyClassName="sheet"
          showCloseButton
          destroyOnClose
        >
          <h2 className="sheet-title">{user?.phone ? t('bindPhone.changeTitle') : t('bindPhone.title')}</h2>
          <div className="account-sheet-body">
            <p className="account-hint">{t('bindPhone.hint')}</p>
            <BindPhoneForm onDone={closeBinding} />
          </div>
        </Popup>
      )}
    >
      {(user) => {
        const items = protections(user);
        const score = items.filter((item) => item.on).length;
        const strength = score >= 4 ? 'high' : score >= 2 ? 'medium' : 'low';
        return (
          <>
            <section className={`security-level security-level--${strength}`} aria-labelledby="security-level-title">
              <h2 id="security-level-title">{t(`security.level.${strength}`)}</h2>
              <ProgressBar percent={score * 25} aria-hidden="true" />
              <p>{t('security.levelHint', { done: score, total: items.length })}</p>
              <ul className="security-level__items">
                {items.map((item) => (
                  <li key={item.key} className={item.on ? 'is-on' : 'is-off'}>
                    <span>{t(`security.protections.${item.key}`)}</span>
                    <span>{t(item.on ? 'security.protectionOn' : 'security.protectionOff')}</span>
                  </li>
                ))}
              </ul>
            </section>
            <List header={t('security.groups.binding')} className="account-list">
              <ContactItems
                user={user}
                phone={{
                  onClick: openBinding,
                  description: user.phone ? t('security.phoneChange') : t('security.phoneMissing'),
                }}
              />
            </List>
            <List header={t('security.groups.passwords')} className="account-list">
              {PASSWORD_ENTRIES.map(({ key, route }) => (
                <List.Item key={key} onClick={() => navigateTo(route)} description={t(`security.${key}Hint`)}>
                  {t(`security.${key}`)}
                </List.Item>
              ))}
            </List>
            <List header={t('security.groups.protection')} className="account-list">
              {PROTECTION_ENTRIES.map(({ key, route }) => (
                <List.Item key={key} onClick={() => navigateTo(route)} description={t(`security.${key}Hint`)}>
                  {t(`security.${key}`)}
                </List.Item>
              ))}
              <List.Item
                onClick={() => navigateTo(ROUTES.quickLock)}
                description={t('security.quickLockHint')}
                extra={t(readConfig(user.id) ? 'security.quickLockOn' : 'security.quickLockOff')}
              >
                {t('security.quickLock')}
              </List.Item>
            </List>
            <List header={t('security.groups.identity')} className="account-list">
              <List.Item onClick={() => navigateTo(ROUTES.real)} extra={t(`verification.${verificationLabel(user)}`)}>
                {t('settings.verification')}
              </List.Item>
            </List>
          </>
        );
      }}
    </AccountUserPage>
  );
}
