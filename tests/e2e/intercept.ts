// A test's own answers for some of its page's calls, as Playwright's page.route gives them, paused
// in the browser by the DevTools protocol's Fetch domain for only the addresses a test names.
// page.route pauses every request of the page (each script, style and image a round trip to the
// test's worker) and turns the page's HTTP cache off, so that a page with a route downloaded and
// compiled the app's code again: 0.6-0.7 CPU-s a load instead of 0.3.
import type { CDPSession, Page } from '@playwright/test';

/** A call as the browser paused it. */
export interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  postData: string | undefined;
}

/** The answer a test gives in place of the server's. */
export interface Answer {
  status?: number;
  /** Sent as JSON (content type application/json). */
  json?: unknown;
  body?: string;
  contentType?: string;
  headers?: Record<string, string>;
}

/** What the server answered (once the call was let through): `intercepted.fetch()`; its headers without its length and encoding. */
export interface Fetched {
  status: number;
  headers: Record<string, string>;
  text(): string;
  json(): unknown;
}

export interface Intercepted {
  readonly request: Call;
  /** Lets the call through, with other headers if given (all of them: the call's own are replaced). */
  continue(overrides?: { headers?: Record<string, string> }): Promise<void>;
  fulfill(answer: Answer): Promise<void>;
  /** Fails the call as the network would: 'failed', 'internetdisconnected', 'connectionreset'... */
  abort(reason?: string): Promise<void>;
  /** Lets the call through (to `url` instead, if given) and holds the server's answer for `fulfill`. */
  fetch(options?: { url?: string }): Promise<Fetched>;
}

type Handler = (intercepted: Intercepted) => unknown;

interface Interception {
  cdp: CDPSession;
  /** The most recent first, as Playwright's routes: the first whose pattern matches answers. */
  handlers: { pattern: string; matches: RegExp; handler: Handler }[];
  /** The calls let through by `fetch()`, by request id: their answers, once paused. */
  answers: Map<string, (paused: Paused) => void>;
}

interface Paused {
  requestId: string;
  request: { url: string; method: string; headers: Record<string, string>; postData?: string };
  responseStatusCode?: number;
  responseHeaders?: { name: string; value: string }[];
}

const INTERCEPTIONS = new WeakMap<Page, Promise<Interception>>();

/** The DevTools protocol's error reasons, by the names Playwright's route.abort takes. */
const REASONS = {
  aborted: 'Aborted',
  accessdenied: 'AccessDenied',
  addressunreachable: 'AddressUnreachable',
  blockedbyclient: 'BlockedByClient',
  blockedbyresponse: 'BlockedByResponse',
  connectionaborted: 'ConnectionAborted',
  connectionclosed: 'ConnectionClosed',
  connectionfailed: 'ConnectionFailed',
  connectionrefused: 'ConnectionRefused',
  connectionreset: 'ConnectionReset',
  internetdisconnected: 'InternetDisconnected',
  namenotresolved: 'NameNotResolved',
  timedout: 'TimedOut',
  failed: 'Failed',
} as const;

/**
 * A glob as Playwright's: `*` any characters but `/`, `**` any characters, `?` a literal question
 * mark (as in a query string); to a RegExp for this side, and to the DevTools protocol's pattern
 * (`*` any characters, `?` one character, `\` escapes) for the browser's side, which may match
 * more: this side has the last word.
 */
function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i += 1) {
    const char = glob[i]!;
    if (char === '*' && glob[i + 1] === '*') {
      source += '.*';
      i += 1;
    } else if (char === '*') source += '[^/]*';
    else source += char.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}
const browserPattern = (glob: string) => glob.replace(/\\/g, '\\\\').replace(/\?/g, '\\?').replace(/\*+/g, '*');

const headerList = (headers: Record<string, string>) =>
  Object.entries(headers).map(([name, value]) => ({ name, value }));

/**
 * True while this module asks for a DevTools session of its own (one that `stopIntercepting`
 * closes, and with it the interception): a kept page may then serve the next test (tests/e2e/test.ts).
 */
export let openingOwnSession = false;

async function interception(page: Page): Promise<Interception> {
  let started = INTERCEPTIONS.get(page);
  if (!started) {
    started = (async () => {
      openingOwnSession = true;
      const opening = page.context().newCDPSession(page);
      openingOwnSession = false;
      const cdp = await opening;
      const state: Interception = { cdp, handlers: [], answers: new Map() };
      cdp.on('Fetch.requestPaused', (paused: Paused) => {
        // (a call the page no longer waits for, or the page closed: nothing to answer)
        void onPaused(state, paused).catch(() => undefined);
      });
      return state;
    })();
    INTERCEPTIONS.set(page, started);
  }
  return started;
}

async function onPaused(state: Interception, paused: Paused): Promise<void> {
  const { cdp } = state;
  const { requestId, request } = paused;
  if (paused.responseStatusCode !== undefined) {
    const waiting = state.answers.get(requestId);
    state.answers.delete(requestId);
    if (waiting) waiting(paused);
    else await cdp.send('Fetch.continueResponse', { requestId });
    return;
  }
  const found = state.handlers.find(({ matches }) => matches.test(request.url));
  if (!found) {
    await cdp.send('Fetch.continueRequest', { requestId });
    return;
  }
  const origin = request.headers.Origin ?? request.headers.origin ?? '*';
  const fulfill = async ({ status = 200, json, body, contentType, headers = {} }: Answer) => {
    const text = json !== undefined ? JSON.stringify(json) : (body ?? '');
    const all: Record<string, string> = {
      'content-type': contentType ?? (json !== undefined ? 'application/json' : 'text/plain'),
      ...headers,
    };
    // (an answer to a call from another origin carries its permission, as Playwright's fulfill adds it)
    if (!Object.keys(all).some((name) => name.toLowerCase() === 'access-control-allow-origin'))
      all['access-control-allow-origin'] = origin;
    await cdp.send('Fetch.fulfillRequest', {
      requestId,
      responseCode: status,
      responseHeaders: headerList(all),
      body: Buffer.from(text).toString('base64'),
    });
  };
  await found.handler({
    request: { url: request.url, method: request.method, headers: request.headers, postData: request.postData },
    continue: async ({ headers } = {}) => {
      await cdp.send('Fetch.continueRequest', { requestId, ...(headers && { headers: headerList(headers) }) });
    },
    fulfill,
    abort: async (reason = 'failed') => {
      await cdp.send('Fetch.failRequest', {
        requestId,
        errorReason: REASONS[reason.toLowerCase() as keyof typeof REASONS] ?? 'Failed',
      });
    },
    fetch: async ({ url } = {}) => {
      const answered = new Promise<Paused>((resolve) => state.answers.set(requestId, resolve));
      await cdp.send('Fetch.continueRequest', { requestId, interceptResponse: true, ...(url && { url }) });
      const response = await answered;
      const { body, base64Encoded } = await cdp.send('Fetch.getResponseBody', { requestId });
      const text = base64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
      return {
        status: response.responseStatusCode!,
        // (but its length and encoding: the body here is decoded, and `fulfill` may change it)
        headers: Object.fromEntries(
          (response.responseHeaders ?? [])
            .map(({ name, value }) => [name.toLowerCase(), value])
            .filter(([name]) => name !== 'content-length' && name !== 'content-encoding'),
        ),
        text: () => text,
        json: () => JSON.parse(text) as unknown,
      };
    },
  });
}

/**
 * Answers the page's calls to addresses matching `glob` (Playwright's glob: `**` any characters)
 * with `handler`; the most recent interception whose glob matches a call answers it. The rest of
 * the page's requests are never paused, and its HTTP cache stays on. Resolves to what ends this
 * interception.
 */
export async function intercept(page: Page, glob: string, handler: Handler): Promise<() => Promise<void>> {
  const state = await interception(page);
  const entry = { pattern: glob, matches: globToRegExp(glob), handler };
  state.handlers.unshift(entry);
  const patterns = () => state.handlers.map(({ pattern }) => ({ urlPattern: browserPattern(pattern) }));
  await state.cdp.send('Fetch.enable', { patterns: patterns() });
  return async () => {
    state.handlers = state.handlers.filter((other) => other !== entry);
    await (state.handlers.length > 0
      ? state.cdp.send('Fetch.enable', { patterns: patterns() })
      : state.cdp.send('Fetch.disable'));
  };
}

/** Ends the page's interceptions: its calls go to the network again. */
export async function stopIntercepting(page: Page): Promise<void> {
  const started = INTERCEPTIONS.get(page);
  if (!started) return;
  INTERCEPTIONS.delete(page);
  await (await started).cdp.detach().catch(() => undefined);
}
