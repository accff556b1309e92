// Fuzz phase: property-based requests generated from each operation's request schemas with
// fast-check (query parameters and body, every constraint of the contract kept: patterns, enums,
// ranges, lengths, formats, oneOf branches), each checked with Ajv before it is sent. The property:
// whatever valid request, the answer is HTTP 200 JSON valid against the response schema (any
// declared branch: a business refusal is fine). A failure is shrunk by fast-check to the smallest
// request that still fails, and that minimal request is what the report shows. `--max-examples`
// is the budget per operation and `--seed` repeats a run exactly.
import fc from 'fast-check';
import type { Case, Encoding } from './cases';
import type { CheckResult } from './checks';
import { flatten, type Contract, type Json, type Operation, type Schema } from './contract';
import type { Answer } from './http';
import type { Validators } from './validators';

const LANG = 'lang';
const MAX_DEPTH = 5;

/** A fast-check arbitrary of the values a schema allows (filtered by Ajv afterwards). */
export function arbitrary(contract: Contract, raw: unknown, depth = 0): fc.Arbitrary<unknown> {
  const s = flatten(contract, raw);
  if (depth > MAX_DEPTH) return fc.constant(s.example ?? null);
  if (s.const !== undefined) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  for (const key of ['oneOf', 'anyOf'] as const)
    if (Array.isArray(s[key]) && (s[key] as unknown[]).length)
      return fc.oneof(
        ...(s[key] as unknown[]).map((b) =>
          arbitrary(contract, { ...stripped(s, key), ...flatten(contract, b) }, depth + 1),
        ),
      );
  const types = Array.isArray(s.type) ? (s.type as string[]) : [s.type as string | undefined];
  if (types.length > 1) return fc.oneof(...types.map((t) => arbitrary(contract, { ...s, type: t }, depth + 1)));
  const min = (k: string) => (typeof s[k] === 'number' ? (s[k] as number) : undefined);
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const lo = min('minimum') ?? (min('exclusiveMinimum') !== undefined ? min('exclusiveMinimum')! + 1 : -1_000_000);
      const hi = min('maximum') ?? (min('exclusiveMaximum') !== undefined ? min('exclusiveMaximum')! - 1 : 1_000_000);
      return fc.integer({ min: Math.max(lo, -2_147_483_648), max: Math.min(hi, 2_147_483_647) });
    }
    case 'number': {
      const lo = min('minimum') ?? min('exclusiveMinimum') ?? -1_000_000;
      const hi = min('maximum') ?? min('exclusiveMaximum') ?? 1_000_000;
      return fc.integer({ min: Math.ceil(lo * 100), max: Math.floor(hi * 100) }).map((n) => n / 100);
    }
    case 'string':
      return stringArbitrary(s);
    case 'array': {
      const maxLength = Math.min(min('maxItems') ?? 3, 3);
      return fc.array(arbitrary(contract, s.items ?? {}, depth + 1), {
        minLength: Math.min(min('minItems') ?? 0, maxLength),
        maxLength,
      });
    }
    case 'object':
    case undefined: {
      const props = (s.properties ?? {}) as Record<string, unknown>;
      if (!Object.keys(props).length) return fc.constant(s.example ?? {});
      const required = (s.required as string[] | undefined) ?? [];
      return fc.record(
        Object.fromEntries(Object.entries(props).map(([k, v]) => [k, arbitrary(contract, v, depth + 1)])),
        { requiredKeys: required.filter((k) => k in props) },
      );
    }
    default:
      return fc.constant(s.example ?? null);
  }
}

const stripped = (s: Schema, key: string) => {
  const { [key]: _drop, ...rest } = s;
  return rest;
};

function stringArbitrary(s: Schema): fc.Arbitrary<string> {
  const minLength = typeof s.minLength === 'number' ? s.minLength : 0;
  const maxLength = Math.min(typeof s.maxLength === 'number' ? s.maxLength : 24, Math.max(minLength, 24));
  if (typeof s.pattern === 'string') {
    try {
      return fc
        .stringMatching(new RegExp(s.pattern))
        .filter((v) => [...v].length >= minLength && [...v].length <= maxLength);
    } catch {
      // a pattern fast-check cannot read: plain strings, filtered by Ajv
    }
  }
  switch (s.format) {
    case 'email':
      return fc.emailAddress();
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'uri':
    case 'url':
      return fc.webUrl();
    case 'password':
      return fc.string({ minLength: Math.max(minLength, 8), maxLength: Math.max(maxLength, 8) });
    default:
      return fc.string({ minLength, maxLength, unit: 'grapheme' });
  }
}

export interface FuzzFinding {
  op: Operation;
  c: Case;
  answer: Answer;
  check: CheckResult;
  runs: number;
  shrinks: number;
}

export interface FuzzDeps {
  contract: Contract;
  validators: Validators;
  encoding: 'form' | 'json';
  tokenGiven: boolean;
  maxExamples: number;
  seed: number;
  /** Sends a case and judges it as any declared envelope (the boundary phase's expectation). */
  judged: (c: Case) => Promise<{ answer: Answer; checks: CheckResult[] }>;
}

/** Fuzzes one operation; its first failing check, shrunk to the smallest request, or a note. */
export async function fuzzOperation(
  op: Operation,
  deps: FuzzDeps,
): Promise<{ requests: number; checks: number; finding?: FuzzFinding; note?: string }> {
  const { contract, validators } = deps;
  const params = ((op.op.parameters as unknown[] | undefined) ?? []).map((p) => contract.resolve<Json>(p));
  const query = params.filter((p) => p.in === 'query' && p.name !== LANG);
  const body = contract.resolve<Json | undefined>(op.op.requestBody);
  const content = body?.content as Record<string, Json> | undefined;
  if (content?.['multipart/form-data'])
    return { requests: 0, checks: 0, note: 'fuzz: multipart uploads are not generated' };
  const media =
    content?.[deps.encoding === 'form' ? 'application/x-www-form-urlencoded' : 'application/json'] ??
    content?.['application/x-www-form-urlencoded'] ??
    content?.['application/json'];
  const encoding: Encoding = media
    ? content?.['application/x-www-form-urlencoded'] === media
      ? 'form'
      : 'json'
    : 'query';
  const bodySchema = media?.schema;
  const queryArb = fc.record(Object.fromEntries(query.map((p) => [String(p.name), arbitrary(contract, p.schema)])), {
    requiredKeys: query.filter((p) => p.required === true).map((p) => String(p.name)),
  });
  const bodyArb = bodySchema
    ? arbitrary(contract, bodySchema).map((b) => {
        const out = { ...(b as Json) };
        if ((flatten(contract, bodySchema).properties as Json | undefined)?.[LANG] || out[LANG] !== undefined)
          out[LANG] = 'en';
        return out;
      })
    : fc.constant(undefined);
  const valid = ({ q, b }: { q: Json; b: Json | undefined }) =>
    query.every((p) =>
      q[String(p.name)] === undefined ? p.required !== true : validators.isValid(p.schema, q[String(p.name)]),
    ) &&
    (!bodySchema || validators.isValid(bodySchema, b));
  const requestArb = fc
    .record({ q: queryArb as fc.Arbitrary<Json>, b: bodyArb as fc.Arbitrary<Json | undefined> })
    .filter(valid);

  let requests = 0;
  let checks = 0;
  let lastFailure: { c: Case; answer: Answer; check: CheckResult } | undefined;
  const property = fc.asyncProperty(requestArb, async ({ q, b }) => {
    const c: Case = {
      op,
      phase: 'fuzz',
      encoding,
      label: 'a generated request',
      query: { ...(media ? {} : { [LANG]: 'en' }), ...q },
      ...(b ? { body: b } : {}),
      withToken: deps.tokenGiven,
      expect: 'envelope',
    };
    const { answer, checks: results } = await deps.judged(c);
    requests += 1;
    checks += results.length;
    const bad = results.find((r) => !r.ok && !r.tooling);
    if (bad) {
      lastFailure = { c, answer, check: bad };
      return false;
    }
    return true;
  });
  try {
    const out = await fc.check(property, {
      numRuns: deps.maxExamples,
      seed: deps.seed,
      endOnFailure: false,
      // a failing request is shrunk for at most this many further requests
      interruptAfterTimeLimit: 120_000,
      markInterruptAsFailure: false,
    });
    if (out.failed && lastFailure) {
      const request = lastFailure.c.body ?? lastFailure.c.query;
      return {
        requests,
        checks,
        finding: {
          op,
          ...lastFailure,
          c: {
            ...lastFailure.c,
            label: `a generated request, shrunk ${out.numShrinks} times to ${JSON.stringify(request)} (seed ${deps.seed}, after ${out.numRuns} requests)`,
          },
          runs: out.numRuns,
          shrinks: out.numShrinks,
        },
      };
    }
    if (out.failed && out.errorInstance)
      return {
        requests,
        checks,
        note: `fuzz: could not generate valid requests (${String((out.errorInstance as Error).message ?? out.errorInstance).slice(0, 120)})`,
      };
    return { requests, checks };
  } catch (error) {
    return { requests, checks, note: `fuzz: ${(error as Error).message.slice(0, 160)}` };
  }
}
