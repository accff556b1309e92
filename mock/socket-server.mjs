// The socket.io mock of the push server: the events of wire-format.md for the pairs and prices of
// the contract's examples. Public: a random walk of every pair's price, pushed as `daymarket`
// tickers, `kline` candles of every period, ten-level `market_depth` and `match_trade` tapes.
// Private, after the client's `login` with a user id: `lever_trade` risk updates, and
// `closed_microorder` / `lever_closed` when a test or a developer asks for them. The proposed chat
// room: `chat_join` answers `chat_history` (seeded messages, then the latest 50), `chat_send` after
// `login` is broadcast to the room as `chat_message`, refused with `chat_error` when not signed in,
// empty, above 500 characters or sooner than 2 s after the connection's last message; and now and
// then someone else says something, so that the room is alive.
//
//   node mock/socket-server.mjs [--port 4020] [--rate 1] [--pairs 0] [--per-tick 0] [--only-tickers] [--seed 1]
//                               [--chat-every 20]
//
// --rate: ticks per second; --per-tick: how many pairs move each tick (0: all of them);
// --pairs: extra synthetic pairs beyond the examples (ids 1000 up, T000/USDT ...);
// --only-tickers: push only `daymarket` (for the market benchmark); --chat-every: seconds between
// the other chatters' messages (0: none). Control endpoint:
//   POST /mock/emit  {"event": "closed_microorder", "to": 100238, "data": {...}}
//   GET  /mock/state the current prices
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Server } from 'socket.io';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 && process.argv[i + 1] !== undefined ? Number(process.argv[i + 1]) : fallback;
};
const PORT = arg('port', Number(process.env.SOCKET_PORT ?? 4020));
const RATE = arg('rate', 1);
const EXTRA_PAIRS = arg('pairs', 0);
const PER_TICK = arg('per-tick', 0);
const ONLY_TICKERS = process.argv.includes('--only-tickers');
const CHAT_EVERY = arg('chat-every', 20);
let seed = arg('seed', 1) >>> 0 || 1;

/** A small deterministic PRNG (mulberry32), so that a seed replays the same market. */
function random() {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** The bundled contract, waiting a little if another process is writing it right now. */
async function readBundle() {
  const bundle = resolve(root, 'dist-spec/openapi.json');
  for (let attempt = 0; attempt < 75; attempt += 1) {
    try {
      if (existsSync(bundle)) return JSON.parse(readFileSync(bundle, 'utf8'));
    } catch {
      // being written: try again
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return null;
}

/** The pairs of the contract's `QuotationsOk` example, so that the socket and Prism agree. */
function examplePairs(spec) {
  const source = spec?.components?.examples?.QuotationsOk?.value?.message ?? [];
  return source.flatMap((legal) =>
    legal.quotation.map((q) => ({
      matchId: q.id,
      currencyId: q.currency_id,
      legalId: q.legal_id,
      base: q.currency_name,
      quote: q.legal_name,
      price: Number(q.now_price),
      open: Number(q.now_price) / (1 + Number(q.change) / 100),
      volume: Number(q.volume),
      decimals: (q.now_price.split('.')[1] ?? '').length,
    })),
  );
}

const spec = await readBundle();
const pairs = examplePairs(spec);
if (pairs.length === 0) console.warn('[socket] no bundled contract found: run `npm run api:bundle` first');
for (let i = 0; i < EXTRA_PAIRS; i += 1) {
  const price = 1 + random() * 500;
  pairs.push({
    matchId: 1000 + i,
    currencyId: 1000 + i,
    legalId: 1,
    base: `T${String(i).padStart(3, '0')}`,
    quote: 'USDT',
    price,
    open: price,
    volume: 10000 + random() * 1e6,
    decimals: 4,
  });
}
for (const pair of pairs) {
  pair.high = Math.max(pair.price, pair.open);
  pair.low = Math.min(pair.price, pair.open);
  pair.candles = {};
  pair.tradeId = 88120000 + pair.matchId * 1000;
}

const PERIODS = {
  '1min': 60e3,
  '5min': 300e3,
  '15min': 900e3,
  '30min': 1800e3,
  '60min': 3600e3,
  '1day': 86400e3,
  '1week': 604800e3,
  '1mon': 2592000e3,
};
const fixed = (pair, value) => value.toFixed(pair.decimals);
const symbol = (pair) => `${pair.base}/${pair.quote}`;
const common = (pair) => ({
  match_id: pair.matchId,
  currency_id: pair.currencyId,
  currency_name: pair.base,
  legal_id: pair.legalId,
  legal_name: pair.quote,
  symbol: symbol(pair),
});

/** How strongly a price is pulled back towards where it started, per tick. */
const REVERSION = 0.05;

function step(pair, now) {
  // A random walk (±0.1 % a tick) pulled back towards the pair's starting price (the contract's
  // example), so that prices stay within about 1 % of it however long the mock runs (0.9 % at most
  // over 4 million simulated ticks). A plain walk drifted ~1.5 % in ten minutes, out of what the
  // end-to-end tests and a developer expect.
  pair.start ??= pair.price;
  const drift = (random() - 0.5) * 0.002 + (REVERSION * (pair.start - pair.price)) / pair.price;
  pair.price = Math.max(pair.price * (1 + drift), 10 ** -pair.decimals);
  pair.high = Math.max(pair.high, pair.price);
  pair.low = Math.min(pair.low, pair.price);
  const amount = random() * (pair.price > 1000 ? 0.5 : pair.price > 10 ? 20 : 5000);
  pair.volume += amount;
  for (const [period, ms] of Object.entries(PERIODS)) {
    const start = Math.floor(now / ms) * ms;
    const c = pair.candles[period];
    if (!c || c.time !== start)
      pair.candles[period] = {
        time: start,
        open: pair.price,
        high: pair.price,
        low: pair.price,
        close: pair.price,
        volume: amount,
      };
    else
      Object.assign(c, {
        high: Math.max(c.high, pair.price),
        low: Math.min(c.low, pair.price),
        close: pair.price,
        volume: c.volume + amount,
      });
  }
  return amount;
}

function events(pair, now, amount) {
  const change = ((pair.price - pair.open) / pair.open) * 100;
  const out = [];
  out.push({
    type: 'daymarket',
    period: '1day',
    ...common(pair),
    open: fixed(pair, pair.open),
    close: fixed(pair, pair.price),
    high: fixed(pair, pair.high),
    low: fixed(pair, pair.low),
    volume: pair.volume.toFixed(4),
    time: now,
    change: change.toFixed(3),
    now_price: fixed(pair, pair.price),
  });
  for (const [period, c] of Object.entries(pair.candles)) {
    out.push({
      type: 'kline',
      period,
      ...common(pair),
      open: Number(fixed(pair, c.open)),
      close: Number(fixed(pair, c.close)),
      high: Number(fixed(pair, c.high)),
      low: Number(fixed(pair, c.low)),
      volume: Number(c.volume.toFixed(4)),
      time: c.time,
    });
  }
  const tick = Math.max(10 ** -pair.decimals, pair.price * 0.00002);
  const side = (sign) => {
    let offset = 0;
    return Array.from({ length: 10 }, () => {
      offset += tick * (1 + Math.floor(random() * 3));
      return [fixed(pair, pair.price + sign * offset), (random() * amount * 4 + 0.0001).toFixed(4)];
    });
  };
  const bids = side(-1);
  const asks = side(1);
  // The push server sometimes JSON-encodes the levels: do the same for asks, as the wire does.
  out.push({
    type: 'market_depth',
    symbol: symbol(pair),
    currency_id: pair.currencyId,
    legal_id: pair.legalId,
    bids,
    asks: JSON.stringify(asks),
  });
  const trades = Array.from({ length: 1 + Math.floor(random() * 3) }, (_, i) => ({
    id: (pair.tradeId += 1),
    price: fixed(pair, pair.price),
    amount: (amount / (i + 1)).toFixed(4),
    direction: random() > 0.5 ? 'buy' : 'sell',
    ts: now - i * 37,
  }));
  out.push({
    type: 'match_trade',
    symbol: symbol(pair),
    currency_id: pair.currencyId,
    legal_id: pair.legalId,
    data: trades,
  });
  return out;
}

const http = createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/mock/state') {
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify(pairs.map((p) => ({ symbol: symbol(p), match_id: p.matchId, price: fixed(p, p.price) }))));
    return;
  }
  if (req.method === 'POST' && req.url === '/mock/emit') {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      try {
        const { event, to, data } = JSON.parse(body || '{}');
        const payload = { ...data, type: event, ...(to ? { to } : {}) };
        (to ? io.to(`user:${to}`) : io).emit(event, payload);
        res.end(JSON.stringify({ emitted: event, to: to ?? 'all' }));
      } catch (error) {
        res.statusCode = 400;
        res.end(JSON.stringify({ error: String(error) }));
      }
    });
    return;
  }
  res.statusCode = 404;
  res.end();
});

const io = new Server(http, { cors: { origin: true, credentials: true }, transports: ['websocket', 'polling'] });
const users = new Map();

// The proposed chat room (webhooks chat_join, chat_send, chat_history, chat_message, chat_error).
const CHAT = { room: 'public', keep: 50, maxLength: 500, intervalMs: 2000 };
const ROOM_PATTERN = /^[a-z0-9_-]{1,32}$/;
/** The signed-in user of the contract's `/user/info` example, so that the chat names them as Prism does. */
const exampleUser = spec?.components?.examples?.UserInfoOk?.value?.message ?? null;
// The room's other voices, shared with the sandbox's push server (mock/chat-voices.json).
const { chatters: CHATTERS, lines: CHATTER_LINES } = JSON.parse(
  readFileSync(resolve(root, 'mock/chat-voices.json'), 'utf8'),
);
let chatId = 90400;
let chatterTurn = 0;
const chatRooms = new Map(); // room -> messages, oldest first

function chatter(message, time) {
  const who = CHATTERS[chatterTurn % CHATTERS.length];
  const text = message ?? CHATTER_LINES[chatterTurn % CHATTER_LINES.length];
  chatterTurn += 1;
  return { ...who, text, time };
}

function chatPost(room, author) {
  const message = { type: 'chat_message', id: (chatId += 1), room, ...author };
  const messages = chatRooms.get(room) ?? [];
  messages.push(message);
  chatRooms.set(room, messages.slice(-CHAT.keep));
  io.to(`chat:${room}`).emit('chat_message', message);
  return message;
}

{
  // a little history: four messages of the last 40 minutes
  const now = Date.now();
  for (const minutesAgo of [40, 25, 12, 3]) chatPost(CHAT.room, chatter(undefined, now - minutesAgo * 60_000));
}

function chatAuthor(userId) {
  if (exampleUser && exampleUser.id === userId)
    return { user_id: userId, nickname: exampleUser.nickname || `User ${userId}`, avatar: exampleUser.head_portrait };
  const avatar = existsSync(resolve(root, `mock/upload/avatar/${userId}.svg`))
    ? { avatar: `/upload/avatar/${userId}.svg` }
    : {};
  return { user_id: userId, nickname: `User ${userId}`, ...avatar };
}

function joinChat(socket, payload) {
  const asked = payload && typeof payload === 'object' ? payload.room : undefined;
  const room = typeof asked === 'string' && ROOM_PATTERN.test(asked) ? asked : CHAT.room;
  if (socket.data.chatRoom && socket.data.chatRoom !== room) socket.leave(`chat:${socket.data.chatRoom}`);
  socket.data.chatRoom = room;
  socket.join(`chat:${room}`);
  socket.emit('chat_history', { type: 'chat_history', room, messages: chatRooms.get(room) ?? [] });
}

function sendChat(socket, payload) {
  const refuse = (code, extra = {}) => socket.emit('chat_error', { type: 'chat_error', code, ...extra });
  const userId = users.get(socket.id);
  if (!userId) return refuse('not_signed_in');
  const text = typeof payload?.text === 'string' ? payload.text.trim() : '';
  if (text === '') return refuse('empty');
  // counted as JavaScript counts `length` (UTF-16 code units), as the contract says
  if (text.length > CHAT.maxLength) return refuse('too_long');
  const now = Date.now();
  const wait = (socket.data.chatLast ?? 0) + CHAT.intervalMs - now;
  if (wait > 0) return refuse('rate_limited', { retry_after: Math.max(1, Math.ceil(wait / 1000)) });
  socket.data.chatLast = now;
  const room = socket.data.chatRoom ?? CHAT.room;
  const message = chatPost(room, { ...chatAuthor(userId), text, time: now });
  // a sender that never joined still sees its own message
  if (!socket.rooms.has(`chat:${room}`)) socket.emit('chat_message', message);
}

if (CHAT_EVERY > 0) {
  setInterval(() => {
    const listeners = io.sockets.adapter.rooms.get(`chat:${CHAT.room}`);
    if (listeners && listeners.size > 0) chatPost(CHAT.room, chatter(undefined, Date.now()));
  }, CHAT_EVERY * 1000).unref();
}

io.on('connection', (socket) => {
  socket.on('chat_join', (payload) => joinChat(socket, payload));
  socket.on('chat_send', (payload) => sendChat(socket, payload));
  socket.on('login', (userId) => {
    const id = Number(userId);
    if (!Number.isInteger(id) || id < 1) return;
    socket.join(`user:${id}`);
    users.set(socket.id, id);
    // The private room starts with the account's current risk, as the push server does.
    const snapshot = leverTrade(id);
    if (snapshot) socket.emit('lever_trade', snapshot);
  });
  socket.on('disconnect', () => users.delete(socket.id));
});

/** The signed-in user's open BTC long (entry 95,800, 0.01 BTC at 10x), valued at the live price. */
function leverTrade(userId) {
  const btc = pairs.find((p) => p.base === 'BTC' && p.quote === 'USDT') ?? pairs[0];
  if (!btc) return null;
  const entry = 95800;
  const number = 0.01;
  const margin = (entry * number) / 10;
  const profit = (btc.price - entry) * number;
  return {
    type: 'lever_trade',
    to: userId,
    legal_id: btc.legalId,
    currency_id: btc.currencyId,
    hazard_rate: (((margin + profit) / margin) * 100).toFixed(2),
    caution_money_all: margin.toFixed(2),
    profits_all: profit.toFixed(2),
    trades_cur: [
      {
        id: 5021,
        type: 1,
        price: fixed(btc, btc.price),
        update_price: fixed(btc, btc.price),
        profits: profit.toFixed(2),
      },
    ],
  };
}

let ticks = 0;
setInterval(() => {
  const now = Date.now();
  const moving =
    PER_TICK > 0 ? Array.from({ length: PER_TICK }, () => pairs[Math.floor(random() * pairs.length)]) : pairs;
  for (const pair of moving) {
    if (!pair) continue;
    const amount = step(pair, now);
    for (const event of events(pair, now, amount)) {
      if (!ONLY_TICKERS || event.type === 'daymarket') io.emit(event.type, event);
    }
  }
  ticks += 1;
  if (ticks % Math.max(1, Math.round(RATE * 2)) === 0) {
    for (const userId of new Set(users.values())) {
      const event = leverTrade(userId);
      if (event) io.to(`user:${userId}`).emit('lever_trade', event);
    }
  }
}, 1000 / RATE);

http.listen(PORT, '127.0.0.1', () => {
  console.log(`[socket] mock push server on http://127.0.0.1:${PORT} (${pairs.length} pairs, ${RATE} ticks/s)`);
});

const stop = () => {
  io.close();
  http.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 500).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
