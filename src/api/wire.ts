// What a call puts on the wire, worked out in one place for the HTTP client (src/api/http-client.ts)
// and for the first calls the entry makes before the client has loaded (src/api/early.ts): `lang`,
// the token and Accept-Language, the query, and the body encoded for the configured layer. No
// library here (the entry runs it while the libraries download).
import type { AxiosRequestConfig } from 'axios';
import { apiConfig } from './config';
import { encodeForm, FormBody } from './form-body';
import { acceptLanguageFor, getRequestLang } from './lang';

/** A call as the generated functions describe it (orval's mutator config), and a screen's extras. */
export type CallConfig = Pick<AxiosRequestConfig, 'url' | 'method' | 'params' | 'data' | 'headers'>;

export interface Wire {
  method: string;
  /** The operation's path, without the base URL or the query. */
  url: string;
  params: Record<string, unknown>;
  headers: Record<string, string>;
  /** The encoded body: URLSearchParams (form layer), an object (JSON layer), FormData, or none. */
  data: unknown;
}

function authHeader(token: string): string {
  return apiConfig.authScheme === 'bearer' ? `Bearer ${token}` : token;
}

function encodeBody(data: unknown, lang: string, headers: Record<string, string>): unknown {
  if (data instanceof FormBody) {
    const fields = { ...data.fields, lang };
    if (apiConfig.encoding === 'json') {
      headers['Content-Type'] = 'application/json';
      return fields;
    }
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    return encodeForm(fields);
  }
  if (typeof FormData !== 'undefined' && data instanceof FormData) {
    data.set('lang', lang);
    delete headers['Content-Type']; // the browser adds the multipart boundary
    return data;
  }
  if (data instanceof URLSearchParams) {
    data.set('lang', lang);
    return data;
  }
  if (data && typeof data === 'object') return { ...(data as object), lang };
  return data === undefined ? encodeForm({ lang }) : data;
}

/** The request a call makes now: in the current language, with the session's token if any. */
export function toWire(
  config: CallConfig,
  extra: Pick<CallConfig, 'params' | 'headers'> = {},
  token: string | null,
): Wire {
  const method = (config.method ?? 'GET').toUpperCase();
  const lang = getRequestLang();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': acceptLanguageFor(lang),
    ...(config.headers as Record<string, string> | undefined),
    ...(extra.headers as Record<string, string> | undefined),
  };
  if (token) headers.Authorization = authHeader(token);
  const isQuery = method === 'GET' || method === 'DELETE' || method === 'HEAD';
  const params: Record<string, unknown> = isQuery
    ? { ...config.params, ...extra.params, lang }
    : { ...config.params, ...extra.params };
  const data = isQuery ? undefined : encodeBody(config.data, lang, headers);
  return { method, url: config.url ?? '', params, headers, data };
}

/** The query's parameters that are sent (axios leaves out undefined and null ones). */
export const queryEntries = (params: Record<string, unknown>): [string, unknown][] =>
  Object.entries(params).filter(([, value]) => value !== undefined && value !== null);

/**
 * What makes two requests the same answer: method, path, query, body and session. None for a
 * multipart upload (never made early).
 */
export function wireKey(wire: Wire): string | undefined {
  const { data } = wire;
  if (typeof FormData !== 'undefined' && data instanceof FormData) return undefined;
  const body = data === undefined ? '' : data instanceof URLSearchParams ? data.toString() : JSON.stringify(data);
  const query = queryEntries(wire.params)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${JSON.stringify(value)}`)
    .join('&');
  return `${wire.method} ${wire.url}?${query}\n${body}\n${wire.headers.Authorization ?? ''}`;
}
