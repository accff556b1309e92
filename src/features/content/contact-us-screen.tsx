// Contact us: the operators' contact page (sanitized HTML). Its e-mail addresses and phone numbers
// are tappable (mailto:/tel:) in the text and listed on top, with the live chat of the app.
import { List } from 'antd-mobile';
import { MailOutline, MessageOutline, PhonebookOutline } from 'antd-mobile-icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetContactUs } from '@generated/api/content/content';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { Page } from '@/components/page';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { ROUTES } from '@/lib/routes';
import { linkContacts } from './contacts';
import { SitePageBody } from './site-page';
import { sitePageHtml, sitePageTitle } from './site-page-payload';
import './content.css';

export function ContactUsScreen() {
  const { t } = useTranslation('content');
  const { navigateTo } = useAppNavigation();
  const page = useGetContactUs(undefined, { query: { staleTime: 10 * 60_000 } });
  const linked = useMemo(
    () => (page.data === undefined ? null : linkContacts(sanitizeHtml(sitePageHtml(page.data)))),
    [page.data],
  );

  const channels = (
    <List header={t('contact.channels')} className="content-list">
      {linked?.contacts.map((contact) => (
        <List.Item
          key={contact.href}
          prefix={
            contact.kind === 'email' ? <MailOutline aria-hidden="true" /> : <PhonebookOutline aria-hidden="true" />
          }
          description={contact.kind === 'email' ? t('contact.email') : t('contact.phone')}
          arrowIcon={false}
        >
          <a className="content-contact" href={contact.href}>
            {contact.label}
          </a>
        </List.Item>
      ))}
      <List.Item
        prefix={<MessageOutline aria-hidden="true" />}
        description={t('contact.liveChatHint')}
        onClick={() => navigateTo(ROUTES.kefu)}
      >
        {t('entries.customerService')}
      </List.Item>
    </List>
  );

  return (
    <Page title={sitePageTitle(page.data) ?? t('contact.title')} className="content">
      <SitePageBody query={page} transform={() => linked?.html ?? ''} header={channels} />
    </Page>
  );
}
