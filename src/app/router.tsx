import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { MarketingLayout } from '@/marketing/layout/MarketingLayout';
import { marketingRoutes } from '@/marketing/routes';
import { lazyRoute } from './lazyRoute';
import { NotFoundPage } from './NotFoundPage';
import { PageLoading } from './PageLoading';
import { RootRoute } from './RootRoute';
import { RouteError } from './RouteError';

/**
 * The route table of the whole app:
 * - /wrap/subscription (plan and usage, where a 402 leads) and /wrap/*: the signed-in area (no landing header or footer);
 * - everything else under the marketing layout: marketing pages, /login, and the catch-all not-found page.
 * A page that throws shows its error inside the layout; the layout itself failing shows the error page alone.
 */
export function appRoutes(): RouteObject[] {
  return [
    {
      element: <RootRoute />,
      errorElement: <RouteError />,
      HydrateFallback: PageLoading,
      children: [
        { path: '/wrap/subscription', lazy: lazyRoute(() => import('@/portal/features/subscriptions/route')), errorElement: <RouteError /> },
        { path: '/wrap/*', lazy: lazyRoute(() => import('@/portal/features/orgEventCounts/route')), errorElement: <RouteError /> },
        {
          path: '/',
          element: <MarketingLayout />,
          errorElement: <RouteError />,
          children: [
            {
              errorElement: <RouteError />,
              children: [
                ...marketingRoutes,
                { path: 'login', lazy: lazyRoute(() => import('@/app/login/route')) },
                { path: '*', element: <NotFoundPage /> },
              ],
            },
          ],
        },
      ],
    },
  ];
}

/** The browser router of the app. */
export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}
