import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  customerLinks,
  featureLinks,
  headerMenuBar,
  industryLinks,
  resourceLinks,
  solutionLinks,
  type HeaderMenuValue,
  type NavLink,
} from './navigation';

function MenuLinks({ links, title }: { links: NavLink[]; title?: string }) {
  return (
    <div className="header-menus__group">
      {title ? <p className="header-menus__group-title">{title}</p> : null}
      <ul className="header-menus__links">
        {links.map((link) => (
          <li key={link.href}>
            <NavigationMenu.Link asChild>
              <Link className="header-menus__link" to={link.href}>
                <span className="header-menus__link-label">{link.label}</span>
                {link.description ? <span className="header-menus__link-description">{link.description}</span> : null}
              </Link>
            </NavigationMenu.Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What each dropdown lists. */
const MENU_CONTENT: Record<HeaderMenuValue, ReactNode> = {
  product: <MenuLinks links={featureLinks} />,
  customers: <MenuLinks links={customerLinks} />,
  solutions: (
    <div className="header-menus__columns">
      <MenuLinks title="By goal and team" links={solutionLinks} />
      <MenuLinks title="By industry" links={industryLinks} />
    </div>
  ),
  resources: <MenuLinks links={resourceLinks} />,
};

/** Props of {@link HeaderMenus}: how to start when the menus replace the light menu bar the page showed first. */
export interface HeaderMenusProps {
  /** The dropdown to show open at once (the visitor opened it before this code arrived). */
  initialValue?: HeaderMenuValue;
  /** Label of the menu-bar entry to focus at once (it had the keyboard focus in the light menu bar). */
  focusEntry?: string;
}

/**
 * The header's site navigation: Product, Pricing, Customers, Solutions and Resources. Keyboard operable through
 * Radix NavigationMenu (Tab / arrow keys move between triggers, Enter or Space opens a menu, Escape closes it).
 * Fetched on demand by `SiteNavigation`, which shows the same menu bar until then.
 */
export function HeaderMenus({ initialValue, focusEntry }: HeaderMenusProps) {
  const rootRef = useRef<HTMLElement>(null);
  // Before paint, not after: the light bar's focused entry is gone from the page, and a key pressed in between would
  // otherwise land on the page body (Preact runs plain effects only after the next frame).
  useLayoutEffect(() => {
    if (!focusEntry) return;
    const entries = rootRef.current?.querySelectorAll<HTMLElement>('[data-menu-entry]') ?? [];
    Array.from(entries).find((entry) => entry.dataset.menuEntry === focusEntry)?.focus();
  }, [focusEntry]);

  return (
    <NavigationMenu.Root ref={rootRef} className="header-menus" aria-label="Main" defaultValue={initialValue}>
      <NavigationMenu.List className="header-menus__list">
        {headerMenuBar.map((entry) =>
          entry.kind === 'link' ? (
            <NavigationMenu.Item key={entry.label} className="header-menus__item">
              <NavigationMenu.Link asChild>
                <Link className="header-menus__trigger" to={entry.href} data-menu-entry={entry.label}>
                  {entry.label}
                </Link>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          ) : (
            <NavigationMenu.Item key={entry.value} value={entry.value} className="header-menus__item">
              <NavigationMenu.Trigger className="header-menus__trigger" data-menu-entry={entry.label}>
                {entry.label} <span className="header-menus__caret" aria-hidden="true">▾</span>
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className="header-menus__content">{MENU_CONTENT[entry.value]}</NavigationMenu.Content>
            </NavigationMenu.Item>
          ),
        )}
      </NavigationMenu.List>
      <div className="header-menus__viewport-position">
        <NavigationMenu.Viewport className="header-menus__viewport" />
      </div>
    </NavigationMenu.Root>
  );
}
