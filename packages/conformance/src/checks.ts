// Judges one answer: status, content type, JSON, the response schema (Ajv, with the generated
// zod validator as a cross-check), and what the phase expects (success branch, a refusal, 999;
// on a replay of a state-changing request, success or a declared failure branch).
import type { Case } from './cases';
import type { Json } from './contract';
import type { Answer } from './http';
import type { Issue, Validators } from './validators';

export type CheckName =
  | 'time'
  | 'reachable'
  | 'status'
  | 'content-type'
  | 'json'
  | 'schema'
  | 'success'
  | 'rejects-invalid'
  | 'requires-auth'
  | 'validators-agree'
  | 'listed'
  | 'state-changed'
  | 'money-moved'
  | 'refuses-used-up';

export interface CheckResult {
  check: CheckName;
  ok: boolean;
  /** A defect of our tooling (the two validators disagree), not of the server. */
  tooling?: boolean;
  message?: string;
  expected?: string;
  actual?: string;
  issues?: Issue[];
}

export interface ZodLike {
  safeParse: (value: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
}

export interface JudgeOptions {
  timeoutMs: number;
  /** The server is the Prism mock: it refuses with 422/401 problem details instead of the family's envelopes. */
  prism: boolean;
}

export const isSuccess = (body: unknown) => {
  const b = body as Json | null;
  return !!b && typeof b === 'object' && (b.type === 'ok' || b.code === 1 || b.code === 200);
};
const excerpt = (text: string | undefined, n = 160) => {
  const t = (text ?? '').replace(/\s+/g, ' ').trim();
  return t.length > n ? `${t.slice(0, n)}…` : t;
};

export function judge(
  c: Case,
  answer: Answer,
  validators: Validators,
  zod: ZodLike | undefined,
  schema: unknown,
  options: JudgeOptions,
): CheckResult[] {
  if (answer.timedOut)
    return [
      {
        check: 'time',
        ok: false,
        message: 'slower than the timeout',
        expected: `an answer within ${options.timeoutMs} ms`,
        actual: `no answer after ${options.timeoutMs} ms`,
      },
    ];
  if (answer.networkError)
    return [
      { check: 'reachable', ok: false, message: 'no answer', expected: 'an HTTP answer', actual: answer.networkError },
    ];
  const results: CheckResult[] = [{ check: 'time', ok: true }];
  const got = `HTTP ${answer.status} ${answer.contentType ?? '(no content type)'} ${excerpt(answer.text)}`;

  if (options.prism && (c.expect === 'rejected' || c.expect === 'session-expired')) {
    return [...results, prismRefusal(c, answer, got)];
  }

  results.push(
    answer.status === 200
      ? { check: 'status', ok: true }
      : {
          check: 'status',
          ok: false,
          message: 'wrong HTTP status',
          expected: 'HTTP 200 (this backend family answers every outcome with 200)',
          actual: got,
        },
  );
  const ct = answer.contentType ?? '';
  const jsonType = /^application\/json\s*(;|$)/i.test(ct);
  results.push(
    jsonType
      ? { check: 'content-type', ok: true }
      : {
          check: 'content-type',
          ok: false,
          message: ct ? 'wrong content type' : 'no content type',
          expected: 'Content-Type: application/json',
          actual: ct || '(none)',
        },
  );
  let body: unknown;
  try {
    body = JSON.parse(answer.text ?? '');
    results.push({ check: 'json', ok: true });
  } catch (error) {
    results.push({
      check: 'json',
      ok: false,
      message: 'the body is not JSON',
      expected: 'a JSON body',
      actual: `${(error as Error).message}: ${excerpt(answer.text)}`,
    });
    return results;
  }
  const verdict = validators.response(schema, body);
  results.push(
    verdict.valid
      ? { check: 'schema', ok: true }
      : {
          check: 'schema',
          ok: false,
          message: 'the answer breaks the response schema',
          expected: 'an answer valid against the contract',
          actual: got,
          issues: verdict.issues.slice(0, 5),
        },
  );
  if (zod) {
    const z = zod.safeParse(body);
    if (z.success !== verdict.validIgnoringExtras) {
      const zodIssues = (z.error?.issues ?? [])
        .slice(0, 5)
        .map((i) => ({ path: `/${i.path.map(String).join('/')}`, message: i.message }));
      results.push({
        check: 'validators-agree',
        ok: false,
        tooling: true,
        message: 'tooling defect: the generated zod validator and Ajv disagree on this answer',
        expected: `zod ${verdict.validIgnoringExtras ? 'accepts' : 'rejects'} it like Ajv (undeclared fields aside)`,
        actual: `zod ${z.success ? 'accepts' : 'rejects'} it`,
        issues: z.success ? verdict.issues.slice(0, 5) : zodIssues,
      });
    } else results.push({ check: 'validators-agree', ok: true, tooling: true });
  }
  const type = JSON.stringify((body as Json | null)?.type ?? (body as Json | null)?.code);
  if (c.expect === 'success')
    results.push(
      isSuccess(body)
        ? { check: 'success', ok: true }
        : {
            check: 'success',
            ok: false,
            message: `answered ${type} to a valid request`,
            expected: 'the success branch (type "ok", or code 1/200 on the k-line layer)',
            actual: got,
          },
    );
  if (c.expect === 'replay')
    results.push(
      isSuccess(body) || validators.isDeclaredFailure(schema, body)
        ? { check: 'success', ok: true }
        : {
            check: 'success',
            ok: false,
            message: `answered ${type} to a replay of a valid request`,
            expected:
              'the success branch, or one of the declared failure branches (the first request may have used the action up)',
            actual: got,
          },
    );
  if (c.expect === 'rejected')
    results.push(
      isSuccess(body)
        ? {
            check: 'rejects-invalid',
            ok: false,
            message: 'accepts invalid data',
            expected: `a refusal (HTTP 200, type "error") of ${c.label}`,
            actual: got,
          }
        : { check: 'rejects-invalid', ok: true },
    );
  if (c.expect === 'session-expired') {
    const b = body as Json | null;
    results.push(
      b?.type === '999'
        ? { check: 'requires-auth', ok: true }
        : {
            check: 'requires-auth',
            ok: false,
            message: isSuccess(body) ? 'ignores auth' : `answered ${type} without a token`,
            expected: 'the session envelope (HTTP 200, type "999") without a token',
            actual: got,
          },
    );
  }
  return results;
}

/** Prism's stand-in for the family's refusals: 422/401 problem details that name the broken rule. */
function prismRefusal(c: Case, answer: Answer, got: string): CheckResult {
  const check = c.expect === 'rejected' ? 'rejects-invalid' : 'requires-auth';
  const status = c.expect === 'rejected' ? 422 : 401;
  let problem: Json | undefined;
  try {
    problem = JSON.parse(answer.text ?? '') as Json;
  } catch {
    problem = undefined;
  }
  let ok = answer.status === status && /problem\+json/.test(answer.contentType ?? '');
  if (ok && c.broken) {
    const validation = (problem?.validation as { location?: string[]; message?: string }[] | undefined) ?? [];
    ok = validation.some(
      (v) => v.location?.at(-1) === c.broken!.field || (v.message ?? '').includes(`'${c.broken!.field}'`),
    );
  }
  if (ok) return { check, ok: true };
  return {
    check,
    ok: false,
    message:
      answer.status === 200 ? (c.expect === 'rejected' ? 'accepts invalid data' : 'ignores auth') : 'unexpected answer',
    expected:
      c.expect === 'rejected'
        ? `Prism's HTTP 422 problem naming ${c.broken?.field ?? 'the field'} (--prism)`
        : "Prism's HTTP 401 problem (--prism)",
    actual: got,
  };
}
