// Stateful phase: the sequences the contract describes with OpenAPI `links` on its 200 responses
// (place an order, find it listed, act on it, find its state changed, act again and be refused).
// A sequence starts at an operation that has links and that no other operation links to, sends
// its valid request, and follows each link once, depth first in the order written: the linked
// request is the target's valid request with the link's `parameters` and `requestBody` filled in
// from what the previous step sent and got (ids from the server's own answers, never from the
// examples). The `x-conformance` extension of a link says what the answer must show:
//
//   before: true            the linked request is also sent right before the source step, to compare
//   find: {in, newest}      the list at `in`: its first item is new (not listed before)
//   find: {in, where}       the list at `in` holds an item with these field values
//   expect: {field: value}  fields of the found item (or pointers into the answer) and their values
//                           (a list of values: any of them)
//   changes: {path: amount} a number in the answer moved by this amount since `before`
//                           (`/message/change_wallet/balance/[currency=1]/change_balance`)
//   refused: true           the linked request is refused with a declared failure (a used-up resource)
//   token: expression       the linked request is sent with this session token (a sign-in's answer)
//   compute: {field: sum}   body or query fields computed from the previous step (a TP above the price),
//                           rounded to 2 decimals as prices are written
//   set: {field: value}     body or query fields from the run (`$inputs.code`)
//   absent: {in, where}     the list at `in` no longer holds an item with these field values
//   source: {field: value}  when the source is the sequence's first step, these fields of its request
//                           (a fresh e-mail address for a sign-up)
//
// Values may name `$inputs.email` (a fresh address for this run) and `$inputs.code` (the
// verification code sent to it, from --signup-code or --code-url): sequences that need them are
// skipped, with a note, when the run has no way to read a code.
import type { Case } from './cases';
import type { CheckName, CheckResult } from './checks';
import type { Contract, Json, Operation } from './contract';
import {
  arithmetic,
  evaluate,
  MissingValue,
  readPointer,
  readSelector,
  resolveValue,
  sameValue,
  type StepContext,
} from './expressions';
import type { Answer } from './http';

export interface LinkCheck {
  before?: boolean;
  find?: { in: string; newest?: boolean; where?: Record<string, unknown> };
  expect?: Record<string, unknown>;
  changes?: Record<string, string>;
  refused?: boolean;
  token?: string;
  compute?: Record<string, string>;
  set?: Record<string, unknown>;
  absent?: { in: string; where: Record<string, unknown> };
  source?: Record<string, unknown>;
}

export interface Link {
  name: string;
  source: Operation;
  target: Operation;
  description: string;
  parameters: Record<string, unknown>;
  requestBody?: unknown;
  check: LinkCheck;
}

export interface SequenceStep {
  link: string;
  from: string;
  to: string;
  status: 'passed' | 'failed' | 'skipped' | 'not reached';
  problems: string[];
}

export interface SequenceResult {
  name: string;
  root: string;
  status: 'passed' | 'failed' | 'skipped';
  skipReason?: string;
  steps: SequenceStep[];
}

/** Every link of the contract, in the order written. */
export function contractLinks(contract: Contract): Link[] {
  const byId = new Map(contract.operations.map((op) => [op.operationId, op]));
  const links: Link[] = [];
  for (const source of contract.operations) {
    const response = contract.resolve<Json | undefined>((source.op.responses as Json | undefined)?.['200']);
    for (const [name, raw] of Object.entries((response?.links ?? {}) as Record<string, unknown>)) {
      const link = contract.resolve<Json>(raw);
      const target = byId.get(String(link.operationId));
      if (!target) throw new Error(`link ${source.operationId}.${name}: no operation ${String(link.operationId)}`);
      links.push({
        name,
        source,
        target,
        description: String(link.description ?? ''),
        parameters: (link.parameters ?? {}) as Record<string, unknown>,
        ...(link.requestBody !== undefined ? { requestBody: link.requestBody } : {}),
        check: (link['x-conformance'] ?? {}) as LinkCheck,
      });
    }
  }
  return links;
}

/** The first steps of the sequences: operations with links that no other operation links to. */
export function sequenceRoots(links: Link[]): Operation[] {
  const targets = new Set(links.filter((l) => l.source !== l.target).map((l) => l.target.key));
  const roots = new Map<string, Operation>();
  for (const l of links) if (!targets.has(l.source.key)) roots.set(l.source.key, l.source);
  // links in a cycle that no root reaches (a list that links to an action that links back to
  // the list): a read of the cycle starts it (the list), else its first operation
  for (;;) {
    const covered = new Set([...roots.values()].flatMap((r) => reach(r, links).links));
    const left = links.filter((l) => !covered.has(l));
    const start = left.find((l) => !l.source.changesState) ?? left[0];
    if (!start) break;
    roots.set(start.source.key, start.source);
  }
  return [...roots.values()];
}

/** What the phase needs from the run. */
export interface StatefulDeps {
  links: Link[];
  /** The operation's valid request (the examples phase's), or undefined when none could be built. */
  baseCase: (op: Operation) => Case | undefined;
  /** Sends a case (with its own token when given) and judges it with the usual checks. */
  send: (c: Case, token?: string) => Promise<{ answer: Answer; checks: CheckResult[]; body: unknown }>;
  /** Records a failed check of the stateful phase against an operation. */
  fail: (op: Operation, c: Case, answer: Answer, check: CheckResult) => void;
  /** Whether an answer is the success branch / a declared failure branch of an operation. */
  isSuccess: (body: unknown) => boolean;
  isDeclaredFailure: (op: Operation, body: unknown) => boolean;
  /** Values for `$inputs.*`: `email` always; `code` when the run can read one (else undefined). */
  inputs: { email: string; code?: (email: string) => Promise<string | undefined> };
  /** Operations the run does not send (filters, --read-only): a sequence that needs one is skipped. */
  excluded: (op: Operation) => string | undefined;
}

const ITEM_KEY = 'id';
/** The pause before the first step of a sequence is sent again after a refusal. */
const RETRY_MS = 3000;

function needsInputs(value: unknown, name: string): boolean {
  return JSON.stringify(value ?? null).includes(`$inputs.${name}`);
}

/** The operations and links a sequence from `root` reaches (each link once). */
function reach(root: Operation, links: Link[]): { ops: Operation[]; links: Link[] } {
  const ops = new Map([[root.key, root]]);
  const used: Link[] = [];
  const walk = (op: Operation) => {
    for (const l of links.filter((x) => x.source.key === op.key)) {
      if (used.includes(l)) continue;
      used.push(l);
      ops.set(l.target.key, l.target);
      walk(l.target);
    }
  };
  walk(root);
  return { ops: [...ops.values()], links: used };
}

export async function runStateful(deps: StatefulDeps): Promise<SequenceResult[]> {
  const results: SequenceResult[] = [];
  for (const root of sequenceRoots(deps.links)) {
    const reached = reach(root, deps.links);
    const result: SequenceResult = {
      name: `${root.operationId} → ${[...new Set(reached.links.map((l) => l.target.operationId))].join(' → ')}`,
      root: root.operationId,
      status: 'passed',
      steps: reached.links.map((l) => ({
        link: l.name,
        from: l.source.operationId,
        to: l.target.operationId,
        status: 'not reached',
        problems: [],
      })),
    };
    results.push(result);
    const rootExcluded = deps.excluded(root);
    if (rootExcluded) {
      result.status = 'skipped';
      result.skipReason = `${root.operationId} is not sent (${rootExcluded})`;
      continue;
    }
    const needsCode = reached.links.some((l) => needsInputs(l.check, 'code'));
    let code: string | undefined;
    const inputs: Record<string, unknown> = { email: deps.inputs.email };
    if (needsCode && !deps.inputs.code) {
      result.status = 'skipped';
      result.skipReason =
        'needs the verification code the server sends: give --signup-code CODE (a fixed code of a staging server) or --code-url URL';
      continue;
    }
    const base = deps.baseCase(root);
    if (!base) {
      result.status = 'skipped';
      result.skipReason = `no valid request of ${root.operationId} could be built from the contract`;
      continue;
    }
    const used = new Set<Link>();
    let sendStep = deps.send;
    const step = (l: Link) => result.steps.find((s) => s.link === l.name && s.from === l.source.operationId)!;

    // Sends one step, checks the link that led to it, then follows its own links.
    const visit = async (
      c: Case,
      token: string | undefined,
      via?: { link: Link; ctx: StepContext; before?: unknown },
    ) => {
      const own = deps.links.filter((l) => l.source.key === c.op.key && !used.has(l));
      // snapshots of the links asking for `before`, taken right before this step
      const before = new Map<Link, unknown>();
      const selfCtx: StepContext = { query: c.query, ...(c.body ? { body: c.body } : {}), inputs };
      for (const l of own.filter((x) => x.check.before)) {
        try {
          const bc = linkedCase(l, selfCtx, deps);
          if (!bc) continue;
          const sent = await sendStep(bc, token);
          before.set(l, sent.body);
        } catch (error) {
          if (!(error instanceof MissingValue)) throw error;
        }
      }
      let sent = await sendStep(via ? c : { ...c, expect: 'replay' }, token);
      if (!via && !deps.isSuccess(sent.body)) {
        // the first step may meet a limit the examples phase just reached ("someone has just
        // bid, try again in a moment"): once more after a pause, judged on success this time
        await new Promise((r) => setTimeout(r, RETRY_MS));
        sent = await sendStep(c, token);
      }
      const ctx: StepContext = { ...selfCtx, status: sent.answer.status ?? 0, response: sent.body };
      let ok = deps.isSuccess(sent.body);
      if (via) {
        const problems = judgeLink(via.link, via.ctx, sent.body, via.before, deps);
        const s = step(via.link);
        if (problems.length) {
          s.status = 'failed';
          result.status = 'failed';
          for (const p of problems) {
            s.problems.push(p.message ?? p.check);
            // a used-up resource accepted is the target's fault; a missing consequence is the source's
            deps.fail(p.check === 'refuses-used-up' ? via.link.target : via.link.source, c, sent.answer, p);
          }
        } else s.status = 'passed';
        if (via.link.check.refused) ok = false; // nothing follows a refusal
      } else if (!ok) {
        result.status = 'failed';
      }
      if (!ok) return;
      for (const l of own) {
        if (used.has(l)) continue;
        used.add(l);
        const why = deps.excluded(l.target);
        if (why) {
          const s = step(l);
          s.status = 'skipped';
          s.problems.push(`${l.target.operationId} is not sent (${why})`);
          continue;
        }
        try {
          const next = linkedCase(l, ctx, deps);
          if (!next) {
            step(l).problems.push(`no valid request of ${l.target.operationId}`);
            continue;
          }
          const nextToken = l.check.token ? String(evaluate(l.check.token, ctx)) : token;
          await visit(next, nextToken, { link: l, ctx, before: before.get(l) });
        } catch (error) {
          if (!(error instanceof MissingValue)) throw error;
          const s = step(l);
          if (!c.op.changesState) {
            // a list with nothing to act on (no open copied position): nothing to check, not a defect
            s.status = 'skipped';
            s.problems.push(`nothing to act on: ${error.message}`);
            continue;
          }
          s.status = 'failed';
          result.status = 'failed';
          s.problems.push(`could not follow the link: ${error.message}`);
          deps.fail(l.source, c, sent.answer, {
            check: 'state-changed',
            ok: false,
            message: `the answer lacks what the link ${l.name} reads`,
            expected: `a value for ${l.name} (${l.description})`,
            actual: error.message,
          });
        }
      }
    };

    // the first step: its valid request, with the fields a link asks of a sequence's source
    let first: Case = { ...base, phase: 'stateful', label: `sequence ${result.name}`, expect: 'success' };
    const sourceFields = reached.links.filter((l) => l.source.key === root.key).map((l) => l.check.source ?? {});
    for (const fields of sourceFields) {
      const values = resolveValue(fields, { query: first.query, inputs }) as Record<string, unknown>;
      first = withFields(first, values);
    }
    if (needsCode) {
      // the code is read once the first step (which sends it) has answered
      const readCode = deps.inputs.code!;
      sendStep = async (c, t) => {
        const out = await deps.send(c, t);
        if (c.op.key === root.key && code === undefined) {
          code = await readCode(deps.inputs.email);
          if (code !== undefined) inputs.code = code;
        }
        return out;
      };
    }
    await visit(first, undefined);
    // steps after a skipped one (nothing to act on, an operation not sent) are skipped too; any
    // other step not reached means the sequence broke off
    const skipped = result.steps.some((s) => s.status === 'skipped');
    for (const s of result.steps.filter((x) => x.status === 'not reached'))
      if (skipped) {
        s.status = 'skipped';
        s.problems.push('after a skipped step');
      } else result.status = 'failed';
  }
  return results;
}

/** Sets fields of a case where the operation reads them: its query parameters, else its body. */
function withFields(c: Case, values: Record<string, unknown>): Case {
  const params = new Set(
    ((c.op.op.parameters as Json[] | undefined) ?? []).map((p) =>
      String(p.name ?? p.$ref?.toString().split('/').at(-1)),
    ),
  );
  const query = { ...c.query };
  const body = c.body ? { ...c.body } : undefined;
  for (const [k, v] of Object.entries(values)) {
    const name = k.replace(/^(query|body)\./, '');
    if (k.startsWith('query.') || (!k.startsWith('body.') && (params.has(name) || !body))) query[name] = v;
    else if (body) body[name] = v;
  }
  return { ...c, query, ...(body ? { body } : {}) };
}

/** The target's valid request with the link's values filled in from the source step. */
function linkedCase(l: Link, ctx: StepContext, deps: StatefulDeps): Case | undefined {
  const base = deps.baseCase(l.target);
  if (!base) return undefined;
  let c: Case = {
    ...base,
    phase: 'stateful',
    label: `${l.source.operationId} → ${l.target.operationId} (${l.name})`,
    expect: l.check.refused ? 'used-up' : 'success',
  };
  c = withFields(c, resolveValue(l.parameters, ctx) as Record<string, unknown>);
  if (l.requestBody !== undefined) {
    const body = resolveValue(l.requestBody, ctx);
    c = withFields(c, Object.fromEntries(Object.entries(body as Json).map(([k, v]) => [`body.${k}`, v])));
  }
  if (l.check.compute) {
    const computed: Record<string, unknown> = {};
    for (const [field, sum] of Object.entries(l.check.compute))
      computed[field] = String(Number(arithmetic(sum, ctx).toFixed(2)));
    c = withFields(c, computed);
  }
  if (l.check.set) c = withFields(c, resolveValue(l.check.set, ctx) as Record<string, unknown>);
  return c;
}

/** A computed amount as decimal text with at most 8 decimals ("99189.1"). */
const roundText = (n: number) => String(Number(n.toFixed(8)));

/** What the link's `x-conformance` asks of the target's answer. */
function judgeLink(l: Link, ctx: StepContext, body: unknown, before: unknown, deps: StatefulDeps): CheckResult[] {
  const problems: CheckResult[] = [];
  const x = l.check;
  const fail = (check: CheckName, message: string, expected: string, actual: string) =>
    problems.push({ check, ok: false, message, expected, actual });
  const show = (v: unknown) => (v === undefined ? '(absent)' : JSON.stringify(v));
  if (x.refused) {
    if (!deps.isDeclaredFailure(l.target, body))
      fail(
        'refuses-used-up',
        `accepts ${l.target.operationId} on a resource already used up`,
        `a declared failure: ${l.description}`,
        `answered ${show((body as Json | null)?.type ?? (body as Json | null)?.code)}: ${show(body).slice(0, 200)}`,
      );
    return problems;
  }
  if (!deps.isSuccess(body)) return problems; // the usual checks already said so
  let subject: unknown = body;
  if (x.find) {
    const list = readPointer(body, x.find.in);
    const items = Array.isArray(list) ? list : [];
    if (x.find.newest) {
      const previous = readPointer(before, x.find.in);
      const known = new Set(
        (Array.isArray(previous) ? previous : []).map((i) => JSON.stringify((i as Json)?.[ITEM_KEY])),
      );
      const first = items[0] as Json | undefined;
      if (!first || known.has(JSON.stringify(first[ITEM_KEY]))) {
        fail(
          'listed',
          `what ${l.source.operationId} created is not listed by ${l.target.operationId}`,
          `a new item first in ${x.find.in} (${l.description})`,
          first ? `the first item is ${ITEM_KEY} ${show(first[ITEM_KEY])}, listed before too` : `${x.find.in} is empty`,
        );
        return problems;
      }
      subject = first;
    } else if (x.find.where) {
      const where = resolveValue(x.find.where, ctx) as Json;
      const item = items.find((i) => Object.entries(where).every(([k, v]) => sameValue((i as Json)?.[k], v)));
      if (!item) {
        fail(
          'listed',
          `${l.target.operationId} does not list the item ${l.source.operationId} acted on`,
          `an item with ${JSON.stringify(where)} in ${x.find.in} (${l.description})`,
          `${items.length} items, none matching`,
        );
        return problems;
      }
      subject = item;
    }
  }
  if (x.absent) {
    const where = resolveValue(x.absent.where, ctx) as Json;
    const list = readPointer(body, x.absent.in);
    const still = (Array.isArray(list) ? list : []).find((i) =>
      Object.entries(where).every(([k, v]) => sameValue((i as Json)?.[k], v)),
    );
    if (still)
      fail(
        'state-changed',
        `${l.target.operationId} still lists what ${l.source.operationId} removed`,
        `no item with ${JSON.stringify(where)} in ${x.absent.in} (${l.description})`,
        `still listed: ${show(still).slice(0, 200)}`,
      );
  }
  for (const [field, raw] of Object.entries(x.expect ?? {})) {
    const want = resolveValue(raw, ctx);
    const got = field.startsWith('/') ? readPointer(subject, field) : (subject as Json | null)?.[field];
    const ok = Array.isArray(want) ? want.some((w) => sameValue(got, w)) : sameValue(got, want);
    if (!ok)
      fail(
        'state-changed',
        `${field} is not what ${l.source.operationId} made it`,
        `${field} = ${Array.isArray(want) ? want.map((w) => show(w)).join(' or ') : show(want)} (${l.description})`,
        `${field} = ${show(got)}`,
      );
  }
  for (const [path, amount] of Object.entries(x.changes ?? {})) {
    const by = arithmetic(amount, ctx);
    const was = Number(readSelector(before, path, ctx));
    const now = Number(readSelector(body, path, ctx));
    const where = resolveValue(path, ctx) as string;
    if (!Number.isFinite(was) || !Number.isFinite(now)) {
      fail(
        'money-moved',
        `${where} cannot be read`,
        `a number at ${where} before and after`,
        `${show(was)} → ${show(now)}`,
      );
      continue;
    }
    if (Math.abs(now - was - by) > 1e-8 * Math.max(1, Math.abs(by), Math.abs(was)))
      fail(
        'money-moved',
        `${where} moved by ${roundText(now - was)} instead of ${roundText(by)}`,
        `${where} changed by ${roundText(by)} (${l.description})`,
        `${roundText(was)} → ${roundText(now)}`,
      );
  }
  return problems;
}
