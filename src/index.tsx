import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { createAppRouter } from '@/app/router';
import { checkBrowserSupport } from '@/app/notifications/browserSupport';
import { setupStore } from '@/app/store/store';
import { captureUncaughtUntilReporter } from '@/lib/errorReporting';
import { initSentry } from '@/lib/errorReporting/sentry';
import '@/styles/tokens.css';

captureUncaughtUntilReporter();

const store = setupStore();
store.dispatch(checkBrowserSupport(navigator.userAgent));

/**
 * Start-up in three tasks (this module, the router, the first render) rather than one, so that none keeps the main
 * thread long enough to delay input: creating the router starts the page's first navigation (its loader and lazy
 * chunks), the costliest step of a page load after the bundle itself.
 */
setTimeout(() => {
  const router = createAppRouter();
  setTimeout(() => createRoot(document.getElementById('root') as HTMLElement).render(<App store={store} router={router} />), 0);
}, 0);

/** Error reporting loads after the first paint, when the browser is idle, so it never delays the page. */
function startErrorReportingWhenIdle(): void {
  const start = () => void initSentry();
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 5000 });
  else setTimeout(start, 2000);
}
requestAnimationFrame(() => startErrorReportingWhenIdle());
