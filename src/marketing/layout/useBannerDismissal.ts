import { useCallback, useState } from 'react';
import { readFlag, writeFlag } from '@/api/session';

/** Local storage flag remembering that the visitor closed the announcement banner. */
export const BANNER_DISMISSED_KEY = 'landingBannerDismissed';

/** Whether the announcement banner was dismissed, and the action that dismisses it for good (kept in storage). */
export function useBannerDismissal(): { dismissed: boolean; dismiss: () => void } {
  const [dismissed, setDismissed] = useState(() => readFlag(BANNER_DISMISSED_KEY) === true);
  const dismiss = useCallback(() => {
    writeFlag(BANNER_DISMISSED_KEY, true);
    setDismissed(true);
  }, []);
  return { dismissed, dismiss };
}
