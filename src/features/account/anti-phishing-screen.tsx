// The anti-phishing code (the proposed /safe/anti_phishing): a word of 4 to 20 letters and digits
// the user chooses, which every e-mail and account notice from the platform then shows, so that a
// message without it is known to be fake. The screen shows the code in place (or that none is set),
// then the form to set or change it, confirmed as the backend asks: the pay password, or a code sent
// to the bound e-mail address or phone.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  getGetAntiPhishingCodeQueryKey,
  useGetAntiPhishingCode,
  useSetAntiPhishingCode,
} from '@generated/api/account/account';
import type { AntiPhishingSetting, User } from '@generated/model';
import { Form, SubmitButton } from '@/components/form/form';
import { PayPasswordField } from '@/components/form/pay-password-field';
import { TextField } from '@/components/form/text-field';
import { QueryStatus } from '@/components/query-status';
import { useReportError } from '@/hooks/use-report-error';
import { antiPhishingSchema, type AntiPhishingForm } from './account-schemas';
import { AccountUserPage } from './account-user-page';
import { VerificationCode } from './verification-code';

function AntiPhishingFormPanel({ user, setting }: { user: User; setting: AntiPhishingSetting }) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const reportError = useReportError();
  const save = useSetAntiPhishingCode();
  const form = useForm<AntiPhishingForm>({
    resolver: zodResolver(antiPhishingSchema(setting.confirm_with)),
    defaultValues: { antiPhishing: '', payPassword: '', code: '' },
    mode: 'onTouched',
  });

  async function onSubmit(values: AntiPhishingForm): Promise<void> {
    try {
      const done = await save.mutateAsync({
        data: {
          anti_phishing_code: values.antiPhishing.trim(),
          ...(setting.confirm_with === 'pay_password' ? { pay_password: values.payPassword } : { code: values.code }),
        },
      });
      Toast.show({ content: done || t('antiPhishing.saved'), duration: 1500 });
      form.reset({ antiPhishing: '', payPassword: '', code: '' });
      await queryClient.invalidateQueries({ queryKey: getGetAntiPhishingCodeQueryKey() });
    } catch (error) {
      reportError(error);
    }
  }

  return (
    <Form
      form={form}
      id="anti-phishing"
      ns="account"
      busy={save.isPending}
      onSubmit={onSubmit}
      className="account-form"
    >
      <TextField
        name="antiPhishing"
        label={setting.code ? t('antiPhishing.newCode') : t('antiPhishing.code')}
        placeholder={t('antiPhishing.placeholder')}
        maxLength={20}
        normalize={(v) => v.replace(/\s/g, '')}
      />
      {setting.confirm_with === 'pay_password' ? (
        <PayPasswordField name="payPassword" label={t('antiPhishing.payPassword')} />
      ) : (
        <VerificationCode name="code" user={user} scene="anti_phishing" />
      )}
      <SubmitButton>{setting.code ? t('antiPhishing.change') : t('antiPhishing.set')}</SubmitButton>
    </Form>
  );
}

export function AntiPhishingScreen() {
  const { t } = useTranslation('account');
  const setting = useGetAntiPhishingCode();
  return (
    <AccountUserPage title={t('antiPhishing.title')}>
      {(user) => (
        <div className="account-section anti-phishing">
          <p className="account-hint">{t('antiPhishing.intro')}</p>
          <QueryStatus query={setting} lines={3} />
          {setting.data && (
            <>
              <p className="anti-phishing__current" data-testid="anti-phishing-current">
                {setting.data.code ? (
                  <>
                    <span>{t('antiPhishing.current')}</span> <strong>{setting.data.code}</strong>
                  </>
                ) : (
                  t('antiPhishing.none')
                )}
              </p>
              <AntiPhishingFormPanel user={user} setting={setting.data} />
              <p className="account-hint">{t('antiPhishing.rule')}</p>
            </>
          )}
        </div>
      )}
    </AccountUserPage>
  );
}
