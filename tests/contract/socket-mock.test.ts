// The socket.io mock emits every event of the contract, for the pairs and prices of the examples,
// and every event it emits passes the zod validator generated from the contract's schema. The
// proposed chat room: history on join, broadcast to the room, and each refusal of `chat_send`.
import { readFileSync } from 'node:fs';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SocketChatError,
  SocketChatHistory,
  SocketChatMessage,
  SocketClosedMicroorder,
  SocketDaymarket,
  SocketKline,
  SocketLeverClosed,
  SocketLeverTrade,
  SocketMarketDepth,
  SocketMatchTrade,
} from '@/api/socket-validators';
import { listening, start, type Started } from './listening';

// CONTRACT_PORT_BASE moves every port of the contract tests (default 4200: the socket mock on 4220).
const PORT = Number(process.env.CONTRACT_PORT_BASE ?? 4200) + 20;
const validators = {
  daymarket: SocketDaymarket,
  kline: SocketKline,
  market_depth: SocketMarketDepth,
  match_trade: SocketMatchTrade,
  lever_trade: SocketLeverTrade,
  closed_microorder: SocketClosedMicroorder,
  lever_closed: SocketLeverClosed,
  chat_history: SocketChatHistory,
  chat_message: SocketChatMessage,
  chat_error: SocketChatError,
} as const;
type EventName = keyof typeof validators;

const spec = JSON.parse(readFileSync('dist-spec/openapi.json', 'utf8'));
const examplePairs: { id: number; currency_name: string; legal_name: string; now_price: string }[] =
  spec.components.examples.QuotationsOk.value.message.flatMap((legal: { quotation: unknown[] }) => legal.quotation);

let server: Started | undefined;
let client: Socket | undefined;
/** A second connection that joins the chat room without `login`: it reads, it may not post. */
let reader: Socket | undefined;
const received = new Map<string, unknown[]>();
const readerReceived = new Map<string, unknown[]>();
const CHAT_TEXT = 'Hello from the contract test <b>not bold</b>';

beforeAll(async () => {
  server = start(process.execPath, ['mock/socket-server.mjs', '--port', String(PORT), '--rate', '5']);
  await listening(PORT, server);
  client = io(`http://127.0.0.1:${PORT}`, { transports: ['websocket'] });
  client.onAny((event: string, payload: unknown) => {
    received.set(event, [...(received.get(event) ?? []), payload]);
  });
  await new Promise<void>((resolve) => client!.on('connect', () => resolve()));
  client.emit('login', 100238);
  await new Promise((r) => setTimeout(r, 300));
  const secondsOrder = spec.components.schemas.SecondsOrder?.example ?? null;
  const post = (body: unknown) =>
    fetch(`http://127.0.0.1:${PORT}/mock/emit`, { method: 'POST', body: JSON.stringify(body) }).then((r) => r.json());
  if (secondsOrder) await post({ event: 'closed_microorder', to: 100238, data: { data: secondsOrder } });
  await post({ event: 'lever_closed', to: 100238, data: { id: [5121] } });
  // the chat room: both join, the signed-in client posts, then breaks each rule once
  reader = io(`http://127.0.0.1:${PORT}`, { transports: ['websocket'] });
  reader.onAny((event: string, payload: unknown) => {
    readerReceived.set(event, [...(readerReceived.get(event) ?? []), payload]);
  });
  await new Promise<void>((resolve) => reader!.on('connect', () => resolve()));
  reader.emit('chat_join', {});
  client.emit('chat_join', { room: 'public' });
  await new Promise((r) => setTimeout(r, 300));
  client.emit('chat_send', { text: `  ${CHAT_TEXT}  ` });
  client.emit('chat_send', { text: 'too soon' });
  client.emit('chat_send', { text: 'x'.repeat(501) });
  client.emit('chat_send', { text: '   ' });
  reader.emit('chat_send', { text: 'may I?' });
  await new Promise((r) => setTimeout(r, 1500));
});

afterAll(() => {
  reader?.close();
  client?.close();
  server?.child.kill('SIGTERM');
});

describe('socket mock', () => {
  it('emits every public event and, after login, the private ones', () => {
    expect([...received.keys()].sort()).toEqual(
      expect.arrayContaining(['daymarket', 'kline', 'market_depth', 'match_trade', 'lever_trade', 'lever_closed']),
    );
  });

  for (const event of Object.keys(validators) as EventName[]) {
    it(`every ${event} event passes the generated validator`, () => {
      const payloads = received.get(event) ?? [];
      if (event === 'closed_microorder' && !spec.components.schemas.SecondsOrder?.example) return;
      expect(payloads.length, `${event} received`).toBeGreaterThan(0);
      for (const payload of payloads) {
        const result = validators[event].safeParse(payload);
        expect(result.success, JSON.stringify(result.error?.issues ?? []).slice(0, 500)).toBe(true);
      }
    });
  }

  it('ticks the pairs of the examples, near their example prices', () => {
    const tickers = (received.get('daymarket') ?? []) as { match_id: number; symbol: string; now_price: string }[];
    for (const pair of examplePairs) {
      const ticks = tickers.filter((t) => t.match_id === pair.id);
      expect(ticks.length, `${pair.currency_name}/${pair.legal_name}`).toBeGreaterThan(0);
      expect(ticks[0]!.symbol).toBe(`${pair.currency_name}/${pair.legal_name}`);
      const drift = Math.abs(Number(ticks.at(-1)!.now_price) / Number(pair.now_price) - 1);
      expect(drift).toBeLessThan(0.05);
    }
  });

  it('sends k-lines for every period and ten levels of depth a side', () => {
    const periods = new Set(((received.get('kline') ?? []) as { period: string }[]).map((k) => k.period));
    expect([...periods].sort()).toEqual(['15min', '1day', '1min', '1mon', '1week', '30min', '5min', '60min']);
    const depth = (received.get('market_depth') ?? [])[0] as { bids: unknown; asks: unknown };
    const levels = (side: unknown) =>
      typeof side === 'string' ? (JSON.parse(side) as unknown[]) : (side as unknown[]);
    expect(levels(depth.bids)).toHaveLength(10);
    expect(levels(depth.asks)).toHaveLength(10);
  });

  it('answers chat_join with the history of the room, oldest first', () => {
    const [history] = (received.get('chat_history') ?? []) as { room: string; messages: { time: number }[] }[];
    expect(history?.room).toBe('public');
    expect(history!.messages.length).toBeGreaterThanOrEqual(3);
    const times = history!.messages.map((m) => m.time);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('broadcasts an accepted message to everyone in the room, trimmed and as sent', () => {
    type Message = { text: string; user_id: number; nickname: string };
    const mine = (list: unknown[] | undefined) => ((list ?? []) as Message[]).filter((m) => m.user_id === 100238);
    expect(mine(received.get('chat_message')).map((m) => m.text)).toEqual([CHAT_TEXT]);
    expect(mine(readerReceived.get('chat_message')).map((m) => m.text)).toEqual([CHAT_TEXT]);
    expect(mine(received.get('chat_message'))[0]!.nickname).toBe('Lina');
  });

  it('refuses a message sent too soon, too long, empty, or without login', () => {
    const errors = (received.get('chat_error') ?? []) as { code: string; retry_after?: number }[];
    expect(errors.map((e) => e.code)).toEqual(['rate_limited', 'too_long', 'empty']);
    expect(errors[0]!.retry_after).toBeGreaterThanOrEqual(1);
    expect(((readerReceived.get('chat_error') ?? []) as { code: string }[]).map((e) => e.code)).toEqual([
      'not_signed_in',
    ]);
    for (const payload of readerReceived.get('chat_error') ?? [])
      expect(SocketChatError.safeParse(payload).success).toBe(true);
  });
});
