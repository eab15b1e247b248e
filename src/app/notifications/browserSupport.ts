/**
 * The unsupported-browser warning (SPEC section 8): Internet Explorer and the legacy (EdgeHTML) Edge get a
 * top-centre warning for 10 s. The app shell dispatches `checkBrowserSupport(navigator.userAgent)` at start-up.
 */
import type { Dispatch } from '@reduxjs/toolkit';
import { UNSUPPORTED_BROWSER_WARNING_MS } from '@/lib/constants';
import { notify } from './notificationsSlice';

export const UNSUPPORTED_BROWSER_TITLE = 'Unsupported browser';
export const UNSUPPORTED_BROWSER_MESSAGE =
  'Your browser is not supported and may cause rendering errors. Apiscope is optimized for Chrome, Firefox and Safari.';

/** True for Internet Explorer (MSIE, Trident) and Edge before it moved to Chromium ("Edge/" but not "Edg/"). */
export function isUnsupportedBrowser(userAgent: string): boolean {
  return /MSIE |Trident\//.test(userAgent) || /\bEdge\/\d+/.test(userAgent);
}

/** Thunk: shows the warning when the user agent is unsupported; answers whether it did. */
export const checkBrowserSupport =
  (userAgent: string) =>
  (dispatch: Dispatch): boolean => {
    if (!isUnsupportedBrowser(userAgent)) return false;
    dispatch(
      notify({
        kind: 'warning',
        title: UNSUPPORTED_BROWSER_TITLE,
        message: UNSUPPORTED_BROWSER_MESSAGE,
        durationMs: UNSUPPORTED_BROWSER_WARNING_MS,
        position: 'top-center',
      }),
    );
    return true;
  };
