// The six kinds of broken answer the failure sweep (failure-sweep.spec.ts) gives a call, made from
// the call's healthy answer and its schema in the bundled contract: a required field dropped,
// required fields of the wrong type, a null payload, an HTML page, an HTTP 500 and a connection
// reset. Also used by tests/unit/api/broken-answers.test.ts, which checks that every operation's
// validator refuses the four broken bodies.

export const BROKEN_KINDS = ['dropped', 'wrongTypes', 'nullPayload', 'html', 'http500', 'reset'] as const;
export type BrokenKind = (typeof BROKEN_KINDS)[number];

/** What each kind is, in the words of a test title. */
export const KIND_NAMES: Record<BrokenKind, string> = {
  dropped: 'a required field dropped',
  wrongTypes: 'wrong types',
  nullPayload: 'a null payload',
  html: 'an HTML page',
  http500: 'HTTP 500',
  reset: 'a reset connection',
};

/**
 * Operations whose payload may be null, meaning there is none: no saved bank card, no popup
 * notice. Their contract's description says so and their validators take it (checked by
 * tests/unit/api/broken-answers.test.ts); the sweep answers them null as a healthy answer.
 */
export const NULL_MEANS_NONE: ReadonlySet<string> = new Set([
  'POST /user/cash_info',
  'POST /user/cash_info_international',
  'GET /news/index_pop',
]);

/** The page a proxy or a crashed backend answers instead of JSON. */
export const HTML_PAGE =
  '<!doctype html><html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface Schema {
  $ref?: string;
  type?: string | string[];
  required?: string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
}
export interface BundledSpec {
  paths: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> }>
  >;
  components: { schemas: Record<string, Schema> };
}

const isObject = (value: unknown): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function resolve(spec: BundledSpec, schema: Schema | undefined): Schema {
  let current = schema ?? {};
  for (let depth = 0; current.$ref && depth < 20; depth += 1) {
    const name = current.$ref.replace('#/components/schemas/', '');
    current = spec.components.schemas[name] ?? {};
  }
  return current;
}

/**
 * The success branch of an operation's answer: its payload's key (`message`, or the k-line's
 * `data`) and schema; `null` as the key for a service without the envelope (the fiat rates),
 * whose whole body is the payload.
 */
function successBranch(spec: BundledSpec, method: string, path: string): { key: string | null; schema: Schema } {
  const answer = spec.paths[path]?.[method.toLowerCase()]?.responses?.['200']?.content?.['application/json']?.schema;
  const root = resolve(spec, answer);
  const branches = (root.oneOf ?? [root]).map((b) => resolve(spec, b));
  for (const branch of branches) {
    const props = branch.properties ?? {};
    const type = resolve(spec, props.type) as { enum?: unknown[]; const?: unknown };
    const code = resolve(spec, props.code) as { enum?: unknown[]; const?: unknown };
    if (type.enum?.includes('ok') || type.const === 'ok') return { key: 'message', schema: props.message ?? {} };
    if (code.enum?.includes(1) || code.const === 1 || code.enum?.includes(200))
      return { key: 'data', schema: props.data ?? {} };
  }
  return { key: null, schema: branches[0] ?? {} };
}

/** The required properties a schema (with its allOf parts) declares. */
function requiredOf(spec: BundledSpec, schema: Schema): string[] {
  return [schema, ...(schema.allOf ?? []).map((s) => resolve(spec, s))].flatMap((s) => s.required ?? []);
}

function propertyOf(spec: BundledSpec, schema: Schema, key: string): Schema | undefined {
  for (const part of [schema, ...(schema.allOf ?? []).map((s) => resolve(spec, s))]) {
    if (part.properties?.[key]) return part.properties[key];
  }
  return undefined;
}

/**
 * The first object in `value` (depth first, the first item of a list) with required properties
 * that it has, with those properties' names: the place where a field can be dropped or mistyped.
 */
function findTarget(
  spec: BundledSpec,
  schema: Schema | undefined,
  value: Json,
): { object: Record<string, Json>; keys: string[] } | undefined {
  const resolved = resolve(spec, schema);
  const union = resolved.oneOf ?? resolved.anyOf;
  if (union) {
    for (const branch of union) {
      const found = findTarget(spec, branch, value);
      if (found) return found;
    }
    return undefined;
  }
  if (Array.isArray(value)) return value.length > 0 ? findTarget(spec, resolved.items, value[0]!) : undefined;
  if (!isObject(value)) return undefined;
  const keys = requiredOf(spec, resolved).filter((key) => key in value && value[key] !== null);
  if (keys.length > 0) return { object: value, keys };
  for (const [key, inner] of Object.entries(value)) {
    const found = findTarget(spec, propertyOf(spec, resolved, key), inner);
    if (found) return found;
  }
  return undefined;
}

/** A value of another JSON type than `value`'s. */
const wrongTypeOf = (value: Json): Json =>
  typeof value === 'object' && value !== null ? 'not-an-object' : { wrong: 'type' };

/**
 * The healthy envelope `body` of `method path` broken as `kind` (one of the four kinds that have a
 * body): a copy, the original is left as it was.
 */
export function breakBody(
  spec: BundledSpec,
  method: string,
  path: string,
  body: unknown,
  kind: 'dropped' | 'wrongTypes' | 'nullPayload',
): unknown {
  const branch = successBranch(spec, method, path);
  // The payload's holder: the envelope, or for a body without one, a box around the body.
  const key = branch.key ?? 'body';
  const holder = (branch.key ? structuredClone(body) : { body: structuredClone(body) }) as Record<string, Json>;
  const result = () => (branch.key ? holder : (holder.body ?? null));
  if (kind === 'nullPayload') {
    holder[key] = null;
    return result();
  }
  const target = findTarget(spec, branch.schema, holder[key] ?? null);
  if (!target) {
    // No required field inside the payload (a bare value, an empty list): the payload itself is
    // the required field of the envelope.
    if (kind === 'dropped') delete holder[key];
    else holder[key] = wrongTypeOf(holder[key] ?? null);
    return result();
  }
  if (kind === 'dropped') delete target.object[target.keys[0]!];
  else for (const required of target.keys) target.object[required] = wrongTypeOf(target.object[required]!);
  return result();
}
