import { useMemo } from 'react';
import { CsvDownloadButton, csvFileName } from '@/portal/shared/csv';
import type { ConcreteInterval } from '@/portal/shared/queryModel';
import { chartLines, chartSummary, toChartData, type ChartKind } from './chartRules';
import { seriesCsv } from './csvRules';
import { SeriesLegend } from './SeriesLegend';
import { SeriesTable } from './SeriesTable';
import { TimeSeriesChart } from './TimeSeriesChart';
import type { SeriesSet } from './timeSeriesRules';

/** Props of {@link SeriesView}. */
export interface SeriesViewProps {
  set: SeriesSet;
  hidden: ReadonlySet<string>;
  onToggle: (id: string) => void;
  interval: ConcreteInterval;
  timeZone: string;
  appName: string;
  /** How the chart draws the series. */
  kind: ChartKind;
  /** Called with the window selected by dragging across the chart. */
  onZoom: (fromMs: number, toMs: number) => void;
}

/** The loaded series: the chart, its legend, the data table and the CSV export. */
export function SeriesView({ set, hidden, onToggle, interval, timeZone, appName, kind, onZoom }: SeriesViewProps) {
  const data = useMemo(() => toChartData(set), [set]);
  const lines = useMemo(() => chartLines(set, hidden), [set, hidden]);
  return (
    <div className="time-series__result">
      <TimeSeriesChart data={data} lines={lines} summary={chartSummary(set, hidden, interval, timeZone)} timeZone={timeZone} kind={kind} onZoom={onZoom} />
      <p className="time-series__hint">Hover the chart for values; drag across it to zoom into a window.</p>
      <SeriesLegend series={set.series} hidden={hidden} onToggle={onToggle} />
      <div className="time-series__table-head">
        <h2>Data</h2>
        <CsvDownloadButton csv={() => seriesCsv(set, timeZone)} fileName={(now) => csvFileName('time-series', appName, now, timeZone)} />
      </div>
      <SeriesTable set={set} interval={interval} timeZone={timeZone} />
    </div>
  );
}
