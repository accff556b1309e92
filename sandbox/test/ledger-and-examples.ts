// What several area tests read: the contract's example input of an operation, and what the ledger
// moved in a user's wallet for one order (other areas' jobs move the same wallets while the clock
// runs, so a consequence on the clock is read from its own ledger rows).
import Big from 'big.js';
import { loadSpec, resolver, type Json } from '../src/wire/contract';
import type { TestSandbox } from './harness';

/** The contract's example input of an operation: its query parameters' and body's examples, without `lang`. */
export function example(operationId: string): Record<string, unknown> {
  const spec = loadSpec();
  const resolve = resolver(spec);
  for (const item of Object.values(spec.paths as Record<string, Json>))
    for (const op of Object.values(item) as Json[]) {
      if (op.operationId !== operationId) continue;
      const input: Record<string, unknown> = {};
      for (const p of ((op.parameters as unknown[]) ?? []).map((x) => resolve<Json>(x)))
        if (p.name !== 'lang' && p.example !== undefined) input[String(p.name)] = p.example;
      const content = resolve<Json>(op.requestBody)?.content as Record<string, Json> | undefined;
      const body = (content ? resolve<Json>(Object.values(content)[0]!.schema).example : {}) as Record<string, unknown>;
      const { lang: _lang, ...fields } = body ?? {};
      return { ...input, ...fields };
    }
  throw new Error(`no operation ${operationId}`);
}

/** What the ledger moved in a user's wallet of `coin` (usable and frozen parts): for one order (`ref`), of some kinds, since a time. */
export async function ledgerMoved(
  s: TestSandbox,
  userId: number,
  coin: string,
  filter: { ref?: number; kinds?: string[]; since?: number },
): Promise<{ amount: string; locked: string }> {
  const row = await s.sandbox.world.db.one<{ amount: string; locked: string }>(
    `SELECT coalesce(sum(l.amount), 0) AS amount, coalesce(sum(l.locked), 0) AS locked
     FROM ledger l JOIN currencies c ON c.id = l.currency_id
     WHERE l.user_id = $1 AND c.name = $2 AND ($3::text IS NULL OR l.ref = $3::text)
       AND ($4::text[] IS NULL OR l.kind = ANY($4::text[])) AND l.created_at >= $5`,
    [userId, coin, filter.ref === undefined ? null : String(filter.ref), filter.kinds ?? null, filter.since ?? 0],
  );
  return { amount: new Big(row?.amount ?? 0).toFixed(), locked: new Big(row?.locked ?? 0).toFixed() };
}
