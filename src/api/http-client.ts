// The one HTTP client. Every generated hook calls apiRequest() (orval's mutator). It adds `lang`,
// the token and Accept-Language, encodes bodies for the configured layer, applies the envelope
// rule (999 / 998 / failure), checks every successful answer against the generated zod validator
// of its operation, and resolves with the payload alone (with the extra top-level fields next to it
// for the few operations whose success envelope declares some). axios itself is loaded with the
// first request the entry did not make already (loadTransport).
import type { AxiosRequestConfig } from 'axios';
import { config as zodConfig } from 'zod/mini';
import { operations, type OperationInfo } from '../../generated/operations';
import { apiConfig } from './config';
import { apiEffects } from './effects';
import { classifyEnvelope } from './envelope';
import { ApiError, type ContractIssue } from './errors';
import { claimEarly, dropEarly, type EarlyAnswer } from './early';
import { clearSession, getSession, getToken } from './session';
import { loadTransport, type Transport } from './load-transport';
import { nextTask } from '@/lib/next-task';
import { loginPathFor, ROUTES } from '@/lib/routes';
import { toWire, wireKey } from './wire';

// Strict CSP (no 'unsafe-eval'): keep zod from probing `new Function`.
zodConfig({ jitless: true });

export type ErrorType<E> = E;
export type BodyType<B> = B;

/** Per-request options a screen may pass through a generated hook (`request: {...}`). */
export interface RequestOptions extends AxiosRequestConfig {
  /** Do not toast a failure message (the screen reports it itself). 999/998 still redirect. */
  silent?: boolean;
}

/**
 * The payload of the success branch of an operation's response union: its `message` (or the
 * k-line layer's `data`). When that branch declares top-level fields beside `message` (the `url`
 * of /wallet/charge_req), the payload is the envelope without `type`, so that screens see them.
 */
export type Payload<T> = T extends { type: 'ok'; message: infer M }
  ? [Exclude<keyof T, 'type' | 'message'>] extends [never]
    ? M
    : Omit<T, 'type'>
  : T extends { code: 1 | 200; data: infer D }
    ? D
    : never;

/** Finds the contract operation of a request (method + path, with {param} templates). */
export function findOperation(method: string, url: string): OperationInfo | undefined {
  const path = url.split('?')[0] ?? url;
  const key = `${method.toUpperCase()} ${path}`;
  const exact = operations[key];
  if (exact) return exact;
  for (const [pattern, info] of Object.entries(operations)) {
    if (!pattern.includes('{')) continue;
    const re = new RegExp(`^${pattern.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    if (re.test(key)) return info;
  }
  return undefined;
}

/**
 * The answer validator of an operation, loaded once: later calls reuse the loaded module instead of
 * asking the bundler's loader again (which walks the chunk's dependencies on every call). A failed
 * download is forgotten, so that the next call tries again.
 */
const validators = new WeakMap<OperationInfo, ReturnType<OperationInfo['response']>>();
function validatorOf(operation: OperationInfo): ReturnType<OperationInfo['response']> {
  const known = validators.get(operation);
  if (known) return known;
  const loading = operation.response();
  validators.set(operation, loading);
  loading.catch(() => validators.delete(operation));
  return loading;
}

/** Where a 999 or 998 is taking the user, until it does. */
let redirectPath: string | undefined;

/** One toast and one redirect, however many requests come back with 999/998 at once. */
function redirectOnce(message: string, path: string): void {
  if (redirectPath !== undefined) return;
  if (message) apiEffects.toast(message);
  redirectPath = path;
  setTimeout(() => {
    redirectPath = undefined;
    apiEffects.navigate(path);
  }, apiConfig.redirectDelay);
}

/** A 999 has been answered here and the sign-in page is about to open (after its message). */
export const signInPending = (): boolean => redirectPath?.startsWith(ROUTES.login) ?? false;

/** Pages a 999 does not bring the user back to after signing in: the start, and sign-in itself. */
const NO_RETURN: ReadonlySet<string> = new Set([
  '',
  ROUTES.home,
  ROUTES.homeAlias,
  ROUTES.login,
  ROUTES.register,
  ROUTES.forget,
]);

/**
 * Sign-in after a 999, bringing the user back to the page they were on (the hash route; the sign-in
 * page checks it against the routes it knows), as the guard of a private page does.
 */
function signInReturningHere(): string {
  const route = typeof window === 'undefined' ? '' : window.location.hash.replace(/^#/, '');
  return NO_RETURN.has(route.split('?')[0] ?? '') ? ROUTES.login : loginPathFor(route);
}

function transportError({ axios }: Transport, error: unknown, operationId?: string): ApiError {
  if (axios.isAxiosError(error)) {
    if (error.response) {
      return new ApiError('http', `HTTP ${error.response.status}`, {
        status: error.response.status,
        operationId,
        cause: error,
      });
    }
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
      return new ApiError('timeout', 'timeout', { operationId, cause: error });
    }
  }
  return new ApiError('network', 'network', { operationId, cause: error });
}

/**
 * An early answer as the client's own would be (axios rejects a status outside 2xx); none when the
 * early call got no answer at all, so that the client asks again itself.
 */
function earlyResponse(answer: EarlyAnswer, operationId?: string): { status: number; data: unknown } | undefined {
  if ('failed' in answer) {
    if (answer.failed === 'network') return undefined;
    throw new ApiError(answer.failed, answer.failed, { operationId });
  }
  if (answer.status < 200 || answer.status >= 300) {
    throw new ApiError('http', `HTTP ${answer.status}`, { status: answer.status, operationId });
  }
  return answer;
}

interface RawIssue {
  code?: string;
  path: readonly PropertyKey[];
  message: string;
  errors?: RawIssue[][];
}

const DISCRIMINANTS = new Set(['type', 'code']);

/**
 * A response schema is a union of envelopes; when the body matches none, zod reports one
 * `invalid_union` issue at the root. Report the issues of the branch the body was meant for
 * (the one whose `type`/`code` matched), with their full paths.
 */
export function flattenIssues(issues: readonly RawIssue[], prefix: readonly PropertyKey[] = []): ContractIssue[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'invalid_union' && issue.errors && issue.errors.length > 0) {
      const branches = issue.errors.filter(
        (branch) => !branch.some((i) => i.path.length === 1 && DISCRIMINANTS.has(String(i.path[0]))),
      );
      const candidates = branches.length > 0 ? branches : issue.errors;
      const best = candidates.reduce((a, b) => (b.length < a.length ? b : a));
      return flattenIssues(best, path);
    }
    return [{ path: path.map(String).join('.'), message: issue.message }];
  });
}

async function checkContract(
  operation: OperationInfo,
  body: unknown,
  validator: ReturnType<OperationInfo['response']>,
): Promise<void> {
  // The validator's chunk could not be downloaded (offline, a new deployment replaced it): a
  // network failure the screen offers to retry, like a dropped request.
  const schema = await validator.catch((error: unknown) => {
    throw new ApiError('network', 'network', { operationId: operation.operationId, cause: error });
  });
  const result = schema.safeParse(body);
  if (result.success) return;
  const issues = flattenIssues(result.error.issues as RawIssue[]).slice(0, 10);
  if (import.meta.env.DEV) {
    // Paths and rule names only: never log values, which may hold personal data or tokens.
    console.warn(`[contract] ${operation.operationId} answered outside the contract`, issues);
  }
  throw new ApiError('contract', 'contract', { operationId: operation.operationId, issues });
}

/** `{message, ...extras}` for an operation whose success envelope declares extra fields, else the payload. */
function withEnvelopeExtras(operation: OperationInfo, body: unknown, payload: unknown): unknown {
  const extras = operation.envelopeExtras;
  if (!extras || extras.length === 0 || typeof body !== 'object' || body === null) return payload;
  const fields = body as Record<string, unknown>;
  return Object.fromEntries([
    ['message', payload],
    ...extras.filter((key) => fields[key] !== undefined).map((key) => [key, fields[key]]),
  ]);
}

export async function apiRequest<T>(config: AxiosRequestConfig, options?: RequestOptions): Promise<Payload<T>> {
  const method = (config.method ?? 'GET').toUpperCase();
  const url = config.url ?? '';
  const operation = findOperation(method, url);
  const operationId = operation?.operationId;
  const { silent = false, ...axiosOptions } = options ?? {};
  const sentToken = getToken();
  const wire = toWire(config, axiosOptions, sentToken);
  // The answer's validator (a chunk of its own) downloads while the request is on its way, not
  // after the answer came back. A failed download is reported when the answer is checked
  // (validatorOf already handles the rejection meanwhile).
  const validator = operation ? validatorOf(operation) : undefined;

  // The entry may have made this very request already (src/api/early.ts); if it got no answer
  // at all, the request is made again here.
  const signal = (axiosOptions.signal ?? config.signal) as AbortSignal | undefined;
  const early = await claimEarly(wireKey(wire), signal);
  const response = (early && earlyResponse(early, operationId)) ?? (await send());

  async function send(): Promise<{ data: unknown }> {
    const loaded = await loadTransport().catch((error: unknown) => {
      throw new ApiError('network', 'network', { operationId, cause: error });
    });
    // Each request goes out in a task of its own: a screen that mounts with several calls would
    // otherwise make them all (axios, the XHR, ~2-5 ms each at a phone's CPU x4) in the task of
    // its render.
    await nextTask();
    return loaded.instance
      .request({
        ...config,
        ...axiosOptions,
        baseURL: apiConfig.baseURL,
        timeout: apiConfig.timeout,
        headers: wire.headers,
        params: wire.params,
        data: wire.data,
      })
      .catch((error: unknown) => {
        if (loaded.axios.isCancel(error)) throw error;
        throw transportError(loaded, error, operationId);
      });
  }

  const outcome = classifyEnvelope(response.data);
  switch (outcome.kind) {
    case 'ok':
      // (The validator exists exactly when the operation does.)
      if (!operation || !validator) {
        throw new ApiError('contract', 'contract', {
          issues: [{ path: '', message: `${method} ${url} is not in the contract` }],
        });
      }
      await checkContract(operation, response.data, validator);
      return withEnvelopeExtras(operation, response.data, outcome.payload) as Payload<T>;
    case 'session-expired':
      // One event, one message: a 999 to a request sent with a session that has ended since (an
      // earlier 999 ended it and said so, or the user signed in again) says nothing more.
      // (Asked without a session after a 999 ended it here: the sign-in is known to be needed.)
      if (sentToken !== getToken() || (sentToken === null && getSession().ended === 'expired')) {
        throw new ApiError('session-expired', outcome.message, { operationId });
      }
      clearSession('expired');
      dropEarly();
      redirectOnce(outcome.message, signInReturningHere());
      throw new ApiError('session-expired', outcome.message, { operationId });
    case 'verification-required':
      redirectOnce(outcome.message, ROUTES.realMark);
      throw new ApiError('verification-required', outcome.message, { operationId });
    case 'failure':
      if (!silent && outcome.message) apiEffects.toast(outcome.message);
      throw new ApiError('business', outcome.message, { operationId });
    case 'malformed':
      throw new ApiError('contract', 'contract', {
        operationId,
        issues: [{ path: '', message: 'the answer is not an envelope' }],
      });
  }
}

export default apiRequest;
