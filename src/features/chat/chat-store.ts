// The public chat room outside React (the proposed socket events of the contract): joins the room
// with `chat_join` whenever the socket is online (again after every reconnect), keeps the
// `chat_history` answer and the `chat_message` events that follow, and the server's last
// `chat_error`. Screens read it with useChatRoom() (useSyncExternalStore). Messages arrive a few
// a second at most, so each one publishes at once. The room is forgotten when its last reader
// leaves: the history comes again with the next join.
import { useSyncExternalStore } from 'react';
import type { SocketChatError, SocketChatMessage } from '@generated/model';
import { socketChatSendTextMax } from '@generated/zod/schemas/socketChatSend.zod';
import { getSocketStatus, onSocketEvent, sendSocketEvent, subscribeSocketStatus } from '@/api/socket';

export const CHAT_ROOM = 'public';
/** The most characters a message may have, as the contract counts them (a string's `length`). */
export const CHAT_TEXT_MAX = socketChatSendTextMax;
/** Messages kept on screen; older ones drop off the top. */
const KEEP = 200;

export interface ChatRefusal {
  code: SocketChatError['code'];
  /** With `rate_limited`: the server's wait in seconds, and when (ms) it ends. */
  retryAfter?: number;
  retryAt?: number;
  /** Tells two refusals with the same code apart. */
  seq: number;
}

export interface ChatRoomState {
  messages: readonly SocketChatMessage[];
  /** The history of the current connection has arrived. */
  joined: boolean;
  /** The server's answer to the last message sent, when it refused it. */
  refusal: ChatRefusal | null;
}

const EMPTY: ChatRoomState = { messages: [], joined: false, refusal: null };
let state: ChatRoomState = EMPTY;
let seq = 0;
const listeners = new Set<() => void>();
let detach: (() => void) | null = null;

function publish(next: ChatRoomState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

function join(): void {
  sendSocketEvent('chat_join', { room: CHAT_ROOM });
}

function attach(): () => void {
  let online = getSocketStatus() === 'online';
  const offs = [
    onSocketEvent('chat_history', (history) => {
      if (history.room !== CHAT_ROOM) return;
      publish({ ...state, joined: true, messages: history.messages.slice(-KEEP) });
    }),
    onSocketEvent('chat_message', (message) => {
      if (message.room !== CHAT_ROOM || state.messages.some((m) => m.id === message.id)) return;
      publish({ ...state, messages: [...state.messages, message].slice(-KEEP) });
    }),
    onSocketEvent('chat_error', (error) => {
      seq += 1;
      const wait = error.retry_after
        ? { retryAfter: error.retry_after, retryAt: Date.now() + error.retry_after * 1000 }
        : {};
      publish({ ...state, refusal: { code: error.code, seq, ...wait } });
    }),
    subscribeSocketStatus(() => {
      const now = getSocketStatus() === 'online';
      if (now && !online) join();
      if (!now && state.joined) publish({ ...state, joined: false });
      online = now;
    }),
  ];
  if (online) join();
  return () => offs.forEach((off) => off());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  detach ??= attach();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && detach) {
      detach();
      detach = null;
      state = EMPTY;
    }
  };
}

const snapshot = (): ChatRoomState => state;

export function useChatRoom(): ChatRoomState {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/**
 * Posts a message (already checked: not empty, not too long). False when the socket is not
 * online (nothing was sent). The server answers with the message, or with a refusal.
 */
export function sendChatMessage(text: string): boolean {
  const sent = sendSocketEvent('chat_send', { text });
  if (sent && state.refusal) publish({ ...state, refusal: null });
  return sent;
}

/** Forgets the last refusal (the person changed the text, or the wait is over). */
export function clearChatRefusal(): void {
  if (state.refusal) publish({ ...state, refusal: null });
}
