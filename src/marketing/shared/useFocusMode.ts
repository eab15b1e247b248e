import { useLocation } from 'react-router-dom';
import { isFocusMode } from '@/app/paths';

/**
 * True on ad landing pages (path contains /landing/ or query landing=win): the shell then hides the banner, menus and
 * footer links and disables links so the visitor stays on the page.
 */
export function useFocusMode(): boolean {
  const { pathname, search } = useLocation();
  return isFocusMode(pathname, search);
}
