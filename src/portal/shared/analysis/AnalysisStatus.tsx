import type { ReactNode } from 'react';
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
