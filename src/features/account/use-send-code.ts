// Sends a 6-digit code by e-mail (/sms_mail) or SMS (/sms_send) and runs the 60 s resend countdown.
import { useSendEmailCode, useSendSmsCode } from '@generated/api/auth/auth';
import type { SendEmailCodeRequestScene } from '@generated/model';
import { useCountdown } from '@/hooks/use-countdown';
import { useReportError } from '@/hooks/use-report-error';

export type CodeChannel = 'email' | 'sms';

export interface CodeTarget {
  channel: CodeChannel;
  /** The e-mail address, or the national phone number. */
  to: string;
  /** Dialling code without `+`, for SMS. */
  dial?: string;
}

export function useSendCode(scene: SendEmailCodeRequestScene, channel: CodeChannel) {
  const countdown = useCountdown(`account:${scene}:${channel}`, 60);
  const email = useSendEmailCode();
  const sms = useSendSmsCode();
  const reportError = useReportError();
  const pending = email.isPending || sms.isPending;

  async function send(target: CodeTarget): Promise<boolean> {
    if (pending || countdown.remaining > 0) return false;
    try {
      if (target.channel === 'email') await email.mutateAsync({ data: { user_string: target.to, scene } });
      else await sms.mutateAsync({ data: { area_code: target.dial ?? '86', mobile: target.to, scene } });
      countdown.start();
      return true;
    } catch (error) {
      reportError(error);
      return false;
    }
  }

  return { send, pending, remaining: countdown.remaining };
}
