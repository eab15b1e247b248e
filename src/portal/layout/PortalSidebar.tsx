import { Link, NavLink } from 'react-router-dom';
import { Logo } from '@/components/Logo';
import { portalPaths } from '@/app/paths';
import { useAppSelector } from '@/app/store/hooks';
import { selectSelection } from '@/portal/core/organizationsSlice';
import { AppSwitcher } from './AppSwitcher';
import { visibleNavGroups } from './navItems';

/** The left navigation: brand, the org and app switcher, and the area links grouped by purpose. */
export function PortalSidebar({ id }: { id: string }) {
  const selection = useAppSelector(selectSelection);
  return (
    <nav id={id} className="portal__sidebar" aria-label="Portal">
      <Link className="portal__brand" to={portalPaths.root} aria-label="Apiscope portal home">
        <Logo />
      </Link>
      <AppSwitcher />
      {visibleNavGroups(selection).map((group) => (
        <div className="portal-nav__group" key={group.title}>
          <h2 className="portal-nav__title">{group.title}</h2>
          <ul className="portal-nav__list">
            {group.links.map((link) => (
              <li key={link.label}>
                {/* A link with a query (the onboarding flow) is never "current": NavLink would match /wrap itself. */}
                {link.to.includes('?') ? (
                  <Link className="portal-nav__link" to={link.to}>
                    {link.label}
                  </Link>
                ) : (
                  <NavLink className="portal-nav__link" to={link.to} end>
                    {link.label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
