/**
 * The portal navigation, grouped as the product is (API analytics, user and company analytics, alerts and
 * guidance, monetization, settings). Only areas that exist are listed, so no entry leads to an empty page: a new
 * area adds its entry here. Empty groups are not shown.
 */
import { appSettingsPath, auditLogPath, dashPath, eventsPath, geoPath, keysPath, orgSettingsPath, portalPaths, segmentationPath, teamPath, timeSeriesPath } from '@/app/paths';
import type { AppSelection } from '@/portal/core/organizationsRules';

/** One link of the navigation. */
export interface NavItem {
  label: string;
  /** The path, for the selected app when the area is app-scoped (null: needs an app and none is selected). */
  to: (selection: AppSelection | null) => string | null;
}

/** A titled group of links. */
export interface NavGroup {
  title: string;
  items: NavItem[];
}

const forApp = (page: (orgId: string, appId: string) => string) => (selection: AppSelection | null) =>
  selection ? page(selection.orgId, selection.appId) : null;

/** The groups in display order. */
export const NAV_GROUPS: readonly NavGroup[] = [
  {
    title: 'API analytics',
    items: [
      { label: 'Dashboard', to: forApp(dashPath) },
      { label: 'Event log', to: forApp(eventsPath) },
      { label: 'Time series', to: forApp(timeSeriesPath) },
      { label: 'Segmentation', to: forApp(segmentationPath) },
      { label: 'Geo map', to: forApp(geoPath) },
    ],
  },
  { title: 'User and company analytics', items: [] },
  { title: 'Alerts and guidance', items: [] },
  { title: 'Monetization', items: [{ label: 'Plan and usage', to: () => portalPaths.subscription }] },
  {
    title: 'Settings',
    items: [
      { label: 'Apps and organizations', to: () => portalPaths.apps },
      { label: 'App settings', to: forApp(appSettingsPath) },
      { label: 'Organization settings', to: () => orgSettingsPath() },
      { label: 'Team', to: () => teamPath() },
      { label: 'API keys', to: () => keysPath() },
      { label: 'Audit log', to: () => auditLogPath() },
      { label: 'Installation', to: () => '/wrap?onboard=true' },
    ],
  },
];

/** A group as shown: its entries that have a path for the current selection. */
export interface VisibleNavGroup {
  title: string;
  links: { label: string; to: string }[];
}

/** The groups with at least one reachable entry for the current selection (empty groups are not shown). */
export function visibleNavGroups(selection: AppSelection | null): VisibleNavGroup[] {
  return NAV_GROUPS.map((group) => ({
    title: group.title,
    links: group.items.flatMap((item) => {
      const to = item.to(selection);
      return to ? [{ label: item.label, to }] : [];
    }),
  })).filter((group) => group.links.length > 0);
}
