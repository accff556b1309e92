// An in-memory stand-in for src/api/socket.ts in the unit tests (installed by setup.ts): screens
// subscribe as they do in the app, and tests push events with emitSocketEvent(). What screens send
// is kept in sentSocketEvents(); setSocketStatus() plays the connection state. The real client
// is exercised against the socket.io mock in tests/contract/socket-mock.test.ts and end to end.
import { useSyncExternalStore } from 'react';
import type { SocketCommands, SocketEventName, SocketPayloads, SocketStatus } from '@/api/socket';

export const SOCKET_EVENTS = [
  'daymarket',
  'kline',
  'market_depth',
  'match_trade',
  'lever_trade',
  'closed_microorder',
  'lever_closed',
  'chat_history',
  'chat_message',
  'chat_error',
] as const;

const handlers = new Map<string, Set<(payload: never) => void>>();
const sent: { event: keyof SocketCommands; payload: unknown }[] = [];
const statusListeners = new Set<() => void>();
let status: SocketStatus = 'online';

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

/** Records what a screen sends; like the real client, nothing while not online. */
export function sendSocketEvent<C extends keyof SocketCommands>(event: C, payload: SocketCommands[C]): boolean {
  if (status !== 'online') return false;
  sent.push({ event, payload });
  return true;
}

/** The events screens sent since the last disconnectSocket() (every test starts empty). */
export const sentSocketEvents = (): readonly { event: keyof SocketCommands; payload: unknown }[] => [...sent];

export function setSocketStatus(next: SocketStatus): void {
  status = next;
  statusListeners.forEach((listener) => listener());
}

export const getSocketStatus = (): SocketStatus => status;

export function subscribeSocketStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

export function useSocketStatus(): SocketStatus {
  return useSyncExternalStore(subscribeSocketStatus, getSocketStatus, getSocketStatus);
}

export const reconnectSocket = () => setSocketStatus('online');
export const connectSocket = async () => ({}) as never;
export const disconnectSocket = () => {
  handlers.clear();
  sent.length = 0;
  status = 'online';
};
export const droppedSocketEvents = () => 0;
