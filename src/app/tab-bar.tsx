// The bottom tab bar: Home, Market, Trade, Assets. Dark, with the selected tab in light orange.
// Hand-built (four links and icons) so that the entry bundle stays free of the UI kit.
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { ROUTES } from '@/lib/routes';

const TABS = [
  { path: ROUTES.home, label: 'tabs.home', icon: 'M3 10.5 12 3l9 7.5V21h-6v-6H9v6H3z' },
  { path: ROUTES.market, label: 'tabs.market', icon: 'M4 20V10h3v10zm6.5 0V4h3v16zM17 20v-7h3v7z' },
  { path: ROUTES.trade, label: 'tabs.trade', icon: 'M7 4 3 8l4 4V9h10V7H7zm10 8v3H7v2h10v3l4-4z' },
  {
    path: ROUTES.assets,
    label: 'tabs.assets',
    icon: 'M3 6h15a3 3 0 0 1 3 3v9a2 2 0 0 1-2 2H4a1 1 0 0 1-1-1zm13 6a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM5 3h11v2H5z',
  },
] as const;

export function TabBar({ activePath }: { activePath: string }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const active = activePath === ROUTES.homeAlias ? ROUTES.home : activePath;
  return (
    <nav className="tab-bar" aria-label={t('a11y.tabs')}>
      {TABS.map((tab) => {
        const selected = tab.path === active;
        return (
          <a
            key={tab.path}
            href={`#${tab.path}`}
            className={selected ? 'tab-bar__item tab-bar__item--active' : 'tab-bar__item'}
            aria-current={selected ? 'page' : undefined}
            onClick={(event) => {
              event.preventDefault();
              if (!selected) navigate(tab.path, { replace: true });
            }}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d={tab.icon} fill="currentColor" />
            </svg>
            <span>{t(tab.label)}</span>
          </a>
        );
      })}
    </nav>
  );
}
