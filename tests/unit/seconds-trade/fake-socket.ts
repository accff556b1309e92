// A stand-in for src/api/socket.ts in the seconds-trade tests (vi.mock('@/api/socket', ...)): it
// records listeners and lets a test push events as the server would, already validated.
import type { SocketEventName, SocketPayloads } from '@/api/socket';

type Listener = (payload: never) => void;
const listeners = new Map<string, Set<Listener>>();

export const SOCKET_EVENTS = [
  'daymarket',
  'kline',
  'market_depth',
  'match_trade',
  'lever_trade',
  'closed_microorder',
  'lever_closed',
] as const;

export function onSocketEvent<E extends SocketEventName>(event: E, handler: (payload: SocketPayloads[E]) => void) {
  let set = listeners.get(event);
  if (!set) {
    set = new Set();
    listeners.set(event, set);
  }
  set.add(handler as Listener);
  return () => {
    set.delete(handler as Listener);
  };
}

export const connectSocket = () => Promise.resolve(null);
export const disconnectSocket = () => {};
export const droppedSocketEvents = () => 0;

/** Pushes an event to every listener, as the socket client does after validation. */
export function emitSocket<E extends SocketEventName>(event: E, payload: SocketPayloads[E]): void {
  listeners.get(event)?.forEach((listener) => listener(payload as never));
}

/** How many listeners an event has (the store listens only while an order is open). */
export const listenerCount = (event: SocketEventName): number => listeners.get(event)?.size ?? 0;
