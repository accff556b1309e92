// Where to send a deposit: the address as a QR code and as text, with a copy button (Clipboard API
// with a fallback). An address the site has not set up shows a notice and no QR code.
import { Button, Toast } from 'antd-mobile';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/lib/clipboard';

interface DepositAddressCardProps {
  coin: string;
  network: string | null;
  address: string;
}

export function DepositAddressCard({ coin, network, address }: DepositAddressCardProps) {
  const { t } = useTranslation('deposit');
  if (!address) {
    return (
      <section className="address-card" aria-label={t('receive.address')}>
        <p className="address-card__missing" role="status">
          {t('receive.noAddress')}
        </p>
      </section>
    );
  }
  return (
    <section className="address-card" aria-labelledby="deposit-address-title">
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
      <Button
        block
        color="primary"
        fill="outline"
        onClick={async () => {
          const copied = await copyText(address);
          Toast.show({ content: copied ? t('receive.copied') : t('receive.copyFailed') });
        }}
      >
        {t('receive.copy')}
      </Button>
    </section>
  );
}
