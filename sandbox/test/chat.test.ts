// The chat room (the proposed chat_* events of the push server) keeps its messages in the
// database: a room opens with its history (the room's voices on a fresh database), what a signed-in
// user sends reaches everyone in the room with the user's nickname, and after a restart of the
// sandbox on the same data folder the room opens with the same history, ids and all.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../src/app';
import { openFolder } from './harness';
import { DEMO } from '../src/seed/core';

const dir = mkdtempSync(join(tmpdir(), 'sandbox-chat-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
// the first start from a copy of the run's seeded world (harness.ts), the next ones as restarts
const open = (first = false) => openFolder(dir, first);

interface Message {
  type: string;
  id: number;
  room: string;
  user_id: number;
  nickname: string;
  text: string;
  time: number;
}
interface History {
  room: string;
  messages: Message[];
}

const sockets: Socket[] = [];
afterAll(() => sockets.forEach((socket) => socket.close()));

/** A socket in the room (signed in as `userId` when given), and the history it got on joining. */
/** Each sandbox listens once, on a port of its own. */
const urls = new WeakMap<Sandbox, Promise<string>>();
async function enter(sandbox: Sandbox, userId?: number): Promise<{ socket: Socket; history: History }> {
  if (!urls.has(sandbox)) urls.set(sandbox, sandbox.listen(0));
  const url = await urls.get(sandbox)!;
  const socket = connect(url, { transports: ['websocket'], forceNew: true });
  sockets.push(socket);
  const history = await new Promise<History>((resolve, reject) => {
    socket.on('chat_history', resolve);
    socket.on('connect_error', reject);
    socket.on('connect', () => {
      if (userId) socket.emit('login', userId);
      socket.emit('chat_join', { room: 'public' });
    });
  });
  return { socket, history };
}
const next = (socket: Socket, event: string) => new Promise<Message>((resolve) => socket.once(event, resolve));

describe('the chat room', () => {
  it('keeps its messages across a restart, in order, with their ids', async () => {
    const first = await open(true);
    let before: Message[];
    try {
      const lina = await enter(first, DEMO.id);
      // A fresh database: the room's other voices opened it.
      expect(lina.history.messages).toHaveLength(4);
      expect(lina.history.messages.every((m) => m.room === 'public' && m.text.length > 0)).toBe(true);

      const watcher = await enter(first);
      expect(watcher.history.messages).toEqual(lina.history.messages);
      const seen = next(watcher.socket, 'chat_message');
      lina.socket.emit('chat_send', { text: '  Hello from the sandbox  ' });
      const message = await seen;
      expect(message).toMatchObject({
        type: 'chat_message',
        room: 'public',
        user_id: DEMO.id,
        nickname: 'Lina',
        text: 'Hello from the sandbox',
      });
      // Too soon after the last one: refused, not kept.
      const refused = next(lina.socket, 'chat_error');
      lina.socket.emit('chat_send', { text: 'again' });
      expect(await refused).toMatchObject({ code: 'rate_limited' });
      // A socket that did not sign in cannot write.
      const anonymous = next(watcher.socket, 'chat_error');
      watcher.socket.emit('chat_send', { text: 'who am I' });
      expect(await anonymous).toMatchObject({ code: 'not_signed_in' });

      before = (await enter(first)).history.messages;
      expect(before).toHaveLength(5);
      expect(before.at(-1)).toEqual(message);
    } finally {
      sockets.splice(0).forEach((socket) => socket.close());
      await first.close();
    }

    const second = await open();
    try {
      const after = (await enter(second)).history.messages;
      expect(after).toEqual(before);
      const omar = await enter(second, 100702);
      const seen = next(omar.socket, 'chat_message');
      omar.socket.emit('chat_send', { text: 'Back after the restart' });
      const newer = await seen;
      expect(newer.id).toBeGreaterThan(before.at(-1)!.id);
      expect((await enter(second)).history.messages.map((m) => m.text).slice(-2)).toEqual([
        'Hello from the sandbox',
        'Back after the restart',
      ]);
    } finally {
      sockets.splice(0).forEach((socket) => socket.close());
      await second.close();
    }
  });
});
