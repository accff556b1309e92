// Builds the requests of every phase for one operation: a valid request from the contract
// (named examples, else schema examples, else generated from the schema), the edges of every
// constraint (boundary), each documented constraint broken one at a time (negative), and the
// request without its token (auth). Every built request is checked against the contract with Ajv
// first: a boundary request must be valid, a negative one invalid, or the case is not sent.
import { JSONSchemaFaker } from 'json-schema-faker';
import { flatten, type Contract, type Json, type Operation, type Schema } from './contract';
import type { Validators } from './validators';

export type Phase = 'examples' | 'boundary' | 'negative' | 'auth' | 'stateful' | 'fuzz';
export type Encoding = 'form' | 'json' | 'query' | 'multipart';
/**
 * What the answer must be: the success branch, any declared envelope, a refusal, or the 999
 * envelope; `replay` is a valid request of a state-changing operation sent again after its first
 * one (the other encoding, the public call without a token): success, or a declared failure
 * branch, since an action may be used up (an order paid, a code already sent); `used-up` is a
 * request on a resource a sequence used up (stateful.ts judges it).
 */
export type Expectation = 'success' | 'replay' | 'envelope' | 'rejected' | 'session-expired' | 'used-up';

export interface Case {
  op: Operation;
  phase: Phase;
  encoding: Encoding;
  label: string;
  query: Record<string, unknown>;
  body?: Record<string, unknown>;
  withToken: boolean;
  expect: Expectation;
  /** The field and rule a negative case breaks. */
  broken?: { field: string; where: 'query' | 'body'; rule: string };
  /** The first valid request of a state-changing operation: sent before every other request of the run (run.ts). */
  first?: boolean;
  /** Another session than the run's (a user a sequence signed up). */
  token?: string;
}

interface Field {
  name: string;
  where: 'query' | 'body';
  schema: Schema;
  required: boolean;
}

/** The family's transport parameter: every value is a boundary case, but a language outside the
 * list is answered in the default language, not refused, so it is never a negative case. */
const LANG = 'lang';

export interface Planner {
  cases(op: Operation): { cases: Case[]; notes: string[] };
}

export function createPlanner(
  contract: Contract,
  validators: Validators,
  options: { encodings: ('form' | 'json')[]; seed: number; tokenGiven: boolean },
): Planner {
  let state = options.seed >>> 0 || 1;
  const random = () => {
    // mulberry32: a small seeded generator, so that --seed repeats a run exactly
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  JSONSchemaFaker.option({
    random,
    alwaysFakeOptionals: false,
    useExamplesValue: true,
    useDefaultValue: true,
    failOnInvalidTypes: false,
    maxItems: 2,
  });
  JSONSchemaFaker.format('password', () => 'Tr4de!safe9');
  JSONSchemaFaker.format('binary', () => 'pixel');
  /**
   * The contract's parts a schema reaches through its `$ref`s, keyed by the reference as written
   * (`#/components/schemas/LocalizedText`), which is how json-schema-faker looks a reference up
   * first. It walks the whole of the refs it is given on every call: given the whole contract
   * (1 MB), that walk was half the CPU of a run, and it could not follow a local reference from
   * inside a schema anyway ("Prop not found: components"), so such a schema generated nothing.
   */
  const reachable = new WeakMap<object, Record<string, unknown>>();
  const refsOf = (schema: Schema): Record<string, unknown> => {
    const known = reachable.get(schema);
    if (known) return known;
    const refs: Record<string, unknown> = {};
    const visit = (value: unknown): void => {
      if (!value || typeof value !== 'object') return;
      if (Array.isArray(value)) return value.forEach(visit);
      const ref = (value as { $ref?: unknown }).$ref;
      if (typeof ref === 'string' && ref.startsWith('#/') && !(ref in refs)) {
        const target = contract.resolve<unknown>({ $ref: ref });
        refs[ref] = target;
        visit(target);
      }
      for (const child of Object.values(value)) visit(child);
    };
    visit(schema);
    reachable.set(schema, refs);
    return refs;
  };
  /** A value generated for `schema` (`refsFrom`: the schema it was made from, whose references it keeps). */
  const generate = (schema: Schema, refsFrom: Schema = schema): unknown => {
    try {
      return JSONSchemaFaker.generate(schema as never, refsOf(refsFrom) as never) as unknown;
    } catch {
      return undefined;
    }
  };

  /** A valid value of a field: its example, default or first enum value, else generated. */
  function validValue(schema: Schema): unknown {
    for (const candidate of [schema.example, schema.default, (schema.enum as unknown[] | undefined)?.[0], schema.const])
      if (candidate !== undefined && validators.isValid(schema, candidate)) return candidate;
    for (let i = 0; i < 20; i += 1) {
      const value = generate(schema);
      if (validators.isValid(schema, value)) return value;
    }
    return undefined;
  }

  /** Strings of an exact length built from a valid one (cut or extended with its own characters). */
  function ofLength(schema: Schema, base: string, length: number): string[] {
    const chars = [...base];
    const fill = chars.at(-1) ?? 'a';
    const cut = chars.slice(0, length).join('');
    const extended = chars.join('') + fill.repeat(Math.max(0, length - chars.length));
    const candidates = [
      cut.length === length ? cut : extended,
      extended.slice(0, length),
      'a'.repeat(length),
      '1'.repeat(length),
    ];
    for (let i = 0; i < 30 && length > 0; i += 1) {
      const g = generate({ ...schema, minLength: length, maxLength: length }, schema);
      if (typeof g === 'string' && [...g].length === length) candidates.push(g);
    }
    return candidates.filter((c) => [...c].length === length);
  }

  function boundaryValues(field: Field, current: unknown): { value: unknown; label: string }[] {
    const s = field.schema;
    const out: { value: unknown; label: string }[] = [];
    if (Array.isArray(s.enum))
      for (const v of s.enum.slice(0, 24))
        out.push({ value: v, label: `${field.name} = ${JSON.stringify(v)} (enum value)` });
    if (s.type === 'integer' || s.type === 'number') {
      if (typeof s.minimum === 'number')
        out.push({ value: s.minimum, label: `${field.name} = ${s.minimum} (minimum)` });
      if (typeof s.maximum === 'number')
        out.push({ value: s.maximum, label: `${field.name} = ${s.maximum} (maximum)` });
    }
    if (s.type === 'boolean')
      out.push({ value: true, label: `${field.name} = true` }, { value: false, label: `${field.name} = false` });
    if (s.type === 'string' && !s.enum) {
      const base = typeof current === 'string' && current ? current : String(validValue(s) ?? 'a');
      for (const [edge, length] of [
        ['minLength', s.minLength],
        ['maxLength', s.maxLength],
      ] as const) {
        if (typeof length !== 'number') continue;
        const value = ofLength(s, base, length).find((c) => validators.isValid(s, c));
        if (value !== undefined) out.push({ value, label: `${field.name}: ${length} characters (${edge})` });
      }
      if (typeof s.format === 'string' && !['password', 'binary'].includes(s.format)) {
        const value = validValue(s);
        if (value !== undefined) out.push({ value, label: `${field.name}: a valid ${s.format}` });
      }
    }
    return out.filter((b) => JSON.stringify(b.value) !== JSON.stringify(current));
  }

  function negativeValues(
    field: Field,
    current: unknown,
    encoding: Encoding,
  ): { value: unknown; label: string; rule: string }[] {
    const s = field.schema;
    const out: { value: unknown; label: string; rule: string }[] = [];
    const text = encoding !== 'json';
    if (s.type === 'integer' || s.type === 'number')
      out.push({
        value: 'abc',
        label: `${field.name} = "abc" (not ${s.type === 'integer' ? 'an integer' : 'a number'})`,
        rule: 'type',
      });
    if (s.type === 'boolean')
      out.push({ value: 'maybe', label: `${field.name} = "maybe" (not a boolean)`, rule: 'type' });
    if (s.type === 'string' && !text)
      out.push({ value: 12345, label: `${field.name} = 12345 (a number, not a string)`, rule: 'type' });
    if (s.type === 'array' && !text)
      out.push({ value: 'x', label: `${field.name} = "x" (not an array)`, rule: 'type' });
    const pageSize = /^(limit|size|page_size|per_page)$/.test(field.name);
    if (typeof s.minimum === 'number') {
      const v = s.minimum - 1;
      out.push({
        value: v,
        label: `${field.name} = ${v} (below minimum ${s.minimum}${pageSize ? ', bad page size' : ''})`,
        rule: 'minimum',
      });
    }
    if (typeof s.maximum === 'number') {
      const v = s.maximum + 1;
      out.push({
        value: v,
        label: `${field.name} = ${v} (above maximum ${s.maximum}${pageSize ? ', bad page size' : ''})`,
        rule: 'maximum',
      });
    }
    if (Array.isArray(s.enum)) {
      const nums = s.enum.filter((v): v is number => typeof v === 'number');
      const v = nums.length === s.enum.length ? Math.max(...nums) + 1 : `${String(s.enum[0])}_unknown`;
      out.push({ value: v, label: `${field.name} = ${JSON.stringify(v)} (not one of the enum values)`, rule: 'enum' });
    }
    if (s.type === 'string' && !s.enum) {
      const base = typeof current === 'string' && current ? current : String(validValue(s) ?? 'a');
      // An empty value reads as an absent one on this family's transport (Laravel turns empty
      // strings into null), so a minLength of 1 is never broken with "": that is "missing".
      if (typeof s.minLength === 'number' && s.minLength > 1) {
        const v = [...base]
          .slice(0, s.minLength - 1)
          .join('')
          .padEnd(s.minLength - 1, 'a');
        out.push({
          value: v,
          label: `${field.name}: ${s.minLength - 1} characters (minLength ${s.minLength})`,
          rule: 'minLength',
        });
      }
      if (typeof s.maxLength === 'number') {
        const fill = [...base].at(-1) ?? 'a';
        const v = base + fill.repeat(Math.max(1, s.maxLength + 1 - [...base].length));
        out.push({
          value: v,
          label: `${field.name}: ${[...v].length} characters (maxLength ${s.maxLength})`,
          rule: 'maxLength',
        });
      }
      if (typeof s.pattern === 'string') {
        const { pattern: _p, ...loose } = s;
        const mutations = [base.slice(0, -1), `${base}9`, `${base}x`, `#${base.slice(1)}`, `${base} `, `!${base}`, 'x'];
        const v = mutations.find(
          (m) => m !== '' && m !== base && validators.isValid(loose, m) && !validators.isValid(s, m),
        );
        if (v !== undefined)
          out.push({
            value: v,
            label: `${field.name} = ${JSON.stringify(v)} (does not match ${s.pattern})`,
            rule: 'pattern',
          });
      }
      if (s.format === 'email')
        out.push({ value: 'not-an-email', label: `${field.name} = "not-an-email" (format email)`, rule: 'format' });
    }
    return out;
  }

  function requestSchema(op: Operation): { schema: Schema; media: Json; encodings: Encoding[] } | undefined {
    const body = contract.resolve<Json | undefined>(op.op.requestBody);
    const content = body?.content as Record<string, Json> | undefined;
    if (!content) return undefined;
    if (content['multipart/form-data'])
      return {
        schema: content['multipart/form-data'].schema as Schema,
        media: content['multipart/form-data'],
        encodings: ['multipart'],
      };
    const encodings = options.encodings.filter(
      (e) => content[e === 'form' ? 'application/x-www-form-urlencoded' : 'application/json'],
    );
    const media = content['application/x-www-form-urlencoded'] ?? content['application/json'];
    if (!media || encodings.length === 0) return undefined;
    return { schema: media.schema as Schema, media, encodings };
  }

  /** The named example of the request (`ok`, else the first), the media example, or the schema's. */
  function bodyExample(media: Json, schema: Schema): Record<string, unknown> | undefined {
    const examples = (media.examples ?? {}) as Record<string, unknown>;
    const named = contract.resolve<Json | undefined>(examples.ok ?? Object.values(examples)[0]);
    for (const candidate of [named?.value, media.example, flatten(contract, schema).example])
      if (candidate && typeof candidate === 'object' && validators.isValid(schema, candidate))
        return { ...(candidate as Json) };
    return undefined;
  }

  function generatedBody(schema: Schema): Record<string, unknown> {
    const s = flatten(contract, schema);
    const out: Record<string, unknown> = {};
    for (const name of (s.required as string[] | undefined) ?? []) {
      const value = validValue(flatten(contract, (s.properties as Json)[name]));
      if (value !== undefined) out[name] = value;
    }
    return out;
  }

  return {
    cases(op) {
      const notes: string[] = [];
      const cases: Case[] = [];
      // query parameters
      const params = ((op.op.parameters as unknown[] | undefined) ?? []).map((p) => contract.resolve<Json>(p));
      const queryFields: Field[] = params
        .filter((p) => p.in === 'query')
        .map((p) => ({
          name: String(p.name),
          where: 'query',
          schema: { ...flatten(contract, p.schema), ...(p.example !== undefined ? { example: p.example } : {}) },
          required: p.required === true,
        }));
      const request = requestSchema(op);
      const query: Record<string, unknown> = {};
      for (const f of queryFields) {
        if (f.name === LANG) {
          if (!request || request.encodings[0] === 'multipart') query[LANG] = 'en';
          continue;
        }
        if (!f.required) continue;
        const v = validValue(f.schema);
        if (v === undefined) notes.push(`no valid value for query parameter ${f.name}`);
        else query[f.name] = v;
      }
      const queryValid = (q: Record<string, unknown>) =>
        queryFields.every((f) => (q[f.name] === undefined ? !f.required : validators.isValid(f.schema, q[f.name])));

      let body: Record<string, unknown> | undefined;
      let bodySchema: Schema | undefined;
      let bodyFields: Field[] = [];
      if (request) {
        bodySchema = request.schema;
        if (request.encodings[0] !== 'multipart') {
          body = bodyExample(request.media, bodySchema) ?? generatedBody(bodySchema);
          const flat = flatten(contract, bodySchema);
          if ((flat.properties as Json | undefined)?.[LANG] || flat.oneOf) body[LANG] ??= 'en';
          if (!validators.isValid(bodySchema, body)) {
            notes.push('could not build a valid request body from the contract');
            return { cases, notes };
          }
          // the branch of a oneOf the body is, for its fields
          const branches = Array.isArray(flat.oneOf) ? (flat.oneOf as unknown[]) : [flat];
          const branch = flatten(contract, branches.find((b) => validators.isValid(b, body)) ?? flat);
          const required = (branch.required as string[] | undefined) ?? [];
          bodyFields = Object.entries((branch.properties ?? {}) as Record<string, unknown>).map(([name, schema]) => ({
            name,
            where: 'body',
            schema: flatten(contract, schema),
            required: required.includes(name),
          }));
        }
      }
      const encodings: Encoding[] = request ? request.encodings : ['query'];
      const make = (
        phase: Phase,
        encoding: Encoding,
        label: string,
        expect: Expectation,
        q: Record<string, unknown>,
        b: Record<string, unknown> | undefined,
        extra: Partial<Case> = {},
      ): Case => ({
        op,
        phase,
        encoding,
        label,
        query: q,
        ...(b ? { body: b } : {}),
        withToken: options.tokenGiven,
        expect,
        ...extra,
      });

      // A state-changing example succeeds once: its first request is judged on success (and sent
      // before every other request, see run.ts), its replays may be refused as the contract declares.
      encodings.forEach((encoding, i) =>
        cases.push(
          make(
            'examples',
            encoding,
            'a valid request from the contract',
            op.changesState && i > 0 ? 'replay' : 'success',
            query,
            body,
            op.changesState && i === 0 ? { first: true } : {},
          ),
        ),
      );

      const bodyValid = (b: Record<string, unknown> | undefined) =>
        bodySchema && b ? validators.isValid(bodySchema, b) : true;
      const fields = [
        ...queryFields.map((f) => ({ f, current: query[f.name] })),
        ...bodyFields.map((f) => ({ f, current: body?.[f.name] })),
      ];
      for (const encoding of encodings) {
        if (encoding === 'multipart') break;
        for (const { f, current } of fields) {
          if (f.where === 'query' && f.name === LANG && body) continue;
          for (const edge of boundaryValues(f, current)) {
            const q = f.where === 'query' ? { ...query, [f.name]: edge.value } : query;
            const b = f.where === 'body' && body ? { ...body, [f.name]: edge.value } : body;
            if (queryValid(q) && bodyValid(b)) cases.push(make('boundary', encoding, edge.label, 'envelope', q, b));
          }
        }
        for (const { f, current } of fields) {
          if (f.name === LANG) continue;
          const broken: { value: unknown; label: string; rule: string; omit?: boolean }[] = [];
          if (f.required)
            broken.push({ value: undefined, label: `${f.name} missing (required)`, rule: 'required', omit: true });
          broken.push(...negativeValues(f, current, encoding));
          for (const n of broken) {
            const set = (o: Record<string, unknown>) => {
              const copy = { ...o };
              if (n.omit) delete copy[f.name];
              else copy[f.name] = n.value;
              return copy;
            };
            const q = f.where === 'query' ? set(query) : query;
            const b = f.where === 'body' && body ? set(body) : body;
            // one rule broken at a time: the request must really be invalid
            if (
              f.where === 'query'
                ? !validators.isValid({ type: 'object', properties: { v: f.schema } }, { v: n.value }) || n.omit
                : !bodyValid(b)
            )
              cases.push(
                make('negative', encoding, n.label, 'rejected', q, b, {
                  broken: { field: f.name, where: f.where, rule: n.rule },
                }),
              );
          }
        }
      }
      const first = encodings[0]!;
      cases.push(
        make(
          'auth',
          first,
          op.secured ? 'no token on a secured operation' : 'no token on a public operation',
          op.secured ? 'session-expired' : op.changesState ? 'replay' : 'success',
          query,
          body,
          { withToken: false },
        ),
      );
      return { cases, notes };
    },
  };
}
