// Invite friends: the user's invitation code and registration link, as text to copy and as a QR
// code, with the system share sheet where the browser has one (Web Share API).
import { Button, Skeleton, Toast } from 'antd-mobile';
import { QRCodeSVG } from 'qrcode.react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@/lib/routes';
import { useCopyText } from './copy-text';
import { AccountUserPage } from './account-user-page';
import './account.css';

/** The registration link that carries an invitation code. */
function inviteLink(code: string, origin: string = globalThis.location?.origin ?? ''): string {
  return `${origin}/h5/#${ROUTES.register}?code=${encodeURIComponent(code)}`;
}

interface ShareFieldProps {
  label: string;
  value: string;
  copyLabel: string;
  /** The value as shown. */
  children: ReactNode;
}

/** A term of the invitation with the button that copies it. */
function ShareField({ label, value, copyLabel, children }: ShareFieldProps) {
  const copy = useCopyText();
  return (
    <div className="share-field">
      <dt>{label}</dt>
      <dd>
        {children}
        <Button size="small" fill="outline" color="primary" onClick={() => void copy(value)}>
          {copyLabel}
        </Button>
      </dd>
    </div>
  );
}

function Invitation({ code }: { code: string }) {
  const { t } = useTranslation('account');
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

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
          <ShareField label={t('share.code')} value={code} copyLabel={t('share.copyCode')}>
            <strong className="share-code">{code}</strong>
          </ShareField>
          <ShareField label={t('share.link')} value={link} copyLabel={t('share.copyLink')}>
            <span className="share-link">{link}</span>
          </ShareField>
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
  );
}

export function ShareScreen() {
  const { t } = useTranslation('account');
  return (
    <AccountUserPage
      title={t('share.title')}
      placeholder={
        <div className="account-section" aria-busy="true">
          <Skeleton animated className="share-qr-skeleton" />
          <Skeleton.Paragraph lineCount={3} animated />
        </div>
      }
    >
      {(user) => <Invitation code={user.extension_code ?? ''} />}
    </AccountUserPage>
  );
}
