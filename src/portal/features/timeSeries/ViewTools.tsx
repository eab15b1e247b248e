import { Button } from '@/components/Button';
import { formatWindow } from '@/portal/shared/queryControls';
import type { View } from './viewRules';

/** Props of {@link ViewTools}. */
export interface ViewToolsProps {
  view: View;
  onCompareChange: (compare: boolean) => void;
  onResetZoom: () => void;
}

/** The compare-to-previous-period toggle and, while zoomed, the zoomed window with "Reset zoom". */
export function ViewTools({ view, onCompareChange, onResetZoom }: ViewToolsProps) {
  const { model, settings } = view;
  return (
    <div className="time-series__view-tools">
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
