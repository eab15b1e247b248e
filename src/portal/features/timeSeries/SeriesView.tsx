import { useMemo } from 'react';
import type { ConcreteInterval } from '@/portal/shared/queryModel';
import { chartSummary, toChartData } from './chartRules';
import { CsvButton } from './CsvButton';
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
}

/** The loaded series: the chart, its legend, the data table and the CSV export. */
export function SeriesView({ set, hidden, onToggle, interval, timeZone, appName }: SeriesViewProps) {
  const data = useMemo(() => toChartData(set), [set]);
  const lines = useMemo(() => set.series.map((s) => ({ label: s.label, show: !hidden.has(s.id) })), [set, hidden]);
  return (
    <div className="time-series__result">
      <TimeSeriesChart data={data} lines={lines} summary={chartSummary(set, hidden, interval, timeZone)} timeZone={timeZone} />
      <SeriesLegend series={set.series} hidden={hidden} onToggle={onToggle} />
      <div className="time-series__table-head">
        <h2>Data</h2>
        <CsvButton set={set} timeZone={timeZone} appName={appName} />
      </div>
      <SeriesTable set={set} interval={interval} timeZone={timeZone} />
    </div>
  );
}
