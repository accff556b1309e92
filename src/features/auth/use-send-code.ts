// Sending a verification code by e-mail or SMS with the 60 s resend countdown. The account is
// checked first, so a malformed address never reaches the server.
import { useSendEmailCode, useSendSmsCode } from '@generated/api/auth/auth';
import type { SendEmailCodeRequestScene } from '@generated/model';
import { useCountdown } from '@/hooks/use-countdown';
import { useReportError } from '@/hooks/use-report-error';
import type { AccountKind } from './auth-schemas';

export function useSendCode(scene: SendEmailCodeRequestScene, kind: AccountKind) {
  const countdown = useCountdown(`${scene}:${kind}`, 60);
  const email = useSendEmailCode();
  const sms = useSendSmsCode();
  const reportError = useReportError();
  const pending = email.isPending || sms.isPending;

  async function send(account: string, dial: string): Promise<boolean> {
    if (pending || countdown.remaining > 0) return false;
    try {
      if (kind === 'email') await email.mutateAsync({ data: { user_string: account, scene } });
      else await sms.mutateAsync({ data: { area_code: dial, mobile: account, scene } });
      countdown.start();
      return true;
    } catch (error) {
      reportError(error);
      return false;
    }
  }

  return { send, pending, remaining: countdown.remaining };
}
