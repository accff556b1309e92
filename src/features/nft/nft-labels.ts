// What the NFT fields mean for the screens: the sale mode, the kind of media, the rarity grade shown
// and the detail route of an NFT (video works open the video page).
import { ROUTES } from '@/lib/routes';

export type SaleMode = 'fixed' | 'auction' | 'blindBox';
export type MediaKind = 'image' | 'gif' | 'audio' | 'video' | 'blindBox';

interface Kinded {
  type: number;
  pay_type: number;
}

export function saleMode(payType: number): SaleMode {
  return payType === 2 ? 'auction' : payType === 3 ? 'blindBox' : 'fixed';
}

/** The media of an NFT: a blind box (type 5, or sold as one) shows its cover until it is opened. */
export function mediaKind(nft: Kinded & { rarity_status?: number }): MediaKind {
  if (nft.type === 5 || (nft.pay_type === 3 && nft.rarity_status !== 1)) return 'blindBox';
  return nft.type === 2 ? 'gif' : nft.type === 3 ? 'audio' : nft.type === 4 ? 'video' : 'image';
}

/** The grade shown: the server's, or N when it is not graded. */
export const rarityOf = (rarity: string | null | undefined): 'N' | 'R' | 'SR' =>
  rarity === 'SR' || rarity === 'R' ? rarity : 'N';

export function artworkPath(nft: { id: number; type: number }): string {
  return `${nft.type === 4 ? ROUTES.nftArtworkVideo : ROUTES.nftArtwork}?id=${nft.id}`;
}

/** A positive whole id from a query string, else null. */
export function idParam(value: string | null): number | null {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
}
