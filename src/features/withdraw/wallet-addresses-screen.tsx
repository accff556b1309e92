// The user's saved withdrawal addresses, 10 per page with infinite scroll: label, coin, network and
// address, with copy and edit; and the way to add one.
import { Button, Empty, Skeleton, Tag, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { getListWalletAddressesQueryKey, listWalletAddresses } from '@generated/api/withdraw/withdraw';
import type { WalletAddress } from '@generated/model';
import { Page } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { retryOf } from '@/components/retry-of';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { ROUTES } from '@/lib/routes';
import { networkLabel } from './address-rules';
import { useCoolingText } from './use-withdraw-security';
import { copyText } from '@/lib/clipboard';
import { CoinBadge } from '@/components/coin-badge';
import { NavTextButton } from '@/components/nav-text-button';
import { QueryPagedFooter } from '@/components/query-paged-footer';
import { usePagesList } from '@/hooks/use-pages-list';
import '@/components/earn-card.css';
import './withdraw.css';

const PAGE_SIZE = 10;

function WalletItem({ row }: { row: WalletAddress }) {
  const { t } = useTranslation('withdraw');
  const coolingText = useCoolingText();
  const { navigateTo } = useAppNavigation();
  return (
    <li className="wallet-item">
      <div className="wallet-item__head">
        {/* The row names its label, not its coin: the logo alone, or a plain disc. */}
        <CoinBadge name="" logo={row.logo} size={22} />
        <span className="wallet-item__name">{row.name}</span>
        {row.type && <Tag fill="outline">{networkLabel(row.type)}</Tag>}
      </div>
      <p className="wallet-item__address mono">{row.address}</p>
      {row.memo && <p className="wallet-item__memo">{t('wallet.memo', { memo: row.memo })}</p>}
      {(row.cooling_seconds ?? 0) > 0 && (
        <p className="wallet-item__cooling">
          {t('whitelist.cooling', { time: coolingText(row.cooling_seconds ?? 0) })}
        </p>
      )}
      <div className="wallet-item__actions">
        <button
          type="button"
          className="link-button"
          aria-label={t('wallet.copyNamed', { name: row.name })}
          onClick={async () => {
            const copied = await copyText(row.address);
            Toast.show({ content: copied ? t('wallet.copied') : t('wallet.copyFailed') });
          }}
        >
          {t('wallet.copy')}
        </button>
        <button
          type="button"
          className="link-button"
          aria-label={t('wallet.editNamed', { name: row.name })}
          onClick={() => navigateTo(`${ROUTES.addWallet}?id=${row.id}`)}
        >
          {t('wallet.edit')}
        </button>
      </div>
    </li>
  );
}

export function WalletAddressesScreen() {
  const { t } = useTranslation('withdraw');
  const { navigateTo } = useAppNavigation();
  const pages = usePagesList(getListWalletAddressesQueryKey({ limit: PAGE_SIZE }), (page, signal) =>
    listWalletAddresses({ page, limit: PAGE_SIZE }, undefined, signal),
  );
  const rows = pages.data?.pages.flatMap((page) => page.rows) ?? [];

  return (
    <Page title={t('wallet.title')} right={<NavTextButton to={ROUTES.addWallet}>{t('wallet.add')}</NavTextButton>}>
      <div className="wallet">
        {pages.isPending && <Skeleton.Paragraph lineCount={6} animated />}
        {pages.isError && !pages.data && <QueryError {...retryOf(pages)} />}
        {pages.isSuccess && rows.length === 0 && <Empty description={t('wallet.empty')} className="wallet__empty" />}
        {rows.length > 0 && (
          <>
            <ul className="earn-list" aria-label={t('wallet.listLabel')}>
              {rows.map((row) => (
                <WalletItem key={row.id} row={row} />
              ))}
            </ul>
            <QueryPagedFooter query={pages} ns="withdraw" />
          </>
        )}
        {pages.isSuccess && (
          <Button
            block
            color="primary"
            size="large"
            className="wallet__add"
            onClick={() => navigateTo(ROUTES.addWallet)}
          >
            {t('wallet.addAddress')}
          </Button>
        )}
      </div>
    </Page>
  );
}
