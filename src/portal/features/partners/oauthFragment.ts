/**
 * Takes the OAuth answer out of the address bar. The fragment carries an access token, so it is removed from the URL
 * and from the history entry with `history.replaceState` before the page does anything else with it: the token never
 * stays in the address bar, in the back-button history or in a URL that analytics or error reports might read.
 */

/** The current URL fragment without its '#' ('' when none), after removing it from the URL and the history entry. */
export function takeUrlFragment(): string {
  const { hash, pathname, search } = window.location;
  if (!hash) return '';
  // The router keeps its own data in history.state: replace the URL only, not that data.
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  return hash.slice(1);
}
