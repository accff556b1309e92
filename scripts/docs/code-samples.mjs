// The code samples of every operation in the published docs (`x-codeSamples`, which Redoc shows in
// its right panel): curl in the classic form encoding and in JSON, with `lang` and the token, and the
// TypeScript of this project: the generated React Query hook and its plain request function, read
// from generated/ so that a sample names what `npm run codegen` really wrote.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The contract's example session (the demo user's; the sandbox keeps it valid). */
export const EXAMPLE_TOKEN = '9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5';
/** The labels of the samples, in the order of Redoc's language menu (redocly.yaml codeSamples). */
export const LANGUAGES = ['curl (form)', 'curl (JSON)', 'TypeScript hook', 'TypeScript function'];
/** Where the curl samples point: the local sandbox that `npm start` runs. */
export const SANDBOX_URL = 'http://127.0.0.1:4030';

const shellQuote = (text) => `'${String(text).replaceAll("'", `'\\''`)}'`;
const capitalize = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/** `data[0]=..&data[1]=..`, `a[b]=..`: how the classic layer's forms carry arrays and objects. */
export function formPairs(value, prefix = '') {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((item, index) => formPairs(item, `${prefix}[${index}]`));
  if (typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => formPairs(item, prefix ? `${prefix}[${key}]` : key));
  return [[prefix, String(value)]];
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
/** A JavaScript literal as a person writes it: single quotes, bare keys, short objects on one line. */
export function literal(value, indent = '') {
  if (value === null || value === undefined) return 'undefined';
  if (typeof value === 'string') return `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
  if (typeof value !== 'object') return String(value);
  const inner = indent + '  ';
  const items = Array.isArray(value)
    ? value.map((item) => literal(item, inner))
    : Object.entries(value).map(([key, item]) => `${IDENTIFIER.test(key) ? key : `'${key}'`}: ${literal(item, inner)}`);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{ ', ' }'];
  const flat = `${open}${items.join(', ')}${close}`;
  if (items.length === 0) return Array.isArray(value) ? '[]' : '{}';
  if (flat.length + indent.length <= 84 && !flat.includes('\n')) return flat;
  return `${open.trim()}\n${items.map((item) => `${inner}${item},`).join('\n')}\n${indent}${close.trim()}`;
}

/** What the generated module of a tag says about one operation: hook kind and arguments. */
function generatedShape(root, tag, operationId) {
  const file = resolve(root, `generated/api/${tag}/${tag}.ts`);
  const source = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const hook = `use${capitalize(operationId)}`;
  const isQuery = source.includes(`export function ${hook}<`);
  const isMutation = source.includes(`export const ${hook} = `);
  const fnStart = source.indexOf(`export const ${operationId} = (`);
  const fnHead = fnStart >= 0 ? source.slice(fnStart, source.indexOf('=>', fnStart)) : '';
  const takesBody = /BodyType</.test(fnHead);
  return { hook, kind: isQuery ? 'query' : isMutation ? 'mutation' : 'unknown', takesBody, found: fnStart >= 0 };
}

/**
 * The samples of one operation.
 * @param {object} input method, path, operation (resolved parameters and body), the request example
 *   (without `lang`), the query example (without `lang`), the media types, the tag, the server.
 */
export function codeSamples(root, input) {
  const { method, path, op, tag, body, query, mediaTypes, server, isPublic } = input;
  const local = !server;
  const base = server ?? SANDBOX_URL;
  const url = `${base}${path}`;
  const where = local
    ? `# npm start's sandbox; on a site: https://h5.exchange.test/api${path}`
    : `# ${server}: a service of its own, not the site's /api`;
  const tokenRaw = isPublic ? [] : [`-H ${shellQuote(`Authorization: ${EXAMPLE_TOKEN}`)}`];
  const tokenBearer = isPublic ? [] : [`-H ${shellQuote(`Authorization: Bearer ${EXAMPLE_TOKEN}`)}`];
  const lines = (head, parts) => [where, [head, ...parts].join(' \\\n  ')].join('\n');
  // Redoc shows one language at a time for the whole page (a menu over the panel): every operation
  // offers the same labels (LANGUAGES), so that the chosen one is there on every operation.
  const samples = [];
  const pair = ([k, v]) => `--data-urlencode ${shellQuote(`${k}=${v}`)}`;
  if (method === 'get' || !body) {
    const qs = formPairs({ ...query, ...(local ? { lang: 'en' } : {}) }).map(pair);
    const head = `curl ${method === 'get' ? '-G ' : '-X POST '}${shellQuote(url)}`;
    samples.push({ lang: 'curl', label: 'curl (form)', source: lines(head, [...tokenRaw, ...qs]) });
    samples.push({
      lang: 'curl',
      label: 'curl (JSON)',
      source: lines(head, [...tokenBearer, ...qs]).replace(
        where,
        `${where}\n# (no body: the newer layer sends the same query, the token as Bearer)`,
      ),
    });
  } else if (mediaTypes.includes('multipart/form-data')) {
    const fields = Object.entries({ ...body, lang: 'en' }).map(([k, v]) =>
      k === 'file' ? `-F ${shellQuote('file=@avatar.png;type=image/png')}` : `-F ${shellQuote(`${k}=${v}`)}`,
    );
    samples.push({
      lang: 'curl',
      label: 'curl (form)',
      source: lines(`curl ${shellQuote(url)}`, [...tokenRaw, ...fields]),
    });
    samples.push({
      lang: 'curl',
      label: 'curl (JSON)',
      source: lines(`curl ${shellQuote(url)}`, [...tokenBearer, ...fields]).replace(
        where,
        `${where}\n# (a file travels as multipart/form-data in both layers)`,
      ),
    });
  } else {
    const withLang = { ...body, lang: 'en' };
    samples.push({
      lang: 'curl',
      label: 'curl (form)',
      source: lines(`curl ${shellQuote(url)}`, [...tokenRaw, ...formPairs(withLang).map(pair)]),
    });
    samples.push({
      lang: 'curl',
      label: 'curl (JSON)',
      source: lines(`curl ${shellQuote(url)}`, [
        `-H ${shellQuote('Content-Type: application/json')}`,
        ...tokenBearer,
        `--data-raw ${shellQuote(JSON.stringify(withLang, null, 2))}`,
      ]),
    });
  }

  const shape = generatedShape(root, tag, op.operationId);
  if (!shape.found) return samples;
  const module = `@generated/api/${tag}/${tag}`;
  const bodyArg = shape.takesBody ? literal(body ?? {}, '') : undefined;
  const queryArg = query && Object.keys(query).length > 0 ? literal(query, '') : undefined;
  const note =
    '// The client adds `lang` and the token, checks the answer against the contract and\n' +
    '// resolves with the payload (`message`); a failure envelope rejects with ApiError.';
  let hookCall;
  if (shape.kind === 'mutation') {
    const variables = {};
    if (shape.takesBody) variables.data = body ?? {};
    if (queryArg) variables.params = query;
    hookCall = [
      `const ${op.operationId} = ${shape.hook}();`,
      `${op.operationId}.mutate(${Object.keys(variables).length ? literal(variables, '') : ''});`,
    ].join('\n');
  } else {
    const args = [bodyArg, queryArg].filter(Boolean);
    if (shape.takesBody && !queryArg) args.length = 1;
    hookCall = `const { data, isPending, error } = ${shape.hook}(${args.join(', ')});`;
  }
  samples.push({
    lang: 'typescript',
    label: 'TypeScript hook',
    source: [`import { ${shape.hook} } from '${module}';`, '', note, hookCall].join('\n'),
  });
  const fnArgs = [shape.takesBody ? bodyArg : undefined, queryArg].filter(Boolean);
  if (shape.takesBody && !queryArg) fnArgs.length = 1;
  samples.push({
    lang: 'typescript',
    label: 'TypeScript function',
    source: [
      `import { ${op.operationId} } from '${module}';`,
      '',
      '// Outside React (a loader, a test): the same request, the same checks.',
      `const payload = await ${op.operationId}(${fnArgs.join(', ')});`,
    ].join('\n'),
  });
  return samples;
}
