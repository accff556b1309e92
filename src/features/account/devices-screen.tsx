// Devices: the sessions signed in to this account (the proposed /user/sessions), newest first:
// the device and browser each signed in with, its address and where that is, when, and "This
// device" on the one in hand. Another device can be signed out (its token is refused from its next
// call on), or every other one at once; each after a confirmation, the list read again after.
import { useQueryClient } from '@tanstack/react-query';
import { Button, Tag, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getListSessionsQueryKey,
  useCloseOtherSessions,
  useCloseSession,
  useListSessions,
} from '@generated/api/account/account';
import type { UserSession } from '@generated/model';
import { DraftConfirm } from '@/components/draft-confirm';
import { Page } from '@/components/page';
import { QueryStatus } from '@/components/query-status';
import { useLocale } from '@/hooks/use-locale';
import { formatDateTime } from '@/lib/format';
import './account.css';

function SessionRow({ session, onSignOut }: { session: UserSession; onSignOut: (s: UserSession) => void }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const name = session.device ?? t('devices.unknownDevice');
  return (
    <li className="device" data-testid="device">
      <div className="device__head">
        <strong className="device__name">{name}</strong>
        {session.current === 1 && (
          <Tag color="success" fill="outline">
            {t('devices.current')}
          </Tag>
        )}
      </div>
      <p className="device__line">{session.browser ?? t('devices.unknownBrowser')}</p>
      <p className="device__line">{t('devices.place', { ip: session.ip, location: session.location })}</p>
      <p className="device__line">
        {t('devices.signedIn', { time: formatDateTime(session.created_at * 1000, locale) })}
      </p>
      {session.current !== 1 && (
        <button
          type="button"
          className="link-button device__action"
          onClick={() => onSignOut(session)}
          aria-label={t('devices.signOutNamed', { name })}
        >
          {t('devices.signOut')}
        </button>
      )}
    </li>
  );
}

export function DevicesScreen() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const sessions = useListSessions();
  const closeOne = useCloseSession();
  const closeOthers = useCloseOtherSessions();
  const [leaving, setLeaving] = useState<UserSession | null>(null);
  const [allOthers, setAllOthers] = useState<true | null>(null);
  const list = sessions.data ?? [];
  const others = list.filter((s) => s.current !== 1).length;
  const refresh = () => queryClient.invalidateQueries({ queryKey: getListSessionsQueryKey() });
  const done = (message: string) => {
    Toast.show({ content: message, duration: 1500 });
    void refresh();
  };

  return (
    <Page title={t('devices.title')} className="account">
      <div className="account-section devices">
        <p className="account-hint">{t('devices.intro')}</p>
        <QueryStatus query={sessions} />
        {sessions.data && (
          <ul className="device-list" aria-label={t('devices.listLabel')}>
            {list.map((session) => (
              <SessionRow key={session.id} session={session} onSignOut={setLeaving} />
            ))}
          </ul>
        )}
        {sessions.data && (
          <Button
            block
            color="danger"
            fill="outline"
            className="devices__all"
            disabled={others === 0}
            onClick={() => setAllOthers(true)}
          >
            {t('devices.signOutOthers')}
          </Button>
        )}
        {sessions.data && others === 0 && <p className="account-hint">{t('devices.onlyThis')}</p>}
      </div>
      <DraftConfirm
        draft={leaving}
        onClose={() => setLeaving(null)}
        title={t('devices.confirmOneTitle')}
        rows={(s) => [
          { label: t('devices.device'), value: s.device ?? t('devices.unknownDevice') },
          { label: t('devices.browser'), value: s.browser ?? t('devices.unknownBrowser') },
          { label: t('devices.address'), value: t('devices.place', { ip: s.ip, location: s.location }) },
        ]}
        send={(s) => closeOne.mutateAsync({ data: { id: s.id } })}
        onSent={(message) => done(message || t('devices.signedOut'))}
        confirmText={t('devices.signOut')}
        pending={closeOne.isPending}
        danger
      >
        <p className="account-hint">{t('devices.confirmOneNote')}</p>
      </DraftConfirm>
      <DraftConfirm
        draft={allOthers}
        onClose={() => setAllOthers(null)}
        title={t('devices.confirmOthersTitle')}
        send={() => closeOthers.mutateAsync({})}
        onSent={(message) => done(message || t('devices.signedOutOthers'))}
        confirmText={t('devices.signOutOthers')}
        pending={closeOthers.isPending}
        danger
      >
        <p className="account-hint">{t('devices.confirmOthersNote', { count: others })}</p>
      </DraftConfirm>
    </Page>
  );
}
