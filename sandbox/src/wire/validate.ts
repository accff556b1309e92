// Requests are checked against the contract's own schemas (Ajv, JSON Schema 2020-12 as OpenAPI 3.1
// writes it). Form bodies and query strings carry text, so values are coerced to the declared
// types first (as the backends' validators read "2" as 2); properties a schema does not allow are
// dropped rather than refused (the backends ignore them). A request that still fails is answered
// as the backends answer it: HTTP 200, `type: "error"`, "Parameter error" in the request's language.
//
// Answers are checked with the generated zod validators the app itself uses (generated/), so an
// answer of the sandbox that the app would refuse fails loudly here first.
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Json, Operation } from './contract';

type AjvInstance = InstanceType<typeof Ajv2020>;

function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (value && typeof value === 'object') {
    const out: Json = {};
    for (const [k, v] of Object.entries(value))
      out[k] = k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `spec${v}` : rewriteRefs(v);
    return out;
  }
  return value;
}

export interface RequestValidator {
  query: ValidateFunction;
  /** A form body: text coerced to the declared types. */
  body?: ValidateFunction;
  /** A JSON body: types as sent (a number where the contract says string is refused, as Laravel's rules do). */
  jsonBody?: ValidateFunction;
}

function makeAjv(spec: Json, coerceTypes: boolean): AjvInstance {
  const AjvClass = (Ajv2020 as unknown as { default?: typeof Ajv2020 }).default ?? Ajv2020;
  const ajv: AjvInstance = new AjvClass({
    strict: false,
    allErrors: false,
    coerceTypes,
    removeAdditional: true,
    useDefaults: false,
    validateSchema: false,
  });
  const formats = (addFormats as unknown as { default?: typeof addFormats }).default ?? addFormats;
  formats(ajv);
  ajv.addFormat('password', true);
  ajv.addFormat('binary', true);
  ajv.addVocabulary(['example', 'discriminator', 'xml', 'externalDocs', 'x-proposed']);
  ajv.addSchema(spec, 'spec');
  return ajv;
}

export function requestValidators(spec: Json, operations: Operation[]): Map<string, RequestValidator> {
  const ajv = makeAjv(spec, true);
  const strict = makeAjv(spec, false);
  const out = new Map<string, RequestValidator>();
  for (const op of operations) {
    const query = ajv.compile({
      type: 'object',
      properties: Object.fromEntries(op.query.map((p) => [p.name, rewriteRefs(p.schema)])),
      required: op.query.filter((p) => p.required).map((p) => p.name),
    });
    let body: ValidateFunction | undefined;
    let jsonBody: ValidateFunction | undefined;
    if (op.bodySchema && !op.multipart) {
      body = ajv.compile(rewriteRefs(op.bodySchema) as Json);
      jsonBody = strict.compile(rewriteRefs(op.bodySchema) as Json);
    }
    out.set(op.operationId, { query, body, jsonBody });
  }
  return out;
}

export interface ZodLike {
  safeParse(value: unknown): { success: boolean; error?: { issues?: unknown[]; message?: string } };
}

/**
 * The generated zod validator of each operation's answer, keyed "GET /path", all loaded at start:
 * a regeneration of generated/ while the sandbox runs then changes nothing under it.
 */
export async function responseValidators(): Promise<Map<string, () => Promise<ZodLike>>> {
  const { operations } = await import('../../../generated/operations');
  const out = new Map<string, () => Promise<ZodLike>>();
  // one after the other: modules shared by several validators must not be loaded twice at once
  for (const [key, info] of Object.entries(operations)) {
    const validator = (await info.response()) as unknown as ZodLike;
    out.set(key, () => Promise.resolve(validator));
  }
  return out;
}
