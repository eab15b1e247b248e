import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import { ErrorBoundary } from '@/lib/errorReporting/ErrorBoundary';
import { NotFoundPage } from './NotFoundPage';

function Rethrow({ error }: { error: unknown }): never {
  throw error;
}

/**
 * The routes' errorElement: a 404 route response shows the not-found page; anything else (a page that threw,
 * a chunk that would not load) goes through the ErrorBoundary, which reports it and shows the right screen.
 */
export function RouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <ErrorBoundary area="route" resetKey={pathname}>
      <Rethrow error={error} />
    </ErrorBoundary>
  );
}
