// Above the chart: the period tabs (1m to 1M) and the MA / EMA / BOLL overlay switches.
import { useTranslation } from 'react-i18next';
import { OVERLAYS, type OverlayId } from './indicators';
import { CHART_PERIODS, type ChartPeriod } from './periods';

interface ChartToolbarProps {
  period: ChartPeriod;
  onPeriod: (period: ChartPeriod) => void;
  overlays: readonly OverlayId[];
  onToggleOverlay: (id: OverlayId) => void;
  /** id of the chart the period tabs control. */
  chartId: string;
}

export function ChartToolbar({ period, onPeriod, overlays, onToggleOverlay, chartId }: ChartToolbarProps) {
  const { t } = useTranslation('chart');
  return (
    <div className="chart-toolbar">
      <div className="chart-toolbar__periods" role="tablist" aria-label={t('periods.label')}>
        {CHART_PERIODS.map((p) => (
          <button
            key={p.id}
            type="button"
            role="tab"
            aria-selected={p.id === period.id}
            aria-controls={chartId}
            title={t(`periodNames.${p.labelKey}`)}
            className={p.id === period.id ? 'chart-toolbar__tab chart-toolbar__tab--active' : 'chart-toolbar__tab'}
            onClick={() => onPeriod(p)}
          >
            {t(`periods.${p.labelKey}`)}
          </button>
        ))}
      </div>
      <div className="chart-toolbar__overlays" role="group" aria-label={t('indicators.label')}>
        {OVERLAYS.map((o) => (
          <button
            key={o.id}
            type="button"
            aria-pressed={overlays.includes(o.id)}
            title={t(`indicators.${o.id}`)}
            className={
              overlays.includes(o.id) ? 'chart-toolbar__overlay chart-toolbar__overlay--on' : 'chart-toolbar__overlay'
            }
            onClick={() => onToggleOverlay(o.id)}
          >
            {o.name}
          </button>
        ))}
      </div>
    </div>
  );
}
