/**
 * Renders the "other" marketing routes at a URL inside a memory router, a fresh store and the demo-dialog
 * provider (what the marketing layout provides), with a stand-in onboarding page at /wrap and the app's
 * not-found page for unknown paths.
 */
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Outlet, RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { NotFoundPage } from '@/app/NotFoundPage';
import { setNavigator } from '@/app/store/navigator';
import { setupStore } from '@/app/store/store';
import { DemoDialogProvider } from '@/marketing/dialogs/DemoDialogProvider';
import { otherPageRoutes } from '@/marketing/pages/other/routes';

function Layout() {
  return (
    <DemoDialogProvider>
      <Outlet />
    </DemoDialogProvider>
  );
}

/** Stand-in for the signed-in app: shows where sign-up sent the visitor. */
function WrapStandIn() {
  const location = useLocation();
  return <p data-testid="wrap-location">{`${location.pathname}${location.search}`}</p>;
}

export function renderOtherRoute(url: string) {
  const store = setupStore();
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Layout />,
        hydrateFallbackElement: <p>Loading…</p>,
        children: [...otherPageRoutes, { path: 'wrap', element: <WrapStandIn /> }, { path: '*', element: <NotFoundPage /> }],
      },
    ],
    { initialEntries: [url] },
  );
  setNavigator((path) => void router.navigate(path));
  const result = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...result, router, store };
}

/** Waits for the lazily loaded page's h1. */
export function findPageHeading() {
  return screen.findByRole('heading', { level: 1 }, { timeout: 3000 });
}

/** The current meta description and canonical link of the document. */
export function headMeta() {
  return {
    title: document.title,
    description: document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
    canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
  };
}
