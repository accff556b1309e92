// The one socket client: socket.io to the push server on the site's origin, websocket first with
// long-polling as the fallback, reconnecting by itself. After sign-in (and after every reconnect)
// it emits `login` with the user id to join the private room. Every event is checked against the
// zod validator generated from the contract before anyone sees it; invalid payloads are dropped.
// socket.io-client and the validators load on first use, never with the entry bundle, and once
// the page that asked has shown its content (src/lib/after-content.ts), not in its way. Screens
// read the connection state with useSocketStatus() and send the client's events (the chat's
// `chat_join`, `chat_send`) with sendSocketEvent().
import { useSyncExternalStore } from 'react';
import type { Socket } from 'socket.io-client';
import type {
  SocketChatError,
  SocketChatHistory,
  SocketChatJoin,
  SocketChatMessage,
  SocketChatSend,
  SocketClosedMicroorder,
  SocketDaymarket,
  SocketKline,
  SocketLeverClosed,
  SocketLeverTrade,
  SocketMarketDepth,
  SocketMatchTrade,
  SocketPriceAlert,
} from '../../generated/model';
import type * as SchemasModule from './socket-validators';
import { afterContent } from '@/lib/after-content';
import { apiConfig } from './config';
import { getSession, subscribeSession } from './session';

export const SOCKET_EVENTS = [
  'daymarket',
  'kline',
  'market_depth',
  'match_trade',
  'lever_trade',
  'closed_microorder',
  'lever_closed',
  'price_alert',
  'chat_history',
  'chat_message',
  'chat_error',
] as const;
export type SocketEventName = (typeof SOCKET_EVENTS)[number];

type Schemas = typeof SchemasModule;
export type SocketPayloads = {
  daymarket: SocketDaymarket;
  kline: SocketKline;
  market_depth: SocketMarketDepth;
  match_trade: SocketMatchTrade;
  lever_trade: SocketLeverTrade;
  closed_microorder: SocketClosedMicroorder;
  lever_closed: SocketLeverClosed;
  price_alert: SocketPriceAlert;
  chat_history: SocketChatHistory;
  chat_message: SocketChatMessage;
  chat_error: SocketChatError;
};
/** What the client sends besides `login` (the proposed chat events of the contract). */
export type SocketCommands = {
  chat_join: SocketChatJoin;
  chat_send: SocketChatSend;
};
/**
 * `idle` before anything subscribed, `connecting` until the first connection, `online`, and
 * `offline` after a disconnect or a failed attempt (socket.io keeps retrying by itself).
 */
export type SocketStatus = 'idle' | 'connecting' | 'online' | 'offline';
type Handler<E extends SocketEventName> = (payload: SocketPayloads[E]) => void;

const handlers = new Map<SocketEventName, Set<Handler<SocketEventName>>>();
let socket: Socket | null = null;
let connecting: Promise<Socket> | null = null;
let loggedInAs: number | null = null;
let dropped = 0;
let status: SocketStatus = 'idle';
const statusListeners = new Set<() => void>();

function setStatus(next: SocketStatus): void {
  if (next === status) return;
  status = next;
  statusListeners.forEach((listener) => listener());
}

/** How many pushed payloads failed their validator and were dropped (for diagnostics). */
export const droppedSocketEvents = (): number => dropped;

/** The contract schema that checks each event's payload. */
const SCHEMA_OF = {
  daymarket: 'SocketDaymarket',
  kline: 'SocketKline',
  market_depth: 'SocketMarketDepth',
  match_trade: 'SocketMatchTrade',
  lever_trade: 'SocketLeverTrade',
  closed_microorder: 'SocketClosedMicroorder',
  lever_closed: 'SocketLeverClosed',
  price_alert: 'SocketPriceAlert',
  chat_history: 'SocketChatHistory',
  chat_message: 'SocketChatMessage',
  chat_error: 'SocketChatError',
} as const satisfies Record<SocketEventName, keyof Schemas>;

const validatorFor = (schemas: Schemas, event: SocketEventName) => schemas[SCHEMA_OF[event]];

function syncLogin(): void {
  const id = getSession().user?.id ?? null;
  if (!socket?.connected || id === loggedInAs) return;
  loggedInAs = id;
  if (id !== null) socket.emit('login', id);
}

async function open(): Promise<Socket> {
  // The page shows its content first (the figures it has from its calls); socket.io-client's
  // download and evaluation, and the connection, come once it has, not in its way.
  await new Promise<void>((resolve) => void afterContent(resolve, 3000));
  const [{ io }, schemas] = await Promise.all([import('socket.io-client'), import('./socket-validators')]);
  const s = io(apiConfig.socketURL || undefined, {
    path: '/socket.io',
    transports: ['websocket', 'polling'],
    reconnection: true,
    reconnectionDelay: 1_000,
    reconnectionDelayMax: 10_000,
    withCredentials: true,
  });
  s.on('connect', () => {
    loggedInAs = null;
    syncLogin();
    setStatus('online');
  });
  s.on('disconnect', () => setStatus('offline'));
  s.on('connect_error', () => setStatus('offline'));
  for (const event of SOCKET_EVENTS) {
    const validator = validatorFor(schemas, event);
    s.on(event, (payload: unknown) => {
      const listeners = handlers.get(event);
      if (!listeners || listeners.size === 0) return;
      const result = validator.safeParse(payload);
      if (!result.success) {
        dropped += 1;
        if (import.meta.env.DEV)
          console.warn(`[socket] ${event} outside the contract`, result.error.issues.slice(0, 3));
        return;
      }
      listeners.forEach((listener) => listener(result.data as never));
    });
  }
  subscribeSession(syncLogin);
  socket = s;
  return s;
}

/** Connects once (later calls share the connection). */
export function connectSocket(): Promise<Socket> {
  if (!connecting) {
    setStatus('connecting');
    connecting = open();
  }
  return connecting;
}

/** The connection state, outside React. */
export const getSocketStatus = (): SocketStatus => status;

/** Calls `listener` on every change of the connection state. */
export function subscribeSocketStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => {
    statusListeners.delete(listener);
  };
}

/** The connection state, in React. */
export function useSocketStatus(): SocketStatus {
  return useSyncExternalStore(subscribeSocketStatus, getSocketStatus, getSocketStatus);
}

/** Tries to connect now instead of waiting for socket.io's next attempt (a "retry" button). */
export function reconnectSocket(): void {
  if (!socket) {
    void connectSocket();
    return;
  }
  if (socket.connected) return;
  setStatus('connecting');
  socket.disconnect().connect();
}

/**
 * Sends one of the client's events. Only while connected: returns false (and sends nothing)
 * otherwise, so that nothing is queued and sent late after a reconnect.
 */
export function sendSocketEvent<C extends keyof SocketCommands>(event: C, payload: SocketCommands[C]): boolean {
  if (!socket?.connected) return false;
  socket.emit(event, payload);
  return true;
}

/** Listens to one event; connects if needed. Returns the unsubscribe function. */
export function onSocketEvent<E extends SocketEventName>(event: E, handler: Handler<E>): () => void {
  let set = handlers.get(event);
  if (!set) {
    set = new Set();
    handlers.set(event, set);
  }
  set.add(handler as Handler<SocketEventName>);
  void connectSocket();
  return () => {
    set.delete(handler as Handler<SocketEventName>);
  };
}

/** Closes the connection (tests, sign-out of every tab). */
export function disconnectSocket(): void {
  socket?.close();
  socket = null;
  connecting = null;
  loggedInAs = null;
  setStatus('idle');
}
