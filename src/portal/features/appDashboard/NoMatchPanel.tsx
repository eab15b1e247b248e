import { Button } from '@/components/Button';

/** Props of {@link NoMatchPanel}. */
export interface NoMatchPanelProps {
  /** The range in words (`last 24 hours`). */
  rangeText: string;
  onClearFilters: () => void;
}

/** Shown when the app has events but none in the range matches the filters: clear them, change them or widen the range. */
export function NoMatchPanel({ rangeText, onClearFilters }: NoMatchPanelProps) {
  return (
    <div className="dashboard-empty" role="status">
      <h2>No calls match these filters</h2>
      <p>{`This app has API calls, but none in this range (${rangeText}) matches every filter above. Change the filters, choose a longer range, or clear the filters to see all calls.`}</p>
      <Button variant="secondary" onClick={onClearFilters}>
        Clear filters
      </Button>
    </div>
  );
}
