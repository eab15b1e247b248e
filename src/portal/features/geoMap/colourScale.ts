/** The map's colour scale: values cut into a few steps of one hue, with the labels of the legend. */
import type { ValueUnit } from './geoMetrics';

/** Sequential blues, light to dark (ColorBrewer "Blues" 5); every step keeps ≥ 3:1 contrast with the next-but-one. */
export const STEP_COLOURS = ['#c6dbef', '#9ecae1', '#6baed6', '#3182bd', '#08519c'] as const;
/** Countries without data. */
export const NO_DATA_COLOUR = '#eef1f5';

/** One step of the scale: values from `from` (inclusive) up to `to` (exclusive; the last step includes it). */
export interface ScaleStep {
  from: number;
  to: number;
  colour: string;
}

/** A "nice" upper bound at or above `value`: 1, 2, 2.5 or 5 times a power of ten. */
export function niceCeiling(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const nice = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= value - 1e-9 * power) ?? 10;
  return nice * power;
}

/** Equal steps from 0 to a nice ceiling above the largest value; one step per colour. */
export function scaleSteps(values: Array<number | null>): ScaleStep[] {
  const max = Math.max(0, ...values.filter((v): v is number => v !== null && Number.isFinite(v)));
  const top = niceCeiling(max);
  const n = STEP_COLOURS.length;
  return STEP_COLOURS.map((colour, i) => ({ from: (i * top) / n, to: ((i + 1) * top) / n, colour }));
}

/** The step a value falls in (its index), or -1 for no value. */
export function stepOf(steps: ScaleStep[], value: number | null): number {
  if (value === null || !Number.isFinite(value) || steps.length === 0) return -1;
  const index = steps.findIndex((step) => value < step.to);
  return index === -1 ? steps.length - 1 : index;
}

/** The colour of a value (the no-data colour without one). */
export function colourOf(steps: ScaleStep[], value: number | null): string {
  const index = stepOf(steps, value);
  return index === -1 ? NO_DATA_COLOUR : steps[index].colour;
}

const compact = new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });

/** A value as the table and the tooltip show it: `12,345`, `4.2 %`, `183 ms`; an en dash without one. */
export function formatValue(value: number | null, unit: ValueUnit): string {
  if (value === null || !Number.isFinite(value)) return '–';
  if (unit === 'percent') return `${oneDecimal.format(value)} %`;
  if (unit === 'ms') return `${whole.format(value)} ms`;
  return Number.isInteger(value) ? whole.format(value) : oneDecimal.format(value);
}

/** A bound as the legend shows it: short (`12K`, `2.5 %`, `400 ms`). */
export function formatBound(value: number, unit: ValueUnit): string {
  if (unit === 'percent') return `${oneDecimal.format(value)} %`;
  if (unit === 'ms') return `${compact.format(value)} ms`;
  return compact.format(value);
}

/** A share (0 to 1) as a percentage with one decimal: `12.5 %`. */
export function formatShare(share: number): string {
  return `${oneDecimal.format(share * 100)} %`;
}
