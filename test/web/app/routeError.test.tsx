import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RouteError } from '@/app/RouteError';
import { resetErrorReporting } from '@/lib/errorReporting';

function Broken(): never {
  throw new Error('Widget exploded');
}

afterEach(() => {
  jest.restoreAllMocks();
  resetErrorReporting();
});

describe('route error element', () => {
  it('shows the error screen when a page throws', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteError /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.queryByText('Widget exploded')).not.toBeInTheDocument();
  });

  it('shows the not-found page for a 404 route response', async () => {
    const router = createMemoryRouter([
      {
        path: '/casestudies/:id',
        loader: () => {
          throw new Response('', { status: 404 });
        },
        element: <p>never</p>,
        HydrateFallback: () => null,
        errorElement: <RouteError />,
      },
    ], { initialEntries: ['/casestudies/unknown'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
