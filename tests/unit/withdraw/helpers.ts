// Shared pieces of the withdraw tests: a /wallet/out that answers only when released (to click
// Confirm while the request runs), and the client's 998/999 redirects recorded without delay.
import {
  getCreateWithdrawalMockHandler,
  getGetWithdrawSettingsMockHandler,
} from '@generated/api/withdraw/withdraw.msw';
import { configureApi } from '@/api/config';
import { setApiEffects } from '@/api/effects';
import { showToast } from '@/app/ui-kit';

export const SUBMITTED = 'Withdrawal application submitted, please wait for review';

/** A /wallet/out handler that records every body and answers once `release()` is called. */
export function heldWithdrawals(bodies: URLSearchParams[]) {
  let release: () => void = () => {};
  const handler = getCreateWithdrawalMockHandler(async ({ request }) => {
    bodies.push(new URLSearchParams(await request.text()));
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    return { type: 'ok', message: SUBMITTED };
  });
  return { handler, release: () => release() };
}

/** Runs `test` with the paths the client redirects to recorded at once, then restores the effects. */
export async function recordingRedirects(test: (navigated: string[]) => Promise<void>): Promise<void> {
  const navigated: string[] = [];
  setApiEffects({ navigate: (path) => navigated.push(path) });
  configureApi({ redirectDelay: 0 });
  try {
    await test(navigated);
  } finally {
    setApiEffects({ toast: showToast, navigate: () => {} });
  }
}

/** The withdrawal security of an account opened before codes: no whitelist, no code. */
export const plainSecurity = () =>
  getGetWithdrawSettingsMockHandler({
    type: 'ok',
    message: {
      whitelist: 0,
      cooling_hours: 24,
      code_required: 0,
      code_channel: 'email',
      code_to: 'li***@example.com',
      email: 'lina.chen@example.com',
      mobile: '',
      area_code: '',
    },
  });
