import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { customerLinks, featureLinks, industryLinks, resourceLinks, solutionLinks, type NavLink } from './navigation';
import './HeaderMenus.css';

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

function DropdownItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <NavigationMenu.Item className="header-menus__item">
      <NavigationMenu.Trigger className="header-menus__trigger">
        {label} <span className="header-menus__caret" aria-hidden="true">▾</span>
      </NavigationMenu.Trigger>
      <NavigationMenu.Content className="header-menus__content">{children}</NavigationMenu.Content>
    </NavigationMenu.Item>
  );
}

/**
 * The header's site navigation: Product, Pricing, Customers, Solutions and Resources. Keyboard operable through
 * Radix NavigationMenu (Tab / arrow keys move between triggers, Enter or Space opens a menu, Escape closes it).
 */
export function HeaderMenus() {
  return (
    <NavigationMenu.Root className="header-menus" aria-label="Main">
      <NavigationMenu.List className="header-menus__list">
        <DropdownItem label="Product">
          <MenuLinks links={featureLinks} />
        </DropdownItem>
        <NavigationMenu.Item className="header-menus__item">
          <NavigationMenu.Link asChild>
            <Link className="header-menus__trigger" to="/price">
              Pricing
            </Link>
          </NavigationMenu.Link>
        </NavigationMenu.Item>
        <DropdownItem label="Customers">
          <MenuLinks links={customerLinks} />
        </DropdownItem>
        <DropdownItem label="Solutions">
          <div className="header-menus__columns">
            <MenuLinks title="By goal and team" links={solutionLinks} />
            <MenuLinks title="By industry" links={industryLinks} />
          </div>
        </DropdownItem>
        <DropdownItem label="Resources">
          <MenuLinks links={resourceLinks} />
        </DropdownItem>
      </NavigationMenu.List>
      <div className="header-menus__viewport-position">
        <NavigationMenu.Viewport className="header-menus__viewport" />
      </div>
    </NavigationMenu.Root>
  );
}
