import { formatBound, NO_DATA_COLOUR, type ScaleStep } from './colourScale';
import type { ValueUnit } from './geoMetrics';

/** Props of {@link MapLegend}. */
export interface MapLegendProps {
  /** What the colours measure (the metric's name). */
  label: string;
  steps: ScaleStep[];
  unit: ValueUnit;
}

/** The colour scale: one swatch per step with its range, and the no-data colour. */
export function MapLegend({ label, steps, unit }: MapLegendProps) {
  return (
    <figure className="geo-map__legend">
      <figcaption>{label}</figcaption>
      <ul>
        {steps.map((step) => (
          <li key={step.colour}>
            <span className="geo-map__swatch" style={{ background: step.colour }} aria-hidden="true" />
            {`${formatBound(step.from, unit)} – ${formatBound(step.to, unit)}`}
          </li>
        ))}
        <li>
          <span className="geo-map__swatch" style={{ background: NO_DATA_COLOUR }} aria-hidden="true" />
          No data
        </li>
      </ul>
    </figure>
  );
}
