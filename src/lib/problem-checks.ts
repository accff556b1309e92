// The zod checks of a form field that a "first problem" function judges (`amountProblem`, a
// screen's own `quantityProblem`...): one check a problem, whose message is that problem's i18n
// key, so the form shows the first problem the function finds, once.
//
// Usage:
//   z.object({ amount: z.string().check(...problemChecks((v) => amountProblem(v, limits), AMOUNT_MESSAGES)) })
import * as z from 'zod/mini';
import type { AmountProblem } from './amount-problem';

/** The messages of `amountProblem` in the namespaces of the earn screens. */
export const AMOUNT_MESSAGES: Record<AmountProblem, string> = {
  required: 'validation.amountRequired',
  invalid: 'validation.amountInvalid',
  belowMinimum: 'validation.belowMinimum',
  insufficientBalance: 'validation.insufficientBalance',
};

/**
 * One check per problem of `messages` (its message key), or of the list of problems (the key
 * `validation.<problem>`), checked in that order.
 */
export function problemChecks<P extends string>(
  problemOf: (value: string) => P | null,
  messages: Record<P, string> | readonly P[],
) {
  const keys: [P, string][] = Array.isArray(messages)
    ? messages.map((problem: P) => [problem, `validation.${problem}`])
    : (Object.entries(messages) as [P, string][]);
  return keys.map(([problem, message]) => z.refine<string>((v) => problemOf(v) !== problem, message));
}
