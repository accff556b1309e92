// Query parameters of the routes: only ids and account names travel in URLs, never
// amounts, addresses or card numbers.

/** A positive whole number from a query parameter, else null. */
export function positiveInt(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
}
