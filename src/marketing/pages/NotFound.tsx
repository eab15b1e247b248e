import { NotFoundPage } from '@/app/NotFoundPage';

/**
 * Shown for a content-page URL whose name is not one of ours, e.g. /solutions/unknown
 * (the server answers such URLs with HTTP 404): the app's own not-found page.
 */
export function NotFound() {
  return <NotFoundPage />;
}
