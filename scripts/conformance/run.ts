// Runs every phase of every selected operation against a server and collects the results that
// the reports print. The first valid request of each state-changing operation goes first, one at a
// time; then requests go out a few at a time; an operation that once answered slower than the
// timeout is not asked again (its remaining requests are counted as skipped).
import { createPlanner, type Case, type Phase } from './cases';
import { judge, type CheckName, type CheckResult, type ZodLike } from './checks';
import type { Contract, Operation } from './contract';
import { send, type SentRequest, type Target } from './http';
import type { Issue, Validators } from './validators';

export interface Failure {
  operationId: string;
  key: string;
  tag: string;
  phase: Phase;
  encoding: string;
  case: string;
  check: CheckName;
  tooling: boolean;
  message: string;
  expected: string;
  actual: string;
  issues: Issue[];
  curl: string;
  request: SentRequest;
  response: { status?: number; contentType?: string; body?: string; durationMs: number };
}

export interface OperationResult {
  key: string;
  operationId: string;
  tag: string;
  proposed: boolean;
  status: 'passed' | 'failed' | 'skipped';
  skipReason?: string;
  requests: number;
  checks: number;
  skippedRequests: number;
  notes: string[];
  failures: Failure[];
  tooling: Failure[];
}

export interface RunOptions {
  target: Target;
  encodings: ('form' | 'json')[];
  seed: number;
  concurrency: number;
  prism: boolean;
  includeProposed: boolean;
  readOnly: boolean;
  tags?: string[];
  operations?: string[];
  onProgress?: (done: number, total: number) => void;
}

/** Operations whose success ends the session: run last, after every other request. */
const SESSION_ENDING = new Set(['logoutUser']);

export function select(
  contract: Contract,
  o: Pick<RunOptions, 'includeProposed' | 'readOnly' | 'tags' | 'operations'>,
) {
  return contract.operations.map((op) => {
    let skipReason: string | undefined;
    if (o.tags?.length && !o.tags.includes(op.tag)) skipReason = 'not in --tags';
    else if (o.operations?.length && !o.operations.includes(op.operationId) && !o.operations.includes(op.key))
      skipReason = 'not in --operations';
    else if (op.external) skipReason = `served by another host (${op.external})`;
    else if (op.proposed && !o.includeProposed) skipReason = 'proposed (use --include-proposed)';
    else if (op.changesState && o.readOnly) skipReason = 'changes state (--read-only)';
    return { op, skipReason };
  });
}

export async function run(
  contract: Contract,
  validators: Validators,
  zodOf: (op: Operation) => Promise<ZodLike | undefined>,
  options: RunOptions,
): Promise<OperationResult[]> {
  const planner = createPlanner(contract, validators, {
    encodings: options.encodings,
    seed: options.seed,
    tokenGiven: !!options.target.token,
  });
  const results = new Map<string, OperationResult>();
  const queue: Case[] = [];
  const last: Case[] = [];
  for (const { op, skipReason } of select(contract, options)) {
    const result: OperationResult = {
      key: op.key,
      operationId: op.operationId,
      tag: op.tag,
      proposed: op.proposed,
      status: skipReason ? 'skipped' : 'passed',
      ...(skipReason ? { skipReason } : {}),
      requests: 0,
      checks: 0,
      skippedRequests: 0,
      notes: [],
      failures: [],
      tooling: [],
    };
    results.set(op.key, result);
    if (skipReason) continue;
    const { cases, notes } = planner.cases(op);
    result.notes.push(...notes);
    if (notes.length && cases.length === 0) result.status = 'failed';
    (SESSION_ENDING.has(op.operationId) ? last : queue).push(...cases);
  }
  const zods = new Map<string, ZodLike | undefined>();
  for (const c of [...queue, ...last]) if (!zods.has(c.op.key)) zods.set(c.op.key, await zodOf(c.op));

  const timedOut = new Set<string>();
  const total = queue.length + last.length;
  let done = 0;
  const one = async (c: Case) => {
    const result = results.get(c.op.key)!;
    if (timedOut.has(c.op.key)) {
      result.skippedRequests += 1;
    } else {
      const answer = await send(options.target, c);
      result.requests += 1;
      const checks: CheckResult[] = judge(
        c,
        answer,
        validators,
        zods.get(c.op.key),
        { $ref: `#/${c.op.responsePointer}` },
        {
          timeoutMs: options.target.timeoutMs,
          prism: options.prism,
        },
      );
      if (answer.timedOut) timedOut.add(c.op.key);
      for (const check of checks) {
        result.checks += 1;
        if (check.ok) continue;
        const failure: Failure = {
          operationId: c.op.operationId,
          key: c.op.key,
          tag: c.op.tag,
          phase: c.phase,
          encoding: c.encoding,
          case: c.label,
          check: check.check,
          tooling: !!check.tooling,
          message: check.message ?? check.check,
          expected: check.expected ?? '',
          actual: check.actual ?? '',
          issues: check.issues ?? [],
          curl: answer.curl,
          request: answer.request,
          response: {
            ...(answer.status !== undefined ? { status: answer.status } : {}),
            ...(answer.contentType !== undefined ? { contentType: answer.contentType } : {}),
            ...(answer.text !== undefined ? { body: answer.text.slice(0, 4000) } : {}),
            durationMs: Math.round(answer.durationMs),
          },
        };
        if (check.tooling) result.tooling.push(failure);
        else {
          result.failures.push(failure);
          result.status = 'failed';
        }
      }
    }
    done += 1;
    options.onProgress?.(done, total);
  };
  const pool = async (cases: Case[], size: number) => {
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(size, cases.length) }, async () => {
        while (next < cases.length) await one(cases[next++]!);
      }),
    );
  };
  // The first valid request of every state-changing operation goes out before anything else, one
  // at a time in the contract's order, as a reader replays the documentation's examples: it meets
  // the state the previous examples left, never one that another operation's replays or
  // variants have used up, and it reaches the server before its own replays, whatever the
  // concurrency. Then every other request, a few at a time.
  await pool(
    queue.filter((c) => c.first),
    1,
  );
  await pool(
    queue.filter((c) => !c.first),
    options.concurrency,
  );
  await pool(last, 1);
  return [...results.values()];
}
