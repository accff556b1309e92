// `npm run sandbox:ctl -- <command>`: the sandbox's scenarios from a terminal (it calls the
// control API, /__sandbox, of a running sandbox: `npm start` or `npm run sandbox`).
import { parseArgs } from 'node:util';

const HELP = `Usage: npm run sandbox:ctl -- <command> [options]   (--url http://127.0.0.1:4030, or SANDBOX_URL)

The world
  status                                  clock, database, prices, faults
  users [text]                            users (id, e-mail, verification)
  wallets <user>                          a user's balances in the four accounts
  fund <user> <amount> [coin] [account]   credit (or with a negative amount, debit) a wallet
                                          coin USDT by default; account change|legal|lever|micro (change)
  empty <user>                            every balance of the user to zero
  verify <user> <none|pending|approved|refused> [--level 2] [--reason text]
  expire <user>                           end every session of the user (the app then gets 999)
  login-as <user>                         a new session token for the user
  mail [--to address]                     the outgoing e-mail/SMS log (verification codes)

Prices and time
  prices                                  every pair's live price
  price <pair> <price>                    move a pair (BTC/USDT or its id): fills orders, TP/SL, liquidations
  advance <duration>                      move the clock forward (90s, 10m, 2h, 3d) and run what falls due

Markets
  nft <owner> <fixed|auction|box> <price> [--ends 30m]
                                          a work on sale by <owner>, open now (auction: raise 1, deposit 50 USDT)
  otc-merchant <orderId>                  the merchant acts now: pays a sell order, releases a paid buy
  trader <user> <approve|reject>          decide the user's pending application to become a trader now

Answers of the next calls
  fail <operationId|*> <kind> [--times N|always] [--message text] [--user user]
                                          kind: error | 999 | 998 | http500 | malformed | empty | hang
  slow <operationId|*> <ms> [--times N|always]
  faults                                  the faults waiting
  clear [operationId]                     remove faults (all, or one operation's)

  reset                                   start the world again from the seed
  help

<user> is an id (100238) or an e-mail (lina.chen@example.com).`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: 'string' },
    times: { type: 'string' },
    message: { type: 'string' },
    user: { type: 'string' },
    level: { type: 'string' },
    reason: { type: 'string' },
    to: { type: 'string' },
    ends: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});
const base = (values.url ?? process.env.SANDBOX_URL ?? `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 4030}`).replace(
  /\/$/,
  '',
);
const [command = 'help', ...args] = positionals;

function usage(message?: string): never {
  if (message) process.stderr.write(`${message}\n\n`);
  process.stderr.write(`${HELP}\n`);
  process.exit(message ? 2 : 0);
}

async function api(method: string, path: string, body?: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${base}/__sandbox${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    process.stderr.write(`No sandbox answers at ${base} (start it with npm start or npm run sandbox)\n`);
    process.exit(3);
  }
  const data = (await response.json().catch(() => ({}))) as { error?: string };
  if (!response.ok) {
    process.stderr.write(`${data.error ?? `HTTP ${response.status}`}\n`);
    process.exit(1);
  }
  return data;
}

function duration(text: string | undefined): number {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h|d)?$/.exec(text ?? '');
  if (!match) usage(`a duration such as 90s, 10m, 2h or 3d, not "${text ?? ''}"`);
  const unit = { ms: 1, s: 1e3, m: 60e3, h: 3600e3, d: 86400e3 }[(match[2] ?? 's') as 'ms' | 's' | 'm' | 'h' | 'd'];
  return Number(match[1]) * unit;
}

const need = (value: string | undefined, what: string): string => value ?? usage(`missing ${what}`);
const times = () => (values.times === undefined ? 1 : values.times === 'always' ? 'always' : Number(values.times));

const commands: Record<string, () => Promise<unknown>> = {
  help: async () => usage(),
  status: () => api('GET', ''),
  users: () => api('GET', `/users${args[0] ? `?q=${encodeURIComponent(args[0])}` : ''}`),
  wallets: () => api('GET', `/users/${encodeURIComponent(need(args[0], '<user>'))}/wallets`),
  fund: () =>
    api('POST', `/users/${encodeURIComponent(need(args[0], '<user>'))}/fund`, {
      amount: need(args[1], '<amount>'),
      currency: args[2] ?? 'USDT',
      account: args[3] ?? 'change',
    }),
  empty: () => api('POST', `/users/${encodeURIComponent(need(args[0], '<user>'))}/empty`),
  verify: () =>
    api('POST', `/users/${encodeURIComponent(need(args[0], '<user>'))}/verification`, {
      state: need(args[1], 'the state'),
      level: values.level ?? 1,
      reason: values.reason,
    }),
  expire: () => api('POST', `/users/${encodeURIComponent(need(args[0], '<user>'))}/expire-sessions`),
  'login-as': () => api('POST', `/users/${encodeURIComponent(need(args[0], '<user>'))}/sessions`),
  mail: () => api('GET', `/mail${values.to ? `?to=${encodeURIComponent(values.to)}` : ''}`),
  prices: () => api('GET', '/prices'),
  price: () => api('POST', '/prices', { pair: need(args[0], '<pair>'), price: need(args[1], '<price>') }),
  advance: () => api('POST', '/clock/advance', { ms: duration(args[0]) }),
  fail: () =>
    api('POST', '/faults', {
      operation: need(args[0], '<operationId>'),
      kind: need(args[1], '<kind>'),
      times: times(),
      message: values.message,
      user: values.user,
    }),
  slow: () =>
    api('POST', '/faults', {
      operation: need(args[0], '<operationId>'),
      kind: 'slow',
      delayMs: Number(need(args[1], '<ms>')),
      times: times(),
    }),
  faults: () => api('GET', '/faults'),
  clear: () => api('DELETE', `/faults${args[0] ? `?operation=${encodeURIComponent(args[0])}` : ''}`),
  reset: () => api('POST', '/reset'),
  nft: () =>
    api('POST', '/nfts', {
      owner: need(args[0], '<owner>'),
      sale: need(args[1], 'fixed, auction or box'),
      price: need(args[2], '<price>'),
      ...(values.ends ? { endsIn: duration(values.ends) } : {}),
    }),
  'otc-merchant': () => api('POST', `/otc/orders/${encodeURIComponent(need(args[0], '<orderId>'))}/merchant`),
  trader: () =>
    api('POST', `/users/${encodeURIComponent(need(args[0], '<user>'))}/trader-application`, {
      decision: need(args[1], 'approve or reject'),
    }),
};

const run = commands[command];
if (!run) usage(`unknown command "${command}"`);
const result = await run();
process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
