// A card of the market grid: the media, the name, the creator, the price (the current bid of an
// auction), the rarity, the sale mode and the live countdown. The whole card opens the artwork.
import { useTranslation } from 'react-i18next';
import type { NftArtwork } from '@generated/model';
import { resolveImageUrl } from '@/api/image-url';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { NftCountdown } from './nft-countdown';
import { artworkPath, rarityOf, saleMode } from './nft-labels';
import { NftThumb } from './nft-media';
import { useNftMoney } from './nft-price';
import '@/components/bare-button.css';

/** What a card shows: a market row, or a stored NFT with its currency's name added. */
export type CardNft = Pick<
  NftArtwork,
  | 'id'
  | 'type'
  | 'pay_type'
  | 'rarity_status'
  | 'rarity'
  | 'name'
  | 'image'
  | 'price'
  | 'status'
  | 'start_time'
  | 'end_time'
> & { currency_name?: string; author_name?: string | null; author_avatar?: string | null };

export function NftCard({ nft, showAuthor = true }: { nft: CardNft; showAuthor?: boolean }) {
  const { t } = useTranslation('nft');
  const { navigateTo } = useAppNavigation();
  const money = useNftMoney();
  const mode = saleMode(nft.pay_type);
  const rarity = rarityOf(nft.rarity);
  const author = nft.author_name || t('artist.unnamed');
  return (
    <article className="nft-card" aria-label={nft.name}>
      <button type="button" className="bare-button bare-button--block" onClick={() => navigateTo(artworkPath(nft))}>
        <NftThumb nft={nft} />
        <span className={`nft-rarity nft-rarity--${rarity}`}>{rarity}</span>
        <span className="nft-card__body">
          <span className="nft-card__name">{nft.name}</span>
          {showAuthor && (
            <span className="nft-card__author">
              {nft.author_avatar && (
                <img src={resolveImageUrl(nft.author_avatar)} alt="" className="nft-avatar nft-avatar--xs" />
              )}
              {author}
            </span>
          )}
          <span className="nft-card__mode">{t(`mode.${mode}`)}</span>
          <span className="nft-card__price">
            <span className="visually-hidden">{mode === 'auction' ? t('detail.currentBid') : t('detail.price')} </span>
            {money(nft.price, nft.currency_name)}
          </span>
        </span>
      </button>
      <NftCountdown sale={nft} className="nft-card__time" />
    </article>
  );
}
