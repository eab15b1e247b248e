import { GEO_METRICS, type GeoMetricOption } from './geoMetrics';

/** Props of {@link GeoMetricSelect}. */
export interface GeoMetricSelectProps {
  value: GeoMetricOption;
  onChange: (option: GeoMetricOption) => void;
}

/** The measure the map colours countries by. */
export function GeoMetricSelect({ value, onChange }: GeoMetricSelectProps) {
  return (
    <label className="geo-map__field">
      <span>Colour by</span>
      <select
        value={value.value}
        onChange={(event) => {
          const chosen = GEO_METRICS.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen);
        }}
      >
        {GEO_METRICS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
