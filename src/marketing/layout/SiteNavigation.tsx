import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { onDemand } from '@/lib/chunkLoad/onDemand';
import { reportError } from '@/lib/errorReporting';
import type { HeaderMenusProps } from './HeaderMenus';
import { headerMenuBar, type HeaderMenuValue } from './navigation';
import './HeaderMenus.css';

/**
 * The dropdown menus (Radix NavigationMenu and the link lists) are not needed to paint a page: they arrive in their
 * own chunk when a visitor shows intent (pointer over, focus in or touch on the menu bar, or the small-screen Menu
 * button) or opens a menu.
 */
const headerMenus = onDemand(() => import(/* webpackChunkName: "header-menus" */ './HeaderMenus'));

/** Starts fetching the dropdown menus (the small-screen Menu button calls it before the menu bar shows). */
export function preloadHeaderMenus(): void {
  headerMenus.load().catch(() => undefined);
}

/**
 * The header's menu bar. It first renders as a light bar with the same entries and look (the dropdown triggers are
 * real buttons); the Radix menus replace it once fetched. A menu clicked before then opens as soon as they arrive,
 * and the entry that had the keyboard focus keeps it.
 */
export function SiteNavigation() {
  const [menus, setMenus] = useState(() => headerMenus.loaded());
  const [start, setStart] = useState<HeaderMenusProps>({});
  const navRef = useRef<HTMLElement>(null);

  const upgrade = useCallback((open?: HeaderMenuValue) => {
    if (open) setStart((current) => ({ ...current, initialValue: open }));
    headerMenus.load().then(
      (module) => {
        const focused = document.activeElement;
        const focusEntry =
          focused instanceof HTMLElement && navRef.current?.contains(focused) ? focused.dataset.menuEntry : undefined;
        setStart((current) => ({ ...current, focusEntry }));
        setMenus(module);
      },
      (error: unknown) => {
        // A visitor who only moved the pointer lost nothing; a menu that would not open is worth a report.
        if (open) reportError(error, { area: 'header-menus' });
      },
    );
  }, []);

  // Intent, not interaction: these only start the download, so they are plain listeners on the bar.
  useEffect(() => {
    const nav = navRef.current;
    if (menus || !nav) return undefined;
    const preload = () => upgrade();
    const events = ['pointerenter', 'focusin', 'touchstart'] as const;
    events.forEach((name) => nav.addEventListener(name, preload, { passive: true }));
    return () => events.forEach((name) => nav.removeEventListener(name, preload));
  }, [menus, upgrade]);

  if (menus) return <menus.HeaderMenus {...start} />;
  return (
    <nav ref={navRef} className="header-menus" aria-label="Main">
      <ul className="header-menus__list">
        {headerMenuBar.map((entry) => (
          <li key={entry.label} className="header-menus__item">
            {entry.kind === 'link' ? (
              <Link className="header-menus__trigger" to={entry.href} data-menu-entry={entry.label}>
                {entry.label}
              </Link>
            ) : (
              <button
                type="button"
                className="header-menus__trigger"
                aria-expanded={false}
                data-menu-entry={entry.label}
                onClick={() => upgrade(entry.value)}
              >
                {entry.label} <span className="header-menus__caret" aria-hidden="true">▾</span>
              </button>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
