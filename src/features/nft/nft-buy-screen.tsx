// Buying a fixed-price NFT or a blind box: the work, its price, what the spot account has in that
// currency and what is left after; Buy asks for confirmation (the kit's dialog), then sends one
// /bind_box/buyNFT. On success the user's NFTs open; on failure the server's reason was shown and
// the user stays here (998/999 as the client handles them).
import { useQueryClient } from '@tanstack/react-query';
import { Button, Toast } from 'antd-mobile';
import Big from 'big.js';
import { useTranslation } from 'react-i18next';
import { getListWalletsQueryKey } from '@generated/api/assets/assets';
import { getGetNftQueryKey, getListMyNftsQueryKey, useBuyNft } from '@generated/api/nft/nft';
import type { NftDetail } from '@generated/model';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FactList } from '@/components/fact-list';
import { QueryError } from '@/components/query-error';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useDraftConfirm } from '@/hooks/use-draft-confirm';
import { ROUTES } from '@/lib/routes';
import { saleMode } from './nft-labels';
import { NftHead } from './nft-media';
import { NftDetailPage } from './nft-page';
import { useNftMoney, useNftPayment } from './nft-price';
import { timeStatus, useNow } from './nft-time';
import './nft.css';

function BuyBody({ nft }: { nft: NftDetail }) {
  const { t } = useTranslation('nft');
  const money = useNftMoney();
  const queryClient = useQueryClient();
  const { redirectTo } = useAppNavigation();
  const now = useNow();
  const buy = useBuyNft();
  const payment = useNftPayment(nft.currency_id, nft.currency_name);
  const { available, wallets } = payment;
  const confirming = useDraftConfirm<NftDetail>(buy.isPending, async () => {
    const answer = await buy.mutateAsync({ data: { code: nft.code } });
    Toast.show({ content: answer || t('buy.done') });
    void queryClient.invalidateQueries({ queryKey: getListWalletsQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getGetNftQueryKey({ id: nft.id }) });
    void queryClient.invalidateQueries({ queryKey: getListMyNftsQueryKey() });
    redirectTo(`${ROUTES.nftMyNft}?tab=owned`);
  });
  const onSale = timeStatus(nft, now) === 1 && saleMode(nft.pay_type) !== 'auction';
  const after = available === undefined ? undefined : new Big(available).minus(nft.price);
  const short = after !== undefined && after.lt(0);

  return (
    <>
      <NftHead nft={nft}>
        <p className="nft-row__meta">{t(`mode.${saleMode(nft.pay_type)}`)}</p>
      </NftHead>
      <FactList
        className="nft-facts"
        facts={[
          {
            label: t('buy.price'),
            value: money(nft.price, nft.currency_name),
            className: 'nft-facts__wide',
            valueClassName: 'nft-price-big',
          },
          { label: t('buy.balance'), value: available === undefined ? '…' : money(available, nft.currency_name) },
          {
            label: t('buy.after'),
            value: after === undefined ? '…' : money(after.toString(), nft.currency_name),
            valueClassName: short ? 'down' : undefined,
          },
        ]}
      />
      {wallets.isError && (
        <QueryError
          compact
          error={wallets.error}
          onRetry={() => void wallets.refetch()}
          retrying={wallets.isFetching}
        />
      )}
      {short && (
        <p className="form-field__error" role="alert">
          {t('buy.insufficient')}
        </p>
      )}
      {!onSale && (
        <p className="form-field__error" role="alert">
          {t('buy.notOnSale')}
        </p>
      )}
      {saleMode(nft.pay_type) === 'blindBox' && <p className="nft-note">{t('buy.blindBoxNote')}</p>}
      <div className="nft-actions">
        <Button block color="primary" size="large" disabled={!onSale || short} onClick={() => confirming.open(nft)}>
          {t('buy.submit')}
        </Button>
      </div>
      <ConfirmDialog
        {...confirming.dialog}
        title={t('buy.confirmTitle')}
        rows={payment.rows(nft.name, t('buy.price'), nft.price)}
        confirmText={t('buy.confirm')}
        cancelText={t('buy.cancel')}
      />
    </>
  );
}

export function NftBuyScreen() {
  const { t } = useTranslation('nft');
  return <NftDetailPage title={t('buy.title')}>{(nft) => <BuyBody nft={nft} />}</NftDetailPage>;
}
