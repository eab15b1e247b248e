/** The chart kinds' rules: tints of the series colours, and where the bars of each series stand in a bucket. */
import { barLayout, withAlpha } from '@/portal/features/timeSeries/chartRules';

describe('withAlpha', () => {
  it('adds an alpha to a #rrggbb colour and leaves other colours as they are', () => {
    expect(withAlpha('#0369a1', 0.15)).toBe('#0369a126');
    expect(withAlpha('#0369a1', 1)).toBe('#0369a1ff');
    expect(withAlpha('#0369a1', 0)).toBe('#0369a100');
    expect(withAlpha('rebeccapurple', 0.5)).toBe('rebeccapurple');
  });
});

describe('barLayout', () => {
  it('puts the bars of one time side by side over 80 % of a bucket, centred on it', () => {
    const times = [0, 100, 200];
    const first = barLayout(times, 0, 2);
    const second = barLayout(times, 1, 2);
    expect(first.width).toBe(40);
    expect(second.width).toBe(40);
    expect(first.starts).toEqual([-40, 60, 160]);
    expect(second.starts).toEqual([0, 100, 200]);
    // One series: one bar of 80 % of the bucket.
    expect(barLayout(times, 0, 1)).toEqual({ starts: [-40, 60, 160], width: 80 });
  });
});
