// The two validators an answer meets: Ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1) on
// the bundled contract, independent of our code generator, and the zod validator that orval
// generated and that the app applies to every answer. Where the two disagree, the defect is ours.
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { flatten, type Contract, type Json, type Schema } from './contract';
import { readPointer } from './expressions';

export interface Issue {
  path: string;
  message: string;
}

export interface SchemaVerdict {
  valid: boolean;
  /** Valid once undeclared fields are allowed: the generated zod objects ignore them by design. */
  validIgnoringExtras: boolean;
  issues: Issue[];
}

/** `$ref: '#/components/..'` of a sub-schema, rewritten to point into the registered bundle. */
function withSpecRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withSpecRefs);
  if (!value || typeof value !== 'object') return value;
  const out: Json = {};
  for (const [k, v] of Object.entries(value as Json)) {
    out[k] = k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `spec${v}` : withSpecRefs(v);
  }
  return out;
}

export class Validators {
  private readonly ajv: Ajv2020;
  private readonly cache = new Map<string, ValidateFunction>();

  constructor(private readonly contract: Contract) {
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false, validateFormats: true });
    addFormats(this.ajv);
    this.ajv.addFormat('password', true);
    this.ajv.addFormat('binary', true);
    this.ajv.addVocabulary(['example', 'discriminator', 'xml', 'externalDocs']);
    this.ajv.addSchema(contract.spec, 'spec');
  }

  /** A compiled validator of any schema object taken from the bundle. */
  compile(schema: unknown): ValidateFunction {
    const key = JSON.stringify(schema);
    let fn = this.cache.get(key);
    if (!fn) {
      fn = this.ajv.compile(withSpecRefs(schema) as Schema);
      this.cache.set(key, fn);
    }
    return fn;
  }

  isValid(schema: unknown, value: unknown): boolean {
    return this.compile(schema)(value) as boolean;
  }

  /**
   * Checks an answer against an operation's response schema. For a `oneOf` of envelopes the
   * issues come from the branch the answer claims to be (by its `type` or `code`), so that they
   * name the field at fault rather than every branch's mismatch.
   */
  response(schema: unknown, body: unknown): SchemaVerdict {
    const whole = this.compile(schema);
    if (whole(body)) return { valid: true, validIgnoringExtras: true, issues: [] };
    const resolved = this.contract.resolve<Schema>(schema);
    const branches = Array.isArray(resolved.oneOf) ? (resolved.oneOf as unknown[]) : [resolved];
    const claimed = branches.find((branch) => claims(this.contract.resolve<Schema>(branch), body));
    if (!claimed) {
      const envelope = describeEnvelope(body);
      return {
        valid: false,
        validIgnoringExtras: false,
        issues: [{ path: envelope.path, message: envelope.message(branches.map((b) => this.label(b))) }],
      };
    }
    const fn = this.compile(claimed);
    fn(body);
    const errors = fn.errors ?? [];
    const issues = this.closestBranches(claimed, body, errors);
    return {
      valid: false,
      validIgnoringExtras: errors.length > 0 && errors.every((e) => e.keyword === 'additionalProperties'),
      issues: issues.length > 0 ? issues : [{ path: '', message: 'does not match the envelope' }],
    };
  }

  /**
   * Whether an answer is one of the operation's declared failure branches: valid against a branch
   * of its `oneOf` that is neither the success branch nor the session envelope (`999`), such as
   * `error`, `998` or the k-line layer's `code: -1`.
   */
  isDeclaredFailure(schema: unknown, body: unknown): boolean {
    const resolved = this.contract.resolve<Schema>(schema);
    if (!Array.isArray(resolved.oneOf)) return false;
    return (resolved.oneOf as unknown[]).some((branch) => {
      const values = envelopeValues(this.contract.resolve<Schema>(branch));
      const failure = values.length > 0 && values.every((v) => !SUCCESS_VALUES.includes(v as never) && v !== '999');
      return failure && this.isValid(branch, body);
    });
  }

  /**
   * The issues of an answer, each failed `oneOf` inside it reduced to its closest branch (the one
   * with the fewest errors) rather than every branch's mismatch; when every branch fails on its
   * type alone, one issue names the types allowed.
   */
  private closestBranches(schema: unknown, body: unknown, errors: ErrorObject[]): Issue[] {
    const oneOfs = errors.filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf');
    if (!oneOfs.length) return errors.map(toIssue);
    let rest = errors;
    const issues: Issue[] = [];
    // the outermost first: an inner oneOf's errors are then part of its branch
    for (const e of [...oneOfs].sort((a, b) => a.instancePath.length - b.instancePath.length)) {
      if (!rest.includes(e)) continue;
      const at = e.instancePath;
      const under = (x: ErrorObject) => x.instancePath === at || x.instancePath.startsWith(`${at}/`);
      rest = rest.filter((x) => !under(x));
      const node = schemaAt(this.contract, schema, body, at);
      const branches = (node?.oneOf ?? node?.anyOf) as unknown[] | undefined;
      const value = readPointer(body, at);
      if (!branches?.length) {
        issues.push(toIssue(e));
        continue;
      }
      const tried = branches.map((branch) => {
        const fn = this.compile(branch);
        fn(value);
        return { branch, errors: fn.errors ?? [] };
      });
      if (
        tried.every((t) => t.errors.length === 1 && t.errors[0]!.keyword === 'type' && t.errors[0]!.instancePath === '')
      ) {
        const types = tried.map((t) => String((t.errors[0]!.params as { type?: unknown }).type)).join(' or ');
        issues.push({
          path: at,
          message: `must be ${types}, got ${value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value}`,
        });
        continue;
      }
      const closest = tried.reduce((a, b) => (b.errors.length < a.errors.length ? b : a));
      const title = String(flatten(this.contract, closest.branch).title ?? `branch ${tried.indexOf(closest) + 1}`);
      for (const x of closest.errors) {
        const issue = toIssue({ ...x, instancePath: `${at}${x.instancePath}` });
        issues.push({ ...issue, message: `${issue.message} (closest of ${branches.length} oneOf branches: ${title})` });
      }
    }
    return [...rest.map(toIssue), ...issues];
  }

  private label(branch: unknown): string {
    const s = this.contract.resolve<Schema>(branch);
    const props = (s.properties ?? {}) as Record<string, Schema>;
    const t = this.contract.resolve<Schema>(props.type ?? props.code ?? {});
    const values = (t.enum as unknown[] | undefined) ?? (t.const !== undefined ? [t.const] : []);
    return values.map((v) => JSON.stringify(v)).join('|') || String(s.title ?? 'object');
  }
}

/** The `type` values (`"ok"`) and `code` values (1, 200) of the success branch of this family. */
const SUCCESS_VALUES = ['ok', 1, 200] as const;

/** The values of a branch's `type` or `code` (its enum or const), which name the branch. */
function envelopeValues(branch: Schema): unknown[] {
  const props = (branch.properties ?? {}) as Record<string, Schema>;
  for (const key of ['type', 'code']) {
    const prop = props[key];
    if (!prop) continue;
    const allowed = (prop.enum as unknown[] | undefined) ?? (prop.const !== undefined ? [prop.const] : undefined);
    if (allowed) return allowed;
  }
  return [];
}

/** Whether an answer claims to be this envelope branch (its `type` or `code` value is the branch's). */
function claims(branch: Schema, body: unknown): boolean {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
  const props = (branch.properties ?? {}) as Record<string, Schema>;
  for (const key of ['type', 'code']) {
    const prop = props[key];
    if (!prop) continue;
    const allowed = (prop.enum as unknown[] | undefined) ?? (prop.const !== undefined ? [prop.const] : undefined);
    if (allowed) return allowed.includes((body as Json)[key]);
  }
  return false;
}

function describeEnvelope(body: unknown): { path: string; message: (allowed: string[]) => string } {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return {
      path: '',
      message: (allowed) =>
        `must be an envelope object (${allowed.join(', ')}), got ${Array.isArray(body) ? 'an array' : typeof body}`,
    };
  const b = body as Json;
  const key = 'type' in b ? 'type' : 'code' in b ? 'code' : undefined;
  if (!key) return { path: '', message: () => 'has neither `type` nor `code`: not an envelope of this backend family' };
  return {
    path: `/${key}`,
    message: (allowed) => `${JSON.stringify(b[key])} is not an envelope of this operation (${allowed.join(', ')})`,
  };
}

function toIssue(e: ErrorObject): Issue {
  if (e.keyword === 'additionalProperties')
    return {
      path: `${e.instancePath}/${String((e.params as { additionalProperty?: string }).additionalProperty)}`,
      message: 'is not declared by the contract (additionalProperties: false)',
    };
  if (e.keyword === 'required')
    return {
      path: `${e.instancePath}/${String((e.params as { missingProperty?: string }).missingProperty)}`,
      message: 'is required but missing',
    };
  if (e.keyword === 'enum')
    return {
      path: e.instancePath,
      message: `must be one of ${JSON.stringify((e.params as { allowedValues?: unknown[] }).allowedValues)}`,
    };
  return { path: e.instancePath, message: e.message ?? e.keyword };
}

/** The schema of the node at `path` of a value (following properties, items and the oneOf branch that reaches it). */
function schemaAt(contract: Contract, schema: unknown, value: unknown, path: string): Schema | undefined {
  const s = flatten(contract, schema);
  if (path === '') return s;
  for (const key of ['oneOf', 'anyOf'] as const)
    if (Array.isArray(s[key]))
      for (const branch of s[key] as unknown[]) {
        const found = schemaAt(contract, branch, value, path);
        if (found) return found;
      }
  const [head = '', ...tail] = path.slice(1).split('/');
  const key = head.replaceAll('~1', '/').replaceAll('~0', '~');
  const rest = tail.length ? `/${tail.join('/')}` : '';
  const child = readPointer(value, `/${head}`);
  if (Array.isArray(value) && s.items) return schemaAt(contract, s.items, child, rest);
  const props = s.properties as Record<string, unknown> | undefined;
  if (props?.[key]) return schemaAt(contract, props[key], child, rest);
  if (s.additionalProperties && typeof s.additionalProperties === 'object')
    return schemaAt(contract, s.additionalProperties, child, rest);
  return undefined;
}
