// Sends one case to the server under test with a deadline, and writes the `curl` line that
// reproduces it (the token shown as $TOKEN, never in clear).
import type { Case } from './cases';

export interface Target {
  baseUrl: string;
  token?: string;
  authScheme: 'raw' | 'bearer';
  timeoutMs: number;
  /** Extra headers on every request (--header); values of secret-looking ones are hidden in reports. */
  headers?: Record<string, string>;
  /** At most this many requests started per second (--rate-limit). */
  rateLimit?: number;
}

/** Header names whose values never appear in a report or a curl line. */
const SECRET_HEADER = /auth|key|token|cookie|secret|session|signature/i;
export const shownHeader = (name: string, value: string) => (SECRET_HEADER.test(name) ? '***' : value);

/** Request starts spaced by 1/rate seconds, in the order asked, whatever the concurrency. */
let nextStart = 0;
async function paced(rate: number | undefined): Promise<void> {
  if (!rate) return;
  const now = performance.now();
  const at = Math.max(now, nextStart);
  nextStart = at + 1000 / rate;
  if (at > now) await new Promise((r) => setTimeout(r, at - now));
}

export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface Answer {
  request: SentRequest;
  curl: string;
  durationMs: number;
  timedOut: boolean;
  networkError?: string;
  /** The first attempt's network error when the request was sent a second time on a new connection. */
  retriedAfter?: string;
  status?: number;
  contentType?: string;
  text?: string;
}

/** A 1x1 PNG for the multipart upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

function formBody(body: Record<string, unknown>): string {
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(body)) {
    if (Array.isArray(v)) v.forEach((item, i) => form.append(`${k}[${i}]`, String(item)));
    else if (v !== null && v !== undefined) form.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  return form.toString();
}

const quote = (s: string) => `'${s.replaceAll("'", "'\\''")}'`;

export function buildRequest(target: Target, c: Case): SentRequest {
  const url = new URL(target.baseUrl.replace(/\/+$/, '') + c.op.path);
  for (const [k, v] of Object.entries(c.query)) if (v !== undefined) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = { Accept: 'application/json' };
  for (const [k, v] of Object.entries(target.headers ?? {})) headers[k] = shownHeader(k, v);
  if (c.withToken && (c.token ?? target.token))
    headers.Authorization = target.authScheme === 'bearer' ? 'Bearer $TOKEN' : '$TOKEN';
  const request: SentRequest = { method: c.op.method.toUpperCase(), url: url.toString(), headers };
  if (c.encoding === 'form' && c.body) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    request.body = formBody(c.body);
  } else if (c.encoding === 'json' && c.body) {
    headers['Content-Type'] = 'application/json';
    request.body = JSON.stringify(c.body);
  } else if (c.encoding === 'multipart') {
    request.body = 'file=@pixel.png;type=image/png';
  }
  return request;
}

export function curlOf(request: SentRequest, encoding: Case['encoding']): string {
  const parts = ['curl', '-sS', '-X', request.method, quote(request.url)];
  for (const [k, v] of Object.entries(request.headers)) {
    // "$TOKEN" stays a shell variable: double quotes
    parts.push('-H', v.includes('$TOKEN') ? `"${k}: ${v}"` : quote(`${k}: ${v}`));
  }
  if (encoding === 'multipart') parts.push('-F', quote(request.body ?? ''));
  else if (request.body !== undefined) parts.push('--data-raw', quote(request.body));
  return parts.join(' ');
}

export async function send(target: Target, c: Case): Promise<Answer> {
  const request = buildRequest(target, c);
  const curl = curlOf(request, c.encoding);
  const headers = { ...request.headers, ...target.headers };
  if (headers.Authorization)
    headers.Authorization = headers.Authorization.replace('$TOKEN', c.token ?? target.token ?? '');
  let body: BodyInit | undefined = request.body;
  if (c.encoding === 'multipart') {
    const form = new FormData();
    form.set('file', new Blob([PNG], { type: 'image/png' }), 'pixel.png');
    body = form;
  }
  const attempt = async (): Promise<Answer> => {
    await paced(target.rateLimit);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), target.timeoutMs);
    const started = performance.now();
    try {
      const response = await fetch(request.url, {
        method: request.method,
        headers,
        ...(body !== undefined ? { body } : {}),
        signal: controller.signal,
        redirect: 'manual',
      });
      const text = await response.text();
      return {
        request,
        curl,
        durationMs: performance.now() - started,
        timedOut: false,
        status: response.status,
        ...(response.headers.get('content-type') !== null
          ? { contentType: response.headers.get('content-type')! }
          : {}),
        text,
      };
    } catch (error) {
      const timedOut = controller.signal.aborted;
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      return {
        request,
        curl,
        durationMs: performance.now() - started,
        timedOut,
        ...(timedOut ? {} : { networkError: cause?.code ?? cause?.message ?? (error as Error).message }),
      };
    } finally {
      clearTimeout(timer);
    }
  };
  const first = await attempt();
  // A kept-alive connection the server closes for idleness just as a request goes out on it ends
  // with the socket closed and no byte of an answer: the server never read that request. Browsers
  // send it again on a new connection (Chromium does so for any method); so does this command, once,
  // and the answer says so. A server that drops the connection twice is reported as unreachable.
  if (first.networkError && CLOSED_BEFORE_ANSWER.has(first.networkError)) {
    const second = await attempt();
    return { ...second, retriedAfter: first.networkError };
  }
  return first;
}

/** Network errors that mean the connection closed before any byte of the answer. */
const CLOSED_BEFORE_ANSWER = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE']);
