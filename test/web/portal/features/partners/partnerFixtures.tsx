/**
 * Renders the partner pages in a fresh store with their own small route table (they live outside /wrap). The browser
 * URL is set too: the OAuth page reads its fragment from it, and login decides where to go from it.
 */
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '@/app/App';
import { setupStore, type AppStore } from '@/app/store/store';
import { Component as OAuthCallbackRoute } from '@/portal/features/partners/oauthCallbackRoute';
import { Component as ProvisionRoute } from '@/portal/features/partners/provisionRoute';
import { Component as RegisterRoute } from '@/portal/features/partners/registerRoute';

const ROUTES = [
  { path: '/oauth/:partner', Component: OAuthCallbackRoute },
  { path: '/provision/partners/:partner', Component: ProvisionRoute },
  { path: '/register/partners/:partner/:msg?', Component: RegisterRoute },
  { path: '/wrap/*', element: <h1>Portal</h1> },
  { path: '/', element: <h1>Home</h1> },
];

afterEach(() => window.history.replaceState(null, '', '/'));

/** Renders the page at `url` (path, query and fragment). */
export function renderPartnerPage(url: string, store: AppStore = setupStore()) {
  window.history.replaceState(null, '', url);
  const router = createMemoryRouter(ROUTES, { initialEntries: [url] });
  return { store, router, ...render(<App store={store} router={router} />) };
}
