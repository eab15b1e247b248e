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

const STAY_AFTER_LOGIN = [/^\/wrap(\/|$)/, /^\/price(\/|$)/, /^\/provision(\/|$)/, /^\/register\/partners?(\/|$)/];

/**
 * Where to go after a successful login: '/wrap', unless the user is already on a wrap, price, provision or
 * register/partner path, in which case they stay where they are (null).
 */
export function destinationAfterLogin(pathname: string): string | null {
  return STAY_AFTER_LOGIN.some((pattern) => pattern.test(pathname)) ? null : paths.account;
}
