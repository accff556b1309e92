// The user's saved withdrawal addresses of one coin (and network), to fill the address field (and
// the memo/tag). In whitelist mode an address still in its cooling period cannot be chosen and
// says how long it has left.
import { Button, Skeleton, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useListWalletAddresses } from '@generated/api/withdraw/withdraw';
import type { WalletAddress } from '@generated/model';
import { QueryError } from '@/components/query-error';
import { retryOf } from '@/components/retry-of';
import { TitledSheet } from '@/components/titled-sheet';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { ROUTES } from '@/lib/routes';
import { networkLabel } from './address-rules';
import { SAVED_ADDRESSES_PARAMS } from './saved-addresses';
import { shortenAddress } from '@/lib/masking';
import { useCoolingText } from './use-withdraw-security';
import '@/components/pick-list.css';

interface SavedAddressPickerProps {
  visible: boolean;
  currencyId: number;
  coinName: string;
  network: string | null;
  /** Whitelist mode: cooling addresses are shown but cannot be chosen. */
  whitelist?: boolean;
  onClose: () => void;
  onSelect: (address: WalletAddress) => void;
}

export function SavedAddressPicker({
  visible,
  currencyId,
  coinName,
  network,
  whitelist = false,
  onClose,
  onSelect,
}: SavedAddressPickerProps) {
  const { t } = useTranslation('withdraw');
  const coolingText = useCoolingText();
  const { navigateTo } = useAppNavigation();
  const list = useListWalletAddresses(SAVED_ADDRESSES_PARAMS, { query: { enabled: visible, staleTime: 30_000 } });
  const rows = (list.data?.data ?? []).filter(
    (row) => row.currency === currencyId && (!network || !row.type || row.type.toLowerCase() === network.toLowerCase()),
  );

  function choose(row: WalletAddress): void {
    onSelect(row);
    onClose();
  }

  return (
    <TitledSheet visible={visible} title={t('saved.title')} tall onClose={onClose}>
      <div className="sheet-list">
        {list.isPending && <Skeleton.Paragraph lineCount={4} animated />}
        {list.isError && <QueryError {...retryOf(list)} compact />}
        {list.data && rows.length === 0 && <p className="empty-text">{t('saved.empty', { coin: coinName })}</p>}
        {rows.length > 0 && (
          <ul className="pick-list">
            {rows.map((row) => {
              const cooling = whitelist && (row.cooling_seconds ?? 0) > 0;
              return (
                <li key={row.id}>
                  <button type="button" className="pick-row" disabled={cooling} onClick={() => choose(row)}>
                    <span className="pick-row__main">
                      <span className="pick-row__title">{row.name}</span>
                      <span className="pick-row__sub mono">{shortenAddress(row.address, 8, 8)}</span>
                      {row.memo && <span className="pick-row__sub">{t('wallet.memo', { memo: row.memo })}</span>}
                      {cooling && (
                        <span className="pick-row__cooling">
                          {t('whitelist.cooling', { time: coolingText(row.cooling_seconds ?? 0) })}
                        </span>
                      )}
                    </span>
                    {row.type && (
                      <Tag fill="outline" className="pick-row__extra">
                        {networkLabel(row.type)}
                      </Tag>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <div className="sheet-actions">
        <Button block fill="outline" onClick={() => navigateTo(`${ROUTES.addWallet}?currency=${currencyId}`)}>
          {t('saved.add')}
        </Button>
        <Button block fill="none" onClick={() => navigateTo(ROUTES.walletAddresses)}>
          {t('saved.manage')}
        </Button>
      </div>
    </TitledSheet>
  );
}
