/**
 * Page-view rule (SPEC section 2): a route change is logged, except a move between two pages of the same
 * kind among dash, search and usersearch (switching dashboards or refining a search is not a new page).
 */

type RepeatablePageKind = 'dash' | 'search' | 'usersearch';

/** The kind of a path by its segments ('/wrap/app/o-a/dash/123' is a dash page), or undefined. */
export function pageKindOf(path: string): RepeatablePageKind | undefined {
  const segments = path.split(/[?#]/, 1)[0].split('/');
  if (segments.includes('usersearch')) return 'usersearch';
  if (segments.includes('search')) return 'search';
  if (segments.includes('dash')) return 'dash';
  return undefined;
}

/** False only when both paths are dash pages, both search pages, or both usersearch pages. */
export function shouldLogPageView(prevPath: string | undefined, nextPath: string): boolean {
  if (prevPath === undefined) return true;
  const prevKind = pageKindOf(prevPath);
  return prevKind === undefined || prevKind !== pageKindOf(nextPath);
}
