// Registration with an e-mail address or a phone number: the code (60 s resend countdown), a
// password typed twice, an optional invitation code and the user agreement. The code is checked
// with /user/check_email before /user/register.
import { zodResolver } from '@hookform/resolvers/zod';
import { Popup, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useCheckEmailCode, useRegisterUser } from '@generated/api/auth/auth';
import { useGetSetting } from '@generated/api/content/content';
import { AgreementField } from '@/components/form/agreement-field';
import { Form, SubmitButton } from '@/components/form/form';
import { TextField } from '@/components/form/text-field';
import { HtmlContent } from '@/components/html-content';
import { LanguageButton } from '@/components/language-button';
import { Page } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useReportError } from '@/hooks/use-report-error';
import { DEFAULT_AREA_CODE, type AreaCode } from '@/lib/area-codes';
import { ROUTES } from '@/lib/routes';
import { AccountTabs, NewPasswordFields } from './account-fields';
import { AuthHeader } from './auth-header';
import { registerSchema, type AccountKind, type RegisterForm } from './auth-schemas';
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

  return (
    <Page title={t('register.navTitle')} right={<LanguageButton />}>
      <div className="auth">
        <AuthHeader title={t('register.title')} subtitle={t('register.subtitle')} />
        <AccountTabs
          kind={kind}
          onChange={(next) => {
            setKind(next);
            form.clearErrors();
          }}
        />
        <Form form={form} id="register" ns="auth" busy={busy} onSubmit={onSubmit} className="auth__form">
          <NewPasswordFields
            scene="register"
            kind={kind}
            area={area}
            onAreaChange={setArea}
            passwordLabel={t('fields.password')}
          />
          <TextField
            name="inviteCode"
            id="register-invite"
            label={t('fields.inviteCode')}
            placeholder={t('fields.inviteCodePlaceholder')}
          />
          <AgreementField
            name="agree"
            label={t('register.agreePrefix')}
            link={
              <button type="button" className="link-button" onClick={() => setAgreementOpen(true)}>
                {t('register.agreementLink')}
              </button>
            }
          />
          <SubmitButton>{t('register.submit')}</SubmitButton>
        </Form>
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
