// The identity-verification state of a user as one label: the advanced level once it is verified,
// else where the basic level stands.
import type { User } from '@generated/model';

export type VerificationLabel = 'unverified' | 'inReview' | 'basic' | 'advanced' | 'failed';

export function verificationLabel(user: Pick<User, 'is_realname' | 'review_status'>): VerificationLabel {
  if (user.review_status === 2) return 'advanced';
  if (user.is_realname === 2) return 'basic';
  if (user.is_realname === 1) return 'inReview';
  if (user.is_realname === 3) return 'failed';
  return 'unverified';
}

export const VERIFICATION_TAG_COLOR: Record<VerificationLabel, 'success' | 'warning' | 'danger' | 'default'> = {
  unverified: 'default',
  inReview: 'warning',
  basic: 'success',
  advanced: 'success',
  failed: 'danger',
};
