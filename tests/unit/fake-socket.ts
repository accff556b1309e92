// An in-memory stand-in for src/api/socket.ts in the unit tests (installed by setup.ts): screens
// subscribe as they do in the app, and tests push events with emitSocketEvent(). The real client
// is exercised against the socket.io mock in tests/contract/socket-mock.test.ts and end to end.
import type { SocketEventName, SocketPayloads } from '@/api/socket';

export const SOCKET_EVENTS = [
  'daymarket',
  'kline',
  'market_depth',
  'match_trade',
  'lever_trade',
  'closed_microorder',
  'lever_closed',
] as const;

const handlers = new Map<string, Set<(payload: never) => void>>();

export function onSocketEvent<E extends SocketEventName>(
  event: E,
  handler: (payload: SocketPayloads[E]) => void,
): () => void {
  const set = handlers.get(event) ?? new Set();
  handlers.set(event, set);
  set.add(handler as (payload: never) => void);
  return () => set.delete(handler as (payload: never) => void);
}

export function emitSocketEvent<E extends SocketEventName>(event: E, payload: SocketPayloads[E]): void {
  handlers.get(event)?.forEach((handler) => handler(payload as never));
}

export const connectSocket = async () => ({}) as never;
export const disconnectSocket = () => handlers.clear();
export const droppedSocketEvents = () => 0;
