// Registration with an e-mail address or a phone number: the code (60 s resend countdown), a
// password typed twice, an optional invitation code and the user agreement. The code is checked
// with /user/check_email before /user/register.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Input, Popup, Tabs, Toast } from 'antd-mobile';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useCheckEmailCode, useRegisterUser } from '@generated/api/auth/auth';
import { useGetSetting } from '@generated/api/content/content';
import { FormField } from '@/components/form-field';
import { HtmlContent } from '@/components/html-content';
import { LanguageButton } from '@/components/language-button';
import { Page } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useClickGuard } from '@/hooks/use-click-guard';
import { useReportError } from '@/hooks/use-report-error';
import { DEFAULT_AREA_CODE, type AreaCode } from '@/lib/area-codes';
import { ROUTES } from '@/lib/routes';
import { AccountInput } from './account-input';
import { AuthHeader } from './auth-header';
import { registerSchema, type AccountKind, type RegisterForm } from './auth-schemas';
import { CodeInput } from './code-input';
import { PasswordInput } from './password-input';
import { useSendCode } from './use-send-code';
import './auth.css';

function Agreement({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const setting = useGetSetting(
    { keyword: 'register_agreement' },
    { query: { enabled: visible, staleTime: 10 * 60_000 } },
  );
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="sheet sheet--tall" showCloseButton>
      <h2 className="sheet-title">{t('register.agreementTitle')}</h2>
      <div className="auth__agreement-body">
        {setting.isPending && <p>{t('common:status.loading')}</p>}
        {setting.isError && (
          <QueryError
            error={setting.error}
            onRetry={() => void setting.refetch()}
            retrying={setting.isFetching}
            compact
          />
        )}
        {setting.data !== undefined && <HtmlContent html={setting.data} />}
      </div>
    </Popup>
  );
}

export function RegisterScreen() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const { navigateTo, redirectTo } = useAppNavigation();
  const reportError = useReportError();
  const [kind, setKind] = useState<AccountKind>('email');
  const [area, setArea] = useState<AreaCode>(DEFAULT_AREA_CODE);
  const [agreementOpen, setAgreementOpen] = useState(false);
  const sendCode = useSendCode('register', kind);
  const checkCode = useCheckEmailCode();
  const register = useRegisterUser();
  const busy = checkCode.isPending || register.isPending;

  const form = useForm<RegisterForm>({
    resolver: zodResolver(registerSchema(kind, area.dial)),
    defaultValues: {
      account: '',
      code: '',
      password: '',
      rePassword: '',
      inviteCode: params.get('code') ?? params.get('invite') ?? '',
      agree: false,
    },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const message = (key?: string) => (key ? t(key) : undefined);

  async function onSendCode(): Promise<void> {
    const valid = await form.trigger('account');
    if (!valid) return;
    const sent = await sendCode.send(form.getValues('account').trim(), area.dial);
    if (sent) Toast.show({ content: t('code.sent'), duration: 1500 });
  }

  async function onSubmit(values: RegisterForm): Promise<void> {
    const account = values.account.trim();
    try {
      await checkCode.mutateAsync({
        data: {
          user_string: account,
          scene: 'register',
          email_code: values.code,
          ...(kind === 'phone' ? { country_code: area.dial } : {}),
        },
      });
      const done = await register.mutateAsync({
        data: {
          user_string: account,
          code: values.code,
          password: values.password,
          re_password: values.rePassword,
          extension_code: values.inviteCode.trim(),
          type: kind === 'email' ? 'email' : 'mobile',
          ...(kind === 'phone' ? { area_code: area.dial } : {}),
        },
      });
      Toast.show({ content: done || t('register.success'), duration: 1500 });
      redirectTo(`${ROUTES.login}?account=${encodeURIComponent(account)}${kind === 'phone' ? '&type=phone' : ''}`);
    } catch (error) {
      reportError(error);
    }
  }

  const submit = useClickGuard(() => form.handleSubmit(onSubmit)(), busy);

  return (
    <Page title={t('register.navTitle')} right={<LanguageButton />}>
      <div className="auth">
        <AuthHeader title={t('register.title')} subtitle={t('register.subtitle')} />
        <Tabs
          activeKey={kind}
          onChange={(key) => {
            setKind(key === 'phone' ? 'phone' : 'email');
            form.clearErrors();
          }}
          className="auth__tabs"
        >
          <Tabs.Tab title={t('fields.email')} key="email" />
          <Tabs.Tab title={t('fields.phone')} key="phone" />
        </Tabs>
        <form
          className="auth__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Controller
            control={form.control}
            name="account"
            render={({ field }) => (
              <FormField
                id="register-account"
                label={kind === 'email' ? t('fields.email') : t('fields.phone')}
                error={message(errors.account?.message)}
              >
                <AccountInput
                  id="register-account"
                  kind={kind}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  area={area}
                  onAreaChange={setArea}
                />
              </FormField>
            )}
          />
          <Controller
            control={form.control}
            name="code"
            render={({ field }) => (
              <FormField id="register-code" label={t('fields.code')} error={message(errors.code?.message)}>
                <CodeInput
                  id="register-code"
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
          <Controller
            control={form.control}
            name="password"
            render={({ field }) => (
              <FormField id="register-password" label={t('fields.password')} error={message(errors.password?.message)}>
                <PasswordInput
                  id="register-password"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  placeholder={t('fields.newPasswordPlaceholder')}
                  autoComplete="new-password"
                />
              </FormField>
            )}
          />
          <Controller
            control={form.control}
            name="rePassword"
            render={({ field }) => (
              <FormField
                id="register-repassword"
                label={t('fields.rePassword')}
                error={message(errors.rePassword?.message)}
              >
                <PasswordInput
                  id="register-repassword"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  placeholder={t('fields.rePasswordPlaceholder')}
                  autoComplete="new-password"
                />
              </FormField>
            )}
          />
          <Controller
            control={form.control}
            name="inviteCode"
            render={({ field }) => (
              <FormField
                id="register-invite"
                label={t('fields.inviteCode')}
                error={message(errors.inviteCode?.message)}
              >
                <Input
                  id="register-invite"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  placeholder={t('fields.inviteCodePlaceholder')}
                  autoComplete="off"
                />
              </FormField>
            )}
          />
          <Controller
            control={form.control}
            name="agree"
            render={({ field }) => (
              <div className="auth__agree">
                <Checkbox
                  checked={field.value}
                  onChange={field.onChange}
                  aria-describedby={errors.agree ? 'register-agree-error' : undefined}
                >
                  {t('register.agreePrefix')}
                </Checkbox>{' '}
                <button type="button" className="link-button" onClick={() => setAgreementOpen(true)}>
                  {t('register.agreementLink')}
                </button>
                {errors.agree?.message && (
                  <p className="form-field__error" id="register-agree-error" role="alert">
                    {t(errors.agree.message)}
                  </p>
                )}
              </div>
            )}
          />
          <Button block type="submit" color="primary" size="large" loading={busy} disabled={busy}>
            {t('register.submit')}
          </Button>
        </form>
        <p className="auth__switch">
          {t('register.haveAccount')}{' '}
          <button type="button" className="link-button" onClick={() => navigateTo(ROUTES.login)}>
            {t('register.toLogin')}
          </button>
        </p>
      </div>
      <Agreement visible={agreementOpen} onClose={() => setAgreementOpen(false)} />
    </Page>
  );
}
