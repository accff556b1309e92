// Invite friends: the user's invitation code and registration link, as text to copy and as a QR
// code, with the system share sheet where the browser has one (Web Share API).
import { Button, Skeleton, Toast } from 'antd-mobile';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { ROUTES } from '@/lib/routes';
import { useCopyText } from './copy-text';
import { useAccountUser } from './use-account-user';
import './account.css';

/** The registration link that carries an invitation code. */
export function inviteLink(code: string, origin: string = globalThis.location?.origin ?? ''): string {
  return `${origin}/h5/#${ROUTES.register}?code=${encodeURIComponent(code)}`;
}

export function ShareScreen() {
  const { t } = useTranslation('account');
  const { user, info } = useAccountUser();
  const copy = useCopyText();
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const code = user?.extension_code ?? '';
  const link = code ? inviteLink(code) : '';

  async function share(): Promise<void> {
    try {
      await navigator.share({ title: t('share.shareTitle'), text: t('share.shareText', { code }), url: link });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      Toast.show({ content: t('share.shareFailed'), duration: 1500 });
    }
  }

  return (
    <Page title={t('share.title')} className="account">
      {!user && info.isPending && (
        <div className="account-section" aria-busy="true">
          <Skeleton animated className="share-qr-skeleton" />
          <Skeleton.Paragraph lineCount={3} animated />
        </div>
      )}
      {!user && info.isError && (
        <QueryError error={info.error} onRetry={() => void info.refetch()} retrying={info.isFetching} />
      )}
      {user && (
        <>
          <section className="share-hero" aria-labelledby="share-heading">
            <h2 id="share-heading">{t('share.heading')}</h2>
            <p>{t('share.subheading')}</p>
          </section>
          <section className="share-card" aria-label={t('share.cardLabel')}>
            <div className="share-qr">
              <QRCodeSVG
                value={link}
                size={184}
                level="M"
                marginSize={2}
                bgColor="#ffffff"
                fgColor="#0f1115"
                role="img"
                aria-label={t('share.qrLabel')}
              />
            </div>
            <p className="account-hint">{t('share.scan')}</p>
            <dl className="share-fields">
              <div className="share-field">
                <dt>{t('share.code')}</dt>
                <dd>
                  <strong className="share-code">{code}</strong>
                  <Button size="small" fill="outline" color="primary" onClick={() => void copy(code)}>
                    {t('share.copyCode')}
                  </Button>
                </dd>
              </div>
              <div className="share-field">
                <dt>{t('share.link')}</dt>
                <dd>
                  <span className="share-link">{link}</span>
                  <Button size="small" fill="outline" color="primary" onClick={() => void copy(link)}>
                    {t('share.copyLink')}
                  </Button>
                </dd>
              </div>
            </dl>
            {canShare && (
              <Button block color="primary" size="large" onClick={() => void share()}>
                {t('share.share')}
              </Button>
            )}
          </section>
          <section className="share-steps" aria-labelledby="share-steps-title">
            <h2 id="share-steps-title">{t('share.howTitle')}</h2>
            <ol>
              <li>{t('share.step1')}</li>
              <li>{t('share.step2')}</li>
              <li>{t('share.step3')}</li>
            </ol>
          </section>
        </>
      )}
    </Page>
  );
}
