import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { appRoutes } from '@/app/router';
import { setupStore } from '@/app/store/store';

function renderApp(url: string) {
  const router = createMemoryRouter(appRoutes(), { initialEntries: [url] });
  return render(
    <Provider store={setupStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

describe('the other pages inside the real app shell', () => {
  beforeAll(() => {
    // jsdom has no scrolling; the layout's scroll restoration calls it.
    window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  });

  it('/plugin/desk renders bare: its own main landmark, no site header or footer', async () => {
    renderApp('/plugin/desk');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 3000 })).toHaveTextContent("See a customer's API calls next to their ticket");
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('/about renders inside the marketing layout', async () => {
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: /We help teams understand/ }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
