// The home feature grid of product-spec.md §2: every tile opens its area's route.
import {
  AppstoreOutline,
  BillOutline,
  CalculatorOutline,
  DownlandOutline,
  HistogramOutline,
  LoopOutline,
  PieOutline,
  TeamOutline,
  UploadOutline,
} from 'antd-mobile-icons';
import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { ROUTES } from '@/lib/routes';
import { afterContent } from '@/lib/after-content';

export interface Feature {
  id: string;
  Icon: ComponentType<{ fontSize?: number | string }>;
  /** The route it opens. */
  to: string;
}

/** The tiles shown before "More" (the rest, with their icons, load in more-features.ts). */
const FIRST_FEATURES: readonly Feature[] = [
  { id: 'recharge', Icon: DownlandOutline, to: ROUTES.depositSelect },
  { id: 'withdraw', Icon: UploadOutline, to: ROUTES.withdraw },
  { id: 'stock', Icon: AppstoreOutline, to: `${ROUTES.trade}?mode=stock` },
  { id: 'futures', Icon: HistogramOutline, to: `${ROUTES.trade}?mode=contract` },
  { id: 'options', Icon: PieOutline, to: `${ROUTES.trade}?mode=options` },
  { id: 'exchange', Icon: LoopOutline, to: ROUTES.fundTransfer },
  { id: 'margin', Icon: CalculatorOutline, to: `${ROUTES.trade}?mode=contract` },
  { id: 'bills', Icon: BillOutline, to: ROUTES.bill },
  { id: 'copyTrade', Icon: TeamOutline, to: ROUTES.copyTraders },
];

const loadMore = () => import('./more-features').then((m) => m.MORE_FEATURES);

export function FeatureGrid() {
  const { t } = useTranslation('home');
  const { navigateTo } = useAppNavigation();
  const [expanded, setExpanded] = useState(false);
  const [more, setMore] = useState<readonly Feature[] | null>(null);
  const shown = expanded && more ? [...FIRST_FEATURES, ...more] : FIRST_FEATURES;

  // The hidden tiles' code arrives while the user looks at Home (once it has shown its content,
  // when idle), so "More" opens at once.
  useEffect(() => {
    let active = true;
    const cancel = afterContent(() => void loadMore().then((features) => active && setMore(features)));
    return () => {
      active = false;
      cancel();
    };
  }, []);

  const toggle = (): void => {
    if (expanded || more) return setExpanded((v) => !v);
    void loadMore().then((features) => {
      setMore(features);
      setExpanded(true);
    });
  };

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
          <button type="button" className="feature-grid__item" aria-expanded={expanded} onClick={toggle}>
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
