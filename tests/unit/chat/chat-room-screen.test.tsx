// The chat room with the in-memory socket (tests/unit/fake-socket.ts): the history on entry, new
// messages, sending once, the server's refusals, the local length limit, reading while signed out,
// texts that look like HTML shown as text, and the connection state.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getGetUserInfoMockHandler, getGetUserInfoResponseMock } from '@generated/api/account/account.msw';
import type { SocketChatMessage, User } from '@generated/model';
import { setToken, setUser } from '@/api/session';
import { i18next } from '@/app/i18n';
import { ChatRoomScreen } from '@/features/chat/chat-room-screen';
import { ROUTES } from '@/lib/routes';
import { disconnectSocket, emitSocketEvent, sentSocketEvents, setSocketStatus } from '../fake-socket';
import { server } from '../msw-server';
import { renderScreen } from '../render';

const TOKEN = '9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5';

const lina = (): User => {
  const body = getGetUserInfoResponseMock();
  if (body.type !== 'ok') throw new Error('the generated user example is not a success');
  return body.message;
};

let nextId = 500;
const message = (overrides: Partial<SocketChatMessage> = {}): SocketChatMessage => ({
  type: 'chat_message',
  id: (nextId += 1),
  room: 'public',
  user_id: 100452,
  nickname: 'Marco',
  avatar: '/upload/avatar/100452.svg',
  text: 'BTC holding above 96k, nice.',
  time: Date.now() - 60_000,
  ...overrides,
});

// Half a minute past the whole minutes: the screen's clock ticks to the second.
const minutesAgo = (minutes: number) => Date.now() - minutes * 60_000 - 30_000;
const HISTORY = () => [
  message({ id: 401, nickname: 'Aiko', user_id: 100587, text: 'Good morning, everyone.', time: minutesAgo(40) }),
  message({ id: 402, text: 'Anyone trying the 60 s options today?', time: minutesAgo(12) }),
];

function history(messages = HISTORY()): void {
  act(() => emitSocketEvent('chat_history', { type: 'chat_history', room: 'public', messages }));
}

function signIn(): User {
  const user = lina();
  setToken(TOKEN);
  setUser(user);
  server.use(getGetUserInfoMockHandler());
  return user;
}

function open() {
  return renderScreen(<ChatRoomScreen />, { path: ROUTES.chatRoom, route: ROUTES.chatRoom });
}

const chatSends = () => sentSocketEvents().filter((e) => e.event === 'chat_send');
const box = () => screen.getByRole('textbox', { name: 'Message' });
const sendButton = () => screen.getByRole('button', { name: 'Send' });

beforeAll(async () => {
  await i18next.loadNamespaces(['chat', 'common']);
});

beforeEach(() => {
  disconnectSocket();
});

describe('chat room', () => {
  it('joins the public room and shows its history, with who said what and when', async () => {
    open();
    expect(sentSocketEvents()).toEqual([{ event: 'chat_join', payload: { room: 'public' } }]);
    expect(screen.getByRole('status')).toHaveTextContent('Connecting to the chat room…');
    history();
    const log = screen.getByRole('log', { name: 'Chat messages' });
    const rows = within(log).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Aiko');
    expect(rows[0]).toHaveTextContent('Good morning, everyone.');
    expect(rows[0]).toHaveTextContent('40 min ago');
    expect(rows[1]).toHaveTextContent('12 min ago');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('appends a message as it arrives, and ignores one it already has', () => {
    open();
    history();
    const fresh = message({ nickname: 'Somchai', user_id: 100611, text: 'Taking profit here.', time: Date.now() });
    act(() => emitSocketEvent('chat_message', fresh));
    act(() => emitSocketEvent('chat_message', fresh));
    act(() => emitSocketEvent('chat_message', message({ room: 'vip', text: 'another room' })));
    const rows = within(screen.getByRole('log')).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[2]).toHaveTextContent('Somchai');
    expect(rows[2]).toHaveTextContent('Taking profit here.');
    expect(rows[2]).toHaveTextContent('Just now');
  });

  it('sends a message once, trimmed, and shows it as the user own when the server echoes it', async () => {
    const user = signIn();
    const person = userEvent.setup();
    open();
    history();
    expect(sendButton()).toBeDisabled();
    await person.type(box(), '  Hello room  ');
    expect(screen.getByText('14/500')).toBeInTheDocument();
    await person.click(sendButton());
    await person.click(sendButton());
    expect(chatSends()).toEqual([{ event: 'chat_send', payload: { text: 'Hello room' } }]);
    expect(box()).toHaveValue('');
    expect(sendButton()).toBeDisabled();

    act(() =>
      emitSocketEvent(
        'chat_message',
        message({ user_id: user.id, nickname: user.nickname ?? 'Lina', text: 'Hello room' }),
      ),
    );
    const own = within(screen.getByRole('log')).getAllByRole('listitem').at(-1)!;
    expect(own).toHaveClass('chat-message--own');
    expect(own).toHaveTextContent('You');
    expect(within(screen.getByRole('log')).getAllByRole('listitem')[0]).not.toHaveClass('chat-message--own');
  });

  it('says when the server refuses a message sent too fast, gives the text back and waits', async () => {
    signIn();
    const person = userEvent.setup();
    open();
    history();
    await person.type(box(), 'first{Enter}');
    await person.type(box(), 'second{Enter}');
    expect(chatSends()).toHaveLength(2);
    act(() => emitSocketEvent('chat_error', { type: 'chat_error', code: 'rate_limited', retry_after: 2 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are sending messages too fast. Try again in 2 s.');
    expect(box()).toHaveValue('second');
    expect(sendButton()).toBeDisabled();
    // once the wait is over the notice goes and the message can go again
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument(), { timeout: 4000 });
    expect(sendButton()).toBeEnabled();
  });

  it('shows the other refusals of the server in words', () => {
    signIn();
    open();
    history();
    act(() => emitSocketEvent('chat_error', { type: 'chat_error', code: 'not_signed_in' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The chat does not know you are logged in yet. Try again in a moment.',
    );
    act(() => emitSocketEvent('chat_error', { type: 'chat_error', code: 'too_long' }));
    expect(screen.getByRole('alert')).toHaveTextContent('A message can have at most 500 characters.');
  });

  it('refuses a text above 500 characters before sending it', async () => {
    signIn();
    const person = userEvent.setup();
    open();
    history();
    fireEvent.change(box(), { target: { value: 'x'.repeat(501) } });
    expect(screen.getByText('501/500')).toHaveClass('chat-composer__counter--over');
    expect(screen.getByRole('alert')).toHaveTextContent('A message can have at most 500 characters.');
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(sendButton()).toBeDisabled();
    await person.type(box(), '{Enter}');
    expect(chatSends()).toEqual([]);
    // 500 is allowed
    fireEvent.change(box(), { target: { value: 'x'.repeat(500) } });
    expect(sendButton()).toBeEnabled();
  });

  it('lets a signed-out person read but not post, and offers the login', async () => {
    const person = userEvent.setup();
    const view = open();
    history();
    expect(screen.getByText('Good morning, everyone.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    expect(screen.getByText('Log in to chat')).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Log in' }));
    expect(view.location()).toBe(`${ROUTES.login}?redirect=${encodeURIComponent(ROUTES.chatRoom)}`);
    expect(chatSends()).toEqual([]);
  });

  it('shows a text that looks like HTML as text', () => {
    const view = open();
    const text = '<img src="x" onerror="window.hacked = true"><b>bold?</b>';
    history([message({ text, nickname: '<i>Mallory</i>' })]);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByText('<i>Mallory</i>')).toBeInTheDocument();
    expect(view.container.querySelector('.chat-list img[src="x"], .chat-list b, .chat-list i')).toBeNull();
  });

  it('says when it is offline, retries on demand and joins again', async () => {
    signIn();
    const person = userEvent.setup();
    open();
    history();
    act(() => setSocketStatus('offline'));
    expect(screen.getByRole('alert')).toHaveTextContent('You are offline. The chat reconnects by itself.');
    await person.type(box(), 'hello');
    expect(sendButton()).toBeDisabled();
    await person.click(screen.getByRole('button', { name: 'Retry' }));
    expect(sentSocketEvents().filter((e) => e.event === 'chat_join')).toHaveLength(2);
    history();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sendButton()).toBeEnabled();
  });

  it('shows that the room is empty', () => {
    open();
    history([]);
    expect(screen.getByText('No messages yet. Say hello!')).toBeInTheDocument();
  });
});
