// Buying a fixed-price NFT or a blind box: the work, its price, what the spot account has in that
// currency and what is left after; Buy asks for confirmation (the kit's dialog), then sends one
// /bind_box/buyNFT. On success the user's NFTs open; on failure the server's reason was shown and
// the user stays here (998/999 as the client handles them).
import { useQueryClient } from '@tanstack/react-query';
import { Button, Skeleton, Toast } from 'antd-mobile';
import Big from 'big.js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { getListWalletsQueryKey } from '@generated/api/assets/assets';
import { getGetNftQueryKey, getListMyNftsQueryKey, useBuyNft, useGetNft } from '@generated/api/nft/nft';
import type { NftDetail } from '@generated/model';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Page } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useReportError } from '@/hooks/use-report-error';
import { ROUTES } from '@/lib/routes';
import { idParam, saleMode } from './nft-labels';
import { NftThumb } from './nft-media';
import { useNftMoney } from './nft-price';
import { timeStatus, useNow } from './nft-time';
import { useSpotBalance } from './use-spot-balance';
import './nft.css';

function BuyBody({ nft }: { nft: NftDetail }) {
  const { t } = useTranslation('nft');
  const money = useNftMoney();
  const queryClient = useQueryClient();
  const reportError = useReportError();
  const { redirectTo } = useAppNavigation();
  const now = useNow();
  const buy = useBuyNft();
  const { available, wallets } = useSpotBalance(nft.currency_id);
  const [confirming, setConfirming] = useState(false);
  const onSale = timeStatus(nft, now) === 1 && saleMode(nft.pay_type) !== 'auction';
  const after = available === undefined ? undefined : new Big(available).minus(nft.price);
  const short = after !== undefined && after.lt(0);

  async function send(): Promise<void> {
    try {
      const answer = await buy.mutateAsync({ data: { code: nft.code } });
      setConfirming(false);
      Toast.show({ content: answer || t('buy.done') });
      void queryClient.invalidateQueries({ queryKey: getListWalletsQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getGetNftQueryKey({ id: nft.id }) });
      void queryClient.invalidateQueries({ queryKey: getListMyNftsQueryKey() });
      redirectTo(`${ROUTES.nftMyNft}?tab=owned`);
    } catch (error) {
      setConfirming(false);
      reportError(error);
    }
  }

  return (
    <>
      <div className="nft-row">
        <div className="nft-row__image">
          <NftThumb nft={nft} />
        </div>
        <div className="nft-row__main">
          <h1 className="nft-row__title">{nft.name}</h1>
          <p className="nft-row__meta">{t(`mode.${saleMode(nft.pay_type)}`)}</p>
        </div>
      </div>
      <dl className="nft-facts">
        <div className="nft-facts__wide">
          <dt>{t('buy.price')}</dt>
          <dd className="nft-price-big">{money(nft.price, nft.currency_name)}</dd>
        </div>
        <div>
          <dt>{t('buy.balance')}</dt>
          <dd>{available === undefined ? '…' : money(available, nft.currency_name)}</dd>
        </div>
        <div>
          <dt>{t('buy.after')}</dt>
          <dd className={short ? 'down' : undefined}>
            {after === undefined ? '…' : money(after.toString(), nft.currency_name)}
          </dd>
        </div>
      </dl>
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
        <Button block color="primary" size="large" disabled={!onSale || short} onClick={() => setConfirming(true)}>
          {t('buy.submit')}
        </Button>
      </div>
      <ConfirmDialog
        visible={confirming}
        title={t('buy.confirmTitle')}
        rows={[
          { label: t('buy.item'), value: nft.name },
          {
            label: t('buy.price'),
            value: money(nft.price, nft.currency_name),
            className: 'confirm-dialog__row--total',
          },
          ...(available === undefined ? [] : [{ label: t('buy.balance'), value: money(available, nft.currency_name) }]),
        ]}
        confirmText={t('buy.confirm')}
        cancelText={t('buy.cancel')}
        pending={buy.isPending}
        onConfirm={send}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

export function NftBuyScreen() {
  const { t } = useTranslation('nft');
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const nft = useGetNft({ id: id ?? 0 }, { query: { enabled: id !== null } });
  return (
    <Page title={t('buy.title')}>
      <div className="nft">
        {id === null && <p className="empty-text">{t('detail.missing')}</p>}
        {id !== null && nft.isPending && <Skeleton.Paragraph lineCount={6} animated />}
        {nft.isError && <QueryError error={nft.error} onRetry={() => void nft.refetch()} retrying={nft.isFetching} />}
        {nft.data && <BuyBody nft={nft.data} />}
      </div>
    </Page>
  );
}
