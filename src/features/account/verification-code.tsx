// The code step of the pay-password screens (a kit form field): the code goes to the bound e-mail
// address (/sms_mail, scene update_password) or to the bound phone (/sms_send), 60 s between sends.
import { Selector, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SendEmailCodeRequestScene, User } from '@generated/model';
import { LazyAreaCodePicker } from '@/components/lazy-area-code-picker';
import { CodeField } from '@/components/form/code-field';
import { useSendCode, type CodeChannel } from '@/hooks/use-send-code';
import { DEFAULT_AREA_CODE, type AreaCode } from '@/lib/area-codes';
import { maskEmail, maskPhone } from './mask';

export function VerificationCode({
  name,
  user,
  scene = 'update_password',
}: {
  name: string;
  user: User;
  /** What the code is for (the pay password by default). */
  scene?: SendEmailCodeRequestScene;
}) {
  const { t } = useTranslation('account');
  const channels: CodeChannel[] = [...(user.email ? ['email' as const] : []), ...(user.phone ? ['sms' as const] : [])];
  const [channel, setChannel] = useState<CodeChannel>(channels[0] ?? 'email');
  const [area, setArea] = useState<AreaCode>(DEFAULT_AREA_CODE);
  const [picking, setPicking] = useState(false);
  const email = useSendCode(scene, 'email');
  const sms = useSendCode(scene, 'sms');
  const sender = channel === 'email' ? email : sms;

  async function onSend(): Promise<void> {
    const to = channel === 'email' ? user.email : user.phone;
    if (!to) return;
    const sent = await sender.send({ to, dial: area.dial });
    if (sent) Toast.show({ content: t('code.sent'), duration: 1500 });
  }

  return (
    <div className="verification-code">
      {channels.length > 1 && (
        <Selector
          aria-label={t('code.channel')}
          columns={2}
          value={[channel]}
          onChange={(values) => {
            const next = values[0];
            if (next) setChannel(next);
          }}
          options={channels.map((c) => ({ label: t(`code.channels.${c}`), value: c }))}
        />
      )}
      <p className="account-hint">
        {channel === 'email'
          ? t('code.toEmail', { email: maskEmail(user.email ?? '') })
          : t('code.toPhone', { phone: maskPhone(user.phone ?? '') })}
        {channel === 'sms' && (
          <>
            {' '}
            <button
              type="button"
              className="link-button"
              onClick={() => setPicking(true)}
              aria-label={t('code.areaLabel', { code: area.dial })}
            >
              +{area.dial}
            </button>
            <LazyAreaCodePicker visible={picking} onClose={() => setPicking(false)} onSelect={setArea} />
          </>
        )}
      </p>
      <CodeField name={name} label={t('code.label')} sender={sender} onSend={() => void onSend()} />
    </div>
  );
}
