// The push server: socket.io on the sandbox's own HTTP server, with the events of the contract.
// Public: on every tick of the feed (the same prices the HTTP side answers), `daymarket` tickers,
// `kline` candles of every period, ten-level `market_depth` and `match_trade` tapes. Private, in
// the room a client joins with `login` (its user id): what the areas push (`lever_trade`,
// `lever_closed`, `closed_microorder`). The proposed chat room: `chat_join`, `chat_send`,
// `chat_history`, `chat_message`, `chat_error`.
import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import voices from '../../mock/chat-voices.json';
import type { Db } from './db/db';
import { prng, type Feed, type LivePair } from './domain/feed';
import type { Push } from './world';

export interface PushServer extends Push {
  io: Server;
  close(): Promise<void>;
}

const CHAT = { room: 'public', keep: 50, maxLength: 500, intervalMs: 2000 };
const ROOM_PATTERN = /^[a-z0-9_-]{1,32}$/;
/** Who wrote a message, as chat_message names them. */
interface Author {
  user_id: number;
  nickname: string;
  avatar?: string;
  text: string;
}
interface ChatRow {
  id: number;
  room: string;
  user_id: number;
  nickname: string;
  avatar: string | null;
  text: string;
  time: number;
}
/** The room's other voices, shared with the socket mock. */
const { chatters: CHATTERS, lines: CHATTER_LINES } = voices;

export function attachPushServer(
  http: HttpServer,
  feed: Feed,
  db: Db,
  now: () => number,
  options: { chatEverySeconds?: number } = {},
): PushServer {
  const io = new Server(http, { cors: { origin: true, credentials: true }, transports: ['websocket', 'polling'] });
  const users = new Map<string, number>();
  const loginListeners: Array<Parameters<PushServer['onLogin']>[0]> = [];
  const random = prng(7);
  const tradeIds = new Map<number, number>();

  const symbol = (p: LivePair) => `${p.base}/${p.quote}`;
  const common = (p: LivePair) => ({
    match_id: p.id,
    currency_id: p.currencyId,
    currency_name: p.base,
    legal_id: p.legalId,
    legal_name: p.quote,
    symbol: symbol(p),
  });

  function events(p: LivePair, time: number): Array<Record<string, unknown>> {
    const out: Array<Record<string, unknown>> = [];
    out.push({
      type: 'daymarket',
      period: '1day',
      ...common(p),
      open: feed.format(p, p.open),
      close: feed.format(p),
      high: feed.format(p, p.high),
      low: feed.format(p, p.low),
      volume: p.volume.toFixed(4),
      time,
      change: feed.change(p).replace(/^\+/, ''),
      now_price: feed.format(p),
    });
    for (const [period, c] of Object.entries(p.candles)) {
      out.push({
        type: 'kline',
        period,
        ...common(p),
        open: Number(feed.format(p, c.open)),
        close: Number(feed.format(p, c.close)),
        high: Number(feed.format(p, c.high)),
        low: Number(feed.format(p, c.low)),
        volume: Number(c.volume.toFixed(4)),
        time: c.time,
      });
    }
    const tick = Math.max(10 ** -p.decimals, p.price * 0.00002);
    const amount = Math.max(p.lastAmount, p.price > 1000 ? 0.05 : p.price > 10 ? 2 : 500);
    const side = (sign: number) => {
      let offset = 0;
      return Array.from({ length: 10 }, () => {
        offset += tick * (1 + Math.floor(random() * 3));
        return [feed.format(p, p.price + sign * offset), (random() * amount * 4 + 0.0001).toFixed(4)];
      });
    };
    // The push server sometimes JSON-encodes the levels: asks go as a string, as on the wire.
    out.push({
      type: 'market_depth',
      symbol: symbol(p),
      currency_id: p.currencyId,
      legal_id: p.legalId,
      bids: side(-1),
      asks: JSON.stringify(side(1)),
    });
    let id = tradeIds.get(p.id) ?? 88120000 + p.id * 1000;
    const trades = Array.from({ length: 1 + Math.floor(random() * 3) }, (_, i) => ({
      id: (id += 1),
      price: feed.format(p),
      amount: (amount / (i + 1)).toFixed(4),
      direction: random() > 0.5 ? 'buy' : 'sell',
      ts: time - i * 37,
    }));
    tradeIds.set(p.id, id);
    out.push({ type: 'match_trade', symbol: symbol(p), currency_id: p.currencyId, legal_id: p.legalId, data: trades });
    return out;
  }

  feed.onTick((moved, time) => {
    if (io.engine.clientsCount === 0) return;
    for (const p of moved) for (const event of events(p, time)) io.emit(String(event.type), event);
  });

  // The chat room: every message is a row of chat_messages, so a room's history (its last
  // CHAT.keep messages, sent on chat_join) survives a restart. The public room's other voices
  // open an empty room (a fresh database, or after a reset) and speak while someone is in it.
  let turn = 0;
  const chatter = (time: number): Author & { time: number } => {
    const who = CHATTERS[turn % CHATTERS.length]!;
    const text = CHATTER_LINES[turn % CHATTER_LINES.length]!;
    turn += 1;
    return { ...who, text, time };
  };
  const post = async (room: string, m: Author & { time: number }) => {
    const row = await db.one<{ id: number }>(
      'INSERT INTO chat_messages (room, user_id, nickname, avatar, text, time) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
      [room, m.user_id, m.nickname, m.avatar ?? null, m.text, m.time],
    );
    const message = { type: 'chat_message', id: Number(row!.id), room, ...m };
    io.to(`chat:${room}`).emit('chat_message', message);
    return message;
  };
  let opening: Promise<void> | undefined;
  const history = async (room: string): Promise<Array<Record<string, unknown>>> => {
    const rows = await db.query<ChatRow>(
      `SELECT id, room, user_id, nickname, avatar, text, time FROM chat_messages WHERE room = $1
       ORDER BY id DESC LIMIT ${CHAT.keep}`,
      [room],
    );
    if (rows.length === 0 && room === CHAT.room) {
      // Two sockets joining the empty room at once open it once.
      opening ??= (async () => {
        for (const minutesAgo of [40, 25, 12, 3]) await post(room, chatter(now() - minutesAgo * 60_000));
      })().finally(() => (opening = undefined));
      await opening;
      return history(room);
    }
    return rows.reverse().map((r) => ({
      type: 'chat_message',
      id: Number(r.id),
      room: r.room,
      user_id: Number(r.user_id),
      nickname: r.nickname,
      ...(r.avatar ? { avatar: r.avatar } : {}),
      text: r.text,
      time: Number(r.time),
    }));
  };
  const logChat = (error: unknown) => console.error('[sandbox] chat:', error);
  const chatTimer =
    (options.chatEverySeconds ?? 20) > 0
      ? setInterval(
          () => {
            if ((io.sockets.adapter.rooms.get(`chat:${CHAT.room}`)?.size ?? 0) > 0)
              post(CHAT.room, chatter(now())).catch(logChat);
          },
          (options.chatEverySeconds ?? 20) * 1000,
        )
      : undefined;
  chatTimer?.unref();

  async function author(userId: number) {
    const row = await db.one<{ nickname: string; head_portrait: string }>(
      'SELECT nickname, head_portrait FROM users WHERE id = $1',
      [userId],
    );
    return {
      user_id: userId,
      nickname: row?.nickname || `User ${userId}`,
      ...(row?.head_portrait ? { avatar: row.head_portrait } : {}),
    };
  }

  io.on('connection', (socket) => {
    socket.on('login', (userId: unknown) => {
      const id = Number(userId);
      if (!Number.isInteger(id) || id < 1) return;
      void socket.join(`user:${id}`);
      users.set(socket.id, id);
      for (const listener of loginListeners) listener(id, (event, payload) => socket.emit(event, payload));
    });
    socket.on('chat_join', (payload: unknown) => {
      const asked = payload && typeof payload === 'object' ? (payload as { room?: unknown }).room : undefined;
      const room = typeof asked === 'string' && ROOM_PATTERN.test(asked) ? asked : CHAT.room;
      const previous = socket.data.chatRoom as string | undefined;
      if (previous && previous !== room) void socket.leave(`chat:${previous}`);
      socket.data.chatRoom = room;
      void socket.join(`chat:${room}`);
      history(room)
        .then((messages) => socket.emit('chat_history', { type: 'chat_history', room, messages }))
        .catch(logChat);
    });
    socket.on('chat_send', async (payload: unknown) => {
      const refuse = (code: string, extra: Record<string, unknown> = {}) =>
        socket.emit('chat_error', { type: 'chat_error', code, ...extra });
      const userId = users.get(socket.id);
      if (!userId) return refuse('not_signed_in');
      const raw = payload && typeof payload === 'object' ? (payload as { text?: unknown }).text : undefined;
      const text = typeof raw === 'string' ? raw.trim() : '';
      if (text === '') return refuse('empty');
      if (text.length > CHAT.maxLength) return refuse('too_long');
      const at = now();
      const wait = ((socket.data.chatLast as number | undefined) ?? 0) + CHAT.intervalMs - at;
      if (wait > 0) return refuse('rate_limited', { retry_after: Math.max(1, Math.ceil(wait / 1000)) });
      socket.data.chatLast = at;
      const room = (socket.data.chatRoom as string | undefined) ?? CHAT.room;
      try {
        const message = await post(room, { ...(await author(userId)), text, time: at });
        if (!socket.rooms.has(`chat:${room}`)) socket.emit('chat_message', message);
      } catch (error) {
        logChat(error);
      }
    });
    socket.on('disconnect', () => users.delete(socket.id));
  });

  return {
    io,
    toUser: (userId, event, payload) =>
      void io.to(`user:${userId}`).emit(event, { ...payload, type: event, to: payload.to ?? userId }),
    all: (event, payload) => void io.emit(event, { ...payload, type: event }),
    onlineUsers: () => [...new Set(users.values())],
    onLogin: (listener) => void loginListeners.push(listener),
    close: async () => {
      if (chatTimer) clearInterval(chatTimer);
      await new Promise<void>((resolve) => io.close(() => resolve()));
    },
  };
}
