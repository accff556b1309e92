// Masks personal data on screen: a bound e-mail address or phone number is shown in part only.

/** `lina.chen@example.com` -> `li***@example.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, local.length - 1) || 1)}***${email.slice(at)}`;
}

/** `13812345678` -> `138****5678`; short numbers keep their last two digits. */
export function maskPhone(phone: string): string {
  const digits = phone.trim();
  if (digits.length >= 7) return `${digits.slice(0, 3)}****${digits.slice(-4)}`;
  return `****${digits.slice(-2)}`;
}
