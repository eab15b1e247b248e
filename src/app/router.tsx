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
 * - /wrap: the portal (`portal/routes.tsx`, lazily loaded shell and screens; no landing header or footer);
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
        { path: '/wrap/*', lazy: lazyRoute(() => import('@/portal/routes')), errorElement: <RouteError /> },
        // Partner marketplace and OAuth pages: signed-in flows outside the portal shell.
        { path: '/oauth/:partner', lazy: lazyRoute(() => import('@/portal/features/partners/oauthCallbackRoute')), errorElement: <RouteError /> },
        { path: '/provision/partners/:partner', lazy: lazyRoute(() => import('@/portal/features/partners/provisionRoute')), errorElement: <RouteError /> },
        { path: '/register/partners/:partner/:msg?', lazy: lazyRoute(() => import('@/portal/features/partners/registerRoute')), errorElement: <RouteError /> },
        // An invitation link: sign in or up in place, then join the organization (outside the portal shell).
        { path: '/invite/:token', lazy: lazyRoute(() => import('@/portal/features/orgUsers/acceptInviteRoute')), errorElement: <RouteError /> },
        { path: '/verify-email/:token', lazy: lazyRoute(() => import('@/portal/features/orgUsers/verifyEmailRoute')), errorElement: <RouteError /> },
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
                // Where the server sends the browser after a single sign-on (the outcome is in the fragment).
                { path: 'sso/callback', lazy: lazyRoute(() => import('@/app/sso/route')) },
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
