// OpenAPI runtime expressions as the stateful phase reads them in the contract's `links`:
// `$request.body#/currency_id`, `$request.query.id`, `$response.body#/message/id`, `$statusCode`,
// embedded in text between braces (`/message/{$request.body#/wallet}_wallet`), plus a small
// arithmetic of our own for the `x-conformance` extension (`-{$request.body#/amount} * 2`).
import type { Json } from './contract';

/** What an expression can read: the request sent by a step and the answer it got. */
export interface StepContext {
  query: Record<string, unknown>;
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
  status?: number;
  response?: unknown;
  /** Values the run provides: `$inputs.code` (a verification code), `$inputs.email` (a fresh address). */
  inputs?: Record<string, unknown>;
}

export class MissingValue extends Error {}

/**
 * Reads a JSON pointer (`/message/0/id`); `undefined` when a segment is missing. A segment
 * `[field=value]` picks the first array item whose field reads as that value (our extension, for
 * `x-conformance`: `/message/change_wallet/balance/[currency=1]/change_balance`).
 */
export function readPointer(value: unknown, pointer: string): unknown {
  if (pointer === '' || pointer === '/') return value;
  let node = value;
  for (const raw of pointer.replace(/^\//, '').split('/')) {
    if (node === null || typeof node !== 'object') return undefined;
    const select = /^\[([^=\]]+)=([^\]]*)\]$/.exec(raw);
    if (select) {
      node = Array.isArray(node)
        ? node.find((item) => String((item as Json | null)?.[select[1]!]) === select[2])
        : undefined;
      continue;
    }
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    node = Array.isArray(node) ? node[Number(key)] : (node as Json)[key];
  }
  return node;
}

const EXPRESSION = /^\$(request\.body|request\.query\.|request\.header\.|response\.body|statusCode|inputs\.)/;

/** Whether a value is a runtime expression (a string starting with `$request`, `$response`, ...). */
export const isExpression = (value: unknown): value is string => typeof value === 'string' && EXPRESSION.test(value);

/** Evaluates one runtime expression; throws MissingValue when what it names is absent. */
export function evaluate(expression: string, ctx: StepContext): unknown {
  const [head, pointer = ''] = expression.split('#');
  let value: unknown;
  if (head === '$request.body') value = readPointer(ctx.body, pointer);
  else if (head!.startsWith('$request.query.')) value = ctx.query[head!.slice('$request.query.'.length)];
  else if (head!.startsWith('$request.header.')) value = ctx.headers?.[head!.slice('$request.header.'.length)];
  else if (head === '$response.body') value = readPointer(ctx.response, pointer);
  else if (head === '$statusCode') value = ctx.status;
  else if (head!.startsWith('$inputs.')) value = ctx.inputs?.[head!.slice('$inputs.'.length)];
  else throw new MissingValue(`unknown expression ${expression}`);
  if (value === undefined) throw new MissingValue(`${expression} is absent`);
  return value;
}

/** A link value: an expression is evaluated, text with `{expression}` parts is filled in, objects and arrays recursively. */
export function resolveValue(value: unknown, ctx: StepContext): unknown {
  if (isExpression(value)) return evaluate(value, ctx);
  if (typeof value === 'string' && value.includes('{$'))
    return value.replace(/\{(\$[^}]+)\}/g, (_, e: string) => String(evaluate(e, ctx)));
  if (Array.isArray(value)) return value.map((v) => resolveValue(v, ctx));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveValue(v, ctx)]));
  return value;
}

/**
 * A sum of products of numbers and `{expression}`s (`-{$request.body#/amount} * {$request.body#/price}`),
 * for the amounts money must move by. Decimals arrive as text ("0.01000000").
 */
export function arithmetic(text: string, ctx: StepContext): number {
  const filled = text.replace(/\{(\$[^}]+)\}/g, (_, e: string) => {
    const v = Number(evaluate(e, ctx));
    if (!Number.isFinite(v)) throw new MissingValue(`${e} is not a number`);
    return `(${v})`;
  });
  if (!/^[\d\s.()+\-*/eE]+$/.test(filled)) throw new MissingValue(`not arithmetic: ${text}`);
  let i = 0;
  const s = filled.replace(/\s+/g, '');
  const peek = () => s[i];
  const number = (): number => {
    if (peek() === '(') {
      i += 1;
      const v = sum();
      i += 1; // ')'
      return v;
    }
    if (peek() === '-') {
      i += 1;
      return -number();
    }
    const m = /^\d+(\.\d+)?([eE][+-]?\d+)?/.exec(s.slice(i));
    if (!m) throw new MissingValue(`not arithmetic: ${text}`);
    i += m[0].length;
    return Number(m[0]);
  };
  const product = (): number => {
    let v = number();
    while (peek() === '*' || peek() === '/') {
      const op = s[i++];
      const w = number();
      v = op === '*' ? v * w : v / w;
    }
    return v;
  };
  const sum = (): number => {
    let v = product();
    while (peek() === '+' || peek() === '-') {
      const op = s[i++];
      const w = product();
      v = op === '+' ? v + w : v - w;
    }
    return v;
  };
  return sum();
}

/** A pointer with `{expression}` parts (`/message/change_wallet/balance/[currency={$request.body#/currency_id}]/change_balance`). */
export function readSelector(value: unknown, path: string, ctx: StepContext): unknown {
  return readPointer(value, resolveValue(path, ctx) as string);
}

/** Two values the same for a reader: numbers and decimal text compared as numbers ("0.01000000" = "0.01"). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  const numeric = (v: unknown) =>
    typeof v === 'number' || (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v)) ? Number(v) : NaN;
  const x = numeric(a);
  const y = numeric(b);
  if (Number.isFinite(x) && Number.isFinite(y)) return Math.abs(x - y) <= 1e-9 * Math.max(1, Math.abs(x), Math.abs(y));
  return JSON.stringify(a) === JSON.stringify(b);
}
