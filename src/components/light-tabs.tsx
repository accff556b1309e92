// A row of tabs drawn with CSS in the kit's Tabs look (orange title and underline), for screens
// that paint without the kit (Home's movers, Market's quote currencies). It scrolls sideways when
// the tabs do not fit; the chosen tab is scrolled into view. With `panelId` each tab names the
// panel it shows (`aria-controls`), and `tabPanelProps` (light-tab-panel.ts) gives that panel its role and label.
import { useEffect, useRef } from 'react';
import { tabId } from './light-tab-panel';

export interface LightTab<K extends string> {
  key: K;
  title: string;
}

interface LightTabsProps<K extends string> {
  tabs: readonly LightTab<K>[];
  active: K;
  onChange: (key: K) => void;
  label?: string;
  className?: string;
  /** The id prefix of the panels the tabs show (see tabPanelProps). */
  panelId?: string;
}

export function LightTabs<K extends string>({ tabs, active, onChange, label, className, panelId }: LightTabsProps<K>) {
  const row = useRef<HTMLDivElement>(null);
  const mounted = useRef(false);
  // The chosen tab is scrolled into the row's view (the row only: never the page). Not on the
  // first render when the first tab is chosen: it is in view, and measuring would force a layout
  // of the whole page while it starts.
  useEffect(() => {
    const first = !mounted.current;
    mounted.current = true;
    const box = row.current;
    if (!box || (first && tabs[0]?.key === active)) return;
    const tab = box.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!tab) return;
    const view = box.getBoundingClientRect();
    const place = tab.getBoundingClientRect();
    if (place.left < view.left) box.scrollLeft -= view.left - place.left;
    else if (place.right > view.right) box.scrollLeft += place.right - view.right;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of the chosen tab scrolls
  }, [active]);
  return (
    <div ref={row} className={['light-tabs', className].filter(Boolean).join(' ')} role="tablist" aria-label={label}>
      {tabs.map(({ key, title }) => (
        <button
          key={key}
          type="button"
          role="tab"
          aria-selected={key === active}
          id={panelId && tabId(panelId, key)}
          aria-controls={panelId && key === active ? `${panelId}-${key}` : undefined}
          className={key === active ? 'light-tabs__tab light-tabs__tab--active' : 'light-tabs__tab'}
          onClick={() => onChange(key)}
        >
          <span className="light-tabs__label">{title}</span>
        </button>
      ))}
    </div>
  );
}
