import { Button } from '@/components/Button';
import { FieldPicker, IntervalPicker, type FieldOption } from '@/portal/shared/queryControls';
import { MAX_GROUP_SIZE, type GroupBy, type Interval } from '@/portal/shared/queryModel';
import { levelMode, modesFor, nextLevel, withField, withMode, type LevelMode } from './levelRules';
import { NumberField } from './NumberField';
import './GroupLevels.css';

const MODE_LABELS: Readonly<Record<LevelMode, string>> = { top: 'Top values', bottom: 'Bottom values', histogram: 'Histogram', date_histogram: 'Date histogram' };
const LEVEL_NAMES = ['Group by', 'Then by', 'And then by'];

/** Props of {@link GroupLevels}. */
export interface GroupLevelsProps {
  /** The fieldset's name: what the levels make (`Segments`, `Lines`). */
  legend: string;
  levels: GroupBy[];
  /** The fields a level may group by; fields no allowed mode can cut are left out. */
  options: FieldOption[];
  /** How levels may cut events (all four by default). */
  modes?: readonly LevelMode[];
  /** Levels that must stay: 1 where a screen needs a group-by (no Remove on the last level), 0 where none is fine. */
  minLevels?: 0 | 1;
  /** The model's interval, used by date histogram levels. */
  interval: Interval;
  onChange: (levels: GroupBy[]) => void;
  onIntervalChange?: (interval: Interval) => void;
}

const ALL_MODES: readonly LevelMode[] = ['top', 'bottom', 'histogram', 'date_histogram'];

/** One to three group-by levels: field, buckets (top/bottom N, histogram width, date interval), no-value bucket. */
export function GroupLevels({ legend, levels, options, modes = ALL_MODES, minLevels = 1, interval, onChange, onIntervalChange }: GroupLevelsProps) {
  const allowed = (type: FieldOption['type'] | undefined) => modesFor(type).filter((mode) => modes.includes(mode));
  const fields = options.filter((option) => allowed(option.type).length > 0);
  const typeOf = (field: string) => options.find((o) => o.name === field)?.type;
  const set = (index: number, group: GroupBy) => onChange(levels.map((g, i) => (i === index ? group : g)));
  const next = nextLevel(levels, fields);
  return (
    <fieldset className="group-levels">
      <legend>{legend}</legend>
      {levels.length > 0 ? (
        <ol className="group-levels__list">
          {levels.map((group, index) => {
            const mode = levelMode(group);
            const name = LEVEL_NAMES[index] ?? 'Then by';
            const type = typeOf(group.field) ?? (mode === 'date_histogram' ? 'time' : mode === 'histogram' ? 'number' : 'string');
            return (
              <li key={index} className="group-levels__level" aria-label={`Level ${index + 1}: ${group.field}`}>
                <FieldPicker
                  label={name}
                  searchLabel={`Search fields to ${name.toLowerCase()}`}
                  className="group-levels__control"
                  triggerClassName="group-levels__field-button"
                  options={fields}
                  value={group.field}
                  onChange={(field) => set(index, withField(group, field, allowed(field.type)))}
                />
                <label className="group-levels__control">
                  <span>Buckets</span>
                  <select value={mode} onChange={(event) => set(index, withMode(group, event.target.value as LevelMode))}>
                    {allowed(type).map((m) => (
                      <option key={m} value={m}>
                        {MODE_LABELS[m]}
                      </option>
                    ))}
                  </select>
                </label>
                {(mode === 'top' || mode === 'bottom') && (
                  <>
                    <NumberField label="How many" value={group.size} min={1} max={MAX_GROUP_SIZE} onChange={(size) => set(index, { ...group, size })} />
                    <label className="group-levels__check">
                      <input type="checkbox" checked={group.other} onChange={(event) => set(index, { ...group, other: event.target.checked })} />
                      <span>Include events without a value</span>
                    </label>
                  </>
                )}
                {mode === 'histogram' && (
                  <NumberField label="Bucket width" value={group.interval ?? 1} min={Number.MIN_VALUE} step="any" onChange={(width) => set(index, { ...group, interval: width })} />
                )}
                {mode === 'date_histogram' && onIntervalChange && (
                  <IntervalPicker className="group-levels__control" value={interval} onChange={onIntervalChange} />
                )}
                {levels.length > minLevels && (
                  <Button variant="ghost" onClick={() => onChange(levels.filter((_, i) => i !== index))} aria-label={`Remove level ${index + 1} (${group.field})`}>
                    Remove
                  </Button>
                )}
              </li>
            );
          })}
        </ol>
      ) : null}
      {next && (
        <Button variant="secondary" onClick={() => onChange([...levels, next])}>
          {levels.length === 0 ? 'Group by a field' : 'Add a level'}
        </Button>
      )}
    </fieldset>
  );
}
