// A backend of this family written from the contract, with seeded defects: the conformance
// command must find every one of them and report nothing else. Without a defect an operation
// behaves as the contract says: HTTP 200 JSON envelopes, `999` without a token on secured calls,
// `error` for any request that breaks its documented rules (form and JSON bodies, query), and
// the operation's named `ok` example otherwise. Also a socket.io push server that emits every
// event of the contract after `login`, one of them (`kline`) broken.
//
//   node tests/conformance/faulty-server.mjs --port 5201 [--socket-port 5202] [--spec dist-spec/openapi.json]
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { Server as SocketServer } from 'socket.io';

/** Where the answer breaks the contract, and which checks of the command must say so. */
export const DEFECTS = [
  {
    operationId: 'listQuotations',
    kind: 'wrong JSON type (a decimal as a number)',
    checks: ['schema'],
    ok: (b) => (b.message[0].quotation[0].now_price = 96420.5),
  },
  {
    operationId: 'getUserInfo',
    kind: 'missing required field',
    checks: ['schema'],
    ok: (b) => delete b.message.account_number,
  },
  {
    operationId: 'getSiteConfig',
    kind: 'undeclared extra field',
    checks: ['schema'],
    ok: (b) => (b.message.debug_sql = 'select 1'),
  },
  {
    operationId: 'getRealNameState',
    kind: 'value outside its enum',
    checks: ['schema'],
    ok: (b) => (b.message.review_status = 7),
  },
  {
    operationId: 'listCurrencies',
    kind: 'string breaking its pattern',
    checks: ['schema'],
    ok: (b) => (b.message[0].rate = '1,00'),
  },
  {
    operationId: 'getAboutUs',
    kind: 'wrong envelope type',
    checks: ['schema', 'success'],
    ok: (b) => (b.type = 'success'),
  },
  {
    operationId: 'getContactUs',
    kind: 'payload under another key',
    checks: ['schema'],
    ok: (b) => ((b.data = b.message), delete b.message),
  },
  {
    operationId: 'getLeverDeal',
    kind: 'array for object',
    checks: ['schema'],
    ok: (b) => (b.message.lever_share_limit = [b.message.lever_share_limit]),
  },
  {
    operationId: 'listWallets',
    kind: 'null where not nullable',
    checks: ['schema'],
    ok: (b) => (b.message.legal_wallet.totle = null),
  },
  { operationId: 'getMenu', kind: 'HTTP 500', checks: ['status'], status: 500 },
  { operationId: 'getOperationalCompliance', kind: 'HTTP 404', checks: ['status'], status: 404 },
  { operationId: 'getPopupNotice', kind: 'HTTP 201', checks: ['status'], status: 201 },
  {
    operationId: 'listFaq',
    kind: 'wrong content type (text/html)',
    checks: ['content-type'],
    contentType: 'text/html; charset=utf-8',
  },
  { operationId: 'getUserProfit', kind: 'missing content type', checks: ['content-type'], contentType: null },
  {
    operationId: 'getSetting',
    kind: 'a body that is not JSON',
    checks: ['json'],
    raw: '<html><body>Whoops, looks like something went wrong.</body></html>',
  },
  {
    operationId: 'sendSmsCode',
    kind: 'request rule not enforced (invalid input answered ok)',
    checks: ['rejects-invalid'],
    skipValidation: true,
  },
  {
    operationId: 'listFavorites',
    kind: 'secured operation answering without a token',
    checks: ['requires-auth'],
    skipAuth: true,
  },
  { operationId: 'listSecondsOptions', kind: 'answer slower than the timeout', checks: ['time'], hang: true },
];

/** The broken socket event: `kline` with its price as an object. */
export const SOCKET_DEFECT = { event: 'kline', kind: 'event payload breaks its schema' };

export function createFaultyServer({ spec, defects = DEFECTS }) {
  const res = (v) => {
    while (v && typeof v === 'object' && typeof v.$ref === 'string')
      v = v.$ref
        .slice(2)
        .split('/')
        .map((p) => p.replaceAll('~1', '/').replaceAll('~0', '~'))
        .reduce((n, k) => n?.[k], spec);
    return v;
  };
  const make = (coerceTypes) => {
    const ajv = new Ajv2020({ strict: false, allErrors: false, validateSchema: false, coerceTypes });
    addFormats(ajv);
    ajv.addFormat('password', true);
    ajv.addFormat('binary', true);
    ajv.addSchema(spec, 'spec');
    return ajv;
  };
  const strict = make(false);
  const coercing = make(true);
  const compile = (ajv, ptr) => ajv.getSchema(`spec#/${ptr}`) ?? ajv.compile({ $ref: `spec#/${ptr}` });
  const esc = (p) => String(p).replaceAll('~', '~0').replaceAll('/', '~1');
  const byId = new Map(defects.map((d) => [d.operationId, d]));

  const routes = new Map();
  for (const [path, item] of Object.entries(spec.paths))
    for (const method of ['get', 'post']) {
      const op = item[method];
      if (!op) continue;
      const media = res(op.responses['200']).content['application/json'];
      const examples = Object.fromEntries(Object.entries(media.examples ?? {}).map(([k, v]) => [k, res(v).value]));
      routes.set(`${method.toUpperCase()} ${path}`, {
        op,
        path,
        method,
        examples,
        secured: (op.security ?? spec.security ?? []).length > 0,
      });
    }

  const refusal = (example, text) => {
    const body = structuredClone(example ?? { type: 'error', message: text });
    if ('message' in body) body.message = text;
    else if ('msg' in body) body.msg = text;
    return body;
  };
  const hung = new Set();
  const server = createServer(async (req, reply) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const raw = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', 'http://fixture');
    const route = routes.get(`${req.method} ${url.pathname}`);
    const send = (status, body, contentType = 'application/json') => {
      const headers = contentType ? { 'Content-Type': contentType } : {};
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      // without a Content-Type header node sends none: the "missing content type" defect
      reply.writeHead(status, headers);
      reply.end(text);
    };
    if (!route) return send(404, { type: 'error', message: 'Not found' });
    const { op, examples } = route;
    const defect = byId.get(op.operationId);
    if (defect?.hang) {
      // answers only when the client gives up (or the server stops)
      hung.add(reply);
      reply.on('close', () => hung.delete(reply));
      return;
    }
    const finish = (status, body) => {
      if (defect?.raw !== undefined) return send(defect.status ?? 200, defect.raw);
      return send(
        defect?.status ?? status,
        body,
        defect && 'contentType' in defect ? defect.contentType : 'application/json',
      );
    };
    if (route.secured && !req.headers.authorization && !defect?.skipAuth)
      return finish(200, examples.sessionExpired ?? { type: '999', message: 'Please sign in again' });
    if (!defect?.skipValidation) {
      const problem = validate(route, url, req.headers['content-type'] ?? '', raw);
      // the operation's own failure envelope (the k-line layer answers {code: -1, msg})
      if (problem) return finish(200, refusal(examples.error, problem));
    }
    const body = structuredClone(examples.ok);
    defect?.ok?.(body);
    return finish(200, body);
  });

  /** The request's documented rules: query parameters and the body (form values are coerced, JSON is not). */
  function validate(route, url, contentType, raw) {
    const { op, path, method } = route;
    const base = `paths/${esc(path)}/${method}`;
    // Laravel reads an empty value as an absent one
    const present = (v) => v !== undefined && v !== null && v !== '';
    for (const [i, p] of (op.parameters ?? []).entries()) {
      const param = res(p);
      if (param.in !== 'query') continue;
      const value = url.searchParams.get(param.name);
      if (!present(value)) {
        if (param.required) return `${param.name} is required`;
        continue;
      }
      const ptr = p.$ref ? `${p.$ref.slice(2)}/schema` : `${base}/parameters/${i}/schema`;
      const holder = { v: value };
      const fn = coercing.compile({ type: 'object', properties: { v: { $ref: `spec#/${ptr}` } } });
      if (!fn(holder)) return `${param.name} is invalid`;
    }
    const body = res(op.requestBody);
    if (!body) return undefined;
    if (contentType.startsWith('multipart/form-data'))
      return raw.includes('name="file"') ? undefined : 'file is required';
    let data;
    let ajv = strict;
    let mediaType = 'application/json';
    if (contentType.startsWith('application/x-www-form-urlencoded')) {
      ajv = coercing;
      mediaType = 'application/x-www-form-urlencoded';
      data = {};
      for (const [k, v] of new URLSearchParams(raw.toString())) {
        if (v === '') continue;
        const m = /^(.+)\[(\d+)\]$/.exec(k);
        if (m) (data[m[1]] ??= [])[Number(m[2])] = v;
        else data[k] = v;
      }
    } else if (contentType.startsWith('application/json')) {
      try {
        data = raw.length ? JSON.parse(raw.toString()) : {};
      } catch {
        return 'malformed JSON';
      }
      data = Object.fromEntries(Object.entries(data).filter(([, v]) => present(v)));
    } else if (raw.length === 0 && !body.required) {
      return undefined;
    } else return 'unsupported content type';
    if (!body.content[mediaType]) return 'unsupported content type';
    const ptr = `${op.requestBody.$ref ? op.requestBody.$ref.slice(2) : `${base}/requestBody`}/content/${esc(mediaType)}/schema`;
    const fn = compile(ajv, ptr);
    return fn(data) ? undefined : `invalid: ${fn.errors?.[0]?.instancePath} ${fn.errors?.[0]?.message}`;
  }

  const close = server.close.bind(server);
  server.close = (callback) => {
    for (const reply of hung) reply.destroy();
    return close(callback);
  };
  return server;
}

/** The push server: every event of the contract right after `login`, `kline` broken. */
export function createFaultySocketServer({ spec, httpServer }) {
  const io = new SocketServer(httpServer, { cors: { origin: true } });
  const schemas = spec.components.schemas;
  // a settled seconds order for `closed_microorder` (its schema has no example): the first row of
  // the seconds-order list's example
  const orders = spec.paths['/microtrade/lists']?.get?.responses['200'].content['application/json'].examples.ok;
  const order = (orders?.$ref ? spec.components.examples[orders.$ref.split('/').at(-1)] : orders)?.value?.message
    ?.data?.[0];
  const sample = (name) =>
    structuredClone(
      schemas[name]?.example ??
        (name === 'SocketClosedMicroorder' && order
          ? { type: 'closed_microorder', to: 100238, data: order }
          : undefined),
    );
  io.on('connection', (socket) => {
    socket.on('login', () => {
      for (const [event, item] of Object.entries(spec.webhooks)) {
        if (item.post.operationId.startsWith('send')) continue;
        const name = item.post.requestBody.content['application/json'].schema.$ref.split('/').at(-1);
        const payload = sample(name);
        if (payload === undefined) continue;
        if (event === SOCKET_DEFECT.event) payload.close = { value: payload.close };
        socket.emit(event, payload);
      }
    });
  });
  return io;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '5201' },
      'socket-port': { type: 'string' },
      spec: { type: 'string', default: 'dist-spec/openapi.json' },
    },
  });
  const spec = JSON.parse(readFileSync(values.spec, 'utf8'));
  const server = createFaultyServer({ spec });
  server.listen(Number(values.port), '127.0.0.1', () =>
    console.log(`faulty backend on http://127.0.0.1:${values.port}`),
  );
  if (values['socket-port']) {
    const httpServer = createServer();
    createFaultySocketServer({ spec, httpServer });
    httpServer.listen(Number(values['socket-port']), '127.0.0.1', () =>
      console.log(`faulty push server on http://127.0.0.1:${values['socket-port']}`),
    );
  }
}
