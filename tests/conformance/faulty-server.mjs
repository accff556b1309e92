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
import { refResolver } from '../../scripts/resolve-ref.mjs';

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
  // found by the stateful phase (the sequences of the contract's links)
  {
    operationId: 'createCoinOrder',
    kind: 'an order that is never listed',
    checks: ['listed'],
    stateful: 'neverListed',
  },
  {
    operationId: 'transferBetweenAccounts',
    kind: 'a transfer that credits ten times the amount (and records it)',
    checks: ['money-moved', 'state-changed'],
    stateful: 'wrongAmount',
  },
  {
    operationId: 'cancelLockOrder',
    kind: 'a cancel that does nothing (and so can be repeated)',
    checks: ['state-changed', 'refuses-used-up'],
    stateful: 'cancelDoesNothing',
  },
  {
    operationId: 'closeLeverPosition',
    kind: 'a position that can be closed again after its close',
    checks: ['refuses-used-up'],
    stateful: 'usableAfterClose',
  },
  // found by the fuzz phase only: no example, boundary or negative case has a Chinese nickname
  {
    operationId: 'updateNickname',
    kind: 'HTTP 500 on a valid nickname with a Chinese character',
    checks: ['status'],
    fuzzOnly: true,
  },
];

/** The operations whose state the fixture keeps (the others answer their examples). */
export const STATEFUL = [
  'listWallets',
  'createCoinOrder',
  'listCoinOrders',
  'transferBetweenAccounts',
  'listTransferHistory',
  'createLeverOrder',
  'listLeverTrades',
  'setLeverStop',
  'closeLeverPosition',
  'createLockOrder',
  'listLockOrders',
  'cancelLockOrder',
];

/** The broken socket event: `kline` with its price as an object. */
export const SOCKET_DEFECT = { event: 'kline', kind: 'event payload breaks its schema' };

export function createFaultyServer({ spec, defects = DEFECTS }) {
  const res = refResolver(spec);
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
  const world = createWorld(routes, defects);
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
    if (defect?.fuzzOnly && op.operationId === 'updateNickname') {
      const nickname = readBody(req.headers['content-type'] ?? '', raw).nickname ?? '';
      if (/[\u0080-\uffff]/.test(String(nickname))) return send(500, { type: 'error', message: 'Server Error' });
    }
    const stateful = world[op.operationId];
    const body = stateful
      ? stateful(readBody(req.headers['content-type'] ?? '', raw), Object.fromEntries(url.searchParams), examples)
      : structuredClone(examples.ok);
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

/** A request's fields: the form or JSON body (already validated). */
function readBody(contentType, raw) {
  if (contentType.startsWith('application/json')) {
    try {
      return JSON.parse(raw.toString() || '{}');
    } catch {
      return {};
    }
  }
  if (contentType.startsWith('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(raw.toString()));
  return {};
}

/**
 * The state of a few areas, so that the stateful phase has something to find: wallets, spot orders,
 * transfers and their history, contract positions, lock orders, seeded from the examples. Each
 * handler answers the operation's `ok` envelope with the state's data, and carries the stateful
 * defect of its operation when one is seeded.
 */
function createWorld(routes, defects) {
  const ok = (id) => structuredClone([...routes.values()].find((r) => r.op.operationId === id).examples.ok);
  const has = (kind) => defects.some((d) => d.stateful === kind);
  const decimals = (text) => (String(text).split('.')[1] ?? '').length;
  const like = (example, n) => Number(n).toFixed(decimals(example));
  const ACCOUNTS = { 1: 'legal', 2: 'change', 3: 'lever', 4: 'micro' };
  const wallets = ok('listWallets').message;
  const wallet = (account, currency) => {
    const name = ACCOUNTS[account] ?? account;
    return wallets[`${name}_wallet`]?.balance.find((b) => b.currency === Number(currency));
  };
  const move = (account, currency, field, by) => {
    const w = wallet(account, currency);
    if (!w) return false;
    const name = ACCOUNTS[account] ?? account;
    const key = field === 'lock' ? `lock_${name}_balance` : `${name}_balance`;
    w[key] = like(w[key], Number(w[key]) + by);
    return true;
  };
  const coinOrders = ok('listCoinOrders').message;
  const transfers = ok('listTransferHistory').message;
  const positions = ok('listLeverTrades').message;
  const locks = ok('listLockOrders').message;
  let nextId = 900000;
  const now = () => new Date().toISOString().slice(0, 19).replace('T', ' ');
  const refuse = (message) => ({ type: 'error', message });
  const page = (envelope, rows) => ({ ...envelope, message: { ...envelope.message, data: rows } });
  return {
    listWallets: () => ({ type: 'ok', message: structuredClone(wallets) }),
    createCoinOrder: (b) => {
      const amount = Number(b.amount);
      const price = Number(b.target_price || 0) || 96000;
      if (Number(b.type) === 1) {
        move(2, b.legal_id, 'available', -amount * price);
        move(2, b.legal_id, 'lock', amount * price);
      }
      const order = {
        ...structuredClone(coinOrders[0]),
        id: nextId++,
        currency_id: Number(b.currency_id),
        legal_id: Number(b.legal_id),
        type: Number(b.type),
        target_price: like(coinOrders[0].target_price, price),
        trade_price: like(coinOrders[0].trade_price, price),
        trade_amount: like(coinOrders[0].trade_amount, amount),
        status: 1,
        created_at: now(),
        updated_at: now(),
      };
      if (!has('neverListed')) coinOrders.unshift(order);
      return ok('createCoinOrder');
    },
    listCoinOrders: (_b, q) => ({
      type: 'ok',
      message: coinOrders
        .filter((o) => (q.currency_id ? o.currency_id === Number(q.currency_id) : true))
        .filter((o) => (q.legal_id ? o.legal_id === Number(q.legal_id) : true))
        .filter((o) => (q.status ? o.status === Number(q.status) : true))
        .slice(0, Number(q.limit ?? 20)),
    }),
    transferBetweenAccounts: (b) => {
      const n = Number(b.number);
      const credit = has('wrongAmount') ? n * 10 : n;
      if (!wallet(b.from_field, b.currency_id) || !wallet(b.to_field, b.currency_id))
        return refuse('This currency cannot be transferred between these accounts');
      move(b.from_field, b.currency_id, 'available', -n);
      move(b.to_field, b.currency_id, 'available', credit);
      const row = transfers.data[0];
      for (const value of [-n, credit])
        transfers.data.unshift({
          ...structuredClone(row),
          id: nextId++,
          currency: Number(b.currency_id),
          value: like(row.value, value),
          created_time: now(),
        });
      return ok('transferBetweenAccounts');
    },
    listTransferHistory: () => page(ok('listTransferHistory'), transfers.data.slice(0, 10)),
    createLeverOrder: (b) => {
      positions.data.unshift({
        ...structuredClone(positions.data[0]),
        id: nextId++,
        type: Number(b.type),
        currency: Number(b.currency_id),
        legal: Number(b.legal_id),
        share: Number(b.share),
        multiple: Number(b.multiple),
        target_profit_price: '0.00',
        stop_loss_price: '0.00',
        status: 1,
      });
      return ok('createLeverOrder');
    },
    listLeverTrades: () => page(ok('listLeverTrades'), positions.data.slice(0, 10)),
    setLeverStop: (b) => {
      const p = positions.data.find((x) => x.id === Number(b.id));
      if (!p || p.status !== 1) return refuse('This position is not open');
      p.target_profit_price = like(p.target_profit_price, b.target_profit_price);
      p.stop_loss_price = like(p.stop_loss_price, b.stop_loss_price);
      return ok('setLeverStop');
    },
    closeLeverPosition: (b) => {
      const p = positions.data.find((x) => x.id === Number(b.id));
      if (!p || (p.status !== 1 && !has('usableAfterClose'))) return refuse('This position is not open');
      p.status = 3;
      return ok('closeLeverPosition');
    },
    createLockOrder: (b) => {
      move(2, 1, 'available', -Number(b.amount));
      locks.order_list.unshift({
        ...structuredClone(locks.order_list[0]),
        id: nextId++,
        amount: like(locks.order_list[0].amount, b.amount),
        status: 1,
      });
      return ok('createLockOrder');
    },
    listLockOrders: () => ({ type: 'ok', message: { order_list: structuredClone(locks.order_list.slice(0, 10)) } }),
    cancelLockOrder: (b) => {
      const o = locks.order_list.find((x) => x.id === Number(b.id));
      if (!o || (o.status !== 1 && !has('cancelDoesNothing'))) return refuse('The order status is abnormal');
      if (!has('cancelDoesNothing')) o.status = 2;
      return ok('cancelLockOrder');
    },
  };
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
