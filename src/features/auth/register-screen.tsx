// Registration with an e-mail address or a phone number: the code (60 s resend countdown), a
// password typed twice, an optional invitation code and the user agreement. The code is checked
// with /user/check_email before /user/register.
import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/lib/router';
import { useCheckEmailCode, useRegisterUser } from '@generated/api/auth/auth';
import { AgreementField } from '@/components/form/agreement-field';
import { TextField } from '@/components/form/text-field';
import { useLazyOpen } from '@/hooks/use-lazy-open';
import { useReportError } from '@/hooks/use-report-error';
import { NewPasswordFields } from './account-fields';
import { AuthFrame } from './auth-frame';
import { registerSchema, type RegisterForm } from './auth-schemas';
import { useAccountChoice, useToLogin } from './use-account-choice';

// The agreement's sheet (the kit's popup and the HTML sanitizer) loads when it is first opened:
// the registration screen paints without the kit.
const SettingSheet = lazy(() => import('@/components/setting-sheet').then((m) => ({ default: m.SettingSheet })));

export function RegisterScreen() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const toLogin = useToLogin();
  const reportError = useReportError();
  const choice = useAccountChoice();
  const { kind, area } = choice;
  const agreement = useLazyOpen();
  const checkCode = useCheckEmailCode();
  const register = useRegisterUser();

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
      toLogin(account, kind, done || t('register.success'));
    } catch (error) {
      reportError(error);
    }
  }

  return (
    <AuthFrame
      screen="register"
      choice={choice}
      form={form}
      busy={checkCode.isPending || register.isPending}
      onSubmit={onSubmit}
      footer={
        agreement.wanted && (
          <Suspense fallback={null}>
            <SettingSheet
              keyword="register_agreement"
              title={t('register.agreementTitle')}
              visible={agreement.open}
              onClose={agreement.hide}
              bodyClassName="auth__agreement-body"
              placeholder={<p>{t('common:status.loading')}</p>}
            />
          </Suspense>
        )
      }
    >
      <NewPasswordFields scene="register" choice={choice} passwordLabel={t('fields.password')} />
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
          <button type="button" className="link-button" onClick={agreement.show}>
            {t('register.agreementLink')}
          </button>
        }
      />
    </AuthFrame>
  );
}
