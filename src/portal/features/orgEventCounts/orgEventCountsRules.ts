/** The windows the apps page counts API calls over, and the state key of one count. */
import type { SearchWindow } from '@/api/search';

/** A window of the count. */
export interface CountWindow extends SearchWindow {
  key: 'day' | 'month';
  label: string;
}

/** The two windows shown for every app: the last day and the last 30 days. */
export const COUNT_WINDOWS: readonly CountWindow[] = [
  { key: 'day', label: 'Last 24 hours', from: '-24h', to: 'now' },
  { key: 'month', label: 'Last 30 days', from: '-30d', to: 'now' },
];

/** The state key of one app's count over one window. */
export const countKey = (orgId: string, appId: string, windowKey: string): string => `${orgId}/${appId}/${windowKey}`;
