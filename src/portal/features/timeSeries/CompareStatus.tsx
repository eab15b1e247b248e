import { Button } from '@/components/Button';
import type { PreviousPeriodStatus } from './usePreviousPeriod';

/** Props of {@link CompareStatus}. */
export interface CompareStatusProps {
  status: PreviousPeriodStatus;
  onRetry: () => void;
}

/** Where the previous period stands while it is not shown: loading, or why it failed with a retry. */
export function CompareStatus({ status, onRetry }: CompareStatusProps) {
  if (status.kind === 'loading') {
    return (
      <p className="time-series__compare-status" role="status">
        Loading the previous period…
      </p>
    );
  }
  if (status.kind !== 'failed') return null;
  return (
    <div className="time-series__compare-status time-series__compare-status--failed" role="alert">
      <span>{`The previous period could not be loaded${status.error ? `: ${status.error.message}` : '.'}`}</span>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
