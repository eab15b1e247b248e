/**
 * Route paths of the app shell and the pure rules that depend only on a URL (SPEC section 2).
 * Components read these rules instead of testing path strings themselves.
 */

/** Well-known paths the shell links to. */
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  account: '/wrap',
  pricing: '/price',
  press: '/press',
  customers: '/casestudies',
  docs: '/implementation',
  contactSales: '/contact/sales',
} as const;

/** Focus mode (landing pages for ads): the path contains /landing/ or the query has landing=win. */
export function isFocusMode(pathname: string, search: string): boolean {
  if (pathname.includes('/landing/')) return true;
  return new URLSearchParams(search).get('landing') === 'win';
}

/** Paths containing "plugin" render bare: no header, banner or footer (they are embedded in other tools). */
export function isBarePath(pathname: string): boolean {
  return pathname.includes('plugin');
}

/** The signed-in app (/wrap) and shared public views (/public/) never show the landing header or footer. */
export function hidesLandingChrome(pathname: string): boolean {
  return pathname === '/wrap' || pathname.startsWith('/wrap/') || pathname.startsWith('/public/');
}

// /invite/{token} too: the invite page signs people in or up in place and then accepts the link in its URL.
const STAY_AFTER_LOGIN = [/^\/wrap(\/|$)/, /^\/price(\/|$)/, /^\/provision(\/|$)/, /^\/register\/partners?(\/|$)/, /^\/invite\//];

/**
 * Where to go after a successful login: '/wrap', unless the user is already on a wrap, price, provision or
 * register/partner path, in which case they stay where they are (null).
 */
export function destinationAfterLogin(pathname: string): string | null {
  return STAY_AFTER_LOGIN.some((pattern) => pattern.test(pathname)) ? null : paths.account;
}

// ---- The portal (/wrap) ----

/** The signed-in area's fixed paths. */
export const portalPaths = {
  root: '/wrap',
  basicOnboarding: '/wrap/basic',
  subscription: '/wrap/subscription',
  apps: '/wrap/apps',
  profile: '/wrap/profile',
  notices: '/wrap/notices',
  team: '/wrap/team',
  settings: '/wrap/settings',
  keys: '/wrap/keys',
  audit: '/wrap/audit',
} as const;

/** The settings of the selected organization: name, domain, join policy, sign-in rules, deletion. */
export const orgSettingsPath = (): string => portalPaths.settings;

/** The team screen of the selected organization: members, roles, invitations. */
export const teamPath = (): string => portalPaths.team;

/** The API keys of the selected organization: list, create (secret shown once), revoke. */
export const keysPath = (): string => portalPaths.keys;

/** The audit log of the selected organization: who did what, filtered, exported as CSV (Owners and Admins). */
export const auditLogPath = (): string => portalPaths.audit;

/** The page an invitation link opens (outside the portal shell). */
export const invitePath = (token: string): string => `/invite/${encodeURIComponent(token)}`;

/** The `{org}-{app}` segment of an app-scoped portal path. Org ids never contain '-' after encoding's check. */
export function appSlug(orgId: string, appId: string): string {
  return `${encodeURIComponent(orgId)}-${encodeURIComponent(appId)}`;
}

/** An app-scoped portal path: `/wrap/app/{org}-{app}/{page}`. */
export function appPath(orgId: string, appId: string, page: string): string {
  return `/wrap/app/${appSlug(orgId, appId)}/${page}`;
}

/** The app's landing screen (its dashboard). */
export const dashPath = (orgId: string, appId: string): string => appPath(orgId, appId, 'dash');

/** The app's event log (API calls and actions, newest first). */
export const eventsPath = (orgId: string, appId: string): string => appPath(orgId, appId, 'events');

/** The app's time series (metrics over time). */
export const timeSeriesPath = (orgId: string, appId: string): string => appPath(orgId, appId, 'timeseries');

/** The app's segmentation (events split by one to three group-bys, ranked). */
export const segmentationPath = (orgId: string, appId: string): string => appPath(orgId, appId, 'segmentation');

/** The app's geo map (calls and metrics by country). */
export const geoPath = (orgId: string, appId: string): string => appPath(orgId, appId, 'geo');

/** The app's settings: name, time zone, data capture, sampling, deletion. */
export const appSettingsPath = (orgId: string, appId: string): string => appPath(orgId, appId, 'settings');

/** The onboarding flow, tailored to a sign-up intent when one is known. */
export function onboardingPath(intent?: string | null): string {
  return intent ? `/wrap?onboard=true&intent=${encodeURIComponent(intent)}` : '/wrap?onboard=true';
}

/** The id of an organization's section on the plan and usage page, and the link to it. */
export const subscriptionAnchor = (orgId: string): string => `subscription-${orgId}`;
export const subscriptionPath = (orgId: string): string => `${portalPaths.subscription}#${subscriptionAnchor(orgId)}`;
