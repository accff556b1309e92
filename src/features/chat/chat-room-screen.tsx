// The public chat room (a Home tile): the room's latest messages on entry, new ones as they are
// posted, and a message box for a signed-in user. Signed out, a person reads and is offered the
// login. The connection's state shows above the messages, with a retry while offline. The events
// are the contract's proposed `chat_*` webhooks (see src/api/socket.ts and ./chat-store.ts).
import { Button, SpinLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { reconnectSocket, useSocketStatus, type SocketStatus } from '@/api/socket';
import { useSession } from '@/api/session';
import { Page } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { retryOf } from '@/components/retry-of';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useFreshUser } from '@/hooks/use-fresh-user';
import { ROUTES } from '@/lib/routes';
import { ChatComposer } from './chat-composer';
import { useChatRoom } from './chat-store';
import { MessageList } from './message-list';
import { useKeyboardViewport } from './use-keyboard-viewport';
import './chat.css';

function ConnectionNotice({ status, joined }: { status: SocketStatus; joined: boolean }) {
  const { t } = useTranslation('chat');
  if (status === 'offline') {
    return (
      <div className="chat-room__status chat-room__status--offline" role="alert">
        <span>{t('status.offline')}</span>
        <Button size="mini" color="primary" fill="outline" onClick={() => reconnectSocket()}>
          {t('status.retry')}
        </Button>
      </div>
    );
  }
  if (status === 'online' && joined) return null;
  return (
    <div className="chat-room__status" role="status">
      <SpinLoading color="currentColor" style={{ '--size': '14px' }} />
      <span>{t('status.connecting')}</span>
    </div>
  );
}

function SignInPrompt() {
  const { t } = useTranslation('chat');
  const { navigateTo } = useAppNavigation();
  return (
    <div className="chat-composer chat-composer--signed-out">
      <p className="chat-composer__signin-text">{t('signIn.text')}</p>
      <Button
        color="primary"
        size="small"
        onClick={() => navigateTo(`${ROUTES.login}?redirect=${encodeURIComponent(ROUTES.chatRoom)}`)}
      >
        {t('signIn.action')}
      </Button>
    </div>
  );
}

export function ChatRoomScreen() {
  const { t } = useTranslation('chat');
  const { t: tc } = useTranslation('common');
  const { token, user } = useSession();
  const info = useFreshUser();
  const room = useChatRoom();
  const status = useSocketStatus();
  useKeyboardViewport();

  const placeholder = room.joined ? (
    <p className="chat-room__empty">{t('empty')}</p>
  ) : (
    <p className="chat-room__empty">{tc('status.loading')}</p>
  );

  return (
    <Page title={t('title')} className="chat-room">
      <ConnectionNotice status={status} joined={room.joined} />
      {token && !user && info.isError && <QueryError inline title={tc('partial.profile')} {...retryOf(info)} />}
      <MessageList messages={room.messages} ownId={user?.id} placeholder={placeholder} />
      {token ? (
        <ChatComposer ready={status === 'online' && room.joined && user !== null} refusal={room.refusal} />
      ) : (
        <SignInPrompt />
      )}
    </Page>
  );
}
