// Where to send a deposit: the address as a QR code and as text, with a copy button (Clipboard API
// with a fallback); on a network that needs a memo/tag (XRP), the user's memo as prominent as the
// address, copyable, with the warning that a deposit without it cannot be credited. A network
// without an address says why and what to do instead (another network, or later), never "contact
// customer service".
import { Button, Toast } from 'antd-mobile';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/lib/clipboard';

interface DepositAddressCardProps {
  coin: string;
  network: string | null;
  address: string;
  /** The user's memo/tag on a network that needs one, else empty. */
  memo: string;
  /** With no address: another network of the coin takes deposits. */
  otherNetwork?: boolean;
}

function CopyButton({ text, label, done }: { text: string; label: string; done: string }) {
  const { t } = useTranslation('deposit');
  return (
    <Button
      block
      color="primary"
      fill="outline"
      onClick={async () => {
        const copied = await copyText(text);
        Toast.show({ content: copied ? done : t('receive.copyFailed') });
      }}
    >
      {label}
    </Button>
  );
}

export function DepositAddressCard({ coin, network, address, memo, otherNetwork = false }: DepositAddressCardProps) {
  const { t } = useTranslation('deposit');
  if (!address) {
    const where = network ?? coin;
    return (
      <section className="address-card" aria-label={t('receive.address')}>
        <p className="address-card__missing" role="status">
          {otherNetwork ? t('receive.noAddressOther', { network: where }) : t('receive.noAddress', { network: where })}
        </p>
      </section>
    );
  }
  return (
    <section className="address-card" aria-labelledby="deposit-address-title">
      {memo && (
        <div className="address-card__memo" role="group" aria-labelledby="deposit-memo-title">
          <h2 id="deposit-memo-title" className="address-card__title">
            {t('receive.memo')}
          </h2>
          <p className="address-card__memo-value mono" data-testid="deposit-memo">
            {memo}
          </p>
          <p className="address-card__memo-warning" role="note">
            {t('receive.memoWarning', { coin })}
          </p>
          <CopyButton text={memo} label={t('receive.copyMemo')} done={t('receive.memoCopied')} />
        </div>
      )}
      <div className="address-card__qr">
        <QRCodeSVG
          value={address}
          size={176}
          level="M"
          marginSize={2}
          bgColor="#ffffff"
          fgColor="#000000"
          aria-label={network ? t('receive.qrLabel', { coin, network }) : t('receive.qrLabelNoNetwork', { coin })}
        />
      </div>
      <h2 id="deposit-address-title" className="address-card__title">
        {t('receive.address')}
      </h2>
      <p className="address-card__address mono" data-testid="deposit-address">
        {address}
      </p>
      <CopyButton text={address} label={t('receive.copy')} done={t('receive.copied')} />
    </section>
  );
}
