// Runs every phase of every selected operation against a server and collects the results that
// the reports print. The first valid request of each state-changing operation goes first, one at a
// time; then requests go out a few at a time; an operation that once answered slower than the
// timeout is not asked again (its remaining requests are counted as skipped).
import { createPlanner, type Case, type Phase } from './cases';
import { isSuccess, judge, type CheckName, type CheckResult, type ZodLike } from './checks';
import type { Contract, Operation } from './contract';
import { fuzzOperation } from './fuzz';
import { send, type Answer, type SentRequest, type Target } from './http';
import { contractLinks, runStateful, type SequenceResult } from './stateful';
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
  excludeTags?: string[];
  excludeOperations?: string[];
  /** Why the stateful phase does not run (Prism is stateless, --no-stateful), or undefined to run it. */
  statelessReason?: string;
  /** A fresh e-mail address for sign-up sequences and a way to read the code sent to it. */
  inputs: { email: string; code?: (email: string) => Promise<string | undefined> };
  /** Generated requests per operation in the fuzz phase (0: no fuzz phase). */
  maxExamples: number;
  onProgress?: (done: number, total: number) => void;
}

export interface RunResult {
  operations: OperationResult[];
  sequences: SequenceResult[];
  /** Why the stateful phase did not run. */
  statefulSkipped?: string;
  /** The server stopped answering mid-run: the run stopped there. */
  unreachable?: string;
  /** Requests sent a second time because the server closed their connection before answering. */
  resent?: number;
}

/**
 * Operations whose success ends the session: run last, after every other request. A password
 * reset signs the user out everywhere (the session of --login included).
 */
const SESSION_ENDING = new Set(['logoutUser', 'resetPassword']);

/** Requests in a row without an answer (refused, reset) after which the run stops. */
const STOP_AFTER = 8;

export function select(
  contract: Contract,
  o: Pick<RunOptions, 'includeProposed' | 'readOnly' | 'tags' | 'operations' | 'excludeTags' | 'excludeOperations'>,
) {
  const named = (list: string[] | undefined, op: Operation) =>
    !!list?.some((n) => n === op.operationId || n === op.key);
  return contract.operations.map((op) => {
    let skipReason: string | undefined;
    if (o.tags?.length && !o.tags.includes(op.tag)) skipReason = 'not in --tags';
    else if (o.operations?.length && !named(o.operations, op)) skipReason = 'not in --operations';
    else if (o.excludeTags?.includes(op.tag)) skipReason = 'in --exclude-tags';
    else if (named(o.excludeOperations, op)) skipReason = 'in --exclude-operations';
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
): Promise<RunResult> {
  const planner = createPlanner(contract, validators, {
    encodings: options.encodings,
    seed: options.seed,
    tokenGiven: !!options.target.token,
  });
  const links = contractLinks(contract);
  const linked = new Set(
    links
      .filter((l) => Object.keys(l.parameters).length || l.requestBody !== undefined || l.check.set)
      .map((l) => l.target.key),
  );
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
    // An operation a sequence reaches with values from the server's answers (a position to close,
    // an order to cancel) is judged on success there; its example request names the contract's
    // ids, which a real server may not have or may hold in another state: a declared refusal of it
    // is fine. Without the stateful phase the example is judged on success as before.
    if (!options.statelessReason && linked.has(op.key))
      for (const c of cases) if (c.phase === 'examples' && c.expect === 'success') c.expect = 'replay';
    result.notes.push(...notes);
    if (notes.length && cases.length === 0) result.status = 'failed';
    (SESSION_ENDING.has(op.operationId) ? last : queue).push(...cases);
  }
  const zods = new Map<string, ZodLike | undefined>();
  for (const c of [...queue, ...last]) if (!zods.has(c.op.key)) zods.set(c.op.key, await zodOf(c.op));

  const timedOut = new Set<string>();
  const total = queue.length + last.length;
  let done = 0;
  const record = (result: OperationResult, c: Case, answer: Answer, check: CheckResult) => {
    result.checks += 1;
    if (check.ok) return;
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
  };
  // A server that stops answering (connections refused or reset, one after the other) stops the
  // run at once: the rest would only repeat "no answer" for every request.
  let unanswered = 0;
  let unreachable: string | undefined;
  let resent = 0;
  const judged = async (c: Case) => {
    const answer: Answer = unreachable
      ? {
          request: { method: '', url: '', headers: {} },
          curl: '',
          durationMs: 0,
          timedOut: false,
          networkError: unreachable,
        }
      : await send(options.target, c);
    if (answer.retriedAfter) resent += 1;
    if (answer.networkError && !unreachable) {
      unanswered += 1;
      if (unanswered >= STOP_AFTER)
        unreachable = `${answer.networkError} on ${STOP_AFTER} requests in a row, the last ${c.op.key}`;
    } else if (!answer.networkError) unanswered = 0;
    const checks: CheckResult[] = judge(
      c,
      answer,
      validators,
      zods.get(c.op.key),
      { $ref: `#/${c.op.responsePointer}` },
      { timeoutMs: options.target.timeoutMs, prism: options.prism },
    );
    return { answer, checks };
  };
  const one = async (c: Case) => {
    const result = results.get(c.op.key)!;
    if (timedOut.has(c.op.key) || unreachable) {
      result.skippedRequests += 1;
    } else {
      const { answer, checks } = await judged(c);
      result.requests += 1;
      if (answer.timedOut) timedOut.add(c.op.key);
      for (const check of checks) record(result, c, answer, check);
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
  // The sequences, alone and one step at a time: a balance read before and after an action
  // moves by that action only.
  let sequences: SequenceResult[] = [];
  if (!options.statelessReason && !unreachable) {
    const chosen = new Map(select(contract, options).map((s) => [s.op.key, s.skipReason]));
    const bases = new Map<string, Case | undefined>();
    for (const op of contract.operations) if (!zods.has(op.key)) zods.set(op.key, await zodOf(op));
    sequences = await runStateful({
      links,
      baseCase: (op) => {
        if (!bases.has(op.key))
          bases.set(
            op.key,
            planner.cases(op).cases.find((c) => c.phase === 'examples'),
          );
        return bases.get(op.key);
      },
      send: async (c, token) => {
        const result = results.get(c.op.key)!;
        const { answer, checks } = await judged(token ? { ...c, token, withToken: true } : c);
        result.requests += 1;
        for (const check of checks) record(result, c, answer, check);
        let body: unknown;
        try {
          body = JSON.parse(answer.text ?? '');
        } catch {
          body = undefined;
        }
        return { answer, checks, body };
      },
      fail: (op, c, answer, check) => record(results.get(op.key)!, c, answer, check),
      isSuccess,
      isDeclaredFailure: (op, body) => validators.isDeclaredFailure({ $ref: `#/${op.responsePointer}` }, body),
      inputs: options.inputs,
      excluded: (op) => chosen.get(op.key),
    });
  }
  await pool(
    queue.filter((c) => !c.first),
    options.concurrency,
  );
  // The fuzz phase, a few operations at a time (each operation's runs and shrinks one after the other).
  if (options.maxExamples > 0 && !unreachable) {
    const ops = contract.operations.filter((op) => {
      const r = results.get(op.key)!;
      return r.status !== 'skipped' && !SESSION_ENDING.has(op.operationId) && !timedOut.has(op.key);
    });
    let next = 0;
    const deps = {
      contract,
      validators,
      encoding: options.encodings[0]!,
      tokenGiven: !!options.target.token,
      maxExamples: options.maxExamples,
      seed: options.seed,
      judged,
    };
    await Promise.all(
      Array.from({ length: Math.min(options.concurrency, ops.length) }, async () => {
        while (next < ops.length && !unreachable) {
          const op = ops[next++]!;
          const result = results.get(op.key)!;
          const out = await fuzzOperation(op, deps);
          result.requests += out.requests;
          result.checks += out.checks;
          if (out.note) result.notes.push(out.note);
          if (out.finding) {
            result.checks -= 1; // counted again by record
            record(result, out.finding.c, out.finding.answer, out.finding.check);
          }
        }
      }),
    );
  }
  await pool(last, 1);
  return {
    operations: [...results.values()],
    sequences,
    ...(options.statelessReason ? { statefulSkipped: options.statelessReason } : {}),
    ...(unreachable ? { unreachable } : {}),
    ...(resent ? { resent } : {}),
  };
}
