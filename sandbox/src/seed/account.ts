// The seed of the account area: the phone numbers of the seed's verified users (identity
// verification passes only with an e-mail address and a phone bound). The demo user has none yet,
// as the contract's /user/info example shows: binding one is the first step of their advanced level.
import type { Queryable } from '../db/db';

const PHONES = [
  { userId: 100452, areaCode: '39', phone: '3471829304' },
  { userId: 100587, areaCode: '81', phone: '9031547728' },
  { userId: 100611, areaCode: '66', phone: '812904417' },
  { userId: 100001, areaCode: '7', phone: '9162087345' },
  { userId: 100702, areaCode: '971', phone: '501736284' },
];

export async function seedAccount(q: Queryable, _now: number): Promise<void> {
  for (const p of PHONES)
    await q.query('UPDATE users SET phone = $2, area_code = $3 WHERE id = $1', [p.userId, p.phone, p.areaCode]);
}
