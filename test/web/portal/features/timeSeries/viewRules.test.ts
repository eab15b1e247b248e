/** The screen's URL settings (compare, zoom origin, chart kind), zoom → range, reset, and the typed window in the view's zone. */
import { defaultQueryModel, fromSearchParams, type QueryModel } from '@/portal/shared/queryModel';
import { editModel, readViewSettings, resetZoom, viewSearchParams, zoomTo, type View } from '@/portal/features/timeSeries/viewRules';
import { formatWindow, fromZonedInput, toZonedInput, windowOf, windowProblem } from '@/portal/shared/queryControls/windowRules';

const model: QueryModel = { ...defaultQueryModel(), range: 'last_7d', interval: 'day', timeZone: 'Europe/Paris' };
const view: View = { model, settings: { compare: true, beforeZoom: null, chart: 'area' } };
const FROM = Date.UTC(2024, 4, 1, 10, 15, 20, 400);
const TO = Date.UTC(2024, 4, 1, 12, 0, 0, 100);

describe('zoom', () => {
  it('turns a selected window into an absolute range in whole seconds with the automatic interval', () => {
    const zoomed = zoomTo(view, FROM, TO);
    expect(zoomed?.model.range).toEqual({ from: '2024-05-01T10:15:20Z', to: '2024-05-01T12:00:01Z' });
    expect(zoomed?.model.interval).toBe('auto');
    expect(zoomed?.settings).toEqual({ compare: true, beforeZoom: { range: 'last_7d', interval: 'day' }, chart: 'area' });
  });

  it('remembers the range before the first zoom across further zooms, and resets to it', () => {
    const once = zoomTo(view, FROM, TO) as View;
    const twice = zoomTo(once, FROM, FROM + 5 * 60_000) as View;
    expect(twice.model.range).toEqual({ from: '2024-05-01T10:15:20Z', to: '2024-05-01T10:20:21Z' });
    expect(twice.settings.beforeZoom).toEqual({ range: 'last_7d', interval: 'day' });
    expect(resetZoom(twice)).toEqual(view);
    expect(resetZoom(view)).toBe(view);
  });

  it('takes a drag shorter than a minute for a click', () => {
    expect(zoomTo(view, FROM, FROM + 59_000)).toBeNull();
    expect(zoomTo(view, TO, FROM)).toBeNull();
    expect(zoomTo(view, Number.NaN, TO)).toBeNull();
  });

  it('ends the zoom when another range is chosen, and keeps it for other edits', () => {
    const zoomed = zoomTo(view, FROM, TO) as View;
    expect(editModel(zoomed, { ...zoomed.model, metrics: [{ kind: 'unique_users' }] }).settings.beforeZoom).not.toBeNull();
    expect(editModel(zoomed, { ...zoomed.model, range: 'last_24h' }).settings.beforeZoom).toBeNull();
  });
});

describe('URL', () => {
  it('writes compare and the zoom origin beside the model, and reads them back', () => {
    const zoomed = zoomTo(view, FROM, TO) as View;
    const params = viewSearchParams(zoomed);
    expect(params.get('compare')).toBe('previous');
    expect(params.get('unzoom')).toBe('last_7d');
    expect(params.get('unzoom_interval')).toBe('day');
    expect(params.get('range')).toBe('2024-05-01T10:15:20Z~2024-05-01T12:00:01Z');
    expect(params.get('chart')).toBe('area');
    expect(readViewSettings(params.toString())).toEqual(zoomed.settings);
    expect(fromSearchParams(params)).toEqual(zoomed.model);
  });

  it('reads an absolute zoom origin, and ignores a malformed one and other compare values', () => {
    const params = new URLSearchParams({ unzoom: '2024-05-01T00:00:00Z~2024-05-02T00:00:00Z', unzoom_interval: 'hour', compare: 'true' });
    expect(readViewSettings(params.toString())).toEqual({
      compare: false,
      beforeZoom: { range: { from: '2024-05-01T00:00:00Z', to: '2024-05-02T00:00:00Z' }, interval: 'hour' },
      chart: 'line',
    });
    expect(readViewSettings('unzoom=yesterday').beforeZoom).toBeNull();
    expect(readViewSettings('').compare).toBe(false);
    const plain = viewSearchParams({ model, settings: { compare: false, beforeZoom: null, chart: 'line' } });
    expect(plain.has('compare')).toBe(false);
    // Lines are the default: a plain view's link does not name them, and an unknown kind reads as lines.
    expect(plain.has('chart')).toBe(false);
    expect(readViewSettings('chart=pie').chart).toBe('line');
    expect(readViewSettings('chart=bar').chart).toBe('bar');
  });
});

describe('typed window', () => {
  it('reads and writes datetime-local values in the view zone', () => {
    expect(toZonedInput(Date.UTC(2024, 4, 1, 8, 30), 'Europe/Paris')).toBe('2024-05-01T10:30');
    expect(fromZonedInput('2024-05-01T10:30', 'Europe/Paris')).toBe(Date.UTC(2024, 4, 1, 8, 30));
    expect(fromZonedInput('2024-02-30T10:30', 'UTC')).toBeNull();
    expect(fromZonedInput('', 'UTC')).toBeNull();
  });

  it('says what is wrong with a window', () => {
    expect(windowProblem(null, 1)).toBe('Enter the start as a date and time.');
    expect(windowProblem(1, null)).toBe('Enter the end as a date and time.');
    expect(windowProblem(5, 5)).toBe('The start must be before the end.');
    expect(windowProblem(0, 30_000)).toBe('Choose a window of at least one minute.');
    expect(windowProblem(0, 60_000)).toBeNull();
  });

  it('names a window in the zone and finds the window of a range', () => {
    expect(formatWindow({ from: '2024-05-01T08:00:00Z', to: '2024-05-01T10:00:00Z' }, 'Europe/Paris')).toBe('2024-05-01 10:00 – 2024-05-01 12:00 (Europe/Paris)');
    expect(formatWindow('last_24h', 'UTC')).toBe('Last 24 hours');
    expect(windowOf('last_1h', 10_000_000)).toEqual({ from: 10_000_000 - 3_600_000, to: 10_000_000 });
  });
});
