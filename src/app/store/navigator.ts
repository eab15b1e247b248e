/**
 * Navigation from outside React (error policy, logout, login). The app shell registers the router's navigate
 * function with `setNavigator`; until then a full page load is used.
 */

/** Moves the app to a path. */
export type Navigate = (path: string) => void;

let registered: Navigate | null = null;

/** Registers (or with null, unregisters) the function used to change the route. */
export function setNavigator(navigate: Navigate | null): void {
  registered = navigate;
}

/** Goes to a path with the registered navigator, else with a full page load. */
export function navigateTo(path: string): void {
  if (registered) registered(path);
  else window.location.assign(path);
}

/** The current path of the page. */
export function currentPathname(): string {
  return typeof window === 'undefined' ? '/' : window.location.pathname;
}
