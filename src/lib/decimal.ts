// A decimal from the wire (a string or a JSON number) as a Big: the one conversion of the money
// modules, pure (big.js only), so that the sandbox computes its figures with the same modules.
import Big from 'big.js';

/** A decimal from the wire (string or JSON number) as a Big; null, empty or garbage count as 0. */
export function toDecimal(value: Big | string | number | null | undefined): Big {
  if (value instanceof Big) return value;
  if (value === null || value === undefined || value === '') return new Big(0);
  try {
    return new Big(typeof value === 'number' ? String(value) : value.trim().replace(/^\+/, ''));
  } catch {
    return new Big(0);
  }
}
