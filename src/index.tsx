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
const router = createAppRouter();

createRoot(document.getElementById('root') as HTMLElement).render(<App store={store} router={router} />);

store.dispatch(checkBrowserSupport(navigator.userAgent));

/** Error reporting loads after the first paint, when the browser is idle, so it never delays the page. */
function startErrorReportingWhenIdle(): void {
  const start = () => void initSentry();
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 5000 });
  else setTimeout(start, 2000);
}
requestAnimationFrame(() => startErrorReportingWhenIdle());
