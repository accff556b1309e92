// A stand-in for src/api/socket.ts: screens subscribe with onSocketEvent() as usual, and tests
// push events with emit() (the real client validates them against the contract first; these
// tests push valid payloads only).
import type { SocketEventName, SocketPayloads } from '@/api/socket';

type Handler = (payload: never) => void;
const handlers = new Map<string, Set<Handler>>();

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
  let set = handlers.get(event);
  if (!set) handlers.set(event, (set = new Set()));
  set.add(handler as Handler);
  return () => {
    set.delete(handler as Handler);
  };
}

export function emit<E extends SocketEventName>(event: E, payload: SocketPayloads[E]): void {
  handlers.get(event)?.forEach((handler) => (handler as (p: SocketPayloads[E]) => void)(payload));
}

/** How many handlers listen to an event now. */
export const listenerCount = (event: SocketEventName): number => handlers.get(event)?.size ?? 0;

export const connectSocket = async (): Promise<void> => {};
export const disconnectSocket = (): void => {};
export const droppedSocketEvents = (): number => 0;
