// The one socket client: socket.io to the push server on the site's origin, websocket first with
// long-polling as the fallback, reconnecting by itself. After sign-in (and after every reconnect)
// it emits `login` with the user id to join the private room. Every event is checked against the
// zod validator generated from the contract before anyone sees it; invalid payloads are dropped.
// socket.io-client and the validators load on first use, never with the entry bundle.
import type { Socket } from 'socket.io-client';
import type {
  SocketClosedMicroorder,
  SocketDaymarket,
  SocketKline,
  SocketLeverClosed,
  SocketLeverTrade,
  SocketMarketDepth,
  SocketMatchTrade,
} from '../../generated/model';
import type * as SchemasModule from './socket-validators';
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
};
type Handler<E extends SocketEventName> = (payload: SocketPayloads[E]) => void;

const handlers = new Map<SocketEventName, Set<Handler<SocketEventName>>>();
let socket: Socket | null = null;
let connecting: Promise<Socket> | null = null;
let loggedInAs: number | null = null;
let dropped = 0;

/** How many pushed payloads failed their validator and were dropped (for diagnostics). */
export const droppedSocketEvents = (): number => dropped;

function validatorFor(schemas: Schemas, event: SocketEventName) {
  switch (event) {
    case 'daymarket':
      return schemas.SocketDaymarket;
    case 'kline':
      return schemas.SocketKline;
    case 'market_depth':
      return schemas.SocketMarketDepth;
    case 'match_trade':
      return schemas.SocketMatchTrade;
    case 'lever_trade':
      return schemas.SocketLeverTrade;
    case 'closed_microorder':
      return schemas.SocketClosedMicroorder;
    case 'lever_closed':
      return schemas.SocketLeverClosed;
  }
}

function syncLogin(): void {
  const id = getSession().user?.id ?? null;
  if (!socket?.connected || id === loggedInAs) return;
  loggedInAs = id;
  if (id !== null) socket.emit('login', id);
}

async function open(): Promise<Socket> {
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
  });
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
  connecting ??= open();
  return connecting;
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
}
