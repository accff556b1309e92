// Form rules shared by the feature schemas (zod mini): the messages are i18n keys of the form's
// namespace, so every namespace that uses a rule has the key.
import * as z from 'zod/mini';
import { passwordsMatch } from './validators';

/**
 * A required text field: `requiredKey` while it is empty (after trimming when `trim`), else the
 * first failing rule's key. Each rule sees the (trimmed) text and is only checked when the rules
 * before it pass, so one message shows at a time.
 */
export function requiredText(
  requiredKey: string,
  rules: readonly (readonly [valid: (v: string) => boolean, key: string])[],
  { trim = false }: { trim?: boolean } = {},
) {
  const text = (v: string) => (trim ? v.trim() : v);
  const firstBroken = (v: string) => rules.find(([valid]) => !valid(v))?.[1];
  return z.string().check(
    z.refine((v) => text(v) !== '', requiredKey),
    ...rules.map(([, key]) => z.refine<string>((v) => text(v) === '' || firstBroken(text(v)) !== key, key)),
  );
}

/** The form-level check of a new password typed twice: the message shows on `rePassword`. */
export const rePasswordMatches = z.refine<{ password: string; rePassword: string }>(
  (form) => form.rePassword === '' || passwordsMatch(form.password, form.rePassword),
  { message: 'validation.passwordsMismatch', path: ['rePassword'] },
);
