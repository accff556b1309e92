// Finding pairs by what a person types: the symbol (`eth`, `ETH/USDT`, `ethusdt`) or the coin's
// name (`bitcoin`, `tether`, `apple`), from the proposed `full_name` of /currency/list. Used by the
// market search and the trade screens' pair pickers.
import type { Currency, Quotation } from '@generated/model';

/** Full coin names by currency id (`2` → `Bitcoin`). */
export type CoinNames = ReadonlyMap<number, string>;

/** Letters and digits only, upper case: `eth/ usdt` and `ETHUSDT` both give `ETHUSDT`. */
export const normalizeQuery = (query: string): string => query.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** A name as it is matched: lower case, accents and everything but letters and digits dropped. */
const normalizeName = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** The names of the currencies that carry one (servers without `full_name` give an empty map). */
export function coinNames(currencies: readonly Pick<Currency, 'id' | 'full_name'>[] | undefined): Map<number, string> {
  const names = new Map<number, string>();
  for (const currency of currencies ?? []) {
    const name = currency.full_name?.trim();
    if (name) names.set(currency.id, name);
  }
  return names;
}

/** The full name of a pair's base coin, if known. */
export const pairName = (pair: Pick<Quotation, 'currency_id'>, names: CoinNames | undefined): string | undefined =>
  names?.get(pair.currency_id);

/**
 * Pairs matching the query, best first, each group in the server's order: the base symbol (or
 * BASEQUOTE) starting with it; the base coin's name starting with it (`bit` → BTC, `apple` →
 * AAPL); the symbol containing it (`USDT` finds every USDT pair); the base's name containing it;
 * then the quote coin's name (`tether` → every USDT pair).
 */
export function searchPairs(pairs: readonly Quotation[], query: string, names?: CoinNames): Quotation[] {
  const q = normalizeQuery(query);
  const word = normalizeName(query);
  if (!q && !word) return [];
  const groups: Quotation[][] = [[], [], [], [], []];
  for (const pair of pairs) {
    const base = pair.currency_name.toUpperCase();
    const joined = `${base}${pair.legal_name.toUpperCase()}`;
    const baseName = normalizeName(names?.get(pair.currency_id) ?? '');
    const quoteName = normalizeName(names?.get(pair.legal_id) ?? '');
    if (q && (base.startsWith(q) || joined.startsWith(q))) groups[0]!.push(pair);
    else if (word && baseName.startsWith(word)) groups[1]!.push(pair);
    else if (q && joined.includes(q)) groups[2]!.push(pair);
    else if (word.length > 1 && baseName.includes(word)) groups[3]!.push(pair);
    else if (word.length > 1 && quoteName.startsWith(word)) groups[4]!.push(pair);
  }
  return groups.flat();
}
