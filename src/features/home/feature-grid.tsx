// The home feature grid of product-spec.md §2: every tile opens its area's route.
import {
  AppstoreOutline,
  CalculatorOutline,
  CollectMoneyOutline,
  CompassOutline,
  CouponOutline,
  BillOutline,
  DownlandOutline,
  HandPayCircleOutline,
  HistogramOutline,
  KoubeiOutline,
  LoopOutline,
  MessageOutline,
  PayCircleOutline,
  PictureOutline,
  PieOutline,
  ReceivePaymentOutline,
  ShopbagOutline,
  SmileOutline,
  TeamOutline,
  UploadOutline,
} from 'antd-mobile-icons';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { ROUTES } from '@/lib/routes';

interface Feature {
  id: string;
  Icon: ComponentType<{ fontSize?: number | string }>;
  /** The route it opens. */
  to: string;
}

const FEATURES: readonly Feature[] = [
  { id: 'recharge', Icon: DownlandOutline, to: ROUTES.depositSelect },
  { id: 'withdraw', Icon: UploadOutline, to: ROUTES.withdraw },
  { id: 'stock', Icon: AppstoreOutline, to: `${ROUTES.trade}?mode=stock` },
  { id: 'futures', Icon: HistogramOutline, to: `${ROUTES.trade}?mode=contract` },
  { id: 'options', Icon: PieOutline, to: `${ROUTES.trade}?mode=options` },
  { id: 'exchange', Icon: LoopOutline, to: ROUTES.fundTransfer },
  { id: 'margin', Icon: CalculatorOutline, to: `${ROUTES.trade}?mode=contract` },
  { id: 'bills', Icon: BillOutline, to: ROUTES.bill },
  { id: 'copyTrade', Icon: TeamOutline, to: ROUTES.copyTraders },
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

const FIRST_ROWS = 10;

export function FeatureGrid() {
  const { t } = useTranslation('home');
  const { navigateTo } = useAppNavigation();
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? FEATURES : FEATURES.slice(0, FIRST_ROWS - 1);

  const open = (feature: Feature): void => navigateTo(feature.to);

  return (
    <nav className="feature-grid" aria-label={t('features.label')}>
      <ul>
        {shown.map((feature) => (
          <li key={feature.id}>
            <button type="button" className="feature-grid__item" onClick={() => open(feature)}>
              <span className="feature-grid__icon" aria-hidden="true">
                <feature.Icon fontSize={22} />
              </span>
              <span>{t(`features.items.${feature.id}`)}</span>
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="feature-grid__item"
            aria-expanded={expanded}
            onClick={() => setExpanded((v) => !v)}
          >
            <span className="feature-grid__icon feature-grid__icon--more" aria-hidden="true">
              {expanded ? '−' : '+'}
            </span>
            <span>{expanded ? t('features.less') : t('features.more')}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
