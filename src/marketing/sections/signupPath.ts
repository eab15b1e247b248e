import type { IntentKey } from '@/marketing/content/types';

/** The sign-up URL carrying a page's intent, so sign-up shows that intent's headline. */
export function signupPath(intentKey: IntentKey): string {
  return `/signup?intent=${encodeURIComponent(intentKey)}`;
}
