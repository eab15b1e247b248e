/** How a group-by level changes when its field or its bucketing changes. */
import type { FieldOption } from '@/portal/shared/queryControls';
import { MAX_GROUP_BYS, type GroupBy } from '@/portal/shared/queryModel';

/** How one level splits events, as the level's "Buckets" select offers it. */
export type LevelMode = 'top' | 'bottom' | 'histogram' | 'date_histogram';

/** The mode a level is in. */
export const levelMode = (group: GroupBy): LevelMode => (group.kind === 'histogram' || group.kind === 'date_histogram' ? group.kind : group.order);

/** The modes a field's type allows: times are cut by date, numbers ranked or cut into a histogram, the rest ranked. */
export function modesFor(type: FieldOption['type'] | undefined): LevelMode[] {
  if (type === 'time') return ['date_histogram'];
  if (type === 'number') return ['top', 'bottom', 'histogram'];
  return ['top', 'bottom'];
}

/** A suggested histogram width for a field: 100 for latencies and sizes, 1 for others. */
export const defaultInterval = (field: string): number => (field === 'duration_ms' ? 100 : field === 'response.status' ? 100 : 1);

/** The level in another mode. */
export function withMode(group: GroupBy, mode: LevelMode): GroupBy {
  const { kind: _kind, interval: _interval, ...terms } = group;
  if (mode === 'histogram') return { ...terms, kind: 'histogram', interval: group.interval ?? defaultInterval(group.field) };
  if (mode === 'date_histogram') return { ...terms, kind: 'date_histogram' };
  return { ...terms, order: mode };
}

/** The level on another field, in the first mode its type allows (of `modes`) when the current one does not fit. */
export function withField(group: GroupBy, field: FieldOption, modes: readonly LevelMode[] = modesFor(field.type)): GroupBy {
  const mode = modes.includes(levelMode(group)) ? levelMode(group) : modes[0];
  return withMode({ ...group, field: field.name, interval: undefined }, mode);
}

/** A new level below the others: the first field not grouped yet, top 10. */
export function nextLevel(levels: GroupBy[], options: FieldOption[]): GroupBy | null {
  if (levels.length >= MAX_GROUP_BYS) return null;
  const used = new Set(levels.map((g) => g.field));
  const field = options.find((o) => !used.has(o.name) && o.type === 'string') ?? options.find((o) => !used.has(o.name));
  return field ? withField({ field: field.name, size: 10, order: 'top', other: false }, field) : null;
}
