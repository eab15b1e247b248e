import { Button } from '@/components/Button';
import { FieldPicker, type FieldOption } from '@/portal/shared/queryControls';
import { MAX_GROUP_SIZE, type GroupBy, type Interval } from '@/portal/shared/queryModel';
import { levelMode, modesFor, nextLevel, withField, withMode, type LevelMode } from './levelRules';
import { NumberField } from './NumberField';

const MODE_LABELS: Readonly<Record<LevelMode, string>> = { top: 'Top values', bottom: 'Bottom values', histogram: 'Histogram', date_histogram: 'Date histogram' };
const INTERVAL_LABELS: Readonly<Record<Interval, string>> = { auto: 'Automatic', minute: 'Minute', hour: 'Hour', day: 'Day', week: 'Week', month: 'Month' };
const LEVEL_NAMES = ['Group by', 'Then by', 'And then by'];

/** Props of {@link GroupLevels}. */
export interface GroupLevelsProps {
  levels: GroupBy[];
  options: FieldOption[];
  /** The model's interval, used by date histogram levels. */
  interval: Interval;
  onChange: (levels: GroupBy[]) => void;
  onIntervalChange: (interval: Interval) => void;
}

/** One to three group-by levels: field, buckets (top/bottom N, histogram width, date interval), no-value bucket. */
export function GroupLevels({ levels, options, interval, onChange, onIntervalChange }: GroupLevelsProps) {
  const typeOf = (field: string) => options.find((o) => o.name === field)?.type;
  const set = (index: number, group: GroupBy) => onChange(levels.map((g, i) => (i === index ? group : g)));
  const next = nextLevel(levels, options);
  return (
    <fieldset className="segmentation__levels">
      <legend>Segments</legend>
      <ol className="segmentation__level-list">
        {levels.map((group, index) => {
          const mode = levelMode(group);
          const name = LEVEL_NAMES[index] ?? 'Then by';
          return (
            <li key={index} className="segmentation__level" aria-label={`Level ${index + 1}: ${group.field}`}>
              <FieldPicker
                label={name}
                searchLabel={`Search fields to ${name.toLowerCase()}`}
                className="segmentation__control"
                triggerClassName="segmentation__field-button"
                options={options}
                value={group.field}
                onChange={(field) => set(index, withField(group, field))}
              />
              <label className="segmentation__control">
                <span>Buckets</span>
                <select value={mode} onChange={(event) => set(index, withMode(group, event.target.value as LevelMode))}>
                  {modesFor(typeOf(group.field) ?? (mode === 'date_histogram' ? 'time' : mode === 'histogram' ? 'number' : 'string')).map((m) => (
                    <option key={m} value={m}>
                      {MODE_LABELS[m]}
                    </option>
                  ))}
                </select>
              </label>
              {(mode === 'top' || mode === 'bottom') && (
                <>
                  <NumberField label="How many" value={group.size} min={1} max={MAX_GROUP_SIZE} onChange={(size) => set(index, { ...group, size })} />
                  <label className="segmentation__check">
                    <input type="checkbox" checked={group.other} onChange={(event) => set(index, { ...group, other: event.target.checked })} />
                    <span>Include events without a value</span>
                  </label>
                </>
              )}
              {mode === 'histogram' && (
                <NumberField label="Bucket width" value={group.interval ?? 1} min={Number.MIN_VALUE} step="any" onChange={(width) => set(index, { ...group, interval: width })} />
              )}
              {mode === 'date_histogram' && (
                <label className="segmentation__control">
                  <span>Interval</span>
                  <select value={interval} onChange={(event) => onIntervalChange(event.target.value as Interval)}>
                    {(Object.keys(INTERVAL_LABELS) as Interval[]).map((value) => (
                      <option key={value} value={value}>
                        {INTERVAL_LABELS[value]}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              {levels.length > 1 && (
                <Button variant="ghost" onClick={() => onChange(levels.filter((_, i) => i !== index))} aria-label={`Remove level ${index + 1} (${group.field})`}>
                  Remove
                </Button>
              )}
            </li>
          );
        })}
      </ol>
      {next && (
        <Button variant="secondary" onClick={() => onChange([...levels, next])}>
          Add a level
        </Button>
      )}
    </fieldset>
  );
}
