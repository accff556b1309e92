// Addresses on the networks the site runs: what a valid one looks like on each (the review of a
// withdrawal refuses an address that is not, a deposit declared from one that is not finds no
// transaction), and each user's own deposit address, made once per network and kept.
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/db';
import type { Network } from './money-currencies';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

const FORMATS: Record<Network['type'], RegExp> = {
  // Tron: T and 33 base58 characters
  trc20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  // Ethereum and its tokens: 0x and 40 hex digits
  erc20: /^0x[0-9a-fA-F]{40}$/,
  eth: /^0x[0-9a-fA-F]{40}$/,
  // Bitcoin: bech32 (bc1...) or legacy/P2SH (1... / 3...)
  btc: /^(bc1[02-9ac-hj-np-z]{11,71}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$/,
  // Omni USDT lives on Bitcoin addresses
  omni: /^[13][1-9A-HJ-NP-Za-km-z]{25,34}$/,
  // Litecoin: bech32 (ltc1...) or legacy/P2SH (L... / M...)
  ltc: /^(ltc1[02-9ac-hj-np-z]{11,71}|[LM][1-9A-HJ-NP-Za-km-z]{26,33})$/,
  // XRP Ledger classic address: r and 24-34 base58 characters (the tag travels apart)
  xrp: /^r[1-9A-HJ-NP-Za-km-z]{24,34}$/,
  // Dogecoin: D and 33 base58 characters
  doge: /^D[1-9A-HJ-NP-Za-km-z]{33}$/,
};

/** The site's one deposit address on a memo network: every user's deposit goes there with their memo. */
export const SHARED_DEPOSIT_ADDRESS: Partial<Record<Network['type'], string>> = {
  xrp: 'rLHzPsX6oXkzU2qL12kHCH8G8cnZv1rBJh',
};

/** A memo/tag as the networks take it: letters, digits, spaces, `_` and `-`, 1-64 of them. */
export const MEMO = /^[A-Za-z0-9 _-]{1,64}$/;

export function validOn(type: Network['type'], address: string): boolean {
  return FORMATS[type].test(address);
}

/** The first of `nets` an address is valid on (the network a sender's address belongs to). */
export function networkOf<N extends Pick<Network, 'type'>>(nets: N[], address: string): N | undefined {
  return nets.find((n) => validOn(n.type, address));
}

/** A repeatable address for a user on a network, in that network's format. */
export function makeAddress(userId: number, network: Pick<Network, 'id' | 'type'>): string {
  const bytes = createHash('sha256').update(`sandbox-deposit:${userId}:${network.id}`).digest();
  const pick = (alphabet: string, n: number) =>
    Array.from({ length: n }, (_, i) => alphabet[bytes[i % bytes.length]! % alphabet.length]).join('');
  switch (network.type) {
    case 'erc20':
    case 'eth':
      return `0x${bytes.subarray(0, 20).toString('hex')}`;
    case 'trc20':
      return `T${pick(BASE58, 33)}`;
    case 'btc':
      return `bc1q${pick(BECH32, 38)}`;
    case 'omni':
      return `1${pick(BASE58, 33)}`;
    case 'ltc':
      return `ltc1q${pick(BECH32, 38)}`;
    case 'xrp':
      return `r${pick(BASE58, 33)}`;
    case 'doge':
      return `D${pick(BASE58, 33)}`;
  }
}

/** Where a user deposits on a network: their own address, or on a memo network the site's and their memo. */
export interface DepositTarget {
  address: string;
  memo: string | null;
}

/** The user's deposit address on a network, made and kept on first use. */
export async function depositAddress(
  q: Queryable,
  userId: number,
  network: Pick<Network, 'id' | 'type'>,
  now: number,
): Promise<string> {
  return (await depositTarget(q, userId, network, now)).address;
}

/**
 * Where the user deposits on a network, made and kept on first use: their own address, or on a
 * memo network the site's shared address with their own memo (their user id, as exchanges give
 * an XRP destination tag).
 */
export async function depositTarget(
  q: Queryable,
  userId: number,
  network: Pick<Network, 'id' | 'type'>,
  now: number,
): Promise<DepositTarget> {
  const row = await q.one<{ address: string; memo: string | null }>(
    'SELECT address, memo FROM deposit_addresses WHERE user_id = $1 AND network_id = $2',
    [userId, network.id],
  );
  if (row) return { address: row.address, memo: row.memo };
  const shared = SHARED_DEPOSIT_ADDRESS[network.type];
  const target = shared
    ? { address: shared, memo: String(userId) }
    : { address: makeAddress(userId, network), memo: null };
  await q.query(
    `INSERT INTO deposit_addresses (user_id, network_id, address, memo, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id, network_id) DO NOTHING`,
    [userId, network.id, target.address, target.memo, now],
  );
  return target;
}
