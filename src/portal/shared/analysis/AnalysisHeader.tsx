import type { ReactNode } from 'react';
import { Button } from '@/components/Button';
import { RangePicker } from '@/portal/shared/queryControls';
import type { DateRange } from '@/portal/shared/queryModel';
import './AnalysisHeader.css';

/** Props of {@link AnalysisHeader}. */
export interface AnalysisHeaderProps {
  /** Id of the heading, which names the screen's section. */
  titleId: string;
  title: ReactNode;
  /** The line above the title (the app's or the organization's name). */
  eyebrow: string;
  /** The time window; without it (e.g. a fixed list of shared events) no range picker is shown. */
  range?: DateRange;
  onRangeChange?: (range: DateRange) => void;
  /** The app's zone: fixed windows read in it, and a custom range can be typed in it. */
  timeZone: string;
  onRefresh: () => void;
  /** Disables Refresh, e.g. while the view is invalid. */
  refreshDisabled?: boolean;
  /** Screen-specific tools shown before the range picker (e.g. a measure picker). */
  children?: ReactNode;
}

/** The head of an analysis screen: eyebrow and title, then its tools, the time range and Refresh. */
export function AnalysisHeader({ titleId, title, eyebrow, range, onRangeChange, timeZone, onRefresh, refreshDisabled, children }: AnalysisHeaderProps) {
  return (
    <div className="portal-page__header">
      <div>
        <p className="portal-page__eyebrow">{eyebrow}</p>
        <h1 id={titleId} className="portal-page__title">
          {title}
        </h1>
      </div>
      <div className="analysis-header__tools">
        {children}
        {range && onRangeChange ? <RangePicker value={range} onChange={onRangeChange} timeZone={timeZone} /> : null}
        <Button variant="secondary" onClick={onRefresh} disabled={refreshDisabled}>
          Refresh
        </Button>
      </div>
    </div>
  );
}
