// The messages of the room, oldest at the top. It follows new messages while the reader is at the
// bottom; once they scrolled up it stays where they are and a "new messages" button takes them
// down. Their own messages always bring them down. Texts are plain text: React writes them as
// text nodes, never as HTML.
import { memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SocketChatMessage } from '@generated/model';
import { UserAvatar } from '@/components/user-avatar';
import { useRelativeTime } from '@/hooks/use-relative-time';
import { useSecondClock } from '@/hooks/use-second-clock';

/** How close (px) to the bottom still counts as "at the bottom". */
const NEAR_BOTTOM = 48;

interface MessageRowProps {
  message: SocketChatMessage;
  own: boolean;
  /** When it was said ("3 min ago"): a row draws again only when this text changes. */
  when: string;
}

const MessageRow = memo(function MessageRow({ message, own, when }: MessageRowProps) {
  const { t } = useTranslation('chat');
  return (
    <li className={own ? 'chat-message chat-message--own' : 'chat-message'} data-message-id={message.id}>
      {!own && <UserAvatar src={message.avatar} name={message.nickname} size={32} />}
      <div className="chat-message__body">
        <p className="chat-message__meta">
          <span className="chat-message__name">{own ? t('you') : message.nickname}</span>
          <time dateTime={new Date(message.time).toISOString()}>{when}</time>
        </p>
        <p className="chat-message__text">{message.text}</p>
      </div>
    </li>
  );
});

interface MessageListProps {
  messages: readonly SocketChatMessage[];
  ownId: number | undefined;
  /** What shows while there is no message (loading, empty room). */
  placeholder: React.ReactNode;
}

export function MessageList({ messages, ownId, placeholder }: MessageListProps) {
  const { t } = useTranslation('chat');
  const listRef = useRef<HTMLDivElement>(null);
  /** Whether the reader is at the bottom (read in effects; the state below draws the button). */
  const following = useRef(true);
  const [atBottom, setAtBottom] = useState(true);
  /** The last message the reader has seen at the bottom. */
  const [seenId, setSeenId] = useState<number | undefined>(undefined);
  const now = useSecondClock();
  const when = useRelativeTime();
  const last = messages.at(-1);

  function scrollDown(smooth = false): void {
    const list = listRef.current;
    if (!list) return;
    if (smooth && typeof list.scrollTo === 'function') list.scrollTo({ top: list.scrollHeight, behavior: 'smooth' });
    else list.scrollTop = list.scrollHeight;
  }

  function onScroll(): void {
    const list = listRef.current;
    if (!list) return;
    const bottom = list.scrollHeight - list.scrollTop - list.clientHeight <= NEAR_BOTTOM;
    following.current = bottom;
    setAtBottom(bottom);
    if (bottom) setSeenId(last?.id);
  }

  // A new last message: follow it when at the bottom, or when it is the reader's own.
  useLayoutEffect(() => {
    if (!last) return;
    if (following.current || last.user_id === ownId) {
      following.current = true;
      scrollDown();
    }
  }, [last, ownId]);

  // The list changes height (the keyboard opens, the window turns): stay at the bottom.
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const observer = new ResizeObserver(() => {
      if (following.current) scrollDown();
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, []);

  const seenIndex = seenId === undefined ? -1 : messages.findIndex((m) => m.id === seenId);
  const unseen = atBottom || seenIndex < 0 ? 0 : messages.length - 1 - seenIndex;

  return (
    <div className="chat-room__messages">
      <div ref={listRef} className="chat-room__scroll" role="log" aria-label={t('list')} onScroll={onScroll}>
        {messages.length === 0 ? (
          placeholder
        ) : (
          <ol className="chat-list">
            {messages.map((message) => (
              <MessageRow
                key={message.id}
                message={message}
                own={message.user_id === ownId}
                when={when(message.time, now)}
              />
            ))}
          </ol>
        )}
      </div>
      {unseen > 0 && (
        <button type="button" className="chat-room__pill" onClick={() => scrollDown(true)}>
          {t('newMessages')}
          <span className="chat-room__pill-count">{unseen}</span>
        </button>
      )}
    </div>
  );
}
