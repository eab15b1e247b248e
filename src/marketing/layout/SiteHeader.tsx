import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/app/paths';
import { ButtonLink } from '@/components/Button';
import { selectIsAuthenticated } from '@/app/session/authSlice';
import { useAppSelector } from '@/app/store/hooks';
import { HEADER_SHADOW_SCROLL_PX } from '@/lib/constants';
import { DemoButton } from '@/marketing/dialogs/DemoButtons';
import { useScrollPast } from '@/marketing/shared/useScrollPast';
import { SiteNavigation, preloadHeaderMenus } from './SiteNavigation';
import { Logo } from '@/components/Logo';
import './SiteHeader.css';

/** Signed out: Log In and Sign Up. Signed in: My Account (the portal). */
function AccountLinks() {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  if (isAuthenticated) {
    return <ButtonLink to={paths.account}>My Account</ButtonLink>;
  }
  return (
    <>
      <ButtonLink variant="ghost" to={paths.login}>
        Log In
      </ButtonLink>
      <ButtonLink to={paths.signup}>Sign Up</ButtonLink>
    </>
  );
}

/** Props of {@link SiteHeader}. */
export interface SiteHeaderProps {
  /** Focus mode: no menus, no account links and the logo is not a link. */
  focusMode: boolean;
}

/** The sticky marketing header. It gains a shadow once the page scrolls past 10 px. */
export function SiteHeader({ focusMode }: SiteHeaderProps) {
  const scrolled = useScrollPast(HEADER_SHADOW_SCROLL_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const [menuPath, setMenuPath] = useState(location.pathname);
  if (menuPath !== location.pathname) {
    // A navigation closes the small-screen menu.
    setMenuPath(location.pathname);
    setMenuOpen(false);
  }
  const className = ['site-header', scrolled ? 'site-header--scrolled' : ''].filter(Boolean).join(' ');

  return (
    <header className={className} data-testid="site-header">
      <div className="site-header__inner">
        {focusMode ? (
          <span className="site-header__brand">
            <Logo />
          </span>
        ) : (
          <Link className="site-header__brand" to={paths.home} aria-label="Apiscope home">
            <Logo />
          </Link>
        )}
        {focusMode ? null : (
          <>
            <button
              type="button"
              className="site-header__menu-toggle"
              aria-expanded={menuOpen}
              aria-controls="site-header-navigation"
              onClick={() => {
                preloadHeaderMenus();
                setMenuOpen((open) => !open);
              }}
            >
              {menuOpen ? 'Close menu' : 'Menu'}
            </button>
            <div
              id="site-header-navigation"
              className={['site-header__navigation', menuOpen ? 'site-header__navigation--open' : ''].join(' ')}
            >
              <SiteNavigation />
              <div className="site-header__account">
                <DemoButton variant="secondary" label="Get a Demo" />
                <AccountLinks />
              </div>
            </div>
          </>
        )}
      </div>
    </header>
  );
}
