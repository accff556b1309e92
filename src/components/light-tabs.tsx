// A row of tabs drawn with CSS in the kit's Tabs look (orange title and underline), for screens
// that paint without the kit (Home's movers, Market's quote currencies). It scrolls sideways when
// the tabs do not fit; the chosen tab is scrolled into view.
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
}

export function LightTabs<K extends string>({ tabs, active, onChange, label, className }: LightTabsProps<K>) {
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
          className={key === active ? 'light-tabs__tab light-tabs__tab--active' : 'light-tabs__tab'}
          onClick={() => onChange(key)}
        >
          <span className="light-tabs__label">{title}</span>
        </button>
      ))}
    </div>
  );
}
