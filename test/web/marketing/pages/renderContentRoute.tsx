/**
 * Renders a URL through the real marketing route table (src/marketing/routes.tsx) inside a memory router, with
 * the demo-dialog provider the marketing layout supplies and the app's not-found page for unknown paths.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { NotFoundPage } from '@/app/NotFoundPage';
import { DemoDialogProvider } from '@/marketing/dialogs/DemoDialogProvider';
import { marketingRoutes } from '@/marketing/routes';

function Layout() {
  return (
    <DemoDialogProvider>
      <main>
        <Outlet />
      </main>
    </DemoDialogProvider>
  );
}

/** Renders `url` and waits for the page's h1 (lazy routes load asynchronously). */
export async function renderContentRoute(url: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Layout />,
        hydrateFallbackElement: <p>Loading…</p>,
        children: [...marketingRoutes, { path: '*', element: <NotFoundPage /> }],
      },
    ],
    { initialEntries: [url] },
  );
  const result = render(<RouterProvider router={router} />);
  const h1 = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  // Blocks below the first screen are drawn a few tasks after the first paint (SectionRenderer): wait for all of
  // them, so that checks of what a page lacks cannot pass on a page half drawn.
  await waitFor(() => expect(document.querySelector('.mk-page__pending')).toBeNull());
  return { ...result, router, h1 };
}

/** The current canonical link href, meta description and title of the document. */
export function documentMeta() {
  return {
    title: document.title,
    description: document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
    canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
  };
}
