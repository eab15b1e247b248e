import './QueryControls.css';
import { MAX_METRICS, metricLetter, type Metric } from '@/portal/shared/queryModel';
import { metricOptions, metricOptionValue } from './metricOptions';

/** Props of {@link MetricPicker}. */
export interface MetricPickerProps {
  metrics: Metric[];
  onChange: (metrics: Metric[]) => void;
}

/** The metrics, one row per letter: a kind select, a formula text for formulas, remove; and Add metric. */
export function MetricPicker({ metrics, onChange }: MetricPickerProps) {
  const replace = (index: number, metric: Metric) => onChange(metrics.map((m, i) => (i === index ? metric : m)));
  return (
    <fieldset className="query-metrics">
      <legend>Metrics</legend>
      {metrics.map((metric, index) => {
        const letter = metricLetter(index);
        const options = metricOptions(metric);
        return (
          <div key={letter} className="query-metric">
            <label>
              <span>{`Metric ${letter}`}</span>
              <select
                value={metricOptionValue(metric)}
                onChange={(event) => {
                  const chosen = options.find((option) => option.value === event.target.value);
                  if (chosen) replace(index, chosen.metric);
                }}
              >
                {options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </label>
            {metric.kind === 'formula' ? (
              <label>
                <span>{`Formula ${letter}`}</span>
                <input
                  type="text"
                  value={metric.expression}
                  placeholder="A / B"
                  onChange={(event) => replace(index, { kind: 'formula', expression: event.target.value })}
                />
              </label>
            ) : null}
            {metrics.length > 1 ? (
              <button type="button" className="query-metric__remove" aria-label={`Remove metric ${letter}`} onClick={() => onChange(metrics.filter((_, i) => i !== index))}>
                ×
              </button>
            ) : null}
          </div>
        );
      })}
      {metrics.length < MAX_METRICS ? (
        <button type="button" className="query-metric__add" onClick={() => onChange([...metrics, { kind: 'count' }])}>
          Add metric
        </button>
      ) : null}
    </fieldset>
  );
}
