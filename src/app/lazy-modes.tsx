// A page made of modes kept in the URL (`?mode=`, `?flow=`): a row of tabs, and the chosen mode's
// panel, loaded when first chosen (the Trade tab's modes, the stock mode's flows).
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/lib/router';
import { LazyPage, type PageLoader } from './lazy-page';

export interface LazyMode {
  id: string;
  /** Translation key (common namespace) of its tab. */
  label: string;
  namespaces: readonly string[];
  load: PageLoader;
}

interface LazyModesProps {
  /** The URL parameter that keeps the choice. */
  param: string;
  modes: readonly [LazyMode, ...LazyMode[]];
  /** Translation key of the tab row's name. */
  label: string;
  /** Class of the tab row; its tabs are `<block>__tab`, the chosen one also `<block>__tab--active`. */
  block: string;
  panelClassName?: string;
}

export function LazyModes({ param, modes, label, block, panelClassName }: LazyModesProps) {
  const { t } = useTranslation('common');
  const [params, setParams] = useSearchParams();
  const chosen = modes.find((m) => m.id === params.get(param)) ?? modes[0];
  const choose = (id: string): void => {
    const next = new URLSearchParams(params);
    next.set(param, id);
    setParams(next, { replace: true });
  };
  return (
    <>
      <div className={block} role="tablist" aria-label={t(label)}>
        {modes.map((m) => (
          <button
            key={m.id}
            type="button"
            role="tab"
            aria-selected={m.id === chosen.id}
            className={m.id === chosen.id ? `${block}__tab ${block}__tab--active` : `${block}__tab`}
            onClick={() => choose(m.id)}
          >
            {t(m.label)}
          </button>
        ))}
      </div>
      <div role="tabpanel" className={panelClassName}>
        <LazyPage key={chosen.id} load={chosen.load} namespaces={chosen.namespaces} />
      </div>
    </>
  );
}
