import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '@/components/Button';
import { PortalStatus } from '@/portal/shared/PortalStatus';
import type { ValidationIssue } from '@/portal/shared/queryModel';

/** Props of {@link ViewIssuesStatus}. */
export interface ViewIssuesStatusProps {
  issues: readonly ValidationIssue[];
}

/** The error in place of a result when the URL's view is invalid: every issue's message. */
export function ViewIssuesStatus({ issues }: ViewIssuesStatusProps) {
  return <PortalStatus kind="error" title="This view cannot be shown" message={issues.map((issue) => issue.message).join(' ')} />;
}

/** Props of {@link LoadFailedStatus}. */
export interface LoadFailedStatusProps {
  title: string;
  message?: ReactNode;
  onRetry: () => void;
}

/** The error in place of a result whose request failed, with Try again. */
export function LoadFailedStatus({ title, message, onRetry }: LoadFailedStatusProps) {
  return (
    <PortalStatus kind="error" title={title} message={message}>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </PortalStatus>
  );
}

/** Seconds after which a query counts as slow: its loading state then says how long it has run and what is faster. */
export const SLOW_QUERY_S = 3;

/** Whole seconds since the component mounted, counted once a second. */
function useSecondsSinceMount(): number {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return seconds;
}

/** Props of {@link QueryLoadingStatus}. */
export interface QueryLoadingStatusProps {
  /** What is loading, e.g. "Loading the time series…". */
  title: string;
}

/**
 * The loading state in place of a query's result. Past {@link SLOW_QUERY_S} it shows the seconds the query has run
 * and that a shorter range or a filter answers faster; the running count is hidden from screen readers, which hear the
 * hint once.
 */
export function QueryLoadingStatus({ title }: QueryLoadingStatusProps) {
  const seconds = useSecondsSinceMount();
  const message =
    seconds >= SLOW_QUERY_S ? (
      <>
        Still working <span aria-hidden="true">({seconds} s)</span>. A wide range over many events takes longer; a shorter range or a filter answers faster.
      </>
    ) : undefined;
  return <PortalStatus kind="loading" title={title} message={message} />;
}
