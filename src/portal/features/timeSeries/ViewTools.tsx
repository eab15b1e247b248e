import { Button } from '@/components/Button';
import { formatWindow } from '@/portal/shared/queryControls';
import { CHART_KINDS, type ChartKind } from './chartRules';
import type { View } from './viewRules';

const KIND_LABELS: Readonly<Record<ChartKind, string>> = { line: 'Line', area: 'Area', bar: 'Bar' };

/** Props of {@link ViewTools}. */
export interface ViewToolsProps {
  view: View;
  onCompareChange: (compare: boolean) => void;
  onChartChange: (chart: ChartKind) => void;
  onResetZoom: () => void;
}

/** The chart kind, the compare-to-previous-period toggle and, while zoomed, the zoomed window with "Reset zoom". */
export function ViewTools({ view, onCompareChange, onChartChange, onResetZoom }: ViewToolsProps) {
  const { model, settings } = view;
  return (
    <div className="time-series__view-tools">
      <fieldset className="time-series__kinds">
        <legend>Chart</legend>
        {CHART_KINDS.map((kind) => (
          <label key={kind} className="time-series__kind">
            <input type="radio" name="time-series-chart" value={kind} checked={settings.chart === kind} onChange={() => onChartChange(kind)} />
            {KIND_LABELS[kind]}
          </label>
        ))}
      </fieldset>
      <label className="time-series__toggle">
        <input type="checkbox" checked={settings.compare} onChange={(event) => onCompareChange(event.target.checked)} />
        Compare to previous period
      </label>
      {settings.beforeZoom ? (
        <p className="time-series__zoomed">
          <span>{`Zoomed to ${formatWindow(model.range, model.timeZone)}`}</span>
          <Button variant="secondary" onClick={onResetZoom}>
            Reset zoom
          </Button>
        </p>
      ) : null}
    </div>
  );
}
