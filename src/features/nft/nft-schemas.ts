// Form rules of the NFT area, with i18n keys of the `nft` namespace as messages: a bid must beat
// the current bid by at least the minimum raise (the server's "wrong price" and "wrong
// per-increase"); a resale needs a positive price (and raise for an auction), a start not in the
// past and an end later than the start.
import * as z from 'zod/mini';
import { isAmount } from '@/lib/validators';
import { bidProblem } from './nft-bid';
import { parseServerTime } from './nft-time';

export function bidSchema(price: string, perIncrease: string) {
  return z.object({
    bid: z.string().check(
      z.refine((v) => bidProblem(v, price, perIncrease) !== 'wrongPrice', 'auction.errors.wrongPrice'),
      z.refine((v) => bidProblem(v, price, perIncrease) !== 'wrongPerIncrease', 'auction.errors.wrongPerIncrease'),
    ),
  });
}
export type BidForm = z.infer<ReturnType<typeof bidSchema>>;

/** `datetime-local` value (`2026-11-24T10:00`) as the server's `Y-m-d H:i:s`. */
export const fromLocalInput = (value: string): string => (value ? `${value.replace('T', ' ')}:00`.slice(0, 19) : '');

const positive = (v: string) => isAmount(v.trim()) && Number(v) > 0;

export function resaleSchema(now: () => number = Date.now) {
  return z
    .object({
      mode: z.enum(['1', '2']),
      price: z.string().check(z.refine(positive, 'resell.errors.wrongPrice')),
      perIncrease: z.string(),
      start: z.string().check(
        z.refine((v) => v !== '', 'resell.errors.startRequired'),
        z.refine((v) => v === '' || parseServerTime(fromLocalInput(v)) >= now() - 60_000, 'resell.errors.startPast'),
      ),
      end: z.string().check(z.refine((v) => v !== '', 'resell.errors.endRequired')),
    })
    .check(
      z.refine((form) => form.mode !== '2' || positive(form.perIncrease), {
        message: 'resell.errors.wrongPerIncrease',
        path: ['perIncrease'],
      }),
      z.refine(
        (form) =>
          form.start === '' ||
          form.end === '' ||
          parseServerTime(fromLocalInput(form.end)) > parseServerTime(fromLocalInput(form.start)),
        { message: 'resell.errors.endBeforeStart', path: ['end'] },
      ),
    );
}
export type ResaleForm = z.infer<ReturnType<typeof resaleSchema>>;
