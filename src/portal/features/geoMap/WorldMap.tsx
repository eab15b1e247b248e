import { useMemo, useState } from 'react';
import { Button } from '@/components/Button';
import { PortalStatus } from '@/portal/shared/PortalStatus';
import { colourOf, formatShare, formatValue, type ScaleStep } from './colourScale';
import { countryName } from '@/portal/shared/countryNames';
import type { ValueUnit } from './geoMetrics';
import type { CountryRow } from './geoMapRules';
import { useWorldShapes } from './useWorldShapes';
import { MAP_HEIGHT, MAP_WIDTH, type CountryShape } from './worldShapes';

/** Props of {@link WorldMap}. */
export interface WorldMapProps {
  rows: CountryRow[];
  steps: ScaleStep[];
  unit: ValueUnit;
  metricLabel: string;
  /** The country highlighted from the table (focus or pointer), or null. */
  highlighted: string | null;
  /** A country with data was clicked. */
  onOpen: (code: string) => void;
}

function Tooltip({ shape, row, unit, metricLabel }: { shape: CountryShape; row: CountryRow | undefined; unit: ValueUnit; metricLabel: string }) {
  const [x, y] = shape.centroid;
  const left = `${Math.min(92, Math.max(8, (x / MAP_WIDTH) * 100))}%`;
  const top = `${(y / MAP_HEIGHT) * 100}%`;
  return (
    <div className="geo-map__tooltip" style={{ left, top }} role="status">
      <strong>{shape.code ? countryName(shape.code) : shape.name}</strong>
      {row ? (
        <>
          <span>{`${metricLabel}: ${formatValue(row.value, unit)}`}</span>
          <span>{`${formatShare(row.share)} of events`}</span>
        </>
      ) : (
        <span>No events in this view</span>
      )}
    </div>
  );
}

/**
 * The world choropleth: every country of the Natural Earth 110m map (Equal Earth projection) coloured by the
 * measure, a tooltip on hover (and for the country the table highlights). The table under the map is its text
 * alternative: the SVG is one labelled image.
 */
export function WorldMap({ rows, steps, unit, metricLabel, highlighted, onOpen }: WorldMapProps) {
  const { state, retry } = useWorldShapes();
  const [hovered, setHovered] = useState<string | null>(null);
  const byCode = useMemo(() => new Map(rows.map((row) => [row.code, row])), [rows]);

  if (state.status === 'failed') {
    return (
      <PortalStatus kind="error" title="The map could not be loaded" message="The table below still lists every country.">
        <Button variant="secondary" onClick={retry}>
          Try again
        </Button>
      </PortalStatus>
    );
  }
  if (state.status === 'loading') return <PortalStatus kind="loading" title="Loading the map…" />;

  const activeName = hovered ?? highlighted;
  const active = activeName ? state.shapes.find((shape) => shape.name === activeName || shape.code === activeName) : undefined;
  const located = rows.filter((row) => row.value !== null).length;
  return (
    <div className="geo-map__map">
      <svg viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} role="img" aria-label={`World map of ${metricLabel.toLowerCase()} by country: ${located} countries with data, listed in the table below`}>
        {state.shapes.map((shape) => {
          const row = shape.code ? byCode.get(shape.code) : undefined;
          const isActive = active !== undefined && (active === shape || (active.code !== null && active.code === shape.code));
          return (
            <path
              key={shape.name}
              d={shape.path}
              fill={colourOf(steps, row?.value ?? null)}
              className={`geo-map__country${row ? ' geo-map__country--data' : ''}${isActive ? ' geo-map__country--active' : ''}`}
              onMouseEnter={() => setHovered(shape.name)}
              onMouseLeave={() => setHovered(null)}
              onClick={row ? () => onOpen(row.code) : undefined}
            />
          );
        })}
      </svg>
      {active ? <Tooltip shape={active} row={active.code ? byCode.get(active.code) : undefined} unit={unit} metricLabel={metricLabel} /> : null}
    </div>
  );
}
