// A row of tabs drawn with CSS in the kit's Tabs look (orange title and underline), for screens
// that paint without the kit (Home's movers, Market's quote currencies). It scrolls sideways when
// the tabs do not fit; the chosen tab is scrolled into view. With `panelId` each tab names the
// panel it shows (`aria-controls`), and `tabPanelProps` gives that panel its role and label.
import { useEffect, useRef } from 'react';

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

const tabId = (panelId: string, key: string) => `${panelId}-tab-${key}`;

/** The props of the panel that shows the chosen tab of a LightTabs given the same `panelId`. */
export const tabPanelProps = (panelId: string, key: string) => ({
  role: 'tabpanel',
  id: `${panelId}-${key}`,
  'aria-labelledby': tabId(panelId, key),
});

export function LightTabs<K extends string>({ tabs, active, onChange, label, className, panelId }: LightTabsProps<K>) {
  const row = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const tab = row.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
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
