// Security: what protects the account (e-mail, phone, passwords, identity verification) and the
// way to each: phone binding (SMS code with a 60 s resend countdown), the login password reset, the
// pay password set and change screens.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Input, List, Popup, ProgressBar, Skeleton, Toast } from 'antd-mobile';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { getGetUserInfoQueryKey, useBindMobile } from '@generated/api/account/account';
import type { User } from '@generated/model';
import { getSession, setUser } from '@/api/session';
import { FormField } from '@/components/form-field';
import { Page } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { useRegionName } from '@/components/area-code-picker';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useClickGuard } from '@/hooks/use-click-guard';
import { useReportError } from '@/hooks/use-report-error';
import { ROUTES } from '@/lib/routes';
import { bindPhoneSchema, type BindPhoneForm } from './account-schemas';
import { CodeField } from './code-field';
import { maskEmail, maskPhone } from './mask';
import { resetPhoneDraft, updatePhoneDraft, usePhoneDraft } from './phone-binding-store';
import { useAccountUser } from './use-account-user';
import { useSendCode } from './use-send-code';
import { verificationLabel } from './verification-status';
import './account.css';

function BindPhoneForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('account');
  const { navigateTo } = useAppNavigation();
  const reportError = useReportError();
  const queryClient = useQueryClient();
  const regionName = useRegionName();
  const draft = usePhoneDraft();
  const sendCode = useSendCode('bind', 'sms');
  const bind = useBindMobile();
  const form = useForm<BindPhoneForm>({
    resolver: zodResolver(bindPhoneSchema(draft.area.dial)),
    defaultValues: { mobile: draft.mobile, code: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const message = (key?: string) => (key ? t(key) : undefined);

  async function onSendCode(): Promise<void> {
    if (!(await form.trigger('mobile'))) return;
    const sent = await sendCode.send({ channel: 'sms', to: form.getValues('mobile').trim(), dial: draft.area.dial });
    if (sent) Toast.show({ content: t('code.sent'), duration: 1500 });
  }

  async function onSubmit(values: BindPhoneForm): Promise<void> {
    const mobile = values.mobile.trim();
    try {
      const done = await bind.mutateAsync({ data: { mobile, code: values.code, area_code: draft.area.dial } });
      Toast.show({ content: done || t('bindPhone.done'), duration: 1500 });
      const current = getSession().user;
      if (current) setUser({ ...current, phone: mobile });
      void queryClient.invalidateQueries({ queryKey: getGetUserInfoQueryKey() });
      resetPhoneDraft();
      onDone();
    } catch (error) {
      reportError(error);
    }
  }
  const submit = useClickGuard(() => form.handleSubmit(onSubmit)(), bind.isPending);

  return (
    <form
      className="account-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Controller
        control={form.control}
        name="mobile"
        render={({ field }) => (
          <FormField id="bind-mobile" label={t('bindPhone.phone')} error={message(errors.mobile?.message)}>
            <div className="account-phone">
              <button
                type="button"
                className="account-phone__area"
                onClick={() => {
                  updatePhoneDraft({ mobile: field.value });
                  navigateTo(ROUTES.areas);
                }}
                aria-label={t('bindPhone.areaLabel', { code: draft.area.dial, region: regionName(draft.area.iso) })}
              >
                +{draft.area.dial}
              </button>
              <Input
                id="bind-mobile"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                value={field.value}
                onChange={(v) => {
                  const digits = v.replace(/\D/g, '').slice(0, 15);
                  field.onChange(digits);
                  updatePhoneDraft({ mobile: digits });
                }}
                onBlur={field.onBlur}
                placeholder={t('bindPhone.phonePlaceholder')}
              />
            </div>
          </FormField>
        )}
      />
      <Controller
        control={form.control}
        name="code"
        render={({ field }) => (
          <FormField id="bind-code" label={t('code.label')} error={message(errors.code?.message)}>
            <CodeField
              id="bind-code"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              onSend={() => void onSendCode()}
              sending={sendCode.pending}
              remaining={sendCode.remaining}
            />
          </FormField>
        )}
      />
      <Button type="submit" color="primary" size="large" block loading={bind.isPending} disabled={bind.isPending}>
        {t('bindPhone.submit')}
      </Button>
    </form>
  );
}

/** How many of the four protections are in place. */
function protections(user: User): number {
  return [Boolean(user.email), Boolean(user.phone), user.is_realname === 2, user.review_status === 2].filter(Boolean)
    .length;
}

export function SecurityScreen() {
  const { t } = useTranslation('account');
  const { user, info } = useAccountUser();
  const { navigateTo } = useAppNavigation();
  const [params, setParams] = useSearchParams();
  const binding = params.get('bind') === 'phone';

  const openBinding = () => setParams({ bind: 'phone' }, { replace: true });
  const closeBinding = () => setParams({}, { replace: true });

  const score = user ? protections(user) : 0;
  const strength = score >= 4 ? 'high' : score >= 2 ? 'medium' : 'low';

  return (
    <Page title={t('security.title')} className="account">
      {!user && info.isPending && (
        <div className="account-section" aria-busy="true">
          <Skeleton.Paragraph lineCount={6} animated />
        </div>
      )}
      {!user && info.isError && (
        <QueryError error={info.error} onRetry={() => void info.refetch()} retrying={info.isFetching} />
      )}
      {user && (
        <>
          <section className={`security-level security-level--${strength}`} aria-labelledby="security-level-title">
            <h2 id="security-level-title">{t(`security.level.${strength}`)}</h2>
            <ProgressBar percent={score * 25} aria-hidden="true" />
            <p>{t('security.levelHint', { done: score, total: 4 })}</p>
          </section>
          <List header={t('security.groups.binding')} className="account-list">
            <List.Item extra={user.email ? maskEmail(user.email) : t('profile.notBound')} arrowIcon={false}>
              {t('profile.email')}
            </List.Item>
            <List.Item
              extra={user.phone ? maskPhone(user.phone) : t('profile.bindNow')}
              onClick={openBinding}
              description={user.phone ? t('security.phoneChange') : t('security.phoneMissing')}
            >
              {t('profile.phone')}
            </List.Item>
          </List>
          <List header={t('security.groups.passwords')} className="account-list">
            <List.Item onClick={() => navigateTo(ROUTES.forget)} description={t('security.loginPasswordHint')}>
              {t('security.loginPassword')}
            </List.Item>
            <List.Item onClick={() => navigateTo(ROUTES.payPassword)} description={t('security.setPayPasswordHint')}>
              {t('security.setPayPassword')}
            </List.Item>
            <List.Item onClick={() => navigateTo(ROUTES.password)} description={t('security.changePayPasswordHint')}>
              {t('security.changePayPassword')}
            </List.Item>
          </List>
          <List header={t('security.groups.identity')} className="account-list">
            <List.Item onClick={() => navigateTo(ROUTES.real)} extra={t(`verification.${verificationLabel(user)}`)}>
              {t('settings.verification')}
            </List.Item>
          </List>
        </>
      )}
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
    </Page>
  );
}
