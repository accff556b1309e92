// What an amount field (src/components/form/amount-field.tsx) keeps of what is typed.

/** The validator's most decimals of an amount. */
export const MAX_AMOUNT_DECIMALS = 10;

/**
 * `text` as far as it is an amount with at most `decimals` decimals: other characters dropped,
 * a comma read as the decimal point, one point kept, extra decimals cut (never rounded).
 */
export function keepAmount(text: string, decimals: number = MAX_AMOUNT_DECIMALS): string {
  const cleaned = text.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const point = cleaned.indexOf('.');
  if (point < 0) return cleaned;
  if (decimals <= 0) return cleaned.slice(0, point);
  const whole = cleaned.slice(0, point) || '0';
  return `${whole}.${cleaned
    .slice(point + 1)
    .replace(/\./g, '')
    .slice(0, decimals)}`;
}
