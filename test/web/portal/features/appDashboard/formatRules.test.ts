/** How the dashboard writes numbers and changes. */
import { describeChange, formatCount, formatLatency, formatRate } from '@/portal/features/appDashboard/formatRules';

describe('number formats', () => {
  it('write counts, rates and latencies', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatRate(0.05)).toBe('5.00 %');
    expect(formatRate(0.2)).toBe('20.0 %');
    expect(formatRate(null)).toBe('–');
    expect(formatLatency(245.4)).toBe('245 ms');
    expect(formatLatency(1250)).toBe('1.25 s');
    expect(formatLatency(null)).toBe('–');
  });
});

describe('describeChange', () => {
  it('gives volumes a relative change without a verdict', () => {
    expect(describeChange('volume', 1100, 1000)).toEqual({ direction: 'up', tone: 'neutral', text: '+10 %' });
    expect(describeChange('volume', 950, 1000)).toEqual({ direction: 'down', tone: 'neutral', text: '−5.0 %' });
    expect(describeChange('volume', 1000, 1000)).toEqual({ direction: 'flat', tone: 'neutral', text: 'no change' });
  });

  it('calls a slower latency bad and a faster one good', () => {
    expect(describeChange('latency', 300, 200)).toEqual({ direction: 'up', tone: 'bad', text: '+50 %' });
    expect(describeChange('latency', 190, 200)).toEqual({ direction: 'down', tone: 'good', text: '−5.0 %' });
  });

  it('compares rates in percentage points', () => {
    expect(describeChange('rate', 0.052, 0.04)).toEqual({ direction: 'up', tone: 'bad', text: '+1.20 pp' });
    expect(describeChange('rate', 0.01, 0.04)).toEqual({ direction: 'down', tone: 'good', text: '−3.00 pp' });
    expect(describeChange('rate', 0, 0)).toEqual({ direction: 'flat', tone: 'neutral', text: 'no change' });
  });

  it('has nothing to compare with a previous 0 or missing value', () => {
    expect(describeChange('volume', 10, 0)).toBeNull();
    expect(describeChange('latency', 120, null)).toBeNull();
    expect(describeChange('rate', null, 0.1)).toBeNull();
  });
});
