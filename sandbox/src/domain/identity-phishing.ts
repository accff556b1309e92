// The anti-phishing code: 4 to 20 letters and digits the user chooses, carried by every e-mail and
// account notice written while it is set. A change is confirmed with the pay password, or, for an
// account without one, with a code sent to its e-mail address or phone (scene `anti_phishing`).
import type { Db } from '../db/db';
import { checkPassword } from '../seed/core';
import { fail } from '../wire/errors';
import type { User } from '../world';
import { checkCode, consumeCode, recipientOf } from './identity-codes';

export const ANTI_PHISHING = /^[A-Za-z0-9]{4,20}$/;

export const confirmWith = (user: Pick<User, 'pay_password'>): 'pay_password' | 'code' =>
  user.pay_password ? 'pay_password' : 'code';

export async function setAntiPhishingCode(
  q: Db,
  a: { user: User; code: string; payPassword: string; verificationCode: string; now: number },
): Promise<void> {
  if (!ANTI_PHISHING.test(a.code)) return fail('antiPhishingInvalid');
  if (confirmWith(a.user) === 'pay_password') {
    if (!checkPassword(a.payPassword, a.user.pay_password!)) return fail('payPasswordWrong');
    await q.query('UPDATE users SET anti_phishing_code = $2 WHERE id = $1', [a.user.id, a.code]);
    return;
  }
  const recipients = [a.user.email, a.user.phone].filter((r): r is string => Boolean(r)).map(recipientOf);
  const checked = await checkCode(q, { recipients, scene: 'anti_phishing', code: a.verificationCode, now: a.now });
  await q.tx(async (t) => {
    await consumeCode(t, checked);
    await t.query('UPDATE users SET anti_phishing_code = $2 WHERE id = $1', [a.user.id, a.code]);
  });
}
