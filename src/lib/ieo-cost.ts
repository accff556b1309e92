// What an IEO subscription costs: tokens × the issuance price in the pay currency, rounded to 8
// decimals (half up), on decimals (big.js).
import Big from 'big.js';
import { toDecimal } from './decimal';

export function ieoCost(tokens: Big | string, unitPrice: Big | string): Big {
  return toDecimal(tokens).times(toDecimal(unitPrice)).round(8, Big.roundHalfUp);
}
