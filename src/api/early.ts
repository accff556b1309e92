// The first data of the page the app opens on, asked for by the entry (src/main.tsx) while the
// libraries are still downloading, instead of after they have been evaluated. The HTTP client
// (src/api/http-client.ts) claims an answer when it makes the same request (same method, path,
// query, body and session, src/api/wire.ts), and applies to it everything it applies to its own:
// the envelope rule, the contract check, the errors. An answer nobody claims soon is dropped: it
// is for the first render, not a cache.
import { nextTask } from '@/lib/next-task';
import { apiConfig } from './config';
import { readStoredSession } from './stored-session';
import { queryEntries, toWire, wireKey, type CallConfig, type Wire } from './wire';

/** What came back: the status and the parsed body, or no answer at all. */
export type EarlyAnswer = { status: number; data: unknown } | { failed: 'network' | 'timeout' };

/** A first call, and whether it needs the session (made only when one is stored). */
export interface FirstCall extends CallConfig {
  auth?: boolean;
  /**
   * Given the body of a 2xx answer as soon as it arrives, before the app has checked it: for hints
   * only (an image to preload), never for anything the page shows or keeps.
   */
  seen?: (body: unknown) => void;
}

/** How long an answer waits to be claimed once it is in. */
export const UNCLAIMED_MS = 10_000;

const pending = new Map<string, Promise<EarlyAnswer>>();
/** How many times the answers were dropped: a claimed answer goes back only within its generation. */
let generation = 0;

/** The base URL and the path, joined as axios joins them, against the page's address. */
const joinUrl = (base: string, path: string, search: string): string =>
  new URL(
    `${path ? `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}` : base}${search ? `?${search}` : ''}`,
    globalThis.location?.href,
  ).href;

/** Axios's default: a JSON text is parsed, anything else is kept as text (the envelope check says so). */
function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function send(wire: Wire, seen?: (body: unknown) => void): Promise<EarlyAnswer> {
  // Each request in a task of its own, as the app's own (src/api/http-client.ts): a fetch costs
  // the browser 2-4 ms to set up, which five of them would add to the entry's task.
  await nextTask();
  const query = new URLSearchParams(queryEntries(wire.params).map(([key, value]) => [key, String(value)]));
  const body = wire.data === undefined || wire.data instanceof URLSearchParams ? wire.data : JSON.stringify(wire.data);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), apiConfig.timeout);
  try {
    const response = await fetch(joinUrl(apiConfig.baseURL, wire.url, query.toString()), {
      method: wire.method,
      headers: wire.headers,
      body: body as BodyInit | undefined,
      credentials: 'include',
      signal: controller.signal,
    });
    const answer = { status: response.status, data: parse(await response.text()) };
    if (seen && response.ok) {
      try {
        seen(answer.data);
      } catch {
        // A hint that could not be taken: the page loses nothing.
      }
    }
    return answer;
  } catch {
    return { failed: controller.signal.aborted ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
  }
}

/** Makes the calls now (those that need a session only with one), each once. */
export function callEarly(calls: readonly FirstCall[]): void {
  if (typeof fetch !== 'function') return;
  const { token } = readStoredSession();
  for (const { auth, seen, ...call } of calls) {
    if (auth && !token) continue;
    const wire = toWire(call, undefined, token);
    const key = wireKey(wire);
    if (!key || pending.has(key)) continue;
    const answer = send(wire, seen);
    pending.set(key, answer);
    expire(key, answer);
  }
}

/** Drops an answer nobody has claimed within UNCLAIMED_MS of its arrival. */
function expire(key: string, answer: Promise<EarlyAnswer>): void {
  void answer.then(() =>
    setTimeout(() => {
      if (pending.get(key) === answer) pending.delete(key);
    }, UNCLAIMED_MS),
  );
}

/**
 * The early answer to this request, if one was asked for and not claimed yet (it is then gone).
 * When the claiming request is cancelled (a screen left at once; React's StrictMode mounts twice
 * in development), the answer goes back for the same request made next, which would otherwise
 * ask the server again.
 */
export function claimEarly(key: string | undefined, signal?: AbortSignal): Promise<EarlyAnswer> | undefined {
  if (key === undefined) return undefined;
  const answer = pending.get(key);
  if (!answer) return undefined;
  pending.delete(key);
  const claimedIn = generation;
  signal?.addEventListener(
    'abort',
    () => {
      // (Not once the session it was asked with has ended: see dropEarly.)
      if (pending.has(key) || generation !== claimedIn) return;
      pending.set(key, answer);
      expire(key, answer);
    },
    { once: true },
  );
  return answer;
}

/**
 * Forgets every answer not claimed yet: the session they were asked with has ended (a 999), and
 * none of them may answer a request made after signing in again, even one made with a token that
 * happens to be the same.
 */
export function dropEarly(): void {
  pending.clear();
  generation += 1;
}

/** The requests asked for early and not claimed (method and path only: never the token). */
export const unclaimedEarly = (): string[] => [...pending.keys()].map((key) => key.split('?')[0] ?? key);
