// The feature tiles behind "More": their icons load when the grid is first expanded (or the
// browser is idle), not with Home's first paint.
import {
  CollectMoneyOutline,
  CompassOutline,
  CouponOutline,
  HandPayCircleOutline,
  KoubeiOutline,
  MessageOutline,
  PayCircleOutline,
  PictureOutline,
  ReceivePaymentOutline,
  ShopbagOutline,
  SmileOutline,
} from 'antd-mobile-icons';
import { ROUTES } from '@/lib/routes';
import type { Feature } from './feature-grid';

export const MORE_FEATURES: readonly Feature[] = [
  { id: 'financial', Icon: CollectMoneyOutline, to: ROUTES.financial },
  { id: 'otc', Icon: ShopbagOutline, to: ROUTES.otc },
  { id: 'coupons', Icon: CouponOutline, to: ROUTES.coupon },
  { id: 'mining', Icon: PayCircleOutline, to: ROUTES.lockming },
  { id: 'miniGame', Icon: SmileOutline, to: ROUTES.game },
  { id: 'chatRoom', Icon: MessageOutline, to: ROUTES.chatRoom },
  { id: 'quickBuy', Icon: HandPayCircleOutline, to: ROUTES.quickBuy },
  { id: 'defiMining', Icon: KoubeiOutline, to: ROUTES.lockming },
  { id: 'cloudMining', Icon: CompassOutline, to: ROUTES.lockming },
  { id: 'borrowing', Icon: ReceivePaymentOutline, to: ROUTES.borrowing },
  // Not in the grid list of the product description, but the NFT marketplace is one of its areas
  // (its routes have no other way in): last, after the listed features.
  { id: 'nft', Icon: PictureOutline, to: ROUTES.nft },
];
