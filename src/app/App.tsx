import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { Toasts } from '@/app/notifications/Toasts';
import type { AppStore } from '@/app/store/store';
import type { createAppRouter } from './router';

/** Props of {@link App}. */
export interface AppProps {
  store: AppStore;
  router: ReturnType<typeof createAppRouter>;
}

/** The app: the store for everything below, the routed pages and the notification stacks. */
export function App({ store, router }: AppProps) {
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
      <Toasts />
    </Provider>
  );
}
