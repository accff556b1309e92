// Sends a 6-digit verification code by e-mail (/sms_mail) or SMS (/sms_send) and runs the 60 s
// resend countdown (kept across reloads). Failures are reported to the user; `send` resolves to
// whether the code left. The one code sender of sign-up, password recovery and the account
// screens; `CodeField` (src/components/form/code-field.tsx) shows its state.
import { useSendEmailCode, useSendSmsCode } from '@generated/api/auth/auth';
import type { SendEmailCodeRequestScene } from '@generated/model';
import { useCountdown } from '@/hooks/use-countdown';
import { useReportError } from '@/hooks/use-report-error';

export type CodeChannel = 'email' | 'sms';

export interface CodeTarget {
  /** The e-mail address, or the national phone number. */
  to: string;
  /** Dialling code without `+`, for SMS. */
  dial?: string;
}

export interface CodeSender {
  send: (target: CodeTarget) => Promise<boolean>;
  pending: boolean;
  /** Seconds until another code may be sent (0: now). */
  remaining: number;
}

export function useSendCode(scene: SendEmailCodeRequestScene, channel: CodeChannel): CodeSender {
  const countdown = useCountdown(`code:${scene}:${channel}`, 60);
  const email = useSendEmailCode();
  const sms = useSendSmsCode();
  const reportError = useReportError();
  const pending = email.isPending || sms.isPending;

  async function send({ to, dial }: CodeTarget): Promise<boolean> {
    if (pending || countdown.remaining > 0) return false;
    try {
      if (channel === 'email') await email.mutateAsync({ data: { user_string: to, scene } });
      else await sms.mutateAsync({ data: { area_code: dial ?? '86', mobile: to, scene } });
      countdown.start();
      return true;
    } catch (error) {
      reportError(error);
      return false;
    }
  }

  return { send, pending, remaining: countdown.remaining };
}
