// The 6-digit code of a withdrawal (or of a change of the withdrawal security), sent by e-mail or
// SMS to the bound address or phone as GET /user/withdraw/settings says (scene `withdraw`).
import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { WithdrawSettings } from '@generated/model';
import { CodeField } from '@/components/form/code-field';
import { useSendCode } from '@/hooks/use-send-code';

/** The code of a withdrawal (or of a change of the settings), sent to the bound e-mail or phone. */
export function WithdrawCodeField({ settings }: { settings: WithdrawSettings }) {
  const { t } = useTranslation('withdraw');
  const sender = useSendCode('withdraw', settings.code_channel);
  async function send(): Promise<void> {
    const to = settings.code_channel === 'email' ? (settings.email ?? '') : (settings.mobile ?? '');
    const dial = settings.area_code || undefined;
    if (await sender.send({ to, ...(dial ? { dial } : {}) }))
      Toast.show({ content: t('security.codeSent', { to: settings.code_to }) });
  }
  return (
    <>
      <CodeField
        name="code"
        label={settings.code_channel === 'email' ? t('security.emailCode') : t('security.smsCode')}
        sender={sender}
        onSend={() => void send()}
      />
      <p className="withdraw__hint">{t('security.codeTo', { to: settings.code_to })}</p>
    </>
  );
}
