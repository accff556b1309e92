// Whether a user has somewhere to receive a verification code (a bound e-mail or phone).

import type { User } from '@generated/model';

/** True when the user has somewhere to receive a code. */
export const canReceiveCode = (user: User): boolean => Boolean(user.email || user.phone);
