// The message box of a signed-in user: a counter against the contract's limit, a send button that
// waits for text, and the server's refusals in the user's language. A text above the limit is
// refused here and never sent. A refused message comes back into an empty box, so that nothing
// typed is lost; after `rate_limited` the button waits out the server's `retry_after`.
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSecondClock } from '@/hooks/use-second-clock';
import { CHAT_TEXT_MAX, clearChatRefusal, sendChatMessage, type ChatRefusal } from './chat-store';

const REFUSAL_KEYS = {
  rate_limited: 'refusals.rateLimited',
  too_long: 'refusals.tooLong',
  not_signed_in: 'refusals.notSignedIn',
  empty: 'refusals.empty',
} as const;

/** The seconds left before a rate-limited user may send again (0: now). */
function useWait(refusal: ChatRefusal | null): number {
  const now = useSecondClock();
  if (refusal?.code !== 'rate_limited' || !refusal.retryAt || !refusal.retryAfter) return 0;
  // the clock ticks to the second: never say more than the server did
  return Math.min(refusal.retryAfter, Math.max(0, Math.ceil((refusal.retryAt - now) / 1000)));
}

interface ChatComposerProps {
  /** Online, in the room, and the user known to the socket. */
  ready: boolean;
  refusal: ChatRefusal | null;
}

export function ChatComposer({ ready, refusal }: ChatComposerProps) {
  const { t } = useTranslation('chat');
  const [draft, setDraft] = useState('');
  const [lastSent, setLastSent] = useState('');
  const [restoredFor, setRestoredFor] = useState<number | null>(null);
  const wait = useWait(refusal);

  // A refusal of what was just sent puts it back into an empty box (once per refusal).
  if (refusal && refusal.seq !== restoredFor) {
    setRestoredFor(refusal.seq);
    if (draft === '' && lastSent !== '') setDraft(lastSent);
  }

  const length = draft.length;
  const tooLong = length > CHAT_TEXT_MAX;
  const empty = draft.trim() === '';
  const disabled = empty || tooLong || !ready || wait > 0;

  // What to say under the box: a text too long, else the server's refusal while it holds.
  let notice: string | null = null;
  if (tooLong) notice = t('refusals.tooLong', { max: CHAT_TEXT_MAX });
  else if (refusal?.code === 'rate_limited') notice = wait > 0 ? t('refusals.rateLimited', { seconds: wait }) : null;
  else if (refusal) notice = t(REFUSAL_KEYS[refusal.code], { max: CHAT_TEXT_MAX });

  function submit(event: FormEvent): void {
    event.preventDefault();
    if (disabled) return;
    const text = draft.trim();
    if (sendChatMessage(text)) {
      setLastSent(text);
      setDraft('');
    }
  }

  return (
    <form className="chat-composer" onSubmit={submit} aria-label={t('composer.label')}>
      {notice && (
        <p className="chat-composer__notice" role="alert" id="chat-composer-notice">
          {notice}
        </p>
      )}
      <div className="chat-composer__row">
        <div className="chat-composer__field">
          <input
            id="chat-composer-text"
            className="chat-composer__input"
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              if (refusal && refusal.code !== 'rate_limited') clearChatRefusal();
            }}
            placeholder={t('composer.placeholder')}
            aria-label={t('composer.label')}
            aria-invalid={tooLong}
            aria-describedby={notice ? 'chat-composer-counter chat-composer-notice' : 'chat-composer-counter'}
            autoComplete="off"
            enterKeyHint="send"
          />
          <span
            id="chat-composer-counter"
            className={tooLong ? 'chat-composer__counter chat-composer__counter--over' : 'chat-composer__counter'}
          >
            {t('composer.counter', { length, max: CHAT_TEXT_MAX })}
          </span>
        </div>
        <Button type="submit" color="primary" size="small" disabled={disabled} className="chat-composer__send">
          {t('composer.send')}
        </Button>
      </div>
    </form>
  );
}
