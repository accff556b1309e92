// The contract as the sandbox reads it: the bundled OpenAPI document (dist-spec/openapi.json, made
// by `npm run api:bundle`), its operations with their method, path, tag, whether they are public
// or proposed, and the schemas of their query parameters and request bodies.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const BUNDLE = resolve(ROOT, 'dist-spec/openapi.json');

export type Json = Record<string, unknown>;

export interface Operation {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  tag: string;
  isPublic: boolean;
  proposed: boolean;
  /** Query parameters other than `lang` (resolved). */
  query: Array<{ name: string; required: boolean; schema: Json }>;
  /** JSON pointer of the request body's schema (its first media type), if any. */
  bodySchema?: Json;
  bodyRequired: boolean;
  multipart: boolean;
  /** Top-level fields of the success envelope beside type and message. */
  envelopeExtras: string[];
  /** How the operation answers a failure: `{type: "error", message}`, or the k-line layer's `{code: -1, msg, data}`. */
  failure: 'type' | 'code';
}

export function loadSpec(file = BUNDLE): Json {
  return JSON.parse(readFileSync(file, 'utf8')) as Json;
}

export function resolver(spec: Json) {
  return function resolveRef<T = Json>(value: unknown): T {
    let v = value as Json | undefined;
    while (v && typeof v === 'object' && typeof v.$ref === 'string') {
      v = (v.$ref as string)
        .slice(2)
        .split('/')
        .map((p) => p.replaceAll('~1', '/').replaceAll('~0', '~'))
        .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], spec) as Json | undefined;
    }
    return v as T;
  };
}

export function operationsOf(spec: Json): Operation[] {
  const resolveRef = resolver(spec);
  const globalSecurity = (spec.security as unknown[]) ?? [];
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(spec.paths as Record<string, Json>)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const params = ((op.parameters as unknown[]) ?? []).map((p) => resolveRef<Json>(p));
      const content = resolveRef<Json>(op.requestBody)?.content as Record<string, Json> | undefined;
      const media = content ? Object.keys(content)[0] : undefined;
      const okBranch = envelopeOk(resolveRef, op);
      out.push({
        operationId: String(op.operationId),
        method: method.toUpperCase() as Operation['method'],
        path,
        tag: ((op.tags as string[]) ?? ['default'])[0] ?? 'default',
        isPublic: ((op.security as unknown[]) ?? globalSecurity).length === 0,
        proposed: op['x-proposed'] === true,
        query: params
          .filter((p) => p.in === 'query' && p.name !== 'lang')
          .map((p) => ({ name: String(p.name), required: p.required === true, schema: p.schema as Json })),
        bodySchema: media ? (content?.[media]?.schema as Json) : undefined,
        bodyRequired: resolveRef<Json>(op.requestBody)?.required === true,
        multipart: media === 'multipart/form-data',
        envelopeExtras: okBranch,
        failure: failureShape(resolveRef, op),
      });
    }
  }
  return out;
}

function envelopeOk(resolveRef: ReturnType<typeof resolver>, op: Json): string[] {
  const media = (resolveRef<Json>((op.responses as Json)?.['200'])?.content as Record<string, Json> | undefined)?.[
    'application/json'
  ];
  const schema = resolveRef<Json>(media?.schema);
  for (const branch of ((schema?.oneOf as unknown[]) ?? [schema]).map((b) => resolveRef<Json>(b))) {
    const props = (branch?.properties as Json) ?? {};
    if (!resolveRef<Json>(props.type)?.enum || !(resolveRef<Json>(props.type).enum as string[]).includes('ok'))
      continue;
    if (!('message' in props)) continue;
    return Object.keys(props).filter((k) => k !== 'type' && k !== 'message');
  }
  return [];
}

/** `code` when no branch of the answer is a `{type, message}` envelope (the k-line layer). */
function failureShape(resolveRef: ReturnType<typeof resolver>, op: Json): 'type' | 'code' {
  const media = (resolveRef<Json>((op.responses as Json)?.['200'])?.content as Record<string, Json> | undefined)?.[
    'application/json'
  ];
  const schema = resolveRef<Json>(media?.schema);
  const branches = ((schema?.oneOf as unknown[]) ?? [schema]).map((b) => resolveRef<Json>(b));
  return branches.some((b) => b && 'type' in ((b.properties as Json) ?? {})) ? 'type' : 'code';
}
